// The generic lowering needs @dealloc_helper, which cannot be inserted when the pass runs on
// functions: an error at the dealloc.
// RUN: not bufjit opt %s --pass-pipeline="builtin.module(func.func(bufferization-lower-deallocations))" 2>&1 | FileCheck %s

// CHECK: lower-on-functions.mlir:7:3: error: library function required for generic lowering, but cannot be automatically inserted when operating on functions
func.func @generic(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1, %d: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %d)
  return
}
