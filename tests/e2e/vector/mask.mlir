// RUN: bufjit run %s -e main -entry-point-result=void --engine=interp | FileCheck %s --match-full-lines
// vector.mask regions: a masked transfer_read (masked-off lanes read the padding), a masked transfer_write (masked-off lanes are not
// written) and masked reductions (masked-off lanes do not take part).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<8xf32>
  %init = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>
  vector.transfer_write %init, %m[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
  %pad = arith.constant 0.5 : f32
  %mk = vector.create_mask %c3 : vector<4xi1>
  %r1 = vector.mask %mk { vector.transfer_read %m[%c1], %pad {in_bounds = [true]} : memref<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.print %r1 : vector<4xf32>
  %w = arith.constant dense<[-1.0, -2.0, -3.0, -4.0]> : vector<4xf32>
  %mw = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  vector.mask %mw { vector.transfer_write %w, %m[%c3] {in_bounds = [true]} : vector<4xf32>, memref<8xf32> } : vector<4xi1>
  %all = vector.transfer_read %m[%c0], %pad {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  vector.print %all : vector<8xf32>
  %v = arith.constant dense<[3, 100, 4, 200]> : vector<4xi32>
  %s = vector.mask %mw { vector.reduction <add>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %s : i32
  %acc = arith.constant 10 : i32
  %s2 = vector.mask %mw { vector.reduction <maxsi>, %v, %acc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %s2 : i32
  memref.dealloc %m : memref<8xf32>
  return
}

// Output of mlir-runner 22:
// CHECK: ( 2, 3, 4, 0.5 )
// CHECK-NEXT: ( 1, 2, 3, -1, 5, 6, -4, 8 )
// CHECK-NEXT: 203
// CHECK-NEXT: 200
// CHECK-NOT: {{.}}
