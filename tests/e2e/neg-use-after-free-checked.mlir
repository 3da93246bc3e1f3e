// RUN: not bufjit run %s -e load_freed --check-bounds 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: not bufjit run %s -e store_freed --check-bounds 2>&1 | FileCheck %s --check-prefix=STORE
// RUN: not bufjit run %s -e copy_from_freed --check-bounds 2>&1 | FileCheck %s --check-prefix=CSRC
// RUN: not bufjit run %s -e copy_into_freed --check-bounds 2>&1 | FileCheck %s --check-prefix=CDST
// RUN: not bufjit run %s -e use_after_realloc --check-bounds 2>&1 | FileCheck %s --check-prefix=REALLOC
// RUN: not bufjit run %s -e store_freed --check-bounds --report=json 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: not bufjit run %s -e store_freed --quarantine --memcheck=stop 2>&1 | FileCheck %s --check-prefix=STOP
// With --check-bounds (or --quarantine) a load, store or copy touching a freed buffer is
// reported with the allocation, free and access sites (exit status 4): loads and stores
// compare the element with the quarantine's poison, copies ask the runtime about both ends.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @load_freed() {
  %c1 = arith.constant 1 : index
  // LOAD: bufjit: error: use after free: read of 0x{{[0-9a-f]+}} (offset 8 into a freed block)
  // LOAD-NEXT: block 0x{{[0-9a-f]+}} (32 bytes, align 16), allocation #0
  // LOAD-NEXT: allocated at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+4]]:8:
  // LOAD-NEXT: freed at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+4]]:3:
  // LOAD-NEXT: read at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+4]]:8: {{.*}}"memref.load"
  // LOAD: bufjit: FAILED: 1 use after free;
  %a = memref.alloc() : memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  %v = memref.load %a[%c1] : memref<4xi64>
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @store_freed() {
  %c2 = arith.constant 2 : index
  %k = arith.constant 7 : i64
  // STORE: bufjit: error: use after free: write of 0x{{[0-9a-f]+}} (offset 16 into a freed block)
  // STORE-NEXT: block 0x{{[0-9a-f]+}} (32 bytes, align 16), allocation #0
  // STORE-NEXT: allocated at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+6]]:8:
  // STORE-NEXT: freed at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+6]]:3:
  // STORE-NEXT: written at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+6]]:3: "memref.store"
  // STORE: bufjit: FAILED: 1 write after free;
  // JSON: "write_after_free":1
  // JSON: "kind":"write_after_free"
  %a = memref.alloc() : memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  memref.store %k, %a[%c2] : memref<4xi64>
  // STOP: bufjit: error: use after free: write of
  // STOP: bufjit: stopped at the first memory violation (--memcheck=stop)
  return
}

func.func @copy_from_freed() {
  // CSRC: bufjit: error: use after free: read of 0x{{[0-9a-f]+}} (offset 0 into a freed block)
  // CSRC: freed at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+4]]:3:
  // CSRC-NEXT: read at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+4]]:3: "memref.copy"
  %a = memref.alloc() : memref<4xi64>
  %b = memref.alloc() : memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  memref.copy %a, %b : memref<4xi64> to memref<4xi64>
  memref.dealloc %b : memref<4xi64>
  return
}

func.func @copy_into_freed() {
  // CDST: bufjit: error: use after free: write of 0x{{[0-9a-f]+}} (offset 0 into a freed block)
  // CDST: freed at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+4]]:3:
  // CDST-NEXT: written at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+4]]:3: "memref.copy"
  %a = memref.alloc() : memref<2x3xf32>
  %b = memref.alloc() : memref<2x3xf32>
  memref.dealloc %b : memref<2x3xf32>
  memref.copy %a, %b : memref<2x3xf32> to memref<2x3xf32>
  memref.dealloc %a : memref<2x3xf32>
  return
}

// A realloc that moves the buffer frees the old one: reading through the old value is a use
// after free whose free site is the realloc.
func.func @use_after_realloc() {
  %c0 = arith.constant 0 : index
  %k = arith.constant 5 : i64
  // REALLOC: bufjit: error: use after free: read of 0x{{[0-9a-f]+}} (offset 0 into a freed block)
  // REALLOC: allocated at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+3]]:8:
  // REALLOC-NEXT: freed at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+4]]:8: {{.*}}"memref.realloc"
  // REALLOC-NEXT: read at {{.*}}neg-use-after-free-checked.mlir:[[@LINE+4]]:8: {{.*}}"memref.load"
  %a = memref.alloc() : memref<4xi64>
  memref.store %k, %a[%c0] : memref<4xi64>
  %b = memref.realloc %a : memref<4xi64> to memref<16xi64>
  %v = memref.load %a[%c0] : memref<4xi64>
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %b : memref<16xi64>
  return
}
