// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// End to end: a chain of elementwise named ops (add, mul, sub, negf, max, abs, sqrt, floor, exp, log, ceil) and a relu linalg.generic.
// The input is what One-Shot Bufferize made of the tensor program below:
//   mlir-opt linalg-elementwise.tensor.mlir --one-shot-bufferize="bufferize-function-boundaries"
// The expected output is mlir-runner 22's on the same IR lowered by mlir-opt 22
// (--buffer-deallocation-pipeline, --convert-linalg-to-loops, ... to LLVM).
//
// Tensor source:
//   #id = affine_map<(d0, d1) -> (d0, d1)>
//   func.func private @printMemrefF32(tensor<*xf32>)
//
//   func.func @chain(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
//     %e = tensor.empty() : tensor<3x4xf32>
//     %s = linalg.add ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
//     %m = linalg.mul ins(%s, %a : tensor<3x4xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
//     %d = linalg.sub ins(%m, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
//     %zero = arith.constant 0.0 : f32
//     %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) {
//     ^bb0(%in: f32, %out: f32):
//       %x = arith.maximumf %in, %zero : f32
//       linalg.yield %x : f32
//     } -> tensor<3x4xf32>
//     %n = linalg.negf ins(%relu : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
//     %mx = linalg.max ins(%n, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
//     %ab = linalg.abs ins(%mx : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
//     %sq = linalg.sqrt ins(%ab : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
//     %fl = linalg.floor ins(%sq : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
//     return %fl : tensor<3x4xf32>
//   }
//
//   func.func @main() {
//     %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [-1.0, -2.0, 0.5, 8.0], [10.0, 0.0, -3.0, 2.5]]> : tensor<3x4xf32>
//     %b = arith.constant dense<[[0.0, 1.0, -1.0, 2.0], [3.0, -4.0, 1.5, 0.25], [-6.0, 7.0, 2.0, -9.0]]> : tensor<3x4xf32>
//     %r = call @chain(%a, %b) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
//     %u = tensor.cast %r : tensor<3x4xf32> to tensor<*xf32>
//     call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
//     %e = tensor.empty() : tensor<3x4xf32>
//     %x = linalg.exp ins(%b : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
//     %l = linalg.log ins(%x : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
//     %c = linalg.ceil ins(%l : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
//     %u2 = tensor.cast %c : tensor<3x4xf32> to tensor<*xf32>
//     call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
//     return
//   }

#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  memref.global "private" constant @__constant_3x4xf32_0 : memref<3x4xf32> = dense<[[0.000000e+00, 1.000000e+00, -1.000000e+00, 2.000000e+00], [3.000000e+00, -4.000000e+00, 1.500000e+00, 2.500000e-01], [-6.000000e+00, 7.000000e+00, 2.000000e+00, -9.000000e+00]]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x4xf32 : memref<3x4xf32> = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [-1.000000e+00, -2.000000e+00, 5.000000e-01, 8.000000e+00], [1.000000e+01, 0.000000e+00, -3.000000e+00, 2.500000e+00]]> {alignment = 64 : i64}
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @chain(%arg0: memref<3x4xf32, strided<[?, ?], offset: ?>>, %arg1: memref<3x4xf32, strided<[?, ?], offset: ?>>) -> memref<3x4xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
    linalg.add ins(%arg0, %arg1 : memref<3x4xf32, strided<[?, ?], offset: ?>>, memref<3x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<3x4xf32>)
    linalg.mul ins(%alloc, %arg0 : memref<3x4xf32>, memref<3x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<3x4xf32>)
    linalg.sub ins(%alloc, %arg1 : memref<3x4xf32>, memref<3x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<3x4xf32>)
    %cst = arith.constant 0.000000e+00 : f32
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<3x4xf32>) outs(%alloc : memref<3x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    linalg.negf ins(%alloc : memref<3x4xf32>) outs(%alloc : memref<3x4xf32>)
    linalg.max ins(%alloc, %arg1 : memref<3x4xf32>, memref<3x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<3x4xf32>)
    linalg.abs ins(%alloc : memref<3x4xf32>) outs(%alloc : memref<3x4xf32>)
    linalg.sqrt ins(%alloc : memref<3x4xf32>) outs(%alloc : memref<3x4xf32>)
    linalg.floor ins(%alloc : memref<3x4xf32>) outs(%alloc : memref<3x4xf32>)
    %cast = memref.cast %alloc : memref<3x4xf32> to memref<3x4xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<3x4xf32>
  }
  func.func @main() {
    %0 = memref.get_global @__constant_3x4xf32 : memref<3x4xf32>
    %1 = memref.get_global @__constant_3x4xf32_0 : memref<3x4xf32>
    %cast = memref.cast %0 : memref<3x4xf32> to memref<3x4xf32, strided<[?, ?], offset: ?>>
    %cast_0 = memref.cast %1 : memref<3x4xf32> to memref<3x4xf32, strided<[?, ?], offset: ?>>
    %2 = call @chain(%cast, %cast_0) : (memref<3x4xf32, strided<[?, ?], offset: ?>>, memref<3x4xf32, strided<[?, ?], offset: ?>>) -> memref<3x4xf32>
    %cast_1 = memref.cast %2 : memref<3x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
    linalg.exp ins(%1 : memref<3x4xf32>) outs(%alloc : memref<3x4xf32>)
    linalg.log ins(%alloc : memref<3x4xf32>) outs(%alloc : memref<3x4xf32>)
    linalg.ceil ins(%alloc : memref<3x4xf32>) outs(%alloc : memref<3x4xf32>)
    %cast_2 = memref.cast %alloc : memref<3x4xf32> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    return
  }
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   1,   1],
// CHECK-NEXT:  [1,   2,   1,   0],
// CHECK-NEXT:  [2,   2,   1,   0]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   -1,   2],
// CHECK-NEXT:  [3,   -4,   2,   1],
// CHECK-NEXT:  [-6,   7,   2,   -9]]
// MEM: bufjit: OK: no violations, no leaks
