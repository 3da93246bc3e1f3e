// RUN: bufjit run %s -e main --pipeline=default --report=text 2>&1 | FileCheck %s
// affine.parallel end to end: a 2-D parallel nest with a step and a scratch buffer allocated
// per iteration (freed by the ownership pass at the end of the body), reductions (sum, product,
// maximum, minimum, integer sum and and) with max/min bound groups, and a function returning
// a buffer filled in parallel; run through the deallocation pipeline and lower-affine
// (scf.parallel with scf.reduce, executed sequentially).
// Expected output from mlir-runner 22 (`mlir-opt --buffer-deallocation-pipeline
// --convert-bufferization-to-memref --lower-affine --convert-scf-to-cf --convert-to-llvm
// --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void`).
// bufjit-strategies: no-clone (MLIR 16's buffer-deallocation rejects scf.parallel with
// reductions: "All operations with attached regions need to implement the
// RegionBranchOpInterface."; bufjit's clone pipeline reports the same).

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @squares(%n: index) -> memref<?xf32> {
  %out = memref.alloc(%n) : memref<?xf32>
  affine.parallel (%i) = (0) to (symbol(%n)) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %sq = arith.mulf %f, %f : f32
    affine.store %sq, %out[%i] : memref<?xf32>
  }
  return %out : memref<?xf32>
}

func.func @main() {
  %c10 = arith.constant 10 : index
  %v = call @squares(%c10) : (index) -> memref<?xf32>
  %vu = memref.cast %v : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%vu) : (memref<*xf32>) -> ()

  // Transpose-and-scale of a 4x6 matrix through a per-iteration scratch buffer.
  %a = memref.alloc() : memref<4x6xf32>
  %t = memref.alloc() : memref<6x4xf32>
  affine.parallel (%i, %j) = (0, 0) to (4, 6) {
    %x = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %j)
    %xi = arith.index_cast %x : index to i64
    %xf = arith.sitofp %xi : i64 to f32
    affine.store %xf, %a[%i, %j] : memref<4x6xf32>
  }
  affine.parallel (%i, %j) = (0, 0) to (4, 6) step (1, 2) {
    %s = memref.alloc() : memref<2xf32>
    affine.for %k = 0 to 2 {
      %e = affine.load %a[%i, %j + %k] : memref<4x6xf32>
      %two = arith.constant 2.0 : f32
      %d = arith.mulf %e, %two : f32
      affine.store %d, %s[%k] : memref<2xf32>
    }
    affine.for %k = 0 to 2 {
      %e = affine.load %s[%k] : memref<2xf32>
      affine.store %e, %t[%j + %k, %i] : memref<6x4xf32>
    }
  }
  %tu = memref.cast %t : memref<6x4xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()

  // Reductions over rows 1..2 and columns max(0, 1)..min(6, 5) of %a.
  %c1 = arith.constant 1 : index
  %r:4 = affine.parallel (%i, %j) = (1, max(0, symbol(%c1))) to (3, min(6, 5)) reduce ("addf", "mulf", "maximumf", "minimumf") -> (f32, f32, f32, f32) {
    %e = affine.load %a[%i, %j] : memref<4x6xf32>
    %h = arith.constant 0.125 : f32
    %p = arith.mulf %e, %h : f32
    affine.yield %e, %p, %e, %e : f32, f32, f32, f32
  }
  %q:2 = affine.parallel (%i) = (0) to (10) reduce ("addi", "andi") -> (i32, i32) {
    %ii = arith.index_cast %i : index to i32
    %c7 = arith.constant 7 : i32
    %o = arith.ori %ii, %c7 : i32
    affine.yield %ii, %o : i32, i32
  }
  %res = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %r#0, %res[%c0] : memref<4xf32>
  memref.store %r#1, %res[%c1] : memref<4xf32>
  memref.store %r#2, %res[%c2] : memref<4xf32>
  memref.store %r#3, %res[%c3] : memref<4xf32>
  %ru = memref.cast %res : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  %ires = memref.alloc() : memref<2xi32>
  memref.store %q#0, %ires[%c0] : memref<2xi32>
  memref.store %q#1, %ires[%c1] : memref<2xi32>
  %iu = memref.cast %ires : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%iu) : (memref<*xi32>) -> ()
  return
}
// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [10] strides = [1] data =
// CHECK-NEXT: [0,  1,  4,  9,  16,  25,  36,  49,  64,  81]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [6, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0,   12,   24,   36],
// CHECK-NEXT:  [2,   14,   26,   38],
// CHECK-NEXT:  [4,   16,   28,   40],
// CHECK-NEXT:  [6,   18,   30,   42],
// CHECK-NEXT:  [8,   20,   32,   44],
// CHECK-NEXT:  [10,   22,   34,   46]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [92,  13.1218,  16,  7]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [45,  7]
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 17 allocations, 17 frees
