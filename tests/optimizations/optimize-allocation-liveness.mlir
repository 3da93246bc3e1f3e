// Deallocations move right after the last use of the buffer or an alias (MLIR 22's
// OptimizeAllocationLiveness); never out of a conditional, not with two freeing users.
// RUN: bufjit opt %s --allow-unregistered-dialect --optimize-allocation-liveness | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @basic(%arg0: i1, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc_0[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%subview) : (memref<2xf32, strided<[1]>>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<8xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cond(%arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @double(%arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc, %alloc_0 : memref<4xf32>, memref<4xf32>) if (%arg0, %arg0)
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<4xf32>) -> ()
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<4xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc_1 : memref<4xf32>) if (%arg0)
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loop(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT: "test.use"(%arg3) : (memref<4xf32>) -> ()
// CHECK-NEXT: scf.yield %arg3 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @buf_dealloc_use(%arg0: index, %arg1: i1) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: "test.use"(%arg1) : (i1) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<?xf32>) if (%arg1)
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cfg_loop(%arg0: index, %arg1: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc, %alloc_0) : (memref<2xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<3xf32>) -> ()
// CHECK-NEXT: cf.br ^bb1(%0 : index)
// CHECK-NEXT: ^bb3(%2: memref<2xf32>):  // pred: ^bb1
// CHECK-NEXT: "test.use"(%2) : (memref<2xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @while_memref(%arg0: index) -> memref<2xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %alloc, %arg2 = %c0) : (memref<2xf32>, index) -> (memref<2xf32>, index) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : index
// CHECK-NEXT: scf.condition(%1) %arg1, %arg2 : memref<2xf32>, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>, %arg2: index):
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<8xf32>) -> ()
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: scf.yield %alloc_0, %1 : memref<2xf32>, index
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @switch(%arg0: index, %arg1: i1) -> memref<4xf32> {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> memref<4xf32>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %1 = scf.if %arg1 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %alloca, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @exec_multi(%arg0: i1) -> memref<5xf32> {
// CHECK-NEXT: %0 = scf.execute_region -> memref<5xf32> {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<5xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<5xf32>
// CHECK-NEXT: cf.br ^bb3(%alloc_0 : memref<5xf32>)
// CHECK-NEXT: ^bb3(%1: memref<5xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: scf.yield %1 : memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested_loops_iter(%arg0: index) -> memref<2xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<16xf32>
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: memref.copy %arg4, %alloc_1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc_0, %alloc_2) : (memref<16xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: scf.yield %alloc_1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scope_ret() -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.alloca_scope  -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: "test.use"(%subview) : (memref<2xf32, strided<[1]>>) -> ()
// CHECK-NEXT: memref.alloca_scope.return %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%1) : (memref<4xf32>) -> ()
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unreachable() {
// CHECK-NEXT: return
// CHECK-NEXT: ^bb1:  // pred: ^bb1
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @select(%arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %alloc_0 : memref<2xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @basic(%c: i1, %n: index) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  %s = memref.subview %b[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
  scf.if %c {
    "test.use"(%s) : (memref<2xf32, strided<[1]>>) -> ()
  }
  %d = memref.alloc() : memref<8xf32>
  "test.use"(%d) : (memref<8xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %d : memref<8xf32>
  return
}
func.func @cond(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  %x = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  "test.use"(%x) : (memref<4xf32>) -> ()
  memref.dealloc %x : memref<4xf32>
  return
}
func.func @double(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  %x = memref.alloc() : memref<4xf32>
  "test.use"(%x) : (memref<4xf32>) -> ()
  bufferization.dealloc (%a, %x : memref<4xf32>, memref<4xf32>) if (%c, %c)
  %y = memref.alloc() : memref<4xf32>
  "test.use"(%y) : (memref<4xf32>) -> ()
  %z = memref.alloc() : memref<4xf32>
  "test.use"(%y) : (memref<4xf32>) -> ()
  bufferization.dealloc (%y : memref<4xf32>) if (%c)
  memref.dealloc %z : memref<4xf32>
  return
}
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%x = %a) -> memref<4xf32> {
      "test.use"(%x) : (memref<4xf32>) -> ()
      scf.yield %x : memref<4xf32>
    }
    %b = memref.alloc() : memref<4xf32>
    "test.use"(%b) : (memref<4xf32>) -> ()
    memref.dealloc %b : memref<4xf32>
    memref.dealloc %a : memref<4xf32>
  }
  return
}
// A bufferization.dealloc is an ordinary use (no free effect in MLIR 22).
func.func @buf_dealloc_use(%n: index, %c: i1) {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  "test.use"(%c) : (i1) -> ()
  bufferization.dealloc (%a : memref<?xf32>) if (%c)
  return
}
func.func @cfg_loop(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %a = memref.alloc() : memref<2xf32>
  %d = memref.alloc(%i) : memref<?xf32>
  "test.use"(%a, %d) : (memref<2xf32>, memref<?xf32>) -> ()
  %t = arith.cmpi slt, %i, %n : index
  cf.cond_br %t, ^bb2, ^bb3(%a : memref<2xf32>)
^bb2:
  %b = memref.alloc() : memref<3xf32>
  "test.use"(%b) : (memref<3xf32>) -> ()
  cf.br ^bb1(%i : index)
^bb3(%x: memref<2xf32>):
  "test.use"(%x) : (memref<2xf32>) -> ()
  return
}
func.func @while_memref(%n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %init = memref.alloc() : memref<2xf32>
  %w:2 = scf.while (%x = %init, %i = %c0) : (memref<2xf32>, index) -> (memref<2xf32>, index) {
    %t = arith.cmpi slt, %i, %n : index
    scf.condition(%t) %x, %i : memref<2xf32>, index
  } do {
  ^bb0(%y: memref<2xf32>, %j: index):
    %b = memref.alloc() : memref<2xf32>
    memref.copy %y, %b : memref<2xf32> to memref<2xf32>
    %tmp = memref.alloc() : memref<8xf32>
    "test.use"(%tmp) : (memref<8xf32>) -> ()
    %c1 = arith.constant 1 : index
    %k = arith.addi %j, %c1 : index
    scf.yield %b, %k : memref<2xf32>, index
  }
  return %w#0 : memref<2xf32>
}
func.func @switch(%i: index, %c: i1) -> memref<4xf32> {
  %r = scf.index_switch %i -> memref<4xf32>
  case 0 {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  case 1 {
    %s = scf.if %c -> memref<4xf32> {
      %b = memref.alloc() : memref<4xf32>
      scf.yield %b : memref<4xf32>
    } else {
      %b2 = memref.alloca() : memref<4xf32>
      %b3 = memref.alloc() : memref<4xf32>
      memref.copy %b2, %b3 : memref<4xf32> to memref<4xf32>
      scf.yield %b3 : memref<4xf32>
    }
    scf.yield %s : memref<4xf32>
  }
  default {
    %d = memref.alloc() : memref<4xf32>
    %t = memref.alloc() : memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
    scf.yield %d : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @exec_multi(%c: i1) -> memref<5xf32> {
  %r = scf.execute_region -> memref<5xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = memref.alloc() : memref<5xf32>
    cf.br ^bb3(%a : memref<5xf32>)
  ^bb2:
    %b = memref.alloc() : memref<5xf32>
    cf.br ^bb3(%b : memref<5xf32>)
  ^bb3(%x: memref<5xf32>):
    scf.yield %x : memref<5xf32>
  }
  return %r : memref<5xf32>
}
func.func @nested_loops_iter(%n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init) -> memref<2xf32> {
    %tmp = memref.alloc() : memref<16xf32>
    %inner = scf.for %j = %c0 to %n step %c1 iter_args(%y = %x) -> memref<2xf32> {
      %t2 = memref.alloc() : memref<2xf32>
      %t3 = memref.alloc(%i) : memref<?xf32>
      memref.copy %y, %t2 : memref<2xf32> to memref<2xf32>
      "test.use"(%tmp, %t3) : (memref<16xf32>, memref<?xf32>) -> ()
      scf.yield %t2 : memref<2xf32>
    }
    scf.yield %inner : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @scope_ret() -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.alloca_scope -> f32 {
    %a = memref.alloc() : memref<4xf32>
    %f = memref.load %a[%c0] : memref<4xf32>
    memref.alloca_scope.return %f : f32
  }
  %v2 = memref.alloca_scope -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    %s = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    "test.use"(%s) : (memref<2xf32, strided<[1]>>) -> ()
    memref.alloca_scope.return %a : memref<4xf32>
  }
  "test.use"(%v2) : (memref<4xf32>) -> ()
  return %v : f32
}
func.func @unreachable() {
  return
^bb1:
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  cf.br ^bb1
}
func.func @select(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  scf.if %c {
    "test.use"(%s) : (memref<2xf32>) -> ()
  }
  return
}
