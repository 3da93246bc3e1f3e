// RUN: bufjit opt %s --canonicalize | FileCheck %s
// linalg canonicalization on buffers: EraseDeadLinalgOp (a zero-sized memref operand),
// EraseSelfCopy, EraseIdentityLinalgOp, and memref.cast folded into the ops whose fold is
// foldMemRefCast (not map, reduce, transpose, broadcast).
// Expected output: mlir-opt 22 --canonicalize.

#map = affine_map<(d0) -> (d0)>
func.func @empty(%a: memref<0x4xf32>, %b: memref<4x0xf32>, %x: f32, %c: memref<4x4xf32>) {
  linalg.fill ins(%x : f32) outs(%a : memref<0x4xf32>)
  linalg.copy ins(%c : memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  linalg.fill ins(%x : f32) outs(%c : memref<4x4xf32>)
  return
}
func.func @identity(%a: memref<8xf32>, %b: memref<8xf32>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<8xf32>) outs(%a : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<8xf32>) outs(%b : memref<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
func.func @casts(%x: f32, %s: memref<f32>, %a: memref<4xf32>, %b: memref<4xf32>, %m: memref<4x4xf32>) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %b : memref<4xf32> to memref<?xf32>
  %2 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  linalg.copy ins(%0 : memref<?xf32>) outs(%1 : memref<?xf32>)
  linalg.add ins(%0, %0 : memref<?xf32>, memref<?xf32>) outs(%1 : memref<?xf32>)
  linalg.matmul ins(%2, %2 : memref<?x?xf32>, memref<?x?xf32>) outs(%2 : memref<?x?xf32>)
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : memref<?xf32>) outs(%1 : memref<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = arith.addf %in, %in : f32
    linalg.yield %y : f32
  }
  linalg.map { math.exp } ins(%0 : memref<?xf32>) outs(%1 : memref<?xf32>)
  linalg.transpose ins(%2 : memref<?x?xf32>) outs(%2 : memref<?x?xf32>) permutation = [1, 0]
  linalg.fill ins(%x : f32) outs(%1 : memref<?xf32>)
  linalg.broadcast ins(%0 : memref<?xf32>) outs(%2 : memref<?x?xf32>) dimensions = [0]
  linalg.reduce { arith.addf } ins(%2 : memref<?x?xf32>) outs(%0 : memref<?xf32>) dimensions = [1]
  linalg.dot ins(%0, %1 : memref<?xf32>, memref<?xf32>) outs(%s : memref<f32>)
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @empty(%arg0: memref<0x4xf32>, %arg1: memref<4x0xf32>, %arg2: f32, %arg3: memref<4x4xf32>) {
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg3 : memref<4x4xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @identity(%arg0: memref<8xf32>, %arg1: memref<8xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<8xf32>) outs(%arg1 : memref<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @casts(%arg0: f32, %arg1: memref<f32>, %arg2: memref<4xf32>, %arg3: memref<4xf32>, %arg4: memref<4x4xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg2 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg3 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %cast_1 = memref.cast %arg4 : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT: linalg.copy ins(%arg2 : memref<4xf32>) outs(%arg3 : memref<4xf32>)
// CHECK-NEXT: linalg.add ins(%arg2, %arg2 : memref<4xf32>, memref<4xf32>) outs(%arg3 : memref<4xf32>)
// CHECK-NEXT: linalg.matmul ins(%arg4, %arg4 : memref<4x4xf32>, memref<4x4xf32>) outs(%arg4 : memref<4x4xf32>)
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg2 : memref<4xf32>) outs(%arg3 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map { math.exp } ins(%cast : memref<?xf32>) outs(%cast_0 : memref<?xf32>)
// CHECK-NEXT: linalg.transpose ins(%cast_1 : memref<?x?xf32>) outs(%cast_1 : memref<?x?xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%arg3 : memref<4xf32>)
// CHECK-NEXT: linalg.broadcast ins(%cast : memref<?xf32>) outs(%cast_1 : memref<?x?xf32>) dimensions = [0]
// CHECK-NEXT: linalg.reduce { arith.addf } ins(%cast_1 : memref<?x?xf32>) outs(%cast : memref<?xf32>) dimensions = [1]
// CHECK-NEXT: linalg.dot ins(%arg2, %arg3 : memref<4xf32>, memref<4xf32>) outs(%arg1 : memref<f32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
