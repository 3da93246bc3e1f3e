// Benchmark kernel: a 5x5 NHWC convolution on f32 with few input channels, bias and clamp,
// Y = clamp(conv_2d_nhwc_hwcf(I[1x40x52x8], F[5x5x8x24]) + b[24], -64, 64) (output
// 1x36x48x24, no padding): linalg.fill, linalg.conv_2d_nhwc_hwcf and a linalg.generic adding
// the bias and clamping with arith.maximumf/minimumf, on function-boundary memrefs with fully
// dynamic layouts; each of 3 calls returns a fresh result. @kernel returns the sum of the
// squares of the results as f64; @main prints it and the seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 1.5493e+07
// CHECKSUM-SHRUNK: 1.5493e+07
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d3)>
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @conv(%in: tensor<1x40x52x8xf32>, %f: tensor<5x5x8x24xf32>, %b: tensor<24xf32>) -> tensor<1x36x48x24xf32> {
  %zero = arith.constant 0.0 : f32
  %lo = arith.constant -64.0 : f32
  %hi = arith.constant 64.0 : f32
  %e = tensor.empty() : tensor<1x36x48x24xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x36x48x24xf32>) -> tensor<1x36x48x24xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<1x40x52x8xf32>, tensor<5x5x8x24xf32>) outs(%z : tensor<1x36x48x24xf32>) -> tensor<1x36x48x24xf32>
  %y = linalg.generic {indexing_maps = [#id4, #ch, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %b : tensor<1x36x48x24xf32>, tensor<24xf32>) outs(%e : tensor<1x36x48x24xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %l = arith.maximumf %s, %lo : f32
    %h = arith.minimumf %l, %hi : f32
    linalg.yield %h : f32
  } -> tensor<1x36x48x24xf32>
  return %y : tensor<1x36x48x24xf32>
}

func.func @kernel() -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 3 : index
  %zero64 = arith.constant 0.0 : f64
  %ei = tensor.empty() : tensor<1x40x52x8xf32>
  %i = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ei : tensor<1x40x52x8xf32>) {
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
    %fl = arith.sitofp %x : i32 to f32
    %c3f = arith.constant 3.0 : f32
    %g = arith.subf %fl, %c3f : f32
    linalg.yield %g : f32
  } -> tensor<1x40x52x8xf32>
  %ef = tensor.empty() : tensor<5x5x8x24xf32>
  %f = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ef : tensor<5x5x8x24xf32>) {
  ^bb0(%o: f32):
    %kh = linalg.index 0 : index
    %kw = linalg.index 1 : index
    %c = linalg.index 2 : index
    %fo = linalg.index 3 : index
    %s1 = arith.addi %kh, %kw : index
    %s2 = arith.addi %s1, %c : index
    %c2 = arith.constant 2 : index
    %s3 = arith.muli %fo, %c2 : index
    %s4 = arith.addi %s2, %s3 : index
    %c5 = arith.constant 5 : index
    %v = arith.remui %s4, %c5 : index
    %x = arith.index_cast %v : index to i32
    %fl = arith.sitofp %x : i32 to f32
    %c2f = arith.constant 2.0 : f32
    %g = arith.subf %fl, %c2f : f32
    %sc = arith.constant 0.25 : f32
    %r = arith.mulf %g, %sc : f32
    linalg.yield %r : f32
  } -> tensor<5x5x8x24xf32>
  %eb = tensor.empty() : tensor<24xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%eb : tensor<24xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 0 : index
    %c4 = arith.constant 4 : index
    %v = arith.remui %j, %c4 : index
    %x = arith.index_cast %v : index to i32
    %fl = arith.sitofp %x : i32 to f32
    %c15 = arith.constant 1.5 : f32
    %r = arith.subf %fl, %c15 : f32
    linalg.yield %r : f32
  } -> tensor<24xf32>
  %res = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %zero64) -> (f64) {
    %y = func.call @conv(%i, %f, %b) : (tensor<1x40x52x8xf32>, tensor<5x5x8x24xf32>, tensor<24xf32>) -> tensor<1x36x48x24xf32>
    %e0 = tensor.empty() : tensor<f64>
    %s0 = linalg.fill ins(%acc : f64) outs(%e0 : tensor<f64>) -> tensor<f64>
    %sum = linalg.reduce ins(%y : tensor<1x36x48x24xf32>) outs(%s0 : tensor<f64>) dimensions = [0, 1, 2, 3]
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
