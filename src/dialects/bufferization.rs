//! The `bufferization` dialect: `dealloc` (the op the ownership-based deallocation pass inserts
//! and later passes lower), `clone`, and the tensor/buffer bridge ops.
//!
//! Each op has its own parser, printer and verifier; `parse`, `print` and `verify` dispatch on
//! the op kind.

use super::syntax::{self, index_type, int_type};
use super::verify::{ts, VResult};
use super::OpKind;
use crate::ir::{Attribute, Module, NamedAttr, OpId, OpSpec, TypeId};
use crate::parse::{OperandRef, PResult, Parser};
use crate::print::Printer;
use crate::verify::op_error;

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

/// Parses `(%a, %b)` as operands of type `t`.
fn paren_operands_of_type(p: &mut Parser<'_>, t: TypeId) -> PResult<Vec<crate::ir::ValueId>> {
    let (refs, lp) = syntax::delimited_operand_refs(p, "(", ")")?;
    p.resolve_all(&refs, &vec![t; refs.len()], lp)
}

/// Unit properties written as keywords (`restrict`, `writable`, ...): parses the present ones.
fn parse_unit_keywords(p: &mut Parser<'_>, spec: &mut OpSpec, kws: &[&str]) {
    for kw in kws {
        if p.eat_keyword(kw) {
            spec.props.push(NamedAttr::new(*kw, Attribute::Unit));
        }
    }
}

/// Prints the present unit properties of `kws` as keywords.
fn print_unit_keywords(pr: &mut Printer<'_>, op: OpId, kws: &[&str]) {
    for kw in kws {
        if pr.m.attr(op, kw).is_some() {
            pr.w(" ");
            pr.w(kw);
        }
    }
}

const CLONE_KEYWORDS: [&str; 3] = ["restrict", "writable", "read_only"];
const MATERIALIZE_KEYWORDS: [&str; 2] = ["restrict", "writable"];

/// Parses a bufferization op.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    use OpKind as K;
    let mut spec = p.spec(kind, pos);
    let s = &mut spec;
    match kind {
        K::BufDealloc => parse_dealloc(p, s),
        K::Clone | K::ToTensor | K::ToBuffer => parse_clone(p, s),
        K::AllocTensor => parse_alloc_tensor(p, s),
        K::MaterializeInDestination => parse_materialize(p, s),
        K::DeallocTensor => syntax::parse_operand_colon_type(p, s),
        _ => unreachable!(),
    }?;
    Ok(spec)
}

/// `[(%m : types) if (%c)] [retain (%r : types)] {attrs}`
fn parse_dealloc(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let mut memrefs = Vec::new();
    let mut conds = Vec::new();
    if p.looking_at("(") {
        memrefs = operands_with_types(p)?;
        p.expect_keyword("if")?;
        let t = int_type(&mut p.m, 1);
        conds = paren_operands_of_type(p, t)?;
    }
    let mut retained = Vec::new();
    if p.eat_keyword("retain") {
        retained = operands_with_types(p)?;
    }
    spec.attrs = p.opt_attr_dict()?;
    let seg = super::cf::segments(p, &[memrefs.len(), conds.len(), retained.len()]);
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    let t = int_type(&mut p.m, 1);
    spec.result_types = vec![t; retained.len()];
    spec.operands = memrefs.into_iter().chain(conds).chain(retained).collect();
    Ok(())
}

/// `%src [restrict] [writable] [read_only] {attrs} : t1 to t2`
fn parse_clone(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let r = p.operand_ref()?;
    parse_unit_keywords(p, spec, &CLONE_KEYWORDS);
    syntax::finish_conversion(p, spec, r, "to")
}

/// `(%d) [copy(%t)] [size_hint = %h] {attrs} : tensor<...>`
fn parse_alloc_tensor(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let it = index_type(&mut p.m);
    let dyns = paren_operands_of_type(p, it)?;
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
    if let Some(c) = copy {
        ops.push(p.resolve(c, t)?);
    }
    if let Some(h) = hint {
        ops.push(p.resolve(h, it)?);
    }
    let seg = super::cf::segments(
        p,
        &[dyns.len(), copy.is_some() as usize, hint.is_some() as usize],
    );
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    spec.operands = ops;
    spec.result_types = vec![t];
    Ok(())
}

/// `%src in [restrict] [writable] %dest {attrs} : (t1, t2) -> results`
fn parse_materialize(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let s = p.operand_ref()?;
    p.expect_keyword("in")?;
    parse_unit_keywords(p, spec, &MATERIALIZE_KEYWORDS);
    let d = p.operand_ref()?;
    spec.attrs = p.opt_attr_dict()?;
    let (st, dt, results) = syntax::two_operand_function_type(p, "expected 2 operand types")?;
    spec.operands = vec![p.resolve(s, st)?, p.resolve(d, dt)?];
    spec.result_types = results;
    Ok(())
}

/// Prints a bufferization op.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    use OpKind as K;
    pr.op_name(op);
    match pr.m.op(op).kind {
        K::BufDealloc => return print_dealloc(pr, op),
        K::Clone | K::ToTensor | K::ToBuffer => print_clone(pr, op),
        K::AllocTensor => return print_alloc_tensor(pr, op),
        K::MaterializeInDestination => print_materialize(pr, op),
        K::DeallocTensor => {
            let v = pr.m.op(op).operands[0];
            pr.w(" ");
            pr.value(v);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(pr.m.value_type(v));
        }
        _ => return false,
    }
    true
}

fn print_dealloc(pr: &mut Printer<'_>, op: OpId) -> bool {
    let ops = pr.m.op(op).operands.clone();
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
    true
}

fn print_clone(pr: &mut Printer<'_>, op: OpId) {
    let d = pr.m.op(op);
    let (v, r) = (d.operands[0], d.results[0]);
    pr.w(" ");
    pr.value(v);
    print_unit_keywords(pr, op, &CLONE_KEYWORDS);
    pr.attr_dict(op, &CLONE_KEYWORDS);
    pr.w(" : ");
    pr.ty(pr.m.value_type(v));
    pr.w(" to ");
    pr.ty(pr.m.value_type(r));
}

fn print_alloc_tensor(pr: &mut Printer<'_>, op: OpId) -> bool {
    let ops = pr.m.op(op).operands.clone();
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
    pr.ty(pr.m.value_type(pr.m.op(op).results[0]));
    true
}

fn print_materialize(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    syntax::print_first_operand(pr, op);
    pr.w(" in");
    print_unit_keywords(pr, op, &MATERIALIZE_KEYWORDS);
    pr.w(" ");
    pr.value(ops[1]);
    pr.attr_dict(op, &MATERIALIZE_KEYWORDS);
    syntax::print_functional_type(pr, op, &ops);
}

// ---- verification -------------------------------------------------------------------------

/// Checks a bufferization op's own rules (after the structural checks of
/// [`super::verify_op`]).
pub fn verify(m: &Module, op: OpId) -> VResult {
    match m.op(op).kind {
        OpKind::BufDealloc => verify_dealloc(m, op),
        _ => Ok(()),
    }
}

/// `bufferization.dealloc`: memrefs, `i1` conditions (one per memref) and retained memrefs
/// (one `i1` result each).
fn verify_dealloc(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    let seg = super::operand_segments(m, op);
    let err = |msg: String| Err(op_error(m, op, msg));
    // Operand and result type constraints come first, as in MLIR (ODS invariants).
    let i1 = |t: TypeId| m.ty(t).is_signless_i1();
    let conds = seg.first().copied().unwrap_or(0)..seg.iter().take(2).sum::<usize>();
    for (i, &v) in d.operands.iter().enumerate() {
        let t = m.value_type(v);
        let bad = if conds.contains(&i) {
            (!i1(t)).then_some("1-bit signless integer")
        } else {
            (!m.ty(t).is_memref()).then_some("ranked or unranked memref of any type values")
        };
        if let Some(what) = bad {
            return err(format!(
                "operand #{i} must be variadic of {what}, but got '{}'",
                ts(m, t)
            ));
        }
    }
    for (i, &v) in d.results.iter().enumerate() {
        let t = m.value_type(v);
        if !i1(t) {
            return err(format!(
                "result #{i} must be variadic of 1-bit signless integer, but got '{}'",
                ts(m, t)
            ));
        }
    }
    if seg.len() == 3 {
        if seg[0] != seg[1] {
            return err("must have the same number of conditions as memrefs to deallocate".into());
        }
        if seg[2] != d.results.len() {
            return err(
                "must have the same number of updated conditions (results) as retained operands"
                    .into(),
            );
        }
    }
    Ok(())
}
