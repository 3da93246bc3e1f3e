// @dealloc_helper_nlogn, forced for a three-memref dealloc (helper-nlogn-threshold=2) and with
// a probe budget of 7: a hash table over the bases (lists of 8 = the power of two >= 2n), and
// the merge-sort fallback when probing exceeds the budget. Its name avoids the user's
// @dealloc_helper_nlogn. Semantics (both paths, against MLIR's lowering):
// tests/lowering_equivalence.rs.
// RUN: bufjit opt %s --bufferization-lower-deallocations="helper-storage=stack helper-nlogn-threshold=2 helper-probe-budget=7" | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @dealloc_helper_nlogn() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @three(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<2xf32>, %arg3: i1, %arg4: i1, %arg5: i1, %arg6: memref<2xf32>) -> i1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<3xindex>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<3xi1>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<1xindex>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<3xi1>
// CHECK-NEXT: %alloca_3 = memref.alloca() : memref<1xi1>
// CHECK-NEXT: %alloca_4 = memref.alloca() : memref<3xindex>
// CHECK-NEXT: %alloca_5 = memref.alloca() : memref<8xindex>
// CHECK-NEXT: %alloca_6 = memref.alloca() : memref<8xindex>
// CHECK-NEXT: %alloca_7 = memref.alloca() : memref<8xi1>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloca[%c0] : memref<3xindex>
// CHECK-NEXT: %intptr_8 = memref.extract_aligned_pointer_as_index %arg1 : memref<2xf32> -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_8, %alloca[%c1] : memref<3xindex>
// CHECK-NEXT: %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<2xf32> -> index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: memref.store %intptr_9, %alloca[%c2] : memref<3xindex>
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg3, %alloca_0[%c0_10] : memref<3xi1>
// CHECK-NEXT: %c1_11 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg4, %alloca_0[%c1_11] : memref<3xi1>
// CHECK-NEXT: %c2_12 = arith.constant 2 : index
// CHECK-NEXT: memref.store %arg5, %alloca_0[%c2_12] : memref<3xi1>
// CHECK-NEXT: %intptr_13 = memref.extract_aligned_pointer_as_index %arg6 : memref<2xf32> -> index
// CHECK-NEXT: %c0_14 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr_13, %alloca_1[%c0_14] : memref<1xindex>
// CHECK-NEXT: %cast = memref.cast %alloca : memref<3xindex> to memref<?xindex>
// CHECK-NEXT: %cast_15 = memref.cast %alloca_0 : memref<3xi1> to memref<?xi1>
// CHECK-NEXT: %cast_16 = memref.cast %alloca_1 : memref<1xindex> to memref<?xindex>
// CHECK-NEXT: %cast_17 = memref.cast %alloca_2 : memref<3xi1> to memref<?xi1>
// CHECK-NEXT: %cast_18 = memref.cast %alloca_3 : memref<1xi1> to memref<?xi1>
// CHECK-NEXT: %cast_19 = memref.cast %alloca_4 : memref<3xindex> to memref<?xindex>
// CHECK-NEXT: %cast_20 = memref.cast %alloca_5 : memref<8xindex> to memref<?xindex>
// CHECK-NEXT: %cast_21 = memref.cast %alloca_6 : memref<8xindex> to memref<?xindex>
// CHECK-NEXT: %cast_22 = memref.cast %alloca_7 : memref<8xi1> to memref<?xi1>
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: call @dealloc_helper_nlogn_0(%cast, %cast_16, %cast_15, %cast_17, %cast_18, %cast_19, %cast_20, %cast_21, %cast_22, %c7) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>, memref<?xindex>, memref<?xindex>, memref<?xindex>, memref<?xi1>, index) -> ()
// CHECK-NEXT: %c0_23 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloca_2[%c0_23] : memref<3xi1>
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_24 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %alloca_2[%c1_24] : memref<3xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c2_25 = arith.constant 2 : index
// CHECK-NEXT: %2 = memref.load %alloca_2[%c2_25] : memref<3xi1>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %arg2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_26 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.load %alloca_3[%c0_26] : memref<1xi1>
// CHECK-NEXT: return %3 : i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @dealloc_helper_nlogn_0(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>, %arg5: memref<?xindex>, %arg6: memref<?xindex>, %arg7: memref<?xindex>, %arg8: memref<?xi1>, %arg9: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT: %c-7046029254386353131_i64 = arith.constant -7046029254386353131 : i64
// CHECK-NEXT: %dim_1 = memref.dim %arg7, %c0 : memref<?xindex>
// CHECK-NEXT: %0 = arith.subi %dim_1, %c1 : index
// CHECK-NEXT: %1 = arith.index_cast %dim_1 : index to i64
// CHECK-NEXT: %2 = math.ctlz %1 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %3 = arith.addi %2, %c1_i64 : i64
// CHECK-NEXT: scf.for %arg10 = %c0 to %dim_1 step %c1 {
// CHECK-NEXT: memref.store %c0, %arg7[%arg10] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: %4:2 = scf.while (%arg10 = %c0, %arg11 = %c0) : (index, index) -> (index, index) {
// CHECK-NEXT: %8 = arith.cmpi ult, %arg10, %dim : index
// CHECK-NEXT: %9 = arith.cmpi ult, %arg11, %arg9 : index
// CHECK-NEXT: %10 = arith.andi %8, %9 : i1
// CHECK-NEXT: scf.condition(%10) %arg10, %arg11 : index, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg10: index, %arg11: index):
// CHECK-NEXT: %8 = memref.load %arg0[%arg10] : memref<?xindex>
// CHECK-NEXT: %9 = memref.load %arg2[%arg10] : memref<?xi1>
// CHECK-NEXT: %10 = arith.index_cast %8 : index to i64
// CHECK-NEXT: %11 = arith.muli %10, %c-7046029254386353131_i64 : i64
// CHECK-NEXT: %12 = arith.shrui %11, %3 : i64
// CHECK-NEXT: %13 = arith.index_cast %12 : i64 to index
// CHECK-NEXT: %14:2 = scf.while (%arg12 = %13, %arg13 = %arg11) : (index, index) -> (index, index) {
// CHECK-NEXT: %19 = memref.load %arg7[%arg12] : memref<?xindex>
// CHECK-NEXT: %20 = arith.cmpi ne, %19, %c0 : index
// CHECK-NEXT: %21 = memref.load %arg6[%arg12] : memref<?xindex>
// CHECK-NEXT: %22 = arith.cmpi ne, %21, %8 : index
// CHECK-NEXT: %23 = arith.andi %20, %22 : i1
// CHECK-NEXT: scf.condition(%23) %arg12, %arg13 : index, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg12: index, %arg13: index):
// CHECK-NEXT: %19 = arith.addi %arg12, %c1 : index
// CHECK-NEXT: %20 = arith.andi %19, %0 : index
// CHECK-NEXT: %21 = arith.addi %arg13, %c1 : index
// CHECK-NEXT: scf.yield %20, %21 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: %15 = memref.load %arg7[%14#0] : memref<?xindex>
// CHECK-NEXT: %16 = arith.cmpi eq, %15, %c0 : index
// CHECK-NEXT: %17 = arith.addi %arg10, %c1 : index
// CHECK-NEXT: scf.if %16 {
// CHECK-NEXT: memref.store %8, %arg6[%14#0] : memref<?xindex>
// CHECK-NEXT: memref.store %17, %arg7[%14#0] : memref<?xindex>
// CHECK-NEXT: memref.store %9, %arg8[%14#0] : memref<?xi1>
// CHECK-NEXT: memref.store %9, %arg3[%arg10] : memref<?xi1>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %false, %arg3[%arg10] : memref<?xi1>
// CHECK-NEXT: %19 = memref.load %arg8[%14#0] : memref<?xi1>
// CHECK-NEXT: %20 = arith.ori %19, %9 : i1
// CHECK-NEXT: memref.store %20, %arg8[%14#0] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %18 = arith.addi %14#1, %c1 : index
// CHECK-NEXT: scf.yield %17, %18 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.cmpi uge, %4#0, %dim : index
// CHECK-NEXT: %6 = scf.if %5 -> (i1) {
// CHECK-NEXT: %8:2 = scf.while (%arg10 = %c0, %arg11 = %4#1) : (index, index) -> (index, index) {
// CHECK-NEXT: %10 = arith.cmpi ult, %arg10, %dim_0 : index
// CHECK-NEXT: %11 = arith.cmpi ult, %arg11, %arg9 : index
// CHECK-NEXT: %12 = arith.andi %10, %11 : i1
// CHECK-NEXT: scf.condition(%12) %arg10, %arg11 : index, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg10: index, %arg11: index):
// CHECK-NEXT: %10 = memref.load %arg1[%arg10] : memref<?xindex>
// CHECK-NEXT: %11 = arith.index_cast %10 : index to i64
// CHECK-NEXT: %12 = arith.muli %11, %c-7046029254386353131_i64 : i64
// CHECK-NEXT: %13 = arith.shrui %12, %3 : i64
// CHECK-NEXT: %14 = arith.index_cast %13 : i64 to index
// CHECK-NEXT: %15:2 = scf.while (%arg12 = %14, %arg13 = %arg11) : (index, index) -> (index, index) {
// CHECK-NEXT: %21 = memref.load %arg7[%arg12] : memref<?xindex>
// CHECK-NEXT: %22 = arith.cmpi ne, %21, %c0 : index
// CHECK-NEXT: %23 = memref.load %arg6[%arg12] : memref<?xindex>
// CHECK-NEXT: %24 = arith.cmpi ne, %23, %10 : index
// CHECK-NEXT: %25 = arith.andi %22, %24 : i1
// CHECK-NEXT: scf.condition(%25) %arg12, %arg13 : index, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg12: index, %arg13: index):
// CHECK-NEXT: %21 = arith.addi %arg12, %c1 : index
// CHECK-NEXT: %22 = arith.andi %21, %0 : index
// CHECK-NEXT: %23 = arith.addi %arg13, %c1 : index
// CHECK-NEXT: scf.yield %22, %23 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: %16 = memref.load %arg7[%15#0] : memref<?xindex>
// CHECK-NEXT: %17 = arith.cmpi ne, %16, %c0 : index
// CHECK-NEXT: %18 = scf.if %17 -> (i1) {
// CHECK-NEXT: %21 = arith.subi %16, %c1 : index
// CHECK-NEXT: memref.store %false, %arg3[%21] : memref<?xi1>
// CHECK-NEXT: %22 = memref.load %arg8[%15#0] : memref<?xi1>
// CHECK-NEXT: scf.yield %22 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %false : i1
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %18, %arg4[%arg10] : memref<?xi1>
// CHECK-NEXT: %19 = arith.addi %arg10, %c1 : index
// CHECK-NEXT: %20 = arith.addi %15#1, %c1 : index
// CHECK-NEXT: scf.yield %19, %20 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: %9 = arith.cmpi uge, %8#0, %dim_0 : index
// CHECK-NEXT: scf.yield %9 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %false : i1
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.xori %6, %true : i1
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: scf.for %arg10 = %c0 to %dim step %c1 {
// CHECK-NEXT: memref.store %arg10, %arg5[%arg10] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: %8 = scf.while (%arg10 = %c1) : (index) -> index {
// CHECK-NEXT: %10 = arith.cmpi ult, %arg10, %dim : index
// CHECK-NEXT: scf.condition(%10) %arg10 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg10: index):
// CHECK-NEXT: %10 = arith.addi %arg10, %arg10 : index
// CHECK-NEXT: scf.for %arg11 = %c0 to %dim step %10 {
// CHECK-NEXT: %12 = arith.addi %arg11, %arg10 : index
// CHECK-NEXT: %13 = arith.minui %12, %dim : index
// CHECK-NEXT: %14 = arith.addi %arg11, %10 : index
// CHECK-NEXT: %15 = arith.minui %14, %dim : index
// CHECK-NEXT: %16:2 = scf.for %arg12 = %arg11 to %15 step %c1 iter_args(%arg13 = %arg11, %arg14 = %13) -> (index, index) {
// CHECK-NEXT: %17 = arith.cmpi ult, %arg13, %13 : index
// CHECK-NEXT: %18 = arith.cmpi ult, %arg14, %15 : index
// CHECK-NEXT: %19 = arith.select %17, %arg13, %arg11 : index
// CHECK-NEXT: %20 = arith.select %18, %arg14, %arg11 : index
// CHECK-NEXT: %21 = memref.load %arg0[%19] : memref<?xindex>
// CHECK-NEXT: %22 = memref.load %arg0[%20] : memref<?xindex>
// CHECK-NEXT: %23 = arith.cmpi ule, %21, %22 : index
// CHECK-NEXT: %24 = arith.xori %18, %true : i1
// CHECK-NEXT: %25 = arith.ori %24, %23 : i1
// CHECK-NEXT: %26 = arith.andi %17, %25 : i1
// CHECK-NEXT: %27 = arith.select %26, %21, %22 : index
// CHECK-NEXT: memref.store %27, %arg6[%arg12] : memref<?xindex>
// CHECK-NEXT: %28 = arith.select %26, %19, %20 : index
// CHECK-NEXT: %29 = memref.load %arg5[%28] : memref<?xindex>
// CHECK-NEXT: memref.store %29, %arg7[%arg12] : memref<?xindex>
// CHECK-NEXT: %30 = arith.select %26, %c1, %c0 : index
// CHECK-NEXT: %31 = arith.select %26, %c0, %c1 : index
// CHECK-NEXT: %32 = arith.addi %arg13, %30 : index
// CHECK-NEXT: %33 = arith.addi %arg14, %31 : index
// CHECK-NEXT: scf.yield %32, %33 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %11 = arith.addi %10, %10 : index
// CHECK-NEXT: scf.for %arg11 = %c0 to %dim step %11 {
// CHECK-NEXT: %12 = arith.addi %arg11, %10 : index
// CHECK-NEXT: %13 = arith.minui %12, %dim : index
// CHECK-NEXT: %14 = arith.addi %arg11, %11 : index
// CHECK-NEXT: %15 = arith.minui %14, %dim : index
// CHECK-NEXT: %16:2 = scf.for %arg12 = %arg11 to %15 step %c1 iter_args(%arg13 = %arg11, %arg14 = %13) -> (index, index) {
// CHECK-NEXT: %17 = arith.cmpi ult, %arg13, %13 : index
// CHECK-NEXT: %18 = arith.cmpi ult, %arg14, %15 : index
// CHECK-NEXT: %19 = arith.select %17, %arg13, %arg11 : index
// CHECK-NEXT: %20 = arith.select %18, %arg14, %arg11 : index
// CHECK-NEXT: %21 = memref.load %arg6[%19] : memref<?xindex>
// CHECK-NEXT: %22 = memref.load %arg6[%20] : memref<?xindex>
// CHECK-NEXT: %23 = arith.cmpi ule, %21, %22 : index
// CHECK-NEXT: %24 = arith.xori %18, %true : i1
// CHECK-NEXT: %25 = arith.ori %24, %23 : i1
// CHECK-NEXT: %26 = arith.andi %17, %25 : i1
// CHECK-NEXT: %27 = arith.select %26, %21, %22 : index
// CHECK-NEXT: memref.store %27, %arg0[%arg12] : memref<?xindex>
// CHECK-NEXT: %28 = arith.select %26, %19, %20 : index
// CHECK-NEXT: %29 = memref.load %arg7[%28] : memref<?xindex>
// CHECK-NEXT: memref.store %29, %arg5[%arg12] : memref<?xindex>
// CHECK-NEXT: %30 = arith.select %26, %c1, %c0 : index
// CHECK-NEXT: %31 = arith.select %26, %c0, %c1 : index
// CHECK-NEXT: %32 = arith.addi %arg13, %30 : index
// CHECK-NEXT: %33 = arith.addi %arg14, %31 : index
// CHECK-NEXT: scf.yield %32, %33 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %11 : index
// CHECK-NEXT: }
// CHECK-NEXT: %9:3 = scf.for %arg10 = %c0 to %dim step %c1 iter_args(%arg11 = %false, %arg12 = %c0, %arg13 = %c0) -> (i1, index, index) {
// CHECK-NEXT: %10 = memref.load %arg0[%arg10] : memref<?xindex>
// CHECK-NEXT: %11 = memref.load %arg5[%arg10] : memref<?xindex>
// CHECK-NEXT: %12 = memref.load %arg2[%11] : memref<?xi1>
// CHECK-NEXT: %13 = arith.cmpi eq, %arg10, %c0 : index
// CHECK-NEXT: %14 = arith.cmpi ne, %arg13, %10 : index
// CHECK-NEXT: %15 = arith.ori %13, %14 : i1
// CHECK-NEXT: %16 = arith.andi %15, %12 : i1
// CHECK-NEXT: memref.store %16, %arg3[%11] : memref<?xi1>
// CHECK-NEXT: %17 = arith.ori %arg11, %12 : i1
// CHECK-NEXT: %18 = arith.select %15, %12, %17 : i1
// CHECK-NEXT: %19 = arith.select %15, %11, %arg12 : index
// CHECK-NEXT: memref.store %18, %arg2[%19] : memref<?xi1>
// CHECK-NEXT: scf.yield %18, %19, %10 : i1, index, index
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg10 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: %10 = memref.load %arg1[%arg10] : memref<?xindex>
// CHECK-NEXT: %11:2 = scf.while (%arg11 = %c0, %arg12 = %dim) : (index, index) -> (index, index) {
// CHECK-NEXT: %14 = arith.cmpi ult, %arg11, %arg12 : index
// CHECK-NEXT: scf.condition(%14) %arg11, %arg12 : index, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg11: index, %arg12: index):
// CHECK-NEXT: %14 = arith.addi %arg11, %arg12 : index
// CHECK-NEXT: %15 = arith.shrui %14, %c1 : index
// CHECK-NEXT: %16 = memref.load %arg0[%15] : memref<?xindex>
// CHECK-NEXT: %17 = arith.cmpi ult, %16, %10 : index
// CHECK-NEXT: %18 = arith.addi %15, %c1 : index
// CHECK-NEXT: %19 = arith.select %17, %18, %arg11 : index
// CHECK-NEXT: %20 = arith.select %17, %arg12, %15 : index
// CHECK-NEXT: scf.yield %19, %20 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: %12 = arith.cmpi ult, %11#0, %dim : index
// CHECK-NEXT: %13 = scf.if %12 -> (i1) {
// CHECK-NEXT: %14 = memref.load %arg0[%11#0] : memref<?xindex>
// CHECK-NEXT: %15 = arith.cmpi eq, %14, %10 : index
// CHECK-NEXT: %16 = scf.if %15 -> (i1) {
// CHECK-NEXT: %17 = memref.load %arg5[%11#0] : memref<?xindex>
// CHECK-NEXT: memref.store %false, %arg3[%17] : memref<?xi1>
// CHECK-NEXT: %18 = memref.load %arg2[%17] : memref<?xi1>
// CHECK-NEXT: scf.yield %18 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %false : i1
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %16 : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %false : i1
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %13, %arg4[%arg10] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @dealloc_helper_nlogn() {
  return
}

func.func @three(%a: memref<2xf32>, %b: memref<2xf32>, %c: memref<2xf32>, %c0: i1, %c1: i1, %c2: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%a, %b, %c : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c0, %c1, %c2) retain (%r : memref<2xf32>)
  return %0 : i1
}
