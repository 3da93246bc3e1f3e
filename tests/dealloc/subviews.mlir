// View-like ops alias their source and inherit its ownership.
// RUN: bufjit opt %s -ownership-based-buffer-deallocation -split-input-file | FileCheck %s

// A subview of a local allocation returned: the ownership of the allocation is used.
// CHECK: module {
// CHECK-NEXT: func.func @subview(%arg0: index) -> memref<4xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[%arg0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%subview : memref<4xf32, strided<[1], offset: ?>>)
// CHECK-NEXT: return %subview : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @subview(%i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = memref.alloc() : memref<8xf32>
  %1 = memref.subview %0[%i] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %1 : memref<4xf32, strided<[1], offset: ?>>
}

// -----

// Chains of views on an argument and on an allocation.
// CHECK: module {
// CHECK-NEXT: func.func @views(%arg0: memref<2x4xf32>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT{LITERAL}: %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
// CHECK-NEXT{LITERAL}: %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<2x4xf32> into memref<8xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %collapse_shape to offset: [0], sizes: [4], strides: [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
// CHECK-NEXT: %transpose = memref.transpose %expand_shape (d0, d1) -> (d1, d0) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
// CHECK-NEXT: test.copy(%transpose, %transpose) : (memref<4x2xf32, strided<[1, 4]>>, memref<4x2xf32, strided<[1, 4]>>)
// CHECK-NEXT: "test.read_buffer"(%reinterpret_cast) : (memref<4xf32, strided<[2]>>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<2x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @views(%arg: memref<2x4xf32>) {
  %0 = memref.alloc() : memref<8xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %2 = memref.collapse_shape %arg [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %3 = memref.reinterpret_cast %2 to offset: [0], sizes: [4], strides: [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  %4 = memref.transpose %1 (i, j) -> (j, i) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  test.copy(%4, %4) : (memref<4x2xf32, strided<[1, 4]>>, memref<4x2xf32, strided<[1, 4]>>)
  "test.read_buffer"(%3) : (memref<4xf32, strided<[2]>>) -> ()
  return
}

// -----

// A view of a view inside a branch: the ownership flows through block arguments.
// CHECK: module {
// CHECK-NEXT: func.func @view_in_branch(%arg0: i1) -> memref<?xi8> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<64xi8>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<64xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %0 = arith.andi %true, %arg0 : i1
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer : memref<i8>) if (%0) retain (%alloc : memref<64xi8>)
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %2 = arith.xori %true_0, %arg0 : i1
// CHECK-NEXT: %3 = arith.andi %true, %2 : i1
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer : memref<i8>) if (%3) retain (%alloc : memref<64xi8>)
// CHECK-NEXT: %5 = arith.select %arg0, %1, %4 : i1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %view = memref.view %alloc[%c0][%c8] : memref<64xi8> to memref<?xi8>
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<64xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %6 = bufferization.dealloc (%base_buffer_1 : memref<i8>) if (%5) retain (%alloc : memref<64xi8>)
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %view_5 = memref.view %alloc[%c8][%c8] : memref<64xi8> to memref<?xi8>
// CHECK-NEXT: %7 = scf.if %5 -> (memref<?xi8>) {
// CHECK-NEXT: scf.yield %view_5 : memref<?xi8>
// CHECK-NEXT: } else {
// CHECK-NEXT: %9 = bufferization.clone %view_5 : memref<?xi8> to memref<?xi8>
// CHECK-NEXT: scf.yield %9 : memref<?xi8>
// CHECK-NEXT: }
// CHECK-NEXT: %true_6 = arith.constant true
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %alloc : memref<64xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %7 : memref<?xi8> -> memref<i8>, index, index, index
// CHECK-NEXT: %8 = bufferization.dealloc (%base_buffer_7, %base_buffer_11 : memref<i8>, memref<i8>) if (%5, %true_6) retain (%7 : memref<?xi8>)
// CHECK-NEXT: return %7 : memref<?xi8>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @view_in_branch(%c: i1) -> memref<?xi8> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %0 = memref.alloc() : memref<64xi8>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = memref.view %0[%c0][%c8] : memref<64xi8> to memref<?xi8>
  cf.br ^bb2
^bb2:
  %2 = memref.view %0[%c8][%c8] : memref<64xi8> to memref<?xi8>
  return %2 : memref<?xi8>
}
