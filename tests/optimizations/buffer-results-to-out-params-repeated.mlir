// An allocation returned twice with hoist-static-allocs: mlir-opt 22 crashes here (it erases
// the allocation and then reads it again); bufjit does what later MLIR does: the first
// out-param replaces the allocation and the second is copied from the first.
// RUN: bufjit opt %s --buffer-results-to-out-params=hoist-static-allocs | FileCheck %s

func.func private @dup() -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  return %a, %a : memref<2xf32>, memref<2xf32>
}
func.func @user() {
  %0:2 = call @dup() : () -> (memref<2xf32>, memref<2xf32>)
  return
}
// CHECK: func.func private @dup(%arg0: memref<2xf32>, %arg1: memref<2xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @user() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: call @dup(%alloc, %alloc_0) : (memref<2xf32>, memref<2xf32>) -> ()
