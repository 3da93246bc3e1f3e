// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// RUN: bufjit opt %s --loop-vectorize | FileCheck %s --check-prefix=IR
// RUN: bufjit compile %s --target aarch64-unknown-linux-gnu -o %t
// Vectorised integer reductions and the induction variable as a value (-O1 and above) must
// not change results: every reduction op (addi, xori, andi, ori, muli, maxsi, minsi, maxui,
// minui) on i8 to i64 and index with a start value that is not the op's identity, both
// operand orders, two accumulators in one loop, a reduction next to a store, stores of
// i * i and of i, a sum of 3 * i from a varying lower bound, and two loops that must stay
// scalar (an accumulator used twice, one combined by subi), with trip counts 0, 1, 2, 3, 4,
// 5, 7, 8, 9, 15, 16, 17, 31, 33, 999 and 1000 (lanes - 1, lanes, lanes + 1 for 2 to 16
// lanes) over pseudo-random data with negative values. Each line hashes one trip count's
// results and the stored buffers. The expected output is mlir-runner 22's on the same file
// (lowered by mlir-opt 22 with --convert-scf-to-cf ... --convert-func-to-llvm).

// MEM: bufjit: OK: no violations, no leaks
// Every loop but the scalar ones and the three that multiply 64-bit lanes (no vector
// instruction for it on SSE4.1 or NEON) is marked:
// IR-COUNT-13: {bufjit.vectorize}
// IR-NOT: {bufjit.vectorize}

// CHECK: -8335083119295979434
// CHECK-NEXT: -5009778524816796657
// CHECK-NEXT: -6266973834498825161
// CHECK-NEXT: 4535145945018499297
// CHECK-NEXT: -7750818432628070985
// CHECK-NEXT: -3761295509921500533
// CHECK-NEXT: -6671335160662904361
// CHECK-NEXT: -274430960739070238
// CHECK-NEXT: 8553252111218833062
// CHECK-NEXT: -9132553244393032189
// CHECK-NEXT: 2189385595036087688
// CHECK-NEXT: 741899573851972987
// CHECK-NEXT: -7451002987181670159
// CHECK-NEXT: -6876153203317708870
// CHECK-NEXT: -1255644602428945707
// CHECK-NEXT: 441125582304171919

func.func private @printI64(i64)
func.func private @printNewline()

func.func @add_i32(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = arith.addi %acc, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @xor_i16(%a: memref<?xi16>, %n: index) -> i16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant -3 : i16
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i16) {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = arith.xori %acc, %x : i16
    scf.yield %y : i16
  }
  return %r : i16
}

func.func @and_i8(%a: memref<?xi8>, %n: index) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant -1 : i8
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i8) {
    %x = memref.load %a[%i] : memref<?xi8>
    %y = arith.andi %acc, %x : i8
    scf.yield %y : i8
  }
  return %r : i8
}

func.func @or_i64(%a: memref<?xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 16 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i64) {
    %x = memref.load %a[%i] : memref<?xi64>
    %y = arith.ori %acc, %x : i64
    scf.yield %y : i64
  }
  return %r : i64
}

func.func @mul_i32(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = arith.muli %acc, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @mul_i64(%a: memref<?xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant -5 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i64) {
    %x = memref.load %a[%i] : memref<?xi64>
    %y = arith.muli %acc, %x : i64
    scf.yield %y : i64
  }
  return %r : i64
}

func.func @maxsi_i32(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant -100 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = arith.maxsi %acc, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @minsi_i16(%a: memref<?xi16>, %n: index) -> i16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 100 : i16
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i16) {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = arith.minsi %acc, %x : i16
    scf.yield %y : i16
  }
  return %r : i16
}

func.func @maxui_i8(%a: memref<?xi8>, %n: index) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 3 : i8
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i8) {
    %x = memref.load %a[%i] : memref<?xi8>
    %y = arith.maxui %acc, %x : i8
    scf.yield %y : i8
  }
  return %r : i8
}

func.func @minui_i32(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant -2 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = arith.minui %acc, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @add_index(%a: memref<?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 11 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (index) {
    %x = memref.load %a[%i] : memref<?xindex>
    %y = arith.addi %acc, %x : index
    scf.yield %y : index
  }
  return %r : index
}

func.func @add_swapped_and_store(%a: memref<?xi32>, %b: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant -9 : i32
  %k = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %x = memref.load %a[%i] : memref<?xi32>
    %m = arith.muli %x, %k : i32
    memref.store %m, %b[%i] : memref<?xi32>
    %y = arith.addi %m, %acc : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @two_accs(%a: memref<?xi16>, %n: index) -> (i16, i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lo = arith.constant 32767 : i16
  %hi = arith.constant -32768 : i16
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%mn = %lo, %mx = %hi) -> (i16, i16) {
    %x = memref.load %a[%i] : memref<?xi16>
    %p = arith.minsi %mn, %x : i16
    %q = arith.maxsi %x, %mx : i16
    scf.yield %p, %q : i16, i16
  }
  return %r#0, %r#1 : i16, i16
}

func.func @iota_store(%b: memref<?xi64>, %n: index, %s: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %sq = arith.muli %i, %i : index
    %t = arith.index_cast %sq : index to i64
    %u = arith.xori %t, %s : i64
    memref.store %u, %b[%i] : memref<?xi64>
  }
  return
}

func.func @iota_sum(%lb: index, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 5 : index
  %r = scf.for %i = %lb to %n step %c1 iter_args(%acc = %z) -> (index) {
    %t = arith.muli %i, %c3 : index
    %y = arith.addi %acc, %t : index
    scf.yield %y : index
  }
  return %r : index
}

func.func @iota_plain_store(%b: memref<?xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %i, %b[%i] : memref<?xindex>
  }
  return
}

// Refused (stays scalar): an accumulator used twice, and one combined with a subtraction.
func.func @acc_used_twice(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %x = memref.load %a[%i] : memref<?xi32>
    %m = arith.muli %acc, %x : i32
    %y = arith.addi %acc, %m : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @acc_sub(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = arith.subi %acc, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// Pseudo-random contents (negative values included) of every element type, from i.
func.func @fill(%n: index, %a8: memref<?xi8>, %a16: memref<?xi16>, %a32: memref<?xi32>, %a64: memref<?xi64>, %ax: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 2654435761 : i64
  %c13 = arith.constant 13 : i64
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = arith.muli %ii, %k : i64
    %q = arith.shrui %p, %c13 : i64
    %v = arith.xori %p, %q : i64
    %v8 = arith.trunci %v : i64 to i8
    %v16 = arith.trunci %v : i64 to i16
    %v32 = arith.trunci %v : i64 to i32
    %vx = arith.index_cast %v : i64 to index
    memref.store %v8, %a8[%i] : memref<?xi8>
    memref.store %v16, %a16[%i] : memref<?xi16>
    memref.store %v32, %a32[%i] : memref<?xi32>
    memref.store %v, %a64[%i] : memref<?xi64>
    memref.store %vx, %ax[%i] : memref<?xindex>
  }
  return
}

func.func @print(%h: i64) {
  call @printI64(%h) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cap = arith.constant 1000 : index
  %a8 = memref.alloc(%cap) : memref<?xi8>
  %a16 = memref.alloc(%cap) : memref<?xi16>
  %a32 = memref.alloc(%cap) : memref<?xi32>
  %a64 = memref.alloc(%cap) : memref<?xi64>
  %ax = memref.alloc(%cap) : memref<?xindex>
  %b32 = memref.alloc(%cap) : memref<?xi32>
  %b64 = memref.alloc(%cap) : memref<?xi64>
  %bx = memref.alloc(%cap) : memref<?xindex>
  call @fill(%cap, %a8, %a16, %a32, %a64, %ax) : (index, memref<?xi8>, memref<?xi16>, memref<?xi32>, memref<?xi64>, memref<?xindex>) -> ()
  %ns = memref.alloc() : memref<16xindex>
  %z32 = arith.constant 0 : i32
  %z64 = arith.constant 0 : i64
  scf.for %i = %c0 to %cap step %c1 {
    memref.store %z32, %b32[%i] : memref<?xi32>
    memref.store %z64, %b64[%i] : memref<?xi64>
    memref.store %c0, %bx[%i] : memref<?xindex>
  }
  %t0 = arith.constant 0 : index
  %j0 = arith.constant 0 : index
  memref.store %t0, %ns[%j0] : memref<16xindex>
  %t1 = arith.constant 1 : index
  %j1 = arith.constant 1 : index
  memref.store %t1, %ns[%j1] : memref<16xindex>
  %t2 = arith.constant 2 : index
  %j2 = arith.constant 2 : index
  memref.store %t2, %ns[%j2] : memref<16xindex>
  %t3 = arith.constant 3 : index
  %j3 = arith.constant 3 : index
  memref.store %t3, %ns[%j3] : memref<16xindex>
  %t4 = arith.constant 4 : index
  %j4 = arith.constant 4 : index
  memref.store %t4, %ns[%j4] : memref<16xindex>
  %t5 = arith.constant 5 : index
  %j5 = arith.constant 5 : index
  memref.store %t5, %ns[%j5] : memref<16xindex>
  %t6 = arith.constant 7 : index
  %j6 = arith.constant 6 : index
  memref.store %t6, %ns[%j6] : memref<16xindex>
  %t7 = arith.constant 8 : index
  %j7 = arith.constant 7 : index
  memref.store %t7, %ns[%j7] : memref<16xindex>
  %t8 = arith.constant 9 : index
  %j8 = arith.constant 8 : index
  memref.store %t8, %ns[%j8] : memref<16xindex>
  %t9 = arith.constant 15 : index
  %j9 = arith.constant 9 : index
  memref.store %t9, %ns[%j9] : memref<16xindex>
  %t10 = arith.constant 16 : index
  %j10 = arith.constant 10 : index
  memref.store %t10, %ns[%j10] : memref<16xindex>
  %t11 = arith.constant 17 : index
  %j11 = arith.constant 11 : index
  memref.store %t11, %ns[%j11] : memref<16xindex>
  %t12 = arith.constant 31 : index
  %j12 = arith.constant 12 : index
  memref.store %t12, %ns[%j12] : memref<16xindex>
  %t13 = arith.constant 33 : index
  %j13 = arith.constant 13 : index
  memref.store %t13, %ns[%j13] : memref<16xindex>
  %t14 = arith.constant 999 : index
  %j14 = arith.constant 14 : index
  memref.store %t14, %ns[%j14] : memref<16xindex>
  %t15 = arith.constant 1000 : index
  %j15 = arith.constant 15 : index
  memref.store %t15, %ns[%j15] : memref<16xindex>
  %c16 = arith.constant 16 : index
  %c31 = arith.constant 31 : i64
  %zero = arith.constant 0 : i64
  scf.for %j = %c0 to %c16 step %c1 {
    %n = memref.load %ns[%j] : memref<16xindex>
    %r_add_i32 = func.call @add_i32(%a32, %n) : (memref<?xi32>, index) -> i32
    %e_add_i32 = arith.extsi %r_add_i32 : i32 to i64
    %m1a = arith.muli %zero, %c31 : i64
    %m1 = arith.addi %m1a, %e_add_i32 : i64
    %r_xor_i16 = func.call @xor_i16(%a16, %n) : (memref<?xi16>, index) -> i16
    %e_xor_i16 = arith.extsi %r_xor_i16 : i16 to i64
    %m2a = arith.muli %m1, %c31 : i64
    %m2 = arith.addi %m2a, %e_xor_i16 : i64
    %r_and_i8 = func.call @and_i8(%a8, %n) : (memref<?xi8>, index) -> i8
    %e_and_i8 = arith.extsi %r_and_i8 : i8 to i64
    %m3a = arith.muli %m2, %c31 : i64
    %m3 = arith.addi %m3a, %e_and_i8 : i64
    %r_or_i64 = func.call @or_i64(%a64, %n) : (memref<?xi64>, index) -> i64
    %m4a = arith.muli %m3, %c31 : i64
    %m4 = arith.addi %m4a, %r_or_i64 : i64
    %r_mul_i32 = func.call @mul_i32(%a32, %n) : (memref<?xi32>, index) -> i32
    %e_mul_i32 = arith.extsi %r_mul_i32 : i32 to i64
    %m5a = arith.muli %m4, %c31 : i64
    %m5 = arith.addi %m5a, %e_mul_i32 : i64
    %r_mul_i64 = func.call @mul_i64(%a64, %n) : (memref<?xi64>, index) -> i64
    %m6a = arith.muli %m5, %c31 : i64
    %m6 = arith.addi %m6a, %r_mul_i64 : i64
    %r_maxsi_i32 = func.call @maxsi_i32(%a32, %n) : (memref<?xi32>, index) -> i32
    %e_maxsi_i32 = arith.extsi %r_maxsi_i32 : i32 to i64
    %m7a = arith.muli %m6, %c31 : i64
    %m7 = arith.addi %m7a, %e_maxsi_i32 : i64
    %r_minsi_i16 = func.call @minsi_i16(%a16, %n) : (memref<?xi16>, index) -> i16
    %e_minsi_i16 = arith.extsi %r_minsi_i16 : i16 to i64
    %m8a = arith.muli %m7, %c31 : i64
    %m8 = arith.addi %m8a, %e_minsi_i16 : i64
    %r_maxui_i8 = func.call @maxui_i8(%a8, %n) : (memref<?xi8>, index) -> i8
    %e_maxui_i8 = arith.extsi %r_maxui_i8 : i8 to i64
    %m9a = arith.muli %m8, %c31 : i64
    %m9 = arith.addi %m9a, %e_maxui_i8 : i64
    %r_minui_i32 = func.call @minui_i32(%a32, %n) : (memref<?xi32>, index) -> i32
    %e_minui_i32 = arith.extsi %r_minui_i32 : i32 to i64
    %m10a = arith.muli %m9, %c31 : i64
    %m10 = arith.addi %m10a, %e_minui_i32 : i64
    %r_add_index = func.call @add_index(%ax, %n) : (memref<?xindex>, index) -> index
    %e_add_index = arith.index_cast %r_add_index : index to i64
    %m11a = arith.muli %m10, %c31 : i64
    %m11 = arith.addi %m11a, %e_add_index : i64
    %r_sw = func.call @add_swapped_and_store(%a32, %b32, %n) : (memref<?xi32>, memref<?xi32>, index) -> i32
    %e_sw = arith.extsi %r_sw : i32 to i64
    %m12a = arith.muli %m11, %c31 : i64
    %m12 = arith.addi %m12a, %e_sw : i64
    %r_two:2 = func.call @two_accs(%a16, %n) : (memref<?xi16>, index) -> (i16, i16)
    %e_two0 = arith.extsi %r_two#0 : i16 to i64
    %m13a = arith.muli %m12, %c31 : i64
    %m13 = arith.addi %m13a, %e_two0 : i64
    %e_two1 = arith.extsi %r_two#1 : i16 to i64
    %m14a = arith.muli %m13, %c31 : i64
    %m14 = arith.addi %m14a, %e_two1 : i64
    %s = arith.constant 1234567 : i64
    func.call @iota_store(%b64, %n, %s) : (memref<?xi64>, index, i64) -> ()
    func.call @iota_plain_store(%bx, %n) : (memref<?xindex>, index) -> ()
    %r_is = func.call @iota_sum(%j, %n) : (index, index) -> index
    %e_is = arith.index_cast %r_is : index to i64
    %m15a = arith.muli %m14, %c31 : i64
    %m15 = arith.addi %m15a, %e_is : i64
    %r_u2 = func.call @acc_used_twice(%a32, %n) : (memref<?xi32>, index) -> i32
    %e_u2 = arith.extsi %r_u2 : i32 to i64
    %m16a = arith.muli %m15, %c31 : i64
    %m16 = arith.addi %m16a, %e_u2 : i64
    %r_sub = func.call @acc_sub(%a32, %n) : (memref<?xi32>, index) -> i32
    %e_sub = arith.extsi %r_sub : i32 to i64
    %m17a = arith.muli %m16, %c31 : i64
    %m17 = arith.addi %m17a, %e_sub : i64
    %hb = scf.for %i = %c0 to %cap step %c1 iter_args(%h = %m17) -> (i64) {
      %x = memref.load %b64[%i] : memref<?xi64>
      %y = memref.load %bx[%i] : memref<?xindex>
      %z = memref.load %b32[%i] : memref<?xi32>
      %yy = arith.index_cast %y : index to i64
      %zz = arith.extsi %z : i32 to i64
      %h1 = arith.muli %h, %c31 : i64
      %h2 = arith.addi %h1, %x : i64
      %h3 = arith.muli %h2, %c31 : i64
      %h4 = arith.addi %h3, %yy : i64
      %h5 = arith.muli %h4, %c31 : i64
      %h6 = arith.addi %h5, %zz : i64
      scf.yield %h6 : i64
    }
    func.call @print(%hb) : (i64) -> ()
  }
  memref.dealloc %a8 : memref<?xi8>
  memref.dealloc %a16 : memref<?xi16>
  memref.dealloc %a32 : memref<?xi32>
  memref.dealloc %a64 : memref<?xi64>
  memref.dealloc %ax : memref<?xindex>
  memref.dealloc %b32 : memref<?xi32>
  memref.dealloc %b64 : memref<?xi64>
  memref.dealloc %bx : memref<?xindex>
  memref.dealloc %ns : memref<16xindex>
  return
}
