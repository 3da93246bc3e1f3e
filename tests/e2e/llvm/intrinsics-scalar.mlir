// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s
// Integer and float intrinsics on scalars (saturating, funnel shifts, bit counts, overflow,
// fma, copysign, rounding, libm calls); the expected output is mlir-runner 22's.
// CHECK: 127
// CHECK-NEXT: -128
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 36
// CHECK-NEXT: -109
// CHECK-NEXT: 100
// CHECK-NEXT: 6
// CHECK-NEXT: 2
// CHECK-NEXT: 4
// CHECK-NEXT: 100
// CHECK-NEXT: 100
// CHECK-NEXT: -100
// CHECK-NEXT: -64
// CHECK-NEXT: -56
// CHECK-NEXT: 1
// CHECK-NEXT: 0.625
// CHECK-NEXT: -2.5
// CHECK-NEXT: 3
// CHECK-NEXT: 2
// CHECK-NEXT: 9.88212
// CHECK-NEXT: 2.5
// CHECK-NEXT: -1
// CHECK-NEXT: 0.25
// CHECK-NEXT: 0.472367

llvm.func @printI64(i64)
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @show(%x: i8) {
  %0 = llvm.sext %x : i8 to i64
  llvm.call @printI64(%0) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @showf(%x: f32) {
  %0 = llvm.fpext %x : f32 to f64
  llvm.call @printF64(%0) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
llvm.func @main() {
  %a = llvm.mlir.constant(100 : i8) : i8
  %b = llvm.mlir.constant(-100 : i8) : i8
  %c = llvm.mlir.constant(3 : i8) : i8
  %z = llvm.mlir.constant(0 : i8) : i8
  %0 = llvm.intr.sadd.sat(%a, %a) : (i8, i8) -> i8
  llvm.call @show(%0) : (i8) -> ()
  %1 = llvm.intr.ssub.sat(%b, %a) : (i8, i8) -> i8
  llvm.call @show(%1) : (i8) -> ()
  %2 = llvm.intr.uadd.sat(%b, %b) : (i8, i8) -> i8
  llvm.call @show(%2) : (i8) -> ()
  %3 = llvm.intr.usub.sat(%a, %b) : (i8, i8) -> i8
  llvm.call @show(%3) : (i8) -> ()
  %4 = llvm.intr.fshl(%a, %b, %c) : (i8, i8, i8) -> i8
  llvm.call @show(%4) : (i8) -> ()
  %5 = llvm.intr.fshr(%a, %b, %c) : (i8, i8, i8) -> i8
  llvm.call @show(%5) : (i8) -> ()
  %6 = llvm.intr.fshl(%a, %b, %z) : (i8, i8, i8) -> i8
  llvm.call @show(%6) : (i8) -> ()
  %7 = "llvm.intr.ctlz"(%c) <{is_zero_poison = false}> : (i8) -> i8
  llvm.call @show(%7) : (i8) -> ()
  %8 = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i8) -> i8
  llvm.call @show(%8) : (i8) -> ()
  %9 = llvm.intr.ctpop(%b) : (i8) -> i8
  llvm.call @show(%9) : (i8) -> ()
  %10 = "llvm.intr.abs"(%b) <{is_int_min_poison = false}> : (i8) -> i8
  llvm.call @show(%10) : (i8) -> ()
  %11 = llvm.intr.umin(%a, %b) : (i8, i8) -> i8
  llvm.call @show(%11) : (i8) -> ()
  %12 = llvm.intr.smin(%a, %b) : (i8, i8) -> i8
  llvm.call @show(%12) : (i8) -> ()
  %13 = llvm.intr.bitreverse(%c) : (i8) -> i8
  llvm.call @show(%13) : (i8) -> ()
  %14 = "llvm.intr.sadd.with.overflow"(%a, %a) : (i8, i8) -> !llvm.struct<(i8, i1)>
  %15 = llvm.extractvalue %14[0] : !llvm.struct<(i8, i1)>
  %16 = llvm.extractvalue %14[1] : !llvm.struct<(i8, i1)>
  %17 = llvm.zext %16 : i1 to i8
  llvm.call @show(%15) : (i8) -> ()
  llvm.call @show(%17) : (i8) -> ()
  %x = llvm.mlir.constant(2.5 : f32) : f32
  %y = llvm.mlir.constant(-0.75 : f32) : f32
  %f0 = llvm.intr.fma(%x, %y, %x) : (f32, f32, f32) -> f32
  llvm.call @showf(%f0) : (f32) -> ()
  %f1 = llvm.intr.copysign(%x, %y) : (f32, f32) -> f32
  llvm.call @showf(%f1) : (f32) -> ()
  %f2 = llvm.intr.round(%x) : (f32) -> f32
  llvm.call @showf(%f2) : (f32) -> ()
  %f3 = llvm.intr.roundeven(%x) : (f32) -> f32
  llvm.call @showf(%f3) : (f32) -> ()
  %f4 = llvm.intr.pow(%x, %x) : (f32, f32) -> f32
  llvm.call @showf(%f4) : (f32) -> ()
  %f5 = llvm.intr.maxnum(%x, %y) : (f32, f32) -> f32
  llvm.call @showf(%f5) : (f32) -> ()
  %f6 = llvm.intr.floor(%y) : (f32) -> f32
  llvm.call @showf(%f6) : (f32) -> ()
  %f7 = llvm.frem %x, %y : f32
  llvm.call @showf(%f7) : (f32) -> ()
  %f8 = llvm.intr.exp(%y) : (f32) -> f32
  llvm.call @showf(%f8) : (f32) -> ()
  llvm.return
}
