// RUN: bufjit opt %s --canonicalize | FileCheck %s
// Folds of strided slices and shape casts of non-splat constants (a slice keeps its elements in
// row-major order, a run of equal ones becomes a splat), and of an insert_strided_slice of a
// whole vector (expected output from mlir-opt 22).

func.func @slices() -> (vector<2xi32>, vector<1x2xf32>, vector<2x3xi8>, vector<2xi32>) {
  %src = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = vector.extract_strided_slice %src {offsets = [1], sizes = [2], strides = [1]} : vector<4xi32> to vector<2xi32>
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %1 = vector.extract_strided_slice %m {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x3xf32> to vector<1x2xf32>
  %t = arith.constant dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]], [[13, 14, 15], [16, 17, 18]]]> : vector<3x2x3xi8>
  %2 = vector.extract_strided_slice %t {offsets = [1], sizes = [1], strides = [1]} : vector<3x2x3xi8> to vector<1x2x3xi8>
  %3 = vector.shape_cast %2 : vector<1x2x3xi8> to vector<2x3xi8>
  %s = arith.constant dense<[5, 5, 7, 7]> : vector<4xi32>
  %4 = vector.extract_strided_slice %s {offsets = [2], sizes = [2], strides = [1]} : vector<4xi32> to vector<2xi32>
  return %0, %1, %3, %4 : vector<2xi32>, vector<1x2xf32>, vector<2x3xi8>, vector<2xi32>
}
func.func @whole(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<4xf32> into vector<4xf32>
  %c = arith.constant dense<0.0> : vector<2x4xf32>
  %1 = vector.insert_strided_slice %a, %c {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  return %0, %1 : vector<4xf32>, vector<2x4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @slices() -> (vector<2xi32>, vector<1x2xf32>, vector<2x3xi8>, vector<2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[2, 3]> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}5.000000e+00, 6.000000e+00]]> : vector<1x2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}7, 8, 9], [10, 11, 12]]> : vector<2x3xi8>
// CHECK-NEXT: %cst_2 = arith.constant dense<7> : vector<2xi32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2 : vector<2xi32>, vector<1x2xf32>, vector<2x3xi8>, vector<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @whole(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %0 = vector.insert_strided_slice %arg0, %cst {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: return %arg0, %0 : vector<4xf32>, vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
