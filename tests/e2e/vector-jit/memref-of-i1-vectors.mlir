// RUN: bufjit run %s -e main -entry-point-result=void -O0 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s
// bufjit-engines: jit-only (the reference interpreter has no memrefs of vectors)
// Memrefs of i1 vectors (masks kept in memory, as convert-vector-to-scf does for masked
// transfers): an n-D mask through a 0-D memref and vector.type_cast, comparison masks (wide
// register lanes) stored and reloaded, 1-lane and 0-D masks. Each i1 lane takes a byte, rows
// padded to a power of two (3 x 8 + 2 x 1 bytes allocated). Expected output from mlir-runner
// 22 (`mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm
// --convert-to-llvm --reconcile-unrealized-casts | mlir-runner`).

// CHECK: ( 1, 1, 1, 1, 1, 0, 0, 0, 0 )
// CHECK-NEXT: ( 1, 1, 1, 1, 1, 0, 0, 0, 0 )
// CHECK-NEXT: ( ( 1, 1, 1, 1, 1, 0, 0, 0, 0 ), ( 1, 1, 1, 1, 1, 0, 0, 0, 0 ), ( 1, 1, 1, 1, 1, 0, 0, 0, 0 ), ( 0, 0, 0, 0, 0, 0, 0, 0, 0 ) )
// CHECK-NEXT: ( 1, 2, -2, 2, 0.5, 2 )
// CHECK-NEXT: ( 2, 2, 2, 2, 2, 2 )
// CHECK-NEXT: ( 1, 2, -2, 2, 0.5, 2 )
// CHECK-NEXT: ( 1 )
// CHECK-NEXT: ( 0 )
// CHECK-NEXT: ( 1 )
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 2 allocations, 2 frees, 26 bytes allocated

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  // An n-D mask through a 0-D memref, re-read row by row through vector.type_cast.
  %m = vector.create_mask %c3, %c5 : vector<4x9xi1>
  %buf = memref.alloca() : memref<vector<4x9xi1>>
  memref.store %m, %buf[] : memref<vector<4x9xi1>>
  %rows = vector.type_cast %buf : memref<vector<4x9xi1>> to memref<4xvector<9xi1>>
  scf.for %i = %c0 to %c3 step %c2 {
    %r = memref.load %rows[%i] : memref<4xvector<9xi1>>
    vector.print %r : vector<9xi1>
  }
  %back = memref.load %buf[] : memref<vector<4x9xi1>>
  vector.print %back : vector<4x9xi1>
  // Rows of a comparison (32-bit mask lanes) stored and reloaded; a 1-lane and a 0-D mask.
  %a = arith.constant dense<[1.0, 5.0, -2.0, 7.0, 0.5, 3.0]> : vector<6xf32>
  %b = arith.constant dense<2.0> : vector<6xf32>
  %lt = arith.cmpf olt, %a, %b : vector<6xf32>
  %heap = memref.alloc(%c3) : memref<?xvector<6xi1>>
  %one = memref.alloc() : memref<2xvector<1xi1>>
  %zero = memref.alloca() : memref<vector<i1>>
  %t = arith.constant dense<true> : vector<1xi1>
  %f = arith.constant dense<false> : vector<1xi1>
  %z = arith.constant dense<true> : vector<i1>
  memref.store %t, %one[%c0] : memref<2xvector<1xi1>>
  memref.store %f, %one[%c1] : memref<2xvector<1xi1>>
  memref.store %z, %zero[] : memref<vector<i1>>
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %lt, %heap[%i] : memref<?xvector<6xi1>>
  }
  %nlt = arith.xori %lt, %lt : vector<6xi1>
  vector.store %nlt, %heap[%c1] : memref<?xvector<6xi1>>, vector<6xi1>
  scf.for %i = %c0 to %c3 step %c1 {
    %r = memref.load %heap[%i] : memref<?xvector<6xi1>>
    %sel = arith.select %r, %a, %b : vector<6xi1>, vector<6xf32>
    vector.print %sel : vector<6xf32>
  }
  %o0 = memref.load %one[%c0] : memref<2xvector<1xi1>>
  %o1 = vector.load %one[%c1] : memref<2xvector<1xi1>>, vector<1xi1>
  %zz = memref.load %zero[] : memref<vector<i1>>
  vector.print %o0 : vector<1xi1>
  vector.print %o1 : vector<1xi1>
  vector.print %zz : vector<i1>
  memref.dealloc %heap : memref<?xvector<6xi1>>
  memref.dealloc %one : memref<2xvector<1xi1>>
  return
}
