// bufferization-lower-deallocations{helper-storage=stack} (beyond MLIR): the generic lowering
// keeps its lists in memref.allocas, hoisted out of sequential control flow to the function
// entry, so executing a dealloc touches no heap; small deallocs call MLIR's @dealloc_helper,
// large ones @dealloc_helper_nlogn (its body: lower-stack-nlogn.mlir).
// RUN: bufjit opt %s --bufferization-lower-deallocations=helper-storage=stack --split-input-file | FileCheck %s

// The lists of a dealloc in a loop are allocated once, at the function entry; the
// dealloc calls MLIR's @dealloc_helper (unchanged, see lower.mlir).
// CHECK: module {
// CHECK-NEXT: func.func @in_loop(%arg0: memref<2xf32>, %arg1: memref<4xf32>, %arg2: i1, %arg3: i1, %arg4: memref<2xf32>, %arg5: index) -> i1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xindex>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<2xi1>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<1xindex>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<2xi1>
// CHECK-NEXT: %alloca_3 = memref.alloca() : memref<1xi1>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %false) -> (i1) {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloca[%c0_4] : memref<2xindex>
// CHECK-NEXT: %intptr_5 = memref.extract_aligned_pointer_as_index %arg1 : memref<4xf32> -> index
// CHECK-NEXT: %c1_6 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_5, %alloca[%c1_6] : memref<2xindex>
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %alloca_0[%c0_7] : memref<2xi1>
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg3, %alloca_0[%c1_8] : memref<2xi1>
// CHECK-NEXT: %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<2xf32> -> index
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr_9, %alloca_1[%c0_10] : memref<1xindex>
// CHECK-NEXT: %cast = memref.cast %alloca : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_11 = memref.cast %alloca_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_12 = memref.cast %alloca_1 : memref<1xindex> to memref<?xindex>
// CHECK-NEXT: %cast_13 = memref.cast %alloca_2 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_14 = memref.cast %alloca_3 : memref<1xi1> to memref<?xi1>
// CHECK-NEXT: func.call @dealloc_helper(%cast, %cast_12, %cast_11, %cast_13, %cast_14) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_15 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %alloca_2[%c0_15] : memref<2xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_16 = arith.constant 1 : index
// CHECK-NEXT: %2 = memref.load %alloca_2[%c1_16] : memref<2xi1>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_17 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.load %alloca_3[%c0_17] : memref<1xi1>
// CHECK-NEXT: scf.yield %3 : i1
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NOT: memref.alloc()
func.func @in_loop(%a: memref<2xf32>, %b: memref<4xf32>, %c0: i1, %c1: i1, %r: memref<2xf32>, %n: index) -> i1 {
  %lb = arith.constant 0 : index
  %step = arith.constant 1 : index
  %false = arith.constant false
  %o = scf.for %i = %lb to %n step %step iter_args(%acc = %false) -> i1 {
    %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xf32>) if (%c0, %c1) retain (%r : memref<2xf32>)
    scf.yield %0 : i1
  }
  return %o : i1
}

// -----

// Hoisting stops at scf.parallel: iterations that may run concurrently get their own lists.
// CHECK: module {
// CHECK-NEXT: func.func @in_parallel(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg4) = (%c0) to (%arg3) step (%c1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xindex>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<2xi1>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<0xindex>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<2xi1>
// CHECK-NEXT: %alloca_3 = memref.alloca() : memref<0xi1>
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloca[%c0_4] : memref<2xindex>
// CHECK-NEXT: %intptr_5 = memref.extract_aligned_pointer_as_index %arg1 : memref<2xf32> -> index
// CHECK-NEXT: %c1_6 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_5, %alloca[%c1_6] : memref<2xindex>
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %alloca_0[%c0_7] : memref<2xi1>
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg2, %alloca_0[%c1_8] : memref<2xi1>
// CHECK-NEXT: %cast = memref.cast %alloca : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_9 = memref.cast %alloca_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloca_1 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %cast_11 = memref.cast %alloca_2 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_12 = memref.cast %alloca_3 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: func.call @dealloc_helper(%cast, %cast_10, %cast_9, %cast_11, %cast_12) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_13 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloca_2[%c0_13] : memref<2xi1>
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_14 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %alloca_2[%c1_14] : memref<2xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @in_parallel(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1, %n: index) {
  %lb = arith.constant 0 : index
  %step = arith.constant 1 : index
  scf.parallel (%i) = (%lb) to (%n) step (%step) {
    scf.if %c {
      bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
    }
    scf.reduce
  }
  return
}

// -----

// The specialized lowerings do not change.
// CHECK: module {
// CHECK-NEXT: func.func @specialized(%arg0: memref<2xf32>, %arg1: i1, %arg2: memref<2xf32>) -> i1 {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg2 : memref<2xf32> -> index
// CHECK-NEXT: %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %1 = arith.andi %0, %arg1 : i1
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %2 = arith.xori %0, %true : i1
// CHECK-NEXT: %3 = arith.andi %2, %arg1 : i1
// CHECK-NEXT: return %3 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @specialized(%a: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  return %0 : i1
}

// -----

// Default choice (cost model, NLOGN_PER_VALUE): 22 memrefs and 2 retained values stay with
// MLIR's quadratic helper, 23 and 2 call @dealloc_helper_nlogn with a permutation list (n),
// hash-table lists (a power of two >= 2n) and the probe budget 4 * (23 + 2) + 64 = 164.
// CHECK-LABEL: func.func @n22_r2(
// CHECK-NEXT: %alloca = memref.alloca() : memref<22xindex>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<22xi1>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<2xindex>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<22xi1>
// CHECK-NEXT: %alloca_3 = memref.alloca() : memref<2xi1>
// CHECK-NEXT: %intptr
// CHECK-NOT: memref.alloc
// CHECK: call @dealloc_helper(%cast, %cast_52, %cast_51, %cast_53, %cast_54) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NOT: memref.dealloc %alloca
// CHECK-LABEL: func.func @n23_r2(
// CHECK-NEXT: %alloca = memref.alloca() : memref<23xindex>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<23xi1>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<2xindex>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<23xi1>
// CHECK-NEXT: %alloca_3 = memref.alloca() : memref<2xi1>
// CHECK-NEXT: %alloca_4 = memref.alloca() : memref<23xindex>
// CHECK-NEXT: %alloca_5 = memref.alloca() : memref<64xindex>
// CHECK-NEXT: %alloca_6 = memref.alloca() : memref<64xindex>
// CHECK-NEXT: %alloca_7 = memref.alloca() : memref<64xi1>
// CHECK-NEXT: %intptr
// CHECK-NOT: memref.alloc
// CHECK: %cast_61 = memref.cast %alloca_4 : memref<23xindex> to memref<?xindex>
// CHECK-NEXT: %cast_62 = memref.cast %alloca_5 : memref<64xindex> to memref<?xindex>
// CHECK-NEXT: %cast_63 = memref.cast %alloca_6 : memref<64xindex> to memref<?xindex>
// CHECK-NEXT: %cast_64 = memref.cast %alloca_7 : memref<64xi1> to memref<?xi1>
// CHECK-NEXT: %c164 = arith.constant 164 : index
// CHECK-NEXT: call @dealloc_helper_nlogn(%cast, %cast_58, %cast_57, %cast_59, %cast_60, %cast_61, %cast_62, %cast_63, %cast_64, %c164) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>, memref<?xindex>, memref<?xindex>, memref<?xindex>, memref<?xi1>, index) -> ()
// CHECK-NOT: memref.dealloc %alloca
// CHECK-LABEL: func.func private @dealloc_helper(
// CHECK-LABEL: func.func private @dealloc_helper_nlogn(
func.func @n22_r2(%m0: memref<2xf32>, %m1: memref<2xf32>, %m2: memref<2xf32>, %m3: memref<2xf32>, %m4: memref<2xf32>, %m5: memref<2xf32>, %m6: memref<2xf32>, %m7: memref<2xf32>, %m8: memref<2xf32>, %m9: memref<2xf32>, %m10: memref<2xf32>, %m11: memref<2xf32>, %m12: memref<2xf32>, %m13: memref<2xf32>, %m14: memref<2xf32>, %m15: memref<2xf32>, %m16: memref<2xf32>, %m17: memref<2xf32>, %m18: memref<2xf32>, %m19: memref<2xf32>, %m20: memref<2xf32>, %m21: memref<2xf32>, %c: i1, %r0: memref<2xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8, %m9, %m10, %m11, %m12, %m13, %m14, %m15, %m16, %m17, %m18, %m19, %m20, %m21 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c) retain (%r0, %r1 : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

func.func @n23_r2(%m0: memref<2xf32>, %m1: memref<2xf32>, %m2: memref<2xf32>, %m3: memref<2xf32>, %m4: memref<2xf32>, %m5: memref<2xf32>, %m6: memref<2xf32>, %m7: memref<2xf32>, %m8: memref<2xf32>, %m9: memref<2xf32>, %m10: memref<2xf32>, %m11: memref<2xf32>, %m12: memref<2xf32>, %m13: memref<2xf32>, %m14: memref<2xf32>, %m15: memref<2xf32>, %m16: memref<2xf32>, %m17: memref<2xf32>, %m18: memref<2xf32>, %m19: memref<2xf32>, %m20: memref<2xf32>, %m21: memref<2xf32>, %m22: memref<2xf32>, %c: i1, %r0: memref<2xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m0, %m1, %m2, %m3, %m4, %m5, %m6, %m7, %m8, %m9, %m10, %m11, %m12, %m13, %m14, %m15, %m16, %m17, %m18, %m19, %m20, %m21, %m22 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c, %c) retain (%r0, %r1 : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}
