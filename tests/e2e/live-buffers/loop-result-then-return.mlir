// RUN: bufjit run %s -e main --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -O0 --pipeline="builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true},convert-bufferization-to-memref)" | FileCheck %s
// tests/live_buffers.rs also runs this file at -O0/-O3 with both helper lowerings and dynamic
// ownership on and off, and compares with the run without any deallocation.
// An scf.for result used in a block after a cf.cond_br whose other side returns (mlir-opt 22:
// "operation's operand is unlinked"), and an scf.while result used the same way.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @f(%c: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 7 : i64
  %a = memref.alloc(%n) : memref<?xi64>
  memref.store %k, %a[%c0] : memref<?xi64>
  %m = scf.for %i = %c0 to %n step %c1 iter_args(%b = %a) -> (memref<?xi64>) {
    %nb = memref.alloc(%n) : memref<?xi64>
    %v = memref.load %b[%c0] : memref<?xi64>
    %w = arith.addi %v, %k : i64
    memref.store %w, %nb[%c0] : memref<?xi64>
    scf.yield %nb : memref<?xi64>
  }
  %w:2 = scf.while (%i = %c0, %wb = %a) : (index, memref<?xi64>) -> (index, memref<?xi64>) {
    %p = arith.cmpi ult, %i, %n : index
    scf.condition(%p) %i, %wb : index, memref<?xi64>
  } do {
  ^bb0(%i: index, %wb: memref<?xi64>):
    %j = arith.addi %i, %c1 : index
    scf.yield %j, %wb : index, memref<?xi64>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = memref.load %m[%c0] : memref<?xi64>
  %y2 = memref.load %w#1[%c0] : memref<?xi64>
  %y3 = arith.addi %y, %y2 : i64
  return %y3 : i64
^bb2:
  return %k : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c3 = arith.constant 3 : index
  %r = func.call @f(%t, %c3) : (i1, index) -> i64
  // CHECK: 35
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r2 = func.call @f(%f, %c3) : (i1, index) -> i64
  // CHECK-NEXT: 7
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
