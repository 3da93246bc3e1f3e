// buffer-deallocation-pipeline with private-function-dynamic-ownership: private callees return
// ownership indicators.
// RUN: bufjit opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership=true | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func private @callee(%arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<2xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %0 : memref<2xf32> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.cmpi eq, %intptr, %intptr_0 : index
// CHECK-NEXT: return %0, %2 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT: %0:2 = call @callee(%arg0, %arg1) : (i1, memref<2xf32>) -> (memref<2xf32>, i1)
// CHECK-NEXT: "test.read_buffer"(%0#0) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: scf.if %0#1 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @callee(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = arith.select %c, %a, %m : memref<2xf32>
  return %r : memref<2xf32>
}

func.func @caller(%c: i1, %m: memref<2xf32>) {
  %0 = call @callee(%c, %m) : (i1, memref<2xf32>) -> memref<2xf32>
  "test.read_buffer"(%0) : (memref<2xf32>) -> ()
  return
}
