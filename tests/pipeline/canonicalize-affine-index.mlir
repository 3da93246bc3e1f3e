// canonicalize: a linearize_index of a whole delinearize_index over the same basis cancels (expected text from mlir-opt 22).
// RUN: bufjit opt %s -split-input-file --canonicalize | FileCheck %s

func.func @f(%i: index, %b: index, %j: index) -> (index, index, index, index) {
  %0:2 = affine.delinearize_index %i into (%b, 4) : index, index
  %1:3 = affine.delinearize_index %i into (2, 3, 4) : index, index, index
  %2 = affine.linearize_index [%0#0, %0#1] by (%b, 4) : index
  %3 = affine.linearize_index disjoint [%j, %i] by (3, 4) : index
  %4:2 = affine.delinearize_index %i into (4) : index, index
  return %2, %3, %1#2, %4#0 : index, index, index, index
}

// -----

func.func @g(%i: index, %b: index, %c: index, %m: memref<?xf32>) {
  %0:3 = affine.delinearize_index %i into (%b, %c, 4) : index, index, index
  %1:3 = affine.delinearize_index %i into (%c, 4) : index, index, index
  affine.for %x = 0 to 8 {
    scf.for %y = %b to %c step %b {
      %2 = affine.linearize_index [%y, %x, %i] by (%b, %c, 4) : index
      %3 = affine.linearize_index disjoint [%x, %y] by (%b, %c) : index
      %4 = arith.addi %2, %3 : index
      %f = arith.index_cast %4 : index to i64
      %g = arith.sitofp %f : i64 to f32
      memref.store %g, %m[%4] : memref<?xf32>
    }
  }
  %5 = affine.linearize_index [%0#0, %0#1, %0#2] by (%c, 4) : index
  %h = arith.index_cast %5 : index to i64
  %k = arith.sitofp %h : i64 to f32
  memref.store %k, %m[%1#2] : memref<?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (2, 3, 4) : index, index, index
// CHECK-NEXT: %1 = affine.linearize_index disjoint [%arg2, %arg0] by (3, 4) : index
// CHECK-NEXT: %2:2 = affine.delinearize_index %arg0 into (4) : index, index
// CHECK-NEXT: return %arg0, %1, %0#2, %2#0 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @g(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (%arg2, 4) : index, index, index
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg1 {
// CHECK-NEXT: %3 = affine.linearize_index [%arg5, %arg4, %arg0] by (%arg1, %arg2, 4) : index
// CHECK-NEXT: %4 = affine.linearize_index disjoint [%arg4, %arg5] by (%arg1, %arg2) : index
// CHECK-NEXT: %5 = arith.addi %3, %4 : index
// CHECK-NEXT: %6 = arith.index_cast %5 : index to i64
// CHECK-NEXT: %7 = arith.sitofp %6 : i64 to f32
// CHECK-NEXT: memref.store %7, %arg3[%5] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT: %2 = arith.sitofp %1 : i64 to f32
// CHECK-NEXT: memref.store %2, %arg3[%0#2] : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
