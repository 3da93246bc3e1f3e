// Round trip of llvm.bitcast (custom and generic form). Expected text from mlir-opt 22.
// RUN: bufjit opt %s | FileCheck %s --match-full-lines
// RUN: bufjit opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
func.func @f(%a: i16, %b: vector<2xi32>, %c: f32) -> i64 {
  %0 = llvm.bitcast %a : i16 to vector<2xi8>
  %1 = "llvm.bitcast"(%0) {x = 1} : (vector<2xi8>) -> i16
  %2 = llvm.bitcast %b : vector<2xi32> to i64
  %3 = llvm.bitcast %c : f32 to i32
  %4 = llvm.bitcast %3 : i32 to vector<32xi1>
  return %2 : i64
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i16, %arg1: vector<2xi32>, %arg2: f32) -> i64 {
// CHECK-NEXT:     %0 = llvm.bitcast %arg0 : i16 to vector<2xi8>
// CHECK-NEXT:     %1 = llvm.bitcast %0 {x = 1 : i64} : vector<2xi8> to i16
// CHECK-NEXT:     %2 = llvm.bitcast %arg1 : vector<2xi32> to i64
// CHECK-NEXT:     %3 = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT:     %4 = llvm.bitcast %3 : i32 to vector<32xi1>
// CHECK-NEXT:     return %2 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i16, vector<2xi32>, f32) -> i64, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i16, %arg1: vector<2xi32>, %arg2: f32):
// GENERIC-NEXT:     %0 = "llvm.bitcast"(%arg0) : (i16) -> vector<2xi8>
// GENERIC-NEXT:     %1 = "llvm.bitcast"(%0) {x = 1 : i64} : (vector<2xi8>) -> i16
// GENERIC-NEXT:     %2 = "llvm.bitcast"(%arg1) : (vector<2xi32>) -> i64
// GENERIC-NEXT:     %3 = "llvm.bitcast"(%arg2) : (f32) -> i32
// GENERIC-NEXT:     %4 = "llvm.bitcast"(%3) : (i32) -> vector<32xi1>
// GENERIC-NEXT:     "func.return"(%2) : (i64) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
