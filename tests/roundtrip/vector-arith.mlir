// Round-trip of arith and math ops on vector operands and of dense vector constants
// (expected text from mlir-opt 22): comparisons giving i1 vectors, selects with vector
// and scalar conditions, casts, 0-D vectors, splats.
// RUN: bufjit opt %s | FileCheck %s
// RUN: bufjit opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi32>, %arg3: vector<2x4xi32>, %arg4: vector<4xi1>, %arg5: i1, %arg6: vector<4xindex>, %arg7: vector<f32>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT: %1 = arith.cmpf olt, %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: %3 = arith.select %1, %arg0, %arg1 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %4 = arith.select %arg5, %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT: %5 = arith.extf %arg0 : vector<4xf32> to vector<4xf64>
// CHECK-NEXT: %6 = arith.sitofp %arg2 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %7 = arith.index_cast %arg6 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT: %8 = arith.bitcast %arg0 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: %9 = math.sqrt %arg0 : vector<4xf32>
// CHECK-NEXT: %10 = math.fma %arg0, %arg0, %arg1 fastmath<fast> : vector<4xf32>
// CHECK-NEXT{LITERAL}: %cst = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi32>
// CHECK-NEXT: %11 = arith.muli %arg3, %cst overflow<nsw> : vector<2x4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<f32>
// CHECK-NEXT: %12 = arith.addf %arg7, %cst_0 : vector<f32>
// CHECK-NEXT: %13 = arith.trunci %arg2 : vector<4xi32> to vector<4xi8>
// CHECK-NEXT: %cst_1 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %14 = arith.andi %arg4, %cst_1 : vector<4xi1>
// CHECK-NEXT: %15 = math.absi %arg2 : vector<4xi32>
// CHECK-NEXT: %16 = math.ctpop %arg2 : vector<4xi32>
// CHECK-NEXT: %17 = arith.maxnumf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1.000000e+00, 2.500000e+00, -3.000000e+00, 4.000000e+00]> : vector<4xf64>
// CHECK-NEXT: %cst_3 = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg2, %arg2 : vector<4xi32>, vector<4xi1>
// CHECK-NEXT: %18 = math.fpowi %arg0, %arg2 : vector<4xf32>, vector<4xi32>
// CHECK-NEXT: %19 = arith.uitofp %arg4 : vector<4xi1> to vector<4xf16>
// CHECK-NEXT: %cst_4 = arith.constant dense<1> : vector<2x2xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (vector<4xf32>, vector<4xf32>, vector<4xi32>, vector<2x4xi32>, vector<4xi1>, i1, vector<4xindex>, vector<f32>) -> (), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi32>, %arg3: vector<2x4xi32>, %arg4: vector<4xi1>, %arg5: i1, %arg6: vector<4xindex>, %arg7: vector<f32>):
// GENERIC-NEXT: %0 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %1 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
// GENERIC-NEXT: %2 = "arith.cmpi"(%arg2, %arg2) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
// GENERIC-NEXT: %3 = "arith.select"(%1, %arg0, %arg1) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %4 = "arith.select"(%arg5, %arg0, %arg1) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %5 = "arith.extf"(%arg0) : (vector<4xf32>) -> vector<4xf64>
// GENERIC-NEXT: %6 = "arith.sitofp"(%arg2) : (vector<4xi32>) -> vector<4xf32>
// GENERIC-NEXT: %7 = "arith.index_cast"(%arg6) : (vector<4xindex>) -> vector<4xi64>
// GENERIC-NEXT: %8 = "arith.bitcast"(%arg0) : (vector<4xf32>) -> vector<4xi32>
// GENERIC-NEXT: %9 = "math.sqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %10 = "math.fma"(%arg0, %arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT{LITERAL}: %11 = "arith.constant"() <{value = dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi32>}> : () -> vector<2x4xi32>
// GENERIC-NEXT: %12 = "arith.muli"(%arg3, %11) <{overflowFlags = #arith.overflow<nsw>}> : (vector<2x4xi32>, vector<2x4xi32>) -> vector<2x4xi32>
// GENERIC-NEXT: %13 = "arith.constant"() <{value = dense<0.000000e+00> : vector<f32>}> : () -> vector<f32>
// GENERIC-NEXT: %14 = "arith.addf"(%arg7, %13) <{fastmath = #arith.fastmath<none>}> : (vector<f32>, vector<f32>) -> vector<f32>
// GENERIC-NEXT: %15 = "arith.trunci"(%arg2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>) -> vector<4xi8>
// GENERIC-NEXT: %16 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
// GENERIC-NEXT: %17 = "arith.andi"(%arg4, %16) : (vector<4xi1>, vector<4xi1>) -> vector<4xi1>
// GENERIC-NEXT: %18 = "math.absi"(%arg2) : (vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT: %19 = "math.ctpop"(%arg2) : (vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT: %20 = "arith.maxnumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT: %21 = "arith.constant"() <{value = dense<[1.000000e+00, 2.500000e+00, -3.000000e+00, 4.000000e+00]> : vector<4xf64>}> : () -> vector<4xf64>
// GENERIC-NEXT: %22 = "arith.constant"() <{value = dense<[0, 1, 2, 3]> : vector<4xindex>}> : () -> vector<4xindex>
// GENERIC-NEXT: %23:2 = "arith.addui_extended"(%arg2, %arg2) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
// GENERIC-NEXT: %24 = "math.fpowi"(%arg0, %arg2) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xi32>) -> vector<4xf32>
// GENERIC-NEXT: %25 = "arith.uitofp"(%arg4) : (vector<4xi1>) -> vector<4xf16>
// GENERIC-NEXT: %26 = "arith.constant"() <{value = dense<1> : vector<2x2xi8>}> : () -> vector<2x2xi8>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %i: vector<4xi32>, %j: vector<2x4xi32>, %c: vector<4xi1>, %s: i1, %x: vector<4xindex>, %z: vector<f32>) {
  %0 = arith.addf %a, %b : vector<4xf32>
  %1 = arith.cmpf olt, %a, %b : vector<4xf32>
  %2 = arith.cmpi slt, %i, %i : vector<4xi32>
  %3 = arith.select %1, %a, %b : vector<4xi1>, vector<4xf32>
  %4 = arith.select %s, %a, %b : vector<4xf32>
  %5 = arith.extf %a : vector<4xf32> to vector<4xf64>
  %6 = arith.sitofp %i : vector<4xi32> to vector<4xf32>
  %7 = arith.index_cast %x : vector<4xindex> to vector<4xi64>
  %8 = arith.bitcast %a : vector<4xf32> to vector<4xi32>
  %9 = math.sqrt %a : vector<4xf32>
  %10 = math.fma %a, %a, %b fastmath<fast> : vector<4xf32>
  %11 = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi32>
  %12 = arith.muli %j, %11 overflow<nsw> : vector<2x4xi32>
  %13 = arith.constant dense<0.0> : vector<f32>
  %14 = arith.addf %z, %13 : vector<f32>
  %15 = arith.trunci %i : vector<4xi32> to vector<4xi8>
  %16 = arith.constant dense<true> : vector<4xi1>
  %17 = arith.andi %c, %16 : vector<4xi1>
  %18 = math.absi %i : vector<4xi32>
  %19 = math.ctpop %i : vector<4xi32>
  %20 = arith.maxnumf %a, %b : vector<4xf32>
  %21 = arith.constant dense<[1.0, 2.5, -3.0, 4.0]> : vector<4xf64>
  %22 = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  %23:2 = arith.addui_extended %i, %i : vector<4xi32>, vector<4xi1>
  %24 = math.fpowi %a, %i : vector<4xf32>, vector<4xi32>
  %25 = arith.uitofp %c : vector<4xi1> to vector<4xf16>
  %26 = arith.constant dense<1> : vector<2x2xi8>
  return
}
