// canonicalize: cf.switch (MLIR 22's SwitchOp patterns), cf.assert, and cond_br on a condition
// already branched on. Expected output is mlir-opt 22's.
// RUN: bufjit opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// A switch with only a default becomes a cf.br.
// CHECK: module {
// CHECK-NEXT: func.func @only_default(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: "x.use"(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @only_default(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "x.use"(%x) : (i32) -> ()
  return
}

// -----

// Cases going to the default block with the default operands are dropped (44 differs in operands, 43 in block).
// CHECK: module {
// CHECK-NEXT: func.func @drop_default_cases(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 43: ^bb2,
// CHECK-NEXT: 44: ^bb1(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "x.use"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "x.other"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @drop_default_cases(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2,
    44: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  "x.use"(%x) : (i32) -> ()
  return
^bb2:
  "x.other"() : () -> ()
  return
}

// -----

// A constant flag selects the matching case.
// CHECK: module {
// CHECK-NEXT: func.func @const_flag(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: "x.other"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @const_flag(%a: i32, %b: i32) {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb1(%x: i32):
  "x.use"(%x) : (i32) -> ()
  return
^bb2:
  "x.other"() : () -> ()
  return
}

// -----

// A constant flag matching no case takes the default.
// CHECK: module {
// CHECK-NEXT: func.func @const_flag_default(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: "x.use"(%arg0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @const_flag_default(%a: i32, %b: i32) {
  %c = arith.constant -7 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb1(%x: i32):
  "x.use"(%x) : (i32) -> ()
  return
^bb2:
  "x.other"() : () -> ()
  return
}

// -----

// Negative case values compare in the flag width.
// CHECK: module {
// CHECK-NEXT: func.func @const_flag_negative(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: "x.use"(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @const_flag_negative(%a: i32, %b: i32) {
  %c = arith.constant -7 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    -7: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb1(%x: i32):
  "x.use"(%x) : (i32) -> ()
  return
^bb2:
  "x.other"() : () -> ()
  return
}

// -----

// Blocks that only branch on are skipped (operands remapped through block arguments).
// CHECK: module {
// CHECK-NEXT: func.func @pass_through(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg1 : i32),
// CHECK-NEXT: 42: ^bb3(%arg2, %arg1 : i32, i32),
// CHECK-NEXT: 43: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "x.other"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "x.use"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3(%1: i32, %2: i32):  // pred: ^bb0
// CHECK-NEXT: "x.use2"(%1, %2) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @pass_through(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%b : i32),
    43: ^bb3
  ]
^bb1(%x: i32):
  cf.br ^bb4(%x : i32)
^bb2(%y: i32):
  cf.br ^bb5(%y, %a : i32, i32)
^bb3:
  "x.other"() : () -> ()
  return
^bb4(%z: i32):
  "x.use"(%z) : (i32) -> ()
  return
^bb5(%p: i32, %q: i32):
  "x.use2"(%p, %q) : (i32, i32) -> ()
  return
}

// -----

// A switch reached through a case of a switch on the same flag folds to that case (or the default).
// CHECK: module {
// CHECK-NEXT: func.func @same_cond_case(%arg0: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 42: ^bb2,
// CHECK-NEXT: 43: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "x.a"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "x.b"() : () -> ()
// CHECK-NEXT: "x.e"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: "x.c"() : () -> ()
// CHECK-NEXT: "x.d"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @same_cond_case(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  "x.a"() : () -> ()
  return
^bb2:
  "x.b"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5
  ]
^bb3:
  "x.c"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5
  ]
^bb4:
  "x.d"() : () -> ()
  return
^bb5:
  "x.e"() : () -> ()
  return
}

// -----

// A switch reached through the default of a switch on the same flag drops the cases already taken.
// CHECK: module {
// CHECK-NEXT: func.func @same_cond_default(%arg0: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 42: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "x.a"() : () -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 43: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "x.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "x.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: "x.e"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @same_cond_default(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "x.a"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  "x.b"() : () -> ()
  return
^bb3:
  "x.c"() : () -> ()
  return
^bb4:
  "x.d"() : () -> ()
  return
^bb5:
  "x.e"() : () -> ()
  return
}

// -----

// Must not fire: ^bb2 has two predecessors, ^bb1 switches on another value.
// CHECK: module {
// CHECK-NEXT: func.func @two_preds_no_fold(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 42: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "x.a"() : () -> ()
// CHECK-NEXT: cf.switch %arg1 : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 42: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "x.b"() : () -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 42: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "x.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: "x.d"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @two_preds_no_fold(%f: i32, %g: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "x.a"() : () -> ()
  cf.switch %g : i32, [
    default: ^bb2,
    42: ^bb3
  ]
^bb2:
  "x.b"() : () -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  "x.c"() : () -> ()
  return
^bb4:
  "x.d"() : () -> ()
  return
}

// -----

// cf.assert of constant true is erased; unknown or false conditions stay.
// CHECK: module {
// CHECK-NEXT: func.func @assert(%arg0: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.assert %arg0, "may fail"
// CHECK-NEXT: cf.assert %false, "always fails"
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @assert(%c: i1) {
  %true = arith.constant true
  %false = arith.constant false
  cf.assert %true, "never fails"
  cf.assert %c, "may fail"
  cf.assert %false, "always fails"
  return
}

// -----

// cf.cond_br on the condition its single predecessor branched on becomes a cf.br.
// CHECK: module {
// CHECK-NEXT: func.func @cond_same(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "x.a"() : () -> ()
// CHECK-NEXT: "x.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "x.b"() : () -> ()
// CHECK-NEXT: "x.d"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @cond_same(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "x.a"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "x.b"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "x.c"() : () -> ()
  return
^bb4:
  "x.d"() : () -> ()
  return
}

// -----

// Case values print unsigned; -2 : i8 is 254, a default-matching case that is dropped.
// CHECK: module {
// CHECK-NEXT: func.func @i8_flag(%arg0: i8) {
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 255: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "x.a"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "x.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @i8_flag(%f: i8) {
  cf.switch %f : i8, [
    default: ^bb1,
    255: ^bb2,
    -2: ^bb1
  ]
^bb1:
  "x.a"() : () -> ()
  return
^bb2:
  "x.b"() : () -> ()
  return
}
