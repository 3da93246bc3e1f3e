//! `scf.if` canonicalization patterns (MLIR 22's `IfOp::getCanonicalizationPatterns`, in its
//! order; `CombineIfs` and `CombineNestedIfs` are not implemented). Unused and forwarded
//! results are handled by the generic [`super::region_branch`] patterns, as in MLIR 22.

use super::fold::int_const;
use super::util::{create_if, inline_block_before, region_terminator, take_regions};
use crate::dialects::OpKind;
use crate::ir::{InsertPoint, OpId, ValueId};
use crate::rewrite::{Pattern, Rewriter};

fn is_ancestor_region(m: &crate::ir::Module, anc: crate::ir::RegionId, op: OpId) -> bool {
    let mut cur = m.parent_region(op);
    while let Some(r) = cur {
        if r == anc {
            return true;
        }
        cur = m.region(r).parent.and_then(|o| m.parent_region(o));
    }
    false
}

/// Uses of the condition inside the branches become constants.
///
/// ```mlir
/// scf.if %c { "use"(%c) } else { "use"(%c) }
/// // becomes
/// scf.if %c { "use"(%true) } else { "use"(%false) }
/// ```
pub struct ConditionPropagation;
impl Pattern for ConditionPropagation {
    fn name(&self) -> &'static str {
        "ConditionPropagation"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::If)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let c = rw.m.op(op).operands[0];
        if super::fold::is_const(rw.m, c) {
            return false;
        }
        let (r0, r1) = (rw.m.op(op).regions[0], rw.m.op(op).regions[1]);
        let loc = rw.m.op(op).loc.clone();
        let (mut t, mut f): (Option<ValueId>, Option<ValueId>) = (None, None);
        let mut changed = false;
        let uses: Vec<_> = rw.m.value(c).uses.iter().rev().copied().collect();
        for u in uses {
            let then = is_ancestor_region(rw.m, r0, u.op);
            let els = !then && is_ancestor_region(rw.m, r1, u.op);
            if !then && !els {
                continue;
            }
            changed = true;
            let v = if then {
                *t.get_or_insert_with(|| rw.bool_constant(true, &loc))
            } else {
                *f.get_or_insert_with(|| rw.bool_constant(false, &loc))
            };
            rw.m.set_operand(u.op, u.operand as usize, v);
            rw.notify_modified(u.op);
        }
        changed
    }
}

/// Results whose yielded values are defined outside the `scf.if` become `arith.select`s.
///
/// ```mlir
/// %r:2 = scf.if %c -> (memref<2xf32>, i1) { ...; scf.yield %a, %true }
///        else { scf.yield %b, %false }
/// // becomes
/// %r = scf.if %c -> (memref<2xf32>) { ...; scf.yield %a } else { scf.yield %b }
/// %s = arith.select %c, %true, %false : i1
/// ```
pub struct ConvertTrivialIfToSelect;
impl Pattern for ConvertTrivialIfToSelect {
    fn name(&self) -> &'static str {
        "ConvertTrivialIfToSelect"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::If)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let n = rw.m.op(op).results.len();
        if n == 0 {
            return false;
        }
        let (Some(ty), Some(ey)) = (region_terminator(rw, op, 0), region_terminator(rw, op, 1))
        else {
            return false;
        };
        let (r0, r1) = (rw.m.op(op).regions[0], rw.m.op(op).regions[1]);
        let tv = rw.m.op(ty).operands.clone();
        let ev = rw.m.op(ey).operands.clone();
        let in_region = |m: &crate::ir::Module, v: ValueId, r| {
            m.value_block(v).and_then(|b| m.block(b).parent) == Some(r)
        };
        let mut non_hoistable = Vec::new();
        for (&a, &b) in tv.iter().zip(&ev) {
            if in_region(rw.m, a, r0) || in_region(rw.m, b, r1) {
                non_hoistable.push(rw.m.value_type(a));
            }
        }
        if non_hoistable.len() == n {
            return false;
        }
        let c = rw.m.op(op).operands[0];
        let loc = rw.m.op(op).loc.clone();
        let repl_op = create_if(rw, c, non_hoistable, &loc);
        take_regions(rw, op, repl_op);
        rw.ip = InsertPoint::Before(repl_op);
        let mut results = Vec::with_capacity(n);
        let (mut ty_ops, mut ey_ops) = (Vec::new(), Vec::new());
        for (&a, &b) in tv.iter().zip(&ev) {
            if in_region(rw.m, a, r0) || in_region(rw.m, b, r1) {
                results.push(rw.m.op(repl_op).results[ty_ops.len()]);
                ty_ops.push(a);
                ey_ops.push(b);
            } else if a == b {
                results.push(a);
            } else {
                let t = rw.m.value_type(a);
                results.push(rw.create1(OpKind::Select, vec![c, a, b], t, vec![], &loc));
            }
        }
        for (y, vals) in [(ty, ty_ops), (ey, ey_ops)] {
            let yloc = rw.m.op(y).loc.clone();
            rw.ip = InsertPoint::Before(y);
            let ny = rw.create(OpKind::Yield, vals, vec![], vec![], vec![], &yloc);
            let _ = ny;
            rw.erase_op(y);
        }
        rw.replace_op(op, &results);
        true
    }
}

/// Drops an empty `else` of a result-less `scf.if`.
pub struct RemoveEmptyElseBranch;
impl Pattern for RemoveEmptyElseBranch {
    fn name(&self) -> &'static str {
        "RemoveEmptyElseBranch"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::If)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if !rw.m.op(op).results.is_empty() {
            return false;
        }
        let r1 = rw.m.op(op).regions[1];
        let Some(eb) = rw.m.entry_block(r1) else {
            return false;
        };
        if rw.m.block(eb).first != rw.m.block(eb).last {
            return false;
        }
        let c = rw.m.op(op).operands[0];
        let loc = rw.m.op(op).loc.clone();
        let new = create_if(rw, c, vec![], &loc);
        let r0 = rw.m.op(op).regions[0];
        let nr0 = rw.m.op(new).regions[0];
        rw.m.op_mut(op).regions[0] = nr0;
        rw.m.regions[nr0.index()].parent = Some(op);
        rw.m.op_mut(new).regions[0] = r0;
        rw.m.regions[r0.index()].parent = Some(new);
        rw.erase_op(op);
        true
    }
}

/// A constant condition inlines the taken branch.
pub struct RemoveStaticCondition;
impl Pattern for RemoveStaticCondition {
    fn name(&self) -> &'static str {
        "RemoveStaticCondition"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::If)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(c) = int_const(rw.m, rw.m.op(op).operands[0]) else {
            return false;
        };
        let r = rw.m.op(op).regions[if c != 0 { 0 } else { 1 }];
        let Some(b) = rw.m.entry_block(r) else {
            rw.erase_op(op);
            return true;
        };
        let Some(term) = rw.m.terminator(b) else {
            return false;
        };
        let results = rw.m.op(term).operands.clone();
        inline_block_before(rw, b, op, &[]);
        rw.replace_op(op, &results);
        rw.erase_op(term);
        true
    }
}

/// Results yielding the same value on both sides, or `true`/`false` constants, are replaced by
/// that value or by the condition (or its negation).
pub struct ReplaceIfYieldWithConditionOrValue;
impl Pattern for ReplaceIfYieldWithConditionOrValue {
    fn name(&self) -> &'static str {
        "ReplaceIfYieldWithConditionOrValue"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::If)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let results = rw.m.op(op).results.clone();
        if results.is_empty() {
            return false;
        }
        let (Some(ty), Some(ey)) = (region_terminator(rw, op, 0), region_terminator(rw, op, 1))
        else {
            return false;
        };
        rw.ip = InsertPoint::Before(op);
        let tv = rw.m.op(ty).operands.clone();
        let ev = rw.m.op(ey).operands.clone();
        let c = rw.m.op(op).operands[0];
        let loc = rw.m.op(op).loc.clone();
        let mut changed = false;
        for ((&a, &b), &r) in tv.iter().zip(&ev).zip(&results) {
            if a == b {
                if rw.m.has_uses(r) {
                    rw.replace_all_uses_with(r, a);
                    changed = true;
                }
                continue;
            }
            let (Some(x), Some(y)) = (bool_const(rw, a), bool_const(rw, b)) else {
                continue;
            };
            if !x && y && rw.m.has_uses(r) {
                let t = rw.bool_constant(true, &loc);
                let i1 = rw.m.value_type(c);
                let not = rw.create1(OpKind::XOrI, vec![c, t], i1, vec![], &loc);
                rw.replace_all_uses_with(r, not);
                changed = true;
            }
            if x && !y && rw.m.has_uses(r) {
                rw.replace_all_uses_with(r, c);
                changed = true;
            }
        }
        changed
    }
}

fn bool_const(rw: &Rewriter<'_>, v: ValueId) -> Option<bool> {
    let t = rw.m.value_type(v);
    if super::fold::int_width(rw.m, t) != Some(1) {
        return None;
    }
    int_const(rw.m, v).map(|c| c != 0)
}
