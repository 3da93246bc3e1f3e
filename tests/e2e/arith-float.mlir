// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// Float arithmetic, comparisons, casts and math functions on f32 and f64.

func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @pf(%x: f32) {
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @pd(%x: f64) {
  call @printF64(%x) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 2.5 : f32
  %b = arith.constant -0.75 : f32
  %add = arith.addf %a, %b : f32
  // CHECK: 1.75
  call @pf(%add) : (f32) -> ()
  %mul = arith.mulf %a, %b : f32
  // CHECK-NEXT: -1.875
  call @pf(%mul) : (f32) -> ()
  %div = arith.divf %a, %b : f32
  // CHECK-NEXT: -3.33333
  call @pf(%div) : (f32) -> ()
  %rem = arith.remf %a, %b : f32
  // CHECK-NEXT: 0.25
  call @pf(%rem) : (f32) -> ()
  %neg = arith.negf %a : f32
  // CHECK-NEXT: -2.5
  call @pf(%neg) : (f32) -> ()
  %max = arith.maximumf %a, %b : f32
  // CHECK-NEXT: 2.5
  call @pf(%max) : (f32) -> ()
  %sq = math.sqrt %a : f32
  // CHECK-NEXT: 1.58114
  call @pf(%sq) : (f32) -> ()
  %fl = math.floor %b : f32
  // CHECK-NEXT: -1
  call @pf(%fl) : (f32) -> ()

  %x = arith.constant 1.0 : f64
  %e = math.exp %x : f64
  // CHECK-NEXT: 2.71828
  call @pd(%e) : (f64) -> ()
  %s = math.sin %x : f64
  // CHECK-NEXT: 0.841471
  call @pd(%s) : (f64) -> ()
  %three = arith.constant 3.0 : f64
  %p = math.powf %three, %three : f64
  // CHECK-NEXT: 27
  call @pd(%p) : (f64) -> ()
  %ext = arith.extf %a : f32 to f64
  %fm = math.fma %ext, %ext, %x : f64
  // CHECK-NEXT: 7.25
  call @pd(%fm) : (f64) -> ()
  %tr = arith.truncf %fm : f64 to f32
  // CHECK-NEXT: 7.25
  call @pf(%tr) : (f32) -> ()

  %i = arith.fptosi %div : f32 to i64
  // CHECK-NEXT: -3
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  %c7 = arith.constant 7 : i32
  %f7 = arith.sitofp %c7 : i32 to f64
  %h = arith.divf %f7, %three : f64
  // CHECK-NEXT: 2.33333
  call @pd(%h) : (f64) -> ()
  %lt = arith.cmpf olt, %b, %a : f32
  %nan = arith.constant 0x7FC00000 : f32
  %uno = arith.cmpf uno, %nan, %a : f32
  %isn = math.isnan %nan : f32
  %both = arith.andi %lt, %uno : i1
  %all = arith.andi %both, %isn : i1
  %ai = arith.extui %all : i1 to i64
  // CHECK-NEXT: 1
  call @printI64(%ai) : (i64) -> ()
  call @printNewline() : () -> ()
  %bits = arith.bitcast %a : f32 to i32
  %bw = arith.extui %bits : i32 to i64
  // CHECK-NEXT: 1075838976
  call @printI64(%bw) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
