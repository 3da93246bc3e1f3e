// --buffer-deallocation (MLIR 16's clone-based pass): aliasing views, select, existing deallocs.
// Expected output: mlir-opt 16 --buffer-deallocation, re-printed by mlir-opt 22
// (tests/tools/gen-checks.py with MLIR_OPT running both).
// RUN: bufjit opt %s --buffer-deallocation --split-input-file --allow-unregistered-dialect | FileCheck %s

// Aliasing views: the dealloc goes after the last use of any view.
// CHECK: module {
// CHECK-NEXT: func.func @views(%arg0: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: "test.use"(%cast) : (memref<?xf32>) -> ()
// CHECK-NEXT: memref.copy %subview, %arg0 : memref<2xf32, strided<[1]>> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @views(%out: memref<2xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.subview %0[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %2 = memref.cast %0 : memref<4xf32> to memref<?xf32>
  "test.use"(%2) : (memref<?xf32>) -> ()
  memref.copy %1, %out : memref<2xf32, strided<[1]>> to memref<2xf32>
  return
}

// -----

// A view returned keeps the allocation alive.
// CHECK: module {
// CHECK-NEXT: func.func @view_returned() -> memref<2xf32, strided<[1], offset: 1>> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: return %subview : memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @view_returned() -> memref<2xf32, strided<[1], offset: 1>> {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.subview %0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %1 : memref<2xf32, strided<[1], offset: 1>>
}

// -----

// An existing dealloc is moved after the last use.
// CHECK: module {
// CHECK-NEXT: func.func @existing_dealloc(%arg0: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @existing_dealloc(%out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  "test.use"(%0) : (memref<2xf32>) -> ()
  return
}

// -----

// Select between two allocations.
// CHECK: module {
// CHECK-NEXT: func.func @select(%arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %alloc_0 : memref<2xf32>
// CHECK-NEXT: memref.copy %0, %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @select(%c: i1, %out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  %2 = arith.select %c, %0, %1 : memref<2xf32>
  memref.copy %2, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @expand_collapse(%arg0: memref<6xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT{LITERAL}: %collapse_shape = memref.collapse_shape %alloc [[0, 1]] : memref<2x3xf32> into memref<6xf32>
// CHECK-NEXT: memref.copy %collapse_shape, %arg0 : memref<6xf32> to memref<6xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2x3xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @expand_collapse(%out: memref<6xf32>) {
  %0 = memref.alloc() : memref<2x3xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  memref.copy %1, %out : memref<6xf32> to memref<6xf32>
  return
}
