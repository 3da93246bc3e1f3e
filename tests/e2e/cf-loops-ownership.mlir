// RUN: bufjit run %s -e main --pipeline=default | FileCheck %s
// Unstructured (cf) loops under the ownership-based deallocation pass: the ownership of
// memrefs passed around a back edge travels as an extra i1 block argument, buffers allocated
// in a loop body and not passed on are freed before the back edge. The checked allocator must
// see no leak, no double free and no use after free (any violation fails `bufjit run`).
// bufjit-strategies: no-clone (the clone-based pass, like MLIR's, refuses unstructured loops)

func.func private @printI64(i64)
func.func private @printNewline()

func.func @p(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// do-while: the body runs before the test; a fresh buffer replaces the carried one each time.
func.func @do_while(%n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %init = memref.alloc() : memref<2xi64>
  memref.store %one, %init[%c0] : memref<2xi64>
  cf.br ^body(%init, %one : memref<2xi64>, i64)
^body(%m: memref<2xi64>, %i: i64):
  %v = memref.load %m[%c0] : memref<2xi64>
  %next = memref.alloc() : memref<2xi64>
  %w = arith.addi %v, %i : i64
  memref.store %w, %next[%c0] : memref<2xi64>
  %i2 = arith.addi %i, %one : i64
  %c = arith.cmpi sle, %i2, %n : i64
  cf.cond_br %c, ^body(%next, %i2 : memref<2xi64>, i64), ^exit(%next : memref<2xi64>)
^exit(%r: memref<2xi64>):
  %res = memref.load %r[%c0] : memref<2xi64>
  return %res : i64
}

// while: the test in the header, a scratch buffer allocated and dropped every iteration,
// and an outer buffer used inside the loop and after it.
func.func @while_scratch(%n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %outer = memref.alloc() : memref<i64>
  memref.store %z, %outer[] : memref<i64>
  cf.br ^head(%z : i64)
^head(%i: i64):
  %c = arith.cmpi slt, %i, %n : i64
  cf.cond_br %c, ^body, ^exit
^body:
  %s = memref.alloc() : memref<4xi64>
  memref.store %i, %s[%c0] : memref<4xi64>
  %v = memref.load %s[%c0] : memref<4xi64>
  %acc = memref.load %outer[] : memref<i64>
  %acc2 = arith.addi %acc, %v : i64
  memref.store %acc2, %outer[] : memref<i64>
  %i2 = arith.addi %i, %one : i64
  cf.br ^head(%i2 : i64)
^exit:
  %res = memref.load %outer[] : memref<i64>
  return %res : i64
}

// Two exits from one loop, each leaving with a different buffer.
func.func @multi_exit(%n: i64, %limit: i64) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a0 = memref.alloc() : memref<i64>
  memref.store %z, %a0[] : memref<i64>
  cf.br ^head(%a0, %z : memref<i64>, i64)
^head(%m: memref<i64>, %i: i64):
  %c = arith.cmpi slt, %i, %n : i64
  cf.cond_br %c, ^body, ^done(%m : memref<i64>)
^body:
  %v = memref.load %m[] : memref<i64>
  %w = arith.addi %v, %i : i64
  %fresh = memref.alloc() : memref<i64>
  memref.store %w, %fresh[] : memref<i64>
  %big = arith.cmpi sgt, %w, %limit : i64
  %i2 = arith.addi %i, %one : i64
  cf.cond_br %big, ^early(%fresh : memref<i64>), ^head(%fresh, %i2 : memref<i64>, i64)
^early(%e: memref<i64>):
  %ev = memref.load %e[] : memref<i64>
  %neg = arith.subi %z, %ev : i64
  return %neg : i64
^done(%d: memref<i64>):
  %dv = memref.load %d[] : memref<i64>
  return %dv : i64
}

// Two nested loops; the inner one carries a buffer that is reset from the outer one.
func.func @nested(%n: i64) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %tot = memref.alloc() : memref<i64>
  memref.store %z, %tot[] : memref<i64>
  cf.br ^outer(%z : i64)
^outer(%i: i64):
  %ci = arith.cmpi slt, %i, %n : i64
  cf.cond_br %ci, ^outer_body, ^exit
^outer_body:
  %row = memref.alloc() : memref<i64>
  memref.store %z, %row[] : memref<i64>
  cf.br ^inner(%row, %z : memref<i64>, i64)
^inner(%r: memref<i64>, %j: i64):
  %cj = arith.cmpi sle, %j, %i : i64
  cf.cond_br %cj, ^inner_body, ^inner_exit
^inner_body:
  %old = memref.load %r[] : memref<i64>
  %nr = memref.alloc() : memref<i64>
  %sum = arith.addi %old, %j : i64
  memref.store %sum, %nr[] : memref<i64>
  %j2 = arith.addi %j, %one : i64
  cf.br ^inner(%nr, %j2 : memref<i64>, i64)
^inner_exit:
  %rv = memref.load %r[] : memref<i64>
  %t = memref.load %tot[] : memref<i64>
  %t2 = arith.addi %t, %rv : i64
  memref.store %t2, %tot[] : memref<i64>
  %i2 = arith.addi %i, %one : i64
  cf.br ^outer(%i2 : i64)
^exit:
  %res = memref.load %tot[] : memref<i64>
  return %res : i64
}

// Two iteration buffers swapped on every back edge (Fibonacci in place).
func.func @swap(%n: i64) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a = memref.alloc() : memref<i64>
  %b = memref.alloc() : memref<i64>
  memref.store %z, %a[] : memref<i64>
  memref.store %one, %b[] : memref<i64>
  cf.br ^head(%a, %b, %z : memref<i64>, memref<i64>, i64)
^head(%x: memref<i64>, %y: memref<i64>, %i: i64):
  %c = arith.cmpi slt, %i, %n : i64
  cf.cond_br %c, ^body, ^exit
^body:
  %xv = memref.load %x[] : memref<i64>
  %yv = memref.load %y[] : memref<i64>
  %s = arith.addi %xv, %yv : i64
  memref.store %s, %x[] : memref<i64>
  %i2 = arith.addi %i, %one : i64
  cf.br ^head(%y, %x, %i2 : memref<i64>, memref<i64>, i64)
^exit:
  %res = memref.load %x[] : memref<i64>
  return %res : i64
}

// A buffer that grows with memref.realloc on every iteration.
func.func @grow(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc(%c1) : memref<?xi64>
  %seven = arith.constant 7 : i64
  memref.store %seven, %init[%c0] : memref<?xi64>
  cf.br ^head(%init, %c1 : memref<?xi64>, index)
^head(%m: memref<?xi64>, %k: index):
  %c = arith.cmpi slt, %k, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %k2 = arith.addi %k, %c1 : index
  %g = memref.realloc %m(%k2) : memref<?xi64> to memref<?xi64>
  %kk = arith.index_cast %k : index to i64
  memref.store %kk, %g[%k] : memref<?xi64>
  cf.br ^head(%g, %k2 : memref<?xi64>, index)
^exit:
  %last = arith.subi %k, %c1 : index
  %a = memref.load %m[%c0] : memref<?xi64>
  %b = memref.load %m[%last] : memref<?xi64>
  %r = arith.addi %a, %b : i64
  return %r : i64
}

func.func @main() {
  %c5 = arith.constant 5 : i64
  %c0 = arith.constant 0 : i64
  %c10 = arith.constant 10 : i64
  %c3 = arith.constant 3 : i64
  %r1 = call @do_while(%c5) : (i64) -> i64
  call @p(%r1) : (i64) -> ()
  // CHECK: 16
  %r1b = call @do_while(%c0) : (i64) -> i64
  call @p(%r1b) : (i64) -> ()
  // CHECK-NEXT: 2
  %r2 = call @while_scratch(%c5) : (i64) -> i64
  call @p(%r2) : (i64) -> ()
  // CHECK-NEXT: 10
  %r2b = call @while_scratch(%c0) : (i64) -> i64
  call @p(%r2b) : (i64) -> ()
  // CHECK-NEXT: 0
  %r3 = call @multi_exit(%c5, %c3) : (i64, i64) -> i64
  call @p(%r3) : (i64) -> ()
  // CHECK-NEXT: -6
  %r3b = call @multi_exit(%c5, %c10) : (i64, i64) -> i64
  call @p(%r3b) : (i64) -> ()
  // CHECK-NEXT: 10
  %r4 = call @nested(%c5) : (i64) -> i64
  call @p(%r4) : (i64) -> ()
  // CHECK-NEXT: 20
  %r5 = call @swap(%c10) : (i64) -> i64
  call @p(%r5) : (i64) -> ()
  // CHECK-NEXT: 55
  %n6 = arith.constant 6 : index
  %r6 = call @grow(%n6) : (index) -> i64
  call @p(%r6) : (i64) -> ()
  // CHECK-NEXT: 12
  return
}
