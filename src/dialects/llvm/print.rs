//! Printing the LLVM dialect's ops in their custom form (the inverse of [`super::ops`]).

use super::ops::{FCMP, ICMP};
use crate::dialects::{syntax, OpKind};
use crate::ir::{Attribute, OpId, TypeId, ValueId};
use crate::print::Printer;

/// The names to leave out of an op's attribute dictionary: `extra` and every property that
/// holds its default value (`fastmathFlags = #llvm.fastmath<none>`, `overflowFlags = 0 : i32`).
pub fn elided_defaults(m: &crate::ir::Module, op: OpId, extra: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = extra.iter().map(|s| s.to_string()).collect();
    for (name, text) in m.op(op).kind.info().default_props {
        match m.attr(op, name) {
            Some(a) if crate::print::attr_to_string(m, a) != *text => {}
            _ => out.push(name.to_string()),
        }
    }
    out.push("operandSegmentSizes".into());
    out
}

fn attrs(pr: &mut Printer<'_>, op: OpId, extra: &[&str]) {
    let e = elided_defaults(pr.m, op, extra);
    let e: Vec<&str> = e.iter().map(String::as_str).collect();
    pr.attr_dict(op, &e);
}

fn int_prop(pr: &Printer<'_>, op: OpId, name: &str) -> i64 {
    match pr.m.attr(op, name) {
        Some(Attribute::Integer { value, .. }) => *value as i64,
        _ => 0,
    }
}

fn dense(pr: &Printer<'_>, op: OpId, name: &str) -> Vec<i64> {
    crate::dialects::dense_array(pr.m, op, name).to_vec()
}

fn overflow(pr: &mut Printer<'_>, op: OpId) {
    let f = int_prop(pr, op, "overflowFlags");
    let names: Vec<&str> = [(1, "nsw"), (2, "nuw")]
        .iter()
        .filter(|(b, _)| f & b != 0)
        .map(|(_, n)| *n)
        .collect();
    if !names.is_empty() {
        pr.w(" overflow<");
        pr.w(&names.join(", "));
        pr.w(">");
    }
}

fn ty_of(pr: &mut Printer<'_>, v: crate::ir::ValueId) {
    pr.ty(pr.m.value_type(v));
}

/// Prints an LLVM op's custom form; false means "use the generic form".
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    use OpKind::*;
    let kind = pr.m.op(op).kind;
    let ops = pr.m.op(op).operands.clone();
    let res = syntax::result_types(pr.m, op);
    match kind {
        LlvmFunc => return super::func::print_func(pr, op),
        LlvmMlirGlobal => return super::func::print_global(pr, op),
        LlvmCall => {
            super::call::print_call(pr, op);
            return true;
        }
        _ => {}
    }
    if !super::ops::has_custom_form(kind) {
        return false;
    }
    pr.op_name(op);
    let flag = super::ops::keyword_flag(kind);
    if let Some((kw, prop)) = flag {
        if pr.m.attr(op, prop).is_some() {
            pr.w(" ");
            pr.w(kw);
        }
    }
    let flag_prop = flag.map_or("", |(_, p)| p);
    let (ops, res) = (&ops[..], &res[..]);
    if !(print_arith(pr, op, kind, ops, res, flag_prop)
        || print_memory(pr, op, kind, ops, res)
        || print_value(pr, op, kind, ops, res)
        || print_control(pr, op, kind, ops))
    {
        unreachable!("custom form without a printer");
    }
    true
}

/// Arithmetic, comparisons, `select`, casts and intrinsics written as calls. False if `kind` is not one of them.
fn print_arith(
    pr: &mut Printer<'_>,
    op: OpId,
    kind: OpKind,
    ops: &[ValueId],
    res: &[TypeId],
    flag_prop: &str,
) -> bool {
    use OpKind::*;
    match kind {
        _ if super::ops::is_binary(kind) => {
            pr.w(" ");
            pr.values(ops);
            overflow(pr, op);
            attrs(pr, op, &["overflowFlags", flag_prop]);
            pr.w(" : ");
            pr.ty(res[0]);
        }
        LlvmFneg | LlvmFreeze => {
            pr.w(" ");
            pr.value(ops[0]);
            attrs(pr, op, &[]);
            pr.w(" : ");
            pr.ty(res[0]);
        }
        _ if super::ops::is_cast(kind) => {
            pr.w(" ");
            pr.value(ops[0]);
            overflow(pr, op);
            attrs(pr, op, &["overflowFlags", flag_prop]);
            pr.w(" : ");
            ty_of(pr, ops[0]);
            pr.w(" to ");
            pr.ty(res[0]);
        }
        _ if super::ops::is_intrinsic(kind) => {
            pr.w("(");
            pr.values(ops);
            pr.w(")");
            attrs(pr, op, &[]);
            syntax::print_functional_type(pr, op, ops);
        }
        LlvmIcmp | LlvmFcmp => {
            let table = if kind == LlvmIcmp { ICMP } else { FCMP };
            let p = int_prop(pr, op, "predicate") as usize;
            pr.w(&format!(" \"{}\" ", table.get(p).copied().unwrap_or("?")));
            pr.values(ops);
            attrs(pr, op, &["predicate"]);
            pr.w(" : ");
            ty_of(pr, ops[0]);
        }
        LlvmSelect => {
            pr.w(" ");
            pr.values(ops);
            attrs(pr, op, &[]);
            pr.w(" : ");
            ty_of(pr, ops[0]);
            pr.w(", ");
            pr.ty(res[0]);
        }
        _ => return false,
    }
    true
}

/// Loads, stores, GEP, `alloca`, `atomicrmw`, masked accesses and the stack intrinsics. False if `kind` is not one of them.
fn print_memory(
    pr: &mut Printer<'_>,
    op: OpId,
    kind: OpKind,
    ops: &[ValueId],
    res: &[TypeId],
) -> bool {
    use OpKind::*;
    match kind {
        LlvmAtomicrmw => {
            if pr.m.attr(op, "volatile_").is_some() {
                pr.w(" volatile");
            }
            let b = int_prop(pr, op, "bin_op") as usize;
            let o = int_prop(pr, op, "ordering") as usize;
            let bn = super::ops::ATOMIC_BIN_OPS.get(b).copied().unwrap_or("?");
            pr.w(" ");
            pr.w(bn.trim_start_matches('_'));
            pr.w(" ");
            pr.values(ops);
            pr.w(" ");
            pr.w(super::ops::ORDERINGS.get(o).copied().unwrap_or("?"));
            attrs(pr, op, &["bin_op", "ordering", "volatile_"]);
            pr.w(" : ");
            ty_of(pr, ops[0]);
            pr.w(", ");
            ty_of(pr, ops[1]);
        }
        LlvmLoad | LlvmStore => {
            if pr.m.attr(op, "volatile_").is_some() {
                pr.w(" volatile");
            }
            pr.w(" ");
            pr.values(ops);
            for (prop, kw) in [
                ("invariant", " invariant"),
                ("invariantGroup", " invariant_group"),
            ] {
                if pr.m.attr(op, prop).is_some() {
                    pr.w(kw);
                }
            }
            attrs(pr, op, &["volatile_", "invariant", "invariantGroup"]);
            pr.w(" : ");
            if kind == LlvmLoad {
                ty_of(pr, ops[0]);
                pr.w(" -> ");
                pr.ty(res[0]);
            } else {
                ty_of(pr, ops[0]);
                pr.w(", ");
                ty_of(pr, ops[1]);
            }
        }
        LlvmGetelementptr => print_gep(pr, op, ops, res),
        LlvmAlloca => {
            if pr.m.attr(op, "inalloca").is_some() {
                pr.w(" inalloca");
            }
            pr.w(" ");
            pr.value(ops[0]);
            pr.w(" x ");
            if let Some(Attribute::Type(t)) = pr.m.attr(op, "elem_type").cloned() {
                pr.ty(t);
            }
            attrs(pr, op, &["elem_type", "inalloca"]);
            syntax::print_functional_type(pr, op, ops);
        }
        LlvmIntrMaskedLoad | LlvmIntrMaskedGather | LlvmIntrMatrixMultiply => {
            pr.w(" ");
            pr.values(ops);
            attrs(pr, op, &[]);
            syntax::print_functional_type(pr, op, ops);
        }
        LlvmIntrMaskedStore | LlvmIntrMaskedScatter => {
            pr.w(" ");
            pr.values(ops);
            attrs(pr, op, &[]);
            pr.w(" : ");
            ty_of(pr, ops[0]);
            pr.w(", ");
            ty_of(pr, ops[2]);
            pr.w(" into ");
            ty_of(pr, ops[1]);
        }
        LlvmIntrStackrestore | LlvmIntrAssume => {
            pr.w(" ");
            pr.value(ops[0]);
            attrs(pr, op, &[]);
            pr.w(" : ");
            ty_of(pr, ops[0]);
        }
        _ => return false,
    }
    true
}

/// Constants, `addressof`, aggregates and vector lanes. False if `kind` is not one of them.
fn print_value(
    pr: &mut Printer<'_>,
    op: OpId,
    kind: OpKind,
    ops: &[ValueId],
    res: &[TypeId],
) -> bool {
    use OpKind::*;
    match kind {
        LlvmMlirConstant => {
            pr.w("(");
            if let Some(v) = pr.m.attr(op, "value").cloned() {
                pr.attr(&v);
            }
            pr.w(")");
            attrs(pr, op, &["value"]);
            pr.w(" : ");
            pr.ty(res[0]);
        }
        LlvmMlirZero | LlvmMlirUndef | LlvmMlirPoison | LlvmIntrStacksave => {
            attrs(pr, op, &[]);
            pr.w(" : ");
            pr.ty(res[0]);
        }
        LlvmMlirAddressof => {
            pr.w(" ");
            syntax::print_symbol_prop(pr, op, "global_name");
            attrs(pr, op, &["global_name"]);
            pr.w(" : ");
            pr.ty(res[0]);
        }
        LlvmInsertvalue | LlvmExtractvalue => {
            pr.w(" ");
            if kind == LlvmInsertvalue {
                pr.value(ops[1]);
                pr.w(", ");
            }
            pr.value(ops[0]);
            let pos = dense(pr, op, "position");
            pr.w(&format!("{:?}", pos));
            attrs(pr, op, &["position"]);
            pr.w(" : ");
            ty_of(pr, ops[0]);
            pr.w(" ");
        }
        LlvmExtractelement | LlvmInsertelement => {
            pr.w(" ");
            let (v, i) = if kind == LlvmInsertelement {
                pr.value(ops[1]);
                pr.w(", ");
                (ops[0], ops[2])
            } else {
                (ops[0], ops[1])
            };
            pr.value(v);
            pr.w("[");
            pr.value(i);
            pr.w(" : ");
            ty_of(pr, i);
            pr.w("]");
            attrs(pr, op, &[]);
            pr.w(" : ");
            ty_of(pr, v);
        }
        LlvmShufflevector => {
            pr.w(" ");
            pr.values(ops);
            pr.w(" ");
            let mask = dense(pr, op, "mask");
            pr.w(&format!("{:?}", mask));
            attrs(pr, op, &["mask"]);
            pr.w(" : ");
            ty_of(pr, ops[0]);
            pr.w(" ");
        }
        _ => return false,
    }
    true
}

/// Branches, `switch`, `return` and `unreachable`. False if `kind` is not one of them.
fn print_control(pr: &mut Printer<'_>, op: OpId, kind: OpKind, ops: &[ValueId]) -> bool {
    use OpKind::*;
    match kind {
        LlvmBr => {
            pr.w(" ");
            let s = pr.m.op(op).successors[0];
            pr.successor_with_operands(s, ops);
            attrs(pr, op, &[]);
        }
        LlvmCondBr => print_cond_br(pr, op),
        LlvmSwitch => print_switch(pr, op),
        LlvmReturn => {
            if !ops.is_empty() {
                pr.w(" ");
                pr.values(ops);
            }
            attrs(pr, op, &[]);
            if !ops.is_empty() {
                pr.w(" : ");
                pr.value_types(ops);
            }
        }
        LlvmUnreachable => attrs(pr, op, &[]),
        _ => return false,
    }
    true
}

fn print_gep(
    pr: &mut Printer<'_>,
    op: OpId,
    ops: &[crate::ir::ValueId],
    res: &[crate::ir::TypeId],
) {
    let f = int_prop(pr, op, "noWrapFlags");
    let mut names = Vec::new();
    let mut rest = f;
    if rest & 3 == 3 {
        names.push("inbounds");
        rest &= !3;
    }
    if rest & 2 != 0 {
        names.push("nusw");
    }
    if rest & 4 != 0 {
        names.push("nuw");
    }
    if !names.is_empty() {
        pr.w(" ");
        pr.w(&names.join("|"));
    }
    pr.w(" ");
    pr.value(ops[0]);
    pr.w("[");
    let mut dynamic = ops[1..].iter();
    for (i, idx) in dense(pr, op, "rawConstantIndices").iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if *idx == super::ops::DYNAMIC_INDEX {
            if let Some(&v) = dynamic.next() {
                pr.value(v);
            }
        } else {
            pr.w(&idx.to_string());
        }
    }
    pr.w("]");
    attrs(pr, op, &["elem_type", "noWrapFlags", "rawConstantIndices"]);
    pr.w(" : (");
    pr.value_types(ops);
    pr.w(") -> ");
    pr.ty(res[0]);
    pr.w(", ");
    if let Some(Attribute::Type(t)) = pr.m.attr(op, "elem_type").cloned() {
        pr.ty(t);
    }
}

fn print_cond_br(pr: &mut Printer<'_>, op: OpId) {
    let succs = pr.m.op(op).successors.clone();
    pr.w(" ");
    let c = pr.m.op(op).operands[0];
    pr.value(c);
    let w = dense(pr, op, "branch_weights");
    if pr.m.attr(op, "branch_weights").is_some() {
        let w: Vec<String> = w.iter().map(|v| v.to_string()).collect();
        pr.w(&format!(" weights([{}])", w.join(", ")));
    }
    for (i, s) in succs.iter().enumerate() {
        pr.w(", ");
        let o = crate::dialects::cf::successor_operands(pr.m, op, i);
        pr.successor_with_operands(*s, &o);
    }
    attrs(pr, op, &["branch_weights"]);
}

fn print_switch(pr: &mut Printer<'_>, op: OpId) {
    let succs = pr.m.op(op).successors.clone();
    let v = pr.m.op(op).operands[0];
    pr.w(" ");
    pr.value(v);
    pr.w(" : ");
    ty_of(pr, v);
    pr.w(", ");
    let d = crate::dialects::cf::successor_operands(pr.m, op, 0);
    pr.successor_with_operands(succs[0], &d);
    let vals = switch_values(pr.m, op);
    pr.w(" [\n");
    let pad = " ".repeat(pr.indent_width() + 2);
    for (i, s) in succs.iter().enumerate().skip(1) {
        pr.w(&pad);
        pr.w(&format!("{}: ", vals.get(i - 1).copied().unwrap_or(0)));
        let o = crate::dialects::cf::successor_operands(pr.m, op, i);
        pr.successor_with_operands(*s, &o);
        if i + 1 < succs.len() {
            pr.w(",");
        }
        pr.w("\n");
    }
    pr.w(&" ".repeat(pr.indent_width()));
    pr.w("]");
    attrs(pr, op, &["case_values", "case_operand_segments"]);
}

/// The case values of `llvm.switch`.
pub fn switch_values(m: &crate::ir::Module, op: OpId) -> Vec<i128> {
    match m.attr(op, "case_values") {
        Some(Attribute::Dense { data, .. }) => match data {
            crate::ir::DenseData::Elements(items) => items
                .iter()
                .map(|a| match a {
                    Attribute::Integer { value, .. } => *value,
                    _ => 0,
                })
                .collect(),
            crate::ir::DenseData::Splat(a) => match &**a {
                Attribute::Integer { value, .. } => vec![*value],
                _ => vec![],
            },
            _ => vec![],
        },
        _ => Vec::new(),
    }
}
