// Benchmark kernel: a transpose-and-add linalg.generic, C[i,j] += A[i,j] + B[j,i] over
// 500x700 f32 (B read with a stride of 500 elements in the innermost loop), 8 calls on
// function-boundary memrefs. @kernel returns the sum of C as f64; @main prints it and the
// seconds one @kernel call took.
// First output line of mlir-runner -O3 on the lowering of benches/kernels_mlir.sh (MLIR 22),
// in full and with the trip counts tests/opt_levels.rs shrinks (which checks bufjit against it):
// CHECKSUM: 1.11999e+07
// CHECKSUM-SHRUNK: 1.11999e+07
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @transpose_add(%a: tensor<500x700xf32>, %b: tensor<700x500xf32>, %c: tensor<500x700xf32>) -> tensor<500x700xf32> {
  %r = linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<500x700xf32>, tensor<700x500xf32>) outs(%c : tensor<500x700xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.addf %o, %s : f32
    linalg.yield %t : f32
  } -> tensor<500x700xf32>
  return %r : tensor<500x700xf32>
}

func.func @kernel() -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %zero64 = arith.constant 0.0 : f64
  %ea = tensor.empty() : tensor<500x700xf32>
  %a = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%ea : tensor<500x700xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %u = arith.addi %i, %j : index
    %c10 = arith.constant 10 : index
    %v = arith.remui %u, %c10 : index
    %x = arith.index_cast %v : index to i32
    %f = arith.sitofp %x : i32 to f32
    linalg.yield %f : f32
  } -> tensor<500x700xf32>
  %eb = tensor.empty() : tensor<700x500xf32>
  %b = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%eb : tensor<700x500xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 0 : index
    %i = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %t = arith.muli %i, %c3 : index
    %u = arith.addi %t, %j : index
    %c8 = arith.constant 8 : index
    %v = arith.remui %u, %c8 : index
    %x = arith.index_cast %v : index to i32
    %f = arith.sitofp %x : i32 to f32
    %c4 = arith.constant 4.0 : f32
    %g = arith.subf %f, %c4 : f32
    linalg.yield %g : f32
  } -> tensor<700x500xf32>
  %ec = tensor.empty() : tensor<500x700xf32>
  %c = linalg.fill ins(%zero : f32) outs(%ec : tensor<500x700xf32>) -> tensor<500x700xf32>
  %res = scf.for %r = %c0 to %reps step %c1 iter_args(%acc = %c) -> (tensor<500x700xf32>) {
    %n = func.call @transpose_add(%a, %b, %acc) : (tensor<500x700xf32>, tensor<700x500xf32>, tensor<500x700xf32>) -> tensor<500x700xf32>
    scf.yield %n : tensor<500x700xf32>
  }
  %e0 = tensor.empty() : tensor<f64>
  %s0 = linalg.fill ins(%zero64 : f64) outs(%e0 : tensor<f64>) -> tensor<f64>
  %sum = linalg.reduce ins(%res : tensor<500x700xf32>) outs(%s0 : tensor<f64>) dimensions = [0, 1]
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
