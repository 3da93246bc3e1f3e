// RUN: bufjit opt %s --canonicalize | FileCheck %s
// Constant folding of integer arith ops on dense vector constants, splat and not (2-D,
// i1/i8/i64/index elements, cmpi, select, casts, bitcast), and the folds MLIR declines (a
// division by zero, an over-wide shift, a signed division overflowing) leaving the op
// (expected output from mlir-opt 22).

func.func @splat_int() -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>) {
  %a = arith.constant dense<7> : vector<4xi32>
  %b = arith.constant dense<3> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.muli %a, %b : vector<4xi32>
  %2 = arith.divsi %a, %b : vector<4xi32>
  %3 = arith.cmpi slt, %a, %b : vector<4xi32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>
}

func.func @dense_int() -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[5, -6, 7, 8]> : vector<4xi32>
  %s = arith.constant dense<2> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.subi %a, %s : vector<4xi32>
  %2 = arith.shli %a, %s : vector<4xi32>
  %3 = arith.cmpi sgt, %a, %b : vector<4xi32>
  %4 = arith.maxsi %a, %b : vector<4xi32>
  return %0, %1, %2, %3, %4 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>
}

func.func @select_bits() -> (vector<4xi32>, vector<4xf32>, vector<2x2xi32>) {
  %c = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<9> : vector<4xi32>
  %0 = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>
  %1 = arith.bitcast %a : vector<4xi32> to vector<4xf32>
  %m = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %n = arith.constant dense<[[10, 20], [30, 40]]> : vector<2x2xi32>
  %2 = arith.addi %m, %n : vector<2x2xi32>
  return %0, %1, %2 : vector<4xi32>, vector<4xf32>, vector<2x2xi32>
}

func.func @widths() -> (vector<2x3xi8>, vector<4xi1>, vector<2xi64>, vector<3xindex>, vector<2x2xi1>) {
  %a = arith.constant dense<[[100, -100, 7], [127, -128, 0]]> : vector<2x3xi8>
  %b = arith.constant dense<[[100, 100, 3], [1, -1, 5]]> : vector<2x3xi8>
  %0 = arith.addi %a, %b : vector<2x3xi8>
  %t = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %u = arith.constant dense<true> : vector<4xi1>
  %1 = arith.xori %t, %u : vector<4xi1>
  %c = arith.constant dense<[-9223372036854775808, 5]> : vector<2xi64>
  %d = arith.constant dense<[-1, 2]> : vector<2xi64>
  %2 = arith.muli %c, %d : vector<2xi64>
  %i = arith.constant dense<[1, 2, 3]> : vector<3xindex>
  %j = arith.constant dense<[4, 4, 4]> : vector<3xindex>
  %3 = arith.remui %j, %i : vector<3xindex>
  %p = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %q = arith.constant dense<[[1, 0], [4, 4]]> : vector<2x2xi32>
  %4 = arith.cmpi uge, %p, %q : vector<2x2xi32>
  return %0, %1, %2, %3, %4 : vector<2x3xi8>, vector<4xi1>, vector<2xi64>, vector<3xindex>, vector<2x2xi1>
}

func.func @declined() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>) {
  %a = arith.constant dense<[6, 7]> : vector<2xi32>
  %z = arith.constant dense<[2, 0]> : vector<2xi32>
  %0 = arith.divsi %a, %z : vector<2xi32>
  %s = arith.constant dense<[1, 40]> : vector<2xi32>
  %1 = arith.shli %a, %s : vector<2xi32>
  %m = arith.constant dense<[-2147483648, 1]> : vector<2xi32>
  %n = arith.constant dense<-1> : vector<2xi32>
  %2 = arith.divsi %m, %n : vector<2xi32>
  return %0, %1, %2 : vector<2xi32>, vector<2xi32>, vector<2xi32>
}

func.func @select_casts(%x: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xi64>, vector<2xf64>, vector<2xf32>, vector<2xi16>) {
  %c = arith.constant dense<[false, true, true]> : vector<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[7, 8, 9]> : vector<3xi32>
  %0 = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  %1 = arith.select %c, %a, %x : vector<3xi1>, vector<3xi32>
  %n = arith.constant dense<[-1, 2, -3]> : vector<3xi32>
  %2 = arith.extui %n : vector<3xi32> to vector<3xi64>
  %u = arith.constant dense<[4294967295, 3]> : vector<2xi32>
  %3 = arith.uitofp %u : vector<2xi32> to vector<2xf64>
  %f = arith.constant dense<[0.5, 1.0e+10]> : vector<2xf64>
  %4 = arith.truncf %f : vector<2xf64> to vector<2xf32>
  %g = arith.constant dense<[1.0, -0.0]> : vector<2xf16>
  %5 = arith.bitcast %g : vector<2xf16> to vector<2xi16>
  return %0, %1, %2, %3, %4, %5 : vector<3xi32>, vector<3xi32>, vector<3xi64>, vector<2xf64>, vector<2xf32>, vector<2xi16>
}

func.func @f64_ops() -> (vector<2xf64>, vector<2xf64>, vector<2xf64>, vector<2xf64>) {
  %a = arith.constant dense<[1.0e+308, 0.0]> : vector<2xf64>
  %b = arith.constant dense<[1.0e+308, 0x7FF0000000000000]> : vector<2xf64>
  %0 = arith.addf %a, %b : vector<2xf64>
  %1 = arith.mulf %a, %b : vector<2xf64>
  %2 = arith.subf %b, %b : vector<2xf64>
  %c = arith.constant dense<3.0> : vector<2xf64>
  %3 = arith.divf %c, %c : vector<2xf64>
  return %0, %1, %2, %3 : vector<2xf64>, vector<2xf64>, vector<2xf64>, vector<2xf64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @splat_int() -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<10> : vector<4xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<21> : vector<4xi32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<2> : vector<4xi32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dense_int() -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[6, -4, 10, 12]> : vector<4xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[-1, 0, 1, 2]> : vector<4xi32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[4, 8, 12, 16]> : vector<4xi32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<[false, true, false, false]> : vector<4xi1>
// CHECK-NEXT:     %cst_3 = arith.constant dense<[5, 2, 7, 8]> : vector<4xi32>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @select_bits() -> (vector<4xi32>, vector<4xf32>, vector<2x2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 9, 3, 9]> : vector<4xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[1.401300e-45, 2.802600e-45, 4.203900e-45, 5.605190e-45]> : vector<4xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<{{\[\[}}11, 22], [33, 44]]> : vector<2x2xi32>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1 : vector<4xi32>, vector<4xf32>, vector<2x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @widths() -> (vector<2x3xi8>, vector<4xi1>, vector<2xi64>, vector<3xindex>, vector<2x2xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}-56, 0, 10], [-128, 127, 5]]> : vector<2x3xi8>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[false, true, false, true]> : vector<4xi1>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[-9223372036854775808, 10]> : vector<2xi64>
// CHECK-NEXT:     %cst_2 = arith.constant dense<[0, 0, 1]> : vector<3xindex>
// CHECK-NEXT:     %cst_3 = arith.constant dense<{{\[\[}}true, true], [false, true]]> : vector<2x2xi1>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : vector<2x3xi8>, vector<4xi1>, vector<2xi64>, vector<3xindex>, vector<2x2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @declined() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<-1> : vector<2xi32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[-2147483648, 1]> : vector<2xi32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[1, 40]> : vector<2xi32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<[6, 7]> : vector<2xi32>
// CHECK-NEXT:     %cst_3 = arith.constant dense<[2, 0]> : vector<2xi32>
// CHECK-NEXT:     %0 = arith.divsi %cst_2, %cst_3 : vector<2xi32>
// CHECK-NEXT:     %1 = arith.shli %cst_2, %cst_1 : vector<2xi32>
// CHECK-NEXT:     %2 = arith.divsi %cst_0, %cst : vector<2xi32>
// CHECK-NEXT:     return %0, %1, %2 : vector<2xi32>, vector<2xi32>, vector<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @select_casts(%arg0: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xi64>, vector<2xf64>, vector<2xf32>, vector<2xi16>) {
// CHECK-NEXT:     %cst = arith.constant dense<[15360, -32768]> : vector<2xi16>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[5.000000e-01, 1.000000e+10]> : vector<2xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[0x41EFFFFFFFE00000, 3.000000e+00]> : vector<2xf64>
// CHECK-NEXT:     %cst_2 = arith.constant dense<[4294967295, 2, 4294967293]> : vector<3xi64>
// CHECK-NEXT:     %cst_3 = arith.constant dense<[false, true, true]> : vector<3xi1>
// CHECK-NEXT:     %cst_4 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
// CHECK-NEXT:     %cst_5 = arith.constant dense<[7, 2, 3]> : vector<3xi32>
// CHECK-NEXT:     %0 = arith.select %cst_3, %cst_4, %arg0 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT:     return %cst_5, %0, %cst_2, %cst_1, %cst_0, %cst : vector<3xi32>, vector<3xi32>, vector<3xi64>, vector<2xf64>, vector<2xf32>, vector<2xi16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f64_ops() -> (vector<2xf64>, vector<2xf64>, vector<2xf64>, vector<2xf64>) {
// CHECK-NEXT:     %cst = arith.constant dense<0x7FF0000000000000> : vector<2xf64>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[0x7FF0000000000000, 0x7FF8000000000000]> : vector<2xf64>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[0.000000e+00, 0x7FF8000000000000]> : vector<2xf64>
// CHECK-NEXT:     %cst_2 = arith.constant dense<1.000000e+00> : vector<2xf64>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2 : vector<2xf64>, vector<2xf64>, vector<2xf64>, vector<2xf64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
