// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// RUN: bufjit opt %s --loop-partial-unroll | FileCheck %s --check-prefix=IR
// RUN: bufjit compile %s --target aarch64-unknown-linux-gnu -o %t
// Partial unrolling (-O1 and above) must not change results: an in-order f64 sum over values
// of very different magnitudes (every reordering changes its bits), a dot product with a
// strided operand, a prefix recurrence through memory (a[i] += 3 * a[i - 1], from a varying
// lower bound), an i32 induction variable stepping by 3 from a negative bound (also over
// empty ranges), an argmin carrying an f32 and an index, and loops with constant bounds whose
// remainders are 0, 1, 2 and 3 iterations (and one that never runs), for every dynamic trip
// count from 0 to 40. Each line hashes the bits of one trip count's results; the last line
// the constant loops'. The expected output is mlir-runner 22's on the same file (lowered by
// mlir-opt 22 with --convert-scf-to-cf ... --convert-func-to-llvm).

// MEM: bufjit: OK: no violations, no leaks
// Unrolled by 4: the four kernels with dynamic index bounds, the four constant loops of 17 to
// 20 iterations, @main's copy into %A and %B, its refill of %q (an i64 multiply, which the
// vectoriser leaves scalar) and its hash of %q (the i32 loop steps by 12, the one from 3 by 2
// by 8; @main's first loop is over the budget).
// IR-COUNT-11: step %c4{{(_[0-9]+)?}} {{[{i]}}
// IR-NOT: step %c4{{(_[0-9]+)?}} {{[{i]}}

// CHECK: -4821510006442765826
// CHECK-NEXT: 8581379414958151962
// CHECK-NEXT: -8792923463507147237
// CHECK-NEXT: 8155875986766912000
// CHECK-NEXT: -8646843186976526367
// CHECK-NEXT: -2923467466387447631
// CHECK-NEXT: 8864502241172078985
// CHECK-NEXT: 5695318909985224523
// CHECK-NEXT: -2034138631906546027
// CHECK-NEXT: 3368598927641155703
// CHECK-NEXT: -8187304148329161241
// CHECK-NEXT: -4703889186786426933
// CHECK-NEXT: 3648539314627886011
// CHECK-NEXT: -1623434774344531904
// CHECK-NEXT: -5376232926538798717
// CHECK-NEXT: 3944018842603813426
// CHECK-NEXT: 3418197930610624760
// CHECK-NEXT: 602006992464601326
// CHECK-NEXT: -7172577236251436968
// CHECK-NEXT: -3155508968459266182
// CHECK-NEXT: 7409654672056771170
// CHECK-NEXT: 359803987275523660
// CHECK-NEXT: -1033147018756777381
// CHECK-NEXT: -2112903851487636868
// CHECK-NEXT: 466729107907017942
// CHECK-NEXT: -6573096881120710467
// CHECK-NEXT: -7595838244533746276
// CHECK-NEXT: 1370470571687549854
// CHECK-NEXT: 6176817686797164981
// CHECK-NEXT: -5178874395606617029
// CHECK-NEXT: -5161988488400802507
// CHECK-NEXT: 4133133044918370485
// CHECK-NEXT: 3157281802197765210
// CHECK-NEXT: 6330721243626541005
// CHECK-NEXT: 2017454803562147847
// CHECK-NEXT: -4790554290012067671
// CHECK-NEXT: 7199044392715690231
// CHECK-NEXT: -4568621491768351896
// CHECK-NEXT: -5138931545137205909
// CHECK-NEXT: -5178795365416352682
// CHECK-NEXT: -4503239730044014266
// CHECK-NEXT: 8044268381666607554

func.func private @printI64(i64)
func.func private @printNewline()

func.func @sum_f64(%a: memref<?xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.5 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.addf %acc, %x : f64
    scf.yield %y : f64
  }
  return %r : f64
}

func.func @dot(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %row: index, %col: index, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant -0.0 : f64
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %A[%row, %k] : memref<?x?xf64>
    %y = memref.load %B[%k, %col] : memref<?x?xf64>
    %p = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %p : f64
    scf.yield %s : f64
  }
  return %r : f64
}

func.func @prefix(%a: memref<?xi64>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i64
  scf.for %i = %lb to %ub step %c1 {
    %j = arith.subi %i, %c1 : index
    %p = memref.load %a[%j] : memref<?xi64>
    %x = memref.load %a[%i] : memref<?xi64>
    %t = arith.muli %p, %c3 : i64
    %s = arith.addi %x, %t : i64
    memref.store %s, %a[%i] : memref<?xi64>
  }
  return
}

func.func @step3_i32(%a: memref<?xi64>, %lb: i32, %ub: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %c31 = arith.constant 31 : i32
  %init = arith.constant 7 : i32
  %r = scf.for %i = %lb to %ub step %c3 iter_args(%acc = %init) -> (i32) : i32 {
    %o = arith.addi %i, %c10 : i32
    %ix = arith.index_cast %o : i32 to index
    %x = memref.load %a[%ix] : memref<?xi64>
    %xt = arith.trunci %x : i64 to i32
    %m = arith.muli %acc, %c31 : i32
    %s = arith.addi %m, %xt : i32
    %t = arith.xori %s, %i : i32
    scf.yield %t : i32
  }
  return %r : i32
}

func.func @argmin(%a: memref<?xf32>, %n: index) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.constant 1.0e30 : f32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%best = %big, %at = %n) -> (f32, index) {
    %x = memref.load %a[%i] : memref<?xf32>
    %lt = arith.cmpf olt, %x, %best : f32
    %b = arith.select %lt, %x, %best : f32
    %w = arith.select %lt, %i, %at : index
    scf.yield %b, %w : f32, index
  }
  return %r#0, %r#1 : f32, index
}

// Constant bounds: 17, 18, 19 and 20 iterations of an f32 sum (remainders 1, 2, 3, 0), 24
// from 3 by 2 with a strided index, and a loop from 9 to 4.
func.func @consts(%a: memref<?xf64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %c17 = arith.constant 17 : index
  %c18 = arith.constant 18 : index
  %c19 = arith.constant 19 : index
  %c20 = arith.constant 20 : index
  %c51 = arith.constant 51 : index
  %z = arith.constant 0.25 : f64
  %h0 = arith.constant 0 : i64
  %k31 = arith.constant 31 : i64
  %s17 = scf.for %i = %c0 to %c17 step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.addf %acc, %x : f64
    scf.yield %y : f64
  }
  %s18 = scf.for %i = %c0 to %c18 step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.addf %acc, %x : f64
    scf.yield %y : f64
  }
  %s19 = scf.for %i = %c0 to %c19 step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.addf %acc, %x : f64
    scf.yield %y : f64
  }
  %s20 = scf.for %i = %c0 to %c20 step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.addf %acc, %x : f64
    scf.yield %y : f64
  }
  %s24 = scf.for %i = %c3 to %c51 step %c2 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.mulf %acc, %x : f64
    %w = arith.addf %y, %x : f64
    scf.yield %w : f64
  }
  %s0 = scf.for %i = %c9 to %c4 step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.addf %acc, %x : f64
    scf.yield %y : f64
  }
  %b17 = arith.bitcast %s17 : f64 to i64
  %b18 = arith.bitcast %s18 : f64 to i64
  %b19 = arith.bitcast %s19 : f64 to i64
  %b20 = arith.bitcast %s20 : f64 to i64
  %b24 = arith.bitcast %s24 : f64 to i64
  %b0 = arith.bitcast %s0 : f64 to i64
  %h1 = arith.muli %h0, %k31 : i64
  %h2 = arith.addi %h1, %b17 : i64
  %h3 = arith.muli %h2, %k31 : i64
  %h4 = arith.addi %h3, %b18 : i64
  %h5 = arith.muli %h4, %k31 : i64
  %h6 = arith.addi %h5, %b19 : i64
  %h7 = arith.muli %h6, %k31 : i64
  %h8 = arith.addi %h7, %b20 : i64
  %h9 = arith.muli %h8, %k31 : i64
  %h10 = arith.addi %h9, %b24 : i64
  %h11 = arith.muli %h10, %k31 : i64
  %h12 = arith.addi %h11, %b0 : i64
  return %h12 : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c41 = arith.constant 41 : index
  %cap = arith.constant 64 : index
  %a = memref.alloc(%cap) : memref<?xf64>
  %f = memref.alloc(%cap) : memref<?xf32>
  %q = memref.alloc(%cap) : memref<?xi64>
  %A = memref.alloc(%c8, %cap) : memref<?x?xf64>
  %B = memref.alloc(%cap, %c8) : memref<?x?xf64>
  %k37 = arith.constant 37 : index
  %k101 = arith.constant 101 : index
  %k7 = arith.constant 7 : index
  %k50 = arith.constant 50 : i64
  %one = arith.constant 1.0 : f64
  %scale = arith.constant 1.0e7 : f64
  // a[i] = ((37 i mod 101) - 50) * (1 + (i mod 7) * 1e7) + i / 3, and the same as f32.
  scf.for %i = %c0 to %cap step %c1 {
    %m = arith.muli %i, %k37 : index
    %r = arith.remui %m, %k101 : index
    %ri = arith.index_cast %r : index to i64
    %s = arith.subi %ri, %k50 : i64
    %sf = arith.sitofp %s : i64 to f64
    %e = arith.remui %i, %k7 : index
    %ei = arith.index_cast %e : index to i64
    %ef = arith.sitofp %ei : i64 to f64
    %g = arith.mulf %ef, %scale : f64
    %g1 = arith.addf %g, %one : f64
    %v = arith.mulf %sf, %g1 : f64
    %ii = arith.index_cast %i : index to i64
    %if = arith.sitofp %ii : i64 to f64
    %third = arith.constant 3.0 : f64
    %t = arith.divf %if, %third : f64
    %v2 = arith.addf %v, %t : f64
    memref.store %v2, %a[%i] : memref<?xf64>
    %v32 = arith.truncf %v2 : f64 to f32
    memref.store %v32, %f[%i] : memref<?xf32>
  }
  scf.for %r = %c0 to %c8 step %c1 {
    scf.for %k = %c0 to %cap step %c1 {
      %x = memref.load %a[%k] : memref<?xf64>
      %ri = arith.index_cast %r : index to i64
      %rf = arith.sitofp %ri : i64 to f64
      %y = arith.subf %x, %rf : f64
      memref.store %y, %A[%r, %k] : memref<?x?xf64>
      %w = arith.mulf %x, %rf : f64
      memref.store %w, %B[%k, %r] : memref<?x?xf64>
    }
  }
  %k31 = arith.constant 31 : i64
  %k10 = arith.constant 10 : i32
  %k5 = arith.constant 5 : i32
  %h0 = arith.constant 0 : i64
  scf.for %n = %c0 to %c41 step %c1 {
    // The recurrence's buffer, from the same values each time.
    scf.for %i = %c0 to %cap step %c1 {
      %ii = arith.index_cast %i : index to i64
      %m = arith.muli %ii, %ii : i64
      %x = arith.subi %m, %k50 : i64
      memref.store %x, %q[%i] : memref<?xi64>
    }
    %s = func.call @sum_f64(%a, %n) : (memref<?xf64>, index) -> f64
    %d = func.call @dot(%A, %B, %c3, %c5, %n) : (memref<?x?xf64>, memref<?x?xf64>, index, index, index) -> f64
    %lb = arith.remui %n, %c3 : index
    %lb1 = arith.addi %lb, %c1 : index
    %ub = arith.addi %n, %c1 : index
    func.call @prefix(%q, %lb1, %ub) : (memref<?xi64>, index, index) -> ()
    %ni = arith.index_cast %n : index to i32
    %ub32 = arith.subi %ni, %k5 : i32
    %lb32 = arith.subi %k5, %k10 : i32
    %s3 = func.call @step3_i32(%q, %lb32, %ub32) : (memref<?xi64>, i32, i32) -> i32
    %e3 = func.call @step3_i32(%q, %ni, %k5) : (memref<?xi64>, i32, i32) -> i32
    %mv, %mi = func.call @argmin(%f, %n) : (memref<?xf32>, index) -> (f32, index)
    %sb = arith.bitcast %s : f64 to i64
    %db = arith.bitcast %d : f64 to i64
    %qh = scf.for %i = %c0 to %cap step %c1 iter_args(%h = %h0) -> (i64) {
      %x = memref.load %q[%i] : memref<?xi64>
      %hm = arith.muli %h, %k31 : i64
      %hx = arith.addi %hm, %x : i64
      scf.yield %hx : i64
    }
    %s3e = arith.extsi %s3 : i32 to i64
    %e3e = arith.extsi %e3 : i32 to i64
    %mvb = arith.bitcast %mv : f32 to i32
    %mve = arith.extsi %mvb : i32 to i64
    %mie = arith.index_cast %mi : index to i64
    %h1 = arith.muli %qh, %k31 : i64
    %h2 = arith.addi %h1, %sb : i64
    %h3 = arith.muli %h2, %k31 : i64
    %h4 = arith.addi %h3, %db : i64
    %h5 = arith.muli %h4, %k31 : i64
    %h6 = arith.addi %h5, %s3e : i64
    %h7 = arith.muli %h6, %k31 : i64
    %h8 = arith.addi %h7, %e3e : i64
    %h9 = arith.muli %h8, %k31 : i64
    %h10 = arith.addi %h9, %mve : i64
    %h11 = arith.muli %h10, %k31 : i64
    %h12 = arith.addi %h11, %mie : i64
    func.call @printI64(%h12) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  %c = func.call @consts(%a) : (memref<?xf64>) -> i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<?xf64>
  memref.dealloc %f : memref<?xf32>
  memref.dealloc %q : memref<?xi64>
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %B : memref<?x?xf64>
  return
}
