// Parse errors inside maps of SSA ids point where mlir-opt 22 points: an unknown bare
// identifier at the end of the token before it, a missing ')' of affine.parallel bounds at
// the unexpected token.
// RUN: not bufjit opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: affine-error-columns.mlir:[[@LINE+2]]:27: error: use of undeclared identifier
func.func @f(%m: memref<8xf32>, %i: index) {
  %v = affine.load %m[%i + foo] : memref<8xf32>
  return
}

// -----

// CHECK: affine-error-columns.mlir:[[@LINE+2]]:35: error: expected ')'
func.func @g() {
  affine.parallel (%i) = (0) to (8 {
  }
  return
}
