// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s
// Compile tiers (src/codegen/tier.rs): at -O3 @main (loop-free, run once) and @init (run
// once, 6 trips) are compiled with the fast-compile settings, @scale (loop-free but called in
// a loop) and @sum (a loop bounded by its caller's dynamic size) with the optimizing ones.
// The program must print the same at every level and with BUFJIT_TIERS=0 (tests/opt_levels.rs).

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func private @init(%b: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %b, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %b[%i] : memref<?xf32>
  }
  return
}

func.func private @scale(%x: f32, %k: f32) -> f32 {
  %y = arith.mulf %x, %k : f32
  %one = arith.constant 1.5 : f32
  %z = arith.addf %y, %one : f32
  return %z : f32
}

func.func @sum(%b: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %b, %c0 : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %b[%i] : memref<?xf32>
    %y = func.call @scale(%x, %k) : (f32, f32) -> f32
    %a = arith.addf %acc, %y : f32
    scf.yield %a : f32
  }
  return %r : f32
}

func.func @main() {
  %b = memref.alloc() : memref<6xf32>
  %cast = memref.cast %b : memref<6xf32> to memref<?xf32>
  call @init(%cast) : (memref<?xf32>) -> ()
  %s = call @sum(%cast) : (memref<?xf32>) -> f32
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  %c5 = arith.constant 5 : index
  %x = memref.load %b[%c5] : memref<6xf32>
  %xi = arith.fptosi %x : f32 to i64
  call @printI64(%xi) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: 39
// CHECK-NEXT: 5
