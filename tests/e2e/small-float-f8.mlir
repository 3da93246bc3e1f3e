// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// f32 values rounded through buffers of f8E4M3FN and f8E5M2: round to nearest even, overflow
// to NaN (E4M3FN, which has no infinity) or infinity (E5M2), underflow to zero. Expected
// output: APFloat's conversions (mlir-runner 22 cannot lower these casts; the values agree with
// mlir-opt's folds of the exact cases).

func.func private @printMemrefF32(memref<*xf32>)

// Rounds each value to `T` through a buffer of `T` and widens it back to f32.
func.func @round_f8E4M3FN(%src: memref<8xf32>, %dst: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<8xf8E4M3FN>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %src[%i] : memref<8xf32>
    %t = arith.truncf %v : f32 to f8E4M3FN
    memref.store %t, %buf[%i] : memref<8xf8E4M3FN>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %t = memref.load %buf[%i] : memref<8xf8E4M3FN>
    %v = arith.extf %t : f8E4M3FN to f32
    memref.store %v, %dst[%i] : memref<8xf32>
  }
  memref.dealloc %buf : memref<8xf8E4M3FN>
  return
}

func.func @round_f8E5M2(%src: memref<8xf32>, %dst: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<8xf8E5M2>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %src[%i] : memref<8xf32>
    %t = arith.truncf %v : f32 to f8E5M2
    memref.store %t, %buf[%i] : memref<8xf8E5M2>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %t = memref.load %buf[%i] : memref<8xf8E5M2>
    %v = arith.extf %t : f8E5M2 to f32
    memref.store %v, %dst[%i] : memref<8xf32>
  }
  memref.dealloc %buf : memref<8xf8E5M2>
  return
}

func.func @main() {
  %src = memref.alloc() : memref<8xf32>
  %dst = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %v0 = arith.constant 0.1 : f32
  %v1 = arith.constant -3.14159 : f32
  %v2 = arith.constant 65504.0 : f32
  %v3 = arith.constant 70000.0 : f32
  %v4 = arith.constant 1.0e-6 : f32
  %v5 = arith.constant 1.00048828125 : f32
  %v6 = arith.constant 2.75 : f32
  %v7 = arith.constant -0.0 : f32
  memref.store %v0, %src[%c0] : memref<8xf32>
  memref.store %v1, %src[%c1] : memref<8xf32>
  memref.store %v2, %src[%c2] : memref<8xf32>
  memref.store %v3, %src[%c3] : memref<8xf32>
  memref.store %v4, %src[%c4] : memref<8xf32>
  memref.store %v5, %src[%c5] : memref<8xf32>
  memref.store %v6, %src[%c6] : memref<8xf32>
  memref.store %v7, %src[%c7] : memref<8xf32>
  %u = memref.cast %dst : memref<8xf32> to memref<*xf32>
  call @round_f8E4M3FN(%src, %dst) : (memref<8xf32>, memref<8xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @round_f8E5M2(%src, %dst) : (memref<8xf32>, memref<8xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %src : memref<8xf32>
  memref.dealloc %dst : memref<8xf32>
  return
}

// CHECK: data =
// CHECK-NEXT: [0.101562,  -3.25,  nan,  nan,  0,  1,  2.75,  -0]
// CHECK: data =
// CHECK-NEXT: [0.09375,  -3,  inf,  inf,  0,  1,  3,  -0]
