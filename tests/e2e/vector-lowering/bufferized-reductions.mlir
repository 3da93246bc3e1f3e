// RUN: bufjit run %s -e main -entry-point-result=void --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void --pipeline=default -O3 2>&1 | FileCheck %s --check-prefix=OUT
// A freshly bufferized program (allocations, no deallocation) with vector ops: --pipeline=auto
// runs the deallocation pipeline, then the vector lowerings. Dynamic-size transfers partly out
// of bounds, a matrix-vector contraction (dot-product lowering), full and row reductions of
// integers, and a 3-D write partly out of bounds. Expected output from mlir-runner 22 (as in
// transfers-contract.mlir).

#map_mv = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>]
func.func @fill(%m: memref<?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xi32>
  %d1 = memref.dim %m, %c1 : memref<?x?xi32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %k = arith.muli %i, %d1 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i32
      memref.store %v, %m[%i, %j] : memref<?x?xi32>
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %pad = arith.constant 100 : i32
  %m = memref.alloc(%c3, %c5) : memref<?x?xi32>
  call @fill(%m) : (memref<?x?xi32>) -> ()
  // Dynamic sizes: rows 1..3 (row 3 is out of bounds), columns 2..7 (5.. out of bounds).
  %v = vector.transfer_read %m[%c1, %c1], %pad : memref<?x?xi32>, vector<3x6xi32>
  vector.print %v : vector<3x6xi32>
  // Matrix-vector product (the dot-product lowering) and a full reduction.
  %x = arith.constant dense<[1, 2, 3, 4, 5, 6]> : vector<6xi32>
  %acc = arith.constant dense<[1000, 2000, 3000]> : vector<3xi32>
  %mv = vector.contract {indexing_maps = #map_mv, iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %v, %x, %acc : vector<3x6xi32>, vector<6xi32> into vector<3xi32>
  vector.print %mv : vector<3xi32>
  %zero = arith.constant 0 : i32
  %all = vector.multi_reduction <add>, %v, %zero [0, 1] : vector<3x6xi32> to i32
  vector.print %all : i32
  %minr = arith.constant dense<1000> : vector<3xi32>
  %mins = vector.multi_reduction <minsi>, %v, %minr [1] : vector<3x6xi32> to vector<3xi32>
  vector.print %mins : vector<3xi32>
  // A 3-D write partly out of bounds, read back whole.
  %out = memref.alloc() : memref<2x2x3xi32>
  %init = arith.constant dense<-1> : vector<2x2x3xi32>
  vector.transfer_write %init, %out[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<2x2x3xi32>, memref<2x2x3xi32>
  %blk = vector.shape_cast %mins : vector<3xi32> to vector<1x1x3xi32>
  %b3 = vector.broadcast %blk : vector<1x1x3xi32> to vector<2x2x3xi32>
  vector.transfer_write %b3, %out[%c1, %c1, %c1] : vector<2x2x3xi32>, memref<2x2x3xi32>
  %r3 = vector.transfer_read %out[%c0, %c0, %c0], %pad : memref<2x2x3xi32>, vector<2x2x3xi32>
  vector.print %r3 : vector<2x2x3xi32>
  return
}

// CHECK: ( ( 6, 7, 8, 9, 100, 100 ), ( 11, 12, 13, 14, 100, 100 ), ( 100, 100, 100, 100, 100, 100 ) )
// CHECK-NEXT: ( 2180, 3230, 5100 )
// CHECK-NEXT: 1080
// CHECK-NEXT: ( 6, 11, 100 )
// CHECK-NEXT: ( ( ( -1, -1, -1 ), ( -1, -1, -1 ) ), ( ( -1, -1, -1 ), ( -1, 6, 11 ) ) )
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 2 allocations, 2 frees, 108 bytes allocated, peak 60 bytes live
// OUT: ( ( 6, 7, 8, 9, 100, 100 ), ( 11, 12, 13, 14, 100, 100 ), ( 100, 100, 100, 100, 100, 100 ) )
// OUT-NEXT: ( 2180, 3230, 5100 )
// OUT-NEXT: 1080
// OUT-NEXT: ( 6, 11, 100 )
// OUT-NEXT: ( ( ( -1, -1, -1 ), ( -1, -1, -1 ) ), ( ( -1, -1, -1 ), ( -1, 6, 11 ) ) )
