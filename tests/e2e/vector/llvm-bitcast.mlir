// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines
// llvm.bitcast between scalars and vectors of the same bit width (as wide-integer emulation
// leaves them): i16 <-> vector<2xi8>, i64 <-> vector<2xi32>/vector<4xi16>, f32 <-> i32,
// vector <-> vector, and to i1/i4 lanes. Expected output from mlir-runner 22.
func.func @main() {
  %a = arith.constant -30875 : i16
  %0 = llvm.bitcast %a : i16 to vector<2xi8>
  vector.print %0 : vector<2xi8>
  %1 = llvm.bitcast %0 : vector<2xi8> to i16
  vector.print %1 : i16
  %b = arith.constant 81985529216486895 : i64
  %2 = llvm.bitcast %b : i64 to vector<2xi32>
  vector.print %2 : vector<2xi32>
  %c = arith.constant dense<[7, -3]> : vector<2xi32>
  %3 = llvm.bitcast %c : vector<2xi32> to i64
  vector.print %3 : i64
  %f = arith.constant -1.5 : f32
  %4 = llvm.bitcast %f : f32 to i32
  vector.print %4 : i32
  %5 = llvm.bitcast %4 : i32 to f32
  vector.print %5 : f32
  %6 = llvm.bitcast %b : i64 to vector<4xi16>
  vector.print %6 : vector<4xi16>
  %7 = llvm.bitcast %6 : vector<4xi16> to f64
  vector.print %7 : f64
  %8 = llvm.bitcast %c : vector<2xi32> to vector<8xi8>
  vector.print %8 : vector<8xi8>
  %9 = llvm.bitcast %4 : i32 to vector<32xi1>
  vector.print %9 : vector<32xi1>
  %10 = llvm.bitcast %a : i16 to vector<4xi4>
  vector.print %10 : vector<4xi4>
  return
}

// CHECK: ( 101, -121 )
// CHECK-NEXT: -30875
// CHECK-NEXT: ( -1985229329, 19088743 )
// CHECK-NEXT: -12884901881
// CHECK-NEXT: -1077936128
// CHECK-NEXT: -1.5
// CHECK-NEXT: ( -12817, -30293, 17767, 291 )
// CHECK-NEXT: 3.5127e-303
// CHECK-NEXT: ( 7, 0, 0, 0, -3, -1, -1, -1 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1 )
// CHECK-NEXT: ( 5, 6, 7, -8 )
