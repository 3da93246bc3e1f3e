// Benchmark kernel: row-wise softmax of a 300x1000 f32 matrix: linalg.reduce (maximumf) per
// row, math.exp of the difference, linalg.reduce (addf) per row, elementwise division; the
// function returns a freshly allocated result (the caller frees it), called 10 times.
// @kernel returns the sum of one element of each result as f64; @main prints it and the
// seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 0.00894885
// CHECKSUM-SHRUNK: 0.00894885
// Produced from benches/kernels_tensor/softmax_rows.mlir (the tensor program) by
//   mlir-opt softmax_rows.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh softmax_rows).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @softmax(%arg0: memref<300x1000xf32, strided<[?, ?], offset: ?>>) -> memref<300x1000xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<300xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<300xf32>)
    linalg.reduce ins(%arg0 : memref<300x1000xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<300xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = arith.maximumf %in, %init : f32
        linalg.yield %0 : f32
      }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<300x1000xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %alloc : memref<300x1000xf32, strided<[?, ?], offset: ?>>, memref<300xf32>) outs(%alloc_1 : memref<300x1000xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.subf %in, %in_2 : f32
      %1 = math.exp %0 : f32
      linalg.yield %1 : f32
    }
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<300xf32>)
    linalg.reduce ins(%alloc_1 : memref<300x1000xf32>) outs(%alloc : memref<300xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = arith.addf %in, %init : f32
        linalg.yield %0 : f32
      }
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_1, %alloc : memref<300x1000xf32>, memref<300xf32>) outs(%alloc_1 : memref<300x1000xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.divf %in, %in_2 : f32
      linalg.yield %0 : f32
    }
    %cast = memref.cast %alloc_1 : memref<300x1000xf32> to memref<300x1000xf32, strided<[?, ?], offset: ?>>
    return %alloc_1 : memref<300x1000xf32>
  }
  func.func @kernel() -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c300 = arith.constant 300 : index
    %c1000 = arith.constant 1000 : index
    %c10 = arith.constant 10 : index
    %cst = arith.constant 0.000000e+00 : f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<300x1000xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc : memref<300x1000xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %c5 = arith.constant 5 : index
      %c37 = arith.constant 37 : index
      %3 = arith.muli %2, %c5 : index
      %4 = arith.addi %3, %1 : index
      %5 = arith.remui %4, %c37 : index
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.sitofp %6 : i32 to f32
      %cst_0 = arith.constant 2.500000e-01 : f32
      %8 = arith.mulf %7, %cst_0 : f32
      linalg.yield %8 : f32
    }
    %0 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %cst) -> (f64) {
      %cast = memref.cast %alloc : memref<300x1000xf32> to memref<300x1000xf32, strided<[?, ?], offset: ?>>
      %1 = func.call @softmax(%cast) : (memref<300x1000xf32, strided<[?, ?], offset: ?>>) -> memref<300x1000xf32>
      %2 = arith.muli %arg0, %c7 : index
      %3 = arith.remui %2, %c300 : index
      %4 = arith.remui %2, %c1000 : index
      %5 = memref.load %1[%3, %4] : memref<300x1000xf32>
      %6 = arith.extf %5 : f32 to f64
      %7 = arith.addf %arg1, %6 : f64
      scf.yield %7 : f64
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

