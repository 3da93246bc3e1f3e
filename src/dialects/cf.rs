//! The `cf` dialect: unstructured control flow (`br`, `cond_br`, `switch`) and `assert`.
//! Successor operands live in the op's operand list, split by `operandSegmentSizes` as in MLIR;
//! [`successor_operand_range`] is the one place that knows the split.

use super::OpKind;
use crate::ir::{Attribute, DenseData, Module, NamedAttr, OpId, OpSpec, TypeData, ValueId};
use crate::parse::{PResult, Parser};
use crate::print::Printer;
use std::ops::Range;

pub use super::segments;

fn segment_sizes(m: &Module, op: OpId, name: &str) -> Option<Vec<usize>> {
    Some(
        super::dense_array(m, op, name)
            .iter()
            .map(|&v| v.max(0) as usize)
            .collect(),
    )
}

/// The operand index range forwarded to successor `i` of a branch op.
pub fn successor_operand_range(m: &Module, op: OpId, i: usize) -> Range<usize> {
    let d = m.op(op);
    let n = d.operands.len();
    match d.kind {
        OpKind::Br | OpKind::LlvmBr => 0..n,
        OpKind::CondBr | OpKind::LlvmCondBr => {
            let seg = segment_sizes(m, op, "operandSegmentSizes").unwrap_or_default();
            let t = seg.get(1).copied().unwrap_or(0);
            let f = seg.get(2).copied().unwrap_or(0);
            if i == 0 {
                1..(1 + t).min(n)
            } else {
                (1 + t).min(n)..(1 + t + f).min(n)
            }
        }
        OpKind::Switch | OpKind::LlvmSwitch => {
            let seg = segment_sizes(m, op, "operandSegmentSizes").unwrap_or_default();
            let def = seg.get(1).copied().unwrap_or(0);
            if i == 0 {
                return 1..(1 + def).min(n);
            }
            let cases = segment_sizes(m, op, "case_operand_segments").unwrap_or_default();
            let start = 1 + def + cases[..(i - 1).min(cases.len())].iter().sum::<usize>();
            let len = cases.get(i - 1).copied().unwrap_or(0);
            start.min(n)..(start + len).min(n)
        }
        // Unknown branch ops: operands are not attributed to successors.
        _ => n..n,
    }
}

/// The operands forwarded to successor `i`.
pub fn successor_operands(m: &Module, op: OpId, i: usize) -> Vec<ValueId> {
    let r = successor_operand_range(m, op, i);
    m.op(op).operands[r].to_vec()
}

/// Parses a cf op.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    let mut spec = p.spec(kind, pos);
    let s = &mut spec;
    match kind {
        OpKind::Br => parse_br(p, s),
        OpKind::CondBr => parse_cond_br(p, s),
        OpKind::Switch => parse_switch(p, s),
        OpKind::Assert => parse_assert(p, s),
        _ => unreachable!(),
    }?;
    Ok(spec)
}

/// `^bb(%a : t) {attrs}`
fn parse_br(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let (b, ops) = p.successor_and_operands()?;
    spec.successors.push(b);
    spec.operands = ops;
    spec.attrs = p.opt_attr_dict()?;
    Ok(())
}

/// `%c [weights([1, 2])], ^t(%a : t), ^f {attrs}`
fn parse_cond_br(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let c = p.operand_ref()?;
    let i1 = super::syntax::int_type(&mut p.m, 1);
    let cv = p.resolve(c, i1)?;
    if p.eat_keyword("weights") {
        p.expect("(")?;
        let w: Vec<usize> = super::syntax::int_list(p)?
            .into_iter()
            .map(|v| v as usize)
            .collect();
        p.expect(")")?;
        let a = segments(p, &w);
        spec.props.push(NamedAttr::new("branch_weights", a));
    }
    p.expect(",")?;
    let (t, tops) = p.successor_and_operands()?;
    p.expect(",")?;
    let (f, fops) = p.successor_and_operands()?;
    spec.attrs = p.opt_attr_dict()?;
    let seg = segments(p, &[1, tops.len(), fops.len()]);
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    spec.successors = vec![t, f];
    spec.operands = std::iter::once(cv).chain(tops).chain(fops).collect();
    Ok(())
}

/// `%flag : i32, [default: ^bb0, 1: ^bb1(%a : t), ...] {attrs}`
fn parse_switch(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let flag = p.operand_ref()?;
    p.expect(":")?;
    let type_pos = p.here();
    let ft = p.parse_type()?;
    if !matches!(p.m.ty(ft), TypeData::Integer { .. }) {
        let found = crate::print::type_to_string(&p.m, ft);
        return p.err_at(
            type_pos,
            format!("custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found '{found}'"),
        );
    }
    let fv = p.resolve(flag, ft)?;
    p.expect(",")?;
    p.expect("[")?;
    p.expect_keyword("default")?;
    p.expect(":")?;
    let (db, dops) = p.successor_and_operands()?;
    let mut case_vals = Vec::new();
    let mut case_ops = Vec::new();
    let mut succs = vec![db];
    while p.eat(",") {
        let v = p.int_lit()?;
        p.expect(":")?;
        let (b, ops) = p.successor_and_operands()?;
        case_vals.push(Attribute::Integer { value: v, ty: ft });
        succs.push(b);
        case_ops.push(ops);
    }
    p.expect("]")?;
    spec.attrs = p.opt_attr_dict()?;
    let seg = segments(p, &[1, dops.len(), case_ops.iter().map(|o| o.len()).sum()]);
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    if !case_vals.is_empty() {
        let vt = p.m.intern_type(TypeData::Vector {
            shape: vec![case_vals.len() as i64],
            scalable: vec![false],
            elem: ft,
        });
        spec.props.push(NamedAttr::new(
            "case_values",
            Attribute::Dense {
                ty: vt,
                data: DenseData::from_elements(case_vals),
            },
        ));
    }
    let cs: Vec<usize> = case_ops.iter().map(|o| o.len()).collect();
    let cseg = segments(p, &cs);
    spec.props
        .push(NamedAttr::new("case_operand_segments", cseg));
    spec.successors = succs;
    spec.operands = std::iter::once(fv)
        .chain(dops)
        .chain(case_ops.into_iter().flatten())
        .collect();
    spec.props.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(())
}

/// `%c, "message" {attrs}`
fn parse_assert(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let c = p.operand_ref()?;
    let i1 = super::syntax::int_type(&mut p.m, 1);
    spec.operands = vec![p.resolve(c, i1)?];
    p.expect(",")?;
    let msg = p.string_lit()?;
    spec.props
        .push(NamedAttr::new("msg", Attribute::String(msg)));
    spec.attrs = p.opt_attr_dict()?;
    Ok(())
}

/// Prints a cf op.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    pr.op_name(op);
    match pr.m.op(op).kind {
        OpKind::Br => print_br(pr, op),
        OpKind::CondBr => print_cond_br(pr, op),
        OpKind::Switch => print_switch(pr, op),
        OpKind::Assert => print_assert(pr, op),
        _ => return false,
    }
    true
}

fn print_br(pr: &mut Printer<'_>, op: OpId) {
    let succs = pr.m.op(op).successors.clone();
    pr.w(" ");
    let ops = successor_operands(pr.m, op, 0);
    pr.successor_with_operands(succs[0], &ops);
    pr.attr_dict(op, &[]);
}

fn print_cond_br(pr: &mut Printer<'_>, op: OpId) {
    let succs = pr.m.op(op).successors.clone();
    pr.w(" ");
    let c = pr.m.op(op).operands[0];
    pr.value(c);
    if let Some(Attribute::DenseArray { values, .. }) = pr.m.attr(op, "branch_weights") {
        let w: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        let s = format!(" weights([{}])", w.join(", "));
        pr.w(&s);
    }
    pr.w(", ");
    let t = successor_operands(pr.m, op, 0);
    pr.successor_with_operands(succs[0], &t);
    pr.w(", ");
    let f = successor_operands(pr.m, op, 1);
    pr.successor_with_operands(succs[1], &f);
    pr.attr_dict(op, &["operandSegmentSizes", "branch_weights"]);
}

fn print_switch(pr: &mut Printer<'_>, op: OpId) {
    let succs = pr.m.op(op).successors.clone();
    pr.w(" ");
    let flag = pr.m.op(op).operands[0];
    pr.value(flag);
    pr.w(" : ");
    pr.ty(pr.m.value_type(flag));
    pr.w(", [\n");
    let ind = pr.indent_width() + 2;
    let pad = " ".repeat(ind);
    pr.w(&pad);
    pr.w("default: ");
    let ops = successor_operands(pr.m, op, 0);
    pr.successor_with_operands(succs[0], &ops);
    let vals = case_values(pr.m, op);
    let width = match pr.m.ty(pr.m.value_type(flag)) {
        TypeData::Integer { width, .. } => *width,
        _ => 64,
    };
    for (i, v) in vals.iter().enumerate() {
        pr.w(",\n");
        pr.w(&pad);
        // Case values print as unsigned in the flag's width, as MLIR does.
        let u = if width < 128 {
            (*v as u128) & ((1u128 << width) - 1)
        } else {
            *v as u128
        };
        pr.w(&format!("{u}: "));
        let ops = successor_operands(pr.m, op, i + 1);
        pr.successor_with_operands(succs[i + 1], &ops);
    }
    if !vals.is_empty() {
        pr.w("\n");
        pr.w(&" ".repeat(ind - 2));
    }
    pr.w("]");
    pr.attr_dict(
        op,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
}

fn print_assert(pr: &mut Printer<'_>, op: OpId) {
    pr.w(" ");
    let c = pr.m.op(op).operands[0];
    pr.value(c);
    pr.w(", ");
    if let Some(Attribute::String(s)) = pr.m.attr(op, "msg").cloned() {
        let mut out = String::new();
        crate::print::write_string(&s, &mut out);
        pr.w(&out);
    }
    pr.attr_dict(op, &["msg"]);
}

/// The raw case values of a `cf.switch` in order (a splat repeats for every case).
pub fn case_values(m: &Module, op: OpId) -> Vec<i128> {
    let n = m.op(op).successors.len().saturating_sub(1);
    match m.attr(op, "case_values") {
        Some(Attribute::Dense {
            data: DenseData::Elements(items),
            ..
        }) => items
            .iter()
            .map(|a| match a {
                Attribute::Integer { value, .. } => *value,
                _ => 0,
            })
            .collect(),
        Some(Attribute::Dense {
            data: DenseData::Splat(a),
            ..
        }) => match **a {
            Attribute::Integer { value, .. } => vec![value; n],
            _ => vec![],
        },
        _ => vec![],
    }
}

/// The `BufferDeallocationOpInterface` model of `cf.cond_br`.
pub struct CondBrDeallocation;

impl super::interfaces::BufferDeallocationModel for CondBrDeallocation {
    /// One dealloc per successor, conditions conjoined with the branch condition (and its
    /// negation); values retained by both get `select`ed ownership.
    ///
    /// ```mlir
    ///   cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb2
    /// ```
    /// becomes
    /// ```mlir
    ///   %t = arith.andi %cond0, %c : i1              // per owned memref
    ///   %o0 = bufferization.dealloc (...) if (%t...) retain (%a, ...)
    ///   %true = arith.constant true
    ///   %n = arith.xori %true, %c : i1
    ///   %e = arith.andi %cond0, %n : i1
    ///   %o1 = bufferization.dealloc (...) if (%e...) retain (...)
    ///   cf.cond_br %c, ^bb1(%a, %o0#0 : memref<2xf32>, i1), ^bb2
    /// ```
    fn process(
        &self,
        pass: &mut crate::transforms::ownership::Dealloc<'_>,
        op: OpId,
    ) -> Result<OpId, crate::diag::Diagnostic> {
        use crate::transforms::ownership::build;
        use crate::transforms::ownership::lattice::Ownership;
        use crate::transforms::ownership::state::is_memref;
        use rustc_hash::FxHashMap;
        let b = pass.block_of(op);
        let loc = pass.m.op(op).loc.clone();
        let ip = crate::ir::InsertPoint::Before(op);
        let (memrefs, conds) = pass
            .state
            .memrefs_and_conditions_to_deallocate(pass.m, ip, &loc, b)?;
        let cond = pass.m.op(op).operands[0];
        let mut maps: Vec<FxHashMap<ValueId, ValueId>> = Vec::new();
        let mut retained_lists = Vec::new();
        for i in 0..2 {
            let target = pass.m.op(op).successors[i];
            let dest = successor_operands(pass.m, op, i);
            let retained = pass.state.memrefs_to_retain(pass.m, b, Some(target), &dest);
            let adapted: Vec<ValueId> = conds
                .iter()
                .map(|&c| {
                    if i == 0 {
                        build::binary_i1(pass.m, ip, OpKind::AndI, c, cond, &loc)
                    } else {
                        let t = build::bool_const(pass.m, ip, true, &loc);
                        let n = build::binary_i1(pass.m, ip, OpKind::XOrI, t, cond, &loc);
                        build::binary_i1(pass.m, ip, OpKind::AndI, c, n, &loc)
                    }
                })
                .collect();
            let d = build::dealloc(pass.m, ip, &loc, &memrefs, &adapted, &retained);
            let updated = pass.m.op(d).results.clone();
            pass.state
                .set_retained_ownerships(pass.m, &retained, &updated, b);
            let mut map = FxHashMap::default();
            for (&r, &o) in retained.iter().zip(&updated) {
                map.insert(r, o);
            }
            let mut repl = dest.clone();
            for &v in &dest {
                if is_memref(pass.m, v) {
                    repl.push(map[&v]);
                }
            }
            pass.set_successor_operands(op, i, repl);
            maps.push(map);
            retained_lists.push(retained);
        }
        let mut common: Vec<ValueId> = Vec::new();
        for &v in &retained_lists[1] {
            if retained_lists[0].contains(&v) && !common.contains(&v) {
                common.push(v);
            }
        }
        for r in common {
            pass.state.reset_ownerships(&[r], b);
            let s = build::select(pass.m, ip, cond, maps[0][&r], maps[1][&r], &loc);
            pass.state
                .update_ownership(pass.m, r, Ownership::Unique(s), Some(b));
        }
        Ok(op)
    }
}
