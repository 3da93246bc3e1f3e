// --loop-scalar-promotion with the allocation-lifetime rule (BufferOriginAnalysis::
// is_same_live_allocation): an allocation returns memory no live buffer occupies, so in
// @checksum the buffer allocated after the call is distinct from the call's result and the
// reduction is promoted without a run-time overlap test. In @before the allocation comes first
// and the call (which could return any buffer) after it: the nest is versioned on the test.
// (bufjit-only pass: the expected text is bufjit's.)
// RUN: bufjit opt %s --loop-scalar-promotion | FileCheck %s

// CHECK-LABEL: func.func @checksum
// CHECK-NOT: extract_aligned_pointer_as_index
// CHECK: %[[INIT:.*]] = memref.load %alloc[] : memref<f32>
// CHECK-NEXT: %[[SUM:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (f32)
// CHECK-NOT: scf.if
// CHECK: memref.store %[[SUM]], %alloc[] : memref<f32>
// CHECK-LABEL: func.func @before
// CHECK: memref.extract_aligned_pointer_as_index %alloc
// CHECK: scf.if
// CHECK: } else {

func.func private @produce(memref<8xf32>) -> memref<8xf32>
func.func @checksum(%a: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %r = call @produce(%a) : (memref<8xf32>) -> memref<8xf32>
  %acc = memref.alloc() : memref<f32>
  memref.store %z, %acc[] : memref<f32>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %r[%i] : memref<8xf32>
    %s = memref.load %acc[] : memref<f32>
    %t = arith.addf %s, %x : f32
    memref.store %t, %acc[] : memref<f32>
  }
  %v = memref.load %acc[] : memref<f32>
  memref.dealloc %acc : memref<f32>
  return %v : f32
}
func.func @before(%a: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<f32>
  memref.store %z, %acc[] : memref<f32>
  %r = call @produce(%a) : (memref<8xf32>) -> memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %r[%i] : memref<8xf32>
    %s = memref.load %acc[] : memref<f32>
    %t = arith.addf %s, %x : f32
    memref.store %t, %acc[] : memref<f32>
  }
  %v = memref.load %acc[] : memref<f32>
  memref.dealloc %acc : memref<f32>
  return %v : f32
}
