// Rejections with mlir-opt 22's messages, written with the spaced form of the expectation
// MLIR's own tests use.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect -ownership-based-buffer-deallocation

// A recursive-effect op with a region that yields a buffer does not implement the
// RegionBranchOpInterface.
func.func @noRegionBranchOpInterface() {
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    // expected-error @below {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
    %1 = "test.one_region_with_recursive_memory_effects"() ({
      %2 = memref.alloc() : memref<2xi32>
      "test.read_buffer"(%2) : (memref<2xi32>) -> ()
      "test.return"(%2) : (memref<2xi32>) -> ()
    }) : () -> (memref<2xi32>)
    "test.return"() : () -> ()
  }) : () -> (i32)
  "test.return"() : () -> ()
}

// -----

func.func @no_side_effects() {
  %0 = memref.alloc() : memref<5xf32>
  // expected-error @below{{ops with unknown memory side effects are not supported}}
  "test.unregistered_op_foo"(%0) : (memref<5xf32>) -> ()
  return
}

// -----

// Shape constraints have no memory-effect interface in MLIR 22.
func.func @cstr(%c: i1) {
  %0 = memref.alloc() : memref<5xf32>
  // expected-error @+1 {{ops with unknown memory side effects are not supported}}
  %w = shape.cstr_require %c, "must hold"
  "test.read_buffer"(%0) : (memref<5xf32>) -> ()
  return
}
