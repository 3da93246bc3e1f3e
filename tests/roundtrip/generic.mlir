// Unregistered operations in generic form: they print back in generic form.
// RUN: bufjit opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// Zero/one/several operands and results; multi-result values use `%0:2` and `%0#1`.
// CHECK: module {
// CHECK-NEXT: func.func @operands_results(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT: "ext.nothing"() : () -> ()
// CHECK-NEXT: %0 = "ext.one"(%arg0) : (i32) -> i32
// CHECK-NEXT: %1:2 = "ext.two"(%0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: "ext.use"(%1#0, %1#1) : (i32, f32) -> ()
// CHECK-NEXT: return %1#0, %1#1 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @operands_results(%a: i32, %b: f32) -> (i32, f32) {
  "ext.nothing"() : () -> ()
  %0 = "ext.one"(%a) : (i32) -> i32
  %1:2 = "ext.two"(%0, %b) : (i32, f32) -> (i32, f32)
  "ext.use"(%1#0, %1#1) : (i32, f32) -> ()
  return %1#0, %1#1 : i32, f32
}

// -----

// Attributes `{...}` and properties `<{...}>` (kept in generic form for unregistered ops).
// CHECK: module {
// CHECK-NEXT: func.func @attributes(%arg0: i32) {
// CHECK-NEXT: "ext.attrs"(%arg0) {a = "s", b = 1 : i32, unit} : (i32) -> ()
// CHECK-NEXT: "ext.props"(%arg0) <{p = 5 : i64, q = [1, 2]}> {z = true} : (i32) -> ()
// CHECK-NEXT: %0 = "ext.dict"() {d = {x = 1 : i32, y = 2 : i32}} : () -> index
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @attributes(%a: i32) {
  "ext.attrs"(%a) {b = 1 : i32, a = "s", unit} : (i32) -> ()
  "ext.props"(%a) <{p = 5 : i64, q = [1, 2]}> {z = true} : (i32) -> ()
  %0 = "ext.dict"() {d = {y = 2 : i32, x = 1 : i32}} : () -> index
  return
}

// -----

// Regions: one, several, empty, and with block arguments and several blocks.
// CHECK: module {
// CHECK-NEXT: func.func @regions(%arg0: i32) {
// CHECK-NEXT: "ext.one_region"() ({
// CHECK-NEXT: "ext.inner"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "ext.two_regions"() ({
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: f32):
// CHECK-NEXT: "ext.term"(%arg1) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "ext.term"() : () -> ()
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: "ext.term"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "ext.empty_region"() ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @regions(%a: i32) {
  "ext.one_region"() ({
    "ext.inner"(%a) : (i32) -> ()
  }) : () -> ()
  "ext.two_regions"() ({
  ^bb0(%x: i32, %y: f32):
    "ext.term"(%x) : (i32) -> ()
  }, {
    "ext.term"() : () -> ()
  ^bb1:
    "ext.term"() : () -> ()
  }) : () -> ()
  "ext.empty_region"() ({
  }) : () -> ()
  return
}

// -----

// Successors on an unregistered terminator.
// CHECK: module {
// CHECK-NEXT: func.func @successors(%arg0: i32) {
// CHECK-NEXT: "ext.br"(%arg0)[^bb1, ^bb2] : (i32) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "ext.br"()[^bb2] : () -> ()
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @successors(%a: i32) {
  "ext.br"(%a)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  "ext.br"()[^bb2] : () -> ()
^bb2:
  return
}

// -----

// A top-level unregistered op with a region, isolated or not.
// CHECK: module {
// CHECK-NEXT: "ext.container"() ({
// CHECK-NEXT: %0 = "ext.make"() : () -> i32
// CHECK-NEXT: "ext.use"(%0) : (i32) -> ()
// CHECK-NEXT: }) {sym_name = "c"} : () -> ()
// CHECK-NEXT: }
"ext.container"() ({
  %0 = "ext.make"() : () -> i32
  "ext.use"(%0) : (i32) -> ()
}) {sym_name = "c"} : () -> ()

// -----

// Generic form of registered ops prints in their custom form.
// CHECK: module {
// CHECK-NEXT: func.func @registered_generic(%arg0: i32, %arg1: i32) -> i1 {
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @registered_generic(%a: i32, %b: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i32, i32) -> i1
  "func.return"(%0) : (i1) -> ()
}

// -----

// Opaque dialect types and attributes on unregistered ops.
// CHECK: module {
// CHECK-NEXT: func.func @opaque(%arg0: !ext.tok, %arg1: !ext<"weird type">) -> !ext.tok {
// CHECK-NEXT: %0 = "ext.op"(%arg0, %arg1) {attr = #ext.thing, other = #ext<"raw attr">} : (!ext.tok, !ext<"weird type">) -> !ext.tok
// CHECK-NEXT: return %0 : !ext.tok
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @opaque(%a: !ext.tok, %b: !ext<"weird type">) -> !ext.tok {
  %0 = "ext.op"(%a, %b) {attr = #ext.thing, other = #ext<"raw attr">} : (!ext.tok, !ext<"weird type">) -> !ext.tok
  return %0 : !ext.tok
}
