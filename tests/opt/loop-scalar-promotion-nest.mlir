// Scalar promotion out of a loop nest (src/transforms/opt/scalar_promotion.rs): O[o] is
// invariant in the kh and kw loops of a 1-D convolution window. The buffers are function
// arguments, so the nest is versioned once, at the outermost loop the memrefs are invariant
// in (the o loop); inside its fast copy the test's pairs are known to be disjoint, so the
// location is promoted out of the kw loop and then out of the kh loop without a second test:
// one load before the kh loop, the value carried through both loops, one store after. The
// original nest (the else branch) is left as written.
// RUN: bufjit opt %s --loop-scalar-promotion | FileCheck %s

// CHECK-LABEL: func.func @window(
// CHECK-COUNT-1: scf.if
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg3 step %c1 {
// CHECK-NEXT: %16 = memref.load %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: %17 = scf.for %arg5 = %c0 to %c3 step %c1 iter_args(%arg6 = %16) -> (f32) {
// CHECK-NEXT: %18 = scf.for %arg7 = %c0 to %c4 step %c1 iter_args(%arg8 = %arg6) -> (f32) {
// CHECK-NEXT: %19 = arith.addi %arg4, %arg7 : index
// CHECK-NEXT: %20 = memref.load %arg0[%19] : memref<?xf32>
// CHECK-NEXT: %21 = memref.load %arg1[%arg5, %arg7] : memref<3x4xf32>
// CHECK-NEXT: %22 = arith.mulf %20, %21 : f32
// CHECK-NEXT: %23 = arith.addf %arg8, %22 : f32
// CHECK-NEXT: scf.yield %23 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %18 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %17, %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg3 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %16 = arith.addi %arg4, %arg6 : index
// CHECK-NEXT: %17 = memref.load %arg0[%16] : memref<?xf32>
// CHECK-NEXT: %18 = memref.load %arg1[%arg5, %arg6] : memref<3x4xf32>
// CHECK-NEXT: %19 = memref.load %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: %20 = arith.mulf %17, %18 : f32
// CHECK-NEXT: %21 = arith.addf %19, %20 : f32
// CHECK-NEXT: memref.store %21, %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return

func.func @window(%I: memref<?xf32>, %F: memref<3x4xf32>, %O: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %o = %c0 to %n step %c1 {
    scf.for %kh = %c0 to %c3 step %c1 {
      scf.for %kw = %c0 to %c4 step %c1 {
        %x = arith.addi %o, %kw : index
        %a = memref.load %I[%x] : memref<?xf32>
        %f = memref.load %F[%kh, %kw] : memref<3x4xf32>
        %c = memref.load %O[%o] : memref<?xf32>
        %p = arith.mulf %a, %f : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %O[%o] : memref<?xf32>
      }
    }
  }
  return
}
