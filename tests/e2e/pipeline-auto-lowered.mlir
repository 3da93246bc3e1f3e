// RUN: not bufjit run %s -e leaky -v 2>&1 | FileCheck %s --check-prefix=LEAKY
// RUN: bufjit run %s -e lowered -v 2>&1 | FileCheck %s --check-prefix=LOWERED
// RUN: bufjit run %s -e pure -entry-point-result=i64 -v 2>&1 | FileCheck %s --check-prefix=PURE
// RUN: bufjit run %s -e lowered --pipeline=default -v 2>&1 | FileCheck %s --check-prefix=DEFAULT
// A kernel whose deallocation is already there is run as given by `--pipeline=auto` (as
// mlir-runner would): nothing is inserted, so the buffer @leaky forgets is reported, and a
// `bufferization.dealloc` left in the input only gets its lowering. (`auto` decides per module:
// every function here counts, so @pure, without allocations, is run as given too.)

// LEAKY: bufjit: --pipeline=auto: the input deallocates (2 memref.dealloc, 1 bufferization.dealloc): running it as given after its lowerings builtin.module(convert-bufferization-to-memref{helper-storage=stack})
// LEAKY: bufjit: error: leak: 1 block (32 bytes) allocated at {{.*}}pipeline-auto-lowered.mlir:[[@LINE+11]]:8:
// LEAKY: bufjit: FAILED: 1 leaked block (32 bytes) from 1 site

// LOWERED: bufjit: --pipeline=auto: the input deallocates
// LOWERED-NOT: bufjit:
// PURE-DAG: bufjit: --pipeline=auto: the input deallocates
// PURE-DAG: {{^}}10
// DEFAULT: bufjit: --pipeline=default: builtin.module(expand-realloc{emit-deallocs=false},

func.func @leaky() {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<4xf64>
  memref.dealloc %a : memref<8xf32>
  return
}

func.func @lowered() {
  %a = memref.alloc() : memref<2xi32>
  %b = memref.alloc() : memref<2xi32>
  memref.dealloc %a : memref<2xi32>
  %t = arith.constant true
  bufferization.dealloc (%b : memref<2xi32>) if (%t)
  return
}

func.func @pure() -> i64 {
  %x = arith.constant 10 : i64
  return %x : i64
}
