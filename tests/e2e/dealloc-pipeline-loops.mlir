// RUN: bufjit run %s -e main --pipeline=default | FileCheck %s
// Ownership shapes from the deallocation pass, run end to end: the full MLIR 22 pipeline
// inserts every free and the checked allocator must see zero leaks and zero double frees
// (any violation makes `bufjit run` exit non-zero and this test fail).

func.func private @printF32(f32)
func.func private @printNewline()

// scf.for yielding a fresh buffer every iteration (iter_arg ownership).
func.func @loop_fresh(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<4xf32>
  memref.store %one, %init[%c0] : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %init) -> (memref<4xf32>) {
    %next = memref.alloc() : memref<4xf32>
    %v = memref.load %cur[%c0] : memref<4xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %next[%c0] : memref<4xf32>
    scf.yield %next : memref<4xf32>
  }
  %res = memref.load %r[%c0] : memref<4xf32>
  return %res : f32
}

// A buffer escaping through an scf.if nested in an scf.for: some iterations keep the
// incoming buffer, others replace it.
func.func @nested_if_in_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %two = arith.constant 2.0 : f32
  %init = memref.alloc() : memref<4xf32>
  memref.store %two, %init[%c0] : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %init) -> (memref<4xf32>) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %sel = scf.if %even -> (memref<4xf32>) {
      %b = memref.alloc() : memref<4xf32>
      %v = memref.load %cur[%c0] : memref<4xf32>
      %w = arith.mulf %v, %two : f32
      memref.store %w, %b[%c0] : memref<4xf32>
      scf.yield %b : memref<4xf32>
    } else {
      scf.yield %cur : memref<4xf32>
    }
    scf.yield %sel : memref<4xf32>
  }
  %res = memref.load %r[%c0] : memref<4xf32>
  return %res : f32
}

// scf.while carrying a buffer.
func.func @while_buffer(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<2xf32>
  memref.store %one, %init[%c0] : memref<2xf32>
  %r:2 = scf.while (%i = %c0, %b = %init) : (index, memref<2xf32>) -> (index, memref<2xf32>) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %b : index, memref<2xf32>
  } do {
  ^bb0(%j: index, %cur: memref<2xf32>):
    %next = memref.alloc() : memref<2xf32>
    %v = memref.load %cur[%c0] : memref<2xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %next[%c0] : memref<2xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %next : index, memref<2xf32>
  }
  %res = memref.load %r#1[%c0] : memref<2xf32>
  return %res : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = call @loop_fresh(%c3) : (index) -> f32
  // CHECK: 4
  call @printF32(%a) : (f32) -> ()
  call @printNewline() : () -> ()
  %z = call @loop_fresh(%c0) : (index) -> f32
  // CHECK-NEXT: 1
  call @printF32(%z) : (f32) -> ()
  call @printNewline() : () -> ()
  %b = call @nested_if_in_loop(%c4) : (index) -> f32
  // CHECK-NEXT: 8
  call @printF32(%b) : (f32) -> ()
  call @printNewline() : () -> ()
  %w = call @while_buffer(%c3) : (index) -> f32
  // CHECK-NEXT: 8
  call @printF32(%w) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
