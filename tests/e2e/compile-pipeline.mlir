// RUN: bufjit compile %s --emit=clif -O0 | FileCheck %s --check-prefix=ASIS
// RUN: bufjit compile %s --emit=clif -O0 --pipeline=default | FileCheck %s --check-prefix=DEFAULT
// RUN: not bufjit compile %s --emit=clif --pipeline=no-such-pass 2>&1 | FileCheck %s --check-prefix=BAD
// `bufjit compile --pipeline=P` runs a pass pipeline before code generation, as `bufjit run`
// does (the default is `none`: the input as given). The buffer is never freed as written; the
// default (ownership-based) pipeline inserts its deallocation: a third runtime call with a
// result, to the free entry point, after the load. (The first asks for the thread's
// allocator state, which both entries take; the calls without a result report impossible
// sizes and a failed allocation.)

// ASIS: = call fn1()
// ASIS: = call fn2(
// ASIS-NOT: = call
// ASIS: return

// DEFAULT: = call fn1()
// DEFAULT: = call fn2(
// DEFAULT: load.f32
// DEFAULT: = call fn3(
// DEFAULT: return

// BAD: error: 'no-such-pass' does not refer to a registered pass or pass pipeline

func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %x = memref.load %a[%c0] : memref<?xf32>
  return %x : f32
}
