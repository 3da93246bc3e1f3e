// RUN: bufjit run %s -e main --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -O0 --pipeline="builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true},convert-bufferization-to-memref)" | FileCheck %s
// tests/live_buffers.rs also runs this file at -O0/-O3 with both helper lowerings and dynamic
// ownership on and off, and compares with the run without any deallocation.
// The program: the scf.if that expand-realloc builds is rebuilt by the ownership pass;
// its result is returned after a later cf.cond_br diamond and must not be freed before it.
// mlir-opt 22 frees it at the cond_br (its liveness names the pre-rebuild value).

func.func private @printI64(i64)
func.func private @printNewline()

func.func @f(%out: memref<4xi64>, %c: i1) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %k = arith.constant 42 : i64
  %a = memref.alloc(%c3) : memref<?xi64>
  memref.store %k, %a[%c0] : memref<?xi64>
  %r = memref.realloc %a(%c4) : memref<?xi64> to memref<?xi64>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %k, %out[%c0] : memref<4xi64>
  cf.br ^bb2
^bb2:
  return %r : memref<?xi64>
}

// Dynamic sizes: the realloc's scf.if survives canonicalization; the result is used two
// blocks after the diamond, inside an scf.for.
func.func @g(%n: index, %m: index, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 5 : i64
  %a = memref.alloc(%n) : memref<?xi64>
  memref.store %k, %a[%c0] : memref<?xi64>
  %r = memref.realloc %a(%m) : memref<?xi64> to memref<?xi64>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  %s = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %k) -> (i64) {
    %v = memref.load %r[%c0] : memref<?xi64>
    %w = arith.addi %acc, %v : i64
    scf.yield %w : i64
  }
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %t = arith.constant true
  %f = arith.constant false
  %o = memref.alloc() : memref<4xi64>
  %r = func.call @f(%o, %t) : (memref<4xi64>, i1) -> memref<?xi64>
  %v = memref.load %r[%c0] : memref<?xi64>
  // CHECK: 42
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r2 = func.call @f(%o, %f) : (memref<4xi64>, i1) -> memref<?xi64>
  %v2 = memref.load %r2[%c0] : memref<?xi64>
  // CHECK-NEXT: 42
  func.call @printI64(%v2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %g1 = func.call @g(%c2, %c8, %t) : (index, index, i1) -> i64
  %g2 = func.call @g(%c8, %c2, %f) : (index, index, i1) -> i64
  // CHECK-NEXT: 10
  func.call @printI64(%g1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // CHECK-NEXT: 10
  func.call @printI64(%g2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
