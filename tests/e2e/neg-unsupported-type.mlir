// RUN: not bufjit run %s -e half 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main --report=text 2>&1 | FileCheck %s --check-prefix=MAIN
// Unsupported element types are MLIR-style diagnostics, not panics. Only the functions the
// entry point reaches are compiled, so @main runs although @half cannot be compiled.

// CHECK: neg-unsupported-type.mlir:[[@LINE+2]]:1: error: 'func.func' op unsupported element type 'f16' (supported floats: f32, f64)
// MAIN: bufjit: OK: no violations, no leaks; 0 allocations
func.func @half(%x: f16) -> f16 {
  return %x : f16
}

func.func @main() {
  return
}
