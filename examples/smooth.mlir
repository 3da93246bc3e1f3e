// A freshly bufferized kernel, as one-shot bufferization leaves it: buffers are allocated but
// never freed. Four passes of a 3-point smoothing stencil ping-pong through a fresh buffer
// each; `bufjit run` (`--pipeline=auto`) inserts the deallocations before running it.
func.func private @printMemrefF32(memref<*xf32>)

func.func @smooth_step(%in: memref<16xf32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %third = arith.constant 3.0 : f32
  %out = memref.alloc() : memref<16xf32>
  %first = memref.load %in[%c0] : memref<16xf32>
  memref.store %first, %out[%c0] : memref<16xf32>
  %last = memref.load %in[%c15] : memref<16xf32>
  memref.store %last, %out[%c15] : memref<16xf32>
  scf.for %i = %c1 to %c15 step %c1 {
    %im1 = arith.subi %i, %c1 : index
    %ip1 = arith.addi %i, %c1 : index
    %l = memref.load %in[%im1] : memref<16xf32>
    %m = memref.load %in[%i] : memref<16xf32>
    %r = memref.load %in[%ip1] : memref<16xf32>
    %s0 = arith.addf %l, %m : f32
    %s1 = arith.addf %s0, %r : f32
    %avg = arith.divf %s1, %third : f32
    memref.store %avg, %out[%i] : memref<16xf32>
  }
  return %out : memref<16xf32>
}

// Four smoothing steps over a 16-value ramp; the caller owns the result.
func.func @smooth(%steps: index) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %init = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %odd = arith.remui %i, %c4 : index
    %v = arith.index_cast %odd : index to i32
    %f = arith.sitofp %v : i32 to f32
    memref.store %f, %init[%i] : memref<16xf32>
  }
  %res = scf.for %k = %c0 to %steps step %c1 iter_args(%cur = %init) -> (memref<16xf32>) {
    %next = func.call @smooth_step(%cur) : (memref<16xf32>) -> memref<16xf32>
    scf.yield %next : memref<16xf32>
  }
  return %res : memref<16xf32>
}

// What `bufjit bench examples/smooth.mlir -e kernel` times: the kernel without printing.
func.func @kernel() {
  %c4 = arith.constant 4 : index
  %r = func.call @smooth(%c4) : (index) -> memref<16xf32>
  return
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %res = func.call @smooth(%c4) : (index) -> memref<16xf32>
  %u = memref.cast %res : memref<16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
