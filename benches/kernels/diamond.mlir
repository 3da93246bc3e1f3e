// Allocation-heavy benchmark kernel: a cf.cond_br diamond whose join block takes a memref argument (the
// ownership pass passes an ownership flag along and frees in the join), called 10^6 times;
// one read at a varying index keeps either compiler from dropping the allocation.
// @kernel returns a checksum; @main prints it and the seconds it took.
func.func private @rtclock() -> f64
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func private @diamond(%c: i1, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  cf.cond_br %c, ^left, ^right
^left:
  %a = memref.alloc() : memref<4xi64>
  memref.store %x, %a[%c0] : memref<4xi64>
  memref.store %x, %a[%c1] : memref<4xi64>
  memref.store %x, %a[%c2] : memref<4xi64>
  memref.store %x, %a[%c3] : memref<4xi64>
  cf.br ^join(%a : memref<4xi64>)
^right:
  %b = memref.alloc() : memref<4xi64>
  %y = arith.muli %x, %x : i64
  memref.store %y, %b[%c0] : memref<4xi64>
  memref.store %y, %b[%c1] : memref<4xi64>
  memref.store %x, %b[%c2] : memref<4xi64>
  memref.store %x, %b[%c3] : memref<4xi64>
  cf.br ^join(%b : memref<4xi64>)
^join(%m: memref<4xi64>):
  %xi = arith.index_cast %x : i64 to index
  %c4 = arith.constant 4 : index
  %k = arith.remui %xi, %c4 : index
  %u = memref.load %m[%k] : memref<4xi64>
  %v = memref.load %m[%c3] : memref<4xi64>
  %s = arith.addi %u, %v : i64
  return %s : i64
}

func.func @kernel() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000000 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %bit = arith.andi %ii, %one : i64
    %c = arith.cmpi eq, %bit, %z : i64
    %v = func.call @diamond(%c, %ii) : (i1, i64) -> i64
    %next = arith.addi %acc, %v : i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @main() {
  %t0 = call @rtclock() : () -> f64
  %r = call @kernel() : () -> i64
  %t1 = call @rtclock() : () -> f64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  %d = arith.subf %t1, %t0 : f64
  call @printF64(%d) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
