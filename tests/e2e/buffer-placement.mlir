// bufjit-entry: @main
// The buffer placement passes before the deallocation pipeline, end to end: every
// composition prints the same results, frees every buffer exactly once, and the
// allocator's report shows what each pass saves (loop hoisting: 10 scratch buffers -> 1;
// promotion to the stack: only the 4 KiB buffer stays on the heap).
// RUN: bufjit run %s -e main --pipeline="builtin.module( buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=BASE
// RUN: bufjit run %s -e main --pipeline="builtin.module(buffer-hoisting, buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=HOIST
// RUN: bufjit run %s -e main --pipeline="builtin.module(buffer-loop-hoisting, buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: bufjit run %s -e main --pipeline="builtin.module(promote-buffers-to-stack, buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=STACK
// RUN: bufjit run %s -e main --pipeline="builtin.module(buffer-hoisting, buffer-loop-hoisting, promote-buffers-to-stack, buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: bufjit run %s -e main --pipeline="builtin.module(optimize-allocation-liveness, buffer-deallocation-pipeline, convert-bufferization-to-memref)" --report=text 2>&1 | FileCheck %s --check-prefix=LIVE
// RUN: bufjit run %s -e main --pipeline="builtin.module(buffer-deallocation-pipeline, convert-bufferization-to-memref, optimize-allocation-liveness)" --report=text 2>&1 | FileCheck %s --check-prefix=BASE

func.func private @printF32(f32)
func.func private @printNewline()

// A loop that allocates a scratch buffer every iteration (loop hoisting: N -> 1; promotion
// to the stack: -> 0).
func.func @scratch_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %tmp = memref.alloc() : memref<4xf32>
    %fi = arith.index_cast %i : index to i32
    %f = arith.sitofp %fi : i32 to f32
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %f, %tmp[%j] : memref<4xf32>
    }
    %v = memref.load %tmp[%c1] : memref<4xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// Buffers allocated in both branches and merged (buffer hoisting moves them to the entry).
func.func @branches(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<8xf32>
  memref.store %one, %a[%c0] : memref<8xf32>
  cf.br ^bb3(%a : memref<8xf32>)
^bb2:
  %b = memref.alloc() : memref<8xf32>
  memref.store %two, %b[%c0] : memref<8xf32>
  cf.br ^bb3(%b : memref<8xf32>)
^bb3(%x: memref<8xf32>):
  %v = memref.load %x[%c0] : memref<8xf32>
  return %v : f32
}

// A large buffer (not promoted) yielded out of an scf.if, and a dynamic one in a while loop.
func.func @big_and_dynamic(%c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %r = scf.if %c -> memref<1024xf32> {
    %a = memref.alloc() : memref<1024xf32>
    memref.store %one, %a[%c0] : memref<1024xf32>
    scf.yield %a : memref<1024xf32>
  } else {
    %b = memref.alloc() : memref<1024xf32>
    memref.store %one, %b[%c0] : memref<1024xf32>
    scf.yield %b : memref<1024xf32>
  }
  %w = scf.while (%i = %c0) : (index) -> index {
    %d = memref.alloc(%n) : memref<?xf32>
    memref.store %one, %d[%c0] : memref<?xf32>
    %t = arith.cmpi slt, %i, %c3 : index
    scf.condition(%t) %i : index
  } do {
  ^bb0(%i: index):
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  %v = memref.load %r[%c0] : memref<1024xf32>
  return %v : f32
}

func.func @main() {
  %c10 = arith.constant 10 : index
  %c5 = arith.constant 5 : index
  %t = arith.constant true
  %f = arith.constant false
  %0 = call @scratch_loop(%c10) : (index) -> f32
  call @printF32(%0) : (f32) -> ()
  call @printNewline() : () -> ()
  %1 = call @branches(%t) : (i1) -> f32
  %2 = call @branches(%f) : (i1) -> f32
  %3 = arith.addf %1, %2 : f32
  call @printF32(%3) : (f32) -> ()
  call @printNewline() : () -> ()
  %4 = call @big_and_dynamic(%t, %c5) : (i1, index) -> f32
  call @printF32(%4) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
// BASE: 45
// BASE-NEXT: 3
// BASE-NEXT: 1
// BASE-NEXT: bufjit: OK: no violations, no leaks; 13 allocations, 13 frees, 4320 bytes allocated, peak 4096 bytes live
// HOIST: 45
// HOIST-NEXT: 3
// HOIST-NEXT: 1
// HOIST-NEXT: bufjit: OK: no violations, no leaks; 16 allocations, 16 frees, 8480 bytes allocated, peak 8192 bytes live
// LOOP: 45
// LOOP-NEXT: 3
// LOOP-NEXT: 1
// LOOP-NEXT: bufjit: OK: no violations, no leaks; 4 allocations, 4 frees, 4176 bytes allocated, peak 4096 bytes live
// STACK: 45
// STACK-NEXT: 3
// STACK-NEXT: 1
// STACK-NEXT: bufjit: OK: no violations, no leaks; 1 allocation, 1 free, 4096 bytes allocated, peak 4096 bytes live
// ALL: 45
// ALL-NEXT: 3
// ALL-NEXT: 1
// ALL-NEXT: bufjit: OK: no violations, no leaks; 2 allocations, 2 frees, 8192 bytes allocated, peak 8192 bytes live
// LIVE: 45
// LIVE-NEXT: 3
// LIVE-NEXT: 1
// LIVE-NEXT: bufjit: OK: no violations, no leaks; 13 allocations, 13 frees, 4320 bytes allocated, peak 4096 bytes live
