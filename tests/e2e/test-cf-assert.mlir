// RUN: bufjit run %s --test-cf-assert -entry-point-result=void | FileCheck %s
// RUN: not bufjit run %s -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ABORT
// --test-cf-assert: a failed cf.assert prints its message and the program goes on, as after
// MLIR's -test-cf-assert lowering; without it the first failure ends the run. Expected output
// from mlir-runner 22 (`mlir-opt -test-cf-assert --convert-to-llvm | mlir-runner`).

func.func private @printI64(i64)
func.func private @printNewline()

func.func @check(%x: i64) {
  %c10 = arith.constant 10 : i64
  %ok = arith.cmpi slt, %x, %c10 : i64
  cf.assert %ok, "value too large"
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 3 : i64
  %b = arith.constant 42 : i64
  call @check(%a) : (i64) -> ()
  call @check(%b) : (i64) -> ()
  call @check(%a) : (i64) -> ()
  return
}

// CHECK: 3
// CHECK-NEXT: value too large
// CHECK-NEXT: 42
// CHECK-NEXT: 3
// ABORT: 3
// ABORT: test-cf-assert.mlir:13:3: error: assertion failed: value too large
// ABORT-NOT: 42
