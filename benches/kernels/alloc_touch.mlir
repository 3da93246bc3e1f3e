// Allocation-heavy benchmark kernel: 10^6 iterations, each allocating a 16 x i64 buffer, writing and reading
// every element of it and reading two at indices that vary (so neither compiler can forward
// the stores and drop the allocation; bufferized form: the deallocation pipeline frees it).
// @kernel returns a checksum; @main prints it and the seconds one @kernel call took.
func.func private @rtclock() -> f64
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @kernel() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 1000000 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %buf = memref.alloc() : memref<16xi64>
    %ii = arith.index_cast %i : index to i64
    scf.for %j = %c0 to %c16 step %c1 {
      %jj = arith.index_cast %j : index to i64
      %v = arith.addi %ii, %jj : i64
      memref.store %v, %buf[%j] : memref<16xi64>
    }
    %x = arith.remui %i, %c16 : index
    %y = arith.subi %c15, %x : index
    %a = memref.load %buf[%x] : memref<16xi64>
    %b = memref.load %buf[%y] : memref<16xi64>
    %s = arith.addi %a, %b : i64
    %next = arith.addi %acc, %s : i64
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
