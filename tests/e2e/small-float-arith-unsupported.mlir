// RUN: not bufjit run %s -e main -entry-point-result=void 2>&1 | FileCheck %s
// RUN: not bufjit run %s -e main -entry-point-result=void --engine=interp 2>&1 | FileCheck %s
// RUN: not bufjit run %s -e reduce -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=RED
// RUN: not bufjit run %s -e reduce -entry-point-result=void --engine=interp 2>&1 | FileCheck %s --check-prefix=RED
// Arithmetic on an 8-bit float is not run (only conversions, constants, loads and stores
// are; f16 and bf16 arithmetic, vector reductions and fma are emulated in f32): extend to f32
// first. Nor is a vector reduction of 8-bit float lanes. Both engines say so before running
// anything.

func.func @main() {
  %a = arith.constant 1.0 : f8E4M3FN
  %b = arith.addf %a, %a : f8E4M3FN
  return
}

func.func @reduce() {
  %v = arith.constant dense<[1.0, 2.0]> : vector<2xf8E5M2>
  %r = vector.reduction <add>, %v : vector<2xf8E5M2> into f8E5M2
  return
}

// CHECK: small-float-arith-unsupported.mlir:12:8: error: 'arith.addf' op is not supported by the code generator
// RED: small-float-arith-unsupported.mlir:18:8: error: 'vector.reduction' op is not supported by the code generator
