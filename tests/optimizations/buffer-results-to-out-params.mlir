// Memref results become trailing out-params; returns copy into them, calls allocate them
// (MLIR 22's BufferResultsToOutParams), for every option.
// RUN: bufjit opt %s --allow-unregistered-dialect --buffer-results-to-out-params | FileCheck %s
// RUN: bufjit opt %s --allow-unregistered-dialect --buffer-results-to-out-params=add-result-attr | FileCheck %s --check-prefix=ATTR
// RUN: bufjit opt %s --allow-unregistered-dialect --buffer-results-to-out-params=hoist-static-allocs | FileCheck %s --check-prefix=STATIC
// RUN: bufjit opt %s --allow-unregistered-dialect --buffer-results-to-out-params=modify-public-functions=true | FileCheck %s --check-prefix=PUB
// RUN: bufjit opt %s --allow-unregistered-dialect -p 'builtin.module(buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs add-result-attr modify-public-functions})' | FileCheck %s --check-prefix=ALL

// CHECK: module {
// CHECK-NEXT: func.func private @callee(%arg0: index, %arg1: f32, %arg2: memref<4xf32>, %arg3: memref<2x8xi32>) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<2x8xi32>
// CHECK-NEXT: memref.copy %alloc, %arg2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %alloca, %arg3 : memref<2x8xi32> to memref<2x8xi32>
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @arg_ret(%arg0: memref<3xf32>, %arg1: memref<3xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<3xf32> to memref<3xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @multi(%arg0: i1, %arg1: memref<5xf32> {test.attr = 1 : i32}) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<5xf32>
// CHECK-NEXT: memref.copy %alloc, %arg1 : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloca = memref.alloca() : memref<5xf32>
// CHECK-NEXT: memref.copy %alloca, %arg1 : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @strided(%arg0: memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy %cast, %arg0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @space(%arg0: memref<2x2xf32, 1>) -> i32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x2xf32, 1>
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: memref.copy %alloc, %arg0 : memref<2x2xf32, 1> to memref<2x2xf32, 1>
// CHECK-NEXT: return %c7_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @cloned(%arg0: memref<7xf32>, %arg1: memref<7xf32>) {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<7xf32> to memref<7xf32>
// CHECK-NEXT: memref.copy %0, %arg1 : memref<7xf32> to memref<7xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @ext() -> memref<2xf32>
// CHECK-NEXT: func.func @pub() -> memref<6xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<6xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %alloc[%c0] : memref<6xf32>
// CHECK-NEXT: return %alloc : memref<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2x8xi32>
// CHECK-NEXT: %0 = call @callee(%arg0, %arg1, %alloc, %alloc_0) : (index, f32, memref<4xf32>, memref<2x8xi32>) -> f32
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<3xf32>
// CHECK-NEXT: call @arg_ret(%alloc_1, %alloc_2) : (memref<3xf32>, memref<3xf32>) -> ()
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<5xf32>
// CHECK-NEXT: call @multi(%true, %alloc_3) : (i1, memref<5xf32>) -> ()
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %cast = memref.cast %alloc_4 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: call @strided(%cast) : (memref<2xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: %1 = call @ext() : () -> memref<2xf32>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<7xf32>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<7xf32>
// CHECK-NEXT: call @cloned(%alloc_5, %alloc_6) : (memref<7xf32>, memref<7xf32>) -> ()
// CHECK-NEXT: "test.use"(%alloc_6) : (memref<7xf32>) -> ()
// CHECK-NEXT: %2 = call @pub() : () -> memref<6xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = scf.for %arg2 = %c0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<2x2xf32, 1>
// CHECK-NEXT: %4 = func.call @space(%alloc_7) : (memref<2x2xf32, 1>) -> i32
// CHECK-NEXT: "test.use"(%alloc_7) : (memref<2x2xf32, 1>) -> ()
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%alloc, %alloc_0, %alloc_2, %alloc_3, %cast, %1, %2) : (memref<4xf32>, memref<2x8xi32>, memref<3xf32>, memref<5xf32>, memref<2xf32, strided<[?], offset: ?>>, memref<2xf32>, memref<6xf32>) -> ()
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// ATTR: module {
// ATTR-NEXT: func.func private @callee(%arg0: index, %arg1: f32, %arg2: memref<4xf32> {bufferize.result}, %arg3: memref<2x8xi32> {bufferize.result}) -> f32 {
// ATTR-NEXT: %alloc = memref.alloc() : memref<4xf32>
// ATTR-NEXT: %alloca = memref.alloca() : memref<2x8xi32>
// ATTR-NEXT: memref.copy %alloc, %arg2 : memref<4xf32> to memref<4xf32>
// ATTR-NEXT: memref.copy %alloca, %arg3 : memref<2x8xi32> to memref<2x8xi32>
// ATTR-NEXT: return %arg1 : f32
// ATTR-NEXT: }
// ATTR-NEXT: func.func private @arg_ret(%arg0: memref<3xf32>, %arg1: memref<3xf32> {bufferize.result}) {
// ATTR-NEXT: memref.copy %arg0, %arg1 : memref<3xf32> to memref<3xf32>
// ATTR-NEXT: return
// ATTR-NEXT: }
// ATTR-NEXT: func.func private @multi(%arg0: i1, %arg1: memref<5xf32> {bufferize.result, test.attr = 1 : i32}) {
// ATTR-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// ATTR-NEXT: ^bb1:  // pred: ^bb0
// ATTR-NEXT: %alloc = memref.alloc() : memref<5xf32>
// ATTR-NEXT: memref.copy %alloc, %arg1 : memref<5xf32> to memref<5xf32>
// ATTR-NEXT: return
// ATTR-NEXT: ^bb2:  // pred: ^bb0
// ATTR-NEXT: %alloca = memref.alloca() : memref<5xf32>
// ATTR-NEXT: memref.copy %alloca, %arg1 : memref<5xf32> to memref<5xf32>
// ATTR-NEXT: return
// ATTR-NEXT: }
// ATTR-NEXT: func.func private @strided(%arg0: memref<2xf32, strided<[?], offset: ?>> {bufferize.result}) {
// ATTR-NEXT: %alloc = memref.alloc() : memref<4xf32>
// ATTR-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// ATTR-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[?], offset: ?>>
// ATTR-NEXT: memref.copy %cast, %arg0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// ATTR-NEXT: return
// ATTR-NEXT: }
// ATTR-NEXT: func.func private @space(%arg0: memref<2x2xf32, 1> {bufferize.result}) -> i32 {
// ATTR-NEXT: %alloc = memref.alloc() : memref<2x2xf32, 1>
// ATTR-NEXT: %c7_i32 = arith.constant 7 : i32
// ATTR-NEXT: memref.copy %alloc, %arg0 : memref<2x2xf32, 1> to memref<2x2xf32, 1>
// ATTR-NEXT: return %c7_i32 : i32
// ATTR-NEXT: }
// ATTR-NEXT: func.func private @cloned(%arg0: memref<7xf32>, %arg1: memref<7xf32> {bufferize.result}) {
// ATTR-NEXT: %0 = bufferization.clone %arg0 : memref<7xf32> to memref<7xf32>
// ATTR-NEXT: memref.copy %0, %arg1 : memref<7xf32> to memref<7xf32>
// ATTR-NEXT: return
// ATTR-NEXT: }
// ATTR-NEXT: func.func private @ext() -> memref<2xf32>
// ATTR-NEXT: func.func @pub() -> memref<6xf32> {
// ATTR-NEXT: %alloc = memref.alloc() : memref<6xf32>
// ATTR-NEXT: %c0 = arith.constant 0 : index
// ATTR-NEXT: %cst = arith.constant 1.000000e+00 : f32
// ATTR-NEXT: memref.store %cst, %alloc[%c0] : memref<6xf32>
// ATTR-NEXT: return %alloc : memref<6xf32>
// ATTR-NEXT: }
// ATTR-NEXT: func.func @caller(%arg0: index, %arg1: f32) -> f32 {
// ATTR-NEXT: %alloc = memref.alloc() : memref<4xf32>
// ATTR-NEXT: %alloc_0 = memref.alloc() : memref<2x8xi32>
// ATTR-NEXT: %0 = call @callee(%arg0, %arg1, %alloc, %alloc_0) : (index, f32, memref<4xf32>, memref<2x8xi32>) -> f32
// ATTR-NEXT: %alloc_1 = memref.alloc() : memref<3xf32>
// ATTR-NEXT: %alloc_2 = memref.alloc() : memref<3xf32>
// ATTR-NEXT: call @arg_ret(%alloc_1, %alloc_2) : (memref<3xf32>, memref<3xf32>) -> ()
// ATTR-NEXT: %true = arith.constant true
// ATTR-NEXT: %alloc_3 = memref.alloc() : memref<5xf32>
// ATTR-NEXT: call @multi(%true, %alloc_3) : (i1, memref<5xf32>) -> ()
// ATTR-NEXT: %alloc_4 = memref.alloc() : memref<2xf32>
// ATTR-NEXT: %cast = memref.cast %alloc_4 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// ATTR-NEXT: call @strided(%cast) : (memref<2xf32, strided<[?], offset: ?>>) -> ()
// ATTR-NEXT: %1 = call @ext() : () -> memref<2xf32>
// ATTR-NEXT: %alloc_5 = memref.alloc() : memref<7xf32>
// ATTR-NEXT: %alloc_6 = memref.alloc() : memref<7xf32>
// ATTR-NEXT: call @cloned(%alloc_5, %alloc_6) : (memref<7xf32>, memref<7xf32>) -> ()
// ATTR-NEXT: "test.use"(%alloc_6) : (memref<7xf32>) -> ()
// ATTR-NEXT: %2 = call @pub() : () -> memref<6xf32>
// ATTR-NEXT: %c0 = arith.constant 0 : index
// ATTR-NEXT: %3 = scf.for %arg2 = %c0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (f32) {
// ATTR-NEXT: %alloc_7 = memref.alloc() : memref<2x2xf32, 1>
// ATTR-NEXT: %4 = func.call @space(%alloc_7) : (memref<2x2xf32, 1>) -> i32
// ATTR-NEXT: "test.use"(%alloc_7) : (memref<2x2xf32, 1>) -> ()
// ATTR-NEXT: scf.yield %arg3 : f32
// ATTR-NEXT: }
// ATTR-NEXT: "test.use"(%alloc, %alloc_0, %alloc_2, %alloc_3, %cast, %1, %2) : (memref<4xf32>, memref<2x8xi32>, memref<3xf32>, memref<5xf32>, memref<2xf32, strided<[?], offset: ?>>, memref<2xf32>, memref<6xf32>) -> ()
// ATTR-NEXT: return %3 : f32
// ATTR-NEXT: }
// ATTR-NEXT: }
// PUB: module {
// PUB-NEXT: func.func private @callee(%arg0: index, %arg1: f32, %arg2: memref<4xf32>, %arg3: memref<2x8xi32>) -> f32 {
// PUB-NEXT: %alloc = memref.alloc() : memref<4xf32>
// PUB-NEXT: %alloca = memref.alloca() : memref<2x8xi32>
// PUB-NEXT: memref.copy %alloc, %arg2 : memref<4xf32> to memref<4xf32>
// PUB-NEXT: memref.copy %alloca, %arg3 : memref<2x8xi32> to memref<2x8xi32>
// PUB-NEXT: return %arg1 : f32
// PUB-NEXT: }
// PUB-NEXT: func.func private @arg_ret(%arg0: memref<3xf32>, %arg1: memref<3xf32>) {
// PUB-NEXT: memref.copy %arg0, %arg1 : memref<3xf32> to memref<3xf32>
// PUB-NEXT: return
// PUB-NEXT: }
// PUB-NEXT: func.func private @multi(%arg0: i1, %arg1: memref<5xf32> {test.attr = 1 : i32}) {
// PUB-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// PUB-NEXT: ^bb1:  // pred: ^bb0
// PUB-NEXT: %alloc = memref.alloc() : memref<5xf32>
// PUB-NEXT: memref.copy %alloc, %arg1 : memref<5xf32> to memref<5xf32>
// PUB-NEXT: return
// PUB-NEXT: ^bb2:  // pred: ^bb0
// PUB-NEXT: %alloca = memref.alloca() : memref<5xf32>
// PUB-NEXT: memref.copy %alloca, %arg1 : memref<5xf32> to memref<5xf32>
// PUB-NEXT: return
// PUB-NEXT: }
// PUB-NEXT: func.func private @strided(%arg0: memref<2xf32, strided<[?], offset: ?>>) {
// PUB-NEXT: %alloc = memref.alloc() : memref<4xf32>
// PUB-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// PUB-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[?], offset: ?>>
// PUB-NEXT: memref.copy %cast, %arg0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// PUB-NEXT: return
// PUB-NEXT: }
// PUB-NEXT: func.func private @space(%arg0: memref<2x2xf32, 1>) -> i32 {
// PUB-NEXT: %alloc = memref.alloc() : memref<2x2xf32, 1>
// PUB-NEXT: %c7_i32 = arith.constant 7 : i32
// PUB-NEXT: memref.copy %alloc, %arg0 : memref<2x2xf32, 1> to memref<2x2xf32, 1>
// PUB-NEXT: return %c7_i32 : i32
// PUB-NEXT: }
// PUB-NEXT: func.func private @cloned(%arg0: memref<7xf32>, %arg1: memref<7xf32>) {
// PUB-NEXT: %0 = bufferization.clone %arg0 : memref<7xf32> to memref<7xf32>
// PUB-NEXT: memref.copy %0, %arg1 : memref<7xf32> to memref<7xf32>
// PUB-NEXT: return
// PUB-NEXT: }
// PUB-NEXT: func.func private @ext() -> memref<2xf32>
// PUB-NEXT: func.func @pub(%arg0: memref<6xf32>) {
// PUB-NEXT: %alloc = memref.alloc() : memref<6xf32>
// PUB-NEXT: %c0 = arith.constant 0 : index
// PUB-NEXT: %cst = arith.constant 1.000000e+00 : f32
// PUB-NEXT: memref.store %cst, %alloc[%c0] : memref<6xf32>
// PUB-NEXT: memref.copy %alloc, %arg0 : memref<6xf32> to memref<6xf32>
// PUB-NEXT: return
// PUB-NEXT: }
// PUB-NEXT: func.func @caller(%arg0: index, %arg1: f32) -> f32 {
// PUB-NEXT: %alloc = memref.alloc() : memref<4xf32>
// PUB-NEXT: %alloc_0 = memref.alloc() : memref<2x8xi32>
// PUB-NEXT: %0 = call @callee(%arg0, %arg1, %alloc, %alloc_0) : (index, f32, memref<4xf32>, memref<2x8xi32>) -> f32
// PUB-NEXT: %alloc_1 = memref.alloc() : memref<3xf32>
// PUB-NEXT: %alloc_2 = memref.alloc() : memref<3xf32>
// PUB-NEXT: call @arg_ret(%alloc_1, %alloc_2) : (memref<3xf32>, memref<3xf32>) -> ()
// PUB-NEXT: %true = arith.constant true
// PUB-NEXT: %alloc_3 = memref.alloc() : memref<5xf32>
// PUB-NEXT: call @multi(%true, %alloc_3) : (i1, memref<5xf32>) -> ()
// PUB-NEXT: %alloc_4 = memref.alloc() : memref<2xf32>
// PUB-NEXT: %cast = memref.cast %alloc_4 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// PUB-NEXT: call @strided(%cast) : (memref<2xf32, strided<[?], offset: ?>>) -> ()
// PUB-NEXT: %1 = call @ext() : () -> memref<2xf32>
// PUB-NEXT: %alloc_5 = memref.alloc() : memref<7xf32>
// PUB-NEXT: %alloc_6 = memref.alloc() : memref<7xf32>
// PUB-NEXT: call @cloned(%alloc_5, %alloc_6) : (memref<7xf32>, memref<7xf32>) -> ()
// PUB-NEXT: "test.use"(%alloc_6) : (memref<7xf32>) -> ()
// PUB-NEXT: %alloc_7 = memref.alloc() : memref<6xf32>
// PUB-NEXT: call @pub(%alloc_7) : (memref<6xf32>) -> ()
// PUB-NEXT: %c0 = arith.constant 0 : index
// PUB-NEXT: %2 = scf.for %arg2 = %c0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (f32) {
// PUB-NEXT: %alloc_8 = memref.alloc() : memref<2x2xf32, 1>
// PUB-NEXT: %3 = func.call @space(%alloc_8) : (memref<2x2xf32, 1>) -> i32
// PUB-NEXT: "test.use"(%alloc_8) : (memref<2x2xf32, 1>) -> ()
// PUB-NEXT: scf.yield %arg3 : f32
// PUB-NEXT: }
// PUB-NEXT: "test.use"(%alloc, %alloc_0, %alloc_2, %alloc_3, %cast, %1, %alloc_7) : (memref<4xf32>, memref<2x8xi32>, memref<3xf32>, memref<5xf32>, memref<2xf32, strided<[?], offset: ?>>, memref<2xf32>, memref<6xf32>) -> ()
// PUB-NEXT: return %2 : f32
// PUB-NEXT: }
// PUB-NEXT: }
// ALL: module {
// ALL-NEXT: func.func private @callee(%arg0: index, %arg1: f32, %arg2: memref<4xf32> {bufferize.result}, %arg3: memref<2x8xi32> {bufferize.result}) -> f32 {
// ALL-NEXT: return %arg1 : f32
// ALL-NEXT: }
// ALL-NEXT: func.func private @arg_ret(%arg0: memref<3xf32>, %arg1: memref<3xf32> {bufferize.result}) {
// ALL-NEXT: memref.copy %arg0, %arg1 : memref<3xf32> to memref<3xf32>
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-NEXT: func.func private @multi(%arg0: i1, %arg1: memref<5xf32> {bufferize.result, test.attr = 1 : i32}) {
// ALL-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// ALL-NEXT: ^bb1:  // pred: ^bb0
// ALL-NEXT: return
// ALL-NEXT: ^bb2:  // pred: ^bb0
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-NEXT: func.func private @strided(%arg0: memref<2xf32, strided<[?], offset: ?>> {bufferize.result}) {
// ALL-NEXT: %alloc = memref.alloc() : memref<4xf32>
// ALL-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// ALL-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[?], offset: ?>>
// ALL-NEXT: memref.copy %cast, %arg0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-NEXT: func.func private @space(%arg0: memref<2x2xf32, 1> {bufferize.result}) -> i32 {
// ALL-NEXT: %c7_i32 = arith.constant 7 : i32
// ALL-NEXT: return %c7_i32 : i32
// ALL-NEXT: }
// ALL-NEXT: func.func private @cloned(%arg0: memref<7xf32>, %arg1: memref<7xf32> {bufferize.result}) {
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-NEXT: func.func private @ext() -> memref<2xf32>
// ALL-NEXT: func.func @pub(%arg0: memref<6xf32> {bufferize.result}) {
// ALL-NEXT: %c0 = arith.constant 0 : index
// ALL-NEXT: %cst = arith.constant 1.000000e+00 : f32
// ALL-NEXT: memref.store %cst, %arg0[%c0] : memref<6xf32>
// ALL-NEXT: return
// ALL-NEXT: }
// ALL-NEXT: func.func @caller(%arg0: index, %arg1: f32) -> f32 {
// ALL-NEXT: %alloc = memref.alloc() : memref<4xf32>
// ALL-NEXT: %alloc_0 = memref.alloc() : memref<2x8xi32>
// ALL-NEXT: %0 = call @callee(%arg0, %arg1, %alloc, %alloc_0) : (index, f32, memref<4xf32>, memref<2x8xi32>) -> f32
// ALL-NEXT: %alloc_1 = memref.alloc() : memref<3xf32>
// ALL-NEXT: %alloc_2 = memref.alloc() : memref<3xf32>
// ALL-NEXT: call @arg_ret(%alloc_1, %alloc_2) : (memref<3xf32>, memref<3xf32>) -> ()
// ALL-NEXT: %true = arith.constant true
// ALL-NEXT: %alloc_3 = memref.alloc() : memref<5xf32>
// ALL-NEXT: call @multi(%true, %alloc_3) : (i1, memref<5xf32>) -> ()
// ALL-NEXT: %alloc_4 = memref.alloc() : memref<2xf32>
// ALL-NEXT: %cast = memref.cast %alloc_4 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// ALL-NEXT: call @strided(%cast) : (memref<2xf32, strided<[?], offset: ?>>) -> ()
// ALL-NEXT: %1 = call @ext() : () -> memref<2xf32>
// ALL-NEXT: %alloc_5 = memref.alloc() : memref<7xf32>
// ALL-NEXT: %alloc_6 = memref.alloc() : memref<7xf32>
// ALL-NEXT: call @cloned(%alloc_5, %alloc_6) : (memref<7xf32>, memref<7xf32>) -> ()
// ALL-NEXT: "test.use"(%alloc_6) : (memref<7xf32>) -> ()
// ALL-NEXT: %alloc_7 = memref.alloc() : memref<6xf32>
// ALL-NEXT: call @pub(%alloc_7) : (memref<6xf32>) -> ()
// ALL-NEXT: %c0 = arith.constant 0 : index
// ALL-NEXT: %2 = scf.for %arg2 = %c0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (f32) {
// ALL-NEXT: %alloc_8 = memref.alloc() : memref<2x2xf32, 1>
// ALL-NEXT: %3 = func.call @space(%alloc_8) : (memref<2x2xf32, 1>) -> i32
// ALL-NEXT: "test.use"(%alloc_8) : (memref<2x2xf32, 1>) -> ()
// ALL-NEXT: scf.yield %arg3 : f32
// ALL-NEXT: }
// ALL-NEXT: "test.use"(%alloc, %alloc_0, %alloc_2, %alloc_3, %cast, %1, %alloc_7) : (memref<4xf32>, memref<2x8xi32>, memref<3xf32>, memref<5xf32>, memref<2xf32, strided<[?], offset: ?>>, memref<2xf32>, memref<6xf32>) -> ()
// ALL-NEXT: return %2 : f32
// ALL-NEXT: }
// ALL-NEXT: }
// STATIC: module {
// STATIC-NEXT: func.func private @callee(%arg0: index, %arg1: f32, %arg2: memref<4xf32>, %arg3: memref<2x8xi32>) -> f32 {
// STATIC-NEXT: return %arg1 : f32
// STATIC-NEXT: }
// STATIC-NEXT: func.func private @arg_ret(%arg0: memref<3xf32>, %arg1: memref<3xf32>) {
// STATIC-NEXT: memref.copy %arg0, %arg1 : memref<3xf32> to memref<3xf32>
// STATIC-NEXT: return
// STATIC-NEXT: }
// STATIC-NEXT: func.func private @multi(%arg0: i1, %arg1: memref<5xf32> {test.attr = 1 : i32}) {
// STATIC-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// STATIC-NEXT: ^bb1:  // pred: ^bb0
// STATIC-NEXT: return
// STATIC-NEXT: ^bb2:  // pred: ^bb0
// STATIC-NEXT: return
// STATIC-NEXT: }
// STATIC-NEXT: func.func private @strided(%arg0: memref<2xf32, strided<[?], offset: ?>>) {
// STATIC-NEXT: %alloc = memref.alloc() : memref<4xf32>
// STATIC-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// STATIC-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[?], offset: ?>>
// STATIC-NEXT: memref.copy %cast, %arg0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// STATIC-NEXT: return
// STATIC-NEXT: }
// STATIC-NEXT: func.func private @space(%arg0: memref<2x2xf32, 1>) -> i32 {
// STATIC-NEXT: %c7_i32 = arith.constant 7 : i32
// STATIC-NEXT: return %c7_i32 : i32
// STATIC-NEXT: }
// STATIC-NEXT: func.func private @cloned(%arg0: memref<7xf32>, %arg1: memref<7xf32>) {
// STATIC-NEXT: return
// STATIC-NEXT: }
// STATIC-NEXT: func.func private @ext() -> memref<2xf32>
// STATIC-NEXT: func.func @pub() -> memref<6xf32> {
// STATIC-NEXT: %alloc = memref.alloc() : memref<6xf32>
// STATIC-NEXT: %c0 = arith.constant 0 : index
// STATIC-NEXT: %cst = arith.constant 1.000000e+00 : f32
// STATIC-NEXT: memref.store %cst, %alloc[%c0] : memref<6xf32>
// STATIC-NEXT: return %alloc : memref<6xf32>
// STATIC-NEXT: }
// STATIC-NEXT: func.func @caller(%arg0: index, %arg1: f32) -> f32 {
// STATIC-NEXT: %alloc = memref.alloc() : memref<4xf32>
// STATIC-NEXT: %alloc_0 = memref.alloc() : memref<2x8xi32>
// STATIC-NEXT: %0 = call @callee(%arg0, %arg1, %alloc, %alloc_0) : (index, f32, memref<4xf32>, memref<2x8xi32>) -> f32
// STATIC-NEXT: %alloc_1 = memref.alloc() : memref<3xf32>
// STATIC-NEXT: %alloc_2 = memref.alloc() : memref<3xf32>
// STATIC-NEXT: call @arg_ret(%alloc_1, %alloc_2) : (memref<3xf32>, memref<3xf32>) -> ()
// STATIC-NEXT: %true = arith.constant true
// STATIC-NEXT: %alloc_3 = memref.alloc() : memref<5xf32>
// STATIC-NEXT: call @multi(%true, %alloc_3) : (i1, memref<5xf32>) -> ()
// STATIC-NEXT: %alloc_4 = memref.alloc() : memref<2xf32>
// STATIC-NEXT: %cast = memref.cast %alloc_4 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// STATIC-NEXT: call @strided(%cast) : (memref<2xf32, strided<[?], offset: ?>>) -> ()
// STATIC-NEXT: %1 = call @ext() : () -> memref<2xf32>
// STATIC-NEXT: %alloc_5 = memref.alloc() : memref<7xf32>
// STATIC-NEXT: %alloc_6 = memref.alloc() : memref<7xf32>
// STATIC-NEXT: call @cloned(%alloc_5, %alloc_6) : (memref<7xf32>, memref<7xf32>) -> ()
// STATIC-NEXT: "test.use"(%alloc_6) : (memref<7xf32>) -> ()
// STATIC-NEXT: %2 = call @pub() : () -> memref<6xf32>
// STATIC-NEXT: %c0 = arith.constant 0 : index
// STATIC-NEXT: %3 = scf.for %arg2 = %c0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (f32) {
// STATIC-NEXT: %alloc_7 = memref.alloc() : memref<2x2xf32, 1>
// STATIC-NEXT: %4 = func.call @space(%alloc_7) : (memref<2x2xf32, 1>) -> i32
// STATIC-NEXT: "test.use"(%alloc_7) : (memref<2x2xf32, 1>) -> ()
// STATIC-NEXT: scf.yield %arg3 : f32
// STATIC-NEXT: }
// STATIC-NEXT: "test.use"(%alloc, %alloc_0, %alloc_2, %alloc_3, %cast, %1, %2) : (memref<4xf32>, memref<2x8xi32>, memref<3xf32>, memref<5xf32>, memref<2xf32, strided<[?], offset: ?>>, memref<2xf32>, memref<6xf32>) -> ()
// STATIC-NEXT: return %3 : f32
// STATIC-NEXT: }
// STATIC-NEXT: }
func.func private @callee(%n: index, %f: f32) -> (memref<4xf32>, f32, memref<2x8xi32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloca() : memref<2x8xi32>
  return %a, %f, %b : memref<4xf32>, f32, memref<2x8xi32>
}
func.func private @arg_ret(%m: memref<3xf32>) -> memref<3xf32> {
  return %m : memref<3xf32>
}
func.func private @multi(%c: i1) -> (memref<5xf32> {test.attr = 1 : i32}) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<5xf32>
  return %a : memref<5xf32>
^bb2:
  %b = memref.alloca() : memref<5xf32>
  return %b : memref<5xf32>
}
func.func private @strided() -> memref<2xf32, strided<[?], offset: ?>> {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %c = memref.cast %s : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[?], offset: ?>>
  return %c : memref<2xf32, strided<[?], offset: ?>>
}
func.func private @space() -> (i32, memref<2x2xf32, 1>) {
  %a = memref.alloc() : memref<2x2xf32, 1>
  %c = arith.constant 7 : i32
  return %c, %a : i32, memref<2x2xf32, 1>
}
// A returned clone is an allocation: hoisted into the out-param with hoist-static-allocs.
func.func private @cloned(%m: memref<7xf32>) -> memref<7xf32> {
  %c = bufferization.clone %m : memref<7xf32> to memref<7xf32>
  return %c : memref<7xf32>
}
func.func private @ext() -> memref<2xf32>
func.func @pub() -> memref<6xf32> {
  %a = memref.alloc() : memref<6xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %a[%c0] : memref<6xf32>
  return %a : memref<6xf32>
}
func.func @caller(%n: index, %f: f32) -> f32 {
  %0:3 = call @callee(%n, %f) : (index, f32) -> (memref<4xf32>, f32, memref<2x8xi32>)
  %m = memref.alloc() : memref<3xf32>
  %2 = call @arg_ret(%m) : (memref<3xf32>) -> memref<3xf32>
  %t = arith.constant true
  %3 = call @multi(%t) : (i1) -> memref<5xf32>
  %4 = call @strided() : () -> memref<2xf32, strided<[?], offset: ?>>
  %5 = call @ext() : () -> memref<2xf32>
  %m7 = memref.alloc() : memref<7xf32>
  %cl = call @cloned(%m7) : (memref<7xf32>) -> memref<7xf32>
  "test.use"(%cl) : (memref<7xf32>) -> ()
  %6 = call @pub() : () -> memref<6xf32>
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c0 to %n step %n iter_args(%acc = %f) -> f32 {
    %7:2 = func.call @space() : () -> (i32, memref<2x2xf32, 1>)
    "test.use"(%7#1) : (memref<2x2xf32, 1>) -> ()
    scf.yield %acc : f32
  }
  "test.use"(%0#0, %0#2, %2, %3, %4, %5, %6) : (memref<4xf32>, memref<2x8xi32>, memref<3xf32>, memref<5xf32>, memref<2xf32, strided<[?], offset: ?>>, memref<2xf32>, memref<6xf32>) -> ()
  return %r : f32
}
