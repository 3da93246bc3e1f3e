// RUN: bufjit opt %s --split-input-file --lower-vector-contraction | FileCheck %s

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
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %0 = vector.transpose %arg1, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %2 = vector.extract %0[0] : vector<3xf32> from vector<4x3xf32>
// CHECK-NEXT: %3 = arith.mulf %1, %2 : vector<3xf32>
// CHECK-NEXT: %4 = vector.reduction <add>, %3 : vector<3xf32> into f32
// CHECK-NEXT: %5 = vector.insert %4, %cst [0, 0] : f32 into vector<2x4xf32>
// CHECK-NEXT: %6 = vector.extract %0[1] : vector<3xf32> from vector<4x3xf32>
// CHECK-NEXT: %7 = arith.mulf %1, %6 : vector<3xf32>
// CHECK-NEXT: %8 = vector.reduction <add>, %7 : vector<3xf32> into f32
// CHECK-NEXT: %9 = vector.insert %8, %5 [0, 1] : f32 into vector<2x4xf32>
// CHECK-NEXT: %10 = vector.extract %0[2] : vector<3xf32> from vector<4x3xf32>
// CHECK-NEXT: %11 = arith.mulf %1, %10 : vector<3xf32>
// CHECK-NEXT: %12 = vector.reduction <add>, %11 : vector<3xf32> into f32
// CHECK-NEXT: %13 = vector.insert %12, %9 [0, 2] : f32 into vector<2x4xf32>
// CHECK-NEXT: %14 = vector.extract %0[3] : vector<3xf32> from vector<4x3xf32>
// CHECK-NEXT: %15 = arith.mulf %1, %14 : vector<3xf32>
// CHECK-NEXT: %16 = vector.reduction <add>, %15 : vector<3xf32> into f32
// CHECK-NEXT: %17 = vector.insert %16, %13 [0, 3] : f32 into vector<2x4xf32>
// CHECK-NEXT: %18 = vector.extract %arg0[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %19 = arith.mulf %18, %2 : vector<3xf32>
// CHECK-NEXT: %20 = vector.reduction <add>, %19 : vector<3xf32> into f32
// CHECK-NEXT: %21 = vector.insert %20, %17 [1, 0] : f32 into vector<2x4xf32>
// CHECK-NEXT: %22 = arith.mulf %18, %6 : vector<3xf32>
// CHECK-NEXT: %23 = vector.reduction <add>, %22 : vector<3xf32> into f32
// CHECK-NEXT: %24 = vector.insert %23, %21 [1, 1] : f32 into vector<2x4xf32>
// CHECK-NEXT: %25 = arith.mulf %18, %10 : vector<3xf32>
// CHECK-NEXT: %26 = vector.reduction <add>, %25 : vector<3xf32> into f32
// CHECK-NEXT: %27 = vector.insert %26, %24 [1, 2] : f32 into vector<2x4xf32>
// CHECK-NEXT: %28 = arith.mulf %18, %14 : vector<3xf32>
// CHECK-NEXT: %29 = vector.reduction <add>, %28 : vector<3xf32> into f32
// CHECK-NEXT: %30 = vector.insert %29, %27 [1, 3] : f32 into vector<2x4xf32>
// CHECK-NEXT: %31 = arith.addf %30, %arg2 : vector<2x4xf32>
// CHECK-NEXT: return %31 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @matmul_tt(%arg0: vector<3x2xi32>, %arg1: vector<2x3xi32>, %arg2: vector<2x2xi32>) -> vector<2x2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<3x2xi32> to vector<2x3xi32>
// CHECK-NEXT: %1 = vector.extract %arg1[0] : vector<3xi32> from vector<2x3xi32>
// CHECK-NEXT: %2 = vector.extract %0[0] : vector<3xi32> from vector<2x3xi32>
// CHECK-NEXT: %3 = arith.muli %1, %2 : vector<3xi32>
// CHECK-NEXT: %4 = vector.reduction <add>, %3 : vector<3xi32> into i32
// CHECK-NEXT: %5 = vector.insert %4, %cst [0, 0] : i32 into vector<2x2xi32>
// CHECK-NEXT: %6 = vector.extract %0[1] : vector<3xi32> from vector<2x3xi32>
// CHECK-NEXT: %7 = arith.muli %1, %6 : vector<3xi32>
// CHECK-NEXT: %8 = vector.reduction <add>, %7 : vector<3xi32> into i32
// CHECK-NEXT: %9 = vector.insert %8, %5 [0, 1] : i32 into vector<2x2xi32>
// CHECK-NEXT: %10 = vector.extract %arg1[1] : vector<3xi32> from vector<2x3xi32>
// CHECK-NEXT: %11 = arith.muli %10, %2 : vector<3xi32>
// CHECK-NEXT: %12 = vector.reduction <add>, %11 : vector<3xi32> into i32
// CHECK-NEXT: %13 = vector.insert %12, %9 [1, 0] : i32 into vector<2x2xi32>
// CHECK-NEXT: %14 = arith.muli %10, %6 : vector<3xi32>
// CHECK-NEXT: %15 = vector.reduction <add>, %14 : vector<3xi32> into i32
// CHECK-NEXT: %16 = vector.insert %15, %13 [1, 1] : i32 into vector<2x2xi32>
// CHECK-NEXT: %17 = arith.addi %16, %arg2 : vector<2x2xi32>
// CHECK-NEXT: return %17 : vector<2x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @matmul_nt(%arg0: vector<2x3xf64>, %arg1: vector<2x3xf64>, %arg2: vector<2x2xf64>) -> vector<2x2xf64> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf64>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<3xf64> from vector<2x3xf64>
// CHECK-NEXT: %1 = vector.extract %arg1[0] : vector<3xf64> from vector<2x3xf64>
// CHECK-NEXT: %2 = arith.mulf %0, %1 : vector<3xf64>
// CHECK-NEXT: %3 = vector.reduction <add>, %2 : vector<3xf64> into f64
// CHECK-NEXT: %4 = vector.insert %3, %cst [0, 0] : f64 into vector<2x2xf64>
// CHECK-NEXT: %5 = vector.extract %arg1[1] : vector<3xf64> from vector<2x3xf64>
// CHECK-NEXT: %6 = arith.mulf %0, %5 : vector<3xf64>
// CHECK-NEXT: %7 = vector.reduction <add>, %6 : vector<3xf64> into f64
// CHECK-NEXT: %8 = vector.insert %7, %4 [0, 1] : f64 into vector<2x2xf64>
// CHECK-NEXT: %9 = vector.extract %arg0[1] : vector<3xf64> from vector<2x3xf64>
// CHECK-NEXT: %10 = arith.mulf %9, %1 : vector<3xf64>
// CHECK-NEXT: %11 = vector.reduction <add>, %10 : vector<3xf64> into f64
// CHECK-NEXT: %12 = vector.insert %11, %8 [1, 0] : f64 into vector<2x2xf64>
// CHECK-NEXT: %13 = arith.mulf %9, %5 : vector<3xf64>
// CHECK-NEXT: %14 = vector.reduction <add>, %13 : vector<3xf64> into f64
// CHECK-NEXT: %15 = vector.insert %14, %12 [1, 1] : f64 into vector<2x2xf64>
// CHECK-NEXT: %16 = arith.addf %15, %arg2 : vector<2x2xf64>
// CHECK-NEXT: return %16 : vector<2x2xf64>
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
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %1 = arith.mulf %0, %arg1 : vector<3xf32>
// CHECK-NEXT: %2 = vector.reduction <add>, %1 : vector<3xf32> into f32
// CHECK-NEXT: %3 = vector.insert %2, %cst [0] : f32 into vector<2xf32>
// CHECK-NEXT: %4 = vector.extract %arg0[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %5 = arith.mulf %4, %arg1 : vector<3xf32>
// CHECK-NEXT: %6 = vector.reduction <add>, %5 : vector<3xf32> into f32
// CHECK-NEXT: %7 = vector.insert %6, %3 [1] : f32 into vector<2xf32>
// CHECK-NEXT: %8 = arith.addf %7, %arg2 : vector<2xf32>
// CHECK-NEXT: return %8 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @vecmat(%arg0: vector<3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %0 = vector.transpose %arg1, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
// CHECK-NEXT: %1 = vector.extract %0[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %2 = arith.mulf %1, %arg0 : vector<3xf32>
// CHECK-NEXT: %3 = vector.reduction <add>, %2 : vector<3xf32> into f32
// CHECK-NEXT: %4 = vector.insert %3, %cst [0] : f32 into vector<2xf32>
// CHECK-NEXT: %5 = vector.extract %0[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %6 = arith.mulf %5, %arg0 : vector<3xf32>
// CHECK-NEXT: %7 = vector.reduction <add>, %6 : vector<3xf32> into f32
// CHECK-NEXT: %8 = vector.insert %7, %4 [1] : f32 into vector<2xf32>
// CHECK-NEXT: %9 = arith.addf %8, %arg2 : vector<2xf32>
// CHECK-NEXT: return %9 : vector<2xf32>
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
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2x2xf32>
// CHECK-NEXT: %0 = vector.extract %arg1[0] : vector<3x2xf32> from vector<2x3x2xf32>
// CHECK-NEXT: %1 = vector.extract %arg2[0] : vector<2x2xf32> from vector<2x2x2xf32>
// CHECK-NEXT: %2 = vector.transpose %0, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
// CHECK-NEXT: %3 = vector.extract %arg0[0, 0] : vector<3xf32> from vector<2x2x3xf32>
// CHECK-NEXT: %4 = vector.extract %2[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %5 = arith.mulf %3, %4 : vector<3xf32>
// CHECK-NEXT: %6 = vector.reduction <add>, %5 : vector<3xf32> into f32
// CHECK-NEXT: %7 = vector.insert %6, %cst [0, 0] : f32 into vector<2x2xf32>
// CHECK-NEXT: %8 = vector.extract %2[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %9 = arith.mulf %3, %8 : vector<3xf32>
// CHECK-NEXT: %10 = vector.reduction <add>, %9 : vector<3xf32> into f32
// CHECK-NEXT: %11 = vector.insert %10, %7 [0, 1] : f32 into vector<2x2xf32>
// CHECK-NEXT: %12 = vector.extract %arg0[0, 1] : vector<3xf32> from vector<2x2x3xf32>
// CHECK-NEXT: %13 = arith.mulf %12, %4 : vector<3xf32>
// CHECK-NEXT: %14 = vector.reduction <add>, %13 : vector<3xf32> into f32
// CHECK-NEXT: %15 = vector.insert %14, %11 [1, 0] : f32 into vector<2x2xf32>
// CHECK-NEXT: %16 = arith.mulf %12, %8 : vector<3xf32>
// CHECK-NEXT: %17 = vector.reduction <add>, %16 : vector<3xf32> into f32
// CHECK-NEXT: %18 = vector.insert %17, %15 [1, 1] : f32 into vector<2x2xf32>
// CHECK-NEXT: %19 = arith.addf %18, %1 : vector<2x2xf32>
// CHECK-NEXT: %20 = vector.insert %19, %cst_0 [0] : vector<2x2xf32> into vector<2x2x2xf32>
// CHECK-NEXT: %21 = vector.extract %arg1[1] : vector<3x2xf32> from vector<2x3x2xf32>
// CHECK-NEXT: %22 = vector.extract %arg2[1] : vector<2x2xf32> from vector<2x2x2xf32>
// CHECK-NEXT: %23 = vector.transpose %21, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
// CHECK-NEXT: %24 = vector.extract %arg0[1, 0] : vector<3xf32> from vector<2x2x3xf32>
// CHECK-NEXT: %25 = vector.extract %23[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %26 = arith.mulf %24, %25 : vector<3xf32>
// CHECK-NEXT: %27 = vector.reduction <add>, %26 : vector<3xf32> into f32
// CHECK-NEXT: %28 = vector.insert %27, %cst [0, 0] : f32 into vector<2x2xf32>
// CHECK-NEXT: %29 = vector.extract %23[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %30 = arith.mulf %24, %29 : vector<3xf32>
// CHECK-NEXT: %31 = vector.reduction <add>, %30 : vector<3xf32> into f32
// CHECK-NEXT: %32 = vector.insert %31, %28 [0, 1] : f32 into vector<2x2xf32>
// CHECK-NEXT: %33 = vector.extract %arg0[1, 1] : vector<3xf32> from vector<2x2x3xf32>
// CHECK-NEXT: %34 = arith.mulf %33, %25 : vector<3xf32>
// CHECK-NEXT: %35 = vector.reduction <add>, %34 : vector<3xf32> into f32
// CHECK-NEXT: %36 = vector.insert %35, %32 [1, 0] : f32 into vector<2x2xf32>
// CHECK-NEXT: %37 = arith.mulf %33, %29 : vector<3xf32>
// CHECK-NEXT: %38 = vector.reduction <add>, %37 : vector<3xf32> into f32
// CHECK-NEXT: %39 = vector.insert %38, %36 [1, 1] : f32 into vector<2x2xf32>
// CHECK-NEXT: %40 = arith.addf %39, %22 : vector<2x2xf32>
// CHECK-NEXT: %41 = vector.insert %40, %20 [1] : vector<2x2xf32> into vector<2x2x2xf32>
// CHECK-NEXT: return %41 : vector<2x2x2xf32>
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
