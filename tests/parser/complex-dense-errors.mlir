// A complex element type needs (re, im) pairs; mlir-opt 22's message.
// RUN: bufjit opt %s -verify-diagnostics
// RUN: not bufjit opt %s

func.func @f() -> tensor<2xcomplex<f32>> {
  // expected-error @below {{parsed 1 elements, but type ('complex<f32>') expected 2 elements}}
  %0 = arith.constant dense<1.0> : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}
