// RUN: bufjit run %s -e entry -entry-point-result=void -O0 | FileCheck %s
// RUN: bufjit run %s -e entry -entry-point-result=void -O3 | FileCheck %s
// RUN: bufjit run %s -e entry -entry-point-result=void --engine=interp | FileCheck %s
// Vectors of small floats lowered by `--convert-arith-to-apfloat` (unrolled through
// vector.to_elements / vector.from_elements) and printed with `vector.print`, as mlir-runner
// 22 prints them (`printApFloat`: the value as `%g`).

// CHECK: {{^}}( 0.75, 0.75, 0, 320 ){{$}}
// CHECK-NEXT: {{^}}( 0.125, -2.5, -9, nan ){{$}}
// CHECK-NEXT: {{^}}( 1, 0, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}( 0.75, 0.75, 0, 320 ){{$}}
// CHECK-NEXT: {{^}}( 0.5, -1, -4, 6 ){{$}}
// CHECK-NEXT: {{^}}( 2, 0.5, -0, -6 ){{$}}
// CHECK-NEXT: {{^}}( 1.01328e-06, inf, 4 ){{$}}
// CHECK-NEXT: {{^}}( 1, 2, 3 ){{$}}
// CHECK-NEXT: {{^}}( 7, -9, 100 ){{$}}

module {
  func.func private @_mlir_apfloat_convert_from_int(i32, i32, i1, i64) -> i64
  func.func private @_mlir_apfloat_maximum(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_divide(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_subtract(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_convert(i32, i32, i64) -> i64
  func.func private @_mlir_apfloat_compare(i32, i64, i64) -> i8
  func.func private @_mlir_apfloat_multiply(i32, i64, i64) -> i64
  func.func private @_mlir_apfloat_add(i32, i64, i64) -> i64
  func.func @entry() {
    %cst = arith.constant dense<[5.000000e-01, -1.250000e+00, 3.000000e+00, 2.400000e+02]> : vector<4xf8E4M3FN>
    %cst_0 = arith.constant dense<[2.500000e-01, 2.000000e+00, -3.000000e+00, 6.400000e+01]> : vector<4xf8E4M3FN>
    %0:4 = vector.to_elements %cst : vector<4xf8E4M3FN>
    %1:4 = vector.to_elements %cst_0 : vector<4xf8E4M3FN>
    %2 = arith.bitcast %0#0 : f8E4M3FN to i8
    %3 = arith.extui %2 : i8 to i64
    %4 = arith.bitcast %1#0 : f8E4M3FN to i8
    %5 = arith.extui %4 : i8 to i64
    %c10_i32 = arith.constant 10 : i32
    %6 = call @_mlir_apfloat_add(%c10_i32, %3, %5) : (i32, i64, i64) -> i64
    %7 = arith.trunci %6 : i64 to i8
    %8 = arith.bitcast %7 : i8 to f8E4M3FN
    %9 = arith.bitcast %0#1 : f8E4M3FN to i8
    %10 = arith.extui %9 : i8 to i64
    %11 = arith.bitcast %1#1 : f8E4M3FN to i8
    %12 = arith.extui %11 : i8 to i64
    %c10_i32_1 = arith.constant 10 : i32
    %13 = call @_mlir_apfloat_add(%c10_i32_1, %10, %12) : (i32, i64, i64) -> i64
    %14 = arith.trunci %13 : i64 to i8
    %15 = arith.bitcast %14 : i8 to f8E4M3FN
    %16 = arith.bitcast %0#2 : f8E4M3FN to i8
    %17 = arith.extui %16 : i8 to i64
    %18 = arith.bitcast %1#2 : f8E4M3FN to i8
    %19 = arith.extui %18 : i8 to i64
    %c10_i32_2 = arith.constant 10 : i32
    %20 = call @_mlir_apfloat_add(%c10_i32_2, %17, %19) : (i32, i64, i64) -> i64
    %21 = arith.trunci %20 : i64 to i8
    %22 = arith.bitcast %21 : i8 to f8E4M3FN
    %23 = arith.bitcast %0#3 : f8E4M3FN to i8
    %24 = arith.extui %23 : i8 to i64
    %25 = arith.bitcast %1#3 : f8E4M3FN to i8
    %26 = arith.extui %25 : i8 to i64
    %c10_i32_3 = arith.constant 10 : i32
    %27 = call @_mlir_apfloat_add(%c10_i32_3, %24, %26) : (i32, i64, i64) -> i64
    %28 = arith.trunci %27 : i64 to i8
    %29 = arith.bitcast %28 : i8 to f8E4M3FN
    %30 = vector.from_elements %8, %15, %22, %29 : vector<4xf8E4M3FN>
    vector.print %30 : vector<4xf8E4M3FN>
    %31:4 = vector.to_elements %cst : vector<4xf8E4M3FN>
    %32:4 = vector.to_elements %cst_0 : vector<4xf8E4M3FN>
    %33 = arith.bitcast %31#0 : f8E4M3FN to i8
    %34 = arith.extui %33 : i8 to i64
    %35 = arith.bitcast %32#0 : f8E4M3FN to i8
    %36 = arith.extui %35 : i8 to i64
    %c10_i32_4 = arith.constant 10 : i32
    %37 = call @_mlir_apfloat_multiply(%c10_i32_4, %34, %36) : (i32, i64, i64) -> i64
    %38 = arith.trunci %37 : i64 to i8
    %39 = arith.bitcast %38 : i8 to f8E4M3FN
    %40 = arith.bitcast %31#1 : f8E4M3FN to i8
    %41 = arith.extui %40 : i8 to i64
    %42 = arith.bitcast %32#1 : f8E4M3FN to i8
    %43 = arith.extui %42 : i8 to i64
    %c10_i32_5 = arith.constant 10 : i32
    %44 = call @_mlir_apfloat_multiply(%c10_i32_5, %41, %43) : (i32, i64, i64) -> i64
    %45 = arith.trunci %44 : i64 to i8
    %46 = arith.bitcast %45 : i8 to f8E4M3FN
    %47 = arith.bitcast %31#2 : f8E4M3FN to i8
    %48 = arith.extui %47 : i8 to i64
    %49 = arith.bitcast %32#2 : f8E4M3FN to i8
    %50 = arith.extui %49 : i8 to i64
    %c10_i32_6 = arith.constant 10 : i32
    %51 = call @_mlir_apfloat_multiply(%c10_i32_6, %48, %50) : (i32, i64, i64) -> i64
    %52 = arith.trunci %51 : i64 to i8
    %53 = arith.bitcast %52 : i8 to f8E4M3FN
    %54 = arith.bitcast %31#3 : f8E4M3FN to i8
    %55 = arith.extui %54 : i8 to i64
    %56 = arith.bitcast %32#3 : f8E4M3FN to i8
    %57 = arith.extui %56 : i8 to i64
    %c10_i32_7 = arith.constant 10 : i32
    %58 = call @_mlir_apfloat_multiply(%c10_i32_7, %55, %57) : (i32, i64, i64) -> i64
    %59 = arith.trunci %58 : i64 to i8
    %60 = arith.bitcast %59 : i8 to f8E4M3FN
    %61 = vector.from_elements %39, %46, %53, %60 : vector<4xf8E4M3FN>
    vector.print %61 : vector<4xf8E4M3FN>
    %62:4 = vector.to_elements %cst : vector<4xf8E4M3FN>
    %63:4 = vector.to_elements %cst_0 : vector<4xf8E4M3FN>
    %64 = arith.bitcast %62#0 : f8E4M3FN to i8
    %65 = arith.extui %64 : i8 to i64
    %66 = arith.bitcast %63#0 : f8E4M3FN to i8
    %67 = arith.extui %66 : i8 to i64
    %c10_i32_8 = arith.constant 10 : i32
    %68 = call @_mlir_apfloat_compare(%c10_i32_8, %65, %67) : (i32, i64, i64) -> i8
    %c2_i8 = arith.constant 2 : i8
    %69 = arith.cmpi eq, %68, %c2_i8 : i8
    %70 = arith.bitcast %62#1 : f8E4M3FN to i8
    %71 = arith.extui %70 : i8 to i64
    %72 = arith.bitcast %63#1 : f8E4M3FN to i8
    %73 = arith.extui %72 : i8 to i64
    %c10_i32_9 = arith.constant 10 : i32
    %74 = call @_mlir_apfloat_compare(%c10_i32_9, %71, %73) : (i32, i64, i64) -> i8
    %c2_i8_10 = arith.constant 2 : i8
    %75 = arith.cmpi eq, %74, %c2_i8_10 : i8
    %76 = arith.bitcast %62#2 : f8E4M3FN to i8
    %77 = arith.extui %76 : i8 to i64
    %78 = arith.bitcast %63#2 : f8E4M3FN to i8
    %79 = arith.extui %78 : i8 to i64
    %c10_i32_11 = arith.constant 10 : i32
    %80 = call @_mlir_apfloat_compare(%c10_i32_11, %77, %79) : (i32, i64, i64) -> i8
    %c2_i8_12 = arith.constant 2 : i8
    %81 = arith.cmpi eq, %80, %c2_i8_12 : i8
    %82 = arith.bitcast %62#3 : f8E4M3FN to i8
    %83 = arith.extui %82 : i8 to i64
    %84 = arith.bitcast %63#3 : f8E4M3FN to i8
    %85 = arith.extui %84 : i8 to i64
    %c10_i32_13 = arith.constant 10 : i32
    %86 = call @_mlir_apfloat_compare(%c10_i32_13, %83, %85) : (i32, i64, i64) -> i8
    %c2_i8_14 = arith.constant 2 : i8
    %87 = arith.cmpi eq, %86, %c2_i8_14 : i8
    %88 = vector.from_elements %69, %75, %81, %87 : vector<4xi1>
    vector.print %88 : vector<4xi1>
    %89:4 = vector.to_elements %30 : vector<4xf8E4M3FN>
    %90 = arith.bitcast %89#0 : f8E4M3FN to i8
    %91 = arith.extui %90 : i8 to i64
    %c10_i32_15 = arith.constant 10 : i32
    %c2_i32 = arith.constant 2 : i32
    %92 = call @_mlir_apfloat_convert(%c10_i32_15, %c2_i32, %91) : (i32, i32, i64) -> i64
    %93 = arith.trunci %92 : i64 to i32
    %94 = arith.bitcast %93 : i32 to f32
    %95 = arith.bitcast %89#1 : f8E4M3FN to i8
    %96 = arith.extui %95 : i8 to i64
    %c10_i32_16 = arith.constant 10 : i32
    %c2_i32_17 = arith.constant 2 : i32
    %97 = call @_mlir_apfloat_convert(%c10_i32_16, %c2_i32_17, %96) : (i32, i32, i64) -> i64
    %98 = arith.trunci %97 : i64 to i32
    %99 = arith.bitcast %98 : i32 to f32
    %100 = arith.bitcast %89#2 : f8E4M3FN to i8
    %101 = arith.extui %100 : i8 to i64
    %c10_i32_18 = arith.constant 10 : i32
    %c2_i32_19 = arith.constant 2 : i32
    %102 = call @_mlir_apfloat_convert(%c10_i32_18, %c2_i32_19, %101) : (i32, i32, i64) -> i64
    %103 = arith.trunci %102 : i64 to i32
    %104 = arith.bitcast %103 : i32 to f32
    %105 = arith.bitcast %89#3 : f8E4M3FN to i8
    %106 = arith.extui %105 : i8 to i64
    %c10_i32_20 = arith.constant 10 : i32
    %c2_i32_21 = arith.constant 2 : i32
    %107 = call @_mlir_apfloat_convert(%c10_i32_20, %c2_i32_21, %106) : (i32, i32, i64) -> i64
    %108 = arith.trunci %107 : i64 to i32
    %109 = arith.bitcast %108 : i32 to f32
    %110 = vector.from_elements %94, %99, %104, %109 : vector<4xf32>
    vector.print %110 : vector<4xf32>
    %cst_22 = arith.constant dense<[1.000000e+00, 2.000000e+00, -5.000000e-01, 6.000000e+00]> : vector<4xf4E2M1FN>
    %cst_23 = arith.constant dense<[5.000000e-01, 3.000000e+00, 4.000000e+00, -1.000000e+00]> : vector<4xf4E2M1FN>
    %111:4 = vector.to_elements %cst_22 : vector<4xf4E2M1FN>
    %112:4 = vector.to_elements %cst_23 : vector<4xf4E2M1FN>
    %113 = arith.bitcast %111#0 : f4E2M1FN to i4
    %114 = arith.extui %113 : i4 to i64
    %115 = arith.bitcast %112#0 : f4E2M1FN to i4
    %116 = arith.extui %115 : i4 to i64
    %c18_i32 = arith.constant 18 : i32
    %117 = call @_mlir_apfloat_subtract(%c18_i32, %114, %116) : (i32, i64, i64) -> i64
    %118 = arith.trunci %117 : i64 to i4
    %119 = arith.bitcast %118 : i4 to f4E2M1FN
    %120 = arith.bitcast %111#1 : f4E2M1FN to i4
    %121 = arith.extui %120 : i4 to i64
    %122 = arith.bitcast %112#1 : f4E2M1FN to i4
    %123 = arith.extui %122 : i4 to i64
    %c18_i32_24 = arith.constant 18 : i32
    %124 = call @_mlir_apfloat_subtract(%c18_i32_24, %121, %123) : (i32, i64, i64) -> i64
    %125 = arith.trunci %124 : i64 to i4
    %126 = arith.bitcast %125 : i4 to f4E2M1FN
    %127 = arith.bitcast %111#2 : f4E2M1FN to i4
    %128 = arith.extui %127 : i4 to i64
    %129 = arith.bitcast %112#2 : f4E2M1FN to i4
    %130 = arith.extui %129 : i4 to i64
    %c18_i32_25 = arith.constant 18 : i32
    %131 = call @_mlir_apfloat_subtract(%c18_i32_25, %128, %130) : (i32, i64, i64) -> i64
    %132 = arith.trunci %131 : i64 to i4
    %133 = arith.bitcast %132 : i4 to f4E2M1FN
    %134 = arith.bitcast %111#3 : f4E2M1FN to i4
    %135 = arith.extui %134 : i4 to i64
    %136 = arith.bitcast %112#3 : f4E2M1FN to i4
    %137 = arith.extui %136 : i4 to i64
    %c18_i32_26 = arith.constant 18 : i32
    %138 = call @_mlir_apfloat_subtract(%c18_i32_26, %135, %137) : (i32, i64, i64) -> i64
    %139 = arith.trunci %138 : i64 to i4
    %140 = arith.bitcast %139 : i4 to f4E2M1FN
    %141 = vector.from_elements %119, %126, %133, %140 : vector<4xf4E2M1FN>
    vector.print %141 : vector<4xf4E2M1FN>
    %142:4 = vector.to_elements %cst_22 : vector<4xf4E2M1FN>
    %143:4 = vector.to_elements %cst_23 : vector<4xf4E2M1FN>
    %144 = arith.bitcast %142#0 : f4E2M1FN to i4
    %145 = arith.extui %144 : i4 to i64
    %146 = arith.bitcast %143#0 : f4E2M1FN to i4
    %147 = arith.extui %146 : i4 to i64
    %c18_i32_27 = arith.constant 18 : i32
    %148 = call @_mlir_apfloat_divide(%c18_i32_27, %145, %147) : (i32, i64, i64) -> i64
    %149 = arith.trunci %148 : i64 to i4
    %150 = arith.bitcast %149 : i4 to f4E2M1FN
    %151 = arith.bitcast %142#1 : f4E2M1FN to i4
    %152 = arith.extui %151 : i4 to i64
    %153 = arith.bitcast %143#1 : f4E2M1FN to i4
    %154 = arith.extui %153 : i4 to i64
    %c18_i32_28 = arith.constant 18 : i32
    %155 = call @_mlir_apfloat_divide(%c18_i32_28, %152, %154) : (i32, i64, i64) -> i64
    %156 = arith.trunci %155 : i64 to i4
    %157 = arith.bitcast %156 : i4 to f4E2M1FN
    %158 = arith.bitcast %142#2 : f4E2M1FN to i4
    %159 = arith.extui %158 : i4 to i64
    %160 = arith.bitcast %143#2 : f4E2M1FN to i4
    %161 = arith.extui %160 : i4 to i64
    %c18_i32_29 = arith.constant 18 : i32
    %162 = call @_mlir_apfloat_divide(%c18_i32_29, %159, %161) : (i32, i64, i64) -> i64
    %163 = arith.trunci %162 : i64 to i4
    %164 = arith.bitcast %163 : i4 to f4E2M1FN
    %165 = arith.bitcast %142#3 : f4E2M1FN to i4
    %166 = arith.extui %165 : i4 to i64
    %167 = arith.bitcast %143#3 : f4E2M1FN to i4
    %168 = arith.extui %167 : i4 to i64
    %c18_i32_30 = arith.constant 18 : i32
    %169 = call @_mlir_apfloat_divide(%c18_i32_30, %166, %168) : (i32, i64, i64) -> i64
    %170 = arith.trunci %169 : i64 to i4
    %171 = arith.bitcast %170 : i4 to f4E2M1FN
    %172 = vector.from_elements %150, %157, %164, %171 : vector<4xf4E2M1FN>
    vector.print %172 : vector<4xf4E2M1FN>
    %cst_31 = arith.constant dense<[1.000400e-03, 6.550400e+04, -2.000000e+00]> : vector<3xf16>
    %173:3 = vector.to_elements %cst_31 : vector<3xf16>
    %174:3 = vector.to_elements %cst_31 : vector<3xf16>
    %175 = arith.bitcast %173#0 : f16 to i16
    %176 = arith.extui %175 : i16 to i64
    %177 = arith.bitcast %174#0 : f16 to i16
    %178 = arith.extui %177 : i16 to i64
    %c0_i32 = arith.constant 0 : i32
    %179 = call @_mlir_apfloat_multiply(%c0_i32, %176, %178) : (i32, i64, i64) -> i64
    %180 = arith.trunci %179 : i64 to i16
    %181 = arith.bitcast %180 : i16 to f16
    %182 = arith.bitcast %173#1 : f16 to i16
    %183 = arith.extui %182 : i16 to i64
    %184 = arith.bitcast %174#1 : f16 to i16
    %185 = arith.extui %184 : i16 to i64
    %c0_i32_32 = arith.constant 0 : i32
    %186 = call @_mlir_apfloat_multiply(%c0_i32_32, %183, %185) : (i32, i64, i64) -> i64
    %187 = arith.trunci %186 : i64 to i16
    %188 = arith.bitcast %187 : i16 to f16
    %189 = arith.bitcast %173#2 : f16 to i16
    %190 = arith.extui %189 : i16 to i64
    %191 = arith.bitcast %174#2 : f16 to i16
    %192 = arith.extui %191 : i16 to i64
    %c0_i32_33 = arith.constant 0 : i32
    %193 = call @_mlir_apfloat_multiply(%c0_i32_33, %190, %192) : (i32, i64, i64) -> i64
    %194 = arith.trunci %193 : i64 to i16
    %195 = arith.bitcast %194 : i16 to f16
    %196 = vector.from_elements %181, %188, %195 : vector<3xf16>
    vector.print %196 : vector<3xf16>
    %cst_34 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>
    %197:3 = vector.to_elements %cst_34 : vector<3xf32>
    %198 = arith.bitcast %197#0 : f32 to i32
    %199 = arith.extui %198 : i32 to i64
    %c2_i32_35 = arith.constant 2 : i32
    %c7_i32 = arith.constant 7 : i32
    %200 = call @_mlir_apfloat_convert(%c2_i32_35, %c7_i32, %199) : (i32, i32, i64) -> i64
    %201 = arith.trunci %200 : i64 to i8
    %202 = arith.bitcast %201 : i8 to f8E5M2
    %203 = arith.bitcast %197#1 : f32 to i32
    %204 = arith.extui %203 : i32 to i64
    %c2_i32_36 = arith.constant 2 : i32
    %c7_i32_37 = arith.constant 7 : i32
    %205 = call @_mlir_apfloat_convert(%c2_i32_36, %c7_i32_37, %204) : (i32, i32, i64) -> i64
    %206 = arith.trunci %205 : i64 to i8
    %207 = arith.bitcast %206 : i8 to f8E5M2
    %208 = arith.bitcast %197#2 : f32 to i32
    %209 = arith.extui %208 : i32 to i64
    %c2_i32_38 = arith.constant 2 : i32
    %c7_i32_39 = arith.constant 7 : i32
    %210 = call @_mlir_apfloat_convert(%c2_i32_38, %c7_i32_39, %209) : (i32, i32, i64) -> i64
    %211 = arith.trunci %210 : i64 to i8
    %212 = arith.bitcast %211 : i8 to f8E5M2
    %213 = vector.from_elements %202, %207, %212 : vector<3xf8E5M2>
    %214:3 = vector.to_elements %213 : vector<3xf8E5M2>
    %215:3 = vector.to_elements %213 : vector<3xf8E5M2>
    %216 = arith.bitcast %214#0 : f8E5M2 to i8
    %217 = arith.extui %216 : i8 to i64
    %218 = arith.bitcast %215#0 : f8E5M2 to i8
    %219 = arith.extui %218 : i8 to i64
    %c7_i32_40 = arith.constant 7 : i32
    %220 = call @_mlir_apfloat_maximum(%c7_i32_40, %217, %219) : (i32, i64, i64) -> i64
    %221 = arith.trunci %220 : i64 to i8
    %222 = arith.bitcast %221 : i8 to f8E5M2
    %223 = arith.bitcast %214#1 : f8E5M2 to i8
    %224 = arith.extui %223 : i8 to i64
    %225 = arith.bitcast %215#1 : f8E5M2 to i8
    %226 = arith.extui %225 : i8 to i64
    %c7_i32_41 = arith.constant 7 : i32
    %227 = call @_mlir_apfloat_maximum(%c7_i32_41, %224, %226) : (i32, i64, i64) -> i64
    %228 = arith.trunci %227 : i64 to i8
    %229 = arith.bitcast %228 : i8 to f8E5M2
    %230 = arith.bitcast %214#2 : f8E5M2 to i8
    %231 = arith.extui %230 : i8 to i64
    %232 = arith.bitcast %215#2 : f8E5M2 to i8
    %233 = arith.extui %232 : i8 to i64
    %c7_i32_42 = arith.constant 7 : i32
    %234 = call @_mlir_apfloat_maximum(%c7_i32_42, %231, %233) : (i32, i64, i64) -> i64
    %235 = arith.trunci %234 : i64 to i8
    %236 = arith.bitcast %235 : i8 to f8E5M2
    %237 = vector.from_elements %222, %229, %236 : vector<3xf8E5M2>
    vector.print %237 : vector<3xf8E5M2>
    %cst_43 = arith.constant dense<[7, -9, 100]> : vector<3xi8>
    %238:3 = vector.to_elements %cst_43 : vector<3xi8>
    %239 = arith.extsi %238#0 : i8 to i64
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %false = arith.constant false
    %240 = call @_mlir_apfloat_convert_from_int(%c1_i32, %c8_i32, %false, %239) : (i32, i32, i1, i64) -> i64
    %241 = arith.trunci %240 : i64 to i16
    %242 = arith.bitcast %241 : i16 to bf16
    %243 = arith.extsi %238#1 : i8 to i64
    %c1_i32_44 = arith.constant 1 : i32
    %c8_i32_45 = arith.constant 8 : i32
    %false_46 = arith.constant false
    %244 = call @_mlir_apfloat_convert_from_int(%c1_i32_44, %c8_i32_45, %false_46, %243) : (i32, i32, i1, i64) -> i64
    %245 = arith.trunci %244 : i64 to i16
    %246 = arith.bitcast %245 : i16 to bf16
    %247 = arith.extsi %238#2 : i8 to i64
    %c1_i32_47 = arith.constant 1 : i32
    %c8_i32_48 = arith.constant 8 : i32
    %false_49 = arith.constant false
    %248 = call @_mlir_apfloat_convert_from_int(%c1_i32_47, %c8_i32_48, %false_49, %247) : (i32, i32, i1, i64) -> i64
    %249 = arith.trunci %248 : i64 to i16
    %250 = arith.bitcast %249 : i16 to bf16
    %251 = vector.from_elements %242, %246, %250 : vector<3xbf16>
    vector.print %251 : vector<3xbf16>
    return
  }
}
