// RUN: bufjit run %s -e main -entry-point-result=void -O0 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s
// i1 vectors as lane masks of the compared width (f32 comparisons) carried through calls, scf.if
// and scf.for, selecting f32 and i64 lanes, extended to i16/i32; i32 and index arithmetic,
// division, comparisons and reductions (with an accumulator).
// Expected output from mlir-runner 22 (`mlir-opt --convert-vector-to-scf --convert-scf-to-cf
// --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | mlir-runner`).

func.func @pick(%c: i1, %a: vector<4xi1>, %b: vector<4xi1>) -> vector<4xi1> {
  %r = scf.if %c -> (vector<4xi1>) {
    scf.yield %a : vector<4xi1>
  } else {
    scf.yield %b : vector<4xi1>
  }
  return %r : vector<4xi1>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %c5i = arith.constant 2147483647 : i32
  %x = arith.constant dense<[1.0, 5.0, -2.0, 0.5]> : vector<4xf32>
  %y = arith.constant dense<[2.0, 1.0, -2.0, 0.25]> : vector<4xf32>
  %lt = arith.cmpf olt, %x, %y : vector<4xf32>
  %ge = arith.cmpf oge, %x, %y : vector<4xf32>
  %p = func.call @pick(%t, %ge, %lt) : (i1, vector<4xi1>, vector<4xi1>) -> vector<4xi1>
  vector.print %p : vector<4xi1>
  %acc = scf.for %i = %c0 to %c3 step %c1 iter_args(%m = %lt) -> (vector<4xi1>) {
    %n = arith.xori %m, %ge : vector<4xi1>
    scf.yield %n : vector<4xi1>
  }
  vector.print %acc : vector<4xi1>
  %s = arith.select %acc, %x, %y : vector<4xi1>, vector<4xf32>
  vector.print %s : vector<4xf32>
  %d = arith.constant dense<[10, 20, 30, 40]> : vector<4xi64>
  %e = arith.constant dense<[1, 2, 3, 4]> : vector<4xi64>
  %sd = arith.select %acc, %d, %e : vector<4xi1>, vector<4xi64>
  vector.print %sd : vector<4xi64>
  %z = arith.constant dense<false> : vector<8xi1>
  %back = vector.insert_strided_slice %acc, %z {offsets = [1], strides = [1]} : vector<4xi1> into vector<8xi1>
  vector.print %back : vector<8xi1>
  %ext = arith.extui %back : vector<8xi1> to vector<8xi32>
  vector.print %ext : vector<8xi32>
  %sext = arith.extsi %back : vector<8xi1> to vector<8xi16>
  vector.print %sext : vector<8xi16>
  %i32a = arith.constant dense<[100, -7, 65536, 3, 9, -100, 2147483647, 0]> : vector<8xi32>
  %i32b = arith.constant dense<[3, 2, -1, 3, -9, 7, 1, 5]> : vector<8xi32>
  %mul = arith.muli %i32a, %i32b : vector<8xi32>
  vector.print %mul : vector<8xi32>
  %add = arith.addi %i32a, %i32b : vector<8xi32>
  vector.print %add : vector<8xi32>
  %cmpu = arith.cmpi ule, %i32a, %i32b : vector<8xi32>
  vector.print %cmpu : vector<8xi1>
  %mx = arith.maxsi %i32a, %i32b : vector<8xi32>
  vector.print %mx : vector<8xi32>
  %rem = arith.remui %i32a, %i32b : vector<8xi32>
  vector.print %rem : vector<8xi32>
  %ceil = arith.ceildivsi %i32a, %i32b : vector<8xi32>
  vector.print %ceil : vector<8xi32>
  %fp = arith.uitofp %i32a : vector<8xi32> to vector<8xf64>
  vector.print %fp : vector<8xf64>
  %and = vector.reduction <and>, %back : vector<8xi1> into i1
  vector.print %and : i1
  %mxr = vector.reduction <maxsi>, %i32a, %c5i : vector<8xi32> into i32
  vector.print %mxr : i32
  %ix = vector.step : vector<4xindex>
  %ix2 = arith.muli %ix, %ix : vector<4xindex>
  vector.print %ix2 : vector<4xindex>
  %cast = arith.index_cast %ix2 : vector<4xindex> to vector<4xi32>
  vector.print %cast : vector<4xi32>
  return
}

// CHECK: ( 0, 1, 1, 1 )
// CHECK-NEXT: ( 1, 1, 1, 1 )
// CHECK-NEXT: ( 1, 5, -2, 0.5 )
// CHECK-NEXT: ( 10, 20, 30, 40 )
// CHECK-NEXT: ( 0, 1, 1, 1, 1, 0, 0, 0 )
// CHECK-NEXT: ( 0, 1, 1, 1, 1, 0, 0, 0 )
// CHECK-NEXT: ( 0, -1, -1, -1, -1, 0, 0, 0 )
// CHECK-NEXT: ( 300, -14, -65536, 9, -81, -700, 2147483647, 0 )
// CHECK-NEXT: ( 103, -5, 65535, 6, 0, -93, -2147483648, 5 )
// CHECK-NEXT: ( 0, 0, 1, 1, 1, 0, 0, 1 )
// CHECK-NEXT: ( 100, 2, 65536, 3, 9, 7, 2147483647, 5 )
// CHECK-NEXT: ( 1, 1, 65536, 0, 9, 2, 0, 0 )
// CHECK-NEXT: ( 34, -3, -65536, 1, -1, -14, 2147483647, 0 )
// CHECK-NEXT: ( 100, 4.29497e+09, 65536, 3, 9, 4.29497e+09, 2.14748e+09, 0 )
// CHECK-NEXT: 0
// CHECK-NEXT: 2147483647
// CHECK-NEXT: ( 0, 1, 4, 9 )
// CHECK-NEXT: ( 0, 1, 4, 9 )
// CHECK-NEXT: bufjit: OK: no violations, no leaks
