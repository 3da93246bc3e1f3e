// func dialect verification: return and call against function types, symbols.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics
// Also require a plain run to fail, so a tool ignoring -verify-diagnostics cannot pass:
// RUN: not bufjit opt %s -split-input-file

// return with too few operands.
func.func @return_count(%a: i32) -> (i32, i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@return_count) returns 2}}
  return %a : i32
}

// -----

// return with an operand of the wrong type.
func.func @return_type(%a: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type}}
  return %a : i64
}

// -----

// return with operands in a function without results.
func.func @return_extra(%a: i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@return_extra) returns 0}}
  return %a : i32
}

// -----

// call to a function that does not exist.
func.func @call_missing() {
  // expected-error@+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  func.call @nowhere() : () -> ()
  return
}

// -----

// call with the wrong number of operands.
func.func private @callee(i32) -> i32
func.func @call_operand_count(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = func.call @callee(%a, %a) : (i32, i32) -> i32
  return
}

// -----

// call with an operand of the wrong type.
func.func private @callee(i32) -> i32
func.func @call_operand_type(%a: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = func.call @callee(%a) : (i64) -> i32
  return
}

// -----

// call with the wrong result type.
func.func private @callee(i32) -> i32
func.func @call_result_type(%a: i32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'f32'}}
  // expected-note@+1 {{function result types: 'i32'}}
  %0 = func.call @callee(%a) : (i32) -> f32
  return
}

// -----

// Entry block argument types must match the function type.
// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_args"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Two symbols with the same name in one module.
// expected-note@+1 {{see existing symbol definition here}}
func.func @dup() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func.func @dup() {
  return
}

// -----

// A declaration cannot be public.
// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_decl()

// -----

func.func @return_twice(%a: i64) -> i64 {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  func.return %a : i64
  func.return %a : i64
}
