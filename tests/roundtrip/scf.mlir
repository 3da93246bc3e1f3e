// Round-trip of the scf dialect.
// RUN: bufjit opt %s -split-input-file | FileCheck %s

// for without iter_args: the implicit empty scf.yield is elided.
// CHECK: module {
// CHECK-NEXT: func.func @for_simple(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: memref.store %cst, %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_simple(%lb: index, %ub: index, %step: index, %m: memref<?xf32>) {
  %cst = arith.constant 1.0 : f32
  scf.for %i = %lb to %ub step %step {
    memref.store %cst, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// for with iter_args; results and nested induction variables.
// CHECK: module {
// CHECK-NEXT: func.func @for_iter_args(%arg0: index) -> (f32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0:2 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %cst, %arg3 = %c0_i32) -> (f32, i32) {
// CHECK-NEXT: %1 = scf.for %arg4 = %c0 to %arg0 step %c1 iter_args(%arg5 = %arg2) -> (f32) {
// CHECK-NEXT: %3 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %2 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1, %2 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_iter_args(%ub: index) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %zero = arith.constant 0 : i32
  %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %init, %n = %zero) -> (f32, i32) {
    %inner = scf.for %j = %c0 to %ub step %c1 iter_args(%a = %acc) -> (f32) {
      %s = arith.addf %a, %a : f32
      scf.yield %s : f32
    }
    %one = arith.constant 1 : i32
    %n1 = arith.addi %n, %one : i32
    scf.yield %inner, %n1 : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// for with an i32 induction variable (the type is printed after `step`).
// CHECK: module {
// CHECK-NEXT: func.func @for_i32(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: %1 = arith.addi %arg4, %arg3 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_i32(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %lb) -> (i32) : i32 {
    %s = arith.addi %acc, %i : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// -----

// if without results, with and without else.
// CHECK: module {
// CHECK-NEXT: func.func @if_no_results(%arg0: i1, %arg1: memref<f32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %cst, %arg1[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %cst, %arg1[] : memref<f32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %0 = memref.load %arg1[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @if_no_results(%c: i1, %m: memref<f32>) {
  %cst = arith.constant 1.0 : f32
  scf.if %c {
    memref.store %cst, %m[] : memref<f32>
  }
  scf.if %c {
    memref.store %cst, %m[] : memref<f32>
  } else {
    %v = memref.load %m[] : memref<f32>
  }
  return
}

// -----

// if with results.
// CHECK: module {
// CHECK-NEXT: func.func @if_results(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2, %arg1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @if_results(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  %s = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r#0, %s : i32, i32
}

// -----

// while with before/after regions and scf.condition.
// CHECK: module {
// CHECK-NEXT: func.func @while(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @while(%init: i32, %limit: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %limit : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %y, %one : i32
    scf.yield %next : i32
  }
  return %r : i32
}

// -----

// while whose before-region forwards values of different types.
// CHECK: module {
// CHECK-NEXT: func.func @while_types(%arg0: i32, %arg1: f32) -> (i64, f32) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i64, f32) {
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg2, %arg2 : i32
// CHECK-NEXT: %2 = arith.extsi %arg2 : i32 to i64
// CHECK-NEXT: scf.condition(%1) %2, %arg3 : i64, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i64, %arg3: f32):
// CHECK-NEXT: %1 = arith.trunci %arg2 : i64 to i32
// CHECK-NEXT: scf.yield %1, %arg3 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i64, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @while_types(%a: i32, %b: f32) -> (i64, f32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i64, f32) {
    %c = arith.cmpi sgt, %x, %x : i32
    %e = arith.extsi %x : i32 to i64
    scf.condition(%c) %e, %y : i64, f32
  } do {
  ^bb0(%p: i64, %q: f32):
    %t = arith.trunci %p : i64 to i32
    scf.yield %t, %q : i32, f32
  }
  return %r#0, %r#1 : i64, f32
}

// -----

// execute_region with and without results, and multiple blocks.
// CHECK: module {
// CHECK-NEXT: func.func @execute_region(%arg0: i1) -> i32 {
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: scf.yield %c2_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @execute_region(%c: i1) -> i32 {
  scf.execute_region {
    scf.yield
  }
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  ^bb2:
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// index_switch with results and cases.
// CHECK: module {
// CHECK-NEXT: func.func @index_switch(%arg0: index) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: scf.yield %c10_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: scf.yield %c20_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT: scf.yield %c30_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @index_switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 5 {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  default {
    %c = arith.constant 30 : i32
    scf.yield %c : i32
  }
  scf.index_switch %i
  default {
  }
  return %r : i32
}

// -----

// parallel without and with reductions.
// CHECK: module {
// CHECK-NEXT: func.func @parallel(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg0, %arg1) step (%c1, %c1) {
// CHECK-NEXT: memref.store %cst, %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT: %1 = memref.load %arg2[%arg3, %c0] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %2 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @parallel(%ub0: index, %ub1: index, %m: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%ub0, %ub1) step (%c1, %c1) {
    memref.store %zero, %m[%i, %j] : memref<?x?xf32>
  }
  %sum = scf.parallel (%i) = (%c0) to (%ub0) step (%c1) init (%zero) -> f32 {
    %v = memref.load %m[%i, %c0] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }
  }
  return %sum : f32
}

// -----

// forall with static and dynamic bounds, and with shared_outs / in_parallel (the tensor
// dialect ops usually inside in_parallel are out of bufjit's scope).
// CHECK: module {
// CHECK-NEXT: func.func @forall(%arg0: index, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: scf.forall (%arg2, %arg3) in (4, %arg0) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2) = (0) to (%arg0) step (2) {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) -> (tensor<?xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @forall(%n: index, %t: tensor<?xf32>) -> tensor<?xf32> {
  scf.forall (%i, %j) in (4, %n) {
  }
  scf.forall (%i) = (0) to (%n) step (2) {
  }
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<?xf32>
}

// -----

// while without inits: no assignment list.
// CHECK-LABEL: func.func @while_no_inits(%arg0: i1, %arg1: memref<2xf32>) -> f32 {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.while : () -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %arg1[%c0] : memref<2xf32>
// CHECK-NEXT: scf.condition(%arg0) %1 : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: f32):
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @while_no_inits(%c: i1, %m: memref<2xf32>) -> f32 {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %r = scf.while : () -> f32 {
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0] : memref<2xf32>
    scf.condition(%c) %v : f32
  } do {
  ^bb0(%x: f32):
    scf.yield
  }
  return %r : f32
}
