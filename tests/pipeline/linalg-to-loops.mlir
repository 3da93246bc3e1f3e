// RUN: bufjit opt %s -split-input-file --convert-linalg-to-loops | FileCheck %s
// convert-linalg-to-loops on every structured op without window index expressions: one scf.for per
// loop, loads, the payload inlined (linalg.index replaced by the loop variable), stores; constants
// uniqued and hoisted by the greedy driver; ops on tensors left alone (unused ones erased).
// Expected output: mlir-opt 22 -split-input-file --convert-linalg-to-loops.

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
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %v: memref<?xf32>, %x: f32) {
  linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%a : memref<?x?xf32>) outs(%b : memref<?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %c = arith.index_cast %s : index to i32
    %f = arith.sitofp %c : i32 to f32
    %r = arith.addf %in, %f : f32
    linalg.yield %r : f32
  }
  linalg.fill ins(%x : f32) outs(%v : memref<?xf32>)
  linalg.matvec ins(%a, %v : memref<?x?xf32>, memref<?xf32>) outs(%v : memref<?xf32>)
  linalg.reduce { arith.maximumf } ins(%a : memref<?x?xf32>) outs(%v : memref<?xf32>) dimensions = [1]
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

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>, %arg3: memref<8xf32>, %arg4: memref<4xf32>, %arg5: memref<f32>, %arg6: f32, %arg7: memref<8x4xf32>) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: scf.for %arg8 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c16 step %c1 {
// CHECK-NEXT: memref.store %arg6, %arg2[%arg8, %arg9] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg8 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c16 step %c1 {
// CHECK-NEXT: scf.for %arg10 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg8, %arg10] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg10, %arg9] : memref<8x16xf32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg8, %arg9] : memref<4x16xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg8, %arg9] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg8 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg3[%arg9] : memref<8xf32>
// CHECK-NEXT: %2 = memref.load %arg4[%arg8] : memref<4xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg4[%arg8] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg8 = %c0 to %c8 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg4[%arg9] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg9, %arg8] : memref<4x8xf32>
// CHECK-NEXT: %2 = memref.load %arg3[%arg8] : memref<8xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg3[%arg8] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg8 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg3[%arg8] : memref<8xf32>
// CHECK-NEXT: %1 = memref.load %arg3[%arg8] : memref<8xf32>
// CHECK-NEXT: %2 = memref.load %arg5[] : memref<f32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg5[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg8 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg8 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg3[%arg9] : memref<8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg8 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg8 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.exp %0 : f32
// CHECK-NEXT: memref.store %1, %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg8 = %c0 to %c8 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg9, %arg8] : memref<4x8xf32>
// CHECK-NEXT: memref.store %0, %arg7[%arg8, %arg9] : memref<8x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @g(%arg0: f32, %arg1: tensor<8x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<8xf32>, %arg4: tensor<4x8xf32>, %arg5: memref<2x4x8xf32>, %arg6: memref<2x8x16xf32>, %arg7: memref<2x4x16xf32>, %arg8: memref<4x16xf32>, %arg9: memref<8x4xf32>, %arg10: memref<8x16xf32>, %arg11: memref<4x8xi1>, %arg12: memref<1x8x8x3xf32>, %arg13: memref<2x2xf32>, %arg14: memref<1x7x7x3xf32>, %arg15: memref<8xf32>, %arg16: memref<3xf32>, %arg17: memref<6xf32>) {
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.exp %0 : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.exp %0 : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg3[%arg19] : memref<8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg3[%arg19] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg3[%arg19] : memref<8xf32>
// CHECK-NEXT: %2 = arith.addf %1, %0 : f32
// CHECK-NEXT: memref.store %2, %arg3[%arg19] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg3[%arg19] : memref<8xf32>
// CHECK-NEXT: memref.store %0, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg20 = %c0 to %c16 step %c1 {
// CHECK-NEXT: scf.for %arg21 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg5[%arg18, %arg19, %arg21] : memref<2x4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg6[%arg18, %arg21, %arg20] : memref<2x8x16xf32>
// CHECK-NEXT: %2 = memref.load %arg7[%arg18, %arg19, %arg20] : memref<2x4x16xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg7[%arg18, %arg19, %arg20] : memref<2x4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg20 = %c0 to %c16 step %c1 {
// CHECK-NEXT: scf.for %arg21 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg5[%arg18, %arg19, %arg21] : memref<2x4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg6[%arg18, %arg21, %arg20] : memref<2x8x16xf32>
// CHECK-NEXT: %2 = memref.load %arg8[%arg19, %arg20] : memref<4x16xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg8[%arg19, %arg20] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c16 step %c1 {
// CHECK-NEXT: scf.for %arg20 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg9[%arg20, %arg18] : memref<8x4xf32>
// CHECK-NEXT: %1 = memref.load %arg10[%arg20, %arg19] : memref<8x16xf32>
// CHECK-NEXT: %2 = memref.load %arg8[%arg18, %arg19] : memref<4x16xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg8[%arg18, %arg19] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.subf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.mulf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.divf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.maximumf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.minimumf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.log %0 : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.absf %0 : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = arith.negf %0 : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.floor %0 : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.ceil %0 : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.sqrt %0 : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.rsqrt %0 : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.tanh %0 : f32
// CHECK-NEXT: memref.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg11[%arg18, %arg19] : memref<4x8xi1>
// CHECK-NEXT: %1 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %3 = arith.select %0, %1, %2 : f32
// CHECK-NEXT: memref.store %3, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg18 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg3[%arg18] : memref<8xf32>
// CHECK-NEXT: memref.store %0, %arg3[%arg18] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @g(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT: %2 = arith.addf %1, %0 : f32
// CHECK-NEXT: memref.store %2, %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 fastmath<fast> : f32
// CHECK-NEXT: memref.store %2, %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
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
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.for %arg8 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg10 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg8, %arg10] : memref<4x8xi8>
// CHECK-NEXT: %1 = memref.load %arg1[%arg10, %arg9] : memref<8x4xi8>
// CHECK-NEXT: %2 = memref.load %arg2[%arg8, %arg9] : memref<4x4xi32>
// CHECK-NEXT: %3 = arith.extsi %0 : i8 to i32
// CHECK-NEXT: %4 = arith.extsi %1 : i8 to i32
// CHECK-NEXT: %5 = arith.muli %3, %4 : i32
// CHECK-NEXT: %6 = arith.addi %2, %5 : i32
// CHECK-NEXT: memref.store %6, %arg2[%arg8, %arg9] : memref<4x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg8 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg10 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg3[%arg8, %arg10] : memref<4x8xf16>
// CHECK-NEXT: %1 = memref.load %arg4[%arg10, %arg9] : memref<8x4xf16>
// CHECK-NEXT: %2 = memref.load %arg5[%arg8, %arg9] : memref<4x4xf32>
// CHECK-NEXT: %3 = arith.extf %0 : f16 to f32
// CHECK-NEXT: %4 = arith.extf %1 : f16 to f32
// CHECK-NEXT: %5 = arith.mulf %3, %4 : f32
// CHECK-NEXT: %6 = arith.addf %2, %5 : f32
// CHECK-NEXT: memref.store %6, %arg5[%arg8, %arg9] : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg8 = %c0 to %c4 step %c1 {
// CHECK-NEXT: memref.store %arg6, %arg7[%arg8] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @dynamic(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?xf32>, %arg3: f32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: scf.for %arg4 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5, %arg4] : memref<?x?xf32>
// CHECK-NEXT: %1 = arith.addi %arg4, %arg5 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: %3 = arith.sitofp %2 : i32 to f32
// CHECK-NEXT: %4 = arith.addf %0, %3 : f32
// CHECK-NEXT: memref.store %4, %arg1[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg2, %c0 : memref<?xf32>
// CHECK-NEXT: scf.for %arg4 = %c0 to %dim_1 step %c1 {
// CHECK-NEXT: memref.store %arg3, %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: scf.for %arg4 = %c0 to %dim_2 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_3 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xf32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: scf.for %arg4 = %c0 to %dim_4 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_5 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %1 = memref.load %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: %2 = arith.maximumf %1, %0 : f32
// CHECK-NEXT: memref.store %2, %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @ew(%arg0: memref<4xf32>, %arg1: memref<4xi32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = math.round %0 : f32
// CHECK-NEXT: memref.store %1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = math.erf %0 : f32
// CHECK-NEXT: memref.store %1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: memref.store %1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = arith.divf %cst, %0 : f32
// CHECK-NEXT: memref.store %1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %2 = math.powf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: %2 = arith.divui %0, %1 : i32
// CHECK-NEXT: memref.store %2, %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: %2 = arith.maxsi %0, %1 : i32
// CHECK-NEXT: memref.store %2, %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: memref.store %2, %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
