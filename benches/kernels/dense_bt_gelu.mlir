// Benchmark kernel: a dense layer on f32 with transposed weights and a GELU activation, no
// softmax, Y = gelu(X[300x128] * Wt[257x128]^T + b) with
// gelu(v) = 0.5 v (1 + tanh(0.7978846 (v + 0.044715 v^3))): linalg.fill, a linalg.generic
// whose innermost loop is a dot product of two unit-stride rows into the output element, and
// a linalg.generic adding the bias and applying the tanh form of GELU (math.tanh), on
// function-boundary memrefs with fully dynamic layouts; each of 3 calls returns a fresh result.
// @kernel returns the sum of the squares of the results as f64; @main prints it and the
// seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 14179.3
// CHECKSUM-SHRUNK: 14179.3
// Produced from benches/kernels_tensor/dense_bt_gelu.mlir (the tensor program) by
//   mlir-opt dense_bt_gelu.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh dense_bt_gelu).
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0) -> (d0)>
module {
  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @dense_bt(%arg0: memref<300x128xf32, strided<[?, ?], offset: ?>>, %arg1: memref<257x128xf32, strided<[?, ?], offset: ?>>, %arg2: memref<257xf32, strided<[?], offset: ?>>) -> memref<300x257xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 0.797884583 : f32
    %cst_3 = arith.constant 4.471500e-02 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<300x257xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<300x257xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<300x128xf32, strided<[?, ?], offset: ?>>, memref<257x128xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<300x257xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %0 = arith.mulf %in, %in_4 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%alloc, %arg2 : memref<300x257xf32>, memref<257xf32, strided<[?], offset: ?>>) outs(%alloc : memref<300x257xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %0 = arith.addf %in, %in_4 : f32
      %1 = arith.mulf %0, %0 : f32
      %2 = arith.mulf %1, %0 : f32
      %3 = arith.mulf %2, %cst_3 : f32
      %4 = arith.addf %0, %3 : f32
      %5 = arith.mulf %4, %cst_2 : f32
      %6 = math.tanh %5 : f32
      %7 = arith.addf %6, %cst_1 : f32
      %8 = arith.mulf %0, %cst_0 : f32
      %9 = arith.mulf %8, %7 : f32
      linalg.yield %9 : f32
    }
    %cast = memref.cast %alloc : memref<300x257xf32> to memref<300x257xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<300x257xf32>
  }
  func.func @kernel() -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<300x128xf32>
    linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%alloc : memref<300x128xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %c5 = arith.constant 5 : index
      %c13 = arith.constant 13 : index
      %3 = arith.muli %1, %c5 : index
      %4 = arith.addi %3, %2 : index
      %5 = arith.remui %4, %c13 : index
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.sitofp %6 : i32 to f32
      %cst_2 = arith.constant 6.250000e-02 : f32
      %cst_3 = arith.constant 6.000000e+00 : f32
      %8 = arith.subf %7, %cst_3 : f32
      %9 = arith.mulf %8, %cst_2 : f32
      linalg.yield %9 : f32
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<257x128xf32>
    linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%alloc_0 : memref<257x128xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %c3_2 = arith.constant 3 : index
      %c11 = arith.constant 11 : index
      %3 = arith.muli %1, %c3_2 : index
      %4 = arith.addi %3, %2 : index
      %5 = arith.remui %4, %c11 : index
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.sitofp %6 : i32 to f32
      %cst_3 = arith.constant 3.125000e-02 : f32
      %cst_4 = arith.constant 5.000000e+00 : f32
      %8 = arith.subf %7, %cst_4 : f32
      %9 = arith.mulf %8, %cst_3 : f32
      linalg.yield %9 : f32
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<257xf32>
    linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%alloc_1 : memref<257xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %c6 = arith.constant 6 : index
      %2 = arith.remui %1, %c6 : index
      %3 = arith.index_cast %2 : index to i32
      %4 = arith.sitofp %3 : i32 to f32
      %cst_2 = arith.constant 2.500000e-01 : f32
      %cst_3 = arith.constant 2.500000e+00 : f32
      %5 = arith.subf %4, %cst_3 : f32
      %6 = arith.mulf %5, %cst_2 : f32
      linalg.yield %6 : f32
    }
    %0 = scf.for %arg0 = %c0 to %c3 step %c1 iter_args(%arg1 = %cst) -> (f64) {
      %cast = memref.cast %alloc : memref<300x128xf32> to memref<300x128xf32, strided<[?, ?], offset: ?>>
      %cast_2 = memref.cast %alloc_0 : memref<257x128xf32> to memref<257x128xf32, strided<[?, ?], offset: ?>>
      %cast_3 = memref.cast %alloc_1 : memref<257xf32> to memref<257xf32, strided<[?], offset: ?>>
      %1 = func.call @dense_bt(%cast, %cast_2, %cast_3) : (memref<300x128xf32, strided<[?, ?], offset: ?>>, memref<257x128xf32, strided<[?, ?], offset: ?>>, memref<257xf32, strided<[?], offset: ?>>) -> memref<300x257xf32>
      %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<f64>
      linalg.fill ins(%arg1 : f64) outs(%alloc_4 : memref<f64>)
      linalg.reduce ins(%1 : memref<300x257xf32>) outs(%alloc_4 : memref<f64>) dimensions = [0, 1] 
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

