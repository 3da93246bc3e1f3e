// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=clone | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=clone -O3 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// A buffer yielded by an scf.while's after region and read on one side of a diamond whose
// join only returns. The MLIR 16 clone-based pass leaks it (no dealloc before a terminator);
// bufjit frees it there (`bufjit fuzz-diff` seed 3653). A leak would exit with status 2.

func.func private @printF32(f32)
func.func private @printNewline()

func.func @pick(%n: index, %flag: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  memref.store %flag, %a[%c0] : memref<?xf32>
  memref.store %flag, %a[%c1] : memref<?xf32>
  memref.store %flag, %b[%c0] : memref<?xf32>
  %0:2 = scf.while (%i = %c0, %buf = %b) : (index, memref<?xf32>) -> (index, memref<?xf32>) {
    %lt = arith.cmpi ult, %i, %c2 : index
    scf.condition(%lt) %i, %buf : index, memref<?xf32>
  } do {
  ^bb0(%i: index, %buf: memref<?xf32>):
    %next = arith.addi %i, %c1 : index
    scf.yield %next, %a : index, memref<?xf32>
  }
  %1 = memref.load %0#1[%c0] : memref<?xf32>
  %zero = arith.constant 0.0 : f32
  %2 = arith.cmpf olt, %1, %zero : f32
  cf.cond_br %2, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  %3 = memref.load %0#1[%c1] : memref<?xf32>
  func.call @printF32(%3) : (f32) -> ()
  func.call @printNewline() : () -> ()
  cf.br ^bb3
^bb3:
  return %b : memref<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pos = arith.constant 2.5 : f32
  %neg = arith.constant -1.5 : f32
  %r1 = call @pick(%c4, %pos) : (index, f32) -> memref<?xf32>
  %r2 = call @pick(%c4, %neg) : (index, f32) -> memref<?xf32>
  %v1 = memref.load %r1[%c0] : memref<?xf32>
  %v2 = memref.load %r2[%c0] : memref<?xf32>
  func.call @printF32(%v1) : (f32) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF32(%v2) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
// CHECK: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1.5
