//! The vector lowering passes: everything code generation does not take directly
//! (docs/codegen.md) is rewritten here, one pass per step, into ops it does take, so that
//! `bufjit opt` shows each step and `bufjit run` can run what `mlir-opt` leaves.
//!
//! - [`to_scf`] — `convert-vector-to-scf` (n-D transfers to loops of 1-D ones, n-D prints);
//! - [`mask`] — `lower-vector-mask` (`vector.mask` regions to masked ops);
//! - [`multi_reduction`] — `lower-vector-multi-reduction`;
//! - [`scan`] — `test-vector-scan-lowering` (`vector.scan` to strided slices and arith ops);
//! - [`contraction`] — `lower-vector-contraction` (`vector.contract` to dot products or outer
//!   products, as `convert-vector-to-llvm` does before its LLVM patterns);
//! - [`outerproduct`] — `lower-vector-outerproduct` (`vector.outerproduct` to `vector.fma`);
//! - [`transfer`] — `lower-vector-transfer` (1-D transfers to `vector.load`/`maskedload`/
//!   `store`/`maskedstore`, permutation maps to transposes and broadcasts).
//!
//! [`build`] holds the builders and attribute readers they share.

pub mod build;
pub mod contraction;
pub mod mask;
pub mod multi_reduction;
pub mod outerproduct;
pub mod scan;
pub mod to_scf;
mod to_scf_buffers;
pub mod transfer;

use crate::dialects::OpKind;
use crate::ir::{Module, OpId};

/// Whether `op` sits in a `vector.mask` region (masked ops are lowered by `lower-vector-mask`
/// first; the patterns here leave them alone).
pub fn is_masked(m: &Module, op: OpId) -> bool {
    m.parent_op(op)
        .is_some_and(|p| m.op(p).kind == OpKind::VectorMask)
}
