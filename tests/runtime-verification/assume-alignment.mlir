// memref.assume_alignment: the aligned pointer is a multiple of the alignment (MLIR 22's
// AssumeAlignmentOpInterface).
// RUN: bufjit opt %s --split-input-file --generate-runtime-verification | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @aligned(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32> -> index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = arith.remui %intptr, %c16 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%assume_align = memref.assume_alignment %arg0, 16 : memref<?xf32>\0A^ memref is not aligned to 16\0ALocation: loc(\22{{.*}}assume-alignment.mlir\22:18:8)"
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<?xf32>
// CHECK-NEXT: return %assume_align : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @aligned(%m: memref<?xf32>) -> memref<?xf32> {
  %x = memref.assume_alignment %m, 16 : memref<?xf32>
  return %x : memref<?xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @aligned_2d(%arg0: memref<4x4xi8, strided<[8, 1], offset: ?>>) -> memref<4x4xi8, strided<[8, 1], offset: ?>> {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x4xi8, strided<[8, 1], offset: ?>> -> index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %0 = arith.remui %intptr, %c64 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c0 : index
// CHECK-NEXT: cf.assert %1, "ERROR: Runtime op verification failed\0A%assume_align = memref.assume_alignment %arg0, 64 : memref<4x4xi8, strided<[8, 1], offset: ?>>\0A^ memref is not aligned to 64\0ALocation: loc(\22{{.*}}assume-alignment.mlir\22:37:8)"
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 64 : memref<4x4xi8, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %assume_align : memref<4x4xi8, strided<[8, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @aligned_2d(%m: memref<4x4xi8, strided<[8, 1], offset: ?>>) -> memref<4x4xi8, strided<[8, 1], offset: ?>> {
  %x = memref.assume_alignment %m, 64 : memref<4x4xi8, strided<[8, 1], offset: ?>>
  return %x : memref<4x4xi8, strided<[8, 1], offset: ?>>
}
