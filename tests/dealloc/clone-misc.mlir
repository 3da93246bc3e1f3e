// --buffer-deallocation (MLIR 16's clone-based pass): existing deallocs (moved; an allocation
// freed twice is left alone), clones in the input, index_switch and while results, views
// merged at a block argument, nested scf.if with dynamic shapes.
// Expected output: mlir-opt 16 --buffer-deallocation, re-printed by mlir-opt 22.
// RUN: bufjit opt %s --buffer-deallocation --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @nested_dealloc(%arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested_dealloc(%c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  scf.if %c {
    "test.use"(%0) : (memref<2xf32>) -> ()
    memref.dealloc %0 : memref<2xf32>
  }
  "test.use"(%0) : (memref<2xf32>) -> ()
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @two_deallocs(%arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @two_deallocs(%c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %0 : memref<2xf32>
  cf.br ^bb3
^bb2:
  memref.dealloc %0 : memref<2xf32>
  cf.br ^bb3
^bb3:
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @input_clone(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%0 : memref<2xf32>), ^bb1(%arg0 : memref<2xf32>)
// CHECK-NEXT: ^bb1(%1: memref<2xf32>):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @input_clone(%a: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  cf.cond_br %c, ^bb1(%0 : memref<2xf32>), ^bb1(%a : memref<2xf32>)
^bb1(%1: memref<2xf32>):
  return %1 : memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @switch_yield(%arg0: index, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> memref<2xf32>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @switch_yield(%i: index, %a: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %r = scf.index_switch %i -> memref<2xf32>
  case 0 {
    scf.yield %0 : memref<2xf32>
  }
  case 1 {
    %1 = memref.alloc() : memref<2xf32>
    scf.yield %1 : memref<2xf32>
  }
  default {
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @for_alloc_outside_yield(%arg0: index, %arg1: index, %arg2: index) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %alloc_0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_alloc_outside_yield(%lb: index, %ub: index, %s: index) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  %2 = scf.for %i = %lb to %ub step %s iter_args(%x = %0) -> (memref<2xf32>) {
    scf.yield %1 : memref<2xf32>
  }
  return %2 : memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @while_after_alloc(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: %1 = scf.while (%arg1 = %0) : (memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %2 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg1 : memref<2xf32>
// CHECK-NEXT: scf.condition(%arg0) %2 : memref<2xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>):
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg1 : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @while_after_alloc(%c: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %r = scf.while (%x = %0) : (memref<2xf32>) -> memref<2xf32> {
    scf.condition(%c) %x : memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>):
    %1 = memref.alloc() : memref<2xf32>
    memref.copy %y, %1 : memref<2xf32> to memref<2xf32>
    scf.yield %1 : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @diamond_views(%arg0: i1, %arg1: memref<2xf32, strided<[1], offset: ?>>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: cf.br ^bb3(%cast : memref<2xf32, strided<[1], offset: ?>>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %subview_0 = memref.subview %alloc[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %cast_1 = memref.cast %subview_0 : memref<2xf32, strided<[1], offset: 2>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: cf.br ^bb3(%cast_1 : memref<2xf32, strided<[1], offset: ?>>)
// CHECK-NEXT: ^bb3(%0: memref<2xf32, strided<[1], offset: ?>>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %0, %arg1 : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @diamond_views(%c: i1, %out: memref<2xf32, strided<[1], offset: ?>>) {
  %0 = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = memref.subview %0[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %2 = memref.cast %1 : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[1], offset: ?>>
  cf.br ^bb3(%2 : memref<2xf32, strided<[1], offset: ?>>)
^bb2:
  %3 = memref.subview %0[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  %4 = memref.cast %3 : memref<2xf32, strided<[1], offset: 2>> to memref<2xf32, strided<[1], offset: ?>>
  cf.br ^bb3(%4 : memref<2xf32, strided<[1], offset: ?>>)
^bb3(%5: memref<2xf32, strided<[1], offset: ?>>):
  memref.copy %5, %out : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @dyn_nested(%arg0: i1, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %1 = scf.if %arg0 -> (memref<?xf32>) {
// CHECK-NEXT: %3 = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %3 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %3 = bufferization.clone %alloc_0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<?xf32>
// CHECK-NEXT: scf.yield %3 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: %2 = bufferization.clone %1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<?xf32>
// CHECK-NEXT: scf.yield %2 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: scf.yield %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dyn_nested(%c: i1, %n: index) -> memref<?xf32> {
  %0 = scf.if %c -> (memref<?xf32>) {
    %1 = memref.alloc(%n) : memref<?xf32>
    %2 = scf.if %c -> (memref<?xf32>) {
      scf.yield %1 : memref<?xf32>
    } else {
      %3 = memref.alloc(%n) : memref<?xf32>
      scf.yield %3 : memref<?xf32>
    }
    scf.yield %2 : memref<?xf32>
  } else {
    %4 = memref.alloc(%n) : memref<?xf32>
    scf.yield %4 : memref<?xf32>
  }
  return %0 : memref<?xf32>
}

// -----

// memref.realloc is, as in MLIR 16 (where it has no memory effects), neither an allocation
// nor a free of its operand (which gets a dealloc): run expand-realloc first.
// CHECK: module {
// CHECK-NEXT: func.func @realloc(%arg0: i1) -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = memref.realloc %alloc : memref<2xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @realloc(%c: i1) -> memref<4xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.realloc %0 : memref<2xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

// -----

// An unused realloc: mlir-opt 16 frees its operand after it and not its result.
// CHECK: module {
// CHECK-NEXT: func.func @realloc_unused(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xi32>
// CHECK-NEXT: %0 = memref.realloc %alloc(%arg0) : memref<?xi32> to memref<?xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @realloc_unused(%n: index) {
  %0 = memref.alloc(%n) : memref<?xi32>
  %1 = memref.realloc %0(%n) : memref<?xi32> to memref<?xi32>
  return
}
