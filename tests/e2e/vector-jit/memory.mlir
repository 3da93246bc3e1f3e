// RUN: bufjit run %s -e main -entry-point-result=void -O0 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s
// vector.load/store (1-D, 2-D row by row, 0-D), maskedload/maskedstore (one SIMD access per
// register when its lanes are all set, masks of comparisons and constant masks), expandload/
// compressstore, gather/scatter (masked-off lanes never touch memory), create_mask/constant_mask.
// Expected output from mlir-runner 22 (`mlir-opt --convert-vector-to-scf --convert-scf-to-cf
// --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | mlir-runner`).
// mlir-opt 22 does not lower n-D vector.load, so the expected output was produced with each
// 2-D load written as 1-D loads inserted into the rows.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c4x = arith.constant 4 : index
  %c16i = arith.constant 16 : i32
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %idx2 = arith.constant dense<[7, 6, 5, 4, 3, 2, 1, 0]> : vector<8xi32>
  %m = memref.alloc() : memref<4x16xf32>
  scf.for %i = %c0 to %c4x step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %k = arith.muli %ii, %c16i : i32
      %s = arith.addi %k, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %m[%i, %j] : memref<4x16xf32>
    }
  }
  %v = vector.load %m[%c0, %c1] : memref<4x16xf32>, vector<8xf32>
  vector.print %v : vector<8xf32>
  %w = vector.load %m[%c0, %c2] : memref<4x16xf32>, vector<2x3xf32>
  vector.print %w : vector<2x3xf32>
  %z = vector.load %m[%c1, %c2] : memref<4x16xf32>, vector<f32>
  vector.print %z : vector<f32>
  %mask = arith.constant dense<[true, false, true, true, false, false, true, false]> : vector<8xi1>
  %pass = arith.constant dense<-1.0> : vector<8xf32>
  %ml = vector.maskedload %m[%c1, %c1], %mask, %pass : memref<4x16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %ml : vector<8xf32>
  %el = vector.expandload %m[%c1, %c1], %mask, %pass : memref<4x16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %el : vector<8xf32>
  %idx = arith.constant dense<[0, 17, 3, 2, 5, 1, 20, 4]> : vector<8xi32>
  %g = vector.gather %m[%c0, %c1][%idx], %mask, %pass : memref<4x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %g : vector<8xf32>
  %ten = arith.constant dense<10.0> : vector<8xf32>
  %v10 = arith.addf %v, %ten : vector<8xf32>
  vector.store %v10, %m[%c2, %c0] : memref<4x16xf32>, vector<8xf32>
  vector.maskedstore %m[%c2, %c8], %mask, %v10 : memref<4x16xf32>, vector<8xi1>, vector<8xf32>
  vector.compressstore %m[%c3, %c0], %mask, %v10 : memref<4x16xf32>, vector<8xi1>, vector<8xf32>
  vector.scatter %m[%c3, %c8][%idx2], %mask, %v : memref<4x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %r2 = vector.load %m[%c2, %c0] : memref<4x16xf32>, vector<2x16xf32>
  vector.print %r2 : vector<2x16xf32>
  %allm = vector.constant_mask [8] : vector<8xi1>
  %fl = vector.maskedload %m[%c1, %c8], %allm, %pass : memref<4x16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %fl : vector<8xf32>
  %cmp = arith.cmpf ogt, %fl, %ten : vector<8xf32>
  vector.maskedstore %m[%c0, %c0], %cmp, %fl : memref<4x16xf32>, vector<8xi1>, vector<8xf32>
  vector.maskedstore %m[%c0, %c8], %allm, %ten : memref<4x16xf32>, vector<8xi1>, vector<8xf32>
  %row0 = vector.load %m[%c0, %c0] : memref<4x16xf32>, vector<16xf32>
  vector.print %row0 : vector<16xf32>
  %cm = vector.create_mask %c3 : vector<8xi1>
  vector.print %cm : vector<8xi1>
  %cm2 = vector.create_mask %c1, %c2 : vector<2x3xi1>
  vector.print %cm2 : vector<2x3xi1>
  %km = vector.constant_mask [2, 1] : vector<3x2xi1>
  vector.print %km : vector<3x2xi1>

  memref.dealloc %m : memref<4x16xf32>
  return
}

// CHECK: ( 1, 2, 3, 4, 5, 6, 7, 8 )
// CHECK-NEXT: ( ( 2, 3, 4 ), ( 18, 19, 20 ) )
// CHECK-NEXT: ( 18 )
// CHECK-NEXT: ( 17, -1, 19, 20, -1, -1, 23, -1 )
// CHECK-NEXT: ( 17, -1, 18, 19, -1, -1, 20, -1 )
// CHECK-NEXT: ( 1, -1, 4, 3, -1, -1, 21, -1 )
// CHECK-NEXT: ( ( 11, 12, 13, 14, 15, 16, 17, 18, 11, 41, 13, 14, 44, 45, 17, 47 ), ( 11, 13, 14, 17, 52, 53, 54, 55, 56, 7, 58, 59, 4, 3, 62, 1 ) )
// CHECK-NEXT: ( 24, 25, 26, 27, 28, 29, 30, 31 )
// CHECK-NEXT: ( 24, 25, 26, 27, 28, 29, 30, 31, 10, 10, 10, 10, 10, 10, 10, 10 )
// CHECK-NEXT: ( 1, 1, 1, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( ( 1, 1, 0 ), ( 0, 0, 0 ) )
// CHECK-NEXT: ( ( 1, 0 ), ( 1, 0 ), ( 0, 0 ) )
// CHECK-NEXT: bufjit: OK: no violations, no leaks
