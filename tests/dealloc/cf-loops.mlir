// RUN: bufjit opt %s -split-input-file --ownership-based-buffer-deallocation=unstructured-loops=true | FileCheck %s
// RUN: not bufjit opt %s -split-input-file --ownership-based-buffer-deallocation 2>&1 | FileCheck %s --check-prefix=REFUSED
// Unstructured loops (cf back edges), which mlir-opt 22 refuses ("Only structured
// control-flow loops are supported.", as bufjit does without `unstructured-loops=true`).
// A memref block argument of a loop header gets an i1 ownership block argument; every edge into the header, the back edge included, passes the
// ownership the branch's dealloc returns for the forwarded memref. What the body allocates
// and does not pass on is freed before the back edge. End-to-end runs of such loops:
// tests/e2e/cf-loops-ownership.mlir.

// REFUSED: error: Only structured control-flow loops are supported.

// CHECK-LABEL: func.func @fresh_each_iteration
// CHECK:   %[[A:.*]] = memref.alloc()
// CHECK:   %[[D0:.*]] = bufferization.dealloc (%{{.*}} : memref<f32>) if (%true) retain (%[[A]] : memref<2xf32>)
// CHECK:   cf.br ^bb1(%[[A]], %[[D0]] : memref<2xf32>, i1)
// CHECK: ^bb1(%[[M:.*]]: memref<2xf32>, %[[O:.*]]: i1):  // 2 preds: ^bb0, ^bb1
// CHECK:   %[[N:.*]] = memref.alloc()
// CHECK:   %[[BM:[a-z0-9_]+]], {{.*}} = memref.extract_strided_metadata %[[M]]
// CHECK:   %[[BN:[a-z0-9_]+]], {{.*}} = memref.extract_strided_metadata %[[N]]
// CHECK:   %[[C0:.*]] = arith.andi %[[O]], %arg0 : i1
// CHECK:   %[[T:.*]] = bufferization.dealloc (%[[BM]], %[[BN]] : memref<f32>, memref<f32>) if (%[[C0]], %{{.*}}) retain (%[[N]] : memref<2xf32>)
// CHECK:   %[[E:.*]] = bufferization.dealloc (%[[BM]], %[[BN]] : memref<f32>, memref<f32>) if (%{{.*}}, %{{.*}}) retain (%[[N]] : memref<2xf32>)
// CHECK:   cf.cond_br %arg0, ^bb1(%[[N]], %[[T]] : memref<2xf32>, i1), ^bb2(%[[N]], %[[E]] : memref<2xf32>, i1)
// CHECK: ^bb2(%[[R:.*]]: memref<2xf32>, %[[RO:.*]]: i1):
// CHECK:   %[[BR:[a-z0-9_]+]], {{.*}} = memref.extract_strided_metadata %[[R]]
// CHECK:   bufferization.dealloc (%[[BR]] : memref<f32>) if (%[[RO]])
// CHECK-NEXT: return
func.func @fresh_each_iteration(%c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  cf.br ^bb1(%0 : memref<2xf32>)
^bb1(%m: memref<2xf32>):
  %n = memref.alloc() : memref<2xf32>
  memref.copy %m, %n : memref<2xf32> to memref<2xf32>
  cf.cond_br %c, ^bb1(%n : memref<2xf32>), ^bb2(%n : memref<2xf32>)
^bb2(%r: memref<2xf32>):
  return
}

// -----

// A scratch buffer of the body is freed before the back edge; the outer buffer, live around
// the loop without being a block argument, is retained there and freed on the exit edge.
// CHECK-LABEL: func.func @scratch
// CHECK:   %[[OUT:.*]] = memref.alloc() : memref<4xf32>
// CHECK:   %[[OWN:.*]] = bufferization.dealloc ({{.*}}) if (%true) retain (%[[OUT]] : memref<4xf32>)
// CHECK: ^bb1(%{{.*}}: index):  // 2 preds: ^bb0, ^bb2
// CHECK:   bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[OUT]] : memref<4xf32>)
// CHECK:   %[[NOT:.*]] = arith.andi %[[OWN]], %{{.*}} : i1
// CHECK:   bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[NOT]]){{$}}
// CHECK: ^bb2:
// CHECK:   %[[TRUE:.*]] = arith.constant true
// CHECK:   %[[S:.*]] = memref.alloc() : memref<8xf32>
// CHECK:   memref.extract_strided_metadata %[[S]]
// CHECK:   bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%[[OWN]], %[[TRUE]]) retain (%[[OUT]] : memref<4xf32>)
// CHECK-NEXT: cf.br ^bb1
// CHECK: ^bb3:
// CHECK-NEXT: return
func.func @scratch(%n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc() : memref<4xf32>
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %s = memref.alloc() : memref<8xf32>
  memref.store %f, %s[%c0] : memref<8xf32>
  %v = memref.load %s[%c0] : memref<8xf32>
  memref.store %v, %out[%c0] : memref<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i2 : index)
^bb3:
  return
}
