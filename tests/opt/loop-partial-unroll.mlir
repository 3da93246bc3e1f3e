// loop-partial-unroll (bufjit's -O1+ stage, src/transforms/opt/partial_unroll.rs): small
// innermost scf.for loops the vectoriser does not take run 4 iterations per trip of a main
// loop (copies at %iv + K), then the rest: the original loop with dynamic bounds, straight-line
// copies with constant ones.
// (bufjit-only pass: the expected text is bufjit's, and mlir-opt 22 parses and verifies it.)
// RUN: bufjit opt %s --loop-partial-unroll | FileCheck %s
// RUN: bufjit opt %s -p 'builtin.module(func.func(loop-partial-unroll))' | FileCheck %s
// RUN: bufjit opt %s --loop-partial-unroll=factor=2 | FileCheck %s --check-prefix=TWO
// RUN: bufjit opt %s --loop-partial-unroll=max-ops=8 | FileCheck %s --check-prefix=BUDGET
// RUN: not bufjit opt %s --loop-partial-unroll=factor=four 2>&1 | FileCheck %s --check-prefix=BAD

// An in-order f64 reduction with a dynamic trip count (the vectoriser refuses floating-point
// reductions): the main loop covers the largest multiple of 4 iterations, the original loop
// the rest.
func.func @dynamic(%a: memref<?xf64>, %lb: index, %n: index) -> f64 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %lb to %n step %c1 iter_args(%s = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %t = arith.addf %s, %x : f64
    scf.yield %t : f64
  }
  return %r : f64
}
// A dot product over 130 iterations with a strided operand (a remainder of 2, unrolled).
func.func @dot130(%a: memref<8x130xf64>, %b: memref<130x8xf64>, %i: index, %j: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c130 = arith.constant 130 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %k = %c0 to %c130 step %c1 iter_args(%s = %z) -> (f64) {
    %x = memref.load %a[%i, %k] : memref<8x130xf64>
    %y = memref.load %b[%k, %j] : memref<130x8xf64>
    %p = arith.mulf %x, %y : f64
    %t = arith.addf %s, %p : f64
    scf.yield %t : f64
  }
  return %r : f64
}
// 24 iterations from 2 by 3 (no remainder): a recurrence through memory, no iter_args.
func.func @nothing_left(%a: memref<80xi32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c74 = arith.constant 74 : index
  scf.for %i = %c2 to %c74 step %c3 {
    %j = arith.subi %i, %c2 : index
    %x = memref.load %a[%j] : memref<80xi32>
    memref.store %x, %a[%i] : memref<80xi32>
  }
  return
}
// 19 iterations: a remainder of 3 (the factor minus one); two accumulators.
func.func @three_left(%a: memref<19xf32>) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c19 = arith.constant 19 : index
  %z = arith.constant 0.0 : f32
  %n = arith.constant 0 : i32
  %r:2 = scf.for %i = %c0 to %c19 step %c1 iter_args(%s = %z, %m = %n) -> (f32, i32) {
    %x = memref.load %a[%i] : memref<19xf32>
    %t = arith.addf %s, %x : f32
    %u = arith.fptosi %x : f32 to i32
    %v = arith.maxsi %m, %u : i32
    scf.yield %t, %v : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}
// An i32 induction variable stepping by 5.
func.func @narrow(%a: memref<?xi64>, %lb: i32, %ub: i32) -> i64 {
  %c5 = arith.constant 5 : i32
  %z = arith.constant 0 : i64
  %r = scf.for %i = %lb to %ub step %c5 iter_args(%s = %z) -> (i64) : i32 {
    %ix = arith.index_cast %i : i32 to index
    %x = memref.load %a[%ix] : memref<?xi64>
    %t = arith.muli %s, %x : i64
    scf.yield %t : i64
  }
  return %r : i64
}
// Kept: the vectoriser takes it; a call; an allocation; a free; a nested region; an outer
// loop (its inner loop is unrolled); a memref iter_arg; a dynamic step; unsigned comparison;
// 3 iterations (fewer than two trips of the main loop even at factor 2).
func.func private @work(f64)
func.func @refused(%a: memref<?xf64>, %n: index, %s: index, %f: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c40 = arith.constant 40 : index
  %b = memref.alloc(%n) : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.mulf %x, %x : f64
    memref.store %y, %b[%i] : memref<?xf64>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf64>
    func.call @work(%x) : (f64) -> ()
  }
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloca() : memref<f64>
    %x = memref.load %a[%i] : memref<?xf64>
    memref.store %x, %t[] : memref<f64>
  }
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<f64>
    memref.dealloc %t : memref<f64>
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.if %f {
      %x = memref.load %a[%i] : memref<?xf64>
      memref.store %x, %a[%c0] : memref<?xf64>
    }
  }
  scf.for %i = %c0 to %c40 step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %a[%j] : memref<?xf64>
      memref.store %x, %a[%i] : memref<?xf64>
    }
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%m = %a) -> (memref<?xf64>) {
    %x = memref.load %a[%i] : memref<?xf64>
    memref.store %x, %m[%i] : memref<?xf64>
    scf.yield %b : memref<?xf64>
  }
  scf.for %i = %c0 to %n step %s {
    %x = memref.load %a[%i] : memref<?xf64>
    memref.store %x, %a[%c0] : memref<?xf64>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf64>
    memref.store %x, %a[%c0] : memref<?xf64>
  } {unsignedCmp}
  scf.for %i = %c0 to %c3 step %c1 {
    %x = memref.load %a[%i] : memref<?xf64>
    memref.store %x, %a[%c0] : memref<?xf64>
  }
  memref.dealloc %b : memref<?xf64>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @dynamic(%arg0: memref<?xf64>, %arg1: index, %arg2: index) -> f64 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg2, %arg1 : index
// CHECK-NEXT: %1 = arith.subi %arg2, %arg1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %2 = arith.select %0, %1, %c0 : index
// CHECK-NEXT: %c-4 = arith.constant -4 : index
// CHECK-NEXT: %3 = arith.andi %2, %c-4 : index
// CHECK-NEXT: %4 = arith.addi %arg1, %3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %5 = scf.for %arg3 = %arg1 to %4 step %c4 iter_args(%arg4 = %cst) -> (f64) {
// CHECK-NEXT: %7 = memref.load %arg0[%arg3] : memref<?xf64>
// CHECK-NEXT: %8 = arith.addf %arg4, %7 : f64
// CHECK-NEXT: %9 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: %10 = memref.load %arg0[%9] : memref<?xf64>
// CHECK-NEXT: %11 = arith.addf %8, %10 : f64
// CHECK-NEXT: %12 = arith.addi %arg3, %c2 : index
// CHECK-NEXT: %13 = memref.load %arg0[%12] : memref<?xf64>
// CHECK-NEXT: %14 = arith.addf %11, %13 : f64
// CHECK-NEXT: %15 = arith.addi %arg3, %c3 : index
// CHECK-NEXT: %16 = memref.load %arg0[%15] : memref<?xf64>
// CHECK-NEXT: %17 = arith.addf %14, %16 : f64
// CHECK-NEXT: scf.yield %17 : f64
// CHECK-NEXT: }
// CHECK-NEXT: %6 = scf.for %arg3 = %4 to %arg2 step %c1 iter_args(%arg4 = %5) -> (f64) {
// CHECK-NEXT: %7 = memref.load %arg0[%arg3] : memref<?xf64>
// CHECK-NEXT: %8 = arith.addf %arg4, %7 : f64
// CHECK-NEXT: scf.yield %8 : f64
// CHECK-NEXT: }
// CHECK-NEXT: return %6 : f64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dot130(%arg0: memref<8x130xf64>, %arg1: memref<130x8xf64>, %arg2: index, %arg3: index) -> f64 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c130 = arith.constant 130 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %c128 = arith.constant 128 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = scf.for %arg4 = %c0 to %c128 step %c4 iter_args(%arg5 = %cst) -> (f64) {
// CHECK-NEXT: %9 = memref.load %arg0[%arg2, %arg4] : memref<8x130xf64>
// CHECK-NEXT: %10 = memref.load %arg1[%arg4, %arg3] : memref<130x8xf64>
// CHECK-NEXT: %11 = arith.mulf %9, %10 : f64
// CHECK-NEXT: %12 = arith.addf %arg5, %11 : f64
// CHECK-NEXT: %13 = arith.addi %arg4, %c1 : index
// CHECK-NEXT: %14 = memref.load %arg0[%arg2, %13] : memref<8x130xf64>
// CHECK-NEXT: %15 = memref.load %arg1[%13, %arg3] : memref<130x8xf64>
// CHECK-NEXT: %16 = arith.mulf %14, %15 : f64
// CHECK-NEXT: %17 = arith.addf %12, %16 : f64
// CHECK-NEXT: %18 = arith.addi %arg4, %c2 : index
// CHECK-NEXT: %19 = memref.load %arg0[%arg2, %18] : memref<8x130xf64>
// CHECK-NEXT: %20 = memref.load %arg1[%18, %arg3] : memref<130x8xf64>
// CHECK-NEXT: %21 = arith.mulf %19, %20 : f64
// CHECK-NEXT: %22 = arith.addf %17, %21 : f64
// CHECK-NEXT: %23 = arith.addi %arg4, %c3 : index
// CHECK-NEXT: %24 = memref.load %arg0[%arg2, %23] : memref<8x130xf64>
// CHECK-NEXT: %25 = memref.load %arg1[%23, %arg3] : memref<130x8xf64>
// CHECK-NEXT: %26 = arith.mulf %24, %25 : f64
// CHECK-NEXT: %27 = arith.addf %22, %26 : f64
// CHECK-NEXT: scf.yield %27 : f64
// CHECK-NEXT: }
// CHECK-NEXT: %c128_0 = arith.constant 128 : index
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %c128_0] : memref<8x130xf64>
// CHECK-NEXT: %2 = memref.load %arg1[%c128_0, %arg3] : memref<130x8xf64>
// CHECK-NEXT: %3 = arith.mulf %1, %2 : f64
// CHECK-NEXT: %4 = arith.addf %0, %3 : f64
// CHECK-NEXT: %c129 = arith.constant 129 : index
// CHECK-NEXT: %5 = memref.load %arg0[%arg2, %c129] : memref<8x130xf64>
// CHECK-NEXT: %6 = memref.load %arg1[%c129, %arg3] : memref<130x8xf64>
// CHECK-NEXT: %7 = arith.mulf %5, %6 : f64
// CHECK-NEXT: %8 = arith.addf %4, %7 : f64
// CHECK-NEXT: return %8 : f64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nothing_left(%arg0: memref<80xi32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c74 = arith.constant 74 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: scf.for %arg1 = %c2 to %c74 step %c12 {
// CHECK-NEXT: %0 = arith.subi %arg1, %c2 : index
// CHECK-NEXT: %1 = memref.load %arg0[%0] : memref<80xi32>
// CHECK-NEXT: memref.store %1, %arg0[%arg1] : memref<80xi32>
// CHECK-NEXT: %2 = arith.addi %arg1, %c3 : index
// CHECK-NEXT: %3 = arith.subi %2, %c2 : index
// CHECK-NEXT: %4 = memref.load %arg0[%3] : memref<80xi32>
// CHECK-NEXT: memref.store %4, %arg0[%2] : memref<80xi32>
// CHECK-NEXT: %5 = arith.addi %arg1, %c6 : index
// CHECK-NEXT: %6 = arith.subi %5, %c2 : index
// CHECK-NEXT: %7 = memref.load %arg0[%6] : memref<80xi32>
// CHECK-NEXT: memref.store %7, %arg0[%5] : memref<80xi32>
// CHECK-NEXT: %8 = arith.addi %arg1, %c9 : index
// CHECK-NEXT: %9 = arith.subi %8, %c2 : index
// CHECK-NEXT: %10 = memref.load %arg0[%9] : memref<80xi32>
// CHECK-NEXT: memref.store %10, %arg0[%8] : memref<80xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @three_left(%arg0: memref<19xf32>) -> (f32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c19 = arith.constant 19 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0:2 = scf.for %arg1 = %c0 to %c16 step %c4 iter_args(%arg2 = %cst, %arg3 = %c0_i32) -> (f32, i32) {
// CHECK-NEXT: %13 = memref.load %arg0[%arg1] : memref<19xf32>
// CHECK-NEXT: %14 = arith.addf %arg2, %13 : f32
// CHECK-NEXT: %15 = arith.fptosi %13 : f32 to i32
// CHECK-NEXT: %16 = arith.maxsi %arg3, %15 : i32
// CHECK-NEXT: %17 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %18 = memref.load %arg0[%17] : memref<19xf32>
// CHECK-NEXT: %19 = arith.addf %14, %18 : f32
// CHECK-NEXT: %20 = arith.fptosi %18 : f32 to i32
// CHECK-NEXT: %21 = arith.maxsi %16, %20 : i32
// CHECK-NEXT: %22 = arith.addi %arg1, %c2 : index
// CHECK-NEXT: %23 = memref.load %arg0[%22] : memref<19xf32>
// CHECK-NEXT: %24 = arith.addf %19, %23 : f32
// CHECK-NEXT: %25 = arith.fptosi %23 : f32 to i32
// CHECK-NEXT: %26 = arith.maxsi %21, %25 : i32
// CHECK-NEXT: %27 = arith.addi %arg1, %c3 : index
// CHECK-NEXT: %28 = memref.load %arg0[%27] : memref<19xf32>
// CHECK-NEXT: %29 = arith.addf %24, %28 : f32
// CHECK-NEXT: %30 = arith.fptosi %28 : f32 to i32
// CHECK-NEXT: %31 = arith.maxsi %26, %30 : i32
// CHECK-NEXT: scf.yield %29, %31 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %c16_0 = arith.constant 16 : index
// CHECK-NEXT: %1 = memref.load %arg0[%c16_0] : memref<19xf32>
// CHECK-NEXT: %2 = arith.addf %0#0, %1 : f32
// CHECK-NEXT: %3 = arith.fptosi %1 : f32 to i32
// CHECK-NEXT: %4 = arith.maxsi %0#1, %3 : i32
// CHECK-NEXT: %c17 = arith.constant 17 : index
// CHECK-NEXT: %5 = memref.load %arg0[%c17] : memref<19xf32>
// CHECK-NEXT: %6 = arith.addf %2, %5 : f32
// CHECK-NEXT: %7 = arith.fptosi %5 : f32 to i32
// CHECK-NEXT: %8 = arith.maxsi %4, %7 : i32
// CHECK-NEXT: %c18 = arith.constant 18 : index
// CHECK-NEXT: %9 = memref.load %arg0[%c18] : memref<19xf32>
// CHECK-NEXT: %10 = arith.addf %6, %9 : f32
// CHECK-NEXT: %11 = arith.fptosi %9 : f32 to i32
// CHECK-NEXT: %12 = arith.maxsi %8, %11 : i32
// CHECK-NEXT: return %10, %12 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @narrow(%arg0: memref<?xi64>, %arg1: i32, %arg2: i32) -> i64 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg2, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg2, %arg1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %2 = arith.select %0, %1, %c0_i32 : i32
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: %3 = arith.remui %2, %c20_i32 : i32
// CHECK-NEXT: %4 = arith.subi %2, %3 : i32
// CHECK-NEXT: %5 = arith.addi %arg1, %4 : i32
// CHECK-NEXT: %c20_i32_0 = arith.constant 20 : i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT: %6 = scf.for %arg3 = %arg1 to %5 step %c20_i32_0 iter_args(%arg4 = %c0_i64) -> (i64)  : i32 {
// CHECK-NEXT: %8 = arith.index_cast %arg3 : i32 to index
// CHECK-NEXT: %9 = memref.load %arg0[%8] : memref<?xi64>
// CHECK-NEXT: %10 = arith.muli %arg4, %9 : i64
// CHECK-NEXT: %11 = arith.addi %arg3, %c5_i32 : i32
// CHECK-NEXT: %12 = arith.index_cast %11 : i32 to index
// CHECK-NEXT: %13 = memref.load %arg0[%12] : memref<?xi64>
// CHECK-NEXT: %14 = arith.muli %10, %13 : i64
// CHECK-NEXT: %15 = arith.addi %arg3, %c10_i32 : i32
// CHECK-NEXT: %16 = arith.index_cast %15 : i32 to index
// CHECK-NEXT: %17 = memref.load %arg0[%16] : memref<?xi64>
// CHECK-NEXT: %18 = arith.muli %14, %17 : i64
// CHECK-NEXT: %19 = arith.addi %arg3, %c15_i32 : i32
// CHECK-NEXT: %20 = arith.index_cast %19 : i32 to index
// CHECK-NEXT: %21 = memref.load %arg0[%20] : memref<?xi64>
// CHECK-NEXT: %22 = arith.muli %18, %21 : i64
// CHECK-NEXT: scf.yield %22 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %7 = scf.for %arg3 = %5 to %arg2 step %c5_i32 iter_args(%arg4 = %6) -> (i64)  : i32 {
// CHECK-NEXT: %8 = arith.index_cast %arg3 : i32 to index
// CHECK-NEXT: %9 = memref.load %arg0[%8] : memref<?xi64>
// CHECK-NEXT: %10 = arith.muli %arg4, %9 : i64
// CHECK-NEXT: scf.yield %10 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %7 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @work(f64)
// CHECK-NEXT: func.func @refused(%arg0: memref<?xf64>, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c40 = arith.constant 40 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf64>
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %1 = memref.load %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: %2 = arith.mulf %1, %1 : f64
// CHECK-NEXT: memref.store %2, %alloc[%arg4] : memref<?xf64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %1 = memref.load %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: func.call @work(%1) : (f64) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<f64>
// CHECK-NEXT: %1 = memref.load %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: memref.store %1, %alloca[] : memref<f64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<f64>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<f64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: %1 = memref.load %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: memref.store %1, %arg0[%c0] : memref<?xf64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %c0 to %c40 step %c1 {
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg1, %c0 : index
// CHECK-NEXT: %2 = arith.subi %arg1, %c0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %3 = arith.select %1, %2, %c0_0 : index
// CHECK-NEXT: %c-4 = arith.constant -4 : index
// CHECK-NEXT: %4 = arith.andi %3, %c-4 : index
// CHECK-NEXT: %5 = arith.addi %c0, %4 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3_1 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg5 = %c0 to %5 step %c4 {
// CHECK-NEXT: %6 = memref.load %arg0[%arg5] : memref<?xf64>
// CHECK-NEXT: memref.store %6, %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: %7 = arith.addi %arg5, %c1 : index
// CHECK-NEXT: %8 = memref.load %arg0[%7] : memref<?xf64>
// CHECK-NEXT: memref.store %8, %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: %9 = arith.addi %arg5, %c2 : index
// CHECK-NEXT: %10 = memref.load %arg0[%9] : memref<?xf64>
// CHECK-NEXT: memref.store %10, %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: %11 = arith.addi %arg5, %c3_1 : index
// CHECK-NEXT: %12 = memref.load %arg0[%11] : memref<?xf64>
// CHECK-NEXT: memref.store %12, %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %5 to %arg1 step %c1 {
// CHECK-NEXT: %6 = memref.load %arg0[%arg5] : memref<?xf64>
// CHECK-NEXT: memref.store %6, %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg4 = %c0 to %arg1 step %c1 iter_args(%arg5 = %arg0) -> (memref<?xf64>) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: memref.store %1, %arg5[%arg4] : memref<?xf64>
// CHECK-NEXT: scf.yield %alloc : memref<?xf64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %arg2 {
// CHECK-NEXT: %1 = memref.load %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: memref.store %1, %arg0[%c0] : memref<?xf64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %1 = memref.load %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: memref.store %1, %arg0[%c0] : memref<?xf64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %1 = memref.load %arg0[%arg4] : memref<?xf64>
// CHECK-NEXT: memref.store %1, %arg0[%c0] : memref<?xf64>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// TWO-LABEL: func.func @dynamic(%arg0: memref<?xf64>, %arg1: index, %arg2: index) -> f64 {
// TWO-NEXT: %c1 = arith.constant 1 : index
// TWO-NEXT: %cst = arith.constant 0.000000e+00 : f64
// TWO-NEXT: %0 = arith.cmpi sgt, %arg2, %arg1 : index
// TWO-NEXT: %1 = arith.subi %arg2, %arg1 : index
// TWO-NEXT: %c0 = arith.constant 0 : index
// TWO-NEXT: %2 = arith.select %0, %1, %c0 : index
// TWO-NEXT: %c-2 = arith.constant -2 : index
// TWO-NEXT: %3 = arith.andi %2, %c-2 : index
// TWO-NEXT: %4 = arith.addi %arg1, %3 : index
// TWO-NEXT: %c2 = arith.constant 2 : index
// TWO-NEXT: %5 = scf.for %arg3 = %arg1 to %4 step %c2 iter_args(%arg4 = %cst) -> (f64) {
// TWO-NEXT: %7 = memref.load %arg0[%arg3] : memref<?xf64>
// TWO-NEXT: %8 = arith.addf %arg4, %7 : f64
// TWO-NEXT: %9 = arith.addi %arg3, %c1 : index
// TWO-NEXT: %10 = memref.load %arg0[%9] : memref<?xf64>
// TWO-NEXT: %11 = arith.addf %8, %10 : f64
// TWO-NEXT: scf.yield %11 : f64
// TWO-NEXT: }
// TWO-NEXT: %6 = scf.for %arg3 = %4 to %arg2 step %c1 iter_args(%arg4 = %5) -> (f64) {
// TWO-NEXT: %7 = memref.load %arg0[%arg3] : memref<?xf64>
// TWO-NEXT: %8 = arith.addf %arg4, %7 : f64
// TWO-NEXT: scf.yield %8 : f64
// TWO-NEXT: }
// TWO-NEXT: return %6 : f64
// TWO-NEXT: }

// BUDGET-LABEL: func.func @dynamic(
// BUDGET: scf.for %arg3 = %arg1 to %4 step %c4 iter_args
// BUDGET-LABEL: func.func @dot130(
// BUDGET-NOT: arith.addi
// BUDGET: scf.for %arg4 = %c0 to %c130 step %c1 iter_args
// BUDGET-NOT: scf.for
// BUDGET-LABEL: func.func @nothing_left(

// BAD: error: invalid option 'factor=four' for loop-partial-unroll
