// Structured control flow: region-branch ops get an i1 result per memref result and an
// i1 operand per forwarded memref; their terminators pass ownership along.
// RUN: bufjit opt %s -ownership-based-buffer-deallocation -split-input-file | FileCheck %s

// scf.if yielding a fresh allocation or an argument.
// CHECK: module {
// CHECK-NEXT: func.func @if_alloc_or_arg(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_10 : memref<f32>) if (%true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %false_9 = arith.constant false
// CHECK-NEXT: %3 = bufferization.dealloc retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: scf.yield %arg1, %3 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @if_alloc_or_arg(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %0 = scf.if %c -> (memref<2xf32>) {
    %1 = memref.alloc() : memref<2xf32>
    scf.yield %1 : memref<2xf32>
  } else {
    scf.yield %arg : memref<2xf32>
  }
  return %0 : memref<2xf32>
}

// -----

// An allocation from the enclosing region used inside: not owned by the nested region.
// CHECK: module {
// CHECK-NEXT: func.func @if_captures(%arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %false_5 = arith.constant false
// CHECK-NEXT: %false_6 = arith.constant false
// CHECK-NEXT: test.copy(%alloc, %arg1) : (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%false_0, %true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @if_captures(%c: i1, %out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  scf.if %c {
    test.copy(%0, %out) : (memref<2xf32>, memref<2xf32>)
  }
  return
}

// -----

// scf.for with a memref iter_arg replaced by a new buffer each iteration.
// CHECK: module {
// CHECK-NEXT: func.func @for_iter_arg(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: test.copy(%arg5, %alloc) : (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg6, %true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_iter_arg(%lb: index, %ub: index, %s: index, %buf: memref<2xf32>) -> memref<2xf32> {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%it = %buf) -> (memref<2xf32>) {
    %1 = memref.alloc() : memref<2xf32>
    test.copy(%it, %1) : (memref<2xf32>, memref<2xf32>)
    scf.yield %1 : memref<2xf32>
  }
  return %0 : memref<2xf32>
}

// -----

// scf.for with a memref and an index iter_arg; the body allocates temporaries.
// CHECK: module {
// CHECK-NEXT: func.func @for_mixed(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0:3 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %arg0, %arg5 = %alloc, %arg6 = %false) -> (index, memref<4xf32>, i1) {
// CHECK-NEXT: %true_4 = arith.constant true
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc_5) : (memref<4xf32>) -> ()
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %arg5 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc_5 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>) if (%arg6, %true_4) retain (%arg5 : memref<4xf32>)
// CHECK-NEXT: scf.yield %arg3, %arg5, %1 : index, memref<4xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: "test.read_buffer"(%0#1) : (memref<4xf32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0#1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%true, %0#2)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_mixed(%lb: index, %ub: index, %s: index) {
  %0 = memref.alloc() : memref<4xf32>
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %lb, %m = %0) -> (index, memref<4xf32>) {
    %t = memref.alloc() : memref<4xf32>
    "test.read_buffer"(%t) : (memref<4xf32>) -> ()
    scf.yield %i, %m : index, memref<4xf32>
  }
  "test.read_buffer"(%r#1) : (memref<4xf32>) -> ()
  return
}

// -----

// scf.while forwarding a memref through both regions.
// CHECK: module {
// CHECK-NEXT: func.func @while_loop(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %false) : (memref<2xf32>, i1) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_9 : memref<f32>) if (%arg3) retain (%arg2 : memref<2xf32>)
// CHECK-NEXT: scf.condition(%arg1) %arg2, %3 : memref<2xf32>, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: memref<2xf32>, %arg3: i1):
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: test.copy(%arg2, %alloc) : (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg3, %true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @while_loop(%arg: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %0 = scf.while (%x = %arg) : (memref<2xf32>) -> memref<2xf32> {
    scf.condition(%c) %x : memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>):
    %1 = memref.alloc() : memref<2xf32>
    test.copy(%y, %1) : (memref<2xf32>, memref<2xf32>)
    scf.yield %1 : memref<2xf32>
  }
  return %0 : memref<2xf32>
}

// -----

// scf.execute_region with an unstructured body.
//   entry -- cond_br --> bb1 -->  bb2(%alloc) -> yield
//                    \---------> bb2(%arg)
// CHECK: module {
// CHECK-NEXT: func.func @execute_region(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = scf.execute_region -> (memref<2xf32>, i1) {
// CHECK-NEXT: %false_9 = arith.constant false
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: %3 = bufferization.dealloc retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %3 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %true_10 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer_11 : memref<f32>) if (%true_10) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: cf.br ^bb2(%alloc, %4 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb2(%5: memref<2xf32>, %6: i1):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %7 = bufferization.dealloc (%base_buffer_15 : memref<f32>) if (%6) retain (%5 : memref<2xf32>)
// CHECK-NEXT: scf.yield %5, %7 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @execute_region(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %0 = scf.execute_region -> memref<2xf32> {
    cf.cond_br %c, ^bb1, ^bb2(%arg : memref<2xf32>)
  ^bb1:
    %1 = memref.alloc() : memref<2xf32>
    cf.br ^bb2(%1 : memref<2xf32>)
  ^bb2(%x: memref<2xf32>):
    scf.yield %x : memref<2xf32>
  }
  return %0 : memref<2xf32>
}

// -----

// scf.index_switch with memref results.
// CHECK: module {
// CHECK-NEXT: func.func @index_switch(%arg0: index, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = scf.index_switch %arg0 -> memref<2xf32>, i1
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_10 : memref<f32>) if (%true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %false_9 = arith.constant false
// CHECK-NEXT: %3 = bufferization.dealloc retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: scf.yield %arg1, %3 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @index_switch(%i: index, %arg: memref<2xf32>) -> memref<2xf32> {
  %0 = scf.index_switch %i -> memref<2xf32>
  case 1 {
    %1 = memref.alloc() : memref<2xf32>
    scf.yield %1 : memref<2xf32>
  }
  default {
    scf.yield %arg : memref<2xf32>
  }
  return %0 : memref<2xf32>
}

// -----

// Nested scf.if inside scf.for: an allocation from the loop body is used in the if.
// CHECK: module {
// CHECK-NEXT: func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0:2 = scf.if %arg3 -> (memref<2xf32>, i1) {
// CHECK-NEXT: %false_5 = arith.constant false
// CHECK-NEXT: %1 = bufferization.dealloc retain (%alloc : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %1 : memref<2xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %true_5 = arith.constant true
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %alloc_6 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer_7 : memref<f32>) if (%true_5) retain (%alloc_6 : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc_6, %1 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: "test.read_buffer"(%0#0) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%true, %0#1)
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    %0 = memref.alloc() : memref<2xf32>
    %1 = scf.if %c -> memref<2xf32> {
      scf.yield %0 : memref<2xf32>
    } else {
      %2 = memref.alloc() : memref<2xf32>
      scf.yield %2 : memref<2xf32>
    }
    "test.read_buffer"(%1) : (memref<2xf32>) -> ()
  }
  return
}

// -----

// memref.alloca_scope and test.region_if.
// CHECK: module {
// CHECK-NEXT: func.func @other_region_ops(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %true_10 = arith.constant true
// CHECK-NEXT: %false_11 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: test.copy(%arg0, %alloc) : (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_12 : memref<f32>) if (%true_10)
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = test.region_if %arg0, %false: memref<2xf32>, i1 -> (memref<2xf32>, i1) then {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>, %arg2: i1):
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_10 : memref<f32>) if (%arg2) retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: test.region_if_yield %arg1, %3 : memref<2xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>, %arg2: i1):
// CHECK-NEXT: %true_10 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_11, %base_buffer_15 : memref<f32>, memref<f32>) if (%arg2, %true_10) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: test.region_if_yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT: } join {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>, %arg2: i1):
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_10 : memref<f32>) if (%arg2) retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: test.region_if_yield %arg1, %3 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6 : memref<f32>, memref<f32>, memref<f32>) if (%false_1, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @other_region_ops(%arg: memref<2xf32>) -> memref<2xf32> {
  memref.alloca_scope {
    %0 = memref.alloc() : memref<2xf32>
    test.copy(%arg, %0) : (memref<2xf32>, memref<2xf32>)
  }
  %1 = test.region_if %arg: memref<2xf32> -> memref<2xf32> then {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  } else {
  ^bb0(%x: memref<2xf32>):
    %2 = memref.alloc() : memref<2xf32>
    test.region_if_yield %2 : memref<2xf32>
  } join {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  }
  return %1 : memref<2xf32>
}

// -----

// Parallel loops: scf.parallel and scf.forall bodies free their own allocations.
// CHECK: module {
// CHECK-NEXT: func.func @parallel(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: scf.parallel (%arg3) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) in (%arg1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @parallel(%lb: index, %ub: index, %s: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %0 = memref.alloc() : memref<2xf32>
    "test.read_buffer"(%0) : (memref<2xf32>) -> ()
    scf.reduce
  }
  scf.forall (%j) in (%ub) {
    %0 = memref.alloc() : memref<2xf32>
    "test.read_buffer"(%0) : (memref<2xf32>) -> ()
  }
  return
}
