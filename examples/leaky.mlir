// A hand-lowered kernel with a planted leak: it frees its input buffer but forgets the scratch
// buffer that holds the doubled values. It deallocates, so
// `--pipeline=auto` runs it as given, and bufjit reports the leak with the allocation's
// location.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  %in = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    memref.store %f, %in[%i] : memref<4xf32>
  }
  %scratch = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %in[%i] : memref<4xf32>
    %d = arith.mulf %v, %two : f32
    memref.store %d, %scratch[%i] : memref<4xf32>
  }
  %u = memref.cast %scratch : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %in : memref<4xf32>
  return
}
