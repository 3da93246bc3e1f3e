// loop-vectorize (bufjit's -O1+ stage, src/transforms/opt/vectorize.rs): marks unit-stride
// elementwise innermost scf.for loops {bufjit.vectorize} for 128-bit SIMD code generation,
// versioning loops whose buffers may alias on a run-time overlap test, and refuses the rest.
// (bufjit-only pass: the expected text is bufjit's, and mlir-opt 22 parses and verifies it.)
// RUN: bufjit opt %s --loop-vectorize | FileCheck %s
// RUN: bufjit opt %s -p 'builtin.module(func.func(loop-vectorize))' | FileCheck %s
// RUN: bufjit opt %s --loop-vectorize=versioning=false | FileCheck %s --check-prefix=NOVER
// RUN: not bufjit opt %s --loop-vectorize=versioning=maybe 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: invalid option 'versioning=maybe' for loop-vectorize
// --check-bounds (runtime verification) puts asserts into every loop body: nothing is marked.
// RUN: bufjit opt %s --generate-runtime-verification --loop-vectorize | FileCheck %s --check-prefix=RTV
// RTV-NOT: {bufjit.vectorize}
// RTV: return %{{.*}} : i64

// Distinct allocations never alias: marked, no version.
// CHECK-LABEL: func.func @local
// CHECK-NOT: scf.if
// CHECK: scf.for
// CHECK: arith.mulf
// CHECK: } {bufjit.vectorize}
// NOVER-LABEL: func.func @local
// NOVER: } {bufjit.vectorize}
func.func @local(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.constant 2.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.mulf %x, %s : f32
    memref.store %y, %b[%i] : memref<?xf32>
  }
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return
}

// In place (the same memref and indices in one iteration): no dependence between iterations.
// CHECK-LABEL: func.func @in_place
// CHECK-NOT: scf.if
// CHECK: } {bufjit.vectorize}
func.func @in_place(%a: memref<100xi32>, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  scf.for %i = %c0 to %c100 step %c1 {
    %x = memref.load %a[%i] : memref<100xi32>
    %y = arith.addi %x, %k : i32
    memref.store %y, %a[%i] : memref<100xi32>
  }
  return
}

// Function arguments may alias: versioned on the overlap test of the stored memref against
// each loaded one, hoisted before the outer loop (the memrefs are invariant there); the
// original loop stays scalar. Without versioning: refused.
// CHECK-LABEL: func.func @rows
// CHECK: memref.extract_aligned_pointer_as_index %arg1
// CHECK: memref.extract_aligned_pointer_as_index %arg0
// CHECK: %[[D:.*]] = arith.ori
// CHECK: scf.for %[[I:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: scf.if %[[D]] {
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %c16 step %c1 {
// CHECK-NEXT: memref.load %arg0[%[[I]], %[[J]]] : memref<8x16xf64>
// CHECK-NEXT: arith.negf
// CHECK-NEXT: memref.store {{.*}}, %arg1[%[[I]], %[[J]]] : memref<8x16xf64>
// CHECK-NEXT: } {bufjit.vectorize}
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.load
// CHECK-NEXT: arith.negf
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: }
// NOVER-LABEL: func.func @rows
// NOVER-NOT: scf.if
// NOVER-NOT: bufjit.vectorize
// NOVER: return
func.func @rows(%a: memref<8x16xf64>, %b: memref<8x16xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %x = memref.load %a[%i, %j] : memref<8x16xf64>
      %y = arith.negf %x : f64
      memref.store %y, %b[%i, %j] : memref<8x16xf64>
    }
  }
  return
}

// Refused: two views of one buffer (always the same allocation).
// CHECK-LABEL: func.func @views
// CHECK-NOT: bufjit.vectorize
// CHECK: return
func.func @views(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<64xi16>
  %v0 = memref.subview %a[0] [32] [1] : memref<64xi16> to memref<32xi16, strided<[1]>>
  %v1 = memref.subview %a[1] [32] [1] : memref<64xi16> to memref<32xi16, strided<[1], offset: 1>>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %v0[%i] : memref<32xi16, strided<[1]>>
    memref.store %x, %v1[%i] : memref<32xi16, strided<[1], offset: 1>>
  }
  memref.dealloc %a : memref<64xi16>
  return
}

// Integer reductions (an iter_args accumulator combined once with a lane value) and the
// induction variable as a 64-bit value are vectorised.
// CHECK-LABEL: func.func @accepted
// CHECK: scf.for
// CHECK: } {bufjit.vectorize}
// CHECK: scf.for
// CHECK: } {bufjit.vectorize}
// CHECK: scf.for
// CHECK: } {bufjit.vectorize}
// CHECK: return
func.func @accepted(%n: index) -> (i64, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc(%n) : memref<?xi64>
  %c = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %b[%i] : memref<?xi64>
  }
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %b[%i] : memref<?xi64>
    %t = arith.addi %acc, %x : i64
    scf.yield %t : i64
  }
  %m = arith.constant -7 : i32
  %q = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %m) -> (i32) {
    %x = memref.load %c[%i] : memref<?xi32>
    %t = arith.maxsi %x, %acc : i32
    scf.yield %t : i32
  }
  memref.dealloc %b : memref<?xi64>
  memref.dealloc %c : memref<?xi32>
  return %r, %q : i64, i32
}

// Refused: a[i + 1] = a[i] (a loop-carried dependence; the index is not the induction
// variable), the induction variable as a 32-bit value (one lane width per loop), a call, a
// floating-point reduction (reassociating it changes the bits), an accumulator used twice,
// a static stride of 2, an assert (what --check-bounds inserts), an unsigned loop, a division.
// CHECK-LABEL: func.func @refused
// CHECK-NOT: bufjit.vectorize
// CHECK: return
func.func private @g(i64)
func.func @refused(%a: memref<?xi64>, %s: memref<?xi64, strided<[2]>>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %b[%i] : memref<?xi64>
    %j = arith.addi %i, %c1 : index
    memref.store %x, %b[%j] : memref<?xi64>
  }
  %b32 = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.index_cast %i : index to i32
    memref.store %x, %b32[%i] : memref<?xi32>
  }
  memref.dealloc %b32 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %b[%i] : memref<?xi64>
    func.call @g(%x) : (i64) -> ()
    memref.store %x, %b[%i] : memref<?xi64>
  }
  %z = arith.constant 0 : i64
  %fz = arith.constant 0.0 : f64
  %fr = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %fz) -> (f64) {
    %x = memref.load %b[%i] : memref<?xi64>
    %f = arith.sitofp %x : i64 to f64
    %t = arith.addf %acc, %f : f64
    scf.yield %t : f64
  }
  %fi = arith.fptosi %fr : f64 to i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %fi) -> (i64) {
    %x = memref.load %b[%i] : memref<?xi64>
    %m = arith.muli %acc, %x : i64
    %t = arith.addi %acc, %m : i64
    scf.yield %t : i64
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %s[%i] : memref<?xi64, strided<[2]>>
    memref.store %x, %b[%i] : memref<?xi64>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %b[%i] : memref<?xi64>
    %ok = arith.cmpi ne, %x, %z : i64
    cf.assert %ok, "zero"
    memref.store %x, %b[%i] : memref<?xi64>
  }
  scf.for unsigned %i = %c0 to %n step %c1 {
    %x = memref.load %b[%i] : memref<?xi64>
    memref.store %x, %b[%i] : memref<?xi64>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %b[%i] : memref<?xi64>
    %y = arith.divsi %x, %r : i64
    memref.store %y, %b[%i] : memref<?xi64>
  }
  memref.dealloc %b : memref<?xi64>
  return %r : i64
}
