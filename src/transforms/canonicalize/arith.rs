//! `arith` canonicalization patterns for `i1` logic (MLIR's `ArithCanonicalization.td`).

use super::fold::{int_const, int_width, predicate};
use crate::dialects::OpKind;
use crate::ir::{Attribute, NamedAttr, OpId};
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
        let inv = match p {
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
            _ => return false,
        };
        let ops = rw.m.op(cmp).operands.clone();
        let mut props: Vec<NamedAttr> = rw.m.op(cmp).props.to_vec();
        for a in &mut props {
            if a.name == "predicate" {
                if let Attribute::Integer { value, .. } = &mut a.value {
                    *value = inv;
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
