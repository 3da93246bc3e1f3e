// --test-multi-buffering on region shapes: a copy inside an scf.if (does not dominate the
// use after it: left alone) next to one that qualifies with uses in an scf.if and an inner
// loop; a multi-block scf.execute_region; a copy of the buffer onto itself; a non-identity
// layout (the new buffer has the identity layout); scf.forall with dynamic and mixed bounds;
// an affine.for with iter_args and unit dimensions read through strided subviews.
// Expected output: mlir-opt 22.
// RUN: bufjit opt %s --allow-unregistered-dialect --test-multi-buffering | FileCheck %s
// RUN: bufjit opt %s --allow-unregistered-dialect --test-multi-buffering=multiplier=3 | FileCheck %s --check-prefix=THREE

// CHECK: #map = affine_map<(d0) -> (d0 mod 2)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0, s1] -> (((d0 - s0) floordiv s1) mod 2)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (((d0 - s0) floordiv 3) mod 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (((d0 - 5) floordiv 7) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @in_if(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)
// CHECK-NEXT: %subview = memref.subview %alloc_0[%0, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: "use"(%subview, %subview) : (memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: memref.copy %subview, %arg0 : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @exec(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)
// CHECK-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "use"(%subview) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @self(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %subview, %subview : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @layout(%arg0: memref<4xf32, strided<[1], offset: 2>>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @forall_dyn(%arg0: memref<4xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT: scf.forall (%arg4) = (%arg1) to (%arg2) step (%arg3) {
// CHECK-NEXT: %0 = affine.apply #map1(%arg4)[%arg1, %arg3]
// CHECK-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT: scf.forall (%arg4) = (%arg1) to (8) step (3) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = affine.apply #map2(%arg4)[%arg1]
// CHECK-NEXT: %subview = memref.subview %alloc_0[%0, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @aff_iter(%arg0: memref<4x4xf32>) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x4x1x4xf32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg1 = 5 to 50 step 7 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %1 = affine.apply #map3(%arg1)
// CHECK-NEXT: %subview = memref.subview %alloc[%1, 0, 0, 0] [1, 4, 1, 4] [1, 1, 1, 1] : memref<2x4x1x4xf32> to memref<4x1x4xf32, strided<[4, 4, 1], offset: ?>>
// CHECK-NEXT{LITERAL}: %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [4, 1, 4] : memref<4x4xf32> into memref<4x1x4xf32>
// CHECK-NEXT: memref.copy %expand_shape, %subview : memref<4x1x4xf32> to memref<4x1x4xf32, strided<[4, 4, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %subview[1, 0, 0] [1, 1, 4] [1, 1, 1] : memref<4x1x4xf32, strided<[4, 4, 1], offset: ?>> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %subview_1 = memref.subview %subview[0, 0, 1] [2, 1, 2] [2, 1, 1] : memref<4x1x4xf32, strided<[4, 4, 1], offset: ?>> to memref<2x2xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %2 = affine.load %subview[0, 0, 0] : memref<4x1x4xf32, strided<[4, 4, 1], offset: ?>>
// CHECK-NEXT: "use"(%subview_0, %subview_1) : (memref<1x4xf32, strided<[4, 1], offset: ?>>, memref<2x2xf32, strided<[8, 1], offset: ?>>) -> ()
// CHECK-NEXT: %3 = arith.addf %arg2, %2 : f32
// CHECK-NEXT: affine.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// THREE: #map = affine_map<(d0) -> (d0 mod 3)>
// THREE-NEXT: #map1 = affine_map<(d0)[s0, s1] -> (((d0 - s0) floordiv s1) mod 3)>
// THREE-NEXT: #map2 = affine_map<(d0)[s0] -> (((d0 - s0) floordiv 3) mod 3)>
// THREE-NEXT: #map3 = affine_map<(d0) -> (((d0 - 5) floordiv 7) mod 3)>
// THREE-NEXT: module {
// THREE-NEXT: func.func @in_if(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) {
// THREE-NEXT: %c0 = arith.constant 0 : index
// THREE-NEXT: %c1 = arith.constant 1 : index
// THREE-NEXT: %alloc = memref.alloc() : memref<4xf32>
// THREE-NEXT: %alloc_0 = memref.alloc() : memref<3x4xf32>
// THREE-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// THREE-NEXT: %0 = affine.apply #map(%arg3)
// THREE-NEXT: %subview = memref.subview %alloc_0[%0, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: scf.if %arg2 {
// THREE-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// THREE-NEXT: }
// THREE-NEXT: "use"(%alloc) : (memref<4xf32>) -> ()
// THREE-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: scf.if %arg2 {
// THREE-NEXT: "use"(%subview, %subview) : (memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>) -> ()
// THREE-NEXT: }
// THREE-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// THREE-NEXT: memref.copy %subview, %arg0 : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
// THREE-NEXT: }
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: func.func @exec(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) {
// THREE-NEXT: %c0 = arith.constant 0 : index
// THREE-NEXT: %c1 = arith.constant 1 : index
// THREE-NEXT: %alloc = memref.alloc() : memref<3x4xf32>
// THREE-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// THREE-NEXT: %0 = affine.apply #map(%arg3)
// THREE-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: scf.execute_region {
// THREE-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// THREE-NEXT: ^bb1:  // pred: ^bb0
// THREE-NEXT: "use"(%subview) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
// THREE-NEXT: cf.br ^bb2
// THREE-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// THREE-NEXT: scf.yield
// THREE-NEXT: }
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: func.func @self(%arg0: index) {
// THREE-NEXT: %c0 = arith.constant 0 : index
// THREE-NEXT: %c1 = arith.constant 1 : index
// THREE-NEXT: %alloc = memref.alloc() : memref<3x4xf32>
// THREE-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// THREE-NEXT: %0 = affine.apply #map(%arg1)
// THREE-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %subview, %subview : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: func.func @layout(%arg0: memref<4xf32, strided<[1], offset: 2>>, %arg1: index) {
// THREE-NEXT: %c0 = arith.constant 0 : index
// THREE-NEXT: %c1 = arith.constant 1 : index
// THREE-NEXT: %alloc = memref.alloc() : memref<3x4xf32>
// THREE-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// THREE-NEXT: %0 = affine.apply #map(%arg2)
// THREE-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %arg0, %subview : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: func.func @forall_dyn(%arg0: memref<4xf32>, %arg1: index, %arg2: index, %arg3: index) {
// THREE-NEXT: %alloc = memref.alloc() : memref<3x4xf32>
// THREE-NEXT: scf.forall (%arg4) = (%arg1) to (%arg2) step (%arg3) {
// THREE-NEXT: %0 = affine.apply #map1(%arg4)[%arg1, %arg3]
// THREE-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: }
// THREE-NEXT: %alloc_0 = memref.alloc() : memref<3x4xf32>
// THREE-NEXT: scf.forall (%arg4) = (%arg1) to (8) step (3) {
// THREE-NEXT: %c3 = arith.constant 3 : index
// THREE-NEXT: %0 = affine.apply #map2(%arg4)[%arg1]
// THREE-NEXT: %subview = memref.subview %alloc_0[%0, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: func.func @aff_iter(%arg0: memref<4x4xf32>) -> f32 {
// THREE-NEXT: %alloc = memref.alloc() : memref<3x4x1x4xf32>
// THREE-NEXT: %cst = arith.constant 0.000000e+00 : f32
// THREE-NEXT: %0 = affine.for %arg1 = 5 to 50 step 7 iter_args(%arg2 = %cst) -> (f32) {
// THREE-NEXT: %c5 = arith.constant 5 : index
// THREE-NEXT: %c7 = arith.constant 7 : index
// THREE-NEXT: %1 = affine.apply #map3(%arg1)
// THREE-NEXT: %subview = memref.subview %alloc[%1, 0, 0, 0] [1, 4, 1, 4] [1, 1, 1, 1] : memref<3x4x1x4xf32> to memref<4x1x4xf32, strided<[4, 4, 1], offset: ?>>
// THREE-NEXT{LITERAL}: %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [4, 1, 4] : memref<4x4xf32> into memref<4x1x4xf32>
// THREE-NEXT: memref.copy %expand_shape, %subview : memref<4x1x4xf32> to memref<4x1x4xf32, strided<[4, 4, 1], offset: ?>>
// THREE-NEXT: %subview_0 = memref.subview %subview[1, 0, 0] [1, 1, 4] [1, 1, 1] : memref<4x1x4xf32, strided<[4, 4, 1], offset: ?>> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// THREE-NEXT: %subview_1 = memref.subview %subview[0, 0, 1] [2, 1, 2] [2, 1, 1] : memref<4x1x4xf32, strided<[4, 4, 1], offset: ?>> to memref<2x2xf32, strided<[8, 1], offset: ?>>
// THREE-NEXT: %2 = affine.load %subview[0, 0, 0] : memref<4x1x4xf32, strided<[4, 4, 1], offset: ?>>
// THREE-NEXT: "use"(%subview_0, %subview_1) : (memref<1x4xf32, strided<[4, 1], offset: ?>>, memref<2x2xf32, strided<[8, 1], offset: ?>>) -> ()
// THREE-NEXT: %3 = arith.addf %arg2, %2 : f32
// THREE-NEXT: affine.yield %3 : f32
// THREE-NEXT: }
// THREE-NEXT: return %0 : f32
// THREE-NEXT: }
// THREE-NEXT: }
func.func @in_if(%a: memref<4xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
    }
    "use"(%0) : (memref<4xf32>) -> ()
    memref.copy %a, %1 : memref<4xf32> to memref<4xf32>
    scf.if %c {
      "use"(%1, %1) : (memref<4xf32>, memref<4xf32>) -> ()
    }
    scf.for %j = %c0 to %n step %c1 {
      memref.copy %1, %a : memref<4xf32> to memref<4xf32>
    }
  }
  return
}
func.func @exec(%a: memref<4xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.execute_region {
      memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      "use"(%0) : (memref<4xf32>) -> ()
      cf.br ^bb2
    ^bb2:
      scf.yield
    }
  }
  return
}
func.func @self(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %0, %0 : memref<4xf32> to memref<4xf32>
  }
  return
}
func.func @layout(%a: memref<4xf32, strided<[1], offset: 2>>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %a, %0 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
  }
  return
}
func.func @forall_dyn(%a: memref<4xf32>, %lb: index, %ub: index, %st: index) {
  %0 = memref.alloc() : memref<4xf32>
  scf.forall (%i) = (%lb) to (%ub) step (%st) {
    memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
  }
  %1 = memref.alloc() : memref<4xf32>
  scf.forall (%i) = (%lb) to (8) step (3) {
    memref.copy %a, %1 : memref<4xf32> to memref<4xf32>
  }
  return
}
func.func @aff_iter(%a: memref<4x4xf32>) -> f32 {
  %0 = memref.alloc() : memref<4x1x4xf32>
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 5 to 50 step 7 iter_args(%acc = %z) -> f32 {
    %s = memref.expand_shape %a [[0, 1], [2]] output_shape [4, 1, 4] : memref<4x4xf32> into memref<4x1x4xf32>
    memref.copy %s, %0 : memref<4x1x4xf32> to memref<4x1x4xf32>
    %t = memref.subview %0[1, 0, 0] [1, 1, 4] [1, 1, 1] : memref<4x1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: 4>>
    %u = memref.subview %0[0, 0, 1] [2, 1, 2] [2, 1, 1] : memref<4x1x4xf32> to memref<2x2xf32, strided<[8, 1], offset: 1>>
    %v = affine.load %0[0, 0, 0] : memref<4x1x4xf32>
    "use"(%t, %u) : (memref<1x4xf32, strided<[4, 1], offset: 4>>, memref<2x2xf32, strided<[8, 1], offset: 1>>) -> ()
    %w = arith.addf %acc, %v : f32
    affine.yield %w : f32
  }
  return %r : f32
}
