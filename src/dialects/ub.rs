//! The `ub` dialect: `ub.poison`, a value of any type that no program may depend on
//! (`%p = ub.poison : i32`). Lowerings emit it for "don't care" values; it is constant-like,
//! so the greedy driver uniques and hoists it, and arith folds propagate it
//! (`src/transforms/canonicalize/fold.rs`). The back ends give it the all-zero value of its
//! type ([`crate::semantics::run_constant`]): any value is a correct refinement of poison.

use super::OpKind;
use crate::ir::{Attribute, Module, NamedAttr, OpId, OpSpec};
use crate::parse::{PResult, Parser};
use crate::print::Printer;

/// The text of the poison attribute (`#ub.poison`), the value of every `ub.poison`.
pub const POISON: &str = "#ub.poison";

/// The poison attribute.
pub fn poison_attr() -> Attribute {
    Attribute::Opaque(POISON.to_string())
}

/// True if `a` is the poison attribute.
pub fn is_poison_attr(a: &Attribute) -> bool {
    matches!(a, Attribute::Opaque(s) if s == POISON)
}

/// True if `v` is the result of a `ub.poison`.
pub fn is_poison(m: &Module, v: crate::ir::ValueId) -> bool {
    m.defining_op(v)
        .is_some_and(|o| m.op(o).kind == OpKind::UbPoison)
}

/// Parses `ub.poison {attrs} [<value>] : type`.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    if kind != OpKind::UbPoison {
        return p.err_at(pos, format!("custom op '{}' is unknown", kind.name()));
    }
    let mut spec = p.spec(kind, pos);
    spec.attrs = p.opt_attr_dict()?;
    if p.eat("<") {
        let v = p.parse_attr()?;
        p.expect(">")?;
        spec.props.push(NamedAttr::new("value", v));
    }
    p.expect(":")?;
    spec.result_types = vec![p.parse_type()?];
    Ok(spec)
}

/// Prints `ub.poison : type` (with `<value>` when it is not `#ub.poison`).
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    if pr.m.op(op).kind != OpKind::UbPoison {
        return false;
    }
    pr.op_name(op);
    pr.attr_dict(op, &["value"]);
    if let Some(v) = pr.m.attr(op, "value").cloned() {
        if !is_poison_attr(&v) {
            pr.w("<");
            pr.attr(&v);
            pr.w(">");
        }
    }
    pr.w(" : ");
    pr.ty(pr.m.value_type(pr.m.op(op).results[0]));
    true
}
