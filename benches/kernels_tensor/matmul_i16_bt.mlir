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
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func private @rtclock() -> f64
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @matmul_i16_bt_rows(%a: tensor<144x200xi16>, %bt: tensor<88x200xi16>, %z: tensor<144x88xi16>) -> (tensor<144x88xi16>, tensor<144xi32>) {
  %zero = arith.constant 0 : i32
  %mask = arith.constant 1540483477 : i32
  %c = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %bt : tensor<144x200xi16>, tensor<88x200xi16>) outs(%z : tensor<144x88xi16>) {
  ^bb0(%x: i16, %y: i16, %acc: i16):
    %p = arith.muli %x, %y : i16
    %s = arith.addi %acc, %p : i16
    linalg.yield %s : i16
  } -> tensor<144x88xi16>
  %er = tensor.empty() : tensor<144xi32>
  %r0 = linalg.fill ins(%zero : i32) outs(%er : tensor<144xi32>) -> tensor<144xi32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<144x88xi16>) outs(%r0 : tensor<144xi32>) {
  ^bb0(%v16: i16, %acc: i32):
    %v = arith.extsi %v16 : i16 to i32
    %x = arith.xori %v, %mask : i32
    %s = arith.addi %acc, %x : i32
    linalg.yield %s : i32
  } -> tensor<144xi32>
  return %c, %r : tensor<144x88xi16>, tensor<144xi32>
}

func.func @kernel() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 30 : index
  %zero64 = arith.constant 0 : i64
  %ea = tensor.empty() : tensor<144x200xi16>
  %a = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%ea : tensor<144x200xi16>) {
  ^bb0(%o: i16):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %c101 = arith.constant 101 : index
    %t = arith.muli %i, %c3 : index
    %u = arith.addi %t, %k : index
    %v = arith.remui %u, %c101 : index
    %x = arith.index_cast %v : index to i16
    %c50 = arith.constant 50 : i16
    %g = arith.subi %x, %c50 : i16
    linalg.yield %g : i16
  } -> tensor<144x200xi16>
  %eb = tensor.empty() : tensor<88x200xi16>
  %bt = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<88x200xi16>) {
  ^bb0(%o: i16):
    %j = linalg.index 0 : index
    %k = linalg.index 1 : index
    %c7 = arith.constant 7 : index
    %c89 = arith.constant 89 : index
    %t = arith.muli %j, %c7 : index
    %u = arith.addi %t, %k : index
    %v = arith.remui %u, %c89 : index
    %x = arith.index_cast %v : index to i16
    %c44 = arith.constant 44 : i16
    %g = arith.subi %x, %c44 : i16
    linalg.yield %g : i16
  } -> tensor<88x200xi16>
  %zero = arith.constant 0 : i16
  %ec = tensor.empty() : tensor<144x88xi16>
  %c = linalg.fill ins(%zero : i16) outs(%ec : tensor<144x88xi16>) -> tensor<144x88xi16>
  %res:2 = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %zero64, %cc = %c) -> (i64, tensor<144x88xi16>) {
    %cn, %rows = func.call @matmul_i16_bt_rows(%a, %bt, %cc) : (tensor<144x200xi16>, tensor<88x200xi16>, tensor<144x88xi16>) -> (tensor<144x88xi16>, tensor<144xi32>)
    %e0 = tensor.empty() : tensor<i64>
    %s0 = linalg.fill ins(%acc : i64) outs(%e0 : tensor<i64>) -> tensor<i64>
    %sum = linalg.reduce ins(%rows : tensor<144xi32>) outs(%s0 : tensor<i64>) dimensions = [0]
      (%in: i32, %out: i64) {
        %w = arith.extsi %in : i32 to i64
        %s = arith.addi %w, %out : i64
        linalg.yield %s : i64
      }
    %n = tensor.extract %sum[] : tensor<i64>
    scf.yield %n, %cn : i64, tensor<144x88xi16>
  }
  return %res#0 : i64
}

func.func @main() {
  %t0 = call @rtclock() : () -> f64
  %r = call @kernel() : () -> i64
  %t1 = call @rtclock() : () -> f64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  %d = arith.subf %t1, %t0 : f64
  call @printF64(%d) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
