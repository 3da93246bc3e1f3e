// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// Masked vector.reduction of every float kind on f16 and bf16, without and with accumulator
// (results printed as bits): arith-emulate-unsupported-floats turns each into the unmasked
// reduction of a select giving masked-off lanes MLIR's values (-0.0, 1.0, quiet NaN, largest
// finite, negative smallest subnormal), reduced lane by lane as LLVM does on x86 (f16
// minnumf/maxnumf through libm's fminf/fmaxf). All-false masks give those values. Expected
// output from mlir-runner 22 -O3 (`mlir-opt --test-lower-to-llvm`); the operands depend on
// rtclock(), so LLVM computes at run time. Not covered: an all-false bf16 maximumf, whose
// subnormal LLVM's vcvtneps2bf16 flushes to -0.0.

func.func @masked_f16_8(%v: vector<8xf16>, %m: vector<8xi1>, %acc: f16) {
  %r_add0 = vector.mask %m { vector.reduction <add>, %v : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %b_add0 = arith.bitcast %r_add0 : f16 to i16
  vector.print %b_add0 : i16 punctuation <comma>
  %r_add1 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %b_add1 = arith.bitcast %r_add1 : f16 to i16
  vector.print %b_add1 : i16 punctuation <comma>
  %r_mul0 = vector.mask %m { vector.reduction <mul>, %v : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %b_mul0 = arith.bitcast %r_mul0 : f16 to i16
  vector.print %b_mul0 : i16 punctuation <comma>
  %r_mul1 = vector.mask %m { vector.reduction <mul>, %v, %acc : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %b_mul1 = arith.bitcast %r_mul1 : f16 to i16
  vector.print %b_mul1 : i16 punctuation <comma>
  %r_minnumf0 = vector.mask %m { vector.reduction <minnumf>, %v : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %b_minnumf0 = arith.bitcast %r_minnumf0 : f16 to i16
  vector.print %b_minnumf0 : i16 punctuation <comma>
  %r_minnumf1 = vector.mask %m { vector.reduction <minnumf>, %v, %acc : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %b_minnumf1 = arith.bitcast %r_minnumf1 : f16 to i16
  vector.print %b_minnumf1 : i16 punctuation <comma>
  %r_maxnumf0 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %b_maxnumf0 = arith.bitcast %r_maxnumf0 : f16 to i16
  vector.print %b_maxnumf0 : i16 punctuation <comma>
  %r_maxnumf1 = vector.mask %m { vector.reduction <maxnumf>, %v, %acc : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %b_maxnumf1 = arith.bitcast %r_maxnumf1 : f16 to i16
  vector.print %b_maxnumf1 : i16 punctuation <comma>
  %r_minimumf0 = vector.mask %m { vector.reduction <minimumf>, %v : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %b_minimumf0 = arith.bitcast %r_minimumf0 : f16 to i16
  vector.print %b_minimumf0 : i16 punctuation <comma>
  %r_minimumf1 = vector.mask %m { vector.reduction <minimumf>, %v, %acc : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %b_minimumf1 = arith.bitcast %r_minimumf1 : f16 to i16
  vector.print %b_minimumf1 : i16 punctuation <comma>
  %r_maximumf0 = vector.mask %m { vector.reduction <maximumf>, %v : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %b_maximumf0 = arith.bitcast %r_maximumf0 : f16 to i16
  vector.print %b_maximumf0 : i16 punctuation <comma>
  %r_maximumf1 = vector.mask %m { vector.reduction <maximumf>, %v, %acc : vector<8xf16> into f16 } : vector<8xi1> -> f16
  %b_maximumf1 = arith.bitcast %r_maximumf1 : f16 to i16
  vector.print %b_maximumf1 : i16 punctuation <comma>
  vector.print punctuation <newline>
  return
}

func.func @masked_f16_16(%v: vector<16xf16>, %m: vector<16xi1>, %acc: f16) {
  %r_add0 = vector.mask %m { vector.reduction <add>, %v : vector<16xf16> into f16 } : vector<16xi1> -> f16
  %b_add0 = arith.bitcast %r_add0 : f16 to i16
  vector.print %b_add0 : i16 punctuation <comma>
  %r_add1 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<16xf16> into f16 } : vector<16xi1> -> f16
  %b_add1 = arith.bitcast %r_add1 : f16 to i16
  vector.print %b_add1 : i16 punctuation <comma>
  %r_mul0 = vector.mask %m { vector.reduction <mul>, %v : vector<16xf16> into f16 } : vector<16xi1> -> f16
  %b_mul0 = arith.bitcast %r_mul0 : f16 to i16
  vector.print %b_mul0 : i16 punctuation <comma>
  %r_mul1 = vector.mask %m { vector.reduction <mul>, %v, %acc : vector<16xf16> into f16 } : vector<16xi1> -> f16
  %b_mul1 = arith.bitcast %r_mul1 : f16 to i16
  vector.print %b_mul1 : i16 punctuation <comma>
  %r_minnumf0 = vector.mask %m { vector.reduction <minnumf>, %v : vector<16xf16> into f16 } : vector<16xi1> -> f16
  %b_minnumf0 = arith.bitcast %r_minnumf0 : f16 to i16
  vector.print %b_minnumf0 : i16 punctuation <comma>
  %r_minnumf1 = vector.mask %m { vector.reduction <minnumf>, %v, %acc : vector<16xf16> into f16 } : vector<16xi1> -> f16
  %b_minnumf1 = arith.bitcast %r_minnumf1 : f16 to i16
  vector.print %b_minnumf1 : i16 punctuation <comma>
  %r_maxnumf0 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<16xf16> into f16 } : vector<16xi1> -> f16
  %b_maxnumf0 = arith.bitcast %r_maxnumf0 : f16 to i16
  vector.print %b_maxnumf0 : i16 punctuation <comma>
  %r_maxnumf1 = vector.mask %m { vector.reduction <maxnumf>, %v, %acc : vector<16xf16> into f16 } : vector<16xi1> -> f16
  %b_maxnumf1 = arith.bitcast %r_maxnumf1 : f16 to i16
  vector.print %b_maxnumf1 : i16 punctuation <comma>
  %r_minimumf0 = vector.mask %m { vector.reduction <minimumf>, %v : vector<16xf16> into f16 } : vector<16xi1> -> f16
  %b_minimumf0 = arith.bitcast %r_minimumf0 : f16 to i16
  vector.print %b_minimumf0 : i16 punctuation <comma>
  %r_minimumf1 = vector.mask %m { vector.reduction <minimumf>, %v, %acc : vector<16xf16> into f16 } : vector<16xi1> -> f16
  %b_minimumf1 = arith.bitcast %r_minimumf1 : f16 to i16
  vector.print %b_minimumf1 : i16 punctuation <comma>
  %r_maximumf0 = vector.mask %m { vector.reduction <maximumf>, %v : vector<16xf16> into f16 } : vector<16xi1> -> f16
  %b_maximumf0 = arith.bitcast %r_maximumf0 : f16 to i16
  vector.print %b_maximumf0 : i16 punctuation <comma>
  %r_maximumf1 = vector.mask %m { vector.reduction <maximumf>, %v, %acc : vector<16xf16> into f16 } : vector<16xi1> -> f16
  %b_maximumf1 = arith.bitcast %r_maximumf1 : f16 to i16
  vector.print %b_maximumf1 : i16 punctuation <comma>
  vector.print punctuation <newline>
  return
}

func.func @masked_bf16_8(%v: vector<8xbf16>, %m: vector<8xi1>, %acc: bf16) {
  %r_add0 = vector.mask %m { vector.reduction <add>, %v : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %b_add0 = arith.bitcast %r_add0 : bf16 to i16
  vector.print %b_add0 : i16 punctuation <comma>
  %r_add1 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %b_add1 = arith.bitcast %r_add1 : bf16 to i16
  vector.print %b_add1 : i16 punctuation <comma>
  %r_mul0 = vector.mask %m { vector.reduction <mul>, %v : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %b_mul0 = arith.bitcast %r_mul0 : bf16 to i16
  vector.print %b_mul0 : i16 punctuation <comma>
  %r_mul1 = vector.mask %m { vector.reduction <mul>, %v, %acc : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %b_mul1 = arith.bitcast %r_mul1 : bf16 to i16
  vector.print %b_mul1 : i16 punctuation <comma>
  %r_minnumf0 = vector.mask %m { vector.reduction <minnumf>, %v : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %b_minnumf0 = arith.bitcast %r_minnumf0 : bf16 to i16
  vector.print %b_minnumf0 : i16 punctuation <comma>
  %r_minnumf1 = vector.mask %m { vector.reduction <minnumf>, %v, %acc : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %b_minnumf1 = arith.bitcast %r_minnumf1 : bf16 to i16
  vector.print %b_minnumf1 : i16 punctuation <comma>
  %r_maxnumf0 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %b_maxnumf0 = arith.bitcast %r_maxnumf0 : bf16 to i16
  vector.print %b_maxnumf0 : i16 punctuation <comma>
  %r_maxnumf1 = vector.mask %m { vector.reduction <maxnumf>, %v, %acc : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %b_maxnumf1 = arith.bitcast %r_maxnumf1 : bf16 to i16
  vector.print %b_maxnumf1 : i16 punctuation <comma>
  %r_minimumf0 = vector.mask %m { vector.reduction <minimumf>, %v : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %b_minimumf0 = arith.bitcast %r_minimumf0 : bf16 to i16
  vector.print %b_minimumf0 : i16 punctuation <comma>
  %r_minimumf1 = vector.mask %m { vector.reduction <minimumf>, %v, %acc : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %b_minimumf1 = arith.bitcast %r_minimumf1 : bf16 to i16
  vector.print %b_minimumf1 : i16 punctuation <comma>
  %r_maximumf0 = vector.mask %m { vector.reduction <maximumf>, %v : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %b_maximumf0 = arith.bitcast %r_maximumf0 : bf16 to i16
  vector.print %b_maximumf0 : i16 punctuation <comma>
  %r_maximumf1 = vector.mask %m { vector.reduction <maximumf>, %v, %acc : vector<8xbf16> into bf16 } : vector<8xi1> -> bf16
  %b_maximumf1 = arith.bitcast %r_maximumf1 : bf16 to i16
  vector.print %b_maximumf1 : i16 punctuation <comma>
  vector.print punctuation <newline>
  return
}

func.func @masked_bf16_16(%v: vector<16xbf16>, %m: vector<16xi1>, %acc: bf16) {
  %r_add0 = vector.mask %m { vector.reduction <add>, %v : vector<16xbf16> into bf16 } : vector<16xi1> -> bf16
  %b_add0 = arith.bitcast %r_add0 : bf16 to i16
  vector.print %b_add0 : i16 punctuation <comma>
  %r_add1 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<16xbf16> into bf16 } : vector<16xi1> -> bf16
  %b_add1 = arith.bitcast %r_add1 : bf16 to i16
  vector.print %b_add1 : i16 punctuation <comma>
  %r_mul0 = vector.mask %m { vector.reduction <mul>, %v : vector<16xbf16> into bf16 } : vector<16xi1> -> bf16
  %b_mul0 = arith.bitcast %r_mul0 : bf16 to i16
  vector.print %b_mul0 : i16 punctuation <comma>
  %r_mul1 = vector.mask %m { vector.reduction <mul>, %v, %acc : vector<16xbf16> into bf16 } : vector<16xi1> -> bf16
  %b_mul1 = arith.bitcast %r_mul1 : bf16 to i16
  vector.print %b_mul1 : i16 punctuation <comma>
  %r_minnumf0 = vector.mask %m { vector.reduction <minnumf>, %v : vector<16xbf16> into bf16 } : vector<16xi1> -> bf16
  %b_minnumf0 = arith.bitcast %r_minnumf0 : bf16 to i16
  vector.print %b_minnumf0 : i16 punctuation <comma>
  %r_minnumf1 = vector.mask %m { vector.reduction <minnumf>, %v, %acc : vector<16xbf16> into bf16 } : vector<16xi1> -> bf16
  %b_minnumf1 = arith.bitcast %r_minnumf1 : bf16 to i16
  vector.print %b_minnumf1 : i16 punctuation <comma>
  %r_maxnumf0 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<16xbf16> into bf16 } : vector<16xi1> -> bf16
  %b_maxnumf0 = arith.bitcast %r_maxnumf0 : bf16 to i16
  vector.print %b_maxnumf0 : i16 punctuation <comma>
  %r_maxnumf1 = vector.mask %m { vector.reduction <maxnumf>, %v, %acc : vector<16xbf16> into bf16 } : vector<16xi1> -> bf16
  %b_maxnumf1 = arith.bitcast %r_maxnumf1 : bf16 to i16
  vector.print %b_maxnumf1 : i16 punctuation <comma>
  %r_minimumf0 = vector.mask %m { vector.reduction <minimumf>, %v : vector<16xbf16> into bf16 } : vector<16xi1> -> bf16
  %b_minimumf0 = arith.bitcast %r_minimumf0 : bf16 to i16
  vector.print %b_minimumf0 : i16 punctuation <comma>
  %r_minimumf1 = vector.mask %m { vector.reduction <minimumf>, %v, %acc : vector<16xbf16> into bf16 } : vector<16xi1> -> bf16
  %b_minimumf1 = arith.bitcast %r_minimumf1 : bf16 to i16
  vector.print %b_minimumf1 : i16 punctuation <comma>
  %r_maximumf0 = vector.mask %m { vector.reduction <maximumf>, %v : vector<16xbf16> into bf16 } : vector<16xi1> -> bf16
  %b_maximumf0 = arith.bitcast %r_maximumf0 : bf16 to i16
  vector.print %b_maximumf0 : i16 punctuation <comma>
  %r_maximumf1 = vector.mask %m { vector.reduction <maximumf>, %v, %acc : vector<16xbf16> into bf16 } : vector<16xi1> -> bf16
  %b_maximumf1 = arith.bitcast %r_maximumf1 : bf16 to i16
  vector.print %b_maximumf1 : i16 punctuation <comma>
  vector.print punctuation <newline>
  return
}

// An opaque zero (the sign bit of the time) added to the operands, so that LLVM computes
// at run time.
func.func private @rtclock() -> f64

func.func @main() {
  %t = call @rtclock() : () -> f64
  %tb = arith.bitcast %t : f64 to i64
  %c63 = arith.constant 63 : i64
  %z64 = arith.shrui %tb, %c63 : i64
  %z = arith.trunci %z64 : i64 to i16
  %z1 = arith.trunci %z64 : i64 to i1
  %c0 = arith.constant dense<[15360, 0, 16384, 15872, -32768, -32768, -16128, -17408]> : vector<8xi16>
  %zv0 = vector.broadcast %z : i16 to vector<8xi16>
  %i0 = arith.addi %c0, %zv0 : vector<8xi16>
  %v0 = arith.bitcast %i0 : vector<8xi16> to vector<8xf16>
  %mc0 = arith.constant dense<[true, true, false, true, true, true, true, true]> : vector<8xi1>
  %zm0 = vector.broadcast %z1 : i1 to vector<8xi1>
  %m0 = arith.xori %mc0, %zm0 : vector<8xi1>
  %ac0 = arith.constant -32768 : i16
  %ai0 = arith.addi %ac0, %z : i16
  %a0 = arith.bitcast %ai0 : i16 to f16
  call @masked_f16_8(%v0, %m0, %a0) : (vector<8xf16>, vector<8xi1>, f16) -> ()
  %c1 = arith.constant dense<[14336, 0, 16384, 14336, -32768, 14336, 14336, -16128]> : vector<8xi16>
  %zv1 = vector.broadcast %z : i16 to vector<8xi16>
  %i1 = arith.addi %c1, %zv1 : vector<8xi16>
  %v1 = arith.bitcast %i1 : vector<8xi16> to vector<8xf16>
  %mc1 = arith.constant dense<[true, true, true, true, true, true, true, true]> : vector<8xi1>
  %zm1 = vector.broadcast %z1 : i1 to vector<8xi1>
  %m1 = arith.xori %mc1, %zm1 : vector<8xi1>
  %ac1 = arith.constant 15872 : i16
  %ai1 = arith.addi %ac1, %z : i16
  %a1 = arith.bitcast %ai1 : i16 to f16
  call @masked_f16_8(%v1, %m1, %a1) : (vector<8xf16>, vector<8xi1>, f16) -> ()
  %c2 = arith.constant dense<[15360, 0, 14336, 14336, 16384, 15872, 0, -1024]> : vector<8xi16>
  %zv2 = vector.broadcast %z : i16 to vector<8xi16>
  %i2 = arith.addi %c2, %zv2 : vector<8xi16>
  %v2 = arith.bitcast %i2 : vector<8xi16> to vector<8xf16>
  %mc2 = arith.constant dense<[false, false, false, false, false, false, false, false]> : vector<8xi1>
  %zm2 = vector.broadcast %z1 : i1 to vector<8xi1>
  %m2 = arith.xori %mc2, %zm2 : vector<8xi1>
  %ac2 = arith.constant 15360 : i16
  %ai2 = arith.addi %ac2, %z : i16
  %a2 = arith.bitcast %ai2 : i16 to f16
  call @masked_f16_8(%v2, %m2, %a2) : (vector<8xf16>, vector<8xi1>, f16) -> ()
  %c3 = arith.constant dense<[15360, 0, -16128, 0, 15872, -16128, 0, -32768, -17408, 15360, -17408, 16384, 15360, 15872, 16384, 15360]> : vector<16xi16>
  %zv3 = vector.broadcast %z : i16 to vector<16xi16>
  %i3 = arith.addi %c3, %zv3 : vector<16xi16>
  %v3 = arith.bitcast %i3 : vector<16xi16> to vector<16xf16>
  %mc3 = arith.constant dense<[false, true, true, true, true, false, true, false, true, true, false, false, true, true, true, false]> : vector<16xi1>
  %zm3 = vector.broadcast %z1 : i1 to vector<16xi1>
  %m3 = arith.xori %mc3, %zm3 : vector<16xi1>
  %ac3 = arith.constant -32768 : i16
  %ai3 = arith.addi %ac3, %z : i16
  %a3 = arith.bitcast %ai3 : i16 to f16
  call @masked_f16_16(%v3, %m3, %a3) : (vector<16xf16>, vector<16xi1>, f16) -> ()
  %c4 = arith.constant dense<[0, -17408, 31744, 0, -32768, -17408, 14336, 31744, -17408, -16128, 15872, -32768, 31744, 15872, 15360, 14336]> : vector<16xi16>
  %zv4 = vector.broadcast %z : i16 to vector<16xi16>
  %i4 = arith.addi %c4, %zv4 : vector<16xi16>
  %v4 = arith.bitcast %i4 : vector<16xi16> to vector<16xf16>
  %mc4 = arith.constant dense<[true, true, false, true, true, true, false, true, true, true, false, false, false, true, true, true]> : vector<16xi1>
  %zm4 = vector.broadcast %z1 : i1 to vector<16xi1>
  %m4 = arith.xori %mc4, %zm4 : vector<16xi1>
  %ac4 = arith.constant 16384 : i16
  %ai4 = arith.addi %ac4, %z : i16
  %a4 = arith.bitcast %ai4 : i16 to f16
  call @masked_f16_16(%v4, %m4, %a4) : (vector<16xf16>, vector<16xi1>, f16) -> ()
  %c5 = arith.constant dense<[16384, 15360, 0, 15360, 15360, 16384, 16384, -32768, 31744, 14336, 15360, -17408, -17408, -32768, 15360, -16128]> : vector<16xi16>
  %zv5 = vector.broadcast %z : i16 to vector<16xi16>
  %i5 = arith.addi %c5, %zv5 : vector<16xi16>
  %v5 = arith.bitcast %i5 : vector<16xi16> to vector<16xf16>
  %mc5 = arith.constant dense<[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : vector<16xi1>
  %zm5 = vector.broadcast %z1 : i1 to vector<16xi1>
  %m5 = arith.xori %mc5, %zm5 : vector<16xi1>
  %ac5 = arith.constant 16384 : i16
  %ai5 = arith.addi %ac5, %z : i16
  %a5 = arith.bitcast %ai5 : i16 to f16
  call @masked_f16_16(%v5, %m5, %a5) : (vector<16xf16>, vector<16xi1>, f16) -> ()
  %c6 = arith.constant dense<[-32768, 0, -32768, 0, 16384, 0, -32768, 16256]> : vector<8xi16>
  %zv6 = vector.broadcast %z : i16 to vector<8xi16>
  %i6 = arith.addi %c6, %zv6 : vector<8xi16>
  %v6 = arith.bitcast %i6 : vector<8xi16> to vector<8xbf16>
  %mc6 = arith.constant dense<[false, true, true, true, false, false, true, true]> : vector<8xi1>
  %zm6 = vector.broadcast %z1 : i1 to vector<8xi1>
  %m6 = arith.xori %mc6, %zm6 : vector<8xi1>
  %ac6 = arith.constant 16384 : i16
  %ai6 = arith.addi %ac6, %z : i16
  %a6 = arith.bitcast %ai6 : i16 to bf16
  call @masked_bf16_8(%v6, %m6, %a6) : (vector<8xbf16>, vector<8xi1>, bf16) -> ()
  %c7 = arith.constant dense<[16256, -16512, 16320, 16128, 16320, 32640, 0, 0]> : vector<8xi16>
  %zv7 = vector.broadcast %z : i16 to vector<8xi16>
  %i7 = arith.addi %c7, %zv7 : vector<8xi16>
  %v7 = arith.bitcast %i7 : vector<8xi16> to vector<8xbf16>
  %mc7 = arith.constant dense<[false, false, true, true, true, true, true, true]> : vector<8xi1>
  %zm7 = vector.broadcast %z1 : i1 to vector<8xi1>
  %m7 = arith.xori %mc7, %zm7 : vector<8xi1>
  %ac7 = arith.constant -16352 : i16
  %ai7 = arith.addi %ac7, %z : i16
  %a7 = arith.bitcast %ai7 : i16 to bf16
  call @masked_bf16_8(%v7, %m7, %a7) : (vector<8xbf16>, vector<8xi1>, bf16) -> ()
  %c8 = arith.constant dense<[16256, -128, -32768, 16384, -128, 16320, 16256, -128]> : vector<8xi16>
  %zv8 = vector.broadcast %z : i16 to vector<8xi16>
  %i8 = arith.addi %c8, %zv8 : vector<8xi16>
  %v8 = arith.bitcast %i8 : vector<8xi16> to vector<8xbf16>
  %mc8 = arith.constant dense<[false, false, true, false, true, false, true, false]> : vector<8xi1>
  %zm8 = vector.broadcast %z1 : i1 to vector<8xi1>
  %m8 = arith.xori %mc8, %zm8 : vector<8xi1>
  %ac8 = arith.constant 16256 : i16
  %ai8 = arith.addi %ac8, %z : i16
  %a8 = arith.bitcast %ai8 : i16 to bf16
  call @masked_bf16_8(%v8, %m8, %a8) : (vector<8xbf16>, vector<8xi1>, bf16) -> ()
  %c9 = arith.constant dense<[-16352, 0, -16512, -16512, -16352, -16512, 16256, 16320, 0, -16512, -16352, -16352, -16352, -16352, 0, -16352]> : vector<16xi16>
  %zv9 = vector.broadcast %z : i16 to vector<16xi16>
  %i9 = arith.addi %c9, %zv9 : vector<16xi16>
  %v9 = arith.bitcast %i9 : vector<16xi16> to vector<16xbf16>
  %mc9 = arith.constant dense<[true, true, false, true, true, false, false, false, true, true, false, true, false, false, true, false]> : vector<16xi1>
  %zm9 = vector.broadcast %z1 : i1 to vector<16xi1>
  %m9 = arith.xori %mc9, %zm9 : vector<16xi1>
  %ac9 = arith.constant -32768 : i16
  %ai9 = arith.addi %ac9, %z : i16
  %a9 = arith.bitcast %ai9 : i16 to bf16
  call @masked_bf16_16(%v9, %m9, %a9) : (vector<16xbf16>, vector<16xi1>, bf16) -> ()
  %c10 = arith.constant dense<[16384, 0, 16384, 32640, 16384, 16320, 16384, 32640, 16128, 16128, -32768, 32640, 16320, 0, 0, -16352]> : vector<16xi16>
  %zv10 = vector.broadcast %z : i16 to vector<16xi16>
  %i10 = arith.addi %c10, %zv10 : vector<16xi16>
  %v10 = arith.bitcast %i10 : vector<16xi16> to vector<16xbf16>
  %mc10 = arith.constant dense<[false, false, true, true, false, true, false, false, true, true, false, false, true, true, true, false]> : vector<16xi1>
  %zm10 = vector.broadcast %z1 : i1 to vector<16xi1>
  %m10 = arith.xori %mc10, %zm10 : vector<16xi1>
  %ac10 = arith.constant -16352 : i16
  %ai10 = arith.addi %ac10, %z : i16
  %a10 = arith.bitcast %ai10 : i16 to bf16
  call @masked_bf16_16(%v10, %m10, %a10) : (vector<16xbf16>, vector<16xi1>, bf16) -> ()
  %c11 = arith.constant dense<[16256, 16128, 16128, 32640, 16320, 16256, -128, -128, 16256, -32768, -32768, 0, -128, 16256, -16352, 16384]> : vector<16xi16>
  %zv11 = vector.broadcast %z : i16 to vector<16xi16>
  %i11 = arith.addi %c11, %zv11 : vector<16xi16>
  %v11 = arith.bitcast %i11 : vector<16xi16> to vector<16xbf16>
  %mc11 = arith.constant dense<[false, true, true, true, true, true, true, true, true, false, true, true, true, false, true, false]> : vector<16xi1>
  %zm11 = vector.broadcast %z1 : i1 to vector<16xi1>
  %m11 = arith.xori %mc11, %zm11 : vector<16xi1>
  %ac11 = arith.constant -16512 : i16
  %ai11 = arith.addi %ac11, %z : i16
  %a11 = arith.bitcast %ai11 : i16 to bf16
  call @masked_bf16_16(%v11, %m11, %a11) : (vector<16xbf16>, vector<16xi1>, bf16) -> ()
  return
}

// CHECK: -17408, -17408, 0, -32768, -16128, -16128, 15872, 15872, -16128, -16128, 15872, 15872, 
// CHECK-NEXT: 15872, 16896, 0, 0, -16128, -16128, 16384, 16384, -16128, -16128, 16384, 16384, 
// CHECK-NEXT: 0, 15360, 15360, 15360, 32256, 15360, -512, 15360, 31743, 15360, -32767, 15360, 
// CHECK-NEXT: 17152, 17152, 0, -32768, -16128, -16128, 16384, 16384, -16128, -16128, 16384, 16384, 
// CHECK-NEXT: 31744, 31744, -512, -512, -16128, -16128, 31744, 31744, -16128, -16128, 31744, 31744, 
// CHECK-NEXT: 0, 16384, 15360, 16384, 32256, 16384, -512, 16384, 31743, 16384, -32767, 16384, 
// CHECK-NEXT: 16256, 16448, 0, 0, 0, 0, 16256, 16384, -32768, -32768, 16256, 16384, 
// CHECK-NEXT: 32640, 32640, -64, -64, 0, -16352, 32640, 32640, 0, -16352, 32640, 32640, 
// CHECK-NEXT: -128, -128, -64, -64, -128, -128, 16256, 16256, -128, -128, 16256, 16256, 
// CHECK-NEXT: -16104, -16104, -32768, 0, -16352, -16352, 0, 0, -16352, -16352, 0, 0, 
// CHECK-NEXT: 32640, 32640, -64, -64, 0, -16352, 32640, 32640, 0, -16352, 32640, 32640, 
// CHECK-NEXT: -64, -64, -64, -64, -128, -128, 32640, 32640, -128, -128, 32640, 32640, 
