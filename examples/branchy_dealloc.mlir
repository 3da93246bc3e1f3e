// bufjit-entry: @main
// examples/branchy.mlir with the deallocations the buffer-deallocation pipeline would insert
// written by hand: the join block frees the buffer it received and, on the path that made a
// second buffer, the first one too.
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
  memref.dealloc %a : memref<?xf32>
  cf.br ^bb3(%b : memref<?xf32>)
^bb2:
  cf.br ^bb3(%a : memref<?xf32>)
^bb3(%m: memref<?xf32>):
  %r = memref.load %m[%c0] : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %r : f32
}

func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.constant 4 : index
  %x = call @branchy(%t, %n) : (i1, index) -> f32
  %y = call @branchy(%f, %n) : (i1, index) -> f32
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%y) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
