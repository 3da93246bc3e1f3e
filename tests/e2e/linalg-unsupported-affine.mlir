// RUN: not bufjit run %s -e main -entry-point-result=void --pipeline="builtin.module(convert-linalg-to-loops)" 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline="builtin.module(convert-linalg-to-loops{index-arith=true})" | FileCheck %s --check-prefix=ARITH
// MLIR's convert-linalg-to-loops leaves a convolution's window indices as affine.apply, which
// the code generator does not take (until the affine dialect and lower-affine arrive): every
// such op is reported at the convolution's location, and @main after it is still compiled
// (an error mid-function used to leave Cranelift's builder in a state that panicked on the
// next function). With index-arith=true (what --pipeline=default uses) it runs.

func.func private @printMemrefF32(memref<*xf32>)

func.func @conv(%x: memref<6xf32>, %k: memref<3xf32>, %y: memref<4xf32>) {
  // CHECK: linalg-unsupported-affine.mlir:[[@LINE+1]]:3: error: 'affine.apply' op is not supported by the code generator
  linalg.conv_1d ins(%x, %k : memref<6xf32>, memref<3xf32>) outs(%y : memref<4xf32>)
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  %x = memref.alloc() : memref<6xf32>
  %k = memref.alloc() : memref<3xf32>
  %y = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<6xf32>)
  linalg.fill ins(%two : f32) outs(%k : memref<3xf32>)
  linalg.fill ins(%zero : f32) outs(%y : memref<4xf32>)
  memref.store %zero, %x[%c0] : memref<6xf32>
  call @conv(%x, %k, %y) : (memref<6xf32>, memref<3xf32>, memref<4xf32>) -> ()
  %u = memref.cast %y : memref<4xf32> to memref<*xf32>
  // ARITH: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // ARITH-NEXT: [4,  6,  6,  6]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %x : memref<6xf32>
  memref.dealloc %k : memref<3xf32>
  memref.dealloc %y : memref<4xf32>
  return
}
