// memref.subview static bounds, checked as mlir-opt 22 checks them (verifyInBoundsSlice).
// RUN: bufjit opt %s -split-input-file -verify-diagnostics
// RUN: not bufjit opt %s -split-input-file

func.func @slice_past_end(%a: memref<4xi64>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 7 >= 4}}
  %s = memref.subview %a[0] [8] [1] : memref<4xi64> to memref<8xi64, strided<[1]>>
  return
}

// -----

func.func @second_dim(%a: memref<2x3xi64>) {
  // expected-error@+1 {{slice along dimension 1 runs out-of-bounds: 3 >= 3}}
  %s = memref.subview %a[0, 1] [2, 3] [1, 1] : memref<2x3xi64> to memref<2x3xi64, strided<[3, 1], offset: 1>>
  return
}

// -----

func.func @offset_at_end(%a: memref<4xi64>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %s = memref.subview %a[4] [0] [1] : memref<4xi64> to memref<0xi64, strided<[1], offset: 4>>
  return
}

// -----

func.func @strided_past_end(%a: memref<8xi64>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %s = memref.subview %a[1] [3] [4] : memref<8xi64> to memref<3xi64, strided<[4], offset: 1>>
  return
}
