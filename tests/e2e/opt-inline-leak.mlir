// -O1+ inlines the small private callees below into @main (the loop's call through an
// scf.execute_region); the leak report names the callee's allocation at every level, as do the
// counts, and the program's output is the same.
// RUN: not bufjit run %s -e main -entry-point-result=void -O0 --pipeline=none 2>&1 | FileCheck %s
// RUN: not bufjit run %s -e main -entry-point-result=void -O3 --pipeline=none 2>&1 | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()

// Frees its buffer only on the even path: every odd call leaks one block.
func.func private @maybe_leak(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %buf = memref.alloc() : memref<2xi64>
  memref.store %x, %buf[%c0] : memref<2xi64>
  %v = memref.load %buf[%c0] : memref<2xi64>
  %bit = arith.andi %x, %one : i64
  %even = arith.cmpi eq, %bit, %zero : i64
  cf.cond_br %even, ^free, ^keep
^free:
  memref.dealloc %buf : memref<2xi64>
  cf.br ^done(%v : i64)
^keep:
  %w = arith.addi %v, %one : i64
  cf.br ^done(%w : i64)
^done(%r: i64):
  return %r : i64
}

func.func private @twice(%x: i64) -> i64 {
  %y = arith.addi %x, %x : i64
  return %y : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %v = func.call @maybe_leak(%ii) : (i64) -> i64
    %t = func.call @twice(%v) : (i64) -> i64
    %n = arith.addi %acc, %t : i64
    scf.yield %n : i64
  }
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK: 24
  // CHECK: bufjit: error: leak: 2 blocks (32 bytes) allocated at {{.*}}opt-inline-leak.mlir:15:10: %3 = "memref.alloc"()
  // CHECK: bufjit: FAILED: 2 leaked blocks (32 bytes) from 1 site; 5 allocations, 3 frees
  return
}
