// RUN: bufjit opt %s --ownership-based-buffer-deallocation | FileCheck %s
// The ownership pass on linalg ops: they read their ins and read/write their outs (plain memory
// effects, no ownership of their own); buffers they write are freed after their last use.
// Expected output: mlir-opt 22 --ownership-based-buffer-deallocation.

#map = affine_map<(d0) -> (d0)>
func.func @fill_and_return(%n: f32) -> memref<8xf32> {
  %0 = memref.alloc() : memref<8xf32>
  linalg.fill ins(%n : f32) outs(%0 : memref<8xf32>)
  return %0 : memref<8xf32>
}

func.func @generic_copy(%arg0: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<8xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<8xf32>) outs(%0 : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.mulf %in, %in : f32
    linalg.yield %1 : f32
  }
  %v = memref.load %0[%c0] : memref<8xf32>
  return %v : f32
}

func.func @matmul_temp(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %cond: i1) -> memref<4x4xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = memref.alloc() : memref<4x4xf32>
  %1 = memref.alloc() : memref<4x4xf32>
  linalg.fill ins(%cst : f32) outs(%0 : memref<4x4xf32>)
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%0 : memref<4x4xf32>)
  linalg.copy ins(%0 : memref<4x4xf32>) outs(%1 : memref<4x4xf32>)
  %2 = scf.if %cond -> memref<4x4xf32> {
    scf.yield %0 : memref<4x4xf32>
  } else {
    scf.yield %1 : memref<4x4xf32>
  }
  return %2 : memref<4x4xf32>
}

func.func @loop_carried(%init: memref<16xf32>, %n: index) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<16xf32>) {
    %next = memref.alloc() : memref<16xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%acc : memref<16xf32>) outs(%next : memref<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %d = arith.addf %in, %in : f32
      linalg.yield %d : f32
    }
    scf.yield %next : memref<16xf32>
  }
  return %r : memref<16xf32>
}

func.func @temporaries(%a: memref<4x4xf32>) {
  %0 = memref.alloc() : memref<4x4xf32>
  %1 = memref.alloca() : memref<4x4xf32>
  linalg.transpose ins(%a : memref<4x4xf32>) outs(%0 : memref<4x4xf32>) permutation = [1, 0]
  linalg.add ins(%0, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%1 : memref<4x4xf32>)
  linalg.copy ins(%1 : memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @fill_and_return(%arg0: f32) -> memref<8xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<8xf32>)
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<8xf32>)
// CHECK-NEXT: return %alloc : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generic_copy(%arg0: memref<8xf32>) -> f32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<8xf32>) outs(%alloc : memref<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<8xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true)
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @matmul_temp(%arg0: memref<4x8xf32>, %arg1: memref<8x4xf32>, %arg2: i1) -> memref<4x4xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: %false_2 = arith.constant false
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<4x4xf32>)
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x4xf32>) outs(%alloc : memref<4x4xf32>)
// CHECK-NEXT: linalg.copy ins(%alloc : memref<4x4xf32>) outs(%alloc_3 : memref<4x4xf32>)
// CHECK-NEXT: %0:2 = scf.if %arg2 -> (memref<4x4xf32>, i1) {
// CHECK-NEXT: %false_25 = arith.constant false
// CHECK-NEXT: %3 = bufferization.dealloc retain (%alloc : memref<4x4xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<4x4xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %false_25 = arith.constant false
// CHECK-NEXT: %3 = bufferization.dealloc retain (%alloc_3 : memref<4x4xf32>)
// CHECK-NEXT: scf.yield %alloc_3, %3 : memref<4x4xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<4x4xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<4x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<4x4xf32> to memref<4x4xf32>
// CHECK-NEXT: scf.yield %3 : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_4 = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg1 : memref<8x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_9, %offset_10, %sizes_11:2, %strides_12:2 = memref.extract_strided_metadata %alloc : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_13, %offset_14, %sizes_15:2, %strides_16:2 = memref.extract_strided_metadata %alloc_3 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_17, %offset_18, %sizes_19:2, %strides_20:2 = memref.extract_strided_metadata %0#0 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_21, %offset_22, %sizes_23:2, %strides_24:2 = memref.extract_strided_metadata %1 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_5, %base_buffer_9, %base_buffer_13, %base_buffer_17, %base_buffer_21 : memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false_1, %false_2, %true_0, %true, %0#1, %true_4) retain (%1 : memref<4x4xf32>)
// CHECK-NEXT: return %1 : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loop_carried(%arg0: memref<16xf32>, %arg1: index) -> memref<16xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0, %arg4 = %false) -> (memref<16xf32>, i1) {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg3 : memref<16xf32>) outs(%alloc : memref<16xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %4 = arith.addf %in, %in : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<16xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<16xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg4, %true_9) retain (%alloc : memref<16xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<16xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<16xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<16xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<16xf32> to memref<16xf32>
// CHECK-NEXT: scf.yield %3 : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<16xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<16xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<16xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<16xf32>)
// CHECK-NEXT: return %1 : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @temporaries(%arg0: memref<4x4xf32>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4x4xf32>
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<4x4xf32>) outs(%alloc : memref<4x4xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.add ins(%alloc, %arg0 : memref<4x4xf32>, memref<4x4xf32>) outs(%alloca : memref<4x4xf32>)
// CHECK-NEXT: linalg.copy ins(%alloca : memref<4x4xf32>) outs(%arg0 : memref<4x4xf32>)
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3:2, %strides_4:2 = memref.extract_strided_metadata %alloc : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%false_0, %true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
