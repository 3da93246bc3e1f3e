// vector.contract with its trait dictionary given as an attribute alias (`#matmul_trait`), as
// MLIR's integration tests write it: printed inline (expected text from mlir-opt 22).
// RUN: bufjit opt %s | FileCheck %s

#dot_trait = {
  indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
  iterator_types = ["reduction"]
}
#matmul_trait = {
  indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
  iterator_types = ["parallel", "parallel", "reduction"],
  kind = #vector.kind<maxnumf>
}
func.func @dot(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = vector.contract #dot_trait %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}
func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract #matmul_trait %a, %b, %c {tag} : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @dot(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @matmul(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %arg0, %arg1, %arg2 {tag} : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK-NEXT: return %0 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
