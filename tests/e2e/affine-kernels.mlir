// RUN: bufjit run %s -e main --pipeline=default --report=text 2>&1 | FileCheck %s
// RUN: not bufjit run %s -e main --pipeline=none 2>&1 | FileCheck %s --check-prefix=NOLOWER
// Affine kernels in the shape bufferization emits (a matmul with an f32 iter_args reduction
// into a returned buffer; a tiled loop with min bounds and a composed affine.apply index),
// run through the deallocation pipeline, canonicalize's affine patterns and lower-affine.
// Expected output from mlir-runner 22 (`mlir-opt --buffer-deallocation-pipeline
// --convert-bufferization-to-memref --lower-affine --convert-scf-to-cf --convert-to-llvm
// --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void`).

func.func private @printMemrefF32(memref<*xf32>)

// C = A * B with affine loops into a fresh buffer, returned to the caller; a tiled copy with
// min bounds and a composed affine.apply index.
func.func @matmul(%A: memref<4x6xf32>, %B: memref<6x3xf32>) -> memref<4x3xf32> {
  %zero = arith.constant 0.0 : f32
  %C = memref.alloc() : memref<4x3xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 3 {
      %acc = affine.for %k = 0 to 6 iter_args(%s = %zero) -> (f32) {
        %a = affine.load %A[%i, %k] : memref<4x6xf32>
        %b = affine.load %B[%k, %j] : memref<6x3xf32>
        %p = arith.mulf %a, %b : f32
        %t = arith.addf %s, %p : f32
        affine.yield %t : f32
      }
      affine.store %acc, %C[%i, %j] : memref<4x3xf32>
    }
  }
  return %C : memref<4x3xf32>
}

func.func @tiled_copy(%src: memref<10xf32>) -> memref<10xf32> {
  %dst = memref.alloc() : memref<10xf32>
  affine.for %t = 0 to 10 step 4 {
    affine.for %i = affine_map<(d0) -> (d0)>(%t) to min affine_map<(d0) -> (d0 + 4, 10)>(%t) {
      %r = affine.apply affine_map<(d0) -> (9 - d0)>(%i)
      %v = affine.load %src[%r] : memref<10xf32>
      affine.store %v, %dst[%i] : memref<10xf32>
    }
  }
  return %dst : memref<10xf32>
}

func.func @main() {
  %A = memref.alloc() : memref<4x6xf32>
  %B = memref.alloc() : memref<6x3xf32>
  affine.for %i = 0 to 4 {
    affine.for %k = 0 to 6 {
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %k)
      %xi = arith.index_cast %x : index to i64
      %xf = arith.sitofp %xi : i64 to f32
      affine.store %xf, %A[%i, %k] : memref<4x6xf32>
    }
  }
  affine.for %k = 0 to 6 {
    affine.for %j = 0 to 3 {
      %y = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 3 - 1)>(%k, %j)
      %yi = arith.index_cast %y : index to i64
      %yf = arith.sitofp %yi : i64 to f32
      affine.store %yf, %B[%k, %j] : memref<6x3xf32>
    }
  }
  %C = call @matmul(%A, %B) : (memref<4x6xf32>, memref<6x3xf32>) -> memref<4x3xf32>
  %Cu = memref.cast %C : memref<4x3xf32> to memref<*xf32>
  call @printMemrefF32(%Cu) : (memref<*xf32>) -> ()
  %s = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    affine.store %f, %s[%i] : memref<10xf32>
  }
  %d = call @tiled_copy(%s) : (memref<10xf32>) -> memref<10xf32>
  %du = memref.cast %d : memref<10xf32> to memref<*xf32>
  call @printMemrefF32(%du) : (memref<*xf32>) -> ()
  return
}
// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}4,   -2,   -2],
// CHECK-NEXT: [4,   -2,   -2],
// CHECK-NEXT: [4,   -2,   -2],
// CHECK-NEXT: [4,   -2,   -2]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [10] strides = [1] data =
// CHECK-NEXT: [9,  8,  7,  6,  5,  4,  3,  2,  1,  0]
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 5 allocations, 5 frees
// Without the pipeline the affine ops reach code generation: a diagnostic per function, no crash.
// NOLOWER: affine-kernels.mlir:{{[0-9]+}}:3: error: 'affine.for' op is not supported by the code generator: run `lower-affine` first (`--pipeline=default` does)
// NOLOWER: affine-kernels.mlir:{{[0-9]+}}:3: error: 'affine.for' op is not supported by the code generator
