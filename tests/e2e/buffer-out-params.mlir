// bufjit-entry: @main
// Calling-convention passes before the deallocation pipeline, end to end: returned buffers
// become caller-allocated out-params (hoisted into the callee with the hoist options, the
// dynamic size taken from the call), results equal to an argument are dropped; same output,
// no leaks, no double frees, fewer heap allocations.
// RUN: bufjit run %s -e main --pipeline="builtin.module( buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=BASE
// RUN: bufjit run %s -e main --pipeline="builtin.module(buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs}, buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: bufjit run %s -e main --pipeline="builtin.module(buffer-results-to-out-params{hoist-dynamic-allocs}, buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=DYN
// RUN: bufjit run %s -e main --pipeline="builtin.module(buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs}, buffer-hoisting, buffer-loop-hoisting, promote-buffers-to-stack, buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=ALL

func.func private @printF32(f32)
func.func private @printNewline()

// A private producer returning a fresh buffer (out-params: the caller allocates it).
func.func private @produce(%x: f32) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %b = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    memref.store %x, %b[%i] : memref<16xf32>
  }
  return %b : memref<16xf32>
}

// A dynamically sized producer whose size is an argument (hoist-dynamic-allocs).
func.func private @produce_dyn(%n: index, %x: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %b[%i] : memref<?xf32>
  }
  return %b : memref<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %seven = arith.constant 7.0 : f32
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %zero) -> f32 {
    %a = call @produce(%two) : (f32) -> memref<16xf32>
    %d = call @produce_dyn(%c5, %seven) : (index, f32) -> memref<?xf32>
    %v0 = memref.load %a[%c0] : memref<16xf32>
    %v1 = memref.load %d[%c3] : memref<?xf32>
    %s0 = arith.addf %acc, %v0 : f32
    %s1 = arith.addf %s0, %v1 : f32
    %s2 = arith.addf %s1, %v1 : f32
    scf.yield %s2 : f32
  }
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
// BASE: 80
// BASE-NEXT: bufjit: OK: no violations, no leaks; 35 allocations, 35 frees, 520 bytes allocated, peak 104 bytes live
// OUT: 80
// OUT-NEXT: bufjit: OK: no violations, no leaks; 10 allocations, 10 frees, 420 bytes allocated, peak 84 bytes live
// DYN: 80
// DYN-NEXT: bufjit: OK: no violations, no leaks; 15 allocations, 15 frees, 740 bytes allocated, peak 128 bytes live
// ALL: 80
// ALL-NEXT: bufjit: OK: no violations, no leaks; 1 allocation, 1 free, 20 bytes allocated, peak 20 bytes live
