//! Region simplification run after each greedy iteration (`simplifyRegions`): erase blocks
//! unreachable from their region's entry, then region DCE (MLIR's `runRegionDCE`): ops without
//! effects whose results are never (transitively) used by a live op, and arguments of non-entry
//! blocks nobody reads, together with the branch operands that feed them. Aggressive mode adds
//! [`super::block_merge`].

use crate::analysis::liveness::predecessors;
use crate::dialects::cf::successor_operand_range;
use crate::ir::bitset::{self, IndexSet};
use crate::ir::{BlockId, Module, OpId, RegionId, ValueId};
use crate::rewrite::effects::would_be_trivially_dead;
use crate::rewrite::pattern::{postorder_blocks, Rewriter};
use crate::transforms::ownership::interfaces::is_branch;
use rustc_hash::FxHashSet;

/// Erases blocks unreachable from the entry of `region` and of every region nested in reachable
/// code; true if any block was erased.
pub fn erase_unreachable_blocks(m: &mut Module, region: RegionId) -> bool {
    let mut changed = false;
    let mut work = vec![region];
    while let Some(r) = work.pop() {
        let Some(entry) = m.entry_block(r) else {
            continue;
        };
        let blocks: Vec<BlockId> = m.region_blocks(r).collect();
        if blocks.len() == 1 {
            for o in m.block_ops(entry).collect::<Vec<_>>() {
                work.extend(m.op(o).regions.iter().copied());
            }
            continue;
        }
        let mut reach = FxHashSet::default();
        let mut stack = vec![entry];
        reach.insert(entry);
        while let Some(b) = stack.pop() {
            if let Some(t) = m.terminator(b) {
                for &s in m.op(t).successors.iter() {
                    if reach.insert(s) {
                        stack.push(s);
                    }
                }
            }
        }
        for &b in &blocks {
            if !reach.contains(&b) {
                // Erase the block's ops last to first (uses from other dead blocks are
                // dropped with their ops).
                m.erase_block(b);
                changed = true;
            } else {
                for o in m.block_ops(b).collect::<Vec<_>>() {
                    work.extend(m.op(o).regions.iter().copied());
                }
            }
        }
    }
    changed
}

/// Live ops and values (bit sets over the arenas, from the thread's pool).
struct LiveMap {
    ops: IndexSet,
    values: IndexSet,
    changed: bool,
}

impl LiveMap {
    fn live_op(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op.index());
    }
    fn live_value(&mut self, v: ValueId) {
        self.changed |= self.values.insert(v.index());
    }
    fn is_live_op(&self, op: OpId) -> bool {
        self.ops.contains(op.index())
    }
    fn is_live_value(&self, v: ValueId) -> bool {
        self.values.contains(v.index())
    }
}

/// The block argument a branch operand feeds, if any.
fn successor_arg(m: &Module, op: OpId, operand: usize) -> Option<ValueId> {
    let d = m.op(op);
    for (i, &s) in d.successors.iter().enumerate() {
        let r = successor_operand_range(m, op, i);
        if r.contains(&operand) {
            return m.block(s).args.get(operand - r.start).copied();
        }
    }
    None
}

fn process_value(m: &Module, v: ValueId, live: &mut LiveMap) {
    let proven = m.value(v).uses.iter().any(|u| {
        let owner = m.op(u.op);
        if owner.kind.is_terminator() && is_branch(owner.kind) {
            if let Some(arg) = successor_arg(m, u.op, u.operand as usize) {
                if !live.is_live_value(arg) {
                    return false;
                }
            }
        }
        live.is_live_op(u.op)
    });
    if proven {
        live.live_value(v);
    }
}

fn propagate_region(m: &Module, r: RegionId, live: &mut LiveMap) {
    let Some(entry) = m.entry_block(r) else {
        return;
    };
    for b in postorder_blocks(m, r) {
        let mut cur = m.block(b).last;
        while let Some(o) = cur {
            propagate_op(m, o, live);
            cur = m.op(o).prev;
        }
        if b == entry {
            continue;
        }
        for &a in &m.block(b).args {
            if !live.is_live_value(a) {
                process_value(m, a, live);
            }
        }
    }
}

fn propagate_op(m: &Module, op: OpId, live: &mut LiveMap) {
    for &r in &m.op(op).regions {
        propagate_region(m, r, live);
    }
    let k = m.op(op).kind;
    if k.is_terminator() {
        live.live_op(op);
        if !is_branch(k) {
            for &s in &m.op(op).successors {
                for &a in &m.block(s).args {
                    live.live_value(a);
                }
            }
        }
        return;
    }
    if live.is_live_op(op) {
        return;
    }
    if !would_be_trivially_dead(m, op) {
        live.live_op(op);
        return;
    }
    for &v in &m.op(op).results {
        process_value(m, v, live);
    }
    if m.op(op).results.iter().any(|&v| live.is_live_value(v)) {
        live.live_op(op);
    }
}

/// Removes successor operands of `op` feeding dead block arguments (MLIR iterates successors and
/// operands backwards).
fn erase_dead_successor_operands(m: &mut Module, op: OpId, live: &LiveMap) -> bool {
    let k = m.op(op).kind;
    if !is_branch(k) {
        return false;
    }
    let mut changed = false;
    let n = m.op(op).successors.len();
    for si in (0..n).rev() {
        let s = m.op(op).successors[si];
        let range = successor_operand_range(m, op, si);
        for ai in (0..range.len()).rev() {
            let arg = m.block(s).args[ai];
            if !live.is_live_value(arg) {
                super::cf::erase_successor_operand(m, op, si, ai);
                changed = true;
            }
        }
    }
    changed
}

fn delete_dead(rw: &mut Rewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut erased = false;
    for &r in regions {
        let Some(_) = rw.m.entry_block(r) else {
            continue;
        };
        let single = rw.m.region_blocks(r).count() == 1;
        for b in postorder_blocks(rw.m, r) {
            if !single {
                if let Some(t) = rw.m.terminator(b) {
                    erased |= erase_dead_successor_operands(rw.m, t, live);
                }
            }
            let mut cur = rw.m.block(b).last;
            while let Some(o) = cur {
                cur = rw.m.op(o).prev;
                if !live.is_live_op(o) {
                    erased = true;
                    rw.erase_op(o);
                } else {
                    let nested = rw.m.op(o).regions.to_vec();
                    erased |= delete_dead(rw, &nested, live);
                }
            }
        }
        let blocks: Vec<BlockId> = rw.m.region_blocks(r).skip(1).collect();
        for b in blocks {
            let mut i = 0;
            while i < rw.m.block(b).args.len() {
                let a = rw.m.block(b).args[i];
                if !live.is_live_value(a) && !rw.m.has_uses(a) {
                    rw.m.erase_block_arg(b, i);
                    erased = true;
                } else {
                    i += 1;
                }
            }
        }
    }
    erased
}

/// `runRegionDCE` over `region`; true if anything was erased.
pub fn region_dce(rw: &mut Rewriter<'_>, region: RegionId) -> bool {
    let mut live = LiveMap {
        ops: bitset::take(),
        values: bitset::take(),
        changed: false,
    };
    loop {
        live.changed = false;
        propagate_region(rw.m, region, &mut live);
        if !live.changed {
            break;
        }
    }
    let erased = delete_dead(rw, &[region], &live);
    bitset::recycle(live.ops);
    bitset::recycle(live.values);
    erased
}

/// `simplifyRegions`: unreachable blocks, region DCE, and with `merge_blocks` (aggressive mode)
/// identical-block merging and redundant-argument dropping; true if anything changed.
pub fn simplify_regions(rw: &mut Rewriter<'_>, region: RegionId, merge_blocks: bool) -> bool {
    let a = erase_unreachable_blocks(rw.m, region);
    let b = region_dce(rw, region);
    if !merge_blocks {
        return a || b;
    }
    let c = super::block_merge::merge_identical_blocks(rw.m, region);
    let d = super::block_merge::drop_redundant_arguments(rw.m, region);
    a || b || c || d
}

/// True if every predecessor of `b` branches through a `BranchOpInterface` op.
pub fn has_branch_preds(m: &Module, b: BlockId) -> bool {
    predecessors(m, b)
        .iter()
        .all(|&p| m.terminator(p).is_some_and(|t| is_branch(m.op(t).kind)))
}
