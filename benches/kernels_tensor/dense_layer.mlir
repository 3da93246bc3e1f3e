// Benchmark kernel: a dense layer on f32, Y = softmax_rows(relu(X[128x256] * W[256x192] + b)):
// linalg.fill + linalg.matmul (i-j-k loops, the output element loaded and stored in the
// innermost one), a linalg.generic adding the bias and applying arith.maximumf with 0, and a
// row softmax (linalg.reduce maximumf, math.exp, linalg.reduce addf, divf), on
// function-boundary memrefs with fully dynamic layouts; each of 4 calls returns a fresh result.
// @kernel returns the sum of the squares of the results as f64; @main prints it and the
// seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 3.94102
// CHECKSUM-SHRUNK: 3.94102
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @dense(%x: tensor<128x256xf32>, %w: tensor<256x192xf32>, %b: tensor<192xf32>) -> tensor<128x192xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<128x192xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<128x192xf32>) -> tensor<128x192xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<128x256xf32>, tensor<256x192xf32>) outs(%z : tensor<128x192xf32>) -> tensor<128x192xf32>
  %act = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<128x192xf32>, tensor<192xf32>) outs(%e : tensor<128x192xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<128x192xf32>
  %em = tensor.empty() : tensor<128xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%em : tensor<128xf32>) -> tensor<128xf32>
  %max = linalg.reduce ins(%act : tensor<128x192xf32>) outs(%m0 : tensor<128xf32>) dimensions = [1]
    (%in: f32, %out: f32) {
      %m = arith.maximumf %in, %out : f32
      linalg.yield %m : f32
    }
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%act, %max : tensor<128x192xf32>, tensor<128xf32>) outs(%e : tensor<128x192xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %q = math.exp %d : f32
    linalg.yield %q : f32
  } -> tensor<128x192xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%em : tensor<128xf32>) -> tensor<128xf32>
  %sum = linalg.reduce ins(%ex : tensor<128x192xf32>) outs(%s0 : tensor<128xf32>) dimensions = [1]
    (%in: f32, %out: f32) {
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    }
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%ex, %sum : tensor<128x192xf32>, tensor<128xf32>) outs(%e : tensor<128x192xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %q = arith.divf %v, %s : f32
    linalg.yield %q : f32
  } -> tensor<128x192xf32>
  return %y : tensor<128x192xf32>
}

func.func @kernel() -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 4 : index
  %zero64 = arith.constant 0.0 : f64
  %ex = tensor.empty() : tensor<128x256xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%ex : tensor<128x256xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %c11 = arith.constant 11 : index
    %t = arith.muli %i, %c3 : index
    %u = arith.addi %t, %k : index
    %v = arith.remui %u, %c11 : index
    %xi = arith.index_cast %v : index to i32
    %f = arith.sitofp %xi : i32 to f32
    %sc = arith.constant 0.125 : f32
    %h = arith.constant 5.0 : f32
    %g = arith.subf %f, %h : f32
    %r = arith.mulf %g, %sc : f32
    linalg.yield %r : f32
  } -> tensor<128x256xf32>
  %ew = tensor.empty() : tensor<256x192xf32>
  %w = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%ew : tensor<256x192xf32>) {
  ^bb0(%o: f32):
    %k = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %t = arith.muli %j, %c2 : index
    %u = arith.addi %t, %k : index
    %v = arith.remui %u, %c7 : index
    %xi = arith.index_cast %v : index to i32
    %f = arith.sitofp %xi : i32 to f32
    %sc = arith.constant 0.0625 : f32
    %h = arith.constant 3.0 : f32
    %g = arith.subf %f, %h : f32
    %r = arith.mulf %g, %sc : f32
    linalg.yield %r : f32
  } -> tensor<256x192xf32>
  %eb = tensor.empty() : tensor<192xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%eb : tensor<192xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 0 : index
    %c5 = arith.constant 5 : index
    %v = arith.remui %j, %c5 : index
    %xi = arith.index_cast %v : index to i32
    %f = arith.sitofp %xi : i32 to f32
    %sc = arith.constant 0.5 : f32
    %r = arith.mulf %f, %sc : f32
    linalg.yield %r : f32
  } -> tensor<192xf32>
  %res = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %zero64) -> (f64) {
    %y = func.call @dense(%x, %w, %b) : (tensor<128x256xf32>, tensor<256x192xf32>, tensor<192xf32>) -> tensor<128x192xf32>
    %e0 = tensor.empty() : tensor<f64>
    %s0 = linalg.fill ins(%acc : f64) outs(%e0 : tensor<f64>) -> tensor<f64>
    %sum = linalg.reduce ins(%y : tensor<128x192xf32>) outs(%s0 : tensor<f64>) dimensions = [0, 1]
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
