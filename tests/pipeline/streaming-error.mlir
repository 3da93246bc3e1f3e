// A pass failing in a later function leaves no output at all, although the functions before
// it were already finished (and written to a spool file) when it failed.
// RUN: not bufjit opt %s --buffer-deallocation-pipeline 2>&1 | FileCheck %s

// CHECK-NOT: module
// CHECK-NOT: func.func
// CHECK: streaming-error.mlir:{{[0-9]+}}:1: error: Only structured control-flow loops are supported.
// CHECK: streaming-error.mlir:{{[0-9]+}}:1: note: see current operation:
// CHECK-NEXT: "func.func"() <{function_type = (i1) -> (), sym_name = "loop"}> ({
// CHECK-NOT: module

func.func @first() {
  %0 = memref.alloc() : memref<2xf32>
  return
}

func.func @loop(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}
