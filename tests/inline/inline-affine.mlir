// --inline: callees with affine ops inline only where an affine scope or affine body takes
// them (the function body), not into scf.for. Expected output: mlir-opt 22 --inline.
// RUN: bufjit opt %s --inline | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func private @aff(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = affine.load %arg0[symbol(%arg1)] : memref<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @aff2(%arg0: memref<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     affine.for %arg1 = 0 to 4 {
// CHECK-NEXT:       affine.store %cst, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @a(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst_0) -> (f32) {
// CHECK-NEXT:       %1 = func.call @aff(%arg0, %arg2) : (memref<4xf32>, index) -> f32
// CHECK-NEXT:       func.call @aff2(%arg0) : (memref<4xf32>) -> ()
// CHECK-NEXT:       %2 = arith.addf %arg3, %1 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 4 {
// CHECK-NEXT:       affine.store %cst, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func private @aff(%m: memref<4xf32>, %i: index) -> f32 {
  %v = affine.load %m[%i] : memref<4xf32>
  return %v : f32
}
func.func private @aff2(%m: memref<4xf32>) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %cst, %m[%i] : memref<4xf32>
  }
  return
}
func.func @a(%m: memref<4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %v = func.call @aff(%m, %i) : (memref<4xf32>, index) -> f32
    func.call @aff2(%m) : (memref<4xf32>) -> ()
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  func.call @aff2(%m) : (memref<4xf32>) -> ()
  return %r : f32
}
