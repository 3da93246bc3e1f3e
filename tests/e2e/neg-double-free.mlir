// RUN: not bufjit run %s -e main -entry-point-result=void 2>&1 | FileCheck %s
// RUN: not bufjit run %s -e main --memcheck=stop 2>&1 | FileCheck %s --check-prefix=STOP

func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  // CHECK: bufjit: error: double free of 0x{{[0-9a-f]+}}
  // CHECK-NEXT: block {{.*}} (16 bytes, align 16)
  // CHECK-NEXT: allocated at {{.*}}neg-double-free.mlir:5:8:
  // CHECK-NEXT: first freed at {{.*}}neg-double-free.mlir:6:3:
  // CHECK-NEXT: freed again at {{.*}}neg-double-free.mlir:[[@LINE+1]]:3:
  memref.dealloc %a : memref<4xf32>
  // CHECK: bufjit: FAILED: 1 double free
  // STOP: bufjit: error: double free
  // STOP: bufjit: stopped at the first memory violation
  return
}
