// Round-trip of the bufferization dialect ops bufjit's passes produce/consume.
// RUN: bufjit opt %s -split-input-file | FileCheck %s

// dealloc with one memref and condition, with and without retained values.
// CHECK: module {
// CHECK-NEXT: func.func @dealloc_one(%arg0: memref<2xf32>, %arg1: i1, %arg2: memref<2xf32>) -> i1 {
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1)
// CHECK-NEXT: %0 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1) retain (%arg2 : memref<2xf32>)
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dealloc_one(%m: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> i1 {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  return %0 : i1
}

// -----

// dealloc of several memrefs of different types, retaining several values.
// CHECK: module {
// CHECK-NEXT: func.func @dealloc_many(%arg0: memref<2xf32>, %arg1: memref<?xi32>, %arg2: memref<f64>, %arg3: i1, %arg4: i1, %arg5: i1, %arg6: memref<2xf32>, %arg7: memref<?xi32>) -> (i1, i1) {
// CHECK-NEXT: %0:2 = bufferization.dealloc (%arg0, %arg1, %arg2 : memref<2xf32>, memref<?xi32>, memref<f64>) if (%arg3, %arg4, %arg5) retain (%arg6, %arg7 : memref<2xf32>, memref<?xi32>)
// CHECK-NEXT: return %0#0, %0#1 : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dealloc_many(%a: memref<2xf32>, %b: memref<?xi32>, %c: memref<f64>,
                        %c0: i1, %c1: i1, %c2: i1, %r0: memref<2xf32>, %r1: memref<?xi32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%a, %b, %c : memref<2xf32>, memref<?xi32>, memref<f64>) if (%c0, %c1, %c2) retain (%r0, %r1 : memref<2xf32>, memref<?xi32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// dealloc with zero memrefs (legal: it frees nothing), with and without retained values.
// CHECK: module {
// CHECK-NEXT: func.func @dealloc_empty(%arg0: memref<2xf32>) -> i1 {
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: %0 = bufferization.dealloc retain (%arg0 : memref<2xf32>)
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dealloc_empty(%r: memref<2xf32>) -> i1 {
  bufferization.dealloc
  %0 = bufferization.dealloc retain (%r : memref<2xf32>)
  return %0 : i1
}

// -----

// dealloc of a memref with a strided layout, and of a base buffer from metadata extraction.
// CHECK: module {
// CHECK-NEXT: func.func @dealloc_layout(%arg0: memref<4xf32, strided<[1], offset: ?>>, %arg1: i1) {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32, strided<[1], offset: ?>> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%arg1)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dealloc_layout(%m: memref<4xf32, strided<[1], offset: ?>>, %c: i1) {
  %base, %offset, %size, %stride = memref.extract_strided_metadata %m : memref<4xf32, strided<[1], offset: ?>> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  return
}

// -----

// clone.
// CHECK: module {
// CHECK-NEXT: func.func @clone(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @clone(%m: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// to_tensor / to_buffer, with restrict/writable/read_only flags.
// CHECK: module {
// CHECK-NEXT: func.func @tensor_buffer(%arg0: memref<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %arg0 restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %3 = bufferization.to_buffer %arg1 read_only : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: return %0, %2 : tensor<4xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @tensor_buffer(%m: memref<4xf32>, %t: tensor<4xf32>) -> (tensor<4xf32>, memref<4xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %2 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %3 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  return %0, %2 : tensor<4xf32>, memref<4xf32>
}

// -----

// alloc_tensor (static, dynamic, copy, memory space), materialize_in_destination, dealloc_tensor.
// CHECK: module {
// CHECK-NEXT: func.func @alloc_tensor(%arg0: index, %arg1: tensor<?xf32>, %arg2: memref<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor() copy(%arg1) : tensor<?xf32>
// CHECK-NEXT: %3 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
// CHECK-NEXT: %4 = bufferization.materialize_in_destination %arg1 in %1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg1 in restrict writable %arg2 : (tensor<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc_tensor %0 : tensor<4xf32>
// CHECK-NEXT: return %4 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @alloc_tensor(%n: index, %t: tensor<?xf32>, %m: memref<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %2 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %3 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %4 = bufferization.materialize_in_destination %t in %1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<?xf32>, memref<?xf32>) -> ()
  bufferization.dealloc_tensor %0 : tensor<4xf32>
  return %4 : tensor<?xf32>
}
