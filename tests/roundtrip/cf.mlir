// Round-trip of the cf dialect; also pins block labels and `// pred:` comments.
// RUN: bufjit opt %s -split-input-file | FileCheck %s

// br with block arguments; block argument values are numbered like other values.
// CHECK: module {
// CHECK-NEXT: func.func @br(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg1 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @br(%a: i32, %b: f32) -> i32 {
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.br ^bb2
^bb2:
  return %x : i32
}

// -----

// cond_br with arguments on both sides, and a loop (a block that is its own predecessor).
// CHECK: module {
// CHECK-NEXT: func.func @cond_br(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg1, %arg2 : i32, i64)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb1(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32, %3: i64):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @cond_br(%c: i1, %a: i32, %b: i64) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a, %b : i32, i64)
^bb1(%x: i32):
  %cmp = arith.cmpi slt, %x, %a : i32
  cf.cond_br %cmp, ^bb1(%x : i32), ^bb3
^bb2(%y: i32, %z: i64):
  cf.br ^bb3
^bb3:
  return %a : i32
}

// -----

// cond_br with branch weights.
// CHECK: module {
// CHECK-NEXT: func.func @weights(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0 weights([90, 10]), ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @weights(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2 {branch_weights = array<i32: 90, 10>}
^bb1:
  return
^bb2:
  return
}

// -----

// switch with only a default, and with cases (with and without arguments).
// CHECK: module {
// CHECK-NEXT: func.func @switch(%arg0: i32, %arg1: f32) -> f32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : f32),
// CHECK-NEXT: 42: ^bb2,
// CHECK-NEXT: 4294967289: ^bb3(%arg1, %arg1 : f32, f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: f32):  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: ^bb3(%1: f32, %2: f32):  // pred: ^bb0
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @switch(%flag: i32, %a: f32) -> f32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : f32),
    42: ^bb2,
    -7: ^bb3(%a, %a : f32, f32)
  ]
^bb1(%x: f32):
  cf.switch %flag : i32, [
    default: ^bb2
  ]
^bb2:
  return %a : f32
^bb3(%y: f32, %z: f32):
  return %z : f32
}

// -----

// assert.
// CHECK: module {
// CHECK-NEXT: func.func @assert(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "value must be \22true\22\0A"
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @assert(%c: i1) {
  cf.assert %c, "value must be \"true\"\n"
  return
}

// -----

// Unreachable blocks are commented `// no predecessors`; the entry block label is elided.
// CHECK: module {
// CHECK-NEXT: func.func @unreachable() {
// CHECK-NEXT: return
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unreachable() {
  return
^bb1:
  cf.br ^bb2
^bb2:
  return
}
