// Round-trip of affine.parallel: bound groups with max/min, dims and symbols shared across
// groups, steps, reductions (every kind whose type check passes), attributes, the empty nest,
// and the generic form (expected text from mlir-opt 22).
// RUN: bufjit opt %s -split-input-file | FileCheck %s
// RUN: bufjit opt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: module {
// CHECK-NEXT: func.func @p(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) -> (f32, f32) {
// CHECK-NEXT: affine.parallel (%arg3, %arg4) = (0, 0) to (100, 100) step (2, 4) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg4] : memref<100x100xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg4, %arg3] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = affine.parallel (%arg3) = (max(0, %arg2)) to (min(%arg1, 100, %arg2 + 5)) reduce ("addf", "maximumf") -> (f32, f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg3] : memref<100x100xf32>
// CHECK-NEXT: affine.yield %1, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg3, %arg4) = (%arg2, symbol(%arg1) floordiv 2) to (%arg1, 100) {
// CHECK-NEXT: affine.parallel (%arg5) = (%arg3 + %arg4) to (min(%arg3 * 2 + 1, symbol(%arg2))) step (3) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg5, %arg4] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel () = () to () {
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map1 = affine_map<() -> (0, 0)>
// GENERIC-NEXT: #map2 = affine_map<() -> (100, 100)>
// GENERIC-NEXT: #map3 = affine_map<(d0) -> (d0, d0)>
// GENERIC-NEXT: #map4 = affine_map<(d0) -> (0, d0)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1) -> (d0, 100, d1 + 5)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1) -> (d0 + d1)>
// GENERIC-NEXT: #map7 = affine_map<(d0)[s0] -> (d0 * 2 + 1, s0)>
// GENERIC-NEXT: #map8 = affine_map<(d0)[s0] -> (d0, s0 floordiv 2)>
// GENERIC-NEXT: #map9 = affine_map<(d0) -> (d0, 100)>
// GENERIC-NEXT: #map10 = affine_map<() -> ()>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<100x100xf32>, index, index) -> (f32, f32), sym_name = "p"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index):
// GENERIC-NEXT: "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map1, reductions = [], steps = [2, 4], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map2}> ({
// GENERIC-NEXT: ^bb0(%arg7: index, %arg8: index):
// GENERIC-NEXT: %3 = "affine.load"(%arg0, %arg7, %arg8) <{map = #map}> : (memref<100x100xf32>, index, index) -> f32
// GENERIC-NEXT: "affine.store"(%3, %arg0, %arg8, %arg7) <{map = #map}> : (f32, memref<100x100xf32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: %0:2 = "affine.parallel"(%arg2, %arg1, %arg2) <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = #map4, reductions = [0, 4], steps = [1], upperBoundsGroups = dense<3> : tensor<1xi32>, upperBoundsMap = #map5}> ({
// GENERIC-NEXT: ^bb0(%arg6: index):
// GENERIC-NEXT: %2 = "affine.load"(%arg0, %arg6) <{map = #map3}> : (memref<100x100xf32>, index) -> f32
// GENERIC-NEXT: "affine.yield"(%2, %2) : (f32, f32) -> ()
// GENERIC-NEXT: }) : (index, index, index) -> (f32, f32)
// GENERIC-NEXT: "affine.parallel"(%arg2, %arg1, %arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map8, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map9}> ({
// GENERIC-NEXT: ^bb0(%arg3: index, %arg4: index):
// GENERIC-NEXT: "affine.parallel"(%arg3, %arg4, %arg3, %arg2) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map6, reductions = [], steps = [3], upperBoundsGroups = dense<2> : tensor<1xi32>, upperBoundsMap = #map7}> ({
// GENERIC-NEXT: ^bb0(%arg5: index):
// GENERIC-NEXT: %1 = "affine.load"(%arg0, %arg5, %arg4) <{map = #map}> : (memref<100x100xf32>, index, index) -> f32
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map10, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map10}> ({
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"(%0#0, %0#1) : (f32, f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @p(%m: memref<100x100xf32>, %n: index, %k: index) -> (f32, f32) {
  affine.parallel (%i, %j) = (0, 0) to (100, 100) step (2, 4) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
    affine.store %v, %m[%j, %i] : memref<100x100xf32>
  }
  %r:2 = affine.parallel (%i) = (max(0, %k)) to (min(%n, 100, %k + 5)) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %i] : memref<100x100xf32>
    affine.yield %v, %v : f32, f32
  }
  affine.parallel (%i, %j) = (%k, symbol(%n) floordiv 2) to (%n, 100) {
    affine.parallel (%x) = (%i + %j) to (min(%i * 2 + 1, symbol(%k))) step (3) {
      %v = affine.load %m[%x, %j] : memref<100x100xf32>
    }
  }
  affine.parallel () = () to () {
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @reductions(%arg0: memref<8xi32>, %arg1: memref<8xf64>, %arg2: memref<8xsi32>, %arg3: memref<8xui16>) -> (i32, i32, i32, i32, f64, f64, f64, si32, ui16, si32, ui16, i32) {
// CHECK-NEXT: %0:4 = affine.parallel (%arg4) = (0) to (8) reduce ("addi", "muli", "andi", "ori") -> (i32, i32, i32, i32) {
// CHECK-NEXT: %4 = affine.load %arg0[%arg4] : memref<8xi32>
// CHECK-NEXT: affine.yield %4, %4, %4, %4 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:3 = affine.parallel (%arg4) = (0) to (8) reduce ("mulf", "minimumf", "assign") -> (f64, f64, f64) {
// CHECK-NEXT: %4 = affine.load %arg1[%arg4] : memref<8xf64>
// CHECK-NEXT: affine.yield %4, %4, %4 : f64, f64, f64
// CHECK-NEXT: }
// CHECK-NEXT: %2:4 = affine.parallel (%arg4) = (0) to (8) reduce ("maxs", "maxu", "mins", "minu") -> (si32, ui16, si32, ui16) {
// CHECK-NEXT: %4 = affine.load %arg2[%arg4] : memref<8xsi32>
// CHECK-NEXT: %5 = affine.load %arg3[%arg4] : memref<8xui16>
// CHECK-NEXT: affine.yield %4, %5, %4, %5 : si32, ui16, si32, ui16
// CHECK-NEXT: } {some.attr = 1 : i64}
// CHECK-NEXT: %3 = affine.parallel (%arg4, %arg5) = (0, 0) to (4, 2) reduce ("assign") -> (i32) {
// CHECK-NEXT: %4 = affine.load %arg0[%arg4 + %arg5 * 4] : memref<8xi32>
// CHECK-NEXT: affine.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#2, %0#3, %1#0, %1#1, %1#2, %2#0, %2#1, %2#2, %2#3, %3 : i32, i32, i32, i32, f64, f64, f64, si32, ui16, si32, ui16, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map1 = affine_map<() -> (0)>
// GENERIC-NEXT: #map2 = affine_map<() -> (8)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1) -> (d0 + d1 * 4)>
// GENERIC-NEXT: #map4 = affine_map<() -> (0, 0)>
// GENERIC-NEXT: #map5 = affine_map<() -> (4, 2)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<8xi32>, memref<8xf64>, memref<8xsi32>, memref<8xui16>) -> (i32, i32, i32, i32, f64, f64, f64, si32, ui16, si32, ui16, i32), sym_name = "reductions"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<8xi32>, %arg1: memref<8xf64>, %arg2: memref<8xsi32>, %arg3: memref<8xui16>):
// GENERIC-NEXT: %0:4 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map1, reductions = [1, 13, 2, 14], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map2}> ({
// GENERIC-NEXT: ^bb0(%arg8: index):
// GENERIC-NEXT: %8 = "affine.load"(%arg0, %arg8) <{map = #map}> : (memref<8xi32>, index) -> i32
// GENERIC-NEXT: "affine.yield"(%8, %8, %8, %8) : (i32, i32, i32, i32) -> ()
// GENERIC-NEXT: }) : () -> (i32, i32, i32, i32)
// GENERIC-NEXT: %1:3 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map1, reductions = [12, 8, 3], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map2}> ({
// GENERIC-NEXT: ^bb0(%arg7: index):
// GENERIC-NEXT: %7 = "affine.load"(%arg1, %arg7) <{map = #map}> : (memref<8xf64>, index) -> f64
// GENERIC-NEXT: "affine.yield"(%7, %7, %7) : (f64, f64, f64) -> ()
// GENERIC-NEXT: }) : () -> (f64, f64, f64)
// GENERIC-NEXT: %2:4 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map1, reductions = [6, 7, 10, 11], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map2}> ({
// GENERIC-NEXT: ^bb0(%arg6: index):
// GENERIC-NEXT: %5 = "affine.load"(%arg2, %arg6) <{map = #map}> : (memref<8xsi32>, index) -> si32
// GENERIC-NEXT: %6 = "affine.load"(%arg3, %arg6) <{map = #map}> : (memref<8xui16>, index) -> ui16
// GENERIC-NEXT: "affine.yield"(%5, %6, %5, %6) : (si32, ui16, si32, ui16) -> ()
// GENERIC-NEXT: }) {some.attr = 1 : i64} : () -> (si32, ui16, si32, ui16)
// GENERIC-NEXT: %3 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map4, reductions = [3], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map5}> ({
// GENERIC-NEXT: ^bb0(%arg4: index, %arg5: index):
// GENERIC-NEXT: %4 = "affine.load"(%arg0, %arg4, %arg5) <{map = #map3}> : (memref<8xi32>, index, index) -> i32
// GENERIC-NEXT: "affine.yield"(%4) : (i32) -> ()
// GENERIC-NEXT: }) : () -> i32
// GENERIC-NEXT: "func.return"(%0#0, %0#1, %0#2, %0#3, %1#0, %1#1, %1#2, %2#0, %2#1, %2#2, %2#3, %3) : (i32, i32, i32, i32, f64, f64, f64, si32, ui16, si32, ui16, i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @reductions(%m: memref<8xi32>, %f: memref<8xf64>, %s: memref<8xsi32>, %u: memref<8xui16>) -> (i32, i32, i32, i32, f64, f64, f64, si32, ui16, si32, ui16, i32) {
  %a:4 = affine.parallel (%i) = (0) to (8) reduce ("addi", "muli", "andi", "ori") -> (i32, i32, i32, i32) {
    %v = affine.load %m[%i] : memref<8xi32>
    affine.yield %v, %v, %v, %v : i32, i32, i32, i32
  }
  %b:3 = affine.parallel (%i) = (0) to (8) reduce ("mulf", "minimumf", "assign") -> (f64, f64, f64) {
    %v = affine.load %f[%i] : memref<8xf64>
    affine.yield %v, %v, %v : f64, f64, f64
  }
  %c:4 = affine.parallel (%i) = (0) to (8) reduce ("maxs", "maxu", "mins", "minu") -> (si32, ui16, si32, ui16) {
    %v = affine.load %s[%i] : memref<8xsi32>
    %w = affine.load %u[%i] : memref<8xui16>
    affine.yield %v, %w, %v, %w : si32, ui16, si32, ui16
  } {some.attr = 1 : i64}
  %d = affine.parallel (%i, %j) = (0, 0) to (4, 2) reduce ("assign") -> i32 {
    %v = affine.load %m[%i + %j * 4] : memref<8xi32>
    affine.yield %v : i32
  }
  return %a#0, %a#1, %a#2, %a#3, %b#0, %b#1, %b#2, %c#0, %c#1, %c#2, %c#3, %d : i32, i32, i32, i32, f64, f64, f64, si32, ui16, si32, ui16, i32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @generic_in(%arg0: index, %arg1: index) {
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (max(%arg0, symbol(%arg1) + 1), 0) to (symbol(%arg0), 64) step (1, 5) {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0)[s0] -> (d0, s0 + 1, 0)>
// GENERIC-NEXT: #map1 = affine_map<()[s0] -> (s0, 64)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index) -> (), sym_name = "generic_in"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index):
// GENERIC-NEXT: "affine.parallel"(%arg0, %arg1, %arg0) <{lowerBoundsGroups = dense<[2, 1]> : tensor<2xi32>, lowerBoundsMap = #map, reductions = [], steps = [1, 5], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map1}> ({
// GENERIC-NEXT: ^bb0(%arg2: index, %arg3: index):
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
#lb = affine_map<(d0)[s0] -> (d0, s0 + 1)>
func.func @generic_in(%n: index, %k: index) {
  "affine.parallel"(%n, %k, %n) <{lowerBoundsGroups = dense<[2, 1]> : tensor<2xi32>, lowerBoundsMap = affine_map<(d0)[s0] -> (d0, s0 + 1, 0)>, reductions = [], steps = [1, 5], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = affine_map<()[s0] -> (s0, 64)>}> ({
  ^bb0(%i: index, %j: index):
    "affine.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
