// RUN: bufjit opt %s -split-input-file --ownership-based-buffer-deallocation | FileCheck %s
// RUN: bufjit opt %s -split-input-file --buffer-deallocation-pipeline | FileCheck %s --check-prefix=PIPE
// affine.parallel is not a region-branch op for the ownership pass (it has recursive memory
// effects): a buffer allocated in its body is freed at the end of the body, buffers from
// outside are used by reference, reductions carry no ownership; affine.if inside it yields
// memrefs like anywhere else. Expected output: mlir-opt 22.

// CHECK: module {
// CHECK-NEXT: func.func @local(%arg0: memref<8xf32>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: affine.parallel (%arg1) = (0) to (8) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: affine.store %0, %alloc[0] : memref<4xf32>
// CHECK-NEXT: %1 = affine.load %alloc[0] : memref<4xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%true)
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%false)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// PIPE: module {
// PIPE-NEXT: func.func @local(%arg0: memref<8xf32>) {
// PIPE-NEXT: affine.parallel (%arg1) = (0) to (8) {
// PIPE-NEXT: %alloc = memref.alloc() : memref<4xf32>
// PIPE-NEXT: %0 = affine.load %arg0[%arg1] : memref<8xf32>
// PIPE-NEXT: affine.store %0, %alloc[0] : memref<4xf32>
// PIPE-NEXT: %1 = affine.load %alloc[0] : memref<4xf32>
// PIPE-NEXT: affine.store %1, %arg0[%arg1] : memref<8xf32>
// PIPE-NEXT: memref.dealloc %alloc : memref<4xf32>
// PIPE-NEXT: }
// PIPE-NEXT: return
// PIPE-NEXT: }
// PIPE-NEXT: }
func.func @local(%m: memref<8xf32>) {
  affine.parallel (%i) = (0) to (8) {
    %a = memref.alloc() : memref<4xf32>
    %v = affine.load %m[%i] : memref<8xf32>
    affine.store %v, %a[0] : memref<4xf32>
    %w = affine.load %a[0] : memref<4xf32>
    affine.store %w, %m[%i] : memref<8xf32>
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @reduce_into(%arg0: memref<8xf32>) -> (f32, memref<8xf32>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %0 = affine.parallel (%arg1) = (0) to (8) reduce ("addf") -> (f32) {
// CHECK-NEXT: %false_4 = arith.constant false
// CHECK-NEXT: %false_5 = arith.constant false
// CHECK-NEXT: %2 = affine.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: affine.store %2, %alloc[%arg1] : memref<8xf32>
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%alloc : memref<8xf32>)
// CHECK-NEXT: return %0, %alloc : f32, memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// PIPE: module {
// PIPE-NEXT: func.func @reduce_into(%arg0: memref<8xf32>) -> (f32, memref<8xf32>) {
// PIPE-NEXT: %alloc = memref.alloc() : memref<8xf32>
// PIPE-NEXT: %0 = affine.parallel (%arg1) = (0) to (8) reduce ("addf") -> (f32) {
// PIPE-NEXT: %1 = affine.load %arg0[%arg1] : memref<8xf32>
// PIPE-NEXT: affine.store %1, %alloc[%arg1] : memref<8xf32>
// PIPE-NEXT: affine.yield %1 : f32
// PIPE-NEXT: }
// PIPE-NEXT: return %0, %alloc : f32, memref<8xf32>
// PIPE-NEXT: }
// PIPE-NEXT: }
func.func @reduce_into(%m: memref<8xf32>) -> (f32, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %r = affine.parallel (%i) = (0) to (8) reduce ("addf") -> f32 {
    %v = affine.load %m[%i] : memref<8xf32>
    affine.store %v, %a[%i] : memref<8xf32>
    affine.yield %v : f32
  }
  return %r, %a : f32, memref<8xf32>
}

// -----

// CHECK: #set = affine_set<(d0) : (d0 - 4 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_in_parallel(%arg0: memref<8xf32>, %arg1: index) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (symbol(%arg1), 2) {
// CHECK-NEXT: %false_4 = arith.constant false
// CHECK-NEXT: %true_5 = arith.constant true
// CHECK-NEXT: %false_6 = arith.constant false
// CHECK-NEXT: %false_7 = arith.constant false
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %0:2 = affine.if #set(%arg2) -> (memref<8xf32>, i1) {
// CHECK-NEXT: %false_17 = arith.constant false
// CHECK-NEXT: %2 = bufferization.dealloc retain (%alloc_8 : memref<8xf32>)
// CHECK-NEXT: affine.yield %alloc_8, %2 : memref<8xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %false_17 = arith.constant false
// CHECK-NEXT: %2 = bufferization.dealloc retain (%alloc : memref<8xf32>)
// CHECK-NEXT: affine.yield %alloc, %2 : memref<8xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.load %0#0[%arg3] : memref<8xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %alloc_8 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_13, %offset_14, %sizes_15, %strides_16 = memref.extract_strided_metadata %0#0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_9, %base_buffer_13 : memref<f32>, memref<f32>) if (%true_5, %0#1)
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// PIPE: #set = affine_set<(d0) : (d0 - 4 >= 0)>
// PIPE-NEXT: module {
// PIPE-NEXT: func.func @if_in_parallel(%arg0: memref<8xf32>, %arg1: index) {
// PIPE-NEXT: %c1 = arith.constant 1 : index
// PIPE-NEXT: %c0 = arith.constant 0 : index
// PIPE-NEXT: %false = arith.constant false
// PIPE-NEXT: %true = arith.constant true
// PIPE-NEXT: %alloc = memref.alloc() : memref<8xf32>
// PIPE-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (symbol(%arg1), 2) {
// PIPE-NEXT: %alloc_0 = memref.alloc() : memref<8xf32>
// PIPE-NEXT: %0:2 = affine.if #set(%arg2) -> (memref<8xf32>, i1) {
// PIPE-NEXT: affine.yield %alloc_0, %false : memref<8xf32>, i1
// PIPE-NEXT: } else {
// PIPE-NEXT: affine.yield %alloc, %false : memref<8xf32>, i1
// PIPE-NEXT: }
// PIPE-NEXT: %1 = affine.load %0#0[%arg3] : memref<8xf32>
// PIPE-NEXT: affine.store %1, %arg0[%arg3] : memref<8xf32>
// PIPE-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<8xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %alloc_1 = memref.alloc() : memref<2xindex>
// PIPE-NEXT: %alloc_2 = memref.alloc() : memref<2xi1>
// PIPE-NEXT: %alloc_3 = memref.alloc() : memref<0xindex>
// PIPE-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc_0 : memref<8xf32> -> index
// PIPE-NEXT: memref.store %intptr, %alloc_1[%c0] : memref<2xindex>
// PIPE-NEXT: %intptr_4 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// PIPE-NEXT: memref.store %intptr_4, %alloc_1[%c1] : memref<2xindex>
// PIPE-NEXT: memref.store %true, %alloc_2[%c0] : memref<2xi1>
// PIPE-NEXT: memref.store %0#1, %alloc_2[%c1] : memref<2xi1>
// PIPE-NEXT: %cast = memref.cast %alloc_1 : memref<2xindex> to memref<?xindex>
// PIPE-NEXT: %cast_5 = memref.cast %alloc_2 : memref<2xi1> to memref<?xi1>
// PIPE-NEXT: %cast_6 = memref.cast %alloc_3 : memref<0xindex> to memref<?xindex>
// PIPE-NEXT: %alloc_7 = memref.alloc() : memref<2xi1>
// PIPE-NEXT: %alloc_8 = memref.alloc() : memref<0xi1>
// PIPE-NEXT: %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// PIPE-NEXT: %cast_10 = memref.cast %alloc_8 : memref<0xi1> to memref<?xi1>
// PIPE-NEXT: func.call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// PIPE-NEXT: %2 = memref.load %alloc_7[%c0] : memref<2xi1>
// PIPE-NEXT: scf.if %2 {
// PIPE-NEXT: memref.dealloc %alloc_0 : memref<8xf32>
// PIPE-NEXT: }
// PIPE-NEXT: %3 = memref.load %alloc_7[%c1] : memref<2xi1>
// PIPE-NEXT: scf.if %3 {
// PIPE-NEXT: memref.dealloc %base_buffer : memref<f32>
// PIPE-NEXT: }
// PIPE-NEXT: memref.dealloc %alloc_1 : memref<2xindex>
// PIPE-NEXT: memref.dealloc %alloc_3 : memref<0xindex>
// PIPE-NEXT: memref.dealloc %alloc_2 : memref<2xi1>
// PIPE-NEXT: memref.dealloc %alloc_7 : memref<2xi1>
// PIPE-NEXT: memref.dealloc %alloc_8 : memref<0xi1>
// PIPE-NEXT: }
// PIPE-NEXT: memref.dealloc %alloc : memref<8xf32>
// PIPE-NEXT: return
// PIPE-NEXT: }
// PIPE-NEXT: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// PIPE-NEXT: %c0 = arith.constant 0 : index
// PIPE-NEXT: %c1 = arith.constant 1 : index
// PIPE-NEXT: %true = arith.constant true
// PIPE-NEXT: %false = arith.constant false
// PIPE-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// PIPE-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// PIPE-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// PIPE-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// PIPE-NEXT: }
// PIPE-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// PIPE-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// PIPE-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// PIPE-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// PIPE-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// PIPE-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// PIPE-NEXT: scf.if %6 {
// PIPE-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// PIPE-NEXT: %10 = arith.ori %9, %1 : i1
// PIPE-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// PIPE-NEXT: }
// PIPE-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// PIPE-NEXT: %8 = arith.andi %arg7, %7 : i1
// PIPE-NEXT: scf.yield %8 : i1
// PIPE-NEXT: }
// PIPE-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// PIPE-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// PIPE-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// PIPE-NEXT: %7 = arith.andi %arg7, %6 : i1
// PIPE-NEXT: scf.yield %7 : i1
// PIPE-NEXT: }
// PIPE-NEXT: %4 = arith.andi %3, %1 : i1
// PIPE-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// PIPE-NEXT: }
// PIPE-NEXT: return
// PIPE-NEXT: }
// PIPE-NEXT: }
func.func @if_in_parallel(%m: memref<8xf32>, %n: index) {
  %b = memref.alloc() : memref<8xf32>
  affine.parallel (%i, %j) = (0, 0) to (symbol(%n), 2) {
    %a = memref.alloc() : memref<8xf32>
    %c = affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) -> memref<8xf32> {
      affine.yield %a : memref<8xf32>
    } else {
      affine.yield %b : memref<8xf32>
    }
    %v = affine.load %c[%j] : memref<8xf32>
    affine.store %v, %m[%j] : memref<8xf32>
  }
  return
}
