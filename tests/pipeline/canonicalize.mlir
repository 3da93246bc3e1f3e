// canonicalize: i1 logic folds, select folds, cmpi, scf.if simplifications, constant hoisting
// and dedup, dead ops, cf pass-through branches, unreachable blocks.
// RUN: bufjit opt %s --canonicalize --split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @i1_logic(%arg0: i1) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: return %false, %arg0, %true, %0, %arg0, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @i1_logic(%a: i1) -> (i1, i1, i1, i1, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.andi %false, %a : i1
  %1 = arith.andi %true, %a : i1
  %2 = arith.ori %a, %true : i1
  %3 = arith.xori %true, %a : i1
  %4 = arith.xori %3, %true : i1
  %5 = arith.andi %a, %3 : i1
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @select_and_cmpi(%arg0: i1, %arg1: index, %arg2: index) -> (index, i1, i1, i1, i1) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg2, %c3 : index
// CHECK-NEXT: %1 = arith.cmpi eq, %arg1, %arg2 : index
// CHECK-NEXT: return %arg1, %arg0, %true, %0, %1 : index, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @select_and_cmpi(%c: i1, %x: index, %y: index) -> (index, i1, i1, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %c3 = arith.constant 3 : index
  %0 = arith.select %c, %x, %x : index
  %1 = arith.select %c, %true, %false : i1
  %2 = arith.cmpi eq, %x, %x : index
  %3 = arith.cmpi ult, %c3, %y : index
  %4 = arith.cmpi ne, %x, %y : index
  %5 = arith.xori %4, %true : i1
  return %0, %1, %2, %3, %5 : index, i1, i1, i1, i1
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @scf_if(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> (memref<2xf32>, i1, memref<2xf32>) {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg0, %arg2 : memref<2xf32>, i1, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @scf_if(%c: i1, %m: memref<2xf32>, %n: memref<2xf32>) -> (memref<2xf32>, i1, memref<2xf32>) {
  %true = arith.constant true
  %false = arith.constant false
  %0:2 = scf.if %c -> (memref<2xf32>, i1) {
    %a = memref.alloc() : memref<2xf32>
    "test.read_buffer"(%a) : (memref<2xf32>) -> ()
    scf.yield %a, %true : memref<2xf32>, i1
  } else {
    scf.yield %m, %false : memref<2xf32>, i1
  }
  %1 = scf.if %true -> (memref<2xf32>) {
    scf.yield %n : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  %2 = scf.if %c -> (i1) {
    scf.yield %c : i1
  } else {
    scf.yield %false : i1
  }
  scf.if %false {
    memref.dealloc %m : memref<2xf32>
  }
  return %0#0, %2, %1 : memref<2xf32>, i1, memref<2xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @cfg(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @cfg(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %x = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %unused = memref.load %m[%c0] : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : memref<2xf32>)
^bb2:
  cf.br ^bb3(%m : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  return %r : memref<2xf32>
^bb4:
  cf.br ^bb3(%m : memref<2xf32>)
}
