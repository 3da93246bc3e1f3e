// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines
// vector.bitcast to and from vectors of i1 and other narrow integers: bit k of a row is bit
// k % w of element k / w (little-endian), for constants, comparison masks, 2-D rows, i4/i2
// lanes and floats. Expected output from mlir-runner 22.
func.func @main() {
  %m = arith.constant dense<[true, false, true, true, false, false, false, true]> : vector<8xi1>
  %a = vector.bitcast %m : vector<8xi1> to vector<1xi8>
  vector.print %a : vector<1xi8>
  %m16 = arith.constant dense<[true, false, true, true, false, false, false, true, false, true, true, true, false, false, false, true]> : vector<16xi1>
  %b = vector.bitcast %m16 : vector<16xi1> to vector<1xi16>
  vector.print %b : vector<1xi16>
  %c = vector.bitcast %m16 : vector<16xi1> to vector<2xi8>
  vector.print %c : vector<2xi8>
  %d = vector.bitcast %c : vector<2xi8> to vector<16xi1>
  vector.print %d : vector<16xi1>
  %x = arith.constant dense<[[-91, 3], [0, -1]]> : vector<2x2xi16>
  %e = vector.bitcast %x : vector<2x2xi16> to vector<2x32xi1>
  vector.print %e : vector<2x32xi1>
  %f = vector.bitcast %e : vector<2x32xi1> to vector<2x1xi32>
  vector.print %f : vector<2x1xi32>
  %g = vector.bitcast %e : vector<2x32xi1> to vector<2x8xi4>
  vector.print %g : vector<2x8xi4>
  %h = vector.bitcast %g : vector<2x8xi4> to vector<2x1xf32>
  vector.print %h : vector<2x1xf32>
  %cmp = arith.cmpi slt, %x, %x : vector<2x2xi16>
  %y = arith.constant dense<[1.0, -2.0, 3.0, 0.5]> : vector<4xf32>
  %z = arith.constant dense<0.0> : vector<4xf32>
  %lt = arith.cmpf olt, %y, %z : vector<4xf32>
  %ltx = vector.bitcast %lt : vector<4xi1> to vector<1xi4>
  vector.print %ltx : vector<1xi4>
  %w = vector.bitcast %ltx : vector<1xi4> to vector<2xi2>
  vector.print %w : vector<2xi2>
  %k = arith.constant dense<[1, 2, 3]> : vector<3xi64>
  %l = vector.bitcast %k : vector<3xi64> to vector<192xi1>
  %n = vector.extract_strided_slice %l {offsets = [60], sizes = [12], strides = [1]} : vector<192xi1> to vector<12xi1>
  vector.print %n : vector<12xi1>
  return
}

// CHECK: ( -115 )
// CHECK-NEXT: ( -29043 )
// CHECK-NEXT: ( -115, -114 )
// CHECK-NEXT: ( 1, 0, 1, 1, 0, 0, 0, 1, 0, 1, 1, 1, 0, 0, 0, 1 )
// CHECK-NEXT: ( ( 1, 0, 1, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 ) )
// CHECK-NEXT: ( ( 262053 ), ( -65536 ) )
// CHECK-NEXT: ( ( 5, -6, -1, -1, 3, 0, 0, 0 ), ( 0, 0, 0, 0, -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 3.67214e-40 ), ( -nan ) )
// CHECK-NEXT: ( 2 )
// CHECK-NEXT: ( -2, 0 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0 )
