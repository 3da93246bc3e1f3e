// Frees one buffer and forgets the other (a planted leak): `auto` leaves a kernel that
// deallocates alone, so the leak is reported with the allocation's location.
func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<16xf32>
  memref.dealloc %a : memref<8xf32>
  return
}
