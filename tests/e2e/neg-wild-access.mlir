// RUN: not bufjit run %s -entry-point-result=f32 2>&1 | FileCheck %s
// RUN: not bufjit run %s -entry-point-result=f32 --check-bounds 2>&1 | FileCheck %s
// bufjit-engines: jit-only (the reference interpreter has no stack-overflow or fault report)
// A load through a bad reinterpret_cast (far outside its buffer; MLIR 22's runtime
// verification does not check reinterpret_cast) faults: reported with the faulting function
// (exit status 5) instead of a bare SIGSEGV.

func.func @read_far(%a: memref<4xf32>) -> f32 {
  %w = memref.reinterpret_cast %a to offset: [1099511627776], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: 1099511627776>>
  %c0 = arith.constant 0 : index
  %v = memref.load %w[%c0] : memref<4xf32, strided<[1], offset: 1099511627776>>
  return %v : f32
}

func.func @main() -> f32 {
  %a = memref.alloc() : memref<4xf32>
  // CHECK: bufjit: error: wild memory access (SIGSEGV) at 0x{{[0-9a-f]+}} in @read_far
  %v = call @read_far(%a) : (memref<4xf32>) -> f32
  memref.dealloc %a : memref<4xf32>
  return %v : f32
}
