// cse: pure ops deduplicated along dominance, loads only within a block without writes between.
// RUN: bufjit opt %s --cse | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @cse(%arg0: i1, %arg1: memref<4xindex>, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.addi %arg2, %c0 : index
// CHECK-NEXT: %1 = memref.load %arg1[%c0] : memref<4xindex>
// CHECK-NEXT: memref.store %arg2, %arg1[%c0] : memref<4xindex>
// CHECK-NEXT: %2 = memref.load %arg1[%c0] : memref<4xindex>
// CHECK-NEXT: %3 = scf.if %arg0 -> (index) {
// CHECK-NEXT: scf.yield %0 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.addi %1, %1 : index
// CHECK-NEXT: %5 = arith.addi %4, %2 : index
// CHECK-NEXT: return %0, %0, %3, %5 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @cse(%c: i1, %m: memref<4xindex>, %v: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c0_0 = arith.constant 0 : index
  %a = arith.addi %v, %c0 : index
  %b = arith.addi %v, %c0_0 : index
  %l0 = memref.load %m[%c0] : memref<4xindex>
  %l1 = memref.load %m[%c0] : memref<4xindex>
  memref.store %v, %m[%c0] : memref<4xindex>
  %l2 = memref.load %m[%c0] : memref<4xindex>
  %r = scf.if %c -> (index) {
    %inner = arith.addi %v, %c0 : index
    scf.yield %inner : index
  } else {
    scf.yield %a : index
  }
  %s0 = arith.addi %l0, %l1 : index
  %s1 = arith.addi %s0, %l2 : index
  return %a, %b, %r, %s1 : index, index, index, index
}
