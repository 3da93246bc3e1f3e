// RUN: bufjit opt %s -split-input-file -verify-diagnostics --pass-pipeline="builtin.module(func.func(buffer-deallocation-pipeline))" | FileCheck %s
// buffer-deallocation-pipeline nested under func.func runs each of its passes on every
// function, as mlir-opt 22 does: the generic lowering of a dealloc then cannot insert its
// helper function (first case), while functions that need no helper are deallocated as at
// module level (second case). Expected output: mlir-opt 22.

func.func @swap(%n: index, %lb: index, %ub: index) -> (memref<?xi32>, memref<?xi32>) {
  %0 = memref.alloc(%n) : memref<?xi32>
  %1 = memref.alloca(%n) : memref<?xi32>
  %c1 = arith.constant 1 : index
  %a, %b = scf.for %iv = %lb to %ub step %c1 iter_args(%x = %0, %y = %1) -> (memref<?xi32>, memref<?xi32>) {
    // expected-error @below {{library function required for generic lowering, but cannot be automatically inserted when operating on functions}}
    // expected-error @below {{failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal}}
    scf.yield %y, %x : memref<?xi32>, memref<?xi32>
  }
  return %a, %b : memref<?xi32>, memref<?xi32>
}


// -----

// CHECK-LABEL: func.func @no_helper(%arg0: i1, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = memref.load %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @no_helper(%c: i1, %n: index) -> f32 {
  %0 = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (f32) {
    %1 = memref.alloc() : memref<4xf32>
    %v = memref.load %1[%c0] : memref<4xf32>
    scf.yield %v : f32
  } else {
    %v = memref.load %0[%c0] : memref<?xf32>
    scf.yield %v : f32
  }
  return %r : f32
}
