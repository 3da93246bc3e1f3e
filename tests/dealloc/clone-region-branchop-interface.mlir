// --buffer-deallocation (MLIR 16's clone-based pass): scf.if/for/while, execute_region, index_switch and alloca_scope carrying buffers; allocations in nested regions.
// Expected output: mlir-opt 16 --buffer-deallocation, re-printed by mlir-opt 22
// (tests/tools/gen-checks.py with MLIR_OPT running both).
// RUN: bufjit opt %s --buffer-deallocation --split-input-file --allow-unregistered-dialect | FileCheck %s

// scf.if yielding an allocation or an argument.
// CHECK: module {
// CHECK-NEXT: func.func @scf_if(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %0, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @scf_if(%c: i1, %a: memref<2xf32>, %out: memref<2xf32>) {
  %0 = scf.if %c -> (memref<2xf32>) {
    %1 = memref.alloc() : memref<2xf32>
    scf.yield %1 : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  memref.copy %0, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// scf.if with an allocation used only inside.
// CHECK: module {
// CHECK-NEXT: func.func @scf_if_inner(%arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %alloc, %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @scf_if_inner(%c: i1, %out: memref<2xf32>) {
  scf.if %c {
    %1 = memref.alloc() : memref<2xf32>
    memref.copy %1, %out : memref<2xf32> to memref<2xf32>
  }
  return
}

// -----

// scf.for carrying a buffer through iter_args, a new one per iteration.
// CHECK: module {
// CHECK-NEXT: func.func @scf_for(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %0) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg5, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg5 : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %1, %arg3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @scf_for(%lb: index, %ub: index, %s: index, %out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%x = %0) -> (memref<2xf32>) {
    %2 = memref.alloc() : memref<2xf32>
    memref.copy %x, %2 : memref<2xf32> to memref<2xf32>
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %1, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// scf.for yielding its iter_arg unchanged.
// CHECK: module {
// CHECK-NEXT: func.func @scf_for_passthrough(%arg0: index, %arg1: index, %arg2: index) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %arg4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @scf_for_passthrough(%lb: index, %ub: index, %s: index) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%x = %0) -> (memref<2xf32>) {
    scf.yield %x : memref<2xf32>
  }
  return %1 : memref<2xf32>
}

// -----

// scf.for with a conditional yield.
// CHECK: module {
// CHECK-NEXT: func.func @scf_for_if(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: %1 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %0) -> (memref<2xf32>) {
// CHECK-NEXT: %2 = scf.if %arg3 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %4 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %arg6 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %arg6 : memref<2xf32>
// CHECK-NEXT: %3 = bufferization.clone %2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %2 : memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %1, %arg4 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @scf_for_if(%lb: index, %ub: index, %s: index, %c: i1, %out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%x = %0) -> (memref<2xf32>) {
    %2 = scf.if %c -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      scf.yield %3 : memref<2xf32>
    } else {
      scf.yield %x : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %1, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// scf.while carrying buffers.
// CHECK: module {
// CHECK-NEXT: func.func @scf_while(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: %1 = scf.while (%arg1 = %0) : (memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg1 : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: scf.condition(%arg0) %2 : memref<2xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>):
// CHECK-NEXT: %2 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg1 : memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @scf_while(%c: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %r = scf.while (%x = %0) : (memref<2xf32>) -> memref<2xf32> {
    %1 = memref.alloc() : memref<2xf32>
    scf.condition(%c) %1 : memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>):
    scf.yield %y : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @while_two(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: %1:2 = scf.while (%arg2 = %0, %arg3 = %arg1) : (memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT: %2 = bufferization.clone %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg2 : memref<2xf32>
// CHECK-NEXT: scf.condition(%arg0) %arg3, %2 : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: memref<2xf32>, %arg3: memref<2xf32>):
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg3 : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: scf.yield %2, %arg2 : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %1#1 : memref<2xf32>
// CHECK-NEXT: return %1#0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @while_two(%c: i1, %a: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %r:2 = scf.while (%x = %0, %z = %a) : (memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
    scf.condition(%c) %z, %x : memref<2xf32>, memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>, %w: memref<2xf32>):
    %1 = memref.alloc() : memref<2xf32>
    scf.yield %1, %y : memref<2xf32>, memref<2xf32>
  }
  return %r#0 : memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @for_two(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %arg3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: %2:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %1, %arg6 = %0) -> (memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg5 : memref<2xf32>
// CHECK-NEXT: %3 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: %4 = bufferization.clone %arg6 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg6 : memref<2xf32>
// CHECK-NEXT: scf.yield %4, %3 : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %2#0, %2#1 : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @for_two(%lb: index, %ub: index, %s: index, %a: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %0, %y = %a) -> (memref<2xf32>, memref<2xf32>) {
    %2 = memref.alloc() : memref<2xf32>
    scf.yield %y, %2 : memref<2xf32>, memref<2xf32>
  }
  return %1#0, %1#1 : memref<2xf32>, memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @nested_for(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %0) -> (memref<2xf32>) {
// CHECK-NEXT: %2 = bufferization.clone %arg5 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg5 : memref<2xf32>
// CHECK-NEXT: %3 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %2) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg7, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg7 : memref<2xf32>
// CHECK-NEXT: %5 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: scf.yield %5 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %4 = bufferization.clone %3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %3 : memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %1, %arg3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested_for(%lb: index, %ub: index, %s: index, %out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%x = %0) -> (memref<2xf32>) {
    %2 = scf.for %j = %lb to %ub step %s iter_args(%y = %x) -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      memref.copy %y, %3 : memref<2xf32> to memref<2xf32>
      scf.yield %3 : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %1, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Nested regions: an allocation in an inner scf.if escaping two levels.
// CHECK: module {
// CHECK-NEXT: func.func @nested_regions(%arg0: i1, %arg1: i1, %arg2: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK-NEXT: %1 = scf.if %arg1 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %3 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.clone %1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = bufferization.clone %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested_regions(%c: i1, %d: i1, %a: memref<2xf32>) -> memref<2xf32> {
  %0 = scf.if %c -> (memref<2xf32>) {
    %1 = scf.if %d -> (memref<2xf32>) {
      %2 = memref.alloc() : memref<2xf32>
      scf.yield %2 : memref<2xf32>
    } else {
      scf.yield %a : memref<2xf32>
    }
    scf.yield %1 : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  return %0 : memref<2xf32>
}

// -----

// Allocation inside an execute_region and an index_switch.
// CHECK: module {
// CHECK-NEXT: func.func @exec_region(%arg0: index) -> memref<2xf32> {
// CHECK-NEXT: %0 = scf.execute_region -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.index_switch %arg0 -> memref<2xf32>
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %2 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @exec_region(%i: index) -> memref<2xf32> {
  %0 = scf.execute_region -> memref<2xf32> {
    %1 = memref.alloc() : memref<2xf32>
    scf.yield %1 : memref<2xf32>
  }
  %2 = scf.index_switch %i -> memref<2xf32>
  case 1 {
    %3 = memref.alloc() : memref<2xf32>
    scf.yield %3 : memref<2xf32>
  }
  default {
    scf.yield %0 : memref<2xf32>
  }
  return %2 : memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @alloca_scope(%arg0: memref<2xf32>) {
// CHECK-NEXT: %0 = memref.alloca_scope  -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: memref.alloca_scope.return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %0, %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @alloca_scope(%out: memref<2xf32>) {
  %r = memref.alloca_scope -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    memref.alloca_scope.return %0 : memref<2xf32>
  }
  memref.copy %r, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// scf.for with an alloc used only in the body, and a clone in the input.
// CHECK: module {
// CHECK-NEXT: func.func @loop_local(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg3, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @loop_local(%lb: index, %ub: index, %s: index, %a: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    %0 = memref.alloc() : memref<2xf32>
    memref.copy %a, %0 : memref<2xf32> to memref<2xf32>
    %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
    "test.use"(%1) : (memref<2xf32>) -> ()
  }
  return
}
