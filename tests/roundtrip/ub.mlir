// Round trip of ub.poison (custom and generic form). Expected text from mlir-opt 22.
// RUN: bufjit opt %s | FileCheck %s
// RUN: bufjit opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: module {
// CHECK-NEXT:   func.func @f() -> (i32, index, f32, vector<4xf32>, i1) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison : index
// CHECK-NEXT:     %2 = ub.poison : f32
// CHECK-NEXT:     %3 = ub.poison : vector<4xf32>
// CHECK-NEXT:     %4 = ub.poison : i1
// CHECK-NEXT:     %5 = arith.addi %0, %0 : i32
// CHECK-NEXT:     return %5, %1, %2, %3, %4 : i32, index, f32, vector<4xf32>, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC: %1 = "ub.poison"() <{value = #ub.poison}> : () -> index
// GENERIC: %2 = "ub.poison"() <{value = #ub.poison}> : () -> f32
// GENERIC: %3 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xf32>
// GENERIC: %4 = "ub.poison"() <{value = #ub.poison}> : () -> i1

func.func @f() -> (i32, index, f32, vector<4xf32>, i1) {
  %0 = ub.poison : i32
  %1 = ub.poison : index
  %2 = ub.poison : f32
  %3 = ub.poison : vector<4xf32>
  %4 = ub.poison : i1
  %5 = arith.addi %0, %0 : i32
  return %5, %1, %2, %3, %4 : i32, index, f32, vector<4xf32>, i1
}
