// memref.expand_shape: the product of each group's static sizes divides the source dimension
// (MLIR 22's ExpandShapeOpInterface). MLIR 22 checks nothing for collapse_shape and
// reinterpret_cast.
// RUN: bufjit opt %s --split-input-file --generate-runtime-verification | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @expand(%arg0: memref<?xf32>, %arg1: index) -> memref<?x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.remsi %dim, %c4 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c0_0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}expand-shape.mlir\22:20:8)"
// CHECK-NEXT{LITERAL}: %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT: return %expand_shape : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @expand(%m: memref<?xf32>, %n: index) -> memref<?x4xf32> {
  %v = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @expand_groups(%arg0: memref<?x?xi16>, %arg1: index, %arg2: index) -> memref<2x?x3x?xi16> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xi16>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.remsi %dim, %c2 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c0_0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, %arg1, 3, %arg2] : memref<?x?xi16> into memref<2x?x3x?xi16>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}expand-shape.mlir\22:47:8)"
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c1 : memref<?x?xi16>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %2 = arith.remsi %dim_1, %c3 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %3 = arith.cmpi eq, %2, %c0_2 : index
// CHECK-NEXT: cf.assert %3, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, %arg1, 3, %arg2] : memref<?x?xi16> into memref<2x?x3x?xi16>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}expand-shape.mlir\22:47:8)"
// CHECK-NEXT{LITERAL}: %expand_shape = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [2, %arg1, 3, %arg2] : memref<?x?xi16> into memref<2x?x3x?xi16>
// CHECK-NEXT: return %expand_shape : memref<2x?x3x?xi16>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @expand_groups(%m: memref<?x?xi16>, %a: index, %b: index) -> memref<2x?x3x?xi16> {
  %v = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, %a, 3, %b] : memref<?x?xi16> into memref<2x?x3x?xi16>
  return %v : memref<2x?x3x?xi16>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @expand_static(%arg0: memref<12xf32>) -> memref<3x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<12xf32>
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %0 = arith.remsi %dim, %c12 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c0_0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22{{.*}}expand-shape.mlir\22:67:8)"
// CHECK-NEXT{LITERAL}: %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
// CHECK-NEXT: return %expand_shape : memref<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @expand_static(%m: memref<12xf32>) -> memref<3x4xf32> {
  %v = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
  return %v : memref<3x4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @not_checked(%arg0: memref<?x4xf32>, %arg1: index) -> (memref<?xf32>, memref<?xf32>) {
// CHECK-NEXT{LITERAL}: %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<?x4xf32> into memref<?xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?x4xf32> to memref<?xf32>
// CHECK-NEXT: return %collapse_shape, %reinterpret_cast : memref<?xf32>, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @not_checked(%m: memref<?x4xf32>, %n: index) -> (memref<?xf32>, memref<?xf32>) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<?x4xf32> to memref<?xf32>
  return %c, %r : memref<?xf32>, memref<?xf32>
}
