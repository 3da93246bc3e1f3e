// canonicalize on the clone/dealloc pairs the clone-based --buffer-deallocation leaves:
// a clone followed by a dealloc of its source in the same block with no free in between, a
// clone of a clone, a clone feeding only a dealloc, unused clones, and the cases that must
// stay (a free in between, the dealloc in another block). Expected output is mlir-opt 22's;
// mlir-opt 16 gives the same on every case (both have the same SimplifyClones pattern).
// RUN: bufjit opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @clone_then_free_source(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.fill"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @clone_then_free_source(%c: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  "test.fill"(%0) : (memref<2xf32>) -> ()
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @clone_of_clone(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @clone_of_clone(%a: memref<2xf32>) -> memref<2xf32> {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @clone_only_dealloc(%arg0: memref<2xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @clone_only_dealloc(%a: memref<2xf32>) {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @clone_unused(%arg0: memref<2xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @clone_unused(%a: memref<2xf32>) {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @free_in_between(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @free_in_between(%a: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @other_block(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @other_block(%c: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb1
^bb1:
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @cast_clone(%arg0: memref<2xf32>) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @cast_clone(%a: memref<2xf32>) -> memref<?xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<?xf32>
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<?xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @clone_of_clone_chain(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @clone_of_clone_chain(%a: memref<2xf32>) -> memref<2xf32> {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  %2 = bufferization.clone %1 : memref<2xf32> to memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  memref.dealloc %1 : memref<2xf32>
  return %2 : memref<2xf32>
}
