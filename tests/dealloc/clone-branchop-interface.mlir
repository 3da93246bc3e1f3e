// --buffer-deallocation (MLIR 16's clone-based pass): control-flow merges: diamonds, critical edges, nested diamonds, switch, several block arguments, regions inside branches.
// Expected output: mlir-opt 16 --buffer-deallocation, re-printed by mlir-opt 22
// (tests/tools/gen-checks.py with MLIR_OPT running both).
// RUN: bufjit opt %s --buffer-deallocation --split-input-file --allow-unregistered-dialect | FileCheck %s

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
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%1 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%2: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %2, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %2 : memref<2xf32>
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

// Alloc before the branch, no block arguments: dealloc in the merge block.
// CHECK: module {
// CHECK-NEXT: func.func @no_args(%arg0: i1, %arg1: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %alloc, %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @no_args(%c: i1, %out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%0) : (memref<2xf32>) -> ()
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  memref.copy %0, %out : memref<2xf32> to memref<2xf32>
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
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: cf.br ^bb2(%1 : memref<2xf32>)
// CHECK-NEXT: ^bb2(%2: memref<2xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: memref.copy %2, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %2 : memref<2xf32>
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

// Both branches allocate; the result is returned.
// CHECK: module {
// CHECK-NEXT: func.func @both(%arg0: i1) -> memref<4xi32> {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<4xi32> to memref<4xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi32>
// CHECK-NEXT: cf.br ^bb3(%0 : memref<4xi32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xi32>
// CHECK-NEXT: %1 = bufferization.clone %alloc_0 : memref<4xi32> to memref<4xi32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xi32>
// CHECK-NEXT: cf.br ^bb3(%1 : memref<4xi32>)
// CHECK-NEXT: ^bb3(%2: memref<4xi32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %2 : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @both(%c: i1) -> memref<4xi32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<4xi32>
  cf.br ^bb3(%0 : memref<4xi32>)
^bb2:
  %1 = memref.alloc() : memref<4xi32>
  cf.br ^bb3(%1 : memref<4xi32>)
^bb3(%2: memref<4xi32>):
  return %2 : memref<4xi32>
}

// -----

// Nested diamonds.
// CHECK: module {
// CHECK-NEXT: func.func @nested_diamond(%arg0: i1, %arg1: i1, %arg2: memref<2xf32>, %arg3: memref<2xf32>) {
// CHECK-NEXT: %0 = bufferization.clone %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb4(%0 : memref<2xf32>)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg1, ^bb3(%1 : memref<2xf32>), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%2 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%3: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %4 = bufferization.clone %3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %3 : memref<2xf32>
// CHECK-NEXT: cf.br ^bb4(%4 : memref<2xf32>)
// CHECK-NEXT: ^bb4(%5: memref<2xf32>):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: memref.copy %5, %arg3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %5 : memref<2xf32>
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
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%alloc, %arg1 : memref<2xf32>, memref<2xf32>), ^bb1(%arg1, %alloc : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: ^bb1(%0: memref<2xf32>, %1: memref<2xf32>):  // 2 preds: ^bb0, ^bb0
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

// CHECK: module {
// CHECK-NEXT: func.func @switch(%arg0: i32, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : memref<2xf32>),
// CHECK-NEXT: 1: ^bb1(%alloc : memref<2xf32>)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: memref<2xf32>):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @switch(%i: i32, %a: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  cf.switch %i : i32, [
    default: ^bb1(%a : memref<2xf32>),
    1: ^bb1(%0 : memref<2xf32>)
  ]
^bb1(%1: memref<2xf32>):
  return %1 : memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @if_in_block(%arg0: i1, %arg1: i1, %arg2: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = scf.if %arg1 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %4 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%1 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = bufferization.clone %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%2 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%3: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @if_in_block(%c: i1, %d: i1, %a: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = scf.if %d -> (memref<2xf32>) {
    %1 = memref.alloc() : memref<2xf32>
    scf.yield %1 : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  cf.br ^bb3(%0 : memref<2xf32>)
^bb2:
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  return %2 : memref<2xf32>
}

// -----

// MLIR 16 leaks %alloc here (its search for the last use ends at ^bb2's terminator, which
// it takes for an escape); bufjit frees it before the return.
// CHECK: module {
// CHECK-NEXT: func.func @region_in_merge(%arg0: i1, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @region_in_merge(%c: i1, %lb: index, %ub: index, %s: index) {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  scf.for %i = %lb to %ub step %s {
    "test.use"(%0) : (memref<2xf32>) -> ()
  }
  cf.br ^bb2
^bb2:
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
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: cf.br ^bb2(%1 : memref<2xf32>)
// CHECK-NEXT: ^bb2(%2: memref<2xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %2 : memref<2xf32>
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
