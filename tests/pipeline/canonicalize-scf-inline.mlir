// canonicalize: scf.for SimplifyTrivialLoops (static trip counts of 0 or 1, empty bodies) and
// scf.execute_region inlining (single block, multi-block into a function, no_inline), as MLIR 22
// does them. Expected output is mlir-opt 22's.
// RUN: bufjit opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// scf.for with lb == ub never runs: results are the inits.
// CHECK: module {
// CHECK-NEXT: func.func @same_bounds(%arg0: index, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @same_bounds(%lb: index, %st: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %lb step %st iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Constant ub < lb: zero trips.
// CHECK: module {
// CHECK-NEXT: func.func @neg_trip(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @neg_trip(%a: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c5 to %c3 step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// One trip (step >= ub - lb): the body is inlined with the IV replaced by lb.
// CHECK: module {
// CHECK-NEXT: func.func @single_trip_step(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = "x.op"(%arg0, %c0) : (i32, index) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @single_trip_step(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c4 step %c8 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Must not fire: two trips and a non-empty body.
// CHECK: module {
// CHECK-NEXT: func.func @two_trips(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c4 step %c2 iter_args(%arg2 = %arg0) -> (i32) {
// CHECK-NEXT: %1 = "x.op"(%arg2, %arg1) : (i32, index) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @two_trips(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Empty body yielding an outside value, at least one trip: the yielded value replaces the result.
// CHECK: module {
// CHECK-NEXT: func.func @empty_body_outside(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @empty_body_outside(%lb: index, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Must not fire: empty body but unknown trip count (may be zero).
// CHECK: module {
// CHECK-NEXT: func.func @empty_body_dyn(%arg0: index, %arg1: index, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %c1 iter_args(%arg5 = %arg2) -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @empty_body_dyn(%lb: index, %ub: index, %a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Must not fire: ub = lb + 1 without nsw gives no static trip count.
// CHECK: module {
// CHECK-NEXT: func.func @addi_ub(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: %1 = scf.for %arg2 = %arg0 to %0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT: %2 = "x.op"(%arg3, %arg2) : (i32, index) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @addi_ub(%lb: index, %a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// ub = lb + 1 with nsw: one trip.
// CHECK: module {
// CHECK-NEXT: func.func @addi_nsw_ub(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = "x.op"(%arg1, %arg0) : (i32, index) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @addi_nsw_ub(%lb: index, %a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Unsigned comparison: -1 is the largest index, zero trips.
// CHECK: module {
// CHECK-NEXT: func.func @unsigned_loop(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unsigned_loop(%a: i32) -> i32 {
  %c0 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for unsigned %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Signed comparison: -1 to 0 is one trip.
// CHECK: module {
// CHECK-NEXT: func.func @signed_neg(%arg0: i32) -> i32 {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = "x.op"(%arg0, %c-1) : (i32, index) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @signed_neg(%a: i32) -> i32 {
  %c0 = arith.constant -1 : index
  %c4 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// i32 induction variable: one trip.
// CHECK: module {
// CHECK-NEXT: func.func @i32_iv(%arg0: i32) -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = "x.op"(%arg0, %c7_i32) : (i32, i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @i32_iv(%a: i32) -> i32 {
  %c0 = arith.constant 7 : i32
  %c4 = arith.constant 9 : i32
  %c1 = arith.constant 5 : i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) : i32 {
    %n = "x.op"(%x, %i) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// One trip without results.
// CHECK: module {
// CHECK-NEXT: func.func @no_results_single(%arg0: memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: "x.op"(%c0) : (index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @no_results_single(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c1 step %c1 {
    "x.op"(%i) : (index) -> ()
  }
  return
}

// -----

// One trip with an unused result.
// CHECK: module {
// CHECK-NEXT: func.func @dead_iter_single(%arg0: i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: "x.op"(%c0) : (index) -> ()
// CHECK-NEXT: %0 = "x.v"() : () -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dead_iter_single(%a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    "x.op"(%i) : (index) -> ()
    %n = "x.v"() : () -> i32
    scf.yield %n : i32
  }
  return
}

// -----

// Empty body yielding its iter arg: the result is the init.
// CHECK: module {
// CHECK-NEXT: func.func @empty_body_inside_yield(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @empty_body_inside_yield(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// Constant zero step: zero trips.
// CHECK: module {
// CHECK-NEXT: func.func @zero_step(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @zero_step(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 0 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Negative constant step: zero trips.
// CHECK: module {
// CHECK-NEXT: func.func @neg_step(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @neg_step(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant -1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Dynamic step, lb == ub as constants: zero trips.
// CHECK: module {
// CHECK-NEXT: func.func @dyn_step_const_bounds(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dyn_step_const_bounds(%st: index, %a: i32) -> i32 {
  %c0 = arith.constant 4 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %st iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Dynamic step, ub < lb: zero trips.
// CHECK: module {
// CHECK-NEXT: func.func @dyn_step_const_bounds_lt(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dyn_step_const_bounds_lt(%st: index, %a: i32) -> i32 {
  %c0 = arith.constant 5 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %st iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Must not fire: dynamic step, ub > lb.
// CHECK: module {
// CHECK-NEXT: func.func @dyn_step_pos(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c4 step %arg0 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT: %1 = "x.op"(%arg3, %arg2) : (i32, index) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dyn_step_pos(%st: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %st iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Must not fire: dynamic step, empty body.
// CHECK: module {
// CHECK-NEXT: func.func @dyn_step_empty(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c4 step %arg0 iter_args(%arg4 = %arg1) -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dyn_step_empty(%st: index, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %st iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Zero step with dynamic bounds: zero trips.
// CHECK: module {
// CHECK-NEXT: func.func @zero_step_dyn(%arg0: index, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @zero_step_dyn(%lb: index, %ub: index, %a: i32) -> i32 {
  %c1 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Negative step with dynamic lb: zero trips.
// CHECK: module {
// CHECK-NEXT: func.func @dyn_lb_step_neg(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dyn_lb_step_neg(%lb: index, %a: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant -2 : index
  %r = scf.for %i = %lb to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// i8 bounds whose difference overflows to negative: zero trips.
// CHECK: module {
// CHECK-NEXT: func.func @i8_wrap(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @i8_wrap(%a: i32) -> i32 {
  %c0 = arith.constant -100 : i8
  %c4 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) : i8 {
    %n = "x.op"(%x, %i) : (i32, i8) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// i8 bounds whose difference overflows (step 99): zero trips.
// CHECK: module {
// CHECK-NEXT: func.func @i8_three(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @i8_three(%a: i32) -> i32 {
  %c0 = arith.constant -100 : i8
  %c4 = arith.constant 100 : i8
  %c1 = arith.constant 99 : i8
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) : i8 {
    %n = "x.op"(%x, %i) : (i32, i8) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Must not fire: empty body yielding an iter arg (defined in the loop).
// CHECK: module {
// CHECK-NEXT: func.func @empty_two_trip(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0:2 = scf.for %arg2 = %c0 to %c4 step %c2 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (i32, i32) {
// CHECK-NEXT: scf.yield %arg1, %arg3 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @empty_two_trip(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.for %i = %c0 to %c4 step %c2 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    scf.yield %b, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Signed comparison: -1 to 0 is one trip.
// CHECK: module {
// CHECK-NEXT: func.func @unsigned_negstep(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unsigned_negstep(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant -1 : index
  %r = scf.for unsigned %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// ub = lb + (-3) nsw: zero trips.
// CHECK: module {
// CHECK-NEXT: func.func @addi_neg(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @addi_neg(%lb: index, %a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %cm3 = arith.constant -3 : index
  %ub = arith.addi %lb, %cm3 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Must not fire: ub = lb + 2 nsw, two trips.
// CHECK: module {
// CHECK-NEXT: func.func @addi_two(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c2 overflow<nsw> : index
// CHECK-NEXT: %1 = scf.for %arg2 = %arg0 to %0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT: %2 = "x.op"(%arg3, %arg2) : (i32, index) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @addi_two(%lb: index, %a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ub = arith.addi %lb, %c2 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// ub = 1 + lb nsw: the constant moves right (commutative fold), then one trip.
// CHECK: module {
// CHECK-NEXT: func.func @addi_swapped(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = "x.op"(%arg1, %arg0) : (i32, index) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @addi_swapped(%lb: index, %a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %c1, %lb overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Unsigned loop, ub = lb + 1 nuw: one trip.
// CHECK: module {
// CHECK-NEXT: func.func @addi_nuw_unsigned(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = "x.op"(%arg1, %arg0) : (i32, index) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @addi_nuw_unsigned(%lb: index, %a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nuw> : index
  %r = scf.for unsigned %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Must not fire: signed loop needs nsw, not nuw.
// CHECK: module {
// CHECK-NEXT: func.func @addi_nuw_signed(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c1 overflow<nuw> : index
// CHECK-NEXT: %1 = scf.for %arg2 = %arg0 to %0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT: %2 = "x.op"(%arg3, %arg2) : (i32, index) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @addi_nuw_signed(%lb: index, %a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nuw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Must not fire: difference known, step dynamic.
// CHECK: module {
// CHECK-NEXT: func.func @addi_empty_dyn_step(%arg0: index, %arg1: index, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c1 overflow<nsw> : index
// CHECK-NEXT: %1 = scf.for %arg4 = %arg0 to %0 step %arg1 iter_args(%arg5 = %arg2) -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @addi_empty_dyn_step(%lb: index, %st: index, %a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Unsigned loop, step -2 has the sign bit set: zero trips.
// CHECK: module {
// CHECK-NEXT: func.func @unsigned_two(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unsigned_two(%a: i32) -> i32 {
  %c0 = arith.constant 3 : index
  %c4 = arith.constant -1 : index
  %c1 = arith.constant -2 : index
  %r = scf.for unsigned %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (i32) {
    %n = "x.op"(%x, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// Single-block scf.execute_region is inlined.
// CHECK: module {
// CHECK-NEXT: func.func @single() -> i64 {
// CHECK-NEXT: "x.foo"() : () -> ()
// CHECK-NEXT: %0 = "x.val"() : () -> i64
// CHECK-NEXT: "x.bar"(%0) : (i64) -> ()
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @single() -> i64 {
  "x.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %x = "x.val"() : () -> i64
    scf.yield %x : i64
  }
  "x.bar"(%v) : (i64) -> ()
  return %v : i64
}

// -----

// Must not fire: no_inline.
// CHECK: module {
// CHECK-NEXT: func.func @single_noinline() -> i64 {
// CHECK-NEXT: %0 = scf.execute_region -> i64 no_inline {
// CHECK-NEXT: %1 = "x.val"() : () -> i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @single_noinline() -> i64 {
  %v = scf.execute_region -> i64 no_inline {
    %x = "x.val"() : () -> i64
    scf.yield %x : i64
  }
  return %v : i64
}

// -----

// Multi-block scf.execute_region in a function becomes a CFG.
// CHECK: module {
// CHECK-NEXT: func.func @multi(%arg0: i1) -> i64 {
// CHECK-NEXT: "x.foo"() : () -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "x.val1"() : () -> i64
// CHECK-NEXT: cf.br ^bb3(%0 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = "x.val2"() : () -> i64
// CHECK-NEXT: cf.br ^bb3(%1 : i64)
// CHECK-NEXT: ^bb3(%2: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "x.bar"(%2) : (i64) -> ()
// CHECK-NEXT: return %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @multi(%c: i1) -> i64 {
  "x.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    %x = "x.val1"() : () -> i64
    cf.br ^bb4(%x : i64)
  ^bb3:
    %y = "x.val2"() : () -> i64
    cf.br ^bb4(%y : i64)
  ^bb4(%z : i64):
    scf.yield %z : i64
  }
  "x.bar"(%v) : (i64) -> ()
  return %v : i64
}

// -----

// Must not fire: no_inline.
// CHECK: module {
// CHECK-NEXT: func.func @multi_noinline(%arg0: i1) -> i64 {
// CHECK-NEXT: %0 = scf.execute_region -> i64 no_inline {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = "x.val1"() : () -> i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = "x.val2"() : () -> i64
// CHECK-NEXT: scf.yield %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @multi_noinline(%c: i1) -> i64 {
  %v = scf.execute_region -> i64 no_inline {
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    %x = "x.val1"() : () -> i64
    scf.yield %x : i64
  ^bb3:
    %y = "x.val2"() : () -> i64
    scf.yield %y : i64
  }
  return %v : i64
}

// -----

// Multi-block region inside scf.if is kept; its duplicate result is merged.
// CHECK: module {
// CHECK-NEXT: func.func @multi_in_if(%arg0: i1, %arg1: i1) -> i64 {
// CHECK-NEXT: %0 = scf.if %arg1 -> (i64) {
// CHECK-NEXT: %1 = scf.execute_region -> i64 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %2 = "x.val1"() : () -> i64
// CHECK-NEXT: scf.yield %2 : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %3 = "x.val2"() : () -> i64
// CHECK-NEXT: scf.yield %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "x.val3"() : () -> i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @multi_in_if(%c: i1, %d: i1) -> i64 {
  %r = scf.if %d -> i64 {
    %v:2 = scf.execute_region -> (i64, i64) {
      cf.cond_br %c, ^bb2, ^bb3
    ^bb2:
      %x = "x.val1"() : () -> i64
      scf.yield %x, %x : i64, i64
    ^bb3:
      %y = "x.val2"() : () -> i64
      scf.yield %y, %y : i64, i64
    }
    scf.yield %v#0 : i64
  } else {
    %w = "x.val3"() : () -> i64
    scf.yield %w : i64
  }
  return %r : i64
}

// -----

// no_inline region keeps its body but drops an unused result.
// CHECK: module {
// CHECK-NEXT: func.func @single_unused_result() {
// CHECK-NEXT: %0 = scf.execute_region -> i64 no_inline {
// CHECK-NEXT: %1 = "x.val"() : () -> i64
// CHECK-NEXT: %2 = "x.val"() : () -> i64
// CHECK-NEXT: scf.yield %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: "x.use"(%0) : (i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @single_unused_result() {
  %v:2 = scf.execute_region -> (i64, i64) no_inline {
    %x = "x.val"() : () -> i64
    %y = "x.val"() : () -> i64
    scf.yield %x, %y : i64, i64
  }
  "x.use"(%v#1) : (i64) -> ()
  return
}
