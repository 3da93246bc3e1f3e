//! `cf.switch` and `cf.assert` canonicalization (MLIR 22's `SwitchOp` pattern list, in its
//! registration order, and `AssertOp::canonicalize`).
//!
//! ```mlir
//! cf.switch %f : i32, [default: ^bb1(%a : i32)]          // only a default
//! // becomes
//! cf.br ^bb1(%a : i32)
//!
//! %c = arith.constant 42 : i32
//! cf.switch %c : i32, [default: ^bb1, 42: ^bb2]          // constant flag
//! // becomes
//! cf.br ^bb2
//! ```
//!
//! A switch is rebuilt (never edited in place) whenever its cases change, as MLIR replaces the
//! op with a new one.

use super::cf::{collapse, create_br, single_predecessor};
use super::fn_pattern;
use super::fold::{int_const, int_width};
use crate::dialects::cf::successor_operand_range;
use crate::dialects::OpKind;
use crate::ir::{
    Attribute, BlockId, DenseData, Location, Module, NamedAttr, OpId, TypeData, ValueId,
};
use crate::rewrite::{Pattern, Rewriter};
use crate::transforms::ownership::build::segments;

/// One switch case: its value (sign-extended in the flag's width), destination and operands.
#[derive(Clone, Debug)]
pub struct Case {
    /// The case value.
    pub value: i128,
    /// The destination block.
    pub dest: BlockId,
    /// The operands forwarded to it.
    pub operands: Vec<ValueId>,
}

/// A decomposed `cf.switch`.
#[derive(Clone, Debug)]
pub struct SwitchParts {
    /// The switched-on value.
    pub flag: ValueId,
    /// The default destination.
    pub default: BlockId,
    /// The operands forwarded to the default destination.
    pub default_operands: Vec<ValueId>,
    /// The cases in order.
    pub cases: Vec<Case>,
}

/// The case values of a switch, in order (normalized to the flag's width).
pub fn case_values(m: &Module, op: OpId) -> Vec<i128> {
    let raw = crate::dialects::cf::case_values(m, op);
    let flag_ty = m.value_type(m.op(op).operands[0]);
    raw.into_iter()
        .map(|v| super::fold::norm(m, v, flag_ty))
        .collect()
}

/// Splits a `cf.switch` into flag, default edge and cases.
pub fn switch_parts(m: &Module, op: OpId) -> SwitchParts {
    let d = m.op(op);
    let values = case_values(m, op);
    let cases = values
        .iter()
        .enumerate()
        .map(|(i, &value)| Case {
            value,
            dest: d.successors[i + 1],
            operands: d.operands[successor_operand_range(m, op, i + 1)].to_vec(),
        })
        .collect();
    SwitchParts {
        flag: d.operands[0],
        default: d.successors[0],
        default_operands: d.operands[successor_operand_range(m, op, 0)].to_vec(),
        cases,
    }
}

/// Creates a `cf.switch` from its parts at the rewriter's insertion point (MLIR's builder:
/// no `case_values` attribute when there are no cases).
pub fn create_switch(rw: &mut Rewriter<'_>, parts: SwitchParts, loc: &Location) -> OpId {
    let flag_ty = rw.m.value_type(parts.flag);
    let case_total: usize = parts.cases.iter().map(|c| c.operands.len()).sum();
    let mut props = vec![NamedAttr::new(
        "case_operand_segments",
        segments(
            rw.m,
            &parts
                .cases
                .iter()
                .map(|c| c.operands.len())
                .collect::<Vec<_>>(),
        ),
    )];
    if !parts.cases.is_empty() {
        let vt = rw.m.intern_type(TypeData::Vector {
            shape: vec![parts.cases.len() as i64],
            scalable: vec![false],
            elem: flag_ty,
        });
        let items = parts
            .cases
            .iter()
            .map(|c| Attribute::Integer {
                value: c.value,
                ty: flag_ty,
            })
            .collect();
        props.push(NamedAttr::new(
            "case_values",
            Attribute::Dense {
                ty: vt,
                data: DenseData::from_elements(items),
            },
        ));
    }
    props.push(NamedAttr::new(
        "operandSegmentSizes",
        segments(rw.m, &[1, parts.default_operands.len(), case_total]),
    ));
    let mut operands = vec![parts.flag];
    operands.extend(parts.default_operands);
    let mut succs = vec![parts.default];
    for c in parts.cases {
        operands.extend(c.operands);
        succs.push(c.dest);
    }
    let op = rw.create(OpKind::Switch, operands, vec![], props, vec![], loc);
    rw.m.op_mut(op).successors = succs.into_iter().collect();
    op
}

/// Replaces `op` by a new switch built from `parts`.
fn replace_with_switch(rw: &mut Rewriter<'_>, op: OpId, parts: SwitchParts) {
    let loc = rw.m.op(op).loc.clone();
    create_switch(rw, parts, &loc);
    rw.erase_op(op);
}

/// Replaces `op` by `cf.br dest(operands)`.
fn replace_with_br(rw: &mut Rewriter<'_>, op: OpId, dest: BlockId, operands: Vec<ValueId>) {
    let loc = rw.m.op(op).loc.clone();
    create_br(rw, dest, operands, &loc);
    rw.erase_op(op);
}

/// `foldSwitch`: branches to the case matching `value`, or to the default.
fn fold_to_case(rw: &mut Rewriter<'_>, op: OpId, parts: SwitchParts, value: i128) {
    match parts.cases.into_iter().find(|c| c.value == value) {
        Some(c) => replace_with_br(rw, op, c.dest, c.operands),
        None => replace_with_br(rw, op, parts.default, parts.default_operands),
    }
}

/// A switch without cases becomes a branch to its default.
pub fn simplify_switch_with_only_default(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    if rw.m.op(op).successors.len() > 1 {
        return false;
    }
    let p = switch_parts(rw.m, op);
    replace_with_br(rw, op, p.default, p.default_operands);
    true
}

/// Cases that go where the default goes, with the same operands, are dropped.
///
/// ```mlir
/// cf.switch %f : i32, [default: ^bb1, 42: ^bb1, 43: ^bb2]
/// // becomes
/// cf.switch %f : i32, [default: ^bb1, 43: ^bb2]
/// ```
pub fn drop_switch_cases_that_match_default(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let p = switch_parts(rw.m, op);
    let (def, def_ops) = (p.default, p.default_operands);
    drop_cases(rw, op, |c| c.dest == def && c.operands == def_ops)
}

/// Rebuilds the switch without the cases `drop` selects; false if it selects none.
fn drop_cases(rw: &mut Rewriter<'_>, op: OpId, mut drop: impl FnMut(&Case) -> bool) -> bool {
    let mut p = switch_parts(rw.m, op);
    let before = p.cases.len();
    p.cases.retain(|c| !drop(c));
    if p.cases.len() == before {
        return false;
    }
    replace_with_switch(rw, op, p);
    true
}

/// A constant flag selects its case (or the default).
pub fn simplify_const_switch_value(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let p = switch_parts(rw.m, op);
    let flag_ty = rw.m.value_type(p.flag);
    if int_width(rw.m, flag_ty).is_none() {
        return false;
    }
    let Some(v) = int_const(rw.m, p.flag) else {
        return false;
    };
    let v = super::fold::norm(rw.m, v, flag_ty);
    fold_to_case(rw, op, p, v);
    true
}

/// Destinations that only branch on are skipped.
///
/// ```mlir
/// cf.switch %f : i32, [default: ^bb1, 42: ^bb2]
/// ^bb2:
///   cf.br ^bb3
/// // becomes
/// cf.switch %f : i32, [default: ^bb1, 42: ^bb3]
/// ```
pub fn simplify_pass_through_switch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let mut p = switch_parts(rw.m, op);
    let mut changed = false;
    for c in &mut p.cases {
        if let Some((d, ops)) = collapse(rw.m, c.dest, &c.operands) {
            c.dest = d;
            c.operands = ops;
            changed = true;
        }
    }
    if let Some((d, ops)) = collapse(rw.m, p.default, &p.default_operands) {
        p.default = d;
        p.default_operands = ops;
        changed = true;
    }
    if !changed {
        return false;
    }
    replace_with_switch(rw, op, p);
    true
}

/// The single predecessor of `op`'s block, if it ends in a `cf.switch` on the same flag.
fn pred_switch_on_same_flag(m: &Module, op: OpId) -> Option<(BlockId, OpId)> {
    let block = m.op(op).parent?;
    let pred = single_predecessor(m, block)?;
    let t = m.terminator(pred)?;
    if m.op(t).kind != OpKind::Switch || m.op(t).operands[0] != m.op(op).operands[0] {
        return None;
    }
    Some((block, t))
}

/// A switch reached through a (non-default) case of a switch on the same flag knows the flag.
///
/// ```mlir
/// cf.switch %f : i32, [default: ^bb1, 42: ^bb2]
/// ^bb2:
///   cf.switch %f : i32, [default: ^bb3, 42: ^bb4]
/// // the second switch becomes
///   cf.br ^bb4
/// ```
pub fn simplify_switch_from_switch_on_same_condition(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some((block, pred)) = pred_switch_on_same_flag(rw.m, op) else {
        return false;
    };
    let pp = switch_parts(rw.m, pred);
    if pp.default == block {
        return false;
    }
    let p = switch_parts(rw.m, op);
    match pp.cases.iter().find(|c| c.dest == block) {
        Some(c) => fold_to_case(rw, op, p, c.value),
        None => replace_with_br(rw, op, p.default, p.default_operands),
    }
    true
}

/// A switch reached through the default of a switch on the same flag drops the cases the
/// predecessor already took elsewhere.
///
/// ```mlir
/// cf.switch %f : i32, [default: ^bb1, 42: ^bb2]
/// ^bb1:
///   cf.switch %f : i32, [default: ^bb3, 42: ^bb4, 43: ^bb5]
/// // the second switch becomes
///   cf.switch %f : i32, [default: ^bb3, 43: ^bb5]
/// ```
pub fn simplify_switch_from_default_switch_on_same_condition(
    rw: &mut Rewriter<'_>,
    op: OpId,
) -> bool {
    let Some((block, pred)) = pred_switch_on_same_flag(rw.m, op) else {
        return false;
    };
    let pp = switch_parts(rw.m, pred);
    if pp.default != block {
        return false;
    }
    let impossible: Vec<i128> = pp
        .cases
        .iter()
        .filter(|c| c.dest != block)
        .map(|c| c.value)
        .collect();
    drop_cases(rw, op, |c| impossible.contains(&c.value))
}

/// `cf.assert` of a constant true condition is erased.
pub struct EraseTrueAssert;
impl Pattern for EraseTrueAssert {
    fn name(&self) -> &'static str {
        "AssertOp::canonicalize"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::Assert)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let c = rw.m.op(op).operands[0];
        let ty = rw.m.value_type(c);
        let Some(v) = int_const(rw.m, c) else {
            return false;
        };
        if super::fold::norm(rw.m, v, ty) != 1 {
            return false;
        }
        rw.erase_op(op);
        true
    }
}

/// The `cf.switch` patterns in MLIR's registration order.
pub fn switch_patterns() -> Vec<Box<dyn Pattern>> {
    let patterns: [(&'static str, super::RewriteFn); 6] = [
        (
            "simplifySwitchWithOnlyDefault",
            simplify_switch_with_only_default,
        ),
        (
            "dropSwitchCasesThatMatchDefault",
            drop_switch_cases_that_match_default,
        ),
        ("simplifyConstSwitchValue", simplify_const_switch_value),
        ("simplifyPassThroughSwitch", simplify_pass_through_switch),
        (
            "simplifySwitchFromSwitchOnSameCondition",
            simplify_switch_from_switch_on_same_condition,
        ),
        (
            "simplifySwitchFromDefaultSwitchOnSameCondition",
            simplify_switch_from_default_switch_on_same_condition,
        ),
    ];
    patterns
        .into_iter()
        .map(|(name, apply)| fn_pattern(name, OpKind::Switch, 1, apply))
        .collect()
}
