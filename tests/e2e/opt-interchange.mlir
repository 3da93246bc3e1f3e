// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// RUN: bufjit opt %s --loop-interchange | FileCheck %s --check-prefix=IR
// Loop interchange (-O1 and above, src/transforms/opt/interchange.rs) must not change
// results, to the bit: i-j-k matmuls C += A * B on f32 function arguments with dynamic
// layouts (the nest is versioned on their overlap and on C's last stride) at odd shapes
// (remainders of the vector loop: N = 1, 3, 5, 7, 9, 13, 17), called with distinct buffers,
// with C overlapping A (the original order must run), and with C a view of stride 2 (not
// unit: the original order); and a 3x3 NHWC convolution nest on a fresh output (no version)
// with 33 output channels, called twice. The values are not exact in binary, so another order
// of the sums would change the low bits; each line is a hash of the bit patterns of one result. The
// expected output is mlir-runner 22's on the same file (lowered by mlir-opt 22 with
// --convert-scf-to-cf ... --convert-func-to-llvm).

// MEM: bufjit: OK: no violations, no leaks
// The matmul is versioned (function arguments), the convolution (a fresh output) is not; the
// output-channel loop %c33 runs innermost, inside kh, kw and c:
// IR-LABEL: func.func @mm
// IR: scf.if
// IR-LABEL: func.func @conv
// IR-NOT: scf.if
// IR-COUNT-3: = %c0 to %c3 step %c1 {
// IR-NEXT: = %c0 to %c33 step %c1 {
// IR-LABEL: func.func @hash

// CHECK: -7644197996653134653
// CHECK-NEXT: -1141772525519400123
// CHECK-NEXT: -2779040409060783290
// CHECK-NEXT: 5441167790190672951
// CHECK-NEXT: 6655855518627501752
// CHECK-NEXT: 233339279268704594
// CHECK-NEXT: 5692285019092164820
// CHECK-NEXT: 6468479098868015057
// CHECK-NEXT: 514088647083761346

func.func private @printI64(i64)
func.func private @printNewline()

// C[i, j] += A[i, k] * B[k, j], i-j-k, as convert-linalg-to-loops writes linalg.matmul.
func.func @mm(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>, %b: memref<?x?xf32, strided<[?, ?], offset: ?>>, %c: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %c, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %n = memref.dim %c, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %kk = memref.dim %a, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %kk step %c1 {
        %x = memref.load %a[%i, %k] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %y = memref.load %b[%k, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %z = memref.load %c[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        memref.store %s, %c[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      }
    }
  }
  return
}

// O[0, h, w, f] += I[0, h + kh, w + kw, c] * F[kh, kw, c, f] on a fresh output; returns its hash.
func.func @conv(%in: memref<1x7x9x3xf32>, %f: memref<3x3x3x33xf32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c33 = arith.constant 33 : index
  %zero = arith.constant 0.0 : f32
  %o = memref.alloc() : memref<1x5x7x33xf32>
  scf.for %h = %c0 to %c5 step %c1 {
    scf.for %w = %c0 to %c7 step %c1 {
      scf.for %g = %c0 to %c33 step %c1 {
        memref.store %zero, %o[%c0, %h, %w, %g] : memref<1x5x7x33xf32>
      }
    }
  }
  scf.for %n = %c0 to %c1 step %c1 {
    scf.for %h = %c0 to %c5 step %c1 {
      scf.for %w = %c0 to %c7 step %c1 {
        scf.for %g = %c0 to %c33 step %c1 {
          scf.for %kh = %c0 to %c3 step %c1 {
            scf.for %kw = %c0 to %c3 step %c1 {
              scf.for %c = %c0 to %c3 step %c1 {
                %hh = arith.addi %h, %kh : index
                %ww = arith.addi %w, %kw : index
                %x = memref.load %in[%n, %hh, %ww, %c] : memref<1x7x9x3xf32>
                %y = memref.load %f[%kh, %kw, %c, %g] : memref<3x3x3x33xf32>
                %z = memref.load %o[%n, %h, %w, %g] : memref<1x5x7x33xf32>
                %p = arith.mulf %x, %y : f32
                %s = arith.addf %z, %p : f32
                memref.store %s, %o[%n, %h, %w, %g] : memref<1x5x7x33xf32>
              }
            }
          }
        }
      }
    }
  }
  %flat = memref.collapse_shape %o [[0, 1, 2, 3]] : memref<1x5x7x33xf32> into memref<1155xf32>
  %cast = memref.cast %flat : memref<1155xf32> to memref<?xf32>
  %r = call @hash(%cast) : (memref<?xf32>) -> i64
  memref.dealloc %o : memref<1x5x7x33xf32>
  return %r : i64
}

// A hash of the bit patterns of every element.
func.func @hash(%v: memref<?xf32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xf32>
  %h0 = arith.constant 1469598103934665603 : i64
  %mul = arith.constant 1099511628211 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%h = %h0) -> (i64) {
    %x = memref.load %v[%i] : memref<?xf32>
    %bits = arith.bitcast %x : f32 to i32
    %w = arith.extui %bits : i32 to i64
    %t = arith.xori %h, %w : i64
    %nh = arith.muli %t, %mul : i64
    scf.yield %nh : i64
  }
  return %r : i64
}

// Fills %t[i, j] with s * ((a * i + b * j) mod p - p / 2).
func.func @fill(%t: memref<?x?xf32, strided<[?, ?], offset: ?>>, %a: index, %b: index, %p: index, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.dim %t, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %n = memref.dim %t, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %half = arith.divui %p, %c2 : index
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = arith.muli %a, %i : index
      %y = arith.muli %b, %j : index
      %z = arith.addi %x, %y : index
      %r = arith.remui %z, %p : index
      %d = arith.subi %r, %half : index
      %di = arith.index_cast %d : index to i64
      %f = arith.sitofp %di : i64 to f32
      %v = arith.mulf %f, %s : f32
      memref.store %v, %t[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
  }
  return
}

// A hash of a 2-D memref's elements' bit patterns, row by row.
func.func @hash2(%t: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %t, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %n = memref.dim %t, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %h0 = arith.constant 1469598103934665603 : i64
  %mul = arith.constant 1099511628211 : i64
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%h = %h0) -> (i64) {
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%g = %h) -> (i64) {
      %x = memref.load %t[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %bits = arith.bitcast %x : f32 to i32
      %w = arith.extui %bits : i32 to i64
      %t2 = arith.xori %g, %w : i64
      %nh = arith.muli %t2, %mul : i64
      scf.yield %nh : i64
    }
    scf.yield %r2 : i64
  }
  return %r : i64
}

// C (m x n, starting from nonzero values) += A (m x k) * B (k x n) on distinct buffers.
func.func @distinct(%m: index, %n: index, %k: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %c11 = arith.constant 11 : index
  %c7 = arith.constant 7 : index
  %c5 = arith.constant 5 : index
  %sa = arith.constant 0.1 : f32
  %sb = arith.constant 0.3 : f32
  %sc = arith.constant 0.7 : f32
  %a = memref.alloc(%m, %k) : memref<?x?xf32>
  %b = memref.alloc(%k, %n) : memref<?x?xf32>
  %c = memref.alloc(%m, %n) : memref<?x?xf32>
  %ad = memref.cast %a : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %bd = memref.cast %b : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %cd = memref.cast %c : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @fill(%ad, %c3, %c1, %c11, %sa) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, index, f32) -> ()
  call @fill(%bd, %c1, %c2, %c7, %sb) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, index, f32) -> ()
  call @fill(%cd, %c2, %c3, %c5, %sc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, index, f32) -> ()
  call @mm(%ad, %bd, %cd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %h = call @hash2(%cd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> i64
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  return %h : i64
}

// X (n x n) += X * B: the output is also the first operand, so the order matters.
func.func @overlapping(%n: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %c11 = arith.constant 11 : index
  %c7 = arith.constant 7 : index
  %sa = arith.constant 0.1 : f32
  %sb = arith.constant 0.3 : f32
  %x = memref.alloc(%n, %n) : memref<?x?xf32>
  %b = memref.alloc(%n, %n) : memref<?x?xf32>
  %xd = memref.cast %x : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %bd = memref.cast %b : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @fill(%xd, %c3, %c1, %c11, %sa) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, index, f32) -> ()
  call @fill(%bd, %c1, %c2, %c7, %sb) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, index, f32) -> ()
  call @mm(%xd, %bd, %xd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %h = call @hash2(%xd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> i64
  memref.dealloc %x : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  return %h : i64
}

// C a view with last stride 2 (every other column of an m x 2n buffer).
func.func @strided(%m: index, %n: index, %k: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %c11 = arith.constant 11 : index
  %c7 = arith.constant 7 : index
  %c5 = arith.constant 5 : index
  %sa = arith.constant 0.1 : f32
  %sb = arith.constant 0.3 : f32
  %sc = arith.constant 0.7 : f32
  %n2 = arith.muli %n, %c2 : index
  %a = memref.alloc(%m, %k) : memref<?x?xf32>
  %b = memref.alloc(%k, %n) : memref<?x?xf32>
  %w = memref.alloc(%m, %n2) : memref<?x?xf32>
  %ad = memref.cast %a : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %bd = memref.cast %b : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %wd = memref.cast %w : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %cv = memref.subview %w[0, 0] [%m, %n] [1, 2] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 2]>>
  %cd = memref.cast %cv : memref<?x?xf32, strided<[?, 2]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @fill(%ad, %c3, %c1, %c11, %sa) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, index, f32) -> ()
  call @fill(%bd, %c1, %c2, %c7, %sb) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, index, f32) -> ()
  call @fill(%wd, %c2, %c3, %c5, %sc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, index, f32) -> ()
  call @mm(%ad, %bd, %cd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %h = call @hash2(%wd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> i64
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %w : memref<?x?xf32>
  return %h : i64
}

func.func @print(%h: i64) {
  call @printI64(%h) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c13 = arith.constant 13 : index
  %c17 = arith.constant 17 : index
  %c31 = arith.constant 31 : index
  %h1 = call @distinct(%c1, %c1, %c1) : (index, index, index) -> i64
  call @print(%h1) : (i64) -> ()
  %h2 = call @distinct(%c5, %c7, %c3) : (index, index, index) -> i64
  call @print(%h2) : (i64) -> ()
  %h3 = call @distinct(%c3, %c13, %c9) : (index, index, index) -> i64
  call @print(%h3) : (i64) -> ()
  %h4 = call @distinct(%c4, %c17, %c31) : (index, index, index) -> i64
  call @print(%h4) : (i64) -> ()
  %h5 = call @distinct(%c7, %c9, %c5) : (index, index, index) -> i64
  call @print(%h5) : (i64) -> ()
  %h6 = call @overlapping(%c9) : (index) -> i64
  call @print(%h6) : (i64) -> ()
  %h7 = call @overlapping(%c17) : (index) -> i64
  call @print(%h7) : (i64) -> ()
  %h8 = call @strided(%c5, %c9, %c7) : (index, index, index) -> i64
  call @print(%h8) : (i64) -> ()
  %ci = memref.alloc() : memref<1x7x9x3xf32>
  %cf = memref.alloc() : memref<3x3x3x33xf32>
  %ciflat = memref.collapse_shape %ci [[0, 1], [2, 3]] : memref<1x7x9x3xf32> into memref<7x27xf32>
  %cfflat = memref.collapse_shape %cf [[0, 1, 2], [3]] : memref<3x3x3x33xf32> into memref<27x33xf32>
  %cid = memref.cast %ciflat : memref<7x27xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %cfd = memref.cast %cfflat : memref<27x33xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %sa = arith.constant 0.1 : f32
  %sb = arith.constant 0.3 : f32
  %c2 = arith.constant 2 : index
  %c11 = arith.constant 11 : index
  call @fill(%cid, %c3, %c1, %c11, %sa) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, index, f32) -> ()
  call @fill(%cfd, %c1, %c2, %c7, %sb) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, index, f32) -> ()
  // Called in a loop, so that @conv is compiled optimized (not run-once code).
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0 : i64
  %h9 = scf.for %r = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (i64) {
    %h = func.call @conv(%ci, %cf) : (memref<1x7x9x3xf32>, memref<3x3x3x33xf32>) -> i64
    %s = arith.addi %acc, %h : i64
    scf.yield %s : i64
  }
  call @print(%h9) : (i64) -> ()
  memref.dealloc %ci : memref<1x7x9x3xf32>
  memref.dealloc %cf : memref<3x3x3x33xf32>
  return
}
