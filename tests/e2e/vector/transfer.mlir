// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// vector.transfer_read/transfer_write: identity, transposing and broadcasting permutation
// maps, padding for out-of-bounds lanes of dimensions not marked in_bounds, masks (indexed
// by the transferred memref dimensions), 0-D transfers, and writes that skip out-of-bounds
// and masked-off lanes.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<3x4xi32>
  %rows = arith.constant dense<[[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]> : vector<3x4xi32>
  vector.transfer_write %rows, %m[%c0, %c0] {in_bounds = [true, true]} : vector<3x4xi32>, memref<3x4xi32>
  %pad = arith.constant -1 : i32
  %r1 = vector.transfer_read %m[%c1, %c1], %pad {in_bounds = [true]} : memref<3x4xi32>, vector<3xi32>
  vector.print %r1 : vector<3xi32>
  %r2 = vector.transfer_read %m[%c1, %c2], %pad : memref<3x4xi32>, vector<4xi32>
  vector.print %r2 : vector<4xi32>
  %r3 = vector.transfer_read %m[%c1, %c1], %pad : memref<3x4xi32>, vector<3x4xi32>
  vector.print %r3 : vector<3x4xi32>
  %r4 = vector.transfer_read %m[%c0, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xi32>, vector<4x3xi32>
  vector.print %r4 : vector<4x3xi32>
  %r5 = vector.transfer_read %m[%c2, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<3x4xi32>, vector<2x5xi32>
  vector.print %r5 : vector<2x5xi32>
  %r6 = vector.transfer_read %m[%c0, %c3], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<3x4xi32>, vector<4xi32>
  vector.print %r6 : vector<4xi32>
  %r7 = vector.transfer_read %m[%c1, %c2], %pad {permutation_map = affine_map<(d0, d1) -> ()>} : memref<3x4xi32>, vector<i32>
  vector.print %r7 : vector<i32>
  %mask = arith.constant dense<[true, false, true]> : vector<3xi1>
  %r8 = vector.transfer_read %m[%c2, %c2], %pad, %mask : memref<3x4xi32>, vector<3xi32>
  vector.print %r8 : vector<3xi32>
  %mask2 = vector.create_mask %c2, %c1 : vector<3x2xi1>
  %r9 = vector.transfer_read %m[%c1, %c0], %pad, %mask2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xi32>, vector<2x3xi32>
  vector.print %r9 : vector<2x3xi32>

  %f = memref.alloc() : memref<2x3xf64>
  %zero = arith.constant dense<0.0> : vector<2x3xf64>
  vector.transfer_write %zero, %f[%c0, %c0] : vector<2x3xf64>, memref<2x3xf64>
  %w = arith.constant dense<[[1.5, 2.5], [3.5, 4.5]]> : vector<2x2xf64>
  vector.transfer_write %w, %f[%c1, %c2] : vector<2x2xf64>, memref<2x3xf64>
  %wm = arith.constant dense<[false, true, true]> : vector<3xi1>
  %w1 = arith.constant dense<[7.0, 8.0, 9.0]> : vector<3xf64>
  vector.transfer_write %w1, %f[%c0, %c0], %wm : vector<3xf64>, memref<2x3xf64>
  %wt = arith.constant dense<[-1.0, -2.0]> : vector<2xf64>
  vector.transfer_write %wt, %f[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d0)>, in_bounds = [true]} : vector<2xf64>, memref<2x3xf64>
  %z0 = arith.constant dense<0.25> : vector<f64>
  vector.transfer_write %z0, %f[%c1, %c1] {permutation_map = affine_map<(d0, d1) -> ()>} : vector<f64>, memref<2x3xf64>
  %fpad = arith.constant 0.0 : f64
  %all = vector.transfer_read %f[%c0, %c0], %fpad : memref<2x3xf64>, vector<2x3xf64>
  vector.print %all : vector<2x3xf64>
  memref.dealloc %m : memref<3x4xi32>
  memref.dealloc %f : memref<2x3xf64>
  return
}

// Output of mlir-runner 22:
// CHECK: ( 11, 12, 13 )
// CHECK-NEXT: ( 12, 13, -1, -1 )
// CHECK-NEXT: ( ( 11, 12, 13, -1 ), ( 21, 22, 23, -1 ), ( -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 1, 11, 21 ), ( 2, 12, 22 ), ( 3, 13, 23 ), ( -1, -1, -1 ) )
// CHECK-NEXT: ( ( 20, 21, 22, 23, -1 ), ( 20, 21, 22, 23, -1 ) )
// CHECK-NEXT: ( 3, 13, 23, -1 )
// CHECK-NEXT: ( 12 )
// CHECK-NEXT: ( 22, -1, -1 )
// CHECK-NEXT: ( ( 10, 20, -1 ), ( -1, -1, -1 ) )
// CHECK-NEXT: ( ( -1, 8, 9 ), ( -2, 0.25, 1.5 ) )
// CHECK-NOT: {{.}}
