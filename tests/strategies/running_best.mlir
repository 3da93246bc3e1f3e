// Keeps the best of 200 candidate buffers (16 KiB each) in an scf.for iter_arg: a step either
// yields its new candidate or the buffer carried in. No deallocations are written: run it
// under either strategy (`bufjit run tests/strategies/running_best.mlir
// --pipeline=default|clone`) or compare them (`bufjit compare ...`). The clone-based strategy
// copies the carried buffer on every step that keeps it (scf.if results are merges it cannot
// decide statically); the ownership-based one passes an ownership flag and copies nothing.
// RUN: bufjit run %s --pipeline=clone --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s --pipeline=default --report=text 2>&1 | FileCheck %s --check-prefix=OWN
// CHECK: 198
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 401 allocations, 401 frees
// CHECK-NEXT: bufjit: work: 200 copies (3276800 bytes), 0 dealloc-helper calls
// OWN: 198
// OWN-NEXT: bufjit: OK: no violations, no leaks; 201 allocations, 201 frees
// OWN-NEXT: bufjit: work: 0 copies (0 bytes), 1 dealloc-helper call

func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 4096 : index
  %steps = arith.constant 200 : index
  %init = memref.alloc() : memref<4096xf32>
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %n step %c1 {
    memref.store %zero, %init[%j] : memref<4096xf32>
  }
  %best = scf.for %i = %c0 to %steps step %c1 iter_args(%cur = %init) -> (memref<4096xf32>) {
    %cand = memref.alloc() : memref<4096xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    scf.for %j = %c0 to %n step %c1 {
      memref.store %fi, %cand[%j] : memref<4096xf32>
    }
    %r = arith.remui %i, %c3 : index
    %keep_new = arith.cmpi eq, %r, %c0 : index
    %next = scf.if %keep_new -> (memref<4096xf32>) {
      scf.yield %cand : memref<4096xf32>
    } else {
      scf.yield %cur : memref<4096xf32>
    }
    scf.yield %next : memref<4096xf32>
  }
  %v = memref.load %best[%c0] : memref<4096xf32>
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
