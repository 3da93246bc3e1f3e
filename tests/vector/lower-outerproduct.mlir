// RUN: bufjit opt %s --lower-vector-outerproduct | FileCheck %s

func.func @of(%a: vector<2xf32>, %b: vector<4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %r = vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<2xf32>, vector<4xf32>
  return %r : vector<2x4xf32>
}
func.func @oi(%a: vector<2xi32>, %b: vector<4xi32>, %c: vector<2x4xi32>) -> vector<2x4xi32> {
  %r = vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<2xi32>, vector<4xi32>
  return %r : vector<2x4xi32>
}
func.func @on(%a: vector<2xf32>, %b: vector<4xf32>) -> vector<2x4xf32> {
  %r = vector.outerproduct %a, %b : vector<2xf32>, vector<4xf32>
  return %r : vector<2x4xf32>
}
func.func @ax(%a: vector<4xf32>, %b: f32, %c: vector<4xf32>) -> vector<4xf32> {
  %r = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
  return %r : vector<4xf32>
}
func.func @om(%a: vector<2xf32>, %b: vector<4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %r = vector.outerproduct %a, %b, %c {kind = #vector.kind<mul>} : vector<2xf32>, vector<4xf32>
  return %r : vector<2x4xf32>
}

// CHECK: func.func @of(%arg0: vector<2xf32>, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<2xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : f32 to vector<4xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %3 = vector.fma %1, %arg1, %2 : vector<4xf32>
// CHECK-NEXT: %4 = vector.insert %3, %cst [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %5 = vector.extract %arg0[1] : f32 from vector<2xf32>
// CHECK-NEXT: %6 = vector.broadcast %5 : f32 to vector<4xf32>
// CHECK-NEXT: %7 = vector.extract %arg2[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %8 = vector.fma %6, %arg1, %7 : vector<4xf32>
// CHECK-NEXT: %9 = vector.insert %8, %4 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: return %9 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @oi(%arg0: vector<2xi32>, %arg1: vector<4xi32>, %arg2: vector<2x4xi32>) -> vector<2x4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x4xi32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : i32 to vector<4xi32>
// CHECK-NEXT: %2 = vector.extract %arg2[0] : vector<4xi32> from vector<2x4xi32>
// CHECK-NEXT: %3 = arith.muli %1, %arg1 : vector<4xi32>
// CHECK-NEXT: %4 = arith.addi %3, %2 : vector<4xi32>
// CHECK-NEXT: %5 = vector.insert %4, %cst [0] : vector<4xi32> into vector<2x4xi32>
// CHECK-NEXT: %6 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %7 = vector.broadcast %6 : i32 to vector<4xi32>
// CHECK-NEXT: %8 = vector.extract %arg2[1] : vector<4xi32> from vector<2x4xi32>
// CHECK-NEXT: %9 = arith.muli %7, %arg1 : vector<4xi32>
// CHECK-NEXT: %10 = arith.addi %9, %8 : vector<4xi32>
// CHECK-NEXT: %11 = vector.insert %10, %5 [1] : vector<4xi32> into vector<2x4xi32>
// CHECK-NEXT: return %11 : vector<2x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @on(%arg0: vector<2xf32>, %arg1: vector<4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<2xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : f32 to vector<4xf32>
// CHECK-NEXT: %2 = arith.mulf %1, %arg1 : vector<4xf32>
// CHECK-NEXT: %3 = vector.insert %2, %cst [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %4 = vector.extract %arg0[1] : f32 from vector<2xf32>
// CHECK-NEXT: %5 = vector.broadcast %4 : f32 to vector<4xf32>
// CHECK-NEXT: %6 = arith.mulf %5, %arg1 : vector<4xf32>
// CHECK-NEXT: %7 = vector.insert %6, %3 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: return %7 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ax(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg1 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = arith.mulf %arg0, %0 : vector<4xf32>
// CHECK-NEXT: %2 = arith.maxnumf %1, %arg2 : vector<4xf32>
// CHECK-NEXT: return %2 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @om(%arg0: vector<2xf32>, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<2xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : f32 to vector<4xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %3 = arith.mulf %1, %arg1 : vector<4xf32>
// CHECK-NEXT: %4 = arith.mulf %3, %2 : vector<4xf32>
// CHECK-NEXT: %5 = vector.insert %4, %cst [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %6 = vector.extract %arg0[1] : f32 from vector<2xf32>
// CHECK-NEXT: %7 = vector.broadcast %6 : f32 to vector<4xf32>
// CHECK-NEXT: %8 = vector.extract %arg2[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %9 = arith.mulf %7, %arg1 : vector<4xf32>
// CHECK-NEXT: %10 = arith.mulf %9, %8 : vector<4xf32>
// CHECK-NEXT: %11 = vector.insert %10, %5 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: return %11 : vector<2x4xf32>
// CHECK-NEXT: }
