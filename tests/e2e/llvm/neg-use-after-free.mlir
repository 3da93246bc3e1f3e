// RUN: not bufjit run %s -e main -entry-point-result=void --quarantine 2>&1 | FileCheck %s
// A use after free in LLVM-dialect input (lowered by mlir-opt 22 with -convert-to-llvm
// -reconcile-unrealized-casts): with --quarantine the freed block is poisoned and held back,
// and the llvm.load at line 40 that reads it is reported with the malloc and the free.
// CHECK: bufjit: error: use after free: read of {{.*}} (offset 8 into a freed block)
// CHECK-NEXT: block {{.*}} (32 bytes, align 16), allocation #0
// CHECK-NEXT: allocated at {{.*}}neg-use-after-free.mlir:25:10: %7 = "llvm.call"(%6) <{{.*}}callee = @malloc
// CHECK-NEXT: freed at {{.*}}neg-use-after-free.mlir:37:5: "llvm.call"(%17) <{{.*}}callee = @free
// CHECK-NEXT: read at {{.*}}neg-use-after-free.mlir:40:11: %20 = "llvm.load"(%19)
// CHECK: bufjit: FAILED: 1 use after free

module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.mlir.constant(42 : i64) : i64
    %2 = llvm.mlir.constant(4 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.getelementptr %4[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
    %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
    %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.mlir.constant(0 : index) : i64
    %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.insertvalue %2, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %3, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.getelementptr inbounds|nuw %15[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %1, %16 : i64, !llvm.ptr
    %17 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%17) : (!llvm.ptr) -> ()
    %18 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.getelementptr inbounds|nuw %18[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %20 = llvm.load %19 : !llvm.ptr -> i64
    llvm.call @printI64(%20) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

