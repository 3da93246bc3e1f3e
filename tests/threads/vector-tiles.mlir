// RUN: bufjit run %s --threads 1 | FileCheck %s
// RUN: bufjit run %s --threads 2 --parallel-min-work 0 | FileCheck %s
// RUN: bufjit run %s --O0 --threads 2 --parallel-min-work 0 | FileCheck %s
// A matmul tiled 4x16x4 and a row reduction tiled 4x16, vectorized as mlir-opt 22's
// vectorizer leaves them (benches/vector_kernels/gen.sh): tile loops whose vector transfers
// go through subviews. The dependence test proves the tile loops parallel (with a run-time
// test that the buffers do not overlap), so with --threads 2 they run on the pool; the
// outer products broadcast elements of a transposed tile, the row reduction transposes a
// 4x16 tile. Expected output from mlir-runner (mlir-opt 22 lowering to LLVM).
//
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [8, 32] strides = [32, 1] data = 
// CHECK-NEXT: {{\[\[}}20,   6,   47,   22,   52,   16,   24,   -23,   -15,   -73,   -76,   20,   6,   47,   22,   52,   16,   24,   -23,   -15,   -73,   -76,   20,   6,   47,   22,   52,   16,   24,   -23,   -15,   -73], 
// CHECK-NEXT:  {{\[}}55,   21,   42,   -3,   7,   -60,   -61,   -7,   -19,   24,   1,   55,   21,   42,   -3,   7,   -60,   -61,   -7,   -19,   24,   1,   55,   21,   42,   -3,   7,   -60,   -61,   -7,   -19,   24], 
// CHECK-NEXT:  {{\[}}2,   -52,   -51,   5,   -5,   29,   8,   42,   10,   33,   -21,   2,   -52,   -51,   5,   -5,   29,   8,   42,   10,   33,   -21,   2,   -52,   -51,   5,   -5,   29,   8,   42,   10,   33], 
// CHECK-NEXT:  {{\[}}-18,   29,   10,   46,   5,   30,   -11,   3,   -49,   -46,   1,   -18,   29,   10,   46,   5,   30,   -11,   3,   -49,   -46,   1,   -18,   29,   10,   46,   5,   30,   -11,   3,   -49,   -46], 
// CHECK-NEXT:  {{\[}}-5,   22,   -17,   -1,   -62,   -57,   3,   -3,   46,   18,   56,   -5,   22,   -17,   -1,   -62,   -57,   3,   -3,   46,   18,   56,   -5,   22,   -17,   -1,   -62,   -57,   3,   -3,   46,   18], 
// CHECK-NEXT:  {{\[}}-80,   -73,   -11,   -26,   25,   10,   50,   24,   53,   5,   23,   -80,   -73,   -11,   -26,   25,   10,   50,   24,   53,   5,   23,   -80,   -73,   -11,   -26,   25,   10,   50,   24,   53,   5], 
// CHECK-NEXT:  {{\[}}54,   30,   61,   15,   35,   -11,   -2,   -59,   -72,   -19,   -32,   54,   30,   61,   15,   35,   -11,   -2,   -59,   -72,   -19,   -32,   54,   30,   61,   15,   35,   -11,   -2,   -59,   -72,   -19], 
// CHECK-NEXT:  {{\[}}45,   1,   1,   -54,   -54,   1,   -10,   34,   1,   34,   1,   45,   1,   1,   -54,   -54,   1,   -10,   34,   1,   34,   1,   45,   1,   1,   -54,   -54,   1,   -10,   34,   1,   34{{\]\]}}
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data = 
// CHECK-NEXT: {{\[}}-5,  39,  -165,  120,  -140,  23,  4,  111]

func.func private @printMemrefF32(memref<*xf32>)

func.func @matmul(%a: memref<8x12xf32>, %b: memref<12x32xf32>, %c: memref<8x32xf32>) {
  %z = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c8 step %c4 {
    scf.for %j = %c0 to %c32 step %c16 {
      scf.for %k = %c0 to %c12 step %c4 {
        %sa = memref.subview %a[%i, %k] [4, 4] [1, 1] : memref<8x12xf32> to memref<4x4xf32, strided<[12, 1], offset: ?>>
        %sb = memref.subview %b[%k, %j] [4, 16] [1, 1] : memref<12x32xf32> to memref<4x16xf32, strided<[32, 1], offset: ?>>
        %sc = memref.subview %c[%i, %j] [4, 16] [1, 1] : memref<8x32xf32> to memref<4x16xf32, strided<[32, 1], offset: ?>>
        %1 = vector.transfer_read %sa[%c0, %c0], %z {in_bounds = [true, true]} : memref<4x4xf32, strided<[12, 1], offset: ?>>, vector<4x4xf32>
        %2 = vector.transfer_read %sb[%c0, %c0], %z {in_bounds = [true, true]} : memref<4x16xf32, strided<[32, 1], offset: ?>>, vector<4x16xf32>
        %3 = vector.transfer_read %sc[%c0, %c0], %z {in_bounds = [true, true]} : memref<4x16xf32, strided<[32, 1], offset: ?>>, vector<4x16xf32>
        %4 = vector.transpose %1, [1, 0] : vector<4x4xf32> to vector<4x4xf32>
        %5 = vector.extract %4[0] : vector<4xf32> from vector<4x4xf32>
        %6 = vector.extract %2[0] : vector<16xf32> from vector<4x16xf32>
        %7 = vector.outerproduct %5, %6, %3 {kind = #vector.kind<add>} : vector<4xf32>, vector<16xf32>
        %8 = vector.extract %4[1] : vector<4xf32> from vector<4x4xf32>
        %9 = vector.extract %2[1] : vector<16xf32> from vector<4x16xf32>
        %10 = vector.outerproduct %8, %9, %7 {kind = #vector.kind<add>} : vector<4xf32>, vector<16xf32>
        %11 = vector.extract %4[2] : vector<4xf32> from vector<4x4xf32>
        %12 = vector.extract %2[2] : vector<16xf32> from vector<4x16xf32>
        %13 = vector.outerproduct %11, %12, %10 {kind = #vector.kind<add>} : vector<4xf32>, vector<16xf32>
        %14 = vector.extract %4[3] : vector<4xf32> from vector<4x4xf32>
        %15 = vector.extract %2[3] : vector<16xf32> from vector<4x16xf32>
        %16 = vector.outerproduct %14, %15, %13 {kind = #vector.kind<add>} : vector<4xf32>, vector<16xf32>
        vector.transfer_write %16, %sc[%c0, %c0] {in_bounds = [true, true]} : vector<4x16xf32>, memref<4x16xf32, strided<[32, 1], offset: ?>>
      }
    }
  }
  return
}

func.func @rowdot(%a: memref<8x32xf32>, %b: memref<8x32xf32>, %r: memref<8xf32>) {
  %z = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c8 step %c4 {
    scf.for %j = %c0 to %c32 step %c16 {
      %sa = memref.subview %a[%i, %j] [4, 16] [1, 1] : memref<8x32xf32> to memref<4x16xf32, strided<[32, 1], offset: ?>>
      %sb = memref.subview %b[%i, %j] [4, 16] [1, 1] : memref<8x32xf32> to memref<4x16xf32, strided<[32, 1], offset: ?>>
      %sr = memref.subview %r[%i] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
      %1 = vector.transfer_read %sa[%c0, %c0], %z {in_bounds = [true, true]} : memref<4x16xf32, strided<[32, 1], offset: ?>>, vector<4x16xf32>
      %2 = vector.transfer_read %sb[%c0, %c0], %z {in_bounds = [true, true]} : memref<4x16xf32, strided<[32, 1], offset: ?>>, vector<4x16xf32>
      %3 = vector.transfer_read %sr[%c0], %z {in_bounds = [true]} : memref<4xf32, strided<[1], offset: ?>>, vector<4xf32>
      %4 = arith.mulf %1, %2 : vector<4x16xf32>
      %5 = vector.multi_reduction <add>, %4, %3 [1] : vector<4x16xf32> to vector<4xf32>
      vector.transfer_write %5, %sr[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32, strided<[1], offset: ?>>
    }
  }
  return
}

// Fills %m (rows x cols) with (i * p + j * q) mod 11 - 5.
func.func @fill(%m: memref<?x?xf32>, %p: index, %q: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c11 = arith.constant 11 : index
  %c5i = arith.constant 5 : i32
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %x = arith.muli %i, %p : index
      %y = arith.muli %j, %q : index
      %s = arith.addi %x, %y : index
      %r = arith.remui %s, %c11 : index
      %ri = arith.index_cast %r : index to i32
      %v = arith.subi %ri, %c5i : i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.000000e+00 : f32
  %a = memref.alloc() : memref<8x12xf32>
  %b = memref.alloc() : memref<12x32xf32>
  %c = memref.alloc() : memref<8x32xf32>
  %ad = memref.cast %a : memref<8x12xf32> to memref<?x?xf32>
  %bd = memref.cast %b : memref<12x32xf32> to memref<?x?xf32>
  %cd = memref.cast %c : memref<8x32xf32> to memref<?x?xf32>
  call @fill(%ad, %c2, %c3) : (memref<?x?xf32>, index, index) -> ()
  call @fill(%bd, %c5, %c1) : (memref<?x?xf32>, index, index) -> ()
  call @fill(%cd, %c1, %c2) : (memref<?x?xf32>, index, index) -> ()
  call @matmul(%a, %b, %c) : (memref<8x12xf32>, memref<12x32xf32>, memref<8x32xf32>) -> ()
  %cu = memref.cast %c : memref<8x32xf32> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  %x = memref.alloc() : memref<8x32xf32>
  %y = memref.alloc() : memref<8x32xf32>
  %r = memref.alloc() : memref<8xf32>
  %xd = memref.cast %x : memref<8x32xf32> to memref<?x?xf32>
  %yd = memref.cast %y : memref<8x32xf32> to memref<?x?xf32>
  call @fill(%xd, %c3, %c1) : (memref<?x?xf32>, index, index) -> ()
  call @fill(%yd, %c1, %c5) : (memref<?x?xf32>, index, index) -> ()
  linalg.fill ins(%zero : f32) outs(%r : memref<8xf32>)
  call @rowdot(%x, %y, %r) : (memref<8x32xf32>, memref<8x32xf32>, memref<8xf32>) -> ()
  %ru = memref.cast %r : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<8x12xf32>
  memref.dealloc %b : memref<12x32xf32>
  memref.dealloc %c : memref<8x32xf32>
  memref.dealloc %x : memref<8x32xf32>
  memref.dealloc %y : memref<8x32xf32>
  memref.dealloc %r : memref<8xf32>
  return
}
