// --inline with no simplification pipeline (default-pipeline=''): the inlined code stays as
// the callee had it. Expected output: mlir-opt 22.
// RUN: bufjit opt %s --inline="default-pipeline=''" | FileCheck %s
// RUN: bufjit opt %s --pass-pipeline="builtin.module(inline{default-pipeline=})" | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func private @ext(i32) -> i32
// CHECK-NEXT:   func.func @pub(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.addi %c1_i32, %c2_i32 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %1 = arith.addi %c1_i32, %c2_i32 : i32
// CHECK-NEXT:     %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:     %3 = call @ext(%2) : (i32) -> i32
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func private @ext(i32) -> i32
func.func @pub(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %r = arith.addi %a, %s : i32
  return %r : i32
}
func.func private @callee(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  return %c : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @callee(%x, %x) : (i32, i32) -> i32
  %1 = call @pub(%0) : (i32) -> i32
  %2 = call @ext(%1) : (i32) -> i32
  return %2 : i32
}
