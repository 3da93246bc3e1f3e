// RUN: bufjit opt %s --canonicalize | FileCheck %s
// Constant folding of float arith ops on dense vector constants as APFloat computes them:
// NaN payloads (the first NaN operand, quieted; a quieted signaling NaN wins maxnumf/minnumf),
// the positive default NaN of an invalid operation, signed zeros, and the casts (fptosi
// truncates and is not folded out of range; extf is not folded on a signaling NaN; truncf only
// when exact) (expected output from mlir-opt 22).

func.func @dense_float() -> (vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xi1>, vector<3xf32>, vector<3xf32>) {
  %a = arith.constant dense<[1.5, -0.0, 2.0]> : vector<3xf32>
  %b = arith.constant dense<[0.5, 0.0, 0x7FC00001]> : vector<3xf32>
  %0 = arith.addf %a, %b : vector<3xf32>
  %1 = arith.mulf %a, %b : vector<3xf32>
  %2 = arith.maxnumf %a, %b : vector<3xf32>
  %3 = arith.cmpf olt, %a, %b : vector<3xf32>
  %4 = arith.minimumf %a, %b : vector<3xf32>
  %5 = arith.negf %a : vector<3xf32>
  return %0, %1, %2, %3, %4, %5 : vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xi1>, vector<3xf32>, vector<3xf32>
}

func.func @casts() -> (vector<2xi64>, vector<2xf32>, vector<2xi8>, vector<2xf64>, vector<2xi32>) {
  %a = arith.constant dense<[-1, 300]> : vector<2xi32>
  %f = arith.constant dense<[1.5, -2.5]> : vector<2xf32>
  %0 = arith.extsi %a : vector<2xi32> to vector<2xi64>
  %1 = arith.sitofp %a : vector<2xi32> to vector<2xf32>
  %2 = arith.trunci %a : vector<2xi32> to vector<2xi8>
  %3 = arith.extf %f : vector<2xf32> to vector<2xf64>
  %4 = arith.fptosi %f : vector<2xf32> to vector<2xi32>
  return %0, %1, %2, %3, %4 : vector<2xi64>, vector<2xf32>, vector<2xi8>, vector<2xf64>, vector<2xi32>
}

func.func @e() -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf64>, vector<4xi32>, vector<4xf32>, vector<4xf32>) {
  %a = arith.constant dense<[0x7F800001, 0x7FC00001, -0.0, 1.0e+30]> : vector<4xf32>
  %b = arith.constant dense<[1.0, 0xFFC00002, 0.0, 0x7F800001]> : vector<4xf32>
  %0 = arith.maxnumf %a, %b : vector<4xf32>
  %1 = arith.minnumf %a, %b : vector<4xf32>
  %2 = arith.maximumf %a, %b : vector<4xf32>
  %3 = arith.minimumf %a, %b : vector<4xf32>
  %4 = arith.addf %a, %b : vector<4xf32>
  %5 = arith.extf %a : vector<4xf32> to vector<4xf64>
  %6 = arith.fptosi %a : vector<4xf32> to vector<4xi32>
  %7 = arith.divf %a, %b : vector<4xf32>
  %8 = arith.subf %b, %a : vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf64>, vector<4xi32>, vector<4xf32>, vector<4xf32>
}

func.func @t() -> (vector<3xf32>, vector<3xi8>, vector<3xi8>, vector<2xf64>, vector<2xi32>) {
  %a = arith.constant dense<[0.1, 1.0e+300, 2.5]> : vector<3xf64>
  %0 = arith.truncf %a : vector<3xf64> to vector<3xf32>
  %b = arith.constant dense<[-1.9, 127.5, 3.0]> : vector<3xf32>
  %1 = arith.fptosi %b : vector<3xf32> to vector<3xi8>
  %c = arith.constant dense<[200.7, 0.5, 255.0]> : vector<3xf32>
  %2 = arith.fptoui %c : vector<3xf32> to vector<3xi8>
  %d = arith.constant dense<[0x7FC00001, 1.0]> : vector<2xf32>
  %3 = arith.extf %d : vector<2xf32> to vector<2xf64>
  %e = arith.constant dense<[-2147483648.0, 2147483648.0]> : vector<2xf32>
  %4 = arith.fptosi %e : vector<2xf32> to vector<2xi32>
  return %0, %1, %2, %3, %4 : vector<3xf32>, vector<3xi8>, vector<3xi8>, vector<2xf64>, vector<2xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @dense_float() -> (vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xi1>, vector<3xf32>, vector<3xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[-1.500000e+00, 0.000000e+00, -2.000000e+00]> : vector<3xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[5.000000e-01, -0.000000e+00, 0x7FC00001]> : vector<3xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[1.500000e+00, -0.000000e+00, 2.000000e+00]> : vector<3xf32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<[5.000000e-01, 0.000000e+00, 0x7FC00001]> : vector<3xf32>
// CHECK-NEXT:     %cst_3 = arith.constant dense<[2.000000e+00, 0.000000e+00, 0x7FC00001]> : vector<3xf32>
// CHECK-NEXT:     %cst_4 = arith.constant dense<[7.500000e-01, -0.000000e+00, 0x7FC00001]> : vector<3xf32>
// CHECK-NEXT:     %cst_5 = arith.constant dense<[1.500000e+00, 0.000000e+00, 2.000000e+00]> : vector<3xf32>
// CHECK-NEXT:     %0 = arith.cmpf olt, %cst_1, %cst_2 : vector<3xf32>
// CHECK-NEXT:     return %cst_3, %cst_4, %cst_5, %0, %cst_0, %cst : vector<3xf32>, vector<3xf32>, vector<3xf32>, vector<3xi1>, vector<3xf32>, vector<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts() -> (vector<2xi64>, vector<2xf32>, vector<2xi8>, vector<2xf64>, vector<2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[-1, 300]> : vector<2xi64>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[-1.000000e+00, 3.000000e+02]> : vector<2xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[-1, 44]> : vector<2xi8>
// CHECK-NEXT:     %cst_2 = arith.constant dense<[1.500000e+00, -2.500000e+00]> : vector<2xf64>
// CHECK-NEXT:     %cst_3 = arith.constant dense<[1, -2]> : vector<2xi32>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : vector<2xi64>, vector<2xf32>, vector<2xi8>, vector<2xf64>, vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e() -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf64>, vector<4xi32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[0x7FC00001, 0x7FC00001, 0x7FC00000, 0x7FC00001]> : vector<4xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[0x7F800001, 0x7FC00001, -0.000000e+00, 1.000000e+30]> : vector<4xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[0x7FC00001, 0xFFC00002, 0.000000e+00, 0x7FC00001]> : vector<4xf32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<[0x7FC00001, 0xFFC00002, -0.000000e+00, 0x7FC00001]> : vector<4xf32>
// CHECK-NEXT:     %cst_3 = arith.constant dense<[0x7FC00001, 0x7FC00001, 0.000000e+00, 0x7FC00001]> : vector<4xf32>
// CHECK-NEXT:     %cst_4 = arith.constant dense<[0x7FC00001, 0x7FC00001, -0.000000e+00, 0x7FC00001]> : vector<4xf32>
// CHECK-NEXT:     %0 = arith.extf %cst_0 : vector<4xf32> to vector<4xf64>
// CHECK-NEXT:     %1 = arith.fptosi %cst_0 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT:     return %cst_1, %cst_2, %cst_3, %cst_4, %cst_3, %0, %1, %cst, %cst_1 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf64>, vector<4xi32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t() -> (vector<3xf32>, vector<3xi8>, vector<3xi8>, vector<2xf64>, vector<2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[0x7FF8000020000000, 1.000000e+00]> : vector<2xf64>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[-56, 0, -1]> : vector<3xi8>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[-1, 127, 3]> : vector<3xi8>
// CHECK-NEXT:     %cst_2 = arith.constant dense<[-2.14748365E+9, 2.14748365E+9]> : vector<2xf32>
// CHECK-NEXT:     %cst_3 = arith.constant dense<[1.000000e-01, 1.000000e+300, 2.500000e+00]> : vector<3xf64>
// CHECK-NEXT:     %0 = arith.truncf %cst_3 : vector<3xf64> to vector<3xf32>
// CHECK-NEXT:     %1 = arith.fptosi %cst_2 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT:     return %0, %cst_1, %cst_0, %cst, %1 : vector<3xf32>, vector<3xi8>, vector<3xi8>, vector<2xf64>, vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
