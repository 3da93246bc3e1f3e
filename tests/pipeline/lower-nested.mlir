// Specialized lowerings run nested under func.func.
// RUN: bufjit opt %s --pass-pipeline="builtin.module(func.func(bufferization-lower-deallocations,cse,canonicalize))" | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @one(%arg0: memref<2xf32>, %arg1: i1, %arg2: memref<2xf32>) -> i1 {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg2 : memref<2xf32> -> index
// CHECK-NEXT: %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %1 = arith.andi %0, %arg1 : i1
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.cmpi eq, %intptr, %intptr_0 : index
// CHECK-NEXT: %3 = arith.andi %2, %arg1 : i1
// CHECK-NEXT: return %3 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @one(%m: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  return %0 : i1
}
