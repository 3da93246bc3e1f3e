// RUN: bufjit opt %s --generate-runtime-verification | bufjit run - --test-cf-assert -entry-point-result=void | FileCheck %s
// An out-of-bounds memref.load reported by generate-runtime-verification's assertion and the
// program continuing, as MLIR's runtime-verification integration tests run (with
// -test-cf-assert). Expected output from mlir-runner 22.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @load(%m: memref<4xi64>, %i: index) {
  %v = memref.load %m[%i] : memref<4xi64>
  return
}

func.func @main() {
  %m = memref.alloca() : memref<4xi64>
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  call @load(%m, %c1) : (memref<4xi64>, index) -> ()
  call @load(%m, %c9) : (memref<4xi64>, index) -> ()
  %d = arith.constant 5 : i64
  call @printI64(%d) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: ERROR: Runtime op verification failed
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xi64>
// CHECK-NEXT: ^ out-of-bounds access
// CHECK-NEXT: Location: loc("{{.*}}assert-continue.mlir":10:8)
// CHECK-NEXT: 5
