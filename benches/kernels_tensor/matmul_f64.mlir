// Benchmark kernel: linalg.matmul on f64 at a non-square, non-power-of-two shape
// (C[96x200] += A[96x130] * B[130x200]), on function-boundary memrefs with fully dynamic
// layouts, lowered by convert-linalg-to-loops in its i-j-k order (C[i,j] loaded and stored in
// the innermost loop); 8 accumulating calls. Inputs are small integers, so every sum is exact.
// @kernel returns the sum of the squares of C; @main prints it and the seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 1.10554e+08
// CHECKSUM-SHRUNK: 1.10554e+08
#a = affine_map<(d0, d1) -> (d0, d1)>
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @matmul(%a: tensor<96x130xf64>, %b: tensor<130x200xf64>, %c: tensor<96x200xf64>) -> tensor<96x200xf64> {
  %r = linalg.matmul ins(%a, %b : tensor<96x130xf64>, tensor<130x200xf64>) outs(%c : tensor<96x200xf64>) -> tensor<96x200xf64>
  return %r : tensor<96x200xf64>
}

func.func @kernel() -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 8 : index
  %zero = arith.constant 0.0 : f64
  %ea = tensor.empty() : tensor<96x130xf64>
  %a = linalg.generic {indexing_maps = [#a], iterator_types = ["parallel", "parallel"]} outs(%ea : tensor<96x130xf64>) {
  ^bb0(%o: f64):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %t = arith.muli %i, %c3 : index
    %u = arith.addi %t, %k : index
    %v = arith.remui %u, %c7 : index
    %w = arith.subi %v, %c3 : index
    %x = arith.index_cast %w : index to i64
    %f = arith.sitofp %x : i64 to f64
    linalg.yield %f : f64
  } -> tensor<96x130xf64>
  %eb = tensor.empty() : tensor<130x200xf64>
  %b = linalg.generic {indexing_maps = [#a], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<130x200xf64>) {
  ^bb0(%o: f64):
    %k = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %t = arith.muli %j, %c2 : index
    %u = arith.addi %t, %k : index
    %v = arith.remui %u, %c5 : index
    %one = arith.constant 1 : index
    %w = arith.subi %v, %one : index
    %x = arith.index_cast %w : index to i64
    %f = arith.sitofp %x : i64 to f64
    linalg.yield %f : f64
  } -> tensor<130x200xf64>
  %ec = tensor.empty() : tensor<96x200xf64>
  %c = linalg.fill ins(%zero : f64) outs(%ec : tensor<96x200xf64>) -> tensor<96x200xf64>
  %res = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %c) -> (tensor<96x200xf64>) {
    %n = func.call @matmul(%a, %b, %acc) : (tensor<96x130xf64>, tensor<130x200xf64>, tensor<96x200xf64>) -> tensor<96x200xf64>
    scf.yield %n : tensor<96x200xf64>
  }
  %e0 = tensor.empty() : tensor<f64>
  %s0 = linalg.fill ins(%zero : f64) outs(%e0 : tensor<f64>) -> tensor<f64>
  %sum = linalg.reduce ins(%res : tensor<96x200xf64>) outs(%s0 : tensor<f64>) dimensions = [0, 1]
    (%in: f64, %out: f64) {
      %sq = arith.mulf %in, %in : f64
      %s = arith.addf %sq, %out : f64
      linalg.yield %s : f64
    }
  %v = tensor.extract %sum[] : tensor<f64>
  return %v : f64
}

func.func @main() {
  %t0 = call @rtclock() : () -> f64
  %r = call @kernel() : () -> f64
  %t1 = call @rtclock() : () -> f64
  call @printF64(%r) : (f64) -> ()
  call @printNewline() : () -> ()
  %d = arith.subf %t1, %t0 : f64
  call @printF64(%d) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
