//! `scf` canonicalizations that replace a region op by the contents of one of its regions
//! (MLIR 22): `scf.execute_region` inlining (`SingleBlockExecuteInliner`,
//! `MultiBlockExecuteInliner`), `scf.for` with a static trip count of 0 or 1 or an empty body
//! (`SimplifyTrivialLoops`), and `scf.index_switch` on a constant (`FoldConstantCase`).
//!
//! ```mlir
//! %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
//!   %n = "use"(%a, %i) : (i32, index) -> i32
//!   scf.yield %n : i32
//! }
//! // one iteration: the body replaces the loop
//! %r = "use"(%x, %c0) : (i32, index) -> i32
//! ```

use super::fold::{int_const, int_width};
use super::util::{inline_block_before, split_block};
use crate::dialects::OpKind;
use crate::ir::{Module, OpId, ValueId};
use crate::rewrite::{Pattern, Rewriter};

/// `replaceOpWithRegion`: inlines the single block of `region` before `op` (its arguments
/// replaced by `args`), replaces `op` by the terminator's operands and erases the terminator.
fn replace_op_with_region(rw: &mut Rewriter<'_>, op: OpId, region: usize, args: &[ValueId]) {
    let r = rw.m.op(op).regions[region];
    let Some(b) = rw.m.entry_block(r) else {
        return;
    };
    let Some(term) = rw.m.terminator(b) else {
        return;
    };
    inline_block_before(rw, b, op, args);
    rw.m.erase_block(b);
    // (Read after inlining: yielded block arguments were just replaced.)
    let results = rw.m.op(term).operands.clone();
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

/// A single-block `scf.execute_region` (not `no_inline`) is inlined into its parent block.
///
/// ```mlir
/// %v = scf.execute_region -> i64 { %x = "val"() : () -> i64  scf.yield %x : i64 }
/// // becomes
/// %x = "val"() : () -> i64
/// ```
pub struct SingleBlockExecuteInliner;
impl Pattern for SingleBlockExecuteInliner {
    fn name(&self) -> &'static str {
        "SingleBlockExecuteInliner"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::ExecuteRegion)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let r = rw.m.op(op).regions[0];
        let rd = rw.m.region(r);
        if rd.first.is_none() || rd.first != rd.last || rw.m.attr(op, "no_inline").is_some() {
            return false;
        }
        replace_op_with_region(rw, op, 0, &[]);
        true
    }
}

/// An `scf.execute_region` (not `no_inline`) directly in a function or another
/// `scf.execute_region` is inlined as a CFG: the parent block is split before it, branches to
/// the region's entry, and every `scf.yield` becomes a branch to the split-off block, whose new
/// arguments replace the results.
pub struct MultiBlockExecuteInliner;
impl Pattern for MultiBlockExecuteInliner {
    fn name(&self) -> &'static str {
        "MultiBlockExecuteInliner"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::ExecuteRegion)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if rw.m.attr(op, "no_inline").is_some() {
            return false;
        }
        let parent_ok =
            rw.m.parent_op(op)
                .is_some_and(|p| matches!(rw.m.op(p).kind, OpKind::Func | OpKind::ExecuteRegion));
        if !parent_ok {
            return false;
        }
        let r = rw.m.op(op).regions[0];
        let Some(entry) = rw.m.entry_block(r) else {
            return false;
        };
        let Some(prev) = rw.m.op(op).parent else {
            return false;
        };
        let post = split_block(rw, prev, op);
        let loc = rw.m.op(op).loc.clone();
        rw.ip = crate::ir::InsertPoint::BlockEnd(prev);
        super::cf::create_br(rw, entry, vec![], &loc);
        let blocks: Vec<_> = rw.m.region_blocks(r).collect();
        for b in &blocks {
            let Some(t) = rw.m.terminator(*b) else {
                continue;
            };
            if rw.m.op(t).kind != OpKind::Yield {
                continue;
            }
            let yloc = rw.m.op(t).loc.clone();
            let ops = rw.m.op(t).operands.clone();
            rw.ip = crate::ir::InsertPoint::Before(t);
            super::cf::create_br(rw, post, ops, &yloc);
            rw.erase_op(t);
        }
        // inlineRegionBefore: move the blocks in front of the split-off block.
        let outer = rw.m.block(post).parent.expect("block in a region");
        for b in blocks {
            rw.m.unlink_block(b);
            rw.m.insert_block_before(outer, post, b);
        }
        let results = rw.m.op(op).results.clone();
        let mut args = Vec::with_capacity(results.len());
        for &res in &results {
            let ty = rw.m.value_type(res);
            args.push(rw.m.add_block_arg(post, ty, Some(loc.clone())));
        }
        rw.replace_op(op, &args);
        true
    }
}

/// `arith.addi %lb, %c` with the no-wrap flag the comparison needs (`computeUbMinusLb`).
fn ub_minus_lb(m: &Module, lb: ValueId, ub: ValueId, signed: bool) -> Option<i128> {
    let add = m.defining_op(ub)?;
    if m.op(add).kind != OpKind::AddI || m.op(add).operands[0] != lb {
        return None;
    }
    let flags = m
        .attr(add, "overflowFlags")
        .and_then(|a| crate::dialects::arith::flags_of(a, "overflow"))
        .unwrap_or_default();
    let needed = if signed { "nsw" } else { "nuw" };
    if !flags.split(", ").any(|f| f == needed) {
        return None;
    }
    int_const(m, m.op(add).operands[1])
}

/// `ForOp::getStaticTripCount` (`constantTripCount` with `computeUbMinusLb`): the number of
/// iterations of an `scf.for`, if known.
pub fn static_trip_count(m: &Module, op: OpId) -> Option<u128> {
    let d = m.op(op);
    let (lb, ub, step) = (d.operands[0], d.operands[1], d.operands[2]);
    let signed = m.attr(op, "unsignedCmp").is_none();
    let width = int_width(m, m.value_type(lb))?.min(127);
    let mask = (1u128 << width) - 1;
    let sext = |v: u128| super::fold::sign_extend(v as i128, width);
    if lb == ub {
        return Some(0);
    }
    let step_c = int_const(m, step).map(|s| (s as u128) & mask);
    if let Some(s) = step_c {
        if s == 0 || sext(s) < 0 {
            return Some(0);
        }
    }
    let diff: u128 = match (int_const(m, lb), int_const(m, ub)) {
        (Some(l), Some(u)) => {
            let (l, u) = ((l as u128) & mask, (u as u128) & mask);
            let empty = if signed { sext(u) <= sext(l) } else { u <= l };
            if empty {
                return Some(0);
            }
            u.wrapping_sub(l) & mask
        }
        _ => (ub_minus_lb(m, lb, ub, signed)? as u128) & mask,
    };
    if signed && sext(diff) < 0 {
        return Some(0);
    }
    let step = step_c?;
    Some(diff.div_ceil(step))
}

/// `scf.for` loops that never run are replaced by their init values, loops that run once by
/// their body, and empty loops that run at least once and only yield values from outside by
/// those values.
pub struct SimplifyTrivialLoops;
impl Pattern for SimplifyTrivialLoops {
    fn name(&self) -> &'static str {
        "SimplifyTrivialLoops"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::For)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(trips) = static_trip_count(rw.m, op) else {
            return false;
        };
        let inits: Vec<ValueId> = rw.m.op(op).operands[3..].to_vec();
        if trips == 0 {
            rw.replace_op(op, &inits);
            return true;
        }
        if trips == 1 {
            let mut args = vec![rw.m.op(op).operands[0]];
            args.extend(inits);
            replace_op_with_region(rw, op, 0, &args);
            return true;
        }
        let r = rw.m.op(op).regions[0];
        let Some(b) = rw.m.entry_block(r) else {
            return false;
        };
        let (first, last) = (rw.m.block(b).first, rw.m.block(b).last);
        let Some(y) = last else { return false };
        if first != last {
            return false;
        }
        let yielded = rw.m.op(y).operands.clone();
        let inside = yielded.iter().any(|&v| {
            let mut reg = rw.m.value_block(v).and_then(|b| rw.m.block(b).parent);
            while let Some(x) = reg {
                if x == r {
                    return true;
                }
                reg = rw.m.region(x).parent.and_then(|o| rw.m.parent_region(o));
            }
            false
        });
        if inside {
            return false;
        }
        rw.replace_op(op, &yielded);
        true
    }
}

/// `scf.index_switch` on a constant is replaced by the matching case region (or the default).
pub struct FoldConstantCase;
impl Pattern for FoldConstantCase {
    fn name(&self) -> &'static str {
        "FoldConstantCase"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::IndexSwitch)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(c) = int_const(rw.m, rw.m.op(op).operands[0]) else {
            return false;
        };
        let cases = crate::dialects::dense_array(rw.m, op, "cases");
        // Regions: the default first, then the cases.
        let region = match cases.iter().position(|&v| v as i128 == c) {
            Some(i) => i + 1,
            None => 0,
        };
        let r = rw.m.op(op).regions[region];
        let Some(b) = rw.m.entry_block(r) else {
            return false;
        };
        let Some(term) = rw.m.terminator(b) else {
            return false;
        };
        let results = rw.m.op(term).operands.clone();
        inline_block_before(rw, b, op, &[]);
        rw.m.erase_block(b);
        rw.erase_op(term);
        rw.replace_op(op, &results);
        true
    }
}
