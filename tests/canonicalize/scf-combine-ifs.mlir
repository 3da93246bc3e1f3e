// scf.if CombineIfs (same and negated conditions, results of the first if used in the
// second) and CombineNestedIfs (with a result forwarded from the inner if and one turned into
// a select). Checked against mlir-opt 22.
// RUN: bufjit opt %s --canonicalize | FileCheck %s
// Fixed point: a second run changes nothing.
// RUN: bufjit opt %s --canonicalize | bufjit opt --canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @combine(%arg0: i1, %arg1: index, %arg2: index, %arg3: memref<4xindex>) -> index {
// CHECK-NEXT: %0 = scf.if %arg0 -> (index) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : index
// CHECK-NEXT: memref.store %1, %arg3[%arg1] : memref<4xindex>
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg2, %arg3[%arg2] : memref<4xindex>
// CHECK-NEXT: scf.yield %arg2 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @negated(%arg0: i1, %arg1: index, %arg2: memref<4xindex>) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg2[%arg1] : memref<4xindex>
// CHECK-NEXT: memref.store %arg1, %arg2[%arg1] : memref<4xindex>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg1, %arg2[%arg1] : memref<4xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested(%arg0: i1, %arg1: i1, %arg2: index, %arg3: index, %arg4: memref<4xindex>) -> (index, index) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg3 : index
// CHECK-NEXT: %2 = arith.select %0, %arg2, %arg3 : index
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.store %arg2, %arg4[%arg2] : memref<4xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return %2, %1 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested_plain(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<4xindex>) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.store %arg2, %arg3[%arg2] : memref<4xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @combine(%c: i1, %a: index, %b: index, %m: memref<4xindex>) -> index {
  %r = scf.if %c -> (index) {
    %x = arith.addi %a, %b : index
    scf.yield %x : index
  } else {
    scf.yield %b : index
  }
  scf.if %c {
    memref.store %r, %m[%a] : memref<4xindex>
  } else {
    memref.store %r, %m[%b] : memref<4xindex>
  }
  return %r : index
}
func.func @negated(%c: i1, %a: index, %m: memref<4xindex>) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    memref.store %a, %m[%a] : memref<4xindex>
  }
  scf.if %n {
    memref.store %a, %m[%a] : memref<4xindex>
  } else {
    memref.store %a, %m[%a] : memref<4xindex>
  }
  return
}
func.func @nested(%a: i1, %b: i1, %x: index, %y: index, %m: memref<4xindex>) -> (index, index) {
  %r:2 = scf.if %a -> (index, index) {
    %s = scf.if %b -> (index) {
      memref.store %x, %m[%x] : memref<4xindex>
      scf.yield %x : index
    } else {
      scf.yield %y : index
    }
    scf.yield %s, %x : index, index
  } else {
    scf.yield %y, %y : index, index
  }
  return %r#0, %r#1 : index, index
}
func.func @nested_plain(%a: i1, %b: i1, %x: index, %m: memref<4xindex>) {
  scf.if %a {
    scf.if %b {
      memref.store %x, %m[%x] : memref<4xindex>
    }
  }
  return
}
