// RUN: bufjit opt %s --test-vector-scan-lowering | FileCheck %s
// vector.scan to strided slices and the combining op, step by step along the reduction
// dimension: inclusive and exclusive, 1-D, 2-D and 3-D, 0-D and n-D initial values,
// integer and float kinds (expected output from mlir-opt 22 --test-vector-scan-lowering).

func.func @inclusive_dim0(%src: vector<2x3xf32>, %init: vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>) {
  %0:2 = vector.scan <add>, %src, %init {inclusive = true, reduction_dim = 0} : vector<2x3xf32>, vector<3xf32>
  return %0#0, %0#1 : vector<2x3xf32>, vector<3xf32>
}
func.func @exclusive_dim1(%src: vector<2x3xi32>, %init: vector<2xi32>) -> (vector<2x3xi32>, vector<2xi32>) {
  %0:2 = vector.scan <maxsi>, %src, %init {inclusive = false, reduction_dim = 1} : vector<2x3xi32>, vector<2xi32>
  return %0#0, %0#1 : vector<2x3xi32>, vector<2xi32>
}
func.func @exclusive_1d(%src: vector<3xi32>, %init: vector<i32>) -> (vector<3xi32>, vector<i32>) {
  %0:2 = vector.scan <mul>, %src, %init {inclusive = false, reduction_dim = 0} : vector<3xi32>, vector<i32>
  return %0#0, %0#1 : vector<3xi32>, vector<i32>
}
func.func @inclusive_1d(%src: vector<4xf64>, %init: vector<f64>) -> (vector<4xf64>, vector<f64>) {
  %0:2 = vector.scan <minimumf>, %src, %init {inclusive = true, reduction_dim = 0} : vector<4xf64>, vector<f64>
  return %0#0, %0#1 : vector<4xf64>, vector<f64>
}
func.func @dim1_of_3d(%src: vector<2x3x4xi8>, %init: vector<2x4xi8>) -> (vector<2x3x4xi8>, vector<2x4xi8>) {
  %0:2 = vector.scan <xor>, %src, %init {inclusive = false, reduction_dim = 1} : vector<2x3x4xi8>, vector<2x4xi8>
  return %0#0, %0#1 : vector<2x3x4xi8>, vector<2x4xi8>
}
func.func @single(%src: vector<1x4xf32>, %init: vector<4xf32>) -> (vector<1x4xf32>, vector<4xf32>) {
  %0:2 = vector.scan <maxnumf>, %src, %init {inclusive = false, reduction_dim = 0} : vector<1x4xf32>, vector<4xf32>
  return %0#0, %0#1 : vector<1x4xf32>, vector<4xf32>
}
func.func @index_kind(%src: vector<3xindex>, %init: vector<index>) -> vector<3xindex> {
  %0:2 = vector.scan <minui>, %src, %init {inclusive = true, reduction_dim = 0, tag = "x"} : vector<3xindex>, vector<index>
  return %0#0 : vector<3xindex>
}

// CHECK: func.func @inclusive_dim0(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>) -> (vector<2x3xf32>, vector<3xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [1, 3], strides = [1, 1]} : vector<2x3xf32> to vector<1x3xf32>
// CHECK-NEXT: %1 = vector.insert_strided_slice %0, %cst {offsets = [0, 0], strides = [1, 1]} : vector<1x3xf32> into vector<2x3xf32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %arg0 {offsets = [1, 0], sizes = [1, 3], strides = [1, 1]} : vector<2x3xf32> to vector<1x3xf32>
// CHECK-NEXT: %3 = arith.addf %0, %2 : vector<1x3xf32>
// CHECK-NEXT: %4 = vector.insert_strided_slice %3, %1 {offsets = [1, 0], strides = [1, 1]} : vector<1x3xf32> into vector<2x3xf32>
// CHECK-NEXT: %5 = vector.shape_cast %3 : vector<1x3xf32> to vector<3xf32>
// CHECK-NEXT: return %4, %5 : vector<2x3xf32>, vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @exclusive_dim1(%arg0: vector<2x3xi32>, %arg1: vector<2xi32>) -> (vector<2x3xi32>, vector<2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x3xi32>
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]} : vector<2x3xi32> to vector<2x1xi32>
// CHECK-NEXT: %1 = vector.shape_cast %arg1 : vector<2xi32> to vector<2x1xi32>
// CHECK-NEXT: %2 = vector.insert_strided_slice %1, %cst {offsets = [0, 0], strides = [1, 1]} : vector<2x1xi32> into vector<2x3xi32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x3xi32> to vector<2x1xi32>
// CHECK-NEXT: %4 = arith.maxsi %1, %0 : vector<2x1xi32>
// CHECK-NEXT: %5 = vector.insert_strided_slice %4, %2 {offsets = [0, 1], strides = [1, 1]} : vector<2x1xi32> into vector<2x3xi32>
// CHECK-NEXT: %6 = arith.maxsi %4, %3 : vector<2x1xi32>
// CHECK-NEXT: %7 = vector.insert_strided_slice %6, %5 {offsets = [0, 2], strides = [1, 1]} : vector<2x1xi32> into vector<2x3xi32>
// CHECK-NEXT: %8 = vector.shape_cast %6 : vector<2x1xi32> to vector<2xi32>
// CHECK-NEXT: return %7, %8 : vector<2x3xi32>, vector<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @exclusive_1d(%arg0: vector<3xi32>, %arg1: vector<i32>) -> (vector<3xi32>, vector<i32>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<3xi32>
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0], sizes = [1], strides = [1]} : vector<3xi32> to vector<1xi32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<i32> to vector<1xi32>
// CHECK-NEXT: %2 = vector.insert_strided_slice %1, %cst {offsets = [0], strides = [1]} : vector<1xi32> into vector<3xi32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %arg0 {offsets = [1], sizes = [1], strides = [1]} : vector<3xi32> to vector<1xi32>
// CHECK-NEXT: %4 = arith.muli %1, %0 : vector<1xi32>
// CHECK-NEXT: %5 = vector.insert_strided_slice %4, %2 {offsets = [1], strides = [1]} : vector<1xi32> into vector<3xi32>
// CHECK-NEXT: %6 = arith.muli %4, %3 : vector<1xi32>
// CHECK-NEXT: %7 = vector.insert_strided_slice %6, %5 {offsets = [2], strides = [1]} : vector<1xi32> into vector<3xi32>
// CHECK-NEXT: %8 = vector.extract %6[0] : i32 from vector<1xi32>
// CHECK-NEXT: %9 = vector.broadcast %8 : i32 to vector<i32>
// CHECK-NEXT: return %7, %9 : vector<3xi32>, vector<i32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @inclusive_1d(%arg0: vector<4xf64>, %arg1: vector<f64>) -> (vector<4xf64>, vector<f64>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf64>
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0], sizes = [1], strides = [1]} : vector<4xf64> to vector<1xf64>
// CHECK-NEXT: %1 = vector.insert_strided_slice %0, %cst {offsets = [0], strides = [1]} : vector<1xf64> into vector<4xf64>
// CHECK-NEXT: %2 = vector.extract_strided_slice %arg0 {offsets = [1], sizes = [1], strides = [1]} : vector<4xf64> to vector<1xf64>
// CHECK-NEXT: %3 = arith.minimumf %0, %2 : vector<1xf64>
// CHECK-NEXT: %4 = vector.insert_strided_slice %3, %1 {offsets = [1], strides = [1]} : vector<1xf64> into vector<4xf64>
// CHECK-NEXT: %5 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [1], strides = [1]} : vector<4xf64> to vector<1xf64>
// CHECK-NEXT: %6 = arith.minimumf %3, %5 : vector<1xf64>
// CHECK-NEXT: %7 = vector.insert_strided_slice %6, %4 {offsets = [2], strides = [1]} : vector<1xf64> into vector<4xf64>
// CHECK-NEXT: %8 = vector.extract_strided_slice %arg0 {offsets = [3], sizes = [1], strides = [1]} : vector<4xf64> to vector<1xf64>
// CHECK-NEXT: %9 = arith.minimumf %6, %8 : vector<1xf64>
// CHECK-NEXT: %10 = vector.insert_strided_slice %9, %7 {offsets = [3], strides = [1]} : vector<1xf64> into vector<4xf64>
// CHECK-NEXT: %11 = vector.extract %9[0] : f64 from vector<1xf64>
// CHECK-NEXT: %12 = vector.broadcast %11 : f64 to vector<f64>
// CHECK-NEXT: return %10, %12 : vector<4xf64>, vector<f64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dim1_of_3d(%arg0: vector<2x3x4xi8>, %arg1: vector<2x4xi8>) -> (vector<2x3x4xi8>, vector<2x4xi8>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x3x4xi8>
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 1, 4], strides = [1, 1, 1]} : vector<2x3x4xi8> to vector<2x1x4xi8>
// CHECK-NEXT: %1 = vector.shape_cast %arg1 : vector<2x4xi8> to vector<2x1x4xi8>
// CHECK-NEXT: %2 = vector.insert_strided_slice %1, %cst {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x1x4xi8> into vector<2x3x4xi8>
// CHECK-NEXT: %3 = vector.extract_strided_slice %arg0 {offsets = [0, 1, 0], sizes = [2, 1, 4], strides = [1, 1, 1]} : vector<2x3x4xi8> to vector<2x1x4xi8>
// CHECK-NEXT: %4 = arith.xori %1, %0 : vector<2x1x4xi8>
// CHECK-NEXT: %5 = vector.insert_strided_slice %4, %2 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<2x1x4xi8> into vector<2x3x4xi8>
// CHECK-NEXT: %6 = arith.xori %4, %3 : vector<2x1x4xi8>
// CHECK-NEXT: %7 = vector.insert_strided_slice %6, %5 {offsets = [0, 2, 0], strides = [1, 1, 1]} : vector<2x1x4xi8> into vector<2x3x4xi8>
// CHECK-NEXT: %8 = vector.shape_cast %6 : vector<2x1x4xi8> to vector<2x4xi8>
// CHECK-NEXT: return %7, %8 : vector<2x3x4xi8>, vector<2x4xi8>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @single(%arg0: vector<1x4xf32>, %arg1: vector<4xf32>) -> (vector<1x4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg1 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: return %0, %arg1 : vector<1x4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @index_kind(%arg0: vector<3xindex>, %arg1: vector<index>) -> vector<3xindex> {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<3xindex>
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0], sizes = [1], strides = [1]} : vector<3xindex> to vector<1xindex>
// CHECK-NEXT: %1 = vector.insert_strided_slice %0, %cst {offsets = [0], strides = [1]} : vector<1xindex> into vector<3xindex>
// CHECK-NEXT: %2 = vector.extract_strided_slice %arg0 {offsets = [1], sizes = [1], strides = [1]} : vector<3xindex> to vector<1xindex>
// CHECK-NEXT: %3 = arith.minui %0, %2 : vector<1xindex>
// CHECK-NEXT: %4 = vector.insert_strided_slice %3, %1 {offsets = [1], strides = [1]} : vector<1xindex> into vector<3xindex>
// CHECK-NEXT: %5 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [1], strides = [1]} : vector<3xindex> to vector<1xindex>
// CHECK-NEXT: %6 = arith.minui %3, %5 : vector<1xindex>
// CHECK-NEXT: %7 = vector.insert_strided_slice %6, %4 {offsets = [2], strides = [1]} : vector<1xindex> into vector<3xindex>
// CHECK-NEXT: return %7 : vector<3xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
