// RUN: bufjit opt %s --arith-emulate-unsupported-floats="source-types=bf16,f16 target-type=f32" | FileCheck %s
// RUN: bufjit opt %s --arith-emulate-unsupported-floats="source-types=bf16,f16" | FileCheck %s
// RUN: not bufjit opt %s --arith-emulate-unsupported-floats="source-types=bf16,f17" 2>&1 | FileCheck %s --check-prefix=ERR
// arith ops on f16/bf16 (scalars, vectors, in a loop) compute in f32 between extf and truncf
// casts marked fastmath<contract>; each value is extended once, right after its definition
// or at the start of its block; constants, select, bitcast, extf and truncf stay. Expected
// output from mlir-opt 22.

// ERR: error: could not map source type 'f17' to a known floating-point type

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: f16, %arg1: f16, %arg2: vector<4xbf16>, %arg3: vector<4xbf16>, %arg4: f32) -> (f16, vector<4xi1>, vector<4xbf16>, f16, i32) {
// CHECK-NEXT:     %0 = arith.extf %arg3 fastmath<contract> : vector<4xbf16> to vector<4xf32>
// CHECK-NEXT:     %1 = arith.extf %arg2 fastmath<contract> : vector<4xbf16> to vector<4xf32>
// CHECK-NEXT:     %2 = arith.extf %arg1 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %3 = arith.extf %arg0 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %4 = arith.addf %3, %2 fastmath<fast> : f32
// CHECK-NEXT:     %5 = arith.truncf %4 fastmath<contract> : f32 to f16
// CHECK-NEXT:     %6 = arith.cmpf olt, %1, %0 : vector<4xf32>
// CHECK-NEXT:     %7 = arith.maximumf %1, %0 : vector<4xf32>
// CHECK-NEXT:     %8 = arith.truncf %7 fastmath<contract> : vector<4xf32> to vector<4xbf16>
// CHECK-NEXT:     %9 = arith.negf %3 : f32
// CHECK-NEXT:     %10 = arith.truncf %9 fastmath<contract> : f32 to f16
// CHECK-NEXT:     %11 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:     %12 = arith.truncf %arg4 : f32 to f16
// CHECK-NEXT:     %13 = arith.fptosi %3 : f32 to i32
// CHECK-NEXT:     %14 = arith.select %6, %8, %arg3 : vector<4xi1>, vector<4xbf16>
// CHECK-NEXT:     %15 = arith.sitofp %13 : i32 to f32
// CHECK-NEXT:     %16 = arith.truncf %15 fastmath<contract> : f32 to f16
// CHECK-NEXT:     return %5, %6, %14, %10, %13 : f16, vector<4xi1>, vector<4xbf16>, f16, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf16>, %arg1: index) -> f16 {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<4xf16>
// CHECK-NEXT:     %1 = arith.extf %0 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %2 = memref.load %arg0[%arg1] : memref<4xf16>
// CHECK-NEXT:     %3 = arith.extf %2 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f16
// CHECK-NEXT:     %4 = arith.extf %cst fastmath<contract> : f16 to f32
// CHECK-NEXT:     %5 = arith.mulf %3, %1 : f32
// CHECK-NEXT:     %6 = arith.truncf %5 fastmath<contract> : f32 to f16
// CHECK-NEXT:     %7 = arith.extf %6 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %8 = arith.addf %7, %4 : f32
// CHECK-NEXT:     %9 = arith.truncf %8 fastmath<contract> : f32 to f16
// CHECK-NEXT:     %10 = arith.extf %9 fastmath<contract> : f16 to f32
// CHECK-NEXT:     %11 = arith.subf %10, %1 : f32
// CHECK-NEXT:     %12 = arith.truncf %11 fastmath<contract> : f32 to f16
// CHECK-NEXT:     return %12 : f16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: bf16, %arg1: index) -> bf16 {
// CHECK-NEXT:     %0 = arith.extf %arg0 fastmath<contract> : bf16 to f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (bf16) {
// CHECK-NEXT:       %2 = arith.extf %arg3 fastmath<contract> : bf16 to f32
// CHECK-NEXT:       %3 = arith.mulf %2, %0 : f32
// CHECK-NEXT:       %4 = arith.truncf %3 fastmath<contract> : f32 to bf16
// CHECK-NEXT:       %5 = arith.extf %4 fastmath<contract> : bf16 to f32
// CHECK-NEXT:       %6 = arith.subf %5, %2 : f32
// CHECK-NEXT:       %7 = arith.truncf %6 fastmath<contract> : f32 to bf16
// CHECK-NEXT:       scf.yield %7 : bf16
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : bf16
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @f(%a: f16, %b: f16, %v: vector<4xbf16>, %w: vector<4xbf16>, %x: f32) -> (f16, vector<4xi1>, vector<4xbf16>, f16, i32) {
  %s = arith.addf %a, %b fastmath<fast> : f16
  %c = arith.cmpf olt, %v, %w : vector<4xbf16>
  %m = arith.maximumf %v, %w : vector<4xbf16>
  %n = arith.negf %a : f16
  %e = arith.extf %a : f16 to f32
  %t = arith.truncf %x : f32 to f16
  %i = arith.fptosi %a : f16 to i32
  %sel = arith.select %c, %m, %w : vector<4xi1>, vector<4xbf16>
  %sf = arith.sitofp %i : i32 to f16
  return %s, %c, %sel, %n, %i : f16, vector<4xi1>, vector<4xbf16>, f16, i32
}
func.func @g(%m: memref<4xf16>, %i: index) -> f16 {
  %l = memref.load %m[%i] : memref<4xf16>
  %l2 = memref.load %m[%i] : memref<4xf16>
  %c = arith.constant 2.0 : f16
  %s = arith.mulf %l2, %l : f16
  %t = arith.addf %s, %c : f16
  %u = arith.subf %t, %l : f16
  return %u : f16
}
func.func @loop(%x: bf16, %n: index) -> bf16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (bf16) {
    %y = arith.mulf %acc, %x : bf16
    %z = arith.subf %y, %acc : bf16
    scf.yield %z : bf16
  }
  return %r : bf16
}
