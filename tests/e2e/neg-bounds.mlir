// RUN: not bufjit run %s -e load_oob --check-bounds 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: not bufjit run %s -e store_oob --check-bounds 2>&1 | FileCheck %s --check-prefix=STORE
// RUN: not bufjit run %s -e subview_oob --check-bounds 2>&1 | FileCheck %s --check-prefix=SUBVIEW
// RUN: not bufjit run %s -e copy_mismatch --check-bounds 2>&1 | FileCheck %s --check-prefix=COPY
// RUN: bufjit run %s -e in_bounds --check-bounds | FileCheck %s --check-prefix=OK
// --check-bounds runs generate-runtime-verification before code generation: an out-of-bounds
// access or view is a failed assertion naming the op by file:line:col (exit status 3), and the
// program's earlier output is kept.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @load_oob() {
  %c5 = arith.constant 5 : index
  %a = memref.alloc() : memref<4xi64>
  // LOAD: neg-bounds.mlir:[[@LINE+4]]:8: error: assertion failed: ERROR: Runtime op verification failed
  // LOAD-NEXT: %0 = memref.load %alloc[%c5] : memref<4xi64>
  // LOAD-NEXT: ^ out-of-bounds access
  // LOAD-NEXT: Location: loc("{{.*}}neg-bounds.mlir":[[@LINE+1]]:8)
  %v = memref.load %a[%c5] : memref<4xi64>
  call @printI64(%v) : (i64) -> ()
  memref.dealloc %a : memref<4xi64>
  return
}

func.func @store_oob() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %a = memref.alloc() : memref<4x2xi64>
  scf.for %i = %c0 to %c9 step %c1 {
    %k = arith.index_cast %i : index to i64
    call @printI64(%k) : (i64) -> ()
    call @printNewline() : () -> ()
    // STORE: 0
    // STORE: 3
    // STORE-NEXT: 4
    // STORE-NEXT: neg-bounds.mlir:[[@LINE+3]]:5: error: assertion failed: ERROR: Runtime op verification failed
    // STORE-NEXT: memref.store %0, %alloc[%arg0, %c1] : memref<4x2xi64>
    // STORE-NEXT: ^ out-of-bounds access
    memref.store %k, %a[%i, %c1] : memref<4x2xi64>
  }
  memref.dealloc %a : memref<4x2xi64>
  return
}

func.func @subview_oob() {
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<8xf32>
  // SUBVIEW: neg-bounds.mlir:[[@LINE+3]]:8: error: assertion failed: ERROR: Runtime op verification failed
  // SUBVIEW-NEXT: %subview = memref.subview %alloc[%c3] [6] [1] : memref<8xf32> to memref<6xf32, strided<[1], offset: ?>>
  // SUBVIEW-NEXT: ^ subview runs out-of-bounds along dimension 0
  %s = memref.subview %a[%c3] [6] [1] : memref<8xf32> to memref<6xf32, strided<[1], offset: ?>>
  memref.dealloc %a : memref<8xf32>
  return
}

func.func @copy_mismatch() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c3) : memref<?xf32>
  %b = memref.alloc(%c4) : memref<?xf32>
  // COPY: neg-bounds.mlir:[[@LINE+3]]:3: error: assertion failed: ERROR: Runtime op verification failed
  // COPY-NEXT: memref.copy %alloc, %alloc_0 : memref<?xf32> to memref<?xf32>
  // COPY-NEXT: ^ size of 0-th source/target dim does not match
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return
}

// Every check passes: the program runs as without --check-bounds, allocator clean.
func.func @in_bounds() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.index_cast %i : index to i64
    memref.store %k, %a[%i] : memref<4xi64>
  }
  %s = memref.subview %a[1] [3] [1] : memref<4xi64> to memref<3xi64, strided<[1], offset: 1>>
  %v = memref.load %s[%c1] : memref<3xi64, strided<[1], offset: 1>>
  // OK: 2
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<4xi64>
  return
}
