// affine.prefetch (round trip, generic form) and what canonicalize and lower-affine do with
// affine accesses: maps composed, memref.cast folded into the access, the rewritten op's
// discardable attributes dropped (MLIR replaces the op), affine.prefetch lowered to
// memref.prefetch (expected text from mlir-opt 22).
// RUN: bufjit opt %s -split-input-file | FileCheck %s
// RUN: bufjit opt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufjit opt %s -split-input-file --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: bufjit opt %s -split-input-file --lower-affine | FileCheck %s --check-prefix=LOWER

// CHECK: #map = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: memref<400x400xi32>, %arg1: index) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<400x400xi32> to memref<?x?xi32>
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: affine.for %arg2 = 0 to 400 {
// CHECK-NEXT: affine.for %arg3 = 0 to 400 step 32 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)
// CHECK-NEXT: affine.prefetch %cast[%arg2, %0 + 5], read, locality<3>, data : memref<?x?xi32>
// CHECK-NEXT: affine.prefetch %arg0[%c7, symbol(%arg1)], write, locality<0>, instr {foo} : memref<400x400xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0) -> (d0 + 3)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1 + 5)>
// GENERIC-NEXT: #map2 = affine_map<(d0)[s0] -> (d0, s0)>
// GENERIC-NEXT: #map3 = affine_map<() -> (0)>
// GENERIC-NEXT: #map4 = affine_map<() -> (400)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<400x400xi32>, index) -> (), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<400x400xi32>, %arg1: index):
// GENERIC-NEXT: %0 = "memref.cast"(%arg0) : (memref<400x400xi32>) -> memref<?x?xi32>
// GENERIC-NEXT: %1 = "arith.constant"() <{value = 7 : index}> : () -> index
// GENERIC-NEXT: "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
// GENERIC-NEXT: ^bb0(%arg2: index):
// GENERIC-NEXT: "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 32 : index, upperBoundMap = #map4}> ({
// GENERIC-NEXT: ^bb0(%arg3: index):
// GENERIC-NEXT: %2 = "affine.apply"(%arg3) <{map = #map}> : (index) -> index
// GENERIC-NEXT: "affine.prefetch"(%0, %arg2, %2) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map1}> : (memref<?x?xi32>, index, index) -> ()
// GENERIC-NEXT: "affine.prefetch"(%arg0, %1, %arg1) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = #map2}> {foo} : (memref<400x400xi32>, index, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CANON: module {
// CANON-NEXT: func.func @f(%arg0: memref<400x400xi32>, %arg1: index) {
// CANON-NEXT: affine.for %arg2 = 0 to 400 {
// CANON-NEXT: affine.for %arg3 = 0 to 400 step 32 {
// CANON-NEXT: affine.prefetch %arg0[%arg2, %arg3 + 8], read, locality<3>, data : memref<400x400xi32>
// CANON-NEXT: affine.prefetch %arg0[7, symbol(%arg1)], write, locality<0>, instr : memref<400x400xi32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }
// LOWER: module {
// LOWER-NEXT: func.func @f(%arg0: memref<400x400xi32>, %arg1: index) {
// LOWER-NEXT: %cast = memref.cast %arg0 : memref<400x400xi32> to memref<?x?xi32>
// LOWER-NEXT: %c7 = arith.constant 7 : index
// LOWER-NEXT: %c0 = arith.constant 0 : index
// LOWER-NEXT: %c400 = arith.constant 400 : index
// LOWER-NEXT: %c1 = arith.constant 1 : index
// LOWER-NEXT: scf.for %arg2 = %c0 to %c400 step %c1 {
// LOWER-NEXT: %c0_0 = arith.constant 0 : index
// LOWER-NEXT: %c400_1 = arith.constant 400 : index
// LOWER-NEXT: %c32 = arith.constant 32 : index
// LOWER-NEXT: scf.for %arg3 = %c0_0 to %c400_1 step %c32 {
// LOWER-NEXT: %c3 = arith.constant 3 : index
// LOWER-NEXT: %0 = arith.addi %arg3, %c3 : index
// LOWER-NEXT: %c5 = arith.constant 5 : index
// LOWER-NEXT: %1 = arith.addi %0, %c5 : index
// LOWER-NEXT: memref.prefetch %arg0[%arg2, %1], read, locality<3>, data : memref<400x400xi32>
// LOWER-NEXT: memref.prefetch %arg0[%c7, %arg1], write, locality<0>, instr : memref<400x400xi32>
// LOWER-NEXT: }
// LOWER-NEXT: }
// LOWER-NEXT: return
// LOWER-NEXT: }
// LOWER-NEXT: }
func.func @f(%m: memref<400x400xi32>, %n: index) {
  %c = memref.cast %m : memref<400x400xi32> to memref<?x?xi32>
  %c7 = arith.constant 7 : index
  affine.for %i = 0 to 400 {
    affine.for %j = 0 to 400 step 32 {
      %a = affine.apply affine_map<(d0) -> (d0 + 3)>(%j)
      affine.prefetch %c[%i, %a + 5], read, locality<3>, data : memref<?x?xi32>
      affine.prefetch %m[%c7, symbol(%n)], write, locality<0>, instr {foo} : memref<400x400xi32>
    }
  }
  return
}
// -----
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4x4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT: %0 = affine.load %cast[%arg1, 1] {foo} : memref<?x?xf32>
// CHECK-NEXT: affine.store %0, %cast[%arg1, 2] {bar} : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg1, 1] {foo} : memref<4x4xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg1) {baz}
// CHECK-NEXT: %3 = affine.apply #map1(%2) {baz}
// CHECK-NEXT: %4 = affine.load %arg0[%3, 1] {foo} : memref<4x4xf32>
// CHECK-NEXT: %5 = arith.addf %1, %4 : f32
// CHECK-NEXT: return %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0) -> (d0, 1)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> (d0, 2)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map3 = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4x4xf32>, index) -> f32, sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4x4xf32>, %arg1: index):
// GENERIC-NEXT: %0 = "memref.cast"(%arg0) : (memref<4x4xf32>) -> memref<?x?xf32>
// GENERIC-NEXT: %1 = "affine.load"(%0, %arg1) <{map = #map}> {foo} : (memref<?x?xf32>, index) -> f32
// GENERIC-NEXT: "affine.store"(%1, %0, %arg1) <{map = #map1}> {bar} : (f32, memref<?x?xf32>, index) -> ()
// GENERIC-NEXT: %2 = "affine.load"(%arg0, %arg1) <{map = #map}> {foo} : (memref<4x4xf32>, index) -> f32
// GENERIC-NEXT: %3 = "affine.apply"(%arg1) <{map = #map2}> {baz} : (index) -> index
// GENERIC-NEXT: %4 = "affine.apply"(%3) <{map = #map3}> {baz} : (index) -> index
// GENERIC-NEXT: %5 = "affine.load"(%arg0, %4) <{map = #map}> {foo} : (memref<4x4xf32>, index) -> f32
// GENERIC-NEXT: %6 = "arith.addf"(%2, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "func.return"(%6) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CANON: module {
// CANON-NEXT: func.func @f(%arg0: memref<4x4xf32>, %arg1: index) -> f32 {
// CANON-NEXT: %0 = affine.load %arg0[symbol(%arg1), 1] : memref<4x4xf32>
// CANON-NEXT: affine.store %0, %arg0[symbol(%arg1), 2] : memref<4x4xf32>
// CANON-NEXT: %1 = affine.load %arg0[symbol(%arg1), 1] : memref<4x4xf32>
// CANON-NEXT: %2 = affine.load %arg0[symbol(%arg1) + 1, 1] : memref<4x4xf32>
// CANON-NEXT: %3 = arith.addf %1, %2 : f32
// CANON-NEXT: return %3 : f32
// CANON-NEXT: }
// CANON-NEXT: }
// LOWER: module {
// LOWER-NEXT: func.func @f(%arg0: memref<4x4xf32>, %arg1: index) -> f32 {
// LOWER-NEXT: %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
// LOWER-NEXT: %c1 = arith.constant 1 : index
// LOWER-NEXT: %0 = memref.load %arg0[%arg1, %c1] : memref<4x4xf32>
// LOWER-NEXT: %c2 = arith.constant 2 : index
// LOWER-NEXT: memref.store %0, %arg0[%arg1, %c2] : memref<4x4xf32>
// LOWER-NEXT: %c1_0 = arith.constant 1 : index
// LOWER-NEXT: %1 = memref.load %arg0[%arg1, %c1_0] : memref<4x4xf32>
// LOWER-NEXT: %c1_1 = arith.constant 1 : index
// LOWER-NEXT: %2 = arith.addi %arg1, %c1_1 : index
// LOWER-NEXT: %c1_2 = arith.constant 1 : index
// LOWER-NEXT: %3 = memref.load %arg0[%2, %c1_2] : memref<4x4xf32>
// LOWER-NEXT: %4 = arith.addf %1, %3 : f32
// LOWER-NEXT: return %4 : f32
// LOWER-NEXT: }
// LOWER-NEXT: }
func.func @f(%m: memref<4x4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %v = affine.load %c[%i, 1] {foo} : memref<?x?xf32>
  affine.store %v, %c[%i, 2] {bar} : memref<?x?xf32>
  %w = affine.load %m[%i + 0, 1] {foo} : memref<4x4xf32>
  %a = affine.apply affine_map<(d0) -> (d0 + 0)>(%i) {baz}
  %b = affine.apply affine_map<(d0) -> (d0 + 1)>(%a) {baz}
  %z = affine.load %m[%b, 1] {foo} : memref<4x4xf32>
  %s = arith.addf %w, %z : f32
  return %s : f32
}
// -----
// CHECK: #set = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.if #set(%arg2) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: } {ifattr}
// CHECK-NEXT: } {forattr}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map1 = affine_map<() -> (0)>
// GENERIC-NEXT: #map2 = affine_map<() -> (4)>
// GENERIC-NEXT: #set = affine_set<(d0) : (d0 - 1 >= 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<4xf32>, index) -> (), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<4xf32>, %arg1: index):
// GENERIC-NEXT: "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
// GENERIC-NEXT: ^bb0(%arg2: index):
// GENERIC-NEXT: "affine.if"(%arg2) <{condition = #set}> ({
// GENERIC-NEXT: %0 = "affine.load"(%arg0, %arg2) <{map = #map}> : (memref<4xf32>, index) -> f32
// GENERIC-NEXT: "affine.store"(%0, %arg0, %arg2) <{map = #map}> : (f32, memref<4xf32>, index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) {ifattr} : (index) -> ()
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC-NEXT: }) {forattr} : () -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CANON: #set = affine_set<(d0) : (d0 - 1 >= 0)>
// CANON-NEXT: module {
// CANON-NEXT: func.func @f(%arg0: memref<4xf32>, %arg1: index) {
// CANON-NEXT: affine.for %arg2 = 0 to 4 {
// CANON-NEXT: affine.if #set(%arg2) {
// CANON-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xf32>
// CANON-NEXT: affine.store %0, %arg0[%arg2] : memref<4xf32>
// CANON-NEXT: } {ifattr}
// CANON-NEXT: } {forattr}
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }
// LOWER: module {
// LOWER-NEXT: func.func @f(%arg0: memref<4xf32>, %arg1: index) {
// LOWER-NEXT: %c0 = arith.constant 0 : index
// LOWER-NEXT: %c4 = arith.constant 4 : index
// LOWER-NEXT: %c1 = arith.constant 1 : index
// LOWER-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// LOWER-NEXT: %c0_0 = arith.constant 0 : index
// LOWER-NEXT: %c-1 = arith.constant -1 : index
// LOWER-NEXT: %0 = arith.addi %arg2, %c-1 : index
// LOWER-NEXT: %1 = arith.cmpi sge, %0, %c0_0 : index
// LOWER-NEXT: scf.if %1 {
// LOWER-NEXT: %2 = memref.load %arg0[%arg2] : memref<4xf32>
// LOWER-NEXT: memref.store %2, %arg0[%arg2] : memref<4xf32>
// LOWER-NEXT: }
// LOWER-NEXT: }
// LOWER-NEXT: return
// LOWER-NEXT: }
// LOWER-NEXT: }
func.func @f(%m: memref<4xf32>, %i: index) {
  affine.for %k = 0 to 4 {
    affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%k) {
      %v = affine.load %m[%k] : memref<4xf32>
      affine.store %v, %m[%k] : memref<4xf32>
    } {ifattr}
  } {forattr}
  return
}
