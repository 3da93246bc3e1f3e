// RUN: bufjit run %s -e main -entry-point-result=void --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp 2>&1 | FileCheck %s --check-prefix=OUT
// Transfers (out of bounds in both dimensions, transposed, a column, a leading broadcast,
// masked and vector.mask-ed), a contraction, multi-reductions and an outer product, run
// through the vector lowerings `--pipeline=auto` appends (lower-vector-mask,
// convert-vector-to-scf, lower-vector-multi-reduction, lower-vector-contraction,
// lower-vector-outerproduct, lower-vector-transfer). Expected output from mlir-runner 22
// (`mlir-opt --lower-vector-mask --convert-vector-to-scf --lower-vector-multi-reduction
// --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm
// --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void`).

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %f0 = arith.constant 0.0 : f32
  %pad = arith.constant -1.0 : f32
  %a = memref.alloc() : memref<3x5xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.muli %ii, %jj : i32
      %s = arith.addi %t, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %a[%i, %j] : memref<3x5xf32>
    }
    memref.store %f0, %a[%i, %c4] : memref<3x5xf32>
  }
  // 2-D read past the end in both dimensions: padding fills the rest.
  %v = vector.transfer_read %a[%c1, %c2], %pad : memref<3x5xf32>, vector<3x4xf32>
  vector.print %v : vector<3x4xf32>
  // Transposed read.
  %t = vector.transfer_read %a[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x5xf32>, vector<4x3xf32>
  vector.print %t : vector<4x3xf32>
  // Column read (1-D, non-minor map) and broadcast read.
  %col = vector.transfer_read %a[%c0, %c3], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<3x5xf32>, vector<4xf32>
  vector.print %col : vector<4xf32>
  %bc = vector.transfer_read %a[%c2, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<3x5xf32>, vector<2x4xf32>
  vector.print %bc : vector<2x4xf32>
  // Matmul by vector.contract.
  %lhs = vector.transfer_read %a[%c0, %c0], %pad {in_bounds = [true, true]} : memref<3x5xf32>, vector<3x4xf32>
  %rhs = vector.transpose %lhs, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %acc = arith.constant dense<1.0> : vector<3x3xf32>
  %mm = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %lhs, %rhs, %acc : vector<3x4xf32>, vector<4x3xf32> into vector<3x3xf32>
  vector.print %mm : vector<3x3xf32>
  // Reductions.
  %accr = arith.constant dense<0.0> : vector<3xf32>
  %rs = vector.multi_reduction <add>, %lhs, %accr [1] : vector<3x4xf32> to vector<3xf32>
  vector.print %rs : vector<3xf32>
  %accc = arith.constant dense<-100.0> : vector<4xf32>
  %cm = vector.multi_reduction <maxnumf>, %lhs, %accc [0] : vector<3x4xf32> to vector<4xf32>
  vector.print %cm : vector<4xf32>
  %op = vector.outerproduct %rs, %cm, %lhs {kind = #vector.kind<add>} : vector<3xf32>, vector<4xf32>
  vector.print %op : vector<3x4xf32>
  // Writes: out of bounds 2-D, column, masked.
  %b = memref.alloc() : memref<4x4xf32>
  %z = arith.constant dense<0.0> : vector<4x4xf32>
  vector.transfer_write %z, %b[%c0, %c0] : vector<4x4xf32>, memref<4x4xf32>
  vector.transfer_write %op, %b[%c2, %c1] : vector<3x4xf32>, memref<4x4xf32>
  vector.transfer_write %cm, %b[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<4x4xf32>
  %mask = vector.create_mask %c2 : vector<4xi1>
  %ones = arith.constant dense<9.0> : vector<4xf32>
  vector.transfer_write %ones, %b[%c1, %c1], %mask : vector<4xf32>, memref<4x4xf32>
  %all = vector.transfer_read %b[%c0, %c0], %pad : memref<4x4xf32>, vector<4x4xf32>
  vector.print %all : vector<4x4xf32>
  %mr = vector.mask %mask { vector.transfer_read %b[%c3, %c0], %pad : memref<4x4xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.print %mr : vector<4xf32>
  memref.dealloc %a : memref<3x5xf32>
  memref.dealloc %b : memref<4x4xf32>
  return
}

// CHECK: ( ( 4, 6, 0, -1 ), ( 6, 9, 0, -1 ), ( -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 0, 0, 0 ), ( 1, 2, 3 ), ( 2, 4, 6 ), ( 3, 6, 9 ) )
// CHECK-NEXT: ( 3, 6, 9, -1 )
// CHECK-NEXT: ( ( 3, 6, 9, 0 ), ( 3, 6, 9, 0 ) )
// CHECK-NEXT: ( ( 15, 29, 43 ), ( 29, 57, 85 ), ( 43, 85, 127 ) )
// CHECK-NEXT: ( 6, 12, 18 )
// CHECK-NEXT: ( 0, 3, 6, 9 )
// CHECK-NEXT: ( ( 0, 19, 38, 57 ), ( 0, 38, 76, 114 ), ( 0, 57, 114, 171 ) )
// CHECK-NEXT: ( ( 0, 0, 0, 0 ), ( 3, 9, 9, 0 ), ( 6, 0, 19, 38 ), ( 9, 0, 38, 76 ) )
// CHECK-NEXT: ( 9, 0, -1, -1 )
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 2 allocations, 2 frees, 124 bytes allocated, peak 124 bytes live
// OUT: ( ( 4, 6, 0, -1 ), ( 6, 9, 0, -1 ), ( -1, -1, -1, -1 ) )
// OUT-NEXT: ( ( 0, 0, 0 ), ( 1, 2, 3 ), ( 2, 4, 6 ), ( 3, 6, 9 ) )
// OUT-NEXT: ( 3, 6, 9, -1 )
// OUT-NEXT: ( ( 3, 6, 9, 0 ), ( 3, 6, 9, 0 ) )
// OUT-NEXT: ( ( 15, 29, 43 ), ( 29, 57, 85 ), ( 43, 85, 127 ) )
// OUT-NEXT: ( 6, 12, 18 )
// OUT-NEXT: ( 0, 3, 6, 9 )
// OUT-NEXT: ( ( 0, 19, 38, 57 ), ( 0, 38, 76, 114 ), ( 0, 57, 114, 171 ) )
// OUT-NEXT: ( ( 0, 0, 0, 0 ), ( 3, 9, 9, 0 ), ( 6, 0, 19, 38 ), ( 9, 0, 38, 76 ) )
// OUT-NEXT: ( 9, 0, -1, -1 )
