// memref.generic_atomic_rmw under both deallocation passes: a region op with a result that
// is no region-branch op. --buffer-deallocation (MLIR 16's clone-based pass) reports it, as
// mlir-opt 16 does, and goes on: the buffer the op updates is freed after its last use, the
// output is printed and the exit status is 0. --ownership-based-buffer-deallocation refuses
// it with mlir-opt 22's message.
// Expected output: mlir-opt 16 --buffer-deallocation, re-printed by mlir-opt 22.
// RUN: bufjit opt %s --buffer-deallocation -verify-diagnostics | FileCheck %s
// RUN: not bufjit opt %s --ownership-based-buffer-deallocation 2>&1 | FileCheck %s --check-prefix=OWN

// CHECK: module {
// CHECK-NEXT: func.func @rmw_on_alloc(%arg0: index, %arg1: i64, %arg2: memref<6xi64>) -> i64 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<6xi64>
// CHECK-NEXT: memref.copy %arg2, %alloc : memref<6xi64> to memref<6xi64>
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %alloc[%arg0] : memref<6xi64> {
// CHECK-NEXT: ^bb0(%arg3: i64):
// CHECK-NEXT: %1 = arith.subi %arg3, %arg1 : i64
// CHECK-NEXT: memref.atomic_yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %alloc, %arg2 : memref<6xi64> to memref<6xi64>
// CHECK-NEXT: memref.dealloc %alloc : memref<6xi64>
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// OWN: error: All operations with attached regions need to implement the RegionBranchOpInterface.
// OWN-NEXT: %1 = memref.generic_atomic_rmw %0[%i] : memref<6xi64> {

func.func @rmw_on_alloc(%i: index, %d: i64, %out: memref<6xi64>) -> i64 {
  %0 = memref.alloc() : memref<6xi64>
  memref.copy %out, %0 : memref<6xi64> to memref<6xi64>
  // expected-error@+1 {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %1 = memref.generic_atomic_rmw %0[%i] : memref<6xi64> {
  ^bb0(%cur: i64):
    %s = arith.subi %cur, %d : i64
    memref.atomic_yield %s : i64
  }
  memref.copy %0, %out : memref<6xi64> to memref<6xi64>
  return %1 : i64
}
