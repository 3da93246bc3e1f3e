// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// Vector values through control flow: function arguments and results, scf.for iter_args,
// scf.if and scf.while results, cf block arguments, and a vector select on a scalar
// condition inside a loop.
func.func @axpy(%a: f32, %x: vector<4xf32>, %y: vector<4xf32>) -> vector<4xf32> {
  %av = vector.broadcast %a : f32 to vector<4xf32>
  %r = vector.fma %av, %x, %y : vector<4xf32>
  return %r : vector<4xf32>
}

func.func @swap(%p: vector<2x2xi32>, %q: vector<2x2xi32>) -> (vector<2x2xi32>, vector<2x2xi32>) {
  return %q, %p : vector<2x2xi32>, vector<2x2xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %half = arith.constant 0.5 : f32
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<4xf32>) {
    %n = func.call @axpy(%half, %x, %acc) : (f32, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    scf.yield %n : vector<4xf32>
  }
  vector.print %sum : vector<4xf32>
  %p = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %q = arith.constant dense<[[5, 6], [7, 8]]> : vector<2x2xi32>
  %s1, %s2 = func.call @swap(%p, %q) : (vector<2x2xi32>, vector<2x2xi32>) -> (vector<2x2xi32>, vector<2x2xi32>)
  vector.print %s1 : vector<2x2xi32>
  %e = vector.extract %sum[2] : f32 from vector<4xf32>
  %big = arith.constant 5.0 : f32
  %cond = arith.cmpf ogt, %e, %big : f32
  %pick = scf.if %cond -> (vector<2x2xi32>) {
    scf.yield %s2 : vector<2x2xi32>
  } else {
    %d = arith.subi %s1, %s2 : vector<2x2xi32>
    scf.yield %d : vector<2x2xi32>
  }
  vector.print %pick : vector<2x2xi32>
  %ones = arith.constant dense<[1, 2, 3]> : vector<3xi64>
  %limit = arith.constant 50 : i64
  %w = scf.while (%v = %ones) : (vector<3xi64>) -> vector<3xi64> {
    %last = vector.extract %v[2] : i64 from vector<3xi64>
    %go = arith.cmpi slt, %last, %limit : i64
    scf.condition(%go) %v : vector<3xi64>
  } do {
  ^bb0(%v: vector<3xi64>):
    %sh = vector.shuffle %v, %v [1, 2, 0] : vector<3xi64>, vector<3xi64>
    %nv = arith.addi %v, %sh : vector<3xi64>
    scf.yield %nv : vector<3xi64>
  }
  vector.print %w : vector<3xi64>
  cf.br ^bb1(%x, %c0 : vector<4xf32>, index)
^bb1(%v1: vector<4xf32>, %k: index):
  %more = arith.cmpi ult, %k, %c4 : index
  cf.cond_br %more, ^bb2, ^bb3
^bb2:
  %kk = arith.addi %k, %c1 : index
  %odd = arith.remui %k, %c1 : index
  %isz = arith.cmpi eq, %odd, %c0 : index
  %neg = arith.negf %v1 : vector<4xf32>
  %next = arith.select %isz, %neg, %v1 : vector<4xf32>
  cf.br ^bb1(%next, %kk : vector<4xf32>, index)
^bb3:
  vector.print %v1 : vector<4xf32>
  return
}

// Output of mlir-runner 22:
// CHECK: ( 2, 4, 6, 8 )
// CHECK-NEXT: ( ( 5, 6 ), ( 7, 8 ) )
// CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ) )
// CHECK-NEXT: ( 64, 63, 65 )
// CHECK-NEXT: ( 1, 2, 3, 4 )
// CHECK-NOT: {{.}}
