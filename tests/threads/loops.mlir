// RUN: bufjit run %s --threads 1 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s --threads 2 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s --threads 3 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s --threads 4 --report=text 2>&1 | FileCheck %s
// RUN: bufjit opt %s --bufjit-parallelize=threads=4 | FileCheck %s --check-prefix=PASS
// `bufjit run --threads N`: the same output and verdict for every N. An scf.parallel whose
// body allocates and frees a scratch buffer per iteration, an integer sum and a signed
// maximum reduction (split across threads), a float sum (kept on one thread), and an scf.for
// the dependence test proves parallel (distinct allocations, affine subscripts), next to one
// it does not (a[i] = a[i-1] + b[i]).
// Expected output from mlir-runner 22 (`mlir-opt --convert-scf-to-cf --convert-to-llvm
// --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void`).

// CHECK: -4359951665958827943
// CHECK-NEXT: 998
// CHECK-NEXT: 392329541617
// CHECK-NEXT: 3.9233e+10
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 6009 allocations, 6009 frees, 240280 bytes allocated, peak 96136 bytes live

// Three loops run on threads; the recurrence and the float reduction stay.
// PASS: call @main_par0(%c0, %c6007, %c1, %alloc) {bufjit.parallel = array<i64: 4, 10>, no_inline}
// PASS: call @main_par1(%c0, %c6007, %c1, %alloc, %alloc_0) {bufjit.parallel = array<i64: 4, 9>, no_inline}
// PASS-NEXT: scf.for %arg0 = %c1 to %c6007 step %c1 {
// PASS: %0:2 = call @main_par2(%c0, %c6007, %c1, %alloc, %alloc_0) {bufjit.parallel = array<i64: 4, 9, 16385, 16390>, no_inline}
// PASS: scf.parallel (%arg0) = (%c0) to (%c6007) step (%c1) init (%cst) -> f64
// PASS: func.func private @main_par2(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xi64>, %arg4: memref<?xi64>) -> (i64, i64) attributes {bufjit.parallel_body}
// PASS: scf.parallel (%arg5) = (%arg0) to (%arg1) step (%c1) init (%c0_i64, %c-9223372036854775808_i64) -> (i64, i64)
// PASS: func.func private @main_par1(
// PASS: scf.for %arg5 = %arg0 to %arg1 step %c1
// PASS: func.func private @main_par0(

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 6007 : index
  %c7 = arith.constant 7 : i64
  %c1000 = arith.constant 1000 : i64
  %a = memref.alloc(%n) : memref<?xi64>
  %b = memref.alloc(%n) : memref<?xi64>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %t = memref.alloc() : memref<3xi64>
    %ii = arith.index_cast %i : index to i64
    %m = arith.muli %ii, %c7 : i64
    memref.store %m, %t[%c2] : memref<3xi64>
    %v = memref.load %t[%c2] : memref<3xi64>
    %r = arith.remsi %v, %c1000 : i64
    %s = arith.subi %r, %ii : i64
    memref.store %s, %a[%i] : memref<?xi64>
    memref.dealloc %t : memref<3xi64>
    scf.reduce
  }
  // b[i] = a[i] * a[i] - 3 * i: parallel by the dependence test.
  %c3 = arith.constant 3 : i64
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi64>
    %ii = arith.index_cast %i : index to i64
    %y = arith.muli %x, %x : i64
    %z = arith.muli %ii, %c3 : i64
    %w = arith.subi %y, %z : i64
    %w2 = arith.muli %w, %c7 : i64
    %w3 = arith.addi %w2, %x : i64
    memref.store %w3, %b[%i] : memref<?xi64>
  }
  // a[i] = a[i-1] + b[i]: not parallel.
  scf.for %i = %c1 to %n step %c1 {
    %p = arith.subi %i, %c1 : index
    %x = memref.load %a[%p] : memref<?xi64>
    %y = memref.load %b[%i] : memref<?xi64>
    %s = arith.addi %x, %y : i64
    memref.store %s, %a[%i] : memref<?xi64>
  }
  %z0 = arith.constant 5 : i64
  %sum, %max = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z0, %z0) -> (i64, i64) {
    %x = memref.load %a[%i] : memref<?xi64>
    %y = memref.load %b[%i] : memref<?xi64>
    %x2 = arith.muli %x, %x : i64
    %d = arith.remsi %y, %c1000 : i64
    scf.reduce(%x2, %d : i64, i64) {
    ^bb0(%l: i64, %r: i64):
      %q = arith.addi %l, %r : i64
      scf.reduce.return %q : i64
    }, {
    ^bb0(%l: i64, %r: i64):
      %q = arith.maxsi %l, %r : i64
      scf.reduce.return %q : i64
    }
  }
  %f0 = arith.constant 0.1 : f64
  %fsum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%f0) -> f64 {
    %x = memref.load %b[%i] : memref<?xi64>
    %f = arith.sitofp %x : i64 to f64
    %g = arith.mulf %f, %f0 : f64
    scf.reduce(%g : f64) {
    ^bb0(%l: f64, %r: f64):
      %q = arith.addf %l, %r : f64
      scf.reduce.return %q : f64
    }
  }
  %last = arith.subi %n, %c1 : index
  %al = memref.load %a[%last] : memref<?xi64>
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%max) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%al) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%fsum) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<?xi64>
  memref.dealloc %b : memref<?xi64>
  return
}
