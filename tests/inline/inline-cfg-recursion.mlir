// --inline: multi-block callees (the call's block is split, returns branch to the continuation
// block), callees in scf regions (not into single-block regions when multi-block), recursion
// (self calls, A -> B -> A), address-taken private functions, declarations, no_inline.
// Expected output: mlir-opt 22 --inline.
// RUN: bufjit opt %s --inline | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @use_select(%arg0: i1, %arg1: index, %arg2: i64) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xi64> to memref<?xi64>
// CHECK-NEXT:     cf.br ^bb3(%cast, %c4 : memref<?xi64>, index)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg1) : memref<?xi64>
// CHECK-NEXT:     cf.br ^bb3(%alloc_0, %arg1 : memref<?xi64>, index)
// CHECK-NEXT:   ^bb3(%0: memref<?xi64>, %1: index):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     memref.store %arg2, %0[%c0] : memref<?xi64>
// CHECK-NEXT:     memref.dealloc %0 : memref<?xi64>
// CHECK-NEXT:     cf.cond_br %arg0, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<4xi64>
// CHECK-NEXT:     %cast_2 = memref.cast %alloc_1 : memref<4xi64> to memref<?xi64>
// CHECK-NEXT:     cf.br ^bb6(%cast_2, %c4 : memref<?xi64>, index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %alloc_3 = memref.alloc(%1) : memref<?xi64>
// CHECK-NEXT:     cf.br ^bb6(%alloc_3, %1 : memref<?xi64>, index)
// CHECK-NEXT:   ^bb6(%2: memref<?xi64>, %3: index):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT:     memref.dealloc %2 : memref<?xi64>
// CHECK-NEXT:     return %3 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @branchy(%arg0: i1, %arg1: i64) -> i64 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i64), ^bb2
// CHECK-NEXT:   ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = arith.muli %arg1, %arg1 : i64
// CHECK-NEXT:     cf.br ^bb1(%1 : i64)
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @regions(%arg0: i1, %arg1: memref<4xi64>, %arg2: i64) -> i64 {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i64) {
// CHECK-NEXT:       memref.store %arg2, %arg1[%c1] : memref<4xi64>
// CHECK-NEXT:       %1 = func.call @branchy(%true, %arg2) : (i1, i64) -> i64
// CHECK-NEXT:       scf.yield %1 : i64
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = func.call @branchy(%false, %arg2) : (i1, i64) -> i64
// CHECK-NEXT:       scf.yield %1 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @leaf(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @even(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:     %1 = call @odd(%0) : (i32) -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @odd(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @even(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @self(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @self(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @addr(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @taken(%arg0: i32) -> (i32, (i32) -> i32) {
// CHECK-NEXT:     %f = constant @addr : (i32) -> i32
// CHECK-NEXT:     return %arg0, %f : i32, (i32) -> i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl(i32) -> i32
// CHECK-NEXT:   func.func @calls_decl(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @decl(%arg0) : (i32) -> i32
// CHECK-NEXT:     %1 = call @leaf(%0) {no_inline} : (i32) -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Multi-block callee into a function body: split, spliced blocks, cf.br to the continuation.
func.func private @select_buf(%c: i1, %n: index) -> (memref<?xi64>, index) {
  cf.cond_br %c, ^small, ^big
^small:
  %a = memref.alloc() : memref<4xi64>
  %ac = memref.cast %a : memref<4xi64> to memref<?xi64>
  %c4 = arith.constant 4 : index
  return %ac, %c4 : memref<?xi64>, index
^big:
  %b = memref.alloc(%n) : memref<?xi64>
  return %b, %n : memref<?xi64>, index
}
func.func @use_select(%c: i1, %n: index, %v: i64) -> index {
  %c0 = arith.constant 0 : index
  %m, %s = call @select_buf(%c, %n) : (i1, index) -> (memref<?xi64>, index)
  memref.store %v, %m[%c0] : memref<?xi64>
  memref.dealloc %m : memref<?xi64>
  %m2, %s2 = call @select_buf(%c, %s) : (i1, index) -> (memref<?xi64>, index)
  memref.dealloc %m2 : memref<?xi64>
  return %s2 : index
}
// A loop-carried call with an unused result and a multi-block callee: into scf.if (single
// block) it stays a call, into scf.execute_region it is inlined.
func.func private @side(%m: memref<4xi64>, %v: i64) -> i64 {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi64>
  %w = arith.addi %v, %v : i64
  return %w : i64
}
func.func private @branchy(%c: i1, %x: i64) -> i64 {
  cf.cond_br %c, ^a(%x : i64), ^b
^a(%y: i64):
  return %y : i64
^b:
  %z = arith.muli %x, %x : i64
  cf.br ^a(%z : i64)
}
func.func @regions(%c: i1, %m: memref<4xi64>, %x: i64) -> i64 {
  %0 = scf.if %c -> i64 {
    %u = func.call @side(%m, %x) : (memref<4xi64>, i64) -> i64
    %b = func.call @branchy(%c, %x) : (i1, i64) -> i64
    scf.yield %b : i64
  } else {
    %e = scf.execute_region -> i64 {
      %b = func.call @branchy(%c, %x) : (i1, i64) -> i64
      scf.yield %b : i64
    }
    scf.yield %e : i64
  }
  return %0 : i64
}
// Recursion is never inlined: self calls and A -> B -> A cycles stay calls; the acyclic
// callee of a cycle member is inlined.
func.func private @leaf(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func @even(%x: i32) -> i32 {
  %l = call @leaf(%x) : (i32) -> i32
  %r = call @odd(%l) : (i32) -> i32
  return %r : i32
}
func.func @odd(%x: i32) -> i32 {
  %r = call @even(%x) : (i32) -> i32
  return %r : i32
}
func.func @self(%x: i32) -> i32 {
  %r = call @self(%x) : (i32) -> i32
  return %r : i32
}
// A private function whose address is taken stays, though its direct call is inlined.
func.func private @addr(%x: i32) -> i32 {
  return %x : i32
}
func.func @taken(%x: i32) -> (i32, (i32) -> i32) {
  %f = func.constant @addr : (i32) -> i32
  %r = call @addr(%x) : (i32) -> i32
  return %r, %f : i32, (i32) -> i32
}
// Declarations are never inlined; no_inline calls stay.
func.func private @decl(i32) -> i32
func.func @calls_decl(%x: i32) -> i32 {
  %r = call @decl(%x) : (i32) -> i32
  %s = call @leaf(%r) {no_inline} : (i32) -> i32
  return %s : i32
}
