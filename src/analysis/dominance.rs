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
