// RUN: bufjit run %s -e ret_i32 -entry-point-result=i32 | FileCheck %s --check-prefix=I32
// RUN: bufjit run %s -e ret_i64 -entry-point-result=i64 | FileCheck %s --check-prefix=I64
// RUN: bufjit run %s -e ret_f32 -entry-point-result=f32 | FileCheck %s --check-prefix=F32
// RUN: bufjit run %s -e ret_f64 -entry-point-result=f64 -O0 | FileCheck %s --check-prefix=F64
// RUN: bufjit run %s -e ret_void -entry-point-result=void -shared-libs=/nonexistent/libmlir_runner_utils.so | FileCheck %s --allow-empty --check-prefix=VOID
// RUN: not bufjit run %s -e nope -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=NOTFOUND
// RUN: not bufjit run %s -e ret_i32 -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=NOTVOID
// RUN: not bufjit run %s -e ret_f32 -entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=NOTI64
// RUN: not bufjit run %s -e with_args -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ARGS

// I32: {{^}}42{{$}}
func.func @ret_i32() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}
// I64: {{^}}-9000000000{{$}}
func.func @ret_i64() -> i64 {
  %c = arith.constant -9000000000 : i64
  return %c : i64
}
// F32: {{^}}4.500000e+00{{$}}
func.func @ret_f32() -> f32 {
  %c = arith.constant 4.5 : f32
  return %c : f32
}
// F64: {{^}}-1.250000e-03{{$}}
func.func @ret_f64() -> f64 {
  %c = arith.constant -0.00125 : f64
  return %c : f64
}
// VOID-NOT: {{.}}
func.func @ret_void() {
  return
}
func.func @with_args(%x: i32) {
  return
}
// NOTFOUND: Error: entry point not found
// NOTVOID: Error: expected void function
// NOTI64: Error: only single i64 function result supported
// ARGS: Error: JIT can't invoke a main function expecting arguments
