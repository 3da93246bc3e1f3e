// memref.cast to a ranked type: rank (from an unranked source), each static size that was
// dynamic, the static offset and strides of the result (MLIR 22's CastOpInterface).
// RUN: bufjit opt %s --split-input-file --generate-runtime-verification | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @to_static(%arg0: memref<?x?xf32>) -> memref<4x?xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %dim, %c4 : index
// CHECK-NEXT: cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?x?xf32> to memref<4x?xf32>\0A^ size mismatch of dim 0\0ALocation: loc(\22{{.*}}cast.mlir\22:25:8)"
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %offset, %c0_0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?x?xf32> to memref<4x?xf32>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}cast.mlir\22:25:8)"
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %strides#1, %c1 : index
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?x?xf32> to memref<4x?xf32>\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}cast.mlir\22:25:8)"
// CHECK-NEXT: %cast_1 = memref.cast %arg0 : memref<?x?xf32> to memref<4x?xf32>
// CHECK-NEXT: return %cast_1 : memref<4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @to_static(%m: memref<?x?xf32>) -> memref<4x?xf32> {
  %v = memref.cast %m : memref<?x?xf32> to memref<4x?xf32>
  return %v : memref<4x?xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @from_unranked(%arg0: memref<*xf32>) -> memref<4x?xf32> {
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<*xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c2 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<*xf32> to memref<4x?xf32>\0A^ rank mismatch\0ALocation: loc(\22{{.*}}cast.mlir\22:55:8)"
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<*xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %dim, %c4 : index
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<*xf32> to memref<4x?xf32>\0A^ size mismatch of dim 0\0ALocation: loc(\22{{.*}}cast.mlir\22:55:8)"
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %3 = arith.cmpi eq, %offset, %c0_0 : index
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<*xf32> to memref<4x?xf32>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}cast.mlir\22:55:8)"
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %strides#1, %c1 : index
// CHECK-NEXT: cf.assert %4, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<*xf32> to memref<4x?xf32>\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}cast.mlir\22:55:8)"
// CHECK-NEXT: %cast_1 = memref.cast %arg0 : memref<*xf32> to memref<4x?xf32>
// CHECK-NEXT: return %cast_1 : memref<4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @from_unranked(%m: memref<*xf32>) -> memref<4x?xf32> {
  %v = memref.cast %m : memref<*xf32> to memref<4x?xf32>
  return %v : memref<4x?xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @to_unranked_and_dynamic(%arg0: memref<4x8xi32>) -> (memref<*xi32>, memref<?x?xi32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x8xi32> to memref<*xi32>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<4x8xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast_0 : memref<?x?xi32, strided<[?, ?], offset: ?>> -> memref<i32>, index, index, index, index, index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %offset, %c0 : index
// CHECK-NEXT: cf.assert %0, "ERROR: Runtime op verification failed\0A%cast_0 = memref.cast %arg0 : memref<4x8xi32> to memref<?x?xi32>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}cast.mlir\22:78:8)"
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %strides#1, %c1 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%cast_0 = memref.cast %arg0 : memref<4x8xi32> to memref<?x?xi32>\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}cast.mlir\22:78:8)"
// CHECK-NEXT: %cast_1 = memref.cast %arg0 : memref<4x8xi32> to memref<?x?xi32>
// CHECK-NEXT: return %cast, %cast_1 : memref<*xi32>, memref<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @to_unranked_and_dynamic(%m: memref<4x8xi32>) -> (memref<*xi32>, memref<?x?xi32>) {
  %u = memref.cast %m : memref<4x8xi32> to memref<*xi32>
  %d = memref.cast %m : memref<4x8xi32> to memref<?x?xi32>
  return %u, %d : memref<*xi32>, memref<?x?xi32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @strided(%arg0: memref<?xf64, strided<[?], offset: ?>>) -> memref<6xf64, strided<[2], offset: 3>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf64, strided<[?], offset: ?>> to memref<?xf64, strided<[?], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf64, strided<[?], offset: ?>> -> memref<f64>, index, index, index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf64, strided<[?], offset: ?>>
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %dim, %c6 : index
// CHECK-NEXT: cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?xf64, strided<[?], offset: ?>> to memref<6xf64, strided<[2], offset: 3>>\0A^ size mismatch of dim 0\0ALocation: loc(\22{{.*}}cast.mlir\22:104:8)"
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %offset, %c3 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?xf64, strided<[?], offset: ?>> to memref<6xf64, strided<[2], offset: 3>>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}cast.mlir\22:104:8)"
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %strides, %c2 : index
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?xf64, strided<[?], offset: ?>> to memref<6xf64, strided<[2], offset: 3>>\0A^ stride mismatch of dim 0\0ALocation: loc(\22{{.*}}cast.mlir\22:104:8)"
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<?xf64, strided<[?], offset: ?>> to memref<6xf64, strided<[2], offset: 3>>
// CHECK-NEXT: return %cast_0 : memref<6xf64, strided<[2], offset: 3>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @strided(%m: memref<?xf64, strided<[?], offset: ?>>) -> memref<6xf64, strided<[2], offset: 3>> {
  %v = memref.cast %m : memref<?xf64, strided<[?], offset: ?>> to memref<6xf64, strided<[2], offset: 3>>
  return %v : memref<6xf64, strided<[2], offset: 3>>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @from_unranked_0d(%arg0: memref<*xf32>) -> memref<f32> {
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<*xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<*xf32> to memref<f32>\0A^ rank mismatch\0ALocation: loc(\22{{.*}}cast.mlir\22:126:8)"
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %cast : memref<f32, strided<[], offset: ?>> -> memref<f32>, index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %offset, %c0_0 : index
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<*xf32> to memref<f32>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}cast.mlir\22:126:8)"
// CHECK-NEXT: %cast_1 = memref.cast %arg0 : memref<*xf32> to memref<f32>
// CHECK-NEXT: return %cast_1 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @from_unranked_0d(%m: memref<*xf32>) -> memref<f32> {
  %v = memref.cast %m : memref<*xf32> to memref<f32>
  return %v : memref<f32>
}

// -----

// An affine-map layout that is a linear expression has static strides and offset too.
// CHECK: #map = affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @map_layout(%arg0: memref<?x4xf32, strided<[?, ?], offset: ?>>) -> memref<4x4xf32, #map> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %dim, %c4 : index
// CHECK-NEXT: cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>\0A^ size mismatch of dim 0\0ALocation: loc(\22{{.*}}cast.mlir\22:158:8)"
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %offset, %c2 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>\0A^ offset mismatch\0ALocation: loc(\22{{.*}}cast.mlir\22:158:8)"
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %2 = arith.cmpi eq, %strides#0, %c8 : index
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>\0A^ stride mismatch of dim 0\0ALocation: loc(\22{{.*}}cast.mlir\22:158:8)"
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %3 = arith.cmpi eq, %strides#1, %c1 : index
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>\0A^ stride mismatch of dim 1\0ALocation: loc(\22{{.*}}cast.mlir\22:158:8)"
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, #map>
// CHECK-NEXT: return %cast_0 : memref<4x4xf32, #map>
// CHECK-NEXT: }
// CHECK-NEXT: }
#map = affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>
func.func @map_layout(%a: memref<?x4xf32, strided<[?, ?], offset: ?>>) -> memref<4x4xf32, #map> {
  %v = memref.cast %a : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, #map>
  return %v : memref<4x4xf32, #map>
}
