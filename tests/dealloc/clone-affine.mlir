// --buffer-deallocation (MLIR 16's clone-based pass): affine.for and affine.if carrying buffers,
// which MLIR 16 treats as region-branch ops (affine.for by its constant trip count).
// Expected output: mlir-opt 16 --buffer-deallocation, re-printed by mlir-opt 22
// (tests/tools/gen-checks.py with MLIR_OPT running both).
// RUN: bufjit opt %s --buffer-deallocation --split-input-file --allow-unregistered-dialect | FileCheck %s

// A fresh buffer per iteration, the previous one freed, the last one returned.
// CHECK: module {
// CHECK-NEXT: func.func @for_iter_alloc(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: %1 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %0) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%arg2, %alloc_0) : (memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %arg2 : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: affine.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_iter_alloc(%arg0: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %r = affine.for %i = 0 to 10 iter_args(%b = %0) -> (memref<2xf32>) {
    %1 = memref.alloc() : memref<2xf32>
    "test.use"(%b, %1) : (memref<2xf32>, memref<2xf32>) -> ()
    affine.yield %1 : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// A single iteration: the body never returns to itself.
// CHECK: module {
// CHECK-NEXT: func.func @for_one_iteration(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: %0 = affine.for %arg2 = 3 to 4 iter_args(%arg3 = %arg0) -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%arg3, %alloc) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: affine.yield %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: test.copy(%0, %arg1) : (memref<4xf32>, memref<4xf32>)
// CHECK-NEXT: memref.dealloc %0 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_one_iteration(%arg0: memref<4xf32>, %out: memref<4xf32>) {
  %r = affine.for %i = 3 to 4 iter_args(%b = %arg0) -> (memref<4xf32>) {
    %1 = memref.alloc() : memref<4xf32>
    "test.use"(%b, %1) : (memref<4xf32>, memref<4xf32>) -> ()
    affine.yield %1 : memref<4xf32>
  }
  "test.copy"(%r, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// Two iter_args swapped on every step, with a step.
// CHECK: module {
// CHECK-NEXT: func.func @for_swap(%arg0: memref<8xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %0:2 = affine.for %arg1 = 0 to 16 step 4 iter_args(%arg2 = %alloc, %arg3 = %alloc_0) -> (memref<8xf32>, memref<8xf32>) {
// CHECK-NEXT: "test.use"(%arg2, %arg3) : (memref<8xf32>, memref<8xf32>) -> ()
// CHECK-NEXT: affine.yield %arg3, %arg2 : memref<8xf32>, memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: test.copy(%0#0, %arg0) : (memref<8xf32>, memref<8xf32>)
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_swap(%out: memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %r:2 = affine.for %i = 0 to 16 step 4 iter_args(%x = %a, %y = %b) -> (memref<8xf32>, memref<8xf32>) {
    "test.use"(%x, %y) : (memref<8xf32>, memref<8xf32>) -> ()
    affine.yield %y, %x : memref<8xf32>, memref<8xf32>
  }
  "test.copy"(%r#0, %out) : (memref<8xf32>, memref<8xf32>) -> ()
  return
}

// -----

// The loop passes its argument through; the buffer used inside stays alive after it.
// CHECK: module {
// CHECK-NEXT: func.func @for_passthrough(%arg0: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to 5 iter_args(%arg2 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%arg2, %alloc_0) : (memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: affine.yield %arg2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: test.copy(%0, %arg0) : (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_passthrough(%out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %r = affine.for %i = 0 to 5 iter_args(%b = %0) -> (memref<2xf32>) {
    %t = memref.alloc() : memref<2xf32>
    "test.use"(%b, %t) : (memref<2xf32>, memref<2xf32>) -> ()
    affine.yield %b : memref<2xf32>
  }
  "test.copy"(%r, %out) : (memref<2xf32>, memref<2xf32>) -> ()
  return
}

// -----

// Nested loops, the inner one allocating.
// CHECK: module {
// CHECK-NEXT: func.func @for_nested(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %1 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %0) -> (memref<?xf32>) {
// CHECK-NEXT: %2 = bufferization.clone %arg3 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %arg3 : memref<?xf32>
// CHECK-NEXT: %3 = affine.for %arg4 = 0 to 3 iter_args(%arg5 = %2) -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: "test.use"(%arg5, %alloc) : (memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: memref.dealloc %arg5 : memref<?xf32>
// CHECK-NEXT: %5 = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: affine.yield %5 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %4 = bufferization.clone %3 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %3 : memref<?xf32>
// CHECK-NEXT: affine.yield %4 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_nested(%arg0: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = affine.for %i = 0 to 4 iter_args(%b = %arg0) -> (memref<?xf32>) {
    %s = affine.for %j = 0 to 3 iter_args(%c = %b) -> (memref<?xf32>) {
      %1 = memref.alloc(%n) : memref<?xf32>
      "test.use"(%c, %1) : (memref<?xf32>, memref<?xf32>) -> ()
      affine.yield %1 : memref<?xf32>
    }
    affine.yield %s : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// -----

// affine.if yielding an allocation or an argument.
// CHECK: #set = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_result(%arg0: index, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0 = affine.if #set(%arg0) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: affine.yield %1 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: affine.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @if_result(%n: index, %arg0: memref<2xf32>) -> memref<2xf32> {
  %r = affine.if #set(%n) -> memref<2xf32> {
    %1 = memref.alloc() : memref<2xf32>
    affine.yield %1 : memref<2xf32>
  } else {
    affine.yield %arg0 : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// affine.if yielding one of two allocations made before it, used after it.
// CHECK: #set = affine_set<(d0, d1) : (d0 - d1 >= 0, d1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_select(%arg0: index, %arg1: index, %arg2: memref<3xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: %0 = affine.if #set(%arg0, %arg1) -> memref<3xf32> {
// CHECK-NEXT: affine.yield %alloc : memref<3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %alloc_0 : memref<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: test.copy(%0, %arg2) : (memref<3xf32>, memref<3xf32>)
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<3xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<3xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
#set = affine_set<(d0, d1) : (d0 - d1 >= 0, d1 >= 0)>
func.func @if_select(%i: index, %j: index, %out: memref<3xf32>) {
  %a = memref.alloc() : memref<3xf32>
  %b = memref.alloc() : memref<3xf32>
  %r = affine.if #set(%i, %j) -> memref<3xf32> {
    affine.yield %a : memref<3xf32>
  } else {
    affine.yield %b : memref<3xf32>
  }
  "test.copy"(%r, %out) : (memref<3xf32>, memref<3xf32>) -> ()
  return
}

// -----

// affine.if without else using a buffer, and with an allocation inside.
// CHECK: #set = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_no_else(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: affine.if #set(%arg0) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc, %alloc_0) : (memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
#set = affine_set<(d0) : (d0 - 1 >= 0)>
func.func @if_no_else(%n: index) {
  %0 = memref.alloc() : memref<2xf32>
  affine.if #set(%n) {
    %1 = memref.alloc() : memref<2xf32>
    "test.use"(%0, %1) : (memref<2xf32>, memref<2xf32>) -> ()
  }
  return
}

// -----

// An affine.if inside an affine.for choosing the next iteration's buffer.
// CHECK: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @for_if(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = affine.for %arg1 = 0 to 8 iter_args(%arg2 = %0) -> (memref<2xf32>) {
// CHECK-NEXT: %2 = affine.if #set(%arg1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%arg2, %alloc) : (memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: %4 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: affine.yield %4 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: affine.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %arg2 : memref<2xf32>
// CHECK-NEXT: %3 = bufferization.clone %2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %2 : memref<2xf32>
// CHECK-NEXT: affine.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
#set = affine_set<(d0) : (d0 - 2 >= 0)>
func.func @for_if(%arg0: memref<2xf32>) -> memref<2xf32> {
  %r = affine.for %i = 0 to 8 iter_args(%b = %arg0) -> (memref<2xf32>) {
    %s = affine.if #set(%i) -> memref<2xf32> {
      %1 = memref.alloc() : memref<2xf32>
      "test.use"(%b, %1) : (memref<2xf32>, memref<2xf32>) -> ()
      affine.yield %1 : memref<2xf32>
    } else {
      affine.yield %b : memref<2xf32>
    }
    affine.yield %s : memref<2xf32>
  }
  return %r : memref<2xf32>
}
