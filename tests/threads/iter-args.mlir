// RUN: bufjit run %s --threads 1 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s --threads 2 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s --threads 3 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s --threads 4 --report=text 2>&1 | FileCheck %s
// RUN: bufjit opt %s --bufjit-parallelize=threads=4 | FileCheck %s --check-prefix=PASS
// scf.for reductions through iter_args: the integer ones (a wrapping i16 sum, an unsigned
// minimum, an xor) are split across threads, the float sum stays on one thread; the same
// output for every N.
// Expected output from mlir-runner 22 (`mlir-opt --convert-scf-to-cf --convert-to-llvm
// --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void`).

// CHECK: -21036
// CHECK-NEXT: 0
// CHECK-NEXT: 6707
// CHECK-NEXT: 3.35087e+11
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 1 allocation, 1 free, 40000 bytes allocated, peak 40000 bytes live

// PASS: %0:3 = call @main_par1(%c0, %c10000, %c1, %alloc) {bufjit.parallel = array<i64: 4, {{[0-9]+}}, 4097, 8201, 8197>, no_inline}
// PASS: scf.for %{{.*}} = %c0 to %c10000 step %c1 iter_args(%{{.*}} = %cst) -> (f64)

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10000 : index
  %c37 = arith.constant 37 : i32
  %a = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %v = arith.remui %sq, %c37 : i32
    %w = arith.addi %v, %ii : i32
    memref.store %w, %a[%i] : memref<?xi32>
  }
  %z16 = arith.constant 7 : i16
  %big = arith.constant -1 : i32
  %x0 = arith.constant 0 : i32
  %s, %mn, %x = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z16, %mi = %big, %xa = %x0) -> (i16, i32, i32) {
    %v = memref.load %a[%i] : memref<?xi32>
    %t = arith.trunci %v : i32 to i16
    %t3 = arith.muli %t, %t : i16
    %s2 = arith.addi %acc, %t3 : i16
    %u = arith.addi %v, %c37 : i32
    %q = arith.subi %u, %c37 : i32
    %m2 = arith.minui %q, %mi : i32
    %x2 = arith.xori %xa, %u : i32
    scf.yield %s2, %m2, %x2 : i16, i32, i32
  }
  %f0 = arith.constant 0.5 : f64
  %fs = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f0) -> (f64) {
    %v = memref.load %a[%i] : memref<?xi32>
    %f = arith.uitofp %v : i32 to f64
    %g = arith.mulf %f, %f : f64
    %h = arith.addf %acc, %g : f64
    scf.yield %h : f64
  }
  %s64 = arith.extsi %s : i16 to i64
  call @printI64(%s64) : (i64) -> ()
  call @printNewline() : () -> ()
  %mn64 = arith.extui %mn : i32 to i64
  call @printI64(%mn64) : (i64) -> ()
  call @printNewline() : () -> ()
  %x64 = arith.extui %x : i32 to i64
  call @printI64(%x64) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%fs) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<?xi32>
  return
}
