// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// The vector ops on values: broadcast (scalar, vector, stretched unit dims), extract and
// insert at static and dynamic positions, strided slices, shuffle, interleave/deinterleave,
// transpose, shape_cast, bitcast, from_elements/to_elements, step, masks and fma.
func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 2.5 : f32
  %bs = vector.broadcast %f : f32 to vector<2x3xf32>
  vector.print %bs : vector<2x3xf32>
  %row = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b2 = vector.broadcast %row : vector<3xi32> to vector<2x3xi32>
  vector.print %b2 : vector<2x3xi32>
  %col = arith.constant dense<[[10], [20]]> : vector<2x1xi32>
  %b3 = vector.broadcast %col : vector<2x1xi32> to vector<2x2x4xi32>
  vector.print %b3 : vector<2x2x4xi32>
  %z = arith.constant dense<5> : vector<i32>
  %b4 = vector.broadcast %z : vector<i32> to vector<3xi32>
  vector.print %b4 : vector<3xi32>

  %m = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : vector<3x4xi16>
  %e1 = vector.extract %m[1] : vector<4xi16> from vector<3x4xi16>
  vector.print %e1 : vector<4xi16>
  %e2 = vector.extract %m[2, 3] : i16 from vector<3x4xi16>
  vector.print %e2 : i16
  %e3 = vector.extract %m[%c2, %c1] : i16 from vector<3x4xi16>
  vector.print %e3 : i16
  %e4 = vector.extract %m[%c1] : vector<4xi16> from vector<3x4xi16>
  vector.print %e4 : vector<4xi16>
  %s = arith.constant 99 : i16
  %i1 = vector.insert %s, %m[0, 0] : i16 into vector<3x4xi16>
  vector.print %i1 : vector<3x4xi16>
  %i2 = vector.insert %e1, %m[%c2] : vector<4xi16> into vector<3x4xi16>
  vector.print %i2 : vector<3x4xi16>

  %sl = vector.extract_strided_slice %m {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x4xi16> to vector<2x2xi16>
  vector.print %sl : vector<2x2xi16>
  %sl1 = vector.extract_strided_slice %m {offsets = [1], sizes = [2], strides = [1]} : vector<3x4xi16> to vector<2x4xi16>
  vector.print %sl1 : vector<2x4xi16>
  %small = arith.constant dense<[[-1, -2], [-3, -4]]> : vector<2x2xi16>
  %is = vector.insert_strided_slice %small, %m {offsets = [1, 2], strides = [1, 1]} : vector<2x2xi16> into vector<3x4xi16>
  vector.print %is : vector<3x4xi16>
  %one = arith.constant dense<[-7, -8]> : vector<2xi16>
  %is2 = vector.insert_strided_slice %one, %m {offsets = [2, 1], strides = [1]} : vector<2xi16> into vector<3x4xi16>
  vector.print %is2 : vector<3x4xi16>

  %v1 = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf64>
  %v2 = arith.constant dense<[4.0, 5.0]> : vector<2xf64>
  %sh = vector.shuffle %v1, %v2 [4, 0, 3, 1, 2] : vector<3xf64>, vector<2xf64>
  vector.print %sh : vector<5xf64>
  %sh2 = vector.shuffle %m, %sl1 [2, 0, 4] : vector<3x4xi16>, vector<2x4xi16>
  vector.print %sh2 : vector<3x4xi16>
  %p = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  %q = arith.constant dense<[-1, -2, -3, -4]> : vector<4xi8>
  %il = vector.interleave %p, %q : vector<4xi8> -> vector<8xi8>
  vector.print %il : vector<8xi8>
  %ev, %od = vector.deinterleave %il : vector<8xi8> -> vector<4xi8>
  vector.print %ev : vector<4xi8>
  vector.print %od : vector<4xi8>
  %il2 = vector.interleave %small, %small : vector<2x2xi16> -> vector<2x4xi16>
  vector.print %il2 : vector<2x4xi16>

  %t = vector.transpose %m, [1, 0] : vector<3x4xi16> to vector<4x3xi16>
  vector.print %t : vector<4x3xi16>
  %c3 = arith.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : vector<2x3x2xi32>
  %t3 = vector.transpose %c3, [2, 0, 1] : vector<2x3x2xi32> to vector<2x2x3xi32>
  vector.print %t3 : vector<2x2x3xi32>
  %sc = vector.shape_cast %m : vector<3x4xi16> to vector<2x6xi16>
  vector.print %sc : vector<2x6xi16>
  %bc = vector.bitcast %p : vector<4xi8> to vector<1xi32>
  vector.print %bc : vector<1xi32>
  %bc2 = vector.bitcast %m : vector<3x4xi16> to vector<3x8xi8>
  vector.print %bc2 : vector<3x8xi8>
  %fv = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %bc3 = vector.bitcast %fv : vector<2xf32> to vector<1xi64>
  vector.print %bc3 : vector<1xi64>

  %a = arith.constant 3 : i64
  %b = arith.constant -4 : i64
  %fe = vector.from_elements %a, %b, %a, %a : vector<2x2xi64>
  vector.print %fe : vector<2x2xi64>
  %x0, %x1, %x2, %x3 = vector.to_elements %fe : vector<2x2xi64>
  vector.print %x1 : i64
  %st = vector.step : vector<6xindex>
  vector.print %st : vector<6xindex>
  %cm = vector.create_mask %c2, %c1 : vector<3x4xi1>
  vector.print %cm : vector<3x4xi1>
  %km = vector.constant_mask [1, 3] : vector<2x4xi1>
  vector.print %km : vector<2x4xi1>
  %fa = vector.fma %fv, %fv, %fv : vector<2xf32>
  vector.print %fa : vector<2xf32>
  return
}

// Output of mlir-runner 22:
// CHECK: ( ( 2.5, 2.5, 2.5 ), ( 2.5, 2.5, 2.5 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 1, 2, 3 ) )
// CHECK-NEXT: ( ( ( 10, 10, 10, 10 ), ( 20, 20, 20, 20 ) ), ( ( 10, 10, 10, 10 ), ( 20, 20, 20, 20 ) ) )
// CHECK-NEXT: ( 5, 5, 5 )
// CHECK-NEXT: ( 5, 6, 7, 8 )
// CHECK-NEXT: 12
// CHECK-NEXT: 10
// CHECK-NEXT: ( 5, 6, 7, 8 )
// CHECK-NEXT: ( ( 99, 2, 3, 4 ), ( 5, 6, 7, 8 ), ( 9, 10, 11, 12 ) )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 5, 6, 7, 8 ), ( 5, 6, 7, 8 ) )
// CHECK-NEXT: ( ( 6, 7 ), ( 10, 11 ) )
// CHECK-NEXT: ( ( 5, 6, 7, 8 ), ( 9, 10, 11, 12 ) )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 5, 6, -1, -2 ), ( 9, 10, -3, -4 ) )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 5, 6, 7, 8 ), ( 9, -7, -8, 12 ) )
// CHECK-NEXT: ( 5, 1, 4, 2, 3 )
// CHECK-NEXT: ( ( 9, 10, 11, 12 ), ( 1, 2, 3, 4 ), ( 9, 10, 11, 12 ) )
// CHECK-NEXT: ( 1, -1, 2, -2, 3, -3, 4, -4 )
// CHECK-NEXT: ( 1, 2, 3, 4 )
// CHECK-NEXT: ( -1, -2, -3, -4 )
// CHECK-NEXT: ( ( -1, -1, -2, -2 ), ( -3, -3, -4, -4 ) )
// CHECK-NEXT: ( ( 1, 5, 9 ), ( 2, 6, 10 ), ( 3, 7, 11 ), ( 4, 8, 12 ) )
// CHECK-NEXT: ( ( ( 1, 3, 5 ), ( 7, 9, 11 ) ), ( ( 2, 4, 6 ), ( 8, 10, 12 ) ) )
// CHECK-NEXT: ( ( 1, 2, 3, 4, 5, 6 ), ( 7, 8, 9, 10, 11, 12 ) )
// CHECK-NEXT: ( 67305985 )
// CHECK-NEXT: ( ( 1, 0, 2, 0, 3, 0, 4, 0 ), ( 5, 0, 6, 0, 7, 0, 8, 0 ), ( 9, 0, 10, 0, 11, 0, 12, 0 ) )
// CHECK-NEXT: ( -4611686017362034688 )
// CHECK-NEXT: ( ( 3, -4 ), ( 3, 3 ) )
// CHECK-NEXT: -4
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 5 )
// CHECK-NEXT: ( ( 1, 0, 0, 0 ), ( 1, 0, 0, 0 ), ( 0, 0, 0, 0 ) )
// CHECK-NEXT: ( ( 1, 1, 1, 0 ), ( 0, 0, 0, 0 ) )
// CHECK-NEXT: ( 2, 2 )
// CHECK-NOT: {{.}}
