// RUN: not bufjit run %s -entry-point-result=i64 2>&1 | FileCheck %s
// bufjit-engines: jit-only (the reference interpreter has no stack-overflow or fault report)
// A runaway recursion overflows the stack: reported with the function and the recursion depth
// (exit status 3) instead of a crash; the program's earlier output is kept.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @recurse(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %m = arith.addi %n, %c1 : i64
  %r = call @recurse(%m) : (i64) -> i64
  %s = arith.addi %r, %c1 : i64
  return %s : i64
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : i64
  %c7 = arith.constant 7 : i64
  // CHECK: 7
  call @printI64(%c7) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: bufjit: error: stack overflow in @recurse at a recursion depth of {{[0-9]+}} frames
  %r = call @recurse(%c0) : (i64) -> i64
  return %r : i64
}
