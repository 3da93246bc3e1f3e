// RUN: bufjit opt %s -split-input-file --canonicalize | FileCheck %s
// Affine canonicalization beyond maps: affine.for bound folding and pruning against the
// enclosing loops' constant bounds (simplifyMinOrMaxExprWithOperands), zero-trip loops with
// results folded to their inits, loops whose body only yields (AffineForEmptyLoopFolder),
// affine.if with the canonical empty/universe set or an empty else, nested affine.min/max
// merged (MergeAffineMinMaxOp), affine.parallel bounds composed and canonicalized, memref.cast
// folded into affine.load/store (subviews stay, as in MLIR). Zero-trip loops without results
// and single-iteration loops stay, as in MLIR.
// Expected output: mlir-opt 22 -split-input-file --canonicalize.

// CHECK: #map = affine_map<()[s0] -> (2, s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 1, s0 + 4, 8)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0, s0 + 2)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s1 - 1, s1, s0)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (10, s0)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0 * 2, s0 * 2 + 1)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (16, 32, s0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 10 >= 0)>
// CHECK-NEXT: #set1 = affine_set<() : (1 >= 0)>
// CHECK-NEXT: #set2 = affine_set<() : (-1 >= 0)>
// CHECK-NEXT: #set3 = affine_set<()[s0] : (s0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @zero_trip(%arg0: memref<8xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: affine.for %arg2 = 4 to 4 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @single_iter(%arg0: memref<8xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: affine.for %arg2 = 3 to 4 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.for %arg2 = 0 to 8 step 8 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: %2 = arith.addf %arg3, %1 : f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unused_iter(%arg0: memref<8xf32>, %arg1: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bounds(%arg0: memref<8xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: affine.for %arg3 = max #map()[%arg1] to min #map1()[%arg1] {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = %arg1 to 8 {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ifs(%arg0: memref<8xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: affine.if #set(%arg3) {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set1() {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.store %arg2, %arg0[0] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %arg2, %arg0[1] : memref<8xf32>
// CHECK-NEXT: affine.if #set2() {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.store %arg2, %arg0[2] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = affine.if #set3()[%arg1] -> (f32, f32) {
// CHECK-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: affine.yield %1, %arg2 : f32, f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg2, %arg2 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @minmax(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.min #map2()[%arg0]
// CHECK-NEXT: %1 = affine.max #map3()[%arg1, %arg0]
// CHECK-NEXT: %2 = affine.min #map4()[%arg0]
// CHECK-NEXT: %3 = affine.max #map5()[%arg0]
// CHECK-NEXT: %4 = affine.min #map6()[%arg0]
// CHECK-NEXT: return %0, %1, %2, %3, %4 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @zero_trip(%m: memref<8xf32>, %x: f32) -> f32 {
  affine.for %i = 4 to 4 {
    affine.store %x, %m[%i] : memref<8xf32>
  }
  %r = affine.for %i = 8 to 2 iter_args(%a = %x) -> f32 {
    %v = affine.load %m[%i] : memref<8xf32>
    %s = arith.addf %a, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
func.func @single_iter(%m: memref<8xf32>, %x: f32) -> f32 {
  affine.for %i = 3 to 4 {
    affine.store %x, %m[%i] : memref<8xf32>
  }
  %r = affine.for %i = 0 to 8 step 8 iter_args(%a = %x) -> f32 {
    %v = affine.load %m[%i] : memref<8xf32>
    %s = arith.addf %a, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
func.func @unused_iter(%m: memref<8xf32>, %x: f32) {
  %r = affine.for %i = 0 to 8 iter_args(%a = %x) -> f32 {
    affine.yield %a : f32
  }
  return
}
func.func @bounds(%m: memref<8xf32>, %n: index, %x: f32) {
  %c2 = arith.constant 2 : index
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0, 0)>(%c2)[%n] to min affine_map<(d0) -> (d0 + 1, d0 + 4, 8)>(%n) {
    affine.store %x, %m[%i] : memref<8xf32>
  }
  affine.for %i = affine_map<(d0) -> (d0 * 2 - d0)>(%n) to 8 {
    affine.store %x, %m[%i] : memref<8xf32>
  }
  return
}
func.func @ifs(%m: memref<8xf32>, %n: index, %x: f32) -> f32 {
  affine.for %i = 0 to 8 {
    affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) {
      affine.store %x, %m[%i] : memref<8xf32>
    }
    affine.if affine_set<(d0) : (1 >= 0)>(%i) {
      affine.store %x, %m[%i] : memref<8xf32>
    } else {
      affine.store %x, %m[0] : memref<8xf32>
    }
    affine.if affine_set<() : (0 == 0)>() {
      affine.store %x, %m[1] : memref<8xf32>
    }
    affine.if affine_set<(d0) : (-1 >= 0)>(%i) {
      affine.store %x, %m[%i] : memref<8xf32>
    } else {
      affine.store %x, %m[2] : memref<8xf32>
    }
  }
  %c = affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %x : f32
  }
  %d:2 = affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%n] -> (f32, f32) {
    %y = arith.addf %x, %x : f32
    affine.yield %y, %x : f32, f32
  } else {
    affine.yield %x, %x : f32, f32
  }
  affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%n] {
  }
  return %d#1 : f32
}
func.func @minmax(%i: index, %n: index) -> (index, index, index, index, index) {
  %a = affine.min affine_map<(d0) -> (d0, d0 + 2)>(%i)
  %b = affine.max affine_map<(d0)[s0] -> (d0, d0 - 1, s0)>(%i)[%n]
  %c0 = arith.constant 0 : index
  %c = affine.min affine_map<(d0, d1) -> (d0 + d1, 10)>(%c0, %i)
  %d = affine.max affine_map<(d0) -> (d0 * 2, d0 * 2 + 1)>(%i)
  %e0 = affine.min affine_map<(d0) -> (d0, 16)>(%i)
  %e = affine.min affine_map<(d0) -> (d0, 32)>(%e0)
  return %a, %b, %c, %d, %e : index, index, index, index, index
}
// -----
// CHECK: #map = affine_map<(d0) -> (20, d0 * 2)>
// CHECK-NEXT: #set = affine_set<()[s0] : (s0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @empty(%arg0: index, %arg1: f32, %arg2: f32) -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT: %0:2 = affine.for %arg3 = 0 to %arg0 iter_args(%arg4 = %arg1, %arg5 = %arg2) -> (f32, f32) {
// CHECK-NEXT: affine.yield %arg5, %arg4 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %0#1, %arg2, %arg1, %arg2 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dead_else(%arg0: memref<8xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: affine.if #set()[%arg1] {
// CHECK-NEXT: affine.store %arg2, %arg0[0] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %arg2, %arg0[1] : memref<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @zt(%arg0: f32, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %0 = affine.for %arg2 = %arg1 to %arg1 iter_args(%arg3 = %arg0) -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: affine.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ivbounds(%arg0: memref<64xf32>, %arg1: f32) {
// CHECK-NEXT: affine.for %arg2 = 0 to 16 {
// CHECK-NEXT: affine.for %arg3 = max #map(%arg2) to 16 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg3] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @empty(%n: index, %x: f32, %y: f32) -> (f32, f32, f32, f32, f32) {
  affine.for %i = 0 to 8 {
  }
  affine.for %i = 0 to %n {
  }
  %a:2 = affine.for %i = 0 to %n iter_args(%p = %x, %q = %y) -> (f32, f32) {
    affine.yield %p, %q : f32, f32
  }
  %b:2 = affine.for %i = 0 to %n iter_args(%p = %x, %q = %y) -> (f32, f32) {
    affine.yield %q, %p : f32, f32
  }
  %c:2 = affine.for %i = 0 to 1 iter_args(%p = %x, %q = %y) -> (f32, f32) {
    affine.yield %q, %x : f32, f32
  }
  %d = affine.for %i = 0 to 8 iter_args(%p = %x) -> (f32) {
    %s = arith.addf %p, %y : f32
    affine.yield %s : f32
  }
  return %a#0, %b#1, %c#0, %c#1, %y : f32, f32, f32, f32, f32
}
func.func @dead_else(%m: memref<8xf32>, %n: index, %x: f32) {
  affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] {
    affine.store %x, %m[0] : memref<8xf32>
  } else {
  }
  affine.if affine_set<()[s0] : (1 == 0)>()[%n] {
    affine.store %x, %m[0] : memref<8xf32>
  } else {
    affine.store %x, %m[1] : memref<8xf32>
  }
  affine.if affine_set<()[s0] : (1 == 0)>()[%n] {
    affine.store %x, %m[0] : memref<8xf32>
  }
  return
}
func.func @zt(%x: f32, %n: index) -> (f32, f32) {
  %r = affine.for %i = max affine_map<()[s0] -> (5, 10)>()[%n] to min affine_map<()[s0] -> (20, 7)>()[%n] iter_args(%a = %x) -> f32 {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  %q = affine.for %i = %n to %n iter_args(%a = %x) -> f32 {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  return %r, %q : f32, f32
}
func.func @ivbounds(%m: memref<64xf32>, %x: f32) {
  affine.for %i = 0 to 16 {
    affine.for %j = max affine_map<(d0) -> (d0, 20, d0 * 2)>(%i) to min affine_map<(d0) -> (d0 + 64, 16, 64)>(%i) {
      affine.store %x, %m[%j] : memref<64xf32>
    }
  }
  return
}
// -----
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + 16, s0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 16, 3)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 ceildiv 16 + 60, 63)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 16, d0 + 32)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 - 2)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map7 = affine_map<()[s0, s1] -> (s1 * 2, s0)>
// CHECK-NEXT: #map8 = affine_map<()[s0, s1, s2] -> (s2 + 1, s1 * 2, s0)>
// CHECK-NEXT: #map9 = affine_map<()[s0] -> (8, 10, s0)>
// CHECK-NEXT: #set = affine_set<() : (-1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @nest(%arg0: memref<64x64xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: affine.for %arg3 = 0 to 64 step 16 {
// CHECK-NEXT: affine.for %arg4 = #map(%arg3) to min #map1(%arg3)[%arg1] {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg4 - %arg3, %arg4] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = max #map2(%arg3) to min #map3(%arg3) {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3, %arg4] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to min #map4(%arg3) {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg4, %arg4] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 2 to 10 step 4 {
// CHECK-NEXT: affine.for %arg4 = #map5(%arg3) to #map6(%arg3) {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3, %arg4] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ifs(%arg0: memref<8xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<8xf32>
// CHECK-NEXT: affine.if #set() {
// CHECK-NEXT: affine.store %arg1, %arg0[1] : memref<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.store %arg1, %arg0[2] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @minmax(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %0 = affine.max #map7()[%arg2, %arg0]
// CHECK-NEXT: %1 = affine.max #map8()[%arg2, %arg0, %arg1]
// CHECK-NEXT: %2 = affine.min #map9()[%1]
// CHECK-NEXT: return %1, %2, %0 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @nest(%m: memref<64x64xf32>, %n: index, %x: f32) {
  affine.for %i = 0 to 64 step 16 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 16, 64, s0)>(%i)[%n] {
      %a = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%j, %i)
      affine.store %x, %m[%a, %j] : memref<64x64xf32>
    }
    affine.for %j = max affine_map<(d0) -> (d0 floordiv 4, d0 mod 16, 3)>(%i) to min affine_map<(d0) -> (d0 ceildiv 16 + 60, 63)>(%i) {
      affine.store %x, %m[%i, %j] : memref<64x64xf32>
    }
    affine.for %k = 0 to min affine_map<(d0) -> (d0 + 16, 64, d0 + 32)>(%i) {
      affine.store %x, %m[%k, %k] : memref<64x64xf32>
    }
  }
  affine.for %i = 2 to 10 step 4 {
    affine.for %j = max affine_map<(d0) -> (d0 - 2, 0)>(%i) to min affine_map<(d0) -> (d0 + 2, 8)>(%i) {
      affine.store %x, %m[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
func.func @ifs(%m: memref<8xf32>, %x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  affine.if affine_set<(d0) : (d0 == 0)>(%c0) {
    affine.store %x, %m[0] : memref<8xf32>
  }
  affine.if affine_set<(d0) : (d0 - 6 >= 0)>(%c5) {
    affine.store %x, %m[1] : memref<8xf32>
  } else {
    affine.store %x, %m[2] : memref<8xf32>
  }
  %r = affine.if affine_set<()[s0] : (s0 - s0 == 0)>()[%n] -> f32 {
    %y = arith.mulf %x, %x : f32
    affine.yield %y : f32
  } else {
    affine.yield %x : f32
  }
  return %r : f32
}
func.func @minmax(%i: index, %j: index, %n: index) -> (index, index, index) {
  %a = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0)>(%i)[%n]
  %b = affine.max affine_map<(d0, d1) -> (d0, d1 + 1)>(%a, %j)
  %c = affine.min affine_map<(d0) -> (d0, 10)>(%b)
  %d = affine.min affine_map<()[s0, s1] -> (s0, s1, 8)>()[%c, %c]
  %e = affine.max affine_map<(d0) -> (d0)>(%a)
  return %b, %d, %e : index, index, index
}
// -----
// CHECK: module {
// CHECK-NEXT: func.func @p(%arg0: memref<64xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: affine.parallel (%arg3, %arg4) = (0, max(4, symbol(%arg1))) to (min(8, 64), symbol(%arg1) + 4) {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3 + %arg4] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg3) = (symbol(%arg1) + 1) to (symbol(%arg1) + 9) step (2) {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.parallel (%arg3) = (0) to (8) reduce ("addf") -> (f32) {
// CHECK-NEXT: affine.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.parallel (%arg3) = (0) to (0) reduce ("addf") -> (f32) {
// CHECK-NEXT: %3 = affine.load %arg0[%arg3] : memref<64xf32>
// CHECK-NEXT: affine.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @p(%m: memref<64xf32>, %n: index, %x: f32) -> f32 {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  affine.parallel (%i, %j) = (%c0, max(%c4, %n)) to (min(%c4 * 2, 64), %n + %c4) {
    affine.store %x, %m[%i + %j] : memref<64xf32>
  }
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  affine.parallel (%i) = (%a) to (%a + 8) step (2) {
    affine.store %x, %m[%i] : memref<64xf32>
  }
  %r = affine.parallel (%i) = (0) to (8) reduce ("addf") -> f32 {
    affine.yield %x : f32
  }
  affine.parallel (%i) = (0) to (8) {
  }
  %q = affine.parallel (%i) = (0) to (0) reduce ("addf") -> f32 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.yield %v : f32
  }
  %s = arith.addf %r, %q : f32
  return %s : f32
}
// -----
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<16x16xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: %subview = memref.subview %arg0[4, 4] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 68>>
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %subview[%arg3, %arg3] : memref<8x8xf32, strided<[16, 1], offset: 68>>
// CHECK-NEXT: affine.store %0, %subview[%arg3, 0] : memref<8x8xf32, strided<[16, 1], offset: 68>>
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, symbol(%arg2)] : memref<16x16xf32>
// CHECK-NEXT: affine.store %1, %arg0[0, %arg3] : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%m: memref<16x16xf32>, %x: f32, %n: index) {
  %s = memref.subview %m[4, 4] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 68>>
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  affine.for %i = 0 to 8 {
    %v = affine.load %s[%i, %i] : memref<8x8xf32, strided<[16, 1], offset: 68>>
    affine.store %v, %s[%i, 0] : memref<8x8xf32, strided<[16, 1], offset: 68>>
    %w = affine.load %c[%i, symbol(%n)] : memref<?x?xf32>
    affine.store %w, %c[0, %i] : memref<?x?xf32>
  }
  return
}
