// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// alloca_scope, scf.forall, func.constant + call_indirect, i1 memrefs, memrefs carried
// through scf.for iter_args and cf block arguments.

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI8(memref<*xi8>)

func.func @p(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @twice(%x: i64) -> i64 {
  %r = arith.addi %x, %x : i64
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // alloca_scope with a dynamic alloca inside a loop.
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %c0) -> index {
    %r = memref.alloca_scope -> index {
      %buf = memref.alloca(%c4) : memref<?xindex>
      memref.store %i, %buf[%c1] : memref<?xindex>
      %v = memref.load %buf[%c1] : memref<?xindex>
      memref.alloca_scope.return %v : index
    }
    %n = arith.addi %acc, %r : index
    scf.yield %n : index
  }
  %si = arith.index_cast %sum : index to i64
  // CHECK: 6
  call @p(%si) : (i64) -> ()

  // forall over a 2-D domain writes i*10+j.
  %m = memref.alloc() : memref<2x3xi64>
  scf.forall (%i, %j) in (2, 3) {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %ten = arith.constant 10 : i64
    %t = arith.muli %ii, %ten : i64
    %v = arith.addi %t, %jj : i64
    memref.store %v, %m[%i, %j] : memref<2x3xi64>
  }
  %c2 = arith.constant 2 : index
  %x = memref.load %m[%c1, %c2] : memref<2x3xi64>
  // CHECK-NEXT: 12
  call @p(%x) : (i64) -> ()
  memref.dealloc %m : memref<2x3xi64>

  // Indirect call.
  %f = func.constant @twice : (i64) -> i64
  %y = func.call_indirect %f(%x) : (i64) -> i64
  // CHECK-NEXT: 24
  call @p(%y) : (i64) -> ()

  // i1 memref: one byte per element.
  %flags = memref.alloc() : memref<4xi1>
  %t = arith.constant true
  %fl = arith.constant false
  scf.for %i = %c0 to %c4 step %c1 {
    %odd = arith.remui %i, %c2 : index
    %isodd = arith.cmpi ne, %odd, %c0 : index
    memref.store %isodd, %flags[%i] : memref<4xi1>
  }
  %f3 = memref.load %flags[%c1] : memref<4xi1>
  %f3i = arith.extui %f3 : i1 to i64
  // CHECK-NEXT: 1
  call @p(%f3i) : (i64) -> ()
  memref.dealloc %flags : memref<4xi1>

  // A memref carried through iter_args: swap two buffers each iteration.
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %one = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  memref.store %one, %a[%c0] : memref<1xi64>
  memref.store %z, %b[%c0] : memref<1xi64>
  %ra, %rb = scf.for %i = %c0 to %c4 step %c1 iter_args(%p0 = %a, %p1 = %b) -> (memref<1xi64>, memref<1xi64>) {
    %v = memref.load %p0[%c0] : memref<1xi64>
    %w = arith.addi %v, %v : i64
    memref.store %w, %p1[%c0] : memref<1xi64>
    scf.yield %p1, %p0 : memref<1xi64>, memref<1xi64>
  }
  %final = memref.load %ra[%c0] : memref<1xi64>
  // CHECK-NEXT: 16
  call @p(%final) : (i64) -> ()
  cf.br ^bb1(%ra, %rb : memref<1xi64>, memref<1xi64>)
^bb1(%q0: memref<1xi64>, %q1: memref<1xi64>):
  memref.dealloc %q0 : memref<1xi64>
  memref.dealloc %q1 : memref<1xi64>
  return
}
