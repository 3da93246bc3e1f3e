//! Block liveness over an operation and everything nested in it, computed the way MLIR's
//! `Liveness` analysis does.
//!
//! The deallocation pass decides which memrefs a block must free (its live-in set) and which it
//! must keep alive (live-out ∩ live-in of the successor) from these sets, so they have to match
//! MLIR's exactly, including how nested regions count: a value used inside a nested region of an
//! op in block `B` is used by `B`; a value defined in `B` escapes `B` only when a use sits (at any
//! depth) in another block of `B`'s region.

use crate::ir::{BlockId, Module, OpId, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};

/// A set of values.
pub type ValueSet = FxHashSet<ValueId>;

/// Live-in and live-out sets per block.
#[derive(Default, Debug)]
pub struct Liveness {
    info: FxHashMap<BlockId, BlockLiveness>,
}

/// The liveness of one block.
#[derive(Default, Debug, Clone)]
pub struct BlockLiveness {
    /// Values live on entry.
    pub live_in: ValueSet,
    /// Values live on exit.
    pub live_out: ValueSet,
    defs: ValueSet,
    uses: ValueSet,
}

static EMPTY: std::sync::OnceLock<ValueSet> = std::sync::OnceLock::new();

impl Liveness {
    /// Computes liveness for every block nested (at any depth) in `root`.
    pub fn compute(m: &Module, root: OpId) -> Liveness {
        let mut info: FxHashMap<BlockId, BlockLiveness> = FxHashMap::default();
        let mut order: Vec<BlockId> = Vec::new();
        collect_blocks(m, root, &mut order);
        let mut to_process: Vec<BlockId> = Vec::new();
        for &b in &order {
            let mut bl = build_block(m, b);
            if update_live_in(&mut bl) {
                for p in predecessors(m, b) {
                    if !to_process.contains(&p) {
                        to_process.push(p);
                    }
                }
            }
            info.insert(b, bl);
        }
        while let Some(cur) = to_process.pop() {
            let succs = successors(m, cur);
            let mut out = info[&cur].live_out.clone();
            for s in succs {
                if let Some(si) = info.get(&s) {
                    out.extend(si.live_in.iter().copied());
                }
            }
            let bl = info.get_mut(&cur).expect("block was collected");
            bl.live_out = out;
            if update_live_in(bl) {
                for p in predecessors(m, cur) {
                    if !to_process.contains(&p) {
                        to_process.push(p);
                    }
                }
            }
        }
        Liveness { info }
    }

    /// Values live on entry to `b`.
    pub fn live_in(&self, b: BlockId) -> &ValueSet {
        self.info
            .get(&b)
            .map(|i| &i.live_in)
            .unwrap_or_else(|| EMPTY.get_or_init(ValueSet::default))
    }

    /// Values live on exit from `b`.
    pub fn live_out(&self, b: BlockId) -> &ValueSet {
        self.info
            .get(&b)
            .map(|i| &i.live_out)
            .unwrap_or_else(|| EMPTY.get_or_init(ValueSet::default))
    }
}

/// Pre-order list of all blocks nested in `op`.
fn collect_blocks(m: &Module, op: OpId, out: &mut Vec<BlockId>) {
    for &r in &m.op(op).regions {
        for b in m.region_blocks(r) {
            out.push(b);
            for o in m.block_ops(b) {
                collect_blocks(m, o, out);
            }
        }
    }
}

fn successors(m: &Module, b: BlockId) -> Vec<BlockId> {
    m.terminator(b)
        .map(|t| m.op(t).successors.to_vec())
        .unwrap_or_default()
}

/// Predecessors of `b` in its region (one entry per branching block, in layout order).
pub fn predecessors(m: &Module, b: BlockId) -> Vec<BlockId> {
    let Some(r) = m.block(b).parent else {
        return Vec::new();
    };
    m.region_blocks(r)
        .filter(|&p| successors(m, p).contains(&b))
        .collect()
}

/// The ancestor of `b` (or `b` itself) that lies directly in the region of `of`.
pub fn ancestor_block_in_region_of(m: &Module, mut b: BlockId, of: BlockId) -> Option<BlockId> {
    let region = m.block(of).parent?;
    loop {
        if m.block(b).parent == Some(region) {
            return Some(b);
        }
        let op = m.block_parent_op(b)?;
        b = m.op(op).parent?;
    }
}

fn build_block(m: &Module, b: BlockId) -> BlockLiveness {
    let mut bl = BlockLiveness::default();
    let gather_out = |v: ValueId, bl: &mut BlockLiveness| {
        for u in &m.value(v).uses {
            let Some(ub) = m.op(u.op).parent else {
                continue;
            };
            if ancestor_block_in_region_of(m, ub, b) != Some(b) {
                bl.live_out.insert(v);
                break;
            }
        }
    };
    for &a in &m.block(b).args {
        bl.defs.insert(a);
        gather_out(a, &mut bl);
    }
    for o in m.block_ops(b) {
        for &r in &m.op(o).results {
            gather_out(r, &mut bl);
        }
    }
    // Nested definitions and uses.
    let visit = |o: OpId, bl: &mut BlockLiveness| {
        let d = m.op(o);
        bl.defs.extend(d.results.iter().copied());
        bl.uses.extend(d.operands.iter().copied());
        for &r in &d.regions {
            for cb in m.region_blocks(r) {
                bl.defs.extend(m.block(cb).args.iter().copied());
            }
        }
    };
    for o in m.block_ops(b) {
        visit(o, &mut bl);
        m.walk_nested(o, &mut |n| visit(n, &mut bl));
    }
    let defs = bl.defs.clone();
    bl.uses.retain(|v| !defs.contains(v));
    bl
}

fn update_live_in(bl: &mut BlockLiveness) -> bool {
    let mut new_in = bl.uses.clone();
    new_in.extend(bl.live_out.iter().copied());
    new_in.retain(|v| !bl.defs.contains(v));
    if new_in.len() == bl.live_in.len() {
        return false;
    }
    bl.live_in = new_in;
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> Module {
        crate::parse::Parser::new(src, "t.mlir", 1)
            .parse_module()
            .expect("parses")
    }

    fn func_body(m: &Module) -> Vec<BlockId> {
        let f = m.top_level_ops()[0];
        let r = m.op(f).regions[0];
        m.region_blocks(r).collect()
    }

    #[test]
    fn value_used_in_successor_is_live_out_and_in() {
        let m = parse(
            "func.func @f(%c: i1) {\n  %a = memref.alloc() : memref<2xf32>\n  cf.br ^bb1\n^bb1:\n  \"test.read_buffer\"(%a) : (memref<2xf32>) -> ()\n  return\n}\n",
        );
        let f = m.top_level_ops()[0];
        let l = Liveness::compute(&m, f);
        let bs = func_body(&m);
        let a = m.op(m.block_ops(bs[0]).next().unwrap()).results[0];
        assert!(l.live_out(bs[0]).contains(&a));
        assert!(l.live_in(bs[1]).contains(&a));
        assert!(!l.live_in(bs[0]).contains(&a));
        assert!(l.live_out(bs[1]).is_empty());
    }

    #[test]
    fn use_in_nested_region_counts_for_enclosing_block() {
        let m = parse(
            "func.func @f(%c: i1) {\n  %a = memref.alloc() : memref<2xf32>\n  cf.br ^bb1\n^bb1:\n  scf.if %c {\n    \"test.read_buffer\"(%a) : (memref<2xf32>) -> ()\n  }\n  return\n}\n",
        );
        let f = m.top_level_ops()[0];
        let l = Liveness::compute(&m, f);
        let bs = func_body(&m);
        let a = m.op(m.block_ops(bs[0]).next().unwrap()).results[0];
        assert!(l.live_in(bs[1]).contains(&a));
        // The nested block of scf.if sees %a live-in as well.
        let iff = m.block_ops(bs[1]).next().unwrap();
        let then = m.entry_block(m.op(iff).regions[0]).unwrap();
        assert!(l.live_in(then).contains(&a));
        assert!(!l.live_out(then).contains(&a));
    }

    #[test]
    fn loop_carries_values_around() {
        let m = parse(
            "func.func @f(%c: i1) {\n  %a = memref.alloc() : memref<2xf32>\n  cf.br ^bb1\n^bb1:\n  \"test.read_buffer\"(%a) : (memref<2xf32>) -> ()\n  cf.cond_br %c, ^bb1, ^bb2\n^bb2:\n  return\n}\n",
        );
        let f = m.top_level_ops()[0];
        let l = Liveness::compute(&m, f);
        let bs = func_body(&m);
        let a = m.op(m.block_ops(bs[0]).next().unwrap()).results[0];
        assert!(l.live_out(bs[1]).contains(&a));
        assert!(!l.live_in(bs[2]).contains(&a));
    }
}
