// Two fresh buffers carried by one scf.while: one shared ownership value (the canonicalizer
// merges the duplicate i1 iter_args), no dealloc helper call inside the loop.
// Expected output: mlir-opt 22's (tests/tools/gen-checks.py).
// RUN: bufjit opt %s --ownership-based-buffer-deallocation | FileCheck %s --check-prefix=OWN
// RUN: bufjit opt %s --ownership-based-buffer-deallocation --canonicalize --buffer-deallocation-simplification --bufferization-lower-deallocations --cse | FileCheck %s
// The final canonicalize combines the two scf.ifs on the shared ownership (CombineIfs):
// RUN: bufjit opt %s --buffer-deallocation-pipeline | FileCheck %s --check-prefix=PIPE

// OWN: module {
// OWN-NEXT: func.func @two_fresh(%arg0: index) -> (memref<4xi64>, memref<4xi64>) {
// OWN-NEXT: %false = arith.constant false
// OWN-NEXT: %true = arith.constant true
// OWN-NEXT: %true_0 = arith.constant true
// OWN-NEXT: %c0 = arith.constant 0 : index
// OWN-NEXT: %c1 = arith.constant 1 : index
// OWN-NEXT: %alloc = memref.alloc() : memref<4xi64>
// OWN-NEXT: %alloc_1 = memref.alloc() : memref<4xi64>
// OWN-NEXT: %0:5 = scf.while (%arg1 = %c0, %arg2 = %alloc, %arg3 = %alloc_1, %arg4 = %false, %arg5 = %false) : (index, memref<4xi64>, memref<4xi64>, i1, i1) -> (index, memref<4xi64>, memref<4xi64>, i1, i1) {
// OWN-NEXT: %4 = arith.cmpi ult, %arg1, %arg0 : index
// OWN-NEXT: %base_buffer_24, %offset_25, %sizes_26, %strides_27 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_28, %offset_29, %sizes_30, %strides_31 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %5:2 = bufferization.dealloc (%base_buffer_24, %base_buffer_28 : memref<i64>, memref<i64>) if (%arg4, %arg5) retain (%arg2, %arg3 : memref<4xi64>, memref<4xi64>)
// OWN-NEXT: scf.condition(%4) %arg1, %arg2, %arg3, %5#0, %5#1 : index, memref<4xi64>, memref<4xi64>, i1, i1
// OWN-NEXT: } do {
// OWN-NEXT: ^bb0(%arg1: index, %arg2: memref<4xi64>, %arg3: memref<4xi64>, %arg4: i1, %arg5: i1):
// OWN-NEXT: %true_24 = arith.constant true
// OWN-NEXT: %true_25 = arith.constant true
// OWN-NEXT: %4 = arith.addi %arg1, %c1 : index
// OWN-NEXT: %alloc_26 = memref.alloc() : memref<4xi64>
// OWN-NEXT: %alloc_27 = memref.alloc() : memref<4xi64>
// OWN-NEXT: %base_buffer_28, %offset_29, %sizes_30, %strides_31 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_32, %offset_33, %sizes_34, %strides_35 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_36, %offset_37, %sizes_38, %strides_39 = memref.extract_strided_metadata %alloc_26 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_40, %offset_41, %sizes_42, %strides_43 = memref.extract_strided_metadata %alloc_27 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %5:2 = bufferization.dealloc (%base_buffer_28, %base_buffer_32, %base_buffer_36, %base_buffer_40 : memref<i64>, memref<i64>, memref<i64>, memref<i64>) if (%arg4, %arg5, %true_25, %true_24) retain (%alloc_26, %alloc_27 : memref<4xi64>, memref<4xi64>)
// OWN-NEXT: scf.yield %4, %alloc_26, %alloc_27, %5#0, %5#1 : index, memref<4xi64>, memref<4xi64>, i1, i1
// OWN-NEXT: }
// OWN-NEXT: %1 = scf.if %0#3 -> (memref<4xi64>) {
// OWN-NEXT: scf.yield %0#1 : memref<4xi64>
// OWN-NEXT: } else {
// OWN-NEXT: %4 = bufferization.clone %0#1 : memref<4xi64> to memref<4xi64>
// OWN-NEXT: scf.yield %4 : memref<4xi64>
// OWN-NEXT: }
// OWN-NEXT: %true_2 = arith.constant true
// OWN-NEXT: %2 = scf.if %0#4 -> (memref<4xi64>) {
// OWN-NEXT: scf.yield %0#2 : memref<4xi64>
// OWN-NEXT: } else {
// OWN-NEXT: %4 = bufferization.clone %0#2 : memref<4xi64> to memref<4xi64>
// OWN-NEXT: scf.yield %4 : memref<4xi64>
// OWN-NEXT: }
// OWN-NEXT: %true_3 = arith.constant true
// OWN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %alloc_1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_8, %offset_9, %sizes_10, %strides_11 = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %0#2 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %1 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %2 : memref<4xi64> -> memref<i64>, index, index, index
// OWN-NEXT: %3:2 = bufferization.dealloc (%base_buffer, %base_buffer_4, %base_buffer_8, %base_buffer_12, %base_buffer_16, %base_buffer_20 : memref<i64>, memref<i64>, memref<i64>, memref<i64>, memref<i64>, memref<i64>) if (%true_0, %true, %0#3, %0#4, %true_2, %true_3) retain (%1, %2 : memref<4xi64>, memref<4xi64>)
// OWN-NEXT: return %1, %2 : memref<4xi64>, memref<4xi64>
// OWN-NEXT: }
// OWN-NEXT: }
// CHECK: module {
// CHECK-NEXT: func.func @two_fresh(%arg0: index) -> (memref<4xi64>, memref<4xi64>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %0:5 = scf.while (%arg1 = %c0, %arg2 = %alloc, %arg3 = %alloc_0, %arg4 = %false, %arg5 = %false) : (index, memref<4xi64>, memref<4xi64>, i1, i1) -> (index, memref<4xi64>, memref<4xi64>, i1, i1) {
// CHECK-NEXT: %7 = arith.cmpi ult, %arg1, %arg0 : index
// CHECK-NEXT: scf.condition(%7) %arg1, %arg2, %arg3, %arg4, %arg5 : index, memref<4xi64>, memref<4xi64>, i1, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: memref<4xi64>, %arg3: memref<4xi64>, %arg4: i1, %arg5: i1):
// CHECK-NEXT: %7 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %alloc_19 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %alloc_20 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %base_buffer_21, %offset_22, %sizes_23, %strides_24 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: memref.dealloc %base_buffer_21 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg5 {
// CHECK-NEXT: memref.dealloc %base_buffer_25 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %7, %alloc_19, %alloc_20, %true, %true : index, memref<4xi64>, memref<4xi64>, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#3 -> (memref<4xi64>) {
// CHECK-NEXT: scf.yield %0#1 : memref<4xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: %7 = bufferization.clone %0#1 : memref<4xi64> to memref<4xi64>
// CHECK-NEXT: scf.yield %7 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %0#4 -> (memref<4xi64>) {
// CHECK-NEXT: scf.yield %0#2 : memref<4xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: %7 = bufferization.clone %0#2 : memref<4xi64> to memref<4xi64>
// CHECK-NEXT: scf.yield %7 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#2 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<4xindex>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<4xi1>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr, %alloc_5[%c0] : memref<4xindex>
// CHECK-NEXT: %intptr_8 = memref.extract_aligned_pointer_as_index %alloc_0 : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr_8, %alloc_5[%c1] : memref<4xindex>
// CHECK-NEXT: %intptr_9 = memref.extract_aligned_pointer_as_index %base_buffer : memref<i64> -> index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: memref.store %intptr_9, %alloc_5[%c2] : memref<4xindex>
// CHECK-NEXT: %intptr_10 = memref.extract_aligned_pointer_as_index %base_buffer_1 : memref<i64> -> index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: memref.store %intptr_10, %alloc_5[%c3] : memref<4xindex>
// CHECK-NEXT: memref.store %true, %alloc_6[%c0] : memref<4xi1>
// CHECK-NEXT: memref.store %true, %alloc_6[%c1] : memref<4xi1>
// CHECK-NEXT: memref.store %0#3, %alloc_6[%c2] : memref<4xi1>
// CHECK-NEXT: memref.store %0#4, %alloc_6[%c3] : memref<4xi1>
// CHECK-NEXT: %intptr_11 = memref.extract_aligned_pointer_as_index %1 : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr_11, %alloc_7[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_12 = memref.extract_aligned_pointer_as_index %2 : memref<4xi64> -> index
// CHECK-NEXT: memref.store %intptr_12, %alloc_7[%c1] : memref<2xindex>
// CHECK-NEXT: %cast = memref.cast %alloc_5 : memref<4xindex> to memref<?xindex>
// CHECK-NEXT: %cast_13 = memref.cast %alloc_6 : memref<4xi1> to memref<?xi1>
// CHECK-NEXT: %cast_14 = memref.cast %alloc_7 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_15 = memref.alloc() : memref<4xi1>
// CHECK-NEXT: %alloc_16 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %cast_17 = memref.cast %alloc_15 : memref<4xi1> to memref<?xi1>
// CHECK-NEXT: %cast_18 = memref.cast %alloc_16 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_14, %cast_13, %cast_17, %cast_18) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %3 = memref.load %alloc_15[%c0] : memref<4xi1>
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %4 = memref.load %alloc_15[%c1] : memref<4xi1>
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = memref.load %alloc_15[%c2] : memref<4xi1>
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: %6 = memref.load %alloc_15[%c3] : memref<4xi1>
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: memref.dealloc %base_buffer_1 : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_5 : memref<4xindex>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_6 : memref<4xi1>
// CHECK-NEXT: memref.dealloc %alloc_15 : memref<4xi1>
// CHECK-NEXT: memref.dealloc %alloc_16 : memref<2xi1>
// CHECK-NEXT: return %1, %2 : memref<4xi64>, memref<4xi64>
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
// PIPE: module {
// PIPE-NEXT: func.func @two_fresh(%arg0: index) -> (memref<4xi64>, memref<4xi64>) {
// PIPE-NEXT: %c3 = arith.constant 3 : index
// PIPE-NEXT: %c2 = arith.constant 2 : index
// PIPE-NEXT: %false = arith.constant false
// PIPE-NEXT: %true = arith.constant true
// PIPE-NEXT: %c0 = arith.constant 0 : index
// PIPE-NEXT: %c1 = arith.constant 1 : index
// PIPE-NEXT: %alloc = memref.alloc() : memref<4xi64>
// PIPE-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// PIPE-NEXT: %0:4 = scf.while (%arg1 = %c0, %arg2 = %alloc, %arg3 = %alloc_0, %arg4 = %false) : (index, memref<4xi64>, memref<4xi64>, i1) -> (index, memref<4xi64>, memref<4xi64>, i1) {
// PIPE-NEXT: %6 = arith.cmpi ult, %arg1, %arg0 : index
// PIPE-NEXT: scf.condition(%6) %arg1, %arg2, %arg3, %arg4 : index, memref<4xi64>, memref<4xi64>, i1
// PIPE-NEXT: } do {
// PIPE-NEXT: ^bb0(%arg1: index, %arg2: memref<4xi64>, %arg3: memref<4xi64>, %arg4: i1):
// PIPE-NEXT: %6 = arith.addi %arg1, %c1 : index
// PIPE-NEXT: %alloc_19 = memref.alloc() : memref<4xi64>
// PIPE-NEXT: %alloc_20 = memref.alloc() : memref<4xi64>
// PIPE-NEXT: %base_buffer_21, %offset_22, %sizes_23, %strides_24 = memref.extract_strided_metadata %arg2 : memref<4xi64> -> memref<i64>, index, index, index
// PIPE-NEXT: %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %arg3 : memref<4xi64> -> memref<i64>, index, index, index
// PIPE-NEXT: scf.if %arg4 {
// PIPE-NEXT: memref.dealloc %base_buffer_21 : memref<i64>
// PIPE-NEXT: memref.dealloc %base_buffer_25 : memref<i64>
// PIPE-NEXT: }
// PIPE-NEXT: scf.yield %6, %alloc_19, %alloc_20, %true : index, memref<4xi64>, memref<4xi64>, i1
// PIPE-NEXT: }
// PIPE-NEXT: %1:2 = scf.if %0#3 -> (memref<4xi64>, memref<4xi64>) {
// PIPE-NEXT: scf.yield %0#1, %0#2 : memref<4xi64>, memref<4xi64>
// PIPE-NEXT: } else {
// PIPE-NEXT: %6 = bufferization.clone %0#1 : memref<4xi64> to memref<4xi64>
// PIPE-NEXT: %7 = bufferization.clone %0#2 : memref<4xi64> to memref<4xi64>
// PIPE-NEXT: scf.yield %6, %7 : memref<4xi64>, memref<4xi64>
// PIPE-NEXT: }
// PIPE-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#1 : memref<4xi64> -> memref<i64>, index, index, index
// PIPE-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#2 : memref<4xi64> -> memref<i64>, index, index, index
// PIPE-NEXT: %alloc_5 = memref.alloc() : memref<4xindex>
// PIPE-NEXT: %alloc_6 = memref.alloc() : memref<4xi1>
// PIPE-NEXT: %alloc_7 = memref.alloc() : memref<2xindex>
// PIPE-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<4xi64> -> index
// PIPE-NEXT: memref.store %intptr, %alloc_5[%c0] : memref<4xindex>
// PIPE-NEXT: %intptr_8 = memref.extract_aligned_pointer_as_index %alloc_0 : memref<4xi64> -> index
// PIPE-NEXT: memref.store %intptr_8, %alloc_5[%c1] : memref<4xindex>
// PIPE-NEXT: %intptr_9 = memref.extract_aligned_pointer_as_index %base_buffer : memref<i64> -> index
// PIPE-NEXT: memref.store %intptr_9, %alloc_5[%c2] : memref<4xindex>
// PIPE-NEXT: %intptr_10 = memref.extract_aligned_pointer_as_index %base_buffer_1 : memref<i64> -> index
// PIPE-NEXT: memref.store %intptr_10, %alloc_5[%c3] : memref<4xindex>
// PIPE-NEXT: memref.store %true, %alloc_6[%c0] : memref<4xi1>
// PIPE-NEXT: memref.store %true, %alloc_6[%c1] : memref<4xi1>
// PIPE-NEXT: memref.store %0#3, %alloc_6[%c2] : memref<4xi1>
// PIPE-NEXT: memref.store %0#3, %alloc_6[%c3] : memref<4xi1>
// PIPE-NEXT: %intptr_11 = memref.extract_aligned_pointer_as_index %1#0 : memref<4xi64> -> index
// PIPE-NEXT: memref.store %intptr_11, %alloc_7[%c0] : memref<2xindex>
// PIPE-NEXT: %intptr_12 = memref.extract_aligned_pointer_as_index %1#1 : memref<4xi64> -> index
// PIPE-NEXT: memref.store %intptr_12, %alloc_7[%c1] : memref<2xindex>
// PIPE-NEXT: %cast = memref.cast %alloc_5 : memref<4xindex> to memref<?xindex>
// PIPE-NEXT: %cast_13 = memref.cast %alloc_6 : memref<4xi1> to memref<?xi1>
// PIPE-NEXT: %cast_14 = memref.cast %alloc_7 : memref<2xindex> to memref<?xindex>
// PIPE-NEXT: %alloc_15 = memref.alloc() : memref<4xi1>
// PIPE-NEXT: %alloc_16 = memref.alloc() : memref<2xi1>
// PIPE-NEXT: %cast_17 = memref.cast %alloc_15 : memref<4xi1> to memref<?xi1>
// PIPE-NEXT: %cast_18 = memref.cast %alloc_16 : memref<2xi1> to memref<?xi1>
// PIPE-NEXT: call @dealloc_helper(%cast, %cast_14, %cast_13, %cast_17, %cast_18) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// PIPE-NEXT: %2 = memref.load %alloc_15[%c0] : memref<4xi1>
// PIPE-NEXT: scf.if %2 {
// PIPE-NEXT: memref.dealloc %alloc : memref<4xi64>
// PIPE-NEXT: }
// PIPE-NEXT: %3 = memref.load %alloc_15[%c1] : memref<4xi1>
// PIPE-NEXT: scf.if %3 {
// PIPE-NEXT: memref.dealloc %alloc_0 : memref<4xi64>
// PIPE-NEXT: }
// PIPE-NEXT: %4 = memref.load %alloc_15[%c2] : memref<4xi1>
// PIPE-NEXT: scf.if %4 {
// PIPE-NEXT: memref.dealloc %base_buffer : memref<i64>
// PIPE-NEXT: }
// PIPE-NEXT: %5 = memref.load %alloc_15[%c3] : memref<4xi1>
// PIPE-NEXT: scf.if %5 {
// PIPE-NEXT: memref.dealloc %base_buffer_1 : memref<i64>
// PIPE-NEXT: }
// PIPE-NEXT: memref.dealloc %alloc_5 : memref<4xindex>
// PIPE-NEXT: memref.dealloc %alloc_7 : memref<2xindex>
// PIPE-NEXT: memref.dealloc %alloc_6 : memref<4xi1>
// PIPE-NEXT: memref.dealloc %alloc_15 : memref<4xi1>
// PIPE-NEXT: memref.dealloc %alloc_16 : memref<2xi1>
// PIPE-NEXT: return %1#0, %1#1 : memref<4xi64>, memref<4xi64>
// PIPE-NEXT: }
// PIPE-NEXT: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// PIPE-NEXT: %c0 = arith.constant 0 : index
// PIPE-NEXT: %c1 = arith.constant 1 : index
// PIPE-NEXT: %true = arith.constant true
// PIPE-NEXT: %false = arith.constant false
// PIPE-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// PIPE-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// PIPE-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// PIPE-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// PIPE-NEXT: }
// PIPE-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// PIPE-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// PIPE-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// PIPE-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// PIPE-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// PIPE-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// PIPE-NEXT: scf.if %6 {
// PIPE-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// PIPE-NEXT: %10 = arith.ori %9, %1 : i1
// PIPE-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// PIPE-NEXT: }
// PIPE-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// PIPE-NEXT: %8 = arith.andi %arg7, %7 : i1
// PIPE-NEXT: scf.yield %8 : i1
// PIPE-NEXT: }
// PIPE-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// PIPE-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// PIPE-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// PIPE-NEXT: %7 = arith.andi %arg7, %6 : i1
// PIPE-NEXT: scf.yield %7 : i1
// PIPE-NEXT: }
// PIPE-NEXT: %4 = arith.andi %3, %1 : i1
// PIPE-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// PIPE-NEXT: }
// PIPE-NEXT: return
// PIPE-NEXT: }
// PIPE-NEXT: }
func.func @two_fresh(%n: index) -> (memref<4xi64>, memref<4xi64>) {
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
    %nx = memref.alloc() : memref<4xi64>
    %ny = memref.alloc() : memref<4xi64>
    scf.yield %j, %nx, %ny : index, memref<4xi64>, memref<4xi64>
  }
  return %w#1, %w#2 : memref<4xi64>, memref<4xi64>
}
