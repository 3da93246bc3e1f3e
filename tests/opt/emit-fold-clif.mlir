// Folding at CLIF emission (src/codegen/function/fold.rs), at every optimisation level: index
// arithmetic with constant operands folds (x + 0, x * 1, c1 + c2; x * 8 becomes a shift),
// a 64-bit constant is emitted once per block, an operation the block already computed is
// reused (the address of the element a load and then a store access), and a loop whose
// constant bounds admit an iteration is entered without a test. Refused: an operation on
// values that are not constants (`y * 3` stays a multiplication, once), and the entry test
// of a loop with a dynamic bound.
// RUN: bufjit compile %s --emit=clif --target x86_64-unknown-linux-gnu -O0 | FileCheck %s
// RUN: bufjit compile %s --emit=clif --target x86_64-unknown-linux-gnu -O3 | FileCheck %s --check-prefix=O3

// CHECK-LABEL: function u0:0(
// CHECK: block0([[X:v[0-9]+]]: i64, [[Y:v[0-9]+]]: i64):
// CHECK: [[C3:v[0-9]+]] = iconst.i64 3
// CHECK-NOT: iadd [[X]]
// CHECK-NOT: imul [[X]]
// CHECK: [[SH:v[0-9]+]] = ishl [[X]], [[C3]]
// CHECK: [[D:v[0-9]+]] = imul [[Y]], [[C3]]
// CHECK: [[C10:v[0-9]+]] = iconst.i64 10
// CHECK: [[E:v[0-9]+]] = iadd [[SH]], [[D]]
// CHECK: [[F:v[0-9]+]] = iadd [[E]], [[C10]]
// CHECK-NOT: imul
// CHECK: [[H:v[0-9]+]] = iadd [[F]], [[D]]
// CHECK-NEXT: return [[H]]
// O3-LABEL: function u0:0(
// O3-NOT: iadd {{v[0-9]+}}, {{v[0-9]+}}  ; {{v[0-9]+}} = 0
// O3-NOT: imul {{v[0-9]+}}, {{v[0-9]+}}  ; {{v[0-9]+}} = 1
// O3: ishl
// O3: iconst.i64 10
// O3-LABEL: function u0:1(
func.func @fold_index(%x: index, %y: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %a = arith.addi %x, %c0 : index
  %b = arith.muli %a, %c1 : index
  %c = arith.muli %b, %c8 : index
  %d = arith.muli %y, %c3 : index
  %k = arith.addi %c3, %c7 : index
  %e = arith.addi %c, %d : index
  %f = arith.addi %e, %k : index
  %g = arith.muli %y, %c3 : index
  %h = arith.addi %f, %g : index
  return %h : index
}

// The store reuses the load's address: two multiplications in all, one address.
// CHECK-LABEL: function u0:1(
// CHECK-COUNT-2: imul
// CHECK-NOT: imul
// CHECK: ishl
// CHECK-NEXT: [[A:v[0-9]+]] = iadd
// CHECK-NEXT: [[V:v[0-9]+]] = load.f32 notrap [[A]]
// CHECK-NEXT: [[W:v[0-9]+]] = fadd [[V]], [[V]]
// CHECK-NEXT: store notrap [[W]], [[A]]
func.func @same_element(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index) {
  %v = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %w = arith.addf %v, %v : f32
  memref.store %w, %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}

// 0 to 8: straight into the body. 0 to %n: the entry test stays.
// CHECK-LABEL: function u0:2(
// CHECK: block0(
// CHECK-NOT: icmp
// CHECK: jump [[B1:block[0-9]+]]([[ZERO:v[0-9]+]])
// CHECK: [[B1]]({{v[0-9]+}}: i64):
// CHECK: brif {{v[0-9]+}}, [[B1]]({{v[0-9]+}}), [[AFTER:block[0-9]+]]
// CHECK: [[AFTER]]:
// CHECK-NEXT: [[T:v[0-9]+]] = icmp.i64 slt [[ZERO]], {{v[0-9]+}}
// CHECK-NEXT: brif [[T]], [[B2:block[0-9]+]]([[ZERO]]), {{block[0-9]+}}
// CHECK: [[B2]]({{v[0-9]+}}: i64):
func.func @loops(%m: memref<8xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i64
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %z, %m[%i] : memref<8xi64>
  }
  scf.for %i = %c0 to %n step %c1 {
    memref.store %z, %m[%i] : memref<8xi64>
  }
  return
}
