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

#[cfg(test)]
mod tests {
    use super::*;

    /// The trip count of the first `scf.for` in `body` (a function body taking `%n: index`).
    fn trips(body: &str) -> Option<u128> {
        let src = format!("func.func @f(%n: index) {{\n{body}\n  return\n}}\n");
        let m = crate::parse::Parser::new(&src, "t.mlir", 1)
            .parse_module()
            .expect("parses");
        let f = m.top_level_ops()[0];
        let entry = m.entry_block(m.op(f).regions[0]).unwrap();
        let op = m
            .block_ops(entry)
            .find(|&o| m.op(o).kind == OpKind::For)
            .unwrap();
        static_trip_count(&m, op)
    }

    fn consts(lb: &str, ub: &str, step: &str, ty: &str) -> String {
        format!(
            "  %lb = arith.constant {lb} : {ty}\n  %ub = arith.constant {ub} : {ty}\n  %st = arith.constant {step} : {ty}\n"
        )
    }

    #[test]
    fn trip_counts_follow_constant_trip_count() {
        let lp = |c: String, unsigned: bool, ty: &str| {
            let u = if unsigned { "unsigned " } else { "" };
            let t = if ty == "index" {
                String::new()
            } else {
                format!(": {ty} ")
            };
            trips(&format!(
                "{c}  scf.for {u}%i = %lb to %ub step %st {t}{{\n  }}"
            ))
        };
        assert_eq!(lp(consts("0", "10", "3", "index"), false, "index"), Some(4));
        assert_eq!(lp(consts("5", "3", "1", "index"), false, "index"), Some(0));
        assert_eq!(lp(consts("0", "4", "0", "index"), false, "index"), Some(0));
        assert_eq!(lp(consts("0", "4", "-1", "index"), false, "index"), Some(0));
        assert_eq!(lp(consts("-1", "4", "1", "index"), true, "index"), Some(0));
        assert_eq!(lp(consts("-1", "0", "1", "index"), false, "index"), Some(1));
        // i8: 100 - (-100) wraps to a negative difference.
        assert_eq!(lp(consts("-100", "100", "100", "i8"), false, "i8"), Some(0));
        assert_eq!(lp(consts("7", "9", "5", "i32"), false, "i32"), Some(1));
        // Dynamic bounds: ub = lb + c needs nsw (signed) or nuw (unsigned).
        let add = |flags: &str, unsigned: bool| {
            let u = if unsigned { "unsigned " } else { "" };
            trips(&format!(
                "  %c1 = arith.constant 1 : index\n  %ub = arith.addi %n, %c1{flags} : index\n  scf.for {u}%i = %n to %ub step %c1 {{\n  }}"
            ))
        };
        assert_eq!(add("", false), None);
        assert_eq!(add(" overflow<nsw>", false), Some(1));
        assert_eq!(add(" overflow<nuw>", false), None);
        assert_eq!(add(" overflow<nuw>", true), Some(1));
        // Dynamic step: only the empty cases are known.
        assert_eq!(
            trips("  %c4 = arith.constant 4 : index\n  scf.for %i = %c4 to %c4 step %n {\n  }"),
            Some(0)
        );
        assert_eq!(
            trips("  %c0 = arith.constant 0 : index\n  %c4 = arith.constant 4 : index\n  scf.for %i = %c0 to %c4 step %n {\n  }"),
            None
        );
    }
}
