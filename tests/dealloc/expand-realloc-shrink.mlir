// A statically shrinking realloc expands to the reinterpret_cast alone. mlir-opt 22 builds the
// dead grow branch too, whose `memref.subview %alloc[0] [8] [1] : memref<4xi64>` is out of
// bounds, and then rejects its own output (deliberate divergence, see the README).
// RUN: bufjit opt %s -expand-realloc -split-input-file | FileCheck %s
// RUN: bufjit opt %s --buffer-deallocation-pipeline -split-input-file | FileCheck %s --check-prefix=PIPE

// CHECK-LABEL: func.func @shrink(%arg0: memref<8xi64>) -> memref<4xi64> {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<8xi64> to memref<4xi64>
// CHECK-NEXT: return %reinterpret_cast : memref<4xi64>
// PIPE-LABEL: func.func @shrink(%arg0: memref<8xi64>) -> memref<4xi64> {
// PIPE-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<8xi64> to memref<4xi64>
// PIPE-NEXT: %0 = bufferization.clone %reinterpret_cast : memref<4xi64> to memref<4xi64>
// PIPE-NEXT: return %0 : memref<4xi64>
func.func @shrink(%a: memref<8xi64>) -> memref<4xi64> {
  %r = memref.realloc %a : memref<8xi64> to memref<4xi64>
  return %r : memref<4xi64>
}

// -----

// Same size: MLIR's expansion (a valid subview, the scf.if folds away later).
// CHECK-LABEL: func.func @same
// CHECK: %[[C:.*]] = arith.cmpi ult, %c8, %c8_0 : index
// CHECK: scf.if %[[C]] -> (memref<8xi64>)
// CHECK: memref.subview %alloc[0] [8] [1] : memref<8xi64> to memref<8xi64, strided<[1]>>
func.func @same(%a: memref<8xi64>) -> memref<8xi64> {
  %r = memref.realloc %a : memref<8xi64> to memref<8xi64>
  return %r : memref<8xi64>
}
