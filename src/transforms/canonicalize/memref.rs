//! `memref` canonicalization patterns.

use super::fold::int_const;
use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, NamedAttr, OpId, TypeData, DYNAMIC};
use crate::rewrite::{Pattern, Rewriter};
use crate::transforms::ownership::build::segments;

/// An allocation only stored into and deallocated is removed with those users.
///
/// ```mlir
/// %a = memref.alloc() : memref<2xf32>
/// memref.store %v, %a[%i] : memref<2xf32>
/// memref.dealloc %a : memref<2xf32>
/// // all three ops are erased
/// ```
pub struct SimplifyDeadAlloc(pub OpKind);
impl Pattern for SimplifyDeadAlloc {
    fn name(&self) -> &'static str {
        "SimplifyDeadAlloc"
    }
    fn root(&self) -> Option<OpKind> {
        Some(self.0)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if !matches!(rw.m.op(op).kind, OpKind::Alloc | OpKind::Alloca) {
            return false;
        }
        let v = rw.m.op(op).results[0];
        let uses = rw.m.value(v).uses.clone();
        let ok = uses.iter().all(|u| match rw.m.op(u.op).kind {
            OpKind::Store => u.operand != 0,
            OpKind::Dealloc => true,
            _ => false,
        });
        if !ok {
            return false;
        }
        let mut users: Vec<OpId> = uses.iter().rev().map(|u| u.op).collect();
        users.dedup();
        for u in users {
            if rw.m.op(u).parent.is_some() {
                rw.erase_op(u);
            }
        }
        rw.erase_op(op);
        true
    }
}

/// Constant dynamic sizes of an allocation become static (a cast restores the type).
///
/// ```mlir
/// %a = memref.alloc(%c4) : memref<?xi8>
/// // becomes
/// %alloc = memref.alloc() : memref<4xi8>
/// %a = memref.cast %alloc : memref<4xi8> to memref<?xi8>
/// ```
pub struct SimplifyAllocConst(pub OpKind);
impl Pattern for SimplifyAllocConst {
    fn name(&self) -> &'static str {
        "SimplifyAllocConst"
    }
    fn root(&self) -> Option<OpKind> {
        Some(self.0)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let d = rw.m.op(op);
        let seg: Vec<usize> = match rw.m.attr(op, "operandSegmentSizes") {
            Some(Attribute::DenseArray { values, .. }) => {
                values.iter().map(|&v| v.max(0) as usize).collect()
            }
            _ => return false,
        };
        let ndyn = seg.first().copied().unwrap_or(0).min(d.operands.len());
        let dyns = d.operands[..ndyn].to_vec();
        let syms = d.operands[ndyn..].to_vec();
        let is_nonneg_const = |v| int_const(rw.m, v).is_some_and(|c| c >= 0);
        if !dyns.iter().any(|&v| is_nonneg_const(v)) {
            return false;
        }
        let old_ty = rw.m.value_type(d.results[0]);
        let TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } = rw.m.ty(old_ty).clone()
        else {
            return false;
        };
        let mut new_shape = Vec::with_capacity(shape.len());
        let mut new_dyns = Vec::new();
        let mut pos = 0;
        for &s in &shape {
            if s != DYNAMIC {
                new_shape.push(s);
                continue;
            }
            let v = dyns[pos];
            pos += 1;
            match int_const(rw.m, v).filter(|&c| c >= 0) {
                Some(c) => new_shape.push(c as i64),
                None => {
                    new_shape.push(DYNAMIC);
                    new_dyns.push(v);
                }
            }
        }
        let new_ty = rw.m.intern_type(TypeData::MemRef {
            shape: new_shape,
            elem,
            layout,
            memory_space,
        });
        let seg = segments(rw.m, &[new_dyns.len(), syms.len()]);
        let mut props = vec![NamedAttr::new("operandSegmentSizes", seg)];
        if let Some(a) = rw.m.attr(op, "alignment").cloned() {
            props.push(NamedAttr::new("alignment", a));
        }
        let loc = rw.m.op(op).loc.clone();
        let mut operands = new_dyns;
        operands.extend(syms);
        let alloc = rw.create1(self.0, operands, new_ty, props, &loc);
        let cast = rw.create1(OpKind::Cast, vec![alloc], old_ty, vec![], &loc);
        rw.replace_op(op, &[cast]);
        true
    }
}

/// `memref::foldMemRefCast`: operands from operand `first` on that are produced by a
/// `memref.cast` of a ranked memref read the cast's source instead (in place); true if any
/// changed.
pub fn fold_memref_cast(m: &mut Module, op: OpId, first: usize) -> bool {
    let mut folded = false;
    for i in first..m.op(op).operands.len() {
        let v = m.op(op).operands[i];
        let Some(c) = m.defining_op(v).filter(|&c| m.op(c).kind == OpKind::Cast) else {
            continue;
        };
        let src = m.op(c).operands[0];
        if matches!(m.ty(m.value_type(src)), TypeData::UnrankedMemRef { .. }) {
            continue;
        }
        m.set_operand(op, i, src);
        folded = true;
    }
    folded
}

/// The SSA size operand giving the `pos`-th dynamic dimension of `v` when `v` is produced by
/// `memref.alloc`, `memref.alloca` or `memref.view` (what `memref.dim` folds to).
///
/// ```mlir
/// %a = memref.alloc(%n) : memref<?xf32>
/// %d = memref.dim %a, %c0 : memref<?xf32>   // folds to %n
/// ```
pub fn dynamic_size_of(m: &Module, v: crate::ir::ValueId, pos: usize) -> Option<crate::ir::ValueId> {
    let def = m.defining_op(v)?;
    let d = m.op(def);
    match d.kind {
        OpKind::Alloc | OpKind::Alloca => {
            let ndyn = match m.attr(def, "operandSegmentSizes") {
                Some(Attribute::DenseArray { values, .. }) => {
                    values.first().map_or(0, |&n| n.max(0) as usize)
                }
                _ => d.operands.len(),
            };
            (pos < ndyn).then(|| d.operands[pos])
        }
        OpKind::View => d.operands.get(2 + pos).copied(),
        _ => None,
    }
}
