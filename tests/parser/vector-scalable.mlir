// Scalable vector types are rejected at the bracket of their scalable dimension: bufjit
// executes fixed-size vectors only.
// RUN: not bufjit opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: vector-scalable.mlir:[[@LINE+1]]:29: error: scalable vectors are not supported by bufjit
func.func private @f(vector<[4]xf32>)

// -----

func.func @g(%a: vector<4xf32>) {
  // CHECK: vector-scalable.mlir:[[@LINE+1]]:56: error: scalable vectors are not supported by bufjit
  %0 = vector.broadcast %a : vector<4xf32> to vector<2x[4]xf32>
  return
}

// -----

// CHECK: vector-scalable.mlir:[[@LINE+1]]:38: error: scalable vectors are not supported by bufjit
func.func private @h(memref<4xvector<[2]xi8>>)
