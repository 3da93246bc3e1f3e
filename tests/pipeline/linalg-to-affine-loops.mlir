// RUN: bufjit opt %s -split-input-file --convert-linalg-to-affine-loops | FileCheck %s
// convert-linalg-to-affine-loops: one affine.for per loop (constant bounds, or a memref.dim
// symbol folded into the bound), affine.load/affine.store with identity maps over the loop
// variables, window indices as affine.apply, constants as arith.constant; ops on tensors stay.
// Expected output: mlir-opt 22 -split-input-file --convert-linalg-to-affine-loops.

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>, %arg3: memref<8xf32>, %arg4: memref<4xf32>, %arg5: memref<f32>, %arg6: f32, %arg7: memref<8x4xf32>) {
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 16 {
// CHECK-NEXT: affine.store %arg6, %arg2[%arg8, %arg9] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 16 {
// CHECK-NEXT: affine.for %arg10 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg8, %arg10] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg10, %arg9] : memref<8x16xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg8, %arg9] : memref<4x16xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg8, %arg9] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg3[%arg9] : memref<8xf32>
// CHECK-NEXT: %2 = affine.load %arg4[%arg8] : memref<4xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg4[%arg8] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 8 {
// CHECK-NEXT: affine.for %arg9 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg4[%arg9] : memref<4xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg9, %arg8] : memref<4x8xf32>
// CHECK-NEXT: %2 = affine.load %arg3[%arg8] : memref<8xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg3[%arg8] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg3[%arg8] : memref<8xf32>
// CHECK-NEXT: %1 = affine.load %arg3[%arg8] : memref<8xf32>
// CHECK-NEXT: %2 = affine.load %arg5[] : memref<f32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg5[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg3[%arg9] : memref<8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.exp %0 : f32
// CHECK-NEXT: affine.store %1, %arg0[%arg8, %arg9] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 8 {
// CHECK-NEXT: affine.for %arg9 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg9, %arg8] : memref<4x8xf32>
// CHECK-NEXT: affine.store %0, %arg7[%arg8, %arg9] : memref<8x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
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
// CHECK: module {
// CHECK-NEXT: func.func @g(%arg0: f32, %arg1: tensor<8x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<8xf32>, %arg4: tensor<4x8xf32>, %arg5: memref<2x4x8xf32>, %arg6: memref<2x8x16xf32>, %arg7: memref<2x4x16xf32>, %arg8: memref<4x16xf32>, %arg9: memref<8x4xf32>, %arg10: memref<8x16xf32>, %arg11: memref<4x8xi1>, %arg12: memref<1x8x8x3xf32>, %arg13: memref<2x2xf32>, %arg14: memref<1x7x7x3xf32>, %arg15: memref<8xf32>, %arg16: memref<3xf32>, %arg17: memref<6xf32>) {
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.exp %0 : f32
// CHECK-NEXT: affine.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.exp %0 : f32
// CHECK-NEXT: affine.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg3[%arg19] : memref<8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg3[%arg19] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg3[%arg19] : memref<8xf32>
// CHECK-NEXT: %2 = arith.addf %1, %0 : f32
// CHECK-NEXT: affine.store %2, %arg3[%arg19] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg3[%arg19] : memref<8xf32>
// CHECK-NEXT: affine.store %0, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 2 {
// CHECK-NEXT: affine.for %arg19 = 0 to 4 {
// CHECK-NEXT: affine.for %arg20 = 0 to 16 {
// CHECK-NEXT: affine.for %arg21 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg5[%arg18, %arg19, %arg21] : memref<2x4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg6[%arg18, %arg21, %arg20] : memref<2x8x16xf32>
// CHECK-NEXT: %2 = affine.load %arg7[%arg18, %arg19, %arg20] : memref<2x4x16xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg7[%arg18, %arg19, %arg20] : memref<2x4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 2 {
// CHECK-NEXT: affine.for %arg19 = 0 to 4 {
// CHECK-NEXT: affine.for %arg20 = 0 to 16 {
// CHECK-NEXT: affine.for %arg21 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg5[%arg18, %arg19, %arg21] : memref<2x4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg6[%arg18, %arg21, %arg20] : memref<2x8x16xf32>
// CHECK-NEXT: %2 = affine.load %arg8[%arg19, %arg20] : memref<4x16xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg8[%arg19, %arg20] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 16 {
// CHECK-NEXT: affine.for %arg20 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg9[%arg20, %arg18] : memref<8x4xf32>
// CHECK-NEXT: %1 = affine.load %arg10[%arg20, %arg19] : memref<8x16xf32>
// CHECK-NEXT: %2 = affine.load %arg8[%arg18, %arg19] : memref<4x16xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg8[%arg18, %arg19] : memref<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.subf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.mulf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.divf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.maximumf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.minimumf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.log %0 : f32
// CHECK-NEXT: affine.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.absf %0 : f32
// CHECK-NEXT: affine.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = arith.negf %0 : f32
// CHECK-NEXT: affine.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.floor %0 : f32
// CHECK-NEXT: affine.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.ceil %0 : f32
// CHECK-NEXT: affine.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.sqrt %0 : f32
// CHECK-NEXT: affine.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.rsqrt %0 : f32
// CHECK-NEXT: affine.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %1 = math.tanh %0 : f32
// CHECK-NEXT: affine.store %1, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 4 {
// CHECK-NEXT: affine.for %arg19 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg11[%arg18, %arg19] : memref<4x8xi1>
// CHECK-NEXT: %1 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: %3 = arith.select %0, %1, %2 : f32
// CHECK-NEXT: affine.store %3, %arg2[%arg18, %arg19] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg18 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg3[%arg18] : memref<8xf32>
// CHECK-NEXT: affine.store %0, %arg3[%arg18] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
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
// CHECK: module {
// CHECK-NEXT: func.func @g(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT: %2 = arith.addf %1, %0 : f32
// CHECK-NEXT: affine.store %2, %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 fastmath<fast> : f32
// CHECK-NEXT: affine.store %2, %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @g(%a: memref<4x8xf32>, %b: memref<8xf32>) {
  linalg.map { arith.addf } ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%b : memref<8xf32>) dimensions = [0]
  linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>) {foo}
  return
}
// -----

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

// CHECK: module {
// CHECK-NEXT: func.func @mixed_types(%arg0: memref<4x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<4x4xi32>, %arg3: memref<4x8xf16>, %arg4: memref<8x4xf16>, %arg5: memref<4x4xf32>, %arg6: i32, %arg7: memref<4xi32>) {
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 4 {
// CHECK-NEXT: affine.for %arg10 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg8, %arg10] : memref<4x8xi8>
// CHECK-NEXT: %1 = affine.load %arg1[%arg10, %arg9] : memref<8x4xi8>
// CHECK-NEXT: %2 = affine.load %arg2[%arg8, %arg9] : memref<4x4xi32>
// CHECK-NEXT: %3 = arith.extsi %0 : i8 to i32
// CHECK-NEXT: %4 = arith.extsi %1 : i8 to i32
// CHECK-NEXT: %5 = arith.muli %3, %4 : i32
// CHECK-NEXT: %6 = arith.addi %2, %5 : i32
// CHECK-NEXT: affine.store %6, %arg2[%arg8, %arg9] : memref<4x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 4 {
// CHECK-NEXT: affine.for %arg10 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg3[%arg8, %arg10] : memref<4x8xf16>
// CHECK-NEXT: %1 = affine.load %arg4[%arg10, %arg9] : memref<8x4xf16>
// CHECK-NEXT: %2 = affine.load %arg5[%arg8, %arg9] : memref<4x4xf32>
// CHECK-NEXT: %3 = arith.extf %0 : f16 to f32
// CHECK-NEXT: %4 = arith.extf %1 : f16 to f32
// CHECK-NEXT: %5 = arith.mulf %3, %4 : f32
// CHECK-NEXT: %6 = arith.addf %2, %5 : f32
// CHECK-NEXT: affine.store %6, %arg5[%arg8, %arg9] : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.store %arg6, %arg7[%arg8] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @mixed_types(%a: memref<4x8xi8>, %b: memref<8x4xi8>, %c: memref<4x4xi32>, %h: memref<4x8xf16>, %k: memref<8x4xf16>, %o: memref<4x4xf32>, %x: i32, %v: memref<4xi32>) {
  linalg.matmul ins(%a, %b : memref<4x8xi8>, memref<8x4xi8>) outs(%c : memref<4x4xi32>)
  linalg.matmul ins(%h, %k : memref<4x8xf16>, memref<8x4xf16>) outs(%o : memref<4x4xf32>)
  linalg.fill ins(%x : i32) outs(%v : memref<4xi32>)
  return
}
// -----
// CHECK: module {
// CHECK-NEXT: func.func @dynamic(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?xf32>, %arg3: f32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: affine.for %arg4 = 0 to %dim_0 {
// CHECK-NEXT: affine.for %arg5 = 0 to %dim {
// CHECK-NEXT: %0 = affine.load %arg0[%arg5, %arg4] : memref<?x?xf32>
// CHECK-NEXT: %1 = arith.addi %arg4, %arg5 : index
// CHECK-NEXT: %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT: %3 = arith.sitofp %2 : i32 to f32
// CHECK-NEXT: %4 = arith.addf %0, %3 : f32
// CHECK-NEXT: affine.store %4, %arg1[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg2, %c0 : memref<?xf32>
// CHECK-NEXT: affine.for %arg4 = 0 to %dim_1 {
// CHECK-NEXT: affine.store %arg3, %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: affine.for %arg4 = 0 to %dim_2 {
// CHECK-NEXT: affine.for %arg5 = 0 to %dim_3 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.load %arg2[%arg5] : memref<?xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: affine.for %arg4 = 0 to %dim_4 {
// CHECK-NEXT: affine.for %arg5 = 0 to %dim_5 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.load %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: %2 = arith.maximumf %1, %0 : f32
// CHECK-NEXT: affine.store %2, %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
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
// CHECK: module {
// CHECK-NEXT: func.func @ew(%arg0: memref<4xf32>, %arg1: memref<4xi32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = math.round %0 : f32
// CHECK-NEXT: affine.store %1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = math.erf %0 : f32
// CHECK-NEXT: affine.store %1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: affine.store %1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = arith.divf %cst, %0 : f32
// CHECK-NEXT: affine.store %1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %2 = math.powf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: %2 = arith.divui %0, %1 : i32
// CHECK-NEXT: affine.store %2, %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: %2 = arith.maxsi %0, %1 : i32
// CHECK-NEXT: affine.store %2, %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: affine.store %2, %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
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

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @c(%arg0: memref<1x8x8x3xf32>, %arg1: memref<3x3x3x4xf32>, %arg2: memref<1x6x6x4xf32>) {
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 6 {
// CHECK-NEXT: affine.for %arg5 = 0 to 6 {
// CHECK-NEXT: affine.for %arg6 = 0 to 4 {
// CHECK-NEXT: affine.for %arg7 = 0 to 3 {
// CHECK-NEXT: affine.for %arg8 = 0 to 3 {
// CHECK-NEXT: affine.for %arg9 = 0 to 3 {
// CHECK-NEXT: %0 = affine.apply #map(%arg4, %arg7)
// CHECK-NEXT: %1 = affine.apply #map(%arg5, %arg8)
// CHECK-NEXT: %2 = affine.load %arg0[%arg3, %0, %1, %arg9] : memref<1x8x8x3xf32>
// CHECK-NEXT: %3 = affine.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x3x4xf32>
// CHECK-NEXT: %4 = affine.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x6x6x4xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: affine.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x6x6x4xf32>
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
// CHECK-NEXT: %0 = affine.apply #map(%arg3, %arg5)
// CHECK-NEXT: %1 = affine.apply #map(%arg4, %arg6)
// CHECK-NEXT: %2 = affine.load %arg0[%0, %1] : memref<8x8xf32>
// CHECK-NEXT: %3 = affine.load %arg1[%arg5, %arg6] : memref<3x3xf32>
// CHECK-NEXT: %4 = affine.load %arg2[%arg3, %arg4] : memref<6x6xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: affine.store %6, %arg2[%arg3, %arg4] : memref<6x6xf32>
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
// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @windows(%arg0: memref<1x9x9x3xf32>, %arg1: memref<3x3x3xf32>, %arg2: memref<1x7x7x3xf32>, %arg3: memref<3x3xf32>, %arg4: memref<10xf32>, %arg5: memref<3xf32>, %arg6: memref<8xf32>) {
// CHECK-NEXT: affine.for %arg7 = 0 to 1 {
// CHECK-NEXT: affine.for %arg8 = 0 to 7 {
// CHECK-NEXT: affine.for %arg9 = 0 to 7 {
// CHECK-NEXT: affine.for %arg10 = 0 to 3 {
// CHECK-NEXT: affine.for %arg11 = 0 to 3 {
// CHECK-NEXT: affine.for %arg12 = 0 to 3 {
// CHECK-NEXT: %0 = affine.apply #map(%arg8, %arg11)
// CHECK-NEXT: %1 = affine.apply #map(%arg9, %arg12)
// CHECK-NEXT: %2 = affine.load %arg0[%arg7, %0, %1, %arg10] : memref<1x9x9x3xf32>
// CHECK-NEXT: %3 = affine.load %arg1[%arg11, %arg12, %arg10] : memref<3x3x3xf32>
// CHECK-NEXT: %4 = affine.load %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: affine.store %6, %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
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
// CHECK-NEXT: %0 = affine.apply #map(%arg8, %arg11)
// CHECK-NEXT: %1 = affine.apply #map(%arg9, %arg12)
// CHECK-NEXT: %2 = affine.load %arg0[%arg7, %0, %1, %arg10] : memref<1x9x9x3xf32>
// CHECK-NEXT: %3 = affine.load %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: %4 = arith.addf %3, %2 : f32
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
// CHECK-NEXT: %0 = affine.apply #map(%arg8, %arg11)
// CHECK-NEXT: %1 = affine.apply #map(%arg9, %arg12)
// CHECK-NEXT: %2 = affine.load %arg0[%arg7, %0, %1, %arg10] : memref<1x9x9x3xf32>
// CHECK-NEXT: %3 = affine.load %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: %4 = arith.maximumf %3, %2 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg7, %arg8, %arg9, %arg10] : memref<1x7x7x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg7 = 0 to 8 {
// CHECK-NEXT: affine.for %arg8 = 0 to 3 {
// CHECK-NEXT: %0 = affine.apply #map(%arg7, %arg8)
// CHECK-NEXT: %1 = affine.load %arg4[%0] : memref<10xf32>
// CHECK-NEXT: %2 = affine.load %arg5[%arg8] : memref<3xf32>
// CHECK-NEXT: %3 = affine.load %arg6[%arg7] : memref<8xf32>
// CHECK-NEXT: %4 = arith.mulf %1, %2 : f32
// CHECK-NEXT: %5 = arith.addf %3, %4 : f32
// CHECK-NEXT: affine.store %5, %arg6[%arg7] : memref<8xf32>
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
// CHECK: #map = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @maps(%arg0: memref<4x4xf32>, %arg1: memref<4xf32>, %arg2: memref<9x2xf32>, %arg3: memref<4x4xf32>, %arg4: memref<f32>, %arg5: f32) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: affine.for %arg6 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg6, %c2] : memref<4x4xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg6, %arg6] : memref<4x4xf32>
// CHECK-NEXT: %2 = arith.mulf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg1[%arg6] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg6 = 0 to 4 {
// CHECK-NEXT: affine.for %arg7 = 0 to 4 {
// CHECK-NEXT: %0 = affine.apply #map(%arg6)
// CHECK-NEXT: %1 = affine.apply #map1(%arg7)
// CHECK-NEXT: %2 = affine.load %arg2[%0, %1] : memref<9x2xf32>
// CHECK-NEXT: affine.store %2, %arg3[%arg6, %arg7] : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %arg5, %arg4[] : memref<f32>
// CHECK-NEXT: affine.for %arg6 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg4[] : memref<f32>
// CHECK-NEXT: affine.store %0, %arg1[%arg6] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
#const = affine_map<(d0) -> (d0, 2)>
#diag = affine_map<(d0) -> (d0, d0)>
#id1 = affine_map<(d0) -> (d0)>
#strided = affine_map<(d0, d1) -> (d0 * 2 + 1, d1 floordiv 2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @maps(%a: memref<4x4xf32>, %v: memref<4xf32>, %b: memref<9x2xf32>, %o: memref<4x4xf32>, %s: memref<f32>, %x: f32) {
  linalg.generic {indexing_maps = [#const, #diag, #id1], iterator_types = ["parallel"]} ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%v : memref<4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %0 = arith.mulf %in, %in2 : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [#strided, #id2], iterator_types = ["parallel", "parallel"]} ins(%b : memref<9x2xf32>) outs(%o : memref<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  linalg.fill ins(%x : f32) outs(%s : memref<f32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, #id1], iterator_types = ["parallel"]} ins(%s : memref<f32>) outs(%v : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
// -----
// CHECK: module {
// CHECK-NEXT: func.func @tiled(%arg0: memref<8x8xf32>, %arg1: memref<8x8xf32>, %arg2: memref<8x8xf32>, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.for %arg4 = %c0 to %c8 step %c4 {
// CHECK-NEXT: %subview_1 = memref.subview %arg0[%arg4, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %subview_2 = memref.subview %arg2[%arg4, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: affine.for %arg5 = 0 to 4 {
// CHECK-NEXT: affine.for %arg6 = 0 to 8 {
// CHECK-NEXT: affine.for %arg7 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %subview_1[%arg5, %arg7] : memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %1 = affine.load %arg1[%arg7, %arg6] : memref<8x8xf32>
// CHECK-NEXT: %2 = affine.load %subview_2[%arg5, %arg6] : memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %subview_2[%arg5, %arg6] : memref<4x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [%arg3, 4] [1, 2] : memref<8x8xf32> to memref<?x4xf32, strided<[8, 2]>>
// CHECK-NEXT: %subview_0 = memref.subview %arg1[0, 0] [%arg3, 4] [1, 1] : memref<8x8xf32> to memref<?x4xf32, strided<[8, 1]>>
// CHECK-NEXT: affine.for %arg4 = 0 to %arg3 {
// CHECK-NEXT: affine.for %arg5 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %subview[%arg4, %arg5] : memref<?x4xf32, strided<[8, 2]>>
// CHECK-NEXT: affine.store %0, %subview_0[%arg4, %arg5] : memref<?x4xf32, strided<[8, 1]>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
#map = affine_map<(d0)[s0] -> (d0 * 4 + s0)>
func.func @tiled(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c4 {
    %sa = memref.subview %a[%i, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
    %sc = memref.subview %c[%i, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
    linalg.matmul ins(%sa, %b : memref<4x8xf32, strided<[8, 1], offset: ?>>, memref<8x8xf32>) outs(%sc : memref<4x8xf32, strided<[8, 1], offset: ?>>)
  }
  %d = memref.subview %a[0, 0] [%n, 4] [1, 2] : memref<8x8xf32> to memref<?x4xf32, strided<[8, 2]>>
  %e = memref.subview %b[0, 0] [%n, 4] [1, 1] : memref<8x8xf32> to memref<?x4xf32, strided<[8, 1]>>
  linalg.copy ins(%d : memref<?x4xf32, strided<[8, 2]>>) outs(%e : memref<?x4xf32, strided<[8, 1]>>)
  return
}
// -----
// CHECK: module {
// CHECK-NEXT: func.func @dyn3(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>, %arg2: memref<?x?x?xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// CHECK-NEXT: %dim_2 = memref.dim %arg1, %c2 : memref<?x?x?xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to %dim {
// CHECK-NEXT: affine.for %arg4 = 0 to %dim_0 {
// CHECK-NEXT: affine.for %arg5 = 0 to %dim_2 {
// CHECK-NEXT: affine.for %arg6 = 0 to %dim_1 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3, %arg4, %arg6] : memref<?x?x?xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg3, %arg6, %arg5] : memref<?x?x?xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg2[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to %dim_5 {
// CHECK-NEXT: affine.for %arg4 = 0 to %dim_3 {
// CHECK-NEXT: affine.for %arg5 = 0 to %dim_4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4, %arg5, %arg3] : memref<?x?x?xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg3, %arg4, %arg5] : memref<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dyn3(%a: memref<?x?x?xf32>, %b: memref<?x?x?xf32>, %c: memref<?x?x?xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%c : memref<?x?x?xf32>)
  linalg.transpose ins(%a : memref<?x?x?xf32>) outs(%b : memref<?x?x?xf32>) permutation = [2, 0, 1]
  return
}
// -----
// CHECK: #map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 2 + d1 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @strided_conv(%arg0: memref<1x9x9x2xf32>, %arg1: memref<2x2x2x3xf32>, %arg2: memref<1x4x4x3xf32>, %arg3: memref<1x2x9x9xf32>, %arg4: memref<3x2x2x2xf32>, %arg5: memref<1x3x4x4xf32>) {
// CHECK-NEXT: affine.for %arg6 = 0 to 1 {
// CHECK-NEXT: affine.for %arg7 = 0 to 4 {
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 3 {
// CHECK-NEXT: affine.for %arg10 = 0 to 2 {
// CHECK-NEXT: affine.for %arg11 = 0 to 2 {
// CHECK-NEXT: affine.for %arg12 = 0 to 2 {
// CHECK-NEXT: %0 = affine.apply #map(%arg7, %arg10)
// CHECK-NEXT: %1 = affine.apply #map1(%arg8, %arg11)
// CHECK-NEXT: %2 = affine.load %arg0[%arg6, %0, %1, %arg12] : memref<1x9x9x2xf32>
// CHECK-NEXT: %3 = affine.load %arg1[%arg10, %arg11, %arg12, %arg9] : memref<2x2x2x3xf32>
// CHECK-NEXT: %4 = affine.load %arg2[%arg6, %arg7, %arg8, %arg9] : memref<1x4x4x3xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: affine.store %6, %arg2[%arg6, %arg7, %arg8, %arg9] : memref<1x4x4x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg6 = 0 to 1 {
// CHECK-NEXT: affine.for %arg7 = 0 to 3 {
// CHECK-NEXT: affine.for %arg8 = 0 to 4 {
// CHECK-NEXT: affine.for %arg9 = 0 to 4 {
// CHECK-NEXT: affine.for %arg10 = 0 to 2 {
// CHECK-NEXT: affine.for %arg11 = 0 to 2 {
// CHECK-NEXT: affine.for %arg12 = 0 to 2 {
// CHECK-NEXT: %0 = affine.apply #map(%arg8, %arg11)
// CHECK-NEXT: %1 = affine.apply #map(%arg9, %arg12)
// CHECK-NEXT: %2 = affine.load %arg3[%arg6, %arg10, %0, %1] : memref<1x2x9x9xf32>
// CHECK-NEXT: %3 = affine.load %arg4[%arg7, %arg10, %arg11, %arg12] : memref<3x2x2x2xf32>
// CHECK-NEXT: %4 = affine.load %arg5[%arg6, %arg7, %arg8, %arg9] : memref<1x3x4x4xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: affine.store %6, %arg5[%arg6, %arg7, %arg8, %arg9] : memref<1x3x4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @strided_conv(%i: memref<1x9x9x2xf32>, %f: memref<2x2x2x3xf32>, %o: memref<1x4x4x3xf32>, %n: memref<1x2x9x9xf32>, %g: memref<3x2x2x2xf32>, %p: memref<1x3x4x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : memref<1x9x9x2xf32>, memref<2x2x2x3xf32>) outs(%o : memref<1x4x4x3xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%n, %g : memref<1x2x9x9xf32>, memref<3x2x2x2xf32>) outs(%p : memref<1x3x4x4xf32>)
  return
}
