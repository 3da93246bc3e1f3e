// Verification of vector types, dense vector constants and arith/math ops on vector operands
// with mlir-opt 22's messages: element types, shapes of conditions, comparisons and casts.
// RUN: bufjit opt %s -split-input-file -verify-diagnostics

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'arith.addf' op requires the same type for all operands and results}}
  %0 = "arith.addf"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %c: vector<8xi1>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (vector<4xf32>, vector<4xf32>) -> i1
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = arith.extf %a : vector<4xf32> to vector<8xf64>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = arith.extf %a : vector<4xf32> to f64
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([4])}}
  %0 = arith.constant dense<[1, 2, 3]> : vector<4xi32>
  return
}

// -----

func.func @f() {
  %0 = arith.constant dense<1> : vector<4xi32> loc("x")
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %1 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<8xi32>
  return
}

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(vector<4xvector<2xf32>>)

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 0}}
func.func private @f(vector<0xf32>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(vector<4xtensor<2xf32>>)

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = "arith.addi"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "math.sqrt"(%a) : (vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%a: vector<4xi32>, %c: vector<4xi1>) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<8xi32>
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'vector<4xi32>' and result type 'vector<4xi64>' are cast incompatible}}
  %0 = arith.index_cast %a : vector<4xi32> to vector<4xi64>
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.trunci' op operand type 'vector<4xi32>' and result type 'vector<4xi64>' are cast incompatible}}
  %0 = arith.trunci %a : vector<4xi32> to vector<4xi64>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'vector<4xf32>' and result type 'vector<4xi16>' are cast incompatible}}
  %0 = arith.bitcast %a : vector<4xf32> to vector<4xi16>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected integer elements, but parsed floating-point}}
  %0 = arith.constant dense<1.5> : vector<4xi32>
  return
}

// -----

func.func @f() {
  %0 = arith.constant 1.0 : vector<4xf32>
  // expected-error@+1 {{floating point value not valid for specified type}}
  return
}

// -----

// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([4])}}
memref.global "private" @g : memref<4xi32> = dense<[1, 2, 3]>

// -----

func.func @f() {
  // expected-error@+1 {{inferred shape of elements literal ([2, 2]) does not match type ([3, 2])}}
  %0 = arith.constant dense<[[1, 2], [3, 4]]> : vector<3x2xi32>
  return
}
