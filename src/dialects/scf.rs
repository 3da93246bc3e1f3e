//! The `scf` dialect: structured control flow (`for`, `if`, `while`, `execute_region`,
//! `index_switch`, `parallel`/`reduce`, `forall`) and its terminators. Regions without results
//! get an implicit `scf.yield` (elided again when printed), as in MLIR.
//!
//! Each op has its own parser, printer and verifier; `parse`, `print` and `verify` dispatch on
//! the op kind.

use super::syntax::{
    self, entry_args, index_type, int_type, paren_operand_refs, print_init_list, result_types,
};
use super::verify::{ts, VResult};
use super::OpKind;
use crate::diag::{resolve, Diagnostic};
use crate::ir::{
    Attribute, InsertPoint, Module, NamedAttr, OpId, OpSpec, RegionId, TypeData, TypeId, ValueId,
};
use crate::parse::{ArgDecl, OperandRef, PResult, Parser};
use crate::print::Printer;
use crate::verify::op_error;

/// Appends `terminator` (no operands) to every block of `r` that does not end in one, creating
/// the entry block if the region is empty.
pub fn ensure_terminator(p: &mut Parser<'_>, r: RegionId, terminator: OpKind, loc_pos: usize) {
    if p.m.entry_block(r).is_none() {
        let b = p.m.create_block();
        p.m.append_block(r, b);
    }
    let blocks: Vec<_> = p.m.region_blocks(r).collect();
    for b in blocks {
        let ends =
            p.m.terminator(b)
                .is_some_and(|t| p.m.op(t).kind.is_terminator());
        if !ends {
            let spec = p.spec(terminator, loc_pos);
            p.m.insert_new_op(InsertPoint::BlockEnd(b), spec);
        }
    }
}

/// Parses `(%a = %init, ...)` returning the declared names and the init operand refs.
fn init_list<'a>(p: &mut Parser<'a>) -> PResult<(Vec<OperandRef<'a>>, Vec<OperandRef<'a>>)> {
    let mut names = Vec::new();
    let mut inits = Vec::new();
    p.expect("(")?;
    p.comma_list_until(")", |p| {
        names.push(p.operand_ref()?);
        p.expect("=")?;
        inits.push(p.operand_ref()?);
        Ok(())
    })?;
    Ok((names, inits))
}

fn decls<'a>(names: &[OperandRef<'a>], tys: &[TypeId]) -> Vec<ArgDecl<'a>> {
    names
        .iter()
        .zip(tys)
        .map(|(n, t)| ArgDecl {
            name: *n,
            ty: *t,
            loc: None,
        })
        .collect()
}

/// Parses an scf op.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    use OpKind as K;
    let mut spec = p.spec(kind, pos);
    let s = &mut spec;
    match kind {
        K::For => parse_for(p, s, pos),
        K::If => parse_if(p, s, pos),
        K::While => parse_while(p, s),
        K::Condition => parse_condition(p, s),
        K::Yield | K::ReduceReturn | K::AllocaScopeReturn => syntax::parse_yield_like(p, s),
        K::ExecuteRegion => parse_execute_region(p, s),
        K::IndexSwitch => parse_index_switch(p, s, pos),
        K::Parallel => parse_parallel(p, s, pos),
        K::Reduce => parse_reduce(p, s),
        K::Forall => parse_forall(p, s, pos),
        K::InParallel => parse_in_parallel(p, s),
        _ => unreachable!(),
    }?;
    Ok(spec)
}

/// `[unsigned] %iv = %lb to %ub step %step [iter_args(%a = %init) -> (types)] [: type]
/// { body } {attrs}`
fn parse_for(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let list_pos = p.here();
    if p.eat_keyword("unsigned") {
        spec.props
            .push(NamedAttr::new("unsignedCmp", Attribute::Unit));
    }
    let iv = p.operand_ref()?;
    p.expect("=")?;
    let lb = p.operand_ref()?;
    p.expect_keyword("to")?;
    let ub = p.operand_ref()?;
    p.expect_keyword("step")?;
    let step = p.operand_ref()?;
    let mut names = Vec::new();
    let mut inits = Vec::new();
    let mut tys = Vec::new();
    if p.eat_keyword("iter_args") {
        (names, inits) = init_list(p)?;
        p.expect("->")?;
        tys = p.parse_result_type_list()?;
    }
    let ivt = if p.eat(":") {
        p.parse_type()?
    } else {
        index_type(&mut p.m)
    };
    let mut operands = vec![
        p.resolve(lb, ivt)?,
        p.resolve(ub, ivt)?,
        p.resolve(step, ivt)?,
    ];
    operands.extend(p.resolve_all(&inits, &tys, list_pos)?);
    let mut args = decls(&[iv], &[ivt]);
    args.extend(decls(&names, &tys));
    let r = p.region(&args, false)?;
    if tys.is_empty() {
        ensure_terminator(p, r, OpKind::Yield, pos);
    }
    spec.regions.push(r);
    spec.attrs = p.opt_attr_dict()?;
    spec.operands = operands;
    spec.result_types = tys;
    Ok(())
}

/// `%cond [-> (types)] { then } [else { else }] {attrs}`
fn parse_if(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let c = p.operand_ref()?;
    let i1 = int_type(&mut p.m, 1);
    spec.operands = vec![p.resolve(c, i1)?];
    if p.eat("->") {
        spec.result_types = p.parse_result_type_list()?;
    }
    let then = p.region(&[], false)?;
    let els = if p.eat_keyword("else") {
        p.region(&[], false)?
    } else {
        p.m.new_region()
    };
    if spec.result_types.is_empty() {
        ensure_terminator(p, then, OpKind::Yield, pos);
        if p.m.entry_block(els).is_some() {
            ensure_terminator(p, els, OpKind::Yield, pos);
        }
    }
    spec.regions = vec![then, els];
    spec.attrs = p.opt_attr_dict()?;
    Ok(())
}

/// `(%a = %init) : (types) -> types { before } do { after } [attributes {attrs}]`
fn parse_while(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let list_pos = p.here();
    // The assignment list is optional (`scf.while : () -> () {...}`).
    let (names, inits) = if p.peek() == b'(' {
        init_list(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    p.expect(":")?;
    let tp = p.here();
    let fty = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.m.ty(fty).clone() else {
        return p.err_at(tp, "expected function type");
    };
    spec.operands = p.resolve_all(&inits, &inputs, list_pos)?;
    let before = p.region(&decls(&names, &inputs), false)?;
    p.expect_keyword("do")?;
    let after = p.region(&[], false)?;
    spec.regions = vec![before, after];
    spec.attrs = p.opt_attr_dict_with_keyword()?;
    spec.result_types = results;
    Ok(())
}

/// `(%cond) [%a, %b : types] {attrs}`
fn parse_condition(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let list_pos = p.here();
    p.expect("(")?;
    let c = p.operand_ref()?;
    p.expect(")")?;
    let i1 = int_type(&mut p.m, 1);
    let cv = p.resolve(c, i1)?;
    let (refs, tys) = syntax::operands_colon_types(p)?;
    spec.attrs = p.opt_attr_dict()?;
    let mut ops = vec![cv];
    ops.extend(p.resolve_all(&refs, &tys, list_pos)?);
    spec.operands = ops;
    Ok(())
}

/// `[-> types] [no_inline] { region } {attrs}`
fn parse_execute_region(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    if p.eat("->") {
        spec.result_types = p.parse_result_type_list()?;
    }
    if p.eat_keyword("no_inline") {
        spec.props
            .push(NamedAttr::new("no_inline", Attribute::Unit));
    }
    spec.regions.push(p.region(&[], false)?);
    spec.attrs = p.opt_attr_dict()?;
    Ok(())
}

/// `%arg [-> types] {attrs} (case N { region })* default { region }`
fn parse_index_switch(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let a = p.operand_ref()?;
    let it = index_type(&mut p.m);
    spec.operands = vec![p.resolve(a, it)?];
    if p.eat("->") {
        spec.result_types = p.parse_type_list()?;
    }
    spec.attrs = p.opt_attr_dict()?;
    let mut cases = Vec::new();
    let mut regions = Vec::new();
    // (As in MLIR 22, only the default region gets an implicit `scf.yield`.)
    while p.eat_keyword("case") {
        cases.push(p.int_lit()? as i64);
        regions.push(p.region(&[], false)?);
    }
    p.expect_keyword("default")?;
    let d = p.region(&[], false)?;
    if spec.result_types.is_empty() {
        ensure_terminator(p, d, OpKind::Yield, pos);
    }
    spec.regions.push(d);
    spec.regions.extend(regions);
    let cases = syntax::dense_i64(&mut p.m, cases);
    spec.props.push(NamedAttr::new("cases", cases));
    Ok(())
}

/// `(%i) = (%lb) to (%ub) step (%s) [init (%x) -> types] { body } {attrs}`
fn parse_parallel(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let list_pos = p.here();
    let ivs = paren_operand_refs(p)?;
    let (lbs, ubs, steps) = syntax::loop_bounds(p, paren_operand_refs)?;
    let it = index_type(&mut p.m);
    let n = ivs.len();
    let mut operands = Vec::new();
    for refs in [&lbs, &ubs, &steps] {
        operands.extend(p.resolve_all(refs, &vec![it; refs.len()], list_pos)?);
    }
    let mut inits = Vec::new();
    let mut tys = Vec::new();
    if p.eat_keyword("init") {
        inits = paren_operand_refs(p)?;
        p.expect("->")?;
        tys = p.parse_result_type_list()?;
    }
    operands.extend(p.resolve_all(&inits, &tys, list_pos)?);
    let r = p.region(&decls(&ivs, &vec![it; n]), false)?;
    ensure_terminator(p, r, OpKind::Reduce, pos);
    spec.regions.push(r);
    spec.attrs = p.opt_attr_dict()?;
    let seg = super::cf::segments(p, &[lbs.len(), ubs.len(), steps.len(), inits.len()]);
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    spec.operands = operands;
    spec.result_types = tys;
    Ok(())
}

/// `[(%a, %b : types)] { region }, { region } {attrs}`
fn parse_reduce(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let list_pos = p.here();
    let mut refs = Vec::new();
    let mut tys = Vec::new();
    if p.eat("(") {
        p.comma_list_until(":", |p| {
            refs.push(p.operand_ref()?);
            Ok(())
        })?;
        tys = p.parse_type_list()?;
        p.expect(")")?;
    }
    spec.operands = p.resolve_all(&refs, &tys, list_pos)?;
    for i in 0..refs.len() {
        if i > 0 {
            p.expect(",")?;
        }
        spec.regions.push(p.region(&[], false)?);
    }
    spec.attrs = p.opt_attr_dict()?;
    Ok(())
}

/// `{ region } {attrs}` (an empty region still gets its block).
fn parse_in_parallel(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    spec.regions.push(p.region(&[], false)?);
    let r = spec.regions[0];
    if p.m.entry_block(r).is_none() {
        let b = p.m.create_block();
        p.m.append_block(r, b);
    }
    spec.attrs = p.opt_attr_dict()?;
    Ok(())
}

/// A mixed static/dynamic list entry: `%v` or an integer.
enum Mixed<'a> {
    Dyn(OperandRef<'a>),
    Static(i64),
}

fn mixed_list<'a>(p: &mut Parser<'a>) -> PResult<Vec<Mixed<'a>>> {
    let mut v = Vec::new();
    p.expect("(")?;
    p.comma_list_until(")", |p| {
        if p.at_operand() {
            v.push(Mixed::Dyn(p.operand_ref()?));
        } else {
            v.push(Mixed::Static(p.int_lit()? as i64));
        }
        Ok(())
    })?;
    Ok(v)
}

fn split_mixed<'a>(
    p: &mut Parser<'a>,
    list: &[Mixed<'a>],
    pos: usize,
) -> PResult<(Vec<ValueId>, Vec<i64>)> {
    let it = index_type(&mut p.m);
    let mut vals = Vec::new();
    let mut stat = Vec::new();
    for e in list {
        match e {
            Mixed::Dyn(r) => {
                vals.push(p.resolve(*r, it)?);
                stat.push(crate::ir::DYNAMIC);
            }
            Mixed::Static(s) => stat.push(*s),
        }
    }
    let _ = pos;
    Ok((vals, stat))
}

/// `(%i) in (%ub)` or `(%i) = (%lb) to (%ub) step (%s)`, then `[shared_outs(%o = %init) ->
/// (types)] { body } {attrs}`
fn parse_forall(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let ivs = paren_operand_refs(p)?;
    let i64t = int_type(&mut p.m, 64);
    let (lbs, ubs, steps) = if p.eat_keyword("in") {
        let ubs = mixed_list(p)?;
        (vec![], ubs, vec![])
    } else {
        syntax::loop_bounds(p, mixed_list)?
    };
    let normalized = lbs.is_empty();
    let (lbv, mut lbs_s) = split_mixed(p, &lbs, pos)?;
    let (ubv, ubs_s) = split_mixed(p, &ubs, pos)?;
    let (stv, mut steps_s) = split_mixed(p, &steps, pos)?;
    if normalized {
        lbs_s = vec![0; ivs.len()];
        steps_s = vec![1; ivs.len()];
    }
    let mut out_names = Vec::new();
    let mut out_inits = Vec::new();
    let mut tys = Vec::new();
    let list_pos = p.here();
    if p.eat_keyword("shared_outs") {
        (out_names, out_inits) = init_list(p)?;
        p.expect("->")?;
        tys = p.parse_result_type_list()?;
    }
    let outs = p.resolve_all(&out_inits, &tys, list_pos)?;
    let it = index_type(&mut p.m);
    let mut args = decls(&ivs, &vec![it; ivs.len()]);
    args.extend(decls(&out_names, &tys));
    let r = p.region(&args, false)?;
    ensure_terminator(p, r, OpKind::InParallel, pos);
    ensure_in_parallel_body(&mut p.m, r);
    spec.regions.push(r);
    spec.attrs = p.opt_attr_dict()?;
    let arr = |v: Vec<i64>| Attribute::DenseArray {
        elem: i64t,
        values: v,
    };
    let seg = super::cf::segments(p, &[lbv.len(), ubv.len(), stv.len(), outs.len()]);
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    spec.props
        .push(NamedAttr::new("staticLowerBound", arr(lbs_s)));
    spec.props.push(NamedAttr::new("staticStep", arr(steps_s)));
    spec.props
        .push(NamedAttr::new("staticUpperBound", arr(ubs_s)));
    spec.props.sort_by(|a, b| a.name.cmp(&b.name));
    spec.operands = lbv.into_iter().chain(ubv).chain(stv).chain(outs).collect();
    spec.result_types = tys;
    Ok(())
}

/// Gives the implicit `scf.forall.in_parallel` ending the body of region `r` its (empty) body
/// block.
fn ensure_in_parallel_body(m: &mut Module, r: RegionId) {
    let Some(t) = m.region_blocks(r).last().and_then(|b| m.terminator(b)) else {
        return;
    };
    if let Some(&tr) = m.op(t).regions.first() {
        if m.entry_block(tr).is_none() {
            let b = m.create_block();
            m.append_block(tr, b);
        }
    } else {
        let tr = m.new_region();
        let b = m.create_block();
        m.append_block(tr, b);
        m.op_mut(t).regions.push(tr);
        m.regions[tr.index()].parent = Some(t);
    }
}

// ---- verification -------------------------------------------------------------------------

/// Checks an scf op's own rules (after the structural checks of [`super::verify_op`]).
pub fn verify(m: &Module, op: OpId) -> VResult {
    match m.op(op).kind {
        OpKind::If => verify_if(m, op),
        OpKind::For => verify_for(m, op),
        OpKind::Forall => verify_forall(m, op),
        OpKind::IndexSwitch => verify_index_switch(m, op, &result_types(m, op)),
        _ => Ok(()),
    }
}

/// `scf.if`: an else block when it has results; yields matching the results.
fn verify_if(m: &Module, op: OpId) -> VResult {
    let rtys = result_types(m, op);
    if !rtys.is_empty() && m.entry_block(m.op(op).regions[1]).is_none() {
        return Err(op_error(
            m,
            op,
            "must have an else block if defining values",
        ));
    }
    verify_yields(m, op, &rtys, "parent")
}

/// `scf.for`: the body's `scf.yield` forwards one value per iteration argument.
fn verify_for(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    let n = d.operands.len().saturating_sub(3);
    let Some(t) = m.entry_block(d.regions[0]).and_then(|b| m.terminator(b)) else {
        return Ok(());
    };
    let got = m.op(t).operands.len();
    if m.op(t).kind == OpKind::Yield && got != n {
        return Err(op_error(
            m,
            op,
            format!(
                "along control flow edge from Operation scf.yield to Region #0: region branch point has {got} operands, but region successor needs {n} inputs"
            ),
        )
        .with_note(resolve(m, &m.op(t).loc), "region branch point"));
    }
    Ok(())
}

/// `scf.forall`: outputs against results, one region argument per loop and output, and for
/// each of lower bound, upper bound and step one static entry per loop with a dynamic operand
/// per `?` entry (MLIR's `ForallOp::verify`, in its order).
fn verify_forall(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    let seg = super::dense_array(m, op, "operandSegmentSizes");
    let &[lb, ub, st, outs] = seg.as_slice() else {
        return Ok(());
    };
    let loops = super::dense_array(m, op, "staticLowerBound").len();
    if d.results.len() as i64 != outs {
        return Err(op_error(
            m,
            op,
            format!(
                "produces {} results, but has only {outs} outputs",
                d.results.len()
            ),
        ));
    }
    let args = d
        .regions
        .first()
        .and_then(|&r| m.entry_block(r))
        .map_or(0, |b| m.block(b).args.len());
    if args as i64 != loops as i64 + outs {
        return Err(op_error(m, op, format!("region expects {loops} arguments")));
    }
    for (attr, name, dynamic) in [
        ("staticLowerBound", "lower bound", lb),
        ("staticUpperBound", "upper bound", ub),
        ("staticStep", "step", st),
    ] {
        let vals = super::dense_array(m, op, attr);
        if vals.len() != loops {
            return Err(Diagnostic::on_op(
                m,
                op,
                format!("expected {loops} {name} values, got {}", vals.len()),
            ));
        }
        let expected = vals.iter().filter(|&&v| v == i64::MIN).count();
        if expected as i64 != dynamic {
            return Err(Diagnostic::on_op(
                m,
                op,
                format!("expected {expected} dynamic {name} values"),
            ));
        }
    }
    Ok(())
}

/// `scf.index_switch`: one block per case region (ODS), then MLIR's `IndexSwitchOp::verify`:
/// as many case values as case regions, every region ending in an `scf.yield` of the results.
fn verify_index_switch(m: &Module, op: OpId, rtys: &[TypeId]) -> VResult {
    let d = m.op(op);
    for (i, &r) in d.regions.iter().enumerate().skip(1) {
        if m.region_blocks(r).count() != 1 {
            return Err(op_error(
                m,
                op,
                format!(
                    "region #{i} ('caseRegions') failed to verify constraint: region with 1 blocks"
                ),
            ));
        }
    }
    let cases = super::dense_array(m, op, "cases");
    let n = d.regions.len().saturating_sub(1);
    if cases.len() != n {
        return Err(op_error(
            m,
            op,
            format!("has {n} case regions but {} case values", cases.len()),
        ));
    }
    for (i, &r) in d.regions.iter().enumerate() {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(last) = m.entry_block(r).and_then(|b| m.block_ops(b).last()) else {
            continue;
        };
        if m.op(last).kind != OpKind::Yield {
            return Err(op_error(
                m,
                op,
                format!(
                    "expected region to end with scf.yield, but got {}",
                    m.op_name(last)
                ),
            ));
        }
        let got = m.op(last).operands.len();
        if got != rtys.len() {
            return Err(op_error(
                m,
                op,
                format!(
                    "expected each region to return {} values, but {name} returns {got}",
                    rtys.len()
                ),
            )
            .with_note(resolve(m, &m.op(last).loc), "see yield operation here"));
        }
    }
    Ok(())
}

/// Checks the `scf.yield`s of a region-branch op returning to the parent against its results.
fn verify_yields(m: &Module, op: OpId, rtys: &[TypeId], target: &str) -> VResult {
    for &r in &m.op(op).regions {
        for b in m.region_blocks(r) {
            let Some(t) = m.terminator(b) else { continue };
            if m.op(t).kind != OpKind::Yield {
                continue;
            }
            let ops = &m.op(t).operands;
            if ops.len() != rtys.len() {
                return Err(op_error(
                    m,
                    op,
                    format!(
                        "along control flow edge from Operation scf.yield to {target}: region branch point has {} operands, but region successor needs {} inputs",
                        ops.len(),
                        rtys.len()
                    ),
                )
                .with_note(resolve(m, &m.op(t).loc), "region branch point"));
            }
            for (i, (&v, &rt)) in ops.iter().zip(rtys).enumerate() {
                if m.value_type(v) != rt {
                    return Err(op_error(
                        m,
                        op,
                        format!(
                            "along control flow edge from Operation scf.yield to {target}: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                            ts(m, m.value_type(v)),
                            ts(m, rt)
                        ),
                    )
                    .with_note(resolve(m, &m.op(t).loc), "region branch point"));
                }
            }
        }
    }
    Ok(())
}

// ---- printing -----------------------------------------------------------------------------

fn print_for(pr: &mut Printer<'_>, op: OpId) {
    let d = pr.m.op(op);
    let (operands, r) = (d.operands.clone(), d.regions[0]);
    let args = entry_args(pr.m, r);
    if pr.m.attr(op, "unsignedCmp").is_some() {
        pr.w(" unsigned");
    }
    pr.w(" ");
    pr.value(args[0]);
    pr.w(" = ");
    pr.value(operands[0]);
    pr.w(" to ");
    pr.value(operands[1]);
    pr.w(" step ");
    pr.value(operands[2]);
    if operands.len() > 3 {
        pr.w(" iter_args");
        print_init_list(pr, &args[1..], &operands[3..]);
        pr.w(" -> (");
        pr.value_types(&operands[3..]);
        pr.w(")");
    }
    // MLIR prints ' ' then ' : T ' for a non-index induction variable.
    pr.w(" ");
    let ivt = pr.m.value_type(args[0]);
    if !matches!(pr.m.ty(ivt), TypeData::Index) {
        pr.w(" : ");
        pr.ty(ivt);
        pr.w(" ");
    }
    pr.region(r, false, operands.len() > 3);
    pr.attr_dict(op, &["unsignedCmp"]);
}

fn print_if(pr: &mut Printer<'_>, op: OpId) {
    let regions = pr.m.op(op).regions.clone();
    let rtys = result_types(pr.m, op);
    syntax::print_first_operand(pr, op);
    syntax::print_paren_result_types(pr, &rtys);
    syntax::print_then_else(pr, &regions, !rtys.is_empty());
    pr.attr_dict(op, &[]);
}

fn print_while(pr: &mut Printer<'_>, op: OpId) {
    let d = pr.m.op(op);
    let (operands, regions) = (d.operands.clone(), d.regions.clone());
    // No inits: no list (`scf.while : () -> () {`).
    if !operands.is_empty() {
        pr.w(" ");
        let args = entry_args(pr.m, regions[0]);
        print_init_list(pr, &args, &operands);
    }
    pr.w(" : (");
    pr.value_types(&operands);
    pr.w(") -> ");
    let rtys = result_types(pr.m, op);
    pr.result_types(&rtys);
    pr.w(" ");
    pr.region(regions[0], false, true);
    pr.w(" do ");
    pr.region(regions[1], true, true);
    pr.attr_dict_with_keyword(op, &[]);
}

fn print_condition(pr: &mut Printer<'_>, op: OpId) {
    let operands = pr.m.op(op).operands.clone();
    pr.w("(");
    pr.value(operands[0]);
    pr.w(")");
    pr.attr_dict(op, &[]);
    syntax::print_operands_colon_types(pr, &operands[1..]);
}

fn print_execute_region(pr: &mut Printer<'_>, op: OpId) {
    let rtys = result_types(pr.m, op);
    if !rtys.is_empty() {
        pr.w(" -> ");
        pr.result_types(&rtys);
    }
    if pr.m.attr(op, "no_inline").is_some() {
        pr.w(" no_inline");
    }
    pr.w(" ");
    pr.region(pr.m.op(op).regions[0], false, true);
    pr.attr_dict(op, &["no_inline"]);
}

fn print_index_switch(pr: &mut Printer<'_>, op: OpId) {
    let regions = pr.m.op(op).regions.clone();
    let rtys = result_types(pr.m, op);
    syntax::print_first_operand(pr, op);
    if !rtys.is_empty() {
        pr.w(" -> ");
        pr.types(&rtys);
    }
    pr.attr_dict(op, &["cases"]);
    pr.w(" ");
    let cases = super::dense_array(pr.m, op, "cases");
    let pad = " ".repeat(pr.indent_width());
    for (i, c) in cases.iter().enumerate() {
        pr.w("\n");
        pr.w(&pad);
        pr.w(&format!("case {c} "));
        // The case regions' custom printer always shows terminators.
        pr.region(regions[i + 1], false, true);
    }
    pr.w("\n");
    pr.w(&pad);
    pr.w("default ");
    // The default region elides an `scf.yield` without operands or attributes.
    let show =
        pr.m.entry_block(regions[0])
            .and_then(|b| pr.m.terminator(b))
            .is_none_or(|t| {
                let d = pr.m.op(t);
                !d.operands.is_empty() || !d.attrs.is_empty() || !d.results.is_empty()
            });
    pr.region(regions[0], false, show);
}

fn print_parallel(pr: &mut Printer<'_>, op: OpId) {
    let d = pr.m.op(op);
    let (operands, r) = (d.operands.clone(), d.regions[0]);
    let seg = super::dense_array(pr.m, op, "operandSegmentSizes");
    let n = seg.first().copied().unwrap_or(0) as usize;
    let args = entry_args(pr.m, r);
    pr.w(" (");
    pr.values(&args);
    pr.w(") = (");
    pr.values(&operands[..n]);
    pr.w(") to (");
    pr.values(&operands[n..2 * n]);
    pr.w(") step (");
    pr.values(&operands[2 * n..3 * n]);
    pr.w(")");
    if operands.len() > 3 * n {
        pr.w(" init (");
        pr.values(&operands[3 * n..]);
        pr.w(") -> ");
        let rtys = result_types(pr.m, op);
        pr.result_types(&rtys);
    }
    pr.w(" ");
    pr.region(r, false, true);
    pr.attr_dict(op, &["operandSegmentSizes"]);
}

fn print_reduce(pr: &mut Printer<'_>, op: OpId) {
    let d = pr.m.op(op);
    let (operands, regions) = (d.operands.clone(), d.regions.clone());
    if !operands.is_empty() {
        pr.w("(");
        pr.values(&operands);
        pr.w(" : ");
        pr.value_types(&operands);
        pr.w(")");
    }
    pr.w(" ");
    for (i, r) in regions.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.region(*r, true, true);
    }
    pr.attr_dict(op, &[]);
}

fn print_forall(pr: &mut Printer<'_>, op: OpId) -> bool {
    let d = pr.m.op(op);
    let (operands, r) = (d.operands.clone(), d.regions[0]);
    let args = entry_args(pr.m, r);
    let lbs = super::dense_array(pr.m, op, "staticLowerBound");
    let ubs = super::dense_array(pr.m, op, "staticUpperBound");
    let steps = super::dense_array(pr.m, op, "staticStep");
    let s = super::operand_segments(pr.m, op);
    // (The verifier rejects anything else; printing must still not fail on it.)
    if s.len() != 4
        || s.iter().sum::<usize>() != operands.len()
        || args.len() < ubs.len()
        || lbs.len() != ubs.len()
        || steps.len() != ubs.len()
    {
        return false;
    }
    let (lbv, rest) = operands.split_at(s[0]);
    let (ubv, rest) = rest.split_at(s[1]);
    let (stv, outs) = rest.split_at(s[2]);
    let rank = ubs.len();
    pr.w(" (");
    pr.values(&args[..rank]);
    pr.w(")");
    let normalized = lbs.iter().all(|&x| x == 0) && steps.iter().all(|&x| x == 1);
    if normalized {
        pr.w(" in ");
        super::print_mixed(pr, &ubs, ubv, "(", ")");
    } else {
        pr.w(" = ");
        super::print_mixed(pr, &lbs, lbv, "(", ")");
        pr.w(" to ");
        super::print_mixed(pr, &ubs, ubv, "(", ")");
        pr.w(" step ");
        super::print_mixed(pr, &steps, stv, "(", ")");
    }
    if !outs.is_empty() {
        pr.w(" shared_outs");
        print_init_list(pr, &args[rank..], outs);
        pr.w(" -> (");
        let rtys = result_types(pr.m, op);
        pr.types(&rtys);
        pr.w(")");
    }
    pr.w(" ");
    pr.region(r, false, !outs.is_empty());
    let elided = [
        "operandSegmentSizes",
        "staticLowerBound",
        "staticStep",
        "staticUpperBound",
    ];
    pr.attr_dict(op, &elided);
    true
}

fn print_in_parallel(pr: &mut Printer<'_>, op: OpId) {
    pr.w(" ");
    pr.region(pr.m.op(op).regions[0], false, true);
    pr.attr_dict(op, &[]);
}

/// Prints an scf op.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    use OpKind as K;
    pr.op_name(op);
    match pr.m.op(op).kind {
        K::Yield | K::ReduceReturn => syntax::print_return_like(pr, op),
        K::For => print_for(pr, op),
        K::If => print_if(pr, op),
        K::While => print_while(pr, op),
        K::Condition => print_condition(pr, op),
        K::ExecuteRegion => print_execute_region(pr, op),
        K::IndexSwitch => print_index_switch(pr, op),
        K::Parallel => print_parallel(pr, op),
        K::Reduce => print_reduce(pr, op),
        K::Forall => return print_forall(pr, op),
        K::InParallel => print_in_parallel(pr, op),
        _ => return false,
    }
    true
}

/// The `BufferDeallocationOpInterface` model of `scf.forall.in_parallel`.
pub struct InParallelDeallocation;

impl super::interfaces::BufferDeallocationModel for InParallelDeallocation {
    /// Only an empty body is supported: a dealloc for what the loop body owns.
    ///
    /// ```mlir
    ///   scf.forall.in_parallel {}
    /// ```
    /// becomes
    /// ```mlir
    ///   bufferization.dealloc (%owned...) if (%conds...)
    ///   scf.forall.in_parallel {}
    /// ```
    fn process(
        &self,
        pass: &mut crate::transforms::ownership::Dealloc<'_>,
        op: OpId,
    ) -> Result<OpId, crate::diag::Diagnostic> {
        let body_empty = pass
            .m
            .op(op)
            .regions
            .first()
            .and_then(|&r| pass.m.entry_block(r))
            .is_none_or(|b| pass.m.block(b).first.is_none());
        if !body_empty {
            return Err(pass.err(op, "only supported when nested region is empty"));
        }
        pass.insert_dealloc_for_return_like(op, &[])?;
        Ok(op)
    }
}

/// The `BufferDeallocationOpInterface` model of `scf.reduce.return`.
pub struct ReduceReturnDeallocation;

impl super::interfaces::BufferDeallocationModel for ReduceReturnDeallocation {
    /// Like a return without operands; memref reductions are rejected.
    ///
    /// ```mlir
    ///   scf.reduce.return %x : f32
    /// ```
    /// becomes
    /// ```mlir
    ///   bufferization.dealloc (%owned...) if (%conds...)
    ///   scf.reduce.return %x : f32
    /// ```
    fn process(
        &self,
        pass: &mut crate::transforms::ownership::Dealloc<'_>,
        op: OpId,
    ) -> Result<OpId, crate::diag::Diagnostic> {
        let operands = pass.m.op(op).operands.clone();
        if operands
            .iter()
            .any(|&v| crate::transforms::ownership::state::is_memref(pass.m, v))
        {
            return Err(pass.err(op, "only supported when operand is not a MemRef"));
        }
        pass.insert_dealloc_for_return_like(op, &[])?;
        Ok(op)
    }
}
