// bufjit-entry: @main
// C = A × B on 256×256 f32 memrefs (the benchmark kernel), plus a small driver that checks
// one element and frees everything it allocated.

func.func @matmul(%A: memref<256x256xf32>, %B: memref<256x256xf32>, %C: memref<256x256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %k = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %k] : memref<256x256xf32>
      scf.for %j = %c0 to %n step %c1 {
        %b = memref.load %B[%k, %j] : memref<256x256xf32>
        %c = memref.load %C[%i, %j] : memref<256x256xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%i, %j] : memref<256x256xf32>
      }
    }
  }
  return
}

func.func @fill(%M: memref<256x256xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %v, %M[%i, %j] : memref<256x256xf32>
    }
  }
  return
}

func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %A = memref.alloc() : memref<256x256xf32>
  %B = memref.alloc() : memref<256x256xf32>
  %C = memref.alloc() : memref<256x256xf32>
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  call @fill(%A, %one) : (memref<256x256xf32>, f32) -> ()
  call @fill(%B, %half) : (memref<256x256xf32>, f32) -> ()
  call @fill(%C, %zero) : (memref<256x256xf32>, f32) -> ()
  call @matmul(%A, %B, %C) : (memref<256x256xf32>, memref<256x256xf32>, memref<256x256xf32>) -> ()
  %c7 = arith.constant 7 : index
  %v = memref.load %C[%c7, %c7] : memref<256x256xf32>
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %A : memref<256x256xf32>
  memref.dealloc %B : memref<256x256xf32>
  memref.dealloc %C : memref<256x256xf32>
  return
}
