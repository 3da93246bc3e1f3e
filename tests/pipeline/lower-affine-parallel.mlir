// RUN: bufjit opt %s -split-input-file --lower-affine | FileCheck %s
// lower-affine on affine.parallel: bounds expanded per loop (maxsi/minsi chains over each
// group), steps and reduction identities as constants, scf.parallel with the body moved in and
// affine.yield turned into scf.reduce with one combining region per result.
// Expected output: mlir-opt 22 -split-input-file --lower-affine.

// CHECK: module {
// CHECK-NEXT: func.func @p(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) -> (f32, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c100_1 = arith.constant 100 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0_0) to (%c100, %c100_1) step (%c2, %c4) {
// CHECK-NEXT: %11 = memref.load %arg0[%arg3, %arg4] : memref<100x100xf32>
// CHECK-NEXT: memref.store %11, %arg0[%arg4, %arg3] : memref<100x100xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.maxsi %c0_2, %arg2 : index
// CHECK-NEXT: %c100_3 = arith.constant 100 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %1 = arith.addi %arg2, %c5 : index
// CHECK-NEXT: %2 = arith.minsi %arg1, %c100_3 : index
// CHECK-NEXT: %3 = arith.minsi %2, %1 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %4:2 = scf.parallel (%arg3) = (%0) to (%3) step (%c1) init (%cst, %cst_4) -> (f32, f32) {
// CHECK-NEXT: %11 = memref.load %arg0[%arg3, %arg3] : memref<100x100xf32>
// CHECK-NEXT: scf.reduce(%11, %11 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %12 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %12 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %12 = arith.maximumf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %12 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c2_5 = arith.constant 2 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %arg1, %c0_6 : index
// CHECK-NEXT: %6 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT: %7 = arith.select %5, %6, %arg1 : index
// CHECK-NEXT: %8 = arith.divsi %7, %c2_5 : index
// CHECK-NEXT: %9 = arith.subi %c-1, %8 : index
// CHECK-NEXT: %10 = arith.select %5, %9, %8 : index
// CHECK-NEXT: %c100_7 = arith.constant 100 : index
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: %c1_9 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%arg2, %10) to (%arg1, %c100_7) step (%c1_8, %c1_9) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return %4#0, %4#1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @p(%m: memref<100x100xf32>, %n: index, %k: index) -> (f32, f32) {
  affine.parallel (%i, %j) = (0, 0) to (100, 100) step (2, 4) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
    affine.store %v, %m[%j, %i] : memref<100x100xf32>
  }
  %r:2 = affine.parallel (%i) = (max(0, %k)) to (min(%n, 100, %k + 5)) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %i] : memref<100x100xf32>
    affine.yield %v, %v : f32, f32
  }
  affine.parallel (%i, %j) = (%k, symbol(%n) floordiv 2) to (%n, 100) {
  }
  return %r#0, %r#1 : f32, f32
}
// -----
// CHECK: module {
// CHECK-NEXT: func.func @r(%arg0: memref<8xi32>, %arg1: memref<8xf64>, %arg2: memref<8xf16>, %arg3: memref<8xi8>) -> (i32, i32, f64, f64, f16, i8, i8) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.parallel (%arg4) = (%c0) to (%c8) step (%c1) init (%c0_i32, %c1_i32) -> (i32, i32) {
// CHECK-NEXT: %4 = memref.load %arg0[%arg4] : memref<8xi32>
// CHECK-NEXT: scf.reduce(%4, %4 : i32, i32) {
// CHECK-NEXT: ^bb0(%arg5: i32, %arg6: i32):
// CHECK-NEXT: %5 = arith.addi %arg5, %arg6 : i32
// CHECK-NEXT: scf.reduce.return %5 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg5: i32, %arg6: i32):
// CHECK-NEXT: %5 = arith.muli %arg5, %arg6 : i32
// CHECK-NEXT: scf.reduce.return %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %cst_4 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %1:2 = scf.parallel (%arg4, %arg5) = (%c0_0, %c1_1) to (%c4, %c3) step (%c1_2, %c1_3) init (%cst, %cst_4) -> (f64, f64) {
// CHECK-NEXT: %4 = arith.addi %arg4, %arg5 : index
// CHECK-NEXT: %5 = memref.load %arg1[%4] : memref<8xf64>
// CHECK-NEXT: scf.reduce(%5, %5 : f64, f64) {
// CHECK-NEXT: ^bb0(%arg6: f64, %arg7: f64):
// CHECK-NEXT: %6 = arith.mulf %arg6, %arg7 : f64
// CHECK-NEXT: scf.reduce.return %6 : f64
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg6: f64, %arg7: f64):
// CHECK-NEXT: %6 = arith.minimumf %arg6, %arg7 : f64
// CHECK-NEXT: scf.reduce.return %6 : f64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c8_6 = arith.constant 8 : index
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %cst_8 = arith.constant 0xFC00 : f16
// CHECK-NEXT: %2 = scf.parallel (%arg4) = (%c0_5) to (%c8_6) step (%c1_7) init (%cst_8) -> f16 {
// CHECK-NEXT: %4 = memref.load %arg2[%arg4] : memref<8xf16>
// CHECK-NEXT: scf.reduce(%4 : f16) {
// CHECK-NEXT: ^bb0(%arg5: f16, %arg6: f16):
// CHECK-NEXT: %5 = arith.maximumf %arg5, %arg6 : f16
// CHECK-NEXT: scf.reduce.return %5 : f16
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %c8_10 = arith.constant 8 : index
// CHECK-NEXT: %c1_11 = arith.constant 1 : index
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %3:2 = scf.parallel (%arg4) = (%c0_9) to (%c8_10) step (%c1_11) init (%c-1_i8, %c0_i8) -> (i8, i8) {
// CHECK-NEXT: %4 = memref.load %arg3[%arg4] : memref<8xi8>
// CHECK-NEXT: scf.reduce(%4, %4 : i8, i8) {
// CHECK-NEXT: ^bb0(%arg5: i8, %arg6: i8):
// CHECK-NEXT: %5 = arith.andi %arg5, %arg6 : i8
// CHECK-NEXT: scf.reduce.return %5 : i8
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg5: i8, %arg6: i8):
// CHECK-NEXT: %5 = arith.ori %arg5, %arg6 : i8
// CHECK-NEXT: scf.reduce.return %5 : i8
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %1#0, %1#1, %2, %3#0, %3#1 : i32, i32, f64, f64, f16, i8, i8
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @r(%m: memref<8xi32>, %f: memref<8xf64>, %h: memref<8xf16>, %b: memref<8xi8>) -> (i32, i32, f64, f64, f16, i8, i8) {
  %a:2 = affine.parallel (%i) = (0) to (8) reduce ("addi", "muli") -> (i32, i32) {
    %v = affine.load %m[%i] : memref<8xi32>
    affine.yield %v, %v : i32, i32
  }
  %c:2 = affine.parallel (%i, %j) = (0, 1) to (4, 3) reduce ("mulf", "minimumf") -> (f64, f64) {
    %v = affine.load %f[%i + %j] : memref<8xf64>
    affine.yield %v, %v : f64, f64
  }
  %d = affine.parallel (%i) = (0) to (8) reduce ("maximumf") -> (f16) {
    %v = affine.load %h[%i] : memref<8xf16>
    affine.yield %v : f16
  }
  %e:2 = affine.parallel (%i) = (0) to (8) reduce ("andi", "ori") -> (i8, i8) {
    %v = affine.load %b[%i] : memref<8xi8>
    affine.yield %v, %v : i8, i8
  }
  return %a#0, %a#1, %c#0, %c#1, %d, %e#0, %e#1 : i32, i32, f64, f64, f16, i8, i8
}
// -----
// CHECK: module {
// CHECK-NEXT: func.func @nested(%arg0: memref<16x16xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c16_1 = arith.constant 16 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.addi %arg2, %c8 : index
// CHECK-NEXT: %1 = arith.minsi %c16_1, %0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %c0_2 : index
// CHECK-NEXT: %3 = arith.subi %c-1, %arg2 : index
// CHECK-NEXT: %4 = arith.select %2, %3, %arg2 : index
// CHECK-NEXT: %5 = arith.divsi %4, %c4 : index
// CHECK-NEXT: %6 = arith.subi %c-1, %5 : index
// CHECK-NEXT: %7 = arith.select %2, %6, %5 : index
// CHECK-NEXT: %c16_3 = arith.constant 16 : index
// CHECK-NEXT: %8 = arith.remsi %arg1, %c16_3 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %9 = arith.cmpi slt, %8, %c0_4 : index
// CHECK-NEXT: %10 = arith.addi %8, %c16_3 : index
// CHECK-NEXT: %11 = arith.select %9, %10, %8 : index
// CHECK-NEXT: %c1_5 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0_0, %7) to (%1, %11) step (%c1_5, %c2) {
// CHECK-NEXT: %c2_6 = arith.constant 2 : index
// CHECK-NEXT: %12 = arith.muli %arg4, %c2_6 overflow<nsw> : index
// CHECK-NEXT: %13 = arith.addi %arg3, %12 : index
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %c-4 = arith.constant -4 : index
// CHECK-NEXT: %14 = arith.addi %arg3, %c-4 : index
// CHECK-NEXT: %15 = arith.cmpi sge, %14, %c0_7 : index
// CHECK-NEXT: scf.if %15 {
// CHECK-NEXT: %16 = memref.load %arg0[%arg2, %arg3] : memref<16x16xf32>
// CHECK-NEXT: memref.store %16, %arg0[%arg3, %arg2] : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested(%m: memref<16x16xf32>, %n: index) {
  affine.for %i = 0 to 16 {
    affine.parallel (%j, %k) = (0, %i floordiv 4) to (min(16, %i + 8), symbol(%n) mod 16) step (1, 2) {
      %a = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%j, %k)
      affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%j) {
        %v = affine.load %m[%i, %j] : memref<16x16xf32>
        affine.store %v, %m[%j, %i] : memref<16x16xf32>
      }
    }
  }
  return
}
