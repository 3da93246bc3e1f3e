// RUN: bufjit opt %s --convert-linalg-to-loops | FileCheck %s
// linalg.batch_reduce_matmul with `cast = #linalg.type_fn<cast_unsigned>`: mlir-opt 22 keeps
// the property but its region builder still sign-extends (arith.extsi), which computes the
// wrong product for i8 values >= 128. bufjit honors the attribute: the expected text is
// mlir-opt 22's --convert-linalg-to-loops output with extsi replaced by extui.

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<2x4x8xi8>, %arg1: memref<2x8x4xi8>, %arg2: memref<4x4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg4, %arg6] : memref<2x4x8xi8>
// CHECK-NEXT: %1 = memref.load %arg1[%arg3, %arg6, %arg5] : memref<2x8x4xi8>
// CHECK-NEXT: %2 = memref.load %arg2[%arg4, %arg5] : memref<4x4xi32>
// CHECK-NEXT: %3 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %4 = arith.extui %1 : i8 to i32
// CHECK-NEXT: %5 = arith.muli %3, %4 : i32
// CHECK-NEXT: %6 = arith.addi %2, %5 : i32
// CHECK-NEXT: memref.store %6, %arg2[%arg4, %arg5] : memref<4x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%a: memref<2x4x8xi8>, %b: memref<2x8x4xi8>, %o: memref<4x4xi32>) {
  linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<2x4x8xi8>, memref<2x8x4xi8>) outs(%o : memref<4x4xi32>)
  return
}
