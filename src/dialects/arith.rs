//! The `arith` dialect: scalar (and elementwise vector) integer and float arithmetic,
//! comparisons, `select` and casts, with overflow and fast-math flags. The op formats are
//! grouped by shape ([`Format`]) so each family is parsed and printed by one routine; `math`
//! reuses them.

use super::syntax;
use super::verify::{check_enum, ts, VResult};
use super::OpKind;
use crate::ir::{Attribute, Module, NamedAttr, OpId, OpSpec, TypeData, TypeId};
use crate::parse::{PResult, Parser};
use crate::print::Printer;
use crate::verify::op_error;

/// The custom syntax families of arith and math ops.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Format {
    /// `%a, %b [overflow<..>] : t`.
    IntBinaryOverflow,
    /// `%a, %b : t`.
    IntBinary,
    /// `%a, %b [fastmath<..>] : t`.
    FloatBinary,
    /// `%a [fastmath<..>] : t`.
    FloatUnary,
    /// `%a : t`.
    IntUnary,
    /// `%a, %b, %c [fastmath<..>] : t`.
    FloatTernary,
    /// `%a [fastmath<..>] : t` with an `i1`-shaped result.
    FloatPredicate,
    /// `%a, %b [fastmath<..>] : t1, t2` (result type t1).
    FPowI,
    /// `%a : t1 to t2`.
    Cast,
    /// `%a [overflow<..>] : t1 to t2`.
    CastOverflow,
    /// `%a [fastmath<..>] : t1 to t2`.
    CastFastMath,
    /// `%a [roundingmode] [fastmath<..>] : t1 to t2`.
    CastRounding,
    /// `pred, %a, %b : t`.
    CmpI,
    /// `pred, %a, %b [fastmath<..>] : t`.
    CmpF,
    /// `%c, %a, %b : t` or `: tc, t`.
    Select,
    /// `attr-dict value`.
    Constant,
    /// `%a, %b : t, tc` (two results).
    AddExtended,
    /// `%a, %b : t` (two results of type t).
    MulExtended,
}

/// The format of an arith op.
pub fn format(kind: OpKind) -> Option<Format> {
    use OpKind as K;
    Some(match kind {
        K::AddI | K::SubI | K::MulI | K::ShLI => Format::IntBinaryOverflow,
        K::DivSI
        | K::DivUI
        | K::RemSI
        | K::RemUI
        | K::CeilDivSI
        | K::CeilDivUI
        | K::FloorDivSI
        | K::AndI
        | K::OrI
        | K::XOrI
        | K::ShRSI
        | K::ShRUI
        | K::MaxSI
        | K::MinSI
        | K::MaxUI
        | K::MinUI => Format::IntBinary,
        K::AddF
        | K::SubF
        | K::MulF
        | K::DivF
        | K::RemF
        | K::MaximumF
        | K::MinimumF
        | K::MaxNumF
        | K::MinNumF => Format::FloatBinary,
        K::NegF => Format::FloatUnary,
        K::CmpI => Format::CmpI,
        K::CmpF => Format::CmpF,
        K::Select => Format::Select,
        K::Constant => Format::Constant,
        K::IndexCast
        | K::IndexCastUI
        | K::ExtSI
        | K::ExtUI
        | K::SIToFP
        | K::UIToFP
        | K::FPToSI
        | K::FPToUI
        | K::Bitcast => Format::Cast,
        K::TruncI => Format::CastOverflow,
        K::ExtF => Format::CastFastMath,
        K::TruncF => Format::CastRounding,
        K::AddUIExtended => Format::AddExtended,
        K::MulSIExtended | K::MulUIExtended => Format::MulExtended,
        _ => return None,
    })
}

const CMPI: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const CMPF: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];
const FASTMATH: [&str; 7] = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];
const OVERFLOW: [&str; 2] = ["nsw", "nuw"];
const ROUNDING: [&str; 5] = [
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

/// Parses `kw<flag, flag>` into a normalized `#arith.kw<...>` attribute, if present.
fn parse_flags(
    p: &mut Parser<'_>,
    kw: &str,
    names: &[&str],
    sep: &str,
) -> PResult<Option<Attribute>> {
    if !p.eat_keyword(kw) {
        return Ok(None);
    }
    p.expect("<")?;
    let mut bits = 0u32;
    p.comma_list_until(">", |p| {
        let pos = p.here();
        let Some(id) = p.ident() else {
            return p.err("expected flag");
        };
        match id {
            "none" => {}
            "fast" if kw == "fastmath" => bits |= (1 << names.len()) - 1,
            _ => match names.iter().position(|n| *n == id) {
                Some(i) => bits |= 1 << i,
                None => return p.err_at(pos, format!("expected one of {names:?} for {kw} flags")),
            },
        }
        Ok(())
    })?;
    Ok(Some(Attribute::Opaque(format!(
        "#arith.{kw}<{}>",
        flags_text(bits, names, kw, sep)
    ))))
}

fn flags_text(bits: u32, names: &[&str], kw: &str, sep: &str) -> String {
    if bits == 0 {
        return "none".into();
    }
    if kw == "fastmath" && bits == (1 << names.len()) - 1 {
        return "fast".into();
    }
    names
        .iter()
        .enumerate()
        .filter(|(i, _)| bits & (1 << i) != 0)
        .map(|(_, n)| *n)
        .collect::<Vec<_>>()
        .join(sep)
}

/// Parses optional `fastmath<...>` into props.
pub fn parse_fastmath(p: &mut Parser<'_>, props: &mut Vec<NamedAttr>) -> PResult<()> {
    if let Some(a) = parse_flags(p, "fastmath", &FASTMATH, ",")? {
        props.push(NamedAttr::new("fastmath", a));
    }
    Ok(())
}

fn parse_overflow(p: &mut Parser<'_>, props: &mut Vec<NamedAttr>) -> PResult<()> {
    if let Some(a) = parse_flags(p, "overflow", &OVERFLOW, ", ")? {
        props.push(NamedAttr::new("overflowFlags", a));
    }
    Ok(())
}

/// Prints ` kw<...>` from a `#arith.kw<...>` property unless it is `none`.
pub fn print_flag(pr: &mut Printer<'_>, op: OpId, prop: &str, kw: &str) {
    if let Some(Some(body)) = pr.m.attr(op, prop).map(|a| flags_of(a, kw)) {
        if body != "none" {
            let s = format!(" {kw}<{body}>");
            pr.w(&s);
        }
    }
}

/// The normalized flag list of a `#arith.fastmath<...>` / `#arith.overflow<...>` attribute
/// (as written in generic form, possibly with odd spacing), or None if it is not one or names
/// an unknown flag.
pub fn flags_of(a: &Attribute, kw: &str) -> Option<String> {
    let Attribute::Opaque(s) = a else { return None };
    let body = s
        .strip_prefix(&format!("#arith.{kw}<"))?
        .strip_suffix('>')?;
    let (names, sep): (&[&str], &str) = if kw == "fastmath" {
        (&FASTMATH, ",")
    } else {
        (&OVERFLOW, ", ")
    };
    let mut bits = 0u32;
    for f in body.split(',').map(str::trim) {
        match f {
            "none" => {}
            "fast" if kw == "fastmath" => bits |= (1 << names.len()) - 1,
            _ => bits |= 1 << names.iter().position(|n| *n == f)?,
        }
    }
    Some(flags_text(bits, names, kw, sep))
}

/// The `i1` (or `i1` vector) type matching the shape of `t`.
pub fn bool_like(m: &mut Module, t: TypeId) -> TypeId {
    let i1 = m.intern_type(TypeData::Integer {
        width: 1,
        signedness: crate::ir::Signedness::Signless,
    });
    match m.ty(t).clone() {
        TypeData::Vector {
            shape, scalable, ..
        } => m.intern_type(TypeData::Vector {
            shape,
            scalable,
            elem: i1,
        }),
        TypeData::Tensor {
            shape, encoding, ..
        } => m.intern_type(TypeData::Tensor {
            shape,
            elem: i1,
            encoding,
        }),
        _ => i1,
    }
}

/// Parses an op of a given format (shared with `math`).
pub fn parse_format<'a>(p: &mut Parser<'a>, f: Format, mut spec: OpSpec) -> PResult<OpSpec> {
    use Format::*;
    let s = &mut spec;
    match f {
        IntBinaryOverflow | IntBinary | FloatBinary | FloatUnary | IntUnary | FloatTernary
        | FloatPredicate => parse_elementwise(p, s, f),
        FPowI => parse_fpowi(p, s),
        Cast | CastOverflow | CastFastMath | CastRounding => parse_cast(p, s, f),
        CmpI | CmpF => parse_cmp(p, s, f),
        Select => parse_select(p, s),
        Constant => parse_constant(p, s),
        AddExtended | MulExtended => parse_extended(p, s, f),
    }?;
    Ok(spec)
}

/// `%a[, %b[, %c]] [overflow<..> | fastmath<..>] {attrs} : t`
fn parse_elementwise(p: &mut Parser<'_>, spec: &mut OpSpec, f: Format) -> PResult<()> {
    use Format::*;
    let list_pos = p.here();
    let n = match f {
        FloatUnary | IntUnary | FloatPredicate => 1,
        FloatTernary => 3,
        _ => 2,
    };
    let refs = syntax::operands(p, n)?;
    match f {
        IntBinaryOverflow => parse_overflow(p, &mut spec.props)?,
        IntBinary | IntUnary => {}
        _ => parse_fastmath(p, &mut spec.props)?,
    }
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    spec.operands = p.resolve_all(&refs, &vec![t; n], list_pos)?;
    spec.result_types = vec![if f == FloatPredicate {
        bool_like(&mut p.m, t)
    } else {
        t
    }];
    Ok(())
}

/// `%a, %b [fastmath<..>] {attrs} : t1, t2`
fn parse_fpowi(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let list_pos = p.here();
    let refs = syntax::operands(p, 2)?;
    parse_fastmath(p, &mut spec.props)?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let a = p.parse_type()?;
    p.expect(",")?;
    let b = p.parse_type()?;
    spec.operands = p.resolve_all(&refs, &[a, b], list_pos)?;
    spec.result_types = vec![a];
    Ok(())
}

/// Parses an optional rounding mode keyword into the `roundingmode` property.
fn parse_rounding_mode(p: &mut Parser<'_>, spec: &mut OpSpec) {
    let save = p.here();
    let Some(id) = p.ident() else { return };
    match ROUNDING.iter().position(|n| *n == id) {
        Some(i) => {
            let mode = syntax::int_attr(&mut p.m, 32, i as i128);
            spec.props.push(NamedAttr::new("roundingmode", mode));
        }
        // Not a rounding mode: `fastmath` or an attribute dictionary.
        None => p.set_pos(save),
    }
}

/// `%a [roundingmode] [overflow<..> | fastmath<..>] {attrs} : t1 to t2`
fn parse_cast(p: &mut Parser<'_>, spec: &mut OpSpec, f: Format) -> PResult<()> {
    let r = p.operand_ref()?;
    if f == Format::CastRounding {
        parse_rounding_mode(p, spec);
    }
    match f {
        Format::CastOverflow => parse_overflow(p, &mut spec.props)?,
        Format::CastFastMath | Format::CastRounding => parse_fastmath(p, &mut spec.props)?,
        _ => {}
    }
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let a = p.parse_type()?;
    p.expect_keyword("to")?;
    let b = p.parse_type()?;
    spec.operands = vec![p.resolve(r, a)?];
    spec.result_types = vec![b];
    Ok(())
}

/// `pred, %a, %b [fastmath<..>] {attrs} : t`
fn parse_cmp(p: &mut Parser<'_>, spec: &mut OpSpec, f: Format) -> PResult<()> {
    let list_pos = p.here();
    let names: &[&str] = if f == Format::CmpI { &CMPI } else { &CMPF };
    let pred = match p.ident().and_then(|id| names.iter().position(|n| *n == id)) {
        Some(i) => i,
        None => {
            return p.err_at(
                list_pos,
                format!(
                    "expected string or keyword containing one of the following enum values for attribute 'predicate' [{}]",
                    names.join(", ")
                ),
            )
        }
    };
    p.expect(",")?;
    let refs = syntax::operands(p, 2)?;
    if f == Format::CmpF {
        parse_fastmath(p, &mut spec.props)?;
    }
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    spec.operands = p.resolve_all(&refs, &[t, t], list_pos)?;
    let pred = syntax::int_attr(&mut p.m, 64, pred as i128);
    spec.props.push(NamedAttr::new("predicate", pred));
    spec.result_types = vec![bool_like(&mut p.m, t)];
    Ok(())
}

/// `%c, %a, %b {attrs} : t` or `: tc, t`
fn parse_select(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let list_pos = p.here();
    let refs = syntax::operands(p, 3)?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t1 = p.parse_type()?;
    let (ct, t) = if p.eat(",") {
        (t1, p.parse_type()?)
    } else {
        (syntax::int_type(&mut p.m, 1), t1)
    };
    spec.operands = p.resolve_all(&refs, &[ct, t, t], list_pos)?;
    spec.result_types = vec![t];
    Ok(())
}

/// `{attrs} value`
fn parse_constant(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    spec.attrs = p.opt_attr_dict()?;
    let pos = p.here();
    let v = p.parse_attr()?;
    let ty = match &v {
        Attribute::Integer { ty, .. } | Attribute::Float { ty, .. } => *ty,
        Attribute::Dense { ty, .. } => *ty,
        _ => return p.err_at(pos, "expected a typed attribute for 'value'"),
    };
    spec.props.push(NamedAttr::new("value", v));
    spec.result_types = vec![ty];
    Ok(())
}

/// `%a, %b {attrs} : t, tc` (`addui_extended`) or `: t` (the `mul*_extended` ops).
fn parse_extended(p: &mut Parser<'_>, spec: &mut OpSpec, f: Format) -> PResult<()> {
    let list_pos = p.here();
    let refs = syntax::operands(p, 2)?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    let second = if f == Format::AddExtended {
        p.expect(",")?;
        p.parse_type()?
    } else {
        t
    };
    spec.operands = p.resolve_all(&refs, &[t, t], list_pos)?;
    spec.result_types = vec![t, second];
    Ok(())
}

/// Parses an arith op.
pub fn parse<'a>(p: &mut Parser<'a>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    let spec = p.spec(kind, pos);
    match format(kind) {
        Some(f) => parse_format(p, f, spec),
        None => p.err_at(pos, format!("custom op '{}' is unknown", kind.name())),
    }
}

/// Prints an op of a given format (shared with `math`).
pub fn print_format(pr: &mut Printer<'_>, op: OpId, f: Format) {
    use Format::*;
    let d = pr.m.op(op);
    let operands = &d.operands;
    let result_ty = d.results.first().map(|&r| pr.m.value_type(r));
    pr.op_name(op);
    match f {
        IntBinaryOverflow | IntBinary | FloatBinary | FloatUnary | IntUnary | FloatTernary
        | FloatPredicate => {
            pr.w(" ");
            pr.values(operands);
            match f {
                IntBinaryOverflow => print_flag(pr, op, "overflowFlags", "overflow"),
                IntBinary | IntUnary => {}
                _ => print_flag(pr, op, "fastmath", "fastmath"),
            }
            pr.attr_dict(op, &["fastmath", "overflowFlags"]);
            pr.w(" : ");
            pr.ty(pr.m.value_type(operands[0]));
        }
        FPowI => {
            pr.w(" ");
            pr.values(operands);
            print_flag(pr, op, "fastmath", "fastmath");
            pr.attr_dict(op, &["fastmath"]);
            pr.w(" : ");
            pr.value_types(operands);
        }
        Cast | CastOverflow | CastFastMath | CastRounding => {
            pr.w(" ");
            pr.value(operands[0]);
            if f == CastRounding {
                if let Some(Attribute::Integer { value, .. }) = pr.m.attr(op, "roundingmode") {
                    if let Some(n) = ROUNDING.get(*value as usize) {
                        pr.w(" ");
                        pr.w(n);
                    }
                }
            }
            match f {
                CastOverflow => print_flag(pr, op, "overflowFlags", "overflow"),
                CastFastMath | CastRounding => print_flag(pr, op, "fastmath", "fastmath"),
                _ => {}
            }
            pr.attr_dict(op, &["fastmath", "overflowFlags", "roundingmode"]);
            pr.w(" : ");
            pr.ty(pr.m.value_type(operands[0]));
            pr.w(" to ");
            pr.ty(result_ty.unwrap());
        }
        CmpI | CmpF => {
            let names: &[&str] = if f == CmpI { &CMPI } else { &CMPF };
            let pred = match pr.m.attr(op, "predicate") {
                Some(Attribute::Integer { value, .. }) => names.get(*value as usize).copied(),
                _ => None,
            };
            pr.w(" ");
            pr.w(pred.unwrap_or("<<invalid predicate>>"));
            pr.w(", ");
            pr.values(operands);
            if f == CmpF {
                print_flag(pr, op, "fastmath", "fastmath");
            }
            pr.attr_dict(op, &["fastmath", "predicate"]);
            pr.w(" : ");
            pr.ty(pr.m.value_type(operands[0]));
        }
        Select => {
            pr.w(" ");
            pr.values(operands);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            let ct = pr.m.value_type(operands[0]);
            if !matches!(pr.m.ty(ct), TypeData::Integer { width: 1, .. }) {
                pr.ty(ct);
                pr.w(", ");
            }
            pr.ty(result_ty.unwrap());
        }
        Constant => {
            pr.attr_dict(op, &["value"]);
            if let Some(v) = pr.m.attr(op, "value").cloned() {
                pr.w(" ");
                pr.attr(&v);
            }
        }
        AddExtended => {
            pr.w(" ");
            pr.values(operands);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            let rs = pr.m.op(op).results.clone();
            pr.value_types(&rs);
        }
        MulExtended => {
            pr.w(" ");
            pr.values(operands);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(pr.m.value_type(operands[0]));
        }
    }
}

/// Prints an arith op.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    match format(pr.m.op(op).kind) {
        Some(f) => {
            print_format(pr, op, f);
            true
        }
        None => false,
    }
}

// ---- verification -------------------------------------------------------------------------

/// Checks an arith or math op's own rules (after the structural checks of
/// [`super::verify_op`]): predicates, then the type rules of its [`Format`].
pub fn verify(m: &Module, op: OpId) -> VResult {
    let kind = m.op(op).kind;
    match kind {
        OpKind::CmpI => check_enum(m, op, "predicate", CMPI.len())?,
        OpKind::CmpF => check_enum(m, op, "predicate", CMPF.len())?,
        _ => {}
    }
    let Some(f) = format(kind).or_else(|| super::math::format(kind)) else {
        return Ok(());
    };
    use Format::*;
    match f {
        IntBinaryOverflow | IntBinary | FloatBinary | FloatUnary | IntUnary | FloatTernary => {
            verify_elementwise(m, op, f)
        }
        CmpI | CmpF => {
            verify_bool_like(m, op, "result #0", m.op(op).results.first())?;
            verify_compare_shape(m, op)
        }
        Select => {
            verify_bool_like(m, op, "operand #0", m.op(op).operands.first())?;
            verify_select_shapes(m, op)
        }
        Constant => verify_constant(m, op),
        Cast | CastOverflow | CastFastMath | CastRounding => verify_cast(m, op),
        _ => Ok(()),
    }
}

/// Elementwise ops: one type for all operands and results, of the format's kind.
fn verify_elementwise(m: &Module, op: OpId, f: Format) -> VResult {
    let d = m.op(op);
    let tys: Vec<TypeId> = d.operands.iter().map(|&v| m.value_type(v)).collect();
    let same = d
        .results
        .iter()
        .map(|&v| m.value_type(v))
        .chain(tys.iter().copied());
    if same.clone().any(|t| t != tys[0]) {
        return Err(op_error(
            m,
            op,
            "requires the same type for all operands and results",
        ));
    }
    let int = matches!(
        f,
        Format::IntBinaryOverflow | Format::IntBinary | Format::IntUnary
    );
    for (i, &t) in tys.iter().enumerate() {
        let (ok, what) = if int {
            (is_signless_int_like(m, t), "signless-integer-like")
        } else {
            (is_float_like(m, t), "floating-point-like")
        };
        if !ok {
            return Err(op_error(
                m,
                op,
                format!("operand #{i} must be {what}, but got '{}'", ts(m, t)),
            ));
        }
    }
    Ok(())
}

/// The value `what` (a comparison's result, a select's condition) is bool-like.
fn verify_bool_like(m: &Module, op: OpId, what: &str, v: Option<&crate::ir::ValueId>) -> VResult {
    match v.map(|&v| m.value_type(v)) {
        Some(t) if !is_bool_like(m, t) => Err(op_error(
            m,
            op,
            format!("{what} must be bool-like, but got '{}'", ts(m, t)),
        )),
        _ => Ok(()),
    }
}

/// The shape of a vector or tensor type (None for scalars).
fn shape_of(m: &Module, t: TypeId) -> Option<&[i64]> {
    match m.ty(t) {
        TypeData::Vector { shape, .. } | TypeData::Tensor { shape, .. } => Some(shape),
        _ => None,
    }
}

/// True if `a` and `b` are both scalars or shaped alike (same kind and shape).
fn same_shape(m: &Module, a: TypeId, b: TypeId) -> bool {
    let kind = |t: TypeId| std::mem::discriminant(m.ty(t));
    match (shape_of(m, a), shape_of(m, b)) {
        (None, None) => true,
        (Some(x), Some(y)) => x == y && kind(a) == kind(b),
        _ => false,
    }
}

/// Comparisons: the `i1` result has the operands' shape.
fn verify_compare_shape(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    let (a, r) = (m.value_type(d.operands[0]), m.value_type(d.results[0]));
    if !same_shape(m, a, r) {
        return Err(op_error(
            m,
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    Ok(())
}

/// `arith.select`: both values and the result have one type; a shaped condition has the
/// result's shape.
fn verify_select_shapes(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    let tys: Vec<TypeId> = d.operands[1..]
        .iter()
        .chain(&d.results)
        .map(|&v| m.value_type(v))
        .collect();
    if tys.iter().any(|&t| t != tys[0]) {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {true_value, false_value, result} have same type",
        ));
    }
    let c = m.value_type(d.operands[0]);
    if shape_of(m, c).is_some() && !same_shape(m, c, tys[0]) {
        return Err(op_error(
            m,
            op,
            "failed to verify that condition is signless i1 or has matching shape",
        ));
    }
    Ok(())
}

/// `arith.constant`: the value attribute has the result type.
fn verify_constant(m: &Module, op: OpId) -> VResult {
    let vt = match m.attr(op, "value") {
        Some(Attribute::Integer { ty, .. })
        | Some(Attribute::Float { ty, .. })
        | Some(Attribute::Dense { ty, .. }) => Some(*ty),
        _ => None,
    };
    if vt != m.op(op).results.first().map(|&r| m.value_type(r)) {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {value, result} have same type",
        ));
    }
    Ok(())
}

/// Casts: the operand and result types are ones the cast converts between.
fn verify_cast(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    let (a, b) = (m.value_type(d.operands[0]), m.value_type(d.results[0]));
    if !same_shape(m, a, b) {
        return Err(op_error(
            m,
            op,
            "requires the same shape for all operands and results",
        ));
    }
    let ints = || is_signless_int_like(m, a) && is_signless_int_like(m, b);
    let int_or_float = |t: TypeId| {
        matches!(
            scalar_of(m, t),
            TypeData::Integer { .. } | TypeData::Float(_)
        )
    };
    let floats = || is_float_like(m, a) && is_float_like(m, b);
    let ok = match d.kind {
        OpKind::ExtSI | OpKind::ExtUI => ints() && width(m, a) < width(m, b),
        OpKind::TruncI => ints() && width(m, a) > width(m, b),
        OpKind::ExtF => floats() && width(m, a) < width(m, b),
        OpKind::TruncF => floats() && width(m, a) > width(m, b),
        OpKind::IndexCast | OpKind::IndexCastUI => {
            let ia = matches!(scalar_of(m, a), TypeData::Index);
            let ib = matches!(scalar_of(m, b), TypeData::Index);
            ia != ib && ints()
        }
        OpKind::Bitcast => int_or_float(a) && int_or_float(b) && width(m, a) == width(m, b),
        _ => true,
    };
    if !ok {
        return Err(op_error(
            m,
            op,
            format!(
                "operand type '{}' and result type '{}' are cast incompatible",
                ts(m, a),
                ts(m, b)
            ),
        ));
    }
    Ok(())
}

fn scalar_of(m: &Module, t: TypeId) -> &TypeData {
    match m.ty(t) {
        TypeData::Vector { elem, .. } | TypeData::Tensor { elem, .. } => m.ty(*elem),
        other => other,
    }
}

fn is_signless_int_like(m: &Module, t: TypeId) -> bool {
    matches!(
        scalar_of(m, t),
        TypeData::Integer {
            signedness: crate::ir::Signedness::Signless,
            ..
        } | TypeData::Index
    )
}

fn is_float_like(m: &Module, t: TypeId) -> bool {
    matches!(scalar_of(m, t), TypeData::Float(_))
}

fn is_bool_like(m: &Module, t: TypeId) -> bool {
    matches!(scalar_of(m, t), TypeData::Integer { width: 1, .. })
}

fn width(m: &Module, t: TypeId) -> Option<u32> {
    match scalar_of(m, t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// Result-name hints: `%c0`, `%c1_i32`, `%true`, `%cst`, `%sum`/`%overflow`, `%low`/`%high`.
pub fn result_names(m: &Module, op: OpId, out: &mut Vec<(u32, String)>) {
    match m.op(op).kind {
        OpKind::Constant => {
            let Some(v) = m.attr(op, "value") else { return };
            match v {
                Attribute::Integer { value, ty } => match m.ty(*ty) {
                    TypeData::Integer {
                        width: 1,
                        signedness: crate::ir::Signedness::Signless,
                    } => out.push((0, if *value != 0 { "true" } else { "false" }.into())),
                    TypeData::Index => out.push((0, format!("c{value}"))),
                    _ => out.push((
                        0,
                        format!("c{}_{}", value, crate::print::type_to_string(m, *ty)),
                    )),
                },
                _ => out.push((0, "cst".into())),
            }
        }
        OpKind::AddUIExtended => {
            out.push((0, "sum".into()));
            out.push((1, "overflow".into()));
        }
        OpKind::MulSIExtended | OpKind::MulUIExtended => {
            out.push((0, "low".into()));
            out.push((1, "high".into()));
        }
        _ => {}
    }
}

/// The `BufferDeallocationOpInterface` model of `arith.select`: nothing to insert at the op;
/// the ownership of its result is the `select` of its operands' ownerships.
pub struct SelectDeallocation;

impl super::interfaces::BufferDeallocationModel for SelectDeallocation {
    fn process(
        &self,
        _pass: &mut crate::transforms::ownership::Dealloc<'_>,
        op: OpId,
    ) -> Result<OpId, crate::diag::Diagnostic> {
        Ok(op)
    }

    /// The selected memref, owned if the selected operand is:
    ///
    /// ```mlir
    /// %r = arith.select %c, %a, %b : memref<2xf32>
    /// ```
    /// gives `%r` the indicator
    /// ```mlir
    /// %o = arith.select %c, %own_a, %own_b : i1
    /// ```
    /// when both operands have a unique ownership, and the state's default otherwise.
    fn materialize_unique_ownership(
        &self,
        pass: &mut crate::transforms::ownership::Dealloc<'_>,
        op: OpId,
        ip: crate::ir::InsertPoint,
        memref: crate::ir::ValueId,
        b: crate::ir::BlockId,
    ) -> (crate::ir::ValueId, crate::ir::ValueId) {
        if pass.m.defining_op(memref) == Some(op) {
            let ops = pass.m.op(op).operands.clone();
            let (ot, of) = (
                pass.state.ownership(ops[1], b),
                pass.state.ownership(ops[2], b),
            );
            if let (Some(a), Some(c)) = (ot.indicator(), of.indicator()) {
                let loc = pass.m.op(op).loc.clone();
                let s = crate::transforms::ownership::build::select(pass.m, ip, ops[0], a, c, &loc);
                return (memref, s);
            }
        }
        pass.memref_with_unique_ownership(ip, memref, b)
    }
}
