// Small non-escaping allocations become allocas (MLIR 22's PromoteBuffersToStack), with the
// data-layout bit widths, the rank limit for memref.rank sizes, and MLIR's 32-bit size limit
// (max-alloc-size-in-bytes=536870912 wraps to 0 bits: only empty buffers are promoted).
// RUN: bufjit opt %s --allow-unregistered-dialect --promote-buffers-to-stack | FileCheck %s
// RUN: bufjit opt %s --allow-unregistered-dialect '--promote-buffers-to-stack=max-alloc-size-in-bytes=536870912 max-rank-of-allocated-memref=2' | FileCheck %s --check-prefix=WRAP
// RUN: bufjit opt %s --allow-unregistered-dialect --promote-buffers-to-stack=max-alloc-size-in-bytes=16 | FileCheck %s --check-prefix=SMALL
// RUN: bufjit opt %s --allow-unregistered-dialect -p 'builtin.module(func.func(promote-buffers-to-stack{max-rank-of-allocated-memref=0}))' | FileCheck %s --check-prefix=RANK0

// CHECK: module {
// CHECK-NEXT: func.func @sizes(%arg0: memref<?x?xf32>) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<256xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<257xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<128xindex>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<129xindex>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<8192xi1>
// CHECK-NEXT: %alloca_3 = memref.alloca() {alignment = 64 : i64} : memref<4xi8>
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<?x?xf32>
// CHECK-NEXT: %alloca_4 = memref.alloca(%0) : memref<?xindex>
// CHECK-NEXT: %alloc_5 = memref.alloc(%0, %0) : memref<?x?xindex>
// CHECK-NEXT: %alloc_6 = memref.alloc(%0) : memref<?x3xindex>
// CHECK-NEXT: %alloca_7 = memref.alloca() : memref<0xf32>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca, %alloc, %alloca_0, %alloc_1, %alloca_2, %alloca_3, %alloca_4, %alloc_5, %alloc_6, %alloca_7) : (memref<256xf32>, memref<257xf32>, memref<128xindex>, memref<129xindex>, memref<8192xi1>, memref<4xi8>, memref<?xindex>, memref<?x?xindex>, memref<?x3xindex>, memref<0xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @escape(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %subview = memref.subview %alloca[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
// CHECK-NEXT: "test.use"(%subview) : (memref<1xf32, strided<[1]>>) -> ()
// CHECK-NEXT: return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @regions(%arg0: i1, %arg1: index) -> memref<2xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<3xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<3xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<5xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<5xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.alloca_scope  -> (memref<6xf32>) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<6xf32>
// CHECK-NEXT: memref.alloca_scope.return %alloca : memref<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<7xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<7xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<8xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<8xf32>) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%1) : (memref<6xf32>) -> ()
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cfgesc(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%alloca : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%alloca_0 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @more(%arg0: i1, %arg1: index) {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg1) : (index) -> index {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<2xf32>) -> ()
// CHECK-NEXT: %4 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT: scf.condition(%4) %arg2 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: scf.yield %arg2 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<3xf32>
// CHECK-NEXT: "test.use"(%alloca_1) : (memref<3xf32>) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> memref<4xf32> {
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloca_1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%1) : (memref<4xf32>) -> ()
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<5xf32>
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<5xf32>) -> ()
// CHECK-NEXT: "test.term"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<6xf32>
// CHECK-NEXT: %2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloca) -> (memref<6xf32>) {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<6xf32>
// CHECK-NEXT: scf.yield %alloc_1 : memref<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%2) : (memref<6xf32>) -> ()
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<7xf32>
// CHECK-NEXT: %3 = bufferization.clone %alloca_0 : memref<7xf32> to memref<7xf32>
// CHECK-NEXT: memref.dealloc %3 : memref<7xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @t() {
// CHECK-NEXT: %alloca = memref.alloca() : memref<128xcomplex<f32>>
// CHECK-NEXT: %alloc = memref.alloc() : memref<129xcomplex<f32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<21xvector<3xf32>>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<16xvector<3xf32>>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<17xvector<3xf32>>
// CHECK-NEXT: %alloca_3 = memref.alloca() : memref<102xf80>
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<103xf80>
// CHECK-NEXT: %alloca_5 = memref.alloca() : memref<431xtf32>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<432xtf32>
// CHECK-NEXT: %alloca_7 = memref.alloca() : memref<64xcomplex<f64>>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<65xcomplex<f64>>
// CHECK-NEXT: %alloca_9 = memref.alloca() : memref<64xi3>
// CHECK-NEXT: "test.use"(%alloca, %alloc, %alloca_0, %alloca_1, %alloca_2, %alloca_3, %alloc_4, %alloca_5, %alloc_6, %alloca_7, %alloc_8, %alloca_9) : (memref<128xcomplex<f32>>, memref<129xcomplex<f32>>, memref<21xvector<3xf32>>, memref<16xvector<3xf32>>, memref<17xvector<3xf32>>, memref<102xf80>, memref<103xf80>, memref<431xtf32>, memref<432xtf32>, memref<64xcomplex<f64>>, memref<65xcomplex<f64>>, memref<64xi3>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @buf_dealloc(%arg0: i1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<2xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloca : memref<2xf32>) if (%arg0)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cfg_loop(%arg0: index, %arg1: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloca, %alloc) : (memref<2xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3(%alloca : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<3xf32>
// CHECK-NEXT: "test.use"(%alloca_0) : (memref<3xf32>) -> ()
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
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
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
// CHECK-NEXT: %alloca = memref.alloca() : memref<16xf32>
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (memref<2xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: memref.copy %arg4, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: "test.use"(%alloca, %alloc_1) : (memref<16xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: scf.yield %alloc_0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scope_ret() -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.alloca_scope  -> (memref<4xf32>) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloca[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: "test.use"(%subview) : (memref<2xf32, strided<[1]>>) -> ()
// CHECK-NEXT: memref.alloca_scope.return %alloca : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%1) : (memref<4xf32>) -> ()
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unreachable() {
// CHECK-NEXT: return
// CHECK-NEXT: ^bb1:  // pred: ^bb1
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @select(%arg0: i1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloca, %alloca_0 : memref<2xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// WRAP: module {
// WRAP-NEXT: func.func @sizes(%arg0: memref<?x?xf32>) {
// WRAP-NEXT: %alloc = memref.alloc() : memref<256xf32>
// WRAP-NEXT: %alloc_0 = memref.alloc() : memref<257xf32>
// WRAP-NEXT: %alloc_1 = memref.alloc() : memref<128xindex>
// WRAP-NEXT: %alloc_2 = memref.alloc() : memref<129xindex>
// WRAP-NEXT: %alloc_3 = memref.alloc() : memref<8192xi1>
// WRAP-NEXT: %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<4xi8>
// WRAP-NEXT: %0 = memref.rank %arg0 : memref<?x?xf32>
// WRAP-NEXT: %alloca = memref.alloca(%0) : memref<?xindex>
// WRAP-NEXT: %alloca_5 = memref.alloca(%0, %0) : memref<?x?xindex>
// WRAP-NEXT: %alloca_6 = memref.alloca(%0) : memref<?x3xindex>
// WRAP-NEXT: %alloca_7 = memref.alloca() : memref<0xf32>
// WRAP-NEXT: %alloc_8 = memref.alloc() : memref<4xf32>
// WRAP-NEXT: memref.dealloc %alloc_8 : memref<4xf32>
// WRAP-NEXT: "test.use"(%alloc, %alloc_0, %alloc_1, %alloc_2, %alloc_3, %alloc_4, %alloca, %alloca_5, %alloca_6, %alloca_7) : (memref<256xf32>, memref<257xf32>, memref<128xindex>, memref<129xindex>, memref<8192xi1>, memref<4xi8>, memref<?xindex>, memref<?x?xindex>, memref<?x3xindex>, memref<0xf32>) -> ()
// WRAP-NEXT: return
// WRAP-NEXT: }
// WRAP-NEXT: func.func @escape(%arg0: i1) -> memref<2xf32> {
// WRAP-NEXT: %alloc = memref.alloc() : memref<2xf32>
// WRAP-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// WRAP-NEXT: %subview = memref.subview %alloc_0[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
// WRAP-NEXT: "test.use"(%subview) : (memref<1xf32, strided<[1]>>) -> ()
// WRAP-NEXT: return %alloc : memref<2xf32>
// WRAP-NEXT: }
// WRAP-NEXT: func.func @regions(%arg0: i1, %arg1: index) -> memref<2xf32> {
// WRAP-NEXT: %c0 = arith.constant 0 : index
// WRAP-NEXT: %c1 = arith.constant 1 : index
// WRAP-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// WRAP-NEXT: %alloc = memref.alloc() : memref<2xf32>
// WRAP-NEXT: scf.yield %alloc : memref<2xf32>
// WRAP-NEXT: } else {
// WRAP-NEXT: %alloc = memref.alloc() : memref<2xf32>
// WRAP-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// WRAP-NEXT: scf.yield %alloc : memref<2xf32>
// WRAP-NEXT: }
// WRAP-NEXT: scf.if %arg0 {
// WRAP-NEXT: %alloc = memref.alloc() : memref<3xf32>
// WRAP-NEXT: "test.use"(%alloc) : (memref<3xf32>) -> ()
// WRAP-NEXT: }
// WRAP-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// WRAP-NEXT: %alloc = memref.alloc() : memref<4xf32>
// WRAP-NEXT: "test.use"(%alloc) : (memref<4xf32>) -> ()
// WRAP-NEXT: }
// WRAP-NEXT: memref.alloca_scope  {
// WRAP-NEXT: %alloc = memref.alloc() : memref<5xf32>
// WRAP-NEXT: "test.use"(%alloc) : (memref<5xf32>) -> ()
// WRAP-NEXT: }
// WRAP-NEXT: %1 = memref.alloca_scope  -> (memref<6xf32>) {
// WRAP-NEXT: %alloc = memref.alloc() : memref<6xf32>
// WRAP-NEXT: memref.alloca_scope.return %alloc : memref<6xf32>
// WRAP-NEXT: }
// WRAP-NEXT: scf.forall (%arg2) in (%arg1) {
// WRAP-NEXT: %alloc = memref.alloc() : memref<7xf32>
// WRAP-NEXT: "test.use"(%alloc) : (memref<7xf32>) -> ()
// WRAP-NEXT: }
// WRAP-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// WRAP-NEXT: %alloc = memref.alloc() : memref<8xf32>
// WRAP-NEXT: "test.use"(%alloc) : (memref<8xf32>) -> ()
// WRAP-NEXT: scf.reduce
// WRAP-NEXT: }
// WRAP-NEXT: "test.use"(%1) : (memref<6xf32>) -> ()
// WRAP-NEXT: return %0 : memref<2xf32>
// WRAP-NEXT: }
// WRAP-NEXT: func.func @cfgesc(%arg0: i1) {
// WRAP-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// WRAP-NEXT: ^bb1:  // pred: ^bb0
// WRAP-NEXT: %alloc = memref.alloc() : memref<2xf32>
// WRAP-NEXT: cf.br ^bb3(%alloc : memref<2xf32>)
// WRAP-NEXT: ^bb2:  // pred: ^bb0
// WRAP-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// WRAP-NEXT: cf.br ^bb3(%alloc_0 : memref<2xf32>)
// WRAP-NEXT: ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// WRAP-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// WRAP-NEXT: return
// WRAP-NEXT: }
// WRAP-NEXT: func.func @more(%arg0: i1, %arg1: index) {
// WRAP-NEXT: %0 = scf.while (%arg2 = %arg1) : (index) -> index {
// WRAP-NEXT: %alloc_2 = memref.alloc() : memref<2xf32>
// WRAP-NEXT: "test.use"(%alloc_2) : (memref<2xf32>) -> ()
// WRAP-NEXT: %4 = arith.cmpi slt, %arg2, %arg1 : index
// WRAP-NEXT: scf.condition(%4) %arg2 : index
// WRAP-NEXT: } do {
// WRAP-NEXT: ^bb0(%arg2: index):
// WRAP-NEXT: scf.yield %arg2 : index
// WRAP-NEXT: }
// WRAP-NEXT: scf.execute_region {
// WRAP-NEXT: %alloc_2 = memref.alloc() : memref<3xf32>
// WRAP-NEXT: "test.use"(%alloc_2) : (memref<3xf32>) -> ()
// WRAP-NEXT: scf.yield
// WRAP-NEXT: }
// WRAP-NEXT: %1 = scf.execute_region -> memref<4xf32> {
// WRAP-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// WRAP-NEXT: scf.yield %alloc_2 : memref<4xf32>
// WRAP-NEXT: }
// WRAP-NEXT: "test.use"(%1) : (memref<4xf32>) -> ()
// WRAP-NEXT: "test.region"() ({
// WRAP-NEXT: %alloc_2 = memref.alloc() : memref<5xf32>
// WRAP-NEXT: "test.use"(%alloc_2) : (memref<5xf32>) -> ()
// WRAP-NEXT: "test.term"() : () -> ()
// WRAP-NEXT: }) : () -> ()
// WRAP-NEXT: %c0 = arith.constant 0 : index
// WRAP-NEXT: %c1 = arith.constant 1 : index
// WRAP-NEXT: %alloc = memref.alloc() : memref<6xf32>
// WRAP-NEXT: %2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloc) -> (memref<6xf32>) {
// WRAP-NEXT: %alloc_2 = memref.alloc() : memref<6xf32>
// WRAP-NEXT: scf.yield %alloc_2 : memref<6xf32>
// WRAP-NEXT: }
// WRAP-NEXT: "test.use"(%2) : (memref<6xf32>) -> ()
// WRAP-NEXT: %alloc_0 = memref.alloc() : memref<7xf32>
// WRAP-NEXT: %3 = bufferization.clone %alloc_0 : memref<7xf32> to memref<7xf32>
// WRAP-NEXT: memref.dealloc %3 : memref<7xf32>
// WRAP-NEXT: %alloc_1 = memref.alloc() : memref<8xf32>
// WRAP-NEXT: memref.dealloc %alloc_1 : memref<8xf32>
// WRAP-NEXT: memref.dealloc %alloc_1 : memref<8xf32>
// WRAP-NEXT: return
// WRAP-NEXT: }
// WRAP-NEXT: func.func @t() {
// WRAP-NEXT: %alloc = memref.alloc() : memref<128xcomplex<f32>>
// WRAP-NEXT: %alloc_0 = memref.alloc() : memref<129xcomplex<f32>>
// WRAP-NEXT: %alloc_1 = memref.alloc() : memref<21xvector<3xf32>>
// WRAP-NEXT: %alloc_2 = memref.alloc() : memref<16xvector<3xf32>>
// WRAP-NEXT: %alloc_3 = memref.alloc() : memref<17xvector<3xf32>>
// WRAP-NEXT: %alloc_4 = memref.alloc() : memref<102xf80>
// WRAP-NEXT: %alloc_5 = memref.alloc() : memref<103xf80>
// WRAP-NEXT: %alloc_6 = memref.alloc() : memref<431xtf32>
// WRAP-NEXT: %alloc_7 = memref.alloc() : memref<432xtf32>
// WRAP-NEXT: %alloc_8 = memref.alloc() : memref<64xcomplex<f64>>
// WRAP-NEXT: %alloc_9 = memref.alloc() : memref<65xcomplex<f64>>
// WRAP-NEXT: %alloc_10 = memref.alloc() : memref<64xi3>
// WRAP-NEXT: "test.use"(%alloc, %alloc_0, %alloc_1, %alloc_2, %alloc_3, %alloc_4, %alloc_5, %alloc_6, %alloc_7, %alloc_8, %alloc_9, %alloc_10) : (memref<128xcomplex<f32>>, memref<129xcomplex<f32>>, memref<21xvector<3xf32>>, memref<16xvector<3xf32>>, memref<17xvector<3xf32>>, memref<102xf80>, memref<103xf80>, memref<431xtf32>, memref<432xtf32>, memref<64xcomplex<f64>>, memref<65xcomplex<f64>>, memref<64xi3>) -> ()
// WRAP-NEXT: return
// WRAP-NEXT: }
// WRAP-NEXT: func.func @buf_dealloc(%arg0: i1) {
// WRAP-NEXT: %alloc = memref.alloc() : memref<2xf32>
// WRAP-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// WRAP-NEXT: bufferization.dealloc (%alloc : memref<2xf32>) if (%arg0)
// WRAP-NEXT: return
// WRAP-NEXT: }
// WRAP-NEXT: func.func @cfg_loop(%arg0: index, %arg1: i1) {
// WRAP-NEXT: %c0 = arith.constant 0 : index
// WRAP-NEXT: cf.br ^bb1(%c0 : index)
// WRAP-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// WRAP-NEXT: %alloc = memref.alloc() : memref<2xf32>
// WRAP-NEXT: %alloc_0 = memref.alloc(%0) : memref<?xf32>
// WRAP-NEXT: "test.use"(%alloc, %alloc_0) : (memref<2xf32>, memref<?xf32>) -> ()
// WRAP-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// WRAP-NEXT: cf.cond_br %1, ^bb2, ^bb3(%alloc : memref<2xf32>)
// WRAP-NEXT: ^bb2:  // pred: ^bb1
// WRAP-NEXT: %alloc_1 = memref.alloc() : memref<3xf32>
// WRAP-NEXT: "test.use"(%alloc_1) : (memref<3xf32>) -> ()
// WRAP-NEXT: cf.br ^bb1(%0 : index)
// WRAP-NEXT: ^bb3(%2: memref<2xf32>):  // pred: ^bb1
// WRAP-NEXT: "test.use"(%2) : (memref<2xf32>) -> ()
// WRAP-NEXT: return
// WRAP-NEXT: }
// WRAP-NEXT: func.func @while_memref(%arg0: index) -> memref<2xf32> {
// WRAP-NEXT: %c0 = arith.constant 0 : index
// WRAP-NEXT: %alloc = memref.alloc() : memref<2xf32>
// WRAP-NEXT: %0:2 = scf.while (%arg1 = %alloc, %arg2 = %c0) : (memref<2xf32>, index) -> (memref<2xf32>, index) {
// WRAP-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : index
// WRAP-NEXT: scf.condition(%1) %arg1, %arg2 : memref<2xf32>, index
// WRAP-NEXT: } do {
// WRAP-NEXT: ^bb0(%arg1: memref<2xf32>, %arg2: index):
// WRAP-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// WRAP-NEXT: memref.copy %arg1, %alloc_0 : memref<2xf32> to memref<2xf32>
// WRAP-NEXT: %alloc_1 = memref.alloc() : memref<8xf32>
// WRAP-NEXT: "test.use"(%alloc_1) : (memref<8xf32>) -> ()
// WRAP-NEXT: %c1 = arith.constant 1 : index
// WRAP-NEXT: %1 = arith.addi %arg2, %c1 : index
// WRAP-NEXT: scf.yield %alloc_0, %1 : memref<2xf32>, index
// WRAP-NEXT: }
// WRAP-NEXT: return %0#0 : memref<2xf32>
// WRAP-NEXT: }
// WRAP-NEXT: func.func @switch(%arg0: index, %arg1: i1) -> memref<4xf32> {
// WRAP-NEXT: %0 = scf.index_switch %arg0 -> memref<4xf32>
// WRAP-NEXT: case 0 {
// WRAP-NEXT: %alloc = memref.alloc() : memref<4xf32>
// WRAP-NEXT: scf.yield %alloc : memref<4xf32>
// WRAP-NEXT: }
// WRAP-NEXT: case 1 {
// WRAP-NEXT: %1 = scf.if %arg1 -> (memref<4xf32>) {
// WRAP-NEXT: %alloc = memref.alloc() : memref<4xf32>
// WRAP-NEXT: scf.yield %alloc : memref<4xf32>
// WRAP-NEXT: } else {
// WRAP-NEXT: %alloca = memref.alloca() : memref<4xf32>
// WRAP-NEXT: %alloc = memref.alloc() : memref<4xf32>
// WRAP-NEXT: memref.copy %alloca, %alloc : memref<4xf32> to memref<4xf32>
// WRAP-NEXT: scf.yield %alloc : memref<4xf32>
// WRAP-NEXT: }
// WRAP-NEXT: scf.yield %1 : memref<4xf32>
// WRAP-NEXT: }
// WRAP-NEXT: default {
// WRAP-NEXT: %alloc = memref.alloc() : memref<4xf32>
// WRAP-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// WRAP-NEXT: "test.use"(%alloc_0) : (memref<4xf32>) -> ()
// WRAP-NEXT: scf.yield %alloc : memref<4xf32>
// WRAP-NEXT: }
// WRAP-NEXT: return %0 : memref<4xf32>
// WRAP-NEXT: }
// WRAP-NEXT: func.func @exec_multi(%arg0: i1) -> memref<5xf32> {
// WRAP-NEXT: %0 = scf.execute_region -> memref<5xf32> {
// WRAP-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// WRAP-NEXT: ^bb1:  // pred: ^bb0
// WRAP-NEXT: %alloc = memref.alloc() : memref<5xf32>
// WRAP-NEXT: cf.br ^bb3(%alloc : memref<5xf32>)
// WRAP-NEXT: ^bb2:  // pred: ^bb0
// WRAP-NEXT: %alloc_0 = memref.alloc() : memref<5xf32>
// WRAP-NEXT: cf.br ^bb3(%alloc_0 : memref<5xf32>)
// WRAP-NEXT: ^bb3(%1: memref<5xf32>):  // 2 preds: ^bb1, ^bb2
// WRAP-NEXT: scf.yield %1 : memref<5xf32>
// WRAP-NEXT: }
// WRAP-NEXT: return %0 : memref<5xf32>
// WRAP-NEXT: }
// WRAP-NEXT: func.func @nested_loops_iter(%arg0: index) -> memref<2xf32> {
// WRAP-NEXT: %c0 = arith.constant 0 : index
// WRAP-NEXT: %c1 = arith.constant 1 : index
// WRAP-NEXT: %alloc = memref.alloc() : memref<2xf32>
// WRAP-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc) -> (memref<2xf32>) {
// WRAP-NEXT: %alloc_0 = memref.alloc() : memref<16xf32>
// WRAP-NEXT: %1 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (memref<2xf32>) {
// WRAP-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// WRAP-NEXT: %alloc_2 = memref.alloc(%arg1) : memref<?xf32>
// WRAP-NEXT: memref.copy %arg4, %alloc_1 : memref<2xf32> to memref<2xf32>
// WRAP-NEXT: "test.use"(%alloc_0, %alloc_2) : (memref<16xf32>, memref<?xf32>) -> ()
// WRAP-NEXT: scf.yield %alloc_1 : memref<2xf32>
// WRAP-NEXT: }
// WRAP-NEXT: scf.yield %1 : memref<2xf32>
// WRAP-NEXT: }
// WRAP-NEXT: return %0 : memref<2xf32>
// WRAP-NEXT: }
// WRAP-NEXT: func.func @scope_ret() -> f32 {
// WRAP-NEXT: %c0 = arith.constant 0 : index
// WRAP-NEXT: %0 = memref.alloca_scope  -> (f32) {
// WRAP-NEXT: %alloc = memref.alloc() : memref<4xf32>
// WRAP-NEXT: %2 = memref.load %alloc[%c0] : memref<4xf32>
// WRAP-NEXT: memref.alloca_scope.return %2 : f32
// WRAP-NEXT: }
// WRAP-NEXT: %1 = memref.alloca_scope  -> (memref<4xf32>) {
// WRAP-NEXT: %alloc = memref.alloc() : memref<4xf32>
// WRAP-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// WRAP-NEXT: "test.use"(%subview) : (memref<2xf32, strided<[1]>>) -> ()
// WRAP-NEXT: memref.alloca_scope.return %alloc : memref<4xf32>
// WRAP-NEXT: }
// WRAP-NEXT: "test.use"(%1) : (memref<4xf32>) -> ()
// WRAP-NEXT: return %0 : f32
// WRAP-NEXT: }
// WRAP-NEXT: func.func @unreachable() {
// WRAP-NEXT: return
// WRAP-NEXT: ^bb1:  // pred: ^bb1
// WRAP-NEXT: %alloc = memref.alloc() : memref<2xf32>
// WRAP-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// WRAP-NEXT: cf.br ^bb1
// WRAP-NEXT: }
// WRAP-NEXT: func.func @select(%arg0: i1) {
// WRAP-NEXT: %alloc = memref.alloc() : memref<2xf32>
// WRAP-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// WRAP-NEXT: %0 = arith.select %arg0, %alloc, %alloc_0 : memref<2xf32>
// WRAP-NEXT: scf.if %arg0 {
// WRAP-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// WRAP-NEXT: }
// WRAP-NEXT: return
// WRAP-NEXT: }
// WRAP-NEXT: }
// SMALL: module {
// SMALL-NEXT: func.func @sizes(%arg0: memref<?x?xf32>) {
// SMALL-NEXT: %alloc = memref.alloc() : memref<256xf32>
// SMALL-NEXT: %alloc_0 = memref.alloc() : memref<257xf32>
// SMALL-NEXT: %alloc_1 = memref.alloc() : memref<128xindex>
// SMALL-NEXT: %alloc_2 = memref.alloc() : memref<129xindex>
// SMALL-NEXT: %alloc_3 = memref.alloc() : memref<8192xi1>
// SMALL-NEXT: %alloca = memref.alloca() {alignment = 64 : i64} : memref<4xi8>
// SMALL-NEXT: %0 = memref.rank %arg0 : memref<?x?xf32>
// SMALL-NEXT: %alloca_4 = memref.alloca(%0) : memref<?xindex>
// SMALL-NEXT: %alloc_5 = memref.alloc(%0, %0) : memref<?x?xindex>
// SMALL-NEXT: %alloc_6 = memref.alloc(%0) : memref<?x3xindex>
// SMALL-NEXT: %alloca_7 = memref.alloca() : memref<0xf32>
// SMALL-NEXT: %alloc_8 = memref.alloc() : memref<4xf32>
// SMALL-NEXT: memref.dealloc %alloc_8 : memref<4xf32>
// SMALL-NEXT: "test.use"(%alloc, %alloc_0, %alloc_1, %alloc_2, %alloc_3, %alloca, %alloca_4, %alloc_5, %alloc_6, %alloca_7) : (memref<256xf32>, memref<257xf32>, memref<128xindex>, memref<129xindex>, memref<8192xi1>, memref<4xi8>, memref<?xindex>, memref<?x?xindex>, memref<?x3xindex>, memref<0xf32>) -> ()
// SMALL-NEXT: return
// SMALL-NEXT: }
// SMALL-NEXT: func.func @escape(%arg0: i1) -> memref<2xf32> {
// SMALL-NEXT: %alloc = memref.alloc() : memref<2xf32>
// SMALL-NEXT: %alloca = memref.alloca() : memref<2xf32>
// SMALL-NEXT: %subview = memref.subview %alloca[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
// SMALL-NEXT: "test.use"(%subview) : (memref<1xf32, strided<[1]>>) -> ()
// SMALL-NEXT: return %alloc : memref<2xf32>
// SMALL-NEXT: }
// SMALL-NEXT: func.func @regions(%arg0: i1, %arg1: index) -> memref<2xf32> {
// SMALL-NEXT: %c0 = arith.constant 0 : index
// SMALL-NEXT: %c1 = arith.constant 1 : index
// SMALL-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// SMALL-NEXT: %alloc = memref.alloc() : memref<2xf32>
// SMALL-NEXT: scf.yield %alloc : memref<2xf32>
// SMALL-NEXT: } else {
// SMALL-NEXT: %alloc = memref.alloc() : memref<2xf32>
// SMALL-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// SMALL-NEXT: scf.yield %alloc : memref<2xf32>
// SMALL-NEXT: }
// SMALL-NEXT: scf.if %arg0 {
// SMALL-NEXT: %alloca = memref.alloca() : memref<3xf32>
// SMALL-NEXT: "test.use"(%alloca) : (memref<3xf32>) -> ()
// SMALL-NEXT: }
// SMALL-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// SMALL-NEXT: %alloca = memref.alloca() : memref<4xf32>
// SMALL-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// SMALL-NEXT: }
// SMALL-NEXT: memref.alloca_scope  {
// SMALL-NEXT: %alloc = memref.alloc() : memref<5xf32>
// SMALL-NEXT: "test.use"(%alloc) : (memref<5xf32>) -> ()
// SMALL-NEXT: }
// SMALL-NEXT: %1 = memref.alloca_scope  -> (memref<6xf32>) {
// SMALL-NEXT: %alloc = memref.alloc() : memref<6xf32>
// SMALL-NEXT: memref.alloca_scope.return %alloc : memref<6xf32>
// SMALL-NEXT: }
// SMALL-NEXT: scf.forall (%arg2) in (%arg1) {
// SMALL-NEXT: %alloc = memref.alloc() : memref<7xf32>
// SMALL-NEXT: "test.use"(%alloc) : (memref<7xf32>) -> ()
// SMALL-NEXT: }
// SMALL-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// SMALL-NEXT: %alloc = memref.alloc() : memref<8xf32>
// SMALL-NEXT: "test.use"(%alloc) : (memref<8xf32>) -> ()
// SMALL-NEXT: scf.reduce
// SMALL-NEXT: }
// SMALL-NEXT: "test.use"(%1) : (memref<6xf32>) -> ()
// SMALL-NEXT: return %0 : memref<2xf32>
// SMALL-NEXT: }
// SMALL-NEXT: func.func @cfgesc(%arg0: i1) {
// SMALL-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// SMALL-NEXT: ^bb1:  // pred: ^bb0
// SMALL-NEXT: %alloca = memref.alloca() : memref<2xf32>
// SMALL-NEXT: cf.br ^bb3(%alloca : memref<2xf32>)
// SMALL-NEXT: ^bb2:  // pred: ^bb0
// SMALL-NEXT: %alloca_0 = memref.alloca() : memref<2xf32>
// SMALL-NEXT: cf.br ^bb3(%alloca_0 : memref<2xf32>)
// SMALL-NEXT: ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// SMALL-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// SMALL-NEXT: return
// SMALL-NEXT: }
// SMALL-NEXT: func.func @more(%arg0: i1, %arg1: index) {
// SMALL-NEXT: %0 = scf.while (%arg2 = %arg1) : (index) -> index {
// SMALL-NEXT: %alloc_2 = memref.alloc() : memref<2xf32>
// SMALL-NEXT: "test.use"(%alloc_2) : (memref<2xf32>) -> ()
// SMALL-NEXT: %4 = arith.cmpi slt, %arg2, %arg1 : index
// SMALL-NEXT: scf.condition(%4) %arg2 : index
// SMALL-NEXT: } do {
// SMALL-NEXT: ^bb0(%arg2: index):
// SMALL-NEXT: scf.yield %arg2 : index
// SMALL-NEXT: }
// SMALL-NEXT: scf.execute_region {
// SMALL-NEXT: %alloca = memref.alloca() : memref<3xf32>
// SMALL-NEXT: "test.use"(%alloca) : (memref<3xf32>) -> ()
// SMALL-NEXT: scf.yield
// SMALL-NEXT: }
// SMALL-NEXT: %1 = scf.execute_region -> memref<4xf32> {
// SMALL-NEXT: %alloca = memref.alloca() : memref<4xf32>
// SMALL-NEXT: scf.yield %alloca : memref<4xf32>
// SMALL-NEXT: }
// SMALL-NEXT: "test.use"(%1) : (memref<4xf32>) -> ()
// SMALL-NEXT: "test.region"() ({
// SMALL-NEXT: %alloc_2 = memref.alloc() : memref<5xf32>
// SMALL-NEXT: "test.use"(%alloc_2) : (memref<5xf32>) -> ()
// SMALL-NEXT: "test.term"() : () -> ()
// SMALL-NEXT: }) : () -> ()
// SMALL-NEXT: %c0 = arith.constant 0 : index
// SMALL-NEXT: %c1 = arith.constant 1 : index
// SMALL-NEXT: %alloc = memref.alloc() : memref<6xf32>
// SMALL-NEXT: %2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloc) -> (memref<6xf32>) {
// SMALL-NEXT: %alloc_2 = memref.alloc() : memref<6xf32>
// SMALL-NEXT: scf.yield %alloc_2 : memref<6xf32>
// SMALL-NEXT: }
// SMALL-NEXT: "test.use"(%2) : (memref<6xf32>) -> ()
// SMALL-NEXT: %alloc_0 = memref.alloc() : memref<7xf32>
// SMALL-NEXT: %3 = bufferization.clone %alloc_0 : memref<7xf32> to memref<7xf32>
// SMALL-NEXT: memref.dealloc %3 : memref<7xf32>
// SMALL-NEXT: %alloc_1 = memref.alloc() : memref<8xf32>
// SMALL-NEXT: memref.dealloc %alloc_1 : memref<8xf32>
// SMALL-NEXT: memref.dealloc %alloc_1 : memref<8xf32>
// SMALL-NEXT: return
// SMALL-NEXT: }
// SMALL-NEXT: func.func @t() {
// SMALL-NEXT: %alloc = memref.alloc() : memref<128xcomplex<f32>>
// SMALL-NEXT: %alloc_0 = memref.alloc() : memref<129xcomplex<f32>>
// SMALL-NEXT: %alloc_1 = memref.alloc() : memref<21xvector<3xf32>>
// SMALL-NEXT: %alloc_2 = memref.alloc() : memref<16xvector<3xf32>>
// SMALL-NEXT: %alloc_3 = memref.alloc() : memref<17xvector<3xf32>>
// SMALL-NEXT: %alloc_4 = memref.alloc() : memref<102xf80>
// SMALL-NEXT: %alloc_5 = memref.alloc() : memref<103xf80>
// SMALL-NEXT: %alloc_6 = memref.alloc() : memref<431xtf32>
// SMALL-NEXT: %alloc_7 = memref.alloc() : memref<432xtf32>
// SMALL-NEXT: %alloc_8 = memref.alloc() : memref<64xcomplex<f64>>
// SMALL-NEXT: %alloc_9 = memref.alloc() : memref<65xcomplex<f64>>
// SMALL-NEXT: %alloc_10 = memref.alloc() : memref<64xi3>
// SMALL-NEXT: "test.use"(%alloc, %alloc_0, %alloc_1, %alloc_2, %alloc_3, %alloc_4, %alloc_5, %alloc_6, %alloc_7, %alloc_8, %alloc_9, %alloc_10) : (memref<128xcomplex<f32>>, memref<129xcomplex<f32>>, memref<21xvector<3xf32>>, memref<16xvector<3xf32>>, memref<17xvector<3xf32>>, memref<102xf80>, memref<103xf80>, memref<431xtf32>, memref<432xtf32>, memref<64xcomplex<f64>>, memref<65xcomplex<f64>>, memref<64xi3>) -> ()
// SMALL-NEXT: return
// SMALL-NEXT: }
// SMALL-NEXT: func.func @buf_dealloc(%arg0: i1) {
// SMALL-NEXT: %alloca = memref.alloca() : memref<2xf32>
// SMALL-NEXT: "test.use"(%alloca) : (memref<2xf32>) -> ()
// SMALL-NEXT: bufferization.dealloc (%alloca : memref<2xf32>) if (%arg0)
// SMALL-NEXT: return
// SMALL-NEXT: }
// SMALL-NEXT: func.func @cfg_loop(%arg0: index, %arg1: i1) {
// SMALL-NEXT: %c0 = arith.constant 0 : index
// SMALL-NEXT: cf.br ^bb1(%c0 : index)
// SMALL-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// SMALL-NEXT: %alloca = memref.alloca() : memref<2xf32>
// SMALL-NEXT: %alloc = memref.alloc(%0) : memref<?xf32>
// SMALL-NEXT: "test.use"(%alloca, %alloc) : (memref<2xf32>, memref<?xf32>) -> ()
// SMALL-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// SMALL-NEXT: cf.cond_br %1, ^bb2, ^bb3(%alloca : memref<2xf32>)
// SMALL-NEXT: ^bb2:  // pred: ^bb1
// SMALL-NEXT: %alloca_0 = memref.alloca() : memref<3xf32>
// SMALL-NEXT: "test.use"(%alloca_0) : (memref<3xf32>) -> ()
// SMALL-NEXT: cf.br ^bb1(%0 : index)
// SMALL-NEXT: ^bb3(%2: memref<2xf32>):  // pred: ^bb1
// SMALL-NEXT: "test.use"(%2) : (memref<2xf32>) -> ()
// SMALL-NEXT: return
// SMALL-NEXT: }
// SMALL-NEXT: func.func @while_memref(%arg0: index) -> memref<2xf32> {
// SMALL-NEXT: %c0 = arith.constant 0 : index
// SMALL-NEXT: %alloc = memref.alloc() : memref<2xf32>
// SMALL-NEXT: %0:2 = scf.while (%arg1 = %alloc, %arg2 = %c0) : (memref<2xf32>, index) -> (memref<2xf32>, index) {
// SMALL-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : index
// SMALL-NEXT: scf.condition(%1) %arg1, %arg2 : memref<2xf32>, index
// SMALL-NEXT: } do {
// SMALL-NEXT: ^bb0(%arg1: memref<2xf32>, %arg2: index):
// SMALL-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// SMALL-NEXT: memref.copy %arg1, %alloc_0 : memref<2xf32> to memref<2xf32>
// SMALL-NEXT: %alloc_1 = memref.alloc() : memref<8xf32>
// SMALL-NEXT: "test.use"(%alloc_1) : (memref<8xf32>) -> ()
// SMALL-NEXT: %c1 = arith.constant 1 : index
// SMALL-NEXT: %1 = arith.addi %arg2, %c1 : index
// SMALL-NEXT: scf.yield %alloc_0, %1 : memref<2xf32>, index
// SMALL-NEXT: }
// SMALL-NEXT: return %0#0 : memref<2xf32>
// SMALL-NEXT: }
// SMALL-NEXT: func.func @switch(%arg0: index, %arg1: i1) -> memref<4xf32> {
// SMALL-NEXT: %0 = scf.index_switch %arg0 -> memref<4xf32>
// SMALL-NEXT: case 0 {
// SMALL-NEXT: %alloc = memref.alloc() : memref<4xf32>
// SMALL-NEXT: scf.yield %alloc : memref<4xf32>
// SMALL-NEXT: }
// SMALL-NEXT: case 1 {
// SMALL-NEXT: %1 = scf.if %arg1 -> (memref<4xf32>) {
// SMALL-NEXT: %alloc = memref.alloc() : memref<4xf32>
// SMALL-NEXT: scf.yield %alloc : memref<4xf32>
// SMALL-NEXT: } else {
// SMALL-NEXT: %alloca = memref.alloca() : memref<4xf32>
// SMALL-NEXT: %alloc = memref.alloc() : memref<4xf32>
// SMALL-NEXT: memref.copy %alloca, %alloc : memref<4xf32> to memref<4xf32>
// SMALL-NEXT: scf.yield %alloc : memref<4xf32>
// SMALL-NEXT: }
// SMALL-NEXT: scf.yield %1 : memref<4xf32>
// SMALL-NEXT: }
// SMALL-NEXT: default {
// SMALL-NEXT: %alloc = memref.alloc() : memref<4xf32>
// SMALL-NEXT: %alloca = memref.alloca() : memref<4xf32>
// SMALL-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// SMALL-NEXT: scf.yield %alloc : memref<4xf32>
// SMALL-NEXT: }
// SMALL-NEXT: return %0 : memref<4xf32>
// SMALL-NEXT: }
// SMALL-NEXT: func.func @exec_multi(%arg0: i1) -> memref<5xf32> {
// SMALL-NEXT: %0 = scf.execute_region -> memref<5xf32> {
// SMALL-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// SMALL-NEXT: ^bb1:  // pred: ^bb0
// SMALL-NEXT: %alloc = memref.alloc() : memref<5xf32>
// SMALL-NEXT: cf.br ^bb3(%alloc : memref<5xf32>)
// SMALL-NEXT: ^bb2:  // pred: ^bb0
// SMALL-NEXT: %alloc_0 = memref.alloc() : memref<5xf32>
// SMALL-NEXT: cf.br ^bb3(%alloc_0 : memref<5xf32>)
// SMALL-NEXT: ^bb3(%1: memref<5xf32>):  // 2 preds: ^bb1, ^bb2
// SMALL-NEXT: scf.yield %1 : memref<5xf32>
// SMALL-NEXT: }
// SMALL-NEXT: return %0 : memref<5xf32>
// SMALL-NEXT: }
// SMALL-NEXT: func.func @nested_loops_iter(%arg0: index) -> memref<2xf32> {
// SMALL-NEXT: %c0 = arith.constant 0 : index
// SMALL-NEXT: %c1 = arith.constant 1 : index
// SMALL-NEXT: %alloc = memref.alloc() : memref<2xf32>
// SMALL-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc) -> (memref<2xf32>) {
// SMALL-NEXT: %alloc_0 = memref.alloc() : memref<16xf32>
// SMALL-NEXT: %1 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (memref<2xf32>) {
// SMALL-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// SMALL-NEXT: %alloc_2 = memref.alloc(%arg1) : memref<?xf32>
// SMALL-NEXT: memref.copy %arg4, %alloc_1 : memref<2xf32> to memref<2xf32>
// SMALL-NEXT: "test.use"(%alloc_0, %alloc_2) : (memref<16xf32>, memref<?xf32>) -> ()
// SMALL-NEXT: scf.yield %alloc_1 : memref<2xf32>
// SMALL-NEXT: }
// SMALL-NEXT: scf.yield %1 : memref<2xf32>
// SMALL-NEXT: }
// SMALL-NEXT: return %0 : memref<2xf32>
// SMALL-NEXT: }
// SMALL-NEXT: func.func @scope_ret() -> f32 {
// SMALL-NEXT: %c0 = arith.constant 0 : index
// SMALL-NEXT: %0 = memref.alloca_scope  -> (f32) {
// SMALL-NEXT: %alloca = memref.alloca() : memref<4xf32>
// SMALL-NEXT: %2 = memref.load %alloca[%c0] : memref<4xf32>
// SMALL-NEXT: memref.alloca_scope.return %2 : f32
// SMALL-NEXT: }
// SMALL-NEXT: %1 = memref.alloca_scope  -> (memref<4xf32>) {
// SMALL-NEXT: %alloca = memref.alloca() : memref<4xf32>
// SMALL-NEXT: %subview = memref.subview %alloca[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// SMALL-NEXT: "test.use"(%subview) : (memref<2xf32, strided<[1]>>) -> ()
// SMALL-NEXT: memref.alloca_scope.return %alloca : memref<4xf32>
// SMALL-NEXT: }
// SMALL-NEXT: "test.use"(%1) : (memref<4xf32>) -> ()
// SMALL-NEXT: return %0 : f32
// SMALL-NEXT: }
// SMALL-NEXT: func.func @unreachable() {
// SMALL-NEXT: return
// SMALL-NEXT: ^bb1:  // pred: ^bb1
// SMALL-NEXT: %alloca = memref.alloca() : memref<2xf32>
// SMALL-NEXT: "test.use"(%alloca) : (memref<2xf32>) -> ()
// SMALL-NEXT: cf.br ^bb1
// SMALL-NEXT: }
// SMALL-NEXT: func.func @select(%arg0: i1) {
// SMALL-NEXT: %alloca = memref.alloca() : memref<2xf32>
// SMALL-NEXT: %alloca_0 = memref.alloca() : memref<2xf32>
// SMALL-NEXT: %0 = arith.select %arg0, %alloca, %alloca_0 : memref<2xf32>
// SMALL-NEXT: scf.if %arg0 {
// SMALL-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// SMALL-NEXT: }
// SMALL-NEXT: return
// SMALL-NEXT: }
// SMALL-NEXT: }
// RANK0: module {
// RANK0-NEXT: func.func @sizes(%arg0: memref<?x?xf32>) {
// RANK0-NEXT: %alloca = memref.alloca() : memref<256xf32>
// RANK0-NEXT: %alloc = memref.alloc() : memref<257xf32>
// RANK0-NEXT: %alloca_0 = memref.alloca() : memref<128xindex>
// RANK0-NEXT: %alloc_1 = memref.alloc() : memref<129xindex>
// RANK0-NEXT: %alloca_2 = memref.alloca() : memref<8192xi1>
// RANK0-NEXT: %alloca_3 = memref.alloca() {alignment = 64 : i64} : memref<4xi8>
// RANK0-NEXT: %0 = memref.rank %arg0 : memref<?x?xf32>
// RANK0-NEXT: %alloc_4 = memref.alloc(%0) : memref<?xindex>
// RANK0-NEXT: %alloc_5 = memref.alloc(%0, %0) : memref<?x?xindex>
// RANK0-NEXT: %alloc_6 = memref.alloc(%0) : memref<?x3xindex>
// RANK0-NEXT: %alloca_7 = memref.alloca() : memref<0xf32>
// RANK0-NEXT: %alloc_8 = memref.alloc() : memref<4xf32>
// RANK0-NEXT: memref.dealloc %alloc_8 : memref<4xf32>
// RANK0-NEXT: "test.use"(%alloca, %alloc, %alloca_0, %alloc_1, %alloca_2, %alloca_3, %alloc_4, %alloc_5, %alloc_6, %alloca_7) : (memref<256xf32>, memref<257xf32>, memref<128xindex>, memref<129xindex>, memref<8192xi1>, memref<4xi8>, memref<?xindex>, memref<?x?xindex>, memref<?x3xindex>, memref<0xf32>) -> ()
// RANK0-NEXT: return
// RANK0-NEXT: }
// RANK0-NEXT: func.func @escape(%arg0: i1) -> memref<2xf32> {
// RANK0-NEXT: %alloc = memref.alloc() : memref<2xf32>
// RANK0-NEXT: %alloca = memref.alloca() : memref<2xf32>
// RANK0-NEXT: %subview = memref.subview %alloca[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
// RANK0-NEXT: "test.use"(%subview) : (memref<1xf32, strided<[1]>>) -> ()
// RANK0-NEXT: return %alloc : memref<2xf32>
// RANK0-NEXT: }
// RANK0-NEXT: func.func @regions(%arg0: i1, %arg1: index) -> memref<2xf32> {
// RANK0-NEXT: %c0 = arith.constant 0 : index
// RANK0-NEXT: %c1 = arith.constant 1 : index
// RANK0-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// RANK0-NEXT: %alloc = memref.alloc() : memref<2xf32>
// RANK0-NEXT: scf.yield %alloc : memref<2xf32>
// RANK0-NEXT: } else {
// RANK0-NEXT: %alloc = memref.alloc() : memref<2xf32>
// RANK0-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// RANK0-NEXT: scf.yield %alloc : memref<2xf32>
// RANK0-NEXT: }
// RANK0-NEXT: scf.if %arg0 {
// RANK0-NEXT: %alloca = memref.alloca() : memref<3xf32>
// RANK0-NEXT: "test.use"(%alloca) : (memref<3xf32>) -> ()
// RANK0-NEXT: }
// RANK0-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// RANK0-NEXT: %alloca = memref.alloca() : memref<4xf32>
// RANK0-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// RANK0-NEXT: }
// RANK0-NEXT: memref.alloca_scope  {
// RANK0-NEXT: %alloca = memref.alloca() : memref<5xf32>
// RANK0-NEXT: "test.use"(%alloca) : (memref<5xf32>) -> ()
// RANK0-NEXT: }
// RANK0-NEXT: %1 = memref.alloca_scope  -> (memref<6xf32>) {
// RANK0-NEXT: %alloca = memref.alloca() : memref<6xf32>
// RANK0-NEXT: memref.alloca_scope.return %alloca : memref<6xf32>
// RANK0-NEXT: }
// RANK0-NEXT: scf.forall (%arg2) in (%arg1) {
// RANK0-NEXT: %alloca = memref.alloca() : memref<7xf32>
// RANK0-NEXT: "test.use"(%alloca) : (memref<7xf32>) -> ()
// RANK0-NEXT: }
// RANK0-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// RANK0-NEXT: %alloca = memref.alloca() : memref<8xf32>
// RANK0-NEXT: "test.use"(%alloca) : (memref<8xf32>) -> ()
// RANK0-NEXT: scf.reduce
// RANK0-NEXT: }
// RANK0-NEXT: "test.use"(%1) : (memref<6xf32>) -> ()
// RANK0-NEXT: return %0 : memref<2xf32>
// RANK0-NEXT: }
// RANK0-NEXT: func.func @cfgesc(%arg0: i1) {
// RANK0-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// RANK0-NEXT: ^bb1:  // pred: ^bb0
// RANK0-NEXT: %alloca = memref.alloca() : memref<2xf32>
// RANK0-NEXT: cf.br ^bb3(%alloca : memref<2xf32>)
// RANK0-NEXT: ^bb2:  // pred: ^bb0
// RANK0-NEXT: %alloca_0 = memref.alloca() : memref<2xf32>
// RANK0-NEXT: cf.br ^bb3(%alloca_0 : memref<2xf32>)
// RANK0-NEXT: ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// RANK0-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// RANK0-NEXT: return
// RANK0-NEXT: }
// RANK0-NEXT: func.func @more(%arg0: i1, %arg1: index) {
// RANK0-NEXT: %0 = scf.while (%arg2 = %arg1) : (index) -> index {
// RANK0-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// RANK0-NEXT: "test.use"(%alloc_1) : (memref<2xf32>) -> ()
// RANK0-NEXT: %4 = arith.cmpi slt, %arg2, %arg1 : index
// RANK0-NEXT: scf.condition(%4) %arg2 : index
// RANK0-NEXT: } do {
// RANK0-NEXT: ^bb0(%arg2: index):
// RANK0-NEXT: scf.yield %arg2 : index
// RANK0-NEXT: }
// RANK0-NEXT: scf.execute_region {
// RANK0-NEXT: %alloca_1 = memref.alloca() : memref<3xf32>
// RANK0-NEXT: "test.use"(%alloca_1) : (memref<3xf32>) -> ()
// RANK0-NEXT: scf.yield
// RANK0-NEXT: }
// RANK0-NEXT: %1 = scf.execute_region -> memref<4xf32> {
// RANK0-NEXT: %alloca_1 = memref.alloca() : memref<4xf32>
// RANK0-NEXT: scf.yield %alloca_1 : memref<4xf32>
// RANK0-NEXT: }
// RANK0-NEXT: "test.use"(%1) : (memref<4xf32>) -> ()
// RANK0-NEXT: "test.region"() ({
// RANK0-NEXT: %alloc_1 = memref.alloc() : memref<5xf32>
// RANK0-NEXT: "test.use"(%alloc_1) : (memref<5xf32>) -> ()
// RANK0-NEXT: "test.term"() : () -> ()
// RANK0-NEXT: }) : () -> ()
// RANK0-NEXT: %c0 = arith.constant 0 : index
// RANK0-NEXT: %c1 = arith.constant 1 : index
// RANK0-NEXT: %alloca = memref.alloca() : memref<6xf32>
// RANK0-NEXT: %2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloca) -> (memref<6xf32>) {
// RANK0-NEXT: %alloc_1 = memref.alloc() : memref<6xf32>
// RANK0-NEXT: scf.yield %alloc_1 : memref<6xf32>
// RANK0-NEXT: }
// RANK0-NEXT: "test.use"(%2) : (memref<6xf32>) -> ()
// RANK0-NEXT: %alloca_0 = memref.alloca() : memref<7xf32>
// RANK0-NEXT: %3 = bufferization.clone %alloca_0 : memref<7xf32> to memref<7xf32>
// RANK0-NEXT: memref.dealloc %3 : memref<7xf32>
// RANK0-NEXT: %alloc = memref.alloc() : memref<8xf32>
// RANK0-NEXT: memref.dealloc %alloc : memref<8xf32>
// RANK0-NEXT: memref.dealloc %alloc : memref<8xf32>
// RANK0-NEXT: return
// RANK0-NEXT: }
// RANK0-NEXT: func.func @t() {
// RANK0-NEXT: %alloca = memref.alloca() : memref<128xcomplex<f32>>
// RANK0-NEXT: %alloc = memref.alloc() : memref<129xcomplex<f32>>
// RANK0-NEXT: %alloca_0 = memref.alloca() : memref<21xvector<3xf32>>
// RANK0-NEXT: %alloca_1 = memref.alloca() : memref<16xvector<3xf32>>
// RANK0-NEXT: %alloca_2 = memref.alloca() : memref<17xvector<3xf32>>
// RANK0-NEXT: %alloca_3 = memref.alloca() : memref<102xf80>
// RANK0-NEXT: %alloc_4 = memref.alloc() : memref<103xf80>
// RANK0-NEXT: %alloca_5 = memref.alloca() : memref<431xtf32>
// RANK0-NEXT: %alloc_6 = memref.alloc() : memref<432xtf32>
// RANK0-NEXT: %alloca_7 = memref.alloca() : memref<64xcomplex<f64>>
// RANK0-NEXT: %alloc_8 = memref.alloc() : memref<65xcomplex<f64>>
// RANK0-NEXT: %alloca_9 = memref.alloca() : memref<64xi3>
// RANK0-NEXT: "test.use"(%alloca, %alloc, %alloca_0, %alloca_1, %alloca_2, %alloca_3, %alloc_4, %alloca_5, %alloc_6, %alloca_7, %alloc_8, %alloca_9) : (memref<128xcomplex<f32>>, memref<129xcomplex<f32>>, memref<21xvector<3xf32>>, memref<16xvector<3xf32>>, memref<17xvector<3xf32>>, memref<102xf80>, memref<103xf80>, memref<431xtf32>, memref<432xtf32>, memref<64xcomplex<f64>>, memref<65xcomplex<f64>>, memref<64xi3>) -> ()
// RANK0-NEXT: return
// RANK0-NEXT: }
// RANK0-NEXT: func.func @buf_dealloc(%arg0: i1) {
// RANK0-NEXT: %alloca = memref.alloca() : memref<2xf32>
// RANK0-NEXT: "test.use"(%alloca) : (memref<2xf32>) -> ()
// RANK0-NEXT: bufferization.dealloc (%alloca : memref<2xf32>) if (%arg0)
// RANK0-NEXT: return
// RANK0-NEXT: }
// RANK0-NEXT: func.func @cfg_loop(%arg0: index, %arg1: i1) {
// RANK0-NEXT: %c0 = arith.constant 0 : index
// RANK0-NEXT: cf.br ^bb1(%c0 : index)
// RANK0-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// RANK0-NEXT: %alloca = memref.alloca() : memref<2xf32>
// RANK0-NEXT: %alloc = memref.alloc(%0) : memref<?xf32>
// RANK0-NEXT: "test.use"(%alloca, %alloc) : (memref<2xf32>, memref<?xf32>) -> ()
// RANK0-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// RANK0-NEXT: cf.cond_br %1, ^bb2, ^bb3(%alloca : memref<2xf32>)
// RANK0-NEXT: ^bb2:  // pred: ^bb1
// RANK0-NEXT: %alloca_0 = memref.alloca() : memref<3xf32>
// RANK0-NEXT: "test.use"(%alloca_0) : (memref<3xf32>) -> ()
// RANK0-NEXT: cf.br ^bb1(%0 : index)
// RANK0-NEXT: ^bb3(%2: memref<2xf32>):  // pred: ^bb1
// RANK0-NEXT: "test.use"(%2) : (memref<2xf32>) -> ()
// RANK0-NEXT: return
// RANK0-NEXT: }
// RANK0-NEXT: func.func @while_memref(%arg0: index) -> memref<2xf32> {
// RANK0-NEXT: %c0 = arith.constant 0 : index
// RANK0-NEXT: %alloc = memref.alloc() : memref<2xf32>
// RANK0-NEXT: %0:2 = scf.while (%arg1 = %alloc, %arg2 = %c0) : (memref<2xf32>, index) -> (memref<2xf32>, index) {
// RANK0-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : index
// RANK0-NEXT: scf.condition(%1) %arg1, %arg2 : memref<2xf32>, index
// RANK0-NEXT: } do {
// RANK0-NEXT: ^bb0(%arg1: memref<2xf32>, %arg2: index):
// RANK0-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// RANK0-NEXT: memref.copy %arg1, %alloc_0 : memref<2xf32> to memref<2xf32>
// RANK0-NEXT: %alloc_1 = memref.alloc() : memref<8xf32>
// RANK0-NEXT: "test.use"(%alloc_1) : (memref<8xf32>) -> ()
// RANK0-NEXT: %c1 = arith.constant 1 : index
// RANK0-NEXT: %1 = arith.addi %arg2, %c1 : index
// RANK0-NEXT: scf.yield %alloc_0, %1 : memref<2xf32>, index
// RANK0-NEXT: }
// RANK0-NEXT: return %0#0 : memref<2xf32>
// RANK0-NEXT: }
// RANK0-NEXT: func.func @switch(%arg0: index, %arg1: i1) -> memref<4xf32> {
// RANK0-NEXT: %0 = scf.index_switch %arg0 -> memref<4xf32>
// RANK0-NEXT: case 0 {
// RANK0-NEXT: %alloc = memref.alloc() : memref<4xf32>
// RANK0-NEXT: scf.yield %alloc : memref<4xf32>
// RANK0-NEXT: }
// RANK0-NEXT: case 1 {
// RANK0-NEXT: %1 = scf.if %arg1 -> (memref<4xf32>) {
// RANK0-NEXT: %alloc = memref.alloc() : memref<4xf32>
// RANK0-NEXT: scf.yield %alloc : memref<4xf32>
// RANK0-NEXT: } else {
// RANK0-NEXT: %alloca = memref.alloca() : memref<4xf32>
// RANK0-NEXT: %alloc = memref.alloc() : memref<4xf32>
// RANK0-NEXT: memref.copy %alloca, %alloc : memref<4xf32> to memref<4xf32>
// RANK0-NEXT: scf.yield %alloc : memref<4xf32>
// RANK0-NEXT: }
// RANK0-NEXT: scf.yield %1 : memref<4xf32>
// RANK0-NEXT: }
// RANK0-NEXT: default {
// RANK0-NEXT: %alloc = memref.alloc() : memref<4xf32>
// RANK0-NEXT: %alloca = memref.alloca() : memref<4xf32>
// RANK0-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// RANK0-NEXT: scf.yield %alloc : memref<4xf32>
// RANK0-NEXT: }
// RANK0-NEXT: return %0 : memref<4xf32>
// RANK0-NEXT: }
// RANK0-NEXT: func.func @exec_multi(%arg0: i1) -> memref<5xf32> {
// RANK0-NEXT: %0 = scf.execute_region -> memref<5xf32> {
// RANK0-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// RANK0-NEXT: ^bb1:  // pred: ^bb0
// RANK0-NEXT: %alloc = memref.alloc() : memref<5xf32>
// RANK0-NEXT: cf.br ^bb3(%alloc : memref<5xf32>)
// RANK0-NEXT: ^bb2:  // pred: ^bb0
// RANK0-NEXT: %alloc_0 = memref.alloc() : memref<5xf32>
// RANK0-NEXT: cf.br ^bb3(%alloc_0 : memref<5xf32>)
// RANK0-NEXT: ^bb3(%1: memref<5xf32>):  // 2 preds: ^bb1, ^bb2
// RANK0-NEXT: scf.yield %1 : memref<5xf32>
// RANK0-NEXT: }
// RANK0-NEXT: return %0 : memref<5xf32>
// RANK0-NEXT: }
// RANK0-NEXT: func.func @nested_loops_iter(%arg0: index) -> memref<2xf32> {
// RANK0-NEXT: %c0 = arith.constant 0 : index
// RANK0-NEXT: %c1 = arith.constant 1 : index
// RANK0-NEXT: %alloc = memref.alloc() : memref<2xf32>
// RANK0-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc) -> (memref<2xf32>) {
// RANK0-NEXT: %alloca = memref.alloca() : memref<16xf32>
// RANK0-NEXT: %1 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (memref<2xf32>) {
// RANK0-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// RANK0-NEXT: %alloc_1 = memref.alloc(%arg1) : memref<?xf32>
// RANK0-NEXT: memref.copy %arg4, %alloc_0 : memref<2xf32> to memref<2xf32>
// RANK0-NEXT: "test.use"(%alloca, %alloc_1) : (memref<16xf32>, memref<?xf32>) -> ()
// RANK0-NEXT: scf.yield %alloc_0 : memref<2xf32>
// RANK0-NEXT: }
// RANK0-NEXT: scf.yield %1 : memref<2xf32>
// RANK0-NEXT: }
// RANK0-NEXT: return %0 : memref<2xf32>
// RANK0-NEXT: }
// RANK0-NEXT: func.func @scope_ret() -> f32 {
// RANK0-NEXT: %c0 = arith.constant 0 : index
// RANK0-NEXT: %0 = memref.alloca_scope  -> (f32) {
// RANK0-NEXT: %alloca = memref.alloca() : memref<4xf32>
// RANK0-NEXT: %2 = memref.load %alloca[%c0] : memref<4xf32>
// RANK0-NEXT: memref.alloca_scope.return %2 : f32
// RANK0-NEXT: }
// RANK0-NEXT: %1 = memref.alloca_scope  -> (memref<4xf32>) {
// RANK0-NEXT: %alloca = memref.alloca() : memref<4xf32>
// RANK0-NEXT: %subview = memref.subview %alloca[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// RANK0-NEXT: "test.use"(%subview) : (memref<2xf32, strided<[1]>>) -> ()
// RANK0-NEXT: memref.alloca_scope.return %alloca : memref<4xf32>
// RANK0-NEXT: }
// RANK0-NEXT: "test.use"(%1) : (memref<4xf32>) -> ()
// RANK0-NEXT: return %0 : f32
// RANK0-NEXT: }
// RANK0-NEXT: func.func @unreachable() {
// RANK0-NEXT: return
// RANK0-NEXT: ^bb1:  // pred: ^bb1
// RANK0-NEXT: %alloca = memref.alloca() : memref<2xf32>
// RANK0-NEXT: "test.use"(%alloca) : (memref<2xf32>) -> ()
// RANK0-NEXT: cf.br ^bb1
// RANK0-NEXT: }
// RANK0-NEXT: func.func @select(%arg0: i1) {
// RANK0-NEXT: %alloca = memref.alloca() : memref<2xf32>
// RANK0-NEXT: %alloca_0 = memref.alloca() : memref<2xf32>
// RANK0-NEXT: %0 = arith.select %arg0, %alloca, %alloca_0 : memref<2xf32>
// RANK0-NEXT: scf.if %arg0 {
// RANK0-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// RANK0-NEXT: }
// RANK0-NEXT: return
// RANK0-NEXT: }
// RANK0-NEXT: }
func.func @sizes(%m: memref<?x?xf32>) {
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<257xf32>
  %c = memref.alloc() : memref<128xindex>
  %d = memref.alloc() : memref<129xindex>
  %e = memref.alloc() : memref<8192xi1>
  %f = memref.alloc() {alignment = 64 : i64} : memref<4xi8>
  %r = memref.rank %m : memref<?x?xf32>
  %g = memref.alloc(%r) : memref<?xindex>
  %h = memref.alloc(%r, %r) : memref<?x?xindex>
  %i = memref.alloc(%r) : memref<?x3xindex>
  %j = memref.alloc() : memref<0xf32>
  %k = memref.alloc() : memref<4xf32>
  memref.dealloc %k : memref<4xf32>
  "test.use"(%a, %b, %c, %d, %e, %f, %g, %h, %i, %j) : (memref<256xf32>, memref<257xf32>, memref<128xindex>, memref<129xindex>, memref<8192xi1>, memref<4xi8>, memref<?xindex>, memref<?x?xindex>, memref<?x3xindex>, memref<0xf32>) -> ()
  return
}
func.func @escape(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = memref.subview %b[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  "test.use"(%s) : (memref<1xf32, strided<[1]>>) -> ()
  return %a : memref<2xf32>
}
func.func @regions(%c: i1, %n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    "test.use"(%b) : (memref<2xf32>) -> ()
    scf.yield %b : memref<2xf32>
  }
  scf.if %c {
    %a = memref.alloc() : memref<3xf32>
    "test.use"(%a) : (memref<3xf32>) -> ()
  }
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  memref.alloca_scope {
    %a = memref.alloc() : memref<5xf32>
    "test.use"(%a) : (memref<5xf32>) -> ()
  }
  %q = memref.alloca_scope -> memref<6xf32> {
    %a = memref.alloc() : memref<6xf32>
    memref.alloca_scope.return %a : memref<6xf32>
  }
  scf.forall (%i) in (%n) {
    %a = memref.alloc() : memref<7xf32>
    "test.use"(%a) : (memref<7xf32>) -> ()
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc() : memref<8xf32>
    "test.use"(%a) : (memref<8xf32>) -> ()
    scf.reduce
  }
  "test.use"(%q) : (memref<6xf32>) -> ()
  return %r : memref<2xf32>
}
func.func @cfgesc(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  %b = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%b : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  "test.use"(%x) : (memref<2xf32>) -> ()
  return
}
func.func @more(%c: i1, %n: index) {
  %w = scf.while (%x = %n) : (index) -> index {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    %t = arith.cmpi slt, %x, %n : index
    scf.condition(%t) %x : index
  } do {
  ^bb0(%y: index):
    scf.yield %y : index
  }
  scf.execute_region {
    %a = memref.alloc() : memref<3xf32>
    "test.use"(%a) : (memref<3xf32>) -> ()
    scf.yield
  }
  %e = scf.execute_region -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  "test.use"(%e) : (memref<4xf32>) -> ()
  "test.region"() ({
    %a = memref.alloc() : memref<5xf32>
    "test.use"(%a) : (memref<5xf32>) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<6xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init) -> memref<6xf32> {
    %a = memref.alloc() : memref<6xf32>
    scf.yield %a : memref<6xf32>
  }
  "test.use"(%r) : (memref<6xf32>) -> ()
  %b = memref.alloc() : memref<7xf32>
  %b2 = bufferization.clone %b : memref<7xf32> to memref<7xf32>
  memref.dealloc %b2 : memref<7xf32>
  %b3 = memref.alloc() : memref<8xf32>
  memref.dealloc %b3 : memref<8xf32>
  memref.dealloc %b3 : memref<8xf32>
  return
}
func.func @t() {
  %a = memref.alloc() : memref<128xcomplex<f32>>
  %b = memref.alloc() : memref<129xcomplex<f32>>
  %c = memref.alloc() : memref<21xvector<3xf32>>
  %d = memref.alloc() : memref<16xvector<3xf32>>
  %e = memref.alloc() : memref<17xvector<3xf32>>
  %f = memref.alloc() : memref<102xf80>
  %g = memref.alloc() : memref<103xf80>
  %h = memref.alloc() : memref<431xtf32>
  %i = memref.alloc() : memref<432xtf32>
  %j = memref.alloc() : memref<64xcomplex<f64>>
  %k = memref.alloc() : memref<65xcomplex<f64>>
  %l = memref.alloc() : memref<64xi3>
  "test.use"(%a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l) : (memref<128xcomplex<f32>>, memref<129xcomplex<f32>>, memref<21xvector<3xf32>>, memref<16xvector<3xf32>>, memref<17xvector<3xf32>>, memref<102xf80>, memref<103xf80>, memref<431xtf32>, memref<432xtf32>, memref<64xcomplex<f64>>, memref<65xcomplex<f64>>, memref<64xi3>) -> ()
  return
}
// bufferization.dealloc declares no free effect in MLIR 22: the buffer is still promoted.
func.func @buf_dealloc(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
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
