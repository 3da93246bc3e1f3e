// MLIR 22's test pass does not check the shape: a dynamically shaped allocation is rebuilt with
// its operandSegmentSizes but without its size operands, which the verifier rejects. bufjit
// reproduces mlir-opt 22's diagnostic (memref-multi-buffer refuses such buffers instead; see
// memref-multi-buffer-invalid.mlir).
// RUN: not bufjit opt %s --test-multi-buffering 2>&1 | FileCheck %s

// CHECK: multi-buffering-dynamic.mlir:[[@LINE+6]]:10: error: 'memref.alloc' op operand count (0) does not match with the total size (1) specified in attribute 'operandSegmentSizes'
// CHECK-NEXT: %buf = memref.alloc(%n) : memref<?xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: multi-buffering-dynamic.mlir:[[@LINE+3]]:10: note: see current operation: %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 1, 0>}> : () -> memref<2x?xf32>

func.func @dynamic_scratch(%a: memref<?xf32>, %n: index) {
  %buf = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c8 step %c2 {
    memref.copy %a, %buf : memref<?xf32> to memref<?xf32>
  }
  return
}
