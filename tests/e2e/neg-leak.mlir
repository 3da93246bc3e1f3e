// RUN: not bufjit run %s -e main -entry-point-result=void --pipeline=none 2>&1 | FileCheck %s
// A buffer allocated in a loop and never freed: one leak report naming the alloc's location.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    // CHECK: bufjit: error: leak: 3 blocks (192 bytes) allocated at {{.*}}neg-leak.mlir:[[@LINE+1]]:10: {{.*}}memref.alloc
    %a = memref.alloc() : memref<8xi64>
  }
  // CHECK: bufjit: FAILED: 3 leaked blocks (192 bytes) from 1 site
  return
}
