// Source of rowdot.mlir (regenerate with gen.sh): out[i] += sum_j A[i, j] * B[i, j] + 1, an
// elementwise product and a row reduction over 256x4096 f32, tiled 4x64 and vectorized by
// mlir-opt 22 (a vector.multi_reduction per tile; see gen.sh). @bench runs it once on fresh
// buffers and returns out[0] (2048 + 4096); @main times ten and prints out[0] and the seconds
// per run.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func @rowdot(%A: memref<256x4096xf32>, %B: memref<256x4096xf32>, %out: memref<256xf32>) {
  linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%A, %B : memref<256x4096xf32>, memref<256x4096xf32>) outs(%out : memref<256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %m = arith.mulf %a, %b : f32
    %p = arith.addf %m, %one : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}
func.func @bench() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %A = memref.alloc() {alignment = 64 : i64} : memref<256x4096xf32>
  %B = memref.alloc() {alignment = 64 : i64} : memref<256x4096xf32>
  %out = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  linalg.fill ins(%one : f32) outs(%A : memref<256x4096xf32>)
  linalg.fill ins(%half : f32) outs(%B : memref<256x4096xf32>)
  linalg.fill ins(%zero : f32) outs(%out : memref<256xf32>)
  call @rowdot(%A, %B, %out) : (memref<256x4096xf32>, memref<256x4096xf32>, memref<256xf32>) -> ()
  %r = memref.load %out[%c0] : memref<256xf32>
  memref.dealloc %A : memref<256x4096xf32>
  memref.dealloc %B : memref<256x4096xf32>
  memref.dealloc %out : memref<256xf32>
  return %r : f32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %A = memref.alloc() {alignment = 64 : i64} : memref<256x4096xf32>
  %B = memref.alloc() {alignment = 64 : i64} : memref<256x4096xf32>
  %out = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  linalg.fill ins(%one : f32) outs(%A : memref<256x4096xf32>)
  linalg.fill ins(%half : f32) outs(%B : memref<256x4096xf32>)
  linalg.fill ins(%zero : f32) outs(%out : memref<256xf32>)
  %t0 = call @rtclock() : () -> f64
  scf.for %i = %c0 to %c10 step %c1 {
    func.call @rowdot(%A, %B, %out) : (memref<256x4096xf32>, memref<256x4096xf32>, memref<256xf32>) -> ()
  }
  %t1 = call @rtclock() : () -> f64
  %r = memref.load %out[%c0] : memref<256xf32>
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  %dt = arith.subf %t1, %t0 : f64
  %n = arith.constant 10.0 : f64
  %per = arith.divf %dt, %n : f64
  call @printF64(%per) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %A : memref<256x4096xf32>
  memref.dealloc %B : memref<256x4096xf32>
  memref.dealloc %out : memref<256xf32>
  return
}
