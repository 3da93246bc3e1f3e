// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// End to end: linalg.fill + linalg.matmul (4x6 * 6x3) in a function returning a fresh buffer.
// The input is what One-Shot Bufferize made of the tensor program below:
//   mlir-opt linalg-matmul.tensor.mlir --one-shot-bufferize="bufferize-function-boundaries"
// The expected output is mlir-runner 22's on the same IR lowered by mlir-opt 22
// (--buffer-deallocation-pipeline, --convert-linalg-to-loops, ... to LLVM).
//
// Tensor source:
//   func.func private @printMemrefF32(tensor<*xf32>)
//
//   func.func @matmul(%a: tensor<4x6xf32>, %b: tensor<6x3xf32>) -> tensor<4x3xf32> {
//     %zero = arith.constant 0.0 : f32
//     %e = tensor.empty() : tensor<4x3xf32>
//     %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
//     %r = linalg.matmul ins(%a, %b : tensor<4x6xf32>, tensor<6x3xf32>) outs(%f : tensor<4x3xf32>) -> tensor<4x3xf32>
//     return %r : tensor<4x3xf32>
//   }
//
//   func.func @main() {
//     %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [0.5, -1.0, 2.0, 0.0, 1.0, 3.0], [2.0, 2.0, 2.0, 2.0, 2.0, 2.0], [-1.0, 0.0, 1.0, -2.0, 0.0, 2.0]]> : tensor<4x6xf32>
//     %b = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 1.0, -1.0], [3.0, 1.0, 0.0], [1.0, 1.0, 1.0], [-2.0, 0.5, 4.0], [0.0, 2.0, 1.0]]> : tensor<6x3xf32>
//     %r = call @matmul(%a, %b) : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
//     %u = tensor.cast %r : tensor<4x3xf32> to tensor<*xf32>
//     call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
//     return
//   }

module {
  memref.global "private" constant @__constant_6x3xf32 : memref<6x3xf32> = dense<[[1.000000e+00, 0.000000e+00, 2.000000e+00], [0.000000e+00, 1.000000e+00, -1.000000e+00], [3.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00], [-2.000000e+00, 5.000000e-01, 4.000000e+00], [0.000000e+00, 2.000000e+00, 1.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4x6xf32 : memref<4x6xf32> = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00], [5.000000e-01, -1.000000e+00, 2.000000e+00, 0.000000e+00, 1.000000e+00, 3.000000e+00], [2.000000e+00, 2.000000e+00, 2.000000e+00, 2.000000e+00, 2.000000e+00, 2.000000e+00], [-1.000000e+00, 0.000000e+00, 1.000000e+00, -2.000000e+00, 0.000000e+00, 2.000000e+00]]> {alignment = 64 : i64}
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @matmul(%arg0: memref<4x6xf32, strided<[?, ?], offset: ?>>, %arg1: memref<6x3xf32, strided<[?, ?], offset: ?>>) -> memref<4x3xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x3xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x3xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<4x6xf32, strided<[?, ?], offset: ?>>, memref<6x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x3xf32>)
    %cast = memref.cast %alloc : memref<4x3xf32> to memref<4x3xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<4x3xf32>
  }
  func.func @main() {
    %0 = memref.get_global @__constant_4x6xf32 : memref<4x6xf32>
    %1 = memref.get_global @__constant_6x3xf32 : memref<6x3xf32>
    %cast = memref.cast %0 : memref<4x6xf32> to memref<4x6xf32, strided<[?, ?], offset: ?>>
    %cast_0 = memref.cast %1 : memref<6x3xf32> to memref<6x3xf32, strided<[?, ?], offset: ?>>
    %2 = call @matmul(%cast, %cast_0) : (memref<4x6xf32, strided<[?, ?], offset: ?>>, memref<6x3xf32, strided<[?, ?], offset: ?>>) -> memref<4x3xf32>
    %cast_1 = memref.cast %2 : memref<4x3xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    return
  }
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}4,   23.5,   30],
// CHECK-NEXT:  [4.5,   7.5,   9],
// CHECK-NEXT:  [6,   11,   14],
// CHECK-NEXT:  [0,   3,   -2]]
// MEM: bufjit: OK: no violations, no leaks
