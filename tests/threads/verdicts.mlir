// RUN: not bufjit run %s --pipeline=none --threads 1 --report=text 2>&1 | FileCheck %s
// RUN: not bufjit run %s --pipeline=none --threads 2 --report=text 2>&1 | FileCheck %s
// RUN: not bufjit run %s --pipeline=none --threads 3 --report=text 2>&1 | FileCheck %s
// RUN: not bufjit run %s --pipeline=none --threads 4 --report=text 2>&1 | FileCheck %s
// The checked allocator under `--threads N`: buffers allocated and freed inside an
// scf.parallel body on the pool's threads; every third iteration leaks its scratch buffer and
// one iteration frees a buffer twice. The verdict is the same for every N: one double free,
// the leaks grouped once at their site (not per thread or per chunk), the exact counts. (Only
// addresses, allocation numbers and the peak, which depend on the interleaving, differ.)

// CHECK: 9
// CHECK-NEXT: bufjit: error: double free of 0x{{[0-9a-f]+}}
// CHECK-NEXT:   block 0x{{[0-9a-f]+}} (24 bytes, align 16), allocation #{{[0-9]+}}
// CHECK-NEXT:   allocated at {{.*}}verdicts.mlir:43:12: %15 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xindex>
// CHECK-NEXT:   first freed at {{.*}}verdicts.mlir:44:7: "memref.dealloc"(%15) : (memref<3xindex>) -> ()
// CHECK-NEXT:   freed again at {{.*}}verdicts.mlir:45:7: "memref.dealloc"(%15) : (memref<3xindex>) -> ()
// CHECK-NEXT: bufjit: error: leak: 1000 blocks (16000 bytes) allocated at {{.*}}verdicts.mlir:28:10: %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xindex>, first allocation #{{[0-9]+}} at 0x{{[0-9a-f]+}}
// CHECK-NEXT: bufjit: FAILED: 1 double free, 1000 leaked blocks (16000 bytes) from 1 site; 3002 allocations, 2002 frees, 72024 bytes allocated, peak {{[0-9]+}} bytes live

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c100 = arith.constant 100 : index
  %n = arith.constant 3000 : index
  %a = memref.alloc(%n) : memref<?xindex>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %t = memref.alloc() : memref<2xindex>
    memref.store %i, %t[%c0] : memref<2xindex>
    %v = memref.load %t[%c0] : memref<2xindex>
    %sq = arith.muli %v, %v : index
    %x = arith.remui %sq, %c100 : index
    memref.store %x, %a[%i] : memref<?xindex>
    %r = arith.remui %i, %c3 : index
    %leak = arith.cmpi eq, %r, %c0 : index
    scf.if %leak {
    } else {
      memref.dealloc %t : memref<2xindex>
    }
    %k = arith.constant 1234 : index
    %dbl = arith.cmpi eq, %i, %k : index
    scf.if %dbl {
      %u = memref.alloc() : memref<3xindex>
      memref.dealloc %u : memref<3xindex>
      memref.dealloc %u : memref<3xindex>
    }
    scf.reduce
  }
  %v0 = memref.load %a[%c3] : memref<?xindex>
  vector.print %v0 : index
  memref.dealloc %a : memref<?xindex>
  return
}
