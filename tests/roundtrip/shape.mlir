// Round-trip of the shape ops bufjit models (expected text from mlir-opt 22).
// RUN: bufjit opt %s -split-input-file --allow-unregistered-dialect | FileCheck %s

// shape.assuming with and without results, witnesses from const_witness, cstr_require, assuming_all, cstr_eq.
func.func @f(%arg0: !shape.witness, %arg1: memref<2xf32>, %c: i1, %t: tensor<?xindex>) -> memref<2xf32> {
  %w = shape.const_witness true
  %w2 = shape.cstr_require %c, "must hold"
  %w3 = shape.assuming_all %w, %w2, %arg0
  %w4 = shape.cstr_eq %t, %t : tensor<?xindex>, tensor<?xindex>
  %1 = shape.assuming %w3 -> (memref<2xf32>) {
    %0 = memref.alloc() : memref<2xf32>
    shape.assuming_yield %0 : memref<2xf32>
  }
  shape.assuming %w {
    "test.foo"() : () -> ()
  }
  %2:2 = shape.assuming %w -> (memref<2xf32>, i1) {
    shape.assuming_yield %arg1, %c : memref<2xf32>, i1
  } {x = 1}
  return %1 : memref<2xf32>
}

// -----

func.func @broadcastable(%a: tensor<?xindex>, %b: tensor<?xindex>) -> !shape.witness {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %f = shape.const_witness false
  %all = shape.assuming_all %w, %f
  return %all : !shape.witness
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: !shape.witness, %arg1: memref<2xf32>, %arg2: i1, %arg3: tensor<?xindex>) -> memref<2xf32> {
// CHECK-NEXT: %0 = shape.const_witness true
// CHECK-NEXT: %1 = shape.cstr_require %arg2, "must hold"
// CHECK-NEXT: %2 = shape.assuming_all %0, %1, %arg0
// CHECK-NEXT: %3 = shape.cstr_eq %arg3, %arg3 : tensor<?xindex>, tensor<?xindex>
// CHECK-NEXT: %4 = shape.assuming %2 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: shape.assuming_yield %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: shape.assuming %0 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %5:2 = shape.assuming %0 -> (memref<2xf32>, i1) {
// CHECK-NEXT: shape.assuming_yield %arg1, %arg2 : memref<2xf32>, i1
// CHECK-NEXT: } {x = 1 : i64}
// CHECK-NEXT: return %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @broadcastable(%arg0: tensor<?xindex>, %arg1: tensor<?xindex>) -> !shape.witness {
// CHECK-NEXT: %0 = shape.cstr_broadcastable %arg0, %arg1 : tensor<?xindex>, tensor<?xindex>
// CHECK-NEXT: %1 = shape.const_witness false
// CHECK-NEXT: %2 = shape.assuming_all %0, %1
// CHECK-NEXT: return %2 : !shape.witness
// CHECK-NEXT: }
// CHECK-NEXT: }
