// Function-at-a-time execution with streamed printing: globals and declarations between
// functions keep their places, functions are printed in order, and the generated
// @dealloc_helper comes last (after the trailing global).
// RUN: bufjit opt %s --buffer-deallocation-pipeline | FileCheck %s

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @g0 : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT: func.func private @ext(memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: func.func @pick(%arg0: i1, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %alloc_0 : memref<2xf32>
// CHECK-NEXT: %1 = arith.select %arg1, %0, %alloc : memref<2xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<2xf32> -> index
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %1 : memref<2xf32> -> index
// CHECK-NEXT: %2 = arith.cmpi ne, %intptr, %intptr_1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %alloc_0 : memref<2xf32> -> index
// CHECK-NEXT: %3 = arith.cmpi ne, %intptr_2, %intptr_1 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" @g1 : memref<4xi32>
// CHECK-NEXT: func.func @diamond(%arg0: i1, %arg1: index, %arg2: memref<8xf32>) -> memref<8xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %0 = memref.load %arg2[%c0] : memref<8xf32>
// CHECK-NEXT: memref.store %0, %alloc[%c0] : memref<8xf32>
// CHECK-NEXT: memref.store %cst, %alloc_0[%c0] : memref<8xf32>
// CHECK-NEXT: %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %2 = arith.select %arg0, %arg0, %1 : i1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%alloc, %1 : memref<8xf32>, i1)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %3 = memref.load %alloc[%c0] : memref<8xf32>
// CHECK-NEXT: %4 = arith.addf %3, %cst : f32
// CHECK-NEXT: memref.store %4, %alloc_1[%c0] : memref<8xf32>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb2(%alloc_1, %true : memref<8xf32>, i1)
// CHECK-NEXT: ^bb2(%5: memref<8xf32>, %6: i1):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %7 = scf.if %arg0 -> (memref<8xf32>) {
// CHECK-NEXT: %alloc_23 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %17 = memref.load %5[%c0] : memref<8xf32>
// CHECK-NEXT: memref.store %17, %alloc_23[%c0] : memref<8xf32>
// CHECK-NEXT: scf.yield %alloc_23 : memref<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %5 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %8:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %7, %arg5 = %false) -> (memref<8xf32>, i1) {
// CHECK-NEXT: %alloc_23 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %17 = memref.load %arg4[%c0] : memref<8xf32>
// CHECK-NEXT: %18 = arith.addf %17, %cst : f32
// CHECK-NEXT: memref.store %18, %alloc_23[%c0] : memref<8xf32>
// CHECK-NEXT: %base_buffer_24, %offset_25, %sizes_26, %strides_27 = memref.extract_strided_metadata %arg4 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: scf.if %arg5 {
// CHECK-NEXT: memref.dealloc %base_buffer_24 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc_23, %true : memref<8xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %9 = arith.select %arg0, %8#0, %alloc_0 : memref<8xf32>
// CHECK-NEXT: %10 = arith.select %arg0, %8#1, %1 : i1
// CHECK-NEXT: %11 = scf.if %10 -> (memref<8xf32>) {
// CHECK-NEXT: scf.yield %9 : memref<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %17 = bufferization.clone %9 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: scf.yield %17 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %5 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %7 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %8#0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc_0 : memref<8xf32> -> index
// CHECK-NEXT: %intptr_10 = memref.extract_aligned_pointer_as_index %11 : memref<8xf32> -> index
// CHECK-NEXT: %12 = arith.cmpi ne, %intptr, %intptr_10 : index
// CHECK-NEXT: %13 = arith.andi %12, %2 : i1
// CHECK-NEXT: scf.if %13 {
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_11 = memref.alloc() : memref<3xindex>
// CHECK-NEXT: %alloc_12 = memref.alloc() : memref<3xi1>
// CHECK-NEXT: %alloc_13 = memref.alloc() : memref<1xindex>
// CHECK-NEXT: %intptr_14 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_14, %alloc_11[%c0] : memref<3xindex>
// CHECK-NEXT: %intptr_15 = memref.extract_aligned_pointer_as_index %base_buffer_2 : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_15, %alloc_11[%c1] : memref<3xindex>
// CHECK-NEXT: %intptr_16 = memref.extract_aligned_pointer_as_index %base_buffer_6 : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_16, %alloc_11[%c2] : memref<3xindex>
// CHECK-NEXT: memref.store %6, %alloc_12[%c0] : memref<3xi1>
// CHECK-NEXT: memref.store %arg0, %alloc_12[%c1] : memref<3xi1>
// CHECK-NEXT: memref.store %8#1, %alloc_12[%c2] : memref<3xi1>
// CHECK-NEXT: memref.store %intptr_10, %alloc_13[%c0] : memref<1xindex>
// CHECK-NEXT: %cast = memref.cast %alloc_11 : memref<3xindex> to memref<?xindex>
// CHECK-NEXT: %cast_17 = memref.cast %alloc_12 : memref<3xi1> to memref<?xi1>
// CHECK-NEXT: %cast_18 = memref.cast %alloc_13 : memref<1xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_19 = memref.alloc() : memref<3xi1>
// CHECK-NEXT: %alloc_20 = memref.alloc() : memref<1xi1>
// CHECK-NEXT: %cast_21 = memref.cast %alloc_19 : memref<3xi1> to memref<?xi1>
// CHECK-NEXT: %cast_22 = memref.cast %alloc_20 : memref<1xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_18, %cast_17, %cast_21, %cast_22) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %14 = memref.load %alloc_19[%c0] : memref<3xi1>
// CHECK-NEXT: scf.if %14 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %15 = memref.load %alloc_19[%c1] : memref<3xi1>
// CHECK-NEXT: scf.if %15 {
// CHECK-NEXT: memref.dealloc %base_buffer_2 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %16 = memref.load %alloc_19[%c2] : memref<3xi1>
// CHECK-NEXT: scf.if %16 {
// CHECK-NEXT: memref.dealloc %base_buffer_6 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_11 : memref<3xindex>
// CHECK-NEXT: memref.dealloc %alloc_13 : memref<1xindex>
// CHECK-NEXT: memref.dealloc %alloc_12 : memref<3xi1>
// CHECK-NEXT: memref.dealloc %alloc_19 : memref<3xi1>
// CHECK-NEXT: memref.dealloc %alloc_20 : memref<1xi1>
// CHECK-NEXT: return %11 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @call(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0 = memref.get_global @g0 : memref<2xf32>
// CHECK-NEXT: %1 = call @ext(%0) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" @g2 : memref<1xi8>
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
memref.global "private" constant @g0 : memref<2xf32> = dense<[1.0, 2.0]>
func.func private @ext(memref<2xf32>) -> memref<2xf32>
func.func @pick(%c: i1, %d: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  %2 = arith.select %c, %0, %1 : memref<2xf32>
  %3 = arith.select %d, %2, %0 : memref<2xf32>
  return %3 : memref<2xf32>
}
memref.global "private" @g1 : memref<4xi32>
func.func @diamond(%c: i1, %n: index, %x: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %x0 = memref.load %x[%c0] : memref<8xf32>
  memref.store %x0, %a[%c0] : memref<8xf32>
  memref.store %one, %b[%c0] : memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %t = memref.alloc() : memref<8xf32>
  %av = memref.load %a[%c0] : memref<8xf32>
  %tv = arith.addf %av, %one : f32
  memref.store %tv, %t[%c0] : memref<8xf32>
  cf.br ^bb3(%t : memref<8xf32>)
^bb2:
  cf.br ^bb3(%a : memref<8xf32>)
^bb3(%m: memref<8xf32>):
  %r = scf.if %c -> (memref<8xf32>) {
    %u = memref.alloc() : memref<8xf32>
    %mv = memref.load %m[%c0] : memref<8xf32>
    memref.store %mv, %u[%c0] : memref<8xf32>
    scf.yield %u : memref<8xf32>
  } else {
    scf.yield %m : memref<8xf32>
  }
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %r) -> (memref<8xf32>) {
    %nx = memref.alloc() : memref<8xf32>
    %v = memref.load %cur[%c0] : memref<8xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %nx[%c0] : memref<8xf32>
    scf.yield %nx : memref<8xf32>
  }
  %s = arith.select %c, %l, %b : memref<8xf32>
  return %s : memref<8xf32>
}
func.func @call(%x: memref<2xf32>) -> memref<2xf32> {
  %g = memref.get_global @g0 : memref<2xf32>
  %0 = func.call @ext(%g) : (memref<2xf32>) -> memref<2xf32>
  return %0 : memref<2xf32>
}
memref.global "private" @g2 : memref<1xi8>
