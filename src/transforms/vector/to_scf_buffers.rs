//! The default (not fully unrolled) mode of `convert-vector-to-scf`: an n-D transfer goes
//! through a temporary buffer, one dimension per step, as MLIR 22's `lowering_n_d` patterns
//! do.
//!
//! 1. `PrepareTransferReadConversion`: the read is cloned with a label, its value stored to a
//!    new `memref.alloca() : memref<vector<3x4xf32>>` (at the start of the function) and
//!    loaded back; `PrepareTransferWriteConversion`: the written value is stored to such a
//!    buffer and the labelled write reads it back.
//! 2. `TransferOpConversion`: a labelled transfer views the buffer as
//!    `memref<3xvector<4xf32>>` (`vector.type_cast`) and becomes an `scf.for` over the leading
//!    dimension, whose body transfers one row (guarded by an `scf.if` when that dimension may
//!    be out of bounds; out-of-bounds rows of a read get the padding). Rows of rank above the
//!    target rank are labelled again and unpacked the same way.
//!
//! Masked n-D transfers are left to `full-unroll` (which handles masks); see
//! [`super::to_scf`] for the example.

use super::build::{vector_shape, vector_type, Builder};
use super::to_scf::{self as shared, clear_label, has_label, set_label, Options};
use super::transfer::Transfer;
use crate::dialects::OpKind;
use crate::ir::{InsertPoint, Layout, Module, NamedAttr, OpId, TypeData, TypeId, ValueId};
use crate::rewrite::{Pattern, Rewriter};

/// `memref<shape x elem>` with the identity layout.
fn memref_type(m: &mut Module, shape: &[i64], elem: TypeId) -> TypeId {
    m.intern_type(TypeData::MemRef {
        shape: shape.to_vec(),
        elem,
        layout: Layout::Identity,
        memory_space: None,
    })
}

/// `memref.alloca() : memref<vector<...>>` at the start of the enclosing allocation scope.
fn alloc_buffer(b: &mut Builder<'_, '_>, op: OpId, vector_ty: TypeId) -> ValueId {
    let mut scope = b.rw.m.parent_op(op);
    while let Some(s) = scope {
        if matches!(b.rw.m.op(s).kind, OpKind::Func | OpKind::AllocaScope) {
            break;
        }
        scope = b.rw.m.parent_op(s);
    }
    let scope = scope.expect("a transfer inside a function");
    let region = b.rw.m.op(scope).regions[0];
    let entry = b.rw.m.entry_block(region).expect("a body");
    let saved = b.rw.ip;
    b.rw.ip = match b.rw.m.block(entry).first {
        Some(o) => InsertPoint::Before(o),
        None => InsertPoint::BlockEnd(entry),
    };
    let ty = memref_type(b.m(), &[], vector_ty);
    let segs = crate::dialects::segments(b.m(), &[0, 0]);
    let buf = b.op1(
        OpKind::Alloca,
        vec![],
        ty,
        vec![NamedAttr::new("operandSegmentSizes", segs)],
    );
    b.rw.ip = saved;
    buf
}

fn prepare_ok(m: &Module, op: OpId, t: &Transfer, opts: &Options) -> bool {
    !has_label(m, op) && t.mask.is_none() && shared::unpackable(m, t, opts)
}

/// `PrepareTransferReadConversion`.
struct PrepareTransferReadConversion(Options);

impl Pattern for PrepareTransferReadConversion {
    fn name(&self) -> &'static str {
        "PrepareTransferReadConversion"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorTransferRead)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        if super::is_masked(rw.m, op) || !prepare_ok(rw.m, op, &t, &self.0) {
            return false;
        }
        let mut b = Builder::new(rw, op);
        let buf = alloc_buffer(&mut b, op, t.vector_ty);
        let new = t.build(&mut b).expect("a read");
        let new_op = b.rw.m.defining_op(new).expect("an op");
        set_label(b.rw.m, new_op);
        b.op0(OpKind::Store, vec![new, buf], vec![]);
        let v = b.op1(OpKind::Load, vec![buf], t.vector_ty, vec![]);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `PrepareTransferWriteConversion`.
struct PrepareTransferWriteConversion(Options);

impl Pattern for PrepareTransferWriteConversion {
    fn name(&self) -> &'static str {
        "PrepareTransferWriteConversion"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorTransferWrite)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        if super::is_masked(rw.m, op) || !prepare_ok(rw.m, op, &t, &self.0) {
            return false;
        }
        let mut b = Builder::new(rw, op);
        let buf = alloc_buffer(&mut b, op, t.vector_ty);
        b.op0(OpKind::Store, vec![t.value.expect("a write"), buf], vec![]);
        let v = b.op1(OpKind::Load, vec![buf], t.vector_ty, vec![]);
        rw.m.set_operand(op, 0, v);
        set_label(rw.m, op);
        rw.notify_modified(op);
        true
    }
}

/// `TransferOpConversion` for reads and writes.
struct TransferOpConversion(Options);

/// The buffer of a labelled transfer and the indices it is accessed at: the `memref.store`
/// of a read's result, the `memref.load` of a write's value.
fn buffer_of(m: &Module, op: OpId, t: &Transfer) -> Option<(OpId, ValueId, Vec<ValueId>)> {
    if t.read {
        let r = m.op(op).results[0];
        let uses = &m.value(r).uses;
        if uses.len() != 1 || m.op(uses[0].op).kind != OpKind::Store || uses[0].operand != 0 {
            return None;
        }
        let st = uses[0].op;
        let ops = &m.op(st).operands;
        Some((st, ops[1], ops[2..].to_vec()))
    } else {
        let ld = m.defining_op(t.value?)?;
        if m.op(ld).kind != OpKind::Load {
            return None;
        }
        let ops = &m.op(ld).operands;
        Some((ld, ops[0], ops[1..].to_vec()))
    }
}

impl Pattern for TransferOpConversion {
    fn name(&self) -> &'static str {
        "TransferOpConversion"
    }
    fn root(&self) -> Option<OpKind> {
        None
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if !has_label(rw.m, op) {
            return false;
        }
        let Some(t) = Transfer::of(rw.m, op) else {
            return false;
        };
        let Some((buf_op, buffer, buf_indices)) = buffer_of(rw.m, op, &t) else {
            return false;
        };
        // unpackOneDim: memref<...xvector<AxBx..>> to memref<...xAxvector<Bx..>>.
        let (mshape, melem) = match rw.m.ty(rw.m.value_type(buffer)) {
            TypeData::MemRef { shape, elem, .. } => (shape.clone(), *elem),
            _ => return false,
        };
        let Some((vshape, velem)) = vector_shape(rw.m, melem) else {
            return false;
        };
        if vshape.len() < 2 {
            return false;
        }
        let row_ty = vector_type(rw.m, &vshape[1..], velem);
        let mut cshape = mshape.clone();
        cshape.push(vshape[0]);
        let casted_ty = memref_type(rw.m, &cshape, row_ty);
        let opts = self.0;
        let mut b = Builder::new(rw, op);
        let casted = b.op1(OpKind::VectorTypeCast, vec![buffer], casted_ty, vec![]);
        let lb = b.index(0);
        let ub = b.index(vshape[0]);
        let step = b.index(1);
        let (_, body, iv) = shared::build_for(&mut b, lb, ub, step, None);
        b.rw.ip = InsertPoint::BlockEnd(body);
        let mut idx = buf_indices.clone();
        idx.push(iv);
        let mut in_bounds = |b: &mut Builder<'_, '_>| {
            let mut new = t.clone();
            new.map = shared::unpacked_map(&t);
            new.in_bounds = t.in_bounds[1..].to_vec();
            new.vector_ty = row_ty;
            if t.read {
                new.indices = shared::xfer_indices(b, &t, iv);
                let v = new.build(b).expect("a read");
                let new_op = b.rw.m.defining_op(v).expect("an op");
                if vshape.len() - 1 > opts.target_rank {
                    set_label(b.rw.m, new_op);
                }
                let mut ops = vec![v, casted];
                ops.extend(&idx);
                b.op0(OpKind::Store, ops, vec![]);
            } else {
                let xi = shared::xfer_indices(b, &t, iv);
                let mut ops = vec![casted];
                ops.extend(&idx);
                let v = b.op1(OpKind::Load, ops, row_ty, vec![]);
                new.indices = xi;
                new.value = Some(v);
                new.build(b);
                if let InsertPoint::BlockEnd(blk) = b.rw.ip {
                    if let Some(w) = last_write(b.rw.m, b.rw.m.block(blk).last) {
                        if vshape.len() - 1 > opts.target_rank {
                            set_label(b.rw.m, w);
                        }
                    }
                }
            }
            None
        };
        let mut out = |b: &mut Builder<'_, '_>| {
            if t.read {
                let v = b.broadcast(t.padding.expect("a read"), row_ty);
                let mut ops = vec![v, casted];
                ops.extend(&idx);
                b.op0(OpKind::Store, ops, vec![]);
            }
            None
        };
        shared::with_in_bounds_check(&mut b, &t, iv, None, &mut in_bounds, &mut out);
        shared::yield_in(&mut b, body, vec![]);
        if t.read {
            rw.erase_op(buf_op);
            rw.erase_op(op);
        } else {
            clear_label(rw.m, op);
            rw.erase_op(op);
        }
        true
    }
}

/// The last `vector.transfer_write` of a block, searching back from `last`.
fn last_write(m: &Module, last: Option<OpId>) -> Option<OpId> {
    let mut cur = last;
    while let Some(o) = cur {
        if m.op(o).kind == OpKind::VectorTransferWrite {
            return Some(o);
        }
        cur = m.op(o).prev;
    }
    None
}

/// The buffer-based patterns.
pub fn patterns(opts: Options) -> Vec<Box<dyn Pattern>> {
    vec![
        Box::new(PrepareTransferReadConversion(opts)),
        Box::new(PrepareTransferWriteConversion(opts)),
        Box::new(TransferOpConversion(opts)),
    ]
}
