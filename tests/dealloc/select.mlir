// arith.select on memrefs: the ownership of the result is a select of the operands'
// ownerships when both are known, a clone otherwise.
// RUN: bufjit opt %s -ownership-based-buffer-deallocation -split-input-file | FileCheck %s

// Select between an allocation and an argument, returned.
// CHECK: module {
// CHECK-NEXT: func.func @select_return(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK-NEXT: %1 = arith.select %arg0, %true, %false : i1
// CHECK-NEXT: %2 = scf.if %1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true_0) retain (%2 : memref<2xf32>)
// CHECK-NEXT: return %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @select_return(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = arith.select %c, %0, %arg : memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// Select of two allocations, only used locally.
// CHECK: module {
// CHECK-NEXT: func.func @select_local(%arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %alloc_1 : memref<2xf32>
// CHECK-NEXT: "test.read_buffer"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc_1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_2 : memref<f32>, memref<f32>) if (%true_0, %true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @select_local(%c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  %2 = arith.select %c, %0, %1 : memref<2xf32>
  "test.read_buffer"(%2) : (memref<2xf32>) -> ()
  return
}

// -----

// The select result is used in a successor: it is retained by the branch's dealloc and
// takes the dealloc result as ownership (the example of the pass documentation).
// CHECK: module {
// CHECK-NEXT: func.func @select_across_blocks(%arg0: memref<?xi8>, %arg1: i1, %arg2: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc(%c4) : memref<?xi8>
// CHECK-NEXT: %alloca = memref.alloca(%c4) : memref<?xi8>
// CHECK-NEXT: %0 = arith.select %arg1, %alloc, %alloca : memref<?xi8>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<?xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %1 = arith.andi %false_0, %arg2 : i1
// CHECK-NEXT: %2 = arith.andi %true, %arg2 : i1
// CHECK-NEXT: %3:2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<i8>, memref<i8>) if (%1, %2) retain (%alloc, %0 : memref<?xi8>, memref<?xi8>)
// CHECK-NEXT: %true_5 = arith.constant true
// CHECK-NEXT: %4 = arith.xori %true_5, %arg2 : i1
// CHECK-NEXT: %5 = arith.andi %false_0, %4 : i1
// CHECK-NEXT: %true_6 = arith.constant true
// CHECK-NEXT: %6 = arith.xori %true_6, %arg2 : i1
// CHECK-NEXT: %7 = arith.andi %true, %6 : i1
// CHECK-NEXT: %8:2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<i8>, memref<i8>) if (%5, %7) retain (%arg0, %0 : memref<?xi8>, memref<?xi8>)
// CHECK-NEXT: %9 = arith.select %arg2, %3#1, %8#1 : i1
// CHECK-NEXT: cf.cond_br %arg2, ^bb1(%alloc, %3#0 : memref<?xi8>, i1), ^bb1(%arg0, %8#0 : memref<?xi8>, i1)
// CHECK-NEXT: ^bb1(%10: memref<?xi8>, %11: i1):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: test.copy(%10, %0) : (memref<?xi8>, memref<?xi8>)
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %0 : memref<?xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %10 : memref<?xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_7, %base_buffer_11 : memref<i8>, memref<i8>) if (%9, %11)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @select_across_blocks(%arg: memref<?xi8>, %sc: i1, %bc: i1) {
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc(%c4) : memref<?xi8>
  %alloca = memref.alloca(%c4) : memref<?xi8>
  %s = arith.select %sc, %alloc, %alloca : memref<?xi8>
  cf.cond_br %bc, ^bb1(%alloc : memref<?xi8>), ^bb1(%arg : memref<?xi8>)
^bb1(%x: memref<?xi8>):
  test.copy(%x, %s) : (memref<?xi8>, memref<?xi8>)
  return
}

// -----

// A select whose operand has unknown ownership (itself a select) falls back to a clone.
// CHECK: module {
// CHECK-NEXT: func.func @select_of_select(%arg0: i1, %arg1: i1, %arg2: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %arg2 : memref<2xf32>
// CHECK-NEXT: %1 = arith.select %arg1, %0, %alloc : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true_0) retain (%2 : memref<2xf32>)
// CHECK-NEXT: return %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @select_of_select(%c: i1, %d: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = arith.select %c, %0, %arg : memref<2xf32>
  %2 = arith.select %d, %1, %0 : memref<2xf32>
  return %2 : memref<2xf32>
}
