// LLVM dialect verification, with mlir-opt 22's messages.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics
// Also require a plain run to fail, so a tool ignoring -verify-diagnostics cannot pass:
// RUN: not bufjit opt %s -split-input-file

// expected-note@+1 {{when returning from function}}
llvm.func @ret_type(%a: i64) -> i32 {
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i64
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @ret_void(%a: i64) {
  // expected-error@+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i64
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @ret_missing(%a: i64) -> i64 {
  // expected-error@+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

llvm.func @callee(i64) -> i64
llvm.func @call_count(%a: i64) {
  // expected-error@+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  %0 = llvm.call @callee(%a, %a) : (i64, i64) -> i64
  llvm.return
}

// -----

llvm.func @callee(i64) -> i64
llvm.func @call_type(%a: i32) {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i64'}}
  %0 = llvm.call @callee(%a) : (i32) -> i64
  llvm.return
}

// -----

llvm.func @call_unknown(%a: i32) {
  // expected-error@+1 {{'llvm.call' op 'nowhere' does not reference a symbol in the current scope}}
  llvm.call @nowhere(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @addr() {
  // expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @nowhere : !llvm.ptr
  llvm.return
}

// -----

llvm.func @ext() {
  %0 = llvm.mlir.undef : !llvm.struct<(i64, f32)>
  %1 = llvm.extractvalue %0[2] : !llvm.struct<(i64, f32)>
  // expected-error@+1 {{custom op 'llvm.extractvalue' position out of bounds: 2}}
  llvm.return
}

// -----

llvm.func @gep(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, f32)>
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @decl(i64)

// -----

llvm.func @icmp(%b: f32) {
  // expected-error@+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = llvm.icmp "slt" %b, %b : f32
  llvm.return
}

// -----

llvm.func @select(%c: i32, %x: f32) {
  // expected-error@+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = llvm.select %c, %x, %x : i32, f32
  llvm.return
}

// -----

llvm.func @load_int(%x: i64) {
  // expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i64'}}
  %0 = llvm.load %x : i64 -> i64
  llvm.return
}

// -----

llvm.func @store_int(%x: i64) {
  // expected-error@+1 {{'llvm.store' op operand #1 must be LLVM pointer type, but got 'i64'}}
  llvm.store %x, %x : i64, i64
  llvm.return
}

// -----

llvm.func @extract_array_oob(%a: !llvm.array<2 x i32>) -> i32 {
  // expected-error@+1 {{'llvm.extractvalue' op position out of bounds: 5}}
  %0 = "llvm.extractvalue"(%a) <{position = array<i64: 5>}> : (!llvm.array<2 x i32>) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @extract_negative(%a: !llvm.array<2 x i32>) -> i32 {
  // expected-error@+1 {{'llvm.extractvalue' op position out of bounds: -1}}
  %0 = "llvm.extractvalue"(%a) <{position = array<i64: -1>}> : (!llvm.array<2 x i32>) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @extract_type(%a: !llvm.struct<(i32, i64)>) -> i32 {
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, i64)>' should produce 'i64' but this op returns 'i32'}}
  %0 = "llvm.extractvalue"(%a) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i64)>) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @extract_no_position(%a: !llvm.array<2 x i32>) -> i32 {
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.array<2 x i32>' should produce '!llvm.array<2 x i32>' but this op returns 'i32'}}
  %0 = "llvm.extractvalue"(%a) <{position = array<i64>}> : (!llvm.array<2 x i32>) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @extract_too_deep(%a: !llvm.struct<(i32, i64)>) -> i32 {
  // expected-error@+1 {{'llvm.extractvalue' op expected LLVM IR structure/array type, got: 'i32'}}
  %0 = "llvm.extractvalue"(%a) <{position = array<i64: 0, 1>}> : (!llvm.struct<(i32, i64)>) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @extract_scalar(%a: i32) -> i32 {
  // expected-error@+1 {{'llvm.extractvalue' op operand #0 must be LLVM aggregate type, but got 'i32'}}
  %0 = "llvm.extractvalue"(%a) <{position = array<i64: 0>}> : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @insert_type(%a: !llvm.struct<(i32, i64)>, %b: i32) -> !llvm.struct<(i32, i64)> {
  // expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'i32' into '!llvm.struct<(i32, i64)>'}}
  %0 = "llvm.insertvalue"(%a, %b) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i64)>, i32) -> !llvm.struct<(i32, i64)>
  llvm.return %0 : !llvm.struct<(i32, i64)>
}

// -----

llvm.func @insert_oob(%a: !llvm.struct<(i32, i64)>, %b: i32) -> !llvm.struct<(i32, i64)> {
  // expected-error@+1 {{'llvm.insertvalue' op position out of bounds: 3}}
  %0 = "llvm.insertvalue"(%a, %b) <{position = array<i64: 3>}> : (!llvm.struct<(i32, i64)>, i32) -> !llvm.struct<(i32, i64)>
  llvm.return %0 : !llvm.struct<(i32, i64)>
}

// -----

llvm.func @insert_result(%a: !llvm.struct<(i32, i64)>, %b: i32) -> !llvm.struct<(i32, i64)> {
  // expected-error@+1 {{'llvm.insertvalue' op failed to verify that all of {container, res} have same type}}
  %0 = "llvm.insertvalue"(%a, %b) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i64)>, i32) -> !llvm.struct<(i32)>
  llvm.return %a : !llvm.struct<(i32, i64)>
}

// -----

llvm.func @insert_opaque(%a: !llvm.struct<"opaque", opaque>, %b: i32) {
  // expected-error@+1 {{'llvm.insertvalue' op position out of bounds: 0}}
  %0 = "llvm.insertvalue"(%a, %b) <{position = array<i64: 0>}> : (!llvm.struct<"opaque", opaque>, i32) -> !llvm.struct<"opaque", opaque>
  llvm.return
}

// -----

llvm.func @gep_scalar(%p: !llvm.ptr) -> !llvm.ptr {
  // expected-error@+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @gep_extra_operand(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  // expected-error@+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @gep_missing_operand(%p: !llvm.ptr) -> !llvm.ptr {
  // expected-error@+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @gep_dynamic_struct(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  // expected-error@+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i64, f32)>
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @init_type() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

// -----

llvm.func @return_twice(%a: i64) -> i64 {
  // expected-error@+1 {{'llvm.return' op must be the last operation in the parent block}}
  llvm.return %a : i64
  llvm.return %a : i64
}

// -----

llvm.func @branch_arg_type(%a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  llvm.br ^bb1(%a : i32)
^bb1(%b: i64):
  llvm.return
}

// -----

llvm.func @call_nothing() {
  // expected-error@+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() <{operandSegmentSizes = array<i32: 0, 0>, op_bundle_sizes = array<i32>}> : () -> ()
  llvm.return
}

// -----

llvm.func @switch_cases(%a: i32) {
  // expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%a) [^bb1, ^bb1] <{case_values = dense<[1, 2, 3]> : tensor<3xi32>, case_operand_segments = array<i32: 0, 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @add_result(%a: i32) {
  // expected-error@+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %a) : (i32, i32) -> i64
  llvm.return
}

// -----

llvm.func @fmul_operands(%a: f32, %b: f64) {
  // expected-error@+1 {{'llvm.fmul' op requires the same type for all operands and results}}
  %0 = "llvm.fmul"(%a, %b) : (f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @zext_narrow(%a: i32) {
  // expected-error@+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = "llvm.zext"(%a) : (i32) -> i8
  llvm.return
}

// -----

llvm.func @sext_same(%a: vector<4xi16>) {
  // expected-error@+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = "llvm.sext"(%a) : (vector<4xi16>) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @sext_vector_to_int(%a: vector<4xi32>) {
  // expected-error@+1 {{input type is a vector but output type is an integer}}
  %0 = "llvm.sext"(%a) : (vector<4xi32>) -> i64
  llvm.return
}

// -----

llvm.func @zext_shape(%a: vector<4xi32>) {
  // expected-error@+1 {{input and output vectors are of incompatible shape}}
  %0 = "llvm.zext"(%a) : (vector<4xi32>) -> vector<2xi64>
  llvm.return
}
