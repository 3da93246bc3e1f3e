// --buffer-deallocation's bufjit options (MLIR 16 has neither; `bufjit run --pipeline=clone`
// turns both on). Expected output written by hand from the rules in
// src/transforms/clone_dealloc/mod.rs.
// RUN: bufjit opt %s --pass-pipeline="builtin.module(buffer-deallocation{owned-function-results=true split-critical-edges=true})" --split-input-file --allow-unregistered-dialect | FileCheck %s

// split-critical-edges: the clone of %a runs only on the edge to ^bb2, in a block of its own
// (MLIR 16 clones before the cond_br, and the clone leaks when ^bb1 is taken).
// CHECK-LABEL: func.func @critical
// CHECK: cf.cond_br %arg0, ^bb2, ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %[[C2:.*]] = bufferization.clone %arg1
// CHECK-NEXT: cf.br ^bb3(%[[C2]] : memref<2xf32>)
// CHECK-NEXT: ^bb2:
// CHECK: %[[C1:.*]] = bufferization.clone %alloc
// CHECK-NEXT: memref.dealloc %alloc
// CHECK-NEXT: cf.br ^bb3(%[[C1]] : memref<2xf32>)
// CHECK-NEXT: ^bb3(%[[M:.*]]: memref<2xf32>):
// CHECK-NEXT: memref.copy %[[M]], %arg2
// CHECK-NEXT: memref.dealloc %[[M]]
func.func @critical(%c: i1, %a: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2(%a : memref<2xf32>)
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  "test.use"(%0) : (memref<2xf32>) -> ()
  cf.br ^bb2(%0 : memref<2xf32>)
^bb2(%1: memref<2xf32>):
  memref.copy %1, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// owned-function-results: a returned select is cloned, so both allocations are freed (MLIR 16
// frees neither: the select result is live at the return).
// CHECK-LABEL: func.func @select
// CHECK: %[[S:.*]] = arith.select %arg0, %alloc, %alloc_0
// CHECK-NEXT: %[[C:.*]] = bufferization.clone %[[S]]
// CHECK-NEXT: memref.dealloc %alloc_0 :
// CHECK-NEXT: memref.dealloc %alloc :
// CHECK-NEXT: return %[[C]]
func.func @select(%c: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  %2 = arith.select %c, %0, %1 : memref<2xf32>
  return %2 : memref<2xf32>
}

// -----

// owned-function-results: call results are the caller's to free; a returned argument is
// cloned; a returned allocation is not.
// CHECK-LABEL: func.func @callee
// CHECK: %[[C:.*]] = bufferization.clone %arg0
// CHECK-NEXT: return %[[C]], %alloc
// CHECK-LABEL: func.func @caller
// CHECK: %[[R:.*]]:2 = call @callee
// CHECK-NEXT: "test.use"(%[[R]]#0, %[[R]]#1)
// CHECK-NEXT: memref.dealloc %[[R]]#1
// CHECK-NEXT: memref.dealloc %[[R]]#0
// CHECK-NEXT: return
func.func @callee(%a: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  return %a, %0 : memref<2xf32>, memref<2xf32>
}
func.func @caller(%a: memref<2xf32>) {
  %0:2 = call @callee(%a) : (memref<2xf32>) -> (memref<2xf32>, memref<2xf32>)
  "test.use"(%0#0, %0#1) : (memref<2xf32>, memref<2xf32>) -> ()
  return
}
