// RUN: bufjit opt %s --buffer-deallocation-pipeline | FileCheck %s
// The whole deallocation pipeline on IR with linalg ops.
// Expected output: mlir-opt 22 --buffer-deallocation-pipeline.

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
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<8xf32>)
// CHECK-NEXT: return %alloc : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generic_copy(%arg0: memref<8xf32>) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<8xf32>) outs(%alloc : memref<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %1 = arith.mulf %in, %in : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @matmul_temp(%arg0: memref<4x8xf32>, %arg1: memref<8x4xf32>, %arg2: i1) -> memref<4x4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<4x4xf32>)
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x4xf32>) outs(%alloc : memref<4x4xf32>)
// CHECK-NEXT: linalg.copy ins(%alloc : memref<4x4xf32>) outs(%alloc_0 : memref<4x4xf32>)
// CHECK-NEXT: %0 = arith.select %arg2, %alloc, %alloc_0 : memref<4x4xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<4x4xf32> -> index
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %0 : memref<4x4xf32> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %alloc : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %alloc_0 : memref<4x4xf32> -> index
// CHECK-NEXT: %2 = arith.cmpi ne, %intptr_2, %intptr_1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loop_carried(%arg0: memref<16xf32>, %arg1: index) -> memref<16xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0, %arg4 = %false) -> (memref<16xf32>, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg3 : memref<16xf32>) outs(%alloc : memref<16xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %4 = arith.addf %in, %in : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg3 : memref<16xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: memref.dealloc %base_buffer_1 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc, %true : memref<16xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<16xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<16xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0#0 : memref<16xf32> to memref<16xf32>
// CHECK-NEXT: scf.yield %4 : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<16xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %1 : memref<16xf32> -> index
// CHECK-NEXT: %2 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %3 = arith.andi %2, %0#1 : i1
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @temporaries(%arg0: memref<4x4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4x4xf32>
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<4x4xf32>) outs(%alloc : memref<4x4xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.add ins(%alloc, %arg0 : memref<4x4xf32>, memref<4x4xf32>) outs(%alloca : memref<4x4xf32>)
// CHECK-NEXT: linalg.copy ins(%alloca : memref<4x4xf32>) outs(%arg0 : memref<4x4xf32>)
// CHECK-NEXT: memref.dealloc %alloc : memref<4x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
