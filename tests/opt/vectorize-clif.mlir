// The Cranelift IR of a vectorised loop (bufjit compile --emit=clif prints what code
// generation hands to Cranelift): at -O3, c[i] = a[i] * b[i] + a[i] on f32 (4 lanes) runs a
// vector loop (f32x4 loads, fmul, fadd, store; two vectors per trip first) up to
// ub - (ub - lb) % 4, then the scalar loop for the remainder (the arrays' addresses enter the
// vector loops as block parameters, each access `address + iv * 4`); the function arguments are versioned on the overlap test, whose other
// branch is the scalar loop alone. -O0 emits scalar code only.
// RUN: bufjit compile %s --emit=clif --target x86_64-unknown-linux-gnu -O3 | FileCheck %s
// RUN: bufjit compile %s --emit=clif --target aarch64-unknown-linux-gnu -O3 | FileCheck %s
// RUN: bufjit compile %s --emit=clif --target x86_64-unknown-linux-gnu -O0 | FileCheck %s --check-prefix=O0

// CHECK-LABEL: function u0:0(
// The overlap test selects the version.
// CHECK: icmp ule
// CHECK: brif [[DISJOINT:v[0-9]+]], [[FAST:block[0-9]+]], [[SLOW:block[0-9]+]]
// The vector loop's end: ub - ((ub - lb) & 3), or lb if the loop does not run (lb is the
// constant 0 here, so ub - lb is folded to ub at emission).
// CHECK: [[FAST]]:
// CHECK: iconst.i64 3
// CHECK: [[REM:v[0-9]+]] = band.i64 [[UB:v[0-9]+]]
// CHECK: [[END:v[0-9]+]] = isub.i64 [[UB]], [[REM]]
// CHECK: [[RUNS:v[0-9]+]] = icmp.i64 slt [[LB:v[0-9]+]], [[UB]]
// CHECK: [[VEND:v[0-9]+]] = select [[RUNS]], [[END]], [[LB]]
// The main loop runs two vectors per trip up to vend - ((vend - lb) & 7), the second one
// addressed from the first with an offset of 16 bytes; then the single-vector loop.
// CHECK: iconst.i64 7
// CHECK: brif {{v[0-9]+}}, [[UBODY:block[0-9]+]]([[LB]], {{.*}}), [[JOIN:block[0-9]+]]([[LB]])
// CHECK: [[UBODY]]([[UIV:v[0-9]+]]: i64, {{.*}}):
// CHECK: load.f32x4 notrap [[PA:v[0-9]+]]
// CHECK: load.f32x4 notrap [[PB:v[0-9]+]]
// CHECK: fmul
// CHECK: fadd
// CHECK: store notrap {{v[0-9]+}}, [[PC:v[0-9]+]]
// CHECK: load.f32x4 notrap [[PA]]+16
// CHECK: load.f32x4 notrap [[PB]]+16
// CHECK: store notrap {{v[0-9]+}}, [[PC]]+16
// CHECK: iadd [[UIV]], {{v[0-9]+}}  ; {{v[0-9]+}} = 8
// CHECK: [[JOIN]]([[JIV:v[0-9]+]]: i64):
// CHECK: brif {{v[0-9]+}}, [[VBODY:block[0-9]+]]([[JIV]], {{.*}}), [[TAIL:block[0-9]+]]
// CHECK: [[VBODY]]([[IV:v[0-9]+]]: i64, {{.*}}):
// CHECK: load.f32x4 notrap
// CHECK: load.f32x4 notrap
// CHECK: [[M:v[0-9]+]] = fmul
// CHECK: [[S:v[0-9]+]] = fadd [[M]]
// CHECK: store notrap [[S]]
// CHECK: [[NEXT:v[0-9]+]] = iadd [[IV]], {{v[0-9]+}}  ; {{v[0-9]+}} = 4
// CHECK: [[MORE:v[0-9]+]] = icmp slt [[NEXT]], [[VEND]]
// CHECK: brif [[MORE]], [[VBODY]]([[NEXT]], {{.*}}), [[TAIL]]
// The scalar remainder from the vector loop's end.
// CHECK: [[TAIL]]:
// CHECK: icmp.i64 slt [[VEND]], [[UB]]
// CHECK: load.f32 notrap
// CHECK: load.f32 notrap
// CHECK: fmul
// CHECK: fadd
// CHECK: store notrap
// The original loop, scalar.
// CHECK: [[SLOW]]:
// CHECK-NOT: x4
// CHECK: load.f32 notrap
// CHECK-NOT: x4
// CHECK: return

// O0-NOT: x4
// O0-NOT: x2
// O0: return
// O0-NOT: x4
func.func @kernel(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %x : f32
    memref.store %s, %c[%i] : memref<?xf32>
  }
  return
}
