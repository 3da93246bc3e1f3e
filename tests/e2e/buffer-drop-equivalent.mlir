// bufjit-entry: @main
// drop-equivalent-buffer-results before the deallocation pipeline: the callee's result is
// its argument, so the caller keeps using its own buffer and the ownership pass no longer
// clones at the call (56 heap allocations -> 8).
// RUN: bufjit run %s -e main --pipeline="builtin.module( buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=BASE
// RUN: bufjit run %s -e main --pipeline="builtin.module(drop-equivalent-buffer-results, buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=DROP
// RUN: bufjit run %s -e main --pipeline="builtin.module(buffer-loop-hoisting, buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=LOOP

func.func private @printF32(f32)
func.func private @printNewline()

// Returns (a cast of) its argument after writing to it (drop-equivalent-buffer-results).
func.func private @fill(%m: memref<16xf32>, %x: f32) -> memref<?xf32> {
  %c3 = arith.constant 3 : index
  memref.store %x, %m[%c3] : memref<16xf32>
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  return %c : memref<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %seven = arith.constant 7.0 : f32
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> f32 {
    %a = memref.alloc() : memref<16xf32>
    %f = call @fill(%a, %seven) : (memref<16xf32>, f32) -> memref<?xf32>
    %v = memref.load %f[%c3] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
// BASE: 56
// BASE-NEXT: bufjit: OK: no violations, no leaks; 56 allocations, 56 frees, 1184 bytes allocated, peak 148 bytes live
// DROP: 56
// DROP-NEXT: bufjit: OK: no violations, no leaks; 8 allocations, 8 frees, 512 bytes allocated, peak 64 bytes live
// LOOP: 56
// LOOP-NEXT: bufjit: OK: no violations, no leaks; 9 allocations, 9 frees, 576 bytes allocated, peak 128 bytes live
