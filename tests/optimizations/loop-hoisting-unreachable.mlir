// An allocation in an unreachable block stays where it is (mlir-opt 22 crashes on this input
// in buffer-loop-hoisting; bufjit stops the walk at the unreachable block, as MLIR's
// buffer-hoisting does).
// RUN: bufjit opt %s --buffer-loop-hoisting --allow-unregistered-dialect | FileCheck %s
// RUN: bufjit opt %s --buffer-hoisting --allow-unregistered-dialect | FileCheck %s

func.func @unreachable() {
  return
^bb1:
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  cf.br ^bb1
}
// CHECK: func.func @unreachable() {
// CHECK-NEXT: return
// CHECK-NEXT: ^bb1:  // pred: ^bb1
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb1
