// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// Integer arithmetic on every supported width, printed through printI64.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @p32(%x: i32) {
  %w = arith.extsi %x : i32 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @p64(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 17 : i32
  %b = arith.constant -5 : i32
  %add = arith.addi %a, %b : i32
  // CHECK: 12
  call @p32(%add) : (i32) -> ()
  %sub = arith.subi %b, %a : i32
  // CHECK-NEXT: -22
  call @p32(%sub) : (i32) -> ()
  %mul = arith.muli %a, %b : i32
  // CHECK-NEXT: -85
  call @p32(%mul) : (i32) -> ()
  %div = arith.divsi %a, %b : i32
  // CHECK-NEXT: -3
  call @p32(%div) : (i32) -> ()
  %rem = arith.remsi %a, %b : i32
  // CHECK-NEXT: 2
  call @p32(%rem) : (i32) -> ()
  %fdiv = arith.floordivsi %a, %b : i32
  // CHECK-NEXT: -4
  call @p32(%fdiv) : (i32) -> ()
  %cdiv = arith.ceildivsi %a, %b : i32
  // CHECK-NEXT: -3
  call @p32(%cdiv) : (i32) -> ()
  %udiv = arith.divui %b, %a : i32
  // CHECK-NEXT: 252645134
  call @p32(%udiv) : (i32) -> ()
  %shl = arith.shli %a, %a : i32
  // CHECK-NEXT: 2228224
  call @p32(%shl) : (i32) -> ()
  %c2s = arith.constant 2 : i32
  %shr = arith.shrsi %b, %c2s : i32
  // CHECK-NEXT: -2
  call @p32(%shr) : (i32) -> ()
  %max = arith.maxsi %a, %b : i32
  // CHECK-NEXT: 17
  call @p32(%max) : (i32) -> ()
  %minu = arith.minui %a, %b : i32
  // CHECK-NEXT: 17
  call @p32(%minu) : (i32) -> ()
  %x = arith.xori %a, %b : i32
  // CHECK-NEXT: -22
  call @p32(%x) : (i32) -> ()

  // i8 wraps around.
  %c100 = arith.constant 100 : i8
  %s8 = arith.addi %c100, %c100 : i8
  %w8 = arith.extsi %s8 : i8 to i32
  // CHECK-NEXT: -56
  call @p32(%w8) : (i32) -> ()
  %u8 = arith.extui %s8 : i8 to i32
  // CHECK-NEXT: 200
  call @p32(%u8) : (i32) -> ()

  // i16.
  %c300 = arith.constant 300 : i16
  %m16 = arith.muli %c300, %c300 : i16
  %w16 = arith.extsi %m16 : i16 to i32
  // CHECK-NEXT: 24464
  call @p32(%w16) : (i32) -> ()

  // i1: true + true = false; extsi true = -1.
  %t = arith.constant true
  %tt = arith.addi %t, %t : i1
  %wt = arith.extui %tt : i1 to i32
  // CHECK-NEXT: 0
  call @p32(%wt) : (i32) -> ()
  %st = arith.extsi %t : i1 to i32
  // CHECK-NEXT: -1
  call @p32(%st) : (i32) -> ()
  %lt = arith.cmpi slt, %t, %tt : i1
  %wl = arith.extui %lt : i1 to i32
  // CHECK-NEXT: 1
  call @p32(%wl) : (i32) -> ()

  // i64 and index.
  %big = arith.constant 9223372036854775807 : i64
  %one = arith.constant 1 : i64
  %ovf = arith.addi %big, %one : i64
  // CHECK-NEXT: -9223372036854775808
  call @p64(%ovf) : (i64) -> ()
  %i7 = arith.constant 7 : index
  %i3 = arith.constant 3 : index
  %im = arith.muli %i7, %i3 : index
  %ic = arith.index_cast %im : index to i64
  // CHECK-NEXT: 21
  call @p64(%ic) : (i64) -> ()
  %tr = arith.trunci %big : i64 to i32
  // CHECK-NEXT: -1
  call @p32(%tr) : (i32) -> ()
  %sel = arith.select %t, %a, %b : i32
  // CHECK-NEXT: 17
  call @p32(%sel) : (i32) -> ()
  %ext:2 = arith.mului_extended %big, %big : i64
  // CHECK-NEXT: 1
  call @p64(%ext#0) : (i64) -> ()
  // CHECK-NEXT: 4611686018427387903
  call @p64(%ext#1) : (i64) -> ()
  %pc = math.ctpop %a : i32
  // CHECK-NEXT: 2
  call @p32(%pc) : (i32) -> ()
  %c2 = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %pw = math.ipowi %c2, %c10 : i32
  // CHECK-NEXT: 1024
  call @p32(%pw) : (i32) -> ()
  return
}
