// Verification of scf, memref and bufferization ops. Messages exactly as
// mlir-opt 22 emits them.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics
// Also require a plain run to fail, so a tool ignoring -verify-diagnostics cannot pass:
// RUN: not bufjit opt %s -split-input-file

// scf.yield with fewer values than the scf.for has results.
func.func @for_yield_count(%n: index, %a: i32) -> i32 {
  // expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %i = %n to %n step %n iter_args(%x = %a) -> (i32) {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return %r : i32
}

// -----

// scf.yield in scf.if yielding a value of the wrong type.
func.func @if_yield_type(%c: i1, %a: i32, %b: i64) -> i32 {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    // expected-note@+1 {{region branch point}}
    scf.yield %b : i64
  }
  return %r : i32
}

// -----

// scf.if with results needs an else region.
func.func @if_without_else(%c: i1, %a: i32) -> i32 {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// memref.load with the wrong number of indices.
func.func @load_index_count(%m: memref<4x4xf32>, %i: index) -> f32 {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return %0 : f32
}

// -----

// memref.store of a value whose type is not the element type.
func.func @store_type(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

// memref.dealloc of something that is not a memref.
func.func @dealloc_non_memref(%t: tensor<4xf32>) {
  // expected-error@+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  "memref.dealloc"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

// memref.alloc with a missing dynamic size operand.
func.func @alloc_dynamic_sizes() {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

// memref.cast between incompatible shapes.
func.func @cast_incompatible(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

// bufferization.dealloc needs one condition per memref.
func.func @dealloc_conditions(%m: memref<2xf32>, %n: memref<2xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  "bufferization.dealloc"(%m, %n, %c) <{operandSegmentSizes = array<i32: 2, 1, 0>}> : (memref<2xf32>, memref<2xf32>, i1) -> ()
  return
}

// -----

// bufferization.dealloc has one i1 result per retained value.
func.func @dealloc_results(%m: memref<2xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0 = "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> i1
  return
}

// -----

// A terminator outside the ops it belongs to.
func.func @misplaced_yield() {
  return
}
// expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
scf.yield

// -----

// scf.forall: one region argument per loop (found by fuzzing: this used to reach the printer).
func.func @forall_missing_iv(%n: index) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  scf.forall () = (0) to (%n) step (1) {
  }
  return
}

// -----

func.func @forall_extra_bound(%n: index) {
  // expected-error@+1 {{expected 1 upper bound values, got 2}}
  scf.forall (%i) = (0) to (%n, 4) step (1) {
  }
  return
}

// -----

// The normalized form has one lower bound and step per induction variable.
func.func @forall_missing_upper_bound(%n: index) {
  // expected-error@+1 {{expected 2 upper bound values, got 1}}
  scf.forall (%i, %j) in (%n) {
  }
  return
}

// -----

// Variadic operand groups must add up to the operand count (found by fuzzing: canonicalize
// then printed a dealloc whose groups did not match its operands).
func.func @dealloc_segments(%m: memref<2xf32>, %n: memref<2xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op operand count (3) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "bufferization.dealloc"(%m, %n, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, memref<2xf32>, i1) -> ()
  return
}

// -----

func.func @dealloc_condition_type(%m: memref<2xf32>, %n: memref<2xf32>) {
  // expected-error@+1 {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'memref<2xf32>'}}
  "bufferization.dealloc"(%m, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, memref<2xf32>) -> ()
  return
}

// -----

func.func @dealloc_retained_type(%m: memref<2xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op operand #2 must be variadic of ranked or unranked memref of any type values, but got 'i1'}}
  %r = "bufferization.dealloc"(%m, %c, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, i1) -> i1
  return
}

// -----

// scf.index_switch: only the default region gets an implicit scf.yield.
func.func @index_switch_empty_case(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %i
  case 0 {
  }
  default {
  }
  return
}

// -----

func.func @index_switch_yield_count(%i: index) -> i32 {
  %c = arith.constant 0 : i32
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %i -> i32
  case 0 {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %c : i32
  }
  return %r : i32
}

// -----

// memref.dim operand and result types (found by fuzzing: canonicalize folded a dim of an i32).
func.func @dim_of_integer(%x: i32, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'i32'}}
  %0 = "memref.dim"(%x, %i) : (i32, index) -> index
  return
}

// -----

func.func @dim_result_type(%m: memref<2xf32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op result #0 must be index, but got 'i32'}}
  %0 = "memref.dim"(%m, %i) : (memref<2xf32>, index) -> i32
  return
}
