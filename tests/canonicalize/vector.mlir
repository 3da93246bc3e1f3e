// Folds and canonicalization patterns of vector ops (checked against mlir-opt 22): broadcast
// identities, splats and chains; extract through constant indices, extract/insert chains,
// broadcasts (stretched unit dimensions read at 0) and dense constants; shape_cast and
// transpose identities, chains and splats; extract_strided_slice of broadcasts and contiguous
// slices to extract + shape_cast; insert chains, to_elements/from_elements; all-true and
// empty vector.mask; transfer_write of a read of the same tensor place; create_mask of
// constants to constant_mask, and full or empty constant masks to splat constants. Also run
// twice to check the fixed point.
// RUN: bufjit opt %s --canonicalize -split-input-file | FileCheck %s
// RUN: bufjit opt %s --canonicalize -split-input-file | bufjit opt --canonicalize -split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @bcast(%arg0: f32, %arg1: vector<4xf32>) -> (vector<2x4xf32>, vector<4xf32>, vector<3x2x4xf32>, vector<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : f32 to vector<3x2x4xf32>
// CHECK-NEXT: return %0, %arg1, %1, %cst : vector<2x4xf32>, vector<4xf32>, vector<3x2x4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @bcast(%s: f32, %v: vector<4xf32>) -> (vector<2x4xf32>, vector<4xf32>, vector<3x2x4xf32>, vector<4xf32>) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %3 = vector.broadcast %1 : vector<2x4xf32> to vector<3x2x4xf32>
  %c = arith.constant 2.0 : f32
  %4 = vector.broadcast %c : f32 to vector<4xf32>
  return %1, %2, %3, %4 : vector<2x4xf32>, vector<4xf32>, vector<3x2x4xf32>, vector<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @extract(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>, %arg3: index) -> (f32, f32, vector<4xf32>, f32, f32, f32, vector<4xf32>, f32) {
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %0 = vector.extract %arg1[3] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg1[1] : f32 from vector<4xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %3 = vector.extract %arg2[0, 1] : f32 from vector<2x4xf32>
// CHECK-NEXT: return %arg0, %0, %arg1, %arg0, %cst, %1, %2, %3 : f32, f32, vector<4xf32>, f32, f32, f32, vector<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @extract(%s: f32, %v: vector<4xf32>, %m: vector<2x4xf32>, %i: index) -> (f32, f32, vector<4xf32>, f32, f32, f32, vector<4xf32>, f32) {
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %3 = vector.extract %2[1, 3] : f32 from vector<2x4xf32>
  %4 = vector.extract %2[%i] : vector<4xf32> from vector<2x4xf32>
  %5 = vector.insert %s, %m [1, 2] : f32 into vector<2x4xf32>
  %6 = vector.extract %5[1, 2] : f32 from vector<2x4xf32>
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %7 = vector.extract %c[2] : f32 from vector<4xf32>
  %c1 = arith.constant 1 : index
  %8 = vector.extract %v[%c1] : f32 from vector<4xf32>
  %9 = vector.extract %m[1] : vector<4xf32> from vector<2x4xf32>
  %10 = vector.extract %5[0, 1] : f32 from vector<2x4xf32>
  return %1, %3, %4, %6, %7, %8, %9, %10 : f32, f32, vector<4xf32>, f32, f32, f32, vector<4xf32>, f32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @shape(%arg0: vector<2x4xf32>, %arg1: vector<8xf32>) -> (vector<2x4xf32>, vector<8xf32>, vector<4x2xf32>, vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: %1 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: return %arg0, %0, %1, %arg0, %cst, %arg0 : vector<2x4xf32>, vector<8xf32>, vector<4x2xf32>, vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @shape(%m: vector<2x4xf32>, %n: vector<8xf32>) -> (vector<2x4xf32>, vector<8xf32>, vector<4x2xf32>, vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>) {
  %0 = vector.shape_cast %m : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %0 : vector<8xf32> to vector<2x4xf32>
  %2 = vector.shape_cast %0 : vector<8xf32> to vector<4x2xf32>
  %3 = vector.transpose %m, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %4 = vector.transpose %3, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
  %c = arith.constant dense<1.0> : vector<2x4xf32>
  %5 = vector.shape_cast %c : vector<2x4xf32> to vector<8xf32>
  %6 = vector.transpose %c, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %7 = vector.shape_cast %m : vector<2x4xf32> to vector<2x4xf32>
  return %1, %0, %2, %4, %5, %7 : vector<2x4xf32>, vector<8xf32>, vector<4x2xf32>, vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @masks() -> (vector<4xi1>, vector<4xi1>, vector<2x3xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<2x3xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %0 = vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT: return %0, %cst_1, %cst_0, %cst : vector<4xi1>, vector<4xi1>, vector<2x3xi1>, vector<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @masks() -> (vector<4xi1>, vector<4xi1>, vector<2x3xi1>, vector<4xi1>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %0 = vector.create_mask %c2 : vector<4xi1>
  %1 = vector.create_mask %c9 : vector<4xi1>
  %2 = vector.create_mask %c2, %c3 : vector<2x3xi1>
  %3 = vector.constant_mask [0] : vector<4xi1>
  return %0, %1, %2, %3 : vector<4xi1>, vector<4xi1>, vector<2x3xi1>, vector<4xi1>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @a(%arg0: vector<1x4xf32>, %arg1: index, %arg2: vector<3x1x4xf32>) -> (f32, vector<4xf32>, f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[0, 3] : f32 from vector<1x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : vector<4xf32> from vector<1x4xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[2, 0, %arg1] : f32 from vector<3x1x4xf32>
// CHECK-NEXT: %3 = vector.extract %arg2[1, 0, 2] : f32 from vector<3x1x4xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : f32, vector<4xf32>, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @a(%v: vector<1x4xf32>, %i: index, %w: vector<3x1x4xf32>) -> (f32, vector<4xf32>, f32, f32) {
  %0 = vector.broadcast %v : vector<1x4xf32> to vector<2x3x4xf32>
  %1 = vector.extract %0[1, 2, 3] : f32 from vector<2x3x4xf32>
  %2 = vector.extract %0[%i, 1] : vector<4xf32> from vector<2x3x4xf32>
  %3 = vector.broadcast %w : vector<3x1x4xf32> to vector<3x5x4xf32>
  %4 = vector.extract %3[2, 4, %i] : f32 from vector<3x5x4xf32>
  %5 = vector.extract %3[1] : vector<5x4xf32> from vector<3x5x4xf32>
  %6 = vector.extract %5[3, 2] : f32 from vector<5x4xf32>
  return %1, %2, %4, %6 : f32, vector<4xf32>, f32, f32
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @b() -> (vector<3xi32>, i32, vector<2x3xi32>, vector<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[4, 5, 6]> : vector<3xi32>
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst_0 = arith.constant dense<7> : vector<2x3xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<1> : vector<3xi32>
// CHECK-NEXT: return %cst, %c3_i32, %cst_0, %cst_1 : vector<3xi32>, i32, vector<2x3xi32>, vector<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @b() -> (vector<3xi32>, i32, vector<2x3xi32>, vector<3xi32>) {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %0 = vector.extract %c[1] : vector<3xi32> from vector<2x3xi32>
  %1 = vector.extract %c[0, 2] : i32 from vector<2x3xi32>
  %d = arith.constant dense<7> : vector<3xi32>
  %2 = vector.broadcast %d : vector<3xi32> to vector<2x3xi32>
  %e = arith.constant dense<[[1, 1, 1], [4, 5, 6]]> : vector<2x3xi32>
  %3 = vector.extract %e[0] : vector<3xi32> from vector<2x3xi32>
  return %0, %1, %2, %3 : vector<3xi32>, i32, vector<2x3xi32>, vector<3xi32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @c(%arg0: vector<2x3x4xf32>, %arg1: vector<1x4xf32>, %arg2: vector<4xf32>, %arg3: f32) -> (vector<4x3x2xf32>, vector<4x1xf32>, vector<4xf32>, vector<2x3x4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.transpose %arg0, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
// CHECK-NEXT: %1 = vector.transpose %arg1, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// CHECK-NEXT: %2 = vector.insert %arg3, %arg2 [0] : f32 into vector<4xf32>
// CHECK-NEXT: return %0, %1, %arg2, %arg0, %2 : vector<4x3x2xf32>, vector<4x1xf32>, vector<4xf32>, vector<2x3x4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @c(%m: vector<2x3x4xf32>, %u: vector<1x4xf32>, %v: vector<4xf32>, %s: f32) -> (vector<4x3x2xf32>, vector<4x1xf32>, vector<4xf32>, vector<2x3x4xf32>, vector<4xf32>) {
  %0 = vector.transpose %m, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %1 = vector.transpose %0, [2, 0, 1] : vector<3x2x4xf32> to vector<4x3x2xf32>
  %2 = vector.transpose %u, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  %3 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %4 = vector.shape_cast %3 : vector<1x4xf32> to vector<4xf32>
  %5 = vector.insert %m, %m [] : vector<2x3x4xf32> into vector<2x3x4xf32>
  %c0 = arith.constant 0 : index
  %6 = vector.insert %s, %v [%c0] : f32 into vector<4xf32>
  return %1, %2, %4, %5, %6 : vector<4x3x2xf32>, vector<4x1xf32>, vector<4xf32>, vector<2x3x4xf32>, vector<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @d(%arg0: index) -> (vector<i1>, vector<4xi1>, vector<2x4xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<i1>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<false> : vector<2x4xi1>
// CHECK-NEXT: %0 = vector.create_mask %arg0 : vector<4xi1>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %0 : vector<i1>, vector<4xi1>, vector<2x4xi1>, vector<4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @d(%i: index) -> (vector<i1>, vector<4xi1>, vector<2x4xi1>, vector<4xi1>) {
  %c1 = arith.constant 1 : index
  %cm = arith.constant -3 : index
  %c0 = arith.constant 0 : index
  %0 = vector.create_mask %c1 : vector<i1>
  %1 = vector.create_mask %cm : vector<4xi1>
  %2 = vector.create_mask %c1, %c0 : vector<2x4xi1>
  %3 = vector.create_mask %i : vector<4xi1>
  return %0, %1, %2, %3 : vector<i1>, vector<4xi1>, vector<2x4xi1>, vector<4xi1>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @e(%arg0: vector<4xf32>, %arg1: f32, %arg2: f32) -> (f32, f32, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[3] : f32 from vector<4xf32>
// CHECK-NEXT: return %arg1, %0, %arg0 : f32, f32, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @e(%v: vector<4xf32>, %s: f32, %t: f32) -> (f32, f32, vector<4xf32>) {
  %0 = vector.insert %s, %v [1] : f32 into vector<4xf32>
  %1 = vector.insert %t, %0 [2] : f32 into vector<4xf32>
  %2 = vector.extract %1[1] : f32 from vector<4xf32>
  %3 = vector.extract %1[3] : f32 from vector<4xf32>
  %4 = vector.shape_cast %v : vector<4xf32> to vector<2x2xf32>
  %5 = vector.shape_cast %4 : vector<2x2xf32> to vector<4xf32>
  return %2, %3, %5 : f32, f32, vector<4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: vector<4x4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<1x4xf32>) -> (vector<1x4xf32>, vector<2x2xf32>, vector<4x4xf32>, vector<2xf32>, vector<2x4xf32>, vector<2x2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<3.000000e+00> : vector<2xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[1] : vector<4xf32> from vector<4x4xf32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %arg1 {offsets = [2], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
// CHECK-NEXT: %3 = vector.broadcast %2 : vector<2xf32> to vector<2x2xf32>
// CHECK-NEXT: %4 = vector.broadcast %arg2 : f32 to vector<2x4xf32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %arg3 {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<1x4xf32> to vector<1x2xf32>
// CHECK-NEXT: %6 = vector.broadcast %5 : vector<1x2xf32> to vector<2x2xf32>
// CHECK-NEXT: return %1, %3, %arg0, %cst, %4, %6 : vector<1x4xf32>, vector<2x2xf32>, vector<4x4xf32>, vector<2xf32>, vector<2x4xf32>, vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%m: vector<4x4xf32>, %v: vector<4xf32>, %s: f32, %w: vector<1x4xf32>) -> (vector<1x4xf32>, vector<2x2xf32>, vector<4x4xf32>, vector<2xf32>, vector<2x4xf32>, vector<2x2xf32>) {
  %0 = vector.extract_strided_slice %m {offsets = [1], sizes = [1], strides = [1]} : vector<4x4xf32> to vector<1x4xf32>
  %b = vector.broadcast %v : vector<4xf32> to vector<4x4xf32>
  %1 = vector.extract_strided_slice %b {offsets = [1, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
  %2 = vector.extract_strided_slice %m {offsets = [0, 0], sizes = [4, 4], strides = [1, 1]} : vector<4x4xf32> to vector<4x4xf32>
  %c = arith.constant dense<3.0> : vector<4xf32>
  %3 = vector.extract_strided_slice %c {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %bs = vector.broadcast %s : f32 to vector<4x4xf32>
  %4 = vector.extract_strided_slice %bs {offsets = [1], sizes = [2], strides = [1]} : vector<4x4xf32> to vector<2x4xf32>
  %bw = vector.broadcast %w : vector<1x4xf32> to vector<4x4xf32>
  %5 = vector.extract_strided_slice %bw {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
  return %0, %1, %2, %3, %4, %5 : vector<1x4xf32>, vector<2x2xf32>, vector<4x4xf32>, vector<2xf32>, vector<2x4xf32>, vector<2x2xf32>
}

// -----

// Transfers on tensors have no memory effects: unused, they are erased.
// CHECK: module {
// CHECK-NEXT: func.func @t(%arg0: tensor<16xf32>, %arg1: vector<4xf32>, %arg2: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @t(%t: tensor<16xf32>, %v: vector<4xf32>, %i: index) {
  %0 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<16xf32>
  %p = arith.constant 0.0 : f32
  %1 = vector.transfer_read %t[%i], %p : tensor<16xf32>, vector<4xf32>
  return
}

// -----

// Insert chains that write every element become from_elements (to_elements of inserted vectors).
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: f32) -> (vector<2x4xf32>, vector<2xf32>, vector<2x4xf32>) {
// CHECK-NEXT: %0:4 = vector.to_elements %arg1 : vector<4xf32>
// CHECK-NEXT: %1:4 = vector.to_elements %arg2 : vector<4xf32>
// CHECK-NEXT: %2 = vector.from_elements %0#0, %0#1, %0#2, %0#3, %1#0, %1#1, %1#2, %1#3 : vector<2x4xf32>
// CHECK-NEXT: %3 = vector.from_elements %arg0, %arg3 : vector<2xf32>
// CHECK-NEXT: %4 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: return %2, %3, %4 : vector<2x4xf32>, vector<2xf32>, vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%s: f32, %a: vector<4xf32>, %b: vector<4xf32>, %t: f32) -> (vector<2x4xf32>, vector<2xf32>, vector<2x4xf32>) {
  %cst = arith.constant dense<0.0> : vector<2x4xf32>
  %0 = vector.insert %a, %cst [0] : vector<4xf32> into vector<2x4xf32>
  %1 = vector.insert %b, %0 [1] : vector<4xf32> into vector<2x4xf32>
  %c2 = arith.constant dense<0.0> : vector<2xf32>
  %2 = vector.insert %s, %c2 [0] : f32 into vector<2xf32>
  %3 = vector.insert %t, %2 [1] : f32 into vector<2xf32>
  %x = vector.broadcast %s : f32 to vector<4xf32>
  %4 = vector.insert %x, %cst [0] : vector<4xf32> into vector<2x4xf32>
  %5 = vector.insert %x, %4 [1] : vector<4xf32> into vector<2x4xf32>
  return %1, %3, %5 : vector<2x4xf32>, vector<2xf32>, vector<2x4xf32>
}

// -----

// to_elements/from_elements round trips and repeated scalars.
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: vector<4xf32>, %arg2: f32) -> (vector<4xf32>, f32, f32, vector<4xf32>, vector<f32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : f32 to vector<f32>
// CHECK-NEXT: return %0, %arg2, %arg0, %arg1, %1 : vector<4xf32>, f32, f32, vector<4xf32>, vector<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%s: f32, %a: vector<4xf32>, %t: f32) -> (vector<4xf32>, f32, f32, vector<4xf32>, vector<f32>) {
  %b = vector.broadcast %s : f32 to vector<4xf32>
  %e:4 = vector.to_elements %b : vector<4xf32>
  %0 = vector.from_elements %e#0, %e#1, %e#2, %e#3 : vector<4xf32>
  %f = vector.from_elements %s, %t, %s, %t : vector<4xf32>
  %g:4 = vector.to_elements %f : vector<4xf32>
  %h:4 = vector.to_elements %a : vector<4xf32>
  %1 = vector.from_elements %h#0, %h#1, %h#2, %h#3 : vector<4xf32>
  %2 = vector.from_elements %s : vector<f32>
  return %0, %g#1, %e#3, %1, %2 : vector<4xf32>, f32, f32, vector<4xf32>, vector<f32>
}

// -----

// The output of strided-slice lowering: inserts into zero constants become broadcasts.
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: vector<4x4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<1x4xf32>) -> (vector<1x4xf32>, vector<2x2xf32>, vector<4x4xf32>, vector<2xf32>, vector<2x4xf32>, vector<2x2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<3.000000e+00> : vector<2xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[1] : vector<4xf32> from vector<4x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %arg1 {offsets = [2], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
// CHECK-NEXT: %3 = vector.broadcast %2 : vector<2xf32> to vector<2x2xf32>
// CHECK-NEXT: %4 = vector.broadcast %arg2 : f32 to vector<2x4xf32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %arg3 {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<1x4xf32> to vector<1x2xf32>
// CHECK-NEXT: %6 = vector.broadcast %5 : vector<1x2xf32> to vector<2x2xf32>
// CHECK-NEXT: return %1, %3, %arg0, %cst, %4, %6 : vector<1x4xf32>, vector<2x2xf32>, vector<4x4xf32>, vector<2xf32>, vector<2x4xf32>, vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%arg0: vector<4x4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<1x4xf32>) -> (vector<1x4xf32>, vector<2x2xf32>, vector<4x4xf32>, vector<2xf32>, vector<2x4xf32>, vector<2x2xf32>) {
  %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
  %cst_0 = arith.constant dense<3.000000e+00> : vector<2xf32>
  %cst_1 = arith.constant dense<0.000000e+00> : vector<1x4xf32>
  %0 = vector.extract %arg0[1] : vector<4xf32> from vector<4x4xf32>
  %1 = vector.insert %0, %cst_1 [0] : vector<4xf32> into vector<1x4xf32>
  %2 = vector.broadcast %arg1 : vector<4xf32> to vector<4x4xf32>
  %3 = vector.extract_strided_slice %2 {offsets = [1, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
  %4 = vector.broadcast %arg2 : f32 to vector<4x4xf32>
  %5 = vector.extract %4[1] : vector<4xf32> from vector<4x4xf32>
  %6 = vector.extract %4[2] : vector<4xf32> from vector<4x4xf32>
  %7 = vector.insert %5, %cst [0] : vector<4xf32> into vector<2x4xf32>
  %8 = vector.insert %6, %7 [1] : vector<4xf32> into vector<2x4xf32>
  %9 = vector.broadcast %arg3 : vector<1x4xf32> to vector<4x4xf32>
  %10 = vector.extract_strided_slice %9 {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf32> to vector<2x2xf32>
  return %1, %3, %arg0, %cst_0, %8, %10 : vector<1x4xf32>, vector<2x2xf32>, vector<4x4xf32>, vector<2xf32>, vector<2x4xf32>, vector<2x2xf32>
}

// -----

// A transfer_write of what was read from the same tensor place is the tensor (foldWAR).
// CHECK: module {
// CHECK-NEXT: func.func @vector_transfer_ops_0d_from_higher_d(%arg0: tensor<?xf32>, %arg1: memref<?x?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg1[%c0, %c0], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: vector.transfer_write %0, %arg1[%c0, %c0] : vector<f32>, memref<?x?xf32>
// CHECK-NEXT: return %arg0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @vector_transfer_ops_0d_from_higher_d(%arg0: tensor<?xf32>, %arg1: memref<?x?xf32>) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %f0 = arith.constant 0.0 : f32
    %0 = vector.transfer_read %arg0[%c0], %f0 {permutation_map = affine_map<(d0)->()>} : tensor<?xf32>, vector<f32>
    %1 = vector.transfer_write %0, %arg0[%c0] {permutation_map = affine_map<(d0)->()>} : vector<f32>, tensor<?xf32>
    %2 = vector.transfer_read %arg1[%c0, %c0], %f0 {permutation_map = affine_map<(d0, d1)->()>} : memref<?x?xf32>, vector<f32>
    vector.transfer_write %2, %arg1[%c0, %c0] {permutation_map = affine_map<(d0, d1)->()>} : vector<f32>, memref<?x?xf32>
    return %1: tensor<?xf32>
}

// -----

// Masks enabling every lane unwrap their op; empty masks are what they yield.
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: vector<8xf32>, %arg1: memref<16xf32>, %arg2: index, %arg3: f32, %arg4: vector<8xi1>) -> (f32, vector<8xf32>, vector<8xf32>, f32) {
// CHECK-NEXT: %0 = vector.reduction <add>, %arg0 : vector<8xf32> into f32
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%arg2], %arg3 : memref<16xf32>, vector<8xf32>
// CHECK-NEXT: vector.transfer_write %arg0, %arg1[%arg2] : vector<8xf32>, memref<16xf32>
// CHECK-NEXT: %2 = vector.mask %arg4 { vector.reduction <mul>, %arg0 : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK-NEXT: return %0, %1, %arg0, %2 : f32, vector<8xf32>, vector<8xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%v: vector<8xf32>, %m: memref<16xf32>, %i: index, %p: f32, %k: vector<8xi1>) -> (f32, vector<8xf32>, vector<8xf32>, f32) {
  %c8 = arith.constant 8 : index
  %all = vector.constant_mask [8] : vector<8xi1>
  %0 = vector.mask %all { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %cm = vector.create_mask %c8 : vector<8xi1>
  %1 = vector.mask %cm { vector.transfer_read %m[%i], %p : memref<16xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %2 = vector.mask %k, %v { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %k { vector.yield } : vector<8xi1>
  %t = arith.constant dense<true> : vector<8xi1>
  vector.mask %t { vector.transfer_write %v, %m[%i] : vector<8xf32>, memref<16xf32> } : vector<8xi1>
  %3 = vector.mask %k { vector.reduction <mul>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %0, %1, %2, %3 : f32, vector<8xf32>, vector<8xf32>, f32
}

// -----

// An insert over an insert at the same position writes into the first one's destination.
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>, %arg3: f32, %arg4: f32) -> (vector<2x4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = vector.insert %arg1, %arg2 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %1 = vector.insert %arg4, %arg0 [2] : f32 into vector<4xf32>
// CHECK-NEXT: return %0, %1 : vector<2x4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<2x4xf32>, %s: f32, %t: f32) -> (vector<2x4xf32>, vector<4xf32>) {
  %0 = vector.insert %a, %c [1] : vector<4xf32> into vector<2x4xf32>
  %1 = vector.insert %b, %0 [1] : vector<4xf32> into vector<2x4xf32>
  %2 = vector.insert %s, %a [2] : f32 into vector<4xf32>
  %3 = vector.insert %t, %2 [2] : f32 into vector<4xf32>
  return %1, %3 : vector<2x4xf32>, vector<4xf32>
}

// -----

// Only constant positions inside the vector (or poison) become static; an out-of-range one stays.
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: vector<4x3xi32>, %arg1: i32) -> (i32, vector<4x3xi32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = vector.extract %arg0[%c4, 2] : i32 from vector<4x3xi32>
// CHECK-NEXT: %1 = vector.insert %arg1, %arg0 [2, 2] : i32 into vector<4x3xi32>
// CHECK-NEXT: return %0, %1 : i32, vector<4x3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%v: vector<4x3xi32>, %s: i32) -> (i32, vector<4x3xi32>) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %e = vector.extract %v[%c4, %c2] : i32 from vector<4x3xi32>
  %i = vector.insert %s, %v[%c2, %c2] : i32 into vector<4x3xi32>
  return %e, %i : i32, vector<4x3xi32>
}
