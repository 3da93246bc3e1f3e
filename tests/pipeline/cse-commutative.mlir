// CSE treats the operands of commutative ops as a multiset, as MLIR 22's OperationEquivalence
// does (muli %a, %b == muli %b, %a; subi is not commutative). Checked against mlir-opt 22.
// RUN: bufjit opt %s --cse | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32) -> (index, index, index, index, f32, f32) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : index
// CHECK-NEXT: %2 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT: %3 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT: return %0, %0, %1, %2, %3, %3 : index, index, index, index, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%a: index, %b: index, %x: f32, %y: f32) -> (index, index, index, index, f32, f32) {
  %0 = arith.muli %a, %b : index
  %1 = arith.muli %b, %a : index
  %2 = arith.subi %a, %b : index
  %3 = arith.subi %b, %a : index
  %4 = arith.addf %x, %y : f32
  %5 = arith.addf %y, %x : f32
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, f32, f32
}
