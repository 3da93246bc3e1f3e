// --lower-affine: affine ops to scf/arith/memref, op for op as mlir-opt 22 emits them.
// RUN: bufjit opt %s -split-input-file -lower-affine | FileCheck %s

// Loops with constant, SSA and max/min map bounds, steps and iter_args; ifs with and without
// results; apply/min/max with mod, floordiv and ceildiv.

func.func @f(%m: memref<10x10xf32>, %n: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 step 2 iter_args(%acc = %cst) -> f32 {
    %v = affine.load %m[%i + 1, %n * 2 - %i] : memref<10x10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%n)[%n] to min affine_map<()[s0] -> (s0, 10)>()[%n] {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 mod 4 + s0 floordiv 2)>(%i)[%n]
    %b = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%a)
    %mi = affine.max affine_map<(d0) -> (d0, 4)>(%b)
    affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 == 0)>(%i)[%n] {
      affine.store %cst, %m[%i, symbol(%n)] : memref<10x10xf32>
    } else {
      affine.store %cst, %m[%a, 3] : memref<10x10xf32>
    }
  }
  %x = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%n) -> f32 {
    affine.yield %cst : f32
  } else {
    affine.yield %r : f32
  }
  return %x : f32
}
// -----

func.func @nest(%m: memref<?x?xf32>, %n: index, %k: index) {
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to %n {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%k] step 3 {
      %v = affine.load %m[%i * 4 + %j floordiv 2, %j mod 3] : memref<?x?xf32>
      %w = arith.mulf %v, %c : f32
      affine.store %w, %m[%j, %i] : memref<?x?xf32>
    }
  }
  affine.if affine_set<()[s0] : ()>()[%n] {
    affine.store %c, %m[0, 0] : memref<?x?xf32>
  }
  %a = affine.apply affine_map<(d0) -> (d0)>(%n)
  %b = affine.max affine_map<()[s0] -> (s0, s0)>()[%a]
  %z = affine.min affine_map<() -> (3, 5)>()
  affine.store %c, %m[%b, %z] : memref<?x?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<10x10xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c10 step %c2 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %5 = arith.addi %arg2, %c1_2 : index
// CHECK-NEXT: %c2_3 = arith.constant 2 : index
// CHECK-NEXT: %6 = arith.muli %arg1, %c2_3 overflow<nsw> : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %7 = arith.muli %arg2, %c-1 overflow<nsw> : index
// CHECK-NEXT: %8 = arith.addi %6, %7 : index
// CHECK-NEXT: %9 = memref.load %arg0[%5, %8] : memref<10x10xf32>
// CHECK-NEXT: %10 = arith.addf %arg3, %9 : f32
// CHECK-NEXT: scf.yield %10 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c10_0 = arith.constant 10 : index
// CHECK-NEXT: %1 = arith.minsi %arg1, %c10_0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %arg1 to %1 step %c1 {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %5 = arith.remsi %arg2, %c4 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %6 = arith.cmpi slt, %5, %c0_2 : index
// CHECK-NEXT: %7 = arith.addi %5, %c4 : index
// CHECK-NEXT: %8 = arith.select %6, %7, %5 : index
// CHECK-NEXT: %c2_3 = arith.constant 2 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %9 = arith.cmpi slt, %arg1, %c0_4 : index
// CHECK-NEXT: %10 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT: %11 = arith.select %9, %10, %arg1 : index
// CHECK-NEXT: %12 = arith.divsi %11, %c2_3 : index
// CHECK-NEXT: %13 = arith.subi %c-1, %12 : index
// CHECK-NEXT: %14 = arith.select %9, %13, %12 : index
// CHECK-NEXT: %15 = arith.addi %8, %14 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c1_6 = arith.constant 1 : index
// CHECK-NEXT: %16 = arith.cmpi sle, %15, %c0_5 : index
// CHECK-NEXT: %17 = arith.subi %c0_5, %15 : index
// CHECK-NEXT: %18 = arith.subi %15, %c1_6 : index
// CHECK-NEXT: %19 = arith.select %16, %17, %18 : index
// CHECK-NEXT: %20 = arith.divsi %19, %c3 : index
// CHECK-NEXT: %21 = arith.subi %c0_5, %20 : index
// CHECK-NEXT: %22 = arith.addi %20, %c1_6 : index
// CHECK-NEXT: %23 = arith.select %16, %21, %22 : index
// CHECK-NEXT: %c4_7 = arith.constant 4 : index
// CHECK-NEXT: %24 = arith.maxsi %23, %c4_7 : index
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %c-1_9 = arith.constant -1 : index
// CHECK-NEXT: %25 = arith.addi %arg2, %c-1_9 : index
// CHECK-NEXT: %26 = arith.cmpi sge, %25, %c0_8 : index
// CHECK-NEXT: %c-1_10 = arith.constant -1 : index
// CHECK-NEXT: %27 = arith.muli %arg2, %c-1_10 overflow<nsw> : index
// CHECK-NEXT: %28 = arith.addi %27, %arg1 : index
// CHECK-NEXT: %29 = arith.cmpi eq, %28, %c0_8 : index
// CHECK-NEXT: %30 = arith.andi %26, %29 : i1
// CHECK-NEXT: scf.if %30 {
// CHECK-NEXT: memref.store %cst, %arg0[%arg2, %arg1] : memref<10x10xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %c3_11 = arith.constant 3 : index
// CHECK-NEXT: memref.store %cst, %arg0[%15, %c3_11] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c-5 = arith.constant -5 : index
// CHECK-NEXT: %2 = arith.addi %arg1, %c-5 : index
// CHECK-NEXT: %3 = arith.cmpi sge, %2, %c0_1 : index
// CHECK-NEXT: %4 = scf.if %3 -> (f32) {
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @nest(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %2 = arith.addi %arg3, %c4 : index
// CHECK-NEXT: %3 = arith.minsi %2, %arg2 : index
// CHECK-NEXT: %c3_2 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg4 = %arg3 to %3 step %c3_2 {
// CHECK-NEXT: %c4_3 = arith.constant 4 : index
// CHECK-NEXT: %4 = arith.muli %arg3, %c4_3 overflow<nsw> : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %arg4, %c0_4 : index
// CHECK-NEXT: %6 = arith.subi %c-1, %arg4 : index
// CHECK-NEXT: %7 = arith.select %5, %6, %arg4 : index
// CHECK-NEXT: %8 = arith.divsi %7, %c2 : index
// CHECK-NEXT: %9 = arith.subi %c-1, %8 : index
// CHECK-NEXT: %10 = arith.select %5, %9, %8 : index
// CHECK-NEXT: %11 = arith.addi %4, %10 : index
// CHECK-NEXT: %c3_5 = arith.constant 3 : index
// CHECK-NEXT: %12 = arith.remsi %arg4, %c3_5 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %13 = arith.cmpi slt, %12, %c0_6 : index
// CHECK-NEXT: %14 = arith.addi %12, %c3_5 : index
// CHECK-NEXT: %15 = arith.select %13, %14, %12 : index
// CHECK-NEXT: %16 = memref.load %arg0[%11, %15] : memref<?x?xf32>
// CHECK-NEXT: %17 = arith.mulf %16, %cst : f32
// CHECK-NEXT: memref.store %17, %arg0[%arg4, %arg3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %c0_1, %c0_0 : index
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: memref.store %cst, %arg0[%c0_2, %c0_3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.maxsi %arg1, %arg1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: memref.store %cst, %arg0[%1, %c3] : memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
