// Vectorisation benchmark: c[i] = a[i] * b[i] + a[i] over 10^6 f32 elements, 200 times. The
// elementwise function is what One-Shot Bufferize makes of a tensor linalg.generic with
// bufferized function boundaries (fully dynamic layouts, so the buffers are function arguments
// that may alias and whose stride is known only at run time); the run pipeline's
// convert-linalg-to-loops makes the loop, the deallocation pipeline frees the three buffers.
// @kernel returns a checksum; @main prints it and the seconds one @kernel call took.
#id = affine_map<(d0) -> (d0)>
func.func private @rtclock() -> f64
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func private @elementwise(%a: memref<1000000xf32, strided<[?], offset: ?>>, %b: memref<1000000xf32, strided<[?], offset: ?>>, %c: memref<1000000xf32, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : memref<1000000xf32, strided<[?], offset: ?>>, memref<1000000xf32, strided<[?], offset: ?>>) outs(%c : memref<1000000xf32, strided<[?], offset: ?>>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %x : f32
    linalg.yield %s : f32
  }
  return
}

func.func @kernel() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000000 : index
  %reps = arith.constant 200 : index
  %c1000 = arith.constant 1000 : index
  %milli = arith.constant 1.000000e-03 : f32
  %one = arith.constant 1.500000e+00 : f32
  %a = memref.alloc() {alignment = 64 : i64} : memref<1000000xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<1000000xf32>
  %c = memref.alloc() {alignment = 64 : i64} : memref<1000000xf32>
  scf.for %i = %c0 to %n step %c1 {
    %r = arith.remui %i, %c1000 : index
    %ri = arith.index_cast %r : index to i64
    %f = arith.sitofp %ri : i64 to f32
    %x = arith.mulf %f, %milli : f32
    %y = arith.subf %one, %x : f32
    memref.store %x, %a[%i] : memref<1000000xf32>
    memref.store %y, %b[%i] : memref<1000000xf32>
  }
  %ad = memref.cast %a : memref<1000000xf32> to memref<1000000xf32, strided<[?], offset: ?>>
  %bd = memref.cast %b : memref<1000000xf32> to memref<1000000xf32, strided<[?], offset: ?>>
  %cd = memref.cast %c : memref<1000000xf32> to memref<1000000xf32, strided<[?], offset: ?>>
  scf.for %k = %c0 to %reps step %c1 {
    func.call @elementwise(%ad, %bd, %cd) : (memref<1000000xf32, strided<[?], offset: ?>>, memref<1000000xf32, strided<[?], offset: ?>>, memref<1000000xf32, strided<[?], offset: ?>>) -> ()
  }
  %z = arith.constant 0.000000e+00 : f64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %c[%i] : memref<1000000xf32>
    %w = arith.extf %v : f32 to f64
    %t = arith.addf %acc, %w : f64
    scf.yield %t : f64
  }
  %r = arith.fptosi %sum : f64 to i64
  return %r : i64
}

func.func @main() {
  %t0 = call @rtclock() : () -> f64
  %r = call @kernel() : () -> i64
  %t1 = call @rtclock() : () -> f64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  %d = arith.subf %t1, %t0 : f64
  call @printF64(%d) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
