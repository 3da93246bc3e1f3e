// buffer-deallocation-simplification: when a freed memref is retained more than once (itself
// and a view of it), each retained result gets its `arith.ori` with the condition, placed in
// the order they are created, after the dealloc, as MLIR's rewriter places them; a second
// freed memref's `ori`s come before the first's.
// RUN: bufjit opt %s --buffer-deallocation-simplification --split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @retained_twice(%arg0: memref<4xf32>, %arg1: i1) -> (i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %arg1, %false, %arg1 : i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @retained_twice(%a: memref<4xf32>, %c: i1) -> (i1, i1, i1) {
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %alloc = memref.alloc() : memref<8xi8>
  %0:3 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%a, %alloc, %v : memref<4xf32>, memref<8xi8>, memref<2xf32, strided<[1]>>)
  return %0#2, %0#1, %0#0 : i1, i1, i1
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @two_memrefs(%arg0: memref<8xf32>, %arg1: i1, %arg2: i1) -> (i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.ori %arg2, %arg1 : i1
// CHECK-NEXT: %1 = arith.ori %arg2, %arg1 : i1
// CHECK-NEXT: return %1, %false, %0 : i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @two_memrefs(%a: memref<8xf32>, %c: i1, %d: i1) -> (i1, i1, i1) {
  %v0 = memref.subview %a[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %v1 = memref.subview %a[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  %alloc = memref.alloc() : memref<2xf32>
  %0:3 = bufferization.dealloc (%a, %v1 : memref<8xf32>, memref<4xf32, strided<[1], offset: 4>>) if (%c, %d) retain (%v0, %alloc, %a : memref<4xf32, strided<[1]>>, memref<2xf32>, memref<8xf32>)
  return %0#2, %0#1, %0#0 : i1, i1, i1
}
