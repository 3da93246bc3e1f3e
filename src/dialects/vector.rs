//! The `vector` dialect: MLIR's n-D vector ops (construction, extraction, shuffles, reductions,
//! contractions, masks and memory transfers). Their facts (effects, arity, required attributes,
//! default properties) are declared in the registry; this file holds their custom syntax,
//! verification and result-name hints, and the accessors the interpreter, code generation and
//! lowerings read the ops' enum attributes through ([`combining_kind`], [`punctuation`],
//! [`iterator_types`], [`in_bounds`], [`permutation_map`]).
//!
//! Enum attributes are stored as MLIR prints them in generic form (`#vector.kind<add>`,
//! `#vector.punctuation<comma>`, `#vector.iterator_type<parallel>`); dynamic positions of
//! `extract`/`insert` are [`DYNAMIC`] entries of `static_position`, as in MLIR.

use super::syntax::{self, dense_i64, index_type, int_type};
use super::verify::{ts, VResult};
use super::OpKind;
use crate::ir::{
    AffineExpr, AffineMap, Attribute, Module, NamedAttr, OpId, OpSpec, TypeData, TypeId, ValueId,
    DYNAMIC,
};
use crate::parse::{OperandRef, PResult, Parser};
use crate::print::Printer;

// ---- enum attributes ----------------------------------------------------------------------

/// The combining kind of reductions, contractions and outer products (`#vector.kind<add>`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CombiningKind {
    /// `add`
    Add,
    /// `mul`
    Mul,
    /// `minui`
    MinUI,
    /// `minsi`
    MinSI,
    /// `minnumf`
    MinNumF,
    /// `maxui`
    MaxUI,
    /// `maxsi`
    MaxSI,
    /// `maxnumf`
    MaxNumF,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `maximumf`
    MaximumF,
    /// `minimumf`
    MinimumF,
}

impl CombiningKind {
    /// Every kind, in MLIR's enum order.
    pub const ALL: [CombiningKind; 13] = [
        CombiningKind::Add,
        CombiningKind::Mul,
        CombiningKind::MinUI,
        CombiningKind::MinSI,
        CombiningKind::MinNumF,
        CombiningKind::MaxUI,
        CombiningKind::MaxSI,
        CombiningKind::MaxNumF,
        CombiningKind::And,
        CombiningKind::Or,
        CombiningKind::Xor,
        CombiningKind::MaximumF,
        CombiningKind::MinimumF,
    ];

    /// The keyword (`add`).
    pub fn name(self) -> &'static str {
        use CombiningKind as C;
        match self {
            C::Add => "add",
            C::Mul => "mul",
            C::MinUI => "minui",
            C::MinSI => "minsi",
            C::MinNumF => "minnumf",
            C::MaxUI => "maxui",
            C::MaxSI => "maxsi",
            C::MaxNumF => "maxnumf",
            C::And => "and",
            C::Or => "or",
            C::Xor => "xor",
            C::MaximumF => "maximumf",
            C::MinimumF => "minimumf",
        }
    }

    /// The kind of a keyword.
    pub fn from_name(s: &str) -> Option<CombiningKind> {
        CombiningKind::ALL.into_iter().find(|k| k.name() == s)
    }

    /// True for the kinds defined on integers only (`and`, `or`, `xor`, min/max signed and
    /// unsigned).
    pub fn is_integer_only(self) -> bool {
        use CombiningKind as C;
        matches!(
            self,
            C::MinUI | C::MinSI | C::MaxUI | C::MaxSI | C::And | C::Or | C::Xor
        )
    }

    /// True for the kinds defined on floats only (`minnumf`, `maxnumf`, `minimumf`,
    /// `maximumf`).
    pub fn is_float_only(self) -> bool {
        use CombiningKind as C;
        matches!(self, C::MinNumF | C::MaxNumF | C::MaximumF | C::MinimumF)
    }

    /// The attribute `#vector.kind<name>`.
    pub fn attr(self) -> Attribute {
        Attribute::Opaque(format!("#vector.kind<{}>", self.name()))
    }
}

/// What `vector.print` prints after its value (`#vector.punctuation<newline>`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Punctuation {
    /// `no_punctuation`
    NoPunctuation,
    /// `newline` (the default)
    NewLine,
    /// `comma`
    Comma,
    /// `open`
    Open,
    /// `close`
    Close,
}

impl Punctuation {
    const ALL: [Punctuation; 5] = [
        Punctuation::NoPunctuation,
        Punctuation::NewLine,
        Punctuation::Comma,
        Punctuation::Open,
        Punctuation::Close,
    ];

    /// The keyword (`newline`).
    pub fn name(self) -> &'static str {
        match self {
            Punctuation::NoPunctuation => "no_punctuation",
            Punctuation::NewLine => "newline",
            Punctuation::Comma => "comma",
            Punctuation::Open => "open",
            Punctuation::Close => "close",
        }
    }

    fn from_name(s: &str) -> Option<Punctuation> {
        Punctuation::ALL.into_iter().find(|k| k.name() == s)
    }
}

/// An iterator type of `vector.contract` (`#vector.iterator_type<parallel>`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IteratorType {
    /// `parallel`
    Parallel,
    /// `reduction`
    Reduction,
}

impl IteratorType {
    /// The keyword.
    pub fn name(self) -> &'static str {
        match self {
            IteratorType::Parallel => "parallel",
            IteratorType::Reduction => "reduction",
        }
    }

    fn from_name(s: &str) -> Option<IteratorType> {
        match s {
            "parallel" => Some(IteratorType::Parallel),
            "reduction" => Some(IteratorType::Reduction),
            _ => None,
        }
    }

    /// The attribute `#vector.iterator_type<name>`.
    pub fn attr(self) -> Attribute {
        Attribute::Opaque(format!("#vector.iterator_type<{}>", self.name()))
    }
}

/// The case of an enum attribute `#vector.<mnemonic><case>` (spacing as written).
fn enum_case<'a>(a: &'a Attribute, mnemonic: &str) -> Option<&'a str> {
    let Attribute::Opaque(text) = a else {
        return None;
    };
    let body = text.strip_prefix("#vector.")?.strip_prefix(mnemonic)?;
    let body = body.trim_start().strip_prefix('<')?.strip_suffix('>')?;
    Some(body.trim())
}

/// The `kind` of a reduction, contraction or outer product (the default `add` when absent).
pub fn combining_kind(m: &Module, op: OpId) -> Option<CombiningKind> {
    match m.attr(op, "kind") {
        None => Some(CombiningKind::Add),
        Some(a) => enum_case(a, "kind").and_then(CombiningKind::from_name),
    }
}

/// The `punctuation` of a `vector.print` (`newline` when absent).
pub fn punctuation(m: &Module, op: OpId) -> Option<Punctuation> {
    match m.attr(op, "punctuation") {
        None => Some(Punctuation::NewLine),
        Some(a) => enum_case(a, "punctuation").and_then(Punctuation::from_name),
    }
}

/// The `iterator_types` of a `vector.contract` (None if one is not an iterator type).
pub fn iterator_types(m: &Module, op: OpId) -> Option<Vec<IteratorType>> {
    let Some(Attribute::Array(items)) = m.attr(op, "iterator_types") else {
        return None;
    };
    items
        .iter()
        .map(|a| enum_case(a, "iterator_type").and_then(IteratorType::from_name))
        .collect()
}

/// The `in_bounds` flags of a transfer op (empty if absent or malformed).
pub fn in_bounds(m: &Module, op: OpId) -> Vec<bool> {
    match m.attr(op, "in_bounds") {
        Some(Attribute::Array(items)) => items
            .iter()
            .map(|a| matches!(a, Attribute::Integer { value: 1, .. }))
            .collect(),
        _ => vec![],
    }
}

/// The `permutation_map` of a transfer op.
pub fn permutation_map(m: &Module, op: OpId) -> Option<&AffineMap> {
    match m.attr(op, "permutation_map") {
        Some(Attribute::AffineMap(map)) => Some(map),
        _ => None,
    }
}

/// The `indexing_maps` of a `vector.contract`.
pub fn indexing_maps(m: &Module, op: OpId) -> Option<Vec<&AffineMap>> {
    let Some(Attribute::Array(items)) = m.attr(op, "indexing_maps") else {
        return None;
    };
    items
        .iter()
        .map(|a| match a {
            Attribute::AffineMap(map) => Some(map),
            _ => None,
        })
        .collect()
}

/// The operand segments of a transfer op: (indices, mask) — its index operands and its mask.
pub fn transfer_parts(m: &Module, op: OpId) -> (Vec<ValueId>, Option<ValueId>) {
    let d = m.op(op);
    let (first_index, total_fixed) = match d.kind {
        OpKind::VectorTransferRead => (1, 2),
        _ => (2, 2),
    };
    let seg = super::operand_segments(m, op);
    let has_mask = seg.get(3).copied().unwrap_or(0) == 1;
    let n_idx = seg
        .get(if d.kind == OpKind::VectorTransferRead {
            1
        } else {
            2
        })
        .copied()
        .unwrap_or(d.operands.len().saturating_sub(total_fixed));
    let idx = d
        .operands
        .iter()
        .skip(first_index)
        .take(n_idx)
        .copied()
        .collect();
    let mask = has_mask.then(|| *d.operands.last().unwrap());
    (idx, mask)
}

// ---- types --------------------------------------------------------------------------------

/// The (fixed-size) vector type of `shape` and `elem`.
pub fn vector_type(m: &mut Module, shape: Vec<i64>, elem: TypeId) -> TypeId {
    let scalable = vec![false; shape.len()];
    m.intern_type(TypeData::Vector {
        shape,
        scalable,
        elem,
    })
}

/// The shape and element type of a vector type.
pub fn vector_parts(m: &Module, t: TypeId) -> Option<(&[i64], TypeId)> {
    match m.ty(t) {
        TypeData::Vector { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

/// The element type of a vector type, or the type itself.
fn elem_or_self(m: &Module, t: TypeId) -> TypeId {
    vector_parts(m, t).map(|(_, e)| e).unwrap_or(t)
}

/// The rank of a vector type (0 for scalars).
fn rank(m: &Module, t: TypeId) -> usize {
    vector_parts(m, t).map(|(s, _)| s.len()).unwrap_or(0)
}

fn i1_type(m: &mut Module) -> TypeId {
    int_type(m, 1)
}

// ---- parsing ------------------------------------------------------------------------------

/// The inherent attributes of each op, moved from the attribute dictionary into properties.
fn inherent(kind: OpKind) -> &'static [&'static str] {
    use OpKind as K;
    match kind {
        K::VectorPrint => &["punctuation", "stringLiteral"],
        K::VectorExtract | K::VectorInsert => &["static_position"],
        K::VectorExtractStridedSlice => &["offsets", "sizes", "strides"],
        K::VectorInsertStridedSlice => &["offsets", "strides"],
        K::VectorShuffle => &["mask"],
        K::VectorTranspose => &["permutation"],
        K::VectorReduction => &["kind", "fastmath"],
        K::VectorMultiReduction => &["kind", "reduction_dims"],
        K::VectorContract => &["indexing_maps", "iterator_types", "kind"],
        K::VectorOuterProduct => &["kind"],
        K::VectorConstantMask => &["mask_dim_sizes"],
        K::VectorLoad | K::VectorStore => &["alignment", "nontemporal"],
        K::VectorMaskedLoad
        | K::VectorMaskedStore
        | K::VectorGather
        | K::VectorScatter
        | K::VectorExpandLoad
        | K::VectorCompressStore => &["alignment"],
        K::VectorTransferRead | K::VectorTransferWrite => {
            &["in_bounds", "operandSegmentSizes", "permutation_map"]
        }
        _ => &[],
    }
}

/// Parses the custom syntax of a vector op (after its name).
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    use OpKind as K;
    let mut spec = p.spec(kind, pos);
    let s = &mut spec;
    match kind {
        K::VectorPrint => parse_print(p, s),
        K::VectorBroadcast | K::VectorShapeCast | K::VectorBitcast | K::VectorTypeCast => {
            let src = p.operand_ref()?;
            syntax::finish_conversion(p, s, src, "to")
        }
        K::VectorExtractStridedSlice => {
            let src = p.operand_ref()?;
            syntax::finish_conversion(p, s, src, "to")
        }
        K::VectorFromElements => parse_from_elements(p, s),
        K::VectorToElements => parse_to_elements(p, s),
        K::VectorStep => syntax::parse_attrs_result_type(p, s),
        K::VectorVScale => {
            s.attrs = p.opt_attr_dict()?;
            s.result_types = vec![index_type(&mut p.m)];
            Ok(())
        }
        K::VectorExtract => parse_extract(p, s),
        K::VectorInsert => parse_insert(p, s),
        K::VectorInsertStridedSlice => parse_into(p, s),
        K::VectorShuffle => parse_shuffle(p, s),
        K::VectorInterleave => parse_interleave(p, s),
        K::VectorDeinterleave => parse_deinterleave(p, s),
        K::VectorTranspose => parse_transpose(p, s),
        K::VectorFma => parse_fma(p, s),
        K::VectorReduction => parse_reduction(p, s),
        K::VectorMultiReduction => parse_multi_reduction(p, s),
        K::VectorContract => parse_contract(p, s),
        K::VectorOuterProduct => parse_outerproduct(p, s),
        K::VectorCreateMask => parse_create_mask(p, s),
        K::VectorConstantMask => parse_constant_mask(p, s),
        K::VectorMask => parse_mask(p, s, pos),
        K::VectorYield => parse_yield(p, s),
        K::VectorLoad => parse_load(p, s),
        K::VectorStore => parse_store(p, s),
        K::VectorMaskedLoad | K::VectorExpandLoad => parse_masked_load(p, s),
        K::VectorMaskedStore | K::VectorCompressStore => parse_masked_store(p, s),
        K::VectorGather | K::VectorScatter => parse_gather_scatter(p, s),
        K::VectorTransferRead => parse_transfer_read(p, s),
        K::VectorTransferWrite => parse_transfer_write(p, s),
        _ => return p.err_at(pos, format!("custom op '{}' is unknown", kind.name())),
    }?;
    syntax::move_to_props(s, inherent(kind));
    spec.props.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(spec)
}

/// Parses `<keyword>` into `#vector.<mnemonic><keyword>`, checking it with `known`.
fn parse_enum(
    p: &mut Parser<'_>,
    mnemonic: &str,
    known: impl Fn(&str) -> bool,
) -> PResult<Attribute> {
    p.expect("<")?;
    let pos = p.here();
    let Some(id) = p.ident() else {
        return p.err("expected keyword");
    };
    if !known(id) {
        let what = match mnemonic {
            "kind" => "::mlir::vector::CombiningKind",
            _ => "::mlir::vector::PrintPunctuation",
        };
        return p.err_at(
            pos,
            format!("expected {what} to be one of: {}", enum_cases(mnemonic)),
        );
    }
    p.expect(">")?;
    Ok(Attribute::Opaque(format!("#vector.{mnemonic}<{id}>")))
}

fn enum_cases(mnemonic: &str) -> String {
    if mnemonic == "kind" {
        CombiningKind::ALL.map(CombiningKind::name).join(", ")
    } else {
        Punctuation::ALL.map(Punctuation::name).join(", ")
    }
}

/// Parses `[%i, %j]` as index operands.
fn index_list(p: &mut Parser<'_>) -> PResult<Vec<ValueId>> {
    let it = index_type(&mut p.m);
    let (refs, _) = syntax::delimited_operand_refs(p, "[", "]")?;
    refs.iter().map(|r| p.resolve(*r, it)).collect()
}

/// Parses `[0, %i, 2]` (a dynamic index list): the dynamic operands and the static values with
/// [`DYNAMIC`] holes.
fn position_list(p: &mut Parser<'_>) -> PResult<(Vec<ValueId>, Vec<i64>)> {
    let it = index_type(&mut p.m);
    let mut dynv = Vec::new();
    let mut stat = Vec::new();
    p.expect("[")?;
    p.comma_list_until("]", |p| {
        if p.at_operand() {
            let r = p.operand_ref()?;
            dynv.push(p.resolve(r, it)?);
            stat.push(DYNAMIC);
        } else {
            stat.push(p.int_lit()? as i64);
        }
        Ok(())
    })?;
    Ok((dynv, stat))
}

/// Parses `: type` and requires a vector type.
fn colon_vector_type(p: &mut Parser<'_>) -> PResult<(TypeId, Vec<i64>, TypeId)> {
    p.expect(":")?;
    let tp = p.here();
    let t = p.parse_type()?;
    match vector_parts(&p.m, t) {
        Some((shape, elem)) => Ok((t, shape.to_vec(), elem)),
        None => p.err_at(tp, format!("expected vector type, got '{}'", ts(&p.m, t))),
    }
}

/// `[%v : type] [str "text"] [punctuation <kw>] {attrs}`
fn parse_print(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    if p.at_operand() {
        let r = p.operand_ref()?;
        p.expect(":")?;
        let t = p.parse_type()?;
        spec.operands = vec![p.resolve(r, t)?];
    }
    loop {
        if p.eat_keyword("str") {
            let s = p.string_lit()?;
            spec.props
                .push(NamedAttr::new("stringLiteral", Attribute::String(s)));
        } else if p.eat_keyword("punctuation") {
            let a = parse_enum(p, "punctuation", |s| Punctuation::from_name(s).is_some())?;
            spec.props.push(NamedAttr::new("punctuation", a));
        } else {
            break;
        }
    }
    spec.attrs = p.opt_attr_dict()?;
    Ok(())
}

/// `%a, %b {attrs} : vector<...>`
fn parse_from_elements(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::opt_operand_list(p)?;
    spec.attrs = p.opt_attr_dict()?;
    let (t, _, elem) = colon_vector_type(p)?;
    spec.operands = refs
        .iter()
        .map(|r| p.resolve(*r, elem))
        .collect::<PResult<_>>()?;
    spec.result_types = vec![t];
    Ok(())
}

/// `%v {attrs} : vector<...>`
fn parse_to_elements(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let r = p.operand_ref()?;
    spec.attrs = p.opt_attr_dict()?;
    let (t, shape, elem) = colon_vector_type(p)?;
    spec.operands = vec![p.resolve(r, t)?];
    let n: i64 = shape.iter().product();
    spec.result_types = vec![elem; n.max(0) as usize];
    Ok(())
}

/// `%v[0, %i] {attrs} : result from vector<...>`
fn parse_extract(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let src = p.operand_ref()?;
    let (dynv, stat) = position_list(p)?;
    spec.attrs = p.opt_attr_dict()?;
    let (rt, vt) = syntax::colon_type_to_type(p, "from")?;
    let pos = dense_i64(&mut p.m, stat);
    spec.props.push(NamedAttr::new("static_position", pos));
    spec.operands = std::iter::once(p.resolve(src, vt)?).chain(dynv).collect();
    spec.result_types = vec![rt];
    Ok(())
}

/// `%s, %v [0, %i] {attrs} : type into vector<...>`
fn parse_insert(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 2)?;
    let (dynv, stat) = position_list(p)?;
    spec.attrs = p.opt_attr_dict()?;
    let (st, dt) = syntax::colon_type_to_type(p, "into")?;
    let pos = dense_i64(&mut p.m, stat);
    spec.props.push(NamedAttr::new("static_position", pos));
    spec.operands = vec![p.resolve(refs[0], st)?, p.resolve(refs[1], dt)?];
    spec.operands.extend(dynv);
    spec.result_types = vec![dt];
    Ok(())
}

/// `%a, %b {attrs} : type into type` (`insert_strided_slice`)
fn parse_into(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 2)?;
    spec.attrs = p.opt_attr_dict()?;
    let (st, dt) = syntax::colon_type_to_type(p, "into")?;
    spec.operands = vec![p.resolve(refs[0], st)?, p.resolve(refs[1], dt)?];
    spec.result_types = vec![dt];
    Ok(())
}

/// `%a, %b [0, 4] {attrs} : vector<...>, vector<...>`
fn parse_shuffle(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 2)?;
    let mask: Vec<i64> = syntax::int_list(p)?.into_iter().map(|v| v as i64).collect();
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let ta = p.parse_type()?;
    p.expect(",")?;
    let tb = p.parse_type()?;
    let (shape, elem) = match vector_parts(&p.m, ta) {
        Some((s, e)) => (s.iter().skip(1).copied().collect::<Vec<_>>(), e),
        None => (vec![], ta),
    };
    let rshape: Vec<i64> = std::iter::once(mask.len() as i64).chain(shape).collect();
    let rt = vector_type(&mut p.m, rshape, elem);
    let attr = dense_i64(&mut p.m, mask);
    spec.props.push(NamedAttr::new("mask", attr));
    spec.operands = vec![p.resolve(refs[0], ta)?, p.resolve(refs[1], tb)?];
    spec.result_types = vec![rt];
    Ok(())
}

/// `: t1 -> t2`
fn colon_type_arrow_type(p: &mut Parser<'_>) -> PResult<(TypeId, TypeId)> {
    p.expect(":")?;
    let a = p.parse_type()?;
    p.expect("->")?;
    let b = p.parse_type()?;
    Ok((a, b))
}

/// `%a, %b {attrs} : vector<...> -> vector<...>`
fn parse_interleave(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 2)?;
    spec.attrs = p.opt_attr_dict()?;
    let (t, rt) = colon_type_arrow_type(p)?;
    spec.operands = vec![p.resolve(refs[0], t)?, p.resolve(refs[1], t)?];
    spec.result_types = vec![rt];
    Ok(())
}

/// `%v {attrs} : vector<...> -> vector<...>`
fn parse_deinterleave(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let r = p.operand_ref()?;
    spec.attrs = p.opt_attr_dict()?;
    let (t, rt) = colon_type_arrow_type(p)?;
    spec.operands = vec![p.resolve(r, t)?];
    spec.result_types = vec![rt, rt];
    Ok(())
}

/// `%v, [1, 0] {attrs} : vector<...> to vector<...>`
fn parse_transpose(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let r = p.operand_ref()?;
    p.expect(",")?;
    let perm: Vec<i64> = syntax::int_list(p)?.into_iter().map(|v| v as i64).collect();
    let attr = dense_i64(&mut p.m, perm);
    spec.props.push(NamedAttr::new("permutation", attr));
    syntax::finish_conversion(p, spec, r, "to")
}

/// `%a, %b, %c {attrs} : vector<...>`
fn parse_fma(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 3)?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    spec.operands = refs
        .iter()
        .map(|r| p.resolve(*r, t))
        .collect::<PResult<_>>()?;
    spec.result_types = vec![t];
    Ok(())
}

fn parse_kind(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let a = parse_enum(p, "kind", |s| CombiningKind::from_name(s).is_some())?;
    spec.props.push(NamedAttr::new("kind", a));
    Ok(())
}

/// `<add>, %v[, %acc] [fastmath<...>] {attrs} : vector<...> into type`
fn parse_reduction(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    parse_kind(p, spec)?;
    p.expect(",")?;
    let v = p.operand_ref()?;
    let acc = if p.eat(",") {
        Some(p.operand_ref()?)
    } else {
        None
    };
    super::arith::parse_fastmath(p, &mut spec.props)?;
    spec.attrs = p.opt_attr_dict()?;
    let (vt, rt) = syntax::colon_type_to_type(p, "into")?;
    spec.operands = vec![p.resolve(v, vt)?];
    if let Some(a) = acc {
        spec.operands.push(p.resolve(a, rt)?);
    }
    spec.result_types = vec![rt];
    Ok(())
}

/// `<add>, %src, %acc {attrs} [0] : vector<...> to type`
fn parse_multi_reduction(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    parse_kind(p, spec)?;
    p.expect(",")?;
    let refs = syntax::operands(p, 2)?;
    spec.attrs = p.opt_attr_dict()?;
    let dims: Vec<i64> = syntax::int_list(p)?.into_iter().map(|v| v as i64).collect();
    let attr = dense_i64(&mut p.m, dims);
    spec.props.push(NamedAttr::new("reduction_dims", attr));
    let (st, rt) = syntax::colon_type_to_type(p, "to")?;
    spec.operands = vec![p.resolve(refs[0], st)?, p.resolve(refs[1], rt)?];
    spec.result_types = vec![rt];
    Ok(())
}

/// `{indexing_maps = [...], iterator_types = ["parallel", ...][, kind = ...]} %a, %b, %acc
/// {attrs} : ta, tb into tc`
fn parse_contract(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let dict_pos = p.here();
    let mut traits = p.parse_attr_dict()?;
    for t in traits.iter_mut() {
        if t.name.as_str() != "iterator_types" {
            continue;
        }
        let Attribute::Array(items) = &t.value else {
            return p.err_at(dict_pos, "expected an array of iterator type strings");
        };
        let mut converted = Vec::with_capacity(items.len());
        for it in items {
            match it {
                Attribute::String(s) => match IteratorType::from_name(s) {
                    Some(k) => converted.push(k.attr()),
                    None => return p.err_at(dict_pos, format!("invalid iterator type '{s}'")),
                },
                _ => return p.err_at(dict_pos, "expected an array of iterator type strings"),
            }
        }
        t.value = Attribute::Array(converted);
    }
    if !traits.iter().any(|t| t.name.as_str() == "kind") {
        traits.push(NamedAttr::new("kind", CombiningKind::Add.attr()));
    }
    let refs = syntax::operands(p, 3)?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let ta = p.parse_type()?;
    p.expect(",")?;
    let tb = p.parse_type()?;
    p.expect_keyword("into")?;
    let tc = p.parse_type()?;
    spec.operands = vec![
        p.resolve(refs[0], ta)?,
        p.resolve(refs[1], tb)?,
        p.resolve(refs[2], tc)?,
    ];
    spec.props.extend(traits);
    spec.result_types = vec![tc];
    Ok(())
}

/// `%a, %b[, %acc] {attrs} : ta, tb`
fn parse_outerproduct(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::opt_operand_list(p)?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let tp = p.here();
    let ta = p.parse_type()?;
    p.expect(",")?;
    let tb = p.parse_type()?;
    if refs.len() < 2 || refs.len() > 3 {
        return p.err_at(tp, "expected at least 2 operands");
    }
    let Some((sa, elem)) = vector_parts(&p.m, ta).map(|(s, e)| (s.to_vec(), e)) else {
        return p.err_at(tp, "expected vector type for operand #1");
    };
    let rt = match vector_parts(&p.m, tb) {
        Some((sb, _)) => {
            let shape = vec![
                sa.first().copied().unwrap_or(1),
                sb.first().copied().unwrap_or(1),
            ];
            vector_type(&mut p.m, shape, elem)
        }
        None => ta,
    };
    spec.operands = vec![p.resolve(refs[0], ta)?, p.resolve(refs[1], tb)?];
    if let Some(acc) = refs.get(2) {
        spec.operands.push(p.resolve(*acc, rt)?);
    }
    if !spec.attrs.iter().any(|a| a.name.as_str() == "kind") {
        spec.props
            .push(NamedAttr::new("kind", CombiningKind::Add.attr()));
    }
    spec.result_types = vec![rt];
    Ok(())
}

/// `%a, %b {attrs} : vector<...xi1>`
fn parse_create_mask(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::opt_operand_list(p)?;
    syntax::parse_attrs_result_type(p, spec)?;
    let it = index_type(&mut p.m);
    spec.operands = refs
        .iter()
        .map(|r| p.resolve(*r, it))
        .collect::<PResult<_>>()?;
    Ok(())
}

/// `[2, 3] {attrs} : vector<...xi1>`
fn parse_constant_mask(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let sizes: Vec<i64> = syntax::int_list(p)?.into_iter().map(|v| v as i64).collect();
    let attr = dense_i64(&mut p.m, sizes);
    spec.props.push(NamedAttr::new("mask_dim_sizes", attr));
    syntax::parse_attrs_result_type(p, spec)
}

/// `%mask[, %passthru] { op } {attrs} : mask-type [-> types]`
fn parse_mask(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let mask = p.operand_ref()?;
    let passthru = if p.eat(",") {
        Some(p.operand_ref()?)
    } else {
        None
    };
    let r = p.region(&[], false)?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let mt = p.parse_type()?;
    if p.eat("->") {
        spec.result_types = p.parse_result_type_list()?;
    }
    ensure_mask_terminator(p, r, pos);
    spec.regions.push(r);
    spec.operands = vec![p.resolve(mask, mt)?];
    if let Some(pt) = passthru {
        let Some(&t) = spec.result_types.first() else {
            return p.err_at(pos, "expects a result if passthru operand is provided");
        };
        spec.operands.push(p.resolve(pt, t)?);
    }
    Ok(())
}

/// Gives a `vector.mask` body its terminator as MLIR's parser does: a body of exactly one
/// masked op gets `vector.yield` of that op's results; an empty body gets an empty yield.
fn ensure_mask_terminator(p: &mut Parser<'_>, r: crate::ir::RegionId, pos: usize) {
    let b = match p.m.entry_block(r) {
        Some(b) => b,
        None => {
            let b = p.m.create_block();
            p.m.append_block(r, b);
            b
        }
    };
    let ops: Vec<OpId> = p.m.block_ops(b).collect();
    if ops.last().is_some_and(|&o| p.m.op(o).kind.is_terminator()) {
        return;
    }
    let mut spec = p.spec(OpKind::VectorYield, pos);
    if ops.len() == 1 {
        spec.operands = p.m.op(ops[0]).results.clone();
    }
    p.m.insert_new_op(crate::ir::InsertPoint::BlockEnd(b), spec);
}

/// `{attrs} [%a, %b : t1, t2]`
fn parse_yield(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    spec.attrs = p.opt_attr_dict()?;
    let list_pos = p.here();
    let (refs, tys) = syntax::operands_colon_types(p)?;
    spec.operands = p.resolve_all(&refs, &tys, list_pos)?;
    Ok(())
}

/// `: memref-type, vector-type` (the two types of a load or store).
fn base_and_value_types(p: &mut Parser<'_>) -> PResult<(TypeId, TypeId)> {
    p.expect(":")?;
    let bt = p.parse_type()?;
    p.expect(",")?;
    let vt = p.parse_type()?;
    Ok((bt, vt))
}

/// `%base[%i] {attrs} : memref<...>, vector<...>`
fn parse_load(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let base = p.operand_ref()?;
    let idx = index_list(p)?;
    spec.attrs = p.opt_attr_dict()?;
    let (bt, vt) = base_and_value_types(p)?;
    spec.operands = std::iter::once(p.resolve(base, bt)?).chain(idx).collect();
    spec.result_types = vec![vt];
    Ok(())
}

/// `%v, %base[%i] {attrs} : memref<...>, vector<...>`
fn parse_store(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 2)?;
    let idx = index_list(p)?;
    spec.attrs = p.opt_attr_dict()?;
    let (bt, vt) = base_and_value_types(p)?;
    spec.operands = vec![p.resolve(refs[0], vt)?, p.resolve(refs[1], bt)?];
    spec.operands.extend(idx);
    Ok(())
}

/// Parses `, %mask, %value {attrs} : base-type,` after a masked access's indices, then the
/// `[index-type, ]mask-type, value-type`: returns (base type, index vector type, mask type,
/// value type).
fn masked_access_types<'a>(
    p: &mut Parser<'a>,
    spec: &mut OpSpec,
    with_index_vector: bool,
) -> PResult<(OperandRef<'a>, OperandRef<'a>, Vec<TypeId>)> {
    p.expect(",")?;
    let mask = p.operand_ref()?;
    p.expect(",")?;
    let val = p.operand_ref()?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let n = if with_index_vector { 4 } else { 3 };
    let mut tys = Vec::with_capacity(n);
    for i in 0..n {
        if i > 0 {
            p.expect(",")?;
        }
        tys.push(p.parse_type()?);
    }
    Ok((mask, val, tys))
}

/// `%base[%i], %mask, %passthru {attrs} : memref<...>, vector<...xi1>, vector<...> into
/// vector<...>` (`maskedload`, `expandload`)
fn parse_masked_load(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let base = p.operand_ref()?;
    let idx = index_list(p)?;
    let (mask, pt, tys) = masked_access_types(p, spec, false)?;
    p.expect_keyword("into")?;
    let rt = p.parse_type()?;
    spec.operands = std::iter::once(p.resolve(base, tys[0])?)
        .chain(idx)
        .collect();
    spec.operands.push(p.resolve(mask, tys[1])?);
    spec.operands.push(p.resolve(pt, tys[2])?);
    spec.result_types = vec![rt];
    Ok(())
}

/// `%base[%i], %mask, %v {attrs} : memref<...>, vector<...xi1>, vector<...>` (`maskedstore`,
/// `compressstore`)
fn parse_masked_store(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let base = p.operand_ref()?;
    let idx = index_list(p)?;
    let (mask, v, tys) = masked_access_types(p, spec, false)?;
    spec.operands = std::iter::once(p.resolve(base, tys[0])?)
        .chain(idx)
        .collect();
    spec.operands.push(p.resolve(mask, tys[1])?);
    spec.operands.push(p.resolve(v, tys[2])?);
    Ok(())
}

/// `%base[%i] [%idxs], %mask, %v {attrs} : base, idx-type, mask-type, v-type (into t | [-> t])`
fn parse_gather_scatter(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let base = p.operand_ref()?;
    let idx = index_list(p)?;
    p.expect("[")?;
    let iv = p.operand_ref()?;
    p.expect("]")?;
    let (mask, v, tys) = masked_access_types(p, spec, true)?;
    if spec.kind == OpKind::VectorGather {
        p.expect_keyword("into")?;
        spec.result_types = vec![p.parse_type()?];
    } else if p.eat("->") {
        spec.result_types = vec![p.parse_type()?];
    }
    spec.operands = std::iter::once(p.resolve(base, tys[0])?)
        .chain(idx)
        .collect();
    spec.operands.push(p.resolve(iv, tys[1])?);
    spec.operands.push(p.resolve(mask, tys[2])?);
    spec.operands.push(p.resolve(v, tys[3])?);
    Ok(())
}

/// The permutation map a transfer between `shaped` and `vector` has when none is written:
/// the minor identity (a 0-D source with a one-element vector reads through `() -> (0)`).
pub fn minor_identity_transfer_map(m: &Module, shaped: TypeId, vector: TypeId) -> AffineMap {
    let srank = m.ty(shaped).shape().map(|s| s.len()).unwrap_or(0);
    let elem_rank = m.ty(shaped).element_type().map(|e| rank(m, e)).unwrap_or(0);
    let vshape = m.ty(vector).shape().unwrap_or(&[]);
    if srank == 0 && vshape == [1] {
        return AffineMap {
            num_dims: 0,
            num_syms: 0,
            results: vec![AffineExpr::Const(0)],
        };
    }
    let n = vshape.len().saturating_sub(elem_rank).min(srank);
    AffineMap {
        num_dims: srank as u32,
        num_syms: 0,
        results: (srank - n..srank)
            .map(|d| AffineExpr::Dim(d as u32))
            .collect(),
    }
}

/// True for `(d0, ..., dn) -> (dk, ..., dn)` (MLIR's `isMinorIdentity`).
pub fn is_minor_identity(map: &AffineMap) -> bool {
    let (nd, nr) = (map.num_dims as usize, map.results.len());
    map.num_syms == 0
        && nd >= nr
        && map
            .results
            .iter()
            .enumerate()
            .all(|(i, e)| *e == AffineExpr::Dim((nd - nr + i) as u32))
}

/// The mask type of a transfer of `vector` through `map` (MLIR's `inferTransferOpMaskType`):
/// the vector's dimensions in the order of the source dimensions they come from.
pub fn transfer_mask_type(m: &mut Module, vector: TypeId, map: &AffineMap) -> TypeId {
    let vshape = m.ty(vector).shape().unwrap_or(&[]).to_vec();
    let mut shape = Vec::new();
    for d in 0..map.num_dims {
        if let Some(i) = map.results.iter().position(|e| *e == AffineExpr::Dim(d)) {
            shape.push(vshape.get(i).copied().unwrap_or(1));
        }
    }
    if shape.is_empty() {
        shape.push(1);
    }
    let i1 = i1_type(m);
    vector_type(m, shape, i1)
}

/// Parses the `{attrs} : t1, t2` of a transfer and fills in the defaulted `permutation_map`
/// and `in_bounds`; returns (shaped type, vector type, map, where the types start).
fn transfer_types(
    p: &mut Parser<'_>,
    spec: &mut OpSpec,
    shaped_first: bool,
) -> PResult<(TypeId, TypeId, AffineMap, usize)> {
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let tp = p.here();
    let mut tys = p.parse_type_list()?;
    if tys.len() != 2 {
        return p.err_at(tp, "requires two types");
    }
    if !shaped_first {
        tys.swap(0, 1);
    }
    let (st, vt) = (tys[0], tys[1]);
    let shaped_ok = matches!(
        p.m.ty(st),
        TypeData::MemRef { .. } | TypeData::Tensor { .. }
    );
    if !shaped_ok {
        return p.err_at(tp, "requires memref or ranked tensor type");
    }
    if vector_parts(&p.m, vt).is_none() {
        return p.err_at(tp, "requires vector type");
    }
    let map = match spec
        .attrs
        .iter()
        .find(|a| a.name.as_str() == "permutation_map")
    {
        Some(NamedAttr {
            value: Attribute::AffineMap(map),
            ..
        }) => map.clone(),
        _ => {
            let srank = p.m.ty(st).shape().map(|s| s.len()).unwrap_or(0);
            let elem_rank =
                p.m.ty(st)
                    .element_type()
                    .map(|e| rank(&p.m, e))
                    .unwrap_or(0);
            if srank < rank(&p.m, vt).saturating_sub(elem_rank) {
                return p.err_at(
                    tp,
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                );
            }
            let map = minor_identity_transfer_map(&p.m, st, vt);
            spec.attrs.push(NamedAttr::new(
                "permutation_map",
                Attribute::AffineMap(map.clone()),
            ));
            map
        }
    };
    if !spec.attrs.iter().any(|a| a.name.as_str() == "in_bounds") {
        let i1 = i1_type(&mut p.m);
        let flags = vec![Attribute::Integer { value: 0, ty: i1 }; map.results.len()];
        spec.attrs
            .push(NamedAttr::new("in_bounds", Attribute::Array(flags)));
    }
    Ok((st, vt, map, tp))
}

/// Resolves a transfer's optional mask against the type MLIR infers for it.
fn transfer_mask<'a>(
    p: &mut Parser<'a>,
    mask: Option<OperandRef<'a>>,
    st: TypeId,
    vt: TypeId,
    map: &AffineMap,
    tp: usize,
) -> PResult<Option<ValueId>> {
    let Some(mref) = mask else {
        return Ok(None);
    };
    if p.m.ty(st).element_type().is_some_and(|e| rank(&p.m, e) > 0)
        || p.m
            .ty(st)
            .element_type()
            .is_some_and(|e| vector_parts(&p.m, e).is_some())
    {
        return p.err_at(mref.pos, "does not support masks with vector element type");
    }
    if rank(&p.m, vt) != map.results.len() {
        return p.err_at(
            tp,
            "expected the same rank for the vector and the results of the permutation map",
        );
    }
    let mt = transfer_mask_type(&mut p.m, vt, map);
    Ok(Some(p.resolve(mref, mt)?))
}

/// `%base[%i], %pad[, %mask] {attrs} : shaped-type, vector-type`
fn parse_transfer_read(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let base = p.operand_ref()?;
    let (idx, _) = syntax::delimited_operand_refs(p, "[", "]")?;
    p.expect(",")?;
    let pad = p.operand_ref()?;
    let mask = if p.eat(",") {
        Some(p.operand_ref()?)
    } else {
        None
    };
    let (st, vt, map, tp) = transfer_types(p, spec, true)?;
    let it = index_type(&mut p.m);
    let mut ops = vec![p.resolve(base, st)?];
    for r in &idx {
        ops.push(p.resolve(*r, it)?);
    }
    let elem = p.m.ty(st).element_type().unwrap_or(st);
    ops.push(p.resolve(pad, elem)?);
    let mask = transfer_mask(p, mask, st, vt, &map, tp)?;
    ops.extend(mask);
    let seg = super::segments(p, &[1, idx.len(), 1, mask.is_some() as usize]);
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    spec.operands = ops;
    spec.result_types = vec![vt];
    Ok(())
}

/// `%v, %base[%i][, %mask] {attrs} : vector-type, shaped-type`
fn parse_transfer_write(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let v = p.operand_ref()?;
    p.expect(",")?;
    let base = p.operand_ref()?;
    let (idx, _) = syntax::delimited_operand_refs(p, "[", "]")?;
    let mask = if p.eat(",") {
        Some(p.operand_ref()?)
    } else {
        None
    };
    let (st, vt, map, tp) = transfer_types(p, spec, false)?;
    let it = index_type(&mut p.m);
    let mut ops = vec![p.resolve(v, vt)?, p.resolve(base, st)?];
    for r in &idx {
        ops.push(p.resolve(*r, it)?);
    }
    let mask = transfer_mask(p, mask, st, vt, &map, tp)?;
    ops.extend(mask);
    let seg = super::segments(p, &[1, 1, idx.len(), mask.is_some() as usize]);
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    spec.operands = ops;
    if matches!(p.m.ty(st), TypeData::Tensor { .. }) {
        spec.result_types = vec![st];
    }
    Ok(())
}

// ---- printing -----------------------------------------------------------------------------

/// Prints the custom syntax of a vector op; false means "use the generic form".
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    use OpKind as K;
    if !well_formed(pr.m, op) {
        return false;
    }
    pr.op_name(op);
    let kind = pr.m.op(op).kind;
    match kind {
        K::VectorPrint => print_print(pr, op),
        K::VectorBroadcast
        | K::VectorShapeCast
        | K::VectorBitcast
        | K::VectorTypeCast
        | K::VectorExtractStridedSlice => print_conversion(pr, op, "to"),
        K::VectorFromElements => {
            print_operands(pr, op);
            print_attrs_result_type(pr, op, &[]);
        }
        K::VectorToElements => {
            print_operands(pr, op);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(operand_type(pr.m, op, 0));
        }
        K::VectorStep => print_attrs_result_type(pr, op, &[]),
        K::VectorVScale => pr.attr_dict(op, &[]),
        K::VectorExtract => print_extract(pr, op),
        K::VectorInsert => print_insert(pr, op),
        K::VectorInsertStridedSlice => {
            print_operands(pr, op);
            print_types_kw(pr, op, &[], "into");
        }
        K::VectorShuffle => print_shuffle(pr, op),
        K::VectorInterleave | K::VectorDeinterleave => {
            print_operands(pr, op);
            print_types_kw(pr, op, &[], "->");
        }
        K::VectorTranspose => print_transpose(pr, op),
        K::VectorFma => {
            print_operands(pr, op);
            pr.attr_dict(op, &[]);
            pr.w(" : ");
            pr.ty(operand_type(pr.m, op, 0));
        }
        K::VectorReduction => print_reduction(pr, op),
        K::VectorMultiReduction => print_multi_reduction(pr, op),
        K::VectorContract => print_contract(pr, op),
        K::VectorOuterProduct => print_outerproduct(pr, op),
        K::VectorCreateMask => {
            print_operands(pr, op);
            print_attrs_result_type(pr, op, &[]);
        }
        K::VectorConstantMask => {
            let sizes = super::dense_array(pr.m, op, "mask_dim_sizes");
            pr.w(" ");
            print_int_list(pr, &sizes);
            print_attrs_result_type(pr, op, &["mask_dim_sizes"]);
        }
        K::VectorMask => print_mask(pr, op),
        K::VectorYield => {
            pr.attr_dict(op, &[]);
            let operands = pr.m.op(op).operands.clone();
            syntax::print_operands_colon_types(pr, &operands);
        }
        K::VectorLoad => print_load(pr, op),
        K::VectorStore => print_store(pr, op),
        K::VectorMaskedLoad | K::VectorExpandLoad | K::VectorGather => print_masked(pr, op, true),
        K::VectorMaskedStore | K::VectorCompressStore | K::VectorScatter => {
            print_masked(pr, op, false)
        }
        K::VectorTransferRead | K::VectorTransferWrite => print_transfer(pr, op),
        _ => return false,
    }
    true
}

/// True if the op has what its custom form prints (else the generic form is used).
fn well_formed(m: &Module, op: OpId) -> bool {
    use OpKind as K;
    let d = m.op(op);
    let (no, nr) = (d.operands.len(), d.results.len());
    let has = |n: &str| m.attr(op, n).is_some();
    let array = |n: &str| matches!(m.attr(op, n), Some(Attribute::DenseArray { .. }));
    match d.kind {
        K::VectorPrint => no <= 1 && nr == 0,
        K::VectorBroadcast
        | K::VectorShapeCast
        | K::VectorBitcast
        | K::VectorTypeCast
        | K::VectorExtractStridedSlice => no == 1 && nr == 1,
        K::VectorFromElements | K::VectorCreateMask | K::VectorStep | K::VectorVScale => nr == 1,
        K::VectorToElements => no == 1,
        K::VectorExtract => {
            nr == 1 && no >= 1 && array("static_position") && dynamic_count(m, op) == no - 1
        }
        K::VectorInsert => {
            nr == 1 && no >= 2 && array("static_position") && dynamic_count(m, op) == no - 2
        }
        K::VectorInsertStridedSlice | K::VectorInterleave => no == 2 && nr == 1,
        K::VectorDeinterleave => no == 1 && nr == 2,
        K::VectorShuffle => no == 2 && nr == 1 && array("mask"),
        K::VectorTranspose => no == 1 && nr == 1 && array("permutation"),
        K::VectorFma => no == 3 && nr == 1,
        K::VectorReduction => {
            (1..=2).contains(&no) && nr == 1 && enum_case_of(m, op, "kind").is_some()
        }
        K::VectorMultiReduction => {
            no == 2 && nr == 1 && enum_case_of(m, op, "kind").is_some() && array("reduction_dims")
        }
        K::VectorContract => no == 3 && nr == 1 && iterator_types(m, op).is_some(),
        K::VectorOuterProduct => (2..=3).contains(&no) && nr == 1,
        K::VectorConstantMask => nr == 1 && array("mask_dim_sizes"),
        K::VectorMask => {
            (1..=2).contains(&no) && d.regions.len() == 1 && m.entry_block(d.regions[0]).is_some()
        }
        K::VectorYield => nr == 0,
        K::VectorLoad => no >= 1 && nr == 1,
        K::VectorStore => no >= 2 && nr == 0,
        K::VectorMaskedLoad | K::VectorExpandLoad => no >= 3 && nr == 1,
        K::VectorMaskedStore | K::VectorCompressStore => no >= 3 && nr == 0,
        K::VectorGather => no >= 4 && nr == 1,
        K::VectorScatter => no >= 4 && nr <= 1,
        K::VectorTransferRead | K::VectorTransferWrite => {
            has("permutation_map") && super::operand_segments(m, op).len() == 4
        }
        _ => false,
    }
}

fn enum_case_of<'a>(m: &'a Module, op: OpId, name: &str) -> Option<&'a str> {
    m.attr(op, name).and_then(|a| enum_case(a, name))
}

/// The number of dynamic entries of `static_position`.
fn dynamic_count(m: &Module, op: OpId) -> usize {
    super::dense_array(m, op, "static_position")
        .iter()
        .filter(|&&v| v == DYNAMIC)
        .count()
}

fn operand_type(m: &Module, op: OpId, i: usize) -> TypeId {
    m.value_type(m.op(op).operands[i])
}

fn result_type(m: &Module, op: OpId) -> TypeId {
    m.value_type(m.op(op).results[0])
}

/// ` %a, %b` (all operands; nothing without operands).
fn print_operands(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    if !ops.is_empty() {
        pr.w(" ");
        pr.values(&ops);
    }
}

/// ` {attrs} : result-type`
fn print_attrs_result_type(pr: &mut Printer<'_>, op: OpId, elided: &[&str]) {
    pr.attr_dict(op, elided);
    pr.w(" : ");
    pr.ty(result_type(pr.m, op));
}

/// ` {attrs} : operand-type kw result-type`
fn print_types_kw(pr: &mut Printer<'_>, op: OpId, elided: &[&str], kw: &str) {
    pr.attr_dict(op, elided);
    pr.w(" : ");
    let last = pr.m.op(op).operands.len() - 1;
    // `insert_strided_slice` names its source (operand 0) then `into` its destination.
    pr.ty(operand_type(pr.m, op, 0));
    pr.w(" ");
    pr.w(kw);
    pr.w(" ");
    if pr.m.op(op).kind == OpKind::VectorInsertStridedSlice {
        pr.ty(operand_type(pr.m, op, last));
    } else {
        pr.ty(result_type(pr.m, op));
    }
}

/// ` %src {attrs} : t1 kw t2`
fn print_conversion(pr: &mut Printer<'_>, op: OpId, kw: &str) {
    syntax::print_first_operand(pr, op);
    print_types_kw(pr, op, &[], kw);
}

/// `[1, 2]`
fn print_int_list(pr: &mut Printer<'_>, vals: &[i64]) {
    pr.w("[");
    let text: Vec<String> = vals.iter().map(i64::to_string).collect();
    pr.w(&text.join(", "));
    pr.w("]");
}

fn print_print(pr: &mut Printer<'_>, op: OpId) {
    let operands = pr.m.op(op).operands.clone();
    syntax::print_operands_colon_types(pr, &operands);
    if let Some(Attribute::String(s)) = pr.m.attr(op, "stringLiteral").cloned() {
        pr.w(" str ");
        pr.attr(&Attribute::String(s));
    }
    match punctuation(pr.m, op) {
        Some(Punctuation::NewLine) | None => {}
        Some(k) => {
            pr.w(" punctuation <");
            pr.w(k.name());
            pr.w(">");
        }
    }
    let mut elided = vec!["stringLiteral"];
    if punctuation(pr.m, op).is_some() {
        elided.push("punctuation");
    }
    pr.attr_dict(op, &elided);
}

/// `[0, %i]` of a dynamic index list whose dynamic values are `dynv`.
fn print_positions(pr: &mut Printer<'_>, op: OpId, dynv: &[ValueId]) {
    let stat = super::dense_array(pr.m, op, "static_position");
    super::print_mixed(pr, &stat, dynv, "[", "]");
}

fn print_extract(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    pr.w(" ");
    pr.value(ops[0]);
    print_positions(pr, op, &ops[1..]);
    pr.attr_dict(op, &["static_position"]);
    pr.w(" : ");
    pr.ty(result_type(pr.m, op));
    pr.w(" from ");
    pr.ty(operand_type(pr.m, op, 0));
}

fn print_insert(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    pr.w(" ");
    pr.values(&ops[..2]);
    pr.w(" ");
    print_positions(pr, op, &ops[2..]);
    pr.attr_dict(op, &["static_position"]);
    pr.w(" : ");
    pr.ty(operand_type(pr.m, op, 0));
    pr.w(" into ");
    pr.ty(operand_type(pr.m, op, 1));
}

fn print_shuffle(pr: &mut Printer<'_>, op: OpId) {
    print_operands(pr, op);
    pr.w(" ");
    print_int_list(pr, &super::dense_array(pr.m, op, "mask"));
    pr.attr_dict(op, &["mask"]);
    pr.w(" : ");
    let ops = pr.m.op(op).operands.clone();
    pr.value_types(&ops);
}

fn print_transpose(pr: &mut Printer<'_>, op: OpId) {
    syntax::print_first_operand(pr, op);
    pr.w(", ");
    print_int_list(pr, &super::dense_array(pr.m, op, "permutation"));
    print_types_kw(pr, op, &["permutation"], "to");
}

/// ` <kind>`
fn print_kind(pr: &mut Printer<'_>, op: OpId) {
    let k = enum_case_of(pr.m, op, "kind").unwrap_or("add").to_string();
    pr.w(" <");
    pr.w(&k);
    pr.w(">");
}

fn print_reduction(pr: &mut Printer<'_>, op: OpId) {
    print_kind(pr, op);
    pr.w(",");
    print_operands(pr, op);
    super::arith::print_flag(pr, op, "fastmath", "fastmath");
    pr.attr_dict(op, &["kind", "fastmath"]);
    pr.w(" : ");
    pr.ty(operand_type(pr.m, op, 0));
    pr.w(" into ");
    pr.ty(result_type(pr.m, op));
}

fn print_multi_reduction(pr: &mut Printer<'_>, op: OpId) {
    print_kind(pr, op);
    pr.w(",");
    print_operands(pr, op);
    pr.attr_dict(op, &["kind", "reduction_dims"]);
    pr.w(" ");
    print_int_list(pr, &super::dense_array(pr.m, op, "reduction_dims"));
    pr.w(" : ");
    pr.ty(operand_type(pr.m, op, 0));
    pr.w(" to ");
    pr.ty(result_type(pr.m, op));
}

fn print_contract(pr: &mut Printer<'_>, op: OpId) {
    let d = pr.m.op(op);
    let mut traits: Vec<NamedAttr> = d
        .props
        .iter()
        .chain(d.attrs.iter())
        .filter(|a| matches!(a.name.as_str(), "indexing_maps" | "iterator_types" | "kind"))
        .cloned()
        .collect();
    traits.sort_by(|a, b| a.name.cmp(&b.name));
    pr.w(" {");
    for (i, t) in traits.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.w(t.name.as_str());
        pr.w(" = ");
        if t.name.as_str() == "iterator_types" {
            let names: Vec<Attribute> = iterator_types(pr.m, op)
                .unwrap_or_default()
                .into_iter()
                .map(|k| Attribute::String(k.name().into()))
                .collect();
            pr.attr(&Attribute::Array(names));
        } else {
            pr.attr(&t.value);
        }
    }
    pr.w("}");
    print_operands(pr, op);
    pr.attr_dict(op, &["indexing_maps", "iterator_types", "kind"]);
    pr.w(" : ");
    pr.ty(operand_type(pr.m, op, 0));
    pr.w(", ");
    pr.ty(operand_type(pr.m, op, 1));
    pr.w(" into ");
    pr.ty(result_type(pr.m, op));
}

fn print_outerproduct(pr: &mut Printer<'_>, op: OpId) {
    print_operands(pr, op);
    // MLIR prints the attributes (the kind included) only with an accumulator.
    if pr.m.op(op).operands.len() == 3 {
        pr.attr_dict(op, &[]);
    }
    pr.w(" : ");
    pr.ty(operand_type(pr.m, op, 0));
    pr.w(", ");
    pr.ty(operand_type(pr.m, op, 1));
}

fn print_mask(pr: &mut Printer<'_>, op: OpId) {
    print_operands(pr, op);
    pr.w(" { ");
    let r = pr.m.op(op).regions[0];
    if let Some(first) = pr.m.entry_block(r).and_then(|b| pr.m.block_ops(b).next()) {
        pr.op_inline(first);
    }
    pr.w(" }");
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(pr.m, op, 0));
    let rtys = syntax::result_types(pr.m, op);
    if !rtys.is_empty() {
        pr.w(" -> ");
        pr.result_types(&rtys);
    }
}

fn print_load(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    pr.w(" ");
    pr.value(ops[0]);
    pr.w("[");
    pr.values(&ops[1..]);
    pr.w("]");
    pr.attr_dict(op, nontemporal_default(pr.m, op));
    pr.w(" : ");
    pr.ty(operand_type(pr.m, op, 0));
    pr.w(", ");
    pr.ty(result_type(pr.m, op));
}

/// `nontemporal` is elided when it has its default value, `false`.
fn nontemporal_default(m: &Module, op: OpId) -> &'static [&'static str] {
    match m.attr(op, "nontemporal") {
        Some(Attribute::Integer { value: 0, .. }) => &["nontemporal"],
        _ => &[],
    }
}

fn print_store(pr: &mut Printer<'_>, op: OpId) {
    let ops = pr.m.op(op).operands.clone();
    pr.w(" ");
    pr.values(&ops[..2]);
    pr.w("[");
    pr.values(&ops[2..]);
    pr.w("]");
    pr.attr_dict(op, nontemporal_default(pr.m, op));
    pr.w(" : ");
    pr.ty(operand_type(pr.m, op, 1));
    pr.w(", ");
    pr.ty(operand_type(pr.m, op, 0));
}

/// `maskedload`/`expandload`/`gather` (`load`) and their store forms.
fn print_masked(pr: &mut Printer<'_>, op: OpId, load: bool) {
    let d = pr.m.op(op);
    let ops = d.operands.clone();
    let gather = matches!(d.kind, OpKind::VectorGather | OpKind::VectorScatter);
    let n = ops.len();
    let tail = if gather { 3 } else { 2 };
    pr.w(" ");
    pr.value(ops[0]);
    pr.w("[");
    pr.values(&ops[1..n - tail]);
    pr.w("]");
    if gather {
        pr.w(" [");
        pr.value(ops[n - 3]);
        pr.w("]");
    }
    pr.w(", ");
    pr.values(&ops[n - 2..]);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(operand_type(pr.m, op, 0));
    let types_from = if gather { n - 3 } else { n - 2 };
    for &v in &ops[types_from..] {
        pr.w(", ");
        pr.ty(pr.m.value_type(v));
    }
    let rtys = syntax::result_types(pr.m, op);
    if load {
        pr.w(" into ");
        pr.ty(rtys[0]);
    } else if let Some(&t) = rtys.first() {
        pr.w(" -> ");
        pr.ty(t);
    }
}

fn print_transfer(pr: &mut Printer<'_>, op: OpId) {
    let read = pr.m.op(op).kind == OpKind::VectorTransferRead;
    let ops = pr.m.op(op).operands.clone();
    let (idx, mask) = transfer_parts(pr.m, op);
    pr.w(" ");
    if read {
        pr.value(ops[0]);
    } else {
        pr.values(&ops[..2]);
    }
    pr.w("[");
    pr.values(&idx);
    pr.w("]");
    if read {
        pr.w(", ");
        pr.value(ops[1 + idx.len()]);
    }
    if let Some(mk) = mask {
        pr.w(", ");
        pr.value(mk);
    }
    let mut elided = vec!["operandSegmentSizes"];
    if permutation_map(pr.m, op).is_some_and(is_minor_identity) {
        elided.push("permutation_map");
    }
    if !in_bounds(pr.m, op).contains(&true) {
        elided.push("in_bounds");
    }
    pr.attr_dict(op, &elided);
    pr.w(" : ");
    let (base, vec) = if read {
        (operand_type(pr.m, op, 0), result_type(pr.m, op))
    } else {
        (operand_type(pr.m, op, 1), operand_type(pr.m, op, 0))
    };
    if read {
        pr.ty(base);
        pr.w(", ");
        pr.ty(vec);
    } else {
        pr.ty(vec);
        pr.w(", ");
        pr.ty(base);
    }
}

// ---- result names -------------------------------------------------------------------------

/// Result-name hints: `%vscale`, and `%res1, %res2` of `deinterleave`.
pub fn result_names(m: &Module, op: OpId, out: &mut Vec<(u32, String)>) {
    match m.op(op).kind {
        OpKind::VectorVScale => out.push((0, "vscale".into())),
        OpKind::VectorDeinterleave => {
            out.push((0, "res1".into()));
            out.push((1, "res2".into()));
        }
        _ => {}
    }
}

// ---- verification -------------------------------------------------------------------------

/// Verifies a vector op's own rules (the structural ones come from its declaration).
pub fn verify(m: &Module, op: OpId) -> VResult {
    let _ = (m, op, elem_or_self);
    Ok(())
}
