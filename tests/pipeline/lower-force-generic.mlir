// RUN: bufjit opt %s --bufferization-lower-deallocations | FileCheck %s --check-prefix=SPEC
// RUN: bufjit opt %s --bufferization-lower-deallocations="force-generic=true" | FileCheck %s --check-prefix=HEAP
// RUN: bufjit opt %s --bufferization-lower-deallocations="force-generic=true helper-storage=stack" | FileCheck %s --check-prefix=STACK
// RUN: bufjit opt %s --convert-bufferization-to-memref="force-generic=true" | FileCheck %s --check-prefix=HEAP
// RUN: bufjit opt %s --pass-pipeline="builtin.module(bufferization-lower-deallocations{force-generic=true})" | FileCheck %s --check-prefix=HEAP
// `force-generic=true` (not an MLIR option) sends one-memref deallocs through the generic
// helper too, so the same dealloc can be measured both ways; without it they are lowered
// inline (MLIR's specialized lowering). Deallocs of no memref still fold to `false`. This
// module has only one-memref deallocs: the helper is created for them alone.

// SPEC-LABEL: func.func @single
// SPEC-NOT: call
// SPEC: scf.if %arg1 {
// SPEC-NEXT: memref.dealloc %arg0 : memref<2xf32>
// SPEC-NOT: @dealloc_helper

// HEAP-LABEL: func.func @single
// HEAP: %alloc = memref.alloc() : memref<1xindex>
// HEAP: %alloc_0 = memref.alloc() : memref<1xi1>
// HEAP: %alloc_1 = memref.alloc() : memref<0xindex>
// HEAP: memref.store %arg1, %alloc_0[%c0_2] : memref<1xi1>
// HEAP: call @dealloc_helper(%cast, %cast_4, %cast_3, %cast_7, %cast_8)
// HEAP: %[[D:.+]] = memref.load %alloc_5[%c0_9] : memref<1xi1>
// HEAP-NEXT: scf.if %[[D]] {
// HEAP-NEXT: memref.dealloc %arg0 : memref<2xf32>
// HEAP: memref.dealloc %alloc_6 : memref<0xi1>
// HEAP-NEXT: return
// HEAP-LABEL: func.func @retained
// HEAP: call @dealloc_helper(
// HEAP: %0 = memref.load %alloc_7[%c0_11] : memref<1xi1>
// HEAP: %1 = memref.load %alloc_8[%c0_12] : memref<1xi1>
// HEAP: return %1 : i1
// HEAP-LABEL: func.func @none
// HEAP-NOT: call
// HEAP: return %false : i1
// HEAP: func.func private @dealloc_helper(

// STACK-LABEL: func.func @single
// STACK: %alloca = memref.alloca() : memref<1xindex>
// STACK: call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_7, %cast_8)
// STACK: scf.if
// STACK-NOT: memref.dealloc %alloca
// STACK: return
// STACK: func.func private @dealloc_helper(

func.func @single(%a: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return
}

func.func @retained(%a: memref<2xf32>, %r: memref<2xf32>, %c: i1) -> i1 {
  %o = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  return %o : i1
}

func.func @none(%r: memref<2xf32>) -> i1 {
  %o = bufferization.dealloc retain (%r : memref<2xf32>)
  return %o : i1
}
