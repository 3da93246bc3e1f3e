// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline="builtin.module(expand-realloc{emit-deallocs=false}, canonicalize, ownership-based-buffer-deallocation, canonicalize, buffer-deallocation-simplification, bufferization-lower-deallocations, cse, canonicalize, convert-bufferization-to-memref, convert-linalg-to-affine-loops, lower-affine)" --report=text 2>&1 | FileCheck %s --check-prefixes=CHECK,MEM
// (The third run lowers the linalg ops through convert-linalg-to-affine-loops + lower-affine.)
// End to end: linalg.conv_2d_nhwc_hwcf and linalg.pooling_nhwc_max (window index expressions d1 + d4).
// The input is what One-Shot Bufferize made of the tensor program below:
//   mlir-opt linalg-conv2d.tensor.mlir --one-shot-bufferize="bufferize-function-boundaries"
// The expected output is mlir-runner 22's on the same IR lowered by mlir-opt 22
// (--buffer-deallocation-pipeline, --convert-linalg-to-loops, ... to LLVM).
//
// Tensor source:
//   func.func private @printMemrefF32(tensor<*xf32>)
//
//   func.func @conv(%img: tensor<1x5x5x2xf32>, %flt: tensor<3x3x2x2xf32>) -> tensor<1x3x3x2xf32> {
//     %zero = arith.constant 0.0 : f32
//     %e = tensor.empty() : tensor<1x3x3x2xf32>
//     %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
//     %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %flt : tensor<1x5x5x2xf32>, tensor<3x3x2x2xf32>) outs(%f : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
//     return %r : tensor<1x3x3x2xf32>
//   }
//
//   func.func @main() {
//     %img = arith.constant dense<[[[[1.0, 0.0], [2.0, 1.0], [3.0, 0.0], [4.0, 1.0], [5.0, 0.0]], [[0.0, 1.0], [1.0, 1.0], [2.0, 2.0], [3.0, 1.0], [0.0, 0.0]], [[1.0, 2.0], [0.0, 0.0], [1.0, 0.0], [2.0, 3.0], [1.0, 1.0]], [[2.0, 0.0], [2.0, 1.0], [0.0, 1.0], [1.0, 0.0], [3.0, 2.0]], [[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 2.0], [2.0, 1.0]]]]> : tensor<1x5x5x2xf32>
//     %flt = arith.constant dense<[[[[1.0, 0.0], [0.0, 1.0]], [[0.5, 0.0], [0.0, 0.5]], [[1.0, 1.0], [0.0, 0.0]]], [[[0.0, 2.0], [1.0, 0.0]], [[1.0, 0.0], [0.0, 1.0]], [[0.0, 0.0], [1.0, 1.0]]], [[[1.0, -1.0], [0.0, 0.0]], [[0.0, 0.0], [2.0, 0.0]], [[1.0, 0.0], [0.0, 1.0]]]]> : tensor<3x3x2x2xf32>
//     %r = call @conv(%img, %flt) : (tensor<1x5x5x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x3x3x2xf32>
//     %u = tensor.cast %r : tensor<1x3x3x2xf32> to tensor<*xf32>
//     call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
//     %e = tensor.empty() : tensor<1x4x4x2xf32>
//     %win = tensor.empty() : tensor<2x2xf32>
//     %ninf = arith.constant -1.0e+30 : f32
//     %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
//     %p = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %win : tensor<1x5x5x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
//     %u2 = tensor.cast %p : tensor<1x4x4x2xf32> to tensor<*xf32>
//     call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
//     return
//   }

module {
  memref.global "private" constant @__constant_3x3x2x2xf32 : memref<3x3x2x2xf32> = dense<[[[[1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00]], [[5.000000e-01, 0.000000e+00], [0.000000e+00, 5.000000e-01]], [[1.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00]]], [[[0.000000e+00, 2.000000e+00], [1.000000e+00, 0.000000e+00]], [[1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00]], [[0.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00]]], [[[1.000000e+00, -1.000000e+00], [0.000000e+00, 0.000000e+00]], [[0.000000e+00, 0.000000e+00], [2.000000e+00, 0.000000e+00]], [[1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00]]]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x5x5x2xf32 : memref<1x5x5x2xf32> = dense<[[[[1.000000e+00, 0.000000e+00], [2.000000e+00, 1.000000e+00], [3.000000e+00, 0.000000e+00], [4.000000e+00, 1.000000e+00], [5.000000e+00, 0.000000e+00]], [[0.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00], [2.000000e+00, 2.000000e+00], [3.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00]], [[1.000000e+00, 2.000000e+00], [0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00], [2.000000e+00, 3.000000e+00], [1.000000e+00, 1.000000e+00]], [[2.000000e+00, 0.000000e+00], [2.000000e+00, 1.000000e+00], [0.000000e+00, 1.000000e+00], [1.000000e+00, 0.000000e+00], [3.000000e+00, 2.000000e+00]], [[0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00], [1.000000e+00, 1.000000e+00], [0.000000e+00, 2.000000e+00], [2.000000e+00, 1.000000e+00]]]]> {alignment = 64 : i64}
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @conv(%arg0: memref<1x5x5x2xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg1: memref<3x3x2x2xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x3x3x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x3x3x2xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x3x3x2xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x5x5x2xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<3x3x2x2xf32, strided<[?, ?, ?, ?], offset: ?>>) outs(%alloc : memref<1x3x3x2xf32>)
    %cast = memref.cast %alloc : memref<1x3x3x2xf32> to memref<1x3x3x2xf32, strided<[?, ?, ?, ?], offset: ?>>
    return %alloc : memref<1x3x3x2xf32>
  }
  func.func @main() {
    %0 = memref.get_global @__constant_1x5x5x2xf32 : memref<1x5x5x2xf32>
    %1 = memref.get_global @__constant_3x3x2x2xf32 : memref<3x3x2x2xf32>
    %cast = memref.cast %0 : memref<1x5x5x2xf32> to memref<1x5x5x2xf32, strided<[?, ?, ?, ?], offset: ?>>
    %cast_0 = memref.cast %1 : memref<3x3x2x2xf32> to memref<3x3x2x2xf32, strided<[?, ?, ?, ?], offset: ?>>
    %2 = call @conv(%cast, %cast_0) : (memref<1x5x5x2xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<3x3x2x2xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x3x3x2xf32>
    %cast_1 = memref.cast %2 : memref<1x3x3x2xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x2xf32>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
    %cst = arith.constant -1.000000e+30 : f32
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x4x4x2xf32>)
    linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%0, %alloc_2 : memref<1x5x5x2xf32>, memref<2x2xf32>) outs(%alloc : memref<1x4x4x2xf32>)
    %cast_3 = memref.cast %alloc : memref<1x4x4x2xf32> to memref<*xf32>
    call @printMemrefF32(%cast_3) : (memref<*xf32>) -> ()
    return
  }
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [1, 3, 3, 2] strides = [18, 6, 2, 1] data =
// CHECK-NEXT: {{\[\[}}{{\[\[}}11,     5.5],
// CHECK-NEXT:    [13.5,     13],
// CHECK-NEXT:    [23,     10.5]],
// CHECK-NEXT:   {{\[\[}}8.5,     4.5],
// CHECK-NEXT:    [14,     6],
// CHECK-NEXT:    [9.5,     10.5]],
// CHECK-NEXT:   {{\[\[}}6,     10],
// CHECK-NEXT:    [6.5,     8],
// CHECK-NEXT:    [14,     4.5]]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 4 offset = 0 sizes = [1, 4, 4, 2] strides = [32, 8, 2, 1] data =
// CHECK-NEXT: {{\[\[}}{{\[\[}}2,     1],
// CHECK-NEXT:    [3,     2],
// CHECK-NEXT:    [4,     2],
// CHECK-NEXT:    [5,     1]],
// CHECK-NEXT:   {{\[\[}}1,     2],
// CHECK-NEXT:    [2,     2],
// CHECK-NEXT:    [3,     3],
// CHECK-NEXT:    [3,     3]],
// CHECK-NEXT:   {{\[\[}}2,     2],
// CHECK-NEXT:    [2,     1],
// CHECK-NEXT:    [2,     3],
// CHECK-NEXT:    [3,     3]],
// CHECK-NEXT:   {{\[\[}}2,     1],
// CHECK-NEXT:    [2,     1],
// CHECK-NEXT:    [1,     2],
// CHECK-NEXT:    [3,     2]]]]
// MEM: bufjit: OK: no violations, no leaks
