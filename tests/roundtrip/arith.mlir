// Round-trip of every scalar arith op, as mlir-opt 22 prints it.
// RUN: bufjit opt %s -split-input-file | FileCheck %s

// Integer constants of every width and index; result names are `%c<value>_<type>`
// (`%c<value>` for index, `%true`/`%false` for i1, `%c-1` for negatives).
// CHECK: module {
// CHECK-NEXT: func.func @int_constants() -> (i1, i1, i8, i16, i32, i64, index, i32, i64, i128) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c255_i64 = arith.constant 255 : i64
// CHECK-NEXT: %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-NEXT: return %true, %false, %c-128_i8, %c-1_i16, %c42_i32, %c-9223372036854775808_i64, %c7, %c-1_i32, %c255_i64, %c170141183460469231731687303715884105727_i128 : i1, i1, i8, i16, i32, i64, index, i32, i64, i128
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @int_constants() -> (i1, i1, i8, i16, i32, i64, index, i32, i64, i128) {
  %0 = arith.constant true
  %1 = arith.constant 0 : i1
  %2 = arith.constant -128 : i8
  %3 = arith.constant 65535 : i16
  %4 = arith.constant 42 : i32
  %5 = arith.constant -9223372036854775808 : i64
  %6 = arith.constant 7 : index
  %7 = arith.constant -1 : i32
  %8 = arith.constant 0xFF : i64
  %9 = arith.constant 170141183460469231731687303715884105727 : i128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i8, i16, i32, i64, index, i32, i64, i128
}

// -----

// Index constants repeated with the same value get `_N` suffixes.
// CHECK: module {
// CHECK-NEXT: func.func @repeated_constants() -> (index, index, index, i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT: return %c0, %c0_0, %c1, %c0_i32, %c0_i32_1 : index, index, index, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @repeated_constants() -> (index, index, index, i32, i32) {
  %0 = arith.constant 0 : index
  %1 = arith.constant 0 : index
  %2 = arith.constant 1 : index
  %3 = arith.constant 0 : i32
  %4 = arith.constant 0 : i32
  return %0, %1, %2, %3, %4 : index, index, index, i32, i32
}

// -----

// Float constants: all float results are named `%cst`, `%cst_0`, ...
// Values print in the shortest form that round-trips; special values in hex.
// CHECK: module {
// CHECK-NEXT: func.func @float_constants() -> (f16, bf16, f32, f64, f32, f64, f32, f32, f32, f64, f32, f64, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant 3.14159274 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT: %cst_5 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_6 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_7 = arith.constant 1.000000e+10 : f32
// CHECK-NEXT: %cst_8 = arith.constant 1.000000e-300 : f64
// CHECK-NEXT: %cst_9 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_10 = arith.constant 0x419D6F3454000000 : f64
// CHECK-NEXT: %cst_11 = arith.constant 1.17549435E-38 : f32
// CHECK-NEXT: %cst_12 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12 : f16, bf16, f32, f64, f32, f64, f32, f32, f32, f64, f32, f64, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @float_constants() -> (f16, bf16, f32, f64, f32, f64, f32, f32, f32, f64, f32, f64, f32, f32) {
  %0 = arith.constant 1.5 : f16
  %1 = arith.constant -2.0 : bf16
  %2 = arith.constant 3.14159274 : f32
  %3 = arith.constant 0.1 : f64
  %4 = arith.constant 0x7F800000 : f32
  %5 = arith.constant 0xFFF0000000000000 : f64
  %6 = arith.constant 0x7FC00000 : f32
  %7 = arith.constant -0.0 : f32
  %8 = arith.constant 1.0e+10 : f32
  %9 = arith.constant 1.0e-300 : f64
  %10 = arith.constant 0x3F800000 : f32
  %11 = arith.constant 123456789.0 : f64
  %12 = arith.constant 1.17549435E-38 : f32
  %13 = arith.constant 0.0 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f16, bf16, f32, f64, f32, f64, f32, f32, f32, f64, f32, f64, f32, f32
}

// -----

// Integer arithmetic, with and without overflow flags.
// CHECK: module {
// CHECK-NEXT: func.func @int_arith(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.muli %1, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = arith.addi %2, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %4 = arith.divsi %3, %arg0 : i32
// CHECK-NEXT: %5 = arith.divui %4, %arg0 : i32
// CHECK-NEXT: %6 = arith.remsi %5, %arg0 : i32
// CHECK-NEXT: %7 = arith.remui %6, %arg0 : i32
// CHECK-NEXT: %8 = arith.ceildivsi %7, %arg0 : i32
// CHECK-NEXT: %9 = arith.ceildivui %8, %arg0 : i32
// CHECK-NEXT: %10 = arith.floordivsi %9, %arg0 : i32
// CHECK-NEXT: %11 = arith.maxsi %10, %arg0 : i32
// CHECK-NEXT: %12 = arith.minsi %11, %arg0 : i32
// CHECK-NEXT: %13 = arith.maxui %12, %arg0 : i32
// CHECK-NEXT: %14 = arith.minui %13, %arg0 : i32
// CHECK-NEXT: return %14 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @int_arith(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b overflow<nsw> : i32
  %2 = arith.muli %1, %a overflow<nsw, nuw> : i32
  %3 = arith.addi %2, %b overflow<nuw> : i32
  %4 = arith.divsi %3, %a : i32
  %5 = arith.divui %4, %a : i32
  %6 = arith.remsi %5, %a : i32
  %7 = arith.remui %6, %a : i32
  %8 = arith.ceildivsi %7, %a : i32
  %9 = arith.ceildivui %8, %a : i32
  %10 = arith.floordivsi %9, %a : i32
  %11 = arith.maxsi %10, %a : i32
  %12 = arith.minsi %11, %a : i32
  %13 = arith.maxui %12, %a : i32
  %14 = arith.minui %13, %a : i32
  return %14 : i32
}

// -----

// Index arithmetic.
// CHECK: module {
// CHECK-NEXT: func.func @index_arith(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : index
// CHECK-NEXT: %2 = arith.subi %1, %arg0 : index
// CHECK-NEXT: %3 = arith.divui %2, %arg1 : index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @index_arith(%a: index, %b: index) -> index {
  %0 = arith.addi %a, %b : index
  %1 = arith.muli %0, %b : index
  %2 = arith.subi %1, %a : index
  %3 = arith.divui %2, %b : index
  return %3 : index
}

// -----

// Bitwise ops and shifts.
// CHECK: module {
// CHECK-NEXT: func.func @bitwise(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i64
// CHECK-NEXT: %1 = arith.ori %0, %arg1 : i64
// CHECK-NEXT: %2 = arith.xori %1, %arg0 : i64
// CHECK-NEXT: %3 = arith.shli %2, %arg1 : i64
// CHECK-NEXT: %4 = arith.shrsi %3, %arg1 : i64
// CHECK-NEXT: %5 = arith.shrui %4, %arg1 : i64
// CHECK-NEXT: %6 = arith.shli %5, %arg1 overflow<nsw> : i64
// CHECK-NEXT: return %6 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @bitwise(%a: i64, %b: i64) -> i64 {
  %0 = arith.andi %a, %b : i64
  %1 = arith.ori %0, %b : i64
  %2 = arith.xori %1, %a : i64
  %3 = arith.shli %2, %b : i64
  %4 = arith.shrsi %3, %b : i64
  %5 = arith.shrui %4, %b : i64
  %6 = arith.shli %5, %b overflow<nsw> : i64
  return %6 : i64
}

// -----

// Float arithmetic with fast-math flags (`contract` etc. print sorted; `fast` abbreviates all).
// CHECK: module {
// CHECK-NEXT: func.func @float_arith(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.subf %0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.mulf %1, %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %3 = arith.divf %2, %arg1 fastmath<contract> : f32
// CHECK-NEXT: %4 = arith.remf %3, %arg0 : f32
// CHECK-NEXT: %5 = arith.negf %4 fastmath<nsz> : f32
// CHECK-NEXT: %6 = arith.maximumf %5, %arg0 : f32
// CHECK-NEXT: %7 = arith.minimumf %6, %arg0 : f32
// CHECK-NEXT: %8 = arith.maxnumf %7, %arg0 : f32
// CHECK-NEXT: %9 = arith.minnumf %8, %arg0 fastmath<reassoc,arcp,afn> : f32
// CHECK-NEXT: %10 = arith.addf %9, %arg0 : f32
// CHECK-NEXT: return %10 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @float_arith(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b fastmath<fast> : f32
  %2 = arith.mulf %1, %a fastmath<nnan,ninf> : f32
  %3 = arith.divf %2, %b fastmath<contract> : f32
  %4 = arith.remf %3, %a : f32
  %5 = arith.negf %4 fastmath<nsz> : f32
  %6 = arith.maximumf %5, %a : f32
  %7 = arith.minimumf %6, %a : f32
  %8 = arith.maxnumf %7, %a : f32
  %9 = arith.minnumf %8, %a fastmath<reassoc,arcp,afn> : f32
  %10 = arith.addf %9, %a fastmath<none> : f32
  return %10 : f32
}

// -----

// f64 and f16 arithmetic.
// CHECK: module {
// CHECK-NEXT: func.func @float_widths(%arg0: f64, %arg1: f16) -> (f64, f16) {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg0 : f64
// CHECK-NEXT: %1 = arith.addf %arg1, %arg1 : f16
// CHECK-NEXT: return %0, %1 : f64, f16
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @float_widths(%a: f64, %b: f16) -> (f64, f16) {
  %0 = arith.mulf %a, %a : f64
  %1 = arith.addf %b, %b : f16
  return %0, %1 : f64, f16
}

// -----

// cmpi with all 10 predicates; results are named `%0`, `%1`, ...
// CHECK: module {
// CHECK-NEXT: func.func @cmpi(%arg0: i32, %arg1: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @cmpi(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// cmpi on index operands.
// CHECK: module {
// CHECK-NEXT: func.func @cmpi_index(%arg0: index, %arg1: index) -> i1 {
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %arg1 : index
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @cmpi_index(%a: index, %b: index) -> i1 {
  %0 = arith.cmpi ult, %a, %b : index
  return %0 : i1
}

// -----

// cmpf with all 16 predicates, and fast-math flags.
// CHECK: module {
// CHECK-NEXT: func.func @cmpf(%arg0: f32, %arg1: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %0 = arith.cmpf false, %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.cmpf oeq, %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.cmpf ogt, %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.cmpf oge, %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.cmpf olt, %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.cmpf ole, %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.cmpf one, %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.cmpf ord, %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.cmpf ueq, %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %10 = arith.cmpf uge, %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT: %12 = arith.cmpf ule, %arg0, %arg1 : f32
// CHECK-NEXT: %13 = arith.cmpf une, %arg0, %arg1 : f32
// CHECK-NEXT: %14 = arith.cmpf uno, %arg0, %arg1 : f32
// CHECK-NEXT: %15 = arith.cmpf true, %arg0, %arg1 : f32
// CHECK-NEXT: %16 = arith.cmpf olt, %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @cmpf(%a: f32, %b: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  %16 = arith.cmpf olt, %a, %b fastmath<nnan> : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// select on scalars and on memrefs.
// CHECK: module {
// CHECK-NEXT: func.func @select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f64, %arg4: f64, %arg5: memref<4xf32>, %arg6: memref<4xf32>) -> (i32, f64, memref<4xf32>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg4 : f64
// CHECK-NEXT: %2 = arith.select %arg0, %arg5, %arg6 : memref<4xf32>
// CHECK-NEXT: return %0, %1, %2 : i32, f64, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @select(%c: i1, %a: i32, %b: i32, %x: f64, %y: f64, %m: memref<4xf32>, %n: memref<4xf32>) -> (i32, f64, memref<4xf32>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %x, %y : f64
  %2 = arith.select %c, %m, %n : memref<4xf32>
  return %0, %1, %2 : i32, f64, memref<4xf32>
}

// -----

// Integer <-> index casts and integer width changes.
// CHECK: module {
// CHECK-NEXT: func.func @int_casts(%arg0: index, %arg1: i32, %arg2: i8) -> (i64, index, index, i64, i64, i16) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT: %1 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT: %2 = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT: %3 = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %4 = arith.extui %arg2 : i8 to i64
// CHECK-NEXT: %5 = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : i64, index, index, i64, i64, i16
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @int_casts(%i: index, %a: i32, %b: i8) -> (i64, index, index, i64, i64, i16) {
  %0 = arith.index_cast %i : index to i64
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.extsi %a : i32 to i64
  %4 = arith.extui %b : i8 to i64
  %5 = arith.trunci %a : i32 to i16
  return %0, %1, %2, %3, %4, %5 : i64, index, index, i64, i64, i16
}

// -----

// Int <-> float conversions, float width changes, and bitcasts.
// CHECK: module {
// CHECK-NEXT: func.func @float_casts(%arg0: i32, %arg1: f32, %arg2: f64) -> (f32, f64, i32, i64, f64, f32, i32, f32, f16) {
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.uitofp %arg0 : i32 to f64
// CHECK-NEXT: %2 = arith.fptosi %arg1 : f32 to i32
// CHECK-NEXT: %3 = arith.fptoui %arg2 : f64 to i64
// CHECK-NEXT: %4 = arith.extf %arg1 : f32 to f64
// CHECK-NEXT: %5 = arith.truncf %arg2 : f64 to f32
// CHECK-NEXT: %6 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %7 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %8 = arith.truncf %arg1 fastmath<fast> : f32 to f16
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f64, i32, i64, f64, f32, i32, f32, f16
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @float_casts(%a: i32, %f: f32, %d: f64) -> (f32, f64, i32, i64, f64, f32, i32, f32, f16) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f64
  %2 = arith.fptosi %f : f32 to i32
  %3 = arith.fptoui %d : f64 to i64
  %4 = arith.extf %f : f32 to f64
  %5 = arith.truncf %d : f64 to f32
  %6 = arith.bitcast %f : f32 to i32
  %7 = arith.bitcast %a : i32 to f32
  %8 = arith.truncf %f fastmath<fast> : f32 to f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f64, i32, i64, f64, f32, i32, f32, f16
}

// -----

// Generic-form arith ops are printed back in custom form.
// CHECK: module {
// CHECK-NEXT: func.func @generic_input(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %1 = arith.muli %0, %c5_i32 overflow<nsw> : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @generic_input(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %1 = "arith.constant"() {value = 5 : i32} : () -> i32
  %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  return %2 : i32
}
