// RUN: bufjit run %s -e main --pipeline=clone --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main --pipeline=clone --engine=interp 2>&1 | FileCheck %s --check-prefix=OUT
// Regression test from `bufjit fuzz-diff` (seeds 1176, 1435, 2080, 2124, 2234, ...): a buffer
// passed into an `scf.while` and read after it. The clone-based pass clones it for the loop,
// whose first iteration frees the clone; canonicalize used to replace the clone by the
// source and drop the source's dealloc (as MLIR 22's SimplifyClones does), so the loop freed
// the source before the `memref.copy` after the loop read it.

// CHECK: data =
// CHECK-NEXT: [1,  2,  3,  4]
// CHECK: bufjit: OK: no violations, no leaks
// OUT: data =
// OUT-NEXT: [1,  2,  3,  4]
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %f4 = arith.constant 4.0 : f32
  %alloc = memref.alloc(%c4) : memref<?xf32>
  memref.store %f1, %alloc[%c0] : memref<?xf32>
  memref.store %f2, %alloc[%c1] : memref<?xf32>
  memref.store %f3, %alloc[%c2] : memref<?xf32>
  memref.store %f4, %alloc[%c3] : memref<?xf32>
  %0:2 = scf.while (%i = %c0, %b = %alloc) : (index, memref<?xf32>) -> (index, memref<?xf32>) {
    %p = arith.cmpi ult, %i, %c1 : index
    scf.condition(%p) %i, %b : index, memref<?xf32>
  } do {
  ^bb0(%i: index, %b: memref<?xf32>):
    %j = arith.addi %i, %c1 : index
    %n = memref.alloc(%c4) : memref<?xf32>
    memref.copy %b, %n : memref<?xf32> to memref<?xf32>
    scf.yield %j, %n : index, memref<?xf32>
  }
  %p = memref.alloc() : memref<4xf32>
  memref.copy %alloc, %p : memref<?xf32> to memref<4xf32>
  %u = memref.cast %p : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %q = memref.alloc() : memref<4xf32>
  memref.copy %0#1, %q : memref<?xf32> to memref<4xf32>
  return
}
