// RUN: bufjit opt %s --split-input-file --lower-vector-multi-reduction=lowering-strategy=inner-reduction | FileCheck %s

func.func @inner(%a: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <add>, %a, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @outer(%a: vector<2x4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <maxnumf>, %a, %acc [0] : vector<2x4xf32> to vector<4xf32>
  return %r : vector<4xf32>
}

// CHECK: func.func @inner(%arg0: vector<2x4xf32>, %arg1: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg1[0] : f32 from vector<2xf32>
// CHECK-NEXT: %2 = vector.reduction <add>, %0, %1 : vector<4xf32> into f32
// CHECK-NEXT: %3 = vector.insert %2, %cst [0] : f32 into vector<2xf32>
// CHECK-NEXT: %4 = vector.extract %arg0[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %5 = vector.extract %arg1[1] : f32 from vector<2xf32>
// CHECK-NEXT: %6 = vector.reduction <add>, %4, %5 : vector<4xf32> into f32
// CHECK-NEXT: %7 = vector.insert %6, %3 [1] : f32 into vector<2xf32>
// CHECK-NEXT: return %7 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outer(%arg0: vector<2x4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: %1 = vector.extract %0[0] : vector<2xf32> from vector<4x2xf32>
// CHECK-NEXT: %2 = vector.extract %arg1[0] : f32 from vector<4xf32>
// CHECK-NEXT: %3 = vector.reduction <maxnumf>, %1, %2 : vector<2xf32> into f32
// CHECK-NEXT: %4 = vector.insert %3, %cst [0] : f32 into vector<4xf32>
// CHECK-NEXT: %5 = vector.extract %0[1] : vector<2xf32> from vector<4x2xf32>
// CHECK-NEXT: %6 = vector.extract %arg1[1] : f32 from vector<4xf32>
// CHECK-NEXT: %7 = vector.reduction <maxnumf>, %5, %6 : vector<2xf32> into f32
// CHECK-NEXT: %8 = vector.insert %7, %4 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %9 = vector.extract %0[2] : vector<2xf32> from vector<4x2xf32>
// CHECK-NEXT: %10 = vector.extract %arg1[2] : f32 from vector<4xf32>
// CHECK-NEXT: %11 = vector.reduction <maxnumf>, %9, %10 : vector<2xf32> into f32
// CHECK-NEXT: %12 = vector.insert %11, %8 [2] : f32 into vector<4xf32>
// CHECK-NEXT: %13 = vector.extract %0[3] : vector<2xf32> from vector<4x2xf32>
// CHECK-NEXT: %14 = vector.extract %arg1[3] : f32 from vector<4xf32>
// CHECK-NEXT: %15 = vector.reduction <maxnumf>, %13, %14 : vector<2xf32> into f32
// CHECK-NEXT: %16 = vector.insert %15, %12 [3] : f32 into vector<4xf32>
// CHECK-NEXT: return %16 : vector<4xf32>
// CHECK-NEXT: }
