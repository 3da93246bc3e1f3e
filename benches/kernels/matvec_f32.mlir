// Benchmark kernel: linalg.matvec f32 (y[700] += A[700x610] * x[610]; the innermost loop is a
// reduction, which neither compiler may reassociate without fastmath), 60 accumulating calls on
// function-boundary memrefs. @kernel returns the sum of y as f64; @main prints it and the
// seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 12480
// CHECKSUM-SHRUNK: 12480
// Produced from benches/kernels_tensor/matvec_f32.mlir (the tensor program) by
//   mlir-opt matvec_f32.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh matvec_f32).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
module {
  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @matvec(%arg0: memref<700x610xf32, strided<[?, ?], offset: ?>>, %arg1: memref<610xf32, strided<[?], offset: ?>>, %arg2: memref<700xf32, strided<[?], offset: ?>>) -> memref<700xf32, strided<[?], offset: ?>> {
    linalg.matvec ins(%arg0, %arg1 : memref<700x610xf32, strided<[?, ?], offset: ?>>, memref<610xf32, strided<[?], offset: ?>>) outs(%arg2 : memref<700xf32, strided<[?], offset: ?>>)
    return %arg2 : memref<700xf32, strided<[?], offset: ?>>
  }
  func.func @kernel() -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c60 = arith.constant 60 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<700x610xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc : memref<700x610xf32>) {
    ^bb0(%out: f32):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %c2 = arith.constant 2 : index
      %c9 = arith.constant 9 : index
      %4 = arith.muli %3, %c2 : index
      %5 = arith.addi %4, %2 : index
      %6 = arith.remui %5, %c9 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.sitofp %7 : i32 to f32
      %cst_4 = arith.constant 4.000000e+00 : f32
      %9 = arith.subf %8, %cst_4 : f32
      linalg.yield %9 : f32
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<610xf32>
    linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%alloc_1 : memref<610xf32>) {
    ^bb0(%out: f32):
      %2 = linalg.index 0 : index
      %c3 = arith.constant 3 : index
      %3 = arith.remui %2, %c3 : index
      %4 = arith.index_cast %3 : index to i32
      %5 = arith.sitofp %4 : i32 to f32
      %cst_4 = arith.constant 5.000000e-01 : f32
      %6 = arith.subf %5, %cst_4 : f32
      linalg.yield %6 : f32
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<700xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_2 : memref<700xf32>)
    %cast = memref.cast %alloc_2 : memref<700xf32> to memref<700xf32, strided<[?], offset: ?>>
    %0 = scf.for %arg0 = %c0 to %c60 step %c1 iter_args(%arg1 = %cast) -> (memref<700xf32, strided<[?], offset: ?>>) {
      %cast_4 = memref.cast %alloc : memref<700x610xf32> to memref<700x610xf32, strided<[?, ?], offset: ?>>
      %cast_5 = memref.cast %alloc_1 : memref<610xf32> to memref<610xf32, strided<[?], offset: ?>>
      %2 = func.call @matvec(%cast_4, %cast_5, %arg1) : (memref<700x610xf32, strided<[?, ?], offset: ?>>, memref<610xf32, strided<[?], offset: ?>>, memref<700xf32, strided<[?], offset: ?>>) -> memref<700xf32, strided<[?], offset: ?>>
      scf.yield %2 : memref<700xf32, strided<[?], offset: ?>>
    }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<f64>
    linalg.fill ins(%cst_0 : f64) outs(%alloc_3 : memref<f64>)
    linalg.reduce ins(%0 : memref<700xf32, strided<[?], offset: ?>>) outs(%alloc_3 : memref<f64>) dimensions = [0] 
      (%in: f32, %init: f64) {
        %2 = arith.extf %in : f32 to f64
        %3 = arith.addf %2, %init : f64
        linalg.yield %3 : f64
      }
    %1 = memref.load %alloc_3[] : memref<f64>
    return %1 : f64
  }
  func.func @main() {
    %0 = call @rtclock() : () -> f64
    %1 = call @kernel() : () -> f64
    %2 = call @rtclock() : () -> f64
    call @printF64(%1) : (f64) -> ()
    call @printNewline() : () -> ()
    %3 = arith.subf %2, %0 : f64
    call @printF64(%3) : (f64) -> ()
    call @printNewline() : () -> ()
    return
  }
}

