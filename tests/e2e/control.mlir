// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// scf.for with iter_args, scf.while, nested scf.if, index_switch, execute_region, cf
// branches with block arguments, cf.switch, scf.parallel with a reduction.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @p(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Sum of 0..n-1 with iter_args.
func.func @sum(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %a = arith.addi %acc, %ii : i64
    scf.yield %a : i64
  }
  return %r : i64
}

// Collatz steps with scf.while.
func.func @collatz(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %z = arith.constant 0 : i64
  %r:2 = scf.while (%x = %n, %steps = %z) : (i64, i64) -> (i64, i64) {
    %c = arith.cmpi ne, %x, %one : i64
    scf.condition(%c) %x, %steps : i64, i64
  } do {
  ^bb0(%x: i64, %steps: i64):
    %rem = arith.remui %x, %two : i64
    %even = arith.cmpi eq, %rem, %z : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divui %x, %two : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %x, %three : i64
      %t1 = arith.addi %t, %one : i64
      scf.yield %t1 : i64
    }
    %s1 = arith.addi %steps, %one : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %r#1 : i64
}

// Nested ifs classifying a number.
func.func @classify(%x: i64) -> i64 {
  %z = arith.constant 0 : i64
  %ten = arith.constant 10 : i64
  %neg = arith.cmpi slt, %x, %z : i64
  %r = scf.if %neg -> (i64) {
    %m = arith.constant -1 : i64
    scf.yield %m : i64
  } else {
    %small = arith.cmpi slt, %x, %ten : i64
    %s = scf.if %small -> (i64) {
      %a = arith.constant 1 : i64
      scf.yield %a : i64
    } else {
      %b = arith.constant 2 : i64
      scf.yield %b : i64
    }
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @switch(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 0 {
    %a = arith.constant 100 : i64
    scf.yield %a : i64
  }
  case 5 {
    %b = arith.constant 500 : i64
    scf.yield %b : i64
  }
  default {
    %c = arith.constant -7 : i64
    scf.yield %c : i64
  }
  return %r : i64
}

func.func @cfg(%x: i32) -> i64 {
  cf.switch %x : i32, [
    default: ^bb3(%x : i32),
    1: ^bb1,
    2: ^bb2(%x, %x : i32, i32)
  ]
^bb1:
  %a = arith.constant 11 : i64
  cf.br ^bb4(%a : i64)
^bb2(%p: i32, %q: i32):
  %s = arith.addi %p, %q : i32
  %se = arith.extsi %s : i32 to i64
  cf.br ^bb4(%se : i64)
^bb3(%d: i32):
  %de = arith.extsi %d : i32 to i64
  %neg = arith.subi %de, %de : i64
  %t = arith.cmpi eq, %neg, %de : i64
  cf.cond_br %t, ^bb4(%neg : i64), ^bb4(%de : i64)
^bb4(%r: i64):
  return %r : i64
}

func.func @main() {
  %c10 = arith.constant 10 : index
  %s = call @sum(%c10) : (index) -> i64
  // CHECK: 45
  call @p(%s) : (i64) -> ()
  %c27 = arith.constant 27 : i64
  %cz = call @collatz(%c27) : (i64) -> i64
  // CHECK-NEXT: 111
  call @p(%cz) : (i64) -> ()
  %m5 = arith.constant -5 : i64
  %k1 = call @classify(%m5) : (i64) -> i64
  // CHECK-NEXT: -1
  call @p(%k1) : (i64) -> ()
  %c7 = arith.constant 7 : i64
  %k2 = call @classify(%c7) : (i64) -> i64
  // CHECK-NEXT: 1
  call @p(%k2) : (i64) -> ()
  %k3 = call @classify(%c27) : (i64) -> i64
  // CHECK-NEXT: 2
  call @p(%k3) : (i64) -> ()
  %i5 = arith.constant 5 : index
  %w1 = call @switch(%i5) : (index) -> i64
  // CHECK-NEXT: 500
  call @p(%w1) : (i64) -> ()
  %w2 = call @switch(%c10) : (index) -> i64
  // CHECK-NEXT: -7
  call @p(%w2) : (i64) -> ()
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %nine = arith.constant 9 : i32
  %g1 = call @cfg(%one) : (i32) -> i64
  // CHECK-NEXT: 11
  call @p(%g1) : (i64) -> ()
  %g2 = call @cfg(%two) : (i32) -> i64
  // CHECK-NEXT: 4
  call @p(%g2) : (i64) -> ()
  %g3 = call @cfg(%nine) : (i32) -> i64
  // CHECK-NEXT: 9
  call @p(%g3) : (i64) -> ()
  %e = scf.execute_region -> i64 {
    %x = arith.constant 3 : i64
    cf.br ^bb1(%x : i64)
  ^bb1(%y: i64):
    %z = arith.muli %y, %y : i64
    scf.yield %z : i64
  }
  // CHECK-NEXT: 9
  call @p(%e) : (i64) -> ()
  // Parallel loop with a reduction: sum of i*j for i, j in 0..4.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %red = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) init (%zero) -> i64 {
    %ij = arith.muli %i, %j : index
    %v = arith.index_cast %ij : index to i64
    scf.reduce(%v : i64) {
    ^bb0(%l: i64, %r: i64):
      %sum = arith.addi %l, %r : i64
      scf.reduce.return %sum : i64
    }
  }
  // CHECK-NEXT: 36
  call @p(%red) : (i64) -> ()
  return
}
