// Contractions with MLIR 22's properties: `cast = #linalg.type_fn<cast_unsigned|cast_signed>`
// (zero-extending / unsigned conversions in the implicit region), `indexing_maps` on matmul and
// batch_matmul (elided when default, printed in the generic form), multi-input linalg.reduce on
// buffers and tensors; round trip, generic form and affine lowering (expected text from
// mlir-opt 22).
// RUN: bufjit opt %s -split-input-file | FileCheck %s
// RUN: bufjit opt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufjit opt %s -split-input-file --convert-linalg-to-affine-loops | FileCheck %s --check-prefix=AFFINE

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<4x4xi32>, %arg3: memref<4x8xf32>, %arg4: memref<4x8xf32>, %arg5: memref<4xf32>, %arg6: memref<4xf32>) {
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x4xi8>) outs(%arg2 : memref<4x4xi32>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_signed>} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x4xi8>) outs(%arg2 : memref<4x4xi32>)
// CHECK-NEXT: linalg.reduce ins(%arg3, %arg4 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg5, %arg6 : memref<4xf32>, memref<4xf32>) dimensions = [1]
// CHECK-NEXT: (%in: f32, %in_0: f32, %init: f32, %init_1: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: %1 = arith.maximumf %in_0, %init_1 : f32
// CHECK-NEXT: linalg.yield %0, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x8xi8>, memref<8x4xi8>, memref<4x4xi32>, memref<4x8xf32>, memref<4x8xf32>, memref<4xf32>, memref<4xf32>) -> (), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<4x4xi32>, %arg3: memref<4x8xf32>, %arg4: memref<4x8xf32>, %arg5: memref<4xf32>, %arg6: memref<4xf32>):
// GENERIC-NEXT: "linalg.matmul"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg14: i8, %arg15: i8, %arg16: i32):
// GENERIC-NEXT: %6 = "arith.extui"(%arg14) : (i8) -> i32
// GENERIC-NEXT: %7 = "arith.extui"(%arg15) : (i8) -> i32
// GENERIC-NEXT: %8 = "arith.muli"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %9 = "arith.addi"(%arg16, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%9) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xi8>, memref<8x4xi8>, memref<4x4xi32>) -> ()
// GENERIC-NEXT: "linalg.matmul"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_signed>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg11: i8, %arg12: i8, %arg13: i32):
// GENERIC-NEXT: %2 = "arith.extsi"(%arg11) : (i8) -> i32
// GENERIC-NEXT: %3 = "arith.extsi"(%arg12) : (i8) -> i32
// GENERIC-NEXT: %4 = "arith.muli"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %5 = "arith.addi"(%arg13, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%5) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xi8>, memref<8x4xi8>, memref<4x4xi32>) -> ()
// GENERIC-NEXT: "linalg.reduce"(%arg3, %arg4, %arg5, %arg6) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%arg7: f32, %arg8: f32, %arg9: f32, %arg10: f32):
// GENERIC-NEXT: %0 = "arith.addf"(%arg7, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %1 = "arith.maximumf"(%arg8, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%0, %1) : (f32, f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// AFFINE: module {
// AFFINE-NEXT: func.func @f(%arg0: memref<4x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<4x4xi32>, %arg3: memref<4x8xf32>, %arg4: memref<4x8xf32>, %arg5: memref<4xf32>, %arg6: memref<4xf32>) {
// AFFINE-NEXT: affine.for %arg7 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg8 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg9 = 0 to 8 {
// AFFINE-NEXT: %0 = affine.load %arg0[%arg7, %arg9] : memref<4x8xi8>
// AFFINE-NEXT: %1 = affine.load %arg1[%arg9, %arg8] : memref<8x4xi8>
// AFFINE-NEXT: %2 = affine.load %arg2[%arg7, %arg8] : memref<4x4xi32>
// AFFINE-NEXT: %3 = arith.extui %0 : i8 to i32
// AFFINE-NEXT: %4 = arith.extui %1 : i8 to i32
// AFFINE-NEXT: %5 = arith.muli %3, %4 : i32
// AFFINE-NEXT: %6 = arith.addi %2, %5 : i32
// AFFINE-NEXT: affine.store %6, %arg2[%arg7, %arg8] : memref<4x4xi32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: affine.for %arg7 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg8 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg9 = 0 to 8 {
// AFFINE-NEXT: %0 = affine.load %arg0[%arg7, %arg9] : memref<4x8xi8>
// AFFINE-NEXT: %1 = affine.load %arg1[%arg9, %arg8] : memref<8x4xi8>
// AFFINE-NEXT: %2 = affine.load %arg2[%arg7, %arg8] : memref<4x4xi32>
// AFFINE-NEXT: %3 = arith.extsi %0 : i8 to i32
// AFFINE-NEXT: %4 = arith.extsi %1 : i8 to i32
// AFFINE-NEXT: %5 = arith.muli %3, %4 : i32
// AFFINE-NEXT: %6 = arith.addi %2, %5 : i32
// AFFINE-NEXT: affine.store %6, %arg2[%arg7, %arg8] : memref<4x4xi32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: affine.for %arg7 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg8 = 0 to 8 {
// AFFINE-NEXT: %0 = affine.load %arg3[%arg7, %arg8] : memref<4x8xf32>
// AFFINE-NEXT: %1 = affine.load %arg4[%arg7, %arg8] : memref<4x8xf32>
// AFFINE-NEXT: %2 = affine.load %arg5[%arg7] : memref<4xf32>
// AFFINE-NEXT: %3 = affine.load %arg6[%arg7] : memref<4xf32>
// AFFINE-NEXT: %4 = arith.addf %0, %2 : f32
// AFFINE-NEXT: %5 = arith.maximumf %1, %3 : f32
// AFFINE-NEXT: affine.store %4, %arg5[%arg7] : memref<4xf32>
// AFFINE-NEXT: affine.store %5, %arg6[%arg7] : memref<4xf32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: return
// AFFINE-NEXT: }
// AFFINE-NEXT: }
func.func @f(%a: memref<4x8xi8>, %b: memref<8x4xi8>, %c: memref<4x4xi32>, %x: memref<4x8xf32>, %y: memref<4x8xf32>, %o: memref<4xf32>, %p: memref<4xf32>) {
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, memref<8x4xi8>) outs(%c : memref<4x4xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_signed>} ins(%a, %b : memref<4x8xi8>, memref<8x4xi8>) outs(%c : memref<4x4xi32>)
  linalg.reduce ins(%x, %y : memref<4x8xf32>, memref<4x8xf32>) outs(%o, %p : memref<4xf32>, memref<4xf32>) dimensions = [1]
    (%in: f32, %in2: f32, %i1: f32, %i2: f32) {
      %0 = arith.addf %in, %i1 : f32
      %1 = arith.maximumf %in2, %i2 : f32
      linalg.yield %0, %1 : f32, f32
    }
  return
}
// -----
// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: memref<4x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<4x4xi32>, %arg3: memref<4x4xf32>, %arg4: memref<4x8xf16>, %arg5: memref<8x4xf16>, %arg6: memref<4x4xi16>) {
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x4xi8>) outs(%arg2 : memref<4x4xi32>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x4xi8>) outs(%arg3 : memref<4x4xf32>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg4, %arg5 : memref<4x8xf16>, memref<8x4xf16>) outs(%arg6 : memref<4x4xi16>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_signed>} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x4xi8>) outs(%arg3 : memref<4x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x8xi8>, memref<8x4xi8>, memref<4x4xi32>, memref<4x4xf32>, memref<4x8xf16>, memref<8x4xf16>, memref<4x4xi16>) -> (), sym_name = "casts"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<4x4xi32>, %arg3: memref<4x4xf32>, %arg4: memref<4x8xf16>, %arg5: memref<8x4xf16>, %arg6: memref<4x4xi16>):
// GENERIC-NEXT: "linalg.matmul"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg16: i8, %arg17: i8, %arg18: i32):
// GENERIC-NEXT: %12 = "arith.extui"(%arg16) : (i8) -> i32
// GENERIC-NEXT: %13 = "arith.extui"(%arg17) : (i8) -> i32
// GENERIC-NEXT: %14 = "arith.muli"(%12, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %15 = "arith.addi"(%arg18, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%15) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xi8>, memref<8x4xi8>, memref<4x4xi32>) -> ()
// GENERIC-NEXT: "linalg.matmul"(%arg0, %arg1, %arg3) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg13: i8, %arg14: i8, %arg15: f32):
// GENERIC-NEXT: %8 = "arith.uitofp"(%arg13) : (i8) -> f32
// GENERIC-NEXT: %9 = "arith.uitofp"(%arg14) : (i8) -> f32
// GENERIC-NEXT: %10 = "arith.mulf"(%8, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %11 = "arith.addf"(%arg15, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xi8>, memref<8x4xi8>, memref<4x4xf32>) -> ()
// GENERIC-NEXT: "linalg.matmul"(%arg4, %arg5, %arg6) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg10: f16, %arg11: f16, %arg12: i16):
// GENERIC-NEXT: %4 = "arith.fptoui"(%arg10) : (f16) -> i16
// GENERIC-NEXT: %5 = "arith.fptoui"(%arg11) : (f16) -> i16
// GENERIC-NEXT: %6 = "arith.muli"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
// GENERIC-NEXT: %7 = "arith.addi"(%arg12, %6) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
// GENERIC-NEXT: "linalg.yield"(%7) : (i16) -> ()
// GENERIC-NEXT: }) : (memref<4x8xf16>, memref<8x4xf16>, memref<4x4xi16>) -> ()
// GENERIC-NEXT: "linalg.matmul"(%arg0, %arg1, %arg3) <{cast = #linalg.type_fn<cast_signed>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg7: i8, %arg8: i8, %arg9: f32):
// GENERIC-NEXT: %0 = "arith.sitofp"(%arg7) : (i8) -> f32
// GENERIC-NEXT: %1 = "arith.sitofp"(%arg8) : (i8) -> f32
// GENERIC-NEXT: %2 = "arith.mulf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %3 = "arith.addf"(%arg9, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%3) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xi8>, memref<8x4xi8>, memref<4x4xf32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// AFFINE: module {
// AFFINE-NEXT: func.func @casts(%arg0: memref<4x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<4x4xi32>, %arg3: memref<4x4xf32>, %arg4: memref<4x8xf16>, %arg5: memref<8x4xf16>, %arg6: memref<4x4xi16>) {
// AFFINE-NEXT: affine.for %arg7 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg8 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg9 = 0 to 8 {
// AFFINE-NEXT: %0 = affine.load %arg0[%arg7, %arg9] : memref<4x8xi8>
// AFFINE-NEXT: %1 = affine.load %arg1[%arg9, %arg8] : memref<8x4xi8>
// AFFINE-NEXT: %2 = affine.load %arg2[%arg7, %arg8] : memref<4x4xi32>
// AFFINE-NEXT: %3 = arith.extui %0 : i8 to i32
// AFFINE-NEXT: %4 = arith.extui %1 : i8 to i32
// AFFINE-NEXT: %5 = arith.muli %3, %4 : i32
// AFFINE-NEXT: %6 = arith.addi %2, %5 : i32
// AFFINE-NEXT: affine.store %6, %arg2[%arg7, %arg8] : memref<4x4xi32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: affine.for %arg7 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg8 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg9 = 0 to 8 {
// AFFINE-NEXT: %0 = affine.load %arg0[%arg7, %arg9] : memref<4x8xi8>
// AFFINE-NEXT: %1 = affine.load %arg1[%arg9, %arg8] : memref<8x4xi8>
// AFFINE-NEXT: %2 = affine.load %arg3[%arg7, %arg8] : memref<4x4xf32>
// AFFINE-NEXT: %3 = arith.uitofp %0 : i8 to f32
// AFFINE-NEXT: %4 = arith.uitofp %1 : i8 to f32
// AFFINE-NEXT: %5 = arith.mulf %3, %4 : f32
// AFFINE-NEXT: %6 = arith.addf %2, %5 : f32
// AFFINE-NEXT: affine.store %6, %arg3[%arg7, %arg8] : memref<4x4xf32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: affine.for %arg7 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg8 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg9 = 0 to 8 {
// AFFINE-NEXT: %0 = affine.load %arg4[%arg7, %arg9] : memref<4x8xf16>
// AFFINE-NEXT: %1 = affine.load %arg5[%arg9, %arg8] : memref<8x4xf16>
// AFFINE-NEXT: %2 = affine.load %arg6[%arg7, %arg8] : memref<4x4xi16>
// AFFINE-NEXT: %3 = arith.fptoui %0 : f16 to i16
// AFFINE-NEXT: %4 = arith.fptoui %1 : f16 to i16
// AFFINE-NEXT: %5 = arith.muli %3, %4 : i16
// AFFINE-NEXT: %6 = arith.addi %2, %5 : i16
// AFFINE-NEXT: affine.store %6, %arg6[%arg7, %arg8] : memref<4x4xi16>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: affine.for %arg7 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg8 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg9 = 0 to 8 {
// AFFINE-NEXT: %0 = affine.load %arg0[%arg7, %arg9] : memref<4x8xi8>
// AFFINE-NEXT: %1 = affine.load %arg1[%arg9, %arg8] : memref<8x4xi8>
// AFFINE-NEXT: %2 = affine.load %arg3[%arg7, %arg8] : memref<4x4xf32>
// AFFINE-NEXT: %3 = arith.sitofp %0 : i8 to f32
// AFFINE-NEXT: %4 = arith.sitofp %1 : i8 to f32
// AFFINE-NEXT: %5 = arith.mulf %3, %4 : f32
// AFFINE-NEXT: %6 = arith.addf %2, %5 : f32
// AFFINE-NEXT: affine.store %6, %arg3[%arg7, %arg8] : memref<4x4xf32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: return
// AFFINE-NEXT: }
// AFFINE-NEXT: }
func.func @casts(%a: memref<4x8xi8>, %b: memref<8x4xi8>, %c: memref<4x4xi32>, %f: memref<4x4xf32>, %h: memref<4x8xf16>, %k: memref<8x4xf16>, %i: memref<4x4xi16>) {
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, memref<8x4xi8>) outs(%c : memref<4x4xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, memref<8x4xi8>) outs(%f : memref<4x4xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%h, %k : memref<4x8xf16>, memref<8x4xf16>) outs(%i : memref<4x4xi16>)
  linalg.matmul {cast = #linalg.type_fn<cast_signed>} ins(%a, %b : memref<4x8xi8>, memref<8x4xi8>) outs(%f : memref<4x4xf32>)
  return
}
// -----
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<2x4x8xi8>, %arg1: memref<2x8x4xi8>, %arg2: memref<2x4x4xi32>, %arg3: memref<4x4xi32>) {
// CHECK-NEXT: linalg.batch_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<2x4x8xi8>, memref<2x8x4xi8>) outs(%arg2 : memref<2x4x4xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x4x8xi8>, memref<2x8x4xi8>, memref<2x4x4xi32>, memref<4x4xi32>) -> (), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<2x4x8xi8>, %arg1: memref<2x8x4xi8>, %arg2: memref<2x4x4xi32>, %arg3: memref<4x4xi32>):
// GENERIC-NEXT: "linalg.batch_matmul"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg4: i8, %arg5: i8, %arg6: i32):
// GENERIC-NEXT: %0 = "arith.extui"(%arg4) : (i8) -> i32
// GENERIC-NEXT: %1 = "arith.extui"(%arg5) : (i8) -> i32
// GENERIC-NEXT: %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %3 = "arith.addi"(%arg6, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%3) : (i32) -> ()
// GENERIC-NEXT: }) : (memref<2x4x8xi8>, memref<2x8x4xi8>, memref<2x4x4xi32>) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// AFFINE: module {
// AFFINE-NEXT: func.func @f(%arg0: memref<2x4x8xi8>, %arg1: memref<2x8x4xi8>, %arg2: memref<2x4x4xi32>, %arg3: memref<4x4xi32>) {
// AFFINE-NEXT: affine.for %arg4 = 0 to 2 {
// AFFINE-NEXT: affine.for %arg5 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg6 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg7 = 0 to 8 {
// AFFINE-NEXT: %0 = affine.load %arg0[%arg4, %arg5, %arg7] : memref<2x4x8xi8>
// AFFINE-NEXT: %1 = affine.load %arg1[%arg4, %arg7, %arg6] : memref<2x8x4xi8>
// AFFINE-NEXT: %2 = affine.load %arg2[%arg4, %arg5, %arg6] : memref<2x4x4xi32>
// AFFINE-NEXT: %3 = arith.extui %0 : i8 to i32
// AFFINE-NEXT: %4 = arith.extui %1 : i8 to i32
// AFFINE-NEXT: %5 = arith.muli %3, %4 : i32
// AFFINE-NEXT: %6 = arith.addi %2, %5 : i32
// AFFINE-NEXT: affine.store %6, %arg2[%arg4, %arg5, %arg6] : memref<2x4x4xi32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: return
// AFFINE-NEXT: }
// AFFINE-NEXT: }
func.func @f(%a: memref<2x4x8xi8>, %b: memref<2x8x4xi8>, %c: memref<2x4x4xi32>, %o: memref<4x4xi32>) {
  linalg.batch_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<2x4x8xi8>, memref<2x8x4xi8>) outs(%c : memref<2x4x4xi32>)
  return
}
// -----
// CHECK: #map = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: memref<2x8x4xf32>, %arg1: memref<2x8x4xf32>, %arg2: memref<2x4x4xf32>, %arg3: memref<4x8xf32>, %arg4: memref<4x8xf32>, %arg5: memref<4xf32>, %arg6: memref<4xf32>, %arg7: memref<8x8xf32>, %arg8: memref<8x4xf32>, %arg9: tensor<4x8xf32>, %arg10: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: linalg.batch_matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<2x8x4xf32>, memref<2x8x4xf32>) outs(%arg2 : memref<2x4x4xf32>)
// CHECK-NEXT: linalg.reduce ins(%arg3, %arg4 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg5, %arg6 : memref<4xf32>, memref<4xf32>) dimensions = [1]
// CHECK-NEXT: (%in: f32, %in_0: f32, %init: f32, %init_1: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: %1 = arith.addf %in_0, %init_1 : f32
// CHECK-NEXT: linalg.yield %0, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %reduced:2 = linalg.reduce ins(%arg9, %arg9 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg10, %arg10 : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%in: f32, %in_0: f32, %init: f32, %init_1: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: %1 = arith.addf %in_0, %init_1 : f32
// CHECK-NEXT: linalg.yield %0, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map { arith.addf } ins(%arg3, %arg4 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg3 : memref<4x8xf32>)
// CHECK-NEXT: linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%arg3, %arg8 : memref<4x8xf32>, memref<8x4xf32>) outs(%arg7 : memref<8x8xf32>)
// CHECK-NEXT: return %reduced#0, %reduced#1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<2x8x4xf32>, memref<2x8x4xf32>, memref<2x4x4xf32>, memref<4x8xf32>, memref<4x8xf32>, memref<4xf32>, memref<4xf32>, memref<8x8xf32>, memref<8x4xf32>, tensor<4x8xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<2x8x4xf32>, %arg1: memref<2x8x4xf32>, %arg2: memref<2x4x4xf32>, %arg3: memref<4x8xf32>, %arg4: memref<4x8xf32>, %arg5: memref<4xf32>, %arg6: memref<4xf32>, %arg7: memref<8x8xf32>, %arg8: memref<8x4xf32>, %arg9: tensor<4x8xf32>, %arg10: tensor<4xf32>):
// GENERIC-NEXT: "linalg.batch_matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
// GENERIC-NEXT: %8 = "arith.mulf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %9 = "arith.addf"(%arg27, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%9) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<2x8x4xf32>, memref<2x8x4xf32>, memref<2x4x4xf32>) -> ()
// GENERIC-NEXT: "linalg.reduce"(%arg3, %arg4, %arg5, %arg6) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%arg21: f32, %arg22: f32, %arg23: f32, %arg24: f32):
// GENERIC-NEXT: %6 = "arith.addf"(%arg21, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %7 = "arith.addf"(%arg22, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%6, %7) : (f32, f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: %0:2 = "linalg.reduce"(%arg9, %arg9, %arg10, %arg10) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%arg17: f32, %arg18: f32, %arg19: f32, %arg20: f32):
// GENERIC-NEXT: %4 = "arith.addf"(%arg17, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %5 = "arith.addf"(%arg18, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%4, %5) : (f32, f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
// GENERIC-NEXT: "linalg.map"(%arg3, %arg4, %arg3) ({
// GENERIC-NEXT: ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
// GENERIC-NEXT: %3 = "arith.addf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%3) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// GENERIC-NEXT: "linalg.matmul"(%arg3, %arg8, %arg7) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
// GENERIC-NEXT: %1 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %2 = "arith.addf"(%arg13, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%2) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xf32>, memref<8x4xf32>, memref<8x8xf32>) -> ()
// GENERIC-NEXT: "func.return"(%0#0, %0#1) : (tensor<4xf32>, tensor<4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// AFFINE: module {
// AFFINE-NEXT: func.func @f(%arg0: memref<2x8x4xf32>, %arg1: memref<2x8x4xf32>, %arg2: memref<2x4x4xf32>, %arg3: memref<4x8xf32>, %arg4: memref<4x8xf32>, %arg5: memref<4xf32>, %arg6: memref<4xf32>, %arg7: memref<8x8xf32>, %arg8: memref<8x4xf32>, %arg9: tensor<4x8xf32>, %arg10: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// AFFINE-NEXT: affine.for %arg11 = 0 to 2 {
// AFFINE-NEXT: affine.for %arg12 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg13 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg14 = 0 to 8 {
// AFFINE-NEXT: %0 = affine.load %arg0[%arg11, %arg14, %arg12] : memref<2x8x4xf32>
// AFFINE-NEXT: %1 = affine.load %arg1[%arg11, %arg14, %arg13] : memref<2x8x4xf32>
// AFFINE-NEXT: %2 = affine.load %arg2[%arg11, %arg12, %arg13] : memref<2x4x4xf32>
// AFFINE-NEXT: %3 = arith.mulf %0, %1 : f32
// AFFINE-NEXT: %4 = arith.addf %2, %3 : f32
// AFFINE-NEXT: affine.store %4, %arg2[%arg11, %arg12, %arg13] : memref<2x4x4xf32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: affine.for %arg11 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg12 = 0 to 8 {
// AFFINE-NEXT: %0 = affine.load %arg3[%arg11, %arg12] : memref<4x8xf32>
// AFFINE-NEXT: %1 = affine.load %arg4[%arg11, %arg12] : memref<4x8xf32>
// AFFINE-NEXT: %2 = affine.load %arg5[%arg11] : memref<4xf32>
// AFFINE-NEXT: %3 = affine.load %arg6[%arg11] : memref<4xf32>
// AFFINE-NEXT: %4 = arith.addf %0, %2 : f32
// AFFINE-NEXT: %5 = arith.addf %1, %3 : f32
// AFFINE-NEXT: affine.store %4, %arg5[%arg11] : memref<4xf32>
// AFFINE-NEXT: affine.store %5, %arg6[%arg11] : memref<4xf32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: %reduced:2 = linalg.reduce ins(%arg9, %arg9 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg10, %arg10 : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
// AFFINE-NEXT: (%in: f32, %in_0: f32, %init: f32, %init_1: f32) {
// AFFINE-NEXT: %0 = arith.addf %in, %init : f32
// AFFINE-NEXT: %1 = arith.addf %in_0, %init_1 : f32
// AFFINE-NEXT: linalg.yield %0, %1 : f32, f32
// AFFINE-NEXT: }
// AFFINE-NEXT: affine.for %arg11 = 0 to 4 {
// AFFINE-NEXT: affine.for %arg12 = 0 to 8 {
// AFFINE-NEXT: %0 = affine.load %arg3[%arg11, %arg12] : memref<4x8xf32>
// AFFINE-NEXT: %1 = affine.load %arg4[%arg11, %arg12] : memref<4x8xf32>
// AFFINE-NEXT: %2 = arith.addf %0, %1 : f32
// AFFINE-NEXT: affine.store %2, %arg3[%arg11, %arg12] : memref<4x8xf32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: affine.for %arg11 = 0 to 8 {
// AFFINE-NEXT: affine.for %arg12 = 0 to 8 {
// AFFINE-NEXT: affine.for %arg13 = 0 to 4 {
// AFFINE-NEXT: %0 = affine.load %arg3[%arg13, %arg11] : memref<4x8xf32>
// AFFINE-NEXT: %1 = affine.load %arg8[%arg12, %arg13] : memref<8x4xf32>
// AFFINE-NEXT: %2 = affine.load %arg7[%arg11, %arg12] : memref<8x8xf32>
// AFFINE-NEXT: %3 = arith.mulf %0, %1 : f32
// AFFINE-NEXT: %4 = arith.addf %2, %3 : f32
// AFFINE-NEXT: affine.store %4, %arg7[%arg11, %arg12] : memref<8x8xf32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: }
// AFFINE-NEXT: return %reduced#0, %reduced#1 : tensor<4xf32>, tensor<4xf32>
// AFFINE-NEXT: }
// AFFINE-NEXT: }
#mA = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
#mB = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#mC = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @f(%a: memref<2x8x4xf32>, %b: memref<2x8x4xf32>, %c: memref<2x4x4xf32>, %x: memref<4x8xf32>, %y: memref<4x8xf32>, %o: memref<4xf32>, %p: memref<4xf32>, %q: memref<8x8xf32>, %z: memref<8x4xf32>, %ti: tensor<4x8xf32>, %to: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  linalg.batch_matmul indexing_maps = [#mA, #mB, #mC] ins(%a, %b : memref<2x8x4xf32>, memref<2x8x4xf32>) outs(%c : memref<2x4x4xf32>)
  linalg.reduce ins(%x, %y : memref<4x8xf32>, memref<4x8xf32>) outs(%o, %p : memref<4xf32>, memref<4xf32>) dimensions = [1]
    (%in: f32, %in2: f32, %i1: f32, %i2: f32) {
      %0 = arith.addf %in, %i1 : f32
      %1 = arith.addf %in2, %i2 : f32
      linalg.yield %0, %1 : f32, f32
    }
  %r:2 = linalg.reduce ins(%ti, %ti : tensor<4x8xf32>, tensor<4x8xf32>) outs(%to, %to : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%in: f32, %in2: f32, %i1: f32, %i2: f32) {
      %0 = arith.addf %in, %i1 : f32
      %1 = arith.addf %in2, %i2 : f32
      linalg.yield %0, %1 : f32, f32
    }
  linalg.map { arith.addf } ins(%x, %y : memref<4x8xf32>, memref<4x8xf32>) outs(%x : memref<4x8xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%x, %z : memref<4x8xf32>, memref<8x4xf32>) outs(%q : memref<8x8xf32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
