// Inputs --buffer-deallocation (MLIR 16's clone-based pass) rejects, with mlir-opt 16's
// messages and positions.
// RUN: bufjit opt %s --buffer-deallocation -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not bufjit opt %s --buffer-deallocation -split-input-file -allow-unregistered-dialect

// An unstructured loop (a back edge ^bb1 -> ^bb1).
// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @loop(%c: i1) {
  cf.br ^bb1
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

// A back edge inside a nested region counts as well.
// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @nested_loop(%c: i1) {
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
    cf.cond_br %c, ^bb1, ^bb2
  ^bb2:
    scf.yield
  }
  return
}

// -----

// Where mlir-opt 16 crashes (the uses have no common post-dominator: both paths return),
// bufjit reports an error.
func.func @two_exits(%c: i1) {
  // expected-error@+1 {{cannot place the deallocation: the uses of this buffer have no common post-dominator}}
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%0) : (memref<2xf32>) -> ()
  return
^bb2:
  "test.use"(%0) : (memref<2xf32>) -> ()
  return
}

// -----

// A while loop in cf, its header passing a fresh buffer per iteration around the back edge:
// rejected by mlir-opt 16 as well.
// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @cf_while_alloc(%n: i32, %init: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : i32
  cf.br ^head(%c0, %init : i32, memref<?xf32>)
^head(%i: i32, %b: memref<?xf32>):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body(%i, %b : i32, memref<?xf32>), ^exit(%b : memref<?xf32>)
^body(%j: i32, %b2: memref<?xf32>):
  %c1 = arith.constant 1 : i32
  %k = arith.addi %j, %c1 : i32
  %sz = arith.index_cast %k : i32 to index
  %a = memref.alloc(%sz) : memref<?xf32>
  cf.br ^head(%k, %a : i32, memref<?xf32>)
^exit(%r: memref<?xf32>):
  "test.copy"(%r, %out) : (memref<?xf32>, memref<?xf32>) -> ()
  return
}

// -----

// A do-while loop in cf, nested in an scf.execute_region: the error names the function.
// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @cf_do_while_nested(%n: i32, %init: memref<2xf32>) {
  scf.execute_region {
    %c0 = arith.constant 0 : i32
    cf.br ^body(%c0, %init : i32, memref<2xf32>)
  ^body(%i: i32, %b: memref<2xf32>):
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%b, %a) : (memref<2xf32>, memref<2xf32>) -> ()
    %c1 = arith.constant 1 : i32
    %k = arith.addi %i, %c1 : i32
    %lt = arith.cmpi slt, %k, %n : i32
    cf.cond_br %lt, ^body(%k, %a : i32, memref<2xf32>), ^exit
  ^exit:
    scf.yield
  }
  return
}
