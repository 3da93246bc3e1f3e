// RUN: bufjit run %s -e main --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main --pipeline="builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true},convert-bufferization-to-memref)" | FileCheck %s
// Calls returning buffers (owned by the caller), a private function that may return its
// argument (dynamic ownership with the option), selects between owned and non-owned buffers,
// and a dealloc with several memrefs and retained values (generic lowering through
// @dealloc_helper). Zero leaks and zero double frees, or `bufjit run` fails.

func.func private @printF32(f32)
func.func private @printNewline()

func.func @make(%v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  return %m : memref<4xf32>
}

// Returns either its argument or a fresh buffer.
func.func private @maybe_fresh(%c: i1, %arg: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> (memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %n = memref.alloc() : memref<4xf32>
    %v = memref.load %arg[%c0] : memref<4xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %n[%c0] : memref<4xf32>
    scf.yield %n : memref<4xf32>
  } else {
    scf.yield %arg : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// Select between an owned allocation and a stack buffer.
func.func @select_owned(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %heap = memref.alloc() : memref<4xf32>
  %stack = memref.alloca() : memref<4xf32>
  memref.store %one, %heap[%c0] : memref<4xf32>
  memref.store %five, %stack[%c0] : memref<4xf32>
  %s = arith.select %c, %heap, %stack : memref<4xf32>
  %v = memref.load %s[%c0] : memref<4xf32>
  return %v : f32
}

// Diamond joining two owned buffers while a third stays live: the join's dealloc has several
// memrefs and retained values.
func.func @diamond(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %seven = call @c0_f() : () -> f32
  %a = call @make(%seven) : (f32) -> memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %three = arith.constant 3.0 : f32
  memref.store %three, %b[%c0] : memref<4xf32>
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb1(%b : memref<4xf32>)
^bb1(%m: memref<4xf32>):
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}

func.func @c0_f() -> f32 {
  %z = arith.constant 7.0 : f32
  return %z : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.constant 1.5 : f32
  %m = call @make(%x) : (f32) -> memref<4xf32>
  %p = call @maybe_fresh(%t, %m) : (i1, memref<4xf32>) -> memref<4xf32>
  %q = call @maybe_fresh(%f, %m) : (i1, memref<4xf32>) -> memref<4xf32>
  %pv = memref.load %p[%c0] : memref<4xf32>
  %qv = memref.load %q[%c0] : memref<4xf32>
  // CHECK: 3
  call @printF32(%pv) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 1.5
  call @printF32(%qv) : (f32) -> ()
  call @printNewline() : () -> ()
  %s1 = call @select_owned(%t) : (i1) -> f32
  %s2 = call @select_owned(%f) : (i1) -> f32
  // CHECK-NEXT: 1
  call @printF32(%s1) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 5
  call @printF32(%s2) : (f32) -> ()
  call @printNewline() : () -> ()
  %d1 = call @diamond(%t) : (i1) -> f32
  %d2 = call @diamond(%f) : (i1) -> f32
  // CHECK-NEXT: 7
  call @printF32(%d1) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 3
  call @printF32(%d2) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
