// RUN: bufjit opt %s -split-input-file --canonicalize | FileCheck %s
// Affine canonicalization beyond maps: affine.for bound folding and pruning against the
// enclosing loops' constant bounds (simplifyMinOrMaxExprWithOperands), zero-trip loops with
// results folded to their inits, loops whose body only yields (AffineForEmptyLoopFolder),
// affine.if with the canonical empty/universe set or an empty else, nested affine.min/max
// merged (MergeAffineMinMaxOp). Zero-trip loops without results and single-iteration loops
// stay, as in MLIR. Expected output: mlir-opt 22 -split-input-file --canonicalize.

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
