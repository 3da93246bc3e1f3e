// RUN: bufjit opt %s --allow-unregistered-dialect --convert-scf-to-cf | FileCheck %s
// Expected output: mlir-opt 22 --convert-scf-to-cf (byte-identical).

// CHECK-LABEL: func.func @all(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg4 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.cond_br %arg3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   %3 = arith.addf %1, %1 : f32
// CHECK-NEXT:   cf.br ^bb5(%3 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT:   cf.br ^bb5(%1 : f32)
// CHECK-NEXT: ^bb5(%4: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:   cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT:   %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%5, %4 : index, f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb8(%1 : f32)
// CHECK-NEXT: ^bb8(%6: f32):  // 2 preds: ^bb7, ^bb9
// CHECK-NEXT:   %7 = arith.cmpf olt, %6, %arg4 : f32
// CHECK-NEXT:   cf.cond_br %7, ^bb9(%6 : f32), ^bb10
// CHECK-NEXT: ^bb9(%8: f32):  // pred: ^bb8
// CHECK-NEXT:   %9 = arith.mulf %8, %8 : f32
// CHECK-NEXT:   cf.br ^bb8(%9 : f32)
// CHECK-NEXT: ^bb10:  // pred: ^bb8
// CHECK-NEXT:   cf.br ^bb11(%6 : f32)
// CHECK-NEXT: ^bb11(%10: f32):  // 2 preds: ^bb10, ^bb11
// CHECK-NEXT:   %11 = arith.subf %10, %arg4 : f32
// CHECK-NEXT:   %12 = arith.cmpf ogt, %11, %arg4 : f32
// CHECK-NEXT:   cf.cond_br %12, ^bb11(%11 : f32), ^bb12
// CHECK-NEXT: ^bb12:  // pred: ^bb11
// CHECK-NEXT:   cf.br ^bb13
// CHECK-NEXT: ^bb13:  // pred: ^bb12
// CHECK-NEXT:   cf.cond_br %arg3, ^bb14, ^bb15
// CHECK-NEXT: ^bb14:  // pred: ^bb13
// CHECK-NEXT:   cf.br ^bb16(%11 : f32)
// CHECK-NEXT: ^bb15:  // pred: ^bb13
// CHECK-NEXT:   cf.br ^bb16(%arg4 : f32)
// CHECK-NEXT: ^bb16(%13: f32):  // 2 preds: ^bb14, ^bb15
// CHECK-NEXT:   cf.br ^bb17(%arg0 : index)
// CHECK-NEXT: ^bb17(%14: index):  // 2 preds: ^bb16, ^bb20
// CHECK-NEXT:   %15 = arith.cmpi ult, %14, %arg1 : index
// CHECK-NEXT:   cf.cond_br %15, ^bb18, ^bb21
// CHECK-NEXT: ^bb18:  // pred: ^bb17
// CHECK-NEXT:   cf.cond_br %arg3, ^bb19, ^bb20
// CHECK-NEXT: ^bb19:  // pred: ^bb18
// CHECK-NEXT:   "test.op"() : () -> ()
// CHECK-NEXT:   cf.br ^bb20
// CHECK-NEXT: ^bb20:  // 2 preds: ^bb18, ^bb19
// CHECK-NEXT:   %16 = arith.addi %14, %arg2 : index
// CHECK-NEXT:   cf.br ^bb17(%16 : index)
// CHECK-NEXT: ^bb21:  // pred: ^bb17
// CHECK-NEXT:   %17 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   cf.switch %17 : i32, [
// CHECK-NEXT:     default: ^bb23,
// CHECK-NEXT:     2: ^bb22
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb22:  // pred: ^bb21
// CHECK-NEXT:   cf.br ^bb24(%13 : f32)
// CHECK-NEXT: ^bb23:  // pred: ^bb21
// CHECK-NEXT:   cf.br ^bb24(%arg4 : f32)
// CHECK-NEXT: ^bb24(%18: f32):  // 2 preds: ^bb22, ^bb23
// CHECK-NEXT:   return %18 : f32
// CHECK-NEXT: }

func.func @all(%lb: index, %ub: index, %s: index, %c: i1, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    %n = scf.if %c -> (f32) {
      %t = arith.addf %a, %a : f32
      scf.yield %t : f32
    } else {
      scf.yield %a : f32
    }
    scf.yield %n : f32
  }
  %w = scf.while (%v = %r) : (f32) -> f32 {
    %k = arith.cmpf olt, %v, %x : f32
    scf.condition(%k) %v : f32
  } do {
  ^bb0(%v: f32):
    %v2 = arith.mulf %v, %v : f32
    scf.yield %v2 : f32
  }
  %dw = scf.while (%v = %w) : (f32) -> f32 {
    %v3 = arith.subf %v, %x : f32
    %k = arith.cmpf ogt, %v3, %x : f32
    scf.condition(%k) %v3 : f32
  } do {
  ^bb0(%v: f32):
    scf.yield %v : f32
  }
  %e = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %dw : f32
  ^bb2:
    scf.yield %x : f32
  }
  scf.for %i = %lb to %ub step %s : index {
    scf.if %c {
      "test.op"() : () -> ()
    }
  } {unsignedCmp}
  %sw = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %e : f32
  }
  default {
    scf.yield %x : f32
  }
  return %sw : f32
}
