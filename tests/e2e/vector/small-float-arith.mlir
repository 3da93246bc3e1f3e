// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// f16 and bf16 arithmetic, scalar and vector: `--pipeline=auto` adds
// arith-emulate-unsupported-floats, so each op computes in f32 and rounds back to the narrow
// type (overflow to inf, subnormals, ties), comparisons give masks, casts to and from
// integers. Expected output from mlir-runner 22 (`mlir-opt -test-lower-to-llvm | mlir-runner`).

// CHECK: 0.333252
// CHECK-NEXT: inf
// CHECK-NEXT: 1.78814e-07
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0.000732422
// CHECK-NEXT: 7
// CHECK-NEXT: ( 1.7998, 1.75, 2000, 0 )
// CHECK-NEXT: ( 0.450195, -9, inf, -0.00999451 )
// CHECK-NEXT: ( 0, 1, 1, 0 )
// CHECK-NEXT: ( 1.5, 4, 1000.5, 0.0999756 )
// CHECK-NEXT: ( 0.300049, -2.25, 1000, -0.0999756 )
// CHECK-NEXT: ( 0.450195, 1.75, 2000, -0.00999451 )
// CHECK-NEXT: ( ( 0.333984, 0.667969, 1 ), ( 0.166992, 0.0834961, 0.041748 ) )
// CHECK-NEXT: ( ( 0.333984, 0.667969, 1 ), ( 0.166992, 0.0834961, 0.041748 ) )
// CHECK-NEXT: ( 1, 1, 2000, 0 )

func.func @main() {
  // Scalars: each op rounds to the narrow type.
  %one = arith.constant 1.0 : f16
  %three = arith.constant 3.0 : f16
  %third = arith.divf %one, %three : f16
  vector.print %third : f16
  %big = arith.constant 65504.0 : f16
  %inf = arith.addf %big, %big : f16
  vector.print %inf : f16
  %tiny = arith.constant 6.0e-08 : f16
  %sub = arith.mulf %tiny, %three : f16
  vector.print %sub : f16
  %b1 = arith.constant 1.0 : bf16
  %beps = arith.constant 0.00390625 : bf16
  %bs = arith.addf %b1, %beps : bf16
  vector.print %bs : bf16
  %bq = arith.divf %b1, %bs : bf16
  vector.print %bq : bf16
  %neg = arith.negf %third : f16
  %r = arith.remf %three, %neg : f16
  vector.print %r : f16
  %k = arith.constant 7 : i32
  %kf = arith.sitofp %k : i32 to bf16
  %kd = arith.divf %kf, %bs : bf16
  vector.print %kd : bf16
  // Vectors: lane by lane, masks from comparisons, min/max, select.
  %a = arith.constant dense<[1.5, -2.25, 1000.0, 0.1]> : vector<4xf16>
  %b = arith.constant dense<[0.3, 4.0, 1000.5, -0.1]> : vector<4xf16>
  %s = arith.addf %a, %b : vector<4xf16>
  vector.print %s : vector<4xf16>
  %p = arith.mulf %a, %b : vector<4xf16>
  vector.print %p : vector<4xf16>
  %lt = arith.cmpf olt, %a, %b : vector<4xf16>
  vector.print %lt : vector<4xi1>
  %mx = arith.maximumf %a, %b : vector<4xf16>
  %mn = arith.minnumf %a, %b : vector<4xf16>
  vector.print %mx : vector<4xf16>
  vector.print %mn : vector<4xf16>
  %sel = arith.select %lt, %s, %p : vector<4xi1>, vector<4xf16>
  vector.print %sel : vector<4xf16>
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [0.5, 0.25, 0.125]]> : vector<2x3xbf16>
  %d = arith.constant dense<[[3.0, 3.0, 3.0], [3.0, 3.0, 3.0]]> : vector<2x3xbf16>
  %q = arith.divf %c, %d : vector<2x3xbf16>
  vector.print %q : vector<2x3xbf16>
  %w = arith.extf %q : vector<2x3xbf16> to vector<2x3xf32>
  vector.print %w : vector<2x3xf32>
  %si = arith.fptosi %s : vector<4xf16> to vector<4xi16>
  vector.print %si : vector<4xi16>
  return
}
