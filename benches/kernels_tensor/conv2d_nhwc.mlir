// Benchmark kernel: linalg.conv_2d_nhwc_hwcf f32, input 1x58x60x8, filter 3x3x8x12, output
// 1x56x58x12 (seven nested loops after convert-linalg-to-loops, with the output element loaded
// and stored in the innermost one), 8 accumulating calls on function-boundary memrefs.
// @kernel returns the sum of the squares of the output as f64; @main prints it and the seconds one @kernel
// call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 3.05489e+09
// CHECKSUM-SHRUNK: 3.05489e+09
#in = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @conv(%in: tensor<1x58x60x8xf32>, %f: tensor<3x3x8x12xf32>, %out: tensor<1x56x58x12xf32>) -> tensor<1x56x58x12xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<1x58x60x8xf32>, tensor<3x3x8x12xf32>) outs(%out : tensor<1x56x58x12xf32>) -> tensor<1x56x58x12xf32>
  return %r : tensor<1x56x58x12xf32>
}

func.func @kernel() -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %zero64 = arith.constant 0.0 : f64
  %ei = tensor.empty() : tensor<1x58x60x8xf32>
  %i = linalg.generic {indexing_maps = [#in], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ei : tensor<1x58x60x8xf32>) {
  ^bb0(%o: f32):
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c = linalg.index 3 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %t = arith.muli %h, %c3 : index
    %u = arith.addi %t, %w : index
    %u2 = arith.addi %u, %c : index
    %v = arith.remui %u2, %c7 : index
    %x = arith.index_cast %v : index to i32
    %f = arith.sitofp %x : i32 to f32
    %c3f = arith.constant 3.0 : f32
    %g = arith.subf %f, %c3f : f32
    linalg.yield %g : f32
  } -> tensor<1x58x60x8xf32>
  %ef = tensor.empty() : tensor<3x3x8x12xf32>
  %f = linalg.generic {indexing_maps = [#in], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ef : tensor<3x3x8x12xf32>) {
  ^bb0(%o: f32):
    %kh = linalg.index 0 : index
    %kw = linalg.index 1 : index
    %c = linalg.index 2 : index
    %fo = linalg.index 3 : index
    %s1 = arith.addi %kh, %kw : index
    %s2 = arith.addi %s1, %c : index
    %s3 = arith.addi %s2, %fo : index
    %c5 = arith.constant 5 : index
    %v = arith.remui %s3, %c5 : index
    %x = arith.index_cast %v : index to i32
    %fl = arith.sitofp %x : i32 to f32
    %c2f = arith.constant 2.0 : f32
    %g = arith.subf %fl, %c2f : f32
    linalg.yield %g : f32
  } -> tensor<3x3x8x12xf32>
  %eo = tensor.empty() : tensor<1x56x58x12xf32>
  %o = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x56x58x12xf32>) -> tensor<1x56x58x12xf32>
  %res = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %o) -> (tensor<1x56x58x12xf32>) {
    %n = func.call @conv(%i, %f, %acc) : (tensor<1x58x60x8xf32>, tensor<3x3x8x12xf32>, tensor<1x56x58x12xf32>) -> tensor<1x56x58x12xf32>
    scf.yield %n : tensor<1x56x58x12xf32>
  }
  %e0 = tensor.empty() : tensor<f64>
  %s0 = linalg.fill ins(%zero64 : f64) outs(%e0 : tensor<f64>) -> tensor<f64>
  %sum = linalg.reduce ins(%res : tensor<1x56x58x12xf32>) outs(%s0 : tensor<f64>) dimensions = [0, 1, 2, 3]
    (%in: f32, %out: f64) {
      %w = arith.extf %in : f32 to f64
      %sq = arith.mulf %w, %w : f64
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
