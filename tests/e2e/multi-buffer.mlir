// bufjit-entry: @main
// Multi-buffering before the deallocation pipeline, end to end: staging buffers filled by a
// memref.copy at the start of each iteration get 2, 3 or 4 slices (scf.for with constant and
// dynamic bounds, a nested loop, an affine.for; lower-affine then expands the slice index);
// every variant prints the same sums (mlir-runner 22's output for the multi-buffered program
// too) and frees every buffer exactly once. The allocation count stays the same; the bytes
// live grow with the factor (peak: the 256-byte source plus the largest staging buffer).
// RUN: bufjit run %s -e main --pipeline="builtin.module(buffer-deallocation-pipeline, convert-bufferization-to-memref, lower-affine)" --report=text 2>&1 | FileCheck %s --check-prefix=BASE
// RUN: bufjit run %s -e main --pipeline="builtin.module(memref-multi-buffer{factor=2}, buffer-deallocation-pipeline, convert-bufferization-to-memref, lower-affine)" --report=text 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: bufjit run %s -e main --pipeline="builtin.module(memref-multi-buffer{factor=3 skip-override-analysis=true}, buffer-deallocation-pipeline, convert-bufferization-to-memref, lower-affine)" --report=text 2>&1 | FileCheck %s --check-prefix=THREE
// RUN: bufjit run %s -e main --pipeline="builtin.module(test-multi-buffering{multiplier=4}, buffer-deallocation-pipeline, convert-bufferization-to-memref, lower-affine)" --report=text 2>&1 | FileCheck %s --check-prefix=FOUR
// RUN: bufjit run %s -e main -O3 --pipeline="builtin.module(buffer-loop-hoisting, memref-multi-buffer, buffer-deallocation-pipeline, convert-bufferization-to-memref, lower-affine, canonicalize)" --report=text 2>&1 | FileCheck %s --check-prefix=TWO

func.func private @printF32(f32)
func.func private @printNewline()

// src[k] = k * scale for k < 64.
func.func @fill(%scale: f32) -> memref<64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %src = memref.alloc() : memref<64xf32>
  scf.for %k = %c0 to %c64 step %c1 {
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %v = arith.mulf %kf, %scale : f32
    memref.store %v, %src[%k] : memref<64xf32>
  }
  return %src : memref<64xf32>
}

// Sum over tiles of 8: each iteration stages src[i .. i+8) and adds stage[0] * stage[7].
func.func @tiles(%src: memref<64xf32>, %lb: index, %ub: index, %step: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %zero = arith.constant 0.0 : f32
  %stage = memref.alloc() : memref<8xf32>
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (f32) {
    %tile = memref.subview %src[%i] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.copy %tile, %stage : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
    %a = memref.load %stage[%c0] : memref<8xf32>
    %b = memref.load %stage[%c7] : memref<8xf32>
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// A 2-d staging buffer in the inner loop of a nest (its lower bound is the outer variable),
// read through a subview.
func.func @nest(%src: memref<64xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c40 = arith.constant 40 : index
  %zero = arith.constant 0.0 : f32
  %stage = memref.alloc() : memref<2x4xf32>
  %out = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc0 = %zero) -> (f32) {
    %inner = scf.for %j = %i to %c40 step %c4 iter_args(%acc = %acc0) -> (f32) {
      %tile = memref.subview %src[%j] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
      %t2 = memref.expand_shape %tile [[0, 1]] output_shape [2, 4] : memref<8xf32, strided<[1], offset: ?>> into memref<2x4xf32, strided<[4, 1], offset: ?>>
      memref.copy %t2, %stage : memref<2x4xf32, strided<[4, 1], offset: ?>> to memref<2x4xf32>
      %row = memref.subview %stage[1, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: 4>>
      %v = memref.load %row[%c2] : memref<4xf32, strided<[1], offset: 4>>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    scf.yield %inner : f32
  }
  return %out : f32
}

// An affine.for staging a reversed window.
func.func @affine_tiles(%src: memref<64xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %stage = memref.alloc() : memref<4xf32>
  %r = affine.for %i = 3 to 60 step 5 iter_args(%acc = %zero) -> (f32) {
    %tile = memref.subview %src[%i] [4] [1] : memref<64xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %tile, %stage : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
    %a = affine.load %stage[3] : memref<4xf32>
    %b = affine.load %stage[1] : memref<4xf32>
    %d = arith.subf %a, %b : f32
    %s = arith.addf %acc, %d : f32
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c50 = arith.constant 50 : index
  %c56 = arith.constant 56 : index
  %half = arith.constant 0.5 : f32
  %src = call @fill(%half) : (f32) -> memref<64xf32>
  %0 = call @tiles(%src, %c0, %c56, %c8) : (memref<64xf32>, index, index, index) -> f32
  call @printF32(%0) : (f32) -> ()
  call @printNewline() : () -> ()
  %1 = call @tiles(%src, %c1, %c50, %c3) : (memref<64xf32>, index, index, index) -> f32
  call @printF32(%1) : (f32) -> ()
  call @printNewline() : () -> ()
  %2 = call @nest(%src) : (memref<64xf32>) -> f32
  call @printF32(%2) : (f32) -> ()
  call @printNewline() : () -> ()
  %3 = call @affine_tiles(%src) : (memref<64xf32>) -> f32
  call @printF32(%3) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
// BASE: 1750
// BASE-NEXT: 4318
// BASE-NEXT: 510
// BASE-NEXT: 12
// BASE-NEXT: bufjit: OK: no violations, no leaks; 5 allocations, 5 frees, 368 bytes allocated, peak 288 bytes live
// TWO: 1750
// TWO-NEXT: 4318
// TWO-NEXT: 510
// TWO-NEXT: 12
// TWO-NEXT: bufjit: OK: no violations, no leaks; 5 allocations, 5 frees, 480 bytes allocated, peak 320 bytes live
// THREE: 1750
// THREE-NEXT: 4318
// THREE-NEXT: 510
// THREE-NEXT: 12
// THREE-NEXT: bufjit: OK: no violations, no leaks; 5 allocations, 5 frees, 592 bytes allocated, peak 352 bytes live
// FOUR: 1750
// FOUR-NEXT: 4318
// FOUR-NEXT: 510
// FOUR-NEXT: 12
// FOUR-NEXT: bufjit: OK: no violations, no leaks; 5 allocations, 5 frees, 704 bytes allocated, peak 384 bytes live
