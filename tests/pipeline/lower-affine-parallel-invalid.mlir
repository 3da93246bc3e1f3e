// An `assign` reduction has no identity value to start an scf.parallel from: bufjit reports
// MLIR 22's message at the op (mlir-opt 22 prints the same error and then aborts).
// RUN: not bufjit opt %s --lower-affine 2>&1 | FileCheck %s

// CHECK: lower-affine-parallel-invalid.mlir:[[@LINE+2]]:8: error: Reduction operation type not supported
func.func @r(%m: memref<8xi32>) -> i32 {
  %a = affine.parallel (%i) = (0) to (8) reduce ("assign") -> (i32) {
    %v = affine.load %m[%i] : memref<8xi32>
    affine.yield %v : i32
  }
  return %a : i32
}
