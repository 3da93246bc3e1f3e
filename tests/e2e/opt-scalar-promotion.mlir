// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s
// RUN: bufjit opt %s --loop-scalar-promotion | FileCheck %s --check-prefix=IR
// Scalar promotion (-O1 and above) must not change results: a matmul on function arguments
// (versioned loop) called once with disjoint views of one buffer (fast version) and once with
// an output that overlaps an input (the original loop runs), and a reduction into a local
// buffer with dynamic bounds, including an empty range (the guarded hoisted load must not
// run). The expected output is mlir-runner 22's on the same file.

// CHECK: 39.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [16, 16] strides = [16, 1] data =
// CHECK-NEXT: {{\[\[}}0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT: [1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15,   16],
// CHECK-NEXT: [2,   4,   6,   8,   10,   12,   14,   16,   18,   20,   22,   24,   26,   28,   30,   32],
// CHECK-NEXT: [3,   318,   633,   948,   1263,   1578,   1893,   24,   27,   30,   33,   36,   39,   42,   45,   48],
// CHECK-NEXT: [4,   632,   2508,   6880,   16244,   35592,   74908,   32,   36,   40,   44,   48,   52,   56,   60,   64],
// CHECK-NEXT: [5,   55546,   1.77734e+07,   5.65211e+09,   1.79737e+12,   5.71564e+14,   1.81757e+17,   40,   45,   50,   55,   60,   65,   70,   75,   80],
// CHECK-NEXT: [6,   12,   18,   24,   30,   36,   42,   48,   54,   60,   66,   72,   78,   84,   90,   96],
// CHECK-NEXT: [7,   14,   21,   28,   35,   42,   49,   56,   63,   70,   77,   84,   91,   98,   105,   112],
// CHECK-NEXT: [8,   16,   24,   32,   40,   48,   56,   64,   72,   80,   88,   96,   104,   112,   120,   128],
// CHECK-NEXT: [9,   18,   27,   36,   45,   54,   63,   72,   81,   90,   99,   108,   117,   126,   135,   144],
// CHECK-NEXT: [10,   20,   30,   40,   50,   60,   70,   80,   90,   100,   110,   120,   130,   140,   150,   160],
// CHECK-NEXT: [11,   22,   33,   44,   55,   66,   77,   88,   99,   110,   121,   132,   143,   154,   165,   176],
// CHECK-NEXT: [12,   24,   36,   48,   60,   72,   84,   96,   108,   120,   132,   144,   156,   168,   180,   192],
// CHECK-NEXT: [325,   650,   975,   1300,   1625,   1950,   91,   104,   117,   130,   143,   156,   169,   182,   195,   208],
// CHECK-NEXT: [638,   1276,   1914,   2552,   3190,   3828,   98,   112,   126,   140,   154,   168,   182,   196,   210,   224],
// CHECK-NEXT: [951,   1902,   2853,   3804,   4755,   5706,   105,   120,   135,   150,   165,   180,   195,   210,   225,   240]]

// IR: scf.if
// IR: scf.for {{.*}} iter_args
// IR: } else {

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @matmul(%A: memref<4x8xf32, strided<[?, ?], offset: ?>>, %B: memref<8x6xf32, strided<[?, ?], offset: ?>>, %C: memref<4x6xf32, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      scf.for %k = %c0 to %c8 step %c1 {
        %a = memref.load %A[%i, %k] : memref<4x8xf32, strided<[?, ?], offset: ?>>
        %b = memref.load %B[%k, %j] : memref<8x6xf32, strided<[?, ?], offset: ?>>
        %c = memref.load %C[%i, %j] : memref<4x6xf32, strided<[?, ?], offset: ?>>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<4x6xf32, strided<[?, ?], offset: ?>>
      }
    }
  }
  return
}

// Sum of buf[lo..hi) into a local accumulator, plus the accumulator's initial 0.5.
func.func @sum(%buf: memref<16x16xf32>, %lo: index, %hi: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant 0.5 : f32
  %acc = memref.alloc() : memref<f32>
  memref.store %half, %acc[] : memref<f32>
  scf.for %k = %lo to %hi step %c1 {
    %x = memref.load %buf[%c1, %k] : memref<16x16xf32>
    %s = memref.load %acc[] : memref<f32>
    %t = arith.addf %s, %x : f32
    memref.store %t, %acc[] : memref<f32>
  }
  %r = memref.load %acc[] : memref<f32>
  memref.dealloc %acc : memref<f32>
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %c16 = arith.constant 16 : index
  %buf = memref.alloc() : memref<16x16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.muli %ii, %jj : i32
      %u = arith.addi %t, %ii : i32
      %f = arith.sitofp %u : i32 to f32
      memref.store %f, %buf[%i, %j] : memref<16x16xf32>
    }
  }
  %s1 = call @sum(%buf, %c3, %c9) : (memref<16x16xf32>, index, index) -> f32
  call @printF32(%s1) : (f32) -> ()
  call @printNewline() : () -> ()
  %s2 = call @sum(%buf, %c9, %c3) : (memref<16x16xf32>, index, index) -> f32
  call @printF32(%s2) : (f32) -> ()
  call @printNewline() : () -> ()
  // Disjoint: A = rows 0-3, B = rows 4-11, C = rows 12-15.
  %A = memref.subview %buf[0, 0] [4, 8] [1, 1] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 1]>>
  %B = memref.subview %buf[4, 0] [8, 6] [1, 1] : memref<16x16xf32> to memref<8x6xf32, strided<[16, 1], offset: 64>>
  %C = memref.subview %buf[12, 0] [4, 6] [1, 1] : memref<16x16xf32> to memref<4x6xf32, strided<[16, 1], offset: 192>>
  %Ac = memref.cast %A : memref<4x8xf32, strided<[16, 1]>> to memref<4x8xf32, strided<[?, ?], offset: ?>>
  %Bc = memref.cast %B : memref<8x6xf32, strided<[16, 1], offset: 64>> to memref<8x6xf32, strided<[?, ?], offset: ?>>
  %Cc = memref.cast %C : memref<4x6xf32, strided<[16, 1], offset: 192>> to memref<4x6xf32, strided<[?, ?], offset: ?>>
  call @matmul(%Ac, %Bc, %Cc) : (memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<8x6xf32, strided<[?, ?], offset: ?>>, memref<4x6xf32, strided<[?, ?], offset: ?>>) -> ()
  // Overlapping: C = rows 2-5, columns 1-6, which A reads (rows 2-3) while C is written.
  %C2 = memref.subview %buf[2, 1] [4, 6] [1, 1] : memref<16x16xf32> to memref<4x6xf32, strided<[16, 1], offset: 33>>
  %C2c = memref.cast %C2 : memref<4x6xf32, strided<[16, 1], offset: 33>> to memref<4x6xf32, strided<[?, ?], offset: ?>>
  call @matmul(%Ac, %Bc, %C2c) : (memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<8x6xf32, strided<[?, ?], offset: ?>>, memref<4x6xf32, strided<[?, ?], offset: ?>>) -> ()
  %u = memref.cast %buf : memref<16x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %buf : memref<16x16xf32>
  return
}
