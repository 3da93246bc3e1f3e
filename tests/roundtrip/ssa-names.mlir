// SSA value and block naming: result-name hints, `_N` uniquing, `%argN`,
// block labels with predecessor comments, and numbering in nested regions.
// RUN: bufjit opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// Source names are not preserved: unnamed results are `%0, %1, ...` in order,
// function arguments `%arg0, ...`.
// CHECK: module {
// CHECK-NEXT: func.func @plain(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @plain(%x: i32, %y: i32) -> i32 {
  %sum = arith.addi %x, %y : i32
  %prod = arith.muli %sum, %y : i32
  return %prod : i32
}

// -----

// Hinted names (%c0, %cst, %alloc, %cast, %dim, ...) and numbered names are
// independent sequences; the `_N` uniquing counter is shared by all hints in a function.
// CHECK: module {
// CHECK-NEXT: func.func @hints(%arg0: memref<?xf32>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %dim = memref.dim %cast, %c0 : memref<?xf32>
// CHECK-NEXT: %1 = arith.addf %0, %cst : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_3 = arith.constant 0 : i32
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @hints(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.load %m[%c0] : memref<?xf32>
  %c0_dup = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %cst2 = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %cast = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.dim %cast, %c0 : memref<?xf32>
  %1 = arith.addf %0, %cst : f32
  %c0_i32 = arith.constant 0 : i32
  %c0_i32_dup = arith.constant 0 : i32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %d : index
}

// -----

// Each function restarts numbering and uniquing.
// CHECK: module {
// CHECK-NEXT: func.func @first() -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: return %c0_0 : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @second() -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @first() -> index {
  %a = arith.constant 0 : index
  %b = arith.constant 0 : index
  return %b : index
}
func.func @second() -> index {
  %a = arith.constant 0 : index
  return %a : index
}

// -----

// Nested regions: values in a region are numbered after all values of the
// enclosing region; sibling regions reuse numbers and names; region arguments
// continue the `%argN` sequence of the enclosing function.
// CHECK: module {
// CHECK-NEXT: func.func @nested(%arg0: i1, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.for %arg3 = %arg1 to %arg2 step %arg1 iter_args(%arg4 = %c0_i32) -> (i32) {
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %4 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %4 = arith.subi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.muli %2, %2 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested(%c: i1, %lb: index, %ub: index) -> i32 {
  %init = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %lb iter_args(%acc = %init) -> (i32) {
    %t = scf.if %c -> (i32) {
      %one = arith.constant 1 : i32
      %x = arith.addi %acc, %one : i32
      scf.yield %x : i32
    } else {
      %one = arith.constant 1 : i32
      %x = arith.subi %acc, %one : i32
      scf.yield %x : i32
    }
    %y = arith.muli %t, %t : i32
    scf.yield %y : i32
  }
  %z = arith.addi %r, %r : i32
  return %z : i32
}

// -----

// A name hint used in a nested region conflicts with one in the enclosing region.
// CHECK: module {
// CHECK-NEXT: func.func @nested_conflict(%arg0: i1) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.if %arg0 -> (index) {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: scf.yield %c0_0 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c0 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested_conflict(%c: i1) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (index) {
    %c0_in = arith.constant 0 : index
    scf.yield %c0_in : index
  } else {
    scf.yield %c0 : index
  }
  return %r : index
}

// -----

// Block labels: ^bb0 is the entry (elided), others numbered in order; pred
// comments list predecessors (with duplicates) and block arguments continue
// the function's value numbering.
// CHECK: module {
// CHECK-NEXT: func.func @blocks(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%0 : i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT: %2 = arith.addi %1, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @blocks(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb2(%0 : i32), ^bb1
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%v: i32):
  cf.cond_br %c, ^bb3, ^bb3
^bb3:
  %1 = arith.addi %v, %v : i32
  return %1 : i32
}

// -----

// Multi-result ops: `%0:2` and uses `%0#1`; hinted multi-result groups keep names.
// CHECK: module {
// CHECK-NEXT: func.func @multi(%arg0: memref<4x4xf32>) -> (i32, index) {
// CHECK-NEXT: %0:3 = "ext.three"() : () -> (i32, i32, i32)
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %0#2, %sizes#1 : i32, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @multi(%m: memref<4x4xf32>) -> (i32, index) {
  %0:3 = "ext.three"() : () -> (i32, i32, i32)
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  return %0#2, %sizes#1 : i32, index
}

// -----

// Entry block arguments of regions in unregistered ops, and nested isolated
// functions inside a nested module restart numbering.
// CHECK: module @outer {
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "ext.region"() ({
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: "ext.yield"(%arg1) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
module @outer {
  func.func @f(%a: i32) -> i32 {
    %0 = "ext.region"() ({
    ^bb0(%x: i32):
      "ext.yield"(%x) : (i32) -> ()
    }) : () -> i32
    return %0 : i32
  }
}
