// RUN: bufjit opt %s | FileCheck %s
// RUN: bufjit opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Custom and generic forms as mlir-opt 22 prints them.

// CHECK: %0 = llvm.intr.matrix.transpose %arg0 {columns = 3 : i32, rows = 2 : i32} : vector<6xf64> into vector<6xf64>
// GENERIC: %0 = "llvm.intr.matrix.transpose"(%arg0) <{columns = 3 : i32, rows = 2 : i32}> : (vector<6xf64>) -> vector<6xf64>
func.func @f(%a: vector<6xf64>) -> vector<6xf64> {
  %t = llvm.intr.matrix.transpose %a { rows = 2: i32, columns = 3: i32 } : vector<6xf64> into vector<6xf64>
  return %t : vector<6xf64>
}
