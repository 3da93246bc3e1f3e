// RUN: not bufjit run %s -e main --entry-point-result=void --pipeline=clone 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main --entry-point-result=void --pipeline=default 2>&1 | FileCheck %s --check-prefix=OWN
// MLIR 16's buffer-deallocation reports an op with regions it cannot analyse (here the
// scf.reduce of an scf.parallel reduction) and goes on; `bufjit opt` does the same, but a
// program to run must not depend on a deallocation placed without that analysis: `bufjit run`
// stops with the error. The ownership-based pipeline runs the program.
// bufjit-strategies: no-clone (the clone pipeline refuses the scf.reduce region, as checked here)

func.func private @printMemrefF64(memref<*xf64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.0 : f64
  %buf = memref.alloc() : memref<5xf64>
  scf.for %i = %c0 to %c5 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    memref.store %f, %buf[%i] : memref<5xf64>
  }
  // CHECK: :[[@LINE+1]]:8: error: All operations with attached regions need to implement the RegionBranchOpInterface.
  %s = scf.parallel (%i) = (%c0) to (%c5) step (%c1) init (%zero) -> f64 {
    %v = memref.load %buf[%i] : memref<5xf64>
    scf.reduce(%v : f64) {
    ^bb0(%a: f64, %b: f64):
      %r = arith.addf %a, %b : f64
      scf.reduce.return %r : f64
    }
  }
  %out = memref.alloc() : memref<1xf64>
  memref.store %s, %out[%c0] : memref<1xf64>
  %u = memref.cast %out : memref<1xf64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  return
}

// OWN: data =
// OWN-NEXT: [10]
