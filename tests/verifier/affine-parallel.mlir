// affine.parallel and affine.prefetch parsing and verification errors with mlir-opt 22's messages.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics

func.func @bad_reduction(%m: memref<8xf32>) {
  // expected-error@+1 {{invalid reduction value: "plus"}}
  %r = affine.parallel (%i) = (0) to (8) reduce ("plus") -> f32 {
    %v = affine.load %m[%i] : memref<8xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @type_mismatch(%m: memref<8xf32>) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (8) reduce ("addi") -> f32 {
    %v = affine.load %m[%i] : memref<8xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @signless_maxs(%m: memref<8xi32>) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (8) reduce ("maxs") -> i32 {
    %v = affine.load %m[%i] : memref<8xi32>
    affine.yield %v : i32
  }
  return
}

// -----

func.func @missing_reduction(%m: memref<8xf32>) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = affine.parallel (%i) = (0) to (8) -> f32 {
    %v = affine.load %m[%i] : memref<8xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @steps(%n: index) {
  // expected-error@+1 {{steps must be constant integers}}
  affine.parallel (%i) = (0) to (8) step (%n) {
  }
  return
}

// -----

func.func @counts(%n: index) {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (1), and the number of steps (1) must all match}}
  affine.parallel (%i) = (0, 1) to (8) {
  }
  return
}

// -----

func.func @not_a_symbol(%m: memref<8xindex>) {
  affine.for %i = 0 to 8 {
    %n = affine.load %m[%i] : memref<8xindex>
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%j) = (0) to (symbol(%n)) {
    }
  }
  return
}

// -----

func.func @yield_types(%m: memref<8xf32>) {
  %r = affine.parallel (%i) = (0) to (8) reduce ("addf") -> f32 {
    %v = affine.load %m[%i] : memref<8xf32>
    %w = arith.extf %v : f32 to f64
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %w : f64
  }
  return
}

// -----

func.func @yield_count(%m: memref<8xf32>) {
  %r = affine.parallel (%i) = (0) to (8) reduce ("addf") -> f32 {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @groups() {
  // expected-error@+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @empty_group() {
  // expected-error@+1 {{'affine.parallel' op expected upper bound map to have at least one result}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<0> : tensor<1xi32>, upperBoundsMap = affine_map<() -> ()>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @max_in_upper_bound() {
  // expected-error@+1 {{use of undeclared identifier}}
  affine.parallel (%i) = (0) to (max(8, 9)) {
  }
  return
}

// -----

func.func @unclosed_bounds() {
  // expected-error@+1 {{expected ')'}}
  affine.parallel (%i) = (0) to (8 {
  }
  return
}

// -----

func.func @named_without_results() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %r = affine.parallel (%i) = (0) to (8) reduce ("addf") {
  }
  return
}

// -----

func.func @bare_identifier(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{use of undeclared identifier}}
  %v = affine.load %m[%i + foo] : memref<8xf32>
  return
}

// -----

func.func @prefetch_locality(%i: index, %m: memref<8xf32>) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %m[%i], read, locality<5>, data : memref<8xf32>
  return
}

// -----

func.func @prefetch_rank(%i: index, %m: memref<8xf32>) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %m[%i, %i], read, locality<1>, data : memref<8xf32>
  return
}

// -----

func.func @prefetch_cache(%i: index, %m: memref<8xf32>) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[%i], read, locality<1>, both : memref<8xf32>
  return
}
