// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// `llvm.intr.matrix.transpose` on column-major flat matrices of several shapes and element
// types, and a transpose back. Expected output from `mlir-opt --convert-vector-to-scf
// --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// | mlir-runner -O0 -enable-matrix -matrix-default-layout=column-major` (MLIR 22).

// CHECK: ( 1, 3, 5, 2, 4, 6 )
// CHECK-NEXT: ( 1, 4, 2, 5, 3, 6 )
// CHECK-NEXT: ( 0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11 )
// CHECK-NEXT: ( 0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11 )
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 )
// CHECK-NEXT: ( 1.5, 3.5, -2.5, -4.5 )
// CHECK-NEXT: ( 1.5, -2.5, 3.5, -4.5 )

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : vector<6xf32>
  %t23 = llvm.intr.matrix.transpose %a {columns = 3 : i32, rows = 2 : i32} : vector<6xf32> into vector<6xf32>
  %t32 = llvm.intr.matrix.transpose %a {columns = 2 : i32, rows = 3 : i32} : vector<6xf32> into vector<6xf32>
  vector.print %t23 : vector<6xf32>
  vector.print %t32 : vector<6xf32>
  %b = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]> : vector<12xi32>
  %t34 = llvm.intr.matrix.transpose %b {columns = 4 : i32, rows = 3 : i32} : vector<12xi32> into vector<12xi32>
  %t43 = llvm.intr.matrix.transpose %b {columns = 3 : i32, rows = 4 : i32} : vector<12xi32> into vector<12xi32>
  %t112 = llvm.intr.matrix.transpose %b {columns = 12 : i32, rows = 1 : i32} : vector<12xi32> into vector<12xi32>
  vector.print %t34 : vector<12xi32>
  vector.print %t43 : vector<12xi32>
  vector.print %t112 : vector<12xi32>
  %c = arith.constant dense<[1.5, -2.5, 3.5, -4.5]> : vector<4xf64>
  %t22 = llvm.intr.matrix.transpose %c {columns = 2 : i32, rows = 2 : i32} : vector<4xf64> into vector<4xf64>
  %back = llvm.intr.matrix.transpose %t22 {columns = 2 : i32, rows = 2 : i32} : vector<4xf64> into vector<4xf64>
  vector.print %t22 : vector<4xf64>
  vector.print %back : vector<4xf64>
  return
}
