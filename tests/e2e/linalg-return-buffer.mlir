// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// End to end: functions returning freshly computed buffers (linalg.transpose + linalg.map, linalg.broadcast), combined by a short-form linalg.map.
// The input is what One-Shot Bufferize made of the tensor program below:
//   mlir-opt linalg-return-buffer.tensor.mlir --one-shot-bufferize="bufferize-function-boundaries"
// The expected output is mlir-runner 22's on the same IR lowered by mlir-opt 22
// (--buffer-deallocation-pipeline, --convert-linalg-to-loops, ... to LLVM).
//
// Tensor source:
//   func.func private @printMemrefF32(tensor<*xf32>)
//
//   // Returns a freshly computed buffer; the caller uses it twice.
//   func.func @scaled_transpose(%a: tensor<3x2xf32>, %s: f32) -> tensor<2x3xf32> {
//     %e = tensor.empty() : tensor<2x3xf32>
//     %t = linalg.transpose ins(%a : tensor<3x2xf32>) outs(%e : tensor<2x3xf32>) permutation = [1, 0]
//     %e2 = tensor.empty() : tensor<2x3xf32>
//     %m = linalg.map ins(%t : tensor<2x3xf32>) outs(%e2 : tensor<2x3xf32>)
//       (%in: f32, %out: f32) {
//         %x = arith.mulf %in, %s : f32
//         linalg.yield %x : f32
//       }
//     return %m : tensor<2x3xf32>
//   }
//
//   func.func @row_bias(%v: tensor<3xf32>) -> tensor<2x3xf32> {
//     %e = tensor.empty() : tensor<2x3xf32>
//     %b = linalg.broadcast ins(%v : tensor<3xf32>) outs(%e : tensor<2x3xf32>) dimensions = [0]
//     return %b : tensor<2x3xf32>
//   }
//
//   func.func @main() {
//     %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
//     %v = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
//     %two = arith.constant 2.0 : f32
//     %t = call @scaled_transpose(%a, %two) : (tensor<3x2xf32>, f32) -> tensor<2x3xf32>
//     %b = call @row_bias(%v) : (tensor<3xf32>) -> tensor<2x3xf32>
//     %e = tensor.empty() : tensor<2x3xf32>
//     %s = linalg.map { arith.addf } ins(%t, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>)
//     %u = tensor.cast %s : tensor<2x3xf32> to tensor<*xf32>
//     call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
//     %u2 = tensor.cast %t : tensor<2x3xf32> to tensor<*xf32>
//     call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
//     return
//   }

module {
  memref.global "private" constant @__constant_3xf32 : memref<3xf32> = dense<[1.000000e+01, 2.000000e+01, 3.000000e+01]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x2xf32 : memref<3x2xf32> = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00]]> {alignment = 64 : i64}
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @scaled_transpose(%arg0: memref<3x2xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<2x3xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    linalg.transpose ins(%arg0 : memref<3x2xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>) permutation = [1, 0] 
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    linalg.map ins(%alloc : memref<2x3xf32>) outs(%alloc_0 : memref<2x3xf32>)
      (%in: f32, %init: f32) {
        %0 = arith.mulf %in, %arg1 : f32
        linalg.yield %0 : f32
      }
    %cast = memref.cast %alloc_0 : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
    return %alloc_0 : memref<2x3xf32>
  }
  func.func @row_bias(%arg0: memref<3xf32, strided<[?], offset: ?>>) -> memref<2x3xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    linalg.broadcast ins(%arg0 : memref<3xf32, strided<[?], offset: ?>>) outs(%alloc : memref<2x3xf32>) dimensions = [0] 
    %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<2x3xf32>
  }
  func.func @main() {
    %0 = memref.get_global @__constant_3x2xf32 : memref<3x2xf32>
    %1 = memref.get_global @__constant_3xf32 : memref<3xf32>
    %cst = arith.constant 2.000000e+00 : f32
    %cast = memref.cast %0 : memref<3x2xf32> to memref<3x2xf32, strided<[?, ?], offset: ?>>
    %2 = call @scaled_transpose(%cast, %cst) : (memref<3x2xf32, strided<[?, ?], offset: ?>>, f32) -> memref<2x3xf32>
    %cast_0 = memref.cast %1 : memref<3xf32> to memref<3xf32, strided<[?], offset: ?>>
    %3 = call @row_bias(%cast_0) : (memref<3xf32, strided<[?], offset: ?>>) -> memref<2x3xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
    linalg.map { arith.addf } ins(%2, %3 : memref<2x3xf32>, memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
    %cast_1 = memref.cast %alloc : memref<2x3xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    %cast_2 = memref.cast %2 : memref<2x3xf32> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    return
  }
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}12,   26,   40],
// CHECK-NEXT:  [14,   28,   42]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}2,   6,   10],
// CHECK-NEXT:  [4,   8,   12]]
// MEM: bufjit: OK: no violations, no leaks
