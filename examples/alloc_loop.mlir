// bufjit-entry: @main
// A loop that allocates, touches and frees a 16×i64 buffer per iteration (the allocator
// benchmark). `@run(n)` returns a checksum; `@main` runs 1000 iterations and prints it.

func.func @run(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %buf = memref.alloc() : memref<16xi64>
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %buf[%c0] : memref<16xi64>
    %c15 = arith.constant 15 : index
    memref.store %ii, %buf[%c15] : memref<16xi64>
    %a = memref.load %buf[%c0] : memref<16xi64>
    %b = memref.load %buf[%c15] : memref<16xi64>
    %s = arith.addi %a, %b : i64
    %next = arith.addi %acc, %s : i64
    memref.dealloc %buf : memref<16xi64>
    scf.yield %next : i64
  }
  return %r : i64
}

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %n = arith.constant 1000 : index
  %r = call @run(%n) : (index) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
