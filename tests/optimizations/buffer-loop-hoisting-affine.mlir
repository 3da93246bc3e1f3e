// RUN: bufjit opt %s -buffer-loop-hoisting -split-input-file -allow-unregistered-dialect | FileCheck %s
// affine.for is a sequential loop for buffer-loop-hoisting (as in mlir-opt 22): allocations
// whose sizes do not depend on it leave it, one level at a time; a buffer carried around the
// back edge stays. affine.parallel is a parallel loop: nothing leaves it (mlir-opt 22 hoists
// out of it, so that all iterations share one buffer).
// Expected output (first three cases): mlir-opt 22.

// CHECK-LABEL: func.func @affine_for_alloc(%arg0: memref<8xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xindex>
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<1xindex>
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<1xindex>
// CHECK-NEXT: memref.store %0, %arg0[%arg1] : memref<8xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @affine_for_alloc(%out: memref<8xindex>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 8 {
    %buffer = memref.alloc() : memref<1xindex>
    memref.store %i, %buffer[%c0] : memref<1xindex>
    %value = memref.load %buffer[%c0] : memref<1xindex>
    memref.store %value, %out[%i] : memref<8xindex>
  }
  return
}

// -----

// CHECK-LABEL: func.func @affine_for_nested(%arg0: memref<8x4xf32>, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<3xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg2) : memref<?xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: "test.use"(%alloca, %alloc, %alloc_0) : (memref<3xf32>, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @affine_for_nested(%out: memref<8x4xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      %a = memref.alloca() : memref<3xf32>
      %b = memref.alloc(%n) : memref<?xf32>
      %c = memref.alloc(%i) : memref<?xf32>
      "test.use"(%a, %b, %c) : (memref<3xf32>, memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @affine_for_carried(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to 8 iter_args(%arg2 = %arg0) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: affine.yield %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
func.func @affine_for_carried(%init: memref<2xf32>) -> memref<2xf32> {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %init) -> (memref<2xf32>) {
    %buffer = memref.alloc() : memref<2xf32>
    affine.yield %buffer : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// CHECK-LABEL: func.func @affine_parallel_alloc
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (2) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xindex>
func.func @affine_parallel_alloc(%out: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  affine.parallel (%i) = (0) to (2) {
    %buffer = memref.alloc() : memref<1xindex>
    memref.store %i, %buffer[%c0] : memref<1xindex>
    %value = memref.load %buffer[%c0] : memref<1xindex>
    memref.store %value, %out[%i] : memref<2xindex>
  }
  return
}
