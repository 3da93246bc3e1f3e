// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines
// vector.print of f16 and bf16 scalars and vectors lowered to the LLVM dialect by
// `mlir-opt -test-lower-to-llvm` (MLIR 22): the runner utilities printF16 and printBF16 take the
// bits as i16 and print the value as mlir-runner does (%g; subnormals, NaN). Expected output
// from mlir-runner 22.

// CHECK: -1.09961
// CHECK-NEXT: 1000
// CHECK-NEXT: 5.96046e-08
// CHECK-NEXT: -1.10156
// CHECK-NEXT: nan
// CHECK-NEXT: ( -1000, -1.09961, 0, 65504 )
// CHECK-NEXT: ( ( -1000, -1.10156 ), ( 0, 3.00406e+38 ) )
// CHECK-NOT: {{.}}

module {
  llvm.func @printClose()
  llvm.func @printComma()
  llvm.func @printOpen()
  llvm.func @printBF16(i16)
  llvm.func @printNewline()
  llvm.func @printF16(i16)
  llvm.func @main() {
    %0 = llvm.mlir.constant(0x7FC0 : bf16) : bf16
    %1 = llvm.mlir.constant(-1.101560e+00 : bf16) : bf16
    %2 = llvm.mlir.constant(5.960460e-08 : f16) : f16
    %3 = llvm.mlir.constant(1.000000e+03 : f16) : f16
    %4 = llvm.mlir.constant(-1.099610e+00 : f16) : f16
    %5 = llvm.bitcast %4 : f16 to i16
    llvm.call @printF16(%5) : (i16) -> ()
    llvm.call @printNewline() : () -> ()
    %6 = llvm.bitcast %3 : f16 to i16
    llvm.call @printF16(%6) : (i16) -> ()
    llvm.call @printNewline() : () -> ()
    %7 = llvm.bitcast %2 : f16 to i16
    llvm.call @printF16(%7) : (i16) -> ()
    llvm.call @printNewline() : () -> ()
    %8 = llvm.bitcast %1 : bf16 to i16
    llvm.call @printBF16(%8) : (i16) -> ()
    llvm.call @printNewline() : () -> ()
    %9 = llvm.bitcast %0 : bf16 to i16
    llvm.call @printBF16(%9) : (i16) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @vectors() : () -> ()
    llvm.return
  }
  llvm.func @vectors() {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.mlir.constant(dense<[-1.000000e+03, -1.101560e+00, 0.000000e+00, 3.004060e+38]> : vector<4xbf16>) : vector<4xbf16>
    %2 = llvm.mlir.constant(dense<[-1.000000e+03, -1.099610e+00, 0.000000e+00, 6.550400e+04]> : vector<4xf16>) : vector<4xf16>
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = llvm.mlir.constant(4 : index) : i64
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = llvm.mlir.constant(3 : index) : i64
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb1(%3 : i64)
  ^bb1(%7: i64):  // 2 preds: ^bb0, ^bb4
    %8 = llvm.icmp "slt" %7, %4 : i64
    llvm.cond_br %8, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    %9 = llvm.extractelement %2[%7 : i64] : vector<4xf16>
    %10 = llvm.bitcast %9 : f16 to i16
    llvm.call @printF16(%10) : (i16) -> ()
    %11 = llvm.icmp "ult" %7, %6 : i64
    llvm.cond_br %11, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call @printComma() : () -> ()
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %12 = llvm.add %7, %5 : i64
    llvm.br ^bb1(%12 : i64)
  ^bb5:  // pred: ^bb1
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb6(%3 : i64)
  ^bb6(%13: i64):  // 2 preds: ^bb5, ^bb14
    %14 = llvm.icmp "slt" %13, %0 : i64
    llvm.cond_br %14, ^bb7, ^bb15
  ^bb7:  // pred: ^bb6
    llvm.call @printOpen() : () -> ()
    llvm.br ^bb8(%3 : i64)
  ^bb8(%15: i64):  // 2 preds: ^bb7, ^bb11
    %16 = llvm.icmp "slt" %15, %0 : i64
    llvm.cond_br %16, ^bb9, ^bb12
  ^bb9:  // pred: ^bb8
    %17 = llvm.mul %13, %0 : i64
    %18 = llvm.add %15, %17 : i64
    %19 = llvm.extractelement %1[%18 : i64] : vector<4xbf16>
    %20 = llvm.bitcast %19 : bf16 to i16
    llvm.call @printBF16(%20) : (i16) -> ()
    %21 = llvm.icmp "ult" %15, %5 : i64
    llvm.cond_br %21, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    llvm.call @printComma() : () -> ()
    llvm.br ^bb11
  ^bb11:  // 2 preds: ^bb9, ^bb10
    %22 = llvm.add %15, %5 : i64
    llvm.br ^bb8(%22 : i64)
  ^bb12:  // pred: ^bb8
    llvm.call @printClose() : () -> ()
    %23 = llvm.icmp "ult" %13, %5 : i64
    llvm.cond_br %23, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    llvm.call @printComma() : () -> ()
    llvm.br ^bb14
  ^bb14:  // 2 preds: ^bb12, ^bb13
    %24 = llvm.add %13, %5 : i64
    llvm.br ^bb6(%24 : i64)
  ^bb15:  // pred: ^bb6
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

