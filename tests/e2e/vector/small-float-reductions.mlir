// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// The computing vector ops on f16 and bf16: vector.reduction of every float kind with and
// without accumulator (sums and products whose result depends on rounding after each step),
// vector.fma (1-D and 2-D), and multi_reduction, outerproduct, contract and scan, which lower
// to those. --pipeline=auto runs arith-emulate-unsupported-floats after the vector lowerings.
// Expected output from mlir-runner 22 -O3 (`mlir-opt --test-vector-scan-lowering
// --lower-vector-multi-reduction -test-lower-to-llvm`); the operands come in as function
// arguments, so that LLVM computes at run time instead of folding constants (its folder fuses
// llvm.fmuladd, the run-time code does not on these types).

func.func @f16_reductions(%v: vector<8xf16>, %m: vector<8xf16>, %acc: f16) {
  %r0 = vector.reduction <add>, %v : vector<8xf16> into f16
  vector.print %r0 : f16
  %r1 = vector.reduction <add>, %v, %acc : vector<8xf16> into f16
  vector.print %r1 : f16
  %r2 = vector.reduction <mul>, %m : vector<8xf16> into f16
  vector.print %r2 : f16
  %r3 = vector.reduction <mul>, %m, %acc : vector<8xf16> into f16
  vector.print %r3 : f16
  %r4 = vector.reduction <minnumf>, %v : vector<8xf16> into f16
  vector.print %r4 : f16
  %r5 = vector.reduction <maxnumf>, %m, %acc : vector<8xf16> into f16
  vector.print %r5 : f16
  %r6 = vector.reduction <minimumf>, %v, %acc : vector<8xf16> into f16
  vector.print %r6 : f16
  %r7 = vector.reduction <maximumf>, %m : vector<8xf16> into f16
  vector.print %r7 : f16
  %r8 = vector.reduction <add>, %v fastmath<nnan> : vector<8xf16> into f16
  vector.print %r8 : f16
  return
}

func.func @bf16_reductions(%v: vector<8xbf16>, %acc: bf16) {
  %r0 = vector.reduction <add>, %v : vector<8xbf16> into bf16
  vector.print %r0 : bf16
  %r1 = vector.reduction <add>, %v, %acc : vector<8xbf16> into bf16
  vector.print %r1 : bf16
  %r2 = vector.reduction <mul>, %v, %acc : vector<8xbf16> into bf16
  vector.print %r2 : bf16
  %r3 = vector.reduction <maxnumf>, %v : vector<8xbf16> into bf16
  vector.print %r3 : bf16
  %r4 = vector.reduction <minimumf>, %v, %acc : vector<8xbf16> into bf16
  vector.print %r4 : bf16
  return
}

func.func @fmas(%a: vector<4xf16>, %b: vector<4xf16>, %c: vector<4xf16>, %x: vector<4xbf16>) {
  %f = vector.fma %a, %b, %c : vector<4xf16>
  vector.print %f : vector<4xf16>
  %g = vector.fma %x, %x, %x : vector<4xbf16>
  vector.print %g : vector<4xbf16>
  %ae = vector.shape_cast %a : vector<4xf16> to vector<2x2xf16>
  %ce = vector.shape_cast %c : vector<4xf16> to vector<2x2xf16>
  %h = vector.fma %ae, %ae, %ce : vector<2x2xf16>
  vector.print %h : vector<2x2xf16>
  return
}

func.func @lowered_ops(%m: vector<2x4xf16>, %acc: vector<2xf16>, %a: vector<2xf16>, %b: vector<4xf16>, %c: vector<2x4xf16>) {
  %r = vector.multi_reduction <add>, %m, %acc [1] : vector<2x4xf16> to vector<2xf16>
  vector.print %r : vector<2xf16>
  %s = vector.multi_reduction <mul>, %m, %b [0] : vector<2x4xf16> to vector<4xf16>
  vector.print %s : vector<4xf16>
  %o = vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<2xf16>, vector<4xf16>
  vector.print %o : vector<2x4xf16>
  %zero = arith.constant 0.5 : f16
  %d = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %b, %b, %zero : vector<4xf16>, vector<4xf16> into f16
  vector.print %d : f16
  %sc:2 = vector.scan <add>, %m, %b {inclusive = false, reduction_dim = 0} : vector<2x4xf16>, vector<4xf16>
  vector.print %sc#0 : vector<2x4xf16>
  vector.print %sc#1 : vector<4xf16>
  return
}

func.func @main() {
  %v = arith.constant dense<[1.0e3, 0.3, 0.3, 0.3, 0.3, 2.0e-3, -1.0e3, 0.7]> : vector<8xf16>
  %m = arith.constant dense<[1.1, 1.3, 1.7, 1.9, 2.3, 0.9, 1.01, 3.3]> : vector<8xf16>
  %acc = arith.constant 0.1 : f16
  call @f16_reductions(%v, %m, %acc) : (vector<8xf16>, vector<8xf16>, f16) -> ()
  %bv = arith.constant dense<[1.0e3, 0.3, 3.3, 0.7, 1.3, 2.0e-3, -1.0e3, 1.7]> : vector<8xbf16>
  %bacc = arith.constant 0.1 : bf16
  call @bf16_reductions(%bv, %bacc) : (vector<8xbf16>, bf16) -> ()
  %a = arith.constant dense<[1.1, 2.3, 1000.0, 0.3]> : vector<4xf16>
  %b = arith.constant dense<[3.7, 1.9, 1.1, 0.3]> : vector<4xf16>
  %c = arith.constant dense<[0.01, -4.37, 3.0, 0.09]> : vector<4xf16>
  %x = arith.constant dense<[1.1, 2.3, 1000.0, 0.3]> : vector<4xbf16>
  call @fmas(%a, %b, %c, %x) : (vector<4xf16>, vector<4xf16>, vector<4xf16>, vector<4xbf16>) -> ()
  %mm = arith.constant dense<[[1.0e3, 0.3, 0.3, 0.7], [1.1, 1.3, -1.7, 1.9]]> : vector<2x4xf16>
  %ma = arith.constant dense<[0.1, 0.2]> : vector<2xf16>
  %cc = arith.constant dense<[[0.1, 0.2, 0.3, 0.4], [1.0e3, 0.3, 0.3, 0.7]]> : vector<2x4xf16>
  call @lowered_ops(%mm, %ma, %ma, %b, %cc) : (vector<2x4xf16>, vector<2xf16>, vector<2xf16>, vector<4xf16>, vector<2x4xf16>) -> ()
  return
}

// CHECK: 2.69922
// CHECK-NEXT: 2.69922
// CHECK-NEXT: 31.9062
// CHECK-NEXT: 3.18359
// CHECK-NEXT: -1000
// CHECK-NEXT: 3.30078
// CHECK-NEXT: -1000
// CHECK-NEXT: 3.30078
// CHECK-NEXT: 2.69922
// CHECK-NEXT: 5.6875
// CHECK-NEXT: 5.6875
// CHECK-NEXT: -306
// CHECK-NEXT: 1000
// CHECK-NEXT: -1000
// CHECK-NEXT: ( 4.07812, 0, 1103, 0.180054 )
// CHECK-NEXT: ( 2.3125, 7.5625, 999424, 0.390625 )
// CHECK-NEXT: ( ( 1.21875, 0.921875 ), ( inf, 0.180054 ) )
// CHECK-NEXT: ( 1001.5, 2.80078 )
// CHECK-NEXT: ( 4068, 0.741211, -0.560547, 0.39917 )
// CHECK-NEXT: ( ( 0.469727, 0.389893, 0.409912, 0.429932 ), ( 1000.5, 0.679688, 0.52002, 0.760254 ) )
// CHECK-NEXT: 19.0938
// CHECK-NEXT: ( ( 3.69922, 1.90039, 1.09961, 0.300049 ), ( 1003.5, 2.20117, 1.39941, 1 ) )
// CHECK-NEXT: ( 1003.5, 2.20117, 1.39941, 1 )
