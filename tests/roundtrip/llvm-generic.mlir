// The LLVM dialect in generic form (every op's properties, defaults included); expected
// text from mlir-opt 22 -mlir-print-op-generic.
// RUN: bufjit opt %s -split-input-file -mlir-print-op-generic | FileCheck %s

// Arithmetic, comparisons, casts, memory, aggregates, vectors, intrinsics, calls and control flow.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 16 : i64, constant, global_type = !llvm.array<2 x f32>, linkage = #llvm.linkage<internal>, sym_name = "g", unnamed_addr = 0 : i64, value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<7 x i8>, linkage = #llvm.linkage<private>, sym_name = "str", unnamed_addr = 0 : i64, value = "hello\0A\00", visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "ext", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{}, {}, {}, {llvm.noalias}], function_type = !llvm.func<i64 (i64, i64, f32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg1: i64, %arg2: i64, %arg3: f32, %arg4: !llvm.ptr):
// CHECK-NEXT: %0 = "llvm.add"(%arg1, %arg2) <{overflowFlags = 1 : i32}> : (i64, i64) -> i64
// CHECK-NEXT: %1 = "llvm.sub"(%arg1, %arg2) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT: %2 = "llvm.mul"(%arg1, %arg2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
// CHECK-NEXT: %3 = "llvm.fadd"(%arg3, %arg3) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT: %4 = "llvm.fmul"(%arg3, %arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %5 = "llvm.icmp"(%arg1, %arg2) <{predicate = 2 : i64}> : (i64, i64) -> i1
// CHECK-NEXT: %6 = "llvm.fcmp"(%arg3, %arg3) <{fastmathFlags = #llvm.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: %7 = "llvm.select"(%5, %arg1, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i64, i64) -> i64
// CHECK-NEXT: %8 = "llvm.load"(%arg4) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> f32
// CHECK-NEXT: "llvm.store"(%arg3, %arg4) <{alignment = 4 : i64, ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
// CHECK-NEXT: %9 = "llvm.getelementptr"(%arg4) <{elem_type = !llvm.struct<(i32, array<4 x f32>)>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: 0, 1, 2>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %10 = "llvm.getelementptr"(%arg4, %arg1) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT: %11 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
// CHECK-NEXT: %12 = "llvm.mlir.undef"() : () -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %13 = "llvm.insertvalue"(%12, %arg1) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %14 = "llvm.extractvalue"(%13) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
// CHECK-NEXT: %15 = "llvm.intr.fma"(%arg3, %arg3, %arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32, f32) -> f32
// CHECK-NEXT: %16 = "llvm.intr.sqrt"(%arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: %17 = "llvm.sext"(%5) : (i1) -> i64
// CHECK-NEXT: %18 = "llvm.zext"(%5) : (i1) -> i64
// CHECK-NEXT: %19 = "llvm.fptosi"(%arg3) : (f32) -> i32
// CHECK-NEXT: %20 = "llvm.bitcast"(%arg3) : (f32) -> i32
// CHECK-NEXT: %21 = "llvm.ptrtoint"(%arg4) : (!llvm.ptr) -> i64
// CHECK-NEXT: %22 = "llvm.inttoptr"(%21) : (i64) -> !llvm.ptr
// CHECK-NEXT: %23 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: %24 = "llvm.alloca"(%23) <{alignment = 8 : i64, elem_type = f32}> : (i32) -> !llvm.ptr
// CHECK-NEXT: "llvm.intr.memcpy"(%arg4, %24, %arg1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %25 = "llvm.call"(%arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g2, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> i64
// CHECK-NEXT: %26 = "llvm.mlir.addressof"() <{global_name = @g2}> : () -> !llvm.ptr
// CHECK-NEXT: %27 = "llvm.call"(%26, %arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, i64) -> i64
// CHECK-NEXT: %28 = "llvm.freeze"(%arg1) : (i64) -> i64
// CHECK-NEXT: %29 = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (i64) -> i64
// CHECK-NEXT: %30 = "llvm.intr.smax"(%arg1, %arg2) : (i64, i64) -> i64
// CHECK-NEXT: %31 = "llvm.fneg"(%arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: %32 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
// CHECK-NEXT: %33 = "llvm.intr.vector.reduce.fadd"(%arg3, %32) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %34 = "llvm.extractelement"(%32, %23) : (vector<4xf32>, i32) -> f32
// CHECK-NEXT: %35 = "llvm.insertelement"(%32, %arg3, %23) : (vector<4xf32>, f32, i32) -> vector<4xf32>
// CHECK-NEXT: %36 = "llvm.shufflevector"(%32, %32) <{mask = array<i32: 0, 1, 4, 5>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %37 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT: %38 = "llvm.mlir.poison"() : () -> i64
// CHECK-NEXT: %39 = "llvm.udiv"(%arg1, %arg2) : (i64, i64) -> i64
// CHECK-NEXT: %40 = "llvm.shl"(%arg1, %arg2) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
// CHECK-NEXT: %41 = "llvm.and"(%arg1, %arg2) : (i64, i64) -> i64
// CHECK-NEXT: %42 = "llvm.sitofp"(%arg1) : (i64) -> f64
// CHECK-NEXT: %43 = "llvm.fpext"(%arg3) : (f32) -> f64
// CHECK-NEXT: %44 = "llvm.fptrunc"(%43) : (f64) -> f32
// CHECK-NEXT: %45 = "llvm.trunc"(%arg1) <{overflowFlags = 2 : i32}> : (i64) -> i32
// CHECK-NEXT: %46 = "llvm.intr.stacksave"() : () -> !llvm.ptr
// CHECK-NEXT: "llvm.intr.stackrestore"(%46) : (!llvm.ptr) -> ()
// CHECK-NEXT: %47 = "llvm.load"(%arg4) <{ordering = 0 : i64, volatile_}> : (!llvm.ptr) -> i64
// CHECK-NEXT: "llvm.intr.assume"(%5) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
// CHECK-NEXT: "llvm.switch"(%arg1, %arg1)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[1, 2]> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i64, i64) -> ()
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "llvm.cond_br"(%5, %arg1)[^bb2, ^bb3] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i64) -> ()
// CHECK-NEXT: ^bb2(%48: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "llvm.return"(%48) : (i64) -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "llvm.unreachable"() : () -> ()
// CHECK-NEXT: }) {llvm.emit_c_interface} : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<internal>, sym_name = "g2", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: i64):
// CHECK-NEXT: "llvm.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "llvm.return"(%arg0) : (i64) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "v", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<linkonce_odr>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 1 : i64}> ({
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "h2", sym_visibility = "private", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
llvm.mlir.global internal constant @g(dense<[1.0, 2.0]> : tensor<2xf32>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<2 x f32>
llvm.mlir.global private constant @str("hello\0A\00") {addr_space = 0 : i32} : !llvm.array<7 x i8>
llvm.mlir.global external @ext() : i32
llvm.func @f(%a: i64, %b: i64, %x: f32, %p: !llvm.ptr {llvm.noalias}) -> i64 attributes {llvm.emit_c_interface} {
  %0 = llvm.add %a, %b overflow<nsw> : i64
  %1 = llvm.sub %a, %b : i64
  %2 = llvm.mul %a, %b overflow<nsw, nuw> : i64
  %3 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
  %4 = llvm.fmul %x, %x : f32
  %5 = llvm.icmp "slt" %a, %b : i64
  %6 = llvm.fcmp "olt" %x, %x : f32
  %7 = llvm.select %5, %a, %b : i1, i64
  %8 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %x, %p {alignment = 4 : i64} : f32, !llvm.ptr
  %9 = llvm.getelementptr inbounds %p[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %10 = llvm.getelementptr %p[%a] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %11 = llvm.mlir.addressof @g : !llvm.ptr
  %12 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
  %13 = llvm.insertvalue %a, %12[0] : !llvm.struct<(i64, ptr)>
  %14 = llvm.extractvalue %13[0] : !llvm.struct<(i64, ptr)>
  %15 = llvm.intr.fma(%x, %x, %x) : (f32, f32, f32) -> f32
  %16 = llvm.intr.sqrt(%x) : (f32) -> f32
  %17 = llvm.sext %5 : i1 to i64
  %18 = llvm.zext %5 : i1 to i64
  %19 = llvm.fptosi %x : f32 to i32
  %20 = llvm.bitcast %x : f32 to i32
  %21 = llvm.ptrtoint %p : !llvm.ptr to i64
  %22 = llvm.inttoptr %21 : i64 to !llvm.ptr
  %c = llvm.mlir.constant(1 : i32) : i32
  %23 = llvm.alloca %c x f32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  "llvm.intr.memcpy"(%p, %23, %a) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %24 = llvm.call @g2(%a) : (i64) -> i64
  %fp = llvm.mlir.addressof @g2 : !llvm.ptr
  %25 = llvm.call %fp(%a) : !llvm.ptr, (i64) -> i64
  %26 = llvm.freeze %a : i64
  %27 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i64) -> i64
  %28 = llvm.intr.smax(%a, %b) : (i64, i64) -> i64
  %29 = llvm.fneg %x : f32
  %v = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %30 = "llvm.intr.vector.reduce.fadd"(%x, %v) : (f32, vector<4xf32>) -> f32
  %31 = llvm.extractelement %v[%c : i32] : vector<4xf32>
  %32 = llvm.insertelement %x, %v[%c : i32] : vector<4xf32>
  %33 = llvm.shufflevector %v, %v [0, 1, 4, 5] : vector<4xf32> 
  %34 = llvm.mlir.zero : !llvm.ptr
  %35 = llvm.mlir.poison : i64
  %36 = llvm.udiv %a, %b : i64
  %37 = llvm.shl %a, %b : i64
  %38 = llvm.and %a, %b : i64
  %39 = llvm.sitofp %a : i64 to f64
  %40 = llvm.fpext %x : f32 to f64
  %41 = llvm.fptrunc %40 : f64 to f32
  %42 = llvm.trunc %a overflow<nuw> : i64 to i32
  %43 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %43 : !llvm.ptr
  %44 = llvm.load volatile %p : !llvm.ptr -> i64
  llvm.intr.assume %5 : i1
  llvm.switch %a : i64, ^bb1 [
    1: ^bb1,
    2: ^bb2(%a : i64)
  ]
^bb1:
  llvm.cond_br %5, ^bb2(%a : i64), ^bb3 {branch_weights = array<i32: 1, 2>}
^bb2(%r: i64):
  llvm.return %r : i64
^bb3:
  llvm.unreachable
}
llvm.func internal @g2(%a: i64) -> i64 {
  llvm.br ^bb1
^bb1:
  llvm.return %a : i64
}
llvm.func @v() {
  llvm.return
}
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func linkonce_odr hidden @h() {
  llvm.return
}
llvm.func @h2() attributes {sym_visibility = "private"}

// -----

// Functions and globals: linkage, visibility, unnamed_addr, variadic declarations, tail and variadic calls, initializer regions.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64, ...)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i64, f32)> ()>, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<internal>, sym_name = "x", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: %3 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i64
// CHECK-NEXT: "llvm.return"(%3) : (i64) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 64 : i64, constant, global_type = !llvm.array<4 x i32>, linkage = #llvm.linkage<private>, sym_name = "s", unnamed_addr = 2 : i64, value = dense<0> : tensor<4xi32>, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i64)>, linkage = #llvm.linkage<internal>, no_inline, passthrough = ["noinline"], sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: i64):
// CHECK-NEXT: %0 = "llvm.call"(%arg0, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i64 (i64, ...)>}> : (i64, i64) -> i64
// CHECK-NEXT: %1 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @f, fastmathFlags = #llvm.fastmath<none>, no_unwind, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> i64
// CHECK-NEXT: %2 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @h, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> !llvm.struct<(i64, f32)>
// CHECK-NEXT: "llvm.return"(%1) : (i64) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
llvm.func @g(i64, ...) -> i64
llvm.func @h() -> !llvm.struct<(i64, f32)>
llvm.mlir.global internal @x() {addr_space = 0 : i32} : i64 {
  %0 = llvm.mlir.constant(3 : i64) : i64
  llvm.return %0 : i64
}
llvm.mlir.global private unnamed_addr constant @s(dense<0> : tensor<4xi32>) {alignment = 64 : i64} : !llvm.array<4 x i32>
llvm.func internal @f(%a: i64) -> i64 attributes {no_inline, passthrough = ["noinline"]} {
  %1 = llvm.call @g(%a, %a) vararg(!llvm.func<i64 (i64, ...)>) : (i64, i64) -> i64
  %2 = llvm.call tail @f(%a) {no_unwind} : (i64) -> i64
  %3 = llvm.call @h() : () -> !llvm.struct<(i64, f32)>
  llvm.return %2 : i64
}

// -----

// atomicrmw with its operation, ordering and volatile flag.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, f32, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: !llvm.ptr, %arg1: f32, %arg2: i32):
// CHECK-NEXT: %0 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 11 : i64, ordering = 6 : i64}> : (!llvm.ptr, f32) -> f32
// CHECK-NEXT: %1 = "llvm.atomicrmw"(%arg0, %arg2) <{alignment = 4 : i64, bin_op = 9 : i64, ordering = 7 : i64}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %2 = "llvm.atomicrmw"(%arg0, %arg2) <{bin_op = 0 : i64, ordering = 2 : i64, volatile_}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32) {
  %0 = llvm.atomicrmw fadd %p, %v acq_rel : !llvm.ptr, f32
  %1 = llvm.atomicrmw umax %p, %i seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  %2 = llvm.atomicrmw volatile xchg %p, %i monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

// Types: pointers in an address space, packed, identified, empty and opaque structs, nested arrays, vectors of pointers.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<1>, struct<packed (i8, i32)>, struct<"named", (i64, ptr)>, array<2 x array<3 x f32>>, struct<()>, vector<4x!llvm.ptr>, struct<(vector<2xf64>, array<1 x i64>)>, struct<"opaque_t", opaque>)>, linkage = #llvm.linkage<external>, sym_name = "types", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "fptr", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: %1 = "llvm.mlir.addressof"() <{global_name = @types}> : () -> !llvm.ptr
// CHECK-NEXT: "llvm.return"(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x struct<(i32, f32)>>, linkage = #llvm.linkage<internal>, sym_name = "table", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: %0 = "llvm.mlir.zero"() : () -> !llvm.array<2 x struct<(i32, f32)>>
// CHECK-NEXT: "llvm.return"(%0) : (!llvm.array<2 x struct<(i32, f32)>>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
llvm.func @types(%a: !llvm.ptr<1>, %b: !llvm.struct<packed (i8, i32)>, %c: !llvm.struct<"named", (i64, ptr)>, %d: !llvm.array<2 x array<3 x f32>>, %e: !llvm.struct<()>, %f: vector<4x!llvm.ptr>, %g: !llvm.struct<(vector<2xf64>, array<1 x i64>)>, %h: !llvm.struct<"opaque_t", opaque>)
llvm.func @fptr() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @types : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global internal @table() {addr_space = 0 : i32} : !llvm.array<2 x struct<(i32, f32)>> {
  %0 = llvm.mlir.zero : !llvm.array<2 x struct<(i32, f32)>>
  llvm.return %0 : !llvm.array<2 x struct<(i32, f32)>>
}

// -----

// Masked and gathered memory intrinsics, matrix multiply, reductions, overflow intrinsics.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<4xf32> (ptr, vector<4xi1>, vector<4xf32>, vector<4x!llvm.ptr>, vector<4xi32>)>, linkage = #llvm.linkage<external>, sym_name = "masked", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: !llvm.ptr, %arg1: vector<4xi1>, %arg2: vector<4xf32>, %arg3: vector<4x!llvm.ptr>, %arg4: vector<4xi32>):
// CHECK-NEXT: %0 = "llvm.intr.masked.load"(%arg0, %arg1, %arg2) <{alignment = 4 : i32}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "llvm.intr.masked.store"(%0, %arg0, %arg1) <{alignment = 4 : i32}> : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
// CHECK-NEXT: %1 = "llvm.getelementptr"(%arg0, %arg4) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>
// CHECK-NEXT: %2 = "llvm.intr.masked.gather"(%1, %arg1, %arg2) <{alignment = 4 : i32}> : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "llvm.intr.masked.scatter"(%2, %arg3, %arg1) <{alignment = 4 : i32}> : (vector<4xf32>, vector<4x!llvm.ptr>, vector<4xi1>) -> ()
// CHECK-NEXT: %3 = "llvm.intr.masked.expandload"(%arg0, %arg1, %arg2) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "llvm.intr.masked.compressstore"(%3, %arg0, %arg1) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
// CHECK-NEXT: %4 = "llvm.intr.matrix.multiply"(%arg2, %arg2) <{lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %5 = "llvm.intr.vector.reduce.fmax"(%4) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>) -> f32
// CHECK-NEXT: %6 = "llvm.intr.vector.reduce.add"(%arg4) : (vector<4xi32>) -> i32
// CHECK-NEXT: %7 = "llvm.intr.uadd.with.overflow"(%6, %6) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: "llvm.return"(%4) : (vector<4xf32>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
llvm.func @masked(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<4xf32>, %ps: vector<4x!llvm.ptr>, %i: vector<4xi32>) -> vector<4xf32> {
  %0 = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %0, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %1 = llvm.getelementptr %p[%i] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
  %2 = llvm.intr.masked.gather %1, %m, %v {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.scatter %2, %ps, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
  %3 = "llvm.intr.masked.expandload"(%p, %m, %v) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.compressstore"(%3, %p, %m) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  %4 = llvm.intr.matrix.multiply %v, %v {lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %5 = llvm.intr.vector.reduce.fmax(%4) : (vector<4xf32>) -> f32
  %6 = "llvm.intr.vector.reduce.add"(%i) : (vector<4xi32>) -> i32
  %7 = "llvm.intr.uadd.with.overflow"(%6, %6) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return %4 : vector<4xf32>
}

// -----

// Flags: nontemporal, volatile, invariant, nneg, disjoint, exact, overflow and fast-math flags, local_unnamed_addr.
// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i32, i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "edge", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32, %arg3: f32):
// CHECK-NEXT: %0 = "llvm.load"(%arg0) <{alignment = 4 : i64, nontemporal, ordering = 0 : i64}> : (!llvm.ptr) -> i32
// CHECK-NEXT: "llvm.store"(%arg1, %arg0) <{alignment = 4 : i64, nontemporal, ordering = 0 : i64, volatile_}> : (i32, !llvm.ptr) -> ()
// CHECK-NEXT: %1 = "llvm.zext"(%arg1) <{nonNeg}> : (i32) -> i64
// CHECK-NEXT: %2 = "llvm.or"(%arg1, %arg2) <{isDisjoint}> : (i32, i32) -> i32
// CHECK-NEXT: %3 = "llvm.udiv"(%arg1, %arg2) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT: %4 = "llvm.uitofp"(%arg1) <{nonNeg}> : (i32) -> f32
// CHECK-NEXT: %5 = "llvm.fadd"(%arg3, %arg3) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f32, f32) -> f32
// CHECK-NEXT: %6 = "llvm.load"(%arg0) <{invariant, ordering = 0 : i64}> : (!llvm.ptr) -> i32
// CHECK-NEXT: %7 = "llvm.lshr"(%arg1, %arg2) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT: %8 = "llvm.add"(%arg1, %arg2) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
// CHECK-NEXT: %9 = "llvm.icmp"(%arg1, %arg2) <{predicate = 0 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %10 = "llvm.select"(%9, %arg3, %arg3) <{fastmathFlags = #llvm.fastmath<fast>}> : (i1, f32, f32) -> f32
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, dso_local, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 1 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
llvm.func @edge(%p: !llvm.ptr, %a: i32, %b: i32, %x: f32) {
  %0 = llvm.load %p {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
  llvm.store volatile %a, %p {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
  %1 = llvm.zext nneg %a : i32 to i64
  %2 = llvm.or disjoint %a, %b : i32
  %3 = llvm.udiv exact %a, %b : i32
  %4 = llvm.uitofp nneg %a : i32 to f32
  %5 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %6 = llvm.load %p invariant : !llvm.ptr -> i32
  %7 = llvm.lshr exact %a, %b : i32
  %8 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %c = llvm.icmp "eq" %a, %b : i32
  %9 = llvm.select %c, %x, %x {fastmathFlags = #llvm.fastmath<fast>} : i1, f32
  llvm.return
}
llvm.func local_unnamed_addr @g() attributes {dso_local} {
  llvm.return
}
