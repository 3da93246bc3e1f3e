//! Block dominance and post-dominance within one region (Cooper–Harvey–Kennedy iterative
//! algorithm), and MLIR's `DominanceInfo` / `PostDominanceInfo` block queries across nested
//! regions.
//!
//! Used by the verifier (SSA dominance) and by the deallocation passes: the ownership pass
//! processes blocks in dominance order; the clone-based pass asks whether an allocation's
//! block dominates an alias's block and places deallocs in the nearest common post-dominator.

use crate::ir::{BlockId, Module, RegionId};
use rustc_hash::FxHashMap;

/// The dominator tree of one region's blocks.
pub struct DomTree {
    /// Reverse post-order index of each reachable block.
    rpo: FxHashMap<BlockId, usize>,
    /// Blocks in reverse post-order.
    order: Vec<BlockId>,
    /// Immediate dominator (by RPO index); the entry's is itself.
    idom: Vec<usize>,
}

impl DomTree {
    /// Computes dominance for the blocks of `r`.
    pub fn compute(m: &Module, r: RegionId) -> DomTree {
        let order = m
            .entry_block(r)
            .map(|e| super::cfg::reverse_postorder(m, e))
            .unwrap_or_default();
        let rpo: FxHashMap<BlockId, usize> =
            order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); order.len()];
        for (i, &b) in order.iter().enumerate() {
            if let Some(t) = m.terminator(b) {
                for s in &m.op(t).successors {
                    if let Some(&j) = rpo.get(s) {
                        preds[j].push(i);
                    }
                }
            }
        }
        const UNDEF: usize = usize::MAX;
        let mut idom = vec![UNDEF; order.len()];
        if !order.is_empty() {
            idom[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..order.len() {
                let mut new = UNDEF;
                for &p in &preds[b] {
                    if idom[p] == UNDEF {
                        continue;
                    }
                    new = if new == UNDEF {
                        p
                    } else {
                        intersect(&idom, p, new)
                    };
                }
                if new != idom[b] {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        DomTree { rpo, order, idom }
    }

    /// True if `b` is reachable from the entry block.
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo.contains_key(&b)
    }

    /// True if `a` dominates `b` (reflexive).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (Some(&ia), Some(&mut_b)) = (self.rpo.get(&a), self.rpo.get(&b)) else {
            return false;
        };
        let mut x = mut_b;
        loop {
            if x == ia {
                return true;
            }
            if x == 0 || x < ia {
                return false;
            }
            x = self.idom[x];
        }
    }

    /// Reachable blocks in reverse post-order (a dominance-respecting order).
    pub fn rpo(&self) -> &[BlockId] {
        &self.order
    }

    /// The immediate dominator of a reachable block (`None` for the entry block and
    /// unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        let &i = self.rpo.get(&b)?;
        (i != 0).then(|| self.order[self.idom[i]])
    }

    /// The nearest block dominating both `a` and `b` (`None` if either is unreachable).
    pub fn nearest_common_dominator(&self, a: BlockId, b: BlockId) -> Option<BlockId> {
        let (&ia, &ib) = (self.rpo.get(&a)?, self.rpo.get(&b)?);
        Some(self.order[intersect(&self.idom, ia, ib)])
    }
}

/// The post-dominator tree of one region's blocks: dominance on the reversed CFG, with a
/// virtual exit joining every block without successors (as LLVM's multi-root post-dominator
/// tree does). Blocks that cannot reach an exit are absent.
pub struct PostDomTree {
    /// Post-order index (in the reversed CFG) of each block; the virtual exit is 0.
    index: FxHashMap<BlockId, usize>,
    /// Immediate post-dominator by index; the virtual exit's is itself.
    ipdom: Vec<usize>,
}

impl PostDomTree {
    /// Computes post-dominance for the blocks of `r`.
    pub fn compute(m: &Module, r: RegionId) -> PostDomTree {
        let blocks: Vec<BlockId> = m.region_blocks(r).collect();
        let succs = |b: BlockId| -> Vec<BlockId> {
            m.terminator(b)
                .map(|t| m.op(t).successors.to_vec())
                .unwrap_or_default()
        };
        // Reversed graph: node 0 is the virtual exit, whose reversed successors are the exits.
        let mut rpreds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        let mut exits = Vec::new();
        for &b in &blocks {
            let s = succs(b);
            if s.is_empty() {
                exits.push(b);
            }
            for t in s {
                rpreds.entry(t).or_default().push(b);
            }
        }
        // Reverse post-order of the reversed graph from the virtual exit.
        let mut order: Vec<Option<BlockId>> = vec![None];
        let mut seen: FxHashMap<BlockId, ()> = FxHashMap::default();
        let mut post: Vec<BlockId> = Vec::new();
        for &e in &exits {
            if seen.insert(e, ()).is_some() {
                continue;
            }
            let mut stack: Vec<(BlockId, usize)> = vec![(e, 0)];
            while let Some(&mut (b, ref mut i)) = stack.last_mut() {
                let next = rpreds.get(&b).and_then(|p| p.get(*i)).copied();
                match next {
                    Some(p) => {
                        *i += 1;
                        if seen.insert(p, ()).is_none() {
                            stack.push((p, 0));
                        }
                    }
                    None => {
                        post.push(b);
                        stack.pop();
                    }
                }
            }
        }
        order.extend(post.iter().rev().map(|&b| Some(b)));
        let index: FxHashMap<BlockId, usize> = order
            .iter()
            .enumerate()
            .filter_map(|(i, b)| b.map(|b| (b, i)))
            .collect();
        // Predecessors in the reversed graph are successors in the CFG (exits: the virtual exit).
        let preds: Vec<Vec<usize>> = order
            .iter()
            .map(|b| match b {
                None => Vec::new(),
                Some(b) => {
                    let s = succs(*b);
                    if s.is_empty() {
                        vec![0]
                    } else {
                        s.iter().filter_map(|t| index.get(t).copied()).collect()
                    }
                }
            })
            .collect();
        const UNDEF: usize = usize::MAX;
        let mut ipdom = vec![UNDEF; order.len()];
        ipdom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..order.len() {
                let mut new = UNDEF;
                for &p in &preds[b] {
                    if ipdom[p] == UNDEF {
                        continue;
                    }
                    new = if new == UNDEF {
                        p
                    } else {
                        intersect(&ipdom, p, new)
                    };
                }
                if new != ipdom[b] {
                    ipdom[b] = new;
                    changed = true;
                }
            }
        }
        PostDomTree { index, ipdom }
    }

    /// The nearest block post-dominating both `a` and `b`, `None` if only the virtual exit
    /// does (or either cannot reach an exit).
    pub fn nearest_common(&self, blocks: &[BlockId], a: BlockId, b: BlockId) -> Option<BlockId> {
        let (&ia, &ib) = (self.index.get(&a)?, self.index.get(&b)?);
        let c = intersect(&self.ipdom, ia, ib);
        if c == 0 {
            return None;
        }
        blocks
            .iter()
            .copied()
            .find(|x| self.index.get(x) == Some(&c))
    }
}

/// MLIR's `DominanceInfo` (`POST = false`) or `PostDominanceInfo` (`POST = true`) for block
/// queries: one tree per region, computed on first use, and blocks in different regions
/// compared through their ancestors in a common region.
#[derive(Default)]
pub struct RegionDominance<const POST: bool> {
    dom: FxHashMap<RegionId, DomTree>,
    post: FxHashMap<RegionId, (PostDomTree, Vec<BlockId>)>,
}

/// Dominance queries across regions.
pub type DominanceInfo = RegionDominance<false>;

/// Post-dominance queries across regions.
pub type PostDominanceInfo = RegionDominance<true>;

/// The block of `b`'s region ancestry (`b` itself or the block holding the op that holds its
/// region, and so on) that lies directly in region `r`.
pub fn ancestor_block_in_region(m: &Module, r: RegionId, mut b: BlockId) -> Option<BlockId> {
    loop {
        if m.block(b).parent == Some(r) {
            return Some(b);
        }
        let op = m.block_parent_op(b)?;
        b = m.op(op).parent?;
    }
}

fn region_depth(m: &Module, mut b: BlockId) -> usize {
    let mut d = 0;
    while let Some(op) = m.block_parent_op(b) {
        match m.op(op).parent {
            Some(p) => {
                b = p;
                d += 1;
            }
            None => break,
        }
    }
    d
}

fn parent_block(m: &Module, b: BlockId) -> Option<BlockId> {
    m.block_parent_op(b).and_then(|o| m.op(o).parent)
}

/// MLIR's `tryGetBlocksInSameRegion`: replaces `a` and `b` by their ancestors in the innermost
/// region holding both; `None` if they share none.
pub fn blocks_in_same_region(m: &Module, a: BlockId, b: BlockId) -> Option<(BlockId, BlockId)> {
    let (mut a, mut b) = (a, b);
    let (mut da, mut db) = (region_depth(m, a), region_depth(m, b));
    while da > db {
        a = parent_block(m, a)?;
        da -= 1;
    }
    while db > da {
        b = parent_block(m, b)?;
        db -= 1;
    }
    while m.block(a).parent != m.block(b).parent {
        a = parent_block(m, a)?;
        b = parent_block(m, b)?;
    }
    Some((a, b))
}

impl<const POST: bool> RegionDominance<POST> {
    /// An empty cache.
    pub fn new() -> Self {
        RegionDominance {
            dom: FxHashMap::default(),
            post: FxHashMap::default(),
        }
    }

    /// The dominator tree of region `r` (computed on first use).
    pub fn tree(&mut self, m: &Module, r: RegionId) -> &DomTree {
        self.dom.entry(r).or_insert_with(|| DomTree::compute(m, r))
    }

    /// `dominates(a, b)` for blocks (reflexive): `a` dominates the ancestor of `b` in `a`'s
    /// region (a block dominates the blocks nested in its ops). Forward dominance only.
    pub fn dominates(&mut self, m: &Module, a: BlockId, b: BlockId) -> bool {
        a == b || self.properly_dominates(m, a, b)
    }

    /// `properlyDominates(a, b)` for blocks. Forward dominance only.
    pub fn properly_dominates(&mut self, m: &Module, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let Some(r) = m.block(a).parent else {
            return false;
        };
        let Some(anc) = ancestor_block_in_region(m, r, b) else {
            return false;
        };
        anc == a || self.tree(m, r).dominates(a, anc)
    }

    /// `findNearestCommonDominator(a, b)` (post-dominance when `POST`).
    pub fn nearest_common(&mut self, m: &Module, a: BlockId, b: BlockId) -> Option<BlockId> {
        if a == b {
            return Some(a);
        }
        let (a, b) = blocks_in_same_region(m, a, b)?;
        if a == b {
            return Some(a);
        }
        let r = m.block(a).parent?;
        if POST {
            let (t, blocks) = self
                .post
                .entry(r)
                .or_insert_with(|| (PostDomTree::compute(m, r), m.region_blocks(r).collect()));
            t.nearest_common(blocks, a, b)
        } else {
            self.tree(m, r).nearest_common_dominator(a, b)
        }
    }
}

fn intersect(idom: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a > b {
            a = idom[a];
        }
        while b > a {
            b = idom[b];
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dominance_across_regions() {
        let src = "func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  scf.if %c {\n    scf.yield\n  }\n  cf.br ^bb2\n^bb2:\n  return\n}\n";
        let m = crate::parse::Parser::new(src, "t.mlir", 1)
            .parse_module()
            .expect("parses");
        let f = crate::transforms::nested_functions(&m)[0];
        let blocks: Vec<BlockId> = m.region_blocks(m.op(f).regions[0]).collect();
        let (bb0, bb1, bb2) = (blocks[0], blocks[1], blocks[2]);
        let iff = m.block_ops(bb1).next().unwrap();
        let then = m.entry_block(m.op(iff).regions[0]).unwrap();
        let mut d = DominanceInfo::new();
        assert!(d.properly_dominates(&m, bb1, then));
        assert!(d.properly_dominates(&m, bb0, then));
        assert!(!d.dominates(&m, then, bb1));
        assert!(!d.dominates(&m, bb1, bb2));
        assert_eq!(d.nearest_common(&m, then, bb2), Some(bb0));
        assert_eq!(d.nearest_common(&m, then, bb1), Some(bb1));
        assert_eq!(d.tree(&m, m.op(f).regions[0]).idom(bb2), Some(bb0));
    }

    use crate::ir::OpId;

    fn func(src: &str) -> (Module, OpId) {
        let m = crate::parse::Parser::new(src, "t.mlir", 1)
            .parse_module()
            .unwrap();
        let f = m.top_level_ops()[0];
        (m, f)
    }

    #[test]
    fn post_dominators_of_a_diamond() {
        // ^bb0 -> ^bb1, ^bb2 -> ^bb3
        let (m, f) = func(
            "func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  cf.br ^bb3\n^bb2:\n  cf.br ^bb3\n^bb3:\n  return\n}\n",
        );
        let r = m.op(f).regions[0];
        let b: Vec<BlockId> = m.region_blocks(r).collect();
        let mut pd = PostDominanceInfo::new();
        assert_eq!(pd.nearest_common(&m, b[1], b[2]), Some(b[3]));
        assert_eq!(pd.nearest_common(&m, b[0], b[1]), Some(b[3]));
        assert_eq!(pd.nearest_common(&m, b[3], b[1]), Some(b[3]));
        let mut d = DominanceInfo::new();
        assert_eq!(d.nearest_common(&m, b[1], b[2]), Some(b[0]));
        assert!(d.dominates(&m, b[0], b[3]));
        assert!(!d.dominates(&m, b[1], b[3]));
    }

    #[test]
    fn two_exits_have_no_common_post_dominator() {
        let (m, f) = func(
            "func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  return\n^bb2:\n  return\n}\n",
        );
        let r = m.op(f).regions[0];
        let b: Vec<BlockId> = m.region_blocks(r).collect();
        let mut pd = PostDominanceInfo::new();
        assert_eq!(pd.nearest_common(&m, b[1], b[2]), None);
        assert_eq!(pd.nearest_common(&m, b[0], b[1]), None);
    }

    #[test]
    fn nested_blocks_compare_through_their_ancestors() {
        // The scf.if's then block lies in ^bb1; ^bb0 dominates it, ^bb2 post-dominates it.
        let (m, f) = func(
            "func.func @f(%c: i1) {\n  cf.br ^bb1\n^bb1:\n  scf.if %c {\n    \"test.a\"() : () -> ()\n  }\n  cf.br ^bb2\n^bb2:\n  return\n}\n",
        );
        let r = m.op(f).regions[0];
        let b: Vec<BlockId> = m.region_blocks(r).collect();
        let if_op = m.block_ops(b[1]).next().unwrap();
        let then = m.entry_block(m.op(if_op).regions[0]).unwrap();
        let mut d = DominanceInfo::new();
        assert!(d.dominates(&m, b[0], then));
        assert!(d.dominates(&m, b[1], then));
        assert!(!d.dominates(&m, then, b[1]));
        let mut pd = PostDominanceInfo::new();
        assert_eq!(pd.nearest_common(&m, then, b[2]), Some(b[2]));
        assert_eq!(pd.nearest_common(&m, then, b[1]), Some(b[1]));
        assert_eq!(blocks_in_same_region(&m, then, b[0]), Some((b[1], b[0])));
    }
}
