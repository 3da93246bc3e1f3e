//! `llvm.func` and `llvm.mlir.global`: the LLVM dialect's symbols, with their linkage,
//! visibility and `unnamed_addr` keywords.
//!
//! ```text
//! llvm.func internal @f(%arg0: i64, %arg1: !llvm.ptr {llvm.noalias}) -> i64 attributes {llvm.emit_c_interface} {
//! llvm.mlir.global private constant @s("hi\00") {addr_space = 0 : i32}
//! ```

use super::super::syntax;
use crate::ir::{Attribute, LlvmType, Module, NamedAttr, OpId, OpSpec, TypeData, TypeId};
use crate::parse::{ArgDecl, PResult, Parser};
use crate::print::Printer;

/// The linkage keywords.
pub const LINKAGES: &[&str] = &[
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];
const VISIBILITY: &[&str] = &["default", "hidden", "protected"];
const UNNAMED_ADDR: &[&str] = &["", "local_unnamed_addr", "unnamed_addr"];

/// Inherent attributes of `llvm.func` that may be written in its attribute dictionary.
const FUNC_INHERENT: &[&str] = &[
    "no_inline",
    "always_inline",
    "inline_hint",
    "passthrough",
    "personality",
    "garbageCollector",
    "section",
    "target_cpu",
    "tune_cpu",
    "target_features",
    "frame_pointer",
    "memory_effects",
    "no_unwind",
    "will_return",
    "optimize_none",
    "vscale_range",
    "comdat",
    "dso_local",
    "function_entry_count",
    "alignment",
    "arm_streaming",
    "convergent",
    "no_infs_fp_math",
    "no_nans_fp_math",
    "no_signed_zeros_fp_math",
    "unsafe_fp_math",
    "denormal_fp_math",
    "fp_contract",
    "instrument_function_entry",
    "instrument_function_exit",
    "uwtable_kind",
    "intel_reqd_sub_group_size",
    "reqd_work_group_size",
    "work_group_size_hint",
    "sym_visibility",
];

/// Inherent attributes of `llvm.mlir.global` that may be written in its attribute dictionary.
const GLOBAL_INHERENT: &[&str] = &[
    "addr_space",
    "alignment",
    "section",
    "dso_local",
    "externally_initialized",
    "comdat",
    "dbg_exprs",
    "sym_visibility",
    "target_specific_attrs",
];

/// The `linkage`, `visibility_` and `unnamed_addr` keywords that start both ops.
fn parse_keywords(p: &mut Parser<'_>, s: &mut OpSpec) {
    if let Some(l) = LINKAGES.iter().find(|l| p.eat_keyword(l)) {
        s.props.push(NamedAttr::new(
            "linkage",
            Attribute::Opaque(format!("#llvm.linkage<{l}>")),
        ));
    }
    if let Some(v) = VISIBILITY.iter().position(|v| p.eat_keyword(v)) {
        let a = syntax::int_attr(&mut p.m, 64, v as i128);
        s.props.push(NamedAttr::new("visibility_", a));
    }
    if let Some(u) = (1..3).find(|&u| p.eat_keyword(UNNAMED_ADDR[u])) {
        let a = syntax::int_attr(&mut p.m, 64, u as i128);
        s.props.push(NamedAttr::new("unnamed_addr", a));
    }
}

/// Parses `llvm.func [linkage] [visibility] @name(args) [-> T] [attributes {..}] [{ body }]`.
pub fn parse_func<'a>(p: &mut Parser<'a>, s: &mut OpSpec) -> PResult<()> {
    parse_keywords(p, s);
    for cc in ["ccc", "fastcc", "coldcc", "cc_10", "cc_11"] {
        if p.eat_keyword(cc) {
            s.props.push(NamedAttr::new(
                "CConv",
                Attribute::Opaque(format!("#llvm.cconv<{cc}>")),
            ));
        }
    }
    let name = p.symbol_name()?;
    s.props
        .push(NamedAttr::new("sym_name", Attribute::String(name)));
    p.expect("(")?;
    let mut args: Vec<ArgDecl<'a>> = Vec::new();
    let mut params = Vec::new();
    let mut arg_attrs = Vec::new();
    let mut vararg = false;
    p.comma_list_until(")", |p| {
        if p.eat("...") {
            vararg = true;
            return Ok(());
        }
        syntax::function_arg(p, &mut args, &mut params, &mut arg_attrs)
    })?;
    let mut res_attrs = Vec::new();
    let ret = if p.eat("->") {
        if p.eat("(") {
            let t = p.parse_type()?;
            res_attrs.push(p.opt_attr_dict()?);
            p.expect(")")?;
            t
        } else {
            p.parse_type()?
        }
    } else {
        p.m.intern_type(TypeData::Llvm(LlvmType::Void))
    };
    let fty = p.m.intern_type(TypeData::Llvm(LlvmType::Func {
        ret,
        params,
        vararg,
    }));
    s.props
        .push(NamedAttr::new("function_type", Attribute::Type(fty)));
    if arg_attrs.iter().any(|a| !a.is_empty()) {
        s.props.push(NamedAttr::new(
            "arg_attrs",
            Attribute::Array(arg_attrs.into_iter().map(Attribute::Dict).collect()),
        ));
    }
    if res_attrs.iter().any(|a| !a.is_empty()) {
        s.props.push(NamedAttr::new(
            "res_attrs",
            Attribute::Array(res_attrs.into_iter().map(Attribute::Dict).collect()),
        ));
    }
    s.attrs = p.opt_attr_dict_with_keyword()?;
    syntax::move_to_props(s, FUNC_INHERENT);
    if p.looking_at("{") {
        s.regions.push(p.region(&args, true)?);
    } else {
        s.regions.push(p.m.new_region());
    }
    Ok(())
}

/// Parses `llvm.mlir.global [linkage] [constant] @name(value) {attrs} [: T] [{ init }]`.
pub fn parse_global(p: &mut Parser<'_>, s: &mut OpSpec) -> PResult<()> {
    parse_keywords(p, s);
    if p.eat_keyword("thread_local") {
        s.props
            .push(NamedAttr::new("thread_local_", Attribute::Unit));
    }
    if p.eat_keyword("constant") {
        s.props.push(NamedAttr::new("constant", Attribute::Unit));
    }
    let name = p.symbol_name()?;
    s.props
        .push(NamedAttr::new("sym_name", Attribute::String(name)));
    p.expect("(")?;
    let mut value = None;
    if !p.eat(")") {
        value = Some(p.parse_attr()?);
        p.expect(")")?;
    }
    s.attrs = p.opt_attr_dict()?;
    syntax::move_to_props(s, GLOBAL_INHERENT);
    if !s.props.iter().any(|a| a.name == "addr_space") {
        let a = syntax::int_attr(&mut p.m, 32, 0);
        s.props.push(NamedAttr::new("addr_space", a));
    }
    let ty = if p.eat(":") {
        p.parse_type()?
    } else if let Some(Attribute::String(text)) = &value {
        let len = text.len() as u64;
        let i8t = syntax::int_type(&mut p.m, 8);
        p.m.intern_type(TypeData::Llvm(LlvmType::Array { len, elem: i8t }))
    } else {
        return p.err("type can only be omitted for string globals");
    };
    s.props
        .push(NamedAttr::new("global_type", Attribute::Type(ty)));
    if !s.props.iter().any(|a| a.name == "linkage") {
        s.props.push(NamedAttr::new(
            "linkage",
            Attribute::Opaque("#llvm.linkage<external>".into()),
        ));
    }
    if let Some(v) = value {
        s.props.push(NamedAttr::new("value", v));
    }
    if p.looking_at("{") {
        s.regions.push(p.region(&[], true)?);
    } else {
        s.regions.push(p.m.new_region());
    }
    Ok(())
}

/// The linkage keyword of a function or global (`external` when absent).
pub fn linkage(m: &Module, op: OpId) -> &str {
    match m.attr(op, "linkage") {
        Some(Attribute::Opaque(t)) => t
            .strip_prefix("#llvm.linkage<")
            .and_then(|r| r.strip_suffix('>'))
            .unwrap_or("external"),
        _ => "external",
    }
}

fn int_of(m: &Module, op: OpId, name: &str) -> usize {
    match m.attr(op, name) {
        Some(Attribute::Integer { value, .. }) => *value as usize,
        _ => 0,
    }
}

/// `always_linkage`: globals print `external` too, functions do not.
fn print_keywords(pr: &mut Printer<'_>, op: OpId, always_linkage: bool) {
    let l = linkage(pr.m, op).to_string();
    if always_linkage || l != "external" {
        pr.w(&l);
        pr.w(" ");
    }
    let v = int_of(pr.m, op, "visibility_");
    if v > 0 && v < 3 {
        pr.w(VISIBILITY[v]);
        pr.w(" ");
    }
    let u = int_of(pr.m, op, "unnamed_addr");
    if u > 0 && u < 3 {
        pr.w(UNNAMED_ADDR[u]);
        pr.w(" ");
    }
}

/// The signature of `llvm.func` op: result (`None` for void), parameters, variadic.
pub fn signature(m: &Module, op: OpId) -> Option<(Option<TypeId>, Vec<TypeId>, bool)> {
    let Some(Attribute::Type(t)) = m.attr(op, "function_type") else {
        return None;
    };
    match m.ty(*t) {
        TypeData::Llvm(LlvmType::Func {
            ret,
            params,
            vararg,
        }) => {
            let ret = (!super::types::is_void(m, *ret)).then_some(*ret);
            Some((ret, params.clone(), *vararg))
        }
        _ => None,
    }
}

/// Prints `llvm.func`.
pub fn print_func(pr: &mut Printer<'_>, op: OpId) -> bool {
    let Some((ret, params, vararg)) = signature(pr.m, op) else {
        return false;
    };
    pr.w("llvm.func ");
    print_keywords(pr, op, false);
    if let Some(Attribute::Opaque(c)) = pr.m.attr(op, "CConv") {
        if c != "#llvm.cconv<ccc>" {
            let k = c.trim_start_matches("#llvm.cconv<").trim_end_matches('>');
            let k = k.to_string();
            pr.w(&k);
            pr.w(" ");
        }
    }
    if let Some(Attribute::String(n)) = pr.m.attr(op, "sym_name").cloned() {
        pr.symbol(&n);
    }
    let region = pr.m.op(op).regions.first().copied();
    let entry = region.and_then(|r| pr.m.entry_block(r));
    let arg_attrs = pr.m.attr(op, "arg_attrs").cloned();
    pr.w("(");
    for (i, &t) in params.iter().enumerate() {
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
            pr.w(" ");
            pr.attr(&Attribute::Dict(d));
        }
        if let Some(a) = arg {
            pr.arg_loc_pub(a);
        }
    }
    if vararg {
        if !params.is_empty() {
            pr.w(", ");
        }
        pr.w("...");
    }
    pr.w(")");
    if let Some(r) = ret {
        pr.w(" -> ");
        match dict_at(pr.m.attr(op, "res_attrs"), 0) {
            Some(d) => {
                pr.w("(");
                pr.ty(r);
                pr.w(" ");
                pr.attr(&Attribute::Dict(d));
                pr.w(")");
            }
            None => pr.ty(r),
        }
    }
    let mut elided = super::print::elided_defaults(
        pr.m,
        op,
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "linkage",
            "visibility_",
            "unnamed_addr",
            "CConv",
        ],
    );
    elided.push("linkage".into());
    let elided: Vec<&str> = elided.iter().map(String::as_str).collect();
    pr.attr_dict_with_keyword(op, &elided);
    if let (Some(r), Some(_)) = (region, entry) {
        pr.w(" ");
        pr.region(r, false, true);
    }
    true
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

/// Prints `llvm.mlir.global`.
pub fn print_global(pr: &mut Printer<'_>, op: OpId) -> bool {
    let Some(Attribute::Type(ty)) = pr.m.attr(op, "global_type").cloned() else {
        return false;
    };
    pr.w("llvm.mlir.global ");
    print_keywords(pr, op, true);
    if pr.m.attr(op, "thread_local_").is_some() {
        pr.w("thread_local ");
    }
    if pr.m.attr(op, "constant").is_some() {
        pr.w("constant ");
    }
    if let Some(Attribute::String(n)) = pr.m.attr(op, "sym_name").cloned() {
        pr.symbol(&n);
    }
    pr.w("(");
    let value = pr.m.attr(op, "value").cloned();
    if let Some(v) = &value {
        pr.attr(v);
    }
    pr.w(")");
    let elided = [
        "sym_name",
        "global_type",
        "constant",
        "value",
        "linkage",
        "visibility_",
        "unnamed_addr",
        "thread_local_",
    ];
    pr.attr_dict(op, &elided);
    if !matches!(value, Some(Attribute::String(_))) {
        pr.w(" : ");
        pr.ty(ty);
    }
    let region = pr.m.op(op).regions.first().copied();
    if let Some(r) = region {
        if pr.m.entry_block(r).is_some() {
            pr.w(" ");
            pr.region(r, false, true);
        }
    }
    true
}
