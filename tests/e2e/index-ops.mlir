// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// The index dialect's ops on positive, negative and mixed operands (each binary op and
// comparison on three pairs), its casts, constants and sizeof. Expected output from
// mlir-runner 22 (`mlir-opt --convert-to-llvm --reconcile-unrealized-casts | mlir-runner`).

func.func private @printI64(i64)
func.func private @printNewline()

func.func @p(%x: index) {
  %w = index.castu %x : index to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @pb(%x: i1) {
  %w = arith.extui %x : i1 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Every binary op on one pair of operands.
func.func @binary(%a: index, %b: index) {
  %0 = index.add %a, %b
  call @p(%0) : (index) -> ()
  %1 = index.sub %a, %b
  call @p(%1) : (index) -> ()
  %2 = index.mul %a, %b
  call @p(%2) : (index) -> ()
  %3 = index.divs %a, %b
  call @p(%3) : (index) -> ()
  %4 = index.divu %a, %b
  call @p(%4) : (index) -> ()
  %5 = index.ceildivs %a, %b
  call @p(%5) : (index) -> ()
  %6 = index.ceildivu %a, %b
  call @p(%6) : (index) -> ()
  %7 = index.floordivs %a, %b
  call @p(%7) : (index) -> ()
  %8 = index.rems %a, %b
  call @p(%8) : (index) -> ()
  %9 = index.remu %a, %b
  call @p(%9) : (index) -> ()
  %10 = index.maxs %a, %b
  call @p(%10) : (index) -> ()
  %11 = index.maxu %a, %b
  call @p(%11) : (index) -> ()
  %12 = index.mins %a, %b
  call @p(%12) : (index) -> ()
  %13 = index.minu %a, %b
  call @p(%13) : (index) -> ()
  %c3 = index.constant 3
  %14 = index.shl %a, %c3
  call @p(%14) : (index) -> ()
  %15 = index.shrs %a, %c3
  call @p(%15) : (index) -> ()
  %16 = index.shru %a, %c3
  call @p(%16) : (index) -> ()
  %17 = index.and %a, %b
  call @p(%17) : (index) -> ()
  %18 = index.or %a, %b
  call @p(%18) : (index) -> ()
  %19 = index.xor %a, %b
  call @p(%19) : (index) -> ()
  %e = index.cmp eq(%a, %b)
  call @pb(%e) : (i1) -> ()
  %ne = index.cmp ne(%a, %b)
  call @pb(%ne) : (i1) -> ()
  %slt = index.cmp slt(%a, %b)
  call @pb(%slt) : (i1) -> ()
  %sle = index.cmp sle(%a, %b)
  call @pb(%sle) : (i1) -> ()
  %sgt = index.cmp sgt(%a, %b)
  call @pb(%sgt) : (i1) -> ()
  %sge = index.cmp sge(%a, %b)
  call @pb(%sge) : (i1) -> ()
  %ult = index.cmp ult(%a, %b)
  call @pb(%ult) : (i1) -> ()
  %ule = index.cmp ule(%a, %b)
  call @pb(%ule) : (i1) -> ()
  %ugt = index.cmp ugt(%a, %b)
  call @pb(%ugt) : (i1) -> ()
  %uge = index.cmp uge(%a, %b)
  call @pb(%uge) : (i1) -> ()
  return
}

func.func @main() {
  %a = index.constant 17
  %b = index.constant -5
  %c = index.constant 4
  call @binary(%a, %b) : (index, index) -> ()
  call @binary(%b, %c) : (index, index) -> ()
  call @binary(%c, %a) : (index, index) -> ()
  %m = arith.constant -3 : i32
  %s = index.casts %m : i32 to index
  call @p(%s) : (index) -> ()
  %u = index.castu %m : i32 to index
  call @p(%u) : (index) -> ()
  %t = index.casts %b : index to i8
  %t64 = arith.extsi %t : i8 to i64
  call @printI64(%t64) : (i64) -> ()
  call @printNewline() : () -> ()
  %z = index.sizeof
  call @p(%z) : (index) -> ()
  %true = index.bool.constant true
  call @pb(%true) : (i1) -> ()
  return
}

// CHECK: 12
// CHECK-NEXT: 22
// CHECK-NEXT: -85
// CHECK-NEXT: -3
// CHECK-NEXT: 0
// CHECK-NEXT: -3
// CHECK-NEXT: 1
// CHECK-NEXT: -4
// CHECK-NEXT: 2
// CHECK-NEXT: 17
// CHECK-NEXT: 17
// CHECK-NEXT: -5
// CHECK-NEXT: -5
// CHECK-NEXT: 17
// CHECK-NEXT: 136
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 17
// CHECK-NEXT: -5
// CHECK-NEXT: -22
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: -9
// CHECK-NEXT: -20
// CHECK-NEXT: -1
// CHECK-NEXT: 4611686018427387902
// CHECK-NEXT: -1
// CHECK-NEXT: 4611686018427387903
// CHECK-NEXT: -2
// CHECK-NEXT: -1
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: -5
// CHECK-NEXT: -5
// CHECK-NEXT: 4
// CHECK-NEXT: -40
// CHECK-NEXT: -1
// CHECK-NEXT: 2305843009213693951
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 21
// CHECK-NEXT: -13
// CHECK-NEXT: 68
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 4
// CHECK-NEXT: 4
// CHECK-NEXT: 17
// CHECK-NEXT: 17
// CHECK-NEXT: 4
// CHECK-NEXT: 4
// CHECK-NEXT: 32
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 21
// CHECK-NEXT: 21
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -3
// CHECK-NEXT: 4294967293
// CHECK-NEXT: -5
// CHECK-NEXT: 64
// CHECK-NEXT: 1
// CHECK-NOT: {{.}}
