// Round-trip of builtin attributes (attached as discardable attributes on an
// unregistered op so that they print verbatim), and attribute/type aliases.
// RUN: bufjit opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s

// Integer, bool and index attributes; an untyped integer is i64 and `: i64` is printed;
// `1 : i1` prints as `true`; hex integers print in decimal.
// CHECK: module {
// CHECK-NEXT: "ext.op"() {b = true, f = false, i = 42 : i64, j = -1 : i8, k = 7 : index, l = 255 : i32, s = -3 : si8, t = true, u = 5 : ui16} : () -> ()
// CHECK-NEXT: }
"ext.op"() {i = 42, j = -1 : i8, k = 7 : index, l = 0xFF : i32, t = true, f = false, b = 1 : i1, u = 5 : ui16, s = -3 : si8} : () -> ()

// -----

// Float attributes: `%e`-style with 6 digits when that round-trips; f64 is the default type
// and is printed. An untyped hex literal is an i64 integer, not a float.
// CHECK: module {
// CHECK-NEXT: "ext.op"() {a = 1.000000e+00 : f64, b = 2.500000e+00 : f32, c = -0.000000e+00 : f64, d = 1.000000e+100 : f64, e = 1.000000e-01 : f32, f = 9221120237041090560 : i64, g = 3.000000e+00 : f16, h = 1.000000e+02 : bf16, i = 1.000000e-07 : f32, j = 1.234560e+02 : f64} : () -> ()
// CHECK-NEXT: }
"ext.op"() {a = 1.0, b = 2.5 : f32, c = -0.0 : f64, d = 1.0e100, e = 0.1 : f32, f = 0x7FF8000000000000, g = 3.0 : f16, h = 100.0 : bf16, i = 1.0e-7 : f32, j = 123.456} : () -> ()

// -----

// String attributes with escapes, unit attributes, and quoted attribute names.
// CHECK: module {
// CHECK-NEXT: "ext.op"() {e = "tab\09here \22q\22 \\ nl\0A", empty = "", ok_name = 2 : i32, "quoted name" = 1 : i32, s = "hello", unit} : () -> ()
// CHECK-NEXT: }
"ext.op"() {s = "hello", e = "tab\there \"q\" \\ nl\n", empty = "", unit, "quoted name" = 1 : i32, "ok_name" = 2 : i32} : () -> ()

// -----

// Arrays (including nested and empty), dictionaries (keys sorted), dense arrays.
// CHECK: module {
// CHECK-NEXT: "ext.op"() {a = [1, "x", [2.000000e+00, []], unit], d = {a = {}, z = 1 : i32}, da = array<i32: 1, 2, 3>, de = array<i64>, df = array<f64: 1.500000e+00>, e = []} : () -> ()
// CHECK-NEXT: }
"ext.op"() {a = [1, "x", [2.0, []], unit], d = {z = 1 : i32, a = {}}, e = [], da = array<i32: 1, 2, 3>, df = array<f64: 1.5>, de = array<i64>} : () -> ()

// -----

// Dense elements attributes: splat, arrays, nested, bool, float, 0-d and empty.
// CHECK: module {
// CHECK-NEXT{LITERAL}: "ext.op"() {bools = dense<[true, false]> : tensor<2xi1>, empty = dense<> : tensor<0xi32>, ints = dense<[1, 2, 3]> : tensor<3xi32>, nested = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, scalar = dense<5> : tensor<i8>, splat = dense<1.000000e+00> : tensor<4xf32>, vec = dense<[1.500000e+00, 2.000000e+00]> : vector<2xf64>} : () -> ()
// CHECK-NEXT: }
"ext.op"() {splat = dense<1.0> : tensor<4xf32>, ints = dense<[1, 2, 3]> : tensor<3xi32>, nested = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, bools = dense<[true, false]> : tensor<2xi1>, scalar = dense<5> : tensor<i8>, vec = dense<[1.5, 2.0]> : vector<2xf64>, empty = dense<> : tensor<0xi32>} : () -> ()

// -----

// Type attributes and symbol references (flat, nested, quoted).
// CHECK: module {
// CHECK-NEXT: "ext.op"() {ft = (i32) -> f32, mt = memref<?xf32>, nested = @foo::@bar::@baz, quoted = @"with space", sym = @foo, t = i32} : () -> ()
// CHECK-NEXT: }
"ext.op"() {t = i32, ft = (i32) -> f32, mt = memref<?xf32>, sym = @foo, nested = @foo::@bar::@baz, quoted = @"with space"} : () -> ()

// -----

// affine_map and affine_set attributes always get `#map`/`#mapN`/`#set` aliases,
// emitted before the module in order of first use.
// CHECK: #map = affine_map<() -> (0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d1 mod 3, d0 ceildiv 2)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 - 10 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: "ext.op"() {e = #map, id = #map1, m = #map2, s = #set} : () -> ()
// CHECK-NEXT: }
"ext.op"() {m = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d1 mod 3, d0 ceildiv 2)>, e = affine_map<() -> (0)>, id = affine_map<(d0) -> (d0)>, s = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 - 10 == 0)>} : () -> ()

// -----

// User-defined #alias definitions: attribute aliases are re-printed under the
// names mlir-opt chooses (not the user's), type aliases are inlined.
// CHECK: #map = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: module {
// CHECK-NEXT: %0 = "ext.op"() {a = #map, b = "a string", c = #map} : () -> memref<4xf32, #map>
// CHECK-NEXT: }
#my_map = affine_map<(d0) -> (d0 * 4)>
#hello = "a string"
!my_type = memref<4xf32, affine_map<(d0) -> (d0 * 4)>>
"ext.op"() {a = #my_map, b = #hello, c = #my_map} : () -> (!my_type)

// -----

// Repeated affine maps share one alias; aliases are numbered #map, #map1, #map2 in
// order of first use.
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT: "ext.op"() {x = #map, y = #map1, z = #map} : () -> ()
// CHECK-NEXT: "ext.op"() {w = #map2} : () -> ()
// CHECK-NEXT: }
"ext.op"() {x = affine_map<(d0) -> (d0 + 1)>, y = affine_map<(d0) -> (d0 + 2)>, z = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"ext.op"() {w = affine_map<(d0) -> (d0 + 3)>} : () -> ()

// -----

// Strided layout attributes, and discardable attributes on registered ops.
// CHECK: module {
// CHECK-NEXT: func.func @registered_attrs() attributes {ext.layout = strided<[4, 1], offset: ?>, ext.list = [i32, f32]} {
// CHECK-NEXT: %c1_i32 = arith.constant {ext.tag = "c"} 1 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @registered_attrs() attributes {ext.layout = strided<[4, 1], offset: ?>, ext.list = [i32, f32]} {
  %0 = arith.constant {ext.tag = "c"} 1 : i32
  return
}
