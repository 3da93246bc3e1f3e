// RUN: bufjit run %s -e main --pipeline="builtin.module(bufferization-lower-deallocations)" | FileCheck %s
// RUN: bufjit run %s -e main --pipeline="builtin.module(bufferization-lower-deallocations{helper-storage=stack})" | FileCheck %s
// RUN: bufjit run %s -e main --pipeline="builtin.module(bufferization-lower-deallocations{helper-storage=stack helper-probe-budget=0})" | FileCheck %s
// RUN: bufjit run %s -e main --pipeline="builtin.module(bufferization-lower-deallocations{helper-storage=stack helper-nlogn-threshold=1000})" | FileCheck %s
// A dealloc of 24 memrefs (6 buffers, aliased through casts) retaining one of them and an
// unrelated buffer, lowered as MLIR does (heap lists), with stack lists and
// @dealloc_helper_nlogn (hashing; sorting with a zero probe budget), and with stack lists and
// MLIR's quadratic helper: every run prints the same ownerships and the checked allocator sees
// every buffer freed exactly once.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @kernel(%c: i1, %d: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %b0 = memref.alloc() : memref<4xf32>
  %b1 = memref.alloc() : memref<4xf32>
  %b2 = memref.alloc() : memref<4xf32>
  %b3 = memref.alloc() : memref<4xf32>
  %b4 = memref.alloc() : memref<4xf32>
  %b5 = memref.alloc() : memref<4xf32>
  %x = memref.alloc() : memref<4xf32>
  %v3 = memref.cast %b3 : memref<4xf32> to memref<?xf32>
  %v5 = memref.cast %b5 : memref<4xf32> to memref<?xf32>
  %v6 = memref.cast %b3 : memref<4xf32> to memref<?xf32>
  %v7 = memref.cast %b0 : memref<4xf32> to memref<?xf32>
  %v11 = memref.cast %b0 : memref<4xf32> to memref<?xf32>
  %v13 = memref.cast %b4 : memref<4xf32> to memref<?xf32>
  %v14 = memref.cast %b4 : memref<4xf32> to memref<?xf32>
  %v16 = memref.cast %b4 : memref<4xf32> to memref<?xf32>
  %v18 = memref.cast %b3 : memref<4xf32> to memref<?xf32>
  %v22 = memref.cast %b5 : memref<4xf32> to memref<?xf32>
  %o:2 = bufferization.dealloc (%b0, %b1, %b2, %v3, %b4, %v5, %v6, %v7, %b4, %b5, %b3, %v11, %b1, %v13, %v14, %b4, %v16, %b4, %v18, %b1, %b1, %b4, %v22, %b0 : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<?xf32>, memref<4xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<?xf32>, memref<4xf32>, memref<?xf32>, memref<?xf32>, memref<4xf32>, memref<?xf32>, memref<4xf32>, memref<?xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<?xf32>, memref<4xf32>) if (%t, %t, %c, %c, %c, %c, %f, %f, %c, %c, %c, %d, %c, %d, %d, %c, %d, %f, %f, %d, %c, %f, %f, %c) retain (%b2, %x : memref<4xf32>, memref<4xf32>)
  // %b2 was retained: freed here if the dealloc made this function its owner.
  scf.if %o#0 {
    memref.dealloc %b2 : memref<4xf32>
  }
  memref.dealloc %x : memref<4xf32>
  return %o#0, %o#1 : i1, i1
}

// CHECK: 1
// CHECK-NEXT: 0
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %o:2 = call @kernel(%t, %f) : (i1, i1) -> (i1, i1)
  %a = arith.extui %o#0 : i1 to i64
  %b = arith.extui %o#1 : i1 to i64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
