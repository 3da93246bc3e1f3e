//! The `bufferization` dialect: `dealloc` (the op the ownership-based deallocation pass inserts
//! and later passes lower), `clone`, and the tensor/buffer bridge ops.

use super::OpKind;
use crate::ir::{Attribute, NamedAttr, OpId, OpSpec, TypeData, TypeId};
use crate::parse::{OperandRef, PResult, Parser};
use crate::print::Printer;

fn i1(p: &mut Parser<'_>) -> TypeId {
    p.m.intern_type(TypeData::Integer {
        width: 1,
        signedness: crate::ir::Signedness::Signless,
    })
}

/// Parses `(%a, %b : t1, t2)`.
fn operands_with_types(p: &mut Parser<'_>) -> PResult<Vec<crate::ir::ValueId>> {
    p.expect("(")?;
    let pos = p.here();
    let mut refs: Vec<OperandRef<'_>> = Vec::new();
    p.comma_list_until(":", |p| {
        refs.push(p.operand_ref()?);
        Ok(())
    })?;
    let tys = p.parse_type_list()?;
    p.expect(")")?;
    p.resolve_all(&refs, &tys, pos)
}

/// Parses a bufferization op.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    let mut spec = p.spec(kind, pos);
    match kind {
        OpKind::BufDealloc => {
            let mut memrefs = Vec::new();
            let mut conds = Vec::new();
            if p.looking_at("(") {
                memrefs = operands_with_types(p)?;
                p.expect_keyword("if")?;
                p.expect("(")?;
                let cp = p.here();
                let mut refs = Vec::new();
                p.comma_list_until(")", |p| {
                    refs.push(p.operand_ref()?);
                    Ok(())
                })?;
                let t = i1(p);
                conds = p.resolve_all(&refs, &vec![t; refs.len()], cp)?;
            }
            let mut retained = Vec::new();
            if p.eat_keyword("retain") {
                retained = operands_with_types(p)?;
            }
            spec.attrs = p.opt_attr_dict()?;
            let seg = super::cf::segments(p, &[memrefs.len(), conds.len(), retained.len()]);
            spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
            let t = i1(p);
            spec.result_types = vec![t; retained.len()];
            spec.operands = memrefs.into_iter().chain(conds).chain(retained).collect();
        }
        OpKind::Clone | OpKind::ToTensor | OpKind::ToBuffer => {
            let r = p.operand_ref()?;
            for kw in ["restrict", "writable", "read_only"] {
                if p.eat_keyword(kw) {
                    spec.props.push(NamedAttr::new(kw, Attribute::Unit));
                }
            }
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let a = p.parse_type()?;
            p.expect_keyword("to")?;
            let b = p.parse_type()?;
            spec.operands = vec![p.resolve(r, a)?];
            spec.result_types = vec![b];
        }
        OpKind::AllocTensor => {
            p.expect("(")?;
            let it = p.m.intern_type(TypeData::Index);
            let lp = p.here();
            let mut refs = Vec::new();
            p.comma_list_until(")", |p| {
                refs.push(p.operand_ref()?);
                Ok(())
            })?;
            let dyns = p.resolve_all(&refs, &vec![it; refs.len()], lp)?;
            let mut copy = None;
            if p.eat_keyword("copy") {
                p.expect("(")?;
                copy = Some(p.operand_ref()?);
                p.expect(")")?;
            }
            let mut hint = None;
            if p.eat_keyword("size_hint") {
                p.expect("=")?;
                hint = Some(p.operand_ref()?);
            }
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let t = p.parse_type()?;
            let mut ops = dyns.clone();
            let mut nc = 0;
            if let Some(c) = copy {
                ops.push(p.resolve(c, t)?);
                nc = 1;
            }
            let mut nh = 0;
            if let Some(h) = hint {
                ops.push(p.resolve(h, it)?);
                nh = 1;
            }
            let seg = super::cf::segments(p, &[dyns.len(), nc, nh]);
            spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
            spec.operands = ops;
            spec.result_types = vec![t];
        }
        OpKind::MaterializeInDestination => {
            let s = p.operand_ref()?;
            p.expect_keyword("in")?;
            for kw in ["restrict", "writable"] {
                if p.eat_keyword(kw) {
                    spec.props.push(NamedAttr::new(kw, Attribute::Unit));
                }
            }
            let d = p.operand_ref()?;
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let tp = p.here();
            let fty = p.parse_type()?;
            let TypeData::Function { inputs, results } = p.m.ty(fty).clone() else {
                return p.err_at(tp, "expected function type");
            };
            if inputs.len() != 2 {
                return p.err_at(tp, "expected 2 operand types");
            }
            spec.operands = vec![p.resolve(s, inputs[0])?, p.resolve(d, inputs[1])?];
            spec.result_types = results;
        }
        OpKind::DeallocTensor => {
            let r = p.operand_ref()?;
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let t = p.parse_type()?;
            spec.operands = vec![p.resolve(r, t)?];
        }
        _ => unreachable!(),
    }
    Ok(spec)
}

/// Prints a bufferization op.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    let d = pr.m.op(op);
    let kind = d.kind;
    let ops = &d.operands;
    let res_ty = d.results.first().map(|&r| pr.m.value_type(r));
    pr.op_name(op);
    match kind {
        OpKind::BufDealloc => {
            let s = super::operand_segments(pr.m, op);
            if s.len() != 3 {
                return false;
            }
            let (m, rest) = ops.split_at(s[0]);
            let (c, r) = rest.split_at(s[1]);
            if !m.is_empty() {
                pr.w(" (");
                pr.values(m);
                pr.w(" : ");
                pr.value_types(m);
                pr.w(") if (");
                pr.values(c);
                pr.w(")");
            }
            if !r.is_empty() {
                pr.w(" retain (");
                pr.values(r);
                pr.w(" : ");
                pr.value_types(r);
                pr.w(")");
            }
            pr.attr_dict(op, &["operandSegmentSizes"]);
        }
        OpKind::Clone | OpKind::ToTensor | OpKind::ToBuffer => {
            pr.w(" ");
            pr.value(ops[0]);
            for kw in ["restrict", "writable", "read_only"] {
                if pr.m.attr(op, kw).is_some() {
                    pr.w(" ");
                    pr.w(kw);
                }
            }
            pr.attr_dict(op, &["restrict", "writable", "read_only"]);
            pr.w(" : ");
            pr.ty(pr.m.value_type(ops[0]));
            pr.w(" to ");
            pr.ty(res_ty.unwrap());
        }
        OpKind::AllocTensor => {
            let s = super::operand_segments(pr.m, op);
            if s.len() != 3 {
                return false;
            }
            pr.w("(");
            pr.values(&ops[..s[0]]);
            pr.w(")");
            if s[1] == 1 {
                pr.w(" copy(");
                pr.value(ops[s[0]]);
                pr.w(")");
            }
            if s[2] == 1 {
                pr.w(" size_hint=");
                pr.value(ops[s[0] + s[1]]);
            }
            pr.attr_dict(op, &["operandSegmentSizes"]);
            pr.w(" : ");
            pr.ty(res_ty.unwrap());
        }
        OpKind::MaterializeInDestination => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.w(" in");
            for kw in ["restrict", "writable"] {
                if pr.m.attr(op, kw).is_some() {
                    pr.w(" ");
                    pr.w(kw);
                }
            }
            pr.w(" ");
            pr.value(ops[1]);
            pr.attr_dict(op, &["restrict", "writable"]);
            pr.w(" : (");
            pr.value_types(ops);
            pr.w(") -> ");
            let rs: Vec<_> =
                pr.m.op(op)
                    .results
                    .iter()
                    .map(|&r| pr.m.value_type(r))
                    .collect();
            pr.result_types(&rs);
        }
        OpKind::DeallocTensor => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(pr.m.value_type(ops[0]));
        }
        _ => return false,
    }
    true
}
