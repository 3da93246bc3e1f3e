// Refusals of buffer-results-to-out-params, with mlir-opt 22's diagnostics: a result layout
// that cannot be allocated, a dynamic result without hoisting, a dynamic size that is not a
// function argument (every failing call is reported); and option errors.
// RUN: not bufjit opt %s -split-input-file --buffer-results-to-out-params=hoist-dynamic-allocs 2>&1 | FileCheck %s
// RUN: not bufjit opt %s -split-input-file --buffer-results-to-out-params=bogus 2>&1 | FileCheck %s --check-prefix=OPT

func.func private @bad() -> memref<2xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %s : memref<2xf32, strided<[1], offset: 2>>
}

// -----

func.func private @nonarg(%n: index) -> memref<?xf32> {
  %c1 = arith.constant 1 : index
  %m = arith.addi %n, %c1 : index
  %a = memref.alloc(%m) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @c(%n: index) {
  %0 = call @nonarg(%n) : (index) -> memref<?xf32>
  %1 = call @nonarg(%n) : (index) -> memref<?xf32>
  return
}

// CHECK: {{.*}}buffer-results-to-out-params-invalid.mlir:7:1: error: cannot create out param for result with unsupported layout
// CHECK-NEXT: func.func private @bad() -> memref<2xf32, strided<[1], offset: 2>> {
// CHECK: {{.*}}buffer-results-to-out-params-invalid.mlir:22:8: error: cannot create out param for dynamically shaped result
// CHECK-NEXT: %0 = call @nonarg(%n) : (index) -> memref<?xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}buffer-results-to-out-params-invalid.mlir:22:8: note: see current operation: %0 = "func.call"(%arg0) <{callee = @nonarg}> : (index) -> memref<?xf32>
// CHECK-NEXT: {{.*}}buffer-results-to-out-params-invalid.mlir:23:8: error: cannot create out param for dynamically shaped result
// CHECK: {{.*}}buffer-results-to-out-params-invalid.mlir:23:8: note: see current operation: %1 = "func.call"(%arg0) <{callee = @nonarg}> : (index) -> memref<?xf32>
// OPT: error: <Pass-Options-Parser>: no such option bogus
