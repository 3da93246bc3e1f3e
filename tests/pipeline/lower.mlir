// bufferization-lower-deallocations: the trivial case, both specialized lowerings, and the
// generic lowering with the module's @dealloc_helper.
// RUN: bufjit opt %s --bufferization-lower-deallocations --split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @no_memrefs(%arg0: memref<2xf32>) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @no_memrefs(%r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc retain (%r : memref<2xf32>)
  return %0 : i1
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @one_memref_no_retained(%arg0: memref<2xf32>, %arg1: i1) {
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @one_memref_no_retained(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @one_memref_two_retained(%arg0: memref<2xf32>, %arg1: i1, %arg2: memref<1xf32>, %arg3: memref<2xf32>) -> (i1, i1) {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg2 : memref<1xf32> -> index
// CHECK-NEXT: %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %arg3 : memref<2xf32> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_1 : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %3 = arith.andi %2, %arg1 : i1
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %4 = arith.xori %0, %true : i1
// CHECK-NEXT: %5 = arith.andi %4, %arg1 : i1
// CHECK-NEXT: %6 = arith.xori %1, %true : i1
// CHECK-NEXT: %7 = arith.andi %6, %arg1 : i1
// CHECK-NEXT: return %5, %7 : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @one_memref_two_retained(%m: memref<2xf32>, %c: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @generic(%arg0: memref<2xf32>, %arg1: memref<5xf32>, %arg2: i1, %arg3: i1, %arg4: memref<1xf32>, %arg5: memref<2xf32>) -> (i1, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<5xf32> -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg3, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT: %intptr_5 = memref.extract_aligned_pointer_as_index %arg4 : memref<1xf32> -> index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr_5, %alloc_1[%c0_6] : memref<2xindex>
// CHECK-NEXT: %intptr_7 = memref.extract_aligned_pointer_as_index %arg5 : memref<2xf32> -> index
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_7, %alloc_1[%c1_8] : memref<2xindex>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_1 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_11 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_12 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %cast_13 = memref.cast %alloc_11 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_14 = memref.cast %alloc_12 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_10, %cast_9, %cast_13, %cast_14) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_15 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloc_11[%c0_15] : memref<2xi1>
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_16 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %alloc_11[%c1_16] : memref<2xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_17 = arith.constant 0 : index
// CHECK-NEXT: %2 = memref.load %alloc_12[%c0_17] : memref<2xi1>
// CHECK-NEXT: %c1_18 = arith.constant 1 : index
// CHECK-NEXT: %3 = memref.load %alloc_12[%c1_18] : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_11 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_12 : memref<2xi1>
// CHECK-NEXT: return %2, %3 : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generic_no_retained(%arg0: memref<2xf32>, %arg1: memref<5xf32>, %arg2: i1, %arg3: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<0xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<5xf32> -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg3, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_6 = memref.cast %alloc_1 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<0xi1>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_8 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloc_7[%c0_11] : memref<2xi1>
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_12 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %alloc_7[%c1_12] : memref<2xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<0xindex>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<0xi1>
// CHECK-NEXT: return
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
func.func @generic(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

func.func @generic_no_retained(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}
