// RUN: not bufjit run %s -e main -entry-point-result=void 2>&1 | FileCheck %s
// A failed cf.assert ends the run with its message and location (exit status 3), after
// the program's earlier output.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @check(%x: i64) {
  %lim = arith.constant 3 : i64
  %ok = arith.cmpi slt, %x, %lim : i64
  // CHECK: neg-assert.mlir:[[@LINE+1]]:3: error: assertion failed: x must stay below 3
  cf.assert %ok, "x must stay below 3"
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    %x = arith.index_cast %i : index to i64
    call @printI64(%x) : (i64) -> ()
    call @printNewline() : () -> ()
    call @check(%x) : (i64) -> ()
  }
  return
}
// CHECK-NOT: 4
