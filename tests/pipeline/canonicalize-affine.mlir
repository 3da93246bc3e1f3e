// canonicalize on affine ops: operand canonicalization (dimensions that are valid symbols become symbols, duplicates merge, constants fold in), composition of affine.apply producers, flattening simplification, apply/min/max folding, min/max result order, loop-bound folding (expected text from mlir-opt 22).
// RUN: bufjit opt %s -split-input-file --canonicalize | FileCheck %s

func.func @f(%m: memref<10x10xf32>, %n: index, %k: index) -> index {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%c3)
  %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%n)[%c3]
  %c = affine.apply affine_map<(d0, d1) -> (d0 * 2 - d1 + d0)>(%n, %k)
  %d = affine.min affine_map<(d0) -> (d0, 4)>(%c3)
  %e = affine.max affine_map<(d0, d1) -> (d0, d1 + 1)>(%n, %n)
  affine.for %i = 0 to %n {
    %v = affine.load %m[%i, %n] : memref<10x10xf32>
    %w = affine.load %m[%i + %k - %i, (%i + 4) mod 2] : memref<10x10xf32>
    affine.store %v, %m[%c0, %i floordiv 1] : memref<10x10xf32>
    %x = affine.apply affine_map<(d0)[s0] -> (s0 - d0 + 3)>(%i)[%k]
    affine.store %w, %m[%x, %i * 4 mod 8] : memref<10x10xf32>
    affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 * 2 - 4 == 0)>(%i, %n) {
      affine.store %v, %m[%i, %i] : memref<10x10xf32>
    }
  }
  affine.for %j = max affine_map<(d0, d1) -> (d0, d1)>(%n, %n) to min affine_map<(d0) -> (d0, 8)>(%c3) {
  }
  %r = arith.addi %a, %b : index
  %r2 = arith.addi %r, %c : index
  %r3 = arith.addi %r2, %d : index
  %r4 = arith.addi %r3, %e : index
  return %r4 : index
}

// -----

func.func @chain(%m: memref<64xf32>, %n: index) {
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 8 {
    %a = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    affine.for %j = 0 to 4 {
      %b = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %j)
      %c = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 2 + s0)>(%b)[%n]
      %v = affine.load %m[%b] : memref<64xf32>
      affine.store %v, %m[%c mod 64] : memref<64xf32>
      %mn = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%b)[%c2]
      %x = memref.load %m[%mn] : memref<64xf32>
      affine.store %x, %m[%i * 8 + %j * 2] : memref<64xf32>
    }
  }
  affine.for %k = 0 to %n step 4 {
    %t = affine.max affine_map<(d0)[s0] -> (d0 + 4, s0)>(%k)[%n]
    affine.for %l = affine_map<(d0) -> (d0)>(%k) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%k)[%n] {
      %y = affine.load %m[%l - %k] : memref<64xf32>
      memref.store %y, %m[%t] : memref<64xf32>
    }
  }
  return
}

// -----

func.func @mm(%n: index, %k: index) -> (index, index, index) {
  %a = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0, s0)>(%k)[%n]
  %b = affine.max affine_map<(d0) -> (d0 + 1, d0 + 1)>(%k)
  %c = affine.min affine_map<(d0) -> (d0 floordiv 2, 3)>(%k)
  return %a, %b, %c : index, index, index
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 * 3 - s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0, s0 + 1)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, s0 * 2 - 4 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: memref<10x10xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1, %arg2]
// CHECK-NEXT: %2 = affine.max #map2()[%arg1]
// CHECK-NEXT: affine.for %arg3 = 0 to %arg1 {
// CHECK-NEXT: %7 = affine.load %arg0[%arg3, symbol(%arg1)] : memref<10x10xf32>
// CHECK-NEXT: %8 = affine.load %arg0[symbol(%arg2), %arg3 mod 2] : memref<10x10xf32>
// CHECK-NEXT: affine.store %7, %arg0[0, %arg3] : memref<10x10xf32>
// CHECK-NEXT: affine.store %8, %arg0[-%arg3 + symbol(%arg2) + 3, %arg3 * 4 - (%arg3 floordiv 2) * 8] : memref<10x10xf32>
// CHECK-NEXT: affine.if #set(%arg3)[%arg1] {
// CHECK-NEXT: affine.store %7, %arg0[%arg3, %arg3] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.addi %0, %c6 : index
// CHECK-NEXT: %4 = arith.addi %3, %1 : index
// CHECK-NEXT: %5 = arith.addi %4, %c3 : index
// CHECK-NEXT: %6 = arith.addi %5, %2 : index
// CHECK-NEXT: return %6 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (2, 16, d0 + d1 * 4)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (s0, d0 + 4)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @chain(%arg0: memref<64xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3 + %arg2 * 4] : memref<64xf32>
// CHECK-NEXT: affine.store %0, %arg0[(%arg2 * 2 + symbol(%arg1) + %arg3 floordiv 2) mod 64] : memref<64xf32>
// CHECK-NEXT: %1 = affine.min #map(%arg3, %arg2)
// CHECK-NEXT: %2 = memref.load %arg0[%1] : memref<64xf32>
// CHECK-NEXT: affine.store %2, %arg0[%arg2 * 8 + %arg3 * 2] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to %arg1 step 4 {
// CHECK-NEXT: %0 = affine.max #map1(%arg2)[%arg1]
// CHECK-NEXT: affine.for %arg3 = #map2(%arg2) to min #map3(%arg2)[%arg1] {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3 - %arg2] : memref<64xf32>
// CHECK-NEXT: memref.store %1, %arg0[%0] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (s1 + 4, s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 floordiv 2, 3)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @mm(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.min #map()[%arg0, %arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %2 = affine.min #map2()[%arg1]
// CHECK-NEXT: return %0, %1, %2 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
