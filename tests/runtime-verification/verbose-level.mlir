// verbose-level=0 leaves the op text out of the messages; the location stays.
// RUN: bufjit opt %s --generate-runtime-verification=verbose-level=0 | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @quiet(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> memref<?x2xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %dim : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}verbose-level.mlir\22:34:8)"
// CHECK-NEXT: %3 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0_2 : memref<?xf32>
// CHECK-NEXT: %4 = arith.cmpi sge, %arg2, %c0_1 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %arg2, %dim_3 : index
// CHECK-NEXT: %6 = arith.andi %4, %5 : i1
// CHECK-NEXT: cf.assert %6, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}verbose-level.mlir\22:35:3)"
// CHECK-NEXT: memref.store %3, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c0_4 : memref<?xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %7 = arith.remsi %dim_5, %c2 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %8 = arith.cmpi eq, %7, %c0_6 : index
// CHECK-NEXT: cf.assert %8, "ERROR: Runtime op verification failed\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}verbose-level.mlir\22:36:8)"
// CHECK-NEXT{LITERAL}: %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg2, 2] : memref<?xf32> into memref<?x2xf32>
// CHECK-NEXT: return %expand_shape : memref<?x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @quiet(%m: memref<?xf32>, %i: index, %n: index) -> memref<?x2xf32> {
  %v = memref.load %m[%i] : memref<?xf32>
  memref.store %v, %m[%n] : memref<?xf32>
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 2] : memref<?xf32> into memref<?x2xf32>
  return %e : memref<?x2xf32>
}
