// memref-multi-buffer refuses, with an error naming the reason, every allocation all of whose
// uses (deallocations aside) are inside loops that do not hold the allocation, but that cannot
// be multi-buffered. (MLIR's test pass skips these silently; see multi-buffering.mlir.)
// RUN: bufjit opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics --memref-multi-buffer
// RUN: bufjit opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics -p 'builtin.module(memref-multi-buffer{factor=3})'

// Read before it is overwritten: the value of the previous iteration would be lost.
func.func @read_first(%a: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{cannot multi-buffer this allocation: no memref.copy overwrites the whole buffer before every other use in the loop (it may be read before it is overwritten)}}
  %buf = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %buf[%c0] : memref<4xf32>
    memref.copy %a, %buf : memref<4xf32> to memref<4xf32>
    memref.store %v, %buf[%c1] : memref<4xf32>
  }
  return
}

// -----

// Only partly written (a store is no full overwrite).
func.func @partial(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{no memref.copy overwrites the whole buffer}}
  %buf = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %buf[%c0] : memref<4xf32>
    "consume"(%buf) : (memref<4xf32>) -> ()
  }
  return
}

// -----

// Yielded from the loop body.
func.func @yielded(%a: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4xf32>
  // expected-error@+1 {{cannot multi-buffer this allocation: it escapes through 'scf.yield'}}
  %buf = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> (memref<4xf32>) {
    memref.copy %a, %buf : memref<4xf32> to memref<4xf32>
    // expected-note@+1 {{escapes here}}
    scf.yield %buf : memref<4xf32>
  }
  "consume"(%r) : (memref<4xf32>) -> ()
  return
}

// -----

// Passed to a call (the callee's signature fixes the type), through a subview.
func.func private @sink(memref<2xf32, strided<[1], offset: 1>>)

func.func @called(%a: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{it escapes through 'func.call'}}
  %buf = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %a, %buf : memref<4xf32> to memref<4xf32>
    %s = memref.subview %buf[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
    func.call @sink(%s) : (memref<2xf32, strided<[1], offset: 1>>) -> ()
  }
  return
}

// -----

// scf.while has no induction variable.
func.func @while_loop(%a: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{the loop has no single induction variable, lower bound and step}}
  %buf = memref.alloc() : memref<4xf32>
  // expected-note@+1 {{loop here}}
  %w = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%i: index):
    memref.copy %a, %buf : memref<4xf32> to memref<4xf32>
    %j = arith.addi %i, %c1 : index
    scf.yield %j : index
  }
  return
}

// -----

// A dynamic shape.
func.func @dynamic(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{cannot multi-buffer this allocation: it has a dynamic shape}}
  %buf = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %a, %buf : memref<?xf32> to memref<?xf32>
  }
  return
}

// -----

// Used in two sibling loops: no loop holds every use.
func.func @two_loops(%a: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{cannot multi-buffer this allocation}}
  %buf = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %a, %buf : memref<4xf32> to memref<4xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %a, %buf : memref<4xf32> to memref<4xf32>
  }
  return
}
