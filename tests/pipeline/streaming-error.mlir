// A pass failing in a later function leaves no output at all, although the functions before
// it were already finished (and written to a spool file) when it failed.
// RUN: not bufjit opt %s --buffer-deallocation-pipeline=unstructured-loops=true 2>&1 | FileCheck %s

// CHECK-NOT: module
// CHECK-NOT: func.func
// CHECK: streaming-error.mlir:{{[0-9]+}}:3: error: irreducible control flow is not supported: this branch enters a loop elsewhere than at its header
// CHECK: streaming-error.mlir:{{[0-9]+}}:3: note: see current operation:
// CHECK-SAME: "cf.cond_br"(%arg0)[^bb1, ^bb3]
// CHECK-NOT: module

func.func @first() {
  %0 = memref.alloc() : memref<2xf32>
  return
}

// Irreducible: the cycle bb1 <-> bb2 has two entries.
func.func @loop(%c: i1, %m: memref<f32>, %x: f32, %y: f32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %x, %m[] : memref<f32>
  cf.br ^bb2
^bb2:
  memref.store %y, %m[] : memref<f32>
  cf.cond_br %c, ^bb1, ^bb3
^bb3:
  return
}
