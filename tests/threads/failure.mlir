// RUN: not bufjit run %s --threads 1 2>&1 | FileCheck %s
// RUN: not bufjit run %s --threads 4 2>&1 | FileCheck %s
// A runtime error in a chunk of a parallel loop run on the pool's threads is reported as on
// one thread, by the failing op, with exit status 3: the chunk's own guard catches it on its
// thread, and the calling thread raises it once the running chunks are done.

// CHECK: failure.mlir:17:10: error: integer division by zero

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4000 : index
  %k = arith.constant 2500 : index
  %a = memref.alloc(%n) : memref<?xindex>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %d = arith.subi %i, %k : index
    %q = arith.divsi %n, %d : index
    %r = arith.addi %q, %i : index
    %s = arith.muli %r, %r : index
    memref.store %s, %a[%i] : memref<?xindex>
    scf.reduce
  }
  %v = memref.load %a[%c1] : memref<?xindex>
  vector.print %v : index
  memref.dealloc %a : memref<?xindex>
  return
}
