// loop-scalar-promotion (bufjit's -O1+ stage, src/transforms/opt/scalar_promotion.rs):
// loop-invariant memref locations move into iter_args; loops over buffers that may alias are
// versioned on a run-time overlap test; the refusals keep their loops unchanged.
// (bufjit-only pass: the expected text is bufjit's, and mlir-opt 22 parses and verifies it.)
// RUN: bufjit opt %s --loop-scalar-promotion | FileCheck %s
// RUN: bufjit opt %s -p 'builtin.module(func.func(loop-scalar-promotion))' | FileCheck %s
// RUN: bufjit opt %s --loop-scalar-promotion=versioning=false | FileCheck %s --check-prefix=NOVER

// Distinct allocations never alias: the accumulator lives in iter_args, no test needed
// (constant bounds, so no trip-count guard either).
func.func @local_reduction() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  %acc = memref.alloc() : memref<f32>
  scf.for %k = %c0 to %c8 step %c1 {
    %x = memref.load %a[%k] : memref<8xf32>
    %s = memref.load %acc[] : memref<f32>
    %t = arith.addf %s, %x : f32
    memref.store %t, %acc[] : memref<f32>
  }
  %r = memref.load %acc[] : memref<f32>
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %acc : memref<f32>
  return %r : f32
}

// Dynamic bounds: the hoisted load runs only if the loop does (scf.if %lb < %ub); the loop's
// own iter_args stay first, and the else branch yields their inits. A location only read is
// loaded once before the loop (no iter_arg).
func.func @dynamic_bounds(%n: index, %m: index, %out: memref<4xi64>) -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i64
  %buf = memref.alloc() : memref<4xi64>
  %r = scf.for %i = %n to %m step %c1 iter_args(%it = %z) -> (i64) {
    %scale = memref.load %buf[%c2] : memref<4xi64>
    %v = memref.load %out[%c1] : memref<4xi64>
    %w = arith.addi %v, %scale : i64
    memref.store %w, %out[%c1] : memref<4xi64>
    %u = arith.addi %it, %w : i64
    scf.yield %u : i64
  }
  memref.dealloc %buf : memref<4xi64>
  return %r : i64
}

// Function arguments may alias: the k loop is versioned on one overlap test of C against A
// and against B; the fast version carries C[i, j] in a register, the original runs otherwise.
func.func @matmul_args(%A: memref<4x8xf32, strided<[?, ?], offset: ?>>, %B: memref<8x6xf32>, %C: memref<4x6xf32, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      scf.for %k = %c0 to %c8 step %c1 {
        %a = memref.load %A[%i, %k] : memref<4x8xf32, strided<[?, ?], offset: ?>>
        %b = memref.load %B[%k, %j] : memref<8x6xf32>
        %c = memref.load %C[%i, %j] : memref<4x6xf32, strided<[?, ?], offset: ?>>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<4x6xf32, strided<[?, ?], offset: ?>>
      }
    }
  }
  return
}

// Refused: two views of one buffer always alias.
func.func @aliasing_views(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc() : memref<16xf32>
  %lo = memref.subview %buf[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  %hi = memref.subview %buf[4] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 4>>
  scf.for %k = %c0 to %n step %c1 {
    %x = memref.load %lo[%k] : memref<8xf32, strided<[1]>>
    %s = memref.load %hi[%c0] : memref<8xf32, strided<[1], offset: 4>>
    %t = arith.addf %s, %x : f32
    memref.store %t, %hi[%c0] : memref<8xf32, strided<[1], offset: 4>>
  }
  memref.dealloc %buf : memref<16xf32>
  return
}

// Refused: the loop also stores through another argument, which may be the same buffer.
func.func @store_through_other_argument(%a: memref<8xf32>, %b: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %k = %c0 to %c8 step %c1 {
    %s = memref.load %a[%c0] : memref<8xf32>
    memref.store %s, %b[%k] : memref<8xf32>
    %t = arith.addf %s, %s : f32
    memref.store %t, %a[%c0] : memref<8xf32>
  }
  return
}

// Refused: a call in the loop may read or write anything.
func.func private @observe(memref<f32>)
func.func @call_in_loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc() : memref<f32>
  scf.for %k = %c0 to %c8 step %c1 {
    %s = memref.load %acc[] : memref<f32>
    %t = arith.addf %s, %one : f32
    memref.store %t, %acc[] : memref<f32>
    func.call @observe(%acc) : (memref<f32>) -> ()
  }
  memref.dealloc %acc : memref<f32>
  return
}

// Refused: an access to the location inside a nested region, and a location whose index
// varies in the loop.
func.func @nested_and_variant(%c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc() : memref<8xf32>
  scf.for %k = %c0 to %c8 step %c1 {
    %s = memref.load %acc[%c0] : memref<8xf32>
    scf.if %c {
      memref.store %one, %acc[%c0] : memref<8xf32>
    }
    %t = arith.addf %s, %one : f32
    memref.store %t, %acc[%k] : memref<8xf32>
  }
  memref.dealloc %acc : memref<8xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @local_reduction() -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<f32>
// CHECK-NEXT: %0 = memref.load %alloc_0[] : memref<f32>
// CHECK-NEXT: %1 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %0) -> (f32) {
// CHECK-NEXT: %3 = memref.load %alloc[%arg0] : memref<8xf32>
// CHECK-NEXT: %4 = arith.addf %arg1, %3 : f32
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %1, %alloc_0[] : memref<f32>
// CHECK-NEXT: %2 = memref.load %alloc_0[] : memref<f32>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<f32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dynamic_bounds(%arg0: index, %arg1: index, %arg2: memref<4xi64>) -> i64 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (i64) {
// CHECK-NEXT: %2 = memref.load %alloc[%c2] : memref<4xi64>
// CHECK-NEXT: %3 = memref.load %arg2[%c1] : memref<4xi64>
// CHECK-NEXT: %4:2 = scf.for %arg3 = %arg0 to %arg1 step %c1 iter_args(%arg4 = %c0_i64, %arg5 = %3) -> (i64, i64) {
// CHECK-NEXT: %5 = arith.addi %arg5, %2 : i64
// CHECK-NEXT: %6 = arith.addi %arg4, %5 : i64
// CHECK-NEXT: scf.yield %6, %5 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %4#1, %arg2[%c1] : memref<4xi64>
// CHECK-NEXT: scf.yield %4#0 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c0_i64 : i64
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi64>
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @matmul_args(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x6xf32>, %arg2: memref<4x6xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<4x6xf32, strided<[?, ?], offset: ?>> -> index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<4x6xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %c3, %strides#0 : index
// CHECK-NEXT: %1 = arith.addi %offset, %0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %2 = arith.muli %c5, %strides#1 : index
// CHECK-NEXT: %3 = arith.addi %1, %2 : index
// CHECK-NEXT: %4 = arith.ori %strides#0, %strides#1 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %5 = arith.addi %3, %c1_0 : index
// CHECK-NEXT: %c4_1 = arith.constant 4 : index
// CHECK-NEXT: %6 = arith.muli %offset, %c4_1 : index
// CHECK-NEXT: %7 = arith.muli %5, %c4_1 : index
// CHECK-NEXT: %8 = arith.addi %intptr, %6 : index
// CHECK-NEXT: %9 = arith.addi %intptr, %7 : index
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg0 : memref<4x8xf32, strided<[?, ?], offset: ?>> -> index
// CHECK-NEXT: %base_buffer_3, %offset_4, %sizes_5:2, %strides_6:2 = memref.extract_strided_metadata %arg0 : memref<4x8xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %10 = arith.muli %c3, %strides_6#0 : index
// CHECK-NEXT: %11 = arith.addi %offset_4, %10 : index
// CHECK-NEXT: %12 = arith.ori %4, %strides_6#0 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %13 = arith.muli %c7, %strides_6#1 : index
// CHECK-NEXT: %14 = arith.addi %11, %13 : index
// CHECK-NEXT: %15 = arith.ori %12, %strides_6#1 : index
// CHECK-NEXT: %16 = arith.addi %14, %c1_0 : index
// CHECK-NEXT: %17 = arith.muli %offset_4, %c4_1 : index
// CHECK-NEXT: %18 = arith.muli %16, %c4_1 : index
// CHECK-NEXT: %19 = arith.addi %intptr_2, %17 : index
// CHECK-NEXT: %20 = arith.addi %intptr_2, %18 : index
// CHECK-NEXT: %21 = arith.cmpi ule, %9, %19 : index
// CHECK-NEXT: %22 = arith.cmpi ule, %20, %8 : index
// CHECK-NEXT: %23 = arith.ori %21, %22 : i1
// CHECK-NEXT: %intptr_7 = memref.extract_aligned_pointer_as_index %arg1 : memref<8x6xf32> -> index
// CHECK-NEXT: %c192 = arith.constant 192 : index
// CHECK-NEXT: %24 = arith.addi %intptr_7, %c192 : index
// CHECK-NEXT: %25 = arith.cmpi ule, %9, %intptr_7 : index
// CHECK-NEXT: %26 = arith.cmpi ule, %24, %8 : index
// CHECK-NEXT: %27 = arith.ori %25, %26 : i1
// CHECK-NEXT: %28 = arith.andi %23, %27 : i1
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %29 = arith.cmpi sge, %15, %c0_8 : index
// CHECK-NEXT: %30 = arith.andi %28, %29 : i1
// CHECK-NEXT: scf.if %30 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c6 step %c1 {
// CHECK-NEXT: %31 = memref.load %arg2[%arg3, %arg4] : memref<4x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %32 = scf.for %arg5 = %c0 to %c8 step %c1 iter_args(%arg6 = %31) -> (f32) {
// CHECK-NEXT: %33 = memref.load %arg0[%arg3, %arg5] : memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %34 = memref.load %arg1[%arg5, %arg4] : memref<8x6xf32>
// CHECK-NEXT: %35 = arith.mulf %33, %34 : f32
// CHECK-NEXT: %36 = arith.addf %arg6, %35 : f32
// CHECK-NEXT: scf.yield %36 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %32, %arg2[%arg3, %arg4] : memref<4x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c6 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %31 = memref.load %arg0[%arg3, %arg5] : memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %32 = memref.load %arg1[%arg5, %arg4] : memref<8x6xf32>
// CHECK-NEXT: %33 = memref.load %arg2[%arg3, %arg4] : memref<4x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %34 = arith.mulf %31, %32 : f32
// CHECK-NEXT: %35 = arith.addf %33, %34 : f32
// CHECK-NEXT: memref.store %35, %arg2[%arg3, %arg4] : memref<4x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @aliasing_views(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[4] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 4>>
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %0 = memref.load %subview[%arg1] : memref<8xf32, strided<[1]>>
// CHECK-NEXT: %1 = memref.load %subview_0[%c0] : memref<8xf32, strided<[1], offset: 4>>
// CHECK-NEXT: %2 = arith.addf %1, %0 : f32
// CHECK-NEXT: memref.store %2, %subview_0[%c0] : memref<8xf32, strided<[1], offset: 4>>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @store_through_other_argument(%arg0: memref<8xf32>, %arg1: memref<8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<8xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg2] : memref<8xf32>
// CHECK-NEXT: %1 = arith.addf %0, %0 : f32
// CHECK-NEXT: memref.store %1, %arg0[%c0] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @observe(memref<f32>)
// CHECK-NEXT: func.func @call_in_loop() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<f32>
// CHECK-NEXT: scf.for %arg0 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %alloc[] : memref<f32>
// CHECK-NEXT: %1 = arith.addf %0, %cst : f32
// CHECK-NEXT: memref.store %1, %alloc[] : memref<f32>
// CHECK-NEXT: func.call @observe(%alloc) : (memref<f32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested_and_variant(%arg0: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: scf.for %arg1 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<8xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %cst, %alloc[%c0] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addf %0, %cst : f32
// CHECK-NEXT: memref.store %1, %alloc[%arg1] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// NOVER-LABEL: func.func @matmul_args(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x6xf32>, %arg2: memref<4x6xf32, strided<[?, ?], offset: ?>>) {
// NOVER-NEXT: %c0 = arith.constant 0 : index
// NOVER-NEXT: %c1 = arith.constant 1 : index
// NOVER-NEXT: %c4 = arith.constant 4 : index
// NOVER-NEXT: %c6 = arith.constant 6 : index
// NOVER-NEXT: %c8 = arith.constant 8 : index
// NOVER-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// NOVER-NEXT: scf.for %arg4 = %c0 to %c6 step %c1 {
// NOVER-NEXT: scf.for %arg5 = %c0 to %c8 step %c1 {
// NOVER-NEXT: %0 = memref.load %arg0[%arg3, %arg5] : memref<4x8xf32, strided<[?, ?], offset: ?>>
// NOVER-NEXT: %1 = memref.load %arg1[%arg5, %arg4] : memref<8x6xf32>
// NOVER-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<4x6xf32, strided<[?, ?], offset: ?>>
// NOVER-NEXT: %3 = arith.mulf %0, %1 : f32
// NOVER-NEXT: %4 = arith.addf %2, %3 : f32
// NOVER-NEXT: memref.store %4, %arg2[%arg3, %arg4] : memref<4x6xf32, strided<[?, ?], offset: ?>>
// NOVER-NEXT: }
// NOVER-NEXT: }
// NOVER-NEXT: }
// NOVER-NEXT: return
// NOVER-NEXT: }
