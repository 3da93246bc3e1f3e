// RUN: not bufjit run %s -e main 2>&1 | FileCheck %s
// Unsupported element types are MLIR-style diagnostics, not panics.

// CHECK: neg-unsupported-type.mlir:[[@LINE+1]]:1: error: 'func.func' op unsupported element type 'f80' (supported floats: f32, f64; f16, bf16, f8E4M3FN, f8E5M2, f4E2M1FN as storage)
func.func @wide(%x: f80) -> f80 {
  return %x : f80
}

func.func @main() {
  return
}
