// The generic lowering needs @dealloc_helper, which cannot be inserted when the pass runs on
// functions: an error at the dealloc, then the conversion driver's "failed to legalize", each
// with the op in generic form (mlir-opt 22's output, byte for byte).
// RUN: not bufjit opt %s --pass-pipeline="builtin.module(func.func(bufferization-lower-deallocations))" 2>&1 | FileCheck %s
// RUN: bufjit opt %s --pass-pipeline="builtin.module(func.func(bufferization-lower-deallocations))" -verify-diagnostics

func.func @generic(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1, %d: i1) {
  // expected-error @below {{library function required for generic lowering, but cannot be automatically inserted when operating on functions}}
  // expected-error @below {{failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal}}
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %d)
  return
}

// CHECK: lower-on-functions.mlir:10:3: error: library function required for generic lowering, but cannot be automatically inserted when operating on functions
// CHECK-NEXT: bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %d)
// CHECK-NEXT: ^
// CHECK-NEXT: lower-on-functions.mlir:10:3: note: see current operation: "bufferization.dealloc"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 2, 2, 0>}> : (memref<2xf32>, memref<2xf32>, i1, i1) -> ()
// CHECK-NEXT: lower-on-functions.mlir:10:3: error: failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal
// CHECK-NEXT: bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %d)
// CHECK-NEXT: ^
// CHECK-NEXT: lower-on-functions.mlir:10:3: note: see current operation: "bufferization.dealloc"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 2, 2, 0>}> : (memref<2xf32>, memref<2xf32>, i1, i1) -> ()
