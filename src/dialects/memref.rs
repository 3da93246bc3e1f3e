//! The `memref` dialect: buffer allocation, access, views and globals — the ops whose ownership
//! the deallocation pipeline tracks. Static/dynamic mixed lists (`[%o, 1]`) are stored the MLIR
//! way: `static_*` dense arrays with [`DYNAMIC`] holes plus the dynamic operands.
//!
//! Each op (or family of ops sharing one syntax) has its own parser, printer and verifier; the
//! `parse`, `print` and `verify` functions only dispatch on the op kind.

use super::syntax::{self, dense_i64, index_type, int_type};
use super::verify::{ts, VResult};
use super::OpKind;
use crate::diag::Diagnostic;
use crate::ir::{
    Attribute, Layout, Module, NamedAttr, OpId, OpSpec, TypeData, TypeId, ValueId, DYNAMIC,
};
use crate::parse::{PResult, Parser};
use crate::print::Printer;
use crate::verify::op_error;

/// Parses `[%a, %b]` as index operands.
fn index_list(p: &mut Parser<'_>, open: &str, close: &str) -> PResult<Vec<ValueId>> {
    let it = index_type(&mut p.m);
    let (refs, _) = syntax::delimited_operand_refs(p, open, close)?;
    refs.iter().map(|r| p.resolve(*r, it)).collect()
}

/// Parses `[%a, 4, ?]`-style mixed lists: returns dynamic operands and static values.
fn mixed_list(p: &mut Parser<'_>) -> PResult<(Vec<ValueId>, Vec<i64>)> {
    let it = index_type(&mut p.m);
    let mut vals = Vec::new();
    let mut stat = Vec::new();
    p.expect("[")?;
    p.comma_list_until("]", |p| {
        if p.at_operand() {
            let r = p.operand_ref()?;
            vals.push(p.resolve(r, it)?);
            stat.push(DYNAMIC);
        } else {
            stat.push(p.int_lit()? as i64);
        }
        Ok(())
    })?;
    Ok((vals, stat))
}

fn reassociation(p: &mut Parser<'_>) -> PResult<Attribute> {
    let i64t = int_type(&mut p.m, 64);
    let mut groups = Vec::new();
    p.expect("[")?;
    p.comma_list_until("]", |p| {
        let mut g = Vec::new();
        p.expect("[")?;
        p.comma_list_until("]", |p| {
            g.push(Attribute::Integer {
                value: p.int_lit()?,
                ty: i64t,
            });
            Ok(())
        })?;
        groups.push(Attribute::Array(g));
        Ok(())
    })?;
    Ok(Attribute::Array(groups))
}

const RMW_KINDS: [&str; 16] = [
    "addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu", "mulf",
    "muli", "ori", "andi", "maxnumf", "minnumf", "xori",
];

/// Parses a memref op.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    use OpKind as K;
    let mut spec = p.spec(kind, pos);
    let s = &mut spec;
    match kind {
        K::Alloc | K::Alloca => parse_alloc(p, s),
        K::AllocaScope => parse_alloca_scope(p, s, pos),
        K::AllocaScopeReturn => syntax::parse_yield_like(p, s),
        K::Dealloc => syntax::parse_operand_colon_type(p, s),
        K::Realloc => parse_realloc(p, s),
        K::Load => parse_load(p, s),
        K::Store => parse_store(p, s),
        K::Copy => parse_copy(p, s),
        K::Cast | K::MemorySpaceCast => parse_cast(p, s),
        K::SubView | K::ReinterpretCast => parse_subview(p, s),
        K::View => parse_view(p, s),
        K::Dim => parse_dim(p, s),
        K::Rank | K::ExtractStridedMetadata | K::ExtractAlignedPointerAsIndex => {
            parse_rank_like(p, s)
        }
        K::ExpandShape | K::CollapseShape => parse_reshape(p, s),
        K::Global => parse_global(p, s),
        K::GetGlobal => parse_get_global(p, s),
        K::AssumeAlignment => parse_assume_alignment(p, s),
        K::Prefetch => parse_prefetch(p, s),
        K::AtomicRmw => parse_atomic_rmw(p, s),
        K::GenericAtomicRmw => parse_generic_atomic_rmw(p, s),
        K::AtomicYield => syntax::parse_operand_colon_type(p, s),
        K::Transpose => parse_transpose(p, s),
        _ => unreachable!(),
    }?;
    Ok(spec)
}

/// `(%d0, %d1)[%s0] {attrs} : memref<...>`
fn parse_alloc(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let dyns = index_list(p, "(", ")")?;
    let syms = if p.looking_at("[") {
        index_list(p, "[", "]")?
    } else {
        vec![]
    };
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    let seg = super::cf::segments(p, &[dyns.len(), syms.len()]);
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    syntax::move_to_props(spec, &["alignment"]);
    spec.operands = dyns.into_iter().chain(syms).collect();
    spec.result_types = vec![t];
    Ok(())
}

/// `[-> (types)] { region } {attrs}`
fn parse_alloca_scope(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    if p.eat("->") {
        spec.result_types = p.parse_result_type_list()?;
    }
    let r = p.region(&[], false)?;
    if spec.result_types.is_empty() {
        super::scf::ensure_terminator(p, r, OpKind::AllocaScopeReturn, pos);
    }
    spec.regions.push(r);
    spec.attrs = p.opt_attr_dict()?;
    Ok(())
}

/// `%src[(%size)] {attrs} : memref<...> to memref<...>`
fn parse_realloc(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let r = p.operand_ref()?;
    let mut size = None;
    if p.eat("(") {
        size = Some(p.operand_ref()?);
        p.expect(")")?;
    }
    spec.attrs = p.opt_attr_dict()?;
    let (a, b) = syntax::colon_type_to_type(p, "to")?;
    let mut ops = vec![p.resolve(r, a)?];
    if let Some(s) = size {
        let it = index_type(&mut p.m);
        ops.push(p.resolve(s, it)?);
    }
    syntax::move_to_props(spec, &["alignment"]);
    spec.operands = ops;
    spec.result_types = vec![b];
    Ok(())
}

/// Parses `{attrs} : memref<...>` ending a load or store: the memref type and its element type.
fn access_type(
    p: &mut Parser<'_>,
    spec: &mut OpSpec,
    list_pos: usize,
) -> PResult<(TypeId, TypeId)> {
    spec.attrs = p.opt_attr_dict()?;
    syntax::move_to_props(spec, &["nontemporal", "alignment"]);
    p.expect(":")?;
    let t = p.parse_type()?;
    let Some(elem) = p.m.ty(t).element_type().filter(|_| p.m.ty(t).is_memref()) else {
        return p.err_at(list_pos, "expected memref type");
    };
    Ok((t, elem))
}

/// `%m[%i, %j] {attrs} : memref<...>`
fn parse_load(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let list_pos = p.here();
    let r = p.operand_ref()?;
    let idx = index_list(p, "[", "]")?;
    let (t, elem) = access_type(p, spec, list_pos)?;
    spec.operands = std::iter::once(p.resolve(r, t)?).chain(idx).collect();
    spec.result_types = vec![elem];
    Ok(())
}

/// `%v, %m[%i, %j] {attrs} : memref<...>`
fn parse_store(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let list_pos = p.here();
    let refs = syntax::operands(p, 2)?;
    let (v, r) = (refs[0], refs[1]);
    let idx = index_list(p, "[", "]")?;
    let (t, elem) = access_type(p, spec, list_pos)?;
    spec.operands = vec![p.resolve(v, elem)?, p.resolve(r, t)?];
    spec.operands.extend(idx);
    Ok(())
}

/// `%src, %dst {attrs} : memref<...> to memref<...>`
fn parse_copy(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 2)?;
    spec.attrs = p.opt_attr_dict()?;
    let (ta, tb) = syntax::colon_type_to_type(p, "to")?;
    spec.operands = vec![p.resolve(refs[0], ta)?, p.resolve(refs[1], tb)?];
    Ok(())
}

/// `%src {attrs} : memref<...> to memref<...>` (`cast`, `memory_space_cast`)
fn parse_cast(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let a = p.operand_ref()?;
    syntax::finish_conversion(p, spec, a, "to")
}

/// `%src[o] [s] [t]` (`subview`) or `%src to offset: [o], sizes: [s], strides: [t]`
/// (`reinterpret_cast`), then `{attrs} : memref<...> to memref<...>`.
fn parse_subview(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let src = p.operand_ref()?;
    let reinterpret = spec.kind == OpKind::ReinterpretCast;
    let mut lists = Vec::with_capacity(3);
    for (i, kw) in ["offset", "sizes", "strides"].into_iter().enumerate() {
        if reinterpret {
            if i == 0 {
                p.expect_keyword("to")?;
            } else {
                p.expect(",")?;
            }
            p.expect_keyword(kw)?;
            p.expect(":")?;
        }
        lists.push(mixed_list(p)?);
    }
    spec.attrs = p.opt_attr_dict()?;
    let (ta, tb) = syntax::colon_type_to_type(p, "to")?;
    let sizes: Vec<usize> = std::iter::once(1)
        .chain(lists.iter().map(|l| l.0.len()))
        .collect();
    let seg = super::cf::segments(p, &sizes);
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    let mut operands = vec![p.resolve(src, ta)?];
    for (name, (dynamic, stat)) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .zip(lists)
    {
        spec.props
            .push(NamedAttr::new(name, dense_i64(&mut p.m, stat)));
        operands.extend(dynamic);
    }
    spec.operands = operands;
    spec.result_types = vec![tb];
    Ok(())
}

/// `%src[%shift][%sizes] {attrs} : memref<...> to memref<...>`
fn parse_view(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let src = p.operand_ref()?;
    let shift = index_list(p, "[", "]")?;
    let sizes = index_list(p, "[", "]")?;
    spec.attrs = p.opt_attr_dict()?;
    let (ta, tb) = syntax::colon_type_to_type(p, "to")?;
    spec.operands = std::iter::once(p.resolve(src, ta)?)
        .chain(shift)
        .chain(sizes)
        .collect();
    spec.result_types = vec![tb];
    Ok(())
}

/// `%src, %i {attrs} : memref<...>`
fn parse_dim(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 2)?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    let it = index_type(&mut p.m);
    spec.operands = vec![p.resolve(refs[0], t)?, p.resolve(refs[1], it)?];
    spec.result_types = vec![it];
    Ok(())
}

/// `%src {attrs} : memref<...>` (`rank`), with `-> types` for the metadata extractions.
fn parse_rank_like(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    syntax::parse_operand_colon_type(p, spec)?;
    spec.result_types = if spec.kind == OpKind::Rank {
        vec![index_type(&mut p.m)]
    } else {
        p.expect("->")?;
        p.parse_type_list()?
    };
    Ok(())
}

/// `%src [[0, 1], [2]] [output_shape [%d, 4]] {attrs} : memref<...> into memref<...>`
fn parse_reshape(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let src = p.operand_ref()?;
    let re = reassociation(p)?;
    let mut ops = Vec::new();
    if spec.kind == OpKind::ExpandShape {
        p.expect_keyword("output_shape")?;
        let (dv, ds) = mixed_list(p)?;
        ops = dv;
        spec.props.push(NamedAttr::new(
            "static_output_shape",
            dense_i64(&mut p.m, ds),
        ));
    }
    spec.props.insert(0, NamedAttr::new("reassociation", re));
    spec.attrs = p.opt_attr_dict()?;
    let (ta, tb) = syntax::colon_type_to_type(p, "into")?;
    spec.operands = std::iter::once(p.resolve(src, ta)?).chain(ops).collect();
    spec.result_types = vec![tb];
    Ok(())
}

/// `["private"] [constant] @name : memref<...> [= dense<...> | = uninitialized] {attrs}`
fn parse_global(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    if p.peek() == b'"' {
        let v = p.string_lit()?;
        spec.props
            .push(NamedAttr::new("sym_visibility", Attribute::String(v)));
    }
    if p.eat_keyword("constant") {
        spec.props.push(NamedAttr::new("constant", Attribute::Unit));
    }
    let name = p.symbol_name()?;
    spec.props
        .push(NamedAttr::new("sym_name", Attribute::String(name)));
    p.expect(":")?;
    let t = p.parse_type()?;
    spec.props.push(NamedAttr::new("type", Attribute::Type(t)));
    if p.eat("=") {
        let v = global_initial_value(p, t)?;
        spec.props.push(NamedAttr::new("initial_value", v));
    }
    spec.attrs = p.opt_attr_dict()?;
    syntax::move_to_props(spec, &["alignment"]);
    spec.props.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(())
}

/// The initial value of a `memref.global` of type `t` after `=`: `uninitialized` or `dense<...>`
/// (whose tensor type the memref type implies).
fn global_initial_value(p: &mut Parser<'_>, t: TypeId) -> PResult<Attribute> {
    if p.eat_keyword("uninitialized") {
        return Ok(Attribute::Unit);
    }
    let vp = p.here();
    if !p.looking_at("dense") {
        return p.err_at(vp, "expected dense elements attribute");
    }
    let tt = match p.m.ty(t).clone() {
        TypeData::MemRef { shape, elem, .. } => p.m.intern_type(TypeData::Tensor {
            shape,
            elem,
            encoding: None,
        }),
        _ => return p.err_at(vp, "type should be static shaped memref"),
    };
    p.parse_dense_with_type(tt)
}

/// `@name {attrs} : memref<...>`
fn parse_get_global(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    syntax::parse_symbol_prop(p, spec, "name")?;
    syntax::parse_attrs_result_type(p, spec)
}

/// `%src, 64 {attrs} : memref<...>`
fn parse_assume_alignment(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let src = p.operand_ref()?;
    p.expect(",")?;
    let a = p.int_lit()?;
    let alignment = syntax::int_attr(&mut p.m, 32, a);
    spec.props.push(NamedAttr::new("alignment", alignment));
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    spec.operands = vec![p.resolve(src, t)?];
    spec.result_types = vec![t];
    Ok(())
}

/// `%m[%i], read|write, locality<N>, data|instr {attrs} : memref<...>`
fn parse_prefetch(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let src = p.operand_ref()?;
    let idx = index_list(p, "[", "]")?;
    p.expect(",")?;
    let hints = syntax::parse_prefetch_hints(p, |p, msg| p.err::<()>(msg).unwrap_err())?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    let props = syntax::prefetch_props(&mut p.m, &hints);
    spec.props.extend(props);
    spec.operands = std::iter::once(p.resolve(src, t)?).chain(idx).collect();
    Ok(())
}

/// `addf %v, %m[%i] {attrs} : (f32, memref<...>) -> f32`
fn parse_atomic_rmw(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let kp = p.here();
    let k = match p
        .ident()
        .and_then(|id| RMW_KINDS.iter().position(|k| *k == id))
    {
        Some(k) => k,
        None => return p.err_at(kp, "invalid atomic rmw kind"),
    };
    let v = p.operand_ref()?;
    p.expect(",")?;
    let m = p.operand_ref()?;
    let idx = index_list(p, "[", "]")?;
    spec.attrs = p.opt_attr_dict()?;
    let (vt, mt, results) = syntax::two_operand_function_type(p, "expected two operand types")?;
    let kind = syntax::int_attr(&mut p.m, 64, k as i128);
    spec.props.push(NamedAttr::new("kind", kind));
    spec.operands = vec![p.resolve(v, vt)?, p.resolve(m, mt)?];
    spec.operands.extend(idx);
    spec.result_types = results;
    Ok(())
}

/// `%m[%i] : memref<...> { ^bb0(%old: T): ... memref.atomic_yield %new : T } {attrs}`; the
/// result has the memref's element type.
fn parse_generic_atomic_rmw(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let m = p.operand_ref()?;
    let idx = index_list(p, "[", "]")?;
    p.expect(":")?;
    let tp = p.here();
    let t = p.parse_type()?;
    // As MLIR: the memref operand is resolved with the written type before the type is read.
    spec.operands = std::iter::once(p.resolve(m, t)?).chain(idx).collect();
    let Some(elem) = p.m.ty(t).element_type().filter(|_| p.m.ty(t).is_memref()) else {
        return p.err_at(tp, "expected memref type");
    };
    spec.regions.push(p.region(&[], false)?);
    spec.attrs = p.opt_attr_dict()?;
    spec.result_types = vec![elem];
    Ok(())
}

/// `%src (d0, d1) -> (d1, d0) {attrs} : memref<...> to memref<...>`
fn parse_transpose(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let src = p.operand_ref()?;
    let map = p.affine_map_body()?;
    spec.props
        .push(NamedAttr::new("permutation", Attribute::AffineMap(map)));
    syntax::finish_conversion(p, spec, src, "to")
}

/// Prints a memref op.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    use OpKind as K;
    pr.op_name(op);
    match pr.m.op(op).kind {
        K::Alloc | K::Alloca => print_alloc(pr, op),
        K::AllocaScope => print_alloca_scope(pr, op),
        K::AllocaScopeReturn => syntax::print_return_like(pr, op),
        K::Dealloc | K::Rank => print_source_type(pr, op, &[]),
        K::Realloc => print_realloc(pr, op),
        K::Load => print_access(pr, op, 0),
        K::Store => print_access(pr, op, 1),
        K::Copy => print_copy(pr, op),
        K::Cast | K::MemorySpaceCast => print_conversion(pr, op, &[], "to"),
        K::SubView | K::ReinterpretCast => return print_subview(pr, op),
        K::View => print_view(pr, op),
        K::Dim => print_dim(pr, op),
        K::ExtractStridedMetadata | K::ExtractAlignedPointerAsIndex => print_metadata(pr, op),
        K::ExpandShape | K::CollapseShape => print_reshape(pr, op),
        K::Global => print_global(pr, op),
        K::GetGlobal => print_get_global(pr, op),
        K::AssumeAlignment => print_assume_alignment(pr, op),
        K::Prefetch => print_prefetch(pr, op),
        K::AtomicRmw => print_atomic_rmw(pr, op),
        K::GenericAtomicRmw => print_generic_atomic_rmw(pr, op),
        K::AtomicYield => print_source_type(pr, op, &[]),
        K::Transpose => print_transpose(pr, op),
        _ => return false,
    }
    true
}

/// The type of `op`'s first operand.
fn source_type(pr: &Printer<'_>, op: OpId) -> TypeId {
    pr.m.value_type(pr.m.op(op).operands[0])
}

/// The type of `op`'s first result.
fn result_type(pr: &Printer<'_>, op: OpId) -> TypeId {
    pr.m.value_type(pr.m.op(op).results[0])
}

/// ` %src {attrs} : type` (`dealloc`, `rank`).
fn print_source_type(pr: &mut Printer<'_>, op: OpId, elided: &[&str]) {
    syntax::print_first_operand(pr, op);
    pr.attr_dict(op, elided);
    pr.w(" : ");
    pr.ty(source_type(pr, op));
}

/// ` %src {attrs} : type kw type` (`cast`, `memory_space_cast`, ...).
fn print_conversion(pr: &mut Printer<'_>, op: OpId, elided: &[&str], kw: &str) {
    syntax::print_first_operand(pr, op);
    print_types_to(pr, op, elided, kw);
}

/// ` {attrs} : source-type kw result-type` ending a conversion-like op.
fn print_types_to(pr: &mut Printer<'_>, op: OpId, elided: &[&str], kw: &str) {
    pr.attr_dict(op, elided);
    pr.w(" : ");
    pr.ty(source_type(pr, op));
    pr.w(" ");
    pr.w(kw);
    pr.w(" ");
    pr.ty(result_type(pr, op));
}

fn print_alloc(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    let s = super::operand_segments(pr.m, op);
    let nd = s.first().copied().unwrap_or(ops.len()).min(ops.len());
    syntax::print_dim_and_symbol_list(pr, &ops, nd);
    pr.attr_dict(op, &["operandSegmentSizes"]);
    pr.w(" : ");
    pr.ty(result_type(pr, op));
}

fn print_alloca_scope(pr: &mut Printer<'_>, op: OpId) {
    let rtys = syntax::result_types(pr.m, op);
    // MLIR prints a space before the optional result list even when it is empty.
    pr.w(" ");
    syntax::print_paren_result_types(pr, &rtys);
    pr.w(" ");
    let r = pr.m.op(op).regions[0];
    pr.region(r, false, !rtys.is_empty());
    pr.attr_dict(op, &[]);
}

fn print_realloc(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    syntax::print_first_operand(pr, op);
    if ops.len() > 1 {
        pr.w("(");
        pr.value(ops[1]);
        pr.w(")");
    }
    print_types_to(pr, op, &[], "to");
}

/// ` [%v,] %m[%i, %j] {attrs} : memref<...>`: `memref` is the index of the memref operand.
fn print_access(pr: &mut Printer<'_>, op: OpId, memref: usize) {
    let ops = pr.m.op(op).operands.clone();
    syntax::print_access_head(pr, &ops, memref);
    pr.w("[");
    pr.values(&ops[memref + 1..]);
    pr.w("]");
    print_attr_dict_skip_false(pr, op, "nontemporal");
    pr.w(" : ");
    pr.ty(pr.m.value_type(ops[memref]));
}

fn print_copy(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    pr.w(" ");
    pr.values(&ops);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(pr.m.value_type(ops[0]));
    pr.w(" to ");
    pr.ty(pr.m.value_type(ops[1]));
}

fn print_subview(pr: &mut Printer<'_>, op: OpId) -> bool {
    let ops = pr.m.op(op).operands.clone();
    let s = super::operand_segments(pr.m, op);
    if s.len() != 4 {
        return false;
    }
    let (o, rest) = ops[1..].split_at(s[1].min(ops.len() - 1));
    let (sz, st) = rest.split_at(s[2].min(rest.len()));
    let so = super::dense_array(pr.m, op, "static_offsets");
    let ss = super::dense_array(pr.m, op, "static_sizes");
    let sst = super::dense_array(pr.m, op, "static_strides");
    syntax::print_first_operand(pr, op);
    let seps = if pr.m.op(op).kind == OpKind::SubView {
        ["", " ", " "]
    } else {
        [" to offset: ", ", sizes: ", ", strides: "]
    };
    for (sep, (stat, dynv)) in seps.into_iter().zip([(&so, o), (&ss, sz), (&sst, st)]) {
        pr.w(sep);
        super::print_mixed(pr, stat, dynv, "[", "]");
    }
    let elided = [
        "operandSegmentSizes",
        "static_offsets",
        "static_sizes",
        "static_strides",
    ];
    print_types_to(pr, op, &elided, "to");
    true
}

fn print_view(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    syntax::print_first_operand(pr, op);
    pr.w("[");
    if ops.len() > 1 {
        pr.value(ops[1]);
    }
    pr.w("][");
    if ops.len() > 2 {
        pr.values(&ops[2..]);
    }
    pr.w("]");
    print_types_to(pr, op, &[], "to");
}

fn print_dim(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    pr.w(" ");
    pr.values(&ops);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(source_type(pr, op));
}

fn print_metadata(pr: &mut Printer<'_>, op: OpId) {
    print_source_type(pr, op, &[]);
    pr.w(" -> ");
    let rs = pr.m.op(op).results.clone();
    pr.value_types(&rs);
}

fn print_reshape(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    syntax::print_first_operand(pr, op);
    pr.w(" ");
    if let Some(re) = pr.m.attr(op, "reassociation").cloned() {
        pr.attr_may_elide(&re);
    }
    if pr.m.op(op).kind == OpKind::ExpandShape {
        pr.w(" output_shape ");
        let so = super::dense_array(pr.m, op, "static_output_shape");
        super::print_mixed(pr, &so, &ops[1..], "[", "]");
    }
    print_types_to(pr, op, &["reassociation", "static_output_shape"], "into");
}

fn print_global(pr: &mut Printer<'_>, op: OpId) {
    pr.w(" ");
    if let Some(Attribute::String(v)) = pr.m.attr(op, "sym_visibility").cloned() {
        let mut s = String::new();
        crate::print::write_string(&v, &mut s);
        pr.w(&s);
        pr.w(" ");
    }
    if pr.m.attr(op, "constant").is_some() {
        pr.w("constant ");
    }
    if let Some(Attribute::String(n)) = pr.m.attr(op, "sym_name").cloned() {
        pr.symbol(&n);
    }
    pr.w(" : ");
    if let Some(Attribute::Type(t)) = pr.m.attr(op, "type").cloned() {
        pr.ty(t);
    }
    match pr.m.attr(op, "initial_value").cloned() {
        Some(Attribute::Unit) => pr.w(" = uninitialized"),
        Some(v) => {
            pr.w(" = ");
            pr.attr_no_type(&v);
        }
        None => {}
    }
    let elided = [
        "sym_visibility",
        "constant",
        "sym_name",
        "type",
        "initial_value",
    ];
    pr.attr_dict(op, &elided);
}

fn print_get_global(pr: &mut Printer<'_>, op: OpId) {
    pr.w(" ");
    syntax::print_symbol_prop(pr, op, "name");
    pr.attr_dict(op, &["name"]);
    pr.w(" : ");
    pr.ty(result_type(pr, op));
}

fn print_assume_alignment(pr: &mut Printer<'_>, op: OpId) {
    syntax::print_first_operand(pr, op);
    pr.w(", ");
    if let Some(Attribute::Integer { value, .. }) = pr.m.attr(op, "alignment") {
        let v = value.to_string();
        pr.w(&v);
    }
    pr.attr_dict(op, &["alignment"]);
    pr.w(" : ");
    pr.ty(source_type(pr, op));
}

fn print_prefetch(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    syntax::print_first_operand(pr, op);
    pr.w("[");
    pr.values(&ops[1..]);
    pr.w("]");
    let hints = syntax::prefetch_hints_text(pr.m, op);
    pr.w(&hints);
    pr.attr_dict(op, &["isWrite", "isDataCache", "localityHint"]);
    pr.w(" : ");
    pr.ty(source_type(pr, op));
}

fn print_atomic_rmw(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    let k = match pr.m.attr(op, "kind") {
        Some(Attribute::Integer { value, .. }) => RMW_KINDS.get(*value as usize).copied(),
        _ => None,
    };
    pr.w(" ");
    pr.w(k.unwrap_or("<<invalid>>"));
    syntax::print_first_operand(pr, op);
    pr.w(", ");
    pr.value(ops[1]);
    pr.w("[");
    pr.values(&ops[2..]);
    pr.w("]");
    pr.attr_dict(op, &["kind"]);
    pr.w(" : (");
    pr.value_types(&ops[..2]);
    pr.w(") -> ");
    pr.ty(result_type(pr, op));
}

fn print_generic_atomic_rmw(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    syntax::print_first_operand(pr, op);
    pr.w("[");
    pr.values(&ops[1..]);
    pr.w("] : ");
    pr.ty(source_type(pr, op));
    pr.w(" ");
    let r = pr.m.op(op).regions[0];
    pr.region(r, true, true);
    pr.attr_dict(op, &[]);
}

fn print_transpose(pr: &mut Printer<'_>, op: OpId) {
    syntax::print_first_operand(pr, op);
    pr.w(" ");
    if let Some(Attribute::AffineMap(m)) = pr.m.attr(op, "permutation").cloned() {
        let mut s = String::new();
        crate::print::write_affine_map(&mut s, &m);
        pr.w(&s);
    }
    print_types_to(pr, op, &["permutation"], "to");
}

/// `nontemporal = false` is the default and not printed in custom form.
fn print_attr_dict_skip_false(pr: &mut Printer<'_>, op: OpId, name: &str) {
    let is_false = matches!(
        pr.m.attr(op, name),
        Some(Attribute::Integer { value: 0, .. })
    );
    if is_false {
        pr.attr_dict(op, &[name]);
    } else {
        pr.attr_dict(op, &[]);
    }
}

/// Result-name hints.
pub fn result_names(m: &crate::ir::Module, op: OpId, out: &mut Vec<(u32, String)>) {
    let name = match m.op(op).kind {
        OpKind::Alloc => "alloc",
        OpKind::Alloca => "alloca",
        OpKind::Cast => "cast",
        OpKind::SubView => "subview",
        OpKind::ReinterpretCast => "reinterpret_cast",
        OpKind::Dim => "dim",
        OpKind::ExtractAlignedPointerAsIndex => "intptr",
        OpKind::ExpandShape => "expand_shape",
        OpKind::CollapseShape => "collapse_shape",
        OpKind::MemorySpaceCast => "memspacecast",
        OpKind::AssumeAlignment => "assume_align",
        OpKind::Transpose => "transpose",
        OpKind::View => "view",
        OpKind::ExtractStridedMetadata => {
            let n = m.op(op).results.len() as u32;
            if n >= 2 {
                let rank = (n - 2) / 2;
                out.push((0, "base_buffer".into()));
                out.push((1, "offset".into()));
                if rank > 0 {
                    out.push((2, "sizes".into()));
                    out.push((2 + rank, "strides".into()));
                }
            }
            return;
        }
        _ => return,
    };
    out.push((0, name.into()));
}

// ---- verification -------------------------------------------------------------------------

/// Checks a memref op's own rules (after the structural checks of [`super::verify_op`]).
pub fn verify(m: &Module, op: OpId) -> VResult {
    use OpKind as K;
    match m.op(op).kind {
        K::AtomicRmw => super::verify::check_enum(m, op, "kind", RMW_KINDS.len()),
        K::GenericAtomicRmw => verify_generic_atomic_rmw(m, op),
        K::AtomicYield => verify_atomic_yield(m, op),
        K::Dim => verify_dim(m, op),
        K::Load | K::Store => verify_access(m, op),
        K::Dealloc => verify_dealloc(m, op),
        K::Alloc | K::Alloca => verify_alloc(m, op),
        K::Cast => verify_cast(m, op),
        K::SubView => verify_subview(m, op),
        K::ExpandShape | K::CollapseShape => verify_reshape(m, op),
        _ => Ok(()),
    }
}

/// `memref.generic_atomic_rmw`: the result is an element of the memref, the body takes one
/// argument of that type and holds only ops without memory effects.
fn verify_generic_atomic_rmw(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    let mt = m.value_type(d.operands[0]);
    let rt = m.value_type(d.results[0]);
    if !m.ty(mt).is_memref() {
        return Err(op_error(
            m,
            op,
            format!(
                "operand #0 must be memref of any type values, but got '{}'",
                ts(m, mt)
            ),
        ));
    }
    if m.ty(mt).element_type() != Some(rt) {
        return Err(op_error(
            m,
            op,
            "failed to verify that result type matches element type of memref",
        ));
    }
    let args = m
        .entry_block(d.regions[0])
        .map(|b| m.block(b).args.clone())
        .unwrap_or_default();
    if args.len() != 1 {
        return Err(op_error(
            m,
            op,
            "expected single number of entry block arguments",
        ));
    }
    if m.value_type(args[0]) != rt {
        return Err(op_error(
            m,
            op,
            "expected block argument of the same type result type",
        ));
    }
    for b in m.region_blocks(d.regions[0]) {
        for o in m.block_ops(b) {
            if !crate::rewrite::effects::is_memory_effect_free(m, o) {
                return Err(Diagnostic::on_op(
                    m,
                    o,
                    "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
                ));
            }
        }
    }
    Ok(())
}

/// `memref.atomic_yield`: yields a value of its parent's result type.
fn verify_atomic_yield(m: &Module, op: OpId) -> VResult {
    let t = m.value_type(m.op(op).operands[0]);
    let parent = m
        .parent_op(op)
        .and_then(|p| m.op(p).results.first().copied());
    match parent.map(|r| m.value_type(r)) {
        Some(pt) if pt != t => Err(op_error(
            m,
            op,
            format!(
                "types mismatch between yield op: '{}' and its parent: '{}'",
                ts(m, t),
                ts(m, pt)
            ),
        )),
        _ => Ok(()),
    }
}

fn operand_types(m: &Module, op: OpId) -> Vec<TypeId> {
    m.op(op).operands.iter().map(|&v| m.value_type(v)).collect()
}

/// `memref.dim`: a ranked (non-0-d) or unranked memref source, index operand and result.
fn verify_dim(m: &Module, op: OpId) -> VResult {
    let tys = operand_types(m, op);
    let rt = m.value_type(m.op(op).results[0]);
    let src = m.ty(tys[0]);
    let ranked_non0 = src.shape().is_some_and(|s| !s.is_empty()) && src.is_memref();
    if !(ranked_non0 || matches!(src, TypeData::UnrankedMemRef { .. })) {
        return Err(op_error(m, op, format!(
            "operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got '{}'",
            ts(m, tys[0])
        )));
    }
    if !matches!(m.ty(tys[1]), TypeData::Index) {
        return Err(op_error(
            m,
            op,
            format!("operand #1 must be index, but got '{}'", ts(m, tys[1])),
        ));
    }
    if !matches!(m.ty(rt), TypeData::Index) {
        return Err(op_error(
            m,
            op,
            format!("result #0 must be index, but got '{}'", ts(m, rt)),
        ));
    }
    Ok(())
}

/// `memref.load` / `memref.store`: one index per dimension; a stored value of the element type.
fn verify_access(m: &Module, op: OpId) -> VResult {
    let tys = operand_types(m, op);
    let load = m.op(op).kind == OpKind::Load;
    let mi = if load { 0 } else { 1 };
    let mt = tys[mi];
    let rank = m.ty(mt).shape().map(|s| s.len()).unwrap_or(0);
    let nidx = tys.len() - mi - 1;
    if nidx != rank {
        let what = if load { "load" } else { "store" };
        return Err(op_error(
            m,
            op,
            format!("incorrect number of indices for {what}, expected {rank} but got {nidx}"),
        ));
    }
    if !load && m.ty(mt).element_type() != Some(tys[0]) {
        return Err(op_error(
            m,
            op,
            "failed to verify that type of 'value' matches element type of 'memref'",
        ));
    }
    Ok(())
}

/// `memref.dealloc`: a memref operand.
fn verify_dealloc(m: &Module, op: OpId) -> VResult {
    let t = m.value_type(m.op(op).operands[0]);
    if !m.ty(t).is_memref() {
        return Err(op_error(
            m,
            op,
            format!(
                "operand #0 must be ranked or unranked memref of any type values, but got '{}'",
                ts(m, t)
            ),
        ));
    }
    Ok(())
}

/// `memref.alloc` / `memref.alloca`: one dynamic size per `?` of the result type.
fn verify_alloc(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    let dynamic = m
        .ty(m.value_type(d.results[0]))
        .shape()
        .map(|s| s.iter().filter(|&&x| x == DYNAMIC).count())
        .unwrap_or(0);
    let given = match m.attr(op, "operandSegmentSizes") {
        Some(Attribute::DenseArray { values, .. }) => values.first().copied().unwrap_or(0) as usize,
        _ => d.operands.len(),
    };
    if dynamic != given {
        return Err(op_error(
            m,
            op,
            format!("incorrect number of dynamic sizes, has {given}, expected {dynamic}"),
        ));
    }
    Ok(())
}

/// `memref.cast`: same element type and rank, static sizes agreeing where both are static.
fn verify_cast(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    let (ta, tb) = (m.value_type(d.operands[0]), m.value_type(d.results[0]));
    let (a, b) = (m.ty(ta), m.ty(tb));
    let ok = match (a, b) {
        (
            TypeData::MemRef {
                shape: s1,
                elem: e1,
                ..
            },
            TypeData::MemRef {
                shape: s2,
                elem: e2,
                ..
            },
        ) => {
            e1 == e2
                && s1.len() == s2.len()
                && s1
                    .iter()
                    .zip(s2)
                    .all(|(x, y)| x == y || *x == DYNAMIC || *y == DYNAMIC)
        }
        _ => a.element_type() == b.element_type(),
    };
    if !ok {
        return Err(op_error(
            m,
            op,
            format!(
                "operand type '{}' and result type '{}' are cast incompatible",
                ts(m, ta),
                ts(m, tb)
            ),
        ));
    }
    Ok(())
}

/// `memref.subview`: static offsets and sizes are non-negative and a static slice stays inside
/// the static source dimensions (MLIR 22's `verifyOffsetSizeAndStrideOp` and
/// `verifyInBoundsSlice`, with their messages; the bounds messages carry no op-name prefix).
fn verify_subview(m: &Module, op: OpId) -> VResult {
    let tys = operand_types(m, op);
    let offsets = super::dense_array(m, op, "static_offsets");
    let sizes = super::dense_array(m, op, "static_sizes");
    let strides = super::dense_array(m, op, "static_strides");
    if let Some(&o) = offsets.iter().find(|&&o| o < 0 && o != DYNAMIC) {
        return Err(op_error(
            m,
            op,
            format!("expected offsets to be non-negative, but got {o}"),
        ));
    }
    if let Some(&s) = sizes.iter().find(|&&s| s < 0 && s != DYNAMIC) {
        return Err(op_error(
            m,
            op,
            format!("expected sizes to be non-negative, but got {s}"),
        ));
    }
    let Some(TypeData::MemRef { shape, .. }) = tys.first().map(|&t| m.ty(t)) else {
        return Ok(());
    };
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&off), Some(&size), Some(&stride)) =
            (offsets.get(i), sizes.get(i), strides.get(i))
        else {
            break;
        };
        if dim == DYNAMIC || off == DYNAMIC {
            continue;
        }
        if off >= dim {
            return Err(Diagnostic::on_op(
                m,
                op,
                format!("offset {i} is out-of-bounds: {off} >= {dim}"),
            ));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = off.wrapping_add((size.wrapping_sub(1)).wrapping_mul(stride));
        if last >= dim {
            return Err(Diagnostic::on_op(
                m,
                op,
                format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}"),
            ));
        }
    }
    verify_subview_offset(m, op, tys[0], &offsets, &sizes, &strides)
}

/// MLIR's saturated `a + b * c` over static values ([`DYNAMIC`] absorbs, but a product with a
/// static 0 is 0), as `SubViewOp::inferResultType` computes offsets and strides.
fn saturated_mul_add(a: i64, b: i64, c: i64) -> i64 {
    let prod = if b == 0 || c == 0 {
        0
    } else if b == DYNAMIC || c == DYNAMIC {
        DYNAMIC
    } else {
        b.wrapping_mul(c)
    };
    if a == DYNAMIC || prod == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(prod)
    }
}

/// The strides and offset of a ranked memref type's layout (`None` for affine-map layouts).
fn strides_and_offset(m: &Module, t: TypeId) -> Option<(Vec<i64>, i64)> {
    let TypeData::MemRef { shape, layout, .. } = m.ty(t) else {
        return None;
    };
    match layout {
        crate::ir::Layout::Identity => {
            let mut strides = vec![1i64; shape.len()];
            for i in (0..shape.len().saturating_sub(1)).rev() {
                strides[i] = saturated_mul_add(0, strides[i + 1], shape[i + 1]);
            }
            Some((strides, 0))
        }
        crate::ir::Layout::Strided { strides, offset } => Some((strides.clone(), *offset)),
        crate::ir::Layout::Map(_) => None,
    }
}

/// `memref.subview`'s result layout offset must be the one `SubViewOp::inferResultType` gives
/// (`haveCompatibleOffsets`: equal, a dynamic offset only matching a dynamic one); MLIR 22's
/// message names the inferred type. (Strides are not compared.)
fn verify_subview_offset(
    m: &Module,
    op: OpId,
    source: TypeId,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> VResult {
    let Some(&result) = m.op(op).results.first() else {
        return Ok(());
    };
    let result = m.value_type(result);
    let (Some((src_strides, src_offset)), Some((_, res_offset))) =
        (strides_and_offset(m, source), strides_and_offset(m, result))
    else {
        return Ok(());
    };
    if offsets.len() != src_strides.len() || sizes.len() != src_strides.len() {
        return Ok(());
    }
    let expected_offset = offsets
        .iter()
        .zip(&src_strides)
        .fold(src_offset, |acc, (&o, &s)| saturated_mul_add(acc, o, s));
    if expected_offset == res_offset {
        return Ok(());
    }
    let TypeData::MemRef {
        elem, memory_space, ..
    } = m.ty(source)
    else {
        return Ok(());
    };
    let expected_strides: Vec<i64> = strides
        .iter()
        .zip(&src_strides)
        .map(|(&st, &s)| saturated_mul_add(0, st, s))
        .collect();
    let expected = memref_type_text(
        m,
        sizes,
        *elem,
        &Layout::Strided {
            strides: expected_strides,
            offset: expected_offset,
        },
        memory_space.as_ref(),
    );
    Err(Diagnostic::on_op(
        m,
        op,
        format!(
            "expected result type to be '{expected}' or a rank-reduced version. (mismatch of result layout), but got '{}'",
            crate::print::type_to_string(m, result)
        ),
    ))
}

/// The text of a ranked memref type, as mlir-opt prints it (for messages naming a type the
/// verifier infers but the module does not hold).
fn memref_type_text(
    m: &Module,
    shape: &[i64],
    elem: TypeId,
    layout: &Layout,
    memory_space: Option<&Attribute>,
) -> String {
    let dim = |v: i64| {
        if v == DYNAMIC {
            "?".to_string()
        } else {
            v.to_string()
        }
    };
    let mut text = String::from("memref<");
    for &s in shape {
        text.push_str(&dim(s));
        text.push('x');
    }
    text.push_str(&crate::print::type_to_string(m, elem));
    if let Layout::Strided { strides, offset } = layout {
        let strides: Vec<String> = strides.iter().map(|&s| dim(s)).collect();
        text.push_str(&format!(", strided<[{}]", strides.join(", ")));
        if *offset != 0 {
            text.push_str(&format!(", offset: {}", dim(*offset)));
        }
        text.push('>');
    }
    if let Some(space) = memory_space {
        text.push_str(", ");
        text.push_str(&crate::print::memory_space_to_string(m, space));
    }
    text.push('>');
    text
}

/// `memref.expand_shape` / `memref.collapse_shape`: the ranks must grow / shrink and the
/// result type must be the one MLIR infers from the source (`computeExpandedType`,
/// `computeCollapsedLayoutMap`): an identity source gives an identity result, a strided
/// source a strided result with the same offset. Sources with affine-map layouts are not
/// checked.
fn verify_reshape(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    let expand = d.kind == OpKind::ExpandShape;
    let (Some(&src), Some(&res)) = (d.operands.first(), d.results.first()) else {
        return Ok(());
    };
    let (src_ty, res_ty) = (m.value_type(src), m.value_type(res));
    let (
        TypeData::MemRef {
            shape: src_shape,
            elem,
            layout: src_layout,
            memory_space,
        },
        TypeData::MemRef {
            shape: res_shape, ..
        },
    ) = (m.ty(src_ty), m.ty(res_ty))
    else {
        return Ok(());
    };
    let (r0, r1) = (src_shape.len(), res_shape.len());
    if expand && r0 > r1 {
        return Err(op_error(
            m,
            op,
            format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."),
        ));
    }
    if !expand && r0 < r1 {
        return Err(op_error(
            m,
            op,
            format!(
                "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
            ),
        ));
    }
    let Ok(groups) = crate::semantics::memref::reassociation(m, op) else {
        return Ok(());
    };
    let (narrow, wide) = if expand { (r0, r1) } else { (r1, r0) };
    if groups.len() != narrow {
        return Err(op_error(
            m,
            op,
            format!(
                "invalid number of reassociation groups: found {}, expected {narrow}",
                groups.len()
            ),
        ));
    }
    if groups.iter().flatten().copied().ne(0..wide) {
        return Ok(());
    }
    let expected = match src_layout {
        Layout::Identity => Layout::Identity,
        Layout::Map(_) => return Ok(()),
        Layout::Strided { strides, offset } => {
            let strides = if expand {
                expanded_strides(strides, &groups, res_shape)
            } else {
                collapsed_strides(src_shape, strides, &groups).ok_or_else(|| {
                    op_error(
                        m,
                        op,
                        "invalid source layout map or collapsing non-contiguous dims",
                    )
                })?
            };
            Layout::Strided {
                strides,
                offset: *offset,
            }
        }
    };
    let matches = match m.ty(res_ty) {
        TypeData::MemRef {
            elem: e,
            layout,
            memory_space: ms,
            ..
        } => e == elem && *layout == expected && ms == memory_space,
        _ => false,
    };
    if matches {
        return Ok(());
    }
    let text = memref_type_text(m, res_shape, *elem, &expected, memory_space.as_ref());
    Err(op_error(
        m,
        op,
        format!(
            "expected {} type to be '{text}' but found '{}'",
            if expand { "expanded" } else { "collapsed" },
            crate::print::type_to_string(m, res_ty)
        ),
    ))
}

/// The strides of `memref.expand_shape`'s result (MLIR's `computeExpandedLayoutMap`): each
/// source stride is the stride of its group's last dimension and grows by the sizes of the
/// dimensions after it within the group.
fn expanded_strides(src_strides: &[i64], groups: &[Vec<usize>], res_shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; res_shape.len()];
    for (group, &src_stride) in groups.iter().zip(src_strides) {
        let mut stride = src_stride;
        for &dim in group.iter().rev() {
            strides[dim] = stride;
            stride = saturated_mul_add(0, stride, res_shape[dim]);
        }
    }
    strides
}

/// The strides of `memref.collapse_shape`'s result (MLIR's `computeCollapsedLayoutMap`, not
/// strict): a group's stride is that of its last dimension not of size 1 (dynamic if that
/// size is dynamic); `None` when a group's dimensions are statically not contiguous.
fn collapsed_strides(
    src_shape: &[i64],
    src_strides: &[i64],
    groups: &[Vec<usize>],
) -> Option<Vec<i64>> {
    let mut strides = Vec::with_capacity(groups.len());
    for group in groups {
        let mut last = group.len() - 1;
        while last > 0 && src_shape[group[last]] == 1 {
            last -= 1;
        }
        let dim = group[last];
        strides.push(if src_shape[dim] != DYNAMIC || last == 0 {
            src_strides[dim]
        } else {
            DYNAMIC
        });
    }
    for (group, &group_stride) in groups.iter().zip(&strides) {
        let mut stride = group_stride;
        for &dim in group.iter().skip(1).rev() {
            stride = saturated_mul_add(0, stride, src_shape[dim]);
            let src_stride = src_strides[dim - 1];
            if src_shape[dim - 1] == 1 {
                continue;
            }
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some(strides)
}
