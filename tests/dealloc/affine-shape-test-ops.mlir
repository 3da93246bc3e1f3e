// The ownership pass on affine/shape/test-dialect inputs: affine.if yielding memrefs, shape.assuming yielding memrefs, ops without interfaces forwarding buffers, test.side_effect_op with a read effect, recursive-effect ops without buffers, nested affine loops (expected text from mlir-opt 22).
// RUN: bufjit opt %s -split-input-file --allow-unregistered-dialect -ownership-based-buffer-deallocation | FileCheck %s

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

// CHECK: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @affine_if_yield(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = affine.if #set(%arg1) -> (memref<4xf32>, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer_5 : memref<f32>) if (%true) retain (%alloc : memref<4xf32>)
// CHECK-NEXT: affine.yield %alloc, %2 : memref<4xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %false_5 = arith.constant false
// CHECK-NEXT: %2 = bufferization.dealloc retain (%arg0 : memref<4xf32>)
// CHECK-NEXT: affine.yield %arg0, %2 : memref<4xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.load %0#0[%arg1] : memref<4xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%false_0, %0#1)
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @assumingOp(%arg0: !shape.witness, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: %false_2 = arith.constant false
// CHECK-NEXT: %0:2 = shape.assuming %arg0 -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_15 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer_16 : memref<f32>) if (%true) retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: shape.assuming_yield %arg1, %2 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = shape.assuming %arg0 -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer_15 : memref<f32>) if (%true) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: shape.assuming_yield %alloc, %2 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: test.copy(%1#0, %arg2) : (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %1#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_3, %base_buffer_7, %base_buffer_11 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false_1, %false_2, %0#1, %1#1)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @no_interface() -> memref<5xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT: %0 = "test.forward_buffer"(%alloc) : (memref<5xf32>) -> memref<5xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<5xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%0 : memref<5xf32>)
// CHECK-NEXT: return %0 : memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @while_two_arg(%arg0: index) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %0:4 = scf.while (%arg1 = %alloc, %arg2 = %alloc, %arg3 = %false, %arg4 = %false) : (memref<?xf32>, memref<?xf32>, i1, i1) -> (memref<?xf32>, memref<?xf32>, i1, i1) {
// CHECK-NEXT: %1 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i1
// CHECK-NEXT: %base_buffer_8, %offset_9, %sizes_10, %strides_11 = memref.extract_strided_metadata %arg1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %arg2 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2:2 = bufferization.dealloc (%base_buffer_8, %base_buffer_12 : memref<f32>, memref<f32>) if (%arg3, %arg4) retain (%arg1, %arg2 : memref<?xf32>, memref<?xf32>)
// CHECK-NEXT: scf.condition(%1) %arg1, %arg2, %2#0, %2#1 : memref<?xf32>, memref<?xf32>, i1, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: i1, %arg4: i1):
// CHECK-NEXT: %true_8 = arith.constant true
// CHECK-NEXT: %alloc_9 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %arg2 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_18, %offset_19, %sizes_20, %strides_21 = memref.extract_strided_metadata %alloc_9 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1:2 = bufferization.dealloc (%base_buffer_10, %base_buffer_14, %base_buffer_18 : memref<f32>, memref<f32>, memref<f32>) if (%arg3, %arg4, %true_8) retain (%arg1, %alloc_9 : memref<?xf32>, memref<?xf32>)
// CHECK-NEXT: scf.yield %arg1, %alloc_9, %1#0, %1#1 : memref<?xf32>, memref<?xf32>, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %0#1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_0, %base_buffer_4 : memref<f32>, memref<f32>, memref<f32>) if (%true, %0#2, %0#3)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @noRegionBranchOpInterface() {
// CHECK-NEXT: %0 = "test.one_region_with_recursive_memory_effects"() ({
// CHECK-NEXT: %1 = "test.one_region_with_recursive_memory_effects"() ({
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi32>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2xi32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xi32> -> memref<i32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<i32>) if (%true)
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
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_2 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 8 step 2 {
// CHECK-NEXT: %false_7 = arith.constant false
// CHECK-NEXT: %false_8 = arith.constant false
// CHECK-NEXT: %1 = affine.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: affine.store %1, %alloc[%arg2] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.load %alloc[%arg1] : memref<8xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_3 : memref<f32>) if (%true)
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%false_0)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
