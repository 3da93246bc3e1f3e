// Verification of vector ops with mlir-opt 22's messages: shapes, positions, strides,
// permutations, kinds, masks and the rules of memory accesses and transfers.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics

func.func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<3xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xi32>
  return
}

// -----

func.func @f(%v: f32) {
  // expected-error@+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.broadcast %v : f32 to f32
  return
}

// -----

func.func @f(%s: f32) {
  // expected-error@+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%s, %s) : (f32, f32) -> vector<3xf32>
  return
}

// -----

func.func @f(%s: i32) {
  // expected-error@+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%s, %s) : (i32, i32) -> vector<2xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:3 = "vector.to_elements"(%v) : (vector<4xf32>) -> (f32, f32, f32)
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 1] : f32 from vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[4] : f32 from vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[-2] : f32 from vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v [4] : f32 into vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %s, %v [0, 0] : f32 into vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %v [0] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x8xf32> to vector<2x2xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [5], strides = [1]} : vector<4x8xf32> to vector<5x8xf32>
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 7], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<2x8xf32>, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0], strides = [1, 1]} : vector<2x8xf32> into vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0], strides = [2]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %a, %b [0, 8] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<4xf32>, vector<2x4xf32>
  return
}

// -----

func.func @f(%a: vector<2x4xf32>, %b: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.shuffle' op dimension mismatch}}
  %0 = vector.shuffle %a, %b [0, 1] : vector<2x4xf32>, vector<2x3xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask length mismatch}}
  %0 = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 1>}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %a, %b : vector<4xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<8xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = vector.deinterleave %a : vector<8xf32> -> vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 0}}
  %0 = vector.transpose %v, [0, 0] : vector<2x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [0] : vector<2x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %v, [1, 2] : vector<2x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (8) and result (6)}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<6xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xi32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xi16>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<4x4xi16>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<16xi8>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<4x8xf32>>'}}
  %0 = vector.type_cast %m : memref<4x4xf32> to memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<?x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x4xf32>'}}
  %0 = vector.type_cast %m : memref<?x4xf32> to memref<vector<4x4xf32>>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<2x4xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maxnumf'}}
  %0 = vector.reduction <maxnumf>, %v : vector<4xi32> into i32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xf32> into f64
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %a: vector<2xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<2xf32>' is incompatible with source type 'vector<2x4xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [0] : vector<2x4xf32> to vector<2xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %a: vector<4xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<2x4xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [2] : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<4xf32>
  // expected-error@+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %1 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xi32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xi32>) -> vector<4x4xf32>
  return
}

// -----

func.func @f(%a: vector<2x4xf32>, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<2x4xf32>, vector<4xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: f32, %c: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32, vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x4xi1>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2] : vector<4x4xi1>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [2, 0] : vector<4x4xi1>
  return
}

// -----

func.func @f(%m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %v : vector<4xf32> into f32
    %2 = vector.reduction <add>, %v : vector<4xf32> into f32
    vector.yield %2 : f32
  }) : (vector<4xi1>) -> f32
  return
}

// -----

func.func @f(%m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f64
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<8xi1> -> f32
  return
}

// -----

func.func @f(%m: vector<4xi1>, %v: vector<4xf32>, %p: f32) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %p { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @f(%m: memref<8xi32>, %i: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<8xi32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error@+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<8xf32>, vector<4xi32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<8xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %mask, %p : memref<8xf32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %idx: vector<8xi32>, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i] [%idx], %mask, %p : memref<8xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %idx: vector<4xi32>, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op requires 1 indices}}
  %0 = vector.gather %m[%i, %i] [%idx], %mask, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %idx: vector<4xi32>, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i] [%idx], %mask, %p : memref<8xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %mask, %p : memref<8xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%i], %mask, %p : memref<8xf32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %p : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<8x8xf32>, vector<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<8x8xf32>, vector<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, false]} : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8x8xf32>
  return
}

// -----

func.func @f(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<8x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  // expected-error@+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["reduction"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["parallel"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: f32) {
  // expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<4xf32>, vector<8xf32> into f32
  return
}

// -----

func.func @f(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x2xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x3xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x2xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have 1 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  %0 = vector.fma %a, %a, %a : vector<4xf32>
  // expected-error@+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %1 = "vector.fma"(%a, %a, %0) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %0 = vector.fma %a, %a, %a : vector<4xi32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %v : vector<4xf32> str "x"
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %m[%i] : memref<8xf32>, vector<2x4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %mk { arith.addf %a, %a : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %mk { vector.load %m[%i] : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %p: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %m[%i], %p {permutation_map = affine_map<(d0)[s0] -> (d0)>} : memref<8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %p: i32) {
  // expected-error@+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<8xf32>, index, i32) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = vector.transfer_read %m[%i], %p : memref<8xf32>, vector<3xi8>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %p: f32, %mk: vector<4xi1>) {
  // expected-error@+1 {{'vector.transfer_read' op inferred mask type ('vector<8xi1>') and mask operand type ('vector<4xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %p, %mk) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<8xf32>, index, f32, vector<4xi1>) -> vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %v, %v [0] : vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %s: i32) {
  // expected-error@+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = "vector.insert"(%s, %v) <{static_position = array<i64: 0>}> : (i32, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: 0>}> : (vector<4xf32>) -> vector<f32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %s: f32) {
  %0 = vector.reduction <add>, %v, %s : vector<4xf32> into f32
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %1 = "vector.reduction"(%v, %0) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> f64
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) {
  %0 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  // expected-error@+1 {{'vector.interleave' op failed to verify that all of {lhs, rhs} have same type}}
  %1 = "vector.interleave"(%a, %0) : (vector<4xf32>, vector<8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.shape_cast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.shape_cast %a : vector<4xf32> to f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %a : f32 to vector<4xf64>
  return
}

// -----

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %c: i32) {
  // expected-error@+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<4xi32>, vector<4xi32> into i32
  return
}

// -----

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>, %c: vector<4x4xi32>) {
  // expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<4xi32>, vector<4xi32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %idx: vector<4xi32>, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  vector.mask %mk { vector.scatter %m[%i] [%idx], %mk, %v : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> } : vector<4xi1>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %mk { vector.maskedload %m[%i], %mk, %v : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %mk { vector.expandload %m[%i], %mk, %v : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %idx: vector<4xi32>, %mk: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %mk, %v { vector.gather %m[%i] [%idx], %mk, %v : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %idx: vector<4xi32>, %mk: vector<8xi1>, %mk4: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %mk { vector.gather %m[%i] [%idx], %mk4, %v : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<8xi1> -> vector<4xf32>
  return
}

// -----

func.func @f(%c: i1, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op operand #0 must be vector of 1-bit signless integer values, but got 'i1'}}
  %k = vector.mask %c { vector.yield %v : vector<4xf32> } : i1 -> vector<4xf32>
  return
}

// -----

func.func @f(%c: vector<4xi8>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op operand #0 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %k = vector.mask %c { vector.yield %v : vector<4xf32> } : vector<4xi8> -> vector<4xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %0 = vector.create_mask %i : vector<4xi8>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xf32>'}}
  %0 = vector.constant_mask [2] : vector<4xf32>
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error@+1 {{'vector.create_mask' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "vector.create_mask"(%i) : (i32) -> vector<4xi1>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %k: vector<4xi8>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %0 = vector.maskedload %m[%i], %k, %v : memref<8xf32>, vector<4xi8>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  // expected-error@+1 {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %1 = "vector.reduction"(%v, %v) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%m: vector<2x4xf32>, %a: vector<4xf64>) {
  // expected-error@+1 {{'vector.multi_reduction' op failed to verify that all of {dest, acc} have same type}}
  %0 = "vector.multi_reduction"(%m, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x4xf32>, vector<4xf64>) -> vector<4xf32>
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op reduction dimension 5 has to be less than 2}}
  %0:2 = vector.scan <add>, %s, %i {inclusive = true, reduction_dim = 5} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: vector<1x3xi32>) {
  // expected-error@+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %s, %i {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<1x3xi32>
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: vector<2xi32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <maxsi>, %s, %i {inclusive = false, reduction_dim = 0} : vector<2x3xi32>, vector<2xi32>
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = "vector.scan"(%s, %i) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = -1}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  return
}

// -----

func.func @f(%s: vector<2x3xf32>, %i: vector<3xf32>) {
  // expected-error@+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'xor'}}
  %0:2 = vector.scan <xor>, %s, %i {inclusive = true, reduction_dim = 0} : vector<2x3xf32>, vector<3xf32>
  return
}

// -----

func.func @f(%s: vector<4xi32>, %i: vector<i32>) {
  // expected-error@+1 {{'vector.scan' op unsupported reduction type 'i32' for kind 'minimumf'}}
  %0:2 = vector.scan <minimumf>, %s, %i {inclusive = false, reduction_dim = 0} : vector<4xi32>, vector<i32>
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op failed to verify that all of {source, dest} have same type}}
  %0:2 = "vector.scan"(%s, %i) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi64>, vector<3xi32>)
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op failed to verify that all of {initial_value, accumulated_value} have same type}}
  %0:2 = "vector.scan"(%s, %i) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<4xi32>)
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: i32) {
  // expected-error@+1 {{'vector.scan' op operand #1 must be vector of any type values, but got 'i32'}}
  %0:2 = "vector.scan"(%s, %i) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x3xi32>, i32) -> (vector<2x3xi32>, i32)
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op requires attribute 'inclusive'}}
  %0:2 = "vector.scan"(%s, %i) <{kind = #vector.kind<add>, reduction_dim = 0}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op requires attribute 'reduction_dim'}}
  %0:2 = vector.scan <add>, %s, %i {inclusive = true} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op attribute 'reduction_dim' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0:2 = "vector.scan"(%s, %i) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i32}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  return
}

// -----

#not_a_dict = [1, 2]
func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  // expected-error@+1 {{custom op 'vector.contract' invalid kind of attribute specified}}
  %0 = vector.contract #not_a_dict %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}

// -----

// The attribute dictionary of the custom form is checked when it is parsed.
func.func @f(%s: vector<2x3xi32>, %i: vector<3xi32>) {
  // expected-error@+1 {{custom op 'vector.scan' 'vector.scan' op attribute 'inclusive' failed to satisfy constraint: bool attribute}}
  %0:2 = vector.scan <add>, %s, %i {inclusive = 1, reduction_dim = 0 : i64} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: vector<3xi32>) {
  // expected-error@+1 {{custom op 'vector.scan' 'vector.scan' op attribute 'inclusive' failed to satisfy constraint: bool attribute}}
  %0:2 = vector.scan <add>, %s, %i {reduction_dim = 0 : i32, inclusive = unit} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: vector<3xi32>) {
  // expected-error@+1 {{custom op 'vector.scan' 'vector.scan' op attribute 'kind' failed to satisfy constraint: Kind of combining function for contractions and reductions}}
  %0:2 = vector.scan <add>, %s, %i {kind = 1, reduction_dim = 0 : i32} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @f(%s: vector<2x3xi32>, %i: vector<3xi32>) {
  // expected-error@+1 {{custom op 'vector.scan' 'vector.scan' op attribute 'reduction_dim' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0:2 = vector.scan <add>, %s, %i {inclusive = true, reduction_dim = "x"} : vector<2x3xi32>, vector<3xi32>
  return
}
