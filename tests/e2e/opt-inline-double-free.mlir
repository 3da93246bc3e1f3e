// -O1+ inlines @release into both of its callers' bodies (one call in a loop); the double free
// is reported with the callee's free sites and the caller's allocation at every level.
// RUN: not bufjit run %s -e main -entry-point-result=void -O0 --pipeline=none 2>&1 | FileCheck %s
// RUN: not bufjit run %s -e main -entry-point-result=void -O3 --pipeline=none 2>&1 | FileCheck %s

func.func private @release(%m: memref<8xf32>, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %k step %c1 {
    %f = arith.index_cast %i : index to i32
    %x = arith.sitofp %f : i32 to f32
    memref.store %x, %m[%i] : memref<8xf32>
  }
  memref.dealloc %m : memref<8xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c2 step %c1 {
    %a = memref.alloc() : memref<8xf32>
    func.call @release(%a, %c8) : (memref<8xf32>, index) -> ()
  }
  %b = memref.alloc() : memref<8xf32>
  func.call @release(%b, %c2) : (memref<8xf32>, index) -> ()
  // CHECK: bufjit: error: double free of 0x{{[0-9a-f]+}}
  // CHECK-NEXT: block {{.*}} (32 bytes, align 16)
  // CHECK-NEXT: allocated at {{.*}}opt-inline-double-free.mlir:27:8:
  // CHECK-NEXT: first freed at {{.*}}opt-inline-double-free.mlir:14:3:
  // CHECK-NEXT: freed again at {{.*}}opt-inline-double-free.mlir:[[@LINE+1]]:3:
  memref.dealloc %b : memref<8xf32>
  // CHECK: bufjit: FAILED: 1 double free
  return
}
