// RUN: bufjit run %s -e main --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main --O0 --pipeline=default --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main --report=text --pipeline="builtin.module(expand-realloc{emit-deallocs=false}, canonicalize, ownership-based-buffer-deallocation{private-function-dynamic-ownership=false}, canonicalize, buffer-deallocation-simplification, bufferization-lower-deallocations{helper-storage=stack}, cse, canonicalize, convert-bufferization-to-memref{helper-storage=stack})" 2>&1 | FileCheck %s --check-prefix=AT-END
// Three dense layers as a chain of fresh buffers in one function (what bufferizing
// x -> relu(x*w+b) per layer gives): each layer's input dies once its output is computed. The run pipelines free it
// there (optimize-allocation-liveness after the deallocation pipeline), so at most two 4 KiB
// activations are live; freed at the end of the block, all four are.

// CHECK: 14336
// CHECK: bufjit: OK: no violations, no leaks; 4 allocations, 4 frees, 16384 bytes allocated, peak 8192 bytes live
// AT-END: 14336
// AT-END: bufjit: OK: no violations, no leaks; 4 allocations, 4 frees, 16384 bytes allocated, peak 16384 bytes live

func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  %x = memref.alloc() : memref<1024xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %one, %x[%i] : memref<1024xf32>
  }
  %h1 = memref.alloc() : memref<1024xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<1024xf32>
    %p = arith.mulf %v, %two : f32
    %s = arith.addf %p, %one : f32
    %r = arith.maximumf %s, %zero : f32
    memref.store %r, %h1[%i] : memref<1024xf32>
  }
  %h2 = memref.alloc() : memref<1024xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %h1[%i] : memref<1024xf32>
    %p = arith.mulf %v, %two : f32
    %s = arith.addf %p, %one : f32
    %r = arith.maximumf %s, %zero : f32
    memref.store %r, %h2[%i] : memref<1024xf32>
  }
  %y = memref.alloc() : memref<1024xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %h2[%i] : memref<1024xf32>
    %p = arith.mulf %v, %two : f32
    %s = arith.addf %p, %zero : f32
    %r = arith.maximumf %s, %zero : f32
    memref.store %r, %y[%i] : memref<1024xf32>
  }
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %y[%i] : memref<1024xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  call @printF32(%sum) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
