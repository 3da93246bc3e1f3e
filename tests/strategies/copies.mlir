// A kernel whose copies can be counted by hand (tests/strategies.rs checks `bufjit compare`'s
// counts). @merge passes either %a, which stays in use after the merge, or a fresh %b to one
// block argument. The clone strategy copies %a at the branch (a 4 x f32 = 16-byte copy; the
// clone of %b is folded away because %b dies there); the ownership strategy passes an i1
// ownership flag instead and copies nothing. @main calls @merge 3 times taking %a and twice
// taking %b: 3 copies, 48 bytes, under the clone strategy.
// RUN: bufjit run %s --pipeline=clone --report=text 2>&1 | FileCheck %s
// RUN: bufjit run %s --pipeline=default --report=text 2>&1 | FileCheck %s --check-prefix=OWN
// CHECK: 12
// CHECK: bufjit: OK: no violations, no leaks; 10 allocations, 10 frees, 160 bytes allocated
// CHECK: bufjit: work: 3 copies (48 bytes), 0 dealloc-helper calls
// OWN: 12
// OWN: bufjit: OK: no violations, no leaks
// OWN: bufjit: work: 0 copies (0 bytes), 5 dealloc-helper calls

func.func private @printF32(f32)
func.func private @printNewline()

func.func @merge(%c: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb2
^bb2:
  %b = memref.alloc() : memref<4xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %b[%c0] : memref<4xf32>
  cf.br ^bb1(%b : memref<4xf32>)
^bb1(%m: memref<4xf32>):
  %x = memref.load %m[%c0] : memref<4xf32>
  %y = memref.load %a[%c0] : memref<4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %one = arith.constant 1.0 : f32
  %r1 = call @merge(%true, %one) : (i1, f32) -> f32
  %r2 = call @merge(%false, %one) : (i1, f32) -> f32
  %r3 = call @merge(%true, %one) : (i1, f32) -> f32
  %r4 = call @merge(%false, %one) : (i1, f32) -> f32
  %r5 = call @merge(%true, %one) : (i1, f32) -> f32
  %s1 = arith.addf %r1, %r2 : f32
  %s2 = arith.addf %s1, %r3 : f32
  %s3 = arith.addf %s2, %r4 : f32
  %s4 = arith.addf %s3, %r5 : f32
  call @printF32(%s4) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
