// Syntax errors: the parser must report them (exactly as mlir-opt 22 does)
// instead of crashing. One error per chunk.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics
// Also require a plain run to fail, so a tool ignoring -verify-diagnostics cannot pass:
// RUN: not bufjit opt %s -split-input-file

// Unterminated string literal.
// expected-error@+1 {{expected '"' in string literal}}
func.func @f() attributes {s = "abc} {
  return
}

// -----

// Unknown builtin type.
// expected-error@+1 {{expected non-function type}}
func.func @f(%a: i32x) {
  return
}

// -----

// Missing `:` before the type of a custom op.
func.func @f(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %a, %a i32
  return
}

// -----

// Unbalanced braces: the function body is never closed.
func.func @f() {
  // expected-error@+1 {{expected operation name in quotes}}
  return

// -----

// A stray closing brace.
func.func @f() {
  return
// expected-error@+1 {{expected operation name in quotes}}
}
}

// -----

// Integer literal too large for its type.
func.func @f() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 256 : i8
  return
}

// -----

// A malformed integer literal: `12abc` lexes as `12` followed by a bare
// identifier, which is then parsed as the name of the next (custom) op.
func.func @f() {
  // expected-error@+1 {{custom op 'abc' is unknown (tried 'func.abc' as well)}}
  %0 = arith.constant 12abc : i32
  return
}

// -----

// Use of an unknown SSA value.
func.func @f() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  "func.return"(%undefined) : (i32) -> ()
}

// -----

// An operation name that is not registered (and no -allow-unregistered-dialect).
func.func @f() {
  // expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
  "ext.op"() : () -> ()
  return
}

// -----

// A custom op of an unknown dialect.
func.func @f() {
  // expected-error@+2 {{Dialect `ext' not found for custom op 'ext.op'}}
  // expected-note@+1 {{Available dialects: }}
  ext.op
  return
}

// -----

// Unknown op in a known dialect.
func.func @f() {
  // expected-error@+1 {{custom op 'arith.frobnicate' is unknown}}
  arith.frobnicate
  return
}

// -----

// Bad character in the input.
func.func @f() {
  // expected-error@+1 {{unexpected character}}
  return `
}

// -----

// Missing `=` after a result name.
func.func @f() {
  // expected-error@+1 {{expected '=' after SSA name}}
  %0 arith.constant 1 : i32
  return
}

// -----

// Unknown attribute alias.
// expected-error@+1 {{undefined symbol alias id 'nope'}}
func.func @f() attributes {a = #nope} {
  return
}

// -----

// Unknown type alias.
// expected-error@+1 {{undefined symbol alias id 'nope'}}
func.func @f(%a: !nope) {
  return
}

// -----

// Missing type in a generic op.
func.func @f() {
  // expected-error@+1 {{expected ':' followed by operation type}}
  %0 = "arith.constant"() <{value = 1 : i32}>
  return
}

// -----

// Result count mismatch in a generic op.
func.func @f() {
  // expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

// Bad dimension list in a memref type.
// expected-error@+1 {{expected ',' or '>' in memref type}}
func.func @f(%a: memref<4x?xf32) {
  return
}

// -----

// A float literal where an integer attribute is required.
func.func @f() {
  %0 = arith.constant 1.5 : i32
  // expected-error@+1 {{floating point value not valid for specified type}}
  return
}

// -----

// An unterminated dictionary attribute.
// expected-error@+1 {{expected '}' in attribute dictionary}}
func.func @f() attributes {a = 1 {
  return
}

// -----

// `true`/`false` only for i1 elements (found by fuzzing: this used to print as `1`, which then
// re-parsed as a float).
// expected-error@+1 {{expected floating point literal}}
func.func private @f() attributes {b = dense<[true, false]> : tensor<2xf64>}

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
func.func private @f() attributes {b = dense<[1, true]> : tensor<2xi32>}

// -----

// Properties must have their declared attribute kinds (found by fuzzing: a unit `sym_name`
// printed as `func.func (%arg0...`, which does not parse).
// expected-error@+1 {{invalid properties {function_type = (i64) -> (), sym_name} for op func.func: Invalid attribute `sym_name` in property conversion: unit}}
"func.func"() <{function_type = (i64) -> (), sym_name}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{invalid properties {sym_name = 1 : i32, type = memref<2xf32>} for op memref.global: Invalid attribute `sym_name` in property conversion: 1 : i32}}
"memref.global"() <{sym_name = 1 : i32, type = memref<2xf32>}> : () -> ()

// -----

// Region entry arguments are named in the enclosing scope: an outer name is taken.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  // expected-note@+1 {{previously referenced here}}
  scf.for %i = %c0 to %n step %n {
    // expected-error@+1 {{region entry argument '%i' is already in use}}
    scf.for %i = %c0 to %n step %n {
    }
  }
  return
}

// -----

func.func @switch_on_index(%i: index) {
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %i : index, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

// A hexadecimal float literal must fit its type's bits (found by fuzzing: the extra bits were
// dropped, so the printed text re-parsed differently).
func.func @hex_float_too_wide() -> f32 {
  // expected-error@+1 {{hexadecimal float constant out of range for type}}
  %0 = arith.constant 0x3F427900E : f32
  return %0 : f32
}
