// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// ub.poison as a value no output depends on: an untaken branch's result, a select's unchosen
// side, a loop's overwritten initial value. Expected output from mlir-runner 22.

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

// A value chosen between a computed one and poison: only the computed one is observed.
func.func @pick(%c: i1, %x: i64) -> i64 {
  %p = ub.poison : i64
  %r = scf.if %c -> (i64) {
    scf.yield %x : i64
  } else {
    scf.yield %p : i64
  }
  return %r : i64
}

func.func @main() {
  %true = arith.constant true
  %c7 = arith.constant 7 : i64
  %r = call @pick(%true, %c7) : (i1, i64) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  %pf = ub.poison : f64
  %one = arith.constant 1.5 : f64
  %s = arith.select %true, %one, %pf : f64
  call @printF64(%s) : (f64) -> ()
  call @printNewline() : () -> ()
  // A poison index as an unused loop-carried initial value overwritten on the first trip.
  %pi = ub.poison : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %pi) -> (index) {
    scf.yield %i : index
  }
  %l = arith.index_cast %last : index to i64
  call @printI64(%l) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: 7
// CHECK-NEXT: 1.5
// CHECK-NEXT: 3
