//! The `builtin` dialect: `module` and `unrealized_conversion_cast`.

use super::OpKind;
use crate::ir::{Attribute, NamedAttr, OpId, OpSpec};
use crate::parse::{PResult, Parser};
use crate::print::Printer;

/// Parses a builtin op.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    let mut spec = p.spec(kind, pos);
    match kind {
        OpKind::Module => {
            if p.looking_at("@") {
                let name = p.symbol_name()?;
                spec.props
                    .push(NamedAttr::new("sym_name", Attribute::String(name)));
            }
            spec.attrs = p.opt_attr_dict_with_keyword()?;
            spec.regions.push(p.region(&[], true)?);
        }
        OpKind::UnrealizedConversionCast => {
            let list_pos = p.here();
            let (refs, in_tys) = super::syntax::operands_colon_types(p)?;
            p.expect_keyword("to")?;
            spec.result_types = p.parse_type_list()?;
            spec.attrs = p.opt_attr_dict()?;
            spec.operands = p.resolve_all(&refs, &in_tys, list_pos)?;
        }
        _ => unreachable!(),
    }
    Ok(spec)
}

/// Prints what comes before a `builtin.module`'s body: `module @name attributes {...} `.
pub fn print_module_head(pr: &mut Printer<'_>, op: OpId) {
    pr.w("module");
    if let Some(Attribute::String(n)) = pr.m.attr(op, "sym_name").cloned() {
        pr.w(" ");
        pr.symbol(&n);
    }
    pr.attr_dict_with_keyword(op, &["sym_name"]);
    pr.w(" ");
}

/// Prints a builtin op.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    match pr.m.op(op).kind {
        OpKind::Module => {
            print_module_head(pr, op);
            let r = pr.m.op(op).regions[0];
            pr.region(r, false, false);
        }
        OpKind::UnrealizedConversionCast => {
            pr.op_name(op);
            let ops = pr.m.op(op).operands.clone();
            super::syntax::print_operands_colon_types(pr, &ops);
            pr.w(" to ");
            let rs = pr.m.op(op).results.clone();
            pr.value_types(&rs);
            pr.attr_dict(op, &[]);
        }
        _ => return false,
    }
    true
}
