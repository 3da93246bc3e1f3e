//! Op folders (MLIR's `fold` hooks plus the commutative/idempotent trait folds) for the ops the
//! deallocation pipeline produces: integer arithmetic and `i1` logic, `arith.select`,
//! `arith.cmpi`, `memref.dim` of static shapes, the `scf.if` condition-negation swap, and
//! `bufferization.clone` of a `memref.cast` (which reads the cast's source instead).
//!
//! ```mlir
//! %0 = arith.andi %false, %arg0 : i1   // commutative: constant moved right (in place) ...
//! %0 = arith.andi %arg0, %false : i1   // ... then and(x, 0) folds to the `%false` value
//! ```

use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, OpId, TypeData, TypeId, ValueId};
use crate::rewrite::driver::constant_value;
use crate::rewrite::{FoldResult, FoldValue};

/// Sign-extends the low `width` bits of `v`.
pub fn sign_extend(v: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

/// The integer constant defining `v` (normalized: `i1` as 0/1, others sign-extended).
pub fn int_const(m: &Module, v: ValueId) -> Option<i128> {
    let op = m.defining_op(v)?;
    match constant_value(m, op)? {
        Attribute::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// True if `v` is defined by a constant op.
pub fn is_const(m: &Module, v: ValueId) -> bool {
    m.defining_op(v)
        .is_some_and(|o| m.op(o).kind == OpKind::Constant)
}

/// Bit width of an integer or index type.
pub fn int_width(m: &Module, t: TypeId) -> Option<u32> {
    match m.ty(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// Normalizes a raw value to the canonical attribute value of type `t`.
pub fn norm(m: &Module, v: i128, t: TypeId) -> i128 {
    match int_width(m, t) {
        Some(1) => v & 1,
        Some(w) => sign_extend(v, w),
        None => v,
    }
}

fn all_ones(m: &Module, v: i128, t: TypeId) -> bool {
    match int_width(m, t) {
        Some(1) => v & 1 == 1,
        Some(_) => v == -1,
        None => false,
    }
}

fn attr(m: &Module, v: i128, t: TypeId) -> FoldValue {
    FoldValue::Attr(Attribute::Integer {
        value: norm(m, v, t),
        ty: t,
    })
}

fn unsigned(m: &Module, v: i128, t: TypeId) -> u128 {
    let w = int_width(m, t).unwrap_or(64);
    if w >= 128 {
        v as u128
    } else {
        (v as u128) & ((1u128 << w) - 1)
    }
}

fn one(v: FoldValue) -> FoldResult {
    FoldResult::Replace(vec![v])
}

fn val(v: ValueId) -> FoldResult {
    one(FoldValue::Value(v))
}

/// The `xori %x, <all ones>` op defining `v`, returning `%x`.
fn not_of(m: &Module, v: ValueId) -> Option<ValueId> {
    let op = m.defining_op(v)?;
    if m.op(op).kind != OpKind::XOrI {
        return None;
    }
    let d = m.op(op);
    let c = int_const(m, d.operands[1])?;
    all_ones(m, c, m.value_type(v)).then_some(d.operands[0])
}

/// Commutative trait fold: moves constant operands to the back (stable); in place.
fn fold_commutative(m: &mut Module, op: OpId) -> bool {
    let ops = m.op(op).operands.clone();
    if ops.len() < 2 {
        return false;
    }
    let Some(first_const) = ops.iter().position(|&v| is_const(m, v)) else {
        return false;
    };
    let mut non: Vec<ValueId> = Vec::new();
    let mut cons: Vec<ValueId> = Vec::new();
    for &v in &ops[first_const..] {
        if is_const(m, v) {
            cons.push(v);
        } else {
            non.push(v);
        }
    }
    if non.is_empty() {
        return false;
    }
    let mut new = ops[..first_const].to_vec();
    new.extend(non);
    new.extend(cons);
    for (i, v) in new.into_iter().enumerate() {
        m.set_operand(op, i, v);
    }
    true
}

/// Folds `op`.
pub fn fold(m: &mut Module, op: OpId) -> FoldResult {
    let kind = m.op(op).kind;
    let r = match kind {
        OpKind::AddI
        | OpKind::SubI
        | OpKind::MulI
        | OpKind::AndI
        | OpKind::OrI
        | OpKind::XOrI
        | OpKind::MaxSI
        | OpKind::MinSI
        | OpKind::MaxUI
        | OpKind::MinUI => fold_int_binary(m, op),
        OpKind::Select => fold_select(m, op),
        OpKind::CmpI => fold_cmpi(m, op),
        OpKind::Dim => fold_dim(m, op),
        OpKind::If => fold_if(m, op),
        OpKind::Clone | OpKind::Load | OpKind::Dealloc
            if super::memref::fold_memref_cast(m, op, 0) =>
        {
            FoldResult::InPlace
        }
        k if super::linalg::folds_memref_cast(k) && super::memref::fold_memref_cast(m, op, 0) => {
            FoldResult::InPlace
        }
        // (The stored value is not folded through, only the memref and indices.)
        OpKind::Store if super::memref::fold_memref_cast(m, op, 1) => FoldResult::InPlace,
        _ => FoldResult::Fail,
    };
    if !matches!(r, FoldResult::Fail) {
        return r;
    }
    let commutative = matches!(
        kind,
        OpKind::AddI
            | OpKind::MulI
            | OpKind::AndI
            | OpKind::OrI
            | OpKind::XOrI
            | OpKind::MaxSI
            | OpKind::MinSI
            | OpKind::MaxUI
            | OpKind::MinUI
    );
    if commutative && fold_commutative(m, op) {
        return FoldResult::InPlace;
    }
    FoldResult::Fail
}

fn fold_int_binary(m: &mut Module, op: OpId) -> FoldResult {
    let d = m.op(op);
    if d.operands.len() != 2 || d.results.len() != 1 {
        return FoldResult::Fail;
    }
    let (a, b) = (d.operands[0], d.operands[1]);
    let t = m.value_type(d.results[0]);
    if int_width(m, t).is_none() {
        return FoldResult::Fail;
    }
    let (ca, cb) = (int_const(m, a), int_const(m, b));
    let kind = d.kind;
    match kind {
        OpKind::AddI if cb == Some(0) => return val(a),
        OpKind::SubI => {
            if cb == Some(0) {
                return val(a);
            }
            if a == b {
                return one(attr(m, 0, t));
            }
        }
        OpKind::MulI => {
            if cb == Some(0) {
                return val(b);
            }
            if cb == Some(1) && int_width(m, t) != Some(1) {
                return val(a);
            }
        }
        OpKind::AndI => {
            if cb == Some(0) {
                return val(b);
            }
            if cb.is_some_and(|c| all_ones(m, c, t)) {
                return val(a);
            }
            if not_of(m, b) == Some(a) || not_of(m, a) == Some(b) {
                return one(attr(m, 0, t));
            }
            if let Some(lo) = m.defining_op(a).filter(|&o| m.op(o).kind == OpKind::AndI) {
                if m.op(lo).operands.contains(&b) {
                    return val(a);
                }
            }
            if let Some(ro) = m.defining_op(b).filter(|&o| m.op(o).kind == OpKind::AndI) {
                if m.op(ro).operands.contains(&a) {
                    return val(b);
                }
            }
        }
        OpKind::OrI => {
            if let Some(c) = cb {
                if c == 0 {
                    return val(a);
                }
                if all_ones(m, c, t) {
                    return one(attr(m, c, t));
                }
            }
            if not_of(m, b) == Some(a) {
                let x = m.defining_op(b).map(|o| m.op(o).operands[1]);
                if let Some(x) = x {
                    return val(x);
                }
            }
            if not_of(m, a) == Some(b) {
                let x = m.defining_op(a).map(|o| m.op(o).operands[1]);
                if let Some(x) = x {
                    return val(x);
                }
            }
        }
        OpKind::XOrI => {
            if cb == Some(0) {
                return val(a);
            }
            if a == b {
                return one(attr(m, 0, t));
            }
            if let Some(p) = m.defining_op(a).filter(|&o| m.op(o).kind == OpKind::XOrI) {
                let (pl, pr) = (m.op(p).operands[0], m.op(p).operands[1]);
                if pr == b {
                    return val(pl);
                }
                if pl == b {
                    return val(pr);
                }
            }
            if let Some(p) = m.defining_op(b).filter(|&o| m.op(o).kind == OpKind::XOrI) {
                let (pl, pr) = (m.op(p).operands[0], m.op(p).operands[1]);
                if pr == a {
                    return val(pl);
                }
                if pl == a {
                    return val(pr);
                }
            }
        }
        _ => {}
    }
    if let (Some(x), Some(y)) = (ca, cb) {
        let (ux, uy) = (unsigned(m, x, t), unsigned(m, y, t));
        let v = match kind {
            OpKind::AddI => x.wrapping_add(y),
            OpKind::SubI => x.wrapping_sub(y),
            OpKind::MulI => x.wrapping_mul(y),
            OpKind::AndI => x & y,
            OpKind::OrI => x | y,
            OpKind::XOrI => x ^ y,
            OpKind::MaxSI => x.max(y),
            OpKind::MinSI => x.min(y),
            OpKind::MaxUI => ux.max(uy) as i128,
            OpKind::MinUI => ux.min(uy) as i128,
            _ => return FoldResult::Fail,
        };
        return one(attr(m, v, t));
    }
    // Idempotent trait (andi, ori, max/min): op(x, x) -> x.
    if a == b
        && matches!(
            kind,
            OpKind::AndI
                | OpKind::OrI
                | OpKind::MaxSI
                | OpKind::MinSI
                | OpKind::MaxUI
                | OpKind::MinUI
        )
    {
        return val(a);
    }
    FoldResult::Fail
}

fn fold_select(m: &mut Module, op: OpId) -> FoldResult {
    let d = m.op(op);
    if d.operands.len() != 3 {
        return FoldResult::Fail;
    }
    let (c, t, f) = (d.operands[0], d.operands[1], d.operands[2]);
    if t == f {
        return val(t);
    }
    match int_const(m, c) {
        Some(1) | Some(-1) => return val(t),
        Some(0) => return val(f),
        _ => {}
    }
    let ty = m.value_type(d.results[0]);
    if int_width(m, ty) == Some(1)
        && matches!(m.ty(ty), TypeData::Integer { .. })
        && int_const(m, t) == Some(1)
        && int_const(m, f) == Some(0)
    {
        return val(c);
    }
    if let Some(cmp) = m.defining_op(c).filter(|&o| m.op(o).kind == OpKind::CmpI) {
        let pred = predicate(m, cmp);
        if pred == Some(0) || pred == Some(1) {
            let (l, r) = (m.op(cmp).operands[0], m.op(cmp).operands[1]);
            if (l == t && r == f) || (r == t && l == f) {
                return val(if pred == Some(1) { t } else { f });
            }
        }
    }
    FoldResult::Fail
}

/// The `arith.cmpi` predicate (MLIR's enum numbering: eq, ne, slt, sle, sgt, sge, ult, ule,
/// ugt, uge).
pub fn predicate(m: &Module, op: OpId) -> Option<i64> {
    match m.attr(op, "predicate") {
        Some(Attribute::Integer { value, .. }) => Some(*value as i64),
        _ => None,
    }
}

/// Sets the `arith.cmpi` predicate.
pub fn set_predicate(m: &mut Module, op: OpId, p: i64) {
    if let Some(a) = m
        .op_mut(op)
        .props
        .iter_mut()
        .find(|a| a.name == "predicate")
    {
        if let Attribute::Integer { value, .. } = &mut a.value {
            *value = p as i128;
        }
    }
}

fn fold_cmpi(m: &mut Module, op: OpId) -> FoldResult {
    let d = m.op(op);
    if d.operands.len() != 2 {
        return FoldResult::Fail;
    }
    let (a, b) = (d.operands[0], d.operands[1]);
    let rt = m.value_type(d.results[0]);
    if !matches!(m.ty(rt), TypeData::Integer { width: 1, .. }) {
        return FoldResult::Fail;
    }
    let Some(pred) = predicate(m, op) else {
        return FoldResult::Fail;
    };
    if a == b {
        // eq, sle, sge, ule, uge are true on equal operands.
        let v = matches!(pred, 0 | 3 | 5 | 7 | 9);
        return one(attr(m, v as i128, rt));
    }
    let (ca, cb) = (int_const(m, a), int_const(m, b));
    if ca.is_some() && cb.is_none() {
        let swapped = match pred {
            2 => 4,
            4 => 2,
            3 => 5,
            5 => 3,
            6 => 8,
            8 => 6,
            7 => 9,
            9 => 7,
            p => p,
        };
        set_predicate(m, op, swapped);
        m.set_operand(op, 0, b);
        m.set_operand(op, 1, a);
        return FoldResult::InPlace;
    }
    if let (Some(x), Some(y)) = (ca, cb) {
        let t = m.value_type(a);
        let (ux, uy) = (unsigned(m, x, t), unsigned(m, y, t));
        let v = match pred {
            0 => x == y,
            1 => x != y,
            2 => x < y,
            3 => x <= y,
            4 => x > y,
            5 => x >= y,
            6 => ux < uy,
            7 => ux <= uy,
            8 => ux > uy,
            9 => ux >= uy,
            _ => return FoldResult::Fail,
        };
        return one(attr(m, v as i128, rt));
    }
    FoldResult::Fail
}

fn fold_dim(m: &mut Module, op: OpId) -> FoldResult {
    let d = m.op(op);
    if d.operands.len() != 2 {
        return FoldResult::Fail;
    }
    let Some(idx) = int_const(m, d.operands[1]) else {
        return FoldResult::Fail;
    };
    let TypeData::MemRef { shape, .. } = m.ty(m.value_type(d.operands[0])) else {
        return FoldResult::Fail;
    };
    let Some(&s) = usize::try_from(idx).ok().and_then(|i| shape.get(i)) else {
        return FoldResult::Fail;
    };
    if s == crate::ir::DYNAMIC {
        return FoldResult::Fail;
    }
    let it = m.value_type(d.results[0]);
    one(attr(m, s as i128, it))
}

/// `if (!c) A else B` -> `if c B else A` (in place).
fn fold_if(m: &mut Module, op: OpId) -> FoldResult {
    let d = m.op(op);
    if d.regions.len() != 2 || m.entry_block(d.regions[1]).is_none() {
        return FoldResult::Fail;
    }
    let c = d.operands[0];
    let Some(x) = m.defining_op(c).filter(|&o| m.op(o).kind == OpKind::XOrI) else {
        return FoldResult::Fail;
    };
    if int_const(m, m.op(x).operands[1]) != Some(1) {
        return FoldResult::Fail;
    }
    let lhs = m.op(x).operands[0];
    let (r0, r1) = (d.regions[0], d.regions[1]);
    m.set_operand(op, 0, lhs);
    let b0 = m.entry_block(r0);
    let b1 = m.entry_block(r1);
    if let (Some(b0), Some(b1)) = (b0, b1) {
        m.unlink_block(b0);
        m.unlink_block(b1);
        m.append_block(r0, b1);
        m.append_block(r1, b0);
    }
    FoldResult::InPlace
}
