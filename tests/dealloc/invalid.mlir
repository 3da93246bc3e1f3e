// Inputs the pass rejects, with mlir-opt 22's messages.
// RUN: bufjit opt %s -ownership-based-buffer-deallocation -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not bufjit opt %s -ownership-based-buffer-deallocation -split-input-file -allow-unregistered-dialect

func.func @existing_dealloc(%m: memref<2xf32>, %c: i1) {
  // expected-error@+1 {{No deallocation operations must be present when running this pass!}}
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}

// -----

func.func @memref_dealloc() {
  %0 = memref.alloc() : memref<2xf32>
  // expected-error@+1 {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %0 : memref<2xf32>
  return
}

// -----

// memref.realloc frees its operand: run -expand-realloc first.
func.func @realloc(%m: memref<2xf32>) -> memref<4xf32> {
  // expected-error@+1 {{memory free side-effect on MemRef value not supported!}}
  %0 = memref.realloc %m : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @unknown_effects() {
  // expected-error@+1 {{ops with unknown memory side effects are not supported}}
  %0 = "my.op"() : () -> memref<2xf32>
  return
}

// -----

// Irreducible control flow: the cycle bb1 <-> bb2 is entered at both of its blocks, so
// neither is a loop header. (Loops entered only at their header are accepted, unlike
// mlir-opt 22: see cf-loops.mlir.)
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

// Terminators with several successors other than cf.cond_br.
func.func @switch(%f: i32, %m: memref<2xf32>) {
  // expected-error@+1 {{BranchOpInterface operations with multiple successors are not supported yet}}
  cf.switch %f : i32, [
    default: ^bb1,
    0: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}

// -----

// With memref operands the precondition check rejects it first.
func.func @switch_memref(%f: i32, %m: memref<2xf32>) {
  // expected-error@+1 {{Terminators with more than one successor are not supported!}}
  cf.switch %f : i32, [
    default: ^bb1(%m : memref<2xf32>),
    0: ^bb2
  ]
^bb1(%x: memref<2xf32>):
  return
^bb2:
  return
}

// -----

// Two memref reduction regions: scf.reduce is not a region-branch op.
func.func @reduce(%lb: index, %ub: index, %s: index, %m: memref<2xf32>) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%m, %m) -> (memref<2xf32>, memref<2xf32>) {
    scf.reduce(%m, %m : memref<2xf32>, memref<2xf32>) {
    ^bb0(%a: memref<2xf32>, %b: memref<2xf32>):
      // expected-error@+1 {{only supported when operand is not a MemRef}}
      scf.reduce.return %a : memref<2xf32>
    }, {
    ^bb0(%a: memref<2xf32>, %b: memref<2xf32>):
      scf.reduce.return %b : memref<2xf32>
    }
  }
  return
}

// -----

// An unregistered op with a region.
func.func @unknown_region(%m: memref<2xf32>) {
  "my.region_op"(%m) ({
    // expected-error@+1 {{ops with unknown memory side effects are not supported}}
    "my.terminator"() : () -> ()
  }) : (memref<2xf32>) -> ()
  return
}
