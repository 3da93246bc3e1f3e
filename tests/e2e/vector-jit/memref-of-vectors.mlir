// RUN: bufjit run %s -e main -entry-point-result=void -O0 --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s
// Memrefs of vector elements (each element padded as LLVM lays out vectors: vector<4xf32> 16
// bytes, vector<3xi16> 8, vector<2x3xf64> 64) through memref.load/store, vector.load/store and
// alloc/alloca sizes (the report's byte count: 48 + 64 + 64), and vector.type_cast.
// Expected output from mlir-runner 22 (`mlir-opt --convert-vector-to-scf --convert-scf-to-cf
// --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts | mlir-runner`).

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<3xvector<4xf32>>
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %w = arith.constant dense<[5.0, 6.0, 7.0, 8.0]> : vector<4xf32>
  memref.store %v, %m[%c0] : memref<3xvector<4xf32>>
  memref.store %w, %m[%c2] : memref<3xvector<4xf32>>
  vector.store %v, %m[%c1] : memref<3xvector<4xf32>>, vector<4xf32>
  %x = memref.load %m[%c2] : memref<3xvector<4xf32>>
  vector.print %x : vector<4xf32>
  %y = vector.load %m[%c1] : memref<3xvector<4xf32>>, vector<4xf32>
  vector.print %y : vector<4xf32>
  %n = memref.alloca() : memref<2xvector<3xi16>>
  %t = arith.constant dense<[7, 8, 9]> : vector<3xi16>
  %t2 = arith.constant dense<[-1, -2, -3]> : vector<3xi16>
  memref.store %t, %n[%c0] : memref<2xvector<3xi16>>
  memref.store %t2, %n[%c1] : memref<2xvector<3xi16>>
  %u = memref.load %n[%c1] : memref<2xvector<3xi16>>
  vector.print %u : vector<3xi16>
  %u0 = memref.load %n[%c0] : memref<2xvector<3xi16>>
  vector.print %u0 : vector<3xi16>
  %a = memref.alloc() : memref<4x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    vector.store %v, %a[%i, %c0] : memref<4x4xf32>, vector<4xf32>
  }
  vector.store %w, %a[%c3, %c0] : memref<4x4xf32>, vector<4xf32>
  %tc = vector.type_cast %a : memref<4x4xf32> to memref<vector<4x4xf32>>
  %all = memref.load %tc[] : memref<vector<4x4xf32>>
  vector.print %all : vector<4x4xf32>
  %k = memref.alloc() : memref<vector<2x3xf64>>
  %kv = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf64>
  memref.store %kv, %k[] : memref<vector<2x3xf64>>
  %kl = memref.load %k[] : memref<vector<2x3xf64>>
  vector.print %kl : vector<2x3xf64>
  memref.dealloc %m : memref<3xvector<4xf32>>
  memref.dealloc %a : memref<4x4xf32>
  memref.dealloc %k : memref<vector<2x3xf64>>
  return
}

// CHECK: ( 5, 6, 7, 8 )
// CHECK-NEXT: ( 1, 2, 3, 4 )
// CHECK-NEXT: ( -1, -2, -3 )
// CHECK-NEXT: ( 7, 8, 9 )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 1, 2, 3, 4 ), ( 1, 2, 3, 4 ), ( 5, 6, 7, 8 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4, 5, 6 ) )
// CHECK-NEXT: bufjit: OK: no violations, no leaks; 3 allocations, 3 frees, 176 bytes allocated
