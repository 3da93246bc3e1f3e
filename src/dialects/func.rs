//! The `func` dialect: functions, calls and returns. Functions are isolated from above and make
//! `func` the default dialect of their body (`return`, `call`).

use super::syntax;
use super::verify::{ts, VResult};
use super::OpKind;
use super::{lookup_func, SymbolTable};
use crate::diag::{resolve, Diagnostic};
use crate::ir::{Attribute, Module, NamedAttr, OpId, OpSpec, TypeData, TypeId};
use crate::parse::{ArgDecl, PResult, Parser};
use crate::print::Printer;
use crate::verify::op_error;

/// The spec of `func.func private @name` of type `fty` with body `region` (empty for a
/// declaration).
pub fn private_func_spec(
    m: &mut crate::ir::Module,
    name: &str,
    fty: crate::ir::TypeId,
    region: crate::ir::RegionId,
    loc: crate::ir::Location,
) -> OpSpec {
    OpSpec {
        props: vec![
            NamedAttr::new("function_type", Attribute::Type(fty)),
            NamedAttr::new("sym_name", Attribute::String(name.to_string())),
            NamedAttr::new("sym_visibility", Attribute::String("private".into())),
        ],
        regions: vec![region],
        ..OpSpec::new(m, OpKind::Func, loc)
    }
}

/// Parses a func op.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    let mut spec = p.spec(kind, pos);
    let s = &mut spec;
    match kind {
        OpKind::Func => parse_func(p, s),
        OpKind::Return => syntax::parse_return_like(p, s),
        OpKind::Call | OpKind::CallIndirect => parse_call(p, s),
        OpKind::FuncConstant => {
            syntax::parse_symbol_prop(p, s, "value")?;
            syntax::parse_attrs_result_type(p, s)
        }
        _ => unreachable!(),
    }?;
    Ok(spec)
}

/// `@callee(%a, %b) {attrs} : (types) -> types` (`call`) or `%f(%a, %b) ...`
/// (`call_indirect`).
fn parse_call(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let callee_ref = if spec.kind == OpKind::Call {
        syntax::parse_symbol_prop(p, spec, "callee")?;
        None
    } else {
        Some(p.operand_ref()?)
    };
    let (refs, args_pos) = syntax::delimited_operand_refs(p, "(", ")")?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let tp = p.here();
    let fty = p.parse_type()?;
    let TypeData::Function { inputs, results } = p.m.ty(fty).clone() else {
        return p.err_at(tp, "expected function type");
    };
    let mut operands = Vec::new();
    if let Some(c) = callee_ref {
        operands.push(p.resolve(c, fty)?);
    }
    operands.extend(p.resolve_all(&refs, &inputs, args_pos)?);
    spec.operands = operands;
    spec.result_types = results;
    Ok(())
}

/// `[private] @name(%a: t {attrs}, ...) [-> (t {attrs}, ...)] [attributes {attrs}] [{ body }]`
fn parse_func<'a>(p: &mut Parser<'a>, spec: &mut OpSpec) -> PResult<()> {
    for vis in ["private", "public", "nested"] {
        if p.eat_keyword(vis) {
            if vis != "public" {
                spec.props.push(NamedAttr::new(
                    "sym_visibility",
                    Attribute::String(vis.into()),
                ));
            }
            break;
        }
    }
    let name = p.symbol_name()?;
    spec.props
        .push(NamedAttr::new("sym_name", Attribute::String(name)));
    p.expect("(")?;
    let mut args: Vec<ArgDecl<'a>> = Vec::new();
    let mut inputs = Vec::new();
    let mut arg_attrs = Vec::new();
    let mut named = None;
    p.comma_list_until(")", |p| {
        let is_named = p.at_operand();
        if *named.get_or_insert(is_named) != is_named {
            return p.err("expected SSA identifier");
        }
        syntax::function_arg(p, &mut args, &mut inputs, &mut arg_attrs)
    })?;
    let mut results = Vec::new();
    let mut res_attrs = Vec::new();
    if p.eat("->") {
        if p.eat("(") {
            p.comma_list_until(")", |p| {
                results.push(p.parse_type()?);
                res_attrs.push(p.opt_attr_dict()?);
                Ok(())
            })?;
        } else {
            results.push(p.parse_type()?);
            res_attrs.push(Vec::new());
        }
    }
    let fty = p.m.intern_type(TypeData::Function { inputs, results });
    spec.props
        .push(NamedAttr::new("function_type", Attribute::Type(fty)));
    if arg_attrs.iter().any(|a| !a.is_empty()) {
        spec.props.push(NamedAttr::new(
            "arg_attrs",
            Attribute::Array(arg_attrs.into_iter().map(Attribute::Dict).collect()),
        ));
    }
    if res_attrs.iter().any(|a| !a.is_empty()) {
        spec.props.push(NamedAttr::new(
            "res_attrs",
            Attribute::Array(res_attrs.into_iter().map(Attribute::Dict).collect()),
        ));
    }
    spec.attrs = p.opt_attr_dict_with_keyword()?;
    if p.looking_at("{") {
        if named == Some(false) {
            return p.err("expected SSA identifier");
        }
        p.default_dialect.push("func");
        let r = p.region(&args, true);
        p.default_dialect.pop();
        spec.regions.push(r?);
    } else {
        // A declaration still owns an (empty) body region.
        spec.regions.push(p.m.new_region());
    }
    Ok(())
}

fn dict_at(a: Option<&Attribute>, i: usize) -> Option<Vec<NamedAttr>> {
    match a {
        Some(Attribute::Array(items)) => match items.get(i) {
            Some(Attribute::Dict(d)) if !d.is_empty() => Some(d.clone()),
            _ => None,
        },
        _ => None,
    }
}

fn print_inline_dict(pr: &mut Printer<'_>, d: &[NamedAttr]) {
    pr.w(" ");
    pr.attr(&Attribute::Dict(d.to_vec()));
}

/// Prints a func op.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    match pr.m.op(op).kind {
        OpKind::Func => return print_func(pr, op),
        OpKind::Return => {
            pr.op_name(op);
            syntax::print_return_like(pr, op);
        }
        OpKind::Call | OpKind::CallIndirect => print_call(pr, op),
        OpKind::FuncConstant => {
            pr.op_name(op);
            pr.w(" ");
            syntax::print_symbol_prop(pr, op, "value");
            pr.attr_dict(op, &["value"]);
            pr.w(" : ");
            let r = pr.m.op(op).results[0];
            pr.ty(pr.m.value_type(r));
        }
        _ => return false,
    }
    true
}

fn print_func(pr: &mut Printer<'_>, op: OpId) -> bool {
    pr.w("func.func ");
    if let Some(Attribute::String(v)) = pr.m.attr(op, "sym_visibility") {
        let v = v.clone();
        pr.w(&v);
        pr.w(" ");
    }
    if let Some(Attribute::String(n)) = pr.m.attr(op, "sym_name").cloned() {
        pr.symbol(&n);
    }
    let Some(Attribute::Type(fty)) = pr.m.attr(op, "function_type").cloned() else {
        return false;
    };
    let TypeData::Function { inputs, results } = pr.m.ty(fty).clone() else {
        return false;
    };
    let region = pr.m.op(op).regions.first().copied();
    let entry = region.and_then(|r| pr.m.entry_block(r));
    print_func_args(pr, op, &inputs, entry);
    print_func_results(pr, op, &results);
    pr.attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            "function_type",
            "sym_visibility",
            "arg_attrs",
            "res_attrs",
        ],
    );
    if let Some(r) = region {
        if entry.is_some() {
            pr.w(" ");
            pr.region(r, false, true);
        }
    }
    true
}

/// `(%a: t {attrs} loc(...), ...)`; a declaration (no entry block) prints types only.
fn print_func_args(
    pr: &mut Printer<'_>,
    op: OpId,
    inputs: &[TypeId],
    entry: Option<crate::ir::BlockId>,
) {
    let arg_attrs = pr.m.attr(op, "arg_attrs").cloned();
    pr.w("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        let arg = entry.and_then(|b| pr.m.block(b).args.get(i).copied());
        if let Some(a) = arg {
            pr.value(a);
            pr.w(": ");
        }
        pr.ty(t);
        if let Some(d) = dict_at(arg_attrs.as_ref(), i) {
            print_inline_dict(pr, &d);
        }
        if let Some(a) = arg {
            pr.arg_loc_pub(a);
        }
    }
    pr.w(")");
}

/// ` -> t` or ` -> (t {attrs}, ...)` (nothing without results).
fn print_func_results(pr: &mut Printer<'_>, op: OpId, results: &[TypeId]) {
    if results.is_empty() {
        return;
    }
    let res_attrs = pr.m.attr(op, "res_attrs").cloned();
    pr.w(" -> ");
    let any_attr = (0..results.len()).any(|i| dict_at(res_attrs.as_ref(), i).is_some());
    let paren =
        results.len() > 1 || any_attr || matches!(pr.m.ty(results[0]), TypeData::Function { .. });
    if paren {
        pr.w("(");
    }
    for (i, &t) in results.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.ty(t);
        if let Some(d) = dict_at(res_attrs.as_ref(), i) {
            print_inline_dict(pr, &d);
        }
    }
    if paren {
        pr.w(")");
    }
}

fn print_call(pr: &mut Printer<'_>, op: OpId) {
    let operands = pr.m.op(op).operands.clone();
    pr.op_name(op);
    pr.w(" ");
    let args = if pr.m.op(op).kind == OpKind::Call {
        syntax::print_symbol_prop(pr, op, "callee");
        &operands[..]
    } else {
        pr.value(operands[0]);
        &operands[1..]
    };
    pr.w("(");
    pr.values(args);
    pr.w(")");
    pr.attr_dict(op, &["callee"]);
    syntax::print_functional_type(pr, op, args);
}

/// Replaces (or with `None` removes) an inherent attribute.
pub fn set_prop(
    m: &mut crate::ir::Module,
    op: crate::ir::OpId,
    name: &str,
    value: Option<Attribute>,
) {
    let props = &mut m.op_mut(op).props;
    let pos = props.iter().position(|a| a.name == name);
    match (pos, value) {
        (Some(i), Some(v)) => props[i].value = v,
        (Some(i), None) => {
            props.remove(i);
        }
        (None, Some(v)) => props.push(NamedAttr::new(name, v)),
        (None, None) => {}
    }
}

/// The per-argument or per-result attribute dictionaries of a function, `n` of them.
pub fn attr_dicts(
    m: &crate::ir::Module,
    func: crate::ir::OpId,
    name: &str,
    n: usize,
) -> Vec<Vec<NamedAttr>> {
    let mut out = vec![Vec::new(); n];
    if let Some(Attribute::Array(items)) = m.attr(func, name) {
        for (slot, item) in out.iter_mut().zip(items) {
            if let Attribute::Dict(d) = item {
                *slot = d.clone();
            }
        }
    }
    out
}

/// Stores per-argument or per-result dictionaries (dropping the attribute when all are empty).
pub fn set_attr_dicts(
    m: &mut crate::ir::Module,
    func: crate::ir::OpId,
    name: &str,
    dicts: Vec<Vec<NamedAttr>>,
) {
    let value = dicts
        .iter()
        .any(|d| !d.is_empty())
        .then(|| Attribute::Array(dicts.into_iter().map(Attribute::Dict).collect()));
    set_prop(m, func, name, value);
}

/// The `(inputs, results)` of a function's type.
pub fn function_type(
    m: &crate::ir::Module,
    func: crate::ir::OpId,
) -> (Vec<crate::ir::TypeId>, Vec<crate::ir::TypeId>) {
    match m.attr(func, "function_type") {
        Some(Attribute::Type(t)) => match m.ty(*t) {
            TypeData::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => (Vec::new(), Vec::new()),
        },
        _ => (Vec::new(), Vec::new()),
    }
}

/// Sets a function's type.
pub fn set_function_type(
    m: &mut crate::ir::Module,
    func: crate::ir::OpId,
    inputs: Vec<crate::ir::TypeId>,
    results: Vec<crate::ir::TypeId>,
) {
    let t = m.intern_type(TypeData::Function { inputs, results });
    set_prop(m, func, "function_type", Some(Attribute::Type(t)));
}

/// The symbol name of a function.
pub fn sym_name(m: &crate::ir::Module, func: crate::ir::OpId) -> Option<&str> {
    match m.attr(func, "sym_name") {
        Some(Attribute::String(s)) => Some(s),
        _ => None,
    }
}

/// True if the function is public (no `private`/`nested` visibility).
pub fn is_public(m: &crate::ir::Module, func: crate::ir::OpId) -> bool {
    !matches!(m.attr(func, "sym_visibility"), Some(Attribute::String(_)))
}

/// The entry block of a function with a body.
pub fn entry(m: &crate::ir::Module, func: crate::ir::OpId) -> Option<crate::ir::BlockId> {
    m.op(func).regions.first().and_then(|&r| m.entry_block(r))
}

/// The flat callee name of a `func.call`.
pub fn callee(m: &crate::ir::Module, call: crate::ir::OpId) -> Option<String> {
    match m.attr(call, "callee") {
        Some(Attribute::SymbolRef { root, nested }) if nested.is_empty() => Some(root.clone()),
        _ => None,
    }
}

// ---- verification -------------------------------------------------------------------------

/// Checks a func op's own rules (after the structural checks of [`super::verify_op`]).
pub fn verify(m: &Module, op: OpId, symbols: &SymbolTable) -> VResult {
    let d = m.op(op);
    let tys: Vec<TypeId> = d.operands.iter().map(|&v| m.value_type(v)).collect();
    let rtys: Vec<TypeId> = d.results.iter().map(|&v| m.value_type(v)).collect();
    match d.kind {
        OpKind::Return => verify_return(m, op, &tys),
        OpKind::Call => verify_call(m, op, &tys, &rtys, symbols),
        OpKind::Func => verify_func(m, op),
        _ => Ok(()),
    }
}

fn func_type(m: &Module, f: OpId) -> Option<(Vec<TypeId>, Vec<TypeId>)> {
    match m.attr(f, "function_type") {
        Some(Attribute::Type(t)) => match m.ty(*t) {
            TypeData::Function { inputs, results } => Some((inputs.clone(), results.clone())),
            _ => None,
        },
        _ => None,
    }
}

fn func_name(m: &Module, f: OpId) -> String {
    match m.attr(f, "sym_name") {
        Some(Attribute::String(s)) => s.clone(),
        _ => String::new(),
    }
}

fn verify_return(m: &Module, op: OpId, tys: &[TypeId]) -> VResult {
    let Some(f) = m.parent_op(op).filter(|&f| m.op(f).kind == OpKind::Func) else {
        return Err(op_error(m, op, "expects parent op 'func.func'"));
    };
    let Some((_, results)) = func_type(m, f) else {
        return Ok(());
    };
    let name = func_name(m, f);
    if results.len() != tys.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "has {} operands, but enclosing function (@{name}) returns {}",
                tys.len(),
                results.len()
            ),
        ));
    }
    for (i, (&a, &b)) in tys.iter().zip(&results).enumerate() {
        if a != b {
            return Err(Diagnostic::on_op(
                m,
                op,
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    ts(m, a),
                    ts(m, b)
                ),
            ));
        }
    }
    Ok(())
}

fn verify_call(
    m: &Module,
    op: OpId,
    tys: &[TypeId],
    rtys: &[TypeId],
    symbols: &SymbolTable,
) -> VResult {
    let Some(Attribute::SymbolRef { root, .. }) = m.attr(op, "callee") else {
        return Ok(());
    };
    let Some(f) = lookup_func(m, symbols, root) else {
        return Err(op_error(
            m,
            op,
            format!("'{root}' does not reference a valid function"),
        ));
    };
    let Some((inputs, results)) = func_type(m, f) else {
        return Ok(());
    };
    if inputs.len() != tys.len() {
        return Err(op_error(m, op, "incorrect number of operands for callee"));
    }
    for (i, (&a, &b)) in tys.iter().zip(&inputs).enumerate() {
        if a != b {
            return Err(op_error(
                m,
                op,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    ts(m, b),
                    ts(m, a)
                ),
            ));
        }
    }
    if results.len() != rtys.len() {
        return Err(op_error(m, op, "incorrect number of results for callee"));
    }
    for (i, (&a, &b)) in rtys.iter().zip(&results).enumerate() {
        if a != b {
            let pos = resolve(m, &m.op(op).loc);
            let join = |v: &[TypeId]| v.iter().map(|&t| ts(m, t)).collect::<Vec<_>>().join(", ");
            return Err(
                op_error(m, op, format!("result type mismatch at index {i}"))
                    .with_note(
                        pos.clone(),
                        format!("      op result types: '{}'", join(rtys)),
                    )
                    .with_note(pos, format!("function result types: '{}'", join(&results))),
            );
        }
    }
    Ok(())
}

fn verify_func(m: &Module, op: OpId) -> VResult {
    for name in ["function_type", "sym_name"] {
        if m.attr(op, name).is_none() {
            return Err(op_error(m, op, format!("requires attribute '{name}'")));
        }
    }
    let Some((inputs, _)) = func_type(m, op) else {
        return Err(op_error(
            m,
            op,
            "attribute 'function_type' failed to satisfy constraint: type attribute of function type",
        ));
    };
    let r = m.op(op).regions[0];
    match m.entry_block(r) {
        None => {
            let public = !matches!(m.attr(op, "sym_visibility"), Some(Attribute::String(_)));
            if public {
                return Err(op_error(
                    m,
                    op,
                    "symbol declaration cannot have public visibility",
                ));
            }
        }
        Some(b) => {
            let args = &m.block(b).args;
            if args.len() != inputs.len() {
                return Err(op_error(
                    m,
                    op,
                    format!(
                        "entry block must have {} arguments to match function signature",
                        inputs.len()
                    ),
                ));
            }
            for (i, (&a, &t)) in args.iter().zip(&inputs).enumerate() {
                if m.value_type(a) != t {
                    return Err(op_error(
                        m,
                        op,
                        format!(
                            "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                            ts(m, m.value_type(a)),
                            ts(m, t)
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}
