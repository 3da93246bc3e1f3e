// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// Masked float min/max reductions bit for bit: MLIR's lowering gives masked-off lanes a
// quiet NaN (minnumf/maxnumf), the largest finite value (minimumf) or the negative smallest
// subnormal (maximumf) and reduces all lanes, so a masked maximumf of negative lanes gives
// that subnormal. Expected output from mlir-runner 22 -O3 (`mlir-opt --test-lower-to-llvm`)
// on x86-64, operands depending on rtclock() so that LLVM computes at run time.

func.func @masked_f32(%v: vector<24xf32>, %m: vector<24xi1>, %acc: f32) {
  %s4 = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<24xf32> to vector<4xf32>
  %m4 = vector.extract_strided_slice %m {offsets = [0], sizes = [4], strides = [1]} : vector<24xi1> to vector<4xi1>
  %r_minnumf_4 = vector.mask %m4 { vector.reduction <minnumf>, %s4 : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %ri_minnumf_4 = arith.bitcast %r_minnumf_4 : f32 to i32
  vector.print %ri_minnumf_4 : i32 punctuation <comma>
  %q_minnumf_4 = vector.mask %m4 { vector.reduction <minnumf>, %s4, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %qi_minnumf_4 = arith.bitcast %q_minnumf_4 : f32 to i32
  vector.print %qi_minnumf_4 : i32 punctuation <comma>
  %r_maxnumf_4 = vector.mask %m4 { vector.reduction <maxnumf>, %s4 : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %ri_maxnumf_4 = arith.bitcast %r_maxnumf_4 : f32 to i32
  vector.print %ri_maxnumf_4 : i32 punctuation <comma>
  %q_maxnumf_4 = vector.mask %m4 { vector.reduction <maxnumf>, %s4, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %qi_maxnumf_4 = arith.bitcast %q_maxnumf_4 : f32 to i32
  vector.print %qi_maxnumf_4 : i32 punctuation <comma>
  %r_minimumf_4 = vector.mask %m4 { vector.reduction <minimumf>, %s4 : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %ri_minimumf_4 = arith.bitcast %r_minimumf_4 : f32 to i32
  vector.print %ri_minimumf_4 : i32 punctuation <comma>
  %q_minimumf_4 = vector.mask %m4 { vector.reduction <minimumf>, %s4, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %qi_minimumf_4 = arith.bitcast %q_minimumf_4 : f32 to i32
  vector.print %qi_minimumf_4 : i32 punctuation <comma>
  %r_maximumf_4 = vector.mask %m4 { vector.reduction <maximumf>, %s4 : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %ri_maximumf_4 = arith.bitcast %r_maximumf_4 : f32 to i32
  vector.print %ri_maximumf_4 : i32 punctuation <comma>
  %q_maximumf_4 = vector.mask %m4 { vector.reduction <maximumf>, %s4, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %qi_maximumf_4 = arith.bitcast %q_maximumf_4 : f32 to i32
  vector.print %qi_maximumf_4 : i32 punctuation <comma>
  vector.print punctuation <newline>
  %s8 = vector.extract_strided_slice %v {offsets = [0], sizes = [8], strides = [1]} : vector<24xf32> to vector<8xf32>
  %m8 = vector.extract_strided_slice %m {offsets = [0], sizes = [8], strides = [1]} : vector<24xi1> to vector<8xi1>
  %r_minnumf_8 = vector.mask %m8 { vector.reduction <minnumf>, %s8 : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %ri_minnumf_8 = arith.bitcast %r_minnumf_8 : f32 to i32
  vector.print %ri_minnumf_8 : i32 punctuation <comma>
  %q_minnumf_8 = vector.mask %m8 { vector.reduction <minnumf>, %s8, %acc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %qi_minnumf_8 = arith.bitcast %q_minnumf_8 : f32 to i32
  vector.print %qi_minnumf_8 : i32 punctuation <comma>
  %r_maxnumf_8 = vector.mask %m8 { vector.reduction <maxnumf>, %s8 : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %ri_maxnumf_8 = arith.bitcast %r_maxnumf_8 : f32 to i32
  vector.print %ri_maxnumf_8 : i32 punctuation <comma>
  %q_maxnumf_8 = vector.mask %m8 { vector.reduction <maxnumf>, %s8, %acc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %qi_maxnumf_8 = arith.bitcast %q_maxnumf_8 : f32 to i32
  vector.print %qi_maxnumf_8 : i32 punctuation <comma>
  %r_minimumf_8 = vector.mask %m8 { vector.reduction <minimumf>, %s8 : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %ri_minimumf_8 = arith.bitcast %r_minimumf_8 : f32 to i32
  vector.print %ri_minimumf_8 : i32 punctuation <comma>
  %q_minimumf_8 = vector.mask %m8 { vector.reduction <minimumf>, %s8, %acc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %qi_minimumf_8 = arith.bitcast %q_minimumf_8 : f32 to i32
  vector.print %qi_minimumf_8 : i32 punctuation <comma>
  %r_maximumf_8 = vector.mask %m8 { vector.reduction <maximumf>, %s8 : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %ri_maximumf_8 = arith.bitcast %r_maximumf_8 : f32 to i32
  vector.print %ri_maximumf_8 : i32 punctuation <comma>
  %q_maximumf_8 = vector.mask %m8 { vector.reduction <maximumf>, %s8, %acc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %qi_maximumf_8 = arith.bitcast %q_maximumf_8 : f32 to i32
  vector.print %qi_maximumf_8 : i32 punctuation <comma>
  vector.print punctuation <newline>
  %r_minnumf_24 = vector.mask %m { vector.reduction <minnumf>, %v : vector<24xf32> into f32 } : vector<24xi1> -> f32
  %ri_minnumf_24 = arith.bitcast %r_minnumf_24 : f32 to i32
  vector.print %ri_minnumf_24 : i32 punctuation <comma>
  %q_minnumf_24 = vector.mask %m { vector.reduction <minnumf>, %v, %acc : vector<24xf32> into f32 } : vector<24xi1> -> f32
  %qi_minnumf_24 = arith.bitcast %q_minnumf_24 : f32 to i32
  vector.print %qi_minnumf_24 : i32 punctuation <comma>
  %r_maxnumf_24 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<24xf32> into f32 } : vector<24xi1> -> f32
  %ri_maxnumf_24 = arith.bitcast %r_maxnumf_24 : f32 to i32
  vector.print %ri_maxnumf_24 : i32 punctuation <comma>
  %q_maxnumf_24 = vector.mask %m { vector.reduction <maxnumf>, %v, %acc : vector<24xf32> into f32 } : vector<24xi1> -> f32
  %qi_maxnumf_24 = arith.bitcast %q_maxnumf_24 : f32 to i32
  vector.print %qi_maxnumf_24 : i32 punctuation <comma>
  %r_minimumf_24 = vector.mask %m { vector.reduction <minimumf>, %v : vector<24xf32> into f32 } : vector<24xi1> -> f32
  %ri_minimumf_24 = arith.bitcast %r_minimumf_24 : f32 to i32
  vector.print %ri_minimumf_24 : i32 punctuation <comma>
  %q_minimumf_24 = vector.mask %m { vector.reduction <minimumf>, %v, %acc : vector<24xf32> into f32 } : vector<24xi1> -> f32
  %qi_minimumf_24 = arith.bitcast %q_minimumf_24 : f32 to i32
  vector.print %qi_minimumf_24 : i32 punctuation <comma>
  %r_maximumf_24 = vector.mask %m { vector.reduction <maximumf>, %v : vector<24xf32> into f32 } : vector<24xi1> -> f32
  %ri_maximumf_24 = arith.bitcast %r_maximumf_24 : f32 to i32
  vector.print %ri_maximumf_24 : i32 punctuation <comma>
  %q_maximumf_24 = vector.mask %m { vector.reduction <maximumf>, %v, %acc : vector<24xf32> into f32 } : vector<24xi1> -> f32
  %qi_maximumf_24 = arith.bitcast %q_maximumf_24 : f32 to i32
  vector.print %qi_maximumf_24 : i32 punctuation <comma>
  vector.print punctuation <newline>
  return
}

func.func @masked_f64(%v: vector<24xf64>, %m: vector<24xi1>, %acc: f64) {
  %s4 = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<24xf64> to vector<4xf64>
  %m4 = vector.extract_strided_slice %m {offsets = [0], sizes = [4], strides = [1]} : vector<24xi1> to vector<4xi1>
  %r_minnumf_4 = vector.mask %m4 { vector.reduction <minnumf>, %s4 : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %ri_minnumf_4 = arith.bitcast %r_minnumf_4 : f64 to i64
  vector.print %ri_minnumf_4 : i64 punctuation <comma>
  %q_minnumf_4 = vector.mask %m4 { vector.reduction <minnumf>, %s4, %acc : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %qi_minnumf_4 = arith.bitcast %q_minnumf_4 : f64 to i64
  vector.print %qi_minnumf_4 : i64 punctuation <comma>
  %r_maxnumf_4 = vector.mask %m4 { vector.reduction <maxnumf>, %s4 : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %ri_maxnumf_4 = arith.bitcast %r_maxnumf_4 : f64 to i64
  vector.print %ri_maxnumf_4 : i64 punctuation <comma>
  %q_maxnumf_4 = vector.mask %m4 { vector.reduction <maxnumf>, %s4, %acc : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %qi_maxnumf_4 = arith.bitcast %q_maxnumf_4 : f64 to i64
  vector.print %qi_maxnumf_4 : i64 punctuation <comma>
  %r_minimumf_4 = vector.mask %m4 { vector.reduction <minimumf>, %s4 : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %ri_minimumf_4 = arith.bitcast %r_minimumf_4 : f64 to i64
  vector.print %ri_minimumf_4 : i64 punctuation <comma>
  %q_minimumf_4 = vector.mask %m4 { vector.reduction <minimumf>, %s4, %acc : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %qi_minimumf_4 = arith.bitcast %q_minimumf_4 : f64 to i64
  vector.print %qi_minimumf_4 : i64 punctuation <comma>
  %r_maximumf_4 = vector.mask %m4 { vector.reduction <maximumf>, %s4 : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %ri_maximumf_4 = arith.bitcast %r_maximumf_4 : f64 to i64
  vector.print %ri_maximumf_4 : i64 punctuation <comma>
  %q_maximumf_4 = vector.mask %m4 { vector.reduction <maximumf>, %s4, %acc : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %qi_maximumf_4 = arith.bitcast %q_maximumf_4 : f64 to i64
  vector.print %qi_maximumf_4 : i64 punctuation <comma>
  vector.print punctuation <newline>
  %s8 = vector.extract_strided_slice %v {offsets = [0], sizes = [8], strides = [1]} : vector<24xf64> to vector<8xf64>
  %m8 = vector.extract_strided_slice %m {offsets = [0], sizes = [8], strides = [1]} : vector<24xi1> to vector<8xi1>
  %r_minnumf_8 = vector.mask %m8 { vector.reduction <minnumf>, %s8 : vector<8xf64> into f64 } : vector<8xi1> -> f64
  %ri_minnumf_8 = arith.bitcast %r_minnumf_8 : f64 to i64
  vector.print %ri_minnumf_8 : i64 punctuation <comma>
  %q_minnumf_8 = vector.mask %m8 { vector.reduction <minnumf>, %s8, %acc : vector<8xf64> into f64 } : vector<8xi1> -> f64
  %qi_minnumf_8 = arith.bitcast %q_minnumf_8 : f64 to i64
  vector.print %qi_minnumf_8 : i64 punctuation <comma>
  %r_maxnumf_8 = vector.mask %m8 { vector.reduction <maxnumf>, %s8 : vector<8xf64> into f64 } : vector<8xi1> -> f64
  %ri_maxnumf_8 = arith.bitcast %r_maxnumf_8 : f64 to i64
  vector.print %ri_maxnumf_8 : i64 punctuation <comma>
  %q_maxnumf_8 = vector.mask %m8 { vector.reduction <maxnumf>, %s8, %acc : vector<8xf64> into f64 } : vector<8xi1> -> f64
  %qi_maxnumf_8 = arith.bitcast %q_maxnumf_8 : f64 to i64
  vector.print %qi_maxnumf_8 : i64 punctuation <comma>
  %r_minimumf_8 = vector.mask %m8 { vector.reduction <minimumf>, %s8 : vector<8xf64> into f64 } : vector<8xi1> -> f64
  %ri_minimumf_8 = arith.bitcast %r_minimumf_8 : f64 to i64
  vector.print %ri_minimumf_8 : i64 punctuation <comma>
  %q_minimumf_8 = vector.mask %m8 { vector.reduction <minimumf>, %s8, %acc : vector<8xf64> into f64 } : vector<8xi1> -> f64
  %qi_minimumf_8 = arith.bitcast %q_minimumf_8 : f64 to i64
  vector.print %qi_minimumf_8 : i64 punctuation <comma>
  %r_maximumf_8 = vector.mask %m8 { vector.reduction <maximumf>, %s8 : vector<8xf64> into f64 } : vector<8xi1> -> f64
  %ri_maximumf_8 = arith.bitcast %r_maximumf_8 : f64 to i64
  vector.print %ri_maximumf_8 : i64 punctuation <comma>
  %q_maximumf_8 = vector.mask %m8 { vector.reduction <maximumf>, %s8, %acc : vector<8xf64> into f64 } : vector<8xi1> -> f64
  %qi_maximumf_8 = arith.bitcast %q_maximumf_8 : f64 to i64
  vector.print %qi_maximumf_8 : i64 punctuation <comma>
  vector.print punctuation <newline>
  %r_minnumf_24 = vector.mask %m { vector.reduction <minnumf>, %v : vector<24xf64> into f64 } : vector<24xi1> -> f64
  %ri_minnumf_24 = arith.bitcast %r_minnumf_24 : f64 to i64
  vector.print %ri_minnumf_24 : i64 punctuation <comma>
  %q_minnumf_24 = vector.mask %m { vector.reduction <minnumf>, %v, %acc : vector<24xf64> into f64 } : vector<24xi1> -> f64
  %qi_minnumf_24 = arith.bitcast %q_minnumf_24 : f64 to i64
  vector.print %qi_minnumf_24 : i64 punctuation <comma>
  %r_maxnumf_24 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<24xf64> into f64 } : vector<24xi1> -> f64
  %ri_maxnumf_24 = arith.bitcast %r_maxnumf_24 : f64 to i64
  vector.print %ri_maxnumf_24 : i64 punctuation <comma>
  %q_maxnumf_24 = vector.mask %m { vector.reduction <maxnumf>, %v, %acc : vector<24xf64> into f64 } : vector<24xi1> -> f64
  %qi_maxnumf_24 = arith.bitcast %q_maxnumf_24 : f64 to i64
  vector.print %qi_maxnumf_24 : i64 punctuation <comma>
  %r_minimumf_24 = vector.mask %m { vector.reduction <minimumf>, %v : vector<24xf64> into f64 } : vector<24xi1> -> f64
  %ri_minimumf_24 = arith.bitcast %r_minimumf_24 : f64 to i64
  vector.print %ri_minimumf_24 : i64 punctuation <comma>
  %q_minimumf_24 = vector.mask %m { vector.reduction <minimumf>, %v, %acc : vector<24xf64> into f64 } : vector<24xi1> -> f64
  %qi_minimumf_24 = arith.bitcast %q_minimumf_24 : f64 to i64
  vector.print %qi_minimumf_24 : i64 punctuation <comma>
  %r_maximumf_24 = vector.mask %m { vector.reduction <maximumf>, %v : vector<24xf64> into f64 } : vector<24xi1> -> f64
  %ri_maximumf_24 = arith.bitcast %r_maximumf_24 : f64 to i64
  vector.print %ri_maximumf_24 : i64 punctuation <comma>
  %q_maximumf_24 = vector.mask %m { vector.reduction <maximumf>, %v, %acc : vector<24xf64> into f64 } : vector<24xi1> -> f64
  %qi_maximumf_24 = arith.bitcast %q_maximumf_24 : f64 to i64
  vector.print %qi_maximumf_24 : i64 punctuation <comma>
  vector.print punctuation <newline>
  return
}

func.func private @rtclock() -> f64

func.func @main() {
  %t = call @rtclock() : () -> f64
  %tb = arith.bitcast %t : f64 to i64
  %c63 = arith.constant 63 : i64
  %z64 = arith.shrui %tb, %c63 : i64
  %z32 = arith.trunci %z64 : i64 to i32
  %z1 = arith.trunci %z64 : i64 to i1
  %zm = vector.broadcast %z1 : i1 to vector<24xi1>
  %mc0 = arith.constant dense<[true, false, true, true, false, true, true, true, false, false, true, true, true, false, true, false, true, true, false, true, true, true, false, true]> : vector<24xi1>
  %mask0 = arith.xori %mc0, %zm : vector<24xi1>
  %mc1 = arith.constant dense<[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : vector<24xi1>
  %mask1 = arith.xori %mc1, %zm : vector<24xi1>
  %mc2 = arith.constant dense<[false, true, false, false, true, false, false, false, true, false, false, true, false, false, false, true, false, false, false, false, true, false, false, false]> : vector<24xi1>
  %mask2 = arith.xori %mc2, %zm : vector<24xi1>
  %v0_f32_c = arith.constant dense<[-2147483648, -1082130432, 2143289345, 0, 2139095041, -2147483648, 1065353216, -4194302, 0, -2147483648, 1073741824, -8388605, -2147483648, 2143289345, 0, -1082130432, -4194302, -2147483648, 2139095041, 0, 2143289345, -2147483648, -8388605, 0]> : vector<24xi32>
  %v0_f32_z = vector.broadcast %z32 : i32 to vector<24xi32>
  %v0_f32_i = arith.addi %v0_f32_c, %v0_f32_z : vector<24xi32>
  %v0_f32 = arith.bitcast %v0_f32_i : vector<24xi32> to vector<24xf32>
  %a0_f32_c = arith.constant 0 : i32
  %a0_f32_i = arith.addi %a0_f32_c, %z32 : i32
  %a0_f32 = arith.bitcast %a0_f32_i : i32 to f32
  call @masked_f32(%v0_f32, %mask0, %a0_f32) : (vector<24xf32>, vector<24xi1>, f32) -> ()
  %v1_f32_c = arith.constant dense<[2143289345, 2139095041, -4194302, -8388605, 2143289345, -4194302, 2139095041, -8388605, -4194302, 2143289345, -8388605, 2139095041, 2143289345, 2143289345, -4194302, 2139095041, -8388605, 2143289345, -4194302, 2139095041, -8388605, 2143289345, -4194302, -8388605]> : vector<24xi32>
  %v1_f32_z = vector.broadcast %z32 : i32 to vector<24xi32>
  %v1_f32_i = arith.addi %v1_f32_c, %v1_f32_z : vector<24xi32>
  %v1_f32 = arith.bitcast %v1_f32_i : vector<24xi32> to vector<24xf32>
  %a1_f32_c = arith.constant -2147483648 : i32
  %a1_f32_i = arith.addi %a1_f32_c, %z32 : i32
  %a1_f32 = arith.bitcast %a1_f32_i : i32 to f32
  call @masked_f32(%v1_f32, %mask0, %a1_f32) : (vector<24xf32>, vector<24xi1>, f32) -> ()
  %v2_f32_c = arith.constant dense<[2143289345, 2139095041, -4194302, -8388605, 2143289345, -4194302, 2139095041, -8388605, -4194302, 2143289345, -8388605, 2139095041, 2143289345, 2143289345, -4194302, 2139095041, -8388605, 2143289345, -4194302, 2139095041, -8388605, 2143289345, -4194302, -8388605]> : vector<24xi32>
  %v2_f32_z = vector.broadcast %z32 : i32 to vector<24xi32>
  %v2_f32_i = arith.addi %v2_f32_c, %v2_f32_z : vector<24xi32>
  %v2_f32 = arith.bitcast %v2_f32_i : vector<24xi32> to vector<24xf32>
  %a2_f32_c = arith.constant 2139095041 : i32
  %a2_f32_i = arith.addi %a2_f32_c, %z32 : i32
  %a2_f32 = arith.bitcast %a2_f32_i : i32 to f32
  call @masked_f32(%v2_f32, %mask2, %a2_f32) : (vector<24xf32>, vector<24xi1>, f32) -> ()
  %v3_f32_c = arith.constant dense<[-1082130432, -1082130432, -2147483648, -1082130432, -1082130432, -1082130432, -1082130432, -2147483648, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -2147483648, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432]> : vector<24xi32>
  %v3_f32_z = vector.broadcast %z32 : i32 to vector<24xi32>
  %v3_f32_i = arith.addi %v3_f32_c, %v3_f32_z : vector<24xi32>
  %v3_f32 = arith.bitcast %v3_f32_i : vector<24xi32> to vector<24xf32>
  %a3_f32_c = arith.constant -4194302 : i32
  %a3_f32_i = arith.addi %a3_f32_c, %z32 : i32
  %a3_f32 = arith.bitcast %a3_f32_i : i32 to f32
  call @masked_f32(%v3_f32, %mask1, %a3_f32) : (vector<24xf32>, vector<24xi1>, f32) -> ()
  %v4_f32_c = arith.constant dense<[-1082130432, -1082130432, -2147483648, -1082130432, -1082130432, -1082130432, -1082130432, -2147483648, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -2147483648, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432]> : vector<24xi32>
  %v4_f32_z = vector.broadcast %z32 : i32 to vector<24xi32>
  %v4_f32_i = arith.addi %v4_f32_c, %v4_f32_z : vector<24xi32>
  %v4_f32 = arith.bitcast %v4_f32_i : vector<24xi32> to vector<24xf32>
  %a4_f32_c = arith.constant -1082130432 : i32
  %a4_f32_i = arith.addi %a4_f32_c, %z32 : i32
  %a4_f32 = arith.bitcast %a4_f32_i : i32 to f32
  call @masked_f32(%v4_f32, %mask2, %a4_f32) : (vector<24xf32>, vector<24xi1>, f32) -> ()
  %v5_f32_c = arith.constant dense<[-2147483648, -1082130432, 2143289345, 0, 2139095041, -2147483648, 1065353216, -4194302, 0, -2147483648, 1073741824, -8388605, -2147483648, 2143289345, 0, -1082130432, -4194302, -2147483648, 2139095041, 0, 2143289345, -2147483648, -8388605, 0]> : vector<24xi32>
  %v5_f32_z = vector.broadcast %z32 : i32 to vector<24xi32>
  %v5_f32_i = arith.addi %v5_f32_c, %v5_f32_z : vector<24xi32>
  %v5_f32 = arith.bitcast %v5_f32_i : vector<24xi32> to vector<24xf32>
  %a5_f32_c = arith.constant 2143289345 : i32
  %a5_f32_i = arith.addi %a5_f32_c, %z32 : i32
  %a5_f32 = arith.bitcast %a5_f32_i : i32 to f32
  call @masked_f32(%v5_f32, %mask2, %a5_f32) : (vector<24xf32>, vector<24xi1>, f32) -> ()
  %v0_f64_c = arith.constant dense<[-9223372036854775808, -4616189618054758400, 9221120237041090561, 0, 9218868437227405313, -9223372036854775808, 4607182418800017408, -2251799813685246, 0, -9223372036854775808, 4611686018427387904, -4503599627370493, -9223372036854775808, 9221120237041090561, 0, -4616189618054758400, -2251799813685246, -9223372036854775808, 9218868437227405313, 0, 9221120237041090561, -9223372036854775808, -4503599627370493, 0]> : vector<24xi64>
  %v0_f64_z = vector.broadcast %z64 : i64 to vector<24xi64>
  %v0_f64_i = arith.addi %v0_f64_c, %v0_f64_z : vector<24xi64>
  %v0_f64 = arith.bitcast %v0_f64_i : vector<24xi64> to vector<24xf64>
  %a0_f64_c = arith.constant 0 : i64
  %a0_f64_i = arith.addi %a0_f64_c, %z64 : i64
  %a0_f64 = arith.bitcast %a0_f64_i : i64 to f64
  call @masked_f64(%v0_f64, %mask0, %a0_f64) : (vector<24xf64>, vector<24xi1>, f64) -> ()
  %v1_f64_c = arith.constant dense<[9221120237041090561, 9218868437227405313, -2251799813685246, -4503599627370493, 9221120237041090561, -2251799813685246, 9218868437227405313, -4503599627370493, -2251799813685246, 9221120237041090561, -4503599627370493, 9218868437227405313, 9221120237041090561, 9221120237041090561, -2251799813685246, 9218868437227405313, -4503599627370493, 9221120237041090561, -2251799813685246, 9218868437227405313, -4503599627370493, 9221120237041090561, -2251799813685246, -4503599627370493]> : vector<24xi64>
  %v1_f64_z = vector.broadcast %z64 : i64 to vector<24xi64>
  %v1_f64_i = arith.addi %v1_f64_c, %v1_f64_z : vector<24xi64>
  %v1_f64 = arith.bitcast %v1_f64_i : vector<24xi64> to vector<24xf64>
  %a1_f64_c = arith.constant -9223372036854775808 : i64
  %a1_f64_i = arith.addi %a1_f64_c, %z64 : i64
  %a1_f64 = arith.bitcast %a1_f64_i : i64 to f64
  call @masked_f64(%v1_f64, %mask0, %a1_f64) : (vector<24xf64>, vector<24xi1>, f64) -> ()
  %v2_f64_c = arith.constant dense<[9221120237041090561, 9218868437227405313, -2251799813685246, -4503599627370493, 9221120237041090561, -2251799813685246, 9218868437227405313, -4503599627370493, -2251799813685246, 9221120237041090561, -4503599627370493, 9218868437227405313, 9221120237041090561, 9221120237041090561, -2251799813685246, 9218868437227405313, -4503599627370493, 9221120237041090561, -2251799813685246, 9218868437227405313, -4503599627370493, 9221120237041090561, -2251799813685246, -4503599627370493]> : vector<24xi64>
  %v2_f64_z = vector.broadcast %z64 : i64 to vector<24xi64>
  %v2_f64_i = arith.addi %v2_f64_c, %v2_f64_z : vector<24xi64>
  %v2_f64 = arith.bitcast %v2_f64_i : vector<24xi64> to vector<24xf64>
  %a2_f64_c = arith.constant 9218868437227405313 : i64
  %a2_f64_i = arith.addi %a2_f64_c, %z64 : i64
  %a2_f64 = arith.bitcast %a2_f64_i : i64 to f64
  call @masked_f64(%v2_f64, %mask2, %a2_f64) : (vector<24xf64>, vector<24xi1>, f64) -> ()
  %v3_f64_c = arith.constant dense<[-4616189618054758400, -4616189618054758400, -9223372036854775808, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -9223372036854775808, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -9223372036854775808, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400]> : vector<24xi64>
  %v3_f64_z = vector.broadcast %z64 : i64 to vector<24xi64>
  %v3_f64_i = arith.addi %v3_f64_c, %v3_f64_z : vector<24xi64>
  %v3_f64 = arith.bitcast %v3_f64_i : vector<24xi64> to vector<24xf64>
  %a3_f64_c = arith.constant -2251799813685246 : i64
  %a3_f64_i = arith.addi %a3_f64_c, %z64 : i64
  %a3_f64 = arith.bitcast %a3_f64_i : i64 to f64
  call @masked_f64(%v3_f64, %mask1, %a3_f64) : (vector<24xf64>, vector<24xi1>, f64) -> ()
  %v4_f64_c = arith.constant dense<[-4616189618054758400, -4616189618054758400, -9223372036854775808, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -9223372036854775808, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -9223372036854775808, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400]> : vector<24xi64>
  %v4_f64_z = vector.broadcast %z64 : i64 to vector<24xi64>
  %v4_f64_i = arith.addi %v4_f64_c, %v4_f64_z : vector<24xi64>
  %v4_f64 = arith.bitcast %v4_f64_i : vector<24xi64> to vector<24xf64>
  %a4_f64_c = arith.constant -4616189618054758400 : i64
  %a4_f64_i = arith.addi %a4_f64_c, %z64 : i64
  %a4_f64 = arith.bitcast %a4_f64_i : i64 to f64
  call @masked_f64(%v4_f64, %mask2, %a4_f64) : (vector<24xf64>, vector<24xi1>, f64) -> ()
  %v5_f64_c = arith.constant dense<[-9223372036854775808, -4616189618054758400, 9221120237041090561, 0, 9218868437227405313, -9223372036854775808, 4607182418800017408, -2251799813685246, 0, -9223372036854775808, 4611686018427387904, -4503599627370493, -9223372036854775808, 9221120237041090561, 0, -4616189618054758400, -2251799813685246, -9223372036854775808, 9218868437227405313, 0, 9221120237041090561, -9223372036854775808, -4503599627370493, 0]> : vector<24xi64>
  %v5_f64_z = vector.broadcast %z64 : i64 to vector<24xi64>
  %v5_f64_i = arith.addi %v5_f64_c, %v5_f64_z : vector<24xi64>
  %v5_f64 = arith.bitcast %v5_f64_i : vector<24xi64> to vector<24xf64>
  %a5_f64_c = arith.constant 9221120237041090561 : i64
  %a5_f64_i = arith.addi %a5_f64_c, %z64 : i64
  %a5_f64 = arith.bitcast %a5_f64_i : i64 to f64
  call @masked_f64(%v5_f64, %mask2, %a5_f64) : (vector<24xf64>, vector<24xi1>, f64) -> ()
  return
}

// CHECK: -2147483648, -2147483648, -2147483648, -2147483648, 2143289345, 2143289345, 2143289345, 2143289345, 
// CHECK-NEXT: -2147483648, -2147483648, 1065353216, 1065353216, 2143289345, 2143289345, -4194302, -4194302, 
// CHECK-NEXT: -2147483648, -2147483648, 1073741824, 1073741824, 2143289345, 2143289345, -4194302, -4194302, 
// CHECK-NEXT: -8388605, -2147483648, -8388605, -2147483648, 2143289345, 2143289345, -4194302, -4194302, 
// CHECK-NEXT: -8388605, -2147483648, -8388605, -2147483648, 2143289345, 2143289345, -4194302, -4194302, 
// CHECK-NEXT: 2143289344, -2147483648, -4194304, -2147483648, 2143289345, 2143289345, -8388605, -8388605, 
// CHECK-NEXT: 2143289344, 2139095041, -4194304, 2139095041, 2139095041, 2139095041, 2139095041, 2139095041, 
// CHECK-NEXT: 2143289344, 2139095041, -4194304, 2139095041, 2143289345, 2143289345, 2139095041, 2139095041, 
// CHECK-NEXT: 2143289344, 2139095041, -4194304, 2139095041, 2143289345, 2143289345, -4194302, -4194302, 
// CHECK-NEXT: 2143289344, -4194302, -4194304, -4194302, 2139095039, -4194302, -2147483647, -4194302, 
// CHECK-NEXT: 2143289344, -4194302, -4194304, -4194302, 2139095039, -4194302, -2147483647, -4194302, 
// CHECK-NEXT: 2143289344, -4194302, -4194304, -4194302, 2139095039, -4194302, -2147483647, -4194302, 
// CHECK-NEXT: -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -2147483647, -2147483647, 
// CHECK-NEXT: -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -2147483647, -2147483647, 
// CHECK-NEXT: -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, -2147483647, -2147483647, 
// CHECK-NEXT: -1082130432, -1082130432, -1082130432, -1082130432, -1082130432, 2143289345, -2147483647, 2143289345, 
// CHECK-NEXT: -1082130432, -1082130432, -1082130432, -1082130432, 2139095041, 2139095041, 2139095041, 2143289345, 
// CHECK-NEXT: -1082130432, -1082130432, 0, 0, 2139095041, 2139095041, -8388605, -8388605, 
// CHECK-NEXT: -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 
// CHECK-NEXT: -9223372036854775808, -9223372036854775808, 4607182418800017408, 4607182418800017408, 9221120237041090561, 9221120237041090561, -2251799813685246, -2251799813685246, 
// CHECK-NEXT: -9223372036854775808, -9223372036854775808, 4611686018427387904, 4611686018427387904, 9221120237041090561, 9221120237041090561, -2251799813685246, -2251799813685246, 
// CHECK-NEXT: -4503599627370493, -9223372036854775808, -4503599627370493, -9223372036854775808, 9221120237041090561, 9221120237041090561, -2251799813685246, -2251799813685246, 
// CHECK-NEXT: -4503599627370493, -9223372036854775808, -4503599627370493, -9223372036854775808, 9221120237041090561, 9221120237041090561, -2251799813685246, -2251799813685246, 
// CHECK-NEXT: 9221120237041090560, -9223372036854775808, -2251799813685248, -9223372036854775808, 9221120237041090561, 9221120237041090561, -4503599627370493, -4503599627370493, 
// CHECK-NEXT: 9221120237041090560, 9218868437227405313, -2251799813685248, 9218868437227405313, 9218868437227405313, 9218868437227405313, 9218868437227405313, 9218868437227405313, 
// CHECK-NEXT: 9221120237041090560, 9218868437227405313, -2251799813685248, 9218868437227405313, 9221120237041090561, 9221120237041090561, 9218868437227405313, 9218868437227405313, 
// CHECK-NEXT: 9221120237041090560, 9218868437227405313, -2251799813685248, 9218868437227405313, 9221120237041090561, 9221120237041090561, -2251799813685246, -2251799813685246, 
// CHECK-NEXT: 9221120237041090560, -2251799813685246, -2251799813685248, -2251799813685246, 9218868437227405311, -2251799813685246, -9223372036854775807, -2251799813685246, 
// CHECK-NEXT: 9221120237041090560, -2251799813685246, -2251799813685248, -2251799813685246, 9218868437227405311, -2251799813685246, -9223372036854775807, -2251799813685246, 
// CHECK-NEXT: 9221120237041090560, -2251799813685246, -2251799813685248, -2251799813685246, 9218868437227405311, -2251799813685246, -9223372036854775807, -2251799813685246, 
// CHECK-NEXT: -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -9223372036854775807, -9223372036854775807, 
// CHECK-NEXT: -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -9223372036854775807, -9223372036854775807, 
// CHECK-NEXT: -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -9223372036854775807, -9223372036854775807, 
// CHECK-NEXT: -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, 9221120237041090561, -9223372036854775807, 9221120237041090561, 
// CHECK-NEXT: -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, 9218868437227405313, 9218868437227405313, 9218868437227405313, 9221120237041090561, 
// CHECK-NEXT: -4616189618054758400, -4616189618054758400, 0, 0, 9218868437227405313, 9218868437227405313, -4503599627370493, -4503599627370493, 
