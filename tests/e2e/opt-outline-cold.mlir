// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s
// RUN: bufjit opt %s --loop-scalar-promotion=outline-cold=true | FileCheck %s --check-prefix=IR
// Outlining of the cold copy of a versioned nest (-O1 and above, with compile tiers): @smooth
// runs in a loop (so it is compiled optimized), its `out[i]` is promoted out of the `k` loop
// behind an overlap test of `in` and `out`, and the original nest moves to
// @smooth_cold0, compiled with the fast settings. Twice on distinct buffers (the promoted copy),
// then in place, where the promoted copy would read a stale `out[i]` at k = 2 (the outlined
// copy runs); then @smooth_reversed on a view with a negative stride (the overlap test
// assumes non-negative dynamic strides and checks that they are: the original copy runs).
// The expected output is mlir-runner 22's on the same file.

// CHECK: data =
// CHECK-NEXT: [640,  1483,  2689,  2401,  2113,  1825,  1537,  1249,  961,  673,  1,  1]
// CHECK: data =
// CHECK-NEXT: [16,  32,  48,  64,  80,  96,  112,  128,  144,  160,  10,  11]
// CHECK: data =
// CHECK-NEXT: [8,  21,  34,  47,  60,  73,  86,  99,  112,  125,  10,  11]

// IR-LABEL: func.func @smooth(
// IR: scf.if
// IR: scf.for {{.*}} iter_args
// IR: } else {
// IR-NEXT: func.call @smooth_cold0(%arg2, %arg0, %arg1) : (index, memref<?xf32>, memref<?xf32>) -> ()
// IR-NEXT: }
// IR-NEXT: return
// IR-NEXT: }
// IR-NEXT: func.func private @smooth_cold0(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<?xf32>) {
// IR-NEXT: %c0 = arith.constant 0 : index
// IR-NEXT: %c1 = arith.constant 1 : index
// IR-NEXT: %c3 = arith.constant 3 : index
// IR-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// IR-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// IR: %7 = memref.load %arg2[%arg3] : memref<?xf32>
// IR-NEXT: %8 = arith.addf %7, %6 : f32
// IR-NEXT: memref.store %8, %arg2[%arg3] : memref<?xf32>
// IR-NEXT: }
// IR-NEXT: }
// IR-NEXT: return
// IR-NEXT: }
// IR-LABEL: func.func @smooth_reversed(
// IR: %[[S:.*]] = arith.ori %strides, %strides_{{.*}} : index
// IR: arith.cmpi sge, %[[S]], %{{.*}} : index
// IR: func.call @smooth_reversed_cold0(
// IR-LABEL: func.func @main(

func.func private @printMemrefF32(memref<*xf32>)

// out[i] += sum_k in[i + 2 - k] * (k + 1): out[i] is invariant in the k loop, `in` and `out` may
// alias (function arguments), so the nest is versioned and its cold copy outlined.
func.func @smooth(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %k = %c0 to %c3 step %c1 {
      %c2 = arith.constant 2 : index
      %i2 = arith.addi %i, %c2 : index
      %j = arith.subi %i2, %k : index
      %x = memref.load %in[%j] : memref<?xf32>
      %k1 = arith.addi %k, %c1 : index
      %ki = arith.index_cast %k1 : index to i32
      %w = arith.sitofp %ki : i32 to f32
      %p = arith.mulf %x, %w : f32
      %o = memref.load %out[%i] : memref<?xf32>
      %s = arith.addf %o, %p : f32
      memref.store %s, %out[%i] : memref<?xf32>
    }
  }
  return
}

func.func @smooth_reversed(%in: memref<?xf32, strided<[?], offset: ?>>, %out: memref<?xf32, strided<[?], offset: ?>>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %k = %c0 to %c3 step %c1 {
      %c2 = arith.constant 2 : index
      %i2 = arith.addi %i, %c2 : index
      %j = arith.subi %i2, %k : index
      %x = memref.load %in[%j] : memref<?xf32, strided<[?], offset: ?>>
      %k1 = arith.addi %k, %c1 : index
      %ki = arith.index_cast %k1 : index to i32
      %w = arith.sitofp %ki : i32 to f32
      %p = arith.mulf %x, %w : f32
      %o = memref.load %out[%i] : memref<?xf32, strided<[?], offset: ?>>
      %s = arith.addf %o, %p : f32
      memref.store %s, %out[%i] : memref<?xf32, strided<[?], offset: ?>>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %c12 = arith.constant 12 : index
  %a = memref.alloc(%c12) : memref<?xf32>
  %b = memref.alloc(%c12) : memref<?xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<?xf32>
    memref.store %f, %b[%i] : memref<?xf32>
  }
  // Twice on distinct buffers (the promoted copy), then once in place (the cold copy).
  scf.for %r = %c0 to %c3 step %c1 {
    %two = arith.constant 2 : index
    %inplace = arith.cmpi eq, %r, %two : index
    scf.if %inplace {
      func.call @smooth(%a, %a, %c10) : (memref<?xf32>, memref<?xf32>, index) -> ()
    } else {
      func.call @smooth(%a, %b, %c10) : (memref<?xf32>, memref<?xf32>, index) -> ()
    }
  }
  // A reversed view of %a (a negative stride: the overlap test sends it to the original copy)
  // read into a third buffer.
  %c = memref.alloc(%c12) : memref<?xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %z = arith.constant 1.0 : f32
    memref.store %z, %c[%i] : memref<?xf32>
  }
  %rev = memref.reinterpret_cast %a to offset: [11], sizes: [12], strides: [-1] : memref<?xf32> to memref<12xf32, strided<[-1], offset: 11>>
  %revd = memref.cast %rev : memref<12xf32, strided<[-1], offset: 11>> to memref<?xf32, strided<[?], offset: ?>>
  %cd = memref.cast %c : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  scf.for %r = %c0 to %c3 step %c1 {
    func.call @smooth_reversed(%revd, %cd, %c10) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, index) -> ()
  }
  %uc = memref.cast %c : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  memref.dealloc %c : memref<?xf32>
  %ua = memref.cast %a : memref<?xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return
}
