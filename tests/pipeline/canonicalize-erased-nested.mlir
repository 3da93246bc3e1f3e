// Canonicalize erases an unreachable block holding an op with regions while ops nested in it
// are still queued (found by fuzzing: the queued cf.cond_br was visited after erasure).
// Output checked against mlir-opt 22.
// RUN: bufjit opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

func.func @f(%c: i1, %d: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  "foo.use"(%x) : (i32) -> ()
  cf.br ^bb1
^bb2:
  %v = scf.execute_region -> i32 no_inline {
    cf.cond_br %d, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    scf.yield %x : i32
  }
  "foo.use"(%v) : (i32) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i1, %arg1: i1, %arg2: i32) {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "foo.use"(%arg2) : (i32) -> ()
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT: }
