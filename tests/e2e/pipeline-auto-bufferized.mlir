// RUN: bufjit run %s -v 2>&1 | FileCheck %s
// RUN: bufjit run %s --pipeline=auto | FileCheck %s --check-prefix=OUT
// RUN: bufjit check %s | FileCheck %s --check-prefix=CHECK-CMD
// RUN: not bufjit run %s --pipeline=none 2>&1 | FileCheck %s --check-prefix=NONE
// A freshly bufferized kernel (allocations, no deallocation at all): `--pipeline=auto`, the
// default of `run` and `check`, runs the default pipeline first, so the run is clean;
// `--pipeline=none` runs it as given and every buffer leaks.

// CHECK: bufjit: --pipeline=auto: 3 allocations and no deallocation in the input: running the default pipeline builtin.module(expand-realloc{emit-deallocs=false}, canonicalize, ownership-based-buffer-deallocation{private-function-dynamic-ownership=false unstructured-loops=true}, canonicalize, buffer-deallocation-simplification, bufferization-lower-deallocations{helper-storage=stack}, cse, canonicalize, convert-bufferization-to-memref{helper-storage=stack}, convert-linalg-to-loops{index-arith=true}, lower-affine, optimize-allocation-liveness)
// CHECK-NOT: bufjit:

// OUT: 6
// OUT-NEXT: 6
// CHECK-CMD: PASS {{.*}}pipeline-auto-bufferized.mlir (@main)
// CHECK-CMD-NEXT: 1 passed, 0 failed

// NONE: bufjit: FAILED: 6 leaked blocks (112 bytes) from 3 sites

func.func private @printI64(i64)
func.func private @printNewline()

func.func @pick(%c: i1, %a: memref<3xi64>, %b: memref<3xi64>) -> memref<3xi64> {
  %r = arith.select %c, %a, %b : memref<3xi64>
  return %r : memref<3xi64>
}

func.func @sum(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %a = memref.alloc() : memref<3xi64>
  %b = memref.alloc() : memref<3xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %a[%i] : memref<3xi64>
    %w = arith.addi %v, %v : i64
    memref.store %w, %b[%i] : memref<3xi64>
  }
  %p = call @pick(%c, %a, %b) : (i1, memref<3xi64>, memref<3xi64>) -> memref<3xi64>
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> i64 {
    %v = memref.load %p[%i] : memref<3xi64>
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  %one = memref.alloc() : memref<1xi64>
  memref.store %s, %one[%c0] : memref<1xi64>
  %r = memref.load %one[%c0] : memref<1xi64>
  return %r : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @sum(%f) : (i1) -> i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  %y = call @sum(%t) : (i1) -> i64
  %h = arith.constant 2 : i64
  %y2 = arith.muli %y, %h : i64
  call @printI64(%y2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
