// A diamond whose join block takes a memref argument, as the deallocation pipeline sees it.
func.func @branchy(%c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  memref.store %one, %a[%c0] : memref<?xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  %w = arith.addf %v, %one : f32
  memref.store %w, %b[%c0] : memref<?xf32>
  cf.br ^bb3(%b : memref<?xf32>)
^bb2:
  cf.br ^bb3(%a : memref<?xf32>)
^bb3(%m: memref<?xf32>):
  %r = memref.load %m[%c0] : memref<?xf32>
  return %r : f32
}
