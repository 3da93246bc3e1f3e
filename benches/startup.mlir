// bufjit-entry: @main
// The start-up benchmark's module (`benches/startup.rs`): a 64×64 f32 matmul with its driver,
// and an empty function. `bufjit run benches/startup.mlir -e noop` measures what a whole
// process costs when the kernel itself costs nothing.

func.func @matmul(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 64 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        %a = memref.load %A[%i, %k] : memref<64x64xf32>
        %b = memref.load %B[%k, %j] : memref<64x64xf32>
        %c = memref.load %C[%i, %j] : memref<64x64xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<64x64xf32>
      }
    }
  }
  return
}

func.func @fill(%M: memref<64x64xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 64 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %v, %M[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %A = memref.alloc() : memref<64x64xf32>
  %B = memref.alloc() : memref<64x64xf32>
  %C = memref.alloc() : memref<64x64xf32>
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  call @fill(%A, %one) : (memref<64x64xf32>, f32) -> ()
  call @fill(%B, %half) : (memref<64x64xf32>, f32) -> ()
  call @fill(%C, %zero) : (memref<64x64xf32>, f32) -> ()
  call @matmul(%A, %B, %C) : (memref<64x64xf32>, memref<64x64xf32>, memref<64x64xf32>) -> ()
  %c7 = arith.constant 7 : index
  %v = memref.load %C[%c7, %c7] : memref<64x64xf32>
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %A : memref<64x64xf32>
  memref.dealloc %B : memref<64x64xf32>
  memref.dealloc %C : memref<64x64xf32>
  return
}

func.func @noop() {
  return
}
