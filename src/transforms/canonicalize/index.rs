//! `index` dialect folds and canonicalization patterns (MLIR's `IndexOps.cpp`). An `index`
//! is 32 or 64 bits wide depending on the target, so a fold must give the same answer for
//! both: ops whose low 32 result bits depend only on the low 32 operand bits (add, sub, mul,
//! and, or, xor, shl by less than 32) fold at 64 bits; the others (divisions, remainders,
//! min/max, right shifts, comparisons) fold only when the 64-bit result truncated to 32 bits
//! equals the 32-bit result. Results materialize as `index.constant` / `index.bool.constant`;
//! a result of another type (a cast from `index` to `i64`) cannot be, so it does not fold.

use super::fn_pattern as p;
use super::fold::{int_const, int_width};
use crate::dialects::index::{predicate, predicate_attr};
use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, NamedAttr, OpId, TypeData, TypeId};
use crate::rewrite::{FoldResult, FoldValue, Pattern, Rewriter};
use crate::semantics::int::{mask, sext, Division, IntBinary};

/// Whether the low 32 bits of the op's result depend on the low 32 bits of its operands
/// only (`foldBinaryOpUnchecked` in MLIR).
fn unchecked(kind: OpKind) -> bool {
    use OpKind as K;
    matches!(
        kind,
        K::IndexAdd
            | K::IndexSub
            | K::IndexMul
            | K::IndexShl
            | K::IndexAnd
            | K::IndexOr
            | K::IndexXor
    )
}

/// The binary op `kind` on `a`, `b` at width `bits` (32 or 64); `None` where MLIR does not
/// fold (a zero divisor, a shift by 32 or more).
fn eval_at(kind: OpKind, a: u64, b: u64, bits: u32) -> Option<u64> {
    use OpKind as K;
    let (a, b) = (mask(a, bits), mask(b, bits));
    let arith = crate::dialects::index::arith_equivalent(kind)?;
    if matches!(kind, K::IndexShl | K::IndexShrS | K::IndexShrU) && b >= 32 {
        return None;
    }
    if let Some(op) = IntBinary::of(arith) {
        return Some(op.eval(a, b, bits, bits));
    }
    Division::of(arith)?.eval(a, b, bits)
}

/// The folded value of a binary op on constants, if it folds for both index widths.
pub fn fold_binary_consts(kind: OpKind, a: i128, b: i128) -> Option<i128> {
    let r64 = eval_at(kind, a as u64, b as u64, 64)?;
    if !unchecked(kind) {
        let r32 = eval_at(kind, a as u64, b as u64, 32)?;
        if mask(r64, 32) != r32 {
            return None;
        }
    }
    Some(r64 as i64 as i128)
}

fn index_attr(m: &Module, op: OpId, v: i128) -> FoldResult {
    let ty = m.value_type(m.op(op).results[0]);
    FoldResult::Replace(vec![FoldValue::Attr(Attribute::Integer { value: v, ty })])
}

fn bool_attr(m: &mut Module, v: bool) -> FoldResult {
    let ty = crate::transforms::ownership::build::i1(m);
    FoldResult::Replace(vec![FoldValue::Attr(Attribute::Integer {
        value: v as i128,
        ty,
    })])
}

/// Folds an index op.
pub fn fold(m: &mut Module, op: OpId) -> FoldResult {
    use OpKind as K;
    let kind = m.op(op).kind;
    match kind {
        K::IndexCmp => fold_cmp(m, op),
        K::IndexCastS | K::IndexCastU => fold_cast(m, op),
        k if crate::dialects::index::is_binary(k) => fold_binary(m, op),
        _ => FoldResult::Fail,
    }
}

/// Constant operands, then the identities `add(x, 0)`, `sub(x, 0)`, `mul(x, 1)` -> `x` and
/// `mul(x, 0)` -> `0`.
fn fold_binary(m: &mut Module, op: OpId) -> FoldResult {
    use OpKind as K;
    let d = m.op(op);
    let (kind, x, y) = (d.kind, d.operands[0], d.operands[1]);
    let (a, b) = (int_const(m, x), int_const(m, y));
    if let (Some(a), Some(b)) = (a, b) {
        if let Some(r) = fold_binary_consts(kind, a, b) {
            return index_attr(m, op, r);
        }
    }
    match (kind, b) {
        (K::IndexAdd | K::IndexSub, Some(0)) | (K::IndexMul, Some(1)) => {
            FoldResult::Replace(vec![FoldValue::Value(x)])
        }
        (K::IndexMul, Some(0)) => index_attr(m, op, 0),
        _ => FoldResult::Fail,
    }
}

/// `casts`/`castu` of a constant to `index`: the value extended (or truncated) to 64 bits.
fn fold_cast(m: &mut Module, op: OpId) -> FoldResult {
    let d = m.op(op);
    let (src, res) = (d.operands[0], d.results[0]);
    if !matches!(m.ty(m.value_type(res)), TypeData::Index) {
        // The value would be an integer attribute the index dialect cannot materialize.
        return FoldResult::Fail;
    }
    let Some(v) = int_const(m, src) else {
        return FoldResult::Fail;
    };
    let w = int_width(m, m.value_type(src)).unwrap_or(64).min(64);
    let r = if d.kind == OpKind::IndexCastS {
        sext(v as u64, w)
    } else {
        mask(v as u64, w) as i64
    };
    index_attr(m, op, r as i128)
}

/// `pred` on `a`, `b` held in `bits` bits.
fn compare(pred: usize, a: u64, b: u64, bits: u32) -> bool {
    let (ua, ub) = (mask(a, bits), mask(b, bits));
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    match pred {
        0 => ua == ub,
        1 => ua != ub,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        _ => ua >= ub,
    }
}

/// `pred(x, c)` for every `x` in the range a min/max with constant `ca` yields, at `bits`
/// bits: `Some` when the answer is the same for the whole range.
fn compare_range(kind: OpKind, pred: usize, ca: u64, c: u64, bits: u32) -> Option<bool> {
    use OpKind as K;
    let top = mask(u64::MAX, bits);
    let smin = 1u64 << (bits - 1);
    let (lo, hi, signed) = match kind {
        K::IndexMinS => (smin, ca, true),
        K::IndexMaxS => (ca, smin.wrapping_sub(1) & top, true),
        K::IndexMinU => (0, ca, false),
        K::IndexMaxU => (ca, top, false),
        _ => return None,
    };
    // Only predicates of the range's own signedness (and eq/ne) are decided.
    if pred >= 2 && (pred < 6) != signed {
        return None;
    }
    let key = |v: u64| -> i128 {
        if signed {
            sext(v, bits) as i128
        } else {
            mask(v, bits) as i128
        }
    };
    let (lo, hi, c) = (key(lo), key(hi), key(c));
    if lo > hi {
        return None;
    }
    let always = |f: &dyn Fn(i128) -> bool| {
        if f(lo) && f(hi) {
            Some(true)
        } else if !f(lo) && !f(hi) {
            Some(false)
        } else {
            None
        }
    };
    let outside = c < lo || c > hi;
    match pred {
        0 | 1 if outside => Some(pred == 1),
        0 | 1 if lo == hi => Some(pred == 0),
        0 | 1 => None,
        _ => always(&|x| compare_keys(pred, x, c)),
    }
}

/// The ordering predicates on already signed- or unsigned-read values.
fn compare_keys(pred: usize, x: i128, c: i128) -> bool {
    match pred {
        2 | 6 => x < c,
        3 | 7 => x <= c,
        4 | 8 => x > c,
        _ => x >= c,
    }
}

/// `index.cmp`: constants (when 32 and 64 bits agree), `cmp(min/max(x, ca), c)` decided by
/// the range of the min/max, and `cmp(x, x)`.
fn fold_cmp(m: &mut Module, op: OpId) -> FoldResult {
    let Some(pred) = predicate(m, op) else {
        return FoldResult::Fail;
    };
    let d = m.op(op);
    let (x, y) = (d.operands[0], d.operands[1]);
    let (a, b) = (int_const(m, x), int_const(m, y));
    if let (Some(a), Some(b)) = (a, b) {
        let r64 = compare(pred, a as u64, b as u64, 64);
        if r64 == compare(pred, a as u64, b as u64, 32) {
            return bool_attr(m, r64);
        }
    }
    if let (Some(lhs), Some(c)) = (m.defining_op(x), b) {
        let ld = m.op(lhs);
        if let Some(ca) = ld.operands.get(1).and_then(|&v| int_const(m, v)) {
            let k = ld.kind;
            let r64 = compare_range(k, pred, ca as u64, c as u64, 64);
            let r32 = compare_range(k, pred, ca as u64, c as u64, 32);
            if let (Some(r64), Some(r32)) = (r64, r32) {
                if r64 == r32 {
                    return bool_attr(m, r64);
                }
            }
        }
    }
    if x == y {
        return bool_attr(m, matches!(pred, 0 | 3 | 5 | 7 | 9));
    }
    FoldResult::Fail
}

/// The index dialect's canonicalization patterns: constant reassociation of the
/// associative, commutative ops and `cmp` of a difference against zero.
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    use OpKind as K;
    let mut v: Vec<Box<dyn Pattern>> = [
        K::IndexAdd,
        K::IndexMul,
        K::IndexMaxS,
        K::IndexMaxU,
        K::IndexMinS,
        K::IndexMinU,
        K::IndexAnd,
        K::IndexOr,
        K::IndexXor,
    ]
    .into_iter()
    .map(|k| p("IndexReassociateConstants", k, 1, reassociate_constants))
    .collect();
    v.push(p("IndexCmpOfSubToCmp", K::IndexCmp, 1, cmp_of_sub));
    v
}

/// `op(op(x, c1), c2)` -> `op(x, op(c2, c1))` when the constant pair folds:
///
/// ```mlir
/// %0 = index.add %x, %idx3
/// %1 = index.add %0, %idx4      // becomes: %1 = index.add %x, %idx7
/// ```
fn reassociate_constants(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let m = &*rw.m;
    let d = m.op(op);
    let (kind, lhs, c2) = (d.kind, d.operands[0], d.operands[1]);
    let Some(c2v) = int_const(m, c2) else {
        return false;
    };
    let Some(inner) = m.defining_op(lhs).filter(|&o| m.op(o).kind == kind) else {
        return false;
    };
    let (x, c1) = (m.op(inner).operands[0], m.op(inner).operands[1]);
    let Some(c1v) = int_const(m, c1) else {
        return false;
    };
    let Some(c) = fold_binary_consts(kind, c2v, c1v) else {
        return false;
    };
    let (ty, loc) = (m.value_type(c2), d.loc.clone());
    rw.ip = crate::ir::InsertPoint::Before(op);
    let cv = rw.create1(
        OpKind::IndexConstant,
        vec![],
        ty,
        vec![NamedAttr::new("value", Attribute::Integer { value: c, ty })],
        &loc,
    );
    let r = rw.create1(kind, vec![x, cv], ty, vec![], &loc);
    rw.replace_op(op, &[r]);
    true
}

/// `cmp(sub(x, y), 0)` -> `cmp(x, y)` and `cmp(0, sub(x, y))` -> `cmp(y, x)`:
///
/// ```mlir
/// %d = index.sub %x, %y
/// %c = index.cmp slt(%d, %idx0)      // becomes: %c = index.cmp slt(%x, %y)
/// ```
fn cmp_of_sub(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let m = &*rw.m;
    let d = m.op(op);
    let (l, r) = (d.operands[0], d.operands[1]);
    let Some(pred) = predicate(m, op) else {
        return false;
    };
    let (sub, swap) = if int_const(m, r) == Some(0) {
        (l, false)
    } else if int_const(m, l) == Some(0) {
        (r, true)
    } else {
        return false;
    };
    let Some(s) = m
        .defining_op(sub)
        .filter(|&o| m.op(o).kind == OpKind::IndexSub)
    else {
        return false;
    };
    let (x, y) = (m.op(s).operands[0], m.op(s).operands[1]);
    let operands = if swap { vec![y, x] } else { vec![x, y] };
    let (ty, loc): (TypeId, _) = (m.value_type(d.results[0]), d.loc.clone());
    rw.ip = crate::ir::InsertPoint::Before(op);
    let props = vec![NamedAttr::new("pred", predicate_attr(pred))];
    let c = rw.create1(OpKind::IndexCmp, operands, ty, props, &loc);
    rw.replace_op(op, &[c]);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use OpKind as K;

    #[test]
    fn folds_only_what_both_index_widths_agree_on() {
        assert_eq!(fold_binary_consts(K::IndexAdd, 5, -7), Some(-2));
        assert_eq!(fold_binary_consts(K::IndexDivS, -7, 5), Some(-1));
        // 2^32 / 5: the 32-bit index sees 0 / 5.
        assert_eq!(fold_binary_consts(K::IndexDivS, 1 << 32, 5), None);
        assert_eq!(fold_binary_consts(K::IndexCeilDivS, -7, 5), Some(-1));
        assert_eq!(fold_binary_consts(K::IndexFloorDivS, -7, 5), Some(-2));
        assert_eq!(fold_binary_consts(K::IndexRemU, -7, 5), Some(4));
        assert_eq!(fold_binary_consts(K::IndexShl, 5, 5), Some(160));
        assert_eq!(fold_binary_consts(K::IndexShl, 5, 32), None);
        assert_eq!(fold_binary_consts(K::IndexDivU, 5, 0), None);
        assert_eq!(fold_binary_consts(K::IndexMaxU, -7, 5), Some(-7));
    }

    #[test]
    fn min_max_ranges_decide_comparisons() {
        // maxs(x, 5) > 3 always; maxs(x, 5) < 3 never; maxs(x, 5) < 9 unknown.
        assert_eq!(compare_range(K::IndexMaxS, 4, 5, 3, 64), Some(true));
        assert_eq!(compare_range(K::IndexMaxS, 2, 5, 3, 64), Some(false));
        assert_eq!(compare_range(K::IndexMaxS, 2, 5, 9, 64), None);
        assert_eq!(compare_range(K::IndexMinU, 0, 5, 9, 64), Some(false));
        assert_eq!(compare_range(K::IndexMinU, 6, 5, 9, 64), Some(true));
    }
}
