// RUN: bufjit run %s -e main --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -O0 --pipeline="builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true},convert-bufferization-to-memref)" | FileCheck %s
// tests/live_buffers.rs also runs this file at -O0/-O3 with both helper lowerings and dynamic
// ownership on and off, and compares with the run without any deallocation.
// A statically shrinking memref.realloc through the whole pipeline. mlir-opt 22 rejects it:
// expand-realloc builds a dead "grow" branch whose static subview is out of bounds. bufjit
// expands a static shrink to the reinterpret_cast alone. Growing and same-size reallocs stay
// as MLIR builds them.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %k = arith.constant 9 : i64
  %a = memref.alloc() : memref<8xi64>
  memref.store %k, %a[%c2] : memref<8xi64>
  %s = memref.realloc %a : memref<8xi64> to memref<4xi64>
  %v = memref.load %s[%c2] : memref<4xi64>
  // CHECK: 9
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %g = memref.realloc %s : memref<4xi64> to memref<16xi64>
  memref.store %k, %g[%c3] : memref<16xi64>
  %v2 = memref.load %g[%c2] : memref<16xi64>
  %v3 = memref.load %g[%c3] : memref<16xi64>
  %sum = arith.addi %v2, %v3 : i64
  // CHECK-NEXT: 18
  func.call @printI64(%sum) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %e = memref.realloc %g : memref<16xi64> to memref<16xi64>
  %v4 = memref.load %e[%c3] : memref<16xi64>
  // CHECK-NEXT: 9
  func.call @printI64(%v4) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
