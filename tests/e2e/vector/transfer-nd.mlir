// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// Transfers on 3-D memrefs: minor identity, transposing and broadcasting maps, partial
// in_bounds, masks combined with out-of-bounds lanes, masked 2-D writes through a
// transposing map (the mask in memref dimension order), and i8/i64/f64 elements.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<2x3x4xi64>
  %init = arith.constant dense<[[[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]], [[100, 101, 102, 103], [110, 111, 112, 113], [120, 121, 122, 123]]]> : vector<2x3x4xi64>
  vector.transfer_write %init, %m[%c0, %c0, %c0] : vector<2x3x4xi64>, memref<2x3x4xi64>
  %pad = arith.constant -7 : i64
  %a = vector.transfer_read %m[%c1, %c1, %c1], %pad : memref<2x3x4xi64>, vector<3x4xi64>
  vector.print %a : vector<3x4xi64>
  %b = vector.transfer_read %m[%c0, %c1, %c2], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>, in_bounds = [false, true]} : memref<2x3x4xi64>, vector<3x2xi64>
  vector.print %b : vector<3x2xi64>
  %c = vector.transfer_read %m[%c0, %c2, %c0], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d0, 0, d2)>, in_bounds = [true, true, true]} : memref<2x3x4xi64>, vector<2x2x4xi64>
  vector.print %c : vector<2x2x4xi64>
  %d = vector.transfer_read %m[%c0, %c0, %c1], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d1, d0, d2)>} : memref<2x3x4xi64>, vector<4x2x3xi64>
  vector.print %d : vector<4x2x3xi64>

  %f = memref.alloc() : memref<3x3xi8>
  %zero = arith.constant dense<0> : vector<3x3xi8>
  vector.transfer_write %zero, %f[%c0, %c0] : vector<3x3xi8>, memref<3x3xi8>
  %w = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi8>
  %wm = vector.create_mask %c2, %c2 : vector<3x2xi1>
  vector.transfer_write %w, %f[%c1, %c0], %wm {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x3xi8>, memref<3x3xi8>
  %p8 = arith.constant 0 : i8
  %fr = vector.transfer_read %f[%c0, %c0], %p8 : memref<3x3xi8>, vector<3x3xi8>
  vector.print %fr : vector<3x3xi8>

  %g = memref.alloc() : memref<5xf64>
  %gz = arith.constant dense<0.5> : vector<5xf64>
  vector.transfer_write %gz, %g[%c0] : vector<5xf64>, memref<5xf64>
  %gv = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf64>
  %gm = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  vector.transfer_write %gv, %g[%c2], %gm : vector<4xf64>, memref<5xf64>
  %fp = arith.constant 9.0 : f64
  %gr = vector.transfer_read %g[%c0], %fp : memref<5xf64>, vector<7xf64>
  vector.print %gr : vector<7xf64>
  memref.dealloc %m : memref<2x3x4xi64>
  memref.dealloc %f : memref<3x3xi8>
  memref.dealloc %g : memref<5xf64>
  return
}

// Output of mlir-runner 22:
// CHECK: ( ( 111, 112, 113, -7 ), ( 121, 122, 123, -7 ), ( -7, -7, -7, -7 ) )
// CHECK-NEXT: ( ( 12, 112 ), ( 13, 113 ), ( -7, -7 ) )
// CHECK-NEXT: ( ( ( 20, 21, 22, 23 ), ( 20, 21, 22, 23 ) ), ( ( 120, 121, 122, 123 ), ( 120, 121, 122, 123 ) ) )
// CHECK-NEXT: ( ( ( 1, 2, 3 ), ( 101, 102, 103 ) ), ( ( 11, 12, 13 ), ( 111, 112, 113 ) ), ( ( 21, 22, 23 ), ( 121, 122, 123 ) ), ( ( -7, -7, -7 ), ( -7, -7, -7 ) ) )
// CHECK-NEXT: ( ( 0, 0, 0 ), ( 1, 4, 0 ), ( 2, 5, 0 ) )
// CHECK-NEXT: ( 0.5, 0.5, 1, 2, 0.5, 9, 9 )
// CHECK-NOT: {{.}}
