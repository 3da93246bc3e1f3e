// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// vector.reduction of every combining kind with and without an accumulator, on integers
// and floats (NaN handling of the min/max kinds), multi_reduction over several dimension
// sets, outerproduct with and without accumulator and kind, and contract (matmul, matvec,
// dot, a transposed operand); a float sum without accumulator starts from +0.0.
func.func @main() {
  %i = arith.constant dense<[3, -5, 12, 7, -1]> : vector<5xi32>
  %acc = arith.constant 100 : i32
  %r0 = vector.reduction <add>, %i : vector<5xi32> into i32
  vector.print %r0 : i32
  %r1 = vector.reduction <add>, %i, %acc : vector<5xi32> into i32
  vector.print %r1 : i32
  %r2 = vector.reduction <mul>, %i : vector<5xi32> into i32
  vector.print %r2 : i32
  %r3 = vector.reduction <minui>, %i : vector<5xi32> into i32
  vector.print %r3 : i32
  %r4 = vector.reduction <minsi>, %i, %acc : vector<5xi32> into i32
  vector.print %r4 : i32
  %r5 = vector.reduction <maxui>, %i : vector<5xi32> into i32
  vector.print %r5 : i32
  %r6 = vector.reduction <maxsi>, %i, %acc : vector<5xi32> into i32
  vector.print %r6 : i32
  %r7 = vector.reduction <and>, %i : vector<5xi32> into i32
  vector.print %r7 : i32
  %r8 = vector.reduction <or>, %i : vector<5xi32> into i32
  vector.print %r8 : i32
  %r9 = vector.reduction <xor>, %i, %acc : vector<5xi32> into i32
  vector.print %r9 : i32
  %b = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %rb = vector.reduction <and>, %b : vector<4xi1> into i1
  vector.print %rb : i1
  %rb2 = vector.reduction <or>, %b : vector<4xi1> into i1
  vector.print %rb2 : i1
  %w = arith.constant dense<[100, 100, 100]> : vector<3xi8>
  %rw = vector.reduction <add>, %w : vector<3xi8> into i8
  vector.print %rw : i8

  %f = arith.constant dense<[1.5, -2.0, 0x7FC00000, 8.0]> : vector<4xf32>
  %g = arith.constant dense<[1.5, -2.0, 0.25, 8.0]> : vector<4xf32>
  %facc = arith.constant 10.0 : f32
  %f0 = vector.reduction <add>, %g : vector<4xf32> into f32
  vector.print %f0 : f32
  %f1 = vector.reduction <add>, %g, %facc : vector<4xf32> into f32
  vector.print %f1 : f32
  %f2 = vector.reduction <mul>, %g, %facc : vector<4xf32> into f32
  vector.print %f2 : f32
  %f3 = vector.reduction <minnumf>, %f : vector<4xf32> into f32
  vector.print %f3 : f32
  %f4 = vector.reduction <maxnumf>, %f : vector<4xf32> into f32
  vector.print %f4 : f32
  %f5 = vector.reduction <minimumf>, %f : vector<4xf32> into f32
  vector.print %f5 : f32
  %f6 = vector.reduction <maximumf>, %g, %facc : vector<4xf32> into f32
  vector.print %f6 : f32
  %f7 = vector.reduction <minimumf>, %g, %facc : vector<4xf32> into f32
  vector.print %f7 : f32
  %d = arith.constant dense<[0.5, 0.25, 0.125]> : vector<3xf64>
  %d0 = vector.reduction <add>, %d : vector<3xf64> into f64
  vector.print %d0 : f64
  %d1 = vector.reduction <maxnumf>, %d : vector<3xf64> into f64
  vector.print %d1 : f64

  %m = arith.constant dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]> : vector<2x2x3xi64>
  %a1 = arith.constant dense<[[0, 0], [100, 100]]> : vector<2x2xi64>
  %mr1 = vector.multi_reduction <add>, %m, %a1 [2] : vector<2x2x3xi64> to vector<2x2xi64>
  vector.print %mr1 : vector<2x2xi64>
  %a2 = arith.constant dense<[1, 1, 1]> : vector<3xi64>
  %mr2 = vector.multi_reduction <mul>, %m, %a2 [0, 1] : vector<2x2x3xi64> to vector<3xi64>
  vector.print %mr2 : vector<3xi64>
  %a3 = arith.constant dense<[0, 0]> : vector<2xi64>
  %mr3 = vector.multi_reduction <maxsi>, %m, %a3 [0, 2] : vector<2x2x3xi64> to vector<2xi64>
  vector.print %mr3 : vector<2xi64>
  %fm = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %fa = arith.constant dense<[0.5, -0.5]> : vector<2xf32>
  %mr4 = vector.multi_reduction <add>, %fm, %fa [0] : vector<2x2xf32> to vector<2xf32>
  vector.print %mr4 : vector<2xf32>
  %s0 = arith.constant 0.0 : f32
  %mr5 = vector.multi_reduction <minimumf>, %fm, %s0 [0, 1] : vector<2x2xf32> to f32
  vector.print %mr5 : f32

  %x = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %y = arith.constant dense<[10.0, 20.0]> : vector<2xf32>
  %op = vector.outerproduct %x, %y : vector<3xf32>, vector<2xf32>
  vector.print %op : vector<3x2xf32>
  %oacc = arith.constant dense<[[1.0, 1.0], [2.0, 2.0], [3.0, 3.0]]> : vector<3x2xf32>
  %op2 = vector.outerproduct %x, %y, %oacc : vector<3xf32>, vector<2xf32>
  vector.print %op2 : vector<3x2xf32>
  %op3 = vector.outerproduct %x, %y, %oacc {kind = #vector.kind<maxnumf>} : vector<3xf32>, vector<2xf32>
  vector.print %op3 : vector<3x2xf32>
  %two = arith.constant 2.0 : f32
  %axpy = vector.outerproduct %x, %two, %x : vector<3xf32>, f32
  vector.print %axpy : vector<3xf32>
  %xi = arith.constant dense<[1, -2]> : vector<2xi32>
  %yi = arith.constant dense<[3, 4, 5]> : vector<3xi32>
  %opi = vector.outerproduct %xi, %yi : vector<2xi32>, vector<3xi32>
  vector.print %opi : vector<2x3xi32>

  %A = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %B = arith.constant dense<[[1.0, 0.0], [0.0, 1.0], [2.0, -1.0]]> : vector<3x2xf32>
  %C = arith.constant dense<[[0.5, 0.5], [0.5, 0.5]]> : vector<2x2xf32>
  %mm = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %A, %B, %C : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %mm : vector<2x2xf32>
  %Bt = arith.constant dense<[[1.0, 0.0, 2.0], [0.0, 1.0, -1.0]]> : vector<2x3xf32>
  %mt = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %A, %Bt, %C : vector<2x3xf32>, vector<2x3xf32> into vector<2x2xf32>
  vector.print %mt : vector<2x2xf32>
  %v = arith.constant dense<[1.0, -1.0, 2.0]> : vector<3xf32>
  %va = arith.constant dense<[0.0, 100.0]> : vector<2xf32>
  %mv = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]} %A, %v, %va : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  vector.print %mv : vector<2xf32>
  %dacc = arith.constant 1.0 : f32
  %dot = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %x, %v, %dacc : vector<3xf32>, vector<3xf32> into f32
  vector.print %dot : f32
  %nz = arith.constant dense<[-0.0, -0.0]> : vector<2xf32>
  %nacc = arith.constant -0.0 : f32
  %zs = vector.reduction <add>, %nz : vector<2xf32> into f32
  vector.print %zs : f32
  %zsa = vector.reduction <add>, %nz, %nacc : vector<2xf32> into f32
  vector.print %zsa : f32
  %zp = vector.reduction <mul>, %nz : vector<2xf32> into f32
  vector.print %zp : f32
  return
}

// Output of mlir-runner 22:
// CHECK: 16
// CHECK-NEXT: 116
// CHECK-NEXT: 1260
// CHECK-NEXT: 3
// CHECK-NEXT: -5
// CHECK-NEXT: -1
// CHECK-NEXT: 100
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 104
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 44
// CHECK-NEXT: 7.75
// CHECK-NEXT: 17.75
// CHECK-NEXT: -60
// CHECK-NEXT: -2
// CHECK-NEXT: 8
// CHECK-NEXT: nan
// CHECK-NEXT: 10
// CHECK-NEXT: -2
// CHECK-NEXT: 0.875
// CHECK-NEXT: 0.5
// CHECK-NEXT: ( ( 6, 15 ), ( 124, 133 ) )
// CHECK-NEXT: ( 280, 880, 1944 )
// CHECK-NEXT: ( 9, 12 )
// CHECK-NEXT: ( 4.5, 5.5 )
// CHECK-NEXT: 0
// CHECK-NEXT: ( ( 10, 20 ), ( 20, 40 ), ( 30, 60 ) )
// CHECK-NEXT: ( ( 11, 21 ), ( 22, 42 ), ( 33, 63 ) )
// CHECK-NEXT: ( ( 10, 20 ), ( 20, 40 ), ( 30, 60 ) )
// CHECK-NEXT: ( 3, 6, 9 )
// CHECK-NEXT: ( ( 3, 4, 5 ), ( -6, -8, -10 ) )
// CHECK-NEXT: ( ( 7.5, -0.5 ), ( 16.5, -0.5 ) )
// CHECK-NEXT: ( ( 7.5, -0.5 ), ( 16.5, -0.5 ) )
// CHECK-NEXT: ( 5, 111 )
// CHECK-NEXT: 6
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NOT: {{.}}
