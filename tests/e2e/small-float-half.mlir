// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// f32 values rounded through buffers of f16 and bf16 (arith.truncf, memref of the small type,
// arith.extf) and printed with printMemrefF32: round to nearest even, overflow to infinity,
// subnormals, signed zero. Expected output from mlir-runner 22.

func.func private @printMemrefF32(memref<*xf32>)

// Rounds each value to `T` through a buffer of `T` and widens it back to f32.
func.func @round_f16(%src: memref<8xf32>, %dst: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<8xf16>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %src[%i] : memref<8xf32>
    %t = arith.truncf %v : f32 to f16
    memref.store %t, %buf[%i] : memref<8xf16>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %t = memref.load %buf[%i] : memref<8xf16>
    %v = arith.extf %t : f16 to f32
    memref.store %v, %dst[%i] : memref<8xf32>
  }
  memref.dealloc %buf : memref<8xf16>
  return
}

func.func @round_bf16(%src: memref<8xf32>, %dst: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<8xbf16>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %src[%i] : memref<8xf32>
    %t = arith.truncf %v : f32 to bf16
    memref.store %t, %buf[%i] : memref<8xbf16>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %t = memref.load %buf[%i] : memref<8xbf16>
    %v = arith.extf %t : bf16 to f32
    memref.store %v, %dst[%i] : memref<8xf32>
  }
  memref.dealloc %buf : memref<8xbf16>
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
  %v6 = arith.constant 2.5 : f32
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
  call @round_f16(%src, %dst) : (memref<8xf32>, memref<8xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @round_bf16(%src, %dst) : (memref<8xf32>, memref<8xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %src : memref<8xf32>
  memref.dealloc %dst : memref<8xf32>
  return
}

// CHECK: data =
// CHECK-NEXT: [0.0999756,  -3.14062,  65504,  inf,  1.01328e-06,  1,  2.5,  -0]
// CHECK: data =
// CHECK-NEXT: [0.100098,  -3.14062,  65536,  70144,  9.98378e-07,  1,  2.5,  -0]
