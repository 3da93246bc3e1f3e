// Constant folding and operand folds of the integer arith ops (MLIR 22's `fold` hooks):
// division and remainder (declined on division by zero and signed overflow), shifts (declined
// when over-wide), min/max with their extreme values, casts, cmpi of every predicate
// (signed predicates read i1 true as -1), and the i1 forms of cmpi. Checked against mlir-opt 22.
// RUN: bufjit opt %s --canonicalize | FileCheck %s
// Fixed point: a second run changes nothing.
// RUN: bufjit opt %s --canonicalize | bufjit opt --canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @div_rem() -> (index, index, index, index, i32, i32, i32, i32, i8, i8, i8, i8) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2147483645_i32 = arith.constant 2147483645 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.remui %c7, %c0 : index
// CHECK-NEXT: %1 = arith.divsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT: %2 = arith.floordivsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT: %3 = arith.ceildivsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT: return %c3, %c-3, %c-1, %0, %c-3_i32, %c-4_i32, %c2147483645_i32, %c1_i32, %1, %2, %3, %c0_i8 : index, index, index, index, i32, i32, i32, i32, i8, i8, i8, i8
// CHECK-NEXT: }
// CHECK-NEXT: func.func @identities(%arg0: index, %arg1: index, %arg2: i32) -> (index, index, index, index, index, index, index, i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %arg0, %arg0, %c0, %arg0, %arg0, %arg1, %arg0, %c2147483647_i32, %arg2, %c0_i32, %arg2 : index, index, index, index, index, index, index, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shifts() -> (i8, i8, i8, i8, i8) {
// CHECK-NEXT: %c-16_i8 = arith.constant -16 : i8
// CHECK-NEXT: %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: %c-64_i8 = arith.constant -64 : i8
// CHECK-NEXT: %c-4_i8 = arith.constant -4 : i8
// CHECK-NEXT: %c60_i8 = arith.constant 60 : i8
// CHECK-NEXT: %0 = arith.shli %c-16_i8, %c8_i8 : i8
// CHECK-NEXT: %1 = arith.shrui %c2_i8, %c-16_i8 : i8
// CHECK-NEXT: return %c-64_i8, %c-4_i8, %c60_i8, %0, %1 : i8, i8, i8, i8, i8
// CHECK-NEXT: }
// CHECK-NEXT: func.func @casts(%arg0: i32, %arg1: i16) -> (index, i32, i64, i64, i8, i64, i32, index, i32, i16) {
// CHECK-NEXT: %c4294967293 = arith.constant 4294967293 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: %c4294967293_i64 = arith.constant 4294967293 : i64
// CHECK-NEXT: %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT: %0 = arith.extsi %arg1 : i16 to i64
// CHECK-NEXT: return %c-3, %c3_i32, %c-3_i64, %c4294967293_i64, %c-3_i8, %0, %arg0, %c4294967293, %arg0, %arg1 : index, i32, i64, i64, i8, i64, i32, index, i32, i16
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cmpi(%arg0: i1, %arg1: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.cmpi slt, %arg1, %c3 : index
// CHECK-NEXT: return %false, %true, %false, %false, %true, %true, %true, %true, %false, %false, %true, %arg0, %arg0, %0 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @div_rem() -> (index, index, index, index, i32, i32, i32, i32, i8, i8, i8, i8) {
  %c7 = arith.constant 7 : index
  %c2 = arith.constant 2 : index
  %cm7 = arith.constant -7 : index
  %c0 = arith.constant 0 : index
  %0 = arith.divui %c7, %c2 : index
  %1 = arith.divsi %cm7, %c2 : index
  %2 = arith.remsi %cm7, %c2 : index
  %3 = arith.remui %c7, %c0 : index
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %4 = arith.ceildivsi %a, %b : i32
  %5 = arith.floordivsi %a, %b : i32
  %6 = arith.ceildivui %a, %b : i32
  %7 = arith.remui %a, %b : i32
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %8 = arith.divsi %min, %m1 : i8
  %9 = arith.floordivsi %min, %m1 : i8
  %10 = arith.ceildivsi %min, %m1 : i8
  %11 = arith.remsi %min, %m1 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : index, index, index, index, i32, i32, i32, i32, i8, i8, i8, i8
}

func.func @identities(%x: index, %y: index, %i: i32) -> (index, index, index, index, index, index, index, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %0 = arith.divui %x, %c1 : index
  %1 = arith.ceildivsi %x, %c1 : index
  %2 = arith.remsi %x, %c1 : index
  %3 = arith.shli %x, %c0 : index
  %s = arith.subi %x, %y : index
  %4 = arith.addi %s, %y : index
  %a = arith.addi %x, %y : index
  %5 = arith.subi %a, %x : index
  %m = arith.muli %x, %y overflow<nuw> : index
  %6 = arith.divui %m, %y : index
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %z = arith.constant 0 : i32
  %7 = arith.maxsi %i, %max : i32
  %8 = arith.maxsi %i, %min : i32
  %9 = arith.minui %i, %z : i32
  %10 = arith.maxui %i, %i : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : index, index, index, index, index, index, index, i32, i32, i32, i32
}

func.func @shifts() -> (i8, i8, i8, i8, i8) {
  %c = arith.constant -16 : i8
  %s2 = arith.constant 2 : i8
  %s8 = arith.constant 8 : i8
  %0 = arith.shli %c, %s2 : i8
  %1 = arith.shrsi %c, %s2 : i8
  %2 = arith.shrui %c, %s2 : i8
  %3 = arith.shli %c, %s8 : i8
  %4 = arith.shrui %s2, %c : i8
  return %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
}

func.func @casts(%x: i32, %y: i16) -> (index, i32, i64, i64, i8, i64, i32, index, i32, i16) {
  %c = arith.constant -3 : i32
  %0 = arith.index_cast %c : i32 to index
  %big = arith.constant 4294967299 : index
  %1 = arith.index_cast %big : index to i32
  %2 = arith.extsi %c : i32 to i64
  %3 = arith.extui %c : i32 to i64
  %4 = arith.trunci %c : i32 to i8
  %e = arith.extsi %y : i16 to i32
  %5 = arith.extsi %e : i32 to i64
  %w = arith.extui %x : i32 to i64
  %6 = arith.trunci %w : i64 to i32
  %7 = arith.index_castui %c : i32 to index
  %t = arith.trunci %w : i64 to i32
  %t16 = arith.trunci %x : i32 to i16
  %9 = arith.trunci %5 : i64 to i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %t, %9 : index, i32, i64, i64, i8, i64, i32, index, i32, i16
}

func.func @cmpi(%b: i1, %x: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c3 = arith.constant 3 : index
  %cm1 = arith.constant -1 : index
  %0 = arith.cmpi eq, %c3, %cm1 : index
  %1 = arith.cmpi ne, %c3, %cm1 : index
  %2 = arith.cmpi slt, %c3, %cm1 : index
  %3 = arith.cmpi sle, %c3, %cm1 : index
  %4 = arith.cmpi sgt, %c3, %cm1 : index
  %5 = arith.cmpi sge, %c3, %cm1 : index
  %6 = arith.cmpi ult, %c3, %cm1 : index
  %7 = arith.cmpi ule, %c3, %cm1 : index
  %8 = arith.cmpi ugt, %c3, %cm1 : index
  %9 = arith.cmpi uge, %c3, %cm1 : index
  %true = arith.constant true
  %false = arith.constant false
  %10 = arith.cmpi slt, %true, %false : i1
  %e = arith.extui %b : i1 to i32
  %z = arith.constant 0 : i32
  %11 = arith.cmpi ne, %e, %z : i32
  %12 = arith.cmpi eq, %b, %true : i1
  %13 = arith.cmpi sgt, %c3, %x : index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
