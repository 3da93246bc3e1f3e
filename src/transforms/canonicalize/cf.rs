//! `cf` canonicalization patterns: branches to blocks that only branch on are forwarded,
//! a `cf.br` to a single-predecessor block merges the blocks, constant conditions pick a side,
//! and the condition's truth is propagated into single-predecessor successors.

use super::fold::int_const;
use super::util::merge_blocks;
use crate::dialects::cf::successor_operand_range;
use crate::dialects::OpKind;
use crate::ir::{Attribute, BlockId, Module, NamedAttr, OpId, ValueId};
use crate::rewrite::{Pattern, Rewriter};
use crate::transforms::ownership::build::segments;

/// Number of CFG edges into `b`.
fn num_pred_edges(m: &Module, b: BlockId) -> usize {
    let Some(r) = m.block(b).parent else { return 0 };
    let mut n = 0;
    for p in m.region_blocks(r) {
        if let Some(t) = m.terminator(p) {
            n += m.op(t).successors.iter().filter(|&&s| s == b).count();
        }
    }
    n
}

/// `Block::getSinglePredecessor`: the source of the only CFG edge into `b` (none if several
/// edges, even from one block).
pub fn single_predecessor(m: &Module, b: BlockId) -> Option<BlockId> {
    let r = m.block(b).parent?;
    let mut found = None;
    for p in m.region_blocks(r) {
        if let Some(t) = m.terminator(p) {
            for &s in m.op(t).successors.iter() {
                if s == b {
                    if found.is_some() {
                        return None;
                    }
                    found = Some(p);
                }
            }
        }
    }
    found
}

/// Removes operand `arg` forwarded to successor `succ` of a branch op.
pub fn erase_successor_operand(m: &mut Module, op: OpId, succ: usize, arg: usize) {
    let r = successor_operand_range(m, op, succ);
    let idx = r.start + arg;
    let mut ops = m.op(op).operands.clone();
    ops.remove(idx);
    m.set_operands(op, ops);
    update_successor_segment(m, op, succ, -1);
}

/// Appends `values` to the operands a branch op forwards to successor `succ`
/// (`SuccessorOperands::append`).
pub fn append_successor_operands(m: &mut Module, op: OpId, succ: usize, values: &[ValueId]) {
    if values.is_empty() {
        return;
    }
    let end = successor_operand_range(m, op, succ).end;
    let mut ops = m.op(op).operands.clone();
    ops.splice(end..end, values.iter().copied());
    m.set_operands(op, ops);
    update_successor_segment(m, op, succ, values.len() as i64);
}

/// Adds `delta` to the segment sizes that count the operands of successor `succ` (for a
/// `cf.switch` case, both its own size and the total of all cases).
fn update_successor_segment(m: &mut Module, op: OpId, succ: usize, delta: i64) {
    match m.op(op).kind {
        OpKind::CondBr => update_seg(m, op, "operandSegmentSizes", succ + 1, delta),
        OpKind::Switch if succ == 0 => update_seg(m, op, "operandSegmentSizes", 1, delta),
        OpKind::Switch => {
            update_seg(m, op, "operandSegmentSizes", 2, delta);
            update_seg(m, op, "case_operand_segments", succ - 1, delta);
        }
        _ => {}
    }
}

fn update_seg(m: &mut Module, op: OpId, name: &str, i: usize, delta: i64) {
    if let Some(a) = m.op_mut(op).props.iter_mut().find(|a| a.name == name) {
        if let Attribute::DenseArray { values, .. } = &mut a.value {
            if let Some(v) = values.get_mut(i) {
                *v += delta;
            }
        }
    }
}

/// `collapseBranch`: if `succ` only branches on, the final destination and operands.
pub fn collapse(
    m: &Module,
    succ: BlockId,
    operands: &[ValueId],
) -> Option<(BlockId, Vec<ValueId>)> {
    let first = m.block(succ).first?;
    if m.block(succ).last != Some(first) || m.op(first).kind != OpKind::Br {
        return None;
    }
    let args = &m.block(succ).args;
    for &a in args {
        if m.value(a).uses.iter().any(|u| u.op != first) {
            return None;
        }
    }
    let dest = *m.op(first).successors.first()?;
    if dest == succ {
        return None;
    }
    let br_ops = m.op(first).operands.clone();
    if args.is_empty() {
        return Some((dest, br_ops));
    }
    let mapped = br_ops
        .iter()
        .map(|&v| match args.iter().position(|&a| a == v) {
            Some(i) => operands.get(i).copied().unwrap_or(v),
            None => v,
        })
        .collect();
    Some((dest, mapped))
}

/// Creates `cf.br dest(ops)` at the rewriter's insertion point.
pub fn create_br(
    rw: &mut Rewriter<'_>,
    dest: BlockId,
    ops: Vec<ValueId>,
    loc: &crate::ir::Location,
) -> OpId {
    let op = rw.create(OpKind::Br, ops, vec![], vec![], vec![], loc);
    rw.m.op_mut(op).successors = [dest].into_iter().collect();
    op
}

/// `cf.br` canonicalization: merge into a single-predecessor successor, or skip a successor
/// that only branches on.
///
/// ```mlir
/// ^bb0: cf.br ^bb1(%x : i32)       ^bb0: "use"(%x)
/// ^bb1(%a: i32): "use"(%a)    =>
/// ```
pub struct SimplifyBr;
impl Pattern for SimplifyBr {
    fn name(&self) -> &'static str {
        "BranchOp::canonicalize"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::Br)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(&dest) = rw.m.op(op).successors.first() else {
            return false;
        };
        let parent = rw.m.op(op).parent;
        if Some(dest) != parent && num_pred_edges(rw.m, dest) == 1 {
            let ops = rw.m.op(op).operands.clone();
            rw.erase_op(op);
            if let Some(p) = parent {
                merge_blocks(rw, dest, p, &ops);
            }
            return true;
        }
        if Some(dest) == parent {
            return false;
        }
        let ops = rw.m.op(op).operands.clone();
        let Some((nd, nops)) = collapse(rw.m, dest, &ops) else {
            return false;
        };
        let loc = rw.m.op(op).loc.clone();
        create_br(rw, nd, nops, &loc);
        rw.erase_op(op);
        true
    }
}

fn create_cond_br(
    rw: &mut Rewriter<'_>,
    old: OpId,
    c: ValueId,
    (t, tops): (BlockId, Vec<ValueId>),
    (f, fops): (BlockId, Vec<ValueId>),
) -> OpId {
    let loc = rw.m.op(old).loc.clone();
    let seg = segments(rw.m, &[1, tops.len(), fops.len()]);
    let mut props = vec![NamedAttr::new("operandSegmentSizes", seg)];
    if let Some(w) = rw.m.attr(old, "branch_weights").cloned() {
        props.push(NamedAttr::new("branch_weights", w));
    }
    let mut operands = vec![c];
    operands.extend(tops);
    operands.extend(fops);
    let op = rw.create(OpKind::CondBr, operands, vec![], props, vec![], &loc);
    rw.m.op_mut(op).successors = [t, f].into_iter().collect();
    op
}

/// A successor and the operands forwarded to it.
type Edge = (BlockId, Vec<ValueId>);

fn cond_br_parts(m: &Module, op: OpId) -> (ValueId, Edge, Edge) {
    let d = m.op(op);
    let t = d.successors[0];
    let f = d.successors[1];
    let tops = d.operands[successor_operand_range(m, op, 0)].to_vec();
    let fops = d.operands[successor_operand_range(m, op, 1)].to_vec();
    (d.operands[0], (t, tops), (f, fops))
}

/// A constant condition becomes a `cf.br`.
pub struct SimplifyConstCondBranchPred;
impl Pattern for SimplifyConstCondBranchPred {
    fn name(&self) -> &'static str {
        "SimplifyConstCondBranchPred"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::CondBr)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (c, t, f) = cond_br_parts(rw.m, op);
        let Some(v) = int_const(rw.m, c) else {
            return false;
        };
        let (d, ops) = if v != 0 { t } else { f };
        let loc = rw.m.op(op).loc.clone();
        create_br(rw, d, ops, &loc);
        rw.erase_op(op);
        true
    }
}

/// Successors that only branch on are skipped.
pub struct SimplifyPassThroughCondBranch;
impl Pattern for SimplifyPassThroughCondBranch {
    fn name(&self) -> &'static str {
        "SimplifyPassThroughCondBranch"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::CondBr)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (c, t, f) = cond_br_parts(rw.m, op);
        let ct = collapse(rw.m, t.0, &t.1);
        let cf = collapse(rw.m, f.0, &f.1);
        if ct.is_none() && cf.is_none() {
            return false;
        }
        let nt = ct.unwrap_or(t);
        let nf = cf.unwrap_or(f);
        create_cond_br(rw, op, c, nt, nf);
        rw.erase_op(op);
        true
    }
}

/// Both successors the same block with the same operands: a `cf.br`.
pub struct SimplifyCondBranchIdenticalSuccessors;
impl Pattern for SimplifyCondBranchIdenticalSuccessors {
    fn name(&self) -> &'static str {
        "SimplifyCondBranchIdenticalSuccessors"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::CondBr)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (c, t, f) = cond_br_parts(rw.m, op);
        if t.0 != f.0 {
            return false;
        }
        let loc = rw.m.op(op).loc.clone();
        if t.1 == f.1 {
            create_br(rw, t.0, t.1, &loc);
            rw.erase_op(op);
            return true;
        }
        // Only predecessor edges from this block: merge differing operands with selects.
        let this = rw.m.op(op).parent;
        let Some(r) = rw.m.block(t.0).parent else {
            return false;
        };
        let unique = rw.m.region_blocks(r).all(|p| {
            Some(p) == this
                || rw
                    .m
                    .terminator(p)
                    .is_none_or(|term| !rw.m.op(term).successors.contains(&t.0))
        });
        if !unique {
            return false;
        }
        let mut merged = Vec::with_capacity(t.1.len());
        for (&a, &b) in t.1.iter().zip(&f.1) {
            if a == b {
                merged.push(a);
            } else {
                let ty = rw.m.value_type(a);
                merged.push(rw.create1(OpKind::Select, vec![c, a, b], ty, vec![], &loc));
            }
        }
        create_br(rw, t.0, merged, &loc);
        rw.erase_op(op);
        true
    }
}

/// A `cf.cond_br` whose block is reached only from a `cf.cond_br` on the same condition knows
/// which way it goes.
///
/// ```mlir
///   cf.cond_br %c, ^bb1, ^bb2
/// ^bb1:  // single predecessor
///   cf.cond_br %c, ^bb3, ^bb4      // becomes cf.br ^bb3
/// ```
pub struct SimplifyCondBranchFromCondBranchOnSameCondition;
impl Pattern for SimplifyCondBranchFromCondBranchOnSameCondition {
    fn name(&self) -> &'static str {
        "SimplifyCondBranchFromCondBranchOnSameCondition"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::CondBr)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(block) = rw.m.op(op).parent else {
            return false;
        };
        let Some(pred) = single_predecessor(rw.m, block) else {
            return false;
        };
        let Some(pt) = rw.m.terminator(pred) else {
            return false;
        };
        let (c, t, f) = cond_br_parts(rw.m, op);
        if rw.m.op(pt).kind != OpKind::CondBr || rw.m.op(pt).operands[0] != c {
            return false;
        }
        let (d, ops) = if rw.m.op(pt).successors[0] == block {
            t
        } else {
            f
        };
        let loc = rw.m.op(op).loc.clone();
        create_br(rw, d, ops, &loc);
        rw.erase_op(op);
        true
    }
}

/// Uses of the condition in a successor reached only through this branch become constants.
pub struct CondBranchTruthPropagation;
impl Pattern for CondBranchTruthPropagation {
    fn name(&self) -> &'static str {
        "CondBranchTruthPropagation"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::CondBr)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (c, t, f) = cond_br_parts(rw.m, op);
        let loc = rw.m.op(op).loc.clone();
        let mut changed = false;
        for (dest, value) in [(t.0, true), (f.0, false)] {
            if num_pred_edges(rw.m, dest) != 1 {
                continue;
            }
            let mut k: Option<ValueId> = None;
            let uses: Vec<_> = rw.m.value(c).uses.iter().rev().copied().collect();
            for u in uses {
                if rw.m.op(u.op).parent != Some(dest) {
                    continue;
                }
                changed = true;
                let v = *k.get_or_insert_with(|| rw.bool_constant(value, &loc));
                rw.m.set_operand(u.op, u.operand as usize, v);
                rw.notify_modified(u.op);
            }
        }
        changed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialects::dense_array;

    #[test]
    fn successor_operand_edits_keep_switch_segments() {
        let mut m = crate::parse::Parser::new(
            "func.func @f(%f: i32, %x: i32, %y: i32) {\n  cf.switch %f : i32, [\n    default: ^bb1(%x : i32),\n    0: ^bb1(%y : i32),\n    1: ^bb2\n  ]\n^bb1(%a: i32):\n  return\n^bb2:\n  return\n}\n",
            "t.mlir",
            1,
        )
        .parse_module()
        .expect("parses");
        let f = m.top_level_ops()[0];
        let entry = m.entry_block(m.op(f).regions[0]).unwrap();
        let sw = m.terminator(entry).unwrap();
        let args = m.block(entry).args.clone();
        append_successor_operands(&mut m, sw, 2, &[args[1], args[2]]);
        append_successor_operands(&mut m, sw, 0, &[args[2]]);
        assert_eq!(successor_operand_range(&m, sw, 0), 1..3);
        assert_eq!(successor_operand_range(&m, sw, 2), 4..6);
        assert_eq!(dense_array(&m, sw, "operandSegmentSizes"), vec![1, 2, 3]);
        assert_eq!(dense_array(&m, sw, "case_operand_segments"), vec![1, 2]);
        erase_successor_operand(&mut m, sw, 1, 0);
        assert_eq!(dense_array(&m, sw, "operandSegmentSizes"), vec![1, 2, 2]);
        assert_eq!(dense_array(&m, sw, "case_operand_segments"), vec![0, 2]);
        assert_eq!(
            m.op(sw).operands,
            vec![args[0], args[1], args[2], args[1], args[2]]
        );
    }
}
