// Benchmark kernel: a dense layer on f32, Y = softmax_rows(relu(X[128x256] * W[256x192] + b)):
// linalg.fill + linalg.matmul (i-j-k loops, the output element loaded and stored in the
// innermost one), a linalg.generic adding the bias and applying arith.maximumf with 0, and a
// row softmax (linalg.reduce maximumf, math.exp, linalg.reduce addf, divf), on
// function-boundary memrefs with fully dynamic layouts; each of 4 calls returns a fresh result.
// @kernel returns the sum of the squares of the results as f64; @main prints it and the
// seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 3.94102
// CHECKSUM-SHRUNK: 3.94102
// Produced from benches/kernels_tensor/dense_layer.mlir (the tensor program) by
//   mlir-opt dense_layer.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh dense_layer).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0) -> (d0)>
module {
  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @dense(%arg0: memref<128x256xf32, strided<[?, ?], offset: ?>>, %arg1: memref<256x192xf32, strided<[?, ?], offset: ?>>, %arg2: memref<192xf32, strided<[?], offset: ?>>) -> memref<128x192xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<128x192xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<128x192xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<128x256xf32, strided<[?, ?], offset: ?>>, memref<256x192xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<128x192xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc, %arg2 : memref<128x192xf32>, memref<192xf32, strided<[?], offset: ?>>) outs(%alloc : memref<128x192xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.addf %in, %in_2 : f32
      %1 = arith.maximumf %0, %cst : f32
      linalg.yield %1 : f32
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_1 : memref<128xf32>)
    linalg.reduce ins(%alloc : memref<128x192xf32>) outs(%alloc_1 : memref<128xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = arith.maximumf %in, %init : f32
        linalg.yield %0 : f32
      }
    linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc, %alloc_1 : memref<128x192xf32>, memref<128xf32>) outs(%alloc : memref<128x192xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.subf %in, %in_2 : f32
      %1 = math.exp %0 : f32
      linalg.yield %1 : f32
    }
    linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<128xf32>)
    linalg.reduce ins(%alloc : memref<128x192xf32>) outs(%alloc_1 : memref<128xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = arith.addf %in, %init : f32
        linalg.yield %0 : f32
      }
    linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc, %alloc_1 : memref<128x192xf32>, memref<128xf32>) outs(%alloc : memref<128x192xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.divf %in, %in_2 : f32
      linalg.yield %0 : f32
    }
    %cast = memref.cast %alloc : memref<128x192xf32> to memref<128x192xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<128x192xf32>
  }
  func.func @kernel() -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 0.000000e+00 : f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc : memref<128x256xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %c3 = arith.constant 3 : index
      %c11 = arith.constant 11 : index
      %3 = arith.muli %1, %c3 : index
      %4 = arith.addi %3, %2 : index
      %5 = arith.remui %4, %c11 : index
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.sitofp %6 : i32 to f32
      %cst_2 = arith.constant 1.250000e-01 : f32
      %cst_3 = arith.constant 5.000000e+00 : f32
      %8 = arith.subf %7, %cst_3 : f32
      %9 = arith.mulf %8, %cst_2 : f32
      linalg.yield %9 : f32
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<256x192xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc_0 : memref<256x192xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %c2 = arith.constant 2 : index
      %c7 = arith.constant 7 : index
      %3 = arith.muli %2, %c2 : index
      %4 = arith.addi %3, %1 : index
      %5 = arith.remui %4, %c7 : index
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.sitofp %6 : i32 to f32
      %cst_2 = arith.constant 6.250000e-02 : f32
      %cst_3 = arith.constant 3.000000e+00 : f32
      %8 = arith.subf %7, %cst_3 : f32
      %9 = arith.mulf %8, %cst_2 : f32
      linalg.yield %9 : f32
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<192xf32>
    linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%alloc_1 : memref<192xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %c5 = arith.constant 5 : index
      %2 = arith.remui %1, %c5 : index
      %3 = arith.index_cast %2 : index to i32
      %4 = arith.sitofp %3 : i32 to f32
      %cst_2 = arith.constant 5.000000e-01 : f32
      %5 = arith.mulf %4, %cst_2 : f32
      linalg.yield %5 : f32
    }
    %0 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %cst) -> (f64) {
      %cast = memref.cast %alloc : memref<128x256xf32> to memref<128x256xf32, strided<[?, ?], offset: ?>>
      %cast_2 = memref.cast %alloc_0 : memref<256x192xf32> to memref<256x192xf32, strided<[?, ?], offset: ?>>
      %cast_3 = memref.cast %alloc_1 : memref<192xf32> to memref<192xf32, strided<[?], offset: ?>>
      %1 = func.call @dense(%cast, %cast_2, %cast_3) : (memref<128x256xf32, strided<[?, ?], offset: ?>>, memref<256x192xf32, strided<[?, ?], offset: ?>>, memref<192xf32, strided<[?], offset: ?>>) -> memref<128x192xf32>
      %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<f64>
      linalg.fill ins(%arg1 : f64) outs(%alloc_4 : memref<f64>)
      linalg.reduce ins(%1 : memref<128x192xf32>) outs(%alloc_4 : memref<f64>) dimensions = [0, 1] 
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

