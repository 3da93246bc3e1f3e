// Index dialect folds and patterns: constants fold only where a 32-bit and a 64-bit index
// agree, identities, constant reassociation, cmp of min/max ranges and of differences,
// casts to index of constants; results materialize as index constants (a cast to i64 does
// not fold). Expected output from mlir-opt 22 --canonicalize.
// RUN: bufjit opt %s -split-input-file --canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: i32) -> (index, index, index, index, index, index, index, index, index, index, index, index, i1, i1, index, i64, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:     %idx10 = index.constant 10
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %idx-7 = index.constant -7
// CHECK-NEXT:     %idx160 = index.constant 160
// CHECK-NEXT:     %idx4 = index.constant 4
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:     %idx-2 = index.constant -2
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %0 = index.divs %idx4294967296, %idx5
// CHECK-NEXT:     %1 = index.casts %arg1 : i32 to index
// CHECK-NEXT:     %2 = index.castu %idx5 : index to i64
// CHECK-NEXT:     %3 = index.sub %arg0, %arg0
// CHECK-NEXT:     %4 = index.divs %arg0, %idx1
// CHECK-NEXT:     %5 = index.mul %arg0, %idx5
// CHECK-NEXT:     %6 = index.add %arg0, %idx5
// CHECK-NEXT:     %7 = index.add %arg0, %idx10
// CHECK-NEXT:     %8 = index.sizeof
// CHECK-NEXT:     return %arg0, %arg0, %idx-2, %idx-1, %0, %idx-1, %idx-2, %idx-2, %idx4, %idx160, %idx5, %idx-7, %true, %false, %1, %2, %3, %idx-7, %idx5, %arg0, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index, index, index, index, i1, i1, index, i64, index, index, index, index, index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
func.func @f(%a: index, %i: i32) -> (index, index, index, index, index, index, index, index, index, index, index, index, i1, i1, index, i64, index, index, index,index,index,index,index,index,index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c5 = index.constant 5
  %cm7 = index.constant -7
  %big = index.constant 4294967296
  %0 = index.add %a, %c0
  %1 = index.mul %a, %c1
  %2 = index.add %c5, %cm7
  %3 = index.divs %cm7, %c5
  %4 = index.divs %big, %c5
  %5 = index.ceildivs %cm7, %c5
  %6 = index.floordivs %cm7, %c5
  %7 = index.rems %cm7, %c5
  %8 = index.remu %cm7, %c5
  %9 = index.shl %c5, %c5
  %10 = index.maxs %cm7, %c5
  %11 = index.maxu %cm7, %c5
  %12 = index.cmp slt(%cm7, %c5)
  %13 = index.cmp ult(%cm7, %c5)
  %14 = index.casts %i : i32 to index
  %15 = index.castu %c5 : index to i64
  %16 = index.sub %a, %a
  %17 = index.mins %cm7, %c5
  %18 = index.minu %cm7, %c5
  %19 = index.sub %a, %c0
  %20 = index.divs %a, %c1
  %21 = index.mul %c5, %a
  %22 = index.add %c5, %a
  %23 = index.add %22, %c5
  %24 = index.sizeof
  return %0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20,%21,%22,%23,%24 : index, index, index, index, index, index, index, index, index, index, index, index, i1, i1, index, i64, index, index, index,index,index,index,index,index,index
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: index) -> (index, index, index, index, index, i1, i1, i1, index, index, index, index) {
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx15 = index.constant 15
// CHECK-NEXT:     %0 = index.mul %arg0, %idx15
// CHECK-NEXT:     %1 = index.maxs %arg0, %idx5
// CHECK-NEXT:     %2 = index.maxs %arg0, %idx5
// CHECK-NEXT:     %3 = index.and %arg0, %idx5
// CHECK-NEXT:     %4 = index.and %arg0, %idx1
// CHECK-NEXT:     %5 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:     %6 = index.or %arg0, %idx0
// CHECK-NEXT:     %7 = index.xor %arg0, %idx0
// CHECK-NEXT:     %8 = index.shl %arg0, %idx0
// CHECK-NEXT:     %9 = index.divu %arg0, %idx5
// CHECK-NEXT:     return %0, %2, %4, %6, %7, %5, %true, %false, %8, %9, %1, %3 : index, index, index, index, index, i1, i1, i1, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
func.func @f(%a: index, %b: index) -> (index, index, index, index, index, i1, i1, i1, index, index, index, index) {
  %c0 = index.constant 0
  %c5 = index.constant 5
  %c3 = index.constant 3
  %0 = index.mul %a, %c5
  %1 = index.mul %0, %c3
  %2 = index.maxs %a, %c5
  %3 = index.maxs %2, %c3
  %4 = index.and %a, %c5
  %5 = index.and %4, %c3
  %s = index.sub %a, %b
  %6 = index.cmp slt(%s, %c0)
  %7 = index.cmp eq(%a, %a)
  %8 = index.cmp slt(%a, %a)
  %9 = index.or %a, %c0
  %10 = index.xor %a, %c0
  %11 = index.shl %a, %c0
  %12 = index.divu %a, %c5
  return %1, %3, %5, %9, %10, %6, %7, %8, %11, %12, %2, %4 : index, index, index, index, index, i1, i1, i1, index, index, index, index
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: index) -> (i1, i1, i1, i1, i1, i1, index, index, index, i64, index, index) {
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx10 = index.constant 10
// CHECK-NEXT:     %idx4294967293 = index.constant 4294967293
// CHECK-NEXT:     %idx-3 = index.constant -3
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %idx9 = index.constant 9
// CHECK-NEXT:     %0 = index.maxs %arg0, %idx5
// CHECK-NEXT:     %1 = index.cmp slt(%0, %idx9)
// CHECK-NEXT:     %2 = index.cmp sge(%arg1, %arg0)
// CHECK-NEXT:     %3 = index.castu %idx5 : index to i64
// CHECK-NEXT:     %4 = arith.addi %arg0, %idx5 : index
// CHECK-NEXT:     return %true, %false, %1, %false, %true, %2, %idx-3, %idx4294967293, %idx10, %3, %4, %idx0 : i1, i1, i1, i1, i1, i1, index, index, index, i64, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
func.func @f(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, index, index, index, i64, index, index) {
  %c5 = index.constant 5
  %c3 = index.constant 3
  %c9 = index.constant 9
  %c0 = index.constant 0
  %m = index.maxs %a, %c5
  %0 = index.cmp sgt(%m, %c3)
  %1 = index.cmp slt(%m, %c3)
  %2 = index.cmp slt(%m, %c9)
  %n = index.minu %a, %c5
  %3 = index.cmp eq(%n, %c9)
  %4 = index.cmp ult(%n, %c9)
  %s = index.sub %a, %b
  %5 = index.cmp sge(%c0, %s)
  %i = arith.constant -3 : i32
  %6 = index.casts %i : i32 to index
  %7 = index.castu %i : i32 to index
  %ai = arith.constant 5 : index
  %8 = index.add %ai, %c5
  %9 = index.castu %c5 : index to i64
  %10 = arith.addi %a, %c5 : index
  %big = index.constant 4294967296
  %11 = index.cmp eq(%big, %c0)
  %12 = index.cmp ult(%big, %c0)
  %13 = index.mul %a, %c0
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %13 : i1, i1, i1, i1, i1, i1, index, index, index, i64, index, index
}
