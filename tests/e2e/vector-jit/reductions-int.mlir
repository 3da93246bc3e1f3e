// RUN: bufjit run %s -e main -entry-point-result=void -O0 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s
// Integer reductions over several registers (35 i8, i32 and i64 lanes: registers combined with
// SIMD instructions first, then the lanes and the scalar tail), with and without accumulator.
// Expected output from mlir-runner 22 (`mlir-opt --convert-vector-to-scf --convert-scf-to-cf
// --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | mlir-runner`).

func.func @main() {
  %a = arith.constant dense<[1, -2, 3, 4, -5, 6, 7, 8, 9, 10, -11, 12, 13, 14, 15, -16, 17, 18, 19, 20, -21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]> : vector<35xi8>
  %r1 = vector.reduction <add>, %a : vector<35xi8> into i8
  vector.print %r1 : i8
  %r2 = vector.reduction <minsi>, %a : vector<35xi8> into i8
  vector.print %r2 : i8
  %r3 = vector.reduction <maxui>, %a : vector<35xi8> into i8
  vector.print %r3 : i8
  %r4 = vector.reduction <xor>, %a : vector<35xi8> into i8
  vector.print %r4 : i8
  %r5 = vector.reduction <mul>, %a : vector<35xi8> into i8
  vector.print %r5 : i8
  %b = arith.extsi %a : vector<35xi8> to vector<35xi32>
  %bs = vector.extract_strided_slice %b {offsets = [0], sizes = [9], strides = [1]} : vector<35xi32> to vector<9xi32>
  %q1 = vector.reduction <mul>, %bs : vector<9xi32> into i32
  vector.print %q1 : i32
  %q2 = vector.reduction <maxsi>, %b : vector<35xi32> into i32
  vector.print %q2 : i32
  %q3 = vector.reduction <minui>, %b : vector<35xi32> into i32
  vector.print %q3 : i32
  %q4 = vector.reduction <and>, %b : vector<35xi32> into i32
  vector.print %q4 : i32
  %c = arith.extsi %a : vector<35xi8> to vector<35xi64>
  %w1 = vector.reduction <add>, %c : vector<35xi64> into i64
  vector.print %w1 : i64
  %w2 = vector.reduction <minsi>, %c : vector<35xi64> into i64
  vector.print %w2 : i64
  %acc = arith.constant 1000 : i64
  %w3 = vector.reduction <or>, %c, %acc : vector<35xi64> into i64
  vector.print %w3 : i64
  return
}

// CHECK: 8
// CHECK-NEXT: -21
// CHECK-NEXT: -2
// CHECK-NEXT: -30
// CHECK-NEXT: 0
// CHECK-NEXT: 362880
// CHECK-NEXT: 35
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 520
// CHECK-NEXT: -21
// CHECK-NEXT: -1
// CHECK-NEXT: bufjit: OK: no violations, no leaks
