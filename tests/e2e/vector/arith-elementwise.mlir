// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// arith and math ops applied lane by lane to vectors of several shapes and element types:
// integer and float arithmetic, comparisons, select with a vector and a scalar condition,
// casts, extended arithmetic and math functions; min/max keep NaN payloads, and their zero
// depends on the operand order as in LLVM's run-time code (mlir-runner 22 -O3 on x86-64).
func.func private @rtclock() -> f64

func.func @main() {
  %a = arith.constant dense<[7, -7, 100, -128]> : vector<4xi8>
  %b = arith.constant dense<[2, 3, 100, -3]> : vector<4xi8>
  %sh = arith.constant dense<[1, 2, 3, 7]> : vector<4xi8>
  %add = arith.addi %a, %b : vector<4xi8>
  vector.print %add : vector<4xi8>
  %mul = arith.muli %a, %b : vector<4xi8>
  vector.print %mul : vector<4xi8>
  %div = arith.divsi %a, %b : vector<4xi8>
  vector.print %div : vector<4xi8>
  %rem = arith.remsi %a, %b : vector<4xi8>
  vector.print %rem : vector<4xi8>
  %divu = arith.divui %a, %b : vector<4xi8>
  vector.print %divu : vector<4xi8>
  %fdiv = arith.floordivsi %a, %b : vector<4xi8>
  vector.print %fdiv : vector<4xi8>
  %shl = arith.shli %b, %sh : vector<4xi8>
  vector.print %shl : vector<4xi8>
  %shr = arith.shrsi %a, %sh : vector<4xi8>
  vector.print %shr : vector<4xi8>
  %maxs = arith.maxsi %a, %b : vector<4xi8>
  vector.print %maxs : vector<4xi8>
  %minu = arith.minui %a, %b : vector<4xi8>
  vector.print %minu : vector<4xi8>
  %x = arith.xori %a, %b : vector<4xi8>
  vector.print %x : vector<4xi8>

  %m = arith.constant dense<[[1, 2, 3], [-4, -5, -6]]> : vector<2x3xi32>
  %n = arith.constant dense<[[6, 5, 4], [3, 2, 1]]> : vector<2x3xi32>
  %s = arith.subi %m, %n : vector<2x3xi32>
  vector.print %s : vector<2x3xi32>
  %lt = arith.cmpi slt, %m, %n : vector<2x3xi32>
  vector.print %lt : vector<2x3xi1>
  %ult = arith.cmpi ult, %m, %n : vector<2x3xi32>
  vector.print %ult : vector<2x3xi1>
  %sel = arith.select %lt, %m, %n : vector<2x3xi1>, vector<2x3xi32>
  vector.print %sel : vector<2x3xi32>
  %c = arith.constant false
  %sel2 = arith.select %c, %m, %n : vector<2x3xi32>
  vector.print %sel2 : vector<2x3xi32>
  %ext = arith.extsi %m : vector<2x3xi32> to vector<2x3xi64>
  vector.print %ext : vector<2x3xi64>
  %extu = arith.extui %m : vector<2x3xi32> to vector<2x3xi64>
  vector.print %extu : vector<2x3xi64>
  %tr = arith.trunci %extu : vector<2x3xi64> to vector<2x3xi16>
  vector.print %tr : vector<2x3xi16>
  %ic = arith.index_cast %m : vector<2x3xi32> to vector<2x3xindex>
  vector.print %ic : vector<2x3xindex>
  %lo, %hi = arith.mulsi_extended %m, %n : vector<2x3xi32>
  vector.print %hi : vector<2x3xi32>

  %f = arith.constant dense<[1.5, -2.25, 0.0, 9.0]> : vector<4xf32>
  %g = arith.constant dense<[0.5, 4.0, -1.0, 0x7FC00000]> : vector<4xf32>
  %fa = arith.addf %f, %g : vector<4xf32>
  vector.print %fa : vector<4xf32>
  %fd = arith.divf %f, %g : vector<4xf32>
  vector.print %fd : vector<4xf32>
  %fmx = arith.maximumf %f, %g : vector<4xf32>
  vector.print %fmx : vector<4xf32>
  // The min/max operands depend on rtclock() (xor with its sign bit, 0), so that mlir-runner
  // computes them at run time instead of folding constants.
  %t = call @rtclock() : () -> f64
  %tb = arith.bitcast %t : f64 to i64
  %c63 = arith.constant 63 : i64
  %tz = arith.shrui %tb, %c63 : i64
  %tz32 = arith.trunci %tz : i64 to i32
  %zv = vector.broadcast %tz32 : i32 to vector<4xi32>
  %pac = arith.constant dense<[0x7FC00001, -0.0, 0.0, 5.0]> : vector<4xf32>
  %pbc = arith.constant dense<[1.0, 0.0, -0.0, 0xFFC00002]> : vector<4xf32>
  %pai = arith.bitcast %pac : vector<4xf32> to vector<4xi32>
  %pbi = arith.bitcast %pbc : vector<4xf32> to vector<4xi32>
  %paz = arith.xori %pai, %zv : vector<4xi32>
  %pbz = arith.xori %pbi, %zv : vector<4xi32>
  %pa = arith.bitcast %paz : vector<4xi32> to vector<4xf32>
  %pb = arith.bitcast %pbz : vector<4xi32> to vector<4xf32>
  %pmin = arith.minimumf %pa, %pb : vector<4xf32>
  %pminb = arith.bitcast %pmin : vector<4xf32> to vector<4xi32>
  vector.print %pminb : vector<4xi32>
  %pmax = arith.maximumf %pa, %pb : vector<4xf32>
  %pmaxb = arith.bitcast %pmax : vector<4xf32> to vector<4xi32>
  vector.print %pmaxb : vector<4xi32>
  %pnum = arith.minnumf %pa, %pb : vector<4xf32>
  %pnumb = arith.bitcast %pnum : vector<4xf32> to vector<4xi32>
  vector.print %pnumb : vector<4xi32>
  %pnx = arith.maxnumf %pa, %pb : vector<4xf32>
  %pnxb = arith.bitcast %pnx : vector<4xf32> to vector<4xi32>
  vector.print %pnxb : vector<4xi32>
  %fmn = arith.minnumf %f, %g : vector<4xf32>
  vector.print %fmn : vector<4xf32>
  %neg = arith.negf %f : vector<4xf32>
  vector.print %neg : vector<4xf32>
  %ole = arith.cmpf ole, %f, %g : vector<4xf32>
  vector.print %ole : vector<4xi1>
  %une = arith.cmpf une, %f, %g : vector<4xf32>
  vector.print %une : vector<4xi1>
  %fi = arith.fptosi %f : vector<4xf32> to vector<4xi32>
  vector.print %fi : vector<4xi32>
  %fe = arith.extf %f : vector<4xf32> to vector<4xf64>
  vector.print %fe : vector<4xf64>
  %bc = arith.bitcast %f : vector<4xf32> to vector<4xi32>
  vector.print %bc : vector<4xi32>
  %sf = arith.sitofp %m : vector<2x3xi32> to vector<2x3xf64>
  vector.print %sf : vector<2x3xf64>
  %uf = arith.uitofp %m : vector<2x3xi32> to vector<2x3xf32>
  vector.print %uf : vector<2x3xf32>

  %sq = math.sqrt %f : vector<4xf32>
  vector.print %sq : vector<4xf32>
  %ab = math.absf %f : vector<4xf32>
  vector.print %ab : vector<4xf32>
  %fl = math.floor %f : vector<4xf32>
  vector.print %fl : vector<4xf32>
  %fm = math.fma %f, %f, %g : vector<4xf32>
  vector.print %fm : vector<4xf32>
  %cp = math.ctpop %a : vector<4xi8>
  vector.print %cp : vector<4xi8>
  %ai = math.absi %a : vector<4xi8>
  vector.print %ai : vector<4xi8>
  %d = arith.constant dense<[0.5, 2.0]> : vector<2xf64>
  %ex = math.exp %d : vector<2xf64>
  vector.print %ex : vector<2xf64>
  %pw = math.powf %d, %d : vector<2xf64>
  vector.print %pw : vector<2xf64>
  return
}

// Output of mlir-runner 22:
// CHECK: ( 9, -4, -56, 125 )
// CHECK-NEXT: ( 14, -21, 16, -128 )
// CHECK-NEXT: ( 3, -2, 1, 42 )
// CHECK-NEXT: ( 1, -1, 0, -2 )
// CHECK-NEXT: ( 3, 83, 1, 0 )
// CHECK-NEXT: ( 3, -3, 1, 42 )
// CHECK-NEXT: ( 4, 12, 32, -128 )
// CHECK-NEXT: ( 3, -2, 12, -1 )
// CHECK-NEXT: ( 7, 3, 100, -3 )
// CHECK-NEXT: ( 2, 3, 100, -128 )
// CHECK-NEXT: ( 5, -6, 0, 125 )
// CHECK-NEXT: ( ( -5, -3, -1 ), ( -7, -7, -7 ) )
// CHECK-NEXT: ( ( 1, 1, 1 ), ( 1, 1, 1 ) )
// CHECK-NEXT: ( ( 1, 1, 1 ), ( 0, 0, 0 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( -4, -5, -6 ) )
// CHECK-NEXT: ( ( 6, 5, 4 ), ( 3, 2, 1 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( -4, -5, -6 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4294967292, 4294967291, 4294967290 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( -4, -5, -6 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 18446744073709551612, 18446744073709551611, 18446744073709551610 ) )
// CHECK-NEXT: ( ( 0, 0, 0 ), ( -1, -1, -1 ) )
// CHECK-NEXT: ( 2, 1.75, -1, nan )
// CHECK-NEXT: ( 3, -0.5625, -0, nan )
// CHECK-NEXT: ( 1.5, 4, 0, nan )
// CHECK-NEXT: ( 2143289345, -2147483648, -2147483648, -4194302 )
// CHECK-NEXT: ( 2143289345, 0, 0, -4194302 )
// CHECK-NEXT: ( 1065353216, -2147483648, 0, 1084227584 )
// CHECK-NEXT: ( 1065353216, -2147483648, 0, 1084227584 )
// CHECK-NEXT: ( 0.5, -2.25, -1, 9 )
// CHECK-NEXT: ( -1.5, 2.25, -0, -9 )
// CHECK-NEXT: ( 0, 1, 0, 0 )
// CHECK-NEXT: ( 1, 1, 1, 1 )
// CHECK-NEXT: ( 1, -2, 0, 9 )
// CHECK-NEXT: ( 1.5, -2.25, 0, 9 )
// CHECK-NEXT: ( 1069547520, -1072693248, 0, 1091567616 )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( -4, -5, -6 ) )
// CHECK-NEXT: ( ( 1, 2, 3 ), ( 4.29497e+09, 4.29497e+09, 4.29497e+09 ) )
// CHECK-NEXT: ( 1.22474, -nan, 0, 3 )
// CHECK-NEXT: ( 1.5, 2.25, 0, 9 )
// CHECK-NEXT: ( 1, -3, 0, 9 )
// CHECK-NEXT: ( 2.75, 9.0625, -1, nan )
// CHECK-NEXT: ( 3, 6, 3, 1 )
// CHECK-NEXT: ( 7, 7, 100, -128 )
// CHECK-NEXT: ( 1.64872, 7.38906 )
// CHECK-NEXT: ( 0.707107, 4 )
// CHECK-NOT: {{.}}
