// memref folds and patterns: memref.dim of alloc/alloca sizes and through casts, constant
// alloc sizes, cast of cast, copy through casts and self copies, subview and reinterpret_cast
// constant folding (the casts they leave fold into loads), subview of a cast, trivial
// subviews. Checked against mlir-opt 22.
// RUN: bufjit opt %s --canonicalize | FileCheck %s
// Fixed point: a second run changes nothing.
// RUN: bufjit opt %s --canonicalize | bufjit opt --canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @dims(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<12xf32>
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: memref.copy %alloc, %alloca : memref<12xf32> to memref<?xf32>
// CHECK-NEXT: return %c12, %arg0, %c12 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @views(%arg0: memref<?xf32>, %arg1: index) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %0 = memref.load %subview[%c0] : memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[%arg1] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %1 = memref.load %subview_0[%c0] : memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2], strides: [1] : memref<8xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: %2 = memref.load %reinterpret_cast[%c0] : memref<2xf32, strided<[1]>>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %3 = memref.load %alloc_1[%c1] : memref<4xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dims(%n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %s = arith.muli %c4, %c3 : index
  %a = memref.alloc(%s) : memref<?xf32>
  %b = memref.alloca(%n) : memref<?xf32>
  %0 = memref.dim %a, %c0 : memref<?xf32>
  %1 = memref.dim %b, %c0 : memref<?xf32>
  %c = memref.cast %a : memref<?xf32> to memref<12xf32>
  %d = memref.cast %c : memref<12xf32> to memref<?xf32>
  %2 = memref.dim %d, %c0 : memref<?xf32>
  memref.copy %d, %b : memref<?xf32> to memref<?xf32>
  memref.copy %b, %b : memref<?xf32> to memref<?xf32>
  return %0, %1, %2 : index, index, index
}

func.func @views(%arg: memref<?xf32>, %i: index) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %s = memref.subview %arg[%c1] [%c2] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %0 = memref.load %s[%c0] : memref<?xf32, strided<[1], offset: ?>>
  %a = memref.alloc(%c8) : memref<?xf32>
  %t = memref.subview %a[%i] [%c2] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %1 = memref.load %t[%c0] : memref<?xf32, strided<[1], offset: ?>>
  %r = memref.reinterpret_cast %a to offset: [%c0], sizes: [%c2], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %2 = memref.load %r[%c0] : memref<?xf32, strided<[1], offset: ?>>
  %b = memref.alloc() : memref<4xf32>
  %u = memref.subview %b[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
  %3 = memref.load %u[%c1] : memref<4xf32, strided<[1]>>
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
