// RUN: bufjit opt %s -split-input-file --convert-linalg-to-affine-loops --canonicalize --cse | FileCheck %s
// Convolution and pooling windows lowered to affine loops, then canonicalized: the window
// affine.apply ops compose into the affine.load subscripts (%arg4 + %arg7), bounds and
// constants settle. Expected output: mlir-opt 22 with the same passes.


// CHECK: module {
// CHECK-NEXT: func.func @c(%arg0: memref<1x8x8x3xf32>, %arg1: memref<3x3x3x4xf32>, %arg2: memref<1x6x6x4xf32>) {
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 6 {
// CHECK-NEXT: affine.for %arg5 = 0 to 6 {
// CHECK-NEXT: affine.for %arg6 = 0 to 4 {
// CHECK-NEXT: affine.for %arg7 = 0 to 3 {
// CHECK-NEXT: affine.for %arg8 = 0 to 3 {
// CHECK-NEXT: affine.for %arg9 = 0 to 3 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3, %arg4 + %arg7, %arg5 + %arg8, %arg9] : memref<1x8x8x3xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x3x4xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x6x6x4xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x6x6x4xf32>
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
// CHECK-NEXT: affine.for %arg3 = 0 to 6 {
// CHECK-NEXT: affine.for %arg4 = 0 to 6 {
// CHECK-NEXT: affine.for %arg5 = 0 to 3 {
// CHECK-NEXT: affine.for %arg6 = 0 to 3 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3 + %arg5, %arg4 + %arg6] : memref<8x8xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg5, %arg6] : memref<3x3xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg3, %arg4] : memref<6x6xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg3, %arg4] : memref<6x6xf32>
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
// CHECK-NEXT: affine.for %arg2 = 0 to %dim {
// CHECK-NEXT: affine.for %arg3 = 0 to %dim_0 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
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
// CHECK: module {
// CHECK-NEXT: func.func @windows(%arg0: memref<1x9x9x3xf32>, %arg1: memref<3x3x3xf32>, %arg2: memref<1x7x7x3xf32>, %arg3: memref<3x3xf32>, %arg4: memref<10xf32>, %arg5: memref<3xf32>, %arg6: memref<8xf32>) {
// CHECK-NEXT: affine.for %arg7 = 0 to 1 {
// CHECK-NEXT: affine.for %arg8 = 0 to 7 {
// CHECK-NEXT: affine.for %arg9 = 0 to 7 {
// CHECK-NEXT: affine.for %arg10 = 0 to 3 {
// CHECK-NEXT: affine.for %arg11 = 0 to 3 {
// CHECK-NEXT: affine.for %arg12 = 0 to 3 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg7, %arg8 + %arg11, %arg9 + %arg12, %arg10] : memref<1x9x9x3xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg11, %arg12, %arg10] : memref<3x3x3xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg7 = 0 to 1 {
// CHECK-NEXT: affine.for %arg8 = 0 to 7 {
// CHECK-NEXT: affine.for %arg9 = 0 to 7 {
// CHECK-NEXT: affine.for %arg10 = 0 to 3 {
// CHECK-NEXT: affine.for %arg11 = 0 to 3 {
// CHECK-NEXT: affine.for %arg12 = 0 to 3 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg7, %arg8 + %arg11, %arg9 + %arg12, %arg10] : memref<1x9x9x3xf32>
// CHECK-NEXT: %1 = affine.load %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: %2 = arith.addf %1, %0 : f32
// CHECK-NEXT: affine.store %2, %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg7 = 0 to 1 {
// CHECK-NEXT: affine.for %arg8 = 0 to 7 {
// CHECK-NEXT: affine.for %arg9 = 0 to 7 {
// CHECK-NEXT: affine.for %arg10 = 0 to 3 {
// CHECK-NEXT: affine.for %arg11 = 0 to 3 {
// CHECK-NEXT: affine.for %arg12 = 0 to 3 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg7, %arg8 + %arg11, %arg9 + %arg12, %arg10] : memref<1x9x9x3xf32>
// CHECK-NEXT: %1 = affine.load %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: %2 = arith.maximumf %1, %0 : f32
// CHECK-NEXT: affine.store %2, %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg7 = 0 to 8 {
// CHECK-NEXT: affine.for %arg8 = 0 to 3 {
// CHECK-NEXT: %0 = affine.load %arg4[%arg7 + %arg8] : memref<10xf32>
// CHECK-NEXT: %1 = affine.load %arg5[%arg8] : memref<3xf32>
// CHECK-NEXT: %2 = affine.load %arg6[%arg7] : memref<8xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg6[%arg7] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @windows(%di: memref<1x9x9x3xf32>, %df: memref<3x3x3xf32>, %do: memref<1x7x7x3xf32>, %w: memref<3x3xf32>, %x: memref<10xf32>, %k: memref<3xf32>, %y: memref<8xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%di, %df : memref<1x9x9x3xf32>, memref<3x3x3xf32>) outs(%do : memref<1x7x7x3xf32>)
  linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%di, %w : memref<1x9x9x3xf32>, memref<3x3xf32>) outs(%do : memref<1x7x7x3xf32>)
  linalg.pooling_nhwc_max ins(%di, %w : memref<1x9x9x3xf32>, memref<3x3xf32>) outs(%do : memref<1x7x7x3xf32>)
  linalg.conv_1d ins(%x, %k : memref<10xf32>, memref<3xf32>) outs(%y : memref<8xf32>)
  return
}

// -----
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<2x8x4xf32>, %arg1: memref<2x8x4xf32>, %arg2: memref<2x4x4xf32>, %arg3: memref<4x8xf32>, %arg4: memref<4x8xf32>, %arg5: memref<4xf32>, %arg6: memref<4xf32>, %arg7: memref<8x8xf32>, %arg8: memref<8x4xf32>, %arg9: tensor<4x8xf32>, %arg10: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: affine.for %arg11 = 0 to 2 {
// CHECK-NEXT: affine.for %arg12 = 0 to 4 {
// CHECK-NEXT: affine.for %arg13 = 0 to 4 {
// CHECK-NEXT: affine.for %arg14 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg11, %arg14, %arg12] : memref<2x8x4xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg11, %arg14, %arg13] : memref<2x8x4xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg11, %arg12, %arg13] : memref<2x4x4xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg11, %arg12, %arg13] : memref<2x4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg11 = 0 to 4 {
// CHECK-NEXT: affine.for %arg12 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg3[%arg11, %arg12] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg4[%arg11, %arg12] : memref<4x8xf32>
// CHECK-NEXT: %2 = affine.load %arg5[%arg11] : memref<4xf32>
// CHECK-NEXT: %3 = affine.load %arg6[%arg11] : memref<4xf32>
// CHECK-NEXT: %4 = arith.addf %0, %2 : f32
// CHECK-NEXT: %5 = arith.addf %1, %3 : f32
// CHECK-NEXT: affine.store %4, %arg5[%arg11] : memref<4xf32>
// CHECK-NEXT: affine.store %5, %arg6[%arg11] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %reduced:2 = linalg.reduce ins(%arg9, %arg9 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg10, %arg10 : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%in: f32, %in_0: f32, %init: f32, %init_1: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: %1 = arith.addf %in_0, %init_1 : f32
// CHECK-NEXT: linalg.yield %0, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg11 = 0 to 4 {
// CHECK-NEXT: affine.for %arg12 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg3[%arg11, %arg12] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg4[%arg11, %arg12] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg3[%arg11, %arg12] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg11 = 0 to 8 {
// CHECK-NEXT: affine.for %arg12 = 0 to 8 {
// CHECK-NEXT: affine.for %arg13 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg3[%arg13, %arg11] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg8[%arg12, %arg13] : memref<8x4xf32>
// CHECK-NEXT: %2 = affine.load %arg7[%arg11, %arg12] : memref<8x8xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg7[%arg11, %arg12] : memref<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %reduced#0, %reduced#1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
#mA = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
#mB = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#mC = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @f(%a: memref<2x8x4xf32>, %b: memref<2x8x4xf32>, %c: memref<2x4x4xf32>, %x: memref<4x8xf32>, %y: memref<4x8xf32>, %o: memref<4xf32>, %p: memref<4xf32>, %q: memref<8x8xf32>, %z: memref<8x4xf32>, %ti: tensor<4x8xf32>, %to: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  linalg.batch_matmul indexing_maps = [#mA, #mB, #mC] ins(%a, %b : memref<2x8x4xf32>, memref<2x8x4xf32>) outs(%c : memref<2x4x4xf32>)
  linalg.reduce ins(%x, %y : memref<4x8xf32>, memref<4x8xf32>) outs(%o, %p : memref<4xf32>, memref<4xf32>) dimensions = [1]
    (%in: f32, %in2: f32, %i1: f32, %i2: f32) {
      %0 = arith.addf %in, %i1 : f32
      %1 = arith.addf %in2, %i2 : f32
      linalg.yield %0, %1 : f32, f32
    }
  %r:2 = linalg.reduce ins(%ti, %ti : tensor<4x8xf32>, tensor<4x8xf32>) outs(%to, %to : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%in: f32, %in2: f32, %i1: f32, %i2: f32) {
      %0 = arith.addf %in, %i1 : f32
      %1 = arith.addf %in2, %i2 : f32
      linalg.yield %0, %1 : f32, f32
    }
  linalg.map { arith.addf } ins(%x, %y : memref<4x8xf32>, memref<4x8xf32>) outs(%x : memref<4x8xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%x, %z : memref<4x8xf32>, memref<8x4xf32>) outs(%q : memref<8x8xf32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
