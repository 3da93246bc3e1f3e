// RUN: bufjit run %s -e entry -entry-point-result=void -O0 | FileCheck %s
// RUN: bufjit run %s -e entry -entry-point-result=void -O3 | FileCheck %s
// RUN: bufjit run %s -e entry -entry-point-result=void --engine=interp | FileCheck %s
// NaNs and infinities through the APFloat wrapper calls of `--convert-arith-to-apfloat`, seen
// as bits: a NaN operand comes back quieted (signaling 0x7D -> 0x7F in f8E5M2), the first
// one wins in arithmetic, minnum ignores a quiet NaN but not a signaling one, extension keeps
// the payload; f4E2M1FN (no infinity, no NaN) gives zero of the sign for x/0 and saturates
// x*y at 6. Expected output: mlir-runner 22 with libmlir_apfloat_wrappers.

// CHECK: {{^}}127{{$}}
// CHECK-NEXT: {{^}}127{{$}}
// CHECK-NEXT: {{^}}127{{$}}
// CHECK-NEXT: {{^}}2145386496{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-1{{$}}
// CHECK-NEXT: {{^}}-1{{$}}
// CHECK-NEXT: {{^}}-1{{$}}
// CHECK-NEXT: {{^}}1065353216{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}126{{$}}
// CHECK-NEXT: {{^}}60{{$}}
// CHECK-NEXT: {{^}}126{{$}}
// CHECK-NEXT: {{^}}2143289344{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}126{{$}}
// CHECK-NEXT: {{^}}60{{$}}
// CHECK-NEXT: {{^}}126{{$}}
// CHECK-NEXT: {{^}}1065353216{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}126{{$}}
// CHECK-NEXT: {{^}}-1{{$}}
// CHECK-NEXT: {{^}}126{{$}}
// CHECK-NEXT: {{^}}2143289344{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}126{{$}}
// CHECK-NEXT: {{^}}-4{{$}}
// CHECK-NEXT: {{^}}124{{$}}
// CHECK-NEXT: {{^}}2139095040{{$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-4{{$}}
// CHECK-NEXT: {{^}}-6{{$}}
// CHECK-NEXT: {{^}}-4{{$}}
// CHECK-NEXT: {{^}}-3{{$}}
// CHECK-NEXT: {{^}}-1{{$}}
// CHECK-NEXT: {{^}}-3{{$}}

module {
  func.func private @_mlir_apfloat_convert_to_int(i32, i32, i1, i64) -> i64
  func.func private @_mlir_apfloat_multiply(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_divide(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_compare(i32, i64, i64) -> i8
  func.func private @_mlir_apfloat_convert(i32, i32, i64) -> i64
  func.func private @_mlir_apfloat_maximum(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_minnum(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_add(i32, i64, i64) -> i64
  func.func @e5m2(%arg0: i8, %arg1: i8) {
    %0 = arith.bitcast %arg0 : i8 to f8E5M2
    %1 = arith.bitcast %arg1 : i8 to f8E5M2
    %2 = arith.bitcast %0 : f8E5M2 to i8
    %3 = arith.extui %2 : i8 to i64
    %4 = arith.bitcast %1 : f8E5M2 to i8
    %5 = arith.extui %4 : i8 to i64
    %c7_i32 = arith.constant 7 : i32
    %6 = call @_mlir_apfloat_add(%c7_i32, %3, %5) : (i32, i64, i64) -> i64
    %7 = arith.trunci %6 : i64 to i8
    %8 = arith.bitcast %7 : i8 to f8E5M2
    %9 = arith.bitcast %8 : f8E5M2 to i8
    vector.print %9 : i8
    %10 = arith.bitcast %0 : f8E5M2 to i8
    %11 = arith.extui %10 : i8 to i64
    %12 = arith.bitcast %1 : f8E5M2 to i8
    %13 = arith.extui %12 : i8 to i64
    %c7_i32_0 = arith.constant 7 : i32
    %14 = call @_mlir_apfloat_minnum(%c7_i32_0, %11, %13) : (i32, i64, i64) -> i64
    %15 = arith.trunci %14 : i64 to i8
    %16 = arith.bitcast %15 : i8 to f8E5M2
    %17 = arith.bitcast %16 : f8E5M2 to i8
    vector.print %17 : i8
    %18 = arith.bitcast %0 : f8E5M2 to i8
    %19 = arith.extui %18 : i8 to i64
    %20 = arith.bitcast %1 : f8E5M2 to i8
    %21 = arith.extui %20 : i8 to i64
    %c7_i32_1 = arith.constant 7 : i32
    %22 = call @_mlir_apfloat_maximum(%c7_i32_1, %19, %21) : (i32, i64, i64) -> i64
    %23 = arith.trunci %22 : i64 to i8
    %24 = arith.bitcast %23 : i8 to f8E5M2
    %25 = arith.bitcast %24 : f8E5M2 to i8
    vector.print %25 : i8
    %26 = arith.bitcast %0 : f8E5M2 to i8
    %27 = arith.extui %26 : i8 to i64
    %c7_i32_2 = arith.constant 7 : i32
    %c2_i32 = arith.constant 2 : i32
    %28 = call @_mlir_apfloat_convert(%c7_i32_2, %c2_i32, %27) : (i32, i32, i64) -> i64
    %29 = arith.trunci %28 : i64 to i32
    %30 = arith.bitcast %29 : i32 to f32
    %31 = arith.bitcast %30 : f32 to i32
    vector.print %31 : i32
    %32 = arith.bitcast %0 : f8E5M2 to i8
    %33 = arith.extui %32 : i8 to i64
    %34 = arith.bitcast %1 : f8E5M2 to i8
    %35 = arith.extui %34 : i8 to i64
    %c7_i32_3 = arith.constant 7 : i32
    %36 = call @_mlir_apfloat_compare(%c7_i32_3, %33, %35) : (i32, i64, i64) -> i8
    %c0_i8 = arith.constant 0 : i8
    %37 = arith.cmpi eq, %36, %c0_i8 : i8
    %c2_i8 = arith.constant 2 : i8
    %38 = arith.cmpi eq, %36, %c2_i8 : i8
    %c1_i8 = arith.constant 1 : i8
    %39 = arith.cmpi eq, %36, %c1_i8 : i8
    %40 = arith.ori %38, %39 : i1
    %41 = arith.ori %37, %40 : i1
    vector.print %41 : i1
    return
  }
  func.func @f4(%arg0: f4E2M1FN, %arg1: f4E2M1FN) {
    %0 = arith.bitcast %arg0 : f4E2M1FN to i4
    %1 = arith.extui %0 : i4 to i64
    %2 = arith.bitcast %arg1 : f4E2M1FN to i4
    %3 = arith.extui %2 : i4 to i64
    %c18_i32 = arith.constant 18 : i32
    %4 = call @_mlir_apfloat_divide(%c18_i32, %1, %3) : (i32, i64, i64) -> i64
    %5 = arith.trunci %4 : i64 to i4
    %6 = arith.bitcast %5 : i4 to f4E2M1FN
    vector.print %6 : f4E2M1FN
    %7 = arith.bitcast %arg0 : f4E2M1FN to i4
    %8 = arith.extui %7 : i4 to i64
    %9 = arith.bitcast %arg1 : f4E2M1FN to i4
    %10 = arith.extui %9 : i4 to i64
    %c18_i32_0 = arith.constant 18 : i32
    %11 = call @_mlir_apfloat_multiply(%c18_i32_0, %8, %10) : (i32, i64, i64) -> i64
    %12 = arith.trunci %11 : i64 to i4
    %13 = arith.bitcast %12 : i4 to f4E2M1FN
    vector.print %13 : f4E2M1FN
    %14 = arith.bitcast %6 : f4E2M1FN to i4
    %15 = arith.extui %14 : i4 to i64
    %c18_i32_1 = arith.constant 18 : i32
    %c4_i32 = arith.constant 4 : i32
    %false = arith.constant false
    %16 = call @_mlir_apfloat_convert_to_int(%c18_i32_1, %c4_i32, %false, %15) : (i32, i32, i1, i64) -> i64
    %17 = arith.trunci %16 : i64 to i4
    vector.print %17 : i4
    return
  }
  func.func @entry() {
    %c125_i8 = arith.constant 125 : i8
    %c-3_i8 = arith.constant -3 : i8
    %c126_i8 = arith.constant 126 : i8
    %c60_i8 = arith.constant 60 : i8
    %c124_i8 = arith.constant 124 : i8
    %c-4_i8 = arith.constant -4 : i8
    call @e5m2(%c125_i8, %c60_i8) : (i8, i8) -> ()
    call @e5m2(%c60_i8, %c-3_i8) : (i8, i8) -> ()
    call @e5m2(%c126_i8, %c60_i8) : (i8, i8) -> ()
    call @e5m2(%c60_i8, %c126_i8) : (i8, i8) -> ()
    call @e5m2(%c126_i8, %c-3_i8) : (i8, i8) -> ()
    call @e5m2(%c124_i8, %c-4_i8) : (i8, i8) -> ()
    %cst = arith.constant 5.000000e-01 : f4E2M1FN
    %cst_0 = arith.constant 0.000000e+00 : f4E2M1FN
    %cst_1 = arith.constant -0.000000e+00 : f4E2M1FN
    %cst_2 = arith.constant 6.000000e+00 : f4E2M1FN
    %cst_3 = arith.constant -1.500000e+00 : f4E2M1FN
    call @f4(%cst, %cst_0) : (f4E2M1FN, f4E2M1FN) -> ()
    call @f4(%cst_3, %cst_1) : (f4E2M1FN, f4E2M1FN) -> ()
    call @f4(%cst_2, %cst_3) : (f4E2M1FN, f4E2M1FN) -> ()
    call @f4(%cst_3, %cst) : (f4E2M1FN, f4E2M1FN) -> ()
    return
  }
}
