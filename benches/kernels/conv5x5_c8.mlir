// Benchmark kernel: a 5x5 NHWC convolution on f32 with few input channels, bias and clamp,
// Y = clamp(conv_2d_nhwc_hwcf(I[1x40x52x8], F[5x5x8x24]) + b[24], -64, 64) (output
// 1x36x48x24, no padding): linalg.fill, linalg.conv_2d_nhwc_hwcf and a linalg.generic adding
// the bias and clamping with arith.maximumf/minimumf, on function-boundary memrefs with fully
// dynamic layouts; each of 3 calls returns a fresh result. @kernel returns the sum of the
// squares of the results as f64; @main prints it and the seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 1.5493e+07
// CHECKSUM-SHRUNK: 1.5493e+07
// Produced from benches/kernels_tensor/conv5x5_c8.mlir (the tensor program) by
//   mlir-opt conv5x5_c8.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh conv5x5_c8).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map2 = affine_map<(d0) -> (d0)>
module {
  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @conv(%arg0: memref<1x40x52x8xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg1: memref<5x5x8x24xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg2: memref<24xf32, strided<[?], offset: ?>>) -> memref<1x36x48x24xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -6.400000e+01 : f32
    %cst_1 = arith.constant 6.400000e+01 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x36x48x24xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<1x36x48x24xf32>)
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x40x52x8xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<5x5x8x24xf32, strided<[?, ?, ?, ?], offset: ?>>) outs(%alloc : memref<1x36x48x24xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc, %arg2 : memref<1x36x48x24xf32>, memref<24xf32, strided<[?], offset: ?>>) outs(%alloc : memref<1x36x48x24xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.addf %in, %in_2 : f32
      %1 = arith.maximumf %0, %cst_0 : f32
      %2 = arith.minimumf %1, %cst_1 : f32
      linalg.yield %2 : f32
    }
    %cast = memref.cast %alloc : memref<1x36x48x24xf32> to memref<1x36x48x24xf32, strided<[?, ?, ?, ?], offset: ?>>
    return %alloc : memref<1x36x48x24xf32>
  }
  func.func @kernel() -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x40x52x8xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc : memref<1x40x52x8xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 1 : index
      %2 = linalg.index 2 : index
      %3 = linalg.index 3 : index
      %c3_2 = arith.constant 3 : index
      %c7 = arith.constant 7 : index
      %4 = arith.muli %1, %c3_2 : index
      %5 = arith.addi %4, %2 : index
      %6 = arith.addi %5, %3 : index
      %7 = arith.remui %6, %c7 : index
      %8 = arith.index_cast %7 : index to i32
      %9 = arith.sitofp %8 : i32 to f32
      %cst_3 = arith.constant 3.000000e+00 : f32
      %10 = arith.subf %9, %cst_3 : f32
      linalg.yield %10 : f32
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<5x5x8x24xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%alloc_0 : memref<5x5x8x24xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %3 = linalg.index 2 : index
      %4 = linalg.index 3 : index
      %5 = arith.addi %1, %2 : index
      %6 = arith.addi %5, %3 : index
      %c2 = arith.constant 2 : index
      %7 = arith.muli %4, %c2 : index
      %8 = arith.addi %6, %7 : index
      %c5 = arith.constant 5 : index
      %9 = arith.remui %8, %c5 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = arith.sitofp %10 : i32 to f32
      %cst_2 = arith.constant 2.000000e+00 : f32
      %12 = arith.subf %11, %cst_2 : f32
      %cst_3 = arith.constant 2.500000e-01 : f32
      %13 = arith.mulf %12, %cst_3 : f32
      linalg.yield %13 : f32
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<24xf32>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_1 : memref<24xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %c4 = arith.constant 4 : index
      %2 = arith.remui %1, %c4 : index
      %3 = arith.index_cast %2 : index to i32
      %4 = arith.sitofp %3 : i32 to f32
      %cst_2 = arith.constant 1.500000e+00 : f32
      %5 = arith.subf %4, %cst_2 : f32
      linalg.yield %5 : f32
    }
    %0 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %cst) -> (f64) {
      %cast = memref.cast %alloc : memref<1x40x52x8xf32> to memref<1x40x52x8xf32, strided<[?, ?, ?, ?], offset: ?>>
      %cast_2 = memref.cast %alloc_0 : memref<5x5x8x24xf32> to memref<5x5x8x24xf32, strided<[?, ?, ?, ?], offset: ?>>
      %cast_3 = memref.cast %alloc_1 : memref<24xf32> to memref<24xf32, strided<[?], offset: ?>>
      %1 = func.call @conv(%cast, %cast_2, %cast_3) : (memref<1x40x52x8xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<5x5x8x24xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<24xf32, strided<[?], offset: ?>>) -> memref<1x36x48x24xf32>
      %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<f64>
      linalg.fill ins(%arg1 : f64) outs(%alloc_4 : memref<f64>)
      linalg.reduce ins(%1 : memref<1x36x48x24xf32>) outs(%alloc_4 : memref<f64>) dimensions = [0, 1, 2, 3] 
        (%in: f32, %init: f64) {
          %3 = arith.extf %in : f32 to f64
          %4 = arith.mulf %3, %3 : f64
          %5 = arith.addf %4, %init : f64
          linalg.yield %5 : f64
        }
      %2 = memref.load %alloc_4[] : memref<f64>
      scf.yield %2 : f64
    }
    return %0 : f64
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

