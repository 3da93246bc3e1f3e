// memref.load / store / atomic_rmw: every index in [0, dim) (MLIR 22's LoadStoreOpInterface).
// Static dimensions fold to constants, constant indices fold the comparisons.
// RUN: bufjit opt %s --split-input-file --generate-runtime-verification | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @load_dynamic(%arg0: memref<?x4xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0_0 : memref<?x4xf32>
// CHECK-NEXT: %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %dim : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %3 = arith.cmpi sge, %arg2, %c0 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg2, %c4 : index
// CHECK-NEXT: %5 = arith.andi %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: cf.assert %6, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1, %arg2] : memref<?x4xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:39:8)"
// CHECK-NEXT: %7 = memref.load %arg0[%arg1, %arg2] : memref<?x4xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0_2 : memref<?x4xf32>
// CHECK-NEXT: %8 = arith.cmpi sge, %arg2, %c0_1 : index
// CHECK-NEXT: %9 = arith.cmpi slt, %arg2, %dim_3 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %c4_5 = arith.constant 4 : index
// CHECK-NEXT: %11 = arith.cmpi sge, %arg1, %c0_1 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %arg1, %c4_5 : index
// CHECK-NEXT: %13 = arith.andi %11, %12 : i1
// CHECK-NEXT: %14 = arith.andi %10, %13 : i1
// CHECK-NEXT: cf.assert %14, "ERROR: Runtime op verification failed\0Amemref.store %0, %arg0[%arg2, %arg1] : memref<?x4xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:40:3)"
// CHECK-NEXT: memref.store %7, %arg0[%arg2, %arg1] : memref<?x4xf32>
// CHECK-NEXT: return %7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @load_dynamic(%m: memref<?x4xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<?x4xf32>
  memref.store %v, %m[%j, %i] : memref<?x4xf32>
  return %v : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @rank0_and_constants(%arg0: memref<f32>, %arg1: memref<2x3xf32>, %arg2: index) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[] : memref<f32>
// CHECK-NEXT: memref.store %0, %arg0[] : memref<f32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %1 = arith.cmpi sge, %arg2, %c0 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %c3 : index
// CHECK-NEXT: %3 = arith.andi %1, %2 : i1
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%1 = memref.load %arg1[%c1, %arg2] : memref<2x3xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:82:8)"
// CHECK-NEXT: %4 = memref.load %arg1[%c1, %arg2] : memref<2x3xf32>
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c2_5 = arith.constant 2 : index
// CHECK-NEXT: %true_6 = arith.constant true
// CHECK-NEXT: %true_7 = arith.constant true
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: %c3_9 = arith.constant 3 : index
// CHECK-NEXT: %true_10 = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.assert %false, "ERROR: Runtime op verification failed\0Amemref.store %1, %arg1[%c1, %c7] : memref<2x3xf32>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:84:3)"
// CHECK-NEXT: memref.store %4, %arg1[%c1, %c7] : memref<2x3xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @rank0_and_constants(%a: memref<f32>, %b: memref<2x3xf32>, %i: index) -> f32 {
  %v = memref.load %a[] : memref<f32>
  memref.store %v, %a[] : memref<f32>
  %c1 = arith.constant 1 : index
  %w = memref.load %b[%c1, %i] : memref<2x3xf32>
  %c7 = arith.constant 7 : index
  memref.store %w, %b[%c1, %c7] : memref<2x3xf32>
  return %v : f32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @in_loop(%arg0: memref<8x?xi32, strided<[?, 1], offset: ?>>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.cmpi sge, %arg2, %c0_0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %c8 : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1_2 : memref<8x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %3 = arith.cmpi sge, %arg2, %c0_0 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg2, %dim : index
// CHECK-NEXT: %5 = arith.andi %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: cf.assert %6, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg2, %arg2] : memref<8x?xi32, strided<[?, 1], offset: ?>>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:130:10)"
// CHECK-NEXT: %7 = memref.load %arg0[%arg2, %arg2] : memref<8x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %8 = arith.addi %7, %7 : i32
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c8_5 = arith.constant 8 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_6 = arith.constant true
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %dim_8 = memref.dim %arg0, %c1_7 : memref<8x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %9 = arith.cmpi sge, %arg2, %c0_3 : index
// CHECK-NEXT: %10 = arith.cmpi slt, %arg2, %dim_8 : index
// CHECK-NEXT: %11 = arith.andi %9, %10 : i1
// CHECK-NEXT: cf.assert %11, "ERROR: Runtime op verification failed\0Amemref.store %1, %arg0[%c1, %arg2] {nontemporal = true} : memref<8x?xi32, strided<[?, 1], offset: ?>>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:132:5)"
// CHECK-NEXT: memref.store %8, %arg0[%c1, %arg2] {nontemporal = true} : memref<8x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @in_loop(%b: memref<8x?xi32, strided<[?, 1], offset: ?>>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %x = memref.load %b[%k, %k] : memref<8x?xi32, strided<[?, 1], offset: ?>>
    %y = arith.addi %x, %x : i32
    memref.store %y, %b[%c1, %k] {nontemporal = true} : memref<8x?xi32, strided<[?, 1], offset: ?>>
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @alloc_sizes(%arg0: index, %arg1: index) -> f64 {
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg0) : memref<?x?x2xf64>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.cmpi sge, %arg1, %c0_0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT: %4 = arith.andi %2, %3 : i1
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c2_2 = arith.constant 2 : index
// CHECK-NEXT: %5 = arith.cmpi sge, %arg1, %c0_0 : index
// CHECK-NEXT: %6 = arith.cmpi slt, %arg1, %c2_2 : index
// CHECK-NEXT: %7 = arith.andi %5, %6 : i1
// CHECK-NEXT: %8 = arith.andi %4, %7 : i1
// CHECK-NEXT: cf.assert %8, "ERROR: Runtime op verification failed\0A%0 = memref.load %alloc[%arg1, %c0, %arg1] : memref<?x?x2xf64>\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:167:8)"
// CHECK-NEXT: %9 = memref.load %alloc[%arg1, %c0, %arg1] : memref<?x?x2xf64>
// CHECK-NEXT: memref.dealloc %alloc : memref<?x?x2xf64>
// CHECK-NEXT: return %9 : f64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @alloc_sizes(%n: index, %i: index) -> f64 {
  %m = memref.alloc(%n, %n) : memref<?x?x2xf64>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%i, %c0, %i] : memref<?x?x2xf64>
  memref.dealloc %m : memref<?x?x2xf64>
  return %v : f64
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @atomic(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %dim : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: cf.assert %2, "ERROR: Runtime op verification failed\0A%0 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<?xf32>) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:196:8)"
// CHECK-NEXT: %3 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<?xf32>) -> f32
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0_2 : memref<?xf32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim_3, %c3 : index
// CHECK-NEXT: cf.assert %4, "ERROR: Runtime op verification failed\0A%1 = memref.atomic_rmw maximumf %0, %arg0[%c3] : (f32, memref<?xf32>) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22{{.*}}load-store.mlir\22:198:8)"
// CHECK-NEXT: %5 = memref.atomic_rmw maximumf %3, %arg0[%c3] : (f32, memref<?xf32>) -> f32
// CHECK-NEXT: return %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @atomic(%m: memref<?xf32>, %i: index, %v: f32) -> f32 {
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<?xf32>) -> f32
  %c3 = arith.constant 3 : index
  %y = memref.atomic_rmw maximumf %x, %m[%c3] : (f32, memref<?xf32>) -> f32
  return %y : f32
}
