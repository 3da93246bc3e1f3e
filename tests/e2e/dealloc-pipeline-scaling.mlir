// RUN: bufjit run %s -e main --pipeline=default | FileCheck %s
// The pipeline-scaling module (`shared/bench/gen_scaling.py 3`: diamonds with a memref block
// argument, scf.if and scf.for yielding buffers, selects and calls returning buffers), run
// through the full deallocation pipeline and the JIT with zero leaks and double frees.

func.func private @printF32(f32)
func.func private @printNewline()

func.func @f0(%c: i1, %n: index, %x: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %x0 = memref.load %x[%c0] : memref<8xf32>
  memref.store %x0, %a[%c0] : memref<8xf32>
  memref.store %one, %b[%c0] : memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %t = memref.alloc() : memref<8xf32>
  %av = memref.load %a[%c0] : memref<8xf32>
  %tv = arith.addf %av, %one : f32
  memref.store %tv, %t[%c0] : memref<8xf32>
  cf.br ^bb3(%t : memref<8xf32>)
^bb2:
  cf.br ^bb3(%a : memref<8xf32>)
^bb3(%m: memref<8xf32>):
  %r = scf.if %c -> (memref<8xf32>) {
    %u = memref.alloc() : memref<8xf32>
    %mv = memref.load %m[%c0] : memref<8xf32>
    memref.store %mv, %u[%c0] : memref<8xf32>
    scf.yield %u : memref<8xf32>
  } else {
    scf.yield %m : memref<8xf32>
  }
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %r) -> (memref<8xf32>) {
    %nx = memref.alloc() : memref<8xf32>
    %v = memref.load %cur[%c0] : memref<8xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %nx[%c0] : memref<8xf32>
    scf.yield %nx : memref<8xf32>
  }
  %s = arith.select %c, %l, %b : memref<8xf32>
  return %s : memref<8xf32>
}

func.func @f1(%c: i1, %n: index, %x: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %x0 = memref.load %x[%c0] : memref<8xf32>
  memref.store %x0, %a[%c0] : memref<8xf32>
  memref.store %one, %b[%c0] : memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %t = memref.alloc() : memref<8xf32>
  %av = memref.load %a[%c0] : memref<8xf32>
  %tv = arith.addf %av, %one : f32
  memref.store %tv, %t[%c0] : memref<8xf32>
  cf.br ^bb3(%t : memref<8xf32>)
^bb2:
  %p = func.call @f0(%c, %n, %a) : (i1, index, memref<8xf32>) -> memref<8xf32>
  cf.br ^bb3(%p : memref<8xf32>)
^bb3(%m: memref<8xf32>):
  %r = scf.if %c -> (memref<8xf32>) {
    %u = memref.alloc() : memref<8xf32>
    %mv = memref.load %m[%c0] : memref<8xf32>
    memref.store %mv, %u[%c0] : memref<8xf32>
    scf.yield %u : memref<8xf32>
  } else {
    scf.yield %m : memref<8xf32>
  }
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %r) -> (memref<8xf32>) {
    %nx = memref.alloc() : memref<8xf32>
    %v = memref.load %cur[%c0] : memref<8xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %nx[%c0] : memref<8xf32>
    scf.yield %nx : memref<8xf32>
  }
  %s = arith.select %c, %l, %b : memref<8xf32>
  return %s : memref<8xf32>
}

func.func @f2(%c: i1, %n: index, %x: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %x0 = memref.load %x[%c0] : memref<8xf32>
  memref.store %x0, %a[%c0] : memref<8xf32>
  memref.store %one, %b[%c0] : memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %t = memref.alloc() : memref<8xf32>
  %av = memref.load %a[%c0] : memref<8xf32>
  %tv = arith.addf %av, %one : f32
  memref.store %tv, %t[%c0] : memref<8xf32>
  cf.br ^bb3(%t : memref<8xf32>)
^bb2:
  %p = func.call @f1(%c, %n, %a) : (i1, index, memref<8xf32>) -> memref<8xf32>
  cf.br ^bb3(%p : memref<8xf32>)
^bb3(%m: memref<8xf32>):
  %r = scf.if %c -> (memref<8xf32>) {
    %u = memref.alloc() : memref<8xf32>
    %mv = memref.load %m[%c0] : memref<8xf32>
    memref.store %mv, %u[%c0] : memref<8xf32>
    scf.yield %u : memref<8xf32>
  } else {
    scf.yield %m : memref<8xf32>
  }
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %r) -> (memref<8xf32>) {
    %nx = memref.alloc() : memref<8xf32>
    %v = memref.load %cur[%c0] : memref<8xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %nx[%c0] : memref<8xf32>
    scf.yield %nx : memref<8xf32>
  }
  %s = arith.select %c, %l, %b : memref<8xf32>
  return %s : memref<8xf32>
}


func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 10.0 : f32
  %x = memref.alloc() : memref<8xf32>
  memref.store %v, %x[%c0] : memref<8xf32>
  %r1 = call @f2(%t, %c3, %x) : (i1, index, memref<8xf32>) -> memref<8xf32>
  %r2 = call @f2(%f, %c3, %x) : (i1, index, memref<8xf32>) -> memref<8xf32>
  %a = memref.load %r1[%c0] : memref<8xf32>
  %b = memref.load %r2[%c0] : memref<8xf32>
  // CHECK: 18
  call @printF32(%a) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 2
  call @printF32(%b) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
