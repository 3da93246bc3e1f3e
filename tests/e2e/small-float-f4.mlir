// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// f32 values rounded through a buffer of f4E2M1FN: nearest even, saturation at 6 (no
// infinity or NaN in the format). Expected output from mlir-runner 22 after
// `--arith-expand=include-f4e2m1=true`.

func.func private @printMemrefF32(memref<*xf32>)

// Rounds each value to `T` through a buffer of `T` and widens it back to f32.
func.func @round_into(%src: memref<8xf32>, %dst: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<8xf4E2M1FN>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %src[%i] : memref<8xf32>
    %t = arith.truncf %v : f32 to f4E2M1FN
    memref.store %t, %buf[%i] : memref<8xf4E2M1FN>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %t = memref.load %buf[%i] : memref<8xf4E2M1FN>
    %v = arith.extf %t : f4E2M1FN to f32
    memref.store %v, %dst[%i] : memref<8xf32>
  }
  memref.dealloc %buf : memref<8xf4E2M1FN>
  return
}

func.func @round_again(%src: memref<8xf32>, %dst: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<8xf4E2M1FN>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %src[%i] : memref<8xf32>
    %t = arith.truncf %v : f32 to f4E2M1FN
    memref.store %t, %buf[%i] : memref<8xf4E2M1FN>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %t = memref.load %buf[%i] : memref<8xf4E2M1FN>
    %v = arith.extf %t : f4E2M1FN to f32
    memref.store %v, %dst[%i] : memref<8xf32>
  }
  memref.dealloc %buf : memref<8xf4E2M1FN>
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
  %v7 = arith.constant 0.75 : f32
  memref.store %v0, %src[%c0] : memref<8xf32>
  memref.store %v1, %src[%c1] : memref<8xf32>
  memref.store %v2, %src[%c2] : memref<8xf32>
  memref.store %v3, %src[%c3] : memref<8xf32>
  memref.store %v4, %src[%c4] : memref<8xf32>
  memref.store %v5, %src[%c5] : memref<8xf32>
  memref.store %v6, %src[%c6] : memref<8xf32>
  memref.store %v7, %src[%c7] : memref<8xf32>
  %u = memref.cast %dst : memref<8xf32> to memref<*xf32>
  call @round_into(%src, %dst) : (memref<8xf32>, memref<8xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @round_again(%src, %dst) : (memref<8xf32>, memref<8xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %src : memref<8xf32>
  memref.dealloc %dst : memref<8xf32>
  return
}

// CHECK: data =
// CHECK-NEXT: [0,  -3,  6,  6,  0,  1,  3,  1]
// CHECK: data =
// CHECK-NEXT: [0,  -3,  6,  6,  0,  1,  3,  1]
