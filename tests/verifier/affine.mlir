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
