// Allocates, prints and frees: passes.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 42 : i64
  %a = memref.alloc() : memref<4xi64>
  memref.store %v, %a[%c0] : memref<4xi64>
  %x = memref.load %a[%c0] : memref<4xi64>
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<4xi64>
  return
}
