// RUN: bufjit run %s -e entry -entry-point-result=void -O0 | FileCheck %s
// RUN: bufjit run %s -e entry -entry-point-result=void -O3 | FileCheck %s
// RUN: bufjit run %s -e entry -entry-point-result=void --engine=interp | FileCheck %s
// Small-float arithmetic as `mlir-opt --convert-arith-to-apfloat` lowers it: calls of the
// APFloat wrapper library (`_mlir_apfloat_*` with LLVM's semantics numbering: 0 f16, 1 bf16,
// 2 f32, 7 f8E5M2, 10 f8E4M3FN, 18 f4E2M1FN) on the values' bits: + - * / remainder,
// min/max, comparisons, negation, integer and float conversions (to integers rounding to
// nearest even and saturating), with NaN, infinity, overflow and -0. Expected output:
// mlir-runner 22 with libmlir_apfloat_wrappers.

// CHECK: {{^}}3.5{{$}}
// CHECK-NEXT: {{^}}-0.5{{$}}
// CHECK-NEXT: {{^}}3{{$}}
// CHECK-NEXT: {{^}}0.75{{$}}
// CHECK-NEXT: {{^}}-0.5{{$}}
// CHECK-NEXT: {{^}}1.5{{$}}
// CHECK-NEXT: {{^}}2{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-1.5{{$}}
// CHECK-NEXT: {{^}}2{{$}}
// CHECK-NEXT: {{^}}2{{$}}
// CHECK-NEXT: {{^}}1.5{{$}}
// CHECK-NEXT: {{^}}-2{{$}}
// CHECK-NEXT: {{^}}-5{{$}}
// CHECK-NEXT: {{^}}-5{{$}}
// CHECK-NEXT: {{^}}-2.25{{$}}
// CHECK-NEXT: {{^}}-0.5{{$}}
// CHECK-NEXT: {{^}}-3.5{{$}}
// CHECK-NEXT: {{^}}1.5{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}3.5{{$}}
// CHECK-NEXT: {{^}}-4{{$}}
// CHECK-NEXT: {{^}}2{{$}}
// CHECK-NEXT: {{^}}-3.5{{$}}
// CHECK-NEXT: {{^}}448{{$}}
// CHECK-NEXT: {{^}}448{{$}}
// CHECK-NEXT: {{^}}7{{$}}
// CHECK-NEXT: {{^}}nan{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0.015625{{$}}
// CHECK-NEXT: {{^}}448{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}-448{{$}}
// CHECK-NEXT: {{^}}127{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}448{{$}}
// CHECK-NEXT: {{^}}-3.5{{$}}
// CHECK-NEXT: {{^}}3.5{{$}}
// CHECK-NEXT: {{^}}-0.0546875{{$}}
// CHECK-NEXT: {{^}}-0.00390625{{$}}
// CHECK-NEXT: {{^}}0.015625{{$}}
// CHECK-NEXT: {{^}}-3.5{{$}}
// CHECK-NEXT: {{^}}0.015625{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}-0.015625{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0.015625{{$}}
// CHECK-NEXT: {{^}}3{{$}}
// CHECK-NEXT: {{^}}-0.75{{$}}
// CHECK-NEXT: {{^}}-12{{$}}
// CHECK-NEXT: {{^}}-0.25{{$}}
// CHECK-NEXT: {{^}}3{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}3{{$}}
// CHECK-NEXT: {{^}}inf{{$}}
// CHECK-NEXT: {{^}}inf{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}57344{{$}}
// CHECK-NEXT: {{^}}57344{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}6{{$}}
// CHECK-NEXT: {{^}}-0.25{{$}}
// CHECK-NEXT: {{^}}-0{{$}}
// CHECK-NEXT: {{^}}-inf{{$}}
// CHECK-NEXT: {{^}}-0.25{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}-0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}nan{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}inf{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}-2048{{$}}
// CHECK-NEXT: {{^}}4.29497e+09{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}300{{$}}
// CHECK-NEXT: {{^}}0.00999451{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}inf{{$}}
// CHECK-NEXT: {{^}}70144{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}

module {
  func.func private @_mlir_apfloat_convert_from_int(i32, i32, i1, i64) -> i64
  func.func private @_mlir_apfloat_maximum(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_minnum(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_convert(i32, i32, i64) -> i64
  func.func private @_mlir_apfloat_convert_to_int(i32, i32, i1, i64) -> i64
  func.func private @_mlir_apfloat_neg(i32, i64) -> i64
  func.func private @_mlir_apfloat_compare(i32, i64, i64) -> i8
  func.func private @_mlir_apfloat_maxnum(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_minimum(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_remainder(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_divide(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_multiply(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_subtract(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_add(i32, i64, i64) -> i64
  func.func @ops_e4m3(%arg0: f8E4M3FN, %arg1: f8E4M3FN) {
    %0 = arith.bitcast %arg0 : f8E4M3FN to i8
    %1 = arith.extui %0 : i8 to i64
    %2 = arith.bitcast %arg1 : f8E4M3FN to i8
    %3 = arith.extui %2 : i8 to i64
    %c10_i32 = arith.constant 10 : i32
    %4 = call @_mlir_apfloat_add(%c10_i32, %1, %3) : (i32, i64, i64) -> i64
    %5 = arith.trunci %4 : i64 to i8
    %6 = arith.bitcast %5 : i8 to f8E4M3FN
    vector.print %6 : f8E4M3FN
    %7 = arith.bitcast %arg0 : f8E4M3FN to i8
    %8 = arith.extui %7 : i8 to i64
    %9 = arith.bitcast %arg1 : f8E4M3FN to i8
    %10 = arith.extui %9 : i8 to i64
    %c10_i32_0 = arith.constant 10 : i32
    %11 = call @_mlir_apfloat_subtract(%c10_i32_0, %8, %10) : (i32, i64, i64) -> i64
    %12 = arith.trunci %11 : i64 to i8
    %13 = arith.bitcast %12 : i8 to f8E4M3FN
    vector.print %13 : f8E4M3FN
    %14 = arith.bitcast %arg0 : f8E4M3FN to i8
    %15 = arith.extui %14 : i8 to i64
    %16 = arith.bitcast %arg1 : f8E4M3FN to i8
    %17 = arith.extui %16 : i8 to i64
    %c10_i32_1 = arith.constant 10 : i32
    %18 = call @_mlir_apfloat_multiply(%c10_i32_1, %15, %17) : (i32, i64, i64) -> i64
    %19 = arith.trunci %18 : i64 to i8
    %20 = arith.bitcast %19 : i8 to f8E4M3FN
    vector.print %20 : f8E4M3FN
    %21 = arith.bitcast %arg0 : f8E4M3FN to i8
    %22 = arith.extui %21 : i8 to i64
    %23 = arith.bitcast %arg1 : f8E4M3FN to i8
    %24 = arith.extui %23 : i8 to i64
    %c10_i32_2 = arith.constant 10 : i32
    %25 = call @_mlir_apfloat_divide(%c10_i32_2, %22, %24) : (i32, i64, i64) -> i64
    %26 = arith.trunci %25 : i64 to i8
    %27 = arith.bitcast %26 : i8 to f8E4M3FN
    vector.print %27 : f8E4M3FN
    %28 = arith.bitcast %arg0 : f8E4M3FN to i8
    %29 = arith.extui %28 : i8 to i64
    %30 = arith.bitcast %arg1 : f8E4M3FN to i8
    %31 = arith.extui %30 : i8 to i64
    %c10_i32_3 = arith.constant 10 : i32
    %32 = call @_mlir_apfloat_remainder(%c10_i32_3, %29, %31) : (i32, i64, i64) -> i64
    %33 = arith.trunci %32 : i64 to i8
    %34 = arith.bitcast %33 : i8 to f8E4M3FN
    vector.print %34 : f8E4M3FN
    %35 = arith.bitcast %arg0 : f8E4M3FN to i8
    %36 = arith.extui %35 : i8 to i64
    %37 = arith.bitcast %arg1 : f8E4M3FN to i8
    %38 = arith.extui %37 : i8 to i64
    %c10_i32_4 = arith.constant 10 : i32
    %39 = call @_mlir_apfloat_minimum(%c10_i32_4, %36, %38) : (i32, i64, i64) -> i64
    %40 = arith.trunci %39 : i64 to i8
    %41 = arith.bitcast %40 : i8 to f8E4M3FN
    vector.print %41 : f8E4M3FN
    %42 = arith.bitcast %arg0 : f8E4M3FN to i8
    %43 = arith.extui %42 : i8 to i64
    %44 = arith.bitcast %arg1 : f8E4M3FN to i8
    %45 = arith.extui %44 : i8 to i64
    %c10_i32_5 = arith.constant 10 : i32
    %46 = call @_mlir_apfloat_maxnum(%c10_i32_5, %43, %45) : (i32, i64, i64) -> i64
    %47 = arith.trunci %46 : i64 to i8
    %48 = arith.bitcast %47 : i8 to f8E4M3FN
    vector.print %48 : f8E4M3FN
    %49 = arith.bitcast %arg0 : f8E4M3FN to i8
    %50 = arith.extui %49 : i8 to i64
    %51 = arith.bitcast %arg1 : f8E4M3FN to i8
    %52 = arith.extui %51 : i8 to i64
    %c10_i32_6 = arith.constant 10 : i32
    %53 = call @_mlir_apfloat_compare(%c10_i32_6, %50, %52) : (i32, i64, i64) -> i8
    %c0_i8 = arith.constant 0 : i8
    %54 = arith.cmpi eq, %53, %c0_i8 : i8
    vector.print %54 : i1
    %55 = arith.bitcast %arg0 : f8E4M3FN to i8
    %56 = arith.extui %55 : i8 to i64
    %57 = arith.bitcast %arg1 : f8E4M3FN to i8
    %58 = arith.extui %57 : i8 to i64
    %c10_i32_7 = arith.constant 10 : i32
    %59 = call @_mlir_apfloat_compare(%c10_i32_7, %56, %58) : (i32, i64, i64) -> i8
    %c3_i8 = arith.constant 3 : i8
    %60 = arith.cmpi eq, %59, %c3_i8 : i8
    %c2_i8 = arith.constant 2 : i8
    %61 = arith.cmpi eq, %59, %c2_i8 : i8
    %c1_i8 = arith.constant 1 : i8
    %62 = arith.cmpi eq, %59, %c1_i8 : i8
    %63 = arith.ori %61, %62 : i1
    %64 = arith.ori %60, %63 : i1
    vector.print %64 : i1
    %65 = arith.bitcast %arg0 : f8E4M3FN to i8
    %66 = arith.extui %65 : i8 to i64
    %c10_i32_8 = arith.constant 10 : i32
    %67 = call @_mlir_apfloat_neg(%c10_i32_8, %66) : (i32, i64) -> i64
    %68 = arith.trunci %67 : i64 to i8
    %69 = arith.bitcast %68 : i8 to f8E4M3FN
    vector.print %69 : f8E4M3FN
    %70 = arith.bitcast %arg0 : f8E4M3FN to i8
    %71 = arith.extui %70 : i8 to i64
    %c10_i32_9 = arith.constant 10 : i32
    %c8_i32 = arith.constant 8 : i32
    %false = arith.constant false
    %72 = call @_mlir_apfloat_convert_to_int(%c10_i32_9, %c8_i32, %false, %71) : (i32, i32, i1, i64) -> i64
    %73 = arith.trunci %72 : i64 to i8
    vector.print %73 : i8
    %74 = arith.bitcast %arg1 : f8E4M3FN to i8
    %75 = arith.extui %74 : i8 to i64
    %c10_i32_10 = arith.constant 10 : i32
    %c16_i32 = arith.constant 16 : i32
    %true = arith.constant true
    %76 = call @_mlir_apfloat_convert_to_int(%c10_i32_10, %c16_i32, %true, %75) : (i32, i32, i1, i64) -> i64
    %77 = arith.trunci %76 : i64 to i16
    vector.print %77 : i16
    %78 = arith.bitcast %arg0 : f8E4M3FN to i8
    %79 = arith.extui %78 : i8 to i64
    %c10_i32_11 = arith.constant 10 : i32
    %c2_i32 = arith.constant 2 : i32
    %80 = call @_mlir_apfloat_convert(%c10_i32_11, %c2_i32, %79) : (i32, i32, i64) -> i64
    %81 = arith.trunci %80 : i64 to i32
    %82 = arith.bitcast %81 : i32 to f32
    vector.print %82 : f32
    return
  }
  func.func @ops_e5m2(%arg0: f8E5M2, %arg1: f8E5M2) {
    %0 = arith.bitcast %arg0 : f8E5M2 to i8
    %1 = arith.extui %0 : i8 to i64
    %2 = arith.bitcast %arg1 : f8E5M2 to i8
    %3 = arith.extui %2 : i8 to i64
    %c7_i32 = arith.constant 7 : i32
    %4 = call @_mlir_apfloat_add(%c7_i32, %1, %3) : (i32, i64, i64) -> i64
    %5 = arith.trunci %4 : i64 to i8
    %6 = arith.bitcast %5 : i8 to f8E5M2
    vector.print %6 : f8E5M2
    %7 = arith.bitcast %arg0 : f8E5M2 to i8
    %8 = arith.extui %7 : i8 to i64
    %9 = arith.bitcast %arg1 : f8E5M2 to i8
    %10 = arith.extui %9 : i8 to i64
    %c7_i32_0 = arith.constant 7 : i32
    %11 = call @_mlir_apfloat_multiply(%c7_i32_0, %8, %10) : (i32, i64, i64) -> i64
    %12 = arith.trunci %11 : i64 to i8
    %13 = arith.bitcast %12 : i8 to f8E5M2
    vector.print %13 : f8E5M2
    %14 = arith.bitcast %arg0 : f8E5M2 to i8
    %15 = arith.extui %14 : i8 to i64
    %16 = arith.bitcast %arg1 : f8E5M2 to i8
    %17 = arith.extui %16 : i8 to i64
    %c7_i32_1 = arith.constant 7 : i32
    %18 = call @_mlir_apfloat_divide(%c7_i32_1, %15, %17) : (i32, i64, i64) -> i64
    %19 = arith.trunci %18 : i64 to i8
    %20 = arith.bitcast %19 : i8 to f8E5M2
    vector.print %20 : f8E5M2
    %21 = arith.bitcast %arg0 : f8E5M2 to i8
    %22 = arith.extui %21 : i8 to i64
    %23 = arith.bitcast %arg1 : f8E5M2 to i8
    %24 = arith.extui %23 : i8 to i64
    %c7_i32_2 = arith.constant 7 : i32
    %25 = call @_mlir_apfloat_minnum(%c7_i32_2, %22, %24) : (i32, i64, i64) -> i64
    %26 = arith.trunci %25 : i64 to i8
    %27 = arith.bitcast %26 : i8 to f8E5M2
    vector.print %27 : f8E5M2
    %28 = arith.bitcast %arg0 : f8E5M2 to i8
    %29 = arith.extui %28 : i8 to i64
    %30 = arith.bitcast %arg1 : f8E5M2 to i8
    %31 = arith.extui %30 : i8 to i64
    %c7_i32_3 = arith.constant 7 : i32
    %32 = call @_mlir_apfloat_maximum(%c7_i32_3, %29, %31) : (i32, i64, i64) -> i64
    %33 = arith.trunci %32 : i64 to i8
    %34 = arith.bitcast %33 : i8 to f8E5M2
    vector.print %34 : f8E5M2
    %35 = arith.bitcast %arg0 : f8E5M2 to i8
    %36 = arith.extui %35 : i8 to i64
    %37 = arith.bitcast %arg1 : f8E5M2 to i8
    %38 = arith.extui %37 : i8 to i64
    %c7_i32_4 = arith.constant 7 : i32
    %39 = call @_mlir_apfloat_compare(%c7_i32_4, %36, %38) : (i32, i64, i64) -> i8
    %c1_i8 = arith.constant 1 : i8
    %40 = arith.cmpi eq, %39, %c1_i8 : i8
    vector.print %40 : i1
    %41 = arith.bitcast %arg0 : f8E5M2 to i8
    %42 = arith.extui %41 : i8 to i64
    %43 = arith.bitcast %arg1 : f8E5M2 to i8
    %44 = arith.extui %43 : i8 to i64
    %c7_i32_5 = arith.constant 7 : i32
    %45 = call @_mlir_apfloat_compare(%c7_i32_5, %42, %44) : (i32, i64, i64) -> i8
    %c0_i8 = arith.constant 0 : i8
    %46 = arith.cmpi eq, %45, %c0_i8 : i8
    %c2_i8 = arith.constant 2 : i8
    %47 = arith.cmpi eq, %45, %c2_i8 : i8
    %c3_i8 = arith.constant 3 : i8
    %48 = arith.cmpi eq, %45, %c3_i8 : i8
    %49 = arith.ori %47, %48 : i1
    %50 = arith.ori %46, %49 : i1
    vector.print %50 : i1
    %51 = arith.bitcast %arg0 : f8E5M2 to i8
    %52 = arith.extui %51 : i8 to i64
    %c7_i32_6 = arith.constant 7 : i32
    %c18_i32 = arith.constant 18 : i32
    %53 = call @_mlir_apfloat_convert(%c7_i32_6, %c18_i32, %52) : (i32, i32, i64) -> i64
    %54 = arith.trunci %53 : i64 to i4
    %55 = arith.bitcast %54 : i4 to f4E2M1FN
    vector.print %55 : f4E2M1FN
    return
  }
  func.func @ops_half(%arg0: f16, %arg1: bf16, %arg2: i32) {
    %0 = arith.bitcast %arg0 : f16 to i16
    %1 = arith.extui %0 : i16 to i64
    %2 = arith.bitcast %arg0 : f16 to i16
    %3 = arith.extui %2 : i16 to i64
    %c0_i32 = arith.constant 0 : i32
    %4 = call @_mlir_apfloat_multiply(%c0_i32, %1, %3) : (i32, i64, i64) -> i64
    %5 = arith.trunci %4 : i64 to i16
    %6 = arith.bitcast %5 : i16 to f16
    vector.print %6 : f16
    %7 = arith.bitcast %arg1 : bf16 to i16
    %8 = arith.extui %7 : i16 to i64
    %9 = arith.bitcast %arg1 : bf16 to i16
    %10 = arith.extui %9 : i16 to i64
    %c1_i32 = arith.constant 1 : i32
    %11 = call @_mlir_apfloat_divide(%c1_i32, %8, %10) : (i32, i64, i64) -> i64
    %12 = arith.trunci %11 : i64 to i16
    %13 = arith.bitcast %12 : i16 to bf16
    vector.print %13 : bf16
    %14 = arith.extsi %arg2 : i32 to i64
    %c0_i32_0 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %false = arith.constant false
    %15 = call @_mlir_apfloat_convert_from_int(%c0_i32_0, %c32_i32, %false, %14) : (i32, i32, i1, i64) -> i64
    %16 = arith.trunci %15 : i64 to i16
    %17 = arith.bitcast %16 : i16 to f16
    vector.print %17 : f16
    %18 = arith.extui %arg2 : i32 to i64
    %c1_i32_1 = arith.constant 1 : i32
    %c32_i32_2 = arith.constant 32 : i32
    %true = arith.constant true
    %19 = call @_mlir_apfloat_convert_from_int(%c1_i32_1, %c32_i32_2, %true, %18) : (i32, i32, i1, i64) -> i64
    %20 = arith.trunci %19 : i64 to i16
    %21 = arith.bitcast %20 : i16 to bf16
    vector.print %21 : bf16
    %22 = arith.bitcast %arg1 : bf16 to i16
    %23 = arith.extui %22 : i16 to i64
    %24 = arith.bitcast %arg1 : bf16 to i16
    %25 = arith.extui %24 : i16 to i64
    %c1_i32_3 = arith.constant 1 : i32
    %26 = call @_mlir_apfloat_subtract(%c1_i32_3, %23, %25) : (i32, i64, i64) -> i64
    %27 = arith.trunci %26 : i64 to i16
    %28 = arith.bitcast %27 : i16 to bf16
    vector.print %28 : bf16
    %29 = arith.bitcast %arg0 : f16 to i16
    %30 = arith.extui %29 : i16 to i64
    %c0_i32_4 = arith.constant 0 : i32
    %c32_i32_5 = arith.constant 32 : i32
    %false_6 = arith.constant false
    %31 = call @_mlir_apfloat_convert_to_int(%c0_i32_4, %c32_i32_5, %false_6, %30) : (i32, i32, i1, i64) -> i64
    %32 = arith.trunci %31 : i64 to i32
    vector.print %32 : i32
    return
  }
  func.func @entry() {
    %cst = arith.constant 1.500000e+00 : f8E4M3FN
    %cst_0 = arith.constant 2.000000e+00 : f8E4M3FN
    %cst_1 = arith.constant -3.500000e+00 : f8E4M3FN
    %cst_2 = arith.constant 4.480000e+02 : f8E4M3FN
    %cst_3 = arith.constant 1.562500e-02 : f8E4M3FN
    call @ops_e4m3(%cst, %cst_0) : (f8E4M3FN, f8E4M3FN) -> ()
    call @ops_e4m3(%cst_1, %cst) : (f8E4M3FN, f8E4M3FN) -> ()
    call @ops_e4m3(%cst_2, %cst_3) : (f8E4M3FN, f8E4M3FN) -> ()
    call @ops_e4m3(%cst_3, %cst_1) : (f8E4M3FN, f8E4M3FN) -> ()
    %cst_4 = arith.constant 3.000000e+00 : f8E5M2
    %cst_5 = arith.constant -2.500000e-01 : f8E5M2
    %cst_6 = arith.constant 5.734400e+04 : f8E5M2
    %cst_7 = arith.constant 0.000000e+00 : f8E5M2
    call @ops_e5m2(%cst_4, %cst_5) : (f8E5M2, f8E5M2) -> ()
    call @ops_e5m2(%cst_6, %cst_6) : (f8E5M2, f8E5M2) -> ()
    call @ops_e5m2(%cst_5, %cst_7) : (f8E5M2, f8E5M2) -> ()
    call @ops_e5m2(%cst_7, %cst_7) : (f8E5M2, f8E5M2) -> ()
    %cst_8 = arith.constant 3.005000e+02 : f16
    %cst_9 = arith.constant 2.990860e+30 : bf16
    %c-2049_i32 = arith.constant -2049 : i32
    call @ops_half(%cst_8, %cst_9, %c-2049_i32) : (f16, bf16, i32) -> ()
    %cst_10 = arith.constant -9.997550e-02 : f16
    %cst_11 = arith.constant -1.000560e-20 : bf16
    %c70001_i32 = arith.constant 70001 : i32
    call @ops_half(%cst_10, %cst_11, %c70001_i32) : (f16, bf16, i32) -> ()
    return
  }
}
