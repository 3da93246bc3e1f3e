// memref.realloc becomes an scf.if that allocates, copies and frees the old buffer when the
// size grows (and a reinterpret_cast otherwise).
// RUN: bufjit opt %s -expand-realloc -split-input-file | FileCheck %s
// RUN: bufjit opt %s -expand-realloc=emit-deallocs=false -split-input-file | FileCheck %s --check-prefix=NODEALLOC
// RUN: bufjit opt %s -expand-realloc=emit-deallocs=false -ownership-based-buffer-deallocation -split-input-file | FileCheck %s --check-prefix=PIPE

// Static sizes.
// CHECK: module {
// CHECK-NEXT: func.func @static(%arg0: memref<2xf32>) -> memref<4xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c2, %c4 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// NODEALLOC: module {
// NODEALLOC-NEXT: func.func @static(%arg0: memref<2xf32>) -> memref<4xf32> {
// NODEALLOC-NEXT: %c2 = arith.constant 2 : index
// NODEALLOC-NEXT: %c4 = arith.constant 4 : index
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %c2, %c4 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// NODEALLOC-NEXT: %alloc = memref.alloc() : memref<4xf32>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// NODEALLOC-NEXT: scf.yield %alloc : memref<4xf32>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<4xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: return %1 : memref<4xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: }
// PIPE: module {
// PIPE-NEXT: func.func @static(%arg0: memref<2xf32>) -> memref<4xf32> {
// PIPE-NEXT: %false = arith.constant false
// PIPE-NEXT: %false_0 = arith.constant false
// PIPE-NEXT: %c2 = arith.constant 2 : index
// PIPE-NEXT: %c4 = arith.constant 4 : index
// PIPE-NEXT: %0 = arith.cmpi ult, %c2, %c4 : index
// PIPE-NEXT: %1:2 = scf.if %0 -> (memref<4xf32>, i1) {
// PIPE-NEXT: %true_9 = arith.constant true
// PIPE-NEXT: %false_10 = arith.constant false
// PIPE-NEXT: %alloc = memref.alloc() : memref<4xf32>
// PIPE-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// PIPE-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// PIPE-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %4 = bufferization.dealloc (%base_buffer_11 : memref<f32>) if (%true_9) retain (%alloc : memref<4xf32>)
// PIPE-NEXT: scf.yield %alloc, %4 : memref<4xf32>, i1
// PIPE-NEXT: } else {
// PIPE-NEXT: %false_9 = arith.constant false
// PIPE-NEXT: %false_10 = arith.constant false
// PIPE-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// PIPE-NEXT: %4 = bufferization.dealloc retain (%reinterpret_cast : memref<4xf32>)
// PIPE-NEXT: scf.yield %reinterpret_cast, %4 : memref<4xf32>, i1
// PIPE-NEXT: }
// PIPE-NEXT: %2 = scf.if %1#1 -> (memref<4xf32>) {
// PIPE-NEXT: scf.yield %1#0 : memref<4xf32>
// PIPE-NEXT: } else {
// PIPE-NEXT: %4 = bufferization.clone %1#0 : memref<4xf32> to memref<4xf32>
// PIPE-NEXT: scf.yield %4 : memref<4xf32>
// PIPE-NEXT: }
// PIPE-NEXT: %true = arith.constant true
// PIPE-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %1#0 : memref<4xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %2 : memref<4xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %1#1, %true) retain (%2 : memref<4xf32>)
// PIPE-NEXT: return %2 : memref<4xf32>
// PIPE-NEXT: }
// PIPE-NEXT: }
func.func @static(%m: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.realloc %m : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

// Dynamic sizes, with an alignment attribute.
// CHECK: module {
// CHECK-NEXT: func.func @dynamic(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) {alignment = 8 : i64} : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// NODEALLOC: module {
// NODEALLOC-NEXT: func.func @dynamic(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// NODEALLOC-NEXT: %c0 = arith.constant 0 : index
// NODEALLOC-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// NODEALLOC-NEXT: %alloc = memref.alloc(%arg1) {alignment = 8 : i64} : memref<?xf32>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT: scf.yield %alloc : memref<?xf32>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: return %1 : memref<?xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: }
// PIPE: module {
// PIPE-NEXT: func.func @dynamic(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// PIPE-NEXT: %false = arith.constant false
// PIPE-NEXT: %false_0 = arith.constant false
// PIPE-NEXT: %c0 = arith.constant 0 : index
// PIPE-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// PIPE-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// PIPE-NEXT: %1:2 = scf.if %0 -> (memref<?xf32>, i1) {
// PIPE-NEXT: %true_9 = arith.constant true
// PIPE-NEXT: %false_10 = arith.constant false
// PIPE-NEXT: %alloc = memref.alloc(%arg1) {alignment = 8 : i64} : memref<?xf32>
// PIPE-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// PIPE-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// PIPE-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %4 = bufferization.dealloc (%base_buffer_11 : memref<f32>) if (%true_9) retain (%alloc : memref<?xf32>)
// PIPE-NEXT: scf.yield %alloc, %4 : memref<?xf32>, i1
// PIPE-NEXT: } else {
// PIPE-NEXT: %false_9 = arith.constant false
// PIPE-NEXT: %false_10 = arith.constant false
// PIPE-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// PIPE-NEXT: %4 = bufferization.dealloc retain (%reinterpret_cast : memref<?xf32>)
// PIPE-NEXT: scf.yield %reinterpret_cast, %4 : memref<?xf32>, i1
// PIPE-NEXT: }
// PIPE-NEXT: %2 = scf.if %1#1 -> (memref<?xf32>) {
// PIPE-NEXT: scf.yield %1#0 : memref<?xf32>
// PIPE-NEXT: } else {
// PIPE-NEXT: %4 = bufferization.clone %1#0 : memref<?xf32> to memref<?xf32>
// PIPE-NEXT: scf.yield %4 : memref<?xf32>
// PIPE-NEXT: }
// PIPE-NEXT: %true = arith.constant true
// PIPE-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %1#0 : memref<?xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %2 : memref<?xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %1#1, %true) retain (%2 : memref<?xf32>)
// PIPE-NEXT: return %2 : memref<?xf32>
// PIPE-NEXT: }
// PIPE-NEXT: }
func.func @dynamic(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) {alignment = 8 : i64} : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// Static to dynamic, then the full pipeline front: ownership-based deallocation after it.
// CHECK: module {
// CHECK-NEXT: func.func @mixed(%arg0: memref<2xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c2, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<2xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.read_buffer"(%1) : (memref<?xf32>) -> ()
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// NODEALLOC: module {
// NODEALLOC-NEXT: func.func @mixed(%arg0: memref<2xf32>, %arg1: index) -> memref<?xf32> {
// NODEALLOC-NEXT: %c2 = arith.constant 2 : index
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %c2, %arg1 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// NODEALLOC-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// NODEALLOC-NEXT: scf.yield %alloc : memref<?xf32>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<2xf32> to memref<?xf32>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: "test.read_buffer"(%1) : (memref<?xf32>) -> ()
// NODEALLOC-NEXT: return %1 : memref<?xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: }
// PIPE: module {
// PIPE-NEXT: func.func @mixed(%arg0: memref<2xf32>, %arg1: index) -> memref<?xf32> {
// PIPE-NEXT: %false = arith.constant false
// PIPE-NEXT: %false_0 = arith.constant false
// PIPE-NEXT: %c2 = arith.constant 2 : index
// PIPE-NEXT: %0 = arith.cmpi ult, %c2, %arg1 : index
// PIPE-NEXT: %1:2 = scf.if %0 -> (memref<?xf32>, i1) {
// PIPE-NEXT: %true_9 = arith.constant true
// PIPE-NEXT: %false_10 = arith.constant false
// PIPE-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// PIPE-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// PIPE-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// PIPE-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %4 = bufferization.dealloc (%base_buffer_11 : memref<f32>) if (%true_9) retain (%alloc : memref<?xf32>)
// PIPE-NEXT: scf.yield %alloc, %4 : memref<?xf32>, i1
// PIPE-NEXT: } else {
// PIPE-NEXT: %false_9 = arith.constant false
// PIPE-NEXT: %false_10 = arith.constant false
// PIPE-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<2xf32> to memref<?xf32>
// PIPE-NEXT: %4 = bufferization.dealloc retain (%reinterpret_cast : memref<?xf32>)
// PIPE-NEXT: scf.yield %reinterpret_cast, %4 : memref<?xf32>, i1
// PIPE-NEXT: }
// PIPE-NEXT: "test.read_buffer"(%1#0) : (memref<?xf32>) -> ()
// PIPE-NEXT: %2 = scf.if %1#1 -> (memref<?xf32>) {
// PIPE-NEXT: scf.yield %1#0 : memref<?xf32>
// PIPE-NEXT: } else {
// PIPE-NEXT: %4 = bufferization.clone %1#0 : memref<?xf32> to memref<?xf32>
// PIPE-NEXT: scf.yield %4 : memref<?xf32>
// PIPE-NEXT: }
// PIPE-NEXT: %true = arith.constant true
// PIPE-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %1#0 : memref<?xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %2 : memref<?xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %1#1, %true) retain (%2 : memref<?xf32>)
// PIPE-NEXT: return %2 : memref<?xf32>
// PIPE-NEXT: }
// PIPE-NEXT: }
func.func @mixed(%m: memref<2xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) : memref<2xf32> to memref<?xf32>
  "test.read_buffer"(%0) : (memref<?xf32>) -> ()
  return %0 : memref<?xf32>
}
