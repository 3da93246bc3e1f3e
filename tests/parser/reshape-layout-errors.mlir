// memref.expand_shape / memref.collapse_shape: the result layout must be the one inferred from
// the source (identity stays identity, strided stays strided with the source's offset),
// with mlir-opt 22's messages. The valid cases print as mlir-opt 22 prints them.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics
// RUN: bufjit opt %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @valid
// CHECK: memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 2, 64, 2] : memref<4x128xf32, strided<[128, 1], offset: ?>> into memref<2x2x64x2xf32, strided<[256, 128, 2, 1], offset: ?>>
// CHECK: memref.collapse_shape %arg1 {{\[\[}}0, 1]] : memref<4x?xf32, strided<[?, 1], offset: 3>> into memref<?xf32, strided<[?], offset: 3>>
// CHECK: memref.collapse_shape %arg2 {{\[\[}}0, 1]] : memref<?x4xf32, strided<[8, 2]>> into memref<?xf32, strided<[2]>>
// CHECK: memref.collapse_shape %arg3 {{\[\[}}0, 1]] : memref<4x1xf32, strided<[7, 9]>> into memref<4xf32, strided<[7]>>
// CHECK: memref.collapse_shape %arg4 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1]>, 1> into memref<6x4xf32, strided<[4, 1]>, 1>
// CHECK: memref.expand_shape %arg5 {{\[\[}}0, 1]] output_shape [3, 5] : memref<15xf32> into memref<3x5xf32>
// CHECK: memref.expand_shape %arg6 {{\[\[}}0, 1], [2]] output_shape [2, %c3, 5] : memref<?x5xf32, strided<[10, 1], offset: 7>> into memref<2x?x5xf32, strided<[?, 10, 1], offset: 7>>
func.func @valid(%arg0: memref<4x128xf32, strided<[128, 1], offset: ?>>,
                 %arg1: memref<4x?xf32, strided<[?, 1], offset: 3>>,
                 %arg2: memref<?x4xf32, strided<[8, 2]>>,
                 %arg3: memref<4x1xf32, strided<[7, 9]>>,
                 %arg4: memref<2x3x4xf32, strided<[12, 4, 1]>, 1>,
                 %arg5: memref<15xf32>,
                 %arg6: memref<?x5xf32, strided<[10, 1], offset: 7>>) {
  %0 = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [2, 2, 64, 2] : memref<4x128xf32, strided<[128, 1], offset: ?>> into memref<2x2x64x2xf32, strided<[256, 128, 2, 1], offset: ?>>
  %1 = memref.collapse_shape %arg1 [[0, 1]] : memref<4x?xf32, strided<[?, 1], offset: 3>> into memref<?xf32, strided<[?], offset: 3>>
  %2 = memref.collapse_shape %arg2 [[0, 1]] : memref<?x4xf32, strided<[8, 2]>> into memref<?xf32, strided<[2]>>
  %3 = memref.collapse_shape %arg3 [[0, 1]] : memref<4x1xf32, strided<[7, 9]>> into memref<4xf32, strided<[7]>>
  %4 = memref.collapse_shape %arg4 [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1]>, 1> into memref<6x4xf32, strided<[4, 1]>, 1>
  %5 = memref.expand_shape %arg5 [[0, 1]] output_shape [3, 5] : memref<15xf32> into memref<3x5xf32>
  %c3 = arith.constant 3 : index
  %6 = memref.expand_shape %arg6 [[0, 1], [2]] output_shape [2, %c3, 5] : memref<?x5xf32, strided<[10, 1], offset: 7>> into memref<2x?x5xf32, strided<[?, 10, 1], offset: 7>>
  return
}

// -----

func.func @expand_strided_source(%arg0: memref<4x128xf32, strided<[128, 1], offset: ?>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x2x64x2xf32, strided<[256, 128, 2, 1], offset: ?>>' but found 'memref<2x2x64x2xf32>'}}
  %0 = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [2, 2, 64, 2] : memref<4x128xf32, strided<[128, 1], offset: ?>> into memref<2x2x64x2xf32>
  return
}

// -----

func.func @expand_identity_source(%arg0: memref<15xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<3x5xf32>' but found 'memref<3x5xf32, strided<[5, 1]>>'}}
  %0 = memref.expand_shape %arg0 [[0, 1]] output_shape [3, 5] : memref<15xf32> into memref<3x5xf32, strided<[5, 1]>>
  return
}

// -----

func.func @collapse_canonical_strided(%arg0: memref<4x128xf32, strided<[128, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<512xf32, strided<[1]>>' but found 'memref<512xf32>'}}
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<4x128xf32, strided<[128, 1]>> into memref<512xf32>
  return
}

// -----

func.func @collapse_dynamic_stride(%arg0: memref<4x?xf32, strided<[?, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?xf32, strided<[?]>>' but found 'memref<?xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<4x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_memory_space(%arg0: memref<2x3x4xf32, strided<[12, 4, 1]>, 1>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<6x4xf32, strided<[4, 1]>, 1>' but found 'memref<6x4xf32, strided<[4, 1]>>'}}
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1]>, 1> into memref<6x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @collapse_non_contiguous(%arg0: memref<4x8xf32, strided<[16, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<4x8xf32, strided<[16, 1]>> into memref<32xf32, strided<[1]>>
  return
}

// -----

func.func @collapse_to_higher_rank(%arg0: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).}}
  %0 = memref.collapse_shape %arg0 [[0], [1]] : memref<2x3xf32> into memref<2x3x1xf32>
  return
}

// -----

func.func @expand_to_lower_rank(%arg0: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %arg0 [[0, 1]] output_shape [6] : memref<2x3xf32> into memref<6xf32>
  return
}

// -----

func.func @collapse_group_count(%arg0: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3x4xf32> into memref<6x4xf32>
  return
}
