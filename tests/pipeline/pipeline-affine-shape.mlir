// The whole deallocation pipeline (with canonicalize's affine and shape.assuming patterns) on affine/shape/test-dialect inputs (expected text from mlir-opt 22).
// RUN: bufjit opt %s -split-input-file --allow-unregistered-dialect --buffer-deallocation-pipeline | FileCheck %s

func.func @affine_if_yield(%arg0: memref<4xf32>, %i: index) -> f32 {
  %0 = affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) -> memref<4xf32> {
    %1 = memref.alloc() : memref<4xf32>
    affine.yield %1 : memref<4xf32>
  } else {
    affine.yield %arg0 : memref<4xf32>
  }
  %v = affine.load %0[%i] : memref<4xf32>
  return %v : f32
}

// -----

func.func @assumingOp(%arg0: !shape.witness, %arg2: memref<2xf32>, %arg3: memref<2xf32>) {
  %1 = shape.assuming %arg0 -> (memref<2xf32>) {
    %0 = memref.alloc() : memref<2xf32>
    "test.read_buffer"(%0) : (memref<2xf32>) -> ()
    shape.assuming_yield %arg2 : memref<2xf32>
  }
  %3 = shape.assuming %arg0 -> (memref<2xf32>) {
    %2 = memref.alloc() : memref<2xf32>
    shape.assuming_yield %2 : memref<2xf32>
  }
  test.copy(%3, %arg3) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

func.func private @no_interface() -> memref<5xf32> {
  %0 = memref.alloc() : memref<5xf32>
  %1 = "test.forward_buffer"(%0) : (memref<5xf32>) -> (memref<5xf32>)
  return %1 : memref<5xf32>
}

// -----

func.func @while_two_arg(%arg0: index) {
  %a = memref.alloc(%arg0) : memref<?xf32>
  scf.while (%arg1 = %a, %arg2 = %a) : (memref<?xf32>, memref<?xf32>) -> (memref<?xf32>, memref<?xf32>) {
    %0 = "test.side_effect_op"() {effects = [{effect="read"}]} : () -> i1
    scf.condition(%0) %arg1, %arg2 : memref<?xf32>, memref<?xf32>
  } do {
  ^bb0(%arg1: memref<?xf32>, %arg2: memref<?xf32>):
    %b = memref.alloc(%arg0) : memref<?xf32>
    scf.yield %arg1, %b : memref<?xf32>, memref<?xf32>
  }
  return
}

// -----

func.func @noRegionBranchOpInterface() {
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    %1 = "test.one_region_with_recursive_memory_effects"() ({
      %2 = memref.alloc() : memref<2xi32>
      "test.read_buffer"(%2) : (memref<2xi32>) -> ()
      "test.return"() : () -> ()
    }) : () -> (i32)
    "test.return"() : () -> ()
  }) : () -> (i32)
  "test.return"() : () -> ()
}

// -----

func.func @affine_nested(%arg0: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %t = memref.alloc() : memref<8xf32>
    affine.for %j = 0 to 8 step 2 {
      %v = affine.load %arg0[%j] : memref<8xf32>
      affine.store %v, %t[%j] : memref<8xf32>
    }
    %w = affine.load %t[%i] : memref<8xf32>
    affine.store %w, %arg0[%i] : memref<8xf32>
  }
  return
}

// CHECK: #set = affine_set<()[s0] : (s0 - 2 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @affine_if_yield(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0:2 = affine.if #set()[%arg1] -> (memref<4xf32>, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: affine.yield %alloc, %true : memref<4xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg0, %false : memref<4xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.load %0#0[symbol(%arg1)] : memref<4xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: scf.if %0#1 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @assumingOp(%arg0: !shape.witness, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: shape.assuming %arg0 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = shape.assuming %arg0 -> (memref<2xf32>, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: shape.assuming_yield %alloc, %true : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: test.copy(%0#0, %arg2) : (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: scf.if %0#1 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @no_interface() -> memref<5xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT: %0 = "test.forward_buffer"(%alloc) : (memref<5xf32>) -> memref<5xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<5xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %0 : memref<5xf32> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %alloc : memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @while_two_arg(%arg0: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @noRegionBranchOpInterface() {
// CHECK-NEXT: %0 = "test.one_region_with_recursive_memory_effects"() ({
// CHECK-NEXT: %1 = "test.one_region_with_recursive_memory_effects"() ({
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi32>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2xi32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xi32>
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @affine_nested(%arg0: memref<8xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 8 step 2 {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: affine.store %1, %alloc[%arg2] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.load %alloc[%arg1] : memref<8xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
