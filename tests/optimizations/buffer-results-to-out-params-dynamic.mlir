// Dynamically shaped results: with hoist-dynamic-allocs the callee's allocation becomes the
// out-param when its sizes are function arguments, and the call site allocates with the
// matching call operands.
// RUN: bufjit opt %s --allow-unregistered-dialect --buffer-results-to-out-params=hoist-dynamic-allocs | FileCheck %s
// RUN: bufjit opt %s --allow-unregistered-dialect '--buffer-results-to-out-params=hoist-static-allocs hoist-dynamic-allocs' | FileCheck %s --check-prefix=BOTH
// RUN: bufjit opt %s --allow-unregistered-dialect '--buffer-results-to-out-params=hoist-dynamic-allocs add-result-attr=true modify-public-functions=false' | FileCheck %s --check-prefix=ATTR

// CHECK: module {
// CHECK-NEXT: func.func private @callee(%arg0: index, %arg1: f32, %arg2: memref<4xf32>, %arg3: memref<?x8xf32>) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %alloc, %arg2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @arg_ret(%arg0: memref<3xf32>, %arg1: memref<3xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<3xf32> to memref<3xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @multi(%arg0: i1, %arg1: memref<5xf32> {test.attr = 1 : i32}) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT: memref.copy %alloc, %arg1 : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloca = memref.alloca() : memref<5xf32>
// CHECK-NEXT: memref.copy %alloca, %arg1 : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @strided(%arg0: memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy %cast, %arg0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @dyn2(%arg0: index, %arg1: index, %arg2: memref<?x?xf32, 1>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @ext() -> memref<2xf32>
// CHECK-NEXT: func.func @pub() -> memref<6xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<6xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %alloc[%c0] : memref<6xf32>
// CHECK-NEXT: return %alloc : memref<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?x8xf32>
// CHECK-NEXT: %0 = call @callee(%arg0, %arg1, %alloc, %alloc_0) : (index, f32, memref<4xf32>, memref<?x8xf32>) -> f32
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: call @arg_ret(%alloc_1, %alloc_2) : (memref<3xf32>, memref<3xf32>) -> ()
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<5xf32>
// CHECK-NEXT: call @multi(%true, %alloc_3) : (i1, memref<5xf32>) -> ()
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %cast = memref.cast %alloc_4 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: call @strided(%cast) : (memref<2xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: %1 = call @ext() : () -> memref<2xf32>
// CHECK-NEXT: %2 = call @pub() : () -> memref<6xf32>
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: %alloc_5 = memref.alloc(%arg0, %c5) : memref<?x?xf32, 1>
// CHECK-NEXT: func.call @dyn2(%c5, %arg0, %alloc_5) : (index, index, memref<?x?xf32, 1>) -> ()
// CHECK-NEXT: "test.use"(%alloc_5) : (memref<?x?xf32, 1>) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%alloc, %alloc_0, %alloc_2, %alloc_3, %cast, %1, %2) : (memref<4xf32>, memref<?x8xf32>, memref<3xf32>, memref<5xf32>, memref<2xf32, strided<[?], offset: ?>>, memref<2xf32>, memref<6xf32>) -> ()
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// BOTH: module {
// BOTH-NEXT: func.func private @callee(%arg0: index, %arg1: f32, %arg2: memref<4xf32>, %arg3: memref<?x8xf32>) -> f32 {
// BOTH-NEXT: return %arg1 : f32
// BOTH-NEXT: }
// BOTH-NEXT: func.func private @arg_ret(%arg0: memref<3xf32>, %arg1: memref<3xf32>) {
// BOTH-NEXT: memref.copy %arg0, %arg1 : memref<3xf32> to memref<3xf32>
// BOTH-NEXT: return
// BOTH-NEXT: }
// BOTH-NEXT: func.func private @multi(%arg0: i1, %arg1: memref<5xf32> {test.attr = 1 : i32}) {
// BOTH-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// BOTH-NEXT: ^bb1:  // pred: ^bb0
// BOTH-NEXT: return
// BOTH-NEXT: ^bb2:  // pred: ^bb0
// BOTH-NEXT: return
// BOTH-NEXT: }
// BOTH-NEXT: func.func private @strided(%arg0: memref<2xf32, strided<[?], offset: ?>>) {
// BOTH-NEXT: %alloc = memref.alloc() : memref<4xf32>
// BOTH-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// BOTH-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[?], offset: ?>>
// BOTH-NEXT: memref.copy %cast, %arg0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// BOTH-NEXT: return
// BOTH-NEXT: }
// BOTH-NEXT: func.func private @dyn2(%arg0: index, %arg1: index, %arg2: memref<?x?xf32, 1>) {
// BOTH-NEXT: return
// BOTH-NEXT: }
// BOTH-NEXT: func.func private @ext() -> memref<2xf32>
// BOTH-NEXT: func.func @pub() -> memref<6xf32> {
// BOTH-NEXT: %alloc = memref.alloc() : memref<6xf32>
// BOTH-NEXT: %c0 = arith.constant 0 : index
// BOTH-NEXT: %cst = arith.constant 1.000000e+00 : f32
// BOTH-NEXT: memref.store %cst, %alloc[%c0] : memref<6xf32>
// BOTH-NEXT: return %alloc : memref<6xf32>
// BOTH-NEXT: }
// BOTH-NEXT: func.func @caller(%arg0: index, %arg1: f32) -> f32 {
// BOTH-NEXT: %alloc = memref.alloc() : memref<4xf32>
// BOTH-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?x8xf32>
// BOTH-NEXT: %0 = call @callee(%arg0, %arg1, %alloc, %alloc_0) : (index, f32, memref<4xf32>, memref<?x8xf32>) -> f32
// BOTH-NEXT: %alloc_1 = memref.alloc() : memref<3xf32>
// BOTH-NEXT: %alloc_2 = memref.alloc() : memref<3xf32>
// BOTH-NEXT: call @arg_ret(%alloc_1, %alloc_2) : (memref<3xf32>, memref<3xf32>) -> ()
// BOTH-NEXT: %true = arith.constant true
// BOTH-NEXT: %alloc_3 = memref.alloc() : memref<5xf32>
// BOTH-NEXT: call @multi(%true, %alloc_3) : (i1, memref<5xf32>) -> ()
// BOTH-NEXT: %alloc_4 = memref.alloc() : memref<2xf32>
// BOTH-NEXT: %cast = memref.cast %alloc_4 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// BOTH-NEXT: call @strided(%cast) : (memref<2xf32, strided<[?], offset: ?>>) -> ()
// BOTH-NEXT: %1 = call @ext() : () -> memref<2xf32>
// BOTH-NEXT: %2 = call @pub() : () -> memref<6xf32>
// BOTH-NEXT: %c5 = arith.constant 5 : index
// BOTH-NEXT: scf.execute_region {
// BOTH-NEXT: %alloc_5 = memref.alloc(%arg0, %c5) : memref<?x?xf32, 1>
// BOTH-NEXT: func.call @dyn2(%c5, %arg0, %alloc_5) : (index, index, memref<?x?xf32, 1>) -> ()
// BOTH-NEXT: "test.use"(%alloc_5) : (memref<?x?xf32, 1>) -> ()
// BOTH-NEXT: scf.yield
// BOTH-NEXT: }
// BOTH-NEXT: "test.use"(%alloc, %alloc_0, %alloc_2, %alloc_3, %cast, %1, %2) : (memref<4xf32>, memref<?x8xf32>, memref<3xf32>, memref<5xf32>, memref<2xf32, strided<[?], offset: ?>>, memref<2xf32>, memref<6xf32>) -> ()
// BOTH-NEXT: return %0 : f32
// BOTH-NEXT: }
// BOTH-NEXT: }
// ATTR: module {
// ATTR-NEXT: func.func private @callee(%arg0: index, %arg1: f32, %arg2: memref<4xf32> {bufferize.result}, %arg3: memref<?x8xf32> {bufferize.result}) -> f32 {
// ATTR-NEXT: %alloc = memref.alloc() : memref<4xf32>
// ATTR-NEXT: memref.copy %alloc, %arg2 : memref<4xf32> to memref<4xf32>
// ATTR-NEXT: return %arg1 : f32
// ATTR-NEXT: }
// ATTR-NEXT: func.func private @arg_ret(%arg0: memref<3xf32>, %arg1: memref<3xf32> {bufferize.result}) {
// ATTR-NEXT: memref.copy %arg0, %arg1 : memref<3xf32> to memref<3xf32>
// ATTR-NEXT: return
// ATTR-NEXT: }
// ATTR-NEXT: func.func private @multi(%arg0: i1, %arg1: memref<5xf32> {bufferize.result, test.attr = 1 : i32}) {
// ATTR-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// ATTR-NEXT: ^bb1:  // pred: ^bb0
// ATTR-NEXT: %alloc = memref.alloc() : memref<5xf32>
// ATTR-NEXT: memref.copy %alloc, %arg1 : memref<5xf32> to memref<5xf32>
// ATTR-NEXT: return
// ATTR-NEXT: ^bb2:  // pred: ^bb0
// ATTR-NEXT: %alloca = memref.alloca() : memref<5xf32>
// ATTR-NEXT: memref.copy %alloca, %arg1 : memref<5xf32> to memref<5xf32>
// ATTR-NEXT: return
// ATTR-NEXT: }
// ATTR-NEXT: func.func private @strided(%arg0: memref<2xf32, strided<[?], offset: ?>> {bufferize.result}) {
// ATTR-NEXT: %alloc = memref.alloc() : memref<4xf32>
// ATTR-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// ATTR-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[?], offset: ?>>
// ATTR-NEXT: memref.copy %cast, %arg0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// ATTR-NEXT: return
// ATTR-NEXT: }
// ATTR-NEXT: func.func private @dyn2(%arg0: index, %arg1: index, %arg2: memref<?x?xf32, 1> {bufferize.result}) {
// ATTR-NEXT: return
// ATTR-NEXT: }
// ATTR-NEXT: func.func private @ext() -> memref<2xf32>
// ATTR-NEXT: func.func @pub() -> memref<6xf32> {
// ATTR-NEXT: %alloc = memref.alloc() : memref<6xf32>
// ATTR-NEXT: %c0 = arith.constant 0 : index
// ATTR-NEXT: %cst = arith.constant 1.000000e+00 : f32
// ATTR-NEXT: memref.store %cst, %alloc[%c0] : memref<6xf32>
// ATTR-NEXT: return %alloc : memref<6xf32>
// ATTR-NEXT: }
// ATTR-NEXT: func.func @caller(%arg0: index, %arg1: f32) -> f32 {
// ATTR-NEXT: %alloc = memref.alloc() : memref<4xf32>
// ATTR-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?x8xf32>
// ATTR-NEXT: %0 = call @callee(%arg0, %arg1, %alloc, %alloc_0) : (index, f32, memref<4xf32>, memref<?x8xf32>) -> f32
// ATTR-NEXT: %alloc_1 = memref.alloc() : memref<3xf32>
// ATTR-NEXT: %alloc_2 = memref.alloc() : memref<3xf32>
// ATTR-NEXT: call @arg_ret(%alloc_1, %alloc_2) : (memref<3xf32>, memref<3xf32>) -> ()
// ATTR-NEXT: %true = arith.constant true
// ATTR-NEXT: %alloc_3 = memref.alloc() : memref<5xf32>
// ATTR-NEXT: call @multi(%true, %alloc_3) : (i1, memref<5xf32>) -> ()
// ATTR-NEXT: %alloc_4 = memref.alloc() : memref<2xf32>
// ATTR-NEXT: %cast = memref.cast %alloc_4 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// ATTR-NEXT: call @strided(%cast) : (memref<2xf32, strided<[?], offset: ?>>) -> ()
// ATTR-NEXT: %1 = call @ext() : () -> memref<2xf32>
// ATTR-NEXT: %2 = call @pub() : () -> memref<6xf32>
// ATTR-NEXT: %c5 = arith.constant 5 : index
// ATTR-NEXT: scf.execute_region {
// ATTR-NEXT: %alloc_5 = memref.alloc(%arg0, %c5) : memref<?x?xf32, 1>
// ATTR-NEXT: func.call @dyn2(%c5, %arg0, %alloc_5) : (index, index, memref<?x?xf32, 1>) -> ()
// ATTR-NEXT: "test.use"(%alloc_5) : (memref<?x?xf32, 1>) -> ()
// ATTR-NEXT: scf.yield
// ATTR-NEXT: }
// ATTR-NEXT: "test.use"(%alloc, %alloc_0, %alloc_2, %alloc_3, %cast, %1, %2) : (memref<4xf32>, memref<?x8xf32>, memref<3xf32>, memref<5xf32>, memref<2xf32, strided<[?], offset: ?>>, memref<2xf32>, memref<6xf32>) -> ()
// ATTR-NEXT: return %0 : f32
// ATTR-NEXT: }
// ATTR-NEXT: }
func.func private @callee(%n: index, %f: f32) -> (memref<4xf32>, f32, memref<?x8xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<?x8xf32>
  return %a, %f, %b : memref<4xf32>, f32, memref<?x8xf32>
}
func.func private @arg_ret(%m: memref<3xf32>) -> memref<3xf32> {
  return %m : memref<3xf32>
}
func.func private @multi(%c: i1) -> (memref<5xf32> {test.attr = 1 : i32}) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<5xf32>
  return %a : memref<5xf32>
^bb2:
  %b = memref.alloca() : memref<5xf32>
  return %b : memref<5xf32>
}
func.func private @strided() -> memref<2xf32, strided<[?], offset: ?>> {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %c = memref.cast %s : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[?], offset: ?>>
  return %c : memref<2xf32, strided<[?], offset: ?>>
}
func.func private @dyn2(%x: index, %y: index) -> memref<?x?xf32, 1> {
  %b = memref.alloc(%y, %x) : memref<?x?xf32, 1>
  return %b : memref<?x?xf32, 1>
}
func.func private @ext() -> memref<2xf32>
func.func @pub() -> memref<6xf32> {
  %a = memref.alloc() : memref<6xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %a[%c0] : memref<6xf32>
  return %a : memref<6xf32>
}
func.func @caller(%n: index, %f: f32) -> f32 {
  %0:3 = call @callee(%n, %f) : (index, f32) -> (memref<4xf32>, f32, memref<?x8xf32>)
  %m = memref.alloc() : memref<3xf32>
  %2 = call @arg_ret(%m) : (memref<3xf32>) -> memref<3xf32>
  %t = arith.constant true
  %3 = call @multi(%t) : (i1) -> memref<5xf32>
  %4 = call @strided() : () -> memref<2xf32, strided<[?], offset: ?>>
  %5 = call @ext() : () -> memref<2xf32>
  %6 = call @pub() : () -> memref<6xf32>
  %c5 = arith.constant 5 : index
  scf.execute_region {
    %7 = func.call @dyn2(%c5, %n) : (index, index) -> memref<?x?xf32, 1>
    "test.use"(%7) : (memref<?x?xf32, 1>) -> ()
    scf.yield
  }
  "test.use"(%0#0, %0#2, %2, %3, %4, %5, %6) : (memref<4xf32>, memref<?x8xf32>, memref<3xf32>, memref<5xf32>, memref<2xf32, strided<[?], offset: ?>>, memref<2xf32>, memref<6xf32>) -> ()
  return %0#1 : f32
}
