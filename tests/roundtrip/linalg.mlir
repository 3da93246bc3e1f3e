// RUN: bufjit opt %s -split-input-file | FileCheck %s
// Round trip of every linalg op (named ops in short form, their implicit payloads not printed;
// generic, map and reduce with their regions; tensor forms), as mlir-opt 22 prints them.
// Expected output: mlir-opt 22 -split-input-file.

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @f(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %v: memref<8xf32>, %w: memref<4xf32>, %s: memref<f32>, %x: f32, %t: memref<8x4xf32>) {
  linalg.fill ins(%x : f32) outs(%c : memref<4x16xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.matvec ins(%a, %v : memref<4x8xf32>, memref<8xf32>) outs(%w : memref<4xf32>)
  linalg.vecmat ins(%w, %a : memref<4xf32>, memref<4x8xf32>) outs(%v : memref<8xf32>)
  linalg.dot ins(%v, %v : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  linalg.copy ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %v : memref<4x8xf32>, memref<8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %i = linalg.index 0 : index
    %0 = arith.addf %in, %in_0 : f32
    linalg.yield %0 : f32
  }
  linalg.add ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.exp ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) permutation = [1, 0]
  return
}
// -----
func.func @g(%cst: f32, %tt: tensor<8x8xf32>, %a: memref<4x8xf32>, %b: memref<8xf32>, %t: tensor<4x8xf32>, %bm: memref<2x4x8xf32>, %bn: memref<2x8x16xf32>, %bo: memref<2x4x16xf32>, %o: memref<4x16xf32>, %m1: memref<8x4xf32>, %m2: memref<8x16xf32>, %c: memref<4x8xi1>, %p: memref<1x8x8x3xf32>, %w: memref<2x2xf32>, %po: memref<1x7x7x3xf32>, %x: memref<8xf32>, %cv: memref<3xf32>, %co: memref<6xf32>) {
  %r = linalg.map ins(%t, %t : tensor<4x8xf32>, tensor<4x8xf32>) outs(%t : tensor<4x8xf32>)
    (%in: f32, %in2: f32, %out: f32) {
      %0 = arith.addf %in, %in2 : f32
      linalg.yield %0 : f32
    }
  linalg.map { math.exp } ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.map ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
    (%in: f32, %out: f32) {
      %0 = math.exp %in : f32
      linalg.yield %0 : f32
    }
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%b : memref<8xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %0 = arith.addf %in, %init : f32
      linalg.yield %0 : f32
    }
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%b : memref<8xf32>) dimensions = [0]
  linalg.broadcast ins(%b : memref<8xf32>) outs(%a : memref<4x8xf32>) dimensions = [0]
  linalg.batch_matmul ins(%bm, %bn : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%bo : memref<2x4x16xf32>)
  linalg.batch_reduce_matmul ins(%bm, %bn : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%o : memref<4x16xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%m1, %m2 : memref<8x4xf32>, memref<8x16xf32>) outs(%o : memref<4x16xf32>)
  linalg.sub ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.mul ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.div ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.max ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.min ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.log ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.abs ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.negf ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.floor ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.ceil ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.sqrt ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.rsqrt ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.tanh ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.select ins(%c, %a, %a : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : memref<1x8x8x3xf32>, memref<2x2xf32>) outs(%po : memref<1x7x7x3xf32>)
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : memref<1x8x8x3xf32>, memref<2x2xf32>) outs(%po : memref<1x7x7x3xf32>)
  linalg.conv_1d ins(%x, %cv : memref<8xf32>, memref<3xf32>) outs(%co : memref<6xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], library_call = "foo", doc = "hi"} outs(%b : memref<8xf32>) attrs = {foo = 1 : i32} {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  }
  %f = linalg.fill ins(%cst : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %mm = linalg.matmul ins(%t, %tt : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}
// -----
func.func @g(%a: memref<4x8xf32>, %b: memref<8xf32>) {
  linalg.map { arith.addf } ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%b : memref<8xf32>) dimensions = [0]
  linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>) {foo}
  return
}
// -----
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
func.func @convs(%i: memref<2x3x9x9xf32>, %f: memref<4x3x3x3xf32>, %o: memref<2x4x4x4xf32>, %di: memref<1x9x9x3xf32>, %df: memref<3x3x3xf32>, %do: memref<1x7x7x3xf32>, %w: memref<3x3xf32>, %po: memref<1x4x4x3xf32>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : memref<2x3x9x9xf32>, memref<4x3x3x3xf32>) outs(%o : memref<2x4x4x4xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%di, %df : memref<1x9x9x3xf32>, memref<3x3x3xf32>) outs(%do : memref<1x7x7x3xf32>)
  linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%di, %w : memref<1x9x9x3xf32>, memref<3x3xf32>) outs(%po : memref<1x4x4x3xf32>)
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @tensors(%a: tensor<4x8xi32>, %b: tensor<8x4xi32>, %c: tensor<4x4xi32>, %bm: tensor<2x4x8xf32>, %bn: tensor<2x8x4xf32>, %bo: tensor<2x4x4xf32>, %s: tensor<4xi32>) -> (tensor<4x4xi32>, tensor<2x4x4xf32>, tensor<4x8xi32>, tensor<4xi32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xi32>, tensor<8x4xi32>) outs(%c : tensor<4x4xi32>) -> tensor<4x4xi32>
  %1 = linalg.batch_matmul ins(%bm, %bn : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%bo : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %2:2 = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xi32>) outs(%a, %s : tensor<4x8xi32>, tensor<4xi32>) {
  ^bb0(%in: i32, %out: i32, %acc: i32):
    %i = linalg.index 1 : index
    %ic = arith.index_cast %i : index to i32
    %x = arith.addi %in, %ic : i32
    %y = arith.addi %acc, %x : i32
    linalg.yield %x, %y : i32, i32
  } -> (tensor<4x8xi32>, tensor<4xi32>)
  return %0, %1, %2#0, %2#1 : tensor<4x4xi32>, tensor<2x4x4xf32>, tensor<4x8xi32>, tensor<4xi32>
}

// -----

func.func @mixed_types(%a: memref<4x8xi8>, %b: memref<8x4xi8>, %c: memref<4x4xi32>, %h: memref<4x8xf16>, %k: memref<8x4xf16>, %o: memref<4x4xf32>, %x: i32, %v: memref<4xi32>) {
  linalg.matmul ins(%a, %b : memref<4x8xi8>, memref<8x4xi8>) outs(%c : memref<4x4xi32>)
  linalg.matmul ins(%h, %k : memref<4x8xf16>, memref<8x4xf16>) outs(%o : memref<4x4xf32>)
  linalg.fill ins(%x : i32) outs(%v : memref<4xi32>)
  return
}
// -----
func.func @ew(%a: memref<4xf32>, %i: memref<4xi32>) {
  linalg.round ins(%a : memref<4xf32>) outs(%a : memref<4xf32>)
  linalg.erf ins(%a : memref<4xf32>) outs(%a : memref<4xf32>)
  linalg.square ins(%a : memref<4xf32>) outs(%a : memref<4xf32>)
  linalg.reciprocal ins(%a : memref<4xf32>) outs(%a : memref<4xf32>)
  linalg.powf ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%a : memref<4xf32>)
  linalg.div_unsigned ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  linalg.max ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  linalg.add ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>, %arg3: memref<8xf32>, %arg4: memref<4xf32>, %arg5: memref<f32>, %arg6: f32, %arg7: memref<8x4xf32>) {
// CHECK-NEXT: linalg.fill ins(%arg6 : f32) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: linalg.matvec ins(%arg0, %arg3 : memref<4x8xf32>, memref<8xf32>) outs(%arg4 : memref<4xf32>)
// CHECK-NEXT: linalg.vecmat ins(%arg4, %arg0 : memref<4xf32>, memref<4x8xf32>) outs(%arg3 : memref<8xf32>)
// CHECK-NEXT: linalg.dot ins(%arg3, %arg3 : memref<8xf32>, memref<8xf32>) outs(%arg5 : memref<f32>)
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg3 : memref<4x8xf32>, memref<8xf32>) outs(%arg0 : memref<4x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %0 = linalg.index 0 : index
// CHECK-NEXT: %1 = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.add ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<4x8xf32>) outs(%arg7 : memref<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @g(%arg0: f32, %arg1: tensor<8x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<8xf32>, %arg4: tensor<4x8xf32>, %arg5: memref<2x4x8xf32>, %arg6: memref<2x8x16xf32>, %arg7: memref<2x4x16xf32>, %arg8: memref<4x16xf32>, %arg9: memref<8x4xf32>, %arg10: memref<8x16xf32>, %arg11: memref<4x8xi1>, %arg12: memref<1x8x8x3xf32>, %arg13: memref<2x2xf32>, %arg14: memref<1x7x7x3xf32>, %arg15: memref<8xf32>, %arg16: memref<3xf32>, %arg17: memref<6xf32>) {
// CHECK-NEXT: %mapped = linalg.map { arith.addf } ins(%arg4, %arg4 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg4 : tensor<4x8xf32>)
// CHECK-NEXT: linalg.map { math.exp } ins(%arg2 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.map { math.exp } ins(%arg2 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.reduce ins(%arg2 : memref<4x8xf32>) outs(%arg3 : memref<8xf32>) dimensions = [0]
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %2 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.reduce { arith.addf } ins(%arg2 : memref<4x8xf32>) outs(%arg3 : memref<8xf32>) dimensions = [0]
// CHECK-NEXT: linalg.broadcast ins(%arg3 : memref<8xf32>) outs(%arg2 : memref<4x8xf32>) dimensions = [0]
// CHECK-NEXT: linalg.batch_matmul ins(%arg5, %arg6 : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%arg7 : memref<2x4x16xf32>)
// CHECK-NEXT: linalg.batch_reduce_matmul ins(%arg5, %arg6 : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%arg8 : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg9, %arg10 : memref<8x4xf32>, memref<8x16xf32>) outs(%arg8 : memref<4x16xf32>)
// CHECK-NEXT: linalg.sub ins(%arg2, %arg2 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.mul ins(%arg2, %arg2 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.div ins(%arg2, %arg2 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.max ins(%arg2, %arg2 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.min ins(%arg2, %arg2 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.log ins(%arg2 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.abs ins(%arg2 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.negf ins(%arg2 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.floor ins(%arg2 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.ceil ins(%arg2 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.sqrt ins(%arg2 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.rsqrt ins(%arg2 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.tanh ins(%arg2 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.select ins(%arg11, %arg2, %arg2 : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT: linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg12, %arg13 : memref<1x8x8x3xf32>, memref<2x2xf32>) outs(%arg14 : memref<1x7x7x3xf32>)
// CHECK-NEXT: linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg12, %arg13 : memref<1x8x8x3xf32>, memref<2x2xf32>) outs(%arg14 : memref<1x7x7x3xf32>)
// CHECK-NEXT: linalg.conv_1d ins(%arg15, %arg16 : memref<8xf32>, memref<3xf32>) outs(%arg17 : memref<6xf32>)
// CHECK-NEXT: linalg.generic {doc = "hi", indexing_maps = [#map3], iterator_types = ["parallel"], library_call = "foo"} outs(%arg3 : memref<8xf32>) attrs =  {foo = 1 : i32} {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: linalg.yield %out : f32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = linalg.fill ins(%arg0 : f32) outs(%arg4 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.matmul ins(%arg4, %arg1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @g(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>) {
// CHECK-NEXT: linalg.map { arith.addf } ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.reduce { arith.addf } ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<8xf32>) dimensions = [0]
// CHECK-NEXT: linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>) {foo}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @c(%arg0: memref<1x8x8x3xf32>, %arg1: memref<3x3x3x4xf32>, %arg2: memref<1x6x6x4xf32>) {
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%arg2 : memref<1x6x6x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @c2(%arg0: memref<8x8xf32>, %arg1: memref<3x3xf32>, %arg2: memref<6x6xf32>) {
// CHECK-NEXT: linalg.conv_2d ins(%arg0, %arg1 : memref<8x8xf32>, memref<3x3xf32>) outs(%arg2 : memref<6x6xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @d(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<?x?xf32>) outs(%arg1 : memref<?x?xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @convs(%arg0: memref<2x3x9x9xf32>, %arg1: memref<4x3x3x3xf32>, %arg2: memref<2x4x4x4xf32>, %arg3: memref<1x9x9x3xf32>, %arg4: memref<3x3x3xf32>, %arg5: memref<1x7x7x3xf32>, %arg6: memref<3x3xf32>, %arg7: memref<1x4x4x3xf32>) {
// CHECK-NEXT: linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x9x9xf32>, memref<4x3x3x3xf32>) outs(%arg2 : memref<2x4x4x4xf32>)
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg3, %arg4 : memref<1x9x9x3xf32>, memref<3x3x3xf32>) outs(%arg5 : memref<1x7x7x3xf32>)
// CHECK-NEXT: linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg3, %arg6 : memref<1x9x9x3xf32>, memref<3x3xf32>) outs(%arg7 : memref<1x4x4x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @tensors(%arg0: tensor<4x8xi32>, %arg1: tensor<8x4xi32>, %arg2: tensor<4x4xi32>, %arg3: tensor<2x4x8xf32>, %arg4: tensor<2x8x4xf32>, %arg5: tensor<2x4x4xf32>, %arg6: tensor<4xi32>) -> (tensor<4x4xi32>, tensor<2x4x4xf32>, tensor<4x8xi32>, tensor<4xi32>) {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<8x4xi32>) outs(%arg2 : tensor<4x4xi32>) -> tensor<4x4xi32>
// CHECK-NEXT: %1 = linalg.batch_matmul ins(%arg3, %arg4 : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%arg5 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
// CHECK-NEXT: %2:2 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xi32>) outs(%arg0, %arg6 : tensor<4x8xi32>, tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%in: i32, %out: i32, %out_0: i32):
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = arith.addi %in, %4 : i32
// CHECK-NEXT: %6 = arith.addi %out_0, %5 : i32
// CHECK-NEXT: linalg.yield %5, %6 : i32, i32
// CHECK-NEXT: } -> (tensor<4x8xi32>, tensor<4xi32>)
// CHECK-NEXT: return %0, %1, %2#0, %2#1 : tensor<4x4xi32>, tensor<2x4x4xf32>, tensor<4x8xi32>, tensor<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @mixed_types(%arg0: memref<4x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<4x4xi32>, %arg3: memref<4x8xf16>, %arg4: memref<8x4xf16>, %arg5: memref<4x4xf32>, %arg6: i32, %arg7: memref<4xi32>) {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x4xi8>) outs(%arg2 : memref<4x4xi32>)
// CHECK-NEXT: linalg.matmul ins(%arg3, %arg4 : memref<4x8xf16>, memref<8x4xf16>) outs(%arg5 : memref<4x4xf32>)
// CHECK-NEXT: linalg.fill ins(%arg6 : i32) outs(%arg7 : memref<4xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @ew(%arg0: memref<4xf32>, %arg1: memref<4xi32>) {
// CHECK-NEXT: linalg.round ins(%arg0 : memref<4xf32>) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.erf ins(%arg0 : memref<4xf32>) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.square ins(%arg0 : memref<4xf32>) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.reciprocal ins(%arg0 : memref<4xf32>) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.powf ins(%arg0, %arg0 : memref<4xf32>, memref<4xf32>) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT: linalg.div_unsigned ins(%arg1, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg1 : memref<4xi32>)
// CHECK-NEXT: linalg.max ins(%arg1, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg1 : memref<4xi32>)
// CHECK-NEXT: linalg.add ins(%arg1, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg1 : memref<4xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
