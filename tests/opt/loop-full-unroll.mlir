// loop-full-unroll (bufjit's -O1+ stage, src/transforms/opt/unroll.rs): short innermost
// scf.for loops with constant bounds become one copy of the body per iteration.
// (bufjit-only pass: the expected text is bufjit's, and mlir-opt 22 parses and verifies it.)
// RUN: bufjit opt %s --loop-full-unroll | FileCheck %s
// RUN: bufjit opt %s -p 'builtin.module(func.func(loop-full-unroll))' | FileCheck %s
// RUN: bufjit opt %s --loop-full-unroll=max-trip-count=3 | FileCheck %s --check-prefix=SMALL

// A reduction over 4 elements: the iter_args value threads through the copies.
func.func @sum(%buf: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %buf[%j] : memref<4xi64>
    %s = arith.addi %acc, %v : i64
    scf.yield %s : i64
  }
  return %r : i64
}
// Six iterations from 1 by 3 (the last one, 16, below the bound 17).
func.func @init(%buf: memref<4xi64>, %x: i64) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c17 = arith.constant 17 : index
  scf.for %j = %c1 to %c17 step %c3 {
    %jj = arith.index_cast %j : index to i64
    %v = arith.addi %x, %jj : i64
    %k = arith.remui %j, %c3 : index
    memref.store %v, %buf[%k] : memref<4xi64>
  }
  return
}
// Nests: innermost loops first, then the loop around them when its copies' inner bounds
// become constants (a 2 x 3 nest, and a triangle whose inner bound is the outer variable).
func.func @nests(%buf: memref<4xi64>, %x: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.addi %i, %j : index
      memref.store %x, %buf[%k] : memref<4xi64>
    }
  }
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      memref.store %x, %buf[%j] : memref<4xi64>
    }
  }
  return
}
// Kept: dynamic bounds, 32 iterations, an outer loop around a loop with a dynamic bound, an
// alloca, a call.
func.func private @work(memref<4xi64>)
func.func @refused(%buf: memref<4xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %x = arith.constant 7 : i64
  scf.for %j = %c0 to %n step %c1 {
    memref.store %x, %buf[%c0] : memref<4xi64>
  }
  scf.for %j = %c0 to %c32 step %c1 {
    memref.store %x, %buf[%c1] : memref<4xi64>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %x, %buf[%j] : memref<4xi64>
    }
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %a = memref.alloca() : memref<4xi64>
    memref.store %x, %a[%i] : memref<4xi64>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %x, %buf[%i] : memref<4xi64>
    func.call @work(%buf) : (memref<4xi64>) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @sum(%arg0: memref<4xi64>) -> i64 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0_0] : memref<4xi64>
// CHECK-NEXT: %1 = arith.addi %c0_i64, %0 : i64
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %2 = memref.load %arg0[%c1_1] : memref<4xi64>
// CHECK-NEXT: %3 = arith.addi %1, %2 : i64
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %4 = memref.load %arg0[%c2] : memref<4xi64>
// CHECK-NEXT: %5 = arith.addi %3, %4 : i64
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %6 = memref.load %arg0[%c3] : memref<4xi64>
// CHECK-NEXT: %7 = arith.addi %5, %6 : i64
// CHECK-NEXT: return %7 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @init(%arg0: memref<4xi64>, %arg1: i64) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c17 = arith.constant 17 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.index_cast %c1_0 : index to i64
// CHECK-NEXT: %1 = arith.addi %arg1, %0 : i64
// CHECK-NEXT: %2 = arith.remui %c1_0, %c3 : index
// CHECK-NEXT: memref.store %1, %arg0[%2] : memref<4xi64>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %3 = arith.index_cast %c4 : index to i64
// CHECK-NEXT: %4 = arith.addi %arg1, %3 : i64
// CHECK-NEXT: %5 = arith.remui %c4, %c3 : index
// CHECK-NEXT: memref.store %4, %arg0[%5] : memref<4xi64>
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %6 = arith.index_cast %c7 : index to i64
// CHECK-NEXT: %7 = arith.addi %arg1, %6 : i64
// CHECK-NEXT: %8 = arith.remui %c7, %c3 : index
// CHECK-NEXT: memref.store %7, %arg0[%8] : memref<4xi64>
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %9 = arith.index_cast %c10 : index to i64
// CHECK-NEXT: %10 = arith.addi %arg1, %9 : i64
// CHECK-NEXT: %11 = arith.remui %c10, %c3 : index
// CHECK-NEXT: memref.store %10, %arg0[%11] : memref<4xi64>
// CHECK-NEXT: %c13 = arith.constant 13 : index
// CHECK-NEXT: %12 = arith.index_cast %c13 : index to i64
// CHECK-NEXT: %13 = arith.addi %arg1, %12 : i64
// CHECK-NEXT: %14 = arith.remui %c13, %c3 : index
// CHECK-NEXT: memref.store %13, %arg0[%14] : memref<4xi64>
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %15 = arith.index_cast %c16 : index to i64
// CHECK-NEXT: %16 = arith.addi %arg1, %15 : i64
// CHECK-NEXT: %17 = arith.remui %c16, %c3 : index
// CHECK-NEXT: memref.store %16, %arg0[%17] : memref<4xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nests(%arg0: memref<4xi64>, %arg1: i64) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.addi %c0_0, %c0_1 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%0] : memref<4xi64>
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %c0_0, %c1_2 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%1] : memref<4xi64>
// CHECK-NEXT: %c2_3 = arith.constant 2 : index
// CHECK-NEXT: %2 = arith.addi %c0_0, %c2_3 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%2] : memref<4xi64>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %3 = arith.addi %c1_4, %c0_5 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%3] : memref<4xi64>
// CHECK-NEXT: %c1_6 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.addi %c1_4, %c1_6 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%4] : memref<4xi64>
// CHECK-NEXT: %c2_7 = arith.constant 2 : index
// CHECK-NEXT: %5 = arith.addi %c1_4, %c2_7 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%5] : memref<4xi64>
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %c1_9 = arith.constant 1 : index
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c0_10] : memref<4xi64>
// CHECK-NEXT: %c2_11 = arith.constant 2 : index
// CHECK-NEXT: %c0_12 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c0_12] : memref<4xi64>
// CHECK-NEXT: %c1_13 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c1_13] : memref<4xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @work(memref<4xi64>)
// CHECK-NEXT: func.func @refused(%arg0: memref<4xi64>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: memref.store %c7_i64, %arg0[%c0] : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c32 step %c1 {
// CHECK-NEXT: memref.store %c7_i64, %arg0[%c1] : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: memref.store %c7_i64, %arg0[%arg3] : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi64>
// CHECK-NEXT: memref.store %c7_i64, %alloca[%arg2] : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: memref.store %c7_i64, %arg0[%arg2] : memref<4xi64>
// CHECK-NEXT: func.call @work(%arg0) : (memref<4xi64>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// SMALL-LABEL: func.func @sum(%arg0: memref<4xi64>) -> i64 {
// SMALL-NEXT: %c0 = arith.constant 0 : index
// SMALL-NEXT: %c1 = arith.constant 1 : index
// SMALL-NEXT: %c4 = arith.constant 4 : index
// SMALL-NEXT: %c0_i64 = arith.constant 0 : i64
// SMALL-NEXT: %0 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %c0_i64) -> (i64) {
// SMALL-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xi64>
// SMALL-NEXT: %2 = arith.addi %arg2, %1 : i64
// SMALL-NEXT: scf.yield %2 : i64
// SMALL-NEXT: }
// SMALL-NEXT: return %0 : i64
// SMALL-NEXT: }
