// Round-trip of the memref dialect, including its result-name hints
// (%alloc, %alloca, %subview, %cast, %dim, %base_buffer, %intptr, %reinterpret_cast, ...).
// RUN: bufjit opt %s -split-input-file | FileCheck %s

// alloc/alloca with static and dynamic sizes, symbol operands and alignment.
// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?x8xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0, %arg0) {alignment = 64 : i64} : memref<?x?xi32>
// CHECK-NEXT: %alloc_2 = memref.alloc()[%arg1] : memref<4xf32, #map>
// CHECK-NEXT: %alloca = memref.alloca() : memref<f64>
// CHECK-NEXT: %alloca_3 = memref.alloca(%arg0) {alignment = 16 : i64} : memref<?xi8>
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<2xf32, 1>
// CHECK-NEXT: memref.dealloc %alloc : memref<4x8xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<?x8xf32>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<?x?xi32>
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<4xf32, #map>
// CHECK-NEXT: memref.dealloc %alloc_4 : memref<2xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @alloc(%n: index, %s: index) {
  %0 = memref.alloc() : memref<4x8xf32>
  %1 = memref.alloc(%n) : memref<?x8xf32>
  %2 = memref.alloc(%n, %n) {alignment = 64 : i64} : memref<?x?xi32>
  %3 = memref.alloc()[%s] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %4 = memref.alloca() : memref<f64>
  %5 = memref.alloca(%n) {alignment = 16 : i64} : memref<?xi8>
  %6 = memref.alloc() : memref<2xf32, 1>
  memref.dealloc %0 : memref<4x8xf32>
  memref.dealloc %1 : memref<?x8xf32>
  memref.dealloc %2 : memref<?x?xi32>
  memref.dealloc %3 : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  memref.dealloc %6 : memref<2xf32, 1>
  return
}

// -----

// alloca_scope with and without results.
// CHECK: module {
// CHECK-NEXT: func.func @alloca_scope() -> f32 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<f32>
// CHECK-NEXT: memref.alloca_scope.return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @alloca_scope() -> f32 {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<f32>
    %v = memref.load %a[] : memref<f32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}

// -----

// realloc with static and dynamic result sizes.
// CHECK: module {
// CHECK-NEXT: func.func @realloc(%arg0: memref<4xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: %1 = memref.realloc %0(%arg1) : memref<8xf32> to memref<?xf32>
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @realloc(%m: memref<4xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %1 = memref.realloc %0(%n) : memref<8xf32> to memref<?xf32>
  return %1 : memref<?xf32>
}

// -----

// load/store, including nontemporal and 0-d memrefs.
// CHECK: module {
// CHECK-NEXT: func.func @load_store(%arg0: memref<4x?xf32>, %arg1: memref<i32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<4x?xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg3, %arg2] : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %arg3] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: memref.store %1, %arg0[%arg2, %arg3] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: %2 = memref.load %arg1[] : memref<i32>
// CHECK-NEXT: memref.store %2, %arg1[] : memref<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @load_store(%m: memref<4x?xf32>, %z: memref<i32>, %i: index, %j: index) {
  %0 = memref.load %m[%i, %j] : memref<4x?xf32>
  memref.store %0, %m[%j, %i] : memref<4x?xf32>
  %1 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  memref.store %1, %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  %2 = memref.load %z[] : memref<i32>
  memref.store %2, %z[] : memref<i32>
  return
}

// -----

// copy and cast (to dynamic, to static, and to unranked).
// CHECK: module {
// CHECK-NEXT: func.func @copy_cast(%arg0: memref<4xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: %cast_1 = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: %cast_2 = memref.cast %cast_1 : memref<*xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @copy_cast(%a: memref<4xf32>, %b: memref<?xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<?xf32>
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<?xf32> to memref<4xf32>
  %2 = memref.cast %a : memref<4xf32> to memref<*xf32>
  %3 = memref.cast %2 : memref<*xf32> to memref<4xf32>
  return
}

// -----

// subview: static, dynamic, and rank-reducing.
// CHECK: module {
// CHECK-NEXT: func.func @subview(%arg0: memref<8x16xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[%arg1, 2] [%arg2, 4] [1, 2] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 2], offset: ?>>
// CHECK-NEXT: %subview_1 = memref.subview %arg0[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @subview(%m: memref<8x16xf32>, %o: index, %s: index) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %1 = memref.subview %m[%o, 2] [%s, 4] [1, 2] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 2], offset: ?>>
  %2 = memref.subview %m[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
  return
}

// -----

// reinterpret_cast and view.
// CHECK: module {
// CHECK-NEXT: func.func @reinterpret_view(%arg0: memref<?xf32>, %arg1: memref<2048xi8>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [10, 2], strides: [2, 1] : memref<?xf32> to memref<10x2xf32>
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [%arg3], sizes: [%arg2], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %view = memref.view %arg1[%arg3][%arg2] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %view_1 = memref.view %arg1[%arg3][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @reinterpret_view(%m: memref<?xf32>, %buf: memref<2048xi8>, %n: index, %off: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 2], strides: [2, 1] : memref<?xf32> to memref<10x2xf32>
  %1 = memref.reinterpret_cast %m to offset: [%off], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %2 = memref.view %buf[%off][%n] : memref<2048xi8> to memref<?x4xf32>
  %3 = memref.view %buf[%off][] : memref<2048xi8> to memref<64x4xf32>
  return
}

// -----

// dim, rank, extract_strided_metadata, extract_aligned_pointer_as_index.
// CHECK: module {
// CHECK-NEXT: func.func @metadata(%arg0: memref<?x4xf32>, %arg1: memref<*xf32>) -> (index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x4xf32> -> index
// CHECK-NEXT: return %dim, %0, %intptr : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @metadata(%m: memref<?x4xf32>, %u: memref<*xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %m, %c0 : memref<?x4xf32>
  %1 = memref.rank %u : memref<*xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  %2 = memref.extract_aligned_pointer_as_index %m : memref<?x4xf32> -> index
  return %0, %1, %2 : index, index, index
}

// -----

// expand_shape (with output_shape) and collapse_shape.
// CHECK: module {
// CHECK-NEXT: func.func @reshape(%arg0: memref<?x32xf32>, %arg1: index) {
// CHECK-NEXT{LITERAL}: %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%arg1, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
// CHECK-NEXT{LITERAL}: %collapse_shape = memref.collapse_shape %expand_shape [[0, 1, 2]] : memref<?x4x32xf32> into memref<?xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT{LITERAL}: %collapse_shape_0 = memref.collapse_shape %alloc [[0, 1]] : memref<2x3xf32> into memref<6xf32>
// CHECK-NEXT{LITERAL}: %expand_shape_1 = memref.expand_shape %collapse_shape_0 [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @reshape(%m: memref<?x32xf32>, %n: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<?x4x32xf32> into memref<?xf32>
  %c = memref.alloc() : memref<2x3xf32>
  %2 = memref.collapse_shape %c [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %3 = memref.expand_shape %2 [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
  return
}

// -----

// globals: public/private, constant, uninitialized, dense initializers, alignment;
// and get_global.
// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT: memref.global @pub : memref<4xi32> = dense<0>
// CHECK-NEXT: memref.global "private" @uninit : memref<3x3xf64> = uninitialized
// CHECK-NEXT: memref.global @decl : memref<8xi8>
// CHECK-NEXT: memref.global "private" constant @aligned : memref<i64> = dense<7> {alignment = 64 : i64}
// CHECK-NEXT: func.func @get_global() -> memref<2xf32> {
// CHECK-NEXT: %0 = memref.get_global @c : memref<2xf32>
// CHECK-NEXT: %1 = memref.get_global @pub : memref<4xi32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @pub : memref<4xi32> = dense<0>
memref.global "private" @uninit : memref<3x3xf64> = uninitialized
memref.global @decl : memref<8xi8>
memref.global "private" constant @aligned : memref<i64> = dense<7> {alignment = 64 : i64}
func.func @get_global() -> memref<2xf32> {
  %0 = memref.get_global @c : memref<2xf32>
  %1 = memref.get_global @pub : memref<4xi32>
  return %0 : memref<2xf32>
}

// -----

// assume_alignment, prefetch, atomic_rmw.
// CHECK: module {
// CHECK-NEXT: func.func @misc(%arg0: memref<8xf32>, %arg1: index, %arg2: f32, %arg3: memref<8xi32>, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<8xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<8xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg1], write, locality<0>, instr : memref<8xf32>
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<8xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw maxs %arg4, %arg3[%arg1] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: return %0, %1 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @misc(%m: memref<8xf32>, %i: index, %v: f32, %im: memref<8xi32>, %iv: i32) -> (f32, i32) {
  %0 = memref.assume_alignment %m, 16 : memref<8xf32>
  memref.prefetch %m[%i], read, locality<3>, data : memref<8xf32>
  memref.prefetch %m[%i], write, locality<0>, instr : memref<8xf32>
  %1 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<8xf32>) -> f32
  %2 = memref.atomic_rmw maxs %iv, %im[%i] : (i32, memref<8xi32>) -> i32
  return %1, %2 : f32, i32
}

// -----

// memory_space_cast and transpose.
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @space_transpose(%arg0: memref<4x8xf32, 1>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4x8xf32, 1> to memref<4x8xf32>
// CHECK-NEXT: %transpose = memref.transpose %arg1 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @space_transpose(%m: memref<4x8xf32, 1>, %t: memref<?x?xf32>) {
  %0 = memref.memory_space_cast %m : memref<4x8xf32, 1> to memref<4x8xf32>
  %1 = memref.transpose %t (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  return
}
