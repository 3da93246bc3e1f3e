// buffer-deallocation-simplification visits ops bottom-up, as MLIR's default greedy
// traversal does (canonicalize is top-down): after ownership-based deallocation of a buffer
// forwarded on one edge of a diamond, the constants it leaves come out in mlir-opt 22's order.
// RUN: bufjit opt %s -ownership-based-buffer-deallocation -buffer-deallocation-simplification -split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @forwarded_on_one_edge(%arg0: i1, %arg1: memref<3xi64>, %arg2: memref<3xi64>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xi64>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<3xi64>) -> ()
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<3xi64>) if (%0)
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %false : memref<3xi64>, i1)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%alloc, %arg0 : memref<3xi64>, i1)
// CHECK-NEXT: ^bb2(%1: memref<3xi64>, %2: i1):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: test.copy(%1, %arg2) : (memref<3xi64>, memref<3xi64>)
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1 : memref<3xi64> -> memref<i64>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<i64>) if (%2)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @forwarded_on_one_edge(%c: i1, %in: memref<3xi64>, %out: memref<3xi64>) {
  %0 = memref.alloc() : memref<3xi64>
  "test.read_buffer"(%0) : (memref<3xi64>) -> ()
  cf.cond_br %c, ^bb1, ^bb2(%in : memref<3xi64>)
^bb1:
  cf.br ^bb2(%0 : memref<3xi64>)
^bb2(%1: memref<3xi64>):
  test.copy(%1, %out) : (memref<3xi64>, memref<3xi64>)
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @forwarded_twice(%arg0: i1, %arg1: i1, %arg2: memref<?xf16>, %arg3: memref<?xf16>, %arg4: index) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc(%arg4) : memref<?xf16>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<?xf16>) -> ()
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<?xf16>) if (%0)
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb3(%arg2, %false : memref<?xf16>, i1)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %2 = arith.andi %arg0, %1 : i1
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3(%alloc, %2 : memref<?xf16>, i1)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%alloc, %arg0 : memref<?xf16>, i1)
// CHECK-NEXT: ^bb3(%3: memref<?xf16>, %4: i1):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: test.copy(%3, %arg3) : (memref<?xf16>, memref<?xf16>)
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %3 : memref<?xf16> -> memref<f16>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f16>) if (%4)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @forwarded_twice(%c: i1, %d: i1, %in: memref<?xf16>, %out: memref<?xf16>, %n: index) {
  %0 = memref.alloc(%n) : memref<?xf16>
  "test.read_buffer"(%0) : (memref<?xf16>) -> ()
  cf.cond_br %c, ^bb1, ^bb3(%in : memref<?xf16>)
^bb1:
  cf.cond_br %d, ^bb2, ^bb3(%0 : memref<?xf16>)
^bb2:
  cf.br ^bb3(%0 : memref<?xf16>)
^bb3(%1: memref<?xf16>):
  test.copy(%1, %out) : (memref<?xf16>, memref<?xf16>)
  return
}
