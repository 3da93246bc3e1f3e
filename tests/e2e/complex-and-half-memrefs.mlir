// RUN: bufjit run %s -e main --entry-point-result=void --pipeline=default --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main --entry-point-result=void --pipeline=default -O3 2>&1 | FileCheck %s --check-prefix=DATA
// Memrefs of complex<f64>, complex<f32>, f16 and bf16: globals with dense initializers
// (complex elements as (re, im) pairs, splats), copies into heap buffers, strided views, and
// the runner utilities printMemrefC64, printMemrefC32, printMemrefF16 and printMemrefBF16
// (parts and half floats printed as C++ streams print them, `%g`).
// Expected output from mlir-runner 22 (`mlir-opt --buffer-deallocation-pipeline
// --convert-bufferization-to-memref --expand-strided-metadata --convert-scf-to-cf
// --convert-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void`).

memref.global "private" constant @c64 : memref<2x3xcomplex<f64>> = dense<[[(1.5, -2.0), (0.0, 1.0e10), (3.25, 0.1)], [(-0.0, 7.0), (1.0e-5, 2.0), (123456789.0, -1.0)]]>
memref.global "private" @c32 : memref<4xcomplex<f32>> = dense<[(1.0, 2.0), (0.333333343, -4.5), (1.0e20, 0.0), (-3.0, 0.25)]>
memref.global "private" constant @splat : memref<2x2xcomplex<f32>> = dense<(6.0, -6.0)>
memref.global "private" constant @h : memref<2x3xf16> = dense<[[1.5, -0.0, 65504.0], [0.000061, 0.1, -2.0]]>
memref.global "private" constant @b : memref<5xbf16> = dense<[2.5, -3.0e38, 1.0e-3, 7.0, 0.1]>

func.func private @printMemrefC64(memref<*xcomplex<f64>>) attributes { llvm.emit_c_interface }
func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF16(memref<*xf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefBF16(memref<*xbf16>) attributes { llvm.emit_c_interface }

// A heap copy of a view, returned to the caller (which frees it).
func.func @copy_column(%m: memref<2x3xcomplex<f64>>, %j: index) -> memref<2xcomplex<f64>> {
  %col = memref.subview %m[0, %j] [2, 1] [1, 1] : memref<2x3xcomplex<f64>> to memref<2xcomplex<f64>, strided<[3], offset: ?>>
  %a = memref.alloc() : memref<2xcomplex<f64>>
  memref.copy %col, %a : memref<2xcomplex<f64>, strided<[3], offset: ?>> to memref<2xcomplex<f64>>
  return %a : memref<2xcomplex<f64>>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.get_global @c64 : memref<2x3xcomplex<f64>>
  %u0 = memref.cast %0 : memref<2x3xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u0) : (memref<*xcomplex<f64>>) -> ()
  %col = call @copy_column(%0, %c2) : (memref<2x3xcomplex<f64>>, index) -> memref<2xcomplex<f64>>
  %u1 = memref.cast %col : memref<2xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u1) : (memref<*xcomplex<f64>>) -> ()
  %1 = memref.get_global @c32 : memref<4xcomplex<f32>>
  %odd = memref.subview %1[1] [2] [2] : memref<4xcomplex<f32>> to memref<2xcomplex<f32>, strided<[2], offset: 1>>
  %u2 = memref.cast %odd : memref<2xcomplex<f32>, strided<[2], offset: 1>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u2) : (memref<*xcomplex<f32>>) -> ()
  %2 = memref.get_global @splat : memref<2x2xcomplex<f32>>
  %s = memref.alloc(%c2) : memref<?x2xcomplex<f32>>
  %sv = memref.cast %2 : memref<2x2xcomplex<f32>> to memref<?x2xcomplex<f32>>
  memref.copy %sv, %s : memref<?x2xcomplex<f32>> to memref<?x2xcomplex<f32>>
  %u3 = memref.cast %s : memref<?x2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u3) : (memref<*xcomplex<f32>>) -> ()
  %3 = memref.get_global @h : memref<2x3xf16>
  %u4 = memref.cast %3 : memref<2x3xf16> to memref<*xf16>
  call @printMemrefF16(%u4) : (memref<*xf16>) -> ()
  %4 = memref.get_global @b : memref<5xbf16>
  %u5 = memref.cast %4 : memref<5xbf16> to memref<*xbf16>
  call @printMemrefBF16(%u5) : (memref<*xbf16>) -> ()
  %t = memref.subview %4[%c1] [3] [1] : memref<5xbf16> to memref<3xbf16, strided<[1], offset: ?>>
  %u6 = memref.cast %t : memref<3xbf16, strided<[1], offset: ?>> to memref<*xbf16>
  call @printMemrefBF16(%u6) : (memref<*xbf16>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[(1.5,-2),   (0,1e+10),   (3.25,0.1)],
// CHECK-NEXT:  [(-0,7),   (1e-05,2),   (1.23457e+08,-1)]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [(3.25,0.1),  (1.23457e+08,-1)]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 1 sizes = [2] strides = [2] data =
// CHECK-NEXT: [(0.333333,-4.5),  (-3,0.25)]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[(6,-6),   (6,-6)],
// CHECK-NEXT:  [(6,-6),   (6,-6)]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[1.5,   -0,   65504],
// CHECK-NEXT:  [6.09756e-05,   0.0999756,   -2]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [2.5,  -3.00406e+38,  0.000999451,  7,  0.100098]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 1 sizes = [3] strides = [1] data =
// CHECK-NEXT: [-3.00406e+38,  0.000999451,  7]
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 2 allocations, 2 frees, 64 bytes allocated, peak 64 bytes live

// DATA: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// DATA-NEXT: {{\[}}[(1.5,-2),   (0,1e+10),   (3.25,0.1)],
// DATA-NEXT:  [(-0,7),   (1e-05,2),   (1.23457e+08,-1)]]
// DATA-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// DATA-NEXT: [(3.25,0.1),  (1.23457e+08,-1)]
// DATA-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 1 sizes = [2] strides = [2] data =
// DATA-NEXT: [(0.333333,-4.5),  (-3,0.25)]
// DATA-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// DATA-NEXT: {{\[}}[(6,-6),   (6,-6)],
// DATA-NEXT:  [(6,-6),   (6,-6)]]
// DATA-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// DATA-NEXT: {{\[}}[1.5,   -0,   65504],
// DATA-NEXT:  [6.09756e-05,   0.0999756,   -2]]
// DATA-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// DATA-NEXT: [2.5,  -3.00406e+38,  0.000999451,  7,  0.100098]
// DATA-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 1 sizes = [3] strides = [1] data =
// DATA-NEXT: [-3.00406e+38,  0.000999451,  7]
