// memref-multi-buffer{skip-override-analysis=true}: no copy has to overwrite the buffer; the
// loop holding every use (deallocations aside, which may sit after the loop and then free the
// new buffer) is taken. Expected output: mlir-opt 22's `transform.memref.multibuffer
// {skip_analysis}` with the same factor (tests/tools/gen-multibuffer-checks.py).
// RUN: bufjit opt %s --allow-unregistered-dialect -split-input-file '--memref-multi-buffer=skip-override-analysis=true' | FileCheck %s
// RUN: bufjit opt %s --allow-unregistered-dialect -split-input-file -p 'builtin.module(memref-multi-buffer{factor=4 skip-override-analysis=1})' | FileCheck %s --check-prefix=FOUR

// Written through a subview by an unknown op, freed after the loop.
// FOUR: #map = affine_map<(d0) -> (((d0 - 1) floordiv 8) mod 4)>
// FOUR-NEXT: module {
// FOUR-NEXT: func.func @filled(%arg0: memref<256xf64>, %arg1: index) {
// FOUR-NEXT: %c1 = arith.constant 1 : index
// FOUR-NEXT: %c8 = arith.constant 8 : index
// FOUR-NEXT: %alloc = memref.alloc() : memref<4x2x8xf64>
// FOUR-NEXT: scf.for %arg2 = %c1 to %arg1 step %c8 {
// FOUR-NEXT: %0 = affine.apply #map(%arg2)
// FOUR-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 2, 8] [1, 1, 1] : memref<4x2x8xf64> to memref<2x8xf64, strided<[8, 1], offset: ?>>
// FOUR-NEXT: %subview_0 = memref.subview %arg0[%arg2] [16] [1] : memref<256xf64> to memref<16xf64, strided<[1], offset: ?>>
// FOUR-NEXT: %subview_1 = memref.subview %subview[1, 0] [1, 8] [1, 1] : memref<2x8xf64, strided<[8, 1], offset: ?>> to memref<8xf64, strided<[1], offset: ?>>
// FOUR-NEXT: "fill"(%subview_1, %subview_0) : (memref<8xf64, strided<[1], offset: ?>>, memref<16xf64, strided<[1], offset: ?>>) -> ()
// FOUR-NEXT: }
// FOUR-NEXT: memref.dealloc %alloc : memref<4x2x8xf64>
// FOUR-NEXT: return
// FOUR-NEXT: }
// FOUR-NEXT: }
// CHECK: #map = affine_map<(d0) -> (((d0 - 1) floordiv 8) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @filled(%arg0: memref<256xf64>, %arg1: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x2x8xf64>
// CHECK-NEXT: scf.for %arg2 = %c1 to %arg1 step %c8 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 2, 8] [1, 1, 1] : memref<2x2x8xf64> to memref<2x8xf64, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[%arg2] [16] [1] : memref<256xf64> to memref<16xf64, strided<[1], offset: ?>>
// CHECK-NEXT: %subview_1 = memref.subview %subview[1, 0] [1, 8] [1, 1] : memref<2x8xf64, strided<[8, 1], offset: ?>> to memref<8xf64, strided<[1], offset: ?>>
// CHECK-NEXT: "fill"(%subview_1, %subview_0) : (memref<8xf64, strided<[1], offset: ?>>, memref<16xf64, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2x2x8xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @filled(%src: memref<256xf64>, %n: index) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %stage = memref.alloc() : memref<2x8xf64>
  scf.for %i = %c1 to %n step %c8 {
    %in = memref.subview %src[%i] [16] [1] : memref<256xf64> to memref<16xf64, strided<[1], offset: ?>>
    %e = memref.subview %stage[1, 0] [1, 8] [1, 1] : memref<2x8xf64> to memref<8xf64, strided<[1], offset: 8>>
    "fill"(%e, %in) : (memref<8xf64, strided<[1], offset: 8>>, memref<16xf64, strided<[1], offset: ?>>) -> ()
  }
  memref.dealloc %stage : memref<2x8xf64>
  return
}

// -----

// Read before its copy; uses in a nested loop: the outer loop, which holds every use, is
// the one of the user directly in it.
// FOUR: #map = affine_map<(d0) -> ((d0 floordiv 3) mod 4)>
// FOUR-NEXT: module {
// FOUR-NEXT: func.func @carried(%arg0: memref<8xi64>, %arg1: index, %arg2: index) {
// FOUR-NEXT: %c0 = arith.constant 0 : index
// FOUR-NEXT: %c3 = arith.constant 3 : index
// FOUR-NEXT: %alloc = memref.alloc() : memref<4x8xi64>
// FOUR-NEXT: scf.for %arg3 = %c0 to %arg1 step %c3 {
// FOUR-NEXT: %0 = affine.apply #map(%arg3)
// FOUR-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 8] [1, 1] : memref<4x8xi64> to memref<8xi64, strided<[1], offset: ?>>
// FOUR-NEXT: "peek"(%subview) : (memref<8xi64, strided<[1], offset: ?>>) -> ()
// FOUR-NEXT: scf.for %arg4 = %c0 to %arg2 step %c3 {
// FOUR-NEXT: %1 = memref.load %subview[%arg4] : memref<8xi64, strided<[1], offset: ?>>
// FOUR-NEXT: memref.store %1, %arg0[%arg4] : memref<8xi64>
// FOUR-NEXT: }
// FOUR-NEXT: memref.copy %arg0, %subview : memref<8xi64> to memref<8xi64, strided<[1], offset: ?>>
// FOUR-NEXT: }
// FOUR-NEXT: return
// FOUR-NEXT: }
// FOUR-NEXT: }
// CHECK: #map = affine_map<(d0) -> ((d0 floordiv 3) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @carried(%arg0: memref<8xi64>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x8xi64>
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c3 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)
// CHECK-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 8] [1, 1] : memref<2x8xi64> to memref<8xi64, strided<[1], offset: ?>>
// CHECK-NEXT: "peek"(%subview) : (memref<8xi64, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg2 step %c3 {
// CHECK-NEXT: %1 = memref.load %subview[%arg4] : memref<8xi64, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %1, %arg0[%arg4] : memref<8xi64>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %arg0, %subview : memref<8xi64> to memref<8xi64, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @carried(%a: memref<8xi64>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %carried = memref.alloc() : memref<8xi64>
  scf.for %i = %c0 to %n step %c3 {
    "peek"(%carried) : (memref<8xi64>) -> ()
    scf.for %j = %c0 to %m step %c3 {
      %v = memref.load %carried[%j] : memref<8xi64>
      memref.store %v, %a[%j] : memref<8xi64>
    }
    memref.copy %a, %carried : memref<8xi64> to memref<8xi64>
  }
  return
}
