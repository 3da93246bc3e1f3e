// Round-trip of the vector dialect's custom syntax (expected text from mlir-opt 22): every op,
// defaulted attributes elided (`in_bounds`, minor-identity `permutation_map`, `punctuation`,
// `fastmath`), result-name hints (%vscale, %res1/%res2) and the one-line `vector.mask`.
// RUN: bufjit opt %s -split-input-file | FileCheck %s

// Vector types: 0-D, n-D, every element type, memrefs of vectors, dense constants.
// CHECK: module {
// CHECK-NEXT: func.func @types(%arg0: vector<f32>, %arg1: vector<2x3x4xi8>, %arg2: vector<8xi1>, %arg3: vector<4xindex>, %arg4: vector<2xf64>, %arg5: vector<8xbf16>, %arg6: vector<8xf16>, %arg7: vector<2xi64>, %arg8: vector<4xi16>, %arg9: vector<1xi32>, %arg10: memref<4xvector<8xf32>>, %arg11: memref<?x2xvector<2x2xi32>>) {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT{LITERAL}: %cst_1 = arith.constant dense<[[true, false], [false, true]]> : vector<2x2xi1>
// CHECK-NEXT: %cst_2 = arith.constant dense<0> : vector<4xindex>
// CHECK-NEXT: %cst_3 = arith.constant dense<2.000000e+00> : vector<f64>
// CHECK-NEXT: %cst_4 = arith.constant dense<[5.000000e-01, -1.000000e+10]> : vector<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @types(%a: vector<f32>, %b: vector<2x3x4xi8>, %c: vector<8xi1>, %d: vector<4xindex>,
                 %e: vector<2xf64>, %f: vector<8xbf16>, %g: vector<8xf16>, %h: vector<2xi64>,
                 %i: vector<4xi16>, %j: vector<1xi32>, %k: memref<4xvector<8xf32>>, %l: memref<?x2xvector<2x2xi32>>) {
  %0 = arith.constant dense<1.5> : vector<4xf32>
  %1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %2 = arith.constant dense<[[true, false], [false, true]]> : vector<2x2xi1>
  %3 = arith.constant dense<0> : vector<4xindex>
  %4 = arith.constant dense<2.0> : vector<f64>
  %5 = arith.constant dense<[0.5, -1.0e+10]> : vector<2xf32>
  return
}

// -----

// Construction and element access, static and dynamic positions.
// CHECK: module {
// CHECK-NEXT: func.func @access(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: index, %arg4: vector<f32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg2 : f32 to vector<2x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %2 = vector.from_elements %arg2, %arg2, %arg2, %arg2 : vector<4xf32>
// CHECK-NEXT: %3 = vector.from_elements %arg2 : vector<f32>
// CHECK-NEXT: %4:4 = vector.to_elements %arg0 : vector<4xf32>
// CHECK-NEXT: %5 = vector.step : vector<8xindex>
// CHECK-NEXT: %6 = vector.extract %arg1[1, 2] : f32 from vector<2x4xf32>
// CHECK-NEXT: %7 = vector.extract %arg1[%arg3] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %8 = vector.extract %arg1[%arg3, 3] : f32 from vector<2x4xf32>
// CHECK-NEXT: %9 = vector.extract %arg4[] : f32 from vector<f32>
// CHECK-NEXT: %10 = vector.insert %arg2, %arg1 [0, %arg3] : f32 into vector<2x4xf32>
// CHECK-NEXT: %11 = vector.insert %arg0, %10 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %12 = vector.insert %arg2, %arg4 [] : f32 into vector<f32>
// CHECK-NEXT: %13 = vector.extract_strided_slice %arg1 {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
// CHECK-NEXT: %14 = vector.insert_strided_slice %13, %11 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
// CHECK-NEXT: return %14 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @access(%v: vector<4xf32>, %m: vector<2x4xf32>, %s: f32, %i: index, %z: vector<f32>) -> vector<2x4xf32> {
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %2 = vector.from_elements %s, %s, %s, %s : vector<4xf32>
  %3 = vector.from_elements %s : vector<f32>
  %4:4 = vector.to_elements %v : vector<4xf32>
  %5 = vector.step : vector<8xindex>
  %6 = vector.extract %m[1, 2] : f32 from vector<2x4xf32>
  %7 = vector.extract %m[%i] : vector<4xf32> from vector<2x4xf32>
  %8 = vector.extract %m[%i, 3] : f32 from vector<2x4xf32>
  %9 = vector.extract %z[] : f32 from vector<f32>
  %10 = vector.insert %s, %m [0, %i] : f32 into vector<2x4xf32>
  %11 = vector.insert %v, %10 [1] : vector<4xf32> into vector<2x4xf32>
  %12 = vector.insert %s, %z [] : f32 into vector<f32>
  %13 = vector.extract_strided_slice %m {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  %14 = vector.insert_strided_slice %13, %11 {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  return %14 : vector<2x4xf32>
}

// -----

// Shuffles, casts and arithmetic.
// CHECK: module {
// CHECK-NEXT: func.func @shuffle_cast(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>, %arg3: memref<8x8xf32>) {
// CHECK-NEXT: %0 = vector.shuffle %arg0, %arg1 [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.shuffle %arg2, %arg2 [3, 0, 1] : vector<2x4xf32>, vector<2x4xf32>
// CHECK-NEXT: %2 = vector.interleave %arg0, %arg1 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %2 : vector<8xf32> -> vector<4xf32>
// CHECK-NEXT: %3 = vector.transpose %arg2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: %4 = vector.shape_cast %arg2 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: %5 = vector.bitcast %arg0 : vector<4xf32> to vector<16xi8>
// CHECK-NEXT: %6 = vector.type_cast %arg3 : memref<8x8xf32> to memref<vector<8x8xf32>>
// CHECK-NEXT: %7 = vector.fma %arg0, %arg1, %arg0 : vector<4xf32>
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @shuffle_cast(%a: vector<4xf32>, %b: vector<4xf32>, %m: vector<2x4xf32>, %mem: memref<8x8xf32>) {
  %0 = vector.shuffle %a, %b [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %m, %m [3, 0, 1] : vector<2x4xf32>, vector<2x4xf32>
  %2 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  %3, %4 = vector.deinterleave %2 : vector<8xf32> -> vector<4xf32>
  %5 = vector.transpose %m, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %6 = vector.shape_cast %m : vector<2x4xf32> to vector<8xf32>
  %7 = vector.bitcast %a : vector<4xf32> to vector<16xi8>
  %8 = vector.type_cast %mem : memref<8x8xf32> to memref<vector<8x8xf32>>
  %9 = vector.fma %a, %b, %a : vector<4xf32>
  %10 = vector.vscale
  return
}

// -----

// Reductions, contractions and outer products.
// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @reduce(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>, %arg3: vector<4x3xf32>, %arg4: vector<2x3xf32>, %arg5: f32, %arg6: vector<8xi32>, %arg7: i32) {
// CHECK-NEXT: %0 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT: %1 = vector.reduction <maximumf>, %arg0, %arg5 fastmath<nnan,ninf> : vector<4xf32> into f32
// CHECK-NEXT: %2 = vector.reduction <xor>, %arg6, %arg7 : vector<8xi32> into i32
// CHECK-NEXT: %3 = vector.reduction <minsi>, %arg6 : vector<8xi32> into i32
// CHECK-NEXT: %4 = vector.multi_reduction <add>, %arg2, %arg0 [0] : vector<2x4xf32> to vector<4xf32>
// CHECK-NEXT: %5 = vector.multi_reduction <mul>, %arg2, %arg5 [0, 1] : vector<2x4xf32> to f32
// CHECK-NEXT: %6 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg2, %arg3, %arg4 : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
// CHECK-NEXT: %7 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %arg0, %arg1, %arg5 : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT: %8 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %9 = vector.outerproduct %arg0, %arg1, %8 {kind = #vector.kind<add>} : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %10 = vector.outerproduct %arg0, %arg5, %arg0 {kind = #vector.kind<mul>} : vector<4xf32>, f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @reduce(%a: vector<4xf32>, %b: vector<4xf32>, %m: vector<2x4xf32>, %n: vector<4x3xf32>, %c: vector<2x3xf32>, %s: f32, %x: vector<8xi32>, %y: i32) {
  %0 = vector.reduction <add>, %a : vector<4xf32> into f32
  %1 = vector.reduction <maximumf>, %a, %s fastmath<nnan,ninf> : vector<4xf32> into f32
  %2 = vector.reduction <xor>, %x, %y : vector<8xi32> into i32
  %3 = vector.reduction <minsi>, %x : vector<8xi32> into i32
  %4 = vector.multi_reduction <add>, %m, %a [0] : vector<2x4xf32> to vector<4xf32>
  %5 = vector.multi_reduction <mul>, %m, %s [0, 1] : vector<2x4xf32> to f32
  %6 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %m, %n, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  %7 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %a, %b, %s : vector<4xf32>, vector<4xf32> into f32
  %8 = vector.outerproduct %a, %b : vector<4xf32>, vector<4xf32>
  %9 = vector.outerproduct %a, %b, %8 : vector<4xf32>, vector<4xf32>
  %10 = vector.outerproduct %a, %s, %a {kind = #vector.kind<mul>} : vector<4xf32>, f32
  return
}

// -----

// Masks and masked regions.
// CHECK: module {
// CHECK-NEXT: func.func @masks(%arg0: index, %arg1: index, %arg2: memref<16xf32>, %arg3: vector<8xf32>, %arg4: f32) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.create_mask %arg0 : vector<8xi1>
// CHECK-NEXT: %1 = vector.create_mask %arg0, %arg1 : vector<4x8xi1>
// CHECK-NEXT: %2 = vector.constant_mask [3] : vector<8xi1>
// CHECK-NEXT: %3 = vector.constant_mask [2, 4] : vector<4x8xi1>
// CHECK-NEXT: %4 = vector.mask %0 { vector.transfer_read %arg2[%arg0], %arg4 : memref<16xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: vector.mask %0 { vector.transfer_write %4, %arg2[%arg1] : vector<8xf32>, memref<16xf32> } : vector<8xi1>
// CHECK-NEXT: %5 = vector.mask %0, %arg3 { vector.yield %arg3 : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: %6 = vector.mask %0 { vector.reduction <add>, %arg3 : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK-NEXT: vector.mask %0 { vector.yield } : vector<8xi1>
// CHECK-NEXT: return %5 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @masks(%i: index, %j: index, %mem: memref<16xf32>, %v: vector<8xf32>, %pad: f32) -> vector<8xf32> {
  %0 = vector.create_mask %i : vector<8xi1>
  %1 = vector.create_mask %i, %j : vector<4x8xi1>
  %2 = vector.constant_mask [3] : vector<8xi1>
  %3 = vector.constant_mask [2, 4] : vector<4x8xi1>
  %4 = vector.mask %0 { vector.transfer_read %mem[%i], %pad : memref<16xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %0 { vector.transfer_write %4, %mem[%j] : vector<8xf32>, memref<16xf32> } : vector<8xi1>
  %5 = vector.mask %0, %v { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %6 = vector.mask %0 { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  vector.mask %0 { } : vector<8xi1>
  return %5 : vector<8xf32>
}

// -----

// Memory access: plain, masked, gathers, expansions.
// CHECK: module {
// CHECK-NEXT: func.func @memory(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index, %arg3: vector<8xf32>, %arg4: vector<8xi1>, %arg5: vector<8xi32>) {
// CHECK-NEXT: %0 = vector.load %arg0[%arg1, %arg2] : memref<16x16xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg1, %arg2] {alignment = 16 : i64, nontemporal = true} : memref<16x16xf32>, vector<2x8xf32>
// CHECK-NEXT: vector.store %0, %arg0[%arg1, %arg2] : memref<16x16xf32>, vector<8xf32>
// CHECK-NEXT: vector.store %1, %arg0[%arg2, %arg1] : memref<16x16xf32>, vector<2x8xf32>
// CHECK-NEXT: %2 = vector.maskedload %arg0[%arg1, %arg2], %arg4, %arg3 : memref<16x16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg1, %arg2], %arg4, %2 : memref<16x16xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %3 = vector.gather %arg0[%arg1, %arg2] [%arg5], %arg4, %arg3 : memref<16x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.scatter %arg0[%arg1, %arg2] [%arg5], %arg4, %3 : memref<16x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %4 = vector.expandload %arg0[%arg1, %arg2], %arg4, %arg3 : memref<16x16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.compressstore %arg0[%arg1, %arg2], %arg4, %4 : memref<16x16xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @memory(%m: memref<16x16xf32>, %i: index, %j: index, %v: vector<8xf32>, %mask: vector<8xi1>, %idx: vector<8xi32>) {
  %0 = vector.load %m[%i, %j] : memref<16x16xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %j] {alignment = 16 : i64, nontemporal = true} : memref<16x16xf32>, vector<2x8xf32>
  vector.store %0, %m[%i, %j] : memref<16x16xf32>, vector<8xf32>
  vector.store %1, %m[%j, %i] {nontemporal = false} : memref<16x16xf32>, vector<2x8xf32>
  %2 = vector.maskedload %m[%i, %j], %mask, %v : memref<16x16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i, %j], %mask, %2 : memref<16x16xf32>, vector<8xi1>, vector<8xf32>
  %3 = vector.gather %m[%i, %j] [%idx], %mask, %v : memref<16x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%i, %j] [%idx], %mask, %3 : memref<16x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %4 = vector.expandload %m[%i, %j], %mask, %v : memref<16x16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i, %j], %mask, %4 : memref<16x16xf32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

// Transfers: minor identity elided, permutations, broadcasts, in_bounds, masks, 0-D,
// vector elements, tensors.
// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @transfers(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi1>, %arg4: vector<4x8xi1>, %arg5: memref<f32>, %arg6: memref<4xvector<4xf32>>, %arg7: vector<4xf32>, %arg8: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg1, %arg1], %arg2, %arg3 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {in_bounds = [false, true], permutation_map = #map1} : memref<?x?xf32>, vector<8x4xf32>
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map2} : memref<?x?xf32>, vector<4x8xf32>
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%arg1, %arg1], %arg2, %arg4 {permutation_map = #map1} : memref<?x?xf32>, vector<8x4xf32>
// CHECK-NEXT: %7 = vector.transfer_read %arg5[], %arg2 : memref<f32>, vector<f32>
// CHECK-NEXT: %8 = vector.transfer_read %arg6[%arg1], %arg7 : memref<4xvector<4xf32>>, vector<2x4xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%arg1, %arg1] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %1, %arg0[%arg1, %arg1], %arg3 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%arg1, %arg1] {permutation_map = #map1} : vector<8x4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %7, %arg5[] : vector<f32>, memref<f32>
// CHECK-NEXT: %9 = vector.transfer_write %5, %arg8[%arg1, %arg1] : vector<4x8xf32>, tensor<8x8xf32>
// CHECK-NEXT: return %9 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @transfers(%m: memref<?x?xf32>, %i: index, %pad: f32, %mask: vector<4xi1>, %m2: vector<4x8xi1>, %z: memref<f32>, %mv: memref<4xvector<4xf32>>, %vp: vector<4xf32>, %t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %pad, %mask : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %4 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [false, true]} : memref<?x?xf32>, vector<8x4xf32>
  %5 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<4x8xf32>
  %6 = vector.transfer_read %m[%i, %i], %pad, %m2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32>
  %7 = vector.transfer_read %z[], %pad : memref<f32>, vector<f32>
  %8 = vector.transfer_read %mv[%i], %vp : memref<4xvector<4xf32>>, vector<2x4xf32>
  vector.transfer_write %0, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %1, %m[%i, %i], %mask {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %4, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, memref<?x?xf32>
  vector.transfer_write %7, %z[] : vector<f32>, memref<f32>
  %9 = vector.transfer_write %5, %t[%i, %i] : vector<4x8xf32>, tensor<8x8xf32>
  return %9 : tensor<8x8xf32>
}

// -----

// Printing.
// CHECK: module {
// CHECK-NEXT: func.func @print(%arg0: vector<2x3xi32>, %arg1: f64, %arg2: index) {
// CHECK-NEXT: vector.print %arg0 : vector<2x3xi32>
// CHECK-NEXT: vector.print %arg1 : f64
// CHECK-NEXT: vector.print %arg2 : index punctuation <comma>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print punctuation <no_punctuation>
// CHECK-NEXT: vector.print
// CHECK-NEXT: vector.print str "hello\0A"
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @print(%v: vector<2x3xi32>, %s: f64, %i: index) {
  vector.print %v : vector<2x3xi32>
  vector.print %s : f64
  vector.print %i : index punctuation <comma>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <no_punctuation>
  vector.print punctuation <newline>
  vector.print str "hello\n"
  return
}

// -----

// 0-D transfers from higher-rank sources, vector-element memrefs, masks with broadcast
// dimensions, 0-D and n-D shuffles, integer contractions.
// CHECK: module {
// CHECK-NEXT: func.func @vector_transfer_ops_0d_from_higher_d(%arg0: tensor<?xf32>, %arg1: memref<?x?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0], %cst : tensor<?xf32>, vector<f32>
// CHECK-NEXT: %1 = vector.transfer_write %0, %arg0[%c0] : vector<f32>, tensor<?xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg1[%c0, %c0], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: vector.transfer_write %2, %arg1[%c0, %c0] : vector<f32>, memref<?x?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
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

// CHECK: #map = affine_map<(d0, d1, d2) -> (d1, d0, 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @t(%arg0: memref<?x?xf32>, %arg1: memref<?x?xvector<4x3xf32>>, %arg2: memref<?x?xvector<4x3xi32>>, %arg3: memref<?x?xvector<4x3xindex>>, %arg4: memref<?x?x?xf32>, %arg5: vector<4x3xf32>, %arg6: vector<4x3xi32>, %arg7: vector<4x3xindex>, %arg8: vector<4x5xi1>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<[false, false, true, false, true]> : vector<5xi1>
// CHECK-NEXT: %0 = vector.transfer_read %arg1[%c3, %c3], %arg5 : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c3, %c3], %arg5 {in_bounds = [false, true]} : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c3, %c3], %arg6 : memref<?x?xvector<4x3xi32>>, vector<5x24xi8>
// CHECK-NEXT: %3 = vector.transfer_read %arg3[%c3, %c3], %arg7 : memref<?x?xvector<4x3xindex>>, vector<5x48xi8>
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%c3, %c3], %cst, %cst_0 : memref<?x?xf32>, vector<5xf32>
// CHECK-NEXT: %5 = vector.transfer_read %arg4[%c3, %c3, %c3], %cst, %arg8 {permutation_map = #map} : memref<?x?x?xf32>, vector<5x4x8xf32>
// CHECK-NEXT: vector.transfer_write %1, %arg1[%c3, %c3] : vector<1x1x4x3xf32>, memref<?x?xvector<4x3xf32>>
// CHECK-NEXT: vector.transfer_write %2, %arg2[%c3, %c3] : vector<5x24xi8>, memref<?x?xvector<4x3xi32>>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%c3, %c3], %cst_0 : vector<5xf32>, memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @t(%arg0: memref<?x?xf32>, %arg1 : memref<?x?xvector<4x3xf32>>, %arg2 : memref<?x?xvector<4x3xi32>>, %arg3 : memref<?x?xvector<4x3xindex>>, %arg4 : memref<?x?x?xf32>, %vf0: vector<4x3xf32>, %v0: vector<4x3xi32>, %vi0: vector<4x3xindex>, %m2: vector<4x5xi1>) {
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %m = arith.constant dense<[0, 0, 1, 0, 1]> : vector<5xi1>
  %4 = vector.transfer_read %arg1[%c3, %c3], %vf0 {permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
  %5 = vector.transfer_read %arg1[%c3, %c3], %vf0 {in_bounds = [false, true]} : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
  %6 = vector.transfer_read %arg2[%c3, %c3], %v0 : memref<?x?xvector<4x3xi32>>, vector<5x24xi8>
  %7 = vector.transfer_read %arg3[%c3, %c3], %vi0 : memref<?x?xvector<4x3xindex>>, vector<5x48xi8>
  %8 = vector.transfer_read %arg0[%c3, %c3], %f0, %m : memref<?x?xf32>, vector<5xf32>
  %9 = vector.transfer_read %arg4[%c3, %c3, %c3], %f0, %m2 {permutation_map = affine_map<(d0, d1, d2)->(d1, d0, 0)>} : memref<?x?x?xf32>, vector<5x4x8xf32>
  vector.transfer_write %5, %arg1[%c3, %c3] {in_bounds = [false, false]} : vector<1x1x4x3xf32>, memref<?x?xvector<4x3xf32>>
  vector.transfer_write %6, %arg2[%c3, %c3] : vector<5x24xi8>, memref<?x?xvector<4x3xi32>>
  vector.transfer_write %8, %arg0[%c3, %c3], %m : vector<5xf32>, memref<?x?xf32>
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @shuffle0D(%arg0: vector<f32>) -> vector<3xf32> {
// CHECK-NEXT: %0 = vector.shuffle %arg0, %arg0 [0, 1, 0] : vector<f32>, vector<f32>
// CHECK-NEXT: return %0 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @shuffle0D(%a: vector<f32>) -> vector<3xf32> {
  %1 = vector.shuffle %a, %a[0, 1, 0] : vector<f32>, vector<f32>
  return %1 : vector<3xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @shuffle2D(%arg0: vector<1x4xf32>, %arg1: vector<2x4xf32>) -> vector<3x4xf32> {
// CHECK-NEXT: %0 = vector.shuffle %arg0, %arg1 [0, 1, 2] : vector<1x4xf32>, vector<2x4xf32>
// CHECK-NEXT: return %0 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @shuffle2D(%a: vector<1x4xf32>, %b: vector<2x4xf32>) -> vector<3x4xf32> {
  %1 = vector.shuffle %a, %b[0, 1, 2] : vector<1x4xf32>, vector<2x4xf32>
  return %1 : vector<3x4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @outerproduct(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<4x8xf32>) -> vector<4x8xf32> {
// CHECK-NEXT: %0 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.outerproduct %arg0, %arg1, %0 {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: return %1 : vector<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @outerproduct(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<4x8xf32>) -> vector<4x8xf32> {
  %0 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %arg0, %arg1, %0 : vector<4xf32>, vector<8xf32>
  return %1 : vector<4x8xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @contract_i(%arg0: vector<2x3xi32>, %arg1: vector<3x4xi32>, %arg2: vector<2x4xi32>, %arg3: vector<4x2xi32>) -> vector<4x2xi32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>} %arg0, %arg1, %arg3 : vector<2x3xi32>, vector<3x4xi32> into vector<4x2xi32>
// CHECK-NEXT: return %0 : vector<4x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @contract_i(%a: vector<2x3xi32>, %b: vector<3x4xi32>, %c: vector<2x4xi32>, %d: vector<4x2xi32>) -> vector<4x2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (j, i)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>} %a, %b, %d : vector<2x3xi32>, vector<3x4xi32> into vector<4x2xi32>
  return %0 : vector<4x2xi32>
}
