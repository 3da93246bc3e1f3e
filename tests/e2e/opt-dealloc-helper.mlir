// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default -O0 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default -O3 --report=text 2>&1 | FileCheck %s
// RUN: bufjit opt %s -p "builtin.module(ownership-based-buffer-deallocation, canonicalize, buffer-deallocation-simplification, bufferization-lower-deallocations{helper-storage=stack}, cse, canonicalize, convert-bufferization-to-memref{helper-storage=stack})" -o %t.mlir
// RUN: bufjit compile %t.mlir --emit=clif -O3 | FileCheck %s --check-prefix=CLIF
// Specialising the generic dealloc helper at -O1 and above (src/transforms/opt/inlining.rs):
// an `scf.if` chooses between two fresh buffers of a private function, so the deallocation
// pipeline frees them through the generic helper with run-time ownership. Its call passes
// small stack lists of static size; at -O3 the copy of the helper gets constant list sizes and
// is unrolled into the loop of @kernel (no helper function is left to call), and the report still counts
// one helper call per iteration, as at -O0. The expected sum is mlir-runner 22's.

// CHECK: 252
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 20 allocations, 20 frees
// CHECK-NEXT: bufjit: work: 0 copies (0 bytes), 10 dealloc-helper calls

// Two functions: @make and the helper are copied into @kernel (whose trip count is an
// argument, so it is compiled optimized, see src/codegen/tier.rs), and @main.
// CLIF: function
// CLIF: function
// CLIF-NOT: function

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @make(%n: index, %v: i64) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %x = arith.addi %ii, %v : i64
    memref.store %x, %a[%i] : memref<?xi64>
  }
  return %a : memref<?xi64>
}
func.func @kernel(%trips: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %trips step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %m3 = arith.remui %i, %c3 : index
    %n1 = arith.addi %m3, %c8 : index
    %m2 = arith.remui %i, %c2 : index
    %n2 = arith.addi %m2, %c5 : index
    %v2 = arith.muli %ii, %ii : i64
    %a = func.call @make(%n1, %ii) : (index, i64) -> memref<?xi64>
    %b = func.call @make(%n2, %v2) : (index, i64) -> memref<?xi64>
    %c = arith.cmpi eq, %m3, %c0 : index
    %s = scf.if %c -> (memref<?xi64>) {
      scf.yield %a : memref<?xi64>
    } else {
      scf.yield %b : memref<?xi64>
    }
    %x = memref.load %s[%c1] : memref<?xi64>
    %y = memref.load %a[%c2] : memref<?xi64>
    %t = arith.addi %x, %y : i64
    %u = arith.addi %acc, %t : i64
    scf.yield %u : i64
  }
  return %r : i64
}
func.func @main() {
  %c10 = arith.constant 10 : index
  %r = call @kernel(%c10) : (index) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
