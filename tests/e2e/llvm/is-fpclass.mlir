// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// llvm.intr.is.fpclass (what -convert-math-to-llvm makes of math.isnan and math.isfinite) on
// quiet and signaling NaNs, infinities, zeros, subnormals and normals of both signs, for each
// class bit alone and for the NaN, finite and infinite masks; one line per value, one digit
// per mask. The expected output is mlir-runner 22's.
// CHECK: 0110000000000
// CHECK-NEXT: 1010000000000
// CHECK-NEXT: 0000000000101
// CHECK-NEXT: 0001000000001
// CHECK-NEXT: 0000000100010
// CHECK-NEXT: 0000001000010
// CHECK-NEXT: 0000000010010
// CHECK-NEXT: 0000010000010
// CHECK-NEXT: 0000000001010
// CHECK-NEXT: 0000100000010

llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @main() {
  %b0 = llvm.mlir.constant(2143289344 : i32) : i32
  %x0 = llvm.bitcast %b0 : i32 to f32
  %c0_1 = "llvm.intr.is.fpclass"(%x0) <{bit = 1 : i32}> : (f32) -> i1
  %z0_1 = llvm.zext %c0_1 : i1 to i64
  llvm.call @printI64(%z0_1) : (i64) -> ()
  %c0_2 = "llvm.intr.is.fpclass"(%x0) <{bit = 2 : i32}> : (f32) -> i1
  %z0_2 = llvm.zext %c0_2 : i1 to i64
  llvm.call @printI64(%z0_2) : (i64) -> ()
  %c0_3 = "llvm.intr.is.fpclass"(%x0) <{bit = 3 : i32}> : (f32) -> i1
  %z0_3 = llvm.zext %c0_3 : i1 to i64
  llvm.call @printI64(%z0_3) : (i64) -> ()
  %c0_4 = "llvm.intr.is.fpclass"(%x0) <{bit = 4 : i32}> : (f32) -> i1
  %z0_4 = llvm.zext %c0_4 : i1 to i64
  llvm.call @printI64(%z0_4) : (i64) -> ()
  %c0_8 = "llvm.intr.is.fpclass"(%x0) <{bit = 8 : i32}> : (f32) -> i1
  %z0_8 = llvm.zext %c0_8 : i1 to i64
  llvm.call @printI64(%z0_8) : (i64) -> ()
  %c0_16 = "llvm.intr.is.fpclass"(%x0) <{bit = 16 : i32}> : (f32) -> i1
  %z0_16 = llvm.zext %c0_16 : i1 to i64
  llvm.call @printI64(%z0_16) : (i64) -> ()
  %c0_32 = "llvm.intr.is.fpclass"(%x0) <{bit = 32 : i32}> : (f32) -> i1
  %z0_32 = llvm.zext %c0_32 : i1 to i64
  llvm.call @printI64(%z0_32) : (i64) -> ()
  %c0_64 = "llvm.intr.is.fpclass"(%x0) <{bit = 64 : i32}> : (f32) -> i1
  %z0_64 = llvm.zext %c0_64 : i1 to i64
  llvm.call @printI64(%z0_64) : (i64) -> ()
  %c0_128 = "llvm.intr.is.fpclass"(%x0) <{bit = 128 : i32}> : (f32) -> i1
  %z0_128 = llvm.zext %c0_128 : i1 to i64
  llvm.call @printI64(%z0_128) : (i64) -> ()
  %c0_256 = "llvm.intr.is.fpclass"(%x0) <{bit = 256 : i32}> : (f32) -> i1
  %z0_256 = llvm.zext %c0_256 : i1 to i64
  llvm.call @printI64(%z0_256) : (i64) -> ()
  %c0_512 = "llvm.intr.is.fpclass"(%x0) <{bit = 512 : i32}> : (f32) -> i1
  %z0_512 = llvm.zext %c0_512 : i1 to i64
  llvm.call @printI64(%z0_512) : (i64) -> ()
  %c0_504 = "llvm.intr.is.fpclass"(%x0) <{bit = 504 : i32}> : (f32) -> i1
  %z0_504 = llvm.zext %c0_504 : i1 to i64
  llvm.call @printI64(%z0_504) : (i64) -> ()
  %c0_516 = "llvm.intr.is.fpclass"(%x0) <{bit = 516 : i32}> : (f32) -> i1
  %z0_516 = llvm.zext %c0_516 : i1 to i64
  llvm.call @printI64(%z0_516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %b1 = llvm.mlir.constant(2139095041 : i32) : i32
  %x1 = llvm.bitcast %b1 : i32 to f32
  %c1_1 = "llvm.intr.is.fpclass"(%x1) <{bit = 1 : i32}> : (f32) -> i1
  %z1_1 = llvm.zext %c1_1 : i1 to i64
  llvm.call @printI64(%z1_1) : (i64) -> ()
  %c1_2 = "llvm.intr.is.fpclass"(%x1) <{bit = 2 : i32}> : (f32) -> i1
  %z1_2 = llvm.zext %c1_2 : i1 to i64
  llvm.call @printI64(%z1_2) : (i64) -> ()
  %c1_3 = "llvm.intr.is.fpclass"(%x1) <{bit = 3 : i32}> : (f32) -> i1
  %z1_3 = llvm.zext %c1_3 : i1 to i64
  llvm.call @printI64(%z1_3) : (i64) -> ()
  %c1_4 = "llvm.intr.is.fpclass"(%x1) <{bit = 4 : i32}> : (f32) -> i1
  %z1_4 = llvm.zext %c1_4 : i1 to i64
  llvm.call @printI64(%z1_4) : (i64) -> ()
  %c1_8 = "llvm.intr.is.fpclass"(%x1) <{bit = 8 : i32}> : (f32) -> i1
  %z1_8 = llvm.zext %c1_8 : i1 to i64
  llvm.call @printI64(%z1_8) : (i64) -> ()
  %c1_16 = "llvm.intr.is.fpclass"(%x1) <{bit = 16 : i32}> : (f32) -> i1
  %z1_16 = llvm.zext %c1_16 : i1 to i64
  llvm.call @printI64(%z1_16) : (i64) -> ()
  %c1_32 = "llvm.intr.is.fpclass"(%x1) <{bit = 32 : i32}> : (f32) -> i1
  %z1_32 = llvm.zext %c1_32 : i1 to i64
  llvm.call @printI64(%z1_32) : (i64) -> ()
  %c1_64 = "llvm.intr.is.fpclass"(%x1) <{bit = 64 : i32}> : (f32) -> i1
  %z1_64 = llvm.zext %c1_64 : i1 to i64
  llvm.call @printI64(%z1_64) : (i64) -> ()
  %c1_128 = "llvm.intr.is.fpclass"(%x1) <{bit = 128 : i32}> : (f32) -> i1
  %z1_128 = llvm.zext %c1_128 : i1 to i64
  llvm.call @printI64(%z1_128) : (i64) -> ()
  %c1_256 = "llvm.intr.is.fpclass"(%x1) <{bit = 256 : i32}> : (f32) -> i1
  %z1_256 = llvm.zext %c1_256 : i1 to i64
  llvm.call @printI64(%z1_256) : (i64) -> ()
  %c1_512 = "llvm.intr.is.fpclass"(%x1) <{bit = 512 : i32}> : (f32) -> i1
  %z1_512 = llvm.zext %c1_512 : i1 to i64
  llvm.call @printI64(%z1_512) : (i64) -> ()
  %c1_504 = "llvm.intr.is.fpclass"(%x1) <{bit = 504 : i32}> : (f32) -> i1
  %z1_504 = llvm.zext %c1_504 : i1 to i64
  llvm.call @printI64(%z1_504) : (i64) -> ()
  %c1_516 = "llvm.intr.is.fpclass"(%x1) <{bit = 516 : i32}> : (f32) -> i1
  %z1_516 = llvm.zext %c1_516 : i1 to i64
  llvm.call @printI64(%z1_516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %b2 = llvm.mlir.constant(2139095040 : i32) : i32
  %x2 = llvm.bitcast %b2 : i32 to f32
  %c2_1 = "llvm.intr.is.fpclass"(%x2) <{bit = 1 : i32}> : (f32) -> i1
  %z2_1 = llvm.zext %c2_1 : i1 to i64
  llvm.call @printI64(%z2_1) : (i64) -> ()
  %c2_2 = "llvm.intr.is.fpclass"(%x2) <{bit = 2 : i32}> : (f32) -> i1
  %z2_2 = llvm.zext %c2_2 : i1 to i64
  llvm.call @printI64(%z2_2) : (i64) -> ()
  %c2_3 = "llvm.intr.is.fpclass"(%x2) <{bit = 3 : i32}> : (f32) -> i1
  %z2_3 = llvm.zext %c2_3 : i1 to i64
  llvm.call @printI64(%z2_3) : (i64) -> ()
  %c2_4 = "llvm.intr.is.fpclass"(%x2) <{bit = 4 : i32}> : (f32) -> i1
  %z2_4 = llvm.zext %c2_4 : i1 to i64
  llvm.call @printI64(%z2_4) : (i64) -> ()
  %c2_8 = "llvm.intr.is.fpclass"(%x2) <{bit = 8 : i32}> : (f32) -> i1
  %z2_8 = llvm.zext %c2_8 : i1 to i64
  llvm.call @printI64(%z2_8) : (i64) -> ()
  %c2_16 = "llvm.intr.is.fpclass"(%x2) <{bit = 16 : i32}> : (f32) -> i1
  %z2_16 = llvm.zext %c2_16 : i1 to i64
  llvm.call @printI64(%z2_16) : (i64) -> ()
  %c2_32 = "llvm.intr.is.fpclass"(%x2) <{bit = 32 : i32}> : (f32) -> i1
  %z2_32 = llvm.zext %c2_32 : i1 to i64
  llvm.call @printI64(%z2_32) : (i64) -> ()
  %c2_64 = "llvm.intr.is.fpclass"(%x2) <{bit = 64 : i32}> : (f32) -> i1
  %z2_64 = llvm.zext %c2_64 : i1 to i64
  llvm.call @printI64(%z2_64) : (i64) -> ()
  %c2_128 = "llvm.intr.is.fpclass"(%x2) <{bit = 128 : i32}> : (f32) -> i1
  %z2_128 = llvm.zext %c2_128 : i1 to i64
  llvm.call @printI64(%z2_128) : (i64) -> ()
  %c2_256 = "llvm.intr.is.fpclass"(%x2) <{bit = 256 : i32}> : (f32) -> i1
  %z2_256 = llvm.zext %c2_256 : i1 to i64
  llvm.call @printI64(%z2_256) : (i64) -> ()
  %c2_512 = "llvm.intr.is.fpclass"(%x2) <{bit = 512 : i32}> : (f32) -> i1
  %z2_512 = llvm.zext %c2_512 : i1 to i64
  llvm.call @printI64(%z2_512) : (i64) -> ()
  %c2_504 = "llvm.intr.is.fpclass"(%x2) <{bit = 504 : i32}> : (f32) -> i1
  %z2_504 = llvm.zext %c2_504 : i1 to i64
  llvm.call @printI64(%z2_504) : (i64) -> ()
  %c2_516 = "llvm.intr.is.fpclass"(%x2) <{bit = 516 : i32}> : (f32) -> i1
  %z2_516 = llvm.zext %c2_516 : i1 to i64
  llvm.call @printI64(%z2_516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %b3 = llvm.mlir.constant(4286578688 : i32) : i32
  %x3 = llvm.bitcast %b3 : i32 to f32
  %c3_1 = "llvm.intr.is.fpclass"(%x3) <{bit = 1 : i32}> : (f32) -> i1
  %z3_1 = llvm.zext %c3_1 : i1 to i64
  llvm.call @printI64(%z3_1) : (i64) -> ()
  %c3_2 = "llvm.intr.is.fpclass"(%x3) <{bit = 2 : i32}> : (f32) -> i1
  %z3_2 = llvm.zext %c3_2 : i1 to i64
  llvm.call @printI64(%z3_2) : (i64) -> ()
  %c3_3 = "llvm.intr.is.fpclass"(%x3) <{bit = 3 : i32}> : (f32) -> i1
  %z3_3 = llvm.zext %c3_3 : i1 to i64
  llvm.call @printI64(%z3_3) : (i64) -> ()
  %c3_4 = "llvm.intr.is.fpclass"(%x3) <{bit = 4 : i32}> : (f32) -> i1
  %z3_4 = llvm.zext %c3_4 : i1 to i64
  llvm.call @printI64(%z3_4) : (i64) -> ()
  %c3_8 = "llvm.intr.is.fpclass"(%x3) <{bit = 8 : i32}> : (f32) -> i1
  %z3_8 = llvm.zext %c3_8 : i1 to i64
  llvm.call @printI64(%z3_8) : (i64) -> ()
  %c3_16 = "llvm.intr.is.fpclass"(%x3) <{bit = 16 : i32}> : (f32) -> i1
  %z3_16 = llvm.zext %c3_16 : i1 to i64
  llvm.call @printI64(%z3_16) : (i64) -> ()
  %c3_32 = "llvm.intr.is.fpclass"(%x3) <{bit = 32 : i32}> : (f32) -> i1
  %z3_32 = llvm.zext %c3_32 : i1 to i64
  llvm.call @printI64(%z3_32) : (i64) -> ()
  %c3_64 = "llvm.intr.is.fpclass"(%x3) <{bit = 64 : i32}> : (f32) -> i1
  %z3_64 = llvm.zext %c3_64 : i1 to i64
  llvm.call @printI64(%z3_64) : (i64) -> ()
  %c3_128 = "llvm.intr.is.fpclass"(%x3) <{bit = 128 : i32}> : (f32) -> i1
  %z3_128 = llvm.zext %c3_128 : i1 to i64
  llvm.call @printI64(%z3_128) : (i64) -> ()
  %c3_256 = "llvm.intr.is.fpclass"(%x3) <{bit = 256 : i32}> : (f32) -> i1
  %z3_256 = llvm.zext %c3_256 : i1 to i64
  llvm.call @printI64(%z3_256) : (i64) -> ()
  %c3_512 = "llvm.intr.is.fpclass"(%x3) <{bit = 512 : i32}> : (f32) -> i1
  %z3_512 = llvm.zext %c3_512 : i1 to i64
  llvm.call @printI64(%z3_512) : (i64) -> ()
  %c3_504 = "llvm.intr.is.fpclass"(%x3) <{bit = 504 : i32}> : (f32) -> i1
  %z3_504 = llvm.zext %c3_504 : i1 to i64
  llvm.call @printI64(%z3_504) : (i64) -> ()
  %c3_516 = "llvm.intr.is.fpclass"(%x3) <{bit = 516 : i32}> : (f32) -> i1
  %z3_516 = llvm.zext %c3_516 : i1 to i64
  llvm.call @printI64(%z3_516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %b4 = llvm.mlir.constant(0 : i32) : i32
  %x4 = llvm.bitcast %b4 : i32 to f32
  %c4_1 = "llvm.intr.is.fpclass"(%x4) <{bit = 1 : i32}> : (f32) -> i1
  %z4_1 = llvm.zext %c4_1 : i1 to i64
  llvm.call @printI64(%z4_1) : (i64) -> ()
  %c4_2 = "llvm.intr.is.fpclass"(%x4) <{bit = 2 : i32}> : (f32) -> i1
  %z4_2 = llvm.zext %c4_2 : i1 to i64
  llvm.call @printI64(%z4_2) : (i64) -> ()
  %c4_3 = "llvm.intr.is.fpclass"(%x4) <{bit = 3 : i32}> : (f32) -> i1
  %z4_3 = llvm.zext %c4_3 : i1 to i64
  llvm.call @printI64(%z4_3) : (i64) -> ()
  %c4_4 = "llvm.intr.is.fpclass"(%x4) <{bit = 4 : i32}> : (f32) -> i1
  %z4_4 = llvm.zext %c4_4 : i1 to i64
  llvm.call @printI64(%z4_4) : (i64) -> ()
  %c4_8 = "llvm.intr.is.fpclass"(%x4) <{bit = 8 : i32}> : (f32) -> i1
  %z4_8 = llvm.zext %c4_8 : i1 to i64
  llvm.call @printI64(%z4_8) : (i64) -> ()
  %c4_16 = "llvm.intr.is.fpclass"(%x4) <{bit = 16 : i32}> : (f32) -> i1
  %z4_16 = llvm.zext %c4_16 : i1 to i64
  llvm.call @printI64(%z4_16) : (i64) -> ()
  %c4_32 = "llvm.intr.is.fpclass"(%x4) <{bit = 32 : i32}> : (f32) -> i1
  %z4_32 = llvm.zext %c4_32 : i1 to i64
  llvm.call @printI64(%z4_32) : (i64) -> ()
  %c4_64 = "llvm.intr.is.fpclass"(%x4) <{bit = 64 : i32}> : (f32) -> i1
  %z4_64 = llvm.zext %c4_64 : i1 to i64
  llvm.call @printI64(%z4_64) : (i64) -> ()
  %c4_128 = "llvm.intr.is.fpclass"(%x4) <{bit = 128 : i32}> : (f32) -> i1
  %z4_128 = llvm.zext %c4_128 : i1 to i64
  llvm.call @printI64(%z4_128) : (i64) -> ()
  %c4_256 = "llvm.intr.is.fpclass"(%x4) <{bit = 256 : i32}> : (f32) -> i1
  %z4_256 = llvm.zext %c4_256 : i1 to i64
  llvm.call @printI64(%z4_256) : (i64) -> ()
  %c4_512 = "llvm.intr.is.fpclass"(%x4) <{bit = 512 : i32}> : (f32) -> i1
  %z4_512 = llvm.zext %c4_512 : i1 to i64
  llvm.call @printI64(%z4_512) : (i64) -> ()
  %c4_504 = "llvm.intr.is.fpclass"(%x4) <{bit = 504 : i32}> : (f32) -> i1
  %z4_504 = llvm.zext %c4_504 : i1 to i64
  llvm.call @printI64(%z4_504) : (i64) -> ()
  %c4_516 = "llvm.intr.is.fpclass"(%x4) <{bit = 516 : i32}> : (f32) -> i1
  %z4_516 = llvm.zext %c4_516 : i1 to i64
  llvm.call @printI64(%z4_516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %b5 = llvm.mlir.constant(2147483648 : i32) : i32
  %x5 = llvm.bitcast %b5 : i32 to f32
  %c5_1 = "llvm.intr.is.fpclass"(%x5) <{bit = 1 : i32}> : (f32) -> i1
  %z5_1 = llvm.zext %c5_1 : i1 to i64
  llvm.call @printI64(%z5_1) : (i64) -> ()
  %c5_2 = "llvm.intr.is.fpclass"(%x5) <{bit = 2 : i32}> : (f32) -> i1
  %z5_2 = llvm.zext %c5_2 : i1 to i64
  llvm.call @printI64(%z5_2) : (i64) -> ()
  %c5_3 = "llvm.intr.is.fpclass"(%x5) <{bit = 3 : i32}> : (f32) -> i1
  %z5_3 = llvm.zext %c5_3 : i1 to i64
  llvm.call @printI64(%z5_3) : (i64) -> ()
  %c5_4 = "llvm.intr.is.fpclass"(%x5) <{bit = 4 : i32}> : (f32) -> i1
  %z5_4 = llvm.zext %c5_4 : i1 to i64
  llvm.call @printI64(%z5_4) : (i64) -> ()
  %c5_8 = "llvm.intr.is.fpclass"(%x5) <{bit = 8 : i32}> : (f32) -> i1
  %z5_8 = llvm.zext %c5_8 : i1 to i64
  llvm.call @printI64(%z5_8) : (i64) -> ()
  %c5_16 = "llvm.intr.is.fpclass"(%x5) <{bit = 16 : i32}> : (f32) -> i1
  %z5_16 = llvm.zext %c5_16 : i1 to i64
  llvm.call @printI64(%z5_16) : (i64) -> ()
  %c5_32 = "llvm.intr.is.fpclass"(%x5) <{bit = 32 : i32}> : (f32) -> i1
  %z5_32 = llvm.zext %c5_32 : i1 to i64
  llvm.call @printI64(%z5_32) : (i64) -> ()
  %c5_64 = "llvm.intr.is.fpclass"(%x5) <{bit = 64 : i32}> : (f32) -> i1
  %z5_64 = llvm.zext %c5_64 : i1 to i64
  llvm.call @printI64(%z5_64) : (i64) -> ()
  %c5_128 = "llvm.intr.is.fpclass"(%x5) <{bit = 128 : i32}> : (f32) -> i1
  %z5_128 = llvm.zext %c5_128 : i1 to i64
  llvm.call @printI64(%z5_128) : (i64) -> ()
  %c5_256 = "llvm.intr.is.fpclass"(%x5) <{bit = 256 : i32}> : (f32) -> i1
  %z5_256 = llvm.zext %c5_256 : i1 to i64
  llvm.call @printI64(%z5_256) : (i64) -> ()
  %c5_512 = "llvm.intr.is.fpclass"(%x5) <{bit = 512 : i32}> : (f32) -> i1
  %z5_512 = llvm.zext %c5_512 : i1 to i64
  llvm.call @printI64(%z5_512) : (i64) -> ()
  %c5_504 = "llvm.intr.is.fpclass"(%x5) <{bit = 504 : i32}> : (f32) -> i1
  %z5_504 = llvm.zext %c5_504 : i1 to i64
  llvm.call @printI64(%z5_504) : (i64) -> ()
  %c5_516 = "llvm.intr.is.fpclass"(%x5) <{bit = 516 : i32}> : (f32) -> i1
  %z5_516 = llvm.zext %c5_516 : i1 to i64
  llvm.call @printI64(%z5_516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %b6 = llvm.mlir.constant(1 : i32) : i32
  %x6 = llvm.bitcast %b6 : i32 to f32
  %c6_1 = "llvm.intr.is.fpclass"(%x6) <{bit = 1 : i32}> : (f32) -> i1
  %z6_1 = llvm.zext %c6_1 : i1 to i64
  llvm.call @printI64(%z6_1) : (i64) -> ()
  %c6_2 = "llvm.intr.is.fpclass"(%x6) <{bit = 2 : i32}> : (f32) -> i1
  %z6_2 = llvm.zext %c6_2 : i1 to i64
  llvm.call @printI64(%z6_2) : (i64) -> ()
  %c6_3 = "llvm.intr.is.fpclass"(%x6) <{bit = 3 : i32}> : (f32) -> i1
  %z6_3 = llvm.zext %c6_3 : i1 to i64
  llvm.call @printI64(%z6_3) : (i64) -> ()
  %c6_4 = "llvm.intr.is.fpclass"(%x6) <{bit = 4 : i32}> : (f32) -> i1
  %z6_4 = llvm.zext %c6_4 : i1 to i64
  llvm.call @printI64(%z6_4) : (i64) -> ()
  %c6_8 = "llvm.intr.is.fpclass"(%x6) <{bit = 8 : i32}> : (f32) -> i1
  %z6_8 = llvm.zext %c6_8 : i1 to i64
  llvm.call @printI64(%z6_8) : (i64) -> ()
  %c6_16 = "llvm.intr.is.fpclass"(%x6) <{bit = 16 : i32}> : (f32) -> i1
  %z6_16 = llvm.zext %c6_16 : i1 to i64
  llvm.call @printI64(%z6_16) : (i64) -> ()
  %c6_32 = "llvm.intr.is.fpclass"(%x6) <{bit = 32 : i32}> : (f32) -> i1
  %z6_32 = llvm.zext %c6_32 : i1 to i64
  llvm.call @printI64(%z6_32) : (i64) -> ()
  %c6_64 = "llvm.intr.is.fpclass"(%x6) <{bit = 64 : i32}> : (f32) -> i1
  %z6_64 = llvm.zext %c6_64 : i1 to i64
  llvm.call @printI64(%z6_64) : (i64) -> ()
  %c6_128 = "llvm.intr.is.fpclass"(%x6) <{bit = 128 : i32}> : (f32) -> i1
  %z6_128 = llvm.zext %c6_128 : i1 to i64
  llvm.call @printI64(%z6_128) : (i64) -> ()
  %c6_256 = "llvm.intr.is.fpclass"(%x6) <{bit = 256 : i32}> : (f32) -> i1
  %z6_256 = llvm.zext %c6_256 : i1 to i64
  llvm.call @printI64(%z6_256) : (i64) -> ()
  %c6_512 = "llvm.intr.is.fpclass"(%x6) <{bit = 512 : i32}> : (f32) -> i1
  %z6_512 = llvm.zext %c6_512 : i1 to i64
  llvm.call @printI64(%z6_512) : (i64) -> ()
  %c6_504 = "llvm.intr.is.fpclass"(%x6) <{bit = 504 : i32}> : (f32) -> i1
  %z6_504 = llvm.zext %c6_504 : i1 to i64
  llvm.call @printI64(%z6_504) : (i64) -> ()
  %c6_516 = "llvm.intr.is.fpclass"(%x6) <{bit = 516 : i32}> : (f32) -> i1
  %z6_516 = llvm.zext %c6_516 : i1 to i64
  llvm.call @printI64(%z6_516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %b7 = llvm.mlir.constant(2147483649 : i32) : i32
  %x7 = llvm.bitcast %b7 : i32 to f32
  %c7_1 = "llvm.intr.is.fpclass"(%x7) <{bit = 1 : i32}> : (f32) -> i1
  %z7_1 = llvm.zext %c7_1 : i1 to i64
  llvm.call @printI64(%z7_1) : (i64) -> ()
  %c7_2 = "llvm.intr.is.fpclass"(%x7) <{bit = 2 : i32}> : (f32) -> i1
  %z7_2 = llvm.zext %c7_2 : i1 to i64
  llvm.call @printI64(%z7_2) : (i64) -> ()
  %c7_3 = "llvm.intr.is.fpclass"(%x7) <{bit = 3 : i32}> : (f32) -> i1
  %z7_3 = llvm.zext %c7_3 : i1 to i64
  llvm.call @printI64(%z7_3) : (i64) -> ()
  %c7_4 = "llvm.intr.is.fpclass"(%x7) <{bit = 4 : i32}> : (f32) -> i1
  %z7_4 = llvm.zext %c7_4 : i1 to i64
  llvm.call @printI64(%z7_4) : (i64) -> ()
  %c7_8 = "llvm.intr.is.fpclass"(%x7) <{bit = 8 : i32}> : (f32) -> i1
  %z7_8 = llvm.zext %c7_8 : i1 to i64
  llvm.call @printI64(%z7_8) : (i64) -> ()
  %c7_16 = "llvm.intr.is.fpclass"(%x7) <{bit = 16 : i32}> : (f32) -> i1
  %z7_16 = llvm.zext %c7_16 : i1 to i64
  llvm.call @printI64(%z7_16) : (i64) -> ()
  %c7_32 = "llvm.intr.is.fpclass"(%x7) <{bit = 32 : i32}> : (f32) -> i1
  %z7_32 = llvm.zext %c7_32 : i1 to i64
  llvm.call @printI64(%z7_32) : (i64) -> ()
  %c7_64 = "llvm.intr.is.fpclass"(%x7) <{bit = 64 : i32}> : (f32) -> i1
  %z7_64 = llvm.zext %c7_64 : i1 to i64
  llvm.call @printI64(%z7_64) : (i64) -> ()
  %c7_128 = "llvm.intr.is.fpclass"(%x7) <{bit = 128 : i32}> : (f32) -> i1
  %z7_128 = llvm.zext %c7_128 : i1 to i64
  llvm.call @printI64(%z7_128) : (i64) -> ()
  %c7_256 = "llvm.intr.is.fpclass"(%x7) <{bit = 256 : i32}> : (f32) -> i1
  %z7_256 = llvm.zext %c7_256 : i1 to i64
  llvm.call @printI64(%z7_256) : (i64) -> ()
  %c7_512 = "llvm.intr.is.fpclass"(%x7) <{bit = 512 : i32}> : (f32) -> i1
  %z7_512 = llvm.zext %c7_512 : i1 to i64
  llvm.call @printI64(%z7_512) : (i64) -> ()
  %c7_504 = "llvm.intr.is.fpclass"(%x7) <{bit = 504 : i32}> : (f32) -> i1
  %z7_504 = llvm.zext %c7_504 : i1 to i64
  llvm.call @printI64(%z7_504) : (i64) -> ()
  %c7_516 = "llvm.intr.is.fpclass"(%x7) <{bit = 516 : i32}> : (f32) -> i1
  %z7_516 = llvm.zext %c7_516 : i1 to i64
  llvm.call @printI64(%z7_516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %b8 = llvm.mlir.constant(1065353216 : i32) : i32
  %x8 = llvm.bitcast %b8 : i32 to f32
  %c8_1 = "llvm.intr.is.fpclass"(%x8) <{bit = 1 : i32}> : (f32) -> i1
  %z8_1 = llvm.zext %c8_1 : i1 to i64
  llvm.call @printI64(%z8_1) : (i64) -> ()
  %c8_2 = "llvm.intr.is.fpclass"(%x8) <{bit = 2 : i32}> : (f32) -> i1
  %z8_2 = llvm.zext %c8_2 : i1 to i64
  llvm.call @printI64(%z8_2) : (i64) -> ()
  %c8_3 = "llvm.intr.is.fpclass"(%x8) <{bit = 3 : i32}> : (f32) -> i1
  %z8_3 = llvm.zext %c8_3 : i1 to i64
  llvm.call @printI64(%z8_3) : (i64) -> ()
  %c8_4 = "llvm.intr.is.fpclass"(%x8) <{bit = 4 : i32}> : (f32) -> i1
  %z8_4 = llvm.zext %c8_4 : i1 to i64
  llvm.call @printI64(%z8_4) : (i64) -> ()
  %c8_8 = "llvm.intr.is.fpclass"(%x8) <{bit = 8 : i32}> : (f32) -> i1
  %z8_8 = llvm.zext %c8_8 : i1 to i64
  llvm.call @printI64(%z8_8) : (i64) -> ()
  %c8_16 = "llvm.intr.is.fpclass"(%x8) <{bit = 16 : i32}> : (f32) -> i1
  %z8_16 = llvm.zext %c8_16 : i1 to i64
  llvm.call @printI64(%z8_16) : (i64) -> ()
  %c8_32 = "llvm.intr.is.fpclass"(%x8) <{bit = 32 : i32}> : (f32) -> i1
  %z8_32 = llvm.zext %c8_32 : i1 to i64
  llvm.call @printI64(%z8_32) : (i64) -> ()
  %c8_64 = "llvm.intr.is.fpclass"(%x8) <{bit = 64 : i32}> : (f32) -> i1
  %z8_64 = llvm.zext %c8_64 : i1 to i64
  llvm.call @printI64(%z8_64) : (i64) -> ()
  %c8_128 = "llvm.intr.is.fpclass"(%x8) <{bit = 128 : i32}> : (f32) -> i1
  %z8_128 = llvm.zext %c8_128 : i1 to i64
  llvm.call @printI64(%z8_128) : (i64) -> ()
  %c8_256 = "llvm.intr.is.fpclass"(%x8) <{bit = 256 : i32}> : (f32) -> i1
  %z8_256 = llvm.zext %c8_256 : i1 to i64
  llvm.call @printI64(%z8_256) : (i64) -> ()
  %c8_512 = "llvm.intr.is.fpclass"(%x8) <{bit = 512 : i32}> : (f32) -> i1
  %z8_512 = llvm.zext %c8_512 : i1 to i64
  llvm.call @printI64(%z8_512) : (i64) -> ()
  %c8_504 = "llvm.intr.is.fpclass"(%x8) <{bit = 504 : i32}> : (f32) -> i1
  %z8_504 = llvm.zext %c8_504 : i1 to i64
  llvm.call @printI64(%z8_504) : (i64) -> ()
  %c8_516 = "llvm.intr.is.fpclass"(%x8) <{bit = 516 : i32}> : (f32) -> i1
  %z8_516 = llvm.zext %c8_516 : i1 to i64
  llvm.call @printI64(%z8_516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %b9 = llvm.mlir.constant(3212836864 : i32) : i32
  %x9 = llvm.bitcast %b9 : i32 to f32
  %c9_1 = "llvm.intr.is.fpclass"(%x9) <{bit = 1 : i32}> : (f32) -> i1
  %z9_1 = llvm.zext %c9_1 : i1 to i64
  llvm.call @printI64(%z9_1) : (i64) -> ()
  %c9_2 = "llvm.intr.is.fpclass"(%x9) <{bit = 2 : i32}> : (f32) -> i1
  %z9_2 = llvm.zext %c9_2 : i1 to i64
  llvm.call @printI64(%z9_2) : (i64) -> ()
  %c9_3 = "llvm.intr.is.fpclass"(%x9) <{bit = 3 : i32}> : (f32) -> i1
  %z9_3 = llvm.zext %c9_3 : i1 to i64
  llvm.call @printI64(%z9_3) : (i64) -> ()
  %c9_4 = "llvm.intr.is.fpclass"(%x9) <{bit = 4 : i32}> : (f32) -> i1
  %z9_4 = llvm.zext %c9_4 : i1 to i64
  llvm.call @printI64(%z9_4) : (i64) -> ()
  %c9_8 = "llvm.intr.is.fpclass"(%x9) <{bit = 8 : i32}> : (f32) -> i1
  %z9_8 = llvm.zext %c9_8 : i1 to i64
  llvm.call @printI64(%z9_8) : (i64) -> ()
  %c9_16 = "llvm.intr.is.fpclass"(%x9) <{bit = 16 : i32}> : (f32) -> i1
  %z9_16 = llvm.zext %c9_16 : i1 to i64
  llvm.call @printI64(%z9_16) : (i64) -> ()
  %c9_32 = "llvm.intr.is.fpclass"(%x9) <{bit = 32 : i32}> : (f32) -> i1
  %z9_32 = llvm.zext %c9_32 : i1 to i64
  llvm.call @printI64(%z9_32) : (i64) -> ()
  %c9_64 = "llvm.intr.is.fpclass"(%x9) <{bit = 64 : i32}> : (f32) -> i1
  %z9_64 = llvm.zext %c9_64 : i1 to i64
  llvm.call @printI64(%z9_64) : (i64) -> ()
  %c9_128 = "llvm.intr.is.fpclass"(%x9) <{bit = 128 : i32}> : (f32) -> i1
  %z9_128 = llvm.zext %c9_128 : i1 to i64
  llvm.call @printI64(%z9_128) : (i64) -> ()
  %c9_256 = "llvm.intr.is.fpclass"(%x9) <{bit = 256 : i32}> : (f32) -> i1
  %z9_256 = llvm.zext %c9_256 : i1 to i64
  llvm.call @printI64(%z9_256) : (i64) -> ()
  %c9_512 = "llvm.intr.is.fpclass"(%x9) <{bit = 512 : i32}> : (f32) -> i1
  %z9_512 = llvm.zext %c9_512 : i1 to i64
  llvm.call @printI64(%z9_512) : (i64) -> ()
  %c9_504 = "llvm.intr.is.fpclass"(%x9) <{bit = 504 : i32}> : (f32) -> i1
  %z9_504 = llvm.zext %c9_504 : i1 to i64
  llvm.call @printI64(%z9_504) : (i64) -> ()
  %c9_516 = "llvm.intr.is.fpclass"(%x9) <{bit = 516 : i32}> : (f32) -> i1
  %z9_516 = llvm.zext %c9_516 : i1 to i64
  llvm.call @printI64(%z9_516) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
