// Benchmark kernel: a batched dense layer on f32 without softmax,
// Y[b] = relu(X[b] * W[b] + bias) for b < 6 with X 6x75x140 and W 6x140x90: linalg.fill +
// linalg.batch_matmul (b-i-j-k loops, the output element loaded and stored in the innermost
// one) and a linalg.generic adding the bias and applying arith.maximumf with 0, on
// function-boundary memrefs with fully dynamic layouts; each of 4 calls returns a fresh result.
// @kernel returns the sum of the squares of the results as f64; @main prints it and the
// seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 116397
// CHECKSUM-SHRUNK: 116397
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#col3 = affine_map<(d0, d1, d2) -> (d2)>
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @dense_batched(%x: tensor<6x75x140xf32>, %w: tensor<6x140x90xf32>, %b: tensor<90xf32>) -> tensor<6x75x90xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x75x90xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<6x75x90xf32>) -> tensor<6x75x90xf32>
  %mm = linalg.batch_matmul ins(%x, %w : tensor<6x75x140xf32>, tensor<6x140x90xf32>) outs(%z : tensor<6x75x90xf32>) -> tensor<6x75x90xf32>
  %y = linalg.generic {indexing_maps = [#id3, #col3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm, %b : tensor<6x75x90xf32>, tensor<90xf32>) outs(%e : tensor<6x75x90xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<6x75x90xf32>
  return %y : tensor<6x75x90xf32>
}

func.func @kernel() -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 4 : index
  %zero64 = arith.constant 0.0 : f64
  %ex = tensor.empty() : tensor<6x75x140xf32>
  %x = linalg.generic {indexing_maps = [#id3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%ex : tensor<6x75x140xf32>) {
  ^bb0(%o: f32):
    %bb = linalg.index 0 : index
    %i = linalg.index 1 : index
    %k = linalg.index 2 : index
    %c3 = arith.constant 3 : index
    %c11 = arith.constant 11 : index
    %t = arith.muli %i, %c3 : index
    %u = arith.addi %t, %k : index
    %u2 = arith.addi %u, %bb : index
    %v = arith.remui %u2, %c11 : index
    %xi = arith.index_cast %v : index to i32
    %f = arith.sitofp %xi : i32 to f32
    %sc = arith.constant 0.125 : f32
    %h = arith.constant 5.0 : f32
    %g = arith.subf %f, %h : f32
    %r = arith.mulf %g, %sc : f32
    linalg.yield %r : f32
  } -> tensor<6x75x140xf32>
  %ew = tensor.empty() : tensor<6x140x90xf32>
  %w = linalg.generic {indexing_maps = [#id3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%ew : tensor<6x140x90xf32>) {
  ^bb0(%o: f32):
    %bb = linalg.index 0 : index
    %k = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %t = arith.muli %j, %c2 : index
    %u = arith.addi %t, %k : index
    %t2 = arith.muli %bb, %c2 : index
    %u2 = arith.addi %u, %t2 : index
    %v = arith.remui %u2, %c7 : index
    %xi = arith.index_cast %v : index to i32
    %f = arith.sitofp %xi : i32 to f32
    %sc = arith.constant 0.0625 : f32
    %h = arith.constant 3.0 : f32
    %g = arith.subf %f, %h : f32
    %r = arith.mulf %g, %sc : f32
    linalg.yield %r : f32
  } -> tensor<6x140x90xf32>
  %eb = tensor.empty() : tensor<90xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%eb : tensor<90xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 0 : index
    %c5 = arith.constant 5 : index
    %v = arith.remui %j, %c5 : index
    %xi = arith.index_cast %v : index to i32
    %f = arith.sitofp %xi : i32 to f32
    %sc = arith.constant 0.5 : f32
    %h = arith.constant 1.0 : f32
    %g = arith.subf %f, %h : f32
    %r = arith.mulf %g, %sc : f32
    linalg.yield %r : f32
  } -> tensor<90xf32>
  %res = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %zero64) -> (f64) {
    %y = func.call @dense_batched(%x, %w, %b) : (tensor<6x75x140xf32>, tensor<6x140x90xf32>, tensor<90xf32>) -> tensor<6x75x90xf32>
    %e0 = tensor.empty() : tensor<f64>
    %s0 = linalg.fill ins(%acc : f64) outs(%e0 : tensor<f64>) -> tensor<f64>
    %sum = linalg.reduce ins(%y : tensor<6x75x90xf32>) outs(%s0 : tensor<f64>) dimensions = [0, 1, 2]
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
