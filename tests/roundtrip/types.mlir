// Round-trip of builtin types (printed through function signatures).
// RUN: bufjit opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// Integer, index, float and none types.
// CHECK: module {
// CHECK-NEXT: func.func private @scalars(i1, i8, i16, i32, i64, i128, i7, si32, ui8, index) -> (f16, bf16, f32, f64, f80, f128, tf32, none)
// CHECK-NEXT: }
func.func private @scalars(i1, i8, i16, i32, i64, i128, i7, si32, ui8, index) -> (f16, bf16, f32, f64, f80, f128, tf32, none)

// -----

// Function types as values, nested and with multiple results.
// CHECK: module {
// CHECK-NEXT: func.func private @function_types((i32) -> i32, () -> (), (i32, f32) -> (i64, index), ((i32) -> i1) -> (() -> ()))
// CHECK-NEXT: }
func.func private @function_types((i32) -> i32, () -> (), (i32, f32) -> (i64, index), ((i32) -> i1) -> (() -> ()))

// -----

// Ranked memrefs: static, dynamic, 0-d, with memory spaces (integer and attribute).
// CHECK: module {
// CHECK-NEXT: func.func private @memrefs(memref<4x8xf32>, memref<?x?xi64>, memref<f32>, memref<1x?x3xindex>, memref<4xf32>, memref<4xf32, 3>, memref<4xf32, #gpu.address_space<workgroup>>, memref<4xf32, "gpu">, memref<0xi8>)
// CHECK-NEXT: }
func.func private @memrefs(memref<4x8xf32>, memref<?x?xi64>, memref<f32>, memref<1x?x3xindex>, memref<4xf32, 0>, memref<4xf32, 3>, memref<4xf32, #gpu.address_space<workgroup>>, memref<4xf32, "gpu">, memref<0xi8>)

// -----

// Memrefs with strided layouts (identity-like strided layouts are kept).
// CHECK: module {
// CHECK-NEXT: func.func private @strided(memref<4x8xf32, strided<[8, 1]>>, memref<?xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[1], offset: 5>>, memref<4x4xf32, strided<[?, 1]>>, memref<2xf32, strided<[2], offset: ?>, 1>)
// CHECK-NEXT: }
func.func private @strided(memref<4x8xf32, strided<[8, 1]>>, memref<?xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[1], offset: 5>>, memref<4x4xf32, strided<[?, 1], offset: 0>>, memref<2xf32, strided<[2], offset: ?>, 1>)

// -----

// Memrefs with affine map layouts; the identity map is dropped, others become #map aliases.
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @affine_layouts(memref<4x4xf32>, memref<4x4xf32, #map>, memref<8xf32, #map1, 1>, memref<4x4xf32, #map>)
// CHECK-NEXT: }
func.func private @affine_layouts(memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>, 1>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>)

// -----

// Unranked memrefs, with and without memory space.
// CHECK: module {
// CHECK-NEXT: func.func private @unranked(memref<*xf32>, memref<*xi8, 1>, memref<*xf64, #gpu.address_space<private>>)
// CHECK-NEXT: }
func.func private @unranked(memref<*xf32>, memref<*xi8, 1>, memref<*xf64, #gpu.address_space<private>>)

// -----

// Tensors: ranked, dynamic, 0-d, unranked, with encoding.
// CHECK: module {
// CHECK-NEXT: func.func private @tensors(tensor<4x8xf32>, tensor<?x3xi32>, tensor<f64>, tensor<*xf32>, tensor<4xf32, #ext.enc>, tensor<0x?xindex>)
// CHECK-NEXT: }
func.func private @tensors(tensor<4x8xf32>, tensor<?x3xi32>, tensor<f64>, tensor<*xf32>, tensor<4xf32, #ext.enc>, tensor<0x?xindex>)

// -----

// Vectors: fixed, n-D, 0-d (scalable ones are rejected: parser/vector-scalable.mlir).
// CHECK: module {
// CHECK-NEXT: func.func private @vectors(vector<4xf32>, vector<2x3xi8>, vector<f32>)
// CHECK-NEXT: }
func.func private @vectors(vector<4xf32>, vector<2x3xi8>, vector<f32>)

// -----

// Complex and tuple types.
// CHECK: module {
// CHECK-NEXT: func.func private @misc(complex<f32>, tuple<i32, f32>, tuple<>)
// CHECK-NEXT: }
func.func private @misc(complex<f32>, tuple<i32, f32>, tuple<>)

// -----

// Opaque dialect types: pretty `!dialect.ident` and `!dialect<"...">` forms,
// and registered dialect types such as !shape.witness.
// CHECK: module {
// CHECK-NEXT: func.func private @opaque(!ext.foo, !ext.foo<1, "x">, !ext<"anything goes">, !shape.witness)
// CHECK-NEXT: }
func.func private @opaque(!ext.foo, !ext.foo<1, "x">, !ext<"anything goes">, !shape.witness)
