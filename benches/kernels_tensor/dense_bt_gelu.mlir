// Benchmark kernel: a dense layer on f32 with transposed weights and a GELU activation, no
// softmax, Y = gelu(X[300x128] * Wt[257x128]^T + b) with
// gelu(v) = 0.5 v (1 + tanh(0.7978846 (v + 0.044715 v^3))): linalg.fill, a linalg.generic
// whose innermost loop is a dot product of two unit-stride rows into the output element, and
// a linalg.generic adding the bias and applying the tanh form of GELU (math.tanh), on
// function-boundary memrefs with fully dynamic layouts; each of 3 calls returns a fresh result.
// @kernel returns the sum of the squares of the results as f64; @main prints it and the
// seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 14179.3
// CHECKSUM-SHRUNK: 14179.3
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @dense_bt(%x: tensor<300x128xf32>, %wt: tensor<257x128xf32>, %b: tensor<257xf32>) -> tensor<300x257xf32> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %k0 = arith.constant 0.7978846 : f32
  %k1 = arith.constant 0.044715 : f32
  %e = tensor.empty() : tensor<300x257xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<300x257xf32>) -> tensor<300x257xf32>
  %mm = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %wt : tensor<300x128xf32>, tensor<257x128xf32>) outs(%z : tensor<300x257xf32>) {
  ^bb0(%a: f32, %w: f32, %acc: f32):
    %p = arith.mulf %a, %w : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<300x257xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<300x257xf32>, tensor<257xf32>) outs(%e : tensor<300x257xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %s2 = arith.mulf %s, %s : f32
    %s3 = arith.mulf %s2, %s : f32
    %c = arith.mulf %s3, %k1 : f32
    %in = arith.addf %s, %c : f32
    %sc = arith.mulf %in, %k0 : f32
    %t = math.tanh %sc : f32
    %t1 = arith.addf %t, %one : f32
    %h = arith.mulf %s, %half : f32
    %g = arith.mulf %h, %t1 : f32
    linalg.yield %g : f32
  } -> tensor<300x257xf32>
  return %y : tensor<300x257xf32>
}

func.func @kernel() -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 3 : index
  %zero64 = arith.constant 0.0 : f64
  %ex = tensor.empty() : tensor<300x128xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%ex : tensor<300x128xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %c5 = arith.constant 5 : index
    %c13 = arith.constant 13 : index
    %t = arith.muli %i, %c5 : index
    %u = arith.addi %t, %k : index
    %v = arith.remui %u, %c13 : index
    %xi = arith.index_cast %v : index to i32
    %f = arith.sitofp %xi : i32 to f32
    %sc = arith.constant 0.0625 : f32
    %h = arith.constant 6.0 : f32
    %g = arith.subf %f, %h : f32
    %r = arith.mulf %g, %sc : f32
    linalg.yield %r : f32
  } -> tensor<300x128xf32>
  %ew = tensor.empty() : tensor<257x128xf32>
  %wt = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%ew : tensor<257x128xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 0 : index
    %k = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %c11 = arith.constant 11 : index
    %t = arith.muli %j, %c3 : index
    %u = arith.addi %t, %k : index
    %v = arith.remui %u, %c11 : index
    %xi = arith.index_cast %v : index to i32
    %f = arith.sitofp %xi : i32 to f32
    %sc = arith.constant 0.03125 : f32
    %h = arith.constant 5.0 : f32
    %g = arith.subf %f, %h : f32
    %r = arith.mulf %g, %sc : f32
    linalg.yield %r : f32
  } -> tensor<257x128xf32>
  %eb = tensor.empty() : tensor<257xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%eb : tensor<257xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 0 : index
    %c6 = arith.constant 6 : index
    %v = arith.remui %j, %c6 : index
    %xi = arith.index_cast %v : index to i32
    %f = arith.sitofp %xi : i32 to f32
    %sc = arith.constant 0.25 : f32
    %h = arith.constant 2.5 : f32
    %g = arith.subf %f, %h : f32
    %r = arith.mulf %g, %sc : f32
    linalg.yield %r : f32
  } -> tensor<257xf32>
  %res = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %zero64) -> (f64) {
    %y = func.call @dense_bt(%x, %wt, %b) : (tensor<300x128xf32>, tensor<257x128xf32>, tensor<257xf32>) -> tensor<300x257xf32>
    %e0 = tensor.empty() : tensor<f64>
    %s0 = linalg.fill ins(%acc : f64) outs(%e0 : tensor<f64>) -> tensor<f64>
    %sum = linalg.reduce ins(%y : tensor<300x257xf32>) outs(%s0 : tensor<f64>) dimensions = [0, 1]
      (%in: f32, %out: f64) {
        %v = arith.extf %in : f32 to f64
        %sq = arith.mulf %v, %v : f64
        %s = arith.addf %sq, %out : f64
        linalg.yield %s : f64
      }
    %n = tensor.extract %sum[] : tensor<f64>
    scf.yield %n : f64
  }
  return %res : f64
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
