//! `bufferization.dealloc` canonicalization patterns (MLIR 22's
//! `populateDeallocOpCanonicalizationPatterns`, in its order), also used by
//! `buffer-deallocation-simplification`.

use super::fold::int_const;
use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, NamedAttr, OpId, ValueId};
use crate::rewrite::{Pattern, Rewriter};
use crate::transforms::ownership::build::{i1, segments};
use crate::transforms::ownership::interfaces::alloc_effect;

/// The three operand lists of a `bufferization.dealloc`.
pub struct DeallocParts {
    /// Memrefs to free.
    pub memrefs: Vec<ValueId>,
    /// Their conditions.
    pub conds: Vec<ValueId>,
    /// Retained memrefs.
    pub retained: Vec<ValueId>,
}

/// Splits the operands of a dealloc op by its segment sizes.
pub fn dealloc_parts(m: &Module, op: OpId) -> DeallocParts {
    let ops = &m.op(op).operands;
    let (a, b) = match m.attr(op, "operandSegmentSizes") {
        Some(Attribute::DenseArray { values, .. }) => {
            let seg = |i: usize| values.get(i).map_or(0, |&v| v.max(0) as usize);
            (seg(0), seg(1))
        }
        _ => (0, 0),
    };
    let a = a.min(ops.len());
    let b = b.min(ops.len() - a);
    DeallocParts {
        memrefs: ops[..a].to_vec(),
        conds: ops[a..a + b].to_vec(),
        retained: ops[a + b..].to_vec(),
    }
}

/// Replaces the memref and condition lists in place (`updateDeallocIfChanged`).
pub fn update_dealloc_if_changed(
    rw: &mut Rewriter<'_>,
    op: OpId,
    memrefs: Vec<ValueId>,
    conds: Vec<ValueId>,
) -> bool {
    let p = dealloc_parts(rw.m, op);
    if p.memrefs == memrefs && p.conds == conds {
        return false;
    }
    let seg = segments(rw.m, &[memrefs.len(), conds.len(), p.retained.len()]);
    let mut ops = memrefs;
    ops.extend(conds);
    ops.extend(p.retained);
    rw.m.set_operands(op, ops);
    if let Some(a) =
        rw.m.op_mut(op)
            .props
            .iter_mut()
            .find(|a| a.name == "operandSegmentSizes")
    {
        a.value = seg;
    }
    rw.notify_modified(op);
    true
}

/// Creates a `bufferization.dealloc` at the insertion point.
pub fn create_dealloc(
    rw: &mut Rewriter<'_>,
    loc: &crate::ir::Location,
    memrefs: &[ValueId],
    conds: &[ValueId],
    retained: &[ValueId],
) -> OpId {
    let t = i1(rw.m);
    let seg = segments(rw.m, &[memrefs.len(), conds.len(), retained.len()]);
    let operands = memrefs
        .iter()
        .chain(conds)
        .chain(retained)
        .copied()
        .collect();
    rw.create(
        OpKind::BufDealloc,
        operands,
        vec![t; retained.len()],
        vec![NamedAttr::new("operandSegmentSizes", seg)],
        vec![],
        loc,
    )
}

macro_rules! dealloc_pattern {
    ($name:ident, $text:literal) => {
        impl Pattern for $name {
            fn name(&self) -> &'static str {
                $text
            }
            fn root(&self) -> Option<OpKind> {
                Some(OpKind::BufDealloc)
            }
            fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
                self.run(rw, op)
            }
        }
    };
}

/// Duplicate memrefs are merged, their conditions or-ed.
///
/// ```mlir
/// bufferization.dealloc (%m, %m : ...) if (%a, %b)
/// // becomes
/// %0 = arith.ori %a, %b : i1
/// bufferization.dealloc (%m : ...) if (%0)
/// ```
pub struct DeallocRemoveDuplicateDeallocMemrefs;
dealloc_pattern!(
    DeallocRemoveDuplicateDeallocMemrefs,
    "DeallocRemoveDuplicateDeallocMemrefs"
);
impl DeallocRemoveDuplicateDeallocMemrefs {
    fn run(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = dealloc_parts(rw.m, op);
        let loc = rw.m.op(op).loc.clone();
        let (mut nm, mut nc): (Vec<ValueId>, Vec<ValueId>) = (Vec::new(), Vec::new());
        for (&mr, &c) in p.memrefs.iter().zip(&p.conds) {
            if let Some(i) = nm.iter().position(|&x| x == mr) {
                if nc[i] != c {
                    let t = i1(rw.m);
                    nc[i] = rw.create1(OpKind::OrI, vec![nc[i], c], t, vec![], &loc);
                }
            } else {
                nm.push(mr);
                nc.push(c);
            }
        }
        update_dealloc_if_changed(rw, op, nm, nc)
    }
}

/// Duplicate retained values are merged (the op is rebuilt with fewer results).
pub struct DeallocRemoveDuplicateRetainedMemrefs;
dealloc_pattern!(
    DeallocRemoveDuplicateRetainedMemrefs,
    "DeallocRemoveDuplicateRetainedMemrefs"
);
impl DeallocRemoveDuplicateRetainedMemrefs {
    fn run(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = dealloc_parts(rw.m, op);
        let mut uniq: Vec<ValueId> = Vec::new();
        let mut idx = Vec::new();
        for &r in &p.retained {
            match uniq.iter().position(|&x| x == r) {
                Some(i) => idx.push(i),
                None => {
                    idx.push(uniq.len());
                    uniq.push(r);
                }
            }
        }
        if uniq.len() == p.retained.len() {
            return false;
        }
        let loc = rw.m.op(op).loc.clone();
        let new = create_dealloc(rw, &loc, &p.memrefs, &p.conds, &uniq);
        let res = rw.m.op(new).results.clone();
        let repl: Vec<ValueId> = idx.iter().map(|&i| res[i]).collect();
        rw.replace_op(op, &repl);
        true
    }
}

/// A dealloc without memrefs is erased; its results become `false`.
pub struct EraseEmptyDealloc;
dealloc_pattern!(EraseEmptyDealloc, "EraseEmptyDealloc");
impl EraseEmptyDealloc {
    fn run(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = dealloc_parts(rw.m, op);
        if !p.memrefs.is_empty() {
            return false;
        }
        let loc = rw.m.op(op).loc.clone();
        let f = rw.bool_constant(false, &loc);
        rw.replace_op(op, &vec![f; p.retained.len()]);
        true
    }
}

/// Memrefs with a constant-false condition are dropped.
pub struct EraseAlwaysFalseDealloc;
dealloc_pattern!(EraseAlwaysFalseDealloc, "EraseAlwaysFalseDealloc");
impl EraseAlwaysFalseDealloc {
    fn run(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = dealloc_parts(rw.m, op);
        let (mut nm, mut nc) = (Vec::new(), Vec::new());
        for (&mr, &c) in p.memrefs.iter().zip(&p.conds) {
            if int_const(rw.m, c) != Some(0) {
                nm.push(mr);
                nc.push(c);
            }
        }
        update_dealloc_if_changed(rw, op, nm, nc)
    }
}

/// `extract_strided_metadata` of an allocation is bypassed: the allocation itself is freed.
pub struct SkipExtractMetadataOfAlloc;
dealloc_pattern!(SkipExtractMetadataOfAlloc, "SkipExtractMetadataOfAlloc");
impl SkipExtractMetadataOfAlloc {
    fn run(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = dealloc_parts(rw.m, op);
        let nm: Vec<ValueId> = p
            .memrefs
            .iter()
            .map(|&mr| {
                let Some(e) =
                    rw.m.defining_op(mr)
                        .filter(|&o| rw.m.op(o).kind == OpKind::ExtractStridedMetadata)
                else {
                    return mr;
                };
                let src = rw.m.op(e).operands[0];
                match rw.m.defining_op(src) {
                    Some(a) if alloc_effect(rw.m.op(a).kind).is_some() => src,
                    _ => mr,
                }
            })
            .collect();
        update_dealloc_if_changed(rw, op, nm, p.conds)
    }
}

/// An allocation whose only user is this dealloc is removed together with its entry.
pub struct RemoveAllocDeallocPairWhenNoOtherUsers;
dealloc_pattern!(
    RemoveAllocDeallocPairWhenNoOtherUsers,
    "RemoveAllocDeallocPairWhenNoOtherUsers"
);
impl RemoveAllocDeallocPairWhenNoOtherUsers {
    fn run(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = dealloc_parts(rw.m, op);
        let (mut nm, mut nc, mut dead) = (Vec::new(), Vec::new(), Vec::new());
        for (&mr, &c) in p.memrefs.iter().zip(&p.conds) {
            if let Some(a) = rw.m.defining_op(mr) {
                // Only-allocate ops (not realloc, which also frees).
                let k = rw.m.op(a).kind;
                if matches!(k, OpKind::Alloc | OpKind::Alloca | OpKind::Clone)
                    && k != OpKind::Clone
                    && rw.m.value(mr).uses.len() == 1
                {
                    dead.push(a);
                    continue;
                }
            }
            nm.push(mr);
            nc.push(c);
        }
        if !update_dealloc_if_changed(rw, op, nm, nc) {
            return false;
        }
        for a in dead {
            rw.erase_op(a);
        }
        true
    }
}

/// The dealloc canonicalization patterns in MLIR's registration order.
pub fn dealloc_patterns() -> Vec<Box<dyn Pattern>> {
    vec![
        Box::new(DeallocRemoveDuplicateDeallocMemrefs),
        Box::new(DeallocRemoveDuplicateRetainedMemrefs),
        Box::new(EraseEmptyDealloc),
        Box::new(EraseAlwaysFalseDealloc),
        Box::new(SkipExtractMetadataOfAlloc),
        Box::new(RemoveAllocDeallocPairWhenNoOtherUsers),
    ]
}
