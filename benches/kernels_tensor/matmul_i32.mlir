// Benchmark kernel: linalg.matmul on i32 (C[120x88] += A[120x150] * B[150x88], wrapping
// arithmetic), function-boundary memrefs with dynamic layouts, i-j-k loops; 10 accumulating
// calls. @kernel returns the sum of the squares of C as i64; @main prints it and the seconds
// one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 50268258000
// CHECKSUM-SHRUNK: 50268258000
#a = affine_map<(d0, d1) -> (d0, d1)>
func.func private @rtclock() -> f64
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @matmul(%a: tensor<120x150xi32>, %b: tensor<150x88xi32>, %c: tensor<120x88xi32>) -> tensor<120x88xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<120x150xi32>, tensor<150x88xi32>) outs(%c : tensor<120x88xi32>) -> tensor<120x88xi32>
  return %r : tensor<120x88xi32>
}

func.func @kernel() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 10 : index
  %zero = arith.constant 0 : i32
  %zero64 = arith.constant 0 : i64
  %ea = tensor.empty() : tensor<120x150xi32>
  %a = linalg.generic {indexing_maps = [#a], iterator_types = ["parallel", "parallel"]} outs(%ea : tensor<120x150xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %c11 = arith.constant 11 : index
    %c50 = arith.constant 50 : index
    %t = arith.muli %i, %c11 : index
    %u = arith.addi %t, %k : index
    %v = arith.remui %u, %c50 : index
    %x = arith.index_cast %v : index to i32
    %c25 = arith.constant 25 : i32
    %y = arith.subi %x, %c25 : i32
    linalg.yield %y : i32
  } -> tensor<120x150xi32>
  %eb = tensor.empty() : tensor<150x88xi32>
  %b = linalg.generic {indexing_maps = [#a], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<150x88xi32>) {
  ^bb0(%o: i32):
    %k = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c13 = arith.constant 13 : index
    %c5 = arith.constant 5 : index
    %t = arith.muli %k, %c5 : index
    %u = arith.addi %t, %j : index
    %v = arith.remui %u, %c13 : index
    %x = arith.index_cast %v : index to i32
    %c6 = arith.constant 6 : i32
    %y = arith.subi %x, %c6 : i32
    linalg.yield %y : i32
  } -> tensor<150x88xi32>
  %ec = tensor.empty() : tensor<120x88xi32>
  %c = linalg.fill ins(%zero : i32) outs(%ec : tensor<120x88xi32>) -> tensor<120x88xi32>
  %res = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %c) -> (tensor<120x88xi32>) {
    %n = func.call @matmul(%a, %b, %acc) : (tensor<120x150xi32>, tensor<150x88xi32>, tensor<120x88xi32>) -> tensor<120x88xi32>
    scf.yield %n : tensor<120x88xi32>
  }
  %e0 = tensor.empty() : tensor<i64>
  %s0 = linalg.fill ins(%zero64 : i64) outs(%e0 : tensor<i64>) -> tensor<i64>
  %sum = linalg.reduce ins(%res : tensor<120x88xi32>) outs(%s0 : tensor<i64>) dimensions = [0, 1]
    (%in: i32, %out: i64) {
      %w = arith.extsi %in : i32 to i64
      %sq = arith.muli %w, %w : i64
      %s = arith.addi %sq, %out : i64
      linalg.yield %s : i64
    }
  %v = tensor.extract %sum[] : tensor<i64>
  return %v : i64
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
