// Benchmark kernel: an i32 matmul whose second operand is transposed,
// C[i, j] = sum_k A[i, k] * Bt[j, k] (A 160x224, Bt 96x224, wrapping arithmetic; a
// linalg.generic whose innermost loop is a dot product of two unit-stride rows into the output
// element, accumulating into the C it is passed), followed by a row reduction
// r[i] = sum_j (C[i, j] xor 0x5bd1e995) (linalg.generic with a reduction iterator), on
// function-boundary memrefs with fully dynamic layouts; 24 calls, C carried from one to the next.
// @kernel returns the sum of the row results as i64; @main prints it and the seconds one
// @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 1508252014380
// CHECKSUM-SHRUNK: 1508252014380
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func private @rtclock() -> f64
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @matmul_bt_rows(%a: tensor<160x224xi32>, %bt: tensor<96x224xi32>, %z: tensor<160x96xi32>) -> (tensor<160x96xi32>, tensor<160xi32>) {
  %zero = arith.constant 0 : i32
  %mask = arith.constant 1540483477 : i32
  %c = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %bt : tensor<160x224xi32>, tensor<96x224xi32>) outs(%z : tensor<160x96xi32>) {
  ^bb0(%x: i32, %y: i32, %acc: i32):
    %p = arith.muli %x, %y : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  } -> tensor<160x96xi32>
  %er = tensor.empty() : tensor<160xi32>
  %r0 = linalg.fill ins(%zero : i32) outs(%er : tensor<160xi32>) -> tensor<160xi32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<160x96xi32>) outs(%r0 : tensor<160xi32>) {
  ^bb0(%v: i32, %acc: i32):
    %x = arith.xori %v, %mask : i32
    %s = arith.addi %acc, %x : i32
    linalg.yield %s : i32
  } -> tensor<160xi32>
  return %c, %r : tensor<160x96xi32>, tensor<160xi32>
}

func.func @kernel() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 24 : index
  %zero64 = arith.constant 0 : i64
  %ea = tensor.empty() : tensor<160x224xi32>
  %a = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%ea : tensor<160x224xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %c101 = arith.constant 101 : index
    %t = arith.muli %i, %c3 : index
    %u = arith.addi %t, %k : index
    %v = arith.remui %u, %c101 : index
    %x = arith.index_cast %v : index to i32
    %c50 = arith.constant 50 : i32
    %g = arith.subi %x, %c50 : i32
    linalg.yield %g : i32
  } -> tensor<160x224xi32>
  %eb = tensor.empty() : tensor<96x224xi32>
  %bt = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<96x224xi32>) {
  ^bb0(%o: i32):
    %j = linalg.index 0 : index
    %k = linalg.index 1 : index
    %c7 = arith.constant 7 : index
    %c89 = arith.constant 89 : index
    %t = arith.muli %j, %c7 : index
    %u = arith.addi %t, %k : index
    %v = arith.remui %u, %c89 : index
    %x = arith.index_cast %v : index to i32
    %c44 = arith.constant 44 : i32
    %g = arith.subi %x, %c44 : i32
    linalg.yield %g : i32
  } -> tensor<96x224xi32>
  %zero = arith.constant 0 : i32
  %ec = tensor.empty() : tensor<160x96xi32>
  %c = linalg.fill ins(%zero : i32) outs(%ec : tensor<160x96xi32>) -> tensor<160x96xi32>
  %res:2 = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %zero64, %cc = %c) -> (i64, tensor<160x96xi32>) {
    %cn, %rows = func.call @matmul_bt_rows(%a, %bt, %cc) : (tensor<160x224xi32>, tensor<96x224xi32>, tensor<160x96xi32>) -> (tensor<160x96xi32>, tensor<160xi32>)
    %e0 = tensor.empty() : tensor<i64>
    %s0 = linalg.fill ins(%acc : i64) outs(%e0 : tensor<i64>) -> tensor<i64>
    %sum = linalg.reduce ins(%rows : tensor<160xi32>) outs(%s0 : tensor<i64>) dimensions = [0]
      (%in: i32, %out: i64) {
        %w = arith.extsi %in : i32 to i64
        %s = arith.addi %w, %out : i64
        linalg.yield %s : i64
      }
    %n = tensor.extract %sum[] : tensor<i64>
    scf.yield %n, %cn : i64, tensor<160x96xi32>
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
