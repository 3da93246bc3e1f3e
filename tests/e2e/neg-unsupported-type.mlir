// RUN: not bufjit run %s -e wide 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main --report=text 2>&1 | FileCheck %s --check-prefix=MAIN
// Unsupported element types are MLIR-style diagnostics, not panics. Only the functions the
// entry point reaches are compiled, so @main runs although @wide cannot be compiled.

// CHECK: neg-unsupported-type.mlir:[[@LINE+2]]:1: error: 'func.func' op unsupported element type 'f80' (supported floats: f32, f64; f16, bf16, f8E4M3FN, f8E5M2, f4E2M1FN as storage)
// MAIN: bufjit: OK: no violations, no leaks; 0 allocations
func.func @wide(%x: f80) -> f80 {
  return %x : f80
}

func.func @main() {
  return
}
