// Benchmark kernel: linalg.matmul on f64 at a non-square, non-power-of-two shape
// (C[96x200] += A[96x130] * B[130x200]), on function-boundary memrefs with fully dynamic
// layouts, lowered by convert-linalg-to-loops in its i-j-k order (C[i,j] loaded and stored in
// the innermost loop); 8 accumulating calls. Inputs are small integers, so every sum is exact.
// @kernel returns the sum of the squares of C; @main prints it and the seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 1.10554e+08
// CHECKSUM-SHRUNK: 1.10554e+08
// Produced from benches/kernels_tensor/matmul_f64.mlir (the tensor program) by
//   mlir-opt matmul_f64.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh matmul_f64).
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @matmul(%arg0: memref<96x130xf64, strided<[?, ?], offset: ?>>, %arg1: memref<130x200xf64, strided<[?, ?], offset: ?>>, %arg2: memref<96x200xf64, strided<[?, ?], offset: ?>>) -> memref<96x200xf64, strided<[?, ?], offset: ?>> {
    linalg.matmul ins(%arg0, %arg1 : memref<96x130xf64, strided<[?, ?], offset: ?>>, memref<130x200xf64, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<96x200xf64, strided<[?, ?], offset: ?>>)
    return %arg2 : memref<96x200xf64, strided<[?, ?], offset: ?>>
  }
  func.func @kernel() -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant 0.000000e+00 : f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<96x130xf64>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc : memref<96x130xf64>) {
    ^bb0(%out: f64):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %c3 = arith.constant 3 : index
      %c7 = arith.constant 7 : index
      %4 = arith.muli %2, %c3 : index
      %5 = arith.addi %4, %3 : index
      %6 = arith.remui %5, %c7 : index
      %7 = arith.subi %6, %c3 : index
      %8 = arith.index_cast %7 : index to i64
      %9 = arith.sitofp %8 : i64 to f64
      linalg.yield %9 : f64
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<130x200xf64>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc_0 : memref<130x200xf64>) {
    ^bb0(%out: f64):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %c2 = arith.constant 2 : index
      %c5 = arith.constant 5 : index
      %4 = arith.muli %3, %c2 : index
      %5 = arith.addi %4, %2 : index
      %6 = arith.remui %5, %c5 : index
      %c1_3 = arith.constant 1 : index
      %7 = arith.subi %6, %c1_3 : index
      %8 = arith.index_cast %7 : index to i64
      %9 = arith.sitofp %8 : i64 to f64
      linalg.yield %9 : f64
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<96x200xf64>
    linalg.fill ins(%cst : f64) outs(%alloc_1 : memref<96x200xf64>)
    %cast = memref.cast %alloc_1 : memref<96x200xf64> to memref<96x200xf64, strided<[?, ?], offset: ?>>
    %0 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %cast) -> (memref<96x200xf64, strided<[?, ?], offset: ?>>) {
      %cast_3 = memref.cast %alloc : memref<96x130xf64> to memref<96x130xf64, strided<[?, ?], offset: ?>>
      %cast_4 = memref.cast %alloc_0 : memref<130x200xf64> to memref<130x200xf64, strided<[?, ?], offset: ?>>
      %2 = func.call @matmul(%cast_3, %cast_4, %arg1) : (memref<96x130xf64, strided<[?, ?], offset: ?>>, memref<130x200xf64, strided<[?, ?], offset: ?>>, memref<96x200xf64, strided<[?, ?], offset: ?>>) -> memref<96x200xf64, strided<[?, ?], offset: ?>>
      scf.yield %2 : memref<96x200xf64, strided<[?, ?], offset: ?>>
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<f64>
    linalg.fill ins(%cst : f64) outs(%alloc_2 : memref<f64>)
    linalg.reduce ins(%0 : memref<96x200xf64, strided<[?, ?], offset: ?>>) outs(%alloc_2 : memref<f64>) dimensions = [0, 1] 
      (%in: f64, %init: f64) {
        %2 = arith.mulf %in, %in : f64
        %3 = arith.addf %2, %init : f64
        linalg.yield %3 : f64
      }
    %1 = memref.load %alloc_2[] : memref<f64>
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

