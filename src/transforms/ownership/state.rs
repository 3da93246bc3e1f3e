//! `DeallocationState`: the ownership of each memref per block, the memrefs each block must
//! free, and the liveness the retain lists come from; plus MLIR's `ValueComparator`, which
//! fixes the order of live memrefs (and therefore of every generated operand list).

use super::build;
use super::lattice::Ownership;
use crate::analysis::liveness::Liveness;
use crate::diag::Diagnostic;
use crate::ir::{BlockId, InsertPoint, Location, Module, OpId, RegionId, ValueDef, ValueId};
use rustc_hash::FxHashMap;
use std::cmp::Ordering;

/// `isMemref`: ranked or unranked memref type, of a value that still exists (not detached
/// from an erased op).
pub fn is_memref(m: &Module, v: ValueId) -> bool {
    let d = m.value(v);
    !matches!(d.def, ValueDef::Detached) && m.ty(d.ty).is_memref()
}

/// The analysis state of one function.
pub struct DeallocationState {
    ownership: FxHashMap<(ValueId, BlockId), Ownership>,
    to_dealloc: FxHashMap<BlockId, Vec<ValueId>>,
    liveness: Liveness,
}

impl DeallocationState {
    /// Fresh state for the function `op` (computes liveness).
    pub fn new(m: &Module, op: OpId) -> Self {
        DeallocationState {
            ownership: FxHashMap::default(),
            to_dealloc: FxHashMap::default(),
            liveness: Liveness::compute(m, op),
        }
    }

    /// Joins `own` into the ownership of `memref` in `block` (default: its defining block).
    pub fn update_ownership(
        &mut self,
        m: &Module,
        memref: ValueId,
        own: Ownership,
        block: Option<BlockId>,
    ) {
        let Some(block) = block.or_else(|| m.value_block(memref)) else {
            return;
        };
        let e = self.ownership.entry((memref, block)).or_default();
        *e = e.combined(own, m);
    }

    /// Resets the ownership of `memrefs` in `block` to uninitialized.
    pub fn reset_ownerships(&mut self, memrefs: &[ValueId], block: BlockId) {
        for &v in memrefs {
            self.ownership.insert((v, block), Ownership::Uninitialized);
        }
    }

    /// After a `bufferization.dealloc` in `block`: each retained memref is owned by its result
    /// of the dealloc. A memref retained twice (forwarded to the successor and live into it
    /// too, as around a loop's back edge) gets the same ownership from both results: the
    /// last is kept, as the successor operands MLIR builds use the last one (joining two
    /// distinct indicators would lose the ownership).
    pub fn set_retained_ownerships(
        &mut self,
        m: &Module,
        retained: &[ValueId],
        updated: &[ValueId],
        block: BlockId,
    ) {
        self.reset_ownerships(retained, block);
        for (i, (&r, &o)) in retained.iter().zip(updated).enumerate() {
            if !retained[i + 1..].contains(&r) {
                self.update_ownership(m, r, Ownership::Unique(o), Some(block));
            }
        }
    }

    /// The ownership of `memref` in `block`.
    pub fn ownership(&self, memref: ValueId, block: BlockId) -> Ownership {
        self.ownership
            .get(&(memref, block))
            .copied()
            .unwrap_or_default()
    }

    /// Remembers that `block` must free `memref` (if it owns it).
    pub fn add_memref_to_deallocate(&mut self, memref: ValueId, block: BlockId) {
        self.to_dealloc.entry(block).or_default().push(memref);
    }

    /// The memrefs live on entry to `block`, in [`compare_values`] order.
    pub fn live_memrefs_in(&self, m: &Module, block: BlockId) -> Vec<ValueId> {
        let mut v: Vec<ValueId> = self
            .liveness
            .live_in(block)
            .iter()
            .copied()
            .filter(|&v| is_memref(m, v))
            .collect();
        v.sort_by(|&a, &b| compare_values(m, a, b));
        v
    }

    /// The memrefs to retain when leaving `from` for `to` (or the parent) with `operands`:
    /// the memref operands, then live-out(from) ∩ live-in(to), sorted.
    pub fn memrefs_to_retain(
        &self,
        m: &Module,
        from: BlockId,
        to: Option<BlockId>,
        operands: &[ValueId],
    ) -> Vec<ValueId> {
        let mut out: Vec<ValueId> = operands
            .iter()
            .copied()
            .filter(|&v| is_memref(m, v))
            .collect();
        let mut live: Vec<ValueId> = self
            .liveness
            .live_out(from)
            .iter()
            .copied()
            .filter(|&v| is_memref(m, v))
            .filter(|v| to.is_none_or(|t| self.liveness.live_in(t).contains(v)))
            .collect();
        live.sort_by(|&a, &b| compare_values(m, a, b));
        out.extend(live);
        out
    }

    /// The base buffers and ownership conditions of everything `block` may have to free;
    /// inserts the `extract_strided_metadata` (and unranked casts) at `ip`.
    pub fn memrefs_and_conditions_to_deallocate(
        &self,
        m: &mut Module,
        ip: InsertPoint,
        loc: &Location,
        block: BlockId,
    ) -> Result<(Vec<ValueId>, Vec<ValueId>), Diagnostic> {
        let list = self.to_dealloc.get(&block).cloned().unwrap_or_default();
        let mut memrefs = Vec::new();
        let mut conds = Vec::new();
        for memref in list {
            let Some(ind) = self.ownership(memref, block).indicator() else {
                let l = build::value_loc(m, memref);
                return Err(Diagnostic::at(
                    m,
                    &l,
                    "MemRef value does not have valid ownership",
                ));
            };
            let mut v = memref;
            if matches!(
                m.ty(m.value_type(v)),
                crate::ir::TypeData::UnrankedMemRef { .. }
            ) {
                v = build::unranked_to_0d(m, ip, loc, v);
            }
            memrefs.push(build::base_buffer(m, ip, loc, v));
            conds.push(ind);
        }
        Ok((memrefs, conds))
    }
}

// ---- ValueComparator ------------------------------------------------------------------------

fn region_number(m: &Module, r: RegionId) -> usize {
    m.region(r)
        .parent
        .and_then(|o| m.op(o).regions.iter().position(|&x| x == r))
        .unwrap_or(0)
}

fn block_number(m: &Module, b: BlockId) -> usize {
    m.block(b)
        .parent
        .and_then(|r| m.region_blocks(r).position(|x| x == b))
        .unwrap_or(0)
}

fn op_index(m: &Module, op: OpId) -> usize {
    let mut i = 0;
    let mut cur = m.op(op).prev;
    while let Some(p) = cur {
        i += 1;
        cur = m.op(p).prev;
    }
    i
}

fn parent_region_of_region(m: &Module, r: RegionId) -> Option<RegionId> {
    m.region(r).parent.and_then(|o| m.parent_region(o))
}

/// Orders two ops in one region: by block number, then position.
fn ops_in_region_order(m: &Module, a: OpId, b: OpId) -> Ordering {
    let (ba, bb) = (m.op(a).parent, m.op(b).parent);
    if ba == bb {
        return op_index(m, a).cmp(&op_index(m, b));
    }
    let na = ba.map(|x| block_number(m, x)).unwrap_or(0);
    let nb = bb.map(|x| block_number(m, x)).unwrap_or(0);
    na.cmp(&nb)
}

/// MLIR's `ValueComparator`: block arguments before op results; arguments by number, results
/// by position; values in different regions by their regions' place in the region tree.
pub fn compare_values(m: &Module, lhs: ValueId, rhs: ValueId) -> Ordering {
    if lhs == rhs {
        return Ordering::Equal;
    }
    let ld = m.value(lhs).def;
    let rd = m.value(rhs).def;
    let (mut lr, mut rr) = match (ld, rd) {
        (ValueDef::BlockArg { .. }, ValueDef::Result { .. }) => return Ordering::Less,
        (ValueDef::Result { .. }, ValueDef::BlockArg { .. }) => return Ordering::Greater,
        (
            ValueDef::BlockArg {
                block: b1,
                index: i1,
            },
            ValueDef::BlockArg {
                block: b2,
                index: i2,
            },
        ) => {
            if i1 != i2 {
                return i1.cmp(&i2);
            }
            (m.block(b1).parent, m.block(b2).parent)
        }
        (ValueDef::Result { op: o1, index: i1 }, ValueDef::Result { op: o2, index: i2 }) => {
            if o1 == o2 {
                return i1.cmp(&i2);
            }
            let (r1, r2) = (m.parent_region(o1), m.parent_region(o2));
            if r1 == r2 {
                return ops_in_region_order(m, o1, o2);
            }
            (r1, r2)
        }
        _ => return lhs.index().cmp(&rhs.index()),
    };
    while let (Some(a), Some(b)) = (lr, rr) {
        let (na, nb) = (region_number(m, a), region_number(m, b));
        if na != nb {
            return na.cmp(&nb);
        }
        let (pa, pb) = (parent_region_of_region(m, a), parent_region_of_region(m, b));
        if pa == pb {
            let (oa, ob) = (m.region(a).parent, m.region(b).parent);
            if let (Some(oa), Some(ob)) = (oa, ob) {
                return ops_in_region_order(m, oa, ob);
            }
            return Ordering::Equal;
        }
        lr = pa;
        rr = pb;
    }
    if rr.is_some() {
        return Ordering::Less;
    }
    Ordering::Greater
}
