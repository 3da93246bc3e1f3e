// A linalg op on a view whose size is not a valid affine symbol (an affine.min inside an
// scf.for): the affine.for convert-linalg-to-affine-loops builds fails to verify, with the
// same diagnostic as mlir-opt 22 (the pass cannot express the bound; use
// convert-linalg-to-loops there).
// RUN: not bufjit opt %s --convert-linalg-to-affine-loops 2>&1 | FileCheck %s

// CHECK: linalg-to-affine-loops-invalid.mlir:[[@LINE+7]]:5: error: 'affine.for' op operand cannot be used as a dimension id
func.func @t(%a: memref<?xf32>, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c4 {
    %s = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%n]
    %v = memref.subview %a[%i] [%s] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
    linalg.fill ins(%x : f32) outs(%v : memref<?xf32, strided<[1], offset: ?>>)
  }
  return
}
