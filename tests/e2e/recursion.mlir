// RUN: bufjit run %s -e main -entry-point-result=i64 | FileCheck %s
// Recursive calls (fib), with deep recursion through a mutually recursive pair.

func.func @fib(%n: i64) -> i64 {
  %two = arith.constant 2 : i64
  %lt = arith.cmpi slt, %n, %two : i64
  cf.cond_br %lt, ^base, ^rec
^base:
  return %n : i64
^rec:
  %one = arith.constant 1 : i64
  %a = arith.subi %n, %one : i64
  %b = arith.subi %n, %two : i64
  %fa = call @fib(%a) : (i64) -> i64
  %fb = call @fib(%b) : (i64) -> i64
  %s = arith.addi %fa, %fb : i64
  return %s : i64
}

func.func @even(%n: i64) -> i1 {
  %z = arith.constant 0 : i64
  %is0 = arith.cmpi eq, %n, %z : i64
  %r = scf.if %is0 -> i1 {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %one = arith.constant 1 : i64
    %m = arith.subi %n, %one : i64
    %o = func.call @odd(%m) : (i64) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}

func.func @odd(%n: i64) -> i1 {
  %z = arith.constant 0 : i64
  %is0 = arith.cmpi eq, %n, %z : i64
  %r = scf.if %is0 -> i1 {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %one = arith.constant 1 : i64
    %m = arith.subi %n, %one : i64
    %e = func.call @even(%m) : (i64) -> i1
    scf.yield %e : i1
  }
  return %r : i1
}

// CHECK: 6765
func.func @main() -> i64 {
  %n = arith.constant 20 : i64
  %f = call @fib(%n) : (i64) -> i64
  %deep = arith.constant 100000 : i64
  %e = call @even(%deep) : (i64) -> i1
  %ok = arith.constant 0 : i64
  %bad = arith.constant -1 : i64
  %r = arith.select %e, %f, %bad : i64
  return %r : i64
}
