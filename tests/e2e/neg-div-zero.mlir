// RUN: not bufjit run %s -e main -entry-point-result=i32 2>&1 | FileCheck %s
// Integer division by zero is reported with the op's location, not a SIGFPE.

func.func @div(%a: i32, %b: i32) -> i32 {
  // CHECK: neg-div-zero.mlir:[[@LINE+1]]:8: error: integer division by zero
  %r = arith.divsi %a, %b : i32
  return %r : i32
}

func.func @main() -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 0 : i32
  %r = call @div(%a, %b) : (i32, i32) -> i32
  return %r : i32
}
