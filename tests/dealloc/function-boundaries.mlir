// Function boundary ABI: arguments are never owned, returned memrefs are owned by the
// caller (cloned when ownership is not statically true), results of calls are owned.
// RUN: bufjit opt %s -ownership-based-buffer-deallocation -split-input-file | FileCheck %s

// An argument returned as is must be cloned (the caller will free the result).
// CHECK: module {
// CHECK-NEXT: func.func @return_argument(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = scf.if %false -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield %arg0 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %2 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%0 : memref<4xf32>)
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @return_argument(%arg: memref<4xf32>) -> memref<4xf32> {
  return %arg : memref<4xf32>
}

// -----

// A fresh allocation is returned without a copy.
// CHECK: module {
// CHECK-NEXT: func.func @return_alloc(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<?xf32>)
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @return_alloc(%n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// Two allocations, one returned twice, one only used: the dealloc retains the result.
// CHECK: module {
// CHECK-NEXT: func.func @return_twice() -> (memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc_1) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc_1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0:2 = bufferization.dealloc (%base_buffer, %base_buffer_2 : memref<f32>, memref<f32>) if (%true_0, %true) retain (%alloc, %alloc : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: return %alloc, %alloc : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @return_twice() -> (memref<2xf32>, memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  "test.read_buffer"(%1) : (memref<2xf32>) -> ()
  return %0, %0 : memref<2xf32>, memref<2xf32>
}

// -----

// Non-memref arguments and results are left alone; alloca is never owned.
// CHECK: module {
// CHECK-NEXT: func.func @alloca_and_scalars(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xi32>
// CHECK-NEXT: memref.store %arg0, %alloca[%arg1] : memref<2xi32>
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @alloca_and_scalars(%i: i32, %j: index) -> i32 {
  %0 = memref.alloca() : memref<2xi32>
  memref.store %i, %0[%j] : memref<2xi32>
  return %i : i32
}

// -----

// A global is not owned: returning it clones.
// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @cst : memref<2xf32> = dense<1.000000e+00>
// CHECK-NEXT: func.func @return_global() -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = memref.get_global @cst : memref<2xf32>
// CHECK-NEXT: %1 = scf.if %false -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
memref.global "private" constant @cst : memref<2xf32> = dense<1.0>
func.func @return_global() -> memref<2xf32> {
  %0 = memref.get_global @cst : memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

// External declarations are skipped; unranked memrefs are cast to 0-d before
// extracting the base buffer.
// CHECK: module {
// CHECK-NEXT: func.func private @external(memref<*xf32>)
// CHECK-NEXT: func.func @unranked(%arg0: memref<*xf32>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xf32> to memref<*xf32>
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: call @external(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %reinterpret_cast : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%false, %true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @external(memref<*xf32>)
func.func @unranked(%m: memref<*xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.cast %0 : memref<2xf32> to memref<*xf32>
  func.call @external(%1) : (memref<*xf32>) -> ()
  return
}

// -----

// Memory spaces are kept on the base buffer type.
// CHECK: module {
// CHECK-NEXT: func.func @memory_space() {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x3xf32, 1>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2x3xf32, 1>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %alloc : memref<2x3xf32, 1> -> memref<f32, 1>, index, index, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32, 1>) if (%true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @memory_space() {
  %0 = memref.alloc() : memref<2x3xf32, 1>
  "test.read_buffer"(%0) : (memref<2x3xf32, 1>) -> ()
  return
}
