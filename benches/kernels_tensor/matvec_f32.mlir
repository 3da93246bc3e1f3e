// Benchmark kernel: linalg.matvec f32 (y[700] += A[700x610] * x[610]; the innermost loop is a
// reduction, which neither compiler may reassociate without fastmath), 60 accumulating calls on
// function-boundary memrefs. @kernel returns the sum of y as f64; @main prints it and the
// seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 12480
// CHECKSUM-SHRUNK: 12480
#a = affine_map<(d0, d1) -> (d0, d1)>
#v = affine_map<(d0) -> (d0)>
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @matvec(%a: tensor<700x610xf32>, %x: tensor<610xf32>, %y: tensor<700xf32>) -> tensor<700xf32> {
  %r = linalg.matvec ins(%a, %x : tensor<700x610xf32>, tensor<610xf32>) outs(%y : tensor<700xf32>) -> tensor<700xf32>
  return %r : tensor<700xf32>
}

func.func @kernel() -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 60 : index
  %zero = arith.constant 0.0 : f32
  %zero64 = arith.constant 0.0 : f64
  %ea = tensor.empty() : tensor<700x610xf32>
  %a = linalg.generic {indexing_maps = [#a], iterator_types = ["parallel", "parallel"]} outs(%ea : tensor<700x610xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %c2 = arith.constant 2 : index
    %c9 = arith.constant 9 : index
    %t = arith.muli %k, %c2 : index
    %u = arith.addi %t, %i : index
    %v = arith.remui %u, %c9 : index
    %x = arith.index_cast %v : index to i32
    %f = arith.sitofp %x : i32 to f32
    %c4 = arith.constant 4.0 : f32
    %g = arith.subf %f, %c4 : f32
    linalg.yield %g : f32
  } -> tensor<700x610xf32>
  %ex = tensor.empty() : tensor<610xf32>
  %x = linalg.generic {indexing_maps = [#v], iterator_types = ["parallel"]} outs(%ex : tensor<610xf32>) {
  ^bb0(%o: f32):
    %k = linalg.index 0 : index
    %c3 = arith.constant 3 : index
    %v = arith.remui %k, %c3 : index
    %xi = arith.index_cast %v : index to i32
    %f = arith.sitofp %xi : i32 to f32
    %h = arith.constant 0.5 : f32
    %g = arith.subf %f, %h : f32
    linalg.yield %g : f32
  } -> tensor<610xf32>
  %ey = tensor.empty() : tensor<700xf32>
  %y = linalg.fill ins(%zero : f32) outs(%ey : tensor<700xf32>) -> tensor<700xf32>
  %res = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %y) -> (tensor<700xf32>) {
    %n = func.call @matvec(%a, %x, %acc) : (tensor<700x610xf32>, tensor<610xf32>, tensor<700xf32>) -> tensor<700xf32>
    scf.yield %n : tensor<700xf32>
  }
  %e0 = tensor.empty() : tensor<f64>
  %s0 = linalg.fill ins(%zero64 : f64) outs(%e0 : tensor<f64>) -> tensor<f64>
  %sum = linalg.reduce ins(%res : tensor<700xf32>) outs(%s0 : tensor<f64>) dimensions = [0]
    (%in: f32, %out: f64) {
      %w = arith.extf %in : f32 to f64
      %s = arith.addf %w, %out : f64
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
