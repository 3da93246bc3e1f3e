//! The part of the `shape` dialect that bufferized programs and MLIR's deallocation tests use:
//! `shape.assuming` / `shape.assuming_yield` (a region-branch op: its region runs when the
//! witness holds, and forwards the yielded values), and the `!shape.witness` producers
//! `shape.const_witness`, `shape.cstr_require`, `shape.assuming_all`, `shape.cstr_eq` and
//! `shape.cstr_broadcastable`, with mlir-opt 22's custom syntax.
//!
//! Witnesses are opaque `i1`-like values: code generation evaluates `const_witness`,
//! `cstr_require` and `assuming_all` and reports the shape-operand constraints it cannot
//! evaluate (`cstr_eq`, `cstr_broadcastable`) as unsupported.

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
    let mut spec = p.spec(kind, pos);
    let list_pos = p.here();
    let w = witness_type(&mut p.m);
    match kind {
        OpKind::ShapeAssuming => {
            let r = p.operand_ref()?;
            spec.operands = vec![p.resolve(r, w)?];
            if p.eat("->") {
                spec.result_types = p.parse_result_type_list()?;
            }
            let region = p.region(&[], false)?;
            super::scf::ensure_terminator(p, region, OpKind::ShapeAssumingYield, pos);
            spec.regions.push(region);
            spec.attrs = p.opt_attr_dict()?;
        }
        OpKind::ShapeAssumingYield => {
            let mut refs = Vec::new();
            let mut tys = Vec::new();
            if p.at_operand() {
                refs = operand_list(p)?;
                p.expect(":")?;
                tys = p.parse_type_list()?;
            }
            spec.attrs = p.opt_attr_dict()?;
            spec.operands = p.resolve_all(&refs, &tys, list_pos)?;
        }
        OpKind::ShapeConstWitness => {
            let v = if p.eat_keyword("true") {
                true
            } else if p.eat_keyword("false") {
                false
            } else {
                return p.err("expected attribute value");
            };
            let i1 = p.m.intern_type(TypeData::Integer {
                width: 1,
                signedness: crate::ir::Signedness::Signless,
            });
            spec.props.push(NamedAttr::new(
                "passing",
                Attribute::Integer {
                    value: v as i128,
                    ty: i1,
                },
            ));
            spec.attrs = p.opt_attr_dict()?;
            spec.result_types = vec![w];
        }
        OpKind::ShapeCstrRequire => {
            let r = p.operand_ref()?;
            p.expect(",")?;
            let msg = p.string_lit()?;
            let i1 = p.m.intern_type(TypeData::Integer {
                width: 1,
                signedness: crate::ir::Signedness::Signless,
            });
            spec.operands = vec![p.resolve(r, i1)?];
            spec.props
                .push(NamedAttr::new("msg", Attribute::String(msg)));
            spec.attrs = p.opt_attr_dict()?;
            spec.result_types = vec![w];
        }
        OpKind::ShapeAssumingAll => {
            let refs = operand_list(p)?;
            spec.attrs = p.opt_attr_dict()?;
            let tys = vec![w; refs.len()];
            spec.operands = p.resolve_all(&refs, &tys, list_pos)?;
            spec.result_types = vec![w];
        }
        OpKind::ShapeCstrEq | OpKind::ShapeCstrBroadcastable => {
            let refs = operand_list(p)?;
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let tys = p.parse_type_list()?;
            spec.operands = p.resolve_all(&refs, &tys, list_pos)?;
            spec.result_types = vec![w];
        }
        _ => return p.err_at(pos, "op has no custom assembly form"),
    }
    Ok(spec)
}

/// Prints a shape op (false: use the generic form).
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    let d = pr.m.op(op);
    let kind = d.kind;
    let operands = d.operands.clone();
    let regions = d.regions.clone();
    let rtys: Vec<TypeId> = d.results.iter().map(|&r| pr.m.value_type(r)).collect();
    match kind {
        OpKind::ShapeAssuming if operands.len() == 1 && regions.len() == 1 => {
            pr.op_name(op);
            pr.w(" ");
            pr.value(operands[0]);
            if !rtys.is_empty() {
                pr.w(" -> (");
                pr.types(&rtys);
                pr.w(")");
            }
            pr.w(" ");
            pr.region(regions[0], false, !rtys.is_empty());
            pr.attr_dict(op, &[]);
        }
        OpKind::ShapeAssumingYield => {
            pr.op_name(op);
            if !operands.is_empty() {
                pr.w(" ");
                pr.values(&operands);
                pr.w(" : ");
                pr.value_types(&operands);
            }
            pr.attr_dict(op, &[]);
        }
        OpKind::ShapeConstWitness => {
            let v = matches!(pr.m.attr(op, "passing"), Some(Attribute::Integer { value, .. }) if *value != 0);
            pr.op_name(op);
            pr.w(if v { " true" } else { " false" });
            pr.attr_dict(op, &["passing"]);
        }
        OpKind::ShapeCstrRequire if operands.len() == 1 => {
            let msg = match pr.m.attr(op, "msg") {
                Some(Attribute::String(s)) => s.clone(),
                _ => return false,
            };
            pr.op_name(op);
            pr.w(" ");
            pr.value(operands[0]);
            pr.w(", ");
            crate::print::write_string(&msg, &mut pr.out);
            pr.attr_dict(op, &["msg"]);
        }
        OpKind::ShapeAssumingAll => {
            pr.op_name(op);
            pr.w(" ");
            pr.values(&operands);
            pr.attr_dict(op, &[]);
        }
        OpKind::ShapeCstrEq | OpKind::ShapeCstrBroadcastable => {
            pr.op_name(op);
            pr.w(" ");
            pr.values(&operands);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.value_types(&operands);
        }
        _ => return false,
    }
    true
}
