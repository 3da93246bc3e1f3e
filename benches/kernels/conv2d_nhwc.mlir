// Benchmark kernel: linalg.conv_2d_nhwc_hwcf f32, input 1x58x60x8, filter 3x3x8x12, output
// 1x56x58x12 (seven nested loops after convert-linalg-to-loops, with the output element loaded
// and stored in the innermost one), 8 accumulating calls on function-boundary memrefs.
// @kernel returns the sum of the squares of the output as f64; @main prints it and the seconds one @kernel
// call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 3.05489e+09
// CHECKSUM-SHRUNK: 3.05489e+09
// Produced from benches/kernels_tensor/conv2d_nhwc.mlir (the tensor program) by
//   mlir-opt conv2d_nhwc.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh conv2d_nhwc).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @conv(%arg0: memref<1x58x60x8xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg1: memref<3x3x8x12xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg2: memref<1x56x58x12xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x56x58x12xf32, strided<[?, ?, ?, ?], offset: ?>> {
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x58x60x8xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<3x3x8x12xf32, strided<[?, ?, ?, ?], offset: ?>>) outs(%arg2 : memref<1x56x58x12xf32, strided<[?, ?, ?, ?], offset: ?>>)
    return %arg2 : memref<1x56x58x12xf32, strided<[?, ?, ?, ?], offset: ?>>
  }
  func.func @kernel() -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x58x60x8xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc : memref<1x58x60x8xf32>) {
    ^bb0(%out: f32):
      %2 = linalg.index 1 : index
      %3 = linalg.index 2 : index
      %4 = linalg.index 3 : index
      %c3 = arith.constant 3 : index
      %c7 = arith.constant 7 : index
      %5 = arith.muli %2, %c3 : index
      %6 = arith.addi %5, %3 : index
      %7 = arith.addi %6, %4 : index
      %8 = arith.remui %7, %c7 : index
      %9 = arith.index_cast %8 : index to i32
      %10 = arith.sitofp %9 : i32 to f32
      %cst_4 = arith.constant 3.000000e+00 : f32
      %11 = arith.subf %10, %cst_4 : f32
      linalg.yield %11 : f32
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<3x3x8x12xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_1 : memref<3x3x8x12xf32>) {
    ^bb0(%out: f32):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %4 = linalg.index 2 : index
      %5 = linalg.index 3 : index
      %6 = arith.addi %2, %3 : index
      %7 = arith.addi %6, %4 : index
      %8 = arith.addi %7, %5 : index
      %c5 = arith.constant 5 : index
      %9 = arith.remui %8, %c5 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = arith.sitofp %10 : i32 to f32
      %cst_4 = arith.constant 2.000000e+00 : f32
      %12 = arith.subf %11, %cst_4 : f32
      linalg.yield %12 : f32
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<1x56x58x12xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_2 : memref<1x56x58x12xf32>)
    %cast = memref.cast %alloc_2 : memref<1x56x58x12xf32> to memref<1x56x58x12xf32, strided<[?, ?, ?, ?], offset: ?>>
    %0 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %cast) -> (memref<1x56x58x12xf32, strided<[?, ?, ?, ?], offset: ?>>) {
      %cast_4 = memref.cast %alloc : memref<1x58x60x8xf32> to memref<1x58x60x8xf32, strided<[?, ?, ?, ?], offset: ?>>
      %cast_5 = memref.cast %alloc_1 : memref<3x3x8x12xf32> to memref<3x3x8x12xf32, strided<[?, ?, ?, ?], offset: ?>>
      %2 = func.call @conv(%cast_4, %cast_5, %arg1) : (memref<1x58x60x8xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<3x3x8x12xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<1x56x58x12xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x56x58x12xf32, strided<[?, ?, ?, ?], offset: ?>>
      scf.yield %2 : memref<1x56x58x12xf32, strided<[?, ?, ?, ?], offset: ?>>
    }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<f64>
    linalg.fill ins(%cst_0 : f64) outs(%alloc_3 : memref<f64>)
    linalg.reduce ins(%0 : memref<1x56x58x12xf32, strided<[?, ?, ?, ?], offset: ?>>) outs(%alloc_3 : memref<f64>) dimensions = [0, 1, 2, 3] 
      (%in: f32, %init: f64) {
        %2 = arith.extf %in : f32 to f64
        %3 = arith.mulf %2, %2 : f64
        %4 = arith.addf %3, %init : f64
        linalg.yield %4 : f64
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

