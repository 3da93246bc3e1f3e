// Round-trip of builtin ops: the implicit/explicit top-level module and
// unrealized_conversion_cast.
// RUN: bufjit opt %s -split-input-file | FileCheck %s

// Top-level ops without a module get wrapped in an implicit `module {`.
// CHECK: module {
// CHECK-NEXT: func.func @implicit() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @implicit() {
  return
}

// -----

// An explicit unnamed module is not wrapped a second time.
// CHECK: module {
// CHECK-NEXT: func.func @explicit() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
  func.func @explicit() {
    return
  }
}

// -----

// A module with a symbol name and attributes (`attributes {...}` after the name).
// CHECK: module @named attributes {ext.flag, ext.version = 3 : i64} {
// CHECK-NEXT: func.func @in_named() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
module @named attributes {ext.flag, ext.version = 3 : i64} {
  func.func @in_named() {
    return
  }
}

// -----

// An empty module, and a nested one.
// CHECK: module {
// CHECK-NEXT: module @inner {
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
  module @inner {
  }
}

// -----

// An empty input file chunk prints an empty module.

// CHECK: module {
// CHECK-NEXT: }
// -----

// unrealized_conversion_cast with one, several and zero operands/results.
// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: i32, %arg1: i64) -> (index, f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to index
// CHECK-NEXT: %1:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i64 to f32, f32
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast to i8
// CHECK-NEXT: return %0, %1#1 : index, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @casts(%a: i32, %b: i64) -> (index, f32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to index
  %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, i64 to f32, f32
  %2 = builtin.unrealized_conversion_cast to i8
  return %0, %1#1 : index, f32
}

// -----

// Two top-level functions: printed with no blank line between them.
// CHECK: module {
// CHECK-NEXT: func.func @first() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @second() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @first() {
  return
}
func.func @second() {
  return
}
