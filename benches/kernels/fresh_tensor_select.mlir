// Benchmark kernel: a private function returning a freshly allocated tensor of dynamic size
// (tensor.empty(%n) filled by a linalg.generic; bufferized, the caller owns the returned
// memref), called twice per iteration 10^5 times, with an scf.if choosing between the two
// results: the ownership pipeline's dynamic-ownership paths (a dealloc with run-time
// conditions). @kernel returns a checksum; @main prints it and the seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 13333866667
// CHECKSUM-SHRUNK: 13867
// Produced from benches/kernels_tensor/fresh_tensor_select.mlir (the tensor program) by
//   mlir-opt fresh_tensor_select.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh fresh_tensor_select).
#map = affine_map<(d0) -> (d0)>
module {
  func.func private @rtclock() -> f64
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func private @make(%arg0: index, %arg1: i64) -> memref<?xi64> {
    %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xi64>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%alloc : memref<?xi64>) {
    ^bb0(%out: i64):
      %0 = linalg.index 0 : index
      %1 = arith.muli %0, %0 : index
      %2 = arith.index_cast %1 : index to i64
      %3 = arith.addi %2, %arg1 : i64
      linalg.yield %3 : i64
    }
    %cast = memref.cast %alloc : memref<?xi64> to memref<?xi64, strided<[?], offset: ?>>
    return %alloc : memref<?xi64>
  }
  func.func @kernel() -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c13 = arith.constant 13 : index
    %c100000 = arith.constant 100000 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = scf.for %arg0 = %c0 to %c100000 step %c1 iter_args(%arg1 = %c0_i64) -> (i64) {
      %1 = arith.index_cast %arg0 : index to i64
      %2 = arith.addi %1, %1 : i64
      %3 = arith.remui %arg0, %c13 : index
      %4 = arith.addi %3, %c8 : index
      %5 = arith.remui %arg0, %c7 : index
      %6 = arith.addi %5, %c5 : index
      %7 = func.call @make(%4, %1) : (index, i64) -> memref<?xi64>
      %8 = func.call @make(%6, %2) : (index, i64) -> memref<?xi64>
      %9 = arith.remui %arg0, %c3 : index
      %10 = arith.cmpi eq, %9, %c0 : index
      %11 = scf.if %10 -> (memref<?xi64>) {
        scf.yield %7 : memref<?xi64>
      } else {
        scf.yield %8 : memref<?xi64>
      }
      %12 = arith.remui %arg0, %c5 : index
      %13 = memref.load %11[%12] : memref<?xi64>
      %14 = memref.load %7[%c1] : memref<?xi64>
      %15 = arith.addi %13, %14 : i64
      %16 = arith.addi %arg1, %15 : i64
      scf.yield %16 : i64
    }
    return %0 : i64
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

