//! The two extra steps of *aggressive* region simplification
//! (`--canonicalize="region-simplify=aggressive"`), run after unreachable-block erasure and
//! region DCE, as MLIR 22's `simplifyRegions(..., mergeBlocks=true)` does:
//!
//! 1. [`merge_identical_blocks`]: non-entry blocks of a region that branch to the same
//!    successors and hold the same ops (up to values coming from outside the block) are merged
//!    into the first of them. Operands that differ become new arguments of the kept block, fed
//!    by its predecessors and by those of the merged blocks.
//!
//!    ```mlir
//!    ^bb1:                             ^bb1(%a: i32):
//!      "test.use"(%x) : (i32) -> ()      "test.use"(%a) : (i32) -> ()
//!      cf.br ^bb3                        cf.br ^bb3
//!    ^bb2:                      =>
//!      "test.use"(%y) : (i32) -> ()    (predecessors branch to ^bb1(%x) or ^bb1(%y))
//!      cf.br ^bb3
//!    ```
//!
//! 2. [`drop_redundant_arguments`]: a block argument that receives the same value on every
//!    incoming edge is replaced by that value and removed, with its branch operands.
//!
//! Both exist only in aggressive mode; the default canonicalize never runs them. The order of
//! everything observable (which block is kept, where new arguments go, which redundant new
//! arguments are folded together) follows MLIR's `BlockMergeCluster` so the printed output is
//! the same as mlir-opt's.

use super::cf::{append_successor_operands, erase_successor_operand};
use crate::dialects::cf::successor_operand_range;
use crate::ir::{BlockId, Module, NamedAttr, OpId, RegionId, ValueDef, ValueId};
use crate::transforms::ownership::interfaces::is_branch;
use rustc_hash::{FxHashMap, FxHasher};
use std::collections::BTreeSet;
use std::hash::{Hash, Hasher};

/// One CFG edge into a block: successor `succ` of the terminator `term`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct Edge {
    term: OpId,
    succ: usize,
}

/// Every edge into `b` (a terminator naming `b` twice gives two edges).
fn pred_edges(m: &Module, b: BlockId) -> Vec<Edge> {
    let Some(r) = m.block(b).parent else {
        return Vec::new();
    };
    let mut edges = Vec::new();
    for p in m.region_blocks(r) {
        if let Some(t) = m.terminator(p) {
            for (succ, &s) in m.op(t).successors.iter().enumerate() {
                if s == b {
                    edges.push(Edge { term: t, succ });
                }
            }
        }
    }
    edges
}

/// The successors of `b`'s terminator (empty if it has none).
fn block_successors(m: &Module, b: BlockId) -> Vec<BlockId> {
    m.terminator(b)
        .map(|t| m.op(t).successors.to_vec())
        .unwrap_or_default()
}

/// True if every edge into `b` comes from a `BranchOpInterface` terminator, whose forwarded
/// operands can be changed (`ableToUpdatePredOperands`).
fn preds_are_branches(m: &Module, b: BlockId) -> bool {
    pred_edges(m, b)
        .iter()
        .all(|e| is_branch(m.op(e.term).kind))
}

/// True if some user of `v` sits outside `block` (uses in regions nested in it count as
/// outside, as in MLIR's `isUsedOutsideOfBlock`).
fn used_outside(m: &Module, v: ValueId, block: BlockId) -> bool {
    m.value(v)
        .uses
        .iter()
        .any(|u| m.op(u.op).parent != Some(block))
}

/// Two attribute lists equal as dictionaries (order-insensitive, like MLIR's sorted
/// `DictionaryAttr`s and property structs).
fn same_attrs(a: &[NamedAttr], b: &[NamedAttr]) -> bool {
    a.len() == b.len()
        && a.iter()
            .all(|x| b.iter().any(|y| y.name == x.name && y.value == x.value))
}

/// `OperationEquivalence::isEquivalentTo` with locations and operand values ignored: same op,
/// attributes, properties, operand/result/region/successor counts, result types, and operand
/// types where the operands differ. (Regions are empty here: blocks holding ops with non-empty
/// regions never take part in merging.)
fn equivalent_ops(m: &Module, a: OpId, b: OpId) -> bool {
    let (x, y) = (m.op(a), m.op(b));
    x.kind == y.kind
        && x.name == y.name
        && x.operands.len() == y.operands.len()
        && x.results.len() == y.results.len()
        && x.regions.len() == y.regions.len()
        && x.successors.len() == y.successors.len()
        && same_attrs(&x.attrs, &y.attrs)
        && same_attrs(&x.props, &y.props)
        && x.operands
            .iter()
            .zip(&y.operands)
            .all(|(&p, &q)| p == q || m.value_type(p) == m.value_type(q))
        && x.results
            .iter()
            .zip(&y.results)
            .all(|(&p, &q)| m.value_type(p) == m.value_type(q))
}

/// What block merging needs to know of one block (`BlockEquivalenceData`).
struct BlockSummary {
    block: BlockId,
    /// A hash of the ops' names, operand counts and result types: blocks whose hashes differ
    /// cannot be equivalent, so most comparisons stop here.
    hash: u64,
    /// The position of each result-producing op's first result among the values the block
    /// defines (arguments first, then results in op order).
    first_result: FxHashMap<OpId, u32>,
}

impl BlockSummary {
    fn new(m: &Module, block: BlockId) -> Self {
        let mut next = m.block(block).args.len() as u32;
        let mut first_result = FxHashMap::default();
        let mut h = FxHasher::default();
        for o in m.block_ops(block) {
            let d = m.op(o);
            if !d.results.is_empty() {
                first_result.insert(o, next);
                next += d.results.len() as u32;
            }
            d.name.hash(&mut h);
            d.operands.len().hash(&mut h);
            for &r in &d.results {
                m.value_type(r).hash(&mut h);
            }
        }
        BlockSummary {
            block,
            hash: h.finish(),
            first_result,
        }
    }

    /// The position of `v`, a value defined in this block (`getOrderOf`).
    fn order_of(&self, m: &Module, v: ValueId) -> Option<u32> {
        match m.value(v).def {
            ValueDef::BlockArg { index, .. } => Some(index),
            ValueDef::Result { op, index } => self.first_result.get(&op).map(|&f| f + index),
            ValueDef::Detached => None,
        }
    }
}

/// A value can be forwarded to `block` on its incoming edges unless it is a result of the
/// terminator of one of `block`'s predecessors (it would not dominate the branch).
fn valid_successor_arg(m: &Module, block: BlockId, v: ValueId) -> bool {
    let ValueDef::Result { op, .. } = m.value(v).def else {
        return true;
    };
    let Some(def_block) = m.op(op).parent else {
        return true;
    };
    if m.terminator(def_block) != Some(op) {
        return true;
    }
    !pred_edges(m, block)
        .iter()
        .any(|e| m.op(e.term).parent == Some(def_block))
}

/// Blocks to merge into one leader (`BlockMergeCluster`).
struct Cluster {
    leader: BlockSummary,
    members: Vec<BlockId>,
    /// `(op position, operand number)` of the leader's operands that become new arguments,
    /// in the order the arguments are added.
    operands: BTreeSet<(u32, u32)>,
}

impl Cluster {
    /// Adds `data`'s block if it is equivalent to the leader (`addToCluster`).
    fn try_add(&mut self, m: &Module, data: &BlockSummary) -> bool {
        if self.leader.hash != data.hash {
            return false;
        }
        let (lb, rb) = (self.leader.block, data.block);
        let arg_types =
            |b: BlockId| -> Vec<_> { m.block(b).args.iter().map(|&a| m.value_type(a)).collect() };
        if arg_types(lb) != arg_types(rb) {
            return false;
        }
        let mut mismatched = Vec::new();
        let mut lhs = m.block(lb).first;
        let mut rhs = m.block(rb).first;
        let mut pos = 0u32;
        while let (Some(l), Some(r)) = (lhs, rhs) {
            if !equivalent_ops(m, l, r) {
                return false;
            }
            let (lops, rops) = (&m.op(l).operands, &m.op(r).operands);
            for (i, (&lv, &rv)) in lops.iter().zip(rops).enumerate() {
                if lv == rv {
                    continue;
                }
                if m.value_type(lv) != m.value_type(rv) {
                    return false;
                }
                let l_in = m.value_block(lv) == Some(lb);
                let r_in = m.value_block(rv) == Some(rb);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    // Defined elsewhere: may differ, becomes a new argument.
                    if !valid_successor_arg(m, lb, lv) || !valid_successor_arg(m, rb, rv) {
                        return false;
                    }
                    mismatched.push((pos, i as u32));
                    continue;
                }
                // Defined in the blocks: must be the same position in both.
                let (lo, ro) = (self.leader.order_of(m, lv), data.order_of(m, rv));
                if lo.is_none() || lo != ro {
                    return false;
                }
            }
            // A result used elsewhere would mean one thing or the other after merging.
            let out = |o: OpId, b: BlockId| m.op(o).results.iter().any(|&v| used_outside(m, v, b));
            if out(r, rb) || out(l, lb) {
                return false;
            }
            lhs = m.op(l).next;
            rhs = m.op(r).next;
            pos += 1;
        }
        if lhs.is_some() || rhs.is_some() {
            return false;
        }
        self.operands.extend(mismatched);
        if !self.members.contains(&rb) {
            self.members.push(rb);
        }
        true
    }

    /// Merges the members into the leader (`BlockMergeCluster::merge`); false if there is
    /// nothing to merge or some predecessor cannot forward the new arguments.
    fn merge(&self, m: &mut Module) -> bool {
        if self.members.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        if !self.operands.is_empty() {
            if !preds_are_branches(m, leader)
                || !self.members.iter().all(|&b| preds_are_branches(m, b))
            {
                return false;
            }
            // The values each block (leader first) uses at the merged operand positions.
            let blocks: Vec<BlockId> = std::iter::once(leader)
                .chain(self.members.iter().copied())
                .collect();
            let mut lists: Vec<Vec<ValueId>> =
                vec![Vec::with_capacity(self.operands.len()); blocks.len()];
            for (list, &b) in lists.iter_mut().zip(&blocks) {
                let ops: Vec<OpId> = m.block_ops(b).collect();
                for &(pos, i) in &self.operands {
                    list.push(m.op(ops[pos as usize]).operands[i as usize]);
                }
            }
            // The leader's operands now read new arguments.
            let num_old = m.block(leader).args.len();
            let leader_ops: Vec<OpId> = m.block_ops(leader).collect();
            for &(pos, i) in &self.operands {
                let op = leader_ops[pos as usize];
                let v = m.op(op).operands[i as usize];
                let loc = match m.value(v).def {
                    ValueDef::Result { op: d, .. } => Some(m.op(d).loc.clone()),
                    _ => m.value_loc(v).cloned(),
                };
                let ty = m.value_type(v);
                let arg = m.add_block_arg(leader, ty, loc);
                m.set_operand(op, i as usize, arg);
            }
            // Arguments that would always receive the same value as an earlier one go.
            let redundant = redundant_columns(&lists);
            for (j, k) in redundant.iter().enumerate() {
                if let Some(k) = *k {
                    let old = m.block(leader).args[num_old + j];
                    let new = m.block(leader).args[num_old + k];
                    m.replace_all_uses(old, new);
                }
            }
            for j in (0..redundant.len()).rev() {
                if redundant[j].is_some() {
                    m.erase_block_arg(leader, num_old + j);
                }
            }
            for (list, &b) in lists.iter_mut().zip(&blocks) {
                let mut j = 0;
                list.retain(|_| {
                    j += 1;
                    redundant[j - 1].is_none()
                });
                for e in pred_edges(m, b) {
                    append_successor_operands(m, e.term, e.succ, list);
                }
            }
        }
        for &b in &self.members {
            for e in pred_edges(m, b) {
                m.op_mut(e.term).successors[e.succ] = leader;
            }
            m.erase_block(b);
        }
        true
    }
}

/// For new arguments fed by `lists` (one list of values per block, the leader's first), the
/// earlier argument each one can be folded into (`pruneRedundantArguments`): column `j` folds
/// into `k < j` if the leader passes the same value at `j` as at the *first* column `k` where
/// it passes that value, and every other block does too. (Only that first occurrence is
/// tried, as in MLIR.)
fn redundant_columns(lists: &[Vec<ValueId>]) -> Vec<Option<usize>> {
    let Some(first) = lists.first() else {
        return Vec::new();
    };
    let mut first_at: FxHashMap<ValueId, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_at.entry(v).or_insert(j);
    }
    (0..first.len())
        .map(|j| {
            let k = first_at[&first[j]];
            (k != j && lists[1..].iter().all(|l| l[k] == l[j])).then_some(k)
        })
        .collect()
}

/// Merges identical blocks of one region, once over every group of blocks with the same
/// successors; true if any block was merged.
///
/// MLIR visits the groups in the order of a hash map keyed by successor block pointers, i.e. in
/// no defined order; groups are visited here in order of first appearance. The two can differ
/// only when merging one group changes the blocks of another (new branch operands in a
/// terminator that belongs to the other group), which a later round usually evens out.
fn merge_in_region(m: &mut Module, region: RegionId) -> bool {
    let blocks: Vec<BlockId> = m.region_blocks(region).collect();
    if blocks.len() < 2 {
        return false;
    }
    // Non-entry blocks grouped by successor list, groups in order of first appearance.
    let mut group_of: FxHashMap<Vec<BlockId>, usize> = FxHashMap::default();
    let mut groups: Vec<Vec<BlockId>> = Vec::new();
    for &b in &blocks[1..] {
        let n = groups.len();
        let g = *group_of.entry(block_successors(m, b)).or_insert(n);
        if g == n {
            groups.push(Vec::new());
        }
        groups[g].push(b);
    }
    let mut merged = false;
    for group in groups {
        if group.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            let has_region = m
                .block_ops(b)
                .any(|o| m.op(o).regions.iter().any(|&r| m.region(r).first.is_some()));
            if has_region {
                continue;
            }
            if m.block(b).args.iter().any(|&a| used_outside(m, a, b)) {
                continue;
            }
            let data = BlockSummary::new(m, b);
            if !clusters.iter_mut().any(|c| c.try_add(m, &data)) {
                clusters.push(Cluster {
                    leader: data,
                    members: Vec::new(),
                    operands: BTreeSet::new(),
                });
            }
        }
        for c in &clusters {
            merged |= c.merge(m);
        }
    }
    merged
}

/// `mergeIdenticalBlocks` on `region` and every region nested in it: each region is merged
/// until nothing changes. Regions are independent here (blocks holding non-empty regions are
/// never merged), so the visiting order does not matter. True if any block was merged.
pub fn merge_identical_blocks(m: &mut Module, region: RegionId) -> bool {
    let mut changed = false;
    let mut work = vec![region];
    while let Some(r) = work.pop() {
        while merge_in_region(m, r) {
            changed = true;
        }
        for b in m.region_blocks(r).collect::<Vec<_>>() {
            for o in m.block_ops(b).collect::<Vec<_>>() {
                work.extend(m.op(o).regions.iter().copied());
            }
        }
    }
    changed
}

/// Drops the arguments of `block` that receive the same value on every incoming edge, all
/// of them `BranchOpInterface` terminators (`dropRedundantArguments` on one block). Each
/// argument is replaced as soon as it is found, so a later argument fed by an earlier one
/// (around a loop) can become redundant in the same sweep.
fn drop_block_redundant_args(m: &mut Module, block: BlockId, edges: &[Edge]) -> bool {
    let mut erase = Vec::new();
    for i in 0..m.block(block).args.len() {
        let mut common: Option<ValueId> = None;
        let mut same = true;
        for e in edges {
            if !is_branch(m.op(e.term).kind) {
                same = false;
                break;
            }
            let range = successor_operand_range(m, e.term, e.succ);
            let Some(&v) = m.op(e.term).operands[range].get(i) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        let arg = m.block(block).args[i];
        if let (true, Some(c)) = (same, common) {
            if c != arg {
                m.replace_all_uses(arg, c);
                erase.push(i);
            }
        }
    }
    for &i in erase.iter().rev() {
        m.erase_block_arg(block, i);
        for e in edges {
            erase_successor_operand(m, e.term, e.succ, i);
        }
    }
    !erase.is_empty()
}

/// `dropRedundantArguments` on every block of `region` and of the regions nested in it
/// (parents before children, blocks in order); true if any argument was dropped.
pub fn drop_redundant_arguments(m: &mut Module, region: RegionId) -> bool {
    let mut changed = false;
    let mut work = vec![region];
    while let Some(r) = work.pop() {
        let blocks: Vec<BlockId> = m.region_blocks(r).collect();
        let mut edges: FxHashMap<BlockId, Vec<Edge>> = FxHashMap::default();
        for &p in &blocks {
            if let Some(t) = m.terminator(p) {
                for (succ, &s) in m.op(t).successors.iter().enumerate() {
                    edges.entry(s).or_default().push(Edge { term: t, succ });
                }
            }
        }
        for &b in &blocks {
            if let Some(es) = edges.get(&b) {
                changed |= drop_block_redundant_args(m, b, es);
            }
            for o in m.block_ops(b).collect::<Vec<_>>() {
                work.extend(m.op(o).regions.iter().copied());
            }
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(i: u32) -> ValueId {
        ValueId(i)
    }

    #[test]
    fn redundant_columns_fold_into_first_occurrence() {
        // Leader [x, y, x]; other [a, b, a]: column 2 repeats column 0 everywhere.
        let lists = vec![vec![v(1), v(2), v(1)], vec![v(3), v(4), v(3)]];
        assert_eq!(redundant_columns(&lists), vec![None, None, Some(0)]);
        // Another block disagrees: nothing folds.
        let lists = vec![vec![v(1), v(2), v(1)], vec![v(3), v(4), v(5)]];
        assert_eq!(redundant_columns(&lists), vec![None, None, None]);
    }

    #[test]
    fn redundant_columns_only_try_the_first_occurrence() {
        // [a, a, a] / [c, b, b]: columns 1 and 2 agree with each other but not with column 0,
        // the only one MLIR tries.
        let lists = vec![vec![v(1), v(1), v(1)], vec![v(3), v(2), v(2)]];
        assert_eq!(redundant_columns(&lists), vec![None, None, None]);
        assert!(redundant_columns(&[]).is_empty());
    }

    fn parse(src: &str) -> Module {
        crate::parse::Parser::new(src, "t.mlir", 1)
            .parse_module()
            .expect("parses")
    }

    fn body(m: &Module) -> RegionId {
        m.op(m.top_level_ops()[0]).regions[0]
    }

    #[test]
    fn summary_orders_arguments_then_results() {
        let m = parse(
            "func.func @f(%c: i1) {\n  cf.br ^bb1(%c : i1)\n^bb1(%a: i1):\n  %x:2 = \"test.two\"() : () -> (i32, i32)\n  %y = \"test.one\"(%x#1) : (i32) -> i32\n  return\n}\n",
        );
        let b = m.region_blocks(body(&m)).nth(1).unwrap();
        let s = BlockSummary::new(&m, b);
        let ops: Vec<OpId> = m.block_ops(b).collect();
        assert_eq!(s.order_of(&m, m.block(b).args[0]), Some(0));
        assert_eq!(s.order_of(&m, m.op(ops[0]).results[1]), Some(2));
        assert_eq!(s.order_of(&m, m.op(ops[1]).results[0]), Some(3));
    }

    #[test]
    fn valid_successor_arg_rejects_results_of_a_predecessor_terminator() {
        let m = parse(
            "func.func @f() {\n  %t = \"test.term\"()[^bb1] : () -> i32\n^bb1:\n  return\n}\n",
        );
        let blocks: Vec<BlockId> = m.region_blocks(body(&m)).collect();
        let t = m.terminator(blocks[0]).unwrap();
        let r = m.op(t).results[0];
        assert!(!valid_successor_arg(&m, blocks[1], r));
        assert!(valid_successor_arg(&m, blocks[0], r));
    }
}
