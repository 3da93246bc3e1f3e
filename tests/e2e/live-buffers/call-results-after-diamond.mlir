// RUN: bufjit run %s -e main --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -O0 --pipeline="builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true},convert-bufferization-to-memref)" | FileCheck %s
// tests/live_buffers.rs also runs this file at -O0/-O3 with both helper lowerings and dynamic
// ownership on and off, and compares with the run without any deallocation.
// Call results used in blocks after a later diamond. With private-function-dynamic-ownership
// the ownership pass rebuilds each call to a private function with an extra i1 result; the
// rebuilt call's results must stay live (mlir-opt 22 crashes in getMemrefsToRetain here).

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @fresh(%n: index, %v: i64) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xi64>
  memref.store %v, %a[%c0] : memref<?xi64>
  return %a : memref<?xi64>
}

func.func private @maybe_same(%c: i1, %m: memref<?xi64>) -> (memref<?xi64>, i64) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xi64>
  %r = scf.if %c -> (memref<?xi64>) {
    %d = memref.dim %m, %c0 : memref<?xi64>
    %n = memref.alloc(%d) : memref<?xi64>
    %w = arith.muli %v, %v : i64
    memref.store %w, %n[%c0] : memref<?xi64>
    scf.yield %n : memref<?xi64>
  } else {
    scf.yield %m : memref<?xi64>
  }
  return %r, %v : memref<?xi64>, i64
}

func.func @f(%c: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %k = arith.constant 3 : i64
  %a = func.call @fresh(%n, %k) : (index, i64) -> memref<?xi64>
  %b:2 = func.call @maybe_same(%c, %a) : (i1, memref<?xi64>) -> (memref<?xi64>, i64)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.load %b#0[%c0] : memref<?xi64>
  cf.br ^bb3(%x : i64)
^bb2:
  cf.br ^bb3(%b#1 : i64)
^bb3(%r: i64):
  cf.br ^bb4
^bb4:
  %y = memref.load %b#0[%c0] : memref<?xi64>
  %z = memref.load %a[%c0] : memref<?xi64>
  %s = arith.addi %r, %y : i64
  %t = arith.addi %s, %z : i64
  %u = arith.addi %t, %b#1 : i64
  return %u : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c2 = arith.constant 2 : index
  %r1 = func.call @f(%t, %c2) : (i1, index) -> i64
  // 9 + 9 + 3 + 3
  // CHECK: 24
  func.call @printI64(%r1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r2 = func.call @f(%f, %c2) : (i1, index) -> i64
  // 3 + 3 + 3 + 3
  // CHECK-NEXT: 12
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
