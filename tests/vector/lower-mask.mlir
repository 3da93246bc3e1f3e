// RUN: bufjit opt %s --lower-vector-mask | FileCheck %s

func.func @read(%m: memref<?xf32>, %i: index, %mk: vector<8xi1>) -> vector<8xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.mask %mk { vector.transfer_read %m[%i], %p : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %v : vector<8xf32>
}
func.func @write(%m: memref<?x?xf32>, %i: index, %v: vector<2x8xf32>, %mk: vector<2x8xi1>) {
  vector.mask %mk { vector.transfer_write %v, %m[%i, %i] {in_bounds = [true, false]} : vector<2x8xf32>, memref<?x?xf32> } : vector<2x8xi1>
  return
}
func.func @empty(%mk: vector<8xi1>, %v: vector<8xf32>) -> vector<8xf32> {
  %r = vector.mask %mk { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %r : vector<8xf32>
}
func.func @all_true(%m: memref<?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %mk = vector.constant_mask [4] : vector<4xi1>
  %v = vector.mask %mk { vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %v : vector<4xf32>
}
func.func @reduce(%mk: vector<8xi1>, %v: vector<8xf32>) -> f32 {
  %r = vector.mask %mk { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %r : f32
}

// CHECK: func.func @read(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<8xi1>) -> vector<8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst, %arg2 : memref<?xf32>, vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @write(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<2x8xf32>, %arg3: vector<2x8xi1>) {
// CHECK-NEXT: vector.transfer_write %arg2, %arg0[%arg1, %arg1], %arg3 {in_bounds = [true, false]} : vector<2x8xf32>, memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @empty(%arg0: vector<8xi1>, %arg1: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: return %arg1 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @all_true(%arg0: memref<?xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1], %cst : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reduce(%arg0: vector<8xi1>, %arg1: vector<8xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.mask %arg0 { vector.reduction <add>, %arg1 : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
