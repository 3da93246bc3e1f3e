// Allocations (and allocas) move out of sequential loops when neither a size nor an alias
// depends on the loop (MLIR 22's BufferLoopHoisting); never out of scf.parallel or scf.if.
// RUN: bufjit opt %s --allow-unregistered-dialect --buffer-loop-hoisting | FileCheck %s
// RUN: bufjit opt %s --allow-unregistered-dialect -p='builtin.module(func.func(buffer-loop-hoisting))' | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @cfg(%arg0: i1, %arg1: index) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<?xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested(%arg0: i1, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %alloc_2 = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT: %alloca_3 = memref.alloca() : memref<3xf32>
// CHECK-NEXT: "test.use"(%alloc_1, %alloc_2, %alloca_3) : (memref<2xf32>, memref<?xf32>, memref<3xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<5xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg2) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc, %alloc_1, %alloca) : (memref<4xf32>, memref<?xf32>, memref<5xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<7xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %c0) -> (index) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<6xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<6xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.while (%arg4 = %arg3) : (index) -> index {
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<7xf32>) -> ()
// CHECK-NEXT: %2 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT: scf.condition(%2) %arg4 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: index):
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg4) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<?xf32>) -> ()
// CHECK-NEXT: %2 = arith.addi %arg4, %c1 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<8xf32>) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<9xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<9xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<10xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<10xf32>) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<11xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<11xf32>) -> ()
// CHECK-NEXT: "test.term"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loopcarried(%arg0: index) -> memref<2xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg2, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %alloc_0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cfg_arg(%arg0: i1, %arg1: index) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc_0 : memref<?xf32> to memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%cast : memref<2xf32>)
// CHECK-NEXT: ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cfg_dyn(%arg0: i1, %arg1: index) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : index)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: cf.br ^bb2(%0 : index)
// CHECK-NEXT: ^bb2(%1: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %alloc = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT: cf.br ^bb5(%alloc : memref<?xf32>)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: cf.br ^bb5(%alloc_0 : memref<?xf32>)
// CHECK-NEXT: ^bb5(%2: memref<?xf32>):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: "test.use"(%2) : (memref<?xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @if_yield(%arg0: i1, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %alloc = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested_if(%arg0: i1, %arg1: index) -> memref<4xf32> {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT: %1 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %alloca, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loop_iter(%arg0: index) -> memref<2xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT: %2 = scf.if %1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %alloc_0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loop_in_loop(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg2) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc, %alloc_1, %alloc_2, %alloc_0) : (memref<2xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @exec_region(%arg0: i1) {
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xf32>
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<3xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: cf.br ^bb3(%alloc_0 : memref<3xf32>)
// CHECK-NEXT: ^bb3(%0: memref<3xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "test.use"(%0) : (memref<3xf32>) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dealloced(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<3xf32> to memref<3xf32>
// CHECK-NEXT: "test.use"(%0) : (memref<3xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @while_carried(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.while (%arg1 = %alloc) : (memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = arith.cmpi slt, %c0, %arg0 : index
// CHECK-NEXT: scf.condition(%1) %alloc_1 : memref<2xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>):
// CHECK-NEXT: scf.yield %arg1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @decl(memref<2xf32>)
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
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %alloc, %arg2 = %c0) : (memref<2xf32>, index) -> (memref<2xf32>, index) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : index
// CHECK-NEXT: scf.condition(%1) %arg1, %arg2 : memref<2xf32>, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>, %arg2: index):
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc_1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<8xf32>) -> ()
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: scf.yield %alloc_1, %1 : memref<2xf32>, index
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
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<16xf32>
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg4, %alloc_2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc_0, %alloc_1) : (memref<16xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: scf.yield %alloc_2 : memref<2xf32>
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
func.func @cfg(%cond: i1, %n: index) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  cf.br ^bb3
^bb2:
  %b = memref.alloc(%n) : memref<?xf32>
  "test.use"(%b) : (memref<?xf32>) -> ()
  cf.br ^bb3
^bb3:
  return
}
func.func @nested(%cond: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %cond {
    %a = memref.alloc() : memref<2xf32>
    %d = arith.addi %n, %c1 : index
    %b = memref.alloc(%d) : memref<?xf32>
    %e = memref.alloca() : memref<3xf32>
    "test.use"(%a, %b, %e) : (memref<2xf32>, memref<?xf32>, memref<3xf32>) -> ()
  }
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloc(%i) : memref<?xf32>
    %e = memref.alloca() : memref<5xf32>
    "test.use"(%a, %b, %e) : (memref<4xf32>, memref<?xf32>, memref<5xf32>) -> ()
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c0) -> (index) {
    scf.if %cond {
      %a = memref.alloc() : memref<6xf32>
      "test.use"(%a) : (memref<6xf32>) -> ()
    }
    %w = scf.while (%arg = %x) : (index) -> index {
      %a = memref.alloc() : memref<7xf32>
      "test.use"(%a) : (memref<7xf32>) -> ()
      %t = arith.cmpi slt, %arg, %n : index
      scf.condition(%t) %arg : index
    } do {
    ^bb0(%arg: index):
      %a = memref.alloc(%arg) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
      %nx = arith.addi %arg, %c1 : index
      scf.yield %nx : index
    }
    scf.yield %w : index
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc() : memref<8xf32>
    "test.use"(%a) : (memref<8xf32>) -> ()
    scf.reduce
  }
  memref.alloca_scope {
    %a = memref.alloc() : memref<9xf32>
    "test.use"(%a) : (memref<9xf32>) -> ()
  }
  scf.execute_region {
    %a = memref.alloc() : memref<10xf32>
    "test.use"(%a) : (memref<10xf32>) -> ()
    scf.yield
  }
  "test.region"() ({
    %a = memref.alloc() : memref<11xf32>
    "test.use"(%a) : (memref<11xf32>) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  return
}
func.func @loopcarried(%n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init) -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %x, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @cfg_arg(%cond: i1, %n: index) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  %b = memref.alloc(%n) : memref<?xf32>
  %c = memref.cast %b : memref<?xf32> to memref<2xf32>
  cf.br ^bb3(%c : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  "test.use"(%x) : (memref<2xf32>) -> ()
  return
}
func.func @cfg_dyn(%cond: i1, %n: index) {
  cf.cond_br %cond, ^bb1, ^bb2(%n : index)
^bb1:
  %m = arith.addi %n, %n : index
  cf.br ^bb2(%m : index)
^bb2(%s: index):
  cf.cond_br %cond, ^bb3, ^bb4
^bb3:
  %a = memref.alloc(%s) : memref<?xf32>
  cf.br ^bb5(%a : memref<?xf32>)
^bb4:
  %b = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb5(%b : memref<?xf32>)
^bb5(%x: memref<?xf32>):
  "test.use"(%x) : (memref<?xf32>) -> ()
  return
}
func.func @if_yield(%cond: i1, %n: index) -> memref<?xf32> {
  %c1 = arith.constant 1 : index
  %r = scf.if %cond -> memref<?xf32> {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    %d = arith.addi %n, %c1 : index
    %b = memref.alloc(%d) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  return %r : memref<?xf32>
}
func.func @nested_if(%cond: i1, %n: index) -> memref<4xf32> {
  %r = scf.if %cond -> memref<4xf32> {
    %s = scf.if %cond -> memref<4xf32> {
      %a = memref.alloc() : memref<4xf32>
      scf.yield %a : memref<4xf32>
    } else {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloc() : memref<4xf32>
      memref.copy %a, %b : memref<4xf32> to memref<4xf32>
      scf.yield %b : memref<4xf32>
    }
    scf.yield %s : memref<4xf32>
  } else {
    %c = memref.alloc() : memref<4xf32>
    scf.yield %c : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @loop_iter(%n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init) -> (memref<2xf32>) {
    %t = memref.alloc() : memref<2xf32>
    %cc = arith.cmpi eq, %i, %c0 : index
    %res = scf.if %cc -> memref<2xf32> {
      scf.yield %t : memref<2xf32>
    } else {
      scf.yield %x : memref<2xf32>
    }
    scf.yield %res : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @loop_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.alloc() : memref<2xf32>
      %b = memref.alloc(%i) : memref<?xf32>
      %c = memref.alloc(%j) : memref<?xf32>
      %d = memref.alloc(%n) : memref<?xf32>
      "test.use"(%a, %b, %c, %d) : (memref<2xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}
func.func @exec_region(%cond: i1) {
  scf.execute_region {
    cf.cond_br %cond, ^bb1, ^bb2
  ^bb1:
    %a = memref.alloc() : memref<3xf32>
    cf.br ^bb3(%a : memref<3xf32>)
  ^bb2:
    %b = memref.alloc() : memref<3xf32>
    cf.br ^bb3(%b : memref<3xf32>)
  ^bb3(%x: memref<3xf32>):
    "test.use"(%x) : (memref<3xf32>) -> ()
    scf.yield
  }
  return
}
func.func @dealloced(%cond: i1) {
  scf.if %cond {
    %a = memref.alloc() : memref<3xf32>
    %b = bufferization.clone %a : memref<3xf32> to memref<3xf32>
    "test.use"(%b) : (memref<3xf32>) -> ()
    memref.dealloc %a : memref<3xf32>
  }
  return
}
func.func @while_carried(%n: index) {
  %c0 = arith.constant 0 : index
  %init = memref.alloc() : memref<2xf32>
  %w = scf.while (%x = %init) : (memref<2xf32>) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %t = arith.cmpi slt, %c0, %n : index
    scf.condition(%t) %a : memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>):
    %b = memref.alloc() : memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  "test.use"(%w) : (memref<2xf32>) -> ()
  return
}
func.func private @decl(memref<2xf32>)
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


func.func @select(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  scf.if %c {
    "test.use"(%s) : (memref<2xf32>) -> ()
  }
  return
}
