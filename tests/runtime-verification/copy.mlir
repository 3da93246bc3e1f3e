// memref.copy: every dimension that is dynamic on either side has the same size on both
// (MLIR 22's CopyOpInterface); unranked copies are not checked.
// RUN: bufjit opt %s --split-input-file --generate-runtime-verification | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @copy(%arg0: memref<?x4xf32>, %arg1: memref<3x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %dim, %c3 : index
// CHECK-NEXT: cf.assert %0, "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %arg1 : memref<?x4xf32> to memref<3x?xf32>\0A^ size of 0-th source/target dim does not match\0ALocation: loc(\22{{.*}}copy.mlir\22:22:3)"
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c1 : memref<3x?xf32>
// CHECK-NEXT: %1 = arith.cmpi eq, %c4, %dim_0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %arg1 : memref<?x4xf32> to memref<3x?xf32>\0A^ size of 1-th source/target dim does not match\0ALocation: loc(\22{{.*}}copy.mlir\22:22:3)"
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<?x4xf32> to memref<3x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @copy(%a: memref<?x4xf32>, %b: memref<3x?xf32>) {
  memref.copy %a, %b : memref<?x4xf32> to memref<3x?xf32>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @copy_dynamic(%arg0: memref<?x?x2xi64>, %arg1: memref<?x5x2xi64, strided<[?, 2, 1], offset: ?>>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x2xi64>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %arg1, %c0_0 : memref<?x5x2xi64, strided<[?, 2, 1], offset: ?>>
// CHECK-NEXT: %0 = arith.cmpi eq, %dim, %dim_1 : index
// CHECK-NEXT: cf.assert %0, "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %arg1 : memref<?x?x2xi64> to memref<?x5x2xi64, strided<[?, 2, 1], offset: ?>>\0A^ size of 0-th source/target dim does not match\0ALocation: loc(\22{{.*}}copy.mlir\22:46:3)"
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c1 : memref<?x?x2xi64>
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %dim_2, %c5 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %arg1 : memref<?x?x2xi64> to memref<?x5x2xi64, strided<[?, 2, 1], offset: ?>>\0A^ size of 1-th source/target dim does not match\0ALocation: loc(\22{{.*}}copy.mlir\22:46:3)"
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<?x?x2xi64> to memref<?x5x2xi64, strided<[?, 2, 1], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @copy_dynamic(%a: memref<?x?x2xi64>, %b: memref<?x5x2xi64, strided<[?, 2, 1], offset: ?>>) {
  memref.copy %a, %b : memref<?x?x2xi64> to memref<?x5x2xi64, strided<[?, 2, 1], offset: ?>>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @copy_static_and_unranked(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<*xf32>, %arg3: memref<*xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %arg2, %arg3 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @copy_static_and_unranked(%a: memref<4xf32>, %b: memref<4xf32>, %u: memref<*xf32>, %v: memref<*xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.copy %u, %v : memref<*xf32> to memref<*xf32>
  return
}
