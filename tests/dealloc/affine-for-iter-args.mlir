// affine.for with a memref iter_arg: mlir-opt 22's ownership pass appends the ownership operand
// without updating operandSegmentSizes and fails to verify ('operand count (3) does not match
// with the total size (2)'). bufjit keeps the segments right; the expected text is mlir-opt 22's
// output for the same function written with scf.for, with the loop spelled as affine.for.
// RUN: bufjit opt %s -ownership-based-buffer-deallocation | FileCheck %s

func.func @affine_for_iter(%arg0: memref<2xf32>, %n: index) -> memref<2xf32> {
  %0 = affine.for %i = 0 to %n iter_args(%buf = %arg0) -> (memref<2xf32>) {
    %1 = memref.alloc() : memref<2xf32>
    %v = affine.load %buf[%i mod 2] : memref<2xf32>
    affine.store %v, %1[0] : memref<2xf32>
    affine.yield %1 : memref<2xf32>
  }
  return %0 : memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @affine_for_iter(%arg0: memref<2xf32>, %arg1: index) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = affine.for %arg2 = 0 to %arg1 iter_args(%arg3 = %arg0, %arg4 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %3 = affine.load %arg3[%arg2 mod 2] : memref<2xf32>
// CHECK-NEXT: affine.store %3, %alloc[0] : memref<2xf32>
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg4, %true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: affine.yield %alloc, %4 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
