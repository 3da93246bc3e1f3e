// --loop-invariant-loads (src/transforms/opt/invariant_loads.rs, run by code generation at
// -O1+ after scalar promotion, which also supplies the pairs its loop versions tested
// disjoint): a load of memory no op of its loop nest writes gets {bufjit.invariant}, and code
// generation makes it a pure Cranelift load (`readonly can_move`, tests/opt/invariant-loads-clif.mlir).
// RUN: bufjit opt %s --loop-invariant-loads | FileCheck %s

// CHECK-LABEL: func.func @distinct
// CHECK: memref.load %alloc[%arg1, %arg2] {bufjit.invariant}
// CHECK-NEXT: memref.load %alloc_0[%arg2] {bufjit.invariant}
// CHECK-NEXT: memref.load %alloc_1[%arg1] : memref<8xf32>
// CHECK: memref.load %alloc_1[%c0] : memref<8xf32>
// CHECK-LABEL: func.func @after_call
// CHECK: memref.load %0[%arg0] {bufjit.invariant}
// CHECK-LABEL: func.func @refused
// CHECK-NOT: bufjit.invariant
// CHECK: return

// A nest that reads %a and %b and writes %c, all distinct allocations: both loads are marked
// (the store is not a load; the written buffer's loads are not).
func.func @distinct(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8x8xf32>
  %b = memref.alloc() : memref<8xf32>
  %c = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i, %j] : memref<8x8xf32>
      %y = memref.load %b[%j] : memref<8xf32>
      %z = memref.load %c[%i] : memref<8xf32>
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %z, %p : f32
      memref.store %s, %c[%i] : memref<8xf32>
    }
  }
  %r = memref.load %c[%c0] : memref<8xf32>
  memref.dealloc %a : memref<8x8xf32>
  memref.dealloc %b : memref<8xf32>
  memref.dealloc %c : memref<8xf32>
  return %r : f32
}

// A buffer allocated after a call is distinct from the call's result (both live when
// accessed), though the call may return any buffer.
func.func private @make() -> memref<8xf32>
func.func @after_call() -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = call @make() : () -> memref<8xf32>
  %o = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %m[%i] : memref<8xf32>
    memref.store %x, %o[%i] : memref<8xf32>
  }
  return %o : memref<8xf32>
}

// Refused: two arguments may alias; a view of the written buffer; a call in the nest; a load
// under scf.if; a load whose address does not depend on the nest; a load hoistable out of a
// loop that may run zero times.
func.func @refused(%a: memref<8xf32>, %c: memref<8xf32>, %p: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %d = memref.alloc() : memref<8xf32>
  %v = memref.subview %d[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %a[%i] : memref<8xf32>
    memref.store %x, %c[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %v[%i] : memref<4xf32, strided<[1]>>
    memref.store %x, %d[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %d[%i] : memref<8xf32>
    func.call @use(%x) : (f32) -> ()
  }
  %e = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.if %p {
      %x = memref.load %d[%i] : memref<8xf32>
      memref.store %x, %e[%i] : memref<8xf32>
    }
    %y = memref.load %d[%c0] : memref<8xf32>
    memref.store %y, %e[%i] : memref<8xf32>
    scf.for %j = %c0 to %n step %c1 {
      %z = memref.load %d[%i] : memref<8xf32>
      memref.store %z, %e[%j] : memref<8xf32>
    }
  }
  memref.dealloc %d : memref<8xf32>
  memref.dealloc %e : memref<8xf32>
  return
}
func.func private @use(f32)
