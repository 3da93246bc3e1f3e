// --buffer-deallocation (MLIR 16's clone-based pass) through test.region_if, a region-branch
// op of MLIR's test dialect: its operands enter `then` and `else`, both continue in `join`,
// whose yield gives the results.
// Expected output: mlir-opt 16 --buffer-deallocation, re-printed by mlir-opt 22.
// RUN: bufjit opt %s --buffer-deallocation --split-input-file | FileCheck %s

// The operand flows to the result unchanged: nothing to clone.
// CHECK: module {
// CHECK-NEXT: func.func @pass_through(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %0 = test.region_if %alloc: memref<?xf32> -> memref<?xf32> then {
// CHECK-NEXT: ^bb0(%arg1: memref<?xf32>):
// CHECK-NEXT: test.region_if_yield %arg1 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: ^bb0(%arg1: memref<?xf32>):
// CHECK-NEXT: test.region_if_yield %arg1 : memref<?xf32>
// CHECK-NEXT: } join {
// CHECK-NEXT: ^bb0(%arg1: memref<?xf32>):
// CHECK-NEXT: test.region_if_yield %arg1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @pass_through(%n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  %1 = test.region_if %0 : memref<?xf32> -> (memref<?xf32>) then {
  ^bb0(%a: memref<?xf32>):
    test.region_if_yield %a : memref<?xf32>
  } else {
  ^bb0(%a: memref<?xf32>):
    test.region_if_yield %a : memref<?xf32>
  } join {
  ^bb0(%a: memref<?xf32>):
    test.region_if_yield %a : memref<?xf32>
  }
  return %1 : memref<?xf32>
}

// -----

// `then` yields a fresh buffer, `else` the operand: the join argument is a merge.
// CHECK: module {
// CHECK-NEXT: func.func @divergent(%arg0: memref<4xi32>, %arg1: memref<4xi32>) {
// CHECK-NEXT: %0 = test.region_if %arg0: memref<4xi32> -> memref<4xi32> then {
// CHECK-NEXT: ^bb0(%arg2: memref<4xi32>):
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT: test.copy(%arg2, %alloc) : (memref<4xi32>, memref<4xi32>)
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<4xi32> to memref<4xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi32>
// CHECK-NEXT: test.region_if_yield %1 : memref<4xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: ^bb0(%arg2: memref<4xi32>):
// CHECK-NEXT: %1 = bufferization.clone %arg2 : memref<4xi32> to memref<4xi32>
// CHECK-NEXT: test.region_if_yield %1 : memref<4xi32>
// CHECK-NEXT: } join {
// CHECK-NEXT: ^bb0(%arg2: memref<4xi32>):
// CHECK-NEXT: %1 = bufferization.clone %arg2 : memref<4xi32> to memref<4xi32>
// CHECK-NEXT: memref.dealloc %arg2 : memref<4xi32>
// CHECK-NEXT: test.region_if_yield %1 : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: test.copy(%0, %arg1) : (memref<4xi32>, memref<4xi32>)
// CHECK-NEXT: memref.dealloc %0 : memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @divergent(%arg: memref<4xi32>, %out: memref<4xi32>) {
  %0 = test.region_if %arg : memref<4xi32> -> (memref<4xi32>) then {
  ^bb0(%a: memref<4xi32>):
    %b = memref.alloc() : memref<4xi32>
    test.copy(%a, %b) : (memref<4xi32>, memref<4xi32>)
    test.region_if_yield %b : memref<4xi32>
  } else {
  ^bb0(%a: memref<4xi32>):
    test.region_if_yield %a : memref<4xi32>
  } join {
  ^bb0(%a: memref<4xi32>):
    test.region_if_yield %a : memref<4xi32>
  }
  test.copy(%0, %out) : (memref<4xi32>, memref<4xi32>)
  return
}

// -----

// Allocations local to the regions, and one made in `join`.
// CHECK: module {
// CHECK-NEXT: func.func @local_and_join(%arg0: i1, %arg1: memref<2x3xf16>) -> memref<2x3xf16> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x3xf16>
// CHECK-NEXT: %0 = test.region_if %alloc: memref<2x3xf16> -> memref<2x3xf16> then {
// CHECK-NEXT: ^bb0(%arg2: memref<2x3xf16>):
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<8xi8>
// CHECK-NEXT: "test.fill"(%alloc_0) : (memref<8xi8>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<8xi8>
// CHECK-NEXT: test.region_if_yield %arg2 : memref<2x3xf16>
// CHECK-NEXT: } else {
// CHECK-NEXT: ^bb0(%arg2: memref<2x3xf16>):
// CHECK-NEXT: test.region_if_yield %arg1 : memref<2x3xf16>
// CHECK-NEXT: } join {
// CHECK-NEXT: ^bb0(%arg2: memref<2x3xf16>):
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2x3xf16>
// CHECK-NEXT: test.copy(%arg2, %alloc_0) : (memref<2x3xf16>, memref<2x3xf16>)
// CHECK-NEXT: %1 = bufferization.clone %alloc_0 : memref<2x3xf16> to memref<2x3xf16>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2x3xf16>
// CHECK-NEXT: test.region_if_yield %1 : memref<2x3xf16>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2x3xf16>
// CHECK-NEXT: return %0 : memref<2x3xf16>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @local_and_join(%c: i1, %arg: memref<2x3xf16>) -> memref<2x3xf16> {
  %0 = memref.alloc() : memref<2x3xf16>
  %1 = test.region_if %0 : memref<2x3xf16> -> (memref<2x3xf16>) then {
  ^bb0(%a: memref<2x3xf16>):
    %t = memref.alloc() : memref<8xi8>
    "test.fill"(%t) : (memref<8xi8>) -> ()
    test.region_if_yield %a : memref<2x3xf16>
  } else {
  ^bb0(%a: memref<2x3xf16>):
    test.region_if_yield %arg : memref<2x3xf16>
  } join {
  ^bb0(%a: memref<2x3xf16>):
    %j = memref.alloc() : memref<2x3xf16>
    test.copy(%a, %j) : (memref<2x3xf16>, memref<2x3xf16>)
    test.region_if_yield %j : memref<2x3xf16>
  }
  return %1 : memref<2x3xf16>
}
