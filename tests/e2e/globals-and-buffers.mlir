// RUN: bufjit run %s -e main -entry-point-result=void | FileCheck %s
// memref.global with dense initializers, alloca (static and dynamic), realloc,
// bufferization.clone, atomic_rmw, memrefs passed to and returned from functions.

memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" @counter : memref<1xi64> = dense<0>
memref.global "private" constant @weights : memref<4xf64> = dense<[0.5, 0.25, 0.125, 2.0]>
memref.global "private" constant @splat : memref<3xf32> = dense<7.0>

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

func.func @bump() -> i64 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %g = memref.get_global @counter : memref<1xi64>
  %old = memref.atomic_rmw addi %one, %g[%c0] : (i64, memref<1xi64>) -> i64
  return %old : i64
}

func.func @make(%n: index, %v: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return %m : memref<?xf32>
}

func.func @sum(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    %a = arith.addf %acc, %x : f32
    scf.yield %a : f32
  }
  return %s : f32
}

func.func @main() {
  %t = memref.get_global @table : memref<2x3xi32>
  %ut = memref.cast %t : memref<2x3xi32> to memref<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[1,   2,   3],
  // CHECK-NEXT: [4,   5,   6]]
  call @printMemrefI32(%ut) : (memref<*xi32>) -> ()
  %w = memref.get_global @weights : memref<4xf64>
  %uw = memref.cast %w : memref<4xf64> to memref<*xf64>
  // CHECK: [0.5,  0.25,  0.125,  2]
  call @printMemrefF64(%uw) : (memref<*xf64>) -> ()
  %sp = memref.get_global @splat : memref<3xf32>
  %usp = memref.cast %sp : memref<3xf32> to memref<*xf32>
  // CHECK: [7,  7,  7]
  call @printMemrefF32(%usp) : (memref<*xf32>) -> ()

  %a0 = call @bump() : () -> i64
  %a1 = call @bump() : () -> i64
  %a2 = call @bump() : () -> i64
  // CHECK: 2
  call @printI64(%a2) : (i64) -> ()
  call @printNewline() : () -> ()

  // Static and dynamic alloca.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %st = memref.alloca() : memref<4xi64>
  %dy = memref.alloca(%c3) : memref<?xi64>
  %x = arith.constant 41 : i64
  memref.store %x, %st[%c1] : memref<4xi64>
  %y = memref.load %st[%c1] : memref<4xi64>
  memref.store %y, %dy[%c1] : memref<?xi64>
  %z = memref.load %dy[%c1] : memref<?xi64>
  %one = arith.constant 1 : i64
  %zz = arith.addi %z, %one : i64
  // CHECK: 42
  call @printI64(%zz) : (i64) -> ()
  call @printNewline() : () -> ()

  // Returned memrefs, realloc, clone.
  %f = arith.constant 1.5 : f32
  %m = call @make(%c3, %f) : (index, f32) -> memref<?xf32>
  %c5 = arith.constant 5 : index
  %r = memref.realloc %m(%c5) : memref<?xf32> to memref<?xf32>
  %g = arith.constant 2.0 : f32
  memref.store %g, %r[%c3] : memref<?xf32>
  %c4 = arith.constant 4 : index
  memref.store %g, %r[%c4] : memref<?xf32>
  %cl = bufferization.clone %r : memref<?xf32> to memref<?xf32>
  memref.dealloc %r : memref<?xf32>
  %s = call @sum(%cl) : (memref<?xf32>) -> f32
  %ucl = memref.cast %cl : memref<?xf32> to memref<*xf32>
  // CHECK: [1.5,  1.5,  1.5,  2,  2]
  call @printMemrefF32(%ucl) : (memref<*xf32>) -> ()
  %si = arith.fptosi %s : f32 to i64
  // CHECK: 8
  call @printI64(%si) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %cl : memref<?xf32>
  return
}
