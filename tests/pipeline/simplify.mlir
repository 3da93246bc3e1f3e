// buffer-deallocation-simplification: each pattern, on top of the buffer origin analysis.
// RUN: bufjit opt %s --buffer-deallocation-simplification --split-input-file | FileCheck %s

// A freed memref that is also retained is dropped (RemoveDeallocMemrefsContainedInRetained);
// the retained value it must-aliases absorbs the condition.
// CHECK: module {
// CHECK-NEXT: func.func @contained_in_retained(%arg0: i1, %arg1: memref<2xf32>) -> (i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %arg0, %false : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @contained_in_retained(%c: i1, %arg: memref<2xf32>) -> (i1, i1) {
  %a = memref.alloc() : memref<2xf32>
  %0:2 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%a, %arg : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// Retained values that cannot alias a freed memref are dropped
// (RemoveRetainedMemrefsGuaranteedToNotAlias).
// CHECK: module {
// CHECK-NEXT: func.func @retained_no_alias(%arg0: i1) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @retained_no_alias(%c: i1) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  "test.read_buffer"(%b) : (memref<2xf32>) -> ()
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%b : memref<2xf32>)
  return %0 : i1
}

// -----

// Memrefs that cannot alias any other freed memref get their own dealloc
// (SplitDeallocWhenNotAliasingAnyOther).
// CHECK: module {
// CHECK-NEXT: func.func @split(%arg0: i1, %arg1: i1, %arg2: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: "test.read_buffer"(%alloc_0) : (memref<2xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<2xf32>) if (%arg0)
// CHECK-NEXT: bufferization.dealloc (%alloc_0 : memref<2xf32>) if (%arg1)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @split(%c0: i1, %c1: i1, %arg: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  "test.read_buffer"(%a) : (memref<2xf32>) -> ()
  "test.read_buffer"(%b) : (memref<2xf32>) -> ()
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c0, %c1) retain (%arg : memref<2xf32>)
  return
}

// -----

// A retained memref that must-aliases a memref freed under `true` gets `true`
// (RetainedMemrefAliasingAlwaysDeallocatedMemref).
// CHECK: module {
// CHECK-NEXT: func.func @always_deallocated(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> (i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0:2 = bufferization.dealloc (%arg2 : memref<2xf32>) if (%true) retain (%arg0, %arg1 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: return %true, %true : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @always_deallocated(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> (i1, i1) {
  %true = arith.constant true
  %0:2 = bufferization.dealloc (%arg0, %arg1, %arg2 : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%true, %true, %true) retain (%arg0, %arg1 : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// Canonicalization patterns run too: duplicates merged, false conditions dropped, empty
// deallocs erased.
// CHECK: module {
// CHECK-NEXT: func.func @canonical(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1, %arg3: i1, %arg4: memref<2xf32>) -> (i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.ori %arg2, %arg3 : i1
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xf32>) if (%0)
// CHECK-NEXT: return %false, %false : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @canonical(%m: memref<2xf32>, %n: memref<2xf32>, %c: i1, %d: i1, %r: memref<2xf32>) -> (i1, i1) {
  %false = arith.constant false
  bufferization.dealloc (%m, %m, %n : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %d, %false)
  %0:2 = bufferization.dealloc retain (%r, %r : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}
