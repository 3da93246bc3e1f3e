// RUN: bufjit run %s --report=text 2>&1 | FileCheck %s
// The report's work line counts executed copies: a strided copy (through memrefCopy), a
// contiguous one (inlined memcpy) and a lowered-style clone, each 2x2xf32 = 16 bytes, the
// contiguous copy twice in a loop: 4 copies, 64 bytes.
// CHECK: bufjit: OK: no violations, no leaks; 3 allocations, 3 frees
// CHECK-NEXT: bufjit: work: 4 copies (64 bytes), 0 dealloc-helper calls

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<4x4xf32>
  %b = memref.alloc() : memref<2x2xf32>
  %s = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  memref.copy %s, %b : memref<2x2xf32, strided<[4, 1], offset: 5>> to memref<2x2xf32>
  %c = bufferization.clone %b : memref<2x2xf32> to memref<2x2xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    memref.copy %c, %b : memref<2x2xf32> to memref<2x2xf32>
  }
  memref.dealloc %c : memref<2x2xf32>
  memref.dealloc %b : memref<2x2xf32>
  memref.dealloc %a : memref<4x4xf32>
  return
}
