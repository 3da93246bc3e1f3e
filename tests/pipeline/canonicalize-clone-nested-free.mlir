// canonicalize: a clone whose source is freed later in its block must stay when a region op
// between them frees memory (here the loop frees its iteration argument, which is the clone
// in the first iteration). MLIR 22's SimplifyClones looks only at the ops' own effects, drops
// the clone and the source's dealloc, and so lets the loop free the source before the
// `memref.copy` after it reads it; bufjit keeps both (see "Where bufjit differs from
// MLIR 22"). Found by `bufjit fuzz-diff` under `--pipeline=clone`.
// RUN: bufjit opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @loop_frees_clone
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[C:.*]] = bufferization.clone %[[A]]
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[C]])
// CHECK: memref.dealloc %{{.*}} : memref<4xf32>
// CHECK: memref.copy %[[A]], %{{.*}}
// CHECK: memref.dealloc %[[A]] : memref<4xf32>
func.func @loop_frees_clone(%out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  "x.fill"(%a) : (memref<4xf32>) -> ()
  %0 = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  %1:2 = scf.while (%i = %c0, %b = %0) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
    %p = arith.cmpi ult, %i, %c1 : index
    scf.condition(%p) %i, %b : index, memref<4xf32>
  } do {
  ^bb0(%i: index, %b: memref<4xf32>):
    %j = arith.addi %i, %c1 : index
    memref.dealloc %b : memref<4xf32>
    %n = memref.alloc() : memref<4xf32>
    scf.yield %j, %n : index, memref<4xf32>
  }
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %1#1 : memref<4xf32>
  return
}
