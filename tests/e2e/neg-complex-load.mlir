// RUN: not bufjit run %s -e main --entry-point-result=void 2>&1 | FileCheck %s
// Memrefs hold complex numbers (globals, copies, views, printing), but values of complex type
// are not supported: a load of one is refused before the run, by both engines.

func.func @main() {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<2xcomplex<f32>>
  // CHECK: :[[@LINE+1]]:8: error: 'memref.load' op unsupported type 'complex<f32>'
  %1 = memref.load %0[%c0] : memref<2xcomplex<f32>>
  memref.store %1, %0[%c0] : memref<2xcomplex<f32>>
  memref.dealloc %0 : memref<2xcomplex<f32>>
  return
}
