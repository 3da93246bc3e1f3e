// memref.subview: per source dimension, the offset lies in [0, size) (in [0, size] for an
// empty slice) and the last element of a non-empty slice inside the source (MLIR 22's
// SubViewOpInterface, which builds scf.if ops). mlir-opt 22.1 crashes on a subview unless the
// module already uses scf, so each case here has an scf op.
// RUN: bufjit opt %s --split-input-file --generate-runtime-verification | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @static_source(%arg0: memref<16xf32>, %arg1: index) -> memref<4xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<16xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %c4, %c0 : index
// CHECK-NEXT: %1 = scf.if %0 -> (i1) {
// CHECK-NEXT: %4 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %5 = arith.cmpi sle, %arg1, %sizes : index
// CHECK-NEXT: %6 = arith.andi %4, %5 : i1
// CHECK-NEXT: scf.yield %6 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %arg1, %sizes : index
// CHECK-NEXT: %6 = arith.andi %4, %5 : i1
// CHECK-NEXT: scf.yield %6 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}subview.mlir\22:49:8)"
// CHECK-NEXT: %2 = arith.cmpi sgt, %c4, %c0 : index
// CHECK-NEXT: %3 = scf.if %2 -> (i1) {
// CHECK-NEXT: %4 = arith.subi %c4, %c1 : index
// CHECK-NEXT: %5 = arith.muli %4, %c1_0 : index
// CHECK-NEXT: %6 = arith.addi %arg1, %5 : index
// CHECK-NEXT: %7 = arith.cmpi sge, %6, %c0 : index
// CHECK-NEXT: %8 = arith.cmpi slt, %6, %sizes : index
// CHECK-NEXT: %9 = arith.andi %7, %8 : i1
// CHECK-NEXT: scf.yield %9 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}subview.mlir\22:49:8)"
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %subview : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @static_source(%m: memref<16xf32>, %o: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %v = memref.subview %m[%o] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
  scf.execute_region {
    scf.yield
  }
  return %v : memref<4xf32, strided<[1], offset: ?>>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @dynamic_2d(%arg0: memref<?x8xf32>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x4xf32, strided<[?, 2], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = arith.cmpi eq, %arg2, %c0 : index
// CHECK-NEXT: %1 = scf.if %0 -> (i1) {
// CHECK-NEXT: %8 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %9 = arith.cmpi sle, %arg1, %sizes#0 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: scf.yield %10 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %8 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %9 = arith.cmpi slt, %arg1, %sizes#0 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: scf.yield %10 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 1] [%arg2, 4] [%arg3, 2] : memref<?x8xf32> to memref<?x4xf32, strided<[?, 2], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}subview.mlir\22:127:8)"
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg2, %c0 : index
// CHECK-NEXT: %3 = scf.if %2 -> (i1) {
// CHECK-NEXT: %8 = arith.subi %arg2, %c1 : index
// CHECK-NEXT: %9 = arith.muli %8, %arg3 : index
// CHECK-NEXT: %10 = arith.addi %arg1, %9 : index
// CHECK-NEXT: %11 = arith.cmpi sge, %10, %c0 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %10, %sizes#0 : index
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: scf.yield %13 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 1] [%arg2, 4] [%arg3, 2] : memref<?x8xf32> to memref<?x4xf32, strided<[?, 2], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}subview.mlir\22:127:8)"
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %c4, %c0 : index
// CHECK-NEXT: %5 = scf.if %4 -> (i1) {
// CHECK-NEXT: %8 = arith.cmpi sge, %c1_0, %c0 : index
// CHECK-NEXT: %9 = arith.cmpi sle, %c1_0, %sizes#1 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: scf.yield %10 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %8 = arith.cmpi sgt, %sizes#1, %c1_0 : index
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 1] [%arg2, 4] [%arg3, 2] : memref<?x8xf32> to memref<?x4xf32, strided<[?, 2], offset: ?>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22{{.*}}subview.mlir\22:127:8)"
// CHECK-NEXT: %6 = arith.cmpi sgt, %c4, %c0 : index
// CHECK-NEXT: %7 = scf.if %6 -> (i1) {
// CHECK-NEXT: %8 = arith.subi %c4, %c1 : index
// CHECK-NEXT: %9 = arith.muli %8, %c2 : index
// CHECK-NEXT: %10 = arith.addi %c1_0, %9 : index
// CHECK-NEXT: %11 = arith.cmpi sge, %10, %c0 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %10, %sizes#1 : index
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: scf.yield %13 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %7, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 1] [%arg2, 4] [%arg3, 2] : memref<?x8xf32> to memref<?x4xf32, strided<[?, 2], offset: ?>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22{{.*}}subview.mlir\22:127:8)"
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 1] [%arg2, 4] [%arg3, 2] : memref<?x8xf32> to memref<?x4xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %subview : memref<?x4xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dynamic_2d(%m: memref<?x8xf32>, %o: index, %s: index, %st: index) -> memref<?x4xf32, strided<[?, 2], offset: ?>> {
  %v = memref.subview %m[%o, 1] [%s, 4] [%st, 2] : memref<?x8xf32> to memref<?x4xf32, strided<[?, 2], offset: ?>>
  scf.execute_region {
    scf.yield
  }
  return %v : memref<?x4xf32, strided<[?, 2], offset: ?>>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @rank_reducing(%arg0: memref<4x?xi32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xi32> -> memref<i32>, index, index, index, index, index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %c1_2, %c0_0 : index
// CHECK-NEXT: %1 = scf.if %0 -> (i1) {
// CHECK-NEXT: %9 = arith.cmpi sge, %arg3, %c0_0 : index
// CHECK-NEXT: %10 = arith.cmpi sle, %arg3, %sizes#0 : index
// CHECK-NEXT: %11 = arith.andi %9, %10 : i1
// CHECK-NEXT: scf.yield %11 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %9 = arith.cmpi sge, %arg3, %c0_0 : index
// CHECK-NEXT: %10 = arith.cmpi slt, %arg3, %sizes#0 : index
// CHECK-NEXT: %11 = arith.andi %9, %10 : i1
// CHECK-NEXT: scf.yield %11 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg3, %arg1] [1, 3] [1, 1] : memref<4x?xi32> to memref<3xi32, strided<[1], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}subview.mlir\22:218:10)"
// CHECK-NEXT: %2 = arith.cmpi sgt, %c1_2, %c0_0 : index
// CHECK-NEXT: %3 = scf.if %2 -> (i1) {
// CHECK-NEXT: %9 = arith.subi %c1_2, %c1_1 : index
// CHECK-NEXT: %10 = arith.muli %9, %c1_3 : index
// CHECK-NEXT: %11 = arith.addi %arg3, %10 : index
// CHECK-NEXT: %12 = arith.cmpi sge, %11, %c0_0 : index
// CHECK-NEXT: %13 = arith.cmpi slt, %11, %sizes#0 : index
// CHECK-NEXT: %14 = arith.andi %12, %13 : i1
// CHECK-NEXT: scf.yield %14 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: scf.yield %true_9 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg3, %arg1] [1, 3] [1, 1] : memref<4x?xi32> to memref<3xi32, strided<[1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}subview.mlir\22:218:10)"
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %c3, %c0_0 : index
// CHECK-NEXT: %5 = scf.if %4 -> (i1) {
// CHECK-NEXT: %9 = arith.cmpi sge, %arg1, %c0_0 : index
// CHECK-NEXT: %10 = arith.cmpi sle, %arg1, %sizes#1 : index
// CHECK-NEXT: %11 = arith.andi %9, %10 : i1
// CHECK-NEXT: scf.yield %11 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %9 = arith.cmpi sge, %arg1, %c0_0 : index
// CHECK-NEXT: %10 = arith.cmpi slt, %arg1, %sizes#1 : index
// CHECK-NEXT: %11 = arith.andi %9, %10 : i1
// CHECK-NEXT: scf.yield %11 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg3, %arg1] [1, 3] [1, 1] : memref<4x?xi32> to memref<3xi32, strided<[1], offset: ?>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22{{.*}}subview.mlir\22:218:10)"
// CHECK-NEXT: %6 = arith.cmpi sgt, %c3, %c0_0 : index
// CHECK-NEXT: %7 = scf.if %6 -> (i1) {
// CHECK-NEXT: %9 = arith.subi %c3, %c1_1 : index
// CHECK-NEXT: %10 = arith.muli %9, %c1_4 : index
// CHECK-NEXT: %11 = arith.addi %arg1, %10 : index
// CHECK-NEXT: %12 = arith.cmpi sge, %11, %c0_0 : index
// CHECK-NEXT: %13 = arith.cmpi slt, %11, %sizes#1 : index
// CHECK-NEXT: %14 = arith.andi %12, %13 : i1
// CHECK-NEXT: scf.yield %14 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: scf.yield %true_9 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %7, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg3, %arg1] [1, 3] [1, 1] : memref<4x?xi32> to memref<3xi32, strided<[1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22{{.*}}subview.mlir\22:218:10)"
// CHECK-NEXT: %subview = memref.subview %arg0[%arg3, %arg1] [1, 3] [1, 1] : memref<4x?xi32> to memref<3xi32, strided<[1], offset: ?>>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c3_7 = arith.constant 3 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_8 = arith.constant true
// CHECK-NEXT: cf.assert %true, "ERROR: Runtime op verification failed\0A%0 = memref.load %subview[%c1] : memref<3xi32, strided<[1], offset: ?>>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}subview.mlir\22:219:10)"
// CHECK-NEXT: %8 = memref.load %subview[%c1] : memref<3xi32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @rank_reducing(%m: memref<4x?xi32>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %v = memref.subview %m[%k, %i] [1, 3] [1, 1] : memref<4x?xi32> to memref<3xi32, strided<[1], offset: ?>>
    %x = memref.load %v[%c1] : memref<3xi32, strided<[1], offset: ?>>
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @all_static(%arg0: memref<10x10xf64>) -> memref<5x2xf64, strided<[20, 3], offset: 12>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<10x10xf64> -> memref<f64>, index, index, index, index, index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %c5, %c0 : index
// CHECK-NEXT: %1 = scf.if %0 -> (i1) {
// CHECK-NEXT: %8 = arith.cmpi sge, %c1_0, %c0 : index
// CHECK-NEXT: %9 = arith.cmpi sle, %c1_0, %sizes#0 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: scf.yield %10 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %8 = arith.cmpi sgt, %sizes#0, %c1_0 : index
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[1, 2] [5, 2] [2, 3] : memref<10x10xf64> to memref<5x2xf64, strided<[20, 3], offset: 12>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22{{.*}}subview.mlir\22:297:8)"
// CHECK-NEXT: %2 = arith.cmpi sgt, %c5, %c0 : index
// CHECK-NEXT: %3 = scf.if %2 -> (i1) {
// CHECK-NEXT: %8 = arith.subi %c5, %c1 : index
// CHECK-NEXT: %9 = arith.muli %8, %c2 : index
// CHECK-NEXT: %10 = arith.addi %c1_0, %9 : index
// CHECK-NEXT: %11 = arith.cmpi sge, %10, %c0 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %10, %sizes#0 : index
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: scf.yield %13 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[1, 2] [5, 2] [2, 3] : memref<10x10xf64> to memref<5x2xf64, strided<[20, 3], offset: 12>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22{{.*}}subview.mlir\22:297:8)"
// CHECK-NEXT: %c2_1 = arith.constant 2 : index
// CHECK-NEXT: %c2_2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %c2_2, %c0 : index
// CHECK-NEXT: %5 = scf.if %4 -> (i1) {
// CHECK-NEXT: %8 = arith.cmpi sge, %c2_1, %c0 : index
// CHECK-NEXT: %9 = arith.cmpi sle, %c2_1, %sizes#1 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: scf.yield %10 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %8 = arith.cmpi sgt, %sizes#1, %c2_1 : index
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %5, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[1, 2] [5, 2] [2, 3] : memref<10x10xf64> to memref<5x2xf64, strided<[20, 3], offset: 12>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22{{.*}}subview.mlir\22:297:8)"
// CHECK-NEXT: %6 = arith.cmpi sgt, %c2_2, %c0 : index
// CHECK-NEXT: %7 = scf.if %6 -> (i1) {
// CHECK-NEXT: %8 = arith.subi %c2_2, %c1 : index
// CHECK-NEXT: %9 = arith.muli %8, %c3 : index
// CHECK-NEXT: %10 = arith.addi %c2_1, %9 : index
// CHECK-NEXT: %11 = arith.cmpi sge, %10, %c0 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %10, %sizes#1 : index
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: scf.yield %13 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.yield %true : i1
// CHECK-NEXT: }
// CHECK-NEXT: cf.assert %7, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[1, 2] [5, 2] [2, 3] : memref<10x10xf64> to memref<5x2xf64, strided<[20, 3], offset: 12>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22{{.*}}subview.mlir\22:297:8)"
// CHECK-NEXT: %subview = memref.subview %arg0[1, 2] [5, 2] [2, 3] : memref<10x10xf64> to memref<5x2xf64, strided<[20, 3], offset: 12>>
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %subview : memref<5x2xf64, strided<[20, 3], offset: 12>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @all_static(%m: memref<10x10xf64>) -> memref<5x2xf64, strided<[20, 3], offset: 12>> {
  %v = memref.subview %m[1, 2] [5, 2] [2, 3] : memref<10x10xf64> to memref<5x2xf64, strided<[20, 3], offset: 12>>
  scf.execute_region {
    scf.yield
  }
  return %v : memref<5x2xf64, strided<[20, 3], offset: 12>>
}
