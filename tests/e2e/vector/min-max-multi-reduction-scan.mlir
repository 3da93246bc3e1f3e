// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// Float min/max through vector.multi_reduction (inner and outer dimension) and vector.scan,
// which lower to vector.reduction and elementwise min/max: signed zeros and NaN payloads as
// LLVM computes them. Expected output from mlir-runner 22 -O3 (`mlir-opt
// --test-vector-scan-lowering --lower-vector-multi-reduction --test-lower-to-llvm`) on x86-64;
// the operands depend on rtclock(), so LLVM computes at run time.

func.func private @rtclock() -> f64
func.func @main() {
  %t = call @rtclock() : () -> f64
  %tb = arith.bitcast %t : f64 to i64
  %c63 = arith.constant 63 : i64
  %z64 = arith.shrui %tb, %c63 : i64
  %z = arith.trunci %z64 : i64 to i32
  %zv = vector.broadcast %z : i32 to vector<2x8xi32>
  %c = arith.constant dense<[[-2147483648, 0, 2143289345, -2147483648, 0, 2139095041, -4194302, 0], [0, -2147483648, -2147483648, 1065353216, 2139095041, -2147483648, 0, -4194302]]> : vector<2x8xi32>
  %i = arith.addi %c, %zv : vector<2x8xi32>
  %v = arith.bitcast %i : vector<2x8xi32> to vector<2x8xf32>
  %za = vector.broadcast %z : i32 to vector<2xi32>
  %ac = arith.constant dense<[0, -2147483648]> : vector<2xi32>
  %ai = arith.addi %ac, %za : vector<2xi32>
  %acc = arith.bitcast %ai : vector<2xi32> to vector<2xf32>
  %zb = vector.broadcast %z : i32 to vector<8xi32>
  %bc = arith.constant dense<[0, -2147483648, 0, 0, -2147483648, 2143289345, 0, 0]> : vector<8xi32>
  %bi = arith.addi %bc, %zb : vector<8xi32>
  %acc8 = arith.bitcast %bi : vector<8xi32> to vector<8xf32>
  %r0 = vector.multi_reduction <minnumf>, %v, %acc [1] : vector<2x8xf32> to vector<2xf32>
  %r1 = vector.multi_reduction <maximumf>, %v, %acc [1] : vector<2x8xf32> to vector<2xf32>
  %r2 = vector.multi_reduction <maxnumf>, %v, %acc8 [0] : vector<2x8xf32> to vector<8xf32>
  %r3 = vector.multi_reduction <minimumf>, %v, %acc8 [0] : vector<2x8xf32> to vector<8xf32>
  %b0 = arith.bitcast %r0 : vector<2xf32> to vector<2xi32>
  %b1 = arith.bitcast %r1 : vector<2xf32> to vector<2xi32>
  %b2 = arith.bitcast %r2 : vector<8xf32> to vector<8xi32>
  %b3 = arith.bitcast %r3 : vector<8xf32> to vector<8xi32>
  vector.print %b0 : vector<2xi32>
  vector.print %b1 : vector<2xi32>
  vector.print %b2 : vector<8xi32>
  vector.print %b3 : vector<8xi32>
  %s:2 = vector.scan <maxnumf>, %v, %acc {inclusive = true, reduction_dim = 1} : vector<2x8xf32>, vector<2xf32>
  %sb = arith.bitcast %s#0 : vector<2x8xf32> to vector<2x8xi32>
  vector.print %sb : vector<2x8xi32>
  return
}

// CHECK: ( 0, 0 )
// CHECK-NEXT: ( -4194302, -4194302 )
// CHECK-NEXT: ( 0, -2147483648, -2147483648, 1065353216, 0, -2147483648, 0, 0 )
// CHECK-NEXT: ( -2147483648, -2147483648, 2143289345, -2147483648, 2139095041, 2139095041, -4194302, -4194302 )
// CHECK-NEXT: ( ( -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648 ), ( 0, 0, 0, 1065353216, 1065353216, 1065353216, 1065353216, 1065353216 ) )
