// Results equal to an argument (through memref.cast) in every return of a private function are
// dropped; call sites use the operand, cast when the types differ (MLIR 22).
// RUN: bufjit opt %s --allow-unregistered-dialect --drop-equivalent-buffer-results | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func private @id(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @multi(%arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @two(%arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @ext(memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: func.func @caller(%arg0: memref<4xf32>, %arg1: memref<2xf32>) -> memref<4xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = call @id(%arg0, %c3) : (memref<4xf32>, index) -> memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: call @multi(%true, %arg1) : (i1, memref<2xf32>) -> ()
// CHECK-NEXT: call @two(%true, %arg1) : (i1, memref<2xf32>) -> ()
// CHECK-NEXT: %1 = call @ext(%arg1) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: %2 = func.call @id(%arg0, %c3) : (memref<4xf32>, index) -> memref<4xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: "test.use"(%cast_0, %2) : (memref<?xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%c3, %cast, %0, %arg1, %true, %arg1, %1) : (index, memref<?xf32>, memref<4xf32>, memref<2xf32>, i1, memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @mixed(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg2 : memref<2xf32>
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pubid(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: return %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @c2(%arg0: memref<2xf32>, %arg1: i1) {
// CHECK-NEXT: %0 = call @mixed(%arg1, %arg0, %arg0) : (i1, memref<2xf32>, memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %1 = call @pubid(%arg0) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: "test.use"(%arg0, %0, %1) : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @id(%m: memref<4xf32>, %n: index) -> (memref<4xf32>, index, memref<?xf32>, memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %a = memref.alloc() : memref<4xf32>
  return %m, %n, %c, %a : memref<4xf32>, index, memref<?xf32>, memref<4xf32>
}
func.func private @multi(%c: i1, %m: memref<2xf32>) -> (memref<2xf32> {test.r = 1 : i32}, i1 {test.s}) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return %m, %c : memref<2xf32>, i1
}
func.func private @two(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %m : memref<2xf32>
^bb2:
  return %m : memref<2xf32>
}
func.func private @ext(memref<2xf32>) -> memref<2xf32>
func.func @caller(%x: memref<4xf32>, %y: memref<2xf32>) -> memref<4xf32> {
  %c3 = arith.constant 3 : index
  %0:4 = call @id(%x, %c3) : (memref<4xf32>, index) -> (memref<4xf32>, index, memref<?xf32>, memref<4xf32>)
  %t = arith.constant true
  %1:2 = call @multi(%t, %y) : (i1, memref<2xf32>) -> (memref<2xf32>, i1)
  %2 = call @two(%t, %y) : (i1, memref<2xf32>) -> memref<2xf32>
  %3 = call @ext(%y) : (memref<2xf32>) -> memref<2xf32>
  scf.execute_region {
    %4:4 = func.call @id(%0#0, %0#1) : (memref<4xf32>, index) -> (memref<4xf32>, index, memref<?xf32>, memref<4xf32>)
    "test.use"(%4#2, %4#3) : (memref<?xf32>, memref<4xf32>) -> ()
    scf.yield
  }
  "test.use"(%0#1, %0#2, %0#3, %1#0, %1#1, %2, %3) : (index, memref<?xf32>, memref<4xf32>, memref<2xf32>, i1, memref<2xf32>, memref<2xf32>) -> ()
  return %0#0 : memref<4xf32>
}
func.func private @mixed(%c: i1, %m: memref<2xf32>, %k: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %m, %k : memref<2xf32>, memref<2xf32>
^bb2:
  return %m, %m : memref<2xf32>, memref<2xf32>
}
func.func @pubid(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}
func.func @c2(%m: memref<2xf32>, %t: i1) {
  %0:2 = call @mixed(%t, %m, %m) : (i1, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>)
  %1 = call @pubid(%m) : (memref<2xf32>) -> memref<2xf32>
  "test.use"(%0#0, %0#1, %1) : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> ()
  return
}
