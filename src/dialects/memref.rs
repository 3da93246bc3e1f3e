//! The `memref` dialect: buffer allocation, access, views and globals — the ops whose ownership
//! the deallocation pipeline tracks. Static/dynamic mixed lists (`[%o, 1]`) are stored the MLIR
//! way: `static_*` dense arrays with [`DYNAMIC`] holes plus the dynamic operands.

use super::OpKind;
use crate::ir::{Attribute, NamedAttr, OpId, OpSpec, TypeData, TypeId, ValueId, DYNAMIC};
use crate::parse::{OperandRef, PResult, Parser};
use crate::print::Printer;

fn i64_type(p: &mut Parser<'_>) -> TypeId {
    p.m.intern_type(TypeData::Integer {
        width: 64,
        signedness: crate::ir::Signedness::Signless,
    })
}

fn index_type(p: &mut Parser<'_>) -> TypeId {
    p.m.intern_type(TypeData::Index)
}

/// Parses `[%a, %b]` as index operands.
fn index_list<'a>(p: &mut Parser<'a>, open: &str, close: &str) -> PResult<Vec<ValueId>> {
    let it = index_type(p);
    let mut refs: Vec<OperandRef<'a>> = Vec::new();
    p.expect(open)?;
    p.comma_list_until(close, |p| {
        refs.push(p.operand_ref()?);
        Ok(())
    })?;
    refs.iter().map(|r| p.resolve(*r, it)).collect()
}

/// Parses `[%a, 4, ?]`-style mixed lists: returns dynamic operands and static values.
fn mixed_list(p: &mut Parser<'_>) -> PResult<(Vec<ValueId>, Vec<i64>)> {
    let it = index_type(p);
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

fn dense_i64(p: &mut Parser<'_>, values: Vec<i64>) -> Attribute {
    Attribute::DenseArray {
        elem: i64_type(p),
        values,
    }
}

fn reassociation(p: &mut Parser<'_>) -> PResult<Attribute> {
    let i64t = i64_type(p);
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
    let mut spec = p.spec(kind, pos);
    let list_pos = p.here();
    match kind {
        OpKind::Alloc | OpKind::Alloca => {
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
            move_to_props(&mut spec, &["alignment"]);
            spec.operands = dyns.into_iter().chain(syms).collect();
            spec.result_types = vec![t];
        }
        OpKind::AllocaScope => {
            if p.eat("->") {
                spec.result_types = p.parse_result_type_list()?;
            }
            let r = p.region(&[], false)?;
            if spec.result_types.is_empty() {
                super::scf::ensure_terminator(p, r, OpKind::AllocaScopeReturn, pos);
            }
            spec.regions.push(r);
            spec.attrs = p.opt_attr_dict()?;
        }
        OpKind::AllocaScopeReturn => return super::scf::parse(p, kind, pos),
        OpKind::Dealloc => {
            let r = p.operand_ref()?;
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let t = p.parse_type()?;
            spec.operands = vec![p.resolve(r, t)?];
        }
        OpKind::Realloc => {
            let r = p.operand_ref()?;
            let mut size = None;
            if p.eat("(") {
                size = Some(p.operand_ref()?);
                p.expect(")")?;
            }
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let a = p.parse_type()?;
            p.expect_keyword("to")?;
            let b = p.parse_type()?;
            let mut ops = vec![p.resolve(r, a)?];
            if let Some(s) = size {
                let it = index_type(p);
                ops.push(p.resolve(s, it)?);
            }
            move_to_props(&mut spec, &["alignment"]);
            spec.operands = ops;
            spec.result_types = vec![b];
        }
        OpKind::Load => {
            let r = p.operand_ref()?;
            let idx = index_list(p, "[", "]")?;
            spec.attrs = p.opt_attr_dict()?;
            move_to_props(&mut spec, &["nontemporal", "alignment"]);
            p.expect(":")?;
            let t = p.parse_type()?;
            let elem = p.m.ty(t).element_type();
            let Some(elem) = elem.filter(|_| p.m.ty(t).is_memref()) else {
                return p.err_at(list_pos, "expected memref type");
            };
            let mut ops = vec![p.resolve(r, t)?];
            ops.extend(idx);
            spec.operands = ops;
            spec.result_types = vec![elem];
        }
        OpKind::Store => {
            let v = p.operand_ref()?;
            p.expect(",")?;
            let r = p.operand_ref()?;
            let idx = index_list(p, "[", "]")?;
            spec.attrs = p.opt_attr_dict()?;
            move_to_props(&mut spec, &["nontemporal", "alignment"]);
            p.expect(":")?;
            let t = p.parse_type()?;
            let Some(elem) = p.m.ty(t).element_type().filter(|_| p.m.ty(t).is_memref()) else {
                return p.err_at(list_pos, "expected memref type");
            };
            let mut ops = vec![p.resolve(v, elem)?, p.resolve(r, t)?];
            ops.extend(idx);
            spec.operands = ops;
        }
        OpKind::Copy | OpKind::Cast | OpKind::MemorySpaceCast => {
            let a = p.operand_ref()?;
            let b = if kind == OpKind::Copy {
                p.expect(",")?;
                Some(p.operand_ref()?)
            } else {
                None
            };
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let ta = p.parse_type()?;
            p.expect_keyword("to")?;
            let tb = p.parse_type()?;
            spec.operands = vec![p.resolve(a, ta)?];
            match b {
                Some(b) => spec.operands.push(p.resolve(b, tb)?),
                None => spec.result_types = vec![tb],
            }
        }
        OpKind::SubView | OpKind::ReinterpretCast => {
            // `%src[o] [s] [t]` or `%src to offset: [o], sizes: [s], strides: [t]`.
            let src = p.operand_ref()?;
            let reinterpret = kind == OpKind::ReinterpretCast;
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
            p.expect(":")?;
            let ta = p.parse_type()?;
            p.expect_keyword("to")?;
            let tb = p.parse_type()?;
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
                spec.props.push(NamedAttr::new(name, dense_i64(p, stat)));
                operands.extend(dynamic);
            }
            spec.operands = operands;
            spec.result_types = vec![tb];
        }
        OpKind::View => {
            let src = p.operand_ref()?;
            let shift = index_list(p, "[", "]")?;
            let sizes = index_list(p, "[", "]")?;
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let ta = p.parse_type()?;
            p.expect_keyword("to")?;
            let tb = p.parse_type()?;
            spec.operands = std::iter::once(p.resolve(src, ta)?)
                .chain(shift)
                .chain(sizes)
                .collect();
            spec.result_types = vec![tb];
        }
        OpKind::Dim => {
            let src = p.operand_ref()?;
            p.expect(",")?;
            let i = p.operand_ref()?;
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let t = p.parse_type()?;
            let it = index_type(p);
            spec.operands = vec![p.resolve(src, t)?, p.resolve(i, it)?];
            spec.result_types = vec![it];
        }
        OpKind::Rank | OpKind::ExtractStridedMetadata | OpKind::ExtractAlignedPointerAsIndex => {
            let src = p.operand_ref()?;
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let t = p.parse_type()?;
            spec.operands = vec![p.resolve(src, t)?];
            spec.result_types = if kind == OpKind::Rank {
                vec![index_type(p)]
            } else {
                p.expect("->")?;
                p.parse_type_list()?
            };
        }
        OpKind::ExpandShape | OpKind::CollapseShape => {
            let src = p.operand_ref()?;
            let re = reassociation(p)?;
            let mut ops = Vec::new();
            if kind == OpKind::ExpandShape {
                p.expect_keyword("output_shape")?;
                let (dv, ds) = mixed_list(p)?;
                ops = dv;
                spec.props
                    .push(NamedAttr::new("static_output_shape", dense_i64(p, ds)));
            }
            spec.props.insert(0, NamedAttr::new("reassociation", re));
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let ta = p.parse_type()?;
            p.expect_keyword("into")?;
            let tb = p.parse_type()?;
            spec.operands = std::iter::once(p.resolve(src, ta)?).chain(ops).collect();
            spec.result_types = vec![tb];
        }
        OpKind::Global => {
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
                if p.eat_keyword("uninitialized") {
                    spec.props
                        .push(NamedAttr::new("initial_value", Attribute::Unit));
                } else {
                    let vp = p.here();
                    if !p.looking_at("dense") {
                        return p.err_at(vp, "expected dense elements attribute");
                    }
                    // The tensor type is implied by the memref type.
                    let tt = match p.m.ty(t).clone() {
                        TypeData::MemRef { shape, elem, .. } => p.m.intern_type(TypeData::Tensor {
                            shape,
                            elem,
                            encoding: None,
                        }),
                        _ => return p.err_at(vp, "type should be static shaped memref"),
                    };
                    let v = p.parse_dense_with_type(tt)?;
                    spec.props.push(NamedAttr::new("initial_value", v));
                }
            }
            spec.attrs = p.opt_attr_dict()?;
            move_to_props(&mut spec, &["alignment"]);
            spec.props.sort_by(|a, b| a.name.cmp(&b.name));
        }
        OpKind::GetGlobal => {
            let name = p.symbol_name()?;
            spec.props.push(NamedAttr::new(
                "name",
                Attribute::SymbolRef {
                    root: name,
                    nested: vec![],
                },
            ));
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            spec.result_types = vec![p.parse_type()?];
        }
        OpKind::AssumeAlignment => {
            let src = p.operand_ref()?;
            p.expect(",")?;
            let a = p.int_lit()?;
            let i32t = p.m.intern_type(TypeData::Integer {
                width: 32,
                signedness: crate::ir::Signedness::Signless,
            });
            spec.props.push(NamedAttr::new(
                "alignment",
                Attribute::Integer { value: a, ty: i32t },
            ));
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let t = p.parse_type()?;
            spec.operands = vec![p.resolve(src, t)?];
            spec.result_types = vec![t];
        }
        OpKind::Prefetch => {
            let src = p.operand_ref()?;
            let idx = index_list(p, "[", "]")?;
            p.expect(",")?;
            let rw = p.ident().unwrap_or("");
            let is_write = match rw {
                "read" => false,
                "write" => true,
                _ => return p.err("rw specifier has to be 'read' or 'write'"),
            };
            p.expect(",")?;
            p.expect_keyword("locality")?;
            p.expect("<")?;
            let loc = p.int_lit()?;
            p.expect(">")?;
            p.expect(",")?;
            let cache = p.ident().unwrap_or("");
            let is_data = match cache {
                "data" => true,
                "instr" => false,
                _ => return p.err("cache type has to be 'data' or 'instr'"),
            };
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let t = p.parse_type()?;
            let i1 = p.m.intern_type(TypeData::Integer {
                width: 1,
                signedness: crate::ir::Signedness::Signless,
            });
            let i32t = p.m.intern_type(TypeData::Integer {
                width: 32,
                signedness: crate::ir::Signedness::Signless,
            });
            spec.props.push(NamedAttr::new(
                "isDataCache",
                Attribute::Integer {
                    value: is_data as i128,
                    ty: i1,
                },
            ));
            spec.props.push(NamedAttr::new(
                "isWrite",
                Attribute::Integer {
                    value: is_write as i128,
                    ty: i1,
                },
            ));
            spec.props.push(NamedAttr::new(
                "localityHint",
                Attribute::Integer {
                    value: loc,
                    ty: i32t,
                },
            ));
            spec.operands = std::iter::once(p.resolve(src, t)?).chain(idx).collect();
        }
        OpKind::AtomicRmw => {
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
            p.expect(":")?;
            let tp = p.here();
            let fty = p.parse_type()?;
            let TypeData::Function { inputs, results } = p.m.ty(fty).clone() else {
                return p.err_at(tp, "expected function type");
            };
            if inputs.len() != 2 {
                return p.err_at(tp, "expected two operand types");
            }
            let i64t = i64_type(p);
            spec.props.push(NamedAttr::new(
                "kind",
                Attribute::Integer {
                    value: k as i128,
                    ty: i64t,
                },
            ));
            spec.operands = vec![p.resolve(v, inputs[0])?, p.resolve(m, inputs[1])?];
            spec.operands.extend(idx);
            spec.result_types = results;
        }
        OpKind::Transpose => {
            let src = p.operand_ref()?;
            let map = p.affine_map_body()?;
            spec.props
                .push(NamedAttr::new("permutation", Attribute::AffineMap(map)));
            spec.attrs = p.opt_attr_dict()?;
            p.expect(":")?;
            let ta = p.parse_type()?;
            p.expect_keyword("to")?;
            let tb = p.parse_type()?;
            spec.operands = vec![p.resolve(src, ta)?];
            spec.result_types = vec![tb];
        }
        _ => unreachable!(),
    }
    Ok(spec)
}

/// Moves inherent attributes written in the attribute dictionary into the properties.
fn move_to_props(spec: &mut OpSpec, names: &[&str]) {
    let mut i = 0;
    while i < spec.attrs.len() {
        if names.contains(&spec.attrs[i].name.as_str()) {
            let a = spec.attrs.remove(i);
            spec.props.push(a);
        } else {
            i += 1;
        }
    }
}

/// Prints a memref op.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    let d = pr.m.op(op);
    let kind = d.kind;
    let ops = &d.operands;
    let res_ty = d.results.first().map(|&r| pr.m.value_type(r));
    let ty_of = |pr: &Printer<'_>, v: ValueId| pr.m.value_type(v);
    pr.op_name(op);
    match kind {
        OpKind::Alloc | OpKind::Alloca => {
            let s = super::operand_segments(pr.m, op);
            let nd = s.first().copied().unwrap_or(ops.len()).min(ops.len());
            pr.w("(");
            pr.values(&ops[..nd]);
            pr.w(")");
            if ops.len() > nd {
                pr.w("[");
                pr.values(&ops[nd..]);
                pr.w("]");
            }
            pr.attr_dict(op, &["operandSegmentSizes"]);
            pr.w(" : ");
            pr.ty(res_ty.unwrap());
        }
        OpKind::AllocaScope => {
            let rtys: Vec<_> =
                pr.m.op(op)
                    .results
                    .iter()
                    .map(|&r| pr.m.value_type(r))
                    .collect();
            // MLIR prints a space before the optional result list even when it is empty.
            pr.w(" ");
            if !rtys.is_empty() {
                pr.w(" -> (");
                pr.types(&rtys);
                pr.w(")");
            }
            pr.w(" ");
            let r = pr.m.op(op).regions[0];
            pr.region(r, false, !rtys.is_empty());
            pr.attr_dict(op, &[]);
        }
        OpKind::AllocaScopeReturn => {
            pr.attr_dict(op, &[]);
            if !ops.is_empty() {
                pr.w(" ");
                pr.values(ops);
                pr.w(" : ");
                pr.value_types(ops);
            }
        }
        OpKind::Dealloc => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
        }
        OpKind::Realloc => {
            pr.w(" ");
            pr.value(ops[0]);
            if ops.len() > 1 {
                pr.w("(");
                pr.value(ops[1]);
                pr.w(")");
            }
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
            pr.w(" to ");
            pr.ty(res_ty.unwrap());
        }
        OpKind::Load => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.w("[");
            pr.values(&ops[1..]);
            pr.w("]");
            print_attr_dict_skip_false(pr, op, "nontemporal");
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
        }
        OpKind::Store => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.w(", ");
            pr.value(ops[1]);
            pr.w("[");
            pr.values(&ops[2..]);
            pr.w("]");
            print_attr_dict_skip_false(pr, op, "nontemporal");
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[1]));
        }
        OpKind::Copy => {
            pr.w(" ");
            pr.values(ops);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
            pr.w(" to ");
            pr.ty(ty_of(pr, ops[1]));
        }
        OpKind::Cast | OpKind::MemorySpaceCast => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
            pr.w(" to ");
            pr.ty(res_ty.unwrap());
        }
        OpKind::SubView | OpKind::ReinterpretCast => {
            let s = super::operand_segments(pr.m, op);
            if s.len() != 4 {
                return false;
            }
            let (o, rest) = ops[1..].split_at(s[1].min(ops.len() - 1));
            let (sz, st) = rest.split_at(s[2].min(rest.len()));
            let so = super::dense_array(pr.m, op, "static_offsets");
            let ss = super::dense_array(pr.m, op, "static_sizes");
            let sst = super::dense_array(pr.m, op, "static_strides");
            pr.w(" ");
            pr.value(ops[0]);
            if kind == OpKind::SubView {
                super::print_mixed(pr, &so, o, "[", "]");
                pr.w(" ");
                super::print_mixed(pr, &ss, sz, "[", "]");
                pr.w(" ");
                super::print_mixed(pr, &sst, st, "[", "]");
            } else {
                pr.w(" to offset: ");
                super::print_mixed(pr, &so, o, "[", "]");
                pr.w(", sizes: ");
                super::print_mixed(pr, &ss, sz, "[", "]");
                pr.w(", strides: ");
                super::print_mixed(pr, &sst, st, "[", "]");
            }
            pr.attr_dict(
                op,
                &[
                    "operandSegmentSizes",
                    "static_offsets",
                    "static_sizes",
                    "static_strides",
                ],
            );
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
            pr.w(" to ");
            pr.ty(res_ty.unwrap());
        }
        OpKind::View => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.w("[");
            if ops.len() > 1 {
                pr.value(ops[1]);
            }
            pr.w("][");
            if ops.len() > 2 {
                pr.values(&ops[2..]);
            }
            pr.w("]");
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
            pr.w(" to ");
            pr.ty(res_ty.unwrap());
        }
        OpKind::Dim => {
            pr.w(" ");
            pr.values(ops);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
        }
        OpKind::Rank => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
        }
        OpKind::ExtractStridedMetadata | OpKind::ExtractAlignedPointerAsIndex => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
            pr.w(" -> ");
            let rs = pr.m.op(op).results.clone();
            pr.value_types(&rs);
        }
        OpKind::ExpandShape | OpKind::CollapseShape => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.w(" ");
            if let Some(re) = pr.m.attr(op, "reassociation").cloned() {
                pr.attr_may_elide(&re);
            }
            if kind == OpKind::ExpandShape {
                pr.w(" output_shape ");
                let so = super::dense_array(pr.m, op, "static_output_shape");
                super::print_mixed(pr, &so, &ops[1..], "[", "]");
            }
            pr.attr_dict(op, &["reassociation", "static_output_shape"]);
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
            pr.w(" into ");
            pr.ty(res_ty.unwrap());
        }
        OpKind::Global => {
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
            pr.attr_dict(
                op,
                &[
                    "sym_visibility",
                    "constant",
                    "sym_name",
                    "type",
                    "initial_value",
                ],
            );
        }
        OpKind::GetGlobal => {
            pr.w(" ");
            if let Some(Attribute::SymbolRef { root, .. }) = pr.m.attr(op, "name").cloned() {
                pr.symbol(&root);
            }
            pr.attr_dict(op, &["name"]);
            pr.w(" : ");
            pr.ty(res_ty.unwrap());
        }
        OpKind::AssumeAlignment => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.w(", ");
            if let Some(Attribute::Integer { value, .. }) = pr.m.attr(op, "alignment") {
                let v = value.to_string();
                pr.w(&v);
            }
            pr.attr_dict(op, &["alignment"]);
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
        }
        OpKind::Prefetch => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.w("[");
            pr.values(&ops[1..]);
            pr.w("]");
            let flag = |pr: &Printer<'_>, n: &str| {
                matches!(pr.m.attr(op, n), Some(Attribute::Integer { value: 1, .. }))
            };
            let w = if flag(pr, "isWrite") { "write" } else { "read" };
            let c = if flag(pr, "isDataCache") {
                "data"
            } else {
                "instr"
            };
            let l = match pr.m.attr(op, "localityHint") {
                Some(Attribute::Integer { value, .. }) => *value,
                _ => 0,
            };
            pr.w(&format!(", {w}, locality<{l}>, {c}"));
            pr.attr_dict(op, &["isWrite", "isDataCache", "localityHint"]);
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
        }
        OpKind::AtomicRmw => {
            let k = match pr.m.attr(op, "kind") {
                Some(Attribute::Integer { value, .. }) => RMW_KINDS.get(*value as usize).copied(),
                _ => None,
            };
            pr.w(" ");
            pr.w(k.unwrap_or("<<invalid>>"));
            pr.w(" ");
            pr.value(ops[0]);
            pr.w(", ");
            pr.value(ops[1]);
            pr.w("[");
            pr.values(&ops[2..]);
            pr.w("]");
            pr.attr_dict(op, &["kind"]);
            pr.w(" : (");
            pr.value_types(&ops[..2]);
            pr.w(") -> ");
            pr.ty(res_ty.unwrap());
        }
        OpKind::Transpose => {
            pr.w(" ");
            pr.value(ops[0]);
            pr.w(" ");
            if let Some(Attribute::AffineMap(m)) = pr.m.attr(op, "permutation").cloned() {
                let mut s = String::new();
                crate::print::write_affine_map(&mut s, &m);
                pr.w(&s);
            }
            pr.attr_dict(op, &["permutation"]);
            pr.w(" : ");
            pr.ty(ty_of(pr, ops[0]));
            pr.w(" to ");
            pr.ty(res_ty.unwrap());
        }
        _ => return false,
    }
    true
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

/// Properties with default values that the generic form always prints.
pub fn default_props(_kind: OpKind) -> &'static [(&'static str, &'static str)] {
    &[]
}
