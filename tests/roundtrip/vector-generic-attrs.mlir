// Generic-form input that writes inherent attributes in the discardable dictionary (as older
// MLIR printed them): they become properties, and defaulted ones (`kind`) print in the
// custom form as mlir-opt 22 prints them.
// RUN: bufjit opt %s | FileCheck %s
// RUN: bufjit opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: vector<2x4xf32>, %arg1: memref<8xf32>, %arg2: index, %arg3: f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[0, 1] : f32 from vector<2x4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%arg2], %arg3 : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.reduction <add>, %1 : vector<4xf32> into f32
// CHECK-NEXT: vector.print %2 : f32
// CHECK-NEXT: %3 = vector.outerproduct %1, %1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %4 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %1, %1, %arg3 : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: vector<4xf32>, %arg1: vector<4x4xf32>) -> vector<4x4xf32> {
// CHECK-NEXT: %0 = vector.outerproduct %arg0, %arg0, %arg1 {foo = 1 : i32, kind = #vector.kind<add>} : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> ()>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (vector<2x4xf32>, memref<8xf32>, index, f32) -> (), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg2: vector<2x4xf32>, %arg3: memref<8xf32>, %arg4: index, %arg5: f32):
// GENERIC-NEXT: %1 = "vector.extract"(%arg2) <{static_position = array<i64: 0, 1>}> : (vector<2x4xf32>) -> f32
// GENERIC-NEXT: %2 = "vector.transfer_read"(%arg3, %arg4, %arg5) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<8xf32>, index, f32) -> vector<4xf32>
// GENERIC-NEXT: %3 = "vector.reduction"(%2) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT: "vector.print"(%3) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
// GENERIC-NEXT: %4 = "vector.outerproduct"(%2, %2) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> vector<4x4xf32>
// GENERIC-NEXT: %5 = "vector.contract"(%2, %2, %arg5) <{indexing_maps = [#map, #map, #map1], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (vector<4xf32>, vector<4x4xf32>) -> vector<4x4xf32>, sym_name = "g"}> ({
// GENERIC-NEXT: ^bb0(%arg0: vector<4xf32>, %arg1: vector<4x4xf32>):
// GENERIC-NEXT: %0 = "vector.outerproduct"(%arg0, %arg0, %arg1) <{kind = #vector.kind<add>}> {foo = 1 : i32} : (vector<4xf32>, vector<4xf32>, vector<4x4xf32>) -> vector<4x4xf32>
// GENERIC-NEXT: "func.return"(%0) : (vector<4x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @f(%v: vector<2x4xf32>, %m: memref<8xf32>, %i: index, %p: f32) {
  %0 = "vector.extract"(%v) {static_position = array<i64: 0, 1>} : (vector<2x4xf32>) -> f32
  %1 = "vector.transfer_read"(%m, %i, %p) {in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>} : (memref<8xf32>, index, f32) -> vector<4xf32>
  %2 = "vector.reduction"(%1) {kind = #vector.kind<add>} : (vector<4xf32>) -> f32
  "vector.print"(%2) : (f32) -> ()
  %3 = "vector.outerproduct"(%1, %1) : (vector<4xf32>, vector<4xf32>) -> vector<4x4xf32>
  %4 = "vector.contract"(%1, %1, %p) {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = [#vector.iterator_type<reduction>]} : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return
}
func.func @g(%a: vector<4xf32>, %c: vector<4x4xf32>) -> vector<4x4xf32> {
  %0 = "vector.outerproduct"(%a, %a, %c) {foo = 1 : i32} : (vector<4xf32>, vector<4xf32>, vector<4x4xf32>) -> vector<4x4xf32>
  return %0 : vector<4x4xf32>
}
