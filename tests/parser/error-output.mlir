// Without -verify-diagnostics, errors go to stderr as `FILE:LINE:COL: error: MSG`
// followed by the source line and a caret; the exit status is non-zero and
// stdout only gets the split separators of the failed chunks. Verifier errors carry a
// `note: see current operation:` with the op in generic form (no source snippet).
// RUN: not bufjit opt %s -split-input-file 2>&1 | FileCheck %s

func.func @f(%a: i32) {
  %0 = arith.addi %a, %a i32
  return
}
// CHECK: {{.*}}error-output.mlir:8:25: error: expected ':'
// CHECK-NEXT: {{^}}  %0 = arith.addi %a, %a i32
// CHECK-NEXT: {{^}}                        ^

// -----

func.func @g(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}
// CHECK: {{.*}}error-output.mlir:18:8: error: 'arith.addi' op requires the same type for all operands and results
// CHECK-NEXT: {{^}}  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
// CHECK-NEXT: {{^}}       ^
// CHECK-NEXT: {{.*}}error-output.mlir:18:8: note: see current operation: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64
// CHECK-NOT: error
