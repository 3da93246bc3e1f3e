// The Cranelift IR of a vectorised integer reduction: the i32 accumulator becomes an i32x4
// one (the start value in lane 0, addi's identity 0 in the others), a main loop adds four
// vectors per trip into four accumulators, the single-vector loop four elements per iteration, its lanes are added up in lane order after the loop, and the
// scalar remainder loop starts from that sum. -O0 emits the scalar loop only.
// RUN: bufjit compile %s --emit=clif --target x86_64-unknown-linux-gnu -O3 | FileCheck %s
// RUN: bufjit compile %s --emit=clif --target aarch64-unknown-linux-gnu -O3 | FileCheck %s
// RUN: bufjit compile %s --emit=clif --target x86_64-unknown-linux-gnu -O0 | FileCheck %s --check-prefix=O0

// CHECK-LABEL: function u0:0(
// CHECK: [[ZERO:v[0-9]+]] = iconst.i32 0
// CHECK: [[ZEROS:v[0-9]+]] = splat.i32x4 [[ZERO]]
// CHECK: [[ACC0:v[0-9]+]] = insertlane [[ZEROS]], [[INIT:v[0-9]+]], 0
// The main loop: four vectors per trip (16 elements), each added into an accumulator of its
// own (the other three start at 0), addressed from the first with offsets of 16 bytes; the
// four accumulators are added lane by lane after it.
// CHECK: iconst.i64 15
// CHECK: brif {{v[0-9]+}}, [[UBODY:block[0-9]+]]({{v[0-9]+}}, [[ACC0]], [[Z1:v[0-9]+]], [[Z2:v[0-9]+]], [[Z3:v[0-9]+]], {{v[0-9]+}}), [[JOIN:block[0-9]+]]
// CHECK: [[UBODY]]({{v[0-9]+}}: i64, [[U0:v[0-9]+]]: i32x4, [[U1:v[0-9]+]]: i32x4, [[U2:v[0-9]+]]: i32x4, [[U3:v[0-9]+]]: i32x4, {{v[0-9]+}}: i64):
// CHECK: [[Y0:v[0-9]+]] = load.i32x4 notrap readonly can_move [[P0:v[0-9]+]]
// CHECK: iadd [[U0]], [[Y0]]
// CHECK: [[Y1:v[0-9]+]] = load.i32x4 notrap readonly can_move [[P0]]+16
// CHECK: iadd [[U1]], [[Y1]]
// CHECK: [[Y2:v[0-9]+]] = load.i32x4 notrap readonly can_move [[P0]]+32
// CHECK: iadd [[U2]], [[Y2]]
// CHECK: [[Y3:v[0-9]+]] = load.i32x4 notrap readonly can_move [[P0]]+48
// CHECK: iadd [[U3]], [[Y3]]
// CHECK: [[JOIN]]([[JIV:v[0-9]+]]: i64, [[J0:v[0-9]+]]: i32x4, [[J1:v[0-9]+]]: i32x4, [[J2:v[0-9]+]]: i32x4, [[J3:v[0-9]+]]: i32x4):
// CHECK: [[C1:v[0-9]+]] = iadd [[J0]], [[J1]]
// CHECK: [[C2:v[0-9]+]] = iadd [[C1]], [[J2]]
// CHECK: [[C3:v[0-9]+]] = iadd [[C2]], [[J3]]
// Then the single-vector loop from there.
// CHECK: brif {{v[0-9]+}}, [[VBODY:block[0-9]+]]([[JIV]], [[C3]], {{v[0-9]+}}), [[TAIL:block[0-9]+]]([[C3]])
// CHECK: [[VBODY]]({{v[0-9]+}}: i64, [[ACC:v[0-9]+]]: i32x4, {{v[0-9]+}}: i64):
// CHECK: [[X:v[0-9]+]] = load.i32x4 notrap
// CHECK: [[NEXT:v[0-9]+]] = iadd [[ACC]], [[X]]
// CHECK: brif {{v[0-9]+}}, [[VBODY]]({{v[0-9]+}}, [[NEXT]], {{v[0-9]+}}), [[TAIL]]([[NEXT]])
// CHECK: [[TAIL]]([[A:v[0-9]+]]: i32x4):
// CHECK: [[L0:v[0-9]+]] = extractlane [[A]], 0
// CHECK: [[L1:v[0-9]+]] = extractlane [[A]], 1
// CHECK: [[S1:v[0-9]+]] = iadd [[L0]], [[L1]]
// CHECK: [[L2:v[0-9]+]] = extractlane [[A]], 2
// CHECK: [[S2:v[0-9]+]] = iadd [[S1]], [[L2]]
// CHECK: [[L3:v[0-9]+]] = extractlane [[A]], 3
// CHECK: [[S3:v[0-9]+]] = iadd [[S2]], [[L3]]
// The remainder starts from the sum; its loads go through a strength-reduced pointer (the
// address of a[vend], 4 bytes more per iteration).
// CHECK: brif {{v[0-9]+}}, [[RBODY:block[0-9]+]]({{v[0-9]+}}, [[S3]], {{v[0-9]+}}), {{block[0-9]+}}([[S3]])
// CHECK: [[RBODY]]({{v[0-9]+}}: i64, {{v[0-9]+}}: i32, [[P:v[0-9]+]]: i64):
// CHECK: load.i32 notrap readonly can_move [[P]]
// CHECK: [[PN:v[0-9]+]] = iadd [[P]], {{v[0-9]+}}  ; {{v[0-9]+}} = 4
// CHECK: brif {{v[0-9]+}}, [[RBODY]]({{v[0-9]+}}, {{v[0-9]+}}, [[PN]])

// O0-NOT: x4
func.func @sum(%a: memref<?xi32>, %n: index, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = arith.addi %acc, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}
