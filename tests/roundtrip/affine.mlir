// Round-trip of the affine dialect (expected text from mlir-opt 22).
// RUN: bufjit opt %s -split-input-file --allow-unregistered-dialect | FileCheck %s

// Maps are simplified as MLIR builds them: constants to the right, constant factors folded.
func.func @keep() {
  "test.keep"() {m = affine_map<(d0)[s0] -> (2 + d0, d0 * 2 * 3, (d0 + 2) + s0, d0 mod 4 - 3, -(d0 floordiv 2), d0 - (s0 + 1), d0 * -3 + 5, d0 ceildiv 4 * 2)>} : () -> ()
  "test.keep"() {s = affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 == 0, d0 <= 10)>} : () -> ()
  return
}

// -----

func.func @loops(%m: memref<10x10xf32>, %n: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 step 2 iter_args(%acc = %cst) -> f32 {
    %v = affine.load %m[%i + 1, %n * 2 - %i] : memref<10x10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%n)[%n] to min affine_map<()[s0] -> (s0, 10)>()[%n] {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 mod 4 + s0 floordiv 2)>(%i)[%n]
    %mi = affine.min affine_map<(d0) -> (d0, 4)>(%a)
    %ma = affine.max affine_map<(d0)[s0] -> (d0 - s0, 0)>(%a)[%n]
    affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 == 0)>(%i)[%n] {
      affine.store %cst, %m[%i, symbol(%n)] : memref<10x10xf32>
    } else {
      affine.store %cst, %m[%a, 3] : memref<10x10xf32>
    }
  }
  affine.for %j = %n to 20 {
    affine.for %k = affine_map<(d0) -> (d0 + 1)>(%j) to affine_map<(d0) -> (d0 * 2)>(%j) {
      %z = affine.load %m[%j, %k] {tag} : memref<10x10xf32>
    }
  } {outer}
  return %r : f32
}

// -----

func.func @if_results(%m: memref<4xf32>, %i: index) -> (f32, index) {
  %c = arith.constant 1.0 : f32
  %r:2 = affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) -> (f32, index) {
    %v = affine.load %m[%i - 2] : memref<4xf32>
    affine.yield %v, %i : f32, index
  } else {
    affine.yield %c, %i : f32, index
  }
  %s = affine.if affine_set<()[s0] : (s0 == 0)>()[%i] -> f32 {
    affine.yield %c : f32
  } else {
    affine.yield %r#0 : f32
  }
  return %s, %r#1 : f32, index
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + 2, d0 * 6, d0 + s0 + 2, d0 mod 4 - 3, -(d0 floordiv 2), d0 - (s0 + 1), d0 * -3 + 5, (d0 ceildiv 4) * 2)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - 1 >= 0, -d0 + s0 == 0, -d0 + 10 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @keep() {
// CHECK-NEXT: "test.keep"() {m = #map} : () -> ()
// CHECK-NEXT: "test.keep"() {s = #set} : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0, 10)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 mod 4 + s0 floordiv 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0, 4)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 - s0, 0)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - 1 >= 0, -d0 + s0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @loops(%arg0: memref<10x10xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg2 = 0 to 10 step 2 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2 + 1, %arg1 * 2 - %arg2] : memref<10x10xf32>
// CHECK-NEXT: %2 = arith.addf %arg3, %1 : f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = max #map(%arg1)[%arg1] to min #map1()[%arg1] {
// CHECK-NEXT: %1 = affine.apply #map2(%arg2)[%arg1]
// CHECK-NEXT: %2 = affine.min #map3(%1)
// CHECK-NEXT: %3 = affine.max #map4(%1)[%arg1]
// CHECK-NEXT: affine.if #set(%arg2)[%arg1] {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2, symbol(%arg1)] : memref<10x10xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.store %cst, %arg0[%1, 3] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = %arg1 to 20 {
// CHECK-NEXT: affine.for %arg3 = #map5(%arg2) to #map6(%arg2) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2, %arg3] {tag} : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {outer}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-NEXT: #set1 = affine_set<()[s0] : (s0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_results(%arg0: memref<4xf32>, %arg1: index) -> (f32, index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0:2 = affine.if #set(%arg1) -> (f32, index) {
// CHECK-NEXT: %2 = affine.load %arg0[%arg1 - 2] : memref<4xf32>
// CHECK-NEXT: affine.yield %2, %arg1 : f32, index
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %cst, %arg1 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.if #set1()[%arg1] -> f32 {
// CHECK-NEXT: affine.yield %cst : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %0#0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1, %0#1 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: }
