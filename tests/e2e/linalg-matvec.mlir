// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// End to end: linalg.matvec and linalg.vecmat on constant tensors.
// The input is what One-Shot Bufferize made of the tensor program below:
//   mlir-opt linalg-matvec.tensor.mlir --one-shot-bufferize="bufferize-function-boundaries"
// The expected output is mlir-runner 22's on the same IR lowered by mlir-opt 22
// (--buffer-deallocation-pipeline, --convert-linalg-to-loops, ... to LLVM).
//
// Tensor source:
//   func.func private @printMemrefF32(tensor<*xf32>)
//
//   func.func @main() {
//     %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [-1.0, 0.5, 0.25], [0.0, 0.0, 1.0], [2.0, -2.0, 2.0]]> : tensor<5x3xf32>
//     %v = arith.constant dense<[2.0, -1.0, 4.0]> : tensor<3xf32>
//     %w = arith.constant dense<[1.0, 0.0, -1.0, 2.0, 0.5]> : tensor<5xf32>
//     %zero = arith.constant 0.0 : f32
//     %e = tensor.empty() : tensor<5xf32>
//     %f = linalg.fill ins(%zero : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
//     %r = linalg.matvec ins(%m, %v : tensor<5x3xf32>, tensor<3xf32>) outs(%f : tensor<5xf32>) -> tensor<5xf32>
//     %u = tensor.cast %r : tensor<5xf32> to tensor<*xf32>
//     call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
//     %e2 = tensor.empty() : tensor<3xf32>
//     %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<3xf32>) -> tensor<3xf32>
//     %r2 = linalg.vecmat ins(%w, %m : tensor<5xf32>, tensor<5x3xf32>) outs(%f2 : tensor<3xf32>) -> tensor<3xf32>
//     %u2 = tensor.cast %r2 : tensor<3xf32> to tensor<*xf32>
//     call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
//     return
//   }

module {
  memref.global "private" constant @__constant_5xf32 : memref<5xf32> = dense<[1.000000e+00, 0.000000e+00, -1.000000e+00, 2.000000e+00, 5.000000e-01]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3xf32 : memref<3xf32> = dense<[2.000000e+00, -1.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_5x3xf32 : memref<5x3xf32> = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00], [-1.000000e+00, 5.000000e-01, 2.500000e-01], [0.000000e+00, 0.000000e+00, 1.000000e+00], [2.000000e+00, -2.000000e+00, 2.000000e+00]]> {alignment = 64 : i64}
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %0 = memref.get_global @__constant_5x3xf32 : memref<5x3xf32>
    %1 = memref.get_global @__constant_3xf32 : memref<3xf32>
    %2 = memref.get_global @__constant_5xf32 : memref<5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<5xf32>)
    linalg.matvec ins(%0, %1 : memref<5x3xf32>, memref<3xf32>) outs(%alloc : memref<5xf32>)
    %cast = memref.cast %alloc : memref<5xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<3xf32>)
    linalg.vecmat ins(%2, %0 : memref<5xf32>, memref<5x3xf32>) outs(%alloc_0 : memref<3xf32>)
    %cast_1 = memref.cast %alloc_0 : memref<3xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    return
  }
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: {{\[}}12,  27,  -1.5,  4,  14]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: {{\[}}3,  0.5,  5.75]
// MEM: bufjit: OK: no violations, no leaks
