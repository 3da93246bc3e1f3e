// Benchmark kernel: row-wise softmax of a 300x1000 f32 matrix: linalg.reduce (maximumf) per
// row, math.exp of the difference, linalg.reduce (addf) per row, elementwise division; the
// function returns a freshly allocated result (the caller frees it), called 10 times.
// @kernel returns the sum of one element of each result as f64; @main prints it and the
// seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 0.00894885
// CHECKSUM-SHRUNK: 0.00894885
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

// Softmax of each row: a fresh result tensor per call.
func.func @softmax(%x: tensor<300x1000xf32>) -> tensor<300x1000xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %em = tensor.empty() : tensor<300xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%em : tensor<300xf32>) -> tensor<300xf32>
  %max = linalg.reduce ins(%x : tensor<300x1000xf32>) outs(%m0 : tensor<300xf32>) dimensions = [1]
    (%in: f32, %out: f32) {
      %m = arith.maximumf %in, %out : f32
      linalg.yield %m : f32
    }
  %ee = tensor.empty() : tensor<300x1000xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %max : tensor<300x1000xf32>, tensor<300xf32>) outs(%ee : tensor<300x1000xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %ex = math.exp %d : f32
    linalg.yield %ex : f32
  } -> tensor<300x1000xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%em : tensor<300xf32>) -> tensor<300xf32>
  %sum = linalg.reduce ins(%e : tensor<300x1000xf32>) outs(%s0 : tensor<300xf32>) dimensions = [1]
    (%in: f32, %out: f32) {
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    }
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%e, %sum : tensor<300x1000xf32>, tensor<300xf32>) outs(%ee : tensor<300x1000xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %q = arith.divf %v, %s : f32
    linalg.yield %q : f32
  } -> tensor<300x1000xf32>
  return %r : tensor<300x1000xf32>
}

func.func @kernel() -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c300 = arith.constant 300 : index
  %c1000 = arith.constant 1000 : index
  %reps = arith.constant 10 : index
  %zero64 = arith.constant 0.0 : f64
  %ex = tensor.empty() : tensor<300x1000xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%ex : tensor<300x1000xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c5 = arith.constant 5 : index
    %c37 = arith.constant 37 : index
    %t = arith.muli %j, %c5 : index
    %u = arith.addi %t, %i : index
    %v = arith.remui %u, %c37 : index
    %xi = arith.index_cast %v : index to i32
    %f = arith.sitofp %xi : i32 to f32
    %sc = arith.constant 0.25 : f32
    %g = arith.mulf %f, %sc : f32
    linalg.yield %g : f32
  } -> tensor<300x1000xf32>
  %res = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %zero64) -> (f64) {
    %y = func.call @softmax(%x) : (tensor<300x1000xf32>) -> tensor<300x1000xf32>
    %ri = arith.muli %r, %c7 : index
    %row = arith.remui %ri, %c300 : index
    %col = arith.remui %ri, %c1000 : index
    %v = tensor.extract %y[%row, %col] : tensor<300x1000xf32>
    %w = arith.extf %v : f32 to f64
    %n = arith.addf %acc, %w : f64
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
