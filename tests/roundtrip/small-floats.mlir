// The 8- and 4-bit float types in signatures, memrefs, scalar and dense constants (rounded to
// nearest even; NaN and infinity as hex), and f32 values printed with six significant
// digits only when those round-trip. Expected text from mlir-opt 22.
// RUN: bufjit opt %s -split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: f8E4M3FN, %arg1: f8E5M2, %arg2: f4E2M1FN, %arg3: memref<4xf8E4M3FN>) -> (f8E4M3FN, f8E5M2, f4E2M1FN) {
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f8E4M3FN
// CHECK-NEXT:     %cst_0 = arith.constant -2.000000e+00 : f8E5M2
// CHECK-NEXT:     %cst_1 = arith.constant 3.000000e+00 : f4E2M1FN
// CHECK-NEXT:     %cst_2 = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK-NEXT:     %cst_3 = arith.constant 3.125000e-01 : f8E4M3FN
// CHECK-NEXT:     %cst_4 = arith.constant 9.375000e-02 : f8E5M2
// CHECK-NEXT:     %cst_5 = arith.constant dense<[1.000000e+00, 5.000000e-01, 5.734400e+04]> : tensor<3xf8E5M2>
// CHECK-NEXT:     %cst_6 = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT:     %cst_7 = arith.constant 0x7C : f8E5M2
// CHECK-NEXT:     %cst_8 = arith.constant -6.000000e+00 : f4E2M1FN
// CHECK-NEXT:     return %cst, %cst_0, %cst_1 : f8E4M3FN, f8E5M2, f4E2M1FN
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

func.func @f(%a: f8E4M3FN, %b: f8E5M2, %c: f4E2M1FN, %d: memref<4xf8E4M3FN>) -> (f8E4M3FN, f8E5M2, f4E2M1FN) {
  %0 = arith.constant 1.5 : f8E4M3FN
  %1 = arith.constant -2.0 : f8E5M2
  %2 = arith.constant 3.0 : f4E2M1FN
  %3 = arith.constant 448.0 : f8E4M3FN
  %4 = arith.constant 0.3 : f8E4M3FN
  %5 = arith.constant 0.1 : f8E5M2
  %6 = arith.constant dense<[1.0, 0.5, 57344.0]> : tensor<3xf8E5M2>
  %7 = arith.constant 0x7F : f8E4M3FN
  %8 = arith.constant 0x7C : f8E5M2
  %9 = arith.constant -6.0 : f4E2M1FN
  return %0, %1, %2 : f8E4M3FN, f8E5M2, f4E2M1FN
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @f() -> f32 {
// CHECK-NEXT:     %cst = arith.constant 1.23456705 : f32
// CHECK-NEXT:     return %cst : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

func.func @f() -> (f32) {
 %0 = arith.constant 1.234567 : f32
 return %0 : f32
}
