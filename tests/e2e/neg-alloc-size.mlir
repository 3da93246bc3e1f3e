// RUN: not bufjit run %s -e negative -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not bufjit run %s -e negative -entry-point-result=void --engine=interp 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not bufjit run %s -e huge -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=OOM
// RUN: not bufjit run %s -e huge -entry-point-result=void --engine=interp 2>&1 | FileCheck %s --check-prefix=OOM
// RUN: not bufjit run %s -e overflow -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=OVF
// RUN: not bufjit run %s -e overflow -entry-point-result=void --engine=interp 2>&1 | FileCheck %s --check-prefix=OVF
// Allocations no buffer can satisfy are runtime errors at the op (exit status 3), in both
// engines, never a null buffer or a fault: a negative dynamic size, 2^60 f32 elements (more
// than the allocator can provide), and a byte count past 2^63 (2^60 x 16 f64s).

func.func private @printI64(i64)
func.func private @printNewline()

func.func @make(%n: index, %m: index) {
  %a = memref.alloc(%n, %m) : memref<?x?xf64>
  memref.dealloc %a : memref<?x?xf64>
  return
}

func.func @negative() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %neg = arith.constant -1 : index
  call @make(%c3, %c5) : (index, index) -> ()
  %one = arith.constant 1 : i64
  call @printI64(%one) : (i64) -> ()
  call @printNewline() : () -> ()
  call @make(%c5, %neg) : (index, index) -> ()
  return
}

func.func @huge() {
  %m = memref.alloc() : memref<1152921504606846976xf32>
  memref.dealloc %m : memref<1152921504606846976xf32>
  return
}

func.func @overflow() {
  %n = arith.constant 1152921504606846976 : index
  %c16 = arith.constant 16 : index
  call @make(%n, %c16) : (index, index) -> ()
  return
}

// NEG: 1
// NEG-NEXT: neg-alloc-size.mlir:15:8: error: 'memref.alloc' op dynamic size of dimension 1 is negative
// OOM: neg-alloc-size.mlir:33:8: error: 'memref.alloc' op out of memory: the requested size cannot be allocated
// OVF: neg-alloc-size.mlir:15:8: error: 'memref.alloc' op allocation size overflows the address space
