// --buffer-deallocation (MLIR 16's clone-based pass): affine.for with bounds that are not
// constants, which may go from the op straight to its results. mlir-opt 16 crashes on these
// (its BufferViewFlowAnalysis assumes every entry successor is a region); bufjit lets the
// iter_args inits flow to the results, as they do at run time, and frees or clones them as it
// does for scf.for. Expected output: bufjit's, checked by hand against the scf.for equivalents
// in clone-region-branchop-interface.mlir.
// RUN: bufjit opt %s --buffer-deallocation --split-input-file --allow-unregistered-dialect | FileCheck %s

// Zero iterations return the init: the init is cloned so that the result is always owned.
// CHECK: module {
// CHECK-NEXT: func.func @dyn_alloc_in_body(%arg0: index, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = affine.for %arg2 = 0 to %arg0 iter_args(%arg3 = %0) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%arg3, %alloc) : (memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %arg3 : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: affine.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dyn_alloc_in_body(%n: index, %arg0: memref<2xf32>) -> memref<2xf32> {
  %r = affine.for %i = 0 to %n iter_args(%b = %arg0) -> (memref<2xf32>) {
    %1 = memref.alloc() : memref<2xf32>
    "test.use"(%b, %1) : (memref<2xf32>, memref<2xf32>) -> ()
    affine.yield %1 : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// A loop passing an allocation through: it is freed after the result's last use.
// CHECK: module {
// CHECK-NEXT: func.func @dyn_passthrough(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to %arg0 iter_args(%arg2 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT: "test.use"(%arg2) : (memref<2xf32>) -> ()
// CHECK-NEXT: affine.yield %arg2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dyn_passthrough(%n: index) {
  %0 = memref.alloc() : memref<2xf32>
  %r = affine.for %i = 0 to %n iter_args(%b = %0) -> (memref<2xf32>) {
    "test.use"(%b) : (memref<2xf32>) -> ()
    affine.yield %b : memref<2xf32>
  }
  "test.use"(%r) : (memref<2xf32>) -> ()
  return
}

// -----

// Zero iterations (constant bounds): the op goes straight to its results.
// CHECK: module {
// CHECK-NEXT: func.func @zero_trip(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = affine.for %arg1 = 4 to 2 iter_args(%arg2 = %0) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg2 : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: affine.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @zero_trip(%arg0: memref<2xf32>) -> memref<2xf32> {
  %r = affine.for %i = 4 to 2 iter_args(%b = %arg0) -> (memref<2xf32>) {
    %1 = memref.alloc() : memref<2xf32>
    affine.yield %1 : memref<2xf32>
  }
  return %r : memref<2xf32>
}
