// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// Every vector.print format: integers of each width (signed, i1 as 0/1, index and unsigned
// types unsigned), f32/f64 with nan/inf/-0 and %g exponents, 0-D and n-D vectors, and the
// punctuation and string forms.
func.func @main() {
  %i1 = arith.constant dense<[true, false, true]> : vector<3xi1>
  vector.print %i1 : vector<3xi1>
  %i8 = arith.constant dense<[-128, 127, -1, 0]> : vector<4xi8>
  vector.print %i8 : vector<4xi8>
  %i16 = arith.constant dense<[[-32768, 32767], [-2, 3]]> : vector<2x2xi16>
  vector.print %i16 : vector<2x2xi16>
  %i32 = arith.constant dense<[-2147483648, 2147483647]> : vector<2xi32>
  vector.print %i32 : vector<2xi32>
  %i64 = arith.constant dense<[-9223372036854775808, 9223372036854775807]> : vector<2xi64>
  vector.print %i64 : vector<2xi64>
  %idx = arith.constant dense<[-1, 0, 42]> : vector<3xindex>
  vector.print %idx : vector<3xindex>
  %f = arith.constant dense<[1.5, -0.0, 0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000, 1.0e20, 1.0e-5, 123456789.0, 0.1]> : vector<10xf32>
  vector.print %f : vector<10xf32>
  %d = arith.constant dense<[[1.0e300, -2.5e-300, 0.0], [3.14159265358979, 100000.0, 1000000.0]]> : vector<2x3xf64>
  vector.print %d : vector<2x3xf64>
  %z = arith.constant dense<7> : vector<i32>
  vector.print %z : vector<i32>
  %zf = arith.constant dense<2.5> : vector<f64>
  vector.print %zf : vector<f64>
  %s = arith.constant -3 : i32
  vector.print %s : i32
  %t = arith.constant true
  vector.print %t : i1
  %si = arith.constant -9 : index
  vector.print %si : index
  %sf = arith.constant -0.0 : f32
  vector.print %sf : f32
  %three = arith.constant dense<1> : vector<2x1x2xi8>
  vector.print %three : vector<2x1x2xi8>
  vector.print punctuation <open>
  vector.print %s : i32 punctuation <comma>
  vector.print %s : i32 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print str "text without newline "
  vector.print str "then one\n"
  return
}

// Output of mlir-runner 22:
// CHECK: ( 1, 0, 1 )
// CHECK-NEXT: ( -128, 127, -1, 0 )
// CHECK-NEXT: ( ( -32768, 32767 ), ( -2, 3 ) )
// CHECK-NEXT: ( -2147483648, 2147483647 )
// CHECK-NEXT: ( -9223372036854775808, 9223372036854775807 )
// CHECK-NEXT: ( 18446744073709551615, 0, 42 )
// CHECK-NEXT: ( 1.5, -0, nan, -nan, inf, -inf, 1e+20, 1e-05, 1.23457e+08, 0.1 )
// CHECK-NEXT: ( ( 1e+300, -2.5e-300, 0 ), ( 3.14159, 100000, 1e+06 ) )
// CHECK-NEXT: ( 7 )
// CHECK-NEXT: ( 2.5 )
// CHECK-NEXT: -3
// CHECK-NEXT: 1
// CHECK-NEXT: 18446744073709551607
// CHECK-NEXT: -0
// CHECK-NEXT: ( ( ( 1, 1 ) ), ( ( 1, 1 ) ) )
// CHECK-NEXT: ( -3, -3 )
// CHECK-NEXT: text without newline then one
// CHECK-NOT: {{.}}
