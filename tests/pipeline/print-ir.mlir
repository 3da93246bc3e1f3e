// mlir-opt's pass instrumentation: IR dumps before/after each pass on stderr (function dumps
// for passes nested under func.func, the whole module with --mlir-print-ir-module-scope), in
// the order mlir-opt --mlir-disable-threading prints them, and the --mlir-timing report.
// RUN: bufjit opt %s --pass-pipeline="builtin.module(func.func(canonicalize,cse),cse)" --mlir-print-ir-before-all --mlir-print-ir-after-all -o %t 2>&1 | FileCheck %s
// RUN: bufjit opt %s --pass-pipeline="builtin.module(func.func(canonicalize))" --mlir-print-ir-after-all --mlir-print-ir-module-scope -o %t 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: bufjit opt %s --buffer-deallocation-pipeline --mlir-print-ir-after-all -o %t 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: bufjit opt %s --pass-pipeline="builtin.module(func.func(canonicalize,cse),cse)" --mlir-timing -o %t 2>&1 | FileCheck %s --check-prefix=TIME

func.func @f(%c: i1) -> memref<2xf32> {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %s = arith.addi %a, %b : i32
  %m = memref.alloc() : memref<2xf32>
  return %m : memref<2xf32>
}
func.func @g(%c: i1, %x: memref<2xf32>) -> memref<2xf32> {
  %m = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %m, %x : memref<2xf32>
  return %s : memref<2xf32>
}

// CHECK: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @f(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %0 = arith.addi %c1_i32, %c2_i32 : i32
// CHECK-NEXT:   %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:   return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @f(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:   return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:   return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:   return %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @g(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:   %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK-NEXT:   return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @g(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:   %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK-NEXT:   return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: func.func @g(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:   %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK-NEXT:   return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @g(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:   %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK-NEXT:   return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     return %alloc : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK-NEXT:     return %0 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     return %alloc : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK-NEXT:     return %0 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:

// SCOPE: // -----// IR Dump After Canonicalizer (canonicalize) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @f(%arg0: i1) -> memref<2xf32> {
// SCOPE-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// SCOPE:      // -----// IR Dump After Canonicalizer (canonicalize) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {

// PIPE: // -----// IR Dump After ExpandReallocPass (expand-realloc) //----- //
// PIPE: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// PIPE: // -----// IR Dump After OwnershipBasedBufferDeallocationPass (ownership-based-buffer-deallocation) //----- //
// PIPE: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// PIPE: // -----// IR Dump After BufferDeallocationSimplificationPass (buffer-deallocation-simplification) //----- //
// PIPE: // -----// IR Dump After LowerDeallocationsPass (bufferization-lower-deallocations) //----- //
// PIPE: %intptr = memref.extract_aligned_pointer_as_index %alloc
// PIPE: // -----// IR Dump After CSE (cse) //----- //
// PIPE: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// PIPE-NOT: IR Dump

// TIME:      ===-------------------------------------------------------------------------===
// TIME-NEXT:                          ... Execution time report ...
// TIME-NEXT: ===-------------------------------------------------------------------------===
// TIME-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TIME-EMPTY:
// TIME-NEXT:   ----Wall Time----  ----Name----
// TIME-NEXT:     {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// TIME-NEXT:     {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  'func.func' Pipeline
// TIME-NEXT:     {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}    Canonicalizer
// TIME-NEXT:     {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}    CSE
// TIME-NEXT:     {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  CSE
// TIME-NEXT:     {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Output
// TIME-NEXT:     {{[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Rest
// TIME-NEXT:     {{[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  Total
