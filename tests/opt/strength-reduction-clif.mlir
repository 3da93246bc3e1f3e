// Strength reduction of memref addressing (src/codegen/strength.rs, -O1 and above): in the
// k loop of `C[i, j] += A[i, k] * B[k, j]` on memrefs with dynamic strides, A[i, k] and
// B[k, j] become pointers carried by the loop (block parameters after the accumulator) that
// start at the element of the lower bound and grow by stride * 4 bytes at the latch, so the
// loop multiplies nothing. Refused: an access whose indices use the induction variable
// twice (`D[k, k]`: its address is not a multiple of one stride) and accesses in a nested
// loop (the inner loop gets its own streams). Index arithmetic on invariant values inside
// the loop is hoisted first (src/transforms/opt/licm.rs). -O0 reduces nothing.
// RUN: bufjit compile %s --emit=clif --target x86_64-unknown-linux-gnu -O3 | FileCheck %s
// RUN: bufjit compile %s --emit=clif --target aarch64-unknown-linux-gnu -O3 | FileCheck %s
// RUN: bufjit compile %s --emit=clif --target x86_64-unknown-linux-gnu -O0 | FileCheck %s --check-prefix=O0

// CHECK-LABEL: function u0:0(
// The k loop is partially unrolled at -O1+ (src/transforms/opt/partial_unroll.rs): first its
// main loop, whose first copy of the body loads through the streams (the other copies index
// at %k + 1 ... %k + 3), then the original loop for the remainder, checked below.
// CHECK: brif {{v[0-9]+}}, [[MAIN:block[0-9]+]](
// CHECK: [[MAIN]]({{v[0-9]+}}: i64, {{v[0-9]+}}: f32, [[MA:v[0-9]+]]: i64, [[MB:v[0-9]+]]: i64):
// CHECK-NEXT: load.f32 notrap [[MA]]
// CHECK-NEXT: load.f32 notrap [[MB]]
// CHECK: brif {{v[0-9]+}}, [[MAIN]](
// The streams' start addresses and byte strides, before the loop.
// CHECK: brif {{v[0-9]+}}, [[BODY:block[0-9]+]]({{v[0-9]+}}, {{v[0-9]+}}, [[A0:v[0-9]+]], [[B0:v[0-9]+]]),
// CHECK: [[BODY]]([[K:v[0-9]+]]: i64, [[ACC:v[0-9]+]]: f32, [[PA:v[0-9]+]]: i64, [[PB:v[0-9]+]]: i64):
// CHECK-NOT: imul
// CHECK: [[X:v[0-9]+]] = load.f32 notrap [[PA]]
// CHECK-NOT: imul
// CHECK: [[Y:v[0-9]+]] = load.f32 notrap [[PB]]
// CHECK: fmul [[X]], [[Y]]
// CHECK-NOT: imul
// CHECK: [[NA:v[0-9]+]] = iadd [[PA]], [[SA:v[0-9]+]]
// CHECK: [[NB:v[0-9]+]] = iadd [[PB]], [[SB:v[0-9]+]]
// CHECK: brif {{v[0-9]+}}, [[BODY]]({{v[0-9]+}}, {{v[0-9]+}}, [[NA]], [[NB]]), {{block[0-9]+}}
// CHECK-LABEL: function u0:1(
// The diagonal and the outer loop's nested access are not reduced; the inner loop's are.
// CHECK: [[OUTER:block[0-9]+]]([[I:v[0-9]+]]: i64):
// CHECK: [[INNER:block[0-9]+]]({{v[0-9]+}}: i64, [[PD:v[0-9]+]]: i64):
// CHECK: load.f32 notrap [[PD]]
// CHECK: imul
// CHECK: return

// CHECK-LABEL: function u0:2(
// `%r = %i + %j` is computed in the k loop (as convert-linalg-to-loops writes a
// convolution's input index); the -O1+ stage hoists it, so A[%r, %k] is a stream too.
// CHECK: brif {{v[0-9]+}}, [[B2:block[0-9]+]]({{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}}),
// CHECK: [[B2]]({{v[0-9]+}}: i64, {{v[0-9]+}}: f32, [[P2:v[0-9]+]]: i64):
// CHECK-NOT: imul
// CHECK: load.f32 notrap [[P2]]

// O0-LABEL: function u0:0(
// O0: block2(v{{[0-9]+}}: i64, v{{[0-9]+}}: f32):
// O0: imul
// O0: load.f32
func.func @dot_column(%A: memref<?x?xf32, strided<[?, ?], offset: ?>>, %B: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %a = memref.load %A[%i, %k] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %b = memref.load %B[%k, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @refused(%D: memref<?x?xf32, strided<[?, ?], offset: ?>>, %E: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %k = %c0 to %n step %c1 {
      %e = memref.load %E[%k] : memref<?xf32>
      %d = memref.load %D[%k, %k] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %s = arith.addf %d, %e : f32
      memref.store %s, %D[%k, %k] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
  }
  return
}

func.func @shifted_row(%A: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %r = arith.addi %i, %j : index
    %a = memref.load %A[%r, %k] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %t = arith.addf %acc, %a : f32
    scf.yield %t : f32
  }
  return %s : f32
}
