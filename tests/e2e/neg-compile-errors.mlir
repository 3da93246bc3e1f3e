// RUN: not bufjit run %s -e main --pipeline=none 2>&1 | FileCheck %s
// RUN: not bufjit run %s -e missing --pipeline=none 2>&1 | FileCheck %s --check-prefix=MISSING
// An unlowered bufferization.dealloc is a diagnostic naming the pass to run.

func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %t = arith.constant true
  // CHECK: neg-compile-errors.mlir:[[@LINE+1]]:3: error: 'bufferization.dealloc' op is still present at code generation: run `bufferization-lower-deallocations`
  bufferization.dealloc (%a : memref<4xf32>) if (%t)
  return
}
// MISSING: error: 'bufferization.dealloc' op is still present
// RUN: not bufjit run %s --pipeline="builtin.module(no-such-pass)" 2>&1 | FileCheck %s --check-prefix=BADPASS
// BADPASS: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
