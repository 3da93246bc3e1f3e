// RUN: bufjit run %s -e main -entry-point-result=void -O0 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s
// vector.bitcast to and from i1 vectors: i1 elements are single bits, element 0 the lowest bit
// of the first byte (1-D, 2-D, i8, i16 and f32 on the other side).
// Expected output from mlir-runner 22 (`mlir-opt --convert-vector-to-scf --convert-scf-to-cf
// --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | mlir-runner`).

func.func @main() {
  %m = arith.constant dense<[true, false, true, true, false, false, false, true]> : vector<8xi1>
  %b = vector.bitcast %m : vector<8xi1> to vector<1xi8>
  vector.print %b : vector<1xi8>
  %w = arith.constant dense<[5, -128]> : vector<2xi8>
  %bits = vector.bitcast %w : vector<2xi8> to vector<16xi1>
  vector.print %bits : vector<16xi1>
  %m2 = arith.constant dense<[[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true], [false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]> : vector<2x16xi1>
  %h = vector.bitcast %m2 : vector<2x16xi1> to vector<2x1xi16>
  vector.print %h : vector<2x1xi16>
  %f = arith.constant dense<[-2.0]> : vector<1xf32>
  %fb = vector.bitcast %f : vector<1xf32> to vector<32xi1>
  vector.print %fb : vector<32xi1>
  %back = vector.bitcast %fb : vector<32xi1> to vector<1xf32>
  vector.print %back : vector<1xf32>
  return
}

// CHECK: ( -115 )
// CHECK-NEXT: ( 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 )
// CHECK-NEXT: ( ( -32767 ), ( 2 ) )
// CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1 )
// CHECK-NEXT: ( -2 )
// CHECK-NEXT: bufjit: OK: no violations, no leaks
