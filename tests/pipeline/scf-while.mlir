// scf.while loops carrying buffers through the deallocation pipeline: one buffer fresh every
// iteration, forwarded unchanged, two swapped, a while nested in scf.if and in scf.for, and one
// containing an scf.for. Expected output: mlir-opt 22's (tests/tools/gen-checks.py).
// RUN: bufjit opt %s -split-input-file --ownership-based-buffer-deallocation | FileCheck %s --check-prefix=OWN
// RUN: bufjit opt %s -split-input-file --ownership-based-buffer-deallocation --canonicalize --buffer-deallocation-simplification | FileCheck %s --check-prefix=SIMP
// RUN: bufjit opt %s -split-input-file --buffer-deallocation-pipeline | FileCheck %s

// OWN: module {
// OWN-NEXT: func.func @fresh_one(%arg0: index) -> memref<4xi64> {
// OWN-NEXT: %true = arith.constant true
// OWN-NEXT: %false = arith.constant false
// OWN-NEXT: %true_0 = arith.constant true
// OWN-NEXT: %c0 = arith.constant 0 : index
// OWN-NEXT: %c1 = arith.constant 1 : index
// OWN-NEXT: %alloc = memref.alloc() : memref<4xi64>
// OWN-NEXT: %0:3 = scf.while (%arg1 = %c0, %arg2 = %alloc, %arg3 = %false) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// OWN-NEXT: %3 = arith.cmpi ult, %arg1, %arg0 : index
// OWN-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %4 = bufferization.dealloc (%base_buffer_10 : memref<i64>) if (%arg3) retain (%arg2 : memref<4xi64>)
// OWN-NEXT: scf.condition(%3) %arg1, %arg2, %4 : index, memref<4xi64>, i1
// OWN-NEXT: } do {
// OWN-NEXT: ^bb0(%arg1: index, %arg2: memref<4xi64>, %arg3: i1):
// OWN-NEXT: %true_10 = arith.constant true
// OWN-NEXT: %3 = arith.addi %arg1, %c1 : index
// OWN-NEXT: %alloc_11 = memref.alloc() : memref<4xi64>
// OWN-NEXT: %4 = memref.load %arg2[%c0] : memref<4xi64>
// OWN-NEXT: memref.store %4, %alloc_11[%c0] : memref<4xi64>
// OWN-NEXT: %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %alloc_11 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %5 = bufferization.dealloc (%base_buffer_12, %base_buffer_16 : memref<i64>, memref<i64>) if (%arg3, %true_10) retain (%alloc_11 : memref<4xi64>)
// OWN-NEXT: scf.yield %3, %alloc_11, %5 : index, memref<4xi64>, i1
// OWN-NEXT: }
// OWN-NEXT: %alloc_1 = memref.alloc() : memref<4xi64>
// OWN-NEXT: %1 = memref.load %0#1[%c0] : memref<4xi64>
// OWN-NEXT: memref.store %1, %alloc_1[%c0] : memref<4xi64>
// OWN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %alloc_1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6 : memref<i64>, memref<i64>, memref<i64>) if (%true_0, %0#2, %true) retain (%alloc_1 : memref<4xi64>)
// OWN-NEXT: return %alloc_1 : memref<4xi64>
// OWN-NEXT: }
// OWN-NEXT: }
// SIMP: module {
// SIMP-NEXT: func.func @fresh_one(%arg0: index) -> memref<4xi64> {
// SIMP-NEXT: %true = arith.constant true
// SIMP-NEXT: %false = arith.constant false
// SIMP-NEXT: %c0 = arith.constant 0 : index
// SIMP-NEXT: %c1 = arith.constant 1 : index
// SIMP-NEXT: %alloc = memref.alloc() : memref<4xi64>
// SIMP-NEXT: %0:3 = scf.while (%arg1 = %c0, %arg2 = %alloc, %arg3 = %false) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// SIMP-NEXT: %2 = arith.cmpi ult, %arg1, %arg0 : index
// SIMP-NEXT: scf.condition(%2) %arg1, %arg2, %arg3 : index, memref<4xi64>, i1
// SIMP-NEXT: } do {
// SIMP-NEXT: ^bb0(%arg1: index, %arg2: memref<4xi64>, %arg3: i1):
// SIMP-NEXT: %2 = arith.addi %arg1, %c1 : index
// SIMP-NEXT: %alloc_1 = memref.alloc() : memref<4xi64>
// SIMP-NEXT: %3 = memref.load %arg2[%c0] : memref<4xi64>
// SIMP-NEXT: memref.store %3, %alloc_1[%c0] : memref<4xi64>
// SIMP-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: bufferization.dealloc (%base_buffer_2 : memref<i64>) if (%arg3)
// SIMP-NEXT: scf.yield %2, %alloc_1, %true : index, memref<4xi64>, i1
// SIMP-NEXT: }
// SIMP-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// SIMP-NEXT: %1 = memref.load %0#1[%c0] : memref<4xi64>
// SIMP-NEXT: memref.store %1, %alloc_0[%c0] : memref<4xi64>
// SIMP-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: bufferization.dealloc (%alloc, %base_buffer : memref<4xi64>, memref<i64>) if (%true, %0#2)
// SIMP-NEXT: return %alloc_0 : memref<4xi64>
// SIMP-NEXT: }
// SIMP-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @fresh_one(%arg0: index) -> memref<4xi64> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %0:3 = scf.while (%arg1 = %c0, %arg2 = %alloc, %arg3 = %false) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// CHECK-NEXT: %4 = arith.cmpi ult, %arg1, %arg0 : index
// CHECK-NEXT: scf.condition(%4) %arg1, %arg2, %arg3 : index, memref<4xi64>, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: memref<4xi64>, %arg3: i1):
// CHECK-NEXT: %4 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %alloc_11 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %5 = memref.load %arg2[%c0] : memref<4xi64>
// CHECK-NEXT: memref.store %5, %alloc_11[%c0] : memref<4xi64>
// CHECK-NEXT: %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: memref.dealloc %base_buffer_12 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4, %alloc_11, %true : index, memref<4xi64>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %1 = memref.load %0#1[%c0] : memref<4xi64>
// CHECK-NEXT: memref.store %1, %alloc_0[%c0] : memref<4xi64>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<0xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr, %alloc_1[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_4 = memref.extract_aligned_pointer_as_index %base_buffer : memref<i64> -> index
// CHECK-NEXT: memref.store %intptr_4, %alloc_1[%c1] : memref<2xindex>
// CHECK-NEXT: memref.store %true, %alloc_2[%c0] : memref<2xi1>
// CHECK-NEXT: memref.store %0#2, %alloc_2[%c1] : memref<2xi1>
// CHECK-NEXT: %cast = memref.cast %alloc_1 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_2 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_6 = memref.cast %alloc_3 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<0xi1>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_8 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %2 = memref.load %alloc_7[%c0] : memref<2xi1>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.load %alloc_7[%c1] : memref<2xi1>
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_3 : memref<0xindex>
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<0xi1>
// CHECK-NEXT: return %alloc_0 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: %10 = arith.ori %9, %1 : i1
// CHECK-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT: scf.yield %7 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.andi %3, %1 : i1
// CHECK-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @fresh_one(%n: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xi64>
  %w:2 = scf.while (%i = %c0, %b = %a) : (index, memref<4xi64>) -> (index, memref<4xi64>) {
    %p = arith.cmpi ult, %i, %n : index
    scf.condition(%p) %i, %b : index, memref<4xi64>
  } do {
  ^bb0(%i: index, %b: memref<4xi64>):
    %j = arith.addi %i, %c1 : index
    %new = memref.alloc() : memref<4xi64>
    %x = memref.load %b[%c0] : memref<4xi64>
    memref.store %x, %new[%c0] : memref<4xi64>
    scf.yield %j, %new : index, memref<4xi64>
  }
  %r = memref.alloc() : memref<4xi64>
  %x = memref.load %w#1[%c0] : memref<4xi64>
  memref.store %x, %r[%c0] : memref<4xi64>
  return %r : memref<4xi64>
}

// -----

// OWN: module {
// OWN-NEXT: func.func @forwarded(%arg0: index, %arg1: memref<4xi64>) -> i64 {
// OWN-NEXT: %false = arith.constant false
// OWN-NEXT: %false_0 = arith.constant false
// OWN-NEXT: %c0 = arith.constant 0 : index
// OWN-NEXT: %c1 = arith.constant 1 : index
// OWN-NEXT: %0:3 = scf.while (%arg2 = %c0, %arg3 = %arg1, %arg4 = %false) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// OWN-NEXT: %2 = arith.cmpi ult, %arg2, %arg0 : index
// OWN-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %3 = bufferization.dealloc (%base_buffer_5 : memref<i64>) if (%arg4) retain (%arg3 : memref<4xi64>)
// OWN-NEXT: scf.condition(%2) %arg2, %arg3, %3 : index, memref<4xi64>, i1
// OWN-NEXT: } do {
// OWN-NEXT: ^bb0(%arg2: index, %arg3: memref<4xi64>, %arg4: i1):
// OWN-NEXT: %2 = arith.addi %arg2, %c1 : index
// OWN-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %3 = bufferization.dealloc (%base_buffer_5 : memref<i64>) if (%arg4) retain (%arg3 : memref<4xi64>)
// OWN-NEXT: scf.yield %2, %arg3, %3 : index, memref<4xi64>, i1
// OWN-NEXT: }
// OWN-NEXT: %1 = memref.load %0#1[%c0] : memref<4xi64>
// OWN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<i64>, memref<i64>) if (%false_0, %0#2)
// OWN-NEXT: return %1 : i64
// OWN-NEXT: }
// OWN-NEXT: }
// SIMP: module {
// SIMP-NEXT: func.func @forwarded(%arg0: index, %arg1: memref<4xi64>) -> i64 {
// SIMP-NEXT: %false = arith.constant false
// SIMP-NEXT: %c0 = arith.constant 0 : index
// SIMP-NEXT: %c1 = arith.constant 1 : index
// SIMP-NEXT: %0:2 = scf.while (%arg2 = %c0, %arg3 = %false) : (index, i1) -> (index, i1) {
// SIMP-NEXT: %2 = arith.cmpi ult, %arg2, %arg0 : index
// SIMP-NEXT: scf.condition(%2) %arg2, %arg3 : index, i1
// SIMP-NEXT: } do {
// SIMP-NEXT: ^bb0(%arg2: index, %arg3: i1):
// SIMP-NEXT: %2 = arith.addi %arg2, %c1 : index
// SIMP-NEXT: scf.yield %2, %arg3 : index, i1
// SIMP-NEXT: }
// SIMP-NEXT: %1 = memref.load %arg1[%c0] : memref<4xi64>
// SIMP-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: bufferization.dealloc (%base_buffer : memref<i64>) if (%0#1)
// SIMP-NEXT: return %1 : i64
// SIMP-NEXT: }
// SIMP-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @forwarded(%arg0: index, %arg1: memref<4xi64>) -> i64 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c0] : memref<4xi64>
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @forwarded(%n: index, %a: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w:2 = scf.while (%i = %c0, %b = %a) : (index, memref<4xi64>) -> (index, memref<4xi64>) {
    %p = arith.cmpi ult, %i, %n : index
    scf.condition(%p) %i, %b : index, memref<4xi64>
  } do {
  ^bb0(%i: index, %b: memref<4xi64>):
    %j = arith.addi %i, %c1 : index
    scf.yield %j, %b : index, memref<4xi64>
  }
  %x = memref.load %w#1[%c0] : memref<4xi64>
  return %x : i64
}

// -----

// OWN: module {
// OWN-NEXT: func.func @swapped(%arg0: index) -> i64 {
// OWN-NEXT: %false = arith.constant false
// OWN-NEXT: %true = arith.constant true
// OWN-NEXT: %true_0 = arith.constant true
// OWN-NEXT: %c0 = arith.constant 0 : index
// OWN-NEXT: %c1 = arith.constant 1 : index
// OWN-NEXT: %alloc = memref.alloc() : memref<4xi64>
// OWN-NEXT: %alloc_1 = memref.alloc() : memref<4xi64>
// OWN-NEXT: %0:5 = scf.while (%arg1 = %c0, %arg2 = %alloc, %arg3 = %alloc_1, %arg4 = %false, %arg5 = %false) : (index, memref<4xi64>, memref<4xi64>, i1, i1) -> (index, memref<4xi64>, memref<4xi64>, i1, i1) {
// OWN-NEXT: %2 = arith.cmpi ult, %arg1, %arg0 : index
// OWN-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_18, %offset_19, %sizes_20, %strides_21 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %3:2 = bufferization.dealloc (%base_buffer_14, %base_buffer_18 : memref<i64>, memref<i64>) if (%arg4, %arg5) retain (%arg2, %arg3 : memref<4xi64>, memref<4xi64>)
// OWN-NEXT: scf.condition(%2) %arg1, %arg2, %arg3, %3#0, %3#1 : index, memref<4xi64>, memref<4xi64>, i1, i1
// OWN-NEXT: } do {
// OWN-NEXT: ^bb0(%arg1: index, %arg2: memref<4xi64>, %arg3: memref<4xi64>, %arg4: i1, %arg5: i1):
// OWN-NEXT: %2 = arith.addi %arg1, %c1 : index
// OWN-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_18, %offset_19, %sizes_20, %strides_21 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %3:2 = bufferization.dealloc (%base_buffer_14, %base_buffer_18 : memref<i64>, memref<i64>) if (%arg4, %arg5) retain (%arg3, %arg2 : memref<4xi64>, memref<4xi64>)
// OWN-NEXT: scf.yield %2, %arg3, %arg2, %3#0, %3#1 : index, memref<4xi64>, memref<4xi64>, i1, i1
// OWN-NEXT: }
// OWN-NEXT: %1 = memref.load %0#1[%c0] : memref<4xi64>
// OWN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc_1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %0#2 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6, %base_buffer_10 : memref<i64>, memref<i64>, memref<i64>, memref<i64>) if (%true_0, %true, %0#3, %0#4)
// OWN-NEXT: return %1 : i64
// OWN-NEXT: }
// OWN-NEXT: }
// SIMP: module {
// SIMP-NEXT: func.func @swapped(%arg0: index) -> i64 {
// SIMP-NEXT: %false = arith.constant false
// SIMP-NEXT: %true = arith.constant true
// SIMP-NEXT: %c0 = arith.constant 0 : index
// SIMP-NEXT: %c1 = arith.constant 1 : index
// SIMP-NEXT: %alloc = memref.alloc() : memref<4xi64>
// SIMP-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// SIMP-NEXT: %0:5 = scf.while (%arg1 = %c0, %arg2 = %alloc, %arg3 = %alloc_0, %arg4 = %false, %arg5 = %false) : (index, memref<4xi64>, memref<4xi64>, i1, i1) -> (index, memref<4xi64>, memref<4xi64>, i1, i1) {
// SIMP-NEXT: %2 = arith.cmpi ult, %arg1, %arg0 : index
// SIMP-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: %3:2 = bufferization.dealloc (%base_buffer_5, %base_buffer_9 : memref<i64>, memref<i64>) if (%arg4, %arg5) retain (%arg2, %arg3 : memref<4xi64>, memref<4xi64>)
// SIMP-NEXT: scf.condition(%2) %arg1, %arg2, %arg3, %3#0, %3#1 : index, memref<4xi64>, memref<4xi64>, i1, i1
// SIMP-NEXT: } do {
// SIMP-NEXT: ^bb0(%arg1: index, %arg2: memref<4xi64>, %arg3: memref<4xi64>, %arg4: i1, %arg5: i1):
// SIMP-NEXT: %2 = arith.addi %arg1, %c1 : index
// SIMP-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: %3:2 = bufferization.dealloc (%base_buffer_5, %base_buffer_9 : memref<i64>, memref<i64>) if (%arg4, %arg5) retain (%arg3, %arg2 : memref<4xi64>, memref<4xi64>)
// SIMP-NEXT: scf.yield %2, %arg3, %arg2, %3#0, %3#1 : index, memref<4xi64>, memref<4xi64>, i1, i1
// SIMP-NEXT: }
// SIMP-NEXT: %1 = memref.load %0#1[%c0] : memref<4xi64>
// SIMP-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#2 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: bufferization.dealloc (%alloc, %alloc_0, %base_buffer, %base_buffer_1 : memref<4xi64>, memref<4xi64>, memref<i64>, memref<i64>) if (%true, %true, %0#3, %0#4)
// SIMP-NEXT: return %1 : i64
// SIMP-NEXT: }
// SIMP-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @swapped(%arg0: index) -> i64 {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %0:5 = scf.while (%arg1 = %c0, %arg2 = %alloc, %arg3 = %alloc_0, %arg4 = %false, %arg5 = %false) : (index, memref<4xi64>, memref<4xi64>, i1, i1) -> (index, memref<4xi64>, memref<4xi64>, i1, i1) {
// CHECK-NEXT: %6 = arith.cmpi ult, %arg1, %arg0 : index
// CHECK-NEXT: %base_buffer_17, %offset_18, %sizes_19, %strides_20 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %base_buffer_21, %offset_22, %sizes_23, %strides_24 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %alloc_25 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_26 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_27 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %intptr_28 = memref.extract_aligned_pointer_as_index %base_buffer_17 : memref<i64> -> index
// CHECK-NEXT: memref.store %intptr_28, %alloc_25[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_29 = memref.extract_aligned_pointer_as_index %base_buffer_21 : memref<i64> -> index
// CHECK-NEXT: memref.store %intptr_29, %alloc_25[%c1] : memref<2xindex>
// CHECK-NEXT: memref.store %arg4, %alloc_26[%c0] : memref<2xi1>
// CHECK-NEXT: memref.store %arg5, %alloc_26[%c1] : memref<2xi1>
// CHECK-NEXT: %intptr_30 = memref.extract_aligned_pointer_as_index %arg2 : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr_30, %alloc_27[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_31 = memref.extract_aligned_pointer_as_index %arg3 : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr_31, %alloc_27[%c1] : memref<2xindex>
// CHECK-NEXT: %cast_32 = memref.cast %alloc_25 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_33 = memref.cast %alloc_26 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_34 = memref.cast %alloc_27 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_35 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_36 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %cast_37 = memref.cast %alloc_35 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_38 = memref.cast %alloc_36 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: func.call @dealloc_helper(%cast_32, %cast_34, %cast_33, %cast_37, %cast_38) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %7 = memref.load %alloc_35[%c0] : memref<2xi1>
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: memref.dealloc %base_buffer_17 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: %8 = memref.load %alloc_35[%c1] : memref<2xi1>
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: memref.dealloc %base_buffer_21 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: %9 = memref.load %alloc_36[%c0] : memref<2xi1>
// CHECK-NEXT: %10 = memref.load %alloc_36[%c1] : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_25 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_27 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_26 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_35 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_36 : memref<2xi1>
// CHECK-NEXT: scf.condition(%6) %arg1, %arg2, %arg3, %9, %10 : index, memref<4xi64>, memref<4xi64>, i1, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: memref<4xi64>, %arg3: memref<4xi64>, %arg4: i1, %arg5: i1):
// CHECK-NEXT: %6 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %base_buffer_17, %offset_18, %sizes_19, %strides_20 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %base_buffer_21, %offset_22, %sizes_23, %strides_24 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %alloc_25 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_26 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_27 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %intptr_28 = memref.extract_aligned_pointer_as_index %base_buffer_17 : memref<i64> -> index
// CHECK-NEXT: memref.store %intptr_28, %alloc_25[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_29 = memref.extract_aligned_pointer_as_index %base_buffer_21 : memref<i64> -> index
// CHECK-NEXT: memref.store %intptr_29, %alloc_25[%c1] : memref<2xindex>
// CHECK-NEXT: memref.store %arg4, %alloc_26[%c0] : memref<2xi1>
// CHECK-NEXT: memref.store %arg5, %alloc_26[%c1] : memref<2xi1>
// CHECK-NEXT: %intptr_30 = memref.extract_aligned_pointer_as_index %arg3 : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr_30, %alloc_27[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_31 = memref.extract_aligned_pointer_as_index %arg2 : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr_31, %alloc_27[%c1] : memref<2xindex>
// CHECK-NEXT: %cast_32 = memref.cast %alloc_25 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_33 = memref.cast %alloc_26 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_34 = memref.cast %alloc_27 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_35 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_36 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %cast_37 = memref.cast %alloc_35 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_38 = memref.cast %alloc_36 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: func.call @dealloc_helper(%cast_32, %cast_34, %cast_33, %cast_37, %cast_38) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %7 = memref.load %alloc_35[%c0] : memref<2xi1>
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: memref.dealloc %base_buffer_17 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: %8 = memref.load %alloc_35[%c1] : memref<2xi1>
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: memref.dealloc %base_buffer_21 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: %9 = memref.load %alloc_36[%c0] : memref<2xi1>
// CHECK-NEXT: %10 = memref.load %alloc_36[%c1] : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_25 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_27 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_26 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_35 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_36 : memref<2xi1>
// CHECK-NEXT: scf.yield %6, %arg3, %arg2, %9, %10 : index, memref<4xi64>, memref<4xi64>, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %0#1[%c0] : memref<4xi64>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#2 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<4xindex>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<4xi1>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<0xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr, %alloc_5[%c0] : memref<4xindex>
// CHECK-NEXT: %intptr_8 = memref.extract_aligned_pointer_as_index %alloc_0 : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr_8, %alloc_5[%c1] : memref<4xindex>
// CHECK-NEXT: %intptr_9 = memref.extract_aligned_pointer_as_index %base_buffer : memref<i64> -> index
// CHECK-NEXT: memref.store %intptr_9, %alloc_5[%c2] : memref<4xindex>
// CHECK-NEXT: %intptr_10 = memref.extract_aligned_pointer_as_index %base_buffer_1 : memref<i64> -> index
// CHECK-NEXT: memref.store %intptr_10, %alloc_5[%c3] : memref<4xindex>
// CHECK-NEXT: memref.store %true, %alloc_6[%c0] : memref<4xi1>
// CHECK-NEXT: memref.store %true, %alloc_6[%c1] : memref<4xi1>
// CHECK-NEXT: memref.store %0#3, %alloc_6[%c2] : memref<4xi1>
// CHECK-NEXT: memref.store %0#4, %alloc_6[%c3] : memref<4xi1>
// CHECK-NEXT: %cast = memref.cast %alloc_5 : memref<4xindex> to memref<?xindex>
// CHECK-NEXT: %cast_11 = memref.cast %alloc_6 : memref<4xi1> to memref<?xi1>
// CHECK-NEXT: %cast_12 = memref.cast %alloc_7 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_13 = memref.alloc() : memref<4xi1>
// CHECK-NEXT: %alloc_14 = memref.alloc() : memref<0xi1>
// CHECK-NEXT: %cast_15 = memref.cast %alloc_13 : memref<4xi1> to memref<?xi1>
// CHECK-NEXT: %cast_16 = memref.cast %alloc_14 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_12, %cast_11, %cast_15, %cast_16) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %2 = memref.load %alloc_13[%c0] : memref<4xi1>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.load %alloc_13[%c1] : memref<4xi1>
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %4 = memref.load %alloc_13[%c2] : memref<4xi1>
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = memref.load %alloc_13[%c3] : memref<4xi1>
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: memref.dealloc %base_buffer_1 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_5 : memref<4xindex>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<0xindex>
// CHECK-NEXT: memref.dealloc %alloc_6 : memref<4xi1>
// CHECK-NEXT: memref.dealloc %alloc_13 : memref<4xi1>
// CHECK-NEXT: memref.dealloc %alloc_14 : memref<0xi1>
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: %10 = arith.ori %9, %1 : i1
// CHECK-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT: scf.yield %7 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.andi %3, %1 : i1
// CHECK-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @swapped(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xi64>
  %b = memref.alloc() : memref<4xi64>
  %w:3 = scf.while (%i = %c0, %x = %a, %y = %b) : (index, memref<4xi64>, memref<4xi64>) -> (index, memref<4xi64>, memref<4xi64>) {
    %p = arith.cmpi ult, %i, %n : index
    scf.condition(%p) %i, %x, %y : index, memref<4xi64>, memref<4xi64>
  } do {
  ^bb0(%i: index, %x: memref<4xi64>, %y: memref<4xi64>):
    %j = arith.addi %i, %c1 : index
    scf.yield %j, %y, %x : index, memref<4xi64>, memref<4xi64>
  }
  %v = memref.load %w#1[%c0] : memref<4xi64>
  return %v : i64
}

// -----

// OWN: module {
// OWN-NEXT: func.func @nested_in_if(%arg0: i1, %arg1: index) -> memref<4xi64> {
// OWN-NEXT: %false = arith.constant false
// OWN-NEXT: %c0 = arith.constant 0 : index
// OWN-NEXT: %c1 = arith.constant 1 : index
// OWN-NEXT: %0:2 = scf.if %arg0 -> (memref<4xi64>, i1) {
// OWN-NEXT: %false_4 = arith.constant false
// OWN-NEXT: %true_5 = arith.constant true
// OWN-NEXT: %alloc = memref.alloc() : memref<4xi64>
// OWN-NEXT: %3:3 = scf.while (%arg2 = %c0, %arg3 = %alloc, %arg4 = %false_4) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// OWN-NEXT: %5 = arith.cmpi ult, %arg2, %arg1 : index
// OWN-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %6 = bufferization.dealloc (%base_buffer_14 : memref<i64>) if (%arg4) retain (%arg3 : memref<4xi64>)
// OWN-NEXT: scf.condition(%5) %arg2, %arg3, %6 : index, memref<4xi64>, i1
// OWN-NEXT: } do {
// OWN-NEXT: ^bb0(%arg2: index, %arg3: memref<4xi64>, %arg4: i1):
// OWN-NEXT: %true_14 = arith.constant true
// OWN-NEXT: %5 = arith.addi %arg2, %c1 : index
// OWN-NEXT: %alloc_15 = memref.alloc() : memref<4xi64>
// OWN-NEXT: %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %alloc_15 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %6 = bufferization.dealloc (%base_buffer_16, %base_buffer_20 : memref<i64>, memref<i64>) if (%arg4, %true_14) retain (%alloc_15 : memref<4xi64>)
// OWN-NEXT: scf.yield %5, %alloc_15, %6 : index, memref<4xi64>, i1
// OWN-NEXT: }
// OWN-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %alloc : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %3#1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %4 = bufferization.dealloc (%base_buffer_6, %base_buffer_10 : memref<i64>, memref<i64>) if (%true_5, %3#2) retain (%3#1 : memref<4xi64>)
// OWN-NEXT: scf.yield %3#1, %4 : memref<4xi64>, i1
// OWN-NEXT: } else {
// OWN-NEXT: %true_4 = arith.constant true
// OWN-NEXT: %alloc = memref.alloc() : memref<4xi64>
// OWN-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %alloc : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %3 = bufferization.dealloc (%base_buffer_5 : memref<i64>) if (%true_4) retain (%alloc : memref<4xi64>)
// OWN-NEXT: scf.yield %alloc, %3 : memref<4xi64>, i1
// OWN-NEXT: }
// OWN-NEXT: %1 = scf.if %0#1 -> (memref<4xi64>) {
// OWN-NEXT: scf.yield %0#0 : memref<4xi64>
// OWN-NEXT: } else {
// OWN-NEXT: %3 = bufferization.clone %0#0 : memref<4xi64> to memref<4xi64>
// OWN-NEXT: scf.yield %3 : memref<4xi64>
// OWN-NEXT: }
// OWN-NEXT: %true = arith.constant true
// OWN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<i64>, memref<i64>) if (%0#1, %true) retain (%1 : memref<4xi64>)
// OWN-NEXT: return %1 : memref<4xi64>
// OWN-NEXT: }
// OWN-NEXT: }
// SIMP: module {
// SIMP-NEXT: func.func @nested_in_if(%arg0: i1, %arg1: index) -> memref<4xi64> {
// SIMP-NEXT: %true = arith.constant true
// SIMP-NEXT: %false = arith.constant false
// SIMP-NEXT: %c0 = arith.constant 0 : index
// SIMP-NEXT: %c1 = arith.constant 1 : index
// SIMP-NEXT: %0:2 = scf.if %arg0 -> (memref<4xi64>, i1) {
// SIMP-NEXT: %alloc = memref.alloc() : memref<4xi64>
// SIMP-NEXT: %3:3 = scf.while (%arg2 = %c0, %arg3 = %alloc, %arg4 = %false) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// SIMP-NEXT: %6 = arith.cmpi ult, %arg2, %arg1 : index
// SIMP-NEXT: scf.condition(%6) %arg2, %arg3, %arg4 : index, memref<4xi64>, i1
// SIMP-NEXT: } do {
// SIMP-NEXT: ^bb0(%arg2: index, %arg3: memref<4xi64>, %arg4: i1):
// SIMP-NEXT: %6 = arith.addi %arg2, %c1 : index
// SIMP-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// SIMP-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: bufferization.dealloc (%base_buffer_1 : memref<i64>) if (%arg4)
// SIMP-NEXT: scf.yield %6, %alloc_0, %true : index, memref<4xi64>, i1
// SIMP-NEXT: }
// SIMP-NEXT: %4 = bufferization.dealloc (%alloc : memref<4xi64>) if (%true) retain (%3#1 : memref<4xi64>)
// SIMP-NEXT: %5 = arith.ori %4, %3#2 : i1
// SIMP-NEXT: scf.yield %3#1, %5 : memref<4xi64>, i1
// SIMP-NEXT: } else {
// SIMP-NEXT: %alloc = memref.alloc() : memref<4xi64>
// SIMP-NEXT: scf.yield %alloc, %true : memref<4xi64>, i1
// SIMP-NEXT: }
// SIMP-NEXT: %1 = scf.if %0#1 -> (memref<4xi64>) {
// SIMP-NEXT: scf.yield %0#0 : memref<4xi64>
// SIMP-NEXT: } else {
// SIMP-NEXT: %3 = bufferization.clone %0#0 : memref<4xi64> to memref<4xi64>
// SIMP-NEXT: scf.yield %3 : memref<4xi64>
// SIMP-NEXT: }
// SIMP-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: %2 = bufferization.dealloc (%base_buffer : memref<i64>) if (%0#1) retain (%1 : memref<4xi64>)
// SIMP-NEXT: return %1 : memref<4xi64>
// SIMP-NEXT: }
// SIMP-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @nested_in_if(%arg0: i1, %arg1: index) -> memref<4xi64> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (memref<4xi64>, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %4:3 = scf.while (%arg2 = %c0, %arg3 = %alloc, %arg4 = %false) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// CHECK-NEXT: %8 = arith.cmpi ult, %arg2, %arg1 : index
// CHECK-NEXT: scf.condition(%8) %arg2, %arg3, %arg4 : index, memref<4xi64>, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: memref<4xi64>, %arg4: i1):
// CHECK-NEXT: %8 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: memref.dealloc %base_buffer_4 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %8, %alloc_3, %true : index, memref<4xi64>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %alloc : memref<4xi64> -> index
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %4#1 : memref<4xi64> -> index
// CHECK-NEXT: %5 = arith.cmpi ne, %intptr_1, %intptr_2 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %6 = arith.cmpi eq, %intptr_1, %intptr_2 : index
// CHECK-NEXT: %7 = arith.ori %6, %4#2 : i1
// CHECK-NEXT: scf.yield %4#1, %7 : memref<4xi64>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: scf.yield %alloc, %true : memref<4xi64>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<4xi64>) {
// CHECK-NEXT: scf.yield %0#0 : memref<4xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0#0 : memref<4xi64> to memref<4xi64>
// CHECK-NEXT: scf.yield %4 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<i64> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %1 : memref<4xi64> -> index
// CHECK-NEXT: %2 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %3 = arith.andi %2, %0#1 : i1
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested_in_if(%c: i1, %n: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (memref<4xi64>) {
    %a = memref.alloc() : memref<4xi64>
    %w:2 = scf.while (%i = %c0, %b = %a) : (index, memref<4xi64>) -> (index, memref<4xi64>) {
      %p = arith.cmpi ult, %i, %n : index
      scf.condition(%p) %i, %b : index, memref<4xi64>
    } do {
    ^bb0(%i: index, %b: memref<4xi64>):
      %j = arith.addi %i, %c1 : index
      %new = memref.alloc() : memref<4xi64>
      scf.yield %j, %new : index, memref<4xi64>
    }
    scf.yield %w#1 : memref<4xi64>
  } else {
    %z = memref.alloc() : memref<4xi64>
    scf.yield %z : memref<4xi64>
  }
  return %r : memref<4xi64>
}

// -----

// OWN: module {
// OWN-NEXT: func.func @containing_for(%arg0: index) -> memref<4xi64> {
// OWN-NEXT: %false = arith.constant false
// OWN-NEXT: %true = arith.constant true
// OWN-NEXT: %c0 = arith.constant 0 : index
// OWN-NEXT: %c1 = arith.constant 1 : index
// OWN-NEXT: %alloc = memref.alloc() : memref<4xi64>
// OWN-NEXT: %0:3 = scf.while (%arg1 = %c0, %arg2 = %alloc, %arg3 = %false) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// OWN-NEXT: %3 = arith.cmpi ult, %arg1, %arg0 : index
// OWN-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %4 = bufferization.dealloc (%base_buffer_9 : memref<i64>) if (%arg3) retain (%arg2 : memref<4xi64>)
// OWN-NEXT: scf.condition(%3) %arg1, %arg2, %4 : index, memref<4xi64>, i1
// OWN-NEXT: } do {
// OWN-NEXT: ^bb0(%arg1: index, %arg2: memref<4xi64>, %arg3: i1):
// OWN-NEXT: %false_9 = arith.constant false
// OWN-NEXT: %3 = arith.addi %arg1, %c1 : index
// OWN-NEXT: %4:2 = scf.for %arg4 = %c0 to %arg0 step %c1 iter_args(%arg5 = %arg2, %arg6 = %false_9) -> (memref<4xi64>, i1) {
// OWN-NEXT: %true_18 = arith.constant true
// OWN-NEXT: %alloc_19 = memref.alloc() : memref<4xi64>
// OWN-NEXT: %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %arg5 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_24, %offset_25, %sizes_26, %strides_27 = memref.extract_strided_metadata %alloc_19 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %6 = bufferization.dealloc (%base_buffer_20, %base_buffer_24 : memref<i64>, memref<i64>) if (%arg6, %true_18) retain (%alloc_19 : memref<4xi64>)
// OWN-NEXT: scf.yield %alloc_19, %6 : memref<4xi64>, i1
// OWN-NEXT: }
// OWN-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %4#0 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %5 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<i64>, memref<i64>) if (%arg3, %4#1) retain (%4#0 : memref<4xi64>)
// OWN-NEXT: scf.yield %3, %4#0, %5 : index, memref<4xi64>, i1
// OWN-NEXT: }
// OWN-NEXT: %1 = scf.if %0#2 -> (memref<4xi64>) {
// OWN-NEXT: scf.yield %0#1 : memref<4xi64>
// OWN-NEXT: } else {
// OWN-NEXT: %3 = bufferization.clone %0#1 : memref<4xi64> to memref<4xi64>
// OWN-NEXT: scf.yield %3 : memref<4xi64>
// OWN-NEXT: }
// OWN-NEXT: %true_0 = arith.constant true
// OWN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<i64>, memref<i64>, memref<i64>) if (%true, %0#2, %true_0) retain (%1 : memref<4xi64>)
// OWN-NEXT: return %1 : memref<4xi64>
// OWN-NEXT: }
// OWN-NEXT: }
// SIMP: module {
// SIMP-NEXT: func.func @containing_for(%arg0: index) -> memref<4xi64> {
// SIMP-NEXT: %false = arith.constant false
// SIMP-NEXT: %true = arith.constant true
// SIMP-NEXT: %c0 = arith.constant 0 : index
// SIMP-NEXT: %c1 = arith.constant 1 : index
// SIMP-NEXT: %alloc = memref.alloc() : memref<4xi64>
// SIMP-NEXT: %0:3 = scf.while (%arg1 = %c0, %arg2 = %alloc, %arg3 = %false) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// SIMP-NEXT: %3 = arith.cmpi ult, %arg1, %arg0 : index
// SIMP-NEXT: scf.condition(%3) %arg1, %arg2, %arg3 : index, memref<4xi64>, i1
// SIMP-NEXT: } do {
// SIMP-NEXT: ^bb0(%arg1: index, %arg2: memref<4xi64>, %arg3: i1):
// SIMP-NEXT: %3 = arith.addi %arg1, %c1 : index
// SIMP-NEXT: %4:2 = scf.for %arg4 = %c0 to %arg0 step %c1 iter_args(%arg5 = %arg2, %arg6 = %false) -> (memref<4xi64>, i1) {
// SIMP-NEXT: %alloc_4 = memref.alloc() : memref<4xi64>
// SIMP-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg5 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: bufferization.dealloc (%base_buffer_5 : memref<i64>) if (%arg6)
// SIMP-NEXT: scf.yield %alloc_4, %true : memref<4xi64>, i1
// SIMP-NEXT: }
// SIMP-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: %5 = bufferization.dealloc (%base_buffer_0 : memref<i64>) if (%arg3) retain (%4#0 : memref<4xi64>)
// SIMP-NEXT: %6 = arith.ori %5, %4#1 : i1
// SIMP-NEXT: scf.yield %3, %4#0, %6 : index, memref<4xi64>, i1
// SIMP-NEXT: }
// SIMP-NEXT: %1 = scf.if %0#2 -> (memref<4xi64>) {
// SIMP-NEXT: scf.yield %0#1 : memref<4xi64>
// SIMP-NEXT: } else {
// SIMP-NEXT: %3 = bufferization.clone %0#1 : memref<4xi64> to memref<4xi64>
// SIMP-NEXT: scf.yield %3 : memref<4xi64>
// SIMP-NEXT: }
// SIMP-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: %2 = bufferization.dealloc (%alloc, %base_buffer : memref<4xi64>, memref<i64>) if (%true, %0#2) retain (%1 : memref<4xi64>)
// SIMP-NEXT: return %1 : memref<4xi64>
// SIMP-NEXT: }
// SIMP-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @containing_for(%arg0: index) -> memref<4xi64> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %0:3 = scf.while (%arg1 = %c0, %arg2 = %alloc, %arg3 = %false) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// CHECK-NEXT: %4 = arith.cmpi ult, %arg1, %arg0 : index
// CHECK-NEXT: scf.condition(%4) %arg1, %arg2, %arg3 : index, memref<4xi64>, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: memref<4xi64>, %arg3: i1):
// CHECK-NEXT: %4 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %5:2 = scf.for %arg4 = %c0 to %arg0 step %c1 iter_args(%arg5 = %arg2, %arg6 = %false) -> (memref<4xi64>, i1) {
// CHECK-NEXT: %alloc_17 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %base_buffer_18, %offset_19, %sizes_20, %strides_21 = memref.extract_strided_metadata %arg5 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: scf.if %arg6 {
// CHECK-NEXT: memref.dealloc %base_buffer_18 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc_17, %true : memref<4xi64>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %intptr_15 = memref.extract_aligned_pointer_as_index %base_buffer_11 : memref<i64> -> index
// CHECK-NEXT: %intptr_16 = memref.extract_aligned_pointer_as_index %5#0 : memref<4xi64> -> index
// CHECK-NEXT: %6 = arith.cmpi ne, %intptr_15, %intptr_16 : index
// CHECK-NEXT: %7 = arith.andi %6, %arg3 : i1
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: memref.dealloc %base_buffer_11 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: %8 = arith.cmpi eq, %intptr_15, %intptr_16 : index
// CHECK-NEXT: %9 = arith.andi %8, %arg3 : i1
// CHECK-NEXT: %10 = arith.ori %9, %5#1 : i1
// CHECK-NEXT: scf.yield %4, %5#0, %10 : index, memref<4xi64>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#2 -> (memref<4xi64>) {
// CHECK-NEXT: scf.yield %0#1 : memref<4xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0#1 : memref<4xi64> to memref<4xi64>
// CHECK-NEXT: scf.yield %4 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<1xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr, %alloc_0[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_3 = memref.extract_aligned_pointer_as_index %base_buffer : memref<i64> -> index
// CHECK-NEXT: memref.store %intptr_3, %alloc_0[%c1] : memref<2xindex>
// CHECK-NEXT: memref.store %true, %alloc_1[%c0] : memref<2xi1>
// CHECK-NEXT: memref.store %0#2, %alloc_1[%c1] : memref<2xi1>
// CHECK-NEXT: %intptr_4 = memref.extract_aligned_pointer_as_index %1 : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr_4, %alloc_2[%c0] : memref<1xindex>
// CHECK-NEXT: %cast = memref.cast %alloc_0 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_1 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_6 = memref.cast %alloc_2 : memref<1xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<1xi1>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_8 : memref<1xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %2 = memref.load %alloc_7[%c0] : memref<2xi1>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.load %alloc_7[%c1] : memref<2xi1>
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<1xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<1xi1>
// CHECK-NEXT: return %1 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: %10 = arith.ori %9, %1 : i1
// CHECK-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT: scf.yield %7 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.andi %3, %1 : i1
// CHECK-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @containing_for(%n: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xi64>
  %w:2 = scf.while (%i = %c0, %b = %a) : (index, memref<4xi64>) -> (index, memref<4xi64>) {
    %p = arith.cmpi ult, %i, %n : index
    scf.condition(%p) %i, %b : index, memref<4xi64>
  } do {
  ^bb0(%i: index, %b: memref<4xi64>):
    %j = arith.addi %i, %c1 : index
    %f = scf.for %k = %c0 to %n step %c1 iter_args(%it = %b) -> (memref<4xi64>) {
      %new = memref.alloc() : memref<4xi64>
      scf.yield %new : memref<4xi64>
    }
    scf.yield %j, %f : index, memref<4xi64>
  }
  return %w#1 : memref<4xi64>
}

// -----

// OWN: module {
// OWN-NEXT: func.func @in_for(%arg0: index) -> memref<4xi64> {
// OWN-NEXT: %false = arith.constant false
// OWN-NEXT: %true = arith.constant true
// OWN-NEXT: %c0 = arith.constant 0 : index
// OWN-NEXT: %c1 = arith.constant 1 : index
// OWN-NEXT: %alloc = memref.alloc() : memref<4xi64>
// OWN-NEXT: %0:2 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc, %arg3 = %false) -> (memref<4xi64>, i1) {
// OWN-NEXT: %false_9 = arith.constant false
// OWN-NEXT: %3:3 = scf.while (%arg4 = %c0, %arg5 = %arg2, %arg6 = %false_9) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// OWN-NEXT: %5 = arith.cmpi ult, %arg4, %arg0 : index
// OWN-NEXT: %base_buffer_18, %offset_19, %sizes_20, %strides_21 = memref.extract_strided_metadata %arg5 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %6 = bufferization.dealloc (%base_buffer_18 : memref<i64>) if (%arg6) retain (%arg5 : memref<4xi64>)
// OWN-NEXT: scf.condition(%5) %arg4, %arg5, %6 : index, memref<4xi64>, i1
// OWN-NEXT: } do {
// OWN-NEXT: ^bb0(%arg4: index, %arg5: memref<4xi64>, %arg6: i1):
// OWN-NEXT: %true_18 = arith.constant true
// OWN-NEXT: %5 = arith.addi %arg4, %c1 : index
// OWN-NEXT: %alloc_19 = memref.alloc() : memref<4xi64>
// OWN-NEXT: %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %arg5 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_24, %offset_25, %sizes_26, %strides_27 = memref.extract_strided_metadata %alloc_19 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %6 = bufferization.dealloc (%base_buffer_20, %base_buffer_24 : memref<i64>, memref<i64>) if (%arg6, %true_18) retain (%alloc_19 : memref<4xi64>)
// OWN-NEXT: scf.yield %5, %alloc_19, %6 : index, memref<4xi64>, i1
// OWN-NEXT: }
// OWN-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %3#1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %4 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<i64>, memref<i64>) if (%arg3, %3#2) retain (%3#1 : memref<4xi64>)
// OWN-NEXT: scf.yield %3#1, %4 : memref<4xi64>, i1
// OWN-NEXT: }
// OWN-NEXT: %1 = scf.if %0#1 -> (memref<4xi64>) {
// OWN-NEXT: scf.yield %0#0 : memref<4xi64>
// OWN-NEXT: } else {
// OWN-NEXT: %3 = bufferization.clone %0#0 : memref<4xi64> to memref<4xi64>
// OWN-NEXT: scf.yield %3 : memref<4xi64>
// OWN-NEXT: }
// OWN-NEXT: %true_0 = arith.constant true
// OWN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<i64>, memref<i64>, memref<i64>) if (%true, %0#1, %true_0) retain (%1 : memref<4xi64>)
// OWN-NEXT: return %1 : memref<4xi64>
// OWN-NEXT: }
// OWN-NEXT: }
// SIMP: module {
// SIMP-NEXT: func.func @in_for(%arg0: index) -> memref<4xi64> {
// SIMP-NEXT: %false = arith.constant false
// SIMP-NEXT: %true = arith.constant true
// SIMP-NEXT: %c0 = arith.constant 0 : index
// SIMP-NEXT: %c1 = arith.constant 1 : index
// SIMP-NEXT: %alloc = memref.alloc() : memref<4xi64>
// SIMP-NEXT: %0:2 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc, %arg3 = %false) -> (memref<4xi64>, i1) {
// SIMP-NEXT: %3:3 = scf.while (%arg4 = %c0, %arg5 = %arg2, %arg6 = %false) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// SIMP-NEXT: %6 = arith.cmpi ult, %arg4, %arg0 : index
// SIMP-NEXT: scf.condition(%6) %arg4, %arg5, %arg6 : index, memref<4xi64>, i1
// SIMP-NEXT: } do {
// SIMP-NEXT: ^bb0(%arg4: index, %arg5: memref<4xi64>, %arg6: i1):
// SIMP-NEXT: %6 = arith.addi %arg4, %c1 : index
// SIMP-NEXT: %alloc_4 = memref.alloc() : memref<4xi64>
// SIMP-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg5 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: bufferization.dealloc (%base_buffer_5 : memref<i64>) if (%arg6)
// SIMP-NEXT: scf.yield %6, %alloc_4, %true : index, memref<4xi64>, i1
// SIMP-NEXT: }
// SIMP-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: %4 = bufferization.dealloc (%base_buffer_0 : memref<i64>) if (%arg3) retain (%3#1 : memref<4xi64>)
// SIMP-NEXT: %5 = arith.ori %4, %3#2 : i1
// SIMP-NEXT: scf.yield %3#1, %5 : memref<4xi64>, i1
// SIMP-NEXT: }
// SIMP-NEXT: %1 = scf.if %0#1 -> (memref<4xi64>) {
// SIMP-NEXT: scf.yield %0#0 : memref<4xi64>
// SIMP-NEXT: } else {
// SIMP-NEXT: %3 = bufferization.clone %0#0 : memref<4xi64> to memref<4xi64>
// SIMP-NEXT: scf.yield %3 : memref<4xi64>
// SIMP-NEXT: }
// SIMP-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<4xi64> -> memref<i64>, index, index, index
// SIMP-NEXT: %2 = bufferization.dealloc (%alloc, %base_buffer : memref<4xi64>, memref<i64>) if (%true, %0#1) retain (%1 : memref<4xi64>)
// SIMP-NEXT: return %1 : memref<4xi64>
// SIMP-NEXT: }
// SIMP-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @in_for(%arg0: index) -> memref<4xi64> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %0:2 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc, %arg3 = %false) -> (memref<4xi64>, i1) {
// CHECK-NEXT: %4:3 = scf.while (%arg4 = %c0, %arg5 = %arg2, %arg6 = %false) : (index, memref<4xi64>, i1) -> (index, memref<4xi64>, i1) {
// CHECK-NEXT: %10 = arith.cmpi ult, %arg4, %arg0 : index
// CHECK-NEXT: scf.condition(%10) %arg4, %arg5, %arg6 : index, memref<4xi64>, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: memref<4xi64>, %arg6: i1):
// CHECK-NEXT: %10 = arith.addi %arg4, %c1 : index
// CHECK-NEXT: %alloc_17 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %base_buffer_18, %offset_19, %sizes_20, %strides_21 = memref.extract_strided_metadata %arg5 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: scf.if %arg6 {
// CHECK-NEXT: memref.dealloc %base_buffer_18 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %10, %alloc_17, %true : index, memref<4xi64>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %intptr_15 = memref.extract_aligned_pointer_as_index %base_buffer_11 : memref<i64> -> index
// CHECK-NEXT: %intptr_16 = memref.extract_aligned_pointer_as_index %4#1 : memref<4xi64> -> index
// CHECK-NEXT: %5 = arith.cmpi ne, %intptr_15, %intptr_16 : index
// CHECK-NEXT: %6 = arith.andi %5, %arg3 : i1
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: memref.dealloc %base_buffer_11 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.cmpi eq, %intptr_15, %intptr_16 : index
// CHECK-NEXT: %8 = arith.andi %7, %arg3 : i1
// CHECK-NEXT: %9 = arith.ori %8, %4#2 : i1
// CHECK-NEXT: scf.yield %4#1, %9 : memref<4xi64>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<4xi64>) {
// CHECK-NEXT: scf.yield %0#0 : memref<4xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0#0 : memref<4xi64> to memref<4xi64>
// CHECK-NEXT: scf.yield %4 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<1xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr, %alloc_0[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_3 = memref.extract_aligned_pointer_as_index %base_buffer : memref<i64> -> index
// CHECK-NEXT: memref.store %intptr_3, %alloc_0[%c1] : memref<2xindex>
// CHECK-NEXT: memref.store %true, %alloc_1[%c0] : memref<2xi1>
// CHECK-NEXT: memref.store %0#1, %alloc_1[%c1] : memref<2xi1>
// CHECK-NEXT: %intptr_4 = memref.extract_aligned_pointer_as_index %1 : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr_4, %alloc_2[%c0] : memref<1xindex>
// CHECK-NEXT: %cast = memref.cast %alloc_0 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_1 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_6 = memref.cast %alloc_2 : memref<1xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<1xi1>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_8 : memref<1xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %2 = memref.load %alloc_7[%c0] : memref<2xi1>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.load %alloc_7[%c1] : memref<2xi1>
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<1xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<1xi1>
// CHECK-NEXT: return %1 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: %10 = arith.ori %9, %1 : i1
// CHECK-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT: scf.yield %7 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.andi %3, %1 : i1
// CHECK-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @in_for(%n: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xi64>
  %f = scf.for %k = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<4xi64>) {
    %w:2 = scf.while (%i = %c0, %b = %it) : (index, memref<4xi64>) -> (index, memref<4xi64>) {
      %p = arith.cmpi ult, %i, %n : index
      scf.condition(%p) %i, %b : index, memref<4xi64>
    } do {
    ^bb0(%i: index, %b: memref<4xi64>):
      %j = arith.addi %i, %c1 : index
      %new = memref.alloc() : memref<4xi64>
      scf.yield %j, %new : index, memref<4xi64>
    }
    scf.yield %w#1 : memref<4xi64>
  }
  return %f : memref<4xi64>
}
