// Generic form of affine IR: aliases in mlir-opt's generic order (nested regions first) and unique SSA ids across regions (expected text from mlir-opt 22).
// RUN: bufjit opt %s -split-input-file --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

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
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "keep"}> ({
// CHECK-NEXT: "test.keep"() {m = #map} : () -> ()
// CHECK-NEXT: "test.keep"() {s = #set} : () -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0 + 1, d1 * 2 - d0)>
// CHECK-NEXT: #map1 = affine_map<() -> (0)>
// CHECK-NEXT: #map2 = affine_map<() -> (10)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 mod 4 + s0 floordiv 2)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0, 4)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 - s0, 0)>
// CHECK-NEXT: #map6 = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (d0, 3)>
// CHECK-NEXT: #map8 = affine_map<()[s0] -> (s0, 10)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map10 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map12 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map13 = affine_map<() -> (20)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - 1 >= 0, -d0 + s0 == 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (memref<10x10xf32>, index) -> f32, sym_name = "loops"}> ({
// CHECK-NEXT: ^bb0(%arg0: memref<10x10xf32>, %arg1: index):
// CHECK-NEXT: %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// CHECK-NEXT: %1 = "affine.for"(%0) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 1>, step = 2 : index, upperBoundMap = #map2}> ({
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: f32):
// CHECK-NEXT: %6 = "affine.load"(%arg0, %arg5, %arg1) <{map = #map}> : (memref<10x10xf32>, index, index) -> f32
// CHECK-NEXT: %7 = "arith.addf"(%arg6, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "affine.yield"(%7) : (f32) -> ()
// CHECK-NEXT: }) : (f32) -> f32
// CHECK-NEXT: "affine.for"(%arg1, %arg1, %arg1) <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = #map8}> ({
// CHECK-NEXT: ^bb0(%arg4: index):
// CHECK-NEXT: %3 = "affine.apply"(%arg4, %arg1) <{map = #map3}> : (index, index) -> index
// CHECK-NEXT: %4 = "affine.min"(%3) <{map = #map4}> : (index) -> index
// CHECK-NEXT: %5 = "affine.max"(%3, %arg1) <{map = #map5}> : (index, index) -> index
// CHECK-NEXT: "affine.if"(%arg4, %arg1) <{condition = #set}> ({
// CHECK-NEXT: "affine.store"(%0, %arg0, %arg4, %arg1) <{map = #map6}> : (f32, memref<10x10xf32>, index, index) -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "affine.store"(%0, %arg0, %3) <{map = #map7}> : (f32, memref<10x10xf32>, index) -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) : (index, index) -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) : (index, index, index) -> ()
// CHECK-NEXT: "affine.for"(%arg1) <{lowerBoundMap = #map12, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = #map13}> ({
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: "affine.for"(%arg2, %arg2) <{lowerBoundMap = #map10, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map11}> ({
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: %2 = "affine.load"(%arg0, %arg2, %arg3) <{map = #map9}> {tag} : (memref<10x10xf32>, index, index) -> f32
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) : (index, index) -> ()
// CHECK-NEXT: "affine.yield"() : () -> ()
// CHECK-NEXT: }) {outer} : (index) -> ()
// CHECK-NEXT: "func.return"(%1) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 - 2)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-NEXT: #set1 = affine_set<()[s0] : (s0 == 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (memref<4xf32>, index) -> (f32, index), sym_name = "if_results"}> ({
// CHECK-NEXT: ^bb0(%arg0: memref<4xf32>, %arg1: index):
// CHECK-NEXT: %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// CHECK-NEXT: %1:2 = "affine.if"(%arg1) <{condition = #set}> ({
// CHECK-NEXT: %3 = "affine.load"(%arg0, %arg1) <{map = #map}> : (memref<4xf32>, index) -> f32
// CHECK-NEXT: "affine.yield"(%3, %arg1) : (f32, index) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "affine.yield"(%0, %arg1) : (f32, index) -> ()
// CHECK-NEXT: }) : (index) -> (f32, index)
// CHECK-NEXT: %2 = "affine.if"(%arg1) <{condition = #set1}> ({
// CHECK-NEXT: "affine.yield"(%0) : (f32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "affine.yield"(%1#0) : (f32) -> ()
// CHECK-NEXT: }) : (index) -> f32
// CHECK-NEXT: "func.return"(%2, %1#1) : (f32, index) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
