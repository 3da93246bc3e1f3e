//! `arith` canonicalization patterns (MLIR's `ArithCanonicalization.td` and the C++ patterns
//! of `ArithOps.cpp`): `i1` logic, constant reassociation, cast chains, extensions.

use super::fn_pattern as p;
use super::fold::{int_const, int_width, norm, predicate};
use crate::dialects::arith::flags_of;
use crate::dialects::OpKind;
use crate::ir::{Attribute, Location, NamedAttr, OpId, TypeId, ValueId};
use crate::rewrite::{Pattern, Rewriter};

/// `xori(cmpi(pred, a, b), true)` -> `cmpi(!pred, a, b)`.
///
/// ```mlir
/// %0 = arith.cmpi ne, %a, %b : index
/// %1 = arith.xori %0, %true : i1      // becomes: %1 = arith.cmpi eq, %a, %b : index
/// ```
pub struct XOrINotCmpI;
impl Pattern for XOrINotCmpI {
    fn name(&self) -> &'static str {
        "XOrINotCmpI"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::XOrI)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let d = rw.m.op(op);
        let (a, b) = (d.operands[0], d.operands[1]);
        let t = rw.m.value_type(d.results[0]);
        if int_width(rw.m, t) != Some(1) || int_const(rw.m, b) != Some(1) {
            return false;
        }
        let Some(cmp) =
            rw.m.defining_op(a)
                .filter(|&o| rw.m.op(o).kind == OpKind::CmpI)
        else {
            return false;
        };
        let Some(p) = predicate(rw.m, cmp) else {
            return false;
        };
        let inv = match super::fold::inverse_predicate(p) {
            Some(q) => q,
            None => return false,
        };
        let ops = rw.m.op(cmp).operands.clone();
        let mut props: Vec<NamedAttr> = rw.m.op(cmp).props.to_vec();
        for a in &mut props {
            if a.name == "predicate" {
                if let Attribute::Integer { value, .. } = &mut a.value {
                    *value = i128::from(inv);
                }
            }
        }
        let loc = rw.m.op(op).loc.clone();
        let v = rw.create1(OpKind::CmpI, ops, t, props, &loc);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `select(xori(c, true), a, b)` -> `select(c, b, a)`.
pub struct SelectNotCond;
impl Pattern for SelectNotCond {
    fn name(&self) -> &'static str {
        "SelectNotCond"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::Select)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let d = rw.m.op(op);
        let (c, a, b) = (d.operands[0], d.operands[1], d.operands[2]);
        let Some(x) =
            rw.m.defining_op(c)
                .filter(|&o| rw.m.op(o).kind == OpKind::XOrI)
        else {
            return false;
        };
        if int_const(rw.m, rw.m.op(x).operands[1]) != Some(1) {
            return false;
        }
        let pred = rw.m.op(x).operands[0];
        let t = rw.m.value_type(d.results[0]);
        let loc = d.loc.clone();
        let v = rw.create1(OpKind::Select, vec![pred, b, a], t, vec![], &loc);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `select(c, select(c, a, b), d)` -> `select(c, a, d)` and the mirrored false-side form.
pub struct RedundantSelect {
    /// True for the `RedundantSelectTrue` form (nested select on the true side).
    pub true_side: bool,
}
impl Pattern for RedundantSelect {
    fn name(&self) -> &'static str {
        if self.true_side {
            "RedundantSelectTrue"
        } else {
            "RedundantSelectFalse"
        }
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::Select)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let d = rw.m.op(op);
        let (c, a, b) = (d.operands[0], d.operands[1], d.operands[2]);
        let inner = if self.true_side { a } else { b };
        let Some(s) =
            rw.m.defining_op(inner)
                .filter(|&o| rw.m.op(o).kind == OpKind::Select)
        else {
            return false;
        };
        if rw.m.op(s).operands[0] != c {
            return false;
        }
        let (na, nb) = if self.true_side {
            (rw.m.op(s).operands[1], b)
        } else {
            (a, rw.m.op(s).operands[2])
        };
        let t = rw.m.value_type(d.results[0]);
        let loc = d.loc.clone();
        let v = rw.create1(OpKind::Select, vec![c, na, nb], t, vec![], &loc);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `select(c, false, true)` -> `xori(c, true)`.
pub struct SelectI1ToNot;
impl Pattern for SelectI1ToNot {
    fn name(&self) -> &'static str {
        "SelectI1ToNot"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::Select)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let d = rw.m.op(op);
        let (c, a, b) = (d.operands[0], d.operands[1], d.operands[2]);
        let t = rw.m.value_type(d.results[0]);
        if int_width(rw.m, t) != Some(1)
            || int_const(rw.m, a) != Some(0)
            || int_const(rw.m, b) != Some(1)
        {
            return false;
        }
        let loc = d.loc.clone();
        let tr = rw.bool_constant(true, &loc);
        let v = rw.create1(OpKind::XOrI, vec![c, tr], t, vec![], &loc);
        rw.replace_op(op, &[v]);
        true
    }
}

/// The arith patterns beyond `i1` logic, in MLIR's registration order per op.
pub fn patterns() -> Vec<Box<dyn Pattern>> {
    let mut v = addi_patterns();
    v.extend(subi_patterns());
    v.extend(muli_patterns());
    v.extend(ext_and_cast_patterns());
    v
}

/// A constant-reassociation rule ([`ConstReassoc`]) of benefit 2.
fn r(
    name: &'static str,
    root: OpKind,
    nested: (OpKind, Side),
    inner_const: Side,
    fold: fn(i128, i128) -> i128,
    result: (OpKind, Side),
) -> Box<dyn Pattern> {
    let rule = ConstReassoc {
        nested,
        inner_const,
        fold,
        result,
    };
    p(name, root, 2, move |rw, op| rule.rewrite(rw, op))
}

/// `c0 + c1` (wrapping).
fn add(c0: i128, c1: i128) -> i128 {
    c0.wrapping_add(c1)
}

/// `c0 * c1` (wrapping).
fn mul(c0: i128, c1: i128) -> i128 {
    c0.wrapping_mul(c1)
}

/// `c0 - c1` (wrapping).
fn c0_minus_c1(c0: i128, c1: i128) -> i128 {
    c0.wrapping_sub(c1)
}

/// `c1 - c0` (wrapping).
fn c1_minus_c0(c0: i128, c1: i128) -> i128 {
    c1.wrapping_sub(c0)
}

/// The patterns rooted at `arith.addi`.
fn addi_patterns() -> Vec<Box<dyn Pattern>> {
    use OpKind::*;
    use Side::*;
    vec![
        // `addi(addi(x, c0), c1)` -> `addi(x, c0 + c1)`.
        //
        // ```mlir
        // %0 = arith.addi %x, %c3 : index
        // %1 = arith.addi %0, %c4 : index      // becomes: %1 = arith.addi %x, %c7 : index
        // ```
        r("AddIAddConstant", AddI, (AddI, Lhs), Rhs, add, (AddI, Rhs)),
        // `addi(subi(x, c0), c1)` -> `addi(x, c1 - c0)`.
        //
        // ```mlir
        // %0 = arith.subi %x, %c3 : index
        // %1 = arith.addi %0, %c4 : index      // becomes: %1 = arith.addi %x, %c1 : index
        // ```
        r(
            "AddISubConstantRHS",
            AddI,
            (SubI, Lhs),
            Rhs,
            c1_minus_c0,
            (AddI, Rhs),
        ),
        // `addi(subi(c0, x), c1)` -> `subi(c0 + c1, x)`.
        //
        // ```mlir
        // %0 = arith.subi %c3, %x : index
        // %1 = arith.addi %0, %c4 : index      // becomes: %1 = arith.subi %c7, %x : index
        // ```
        r(
            "AddISubConstantLHS",
            AddI,
            (SubI, Lhs),
            Lhs,
            add,
            (SubI, Lhs),
        ),
        p("AddIMulNegativeOneRhs", AddI, 2, |rw, op| {
            add_i_mul_negative_one(rw, op, Rhs)
        }),
        p("AddIMulNegativeOneLhs", AddI, 2, |rw, op| {
            add_i_mul_negative_one(rw, op, Lhs)
        }),
    ]
}

/// The patterns rooted at `arith.subi`.
fn subi_patterns() -> Vec<Box<dyn Pattern>> {
    use OpKind::*;
    use Side::*;
    vec![
        // `subi(addi(x, c0), c1)` -> `addi(x, c0 - c1)`.
        //
        // ```mlir
        // %0 = arith.addi %x, %c5 : index
        // %1 = arith.subi %0, %c2 : index      // becomes: %1 = arith.addi %x, %c3 : index
        // ```
        r(
            "SubIRHSAddConstant",
            SubI,
            (AddI, Lhs),
            Rhs,
            c0_minus_c1,
            (AddI, Rhs),
        ),
        // `subi(c1, addi(x, c0))` -> `subi(c1 - c0, x)`.
        //
        // ```mlir
        // %0 = arith.addi %x, %c2 : index
        // %1 = arith.subi %c5, %0 : index      // becomes: %1 = arith.subi %c3, %x : index
        // ```
        r(
            "SubILHSAddConstant",
            SubI,
            (AddI, Rhs),
            Rhs,
            c1_minus_c0,
            (SubI, Lhs),
        ),
        // `subi(subi(x, c0), c1)` -> `subi(x, c0 + c1)`.
        //
        // ```mlir
        // %0 = arith.subi %x, %c2 : index
        // %1 = arith.subi %0, %c3 : index      // becomes: %1 = arith.subi %x, %c5 : index
        // ```
        r(
            "SubIRHSSubConstantRHS",
            SubI,
            (SubI, Lhs),
            Rhs,
            add,
            (SubI, Rhs),
        ),
        // `subi(subi(c0, x), c1)` -> `subi(c0 - c1, x)`.
        //
        // ```mlir
        // %0 = arith.subi %c5, %x : index
        // %1 = arith.subi %0, %c2 : index      // becomes: %1 = arith.subi %c3, %x : index
        // ```
        r(
            "SubIRHSSubConstantLHS",
            SubI,
            (SubI, Lhs),
            Lhs,
            c0_minus_c1,
            (SubI, Lhs),
        ),
        // `subi(c1, subi(x, c0))` -> `subi(c0 + c1, x)`.
        //
        // ```mlir
        // %0 = arith.subi %x, %c2 : index
        // %1 = arith.subi %c5, %0 : index      // becomes: %1 = arith.subi %c7, %x : index
        // ```
        r(
            "SubILHSSubConstantRHS",
            SubI,
            (SubI, Rhs),
            Rhs,
            add,
            (SubI, Lhs),
        ),
        // `subi(c1, subi(c0, x))` -> `addi(x, c1 - c0)`.
        //
        // ```mlir
        // %0 = arith.subi %c2, %x : index
        // %1 = arith.subi %c5, %0 : index      // becomes: %1 = arith.addi %x, %c3 : index
        // ```
        r(
            "SubILHSSubConstantLHS",
            SubI,
            (SubI, Rhs),
            Lhs,
            c1_minus_c0,
            (AddI, Rhs),
        ),
        p("SubISubILHSRHSLHS", SubI, 2, sub_i_sub_i_lhs_rhs_lhs),
    ]
}

/// The patterns rooted at `arith.muli`.
fn muli_patterns() -> Vec<Box<dyn Pattern>> {
    use OpKind::*;
    use Side::*;
    vec![
        // `muli(muli(x, c0), c1)` -> `muli(x, c0 * c1)`.
        //
        // ```mlir
        // %0 = arith.muli %x, %c3 : index
        // %1 = arith.muli %0, %c4 : index      // becomes: %1 = arith.muli %x, %c12 : index
        // ```
        r("MulIMulIConstant", MulI, (MulI, Lhs), Rhs, mul, (MulI, Rhs)),
    ]
}

/// The patterns on extensions, truncations, index casts and selects (rooted at the logic
/// ops, `cmpi` and the casts).
fn ext_and_cast_patterns() -> Vec<Box<dyn Pattern>> {
    use OpKind::*;
    vec![
        p("AndOfExtUI", AndI, 3, |rw, op| logic_of_ext(rw, op, ExtUI)),
        p("AndOfExtSI", AndI, 3, |rw, op| logic_of_ext(rw, op, ExtSI)),
        p("OrOfExtUI", OrI, 3, |rw, op| logic_of_ext(rw, op, ExtUI)),
        p("OrOfExtSI", OrI, 3, |rw, op| logic_of_ext(rw, op, ExtSI)),
        p("CmpIExtSI", CmpI, 3, |rw, op| cmp_i_ext(rw, op, ExtSI)),
        p("CmpIExtUI", CmpI, 3, |rw, op| cmp_i_ext(rw, op, ExtUI)),
        p("ExtSIOfExtUI", ExtSI, 2, ext_si_of_ext_ui),
        p("TruncIExtSIToExtSI", TruncI, 2, |rw, op| {
            trunc_i_ext(rw, op, ExtSI)
        }),
        p("TruncIExtUIToExtUI", TruncI, 2, |rw, op| {
            trunc_i_ext(rw, op, ExtUI)
        }),
        p("IndexCastOfIndexCast", IndexCast, 2, |rw, op| {
            cast_of_cast(rw, op, IndexCast)
        }),
        p("IndexCastOfExtSI", IndexCast, 2, |rw, op| {
            index_cast_of_ext(rw, op, ExtSI)
        }),
        p("IndexCastUIOfIndexCastUI", IndexCastUI, 2, |rw, op| {
            cast_of_cast(rw, op, IndexCastUI)
        }),
        p("IndexCastUIOfExtUI", IndexCastUI, 2, |rw, op| {
            index_cast_of_ext(rw, op, ExtUI)
        }),
        p("SelectToExtUI", Select, 1, select_to_ext_ui),
    ]
}

/// `(inner op, its operands)` when `v` is produced by an op of kind `kind`.
fn def2(rw: &Rewriter<'_>, v: ValueId, kind: OpKind) -> Option<(OpId, ValueId, ValueId)> {
    let o = rw.m.defining_op(v).filter(|&o| rw.m.op(o).kind == kind)?;
    let d = rw.m.op(o);
    (d.operands.len() == 2).then(|| (o, d.operands[0], d.operands[1]))
}

/// The first operand of the op of kind `kind` defining `v` (the source of a cast or
/// extension).
fn operand_of(rw: &Rewriter<'_>, v: ValueId, kind: OpKind) -> Option<ValueId> {
    rw.m.defining_op(v)
        .filter(|&o| rw.m.op(o).kind == kind)
        .map(|o| rw.m.op(o).operands[0])
}

/// MLIR's `MergeOverflow`: the overflow flags both ops carry.
fn merge_overflow(rw: &Rewriter<'_>, a: OpId, b: OpId) -> Vec<NamedAttr> {
    let flags = |o: OpId| -> Vec<String> {
        rw.m.attr(o, "overflowFlags")
            .and_then(|a| flags_of(a, "overflow"))
            .map(|s| {
                s.split(',')
                    .map(|f| f.trim().to_string())
                    .filter(|f| f != "none")
                    .collect()
            })
            .unwrap_or_default()
    };
    let (fa, fb) = (flags(a), flags(b));
    let both: Vec<String> = fa.into_iter().filter(|f| fb.contains(f)).collect();
    if both.is_empty() {
        return vec![];
    }
    let text = format!("#arith.overflow<{}>", both.join(", "));
    vec![NamedAttr::new("overflowFlags", Attribute::Opaque(text))]
}

/// Materializes an integer constant of the root's type before the root.
fn int_constant(rw: &mut Rewriter<'_>, v: i128, ty: TypeId, loc: &Location) -> ValueId {
    let value = norm(rw.m, v, ty);
    rw.constant(Attribute::Integer { value, ty }, ty, loc)
}

/// The shared shape of the constant-reassociation patterns: `root(inner(x0, x1), y)` (or
/// `root(y, inner(x0, x1))` when `inner_on_lhs` is false) where exactly the positions named
/// by the closure are constants; `build` receives (x0, x1, y) and their constant values.
struct Reassoc {
    inner: OpKind,
    inner_on_lhs: bool,
}

type Operands = (
    ValueId,
    ValueId,
    ValueId,
    Option<i128>,
    Option<i128>,
    Option<i128>,
    OpId,
);

fn match_reassoc(rw: &Rewriter<'_>, op: OpId, r: Reassoc) -> Option<Operands> {
    let d = rw.m.op(op);
    if d.operands.len() != 2 || int_width(rw.m, rw.m.value_type(d.results[0])).is_none() {
        return None;
    }
    let (a, b) = (d.operands[0], d.operands[1]);
    let (nested, y) = if r.inner_on_lhs { (a, b) } else { (b, a) };
    let (inner, x0, x1) = def2(rw, nested, r.inner)?;
    Some((
        x0,
        x1,
        y,
        int_const(rw.m, x0),
        int_const(rw.m, x1),
        int_const(rw.m, y),
        inner,
    ))
}

/// Replaces `op` by `kind(l, r)` with the given properties.
fn replace_with(
    rw: &mut Rewriter<'_>,
    op: OpId,
    kind: OpKind,
    l: ValueId,
    r: ValueId,
    props: Vec<NamedAttr>,
) {
    let t = rw.m.value_type(rw.m.op(op).results[0]);
    let loc = rw.m.op(op).loc.clone();
    let v = rw.create1(kind, vec![l, r], t, props, &loc);
    rw.replace_op(op, &[v]);
}

/// Replaces `op` by `kind(x)` of `op`'s result type.
fn replace_with_unary(rw: &mut Rewriter<'_>, op: OpId, kind: OpKind, x: ValueId) {
    let t = rw.m.value_type(rw.m.op(op).results[0]);
    let loc = rw.m.op(op).loc.clone();
    let v = rw.create1(kind, vec![x], t, vec![], &loc);
    rw.replace_op(op, &[v]);
}

/// Which operand of a binary op.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Lhs,
    Rhs,
}

/// One constant-reassociation rule of `ArithCanonicalization.td` (benefit 2):
/// `root(inner(..), c1)` (the nested op on `nested`'s side of the root, its constant `c0` on
/// `inner_const`'s side of it) becomes `result(x, fold(c0, c1))` with the folded constant on
/// `result`'s side. The overflow flags both ops carry are kept. The table in [`patterns`]
/// shows each rule's IR before and after.
struct ConstReassoc {
    nested: (OpKind, Side),
    inner_const: Side,
    fold: fn(i128, i128) -> i128,
    result: (OpKind, Side),
}

impl ConstReassoc {
    /// Applies the rule to `op` (rooted at the rule's root op); true if it rewrote it.
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let (inner, nested) = self.nested;
        let Some((x0, x1, _y, c0l, c0r, c1, inner_op)) = match_reassoc(
            rw,
            op,
            Reassoc {
                inner,
                inner_on_lhs: nested == Side::Lhs,
            },
        ) else {
            return false;
        };
        let Some(c1) = c1 else { return false };
        let (x, c0) = match self.inner_const {
            Side::Rhs => (x0, c0r),
            Side::Lhs => (x1, c0l),
        };
        let Some(c0) = c0 else { return false };
        let props = merge_overflow(rw, inner_op, op);
        let t = rw.m.value_type(rw.m.op(op).results[0]);
        let loc = rw.m.op(op).loc.clone();
        let c = int_constant(rw, (self.fold)(c0, c1), t, &loc);
        let (kind, side) = self.result;
        let (l, r) = match side {
            Side::Lhs => (c, x),
            Side::Rhs => (x, c),
        };
        replace_with(rw, op, kind, l, r, props);
        true
    }
}

/// `addi(x, muli(y, -1))` -> `subi(x, y)` (`mul_side` [`Side::Rhs`]) and
/// `addi(muli(y, -1), x)` -> `subi(x, y)` (`mul_side` [`Side::Lhs`]).
///
/// ```mlir
/// %0 = arith.muli %y, %c-1 : index
/// %1 = arith.addi %x, %0 : index       // becomes: %1 = arith.subi %x, %y : index
/// ```
/// ```mlir
/// %0 = arith.muli %y, %c-1 : index
/// %1 = arith.addi %0, %x : index       // becomes: %1 = arith.subi %x, %y : index
/// ```
fn add_i_mul_negative_one(rw: &mut Rewriter<'_>, op: OpId, mul_side: Side) -> bool {
    let Some((y, m1, x, _, c, _, _)) = match_reassoc(
        rw,
        op,
        Reassoc {
            inner: OpKind::MulI,
            inner_on_lhs: mul_side == Side::Lhs,
        },
    ) else {
        return false;
    };
    if c.is_none() || !all_ones(rw, c.unwrap(), m1) {
        return false;
    }
    replace_with(rw, op, OpKind::SubI, x, y, vec![]);
    true
}

fn all_ones(rw: &Rewriter<'_>, c: i128, v: ValueId) -> bool {
    let t = rw.m.value_type(v);
    norm(rw.m, -1, t) == c
}

/// `subi(subi(a, b), a)` -> `subi(0, b)`.
///
/// ```mlir
/// %0 = arith.subi %a, %b : index
/// %1 = arith.subi %0, %a : index       // becomes: %1 = arith.subi %c0, %b : index
/// ```
fn sub_i_sub_i_lhs_rhs_lhs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some((a, b, y, _, _, _, _)) = match_reassoc(
        rw,
        op,
        Reassoc {
            inner: OpKind::SubI,
            inner_on_lhs: true,
        },
    ) else {
        return false;
    };
    if a != y {
        return false;
    }
    let t = rw.m.value_type(rw.m.op(op).results[0]);
    let loc = rw.m.op(op).loc.clone();
    let zero = int_constant(rw, 0, t, &loc);
    replace_with(rw, op, OpKind::SubI, zero, b, vec![]);
    true
}

/// `andi/ori(ext(x), ext(y))` -> `ext(andi/ori(x, y))` for `x`, `y` of one type
/// (`AndOfExtUI`, `AndOfExtSI`, `OrOfExtUI`, `OrOfExtSI`).
///
/// ```mlir
/// %0 = arith.extui %x : i8 to i32
/// %1 = arith.extui %y : i8 to i32
/// %2 = arith.andi %0, %1 : i32         // becomes: %2 = arith.andi %x, %y : i8
///                                      //          %3 = arith.extui %2 : i8 to i32
/// ```
fn logic_of_ext(rw: &mut Rewriter<'_>, op: OpId, ext: OpKind) -> bool {
    let d = rw.m.op(op);
    let (a, b, kind) = (d.operands[0], d.operands[1], d.kind);
    let (Some(x), Some(y)) = (operand_of(rw, a, ext), operand_of(rw, b, ext)) else {
        return false;
    };
    let st = rw.m.value_type(x);
    if st != rw.m.value_type(y) {
        return false;
    }
    let t = rw.m.value_type(d.results[0]);
    let loc = d.loc.clone();
    let inner = rw.create1(kind, vec![x, y], st, vec![], &loc);
    let v = rw.create1(ext, vec![inner], t, vec![], &loc);
    rw.replace_op(op, &[v]);
    true
}

/// `cmpi eq/ne, ext(a), ext(b)` -> `cmpi eq/ne, a, b` for `a`, `b` of one type
/// (`CmpIExtSI`, `CmpIExtUI`).
///
/// ```mlir
/// %0 = arith.extsi %a : i8 to i32
/// %1 = arith.extsi %b : i8 to i32
/// %2 = arith.cmpi eq, %0, %1 : i32     // becomes: %2 = arith.cmpi eq, %a, %b : i8
/// ```
fn cmp_i_ext(rw: &mut Rewriter<'_>, op: OpId, ext: OpKind) -> bool {
    let Some(p) = predicate(rw.m, op) else {
        return false;
    };
    if p != 0 && p != 1 {
        return false;
    }
    let d = rw.m.op(op);
    let (a, b) = (d.operands[0], d.operands[1]);
    let (Some(x), Some(y)) = (operand_of(rw, a, ext), operand_of(rw, b, ext)) else {
        return false;
    };
    if rw.m.value_type(x) != rw.m.value_type(y) {
        return false;
    }
    let t = rw.m.value_type(d.results[0]);
    let props = d.props.to_vec();
    let loc = d.loc.clone();
    let v = rw.create1(OpKind::CmpI, vec![x, y], t, props, &loc);
    rw.replace_op(op, &[v]);
    true
}

/// `extsi(extui(x))` -> `extui(x)`.
///
/// ```mlir
/// %0 = arith.extui %x : i8 to i16
/// %1 = arith.extsi %0 : i16 to i32     // becomes: %1 = arith.extui %x : i8 to i32
/// ```
fn ext_si_of_ext_ui(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let d = rw.m.op(op);
    let Some(x) = operand_of(rw, d.operands[0], OpKind::ExtUI) else {
        return false;
    };
    replace_with_unary(rw, op, OpKind::ExtUI, x);
    true
}

/// `trunci(ext(x))` -> `ext(x)` when `x` is narrower than the result
/// (`TruncIExtSIToExtSI`, `TruncIExtUIToExtUI`).
///
/// ```mlir
/// %0 = arith.extsi %x : i8 to i64
/// %1 = arith.trunci %0 : i64 to i32    // becomes: %1 = arith.extsi %x : i8 to i32
/// ```
fn trunc_i_ext(rw: &mut Rewriter<'_>, op: OpId, ext: OpKind) -> bool {
    let d = rw.m.op(op);
    let Some(x) = operand_of(rw, d.operands[0], ext) else {
        return false;
    };
    let t = rw.m.value_type(d.results[0]);
    let (Some(xw), Some(tw)) = (int_width(rw.m, rw.m.value_type(x)), int_width(rw.m, t)) else {
        return false;
    };
    if xw >= tw {
        return false;
    }
    replace_with_unary(rw, op, ext, x);
    true
}

/// `index_cast(index_cast(x))` -> `x` when `x` has the result's type (also `index_castui`).
///
/// ```mlir
/// %0 = arith.index_cast %x : index to i32
/// %1 = arith.index_cast %0 : i32 to index   // uses of %1 become %x
/// ```
fn cast_of_cast(rw: &mut Rewriter<'_>, op: OpId, kind: OpKind) -> bool {
    let d = rw.m.op(op);
    let Some(x) = operand_of(rw, d.operands[0], kind) else {
        return false;
    };
    if rw.m.value_type(x) != rw.m.value_type(d.results[0]) {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}

/// `index_cast(extsi(x))` -> `index_cast(x)` (and `index_castui(extui(x))`).
///
/// ```mlir
/// %0 = arith.extsi %x : i32 to i64
/// %1 = arith.index_cast %0 : i64 to index   // becomes: %1 = arith.index_cast %x : i32 to index
/// ```
fn index_cast_of_ext(rw: &mut Rewriter<'_>, op: OpId, ext: OpKind) -> bool {
    let d = rw.m.op(op);
    let Some(x) = operand_of(rw, d.operands[0], ext) else {
        return false;
    };
    let kind = d.kind;
    replace_with_unary(rw, op, kind, x);
    true
}

/// `select(c, 1, 0)` -> `extui(c)` and `select(c, 0, 1)` -> `extui(xori(c, true))` for
/// integer (not `i1`, not `index`) results.
///
/// ```mlir
/// %0 = arith.select %c, %c1_i32, %c0_i32 : i32   // becomes: %0 = arith.extui %c : i1 to i32
/// ```
fn select_to_ext_ui(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let d = rw.m.op(op);
    let (c, a, b) = (d.operands[0], d.operands[1], d.operands[2]);
    let t = rw.m.value_type(d.results[0]);
    match rw.m.ty(t) {
        crate::ir::TypeData::Integer { width, .. } if *width != 1 => {}
        _ => return false,
    }
    let (ca, cb) = (int_const(rw.m, a), int_const(rw.m, b));
    let loc = d.loc.clone();
    let cond = if ca == Some(1) && cb == Some(0) {
        c
    } else if ca == Some(0) && cb == Some(1) {
        let ct = rw.m.value_type(c);
        let tr = int_constant(rw, 1, ct, &loc);
        rw.create1(OpKind::XOrI, vec![c, tr], ct, vec![], &loc)
    } else {
        return false;
    };
    let v = rw.create1(OpKind::ExtUI, vec![cond], t, vec![], &loc);
    rw.replace_op(op, &[v]);
    true
}
