// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s --match-full-lines
// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines
// Integers of widths other than 1/8/16/32/64 (i2 ... i48, signed and unsigned): every
// reduction kind on a register of i4 lanes and on shorter vectors, elementwise arith with
// wrap-around, signed/unsigned comparisons, shifts, extensions, truncations and conversions,
// division and extended multiplication at the type's width, and printing (signless and si
// signed, ui unsigned). Expected output from mlir-runner 22.
func.func @reduce_i4(%v: vector<16xi4>) {
  %0 = vector.reduction <add>, %v : vector<16xi4> into i4
  vector.print %0 : i4
  %1 = vector.reduction <mul>, %v : vector<16xi4> into i4
  vector.print %1 : i4
  %2 = vector.reduction <minsi>, %v : vector<16xi4> into i4
  vector.print %2 : i4
  %3 = vector.reduction <maxsi>, %v : vector<16xi4> into i4
  vector.print %3 : i4
  %4 = vector.reduction <minui>, %v : vector<16xi4> into i4
  vector.print %4 : i4
  %5 = vector.reduction <maxui>, %v : vector<16xi4> into i4
  vector.print %5 : i4
  %6 = vector.reduction <and>, %v : vector<16xi4> into i4
  vector.print %6 : i4
  %7 = vector.reduction <or>, %v : vector<16xi4> into i4
  vector.print %7 : i4
  %8 = vector.reduction <xor>, %v : vector<16xi4> into i4
  vector.print %8 : i4
  return
}

func.func @reduce_ui5(%v: vector<5xui5>, %acc: ui5) {
  %0 = vector.reduction <add>, %v, %acc : vector<5xui5> into ui5
  vector.print %0 : ui5
  %1 = vector.reduction <mul>, %v : vector<5xui5> into ui5
  vector.print %1 : ui5
  %2 = vector.reduction <minsi>, %v : vector<5xui5> into ui5
  vector.print %2 : ui5
  %3 = vector.reduction <maxui>, %v, %acc : vector<5xui5> into ui5
  vector.print %3 : ui5
  return
}

func.func @reduce_si7(%v: vector<3xsi7>) {
  %0 = vector.reduction <add>, %v : vector<3xsi7> into si7
  vector.print %0 : si7
  %1 = vector.reduction <minui>, %v : vector<3xsi7> into si7
  vector.print %1 : si7
  %2 = vector.reduction <maxsi>, %v : vector<3xsi7> into si7
  vector.print %2 : si7
  return
}

func.func @elementwise() {
  %a = arith.constant dense<[[-8, -7, -1, 0, 1, 7], [3, 5, -3, 6, -5, 2]]> : vector<2x6xi4>
  %b = arith.constant dense<[[3, -1, 2, 7, -8, 1], [-2, 4, 5, 1, 3, -6]]> : vector<2x6xi4>
  %add = arith.addi %a, %b : vector<2x6xi4>
  vector.print %add : vector<2x6xi4>
  %sub = arith.subi %a, %b : vector<2x6xi4>
  vector.print %sub : vector<2x6xi4>
  %mul = arith.muli %a, %b : vector<2x6xi4>
  vector.print %mul : vector<2x6xi4>
  %mins = arith.minsi %a, %b : vector<2x6xi4>
  vector.print %mins : vector<2x6xi4>
  %maxu = arith.maxui %a, %b : vector<2x6xi4>
  vector.print %maxu : vector<2x6xi4>
  %xor = arith.xori %a, %b : vector<2x6xi4>
  vector.print %xor : vector<2x6xi4>
  %slt = arith.cmpi slt, %a, %b : vector<2x6xi4>
  vector.print %slt : vector<2x6xi1>
  %ult = arith.cmpi ult, %a, %b : vector<2x6xi4>
  vector.print %ult : vector<2x6xi1>
  %sel = arith.select %slt, %a, %b : vector<2x6xi1>, vector<2x6xi4>
  vector.print %sel : vector<2x6xi4>
  %c1 = arith.constant dense<1> : vector<2x6xi4>
  %shr = arith.shrsi %a, %c1 : vector<2x6xi4>
  vector.print %shr : vector<2x6xi4>
  %shru = arith.shrui %a, %c1 : vector<2x6xi4>
  vector.print %shru : vector<2x6xi4>
  %shl = arith.shli %a, %c1 : vector<2x6xi4>
  vector.print %shl : vector<2x6xi4>
  %sx = arith.extsi %a : vector<2x6xi4> to vector<2x6xi6>
  vector.print %sx : vector<2x6xi6>
  %zx = arith.extui %a : vector<2x6xi4> to vector<2x6xi6>
  vector.print %zx : vector<2x6xi6>
  %tr = arith.trunci %a : vector<2x6xi4> to vector<2x6xi2>
  vector.print %tr : vector<2x6xi2>
  %f = arith.sitofp %a : vector<2x6xi4> to vector<2x6xf32>
  vector.print %f : vector<2x6xf32>
  %uf = arith.uitofp %a : vector<2x6xi4> to vector<2x6xf32>
  vector.print %uf : vector<2x6xf32>
  %w = arith.constant dense<[100000, -100000, 8388607, -8388608, 5]> : vector<5xi24>
  %w2 = arith.muli %w, %w : vector<5xi24>
  vector.print %w2 : vector<5xi24>
  %wd = arith.divsi %w2, %w : vector<5xi24>
  vector.print %wd : vector<5xi24>
  %u = arith.constant dense<[15, 8, 1, 0, 9, 14, 7, 3]> : vector<8xui4>
  vector.print %u : vector<8xui4>
  return
}

func.func @scalars() {
  %c5 = arith.constant 5 : i3
  %c3 = arith.constant 3 : i3
  %m = arith.muli %c5, %c3 : i3
  vector.print %m : i3
  %d = arith.divsi %m, %c3 : i3
  vector.print %d : i3
  %du = arith.divui %m, %c3 : i3
  vector.print %du : i3
  %r = arith.remsi %c5, %c3 : i3
  vector.print %r : i3
  %fd = arith.floordivsi %c5, %c3 : i3
  vector.print %fd : i3
  %cd = arith.ceildivsi %c5, %c3 : i3
  vector.print %cd : i3
  %lo, %hi = arith.mulsi_extended %c5, %m : i3
  vector.print %lo : i3
  vector.print %hi : i3
  %ulo, %uhi = arith.mului_extended %c5, %m : i3
  vector.print %ulo : i3
  vector.print %uhi : i3
  %s, %o = arith.addui_extended %c5, %c5 : i3, i1
  vector.print %s : i3
  vector.print %o : i1
  %cl = math.ctlz %c3 : i3
  vector.print %cl : i3
  %z = arith.constant 0 : i5
  %ct = math.cttz %z : i5
  vector.print %ct : i5
  %ab = math.absi %c5 : i3
  vector.print %ab : i3
  %pc = math.ctpop %c5 : i3
  vector.print %pc : i3
  %big = arith.constant 100000000000 : i48
  %b2 = arith.muli %big, %big : i48
  vector.print %b2 : i48
  %c7 = arith.constant 7 : i48
  %sh = arith.shrsi %b2, %c7 : i48
  vector.print %sh : i48
  %bl, %bh = arith.mulsi_extended %big, %b2 : i48
  vector.print %bl : i48
  vector.print %bh : i48
  %t = arith.trunci %big : i48 to i24
  vector.print %t : i24
  %e = arith.extsi %t : i24 to i48
  vector.print %e : i48
  %u7 = arith.constant dense<[100, 127]> : vector<2xui7>
  vector.print %u7 : vector<2xui7>
  %i7 = arith.constant 100 : i7
  vector.print %i7 : i7
  %i2 = arith.constant -2 : i2
  %cmp = arith.cmpi slt, %i2, %i2 : i2
  vector.print %cmp : i1
  %one2 = arith.constant 1 : i2
  %n = arith.cmpi sgt, %i2, %one2 : i2
  vector.print %n : i1
  return
}

func.func @main() {
  %v = arith.constant dense<[1, -2, 3, -4, 5, -6, 7, -8, 1, 1, 2, 2, 3, 3, -1, -1]> : vector<16xi4>
  call @reduce_i4(%v) : (vector<16xi4>) -> ()
  %p = arith.constant dense<[7, 6, 5, 4, 3, 2, 1, 0, 15, 15, 15, 15, 15, 15, 15, 14]> : vector<16xi4>
  call @reduce_i4(%p) : (vector<16xi4>) -> ()
  %u = arith.constant dense<[31, 17, 2, 9, 30]> : vector<5xui5>
  %accs = arith.constant dense<20> : vector<1xui5>
  %acc = vector.extract %accs[0] : ui5 from vector<1xui5>
  call @reduce_ui5(%u, %acc) : (vector<5xui5>, ui5) -> ()
  %s = arith.constant dense<[63, -64, 10]> : vector<3xsi7>
  call @reduce_si7(%s) : (vector<3xsi7>) -> ()
  call @elementwise() : () -> ()
  call @scalars() : () -> ()
  return
}

// CHECK: 6
// CHECK-NEXT: 0
// CHECK-NEXT: -8
// CHECK-NEXT: 7
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 0
// CHECK-NEXT: -2
// CHECK-NEXT: 7
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: 13
// CHECK-NEXT: 4
// CHECK-NEXT: 17
// CHECK-NEXT: 31
// CHECK-NEXT: 9
// CHECK-NEXT: 10
// CHECK-NEXT: 63
// CHECK-NEXT: ( ( -5, -8, 1, 7, -7, -8 ), ( 1, -7, 2, 7, -2, -4 ) )
// CHECK-NEXT: ( ( 5, -6, -3, -7, -7, 6 ), ( 5, 1, -8, 5, -8, -8 ) )
// CHECK-NEXT: ( ( -8, 7, -2, 0, -8, 7 ), ( -6, 4, 1, 6, 1, 4 ) )
// CHECK-NEXT: ( ( -8, -7, -1, 0, -8, 1 ), ( -2, 4, -3, 1, -5, -6 ) )
// CHECK-NEXT: ( ( -8, -1, -1, 7, -8, 7 ), ( -2, 5, -3, 6, -5, -6 ) )
// CHECK-NEXT: ( ( -5, 6, -3, 7, -7, 6 ), ( -3, 1, -8, 7, -8, -8 ) )
// CHECK-NEXT: ( ( 1, 1, 1, 1, 0, 0 ), ( 0, 0, 1, 0, 1, 0 ) )
// CHECK-NEXT: ( ( 0, 1, 0, 1, 1, 0 ), ( 1, 0, 0, 0, 0, 1 ) )
// CHECK-NEXT: ( ( -8, -7, -1, 0, -8, 1 ), ( -2, 4, -3, 1, -5, -6 ) )
// CHECK-NEXT: ( ( -4, -4, -1, 0, 0, 3 ), ( 1, 2, -2, 3, -3, 1 ) )
// CHECK-NEXT: ( ( 4, 4, 7, 0, 0, 3 ), ( 1, 2, 6, 3, 5, 1 ) )
// CHECK-NEXT: ( ( 0, 2, -2, 0, 2, -2 ), ( 6, -6, -6, -4, 6, 4 ) )
// CHECK-NEXT: ( ( -8, -7, -1, 0, 1, 7 ), ( 3, 5, -3, 6, -5, 2 ) )
// CHECK-NEXT: ( ( 8, 9, 15, 0, 1, 7 ), ( 3, 5, 13, 6, 11, 2 ) )
// CHECK-NEXT: ( ( 0, 1, -1, 0, 1, -1 ), ( -1, 1, 1, -2, -1, -2 ) )
// CHECK-NEXT: ( ( -8, -7, -1, 0, 1, 7 ), ( 3, 5, -3, 6, -5, 2 ) )
// CHECK-NEXT: ( ( 8, 9, 15, 0, 1, 7 ), ( 3, 5, 13, 6, 11, 2 ) )
// CHECK-NEXT: ( 779264, 779264, 1, 0, 25 )
// CHECK-NEXT: ( 7, -7, 0, 0, 5 )
// CHECK-NEXT: ( 15, 8, 1, 0, 9, 14, 7, 3 )
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: -1
// CHECK-NEXT: 3
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: -4
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 5
// CHECK-NEXT: 3
// CHECK-NEXT: 2
// CHECK-NEXT: -59671285071872
// CHECK-NEXT: -466181914624
// CHECK-NEXT: 100098507800576
// CHECK-NEXT: -21199499071
// CHECK-NEXT: 7792640
// CHECK-NEXT: 7792640
// CHECK-NEXT: ( 100, 127 )
// CHECK-NEXT: -28
// CHECK-NEXT: 0
// CHECK-NEXT: 0
