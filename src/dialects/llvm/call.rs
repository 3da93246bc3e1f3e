//! `llvm.call`: direct (`llvm.call @f(%a) : (i64) -> i64`), indirect through a pointer
//! (`llvm.call %fp(%a) : !llvm.ptr, (i64) -> i64`) and variadic
//! (`llvm.call @printf(%s, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32`).

use super::super::{segments, syntax, OpKind};
use crate::ir::{Attribute, Module, NamedAttr, OpId, OpSpec};
use crate::parse::{PResult, Parser};
use crate::print::Printer;

/// The tail-call kinds `llvm.call` may name before its callee.
const TAIL: &[&str] = &["tail", "musttail", "notail"];

/// Parses `[tail] @callee(%a, ...) [vararg(T)] {attrs} : (types) -> result` or the indirect
/// form `%fp(%a, ...) : !llvm.ptr, (types) -> result`.
pub fn parse_call(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    for t in TAIL {
        if p.eat_keyword(t) {
            s.props.push(NamedAttr::new(
                "TailCallKind",
                Attribute::Opaque(format!("#llvm.tailcallkind<{t}>")),
            ));
        }
    }
    let fp = if p.at_operand() {
        Some(p.operand_ref()?)
    } else {
        syntax::parse_symbol_prop(p, s, "callee")?;
        None
    };
    let (refs, _) = syntax::delimited_operand_refs(p, "(", ")")?;
    if p.eat_keyword("vararg") {
        p.expect("(")?;
        let t = p.parse_type()?;
        p.expect(")")?;
        s.props
            .push(NamedAttr::new("var_callee_type", Attribute::Type(t)));
    }
    s.attrs = p.opt_attr_dict()?;
    syntax::move_to_props(
        s,
        &[
            "fastmathFlags",
            "no_unwind",
            "will_return",
            "memory_effects",
            "convergent",
            "no_inline",
            "always_inline",
            "inline_hint",
            "arg_attrs",
            "res_attrs",
            "branch_weights",
            "access_groups",
            "alias_scopes",
            "noalias_scopes",
            "tbaa",
        ],
    );
    p.expect(":")?;
    let mut operands = Vec::new();
    if let Some(fp) = fp {
        let pt = p.parse_type()?;
        operands.push(p.resolve(fp, pt)?);
        p.expect(",")?;
    }
    let (at, inputs, results) = super::ops::function_type(p)?;
    operands.extend(p.resolve_all(&refs, &inputs, at)?);
    let seg = segments(p, &[operands.len(), 0]);
    s.props.push(NamedAttr::new("operandSegmentSizes", seg));
    s.operands = operands;
    s.result_types = results;
    Ok(())
}

/// The callee's symbol name of a direct call.
pub fn callee(m: &Module, op: OpId) -> Option<&str> {
    match m.attr(op, "callee") {
        Some(Attribute::SymbolRef { root, .. }) => Some(root),
        _ => None,
    }
}

/// Prints `llvm.call`.
pub fn print_call(pr: &mut Printer<'_>, op: OpId) {
    debug_assert_eq!(pr.m.op(op).kind, OpKind::LlvmCall);
    pr.op_name(op);
    if let Some(Attribute::Opaque(t)) = pr.m.attr(op, "TailCallKind") {
        if let Some(k) = t
            .strip_prefix("#llvm.tailcallkind<")
            .and_then(|r| r.strip_suffix('>'))
            .filter(|k| *k != "none")
        {
            let k = k.to_string();
            pr.w(" ");
            pr.w(&k);
        }
    }
    let operands = pr.m.op(op).operands.clone();
    let direct = callee(pr.m, op).map(str::to_string);
    pr.w(" ");
    let args = match &direct {
        Some(c) => {
            pr.symbol(c);
            &operands[..]
        }
        None => {
            pr.value(operands[0]);
            &operands[1..]
        }
    };
    pr.w("(");
    pr.values(args);
    pr.w(")");
    if let Some(Attribute::Type(t)) = pr.m.attr(op, "var_callee_type").cloned() {
        pr.w(" vararg(");
        pr.ty(t);
        pr.w(")");
    }
    let elided =
        super::print::elided_defaults(pr.m, op, &["callee", "var_callee_type", "TailCallKind"]);
    let elided: Vec<&str> = elided.iter().map(String::as_str).collect();
    pr.attr_dict(op, &elided);
    pr.w(" : ");
    if direct.is_none() {
        pr.ty(pr.m.value_type(operands[0]));
        pr.w(", ");
    }
    pr.w("(");
    let tys: Vec<_> = args.iter().map(|&a| pr.m.value_type(a)).collect();
    pr.types(&tys);
    pr.w(") -> ");
    let rts = syntax::result_types(pr.m, op);
    match rts.len() {
        0 => pr.w("()"),
        _ => pr.ty(rts[0]),
    }
}
