// -mlir-print-op-generic: every op, registered or not, prints in generic form
// with properties `<{...}>`, the function type as an attribute, etc.
// RUN: bufjit opt %s -split-input-file -mlir-print-op-generic | FileCheck %s

// Arith ops, constants and a call.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "arith"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT: %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT: %2 = "arith.cmpi"(%1, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %3 = "arith.select"(%2, %1, %arg0) : (i1, i32, i32) -> i32
// CHECK-NEXT: %4 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT: %5 = "func.call"(%3) <{callee = @callee}> : (i32) -> i32
// CHECK-NEXT: "func.return"(%5) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @arith(%a: i32, %b: f32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 overflow<nsw> : i32
  %1 = arith.cmpi slt, %0, %a : i32
  %2 = arith.select %1, %0, %a : i32
  %3 = arith.addf %b, %b fastmath<fast> : f32
  %4 = func.call @callee(%2) : (i32) -> i32
  return %4 : i32
}
func.func private @callee(i32) -> i32

// -----

// Control flow with successors and block arguments, and an scf region.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (i1, i32, memref<?xf32>, index) -> (), sym_name = "cf"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: i32, %arg2: memref<?xf32>, %arg3: index):
// CHECK-NEXT: "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "cf.br"()[^bb2] : () -> ()
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT: "scf.for"(%1, %arg3, %arg3) ({
// CHECK-NEXT: ^bb0(%arg4: index):
// CHECK-NEXT: %2 = "memref.load"(%arg2, %arg4) : (memref<?xf32>, index) -> f32
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }) : (index, index, index) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @cf(%c: i1, %a: i32, %m: memref<?xf32>, %n: index) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %n step %n {
    %v = memref.load %m[%i] : memref<?xf32>
  }
  return
}

// -----

// memref ops with operandSegmentSizes and static-size properties.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (index, memref<8x8xf32>) -> (), sym_name = "memref"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: memref<8x8xf32>):
// CHECK-NEXT: %0 = "memref.alloc"(%arg0) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
// CHECK-NEXT: %1 = "memref.subview"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1]>>
// CHECK-NEXT: "memref.dealloc"(%0) : (memref<?xf32>) -> ()
// CHECK-NEXT: %2 = "arith.constant"() <{value = true}> : () -> i1
// CHECK-NEXT: "bufferization.dealloc"(%0, %2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<?xf32>, i1) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @memref(%n: index, %m: memref<8x8xf32>) {
  %0 = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  %1 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  memref.dealloc %0 : memref<?xf32>
  %c = arith.constant true
  bufferization.dealloc (%0 : memref<?xf32>) if (%c)
  return
}
