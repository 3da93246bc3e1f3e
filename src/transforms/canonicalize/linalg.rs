//! Canonicalization of `linalg` ops on buffers, as MLIR 22 registers it: the dialect's
//! `EraseDeadLinalgOp`, `linalg.generic`/`linalg.broadcast`'s `EraseIdentityLinalgOp`,
//! `linalg.copy`'s `EraseSelfCopy`, and the `memref.cast` fold of the ops whose `fold` is
//! `memref::foldMemRefCast` ([`folds_memref_cast`]). The tensor-only patterns have nothing to
//! do on buffers.

use crate::dialects::linalg::{self, Iterator};
use crate::dialects::OpKind;
use crate::ir::{AffineMap, OpId};
use crate::rewrite::{Pattern, Rewriter};

/// True for the ops whose folder is `memref::foldMemRefCast` (every structured op except
/// `map`, `reduce`, `transpose` and `broadcast`).
pub fn folds_memref_cast(kind: OpKind) -> bool {
    linalg::is_structured(kind)
        && !matches!(
            kind,
            OpKind::LinalgMap
                | OpKind::LinalgReduce
                | OpKind::LinalgTranspose
                | OpKind::LinalgBroadcast
        )
}

/// `EraseDeadLinalgOp`: an op with a memref operand that has a zero-sized dimension does
/// nothing.
///
/// ```mlir
/// linalg.fill ins(%x : f32) outs(%a : memref<0x4xf32>)
/// // is erased
/// ```
pub struct EraseDeadLinalgOp;

impl Pattern for EraseDeadLinalgOp {
    fn name(&self) -> &'static str {
        "EraseDeadLinalgOp"
    }
    fn root(&self) -> Option<OpKind> {
        None
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if !linalg::is_structured(rw.m.op(op).kind) {
            return false;
        }
        let empty = rw.m.op(op).operands.iter().any(|&v| {
            let t = rw.m.ty(rw.m.value_type(v));
            t.is_memref() && t.shape().is_some_and(|s| s.contains(&0))
        });
        if empty {
            rw.erase_op(op);
        }
        empty
    }
}

/// `EraseSelfCopy`: a copy of a buffer onto itself.
///
/// ```mlir
/// linalg.copy ins(%a : memref<4xf32>) outs(%a : memref<4xf32>)
/// // is erased
/// ```
pub struct EraseSelfCopy;

impl Pattern for EraseSelfCopy {
    fn name(&self) -> &'static str {
        "EraseSelfCopy"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::LinalgCopy)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let d = rw.m.op(op);
        let self_copy = d.operands.len() == 2
            && d.operands[0] == d.operands[1]
            && d.results.is_empty()
            && rw.m.ty(rw.m.value_type(d.operands[0])).is_memref();
        if self_copy {
            rw.erase_op(op);
        }
        self_copy
    }
}

/// `EraseIdentityLinalgOp` on buffers: an all-parallel op with identity maps whose payload
/// yields its input, reading and writing the same buffer.
///
/// ```mlir
/// linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
///     ins(%a : memref<8xf32>) outs(%a : memref<8xf32>) {
/// ^bb0(%in: f32, %out: f32):
///   linalg.yield %in : f32
/// }
/// // is erased
/// ```
pub struct EraseIdentityLinalgOp(pub OpKind);

impl Pattern for EraseIdentityLinalgOp {
    fn name(&self) -> &'static str {
        "EraseIdentityLinalgOp"
    }
    fn root(&self) -> Option<OpKind> {
        Some(self.0)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let m = &*rw.m;
        let Some(s) = linalg::structured(m, op) else {
            return false;
        };
        if s.iterators.iter().any(|&i| i != Iterator::Parallel)
            || !s.maps.iter().all(AffineMap::is_identity)
        {
            return false;
        }
        let Some(body) = m.op(op).regions.first().and_then(|&r| m.entry_block(r)) else {
            return false;
        };
        let ops: Vec<OpId> = m.block_ops(body).collect();
        if ops.len() != 1 || m.op(ops[0]).kind != OpKind::LinalgYield {
            return false;
        }
        let d = m.op(op);
        let buffers = d.results.is_empty()
            && d.operands
                .iter()
                .all(|&v| m.ty(m.value_type(v)).is_memref());
        if !buffers || s.num_inputs != 1 || d.operands.len() != 2 || d.operands[0] != d.operands[1]
        {
            return false;
        }
        if m.op(ops[0]).operands.first() != m.block(body).args.first() {
            return false;
        }
        rw.erase_op(op);
        true
    }
}
