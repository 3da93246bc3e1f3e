// linalg verification and parse errors; messages exactly as mlir-opt 22 emits them.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics
// RUN: not bufjit opt %s -split-input-file

func.func @fill_type(%x: i32, %v: memref<4xi64>) {
  // expected-error@+1 {{'linalg.fill' op expected fill value type ('i32') to match output element type ('i64')}}
  linalg.fill ins(%x : i32) outs(%v : memref<4xi64>)
  return
}

// -----

func.func @matmul_shape(%a: memref<4x8xf32>, %b: memref<6x4xf32>, %c: memref<4x4xf32>) {
  // expected-error@+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 6}}
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<6x4xf32>) outs(%c : memref<4x4xf32>)
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @num_maps(%a: memref<4x8xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

#map = affine_map<(d0) -> (d0)>
func.func @map_dims(%a: memref<4x8xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected operand #0 rank (2) to match the result rank of indexing_map (1)}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @yield_count(%a: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    // expected-error@+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %in, %out : f32, f32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @yield_type(%a: memref<4x8xf32>, %i: i32) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    // expected-error@+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %i : i32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @index_dim(%a: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    // expected-error@+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %in : f32
  }
  return
}

// -----

func.func @transpose_perm(%a: memref<4x8xf32>, %b: memref<8x4xf32>) {
  // expected-error@+1 {{'linalg.transpose' op permutation is not valid}}
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<8x4xf32>) permutation = [1, 1]
  return
}

// -----

func.func @transpose_shape(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  // expected-error@+1 {{'linalg.transpose' op dim(result, 0) = 4 doesn't match dim(input, permutation[0]) = 8}}
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) permutation = [1, 0]
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @arg_type(%a: memref<4x8xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected type of bb argument #0 ('f64') to match element or self type of the corresponding operand ('f32')}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%in: f64, %out: f32):
    linalg.yield %out : f32
  }
  return
}

// -----

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @rank(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected operand #1 rank (1) to match the result rank of indexing_map (2)}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

func.func @iter(%a: memref<4xf32>) {
  // expected-error@+1 {{custom op 'linalg.generic' unexpected iterator_type (sideways)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["sideways"]} outs(%a : memref<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  }
  return
}

// -----

func.func @unary_int(%i: memref<4xi32>) {
  // expected-error@+1 {{custom op 'linalg.exp' unsupported non numeric type}}
  linalg.exp ins(%i : memref<4xi32>) outs(%i : memref<4xi32>)
  return
}

