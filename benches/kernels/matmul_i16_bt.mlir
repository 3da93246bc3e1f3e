// Benchmark kernel: an i16 matmul whose second operand is transposed, followed by a row
// reduction in i32, C[i, j] = sum_k A[i, k] * Bt[j, k] (A 144x200, Bt 88x200, wrapping 16-bit
// arithmetic; a linalg.generic whose innermost loop is a dot product of two unit-stride rows
// into the output element, accumulating into the C it is passed), then
// r[i] = sum_j (sext(C[i, j]) xor 0x5bd1e995) (linalg.generic with a reduction iterator), on
// function-boundary memrefs with fully dynamic layouts; 30 calls, C carried from one to the
// next. @kernel returns the sum of the row results as i64; @main prints it and the seconds
// one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 125006886386
// CHECKSUM-SHRUNK: 125006886386
// Produced from benches/kernels_tensor/matmul_i16_bt.mlir (the tensor program) by
//   mlir-opt matmul_i16_bt.mlir --one-shot-bufferize="bufferize-function-boundaries"
// (MLIR 22; regenerate with benches/kernels_tensor/bufferize.sh matmul_i16_bt).
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
module {
  func.func private @rtclock() -> f64
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printNewline()
  func.func @matmul_i16_bt_rows(%arg0: memref<144x200xi16, strided<[?, ?], offset: ?>>, %arg1: memref<88x200xi16, strided<[?, ?], offset: ?>>, %arg2: memref<144x88xi16, strided<[?, ?], offset: ?>>) -> (memref<144x88xi16, strided<[?, ?], offset: ?>>, memref<144xi32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1540483477_i32 = arith.constant 1540483477 : i32
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<144x200xi16, strided<[?, ?], offset: ?>>, memref<88x200xi16, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<144x88xi16, strided<[?, ?], offset: ?>>) {
    ^bb0(%in: i16, %in_0: i16, %out: i16):
      %0 = arith.muli %in, %in_0 : i16
      %1 = arith.addi %out, %0 : i16
      linalg.yield %1 : i16
    }
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<144xi32>
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<144xi32>)
    linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%arg2 : memref<144x88xi16, strided<[?, ?], offset: ?>>) outs(%alloc : memref<144xi32>) {
    ^bb0(%in: i16, %out: i32):
      %0 = arith.extsi %in : i16 to i32
      %1 = arith.xori %0, %c1540483477_i32 : i32
      %2 = arith.addi %out, %1 : i32
      linalg.yield %2 : i32
    }
    %cast = memref.cast %alloc : memref<144xi32> to memref<144xi32, strided<[?], offset: ?>>
    return %arg2, %alloc : memref<144x88xi16, strided<[?, ?], offset: ?>>, memref<144xi32>
  }
  func.func @kernel() -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c30 = arith.constant 30 : index
    %c0_i64 = arith.constant 0 : i64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<144x200xi16>
    linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%alloc : memref<144x200xi16>) {
    ^bb0(%out: i16):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %c3 = arith.constant 3 : index
      %c101 = arith.constant 101 : index
      %3 = arith.muli %1, %c3 : index
      %4 = arith.addi %3, %2 : index
      %5 = arith.remui %4, %c101 : index
      %6 = arith.index_cast %5 : index to i16
      %c50_i16 = arith.constant 50 : i16
      %7 = arith.subi %6, %c50_i16 : i16
      linalg.yield %7 : i16
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<88x200xi16>
    linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel"]} outs(%alloc_0 : memref<88x200xi16>) {
    ^bb0(%out: i16):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %c7 = arith.constant 7 : index
      %c89 = arith.constant 89 : index
      %3 = arith.muli %1, %c7 : index
      %4 = arith.addi %3, %2 : index
      %5 = arith.remui %4, %c89 : index
      %6 = arith.index_cast %5 : index to i16
      %c44_i16 = arith.constant 44 : i16
      %7 = arith.subi %6, %c44_i16 : i16
      linalg.yield %7 : i16
    }
    %c0_i16 = arith.constant 0 : i16
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<144x88xi16>
    linalg.fill ins(%c0_i16 : i16) outs(%alloc_1 : memref<144x88xi16>)
    %cast = memref.cast %alloc_1 : memref<144x88xi16> to memref<144x88xi16, strided<[?, ?], offset: ?>>
    %0:2 = scf.for %arg0 = %c0 to %c30 step %c1 iter_args(%arg1 = %c0_i64, %arg2 = %cast) -> (i64, memref<144x88xi16, strided<[?, ?], offset: ?>>) {
      %cast_2 = memref.cast %alloc : memref<144x200xi16> to memref<144x200xi16, strided<[?, ?], offset: ?>>
      %cast_3 = memref.cast %alloc_0 : memref<88x200xi16> to memref<88x200xi16, strided<[?, ?], offset: ?>>
      %1:2 = func.call @matmul_i16_bt_rows(%cast_2, %cast_3, %arg2) : (memref<144x200xi16, strided<[?, ?], offset: ?>>, memref<88x200xi16, strided<[?, ?], offset: ?>>, memref<144x88xi16, strided<[?, ?], offset: ?>>) -> (memref<144x88xi16, strided<[?, ?], offset: ?>>, memref<144xi32>)
      %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<i64>
      linalg.fill ins(%arg1 : i64) outs(%alloc_4 : memref<i64>)
      linalg.reduce ins(%1#1 : memref<144xi32>) outs(%alloc_4 : memref<i64>) dimensions = [0] 
        (%in: i32, %init: i64) {
          %3 = arith.extsi %in : i32 to i64
          %4 = arith.addi %3, %init : i64
          linalg.yield %4 : i64
        }
      %2 = memref.load %alloc_4[] : memref<i64>
      scf.yield %2, %1#0 : i64, memref<144x88xi16, strided<[?, ?], offset: ?>>
    }
    return %0#0 : i64
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

