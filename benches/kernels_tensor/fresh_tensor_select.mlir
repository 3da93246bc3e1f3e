// Benchmark kernel: a private function returning a freshly allocated tensor of dynamic size
// (tensor.empty(%n) filled by a linalg.generic; bufferized, the caller owns the returned
// memref), called twice per iteration 10^5 times, with an scf.if choosing between the two
// results: the ownership pipeline's dynamic-ownership paths (a dealloc with run-time
// conditions). @kernel returns a checksum; @main prints it and the seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 13333866667
// CHECKSUM-SHRUNK: 13867
#v = affine_map<(d0) -> (d0)>
func.func private @rtclock() -> f64
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

// A fresh tensor of dynamic size: v[k] = s + k * k.
func.func private @make(%n: index, %s: i64) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %r = linalg.generic {indexing_maps = [#v], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%o: i64):
    %k = linalg.index 0 : index
    %kk = arith.muli %k, %k : index
    %ki = arith.index_cast %kk : index to i64
    %v = arith.addi %ki, %s : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  return %r : tensor<?xi64>
}

func.func @kernel() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c13 = arith.constant 13 : index
  %n = arith.constant 100000 : index
  %zero = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %i2 = arith.addi %ii, %ii : i64
    %r13 = arith.remui %i, %c13 : index
    %na = arith.addi %r13, %c8 : index
    %r7 = arith.remui %i, %c7 : index
    %nb = arith.addi %r7, %c5 : index
    %a = func.call @make(%na, %ii) : (index, i64) -> tensor<?xi64>
    %b = func.call @make(%nb, %i2) : (index, i64) -> tensor<?xi64>
    %r3 = arith.remui %i, %c3 : index
    %cond = arith.cmpi eq, %r3, %c0 : index
    %c = scf.if %cond -> (tensor<?xi64>) {
      scf.yield %a : tensor<?xi64>
    } else {
      scf.yield %b : tensor<?xi64>
    }
    %k = arith.remui %i, %c5 : index
    %v = tensor.extract %c[%k] : tensor<?xi64>
    %w = tensor.extract %a[%c1] : tensor<?xi64>
    %s = arith.addi %v, %w : i64
    %next = arith.addi %acc, %s : i64
    scf.yield %next : i64
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
