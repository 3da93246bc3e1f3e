// memref.generic_atomic_rmw: every index in [0, dim), as for a load (MLIR 22's
// LoadStoreOpInterface); the quoted op text elides the region as {...}.
// RUN: bufjit opt %s --generate-runtime-verification | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @generic_rmw(%arg0: memref<4x?xf64>, %arg1: index, %arg2: index, %arg3: f64, %arg4: memref<8xi16>) -> (f64, i16) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %c4 : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf64>
// CHECK-NEXT: %3 = arith.cmpi sge, %arg2, %c0 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg2, %dim : index
// CHECK-NEXT: %5 = arith.andi %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: cf.assert %6, "ERROR: Runtime op verification failed\0A%0 = memref.generic_atomic_rmw %arg0[%arg1, %arg2] : memref<4x?xf64> {...} {tag = 3 : i32}\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generic-atomic-rmw.mlir\22:40:8)"
// CHECK-NEXT: %7 = memref.generic_atomic_rmw %arg0[%arg1, %arg2] : memref<4x?xf64> {
// CHECK-NEXT: ^bb0(%arg5: f64):
// CHECK-NEXT: %12 = arith.maximumf %arg5, %arg3 : f64
// CHECK-NEXT: memref.atomic_yield %12 : f64
// CHECK-NEXT: } {tag = 3 : i32}
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %8 = arith.cmpi sge, %arg1, %c0_1 : index
// CHECK-NEXT: %9 = arith.cmpi slt, %arg1, %c8 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: cf.assert %10, "ERROR: Runtime op verification failed\0A%1 = memref.generic_atomic_rmw %arg4[%arg1] : memref<8xi16> {...}\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}generic-atomic-rmw.mlir\22:45:8)"
// CHECK-NEXT: %11 = memref.generic_atomic_rmw %arg4[%arg1] : memref<8xi16> {
// CHECK-NEXT: ^bb0(%arg5: i16):
// CHECK-NEXT: memref.atomic_yield %arg5 : i16
// CHECK-NEXT: }
// CHECK-NEXT: return %7, %11 : f64, i16
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @generic_rmw(%arg0: memref<4x?xf64>, %i: index, %j: index, %d: f64, %b: memref<8xi16>) -> (f64, i16) {
  %0 = memref.generic_atomic_rmw %arg0[%i, %j] : memref<4x?xf64> {
  ^bb0(%cur: f64):
    %m = arith.maximumf %cur, %d : f64
    memref.atomic_yield %m : f64
  } {tag = 3 : i32}
  %1 = memref.generic_atomic_rmw %b[%i] : memref<8xi16> {
  ^bb0(%cur: i16):
    memref.atomic_yield %cur : i16
  }
  return %0, %1 : f64, i16
}
