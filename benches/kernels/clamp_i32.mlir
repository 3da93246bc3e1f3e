// Benchmark kernel: i32 relu (arith.cmpi + arith.select in a linalg.generic) then clamp to
// [0, 1000] (linalg.map with arith.maxsi/minsi) over 700x900 elements; each of the 15 steps
// returns a fresh buffer carried in scf.for iter_args (allow-return-allocs-from-loops), which
// the deallocation pipeline frees the next iteration. @kernel returns the sum as i64; @main
// prints it and the seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 439178041
// CHECKSUM-SHRUNK: 439178041
// Produced from benches/kernels_tensor/clamp_i32.mlir (the tensor program) by
//   mlir-opt clamp_i32.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh clamp_i32).
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @rtclock() -> f64
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @step(%arg0: memref<700x900xi32, strided<[?, ?], offset: ?>>) -> memref<700x900xi32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<700x900xi32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<700x900xi32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<700x900xi32>) {
    ^bb0(%in: i32, %out: i32):
      %0 = linalg.index 0 : index
      %1 = linalg.index 1 : index
      %c7 = arith.constant 7 : index
      %c97 = arith.constant 97 : index
      %2 = arith.muli %0, %c7 : index
      %3 = arith.addi %2, %1 : index
      %4 = arith.remui %3, %c97 : index
      %5 = arith.index_cast %4 : index to i32
      %c5_i32 = arith.constant 5 : i32
      %c300_i32 = arith.constant 300 : i32
      %c0_i32 = arith.constant 0 : i32
      %6 = arith.muli %in, %c5_i32 : i32
      %7 = arith.addi %6, %5 : i32
      %8 = arith.subi %7, %c300_i32 : i32
      %9 = arith.cmpi sgt, %8, %c0_i32 : i32
      %10 = arith.select %9, %8, %c0_i32 : i32
      linalg.yield %10 : i32
    }
    linalg.map ins(%alloc : memref<700x900xi32>) outs(%alloc : memref<700x900xi32>)
      (%in: i32, %init: i32) {
        %c0_i32 = arith.constant 0 : i32
        %c1000_i32 = arith.constant 1000 : i32
        %0 = arith.maxsi %in, %c0_i32 : i32
        %1 = arith.minsi %0, %c1000_i32 : i32
        linalg.yield %1 : i32
      }
    %cast = memref.cast %alloc : memref<700x900xi32> to memref<700x900xi32, strided<[?, ?], offset: ?>>
    return %alloc : memref<700x900xi32>
  }
  func.func @kernel() -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c15 = arith.constant 15 : index
    %c0_i64 = arith.constant 0 : i64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<700x900xi32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc : memref<700x900xi32>) {
    ^bb0(%out: i32):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %4 = arith.addi %2, %3 : index
      %c211 = arith.constant 211 : index
      %5 = arith.remui %4, %c211 : index
      %6 = arith.index_cast %5 : index to i32
      linalg.yield %6 : i32
    }
    %0 = scf.for %arg0 = %c0 to %c15 step %c1 iter_args(%arg1 = %alloc) -> (memref<700x900xi32>) {
      %cast = memref.cast %arg1 : memref<700x900xi32> to memref<700x900xi32, strided<[?, ?], offset: ?>>
      %2 = func.call @step(%cast) : (memref<700x900xi32, strided<[?, ?], offset: ?>>) -> memref<700x900xi32>
      scf.yield %2 : memref<700x900xi32>
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<i64>
    linalg.fill ins(%c0_i64 : i64) outs(%alloc_0 : memref<i64>)
    linalg.reduce ins(%0 : memref<700x900xi32>) outs(%alloc_0 : memref<i64>) dimensions = [0, 1] 
      (%in: i32, %init: i64) {
        %2 = arith.extsi %in : i32 to i64
        %3 = arith.addi %2, %init : i64
        linalg.yield %3 : i64
      }
    %1 = memref.load %alloc_0[] : memref<i64>
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

