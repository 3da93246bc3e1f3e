// Benchmark kernel: a transpose-and-add linalg.generic, C[i,j] += A[i,j] + B[j,i] over
// 500x700 f32 (B read with a stride of 500 elements in the innermost loop), 8 calls on
// function-boundary memrefs. @kernel returns the sum of C as f64; @main prints it and the
// seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 1.11999e+07
// CHECKSUM-SHRUNK: 1.11999e+07
// Produced from benches/kernels_tensor/transpose_add.mlir (the tensor program) by
//   mlir-opt transpose_add.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh transpose_add).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func private @rtclock() -> f64
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @transpose_add(%arg0: memref<500x700xf32, strided<[?, ?], offset: ?>>, %arg1: memref<700x500xf32, strided<[?, ?], offset: ?>>, %arg2: memref<500x700xf32, strided<[?, ?], offset: ?>>) -> memref<500x700xf32, strided<[?, ?], offset: ?>> {
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<500x700xf32, strided<[?, ?], offset: ?>>, memref<700x500xf32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<500x700xf32, strided<[?, ?], offset: ?>>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return %arg2 : memref<500x700xf32, strided<[?, ?], offset: ?>>
  }
  func.func @kernel() -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<500x700xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc : memref<500x700xf32>) {
    ^bb0(%out: f32):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %4 = arith.addi %2, %3 : index
      %c10 = arith.constant 10 : index
      %5 = arith.remui %4, %c10 : index
      %6 = arith.index_cast %5 : index to i32
      %7 = arith.sitofp %6 : i32 to f32
      linalg.yield %7 : f32
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<700x500xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc_1 : memref<700x500xf32>) {
    ^bb0(%out: f32):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %c3 = arith.constant 3 : index
      %4 = arith.muli %3, %c3 : index
      %5 = arith.addi %4, %2 : index
      %c8_4 = arith.constant 8 : index
      %6 = arith.remui %5, %c8_4 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.sitofp %7 : i32 to f32
      %cst_5 = arith.constant 4.000000e+00 : f32
      %9 = arith.subf %8, %cst_5 : f32
      linalg.yield %9 : f32
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<500x700xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_2 : memref<500x700xf32>)
    %cast = memref.cast %alloc_2 : memref<500x700xf32> to memref<500x700xf32, strided<[?, ?], offset: ?>>
    %0 = scf.for %arg0 = %c0 to %c8 step %c1 iter_args(%arg1 = %cast) -> (memref<500x700xf32, strided<[?, ?], offset: ?>>) {
      %cast_4 = memref.cast %alloc : memref<500x700xf32> to memref<500x700xf32, strided<[?, ?], offset: ?>>
      %cast_5 = memref.cast %alloc_1 : memref<700x500xf32> to memref<700x500xf32, strided<[?, ?], offset: ?>>
      %2 = func.call @transpose_add(%cast_4, %cast_5, %arg1) : (memref<500x700xf32, strided<[?, ?], offset: ?>>, memref<700x500xf32, strided<[?, ?], offset: ?>>, memref<500x700xf32, strided<[?, ?], offset: ?>>) -> memref<500x700xf32, strided<[?, ?], offset: ?>>
      scf.yield %2 : memref<500x700xf32, strided<[?, ?], offset: ?>>
    }
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<f64>
    linalg.fill ins(%cst_0 : f64) outs(%alloc_3 : memref<f64>)
    linalg.reduce ins(%0 : memref<500x700xf32, strided<[?, ?], offset: ?>>) outs(%alloc_3 : memref<f64>) dimensions = [0, 1] 
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

