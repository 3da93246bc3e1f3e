// RUN: bufjit opt %s --buffer-deallocation --split-input-file | FileCheck %s
// The clone-based pass on a buffer whose uses end before a join block holding only its
// terminator. MLIR 16 places no dealloc there (it takes the terminator for an escaping use)
// and leaks the buffer; bufjit frees it before the terminator when the terminator neither
// uses an alias nor branches to a block where one is live. `bufjit fuzz-diff` found this
// (seed 3653) under `--pipeline=clone`.

// A buffer yielded by an scf.while's after region, read on one side of a diamond.
// CHECK-LABEL: func.func @while_result_read_in_one_branch
// CHECK: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: return %alloc_0 : memref<?xf32>
func.func @while_result_read_in_one_branch(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant 2.250000e+00 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %0:2 = scf.while (%i = %c0, %buf = %b) : (index, memref<?xf32>) -> (index, memref<?xf32>) {
    %lt = arith.cmpi ult, %i, %c2 : index
    scf.condition(%lt) %i, %buf : index, memref<?xf32>
  } do {
  ^bb0(%i: index, %buf: memref<?xf32>):
    %next = arith.addi %i, %c1 : index
    scf.yield %next, %a : index, memref<?xf32>
  }
  %1 = memref.load %0#1[%c0] : memref<?xf32>
  %2 = arith.cmpf olt, %1, %cst : f32
  cf.cond_br %2, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  %3 = memref.load %0#1[%c1] : memref<?xf32>
  cf.br ^bb3
^bb3:
  return %b : memref<?xf32>
}

// -----

// A plain buffer read in one branch of a diamond whose join only returns.
// CHECK-LABEL: func.func @read_in_one_branch
// CHECK: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return
func.func @read_in_one_branch(%c: i1) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.load %a[%c0] : memref<4xf32>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return
}

// -----

// Still no dealloc where the terminator passes the buffer on (an escape, as in MLIR 16).
// CHECK-LABEL: func.func @returned
// CHECK-NOT: memref.dealloc
// CHECK: return %alloc
func.func @returned(%c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return %a : memref<4xf32>
}
