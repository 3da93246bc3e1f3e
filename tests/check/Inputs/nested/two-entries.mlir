// bufjit-entry: @bufferized, @asserts
// Two entry points: a freshly bufferized one (no deallocation: `auto` runs the default
// pipeline, so it passes) and one whose assertion fails.
func.func @bufferized() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f64
  %a = memref.alloc() : memref<3xf64>
  memref.store %v, %a[%c0] : memref<3xf64>
  return
}

func.func @asserts() {
  %f = arith.constant false
  cf.assert %f, "planted assertion"
  return
}
