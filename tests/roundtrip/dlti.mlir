// The dlti data-layout attributes print in mlir-opt's canonical form, from either spelling.
// RUN: bufjit opt %s -split-input-file | FileCheck %s

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, "dlti.endianness" = "big", i64 = dense<[32, 64]> : vector<2xi64>>} {
// CHECK-NEXT: func.func @f() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>, #dlti.dl_entry<"dlti.endianness", "big">, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>>} {
  func.func @f() {
    %0 = memref.alloc() : memref<4xindex>
    return
  }
}
// -----
// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16 : i32, "dlti.stack_alignment" = 128 : i64>, test.x = #dlti.dl_entry<index, 8 : i64>} {
// CHECK-NEXT: }
module attributes { dlti.dl_spec = #dlti.dl_spec<index = 16 : i32, "dlti.stack_alignment" = 128 : i64>, test.x = #dlti.dl_entry<index, 8>} {
}
// -----
// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<>} {
// CHECK-NEXT: }
module attributes { dlti.dl_spec = #dlti.dl_spec<>} {
}
// -----
// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 8 : i32>} {
// CHECK-NEXT: }
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 8 : i32>>} {
}
