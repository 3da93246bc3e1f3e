//! bufjit: executes bufferized MLIR kernels natively and proves they free every buffer exactly
//! once. This crate holds the IR, the MLIR text parser and printer, the verifier, the passes and
//! the JIT; the `bufjit` binary is a thin CLI over it.

pub mod analysis;
pub mod codegen;
pub mod diag;
pub mod dialects;
pub mod exec;
pub mod interp;
pub mod ir;
pub mod parse;
pub mod print;
pub mod rewrite;
pub mod semantics;
pub mod testgen;
pub mod tool;
pub mod transforms;
pub mod verify;

pub use codegen::engine::{
    assert_balanced, Arg, CallError, Jit, MemRefArg, OwnedMemRef, RetVal, TypedFn,
};
pub use codegen::CodegenOptions;
