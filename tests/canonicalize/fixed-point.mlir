// A generated arithmetic-rich bufferized program (examples/gen_arith.rs, seed 7, extended):
// canonicalize reaches mlir-opt 22's result, and a second run changes nothing.
// RUN: bufjit opt %s --canonicalize | FileCheck %s
// RUN: bufjit opt %s --canonicalize | bufjit opt --canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @f0(%arg0: index, %arg1: i32, %arg2: i64, %arg3: memref<?xf32>) -> (index, i32, memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.remui %arg0, %c8 : index
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %arg3[1] [5] [1] : memref<?xf32> to memref<5xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %1 = memref.load %subview[%c0] : memref<5xf32, strided<[1], offset: 1>>
// CHECK-NEXT: memref.store %1, %alloca[%c0] : memref<?xf32>
// CHECK-NEXT: %2 = memref.load %alloca[%c1] : memref<?xf32>
// CHECK-NEXT: memref.store %2, %arg3[%c1] : memref<?xf32>
// CHECK-NEXT: return %c5, %arg1, %alloca : index, i32, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f0(%arg0: index, %arg1: i32, %arg2: i64, %arg3: memref<?xf32>) -> (index, i32, memref<?xf32>) {
  %v2 = arith.constant 8 : index
  %v1 = arith.remui %arg0, %v2 : index
  %v3 = memref.alloca(%v1) : memref<?xf32>
  %v4 = arith.constant 1 : index
  %v5 = scf.while (%v6 = %v4) : (index) -> index {
    %v8 = arith.cmpi slt, %v6, %arg0 : index
    scf.condition(%v8) %v6 : index
  } do {
  ^bb0(%v7: index):
    %v9 = arith.maxui %v4, %arg0 : index
    %v10 = arith.constant 1 : index
    %v11 = arith.addi %v7, %v10 : index
    scf.yield %v11 : index
  }
  %v12 = arith.shrsi %arg2, %arg2 : i64
  %v13 = arith.constant 1 : index
  %v14 = arith.constant 5 : index
  %v15 = memref.subview %arg3[%v13] [%v14] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %v16 = arith.constant 0 : index
  %v17 = memref.load %v15[%v16] : memref<?xf32, strided<[1], offset: ?>>
  memref.store %v17, %v3[%v16] : memref<?xf32>
  %v18 = memref.load %v3[%v4] : memref<?xf32>
  memref.store %v18, %arg3[%v4] : memref<?xf32>
  return %v14, %arg1, %v3 : index, i32, memref<?xf32>
}
