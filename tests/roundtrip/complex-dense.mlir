// Dense literals of complex element types: splats and lists of (re, im) pairs, float and
// integer parts, custom and generic form. Expected text from mlir-opt 22.
// RUN: bufjit opt %s -split-input-file | FileCheck %s
// RUN: bufjit opt %s -split-input-file --mlir-print-op-generic | bufjit opt -split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @f() -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f64>>, tensor<3xcomplex<f32>>) {
// CHECK-NEXT:     %cst = arith.constant dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[(1.000000e+00,-2.500000e+00), (5.000000e-01,3.000000e+00)]> : tensor<2xcomplex<f64>>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[(1.000000e+00,0.000000e+00), (2.000000e+00,1.000000e+00), (0.000000e+00,-1.000000e+00)]> : tensor<3xcomplex<f32>>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1 : tensor<2xcomplex<f32>>, tensor<2xcomplex<f64>>, tensor<3xcomplex<f32>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
func.func @f() -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f64>>, tensor<3xcomplex<f32>>) {
  %0 = arith.constant dense<(1.0,2.0)> : tensor<2xcomplex<f32>>
  %1 = arith.constant dense<[(1.0, -2.5), (0.5, 3.0)]> : tensor<2xcomplex<f64>>
  %2 = arith.constant dense<[(1.0,0.0), (2.0,1.0), (0.0,-1.0)]> : tensor<3xcomplex<f32>>
  return %0, %1, %2 : tensor<2xcomplex<f32>>, tensor<2xcomplex<f64>>, tensor<3xcomplex<f32>>
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @f() -> tensor<2xcomplex<i32>> {
// CHECK-NEXT:     %cst = arith.constant dense<[(1,2), (-3,4)]> : tensor<2xcomplex<i32>>
// CHECK-NEXT:     return %cst : tensor<2xcomplex<i32>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
func.func @f() -> tensor<2xcomplex<i32>> {
  %0 = arith.constant dense<[(1,2), (-3,4)]> : tensor<2xcomplex<i32>>
  return %0 : tensor<2xcomplex<i32>>
}
