// RUN: not bufjit run %s -e main 2>&1 | FileCheck %s
// Unsupported element types are MLIR-style diagnostics, not panics.

// CHECK: neg-unsupported-type.mlir:[[@LINE+1]]:1: error: 'func.func' op unsupported element type 'f16' (supported floats: f32, f64)
func.func @half(%x: f16) -> f16 {
  return %x : f16
}

func.func @main() {
  return
}
