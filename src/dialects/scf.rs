//! The `scf` dialect: structured control flow (`for`, `if`, `while`, `execute_region`,
//! `index_switch`, `parallel`/`reduce`, `forall`) and its terminators. Regions without results
//! get an implicit `scf.yield` (elided again when printed), as in MLIR.

use super::OpKind;
use crate::ir::{
    Attribute, InsertPoint, NamedAttr, OpId, OpSpec, RegionId, TypeData, TypeId, ValueId,
};
use crate::parse::{ArgDecl, OperandRef, PResult, Parser};
use crate::print::Printer;

fn index_type(p: &mut Parser<'_>) -> TypeId {
    p.m.intern_type(TypeData::Index)
}

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

fn ref_list<'a>(p: &mut Parser<'a>) -> PResult<Vec<OperandRef<'a>>> {
    let mut v = Vec::new();
    p.expect("(")?;
    p.comma_list_until(")", |p| {
        v.push(p.operand_ref()?);
        Ok(())
    })?;
    Ok(v)
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
    let mut spec = p.spec(kind, pos);
    let list_pos = p.here();
    match kind {
        OpKind::For => {
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
                index_type(p)
            };
            let mut operands = vec![
                p.resolve(lb, ivt)?,
                p.resolve(ub, ivt)?,
                p.resolve(step, ivt)?,
            ];
            operands.extend(p.resolve_all(&inits, &tys, list_pos)?);
            let mut args = vec![ArgDecl {
                name: iv,
                ty: ivt,
                loc: None,
            }];
            args.extend(decls(&names, &tys));
            let r = p.region(&args, false)?;
            if tys.is_empty() {
                ensure_terminator(p, r, OpKind::Yield, pos);
            }
            spec.regions.push(r);
            spec.attrs = p.opt_attr_dict()?;
            spec.operands = operands;
            spec.result_types = tys;
        }
        OpKind::If => {
            let c = p.operand_ref()?;
            let i1 = p.m.intern_type(TypeData::Integer {
                width: 1,
                signedness: crate::ir::Signedness::Signless,
            });
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
        }
        OpKind::While => {
            let (names, inits) = init_list(p)?;
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
        }
        OpKind::Condition => {
            p.expect("(")?;
            let c = p.operand_ref()?;
            p.expect(")")?;
            let i1 = p.m.intern_type(TypeData::Integer {
                width: 1,
                signedness: crate::ir::Signedness::Signless,
            });
            let cv = p.resolve(c, i1)?;
            let (refs, tys) = operands_colon_types(p)?;
            spec.attrs = p.opt_attr_dict()?;
            let mut ops = vec![cv];
            ops.extend(p.resolve_all(&refs, &tys, list_pos)?);
            spec.operands = ops;
        }
        OpKind::Yield | OpKind::ReduceReturn | OpKind::AllocaScopeReturn => {
            let (refs, tys) = operands_colon_types(p)?;
            spec.attrs = p.opt_attr_dict()?;
            spec.operands = p.resolve_all(&refs, &tys, list_pos)?;
        }
        OpKind::ExecuteRegion => {
            if p.eat("->") {
                spec.result_types = p.parse_result_type_list()?;
            }
            if p.eat_keyword("no_inline") {
                spec.props
                    .push(NamedAttr::new("no_inline", Attribute::Unit));
            }
            spec.regions.push(p.region(&[], false)?);
            spec.attrs = p.opt_attr_dict()?;
        }
        OpKind::IndexSwitch => {
            let a = p.operand_ref()?;
            let it = index_type(p);
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
            let i64t = p.m.intern_type(TypeData::Integer {
                width: 64,
                signedness: crate::ir::Signedness::Signless,
            });
            spec.props.push(NamedAttr::new(
                "cases",
                Attribute::DenseArray {
                    elem: i64t,
                    values: cases,
                },
            ));
        }
        OpKind::Parallel => {
            let ivs = ref_list(p)?;
            p.expect("=")?;
            let lbs = ref_list(p)?;
            p.expect_keyword("to")?;
            let ubs = ref_list(p)?;
            p.expect_keyword("step")?;
            let steps = ref_list(p)?;
            let it = index_type(p);
            let n = ivs.len();
            let mut operands = p.resolve_all(&lbs, &vec![it; lbs.len()], list_pos)?;
            operands.extend(p.resolve_all(&ubs, &vec![it; ubs.len()], list_pos)?);
            operands.extend(p.resolve_all(&steps, &vec![it; steps.len()], list_pos)?);
            let mut inits = Vec::new();
            let mut tys = Vec::new();
            if p.eat_keyword("init") {
                inits = ref_list(p)?;
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
        }
        OpKind::Reduce => {
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
        }
        OpKind::Forall => parse_forall(p, &mut spec, pos)?,
        OpKind::InParallel => {
            spec.regions.push(p.region(&[], false)?);
            let r = spec.regions[0];
            if p.m.entry_block(r).is_none() {
                let b = p.m.create_block();
                p.m.append_block(r, b);
            }
            spec.attrs = p.opt_attr_dict()?;
        }
        _ => unreachable!(),
    }
    Ok(spec)
}

/// Parses `[operands : types]` (both optional together).
fn operands_colon_types<'a>(p: &mut Parser<'a>) -> PResult<(Vec<OperandRef<'a>>, Vec<TypeId>)> {
    let mut refs = Vec::new();
    while p.at_operand() {
        refs.push(p.operand_ref()?);
        if !p.eat(",") {
            break;
        }
    }
    let mut tys = Vec::new();
    if !refs.is_empty() {
        p.expect(":")?;
        tys = p.parse_type_list()?;
    }
    Ok((refs, tys))
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
    let it = index_type(p);
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

fn parse_forall(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let ivs = ref_list(p)?;
    let i64t = p.m.intern_type(TypeData::Integer {
        width: 64,
        signedness: crate::ir::Signedness::Signless,
    });
    let (lbs, ubs, steps) = if p.eat_keyword("in") {
        let ubs = mixed_list(p)?;
        (vec![], ubs, vec![])
    } else {
        p.expect("=")?;
        let lbs = mixed_list(p)?;
        p.expect_keyword("to")?;
        let ubs = mixed_list(p)?;
        p.expect_keyword("step")?;
        let steps = mixed_list(p)?;
        (lbs, ubs, steps)
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
    let it = index_type(p);
    let mut args = decls(&ivs, &vec![it; ivs.len()]);
    args.extend(decls(&out_names, &tys));
    let r = p.region(&args, false)?;
    ensure_terminator(p, r, OpKind::InParallel, pos);
    // The implicit `in_parallel` needs its (empty) body block.
    let last = p.m.region_blocks(r).last().and_then(|b| p.m.terminator(b));
    if let Some(t) = last {
        if let Some(&tr) = p.m.op(t).regions.first() {
            if p.m.entry_block(tr).is_none() {
                let b = p.m.create_block();
                p.m.append_block(tr, b);
            }
        } else {
            let tr = p.m.new_region();
            let b = p.m.create_block();
            p.m.append_block(tr, b);
            p.m.op_mut(t).regions.push(tr);
            p.m.regions[tr.index()].parent = Some(t);
        }
    }
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

fn print_init_list(pr: &mut Printer<'_>, names: &[ValueId], inits: &[ValueId]) {
    pr.w("(");
    for (i, (n, v)) in names.iter().zip(inits).enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.value(*n);
        pr.w(" = ");
        pr.value(*v);
    }
    pr.w(")");
}

fn result_types_of(pr: &Printer<'_>, op: OpId) -> Vec<TypeId> {
    pr.m.op(op)
        .results
        .iter()
        .map(|&r| pr.m.value_type(r))
        .collect()
}

fn entry_args(pr: &Printer<'_>, r: RegionId) -> Vec<ValueId> {
    pr.m.entry_block(r)
        .map(|b| pr.m.block(b).args.clone())
        .unwrap_or_default()
}

/// Prints an scf op.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    let d = pr.m.op(op);
    let kind = d.kind;
    let operands = &d.operands;
    let regions = &d.regions;
    let rtys = result_types_of(pr, op);
    match kind {
        OpKind::For => {
            pr.op_name(op);
            let args = entry_args(pr, regions[0]);
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
            pr.region(regions[0], false, operands.len() > 3);
            pr.attr_dict(op, &["unsignedCmp"]);
        }
        OpKind::If => {
            pr.op_name(op);
            pr.w(" ");
            pr.value(operands[0]);
            if !rtys.is_empty() {
                pr.w(" -> (");
                pr.types(&rtys);
                pr.w(")");
            }
            pr.w(" ");
            let has_results = !rtys.is_empty();
            pr.region(regions[0], false, has_results);
            if pr.m.entry_block(regions[1]).is_some() {
                pr.w(" else ");
                pr.region(regions[1], false, has_results);
            }
            pr.attr_dict(op, &[]);
        }
        OpKind::While => {
            pr.op_name(op);
            pr.w(" ");
            let args = entry_args(pr, regions[0]);
            print_init_list(pr, &args, operands);
            pr.w(" : (");
            pr.value_types(operands);
            pr.w(") -> ");
            pr.result_types(&rtys);
            pr.w(" ");
            pr.region(regions[0], false, true);
            pr.w(" do ");
            pr.region(regions[1], true, true);
            pr.attr_dict_with_keyword(op, &[]);
        }
        OpKind::Condition => {
            pr.op_name(op);
            pr.w("(");
            pr.value(operands[0]);
            pr.w(")");
            pr.attr_dict(op, &[]);
            if operands.len() > 1 {
                pr.w(" ");
                pr.values(&operands[1..]);
                pr.w(" : ");
                pr.value_types(&operands[1..]);
            }
        }
        OpKind::Yield | OpKind::ReduceReturn => {
            pr.op_name(op);
            pr.attr_dict(op, &[]);
            if !operands.is_empty() {
                pr.w(" ");
                pr.values(operands);
                pr.w(" : ");
                pr.value_types(operands);
            }
        }
        OpKind::ExecuteRegion => {
            pr.op_name(op);
            if !rtys.is_empty() {
                pr.w(" -> ");
                pr.result_types(&rtys);
            }
            if pr.m.attr(op, "no_inline").is_some() {
                pr.w(" no_inline");
            }
            pr.w(" ");
            pr.region(regions[0], false, true);
            pr.attr_dict(op, &["no_inline"]);
        }
        OpKind::IndexSwitch => {
            pr.op_name(op);
            pr.w(" ");
            pr.value(operands[0]);
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
        OpKind::Parallel => {
            pr.op_name(op);
            let seg = super::dense_array(pr.m, op, "operandSegmentSizes");
            let n = seg.first().copied().unwrap_or(0) as usize;
            let args = entry_args(pr, regions[0]);
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
                pr.result_types(&rtys);
            }
            pr.w(" ");
            pr.region(regions[0], false, true);
            pr.attr_dict(op, &["operandSegmentSizes"]);
        }
        OpKind::Reduce => {
            pr.op_name(op);
            if !operands.is_empty() {
                pr.w("(");
                pr.values(operands);
                pr.w(" : ");
                pr.value_types(operands);
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
        OpKind::Forall => {
            pr.op_name(op);
            let args = entry_args(pr, regions[0]);
            let lbs = super::dense_array(pr.m, op, "staticLowerBound");
            let ubs = super::dense_array(pr.m, op, "staticUpperBound");
            let steps = super::dense_array(pr.m, op, "staticStep");
            let seg = super::dense_array(pr.m, op, "operandSegmentSizes");
            let s: Vec<usize> = seg.iter().map(|&x| x.max(0) as usize).collect();
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
                pr.types(&rtys);
                pr.w(")");
            }
            pr.w(" ");
            pr.region(regions[0], false, !outs.is_empty());
            pr.attr_dict(
                op,
                &[
                    "operandSegmentSizes",
                    "staticLowerBound",
                    "staticStep",
                    "staticUpperBound",
                ],
            );
        }
        OpKind::InParallel => {
            pr.op_name(op);
            pr.w(" ");
            pr.region(regions[0], false, true);
            pr.attr_dict(op, &[]);
        }
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
