// Benchmark kernel: a batched dense layer on f32 without softmax,
// Y[b] = relu(X[b] * W[b] + bias) for b < 6 with X 6x75x140 and W 6x140x90: linalg.fill +
// linalg.batch_matmul (b-i-j-k loops, the output element loaded and stored in the innermost
// one) and a linalg.generic adding the bias and applying arith.maximumf with 0, on
// function-boundary memrefs with fully dynamic layouts; each of 4 calls returns a fresh result.
// @kernel returns the sum of the squares of the results as f64; @main prints it and the
// seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 116397
// CHECKSUM-SHRUNK: 116397
// Produced from benches/kernels_tensor/dense_batched.mlir (the tensor program) by
//   mlir-opt dense_batched.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh dense_batched).
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2)>
#map2 = affine_map<(d0) -> (d0)>
module {
  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @dense_batched(%arg0: memref<6x75x140xf32, strided<[?, ?, ?], offset: ?>>, %arg1: memref<6x140x90xf32, strided<[?, ?, ?], offset: ?>>, %arg2: memref<90xf32, strided<[?], offset: ?>>) -> memref<6x75x90xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x75x90xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<6x75x90xf32>)
    linalg.batch_matmul ins(%arg0, %arg1 : memref<6x75x140xf32, strided<[?, ?, ?], offset: ?>>, memref<6x140x90xf32, strided<[?, ?, ?], offset: ?>>) outs(%alloc : memref<6x75x90xf32>)
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc, %arg2 : memref<6x75x90xf32>, memref<90xf32, strided<[?], offset: ?>>) outs(%alloc : memref<6x75x90xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      %1 = arith.maximumf %0, %cst : f32
      linalg.yield %1 : f32
    }
    %cast = memref.cast %alloc : memref<6x75x90xf32> to memref<6x75x90xf32, strided<[?, ?, ?], offset: ?>>
    return %alloc : memref<6x75x90xf32>
  }
  func.func @kernel() -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 0.000000e+00 : f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x75x140xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%alloc : memref<6x75x140xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %3 = linalg.index 2 : index
      %c3 = arith.constant 3 : index
      %c11 = arith.constant 11 : index
      %4 = arith.muli %2, %c3 : index
      %5 = arith.addi %4, %3 : index
      %6 = arith.addi %5, %1 : index
      %7 = arith.remui %6, %c11 : index
      %8 = arith.index_cast %7 : index to i32
      %9 = arith.sitofp %8 : i32 to f32
      %cst_2 = arith.constant 1.250000e-01 : f32
      %cst_3 = arith.constant 5.000000e+00 : f32
      %10 = arith.subf %9, %cst_3 : f32
      %11 = arith.mulf %10, %cst_2 : f32
      linalg.yield %11 : f32
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<6x140x90xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%alloc_0 : memref<6x140x90xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %3 = linalg.index 2 : index
      %c2 = arith.constant 2 : index
      %c7 = arith.constant 7 : index
      %4 = arith.muli %3, %c2 : index
      %5 = arith.addi %4, %2 : index
      %6 = arith.muli %1, %c2 : index
      %7 = arith.addi %5, %6 : index
      %8 = arith.remui %7, %c7 : index
      %9 = arith.index_cast %8 : index to i32
      %10 = arith.sitofp %9 : i32 to f32
      %cst_2 = arith.constant 6.250000e-02 : f32
      %cst_3 = arith.constant 3.000000e+00 : f32
      %11 = arith.subf %10, %cst_3 : f32
      %12 = arith.mulf %11, %cst_2 : f32
      linalg.yield %12 : f32
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<90xf32>
    linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%alloc_1 : memref<90xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %c5 = arith.constant 5 : index
      %2 = arith.remui %1, %c5 : index
      %3 = arith.index_cast %2 : index to i32
      %4 = arith.sitofp %3 : i32 to f32
      %cst_2 = arith.constant 5.000000e-01 : f32
      %cst_3 = arith.constant 1.000000e+00 : f32
      %5 = arith.subf %4, %cst_3 : f32
      %6 = arith.mulf %5, %cst_2 : f32
      linalg.yield %6 : f32
    }
    %0 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %cst) -> (f64) {
      %cast = memref.cast %alloc : memref<6x75x140xf32> to memref<6x75x140xf32, strided<[?, ?, ?], offset: ?>>
      %cast_2 = memref.cast %alloc_0 : memref<6x140x90xf32> to memref<6x140x90xf32, strided<[?, ?, ?], offset: ?>>
      %cast_3 = memref.cast %alloc_1 : memref<90xf32> to memref<90xf32, strided<[?], offset: ?>>
      %1 = func.call @dense_batched(%cast, %cast_2, %cast_3) : (memref<6x75x140xf32, strided<[?, ?, ?], offset: ?>>, memref<6x140x90xf32, strided<[?, ?, ?], offset: ?>>, memref<90xf32, strided<[?], offset: ?>>) -> memref<6x75x90xf32>
      %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<f64>
      linalg.fill ins(%arg1 : f64) outs(%alloc_4 : memref<f64>)
      linalg.reduce ins(%1 : memref<6x75x90xf32>) outs(%alloc_4 : memref<f64>) dimensions = [0, 1, 2] 
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

