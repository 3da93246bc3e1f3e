// Structural IR verification: SSA definitions, dominance, terminators,
// successors and block arguments. Messages exactly as mlir-opt 22 emits them.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics
// Also require a plain run to fail, so a tool ignoring -verify-diagnostics cannot pass:
// RUN: not bufjit opt %s -split-input-file

// Use of a value that is never defined.
func.func @undefined() -> i32 {
  // expected-error@+1 {{use of undeclared SSA value name}}
  return %nope : i32
}

// -----

// A value redefined in the same function.
func.func @redefined(%a: i32) {
  // expected-note@+1 {{previously defined here}}
  %0 = arith.addi %a, %a : i32
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = arith.muli %a, %a : i32
  return
}

// -----

// A use before its definition in a straight-line block.
func.func @use_before_def(%a: i32) -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %a : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = arith.muli %a, %a : i32
  return %0 : i32
}

// -----

// A use in a block not dominated by the definition's block.
func.func @not_dominating(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %0 = arith.addi %a, %a : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  return %0 : i32
}

// -----

// A value defined in a nested region used outside it.
func.func @region_escape(%c: i1) -> i32 {
  scf.if %c {
    %0 = arith.constant 1 : i32
  }
  // expected-error@+1 {{use of undeclared SSA value name}}
  return %0 : i32
}

// -----

// A block that does not end with a terminator.
func.func @no_terminator(%a: i32) {
  // expected-error@+1 {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32}}
  %0 = arith.addi %a, %a : i32
}

// -----

// A terminator in the middle of a block.
func.func @terminator_in_middle(%a: i32) {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  %0 = arith.addi %a, %a : i32
^bb1:
  return
}

// -----

// Too few successor operands for the destination's block arguments.
func.func @successor_operand_count(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 2}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i32, %y: i32):
  return
}

// -----

// A successor operand whose type differs from the block argument's.
func.func @successor_operand_type(%a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}

// -----

// A branch to a block that does not exist.
func.func @missing_block() {
  // expected-error@+1 {{reference to an undefined block}}
  cf.br ^bb7
}

// -----

// The entry block cannot have predecessors.
// expected-error@+1 {{entry block of region may not have predecessors}}
func.func @entry_predecessor() {
^bb0:
  cf.br ^bb0
}

// -----

// A value used with a different type than it was defined with.
func.func @type_conflict(%a: i32) -> i64 {
  // expected-note@+1 {{prior use here}}
  %0 = arith.addi %a, %a : i32
  // expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
  return %0 : i64
}

// -----

// Found by fuzzing: a function nested in a function (canonicalize then crashed on it).
func.func @outer() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @inner() {
    return
  }
  return
}


// -----

// SingleBlock ops (found by fuzzing: a module with two blocks printed a label that does not
// re-parse the same way).
func.func @if_two_blocks(%c: i1) {
  // expected-error@+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}
