// --buffer-deallocation (MLIR 16's clone-based pass): dynamic and unranked memrefs.
// Expected output: mlir-opt 16 --buffer-deallocation, re-printed by mlir-opt 22
// (tests/tools/gen-checks.py with MLIR_OPT running both).
// RUN: bufjit opt %s --buffer-deallocation --split-input-file --allow-unregistered-dialect | FileCheck %s

// Dynamic shapes.
// CHECK: module {
// CHECK-NEXT: func.func @dynamic(%arg0: i1, %arg1: index, %arg2: memref<?xf32>, %arg3: memref<?xf32>) {
// CHECK-NEXT: %0 = bufferization.clone %arg2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%0 : memref<?xf32>)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<?xf32>) -> ()
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: cf.br ^bb2(%1 : memref<?xf32>)
// CHECK-NEXT: ^bb2(%2: memref<?xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: memref.copy %2, %arg3 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %2 : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dynamic(%c: i1, %n: index, %a: memref<?xf32>, %out: memref<?xf32>) {
  cf.cond_br %c, ^bb1, ^bb2(%a : memref<?xf32>)
^bb1:
  %0 = memref.alloc(%n) : memref<?xf32>
  "test.use"(%0) : (memref<?xf32>) -> ()
  cf.br ^bb2(%0 : memref<?xf32>)
^bb2(%1: memref<?xf32>):
  memref.copy %1, %out : memref<?xf32> to memref<?xf32>
  return
}

// -----

// Unranked memrefs.
// CHECK: module {
// CHECK-NEXT: func.func @unranked(%arg0: i1, %arg1: memref<*xf32>) -> memref<*xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%0 : memref<*xf32>)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xf32> to memref<*xf32>
// CHECK-NEXT: %1 = bufferization.clone %cast : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: cf.br ^bb2(%1 : memref<*xf32>)
// CHECK-NEXT: ^bb2(%2: memref<*xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %2 : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unranked(%c: i1, %a: memref<*xf32>) -> memref<*xf32> {
  cf.cond_br %c, ^bb1, ^bb2(%a : memref<*xf32>)
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.cast %0 : memref<2xf32> to memref<*xf32>
  cf.br ^bb2(%1 : memref<*xf32>)
^bb2(%2: memref<*xf32>):
  return %2 : memref<*xf32>
}
