// linalg.matmul 256x256x256 f32 on buffers: what One-Shot Bufferize makes of a tensor program
// (the benchmark kernel of benches/linalg.rs and benches/linalg_matmul_mlir.sh), produced by
//   mlir-opt matmul.tensor.mlir --one-shot-bufferize="bufferize-function-boundaries"
// Run: bufjit run benches/linalg_matmul.mlir --pipeline=default -O3
// (prints C[0, 0] = 1280 and the seconds per matmul).

module {
  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printF32(f32)
  func.func private @printNewline()
  func.func @matmul(%arg0: memref<256x256xf32, strided<[?, ?], offset: ?>>, %arg1: memref<256x256xf32, strided<[?, ?], offset: ?>>, %arg2: memref<256x256xf32, strided<[?, ?], offset: ?>>) -> memref<256x256xf32, strided<[?, ?], offset: ?>> {
    linalg.matmul ins(%arg0, %arg1 : memref<256x256xf32, strided<[?, ?], offset: ?>>, memref<256x256xf32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<256x256xf32, strided<[?, ?], offset: ?>>)
    return %arg2 : memref<256x256xf32, strided<[?, ?], offset: ?>>
  }
  func.func @bench() -> f32 {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<256x256xf32>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_2 : memref<256x256xf32>)
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
    linalg.fill ins(%cst_1 : f32) outs(%alloc_3 : memref<256x256xf32>)
    %cast = memref.cast %alloc : memref<256x256xf32> to memref<256x256xf32, strided<[?, ?], offset: ?>>
    %cast_4 = memref.cast %alloc_2 : memref<256x256xf32> to memref<256x256xf32, strided<[?, ?], offset: ?>>
    %cast_5 = memref.cast %alloc_3 : memref<256x256xf32> to memref<256x256xf32, strided<[?, ?], offset: ?>>
    %0 = call @matmul(%cast, %cast_4, %cast_5) : (memref<256x256xf32, strided<[?, ?], offset: ?>>, memref<256x256xf32, strided<[?, ?], offset: ?>>, memref<256x256xf32, strided<[?, ?], offset: ?>>) -> memref<256x256xf32, strided<[?, ?], offset: ?>>
    %1 = memref.load %0[%c0, %c0] : memref<256x256xf32, strided<[?, ?], offset: ?>>
    return %1 : f32
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<256x256xf32>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_2 : memref<256x256xf32>)
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
    linalg.fill ins(%cst_1 : f32) outs(%alloc_3 : memref<256x256xf32>)
    %0 = call @rtclock() : () -> f64
    %cast = memref.cast %alloc_3 : memref<256x256xf32> to memref<256x256xf32, strided<[?, ?], offset: ?>>
    %1 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %cast) -> (memref<256x256xf32, strided<[?, ?], offset: ?>>) {
      %cast_5 = memref.cast %alloc : memref<256x256xf32> to memref<256x256xf32, strided<[?, ?], offset: ?>>
      %cast_6 = memref.cast %alloc_2 : memref<256x256xf32> to memref<256x256xf32, strided<[?, ?], offset: ?>>
      %6 = func.call @matmul(%cast_5, %cast_6, %arg1) : (memref<256x256xf32, strided<[?, ?], offset: ?>>, memref<256x256xf32, strided<[?, ?], offset: ?>>, memref<256x256xf32, strided<[?, ?], offset: ?>>) -> memref<256x256xf32, strided<[?, ?], offset: ?>>
      scf.yield %6 : memref<256x256xf32, strided<[?, ?], offset: ?>>
    }
    %2 = call @rtclock() : () -> f64
    %3 = memref.load %1[%c0, %c0] : memref<256x256xf32, strided<[?, ?], offset: ?>>
    call @printF32(%3) : (f32) -> ()
    call @printNewline() : () -> ()
    %4 = arith.subf %2, %0 : f64
    %cst_4 = arith.constant 1.000000e+01 : f64
    %5 = arith.divf %4, %cst_4 : f64
    call @printF64(%5) : (f64) -> ()
    call @printNewline() : () -> ()
    return
  }
}

