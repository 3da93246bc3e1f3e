// Benchmark kernel: an allocation with a dynamic size (4..20 i64) inside a nested loop
// (10^5 x 3 iterations), filled by a linalg.generic and summed by a linalg.reduce into a
// fresh 0-d buffer. @kernel returns the total; @main prints it and the seconds one @kernel
// call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 1169956600138
// CHECKSUM-SHRUNK: 1211075
// Produced from benches/kernels_tensor/dyn_alloc_nested.mlir (the tensor program) by
//   mlir-opt dyn_alloc_nested.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh dyn_alloc_nested).
#map = affine_map<(d0) -> (d0)>
module {
  func.func private @rtclock() -> f64
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @kernel() -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c17 = arith.constant 17 : index
    %c100000 = arith.constant 100000 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = scf.for %arg0 = %c0 to %c100000 step %c1 iter_args(%arg1 = %c0_i64) -> (i64) {
      %1 = arith.index_cast %arg0 : index to i64
      %2 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
        %3 = arith.addi %arg0, %arg2 : index
        %4 = arith.remui %3, %c17 : index
        %5 = arith.addi %4, %c4 : index
        %alloc = memref.alloc(%5) {alignment = 64 : i64} : memref<?xi64>
        linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%alloc : memref<?xi64>) {
        ^bb0(%out: i64):
          %8 = linalg.index 0 : index
          %9 = arith.index_cast %8 : index to i64
          %10 = arith.muli %9, %1 : i64
          %11 = arith.xori %10, %9 : i64
          linalg.yield %11 : i64
        }
        %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<i64>
        linalg.fill ins(%c0_i64 : i64) outs(%alloc_0 : memref<i64>)
        linalg.reduce ins(%alloc : memref<?xi64>) outs(%alloc_0 : memref<i64>) dimensions = [0] 
          (%in: i64, %init: i64) {
            %8 = arith.addi %in, %init : i64
            linalg.yield %8 : i64
          }
        %6 = memref.load %alloc_0[] : memref<i64>
        %7 = arith.addi %arg3, %6 : i64
        scf.yield %7 : i64
      }
      scf.yield %2 : i64
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

