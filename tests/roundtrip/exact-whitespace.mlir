// Byte-exact layout: indentation (2 spaces per nesting level), spacing inside
// lines, blank-line placement and pred-comment alignment, checked with
// whitespace-sensitive whole-line matching. (The other tests use FileCheck's
// default whitespace-insensitive matching.)
// RUN: bufjit opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Nested regions, blocks, aliases and the implicit module.
// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @layout(%arg0: i1, %arg1: index, %arg2: memref<?xf32, #map>) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %arg1 iter_args(%arg4 = %c0) -> (index) {
// CHECK-NEXT:       %4 = scf.if %arg0 -> (index) {
// CHECK-NEXT:         scf.yield %arg3 : index
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg4 : index
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %4 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%0 : index)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = "ext.op"() ({
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       "ext.yield"(%arg3) : (i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   ^bb2(%2: index):  // pred: ^bb0
// CHECK-NEXT:     %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @layout(%c: i1, %n: index, %m: memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>) -> i32 {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c0 to %n step %n iter_args(%acc = %c0) -> (index) {
    %s = scf.if %c -> (index) {
      scf.yield %i : index
    } else {
      scf.yield %acc : index
    }
    scf.yield %s : index
  }
  cf.cond_br %c, ^bb1, ^bb2(%r : index)
^bb1:
  %0 = "ext.op"() ({
  ^bb0(%x: i32):
    "ext.yield"(%x) : (i32) -> ()
  }, {
  }) : () -> i32
  return %0 : i32
^bb2(%v: index):
  %1 = arith.index_cast %v : index to i32
  return %1 : i32
}

// -----

// Scf ops with irregular spacing in their custom syntax.
// CHECK: module {
// CHECK-NEXT:   func.func @odd_spacing(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       scf.for %arg2 = %arg0 to %arg1 step %arg0  : i32 {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.for %arg2 = %arg0 to %arg1 step %arg0 iter_args(%arg3 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT:       scf.yield %arg3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @odd_spacing(%lb: i32, %ub: i32) {
  memref.alloca_scope {
    scf.for %i = %lb to %ub step %lb : i32 {
    }
  }
  %r = scf.for %i = %lb to %ub step %lb iter_args(%a = %lb) -> (i32) : i32 {
    scf.yield %a : i32
  }
  return
}
