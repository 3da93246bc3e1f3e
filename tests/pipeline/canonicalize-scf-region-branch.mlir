// canonicalize: MLIR 22's RegionBranchOpInterface patterns on scf.for, scf.if, scf.while,
// scf.index_switch and scf.execute_region (forwarded, duplicate and dead successor inputs), and
// scf.index_switch on a constant. Expected output is mlir-opt 22's.
// RUN: bufjit opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// Iter args that always hold their init (unchanged, or yielding the init) are dropped.
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = "x.op"(%arg7) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg4, %arg5 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%lb: index, %ub: index, %st: index, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b, %z = %c) -> (i32, i32, i32) {
    %n = "x.op"(%x) : (i32) -> i32
    scf.yield %n, %y, %c : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// Single-trip and zero-trip loops in sequence.
// CHECK: module {
// CHECK-NEXT: func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = "x.op"(%arg0, %c0) : (i32, index) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @g(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  %s = scf.for %i = %c10 to %c1 step %c1 iter_args(%x = %r) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %s : i32
}

// -----

// An iter arg unused inside the loop whose result is unused is dropped.
// CHECK: module {
// CHECK-NEXT: func.func @h(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %0 = "x.op"(%arg4) : (index) -> i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @h(%lb: index, %ub: index, %st: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%i) : (index) -> i32
    scf.yield %n : i32
  }
  return
}

// -----

// scf.if results yielding the same values on every path are merged.
// CHECK: module {
// CHECK-NEXT: func.func @dupif(%arg0: i1) -> (i64, i64) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i64) {
// CHECK-NEXT: %1 = "x.val1"() : () -> i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "x.val2"() : () -> i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dupif(%c: i1) -> (i64, i64) {
  %r:2 = scf.if %c -> (i64, i64) {
    %x = "x.val1"() : () -> i64
    scf.yield %x, %x : i64, i64
  } else {
    %y = "x.val2"() : () -> i64
    scf.yield %y, %y : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// -----

// scf.for iter args with the same init and yield are merged.
// CHECK: module {
// CHECK-NEXT: func.func @dupfor(%arg0: index, %arg1: index, %arg2: index, %arg3: i64) -> (i64, i64) {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i64) {
// CHECK-NEXT: %1 = "x.op"(%arg5, %arg5) : (i64, i64) -> i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dupfor(%lb: index, %ub: index, %st: index, %a: i64) -> (i64, i64) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i64, i64) {
    %n = "x.op"(%x, %y) : (i64, i64) -> i64
    scf.yield %n, %n : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// -----

// scf.index_switch duplicate results are merged.
// CHECK: module {
// CHECK-NEXT: func.func @dupsw(%arg0: index) -> (i64, i64) {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i64
// CHECK-NEXT: case 2 {
// CHECK-NEXT: %1 = "x.val1"() : () -> i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %1 = "x.val2"() : () -> i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dupsw(%c: index) -> (i64, i64) {
  %r:2 = scf.index_switch %c -> i64, i64
  case 2 {
    %x = "x.val1"() : () -> i64
    scf.yield %x, %x : i64, i64
  }
  default {
    %y = "x.val2"() : () -> i64
    scf.yield %y, %y : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// -----

// scf.while duplicate arguments are merged.
// CHECK: module {
// CHECK-NEXT: func.func @dupwhile(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i64) -> i64 {
// CHECK-NEXT: %1 = "x.cond"(%arg1, %arg1) : (i64, i64) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i64):
// CHECK-NEXT: %1 = "x.op"(%arg1, %arg1) : (i64, i64) -> i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dupwhile(%a: i64) -> (i64, i64) {
  %r:2 = scf.while (%x = %a, %y = %a) : (i64, i64) -> (i64, i64) {
    %c = "x.cond"(%x, %y) : (i64, i64) -> i1
    scf.condition(%c) %x, %y : i64, i64
  } do {
  ^bb0(%p: i64, %q: i64):
    %n = "x.op"(%p, %q) : (i64, i64) -> i64
    scf.yield %n, %n : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// -----

// Iter args forwarded unchanged, yielding their init, or dead are dropped.
// CHECK: module {
// CHECK-NEXT: func.func @for_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = "x.op"(%arg8, %arg4) : (i32, i32) -> i32
// CHECK-NEXT: %2 = "x.op2"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg4, %arg5 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_iter_args(%lb: index, %ub: index, %st: index, %a: i32, %b: i32, %c: i32, %d: i32) -> (i32, i32, i32) {
  %r:4 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b, %z = %c, %w = %d) -> (i32, i32, i32, i32) {
    %n = "x.op"(%x, %y) : (i32, i32) -> i32
    %m = "x.op2"() : () -> i32
    scf.yield %n, %y, %c, %m : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// Must not fire: every iter arg carries a new value around the loop.
// CHECK: module {
// CHECK-NEXT: func.func @for_live(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i32) {
// CHECK-NEXT: scf.yield %arg7, %arg6 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_live(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (i32, i32) {
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Duplicate iter args (same init, same yield) are merged.
// CHECK: module {
// CHECK-NEXT: func.func @for_dup(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = "x.op"(%arg5, %arg5) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_dup(%lb: index, %ub: index, %st: index, %a: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = "x.op"(%x, %y) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Nested loops: inner loop result feeds the outer yield.
// CHECK: module {
// CHECK-NEXT: func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: memref<4xi32>) -> i32 {
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: memref.store %arg3, %arg4[%arg6] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested(%lb: index, %ub: index, %st: index, %a: i32, %m: memref<4xi32>) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    %s = scf.for %j = %lb to %ub step %st iter_args(%y = %x) -> (i32) {
      memref.store %y, %m[%j] : memref<4xi32>
      scf.yield %y : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

// -----

// scf.while: duplicate and invariant arguments.
// CHECK: module {
// CHECK-NEXT: func.func @while_args(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "x.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "x.op"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @while_args(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "x.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "x.op"(%p) : (i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// scf.index_switch on a constant selects a case; unknown selector keeps the op but drops unused results.
// CHECK: module {
// CHECK-NEXT: func.func @index_switch(%arg0: index) -> (i32, i32) {
// CHECK-NEXT: %0 = "x.b"() : () -> i32
// CHECK-NEXT: %1 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %2 = "x.a"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %2 = "x.d"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 7 {
// CHECK-NEXT: %2 = "x.a"() : () -> i32
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %2 = "x.d"() : () -> i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @index_switch(%s: index) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %0 = scf.index_switch %c2 -> i32
  case 1 {
    %a = "x.a"() : () -> i32
    scf.yield %a : i32
  }
  case 2 {
    %b = "x.b"() : () -> i32
    scf.yield %b : i32
  }
  default {
    %d = "x.d"() : () -> i32
    scf.yield %d : i32
  }
  %1:2 = scf.index_switch %s -> i32, i32
  case 1 {
    %a = "x.a"() : () -> i32
    scf.yield %a, %a : i32, i32
  }
  default {
    %d = "x.d"() : () -> i32
    scf.yield %d, %d : i32, i32
  }
  %2 = scf.index_switch %s -> i32
  case 7 {
    %a = "x.a"() : () -> i32
    scf.yield %a : i32
  }
  default {
    %d = "x.d"() : () -> i32
    scf.yield %d : i32
  }
  return %0, %1#1 : i32, i32
}

// -----

// Constant selector with no matching case takes the default; no results.
// CHECK: module {
// CHECK-NEXT: func.func @index_switch_default() {
// CHECK-NEXT: "x.d"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @index_switch_default() {
  %c5 = arith.constant 5 : index
  scf.index_switch %c5
  case 1 {
    "x.a"() : () -> ()
    scf.yield
  }
  default {
    "x.d"() : () -> ()
  }
  return
}

// -----

// Multi-block execute_region in an scf.if is kept; one nested in an execute_region is inlined.
// CHECK: module {
// CHECK-NEXT: func.func @exec_nested(%arg0: i1) -> i64 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "x.val1"() : () -> i64
// CHECK-NEXT: cf.br ^bb3(%0 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = "x.val2"() : () -> i64
// CHECK-NEXT: cf.br ^bb3(%1 : i64)
// CHECK-NEXT: ^bb3(%2: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "x.mid"(%2) : (i64) -> ()
// CHECK-NEXT: return %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @exec_nested(%c: i1) -> i64 {
  %v = scf.execute_region -> i64 {
    %w = scf.execute_region -> i64 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %x = "x.val1"() : () -> i64
      scf.yield %x : i64
    ^bb2:
      %y = "x.val2"() : () -> i64
      scf.yield %y : i64
    }
    "x.mid"(%w) : (i64) -> ()
    cf.br ^bb3
  ^bb3:
    scf.yield %w : i64
  }
  return %v : i64
}

// -----

// execute_region inside scf.for: single block inlines, multi-block stays.
// CHECK: module {
// CHECK-NEXT: func.func @exec_in_for(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %0 = "x.val"(%arg4) : (index) -> index
// CHECK-NEXT: "x.use"(%0) : (index) -> ()
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: cf.cond_br %arg3, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "x.a"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @exec_in_for(%lb: index, %ub: index, %st: index, %c: i1) {
  scf.for %i = %lb to %ub step %st {
    %v = scf.execute_region -> index {
      %x = "x.val"(%i) : (index) -> index
      scf.yield %x : index
    }
    "x.use"(%v) : (index) -> ()
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      "x.a"() : () -> ()
      scf.yield
    ^bb2:
      scf.yield
    }
  }
  return
}

// -----

// scf.if results: duplicates merged, outside-defined single values forwarded, unused dropped.
// CHECK: module {
// CHECK-NEXT: func.func @if_results(%arg0: i1, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = "x.val1"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "x.val2"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0, %arg1 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @if_results(%c: i1, %a: i32) -> (i32, i32, i32) {
  %r:4 = scf.if %c -> (i32, i32, i32, i32) {
    %x = "x.val1"() : () -> i32
    scf.yield %x, %x, %a, %x : i32, i32, i32, i32
  } else {
    %y = "x.val2"() : () -> i32
    scf.yield %y, %y, %a, %a : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// Two-trip loop with empty body yielding an outside value; zero-trip loop with no results.
// CHECK: module {
// CHECK-NEXT: func.func @trivial(%arg0: i32, %arg1: i32, %arg2: memref<4xi32>) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg0, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @trivial(%a: i32, %b: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  scf.for %i = %c2 to %c0 step %c1 {
    memref.store %a, %m[%i] : memref<4xi32>
  }
  scf.for %i = %c0 to %c1 step %c1 {
    memref.store %a, %m[%i] : memref<4xi32>
  }
  return %r : i32
}

// -----

// scf.while: an argument that only ever holds its init is replaced by it and dropped.
// CHECK: module {
// CHECK-NEXT: func.func @while_invariant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = "x.cond"(%arg0, %arg2) : (i32, i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "x.op"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @while_invariant(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "x.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "x.op"(%q) : (i32) -> i32
    scf.yield %p, %n : i32, i32
  }
  return %r#1 : i32
}

// -----

// scf.while: duplicate after-region arguments and results are merged.
// CHECK: module {
// CHECK-NEXT: func.func @while_dup_after(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "x.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: %2 = "x.v"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.condition(%1) %2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "x.op"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @while_dup_after(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "x.cond"(%x) : (i32) -> i1
    %v = "x.v"(%x) : (i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "x.op"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#1 : i32
}

// -----

// Iter arg yielded back unchanged: uses become the init, then the pair is dropped.
// CHECK: module {
// CHECK-NEXT: func.func @for_yield_back_unused(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "x.use"(%arg3) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_yield_back_unused(%lb: index, %ub: index, %st: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    "x.use"(%x) : (i32) -> ()
    scf.yield %x : i32
  }
  return
}

// -----

// Must not fire: the result is used and the yield is computed in the loop.
// CHECK: module {
// CHECK-NEXT: func.func @for_result_used_arg_unused(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = "x.v"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_result_used_arg_unused(%lb: index, %ub: index, %st: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    %n = "x.v"() : () -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Multi-block scf.execute_region without results in a function becomes a CFG.
// CHECK: module {
// CHECK-NEXT: func.func @exec_multi_noresult(%arg0: i1) {
// CHECK-NEXT: "x.before"() : () -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "x.a"() : () -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "x.b"() : () -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "x.after"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @exec_multi_noresult(%c: i1) {
  "x.before"() : () -> ()
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "x.a"() : () -> ()
    scf.yield
  ^bb2:
    "x.b"() : () -> ()
    scf.yield
  }
  "x.after"() : () -> ()
  return
}

// -----

// Multi-block scf.execute_region with results: the yields branch to the continuation block.
// CHECK: module {
// CHECK-NEXT: func.func @exec_multi_results(%arg0: i1, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %arg1 : i64, i64)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "x.val1"() : () -> i64
// CHECK-NEXT: cf.br ^bb2(%0, %arg1 : i64, i64)
// CHECK-NEXT: ^bb2(%1: i64, %2: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "x.after"(%1) : (i64) -> ()
// CHECK-NEXT: return %1, %2 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @exec_multi_results(%c: i1, %a: i64) -> (i64, i64) {
  %v:2 = scf.execute_region -> (i64, i64) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "x.val1"() : () -> i64
    scf.yield %x, %a : i64, i64
  ^bb2:
    scf.yield %a, %a : i64, i64
  }
  "x.after"(%v#0) : (i64) -> ()
  return %v#0, %v#1 : i64, i64
}

// -----

// Must not fire: dynamic upper bound.
// CHECK: module {
// CHECK-NEXT: func.func @for_const_lb_dyn_ub(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT: %1 = "x.op"(%arg3) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_const_lb_dyn_ub(%ub: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Must not fire: the inner loop starts at the outer IV, so its trip count is not static.
// CHECK: module {
// CHECK-NEXT: func.func @nested_trip_one(%arg0: memref<4xi32>, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT: %1 = scf.for %arg4 = %arg2 to %c4 step %c4 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg4] : memref<4xi32>
// CHECK-NEXT: %3 = arith.addi %2, %arg5 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested_trip_one(%m: memref<4xi32>, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    %s = scf.for %j = %i to %c4 step %c4 iter_args(%y = %x) -> (i32) {
      %v = memref.load %m[%j] : memref<4xi32>
      %w = arith.addi %v, %y : i32
      scf.yield %w : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

// -----

// Must not fire: the after argument only ever holds a value defined in the before region.
// CHECK: module {
// CHECK-NEXT: func.func @while_before_defined(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "x.v"(%arg1) : (i32) -> i32
// CHECK-NEXT: %2 = "x.cond"(%1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%2) %1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: "x.use"(%arg1) : (i32) -> ()
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @while_before_defined(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %v = "x.v"(%x) : (i32) -> i32
    %c = "x.cond"(%v) : (i32) -> i1
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%p: i32):
    "x.use"(%p) : (i32) -> ()
    scf.yield %p : i32
  }
  return %r : i32
}

// -----

// Iter args swapped every iteration but with the same init: both always hold it.
// CHECK: module {
// CHECK-NEXT: func.func @for_swap_same_init(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "x.use"(%arg3, %arg3) : (i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %arg3 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_swap_same_init(%lb: index, %ub: index, %st: index, %a: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    "x.use"(%x, %y) : (i32, i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Must not fire: swapped iter args with different inits.
// CHECK: module {
// CHECK-NEXT: func.func @for_swap_diff_init(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i32) {
// CHECK-NEXT: "x.use"(%arg6, %arg7) : (i32, i32) -> ()
// CHECK-NEXT: scf.yield %arg7, %arg6 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_swap_diff_init(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (i32, i32) {
    "x.use"(%x, %y) : (i32, i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Must not fire: the yield is the induction variable.
// CHECK: module {
// CHECK-NEXT: func.func @for_yield_iv(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %arg0) -> (index) {
// CHECK-NEXT: scf.yield %arg3 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_yield_iv(%lb: index, %ub: index, %st: index) -> index {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %lb) -> (index) {
    scf.yield %i : index
  }
  return %r : index
}

// -----

// Must not fire: the single yielded value is defined inside the region.
// CHECK: module {
// CHECK-NEXT: func.func @exec_result_inside(%arg0: i1) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: %1 = "x.v"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @exec_result_inside(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %v = "x.v"() : () -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// -----

// Must not fire: the unused result is tied to a used after-region argument.
// CHECK: module {
// CHECK-NEXT: func.func @while_result_unused_after_used(%arg0: i32) {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "x.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "x.next"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @while_result_unused_after_used(%a: i32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "x.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "x.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return
}

// -----

// scf.if without results or else: nothing to do.
// CHECK: module {
// CHECK-NEXT: func.func @if_no_else(%arg0: i1, %arg1: memref<4xi32>) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "x.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @if_no_else(%c: i1, %m: memref<4xi32>) {
  scf.if %c {
    "x.a"() : () -> ()
  }
  return
}

// -----

// The inner scf.if becomes a select; the loop keeps its live iter arg.
// CHECK: module {
// CHECK-NEXT: func.func @for_nested_yield_use(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i1) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = arith.select %arg4, %arg6, %arg3 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_nested_yield_use(%lb: index, %ub: index, %st: index, %a: i32, %c: i1) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    %y = scf.if %c -> (i32) {
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %y : i32
  }
  return %r : i32
}
