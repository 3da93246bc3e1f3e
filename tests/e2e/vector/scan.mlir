// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines
// vector.scan with every combining kind, inclusive (the initial value takes no part) and
// exclusive, along dimension 0 and 1 of 2-D vectors, dimension 1 of a 3-D vector and 1-D vectors
// with 0-D initial values; NaN and signed zeros for the float min/max kinds, wrapping integer
// products, and float sums whose order matters (expected output from mlir-runner 22 after
// --test-vector-scan-lowering). The JIT runs it after the same lowering.
func.func @ints(%src: vector<2x4xi32>, %init0: vector<4xi32>, %init1: vector<2xi32>) {
  %a:2 = vector.scan <add>, %src, %init1 {inclusive = true, reduction_dim = 1} : vector<2x4xi32>, vector<2xi32>
  vector.print %a#0 : vector<2x4xi32>
  vector.print %a#1 : vector<2xi32>
  %b:2 = vector.scan <add>, %src, %init1 {inclusive = false, reduction_dim = 1} : vector<2x4xi32>, vector<2xi32>
  vector.print %b#0 : vector<2x4xi32>
  vector.print %b#1 : vector<2xi32>
  %c:2 = vector.scan <mul>, %src, %init0 {inclusive = true, reduction_dim = 0} : vector<2x4xi32>, vector<4xi32>
  vector.print %c#0 : vector<2x4xi32>
  vector.print %c#1 : vector<4xi32>
  %d:2 = vector.scan <mul>, %src, %init0 {inclusive = false, reduction_dim = 0} : vector<2x4xi32>, vector<4xi32>
  vector.print %d#0 : vector<2x4xi32>
  vector.print %d#1 : vector<4xi32>
  %e:2 = vector.scan <minui>, %src, %init1 {inclusive = false, reduction_dim = 1} : vector<2x4xi32>, vector<2xi32>
  vector.print %e#0 : vector<2x4xi32>
  vector.print %e#1 : vector<2xi32>
  %f:2 = vector.scan <minsi>, %src, %init1 {inclusive = true, reduction_dim = 1} : vector<2x4xi32>, vector<2xi32>
  vector.print %f#0 : vector<2x4xi32>
  vector.print %f#1 : vector<2xi32>
  %g:2 = vector.scan <maxui>, %src, %init0 {inclusive = true, reduction_dim = 0} : vector<2x4xi32>, vector<4xi32>
  vector.print %g#0 : vector<2x4xi32>
  vector.print %g#1 : vector<4xi32>
  %h:2 = vector.scan <maxsi>, %src, %init1 {inclusive = false, reduction_dim = 1} : vector<2x4xi32>, vector<2xi32>
  vector.print %h#0 : vector<2x4xi32>
  vector.print %h#1 : vector<2xi32>
  %i:2 = vector.scan <and>, %src, %init1 {inclusive = false, reduction_dim = 1} : vector<2x4xi32>, vector<2xi32>
  vector.print %i#0 : vector<2x4xi32>
  vector.print %i#1 : vector<2xi32>
  %j:2 = vector.scan <or>, %src, %init0 {inclusive = true, reduction_dim = 0} : vector<2x4xi32>, vector<4xi32>
  vector.print %j#0 : vector<2x4xi32>
  vector.print %j#1 : vector<4xi32>
  %k:2 = vector.scan <xor>, %src, %init1 {inclusive = true, reduction_dim = 1} : vector<2x4xi32>, vector<2xi32>
  vector.print %k#0 : vector<2x4xi32>
  vector.print %k#1 : vector<2xi32>
  return
}

func.func @floats(%src: vector<3x4xf32>, %init0: vector<4xf32>, %init1: vector<3xf32>) {
  %a:2 = vector.scan <add>, %src, %init1 {inclusive = true, reduction_dim = 1} : vector<3x4xf32>, vector<3xf32>
  vector.print %a#0 : vector<3x4xf32>
  vector.print %a#1 : vector<3xf32>
  %b:2 = vector.scan <add>, %src, %init0 {inclusive = false, reduction_dim = 0} : vector<3x4xf32>, vector<4xf32>
  vector.print %b#0 : vector<3x4xf32>
  vector.print %b#1 : vector<4xf32>
  %c:2 = vector.scan <mul>, %src, %init1 {inclusive = false, reduction_dim = 1} : vector<3x4xf32>, vector<3xf32>
  vector.print %c#0 : vector<3x4xf32>
  vector.print %c#1 : vector<3xf32>
  %d:2 = vector.scan <minnumf>, %src, %init0 {inclusive = true, reduction_dim = 0} : vector<3x4xf32>, vector<4xf32>
  vector.print %d#0 : vector<3x4xf32>
  vector.print %d#1 : vector<4xf32>
  %e:2 = vector.scan <maxnumf>, %src, %init1 {inclusive = false, reduction_dim = 1} : vector<3x4xf32>, vector<3xf32>
  vector.print %e#0 : vector<3x4xf32>
  vector.print %e#1 : vector<3xf32>
  %f:2 = vector.scan <minimumf>, %src, %init1 {inclusive = true, reduction_dim = 1} : vector<3x4xf32>, vector<3xf32>
  vector.print %f#0 : vector<3x4xf32>
  vector.print %f#1 : vector<3xf32>
  %g:2 = vector.scan <maximumf>, %src, %init0 {inclusive = false, reduction_dim = 0} : vector<3x4xf32>, vector<4xf32>
  vector.print %g#0 : vector<3x4xf32>
  vector.print %g#1 : vector<4xf32>
  return
}

func.func @one_d() {
  %v = arith.constant dense<[5, -3, 8, 2, -7]> : vector<5xi64>
  %z = arith.constant dense<100> : vector<i64>
  %a:2 = vector.scan <add>, %v, %z {inclusive = false, reduction_dim = 0} : vector<5xi64>, vector<i64>
  vector.print %a#0 : vector<5xi64>
  vector.print %a#1 : vector<i64>
  %b:2 = vector.scan <maxsi>, %v, %z {inclusive = true, reduction_dim = 0} : vector<5xi64>, vector<i64>
  vector.print %b#0 : vector<5xi64>
  vector.print %b#1 : vector<i64>
  %w = arith.constant dense<[1.5, 0.1, 0.2, 1.0e8, -1.0e8, 0.3]> : vector<6xf64>
  %y = arith.constant dense<0.7> : vector<f64>
  %c:2 = vector.scan <add>, %w, %y {inclusive = false, reduction_dim = 0} : vector<6xf64>, vector<f64>
  vector.print %c#0 : vector<6xf64>
  vector.print %c#1 : vector<f64>
  %s = arith.constant dense<[3, 1, 2]> : vector<3xi8>
  %t = arith.constant dense<-1> : vector<i8>
  %d:2 = vector.scan <mul>, %s, %t {inclusive = false, reduction_dim = 0} : vector<3xi8>, vector<i8>
  vector.print %d#0 : vector<3xi8>
  vector.print %d#1 : vector<i8>
  %sz = arith.constant dense<[0.0, -0.0, 0.0, -1.0]> : vector<4xf32>
  %nz = arith.constant dense<-0.0> : vector<f32>
  %pz = arith.constant dense<0.0> : vector<f32>
  %m0:2 = vector.scan <maximumf>, %sz, %nz {inclusive = false, reduction_dim = 0} : vector<4xf32>, vector<f32>
  vector.print %m0#0 : vector<4xf32>
  vector.print %m0#1 : vector<f32>
  %m1:2 = vector.scan <minimumf>, %sz, %pz {inclusive = false, reduction_dim = 0} : vector<4xf32>, vector<f32>
  vector.print %m1#0 : vector<4xf32>
  vector.print %m1#1 : vector<f32>
  %x = arith.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : vector<2x3x2xi16>
  %xi = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi16>
  %e:2 = vector.scan <add>, %x, %xi {inclusive = false, reduction_dim = 1} : vector<2x3x2xi16>, vector<2x2xi16>
  vector.print %e#0 : vector<2x3x2xi16>
  vector.print %e#1 : vector<2x2xi16>
  return
}

func.func @main() {
  %si = arith.constant dense<[[3, -5, 12, 7], [-1, 6, -2, 9]]> : vector<2x4xi32>
  %i0 = arith.constant dense<[2, -3, 1, 10]> : vector<4xi32>
  %i1 = arith.constant dense<[4, -8]> : vector<2xi32>
  call @ints(%si, %i0, %i1) : (vector<2x4xi32>, vector<4xi32>, vector<2xi32>) -> ()
  %sf = arith.constant dense<[[1.5, 0x7FC00000, -2.0, 0.25], [-0.0, 3.0, 0x7FC00000, -1.0], [0.0, -4.5, 2.0, 1.0e30]]> : vector<3x4xf32>
  %f0 = arith.constant dense<[0.5, -1.0, 2.0, 0x7FC00000]> : vector<4xf32>
  %f1 = arith.constant dense<[1.0, 0.0, -0.5]> : vector<3xf32>
  call @floats(%sf, %f0, %f1) : (vector<3x4xf32>, vector<4xf32>, vector<3xf32>) -> ()
  call @one_d() : () -> ()
  return
}

// CHECK: ( ( 3, -2, 10, 17 ), ( -1, 5, 3, 12 ) )
// CHECK-NEXT: ( 17, 12 )
// CHECK-NEXT: ( ( 4, 7, 2, 14 ), ( -8, -9, -3, -5 ) )
// CHECK-NEXT: ( 14, -5 )
// CHECK-NEXT: ( ( 3, -5, 12, 7 ), ( -3, -30, -24, 63 ) )
// CHECK-NEXT: ( -3, -30, -24, 63 )
// CHECK-NEXT: ( ( 2, -3, 1, 10 ), ( 6, 15, 12, 70 ) )
// CHECK-NEXT: ( 6, 15, 12, 70 )
// CHECK-NEXT: ( ( 4, 3, 3, 3 ), ( -8, -8, 6, 6 ) )
// CHECK-NEXT: ( 3, 6 )
// CHECK-NEXT: ( ( 3, -5, -5, -5 ), ( -1, -1, -2, -2 ) )
// CHECK-NEXT: ( -5, -2 )
// CHECK-NEXT: ( ( 3, -5, 12, 7 ), ( -1, -5, -2, 9 ) )
// CHECK-NEXT: ( -1, -5, -2, 9 )
// CHECK-NEXT: ( ( 4, 4, 4, 12 ), ( -8, -1, 6, 6 ) )
// CHECK-NEXT: ( 12, 6 )
// CHECK-NEXT: ( ( 4, 0, 0, 0 ), ( -8, -8, 0, 0 ) )
// CHECK-NEXT: ( 0, 0 )
// CHECK-NEXT: ( ( 3, -5, 12, 7 ), ( -1, -1, -2, 15 ) )
// CHECK-NEXT: ( -1, -1, -2, 15 )
// CHECK-NEXT: ( ( 3, -8, -12, -13 ), ( -1, -7, 7, 14 ) )
// CHECK-NEXT: ( -13, 14 )
// CHECK-NEXT: ( ( 1.5, nan, nan, nan ), ( -0, 3, nan, nan ), ( 0, -4.5, -2.5, 1e+30 ) )
// CHECK-NEXT: ( nan, nan, 1e+30 )
// CHECK-NEXT: ( ( 0.5, -1, 2, nan ), ( 2, nan, 0, nan ), ( 2, nan, nan, nan ) )
// CHECK-NEXT: ( 2, nan, nan, nan )
// CHECK-NEXT: ( ( 1, 1.5, nan, nan ), ( 0, -0, -0, nan ), ( -0.5, -0, 0, 0 ) )
// CHECK-NEXT: ( nan, nan, 0 )
// CHECK-NEXT: ( ( 1.5, nan, -2, 0.25 ), ( -0, 3, -2, -1 ), ( -0, -4.5, -2, -1 ) )
// CHECK-NEXT: ( -0, -4.5, -2, -1 )
// CHECK-NEXT: ( ( 1, 1.5, 1.5, 1.5 ), ( 0, 0, 3, 3 ), ( -0.5, 0, 0, 2 ) )
// CHECK-NEXT: ( 1.5, 3, 2 )
// CHECK-NEXT: ( ( 1.5, nan, nan, nan ), ( -0, -0, nan, nan ), ( 0, -4.5, -4.5, -4.5 ) )
// CHECK-NEXT: ( nan, nan, -4.5 )
// CHECK-NEXT: ( ( 0.5, -1, 2, nan ), ( 1.5, nan, 2, nan ), ( 1.5, nan, nan, nan ) )
// CHECK-NEXT: ( 1.5, nan, nan, nan )
// CHECK-NEXT: ( 100, 105, 102, 110, 112 )
// CHECK-NEXT: ( 112 )
// CHECK-NEXT: ( 5, 5, 8, 8, 8 )
// CHECK-NEXT: ( 8 )
// CHECK-NEXT: ( 0.7, 2.2, 2.3, 2.5, 1e+08, 2.5 )
// CHECK-NEXT: ( 2.5 )
// CHECK-NEXT: ( -1, -3, -3 )
// CHECK-NEXT: ( -3 )
// CHECK-NEXT: ( -0, 0, 0, 0 )
// CHECK-NEXT: ( 0 )
// CHECK-NEXT: ( 0, 0, -0, -0 )
// CHECK-NEXT: ( -0 )
// CHECK-NEXT: ( ( ( 1, 2 ), ( 2, 4 ), ( 5, 8 ) ), ( ( 3, 4 ), ( 10, 12 ), ( 19, 22 ) ) )
// CHECK-NEXT: ( ( 5, 8 ), ( 19, 22 ) )
