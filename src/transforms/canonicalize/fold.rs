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

/// True if `v` is defined by a constant op (`arith.constant`, `index.constant`,
/// `index.bool.constant`).
pub fn is_const(m: &Module, v: ValueId) -> bool {
    m.defining_op(v)
        .is_some_and(|o| crate::rewrite::driver::is_constant_like(m.op(o).kind))
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

/// Poison propagation of the arith folders (`constFoldBinaryOp` and the cast folders): an
/// arith op with a `ub.poison` operand is poison, except shifts and comparisons, which MLIR
/// does not fold; `select` of a poison side is the other side.
///
/// ```mlir
/// %p = ub.poison : i32
/// %0 = arith.addi %a, %p : i32               // folds to: ub.poison : i32
/// %1 = arith.select %c, %p, %a : i32         // folds to: %a
/// ```
fn fold_poison(m: &Module, op: OpId) -> Option<FoldResult> {
    use crate::dialects::ub::{is_poison, poison_attr};
    use OpKind as K;
    let d = m.op(op);
    if d.kind == K::Select {
        let (t, f) = (d.operands[1], d.operands[2]);
        return match (is_poison(m, t), is_poison(m, f)) {
            (true, false) => Some(val(f)),
            (false, true) => Some(val(t)),
            _ => None,
        };
    }
    let skip = matches!(d.kind, K::ShLI | K::ShRSI | K::ShRUI | K::CmpI | K::CmpF);
    let folds = crate::semantics::int::Family::of(d.kind).is_some()
        && d.kind.dialect() == crate::dialects::Dialect::Arith;
    (folds && !skip && d.results.len() == 1 && d.operands.iter().any(|&v| is_poison(m, v)))
        .then(|| one(FoldValue::Attr(poison_attr())))
}

/// Folds `op`.
pub fn fold(m: &mut Module, op: OpId) -> FoldResult {
    let kind = m.op(op).kind;
    if let Some(r) = fold_poison(m, op) {
        return r;
    }
    if let Some(r) = super::const_vector::fold(m, op) {
        return r;
    }
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
        | OpKind::MinUI
        | OpKind::DivUI
        | OpKind::DivSI
        | OpKind::CeilDivUI
        | OpKind::CeilDivSI
        | OpKind::FloorDivSI
        | OpKind::RemUI
        | OpKind::RemSI
        | OpKind::ShLI
        | OpKind::ShRUI
        | OpKind::ShRSI => fold_int_binary(m, op),
        OpKind::IndexCast
        | OpKind::IndexCastUI
        | OpKind::ExtSI
        | OpKind::ExtUI
        | OpKind::TruncI => fold_int_cast(m, op),
        k if k.dialect() == crate::dialects::Dialect::Index => super::index::fold(m, op),
        OpKind::Select => fold_select(m, op),
        OpKind::CmpI => fold_cmpi(m, op),
        OpKind::Dim => fold_dim(m, op),
        OpKind::Cast => super::memref::fold_cast(m, op),
        OpKind::Copy => super::memref::fold_copy(m, op),
        OpKind::SubView => super::memref::fold_subview(m, op),
        OpKind::ReinterpretCast => super::memref::fold_reinterpret_cast(m, op),
        OpKind::If => fold_if(m, op),
        k if k.dialect() == crate::dialects::Dialect::Vector => super::vector::fold(m, op),
        OpKind::AffineApply
        | OpKind::AffineMin
        | OpKind::AffineMax
        | OpKind::AffineIf
        | OpKind::AffineFor
        | OpKind::AffineParallel
        | OpKind::AffineDelinearizeIndex
        | OpKind::AffineLinearizeIndex => super::affine::fold(m, op),
        OpKind::Clone
        | OpKind::Load
        | OpKind::Dealloc
        | OpKind::AffineLoad
        | OpKind::AffinePrefetch
            if super::memref::fold_memref_cast(m, op, 0) =>
        {
            FoldResult::InPlace
        }
        k if super::linalg::folds_memref_cast(k) && super::memref::fold_memref_cast(m, op, 0) => {
            FoldResult::InPlace
        }
        // (The stored value is not folded through, only the memref and indices.)
        OpKind::Store | OpKind::AffineStore if super::memref::fold_memref_cast(m, op, 1) => {
            FoldResult::InPlace
        }
        _ => FoldResult::Fail,
    };
    if !matches!(r, FoldResult::Fail) {
        return r;
    }
    let commutative = kind.is_commutative();
    if commutative && fold_commutative(m, op) {
        return FoldResult::InPlace;
    }
    FoldResult::Fail
}

/// The operands of an integer binary op being folded, read once.
struct IntBinary {
    kind: OpKind,
    a: ValueId,
    b: ValueId,
    /// The result type and its width.
    t: TypeId,
    w: u32,
    /// The constant values of `a` and `b`.
    ca: Option<i128>,
    cb: Option<i128>,
}

impl IntBinary {
    /// `op` if it is a two-operand, one-result op on integers (or `index`).
    fn of(m: &Module, op: OpId) -> Option<Self> {
        let d = m.op(op);
        if d.operands.len() != 2 || d.results.len() != 1 {
            return None;
        }
        let (a, b) = (d.operands[0], d.operands[1]);
        let t = m.value_type(d.results[0]);
        let w = int_width(m, t)?;
        Some(IntBinary {
            kind: d.kind,
            a,
            b,
            t,
            w,
            ca: int_const(m, a),
            cb: int_const(m, b),
        })
    }

    /// The right operand is the constant 1.
    fn rhs_is_one(&self, m: &Module) -> bool {
        self.cb.is_some_and(|c| unsigned(m, c, self.t) == 1)
    }

    /// The right operand is the constant with all bits set.
    fn rhs_is_all_ones(&self, m: &Module) -> bool {
        self.cb.is_some_and(|c| all_ones(m, c, self.t))
    }

    /// The folded constant `v` of the result type.
    fn constant(&self, m: &Module, v: i128) -> FoldResult {
        one(attr(m, v, self.t))
    }
}

/// The integer binary ops' folders: the per-op identities first, then constant folding, then
/// the idempotent `andi`/`ori` (`op(x, x) -> x`).
fn fold_int_binary(m: &mut Module, op: OpId) -> FoldResult {
    let m = &*m;
    let Some(x) = IntBinary::of(m, op) else {
        return FoldResult::Fail;
    };
    let folded = match x.kind {
        OpKind::AddI => fold_addi(m, &x),
        OpKind::SubI => fold_subi(m, &x),
        OpKind::MulI => fold_muli(&x),
        OpKind::DivUI
        | OpKind::DivSI
        | OpKind::CeilDivUI
        | OpKind::CeilDivSI
        | OpKind::FloorDivSI
            if x.rhs_is_one(m) =>
        {
            Some(val(x.a))
        }
        OpKind::DivUI | OpKind::DivSI => {
            let flag = if x.kind == OpKind::DivUI {
                "nuw"
            } else {
                "nsw"
            };
            fold_div_mul(m, x.a, x.b, flag).map(val)
        }
        OpKind::RemUI | OpKind::RemSI if x.rhs_is_one(m) => Some(x.constant(m, 0)),
        OpKind::ShLI | OpKind::ShRUI | OpKind::ShRSI if x.cb == Some(0) => Some(val(x.a)),
        OpKind::MaxSI | OpKind::MinSI | OpKind::MaxUI | OpKind::MinUI => fold_int_min_max(m, &x),
        OpKind::AndI => fold_andi(m, &x),
        OpKind::OrI => fold_ori(m, &x),
        OpKind::XOrI => fold_xori(m, &x),
        _ => None,
    };
    if let Some(r) = folded {
        return r;
    }
    if let (Some(ca), Some(cb)) = (x.ca, x.cb) {
        if let Some(v) = const_fold_int(x.kind, ca, cb, x.w) {
            return x.constant(m, v);
        }
        return FoldResult::Fail;
    }
    // Idempotent trait (andi, ori): op(x, x) -> x.
    if x.a == x.b && matches!(x.kind, OpKind::AndI | OpKind::OrI) {
        return val(x.a);
    }
    FoldResult::Fail
}

/// `addi(x, 0) -> x`, `addi(subi(x, y), y) -> x`, `addi(y, subi(x, y)) -> x`.
fn fold_addi(m: &Module, x: &IntBinary) -> Option<FoldResult> {
    if x.cb == Some(0) {
        return Some(val(x.a));
    }
    sub_minuend(m, x.a, x.b)
        .or_else(|| sub_minuend(m, x.b, x.a))
        .map(val)
}

/// `x` if `v` is `subi(x, y)`.
fn sub_minuend(m: &Module, v: ValueId, y: ValueId) -> Option<ValueId> {
    let s = def_of(m, v, OpKind::SubI)?;
    (m.op(s).operands[1] == y).then(|| m.op(s).operands[0])
}

/// The other operand of `v = kind(l, r)` when one of them is `y` (`r == y` gives `l`, else
/// `l == y` gives `r`).
fn other_operand(m: &Module, v: ValueId, kind: OpKind, y: ValueId) -> Option<ValueId> {
    let p = def_of(m, v, kind)?;
    let (l, r) = (m.op(p).operands[0], m.op(p).operands[1]);
    if r == y {
        Some(l)
    } else if l == y {
        Some(r)
    } else {
        None
    }
}

/// `subi(x, x) -> 0`, `subi(x, 0) -> x`, `subi(addi(x, y), y) -> x`, `subi(addi(x, y), x) -> y`.
fn fold_subi(m: &Module, x: &IntBinary) -> Option<FoldResult> {
    if x.a == x.b {
        return Some(x.constant(m, 0));
    }
    if x.cb == Some(0) {
        return Some(val(x.a));
    }
    other_operand(m, x.a, OpKind::AddI, x.b).map(val)
}

/// `muli(x, 0) -> 0`, `muli(x, 1) -> x` (not on `i1`, where 1 reads as -1).
fn fold_muli(x: &IntBinary) -> Option<FoldResult> {
    if x.cb == Some(0) {
        return Some(val(x.b));
    }
    if x.cb == Some(1) && x.w != 1 {
        return Some(val(x.a));
    }
    None
}

/// `min/max(x, x) -> x`; the absorbing constant (`maxsi(x, SMAX) -> SMAX`, ...) and the
/// identity (`maxsi(x, SMIN) -> x`, ...) on the right.
fn fold_int_min_max(m: &Module, x: &IntBinary) -> Option<FoldResult> {
    if x.a == x.b {
        return Some(val(x.b));
    }
    // Signed readings of the constant operand (`i1` true is -1 signed).
    let w = x.w;
    let smax = if w >= 128 {
        i128::MAX
    } else {
        (1i128 << (w - 1)) - 1
    };
    let smin = if w >= 128 {
        i128::MIN
    } else {
        -(1i128 << (w - 1))
    };
    let is_smax = x.cb.is_some_and(|c| sign_extend(c, w) == smax);
    let is_smin = x.cb.is_some_and(|c| sign_extend(c, w) == smin);
    let is_umax = x.rhs_is_all_ones(m);
    let (absorbing, identity) = match x.kind {
        OpKind::MaxSI => (is_smax, is_smin),
        OpKind::MinSI => (is_smin, is_smax),
        OpKind::MaxUI => (is_umax, x.cb == Some(0)),
        _ => (x.cb == Some(0), is_umax),
    };
    if absorbing {
        return Some(val(x.b));
    }
    if identity {
        return Some(val(x.a));
    }
    None
}

/// `andi(x, 0) -> 0`, `andi(x, -1) -> x`, `andi(x, not(x)) -> 0`, `andi(andi(x, y), y) ->
/// andi(x, y)` (either side).
fn fold_andi(m: &Module, x: &IntBinary) -> Option<FoldResult> {
    let (a, b) = (x.a, x.b);
    if x.cb == Some(0) {
        return Some(val(b));
    }
    if x.rhs_is_all_ones(m) {
        return Some(val(a));
    }
    if not_of(m, b) == Some(a) || not_of(m, a) == Some(b) {
        return Some(x.constant(m, 0));
    }
    if def_of(m, a, OpKind::AndI).is_some_and(|lo| m.op(lo).operands.contains(&b)) {
        return Some(val(a));
    }
    if def_of(m, b, OpKind::AndI).is_some_and(|ro| m.op(ro).operands.contains(&a)) {
        return Some(val(b));
    }
    None
}

/// `ori(x, 0) -> x`, `ori(x, -1) -> -1` (a new constant, as MLIR returns the attribute),
/// `ori(x, xori(x, -1)) -> -1` through the `not`'s constant operand (either side).
fn fold_ori(m: &Module, x: &IntBinary) -> Option<FoldResult> {
    let (a, b) = (x.a, x.b);
    if let Some(c) = x.cb {
        if c == 0 {
            return Some(val(a));
        }
        // (MLIR returns the attribute: a new constant, not the operand.)
        if all_ones(m, c, x.t) {
            return Some(x.constant(m, c));
        }
    }
    let not_constant = |v: ValueId| m.defining_op(v).map(|o| m.op(o).operands[1]);
    if not_of(m, b) == Some(a) {
        if let Some(c) = not_constant(b) {
            return Some(val(c));
        }
    }
    if not_of(m, a) == Some(b) {
        if let Some(c) = not_constant(a) {
            return Some(val(c));
        }
    }
    None
}

/// `xori(x, 0) -> x`, `xori(x, x) -> 0`, `xori(xori(x, y), y) -> x` (any operand order).
fn fold_xori(m: &Module, x: &IntBinary) -> Option<FoldResult> {
    if x.cb == Some(0) {
        return Some(val(x.a));
    }
    if x.a == x.b {
        return Some(x.constant(m, 0));
    }
    other_operand(m, x.a, OpKind::XOrI, x.b)
        .or_else(|| other_operand(m, x.b, OpKind::XOrI, x.a))
        .map(val)
}

/// The op of kind `kind` defining `v`.
fn def_of(m: &Module, v: ValueId, kind: OpKind) -> Option<OpId> {
    m.defining_op(v).filter(|&o| m.op(o).kind == kind)
}

/// `foldDivMul`: `div(muli(x, y) <flag>, y)` -> `x` (either operand order of the product).
fn fold_div_mul(m: &Module, lhs: ValueId, rhs: ValueId, flag: &str) -> Option<ValueId> {
    let mul = def_of(m, lhs, OpKind::MulI)?;
    let flags = m
        .attr(mul, "overflowFlags")
        .and_then(|a| crate::dialects::arith::flags_of(a, "overflow"))
        .unwrap_or_default();
    if !flags.split(',').any(|f| f.trim() == flag) {
        return None;
    }
    other_operand(m, lhs, OpKind::MulI, rhs)
}

/// Constant folding of an integer binary op on `w`-bit operands, as APInt computes it; None
/// where MLIR declines (division by zero, signed overflow of a division, over-wide shifts).
pub fn const_fold_int(kind: OpKind, x: i128, y: i128, w: u32) -> Option<i128> {
    let mask = if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    };
    let (ux, uy) = ((x as u128) & mask, (y as u128) & mask);
    let (sx, sy) = (sign_extend(x, w), sign_extend(y, w));
    let smin = if w >= 128 {
        i128::MIN
    } else {
        -(1i128 << (w - 1))
    };
    let fits = |v: i128| sign_extend(v, w) == v;
    let signed_overflow = sx == smin && sy == -1;
    Some(match kind {
        OpKind::AddI => x.wrapping_add(y),
        OpKind::SubI => x.wrapping_sub(y),
        OpKind::MulI => x.wrapping_mul(y),
        OpKind::AndI => x & y,
        OpKind::OrI => x | y,
        OpKind::XOrI => x ^ y,
        OpKind::MaxSI => sx.max(sy),
        OpKind::MinSI => sx.min(sy),
        OpKind::MaxUI => ux.max(uy) as i128,
        OpKind::MinUI => ux.min(uy) as i128,
        OpKind::DivUI if uy != 0 => (ux / uy) as i128,
        OpKind::RemUI if uy != 0 => (ux % uy) as i128,
        OpKind::DivSI if sy != 0 && !signed_overflow => sx / sy,
        OpKind::RemSI if sy != 0 => sx.checked_rem(sy).unwrap_or(0),
        OpKind::CeilDivUI if uy != 0 => {
            if ux == 0 {
                0
            } else {
                ((ux - 1) / uy + 1) as i128
            }
        }
        OpKind::CeilDivSI if sy != 0 => {
            if sx == 0 {
                0
            } else if sx > 0 && sy > 0 {
                (sx - 1) / sy + 1
            } else {
                // MLIR negates the negative operands first; those negations may overflow.
                if (sx < 0 && sx == smin) || (sy < 0 && sy == smin) {
                    return None;
                }
                let (q, r) = (sx / sy, sx % sy);
                let v = if r != 0 && ((sx > 0) == (sy > 0)) {
                    q + 1
                } else {
                    q
                };
                if !fits(v) {
                    return None;
                }
                v
            }
        }
        OpKind::FloorDivSI if sy != 0 && !signed_overflow => {
            let q = sx / sy;
            if (sx % sy != 0) && ((sx < 0) != (sy < 0)) {
                q - 1
            } else {
                q
            }
        }
        OpKind::ShLI | OpKind::ShRUI | OpKind::ShRSI => {
            if uy >= w as u128 {
                return None;
            }
            let s = uy as u32;
            match kind {
                OpKind::ShLI => ((ux << s) & mask) as i128,
                OpKind::ShRUI => (ux >> s) as i128,
                _ => sx >> s,
            }
        }
        _ => return None,
    })
}

/// Integer casts: `index_cast`, `index_castui`, `extsi`, `extui`, `trunci`.
fn fold_int_cast(m: &mut Module, op: OpId) -> FoldResult {
    let d = m.op(op);
    if d.operands.len() != 1 || d.results.len() != 1 {
        return FoldResult::Fail;
    }
    let (x, kind) = (d.operands[0], d.kind);
    let (st, rt) = (m.value_type(x), m.value_type(d.results[0]));
    let (Some(sw), Some(_)) = (int_width(m, st), int_width(m, rt)) else {
        return FoldResult::Fail;
    };
    match kind {
        // extsi(extsi(x)) -> extsi(x), extui(extui(x)) -> extui(x)
        OpKind::ExtSI | OpKind::ExtUI => {
            if let Some(inner) = def_of(m, x, kind) {
                let src = m.op(inner).operands[0];
                m.set_operand(op, 0, src);
                return FoldResult::InPlace;
            }
        }
        OpKind::TruncI => {
            let ext = def_of(m, x, OpKind::ExtUI).or_else(|| def_of(m, x, OpKind::ExtSI));
            if let Some(e) = ext {
                let src = m.op(e).operands[0];
                let src_t = m.value_type(src);
                let src_w = int_width(m, src_t).unwrap_or(0);
                let dst_w = int_width(m, rt).unwrap_or(0);
                // trunci(ext(a)) -> trunci(a) when `a` is wider; -> a when of the same type
                if src_w > dst_w {
                    m.set_operand(op, 0, src);
                    return FoldResult::InPlace;
                }
                if src_t == rt {
                    return val(src);
                }
            }
            if let Some(inner) = def_of(m, x, OpKind::TruncI) {
                let src = m.op(inner).operands[0];
                m.set_operand(op, 0, src);
                return FoldResult::InPlace;
            }
        }
        _ => {}
    }
    let Some(c) = int_const(m, x) else {
        return FoldResult::Fail;
    };
    let v = match kind {
        OpKind::IndexCast | OpKind::ExtSI | OpKind::TruncI => sign_extend(c, sw),
        _ => unsigned(m, c, st) as i128,
    };
    one(attr(m, v, rt))
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

/// The `arith.cmpi` predicate that is true exactly when `p` is false (`eq`/`ne`, `slt`/`sge`,
/// `sle`/`sgt`, `ult`/`uge`, `ule`/`ugt`).
pub fn inverse_predicate(p: i64) -> Option<i64> {
    Some(match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        _ => return None,
    })
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

/// The predicate of `cmpi` with its operands swapped (`slt` becomes `sgt`).
fn swapped_predicate(pred: i64) -> i64 {
    match pred {
        2 => 4,
        4 => 2,
        3 => 5,
        5 => 3,
        6 => 8,
        8 => 6,
        7 => 9,
        9 => 7,
        p => p,
    }
}

fn fold_cmpi(m: &mut Module, op: OpId) -> FoldResult {
    let d = m.op(op);
    if d.operands.len() != 2 {
        return FoldResult::Fail;
    }
    let (a, b) = (d.operands[0], d.operands[1]);
    let rt = m.value_type(d.results[0]);
    if matches!(m.ty(rt), TypeData::Vector { .. }) && is_const(m, a) && !is_const(m, b) {
        // A constant vector operand moves to the right, as on scalars.
        let Some(pred) = predicate(m, op) else {
            return FoldResult::Fail;
        };
        set_predicate(m, op, swapped_predicate(pred));
        m.set_operand(op, 0, b);
        m.set_operand(op, 1, a);
        return FoldResult::InPlace;
    }
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
    let lhs_is_i1 = int_width(m, m.value_type(a)) == Some(1);
    if cb == Some(0) {
        // cmpi ne, ext(%x : i1), 0 -> %x
        let ext = m
            .defining_op(a)
            .filter(|&o| matches!(m.op(o).kind, OpKind::ExtSI | OpKind::ExtUI));
        if let Some(e) = ext {
            let src = m.op(e).operands[0];
            if int_width(m, m.value_type(src)) == Some(1) && pred == 1 {
                return val(src);
            }
        }
        // cmpi ne, %x, false : i1 -> %x
        if lhs_is_i1 && pred == 1 {
            return val(a);
        }
    }
    // cmpi eq, %x, true : i1 -> %x
    if cb == Some(1) && lhs_is_i1 && pred == 0 {
        return val(a);
    }
    if ca.is_some() && cb.is_none() {
        set_predicate(m, op, swapped_predicate(pred));
        m.set_operand(op, 0, b);
        m.set_operand(op, 1, a);
        return FoldResult::InPlace;
    }
    if let (Some(x), Some(y)) = (ca, cb) {
        let w = int_width(m, m.value_type(a)).unwrap_or(64);
        let Some(v) = cmpi_holds(pred, x, y, w) else {
            return FoldResult::Fail;
        };
        return one(attr(m, v as i128, rt));
    }
    FoldResult::Fail
}

/// Whether `arith.cmpi` with predicate `pred` holds for the `w`-bit constants `x` and `y`.
pub fn cmpi_holds(pred: i64, x: i128, y: i128, w: u32) -> Option<bool> {
    let mask = if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    };
    let (ux, uy) = ((x as u128) & mask, (y as u128) & mask);
    let (x, y) = (sign_extend(x, w), sign_extend(y, w));
    Some(match pred {
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
        _ => return None,
    })
}

fn fold_dim(m: &mut Module, op: OpId) -> FoldResult {
    let d = m.op(op);
    if d.operands.len() != 2 {
        return FoldResult::Fail;
    }
    let Some(idx) = int_const(m, d.operands[1]) else {
        return FoldResult::Fail;
    };
    let src = d.operands[0];
    let TypeData::MemRef { shape, .. } = m.ty(m.value_type(src)) else {
        return FoldResult::Fail;
    };
    let Some(i) = usize::try_from(idx).ok().filter(|&i| i < shape.len()) else {
        return FoldResult::Fail;
    };
    let s = shape[i];
    if s != crate::ir::DYNAMIC {
        let it = m.value_type(d.results[0]);
        return one(attr(m, s as i128, it));
    }
    let dyn_pos = shape[..i]
        .iter()
        .filter(|&&x| x == crate::ir::DYNAMIC)
        .count();
    if let Some(v) = super::memref::dynamic_size_of(m, src, dyn_pos) {
        return val(v);
    }
    if let Some(v) = super::memref::subview_size_of(m, src, i) {
        return val(v);
    }
    if super::memref::fold_memref_cast(m, op, 0) {
        return FoldResult::InPlace;
    }
    FoldResult::Fail
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

#[cfg(test)]
mod tests {
    use super::const_fold_int;
    use crate::dialects::OpKind::*;

    #[test]
    fn division_rounding_and_declines() {
        // Truncating, floor and ceiling division of -7 by 2 on i32.
        assert_eq!(const_fold_int(DivSI, -7, 2, 32), Some(-3));
        assert_eq!(const_fold_int(FloorDivSI, -7, 2, 32), Some(-4));
        assert_eq!(const_fold_int(CeilDivSI, -7, 2, 32), Some(-3));
        assert_eq!(const_fold_int(CeilDivSI, 7, 2, 32), Some(4));
        assert_eq!(const_fold_int(CeilDivSI, -7, -2, 32), Some(4));
        assert_eq!(const_fold_int(RemSI, -7, 2, 32), Some(-1));
        // Unsigned reads -7 as 2^32 - 7.
        assert_eq!(const_fold_int(CeilDivUI, -7, 2, 32), Some(2147483645));
        // Division by zero and signed overflow are left alone.
        assert_eq!(const_fold_int(DivUI, 7, 0, 64), None);
        assert_eq!(const_fold_int(DivSI, -128, -1, 8), None);
        assert_eq!(const_fold_int(FloorDivSI, -128, -1, 8), None);
        assert_eq!(const_fold_int(CeilDivSI, -128, -1, 8), None);
        assert_eq!(const_fold_int(RemSI, -128, -1, 8), Some(0));
    }

    #[test]
    fn shifts_and_min_max() {
        assert_eq!(const_fold_int(ShLI, -16, 2, 8), Some(-64i128 & 0xff));
        assert_eq!(const_fold_int(ShRSI, -16, 2, 8), Some(-4));
        assert_eq!(const_fold_int(ShRUI, -16, 2, 8), Some(60));
        assert_eq!(const_fold_int(ShLI, 1, 8, 8), None);
        assert_eq!(const_fold_int(ShRUI, 1, -1, 8), None);
        // i1 true is -1 when read signed, 1 unsigned.
        assert_eq!(const_fold_int(MaxSI, 1, 0, 1), Some(0));
        assert_eq!(const_fold_int(MaxUI, 1, 0, 1), Some(1));
    }
}
