// RUN: bufjit run %s -e main --pipeline=default --report=text 2>&1 | FileCheck %s
// affine.for carrying a fresh buffer through iter_args, affine.if yielding a fresh or an
// incoming buffer, affine.apply/min/max with floordiv/ceildiv/mod, and shape.assuming
// yielding a fresh buffer, run with the default pipeline (deallocation pipeline, then
// lower-affine). Expected output from mlir-runner 22 (mlir-opt 22 cannot run the ownership
// pass on affine.for iter_args, so the reference was lowered with --lower-affine first:
// `mlir-opt --lower-affine --buffer-deallocation-pipeline --convert-bufferization-to-memref
// --inline --symbol-dce --canonicalize | mlir-opt --convert-shape-to-std --convert-scf-to-cf
// --convert-to-llvm --reconcile-unrealized-casts | mlir-runner -e main`).

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

// Prefix sums into a fresh buffer per iteration, carried through iter_args.
func.func @prefix(%n: index) -> memref<8xf32> {
  %zero = arith.constant 0.0 : f32
  %init = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %zero, %init[%i] : memref<8xf32>
  }
  %r = affine.for %k = 0 to %n iter_args(%cur = %init) -> (memref<8xf32>) {
    %next = memref.alloc() : memref<8xf32>
    affine.for %i = 0 to 8 {
      %v = affine.load %cur[%i] : memref<8xf32>
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      %w = arith.addf %v, %kf : f32
      affine.store %w, %next[%i] : memref<8xf32>
    }
    affine.yield %next : memref<8xf32>
  }
  return %r : memref<8xf32>
}

// affine.if choosing a fresh or an incoming buffer, with floordiv/mod/min/max indexing.
func.func @pick(%a: memref<8xf32>, %i: index) -> f32 {
  %b = affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) -> memref<8xf32> {
    %fresh = memref.alloc() : memref<8xf32>
    affine.for %j = 0 to 8 {
      %x = affine.load %a[(%j + 3) mod 8] : memref<8xf32>
      affine.store %x, %fresh[%j] : memref<8xf32>
    }
    affine.yield %fresh : memref<8xf32>
  } else {
    affine.yield %a : memref<8xf32>
  }
  %q = affine.apply affine_map<(d0) -> (d0 floordiv 2 + d0 ceildiv 3)>(%i)
  %lo = affine.max affine_map<(d0) -> (d0 - 1, 0)>(%q)
  %hi = affine.min affine_map<(d0) -> (d0, 7)>(%lo)
  %v = affine.load %b[%hi] : memref<8xf32>
  return %v : f32
}

// shape.assuming yielding a fresh buffer.
func.func private @assume(%c: !shape.witness) -> memref<4xf32> {
  %w0 = shape.const_witness true
  %w = shape.assuming_all %w0, %c
  %one = arith.constant 1.5 : f32
  %r = shape.assuming %w -> (memref<4xf32>) {
    %m = memref.alloc() : memref<4xf32>
    affine.for %i = 0 to 4 step 2 {
      affine.store %one, %m[%i] : memref<4xf32>
      affine.store %one, %m[%i + 1] : memref<4xf32>
    }
    shape.assuming_yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant true
  %p = call @prefix(%c3) : (index) -> memref<8xf32>
  %pu = memref.cast %p : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    affine.store %f, %p[%i] : memref<8xf32>
  }
  %v1 = call @pick(%p, %c6) : (memref<8xf32>, index) -> f32
  call @printF32(%v1) : (f32) -> ()
  call @printNewline() : () -> ()
  %v2 = call @pick(%p, %c2) : (memref<8xf32>, index) -> f32
  call @printF32(%v2) : (f32) -> ()
  call @printNewline() : () -> ()
  %tw = shape.const_witness true
  %s = call @assume(%tw) : (!shape.witness) -> memref<4xf32>
  %su = memref.cast %s : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  return
}
// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [3,  3,  3,  3,  3,  3,  3,  3]
// CHECK-NEXT: 7
// CHECK-NEXT: 1
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1.5,  1.5,  1.5,  1.5]
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 6 allocations, 6 frees
