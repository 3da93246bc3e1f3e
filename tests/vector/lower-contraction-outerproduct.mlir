// RUN: bufjit opt %s --split-input-file --lower-vector-contraction=vector-contract-lowering=outerproduct | FileCheck %s

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#mn = affine_map<(m, n, k) -> (m, n)>
#nm = affine_map<(m, n, k) -> (n, m)>
func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %r = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @matmul_tt(%a: vector<3x2xi32>, %b: vector<2x3xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %r = vector.contract {indexing_maps = [#km, #nk, #nm], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xi32>, vector<2x3xi32> into vector<2x2xi32>
  return %r : vector<2x2xi32>
}
func.func @matmul_nt(%a: vector<2x3xf64>, %b: vector<2x3xf64>, %c: vector<2x2xf64>) -> vector<2x2xf64> {
  %r = vector.contract {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf64>, vector<2x3xf64> into vector<2x2xf64>
  return %r : vector<2x2xf64>
}

// CHECK: func.func @matmul(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT: %1 = vector.extract %0[0] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %2 = vector.extract %arg1[0] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: %3 = vector.outerproduct %1, %2, %arg2 {kind = #vector.kind<add>} : vector<2xf32>, vector<4xf32>
// CHECK-NEXT: %4 = vector.extract %0[1] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %5 = vector.extract %arg1[1] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: %6 = vector.outerproduct %4, %5, %3 {kind = #vector.kind<add>} : vector<2xf32>, vector<4xf32>
// CHECK-NEXT: %7 = vector.extract %0[2] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %8 = vector.extract %arg1[2] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: %9 = vector.outerproduct %7, %8, %6 {kind = #vector.kind<add>} : vector<2xf32>, vector<4xf32>
// CHECK-NEXT: return %9 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @matmul_tt(%arg0: vector<3x2xi32>, %arg1: vector<2x3xi32>, %arg2: vector<2x2xi32>) -> vector<2x2xi32> {
// CHECK-NEXT: %0 = vector.transpose %arg1, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
// CHECK-NEXT: %1 = vector.extract %0[0] : vector<2xi32> from vector<3x2xi32>
// CHECK-NEXT: %2 = vector.extract %arg0[0] : vector<2xi32> from vector<3x2xi32>
// CHECK-NEXT: %3 = vector.outerproduct %1, %2, %arg2 {kind = #vector.kind<add>} : vector<2xi32>, vector<2xi32>
// CHECK-NEXT: %4 = vector.extract %0[1] : vector<2xi32> from vector<3x2xi32>
// CHECK-NEXT: %5 = vector.extract %arg0[1] : vector<2xi32> from vector<3x2xi32>
// CHECK-NEXT: %6 = vector.outerproduct %4, %5, %3 {kind = #vector.kind<add>} : vector<2xi32>, vector<2xi32>
// CHECK-NEXT: %7 = vector.extract %0[2] : vector<2xi32> from vector<3x2xi32>
// CHECK-NEXT: %8 = vector.extract %arg0[2] : vector<2xi32> from vector<3x2xi32>
// CHECK-NEXT: %9 = vector.outerproduct %7, %8, %6 {kind = #vector.kind<add>} : vector<2xi32>, vector<2xi32>
// CHECK-NEXT: return %9 : vector<2x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @matmul_nt(%arg0: vector<2x3xf64>, %arg1: vector<2x3xf64>, %arg2: vector<2x2xf64>) -> vector<2x2xf64> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x3xf64> to vector<3x2xf64>
// CHECK-NEXT: %1 = vector.transpose %arg1, [1, 0] : vector<2x3xf64> to vector<3x2xf64>
// CHECK-NEXT: %2 = vector.extract %0[0] : vector<2xf64> from vector<3x2xf64>
// CHECK-NEXT: %3 = vector.extract %1[0] : vector<2xf64> from vector<3x2xf64>
// CHECK-NEXT: %4 = vector.outerproduct %2, %3, %arg2 {kind = #vector.kind<add>} : vector<2xf64>, vector<2xf64>
// CHECK-NEXT: %5 = vector.extract %0[1] : vector<2xf64> from vector<3x2xf64>
// CHECK-NEXT: %6 = vector.extract %1[1] : vector<2xf64> from vector<3x2xf64>
// CHECK-NEXT: %7 = vector.outerproduct %5, %6, %4 {kind = #vector.kind<add>} : vector<2xf64>, vector<2xf64>
// CHECK-NEXT: %8 = vector.extract %0[2] : vector<2xf64> from vector<3x2xf64>
// CHECK-NEXT: %9 = vector.extract %1[2] : vector<2xf64> from vector<3x2xf64>
// CHECK-NEXT: %10 = vector.outerproduct %8, %9, %7 {kind = #vector.kind<add>} : vector<2xf64>, vector<2xf64>
// CHECK-NEXT: return %10 : vector<2x2xf64>
// CHECK-NEXT: }

// -----

func.func @matvec(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %r : vector<2xf32>
}
func.func @vecmat(%a: vector<3xf32>, %b: vector<3x2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (k, m)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3xf32>, vector<3x2xf32> into vector<2xf32>
  return %r : vector<2xf32>
}
func.func @dot(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %r : f32
}

// CHECK: func.func @matvec(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT: %1 = vector.extract %0[0] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %2 = vector.extract %arg1[0] : f32 from vector<3xf32>
// CHECK-NEXT: %3 = vector.outerproduct %1, %2, %arg2 {kind = #vector.kind<add>} : vector<2xf32>, f32
// CHECK-NEXT: %4 = vector.extract %0[1] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %5 = vector.extract %arg1[1] : f32 from vector<3xf32>
// CHECK-NEXT: %6 = vector.outerproduct %4, %5, %3 {kind = #vector.kind<add>} : vector<2xf32>, f32
// CHECK-NEXT: %7 = vector.extract %0[2] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %8 = vector.extract %arg1[2] : f32 from vector<3xf32>
// CHECK-NEXT: %9 = vector.outerproduct %7, %8, %6 {kind = #vector.kind<add>} : vector<2xf32>, f32
// CHECK-NEXT: return %9 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @vecmat(%arg0: vector<3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = vector.extract %arg1[0] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : f32 from vector<3xf32>
// CHECK-NEXT: %2 = vector.outerproduct %0, %1, %arg2 {kind = #vector.kind<add>} : vector<2xf32>, f32
// CHECK-NEXT: %3 = vector.extract %arg1[1] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %4 = vector.extract %arg0[1] : f32 from vector<3xf32>
// CHECK-NEXT: %5 = vector.outerproduct %3, %4, %2 {kind = #vector.kind<add>} : vector<2xf32>, f32
// CHECK-NEXT: %6 = vector.extract %arg1[2] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %7 = vector.extract %arg0[2] : f32 from vector<3xf32>
// CHECK-NEXT: %8 = vector.outerproduct %6, %7, %5 {kind = #vector.kind<add>} : vector<2xf32>, f32
// CHECK-NEXT: return %8 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dot(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT: %1 = vector.reduction <add>, %0, %arg2 : vector<4xf32> into f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }

// -----

func.func @batch(%a: vector<2x2x3xf32>, %b: vector<2x3x2xf32>, %c: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2x3xf32>, vector<2x3x2xf32> into vector<2x2x2xf32>
  return %r : vector<2x2x2xf32>
}
func.func @full_reduce(%a: vector<2x3xi32>, %b: vector<3x2xi32>, %c: i32) -> i32 {
  %r = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xi32>, vector<3x2xi32> into i32
  return %r : i32
}

// CHECK: func.func @batch(%arg0: vector<2x2x3xf32>, %arg1: vector<2x3x2xf32>, %arg2: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2x2xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<2x3xf32> from vector<2x2x3xf32>
// CHECK-NEXT: %1 = vector.extract %arg2[0] : vector<2x2xf32> from vector<2x2x2xf32>
// CHECK-NEXT: %2 = vector.transpose %0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT: %3 = vector.extract %2[0] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %4 = vector.extract %arg1[0, 0] : vector<2xf32> from vector<2x3x2xf32>
// CHECK-NEXT: %5 = vector.outerproduct %3, %4, %1 {kind = #vector.kind<add>} : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: %6 = vector.extract %2[1] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %7 = vector.extract %arg1[0, 1] : vector<2xf32> from vector<2x3x2xf32>
// CHECK-NEXT: %8 = vector.outerproduct %6, %7, %5 {kind = #vector.kind<add>} : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: %9 = vector.extract %2[2] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %10 = vector.extract %arg1[0, 2] : vector<2xf32> from vector<2x3x2xf32>
// CHECK-NEXT: %11 = vector.outerproduct %9, %10, %8 {kind = #vector.kind<add>} : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: %12 = vector.insert %11, %cst [0] : vector<2x2xf32> into vector<2x2x2xf32>
// CHECK-NEXT: %13 = vector.extract %arg0[1] : vector<2x3xf32> from vector<2x2x3xf32>
// CHECK-NEXT: %14 = vector.extract %arg2[1] : vector<2x2xf32> from vector<2x2x2xf32>
// CHECK-NEXT: %15 = vector.transpose %13, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT: %16 = vector.extract %15[0] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %17 = vector.extract %arg1[1, 0] : vector<2xf32> from vector<2x3x2xf32>
// CHECK-NEXT: %18 = vector.outerproduct %16, %17, %14 {kind = #vector.kind<add>} : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: %19 = vector.extract %15[1] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %20 = vector.extract %arg1[1, 1] : vector<2xf32> from vector<2x3x2xf32>
// CHECK-NEXT: %21 = vector.outerproduct %19, %20, %18 {kind = #vector.kind<add>} : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: %22 = vector.extract %15[2] : vector<2xf32> from vector<3x2xf32>
// CHECK-NEXT: %23 = vector.extract %arg1[1, 2] : vector<2xf32> from vector<2x3x2xf32>
// CHECK-NEXT: %24 = vector.outerproduct %22, %23, %21 {kind = #vector.kind<add>} : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: %25 = vector.insert %24, %12 [1] : vector<2x2xf32> into vector<2x2x2xf32>
// CHECK-NEXT: return %25 : vector<2x2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @full_reduce(%arg0: vector<2x3xi32>, %arg1: vector<3x2xi32>, %arg2: i32) -> i32 {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<3xi32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<3xi32> from vector<2x3xi32>
// CHECK-NEXT: %1 = vector.extract %arg1[0, 0] : i32 from vector<3x2xi32>
// CHECK-NEXT: %2 = vector.insert %1, %cst [0] : i32 into vector<3xi32>
// CHECK-NEXT: %3 = vector.extract %arg1[1, 0] : i32 from vector<3x2xi32>
// CHECK-NEXT: %4 = vector.insert %3, %2 [1] : i32 into vector<3xi32>
// CHECK-NEXT: %5 = vector.extract %arg1[2, 0] : i32 from vector<3x2xi32>
// CHECK-NEXT: %6 = vector.insert %5, %4 [2] : i32 into vector<3xi32>
// CHECK-NEXT: %7 = arith.muli %0, %6 : vector<3xi32>
// CHECK-NEXT: %8 = vector.reduction <add>, %7, %arg2 : vector<3xi32> into i32
// CHECK-NEXT: %9 = vector.extract %arg0[1] : vector<3xi32> from vector<2x3xi32>
// CHECK-NEXT: %10 = vector.extract %arg1[0, 1] : i32 from vector<3x2xi32>
// CHECK-NEXT: %11 = vector.insert %10, %cst [0] : i32 into vector<3xi32>
// CHECK-NEXT: %12 = vector.extract %arg1[1, 1] : i32 from vector<3x2xi32>
// CHECK-NEXT: %13 = vector.insert %12, %11 [1] : i32 into vector<3xi32>
// CHECK-NEXT: %14 = vector.extract %arg1[2, 1] : i32 from vector<3x2xi32>
// CHECK-NEXT: %15 = vector.insert %14, %13 [2] : i32 into vector<3xi32>
// CHECK-NEXT: %16 = arith.muli %9, %15 : vector<3xi32>
// CHECK-NEXT: %17 = vector.reduction <add>, %16, %8 : vector<3xi32> into i32
// CHECK-NEXT: return %17 : i32
// CHECK-NEXT: }
