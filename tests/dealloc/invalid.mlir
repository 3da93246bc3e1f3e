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

// A loop of cf branches (a back edge from bb2 to bb1): refused for the whole function, as
// mlir-opt 22 does, unless `unstructured-loops=true` (see cf-loops.mlir).
// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @cf_loop(%c: i1, %n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb1(%0 : memref<?xf32>)
^bb1(%m: memref<?xf32>):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %1 = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb1(%1 : memref<?xf32>)
^bb3:
  return %m : memref<?xf32>
}

// -----

// A back edge inside a nested region counts too: the function is refused.
// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @nested_cf_loop(%c: i1) {
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
    %0 = memref.alloc() : memref<2xf32>
    cf.cond_br %c, ^bb1, ^bb2
  ^bb2:
    scf.yield
  }
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
