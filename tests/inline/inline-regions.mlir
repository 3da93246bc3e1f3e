// --inline: a multi-block callee stays a call in scf.for, is inlined into scf.execute_region
// (which canonicalize then inlines), and at function level; unregistered ops inline.
// Expected output: mlir-opt 22 --inline.
// RUN: bufjit opt %s --allow-unregistered-dialect --inline | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func private @mb(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: i1, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (i32) {
// CHECK-NEXT:       %8 = func.call @mb(%arg0, %arg4) : (i1, i32) -> i32
// CHECK-NEXT:       scf.yield %8 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:     cf.br ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = arith.muli %0, %0 : i32
// CHECK-NEXT:     cf.br ^bb3(%2 : i32)
// CHECK-NEXT:   ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %4 = call @mb(%arg0, %3) {no_inline} : (i1, i32) -> i32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %5 = arith.addi %4, %4 : i32
// CHECK-NEXT:     cf.br ^bb6(%5 : i32)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %6 = arith.muli %4, %4 : i32
// CHECK-NEXT:     cf.br ^bb6(%6 : i32)
// CHECK-NEXT:   ^bb6(%7: i32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT:     return %7 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rec(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @useu(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "test.foo"(%arg0) : (i32) -> i32
// CHECK-NEXT:     %1 = call @rec(%0) : (i32) -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @mb(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  return %x : i32
^bb2:
  %y = arith.muli %a, %a : i32
  return %y : i32
}
func.func @loop(%c: i1, %a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %v = func.call @mb(%c, %acc) : (i1, i32) -> i32
    scf.yield %v : i32
  }
  %e = scf.execute_region -> i32 {
    %v = func.call @mb(%c, %r) : (i1, i32) -> i32
    scf.yield %v : i32
  }
  %z = func.call @mb(%c, %e) {no_inline} : (i1, i32) -> i32
  %w = func.call @mb(%c, %z) : (i1, i32) -> i32
  return %w : i32
}
func.func @rec(%a: i32) -> i32 {
  %r = func.call @rec(%a) : (i32) -> i32
  return %r : i32
}
func.func private @u(%a: i32) -> i32 {
  %r = "test.foo"(%a) : (i32) -> i32
  return %r : i32
}
func.func @useu(%a: i32) -> i32 {
  %r = func.call @u(%a) : (i32) -> i32
  %s = func.call @rec(%r) : (i32) -> i32
  return %s : i32
}
