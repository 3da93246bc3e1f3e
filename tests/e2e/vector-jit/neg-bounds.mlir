// RUN: not bufjit run %s -e load_oob --check-bounds 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: not bufjit run %s -e store_oob_main --check-bounds 2>&1 | FileCheck %s --check-prefix=STORE
// RUN: bufjit run %s -e in_bounds --check-bounds -O0 --report=text 2>&1 | FileCheck %s --check-prefix=OK
// RUN: bufjit run %s -e in_bounds --check-bounds -O3 --report=text 2>&1 | FileCheck %s --check-prefix=OK
// RUN: not bufjit run %s -e div_zero 2>&1 | FileCheck %s --check-prefix=DIV
// --check-bounds checks that every element of a vector.load or vector.store lies inside the
// memref, reported as an out-of-bounds memref.load is (MLIR 22 instruments no vector op). The
// masked-off lanes of a maskedload may lie outside: they never touch memory. A zero divisor
// in one lane of a vector division is reported as the scalar division reports it.

func.func @load_oob() {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc() : memref<2x8xf32>
  // LOAD: neg-bounds.mlir:[[@LINE+4]]:8: error: assertion failed: ERROR: Runtime op verification failed
  // LOAD-NEXT: %0 = vector.load %alloc[%c0, %c6] : memref<2x8xf32>, vector<4xf32>
  // LOAD-NEXT: ^ out-of-bounds access
  // LOAD-NEXT: Location: loc("{{.*}}neg-bounds.mlir":[[@LINE+1]]:8)
  %v = vector.load %a[%c0, %c6] : memref<2x8xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  memref.dealloc %a : memref<2x8xf32>
  return
}

func.func @store_oob(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?x4xi32>
  %v = arith.constant dense<7> : vector<2x4xi32>
  // STORE: neg-bounds.mlir:[[@LINE+4]]:3: error: assertion failed: ERROR: Runtime op verification failed
  // STORE-NEXT: vector.store %cst, %alloc[%c1, %c0] : memref<?x4xi32>, vector<2x4xi32>
  // STORE-NEXT: ^ out-of-bounds access
  // STORE-NEXT: Location: loc("{{.*}}neg-bounds.mlir":[[@LINE+1]]:3)
  vector.store %v, %a[%c1, %c0] : memref<?x4xi32>, vector<2x4xi32>
  memref.dealloc %a : memref<?x4xi32>
  return
}

func.func @store_oob_main() {
  %c2 = arith.constant 2 : index
  call @store_oob(%c2) : (index) -> ()
  return
}

func.func @in_bounds() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc() : memref<8xf32>
  %v = arith.constant dense<1.5> : vector<4xf32>
  vector.store %v, %a[%c4] : memref<8xf32>, vector<4xf32>
  %w = vector.load %a[%c4] : memref<8xf32>, vector<4xf32>
  // OK: ( 1.5, 1.5, 1.5, 1.5 )
  vector.print %w : vector<4xf32>
  %mask = vector.create_mask %c0 : vector<4xi1>
  %m2 = vector.constant_mask [2] : vector<4xi1>
  %pass = arith.constant dense<-2.0> : vector<4xf32>
  %x = vector.maskedload %a[%c6], %m2, %pass : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  // OK-NEXT: ( 1.5, 1.5, -2, -2 )
  vector.print %x : vector<4xf32>
  vector.maskedstore %a[%c6], %m2, %pass : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %y = vector.load %a[%c4] : memref<8xf32>, vector<4xf32>
  // OK-NEXT: ( 1.5, 1.5, -2, -2 )
  vector.print %y : vector<4xf32>
  memref.dealloc %a : memref<8xf32>
  // OK-NEXT: bufjit: OK: no violations, no leaks
  return
}

func.func @div_zero() {
  %a = arith.constant dense<[6, 7, 8, 9]> : vector<4xi32>
  %b = arith.constant dense<[3, 1, 0, 2]> : vector<4xi32>
  // DIV: neg-bounds.mlir:[[@LINE+1]]:8: error: integer division by zero
  %q = arith.divsi %a, %b : vector<4xi32>
  vector.print %q : vector<4xi32>
  return
}
