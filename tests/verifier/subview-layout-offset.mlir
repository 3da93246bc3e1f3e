// memref.subview: the result layout's offset must be the one MLIR infers from the source
// layout and the static offsets (a dynamic offset matches only a dynamic one; a product with a
// static 0 is 0); the message names the inferred type, as mlir-opt 22's.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics
// RUN: not bufjit opt %s -split-input-file

func.func @static_offset_dropped(%a: memref<6x5xi16>) {
  // expected-error@+1 {{expected result type to be 'memref<3x5xi16, strided<[5, 1], offset: 10>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<3x5xi16, strided<[5, 1]>>'}}
  %0 = memref.subview %a[2, 0] [3, 5] [1, 1] : memref<6x5xi16> to memref<3x5xi16, strided<[5, 1]>>
  return
}

// -----

func.func @memory_space(%a: memref<8x4xf32, 3>) {
  // expected-error@+1 {{expected result type to be 'memref<8x4xf32, strided<[4, 1]>, 3>' or a rank-reduced version. (mismatch of result layout), but got 'memref<8x4xf32, strided<[4, 1], offset: 2>, 3>'}}
  %0 = memref.subview %a[0, 0] [8, 4] [1, 1] : memref<8x4xf32, 3> to memref<8x4xf32, strided<[4, 1], offset: 2>, 3>
  return
}

// -----

func.func @dynamic_expected(%a: memref<8x4xf32, strided<[?, 1], offset: ?>>) {
  // expected-error@+1 {{expected result type to be 'memref<2x4xf32, strided<[?, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x4xf32, strided<[?, 1], offset: 5>>'}}
  %0 = memref.subview %a[1, 0] [2, 4] [1, 1] : memref<8x4xf32, strided<[?, 1], offset: ?>> to memref<2x4xf32, strided<[?, 1], offset: 5>>
  return
}

// -----

func.func @dynamic_result(%a: memref<8x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x4xf32, strided<[4, 1], offset: 4>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x4xf32, strided<[4, 1], offset: ?>>'}}
  %0 = memref.subview %a[1, 0] [2, 4] [1, 1] : memref<8x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
  return
}

// -----

func.func @rank_reduced(%a: memref<8x4xf32, strided<[8, 2], offset: 3>>, %i: index) {
  // expected-error@+1 {{expected result type to be 'memref<1x4xf32, strided<[8, 2], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[2], offset: 7>>'}}
  %0 = memref.subview %a[2, %i] [1, 4] [1, 1] : memref<8x4xf32, strided<[8, 2], offset: 3>> to memref<4xf32, strided<[2], offset: 7>>
  return
}

// -----

func.func @strided_source(%a: memref<8x4xf32, strided<[8, 2], offset: 3>>) {
  // expected-error@+1 {{expected result type to be 'memref<1x2xf32, strided<[8, 4], offset: 21>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2xf32, strided<[4], offset: 7>>'}}
  %0 = memref.subview %a[2, 1] [1, 2] [1, 2] : memref<8x4xf32, strided<[8, 2], offset: 3>> to memref<2xf32, strided<[4], offset: 7>>
  return
}
