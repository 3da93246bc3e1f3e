// RUN: bufjit opt %s --split-input-file --lower-vector-transfer | FileCheck %s

func.func @read_oob(%m: memref<?xf32>, %i: index) -> vector<8xf32> {
  %p = arith.constant 7.0 : f32
  %v = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
func.func @read_in_bounds(%m: memref<4x?xf32>, %i: index) -> vector<8xf32> {
  %p = arith.constant 7.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {in_bounds=[true]} : memref<4x?xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
func.func @read_static_oob(%m: memref<4x8xi32>, %i: index) -> vector<4xi32> {
  %p = arith.constant -1 : i32
  %v = vector.transfer_read %m[%i, %i], %p : memref<4x8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}

// CHECK: func.func @read_oob(%arg0: memref<?xf32>, %arg1: index) -> vector<8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<7.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi64>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.subi %dim, %arg1 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT: %2 = vector.broadcast %1 : i64 to vector<8xi64>
// CHECK-NEXT: %3 = arith.cmpi sgt, %2, %cst_0 : vector<8xi64>
// CHECK-NEXT: %4 = vector.maskedload %arg0[%arg1], %3, %cst : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: return %4 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @read_in_bounds(%arg0: memref<4x?xf32>, %arg1: index) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.load %arg0[%arg1, %arg1] : memref<4x?xf32>, vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @read_static_oob(%arg0: memref<4x8xi32>, %arg1: index) -> vector<4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<-1> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.subi %c8, %arg1 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT: %2 = vector.broadcast %1 : i64 to vector<4xi64>
// CHECK-NEXT: %3 = arith.cmpi sgt, %2, %cst_0 : vector<4xi64>
// CHECK-NEXT: %4 = vector.maskedload %arg0[%arg1, %arg1], %3, %cst : memref<4x8xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
// CHECK-NEXT: return %4 : vector<4xi32>
// CHECK-NEXT: }

// -----

func.func @read_broadcast(%m: memref<4x?xf32>, %i: index) -> vector<8xf32> {
  %p = arith.constant 7.0 : f32
  %v = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<4x?xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
func.func @read_masked(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>) -> vector<8xf32> {
  %p = arith.constant 7.0 : f32
  %v = vector.transfer_read %m[%i], %p, %mask : memref<?xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
func.func @read_masked_in_bounds(%m: memref<?xf64>, %i: index, %mask: vector<2xi1>) -> vector<2xf64> {
  %p = arith.constant 0.0 : f64
  %v = vector.transfer_read %m[%i], %p, %mask {in_bounds = [true]} : memref<?xf64>, vector<2xf64>
  return %v : vector<2xf64>
}

// CHECK: func.func @read_broadcast(%arg0: memref<4x?xf32>, %arg1: index) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.load %arg0[%arg1, %arg1] : memref<4x?xf32>, vector<f32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<f32> to vector<8xf32>
// CHECK-NEXT: return %1 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @read_masked(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<8xi1>) -> vector<8xf32> {
// CHECK-NEXT: %cst = arith.constant dense<7.000000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi64>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.subi %dim, %arg1 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT: %2 = vector.broadcast %1 : i64 to vector<8xi64>
// CHECK-NEXT: %3 = arith.cmpi sgt, %2, %cst_0 : vector<8xi64>
// CHECK-NEXT: %4 = arith.andi %3, %arg2 : vector<8xi1>
// CHECK-NEXT: %5 = vector.maskedload %arg0[%arg1], %4, %cst : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: return %5 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @read_masked_in_bounds(%arg0: memref<?xf64>, %arg1: index, %arg2: vector<2xi1>) -> vector<2xf64> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf64>
// CHECK-NEXT: %0 = vector.maskedload %arg0[%arg1], %arg2, %cst : memref<?xf64>, vector<2xi1>, vector<2xf64> into vector<2xf64>
// CHECK-NEXT: return %0 : vector<2xf64>
// CHECK-NEXT: }

// -----

func.func @write_oob(%m: memref<?xf32>, %i: index, %v: vector<8xf32>) {
  vector.transfer_write %v, %m[%i] : vector<8xf32>, memref<?xf32>
  return
}
func.func @write_masked(%m: memref<?xf32>, %i: index, %v: vector<8xf32>, %mask: vector<8xi1>) {
  vector.transfer_write %v, %m[%i], %mask {in_bounds=[true]} : vector<8xf32>, memref<?xf32>
  return
}
func.func @write_in_bounds(%m: memref<3x16xi8>, %i: index, %v: vector<16xi8>) {
  vector.transfer_write %v, %m[%i, %i] {in_bounds=[true]} : vector<16xi8>, memref<3x16xi8>
  return
}
func.func @create_mask(%n: index) -> vector<4xi1> {
  %m = vector.create_mask %n : vector<4xi1>
  return %m : vector<4xi1>
}

// CHECK: func.func @write_oob(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<8xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi64>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.subi %dim, %arg1 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT: %2 = vector.broadcast %1 : i64 to vector<8xi64>
// CHECK-NEXT: %3 = arith.cmpi sgt, %2, %cst : vector<8xi64>
// CHECK-NEXT: vector.maskedstore %arg0[%arg1], %3, %arg2 : memref<?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @write_masked(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<8xf32>, %arg3: vector<8xi1>) {
// CHECK-NEXT: vector.maskedstore %arg0[%arg1], %arg3, %arg2 : memref<?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @write_in_bounds(%arg0: memref<3x16xi8>, %arg1: index, %arg2: vector<16xi8>) {
// CHECK-NEXT: vector.store %arg2, %arg0[%arg1, %arg1] : memref<3x16xi8>, vector<16xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @create_mask(%arg0: index) -> vector<4xi1> {
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT: %1 = vector.broadcast %0 : i64 to vector<4xi64>
// CHECK-NEXT: %2 = arith.cmpi sgt, %1, %cst : vector<4xi64>
// CHECK-NEXT: return %2 : vector<4xi1>
// CHECK-NEXT: }
