// RUN: bufjit opt %s --split-input-file --lower-vector-multi-reduction | FileCheck %s

func.func @inner(%a: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <add>, %a, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @outer(%a: vector<2x4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <maxnumf>, %a, %acc [0] : vector<2x4xf32> to vector<4xf32>
  return %r : vector<4xf32>
}
func.func @middle(%a: vector<2x3x4xi32>, %acc: vector<2x4xi32>) -> vector<2x4xi32> {
  %r = vector.multi_reduction <maxsi>, %a, %acc [1] : vector<2x3x4xi32> to vector<2x4xi32>
  return %r : vector<2x4xi32>
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
// CHECK-NEXT: func.func @middle(%arg0: vector<2x3x4xi32>, %arg1: vector<2x4xi32>) -> vector<2x4xi32> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0, 2] : vector<2x3x4xi32> to vector<3x2x4xi32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<3x2x4xi32> to vector<3x8xi32>
// CHECK-NEXT: %2 = vector.shape_cast %arg1 : vector<2x4xi32> to vector<8xi32>
// CHECK-NEXT: %3 = vector.extract %1[0] : vector<8xi32> from vector<3x8xi32>
// CHECK-NEXT: %4 = arith.maxsi %3, %2 : vector<8xi32>
// CHECK-NEXT: %5 = vector.extract %1[1] : vector<8xi32> from vector<3x8xi32>
// CHECK-NEXT: %6 = arith.maxsi %5, %4 : vector<8xi32>
// CHECK-NEXT: %7 = vector.extract %1[2] : vector<8xi32> from vector<3x8xi32>
// CHECK-NEXT: %8 = arith.maxsi %7, %6 : vector<8xi32>
// CHECK-NEXT: %9 = vector.shape_cast %8 : vector<8xi32> to vector<2x4xi32>
// CHECK-NEXT: return %9 : vector<2x4xi32>
// CHECK-NEXT: }
