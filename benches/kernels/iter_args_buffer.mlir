// Allocation-heavy benchmark kernel: 10^6 iterations carrying a buffer in scf.for iter_args, a fresh one each
// iteration (bufferized form: the ownership pass frees the previous buffer through an i1
// ownership flag). @kernel returns a checksum; @main prints it and the seconds it took.
func.func private @rtclock() -> f64
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @kernel() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %n = arith.constant 1000000 : index
  %one = arith.constant 1 : i64
  %init = memref.alloc() : memref<8xi64>
  memref.store %one, %init[%c0] : memref<8xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %init) -> (memref<8xi64>) {
    %v = memref.load %b[%c0] : memref<8xi64>
    %new = memref.alloc() : memref<8xi64>
    %ii = arith.index_cast %i : index to i64
    %w = arith.addi %v, %ii : i64
    memref.store %w, %new[%c0] : memref<8xi64>
    memref.store %ii, %new[%c7] : memref<8xi64>
    scf.yield %new : memref<8xi64>
  }
  %x = memref.load %r[%c0] : memref<8xi64>
  %y = memref.load %r[%c7] : memref<8xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
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
