// Round-trip of the math dialect ops, with and without fast-math flags.
// RUN: bufjit opt %s -split-input-file | FileCheck %s

// Unary float ops.
// CHECK: module {
// CHECK-NEXT: func.func @unary(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = math.sqrt %arg0 : f32
// CHECK-NEXT: %1 = math.rsqrt %0 : f32
// CHECK-NEXT: %2 = math.exp %1 : f32
// CHECK-NEXT: %3 = math.exp2 %2 : f32
// CHECK-NEXT: %4 = math.expm1 %3 : f32
// CHECK-NEXT: %5 = math.log %4 : f32
// CHECK-NEXT: %6 = math.log2 %5 : f32
// CHECK-NEXT: %7 = math.log10 %6 : f32
// CHECK-NEXT: %8 = math.log1p %7 : f32
// CHECK-NEXT: %9 = math.sin %8 : f32
// CHECK-NEXT: %10 = math.cos %9 : f32
// CHECK-NEXT: %11 = math.tan %10 : f32
// CHECK-NEXT: %12 = math.tanh %11 : f32
// CHECK-NEXT: %13 = math.atan %12 : f32
// CHECK-NEXT: %14 = math.absf %13 : f32
// CHECK-NEXT: %15 = math.floor %14 : f32
// CHECK-NEXT: %16 = math.ceil %15 : f32
// CHECK-NEXT: %17 = math.round %16 : f32
// CHECK-NEXT: %18 = math.roundeven %17 : f32
// CHECK-NEXT: %19 = math.trunc %18 : f32
// CHECK-NEXT: %20 = math.erf %19 : f32
// CHECK-NEXT: %21 = math.cbrt %20 : f32
// CHECK-NEXT: return %21 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @unary(%x: f32) -> f32 {
  %0 = math.sqrt %x : f32
  %1 = math.rsqrt %0 : f32
  %2 = math.exp %1 : f32
  %3 = math.exp2 %2 : f32
  %4 = math.expm1 %3 : f32
  %5 = math.log %4 : f32
  %6 = math.log2 %5 : f32
  %7 = math.log10 %6 : f32
  %8 = math.log1p %7 : f32
  %9 = math.sin %8 : f32
  %10 = math.cos %9 : f32
  %11 = math.tan %10 : f32
  %12 = math.tanh %11 : f32
  %13 = math.atan %12 : f32
  %14 = math.absf %13 : f32
  %15 = math.floor %14 : f32
  %16 = math.ceil %15 : f32
  %17 = math.round %16 : f32
  %18 = math.roundeven %17 : f32
  %19 = math.trunc %18 : f32
  %20 = math.erf %19 : f32
  %21 = math.cbrt %20 : f32
  return %21 : f32
}

// -----

// Binary and ternary float ops.
// CHECK: module {
// CHECK-NEXT: func.func @binary(%arg0: f64, %arg1: f64, %arg2: f64, %arg3: i32) -> f64 {
// CHECK-NEXT: %0 = math.atan2 %arg0, %arg1 : f64
// CHECK-NEXT: %1 = math.powf %0, %arg1 : f64
// CHECK-NEXT: %2 = math.fpowi %1, %arg3 : f64, i32
// CHECK-NEXT: %3 = math.copysign %2, %arg2 : f64
// CHECK-NEXT: %4 = math.fma %3, %arg1, %arg2 : f64
// CHECK-NEXT: return %4 : f64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @binary(%x: f64, %y: f64, %z: f64, %n: i32) -> f64 {
  %0 = math.atan2 %x, %y : f64
  %1 = math.powf %0, %y : f64
  %2 = math.fpowi %1, %n : f64, i32
  %3 = math.copysign %2, %z : f64
  %4 = math.fma %3, %y, %z : f64
  return %4 : f64
}

// -----

// Integer ops.
// CHECK: module {
// CHECK-NEXT: func.func @integer(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.ipowi %0, %arg1 : i32
// CHECK-NEXT: %2 = math.ctlz %1 : i32
// CHECK-NEXT: %3 = math.cttz %2 : i32
// CHECK-NEXT: %4 = math.ctpop %3 : i32
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @integer(%a: i32, %b: i32) -> i32 {
  %0 = math.absi %a : i32
  %1 = math.ipowi %0, %b : i32
  %2 = math.ctlz %1 : i32
  %3 = math.cttz %2 : i32
  %4 = math.ctpop %3 : i32
  return %4 : i32
}

// -----

// Fast-math flags on math ops print between the operands and the type.
// CHECK: module {
// CHECK-NEXT: func.func @fastmath(%arg0: f32, %arg1: f32, %arg2: i32) -> f32 {
// CHECK-NEXT: %0 = math.sqrt %arg0 fastmath<fast> : f32
// CHECK-NEXT: %1 = math.exp %0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %2 = math.powf %1, %arg1 fastmath<afn> : f32
// CHECK-NEXT: %3 = math.fma %2, %arg1, %arg0 fastmath<contract> : f32
// CHECK-NEXT: %4 = math.fpowi %3, %arg2 fastmath<reassoc> : f32, i32
// CHECK-NEXT: %5 = math.absf %4 : f32
// CHECK-NEXT: return %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @fastmath(%x: f32, %y: f32, %n: i32) -> f32 {
  %0 = math.sqrt %x fastmath<fast> : f32
  %1 = math.exp %0 fastmath<nnan,ninf> : f32
  %2 = math.powf %1, %y fastmath<afn> : f32
  %3 = math.fma %2, %y, %x fastmath<contract> : f32
  %4 = math.fpowi %3, %n fastmath<reassoc> : f32, i32
  %5 = math.absf %4 fastmath<none> : f32
  return %5 : f32
}
