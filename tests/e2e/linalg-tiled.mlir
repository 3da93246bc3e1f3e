// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline="builtin.module(expand-realloc{emit-deallocs=false}, canonicalize, ownership-based-buffer-deallocation, canonicalize, buffer-deallocation-simplification, bufferization-lower-deallocations, cse, canonicalize, convert-bufferization-to-memref, convert-linalg-to-affine-loops, lower-affine)" --report=text 2>&1 | FileCheck %s --check-prefixes=CHECK,MEM
// (The third run lowers the linalg ops through convert-linalg-to-affine-loops + lower-affine.)
// End to end: a tiled matmul: scf.for nest with tensor.extract_slice/insert_slice (memref.subview after bufferization) and linalg.matmul on 4x4 tiles; inputs built by linalg.generic with linalg.index.
// The input is what One-Shot Bufferize made of the tensor program below:
//   mlir-opt linalg-tiled.tensor.mlir --one-shot-bufferize="bufferize-function-boundaries"
// The expected output is mlir-runner 22's on the same IR lowered by mlir-opt 22
// (--buffer-deallocation-pipeline, --convert-linalg-to-loops, ... to LLVM).
//
// Tensor source:
//   func.func private @printMemrefF32(tensor<*xf32>)
//
//   // C = A * B computed on 4x4 output tiles with a 4-wide reduction step.
//   func.func @tiled_matmul(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
//     %c0 = arith.constant 0 : index
//     %c4 = arith.constant 4 : index
//     %c8 = arith.constant 8 : index
//     %r = scf.for %i = %c0 to %c8 step %c4 iter_args(%ci = %c) -> (tensor<8x8xf32>) {
//       %r1 = scf.for %j = %c0 to %c8 step %c4 iter_args(%cj = %ci) -> (tensor<8x8xf32>) {
//         %r2 = scf.for %k = %c0 to %c8 step %c4 iter_args(%ck = %cj) -> (tensor<8x8xf32>) {
//           %ta = tensor.extract_slice %a[%i, %k] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
//           %tb = tensor.extract_slice %b[%k, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
//           %tc = tensor.extract_slice %ck[%i, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
//           %m = linalg.matmul ins(%ta, %tb : tensor<4x4xf32>, tensor<4x4xf32>) outs(%tc : tensor<4x4xf32>) -> tensor<4x4xf32>
//           %ins = tensor.insert_slice %m into %ck[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
//           scf.yield %ins : tensor<8x8xf32>
//         }
//         scf.yield %r2 : tensor<8x8xf32>
//       }
//       scf.yield %r1 : tensor<8x8xf32>
//     }
//     return %r : tensor<8x8xf32>
//   }
//
//   func.func @main() {
//     %zero = arith.constant 0.0 : f32
//     %e = tensor.empty() : tensor<8x8xf32>
//     %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x8xf32>) {
//     ^bb0(%out: f32):
//       %i = linalg.index 0 : index
//       %j = linalg.index 1 : index
//       %s = arith.addi %i, %j : index
//       %si = arith.index_cast %s : index to i32
//       %f = arith.sitofp %si : i32 to f32
//       linalg.yield %f : f32
//     } -> tensor<8x8xf32>
//     %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x8xf32>) {
//     ^bb0(%out: f32):
//       %i = linalg.index 0 : index
//       %j = linalg.index 1 : index
//       %d = arith.subi %i, %j : index
//       %di = arith.index_cast %d : index to i32
//       %f = arith.sitofp %di : i32 to f32
//       linalg.yield %f : f32
//     } -> tensor<8x8xf32>
//     %c = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
//     %r = call @tiled_matmul(%a, %b, %c) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
//     %u = tensor.cast %r : tensor<8x8xf32> to tensor<*xf32>
//     call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
//     return
//   }

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @tiled_matmul(%arg0: memref<8x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x8xf32, strided<[?, ?], offset: ?>>, %arg2: memref<8x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32, strided<[?, ?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %0 = scf.for %arg3 = %c0 to %c8 step %c4 iter_args(%arg4 = %arg2) -> (memref<8x8xf32, strided<[?, ?], offset: ?>>) {
      %1 = scf.for %arg5 = %c0 to %c8 step %c4 iter_args(%arg6 = %arg4) -> (memref<8x8xf32, strided<[?, ?], offset: ?>>) {
        %2 = scf.for %arg7 = %c0 to %c8 step %c4 iter_args(%arg8 = %arg6) -> (memref<8x8xf32, strided<[?, ?], offset: ?>>) {
          %subview = memref.subview %arg0[%arg3, %arg7] [4, 4] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
          %subview_0 = memref.subview %arg1[%arg7, %arg5] [4, 4] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
          %subview_1 = memref.subview %arg8[%arg3, %arg5] [4, 4] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
          linalg.matmul ins(%subview, %subview_0 : memref<4x4xf32, strided<[?, ?], offset: ?>>, memref<4x4xf32, strided<[?, ?], offset: ?>>) outs(%subview_1 : memref<4x4xf32, strided<[?, ?], offset: ?>>)
          %subview_2 = memref.subview %arg8[%arg3, %arg5] [4, 4] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
          memref.copy %subview_1, %subview_2 : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
          scf.yield %arg8 : memref<8x8xf32, strided<[?, ?], offset: ?>>
        }
        scf.yield %2 : memref<8x8xf32, strided<[?, ?], offset: ?>>
      }
      scf.yield %1 : memref<8x8xf32, strided<[?, ?], offset: ?>>
    }
    return %0 : memref<8x8xf32, strided<[?, ?], offset: ?>>
  }
  func.func @main() {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc_0 : memref<8x8xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %3 = arith.addi %1, %2 : index
      %4 = arith.index_cast %3 : index to i32
      %5 = arith.sitofp %4 : i32 to f32
      linalg.yield %5 : f32
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%alloc_1 : memref<8x8xf32>) {
    ^bb0(%out: f32):
      %1 = linalg.index 0 : index
      %2 = linalg.index 1 : index
      %3 = arith.subi %1, %2 : index
      %4 = arith.index_cast %3 : index to i32
      %5 = arith.sitofp %4 : i32 to f32
      linalg.yield %5 : f32
    }
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8x8xf32>)
    %cast = memref.cast %alloc_0 : memref<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
    %cast_2 = memref.cast %alloc_1 : memref<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
    %cast_3 = memref.cast %alloc : memref<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
    %0 = call @tiled_matmul(%cast, %cast_2, %cast_3) : (memref<8x8xf32, strided<[?, ?], offset: ?>>, memref<8x8xf32, strided<[?, ?], offset: ?>>, memref<8x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32, strided<[?, ?], offset: ?>>
    %cast_4 = memref.cast %0 : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
    call @printMemrefF32(%cast_4) : (memref<*xf32>) -> ()
    return
  }
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [8, 8] strides = [8, 1] data =
// CHECK-NEXT: {{\[\[}}140,   112,   84,   56,   28,   0,   -28,   -56],
// CHECK-NEXT:  [168,   132,   96,   60,   24,   -12,   -48,   -84],
// CHECK-NEXT:  [196,   152,   108,   64,   20,   -24,   -68,   -112],
// CHECK-NEXT:  [224,   172,   120,   68,   16,   -36,   -88,   -140],
// CHECK-NEXT:  [252,   192,   132,   72,   12,   -48,   -108,   -168],
// CHECK-NEXT:  [280,   212,   144,   76,   8,   -60,   -128,   -196],
// CHECK-NEXT:  [308,   232,   156,   80,   4,   -72,   -148,   -224],
// CHECK-NEXT:  [336,   252,   168,   84,   0,   -84,   -168,   -252]]
// MEM: bufjit: OK: no violations, no leaks
