// promote-buffers-to-stack sizes `index` elements with the closest `dlti.dl_spec` (its
// `index` entry, in either spelling; 64 bits without one), as MLIR's DataLayout::closest;
// static shapes whose element count overflows int64 wrap as in MLIR and stay on the heap.
// RUN: bufjit opt %s -split-input-file -promote-buffers-to-stack | FileCheck %s
// RUN: bufjit opt %s -split-input-file '-promote-buffers-to-stack=max-alloc-size-in-bytes=48' | FileCheck %s --check-prefix=SMALL

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 128 : i64>} {
// CHECK-NEXT: func.func @wide_index() {
// CHECK-NEXT: %alloca = memref.alloca() {alignment = 16 : i64} : memref<3xindex>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<3xi64>
// CHECK-NEXT: "test.use"(%alloca, %alloca_0) : (memref<3xindex>, memref<3xi64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// SMALL: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 128 : i64>} {
// SMALL-NEXT: func.func @wide_index() {
// SMALL-NEXT: %alloca = memref.alloca() {alignment = 16 : i64} : memref<3xindex>
// SMALL-NEXT: %alloca_0 = memref.alloca() : memref<3xi64>
// SMALL-NEXT: "test.use"(%alloca, %alloca_0) : (memref<3xindex>, memref<3xi64>) -> ()
// SMALL-NEXT: return
// SMALL-NEXT: }
// SMALL-NEXT: }
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 128>>} {
  func.func @wide_index() {
    %0 = memref.alloc() {alignment = 16 : i64} : memref<3xindex>
    %1 = memref.alloc() : memref<3xi64>
    "test.use"(%0, %1) : (memref<3xindex>, memref<3xi64>) -> ()
    return
  }
}

// -----

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", index = 16 : i64>} {
// CHECK-NEXT: func.func @spec_with_several_entries() {
// CHECK-NEXT: %alloca = memref.alloca() : memref<24xindex>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<25xindex>
// CHECK-NEXT: "test.use"(%alloca, %alloca_0) : (memref<24xindex>, memref<25xindex>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// SMALL: module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", index = 16 : i64>} {
// SMALL-NEXT: func.func @spec_with_several_entries() {
// SMALL-NEXT: %alloca = memref.alloca() : memref<24xindex>
// SMALL-NEXT: %alloc = memref.alloc() : memref<25xindex>
// SMALL-NEXT: "test.use"(%alloca, %alloc) : (memref<24xindex>, memref<25xindex>) -> ()
// SMALL-NEXT: return
// SMALL-NEXT: }
// SMALL-NEXT: }
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", index = 16 : i64>} {
  func.func @spec_with_several_entries() {
    %0 = memref.alloc() : memref<24xindex>
    %1 = memref.alloc() : memref<25xindex>
    "test.use"(%0, %1) : (memref<24xindex>, memref<25xindex>) -> ()
    return
  }
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @default_index_width() {
// CHECK-NEXT: %alloca = memref.alloca() : memref<6xindex>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<7xindex>
// CHECK-NEXT: "test.use"(%alloca, %alloca_0) : (memref<6xindex>, memref<7xindex>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// SMALL: module {
// SMALL-NEXT: func.func @default_index_width() {
// SMALL-NEXT: %alloca = memref.alloca() : memref<6xindex>
// SMALL-NEXT: %alloc = memref.alloc() : memref<7xindex>
// SMALL-NEXT: "test.use"(%alloca, %alloc) : (memref<6xindex>, memref<7xindex>) -> ()
// SMALL-NEXT: return
// SMALL-NEXT: }
// SMALL-NEXT: }
func.func @default_index_width() {
  %0 = memref.alloc() : memref<6xindex>
  %1 = memref.alloc() : memref<7xindex>
  "test.use"(%0, %1) : (memref<6xindex>, memref<7xindex>) -> ()
  return
}

// -----

// CHECK: module {
// CHECK-NEXT: func.func @overflowing_element_count() {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4294967296x4294967296x8xi8>
// CHECK-NEXT: %alloc = memref.alloc() : memref<3090540x3090540x3090540xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// SMALL: module {
// SMALL-NEXT: func.func @overflowing_element_count() {
// SMALL-NEXT: %alloca = memref.alloca() : memref<4294967296x4294967296x8xi8>
// SMALL-NEXT: %alloc = memref.alloc() : memref<3090540x3090540x3090540xi32>
// SMALL-NEXT: return
// SMALL-NEXT: }
// SMALL-NEXT: }
func.func @overflowing_element_count() {
  %0 = memref.alloc() : memref<4294967296x4294967296x8xi8>
  %1 = memref.alloc() : memref<3090540x3090540x3090540xi32>
  return
}
