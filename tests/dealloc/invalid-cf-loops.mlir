// Inputs the pass rejects even with `unstructured-loops=true` (bufjit's extension).
// RUN: bufjit opt %s -ownership-based-buffer-deallocation=unstructured-loops=true -split-input-file -verify-diagnostics
// RUN: not bufjit opt %s -ownership-based-buffer-deallocation=unstructured-loops=true -split-input-file

// Irreducible control flow: the cycle bb1 <-> bb2 is entered at both of its blocks, so
// neither is a loop header. (Loops entered only at their header are accepted: see
// cf-loops.mlir.)
func.func @irreducible(%c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  // expected-error@+1 {{irreducible control flow is not supported: this branch enters a loop elsewhere than at its header}}
  cf.cond_br %c, ^bb1, ^bb3
^bb3:
  return
}

// -----

// An irreducible cycle nested in a region.
func.func @nested_irreducible(%c: i1) {
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb2
  ^bb2:
    // expected-error@+1 {{irreducible control flow is not supported: this branch enters a loop elsewhere than at its header}}
    cf.cond_br %c, ^bb1, ^bb3
  ^bb3:
    scf.yield
  }
  return
}
