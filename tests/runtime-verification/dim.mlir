// memref.dim: the index in [0, rank) (MLIR 22's DimOpInterface).
// RUN: bufjit opt %s --split-input-file --generate-runtime-verification | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @dim(%arg0: memref<?x4xf32>, %arg1: index) -> index {
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<?x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %arg1, %0 : index
// CHECK-NEXT: %3 = arith.andi %1, %2 : i1
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%dim = memref.dim %arg0, %arg1 : memref<?x4xf32>\0A^ index is out of bounds\0ALocation: loc(\22{{.*}}dim.mlir\22:17:8)"
// CHECK-NEXT: %dim = memref.dim %arg0, %arg1 : memref<?x4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dim(%a: memref<?x4xf32>, %i: index) -> index {
  %d = memref.dim %a, %i : memref<?x4xf32>
  return %d : index
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @dim_const(%arg0: memref<?x?x?xf32>, %arg1: memref<*xi8>) -> (index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<?x?x?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %1 = arith.cmpi sgt, %0, %c2 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%dim = memref.dim %arg0, %c2 : memref<?x?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22{{.*}}dim.mlir\22:44:8)"
// CHECK-NEXT: %dim = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %2 = memref.rank %arg1 : memref<*xi8>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %3 = arith.cmpi sgt, %2, %c5 : index
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%dim_0 = memref.dim %arg1, %c5 : memref<*xi8>\0A^ index is out of bounds\0ALocation: loc(\22{{.*}}dim.mlir\22:46:8)"
// CHECK-NEXT: %dim_2 = memref.dim %arg1, %c5 : memref<*xi8>
// CHECK-NEXT: return %dim, %dim_2 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dim_const(%a: memref<?x?x?xf32>, %u: memref<*xi8>) -> (index, index) {
  %c2 = arith.constant 2 : index
  %d = memref.dim %a, %c2 : memref<?x?x?xf32>
  %c5 = arith.constant 5 : index
  %e = memref.dim %u, %c5 : memref<*xi8>
  return %d, %e : index, index
}
