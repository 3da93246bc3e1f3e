// memref-multi-buffer, the user-facing pass: the transformation of --test-multi-buffering
// (the first two prefixes hold mlir-opt 22's --test-multi-buffering=multiplier=N output) with
// MLIR's skip-override-analysis option (the last one holds mlir-opt 22's
// `transform.memref.multibuffer {skip_analysis}` output; regenerate with
// tests/tools/gen-multibuffer-checks.py). Buffers that are not shared between loop iterations
// are left alone without an error.
// RUN: bufjit opt %s --allow-unregistered-dialect -split-input-file --memref-multi-buffer | FileCheck %s
// RUN: bufjit opt %s --allow-unregistered-dialect -split-input-file --memref-multi-buffer=factor=3 | FileCheck %s --check-prefix=THREE
// RUN: bufjit opt %s --allow-unregistered-dialect -split-input-file '--memref-multi-buffer=factor=2 skip-override-analysis=true' | FileCheck %s --check-prefix=SKIP

// A staging buffer filled by a copy per iteration.
// CHECK: #map = affine_map<(d0) -> ((d0 floordiv 16) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @staging(%arg0: memref<256xf64>, %arg1: memref<256xf64>, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x16xf64>
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg2 step %c16 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)
// CHECK-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 16] [1, 1] : memref<2x16xf64> to memref<16xf64, strided<[1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[%arg3] [16] [1] : memref<256xf64> to memref<16xf64, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %subview_0, %subview : memref<16xf64, strided<[1], offset: ?>> to memref<16xf64, strided<[1], offset: ?>>
// CHECK-NEXT: %subview_1 = memref.subview %arg1[%arg3] [16] [1] : memref<256xf64> to memref<16xf64, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %subview, %subview_1 : memref<16xf64, strided<[1], offset: ?>> to memref<16xf64, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// THREE: #map = affine_map<(d0) -> ((d0 floordiv 16) mod 3)>
// THREE-NEXT: module {
// THREE-NEXT: func.func @staging(%arg0: memref<256xf64>, %arg1: memref<256xf64>, %arg2: index) {
// THREE-NEXT: %c0 = arith.constant 0 : index
// THREE-NEXT: %c16 = arith.constant 16 : index
// THREE-NEXT: %alloc = memref.alloc() : memref<3x16xf64>
// THREE-NEXT: scf.for %arg3 = %c0 to %arg2 step %c16 {
// THREE-NEXT: %0 = affine.apply #map(%arg3)
// THREE-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 16] [1, 1] : memref<3x16xf64> to memref<16xf64, strided<[1], offset: ?>>
// THREE-NEXT: %subview_0 = memref.subview %arg0[%arg3] [16] [1] : memref<256xf64> to memref<16xf64, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %subview_0, %subview : memref<16xf64, strided<[1], offset: ?>> to memref<16xf64, strided<[1], offset: ?>>
// THREE-NEXT: %subview_1 = memref.subview %arg1[%arg3] [16] [1] : memref<256xf64> to memref<16xf64, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %subview, %subview_1 : memref<16xf64, strided<[1], offset: ?>> to memref<16xf64, strided<[1], offset: ?>>
// THREE-NEXT: }
// THREE-NEXT: return
// THREE-NEXT: }
// THREE-NEXT: }
// SKIP: #map = affine_map<(d0) -> ((d0 floordiv 16) mod 2)>
// SKIP-NEXT: module {
// SKIP-NEXT: func.func @staging(%arg0: memref<256xf64>, %arg1: memref<256xf64>, %arg2: index) {
// SKIP-NEXT: %c0 = arith.constant 0 : index
// SKIP-NEXT: %c16 = arith.constant 16 : index
// SKIP-NEXT: %alloc = memref.alloc() : memref<2x16xf64>
// SKIP-NEXT: scf.for %arg3 = %c0 to %arg2 step %c16 {
// SKIP-NEXT: %0 = affine.apply #map(%arg3)
// SKIP-NEXT: %subview = memref.subview %alloc[%0, 0] [1, 16] [1, 1] : memref<2x16xf64> to memref<16xf64, strided<[1], offset: ?>>
// SKIP-NEXT: %subview_0 = memref.subview %arg0[%arg3] [16] [1] : memref<256xf64> to memref<16xf64, strided<[1], offset: ?>>
// SKIP-NEXT: memref.copy %subview_0, %subview : memref<16xf64, strided<[1], offset: ?>> to memref<16xf64, strided<[1], offset: ?>>
// SKIP-NEXT: %subview_1 = memref.subview %arg1[%arg3] [16] [1] : memref<256xf64> to memref<16xf64, strided<[1], offset: ?>>
// SKIP-NEXT: memref.copy %subview, %subview_1 : memref<16xf64, strided<[1], offset: ?>> to memref<16xf64, strided<[1], offset: ?>>
// SKIP-NEXT: }
// SKIP-NEXT: return
// SKIP-NEXT: }
// SKIP-NEXT: }
func.func @staging(%src: memref<256xf64>, %dst: memref<256xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %stage = memref.alloc() : memref<16xf64>
  scf.for %i = %c0 to %n step %c16 {
    %in = memref.subview %src[%i] [16] [1] : memref<256xf64> to memref<16xf64, strided<[1], offset: ?>>
    memref.copy %in, %stage : memref<16xf64, strided<[1], offset: ?>> to memref<16xf64>
    %out = memref.subview %dst[%i] [16] [1] : memref<256xf64> to memref<16xf64, strided<[1], offset: ?>>
    memref.copy %stage, %out : memref<16xf64> to memref<16xf64, strided<[1], offset: ?>>
  }
  return
}

// -----

// A result buffer written in the loop and read after it, and a buffer allocated in the loop
// body (fresh in every iteration), are no shared scratch buffers: left alone. The scratch
// buffer next to them, in an affine.for, is multi-buffered.
// CHECK: #map = affine_map<(d0) -> ((d0 floordiv 2) mod 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @mixed(%arg0: memref<8xi64>, %arg1: index) -> memref<8xi64> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2x8xi64>
// CHECK-NEXT: affine.for %arg2 = 0 to 64 step 2 {
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c2_2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: %subview = memref.subview %alloc_0[%0, 0] [1, 8] [1, 1] : memref<2x8xi64> to memref<8xi64, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<8xi64> to memref<8xi64, strided<[1], offset: ?>>
// CHECK-NEXT: %1 = memref.load %subview[%c2] : memref<8xi64, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %1, %alloc[%c0] : memref<8xi64>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<8xi64>
// CHECK-NEXT: memref.copy %subview, %alloc_3 : memref<8xi64, strided<[1], offset: ?>> to memref<8xi64>
// CHECK-NEXT: "consume"(%alloc_3) : (memref<8xi64>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %alloc : memref<8xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// THREE: #map = affine_map<(d0) -> ((d0 floordiv 2) mod 3)>
// THREE-NEXT: module {
// THREE-NEXT: func.func @mixed(%arg0: memref<8xi64>, %arg1: index) -> memref<8xi64> {
// THREE-NEXT: %c0 = arith.constant 0 : index
// THREE-NEXT: %c2 = arith.constant 2 : index
// THREE-NEXT: %alloc = memref.alloc() : memref<8xi64>
// THREE-NEXT: %alloc_0 = memref.alloc() : memref<3x8xi64>
// THREE-NEXT: affine.for %arg2 = 0 to 64 step 2 {
// THREE-NEXT: %c0_1 = arith.constant 0 : index
// THREE-NEXT: %c2_2 = arith.constant 2 : index
// THREE-NEXT: %0 = affine.apply #map(%arg2)
// THREE-NEXT: %subview = memref.subview %alloc_0[%0, 0] [1, 8] [1, 1] : memref<3x8xi64> to memref<8xi64, strided<[1], offset: ?>>
// THREE-NEXT: memref.copy %arg0, %subview : memref<8xi64> to memref<8xi64, strided<[1], offset: ?>>
// THREE-NEXT: %1 = memref.load %subview[%c2] : memref<8xi64, strided<[1], offset: ?>>
// THREE-NEXT: memref.store %1, %alloc[%c0] : memref<8xi64>
// THREE-NEXT: %alloc_3 = memref.alloc() : memref<8xi64>
// THREE-NEXT: memref.copy %subview, %alloc_3 : memref<8xi64, strided<[1], offset: ?>> to memref<8xi64>
// THREE-NEXT: "consume"(%alloc_3) : (memref<8xi64>) -> ()
// THREE-NEXT: }
// THREE-NEXT: return %alloc : memref<8xi64>
// THREE-NEXT: }
// THREE-NEXT: }
// SKIP: #map = affine_map<(d0) -> ((d0 floordiv 2) mod 2)>
// SKIP-NEXT: module {
// SKIP-NEXT: func.func @mixed(%arg0: memref<8xi64>, %arg1: index) -> memref<8xi64> {
// SKIP-NEXT: %c0 = arith.constant 0 : index
// SKIP-NEXT: %c2 = arith.constant 2 : index
// SKIP-NEXT: %alloc = memref.alloc() : memref<8xi64>
// SKIP-NEXT: %alloc_0 = memref.alloc() : memref<2x8xi64>
// SKIP-NEXT: affine.for %arg2 = 0 to 64 step 2 {
// SKIP-NEXT: %c0_1 = arith.constant 0 : index
// SKIP-NEXT: %c2_2 = arith.constant 2 : index
// SKIP-NEXT: %0 = affine.apply #map(%arg2)
// SKIP-NEXT: %subview = memref.subview %alloc_0[%0, 0] [1, 8] [1, 1] : memref<2x8xi64> to memref<8xi64, strided<[1], offset: ?>>
// SKIP-NEXT: memref.copy %arg0, %subview : memref<8xi64> to memref<8xi64, strided<[1], offset: ?>>
// SKIP-NEXT: %1 = memref.load %subview[%c2] : memref<8xi64, strided<[1], offset: ?>>
// SKIP-NEXT: memref.store %1, %alloc[%c0] : memref<8xi64>
// SKIP-NEXT: %alloc_3 = memref.alloc() : memref<8xi64>
// SKIP-NEXT: memref.copy %subview, %alloc_3 : memref<8xi64, strided<[1], offset: ?>> to memref<8xi64>
// SKIP-NEXT: "consume"(%alloc_3) : (memref<8xi64>) -> ()
// SKIP-NEXT: }
// SKIP-NEXT: return %alloc : memref<8xi64>
// SKIP-NEXT: }
// SKIP-NEXT: }
func.func @mixed(%a: memref<8xi64>, %n: index) -> memref<8xi64> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %result = memref.alloc() : memref<8xi64>
  %scratch = memref.alloc() : memref<8xi64>
  affine.for %i = 0 to 64 step 2 {
    memref.copy %a, %scratch : memref<8xi64> to memref<8xi64>
    %v = memref.load %scratch[%c2] : memref<8xi64>
    memref.store %v, %result[%c0] : memref<8xi64>
    %fresh = memref.alloc() : memref<8xi64>
    memref.copy %scratch, %fresh : memref<8xi64> to memref<8xi64>
    "consume"(%fresh) : (memref<8xi64>) -> ()
  }
  return %result : memref<8xi64>
}
