// A freshly bufferized kernel for `bufjit bench`: @step returns a fresh buffer, @main calls it
// three times in a loop carrying the buffer. After the deallocation pipeline each iteration
// frees the previous buffer with a one-memref dealloc (specialized: inline; forced generic:
// one helper call) and the end frees two possibly aliasing buffers (always the helper).
// Per call: 4 buffers; helper calls 1 (specialized) or 3 + 1 (generic); MLIR's heap lists
// add 5 allocations and frees per helper call, stack lists none.
func.func @step(%in: memref<8xi64>) -> memref<8xi64> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %out = memref.alloc() : memref<8xi64>
  %v = memref.load %in[%c0] : memref<8xi64>
  %w = arith.addi %v, %one : i64
  memref.store %w, %out[%c0] : memref<8xi64>
  return %out : memref<8xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %init = memref.alloc() : memref<8xi64>
  memref.store %z, %init[%c0] : memref<8xi64>
  %res = scf.for %k = %c0 to %c3 step %c1 iter_args(%cur = %init) -> (memref<8xi64>) {
    %next = func.call @step(%cur) : (memref<8xi64>) -> memref<8xi64>
    scf.yield %next : memref<8xi64>
  }
  return
}
