// Affine verification with mlir-opt 22's messages: operands must be valid dimensions or
// symbols, counts must match the maps.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics

func.func @min_result_as_dim(%m: memref<64xf32>) {
  affine.for %j = 0 to 4 {
    %mn = affine.min affine_map<(d0) -> (d0, 16)>(%j)
    // expected-error @below {{'affine.load' op operand cannot be used as a dimension id}}
    %x = affine.load %m[%mn] : memref<64xf32>
  }
  return
}

// -----

func.func @iv_as_symbol(%n: index) {
  affine.for %k = 0 to %n {
    // expected-error @below {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %l = %k to 10 {
    }
  }
  return
}

// -----

func.func @scf_iv_as_dim(%m: memref<8xf32>, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %c = arith.constant 1.0 : f32
    // expected-error @below {{'affine.store' op operand cannot be used as a dimension id}}
    affine.store %c, %m[%i] : memref<8xf32>
  }
  return
}

// -----

func.func @apply_two_results(%i: index) -> index {
  // expected-error @below {{operation defines 2 results but was provided 1 to bind}}
  %0 = affine.apply affine_map<(d0) -> (d0, d0)>(%i)
  return %0 : index
}

// -----

func.func @yield_count(%a: index) {
  // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
  %0 = affine.for %i = 0 to 10 iter_args(%x = %a) -> (index) { affine.yield }
  return
}

// -----

func.func @min_no_result(%a: index) {
  // expected-error @below {{'affine.min' op affine map expect at least one result}}
  %x = affine.min affine_map<(d0) -> ()>(%a)
  return
}

// -----

func.func @delinearize_count(%a: index) {
  // expected-error @below {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %x:2 = affine.delinearize_index %a into () : index, index
  return
}

// -----

func.func @linearize_count(%a: index) {
  // expected-error @below {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %x = affine.linearize_index [%a] by (%a, 2, 3) : index
  return
}

// -----

func.func @delinearize_zero(%a: index) {
  // expected-error @below {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %x:2 = affine.delinearize_index %a into (0, 3) : index, index
  return
}
