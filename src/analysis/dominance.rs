//! Block dominance within one region (Cooper–Harvey–Kennedy iterative algorithm).
//!
//! Used by the verifier (SSA dominance) and by the deallocation passes, which process blocks
//! in dominance order.

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

/// Dominance between blocks of any regions nested in one operation (MLIR's `DominanceInfo`
/// for blocks): a block dominates the blocks nested in the ops it contains, and blocks of
/// different regions are compared through their ancestors in a common region. Trees are built
/// per region on first use.
#[derive(Default)]
pub struct DominanceInfo {
    trees: FxHashMap<RegionId, DomTree>,
}

impl DominanceInfo {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// The dominator tree of region `r`.
    pub fn tree(&mut self, m: &Module, r: RegionId) -> &DomTree {
        self.trees
            .entry(r)
            .or_insert_with(|| DomTree::compute(m, r))
    }

    /// The ancestor of `b` (or `b`) that lies in region `r`.
    fn ancestor_in(m: &Module, mut b: BlockId, r: RegionId) -> Option<BlockId> {
        loop {
            if m.block(b).parent == Some(r) {
                return Some(b);
            }
            b = m.op(m.block_parent_op(b)?).parent?;
        }
    }

    /// `dominates(a, b)` for blocks (reflexive; `b` nested under `a` counts as dominated).
    pub fn dominates(&mut self, m: &Module, a: BlockId, b: BlockId) -> bool {
        a == b || self.properly_dominates(m, a, b)
    }

    /// `properlyDominates(a, b)` for blocks.
    pub fn properly_dominates(&mut self, m: &Module, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let Some(r) = m.block(a).parent else {
            return false;
        };
        let Some(anc) = Self::ancestor_in(m, b, r) else {
            return false;
        };
        if anc == a {
            return true;
        }
        // A single-block region needs no tree.
        self.tree(m, r).dominates(a, anc)
    }

    /// The depth of a block's region (number of enclosing ops).
    fn depth(m: &Module, b: BlockId) -> usize {
        let mut d = 0;
        let mut cur = m.block_parent_op(b);
        while let Some(op) = cur {
            d += 1;
            cur = m.parent_op(op);
        }
        d
    }

    /// `findNearestCommonDominator(a, b)`: the blocks are first lifted to a common region.
    pub fn nearest_common_dominator(
        &mut self,
        m: &Module,
        a: BlockId,
        b: BlockId,
    ) -> Option<BlockId> {
        if a == b {
            return Some(a);
        }
        let (mut a, mut b) = (a, b);
        let (mut da, mut db) = (Self::depth(m, a), Self::depth(m, b));
        let lift = |m: &Module, x: BlockId| m.op(m.block_parent_op(x)?).parent;
        while da > db {
            a = lift(m, a)?;
            da -= 1;
        }
        while db > da {
            b = lift(m, b)?;
            db -= 1;
        }
        while m.block(a).parent != m.block(b).parent {
            a = lift(m, a)?;
            b = lift(m, b)?;
        }
        if a == b {
            return Some(a);
        }
        let r = m.block(a).parent?;
        self.tree(m, r).nearest_common_dominator(a, b)
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
        assert_eq!(d.nearest_common_dominator(&m, then, bb2), Some(bb0));
        assert_eq!(d.nearest_common_dominator(&m, then, bb1), Some(bb1));
        assert_eq!(d.tree(&m, m.op(f).regions[0]).idom(bb2), Some(bb0));
    }
}
