// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// vector.load/store (on the trailing dimension, strided views), maskedload
// and maskedstore (masked-off lanes outside the buffer are not accessed), gather/scatter
// with index vectors (offsets reaching into the next rows), expandload/compressstore.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc() : memref<4x6xf32>
  %init = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : vector<6xf32>
  %ten = arith.constant dense<10.0> : vector<6xf32>
  %r1 = arith.addf %init, %ten : vector<6xf32>
  %r2 = arith.addf %r1, %ten : vector<6xf32>
  %r3 = arith.addf %r2, %ten : vector<6xf32>
  vector.store %init, %m[%c0, %c0] : memref<4x6xf32>, vector<6xf32>
  vector.store %r1, %m[%c1, %c0] : memref<4x6xf32>, vector<6xf32>
  vector.store %r2, %m[%c2, %c0] : memref<4x6xf32>, vector<6xf32>
  %c3 = arith.constant 3 : index
  vector.store %r3, %m[%c3, %c0] : memref<4x6xf32>, vector<6xf32>
  %l1 = vector.load %m[%c1, %c2] : memref<4x6xf32>, vector<4xf32>
  vector.print %l1 : vector<4xf32>
  %sv = memref.subview %m[1, 1] [3, 4] [1, 1] : memref<4x6xf32> to memref<3x4xf32, strided<[6, 1], offset: 7>>
  %l3 = vector.load %sv[%c2, %c1] : memref<3x4xf32, strided<[6, 1], offset: 7>>, vector<2xf32>
  vector.print %l3 : vector<2xf32>

  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %ml = vector.maskedload %m[%c0, %c1], %mask, %pass : memref<4x6xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml : vector<4xf32>
  %edge = vector.create_mask %c1 : vector<4xi1>
  %ml2 = vector.maskedload %m[%c3, %c5], %edge, %pass : memref<4x6xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml2 : vector<4xf32>
  %val = arith.constant dense<[100.0, 200.0, 300.0, 400.0]> : vector<4xf32>
  vector.maskedstore %m[%c0, %c2], %mask, %val : memref<4x6xf32>, vector<4xi1>, vector<4xf32>
  %row0 = vector.load %m[%c0, %c0] : memref<4x6xf32>, vector<6xf32>
  vector.print %row0 : vector<6xf32>

  %idx = arith.constant dense<[5, 0, 3, 3]> : vector<4xi32>
  %g = vector.gather %m[%c2, %c0][%idx], %mask, %pass : memref<4x6xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  %idx3 = arith.constant dense<[6, -1, 4, 11]> : vector<4xindex>
  %g2 = vector.gather %m[%c1, %c1][%idx3], %mask, %pass : memref<4x6xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g2 : vector<4xf32>
  %idx2 = arith.constant dense<[4, 1, 2, 0]> : vector<4xindex>
  %all = arith.constant dense<true> : vector<4xi1>
  vector.scatter %m[%c3, %c1][%idx2], %all, %val : memref<4x6xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  %row3 = vector.load %m[%c3, %c0] : memref<4x6xf32>, vector<6xf32>
  vector.print %row3 : vector<6xf32>

  %em = arith.constant dense<[false, true, false, true, true]> : vector<5xi1>
  %ep = arith.constant dense<0.5> : vector<5xf32>
  %ex = vector.expandload %m[%c1, %c0], %em, %ep : memref<4x6xf32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
  vector.print %ex : vector<5xf32>
  %cv = arith.constant dense<[7.0, 8.0, 9.0, 10.0, 11.0]> : vector<5xf32>
  vector.compressstore %m[%c2, %c1], %em, %cv : memref<4x6xf32>, vector<5xi1>, vector<5xf32>
  %row2 = vector.load %m[%c2, %c0] : memref<4x6xf32>, vector<6xf32>
  vector.print %row2 : vector<6xf32>

  %mi = memref.alloca() : memref<8xi16>
  %iv = arith.constant dense<[1, -2, 3, -4, 5, -6, 7, -8]> : vector<8xi16>
  vector.store %iv, %mi[%c0] : memref<8xi16>, vector<8xi16>
  %il = vector.load %mi[%c2] : memref<8xi16>, vector<3xi16>
  vector.print %il : vector<3xi16>
  memref.dealloc %m : memref<4x6xf32>
  return
}

// Output of mlir-runner 22:
// CHECK: ( 12, 13, 14, 15 )
// CHECK-NEXT: ( 32, 33 )
// CHECK-NEXT: ( 1, -1, 3, 4 )
// CHECK-NEXT: ( 35, -1, -1, -1 )
// CHECK-NEXT: ( 0, 1, 100, 3, 300, 400 )
// CHECK-NEXT: ( 25, -1, 23, 23 )
// CHECK-NEXT: ( 21, -1, 15, 30 )
// CHECK-NEXT: ( 30, 400, 200, 300, 34, 100 )
// CHECK-NEXT: ( 0.5, 10, 0.5, 11, 12 )
// CHECK-NEXT: ( 20, 8, 10, 11, 24, 25 )
// CHECK-NEXT: ( 3, -4, 5 )
// CHECK-NOT: {{.}}
