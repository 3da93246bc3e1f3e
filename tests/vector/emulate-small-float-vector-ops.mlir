// RUN: bufjit opt %s --arith-emulate-unsupported-floats="source-types=bf16,f16 target-type=f32" | FileCheck %s
// bufjit's extension of arith-emulate-unsupported-floats to the computing vector ops on f16 and
// bf16 (mlir-opt leaves them to LLVM): an ordered vector.reduction <add>/<mul> becomes a chain
// of extracts and scalar ops, each rounded back (from 0.0 without accumulator, fastmath flags
// kept); min/max reductions become such chains too, accumulator last (f16 minnumf/maxnumf with
// swapped operands, as libm's fminf/fmaxf that LLVM calls return the second of equal ones); a
// masked reduction first becomes the reduction of a select giving masked-off lanes MLIR's
// values; vector.fma becomes a rounded multiplication and a rounded addition, as LLVM splits
// llvm.fmuladd on these types. f32 reductions are left alone.
// tests/e2e/vector/small-float-reductions.mlir and masked-small-float-reductions.mlir check
// the results against mlir-runner's.

func.func @sum(%v: vector<3xf16>) -> f16 {
  %r = vector.reduction <add>, %v : vector<3xf16> into f16
  return %r : f16
}
func.func @product(%v: vector<2xbf16>, %acc: bf16) -> bf16 {
  %r = vector.reduction <mul>, %v, %acc fastmath<nnan> : vector<2xbf16> into bf16
  return %r : bf16
}
func.func @maximum(%v: vector<4xf16>, %acc: f16) -> f16 {
  %r = vector.reduction <maximumf>, %v, %acc : vector<4xf16> into f16
  return %r : f16
}
func.func @fma(%a: vector<2x4xf16>, %b: vector<2x4xf16>, %c: vector<2x4xf16>) -> vector<2x4xf16> {
  %r = vector.fma %a, %b, %c : vector<2x4xf16>
  return %r : vector<2x4xf16>
}
func.func @minnum(%v: vector<2xf16>) -> f16 {
  %r = vector.reduction <minnumf>, %v : vector<2xf16> into f16
  return %r : f16
}
func.func @masked(%v: vector<4xf32>, %m: vector<4xi1>, %w: vector<3xbf16>, %n: vector<3xi1>) -> (f32, bf16) {
  %r = vector.reduction <add>, %v : vector<4xf32> into f32
  %s = vector.mask %n { vector.reduction <minimumf>, %w : vector<3xbf16> into bf16 } : vector<3xi1> -> bf16
  return %r, %s : f32, bf16
}

// CHECK: module {
// CHECK-NEXT:   func.func @sum(%arg0: vector<3xf16>) -> f16 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:     %0 = arith.extf %cst fastmath<contract> : f16 to f32
// CHECK-NEXT:     %1 = vector.extract %arg0[0] : f16 from vector<3xf16>
// CHECK-NEXT:     %2 = arith.extf %1 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %3 = arith.addf %0, %2 : f32
// CHECK-NEXT:     %4 = arith.truncf %3 fastmath<contract> : f32 to f16
// CHECK-NEXT:     %5 = arith.extf %4 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %6 = vector.extract %arg0[1] : f16 from vector<3xf16>
// CHECK-NEXT:     %7 = arith.extf %6 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %8 = arith.addf %5, %7 : f32
// CHECK-NEXT:     %9 = arith.truncf %8 fastmath<contract> : f32 to f16
// CHECK-NEXT:     %10 = arith.extf %9 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %11 = vector.extract %arg0[2] : f16 from vector<3xf16>
// CHECK-NEXT:     %12 = arith.extf %11 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %13 = arith.addf %10, %12 : f32
// CHECK-NEXT:     %14 = arith.truncf %13 fastmath<contract> : f32 to f16
// CHECK-NEXT:     return %14 : f16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @product(%arg0: vector<2xbf16>, %arg1: bf16) -> bf16 {
// CHECK-NEXT:     %0 = arith.extf %arg1 fastmath<contract> : bf16 to f32
// CHECK-NEXT:     %1 = vector.extract %arg0[0] : bf16 from vector<2xbf16>
// CHECK-NEXT:     %2 = arith.extf %1 fastmath<contract> : bf16 to f32
// CHECK-NEXT:     %3 = arith.mulf %0, %2 fastmath<nnan> : f32
// CHECK-NEXT:     %4 = arith.truncf %3 fastmath<contract> : f32 to bf16
// CHECK-NEXT:     %5 = arith.extf %4 fastmath<contract> : bf16 to f32
// CHECK-NEXT:     %6 = vector.extract %arg0[1] : bf16 from vector<2xbf16>
// CHECK-NEXT:     %7 = arith.extf %6 fastmath<contract> : bf16 to f32
// CHECK-NEXT:     %8 = arith.mulf %5, %7 fastmath<nnan> : f32
// CHECK-NEXT:     %9 = arith.truncf %8 fastmath<contract> : f32 to bf16
// CHECK-NEXT:     return %9 : bf16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @maximum(%arg0: vector<4xf16>, %arg1: f16) -> f16 {
// CHECK-NEXT:     %0 = arith.extf %arg1 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %1 = vector.extract %arg0[0] : f16 from vector<4xf16>
// CHECK-NEXT:     %2 = arith.extf %1 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %3 = vector.extract %arg0[1] : f16 from vector<4xf16>
// CHECK-NEXT:     %4 = arith.extf %3 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %5 = arith.maximumf %2, %4 : f32
// CHECK-NEXT:     %6 = arith.truncf %5 fastmath<contract> : f32 to f16
// CHECK-NEXT:     %7 = arith.extf %6 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %8 = vector.extract %arg0[2] : f16 from vector<4xf16>
// CHECK-NEXT:     %9 = arith.extf %8 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %10 = arith.maximumf %7, %9 : f32
// CHECK-NEXT:     %11 = arith.truncf %10 fastmath<contract> : f32 to f16
// CHECK-NEXT:     %12 = arith.extf %11 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %13 = vector.extract %arg0[3] : f16 from vector<4xf16>
// CHECK-NEXT:     %14 = arith.extf %13 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %15 = arith.maximumf %12, %14 : f32
// CHECK-NEXT:     %16 = arith.truncf %15 fastmath<contract> : f32 to f16
// CHECK-NEXT:     %17 = arith.extf %16 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %18 = arith.maximumf %17, %0 : f32
// CHECK-NEXT:     %19 = arith.truncf %18 fastmath<contract> : f32 to f16
// CHECK-NEXT:     return %19 : f16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fma(%arg0: vector<2x4xf16>, %arg1: vector<2x4xf16>, %arg2: vector<2x4xf16>) -> vector<2x4xf16> {
// CHECK-NEXT:     %0 = arith.extf %arg2 fastmath<contract> : vector<2x4xf16> to vector<2x4xf32>
// CHECK-NEXT:     %1 = arith.extf %arg1 fastmath<contract> : vector<2x4xf16> to vector<2x4xf32>
// CHECK-NEXT:     %2 = arith.extf %arg0 fastmath<contract> : vector<2x4xf16> to vector<2x4xf32>
// CHECK-NEXT:     %3 = arith.mulf %2, %1 : vector<2x4xf32>
// CHECK-NEXT:     %4 = arith.truncf %3 fastmath<contract> : vector<2x4xf32> to vector<2x4xf16>
// CHECK-NEXT:     %5 = arith.extf %4 fastmath<contract> : vector<2x4xf16> to vector<2x4xf32>
// CHECK-NEXT:     %6 = arith.addf %5, %0 : vector<2x4xf32>
// CHECK-NEXT:     %7 = arith.truncf %6 fastmath<contract> : vector<2x4xf32> to vector<2x4xf16>
// CHECK-NEXT:     return %7 : vector<2x4xf16>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @minnum(%arg0: vector<2xf16>) -> f16 {
// CHECK-NEXT:     %0 = vector.extract %arg0[0] : f16 from vector<2xf16>
// CHECK-NEXT:     %1 = arith.extf %0 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %2 = vector.extract %arg0[1] : f16 from vector<2xf16>
// CHECK-NEXT:     %3 = arith.extf %2 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %4 = arith.minnumf %3, %1 : f32
// CHECK-NEXT:     %5 = arith.truncf %4 fastmath<contract> : f32 to f16
// CHECK-NEXT:     return %5 : f16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @masked(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: vector<3xbf16>, %arg3: vector<3xi1>) -> (f32, bf16) {
// CHECK-NEXT:     %0 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT:     %cst = arith.constant 3.389530e+38 : bf16
// CHECK-NEXT:     %1 = vector.broadcast %cst : bf16 to vector<3xbf16>
// CHECK-NEXT:     %2 = arith.select %arg3, %arg2, %1 : vector<3xi1>, vector<3xbf16>
// CHECK-NEXT:     %3 = vector.extract %2[0] : bf16 from vector<3xbf16>
// CHECK-NEXT:     %4 = arith.extf %3 fastmath<contract> : bf16 to f32
// CHECK-NEXT:     %5 = vector.extract %2[1] : bf16 from vector<3xbf16>
// CHECK-NEXT:     %6 = arith.extf %5 fastmath<contract> : bf16 to f32
// CHECK-NEXT:     %7 = arith.minimumf %4, %6 : f32
// CHECK-NEXT:     %8 = arith.truncf %7 fastmath<contract> : f32 to bf16
// CHECK-NEXT:     %9 = arith.extf %8 fastmath<contract> : bf16 to f32
// CHECK-NEXT:     %10 = vector.extract %2[2] : bf16 from vector<3xbf16>
// CHECK-NEXT:     %11 = arith.extf %10 fastmath<contract> : bf16 to f32
// CHECK-NEXT:     %12 = arith.minimumf %9, %11 : f32
// CHECK-NEXT:     %13 = arith.truncf %12 fastmath<contract> : f32 to bf16
// CHECK-NEXT:     return %0, %13 : f32, bf16
// CHECK-NEXT:   }
// CHECK-NEXT: }
