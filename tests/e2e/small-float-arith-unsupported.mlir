// RUN: not bufjit run %s -e main -entry-point-result=void 2>&1 | FileCheck %s
// RUN: not bufjit run %s -e main -entry-point-result=void --engine=interp 2>&1 | FileCheck %s
// Arithmetic on a small float is not run (only conversions, constants, loads and stores are):
// extend to f32 first. Both engines say so before running anything.

func.func @main() {
  %a = arith.constant 1.0 : f16
  %b = arith.addf %a, %a : f16
  return
}

// CHECK: small-float-arith-unsupported.mlir:8:8: error: 'arith.addf' op is not supported by the code generator
