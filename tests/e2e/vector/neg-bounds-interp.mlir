// RUN: not bufjit run %s -e load_oob --engine=interp --pipeline=none 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: not bufjit run %s -e store_oob --engine=interp --pipeline=none 2>&1 | FileCheck %s --check-prefix=STORE
// RUN: not bufjit run %s -e maskedload_oob --engine=interp --pipeline=none 2>&1 | FileCheck %s --check-prefix=MASKED
// RUN: not bufjit run %s -e gather_oob --engine=interp --pipeline=none 2>&1 | FileCheck %s --check-prefix=GATHER
// RUN: not bufjit run %s -e scatter_oob --engine=interp --pipeline=none 2>&1 | FileCheck %s --check-prefix=SCATTER
// RUN: not bufjit run %s -e transfer_oob --engine=interp --pipeline=none 2>&1 | FileCheck %s --check-prefix=TRANSFER
// RUN: not bufjit run %s -e extract_oob --engine=interp --pipeline=none 2>&1 | FileCheck %s --check-prefix=EXTRACT
// RUN: bufjit run %s -e not_accessed --engine=interp --pipeline=none | FileCheck %s --check-prefix=OK
// bufjit-engines: interp-only (the JIT reports out-of-bounds vector accesses only with --check-bounds)
// `--pipeline=none`: the ops run as written (the vector lowerings would erase the unused reads).
// The interpreter checks every lane a vector op accesses against the view, as memref.load:
// an out-of-bounds lane is a runtime error at the op (exit status 3). Masked-off lanes and the
// out-of-bounds lanes of transfer dimensions not marked in_bounds are not accessed.

func.func @load_oob() {
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<4xi32>
  // LOAD: neg-bounds-interp.mlir:[[@LINE+1]]:8: error: out-of-bounds access: index 4 of dimension 0 is outside [0, 4)
  %v = vector.load %m[%c2] : memref<4xi32>, vector<4xi32>
  vector.print %v : vector<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}

func.func @store_oob() {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2x3xf32>
  %v = arith.constant dense<1.0> : vector<3xf32>
  // STORE: neg-bounds-interp.mlir:[[@LINE+1]]:3: error: out-of-bounds access: index 3 of dimension 1 is outside [0, 3)
  vector.store %v, %m[%c1, %c1] : memref<2x3xf32>, vector<3xf32>
  memref.dealloc %m : memref<2x3xf32>
  return
}

func.func @maskedload_oob() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<4xf64>
  %mask = arith.constant dense<[true, false, true]> : vector<3xi1>
  %pass = arith.constant dense<0.0> : vector<3xf64>
  // MASKED: neg-bounds-interp.mlir:[[@LINE+1]]:8: error: out-of-bounds access: index 5 of dimension 0 is outside [0, 4)
  %v = vector.maskedload %m[%c3], %mask, %pass : memref<4xf64>, vector<3xi1>, vector<3xf64> into vector<3xf64>
  memref.dealloc %m : memref<4xf64>
  return
}

func.func @gather_oob() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi16>
  %idx = arith.constant dense<[0, 3, -1]> : vector<3xi32>
  %mask = arith.constant dense<true> : vector<3xi1>
  %pass = arith.constant dense<0> : vector<3xi16>
  // GATHER: neg-bounds-interp.mlir:[[@LINE+1]]:8: error: out-of-bounds access: index -1 of dimension 0 is outside [0, 4)
  %v = vector.gather %m[%c0][%idx], %mask, %pass : memref<4xi16>, vector<3xi32>, vector<3xi1>, vector<3xi16> into vector<3xi16>
  memref.dealloc %m : memref<4xi16>
  return
}

func.func @scatter_oob() {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<4xi16>
  %idx = arith.constant dense<[0, 3]> : vector<2xindex>
  %mask = arith.constant dense<true> : vector<2xi1>
  %v = arith.constant dense<7> : vector<2xi16>
  // SCATTER: neg-bounds-interp.mlir:[[@LINE+1]]:3: error: out-of-bounds access: index 4 of dimension 0 is outside [0, 4)
  vector.scatter %m[%c1][%idx], %mask, %v : memref<4xi16>, vector<2xindex>, vector<2xi1>, vector<2xi16>
  memref.dealloc %m : memref<4xi16>
  return
}

func.func @transfer_oob() {
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0 : i8
  %m = memref.alloc() : memref<4xi8>
  // TRANSFER: neg-bounds-interp.mlir:[[@LINE+1]]:8: error: out-of-bounds access: index 4 of dimension 0 is outside [0, 4)
  %v = vector.transfer_read %m[%c2], %pad {in_bounds = [true]} : memref<4xi8>, vector<4xi8>
  memref.dealloc %m : memref<4xi8>
  return
}

func.func @extract_oob() {
  %c4 = arith.constant 4 : index
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  // EXTRACT: neg-bounds-interp.mlir:[[@LINE+1]]:8: error: out-of-bounds access: index 4 of dimension 0 is outside [0, 4)
  %e = vector.extract %v[%c4] : i32 from vector<4xi32>
  vector.print %e : i32
  return
}

func.func @not_accessed() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<4xi32>
  %init = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  vector.store %init, %m[%c0] : memref<4xi32>, vector<4xi32>
  %mask = arith.constant dense<[true, false, false]> : vector<3xi1>
  %pass = arith.constant dense<-1> : vector<3xi32>
  %a = vector.maskedload %m[%c3], %mask, %pass : memref<4xi32>, vector<3xi1>, vector<3xi32> into vector<3xi32>
  // OK: ( 4, -1, -1 )
  vector.print %a : vector<3xi32>
  %pad = arith.constant 0 : i32
  %b = vector.transfer_read %m[%c3], %pad : memref<4xi32>, vector<3xi32>
  // OK-NEXT: ( 4, 0, 0 )
  vector.print %b : vector<3xi32>
  %w = arith.constant dense<9> : vector<3xi32>
  vector.transfer_write %w, %m[%c3] : vector<3xi32>, memref<4xi32>
  %c = vector.load %m[%c0] : memref<4xi32>, vector<4xi32>
  // OK-NEXT: ( 1, 2, 3, 9 )
  vector.print %c : vector<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}
