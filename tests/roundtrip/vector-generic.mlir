// Generic form of every vector op: properties, defaulted properties (`punctuation`, `kind`, `fastmath`), dynamic positions and operand segments round-trip (expected text from mlir-opt 22).
// RUN: bufjit opt %s --mlir-print-op-generic | FileCheck %s

#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16xf32>, vector<4xf32>, vector<4xf32>, index, f32, vector<4xi1>, vector<4xi32>, memref<4x4xf32>, tensor<16xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<16xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: index, %arg4: f32, %arg5: vector<4xi1>, %arg6: vector<4xi32>, %arg7: memref<4x4xf32>, %arg8: tensor<16xf32>):
    "vector.print"(%arg1) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
    "vector.print"() <{punctuation = #vector.punctuation<comma>}> : () -> ()
    "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello"}> : () -> ()
    %0 = "vector.broadcast"(%arg4) : (f32) -> vector<2x4xf32>
    %1 = "vector.from_elements"(%arg4, %arg4) : (f32, f32) -> vector<2xf32>
    %2:4 = "vector.to_elements"(%arg1) : (vector<4xf32>) -> (f32, f32, f32, f32)
    %3 = "vector.step"() : () -> vector<4xindex>
    %4 = "vector.extract"(%0) <{static_position = array<i64: 0, 1>}> : (vector<2x4xf32>) -> f32
    %5 = "vector.extract"(%0, %arg3) <{static_position = array<i64: -9223372036854775808>}> : (vector<2x4xf32>, index) -> vector<4xf32>
    %6 = "vector.insert"(%arg4, %0, %arg3) <{static_position = array<i64: 1, -9223372036854775808>}> : (f32, vector<2x4xf32>, index) -> vector<2x4xf32>
    %7 = "vector.extract_strided_slice"(%arg1) <{offsets = [1], sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<2xf32>
    %8 = "vector.insert_strided_slice"(%7, %arg1) <{offsets = [1], strides = [1]}> : (vector<2xf32>, vector<4xf32>) -> vector<4xf32>
    %9 = "vector.shuffle"(%arg1, %arg2) <{mask = array<i64: 0, 4, 1, 5>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %10 = "vector.interleave"(%arg1, %arg2) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
    %11:2 = "vector.deinterleave"(%10) : (vector<8xf32>) -> (vector<4xf32>, vector<4xf32>)
    %12 = "vector.transpose"(%0) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
    %13 = "vector.shape_cast"(%0) : (vector<2x4xf32>) -> vector<8xf32>
    %14 = "vector.bitcast"(%arg1) : (vector<4xf32>) -> vector<4xi32>
    %15 = "vector.type_cast"(%arg7) : (memref<4x4xf32>) -> memref<vector<4x4xf32>>
    %16 = "vector.fma"(%arg1, %arg2, %arg1) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %17 = "vector.reduction"(%arg1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
    %18 = "vector.reduction"(%arg1, %arg4) <{fastmath = #arith.fastmath<fast>, kind = #vector.kind<maximumf>}> : (vector<4xf32>, f32) -> f32
    %19 = "vector.multi_reduction"(%0, %arg1) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x4xf32>, vector<4xf32>) -> vector<4xf32>
    %20 = "vector.outerproduct"(%arg1, %arg2) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> vector<4x4xf32>
    %21 = "vector.outerproduct"(%arg1, %arg4, %arg1) <{kind = #vector.kind<mul>}> : (vector<4xf32>, f32, vector<4xf32>) -> vector<4xf32>
    %22 = "vector.create_mask"(%arg3) : (index) -> vector<4xi1>
    %23 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
    %24 = "vector.load"(%arg0, %arg3) : (memref<16xf32>, index) -> vector<4xf32>
    "vector.store"(%arg1, %arg0, %arg3) : (vector<4xf32>, memref<16xf32>, index) -> ()
    %25 = "vector.maskedload"(%arg0, %arg3, %arg5, %arg1) : (memref<16xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    "vector.maskedstore"(%arg0, %arg3, %arg5, %arg1) : (memref<16xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
    %26 = "vector.gather"(%arg0, %arg3, %arg6, %arg5, %arg1) : (memref<16xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    "vector.scatter"(%arg0, %arg3, %arg6, %arg5, %arg1) : (memref<16xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> ()
    %27 = "vector.expandload"(%arg0, %arg3, %arg5, %arg1) : (memref<16xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
    "vector.compressstore"(%arg0, %arg3, %arg5, %arg1) : (memref<16xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
    %28 = "vector.transfer_read"(%arg0, %arg3, %arg4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<16xf32>, index, f32) -> vector<4xf32>
    %29 = "vector.transfer_read"(%arg0, %arg3, %arg4, %arg5) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = #map}> : (memref<16xf32>, index, f32, vector<4xi1>) -> vector<4xf32>
    "vector.transfer_write"(%arg1, %arg0, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<4xf32>, memref<16xf32>, index) -> ()
    "vector.transfer_write"(%arg1, %arg0, %arg3, %arg5) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = #map}> : (vector<4xf32>, memref<16xf32>, index, vector<4xi1>) -> ()
    %30 = "vector.transfer_write"(%arg1, %arg8, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<4xf32>, tensor<16xf32>, index) -> tensor<16xf32>
    %31 = "vector.mask"(%arg5) ({
      %35 = "vector.transfer_read"(%arg0, %arg3, %arg4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<16xf32>, index, f32) -> vector<4xf32>
      "vector.yield"(%35) : (vector<4xf32>) -> ()
    }) : (vector<4xi1>) -> vector<4xf32>
    "vector.mask"(%arg5) ({
      "vector.transfer_write"(%arg1, %arg0, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<4xf32>, memref<16xf32>, index) -> ()
      "vector.yield"() : () -> ()
    }) : (vector<4xi1>) -> ()
    %32 = "vector.vscale"() : () -> index
    %33 = "arith.constant"() <{value = dense<0.000000e+00> : vector<2x2xf32>}> : () -> vector<2x2xf32>
    %34 = "vector.contract"(%0, %12, %33) <{indexing_maps = [#map1, #map2, #map3], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xf32>, vector<4x2xf32>, vector<2x2xf32>) -> vector<2x2xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (memref<16xf32>, vector<4xf32>, vector<4xf32>, index, f32, vector<4xi1>, vector<4xi32>, memref<4x4xf32>, tensor<16xf32>) -> (), sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg0: memref<16xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: index, %arg4: f32, %arg5: vector<4xi1>, %arg6: vector<4xi32>, %arg7: memref<4x4xf32>, %arg8: tensor<16xf32>):
// CHECK-NEXT: "vector.print"(%arg1) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
// CHECK-NEXT: "vector.print"() <{punctuation = #vector.punctuation<comma>}> : () -> ()
// CHECK-NEXT: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello"}> : () -> ()
// CHECK-NEXT: %0 = "vector.broadcast"(%arg4) : (f32) -> vector<2x4xf32>
// CHECK-NEXT: %1 = "vector.from_elements"(%arg4, %arg4) : (f32, f32) -> vector<2xf32>
// CHECK-NEXT: %2:4 = "vector.to_elements"(%arg1) : (vector<4xf32>) -> (f32, f32, f32, f32)
// CHECK-NEXT: %3 = "vector.step"() : () -> vector<4xindex>
// CHECK-NEXT: %4 = "vector.extract"(%0) <{static_position = array<i64: 0, 1>}> : (vector<2x4xf32>) -> f32
// CHECK-NEXT: %5 = "vector.extract"(%0, %arg3) <{static_position = array<i64: -9223372036854775808>}> : (vector<2x4xf32>, index) -> vector<4xf32>
// CHECK-NEXT: %6 = "vector.insert"(%arg4, %0, %arg3) <{static_position = array<i64: 1, -9223372036854775808>}> : (f32, vector<2x4xf32>, index) -> vector<2x4xf32>
// CHECK-NEXT: %7 = "vector.extract_strided_slice"(%arg1) <{offsets = [1], sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<2xf32>
// CHECK-NEXT: %8 = "vector.insert_strided_slice"(%7, %arg1) <{offsets = [1], strides = [1]}> : (vector<2xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %9 = "vector.shuffle"(%arg1, %arg2) <{mask = array<i64: 0, 4, 1, 5>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %10 = "vector.interleave"(%arg1, %arg2) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
// CHECK-NEXT: %11:2 = "vector.deinterleave"(%10) : (vector<8xf32>) -> (vector<4xf32>, vector<4xf32>)
// CHECK-NEXT: %12 = "vector.transpose"(%0) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
// CHECK-NEXT: %13 = "vector.shape_cast"(%0) : (vector<2x4xf32>) -> vector<8xf32>
// CHECK-NEXT: %14 = "vector.bitcast"(%arg1) : (vector<4xf32>) -> vector<4xi32>
// CHECK-NEXT: %15 = "vector.type_cast"(%arg7) : (memref<4x4xf32>) -> memref<vector<4x4xf32>>
// CHECK-NEXT: %16 = "vector.fma"(%arg1, %arg2, %arg1) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %17 = "vector.reduction"(%arg1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// CHECK-NEXT: %18 = "vector.reduction"(%arg1, %arg4) <{fastmath = #arith.fastmath<fast>, kind = #vector.kind<maximumf>}> : (vector<4xf32>, f32) -> f32
// CHECK-NEXT: %19 = "vector.multi_reduction"(%0, %arg1) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %20 = "vector.outerproduct"(%arg1, %arg2) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> vector<4x4xf32>
// CHECK-NEXT: %21 = "vector.outerproduct"(%arg1, %arg4, %arg1) <{kind = #vector.kind<mul>}> : (vector<4xf32>, f32, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %22 = "vector.create_mask"(%arg3) : (index) -> vector<4xi1>
// CHECK-NEXT: %23 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
// CHECK-NEXT: %24 = "vector.load"(%arg0, %arg3) : (memref<16xf32>, index) -> vector<4xf32>
// CHECK-NEXT: "vector.store"(%arg1, %arg0, %arg3) : (vector<4xf32>, memref<16xf32>, index) -> ()
// CHECK-NEXT: %25 = "vector.maskedload"(%arg0, %arg3, %arg5, %arg1) : (memref<16xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "vector.maskedstore"(%arg0, %arg3, %arg5, %arg1) : (memref<16xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
// CHECK-NEXT: %26 = "vector.gather"(%arg0, %arg3, %arg6, %arg5, %arg1) : (memref<16xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "vector.scatter"(%arg0, %arg3, %arg6, %arg5, %arg1) : (memref<16xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> ()
// CHECK-NEXT: %27 = "vector.expandload"(%arg0, %arg3, %arg5, %arg1) : (memref<16xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "vector.compressstore"(%arg0, %arg3, %arg5, %arg1) : (memref<16xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
// CHECK-NEXT: %28 = "vector.transfer_read"(%arg0, %arg3, %arg4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<16xf32>, index, f32) -> vector<4xf32>
// CHECK-NEXT: %29 = "vector.transfer_read"(%arg0, %arg3, %arg4, %arg5) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = #map}> : (memref<16xf32>, index, f32, vector<4xi1>) -> vector<4xf32>
// CHECK-NEXT: "vector.transfer_write"(%arg1, %arg0, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<4xf32>, memref<16xf32>, index) -> ()
// CHECK-NEXT: "vector.transfer_write"(%arg1, %arg0, %arg3, %arg5) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = #map}> : (vector<4xf32>, memref<16xf32>, index, vector<4xi1>) -> ()
// CHECK-NEXT: %30 = "vector.transfer_write"(%arg1, %arg8, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<4xf32>, tensor<16xf32>, index) -> tensor<16xf32>
// CHECK-NEXT: %31 = "vector.mask"(%arg5) ({
// CHECK-NEXT: %35 = "vector.transfer_read"(%arg0, %arg3, %arg4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<16xf32>, index, f32) -> vector<4xf32>
// CHECK-NEXT: "vector.yield"(%35) : (vector<4xf32>) -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> vector<4xf32>
// CHECK-NEXT: "vector.mask"(%arg5) ({
// CHECK-NEXT: "vector.transfer_write"(%arg1, %arg0, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<4xf32>, memref<16xf32>, index) -> ()
// CHECK-NEXT: "vector.yield"() : () -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> ()
// CHECK-NEXT: %32 = "vector.vscale"() : () -> index
// CHECK-NEXT: %33 = "arith.constant"() <{value = dense<0.000000e+00> : vector<2x2xf32>}> : () -> vector<2x2xf32>
// CHECK-NEXT: %34 = "vector.contract"(%0, %12, %33) <{indexing_maps = [#map1, #map2, #map3], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4xf32>, vector<4x2xf32>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
