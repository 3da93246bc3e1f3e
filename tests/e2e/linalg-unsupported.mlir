// RUN: not bufjit run %s -e main -entry-point-result=void --pipeline=none 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline="builtin.module(convert-linalg-to-loops)" | FileCheck %s --check-prefix=LOWERED
// A linalg op left at code generation (no pipeline lowered it) is a diagnostic naming the op
// and its location, not a crash; convert-linalg-to-loops makes the same program run.

func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 1.5 : f32
  %a = memref.alloc() : memref<4xf32>
  // CHECK: linalg-unsupported.mlir:[[@LINE+1]]:3: error: 'linalg.fill' op is not supported by the code generator
  linalg.fill ins(%cst : f32) outs(%a : memref<4xf32>)
  %v = memref.load %a[%c3] : memref<4xf32>
  // LOWERED: 1.5
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return
}
