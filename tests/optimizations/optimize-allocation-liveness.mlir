// Deallocations move right after the last use of the buffer or an alias (MLIR 22's
// OptimizeAllocationLiveness); never out of a conditional, not with two freeing users.
// RUN: bufjit opt %s --allow-unregistered-dialect --optimize-allocation-liveness | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @basic(%arg0: i1, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc_0[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%subview) : (memref<2xf32, strided<[1]>>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<8xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cond(%arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @double(%arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc, %alloc_0 : memref<4xf32>, memref<4xf32>) if (%arg0, %arg0)
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<4xf32>) -> ()
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<4xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc_1 : memref<4xf32>) if (%arg0)
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loop(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT: "test.use"(%arg3) : (memref<4xf32>) -> ()
// CHECK-NEXT: scf.yield %arg3 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @buf_dealloc_use(%arg0: index, %arg1: i1) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: "test.use"(%arg1) : (i1) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<?xf32>) if (%arg1)
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @basic(%c: i1, %n: index) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  %s = memref.subview %b[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
  scf.if %c {
    "test.use"(%s) : (memref<2xf32, strided<[1]>>) -> ()
  }
  %d = memref.alloc() : memref<8xf32>
  "test.use"(%d) : (memref<8xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %d : memref<8xf32>
  return
}
func.func @cond(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  %x = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  "test.use"(%x) : (memref<4xf32>) -> ()
  memref.dealloc %x : memref<4xf32>
  return
}
func.func @double(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  %x = memref.alloc() : memref<4xf32>
  "test.use"(%x) : (memref<4xf32>) -> ()
  bufferization.dealloc (%a, %x : memref<4xf32>, memref<4xf32>) if (%c, %c)
  %y = memref.alloc() : memref<4xf32>
  "test.use"(%y) : (memref<4xf32>) -> ()
  %z = memref.alloc() : memref<4xf32>
  "test.use"(%y) : (memref<4xf32>) -> ()
  bufferization.dealloc (%y : memref<4xf32>) if (%c)
  memref.dealloc %z : memref<4xf32>
  return
}
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%x = %a) -> memref<4xf32> {
      "test.use"(%x) : (memref<4xf32>) -> ()
      scf.yield %x : memref<4xf32>
    }
    %b = memref.alloc() : memref<4xf32>
    "test.use"(%b) : (memref<4xf32>) -> ()
    memref.dealloc %b : memref<4xf32>
    memref.dealloc %a : memref<4xf32>
  }
  return
}
// A bufferization.dealloc is an ordinary use (no free effect in MLIR 22).
func.func @buf_dealloc_use(%n: index, %c: i1) {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  "test.use"(%c) : (i1) -> ()
  bufferization.dealloc (%a : memref<?xf32>) if (%c)
  return
}
