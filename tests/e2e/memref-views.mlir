// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// Dynamic shapes, strided subviews with rank reduction, reinterpret_cast, expand/collapse,
// view, extract_strided_metadata, copy, cast to/from unranked, printMemref output.

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @fill(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %k = arith.muli %i, %d1 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%c4, %c5) : memref<?x?xf32>
  call @fill(%a) : (memref<?x?xf32>) -> ()
  %ua = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2,   3,   4],
  // CHECK-NEXT: [5,   6,   7,   8,   9],
  // CHECK-NEXT: [10,   11,   12,   13,   14],
  // CHECK-NEXT: [15,   16,   17,   18,   19]]
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()

  // Strided subview with dynamic offset: rows 1..3, every other column.
  %s = memref.subview %a[%c1, 0] [2, 3] [1, 2] : memref<?x?xf32> to memref<2x3xf32, strided<[?, 2], offset: ?>>
  %us = memref.cast %s : memref<2x3xf32, strided<[?, 2], offset: ?>> to memref<*xf32>
  // CHECK: rank = 2 offset = 5 sizes = [2, 3] strides = [5, 2] data =
  // CHECK-NEXT: {{\[}}[5,   7,   9],
  // CHECK-NEXT: [10,   12,   14]]
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()

  // Rank-reducing subview: column 3 as a 1-D memref.
  %col = memref.subview %a[0, 3] [4, 1] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[?], offset: 3>>
  %ucol = memref.cast %col : memref<4xf32, strided<[?], offset: 3>> to memref<*xf32>
  // CHECK: rank = 1 offset = 3 sizes = [4] strides = [5] data =
  // CHECK-NEXT: [3,  8,  13,  18]
  call @printMemrefF32(%ucol) : (memref<*xf32>) -> ()

  // A subview of a subview, loaded through.
  %ss = memref.subview %s[1, 1] [1, 2] [1, 1] : memref<2x3xf32, strided<[?, 2], offset: ?>> to memref<2xf32, strided<[2], offset: ?>>
  %v = memref.load %ss[%c1] : memref<2xf32, strided<[2], offset: ?>>
  %vi = arith.fptosi %v : f32 to i64
  // CHECK: 14
  call @printI64(%vi) : (i64) -> ()
  call @printNewline() : () -> ()

  // reinterpret_cast to a transposed view.
  %t = memref.reinterpret_cast %a to offset: [0], sizes: [5, 4], strides: [1, 5] : memref<?x?xf32> to memref<5x4xf32, strided<[1, 5]>>
  %ut = memref.cast %t : memref<5x4xf32, strided<[1, 5]>> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [5, 4] strides = [1, 5] data =
  // CHECK-NEXT: {{\[}}[0,   5,   10,   15],
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()

  // Static buffer, collapse and expand.
  %b = memref.alloc() : memref<2x3x2xi64>
  %flat = memref.collapse_shape %b [[0, 1, 2]] : memref<2x3x2xi64> into memref<12xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %flat[%i] : memref<12xi64>
  }
  %c12 = arith.constant 12 : index
  scf.for %i = %c5 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %n = arith.muli %ii, %ii : i64
    memref.store %n, %flat[%i] : memref<12xi64>
  }
  %e = memref.expand_shape %flat [[0, 1]] output_shape [4, 3] : memref<12xi64> into memref<4x3xi64>
  %ue = memref.cast %e : memref<4x3xi64> to memref<*xi64>
  // CHECK: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2],
  // CHECK-NEXT: [3,   4,   25],
  // CHECK-NEXT: [36,   49,   64],
  // CHECK-NEXT: [81,   100,   121]]
  call @printMemrefI64(%ue) : (memref<*xi64>) -> ()

  // extract_strided_metadata of a subview.
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<2x3xf32, strided<[?, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
  %offi = arith.index_cast %off : index to i64
  // CHECK: 5
  call @printI64(%offi) : (i64) -> ()
  call @printNewline() : () -> ()

  // view over a byte buffer.
  %bytes = memref.alloc() : memref<64xi8>
  %vw = memref.view %bytes[%c0][%c2] : memref<64xi8> to memref<?x4xf32>
  %one = arith.constant 1.5 : f32
  memref.store %one, %vw[%c1, %c2] : memref<?x4xf32>
  %back = memref.load %vw[%c1, %c2] : memref<?x4xf32>
  %backi = arith.fptosi %back : f32 to i64
  // CHECK: 1
  call @printI64(%backi) : (i64) -> ()
  call @printNewline() : () -> ()

  // copy a strided view into a fresh buffer; unranked round trip.
  %dst = memref.alloc() : memref<2x3xf32>
  memref.copy %s, %dst : memref<2x3xf32, strided<[?, 2], offset: ?>> to memref<2x3xf32>
  %ud = memref.cast %dst : memref<2x3xf32> to memref<*xf32>
  %rd = memref.cast %ud : memref<*xf32> to memref<2x3xf32>
  %x = memref.load %rd[%c1, %c2] : memref<2x3xf32>
  %xi = arith.fptosi %x : f32 to i64
  // CHECK: 14
  call @printI64(%xi) : (i64) -> ()
  call @printNewline() : () -> ()
  %rank = memref.rank %ud : memref<*xf32>
  %ri = arith.index_cast %rank : index to i64
  // CHECK: 2
  call @printI64(%ri) : (i64) -> ()
  call @printNewline() : () -> ()

  memref.dealloc %dst : memref<2x3xf32>
  memref.dealloc %bytes : memref<64xi8>
  memref.dealloc %b : memref<2x3x2xi64>
  memref.dealloc %a : memref<?x?xf32>
  return
}
