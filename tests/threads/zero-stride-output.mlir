// RUN: bufjit run %s -e main -entry-point-result=void --threads 1 -O0 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --threads 2 --parallel-min-work 0 -O0 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --threads 4 --parallel-min-work 0 -O0 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --threads 2 --parallel-min-work 0 -O3 | FileCheck %s
// A loop the dependence test proves parallel (C[i] read and written by iteration i alone),
// called once on an ordinary buffer and once on a view whose 100000 elements are one (stride
// 0): every iteration then increments the same element. Threads may run the loop only when
// the written memref's strides are not zero, which is tested at run time: both calls give
// the sequential result for every thread count (`--parallel-min-work 0` puts every parallel
// loop on the pool).

// CHECK: 100000
// CHECK-NEXT: 100000

func.func private @printI64(i64)
func.func private @printNewline()

func.func @inc(%C: memref<?xi32, strided<[?], offset: ?>>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %C[%i] : memref<?xi32, strided<[?], offset: ?>>
    %w = arith.addi %v, %one : i32
    memref.store %w, %C[%i] : memref<?xi32, strided<[?], offset: ?>>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %n = arith.constant 100000 : index
  // An ordinary buffer: the sum of its elements.
  %a = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %z, %a[%i] : memref<?xi32>
  }
  %ad = memref.cast %a : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
  call @inc(%ad, %n) : (memref<?xi32, strided<[?], offset: ?>>, index) -> ()
  %s0 = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (i64) {
    %v = memref.load %a[%i] : memref<?xi32>
    %w = arith.extsi %v : i32 to i64
    %t = arith.addi %s, %w : i64
    scf.yield %t : i64
  }
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  // One element seen as 100000 (stride 0).
  %r = memref.alloc() : memref<1xi32>
  memref.store %z, %r[%c0] : memref<1xi32>
  %v = memref.reinterpret_cast %r to offset: [0], sizes: [100000], strides: [0] : memref<1xi32> to memref<100000xi32, strided<[0]>>
  %d = memref.cast %v : memref<100000xi32, strided<[0]>> to memref<?xi32, strided<[?], offset: ?>>
  call @inc(%d, %n) : (memref<?xi32, strided<[?], offset: ?>>, index) -> ()
  %x = memref.load %r[%c0] : memref<1xi32>
  %y = arith.extsi %x : i32 to i64
  call @printI64(%y) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<?xi32>
  memref.dealloc %r : memref<1xi32>
  return
}
