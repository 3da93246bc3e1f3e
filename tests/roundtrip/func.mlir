// Round-trip of the func dialect.
// RUN: bufjit opt %s -split-input-file | FileCheck %s

// Public definition, private definition, external declarations.
// CHECK: module {
// CHECK-NEXT: func.func @public_def(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @private_def() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @decl(i32, f32) -> (i64, index)
// CHECK-NEXT: func.func nested @nested_decl()
// CHECK-NEXT: func.func private @no_results(memref<?xf32>)
// CHECK-NEXT: }
func.func @public_def(%a: i32) -> i32 {
  return %a : i32
}
func.func private @private_def() {
  return
}
func.func private @decl(i32, f32) -> (i64, index)
func.func nested @nested_decl()
func.func private @no_results(memref<?xf32>)

// -----

// Argument and result attributes, and function attributes.
// CHECK: module {
// CHECK-NEXT: func.func @arg_attrs(%arg0: i32 {ext.name = "a"}, %arg1: memref<4xf32> {ext.align = 16 : i64, ext.noalias}) -> (i32 {ext.res}, f32) attributes {ext.fn_attr, llvm.emit_c_interface} {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %arg0, %cst : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @decl_attrs(i32 {ext.x}) -> (f32 {ext.y})
// CHECK-NEXT: }
func.func @arg_attrs(%a: i32 {ext.name = "a"}, %b: memref<4xf32> {ext.noalias, ext.align = 16 : i64}) -> (i32 {ext.res}, f32) attributes {ext.fn_attr, llvm.emit_c_interface} {
  %cst = arith.constant 0.0 : f32
  return %a, %cst : i32, f32
}
func.func private @decl_attrs(i32 {ext.x}) -> (f32 {ext.y})

// -----

// Single result types print without parentheses; function-typed results need them.
// CHECK: module {
// CHECK-NEXT: func.func @fn_result() -> ((i32) -> i32) {
// CHECK-NEXT: %f = constant @callee : (i32) -> i32
// CHECK-NEXT: return %f : (i32) -> i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @callee(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @fn_result() -> ((i32) -> i32) {
  %f = func.constant @callee : (i32) -> i32
  return %f : (i32) -> i32
}
func.func @callee(%a: i32) -> i32 {
  return %a : i32
}

// -----

// call, call with several results, call_indirect, and constant.
// CHECK: module {
// CHECK-NEXT: func.func @calls(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT: %1:2 = call @two(%0) : (i32) -> (i32, i64)
// CHECK-NEXT: call @none() : () -> ()
// CHECK-NEXT: %f = constant @callee : (i32) -> i32
// CHECK-NEXT: %2 = call_indirect %f(%1#0) : (i32) -> i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @callee(i32) -> i32
// CHECK-NEXT: func.func private @two(i32) -> (i32, i64)
// CHECK-NEXT: func.func private @none()
// CHECK-NEXT: }
func.func @calls(%a: i32) -> i32 {
  %0 = call @callee(%a) : (i32) -> i32
  %1:2 = func.call @two(%0) : (i32) -> (i32, i64)
  func.call @none() : () -> ()
  %f = func.constant @callee : (i32) -> i32
  %2 = func.call_indirect %f(%1#0) : (i32) -> i32
  return %2 : i32
}
func.func private @callee(i32) -> i32
func.func private @two(i32) -> (i32, i64)
func.func private @none()

// -----

// A function whose body has several blocks.
// CHECK: module {
// CHECK-NEXT: func.func @multi_block(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @multi_block(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %0 = arith.addi %a, %a : i32
  cf.br ^bb2(%0 : i32)
^bb2(%r: i32):
  return %r : i32
}

// -----

// Empty function body and a body with just a return.
// CHECK: module {
// CHECK-NEXT: func.func @empty() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @empty() {
  return
}
