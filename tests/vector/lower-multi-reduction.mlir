// RUN: bufjit opt %s --split-input-file --lower-vector-multi-reduction | FileCheck %s

func.func @inner(%a: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <add>, %a, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @outer(%a: vector<2x4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <maxnumf>, %a, %acc [0] : vector<2x4xf32> to vector<4xf32>
  return %r : vector<4xf32>
}
func.func @all(%a: vector<2x4xi32>, %acc: i32) -> i32 {
  %r = vector.multi_reduction <add>, %a, %acc [0, 1] : vector<2x4xi32> to i32
  return %r : i32
}
func.func @three(%a: vector<2x3x4xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  %r = vector.multi_reduction <mul>, %a, %acc [0, 2] : vector<2x3x4xf32> to vector<3xf32>
  return %r : vector<3xf32>
}

// CHECK: func.func @inner(%arg0: vector<2x4xf32>, %arg1: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: %1 = vector.extract %0[0] : vector<2xf32> from vector<4x2xf32>
// CHECK-NEXT: %2 = arith.addf %1, %arg1 : vector<2xf32>
// CHECK-NEXT: %3 = vector.extract %0[1] : vector<2xf32> from vector<4x2xf32>
// CHECK-NEXT: %4 = arith.addf %3, %2 : vector<2xf32>
// CHECK-NEXT: %5 = vector.extract %0[2] : vector<2xf32> from vector<4x2xf32>
// CHECK-NEXT: %6 = arith.addf %5, %4 : vector<2xf32>
// CHECK-NEXT: %7 = vector.extract %0[3] : vector<2xf32> from vector<4x2xf32>
// CHECK-NEXT: %8 = arith.addf %7, %6 : vector<2xf32>
// CHECK-NEXT: return %8 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outer(%arg0: vector<2x4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %1 = arith.maxnumf %0, %arg1 : vector<4xf32>
// CHECK-NEXT: %2 = vector.extract %arg0[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %3 = arith.maxnumf %2, %1 : vector<4xf32>
// CHECK-NEXT: return %3 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @all(%arg0: vector<2x4xi32>, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x4xi32> to vector<1x8xi32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : i32 to vector<1xi32>
// CHECK-NEXT: %2 = vector.transpose %0, [1, 0] : vector<1x8xi32> to vector<8x1xi32>
// CHECK-NEXT: %3 = vector.extract %2[0] : vector<1xi32> from vector<8x1xi32>
// CHECK-NEXT: %4 = arith.addi %3, %1 : vector<1xi32>
// CHECK-NEXT: %5 = vector.extract %2[1] : vector<1xi32> from vector<8x1xi32>
// CHECK-NEXT: %6 = arith.addi %5, %4 : vector<1xi32>
// CHECK-NEXT: %7 = vector.extract %2[2] : vector<1xi32> from vector<8x1xi32>
// CHECK-NEXT: %8 = arith.addi %7, %6 : vector<1xi32>
// CHECK-NEXT: %9 = vector.extract %2[3] : vector<1xi32> from vector<8x1xi32>
// CHECK-NEXT: %10 = arith.addi %9, %8 : vector<1xi32>
// CHECK-NEXT: %11 = vector.extract %2[4] : vector<1xi32> from vector<8x1xi32>
// CHECK-NEXT: %12 = arith.addi %11, %10 : vector<1xi32>
// CHECK-NEXT: %13 = vector.extract %2[5] : vector<1xi32> from vector<8x1xi32>
// CHECK-NEXT: %14 = arith.addi %13, %12 : vector<1xi32>
// CHECK-NEXT: %15 = vector.extract %2[6] : vector<1xi32> from vector<8x1xi32>
// CHECK-NEXT: %16 = arith.addi %15, %14 : vector<1xi32>
// CHECK-NEXT: %17 = vector.extract %2[7] : vector<1xi32> from vector<8x1xi32>
// CHECK-NEXT: %18 = arith.addi %17, %16 : vector<1xi32>
// CHECK-NEXT: %19 = vector.extract %18[0] : i32 from vector<1xi32>
// CHECK-NEXT: return %19 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @three(%arg0: vector<2x3x4xf32>, %arg1: vector<3xf32>) -> vector<3xf32> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
// CHECK-NEXT: %1 = vector.extract %0[0, 0] : vector<3xf32> from vector<2x4x3xf32>
// CHECK-NEXT: %2 = arith.mulf %1, %arg1 : vector<3xf32>
// CHECK-NEXT: %3 = vector.extract %0[0, 1] : vector<3xf32> from vector<2x4x3xf32>
// CHECK-NEXT: %4 = arith.mulf %3, %2 : vector<3xf32>
// CHECK-NEXT: %5 = vector.extract %0[0, 2] : vector<3xf32> from vector<2x4x3xf32>
// CHECK-NEXT: %6 = arith.mulf %5, %4 : vector<3xf32>
// CHECK-NEXT: %7 = vector.extract %0[0, 3] : vector<3xf32> from vector<2x4x3xf32>
// CHECK-NEXT: %8 = arith.mulf %7, %6 : vector<3xf32>
// CHECK-NEXT: %9 = vector.extract %0[1, 0] : vector<3xf32> from vector<2x4x3xf32>
// CHECK-NEXT: %10 = arith.mulf %9, %8 : vector<3xf32>
// CHECK-NEXT: %11 = vector.extract %0[1, 1] : vector<3xf32> from vector<2x4x3xf32>
// CHECK-NEXT: %12 = arith.mulf %11, %10 : vector<3xf32>
// CHECK-NEXT: %13 = vector.extract %0[1, 2] : vector<3xf32> from vector<2x4x3xf32>
// CHECK-NEXT: %14 = arith.mulf %13, %12 : vector<3xf32>
// CHECK-NEXT: %15 = vector.extract %0[1, 3] : vector<3xf32> from vector<2x4x3xf32>
// CHECK-NEXT: %16 = arith.mulf %15, %14 : vector<3xf32>
// CHECK-NEXT: return %16 : vector<3xf32>
// CHECK-NEXT: }
