// --buffer-deallocation (MLIR 16's clone-based pass) on ops with regions that are not
// region-branch ops, when they have results or several regions: as mlir-opt 16, each gets an
// error (innermost first) and the pass goes on, treating the op like any other user of the
// buffers it takes; the output is still printed and the exit status is 0.
// Expected output: mlir-opt 16 --buffer-deallocation, re-printed by mlir-opt 22.
// RUN: bufjit opt %s --buffer-deallocation --split-input-file -verify-diagnostics | FileCheck %s
// RUN: bufjit opt %s --buffer-deallocation --split-input-file 2>&1 | FileCheck %s --check-prefix=ERR

// A region op with a result, taking a buffer that is freed after it.
// CHECK: module {
// CHECK-NEXT: func.func @region_op(%arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = "test.region"(%alloc) ({
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xi8>
// CHECK-NEXT: "test.foo"(%alloc_0) : (memref<4xi8>) -> ()
// CHECK-NEXT: }) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: "test.use"(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @region_op(%c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  // expected-error@+1 {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %1 = "test.region"(%0) ({
    %2 = memref.alloc() : memref<4xi8>
    "test.foo"(%2) : (memref<4xi8>) -> ()
  }) : (memref<2xf32>) -> (memref<2xf32>)
  "test.use"(%1) : (memref<2xf32>) -> ()
  return
}

// -----

// Two regions without results, nested in another unknown region op.
// CHECK: module {
// CHECK-NEXT: func.func @nested(%arg0: index) {
// CHECK-NEXT: %0 = "test.outer"() ({
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf64>
// CHECK-NEXT: "test.two"(%alloc) ({
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<3xf64>
// CHECK-NEXT: "test.foo"(%alloc_0) : (memref<3xf64>) -> ()
// CHECK-NEXT: }) : (memref<?xf64>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf64>
// CHECK-NEXT: "test.end"() : () -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nested(%n: index) {
  // expected-error@+1 {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %0 = "test.outer"() ({
    %a = memref.alloc(%n) : memref<?xf64>
    // expected-error@+1 {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
    "test.two"(%a) ({
      "test.foo"() : () -> ()
    }, {
      %b = memref.alloc() : memref<3xf64>
      "test.foo"(%b) : (memref<3xf64>) -> ()
    }) : (memref<?xf64>) -> ()
    "test.end"() : () -> ()
  }) : () -> (i32)
  return
}

// The output and the errors, at mlir-opt 16's positions.
// ERR: module {
// ERR-DAG: mlir:25:8: error: All operations with attached regions need to implement the RegionBranchOpInterface.
// ERR-DAG: mlir:57:5: error: All operations with attached regions need to implement the RegionBranchOpInterface.
// ERR-DAG: mlir:54:8: error: All operations with attached regions need to implement the RegionBranchOpInterface.
