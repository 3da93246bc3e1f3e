// Does not parse.
func.func @main() {
  %a = memref.alloc() : memref<4xf32
  return
}
