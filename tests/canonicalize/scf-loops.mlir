// scf.while's own patterns (WhileConditionTruth, WhileCmpCond) and the generic region-branch
// patterns on while/for: loop-invariant and duplicated values, for loops with 0 or 1 trips.
// Checked against mlir-opt 22.
// RUN: bufjit opt %s --canonicalize | FileCheck %s
// RUN: bufjit opt %s --canonicalize | bufjit opt --canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @truth(%arg0: index, %arg1: memref<4xi1>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg2 = %c0) : (index) -> index {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : index
// CHECK-NEXT: scf.condition(%1) %arg2 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: memref.store %true, %arg1[%arg2] : memref<4xi1>
// CHECK-NEXT: memref.store %true, %arg1[%arg2] : memref<4xi1>
// CHECK-NEXT: %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @invariant(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.while (%arg2 = %c0) : (index) -> index {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : index
// CHECK-NEXT: scf.condition(%1) %arg2 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dup(%arg0: index) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.while (%arg1 = %c0) : (index) -> index {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : index
// CHECK-NEXT: scf.condition(%1) %arg1 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: index):
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @for_invariant(%arg0: index, %arg1: index, %arg2: memref<4xindex>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: memref.store %arg1, %arg2[%arg3] : memref<4xindex>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %1 = arith.addi %arg1, %0 : index
// CHECK-NEXT: %2 = arith.addi %1, %arg1 : index
// CHECK-NEXT: return %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @truth(%n: index, %m: memref<4xi1>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %k = %n) : (index, index) -> (index, i1) {
    %c = arith.cmpi slt, %i, %k : index
    scf.condition(%c) %i, %c : index, i1
  } do {
  ^bb0(%j: index, %cc: i1):
    memref.store %cc, %m[%j] : memref<4xi1>
    %c2 = arith.cmpi slt, %j, %n : index
    memref.store %c2, %m[%j] : memref<4xi1>
    %nx = arith.addi %j, %c1 : index
    scf.yield %nx, %n : index, index
  }
  return %r#0 : index
}
func.func @invariant(%n: index, %x: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %k = %x) : (index, index) -> (index, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %k : index, index
  } do {
  ^bb0(%j: index, %kk: index):
    %nx = arith.addi %j, %c1 : index
    scf.yield %nx, %x : index, index
  }
  return %r#0, %r#1 : index, index
}
func.func @dup(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0) : (index) -> (index, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %i : index, index
  } do {
  ^bb0(%j: index, %j2: index):
    %nx = arith.addi %j, %j2 : index
    scf.yield %nx : index
  }
  return %r#0, %r#1 : index, index
}
func.func @for_invariant(%n: index, %x: index, %m: memref<4xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (index) {
    memref.store %a, %m[%i] : memref<4xindex>
    scf.yield %x : index
  }
  %c2 = arith.constant 2 : index
  %s = scf.for %i = %c1 to %c2 step %c1 iter_args(%a = %x) -> (index) {
    %y = arith.addi %a, %i : index
    scf.yield %y : index
  }
  %t = scf.for %i = %c2 to %c1 step %c1 iter_args(%a = %x) -> (index) {
    %y = arith.addi %a, %i : index
    scf.yield %y : index
  }
  %u = arith.addi %r, %s : index
  %v = arith.addi %u, %t : index
  return %v : index
}
