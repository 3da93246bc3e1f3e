// RUN: bufjit opt %s -split-input-file --convert-linalg-to-loops=index-arith=true | FileCheck %s
// Convolutions and poolings: their window index expressions (d1 + d4) become affine.apply in
// MLIR; bufjit's index-arith=true option (used by bufjit run) expands them to arith right away,
// giving exactly what mlir-opt's convert-linalg-to-loops followed by lower-affine gives.
// Expected output: mlir-opt 22 -split-input-file --convert-linalg-to-loops --lower-affine.

func.func @c(%i: memref<1x8x8x3xf32>, %f: memref<3x3x3x4xf32>, %o: memref<1x6x6x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %f : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x6x6x4xf32>)
  return
}
func.func @c2(%i: memref<8x8xf32>, %f: memref<3x3xf32>, %o: memref<6x6xf32>) {
  linalg.conv_2d ins(%i, %f : memref<8x8xf32>, memref<3x3xf32>) outs(%o : memref<6x6xf32>)
  return
}
func.func @d(%i: memref<?x?xf32>, %o: memref<?x?xf32>) {
  linalg.copy ins(%i : memref<?x?xf32>) outs(%o : memref<?x?xf32>)
  return
}
// -----
func.func @windows(%di: memref<1x9x9x3xf32>, %df: memref<3x3x3xf32>, %do: memref<1x7x7x3xf32>, %w: memref<3x3xf32>, %x: memref<10xf32>, %k: memref<3xf32>, %y: memref<8xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%di, %df : memref<1x9x9x3xf32>, memref<3x3x3xf32>) outs(%do : memref<1x7x7x3xf32>)
  linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%di, %w : memref<1x9x9x3xf32>, memref<3x3xf32>) outs(%do : memref<1x7x7x3xf32>)
  linalg.pooling_nhwc_max ins(%di, %w : memref<1x9x9x3xf32>, memref<3x3xf32>) outs(%do : memref<1x7x7x3xf32>)
  linalg.conv_1d ins(%x, %k : memref<10xf32>, memref<3xf32>) outs(%y : memref<8xf32>)
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @c(%arg0: memref<1x8x8x3xf32>, %arg1: memref<3x3x3x4xf32>, %arg2: memref<1x6x6x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c6 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c6 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg7 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg8 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg4, %arg7 : index
// CHECK-NEXT: %1 = arith.addi %arg5, %arg8 : index
// CHECK-NEXT: %2 = memref.load %arg0[%arg3, %0, %1, %arg9] : memref<1x8x8x3xf32>
// CHECK-NEXT: %3 = memref.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x3x4xf32>
// CHECK-NEXT: %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x6x6x4xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x6x6x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @c2(%arg0: memref<8x8xf32>, %arg1: memref<3x3xf32>, %arg2: memref<6x6xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c6 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c6 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg3, %arg5 : index
// CHECK-NEXT: %1 = arith.addi %arg4, %arg6 : index
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<8x8xf32>
// CHECK-NEXT: %3 = memref.load %arg1[%arg5, %arg6] : memref<3x3xf32>
// CHECK-NEXT: %4 = memref.load %arg2[%arg3, %arg4] : memref<6x6xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: memref.store %6, %arg2[%arg3, %arg4] : memref<6x6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @d(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @windows(%arg0: memref<1x9x9x3xf32>, %arg1: memref<3x3x3xf32>, %arg2: memref<1x7x7x3xf32>, %arg3: memref<3x3xf32>, %arg4: memref<10xf32>, %arg5: memref<3xf32>, %arg6: memref<8xf32>) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg7 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg8 = %c0 to %c7 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c7 step %c1 {
// CHECK-NEXT: scf.for %arg10 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg11 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg12 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg8, %arg11 : index
// CHECK-NEXT: %1 = arith.addi %arg9, %arg12 : index
// CHECK-NEXT: %2 = memref.load %arg0[%arg7, %0, %1, %arg10] : memref<1x9x9x3xf32>
// CHECK-NEXT: %3 = memref.load %arg1[%arg11, %arg12, %arg10] : memref<3x3x3xf32>
// CHECK-NEXT: %4 = memref.load %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: memref.store %6, %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg7 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg8 = %c0 to %c7 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c7 step %c1 {
// CHECK-NEXT: scf.for %arg10 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg11 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg12 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg8, %arg11 : index
// CHECK-NEXT: %1 = arith.addi %arg9, %arg12 : index
// CHECK-NEXT: %2 = memref.load %arg0[%arg7, %0, %1, %arg10] : memref<1x9x9x3xf32>
// CHECK-NEXT: %3 = memref.load %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: %4 = arith.addf %3, %2 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg7 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg8 = %c0 to %c7 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c7 step %c1 {
// CHECK-NEXT: scf.for %arg10 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg11 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg12 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg8, %arg11 : index
// CHECK-NEXT: %1 = arith.addi %arg9, %arg12 : index
// CHECK-NEXT: %2 = memref.load %arg0[%arg7, %0, %1, %arg10] : memref<1x9x9x3xf32>
// CHECK-NEXT: %3 = memref.load %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: %4 = arith.maximumf %3, %2 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg7 = %c0 to %c8 step %c1 {
// CHECK-NEXT: scf.for %arg8 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg7, %arg8 : index
// CHECK-NEXT: %1 = memref.load %arg4[%0] : memref<10xf32>
// CHECK-NEXT: %2 = memref.load %arg5[%arg8] : memref<3xf32>
// CHECK-NEXT: %3 = memref.load %arg6[%arg7] : memref<8xf32>
// CHECK-NEXT: %4 = arith.mulf %1, %2 : f32
// CHECK-NEXT: %5 = arith.addf %3, %4 : f32
// CHECK-NEXT: memref.store %5, %arg6[%arg7] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
