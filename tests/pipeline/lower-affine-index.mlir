// --lower-affine on delinearize_index/linearize_index: strides as suffix products, floordivsi/remsi with the sign fix-up, terms ordered by loop invariance (expected text from mlir-opt 22).
// RUN: bufjit opt %s -split-input-file -lower-affine | FileCheck %s

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
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.floordivsi %arg0, %c4 : index
// CHECK-NEXT: %1 = arith.remsi %arg0, %c4 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %c0 : index
// CHECK-NEXT: %3 = arith.addi %1, %c4 overflow<nsw> : index
// CHECK-NEXT: %4 = arith.select %2, %3, %1 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %5 = arith.floordivsi %arg0, %c12 : index
// CHECK-NEXT: %6 = arith.remsi %arg0, %c12 : index
// CHECK-NEXT: %7 = arith.cmpi slt, %6, %c0_1 : index
// CHECK-NEXT: %8 = arith.addi %6, %c12 overflow<nsw> : index
// CHECK-NEXT: %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT: %10 = arith.divsi %9, %c4_0 : index
// CHECK-NEXT: %11 = arith.remsi %arg0, %c4_0 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %11, %c0_1 : index
// CHECK-NEXT: %13 = arith.addi %11, %c4_0 overflow<nsw> : index
// CHECK-NEXT: %14 = arith.select %12, %13, %11 : index
// CHECK-NEXT: %c4_2 = arith.constant 4 : index
// CHECK-NEXT: %15 = arith.muli %0, %c4_2 overflow<nsw> : index
// CHECK-NEXT: %16 = arith.addi %15, %4 overflow<nsw> : index
// CHECK-NEXT: %c4_3 = arith.constant 4 : index
// CHECK-NEXT: %17 = arith.muli %arg2, %c4_3 overflow<nsw> : index
// CHECK-NEXT: %18 = arith.addi %17, %arg0 overflow<nsw> : index
// CHECK-NEXT: %c4_4 = arith.constant 4 : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %19 = arith.floordivsi %arg0, %c4_4 : index
// CHECK-NEXT: %20 = arith.remsi %arg0, %c4_4 : index
// CHECK-NEXT: %21 = arith.cmpi slt, %20, %c0_5 : index
// CHECK-NEXT: %22 = arith.addi %20, %c4_4 overflow<nsw> : index
// CHECK-NEXT: %23 = arith.select %21, %22, %20 : index
// CHECK-NEXT: return %16, %18, %14, %19 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @g(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.muli %arg2, %c4_0 overflow<nsw, nuw> : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.floordivsi %arg0, %0 : index
// CHECK-NEXT: %2 = arith.remsi %arg0, %0 : index
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c0 : index
// CHECK-NEXT: %4 = arith.addi %2, %0 overflow<nsw> : index
// CHECK-NEXT: %5 = arith.select %3, %4, %2 : index
// CHECK-NEXT: %6 = arith.divsi %5, %c4 : index
// CHECK-NEXT: %7 = arith.remsi %arg0, %c4 : index
// CHECK-NEXT: %8 = arith.cmpi slt, %7, %c0 : index
// CHECK-NEXT: %9 = arith.addi %7, %c4 overflow<nsw> : index
// CHECK-NEXT: %10 = arith.select %8, %9, %7 : index
// CHECK-NEXT: %c4_1 = arith.constant 4 : index
// CHECK-NEXT: %c4_2 = arith.constant 4 : index
// CHECK-NEXT: %11 = arith.muli %arg2, %c4_2 overflow<nsw, nuw> : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %12 = arith.floordivsi %arg0, %11 : index
// CHECK-NEXT: %13 = arith.remsi %arg0, %11 : index
// CHECK-NEXT: %14 = arith.cmpi slt, %13, %c0_3 : index
// CHECK-NEXT: %15 = arith.addi %13, %11 overflow<nsw> : index
// CHECK-NEXT: %16 = arith.select %14, %15, %13 : index
// CHECK-NEXT: %17 = arith.divsi %16, %c4_1 : index
// CHECK-NEXT: %18 = arith.remsi %arg0, %c4_1 : index
// CHECK-NEXT: %19 = arith.cmpi slt, %18, %c0_3 : index
// CHECK-NEXT: %20 = arith.addi %18, %c4_1 overflow<nsw> : index
// CHECK-NEXT: %21 = arith.select %19, %20, %18 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %c0_4 to %c8 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg1 {
// CHECK-NEXT: %c4_7 = arith.constant 4 : index
// CHECK-NEXT: %c4_8 = arith.constant 4 : index
// CHECK-NEXT: %29 = arith.muli %arg2, %c4_8 overflow<nsw> : index
// CHECK-NEXT: %30 = arith.muli %arg5, %29 overflow<nsw> : index
// CHECK-NEXT: %31 = arith.muli %arg4, %c4_7 overflow<nsw> : index
// CHECK-NEXT: %32 = arith.addi %arg0, %31 overflow<nsw> : index
// CHECK-NEXT: %33 = arith.addi %32, %30 overflow<nsw> : index
// CHECK-NEXT: %34 = arith.muli %arg4, %arg2 overflow<nsw> : index
// CHECK-NEXT: %35 = arith.addi %34, %arg5 overflow<nsw> : index
// CHECK-NEXT: %36 = arith.addi %33, %35 : index
// CHECK-NEXT: %37 = arith.index_cast %36 : index to i64
// CHECK-NEXT: %38 = arith.sitofp %37 : i64 to f32
// CHECK-NEXT: memref.store %38, %arg3[%36] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c4_5 = arith.constant 4 : index
// CHECK-NEXT: %c4_6 = arith.constant 4 : index
// CHECK-NEXT: %22 = arith.muli %arg2, %c4_6 overflow<nsw> : index
// CHECK-NEXT: %23 = arith.muli %1, %22 overflow<nsw> : index
// CHECK-NEXT: %24 = arith.muli %6, %c4_5 overflow<nsw> : index
// CHECK-NEXT: %25 = arith.addi %23, %24 overflow<nsw> : index
// CHECK-NEXT: %26 = arith.addi %25, %10 overflow<nsw> : index
// CHECK-NEXT: %27 = arith.index_cast %26 : index to i64
// CHECK-NEXT: %28 = arith.sitofp %27 : i64 to f32
// CHECK-NEXT: memref.store %28, %arg3[%21] : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
