//! `scf.if` canonicalization patterns (MLIR 22's `IfOp::getCanonicalizationPatterns`, in its
//! order). Unused and forwarded
//! results are handled by the generic [`super::region_branch`] patterns, as in MLIR 22.

use super::fold::int_const;
use super::util::{create_if, inline_block_before, merge_blocks, region_terminator, take_regions};
use crate::dialects::OpKind;
use crate::ir::{BlockId, InsertPoint, OpId, RegionId, ValueId};
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

/// Moves every block of region `from` to the end of region `to` (`inlineRegionBefore`).
fn move_region_blocks(m: &mut crate::ir::Module, from: RegionId, to: RegionId) {
    let blocks: Vec<_> = m.region_blocks(from).collect();
    for b in blocks {
        m.unlink_block(b);
        m.append_block(to, b);
    }
}

/// The then/else yields of `a` are merged with those of `b`'s block: `b`'s ops move to the end
/// of `a`, and one yield of both operand lists (at `b`'s yield location) replaces the two.
fn merge_yielding_blocks(rw: &mut Rewriter<'_>, b: BlockId, a: BlockId) {
    let (Some(y1), Some(y2)) = (rw.m.terminator(a), rw.m.terminator(b)) else {
        return;
    };
    merge_blocks(rw, b, a, &[]);
    let mut vals = rw.m.op(y1).operands.to_vec();
    vals.extend(rw.m.op(y2).operands.iter().copied());
    let loc = rw.m.op(y2).loc.clone();
    rw.ip = InsertPoint::BlockEnd(a);
    rw.create(OpKind::Yield, vals, vec![], vec![], vec![], &loc);
    rw.erase_op(y1);
    rw.erase_op(y2);
}

/// Two consecutive `scf.if`s on the same (or negated) condition become one.
///
/// ```mlir
/// %r = scf.if %c -> (index) { scf.yield %a : index } else { scf.yield %b : index }
/// scf.if %c { "use"(%r) }
/// // becomes
/// %r = scf.if %c -> (index) { "use"(%a); scf.yield %a : index } else { scf.yield %b : index }
/// ```
pub struct CombineIfs;
impl Pattern for CombineIfs {
    fn name(&self) -> &'static str {
        "CombineIfs"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::If)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, next: OpId) -> bool {
        let Some(prev) =
            rw.m.op(next)
                .prev
                .filter(|&p| rw.m.op(p).kind == OpKind::If)
        else {
            return false;
        };
        let (pc, nc) = (rw.m.op(prev).operands[0], rw.m.op(next).operands[0]);
        let (nr0, nr1) = (rw.m.op(next).regions[0], rw.m.op(next).regions[1]);
        let then_b = rw.m.entry_block(nr0);
        let else_b = rw.m.entry_block(nr1);
        let (mut next_then, mut next_else) = (None, None);
        if nc == pc {
            next_then = then_b;
            next_else = else_b;
        }
        let negation_of = |m: &crate::ir::Module, v: ValueId, of: ValueId| {
            m.defining_op(v)
                .filter(|&o| m.op(o).kind == OpKind::XOrI)
                .is_some_and(|o| {
                    m.op(o).operands[0] == of && int_const(m, m.op(o).operands[1]) == Some(1)
                })
        };
        if negation_of(rw.m, nc, pc) || negation_of(rw.m, pc, nc) {
            next_else = then_b;
            if else_b.is_some() {
                next_then = else_b;
            }
        }
        if next_then.is_none() && next_else.is_none() {
            return false;
        }
        let region_of =
            |m: &crate::ir::Module, b: Option<BlockId>| b.and_then(|b| m.block(b).parent);
        let (then_r, else_r) = (region_of(rw.m, next_then), region_of(rw.m, next_else));
        // Uses of prevIf's results inside nextIf read the yielded values instead.
        let prev_results = rw.m.op(prev).results.to_vec();
        let then_vals = region_terminator(rw, prev, 0)
            .map(|y| rw.m.op(y).operands.to_vec())
            .unwrap_or_default();
        let else_vals = region_terminator(rw, prev, 1)
            .map(|y| rw.m.op(y).operands.to_vec())
            .unwrap_or_default();
        for ((&r, &tv), &ev) in prev_results.iter().zip(&then_vals).zip(&else_vals) {
            let uses: Vec<_> = rw.m.value(r).uses.iter().rev().copied().collect();
            for u in uses {
                let to = if then_r.is_some_and(|tr| is_ancestor_region(rw.m, tr, u.op)) {
                    tv
                } else if else_r.is_some_and(|er| is_ancestor_region(rw.m, er, u.op)) {
                    ev
                } else {
                    continue;
                };
                rw.m.set_operand(u.op, u.operand as usize, to);
                rw.notify_modified(u.op);
            }
        }
        let mut types: Vec<_> = prev_results.iter().map(|&r| rw.m.value_type(r)).collect();
        let next_results = rw.m.op(next).results.to_vec();
        types.extend(next_results.iter().map(|&r| rw.m.value_type(r)));
        let loc = rw.m.op(next).loc.clone();
        let combined = create_if(rw, pc, types, &loc);
        let (cr0, cr1) = (rw.m.op(combined).regions[0], rw.m.op(combined).regions[1]);
        let (pr0, pr1) = (rw.m.op(prev).regions[0], rw.m.op(prev).regions[1]);
        move_region_blocks(rw.m, pr0, cr0);
        if let Some(nt) = next_then {
            let ct = rw.m.entry_block(cr0).expect("then block");
            merge_yielding_blocks(rw, nt, ct);
        }
        move_region_blocks(rw.m, pr1, cr1);
        if let Some(ne) = next_else {
            match rw.m.entry_block(cr1) {
                None => {
                    let r = rw.m.block(ne).parent.expect("block in region");
                    move_region_blocks(rw.m, r, cr1);
                }
                Some(ce) => merge_yielding_blocks(rw, ne, ce),
            }
        }
        let results = rw.m.op(combined).results.to_vec();
        let (pv, nv) = results.split_at(prev_results.len());
        rw.replace_op(prev, pv);
        rw.replace_op(next, nv);
        true
    }
}

/// An `scf.if` whose then block only holds another `scf.if` (and whose else blocks only
/// yield) becomes one `scf.if` on the conjunction of both conditions.
///
/// ```mlir
/// scf.if %a { scf.if %b { "op"() } }
/// // becomes
/// %0 = arith.andi %a, %b : i1
/// scf.if %0 { "op"() }
/// ```
pub struct CombineNestedIfs;
impl Pattern for CombineNestedIfs {
    fn name(&self) -> &'static str {
        "CombineNestedIfs"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::If)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (r0, r1) = (rw.m.op(op).regions[0], rw.m.op(op).regions[1]);
        let Some(then_b) = rw.m.entry_block(r0) else {
            return false;
        };
        let single = |m: &crate::ir::Module, b: BlockId| {
            m.block(b).first.is_some() && m.block(b).first == m.block(b).last
        };
        // The nested `if` must be the only op besides the terminator.
        let Some(first) = rw.m.block(then_b).first else {
            return false;
        };
        if rw.m.op(first).next != rw.m.block(then_b).last || rw.m.block(then_b).last == Some(first)
        {
            return false;
        }
        let else_b = rw.m.entry_block(r1);
        if else_b.is_some_and(|b| !single(rw.m, b)) {
            return false;
        }
        let nested = first;
        if rw.m.op(nested).kind != OpKind::If {
            return false;
        }
        let nested_else = rw.m.entry_block(rw.m.op(nested).regions[1]);
        if nested_else.is_some_and(|b| !single(rw.m, b)) {
            return false;
        }
        let Some(ty) = rw.m.terminator(then_b) else {
            return false;
        };
        let mut then_yield = rw.m.op(ty).operands.to_vec();
        let else_yield: Vec<ValueId> = else_b
            .and_then(|b| rw.m.terminator(b))
            .map(|y| rw.m.op(y).operands.to_vec())
            .unwrap_or_default();
        let mut to_select = Vec::new();
        let yielded = then_yield.clone();
        for (i, &v) in yielded.iter().enumerate() {
            if rw.m.defining_op(v) == Some(nested) {
                let idx =
                    rw.m.op(nested)
                        .results
                        .iter()
                        .position(|&r| r == v)
                        .unwrap_or(0);
                let ne = region_terminator(rw, nested, 1).map(|y| rw.m.op(y).operands[idx]);
                if ne != else_yield.get(i).copied() {
                    return false;
                }
                let Some(nt) = region_terminator(rw, nested, 0) else {
                    return false;
                };
                then_yield[i] = rw.m.op(nt).operands[idx];
                continue;
            }
            if rw.m.value_block(v).and_then(|b| rw.m.block(b).parent) == Some(r0) {
                return false;
            }
            to_select.push(i);
        }
        let c = rw.m.op(op).operands[0];
        let nc = rw.m.op(nested).operands[0];
        let loc = rw.m.op(op).loc.clone();
        let i1 = crate::transforms::ownership::build::i1(rw.m);
        let cond = rw.create1(OpKind::AndI, vec![c, nc], i1, vec![], &loc);
        let types: Vec<_> =
            rw.m.op(op)
                .results
                .iter()
                .map(|&r| rw.m.value_type(r))
                .collect();
        let new_if = create_if(rw, cond, types, &loc);
        let (nr0, nr1) = (rw.m.op(new_if).regions[0], rw.m.op(new_if).regions[1]);
        let new_then = rw.m.create_block();
        rw.m.append_block(nr0, new_then);
        let mut results = rw.m.op(new_if).results.to_vec();
        rw.ip = InsertPoint::Before(new_if);
        for &i in &to_select {
            let t = rw.m.value_type(then_yield[i]);
            results[i] = rw.create1(
                OpKind::Select,
                vec![c, then_yield[i], else_yield[i]],
                t,
                vec![],
                &loc,
            );
        }
        let nested_then =
            rw.m.entry_block(rw.m.op(nested).regions[0])
                .expect("then block");
        merge_blocks(rw, nested_then, new_then, &[]);
        if let Some(old) = rw.m.terminator(new_then) {
            let yloc = rw.m.op(old).loc.clone();
            rw.ip = InsertPoint::Before(old);
            rw.create(OpKind::Yield, then_yield, vec![], vec![], vec![], &yloc);
            rw.erase_op(old);
        }
        if !else_yield.is_empty() {
            let nb = rw.m.create_block();
            rw.m.append_block(nr1, nb);
            rw.ip = InsertPoint::BlockEnd(nb);
            rw.create(OpKind::Yield, else_yield, vec![], vec![], vec![], &loc);
        }
        rw.replace_op(op, &results);
        true
    }
}

/// The condition of an `scf.while`'s `scf.condition` and the (forwarded value, after block
/// argument) pairs it passes on.
fn while_forwarding(rw: &Rewriter<'_>, op: OpId) -> Option<(ValueId, Vec<(ValueId, ValueId)>)> {
    let d = rw.m.op(op);
    let before = rw.m.entry_block(*d.regions.first()?)?;
    let after = rw.m.entry_block(*d.regions.get(1)?)?;
    let cond = rw.m.terminator(before)?;
    if rw.m.op(cond).kind != OpKind::Condition {
        return None;
    }
    let (&c, args) = rw.m.op(cond).operands.split_first()?;
    let after_args = &rw.m.block(after).args;
    Some((
        c,
        args.iter()
            .copied()
            .zip(after_args.iter().copied())
            .collect(),
    ))
}

/// Uses, in the after region, of an argument that forwards the loop condition become `true`
/// (`WhileConditionTruth`).
///
/// ```mlir
/// scf.while (...) { %c = ...; scf.condition(%c) %c : i1 } do {
/// ^bb0(%b: i1): "use"(%b) ... }
/// // becomes
/// %true = arith.constant true
/// scf.while (...) { ... } do { ^bb0(%b: i1): "use"(%true) ... }
/// ```
pub struct WhileConditionTruth;
impl Pattern for WhileConditionTruth {
    fn name(&self) -> &'static str {
        "WhileConditionTruth"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::While)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some((c, forwarded)) = while_forwarding(rw, op) else {
            return false;
        };
        let mut truth = None;
        let mut replaced = false;
        for &(yielded, arg) in &forwarded {
            if yielded != c || rw.m.value(arg).uses.is_empty() {
                continue;
            }
            let t = match truth {
                Some(t) => t,
                None => {
                    let loc = rw.m.op(op).loc.clone();
                    rw.ip = InsertPoint::Before(op);
                    let t = rw.bool_constant(true, &loc);
                    truth = Some(t);
                    t
                }
            };
            rw.replace_all_uses_with(arg, t);
            replaced = true;
        }
        replaced
    }
}

/// In the after region, an `arith.cmpi` that repeats (or inverts) the loop condition's
/// comparison on the forwarded operand becomes `true` (or `false`) (`WhileCmpCond`).
///
/// ```mlir
/// scf.while (...) { %c = arith.cmpi slt, %z, %n : index; scf.condition(%c) %z : index } do {
/// ^bb0(%i: index): %c2 = arith.cmpi slt, %i, %n : index; "use"(%c2) ... }
/// // becomes ... do { ^bb0(%i: index): %true = arith.constant true; "use"(%true) ... }
/// ```
pub struct WhileCmpCond;
impl Pattern for WhileCmpCond {
    fn name(&self) -> &'static str {
        "WhileCmpCond"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::While)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        use super::fold::predicate;
        let Some((c, forwarded)) = while_forwarding(rw, op) else {
            return false;
        };
        let Some(cmp) =
            rw.m.defining_op(c)
                .filter(|&o| rw.m.op(o).kind == OpKind::CmpI)
        else {
            return false;
        };
        let Some(pred) = predicate(rw.m, cmp) else {
            return false;
        };
        let inverse = match super::fold::inverse_predicate(pred) {
            Some(q) => q,
            None => return false,
        };
        let cmp_ops = rw.m.op(cmp).operands.to_vec();
        let mut changed = false;
        for &(yielded, arg) in &forwarded {
            for idx in 0..2 {
                if yielded != cmp_ops[idx] {
                    continue;
                }
                let users: Vec<OpId> = rw.m.value(arg).uses.iter().rev().map(|u| u.op).collect();
                for u in users {
                    if rw.m.op(u).parent.is_none() || rw.m.op(u).kind != OpKind::CmpI {
                        continue;
                    }
                    if rw.m.op(u).operands.get(1 - idx) != Some(&cmp_ops[1 - idx]) {
                        continue;
                    }
                    let same = match predicate(rw.m, u) {
                        Some(p) if p == pred => true,
                        Some(p) if p == inverse => false,
                        _ => continue,
                    };
                    let loc = rw.m.op(u).loc.clone();
                    rw.ip = InsertPoint::Before(u);
                    let v = rw.bool_constant(same, &loc);
                    rw.replace_op(u, &[v]);
                    changed = true;
                }
            }
        }
        changed
    }
}
