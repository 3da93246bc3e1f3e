//! The part of the `shape` dialect that bufferized programs and MLIR's deallocation tests use:
//! `shape.assuming` / `shape.assuming_yield` (a region-branch op: its region runs when the
//! witness holds, and forwards the yielded values), and the `!shape.witness` producers
//! `shape.const_witness`, `shape.cstr_require`, `shape.assuming_all`, `shape.cstr_eq` and
//! `shape.cstr_broadcastable`, with mlir-opt 22's custom syntax.
//!
//! Witnesses are opaque `i1`-like values: code generation evaluates `const_witness`,
//! `cstr_require` and `assuming_all` and reports the shape-operand constraints it cannot
//! evaluate (`cstr_eq`, `cstr_broadcastable`) as unsupported.

use super::syntax;
use super::OpKind;
use crate::ir::{Attribute, NamedAttr, OpId, OpSpec, TypeData, TypeId};
use crate::parse::{PResult, Parser};
use crate::print::Printer;

/// The `!shape.witness` type.
pub fn witness_type(m: &mut crate::ir::Module) -> TypeId {
    m.intern_type(TypeData::Opaque("!shape.witness".into()))
}

/// True for `!shape.witness`.
pub fn is_witness(m: &crate::ir::Module, t: TypeId) -> bool {
    matches!(m.ty(t), TypeData::Opaque(s) if s == "!shape.witness")
}

fn operand_list<'a>(p: &mut Parser<'a>) -> PResult<Vec<crate::parse::OperandRef<'a>>> {
    let mut refs = Vec::new();
    loop {
        refs.push(p.operand_ref()?);
        if !p.eat(",") {
            break;
        }
    }
    Ok(refs)
}

/// Parses a shape op.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    use OpKind as K;
    let mut spec = p.spec(kind, pos);
    let s = &mut spec;
    let w = witness_type(&mut p.m);
    match kind {
        K::ShapeAssuming => parse_assuming(p, s, pos, w),
        K::ShapeAssumingYield => syntax::parse_yield_like(p, s),
        K::ShapeConstWitness => parse_const_witness(p, s, w),
        K::ShapeCstrRequire => parse_cstr_require(p, s, w),
        K::ShapeAssumingAll | K::ShapeCstrEq | K::ShapeCstrBroadcastable => {
            parse_witness_of_operands(p, s, w)
        }
        _ => return p.err_at(pos, "op has no custom assembly form"),
    }?;
    Ok(spec)
}

/// `%witness [-> (types)] { region } {attrs}`
fn parse_assuming(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize, w: TypeId) -> PResult<()> {
    let r = p.operand_ref()?;
    spec.operands = vec![p.resolve(r, w)?];
    if p.eat("->") {
        spec.result_types = p.parse_result_type_list()?;
    }
    let region = p.region(&[], false)?;
    super::scf::ensure_terminator(p, region, OpKind::ShapeAssumingYield, pos);
    spec.regions.push(region);
    spec.attrs = p.opt_attr_dict()?;
    Ok(())
}

/// `true|false {attrs}`
fn parse_const_witness(p: &mut Parser<'_>, spec: &mut OpSpec, w: TypeId) -> PResult<()> {
    let v = if p.eat_keyword("true") {
        true
    } else if p.eat_keyword("false") {
        false
    } else {
        return p.err("expected attribute value");
    };
    let passing = syntax::int_attr(&mut p.m, 1, v as i128);
    spec.props.push(NamedAttr::new("passing", passing));
    spec.attrs = p.opt_attr_dict()?;
    spec.result_types = vec![w];
    Ok(())
}

/// `%cond, "message" {attrs}`
fn parse_cstr_require(p: &mut Parser<'_>, spec: &mut OpSpec, w: TypeId) -> PResult<()> {
    let r = p.operand_ref()?;
    p.expect(",")?;
    let msg = p.string_lit()?;
    let i1 = syntax::int_type(&mut p.m, 1);
    spec.operands = vec![p.resolve(r, i1)?];
    spec.props
        .push(NamedAttr::new("msg", Attribute::String(msg)));
    spec.attrs = p.opt_attr_dict()?;
    spec.result_types = vec![w];
    Ok(())
}

/// `%w0, %w1 {attrs}` (`assuming_all`, of witnesses) or `%a, %b {attrs} : types`
/// (`cstr_eq`, `cstr_broadcastable`).
fn parse_witness_of_operands(p: &mut Parser<'_>, spec: &mut OpSpec, w: TypeId) -> PResult<()> {
    let list_pos = p.here();
    let refs = operand_list(p)?;
    spec.attrs = p.opt_attr_dict()?;
    let tys = if spec.kind == OpKind::ShapeAssumingAll {
        vec![w; refs.len()]
    } else {
        p.expect(":")?;
        p.parse_type_list()?
    };
    spec.operands = p.resolve_all(&refs, &tys, list_pos)?;
    spec.result_types = vec![w];
    Ok(())
}

/// Prints a shape op (false: use the generic form).
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    use OpKind as K;
    let d = pr.m.op(op);
    let operands = d.operands.clone();
    let well_formed = match d.kind {
        K::ShapeAssuming => operands.len() == 1 && d.regions.len() == 1,
        K::ShapeCstrRequire => {
            operands.len() == 1 && matches!(pr.m.attr(op, "msg"), Some(Attribute::String(_)))
        }
        k => k.dialect() == super::Dialect::Shape,
    };
    if !well_formed {
        return false;
    }
    pr.op_name(op);
    match pr.m.op(op).kind {
        K::ShapeAssuming => {
            pr.w(" ");
            pr.value(operands[0]);
            let rtys = syntax::result_types(pr.m, op);
            syntax::print_paren_result_types(pr, &rtys);
            pr.w(" ");
            pr.region(pr.m.op(op).regions[0], false, !rtys.is_empty());
            pr.attr_dict(op, &[]);
        }
        K::ShapeAssumingYield => syntax::print_yield_like(pr, op),
        K::ShapeConstWitness => {
            let v = matches!(pr.m.attr(op, "passing"), Some(Attribute::Integer { value, .. }) if *value != 0);
            pr.w(if v { " true" } else { " false" });
            pr.attr_dict(op, &["passing"]);
        }
        K::ShapeCstrRequire => {
            let Some(Attribute::String(msg)) = pr.m.attr(op, "msg").cloned() else {
                return false;
            };
            pr.w(" ");
            pr.value(operands[0]);
            pr.w(", ");
            crate::print::write_string(&msg, &mut pr.out);
            pr.attr_dict(op, &["msg"]);
        }
        K::ShapeAssumingAll => {
            pr.w(" ");
            pr.values(&operands);
            pr.attr_dict(op, &[]);
        }
        _ => {
            pr.w(" ");
            pr.values(&operands);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.value_types(&operands);
        }
    }
    true
}
