// Type and attribute constraints of index ops; messages exactly as mlir-opt 22 emits them.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics
// RUN: not bufjit opt %s -split-input-file

func.func @castu_index_to_index(%a: index) {
  // expected-error@+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %a : index to index
  return
}

// -----

func.func @casts_i32_to_i64(%a: i32) {
  // expected-error@+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %a : i32 to i64
  return
}

// -----

func.func @constant_out_of_range() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = index.constant 18446744073709551616
  return
}

// -----

func.func @add_result_type(%a: index) {
  // expected-error@+1 {{'index.add' op result #0 must be index, but got 'i64'}}
  %0 = "index.add"(%a, %a) : (index, index) -> i64
  return
}

// -----

func.func @add_operand_type(%a: i64) {
  // expected-error@+1 {{'index.add' op operand #0 must be index, but got 'i64'}}
  %0 = "index.add"(%a, %a) : (i64, i64) -> index
  return
}

// -----

func.func @constant_of_i64() {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() {value = 3 : i64} : () -> index
  return
}

// -----

func.func @cmp_integer_predicate(%a: index) {
  // expected-error@+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %a) {pred = 3 : i64} : (index, index) -> i1
  return
}
