// RUN: not bufjit run %s --pipeline=none --threads 1 --report=text 2>&1 | FileCheck %s
// RUN: not bufjit run %s --pipeline=none --threads 4 --report=text 2>&1 | FileCheck %s
// Buffers allocated on the calling thread and freed inside a parallel body, on whichever pool
// thread runs the iteration: a correct free (no leak reported) and a double free, found
// and reported as on one thread.

// CHECK: 81162117036004
// CHECK-NEXT: bufjit: error: double free of 0x{{[0-9a-f]+}}
// CHECK-NEXT:   block 0x{{[0-9a-f]+}} (32 bytes, align 16), allocation #2
// CHECK-NEXT:   allocated at {{.*}}cross-thread.mlir:23:8: %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
// CHECK-NEXT:   first freed at {{.*}}cross-thread.mlir:35:7: "memref.dealloc"(%7) : (memref<4xindex>) -> ()
// CHECK-NEXT:   freed again at {{.*}}cross-thread.mlir:36:7: "memref.dealloc"(%7) : (memref<4xindex>) -> ()
// CHECK-NEXT: bufjit: FAILED: 1 double free; 3 allocations, 3 frees, 32096 bytes allocated, peak 32096 bytes live

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4000 : index
  %k = arith.constant 3001 : index
  %j = arith.constant 17 : index
  %a = memref.alloc(%n) : memref<?xindex>
  %b = memref.alloc() : memref<8xindex>
  %d = memref.alloc() : memref<4xindex>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %sq = arith.muli %i, %i : index
    %t = arith.addi %sq, %i : index
    %u = arith.muli %t, %t : index
    memref.store %u, %a[%i] : memref<?xindex>
    %is = arith.cmpi eq, %i, %k : index
    scf.if %is {
      memref.dealloc %b : memref<8xindex>
    }
    %isj = arith.cmpi eq, %i, %j : index
    scf.if %isj {
      memref.dealloc %d : memref<4xindex>
      memref.dealloc %d : memref<4xindex>
    }
    scf.reduce
  }
  %v = memref.load %a[%k] : memref<?xindex>
  vector.print %v : index
  memref.dealloc %a : memref<?xindex>
  return
}
