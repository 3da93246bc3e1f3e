// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// End to end: linalg.reduce (column sums) and a max-reduction linalg.generic.
// The input is what One-Shot Bufferize made of the tensor program below:
//   mlir-opt linalg-reduction.tensor.mlir --one-shot-bufferize="bufferize-function-boundaries"
// The expected output is mlir-runner 22's on the same IR lowered by mlir-opt 22
// (--buffer-deallocation-pipeline, --convert-linalg-to-loops, ... to LLVM).
//
// Tensor source:
//   #in = affine_map<(d0, d1) -> (d0, d1)>
//   #out = affine_map<(d0, d1) -> (d0)>
//   func.func private @printMemrefF32(tensor<*xf32>)
//
//   func.func @main() {
//     %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [-1.0, 7.0, 0.5, 2.0, -3.0], [9.0, 0.0, -2.0, 4.5, 1.0]]> : tensor<3x5xf32>
//     %zero = arith.constant 0.0 : f32
//     %e = tensor.empty() : tensor<5xf32>
//     %f = linalg.fill ins(%zero : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
//     %sum = linalg.reduce ins(%a : tensor<3x5xf32>) outs(%f : tensor<5xf32>) dimensions = [0]
//       (%in: f32, %init: f32) {
//         %s = arith.addf %in, %init : f32
//         linalg.yield %s : f32
//       }
//     %u = tensor.cast %sum : tensor<5xf32> to tensor<*xf32>
//     call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
//     %ninf = arith.constant -1.0e+30 : f32
//     %e2 = tensor.empty() : tensor<3xf32>
//     %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<3xf32>) -> tensor<3xf32>
//     %max = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<3x5xf32>) outs(%f2 : tensor<3xf32>) {
//     ^bb0(%in: f32, %acc: f32):
//       %m = arith.maximumf %in, %acc : f32
//       linalg.yield %m : f32
//     } -> tensor<3xf32>
//     %u2 = tensor.cast %max : tensor<3xf32> to tensor<*xf32>
//     call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
//     return
//   }

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  memref.global "private" constant @__constant_3x5xf32 : memref<3x5xf32> = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00], [-1.000000e+00, 7.000000e+00, 5.000000e-01, 2.000000e+00, -3.000000e+00], [9.000000e+00, 0.000000e+00, -2.000000e+00, 4.500000e+00, 1.000000e+00]]> {alignment = 64 : i64}
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %0 = memref.get_global @__constant_3x5xf32 : memref<3x5xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<5xf32>)
    linalg.reduce ins(%0 : memref<3x5xf32>) outs(%alloc : memref<5xf32>) dimensions = [0] 
      (%in: f32, %init: f32) {
        %1 = arith.addf %in, %init : f32
        linalg.yield %1 : f32
      }
    %cast = memref.cast %alloc : memref<5xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cst_0 = arith.constant -1.000000e+30 : f32
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_1 : memref<3xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : memref<3x5xf32>) outs(%alloc_1 : memref<3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = arith.maximumf %in, %out : f32
      linalg.yield %1 : f32
    }
    %cast_2 = memref.cast %alloc_1 : memref<3xf32> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    return
  }
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: {{\[}}9,  9,  1.5,  10.5,  3]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: {{\[}}5,  7,  9]
// MEM: bufjit: OK: no violations, no leaks
