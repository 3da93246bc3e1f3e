// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// Shifts of i8/i16 scalars and vectors by amounts at and above the type's width (poison in
// MLIR) give what mlir-runner 22 computes at -O0 (LLVM shifts sub-32-bit values in 32-bit
// registers): every bit shifted out below 32, the amount wrapping at 32. Expected output from
// `mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm
// --convert-to-llvm --reconcile-unrealized-casts | mlir-runner -O0`.

// CHECK: -128
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: -32768
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: ( 24, 0, 0, 0 )
// CHECK-NEXT: ( 20, 0, 0, 0 )
// CHECK-NEXT: ( -12, 0, -1, 0 )

func.func @shifts_i8(%x: i8, %n: i8) {
  %a = arith.shli %x, %n : i8
  %b = arith.shrui %x, %n : i8
  %c = arith.shrsi %x, %n : i8
  vector.print %a : i8
  vector.print %b : i8
  vector.print %c : i8
  return
}

func.func @shifts_i16(%x: i16, %n: i16) {
  %a = arith.shli %x, %n : i16
  %b = arith.shrui %x, %n : i16
  %c = arith.shrsi %x, %n : i16
  vector.print %a : i16
  vector.print %b : i16
  vector.print %c : i16
  return
}

func.func @shifts_v(%x: vector<4xi8>, %n: vector<4xi8>) {
  %a = arith.shli %x, %n : vector<4xi8>
  %b = arith.shrui %x, %n : vector<4xi8>
  %c = arith.shrsi %x, %n : vector<4xi8>
  vector.print %a : vector<4xi8>
  vector.print %b : vector<4xi8>
  vector.print %c : vector<4xi8>
  return
}

func.func @main() {
  %x8 = arith.constant -93 : i8
  %x16 = arith.constant -12345 : i16
  %n7 = arith.constant 7 : i8
  %n8 = arith.constant 8 : i8
  %n9 = arith.constant 9 : i8
  %n31 = arith.constant 31 : i8
  call @shifts_i8(%x8, %n7) : (i8, i8) -> ()
  call @shifts_i8(%x8, %n8) : (i8, i8) -> ()
  call @shifts_i8(%x8, %n9) : (i8, i8) -> ()
  call @shifts_i8(%x8, %n31) : (i8, i8) -> ()
  %m15 = arith.constant 15 : i16
  %m16 = arith.constant 16 : i16
  %m17 = arith.constant 17 : i16
  %m31 = arith.constant 31 : i16
  call @shifts_i16(%x16, %m15) : (i16, i16) -> ()
  call @shifts_i16(%x16, %m16) : (i16, i16) -> ()
  call @shifts_i16(%x16, %m17) : (i16, i16) -> ()
  call @shifts_i16(%x16, %m31) : (i16, i16) -> ()
  %vx = arith.constant dense<[-93, 100, -1, 64]> : vector<4xi8>
  %vn = arith.constant dense<[3, 8, 12, 30]> : vector<4xi8>
  call @shifts_v(%vx, %vn) : (vector<4xi8>, vector<4xi8>) -> ()
  return
}
