// Dominance around the regions of unregistered ops and unreachable blocks (found by fuzzing);
// messages and notes exactly as mlir-opt 22 emits them.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not bufjit opt %s -split-input-file -allow-unregistered-dialect

// A value defined in a child region is not visible after it, even if that region belongs to an
// unregistered op (graph regions only relax the order inside them).
func.func @child_region_value() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.op"(%v) : (index) -> ()
  // expected-note@+1 {{operand defined as a block argument (block #0 in a child region)}}
  "foo.r"() ({
  ^bb0(%v: index):
    "foo.e"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @unreachable_block_argument() {
// expected-note@-1 {{operand defined as a block argument (block #1 in the same region)}}
  cf.br ^bb2
^bb1(%a: index):
  cf.br ^bb2
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.op"(%a) : (index) -> ()
  return
}
