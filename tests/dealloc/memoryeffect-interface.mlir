// Memory effects: alloc and clone results are owned, alloca results are not; ops without
// allocate effects alias their memref operands.
// RUN: bufjit opt %s -ownership-based-buffer-deallocation -split-input-file | FileCheck %s

// Allocations of every kind; constants for owned results go to the top of the block.
// CHECK: module {
// CHECK-NEXT: func.func @allocations(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %false_2 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<4x4xf64>
// CHECK-NEXT: test.copy(%alloc, %alloca) : (memref<?xf32>, memref<?xf32>)
// CHECK-NEXT: test.buffer_based in(%0 : memref<?xf32>) out(%alloc : memref<?xf32>)
// CHECK-NEXT: "test.read_buffer"(%alloc_3) : (memref<4x4xf64>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_8, %offset_9, %sizes_10, %strides_11 = memref.extract_strided_metadata %0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_12, %offset_13, %sizes_14:2, %strides_15:2 = memref.extract_strided_metadata %alloc_3 : memref<4x4xf64> -> memref<f64>, index, index, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_4, %base_buffer_8, %base_buffer_12 : memref<f32>, memref<f32>, memref<f32>, memref<f64>) if (%false_2, %true_1, %true_0, %true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @allocations(%n: index, %arg: memref<?xf32>) {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = memref.alloca(%n) : memref<?xf32>
  %2 = bufferization.clone %arg : memref<?xf32> to memref<?xf32>
  %3 = memref.alloc() {alignment = 64 : i64} : memref<4x4xf64>
  test.copy(%0, %1) : (memref<?xf32>, memref<?xf32>)
  test.buffer_based in(%2 : memref<?xf32>) out(%0 : memref<?xf32>)
  "test.read_buffer"(%3) : (memref<4x4xf64>) -> ()
  return
}

// -----

// Loads and stores do not change ownership.
// CHECK: module {
// CHECK-NEXT: func.func @load_store(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%arg0] : memref<8xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%arg0] : memref<8xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @load_store(%i: index, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<8xf32>
  memref.store %f, %0[%i] : memref<8xf32>
  %1 = memref.load %0[%i] : memref<8xf32>
  memref.copy %0, %0 : memref<8xf32> to memref<8xf32>
  return %1 : f32
}

// -----

// A cast of an argument is not owned; returning it clones.
// CHECK: module {
// CHECK-NEXT: func.func @cast_of_arg(%arg0: memref<2xf32>) -> memref<?xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<2xf32> to memref<?xf32>
// CHECK-NEXT: %0 = scf.if %false -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %cast : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = bufferization.clone %cast : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %2 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%0 : memref<?xf32>)
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @cast_of_arg(%arg: memref<2xf32>) -> memref<?xf32> {
  %0 = memref.cast %arg : memref<2xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// Manual deallocation: allocation and free marked with bufferization.manual_deallocation
// are left to the user (the free gets a runtime check).
// CHECK: module {
// CHECK-NEXT: func.func @manual(%arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %0 = arith.xori %false, %true_0 : i1
// CHECK-NEXT: cf.assert %0, "expected that the block does not have ownership"
// CHECK-NEXT: memref.dealloc %alloc {bufferization.manual_deallocation} : memref<2xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc_1) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc_1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @manual(%c: i1) {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  "test.read_buffer"(%0) : (memref<2xf32>) -> ()
  memref.dealloc %0 {bufferization.manual_deallocation} : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  "test.read_buffer"(%1) : (memref<2xf32>) -> ()
  return
}
