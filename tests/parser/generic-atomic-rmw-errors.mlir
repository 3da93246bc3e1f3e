// Parse and structure errors of memref.generic_atomic_rmw where mlir-opt 22 reports them: the
// memref operand is resolved with the written type first, a body without a terminator is
// reported at its last op, a body of two blocks breaks the single-block rule.
// RUN: not bufjit opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: generic-atomic-rmw-errors.mlir:[[@LINE+2]]:34: error: use of value '%m' expects different type than prior uses: 'f32' vs 'memref<4xf32>'
func.func @not_a_memref_type(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.generic_atomic_rmw %m[%i] : f32 {
  ^bb0(%a: f32):
    memref.atomic_yield %a : f32
  }
  return %0 : f32
}

// -----

// CHECK: generic-atomic-rmw-errors.mlir:[[@LINE+4]]:10: error: block with no terminator, has %1 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
func.func @no_terminator(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %c = arith.addf %a, %a : f32
  }
  return %0 : f32
}

// -----

// CHECK: generic-atomic-rmw-errors.mlir:[[@LINE+2]]:8: error: 'memref.generic_atomic_rmw' op expects region #0 to have 0 or 1 blocks
func.func @two_blocks(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    cf.br ^bb1
  ^bb1:
    memref.atomic_yield %a : f32
  }
  return %0 : f32
}
