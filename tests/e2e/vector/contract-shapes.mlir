// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// vector.contract beyond matmul: a batched matmul, two reduction dimensions, a transposed
// accumulator, integer elements; multi_reduction over middle dimensions and with a mask.
func.func @main() {
  %a = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi32>
  %b = arith.constant dense<[[[1, 0, 2], [0, 1, -1]], [[2, 1, 0], [1, 1, 1]]]> : vector<2x2x3xi32>
  %acc = arith.constant dense<0> : vector<2x2x3xi32>
  %bmm = vector.contract {indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %acc : vector<2x2x2xi32>, vector<2x2x3xi32> into vector<2x2x3xi32>
  vector.print %bmm : vector<2x2x3xi32>
  %x = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], [[0.5, 0.5], [1.0, -1.0], [2.0, 0.0]]]> : vector<2x3x2xf64>
  %y = arith.constant dense<[[[1.0, 1.0], [2.0, 2.0], [0.0, 1.0]], [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]]> : vector<2x3x2xf64>
  %s = arith.constant 0.25 : f64
  %full = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} %x, %y, %s : vector<2x3x2xf64>, vector<2x3x2xf64> into f64
  vector.print %full : f64
  %acc2 = arith.constant dense<[1.0, 2.0]> : vector<2xf64>
  %two = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (k)>], iterator_types = ["reduction", "reduction", "parallel"]} %x, %y, %acc2 : vector<2x3x2xf64>, vector<2x3x2xf64> into vector<2xf64>
  vector.print %two : vector<2xf64>
  %m1 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %m2 = arith.constant dense<[[1.0, 0.0], [1.0, 1.0], [0.0, 2.0]]> : vector<3x2xf32>
  %acct = arith.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : vector<2x2xf32>
  %ct = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (j, i)>], iterator_types = ["parallel", "parallel", "reduction"]} %m1, %m2, %acct : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %ct : vector<2x2xf32>

  %src = arith.constant dense<[[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], [[-1, -2, -3, -4], [-5, -6, -7, -8], [-9, -10, -11, -12]]]> : vector<2x3x4xi16>
  %macc = arith.constant dense<0> : vector<2x4xi16>
  %mid = vector.multi_reduction <add>, %src, %macc [1] : vector<2x3x4xi16> to vector<2x4xi16>
  vector.print %mid : vector<2x4xi16>
  %macc2 = arith.constant dense<[100, -100]> : vector<2xi16>
  %outer = vector.multi_reduction <minsi>, %src, %macc2 [1, 2] : vector<2x3x4xi16> to vector<2xi16>
  vector.print %outer : vector<2xi16>
  %macc3 = arith.constant dense<1> : vector<3xi16>
  %xr = vector.multi_reduction <xor>, %src, %macc3 [0, 2] : vector<2x3x4xi16> to vector<3xi16>
  vector.print %xr : vector<3xi16>
  %fm = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %fmask = arith.constant dense<[[true, false, true], [false, true, true]]> : vector<2x3xi1>
  %facc = arith.constant dense<[0.5, 0.25]> : vector<2xf32>
  %masked = vector.mask %fmask { vector.multi_reduction <add>, %fm, %facc [1] : vector<2x3xf32> to vector<2xf32> } : vector<2x3xi1> -> vector<2xf32>
  vector.print %masked : vector<2xf32>
  %il = vector.interleave %src, %src : vector<2x3x4xi16> -> vector<2x3x8xi16>
  %d1, %d2 = vector.deinterleave %il : vector<2x3x8xi16> -> vector<2x3x4xi16>
  %same = arith.cmpi eq, %d1, %src : vector<2x3x4xi16>
  %true = arith.constant true
  %all = vector.multi_reduction <and>, %same, %true [0, 1, 2] : vector<2x3x4xi1> to i1
  vector.print %all : i1
  return
}

// Output of mlir-runner 22:
// CHECK: ( ( ( 1, 2, 0 ), ( 3, 4, 2 ) ), ( ( 16, 11, 6 ), ( 22, 15, 8 ) ) )
// CHECK-NEXT: 24.75
// CHECK-NEXT: ( 10.5, 17 )
// CHECK-NEXT: ( ( 13, 29 ), ( 38, 57 ) )
// CHECK-NEXT: ( ( 15, 18, 21, 24 ), ( -15, -18, -21, -24 ) )
// CHECK-NEXT: ( 1, -100 )
// CHECK-NEXT: ( 5, 13, 5 )
// CHECK-NEXT: ( 4.5, 11.25 )
// CHECK-NEXT: 1
// CHECK-NOT: {{.}}
