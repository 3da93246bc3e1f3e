// RUN: bufjit run %s -e main --pipeline=default | FileCheck %s
// RUN: not bufjit run %s -e main --pipeline=none 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: bufjit run %s -e main --pipeline=clone --report=text 2>&1 | FileCheck %s --check-prefix=CLONE
// With --pipeline=clone (MLIR 16's clone-based deallocation) the run is clean too; the one
// executed copy is @branchy's clone of %a on the ^bb2 edge (3 x f32), and no generic
// dealloc helper runs.
// CLONE: 2
// CLONE-NEXT: 1
// CLONE-NEXT: bufjit: OK: no violations, no leaks; 4 allocations, 4 frees
// CLONE-NEXT: bufjit: work: 1 copy (12 bytes), 0 dealloc-helper calls
// Kernels without any dealloc: --pipeline=default (buffer-deallocation-pipeline +
// convert-bufferization-to-memref) inserts the frees, so the run is clean; without it every
// buffer leaks.

func.func private @printF32(f32)
func.func private @printNewline()

func.func @branchy(%c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  memref.store %one, %a[%c0] : memref<?xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  %w = arith.addf %v, %one : f32
  memref.store %w, %b[%c0] : memref<?xf32>
  cf.br ^bb3(%b : memref<?xf32>)
^bb2:
  cf.br ^bb3(%a : memref<?xf32>)
^bb3(%m: memref<?xf32>):
  %r = memref.load %m[%c0] : memref<?xf32>
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %x = call @branchy(%t, %c3) : (i1, index) -> f32
  %y = call @branchy(%f, %c3) : (i1, index) -> f32
  // CHECK: 2
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 1
  call @printF32(%y) : (f32) -> ()
  call @printNewline() : () -> ()
  scf.for %i = %c0 to %c3 step %c1 {
    %buf = memref.alloc() : memref<16xi64>
    %v = arith.index_cast %i : index to i64
    memref.store %v, %buf[%i] : memref<16xi64>
  }
  return
}
// LEAK: bufjit: FAILED: 6 leaked blocks
