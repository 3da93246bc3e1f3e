// canonicalize: bufferization.clone (MLIR 22's SimplifyClones and the clone folder through
// memref.cast). Expected output is mlir-opt 22's.
// RUN: bufjit opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// The clone is freed in its own block: uses read the source, clone and dealloc go.
// CHECK: module {
// CHECK-NEXT: func.func @clone_dealloc_clone(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "x.fill"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: "x.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @clone_dealloc_clone(%c: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  "x.fill"(%0) : (memref<2xf32>) -> ()
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  "x.use"(%1) : (memref<2xf32>) -> ()
  memref.dealloc %1 : memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

// The source is freed in the clone's block: the source dealloc goes instead.
// CHECK: module {
// CHECK-NEXT: func.func @clone_dealloc_source() -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "x.fill"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @clone_dealloc_source() -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  "x.fill"(%0) : (memref<2xf32>) -> ()
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// Must not fire: source and clone are freed in the same block.
// CHECK: module {
// CHECK-NEXT: func.func @both_same_block() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: "x.use"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @both_same_block() {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  "x.use"(%1) : (memref<2xf32>) -> ()
  memref.dealloc %0 : memref<2xf32>
  memref.dealloc %1 : memref<2xf32>
  return
}

// -----

// Must not fire: another memref.dealloc sits between the clone and the redundant dealloc.
// CHECK: module {
// CHECK-NEXT: func.func @dealloc_in_between(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dealloc_in_between(%x: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  memref.dealloc %x : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// Differing but cast-compatible types: the source is cast to the clone type.
// CHECK: module {
// CHECK-NEXT: func.func @type_change() -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @type_change() -> memref<?xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<?xf32>
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<?xf32>
}

// -----

// The source is a view: the dealloc of the viewed buffer counts.
// CHECK: module {
// CHECK-NEXT: func.func @subview_source() -> memref<2xf32, strided<[1], offset: 2>> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT: return %subview : memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @subview_source() -> memref<2xf32, strided<[1], offset: 2>> {
  %0 = memref.alloc() : memref<4xf32>
  %s = memref.subview %0[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  %1 = bufferization.clone %s : memref<2xf32, strided<[1], offset: 2>> to memref<2xf32, strided<[1], offset: 2>>
  memref.dealloc %0 : memref<4xf32>
  return %1 : memref<2xf32, strided<[1], offset: 2>>
}

// -----

// Must not fire: neither dealloc is in the clone's block.
// CHECK: module {
// CHECK-NEXT: func.func @other_block_dealloc(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @other_block_dealloc(%c: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %1 : memref<2xf32>
  return %0 : memref<2xf32>
^bb2:
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// Must not fire: the source has two deallocs.
// CHECK: module {
// CHECK-NEXT: func.func @two_deallocs(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @two_deallocs(%c: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  memref.dealloc %1 : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<2xf32>
^bb2:
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// Must not fire: bufferization.dealloc is not a memref dealloc for this pattern.
// CHECK: module {
// CHECK-NEXT: func.func @buf_dealloc(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: "x.use"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%0 : memref<2xf32>) if (%arg0)
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @buf_dealloc(%c: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  "x.use"(%1) : (memref<2xf32>) -> ()
  bufferization.dealloc (%1 : memref<2xf32>) if (%c)
  return %0 : memref<2xf32>
}

// -----

// Must not fire: nothing frees source or clone.
// CHECK: module {
// CHECK-NEXT: func.func @no_dealloc(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @no_dealloc(%a: memref<2xf32>) -> memref<2xf32> {
  %1 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// The clone folder reads through a memref.cast of a ranked memref.
// CHECK: module {
// CHECK-NEXT: func.func @clone_of_cast(%arg0: memref<2xf32>) -> memref<?xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<2xf32> to memref<?xf32>
// CHECK-NEXT: "x.use"(%0) : (memref<?xf32>) -> ()
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @clone_of_cast(%a: memref<2xf32>) -> memref<?xf32> {
  %c = memref.cast %a : memref<2xf32> to memref<?xf32>
  %1 = bufferization.clone %c : memref<?xf32> to memref<?xf32>
  "x.use"(%1) : (memref<?xf32>) -> ()
  return %1 : memref<?xf32>
}

// -----

// Clone freed right away: the clone and the dealloc go.
// CHECK: module {
// CHECK-NEXT: func.func @clone_then_dealloc_then_use(%arg0: memref<2xf32>) {
// CHECK-NEXT: "x.use"(%arg0) : (memref<2xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @clone_then_dealloc_then_use(%a: memref<2xf32>) {
  %1 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  memref.dealloc %1 : memref<2xf32>
  "x.use"(%a) : (memref<2xf32>) -> ()
  return
}

// -----

// Must not fire: the types are not cast-compatible.
// CHECK: module {
// CHECK-NEXT: func.func @incompatible() -> memref<3xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<3xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %0 : memref<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @incompatible() -> memref<3xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<3xf32>
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<3xf32>
}

// -----

// View of a function argument freed in the block.
// CHECK: module {
// CHECK-NEXT: func.func @subview_of_arg(%arg0: memref<4xf32>) -> memref<2xf32, strided<[1], offset: 2>> {
// CHECK-NEXT: %subview = memref.subview %arg0[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT: return %subview : memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @subview_of_arg(%a: memref<4xf32>) -> memref<2xf32, strided<[1], offset: 2>> {
  %s = memref.subview %a[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  %1 = bufferization.clone %s : memref<2xf32, strided<[1], offset: 2>> to memref<2xf32, strided<[1], offset: 2>>
  memref.dealloc %a : memref<4xf32>
  return %1 : memref<2xf32, strided<[1], offset: 2>>
}

// -----

// Must not fire: memref.realloc is not found as the dealloc of its source.
// CHECK: module {
// CHECK-NEXT: func.func @realloc_source(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = memref.realloc %arg0 : memref<2xf32> to memref<4xf32>
// CHECK-NEXT: "x.use"(%1) : (memref<4xf32>) -> ()
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @realloc_source(%a: memref<2xf32>) -> memref<2xf32> {
  %1 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  %2 = memref.realloc %a : memref<2xf32> to memref<4xf32>
  "x.use"(%2) : (memref<4xf32>) -> ()
  return %1 : memref<2xf32>
}

// -----

// Ranked source, unranked clone: a memref.cast is inserted.
// CHECK: module {
// CHECK-NEXT: func.func @unranked(%arg0: memref<2xf32>) -> memref<*xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xf32> to memref<*xf32>
// CHECK-NEXT: return %cast : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unranked(%a: memref<2xf32>) -> memref<*xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<*xf32>
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<*xf32>
}

// -----

// A bufferization.dealloc in between does not block.
// CHECK: module {
// CHECK-NEXT: func.func @free_effect_between(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: bufferization.dealloc (%arg1 : memref<2xf32>) if (%arg2)
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @free_effect_between(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  bufferization.dealloc (%b : memref<2xf32>) if (%c)
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// The clone is freed before a later use of the source.
// CHECK: module {
// CHECK-NEXT: func.func @clone_used_after_dealloc() -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "x.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: "x.later"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @clone_used_after_dealloc() -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  "x.use"(%1) : (memref<2xf32>) -> ()
  memref.dealloc %1 : memref<2xf32>
  "x.later"(%0) : (memref<2xf32>) -> ()
  return %0 : memref<2xf32>
}

// -----

// Must not fire: a memref.realloc (a free) sits in between.
// CHECK: module {
// CHECK-NEXT: func.func @realloc_between(%arg0: memref<2xf32>) -> (memref<2xf32>, memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = memref.realloc %arg0 : memref<2xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %0, %1 : memref<2xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @realloc_between(%b: memref<2xf32>) -> (memref<2xf32>, memref<4xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  %2 = memref.realloc %b : memref<2xf32> to memref<4xf32>
  memref.dealloc %0 : memref<2xf32>
  return %1, %2 : memref<2xf32>, memref<4xf32>
}

// -----

// An unregistered op in between does not block (no memory-effect interface).
// CHECK: module {
// CHECK-NEXT: func.func @unknown_between(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "x.unknown"(%arg0) : (memref<2xf32>) -> ()
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unknown_between(%b: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  "x.unknown"(%b) : (memref<2xf32>) -> ()
  memref.dealloc %0 : memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// Must not fire: the clone is freed by memref.realloc in the block the source dealloc is in.
// CHECK: module {
// CHECK-NEXT: func.func @realloc_clone(%arg0: i1) -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = memref.realloc %0 : memref<2xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @realloc_clone(%c: i1) -> memref<4xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
  %2 = memref.realloc %1 : memref<2xf32> to memref<4xf32>
  memref.dealloc %0 : memref<2xf32>
  return %2 : memref<4xf32>
}
