// Frees the same buffer twice.
func.func @main() {
  %a = memref.alloc() : memref<2xi32>
  memref.dealloc %a : memref<2xi32>
  memref.dealloc %a : memref<2xi32>
  return
}
