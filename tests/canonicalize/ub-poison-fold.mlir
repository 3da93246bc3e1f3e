// Poison propagation through arith folds (not shifts or comparisons; select picks the other
// side); poison is constant-like, so it is uniqued and hoisted per type, and index ops do
// not fold it. Expected output from mlir-opt 22 --canonicalize.
// RUN: bufjit opt %s -split-input-file --canonicalize --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @f() -> (i32, index, f32, vector<4xf32>, i1) {
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     %1 = ub.poison : f32
// CHECK-NEXT:     %2 = ub.poison : vector<4xf32>
// CHECK-NEXT:     %3 = ub.poison : i1
// CHECK-NEXT:     %4 = ub.poison : i32
// CHECK-NEXT:     return %4, %0, %1, %2, %3 : i32, index, f32, vector<4xf32>, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
func.func @f() -> (i32, index, f32, vector<4xf32>, i1) {
  %0 = ub.poison : i32
  %1 = ub.poison : index
  %2 = ub.poison : f32
  %3 = ub.poison : vector<4xf32>
  %4 = ub.poison : i1
  %5 = arith.addi %0, %0 : i32
  return %5, %1, %2, %3, %4 : i32, index, f32, vector<4xf32>, i1
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i1, %arg2: index) -> (i32, i32, i32, i1, i32, i32, i32, index, i64) {
// CHECK-NEXT:     %0 = ub.poison : i64
// CHECK-NEXT:     %1 = ub.poison : i32
// CHECK-NEXT:     %2 = ub.poison : index
// CHECK-NEXT:     %3 = arith.cmpi slt, %arg0, %1 : i32
// CHECK-NEXT:     %4 = arith.shli %arg0, %1 : i32
// CHECK-NEXT:     %5 = index.add %arg2, %2
// CHECK-NEXT:     return %1, %1, %arg0, %3, %1, %1, %4, %5, %0 : i32, i32, i32, i1, i32, i32, i32, index, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
func.func @f(%a: i32, %c: i1, %x: index) -> (i32, i32, i32, i1, i32, i32, i32, index, i64) {
  %p = ub.poison : i32
  %pi = ub.poison : index
  %0 = arith.divui %a, %p : i32
  %1 = arith.andi %a, %p : i32
  %2 = arith.select %c, %p, %a : i32
  %3 = arith.cmpi slt, %a, %p : i32
  %4 = arith.muli %p, %a : i32
  %5 = arith.select %c, %p, %p : i32
  %6 = arith.shli %a, %p : i32
  %7 = index.add %x, %pi
  %8 = arith.extsi %p : i32 to i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i1, i32, i32, i32, index, i64
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: f32) {
// CHECK-NEXT:     %0 = ub.poison : f64
// CHECK-NEXT:     %1 = ub.poison : index
// CHECK-NEXT:     %2 = ub.poison : i64
// CHECK-NEXT:     %3 = ub.poison : i8
// CHECK-NEXT:     %4 = ub.poison : i32
// CHECK-NEXT:     %5 = ub.poison : f32
// CHECK-NEXT:     %6 = arith.shrsi %arg0, %4 : i32
// CHECK-NEXT:     %7 = arith.cmpf olt, %arg1, %5 : f32
// CHECK-NEXT:     %8 = arith.shrui %arg0, %4 : i32
// CHECK-NEXT:     "test.use"(%4, %4, %4, %4, %4, %4, %4, %4, %6, %5, %5, %3, %2, %1, %5, %4, %4, %4, %5, %5, %7, %8, %4, %5, %0, %4, %5, %1) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, i8, i64, index, f32, i32, i32, i32, f32, f32, i1, i32, i32, f32, f64, i32, f32, index) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
func.func @f(%a: i32, %f: f32) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %0 = arith.addi %a, %p : i32
  %1 = arith.subi %p, %a : i32
  %2 = arith.ori %a, %p : i32
  %3 = arith.xori %a, %p : i32
  %4 = arith.divsi %a, %p : i32
  %5 = arith.remsi %p, %a : i32
  %6 = arith.maxsi %a, %p : i32
  %7 = arith.minui %a, %p : i32
  %8 = arith.shrsi %a, %p : i32
  %9 = arith.addf %f, %q : f32
  %10 = arith.negf %q : f32
  %11 = arith.trunci %p : i32 to i8
  %12 = arith.extui %p : i32 to i64
  %13 = arith.index_cast %p : i32 to index
  %14 = arith.sitofp %p : i32 to f32
  %15 = arith.ceildivsi %a, %p : i32
  %16 = arith.floordivsi %a, %p : i32
  %17 = arith.remui %a, %p : i32
  %18 = arith.mulf %f, %q : f32
  %19 = arith.maximumf %f, %q : f32
  %20 = arith.cmpf olt, %f, %q : f32
  %21 = arith.shrui %a, %p : i32
  %22 = arith.ceildivui %a, %p : i32
  %23 = arith.divf %f, %q : f32
  %24 = arith.extf %q : f32 to f64
  %25 = arith.fptosi %q : f32 to i32
  %26 = arith.bitcast %p : i32 to f32
  %27 = arith.index_castui %p : i32 to index
  "test.use"(%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27) : (i32,i32,i32,i32,i32,i32,i32,i32,i32,f32,f32,i8,i64,index,f32,i32,i32,i32,f32,f32,i1,i32,i32,f32,f64,i32,f32,index) -> ()
  return
}
