// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --threads 1 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// RUN: bufjit compile %s --pipeline=auto -O3 --emit=clif | FileCheck %s --check-prefix=CLIF
// Register blocking (-O1 and above: src/transforms/opt/unroll_jam.rs after scalar promotion)
// must not change results: i-j-k matmuls with a transposed second operand,
// C[i, j] += A[i, k] * B[j, k], on function arguments with dynamic sizes and layouts (the
// nest is versioned on their overlap), in i32, i64 and i16 (wrapping products), and in f32 into a
// fresh output (a scalar, in-order sum per element: the jam must keep each order; a hash of
// the bits is printed), at shapes
// whose rows and columns leave remainders of the jammed loops (7 x 5, K = 13 and 3) and of the
// vector loop; called with distinct buffers, with an output whose rows all alias (stride 0:
// the jammed copies would be one element, so the main loops must not run) and with the output
// overlapping A (the original nest runs). The expected output is mlir-runner 22's on the same
// file (lowered by mlir-opt 22 with --convert-linalg-to-loops ... --convert-func-to-llvm).

// MEM: bufjit: OK: no violations, no leaks
// The i32 matmul's jammed reduction: eight accumulators of four lanes in one vector loop
// (summed four at a time by pairwise additions after it); the f32 one's: eight scalar
// accumulators (independent chains).
// CLIF: block{{[0-9]+}}({{v[0-9]+}}: i64, {{v[0-9]+}}: i32x4, {{v[0-9]+}}: i32x4, {{v[0-9]+}}: i32x4, {{v[0-9]+}}: i32x4, {{v[0-9]+}}: i32x4, {{v[0-9]+}}: i32x4, {{v[0-9]+}}: i32x4, {{v[0-9]+}}: i32x4
// CLIF: iadd_pairwise
// CLIF: iadd_pairwise
// CLIF: iadd_pairwise
// CLIF: block{{[0-9]+}}({{v[0-9]+}}: i64, {{v[0-9]+}}: f32, {{v[0-9]+}}: f32, {{v[0-9]+}}: f32, {{v[0-9]+}}: f32, {{v[0-9]+}}: f32, {{v[0-9]+}}: f32, {{v[0-9]+}}: f32, {{v[0-9]+}}: f32
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [7, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}652909341,   38142583,   1164766137,   -649260944,   910436399],
// CHECK-NEXT:  [42142595,   -1163105911,   -1246055069,   -1150947820,   375437065],
// CHECK-NEXT:  [1172766161,   -1242055057,   -1892485894,   111755685,   1604828112],
// CHECK-NEXT:  [-637260908,   -1142947796,   115755697,   -134913809,   125585837],
// CHECK-NEXT:  [903436378,   364437032,   1589828067,   129585849,   1533033291],
// CHECK-NEXT:  [1267873410,   -480698648,   -464880325,   -15988213,   1354146771],
// CHECK-NEXT:  [-2074526727,   -1913964455,   33988267,   1192754386,   1353316658]]
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [1, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}1297340160,   -1239224938,   -680083063,   -531014908,   -1357150531]]
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [7, 13] strides = [13, 1] data =
// CHECK-NEXT: {{\[\[}}-11000033,   6000018,   663909374,   -1354801,   -414644410,   -151441392,   -1033983911,   -7000021,   10000030,   4000012,   -2000006,   -8000024,   9000027],
// CHECK-NEXT:  [10000030,   4000012,   30142559,   836750871,   2143303520,   -897012826,   -476090347,   -9000027,   8000024,   2000006,   -4000012,   -10000030,   7000021],
// CHECK-NEXT:  [8000024,   2000006,   1160766125,   973536133,   2071548207,   1593038665,   1267759742,   -11000033,   6000018,   0,   -6000018,   11000033,   5000015],
// CHECK-NEXT:  [6000018,   0,   -649260944,   -330317727,   1254570484,   109542143,   1994923396,   10000030,   4000012,   -2000006,   -8000024,   9000027,   3000009],
// CHECK-NEXT:  [4000012,   -2000006,   891436342,   583540629,   369856550,   903000533,   -268481808,   8000024,   2000006,   -4000012,   -10000030,   7000021,   1000003],
// CHECK-NEXT:  [2000006,   -4000012,   1255873374,   -652806303,   -1941632114,   133680119,   768913906,   6000018,   0,   -6000018,   11000033,   5000015,   -1000003],
// CHECK-NEXT:  [0,   -6000018,   -2063526694,   -305489980,   422613465,   -696062288,   -177635394,   4000012,   -2000006,   -8000024,   9000027,   3000009,   -3000009]]
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [9, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}6840522596214554579,   -4979305505614042334,   -2298842392356736723,   381620633900568337,   5807670021224161793,   8488133047481466853],
// CHECK-NEXT:  [-4979305532614042505,   -6757162323498919361,   -7334152616826435521,   -7911142823153951130,   1721852222029221342,   1144861928701705182],
// CHECK-NEXT:  [-2298842446356737065,   -7334152556826435141,   -186251073473621141,   6961650496879193410,   -5109551938232007505,   2038349632120807046],
// CHECK-NEXT:  [381620639900568375,   -7911142790153950921,   6961650469879193239,   3387699743202786334,   6505788062216315815,   2931837335539908910],
// CHECK-NEXT:  [5807670000224161660,   1721852141029220829,   -5109551905232007296,   6505788122216316195,   1219103678464014117,   -5612300367797214008],
// CHECK-NEXT:  [8488133086481467100,   1144861907701705049,   2038349638120807084,   2931837281539908568,   -5612300394797214179,   -4718812664378112144],
// CHECK-NEXT:  [-7278147900970779076,   567871674374189269,   9186251181473621464,   -642113472136498508,   6003039605651109141,   -3825325047959010831],
// CHECK-NEXT:  [-4597684814713473636,   -9118558953326511,   -2112591348883115772,   -4216064225812905584,   -828364467610119155,   -2931837344539908967],
// CHECK-NEXT:  [3573950732676406943,   7222143290115123296,   -9121128002664639116,   -7017655134734849361,   8041389258771916320,   -8301882034007846092]]
// CHECK-NEXT: -4276474755315167574
// CHECK-NEXT: -2554902221415813866
#mA = affine_map<(d0, d1, d2) -> (d0, d2)>
#mB = affine_map<(d0, d1, d2) -> (d1, d2)>
#mC = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefI64(memref<*xi64>)
  func.func private @printI64(i64)
  func.func private @printNewline()
  func.func @mm_i32(%A: memref<?x?xi32, strided<[?, ?], offset: ?>>, %B: memref<?x?xi32, strided<[?, ?], offset: ?>>, %C: memref<?x?xi32, strided<[?, ?], offset: ?>>) {
    linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : memref<?x?xi32, strided<[?, ?], offset: ?>>, memref<?x?xi32, strided<[?, ?], offset: ?>>) outs(%C : memref<?x?xi32, strided<[?, ?], offset: ?>>) {
    ^bb0(%a: i32, %b: i32, %c: i32):
      %p = arith.muli %a, %b : i32
      %s = arith.addi %c, %p : i32
      linalg.yield %s : i32
    }
    return
  }
  func.func @mm_i64(%A: memref<?x?xi64, strided<[?, ?], offset: ?>>, %B: memref<?x?xi64, strided<[?, ?], offset: ?>>, %C: memref<?x?xi64, strided<[?, ?], offset: ?>>) {
    linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : memref<?x?xi64, strided<[?, ?], offset: ?>>, memref<?x?xi64, strided<[?, ?], offset: ?>>) outs(%C : memref<?x?xi64, strided<[?, ?], offset: ?>>) {
    ^bb0(%a: i64, %b: i64, %c: i64):
      %p = arith.muli %a, %b : i64
      %s = arith.addi %c, %p : i64
      linalg.yield %s : i64
    }
    return
  }
  func.func @mm_i16(%A: memref<?x?xi16, strided<[?, ?], offset: ?>>, %B: memref<?x?xi16, strided<[?, ?], offset: ?>>, %C: memref<?x?xi16, strided<[?, ?], offset: ?>>) {
    linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : memref<?x?xi16, strided<[?, ?], offset: ?>>, memref<?x?xi16, strided<[?, ?], offset: ?>>) outs(%C : memref<?x?xi16, strided<[?, ?], offset: ?>>) {
    ^bb0(%a: i16, %b: i16, %c: i16):
      %p = arith.muli %a, %b : i16
      %s = arith.addi %c, %p : i16
      linalg.yield %s : i16
    }
    return
  }
  func.func @fill_i32(%M: memref<?x?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.dim %M, %c0 : memref<?x?xi32>
    %n = memref.dim %M, %c1 : memref<?x?xi32>
    %cm = arith.constant 31 : index
    %ca = arith.constant 17 : index
    %cmod = arith.constant 23 : index
    %sub = arith.constant 11 : i32
    %big = arith.constant 1000003 : i32
    scf.for %i = %c0 to %m step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %x = arith.muli %i, %cm : index
        %y = arith.addi %x, %j : index
        %z = arith.muli %y, %ca : index
        %r = arith.remui %z, %cmod : index
        %v = arith.index_cast %r : index to i32
        %w = arith.subi %v, %sub : i32
        %u = arith.muli %w, %big : i32
        memref.store %u, %M[%i, %j] : memref<?x?xi32>
      }
    }
    return
  }
  func.func @fill_i64(%M: memref<?x?xi64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.dim %M, %c0 : memref<?x?xi64>
    %n = memref.dim %M, %c1 : memref<?x?xi64>
    %cm = arith.constant 7 : index
    %ca = arith.constant 13 : index
    %cmod = arith.constant 29 : index
    %sub = arith.constant 14 : i64
    %big = arith.constant 3000000019 : i64
    scf.for %i = %c0 to %m step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %x = arith.muli %i, %cm : index
        %y = arith.addi %x, %j : index
        %z = arith.muli %y, %ca : index
        %r = arith.remui %z, %cmod : index
        %v = arith.index_cast %r : index to i64
        %w = arith.subi %v, %sub : i64
        %u = arith.muli %w, %big : i64
        memref.store %u, %M[%i, %j] : memref<?x?xi64>
      }
    }
    return
  }
  func.func @fill_i16(%M: memref<?x?xi16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.dim %M, %c0 : memref<?x?xi16>
    %n = memref.dim %M, %c1 : memref<?x?xi16>
    %cm = arith.constant 5 : index
    %ca = arith.constant 3 : index
    %cmod = arith.constant 19 : index
    %sub = arith.constant 9 : i16
    %big = arith.constant 311 : i16
    scf.for %i = %c0 to %m step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %x = arith.muli %i, %cm : index
        %y = arith.addi %x, %j : index
        %z = arith.muli %y, %ca : index
        %r = arith.remui %z, %cmod : index
        %v = arith.index_cast %r : index to i16
        %w = arith.subi %v, %sub : i16
        %u = arith.muli %w, %big : i16
        memref.store %u, %M[%i, %j] : memref<?x?xi16>
      }
    }
    return
  }
  func.func @sum_i16(%M: memref<?x?xi16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.dim %M, %c0 : memref<?x?xi16>
    %n = memref.dim %M, %c1 : memref<?x?xi16>
    %z = arith.constant 0 : i64
    %h = arith.constant 31 : i64
    %s = scf.for %i = %c0 to %m step %c1 iter_args(%a = %z) -> (i64) {
      %t = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (i64) {
        %v = memref.load %M[%i, %j] : memref<?x?xi16>
        %w = arith.extsi %v : i16 to i64
        %x = arith.muli %b, %h : i64
        %y = arith.addi %x, %w : i64
        scf.yield %y : i64
      }
      scf.yield %t : i64
    }
    call @printI64(%s) : (i64) -> ()
    call @printNewline() : () -> ()
    return
  }
  func.func @mm_f32(%A: memref<?x?xf32, strided<[?, ?], offset: ?>>, %B: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
    %c0 = arith.constant 0 : index
    %m = memref.dim %A, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %n = memref.dim %B, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %C = memref.alloc(%m, %n) : memref<?x?xf32>
    %z = arith.constant 0.1 : f32
    linalg.fill ins(%z : f32) outs(%C : memref<?x?xf32>)
    linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%C : memref<?x?xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32):
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %c, %p : f32
      linalg.yield %s : f32
    }
    return %C : memref<?x?xf32>
  }
  func.func @fill_f32(%M: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.dim %M, %c0 : memref<?x?xf32>
    %n = memref.dim %M, %c1 : memref<?x?xf32>
    %c7 = arith.constant 7 : index
    %c29 = arith.constant 29 : index
    %s = arith.constant 0.137 : f32
    %o = arith.constant -1.9 : f32
    scf.for %i = %c0 to %m step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %x = arith.muli %i, %c7 : index
        %y = arith.addi %x, %j : index
        %r = arith.remui %y, %c29 : index
        %v = arith.index_cast %r : index to i32
        %f = arith.sitofp %v : i32 to f32
        %g = arith.mulf %f, %s : f32
        %h = arith.addf %g, %o : f32
        memref.store %h, %M[%i, %j] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @hash_f32(%M: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %m = memref.dim %M, %c0 : memref<?x?xf32>
    %n = memref.dim %M, %c1 : memref<?x?xf32>
    %h0 = arith.constant 1469598103934665603 : i64
    %mul = arith.constant 1099511628211 : i64
    %r = scf.for %i = %c0 to %m step %c1 iter_args(%a = %h0) -> (i64) {
      %t = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (i64) {
        %v = memref.load %M[%i, %j] : memref<?x?xf32>
        %w = arith.bitcast %v : f32 to i32
        %x = arith.extui %w : i32 to i64
        %y = arith.xori %b, %x : i64
        %z = arith.muli %y, %mul : i64
        scf.yield %z : i64
      }
      scf.yield %t : i64
    }
    call @printI64(%r) : (i64) -> ()
    call @printNewline() : () -> ()
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %z32 = arith.constant 0 : i32
    %z64 = arith.constant 0 : i64
    %z16 = arith.constant 0 : i16
    %a = memref.alloc() : memref<7x13xi32>
    %b = memref.alloc() : memref<5x13xi32>
    %c = memref.alloc() : memref<7x5xi32>
    %ad = memref.cast %a : memref<7x13xi32> to memref<?x?xi32>
    %bd = memref.cast %b : memref<5x13xi32> to memref<?x?xi32>
    %cd = memref.cast %c : memref<7x5xi32> to memref<?x?xi32>
    call @fill_i32(%ad) : (memref<?x?xi32>) -> ()
    call @fill_i32(%bd) : (memref<?x?xi32>) -> ()
    call @fill_i32(%cd) : (memref<?x?xi32>) -> ()
    %as = memref.cast %a : memref<7x13xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
    %bs = memref.cast %b : memref<5x13xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
    %cs = memref.cast %c : memref<7x5xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
    call @mm_i32(%as, %bs, %cs) : (memref<?x?xi32, strided<[?, ?], offset: ?>>, memref<?x?xi32, strided<[?, ?], offset: ?>>, memref<?x?xi32, strided<[?, ?], offset: ?>>) -> ()
    %cu = memref.cast %c : memref<7x5xi32> to memref<*xi32>
    call @printMemrefI32(%cu) : (memref<*xi32>) -> ()
    %r = memref.alloc() : memref<1x5xi32>
    %rd = memref.cast %r : memref<1x5xi32> to memref<?x?xi32>
    call @fill_i32(%rd) : (memref<?x?xi32>) -> ()
    %rz = memref.reinterpret_cast %r to offset: [0], sizes: [7, 5], strides: [0, 1] : memref<1x5xi32> to memref<7x5xi32, strided<[0, 1]>>
    %rs = memref.cast %rz : memref<7x5xi32, strided<[0, 1]>> to memref<?x?xi32, strided<[?, ?], offset: ?>>
    call @mm_i32(%as, %bs, %rs) : (memref<?x?xi32, strided<[?, ?], offset: ?>>, memref<?x?xi32, strided<[?, ?], offset: ?>>, memref<?x?xi32, strided<[?, ?], offset: ?>>) -> ()
    %ru = memref.cast %r : memref<1x5xi32> to memref<*xi32>
    call @printMemrefI32(%ru) : (memref<*xi32>) -> ()
    %ov = memref.reinterpret_cast %a to offset: [2], sizes: [7, 5], strides: [13, 1] : memref<7x13xi32> to memref<7x5xi32, strided<[13, 1], offset: 2>>
    %os = memref.cast %ov : memref<7x5xi32, strided<[13, 1], offset: 2>> to memref<?x?xi32, strided<[?, ?], offset: ?>>
    call @mm_i32(%as, %bs, %os) : (memref<?x?xi32, strided<[?, ?], offset: ?>>, memref<?x?xi32, strided<[?, ?], offset: ?>>, memref<?x?xi32, strided<[?, ?], offset: ?>>) -> ()
    %au = memref.cast %a : memref<7x13xi32> to memref<*xi32>
    call @printMemrefI32(%au) : (memref<*xi32>) -> ()
    %a8 = memref.alloc() : memref<9x3xi64>
    %b8 = memref.alloc() : memref<6x3xi64>
    %c8 = memref.alloc() : memref<9x6xi64>
    %a8d = memref.cast %a8 : memref<9x3xi64> to memref<?x?xi64>
    %b8d = memref.cast %b8 : memref<6x3xi64> to memref<?x?xi64>
    %c8d = memref.cast %c8 : memref<9x6xi64> to memref<?x?xi64>
    call @fill_i64(%a8d) : (memref<?x?xi64>) -> ()
    call @fill_i64(%b8d) : (memref<?x?xi64>) -> ()
    call @fill_i64(%c8d) : (memref<?x?xi64>) -> ()
    %a8s = memref.cast %a8 : memref<9x3xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
    %b8s = memref.cast %b8 : memref<6x3xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
    %c8s = memref.cast %c8 : memref<9x6xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
    call @mm_i64(%a8s, %b8s, %c8s) : (memref<?x?xi64, strided<[?, ?], offset: ?>>, memref<?x?xi64, strided<[?, ?], offset: ?>>, memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
    %c8u = memref.cast %c8 : memref<9x6xi64> to memref<*xi64>
    call @printMemrefI64(%c8u) : (memref<*xi64>) -> ()
    %a6 = memref.alloc() : memref<10x37xi16>
    %b6 = memref.alloc() : memref<11x37xi16>
    %c6 = memref.alloc() : memref<10x11xi16>
    %a6d = memref.cast %a6 : memref<10x37xi16> to memref<?x?xi16>
    %b6d = memref.cast %b6 : memref<11x37xi16> to memref<?x?xi16>
    %c6d = memref.cast %c6 : memref<10x11xi16> to memref<?x?xi16>
    call @fill_i16(%a6d) : (memref<?x?xi16>) -> ()
    call @fill_i16(%b6d) : (memref<?x?xi16>) -> ()
    call @fill_i16(%c6d) : (memref<?x?xi16>) -> ()
    %a6s = memref.cast %a6 : memref<10x37xi16> to memref<?x?xi16, strided<[?, ?], offset: ?>>
    %b6s = memref.cast %b6 : memref<11x37xi16> to memref<?x?xi16, strided<[?, ?], offset: ?>>
    %c6s = memref.cast %c6 : memref<10x11xi16> to memref<?x?xi16, strided<[?, ?], offset: ?>>
    call @mm_i16(%a6s, %b6s, %c6s) : (memref<?x?xi16, strided<[?, ?], offset: ?>>, memref<?x?xi16, strided<[?, ?], offset: ?>>, memref<?x?xi16, strided<[?, ?], offset: ?>>) -> ()
    call @sum_i16(%c6d) : (memref<?x?xi16>) -> ()
    %af = memref.alloc() : memref<11x53xf32>
    %bf = memref.alloc() : memref<6x53xf32>
    %afd = memref.cast %af : memref<11x53xf32> to memref<?x?xf32>
    %bfd = memref.cast %bf : memref<6x53xf32> to memref<?x?xf32>
    call @fill_f32(%afd) : (memref<?x?xf32>) -> ()
    call @fill_f32(%bfd) : (memref<?x?xf32>) -> ()
    %afs = memref.cast %af : memref<11x53xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %bfs = memref.cast %bf : memref<6x53xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cf = call @mm_f32(%afs, %bfs) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    call @hash_f32(%cf) : (memref<?x?xf32>) -> ()
    memref.dealloc %cf : memref<?x?xf32>
    memref.dealloc %af : memref<11x53xf32>
    memref.dealloc %bf : memref<6x53xf32>
    memref.dealloc %a : memref<7x13xi32>
    memref.dealloc %b : memref<5x13xi32>
    memref.dealloc %c : memref<7x5xi32>
    memref.dealloc %r : memref<1x5xi32>
    memref.dealloc %a8 : memref<9x3xi64>
    memref.dealloc %b8 : memref<6x3xi64>
    memref.dealloc %c8 : memref<9x6xi64>
    memref.dealloc %a6 : memref<10x37xi16>
    memref.dealloc %b6 : memref<11x37xi16>
    memref.dealloc %c6 : memref<10x11xi16>
    return
  }
}
