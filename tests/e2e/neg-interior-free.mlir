// RUN: not bufjit run %s -e main -entry-point-result=void 2>&1 | FileCheck %s
// Deallocating a subview that starts inside its buffer frees an interior pointer (MLIR
// leaves deallocating a view undefined). The free is refused, so the buffer also leaks.

func.func @main() {
  %a = memref.alloc() : memref<16xi32>
  %s = memref.subview %a[4] [8] [1] : memref<16xi32> to memref<8xi32, strided<[1], offset: 4>>
  // CHECK: bufjit: error: free of interior pointer 0x{{[0-9a-f]+}} (offset 16 into a live block)
  // CHECK: allocated at {{.*}}neg-interior-free.mlir:6:8:
  // CHECK: neg-interior-free.mlir:[[@LINE+1]]:3
  memref.dealloc %s : memref<8xi32, strided<[1], offset: 4>>
  // CHECK: bufjit: error: leak: 1 block (64 bytes) allocated at {{.*}}neg-interior-free.mlir:6:8
  // CHECK: bufjit: FAILED: 1 interior-pointer free, 1 leaked block
  return
}
