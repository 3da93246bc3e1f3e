// Type constraints of arith ops; messages exactly as mlir-opt 22 emits them.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics
// Also require a plain run to fail, so a tool ignoring -verify-diagnostics cannot pass:
// RUN: not bufjit opt %s -split-input-file

// Operand/result type mismatches of arith ops (written in generic form).
func.func @addi_result_type(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

// Operands of different types.
func.func @addi_operand_types(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

// Integer op applied to floats.
func.func @addi_on_float(%a: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

// Float op applied to integers.
func.func @addf_on_int(%a: i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}

// -----

// cmpi must produce i1.
func.func @cmpi_result(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

// Constant whose value type differs from its result type.
func.func @constant_type() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

// extsi must widen.
func.func @extsi_narrowing(%a: i64) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %a : i64 to i32
  return
}

// -----

// trunci must narrow.
func.func @trunci_widening(%a: i32) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

// index_cast needs an index on one side.
func.func @index_cast_no_index(%a: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

// select with a condition of the wrong type.
func.func @select_condition(%c: i32, %a: f32) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
  return
}
