// Parse errors of the vector dialect's custom syntax, with mlir-opt 22's messages and
// positions.
// RUN: not bufjit opt %s -split-input-file 2>&1 | FileCheck %s

func.func @f(%v: vector<4xf32>) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:45: error: custom op 'vector.broadcast' expected 'to'
  %0 = vector.broadcast %v : vector<4xf32>  vector<3x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:31: error: expected ']'
  %0 = vector.transpose %v, [1 0] : vector<2x4xf32> to vector<4x2xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %p: f32) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:31: error: expected '[' in operand list
  %0 = vector.transfer_read %m %i], %p : memref<8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %p: f32) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:34: error: expected ']' in operand list
  %0 = vector.transfer_read %m[%i %i], %p : memref<8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %p: f32) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:40: error: custom op 'vector.transfer_read' requires two types
  %0 = vector.transfer_read %m[%i], %p : memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %p: f32) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:40: error: custom op 'vector.transfer_read' requires memref or ranked tensor type
  %0 = vector.transfer_read %m[%i], %p : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %p: f32) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:40: error: custom op 'vector.transfer_read' requires vector type
  %0 = vector.transfer_read %m[%i], %p : memref<8xf32>, f32
  return
}

// -----

func.func @f(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:44: error: custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)
  %0 = vector.transfer_read %m[%i, %i], %p : memref<8x8xf32>, vector<2x2x4xf32>
  return
}

// -----

func.func @f(%m: memref<8xvector<4xf32>>, %i: index, %p: vector<4xf32>, %k: vector<4xi1>) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:41: error: custom op 'vector.transfer_read' does not support masks with vector element type
  %0 = vector.transfer_read %m[%i], %p, %k : memref<8xvector<4xf32>>, vector<2x4xf32>
  return
}

// -----

func.func @f(%a: f32, %b: vector<4xf32>) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:8: error: custom op 'vector.outerproduct' expected vector type for operand #1
  %0 = vector.outerproduct %a, %b : f32, vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:8: error: custom op 'vector.outerproduct' expected at least 2 operands
  %0 = vector.outerproduct %a : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:86: error: custom op 'vector.maskedload' expected 'into'
  %0 = vector.maskedload %m[%i], %k, %v : memref<8xf32>, vector<4xi1>, vector<4xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:31: error: custom op 'vector.shape_cast' invalid kind of type specified: expected builtin.vector, but found 'f32'
  %0 = vector.shape_cast %a : f32 to vector<1xf32>
  return
}

// -----

// CHECK: vector-errors.mlir:[[@LINE+1]]:22: error: vector types must have positive constant sizes but got 0, 3
func.func private @f(vector<0x3xf32>)

// -----

func.func @g(%s: f32) {
  // CHECK: vector-errors.mlir:[[@LINE+1]]:29: error: custom op 'vector.from_elements' number of operands and types do not match: got 4 operands and 3 types
  %0 = vector.from_elements %s, %s, %s, %s : vector<3xf32>
  return
}
