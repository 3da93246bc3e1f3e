// Options of bufferization-lower-deallocations (and convert-bufferization-to-memref) beyond
// MLIR's: bad values are diagnosed; helper-storage=heap is MLIR's lowering (lower.mlir).
// RUN: not bufjit opt %s --bufferization-lower-deallocations=helper-storage=disk 2>&1 | FileCheck %s --check-prefix=STORAGE
// RUN: not bufjit opt %s --bufferization-lower-deallocations="helper-storage=stack helper-nlogn-threshold=many" 2>&1 | FileCheck %s --check-prefix=THRESHOLD
// RUN: not bufjit opt %s --convert-bufferization-to-memref=helper-probe-budget=-1 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: bufjit opt %s --bufferization-lower-deallocations="helper-storage=heap helper-nlogn-threshold=0" | FileCheck %s --check-prefix=HEAP
// RUN: bufjit opt %s --convert-bufferization-to-memref="helper-storage=stack helper-nlogn-threshold=auto helper-probe-budget=auto" | FileCheck %s --check-prefix=STACK

// STORAGE: error: invalid option 'helper-storage=disk' for bufferization-lower-deallocations
// THRESHOLD: error: invalid option 'helper-nlogn-threshold=many' for bufferization-lower-deallocations
// BUDGET: error: invalid option 'helper-probe-budget=-1' for bufferization-lower-deallocations

// The thresholds only apply to stack storage: heap storage is always MLIR's lowering.
// HEAP: %alloc = memref.alloc() : memref<2xindex>
// HEAP: call @dealloc_helper(
// HEAP-NOT: dealloc_helper_nlogn

// STACK: %alloca = memref.alloca() : memref<2xindex>
// STACK-NOT: memref.alloc()
// STACK: call @dealloc_helper(
// STACK-NOT: dealloc_helper_nlogn
func.func @two(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1, %d: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %d)
  return
}
