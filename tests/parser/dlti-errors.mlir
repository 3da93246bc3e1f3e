// Malformed dlti data-layout attributes get mlir-opt 22's messages and positions.
// RUN: not bufjit opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: dlti-errors.mlir:[[@LINE+1]]:41: error: repeated DLTI key: index
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, "dlti.endianness" = "big", index = 16 : i64>} {
}

// -----

// CHECK: dlti-errors.mlir:[[@LINE+1]]:55: error: expected ','
module attributes {dlti.dl_spec = #dlti.dl_entry<index>} {
}
