// RUN: not bufjit run %s -e main --quarantine 2>&1 | FileCheck %s
// RUN: bufjit run %s -e poison_lookalike --quarantine | FileCheck %s --check-prefix=LOOK
// With --quarantine, freed blocks are poisoned and held back; a load that returns poison from a
// quarantined block is reported as a use after free (exit status 2) instead of a clean run.

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c1 = arith.constant 1 : index
  %k = arith.constant 42 : i64
  %a = memref.alloc() : memref<4xi64>
  %f = memref.alloc() : memref<2xf32>
  memref.store %k, %a[%c1] : memref<4xi64>
  memref.dealloc %a : memref<4xi64>
  memref.dealloc %f : memref<2xf32>
  // CHECK: bufjit: error: use after free: read of 0x{{[0-9a-f]+}} (offset 8 into a freed block)
  // CHECK-NEXT: block 0x{{[0-9a-f]+}} (32 bytes, align 16), allocation #0
  // CHECK-NEXT: allocated at {{.*}}neg-use-after-free.mlir:13:8:
  // CHECK-NEXT: freed at {{.*}}neg-use-after-free.mlir:16:3:
  // CHECK-NEXT: read at {{.*}}neg-use-after-free.mlir:[[@LINE+1]]:8:
  %v = memref.load %a[%c1] : memref<4xi64>
  // CHECK: bufjit: error: use after free: read of 0x{{[0-9a-f]+}} (offset 4 into a freed block)
  // CHECK: read at {{.*}}neg-use-after-free.mlir:[[@LINE+1]]:8:
  %w = memref.load %f[%c1] : memref<2xf32>
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF32(%w) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // CHECK: bufjit: FAILED: 2 uses after free
  return
}

// Data that merely looks like poison, in a live buffer, is not a use after free.
func.func @poison_lookalike() {
  %c0 = arith.constant 0 : index
  %k = arith.constant -2604246222170760229 : i64
  %a = memref.alloc() : memref<4xi64>
  memref.store %k, %a[%c0] : memref<4xi64>
  %v = memref.load %a[%c0] : memref<4xi64>
  // LOOK: -2604246222170760229
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<4xi64>
  return
}
