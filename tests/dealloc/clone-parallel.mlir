// --buffer-deallocation on scf.parallel, which is not a region-branch op in MLIR 16: an
// allocation in the body is freed in the body. mlir-opt 16 gives the same ops (it prints the
// body's terminator as scf.yield, MLIR 16's spelling).
// RUN: bufjit opt %s --buffer-deallocation --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @parallel
// CHECK: scf.parallel
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NEXT: memref.dealloc %[[A]] : memref<2xf32>
// CHECK-NEXT: scf.reduce
func.func @parallel(%lb: index, %ub: index, %s: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %0 = memref.alloc() : memref<2xf32>
    "test.use"(%0) : (memref<2xf32>) -> ()
    scf.reduce
  }
  return
}
