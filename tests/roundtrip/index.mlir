// Round trip of the index dialect: every op in its custom form, then the same ops in generic
// form printed back in custom form. Expected text from mlir-opt 22.
// RUN: bufjit opt %s -split-input-file | FileCheck %s
// RUN: bufjit opt %s -split-input-file --mlir-print-op-generic | bufjit opt -split-input-file | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: index, %arg2: i32) -> (index, i1, i64) {
// CHECK-NEXT:     %0 = index.add %arg0, %arg1
// CHECK-NEXT:     %1 = index.sub %0, %arg1
// CHECK-NEXT:     %2 = index.mul %1, %arg0
// CHECK-NEXT:     %3 = index.divs %2, %arg0
// CHECK-NEXT:     %4 = index.divu %3, %arg0
// CHECK-NEXT:     %5 = index.ceildivs %4, %arg0
// CHECK-NEXT:     %6 = index.ceildivu %5, %arg0
// CHECK-NEXT:     %7 = index.floordivs %6, %arg0
// CHECK-NEXT:     %8 = index.rems %7, %arg0
// CHECK-NEXT:     %9 = index.remu %8, %arg0
// CHECK-NEXT:     %10 = index.maxs %9, %arg0
// CHECK-NEXT:     %11 = index.maxu %10, %arg0
// CHECK-NEXT:     %12 = index.mins %11, %arg0
// CHECK-NEXT:     %13 = index.minu %12, %arg0
// CHECK-NEXT:     %14 = index.shl %13, %arg0
// CHECK-NEXT:     %15 = index.shrs %14, %arg0
// CHECK-NEXT:     %16 = index.shru %15, %arg0
// CHECK-NEXT:     %17 = index.and %16, %arg0
// CHECK-NEXT:     %18 = index.or %17, %arg0
// CHECK-NEXT:     %19 = index.xor %18, %arg0
// CHECK-NEXT:     %idx42 = index.constant 42
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %false = index.bool.constant false
// CHECK-NEXT:     %20 = index.cmp slt(%19, %idx42)
// CHECK-NEXT:     %21 = index.cmp uge(%19, %idx42)
// CHECK-NEXT:     %22 = index.casts %arg2 : i32 to index
// CHECK-NEXT:     %23 = index.castu %19 : index to i64
// CHECK-NEXT:     %24 = index.sizeof
// CHECK-NEXT:     return %22, %20, %23 : index, i1, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
func.func @f(%a: index, %b: index, %i: i32) -> (index, i1, i64) {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %a
  %4 = index.divu %3, %a
  %5 = index.ceildivs %4, %a
  %6 = index.ceildivu %5, %a
  %7 = index.floordivs %6, %a
  %8 = index.rems %7, %a
  %9 = index.remu %8, %a
  %10 = index.maxs %9, %a
  %11 = index.maxu %10, %a
  %12 = index.mins %11, %a
  %13 = index.minu %12, %a
  %14 = index.shl %13, %a
  %15 = index.shrs %14, %a
  %16 = index.shru %15, %a
  %17 = index.and %16, %a
  %18 = index.or %17, %a
  %19 = index.xor %18, %a
  %c = index.constant 42
  %t = index.bool.constant true
  %f = index.bool.constant false
  %cmp = index.cmp slt(%19, %c)
  %cmp2 = index.cmp uge(%19, %c)
  %s = index.casts %i : i32 to index
  %u = index.castu %19 : index to i64
  %z = index.sizeof
  return %s, %cmp, %u : index, i1, i64
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @f() -> (index, index, index) {
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %idx7 = index.constant 7
// CHECK-NEXT:     %0 = index.cmp eq(%idx-1, %idx0)
// CHECK-NEXT:     %1 = index.cmp sgt(%idx-1, %idx0)
// CHECK-NEXT:     return %idx-1, %idx0, %idx7 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
func.func @f() -> (index, index, index) {
  %a = index.constant -1
  %b = index.constant 0
  %c = "index.constant"() {value = 7 : index} : () -> index
  %d = index.cmp eq(%a, %b)
  %e = index.cmp sgt(%a, %b)
  return %a, %b, %c : index, index, index
}
