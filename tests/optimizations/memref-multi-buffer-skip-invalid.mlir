// memref-multi-buffer{skip-override-analysis=true} does not look for a copy overwriting the
// buffer, but still needs one loop holding every use and refuses buffers that escape.
// RUN: bufjit opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics --memref-multi-buffer=skip-override-analysis=true

// Used in two sibling loops: no loop holds every use.
func.func @two_loops(%a: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{cannot multi-buffer this allocation: no loop of one of its users contains every other use}}
  %buf = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %a, %buf : memref<4xf32> to memref<4xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    "consume"(%buf) : (memref<4xf32>) -> ()
  }
  return
}

// -----

// Returned from an scf.execute_region inside the loop.
func.func @region_result(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{it escapes through 'scf.yield'}}
  %buf = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.execute_region -> memref<4xf32> {
      // expected-note@+1 {{escapes here}}
      scf.yield %buf : memref<4xf32>
    }
    "consume"(%r) : (memref<4xf32>) -> ()
  }
  return
}

// -----

// Reshaped: expand_shape's result type would no longer match its source's layout.
func.func @reshaped(%a: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{it escapes through 'memref.expand_shape'}}
  %buf = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %a, %buf : memref<4xf32> to memref<4xf32>
    // expected-note@+1 {{escapes here}}
    %e = memref.expand_shape %buf [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
    "consume"(%e) : (memref<2x2xf32>) -> ()
  }
  return
}
