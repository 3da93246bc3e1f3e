// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// End to end: linalg.dot into a 0-d buffer, read back with tensor.extract.
// The input is what One-Shot Bufferize made of the tensor program below:
//   mlir-opt linalg-dot.tensor.mlir --one-shot-bufferize="bufferize-function-boundaries"
// The expected output is mlir-runner 22's on the same IR lowered by mlir-opt 22
// (--buffer-deallocation-pipeline, --convert-linalg-to-loops, ... to LLVM).
//
// Tensor source:
//   func.func private @printF32(f32)
//   func.func private @printNewline()
//
//   func.func @dot(%a: tensor<8xf32>, %b: tensor<8xf32>) -> f32 {
//     %zero = arith.constant 0.0 : f32
//     %e = tensor.empty() : tensor<f32>
//     %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
//     %r = linalg.dot ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%f : tensor<f32>) -> tensor<f32>
//     %s = tensor.extract %r[] : tensor<f32>
//     return %s : f32
//   }
//
//   func.func @main() {
//     %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
//     %b = arith.constant dense<[0.5, -1.0, 2.0, 0.0, 1.0, -0.5, 0.25, 4.0]> : tensor<8xf32>
//     %d = call @dot(%a, %b) : (tensor<8xf32>, tensor<8xf32>) -> f32
//     call @printF32(%d) : (f32) -> ()
//     call @printNewline() : () -> ()
//     %d2 = call @dot(%a, %a) : (tensor<8xf32>, tensor<8xf32>) -> f32
//     call @printF32(%d2) : (f32) -> ()
//     call @printNewline() : () -> ()
//     return
//   }

module {
  memref.global "private" constant @__constant_8xf32_0 : memref<8xf32> = dense<[5.000000e-01, -1.000000e+00, 2.000000e+00, 0.000000e+00, 1.000000e+00, -5.000000e-01, 2.500000e-01, 4.000000e+00]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> {alignment = 64 : i64}
  func.func private @printF32(f32)
  func.func private @printNewline()
  func.func @dot(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    linalg.dot ins(%arg0, %arg1 : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>) outs(%alloc : memref<f32>)
    %0 = memref.load %alloc[] : memref<f32>
    return %0 : f32
  }
  func.func @main() {
    %0 = memref.get_global @__constant_8xf32 : memref<8xf32>
    %1 = memref.get_global @__constant_8xf32_0 : memref<8xf32>
    %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
    %cast_0 = memref.cast %1 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
    %2 = call @dot(%cast, %cast_0) : (memref<8xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>) -> f32
    call @printF32(%2) : (f32) -> ()
    call @printNewline() : () -> ()
    %cast_1 = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
    %cast_2 = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
    %3 = call @dot(%cast_1, %cast_2) : (memref<8xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>) -> f32
    call @printF32(%3) : (f32) -> ()
    call @printNewline() : () -> ()
    return
  }
}

// CHECK: 40.25
// CHECK-NEXT: 204
// MEM: bufjit: OK: no violations, no leaks
