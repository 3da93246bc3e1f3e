// Benchmark kernel: an allocation with a dynamic size (4..20 i64) inside a nested loop
// (10^5 x 3 iterations), filled by a linalg.generic and summed by a linalg.reduce into a
// fresh 0-d buffer. @kernel returns the total; @main prints it and the seconds one @kernel
// call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 1169956600138
// CHECKSUM-SHRUNK: 1211075
#v = affine_map<(d0) -> (d0)>
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
  %n = arith.constant 100000 : index
  %zero = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %inner = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %ij = arith.addi %i, %j : index
      %rem = arith.remui %ij, %c17 : index
      %len = arith.addi %rem, %c4 : index
      %e = tensor.empty(%len) : tensor<?xi64>
      %t = linalg.generic {indexing_maps = [#v], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
      ^bb0(%o: i64):
        %k = linalg.index 0 : index
        %ki = arith.index_cast %k : index to i64
        %x = arith.muli %ki, %ii : i64
        %y = arith.xori %x, %ki : i64
        linalg.yield %y : i64
      } -> tensor<?xi64>
      %e0 = tensor.empty() : tensor<i64>
      %s0 = linalg.fill ins(%zero : i64) outs(%e0 : tensor<i64>) -> tensor<i64>
      %sum = linalg.reduce ins(%t : tensor<?xi64>) outs(%s0 : tensor<i64>) dimensions = [0]
        (%in: i64, %out: i64) {
          %s = arith.addi %in, %out : i64
          linalg.yield %s : i64
        }
      %v = tensor.extract %sum[] : tensor<i64>
      %next = arith.addi %acc2, %v : i64
      scf.yield %next : i64
    }
    scf.yield %inner : i64
  }
  return %r : i64
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
