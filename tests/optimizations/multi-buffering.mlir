// MLIR 22's test pass --test-multi-buffering: a buffer fully overwritten by a memref.copy at
// the start of each loop iteration gets an outer dimension of `multiplier` slices and iteration
// iv works on slice ((iv - lb) floordiv step) mod multiplier (an affine.apply composed and
// simplified as MLIR's makeComposedAffineApply does); subview users are rebuilt on the slice with
// re-inferred strided types, deallocs free the new buffer. Buffers that do not qualify are left
// alone silently (the cases at the end). Expected output: mlir-opt 22.
// RUN: bufjit opt %s --allow-unregistered-dialect -split-input-file --test-multi-buffering | FileCheck %s
// RUN: bufjit opt %s --allow-unregistered-dialect -split-input-file --test-multi-buffering=multiplier=3 | FileCheck %s --check-prefix=THREE
// RUN: bufjit opt %s --allow-unregistered-dialect -split-input-file -p 'builtin.module(func.func(test-multi-buffering{multiplier=4}))' | FileCheck %s --check-prefix=FOUR
// RUN: bufjit opt %s --allow-unregistered-dialect -split-input-file --test-multi-buffering=multiplier=5 -cse | FileCheck %s --check-prefix=CSE

// Constant bounds, an attribute kept, a subview of the buffer.
// CHECK: #map = affine_map<(d0) -> (((d0 - 2) floordiv 5) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @tile_copy(%arg0: memref<512x64xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() {tag} : memref<2x8x64xf32>
// CHECK-NEXT: %c512 = arith.constant 512 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.for %arg1 = %c2 to %c512 step %c5 {
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 8, 64] [1, 1, 1] : memref<2x8x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[%arg1, 0] [8, 64] [1, 1] : memref<512x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// CHECK-NEXT: memref.copy %subview_0, %subview : memref<8x64xf32, strided<[64, 1], offset: ?>> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// CHECK-NEXT: "consume"(%subview) : (memref<8x64xf32, strided<[64, 1], offset: ?>>) -> ()
// CHECK-NEXT: %subview_1 = memref.subview %subview[1, 0] [1, 64] [1, 1] : memref<8x64xf32, strided<[64, 1], offset: ?>> to memref<64xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %subview_2 = memref.subview %subview_1[8] [16] [2] : memref<64xf32, strided<[1], offset: ?>> to memref<16xf32, strided<[2], offset: ?>>
// CHECK-NEXT: "consume_row"(%subview_1, %subview_2) : (memref<64xf32, strided<[1], offset: ?>>, memref<16xf32, strided<[2], offset: ?>>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// THREE: #map = affine_map<(d0) -> (((d0 - 2) floordiv 5) mod 3)>
// THREE-NEXT: module {
// THREE-NEXT: func.func @tile_copy(%arg0: memref<512x64xf32>) {
// THREE-NEXT: %alloc = memref.alloc() {tag} : memref<3x8x64xf32>
// THREE-NEXT: %c512 = arith.constant 512 : index
// THREE-NEXT: %c2 = arith.constant 2 : index
// THREE-NEXT: %c5 = arith.constant 5 : index
// THREE-NEXT: scf.for %arg1 = %c2 to %c512 step %c5 {
// THREE-NEXT: %0 = affine.apply #map(%arg1)
// THREE-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 8, 64] [1, 1, 1] : memref<3x8x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// THREE-NEXT: %subview_0 = memref.subview %arg0[%arg1, 0] [8, 64] [1, 1] : memref<512x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// THREE-NEXT: memref.copy %subview_0, %subview : memref<8x64xf32, strided<[64, 1], offset: ?>> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// THREE-NEXT: "consume"(%subview) : (memref<8x64xf32, strided<[64, 1], offset: ?>>) -> ()
// THREE-NEXT: %subview_1 = memref.subview %subview[1, 0] [1, 64] [1, 1] : memref<8x64xf32, strided<[64, 1], offset: ?>> to memref<64xf32, strided<[1], offset: ?>>
// THREE-NEXT: %subview_2 = memref.subview %subview_1[8] [16] [2] : memref<64xf32, strided<[1], offset: ?>> to memref<16xf32, strided<[2], offset: ?>>
// THREE-NEXT: "consume_row"(%subview_1, %subview_2) : (memref<64xf32, strided<[1], offset: ?>>, memref<16xf32, strided<[2], offset: ?>>) -> ()
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: }
// FOUR: #map = affine_map<(d0) -> (((d0 - 2) floordiv 5) mod 4)>
// FOUR-NEXT: module {
// FOUR-NEXT: func.func @tile_copy(%arg0: memref<512x64xf32>) {
// FOUR-NEXT: %alloc = memref.alloc() {tag} : memref<4x8x64xf32>
// FOUR-NEXT: %c512 = arith.constant 512 : index
// FOUR-NEXT: %c2 = arith.constant 2 : index
// FOUR-NEXT: %c5 = arith.constant 5 : index
// FOUR-NEXT: scf.for %arg1 = %c2 to %c512 step %c5 {
// FOUR-NEXT: %0 = affine.apply #map(%arg1)
// FOUR-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 8, 64] [1, 1, 1] : memref<4x8x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// FOUR-NEXT: %subview_0 = memref.subview %arg0[%arg1, 0] [8, 64] [1, 1] : memref<512x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// FOUR-NEXT: memref.copy %subview_0, %subview : memref<8x64xf32, strided<[64, 1], offset: ?>> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// FOUR-NEXT: "consume"(%subview) : (memref<8x64xf32, strided<[64, 1], offset: ?>>) -> ()
// FOUR-NEXT: %subview_1 = memref.subview %subview[1, 0] [1, 64] [1, 1] : memref<8x64xf32, strided<[64, 1], offset: ?>> to memref<64xf32, strided<[1], offset: ?>>
// FOUR-NEXT: %subview_2 = memref.subview %subview_1[8] [16] [2] : memref<64xf32, strided<[1], offset: ?>> to memref<16xf32, strided<[2], offset: ?>>
// FOUR-NEXT: "consume_row"(%subview_1, %subview_2) : (memref<64xf32, strided<[1], offset: ?>>, memref<16xf32, strided<[2], offset: ?>>) -> ()
// FOUR-NEXT: }
// FOUR-NEXT: return
// FOUR-NEXT: }
// FOUR-NEXT: }
// CSE: #map = affine_map<(d0) -> (((d0 - 2) floordiv 5) mod 5)>
// CSE-NEXT: module {
// CSE-NEXT: func.func @tile_copy(%arg0: memref<512x64xf32>) {
// CSE-NEXT: %alloc = memref.alloc() {tag} : memref<5x8x64xf32>
// CSE-NEXT: %c512 = arith.constant 512 : index
// CSE-NEXT: %c2 = arith.constant 2 : index
// CSE-NEXT: %c5 = arith.constant 5 : index
// CSE-NEXT: scf.for %arg1 = %c2 to %c512 step %c5 {
// CSE-NEXT: %0 = affine.apply #map(%arg1)
// CSE-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 8, 64] [1, 1, 1] : memref<5x8x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// CSE-NEXT: %subview_0 = memref.subview %arg0[%arg1, 0] [8, 64] [1, 1] : memref<512x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// CSE-NEXT: memref.copy %subview_0, %subview : memref<8x64xf32, strided<[64, 1], offset: ?>> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// CSE-NEXT: "consume"(%subview) : (memref<8x64xf32, strided<[64, 1], offset: ?>>) -> ()
// CSE-NEXT: %subview_1 = memref.subview %subview[1, 0] [1, 64] [1, 1] : memref<8x64xf32, strided<[64, 1], offset: ?>> to memref<64xf32, strided<[1], offset: ?>>
// CSE-NEXT: %subview_2 = memref.subview %subview_1[8] [16] [2] : memref<64xf32, strided<[1], offset: ?>> to memref<16xf32, strided<[2], offset: ?>>
// CSE-NEXT: "consume_row"(%subview_1, %subview_2) : (memref<64xf32, strided<[1], offset: ?>>, memref<16xf32, strided<[2], offset: ?>>) -> ()
// CSE-NEXT: }
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-NEXT: }
func.func @tile_copy(%src: memref<512x64xf32>) {
  %buf = memref.alloc() {tag} : memref<8x64xf32>
  %c512 = arith.constant 512 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c2 to %c512 step %c5 {
    %t = memref.subview %src[%i, 0] [8, 64] [1, 1] : memref<512x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
    memref.copy %t, %buf : memref<8x64xf32, strided<[64, 1], offset: ?>> to memref<8x64xf32>
    "consume"(%buf) : (memref<8x64xf32>) -> ()
    %row = memref.subview %buf[1, 0] [1, 64] [1, 1] : memref<8x64xf32> to memref<64xf32, strided<[1], offset: 64>>
    %part = memref.subview %row[8] [16] [2] : memref<64xf32, strided<[1], offset: 64>> to memref<16xf32, strided<[2], offset: 72>>
    "consume_row"(%row, %part) : (memref<64xf32, strided<[1], offset: 64>>, memref<16xf32, strided<[2], offset: 72>>) -> ()
  }
  return
}

// -----

// Dynamic bounds and step (function arguments become symbols), loads and stores, an
// alignment, a memory space and a cast.
// CHECK: #map = affine_map<(d0)[s0, s1] -> (((d0 - s0) floordiv s1) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @dynamic_bounds(%arg0: memref<1024xi32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x32xi32, 1>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %0 = affine.apply #map(%arg4)[%arg1, %arg3]
// CHECK-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 32] [1, 1] : memref<2x32xi32, 1> to memref<32xi32, strided<[1], offset: ?>, 1>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[%arg4] [32] [1] : memref<1024xi32> to memref<32xi32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %subview_0, %subview : memref<32xi32, strided<[1], offset: ?>> to memref<32xi32, strided<[1], offset: ?>, 1>
// CHECK-NEXT: %1 = memref.load %subview[%c0] : memref<32xi32, strided<[1], offset: ?>, 1>
// CHECK-NEXT: memref.store %1, %subview[%arg4] : memref<32xi32, strided<[1], offset: ?>, 1>
// CHECK-NEXT: %cast = memref.cast %subview : memref<32xi32, strided<[1], offset: ?>, 1> to memref<?xi32, 1>
// CHECK-NEXT: "consume"(%cast) : (memref<?xi32, 1>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// THREE: #map = affine_map<(d0)[s0, s1] -> (((d0 - s0) floordiv s1) mod 3)>
// THREE-NEXT: module {
// THREE-NEXT: func.func @dynamic_bounds(%arg0: memref<1024xi32>, %arg1: index, %arg2: index, %arg3: index) {
// THREE-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x32xi32, 1>
// THREE-NEXT: %c0 = arith.constant 0 : index
// THREE-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// THREE-NEXT: %0 = affine.apply #map(%arg4)[%arg1, %arg3]
// THREE-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 32] [1, 1] : memref<3x32xi32, 1> to memref<32xi32, strided<[1], offset: ?>, 1>
// THREE-NEXT: %subview_0 = memref.subview %arg0[%arg4] [32] [1] : memref<1024xi32> to memref<32xi32, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %subview_0, %subview : memref<32xi32, strided<[1], offset: ?>> to memref<32xi32, strided<[1], offset: ?>, 1>
// THREE-NEXT: %1 = memref.load %subview[%c0] : memref<32xi32, strided<[1], offset: ?>, 1>
// THREE-NEXT: memref.store %1, %subview[%arg4] : memref<32xi32, strided<[1], offset: ?>, 1>
// THREE-NEXT: %cast = memref.cast %subview : memref<32xi32, strided<[1], offset: ?>, 1> to memref<?xi32, 1>
// THREE-NEXT: "consume"(%cast) : (memref<?xi32, 1>) -> ()
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: }
// FOUR: #map = affine_map<(d0)[s0, s1] -> (((d0 - s0) floordiv s1) mod 4)>
// FOUR-NEXT: module {
// FOUR-NEXT: func.func @dynamic_bounds(%arg0: memref<1024xi32>, %arg1: index, %arg2: index, %arg3: index) {
// FOUR-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x32xi32, 1>
// FOUR-NEXT: %c0 = arith.constant 0 : index
// FOUR-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// FOUR-NEXT: %0 = affine.apply #map(%arg4)[%arg1, %arg3]
// FOUR-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 32] [1, 1] : memref<4x32xi32, 1> to memref<32xi32, strided<[1], offset: ?>, 1>
// FOUR-NEXT: %subview_0 = memref.subview %arg0[%arg4] [32] [1] : memref<1024xi32> to memref<32xi32, strided<[1], offset: ?>>
// FOUR-NEXT: memref.copy %subview_0, %subview : memref<32xi32, strided<[1], offset: ?>> to memref<32xi32, strided<[1], offset: ?>, 1>
// FOUR-NEXT: %1 = memref.load %subview[%c0] : memref<32xi32, strided<[1], offset: ?>, 1>
// FOUR-NEXT: memref.store %1, %subview[%arg4] : memref<32xi32, strided<[1], offset: ?>, 1>
// FOUR-NEXT: %cast = memref.cast %subview : memref<32xi32, strided<[1], offset: ?>, 1> to memref<?xi32, 1>
// FOUR-NEXT: "consume"(%cast) : (memref<?xi32, 1>) -> ()
// FOUR-NEXT: }
// FOUR-NEXT: return
// FOUR-NEXT: }
// FOUR-NEXT: }
// CSE: #map = affine_map<(d0)[s0, s1] -> (((d0 - s0) floordiv s1) mod 5)>
// CSE-NEXT: module {
// CSE-NEXT: func.func @dynamic_bounds(%arg0: memref<1024xi32>, %arg1: index, %arg2: index, %arg3: index) {
// CSE-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x32xi32, 1>
// CSE-NEXT: %c0 = arith.constant 0 : index
// CSE-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CSE-NEXT: %0 = affine.apply #map(%arg4)[%arg1, %arg3]
// CSE-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 32] [1, 1] : memref<5x32xi32, 1> to memref<32xi32, strided<[1], offset: ?>, 1>
// CSE-NEXT: %subview_0 = memref.subview %arg0[%arg4] [32] [1] : memref<1024xi32> to memref<32xi32, strided<[1], offset: ?>>
// CSE-NEXT: memref.copy %subview_0, %subview : memref<32xi32, strided<[1], offset: ?>> to memref<32xi32, strided<[1], offset: ?>, 1>
// CSE-NEXT: %1 = memref.load %subview[%c0] : memref<32xi32, strided<[1], offset: ?>, 1>
// CSE-NEXT: memref.store %1, %subview[%arg4] : memref<32xi32, strided<[1], offset: ?>, 1>
// CSE-NEXT: %cast = memref.cast %subview : memref<32xi32, strided<[1], offset: ?>, 1> to memref<?xi32, 1>
// CSE-NEXT: "consume"(%cast) : (memref<?xi32, 1>) -> ()
// CSE-NEXT: }
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-NEXT: }
func.func @dynamic_bounds(%src: memref<1024xi32>, %lb: index, %ub: index, %step: index) {
  %buf = memref.alloc() {alignment = 64 : i64} : memref<32xi32, 1>
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %step {
    %t = memref.subview %src[%i] [32] [1] : memref<1024xi32> to memref<32xi32, strided<[1], offset: ?>>
    memref.copy %t, %buf : memref<32xi32, strided<[1], offset: ?>> to memref<32xi32, 1>
    %v = memref.load %buf[%c0] : memref<32xi32, 1>
    memref.store %v, %buf[%i] : memref<32xi32, 1>
    %d = memref.cast %buf : memref<32xi32, 1> to memref<?xi32, 1>
    "consume"(%d) : (memref<?xi32, 1>) -> ()
  }
  return
}

// -----

// Two buffers of one loop (each gets its own index computation, the later buffer's first),
// a zero lower bound, a rank-0 buffer, a loop with iter_args.
// CHECK: #map = affine_map<(d0) -> ((d0 floordiv 4) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @two_buffers(%arg0: memref<16xf32>, %arg1: memref<f32>, %arg2: index) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c4 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)
// CHECK-NEXT: %subview = memref.subview %alloc_0[%1] [1] [1] : memref<2xf32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %2 = affine.apply #map(%arg3)
// CHECK-NEXT: %subview_1 = memref.subview %alloc[%2, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %subview_2 = memref.subview %arg0[%arg3] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %subview_2, %subview_1 : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %arg1, %subview : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %3 = memref.load %subview_1[%c0] : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %4 = memref.load %subview[] : memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %5 = arith.addf %3, %4 : f32
// CHECK-NEXT: %6 = arith.addf %arg4, %5 : f32
// CHECK-NEXT: scf.yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// THREE: #map = affine_map<(d0) -> ((d0 floordiv 4) mod 3)>
// THREE-NEXT: module {
// THREE-NEXT: func.func @two_buffers(%arg0: memref<16xf32>, %arg1: memref<f32>, %arg2: index) -> f32 {
// THREE-NEXT: %alloc = memref.alloc() : memref<3x4xf32>
// THREE-NEXT: %alloc_0 = memref.alloc() : memref<3xf32>
// THREE-NEXT: %c0 = arith.constant 0 : index
// THREE-NEXT: %c4 = arith.constant 4 : index
// THREE-NEXT: %cst = arith.constant 0.000000e+00 : f32
// THREE-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c4 iter_args(%arg4 = %cst) -> (f32) {
// THREE-NEXT: %1 = affine.apply #map(%arg3)
// THREE-NEXT: %subview = memref.subview %alloc_0[%1] [1] [1] : memref<3xf32> to memref<f32, strided<[], offset: ?>>
// THREE-NEXT: %2 = affine.apply #map(%arg3)
// THREE-NEXT: %subview_1 = memref.subview %alloc[%2, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: %subview_2 = memref.subview %arg0[%arg3] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %subview_2, %subview_1 : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %arg1, %subview : memref<f32> to memref<f32, strided<[], offset: ?>>
// THREE-NEXT: %3 = memref.load %subview_1[%c0] : memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: %4 = memref.load %subview[] : memref<f32, strided<[], offset: ?>>
// THREE-NEXT: %5 = arith.addf %3, %4 : f32
// THREE-NEXT: %6 = arith.addf %arg4, %5 : f32
// THREE-NEXT: scf.yield %6 : f32
// THREE-NEXT: }
// THREE-NEXT: return %0 : f32
// THREE-NEXT: }
// THREE-NEXT: }
// FOUR: #map = affine_map<(d0) -> ((d0 floordiv 4) mod 4)>
// FOUR-NEXT: module {
// FOUR-NEXT: func.func @two_buffers(%arg0: memref<16xf32>, %arg1: memref<f32>, %arg2: index) -> f32 {
// FOUR-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// FOUR-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// FOUR-NEXT: %c0 = arith.constant 0 : index
// FOUR-NEXT: %c4 = arith.constant 4 : index
// FOUR-NEXT: %cst = arith.constant 0.000000e+00 : f32
// FOUR-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c4 iter_args(%arg4 = %cst) -> (f32) {
// FOUR-NEXT: %1 = affine.apply #map(%arg3)
// FOUR-NEXT: %subview = memref.subview %alloc_0[%1] [1] [1] : memref<4xf32> to memref<f32, strided<[], offset: ?>>
// FOUR-NEXT: %2 = affine.apply #map(%arg3)
// FOUR-NEXT: %subview_1 = memref.subview %alloc[%2, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// FOUR-NEXT: %subview_2 = memref.subview %arg0[%arg3] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
// FOUR-NEXT: memref.copy %subview_2, %subview_1 : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// FOUR-NEXT: memref.copy %arg1, %subview : memref<f32> to memref<f32, strided<[], offset: ?>>
// FOUR-NEXT: %3 = memref.load %subview_1[%c0] : memref<4xf32, strided<[1], offset: ?>>
// FOUR-NEXT: %4 = memref.load %subview[] : memref<f32, strided<[], offset: ?>>
// FOUR-NEXT: %5 = arith.addf %3, %4 : f32
// FOUR-NEXT: %6 = arith.addf %arg4, %5 : f32
// FOUR-NEXT: scf.yield %6 : f32
// FOUR-NEXT: }
// FOUR-NEXT: return %0 : f32
// FOUR-NEXT: }
// FOUR-NEXT: }
// CSE: #map = affine_map<(d0) -> ((d0 floordiv 4) mod 5)>
// CSE-NEXT: module {
// CSE-NEXT: func.func @two_buffers(%arg0: memref<16xf32>, %arg1: memref<f32>, %arg2: index) -> f32 {
// CSE-NEXT: %alloc = memref.alloc() : memref<5x4xf32>
// CSE-NEXT: %alloc_0 = memref.alloc() : memref<5xf32>
// CSE-NEXT: %c0 = arith.constant 0 : index
// CSE-NEXT: %c4 = arith.constant 4 : index
// CSE-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CSE-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c4 iter_args(%arg4 = %cst) -> (f32) {
// CSE-NEXT: %1 = affine.apply #map(%arg3)
// CSE-NEXT: %subview = memref.subview %alloc_0[%1] [1] [1] : memref<5xf32> to memref<f32, strided<[], offset: ?>>
// CSE-NEXT: %subview_1 = memref.subview %alloc[%1, 0] [1, 4] [1, 1] : memref<5x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CSE-NEXT: %subview_2 = memref.subview %arg0[%arg3] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
// CSE-NEXT: memref.copy %subview_2, %subview_1 : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// CSE-NEXT: memref.copy %arg1, %subview : memref<f32> to memref<f32, strided<[], offset: ?>>
// CSE-NEXT: %2 = memref.load %subview_1[%c0] : memref<4xf32, strided<[1], offset: ?>>
// CSE-NEXT: %3 = memref.load %subview[] : memref<f32, strided<[], offset: ?>>
// CSE-NEXT: %4 = arith.addf %2, %3 : f32
// CSE-NEXT: %5 = arith.addf %arg4, %4 : f32
// CSE-NEXT: scf.yield %5 : f32
// CSE-NEXT: }
// CSE-NEXT: return %0 : f32
// CSE-NEXT: }
// CSE-NEXT: }
func.func @two_buffers(%a: memref<16xf32>, %s: memref<f32>, %n: index) -> f32 {
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc() : memref<f32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %zero) -> (f32) {
    %t = memref.subview %a[%i] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %t, %x : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
    memref.copy %s, %y : memref<f32> to memref<f32>
    %u = memref.load %x[%c0] : memref<4xf32>
    %w = memref.load %y[] : memref<f32>
    %p = arith.addf %u, %w : f32
    %q = arith.addf %acc, %p : f32
    scf.yield %q : f32
  }
  return %r : f32
}

// -----

// Nested loops: the copy's innermost loop is chosen; its lower bound is the outer induction
// variable (a dimension of the map). Another buffer used in the outer loop only is read before
// any copy and stays.
// CHECK: #map = affine_map<(d0, d1) -> (((d0 - d1) floordiv 4) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @nested(%arg0: memref<64xf32>, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<8xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %arg2 to %arg1 step %c4 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3, %arg2)
// CHECK-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 8] [1, 1] : memref<2x8xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %subview_1 = memref.subview %arg0[%arg3] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %subview_1, %subview : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %1 = memref.load %subview[%c0] : memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %1, %arg0[%arg3] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "consume"(%alloc_0) : (memref<8xi32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// THREE: #map = affine_map<(d0, d1) -> (((d0 - d1) floordiv 4) mod 3)>
// THREE-NEXT: module {
// THREE-NEXT: func.func @nested(%arg0: memref<64xf32>, %arg1: index) {
// THREE-NEXT: %alloc = memref.alloc() : memref<3x8xf32>
// THREE-NEXT: %alloc_0 = memref.alloc() : memref<8xi32>
// THREE-NEXT: %c0 = arith.constant 0 : index
// THREE-NEXT: %c1 = arith.constant 1 : index
// THREE-NEXT: %c4 = arith.constant 4 : index
// THREE-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// THREE-NEXT: scf.for %arg3 = %arg2 to %arg1 step %c4 {
// THREE-NEXT: %0 = affine.apply #map(%arg3, %arg2)
// THREE-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 8] [1, 1] : memref<3x8xf32> to memref<8xf32, strided<[1], offset: ?>>
// THREE-NEXT: %subview_1 = memref.subview %arg0[%arg3] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %subview_1, %subview : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
// THREE-NEXT: %1 = memref.load %subview[%c0] : memref<8xf32, strided<[1], offset: ?>>
// THREE-NEXT: memref.store %1, %arg0[%arg3] : memref<64xf32>
// THREE-NEXT: }
// THREE-NEXT: "consume"(%alloc_0) : (memref<8xi32>) -> ()
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: }
// FOUR: #map = affine_map<(d0, d1) -> (((d0 - d1) floordiv 4) mod 4)>
// FOUR-NEXT: module {
// FOUR-NEXT: func.func @nested(%arg0: memref<64xf32>, %arg1: index) {
// FOUR-NEXT: %alloc = memref.alloc() : memref<4x8xf32>
// FOUR-NEXT: %alloc_0 = memref.alloc() : memref<8xi32>
// FOUR-NEXT: %c0 = arith.constant 0 : index
// FOUR-NEXT: %c1 = arith.constant 1 : index
// FOUR-NEXT: %c4 = arith.constant 4 : index
// FOUR-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// FOUR-NEXT: scf.for %arg3 = %arg2 to %arg1 step %c4 {
// FOUR-NEXT: %0 = affine.apply #map(%arg3, %arg2)
// FOUR-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: ?>>
// FOUR-NEXT: %subview_1 = memref.subview %arg0[%arg3] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
// FOUR-NEXT: memref.copy %subview_1, %subview : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
// FOUR-NEXT: %1 = memref.load %subview[%c0] : memref<8xf32, strided<[1], offset: ?>>
// FOUR-NEXT: memref.store %1, %arg0[%arg3] : memref<64xf32>
// FOUR-NEXT: }
// FOUR-NEXT: "consume"(%alloc_0) : (memref<8xi32>) -> ()
// FOUR-NEXT: }
// FOUR-NEXT: return
// FOUR-NEXT: }
// FOUR-NEXT: }
// CSE: #map = affine_map<(d0, d1) -> (((d0 - d1) floordiv 4) mod 5)>
// CSE-NEXT: module {
// CSE-NEXT: func.func @nested(%arg0: memref<64xf32>, %arg1: index) {
// CSE-NEXT: %alloc = memref.alloc() : memref<5x8xf32>
// CSE-NEXT: %alloc_0 = memref.alloc() : memref<8xi32>
// CSE-NEXT: %c0 = arith.constant 0 : index
// CSE-NEXT: %c1 = arith.constant 1 : index
// CSE-NEXT: %c4 = arith.constant 4 : index
// CSE-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CSE-NEXT: scf.for %arg3 = %arg2 to %arg1 step %c4 {
// CSE-NEXT: %0 = affine.apply #map(%arg3, %arg2)
// CSE-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 8] [1, 1] : memref<5x8xf32> to memref<8xf32, strided<[1], offset: ?>>
// CSE-NEXT: %subview_1 = memref.subview %arg0[%arg3] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
// CSE-NEXT: memref.copy %subview_1, %subview : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
// CSE-NEXT: %1 = memref.load %subview[%c0] : memref<8xf32, strided<[1], offset: ?>>
// CSE-NEXT: memref.store %1, %arg0[%arg3] : memref<64xf32>
// CSE-NEXT: }
// CSE-NEXT: "consume"(%alloc_0) : (memref<8xi32>) -> ()
// CSE-NEXT: }
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-NEXT: }
func.func @nested(%a: memref<64xf32>, %n: index) {
  %inner = memref.alloc() : memref<8xf32>
  %outer = memref.alloc() : memref<8xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %i to %n step %c4 {
      %t = memref.subview %a[%j] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
      memref.copy %t, %inner : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
      %v = memref.load %inner[%c0] : memref<8xf32>
      memref.store %v, %a[%j] : memref<64xf32>
    }
    "consume"(%outer) : (memref<8xi32>) -> ()
  }
  return
}

// -----

// The lower bound comes from an affine.apply, which is composed into the index map.
// CHECK: #map = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (((d0 - s0 * 2 - 1) floordiv 3) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @composed_lb(%arg0: memref<4xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: scf.for %arg3 = %0 to %arg1 step %c3 {
// CHECK-NEXT: %1 = affine.apply #map1(%arg3)[%arg2]
// CHECK-NEXT: %subview = memref.subview %alloc[%1, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: "consume"(%subview) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// THREE: #map = affine_map<(d0) -> (d0 * 2 + 1)>
// THREE-NEXT: #map1 = affine_map<(d0)[s0] -> (((d0 - s0 * 2 - 1) floordiv 3) mod 3)>
// THREE-NEXT: module {
// THREE-NEXT: func.func @composed_lb(%arg0: memref<4xf32>, %arg1: index, %arg2: index) {
// THREE-NEXT: %alloc = memref.alloc() : memref<3x4xf32>
// THREE-NEXT: %c3 = arith.constant 3 : index
// THREE-NEXT: %0 = affine.apply #map(%arg2)
// THREE-NEXT: scf.for %arg3 = %0 to %arg1 step %c3 {
// THREE-NEXT: %1 = affine.apply #map1(%arg3)[%arg2]
// THREE-NEXT: %subview = memref.subview %alloc[%1, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: "consume"(%subview) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: }
// FOUR: #map = affine_map<(d0) -> (d0 * 2 + 1)>
// FOUR-NEXT: #map1 = affine_map<(d0)[s0] -> (((d0 - s0 * 2 - 1) floordiv 3) mod 4)>
// FOUR-NEXT: module {
// FOUR-NEXT: func.func @composed_lb(%arg0: memref<4xf32>, %arg1: index, %arg2: index) {
// FOUR-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// FOUR-NEXT: %c3 = arith.constant 3 : index
// FOUR-NEXT: %0 = affine.apply #map(%arg2)
// FOUR-NEXT: scf.for %arg3 = %0 to %arg1 step %c3 {
// FOUR-NEXT: %1 = affine.apply #map1(%arg3)[%arg2]
// FOUR-NEXT: %subview = memref.subview %alloc[%1, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// FOUR-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// FOUR-NEXT: "consume"(%subview) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
// FOUR-NEXT: }
// FOUR-NEXT: return
// FOUR-NEXT: }
// FOUR-NEXT: }
// CSE: #map = affine_map<(d0) -> (d0 * 2 + 1)>
// CSE-NEXT: #map1 = affine_map<(d0)[s0] -> (((d0 - s0 * 2 - 1) floordiv 3) mod 5)>
// CSE-NEXT: module {
// CSE-NEXT: func.func @composed_lb(%arg0: memref<4xf32>, %arg1: index, %arg2: index) {
// CSE-NEXT: %alloc = memref.alloc() : memref<5x4xf32>
// CSE-NEXT: %c3 = arith.constant 3 : index
// CSE-NEXT: %0 = affine.apply #map(%arg2)
// CSE-NEXT: scf.for %arg3 = %0 to %arg1 step %c3 {
// CSE-NEXT: %1 = affine.apply #map1(%arg3)[%arg2]
// CSE-NEXT: %subview = memref.subview %alloc[%1, 0] [1, 4] [1, 1] : memref<5x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CSE-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CSE-NEXT: "consume"(%subview) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
// CSE-NEXT: }
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-NEXT: }
func.func @composed_lb(%a: memref<4xf32>, %n: index, %k: index) {
  %buf = memref.alloc() : memref<4xf32>
  %c3 = arith.constant 3 : index
  %lb = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%k)
  scf.for %i = %lb to %n step %c3 {
    memref.copy %a, %buf : memref<4xf32> to memref<4xf32>
    "consume"(%buf) : (memref<4xf32>) -> ()
  }
  return
}

// -----

// affine.for: constants for the lower bound and step are created in the body; a symbolic
// upper bound; nested affine loops (the inner one is chosen).
// CHECK: #map = affine_map<(d0) -> (((d0 - 2) floordiv 4) mod 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (((d0 - 1) floordiv 3) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @affine_loops(%arg0: memref<4x4xf32>, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x4x4xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: affine.for %arg3 = 2 to %arg1 step 4 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.apply #map(%arg3)
// CHECK-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 4, 4] [1, 1, 1] : memref<2x4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %1 = affine.load %subview[0, 1] : memref<4x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: affine.store %1, %arg0[1, 0] : memref<4x4xf32>
// CHECK-NEXT: %subview_2 = memref.subview %subview[0, 0] [1, 4] [1, 1] : memref<4x4xf32, strided<[4, 1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: "consume"(%subview_2) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2x2xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: affine.for %arg2 = 1 to 9 step 3 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = affine.apply #map1(%arg2)
// CHECK-NEXT: %subview = memref.subview %alloc_0[%0, 0] [1, 2] [1, 1] : memref<2x2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_1, %subview : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// THREE: #map = affine_map<(d0) -> (((d0 - 2) floordiv 4) mod 3)>
// THREE-NEXT: #map1 = affine_map<(d0) -> (((d0 - 1) floordiv 3) mod 3)>
// THREE-NEXT: module {
// THREE-NEXT: func.func @affine_loops(%arg0: memref<4x4xf32>, %arg1: index) {
// THREE-NEXT: %alloc = memref.alloc() : memref<3x4x4xf32>
// THREE-NEXT: affine.for %arg2 = 0 to 8 {
// THREE-NEXT: affine.for %arg3 = 2 to %arg1 step 4 {
// THREE-NEXT: %c2 = arith.constant 2 : index
// THREE-NEXT: %c4 = arith.constant 4 : index
// THREE-NEXT: %0 = affine.apply #map(%arg3)
// THREE-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 4, 4] [1, 1, 1] : memref<3x4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
// THREE-NEXT: memref.copy %arg0, %subview : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
// THREE-NEXT: %1 = affine.load %subview[0, 1] : memref<4x4xf32, strided<[4, 1], offset: ?>>
// THREE-NEXT: affine.store %1, %arg0[1, 0] : memref<4x4xf32>
// THREE-NEXT: %subview_2 = memref.subview %subview[0, 0] [1, 4] [1, 1] : memref<4x4xf32, strided<[4, 1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// THREE-NEXT: "consume"(%subview_2) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
// THREE-NEXT: }
// THREE-NEXT: }
// THREE-NEXT: %alloc_0 = memref.alloc() : memref<3x2xf32>
// THREE-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// THREE-NEXT: affine.for %arg2 = 1 to 9 step 3 {
// THREE-NEXT: %c1 = arith.constant 1 : index
// THREE-NEXT: %c3 = arith.constant 3 : index
// THREE-NEXT: %0 = affine.apply #map1(%arg2)
// THREE-NEXT: %subview = memref.subview %alloc_0[%0, 0] [1, 2] [1, 1] : memref<3x2xf32> to memref<2xf32, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %alloc_1, %subview : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: }
// FOUR: #map = affine_map<(d0) -> (((d0 - 2) floordiv 4) mod 4)>
// FOUR-NEXT: #map1 = affine_map<(d0) -> (((d0 - 1) floordiv 3) mod 4)>
// FOUR-NEXT: module {
// FOUR-NEXT: func.func @affine_loops(%arg0: memref<4x4xf32>, %arg1: index) {
// FOUR-NEXT: %alloc = memref.alloc() : memref<4x4x4xf32>
// FOUR-NEXT: affine.for %arg2 = 0 to 8 {
// FOUR-NEXT: affine.for %arg3 = 2 to %arg1 step 4 {
// FOUR-NEXT: %c2 = arith.constant 2 : index
// FOUR-NEXT: %c4 = arith.constant 4 : index
// FOUR-NEXT: %0 = affine.apply #map(%arg3)
// FOUR-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 4, 4] [1, 1, 1] : memref<4x4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
// FOUR-NEXT: memref.copy %arg0, %subview : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
// FOUR-NEXT: %1 = affine.load %subview[0, 1] : memref<4x4xf32, strided<[4, 1], offset: ?>>
// FOUR-NEXT: affine.store %1, %arg0[1, 0] : memref<4x4xf32>
// FOUR-NEXT: %subview_2 = memref.subview %subview[0, 0] [1, 4] [1, 1] : memref<4x4xf32, strided<[4, 1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// FOUR-NEXT: "consume"(%subview_2) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
// FOUR-NEXT: }
// FOUR-NEXT: }
// FOUR-NEXT: %alloc_0 = memref.alloc() : memref<4x2xf32>
// FOUR-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// FOUR-NEXT: affine.for %arg2 = 1 to 9 step 3 {
// FOUR-NEXT: %c1 = arith.constant 1 : index
// FOUR-NEXT: %c3 = arith.constant 3 : index
// FOUR-NEXT: %0 = affine.apply #map1(%arg2)
// FOUR-NEXT: %subview = memref.subview %alloc_0[%0, 0] [1, 2] [1, 1] : memref<4x2xf32> to memref<2xf32, strided<[1], offset: ?>>
// FOUR-NEXT: memref.copy %alloc_1, %subview : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// FOUR-NEXT: }
// FOUR-NEXT: return
// FOUR-NEXT: }
// FOUR-NEXT: }
// CSE: #map = affine_map<(d0) -> (((d0 - 2) floordiv 4) mod 5)>
// CSE-NEXT: #map1 = affine_map<(d0) -> (((d0 - 1) floordiv 3) mod 5)>
// CSE-NEXT: module {
// CSE-NEXT: func.func @affine_loops(%arg0: memref<4x4xf32>, %arg1: index) {
// CSE-NEXT: %alloc = memref.alloc() : memref<5x4x4xf32>
// CSE-NEXT: affine.for %arg2 = 0 to 8 {
// CSE-NEXT: affine.for %arg3 = 2 to %arg1 step 4 {
// CSE-NEXT: %0 = affine.apply #map(%arg3)
// CSE-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 4, 4] [1, 1, 1] : memref<5x4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
// CSE-NEXT: memref.copy %arg0, %subview : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
// CSE-NEXT: %1 = affine.load %subview[0, 1] : memref<4x4xf32, strided<[4, 1], offset: ?>>
// CSE-NEXT: affine.store %1, %arg0[1, 0] : memref<4x4xf32>
// CSE-NEXT: %subview_2 = memref.subview %subview[0, 0] [1, 4] [1, 1] : memref<4x4xf32, strided<[4, 1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// CSE-NEXT: "consume"(%subview_2) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
// CSE-NEXT: }
// CSE-NEXT: }
// CSE-NEXT: %alloc_0 = memref.alloc() : memref<5x2xf32>
// CSE-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CSE-NEXT: affine.for %arg2 = 1 to 9 step 3 {
// CSE-NEXT: %0 = affine.apply #map1(%arg2)
// CSE-NEXT: %subview = memref.subview %alloc_0[%0, 0] [1, 2] [1, 1] : memref<5x2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CSE-NEXT: memref.copy %alloc_1, %subview : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CSE-NEXT: }
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-NEXT: }
func.func @affine_loops(%a: memref<4x4xf32>, %n: index) {
  %buf = memref.alloc() : memref<4x4xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 2 to %n step 4 {
      memref.copy %a, %buf : memref<4x4xf32> to memref<4x4xf32>
      %v = affine.load %buf[0, 1] : memref<4x4xf32>
      affine.store %v, %a[1, 0] : memref<4x4xf32>
      %r = memref.subview %buf[0, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
      "consume"(%r) : (memref<4xf32, strided<[1]>>) -> ()
    }
  }
  %b2 = memref.alloc() : memref<2xf32>
  %s = memref.alloc() : memref<2xf32>
  affine.for %i = 1 to 9 step 3 {
    memref.copy %s, %b2 : memref<2xf32> to memref<2xf32>
  }
  return
}

// -----

// scf.parallel and scf.forall with one induction variable; a unit dimension.
// CHECK: #map = affine_map<(d0) -> (d0 floordiv 2 - ((d0 floordiv 2 - 1) floordiv 2) * 2 - 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (((d0 - 3) floordiv 2) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @parallel_loops(%arg0: memref<1x4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x1x4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2x1x4xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c2) to (%c8) step (%c2) {
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<2x1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: "consume"(%subview) : (memref<1x4xf32, strided<[4, 1], offset: ?>>) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg1) = (3) to (11) step (2) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2_1 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.apply #map1(%arg1)
// CHECK-NEXT: %subview = memref.subview %alloc_0[%0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<2x1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// THREE: #map = affine_map<(d0) -> (d0 floordiv 2 - ((d0 floordiv 2 - 1) floordiv 3) * 3 - 1)>
// THREE-NEXT: #map1 = affine_map<(d0) -> (((d0 - 3) floordiv 2) mod 3)>
// THREE-NEXT: module {
// THREE-NEXT: func.func @parallel_loops(%arg0: memref<1x4xf32>) {
// THREE-NEXT: %alloc = memref.alloc() : memref<3x1x4xf32>
// THREE-NEXT: %alloc_0 = memref.alloc() : memref<3x1x4xf32>
// THREE-NEXT: %c2 = arith.constant 2 : index
// THREE-NEXT: %c8 = arith.constant 8 : index
// THREE-NEXT: scf.parallel (%arg1) = (%c2) to (%c8) step (%c2) {
// THREE-NEXT: %0 = affine.apply #map(%arg1)
// THREE-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<3x1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// THREE-NEXT: memref.copy %arg0, %subview : memref<1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// THREE-NEXT: "consume"(%subview) : (memref<1x4xf32, strided<[4, 1], offset: ?>>) -> ()
// THREE-NEXT: scf.reduce
// THREE-NEXT: }
// THREE-NEXT: scf.forall (%arg1) = (3) to (11) step (2) {
// THREE-NEXT: %c3 = arith.constant 3 : index
// THREE-NEXT: %c2_1 = arith.constant 2 : index
// THREE-NEXT: %0 = affine.apply #map1(%arg1)
// THREE-NEXT: %subview = memref.subview %alloc_0[%0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<3x1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// THREE-NEXT: memref.copy %arg0, %subview : memref<1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: }
// FOUR: #map = affine_map<(d0) -> (d0 floordiv 2 - ((d0 floordiv 2 - 1) floordiv 4) * 4 - 1)>
// FOUR-NEXT: #map1 = affine_map<(d0) -> (((d0 - 3) floordiv 2) mod 4)>
// FOUR-NEXT: module {
// FOUR-NEXT: func.func @parallel_loops(%arg0: memref<1x4xf32>) {
// FOUR-NEXT: %alloc = memref.alloc() : memref<4x1x4xf32>
// FOUR-NEXT: %alloc_0 = memref.alloc() : memref<4x1x4xf32>
// FOUR-NEXT: %c2 = arith.constant 2 : index
// FOUR-NEXT: %c8 = arith.constant 8 : index
// FOUR-NEXT: scf.parallel (%arg1) = (%c2) to (%c8) step (%c2) {
// FOUR-NEXT: %0 = affine.apply #map(%arg1)
// FOUR-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<4x1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// FOUR-NEXT: memref.copy %arg0, %subview : memref<1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// FOUR-NEXT: "consume"(%subview) : (memref<1x4xf32, strided<[4, 1], offset: ?>>) -> ()
// FOUR-NEXT: scf.reduce
// FOUR-NEXT: }
// FOUR-NEXT: scf.forall (%arg1) = (3) to (11) step (2) {
// FOUR-NEXT: %c3 = arith.constant 3 : index
// FOUR-NEXT: %c2_1 = arith.constant 2 : index
// FOUR-NEXT: %0 = affine.apply #map1(%arg1)
// FOUR-NEXT: %subview = memref.subview %alloc_0[%0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<4x1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// FOUR-NEXT: memref.copy %arg0, %subview : memref<1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// FOUR-NEXT: }
// FOUR-NEXT: return
// FOUR-NEXT: }
// FOUR-NEXT: }
// CSE: #map = affine_map<(d0) -> (d0 floordiv 2 - ((d0 floordiv 2 - 1) floordiv 5) * 5 - 1)>
// CSE-NEXT: #map1 = affine_map<(d0) -> (((d0 - 3) floordiv 2) mod 5)>
// CSE-NEXT: module {
// CSE-NEXT: func.func @parallel_loops(%arg0: memref<1x4xf32>) {
// CSE-NEXT: %alloc = memref.alloc() : memref<5x1x4xf32>
// CSE-NEXT: %alloc_0 = memref.alloc() : memref<5x1x4xf32>
// CSE-NEXT: %c2 = arith.constant 2 : index
// CSE-NEXT: %c8 = arith.constant 8 : index
// CSE-NEXT: scf.parallel (%arg1) = (%c2) to (%c8) step (%c2) {
// CSE-NEXT: %0 = affine.apply #map(%arg1)
// CSE-NEXT: %subview = memref.subview %alloc[%0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<5x1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// CSE-NEXT: memref.copy %arg0, %subview : memref<1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// CSE-NEXT: "consume"(%subview) : (memref<1x4xf32, strided<[4, 1], offset: ?>>) -> ()
// CSE-NEXT: scf.reduce
// CSE-NEXT: }
// CSE-NEXT: scf.forall (%arg1) = (3) to (11) step (2) {
// CSE-NEXT: %0 = affine.apply #map1(%arg1)
// CSE-NEXT: %subview = memref.subview %alloc_0[%0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<5x1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// CSE-NEXT: memref.copy %arg0, %subview : memref<1x4xf32> to memref<1x4xf32, strided<[4, 1], offset: ?>>
// CSE-NEXT: }
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-NEXT: }
func.func @parallel_loops(%a: memref<1x4xf32>) {
  %p = memref.alloc() : memref<1x4xf32>
  %f = memref.alloc() : memref<1x4xf32>
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c2) to (%c8) step (%c2) {
    memref.copy %a, %p : memref<1x4xf32> to memref<1x4xf32>
    "consume"(%p) : (memref<1x4xf32>) -> ()
    scf.reduce
  }
  scf.forall (%i) = (3) to (11) step (2) {
    memref.copy %a, %f : memref<1x4xf32> to memref<1x4xf32>
  }
  return
}

// -----

// Left alone: read before the copy, dealloc after the loop (the copy does not dominate it),
// a use after the loop, an allocation inside the loop, scf.while (no induction variable), an
// affine.for with a max lower bound, a buffer only written by stores, a 2-d scf.parallel.
// CHECK: #map = affine_map<()[s0] -> (0, s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @negative(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: "consume"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc_1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc_6 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %alloc_4[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: "consume"(%alloc_1) : (memref<4xf32>) -> ()
// CHECK-NEXT: %0 = scf.while (%arg2 = %c0) : (index) -> index {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT: scf.condition(%1) %arg2 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: memref.copy %arg0, %alloc_2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = max #map()[%arg1] to 16 {
// CHECK-NEXT: memref.copy %arg0, %alloc_3 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg1, %arg1) step (%c1, %c1) {
// CHECK-NEXT: memref.copy %arg0, %alloc_5 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// THREE: #map = affine_map<()[s0] -> (0, s0)>
// THREE-NEXT: module {
// THREE-NEXT: func.func @negative(%arg0: memref<4xf32>, %arg1: index) {
// THREE-NEXT: %c0 = arith.constant 0 : index
// THREE-NEXT: %c1 = arith.constant 1 : index
// THREE-NEXT: %alloc = memref.alloc() : memref<4xf32>
// THREE-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// THREE-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// THREE-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// THREE-NEXT: %alloc_3 = memref.alloc() : memref<4xf32>
// THREE-NEXT: %alloc_4 = memref.alloc() : memref<4xf32>
// THREE-NEXT: %alloc_5 = memref.alloc() : memref<4xf32>
// THREE-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// THREE-NEXT: "consume"(%alloc) : (memref<4xf32>) -> ()
// THREE-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// THREE-NEXT: memref.copy %arg0, %alloc_0 : memref<4xf32> to memref<4xf32>
// THREE-NEXT: memref.copy %arg0, %alloc_1 : memref<4xf32> to memref<4xf32>
// THREE-NEXT: %alloc_6 = memref.alloc() : memref<4xf32>
// THREE-NEXT: memref.copy %arg0, %alloc_6 : memref<4xf32> to memref<4xf32>
// THREE-NEXT: %cst = arith.constant 0.000000e+00 : f32
// THREE-NEXT: memref.store %cst, %alloc_4[%arg2] : memref<4xf32>
// THREE-NEXT: }
// THREE-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// THREE-NEXT: "consume"(%alloc_1) : (memref<4xf32>) -> ()
// THREE-NEXT: %0 = scf.while (%arg2 = %c0) : (index) -> index {
// THREE-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : index
// THREE-NEXT: scf.condition(%1) %arg2 : index
// THREE-NEXT: } do {
// THREE-NEXT: ^bb0(%arg2: index):
// THREE-NEXT: memref.copy %arg0, %alloc_2 : memref<4xf32> to memref<4xf32>
// THREE-NEXT: %1 = arith.addi %arg2, %c1 : index
// THREE-NEXT: scf.yield %1 : index
// THREE-NEXT: }
// THREE-NEXT: affine.for %arg2 = max #map()[%arg1] to 16 {
// THREE-NEXT: memref.copy %arg0, %alloc_3 : memref<4xf32> to memref<4xf32>
// THREE-NEXT: }
// THREE-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg1, %arg1) step (%c1, %c1) {
// THREE-NEXT: memref.copy %arg0, %alloc_5 : memref<4xf32> to memref<4xf32>
// THREE-NEXT: scf.reduce
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: }
// FOUR: #map = affine_map<()[s0] -> (0, s0)>
// FOUR-NEXT: module {
// FOUR-NEXT: func.func @negative(%arg0: memref<4xf32>, %arg1: index) {
// FOUR-NEXT: %c0 = arith.constant 0 : index
// FOUR-NEXT: %c1 = arith.constant 1 : index
// FOUR-NEXT: %alloc = memref.alloc() : memref<4xf32>
// FOUR-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// FOUR-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// FOUR-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// FOUR-NEXT: %alloc_3 = memref.alloc() : memref<4xf32>
// FOUR-NEXT: %alloc_4 = memref.alloc() : memref<4xf32>
// FOUR-NEXT: %alloc_5 = memref.alloc() : memref<4xf32>
// FOUR-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// FOUR-NEXT: "consume"(%alloc) : (memref<4xf32>) -> ()
// FOUR-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// FOUR-NEXT: memref.copy %arg0, %alloc_0 : memref<4xf32> to memref<4xf32>
// FOUR-NEXT: memref.copy %arg0, %alloc_1 : memref<4xf32> to memref<4xf32>
// FOUR-NEXT: %alloc_6 = memref.alloc() : memref<4xf32>
// FOUR-NEXT: memref.copy %arg0, %alloc_6 : memref<4xf32> to memref<4xf32>
// FOUR-NEXT: %cst = arith.constant 0.000000e+00 : f32
// FOUR-NEXT: memref.store %cst, %alloc_4[%arg2] : memref<4xf32>
// FOUR-NEXT: }
// FOUR-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// FOUR-NEXT: "consume"(%alloc_1) : (memref<4xf32>) -> ()
// FOUR-NEXT: %0 = scf.while (%arg2 = %c0) : (index) -> index {
// FOUR-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : index
// FOUR-NEXT: scf.condition(%1) %arg2 : index
// FOUR-NEXT: } do {
// FOUR-NEXT: ^bb0(%arg2: index):
// FOUR-NEXT: memref.copy %arg0, %alloc_2 : memref<4xf32> to memref<4xf32>
// FOUR-NEXT: %1 = arith.addi %arg2, %c1 : index
// FOUR-NEXT: scf.yield %1 : index
// FOUR-NEXT: }
// FOUR-NEXT: affine.for %arg2 = max #map()[%arg1] to 16 {
// FOUR-NEXT: memref.copy %arg0, %alloc_3 : memref<4xf32> to memref<4xf32>
// FOUR-NEXT: }
// FOUR-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg1, %arg1) step (%c1, %c1) {
// FOUR-NEXT: memref.copy %arg0, %alloc_5 : memref<4xf32> to memref<4xf32>
// FOUR-NEXT: scf.reduce
// FOUR-NEXT: }
// FOUR-NEXT: return
// FOUR-NEXT: }
// FOUR-NEXT: }
// CSE: #map = affine_map<()[s0] -> (0, s0)>
// CSE-NEXT: module {
// CSE-NEXT: func.func @negative(%arg0: memref<4xf32>, %arg1: index) {
// CSE-NEXT: %c0 = arith.constant 0 : index
// CSE-NEXT: %c1 = arith.constant 1 : index
// CSE-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CSE-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CSE-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CSE-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// CSE-NEXT: %alloc_3 = memref.alloc() : memref<4xf32>
// CSE-NEXT: %alloc_4 = memref.alloc() : memref<4xf32>
// CSE-NEXT: %alloc_5 = memref.alloc() : memref<4xf32>
// CSE-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CSE-NEXT: "consume"(%alloc) : (memref<4xf32>) -> ()
// CSE-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CSE-NEXT: memref.copy %arg0, %alloc_0 : memref<4xf32> to memref<4xf32>
// CSE-NEXT: memref.copy %arg0, %alloc_1 : memref<4xf32> to memref<4xf32>
// CSE-NEXT: %alloc_6 = memref.alloc() : memref<4xf32>
// CSE-NEXT: memref.copy %arg0, %alloc_6 : memref<4xf32> to memref<4xf32>
// CSE-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CSE-NEXT: memref.store %cst, %alloc_4[%arg2] : memref<4xf32>
// CSE-NEXT: }
// CSE-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CSE-NEXT: "consume"(%alloc_1) : (memref<4xf32>) -> ()
// CSE-NEXT: %0 = scf.while (%arg2 = %c0) : (index) -> index {
// CSE-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : index
// CSE-NEXT: scf.condition(%1) %arg2 : index
// CSE-NEXT: } do {
// CSE-NEXT: ^bb0(%arg2: index):
// CSE-NEXT: memref.copy %arg0, %alloc_2 : memref<4xf32> to memref<4xf32>
// CSE-NEXT: %1 = arith.addi %arg2, %c1 : index
// CSE-NEXT: scf.yield %1 : index
// CSE-NEXT: }
// CSE-NEXT: affine.for %arg2 = max #map()[%arg1] to 16 {
// CSE-NEXT: memref.copy %arg0, %alloc_3 : memref<4xf32> to memref<4xf32>
// CSE-NEXT: }
// CSE-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg1, %arg1) step (%c1, %c1) {
// CSE-NEXT: memref.copy %arg0, %alloc_5 : memref<4xf32> to memref<4xf32>
// CSE-NEXT: scf.reduce
// CSE-NEXT: }
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-NEXT: }
func.func @negative(%a: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %read_first = memref.alloc() : memref<4xf32>
  %freed_after = memref.alloc() : memref<4xf32>
  %used_after = memref.alloc() : memref<4xf32>
  %in_while = memref.alloc() : memref<4xf32>
  %max_lb = memref.alloc() : memref<4xf32>
  %stored = memref.alloc() : memref<4xf32>
  %par2 = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    "consume"(%read_first) : (memref<4xf32>) -> ()
    memref.copy %a, %read_first : memref<4xf32> to memref<4xf32>
    memref.copy %a, %freed_after : memref<4xf32> to memref<4xf32>
    memref.copy %a, %used_after : memref<4xf32> to memref<4xf32>
    %inside = memref.alloc() : memref<4xf32>
    memref.copy %a, %inside : memref<4xf32> to memref<4xf32>
    %z = arith.constant 0.0 : f32
    memref.store %z, %stored[%i] : memref<4xf32>
  }
  memref.dealloc %freed_after : memref<4xf32>
  "consume"(%used_after) : (memref<4xf32>) -> ()
  %w = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%i: index):
    memref.copy %a, %in_while : memref<4xf32> to memref<4xf32>
    %j = arith.addi %i, %c1 : index
    scf.yield %j : index
  }
  affine.for %j = max affine_map<()[s0] -> (0, s0)>()[%n] to 16 {
    memref.copy %a, %max_lb : memref<4xf32> to memref<4xf32>
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.copy %a, %par2 : memref<4xf32> to memref<4xf32>
    scf.reduce
  }
  return
}
