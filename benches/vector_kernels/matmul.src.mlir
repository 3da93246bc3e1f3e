// Source of matmul.mlir (regenerate with gen.sh): C += A * B, 256x256x256 f32, tiled 4x16x4
// and vectorized by mlir-opt 22 (see gen.sh). @bench runs one matmul on fresh buffers and
// returns C[0, 0] (128); @main times ten with rtclock and prints C[0, 0] (1280) and the
// seconds per matmul.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func @matmul(%A: memref<256x256xf32>, %B: memref<256x256xf32>, %C: memref<256x256xf32>) {
  linalg.matmul ins(%A, %B : memref<256x256xf32>, memref<256x256xf32>) outs(%C : memref<256x256xf32>)
  return
}
func.func @bench() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %A = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
  %B = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
  %C = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
  linalg.fill ins(%one : f32) outs(%A : memref<256x256xf32>)
  linalg.fill ins(%half : f32) outs(%B : memref<256x256xf32>)
  linalg.fill ins(%zero : f32) outs(%C : memref<256x256xf32>)
  call @matmul(%A, %B, %C) : (memref<256x256xf32>, memref<256x256xf32>, memref<256x256xf32>) -> ()
  %r = memref.load %C[%c0, %c0] : memref<256x256xf32>
  memref.dealloc %A : memref<256x256xf32>
  memref.dealloc %B : memref<256x256xf32>
  memref.dealloc %C : memref<256x256xf32>
  return %r : f32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %A = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
  %B = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
  %C = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
  linalg.fill ins(%one : f32) outs(%A : memref<256x256xf32>)
  linalg.fill ins(%half : f32) outs(%B : memref<256x256xf32>)
  linalg.fill ins(%zero : f32) outs(%C : memref<256x256xf32>)
  %t0 = call @rtclock() : () -> f64
  scf.for %i = %c0 to %c10 step %c1 {
    func.call @matmul(%A, %B, %C) : (memref<256x256xf32>, memref<256x256xf32>, memref<256x256xf32>) -> ()
  }
  %t1 = call @rtclock() : () -> f64
  %r = memref.load %C[%c0, %c0] : memref<256x256xf32>
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  %dt = arith.subf %t1, %t0 : f64
  %n = arith.constant 10.0 : f64
  %per = arith.divf %dt, %n : f64
  call @printF64(%per) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %A : memref<256x256xf32>
  memref.dealloc %B : memref<256x256xf32>
  memref.dealloc %C : memref<256x256xf32>
  return
}
