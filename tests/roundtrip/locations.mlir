// Location printing with -mlir-print-debuginfo: every location except
// block-argument locations is printed as a `#locN` alias defined after the
// module; the module's own location is `loc("<input file>":0:0)`, ops without
// an explicit location get `"<input file>":line:col` of their source position.
// RUN: bufjit opt %s -split-input-file -mlir-print-debuginfo | FileCheck %s

// File-line-col, unknown, named (with and without child), fused (with and
// without metadata), callsite, a user #loc alias, a range, and a duplicate.
// CHECK: #loc2 = loc("args.mlir":1:2)
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @locs(%arg0: i32 loc("args.mlir":1:2)) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)
// CHECK-NEXT: %1 = arith.addi %0, %arg0 : i32 loc(#loc4)
// CHECK-NEXT: %2 = arith.addi %1, %arg0 : i32 loc(#loc14)
// CHECK-NEXT: %3 = arith.addi %2, %arg0 : i32 loc(#loc6)
// CHECK-NEXT: %4 = arith.addi %3, %arg0 : i32 loc(#loc15)
// CHECK-NEXT: %5 = arith.addi %4, %arg0 : i32 loc(#loc16)
// CHECK-NEXT: %6 = arith.addi %5, %arg0 : i32 loc(#loc17)
// CHECK-NEXT: %7 = arith.addi %6, %arg0 : i32 loc(#loc11)
// CHECK-NEXT: %8 = arith.addi %7, %arg0 : i32 loc(#loc3)
// CHECK-NEXT: %9 = arith.addi %8, %arg0 : i32 loc(#loc12)
// CHECK-NEXT: return %9 : i32 loc(#loc13)
// CHECK-NEXT: } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("file.mlir":1:1)
// CHECK-NEXT: #loc3 = loc("file.mlir":10:5)
// CHECK-NEXT: #loc4 = loc(unknown)
// CHECK-NEXT: #loc5 = loc("file.mlir":11:3)
// CHECK-NEXT: #loc6 = loc("just_name")
// CHECK-NEXT: #loc7 = loc("a.mlir":1:1)
// CHECK-NEXT: #loc8 = loc("b.mlir":2:2)
// CHECK-NEXT: #loc9 = loc("callee.mlir":3:4)
// CHECK-NEXT: #loc10 = loc("caller.mlir":5:6)
// CHECK-NEXT: #loc11 = loc("alias.mlir":9:9)
// CHECK-NEXT: #loc12 = loc("file.mlir":10:5 to :9)
// CHECK-NEXT: #loc13 = loc("file.mlir":20:3)
// CHECK-NEXT: #loc14 = loc("named"(#loc5))
// CHECK-NEXT: #loc15 = loc(fused[#loc7, #loc8])
// CHECK-NEXT: #loc16 = loc(fused<"meta">[#loc7])
// CHECK-NEXT: #loc17 = loc(callsite(#loc9 at #loc10))
#loc9 = loc("alias.mlir":9:9)
func.func @locs(%a: i32 loc("args.mlir":1:2)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("file.mlir":10:5)
  %1 = arith.addi %0, %a : i32 loc(unknown)
  %2 = arith.addi %1, %a : i32 loc("named"("file.mlir":11:3))
  %3 = arith.addi %2, %a : i32 loc("just_name")
  %4 = arith.addi %3, %a : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %5 = arith.addi %4, %a : i32 loc(fused<"meta">["a.mlir":1:1])
  %6 = arith.addi %5, %a : i32 loc(callsite("callee.mlir":3:4 at "caller.mlir":5:6))
  %7 = arith.addi %6, %a : i32 loc(#loc9)
  %8 = arith.addi %7, %a : i32 loc("file.mlir":10:5)
  %9 = arith.addi %8, %a : i32 loc("file.mlir":10:5 to 10:9)
  return %9 : i32 loc("file.mlir":20:3)
} loc("file.mlir":1:1)

// -----

// Implicit locations are the op's position in the input file (lines of the
// whole file, even with -split-input-file); an explicit module keeps its own.
// CHECK: #loc2 = loc("{{.*}}locations.mlir":73:23)
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @implicit(%arg0: i32 loc("{{.*}}locations.mlir":73:23)) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32 loc(#loc3)
// CHECK-NEXT: return %0 : i32 loc(#loc4)
// CHECK-NEXT: } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":72:1)
// CHECK-NEXT: #loc1 = loc("{{.*}}locations.mlir":73:3)
// CHECK-NEXT: #loc3 = loc("{{.*}}locations.mlir":74:10)
// CHECK-NEXT: #loc4 = loc("{{.*}}locations.mlir":75:5)
module {
  func.func @implicit(%arg0: i32) -> i32 {
    %0 = arith.muli %arg0, %arg0 : i32
    return %0 : i32
  }
}

// -----

// Block arguments print their locations inline (entry-block argument locations
// also get an alias defined before the module, which is then not used).
// CHECK: #loc2 = loc("{{.*}}locations.mlir":96:23)
// CHECK-NEXT: #loc4 = loc("blk.mlir":4:4)
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @block_args(%arg0: i1 loc("{{.*}}locations.mlir":96:23)) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg0 : i1), ^bb1(%arg0 : i1) loc(#loc3)
// CHECK-NEXT: ^bb1(%0: i1 loc("blk.mlir":4:4)):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return loc(#loc5)
// CHECK-NEXT: } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":79:9)
// CHECK-NEXT: #loc1 = loc("{{.*}}locations.mlir":96:1)
// CHECK-NEXT: #loc3 = loc("{{.*}}locations.mlir":97:3)
// CHECK-NEXT: #loc5 = loc("{{.*}}locations.mlir":99:3)
func.func @block_args(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb1(%c : i1)
^bb1(%x: i1 loc("blk.mlir":4:4)):
  return
}

// -----

// The same location used by several ops shares one alias.
// CHECK: module {
// CHECK-NEXT: func.func @shared() {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32 loc(#loc2)
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32 loc(#loc2)
// CHECK-NEXT: return loc(#loc2)
// CHECK-NEXT: } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":102:9)
// CHECK-NEXT: #loc1 = loc("{{.*}}locations.mlir":115:1)
// CHECK-NEXT: #loc2 = loc("same.mlir":1:1)
func.func @shared() {
  %0 = arith.constant 1 : i32 loc("same.mlir":1:1)
  %1 = arith.constant 2 : i32 loc("same.mlir":1:1)
  return loc("same.mlir":1:1)
}
