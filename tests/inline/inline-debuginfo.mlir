// --inline --mlir-print-debuginfo: inlined ops carry callsite(callee at caller) locations.
// Expected output: mlir-opt 22.
// RUN: bufjit opt %s --inline --mlir-print-debuginfo | FileCheck %s

// CHECK: #loc3 = loc("{{.*}}inline-debuginfo.mlir":42:16)
// CHECK-NEXT: #loc8 = loc("{{.*}}inline-debuginfo.mlir":53:19)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @ext(i32) -> i32 loc(#loc1)
// CHECK-NEXT:   func.func @pub(%arg0: i32 loc("{{.*}}inline-debuginfo.mlir":42:16)) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32 loc(#loc4)
// CHECK-NEXT:     %0 = arith.addi %arg0, %c3_i32 : i32 loc(#loc5)
// CHECK-NEXT:     return %0 : i32 loc(#loc6)
// CHECK-NEXT:   } loc(#loc2)
// CHECK-NEXT:   func.func @caller(%arg0: i32 loc("{{.*}}inline-debuginfo.mlir":53:19)) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32 loc(#loc14)
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc(#loc15)
// CHECK-NEXT:     %1 = arith.addi %0, %c3_i32 : i32 loc(#loc16)
// CHECK-NEXT:     %2 = call @ext(%1) : (i32) -> i32 loc(#loc12)
// CHECK-NEXT:     return %2 : i32 loc(#loc13)
// CHECK-NEXT:   } loc(#loc7)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}inline-debuginfo.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}inline-debuginfo.mlir":41:1)
// CHECK-NEXT: #loc2 = loc("{{.*}}inline-debuginfo.mlir":42:1)
// CHECK-NEXT: #loc4 = loc("{{.*}}inline-debuginfo.mlir":45:8)
// CHECK-NEXT: #loc5 = loc("{{.*}}inline-debuginfo.mlir":46:8)
// CHECK-NEXT: #loc6 = loc("{{.*}}inline-debuginfo.mlir":47:3)
// CHECK-NEXT: #loc7 = loc("{{.*}}inline-debuginfo.mlir":53:1)
// CHECK-NEXT: #loc9 = loc("{{.*}}inline-debuginfo.mlir":55:8)
// CHECK-NEXT: #loc10 = loc("{{.*}}inline-debuginfo.mlir":50:8)
// CHECK-NEXT: #loc11 = loc("{{.*}}inline-debuginfo.mlir":54:8)
// CHECK-NEXT: #loc12 = loc("{{.*}}inline-debuginfo.mlir":56:8)
// CHECK-NEXT: #loc13 = loc("{{.*}}inline-debuginfo.mlir":57:3)
// CHECK-NEXT: #loc14 = loc(callsite(#loc4 at #loc9))
// CHECK-NEXT: #loc15 = loc(callsite(#loc10 at #loc11))
// CHECK-NEXT: #loc16 = loc(callsite(#loc5 at #loc9))

func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func private @ext(i32) -> i32
func.func @pub(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %r = arith.addi %a, %s : i32
  return %r : i32
}
func.func private @callee(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  return %c : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @callee(%x, %x) : (i32, i32) -> i32
  %1 = call @pub(%0) : (i32) -> i32
  %2 = call @ext(%1) : (i32) -> i32
  return %2 : i32
}
