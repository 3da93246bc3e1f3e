// Benchmark kernel: linalg.matmul on i32 (C[120x88] += A[120x150] * B[150x88], wrapping
// arithmetic), function-boundary memrefs with dynamic layouts, i-j-k loops; 10 accumulating
// calls. @kernel returns the sum of the squares of C as i64; @main prints it and the seconds
// one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 50268258000
// CHECKSUM-SHRUNK: 50268258000
// Produced from benches/kernels_tensor/matmul_i32.mlir (the tensor program) by
//   mlir-opt matmul_i32.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh matmul_i32).
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @rtclock() -> f64
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @matmul(%arg0: memref<120x150xi32, strided<[?, ?], offset: ?>>, %arg1: memref<150x88xi32, strided<[?, ?], offset: ?>>, %arg2: memref<120x88xi32, strided<[?, ?], offset: ?>>) -> memref<120x88xi32, strided<[?, ?], offset: ?>> {
    linalg.matmul ins(%arg0, %arg1 : memref<120x150xi32, strided<[?, ?], offset: ?>>, memref<150x88xi32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<120x88xi32, strided<[?, ?], offset: ?>>)
    return %arg2 : memref<120x88xi32, strided<[?, ?], offset: ?>>
  }
  func.func @kernel() -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %c0_i32 = arith.constant 0 : i32
    %c0_i64 = arith.constant 0 : i64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<120x150xi32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc : memref<120x150xi32>) {
    ^bb0(%out: i32):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %c11 = arith.constant 11 : index
      %c50 = arith.constant 50 : index
      %4 = arith.muli %2, %c11 : index
      %5 = arith.addi %4, %3 : index
      %6 = arith.remui %5, %c50 : index
      %7 = arith.index_cast %6 : index to i32
      %c25_i32 = arith.constant 25 : i32
      %8 = arith.subi %7, %c25_i32 : i32
      linalg.yield %8 : i32
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<150x88xi32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc_0 : memref<150x88xi32>) {
    ^bb0(%out: i32):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %c13 = arith.constant 13 : index
      %c5 = arith.constant 5 : index
      %4 = arith.muli %2, %c5 : index
      %5 = arith.addi %4, %3 : index
      %6 = arith.remui %5, %c13 : index
      %7 = arith.index_cast %6 : index to i32
      %c6_i32 = arith.constant 6 : i32
      %8 = arith.subi %7, %c6_i32 : i32
      linalg.yield %8 : i32
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<120x88xi32>
    linalg.fill ins(%c0_i32 : i32) outs(%alloc_1 : memref<120x88xi32>)
    %cast = memref.cast %alloc_1 : memref<120x88xi32> to memref<120x88xi32, strided<[?, ?], offset: ?>>
    %0 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %cast) -> (memref<120x88xi32, strided<[?, ?], offset: ?>>) {
      %cast_3 = memref.cast %alloc : memref<120x150xi32> to memref<120x150xi32, strided<[?, ?], offset: ?>>
      %cast_4 = memref.cast %alloc_0 : memref<150x88xi32> to memref<150x88xi32, strided<[?, ?], offset: ?>>
      %2 = func.call @matmul(%cast_3, %cast_4, %arg1) : (memref<120x150xi32, strided<[?, ?], offset: ?>>, memref<150x88xi32, strided<[?, ?], offset: ?>>, memref<120x88xi32, strided<[?, ?], offset: ?>>) -> memref<120x88xi32, strided<[?, ?], offset: ?>>
      scf.yield %2 : memref<120x88xi32, strided<[?, ?], offset: ?>>
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<i64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_2 : memref<i64>)
    linalg.reduce ins(%0 : memref<120x88xi32, strided<[?, ?], offset: ?>>) outs(%alloc_2 : memref<i64>) dimensions = [0, 1] 
      (%in: i32, %init: i64) {
        %2 = arith.extsi %in : i32 to i64
        %3 = arith.muli %2, %2 : i64
        %4 = arith.addi %3, %init : i64
        linalg.yield %4 : i64
      }
    %1 = memref.load %alloc_2[] : memref<i64>
    return %1 : i64
  }
  func.func @main() {
    %0 = call @rtclock() : () -> f64
    %1 = call @kernel() : () -> i64
    %2 = call @rtclock() : () -> f64
    call @printI64(%1) : (i64) -> ()
    call @printNewline() : () -> ()
    %3 = arith.subf %2, %0 : f64
    call @printF64(%3) : (f64) -> ()
    call @printNewline() : () -> ()
    return
  }
}

