// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// arith.minnumf/maxnumf/minimumf/maximumf and the vector.reduction kinds of the same names,
// bit for bit (results printed as integers): signed zeros in both operand orders, quiet NaNs
// with payloads of both signs, signaling NaNs (not quieted), on f32 and f64, scalars and
// vectors, reductions of 2 to 24 lanes (wide ones are halved first) with and without
// accumulator. Expected output from mlir-runner 22 -O3 (`mlir-opt --test-lower-to-llvm`) on
// x86-64; the operands depend on rtclock(), so LLVM computes at run time.

// The four ops on 16 lane pairs, as vectors and lane by lane as scalars.
func.func @binary_f32(%a: vector<16xf32>, %b: vector<16xf32>) {
  %v_minnumf = arith.minnumf %a, %b : vector<16xf32>
  %i_minnumf = arith.bitcast %v_minnumf : vector<16xf32> to vector<16xi32>
  vector.print %i_minnumf : vector<16xi32>
  %v_maxnumf = arith.maxnumf %a, %b : vector<16xf32>
  %i_maxnumf = arith.bitcast %v_maxnumf : vector<16xf32> to vector<16xi32>
  vector.print %i_maxnumf : vector<16xi32>
  %v_minimumf = arith.minimumf %a, %b : vector<16xf32>
  %i_minimumf = arith.bitcast %v_minimumf : vector<16xf32> to vector<16xi32>
  vector.print %i_minimumf : vector<16xi32>
  %v_maximumf = arith.maximumf %a, %b : vector<16xf32>
  %i_maximumf = arith.bitcast %v_maximumf : vector<16xf32> to vector<16xi32>
  vector.print %i_maximumf : vector<16xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  vector.print punctuation <open>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = vector.extract %a[%i] : f32 from vector<16xf32>
    %y = vector.extract %b[%i] : f32 from vector<16xf32>
    %r = arith.minnumf %x, %y : f32
    %ri = arith.bitcast %r : f32 to i32
    vector.print %ri : i32 punctuation <comma>
  }
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print punctuation <open>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = vector.extract %a[%i] : f32 from vector<16xf32>
    %y = vector.extract %b[%i] : f32 from vector<16xf32>
    %r = arith.maxnumf %x, %y : f32
    %ri = arith.bitcast %r : f32 to i32
    vector.print %ri : i32 punctuation <comma>
  }
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print punctuation <open>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = vector.extract %a[%i] : f32 from vector<16xf32>
    %y = vector.extract %b[%i] : f32 from vector<16xf32>
    %r = arith.minimumf %x, %y : f32
    %ri = arith.bitcast %r : f32 to i32
    vector.print %ri : i32 punctuation <comma>
  }
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print punctuation <open>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = vector.extract %a[%i] : f32 from vector<16xf32>
    %y = vector.extract %b[%i] : f32 from vector<16xf32>
    %r = arith.maximumf %x, %y : f32
    %ri = arith.bitcast %r : f32 to i32
    vector.print %ri : i32 punctuation <comma>
  }
  vector.print punctuation <close>
  vector.print punctuation <newline>
  return
}

// Reductions of the first 2, 3, 4, 8, 16 and all 24 lanes, without and with accumulator.
func.func @reduce_f32(%v: vector<24xf32>, %acc: f32) {
  %s_minnumf_2 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<24xf32> to vector<2xf32>
  %r_minnumf_2 = vector.reduction <minnumf>, %s_minnumf_2 : vector<2xf32> into f32
  %ri_minnumf_2 = arith.bitcast %r_minnumf_2 : f32 to i32
  vector.print %ri_minnumf_2 : i32 punctuation <comma>
  %q_minnumf_2 = vector.reduction <minnumf>, %s_minnumf_2, %acc : vector<2xf32> into f32
  %qi_minnumf_2 = arith.bitcast %q_minnumf_2 : f32 to i32
  vector.print %qi_minnumf_2 : i32 punctuation <comma>
  %s_minnumf_3 = vector.extract_strided_slice %v {offsets = [0], sizes = [3], strides = [1]} : vector<24xf32> to vector<3xf32>
  %r_minnumf_3 = vector.reduction <minnumf>, %s_minnumf_3 : vector<3xf32> into f32
  %ri_minnumf_3 = arith.bitcast %r_minnumf_3 : f32 to i32
  vector.print %ri_minnumf_3 : i32 punctuation <comma>
  %q_minnumf_3 = vector.reduction <minnumf>, %s_minnumf_3, %acc : vector<3xf32> into f32
  %qi_minnumf_3 = arith.bitcast %q_minnumf_3 : f32 to i32
  vector.print %qi_minnumf_3 : i32 punctuation <comma>
  %s_minnumf_4 = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<24xf32> to vector<4xf32>
  %r_minnumf_4 = vector.reduction <minnumf>, %s_minnumf_4 : vector<4xf32> into f32
  %ri_minnumf_4 = arith.bitcast %r_minnumf_4 : f32 to i32
  vector.print %ri_minnumf_4 : i32 punctuation <comma>
  %q_minnumf_4 = vector.reduction <minnumf>, %s_minnumf_4, %acc : vector<4xf32> into f32
  %qi_minnumf_4 = arith.bitcast %q_minnumf_4 : f32 to i32
  vector.print %qi_minnumf_4 : i32 punctuation <comma>
  %s_minnumf_8 = vector.extract_strided_slice %v {offsets = [0], sizes = [8], strides = [1]} : vector<24xf32> to vector<8xf32>
  %r_minnumf_8 = vector.reduction <minnumf>, %s_minnumf_8 : vector<8xf32> into f32
  %ri_minnumf_8 = arith.bitcast %r_minnumf_8 : f32 to i32
  vector.print %ri_minnumf_8 : i32 punctuation <comma>
  %q_minnumf_8 = vector.reduction <minnumf>, %s_minnumf_8, %acc : vector<8xf32> into f32
  %qi_minnumf_8 = arith.bitcast %q_minnumf_8 : f32 to i32
  vector.print %qi_minnumf_8 : i32 punctuation <comma>
  %s_minnumf_16 = vector.extract_strided_slice %v {offsets = [0], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
  %r_minnumf_16 = vector.reduction <minnumf>, %s_minnumf_16 : vector<16xf32> into f32
  %ri_minnumf_16 = arith.bitcast %r_minnumf_16 : f32 to i32
  vector.print %ri_minnumf_16 : i32 punctuation <comma>
  %q_minnumf_16 = vector.reduction <minnumf>, %s_minnumf_16, %acc : vector<16xf32> into f32
  %qi_minnumf_16 = arith.bitcast %q_minnumf_16 : f32 to i32
  vector.print %qi_minnumf_16 : i32 punctuation <comma>
  %r_minnumf_24 = vector.reduction <minnumf>, %v : vector<24xf32> into f32
  %ri_minnumf_24 = arith.bitcast %r_minnumf_24 : f32 to i32
  vector.print %ri_minnumf_24 : i32 punctuation <comma>
  %q_minnumf_24 = vector.reduction <minnumf>, %v, %acc : vector<24xf32> into f32
  %qi_minnumf_24 = arith.bitcast %q_minnumf_24 : f32 to i32
  vector.print %qi_minnumf_24 : i32 punctuation <comma>
  vector.print punctuation <newline>
  %s_maxnumf_2 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<24xf32> to vector<2xf32>
  %r_maxnumf_2 = vector.reduction <maxnumf>, %s_maxnumf_2 : vector<2xf32> into f32
  %ri_maxnumf_2 = arith.bitcast %r_maxnumf_2 : f32 to i32
  vector.print %ri_maxnumf_2 : i32 punctuation <comma>
  %q_maxnumf_2 = vector.reduction <maxnumf>, %s_maxnumf_2, %acc : vector<2xf32> into f32
  %qi_maxnumf_2 = arith.bitcast %q_maxnumf_2 : f32 to i32
  vector.print %qi_maxnumf_2 : i32 punctuation <comma>
  %s_maxnumf_3 = vector.extract_strided_slice %v {offsets = [0], sizes = [3], strides = [1]} : vector<24xf32> to vector<3xf32>
  %r_maxnumf_3 = vector.reduction <maxnumf>, %s_maxnumf_3 : vector<3xf32> into f32
  %ri_maxnumf_3 = arith.bitcast %r_maxnumf_3 : f32 to i32
  vector.print %ri_maxnumf_3 : i32 punctuation <comma>
  %q_maxnumf_3 = vector.reduction <maxnumf>, %s_maxnumf_3, %acc : vector<3xf32> into f32
  %qi_maxnumf_3 = arith.bitcast %q_maxnumf_3 : f32 to i32
  vector.print %qi_maxnumf_3 : i32 punctuation <comma>
  %s_maxnumf_4 = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<24xf32> to vector<4xf32>
  %r_maxnumf_4 = vector.reduction <maxnumf>, %s_maxnumf_4 : vector<4xf32> into f32
  %ri_maxnumf_4 = arith.bitcast %r_maxnumf_4 : f32 to i32
  vector.print %ri_maxnumf_4 : i32 punctuation <comma>
  %q_maxnumf_4 = vector.reduction <maxnumf>, %s_maxnumf_4, %acc : vector<4xf32> into f32
  %qi_maxnumf_4 = arith.bitcast %q_maxnumf_4 : f32 to i32
  vector.print %qi_maxnumf_4 : i32 punctuation <comma>
  %s_maxnumf_8 = vector.extract_strided_slice %v {offsets = [0], sizes = [8], strides = [1]} : vector<24xf32> to vector<8xf32>
  %r_maxnumf_8 = vector.reduction <maxnumf>, %s_maxnumf_8 : vector<8xf32> into f32
  %ri_maxnumf_8 = arith.bitcast %r_maxnumf_8 : f32 to i32
  vector.print %ri_maxnumf_8 : i32 punctuation <comma>
  %q_maxnumf_8 = vector.reduction <maxnumf>, %s_maxnumf_8, %acc : vector<8xf32> into f32
  %qi_maxnumf_8 = arith.bitcast %q_maxnumf_8 : f32 to i32
  vector.print %qi_maxnumf_8 : i32 punctuation <comma>
  %s_maxnumf_16 = vector.extract_strided_slice %v {offsets = [0], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
  %r_maxnumf_16 = vector.reduction <maxnumf>, %s_maxnumf_16 : vector<16xf32> into f32
  %ri_maxnumf_16 = arith.bitcast %r_maxnumf_16 : f32 to i32
  vector.print %ri_maxnumf_16 : i32 punctuation <comma>
  %q_maxnumf_16 = vector.reduction <maxnumf>, %s_maxnumf_16, %acc : vector<16xf32> into f32
  %qi_maxnumf_16 = arith.bitcast %q_maxnumf_16 : f32 to i32
  vector.print %qi_maxnumf_16 : i32 punctuation <comma>
  %r_maxnumf_24 = vector.reduction <maxnumf>, %v : vector<24xf32> into f32
  %ri_maxnumf_24 = arith.bitcast %r_maxnumf_24 : f32 to i32
  vector.print %ri_maxnumf_24 : i32 punctuation <comma>
  %q_maxnumf_24 = vector.reduction <maxnumf>, %v, %acc : vector<24xf32> into f32
  %qi_maxnumf_24 = arith.bitcast %q_maxnumf_24 : f32 to i32
  vector.print %qi_maxnumf_24 : i32 punctuation <comma>
  vector.print punctuation <newline>
  %s_minimumf_2 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<24xf32> to vector<2xf32>
  %r_minimumf_2 = vector.reduction <minimumf>, %s_minimumf_2 : vector<2xf32> into f32
  %ri_minimumf_2 = arith.bitcast %r_minimumf_2 : f32 to i32
  vector.print %ri_minimumf_2 : i32 punctuation <comma>
  %q_minimumf_2 = vector.reduction <minimumf>, %s_minimumf_2, %acc : vector<2xf32> into f32
  %qi_minimumf_2 = arith.bitcast %q_minimumf_2 : f32 to i32
  vector.print %qi_minimumf_2 : i32 punctuation <comma>
  %s_minimumf_3 = vector.extract_strided_slice %v {offsets = [0], sizes = [3], strides = [1]} : vector<24xf32> to vector<3xf32>
  %r_minimumf_3 = vector.reduction <minimumf>, %s_minimumf_3 : vector<3xf32> into f32
  %ri_minimumf_3 = arith.bitcast %r_minimumf_3 : f32 to i32
  vector.print %ri_minimumf_3 : i32 punctuation <comma>
  %q_minimumf_3 = vector.reduction <minimumf>, %s_minimumf_3, %acc : vector<3xf32> into f32
  %qi_minimumf_3 = arith.bitcast %q_minimumf_3 : f32 to i32
  vector.print %qi_minimumf_3 : i32 punctuation <comma>
  %s_minimumf_4 = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<24xf32> to vector<4xf32>
  %r_minimumf_4 = vector.reduction <minimumf>, %s_minimumf_4 : vector<4xf32> into f32
  %ri_minimumf_4 = arith.bitcast %r_minimumf_4 : f32 to i32
  vector.print %ri_minimumf_4 : i32 punctuation <comma>
  %q_minimumf_4 = vector.reduction <minimumf>, %s_minimumf_4, %acc : vector<4xf32> into f32
  %qi_minimumf_4 = arith.bitcast %q_minimumf_4 : f32 to i32
  vector.print %qi_minimumf_4 : i32 punctuation <comma>
  %s_minimumf_8 = vector.extract_strided_slice %v {offsets = [0], sizes = [8], strides = [1]} : vector<24xf32> to vector<8xf32>
  %r_minimumf_8 = vector.reduction <minimumf>, %s_minimumf_8 : vector<8xf32> into f32
  %ri_minimumf_8 = arith.bitcast %r_minimumf_8 : f32 to i32
  vector.print %ri_minimumf_8 : i32 punctuation <comma>
  %q_minimumf_8 = vector.reduction <minimumf>, %s_minimumf_8, %acc : vector<8xf32> into f32
  %qi_minimumf_8 = arith.bitcast %q_minimumf_8 : f32 to i32
  vector.print %qi_minimumf_8 : i32 punctuation <comma>
  %s_minimumf_16 = vector.extract_strided_slice %v {offsets = [0], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
  %r_minimumf_16 = vector.reduction <minimumf>, %s_minimumf_16 : vector<16xf32> into f32
  %ri_minimumf_16 = arith.bitcast %r_minimumf_16 : f32 to i32
  vector.print %ri_minimumf_16 : i32 punctuation <comma>
  %q_minimumf_16 = vector.reduction <minimumf>, %s_minimumf_16, %acc : vector<16xf32> into f32
  %qi_minimumf_16 = arith.bitcast %q_minimumf_16 : f32 to i32
  vector.print %qi_minimumf_16 : i32 punctuation <comma>
  %r_minimumf_24 = vector.reduction <minimumf>, %v : vector<24xf32> into f32
  %ri_minimumf_24 = arith.bitcast %r_minimumf_24 : f32 to i32
  vector.print %ri_minimumf_24 : i32 punctuation <comma>
  %q_minimumf_24 = vector.reduction <minimumf>, %v, %acc : vector<24xf32> into f32
  %qi_minimumf_24 = arith.bitcast %q_minimumf_24 : f32 to i32
  vector.print %qi_minimumf_24 : i32 punctuation <comma>
  vector.print punctuation <newline>
  %s_maximumf_2 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<24xf32> to vector<2xf32>
  %r_maximumf_2 = vector.reduction <maximumf>, %s_maximumf_2 : vector<2xf32> into f32
  %ri_maximumf_2 = arith.bitcast %r_maximumf_2 : f32 to i32
  vector.print %ri_maximumf_2 : i32 punctuation <comma>
  %q_maximumf_2 = vector.reduction <maximumf>, %s_maximumf_2, %acc : vector<2xf32> into f32
  %qi_maximumf_2 = arith.bitcast %q_maximumf_2 : f32 to i32
  vector.print %qi_maximumf_2 : i32 punctuation <comma>
  %s_maximumf_3 = vector.extract_strided_slice %v {offsets = [0], sizes = [3], strides = [1]} : vector<24xf32> to vector<3xf32>
  %r_maximumf_3 = vector.reduction <maximumf>, %s_maximumf_3 : vector<3xf32> into f32
  %ri_maximumf_3 = arith.bitcast %r_maximumf_3 : f32 to i32
  vector.print %ri_maximumf_3 : i32 punctuation <comma>
  %q_maximumf_3 = vector.reduction <maximumf>, %s_maximumf_3, %acc : vector<3xf32> into f32
  %qi_maximumf_3 = arith.bitcast %q_maximumf_3 : f32 to i32
  vector.print %qi_maximumf_3 : i32 punctuation <comma>
  %s_maximumf_4 = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<24xf32> to vector<4xf32>
  %r_maximumf_4 = vector.reduction <maximumf>, %s_maximumf_4 : vector<4xf32> into f32
  %ri_maximumf_4 = arith.bitcast %r_maximumf_4 : f32 to i32
  vector.print %ri_maximumf_4 : i32 punctuation <comma>
  %q_maximumf_4 = vector.reduction <maximumf>, %s_maximumf_4, %acc : vector<4xf32> into f32
  %qi_maximumf_4 = arith.bitcast %q_maximumf_4 : f32 to i32
  vector.print %qi_maximumf_4 : i32 punctuation <comma>
  %s_maximumf_8 = vector.extract_strided_slice %v {offsets = [0], sizes = [8], strides = [1]} : vector<24xf32> to vector<8xf32>
  %r_maximumf_8 = vector.reduction <maximumf>, %s_maximumf_8 : vector<8xf32> into f32
  %ri_maximumf_8 = arith.bitcast %r_maximumf_8 : f32 to i32
  vector.print %ri_maximumf_8 : i32 punctuation <comma>
  %q_maximumf_8 = vector.reduction <maximumf>, %s_maximumf_8, %acc : vector<8xf32> into f32
  %qi_maximumf_8 = arith.bitcast %q_maximumf_8 : f32 to i32
  vector.print %qi_maximumf_8 : i32 punctuation <comma>
  %s_maximumf_16 = vector.extract_strided_slice %v {offsets = [0], sizes = [16], strides = [1]} : vector<24xf32> to vector<16xf32>
  %r_maximumf_16 = vector.reduction <maximumf>, %s_maximumf_16 : vector<16xf32> into f32
  %ri_maximumf_16 = arith.bitcast %r_maximumf_16 : f32 to i32
  vector.print %ri_maximumf_16 : i32 punctuation <comma>
  %q_maximumf_16 = vector.reduction <maximumf>, %s_maximumf_16, %acc : vector<16xf32> into f32
  %qi_maximumf_16 = arith.bitcast %q_maximumf_16 : f32 to i32
  vector.print %qi_maximumf_16 : i32 punctuation <comma>
  %r_maximumf_24 = vector.reduction <maximumf>, %v : vector<24xf32> into f32
  %ri_maximumf_24 = arith.bitcast %r_maximumf_24 : f32 to i32
  vector.print %ri_maximumf_24 : i32 punctuation <comma>
  %q_maximumf_24 = vector.reduction <maximumf>, %v, %acc : vector<24xf32> into f32
  %qi_maximumf_24 = arith.bitcast %q_maximumf_24 : f32 to i32
  vector.print %qi_maximumf_24 : i32 punctuation <comma>
  vector.print punctuation <newline>
  return
}

// The four ops on 16 lane pairs, as vectors and lane by lane as scalars.
func.func @binary_f64(%a: vector<16xf64>, %b: vector<16xf64>) {
  %v_minnumf = arith.minnumf %a, %b : vector<16xf64>
  %i_minnumf = arith.bitcast %v_minnumf : vector<16xf64> to vector<16xi64>
  vector.print %i_minnumf : vector<16xi64>
  %v_maxnumf = arith.maxnumf %a, %b : vector<16xf64>
  %i_maxnumf = arith.bitcast %v_maxnumf : vector<16xf64> to vector<16xi64>
  vector.print %i_maxnumf : vector<16xi64>
  %v_minimumf = arith.minimumf %a, %b : vector<16xf64>
  %i_minimumf = arith.bitcast %v_minimumf : vector<16xf64> to vector<16xi64>
  vector.print %i_minimumf : vector<16xi64>
  %v_maximumf = arith.maximumf %a, %b : vector<16xf64>
  %i_maximumf = arith.bitcast %v_maximumf : vector<16xf64> to vector<16xi64>
  vector.print %i_maximumf : vector<16xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  vector.print punctuation <open>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = vector.extract %a[%i] : f64 from vector<16xf64>
    %y = vector.extract %b[%i] : f64 from vector<16xf64>
    %r = arith.minnumf %x, %y : f64
    %ri = arith.bitcast %r : f64 to i64
    vector.print %ri : i64 punctuation <comma>
  }
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print punctuation <open>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = vector.extract %a[%i] : f64 from vector<16xf64>
    %y = vector.extract %b[%i] : f64 from vector<16xf64>
    %r = arith.maxnumf %x, %y : f64
    %ri = arith.bitcast %r : f64 to i64
    vector.print %ri : i64 punctuation <comma>
  }
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print punctuation <open>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = vector.extract %a[%i] : f64 from vector<16xf64>
    %y = vector.extract %b[%i] : f64 from vector<16xf64>
    %r = arith.minimumf %x, %y : f64
    %ri = arith.bitcast %r : f64 to i64
    vector.print %ri : i64 punctuation <comma>
  }
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print punctuation <open>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = vector.extract %a[%i] : f64 from vector<16xf64>
    %y = vector.extract %b[%i] : f64 from vector<16xf64>
    %r = arith.maximumf %x, %y : f64
    %ri = arith.bitcast %r : f64 to i64
    vector.print %ri : i64 punctuation <comma>
  }
  vector.print punctuation <close>
  vector.print punctuation <newline>
  return
}

// Reductions of the first 2, 3, 4, 8, 16 and all 24 lanes, without and with accumulator.
func.func @reduce_f64(%v: vector<24xf64>, %acc: f64) {
  %s_minnumf_2 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<24xf64> to vector<2xf64>
  %r_minnumf_2 = vector.reduction <minnumf>, %s_minnumf_2 : vector<2xf64> into f64
  %ri_minnumf_2 = arith.bitcast %r_minnumf_2 : f64 to i64
  vector.print %ri_minnumf_2 : i64 punctuation <comma>
  %q_minnumf_2 = vector.reduction <minnumf>, %s_minnumf_2, %acc : vector<2xf64> into f64
  %qi_minnumf_2 = arith.bitcast %q_minnumf_2 : f64 to i64
  vector.print %qi_minnumf_2 : i64 punctuation <comma>
  %s_minnumf_3 = vector.extract_strided_slice %v {offsets = [0], sizes = [3], strides = [1]} : vector<24xf64> to vector<3xf64>
  %r_minnumf_3 = vector.reduction <minnumf>, %s_minnumf_3 : vector<3xf64> into f64
  %ri_minnumf_3 = arith.bitcast %r_minnumf_3 : f64 to i64
  vector.print %ri_minnumf_3 : i64 punctuation <comma>
  %q_minnumf_3 = vector.reduction <minnumf>, %s_minnumf_3, %acc : vector<3xf64> into f64
  %qi_minnumf_3 = arith.bitcast %q_minnumf_3 : f64 to i64
  vector.print %qi_minnumf_3 : i64 punctuation <comma>
  %s_minnumf_4 = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<24xf64> to vector<4xf64>
  %r_minnumf_4 = vector.reduction <minnumf>, %s_minnumf_4 : vector<4xf64> into f64
  %ri_minnumf_4 = arith.bitcast %r_minnumf_4 : f64 to i64
  vector.print %ri_minnumf_4 : i64 punctuation <comma>
  %q_minnumf_4 = vector.reduction <minnumf>, %s_minnumf_4, %acc : vector<4xf64> into f64
  %qi_minnumf_4 = arith.bitcast %q_minnumf_4 : f64 to i64
  vector.print %qi_minnumf_4 : i64 punctuation <comma>
  %s_minnumf_8 = vector.extract_strided_slice %v {offsets = [0], sizes = [8], strides = [1]} : vector<24xf64> to vector<8xf64>
  %r_minnumf_8 = vector.reduction <minnumf>, %s_minnumf_8 : vector<8xf64> into f64
  %ri_minnumf_8 = arith.bitcast %r_minnumf_8 : f64 to i64
  vector.print %ri_minnumf_8 : i64 punctuation <comma>
  %q_minnumf_8 = vector.reduction <minnumf>, %s_minnumf_8, %acc : vector<8xf64> into f64
  %qi_minnumf_8 = arith.bitcast %q_minnumf_8 : f64 to i64
  vector.print %qi_minnumf_8 : i64 punctuation <comma>
  %s_minnumf_16 = vector.extract_strided_slice %v {offsets = [0], sizes = [16], strides = [1]} : vector<24xf64> to vector<16xf64>
  %r_minnumf_16 = vector.reduction <minnumf>, %s_minnumf_16 : vector<16xf64> into f64
  %ri_minnumf_16 = arith.bitcast %r_minnumf_16 : f64 to i64
  vector.print %ri_minnumf_16 : i64 punctuation <comma>
  %q_minnumf_16 = vector.reduction <minnumf>, %s_minnumf_16, %acc : vector<16xf64> into f64
  %qi_minnumf_16 = arith.bitcast %q_minnumf_16 : f64 to i64
  vector.print %qi_minnumf_16 : i64 punctuation <comma>
  %r_minnumf_24 = vector.reduction <minnumf>, %v : vector<24xf64> into f64
  %ri_minnumf_24 = arith.bitcast %r_minnumf_24 : f64 to i64
  vector.print %ri_minnumf_24 : i64 punctuation <comma>
  %q_minnumf_24 = vector.reduction <minnumf>, %v, %acc : vector<24xf64> into f64
  %qi_minnumf_24 = arith.bitcast %q_minnumf_24 : f64 to i64
  vector.print %qi_minnumf_24 : i64 punctuation <comma>
  vector.print punctuation <newline>
  %s_maxnumf_2 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<24xf64> to vector<2xf64>
  %r_maxnumf_2 = vector.reduction <maxnumf>, %s_maxnumf_2 : vector<2xf64> into f64
  %ri_maxnumf_2 = arith.bitcast %r_maxnumf_2 : f64 to i64
  vector.print %ri_maxnumf_2 : i64 punctuation <comma>
  %q_maxnumf_2 = vector.reduction <maxnumf>, %s_maxnumf_2, %acc : vector<2xf64> into f64
  %qi_maxnumf_2 = arith.bitcast %q_maxnumf_2 : f64 to i64
  vector.print %qi_maxnumf_2 : i64 punctuation <comma>
  %s_maxnumf_3 = vector.extract_strided_slice %v {offsets = [0], sizes = [3], strides = [1]} : vector<24xf64> to vector<3xf64>
  %r_maxnumf_3 = vector.reduction <maxnumf>, %s_maxnumf_3 : vector<3xf64> into f64
  %ri_maxnumf_3 = arith.bitcast %r_maxnumf_3 : f64 to i64
  vector.print %ri_maxnumf_3 : i64 punctuation <comma>
  %q_maxnumf_3 = vector.reduction <maxnumf>, %s_maxnumf_3, %acc : vector<3xf64> into f64
  %qi_maxnumf_3 = arith.bitcast %q_maxnumf_3 : f64 to i64
  vector.print %qi_maxnumf_3 : i64 punctuation <comma>
  %s_maxnumf_4 = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<24xf64> to vector<4xf64>
  %r_maxnumf_4 = vector.reduction <maxnumf>, %s_maxnumf_4 : vector<4xf64> into f64
  %ri_maxnumf_4 = arith.bitcast %r_maxnumf_4 : f64 to i64
  vector.print %ri_maxnumf_4 : i64 punctuation <comma>
  %q_maxnumf_4 = vector.reduction <maxnumf>, %s_maxnumf_4, %acc : vector<4xf64> into f64
  %qi_maxnumf_4 = arith.bitcast %q_maxnumf_4 : f64 to i64
  vector.print %qi_maxnumf_4 : i64 punctuation <comma>
  %s_maxnumf_8 = vector.extract_strided_slice %v {offsets = [0], sizes = [8], strides = [1]} : vector<24xf64> to vector<8xf64>
  %r_maxnumf_8 = vector.reduction <maxnumf>, %s_maxnumf_8 : vector<8xf64> into f64
  %ri_maxnumf_8 = arith.bitcast %r_maxnumf_8 : f64 to i64
  vector.print %ri_maxnumf_8 : i64 punctuation <comma>
  %q_maxnumf_8 = vector.reduction <maxnumf>, %s_maxnumf_8, %acc : vector<8xf64> into f64
  %qi_maxnumf_8 = arith.bitcast %q_maxnumf_8 : f64 to i64
  vector.print %qi_maxnumf_8 : i64 punctuation <comma>
  %s_maxnumf_16 = vector.extract_strided_slice %v {offsets = [0], sizes = [16], strides = [1]} : vector<24xf64> to vector<16xf64>
  %r_maxnumf_16 = vector.reduction <maxnumf>, %s_maxnumf_16 : vector<16xf64> into f64
  %ri_maxnumf_16 = arith.bitcast %r_maxnumf_16 : f64 to i64
  vector.print %ri_maxnumf_16 : i64 punctuation <comma>
  %q_maxnumf_16 = vector.reduction <maxnumf>, %s_maxnumf_16, %acc : vector<16xf64> into f64
  %qi_maxnumf_16 = arith.bitcast %q_maxnumf_16 : f64 to i64
  vector.print %qi_maxnumf_16 : i64 punctuation <comma>
  %r_maxnumf_24 = vector.reduction <maxnumf>, %v : vector<24xf64> into f64
  %ri_maxnumf_24 = arith.bitcast %r_maxnumf_24 : f64 to i64
  vector.print %ri_maxnumf_24 : i64 punctuation <comma>
  %q_maxnumf_24 = vector.reduction <maxnumf>, %v, %acc : vector<24xf64> into f64
  %qi_maxnumf_24 = arith.bitcast %q_maxnumf_24 : f64 to i64
  vector.print %qi_maxnumf_24 : i64 punctuation <comma>
  vector.print punctuation <newline>
  %s_minimumf_2 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<24xf64> to vector<2xf64>
  %r_minimumf_2 = vector.reduction <minimumf>, %s_minimumf_2 : vector<2xf64> into f64
  %ri_minimumf_2 = arith.bitcast %r_minimumf_2 : f64 to i64
  vector.print %ri_minimumf_2 : i64 punctuation <comma>
  %q_minimumf_2 = vector.reduction <minimumf>, %s_minimumf_2, %acc : vector<2xf64> into f64
  %qi_minimumf_2 = arith.bitcast %q_minimumf_2 : f64 to i64
  vector.print %qi_minimumf_2 : i64 punctuation <comma>
  %s_minimumf_3 = vector.extract_strided_slice %v {offsets = [0], sizes = [3], strides = [1]} : vector<24xf64> to vector<3xf64>
  %r_minimumf_3 = vector.reduction <minimumf>, %s_minimumf_3 : vector<3xf64> into f64
  %ri_minimumf_3 = arith.bitcast %r_minimumf_3 : f64 to i64
  vector.print %ri_minimumf_3 : i64 punctuation <comma>
  %q_minimumf_3 = vector.reduction <minimumf>, %s_minimumf_3, %acc : vector<3xf64> into f64
  %qi_minimumf_3 = arith.bitcast %q_minimumf_3 : f64 to i64
  vector.print %qi_minimumf_3 : i64 punctuation <comma>
  %s_minimumf_4 = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<24xf64> to vector<4xf64>
  %r_minimumf_4 = vector.reduction <minimumf>, %s_minimumf_4 : vector<4xf64> into f64
  %ri_minimumf_4 = arith.bitcast %r_minimumf_4 : f64 to i64
  vector.print %ri_minimumf_4 : i64 punctuation <comma>
  %q_minimumf_4 = vector.reduction <minimumf>, %s_minimumf_4, %acc : vector<4xf64> into f64
  %qi_minimumf_4 = arith.bitcast %q_minimumf_4 : f64 to i64
  vector.print %qi_minimumf_4 : i64 punctuation <comma>
  %s_minimumf_8 = vector.extract_strided_slice %v {offsets = [0], sizes = [8], strides = [1]} : vector<24xf64> to vector<8xf64>
  %r_minimumf_8 = vector.reduction <minimumf>, %s_minimumf_8 : vector<8xf64> into f64
  %ri_minimumf_8 = arith.bitcast %r_minimumf_8 : f64 to i64
  vector.print %ri_minimumf_8 : i64 punctuation <comma>
  %q_minimumf_8 = vector.reduction <minimumf>, %s_minimumf_8, %acc : vector<8xf64> into f64
  %qi_minimumf_8 = arith.bitcast %q_minimumf_8 : f64 to i64
  vector.print %qi_minimumf_8 : i64 punctuation <comma>
  %s_minimumf_16 = vector.extract_strided_slice %v {offsets = [0], sizes = [16], strides = [1]} : vector<24xf64> to vector<16xf64>
  %r_minimumf_16 = vector.reduction <minimumf>, %s_minimumf_16 : vector<16xf64> into f64
  %ri_minimumf_16 = arith.bitcast %r_minimumf_16 : f64 to i64
  vector.print %ri_minimumf_16 : i64 punctuation <comma>
  %q_minimumf_16 = vector.reduction <minimumf>, %s_minimumf_16, %acc : vector<16xf64> into f64
  %qi_minimumf_16 = arith.bitcast %q_minimumf_16 : f64 to i64
  vector.print %qi_minimumf_16 : i64 punctuation <comma>
  %r_minimumf_24 = vector.reduction <minimumf>, %v : vector<24xf64> into f64
  %ri_minimumf_24 = arith.bitcast %r_minimumf_24 : f64 to i64
  vector.print %ri_minimumf_24 : i64 punctuation <comma>
  %q_minimumf_24 = vector.reduction <minimumf>, %v, %acc : vector<24xf64> into f64
  %qi_minimumf_24 = arith.bitcast %q_minimumf_24 : f64 to i64
  vector.print %qi_minimumf_24 : i64 punctuation <comma>
  vector.print punctuation <newline>
  %s_maximumf_2 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<24xf64> to vector<2xf64>
  %r_maximumf_2 = vector.reduction <maximumf>, %s_maximumf_2 : vector<2xf64> into f64
  %ri_maximumf_2 = arith.bitcast %r_maximumf_2 : f64 to i64
  vector.print %ri_maximumf_2 : i64 punctuation <comma>
  %q_maximumf_2 = vector.reduction <maximumf>, %s_maximumf_2, %acc : vector<2xf64> into f64
  %qi_maximumf_2 = arith.bitcast %q_maximumf_2 : f64 to i64
  vector.print %qi_maximumf_2 : i64 punctuation <comma>
  %s_maximumf_3 = vector.extract_strided_slice %v {offsets = [0], sizes = [3], strides = [1]} : vector<24xf64> to vector<3xf64>
  %r_maximumf_3 = vector.reduction <maximumf>, %s_maximumf_3 : vector<3xf64> into f64
  %ri_maximumf_3 = arith.bitcast %r_maximumf_3 : f64 to i64
  vector.print %ri_maximumf_3 : i64 punctuation <comma>
  %q_maximumf_3 = vector.reduction <maximumf>, %s_maximumf_3, %acc : vector<3xf64> into f64
  %qi_maximumf_3 = arith.bitcast %q_maximumf_3 : f64 to i64
  vector.print %qi_maximumf_3 : i64 punctuation <comma>
  %s_maximumf_4 = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<24xf64> to vector<4xf64>
  %r_maximumf_4 = vector.reduction <maximumf>, %s_maximumf_4 : vector<4xf64> into f64
  %ri_maximumf_4 = arith.bitcast %r_maximumf_4 : f64 to i64
  vector.print %ri_maximumf_4 : i64 punctuation <comma>
  %q_maximumf_4 = vector.reduction <maximumf>, %s_maximumf_4, %acc : vector<4xf64> into f64
  %qi_maximumf_4 = arith.bitcast %q_maximumf_4 : f64 to i64
  vector.print %qi_maximumf_4 : i64 punctuation <comma>
  %s_maximumf_8 = vector.extract_strided_slice %v {offsets = [0], sizes = [8], strides = [1]} : vector<24xf64> to vector<8xf64>
  %r_maximumf_8 = vector.reduction <maximumf>, %s_maximumf_8 : vector<8xf64> into f64
  %ri_maximumf_8 = arith.bitcast %r_maximumf_8 : f64 to i64
  vector.print %ri_maximumf_8 : i64 punctuation <comma>
  %q_maximumf_8 = vector.reduction <maximumf>, %s_maximumf_8, %acc : vector<8xf64> into f64
  %qi_maximumf_8 = arith.bitcast %q_maximumf_8 : f64 to i64
  vector.print %qi_maximumf_8 : i64 punctuation <comma>
  %s_maximumf_16 = vector.extract_strided_slice %v {offsets = [0], sizes = [16], strides = [1]} : vector<24xf64> to vector<16xf64>
  %r_maximumf_16 = vector.reduction <maximumf>, %s_maximumf_16 : vector<16xf64> into f64
  %ri_maximumf_16 = arith.bitcast %r_maximumf_16 : f64 to i64
  vector.print %ri_maximumf_16 : i64 punctuation <comma>
  %q_maximumf_16 = vector.reduction <maximumf>, %s_maximumf_16, %acc : vector<16xf64> into f64
  %qi_maximumf_16 = arith.bitcast %q_maximumf_16 : f64 to i64
  vector.print %qi_maximumf_16 : i64 punctuation <comma>
  %r_maximumf_24 = vector.reduction <maximumf>, %v : vector<24xf64> into f64
  %ri_maximumf_24 = arith.bitcast %r_maximumf_24 : f64 to i64
  vector.print %ri_maximumf_24 : i64 punctuation <comma>
  %q_maximumf_24 = vector.reduction <maximumf>, %v, %acc : vector<24xf64> into f64
  %qi_maximumf_24 = arith.bitcast %q_maximumf_24 : f64 to i64
  vector.print %qi_maximumf_24 : i64 punctuation <comma>
  vector.print punctuation <newline>
  return
}

// An opaque zero (the sign bit of the time) added to every constant, so that LLVM
// computes at run time.
func.func private @rtclock() -> f64

func.func @main() {
  %t = call @rtclock() : () -> f64
  %tb = arith.bitcast %t : f64 to i64
  %c63 = arith.constant 63 : i64
  %z64 = arith.shrui %tb, %c63 : i64
  %z32 = arith.trunci %z64 : i64 to i32
  %a_f32_c = arith.constant dense<[-2147483648, 0, -2147483648, 2143289345, 1065353216, 2143289345, -4194302, 2139095041, 1065353216, 2139095041, 2143289345, 2139095041, 1065353216, 2143289345, -2147483648, -1082130432]> : vector<16xi32>
  %a_f32_z = vector.broadcast %z32 : i32 to vector<16xi32>
  %a_f32_i = arith.addi %a_f32_c, %a_f32_z : vector<16xi32>
  %a_f32 = arith.bitcast %a_f32_i : vector<16xi32> to vector<16xf32>
  %b_f32_c = arith.constant dense<[0, -2147483648, -2147483648, 1065353216, 2143289345, -4194302, 2143289345, 1065353216, 2139095041, 2143289345, 2139095041, -8388605, 1073741824, -2147483648, 2139095041, 0]> : vector<16xi32>
  %b_f32_z = vector.broadcast %z32 : i32 to vector<16xi32>
  %b_f32_i = arith.addi %b_f32_c, %b_f32_z : vector<16xi32>
  %b_f32 = arith.bitcast %b_f32_i : vector<16xi32> to vector<16xf32>
  call @binary_f32(%a_f32, %b_f32) : (vector<16xf32>, vector<16xf32>) -> ()
  %r0_f32_c = arith.constant dense<[-2147483648, 0, 2143289345, -2147483648, 0, 2139095041, -2147483648, -4194302, 0, -2147483648, 1065353216, -8388605, -2147483648, 2143289345, 0, -1082130432, -4194302, -2147483648, 2139095041, 0, 2143289345, -2147483648, -8388605, 0]> : vector<24xi32>
  %r0_f32_z = vector.broadcast %z32 : i32 to vector<24xi32>
  %r0_f32_i = arith.addi %r0_f32_c, %r0_f32_z : vector<24xi32>
  %r0_f32 = arith.bitcast %r0_f32_i : vector<24xi32> to vector<24xf32>
  %acc0_f32_c = arith.constant 0 : i32
  %acc0_f32_i = arith.addi %acc0_f32_c, %z32 : i32
  %acc0_f32 = arith.bitcast %acc0_f32_i : i32 to f32
  call @reduce_f32(%r0_f32, %acc0_f32) : (vector<24xf32>, f32) -> ()
  %r1_f32_c = arith.constant dense<[2143289345, 2139095041, -4194302, -8388605, 2143289345, -4194302, 2139095041, -8388605, -4194302, 2143289345, -8388605, 2139095041, 2143289345, 2143289345, -4194302, 2139095041, -8388605, 2143289345, -4194302, 2139095041, -8388605, 2143289345, -4194302, -8388605]> : vector<24xi32>
  %r1_f32_z = vector.broadcast %z32 : i32 to vector<24xi32>
  %r1_f32_i = arith.addi %r1_f32_c, %r1_f32_z : vector<24xi32>
  %r1_f32 = arith.bitcast %r1_f32_i : vector<24xi32> to vector<24xf32>
  %acc1_f32_c = arith.constant -2147483648 : i32
  %acc1_f32_i = arith.addi %acc1_f32_c, %z32 : i32
  %acc1_f32 = arith.bitcast %acc1_f32_i : i32 to f32
  call @reduce_f32(%r1_f32, %acc1_f32) : (vector<24xf32>, f32) -> ()
  %r2_f32_c = arith.constant dense<[0, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, 0, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, 0, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648]> : vector<24xi32>
  %r2_f32_z = vector.broadcast %z32 : i32 to vector<24xi32>
  %r2_f32_i = arith.addi %r2_f32_c, %r2_f32_z : vector<24xi32>
  %r2_f32 = arith.bitcast %r2_f32_i : vector<24xi32> to vector<24xf32>
  %acc2_f32_c = arith.constant 2139095041 : i32
  %acc2_f32_i = arith.addi %acc2_f32_c, %z32 : i32
  %acc2_f32 = arith.bitcast %acc2_f32_i : i32 to f32
  call @reduce_f32(%r2_f32, %acc2_f32) : (vector<24xf32>, f32) -> ()
  %r3_f32_c = arith.constant dense<[0, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, 0, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, 0, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648]> : vector<24xi32>
  %r3_f32_z = vector.broadcast %z32 : i32 to vector<24xi32>
  %r3_f32_i = arith.addi %r3_f32_c, %r3_f32_z : vector<24xi32>
  %r3_f32 = arith.bitcast %r3_f32_i : vector<24xi32> to vector<24xf32>
  %acc3_f32_c = arith.constant -4194302 : i32
  %acc3_f32_i = arith.addi %acc3_f32_c, %z32 : i32
  %acc3_f32 = arith.bitcast %acc3_f32_i : i32 to f32
  call @reduce_f32(%r3_f32, %acc3_f32) : (vector<24xf32>, f32) -> ()
  %a_f64_c = arith.constant dense<[-9223372036854775808, 0, -9223372036854775808, 9221120237041090561, 4607182418800017408, 9221120237041090561, -2251799813685246, 9218868437227405313, 4607182418800017408, 9218868437227405313, 9221120237041090561, 9218868437227405313, 4607182418800017408, 9221120237041090561, -9223372036854775808, -4616189618054758400]> : vector<16xi64>
  %a_f64_z = vector.broadcast %z64 : i64 to vector<16xi64>
  %a_f64_i = arith.addi %a_f64_c, %a_f64_z : vector<16xi64>
  %a_f64 = arith.bitcast %a_f64_i : vector<16xi64> to vector<16xf64>
  %b_f64_c = arith.constant dense<[0, -9223372036854775808, -9223372036854775808, 4607182418800017408, 9221120237041090561, -2251799813685246, 9221120237041090561, 4607182418800017408, 9218868437227405313, 9221120237041090561, 9218868437227405313, -4503599627370493, 4611686018427387904, -9223372036854775808, 9218868437227405313, 0]> : vector<16xi64>
  %b_f64_z = vector.broadcast %z64 : i64 to vector<16xi64>
  %b_f64_i = arith.addi %b_f64_c, %b_f64_z : vector<16xi64>
  %b_f64 = arith.bitcast %b_f64_i : vector<16xi64> to vector<16xf64>
  call @binary_f64(%a_f64, %b_f64) : (vector<16xf64>, vector<16xf64>) -> ()
  %r0_f64_c = arith.constant dense<[-9223372036854775808, 0, 9221120237041090561, -9223372036854775808, 0, 9218868437227405313, -9223372036854775808, -2251799813685246, 0, -9223372036854775808, 4607182418800017408, -4503599627370493, -9223372036854775808, 9221120237041090561, 0, -4616189618054758400, -2251799813685246, -9223372036854775808, 9218868437227405313, 0, 9221120237041090561, -9223372036854775808, -4503599627370493, 0]> : vector<24xi64>
  %r0_f64_z = vector.broadcast %z64 : i64 to vector<24xi64>
  %r0_f64_i = arith.addi %r0_f64_c, %r0_f64_z : vector<24xi64>
  %r0_f64 = arith.bitcast %r0_f64_i : vector<24xi64> to vector<24xf64>
  %acc0_f64_c = arith.constant 0 : i64
  %acc0_f64_i = arith.addi %acc0_f64_c, %z64 : i64
  %acc0_f64 = arith.bitcast %acc0_f64_i : i64 to f64
  call @reduce_f64(%r0_f64, %acc0_f64) : (vector<24xf64>, f64) -> ()
  %r1_f64_c = arith.constant dense<[9221120237041090561, 9218868437227405313, -2251799813685246, -4503599627370493, 9221120237041090561, -2251799813685246, 9218868437227405313, -4503599627370493, -2251799813685246, 9221120237041090561, -4503599627370493, 9218868437227405313, 9221120237041090561, 9221120237041090561, -2251799813685246, 9218868437227405313, -4503599627370493, 9221120237041090561, -2251799813685246, 9218868437227405313, -4503599627370493, 9221120237041090561, -2251799813685246, -4503599627370493]> : vector<24xi64>
  %r1_f64_z = vector.broadcast %z64 : i64 to vector<24xi64>
  %r1_f64_i = arith.addi %r1_f64_c, %r1_f64_z : vector<24xi64>
  %r1_f64 = arith.bitcast %r1_f64_i : vector<24xi64> to vector<24xf64>
  %acc1_f64_c = arith.constant -9223372036854775808 : i64
  %acc1_f64_i = arith.addi %acc1_f64_c, %z64 : i64
  %acc1_f64 = arith.bitcast %acc1_f64_i : i64 to f64
  call @reduce_f64(%r1_f64, %acc1_f64) : (vector<24xf64>, f64) -> ()
  %r2_f64_c = arith.constant dense<[0, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, 0, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, 0, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808]> : vector<24xi64>
  %r2_f64_z = vector.broadcast %z64 : i64 to vector<24xi64>
  %r2_f64_i = arith.addi %r2_f64_c, %r2_f64_z : vector<24xi64>
  %r2_f64 = arith.bitcast %r2_f64_i : vector<24xi64> to vector<24xf64>
  %acc2_f64_c = arith.constant 9218868437227405313 : i64
  %acc2_f64_i = arith.addi %acc2_f64_c, %z64 : i64
  %acc2_f64 = arith.bitcast %acc2_f64_i : i64 to f64
  call @reduce_f64(%r2_f64, %acc2_f64) : (vector<24xf64>, f64) -> ()
  %r3_f64_c = arith.constant dense<[0, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, 0, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, 0, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808]> : vector<24xi64>
  %r3_f64_z = vector.broadcast %z64 : i64 to vector<24xi64>
  %r3_f64_i = arith.addi %r3_f64_c, %r3_f64_z : vector<24xi64>
  %r3_f64 = arith.bitcast %r3_f64_i : vector<24xi64> to vector<24xf64>
  %acc3_f64_c = arith.constant -2251799813685246 : i64
  %acc3_f64_i = arith.addi %acc3_f64_c, %z64 : i64
  %acc3_f64 = arith.bitcast %acc3_f64_i : i64 to f64
  call @reduce_f64(%r3_f64, %acc3_f64) : (vector<24xf64>, f64) -> ()
  return
}

// CHECK: ( -2147483648, 0, -2147483648, 1065353216, 1065353216, -4194302, 2143289345, 1065353216, 1065353216, 2143289345, 2139095041, -8388605, 1065353216, -2147483648, -2147483648, -1082130432 )
// CHECK-NEXT: ( -2147483648, 0, -2147483648, 1065353216, 1065353216, -4194302, 2143289345, 1065353216, 1065353216, 2143289345, 2139095041, -8388605, 1073741824, -2147483648, -2147483648, 0 )
// CHECK-NEXT: ( -2147483648, -2147483648, -2147483648, 2143289345, 2143289345, 2143289345, 2143289345, 2139095041, 2139095041, 2139095041, 2143289345, 2139095041, 1065353216, 2143289345, 2139095041, -1082130432 )
// CHECK-NEXT: ( 0, 0, -2147483648, 2143289345, 2143289345, -4194302, -4194302, 2139095041, 2139095041, 2143289345, 2139095041, -8388605, 1073741824, 2143289345, 2139095041, 0 )
// CHECK-NEXT: ( -2147483648, 0, -2147483648, 1065353216, 1065353216, -4194302, 2143289345, 1065353216, 1065353216, 2143289345, 2139095041, -8388605, 1065353216, -2147483648, -2147483648, -1082130432,  )
// CHECK-NEXT: ( -2147483648, 0, -2147483648, 1065353216, 1065353216, -4194302, 2143289345, 1065353216, 1065353216, 2143289345, 2139095041, -8388605, 1073741824, -2147483648, -2147483648, 0,  )
// CHECK-NEXT: ( -2147483648, -2147483648, -2147483648, 2143289345, 2143289345, 2143289345, 2143289345, 2139095041, 2139095041, 2139095041, 2143289345, 2139095041, 1065353216, 2143289345, 2139095041, -1082130432,  )
// CHECK-NEXT: ( 0, 0, -2147483648, 2143289345, 2143289345, -4194302, -4194302, 2139095041, 2139095041, 2143289345, 2139095041, -8388605, 1073741824, 2143289345, 2139095041, 0,  )
// CHECK-NEXT: -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -1082130432, -1082130432, -1082130432, -1082130432, 
// CHECK-NEXT: -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, 1065353216, 1065353216, 1065353216, 1065353216, 
// CHECK-NEXT: -2147483648, -2147483648, 2143289345, 2143289345, 2143289345, 2143289345, 2139095041, 2139095041, 2139095041, 2139095041, 2143289345, 2143289345, 
// CHECK-NEXT: 0, 0, 2143289345, 2143289345, 2143289345, 2143289345, -4194302, -4194302, -8388605, -8388605, -4194302, -4194302, 
// CHECK-NEXT: 2139095041, -2147483648, -4194302, -2147483648, -8388605, -2147483648, -8388605, -2147483648, 2139095041, -2147483648, 2143289344, -2147483648, 
// CHECK-NEXT: 2139095041, -2147483648, -4194302, -2147483648, -8388605, -2147483648, -8388605, -2147483648, 2139095041, -2147483648, -4194304, -2147483648, 
// CHECK-NEXT: 2143289345, 2143289345, 2143289345, 2143289345, 2143289345, 2143289345, 2143289345, 2143289345, 2143289345, 2143289345, 2143289345, 2143289345, 
// CHECK-NEXT: 2139095041, 2139095041, -4194302, -4194302, -4194302, -4194302, -4194302, -4194302, -4194302, -4194302, -8388605, -8388605, 
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 
// CHECK-NEXT: -2147483648, 2139095041, -2147483648, 2139095041, -2147483648, 2139095041, -2147483648, 2139095041, -2147483648, 2139095041, -2147483648, 2139095041, 
// CHECK-NEXT: 0, 2139095041, 0, 2139095041, 0, 2139095041, 0, 2139095041, 0, 2139095041, 0, 2139095041, 
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 
// CHECK-NEXT: -2147483648, -4194302, -2147483648, -4194302, -2147483648, -4194302, -2147483648, -4194302, -2147483648, -4194302, -2147483648, -4194302, 
// CHECK-NEXT: 0, -4194302, 0, -4194302, 0, -4194302, 0, -4194302, 0, -4194302, 0, -4194302, 
// CHECK-NEXT: ( -9223372036854775808, 0, -9223372036854775808, 4607182418800017408, 4607182418800017408, -2251799813685246, 9221120237041090561, 4607182418800017408, 4607182418800017408, 9221120237041090561, 9218868437227405313, -4503599627370493, 4607182418800017408, -9223372036854775808, -9223372036854775808, -4616189618054758400 )
// CHECK-NEXT: ( -9223372036854775808, 0, -9223372036854775808, 4607182418800017408, 4607182418800017408, -2251799813685246, 9221120237041090561, 4607182418800017408, 4607182418800017408, 9221120237041090561, 9218868437227405313, -4503599627370493, 4611686018427387904, -9223372036854775808, -9223372036854775808, 0 )
// CHECK-NEXT: ( -9223372036854775808, -9223372036854775808, -9223372036854775808, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9218868437227405313, 9218868437227405313, 9218868437227405313, 9221120237041090561, 9218868437227405313, 4607182418800017408, 9221120237041090561, 9218868437227405313, -4616189618054758400 )
// CHECK-NEXT: ( 0, 0, -9223372036854775808, 9221120237041090561, 9221120237041090561, -2251799813685246, -2251799813685246, 9218868437227405313, 9218868437227405313, 9221120237041090561, 9218868437227405313, -4503599627370493, 4611686018427387904, 9221120237041090561, 9218868437227405313, 0 )
// CHECK-NEXT: ( -9223372036854775808, 0, -9223372036854775808, 4607182418800017408, 4607182418800017408, -2251799813685246, 9221120237041090561, 4607182418800017408, 4607182418800017408, 9221120237041090561, 9218868437227405313, -4503599627370493, 4607182418800017408, -9223372036854775808, -9223372036854775808, -4616189618054758400,  )
// CHECK-NEXT: ( -9223372036854775808, 0, -9223372036854775808, 4607182418800017408, 4607182418800017408, -2251799813685246, 9221120237041090561, 4607182418800017408, 4607182418800017408, 9221120237041090561, 9218868437227405313, -4503599627370493, 4611686018427387904, -9223372036854775808, -9223372036854775808, 0,  )
// CHECK-NEXT: ( -9223372036854775808, -9223372036854775808, -9223372036854775808, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9218868437227405313, 9218868437227405313, 9218868437227405313, 9221120237041090561, 9218868437227405313, 4607182418800017408, 9221120237041090561, 9218868437227405313, -4616189618054758400,  )
// CHECK-NEXT: ( 0, 0, -9223372036854775808, 9221120237041090561, 9221120237041090561, -2251799813685246, -2251799813685246, 9218868437227405313, 9218868437227405313, 9221120237041090561, 9218868437227405313, -4503599627370493, 4611686018427387904, 9221120237041090561, 9218868437227405313, 0,  )
// CHECK-NEXT: -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -4616189618054758400, -4616189618054758400, -4616189618054758400, -4616189618054758400, 
// CHECK-NEXT: -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, 4607182418800017408, 4607182418800017408, 4607182418800017408, 4607182418800017408, 
// CHECK-NEXT: -9223372036854775808, -9223372036854775808, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 
// CHECK-NEXT: 0, 0, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, -2251799813685246, -2251799813685246, -4503599627370493, -4503599627370493, -2251799813685246, -2251799813685246, 
// CHECK-NEXT: 9218868437227405313, -9223372036854775808, -2251799813685246, -9223372036854775808, -4503599627370493, -9223372036854775808, -4503599627370493, -9223372036854775808, 9218868437227405313, -9223372036854775808, 9221120237041090560, -9223372036854775808, 
// CHECK-NEXT: 9218868437227405313, -9223372036854775808, -2251799813685246, -9223372036854775808, -4503599627370493, -9223372036854775808, -4503599627370493, -9223372036854775808, 9218868437227405313, -9223372036854775808, -2251799813685248, -9223372036854775808, 
// CHECK-NEXT: 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 9221120237041090561, 
// CHECK-NEXT: 9218868437227405313, 9218868437227405313, -2251799813685246, -2251799813685246, -2251799813685246, -2251799813685246, -2251799813685246, -2251799813685246, -2251799813685246, -2251799813685246, -4503599627370493, -4503599627370493, 
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 
// CHECK-NEXT: -9223372036854775808, 9218868437227405313, -9223372036854775808, 9218868437227405313, -9223372036854775808, 9218868437227405313, -9223372036854775808, 9218868437227405313, -9223372036854775808, 9218868437227405313, -9223372036854775808, 9218868437227405313, 
// CHECK-NEXT: 0, 9218868437227405313, 0, 9218868437227405313, 0, 9218868437227405313, 0, 9218868437227405313, 0, 9218868437227405313, 0, 9218868437227405313, 
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 
// CHECK-NEXT: -9223372036854775808, -2251799813685246, -9223372036854775808, -2251799813685246, -9223372036854775808, -2251799813685246, -9223372036854775808, -2251799813685246, -9223372036854775808, -2251799813685246, -9223372036854775808, -2251799813685246, 
// CHECK-NEXT: 0, -2251799813685246, 0, -2251799813685246, 0, -2251799813685246, 0, -2251799813685246, 0, -2251799813685246, 0, -2251799813685246, 
