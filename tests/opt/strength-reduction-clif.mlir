// Strength reduction of memref addressing (src/codegen/strength.rs, -O1 and above): in the
// k loop of `C[i, j] += A[i, k] * B[k, j]` on memrefs with dynamic strides, A[i, k] and
// B[k, j] become pointers carried by the loop (block parameters after the accumulator) that
// start at the element of the lower bound and grow by stride * 4 bytes at the latch, so the
// loop multiplies nothing. An index may be any `c * k + x + const` (`D[k, k]` grows by the
// sum of both strides). Refused: an index not linear in the induction variable (`E[k * k]`)
// and accesses in a nested loop (the inner loop gets its own streams). Loads of memory the nest
// does not write are `readonly can_move` (src/transforms/opt/invariant_loads.rs). Index arithmetic on invariant values inside
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
// CHECK-NEXT: load.f32 notrap readonly can_move [[MA]]
// CHECK-NEXT: load.f32 notrap readonly can_move [[MB]]
// CHECK: brif {{v[0-9]+}}, [[MAIN]](
// The streams' start addresses and byte strides, before the loop.
// CHECK: brif {{v[0-9]+}}, [[BODY:block[0-9]+]]({{v[0-9]+}}, {{v[0-9]+}}, [[A0:v[0-9]+]], [[B0:v[0-9]+]]),
// CHECK: [[BODY]]([[K:v[0-9]+]]: i64, [[ACC:v[0-9]+]]: f32, [[PA:v[0-9]+]]: i64, [[PB:v[0-9]+]]: i64):
// CHECK-NOT: imul
// CHECK: [[X:v[0-9]+]] = load.f32 notrap readonly can_move [[PA]]
// CHECK-NOT: imul
// CHECK: [[Y:v[0-9]+]] = load.f32 notrap readonly can_move [[PB]]
// CHECK: fmul [[X]], [[Y]]
// CHECK-NOT: imul
// CHECK: [[NA:v[0-9]+]] = iadd [[PA]], [[SA:v[0-9]+]]
// CHECK: [[NB:v[0-9]+]] = iadd [[PB]], [[SB:v[0-9]+]]
// CHECK: brif {{v[0-9]+}}, [[BODY]]({{v[0-9]+}}, {{v[0-9]+}}, [[NA]], [[NB]]), {{block[0-9]+}}
// CHECK-LABEL: function u0:1(
// The outer loop's nested accesses and E[k * k] are not reduced; E[k] and the diagonal
// D[k, k] (one pointer, loaded and stored) are.
// CHECK: [[OUTER:block[0-9]+]]([[I:v[0-9]+]]: i64):
// CHECK: [[DSTEP:v[0-9]+]] = iadd.i64 {{v[0-9]+}}, {{v[0-9]+}}
// CHECK: [[INNER:block[0-9]+]]([[K2:v[0-9]+]]: i64, [[PE:v[0-9]+]]: i64, [[PD:v[0-9]+]]: i64):
// CHECK: load.f32 notrap [[PE]]
// CHECK: [[KK:v[0-9]+]] = imul [[K2]], [[K2]]
// CHECK: load.f32 notrap [[PD]]
// CHECK: store notrap {{v[0-9]+}}, [[PD]]
// CHECK: brif
// CHECK: return

// CHECK-LABEL: function u0:2(
// `%r = %i + %j` is computed in the k loop (as convert-linalg-to-loops writes a
// convolution's input index); the -O1+ stage hoists it, so A[%r, %k] is a stream too.
// CHECK: brif {{v[0-9]+}}, [[B2:block[0-9]+]]({{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}}),
// CHECK: [[B2]]({{v[0-9]+}}: i64, {{v[0-9]+}}: f32, [[P2:v[0-9]+]]: i64):
// CHECK-NOT: imul
// CHECK: load.f32 notrap readonly can_move [[P2]]

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
      %kk = arith.muli %k, %k : index
      %q = memref.load %E[%kk] : memref<?xf32>
      %d = memref.load %D[%k, %k] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %eq = arith.addf %e, %q : f32
      %s = arith.addf %d, %eq : f32
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

// CHECK-LABEL: function u0:3(
// Copies of an unrolled body (constant channel indices 0, 1, 2) share their stream: with a
// dynamic stride each copy's address is the previous one plus stride * 4 bytes; with a static
// one (the identity-layout %W) the constant part is the load's immediate offset.
// CHECK: [[BODY3:block[0-9]+]]({{v[0-9]+}}: i64, {{v[0-9]+}}: f32, [[PI:v[0-9]+]]: i64, [[PW:v[0-9]+]]: i64):
// CHECK-NOT: imul
// CHECK: load.f32 notrap readonly can_move [[PI]]
// CHECK: load.f32 notrap readonly can_move [[PW]]
// CHECK: [[I1:v[0-9]+]] = iadd [[PI]], [[SC:v[0-9]+]]
// CHECK: load.f32 notrap readonly can_move [[I1]]
// CHECK: load.f32 notrap readonly can_move [[PW]]+4
// CHECK: [[I2:v[0-9]+]] = iadd [[I1]], [[SC]]
// CHECK: load.f32 notrap readonly can_move [[I2]]
// CHECK: load.f32 notrap readonly can_move [[PW]]+8
// CHECK-NOT: imul
// CHECK: brif {{v[0-9]+}}, [[BODY3]](
func.func @unrolled_channels(%I: memref<?x?xf32, strided<[?, ?], offset: ?>>, %W: memref<?x3xf32>, %ow: index, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %kw = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %r0 = arith.addi %ow, %kw : index
    %i0 = memref.load %I[%r0, %c0] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %w0 = memref.load %W[%kw, %c0] : memref<?x3xf32>
    %p0 = arith.mulf %i0, %w0 : f32
    %a0 = arith.addf %acc, %p0 : f32
    %r1 = arith.addi %ow, %kw : index
    %i1 = memref.load %I[%r1, %c1] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %w1 = memref.load %W[%kw, %c1] : memref<?x3xf32>
    %p1 = arith.mulf %i1, %w1 : f32
    %a1 = arith.addf %a0, %p1 : f32
    %r2 = arith.addi %ow, %kw : index
    %i2 = memref.load %I[%r2, %c2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %w2 = memref.load %W[%kw, %c2] : memref<?x3xf32>
    %p2 = arith.mulf %i2, %w2 : f32
    %a2 = arith.addf %a1, %p2 : f32
    scf.yield %a2 : f32
  }
  return %s : f32
}
