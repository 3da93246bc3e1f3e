// Benchmark kernel: i32 relu (arith.cmpi + arith.select in a linalg.generic) then clamp to
// [0, 1000] (linalg.map with arith.maxsi/minsi) over 700x900 elements; each of the 15 steps
// returns a fresh buffer carried in scf.for iter_args (allow-return-allocs-from-loops), which
// the deallocation pipeline frees the next iteration. @kernel returns the sum as i64; @main
// prints it and the seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 439178041
// CHECKSUM-SHRUNK: 439178041
// BUFFERIZE-OPTIONS: allow-return-allocs-from-loops
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func private @rtclock() -> f64
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

// One step: relu(5 * x + (i * 7 + j) % 97 - 300) via cmpi/select, then clamp to [0, 1000]
// with maxsi/minsi.
func.func @step(%x: tensor<700x900xi32>) -> tensor<700x900xi32> {
  %e = tensor.empty() : tensor<700x900xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<700x900xi32>) outs(%e : tensor<700x900xi32>) {
  ^bb0(%v: i32, %o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c7 = arith.constant 7 : index
    %c97 = arith.constant 97 : index
    %t = arith.muli %i, %c7 : index
    %u = arith.addi %t, %j : index
    %w = arith.remui %u, %c97 : index
    %wi = arith.index_cast %w : index to i32
    %c5 = arith.constant 5 : i32
    %c300 = arith.constant 300 : i32
    %z = arith.constant 0 : i32
    %m = arith.muli %v, %c5 : i32
    %a = arith.addi %m, %wi : i32
    %s = arith.subi %a, %c300 : i32
    %pos = arith.cmpi sgt, %s, %z : i32
    %relu = arith.select %pos, %s, %z : i32
    linalg.yield %relu : i32
  } -> tensor<700x900xi32>
  %c = linalg.map ins(%r : tensor<700x900xi32>) outs(%e : tensor<700x900xi32>)
    (%v: i32, %o: i32) {
      %lo = arith.constant 0 : i32
      %hi = arith.constant 1000 : i32
      %a = arith.maxsi %v, %lo : i32
      %b = arith.minsi %a, %hi : i32
      linalg.yield %b : i32
    }
  return %c : tensor<700x900xi32>
}

func.func @kernel() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 15 : index
  %zero64 = arith.constant 0 : i64
  %ex = tensor.empty() : tensor<700x900xi32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%ex : tensor<700x900xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %u = arith.addi %i, %j : index
    %c211 = arith.constant 211 : index
    %v = arith.remui %u, %c211 : index
    %xi = arith.index_cast %v : index to i32
    linalg.yield %xi : i32
  } -> tensor<700x900xi32>
  %res = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %x) -> (tensor<700x900xi32>) {
    %y = func.call @step(%acc) : (tensor<700x900xi32>) -> tensor<700x900xi32>
    scf.yield %y : tensor<700x900xi32>
  }
  %e0 = tensor.empty() : tensor<i64>
  %s0 = linalg.fill ins(%zero64 : i64) outs(%e0 : tensor<i64>) -> tensor<i64>
  %sum = linalg.reduce ins(%res : tensor<700x900xi32>) outs(%s0 : tensor<i64>) dimensions = [0, 1]
    (%in: i32, %out: i64) {
      %w = arith.extsi %in : i32 to i64
      %s = arith.addi %w, %out : i64
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
