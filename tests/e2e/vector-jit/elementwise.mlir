// RUN: bufjit run %s -e main -entry-point-result=void -O0 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s
// Vector values in SIMD registers at -O0 and -O3: float arithmetic, minimumf/maximumf/minnumf/
// maxnumf on f32 and f64 with NaN payloads and signed zeros (bitcast to see the bits), comparisons
// into lane masks and select, i8 2x3 multiply, unsigned/index/0-D printing, reduction, broadcast,
// shuffle, extract, transpose.
// Expected output from mlir-runner 22 (`mlir-opt --convert-vector-to-scf --convert-scf-to-cf
// --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | mlir-runner`).

func.func @main() {
  %a = arith.constant dense<[1.0, -0.0, 0x7FC00001, 3.0]> : vector<4xf32>
  %b = arith.constant dense<[2.0, 0.0, 1.0, 0x7FC00002]> : vector<4xf32>
  %s = arith.addf %a, %b : vector<4xf32>
  vector.print %s : vector<4xf32>
  %c = arith.minimumf %a, %b : vector<4xf32>
  %ci = vector.bitcast %c : vector<4xf32> to vector<4xi32>
  vector.print %ci : vector<4xi32>
  %e = arith.minnumf %a, %b : vector<4xf32>
  %ei = vector.bitcast %e : vector<4xf32> to vector<4xi32>
  vector.print %ei : vector<4xi32>
  %f = arith.maxnumf %b, %a : vector<4xf32>
  %fi = vector.bitcast %f : vector<4xf32> to vector<4xi32>
  vector.print %fi : vector<4xi32>
  %mx = arith.maximumf %b, %a : vector<4xf32>
  %mxi = vector.bitcast %mx : vector<4xf32> to vector<4xi32>
  vector.print %mxi : vector<4xi32>
  %d1 = arith.constant dense<[-0.0, 0x7FF8000000000003]> : vector<2xf64>
  %d2 = arith.constant dense<[0.0, 2.0]> : vector<2xf64>
  %dmin = arith.minimumf %d1, %d2 : vector<2xf64>
  %dmini = vector.bitcast %dmin : vector<2xf64> to vector<2xi64>
  vector.print %dmini : vector<2xi64>
  %dmax = arith.maxnumf %d2, %d1 : vector<2xf64>
  %dmaxi = vector.bitcast %dmax : vector<2xf64> to vector<2xi64>
  vector.print %dmaxi : vector<2xi64>
  %m = arith.cmpf olt, %a, %b : vector<4xf32>
  vector.print %m : vector<4xi1>
  %sel = arith.select %m, %a, %b : vector<4xi1>, vector<4xf32>
  vector.print %sel : vector<4xf32>
  %i = arith.constant dense<[[1, -2, 3], [4, 5, -6]]> : vector<2x3xi8>
  %j = arith.constant dense<[[7, 2, -3], [1, 0, 2]]> : vector<2x3xi8>
  %k = arith.muli %i, %j : vector<2x3xi8>
  vector.print %k : vector<2x3xi8>
  %u = arith.constant dense<[200, 3]> : vector<2xui8>
  vector.print %u : vector<2xui8>
  %x = arith.constant dense<[[1, 2, 3],[4,5,6]]> : vector<2x3xindex>
  vector.print %x : vector<2x3xindex>
  %z = arith.constant dense<1.5> : vector<f64>
  vector.print %z : vector<f64>
  %r = vector.reduction <add>, %s : vector<4xf32> into f32
  vector.print %r : f32
  %bc = vector.broadcast %r : f32 to vector<2x4xf32>
  vector.print %bc : vector<2x4xf32>
  %sh = vector.shuffle %a, %b [0, 4, 1, 7] : vector<4xf32>, vector<4xf32>
  vector.print %sh : vector<4xf32>
  %ex = vector.extract %x[1] : vector<3xindex> from vector<2x3xindex>
  vector.print %ex : vector<3xindex>
  %ex2 = vector.extract %x[1, 2] : index from vector<2x3xindex>
  vector.print %ex2 : index
  %tr = vector.transpose %x, [1, 0] : vector<2x3xindex> to vector<3x2xindex>
  vector.print %tr : vector<3x2xindex>
  vector.print str "done\n"
  return
}

// CHECK: ( 3, 0, nan, nan )
// CHECK-NEXT: ( 1065353216, -2147483648, 2143289345, 2143289346 )
// CHECK-NEXT: ( 1065353216, -2147483648, 1065353216, 1077936128 )
// CHECK-NEXT: ( 1073741824, 0, 1065353216, 1077936128 )
// CHECK-NEXT: ( 1073741824, 0, 2143289345, 2143289346 )
// CHECK-NEXT: ( -9223372036854775808, 9221120237041090563 )
// CHECK-NEXT: ( 0, 4611686018427387904 )
// CHECK-NEXT: ( 1, 0, 0, 0 )
// CHECK-NEXT: ( 1, 0, 1, nan )
// CHECK-NEXT: ( ( 7, -4, -9 ), ( 4, 0, -12 ) )
// CHECK-NEXT: ( 200, 3 )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, 5, 6 ) )
// CHECK-NEXT: ( 1.5 )
// CHECK-NEXT: nan
// CHECK-NEXT: ( ( nan, nan, nan, nan ), ( nan, nan, nan, nan ) )
// CHECK-NEXT: ( 1, 2, -0, nan )
// CHECK-NEXT: ( 4, 5, 6 )
// CHECK-NEXT: 6
// CHECK-NEXT: ( ( 1, 4 ), ( 2, 5 ), ( 3, 6 ) )
// CHECK-NEXT: done
// CHECK-NEXT: bufjit: OK: no violations, no leaks
