// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// RUN: bufjit compile %s --pipeline=auto -O3 --emit=clif | FileCheck %s --check-prefix=CLIF
// Window loads in vectorised loops (src/transforms/opt/vectorize.rs, Role::Offset): the
// innermost loop reads x[%i + %k] with %k invariant (a 1-D convolution, the output row of an
// NCHW convolution), on function arguments with dynamic layouts (versioned on their overlap),
// at lengths that leave vector remainders (37, 5); called with distinct buffers, with the output
// overlapping the input one element further (the original loop runs), and a loop that reads
// x[%i + 1] of the buffer it writes (not vectorised: the plan refuses a store and a load of
// one buffer at different indices). The expected output is mlir-runner 22's on the same file.

// MEM: bufjit: OK: no violations, no leaks
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [37] strides = [1] data =
// CHECK-NEXT: {{\[}}14.5,  11.75,  22,  13.75,  24,  15.75,  26,  17.75,  28,  13.25,  17,  12,  9.25,  19.5,  11.25,  21.5,  13.25,  23.5,  15.25,  25.5,  17.25,  27.5,  12.75,  16.5,  17,  8.75,  19,  10.75,  21,  12.75,  23,  14.75,  25,  16.75,  27,  17.75,  16]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [41] strides = [1] data =
// CHECK-NEXT: {{\[}}0,  60,  65.625,  71.25,  76.875,  82.5,  88.125,  77.5,  66.875,  80.625,  45.625,  59.375,  48.75,  54.375,  60,  65.625,  71.25,  76.875,  82.5,  88.125,  77.5,  66.875,  80.625,  45.625,  59.375,  48.75,  54.375,  60,  65.625,  71.25,  76.875,  82.5,  83.625,  68.5,  55.875,  52.875,  19.75,  20,  3,  0,  3.5]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [37] strides = [1] data =
// CHECK-NEXT: {{\[}}16000048,  23000069,  30000086,  26000078,  33000099,  29000087,  36000112,  32000096,  39000117,  35000105,  29000089,  25000079,  19000057,  26000078,  22000066,  29000083,  25000075,  32000096,  28000084,  35000109,  31000093,  38000114,  34000102,  28000086,  35000109,  18000054,  25000075,  21000063,  28000080,  24000072,  31000093,  27000081,  34000106,  30000090,  37000111,  44000132,  27000083]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [40] strides = [1] data =
// CHECK-NEXT: {{\[}}7000021,  8000024,  9000027,  10000030,  11000033,  12000036,  13000039,  14000042,  15000045,  16000048,  17000051,  18000054,  6000018,  7000021,  8000024,  9000027,  10000030,  11000033,  12000036,  13000039,  14000042,  15000045,  16000048,  17000051,  18000054,  6000018,  7000021,  8000024,  9000027,  10000030,  11000033,  12000036,  13000039,  14000042,  15000045,  16000048,  17000051,  18000054,  6000018,  0]
// The f32 and i32 windows run as vector loads.
// CLIF: load.f32x4
// CLIF: load.i32x4

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

// out[i] += in[i + k] * w[k], k outer, i inner.
func.func @conv1d_f32(%in: memref<?xf32, strided<[?], offset: ?>>, %w: memref<?xf32, strided<[?], offset: ?>>, %out: memref<?xf32, strided<[?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %out, %c0 : memref<?xf32, strided<[?], offset: ?>>
  %kk = memref.dim %w, %c0 : memref<?xf32, strided<[?], offset: ?>>
  scf.for %k = %c0 to %kk step %c1 {
    %wk = memref.load %w[%k] : memref<?xf32, strided<[?], offset: ?>>
    scf.for %i = %c0 to %n step %c1 {
      %ik = arith.addi %i, %k : index
      %x = memref.load %in[%ik] : memref<?xf32, strided<[?], offset: ?>>
      %o = memref.load %out[%i] : memref<?xf32, strided<[?], offset: ?>>
      %p = arith.mulf %x, %wk : f32
      %s = arith.addf %o, %p : f32
      memref.store %s, %out[%i] : memref<?xf32, strided<[?], offset: ?>>
    }
  }
  return
}

// out[i] = sum over k of in[k + i] xor k (the offset on the left of the addition).
func.func @window_i32(%in: memref<?xi32, strided<[?], offset: ?>>, %out: memref<?xi32, strided<[?], offset: ?>>, %kk: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %out, %c0 : memref<?xi32, strided<[?], offset: ?>>
  scf.for %k = %c0 to %kk step %c1 {
    %kc = arith.index_cast %k : index to i32
    scf.for %i = %c0 to %n step %c1 {
      %ik = arith.addi %k, %i : index
      %x = memref.load %in[%ik] : memref<?xi32, strided<[?], offset: ?>>
      %o = memref.load %out[%i] : memref<?xi32, strided<[?], offset: ?>>
      %y = arith.xori %x, %kc : i32
      %s = arith.addi %o, %y : i32
      memref.store %s, %out[%i] : memref<?xi32, strided<[?], offset: ?>>
    }
  }
  return
}

// x[i] = x[i] + x[i + 1]: a dependence on the next element.
func.func @shift_add(%x: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %i1 = arith.addi %i, %c1 : index
    %a = memref.load %x[%i] : memref<?xi32>
    %b = memref.load %x[%i1] : memref<?xi32>
    %s = arith.addi %a, %b : i32
    memref.store %s, %x[%i] : memref<?xi32>
  }
  return
}

func.func @fill_f32(%m: memref<?xf32>, %a: index, %p: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %h = arith.constant 0.5 : f32
  scf.for %i = %c0 to %n step %c1 {
    %t = arith.muli %i, %a : index
    %r = arith.remui %t, %p : index
    %v = arith.index_cast %r : index to i32
    %f = arith.sitofp %v : i32 to f32
    %g = arith.mulf %f, %h : f32
    memref.store %g, %m[%i] : memref<?xf32>
  }
  return
}

func.func @fill_i32(%m: memref<?xi32>, %a: index, %p: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %big = arith.constant 1000003 : i32
  scf.for %i = %c0 to %n step %c1 {
    %t = arith.muli %i, %a : index
    %r = arith.remui %t, %p : index
    %v = arith.index_cast %r : index to i32
    %g = arith.muli %v, %big : i32
    memref.store %g, %m[%i] : memref<?xi32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %c37 = arith.constant 37 : index
  %c40 = arith.constant 40 : index
  %c41 = arith.constant 41 : index
  // f32: in 41 elements, w 5, out 37: distinct buffers.
  %in = memref.alloc(%c41) : memref<?xf32>
  %w = memref.alloc(%c5) : memref<?xf32>
  %out = memref.alloc(%c37) : memref<?xf32>
  call @fill_f32(%in, %c7, %c13) : (memref<?xf32>, index, index) -> ()
  call @fill_f32(%w, %c3, %c5) : (memref<?xf32>, index, index) -> ()
  call @fill_f32(%out, %c5, %c11) : (memref<?xf32>, index, index) -> ()
  %ins = memref.cast %in : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %ws = memref.cast %w : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %outs = memref.cast %out : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @conv1d_f32(%ins, %ws, %outs) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  %ou = memref.cast %out : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ou) : (memref<*xf32>) -> ()
  // The output overlapping the input, one element further: in[1 .. 37].
  %ov = memref.subview %in[1] [37] [1] : memref<?xf32> to memref<37xf32, strided<[1], offset: 1>>
  %ovs = memref.cast %ov : memref<37xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[?], offset: ?>>
  call @conv1d_f32(%ins, %ws, %ovs) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  %iu = memref.cast %in : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%iu) : (memref<*xf32>) -> ()
  // i32: in 40, out 37, 4 offsets.
  %a = memref.alloc(%c40) : memref<?xi32>
  %b = memref.alloc(%c37) : memref<?xi32>
  call @fill_i32(%a, %c7, %c13) : (memref<?xi32>, index, index) -> ()
  call @fill_i32(%b, %c5, %c11) : (memref<?xi32>, index, index) -> ()
  %as = memref.cast %a : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
  %bs = memref.cast %b : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
  %c4 = arith.constant 4 : index
  call @window_i32(%as, %bs, %c4) : (memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>, index) -> ()
  %bu = memref.cast %b : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%bu) : (memref<*xi32>) -> ()
  // x[i] += x[i + 1] over the first 39 elements of %a.
  %c39 = arith.constant 39 : index
  call @shift_add(%a, %c39) : (memref<?xi32>, index) -> ()
  %au = memref.cast %a : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%au) : (memref<*xi32>) -> ()
  memref.dealloc %in : memref<?xf32>
  memref.dealloc %w : memref<?xf32>
  memref.dealloc %out : memref<?xf32>
  memref.dealloc %a : memref<?xi32>
  memref.dealloc %b : memref<?xi32>
  return
}
