// canonicalize with region-simplify=aggressive: identical blocks are merged (differing
// operands become block arguments) and block arguments that receive the same value on every
// edge are dropped. Outputs are mlir-opt 22's. The NORMAL run checks that the default mode
// merges nothing.
// RUN: bufjit opt %s --allow-unregistered-dialect --split-input-file --canonicalize="region-simplify=aggressive" | FileCheck %s
// RUN: bufjit opt %s --allow-unregistered-dialect --split-input-file --canonicalize | FileCheck %s --check-prefix=NORMAL

// Identical successors of a cf.cond_br are merged (then the branch folds away).
// CHECK-LABEL: func.func @identical_succ(
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// NORMAL-LABEL: func.func @identical_succ(
// NORMAL-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// NORMAL-NEXT: ^bb1:  // pred: ^bb0
// NORMAL-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// NORMAL-NEXT: return %0 : i32
// NORMAL-NEXT: ^bb2:  // pred: ^bb0
// NORMAL-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// NORMAL-NEXT: return %1 : i32
// NORMAL-NEXT: }
// NORMAL-NEXT: }
func.func @identical_succ(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %x, %x : i32
  return %0 : i32
^bb2:
  %1 = arith.addi %x, %x : i32
  return %1 : i32
}

// -----

// Blocks differing in an operand defined outside them: merged, the operand becomes a block argument.
// CHECK-LABEL: func.func @differ_operand(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @differ_operand(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.muli %x, %x : i32
  return %0 : i32
^bb2:
  %1 = arith.muli %y, %x : i32
  return %1 : i32
}

// -----

// The kept block gets a new argument; each predecessor passes its own value.
// CHECK-LABEL: func.func @merged_with_arg(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: cf.cond_br %arg1, ^bb3(%arg2 : i32), ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: cf.cond_br %arg1, ^bb3(%arg3 : i32), ^bb4
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @merged_with_arg(%c: i1, %d: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.cond_br %d, ^bb3, ^bb5
^bb2:
  "test.b"() : () -> ()
  cf.cond_br %d, ^bb4, ^bb5
^bb3:
  "test.use"(%x) : (i32) -> ()
  return
^bb4:
  "test.use"(%y) : (i32) -> ()
  return
^bb5:
  return
}

// -----

// Blocks with arguments: the arguments line up by position; the differing outside operand becomes a new argument.
// CHECK-LABEL: func.func @with_args(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %2 = arith.addi %0, %1 : i32
// CHECK-NEXT: "test.use"(%2) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @with_args(%c: i1, %x: i32, %y: i32, %z: i64) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  %0 = arith.addi %a, %x : i32
  "test.use"(%0) : (i32) -> ()
  return
^bb2(%b: i32):
  %1 = arith.addi %b, %y : i32
  "test.use"(%1) : (i32) -> ()
  return
}

// -----

// Three blocks in one cluster; the kept block gets one new argument fed by every edge.
// CHECK-LABEL: func.func @three_blocks(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 0: ^bb1(%arg2 : i32),
// CHECK-NEXT: 1: ^bb1(%arg3 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @three_blocks(%f: i32, %x: i32, %y: i32, %z: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  %0 = arith.addi %x, %y : i32
  "test.use"(%0) : (i32) -> ()
  return
^bb2:
  %1 = arith.addi %y, %y : i32
  "test.use"(%1) : (i32) -> ()
  return
^bb3:
  %2 = arith.addi %z, %y : i32
  "test.use"(%2) : (i32) -> ()
  return
}

// -----

// Repeated operands fold into one new argument when every block repeats them (%x,%x / %x,%x / %y,%y).
// CHECK-LABEL: func.func @three_partial(
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1, %arg2 : i32, i32),
// CHECK-NEXT: 0: ^bb1(%arg1, %arg3 : i32, i32),
// CHECK-NEXT: 1: ^bb1(%arg2, %arg3 : i32, i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: "test.use"(%0, %1, %0) : (i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @three_partial(%f: i32, %x: i32, %y: i32, %z: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  "test.use"(%x, %y, %x) : (i32, i32, i32) -> ()
  return
^bb2:
  "test.use"(%x, %z, %x) : (i32, i32, i32) -> ()
  return
^bb3:
  "test.use"(%y, %z, %y) : (i32, i32, i32) -> ()
  return
}

// -----

// Two operand positions fed the same value in every block need only one argument.
// CHECK-LABEL: func.func @dup_new_args(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: "test.op"(%0, %0) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dup_new_args(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.op"(%x, %x) : (i32, i32) -> ()
  return
^bb2:
  "test.op"(%y, %y) : (i32, i32) -> ()
  return
}

// -----

// Values defined in the blocks must be used at the same positions.
// CHECK-LABEL: func.func @internal_order(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: %2 = arith.muli %1, %arg1 : i32
// CHECK-NEXT: "test.use"(%2, %1) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @internal_order(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %0, %x : i32
  "test.use"(%1, %0) : (i32, i32) -> ()
  return
^bb2:
  %2 = arith.addi %y, %y : i32
  %3 = arith.muli %2, %x : i32
  "test.use"(%3, %2) : (i32, i32) -> ()
  return
}

// -----

// Not merged: the in-block values are used in a different order.
// CHECK-LABEL: func.func @internal_order_differs(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: "test.use"(%1, %0) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: %3 = arith.muli %2, %arg1 : i32
// CHECK-NEXT: "test.use"(%2, %3) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @internal_order_differs(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %x, %y : i32
  %1 = arith.muli %0, %x : i32
  "test.use"(%1, %0) : (i32, i32) -> ()
  return
^bb2:
  %2 = arith.addi %y, %y : i32
  %3 = arith.muli %2, %x : i32
  "test.use"(%2, %3) : (i32, i32) -> ()
  return
}

// -----

// Not merged: one block uses an in-block value where the other uses an outside one.
// CHECK-LABEL: func.func @internal_vs_external(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @internal_vs_external(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %x, %y : i32
  "test.use"(%0) : (i32) -> ()
  return
^bb2:
  %2 = arith.addi %y, %y : i32
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

// Not merged: different ops.
// CHECK-LABEL: func.func @differ_ops(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @differ_ops(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %x, %x : i32
  return %0 : i32
^bb2:
  %1 = arith.muli %x, %x : i32
  return %1 : i32
}

// -----

// Not merged: different properties (comparison predicate).
// CHECK-LABEL: func.func @cmp_pred(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.cmpi slt, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg1, %arg2 : i32
// CHECK-NEXT: return %1 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @cmp_pred(%c: i1, %x: i32, %y: i32) -> i1 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.cmpi slt, %x, %y : i32
  return %0 : i1
^bb2:
  %1 = arith.cmpi sgt, %x, %y : i32
  return %1 : i1
}

// -----

// Merged: the same attributes in another order are the same dictionary.
// CHECK-LABEL: func.func @attrs(
// CHECK-NEXT: "test.use"(%arg1) {a = 1 : i32, b = 2 : i32} : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @attrs(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%x) {a = 1 : i32, b = 2 : i32} : (i32) -> ()
  return
^bb2:
  "test.use"(%x) {b = 2 : i32, a = 1 : i32} : (i32) -> ()
  return
}

// -----

// Not merged: different attribute values.
// CHECK-LABEL: func.func @attrs_differ(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%arg1) {a = 1 : i32} : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%arg1) {a = 2 : i32} : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @attrs_differ(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%x) {a = 1 : i32} : (i32) -> ()
  return
^bb2:
  "test.use"(%x) {a = 2 : i32} : (i32) -> ()
  return
}

// -----

// Not merged: argument types differ (the branches still fold because the blocks ignore their arguments).
// CHECK-LABEL: func.func @arg_types_differ(
// CHECK-NEXT: "test.use"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @arg_types_differ(%c: i1, %x: i32, %z: i64) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%z : i64)
^bb1(%a: i32):
  "test.use"() : () -> ()
  return
^bb2(%b: i64):
  "test.use"() : () -> ()
  return
}

// -----

// Not merged: a result of the first block is used in the second.
// CHECK-LABEL: func.func @used_outside(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.op"(%arg2) : (i32) -> i32
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %1 = "test.op"(%0) : (i32) -> i32
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @used_outside(%c: i1, %d: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  %0 = "test.op"(%x) : (i32) -> i32
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  %1 = "test.op"(%0) : (i32) -> i32
  cf.cond_br %d, ^bb2, ^bb3
^bb3:
  return
}

// -----

// Not merged: a block argument is used outside its block.
// CHECK-LABEL: func.func @arg_used_outside(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.op"(%arg2) : (i32) -> ()
// CHECK-NEXT: cf.cond_br %arg1, ^bb2(%arg2 : i32), ^bb3
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "test.op"(%0) : (i32) -> ()
// CHECK-NEXT: "test.use"(%arg2) : (i32) -> ()
// CHECK-NEXT: cf.cond_br %arg1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @arg_used_outside(%c: i1, %d: i1, %x: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb3
^bb1(%a: i32):
  "test.op"(%a) : (i32) -> ()
  cf.cond_br %d, ^bb2(%a : i32), ^bb3
^bb2(%b: i32):
  "test.op"(%b) : (i32) -> ()
  "test.use"(%a) : (i32) -> ()
  cf.cond_br %d, ^bb2(%b : i32), ^bb3
^bb3:
  return
}

// -----

// Not merged: the differing operand is a result of the predecessor's terminator.
// CHECK-LABEL: func.func @terminator_result(
// CHECK-NEXT: %0 = "foo.br"()[^bb1, ^bb2] : () -> i32
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%arg0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @terminator_result(%x: i32) {
  %t = "foo.br"()[^bb1, ^bb2] : () -> i32
^bb1:
  "test.use"(%t) : (i32) -> ()
  return
^bb2:
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

// Not merged: a predecessor is not a BranchOpInterface op, so it cannot forward a new argument.
// CHECK-LABEL: func.func @non_branch_preds(
// CHECK-NEXT: "foo.br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.op"(%arg0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.op"(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @non_branch_preds(%x: i32, %y: i32) {
  "foo.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "test.op"(%x) : (i32) -> ()
  return
^bb2:
  "test.op"(%y) : (i32) -> ()
  return
}

// -----

// Merged: no new argument is needed, so a non-branch predecessor is just redirected.
// CHECK-LABEL: func.func @non_branch_preds_same(
// CHECK-NEXT: "foo.br"()[^bb1, ^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "test.op"(%arg0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @non_branch_preds_same(%x: i32) {
  "foo.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "test.op"(%x) : (i32) -> ()
  return
^bb2:
  "test.op"(%x) : (i32) -> ()
  return
}

// -----

// Not merged: blocks holding ops with non-empty regions are left alone.
// CHECK-LABEL: func.func @nested_region_block(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: "test.use"(%arg2) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: "test.use"(%arg2) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested_region_block(%c: i1, %d: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  scf.if %d {
    "test.use"(%x) : (i32) -> ()
  }
  return
^bb2:
  scf.if %d {
    "test.use"(%x) : (i32) -> ()
  }
  return
}

// -----

// The entry block is never merged (here the blocks are joined by the cf.br pattern instead).
// CHECK-LABEL: func.func @entry_not_merged(
// CHECK-NEXT: "test.op"(%arg0) : (i32) -> ()
// CHECK-NEXT: "test.op"(%arg0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @entry_not_merged(%x: i32) {
  "test.op"(%x) : (i32) -> ()
  cf.br ^bb1
^bb1:
  "test.op"(%x) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return
}

// -----

// Merging cascades: merged leaves make their parents identical, merged on the next iteration.
// CHECK-LABEL: func.func @chain(
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: %2 = arith.select %arg1, %0, %1 : i32
// CHECK-NEXT: "test.use"(%2) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @chain(%c: i1, %d: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %d, ^bb3, ^bb4
^bb2:
  cf.cond_br %d, ^bb5, ^bb6
^bb3:
  "test.use"(%x) : (i32) -> ()
  return
^bb4:
  "test.use"(%y) : (i32) -> ()
  return
^bb5:
  "test.use"(%y) : (i32) -> ()
  return
^bb6:
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

// Loop blocks merge; the kept block receives the other one's back edge.
// CHECK-LABEL: func.func @loop_merge(
// CHECK-NEXT: %0 = "test.cond"() : () -> i1
// CHECK-NEXT: cf.cond_br %0, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%1: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: %2 = "test.cond"() : () -> i1
// CHECK-NEXT: cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @loop_merge(%x: i32, %y: i32) {
  %d = "test.cond"() : () -> i1
  cf.cond_br %d, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  "test.use"(%a) : (i32) -> ()
  %e = "test.cond"() : () -> i1
  cf.cond_br %e, ^bb1(%a : i32), ^bb3
^bb2(%b: i32):
  "test.use"(%b) : (i32) -> ()
  %f = "test.cond"() : () -> i1
  cf.cond_br %f, ^bb1(%b : i32), ^bb3
^bb3:
  return
}

// -----

// Two differing operand positions give two new arguments.
// CHECK-LABEL: func.func @memrefs(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : memref<4xf32>
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg1 : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %0[%c0] : memref<4xf32>
// CHECK-NEXT: memref.store %2, %1[%c0] : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @memrefs(%c: i1, %m: memref<4xf32>, %n: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.load %m[%c0] : memref<4xf32>
  memref.store %0, %n[%c0] : memref<4xf32>
  cf.br ^bb3
^bb2:
  %1 = memref.load %n[%c0] : memref<4xf32>
  memref.store %1, %m[%c0] : memref<4xf32>
  cf.br ^bb3
^bb3:
  return
}

// -----

// Redundant block argument dropped: every predecessor passes %x for the first argument.
// CHECK-LABEL: func.func @redundant_args(
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: "test.use"(%arg1, %0) : (i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @redundant_args(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2
^bb2:
  cf.br ^bb1(%x, %x : i32, i32)
^bb1(%a: i32, %b: i32):
  "test.use"(%a, %b) : (i32, i32) -> ()
  return
}

// -----

// Dropped arguments are replaced at once, so the second argument (fed %a around the loop) goes too.
// CHECK-LABEL: func.func @chained_redundant(
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.use"(%arg0, %arg0) : (i32, i32) -> ()
// CHECK-NEXT: %0 = "test.cond"() : () -> i1
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// NORMAL-LABEL: func.func @chained_redundant(
// NORMAL-NEXT: cf.br ^bb1(%arg0, %arg0 : i32, i32)
// NORMAL-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
// NORMAL-NEXT: "test.use"(%0, %1) : (i32, i32) -> ()
// NORMAL-NEXT: %2 = "test.cond"() : () -> i1
// NORMAL-NEXT: cf.cond_br %2, ^bb1(%arg0, %0 : i32, i32), ^bb2
// NORMAL-NEXT: ^bb2:  // pred: ^bb1
// NORMAL-NEXT: return
// NORMAL-NEXT: }
// NORMAL-NEXT: }
func.func @chained_redundant(%x: i32) {
  cf.br ^bb1(%x, %x : i32, i32)
^bb1(%a: i32, %b: i32):
  "test.use"(%a, %b) : (i32, i32) -> ()
  %d = "test.cond"() : () -> i1
  cf.cond_br %d, ^bb1(%x, %a : i32, i32), ^bb2
^bb2:
  return
}

// -----

// Not dropped: the loop passes the arguments themselves back.
// CHECK-LABEL: func.func @loop_args(
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg1 : i32, i32)
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: %2 = "test.cond"() : () -> i1
// CHECK-NEXT: cf.cond_br %2, ^bb1(%0, %1 : i32, i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @loop_args(%c: i1, %x: i32) {
  cf.br ^bb1(%x, %x : i32, i32)
^bb1(%a: i32, %b: i32):
  "test.use"(%a) : (i32) -> ()
  "test.use"(%b) : (i32) -> ()
  %d = "test.cond"() : () -> i1
  cf.cond_br %d, ^bb1(%a, %b : i32, i32), ^bb2
^bb2:
  return
}

// -----

// Nested regions: blocks inside scf.execute_region inside scf.if are merged.
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %2 = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT: %3 = arith.addi %2, %arg3 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %v = scf.execute_region -> i32 no_inline {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      %0 = arith.addi %x, %y : i32
      scf.yield %0 : i32
    ^bb2:
      %1 = arith.addi %y, %y : i32
      scf.yield %1 : i32
    }
    scf.yield %v : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// Both the function body and a nested region merge blocks.
// CHECK-LABEL: func.func @nested_both(
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: %1 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %2 = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT: %3 = arith.muli %2, %2 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// NORMAL-LABEL: func.func @nested_both(
// NORMAL-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// NORMAL-NEXT: ^bb1:  // pred: ^bb0
// NORMAL-NEXT: "test.use"(%arg2) : (i32) -> ()
// NORMAL-NEXT: cf.br ^bb3
// NORMAL-NEXT: ^bb2:  // pred: ^bb0
// NORMAL-NEXT: "test.use"(%arg3) : (i32) -> ()
// NORMAL-NEXT: cf.br ^bb3
// NORMAL-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// NORMAL-NEXT: %0 = scf.execute_region -> i32 no_inline {
// NORMAL-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// NORMAL-NEXT: ^bb1:  // pred: ^bb0
// NORMAL-NEXT: %1 = arith.muli %arg2, %arg2 : i32
// NORMAL-NEXT: scf.yield %1 : i32
// NORMAL-NEXT: ^bb2:  // pred: ^bb0
// NORMAL-NEXT: %2 = arith.muli %arg3, %arg3 : i32
// NORMAL-NEXT: scf.yield %2 : i32
// NORMAL-NEXT: }
// NORMAL-NEXT: "test.use"(%0) : (i32) -> ()
// NORMAL-NEXT: return
// NORMAL-NEXT: }
// NORMAL-NEXT: }
func.func @nested_both(%c: i1, %d: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%x) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%y) : (i32) -> ()
  cf.br ^bb3
^bb3:
  %v = scf.execute_region -> i32 no_inline {
    cf.cond_br %d, ^bb1, ^bb2
  ^bb1:
    %0 = arith.muli %x, %x : i32
    scf.yield %0 : i32
  ^bb2:
    %1 = arith.muli %y, %y : i32
    scf.yield %1 : i32
  }
  "test.use"(%v) : (i32) -> ()
  return
}
