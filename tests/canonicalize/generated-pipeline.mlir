// A generated arithmetic-rich bufferized program (examples/gen_arith.rs, seed 11, extended)
// through the whole deallocation pipeline, byte-identical to mlir-opt 22.
// RUN: bufjit opt %s --buffer-deallocation-pipeline | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @f0(%arg0: index, %arg1: i32, %arg2: i64, %arg3: memref<?xf32>) -> (index, i32, memref<?xf32>) {
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.remui %arg0, %c8 : index
// CHECK-NEXT: %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT: %1 = memref.load %alloc[%arg0] : memref<?xf32>
// CHECK-NEXT: memref.store %1, %arg3[%arg0] : memref<?xf32>
// CHECK-NEXT: %2 = memref.load %alloc[%arg0] : memref<?xf32>
// CHECK-NEXT: memref.store %2, %arg3[%arg0] : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %arg3[%arg0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %3 = memref.load %subview[%c0] : memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %3, %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c2 {
// CHECK-NEXT: %8 = scf.while (%arg5 = %c4) : (index) -> index {
// CHECK-NEXT: %9 = arith.cmpi slt, %arg5, %c-1 : index
// CHECK-NEXT: scf.condition(%9) %arg5 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg5: index):
// CHECK-NEXT: scf.for %arg6 = %c0 to %0 step %c1 {
// CHECK-NEXT: %10 = memref.load %alloc[%arg6] : memref<?xf32>
// CHECK-NEXT: %11 = arith.addf %10, %10 : f32
// CHECK-NEXT: memref.store %11, %alloc[%arg6] : memref<?xf32>
// CHECK-NEXT: %12 = memref.load %alloc[%0] : memref<?xf32>
// CHECK-NEXT: memref.store %12, %arg3[%0] : memref<?xf32>
// CHECK-NEXT: %13 = memref.load %alloc[%c10] : memref<?xf32>
// CHECK-NEXT: memref.store %13, %arg3[%c10] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %9 = arith.addi %arg5, %c1 : index
// CHECK-NEXT: scf.yield %9 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.while (%arg4 = %c-1) : (index) -> index {
// CHECK-NEXT: %8 = arith.cmpi slt, %arg4, %c4 : index
// CHECK-NEXT: scf.condition(%8) %arg4 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: index):
// CHECK-NEXT: %subview_1 = memref.subview %arg3[%c-1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %8 = memref.load %subview_1[%c0] : memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %8, %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: %9 = arith.addi %arg4, %c1 : index
// CHECK-NEXT: scf.yield %9 : index
// CHECK-NEXT: }
// CHECK-NEXT: %5 = scf.for %arg4 = %c0 to %0 step %c1 iter_args(%arg5 = %c4) -> (index) {
// CHECK-NEXT: %8 = memref.load %alloc[%arg4] : memref<?xf32>
// CHECK-NEXT: %9 = arith.addf %8, %8 : f32
// CHECK-NEXT: memref.store %9, %alloc[%arg4] : memref<?xf32>
// CHECK-NEXT: %10 = scf.while (%arg6 = %c64) : (index) -> index {
// CHECK-NEXT: %11 = arith.cmpi slt, %arg6, %arg5 : index
// CHECK-NEXT: scf.condition(%11) %arg6 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg6: index):
// CHECK-NEXT: %11 = memref.load %alloc[%c5] : memref<?xf32>
// CHECK-NEXT: memref.store %11, %arg3[%c5] : memref<?xf32>
// CHECK-NEXT: %12 = arith.addi %arg6, %c1 : index
// CHECK-NEXT: scf.yield %12 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : index
// CHECK-NEXT: }
// CHECK-NEXT: %6 = arith.divui %5, %arg0 : index
// CHECK-NEXT: %subview_0 = memref.subview %arg3[%6] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %7 = memref.load %subview_0[%c0] : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %7, %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: return %c16, %c0_i32, %alloc : index, i32, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f1(%arg0: index, %arg1: i32, %arg2: i64, %arg3: memref<?xf32>) -> (index, i32, memref<?xf32>) {
// CHECK-NEXT: %c31_i32 = arith.constant 31 : i32
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<16xf32> to memref<?xf32>
// CHECK-NEXT: %0 = scf.while (%arg4 = %arg0) : (index) -> index {
// CHECK-NEXT: %7 = arith.cmpi slt, %arg4, %arg0 : index
// CHECK-NEXT: scf.condition(%7) %arg4 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: index):
// CHECK-NEXT: scf.for %arg5 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %8 = memref.load %alloc[%arg5] : memref<16xf32>
// CHECK-NEXT: %9 = arith.addf %8, %8 : f32
// CHECK-NEXT: memref.store %9, %alloc[%arg5] : memref<16xf32>
// CHECK-NEXT: %10 = memref.load %alloc[%c16] : memref<16xf32>
// CHECK-NEXT: memref.store %10, %arg3[%c16] : memref<?xf32>
// CHECK-NEXT: %11 = scf.while (%arg6 = %arg0) : (index) -> index {
// CHECK-NEXT: %12 = arith.cmpi slt, %arg6, %c64 : index
// CHECK-NEXT: scf.condition(%12) %arg6 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg6: index):
// CHECK-NEXT: %12 = memref.load %alloc[%c16] : memref<16xf32>
// CHECK-NEXT: memref.store %12, %arg3[%c16] : memref<?xf32>
// CHECK-NEXT: %13 = arith.addi %arg6, %c1 : index
// CHECK-NEXT: scf.yield %13 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %alloc, %arg3 : memref<16xf32> to memref<?xf32>
// CHECK-NEXT: %7 = arith.addi %arg4, %c1 : index
// CHECK-NEXT: scf.yield %7 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloc[%arg0] : memref<16xf32>
// CHECK-NEXT: memref.store %1, %arg3[%arg0] : memref<?xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2], strides: [1] : memref<16xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: %2 = memref.load %reinterpret_cast[%c0] : memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.store %2, %arg3[%c0] : memref<?xf32>
// CHECK-NEXT: %3 = memref.load %alloc[%c0] : memref<16xf32>
// CHECK-NEXT: memref.store %3, %arg3[%c0] : memref<?xf32>
// CHECK-NEXT: %4 = memref.load %alloc[%0] : memref<16xf32>
// CHECK-NEXT: memref.store %4, %arg3[%0] : memref<?xf32>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %7 = memref.load %alloc[%arg4] : memref<16xf32>
// CHECK-NEXT: %8 = arith.addf %7, %7 : f32
// CHECK-NEXT: memref.store %8, %alloc[%arg4] : memref<16xf32>
// CHECK-NEXT: scf.for %arg5 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %9 = memref.load %alloc[%arg5] : memref<16xf32>
// CHECK-NEXT: %10 = arith.addf %9, %9 : f32
// CHECK-NEXT: memref.store %10, %alloc[%arg5] : memref<16xf32>
// CHECK-NEXT: scf.for %arg6 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %13 = memref.load %alloc[%arg6] : memref<16xf32>
// CHECK-NEXT: %14 = arith.addf %13, %13 : f32
// CHECK-NEXT: memref.store %14, %alloc[%arg6] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %11 = memref.load %alloc[%c0] : memref<16xf32>
// CHECK-NEXT: %12 = arith.addf %11, %11 : f32
// CHECK-NEXT: memref.store %12, %alloc[%c0] : memref<16xf32>
// CHECK-NEXT: scf.for %arg6 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %13 = memref.load %alloc[%arg6] : memref<16xf32>
// CHECK-NEXT: %14 = arith.addf %13, %13 : f32
// CHECK-NEXT: memref.store %14, %alloc[%arg6] : memref<16xf32>
// CHECK-NEXT: %15 = memref.load %alloc[%c5] : memref<16xf32>
// CHECK-NEXT: memref.store %15, %arg3[%c5] : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %arg3[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %16 = memref.load %subview[%c0] : memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: memref.store %16, %alloc[%c0] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %5 = memref.load %alloc[%0] : memref<16xf32>
// CHECK-NEXT: memref.store %5, %arg3[%0] : memref<?xf32>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %subview = memref.subview %arg3[%c-3] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %7 = memref.load %subview[%c0] : memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %7, %alloc[%c0] : memref<16xf32>
// CHECK-NEXT: %8 = memref.load %alloc[%c-3] : memref<16xf32>
// CHECK-NEXT: memref.store %8, %arg3[%c-3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %c0 to %c16 step %c1 {
// CHECK-NEXT: %7 = memref.load %alloc[%arg4] : memref<16xf32>
// CHECK-NEXT: %8 = arith.addf %7, %7 : f32
// CHECK-NEXT: memref.store %8, %alloc[%arg4] : memref<16xf32>
// CHECK-NEXT: %9 = memref.load %alloc[%c1] : memref<16xf32>
// CHECK-NEXT: memref.store %9, %arg3[%c1] : memref<?xf32>
// CHECK-NEXT: %10 = memref.load %alloc[%arg0] : memref<16xf32>
// CHECK-NEXT: memref.store %10, %arg3[%arg0] : memref<?xf32>
// CHECK-NEXT: %11 = memref.load %alloc[%c3] : memref<16xf32>
// CHECK-NEXT: memref.store %11, %arg3[%c3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %6 = memref.load %alloc[%c-1] : memref<16xf32>
// CHECK-NEXT: memref.store %6, %arg3[%c-1] : memref<?xf32>
// CHECK-NEXT: return %c16, %c31_i32, %cast : index, i32, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f0(%arg0: index, %arg1: i32, %arg2: i64, %arg3: memref<?xf32>) -> (index, i32, memref<?xf32>) {
  %v2 = arith.constant 8 : index
  %v1 = arith.remui %arg0, %v2 : index
  %v3 = memref.alloc(%v1) : memref<?xf32>
  %v4 = arith.constant false
  scf.if %v4 {
    %v6 = arith.constant 0 : index
    %v7 = memref.dim %v3, %v6 : memref<?xf32>
    %v8 = arith.constant 1 : index
    scf.for %v9 = %v6 to %v7 step %v8 {
      %v12 = memref.load %v3[%v9] : memref<?xf32>
      %v13 = arith.addf %v12, %v12 : f32
      memref.store %v13, %v3[%v9] : memref<?xf32>
      %v14 = scf.while (%v15 = %v9) : (index) -> index {
        %v17 = arith.cmpi slt, %v15, %arg0 : index
        scf.condition(%v17) %v15 : index
      } do {
      ^bb0(%v16: index):
        %v19 = arith.constant 8 : index
        %v18 = arith.remui %v7, %v19 : index
        %v20 = memref.alloca(%v18) : memref<?xf32>
        %v22 = arith.constant 8 : i64
        %v21 = arith.maxui %v22, %arg2 : i64
        %v23 = arith.constant 1 : index
        %v24 = arith.addi %v16, %v23 : index
        scf.yield %v24 : index
      }
      %v25 = arith.cmpi eq, %v14, %v7 : index
      %v26 = arith.constant 0 : index
      %v27 = memref.dim %v3, %v26 : memref<?xf32>
      %v28 = arith.constant 1 : index
      scf.for %v29 = %v26 to %v27 step %v28 {
        %v32 = memref.load %v3[%v29] : memref<?xf32>
        %v33 = arith.addf %v32, %v32 : f32
        memref.store %v33, %v3[%v29] : memref<?xf32>
        %v34 = arith.floordivsi %v14, %v9 : index
      }
    }
    %v35 = arith.constant 3 : index
    %v36 = arith.constant 2 : index
    %v37 = arith.muli %v35, %v36 : index
    %v38 = memref.alloca(%v37) : memref<?xf32>
  } else {
    %v39 = memref.load %v3[%arg0] : memref<?xf32>
    memref.store %v39, %arg3[%arg0] : memref<?xf32>
  }
  %v41 = arith.constant 0 : i32
  %v40 = arith.divsi %v41, %arg1 : i32
  %v42 = memref.load %v3[%arg0] : memref<?xf32>
  memref.store %v42, %arg3[%arg0] : memref<?xf32>
  %v44 = arith.constant -1 : index
  %v45 = arith.constant 4 : index
  %v43 = arith.cmpi slt, %v44, %v45 : index
  %v47 = arith.constant false
  %v46 = arith.xori %v4, %v47 : i1
  %v48 = arith.constant 2 : index
  %v49 = memref.subview %arg3[%arg0] [%v48] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %v50 = arith.constant 0 : index
  %v51 = memref.load %v49[%v50] : memref<?xf32, strided<[1], offset: ?>>
  memref.store %v51, %v3[%v50] : memref<?xf32>
  %v52 = arith.constant 2 : index
  %v53 = arith.constant 2 : index
  %v54 = arith.constant 1 : index
  %v55 = arith.constant 0 : i64
  %v56 = scf.for %v57 = %v52 to %v53 step %v54 iter_args(%v58 = %v55) -> (i64) {
    %v59 = arith.constant 0 : index
    %v60 = memref.dim %v3, %v59 : memref<?xf32>
    %v61 = arith.constant 1 : index
    scf.for %v62 = %v59 to %v60 step %v61 {
      %v65 = memref.load %v3[%v62] : memref<?xf32>
      %v66 = arith.addf %v65, %v65 : f32
      memref.store %v66, %v3[%v62] : memref<?xf32>
      %v67 = arith.constant 0 : index
      %v68 = memref.dim %v3, %v67 : memref<?xf32>
      %v69 = arith.constant 1 : index
      %v71 = scf.for %v70 = %v67 to %v68 step %v69 iter_args(%v72 = %arg1) -> (i32) {
        %v73 = memref.load %v3[%v70] : memref<?xf32>
        %v74 = arith.addf %v73, %v73 : f32
        memref.store %v74, %v3[%v70] : memref<?xf32>
        %v75 = memref.load %v3[%arg0] : memref<?xf32>
        memref.store %v75, %arg3[%arg0] : memref<?xf32>
        %v76 = arith.constant 2 : index
        %v77 = memref.load %v3[%v76] : memref<?xf32>
        memref.store %v77, %arg3[%v76] : memref<?xf32>
        scf.yield %v72 : i32
      }
    }
    %v78 = memref.load %v3[%v57] : memref<?xf32>
    memref.store %v78, %arg3[%v57] : memref<?xf32>
    scf.yield %arg2 : i64
  }
  %v79 = arith.maxui %v41, %v40 : i32
  %v81 = arith.constant 100 : i64
  %v80 = arith.select %v43, %v56, %v81 : i64
  %v82 = arith.constant 0 : index
  %v83 = arith.constant 4 : index
  %v84 = arith.constant 2 : index
  %v85 = scf.for %v86 = %v82 to %v83 step %v84 iter_args(%v87 = %v45) -> (index) {
    %v88 = arith.constant -1 : index
    %v89 = scf.while (%v90 = %v45) : (index) -> index {
      %v92 = arith.cmpi slt, %v90, %v88 : index
      scf.condition(%v92) %v90 : index
    } do {
    ^bb0(%v91: index):
      %v93 = arith.constant 0 : index
      %v94 = memref.dim %v3, %v93 : memref<?xf32>
      %v95 = arith.constant 1 : index
      scf.for %v96 = %v93 to %v94 step %v95 {
        %v99 = memref.load %v3[%v96] : memref<?xf32>
        %v100 = arith.addf %v99, %v99 : f32
        memref.store %v100, %v3[%v96] : memref<?xf32>
        %v101 = memref.load %v3[%v94] : memref<?xf32>
        memref.store %v101, %arg3[%v94] : memref<?xf32>
        %v103 = arith.constant 1 : index
        %v102 = arith.ceildivsi %v96, %v103 : index
        %v104 = arith.constant 10 : index
        %v105 = memref.load %v3[%v104] : memref<?xf32>
        memref.store %v105, %arg3[%v104] : memref<?xf32>
      }
      scf.if %v4 {
        %v107 = arith.muli %v45, %v44 : index
        %v108 = memref.load %v3[%v91] : memref<?xf32>
        memref.store %v108, %arg3[%v91] : memref<?xf32>
      }
      %v109 = arith.constant 1 : index
      %v110 = arith.addi %v91, %v109 : index
      scf.yield %v110 : index
    }
    scf.yield %v45 : index
  }
  %v111 = scf.while (%v112 = %v44) : (index) -> index {
    %v114 = arith.cmpi slt, %v112, %v85 : index
    scf.condition(%v114) %v112 : index
  } do {
  ^bb0(%v113: index):
    %v116 = arith.constant 64 : index
    %v115 = arith.select %v47, %v116, %arg0 : index
    %v117 = arith.constant 2 : index
    %v118 = memref.subview %arg3[%v44] [%v117] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
    %v119 = arith.constant 0 : index
    %v120 = memref.load %v118[%v119] : memref<?xf32, strided<[1], offset: ?>>
    memref.store %v120, %v3[%v119] : memref<?xf32>
    %v121 = arith.constant 1 : index
    %v122 = arith.addi %v113, %v121 : index
    scf.yield %v122 : index
  }
  %v123 = arith.cmpi uge, %arg1, %v40 : i32
  %v125 = arith.constant 5 : i32
  %v124 = arith.andi %v125, %v41 : i32
  %v126 = arith.select %v47, %v41, %arg1 : i32
  %v127 = arith.constant 0 : index
  %v128 = memref.dim %v3, %v127 : memref<?xf32>
  %v129 = arith.constant 1 : index
  %v131 = scf.for %v130 = %v127 to %v128 step %v129 iter_args(%v132 = %v85) -> (index) {
    %v133 = memref.load %v3[%v130] : memref<?xf32>
    %v134 = arith.addf %v133, %v133 : f32
    memref.store %v134, %v3[%v130] : memref<?xf32>
    %v135 = arith.constant 64 : index
    %v136 = scf.while (%v137 = %v135) : (index) -> index {
      %v139 = arith.cmpi slt, %v137, %v132 : index
      scf.condition(%v139) %v137 : index
    } do {
    ^bb0(%v138: index):
      %v141 = arith.constant false
      %v140 = arith.select %v141, %v132, %v130 : index
      %v142 = arith.constant 5 : index
      %v143 = memref.load %v3[%v142] : memref<?xf32>
      memref.store %v143, %arg3[%v142] : memref<?xf32>
      %v144 = arith.constant 1 : index
      %v145 = arith.addi %v138, %v144 : index
      scf.yield %v145 : index
    }
    scf.yield %v111 : index
  }
  %v146 = arith.divui %v131, %arg0 : index
  %v147 = arith.constant 4 : index
  %v148 = memref.subview %arg3[%v146] [%v147] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %v149 = arith.constant 0 : index
  %v150 = memref.load %v148[%v149] : memref<?xf32, strided<[1], offset: ?>>
  memref.store %v150, %v3[%v149] : memref<?xf32>
  %v151 = arith.constant 16 : index
  return %v151, %v124, %v3 : index, i32, memref<?xf32>
}
func.func @f1(%arg0: index, %arg1: i32, %arg2: i64, %arg3: memref<?xf32>) -> (index, i32, memref<?xf32>) {
  %v1 = arith.constant 16 : index
  %v2 = memref.alloc(%v1) : memref<?xf32>
  %v3 = scf.while (%v4 = %arg0) : (index) -> index {
    %v6 = arith.cmpi slt, %v4, %arg0 : index
    scf.condition(%v6) %v4 : index
  } do {
  ^bb0(%v5: index):
    %v7 = arith.constant 0 : index
    %v8 = memref.dim %v2, %v7 : memref<?xf32>
    %v9 = arith.constant 1 : index
    scf.for %v10 = %v7 to %v8 step %v9 {
      %v13 = memref.load %v2[%v10] : memref<?xf32>
      %v14 = arith.addf %v13, %v13 : f32
      memref.store %v14, %v2[%v10] : memref<?xf32>
      %v15 = arith.constant 16 : index
      %v16 = memref.load %v2[%v15] : memref<?xf32>
      memref.store %v16, %arg3[%v15] : memref<?xf32>
      %v17 = arith.constant 64 : index
      %v18 = scf.while (%v19 = %arg0) : (index) -> index {
        %v21 = arith.cmpi slt, %v19, %v17 : index
        scf.condition(%v21) %v19 : index
      } do {
      ^bb0(%v20: index):
        %v22 = memref.load %v2[%v15] : memref<?xf32>
        memref.store %v22, %arg3[%v15] : memref<?xf32>
        %v23 = arith.constant 1 : index
        %v24 = arith.addi %v20, %v23 : index
        scf.yield %v24 : index
      }
      %v25 = arith.constant 3 : index
      %v26 = memref.alloc(%v25) : memref<?xf32>
    }
    %v27 = memref.cast %v2 : memref<?xf32> to memref<4xf32>
    %v28 = memref.cast %v27 : memref<4xf32> to memref<?xf32>
    memref.copy %v28, %arg3 : memref<?xf32> to memref<?xf32>
    %v29 = arith.constant 1 : index
    %v30 = arith.addi %v5, %v29 : index
    scf.yield %v30 : index
  }
  %v31 = arith.constant 1 : index
  %v32 = arith.constant 5 : index
  %v33 = arith.constant 2 : index
  %v34 = arith.constant 64 : i64
  %v35 = scf.for %v36 = %v31 to %v32 step %v33 iter_args(%v37 = %v34) -> (i64) {
    %v39 = arith.constant 5 : i64
    %v40 = arith.constant 7 : i64
    %v41 = arith.subi %arg2, %v39 : i64
    %v38 = arith.subi %v40, %v41 : i64
    %v43 = arith.constant 8 : index
    %v42 = arith.remui %v36, %v43 : index
    %v44 = memref.alloc(%v42) : memref<?xf32>
    scf.yield %v41 : i64
  }
  %v45 = memref.load %v2[%arg0] : memref<?xf32>
  memref.store %v45, %arg3[%arg0] : memref<?xf32>
  %v46 = arith.constant 2 : index
  %v48 = arith.constant 0 : index
  %v47 = memref.reinterpret_cast %v2 to offset: [%v48], sizes: [%v46], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %v49 = memref.load %v47[%v48] : memref<?xf32, strided<[1], offset: ?>>
  memref.store %v49, %arg3[%v48] : memref<?xf32>
  %v50 = arith.constant 0 : index
  %v51 = arith.constant 2 : index
  %v52 = arith.constant 2 : index
  %v53 = scf.for %v54 = %v50 to %v51 step %v52 iter_args(%v55 = %arg2) -> (i64) {
    %v56 = memref.load %v2[%v54] : memref<?xf32>
    memref.store %v56, %arg3[%v54] : memref<?xf32>
    %v57 = memref.load %v2[%v3] : memref<?xf32>
    memref.store %v57, %arg3[%v3] : memref<?xf32>
    scf.yield %v35 : i64
  }
  %v58 = scf.while (%v59 = %arg0) : (index) -> index {
    %v61 = arith.cmpi slt, %v59, %v3 : index
    scf.condition(%v61) %v59 : index
  } do {
  ^bb0(%v60: index):
    %v63 = arith.constant true
    %v64 = arith.constant 0 : i64
    %v62 = arith.select %v63, %v64, %arg2 : i64
    %v65 = arith.constant 1 : index
    %v66 = arith.addi %v60, %v65 : index
    scf.yield %v66 : index
  }
  %v67 = arith.constant 0 : index
  %v68 = memref.dim %v2, %v67 : memref<?xf32>
  %v69 = arith.constant 1 : index
  %v73 = arith.constant -3 : index
  %v71 = scf.for %v70 = %v67 to %v68 step %v69 iter_args(%v72 = %v73) -> (index) {
    %v74 = memref.load %v2[%v70] : memref<?xf32>
    %v75 = arith.addf %v74, %v74 : f32
    memref.store %v75, %v2[%v70] : memref<?xf32>
    %v76 = arith.constant 0 : index
    %v77 = memref.dim %v2, %v76 : memref<?xf32>
    %v78 = arith.constant 1 : index
    %v80 = scf.for %v79 = %v76 to %v77 step %v78 iter_args(%v81 = %arg2) -> (i64) {
      %v82 = memref.load %v2[%v79] : memref<?xf32>
      %v83 = arith.addf %v82, %v82 : f32
      memref.store %v83, %v2[%v79] : memref<?xf32>
      %v84 = arith.constant 0 : index
      %v85 = memref.dim %v2, %v84 : memref<?xf32>
      %v86 = arith.constant 1 : index
      scf.for %v87 = %v84 to %v85 step %v86 {
        %v90 = memref.load %v2[%v87] : memref<?xf32>
        %v91 = arith.addf %v90, %v90 : f32
        memref.store %v91, %v2[%v87] : memref<?xf32>
        %v92 = arith.xori %v3, %v85 : index
      }
      %v93 = arith.constant 0 : index
      %v94 = memref.dim %v2, %v93 : memref<?xf32>
      %v95 = arith.constant 31 : index
      scf.for %v96 = %v93 to %v94 step %v95 {
        %v99 = memref.load %v2[%v96] : memref<?xf32>
        %v100 = arith.addf %v99, %v99 : f32
        memref.store %v100, %v2[%v96] : memref<?xf32>
        %v101 = arith.constant 8 : index
        %v102 = memref.alloc(%v101) : memref<?xf32>
      }
      %v103 = arith.constant 0 : index
      %v104 = memref.dim %v2, %v103 : memref<?xf32>
      %v105 = arith.constant 1 : index
      %v107 = scf.for %v106 = %v103 to %v104 step %v105 iter_args(%v108 = %v53) -> (i64) {
        %v109 = memref.load %v2[%v106] : memref<?xf32>
        %v110 = arith.addf %v109, %v109 : f32
        memref.store %v110, %v2[%v106] : memref<?xf32>
        %v111 = arith.constant 5 : index
        %v112 = memref.load %v2[%v111] : memref<?xf32>
        memref.store %v112, %arg3[%v111] : memref<?xf32>
        %v113 = arith.constant 1 : index
        %v114 = arith.constant 2 : index
        %v115 = memref.subview %arg3[%v113] [%v114] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
        %v116 = arith.constant 0 : index
        %v117 = memref.load %v115[%v116] : memref<?xf32, strided<[1], offset: ?>>
        memref.store %v117, %v2[%v116] : memref<?xf32>
        scf.yield %arg2 : i64
      }
      %v118 = arith.constant 0 : i64
      scf.yield %v118 : i64
    }
    scf.yield %v73 : index
  }
  %v119 = memref.load %v2[%v3] : memref<?xf32>
  memref.store %v119, %arg3[%v3] : memref<?xf32>
  %v120 = arith.constant true
  %v121 = scf.if %v120 -> (i32) {
    %v122 = arith.constant 0 : index
    %v123 = arith.constant 2 : index
    %v124 = arith.constant 1 : index
    %v125 = scf.for %v126 = %v122 to %v123 step %v124 iter_args(%v127 = %v34) -> (i64) {
      %v128 = arith.constant 2 : index
      %v129 = memref.subview %arg3[%v73] [%v128] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
      %v130 = arith.constant 0 : index
      %v131 = memref.load %v129[%v130] : memref<?xf32, strided<[1], offset: ?>>
      memref.store %v131, %v2[%v130] : memref<?xf32>
      %v132 = memref.load %v2[%v73] : memref<?xf32>
      memref.store %v132, %arg3[%v73] : memref<?xf32>
      scf.yield %v34 : i64
    }
    %v133 = arith.constant 1 : index
    %v134 = arith.constant 2 : index
    %v135 = arith.constant 1 : index
    %v136 = scf.for %v137 = %v133 to %v134 step %v135 iter_args(%v138 = %v73) -> (index) {
      %v139 = arith.constant 0 : index
      %v140 = memref.dim %v2, %v139 : memref<?xf32>
      %v141 = arith.constant 1 : index
      scf.for %v142 = %v139 to %v140 step %v141 {
        %v145 = memref.load %v2[%v142] : memref<?xf32>
        %v146 = arith.addf %v145, %v145 : f32
        memref.store %v146, %v2[%v142] : memref<?xf32>
        %v147 = arith.constant 1 : index
        %v148 = memref.load %v2[%v147] : memref<?xf32>
        memref.store %v148, %arg3[%v147] : memref<?xf32>
        %v149 = memref.load %v2[%arg0] : memref<?xf32>
        memref.store %v149, %arg3[%arg0] : memref<?xf32>
        %v150 = arith.constant 3 : index
        %v151 = memref.load %v2[%v150] : memref<?xf32>
        memref.store %v151, %arg3[%v150] : memref<?xf32>
      }
      scf.yield %v73 : index
    }
    %v152 = arith.constant -3 : i32
    scf.yield %v152 : i32
  } else {
    %v154 = arith.constant -3 : index
    %v153 = arith.minsi %v154, %v68 : index
    %v155 = arith.constant 0 : index
    %v156 = memref.dim %v2, %v155 : memref<?xf32>
    %v157 = arith.constant 1 : index
    %v159 = scf.for %v158 = %v155 to %v156 step %v157 iter_args(%v160 = %arg2) -> (i64) {
      %v161 = memref.load %v2[%v158] : memref<?xf32>
      %v162 = arith.addf %v161, %v161 : f32
      memref.store %v162, %v2[%v158] : memref<?xf32>
      %v163 = arith.constant 0 : index
      %v164 = memref.dim %v2, %v163 : memref<?xf32>
      %v165 = arith.constant 1 : index
      scf.for %v166 = %v163 to %v164 step %v165 {
        %v169 = memref.load %v2[%v166] : memref<?xf32>
        %v170 = arith.addf %v169, %v169 : f32
        memref.store %v170, %v2[%v166] : memref<?xf32>
        %v171 = memref.load %v2[%v166] : memref<?xf32>
        memref.store %v171, %arg3[%v166] : memref<?xf32>
        %v173 = arith.constant -3 : index
        %v174 = arith.constant 7 : index
        %v175 = arith.muli %v58, %v173 : index
        %v172 = arith.subi %v174, %v175 : index
        %v176 = memref.load %v2[%v164] : memref<?xf32>
        memref.store %v176, %arg3[%v164] : memref<?xf32>
      }
      %v177 = arith.constant 8 : index
      %v178 = arith.constant 3 : index
      %v179 = arith.muli %v177, %v178 : index
      %v180 = memref.alloc(%v179) : memref<?xf32>
      scf.yield %v34 : i64
    }
    scf.yield %arg1 : i32
  }
  %v181 = arith.muli %arg0, %arg0 : index
  %v182 = arith.constant -1 : index
  %v183 = memref.load %v2[%v182] : memref<?xf32>
  memref.store %v183, %arg3[%v182] : memref<?xf32>
  %v184 = arith.constant 31 : i32
  return %v68, %v184, %v2 : index, i32, memref<?xf32>
}
