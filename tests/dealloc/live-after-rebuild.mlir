// Deliberate divergence from mlir-opt 22 (see README, "Where bufjit differs from MLIR 22"):
// the ownership pass rebuilds region ops and calls with extra i1 results, and MLIR's liveness,
// computed before, no longer names their results. A result used after a later cf.cond_br is
// then missing from the branch's retain list and freed before its last use. bufjit keeps the
// result values, so they are retained.
// RUN: bufjit opt %s -ownership-based-buffer-deallocation -split-input-file | FileCheck %s
// RUN: bufjit opt %s -ownership-based-buffer-deallocation=private-function-dynamic-ownership=true -split-input-file | FileCheck %s --check-prefix=DYN

// CHECK-LABEL: func.func @if_result_across_diamond
// CHECK: %[[R:.*]]:2 = scf.if %arg0 -> (memref<?xi64>, i1) {
// CHECK: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[R]]#0
// The two deallocs of the cond_br keep the scf.if result alive for ^bb2 (mlir-opt 22 frees it).
// CHECK: %[[T:.*]] = bufferization.dealloc (%[[BASE]] : memref<i64>) if (%{{.*}}) retain (%[[R]]#0 : memref<?xi64>)
// CHECK: %[[F:.*]] = bufferization.dealloc (%[[BASE]] : memref<i64>) if (%{{.*}}) retain (%[[R]]#0 : memref<?xi64>)
// CHECK: %[[OWN:.*]] = arith.select %arg0, %[[T]], %[[F]] : i1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK: ^bb2:
// CHECK: scf.if %[[OWN]] -> (memref<?xi64>)
func.func @if_result_across_diamond(%c: i1, %n: index) -> memref<?xi64> {
  %r = scf.if %c -> (memref<?xi64>) {
    %a = memref.alloc(%n) : memref<?xi64>
    scf.yield %a : memref<?xi64>
  } else {
    %b = memref.alloc(%n) : memref<?xi64>
    scf.yield %b : memref<?xi64>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return %r : memref<?xi64>
}

// -----

// A non-memref result of a rebuilt scf.for used after the diamond (mlir-opt 22 crashes in
// getMemrefsToRetain); the loop's memref result stays retained across the branch.
// CHECK-LABEL: func.func @for_results_across_diamond
// CHECK: %[[L:.*]]:3 = scf.for
// CHECK: bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[L]]#0 : memref<4xi64>)
// CHECK: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK: ^bb2:
// CHECK: memref.load %[[L]]#0
// CHECK: arith.addi %[[L]]#1
func.func @for_results_across_diamond(%c: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 1 : i64
  %a = memref.alloc() : memref<4xi64>
  %m:2 = scf.for %i = %c0 to %n step %c1 iter_args(%b = %a, %s = %k) -> (memref<4xi64>, i64) {
    %nb = memref.alloc() : memref<4xi64>
    %v = memref.load %b[%c0] : memref<4xi64>
    %w = arith.addi %v, %s : i64
    memref.store %w, %nb[%c0] : memref<4xi64>
    scf.yield %nb, %w : memref<4xi64>, i64
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  %x = memref.load %m#0[%c0] : memref<4xi64>
  %y = arith.addi %m#1, %x : i64
  return %y : i64
}

// -----

// With dynamic ownership, a call to a private function is rebuilt with an i1 result; its
// memref result, used after the diamond, is retained at the branch.
// DYN-LABEL: func.func @call_result_across_diamond
// DYN: %[[C:.*]]:2 = call @fresh(%arg1) : (index) -> (memref<?xi64>, i1)
// DYN: bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[C]]#0 : memref<?xi64>)
// DYN: cf.cond_br %arg0, ^bb1, ^bb2
// DYN: ^bb2:
// DYN: memref.load %[[C]]#0
func.func private @fresh(%n: index) -> memref<?xi64> {
  %a = memref.alloc(%n) : memref<?xi64>
  return %a : memref<?xi64>
}
func.func @call_result_across_diamond(%c: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %r = func.call @fresh(%n) : (index) -> memref<?xi64>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  %x = memref.load %r[%c0] : memref<?xi64>
  return %x : i64
}
