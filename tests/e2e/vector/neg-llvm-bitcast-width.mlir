// RUN: not bufjit run %s -e main -entry-point-result=void 2>&1 | FileCheck %s
// RUN: not bufjit run %s -e main -entry-point-result=void --engine=interp 2>&1 | FileCheck %s
// mlir-opt accepts an llvm.bitcast that changes the bit width; both back ends reject it.
func.func @main() {
  %a = arith.constant 1 : i16
  // CHECK: neg-llvm-bitcast-width.mlir:[[@LINE+1]]:8: error: 'llvm.bitcast' op casts between types of different bit widths
  %0 = llvm.bitcast %a : i16 to vector<2xi16>
  vector.print %0 : vector<2xi16>
  return
}
