// MLIR's `test` dialect allows unknown ops: `"test.producer"`-style ops parse without
// -allow-unregistered-dialect and have unknown effects. buffer-results-to-out-params copies
// the memrefs they produce into the new out-params, keeps their non-memref results, and
// leaves public functions alone unless asked.
// RUN: bufjit opt %s -split-input-file -buffer-results-to-out-params | FileCheck %s
// RUN: bufjit opt %s -split-input-file '-buffer-results-to-out-params=modify-public-functions add-result-attr' | FileCheck %s --check-prefix=PUB

// CHECK: module {
// CHECK-NEXT: func.func private @one_memref(%arg0: memref<3x2xf16>) {
// CHECK-NEXT: %0 = "test.make_buffer"() : () -> memref<3x2xf16>
// CHECK-NEXT: memref.copy %0, %arg0 : memref<3x2xf16> to memref<3x2xf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @mixed(%arg0: index, %arg1: memref<5xi8>, %arg2: memref<i1>) -> (index, f64) {
// CHECK-NEXT: %0:4 = "test.make_many"(%arg0) {kind = 3 : i32} : (index) -> (index, memref<5xi8>, f64, memref<i1>)
// CHECK-NEXT: memref.copy %0#1, %arg1 : memref<5xi8> to memref<5xi8>
// CHECK-NEXT: memref.copy %0#3, %arg2 : memref<i1> to memref<i1>
// CHECK-NEXT: return %0#0, %0#2 : index, f64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @public_is_kept() -> memref<7xf32> {
// CHECK-NEXT: %0 = "test.make_buffer"() : () -> memref<7xf32>
// CHECK-NEXT: "test.consume"(%0) : (memref<7xf32>) -> ()
// CHECK-NEXT: return %0 : memref<7xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// PUB: module {
// PUB-NEXT: func.func private @one_memref(%arg0: memref<3x2xf16> {bufferize.result}) {
// PUB-NEXT: %0 = "test.make_buffer"() : () -> memref<3x2xf16>
// PUB-NEXT: memref.copy %0, %arg0 : memref<3x2xf16> to memref<3x2xf16>
// PUB-NEXT: return
// PUB-NEXT: }
// PUB-NEXT: func.func private @mixed(%arg0: index, %arg1: memref<5xi8> {bufferize.result}, %arg2: memref<i1> {bufferize.result}) -> (index, f64) {
// PUB-NEXT: %0:4 = "test.make_many"(%arg0) {kind = 3 : i32} : (index) -> (index, memref<5xi8>, f64, memref<i1>)
// PUB-NEXT: memref.copy %0#1, %arg1 : memref<5xi8> to memref<5xi8>
// PUB-NEXT: memref.copy %0#3, %arg2 : memref<i1> to memref<i1>
// PUB-NEXT: return %0#0, %0#2 : index, f64
// PUB-NEXT: }
// PUB-NEXT: func.func @public_is_kept(%arg0: memref<7xf32> {bufferize.result}) {
// PUB-NEXT: %0 = "test.make_buffer"() : () -> memref<7xf32>
// PUB-NEXT: "test.consume"(%0) : (memref<7xf32>) -> ()
// PUB-NEXT: memref.copy %0, %arg0 : memref<7xf32> to memref<7xf32>
// PUB-NEXT: return
// PUB-NEXT: }
// PUB-NEXT: }
func.func private @one_memref() -> memref<3x2xf16> {
  %0 = "test.make_buffer"() : () -> memref<3x2xf16>
  return %0 : memref<3x2xf16>
}

func.func private @mixed(%n: index) -> (index, memref<5xi8>, f64, memref<i1>) {
  %0:4 = "test.make_many"(%n) {kind = 3 : i32} : (index) -> (index, memref<5xi8>, f64, memref<i1>)
  return %0#0, %0#1, %0#2, %0#3 : index, memref<5xi8>, f64, memref<i1>
}

func.func @public_is_kept() -> memref<7xf32> {
  %0 = "test.make_buffer"() : () -> memref<7xf32>
  "test.consume"(%0) : (memref<7xf32>) -> ()
  return %0 : memref<7xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func private @producer() -> (memref<2xi32>, i64)
// CHECK-NEXT: func.func @caller() -> i64 {
// CHECK-NEXT: %0:2 = call @producer() : () -> (memref<2xi32>, i64)
// CHECK-NEXT: "test.consume"(%0#0) : (memref<2xi32>) -> ()
// CHECK-NEXT: return %0#1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// PUB: module {
// PUB-NEXT: func.func private @producer() -> (memref<2xi32>, i64)
// PUB-NEXT: func.func @caller() -> i64 {
// PUB-NEXT: %0:2 = call @producer() : () -> (memref<2xi32>, i64)
// PUB-NEXT: "test.consume"(%0#0) : (memref<2xi32>) -> ()
// PUB-NEXT: return %0#1 : i64
// PUB-NEXT: }
// PUB-NEXT: }
func.func private @producer() -> (memref<2xi32>, i64)

func.func @caller() -> i64 {
  %0:2 = call @producer() : () -> (memref<2xi32>, i64)
  "test.consume"(%0#0) : (memref<2xi32>) -> ()
  return %0#1 : i64
}
