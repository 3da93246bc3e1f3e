// memref.generic_atomic_rmw and memref.atomic_yield: custom syntax (the region's entry block
// always shows its argument, the attribute dictionary follows the region), the generic form,
// and both re-parsed. Expected output: mlir-opt 22.
// RUN: bufjit opt %s | FileCheck %s
// RUN: bufjit opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufjit opt %s --mlir-print-op-generic | bufjit opt | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @generic_rmw(%arg0: memref<4x?xf64>, %arg1: index, %arg2: index, %arg3: f64, %arg4: memref<8xi16>) -> (f64, i16) {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1, %arg2] : memref<4x?xf64> {
// CHECK-NEXT: ^bb0(%arg5: f64):
// CHECK-NEXT: %2 = arith.maximumf %arg5, %arg3 : f64
// CHECK-NEXT: memref.atomic_yield %2 : f64
// CHECK-NEXT: } {tag = 3 : i32}
// CHECK-NEXT: %1 = memref.generic_atomic_rmw %arg4[%arg1] : memref<8xi16> {
// CHECK-NEXT: ^bb0(%arg5: i16):
// CHECK-NEXT: memref.atomic_yield %arg5 : i16
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : f64, i16
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x?xf64>, index, index, f64, memref<8xi16>) -> (f64, i16), sym_name = "generic_rmw"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4x?xf64>, %arg1: index, %arg2: index, %arg3: f64, %arg4: memref<8xi16>):
// GENERIC-NEXT: %0 = "memref.generic_atomic_rmw"(%arg0, %arg1, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg6: f64):
// GENERIC-NEXT: %2 = "arith.maximumf"(%arg6, %arg3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT: "memref.atomic_yield"(%2) : (f64) -> ()
// GENERIC-NEXT: }) {tag = 3 : i32} : (memref<4x?xf64>, index, index) -> f64
// GENERIC-NEXT: %1 = "memref.generic_atomic_rmw"(%arg4, %arg1) ({
// GENERIC-NEXT: ^bb0(%arg5: i16):
// GENERIC-NEXT: "memref.atomic_yield"(%arg5) : (i16) -> ()
// GENERIC-NEXT: }) : (memref<8xi16>, index) -> i16
// GENERIC-NEXT: "func.return"(%0, %1) : (f64, i16) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @generic_rmw(%arg0: memref<4x?xf64>, %i: index, %j: index, %d: f64, %b: memref<8xi16>) -> (f64, i16) {
  %0 = memref.generic_atomic_rmw %arg0[%i, %j] : memref<4x?xf64> {
  ^bb0(%cur: f64):
    %m = arith.maximumf %cur, %d : f64
    memref.atomic_yield %m : f64
  } {tag = 3 : i32}
  %1 = memref.generic_atomic_rmw %b[%i] : memref<8xi16> {
  ^bb0(%cur: i16):
    memref.atomic_yield %cur : i16
  }
  return %0, %1 : f64, i16
}
