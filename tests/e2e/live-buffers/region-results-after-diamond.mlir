// RUN: bufjit run %s -e main --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -O0 --pipeline="builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true},convert-bufferization-to-memref)" | FileCheck %s
// tests/live_buffers.rs also runs this file at -O0/-O3 with both helper lowerings and dynamic
// ownership on and off, and compares with the run without any deallocation.
// Results of region ops (scf.if, scf.for, scf.while, scf.index_switch, scf.execute_region),
// memref and non-memref, defined before a cf.cond_br diamond and used in and after it. The
// ownership pass rebuilds each op with extra i1 results; liveness must still see the results.
// mlir-opt 22 frees the memref results before the branch, and crashes on the i64 results.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @f(%c: i1, %n: index, %sel: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 7 : i64
  %a = memref.alloc(%n) : memref<?xi64>
  memref.store %k, %a[%c0] : memref<?xi64>
  %x = scf.if %c -> (i64) {
    %v = memref.load %a[%c0] : memref<?xi64>
    scf.yield %v : i64
  } else {
    scf.yield %k : i64
  }
  %b = scf.if %c -> (memref<?xi64>) {
    %nb = memref.alloc(%n) : memref<?xi64>
    %two = arith.constant 2 : i64
    memref.store %two, %nb[%c0] : memref<?xi64>
    scf.yield %nb : memref<?xi64>
  } else {
    scf.yield %a : memref<?xi64>
  }
  %m = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<?xi64>) {
    %nb = memref.alloc(%n) : memref<?xi64>
    %v = memref.load %it[%c0] : memref<?xi64>
    %w = arith.addi %v, %k : i64
    memref.store %w, %nb[%c0] : memref<?xi64>
    scf.yield %nb : memref<?xi64>
  }
  %wr:2 = scf.while (%i = %c0, %wb = %a) : (index, memref<?xi64>) -> (index, memref<?xi64>) {
    %p = arith.cmpi ult, %i, %n : index
    scf.condition(%p) %i, %wb : index, memref<?xi64>
  } do {
  ^bb0(%i: index, %wb: memref<?xi64>):
    %j = arith.addi %i, %c1 : index
    %nb = memref.alloc(%n) : memref<?xi64>
    %v = memref.load %wb[%c0] : memref<?xi64>
    %w = arith.addi %v, %v : i64
    memref.store %w, %nb[%c0] : memref<?xi64>
    scf.yield %j, %nb : index, memref<?xi64>
  }
  %sw = scf.index_switch %sel -> memref<?xi64>
  case 0 {
    %nb = memref.alloc(%n) : memref<?xi64>
    %three = arith.constant 3 : i64
    memref.store %three, %nb[%c0] : memref<?xi64>
    scf.yield %nb : memref<?xi64>
  }
  default {
    scf.yield %b : memref<?xi64>
  }
  %er = scf.execute_region -> memref<?xi64> {
    %nb = memref.alloc(%n) : memref<?xi64>
    %four = arith.constant 4 : i64
    memref.store %four, %nb[%c0] : memref<?xi64>
    scf.yield %nb : memref<?xi64>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = memref.load %m[%c0] : memref<?xi64>
  %z = arith.addi %x, %y : i64
  cf.br ^bb3(%z : i64)
^bb2:
  cf.br ^bb3(%x : i64)
^bb3(%r: i64):
  %q = memref.load %m[%c0] : memref<?xi64>
  %qb = memref.load %b[%c0] : memref<?xi64>
  %qw = memref.load %wr#1[%c0] : memref<?xi64>
  %qs = memref.load %sw[%c0] : memref<?xi64>
  %s1 = arith.addi %r, %q : i64
  %s2 = arith.addi %s1, %qb : i64
  %s3 = arith.addi %s2, %qw : i64
  %s4 = arith.addi %s3, %qs : i64
  %s5 = scf.if %c -> (i64) {
    %qe = memref.load %er[%c0] : memref<?xi64>
    %t = arith.addi %s4, %qe : i64
    scf.yield %t : i64
  } else {
    scf.yield %s4 : i64
  }
  return %s5 : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r1 = func.call @f(%t, %c3, %c0) : (i1, index, index) -> i64
  // x=7, m=28, b=2, w=56, sw=3, er=4: 7+28+28+2+56+3+4
  // CHECK: 128
  func.call @printI64(%r1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r2 = func.call @f(%f, %c3, %c1) : (i1, index, index) -> i64
  // x=7, m=28, b=a=7, w=56, sw=b=7: 7+28+7+56+7
  // CHECK-NEXT: 105
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
