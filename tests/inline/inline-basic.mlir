// --inline (MLIR 22's inliner): single-block callees at the call, canonicalize on every
// function, memref allocations and loops in callees, nested calls (bottom-up), calls with unused
// results, public callees kept, private ones erased once inlined or unused, declarations kept.
// Expected output: mlir-opt 22 --inline.
// RUN: bufjit opt %s --inline | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func private @ext(i32) -> i32
// CHECK-NEXT:   func.func @pub(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller1(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %c3_i32 : i32
// CHECK-NEXT:     %2 = call @ext(%1) : (i32) -> i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @main(%arg0: index) -> f32 {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:       memref.store %cst_0, %alloc[%arg1] : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT:       %3 = memref.load %alloc[%arg1] : memref<?xf32>
// CHECK-NEXT:       %4 = arith.addf %arg2, %3 : f32
// CHECK-NEXT:       scf.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT:       memref.store %cst_0, %alloc_1[%arg1] : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT:       %3 = memref.load %alloc_1[%arg1] : memref<4xf32>
// CHECK-NEXT:       %4 = arith.addf %arg2, %3 : f32
// CHECK-NEXT:       scf.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<4xf32>
// CHECK-NEXT:     %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

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
func.func @caller1(%x: i32) -> i32 {
  %0 = call @callee(%x, %x) : (i32, i32) -> i32
  %1 = call @pub(%0) : (i32) -> i32
  %2 = call @ext(%1) : (i32) -> i32
  return %2 : i32
}
func.func private @alloc_fill(%n: index, %v: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return %m : memref<?xf32>
}
func.func private @sum(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %a, %x : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func private @both(%n: index) -> f32 {
  %one = arith.constant 1.0 : f32
  %m = func.call @alloc_fill(%n, %one) : (index, f32) -> memref<?xf32>
  %s = func.call @sum(%m) : (memref<?xf32>) -> f32
  memref.dealloc %m : memref<?xf32>
  return %s : f32
}
func.func @main(%n: index) -> f32 {
  %a = func.call @both(%n) : (index) -> f32
  %c4 = arith.constant 4 : index
  %b = func.call @both(%c4) : (index) -> f32
  %b_m = memref.alloc(%c4) : memref<?xf32>
  %unused = func.call @sum(%b_m) : (memref<?xf32>) -> f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
