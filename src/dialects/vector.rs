//! The `vector` dialect: MLIR's n-D vector ops (construction, extraction, shuffles, reductions,
//! scans, contractions, masks and memory transfers). Their facts (effects, arity, required
//! attributes, default properties) are declared in the registry; this file holds their custom
//! syntax, verification and result-name hints, and the accessors the interpreter, code
//! generation and lowerings read the ops' enum attributes through ([`combining_kind`],
//! [`scan_inclusive`], [`punctuation`], [`iterator_types`], [`in_bounds`], [`permutation_map`]).
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

    /// The elementwise arith op combining two values of element type `elem` (MLIR's
    /// `makeArithReduction`); `None` for a kind that does not apply to the type.
    pub fn arith_op(self, m: &Module, elem: TypeId) -> Option<OpKind> {
        let float = m.ty(elem).is_float();
        use CombiningKind as K;
        Some(match (self, float) {
            (K::Add, true) => OpKind::AddF,
            (K::Add, false) => OpKind::AddI,
            (K::Mul, true) => OpKind::MulF,
            (K::Mul, false) => OpKind::MulI,
            (K::MinNumF, true) => OpKind::MinNumF,
            (K::MaxNumF, true) => OpKind::MaxNumF,
            (K::MinimumF, true) => OpKind::MinimumF,
            (K::MaximumF, true) => OpKind::MaximumF,
            (K::MinUI, false) => OpKind::MinUI,
            (K::MinSI, false) => OpKind::MinSI,
            (K::MaxUI, false) => OpKind::MaxUI,
            (K::MaxSI, false) => OpKind::MaxSI,
            (K::And, false) => OpKind::AndI,
            (K::Or, false) => OpKind::OrI,
            (K::Xor, false) => OpKind::XOrI,
            _ => return None,
        })
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

/// True for a memory op on a tensor (`transfer_read`/`transfer_write`/`gather`/`scatter`
/// whose base is a tensor): MLIR declares memory effects only for memref bases.
pub fn accesses_tensor(m: &Module, op: OpId) -> bool {
    let d = m.op(op);
    let base = match d.kind {
        OpKind::VectorTransferRead | OpKind::VectorGather | OpKind::VectorScatter => 0,
        OpKind::VectorTransferWrite => 1,
        _ => return false,
    };
    d.operands
        .get(base)
        .is_some_and(|&b| matches!(m.ty(m.value_type(b)), TypeData::Tensor { .. }))
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

/// The inherent attributes (properties) of each op: moved from the attribute dictionary into
/// the properties when parsed.
pub fn inherent(kind: OpKind) -> &'static [&'static str] {
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
        K::VectorScan => &["inclusive", "kind", "reduction_dim"],
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
        K::VectorBroadcast => parse_conversion(p, s, "to", (false, true)),
        K::VectorShapeCast | K::VectorBitcast | K::VectorExtractStridedSlice => {
            parse_conversion(p, s, "to", (true, true))
        }
        K::VectorTypeCast => parse_conversion(p, s, "to", (false, false)),
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
        K::VectorScan => parse_scan(p, s),
        K::VectorContract => parse_contract(p, s),
        K::VectorOuterProduct => parse_outerproduct(p, s, pos),
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
    kind: OpKind,
    mnemonic: &str,
    known: impl Fn(&str) -> bool,
) -> PResult<Attribute> {
    p.expect("<")?;
    let pos = p.here();
    let Some(id) = p.ident() else {
        return cerr(p, pos, kind, "expected valid keyword or string");
    };
    if !known(id) {
        let what = match mnemonic {
            "kind" => "::mlir::vector::CombiningKind",
            _ => "::mlir::vector::PrintPunctuation",
        };
        let cases = enum_cases(mnemonic);
        return cerr(
            p,
            pos,
            kind,
            format!("expected {what} to be one of: {cases}"),
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

/// An error of a custom parser, prefixed the way MLIR's `OpAsmParser::emitError` prefixes it.
fn cerr<T>(p: &Parser<'_>, pos: usize, kind: OpKind, msg: impl std::fmt::Display) -> PResult<T> {
    p.err_at(pos, format!("custom op '{}' {msg}", kind.name()))
}

/// The keyword `kw` of a custom op.
fn keyword(p: &mut Parser<'_>, kind: OpKind, kw: &str) -> PResult<()> {
    let pos = p.here();
    if p.eat_keyword(kw) {
        return Ok(());
    }
    cerr(p, pos, kind, format!("expected '{kw}'"))
}

/// An integer literal of a custom op.
fn int(p: &mut Parser<'_>, kind: OpKind) -> PResult<i64> {
    let pos = p.here();
    match p.int_lit() {
        Ok(v) => Ok(v as i64),
        Err(_) if !p.looking_at("-") && !p.peek().is_ascii_digit() => {
            cerr(p, pos, kind, "expected integer value")
        }
        Err(e) => Err(e),
    }
}

/// `[1, 2, 3]` of a custom op, with MLIR's messages.
fn int_list(p: &mut Parser<'_>, kind: OpKind) -> PResult<Vec<i64>> {
    p.expect("[")?;
    let mut v = Vec::new();
    if p.eat("]") {
        return Ok(v);
    }
    loop {
        v.push(int(p, kind)?);
        if !p.eat(",") {
            break;
        }
    }
    p.expect_msg("]", "expected ']'")?;
    Ok(v)
}

/// `%a, %b` (possibly empty; a comma must be followed by an operand).
fn operand_list<'a>(p: &mut Parser<'a>) -> PResult<Vec<OperandRef<'a>>> {
    let mut refs = Vec::new();
    if !p.at_operand() {
        return Ok(refs);
    }
    loop {
        refs.push(p.operand_ref()?);
        if !p.eat(",") {
            return Ok(refs);
        }
    }
}

/// `[%a, %b]` with the messages of MLIR's `parseOperandList` with square delimiters (the C++
/// parsers of the transfer ops).
fn square_operand_refs<'a>(p: &mut Parser<'a>) -> PResult<Vec<OperandRef<'a>>> {
    p.expect_msg("[", "expected '[' in operand list")?;
    if p.eat("]") {
        return Ok(vec![]);
    }
    let mut refs = vec![p.operand_ref()?];
    while p.eat(",") {
        refs.push(p.operand_ref()?);
    }
    p.expect_msg("]", "expected ']' in operand list")?;
    Ok(refs)
}

/// `[%a, %b]` as a declarative assembly format writes it (`[` operands `]`).
fn bracketed_operand_refs<'a>(p: &mut Parser<'a>) -> PResult<Vec<OperandRef<'a>>> {
    p.expect("[")?;
    let refs = operand_list(p)?;
    p.expect("]")?;
    Ok(refs)
}

/// Parses `[%i, %j]` as index operands.
fn index_list(p: &mut Parser<'_>) -> PResult<Vec<ValueId>> {
    let it = index_type(&mut p.m);
    let refs = bracketed_operand_refs(p)?;
    refs.iter().map(|r| p.resolve(*r, it)).collect()
}

/// Parses `[0, %i, 2]` (a dynamic index list): the dynamic operands and the static values with
/// [`DYNAMIC`] holes.
fn position_list(p: &mut Parser<'_>, kind: OpKind) -> PResult<(Vec<ValueId>, Vec<i64>)> {
    let it = index_type(&mut p.m);
    let mut dynv = Vec::new();
    let mut stat = Vec::new();
    p.expect("[")?;
    if p.eat("]") {
        return Ok((dynv, stat));
    }
    loop {
        if p.at_operand() {
            let r = p.operand_ref()?;
            dynv.push(p.resolve(r, it)?);
            stat.push(DYNAMIC);
        } else {
            stat.push(int(p, kind)?);
        }
        if !p.eat(",") {
            break;
        }
    }
    p.expect_msg("]", "expected ']' in dynamic index list")?;
    Ok((dynv, stat))
}

/// Requires the type parsed at `pos` to be a vector type (a type ODS declares as one).
fn require_vector(p: &mut Parser<'_>, kind: OpKind, pos: usize, t: TypeId) -> PResult<()> {
    if vector_parts(&p.m, t).is_some() {
        return Ok(());
    }
    let msg = format!(
        "custom op '{}' invalid kind of type specified: expected builtin.vector, but found '{}'",
        kind.name(),
        ts(&p.m, t)
    );
    p.err_at(pos, msg)
}

/// Parses a type that must be a vector type.
fn vector_ty(p: &mut Parser<'_>, kind: OpKind) -> PResult<TypeId> {
    let pos = p.here();
    let t = p.parse_type()?;
    require_vector(p, kind, pos, t)?;
    Ok(t)
}

/// Parses `: t1 kw t2` where `t1` (if `first`) and `t2` (if `second`) must be vector types.
fn vector_conversion_types(
    p: &mut Parser<'_>,
    kind: OpKind,
    kw: &str,
    (first, second): (bool, bool),
) -> PResult<(TypeId, TypeId)> {
    p.expect(":")?;
    let a = if first {
        vector_ty(p, kind)?
    } else {
        p.parse_type()?
    };
    if kw == "->" {
        p.expect("->")?;
    } else {
        keyword(p, kind, kw)?;
    }
    let b = if second {
        vector_ty(p, kind)?
    } else {
        p.parse_type()?
    };
    Ok((a, b))
}

/// `%src {attrs} : t1 kw t2` with the vector-typed sides checked.
fn parse_conversion(
    p: &mut Parser<'_>,
    spec: &mut OpSpec,
    kw: &str,
    vecs: (bool, bool),
) -> PResult<()> {
    let src = p.operand_ref()?;
    spec.attrs = p.opt_attr_dict()?;
    let (a, b) = vector_conversion_types(p, spec.kind, kw, vecs)?;
    spec.operands = vec![p.resolve(src, a)?];
    spec.result_types = vec![b];
    Ok(())
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
///
/// mlir-opt prints an operand-less `vector.print` as the bare op name, so the line after it
/// may start with the next op's results (`%5 = ...`); MLIR's own parser then fails on its
/// output. A `%name` followed by `=`, `,` or `:<digit>` is such a result list, not the
/// printed value, and is left for the next op.
fn parse_print(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    if p.at_operand() && !at_result_list(p)? {
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
            let a = parse_enum(p, spec.kind, "punctuation", |s| {
                Punctuation::from_name(s).is_some()
            })?;
            spec.props.push(NamedAttr::new("punctuation", a));
        } else {
            break;
        }
    }
    spec.attrs = p.opt_attr_dict()?;
    Ok(())
}

/// True when the `%name` coming next starts the result list of the following op.
fn at_result_list(p: &mut Parser<'_>) -> PResult<bool> {
    let start = p.here();
    p.operand_ref()?;
    let result_list =
        p.looking_at("=") || p.looking_at(",") || (p.eat(":") && p.peek().is_ascii_digit());
    p.set_pos(start);
    Ok(result_list)
}

/// `%a, %b {attrs} : vector<...>`
fn parse_from_elements(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let list_pos = p.here();
    let refs = operand_list(p)?;
    spec.attrs = p.opt_attr_dict()?;
    let (t, shape, elem) = colon_vector_type(p)?;
    let n: i64 = shape.iter().product();
    if refs.len() as i64 != n {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {n} types",
            refs.len()
        );
        return cerr(p, list_pos, spec.kind, msg);
    }
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
    let (dynv, stat) = position_list(p, spec.kind)?;
    spec.attrs = p.opt_attr_dict()?;
    let (rt, vt) = vector_conversion_types(p, spec.kind, "from", (false, true))?;
    let pos = dense_i64(&mut p.m, stat);
    spec.props.push(NamedAttr::new("static_position", pos));
    spec.operands = std::iter::once(p.resolve(src, vt)?).chain(dynv).collect();
    spec.result_types = vec![rt];
    Ok(())
}

/// `%s, %v [0, %i] {attrs} : type into vector<...>`
fn parse_insert(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 2)?;
    let (dynv, stat) = position_list(p, spec.kind)?;
    spec.attrs = p.opt_attr_dict()?;
    let (st, dt) = vector_conversion_types(p, spec.kind, "into", (false, true))?;
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
    let (st, dt) = vector_conversion_types(p, spec.kind, "into", (true, true))?;
    spec.operands = vec![p.resolve(refs[0], st)?, p.resolve(refs[1], dt)?];
    spec.result_types = vec![dt];
    Ok(())
}

/// `%a, %b [0, 4] {attrs} : vector<...>, vector<...>`
fn parse_shuffle(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 2)?;
    let mask: Vec<i64> = int_list(p, spec.kind)?;
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

/// `%a, %b {attrs} : vector<...> -> vector<...>`
fn parse_interleave(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 2)?;
    spec.attrs = p.opt_attr_dict()?;
    let (t, rt) = vector_conversion_types(p, spec.kind, "->", (true, true))?;
    spec.operands = vec![p.resolve(refs[0], t)?, p.resolve(refs[1], t)?];
    spec.result_types = vec![rt];
    Ok(())
}

/// `%v {attrs} : vector<...> -> vector<...>`
fn parse_deinterleave(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let r = p.operand_ref()?;
    spec.attrs = p.opt_attr_dict()?;
    let (t, rt) = vector_conversion_types(p, spec.kind, "->", (true, true))?;
    spec.operands = vec![p.resolve(r, t)?];
    spec.result_types = vec![rt, rt];
    Ok(())
}

/// `%v, [1, 0] {attrs} : vector<...> to vector<...>`
fn parse_transpose(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let r = p.operand_ref()?;
    p.expect(",")?;
    let perm: Vec<i64> = int_list(p, spec.kind)?;
    let attr = dense_i64(&mut p.m, perm);
    spec.props.push(NamedAttr::new("permutation", attr));
    spec.attrs = p.opt_attr_dict()?;
    let (a, b) = vector_conversion_types(p, spec.kind, "to", (true, true))?;
    spec.operands = vec![p.resolve(r, a)?];
    spec.result_types = vec![b];
    Ok(())
}

/// `%a, %b, %c {attrs} : vector<...>`
fn parse_fma(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let refs = syntax::operands(p, 3)?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = vector_ty(p, spec.kind)?;
    spec.operands = refs
        .iter()
        .map(|r| p.resolve(*r, t))
        .collect::<PResult<_>>()?;
    spec.result_types = vec![t];
    Ok(())
}

fn parse_kind(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let a = parse_enum(p, spec.kind, "kind", |s| {
        CombiningKind::from_name(s).is_some()
    })?;
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
    let (vt, rt) = vector_conversion_types(p, spec.kind, "into", (true, false))?;
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
    let dims: Vec<i64> = int_list(p, spec.kind)?;
    let attr = dense_i64(&mut p.m, dims);
    spec.props.push(NamedAttr::new("reduction_dims", attr));
    let (st, rt) = vector_conversion_types(p, spec.kind, "to", (true, false))?;
    spec.operands = vec![p.resolve(refs[0], st)?, p.resolve(refs[1], rt)?];
    spec.result_types = vec![rt];
    Ok(())
}

/// `<add>, %src, %init {inclusive = true, reduction_dim = 0} : vector<...>, vector<...>`
/// (the two results have the operands' types)
fn parse_scan(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    parse_kind(p, spec)?;
    p.expect(",")?;
    let refs = syntax::operands(p, 2)?;
    let dict_pos = p.here();
    spec.attrs = p.opt_attr_dict()?;
    check_scan_dict(p, spec, dict_pos)?;
    p.expect(":")?;
    let src = vector_ty(p, spec.kind)?;
    p.expect(",")?;
    let init = vector_ty(p, spec.kind)?;
    spec.operands = vec![p.resolve(refs[0], src)?, p.resolve(refs[1], init)?];
    spec.result_types = vec![src, init];
    Ok(())
}

/// The inherent attributes written in a `vector.scan`'s attribute dictionary, checked at parse
/// time in name order as MLIR's generated parser does (`{inclusive = 1}` is refused there,
/// before the verifier). A well-formed `kind` there replaces the `<kind>` written before.
fn check_scan_dict(p: &Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let get = |name: &str| spec.attrs.iter().find(|a| a.name.as_str() == name);
    let int_of = |a: &Attribute| match a {
        Attribute::Integer { ty, .. } => match p.m.ty(*ty) {
            TypeData::Integer {
                width, signedness, ..
            } => Some((*width, *signedness)),
            _ => None,
        },
        _ => None,
    };
    for (name, what) in [
        ("inclusive", "bool attribute"),
        (
            "kind",
            "Kind of combining function for contractions and reductions",
        ),
        ("reduction_dim", "64-bit signless integer attribute"),
    ] {
        let Some(a) = get(name) else { continue };
        let ok = match name {
            "inclusive" => int_of(&a.value).is_some_and(|(w, _)| w == 1),
            "kind" => enum_case(&a.value, "kind")
                .and_then(CombiningKind::from_name)
                .is_some(),
            _ => int_of(&a.value) == Some((64, crate::ir::Signedness::Signless)),
        };
        if !ok {
            let msg = format!(
                "'{}' op attribute '{name}' failed to satisfy constraint: {what}",
                spec.kind.name()
            );
            return cerr(p, pos, spec.kind, msg);
        }
    }
    if get("kind").is_some() {
        spec.props.retain(|a| a.name.as_str() != "kind");
    }
    Ok(())
}

/// `{indexing_maps = [...], iterator_types = ["parallel", ...][, kind = ...]} %a, %b, %acc
/// {attrs} : ta, tb into tc` (the trait dictionary possibly an attribute alias)
fn parse_contract(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let dict_pos = p.here();
    let mut traits = if p.peek() == b'#' {
        // An alias of the trait dictionary (`#matmul_trait`), as MLIR accepts.
        match p.parse_attr()? {
            Attribute::Dict(list) => list,
            _ => {
                return cerr(
                    p,
                    dict_pos,
                    spec.kind,
                    "invalid kind of attribute specified",
                )
            }
        }
    } else {
        p.parse_attr_dict()?
    };
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
    keyword(p, spec.kind, "into")?;
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
fn parse_outerproduct(p: &mut Parser<'_>, spec: &mut OpSpec, pos: usize) -> PResult<()> {
    let refs = operand_list(p)?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let ta = p.parse_type()?;
    p.expect(",")?;
    let tb = p.parse_type()?;
    if refs.len() < 2 || refs.len() > 3 {
        return cerr(p, pos, spec.kind, "expected at least 2 operands");
    }
    let Some((sa, elem)) = vector_parts(&p.m, ta).map(|(s, e)| (s.to_vec(), e)) else {
        return cerr(p, pos, spec.kind, "expected vector type for operand #1");
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
    let refs = operand_list(p)?;
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
    let sizes: Vec<i64> = int_list(p, spec.kind)?;
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
    keyword(p, spec.kind, "into")?;
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
        keyword(p, spec.kind, "into")?;
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
    let shape = transfer_mask_shape(m.ty(vector).shape().unwrap_or(&[]), map);
    let i1 = i1_type(m);
    vector_type(m, shape, i1)
}

/// The mask shape of [`transfer_mask_type`] for a vector of shape `vshape`.
pub fn transfer_mask_shape(vshape: &[i64], map: &AffineMap) -> Vec<i64> {
    let mut shape: Vec<i64> = (0..map.num_dims)
        .filter_map(|d| result_pos(map, d as usize))
        .map(|i| vshape.get(i).copied().unwrap_or(1))
        .collect();
    if shape.is_empty() {
        shape.push(1);
    }
    shape
}

/// Parses the `{attrs} : t1, t2` of a transfer and fills in the defaulted `permutation_map`
/// and `in_bounds`; returns (shaped type, vector type, map, where the types start).
fn transfer_types(
    p: &mut Parser<'_>,
    spec: &mut OpSpec,
    shaped_first: bool,
) -> PResult<(TypeId, TypeId, AffineMap, usize)> {
    spec.attrs = p.opt_attr_dict()?;
    // MLIR reports type errors of transfers at the colon.
    let tp = p.here();
    p.expect(":")?;
    let mut tys = p.parse_type_list()?;
    if tys.len() != 2 {
        return cerr(p, tp, spec.kind, "requires two types");
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
        return cerr(p, tp, spec.kind, "requires memref or ranked tensor type");
    }
    if vector_parts(&p.m, vt).is_none() {
        return cerr(p, tp, spec.kind, "requires vector type");
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
                return cerr(
                    p,
                    tp,
                    spec.kind,
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
    kind: OpKind,
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
        return cerr(
            p,
            mref.pos,
            kind,
            "does not support masks with vector element type",
        );
    }
    if rank(&p.m, vt) != map.results.len() {
        return cerr(
            p,
            tp,
            kind,
            "expected the same rank for the vector and the results of the permutation map",
        );
    }
    let mt = transfer_mask_type(&mut p.m, vt, map);
    Ok(Some(p.resolve(mref, mt)?))
}

/// `%base[%i], %pad[, %mask] {attrs} : shaped-type, vector-type`
fn parse_transfer_read(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let base = p.operand_ref()?;
    let idx = square_operand_refs(p)?;
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
    let mask = transfer_mask(p, spec.kind, mask, st, vt, &map, tp)?;
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
    let idx = square_operand_refs(p)?;
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
    let mask = transfer_mask(p, spec.kind, mask, st, vt, &map, tp)?;
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
        K::VectorScan => {
            print_kind(pr, op);
            pr.w(",");
            print_operands(pr, op);
            pr.attr_dict(op, &["kind"]);
            pr.w(" : ");
            pr.ty(operand_type(pr.m, op, 0));
            pr.w(", ");
            pr.ty(operand_type(pr.m, op, 1));
        }
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
        K::VectorScan => no == 2 && nr == 2 && enum_case_of(m, op, "kind").is_some(),
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
    // The defaulted kind is always set in MLIR's properties.
    if !traits.iter().any(|a| a.name == "kind") {
        traits.push(NamedAttr::new("kind", CombiningKind::Add.attr()));
    }
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
    // MLIR prints the attributes (the kind included, defaulted or not) only with an
    // accumulator.
    if pr.m.op(op).operands.len() == 3 {
        if pr.m.attr(op, "kind").is_some() {
            pr.attr_dict(op, &[]);
        } else {
            let d = pr.m.op(op);
            let mut all: Vec<NamedAttr> = d.props.iter().chain(&d.attrs).cloned().collect();
            all.push(NamedAttr::new("kind", CombiningKind::Add.attr()));
            all.sort_by(|a, b| a.name.cmp(&b.name));
            pr.w(" ");
            pr.attr(&Attribute::Dict(all));
        }
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
        OpKind::VectorScan => {
            out.push((0, "dest".into()));
            out.push((1, "accumulated_value".into()));
        }
        _ => {}
    }
}

// ---- verification -------------------------------------------------------------------------

/// The error of a broken rule: `'vector.x' op <msg>`.
type Fail = Result<(), String>;

/// Verifies a vector op's own rules (the structural ones come from its declaration), with
/// mlir-opt 22's messages and in its order: type constraints of the op definition first, then
/// the op's verifier.
pub fn verify(m: &Module, op: OpId) -> VResult {
    use OpKind as K;
    let kind = m.op(op).kind;
    // The few diagnostics MLIR emits without the `'op' op` prefix.
    if kind == K::VectorConstantMask {
        if let Some(msg) = zero_d_constant_mask(m, op) {
            return Err(crate::diag::Diagnostic::on_op(m, op, msg));
        }
    }
    if kind == K::VectorExtract
        && vector_parts(m, result_type(m, op)).is_some_and(|(s, _)| s.is_empty())
    {
        return Err(crate::diag::Diagnostic::on_op(
            m,
            op,
            "expected a scalar instead of a 0-d vector as the result type",
        ));
    }
    let r = match kind {
        K::VectorBroadcast => verify_broadcast(m, op),
        K::VectorFromElements | K::VectorToElements => verify_elements(m, op),
        K::VectorStep => verify_step(m, op),
        K::VectorExtract => verify_extract(m, op),
        K::VectorInsert => verify_insert(m, op),
        K::VectorExtractStridedSlice => verify_extract_strided_slice(m, op),
        K::VectorInsertStridedSlice => verify_insert_strided_slice(m, op),
        K::VectorShuffle => verify_shuffle(m, op),
        K::VectorInterleave | K::VectorDeinterleave => verify_interleave(m, op),
        K::VectorTranspose => verify_transpose(m, op),
        K::VectorShapeCast => verify_shape_cast(m, op),
        K::VectorBitcast => verify_bitcast(m, op),
        K::VectorTypeCast => verify_type_cast(m, op),
        K::VectorFma => verify_fma(m, op),
        K::VectorReduction => verify_reduction(m, op),
        K::VectorMultiReduction => verify_multi_reduction(m, op),
        K::VectorScan => verify_scan(m, op),
        K::VectorContract => verify_contract(m, op),
        K::VectorOuterProduct => verify_outerproduct(m, op),
        K::VectorCreateMask => verify_create_mask(m, op),
        K::VectorConstantMask => verify_constant_mask(m, op),
        K::VectorMask => verify_mask(m, op),
        K::VectorPrint => verify_print(m, op),
        K::VectorLoad | K::VectorStore => verify_load_store(m, op),
        K::VectorMaskedLoad
        | K::VectorMaskedStore
        | K::VectorExpandLoad
        | K::VectorCompressStore
        | K::VectorGather
        | K::VectorScatter => verify_masked_access(m, op),
        K::VectorTransferRead | K::VectorTransferWrite => verify_transfer(m, op),
        _ => Ok(()),
    };
    r.map_err(|e| op_error(m, op, e))
}

use crate::verify::op_error;

/// The vector type of value `v`, or the ODS message for operand/result `what` not being one.
fn vec_of(
    m: &Module,
    v: ValueId,
    what: &str,
    constraint: &str,
) -> Result<(Vec<i64>, TypeId), String> {
    let t = m.value_type(v);
    match vector_parts(m, t) {
        Some((s, e)) => Ok((s.to_vec(), e)),
        None => Err(format!(
            "{what} must be {constraint}, but got '{}'",
            ts(m, t)
        )),
    }
}

fn operand_vec(m: &Module, op: OpId, i: usize) -> Result<(Vec<i64>, TypeId), String> {
    vec_of(
        m,
        m.op(op).operands[i],
        &format!("operand #{i}"),
        "vector of any type values",
    )
}

fn result_vec(m: &Module, op: OpId) -> Result<(Vec<i64>, TypeId), String> {
    vec_of(
        m,
        m.op(op).results[0],
        "result #0",
        "vector of any type values",
    )
}

/// The ODS constraint of masks: a vector of `i1`.
fn i1_vector(m: &Module, v: ValueId, what: &str) -> Fail {
    let t = m.value_type(v);
    let ok = vector_parts(m, t).is_some_and(|(_, e)| {
        matches!(
            m.ty(e),
            TypeData::Integer {
                width: 1,
                signedness: crate::ir::Signedness::Signless
            }
        )
    });
    if !ok {
        return Err(format!(
            "{what} must be vector of 1-bit signless integer values, but got '{}'",
            ts(m, t)
        ));
    }
    Ok(())
}

const SAME_ELEM: &str = "failed to verify that source operand and result have same element type";

fn verify_broadcast(m: &Module, op: OpId) -> Fail {
    let (dshape, delem) = result_vec(m, op)?;
    let st = operand_type(m, op, 0);
    if elem_or_self(m, st) != delem {
        return Err(SAME_ELEM.into());
    }
    let sshape = vector_parts(m, st)
        .map(|(s, _)| s.to_vec())
        .unwrap_or_default();
    if sshape.len() > dshape.len() {
        return Err("source rank higher than destination rank".into());
    }
    let lead = dshape.len() - sshape.len();
    for (i, &sd) in sshape.iter().enumerate() {
        let dd = dshape[lead + i];
        if sd != 1 && sd != dd {
            return Err(format!("dimension mismatch ({sd} vs. {dd})"));
        }
    }
    Ok(())
}

fn verify_elements(m: &Module, op: OpId) -> Fail {
    let d = m.op(op);
    let (vec, scalars, name) = if d.kind == OpKind::VectorFromElements {
        (
            d.results[0],
            &d.operands,
            "shaped type 'dest' matches 'elements'",
        )
    } else {
        (
            d.operands[0],
            &d.results,
            "shaped type 'source' matches 'elements'",
        )
    };
    let (shape, elem) = vec_of(m, vec, "operand #0", "vector of any type values")?;
    let n: i64 = shape.iter().product();
    if n != scalars.len() as i64 || scalars.iter().any(|&v| m.value_type(v) != elem) {
        return Err(format!(
            "failed to verify that {name} element count and types"
        ));
    }
    Ok(())
}

fn verify_step(m: &Module, op: OpId) -> Fail {
    let t = result_type(m, op);
    let ok =
        vector_parts(m, t).is_some_and(|(s, e)| s.len() == 1 && matches!(m.ty(e), TypeData::Index));
    if !ok {
        return Err(format!(
            "result #0 must be vector of index values of ranks 1, but got '{}'",
            ts(m, t)
        ));
    }
    Ok(())
}

/// Checks the static positions of `extract`/`insert` against the vector `shape`.
fn check_positions(m: &Module, op: OpId, shape: &[i64], dest: bool) -> Fail {
    let d = m.op(op);
    let pos = super::dense_array(m, op, "static_position");
    let dynamic = pos.iter().filter(|&&p| p == DYNAMIC).count();
    let first_dyn = if dest { 2 } else { 1 };
    if dynamic != d.operands.len().saturating_sub(first_dyn) {
        return Err("mismatch between dynamic and static positions".into());
    }
    let what = if dest { "dest vector" } else { "vector" };
    if pos.len() > shape.len() {
        return Err(format!(
            "expected position attribute of rank no greater than {what} rank"
        ));
    }
    Ok(())
}

/// The message for static position `i` out of range, if one is.
fn position_in_range(pos: &[i64], shape: &[i64], dest: bool) -> Fail {
    for (i, (&p, &dim)) in pos.iter().zip(shape).enumerate() {
        if p == DYNAMIC || p == -1 || (0..dim).contains(&p) {
            continue;
        }
        return Err(if dest {
            format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding dest vector dimension",
                i + 1
            )
        } else {
            format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                i + 1
            )
        });
    }
    Ok(())
}

fn verify_extract(m: &Module, op: OpId) -> Fail {
    let (shape, elem) = operand_vec(m, op, 0)?;
    check_positions(m, op, &shape, false)?;
    let pos = super::dense_array(m, op, "static_position");
    position_in_range(&pos, &shape, false)?;
    let rt = result_type(m, op);
    let expected = if pos.len() == shape.len() {
        ts(m, elem)
    } else {
        let rest: Vec<String> = shape[pos.len()..].iter().map(i64::to_string).collect();
        format!("vector<{}x{}>", rest.join("x"), ts(m, elem))
    };
    if ts(m, rt) != expected {
        return Err(format!(
            "inferred type(s) '{expected}' are incompatible with return type(s) of operation '{}'",
            ts(m, rt)
        ));
    }
    Ok(())
}

fn verify_insert(m: &Module, op: OpId) -> Fail {
    let (shape, elem) = operand_vec(m, op, 1)?;
    let st = operand_type(m, op, 0);
    if elem_or_self(m, st) != elem {
        return Err(SAME_ELEM.into());
    }
    check_positions(m, op, &shape, true)?;
    let pos = super::dense_array(m, op, "static_position");
    match vector_parts(m, st) {
        Some((ss, _)) if ss.len() + pos.len() != shape.len() => {
            return Err(
                "expected position attribute rank + source rank to match dest vector rank".into(),
            )
        }
        None if pos.len() != shape.len() => {
            return Err("expected position attribute rank to match the dest vector rank".into())
        }
        _ => {}
    }
    position_in_range(&pos, &shape, true)
}

/// The integers of an `I64ArrayAttr` property.
fn i64_array(m: &Module, op: OpId, name: &str) -> Vec<i64> {
    match m.attr(op, name) {
        Some(Attribute::Array(items)) => items
            .iter()
            .map(|a| match a {
                Attribute::Integer { value, .. } => *value as i64,
                _ => 0,
            })
            .collect(),
        _ => vec![],
    }
}

/// Each `vals[i]` in `[min, shape[i] + (half_open ? 0 : 1))`.
fn confined_to_shape(vals: &[i64], shape: &[i64], name: &str, half_open: bool, min: i64) -> Fail {
    for (i, (&v, &d)) in vals.iter().zip(shape).enumerate() {
        let max = d + if half_open { 0 } else { 1 };
        if v < min || v >= max {
            return Err(format!(
                "expected {name} dimension {i} to be confined to [{min}, {max})"
            ));
        }
    }
    Ok(())
}

/// Strides must all be 1.
fn unit_strides(vals: &[i64]) -> Fail {
    if vals.iter().any(|&v| v != 1) {
        return Err("expected strides to be confined to [1, 2)".into());
    }
    Ok(())
}

/// Each `a[i] + b[i]` in `[1, shape[i] + 1)`.
fn sum_confined(a: &[i64], b: &[i64], shape: &[i64], names: (&str, &str)) -> Fail {
    for (i, ((&x, &y), &d)) in a.iter().zip(b).zip(shape).enumerate() {
        // (MLIR checks against 0 but names 1 as the lower bound.)
        if x + y < 0 || x + y > d {
            return Err(format!(
                "expected sum({}, {}) dimension {i} to be confined to [1, {})",
                names.0,
                names.1,
                d + 1
            ));
        }
    }
    Ok(())
}

fn verify_extract_strided_slice(m: &Module, op: OpId) -> Fail {
    let (shape, elem) = operand_vec(m, op, 0)?;
    let (offsets, sizes, strides) = (
        i64_array(m, op, "offsets"),
        i64_array(m, op, "sizes"),
        i64_array(m, op, "strides"),
    );
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return Err("expected offsets, sizes and strides attributes of same size".into());
    }
    for (name, v) in [
        ("offsets", &offsets),
        ("sizes", &sizes),
        ("strides", &strides),
    ] {
        if v.len() > shape.len() {
            return Err(format!(
                "expected {name} attribute of rank no greater than vector rank"
            ));
        }
    }
    confined_to_shape(&offsets, &shape, "offsets", true, 0)?;
    confined_to_shape(&sizes, &shape, "sizes", false, 1)?;
    unit_strides(&strides)?;
    sum_confined(&offsets, &sizes, &shape, ("offsets", "sizes"))?;
    let rshape: Vec<String> = sizes
        .iter()
        .chain(&shape[sizes.len()..])
        .map(i64::to_string)
        .collect();
    let expected = format!("vector<{}x{}>", rshape.join("x"), ts(m, elem));
    if ts(m, result_type(m, op)) != expected {
        return Err(format!("expected result type to be '{expected}'"));
    }
    Ok(())
}

fn verify_insert_strided_slice(m: &Module, op: OpId) -> Fail {
    let (sshape, _) = operand_vec(m, op, 0)?;
    let (dshape, _) = operand_vec(m, op, 1)?;
    let offsets = i64_array(m, op, "offsets");
    let strides = i64_array(m, op, "strides");
    if offsets.len() != dshape.len() {
        return Err("expected offsets of same size as destination vector rank".into());
    }
    if strides.len() != sshape.len() {
        return Err("expected strides of same size as source vector rank".into());
    }
    if sshape.len() > dshape.len() {
        return Err("expected source rank to be no greater than destination rank".into());
    }
    let padded: Vec<i64> = std::iter::repeat_n(0, dshape.len() - sshape.len())
        .chain(sshape.iter().copied())
        .collect();
    confined_to_shape(&offsets, &dshape, "offsets", true, 0)?;
    unit_strides(&strides)?;
    sum_confined(
        &offsets,
        &padded,
        &dshape,
        ("offsets", "source vector shape"),
    )
}

fn verify_shuffle(m: &Module, op: OpId) -> Fail {
    let (rs, _) = result_vec(m, op)?;
    let (s1, _) = operand_vec(m, op, 0)?;
    let (s2, _) = operand_vec(m, op, 1)?;
    let zero_d = s1.is_empty() && s2.is_empty() && rs.len() == 1;
    if !(zero_d || s1.len() == rs.len() && s2.len() == rs.len()) {
        return Err("rank mismatch".into());
    }
    for r in 1..s1.len() {
        if rs[r] != s1[r] || s1[r] != s2[r] {
            return Err("dimension mismatch".into());
        }
    }
    let mask = super::dense_array(m, op, "mask");
    if mask.is_empty() {
        return Err("invalid mask length".into());
    }
    if mask.len() as i64 != rs[0] {
        return Err("mask length mismatch".into());
    }
    let n = s1.first().copied().unwrap_or(1) + s2.first().copied().unwrap_or(1);
    for (i, &p) in mask.iter().enumerate() {
        if p != -1 && !(0..n).contains(&p) {
            return Err(format!("mask index #{} out of range", i + 1));
        }
    }
    Ok(())
}

fn verify_interleave(m: &Module, op: OpId) -> Fail {
    let d = m.op(op);
    if d.kind == OpKind::VectorInterleave {
        if operand_type(m, op, 0) != operand_type(m, op, 1) {
            return Err("failed to verify that all of {lhs, rhs} have same type".into());
        }
        let (s, e) = operand_vec(m, op, 0)?;
        let (rs, re) = result_vec(m, op)?;
        let doubled = s.len() == rs.len()
            && e == re
            && s.iter().zip(&rs).enumerate().all(|(i, (a, b))| {
                if i + 1 == s.len() {
                    *b == 2 * a
                } else {
                    a == b
                }
            });
        let zero_d = s.is_empty() && rs == [2] && e == re;
        if !(doubled && !s.is_empty() || zero_d) {
            return Err(
                "failed to verify that type of 'result' is double the width of the inputs".into(),
            );
        }
    } else {
        let (s, e) = operand_vec(m, op, 0)?;
        let rt = m.value_type(d.results[0]);
        if d.results.iter().any(|&r| m.value_type(r) != rt) {
            return Err("failed to verify that all of {res1, res2} have same type".into());
        }
        let (rs, re) = result_vec(m, op)?;
        let halved = s.len() == rs.len()
            && !s.is_empty()
            && e == re
            && s.iter().zip(&rs).enumerate().all(|(i, (a, b))| {
                if i + 1 == s.len() {
                    *a == 2 * b
                } else {
                    a == b
                }
            });
        if !halved {
            return Err("failed to verify that the trailing dimension of the results is half the width of source trailing dimension".into());
        }
    }
    Ok(())
}

fn verify_transpose(m: &Module, op: OpId) -> Fail {
    let (s, e) = operand_vec(m, op, 0)?;
    let (rs, re) = result_vec(m, op)?;
    if e != re {
        return Err(SAME_ELEM.into());
    }
    if s.len() != rs.len() {
        return Err(format!("vector result rank mismatch: {}", rs.len()));
    }
    let perm = super::dense_array(m, op, "permutation");
    if perm.len() != rs.len() {
        return Err(format!("transposition length mismatch: {}", perm.len()));
    }
    let mut seen = vec![false; rs.len()];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p as usize >= rs.len() {
            return Err(format!("transposition index out of range: {p}"));
        }
        if seen[p as usize] {
            return Err(format!("duplicate position index: {p}"));
        }
        seen[p as usize] = true;
        if rs[i] != s[p as usize] {
            return Err(format!("dimension size mismatch at: {p}"));
        }
    }
    Ok(())
}

fn verify_shape_cast(m: &Module, op: OpId) -> Fail {
    let (s, e) = operand_vec(m, op, 0)?;
    let (rs, re) = result_vec(m, op)?;
    if e != re {
        return Err("has different source and result element types".into());
    }
    let (a, b): (i64, i64) = (s.iter().product(), rs.iter().product());
    if a != b {
        return Err(format!(
            "has different number of elements at source ({a}) and result ({b})"
        ));
    }
    Ok(())
}

/// The size in bits of a scalar type as MLIR's default data layout gives it.
fn bits(m: &Module, t: TypeId) -> i64 {
    match m.ty(t) {
        TypeData::Integer { width, .. } => *width as i64,
        TypeData::Float(k) => k.width() as i64,
        TypeData::Index => 64,
        _ => 0,
    }
}

fn verify_bitcast(m: &Module, op: OpId) -> Fail {
    let (s, e) = operand_vec(m, op, 0)?;
    let (rs, re) = result_vec(m, op)?;
    if s.len() != rs.len() {
        return Err("failed to verify that all of {source, result} have same rank".into());
    }
    for i in 0..s.len().saturating_sub(1) {
        if s[i] != rs[i] {
            return Err(format!("dimension size mismatch at: {i}"));
        }
    }
    if s.is_empty() {
        if bits(m, e) != bits(m, re) {
            return Err(
                "source/result bitwidth of the 0-D vector element types must be equal".into(),
            );
        }
    } else if bits(m, e) * s[s.len() - 1] != bits(m, re) * rs[rs.len() - 1] {
        return Err("source/result bitwidth of the minor 1-D vectors must be equal".into());
    }
    Ok(())
}

/// The static shape of a memref including the shapes of vector elements, with its scalar
/// element type; None for non-memrefs.
fn flat_memref(m: &Module, t: TypeId) -> Option<(Vec<i64>, TypeId)> {
    let TypeData::MemRef { shape, elem, .. } = m.ty(t) else {
        return None;
    };
    let mut s = shape.clone();
    let mut e = *elem;
    if let Some((vs, ve)) = vector_parts(m, e) {
        s.extend_from_slice(vs);
        e = ve;
    }
    Some((s, e))
}

fn verify_type_cast(m: &Module, op: OpId) -> Fail {
    let st = operand_type(m, op, 0);
    let static_memref =
        matches!(m.ty(st), TypeData::MemRef { shape, .. } if !shape.contains(&DYNAMIC));
    if !static_memref {
        return Err(format!(
            "operand #0 must be statically shaped memref of any type values, but got '{}'",
            ts(m, st)
        ));
    }
    let rt = result_type(m, op);
    let (Some((ss, se)), Some((rs, re))) = (flat_memref(m, st), flat_memref(m, rt)) else {
        return Err(format!(
            "result #0 must be memref of any type values, but got '{}'",
            ts(m, rt)
        ));
    };
    if se != re {
        return Err(format!(
            "expects result and operand with same underlying scalar type: '{}'",
            ts(m, rt)
        ));
    }
    if ss != rs {
        return Err(format!(
            "expects concatenated result and operand shapes to be equal: '{}'",
            ts(m, rt)
        ));
    }
    Ok(())
}

fn verify_fma(m: &Module, op: OpId) -> Fail {
    let d = m.op(op);
    for (i, &v) in d.operands.iter().enumerate() {
        let t = m.value_type(v);
        if !vector_parts(m, t).is_some_and(|(_, e)| m.ty(e).is_float()) {
            return Err(format!(
                "operand #{i} must be vector of floating-point values, but got '{}'",
                ts(m, t)
            ));
        }
    }
    let t = m.value_type(d.operands[0]);
    if d.operands
        .iter()
        .chain(&d.results)
        .any(|&v| m.value_type(v) != t)
    {
        return Err("failed to verify that all of {lhs, rhs, acc, result} have same type".into());
    }
    Ok(())
}

/// MLIR's `isSupportedCombiningKind`: the kinds an element type supports.
fn supports_kind(m: &Module, kind: CombiningKind, elem: TypeId) -> bool {
    let int = matches!(m.ty(elem), TypeData::Integer { .. } | TypeData::Index);
    let float = m.ty(elem).is_float();
    if kind.is_integer_only() {
        int
    } else if kind.is_float_only() {
        float
    } else {
        int || float
    }
}

fn kind_of(m: &Module, op: OpId) -> Result<CombiningKind, String> {
    combining_kind(m, op)
        .ok_or_else(|| "attribute 'kind' failed to satisfy constraint: Kind of combining function for contractions and reductions".into())
}

fn verify_reduction(m: &Module, op: OpId) -> Fail {
    let (s, e) = operand_vec(m, op, 0)?;
    let rt = result_type(m, op);
    if rt != e {
        return Err(SAME_ELEM.into());
    }
    if m.op(op)
        .operands
        .get(1)
        .is_some_and(|&a| m.value_type(a) != rt)
    {
        return Err("failed to verify that dest and acc have the same type".into());
    }
    if s.len() > 1 {
        return Err(format!("unsupported reduction rank: {}", s.len()));
    }
    let kind = kind_of(m, op)?;
    if !supports_kind(m, kind, rt) {
        return Err(format!(
            "unsupported reduction type ''{}'' for kind '{}'",
            ts(m, rt),
            kind.name()
        ));
    }
    Ok(())
}

fn verify_multi_reduction(m: &Module, op: OpId) -> Fail {
    if operand_type(m, op, 1) != result_type(m, op) {
        return Err("failed to verify that all of {dest, acc} have same type".into());
    }
    let (s, e) = operand_vec(m, op, 0)?;
    let dims = super::dense_array(m, op, "reduction_dims");
    let kept: Vec<String> = s
        .iter()
        .enumerate()
        .filter(|(i, _)| !dims.contains(&(*i as i64)))
        .map(|(_, d)| d.to_string())
        .collect();
    let expected = if kept.is_empty() {
        ts(m, e)
    } else {
        format!("vector<{}x{}>", kept.join("x"), ts(m, e))
    };
    let rt = result_type(m, op);
    if ts(m, rt) != expected {
        return Err(format!(
            "destination type '{}' is incompatible with source type '{}'",
            ts(m, rt),
            ts(m, operand_type(m, op, 0))
        ));
    }
    Ok(())
}

/// The `inclusive` flag of a `vector.scan` (`None` unless it is a bool attribute).
pub fn scan_inclusive(m: &Module, op: OpId) -> Option<bool> {
    match m.attr(op, "inclusive")? {
        Attribute::Integer { value, ty }
            if matches!(m.ty(*ty), TypeData::Integer { width: 1, .. }) =>
        {
            Some(*value != 0)
        }
        _ => None,
    }
}

/// `ScanOp::verify` after the ODS constraints (vector operands, typed attributes, source and
/// dest of one type, initial and accumulated value of one type).
fn verify_scan(m: &Module, op: OpId) -> Fail {
    let (s, elem) = operand_vec(m, op, 0)?;
    let (init, _) = vec_of(
        m,
        m.op(op).operands[1],
        "operand #1",
        "vector of any type values",
    )?;
    let dim = match m.attr(op, "reduction_dim") {
        Some(Attribute::Integer { value, ty })
            if matches!(m.ty(*ty), TypeData::Integer { width: 64, signedness: crate::ir::Signedness::Signless }) =>
        {
            *value as i64
        }
        _ => {
            return Err(
                "attribute 'reduction_dim' failed to satisfy constraint: 64-bit signless integer attribute"
                    .into(),
            )
        }
    };
    if scan_inclusive(m, op).is_none() {
        return Err("attribute 'inclusive' failed to satisfy constraint: bool attribute".into());
    }
    let kind = kind_of(m, op)?;
    let d = m.op(op);
    if m.value_type(d.operands[0]) != m.value_type(d.results[0]) {
        return Err("failed to verify that all of {source, dest} have same type".into());
    }
    if m.value_type(d.operands[1]) != m.value_type(d.results[1]) {
        return Err(
            "failed to verify that all of {initial_value, accumulated_value} have same type".into(),
        );
    }
    let rank = s.len() as i64;
    if dim >= rank {
        return Err(format!(
            "reduction dimension {dim} has to be less than {rank}"
        ));
    }
    if init.len() as i64 != rank - 1 {
        return Err(format!(
            "initial value rank {} has to be equal to {}",
            init.len(),
            rank - 1
        ));
    }
    let expected: Vec<i64> = s
        .iter()
        .enumerate()
        .filter(|(i, _)| *i as i64 != dim)
        .map(|(_, &n)| n)
        .collect();
    if init != expected {
        return Err("incompatible input/initial value shapes".into());
    }
    if !supports_kind(m, kind, elem) {
        return Err(format!(
            "unsupported reduction type '{}' for kind '{}'",
            ts(m, elem),
            kind.name()
        ));
    }
    Ok(())
}

/// A pair of (lhs, rhs) result positions of one iterator of a contraction.
type DimPair = (usize, usize);

/// The position of `dim` among `map`'s results.
fn result_pos(map: &AffineMap, dim: usize) -> Option<usize> {
    map.results
        .iter()
        .position(|e| *e == AffineExpr::Dim(dim as u32))
}

/// The (lhs, rhs) result positions of the iterators of type `ty` used by both operands.
fn dim_pairs(maps: &[&AffineMap], its: &[IteratorType], ty: IteratorType) -> Vec<(usize, usize)> {
    its.iter()
        .enumerate()
        .filter(|(_, t)| **t == ty)
        .filter_map(|(i, _)| Some((result_pos(maps[0], i)?, result_pos(maps[1], i)?)))
        .collect()
}

fn verify_contract(m: &Module, op: OpId) -> Fail {
    let (ls, le) = operand_vec(m, op, 0)?;
    let (rs, _) = operand_vec(m, op, 1)?;
    if let TypeData::Integer { signedness, .. } = m.ty(le) {
        if *signedness != crate::ir::Signedness::Signless {
            return Err("only supports signless integer types".into());
        }
    }
    let maps = indexing_maps(m, op).unwrap_or_default();
    if maps.len() != 3 {
        return Err("expected an indexing map for each vector operand".into());
    }
    let its = iterator_types(m, op).unwrap_or_default();
    for (i, map) in maps.iter().enumerate() {
        if map.num_syms != 0 {
            return Err(format!("expected indexing map {i} to have no symbols"));
        }
        let r = rank(m, operand_type(m, op, i));
        if map.num_dims as usize != its.len() {
            return Err(format!(
                "expected indexing map {i} to have {} number of inputs",
                its.len()
            ));
        }
        if map.results.len() != r {
            return Err(format!(
                "expected indexing map {i} to have {r} number of outputs"
            ));
        }
        let mut seen = vec![false; map.num_dims as usize];
        let projected = map.results.iter().all(|e| match e {
            AffineExpr::Dim(d) => !std::mem::replace(&mut seen[*d as usize], true),
            _ => false,
        });
        if !projected {
            return Err(format!(
                "expected indexing map {i} to be a projected permutation of its inputs"
            ));
        }
    }
    let contracting = dim_pairs(&maps, &its, IteratorType::Reduction);
    let batch = dim_pairs(&maps, &its, IteratorType::Parallel);
    if contracting.is_empty() {
        return Err("expected at least one contracting dimension pair".into());
    }
    let valid = |pairs: &[(usize, usize)]| {
        pairs
            .iter()
            .all(|&(a, b)| a < ls.len() && b < rs.len() && ls[a] == rs[b])
    };
    if !valid(&contracting) {
        return Err("invalid contracting dimension map".into());
    }
    if !valid(&batch) {
        return Err("invalid batch dimension map".into());
    }
    verify_contract_output(m, op, &maps, (&ls, &rs), (&contracting, &batch))?;
    let rt = result_type(m, op);
    if !supports_kind(m, kind_of(m, op)?, elem_or_self(m, rt)) {
        return Err("unsupported contraction type".into());
    }
    Ok(())
}

/// The accumulator and result shape of a contraction: lhs free and batch dims, then rhs free
/// dims, arranged by the result map.
fn verify_contract_output(
    m: &Module,
    op: OpId,
    maps: &[&AffineMap],
    (ls, rs): (&[i64], &[i64]),
    (contracting, batch): (&[DimPair], &[DimPair]),
) -> Fail {
    let free_lhs = (0..ls.len()).filter(|i| !contracting.iter().any(|p| p.0 == *i));
    let free_rhs = (0..rs.len())
        .filter(|i| !contracting.iter().any(|p| p.1 == *i) && !batch.iter().any(|p| p.1 == *i));
    let n_expected = free_lhs.count() + free_rhs.count();
    let (acc, res) = (operand_type(m, op, 2), result_type(m, op));
    let bad = "invalid accumulator/result vector shape";
    if n_expected == 0 {
        if vector_parts(m, acc).is_some() || vector_parts(m, res).is_some() {
            return Err(bad.into());
        }
        return Ok(());
    }
    let (Some((_, re)), Some(_)) = (vector_parts(m, res), vector_parts(m, acc)) else {
        return Err(bad.into());
    };
    let mut extents: Vec<Option<i64>> = vec![None; maps[0].num_dims as usize];
    for (shape, map) in [(ls, maps[0]), (rs, maps[1])] {
        for (i, e) in map.results.iter().enumerate() {
            if let AffineExpr::Dim(d) = e {
                extents[*d as usize].get_or_insert(shape[i]);
            }
        }
    }
    if extents.iter().any(Option::is_none) {
        return Err("expected all dimensions to be either a LHS or a RHS dimension".into());
    }
    let shape: Vec<String> = maps[2]
        .results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => extents[*d as usize].unwrap_or(0).to_string(),
            _ => "0".into(),
        })
        .collect();
    let expected = format!("vector<{}x{}>", shape.join("x"), ts(m, re));
    if ts(m, res) != expected || ts(m, acc) != expected {
        return Err(format!("{bad}, expected: '{expected}'"));
    }
    Ok(())
}

fn verify_outerproduct(m: &Module, op: OpId) -> Fail {
    let d = m.op(op);
    let (ls, le) = operand_vec(m, op, 0)?;
    let (res, re) = result_vec(m, op)?;
    let rt = m.value_type(d.operands[1]);
    if le != re {
        return Err("failed to verify that lhs operand and result have same element type".into());
    }
    if elem_or_self(m, rt) != re {
        return Err("failed to verify that rhs operand and result have same element type".into());
    }
    if ls.len() != 1 {
        return Err("expected 1-d vector for operand #1".into());
    }
    match vector_parts(m, rt) {
        Some((rs, _)) => {
            if rs.len() != 1 {
                return Err("expected 1-d vector for operand #2".into());
            }
            if res.len() != 2 {
                return Err("expected 2-d vector result".into());
            }
            if ls[0] != res[0] {
                return Err("expected #1 operand dim to match result dim #1".into());
            }
            if rs[0] != res[1] {
                return Err("expected #2 operand dim to match result dim #2".into());
            }
        }
        None => {
            if res.len() != 1 {
                return Err("expected 1-d vector result".into());
            }
            if ls[0] != res[0] {
                return Err("expected #1 operand dim to match result dim #1".into());
            }
        }
    }
    if d.operands.len() == 3 && m.value_type(d.operands[2]) != result_type(m, op) {
        return Err("expected operand #3 of same type as result type".into());
    }
    if !supports_kind(m, kind_of(m, op)?, re) {
        return Err("unsupported outerproduct type".into());
    }
    Ok(())
}

fn verify_create_mask(m: &Module, op: OpId) -> Fail {
    for (i, &v) in m.op(op).operands.iter().enumerate() {
        let t = m.value_type(v);
        if !matches!(m.ty(t), TypeData::Index) {
            return Err(format!(
                "operand #{i} must be variadic of index, but got '{}'",
                ts(m, t)
            ));
        }
    }
    i1_vector(m, m.op(op).results[0], "result #0")?;
    let (s, _) = result_vec(m, op)?;
    let n = m.op(op).operands.len();
    if s.is_empty() {
        if n != 1 {
            return Err("must specify exactly one operand for 0-D create_mask".into());
        }
    } else if n != s.len() {
        return Err("must specify an operand for each result vector dimension".into());
    }
    Ok(())
}

/// The prefix-less diagnostics of a 0-D `constant_mask`.
fn zero_d_constant_mask(m: &Module, op: OpId) -> Option<&'static str> {
    let (s, _) = vector_parts(m, result_type(m, op))?;
    if !s.is_empty() {
        return None;
    }
    let sizes = super::dense_array(m, op, "mask_dim_sizes");
    if sizes.len() != 1 {
        return Some("array attr must have length 1 for 0-D vectors");
    }
    if sizes[0] != 0 && sizes[0] != 1 {
        return Some("mask dim size must be either 0 or 1 for 0-D vectors");
    }
    None
}

fn verify_constant_mask(m: &Module, op: OpId) -> Fail {
    i1_vector(m, m.op(op).results[0], "result #0")?;
    let (s, _) = result_vec(m, op)?;
    if s.is_empty() {
        return Ok(());
    }
    let sizes = super::dense_array(m, op, "mask_dim_sizes");
    if sizes.len() != s.len() {
        return Err("must specify array attr of size equal vector result rank".into());
    }
    if sizes.iter().zip(&s).any(|(&k, &d)| k < 0 || k > d) {
        return Err("array attr of size out of bounds of vector result dimension size".into());
    }
    if sizes.contains(&0) && sizes.iter().any(|&k| k != 0) {
        return Err("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim".into());
    }
    Ok(())
}

/// The mask type a maskable op expects inside `vector.mask` (MLIR's `getExpectedMaskType`),
/// as text; None for ops that cannot be masked.
fn expected_mask_type(m: &Module, op: OpId) -> Option<String> {
    use OpKind as K;
    let d = m.op(op);
    let shape: Vec<i64> = match d.kind {
        K::VectorTransferRead | K::VectorTransferWrite => {
            let vt = if d.kind == K::VectorTransferRead {
                result_type(m, op)
            } else {
                operand_type(m, op, 0)
            };
            transfer_mask_shape(m.ty(vt).shape().unwrap_or(&[]), permutation_map(m, op)?)
        }
        K::VectorReduction | K::VectorMultiReduction => {
            m.ty(operand_type(m, op, 0)).shape()?.to_vec()
        }
        K::VectorOuterProduct | K::VectorGather => m.ty(result_type(m, op)).shape()?.to_vec(),
        K::VectorContract => {
            let maps = indexing_maps(m, op)?;
            let mut s = vec![0; maps.first()?.num_dims as usize];
            for i in 0..2 {
                let vs = m.ty(operand_type(m, op, i)).shape()?.to_vec();
                for (j, e) in maps.get(i)?.results.iter().enumerate() {
                    if let AffineExpr::Dim(dim) = e {
                        s[*dim as usize] = vs.get(j).copied().unwrap_or(0);
                    }
                }
            }
            s
        }
        _ => return None,
    };
    let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
    Some(format!("vector<{}xi1>", dims.join("x")))
}

fn verify_mask(m: &Module, op: OpId) -> Fail {
    let d = m.op(op);
    i1_vector(m, d.operands[0], "operand #0")?;
    let Some(b) = m.entry_block(d.regions[0]) else {
        return Err("expects a terminator within the mask region".into());
    };
    let ops: Vec<OpId> = m.block_ops(b).collect();
    if ops.is_empty() {
        return Err("expects a terminator within the mask region".into());
    }
    if ops.len() > 2 {
        return Err("expects only one operation to mask".into());
    }
    let term = ops[ops.len() - 1];
    if m.op(term).kind != OpKind::VectorYield {
        return Err("expects a terminator within the mask region".into());
    }
    if m.op(term).operands.len() != d.results.len() {
        return Err("expects number of results to match mask region yielded values".into());
    }
    if ops.len() == 1 {
        return Ok(());
    }
    let masked = ops[0];
    let Some(expected) = expected_mask_type(m, masked) else {
        return Err("expects a MaskableOpInterface within the mask region".into());
    };
    let md = m.op(masked);
    if md.results.len() != d.results.len() {
        return Err(
            "expects number of results to match maskable operation number of results".into(),
        );
    }
    let types = |vs: &[ValueId]| vs.iter().map(|&v| m.value_type(v)).collect::<Vec<_>>();
    if types(&md.results) != types(&d.results) {
        return Err("expects result type to match maskable operation result type".into());
    }
    let mt = m.value_type(d.operands[0]);
    if ts(m, mt) != expected {
        return Err(format!(
            "expects a '{expected}' mask for the maskable operation"
        ));
    }
    if let Some(&pt) = d.operands.get(1) {
        if md.kind != OpKind::VectorTransferRead {
            return Err("doesn't expect a passthru argument for this maskable operation".into());
        }
        if md.results.len() != 1 {
            return Err("expects result when passthru argument is provided".into());
        }
        if m.value_type(pt) != m.value_type(md.results[0]) {
            return Err("expects passthru type to match result type".into());
        }
    }
    Ok(())
}

fn verify_print(m: &Module, op: OpId) -> Fail {
    let string = m.attr(op, "stringLiteral").is_some();
    let punct = punctuation(m, op).is_some_and(|p| p != Punctuation::NewLine);
    if string && (!m.op(op).operands.is_empty() || punct) {
        return Err(
            "failed to verify that `source` or `punctuation` are not set when printing strings"
                .into(),
        );
    }
    Ok(())
}

/// The memref rank, and its element type with vector elements unwrapped (and the vector
/// element type itself).
fn memref_parts(m: &Module, t: TypeId) -> Option<(usize, TypeId, Option<TypeId>)> {
    match m.ty(t) {
        TypeData::MemRef { shape, elem, .. } | TypeData::Tensor { shape, elem, .. } => {
            let inner = vector_parts(m, *elem).map(|(_, e)| e);
            Some((shape.len(), inner.unwrap_or(*elem), inner.map(|_| *elem)))
        }
        _ => None,
    }
}

fn verify_load_store(m: &Module, op: OpId) -> Fail {
    let d = m.op(op);
    let load = d.kind == OpKind::VectorLoad;
    let (vt, bt, nidx) = if load {
        (
            result_type(m, op),
            operand_type(m, op, 0),
            d.operands.len() - 1,
        )
    } else {
        (
            operand_type(m, op, 0),
            operand_type(m, op, 1),
            d.operands.len() - 2,
        )
    };
    let Some((vs, ve)) = vector_parts(m, vt).map(|(s, e)| (s.to_vec(), e)) else {
        return Ok(());
    };
    let Some((brank, belem, bvec)) = memref_parts(m, bt) else {
        return Ok(());
    };
    let what = if load { "result" } else { "valueToStore" };
    if brank < vs.len() {
        return Err(if load {
            "destination memref has lower rank than the result vector".into()
        } else {
            "source memref has lower rank than the vector to store".into()
        });
    }
    if let Some(ev) = bvec {
        if ev != vt {
            return Err(format!("base memref and {what} vector types should match"));
        }
    }
    if ve != belem {
        return Err(if load {
            "base and result element types should match".into()
        } else {
            "base and valueToStore element type should match".into()
        });
    }
    if nidx != brank {
        return Err(format!("requires {brank} indices"));
    }
    Ok(())
}

fn verify_masked_access(m: &Module, op: OpId) -> Fail {
    use OpKind as K;
    let d = m.op(op);
    let n = d.operands.len();
    let gather = matches!(d.kind, K::VectorGather | K::VectorScatter);
    let load = matches!(
        d.kind,
        K::VectorMaskedLoad | K::VectorExpandLoad | K::VectorGather
    );
    let what = if load { "result" } else { "valueToStore" };
    let vt = if load {
        result_type(m, op)
    } else {
        m.value_type(d.operands[n - 1])
    };
    i1_vector(m, d.operands[n - 2], &format!("operand #{}", n - 2))?;
    let mask_t = m.value_type(d.operands[n - 2]);
    let bt = operand_type(m, op, 0);
    let nidx = n - 1 - if gather { 3 } else { 2 };
    let Some((brank, belem, _)) = memref_parts(m, bt) else {
        return Err("requires base to be a memref or ranked tensor type".into());
    };
    let (Some((vs, ve)), Some((ms, _))) = (vector_parts(m, vt), vector_parts(m, mask_t)) else {
        return Ok(());
    };
    if ve != belem {
        return Err(format!("base and {what} element type should match"));
    }
    if nidx != brank {
        return Err(format!("requires {brank} indices"));
    }
    match d.kind {
        K::VectorMaskedLoad | K::VectorMaskedStore if vs != ms => {
            return Err(format!("expected {what} shape to match mask shape"));
        }
        K::VectorExpandLoad | K::VectorCompressStore if vs.first() != ms.first() => {
            return Err(format!("expected {what} dim to match mask dim"));
        }
        K::VectorGather | K::VectorScatter => {
            let it = m.value_type(d.operands[n - 3]);
            if m.ty(it).shape() != Some(vs) {
                return Err(format!("expected {what} dim to match indices dim"));
            }
            if vs != ms {
                return Err(format!("expected {what} dim to match mask dim"));
            }
        }
        _ => {}
    }
    if load && m.value_type(d.operands[n - 1]) != vt {
        return Err("expected pass_thru of same type as result type".into());
    }
    Ok(())
}

fn verify_transfer(m: &Module, op: OpId) -> Fail {
    let d = m.op(op);
    let read = d.kind == OpKind::VectorTransferRead;
    let (st, vt) = if read {
        (operand_type(m, op, 0), result_type(m, op))
    } else {
        (operand_type(m, op, 1), operand_type(m, op, 0))
    };
    let (idx, mask) = transfer_parts(m, op);
    let Some((srank, _, _)) = memref_parts(m, st) else {
        return Err("requires source to be a memref or ranked tensor type".into());
    };
    if idx.len() != srank {
        return Err(format!("requires {srank} indices"));
    }
    let map = permutation_map(m, op).cloned().unwrap_or(AffineMap {
        num_dims: 0,
        num_syms: 0,
        results: vec![],
    });
    if !read
        && map
            .results
            .iter()
            .any(|e| matches!(e, AffineExpr::Const(_)))
    {
        return Err("should not have broadcast dimensions".into());
    }
    check_transfer_shapes(m, st, vt, &map, mask.is_some())?;
    if let Some(mk) = mask {
        let shape = transfer_mask_shape(m.ty(vt).shape().unwrap_or(&[]), &map);
        let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
        let a = format!("vector<{}xi1>", dims.join("x"));
        let b = ts(m, m.value_type(mk));
        if a != b {
            return Err(format!(
                "inferred mask type ('{a}') and mask operand type ('{b}') don't match"
            ));
        }
    }
    let nb = in_bounds(m, op).len();
    if map.results.len() != nb {
        let mut text = String::new();
        crate::print::write_affine_map(&mut text, &map);
        return Err(format!(
            "expects the in_bounds attr of same rank as permutation_map results: affine_map<{text}> vs inBounds of size: {nb}"
        ));
    }
    if read {
        let elem = m.ty(st).element_type().unwrap_or(st);
        let pad = m.value_type(d.operands[1 + idx.len()]);
        if vector_parts(m, elem).is_some() {
            if elem != pad {
                return Err("requires source element type and padding type to match.".into());
            }
        } else if pad != elem {
            return Err("requires formal padding and source of the same elemental type".into());
        }
    }
    verify_permutation_map(&map)
}

/// The element and rank rules of `verifyTransferOp` between a shaped type and a vector.
fn check_transfer_shapes(
    m: &Module,
    st: TypeId,
    vt: TypeId,
    map: &AffineMap,
    masked: bool,
) -> Fail {
    let elem = m.ty(st).element_type().unwrap_or(st);
    let Some((vs, ve)) = vector_parts(m, vt) else {
        return Ok(());
    };
    let minor = vs.last().copied().unwrap_or(1);
    if let Some((es, ee)) = vector_parts(m, elem) {
        let src = bits(m, ee) * es.last().copied().unwrap_or(1);
        if src == 0 || (bits(m, ve) * minor) % src != 0 {
            return Err("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source".into());
        }
        if es.len() > vs.len() {
            return Err("requires source vector element and vector result ranks to match.".into());
        }
        if map.results.len() != vs.len() - es.len() {
            return Err(
                "requires a permutation_map with result dims of the same rank as the vector type"
                    .into(),
            );
        }
        if masked {
            return Err("does not support masks with vector element type".into());
        }
    } else {
        let eb = bits(m, elem);
        if eb == 0 || (bits(m, ve) * minor) % eb != 0 {
            return Err("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type".into());
        }
        if map.results.len() != vs.len() {
            return Err(
                "requires a permutation_map with result dims of the same rank as the vector type"
                    .into(),
            );
        }
    }
    if map.num_syms != 0 {
        return Err("requires permutation_map without symbols".into());
    }
    let srank = m.ty(st).shape().map(|s| s.len()).unwrap_or(0);
    if map.num_dims as usize != srank {
        return Err(
            "requires a permutation_map with input dims of the same rank as the source type".into(),
        );
    }
    Ok(())
}

/// Each result a distinct dim or the constant 0.
fn verify_permutation_map(map: &AffineMap) -> Fail {
    let mut seen = vec![false; map.num_dims as usize];
    for e in &map.results {
        match e {
            AffineExpr::Const(0) => {}
            AffineExpr::Dim(d) if (*d as usize) < seen.len() => {
                if std::mem::replace(&mut seen[*d as usize], true) {
                    return Err("requires a permutation_map that is a permutation (found one dim used more than once)".into());
                }
            }
            _ => {
                return Err("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)".into())
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dims(ds: &[u32]) -> Vec<AffineExpr> {
        ds.iter().map(|&d| AffineExpr::Dim(d)).collect()
    }

    fn map(num_dims: u32, results: Vec<AffineExpr>) -> AffineMap {
        AffineMap {
            num_dims,
            num_syms: 0,
            results,
        }
    }

    #[test]
    fn minor_identity_maps() {
        assert!(is_minor_identity(&map(2, dims(&[1]))));
        assert!(is_minor_identity(&map(2, dims(&[0, 1]))));
        assert!(is_minor_identity(&map(3, vec![])));
        assert!(!is_minor_identity(&map(2, dims(&[0]))));
        assert!(!is_minor_identity(&map(2, dims(&[1, 0]))));
        assert!(!is_minor_identity(&map(1, vec![AffineExpr::Const(0)])));
    }

    #[test]
    fn transfer_masks_follow_source_dimensions() {
        // A transposing read of vector<8x4>: the mask is in source order, 4x8.
        assert_eq!(transfer_mask_shape(&[8, 4], &map(2, dims(&[1, 0]))), [4, 8]);
        // Broadcast dimensions have no mask dimension.
        let bcast = map(2, vec![AffineExpr::Const(0), AffineExpr::Dim(1)]);
        assert_eq!(transfer_mask_shape(&[4, 8], &bcast), [8]);
        // 0-D transfers take a one-element mask.
        assert_eq!(transfer_mask_shape(&[], &map(1, vec![])), [1]);
    }

    #[test]
    fn default_transfer_maps() {
        let mut m = Module::new();
        let f32t = m.intern_type(TypeData::Float(crate::ir::FloatKind::F32));
        let v4 = vector_type(&mut m, vec![4], f32t);
        let mem = m.intern_type(TypeData::MemRef {
            shape: vec![8, 8],
            elem: f32t,
            layout: crate::ir::Layout::Identity,
            memory_space: None,
        });
        assert_eq!(minor_identity_transfer_map(&m, mem, v4), map(2, dims(&[1])));
        let scalar_mem = m.intern_type(TypeData::MemRef {
            shape: vec![],
            elem: f32t,
            layout: crate::ir::Layout::Identity,
            memory_space: None,
        });
        let v1 = vector_type(&mut m, vec![1], f32t);
        assert_eq!(
            minor_identity_transfer_map(&m, scalar_mem, v1),
            map(0, vec![AffineExpr::Const(0)])
        );
    }

    #[test]
    fn enum_attributes_read_back() {
        for k in CombiningKind::ALL {
            assert_eq!(CombiningKind::from_name(k.name()), Some(k));
            assert_eq!(
                enum_case(&k.attr(), "kind").and_then(CombiningKind::from_name),
                Some(k)
            );
        }
        let spaced = Attribute::Opaque("#vector.kind< maxnumf >".into());
        assert_eq!(enum_case(&spaced, "kind"), Some("maxnumf"));
        assert_eq!(enum_case(&spaced, "punctuation"), None);
        assert!(CombiningKind::Xor.is_integer_only());
        assert!(CombiningKind::MinimumF.is_float_only());
        assert!(!CombiningKind::Add.is_integer_only() && !CombiningKind::Add.is_float_only());
    }
}
