// RUN: not bufjit run %s -e main -entry-point-result=void 2>&1 | FileCheck %s
// Freeing stack memory (memref.alloca), static and dynamic, is an invalid free.

func.func @main() {
  %c2 = arith.constant 2 : index
  %a = memref.alloca() : memref<4xf32>
  %b = memref.alloca(%c2) : memref<?xf32>
  // CHECK: bufjit: error: free of 0x{{[0-9a-f]+}}, which was never allocated here (stack buffer
  // CHECK: neg-free-alloca.mlir:[[@LINE+1]]:3
  memref.dealloc %a : memref<4xf32>
  // CHECK: bufjit: error: free of 0x{{[0-9a-f]+}}, which was never allocated here
  // CHECK: neg-free-alloca.mlir:[[@LINE+1]]:3
  memref.dealloc %b : memref<?xf32>
  // CHECK: bufjit: FAILED: 2 invalid frees
  return
}
