// RUN: bufjit run %s -e main -entry-point-result=void -O0 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s
// Every register-level vector op and arith/math elementwise on i8, i16, i32, i64, index, f32,
// f64 and i1 vectors of 2, 3, 4, 8, 16, 2x3, 2x4 and 0-D shapes: division per lane with the scalar
// semantics, shifts, casts, libm per lane, fma, interleave, strided slices, dynamic extract and
// insert, step, to/from_elements, vectors carried by scf.for and passed to calls, every
// reduction kind, broadcasts, transpose, bitcasts, print punctuation.
// Expected output from mlir-runner 22 (`mlir-opt --convert-vector-to-scf --convert-scf-to-cf
// --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | mlir-runner`).

func.func @twice(%v: vector<3xi16>) -> vector<3xi16> {
  %r = arith.addi %v, %v : vector<3xi16>
  return %r : vector<3xi16>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %a = arith.constant dense<[1, -2, 3, 4, -5, 6, 7, 8, 9, 10, -11, 12, 13, 14, 15, -16]> : vector<16xi8>
  %b = arith.constant dense<[3, 3, -3, 2, 2, 2, 5, 5, 1, 1, 1, 7, 7, 7, 7, 7]> : vector<16xi8>
  %q = arith.divsi %a, %b : vector<16xi8>
  vector.print %q : vector<16xi8>
  %rm = arith.remsi %a, %b : vector<16xi8>
  vector.print %rm : vector<16xi8>
  %fd = arith.floordivsi %a, %b : vector<16xi8>
  vector.print %fd : vector<16xi8>
  %mu = arith.muli %a, %b : vector<16xi8>
  vector.print %mu : vector<16xi8>
  %mx = arith.maxsi %a, %b : vector<16xi8>
  vector.print %mx : vector<16xi8>
  %mn = arith.minui %a, %b : vector<16xi8>
  vector.print %mn : vector<16xi8>
  %shamt = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 0]> : vector<16xi8>
  %sh = arith.shli %a, %shamt : vector<16xi8>
  vector.print %sh : vector<16xi8>
  %ext = arith.extsi %a : vector<16xi8> to vector<16xi32>
  vector.print %ext : vector<16xi32>
  %cmp = arith.cmpi sgt, %a, %b : vector<16xi8>
  vector.print %cmp : vector<16xi1>
  %cx = arith.xori %cmp, %cmp : vector<16xi1>
  vector.print %cx : vector<16xi1>
  %sel = arith.select %cmp, %a, %b : vector<16xi1>, vector<16xi8>
  vector.print %sel : vector<16xi8>
  %l = arith.constant dense<[100000000000, -3]> : vector<2xi64>
  %l2 = arith.constant dense<[7, 9]> : vector<2xi64>
  %lm = arith.muli %l, %l2 : vector<2xi64>
  vector.print %lm : vector<2xi64>
  %lmx = arith.maxui %l, %l2 : vector<2xi64>
  vector.print %lmx : vector<2xi64>
  %lc = arith.cmpi ult, %l, %l2 : vector<2xi64>
  vector.print %lc : vector<2xi1>
  %f = arith.constant dense<[1.5, -2.25, 9.0]> : vector<3xf64>
  %fs = math.sqrt %f : vector<3xf64>
  vector.print %fs : vector<3xf64>
  %fe = math.exp %f : vector<3xf64>
  vector.print %fe : vector<3xf64>
  %fi = arith.fptosi %f : vector<3xf64> to vector<3xi32>
  vector.print %fi : vector<3xi32>
  %ft = arith.truncf %f : vector<3xf64> to vector<3xf32>
  vector.print %ft : vector<3xf32>
  %g = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>
  %h = arith.constant dense<[0.5, 0.25, -1.0, 2.0, 0.1, 0.2, 0.3, 0.4]> : vector<8xf32>
  %fm = vector.fma %g, %h, %g : vector<8xf32>
  vector.print %fm : vector<8xf32>
  %mf = math.fma %g, %h, %h : vector<8xf32>
  vector.print %mf : vector<8xf32>
  %il = vector.interleave %g, %h : vector<8xf32> -> vector<16xf32>
  vector.print %il : vector<16xf32>
  %d0, %d1 = vector.deinterleave %g : vector<8xf32> -> vector<4xf32>
  vector.print %d0 : vector<4xf32>
  vector.print %d1 : vector<4xf32>
  %ss = vector.extract_strided_slice %g {offsets = [1], sizes = [5], strides = [1]} : vector<8xf32> to vector<5xf32>
  vector.print %ss : vector<5xf32>
  %is = vector.insert_strided_slice %d0, %g {offsets = [3], strides = [1]} : vector<4xf32> into vector<8xf32>
  vector.print %is : vector<8xf32>
  %two = vector.shape_cast %g : vector<8xf32> to vector<2x4xf32>
  vector.print %two : vector<2x4xf32>
  %dyn = vector.extract %two[%c1, %c2] : f32 from vector<2x4xf32>
  vector.print %dyn : f32
  %dynr = vector.extract %two[%c1] : vector<4xf32> from vector<2x4xf32>
  vector.print %dynr : vector<4xf32>
  %ins = vector.insert %dyn, %two[%c0, %c1] : f32 into vector<2x4xf32>
  vector.print %ins : vector<2x4xf32>
  %insr = vector.insert %d1, %two[%c0] : vector<4xf32> into vector<2x4xf32>
  vector.print %insr : vector<2x4xf32>
  %st = vector.step : vector<6xindex>
  vector.print %st : vector<6xindex>
  %e0, %e1, %e2 = vector.to_elements %f : vector<3xf64>
  %fe2 = vector.from_elements %e2, %e0, %e1, %e0 : vector<2x2xf64>
  vector.print %fe2 : vector<2x2xf64>
  %s3 = arith.constant dense<[1, 2, 3]> : vector<3xi16>
  %acc = scf.for %i = %c0 to %c4 step %c1 iter_args(%v = %s3) -> (vector<3xi16>) {
    %n = func.call @twice(%v) : (vector<3xi16>) -> vector<3xi16>
    scf.yield %n : vector<3xi16>
  }
  vector.print %acc : vector<3xi16>
  %r1 = vector.reduction <mul>, %a : vector<16xi8> into i8
  vector.print %r1 : i8
  %r2 = vector.reduction <minsi>, %a : vector<16xi8> into i8
  vector.print %r2 : i8
  %r3 = vector.reduction <maxui>, %a : vector<16xi8> into i8
  vector.print %r3 : i8
  %r4 = vector.reduction <xor>, %a : vector<16xi8> into i8
  vector.print %r4 : i8
  %r5 = vector.reduction <maximumf>, %h : vector<8xf32> into f32
  vector.print %r5 : f32
  %r6 = vector.reduction <minnumf>, %h : vector<8xf32> into f32
  vector.print %r6 : f32
  %accf = arith.constant 100.0 : f32
  %r7 = vector.reduction <add>, %h, %accf : vector<8xf32> into f32
  vector.print %r7 : f32
  %r8 = vector.reduction <mul>, %h : vector<8xf32> into f32
  vector.print %r8 : f32
  %r9 = vector.reduction <or>, %cmp : vector<16xi1> into i1
  vector.print %r9 : i1
  %r10 = vector.reduction <and>, %cmp : vector<16xi1> into i1
  vector.print %r10 : i1
  %bcv = vector.broadcast %d0 : vector<4xf32> to vector<3x4xf32>
  vector.print %bcv : vector<3x4xf32>
  %one = arith.constant dense<[[7.0], [8.0]]> : vector<2x1xf32>
  %bco = vector.broadcast %one : vector<2x1xf32> to vector<2x3xf32>
  vector.print %bco : vector<2x3xf32>
  %tr = vector.transpose %bco, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %tr : vector<3x2xf32>
  %bcast = vector.bitcast %g : vector<8xf32> to vector<4xi64>
  vector.print %bcast : vector<4xi64>
  %b3 = vector.bitcast %f : vector<3xf64> to vector<6xi32>
  vector.print %b3 : vector<6xi32>
  vector.print %c4 : index punctuation <comma>
  vector.print %c4 : index punctuation <no_punctuation>
  vector.print punctuation <newline>
  return
}

// CHECK: ( 0, 0, -1, 2, -2, 3, 1, 1, 9, 10, -11, 1, 1, 2, 2, -2 )
// CHECK-NEXT: ( 1, -2, 0, 0, -1, 0, 2, 3, 0, 0, 0, 5, 6, 0, 1, -2 )
// CHECK-NEXT: ( 0, -1, -1, 2, -3, 3, 1, 1, 9, 10, -11, 1, 1, 2, 2, -3 )
// CHECK-NEXT: ( 3, -6, -9, 8, -10, 12, 35, 40, 9, 10, -11, 84, 91, 98, 105, -112 )
// CHECK-NEXT: ( 3, 3, 3, 4, 2, 6, 7, 8, 9, 10, 1, 12, 13, 14, 15, 7 )
// CHECK-NEXT: ( 1, 3, 3, 2, 2, 2, 5, 5, 1, 1, 1, 7, 7, 7, 7, 7 )
// CHECK-NEXT: ( 1, -4, 12, 32, -80, -64, -64, 0, -128, -128, -96, -64, 104, 56, 30, -16 )
// CHECK-NEXT: ( 1, -2, 3, 4, -5, 6, 7, 8, 9, 10, -11, 12, 13, 14, 15, -16 )
// CHECK-NEXT: ( 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 3, 3, 3, 4, 2, 6, 7, 8, 9, 10, 1, 12, 13, 14, 15, 7 )
// CHECK-NEXT: ( 700000000000, -27 )
// CHECK-NEXT: ( 100000000000, -3 )
// CHECK-NEXT: ( 0, 0 )
// CHECK-NEXT: ( 1.22474, -nan, 3 )
// CHECK-NEXT: ( 4.48169, 0.105399, 8103.08 )
// CHECK-NEXT: ( 1, -2, 9 )
// CHECK-NEXT: ( 1.5, -2.25, 9 )
// CHECK-NEXT: ( 1.5, 2.5, 0, 12, 5.5, 7.2, 9.1, 11.2 )
// CHECK-NEXT: ( 1, 0.75, -4, 10, 0.6, 1.4, 2.4, 3.6 )
// CHECK-NEXT: ( 1, 0.5, 2, 0.25, 3, -1, 4, 2, 5, 0.1, 6, 0.2, 7, 0.3, 8, 0.4 )
// CHECK-NEXT: ( 1, 3, 5, 7 )
// CHECK-NEXT: ( 2, 4, 6, 8 )
// CHECK-NEXT: ( 2, 3, 4, 5, 6 )
// CHECK-NEXT: ( 1, 2, 3, 1, 3, 5, 7, 8 )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 5, 6, 7, 8 ) )
// CHECK-NEXT: 7
// CHECK-NEXT: ( 5, 6, 7, 8 )
// CHECK-NEXT: ( ( 1, 7, 3, 4 ), ( 5, 6, 7, 8 ) )
// CHECK-NEXT: ( ( 2, 4, 6, 8 ), ( 5, 6, 7, 8 ) )
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 5 )
// CHECK-NEXT: ( ( 9, 1.5 ), ( -2.25, 1.5 ) )
// CHECK-NEXT: ( 16, 32, 48 )
// CHECK-NEXT: 0
// CHECK-NEXT: -16
// CHECK-NEXT: -2
// CHECK-NEXT: 12
// CHECK-NEXT: 2
// CHECK-NEXT: -1
// CHECK-NEXT: 102.75
// CHECK-NEXT: -0.0006
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: ( ( 1, 3, 5, 7 ), ( 1, 3, 5, 7 ), ( 1, 3, 5, 7 ) )
// CHECK-NEXT: ( ( 7, 7, 7 ), ( 8, 8, 8 ) )
// CHECK-NEXT: ( ( 7, 8 ), ( 7, 8 ), ( 7, 8 ) )
// CHECK-NEXT: ( 4611686019492741120, 4647714816524288000, 4665729215040061440, 4683743613553737728 )
// CHECK-NEXT: ( 0, 1073217536, 0, -1073610752, 0, 1075970048 )
// CHECK-NEXT: 4, 4
// CHECK-NEXT: bufjit: OK: no violations, no leaks
