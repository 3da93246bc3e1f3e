// --buffer-deallocation followed by --canonicalize: the clone/dealloc pairs the clone-based
// pass leaves where a buffer dies at the edge that clones it fold away. Expected output:
// mlir-opt 16 --buffer-deallocation, then mlir-opt 22 --canonicalize (MLIR 22's patterns).
// RUN: bufjit opt %s --buffer-deallocation --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// Diamond: alloc in one branch, merged with an argument.
// CHECK: module {
// CHECK-NEXT: func.func @diamond(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%0 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb3(%1: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @diamond(%c: i1, %a: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  "test.use"(%0) : (memref<2xf32>) -> ()
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Critical edge: cond_br straight into the merge block.
// CHECK: module {
// CHECK-NEXT: func.func @critical(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%0 : memref<2xf32>)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb2(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb2(%1: memref<2xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @critical(%c: i1, %a: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2(%a : memref<2xf32>)
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  "test.use"(%0) : (memref<2xf32>) -> ()
  cf.br ^bb2(%0 : memref<2xf32>)
^bb2(%1: memref<2xf32>):
  memref.copy %1, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Nested diamonds.
// CHECK: module {
// CHECK-NEXT: func.func @nested_diamond(%arg0: i1, %arg1: i1, %arg2: memref<2xf32>, %arg3: memref<2xf32>) {
// CHECK-NEXT: %0 = bufferization.clone %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb3(%0 : memref<2xf32>)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg1, ^bb3(%alloc : memref<2xf32>), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%alloc_0 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%1: memref<2xf32>):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: memref.copy %1, %arg3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested_diamond(%c: i1, %d: i1, %a: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2(%a : memref<2xf32>)
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %d, ^bb3(%0 : memref<2xf32>), ^bb4
^bb4:
  %1 = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%1 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  cf.br ^bb2(%2 : memref<2xf32>)
^bb2(%3: memref<2xf32>):
  memref.copy %3, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Two block arguments of the same merge.
// CHECK: module {
// CHECK-NEXT: func.func @two_args(%arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK-NEXT: %1 = arith.select %arg0, %arg1, %alloc : memref<2xf32>
// CHECK-NEXT: return %0, %1 : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @two_args(%c: i1, %a: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%0, %a : memref<2xf32>, memref<2xf32>), ^bb1(%a, %0 : memref<2xf32>, memref<2xf32>)
^bb1(%1: memref<2xf32>, %2: memref<2xf32>):
  return %1, %2 : memref<2xf32>, memref<2xf32>
}

// -----

// scf.if yielding an allocation or an argument.
// CHECK: module {
// CHECK-NEXT: func.func @scf_if(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
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

// scf.for carrying a buffer through iter_args, a new one per iteration.
// CHECK: module {
// CHECK-NEXT: func.func @scf_for(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg5, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg5 : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc_0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %0, %arg3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
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

// scf.for with a conditional yield.
// CHECK: module {
// CHECK-NEXT: func.func @scf_for_if(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT: %1 = scf.if %arg3 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc_0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = bufferization.clone %arg6 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %arg6 : memref<2xf32>
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %0, %arg4 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
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
// CHECK-NEXT: %0 = scf.while (%arg1 = %alloc) : (memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg1 : memref<2xf32>
// CHECK-NEXT: scf.condition(%arg0) %alloc_0 : memref<2xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>):
// CHECK-NEXT: scf.yield %arg1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<2xf32>
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
// CHECK-NEXT: func.func @nested_for(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT: %1 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg5) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg7, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg7 : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc_0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %0, %arg3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
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
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = bufferization.clone %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
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

// Aliasing views: the dealloc goes after the last use of any view.
// CHECK: module {
// CHECK-NEXT: func.func @views(%arg0: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: "test.use"(%cast) : (memref<?xf32>) -> ()
// CHECK-NEXT: memref.copy %subview, %arg0 : memref<2xf32, strided<[1]>> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @views(%out: memref<2xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.subview %0[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %2 = memref.cast %0 : memref<4xf32> to memref<?xf32>
  "test.use"(%2) : (memref<?xf32>) -> ()
  memref.copy %1, %out : memref<2xf32, strided<[1]>> to memref<2xf32>
  return
}

// -----

// Alloca needs no dealloc; clones of it do.
// CHECK: module {
// CHECK-NEXT: func.func @alloca_merge(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloca : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%0 : memref<2xf32>), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.br ^bb2(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb2(%1: memref<2xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @alloca_merge(%c: i1) -> memref<2xf32> {
  %0 = memref.alloca() : memref<2xf32>
  cf.cond_br %c, ^bb1(%0 : memref<2xf32>), ^bb2
^bb2:
  %1 = memref.alloc() : memref<2xf32>
  cf.br ^bb1(%1 : memref<2xf32>)
^bb1(%2: memref<2xf32>):
  return %2 : memref<2xf32>
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
