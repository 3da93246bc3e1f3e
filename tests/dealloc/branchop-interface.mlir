// Unstructured control flow: one dealloc per successor, ownership passed along as extra
// i1 block arguments, conditions conjoined with the branch condition.
// RUN: bufjit opt %s -ownership-based-buffer-deallocation -split-input-file | FileCheck %s

// A diamond: the allocation is forwarded on one side only.
//   bb0 -- cond_br --> bb1 --br--> bb3(%alloc)
//                  \-> bb2 --br--> bb3(%arg)
// CHECK: module {
// CHECK-NEXT: func.func @diamond(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = arith.andi %false, %arg0 : i1
// CHECK-NEXT: %1 = arith.andi %false_0, %arg0 : i1
// CHECK-NEXT: %2:2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%0, %1) retain (%arg1, %arg2 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %3 = arith.xori %true, %arg0 : i1
// CHECK-NEXT: %4 = arith.andi %false, %3 : i1
// CHECK-NEXT: %true_5 = arith.constant true
// CHECK-NEXT: %5 = arith.xori %true_5, %arg0 : i1
// CHECK-NEXT: %6 = arith.andi %false_0, %5 : i1
// CHECK-NEXT: %7:2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%4, %6) retain (%arg1, %arg2 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %8 = arith.select %arg0, %2#0, %7#0 : i1
// CHECK-NEXT: %9 = arith.select %arg0, %2#1, %7#1 : i1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %true_6 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: test.buffer_based in(%arg1 : memref<2xf32>) out(%alloc : memref<2xf32>)
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %10:2 = bufferization.dealloc (%base_buffer_7, %base_buffer_11, %base_buffer_15 : memref<f32>, memref<f32>, memref<f32>) if (%8, %9, %true_6) retain (%alloc, %arg2 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: cf.br ^bb3(%alloc, %10#0 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %base_buffer_19, %offset_20, %sizes_21, %strides_22 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_23, %offset_24, %sizes_25, %strides_26 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %11:2 = bufferization.dealloc (%base_buffer_19, %base_buffer_23 : memref<f32>, memref<f32>) if (%8, %9) retain (%arg1, %arg2 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: cf.br ^bb3(%arg1, %11#0 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb3(%12: memref<2xf32>, %13: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: test.copy(%12, %arg2) : (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %base_buffer_27, %offset_28, %sizes_29, %strides_30 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_31, %offset_32, %sizes_33, %strides_34 = memref.extract_strided_metadata %12 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_27, %base_buffer_31 : memref<f32>, memref<f32>) if (%9, %13)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @diamond(%c: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%arg : memref<2xf32>) out(%0 : memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb2:
  cf.br ^bb3(%arg : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  test.copy(%x, %out) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// The allocation dominates all blocks and is used after the join: it is live-in to
// every block and retained on every edge.
//   bb0(%alloc) -- cond_br --> bb1 --> bb2
//                          \---------> bb2
// CHECK: module {
// CHECK-NEXT: func.func @live_across(%arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = arith.andi %false, %arg0 : i1
// CHECK-NEXT: %1 = arith.andi %true, %arg0 : i1
// CHECK-NEXT: %2:2 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%0, %1) retain (%arg1, %alloc : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %true_4 = arith.constant true
// CHECK-NEXT: %3 = arith.xori %true_4, %arg0 : i1
// CHECK-NEXT: %4 = arith.andi %false, %3 : i1
// CHECK-NEXT: %true_5 = arith.constant true
// CHECK-NEXT: %5 = arith.xori %true_5, %arg0 : i1
// CHECK-NEXT: %6 = arith.andi %true, %5 : i1
// CHECK-NEXT: %7:2 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%4, %6) retain (%arg1, %alloc : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %8 = arith.select %arg0, %2#0, %7#0 : i1
// CHECK-NEXT: %9 = arith.select %arg0, %2#1, %7#1 : i1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %10:2 = bufferization.dealloc (%base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>) if (%8, %9) retain (%arg1, %alloc : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: test.copy(%alloc, %arg1) : (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_18, %offset_19, %sizes_20, %strides_21 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_14, %base_buffer_18 : memref<f32>, memref<f32>) if (%8, %9)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @live_across(%c: i1, %out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.read_buffer"(%0) : (memref<2xf32>) -> ()
  cf.br ^bb2
^bb2:
  test.copy(%0, %out) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// The same value is forwarded to both successors and also live in one of them: its
// ownership after the branch is a select of the two dealloc results.
// CHECK: module {
// CHECK-NEXT: func.func @forward_both(%arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = arith.andi %true, %arg0 : i1
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %2 = arith.xori %true_0, %arg0 : i1
// CHECK-NEXT: %3 = arith.andi %true, %2 : i1
// CHECK-NEXT: %4:2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%3) retain (%alloc, %alloc : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %5 = arith.select %arg0, %1, %4#1 : i1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%alloc, %1 : memref<2xf32>, i1), ^bb2(%alloc, %4#1 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb1(%6: memref<2xf32>, %7: i1):  // pred: ^bb0
// CHECK-NEXT: "test.read_buffer"(%6) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %6 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%7)
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%8: memref<2xf32>, %9: i1):  // pred: ^bb0
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %8 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_5, %base_buffer_9 : memref<f32>, memref<f32>) if (%5, %9)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @forward_both(%c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%0 : memref<2xf32>), ^bb2(%0 : memref<2xf32>)
^bb1(%a: memref<2xf32>):
  "test.read_buffer"(%a) : (memref<2xf32>) -> ()
  return
^bb2(%b: memref<2xf32>):
  "test.read_buffer"(%0) : (memref<2xf32>) -> ()
  return
}

// -----

// Memref and scalar block arguments mixed; the ownership arguments go at the end.
// CHECK: module {
// CHECK-NEXT: func.func @mixed_args(%arg0: index, %arg1: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0:2 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%alloc, %arg1 : memref<?xf32>, memref<?xf32>)
// CHECK-NEXT: cf.br ^bb1(%arg0, %alloc, %arg1, %0#0, %0#1 : index, memref<?xf32>, memref<?xf32>, i1, i1)
// CHECK-NEXT: ^bb1(%1: index, %2: memref<?xf32>, %3: memref<?xf32>, %4: i1, %5: i1):  // pred: ^bb0
// CHECK-NEXT: %true_4 = arith.constant true
// CHECK-NEXT: %alloc_5 = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT: "test.read_buffer"(%3) : (memref<?xf32>) -> ()
// CHECK-NEXT: "test.read_buffer"(%alloc_5) : (memref<?xf32>) -> ()
// CHECK-NEXT: %6 = scf.if %4 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %2 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %8 = bufferization.clone %2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %8 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_6 = arith.constant true
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %2 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %3 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %alloc_5 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_19, %offset_20, %sizes_21, %strides_22 = memref.extract_strided_metadata %6 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %7 = bufferization.dealloc (%base_buffer_7, %base_buffer_11, %base_buffer_15, %base_buffer_19 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%4, %5, %true_4, %true_6) retain (%6 : memref<?xf32>)
// CHECK-NEXT: return %6 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @mixed_args(%i: index, %m: memref<?xf32>) -> memref<?xf32> {
  %0 = memref.alloc(%i) : memref<?xf32>
  cf.br ^bb1(%i, %0, %m : index, memref<?xf32>, memref<?xf32>)
^bb1(%j: index, %x: memref<?xf32>, %y: memref<?xf32>):
  %1 = memref.alloc(%j) : memref<?xf32>
  "test.read_buffer"(%y) : (memref<?xf32>) -> ()
  "test.read_buffer"(%1) : (memref<?xf32>) -> ()
  return %x : memref<?xf32>
}

// -----

// A switch with only a default destination is a plain branch.
// CHECK: module {
// CHECK-NEXT: func.func @switch_default(%arg0: i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%alloc, %0 : memref<2xf32>, i1)]
// CHECK-NEXT: ^bb1(%1: memref<2xf32>, %2: i1):  // pred: ^bb0
// CHECK-NEXT: "test.read_buffer"(%1) : (memref<2xf32>) -> ()
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_0 : memref<f32>) if (%2)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @switch_default(%f: i32) {
  %0 = memref.alloc() : memref<2xf32>
  cf.switch %f : i32, [
    default: ^bb1(%0 : memref<2xf32>)
  ]
^bb1(%x: memref<2xf32>):
  "test.read_buffer"(%x) : (memref<2xf32>) -> ()
  return
}

// -----

// Unreachable blocks are left alone.
// CHECK: module {
// CHECK-NEXT: func.func @unreachable() {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT: return
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unreachable() {
  %0 = memref.alloc() : memref<2xf32>
  return
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  return
}

// -----

// A nested diamond with several owned values.
// CHECK: module {
// CHECK-NEXT: func.func @nested_diamond(%arg0: i1, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = arith.andi %true, %arg0 : i1
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %2 = arith.xori %true_0, %arg0 : i1
// CHECK-NEXT: %3 = arith.andi %true, %2 : i1
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer : memref<f32>) if (%3) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: %5 = arith.select %arg0, %1, %4 : i1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb4(%alloc, %4 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %alloc_2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %6 = arith.andi %5, %arg1 : i1
// CHECK-NEXT: %7 = arith.andi %true_1, %arg1 : i1
// CHECK-NEXT: %8 = bufferization.dealloc (%base_buffer_3, %base_buffer_7 : memref<f32>, memref<f32>) if (%6, %7) retain (%alloc_2 : memref<2xf32>)
// CHECK-NEXT: %true_11 = arith.constant true
// CHECK-NEXT: %9 = arith.xori %true_11, %arg1 : i1
// CHECK-NEXT: %10 = arith.andi %5, %9 : i1
// CHECK-NEXT: %true_12 = arith.constant true
// CHECK-NEXT: %11 = arith.xori %true_12, %arg1 : i1
// CHECK-NEXT: %12 = arith.andi %true_1, %11 : i1
// CHECK-NEXT: %13 = bufferization.dealloc (%base_buffer_3, %base_buffer_7 : memref<f32>, memref<f32>) if (%10, %12) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: cf.cond_br %arg1, ^bb2(%alloc_2, %8 : memref<2xf32>, i1), ^bb3
// CHECK-NEXT: ^bb2(%14: memref<2xf32>, %15: i1):  // pred: ^bb1
// CHECK-NEXT: %base_buffer_13, %offset_14, %sizes_15, %strides_16 = memref.extract_strided_metadata %14 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %16 = bufferization.dealloc (%base_buffer_13 : memref<f32>) if (%15) retain (%14 : memref<2xf32>)
// CHECK-NEXT: cf.br ^bb4(%14, %16 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %base_buffer_17, %offset_18, %sizes_19, %strides_20 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %17 = bufferization.dealloc (%base_buffer_17 : memref<f32>) if (%5) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: cf.br ^bb4(%alloc, %17 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb4(%18: memref<2xf32>, %19: i1):  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT: %20 = scf.if %19 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %18 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %22 = bufferization.clone %18 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %22 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_21 = arith.constant true
// CHECK-NEXT: %base_buffer_22, %offset_23, %sizes_24, %strides_25 = memref.extract_strided_metadata %18 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_26, %offset_27, %sizes_28, %strides_29 = memref.extract_strided_metadata %20 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %21 = bufferization.dealloc (%base_buffer_22, %base_buffer_26 : memref<f32>, memref<f32>) if (%19, %true_21) retain (%20 : memref<2xf32>)
// CHECK-NEXT: return %20 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested_diamond(%c: i1, %d: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb4(%0 : memref<2xf32>)
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  cf.cond_br %d, ^bb2(%1 : memref<2xf32>), ^bb3
^bb2(%a: memref<2xf32>):
  cf.br ^bb4(%a : memref<2xf32>)
^bb3:
  cf.br ^bb4(%0 : memref<2xf32>)
^bb4(%r: memref<2xf32>):
  return %r : memref<2xf32>
}
