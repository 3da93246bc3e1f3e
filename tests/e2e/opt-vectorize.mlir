// RUN: bufjit run %s -e main -entry-point-result=void -O3 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O0 | FileCheck %s
// RUN: bufjit run %s -e main -entry-point-result=void -O3 --report=text 2>&1 | FileCheck %s --check-prefix=MEM
// RUN: bufjit opt %s --loop-vectorize | FileCheck %s --check-prefix=IR
// RUN: bufjit compile %s --target aarch64-unknown-linux-gnu -o %t
// Vectorisation (-O1 and above, src/transforms/opt/vectorize.rs + src/codegen/vectorize.rs)
// must not change results: two elementwise kernels per element type (f32, f64, i8, i16, i32,
// i64, index; 2 to 16 lanes) run with trip counts 0, 1, 3, 4, 5, 7, 8, 9, 15, 16, 17 and 1000
// (lanes - 1, lanes and lanes + 1 for every lane count) on inputs with NaNs (with payloads,
// signalling), infinities, signed zeros and denormals; every output element's bits go into a
// hash, which covers the elements past the trip count (they must keep their sentinel). Then
// calls whose buffers overlap (in place, shifted by one element either way: the versioned
// loop's scalar original runs) and one with an output of stride 2 (the run-time unit-stride
// test fails), and every cmpf/cmpi predicate feeding a select. The vector code must also
// compile for AArch64 (whose vector compares lack the unordered conditions). The expected output is mlir-runner 22's on the same file (lowered by mlir-opt 22).

// MEM: bufjit: OK: no violations, no leaks
// Every kernel loop is marked (the dynamic-layout ones in a disjoint version) but the two
// that multiply i64 / index lanes (no vector instruction for it on SSE4.1 or NEON):
// IR-COUNT-36: {bufjit.vectorize}

// CHECK: -414336871516075438
// CHECK-NEXT: -414336871516075438
// CHECK-NEXT: -2061521068768788029
// CHECK-NEXT: 8901610988265898435
// CHECK-NEXT: -1361082018863293370
// CHECK-NEXT: 1676967640540339270
// CHECK-NEXT: 7914871444146445382
// CHECK-NEXT: -4696229850225353658
// CHECK-NEXT: 7534637252848972521
// CHECK-NEXT: -21709374118435716
// CHECK-NEXT: -862221504490643615
// CHECK-NEXT: -1233119071498114285
// CHECK-NEXT: -2308817477329858164
// CHECK-NEXT: -2679715044337328834
// CHECK-NEXT: 1433131665851453836
// CHECK-NEXT: 4697770632981978430
// CHECK-NEXT: -9081397284019408957
// CHECK-NEXT: -7733331944761575080
// CHECK-NEXT: 5609826036968195899
// CHECK-NEXT: 6957891376226029776
// CHECK-NEXT: -2012531543200166134
// CHECK-NEXT: -2166902087256647521
// CHECK-NEXT: -4588103651572119395
// CHECK-NEXT: -636948767960967747
// CHECK-NEXT: -4422909816722562233
// CHECK-NEXT: -4422909816722562233
// CHECK-NEXT: 3672190172917944873
// CHECK-NEXT: -2549532712294395351
// CHECK-NEXT: -1566086201455006548
// CHECK-NEXT: -2369978734940640084
// CHECK-NEXT: 4880816665125858476
// CHECK-NEXT: 1300454961366314156
// CHECK-NEXT: 7609388764426553714
// CHECK-NEXT: 1322249220824202991
// CHECK-NEXT: 6917957239229209815
// CHECK-NEXT: -4249237579810445181
// CHECK-NEXT: -2303960054255429655
// CHECK-NEXT: 4975589200414466965
// CHECK-NEXT: -5124119418570647575
// CHECK-NEXT: 473335375276368789
// CHECK-NEXT: -3620911497458706536
// CHECK-NEXT: -4369528305847008792
// CHECK-NEXT: -2071341600242661917
// CHECK-NEXT: -2819958408630964173
// CHECK-NEXT: -1557867767569214079
// CHECK-NEXT: -6366479640032018479
// CHECK-NEXT: 5154266196124917021
// CHECK-NEXT: 97355553499379430
// CHECK-NEXT: 4228456746612663964
// CHECK-NEXT: 4228456746612663964
// CHECK-NEXT: 4077900454765575509
// CHECK-NEXT: 2311631519024044377
// CHECK-NEXT: 8120822623673437910
// CHECK-NEXT: 3242808891816032776
// CHECK-NEXT: 4839264117049215642
// CHECK-NEXT: -6849944717185971746
// CHECK-NEXT: 8685520118407910702
// CHECK-NEXT: 7965783254451096571
// CHECK-NEXT: 5695746890218469220
// CHECK-NEXT: -5386037873334997373
// CHECK-NEXT: -996430626722997193
// CHECK-NEXT: 6368528683433087830
// CHECK-NEXT: 7465768354083377366
// CHECK-NEXT: -4727493289725788067
// CHECK-NEXT: -7925616937272450260
// CHECK-NEXT: 8574388364611835377
// CHECK-NEXT: 292856088382448214
// CHECK-NEXT: 3062085307844934768
// CHECK-NEXT: -6694699889903782929
// CHECK-NEXT: -5680690753803518355
// CHECK-NEXT: 1503410788206183637
// CHECK-NEXT: -6801611996213885389
// CHECK-NEXT: 730881140227001756
// CHECK-NEXT: 730881140227001756
// CHECK-NEXT: 5479775958722564181
// CHECK-NEXT: 3086655230369542522
// CHECK-NEXT: 4231111216167313110
// CHECK-NEXT: 7567954045239573141
// CHECK-NEXT: 6385931142138259098
// CHECK-NEXT: 3593728487305184590
// CHECK-NEXT: 2656697389789867566
// CHECK-NEXT: -8717617899932465962
// CHECK-NEXT: 1141320168523235684
// CHECK-NEXT: -7732446706186927461
// CHECK-NEXT: -3043938361799350473
// CHECK-NEXT: -6249256326571313546
// CHECK-NEXT: 4164353380636523478
// CHECK-NEXT: -3665462833706156595
// CHECK-NEXT: -2586588060820559828
// CHECK-NEXT: 1484666136860082144
// CHECK-NEXT: -4033676120203885738
// CHECK-NEXT: -3527501837524255905
// CHECK-NEXT: -7519800572618568209
// CHECK-NEXT: 8250912886561783474
// CHECK-NEXT: 2803457881453096661
// CHECK-NEXT: -3310025968544795679
// CHECK-NEXT: -5313543362569548388
// CHECK-NEXT: -5313543362569548388
// CHECK-NEXT: 5117225770134294613
// CHECK-NEXT: -7232473227057942150
// CHECK-NEXT: -859790699858305322
// CHECK-NEXT: -4164994634881090923
// CHECK-NEXT: 6221635817768445594
// CHECK-NEXT: -2906456712880917728
// CHECK-NEXT: 8442094600487431726
// CHECK-NEXT: -2874746275087024123
// CHECK-NEXT: 7332501027533554020
// CHECK-NEXT: 8631516328028043120
// CHECK-NEXT: 6418931418085910327
// CHECK-NEXT: -8658654989400066706
// CHECK-NEXT: -2149355290749535274
// CHECK-NEXT: 2621313599209979077
// CHECK-NEXT: -8160594572735731668
// CHECK-NEXT: -5239626414625543375
// CHECK-NEXT: -4300763119327542442
// CHECK-NEXT: 1658108477699295114
// CHECK-NEXT: 1329782096068251119
// CHECK-NEXT: 1153693486776397058
// CHECK-NEXT: 8591113420947058389
// CHECK-NEXT: -136768816518951758
// CHECK-NEXT: 2484514970761973148
// CHECK-NEXT: 2484514970761973148
// CHECK-NEXT: -2724544867730173867
// CHECK-NEXT: -8201892052079726214
// CHECK-NEXT: -3751794786747359530
// CHECK-NEXT: 7353082054053645521
// CHECK-NEXT: 8819655118437705370
// CHECK-NEXT: 6340417818779136455
// CHECK-NEXT: -7406630172552860114
// CHECK-NEXT: 3390933216457879887
// CHECK-NEXT: -6089291744064372380
// CHECK-NEXT: 4620300194043195156
// CHECK-NEXT: 680124588232468279
// CHECK-NEXT: -5702071637883760630
// CHECK-NEXT: -982378256558425130
// CHECK-NEXT: -7435581457658652831
// CHECK-NEXT: 3459368467962734636
// CHECK-NEXT: -7904684509941233144
// CHECK-NEXT: -7837346698180328618
// CHECK-NEXT: -2633063792899211027
// CHECK-NEXT: -5644928932150866449
// CHECK-NEXT: -3634307470908365211
// CHECK-NEXT: 7308984241921191637
// CHECK-NEXT: -3243054407407113206
// CHECK-NEXT: 2484514970761973148
// CHECK-NEXT: 2484514970761973148
// CHECK-NEXT: -2724544867730173867
// CHECK-NEXT: -8201892052079726214
// CHECK-NEXT: -3751794786747359530
// CHECK-NEXT: 7353082054053645521
// CHECK-NEXT: 8819655118437705370
// CHECK-NEXT: 6340417818779136455
// CHECK-NEXT: -7406630172552860114
// CHECK-NEXT: 3390933216457879887
// CHECK-NEXT: -6089291744064372380
// CHECK-NEXT: 4620300194043195156
// CHECK-NEXT: 680124588232468279
// CHECK-NEXT: -5702071637883760630
// CHECK-NEXT: -982378256558425130
// CHECK-NEXT: -7435581457658652831
// CHECK-NEXT: 3459368467962734636
// CHECK-NEXT: -7904684509941233144
// CHECK-NEXT: -7837346698180328618
// CHECK-NEXT: -2633063792899211027
// CHECK-NEXT: -5644928932150866449
// CHECK-NEXT: -3634307470908365211
// CHECK-NEXT: 7308984241921191637
// CHECK-NEXT: -3243054407407113206
// CHECK-NEXT: -4541808393775774990
// CHECK-NEXT: 3660804248336773922
// CHECK-NEXT: -1259178470691323150
// CHECK-NEXT: -1264952768928763795
// CHECK-NEXT: -1259178470691323150
// CHECK-NEXT: -1264952768928763795
// CHECK-NEXT: -545572141601003111
// CHECK-NEXT: -2953338266674018430
// CHECK-NEXT: -545572141601003111
// CHECK-NEXT: -2953338266674018430
// CHECK-NEXT: 2737057781483448729
// CHECK-NEXT: -7879095283939556147
// CHECK-NEXT: 2737057781483448729
// CHECK-NEXT: -7879095283939556147
// CHECK-NEXT: 8569828828655834506
// CHECK-NEXT: -4494227778935963253
// CHECK-NEXT: -6594285321969265270
// CHECK-NEXT: 9026759277508050646
// CHECK-NEXT: -6594285321969265270
// CHECK-NEXT: 9026759277508050646
// CHECK-NEXT: -5880678992878945231
// CHECK-NEXT: 7338373779762796011
// CHECK-NEXT: -5880678992878945231
// CHECK-NEXT: 7338373779762796011
// CHECK-NEXT: -2598049069794493391
// CHECK-NEXT: 2412616762497258294
// CHECK-NEXT: 8569828828655834506
// CHECK-NEXT: -4494227778935963253
// CHECK-NEXT: 7994505501823566683
// CHECK-NEXT: 7715748172812031140
// CHECK-NEXT: 3667260606569891493
// CHECK-NEXT: -4919604300406518082
// CHECK-NEXT: 2142746338718005810
// CHECK-NEXT: -2739710084108672373
// CHECK-NEXT: 2142746338718005810
// CHECK-NEXT: -2739710084108672373
// CHECK-NEXT: -8927724304034099250
// CHECK-NEXT: 5535853956514185431
// CHECK-NEXT: -8927724304034099250
// CHECK-NEXT: 5535853956514185431
// CHECK-NEXT: -1053410993630665273
// CHECK-NEXT: -8819144532610321125
// CHECK-NEXT: -1053410993630665273
// CHECK-NEXT: -8819144532610321125
// CHECK-NEXT: -5731566971685428167
// CHECK-NEXT: -6831455668693717433
// CHECK-NEXT: -5731566971685428167
// CHECK-NEXT: -6831455668693717433
// CHECK-NEXT: -7196356024339125601
// CHECK-NEXT: 654618289807070544
// CHECK-NEXT: 7699860012623146115
// CHECK-NEXT: 1454696682996611909

func.func private @printI64(i64)
func.func private @printNewline()

memref.global "private" constant @f32pat : memref<8xi32> = dense<[2143363909, -8388608, -2147483648, 1, 2139095040, 0, 2141192192, -1082130432]>
memref.global "private" constant @f64pat : memref<8xi64> = dense<[9221120237041165125, -4503599627370496, -9223372036854775808, 1, 9218868437227405312, 0, 9219994337134247936, -4616189618054758400]>

// c = a * b + a (static identity layout)
func.func @k1_f32(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %x : f32
    memref.store %s, %c[%i] : memref<?xf32>
  }
  return
}
// c = cmpf ult(a, b) ? sqrt(|a|) / b : -(a - k)   (dynamic layout, uniform k)
func.func @k2_f32(%a: memref<?xf32, strided<[?], offset: ?>>, %b: memref<?xf32, strided<[?], offset: ?>>, %c: memref<?xf32, strided<[?], offset: ?>>, %n: index, %k: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32, strided<[?], offset: ?>>
    %y = memref.load %b[%i] : memref<?xf32, strided<[?], offset: ?>>
    %p = arith.cmpf ult, %x, %y : f32
    %ab = math.absf %x : f32
    %sq = math.sqrt %ab : f32
    %q = arith.divf %sq, %y : f32
    %d = arith.subf %x, %k : f32
    %ng = arith.negf %d : f32
    %r = arith.select %p, %q, %ng : f32
    memref.store %r, %c[%i] : memref<?xf32, strided<[?], offset: ?>>
  }
  return
}

func.func @fill_f32(%a: memref<?xf32>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %pat = memref.get_global @f32pat : memref<8xi32>
  %scale = arith.constant 0.37 : f32
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.addi %i, %seed : index
    %r = arith.remui %j, %c8 : index
    %special = arith.cmpi ult, %r, %c5 : index
    %v = scf.if %special -> (f32) {
      %bits = memref.load %pat[%r] : memref<8xi32>
      %f = arith.bitcast %bits : i32 to f32
      scf.yield %f : f32
    } else {
      %j7 = arith.muli %j, %c5 : index
      %ji = arith.index_cast %j7 : index to i64
      %c500 = arith.constant 500 : i64
      %jc = arith.subi %ji, %c500 : i64
      %f = arith.sitofp %jc : i64 to f32
      %g = arith.mulf %f, %scale : f32
      scf.yield %g : f32
    }
    memref.store %v, %a[%i] : memref<?xf32>
  }
  return
}
func.func @hash_f32(%a: memref<?xf32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %z = arith.constant 0 : i64
  %p = arith.constant 1000003 : i64
  %h = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %a[%i] : memref<?xf32>
    %b = arith.bitcast %v : f32 to i32
    %e = arith.extui %b : i32 to i64
    %m = arith.muli %acc, %p : i64
    %s = arith.addi %m, %e : i64
    scf.yield %s : i64
  }
  return %h : i64
}

// c = a * b + a (static identity layout)
func.func @k1_f64(%a: memref<?xf64>, %b: memref<?xf64>, %c: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = memref.load %b[%i] : memref<?xf64>
    %m = arith.mulf %x, %y : f64
    %s = arith.addf %m, %x : f64
    memref.store %s, %c[%i] : memref<?xf64>
  }
  return
}
// c = cmpf ult(a, b) ? sqrt(|a|) / b : -(a - k)   (dynamic layout, uniform k)
func.func @k2_f64(%a: memref<?xf64, strided<[?], offset: ?>>, %b: memref<?xf64, strided<[?], offset: ?>>, %c: memref<?xf64, strided<[?], offset: ?>>, %n: index, %k: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf64, strided<[?], offset: ?>>
    %y = memref.load %b[%i] : memref<?xf64, strided<[?], offset: ?>>
    %p = arith.cmpf ult, %x, %y : f64
    %ab = math.absf %x : f64
    %sq = math.sqrt %ab : f64
    %q = arith.divf %sq, %y : f64
    %d = arith.subf %x, %k : f64
    %ng = arith.negf %d : f64
    %r = arith.select %p, %q, %ng : f64
    memref.store %r, %c[%i] : memref<?xf64, strided<[?], offset: ?>>
  }
  return
}

func.func @fill_f64(%a: memref<?xf64>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %n = memref.dim %a, %c0 : memref<?xf64>
  %pat = memref.get_global @f64pat : memref<8xi64>
  %scale = arith.constant 0.37 : f64
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.addi %i, %seed : index
    %r = arith.remui %j, %c8 : index
    %special = arith.cmpi ult, %r, %c5 : index
    %v = scf.if %special -> (f64) {
      %bits = memref.load %pat[%r] : memref<8xi64>
      %f = arith.bitcast %bits : i64 to f64
      scf.yield %f : f64
    } else {
      %j7 = arith.muli %j, %c5 : index
      %ji = arith.index_cast %j7 : index to i64
      %c500 = arith.constant 500 : i64
      %jc = arith.subi %ji, %c500 : i64
      %f = arith.sitofp %jc : i64 to f64
      %g = arith.mulf %f, %scale : f64
      scf.yield %g : f64
    }
    memref.store %v, %a[%i] : memref<?xf64>
  }
  return
}
func.func @hash_f64(%a: memref<?xf64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf64>
  %z = arith.constant 0 : i64
  %p = arith.constant 1000003 : i64
  %h = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %a[%i] : memref<?xf64>
    %b = arith.bitcast %v : f64 to i64
    %e = arith.addi %b, %z : i64
    %m = arith.muli %acc, %p : i64
    %s = arith.addi %m, %e : i64
    scf.yield %s : i64
  }
  return %h : i64
}

// c = (a + b) ^ (a & k) | (b - a) (static identity layout, uniform k)
func.func @k1_i8(%a: memref<?xi8>, %b: memref<?xi8>, %c: memref<?xi8>, %n: index, %k: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi8>
    %y = memref.load %b[%i] : memref<?xi8>
    %s = arith.addi %x, %y : i8
    %m = arith.andi %x, %k : i8
    %e = arith.xori %s, %m : i8
    %d = arith.subi %y, %x : i8
    %r = arith.ori %e, %d : i8
    memref.store %r, %c[%i] : memref<?xi8>
  }
  return
}
// c = a < b (signed) ? a * b : max_u(a, b) + min_s(a, k)   (dynamic layout)
func.func @k2_i8(%a: memref<?xi8, strided<[?], offset: ?>>, %b: memref<?xi8, strided<[?], offset: ?>>, %c: memref<?xi8, strided<[?], offset: ?>>, %n: index, %k: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi8, strided<[?], offset: ?>>
    %y = memref.load %b[%i] : memref<?xi8, strided<[?], offset: ?>>
    %p = arith.cmpi slt, %x, %y : i8
    %m = arith.addi %x, %x : i8
    %u = arith.maxui %x, %y : i8
    %v = arith.minsi %x, %k : i8
    %s = arith.addi %u, %v : i8
    %r = arith.select %p, %m, %s : i8
    memref.store %r, %c[%i] : memref<?xi8, strided<[?], offset: ?>>
  }
  return
}

func.func @fill_i8(%a: memref<?xi8>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %a, %c0 : memref<?xi8>
  %mul = arith.constant 2654435761 : i64
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.addi %i, %seed : index
    %ji = arith.index_cast %j : index to i64
    %x0 = arith.muli %ji, %mul : i64
    %c31 = arith.constant 31 : i64
    %sh = arith.andi %ji, %c31 : i64
    %x1 = arith.shrui %x0, %sh : i64
    %x = arith.xori %x0, %x1 : i64
    %v = arith.trunci %x : i64 to i8
    memref.store %v, %a[%i] : memref<?xi8>
  }
  return
}
func.func @hash_i8(%a: memref<?xi8>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xi8>
  %z = arith.constant 0 : i64
  %p = arith.constant 1000003 : i64
  %h = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %a[%i] : memref<?xi8>
    %e = arith.extui %v : i8 to i64
    %m = arith.muli %acc, %p : i64
    %s = arith.addi %m, %e : i64
    scf.yield %s : i64
  }
  return %h : i64
}

// c = (a + b) ^ (a & k) | (b - a) (static identity layout, uniform k)
func.func @k1_i16(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>, %n: index, %k: i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = memref.load %b[%i] : memref<?xi16>
    %s = arith.addi %x, %y : i16
    %m = arith.andi %x, %k : i16
    %e = arith.xori %s, %m : i16
    %d = arith.subi %y, %x : i16
    %r = arith.ori %e, %d : i16
    memref.store %r, %c[%i] : memref<?xi16>
  }
  return
}
// c = a < b (signed) ? a * b : max_u(a, b) + min_s(a, k)   (dynamic layout)
func.func @k2_i16(%a: memref<?xi16, strided<[?], offset: ?>>, %b: memref<?xi16, strided<[?], offset: ?>>, %c: memref<?xi16, strided<[?], offset: ?>>, %n: index, %k: i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi16, strided<[?], offset: ?>>
    %y = memref.load %b[%i] : memref<?xi16, strided<[?], offset: ?>>
    %p = arith.cmpi slt, %x, %y : i16
    %m = arith.muli %x, %y : i16
    %u = arith.maxui %x, %y : i16
    %v = arith.minsi %x, %k : i16
    %s = arith.addi %u, %v : i16
    %r = arith.select %p, %m, %s : i16
    memref.store %r, %c[%i] : memref<?xi16, strided<[?], offset: ?>>
  }
  return
}

func.func @fill_i16(%a: memref<?xi16>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %a, %c0 : memref<?xi16>
  %mul = arith.constant 2654435761 : i64
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.addi %i, %seed : index
    %ji = arith.index_cast %j : index to i64
    %x0 = arith.muli %ji, %mul : i64
    %c31 = arith.constant 31 : i64
    %sh = arith.andi %ji, %c31 : i64
    %x1 = arith.shrui %x0, %sh : i64
    %x = arith.xori %x0, %x1 : i64
    %v = arith.trunci %x : i64 to i16
    memref.store %v, %a[%i] : memref<?xi16>
  }
  return
}
func.func @hash_i16(%a: memref<?xi16>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xi16>
  %z = arith.constant 0 : i64
  %p = arith.constant 1000003 : i64
  %h = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %a[%i] : memref<?xi16>
    %e = arith.extui %v : i16 to i64
    %m = arith.muli %acc, %p : i64
    %s = arith.addi %m, %e : i64
    scf.yield %s : i64
  }
  return %h : i64
}

// c = (a + b) ^ (a & k) | (b - a) (static identity layout, uniform k)
func.func @k1_i32(%a: memref<?xi32>, %b: memref<?xi32>, %c: memref<?xi32>, %n: index, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = memref.load %b[%i] : memref<?xi32>
    %s = arith.addi %x, %y : i32
    %m = arith.andi %x, %k : i32
    %e = arith.xori %s, %m : i32
    %d = arith.subi %y, %x : i32
    %r = arith.ori %e, %d : i32
    memref.store %r, %c[%i] : memref<?xi32>
  }
  return
}
// c = a < b (signed) ? a * b : max_u(a, b) + min_s(a, k)   (dynamic layout)
func.func @k2_i32(%a: memref<?xi32, strided<[?], offset: ?>>, %b: memref<?xi32, strided<[?], offset: ?>>, %c: memref<?xi32, strided<[?], offset: ?>>, %n: index, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32, strided<[?], offset: ?>>
    %y = memref.load %b[%i] : memref<?xi32, strided<[?], offset: ?>>
    %p = arith.cmpi slt, %x, %y : i32
    %m = arith.muli %x, %y : i32
    %u = arith.maxui %x, %y : i32
    %v = arith.minsi %x, %k : i32
    %s = arith.addi %u, %v : i32
    %r = arith.select %p, %m, %s : i32
    memref.store %r, %c[%i] : memref<?xi32, strided<[?], offset: ?>>
  }
  return
}

func.func @fill_i32(%a: memref<?xi32>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %a, %c0 : memref<?xi32>
  %mul = arith.constant 2654435761 : i64
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.addi %i, %seed : index
    %ji = arith.index_cast %j : index to i64
    %x0 = arith.muli %ji, %mul : i64
    %c31 = arith.constant 31 : i64
    %sh = arith.andi %ji, %c31 : i64
    %x1 = arith.shrui %x0, %sh : i64
    %x = arith.xori %x0, %x1 : i64
    %v = arith.trunci %x : i64 to i32
    memref.store %v, %a[%i] : memref<?xi32>
  }
  return
}
func.func @hash_i32(%a: memref<?xi32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xi32>
  %z = arith.constant 0 : i64
  %p = arith.constant 1000003 : i64
  %h = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %a[%i] : memref<?xi32>
    %e = arith.extui %v : i32 to i64
    %m = arith.muli %acc, %p : i64
    %s = arith.addi %m, %e : i64
    scf.yield %s : i64
  }
  return %h : i64
}

// c = (a + b) ^ (a & k) | (b - a) (static identity layout, uniform k)
func.func @k1_i64(%a: memref<?xi64>, %b: memref<?xi64>, %c: memref<?xi64>, %n: index, %k: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi64>
    %y = memref.load %b[%i] : memref<?xi64>
    %s = arith.addi %x, %y : i64
    %m = arith.andi %x, %k : i64
    %e = arith.xori %s, %m : i64
    %d = arith.subi %y, %x : i64
    %r = arith.ori %e, %d : i64
    memref.store %r, %c[%i] : memref<?xi64>
  }
  return
}
// c = a < b (signed) ? a * b : max_u(a, b) + min_s(a, k)   (dynamic layout)
func.func @k2_i64(%a: memref<?xi64, strided<[?], offset: ?>>, %b: memref<?xi64, strided<[?], offset: ?>>, %c: memref<?xi64, strided<[?], offset: ?>>, %n: index, %k: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi64, strided<[?], offset: ?>>
    %y = memref.load %b[%i] : memref<?xi64, strided<[?], offset: ?>>
    %p = arith.cmpi slt, %x, %y : i64
    %m = arith.muli %x, %y : i64
    %u = arith.subi %y, %x : i64
    %v = arith.addi %x, %k : i64
    %s = arith.addi %u, %v : i64
    %r = arith.select %p, %m, %s : i64
    memref.store %r, %c[%i] : memref<?xi64, strided<[?], offset: ?>>
  }
  return
}

func.func @fill_i64(%a: memref<?xi64>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %a, %c0 : memref<?xi64>
  %mul = arith.constant 2654435761 : i64
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.addi %i, %seed : index
    %ji = arith.index_cast %j : index to i64
    %x0 = arith.muli %ji, %mul : i64
    %c31 = arith.constant 31 : i64
    %sh = arith.andi %ji, %c31 : i64
    %x1 = arith.shrui %x0, %sh : i64
    %x = arith.xori %x0, %x1 : i64
    %v = arith.addi %x, %z : i64
    memref.store %v, %a[%i] : memref<?xi64>
  }
  return
}
func.func @hash_i64(%a: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xi64>
  %z = arith.constant 0 : i64
  %p = arith.constant 1000003 : i64
  %h = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %a[%i] : memref<?xi64>
    %e = arith.addi %v, %z : i64
    %m = arith.muli %acc, %p : i64
    %s = arith.addi %m, %e : i64
    scf.yield %s : i64
  }
  return %h : i64
}

// c = (a + b) ^ (a & k) | (b - a) (static identity layout, uniform k)
func.func @k1_index(%a: memref<?xindex>, %b: memref<?xindex>, %c: memref<?xindex>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xindex>
    %y = memref.load %b[%i] : memref<?xindex>
    %s = arith.addi %x, %y : index
    %m = arith.andi %x, %k : index
    %e = arith.xori %s, %m : index
    %d = arith.subi %y, %x : index
    %r = arith.ori %e, %d : index
    memref.store %r, %c[%i] : memref<?xindex>
  }
  return
}
// c = a < b (signed) ? a * b : max_u(a, b) + min_s(a, k)   (dynamic layout)
func.func @k2_index(%a: memref<?xindex, strided<[?], offset: ?>>, %b: memref<?xindex, strided<[?], offset: ?>>, %c: memref<?xindex, strided<[?], offset: ?>>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xindex, strided<[?], offset: ?>>
    %y = memref.load %b[%i] : memref<?xindex, strided<[?], offset: ?>>
    %p = arith.cmpi slt, %x, %y : index
    %m = arith.muli %x, %y : index
    %u = arith.subi %y, %x : index
    %v = arith.addi %x, %k : index
    %s = arith.addi %u, %v : index
    %r = arith.select %p, %m, %s : index
    memref.store %r, %c[%i] : memref<?xindex, strided<[?], offset: ?>>
  }
  return
}

func.func @fill_index(%a: memref<?xindex>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %a, %c0 : memref<?xindex>
  %mul = arith.constant 2654435761 : i64
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.addi %i, %seed : index
    %ji = arith.index_cast %j : index to i64
    %x0 = arith.muli %ji, %mul : i64
    %c31 = arith.constant 31 : i64
    %sh = arith.andi %ji, %c31 : i64
    %x1 = arith.shrui %x0, %sh : i64
    %x = arith.xori %x0, %x1 : i64
    %v = arith.index_cast %x : i64 to index
    memref.store %v, %a[%i] : memref<?xindex>
  }
  return
}
func.func @hash_index(%a: memref<?xindex>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xindex>
  %z = arith.constant 0 : i64
  %p = arith.constant 1000003 : i64
  %h = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %a[%i] : memref<?xindex>
    %e = arith.index_cast %v : index to i64
    %m = arith.muli %acc, %p : i64
    %s = arith.addi %m, %e : i64
    scf.yield %s : i64
  }
  return %h : i64
}

func.func @cmpf_oeq(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf oeq, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_ogt(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf ogt, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_oge(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf oge, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_olt(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf olt, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_ole(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf ole, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_one(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf one, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_ord(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf ord, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_ueq(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf ueq, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_ugt(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf ugt, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_uge(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf uge, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_ult(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf ult, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_ule(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf ule, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_une(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf une, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpf_uno(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %p = arith.cmpf uno, %x, %y : f32
    %r = arith.select %p, %x, %y : f32
    memref.store %r, %c[%i] : memref<?xf32>
  }
  return
}
func.func @cmpi_eq(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = memref.load %b[%i] : memref<?xi16>
    %p = arith.cmpi eq, %x, %y : i16
    %r = arith.select %p, %x, %y : i16
    memref.store %r, %c[%i] : memref<?xi16>
  }
  return
}
func.func @cmpi_ne(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = memref.load %b[%i] : memref<?xi16>
    %p = arith.cmpi ne, %x, %y : i16
    %r = arith.select %p, %x, %y : i16
    memref.store %r, %c[%i] : memref<?xi16>
  }
  return
}
func.func @cmpi_slt(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = memref.load %b[%i] : memref<?xi16>
    %p = arith.cmpi slt, %x, %y : i16
    %r = arith.select %p, %x, %y : i16
    memref.store %r, %c[%i] : memref<?xi16>
  }
  return
}
func.func @cmpi_sle(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = memref.load %b[%i] : memref<?xi16>
    %p = arith.cmpi sle, %x, %y : i16
    %r = arith.select %p, %x, %y : i16
    memref.store %r, %c[%i] : memref<?xi16>
  }
  return
}
func.func @cmpi_sgt(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = memref.load %b[%i] : memref<?xi16>
    %p = arith.cmpi sgt, %x, %y : i16
    %r = arith.select %p, %x, %y : i16
    memref.store %r, %c[%i] : memref<?xi16>
  }
  return
}
func.func @cmpi_sge(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = memref.load %b[%i] : memref<?xi16>
    %p = arith.cmpi sge, %x, %y : i16
    %r = arith.select %p, %x, %y : i16
    memref.store %r, %c[%i] : memref<?xi16>
  }
  return
}
func.func @cmpi_ult(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = memref.load %b[%i] : memref<?xi16>
    %p = arith.cmpi ult, %x, %y : i16
    %r = arith.select %p, %x, %y : i16
    memref.store %r, %c[%i] : memref<?xi16>
  }
  return
}
func.func @cmpi_ule(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = memref.load %b[%i] : memref<?xi16>
    %p = arith.cmpi ule, %x, %y : i16
    %r = arith.select %p, %x, %y : i16
    memref.store %r, %c[%i] : memref<?xi16>
  }
  return
}
func.func @cmpi_ugt(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = memref.load %b[%i] : memref<?xi16>
    %p = arith.cmpi ugt, %x, %y : i16
    %r = arith.select %p, %x, %y : i16
    memref.store %r, %c[%i] : memref<?xi16>
  }
  return
}
func.func @cmpi_uge(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi16>
    %y = memref.load %b[%i] : memref<?xi16>
    %p = arith.cmpi uge, %x, %y : i16
    %r = arith.select %p, %x, %y : i16
    memref.store %r, %c[%i] : memref<?xi16>
  }
  return
}
func.func @run_f32(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) {
  %k = arith.constant 1.5 : f32
  %c7 = arith.constant 7 : index
  call @fill_f32(%c, %c7) : (memref<?xf32>, index) -> ()
  call @k1_f32(%a, %b, %c, %n) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h1 = call @hash_f32(%c) : (memref<?xf32>) -> i64
  call @printI64(%h1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c, %c7) : (memref<?xf32>, index) -> ()
  %ad = memref.cast %a : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %bd = memref.cast %b : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %cd = memref.cast %c : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @k2_f32(%ad, %bd, %cd, %n, %k) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, index, f32) -> ()
  %h2 = call @hash_f32(%c) : (memref<?xf32>) -> i64
  call @printI64(%h2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @run_f64(%a: memref<?xf64>, %b: memref<?xf64>, %c: memref<?xf64>, %n: index) {
  %k = arith.constant 1.5 : f64
  %c7 = arith.constant 7 : index
  call @fill_f64(%c, %c7) : (memref<?xf64>, index) -> ()
  call @k1_f64(%a, %b, %c, %n) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  %h1 = call @hash_f64(%c) : (memref<?xf64>) -> i64
  call @printI64(%h1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f64(%c, %c7) : (memref<?xf64>, index) -> ()
  %ad = memref.cast %a : memref<?xf64> to memref<?xf64, strided<[?], offset: ?>>
  %bd = memref.cast %b : memref<?xf64> to memref<?xf64, strided<[?], offset: ?>>
  %cd = memref.cast %c : memref<?xf64> to memref<?xf64, strided<[?], offset: ?>>
  call @k2_f64(%ad, %bd, %cd, %n, %k) : (memref<?xf64, strided<[?], offset: ?>>, memref<?xf64, strided<[?], offset: ?>>, memref<?xf64, strided<[?], offset: ?>>, index, f64) -> ()
  %h2 = call @hash_f64(%c) : (memref<?xf64>) -> i64
  call @printI64(%h2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @run_i8(%a: memref<?xi8>, %b: memref<?xi8>, %c: memref<?xi8>, %n: index) {
  %k = arith.constant 77 : i8
  %c7 = arith.constant 7 : index
  call @fill_i8(%c, %c7) : (memref<?xi8>, index) -> ()
  call @k1_i8(%a, %b, %c, %n, %k) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index, i8) -> ()
  %h1 = call @hash_i8(%c) : (memref<?xi8>) -> i64
  call @printI64(%h1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i8(%c, %c7) : (memref<?xi8>, index) -> ()
  %ad = memref.cast %a : memref<?xi8> to memref<?xi8, strided<[?], offset: ?>>
  %bd = memref.cast %b : memref<?xi8> to memref<?xi8, strided<[?], offset: ?>>
  %cd = memref.cast %c : memref<?xi8> to memref<?xi8, strided<[?], offset: ?>>
  call @k2_i8(%ad, %bd, %cd, %n, %k) : (memref<?xi8, strided<[?], offset: ?>>, memref<?xi8, strided<[?], offset: ?>>, memref<?xi8, strided<[?], offset: ?>>, index, i8) -> ()
  %h2 = call @hash_i8(%c) : (memref<?xi8>) -> i64
  call @printI64(%h2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @run_i16(%a: memref<?xi16>, %b: memref<?xi16>, %c: memref<?xi16>, %n: index) {
  %k = arith.constant 77 : i16
  %c7 = arith.constant 7 : index
  call @fill_i16(%c, %c7) : (memref<?xi16>, index) -> ()
  call @k1_i16(%a, %b, %c, %n, %k) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index, i16) -> ()
  %h1 = call @hash_i16(%c) : (memref<?xi16>) -> i64
  call @printI64(%h1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c, %c7) : (memref<?xi16>, index) -> ()
  %ad = memref.cast %a : memref<?xi16> to memref<?xi16, strided<[?], offset: ?>>
  %bd = memref.cast %b : memref<?xi16> to memref<?xi16, strided<[?], offset: ?>>
  %cd = memref.cast %c : memref<?xi16> to memref<?xi16, strided<[?], offset: ?>>
  call @k2_i16(%ad, %bd, %cd, %n, %k) : (memref<?xi16, strided<[?], offset: ?>>, memref<?xi16, strided<[?], offset: ?>>, memref<?xi16, strided<[?], offset: ?>>, index, i16) -> ()
  %h2 = call @hash_i16(%c) : (memref<?xi16>) -> i64
  call @printI64(%h2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @run_i32(%a: memref<?xi32>, %b: memref<?xi32>, %c: memref<?xi32>, %n: index) {
  %k = arith.constant 77 : i32
  %c7 = arith.constant 7 : index
  call @fill_i32(%c, %c7) : (memref<?xi32>, index) -> ()
  call @k1_i32(%a, %b, %c, %n, %k) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index, i32) -> ()
  %h1 = call @hash_i32(%c) : (memref<?xi32>) -> i64
  call @printI64(%h1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i32(%c, %c7) : (memref<?xi32>, index) -> ()
  %ad = memref.cast %a : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
  %bd = memref.cast %b : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
  %cd = memref.cast %c : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
  call @k2_i32(%ad, %bd, %cd, %n, %k) : (memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>, index, i32) -> ()
  %h2 = call @hash_i32(%c) : (memref<?xi32>) -> i64
  call @printI64(%h2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @run_i64(%a: memref<?xi64>, %b: memref<?xi64>, %c: memref<?xi64>, %n: index) {
  %k = arith.constant 77 : i64
  %c7 = arith.constant 7 : index
  call @fill_i64(%c, %c7) : (memref<?xi64>, index) -> ()
  call @k1_i64(%a, %b, %c, %n, %k) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index, i64) -> ()
  %h1 = call @hash_i64(%c) : (memref<?xi64>) -> i64
  call @printI64(%h1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i64(%c, %c7) : (memref<?xi64>, index) -> ()
  %ad = memref.cast %a : memref<?xi64> to memref<?xi64, strided<[?], offset: ?>>
  %bd = memref.cast %b : memref<?xi64> to memref<?xi64, strided<[?], offset: ?>>
  %cd = memref.cast %c : memref<?xi64> to memref<?xi64, strided<[?], offset: ?>>
  call @k2_i64(%ad, %bd, %cd, %n, %k) : (memref<?xi64, strided<[?], offset: ?>>, memref<?xi64, strided<[?], offset: ?>>, memref<?xi64, strided<[?], offset: ?>>, index, i64) -> ()
  %h2 = call @hash_i64(%c) : (memref<?xi64>) -> i64
  call @printI64(%h2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @run_index(%a: memref<?xindex>, %b: memref<?xindex>, %c: memref<?xindex>, %n: index) {
  %k = arith.constant 77 : index
  %c7 = arith.constant 7 : index
  call @fill_index(%c, %c7) : (memref<?xindex>, index) -> ()
  call @k1_index(%a, %b, %c, %n, %k) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index, index) -> ()
  %h1 = call @hash_index(%c) : (memref<?xindex>) -> i64
  call @printI64(%h1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_index(%c, %c7) : (memref<?xindex>, index) -> ()
  %ad = memref.cast %a : memref<?xindex> to memref<?xindex, strided<[?], offset: ?>>
  %bd = memref.cast %b : memref<?xindex> to memref<?xindex, strided<[?], offset: ?>>
  %cd = memref.cast %c : memref<?xindex> to memref<?xindex, strided<[?], offset: ?>>
  call @k2_index(%ad, %bd, %cd, %n, %k) : (memref<?xindex, strided<[?], offset: ?>>, memref<?xindex, strided<[?], offset: ?>>, memref<?xindex, strided<[?], offset: ?>>, index, index) -> ()
  %h2 = call @hash_index(%c) : (memref<?xindex>) -> i64
  call @printI64(%h2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c999 = arith.constant 999 : index
  %c1000 = arith.constant 1000 : index
  %c2000 = arith.constant 2000 : index
  %n0 = arith.constant 0 : index
  %n1 = arith.constant 1 : index
  %n3 = arith.constant 3 : index
  %n4 = arith.constant 4 : index
  %n5 = arith.constant 5 : index
  %n7 = arith.constant 7 : index
  %n8 = arith.constant 8 : index
  %n9 = arith.constant 9 : index
  %n15 = arith.constant 15 : index
  %n16 = arith.constant 16 : index
  %n17 = arith.constant 17 : index
  %n1000 = arith.constant 1000 : index
  %a_f32 = memref.alloc(%c1000) : memref<?xf32>
  %b_f32 = memref.alloc(%c1000) : memref<?xf32>
  %c_f32 = memref.alloc(%c1000) : memref<?xf32>
  call @fill_f32(%a_f32, %c1) : (memref<?xf32>, index) -> ()
  call @fill_f32(%b_f32, %c2) : (memref<?xf32>, index) -> ()
  call @run_f32(%a_f32, %b_f32, %c_f32, %n0) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  call @run_f32(%a_f32, %b_f32, %c_f32, %n1) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  call @run_f32(%a_f32, %b_f32, %c_f32, %n3) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  call @run_f32(%a_f32, %b_f32, %c_f32, %n4) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  call @run_f32(%a_f32, %b_f32, %c_f32, %n5) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  call @run_f32(%a_f32, %b_f32, %c_f32, %n7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  call @run_f32(%a_f32, %b_f32, %c_f32, %n8) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  call @run_f32(%a_f32, %b_f32, %c_f32, %n9) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  call @run_f32(%a_f32, %b_f32, %c_f32, %n15) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  call @run_f32(%a_f32, %b_f32, %c_f32, %n16) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  call @run_f32(%a_f32, %b_f32, %c_f32, %n17) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  call @run_f32(%a_f32, %b_f32, %c_f32, %n1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %a_f64 = memref.alloc(%c1000) : memref<?xf64>
  %b_f64 = memref.alloc(%c1000) : memref<?xf64>
  %c_f64 = memref.alloc(%c1000) : memref<?xf64>
  call @fill_f64(%a_f64, %c1) : (memref<?xf64>, index) -> ()
  call @fill_f64(%b_f64, %c2) : (memref<?xf64>, index) -> ()
  call @run_f64(%a_f64, %b_f64, %c_f64, %n0) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  call @run_f64(%a_f64, %b_f64, %c_f64, %n1) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  call @run_f64(%a_f64, %b_f64, %c_f64, %n3) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  call @run_f64(%a_f64, %b_f64, %c_f64, %n4) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  call @run_f64(%a_f64, %b_f64, %c_f64, %n5) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  call @run_f64(%a_f64, %b_f64, %c_f64, %n7) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  call @run_f64(%a_f64, %b_f64, %c_f64, %n8) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  call @run_f64(%a_f64, %b_f64, %c_f64, %n9) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  call @run_f64(%a_f64, %b_f64, %c_f64, %n15) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  call @run_f64(%a_f64, %b_f64, %c_f64, %n16) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  call @run_f64(%a_f64, %b_f64, %c_f64, %n17) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  call @run_f64(%a_f64, %b_f64, %c_f64, %n1000) : (memref<?xf64>, memref<?xf64>, memref<?xf64>, index) -> ()
  %a_i8 = memref.alloc(%c1000) : memref<?xi8>
  %b_i8 = memref.alloc(%c1000) : memref<?xi8>
  %c_i8 = memref.alloc(%c1000) : memref<?xi8>
  call @fill_i8(%a_i8, %c1) : (memref<?xi8>, index) -> ()
  call @fill_i8(%b_i8, %c2) : (memref<?xi8>, index) -> ()
  call @run_i8(%a_i8, %b_i8, %c_i8, %n0) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index) -> ()
  call @run_i8(%a_i8, %b_i8, %c_i8, %n1) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index) -> ()
  call @run_i8(%a_i8, %b_i8, %c_i8, %n3) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index) -> ()
  call @run_i8(%a_i8, %b_i8, %c_i8, %n4) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index) -> ()
  call @run_i8(%a_i8, %b_i8, %c_i8, %n5) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index) -> ()
  call @run_i8(%a_i8, %b_i8, %c_i8, %n7) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index) -> ()
  call @run_i8(%a_i8, %b_i8, %c_i8, %n8) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index) -> ()
  call @run_i8(%a_i8, %b_i8, %c_i8, %n9) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index) -> ()
  call @run_i8(%a_i8, %b_i8, %c_i8, %n15) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index) -> ()
  call @run_i8(%a_i8, %b_i8, %c_i8, %n16) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index) -> ()
  call @run_i8(%a_i8, %b_i8, %c_i8, %n17) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index) -> ()
  call @run_i8(%a_i8, %b_i8, %c_i8, %n1000) : (memref<?xi8>, memref<?xi8>, memref<?xi8>, index) -> ()
  %a_i16 = memref.alloc(%c1000) : memref<?xi16>
  %b_i16 = memref.alloc(%c1000) : memref<?xi16>
  %c_i16 = memref.alloc(%c1000) : memref<?xi16>
  call @fill_i16(%a_i16, %c1) : (memref<?xi16>, index) -> ()
  call @fill_i16(%b_i16, %c2) : (memref<?xi16>, index) -> ()
  call @run_i16(%a_i16, %b_i16, %c_i16, %n0) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  call @run_i16(%a_i16, %b_i16, %c_i16, %n1) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  call @run_i16(%a_i16, %b_i16, %c_i16, %n3) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  call @run_i16(%a_i16, %b_i16, %c_i16, %n4) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  call @run_i16(%a_i16, %b_i16, %c_i16, %n5) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  call @run_i16(%a_i16, %b_i16, %c_i16, %n7) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  call @run_i16(%a_i16, %b_i16, %c_i16, %n8) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  call @run_i16(%a_i16, %b_i16, %c_i16, %n9) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  call @run_i16(%a_i16, %b_i16, %c_i16, %n15) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  call @run_i16(%a_i16, %b_i16, %c_i16, %n16) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  call @run_i16(%a_i16, %b_i16, %c_i16, %n17) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  call @run_i16(%a_i16, %b_i16, %c_i16, %n1000) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %a_i32 = memref.alloc(%c1000) : memref<?xi32>
  %b_i32 = memref.alloc(%c1000) : memref<?xi32>
  %c_i32 = memref.alloc(%c1000) : memref<?xi32>
  call @fill_i32(%a_i32, %c1) : (memref<?xi32>, index) -> ()
  call @fill_i32(%b_i32, %c2) : (memref<?xi32>, index) -> ()
  call @run_i32(%a_i32, %b_i32, %c_i32, %n0) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index) -> ()
  call @run_i32(%a_i32, %b_i32, %c_i32, %n1) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index) -> ()
  call @run_i32(%a_i32, %b_i32, %c_i32, %n3) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index) -> ()
  call @run_i32(%a_i32, %b_i32, %c_i32, %n4) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index) -> ()
  call @run_i32(%a_i32, %b_i32, %c_i32, %n5) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index) -> ()
  call @run_i32(%a_i32, %b_i32, %c_i32, %n7) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index) -> ()
  call @run_i32(%a_i32, %b_i32, %c_i32, %n8) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index) -> ()
  call @run_i32(%a_i32, %b_i32, %c_i32, %n9) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index) -> ()
  call @run_i32(%a_i32, %b_i32, %c_i32, %n15) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index) -> ()
  call @run_i32(%a_i32, %b_i32, %c_i32, %n16) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index) -> ()
  call @run_i32(%a_i32, %b_i32, %c_i32, %n17) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index) -> ()
  call @run_i32(%a_i32, %b_i32, %c_i32, %n1000) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index) -> ()
  %a_i64 = memref.alloc(%c1000) : memref<?xi64>
  %b_i64 = memref.alloc(%c1000) : memref<?xi64>
  %c_i64 = memref.alloc(%c1000) : memref<?xi64>
  call @fill_i64(%a_i64, %c1) : (memref<?xi64>, index) -> ()
  call @fill_i64(%b_i64, %c2) : (memref<?xi64>, index) -> ()
  call @run_i64(%a_i64, %b_i64, %c_i64, %n0) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> ()
  call @run_i64(%a_i64, %b_i64, %c_i64, %n1) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> ()
  call @run_i64(%a_i64, %b_i64, %c_i64, %n3) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> ()
  call @run_i64(%a_i64, %b_i64, %c_i64, %n4) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> ()
  call @run_i64(%a_i64, %b_i64, %c_i64, %n5) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> ()
  call @run_i64(%a_i64, %b_i64, %c_i64, %n7) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> ()
  call @run_i64(%a_i64, %b_i64, %c_i64, %n8) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> ()
  call @run_i64(%a_i64, %b_i64, %c_i64, %n9) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> ()
  call @run_i64(%a_i64, %b_i64, %c_i64, %n15) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> ()
  call @run_i64(%a_i64, %b_i64, %c_i64, %n16) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> ()
  call @run_i64(%a_i64, %b_i64, %c_i64, %n17) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> ()
  call @run_i64(%a_i64, %b_i64, %c_i64, %n1000) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> ()
  %a_index = memref.alloc(%c1000) : memref<?xindex>
  %b_index = memref.alloc(%c1000) : memref<?xindex>
  %c_index = memref.alloc(%c1000) : memref<?xindex>
  call @fill_index(%a_index, %c1) : (memref<?xindex>, index) -> ()
  call @fill_index(%b_index, %c2) : (memref<?xindex>, index) -> ()
  call @run_index(%a_index, %b_index, %c_index, %n0) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index) -> ()
  call @run_index(%a_index, %b_index, %c_index, %n1) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index) -> ()
  call @run_index(%a_index, %b_index, %c_index, %n3) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index) -> ()
  call @run_index(%a_index, %b_index, %c_index, %n4) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index) -> ()
  call @run_index(%a_index, %b_index, %c_index, %n5) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index) -> ()
  call @run_index(%a_index, %b_index, %c_index, %n7) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index) -> ()
  call @run_index(%a_index, %b_index, %c_index, %n8) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index) -> ()
  call @run_index(%a_index, %b_index, %c_index, %n9) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index) -> ()
  call @run_index(%a_index, %b_index, %c_index, %n15) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index) -> ()
  call @run_index(%a_index, %b_index, %c_index, %n16) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index) -> ()
  call @run_index(%a_index, %b_index, %c_index, %n17) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index) -> ()
  call @run_index(%a_index, %b_index, %c_index, %n1000) : (memref<?xindex>, memref<?xindex>, memref<?xindex>, index) -> ()
  // Every comparison predicate (the vector forms of the unordered ones are complements).
  %c7 = arith.constant 7 : index
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_oeq(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_oeq_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_oeq_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_oeq(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_oeq_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_oeq_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ogt(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ogt_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ogt_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ogt(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ogt_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ogt_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_oge(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_oge_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_oge_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_oge(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_oge_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_oge_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_olt(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_olt_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_olt_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_olt(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_olt_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_olt_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ole(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ole_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ole_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ole(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ole_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ole_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_one(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_one_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_one_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_one(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_one_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_one_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ord(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ord_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ord_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ord(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ord_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ord_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ueq(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ueq_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ueq_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ueq(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ueq_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ueq_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ugt(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ugt_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ugt_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ugt(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ugt_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ugt_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_uge(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_uge_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_uge_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_uge(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_uge_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_uge_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ult(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ult_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ult_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ult(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ult_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ult_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ule(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ule_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ule_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_ule(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_ule_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_ule_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_une(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_une_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_une_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_une(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_une_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_une_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_uno(%a_f32, %b_f32, %c_f32, %c7) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_uno_c7 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_uno_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%c_f32, %c3) : (memref<?xf32>, index) -> ()
  call @cmpf_uno(%a_f32, %b_f32, %c_f32, %c1000) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  %h_cmpf_uno_c1000 = call @hash_f32(%c_f32) : (memref<?xf32>) -> i64
  call @printI64(%h_cmpf_uno_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_eq(%a_i16, %b_i16, %c_i16, %c7) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_eq_c7 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_eq_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_eq(%a_i16, %b_i16, %c_i16, %c1000) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_eq_c1000 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_eq_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_ne(%a_i16, %b_i16, %c_i16, %c7) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_ne_c7 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_ne_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_ne(%a_i16, %b_i16, %c_i16, %c1000) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_ne_c1000 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_ne_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_slt(%a_i16, %b_i16, %c_i16, %c7) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_slt_c7 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_slt_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_slt(%a_i16, %b_i16, %c_i16, %c1000) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_slt_c1000 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_slt_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_sle(%a_i16, %b_i16, %c_i16, %c7) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_sle_c7 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_sle_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_sle(%a_i16, %b_i16, %c_i16, %c1000) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_sle_c1000 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_sle_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_sgt(%a_i16, %b_i16, %c_i16, %c7) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_sgt_c7 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_sgt_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_sgt(%a_i16, %b_i16, %c_i16, %c1000) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_sgt_c1000 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_sgt_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_sge(%a_i16, %b_i16, %c_i16, %c7) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_sge_c7 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_sge_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_sge(%a_i16, %b_i16, %c_i16, %c1000) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_sge_c1000 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_sge_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_ult(%a_i16, %b_i16, %c_i16, %c7) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_ult_c7 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_ult_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_ult(%a_i16, %b_i16, %c_i16, %c1000) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_ult_c1000 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_ult_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_ule(%a_i16, %b_i16, %c_i16, %c7) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_ule_c7 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_ule_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_ule(%a_i16, %b_i16, %c_i16, %c1000) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_ule_c1000 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_ule_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_ugt(%a_i16, %b_i16, %c_i16, %c7) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_ugt_c7 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_ugt_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_ugt(%a_i16, %b_i16, %c_i16, %c1000) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_ugt_c1000 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_ugt_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_uge(%a_i16, %b_i16, %c_i16, %c7) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_uge_c7 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_uge_c7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_i16(%c_i16, %c3) : (memref<?xi16>, index) -> ()
  call @cmpi_uge(%a_i16, %b_i16, %c_i16, %c1000) : (memref<?xi16>, memref<?xi16>, memref<?xi16>, index) -> ()
  %h_cmpi_uge_c1000 = call @hash_i16(%c_i16) : (memref<?xi16>) -> i64
  call @printI64(%h_cmpi_uge_c1000) : (i64) -> ()
  call @printNewline() : () -> ()
  // Overlapping buffers: in place, output one element ahead of the input, and behind it.
  %k = arith.constant 1.5 : f32
  %x = memref.alloc(%c1000) : memref<?xf32>
  %xd = memref.cast %x : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %bd = memref.cast %b_f32 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %x1 = memref.subview %x[1] [999] [1] : memref<?xf32> to memref<999xf32, strided<[1], offset: 1>>
  %x1d = memref.cast %x1 : memref<999xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[?], offset: ?>>
  %x0 = memref.subview %x[0] [999] [1] : memref<?xf32> to memref<999xf32, strided<[1]>>
  %x0d = memref.cast %x0 : memref<999xf32, strided<[1]>> to memref<?xf32, strided<[?], offset: ?>>
  call @fill_f32(%x, %c3) : (memref<?xf32>, index) -> ()
  call @k2_f32(%xd, %bd, %xd, %c1000, %k) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, index, f32) -> ()
  %h1 = call @hash_f32(%x) : (memref<?xf32>) -> i64
  call @printI64(%h1) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%x, %c3) : (memref<?xf32>, index) -> ()
  call @k2_f32(%x0d, %bd, %x1d, %c999, %k) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, index, f32) -> ()
  %h2 = call @hash_f32(%x) : (memref<?xf32>) -> i64
  call @printI64(%h2) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill_f32(%x, %c3) : (memref<?xf32>, index) -> ()
  call @k2_f32(%x1d, %bd, %x0d, %c999, %k) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, index, f32) -> ()
  %h3 = call @hash_f32(%x) : (memref<?xf32>) -> i64
  call @printI64(%h3) : (i64) -> ()
  call @printNewline() : () -> ()
  // An output of stride 2 (a distinct buffer: the vector version is chosen, then the run-time
  // unit-stride test sends it to the scalar loop).
  %y = memref.alloc(%c2000) : memref<?xf32>
  %y2 = memref.subview %y[0] [1000] [2] : memref<?xf32> to memref<1000xf32, strided<[2]>>
  %y2d = memref.cast %y2 : memref<1000xf32, strided<[2]>> to memref<?xf32, strided<[?], offset: ?>>
  call @fill_f32(%y, %c3) : (memref<?xf32>, index) -> ()
  %ad = memref.cast %a_f32 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  call @k2_f32(%ad, %bd, %y2d, %c1000, %k) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>, index, f32) -> ()
  %h4 = call @hash_f32(%y) : (memref<?xf32>) -> i64
  call @printI64(%h4) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %x : memref<?xf32>
  memref.dealloc %y : memref<?xf32>
  memref.dealloc %a_f32 : memref<?xf32>
  memref.dealloc %b_f32 : memref<?xf32>
  memref.dealloc %c_f32 : memref<?xf32>
  memref.dealloc %a_f64 : memref<?xf64>
  memref.dealloc %b_f64 : memref<?xf64>
  memref.dealloc %c_f64 : memref<?xf64>
  memref.dealloc %a_i8 : memref<?xi8>
  memref.dealloc %b_i8 : memref<?xi8>
  memref.dealloc %c_i8 : memref<?xi8>
  memref.dealloc %a_i16 : memref<?xi16>
  memref.dealloc %b_i16 : memref<?xi16>
  memref.dealloc %c_i16 : memref<?xi16>
  memref.dealloc %a_i32 : memref<?xi32>
  memref.dealloc %b_i32 : memref<?xi32>
  memref.dealloc %c_i32 : memref<?xi32>
  memref.dealloc %a_i64 : memref<?xi64>
  memref.dealloc %b_i64 : memref<?xi64>
  memref.dealloc %c_i64 : memref<?xi64>
  memref.dealloc %a_index : memref<?xindex>
  memref.dealloc %b_index : memref<?xindex>
  memref.dealloc %c_index : memref<?xindex>
  return
}
