// RUN: bufjit opt %s --split-input-file --convert-vector-to-scf=full-unroll | FileCheck %s

func.func @read_2d(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %p = arith.constant 7.0 : f32
  %v = vector.transfer_read %m[%i, %j], %p : memref<?x?xf32>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}
func.func @write_2d(%m: memref<?x?xf32>, %i: index, %j: index, %v: vector<3x4xf32>) {
  vector.transfer_write %v, %m[%i, %j] {in_bounds = [true, false]} : vector<3x4xf32>, memref<?x?xf32>
  return
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @read_2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4xf32> {
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<7.000000e+00> : vector<3x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<3x4xf32>) {
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%arg1, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %9 = vector.insert %8, %cst_0 [0] : vector<4xf32> into vector<3x4xf32>
// CHECK-NEXT: scf.yield %9 : vector<3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<3x4xf32>) {
// CHECK-NEXT: %8 = affine.apply #map()[%arg1]
// CHECK-NEXT: %9 = vector.transfer_read %arg0[%8, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %10 = vector.insert %9, %1 [1] : vector<4xf32> into vector<3x4xf32>
// CHECK-NEXT: scf.yield %10 : vector<3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %5 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim_2, %5 : index
// CHECK-NEXT: %7 = scf.if %6 -> (vector<3x4xf32>) {
// CHECK-NEXT: %8 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %9 = vector.transfer_read %arg0[%8, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %10 = vector.insert %9, %4 [2] : vector<4xf32> into vector<3x4xf32>
// CHECK-NEXT: scf.yield %10 : vector<3x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %4 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %7 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @write_2d(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg3[0] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%arg1, %arg2] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map()[%arg1]
// CHECK-NEXT: %2 = vector.extract %arg3[1] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: vector.transfer_write %2, %arg0[%1, %arg2] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %4 = vector.extract %arg3[2] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%3, %arg2] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @read_in_bounds(%m: memref<8x8xi32>, %i: index) -> vector<2x8xi32> {
  %p = arith.constant 0 : i32
  %v = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true]} : memref<8x8xi32>, vector<2x8xi32>
  return %v : vector<2x8xi32>
}
func.func @read_transposed(%m: memref<?x?xf32>, %i: index) -> vector<4x2xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x2xf32>
  return %v : vector<4x2xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @read_in_bounds(%arg0: memref<8x8xi32>, %arg1: index) -> vector<2x8xi32> {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x8xi32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %c0_i32 {in_bounds = [true]} : memref<8x8xi32>, vector<8xi32>
// CHECK-NEXT: %1 = vector.insert %0, %cst [0] : vector<8xi32> into vector<2x8xi32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%2, %arg1], %c0_i32 {in_bounds = [true]} : memref<8x8xi32>, vector<8xi32>
// CHECK-NEXT: %4 = vector.insert %3, %1 [1] : vector<8xi32> into vector<2x8xi32>
// CHECK-NEXT: return %4 : vector<2x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @read_transposed(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4x2xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x4xf32>) {
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %7 = vector.insert %6, %cst_0 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: scf.yield %7 : vector<2x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<2x4xf32>) {
// CHECK-NEXT: %6 = affine.apply #map()[%arg1]
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%6, %arg1], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %8 = vector.insert %7, %1 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: scf.yield %8 : vector<2x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = vector.transpose %4, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: return %5 : vector<4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @read_column(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @write_column(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @read_column(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<4xf32>) {
// CHECK-NEXT: %5 = memref.load %arg0[%1, %arg1] : memref<?x?xf32>
// CHECK-NEXT: %6 = vector.insert %5, %arg3 [%arg2] : f32 into vector<4xf32>
// CHECK-NEXT: scf.yield %6 : vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @write_column(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.broadcast %arg2 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %9 = vector.extract %1[0] : vector<1xf32> from vector<4x1xf32>
// CHECK-NEXT: vector.transfer_write %9, %arg0[%arg1, %arg1] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim_0, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %9 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %10 = vector.extract %1[1] : vector<1xf32> from vector<4x1xf32>
// CHECK-NEXT: vector.transfer_write %10, %arg0[%9, %arg1] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %5 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim_1, %5 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %9 = affine.apply #map2()[%arg1]
// CHECK-NEXT: %10 = vector.extract %1[2] : vector<1xf32> from vector<4x1xf32>
// CHECK-NEXT: vector.transfer_write %10, %arg0[%9, %arg1] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %7 = affine.apply #map3()[%arg1]
// CHECK-NEXT: %8 = arith.cmpi sgt, %dim_2, %7 : index
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: %9 = affine.apply #map3()[%arg1]
// CHECK-NEXT: %10 = vector.extract %1[3] : vector<1xf32> from vector<4x1xf32>
// CHECK-NEXT: vector.transfer_write %10, %arg0[%9, %arg1] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @print_2d(%v: vector<2x3xf32>) {
  vector.print %v : vector<2x3xf32>
  return
}
func.func @print_1d_i1(%v: vector<4xi1>) {
  vector.print %v : vector<4xi1>
  return
}
func.func @print_3d(%v: vector<2x1x2xi64>) {
  vector.print %v : vector<2x1x2xi64> punctuation <comma>
  return
}

// CHECK: func.func @print_2d(%arg0: vector<2x3xf32>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %2 = arith.muli %arg1, %c3 : index
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : index
// CHECK-NEXT: %4 = vector.extract %0[%3] : f32 from vector<6xf32>
// CHECK-NEXT: vector.print %4 : f32 punctuation <no_punctuation>
// CHECK-NEXT: %5 = arith.cmpi ult, %arg2, %c2 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @print_1d_i1(%arg0: vector<4xi1>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.extui %arg0 : vector<4xi1> to vector<4xi8>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %1 = vector.extract %0[%arg1] : i8 from vector<4xi8>
// CHECK-NEXT: vector.print %1 : i8 punctuation <no_punctuation>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg1, %c3 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @print_3d(%arg0: vector<2x1x2xi64>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x1x2xi64> to vector<4xi64>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c2 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c1 step %c1 {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %3 = arith.muli %arg2, %c2 : index
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : index
// CHECK-NEXT: %5 = arith.muli %arg1, %c2 : index
// CHECK-NEXT: %6 = arith.addi %4, %5 : index
// CHECK-NEXT: %7 = vector.extract %0[%6] : i64 from vector<4xi64>
// CHECK-NEXT: vector.print %7 : i64 punctuation <no_punctuation>
// CHECK-NEXT: %8 = arith.cmpi ult, %arg3, %c1 : index
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %2 = arith.cmpi ult, %arg2, %c0 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %c1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @read_3d(%m: memref<?x?x?xf64>, %i: index) -> vector<2x2x4xf64> {
  %p = arith.constant 1.0 : f64
  %v = vector.transfer_read %m[%i, %i, %i], %p {in_bounds = [false, true, false]} : memref<?x?x?xf64>, vector<2x2x4xf64>
  return %v : vector<2x2x4xf64>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @read_3d(%arg0: memref<?x?x?xf64>, %arg1: index) -> vector<2x2x4xf64> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : vector<2x2x4xf64>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf64>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x2x4xf64>) {
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst : memref<?x?x?xf64>, vector<4xf64>
// CHECK-NEXT: %6 = vector.insert %5, %cst_0 [0, 0] : vector<4xf64> into vector<2x2x4xf64>
// CHECK-NEXT: %7 = affine.apply #map()[%arg1]
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%arg1, %7, %arg1], %cst : memref<?x?x?xf64>, vector<4xf64>
// CHECK-NEXT: %9 = vector.insert %8, %6 [0, 1] : vector<4xf64> into vector<2x2x4xf64>
// CHECK-NEXT: scf.yield %9 : vector<2x2x4xf64>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x2x4xf64>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?x?xf64>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<2x2x4xf64>) {
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%5, %arg1, %arg1], %cst : memref<?x?x?xf64>, vector<4xf64>
// CHECK-NEXT: %7 = vector.insert %6, %1 [1, 0] : vector<4xf64> into vector<2x2x4xf64>
// CHECK-NEXT: %8 = affine.apply #map()[%arg1]
// CHECK-NEXT: %9 = vector.transfer_read %arg0[%5, %8, %arg1], %cst : memref<?x?x?xf64>, vector<4xf64>
// CHECK-NEXT: %10 = vector.insert %9, %7 [1, 1] : vector<4xf64> into vector<2x2x4xf64>
// CHECK-NEXT: scf.yield %10 : vector<2x2x4xf64>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x2x4xf64>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : vector<2x2x4xf64>
// CHECK-NEXT: }
// CHECK-NEXT: }
