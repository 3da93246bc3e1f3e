// loop-interchange (bufjit's -O1+ stage, src/transforms/opt/interchange.rs): in a perfect
// reduction nest, the loop along the stored memref's last dimension moves innermost (i-j-k
// matmul to i-k-j) when no dependence forbids it, versioning the nest on the buffers' overlap
// and the output's last stride when they are not known; the rest is left as written.
// (bufjit-only pass: the expected text is bufjit's, and mlir-opt 22 parses and verifies it.)
// RUN: bufjit opt %s --loop-interchange | FileCheck %s
// RUN: bufjit opt %s -p 'builtin.module(func.func(loop-interchange))' | FileCheck %s
// RUN: bufjit opt %s --loop-interchange=versioning=false | FileCheck %s --check-prefix=NOVER
// RUN: not bufjit opt %s --loop-interchange=versioning=maybe 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: invalid option 'versioning=maybe' for loop-interchange

// A fresh output: i-k-j, no version.
// CHECK-LABEL: func.func @local
// CHECK-NOT: scf.if
// CHECK: scf.for %[[I:[a-z0-9_]+]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: scf.for %[[K:[a-z0-9_]+]] = %c0 to %c16 step %c1 {
// CHECK-NEXT: scf.for %[[J:[a-z0-9_]+]] = %c0 to %c64 step %c1 {
// CHECK-NEXT: memref.load %arg0[%[[I]], %[[K]]]
// CHECK-NEXT: memref.load %arg1[%[[K]], %[[J]]]
// CHECK-NEXT: memref.load %[[C:[a-z0-9_]+]][%[[I]], %[[J]]]
// CHECK: memref.store %{{[0-9]+}}, %[[C]][%[[I]], %[[J]]]
// NOVER-LABEL: func.func @local
// NOVER: scf.for %{{.*}} = %c0 to %c8 step %c1 {
// NOVER-NEXT: scf.for %{{.*}} = %c0 to %c16 step %c1 {
// NOVER-NEXT: scf.for %{{.*}} = %c0 to %c64 step %c1 {
func.func @local(%a: memref<8x16xf32>, %b: memref<16x64xf32>) -> memref<8x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c = memref.alloc() : memref<8x64xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      scf.for %k = %c0 to %c16 step %c1 {
        %x = memref.load %a[%i, %k] : memref<8x16xf32>
        %y = memref.load %b[%k, %j] : memref<16x64xf32>
        %z = memref.load %c[%i, %j] : memref<8x64xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        memref.store %s, %c[%i, %j] : memref<8x64xf32>
      }
    }
  }
  return %c : memref<8x64xf32>
}

// Function arguments with dynamic layouts: the overlap of C with A and B, the sign of the
// strides and C's last stride are tested once; the interchanged copy runs when they allow it.
// CHECK-LABEL: func.func @args
// CHECK: memref.extract_strided_metadata %arg2
// CHECK: arith.cmpi sge
// CHECK: %[[S:strides[_0-9]*]]:2 = memref.extract_strided_metadata %arg2
// CHECK: %[[UNIT:[a-z0-9_]+]] = arith.cmpi eq, %[[S]]#1, %{{.*}} : index
// CHECK: %[[OK:[a-z0-9_]+]] = arith.andi %{{.*}}, %[[UNIT]] : i1
// CHECK: scf.if %[[OK]] {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[M:[a-z0-9_]+]] step %c1 {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[KK:[a-z0-9_]+]] step %c1 {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[N:[a-z0-9_]+]] step %c1 {
// CHECK: } else {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[M]] step %c1 {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[N]] step %c1 {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[KK]] step %c1 {
// NOVER-LABEL: func.func @args
// NOVER-NOT: scf.if
// NOVER: return
func.func @args(%a: memref<?x?xf64, strided<[?, ?], offset: ?>>, %b: memref<?x?xf64, strided<[?, ?], offset: ?>>, %c: memref<?x?xf64, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %c, %c0 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %n = memref.dim %c, %c1 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %kk = memref.dim %a, %c1 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %kk step %c1 {
        %x = memref.load %a[%i, %k] : memref<?x?xf64, strided<[?, ?], offset: ?>>
        %y = memref.load %b[%k, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
        %z = memref.load %c[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
        %p = arith.mulf %x, %y : f64
        %s = arith.addf %z, %p : f64
        memref.store %s, %c[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
      }
    }
  }
  return
}

// Left as written: another element of the output read (C[i, j] += C[i - 1, j + 1]), a
// transposed operand (the dot product stays innermost), a short constant output row (fewer
// than 4 vectors).
// CHECK-LABEL: func.func @refused
// CHECK-NOT: scf.if
// CHECK: scf.for %{{.*}} = %c1 to %c8 step %c1 {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c63 step %c1 {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c16 step %c1 {
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1 {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c64 step %c1 {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c16 step %c1 {
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1 {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c12 step %c1 {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c16 step %c1 {
func.func @refused(%a: memref<8x16xf32>, %bt: memref<64x16xf32>) -> memref<8x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %c = memref.alloc() : memref<8x64xf32>
  scf.for %i = %c1 to %c8 step %c1 {
    scf.for %j = %c0 to %c63 step %c1 {
      scf.for %k = %c0 to %c16 step %c1 {
        %i1 = arith.subi %i, %c1 : index
        %j1 = arith.addi %j, %c1 : index
        %x = memref.load %a[%i, %k] : memref<8x16xf32>
        %z = memref.load %c[%i1, %j1] : memref<8x64xf32>
        %s = arith.addf %z, %x : f32
        memref.store %s, %c[%i, %j] : memref<8x64xf32>
      }
    }
  }
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      scf.for %k = %c0 to %c16 step %c1 {
        %x = memref.load %a[%i, %k] : memref<8x16xf32>
        %y = memref.load %bt[%j, %k] : memref<64x16xf32>
        %z = memref.load %c[%i, %j] : memref<8x64xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        memref.store %s, %c[%i, %j] : memref<8x64xf32>
      }
    }
  }
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      scf.for %k = %c0 to %c16 step %c1 {
        %x = memref.load %a[%i, %k] : memref<8x16xf32>
        %y = memref.load %bt[%j, %k] : memref<64x16xf32>
        %z = memref.load %c[%i, %j] : memref<8x64xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        memref.store %s, %c[%i, %j] : memref<8x64xf32>
      }
    }
  }
  return %c : memref<8x64xf32>
}
