// RUN: not bufjit opt %s -allow-unregistered-dialect -test-multi-buffering=multiplier=3 2>&1 | FileCheck %s
// mlir-opt 22's multi-buffering replaces the buffer's uses by a strided subview of the new
// buffer but leaves the types of reshapes of it unchanged: the pass's output fails
// verification, reported on the reshape as mlir-opt 22 does.

// CHECK: multi-buffering-reshape.mlir:[[@LINE+12]]:10: error: 'memref.collapse_shape' op expected collapsed type to be 'memref<64xf32, strided<[1], offset: ?>>' but found 'memref<64xf32>'
// CHECK-NEXT: %c = memref.collapse_shape %buf {{\[\[}}0, 1]] : memref<8x8xf32> into memref<64xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: multi-buffering-reshape.mlir:[[@LINE+9]]:10: note: see current operation: %7 = "memref.collapse_shape"(%5) <{reassociation = {{\[\[}}0, 1]]}> : (memref<8x8xf32, strided<[8, 1], offset: ?>>) -> memref<64xf32>
func.func @collapse_of_buffer(%src: memref<100x8xf32>) {
  %buf = memref.alloc() : memref<8x8xf32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c90 = arith.constant 90 : index
  scf.for %i = %c0 to %c90 step %c2 {
    %s = memref.subview %src[%i, 0] [8, 8] [1, 1] : memref<100x8xf32> to memref<8x8xf32, strided<[8, 1], offset: ?>>
    memref.copy %s, %buf : memref<8x8xf32, strided<[8, 1], offset: ?>> to memref<8x8xf32>
    %c = memref.collapse_shape %buf [[0, 1]] : memref<8x8xf32> into memref<64xf32>
    "use"(%c) : (memref<64xf32>) -> ()
  }
  return
}
