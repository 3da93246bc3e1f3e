// Round-trip of vector.scan (expected text from mlir-opt 22): custom form with its properties in
// the attribute dictionary, result names %dest/%accumulated_value, 0-D initial values, and the
// generic form; a kind in the attribute dictionary replaces the one written first.
// RUN: bufjit opt %s | FileCheck %s
// RUN: bufjit opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @scan(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2x3xi32>, %d: vector<2xi32>, %e: vector<4xindex>, %f: vector<index>) -> vector<2x3xf32> {
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xf32>, vector<3xf32>
  %1:2 = vector.scan <maxsi>, %c, %d {reduction_dim = 1 : i64, inclusive = false} : vector<2x3xi32>, vector<2xi32>
  %2:2 = vector.scan <minui>, %e, %f {inclusive = true, reduction_dim = 0, note = "x"} : vector<4xindex>, vector<index>
  %3:2 = "vector.scan"(%a, %b) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> {tag} : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
  %4:2 = "vector.scan"(%a, %b) {inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0} : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
  %5:2 = vector.scan <add>, %a, %b {kind = #vector.kind<mul>, inclusive = true, reduction_dim = 0} : vector<2x3xf32>, vector<3xf32>
  return %3#0 : vector<2x3xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @scan(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xi32>, %arg3: vector<2xi32>, %arg4: vector<4xindex>, %arg5: vector<index>) -> vector<2x3xf32> {
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg0, %arg1 {inclusive = true, reduction_dim = 0 : i64} : vector<2x3xf32>, vector<3xf32>
// CHECK-NEXT: %dest_0, %accumulated_value_1 = vector.scan <maxsi>, %arg2, %arg3 {inclusive = false, reduction_dim = 1 : i64} : vector<2x3xi32>, vector<2xi32>
// CHECK-NEXT: %dest_2, %accumulated_value_3 = vector.scan <minui>, %arg4, %arg5 {inclusive = true, note = "x", reduction_dim = 0 : i64} : vector<4xindex>, vector<index>
// CHECK-NEXT: %dest_4, %accumulated_value_5 = vector.scan <minimumf>, %arg0, %arg1 {inclusive = false, reduction_dim = 0 : i64, tag} : vector<2x3xf32>, vector<3xf32>
// CHECK-NEXT: %dest_6, %accumulated_value_7 = vector.scan <mul>, %arg0, %arg1 {inclusive = true, reduction_dim = 0 : i64} : vector<2x3xf32>, vector<3xf32>
// CHECK-NEXT: %dest_8, %accumulated_value_9 = vector.scan <mul>, %arg0, %arg1 {inclusive = true, reduction_dim = 0 : i64} : vector<2x3xf32>, vector<3xf32>
// CHECK-NEXT: return %dest_4 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (vector<2x3xf32>, vector<3xf32>, vector<2x3xi32>, vector<2xi32>, vector<4xindex>, vector<index>) -> vector<2x3xf32>, sym_name = "scan"}> ({
// GENERIC-NEXT: ^bb0(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xi32>, %arg3: vector<2xi32>, %arg4: vector<4xindex>, %arg5: vector<index>):
// GENERIC-NEXT: %0:2 = "vector.scan"(%arg0, %arg1) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
// GENERIC-NEXT: %1:2 = "vector.scan"(%arg2, %arg3) <{inclusive = false, kind = #vector.kind<maxsi>, reduction_dim = 1 : i64}> : (vector<2x3xi32>, vector<2xi32>) -> (vector<2x3xi32>, vector<2xi32>)
// GENERIC-NEXT: %2:2 = "vector.scan"(%arg4, %arg5) <{inclusive = true, kind = #vector.kind<minui>, reduction_dim = 0 : i64}> {note = "x"} : (vector<4xindex>, vector<index>) -> (vector<4xindex>, vector<index>)
// GENERIC-NEXT: %3:2 = "vector.scan"(%arg0, %arg1) <{inclusive = false, kind = #vector.kind<minimumf>, reduction_dim = 0 : i64}> {tag} : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
// GENERIC-NEXT: %4:2 = "vector.scan"(%arg0, %arg1) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
// GENERIC-NEXT: %5:2 = "vector.scan"(%arg0, %arg1) <{inclusive = true, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>)
// GENERIC-NEXT: "func.return"(%3#0) : (vector<2x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
