// Verification of memref.generic_atomic_rmw and memref.atomic_yield. Messages exactly as
// mlir-opt 22 emits them.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics
// RUN: not bufjit opt %s -split-input-file

func.func @two_args(%m: memref<4xf32>, %i: index) -> f32 {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return %0 : f32
}

// -----

func.func @arg_type(%m: memref<4xf32>, %i: index) -> f32 {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f64):
    %t = arith.truncf %a : f64 to f32
    memref.atomic_yield %t : f32
  }
  return %0 : f32
}

// -----

func.func @side_effect(%m: memref<4xf32>, %n: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %l = memref.load %n[%i] : memref<4xf32>
    memref.atomic_yield %l : f32
  }
  return %0 : f32
}

// -----

func.func @yield_type(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return %0 : f32
}

// -----

func.func @yield_parent(%x: f32) {
  // expected-error@+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %x : f32
}

// -----

func.func @result_type(%m: memref<4xf32>, %i: index) -> f64 {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%a: f64):
    "memref.atomic_yield"(%a) : (f64) -> ()
  }) : (memref<4xf32>, index) -> f64
  return %0 : f64
}
