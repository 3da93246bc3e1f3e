//! Control-flow graph helpers: the dominance-respecting depth-first block order MLIR's
//! `ForwardDominanceIterator` walks, back-edge (explicit loop) detection, which the clone-based
//! deallocation pass uses to reject unstructured loops, and irreducible-loop detection, which
//! the ownership-based pass uses to reject the unstructured loops it cannot handle.

use crate::ir::{BlockId, Module, OpId, RegionId};
use rustc_hash::{FxHashMap, FxHashSet};

fn branch_successors(m: &Module, b: BlockId) -> Vec<BlockId> {
    match m.terminator(b) {
        Some(t)
            if m.op(t)
                .kind
                .info()
                .traits
                .contains(crate::dialects::registry::Traits::BRANCH) =>
        {
            m.op(t).successors.to_vec()
        }
        _ => Vec::new(),
    }
}

/// Depth-first walk over successor edges (in operand order) from `start`, skipping blocks
/// already in `seen`: `pre` runs when a block is first reached, `post` once all its successors
/// are done. The one traversal behind every block order in the crate (pre-order for the
/// deallocation pass, post-order for region simplification, reverse post-order for dominance
/// and code generation).
pub fn dfs(
    m: &Module,
    start: BlockId,
    seen: &mut FxHashSet<BlockId>,
    pre: &mut dyn FnMut(BlockId),
    post: &mut dyn FnMut(BlockId),
) {
    if !seen.insert(start) {
        return;
    }
    pre(start);
    let mut stack: Vec<(BlockId, usize)> = vec![(start, 0)];
    while let Some(&mut (b, ref mut i)) = stack.last_mut() {
        let next = m
            .terminator(b)
            .and_then(|t| m.op(t).successors.get(*i).copied());
        match next {
            Some(s) => {
                *i += 1;
                if seen.insert(s) {
                    pre(s);
                    stack.push((s, 0));
                }
            }
            None => {
                post(b);
                stack.pop();
            }
        }
    }
}

/// The blocks reachable from `entry` in reverse post-order (every block after its dominators).
pub fn reverse_postorder(m: &Module, entry: BlockId) -> Vec<BlockId> {
    let mut post = Vec::new();
    dfs(m, entry, &mut FxHashSet::default(), &mut |_| {}, &mut |b| {
        post.push(b)
    });
    post.reverse();
    post
}

/// The blocks of `r` reachable from its entry, in depth-first pre-order (successors in operand
/// order). Every block comes after all blocks that dominate it.
pub fn dfs_preorder(m: &Module, r: RegionId) -> Vec<BlockId> {
    let mut out = Vec::new();
    if let Some(entry) = m.entry_block(r) {
        dfs(
            m,
            entry,
            &mut FxHashSet::default(),
            &mut |b| out.push(b),
            &mut |_| {},
        );
    }
    out
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Color {
    OnStack,
    Done,
}

/// True if any region nested in `op` has a cycle of branch edges reachable from its entry
/// (MLIR's `Backedges` analysis finds at least one back edge).
pub fn has_backedge(m: &Module, op: OpId) -> bool {
    let mut color: FxHashMap<BlockId, Color> = FxHashMap::default();
    for &r in &m.op(op).regions {
        if let Some(e) = m.entry_block(r) {
            if visit(m, e, &mut color) {
                return true;
            }
        }
    }
    false
}

fn visit(m: &Module, entry: BlockId, color: &mut FxHashMap<BlockId, Color>) -> bool {
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    color.insert(entry, Color::OnStack);
    if nested_has_backedge(m, entry, color) {
        return true;
    }
    while let Some(&mut (b, ref mut i)) = stack.last_mut() {
        let succs = branch_successors(m, b);
        if *i < succs.len() {
            let s = succs[*i];
            *i += 1;
            match color.get(&s) {
                Some(Color::OnStack) => return true,
                Some(Color::Done) => {}
                None => {
                    color.insert(s, Color::OnStack);
                    if nested_has_backedge(m, s, color) {
                        return true;
                    }
                    stack.push((s, 0));
                }
            }
        } else {
            color.insert(b, Color::Done);
            stack.pop();
        }
    }
    false
}

/// The first branch (in walk order) of a region nested in `op` that enters a loop anywhere but
/// its header: an edge `b -> s` that goes back in reverse post-order although `s` does not
/// dominate `b`. Such control flow is irreducible; every other cycle is a natural loop whose
/// header dominates the whole body, which the ownership-based deallocation relies on (values
/// live around a back edge without being block arguments are defined before the loop).
pub fn irreducible_branch(m: &Module, op: OpId) -> Option<OpId> {
    let mut regions: Vec<RegionId> = m.op(op).regions.to_vec();
    m.walk_nested(op, &mut |o| regions.extend(m.op(o).regions.iter().copied()));
    for r in regions {
        let dom = super::dominance::DomTree::compute(m, r);
        let index: FxHashMap<BlockId, usize> =
            dom.rpo().iter().enumerate().map(|(i, &b)| (b, i)).collect();
        for (i, &b) in dom.rpo().iter().enumerate() {
            let Some(t) = m.terminator(b) else { continue };
            for s in branch_successors(m, b) {
                if index.get(&s).is_some_and(|&j| j <= i) && !dom.dominates(s, b) {
                    return Some(t);
                }
            }
        }
    }
    None
}

fn nested_has_backedge(m: &Module, b: BlockId, color: &mut FxHashMap<BlockId, Color>) -> bool {
    let ops: Vec<OpId> = m.block_ops(b).collect();
    for o in ops {
        for &r in &m.op(o).regions {
            if let Some(e) = m.entry_block(r) {
                if !color.contains_key(&e) && visit(m, e, color) {
                    return true;
                }
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn func(src: &str) -> (Module, OpId) {
        let m = crate::parse::Parser::new(src, "t.mlir", 1)
            .parse_module()
            .unwrap();
        let f = m.top_level_ops()[0];
        (m, f)
    }

    #[test]
    fn diamond_has_no_backedge_and_preorder_follows_operands() {
        let (m, f) = func(
            "func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb2, ^bb1\n^bb1:\n  cf.br ^bb3\n^bb2:\n  cf.br ^bb3\n^bb3:\n  return\n}\n",
        );
        assert!(!has_backedge(&m, f));
        let r = m.op(f).regions[0];
        let blocks: Vec<BlockId> = m.region_blocks(r).collect();
        assert_eq!(
            dfs_preorder(&m, r),
            vec![blocks[0], blocks[2], blocks[3], blocks[1]]
        );
    }

    #[test]
    fn loop_is_a_backedge() {
        let (m, f) = func(
            "func.func @f(%c: i1) {\n  cf.br ^bb1\n^bb1:\n  cf.cond_br %c, ^bb1, ^bb2\n^bb2:\n  return\n}\n",
        );
        assert!(has_backedge(&m, f));
    }

    #[test]
    fn loop_inside_nested_region_is_found() {
        let (m, f) = func(
            "func.func @f(%c: i1) {\n  scf.execute_region {\n    cf.br ^bb1\n  ^bb1:\n    cf.br ^bb1\n  }\n  return\n}\n",
        );
        assert!(has_backedge(&m, f));
    }

    #[test]
    fn natural_loops_are_reducible_two_entry_cycles_are_not() {
        let (m, f) = func(
            "func.func @f(%c: i1) {\n  cf.br ^bb1\n^bb1:\n  cf.cond_br %c, ^bb2, ^bb3\n^bb2:\n  cf.br ^bb1\n^bb3:\n  return\n}\n",
        );
        assert!(has_backedge(&m, f));
        assert_eq!(irreducible_branch(&m, f), None);
        let (m, f) = func(
            "func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  cf.br ^bb2\n^bb2:\n  cf.cond_br %c, ^bb1, ^bb3\n^bb3:\n  return\n}\n",
        );
        let br = irreducible_branch(&m, f).expect("irreducible");
        assert_eq!(m.op(br).kind, crate::dialects::OpKind::CondBr);
        // A two-entry cycle nested in a region is found too.
        let (m, f) = func(
            "func.func @f(%c: i1) {\n  scf.execute_region {\n    cf.cond_br %c, ^bb1, ^bb2\n  ^bb1:\n    cf.br ^bb2\n  ^bb2:\n    cf.br ^bb1\n  }\n  return\n}\n",
        );
        assert!(irreducible_branch(&m, f).is_some());
    }
}
