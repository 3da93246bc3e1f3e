// RUN: bufjit run %s --threads 1 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s --threads 3 --report=text 2>&1 | FileCheck %s
// RUN: bufjit opt %s --bufjit-parallelize=threads=3 | FileCheck %s --check-prefix=PASS
// scf.forall without outputs runs on threads as the scf.parallel with the same bounds (a
// static upper bound in the second dimension, a dynamic one in the first).
// Expected output from mlir-runner 22 (`mlir-opt --scf-forall-to-parallel --convert-scf-to-cf
// --convert-to-llvm --reconcile-unrealized-casts | mlir-runner -e main
// -entry-point-result=void`).

// CHECK: 899760016
// CHECK-NEXT: 1600
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 1 allocation, 1 free, 168000 bytes allocated, peak 168000 bytes live

// PASS: call @main_par0(%c0{{.*}}, %c3000, %c1{{.*}}, %alloc) {bufjit.parallel = array<i64: 3, 8>, no_inline}
// PASS: func.func private @main_par0(
// PASS: scf.parallel (%arg4, %arg5) = (%arg0, %c0) to (%arg1, %c7) step (%c1, %c1_0) {

func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 3000 : index
  %m = memref.alloc(%n) : memref<?x7xi64>
  scf.forall (%i, %j) in (%n, 7) {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %ten = arith.constant 10 : i64
    %t = arith.muli %ii, %ten : i64
    %v = arith.addi %t, %jj : i64
    %w = arith.muli %v, %v : i64
    memref.store %w, %m[%i, %j] : memref<?x7xi64>
  }
  %c2999 = arith.constant 2999 : index
  %c6 = arith.constant 6 : index
  %c4 = arith.constant 4 : index
  %x = memref.load %m[%c2999, %c6] : memref<?x7xi64>
  vector.print %x : i64
  %y = memref.load %m[%c4, %c0] : memref<?x7xi64>
  vector.print %y : i64
  memref.dealloc %m : memref<?x7xi64>
  return
}
