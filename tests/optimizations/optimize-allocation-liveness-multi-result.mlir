// optimize-allocation-liveness takes the buffer an op allocates from its one memref result,
// at any position: test.alloc_with_multiple_results (MLIR's test dialect, custom syntax,
// results named after their ODS names) allocates its second result.
// RUN: bufjit opt %s --optimize-allocation-liveness --split-input-file | FileCheck %s
// RUN: bufjit opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: module {
// CHECK-NEXT: func.func private @second_result_moves(%arg0: index) -> index {
// CHECK-NEXT: %index, %memref = test.alloc_with_multiple_results : index, memref<16xi8>
// CHECK-NEXT: %view = memref.view %memref[%arg0][] : memref<16xi8> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %memref : memref<16xi8>
// CHECK-NEXT: %index_0, %memref_1 = test.alloc_with_multiple_results {tag} : index, memref<2x3xf64>
// CHECK-NEXT{LITERAL}: %collapse_shape = memref.collapse_shape %memref_1 [[0, 1]] : memref<2x3xf64> into memref<6xf64>
// CHECK-NEXT: memref.dealloc %memref_1 : memref<2x3xf64>
// CHECK-NEXT: %0 = arith.addi %index, %index_0 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index) -> index, sym_name = "second_result_moves", sym_visibility = "private"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index):
// GENERIC-NEXT: %0:2 = "test.alloc_with_multiple_results"() : () -> (index, memref<16xi8>)
// GENERIC-NEXT: %1 = "memref.view"(%0#1, %arg0) : (memref<16xi8>, index) -> memref<4xf32>
// GENERIC-NEXT: %2:2 = "test.alloc_with_multiple_results"() {tag} : () -> (index, memref<2x3xf64>)
// GENERIC-NEXT{LITERAL}: %3 = "memref.collapse_shape"(%2#1) <{reassociation = [[0, 1]]}> : (memref<2x3xf64>) -> memref<6xf64>
// GENERIC-NEXT: %4 = "arith.addi"(%0#0, %2#0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT: "memref.dealloc"(%0#1) : (memref<16xi8>) -> ()
// GENERIC-NEXT: "memref.dealloc"(%2#1) : (memref<2x3xf64>) -> ()
// GENERIC-NEXT: "func.return"(%4) : (index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func private @second_result_moves(%i: index) -> index {
  %n, %buf = test.alloc_with_multiple_results : index, memref<16xi8>
  %v = memref.view %buf[%i][] : memref<16xi8> to memref<4xf32>
  %m, %other = test.alloc_with_multiple_results {tag} : index, memref<2x3xf64>
  %c = memref.collapse_shape %other [[0, 1]] : memref<2x3xf64> into memref<6xf64>
  %s = arith.addi %n, %m : index
  memref.dealloc %buf : memref<16xi8>
  memref.dealloc %other : memref<2x3xf64>
  return %s : index
}

// -----

// A use in a nested region keeps the dealloc after the region op.
// CHECK: module {
// CHECK-NEXT: func.func private @nested_use(%arg0: i1) {
// CHECK-NEXT: %index, %memref = test.alloc_with_multiple_results : index, memref<8xi32>
// CHECK-NEXT: %index_0, %memref_1 = test.alloc_with_multiple_results : index, memref<8xi32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT{LITERAL}: %expand_shape = memref.expand_shape %memref [[0, 1]] output_shape [2, 4] : memref<8xi32> into memref<2x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %memref : memref<8xi32>
// CHECK-NEXT: memref.dealloc %memref_1 : memref<8xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i1) -> (), sym_name = "nested_use", sym_visibility = "private"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i1):
// GENERIC-NEXT: %0:2 = "test.alloc_with_multiple_results"() : () -> (index, memref<8xi32>)
// GENERIC-NEXT: %1:2 = "test.alloc_with_multiple_results"() : () -> (index, memref<8xi32>)
// GENERIC-NEXT: "scf.if"(%arg0) ({
// GENERIC-NEXT{LITERAL}: %2 = "memref.expand_shape"(%0#1) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 4>}> : (memref<8xi32>) -> memref<2x4xi32>
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (i1) -> ()
// GENERIC-NEXT: "memref.dealloc"(%1#1) : (memref<8xi32>) -> ()
// GENERIC-NEXT: "memref.dealloc"(%0#1) : (memref<8xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func private @nested_use(%c: i1) {
  %n, %buf = test.alloc_with_multiple_results : index, memref<8xi32>
  %k, %tmp = test.alloc_with_multiple_results : index, memref<8xi32>
  scf.if %c {
    %e = memref.expand_shape %buf [[0, 1]] output_shape [2, 4] : memref<8xi32> into memref<2x4xi32>
  }
  memref.dealloc %tmp : memref<8xi32>
  memref.dealloc %buf : memref<8xi32>
  return
}
