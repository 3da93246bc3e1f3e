// RUN: bufjit opt %s -split-input-file --canonicalize | FileCheck %s
// affine.delinearize_index / linearize_index canonicalization: constant folds, single-element
// folds, unit basis elements dropped (DropDelinearizeUnitExtentBasis,
// DropLinearizeUnitComponentsIfDisjointOrZero), leading zero indices dropped, and a
// delinearization of a disjoint linearization with a matching basis tail cancelled
// (CancelDelinearizeOfLinearizeDisjointExactTail), runs of delinearized results re-linearized
// over the same static basis merged (CancelLinearizeOfDelinearizePortion). Expected output:
// mlir-opt 22.

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (1, 4) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (8) : index, index
// CHECK-NEXT: return %c1, %c1, %0, %arg0, %arg0, %c0, %arg1, %1#0, %1#1 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (2, 3) : index
// CHECK-NEXT: return %arg0, %0, %arg2 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%i: index, %j: index, %b: index) -> (index, index, index, index, index, index, index, index, index) {
  %c5 = arith.constant 5 : index
  %0:3 = affine.delinearize_index %i into (2, 1, 4) : index, index, index
  %1:2 = affine.delinearize_index %c5 into (2, 4) : index, index
  %2 = affine.linearize_index [%i, %j] by (1, 4) : index
  %3 = affine.linearize_index disjoint [%0#0, %0#1, %0#2] by (2, 1, 4) : index
  %4:2 = affine.delinearize_index %i into (%b, 1) : index, index
  %5 = affine.linearize_index [%j] by (8) : index
  %6:2 = affine.delinearize_index %i into (8) : index, index
  return %1#0, %1#1, %2, %3, %4#0, %4#1, %5, %6#0, %6#1 : index, index, index, index, index, index, index, index, index
}
func.func @g(%i: index, %j: index, %k: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%i, %j, %k] by (2, 3, 4) : index
  %1:3 = affine.delinearize_index %0 into (2, 3, 4) : index, index, index
  %2:2 = affine.delinearize_index %0 into (6, 4) : index, index
  return %1#0, %2#0, %2#1 : index, index, index
}
// -----
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c108 = arith.constant 108 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (%arg3, 8) : index
// CHECK-NEXT: %1 = affine.linearize_index [%arg0, %arg1] by (4, 8) : index
// CHECK-NEXT: %2 = affine.linearize_index [%arg0, %arg1, %arg2] by (4, 1, 8) : index
// CHECK-NEXT: %3 = affine.linearize_index disjoint [%arg0, %arg1] by (%arg3) : index
// CHECK-NEXT: return %0, %arg0, %1, %2, %c0, %c108, %arg0, %3 : index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg1 into (3) : index, index
// CHECK-NEXT: return %arg0, %c0, %0#0, %0#1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%i: index, %j: index, %k: index, %b: index) -> (index, index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %0 = affine.linearize_index [%c0, %i, %j] by (4, %b, 8) : index
  %1 = affine.linearize_index [%c0, %i] by (8) : index
  %2 = affine.linearize_index [%i, %c0, %j] by (4, 1, 8) : index
  %3 = affine.linearize_index [%i, %j, %k] by (4, 1, 8) : index
  %4 = affine.linearize_index disjoint [%i, %j] by (1, 1) : index
  %5 = affine.linearize_index [%c3, %c0, %c3] by (2, 5, 7) : index
  %6 = affine.linearize_index disjoint [%i, %j, %k] by (%b, 8) : index
  %7:3 = affine.delinearize_index %6 into (%b, 8) : index, index, index
  %8:2 = affine.delinearize_index %6 into (8) : index, index
  return %0, %1, %2, %3, %4, %5, %7#0, %8#0 : index, index, index, index, index, index, index, index
}
func.func @g(%i: index, %j: index, %b: index) -> (index, index, index, index) {
  %0:3 = affine.delinearize_index %i into (%b, 1, 1) : index, index, index
  %1:2 = affine.delinearize_index %i into (1, 1) : index, index
  %2:3 = affine.delinearize_index %j into (1, 3) : index, index, index
  return %0#0, %1#0, %2#0, %2#2 : index, index, index, index
}
// -----
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (4, 128) : index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg1 into (6, 5) : index, index
// CHECK-NEXT: %2 = affine.linearize_index [%arg2, %1#0] by (7, 6) : index
// CHECK-NEXT: %3:2 = affine.delinearize_index %arg2 into (12, 4) : index, index
// CHECK-NEXT: %4 = affine.linearize_index disjoint [%3#0, %arg1] by (12, 9) : index
// CHECK-NEXT: return %0#1, %2, %4, %1#1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%i: index, %j: index, %k: index) -> (index, index, index, index) {
  %0:3 = affine.delinearize_index %i into (4, 8, 16) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2] by (8, 16) : index
  %2:3 = affine.delinearize_index %j into (2, 3, 5) : index, index, index
  %3 = affine.linearize_index [%k, %2#0, %2#1] by (7, 2, 3) : index
  %4:3 = affine.delinearize_index %k into (6, 2, 4) : index, index, index
  %5 = affine.linearize_index disjoint [%4#0, %4#1, %j] by (6, 2, 9) : index
  return %1, %3, %5, %2#2 : index, index, index, index
}
// -----
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (32, 16) : index, index
// CHECK-NEXT: %1 = affine.linearize_index [%0#0, %arg2] by (32, 3) : index
// CHECK-NEXT: %2:2 = affine.delinearize_index %arg1 into (6, 35) : index, index
// CHECK-NEXT: %3 = affine.linearize_index [%2#0, %arg2, %2#1] by (6, 11, 35) : index
// CHECK-NEXT: %4:2 = affine.delinearize_index %arg2 into (6) : index, index
// CHECK-NEXT: %5:2 = affine.delinearize_index %4#0 into (5) : index, index
// CHECK-NEXT: %6 = affine.linearize_index disjoint [%4#0, %arg0] by (4) : index
// CHECK-NEXT: %7 = affine.linearize_index [%5#1, %4#1] by (5, 6) : index
// CHECK-NEXT: return %1, %3, %6, %7, %0#1 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%i: index, %j: index, %k: index) -> (index, index, index, index, index) {
  %0:3 = affine.delinearize_index %i into (4, 8, 16) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %k] by (4, 8, 3) : index
  %2:4 = affine.delinearize_index %j into (2, 3, 5, 7) : index, index, index, index
  %3 = affine.linearize_index [%2#0, %2#1, %k, %2#2, %2#3] by (2, 3, 11, 5, 7) : index
  %4:3 = affine.delinearize_index %k into (5, 6) : index, index, index
  %5 = affine.linearize_index disjoint [%4#0, %4#1, %i] by (5, 4) : index
  %6 = affine.linearize_index [%4#1, %4#2] by (5, 6) : index
  return %1, %3, %5, %6, %0#2 : index, index, index, index, index
}
