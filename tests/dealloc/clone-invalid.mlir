// Inputs --buffer-deallocation (MLIR 16's clone-based pass) rejects, with mlir-opt 16's
// messages and positions.
// RUN: bufjit opt %s --buffer-deallocation -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not bufjit opt %s --buffer-deallocation -split-input-file -allow-unregistered-dialect

// An unstructured loop (a back edge ^bb1 -> ^bb1).
// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @loop(%c: i1) {
  cf.br ^bb1
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

// A back edge inside a nested region counts as well.
// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @nested_loop(%c: i1) {
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
    cf.cond_br %c, ^bb1, ^bb2
  ^bb2:
    scf.yield
  }
  return
}

// -----

// An op with a region and results that is not a region-branch op: buffers could leave it
// untracked.
func.func @region_op(%c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  // expected-error@+1 {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %1 = "test.region"(%0) ({
    "test.foo"() : () -> ()
  }) : (memref<2xf32>) -> (memref<2xf32>)
  return
}

// -----

// Two regions, no results: still rejected.
func.func @two_regions() {
  // expected-error@+1 {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  "test.two"() ({
    "test.foo"() : () -> ()
  }, {
    "test.foo"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Where mlir-opt 16 crashes (the uses have no common post-dominator: both paths return),
// bufjit reports an error.
func.func @two_exits(%c: i1) {
  // expected-error@+1 {{cannot place the deallocation: the uses of this buffer have no common post-dominator}}
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%0) : (memref<2xf32>) -> ()
  return
^bb2:
  "test.use"(%0) : (memref<2xf32>) -> ()
  return
}
