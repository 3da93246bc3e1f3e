// Calls: results are owned by the caller; with private-function-dynamic-ownership,
// private functions return an extra i1 per memref result and call sites use it.
// RUN: bufjit opt %s -ownership-based-buffer-deallocation -split-input-file | FileCheck %s
// RUN: bufjit opt %s -ownership-based-buffer-deallocation=private-function-dynamic-ownership=true -split-input-file | FileCheck %s --check-prefix=DYN

// A private callee defined in the module, a public one, and an external declaration.
// CHECK: module {
// CHECK-NEXT: func.func private @private_callee(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: test.copy(%arg0, %alloc) : (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @public_callee(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = scf.if %false -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %arg0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%0 : memref<2xf32>)
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @external_callee(memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: func.func @caller(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = call @private_callee(%arg0) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %1 = call @public_callee(%0) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %2 = call @external_callee(%1) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true_0, %true_1) retain (%2 : memref<2xf32>)
// CHECK-NEXT: return %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// DYN: module {
// DYN-NEXT: func.func private @private_callee(%arg0: memref<2xf32>) -> (memref<2xf32>, i1) {
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %alloc = memref.alloc() : memref<2xf32>
// DYN-NEXT: test.copy(%arg0, %alloc) : (memref<2xf32>, memref<2xf32>)
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %0 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%alloc : memref<2xf32>)
// DYN-NEXT: return %alloc, %0 : memref<2xf32>, i1
// DYN-NEXT: }
// DYN-NEXT: func.func @public_callee(%arg0: memref<2xf32>) -> memref<2xf32> {
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %0 = scf.if %false -> (memref<2xf32>) {
// DYN-NEXT: scf.yield %arg0 : memref<2xf32>
// DYN-NEXT: } else {
// DYN-NEXT: %2 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// DYN-NEXT: scf.yield %2 : memref<2xf32>
// DYN-NEXT: }
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%0 : memref<2xf32>)
// DYN-NEXT: return %0 : memref<2xf32>
// DYN-NEXT: }
// DYN-NEXT: func.func private @external_callee(memref<2xf32>) -> memref<2xf32>
// DYN-NEXT: func.func @caller(%arg0: memref<2xf32>) -> memref<2xf32> {
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %0:2 = call @private_callee(%arg0) : (memref<2xf32>) -> (memref<2xf32>, i1)
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %1 = call @public_callee(%0#0) : (memref<2xf32>) -> memref<2xf32>
// DYN-NEXT: %true_0 = arith.constant true
// DYN-NEXT: %2 = call @external_callee(%1) : (memref<2xf32>) -> memref<2xf32>
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5, %base_buffer_9 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false, %0#1, %true, %true_0) retain (%2 : memref<2xf32>)
// DYN-NEXT: return %2 : memref<2xf32>
// DYN-NEXT: }
// DYN-NEXT: }
func.func private @private_callee(%m: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  test.copy(%m, %0) : (memref<2xf32>, memref<2xf32>)
  return %0 : memref<2xf32>
}
func.func @public_callee(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}
func.func private @external_callee(memref<2xf32>) -> memref<2xf32>
func.func @caller(%arg: memref<2xf32>) -> memref<2xf32> {
  %0 = call @private_callee(%arg) : (memref<2xf32>) -> memref<2xf32>
  %1 = call @public_callee(%0) : (memref<2xf32>) -> memref<2xf32>
  %2 = call @external_callee(%1) : (memref<2xf32>) -> memref<2xf32>
  return %2 : memref<2xf32>
}

// -----

// A private function returning one of its arguments: with dynamic ownership no clone is
// needed, the ownership (false) is returned instead.
// CHECK: module {
// CHECK-NEXT: func.func private @pick(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> (memref<2xf32>, i32) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : memref<2xf32>
// CHECK-NEXT: %1 = arith.select %arg0, %false, %false_0 : i1
// CHECK-NEXT: %2 = scf.if %1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false, %false_0, %true) retain (%2 : memref<2xf32>)
// CHECK-NEXT: return %2, %c0_i32 : memref<2xf32>, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @use_pick(%arg0: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %0:2 = call @pick(%arg0, %alloc, %alloca) : (i1, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, i32)
// CHECK-NEXT: "test.read_buffer"(%0#0) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%true, %true_0)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// DYN: module {
// DYN-NEXT: func.func private @pick(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> (memref<2xf32>, i32, i1) {
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %false_0 = arith.constant false
// DYN-NEXT: %c0_i32 = arith.constant 0 : i32
// DYN-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : memref<2xf32>
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %1 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%false, %false_0) retain (%0 : memref<2xf32>)
// DYN-NEXT: return %0, %c0_i32, %1 : memref<2xf32>, i32, i1
// DYN-NEXT: }
// DYN-NEXT: func.func @use_pick(%arg0: i1) {
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %alloc = memref.alloc() : memref<2xf32>
// DYN-NEXT: %alloca = memref.alloca() : memref<2xf32>
// DYN-NEXT: %0:3 = call @pick(%arg0, %alloc, %alloca) : (i1, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, i32, i1)
// DYN-NEXT: "test.read_buffer"(%0#0) : (memref<2xf32>) -> ()
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%true, %0#2)
// DYN-NEXT: return
// DYN-NEXT: }
// DYN-NEXT: }
func.func private @pick(%c: i1, %a: memref<2xf32>, %b: memref<2xf32>) -> (memref<2xf32>, i32) {
  %i = arith.constant 0 : i32
  %0 = arith.select %c, %a, %b : memref<2xf32>
  return %0, %i : memref<2xf32>, i32
}
func.func @use_pick(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloca() : memref<2xf32>
  %r:2 = call @pick(%c, %a, %b) : (i1, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, i32)
  "test.read_buffer"(%r#0) : (memref<2xf32>) -> ()
  return
}

// -----

// A recursive private function, and a call without memref results.
// CHECK: module {
// CHECK-NEXT: func.func private @recursive(%arg0: index, %arg1: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT: %1:2 = scf.if %0 -> (memref<?xf32>, i1) {
// CHECK-NEXT: %false_10 = arith.constant false
// CHECK-NEXT: %4 = bufferization.dealloc retain (%arg1 : memref<?xf32>)
// CHECK-NEXT: scf.yield %arg1, %4 : memref<?xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true_10 = arith.constant true
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %4 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %true_11 = arith.constant true
// CHECK-NEXT: %5 = func.call @recursive(%4, %alloc) : (index, memref<?xf32>) -> memref<?xf32>
// CHECK-NEXT: %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %5 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %6 = bufferization.dealloc (%base_buffer_12, %base_buffer_16 : memref<f32>, memref<f32>) if (%true_10, %true_11) retain (%5 : memref<?xf32>)
// CHECK-NEXT: scf.yield %5, %6 : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: call @no_results() : () -> ()
// CHECK-NEXT: %2 = scf.if %1#1 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %1#0 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %1#0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %4 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %1#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %2 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %1#1, %true_1) retain (%2 : memref<?xf32>)
// CHECK-NEXT: return %2 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @no_results()
// CHECK-NEXT: }
// DYN: module {
// DYN-NEXT: func.func private @recursive(%arg0: index, %arg1: memref<?xf32>) -> (memref<?xf32>, i1) {
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %false_0 = arith.constant false
// DYN-NEXT: %c0 = arith.constant 0 : index
// DYN-NEXT: %0 = arith.cmpi eq, %arg0, %c0 : index
// DYN-NEXT: %1:2 = scf.if %0 -> (memref<?xf32>, i1) {
// DYN-NEXT: %false_5 = arith.constant false
// DYN-NEXT: %3 = bufferization.dealloc retain (%arg1 : memref<?xf32>)
// DYN-NEXT: scf.yield %arg1, %3 : memref<?xf32>, i1
// DYN-NEXT: } else {
// DYN-NEXT: %true_5 = arith.constant true
// DYN-NEXT: %c1 = arith.constant 1 : index
// DYN-NEXT: %3 = arith.subi %arg0, %c1 : index
// DYN-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// DYN-NEXT: %4:2 = func.call @recursive(%3, %alloc) : (index, memref<?xf32>) -> (memref<?xf32>, i1)
// DYN-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %4#0 : memref<?xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %5 = bufferization.dealloc (%base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>) if (%true_5, %4#1) retain (%4#0 : memref<?xf32>)
// DYN-NEXT: scf.yield %4#0, %5 : memref<?xf32>, i1
// DYN-NEXT: }
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: call @no_results() : () -> ()
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<?xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %1#0 : memref<?xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%false_0, %1#1) retain (%1#0 : memref<?xf32>)
// DYN-NEXT: return %1#0, %2 : memref<?xf32>, i1
// DYN-NEXT: }
// DYN-NEXT: func.func private @no_results()
// DYN-NEXT: }
func.func private @recursive(%n: index, %m: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %cmp = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %cmp -> memref<?xf32> {
    scf.yield %m : memref<?xf32>
  } else {
    %c1 = arith.constant 1 : index
    %n1 = arith.subi %n, %c1 : index
    %a = memref.alloc(%n) : memref<?xf32>
    %x = func.call @recursive(%n1, %a) : (index, memref<?xf32>) -> memref<?xf32>
    scf.yield %x : memref<?xf32>
  }
  func.call @no_results() : () -> ()
  return %r : memref<?xf32>
}
func.func private @no_results()

// -----

// Results of an indirect call are owned by the caller.
// CHECK: module {
// CHECK-NEXT: func.func @produce() -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @indirect() {
// CHECK-NEXT: %f = constant @produce : () -> memref<2xf32>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = call_indirect %f() : () -> memref<2xf32>
// CHECK-NEXT: "test.read_buffer"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// DYN: module {
// DYN-NEXT: func.func @produce() -> memref<2xf32> {
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %alloc = memref.alloc() : memref<2xf32>
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<2xf32>)
// DYN-NEXT: return %alloc : memref<2xf32>
// DYN-NEXT: }
// DYN-NEXT: func.func @indirect() {
// DYN-NEXT: %f = constant @produce : () -> memref<2xf32>
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %0 = call_indirect %f() : () -> memref<2xf32>
// DYN-NEXT: "test.read_buffer"(%0) : (memref<2xf32>) -> ()
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// DYN-NEXT: return
// DYN-NEXT: }
// DYN-NEXT: }
func.func @produce() -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  return %0 : memref<2xf32>
}
func.func @indirect() {
  %f = func.constant @produce : () -> memref<2xf32>
  %0 = func.call_indirect %f() : () -> memref<2xf32>
  "test.read_buffer"(%0) : (memref<2xf32>) -> ()
  return
}
