// MLIR 22's arith canonicalization patterns: constant reassociation of addi/subi/muli (with
// merged overflow flags), multiplication by -1, index_cast chains, extensions of and/or and
// of cmpi operands, trunci of extensions, select to extui, xori of cmpi. Checked against
// mlir-opt 22.
// RUN: bufjit opt %s --canonicalize | FileCheck %s
// Fixed point: a second run changes nothing.
// RUN: bufjit opt %s --canonicalize | bufjit opt --canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @reassociate(%arg0: index) -> (index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c15 = arith.constant 15 : index
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c8 : index
// CHECK-NEXT: %1 = arith.addi %arg0, %c2 : index
// CHECK-NEXT: %2 = arith.subi %c8, %arg0 : index
// CHECK-NEXT: %3 = arith.addi %arg0, %c-2 : index
// CHECK-NEXT: %4 = arith.subi %c2, %arg0 : index
// CHECK-NEXT: %5 = arith.subi %arg0, %c8 : index
// CHECK-NEXT: %6 = arith.subi %c-2, %arg0 : index
// CHECK-NEXT: %7 = arith.subi %c8, %arg0 : index
// CHECK-NEXT: %8 = arith.addi %arg0, %c2 : index
// CHECK-NEXT: %9 = arith.muli %arg0, %c15 overflow<nsw> : index
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @negation(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.subi %c0_i32, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @casts(%arg0: index, %arg1: i32, %arg2: i8, %arg3: i8) -> (index, index, index, i32, i32, i1, i1, i16, i16) {
// CHECK-NEXT: %0 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT: %1 = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT: %2 = arith.andi %arg2, %arg3 : i8
// CHECK-NEXT: %3 = arith.extui %2 : i8 to i32
// CHECK-NEXT: %4 = arith.ori %arg2, %arg3 : i8
// CHECK-NEXT: %5 = arith.extui %4 : i8 to i32
// CHECK-NEXT: %6 = arith.cmpi eq, %arg2, %arg3 : i8
// CHECK-NEXT: %7 = arith.cmpi ne, %arg2, %arg3 : i8
// CHECK-NEXT: %8 = arith.extsi %arg2 : i8 to i16
// CHECK-NEXT: %9 = arith.extui %arg2 : i8 to i16
// CHECK-NEXT: return %arg0, %0, %1, %3, %5, %6, %7, %8, %9 : index, index, index, i32, i32, i1, i1, i16, i16
// CHECK-NEXT: }
// CHECK-NEXT: func.func @select(%arg0: i1, %arg1: index, %arg2: index) -> (i32, i64, i1, index) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %2 = arith.extui %1 : i1 to i64
// CHECK-NEXT: %3 = arith.cmpi uge, %arg1, %arg2 : index
// CHECK-NEXT: %4 = arith.select %arg0, %c1, %c0 : index
// CHECK-NEXT: return %0, %2, %3, %4 : i32, i64, i1, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @reassociate(%x: index) -> (index, index, index, index, index, index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = arith.addi %x, %c3 : index
  %0 = arith.addi %a, %c5 : index
  %s = arith.subi %x, %c3 : index
  %1 = arith.addi %s, %c5 : index
  %t = arith.subi %c3, %x : index
  %2 = arith.addi %t, %c5 : index
  %3 = arith.subi %a, %c5 : index
  %4 = arith.subi %c5, %a : index
  %5 = arith.subi %s, %c5 : index
  %6 = arith.subi %t, %c5 : index
  %7 = arith.subi %c5, %s : index
  %8 = arith.subi %c5, %t : index
  %m = arith.muli %x, %c3 overflow<nsw, nuw> : index
  %9 = arith.muli %m, %c5 overflow<nsw> : index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

func.func @negation(%x: i32, %y: i32) -> (i32, i32, i32) {
  %m1 = arith.constant -1 : i32
  %n = arith.muli %y, %m1 : i32
  %0 = arith.addi %x, %n : i32
  %1 = arith.addi %n, %x : i32
  %d = arith.subi %x, %y : i32
  %2 = arith.subi %d, %x : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @casts(%x: index, %y: i32, %b: i8, %c: i8) -> (index, index, index, i32, i32, i1, i1, i16, i16) {
  %0 = arith.index_cast %x : index to i32
  %1 = arith.index_cast %0 : i32 to index
  %e = arith.extsi %y : i32 to i64
  %2 = arith.index_cast %e : i64 to index
  %u = arith.extui %y : i32 to i64
  %3 = arith.index_castui %u : i64 to index
  %eb = arith.extui %b : i8 to i32
  %ec = arith.extui %c : i8 to i32
  %4 = arith.andi %eb, %ec : i32
  %5 = arith.ori %eb, %ec : i32
  %sb = arith.extsi %b : i8 to i32
  %sc = arith.extsi %c : i8 to i32
  %6 = arith.cmpi eq, %sb, %sc : i32
  %7 = arith.cmpi ne, %eb, %ec : i32
  %w = arith.extsi %b : i8 to i64
  %8 = arith.trunci %w : i64 to i16
  %v = arith.extui %b : i8 to i16
  return %1, %2, %3, %4, %5, %6, %7, %8, %v : index, index, index, i32, i32, i1, i1, i16, i16
}

func.func @select(%c: i1, %x: index, %y: index) -> (i32, i64, i1, index) {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %0 = arith.select %c, %one, %zero : i32
  %one64 = arith.constant 1 : i64
  %zero64 = arith.constant 0 : i64
  %1 = arith.select %c, %zero64, %one64 : i64
  %true = arith.constant true
  %cmp = arith.cmpi ult, %x, %y : index
  %2 = arith.xori %cmp, %true : i1
  %i1 = arith.constant 1 : index
  %i0 = arith.constant 0 : index
  %3 = arith.select %c, %i1, %i0 : index
  return %0, %1, %2, %3 : i32, i64, i1, index
}
