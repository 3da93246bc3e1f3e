// memref.load/store/dealloc fold a memref.cast of a ranked memref into themselves (MLIR 22's
// foldMemRefCast); casts of unranked memrefs stay. Checked against mlir-opt 22.
// RUN: bufjit opt %s --canonicalize | FileCheck %s
// RUN: not bufjit opt %s --buffer-deallocation-pipeline 2>&1 | FileCheck %s --check-prefix=OWN

func.func @f(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return %x : f32
}
func.func @g(%u: memref<*xf32>, %i: index) -> f32 {
  %c = memref.cast %u : memref<*xf32> to memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  return %x : f32
}
func.func @h(%a: memref<?xf32>, %i: index) -> f32 {
  %c = memref.cast %a : memref<?xf32> to memref<4xf32>
  %x = memref.load %c[%i] : memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return %x : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg0] : memref<4xf32>
// CHECK-NEXT:     %0 = memref.load %alloc[%arg0] : memref<4xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<*xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT:     %0 = memref.load %cast[%arg1] : memref<?xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:     memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// The ownership pass rejects the dealloc after the first canonicalize folded the cast, and
// shows the op as it is then, like mlir-opt:
// OWN: {{.*}}: error: memory free side-effect on MemRef value not supported!
// OWN: {{.*}}: note: see current operation: "memref.dealloc"(%1) : (memref<4xf32>) -> ()
