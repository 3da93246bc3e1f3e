// Where bufjit's --buffer-deallocation deliberately differs from mlir-opt 16: an alias defined
// in a block dominating the placement block (here %a itself, still read after the merge).
// mlir-opt 16 ignores that alias's uses in the merge block and frees %a before the load of
// %a (a use after free); bufjit frees it after. Everything else is mlir-opt 16's output.
// RUN: bufjit opt %s --buffer-deallocation | FileCheck %s

// CHECK-LABEL: func.func @use_after_merge
// CHECK: %[[C:.*]] = bufferization.clone %alloc
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%[[C]] : memref<4xf32>), ^bb1
// CHECK: ^bb2(%[[M:.*]]: memref<4xf32>):
// CHECK-NEXT: %[[X:.*]] = memref.load %[[M]][%c0]
// CHECK-NEXT: memref.dealloc %[[M]]
// CHECK-NEXT: %[[Y:.*]] = memref.load %alloc[%c0]
// CHECK-NEXT: memref.dealloc %alloc
// CHECK-NEXT: arith.addf %[[X]], %[[Y]]
func.func @use_after_merge(%c: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb2
^bb2:
  %b = memref.alloc() : memref<4xf32>
  cf.br ^bb1(%b : memref<4xf32>)
^bb1(%m: memref<4xf32>):
  %x = memref.load %m[%c0] : memref<4xf32>
  %y = memref.load %a[%c0] : memref<4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
