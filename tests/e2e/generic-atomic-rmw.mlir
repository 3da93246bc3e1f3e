// RUN: bufjit run %s -e main -entry-point-result=void --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp --report=text 2>&1 | FileCheck %s
// RUN: not bufjit run %s -e out_of_bounds -entry-point-result=void --check-bounds 2>&1 | FileCheck %s --check-prefix=OOB
// memref.generic_atomic_rmw: the body computes the stored value from the old one, the op's
// result is the old value (as mlir-runner 22 prints it for the same program), on both engines;
// --check-bounds guards its indices like a load's.

func.func private @printMemrefI32(memref<*xi32>)

// Each element becomes 3 * old + 2; the old values are summed.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : i32
  %c2 = arith.constant 2 : i32
  %z = arith.constant 0 : i32
  %m = memref.alloc(%c5) : memref<?xi32>
  scf.for %i = %c0 to %c5 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    memref.store %sq, %m[%i] : memref<?xi32>
  }
  %sum = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %z) -> (i32) {
    %old = memref.generic_atomic_rmw %m[%i] : memref<?xi32> {
    ^bb0(%cur: i32):
      %x = arith.muli %cur, %c3 : i32
      %y = arith.addi %x, %c2 : i32
      memref.atomic_yield %y : i32
    }
    %n = arith.addi %acc, %old : i32
    scf.yield %n : i32
  }
  %s = memref.alloca() : memref<1xi32>
  memref.store %sum, %s[%c0] : memref<1xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
  // CHECK-NEXT: [2,  5,  14,  29,  50]
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %v = memref.cast %s : memref<1xi32> to memref<*xi32>
  // CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [1] strides = [1] data =
  // CHECK-NEXT: [30]
  call @printMemrefI32(%v) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<?xi32>
  // CHECK-NEXT: bufjit: OK: no violations, no leaks; 1 allocation, 1 free
  return
}

func.func @out_of_bounds() {
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4xi32>
  // OOB: error: assertion failed: ERROR: Runtime op verification failed
  // OOB-NEXT: %0 = memref.generic_atomic_rmw %alloc[%c4] : memref<4xi32> {...}
  // OOB-NEXT: ^ out-of-bounds access
  %r = memref.generic_atomic_rmw %m[%c4] : memref<4xi32> {
  ^bb0(%cur: i32):
    memref.atomic_yield %cur : i32
  }
  memref.dealloc %m : memref<4xi32>
  return
}
