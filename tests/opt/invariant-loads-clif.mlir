// The Cranelift IR of loads marked by --loop-invariant-loads (tests/opt/loop-invariant-loads.mlir)
// in a matvec on three function arguments: scalar promotion versions the nest on a run-time
// overlap test of %y against %A and %x, and inside the fast copy those tested pairs count as
// distinct, so the loads of %A and %x are `readonly can_move`, pure values for Cranelift's
// e-graph: in the register-blocked main loop (two rows of %A sharing each %x element, two
// accumulators; partially unrolled, then its remainder) and in the loop of the rows left (one
// row), which code generation compiles as functions of their own (u0:2, u0:3). The hoisted
// loads of the promoted %y[%i] are not (the nest stores to them), nor are the loads of the cold
// copy, outlined into u0:4, where the buffers overlap; u0:0 calls them. -O0 marks nothing.
// RUN: bufjit compile %s --emit=clif --target x86_64-unknown-linux-gnu -O3 | FileCheck %s
// RUN: bufjit compile %s --emit=clif --target x86_64-unknown-linux-gnu -O0 | FileCheck %s --check-prefix=O0

// CHECK-LABEL: function u0:2(
// CHECK: load.f32 notrap v{{[0-9]+}}
// CHECK: load.f32 notrap v{{[0-9]+}}
// CHECK: [[MAIN:block[0-9]+]]({{v[0-9]+}}: i64, {{v[0-9]+}}: f32, {{v[0-9]+}}: f32, {{.*}}):
// CHECK-NEXT: load.f32 notrap readonly can_move
// CHECK-NEXT: load.f32 notrap readonly can_move
// CHECK-NEXT: load.f32 notrap readonly can_move
// CHECK: brif {{v[0-9]+}}, [[MAIN]](
// CHECK: [[REM:block[0-9]+]]({{v[0-9]+}}: i64, {{v[0-9]+}}: f32, {{v[0-9]+}}: f32, {{.*}}):
// CHECK-NEXT: load.f32 notrap readonly can_move
// CHECK-NEXT: load.f32 notrap readonly can_move
// CHECK-NEXT: load.f32 notrap readonly can_move
// CHECK: brif {{v[0-9]+}}, [[REM]](
// CHECK-LABEL: function u0:3(
// CHECK: load.f32 notrap v{{[0-9]+}}
// CHECK: [[MAIN1:block[0-9]+]]({{v[0-9]+}}: i64, {{v[0-9]+}}: f32, {{.*}}):
// CHECK-NEXT: load.f32 notrap readonly can_move
// CHECK-NEXT: load.f32 notrap readonly can_move
// CHECK: brif {{v[0-9]+}}, [[MAIN1]](
// CHECK-LABEL: function u0:4(
// CHECK-NOT: can_move
// CHECK: return
// CHECK-LABEL: function u0:0(
// CHECK: call fn0(

// O0-NOT: can_move

func.func @matvec(%A: memref<?x?xf32>, %x: memref<?xf32>, %y: memref<?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %k = %c0 to %m step %c1 {
      %a = memref.load %A[%i, %k] : memref<?x?xf32>
      %b = memref.load %x[%k] : memref<?xf32>
      %acc = memref.load %y[%i] : memref<?xf32>
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %acc, %p : f32
      memref.store %s, %y[%i] : memref<?xf32>
    }
  }
  return
}
