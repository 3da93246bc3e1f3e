//! `arith-emulate-unsupported-floats{source-types=bf16,f16 target-type=f32}`: every `arith`
//! op that computes on a source float type (scalar or vector element) computes on the target
//! type instead, between `arith.extf` of its operands and `arith.truncf` of its results, as
//! MLIR 22's pass of that name converts them. It is how LLVM runs `f16`/`bf16` arithmetic on
//! targets without it (each op rounded back to the narrow type), and how `bufjit run` runs it
//! (`--pipeline=auto` adds the pass when an `arith` op computes on `f16` or `bf16`).
//!
//! ```mlir
//! %s = arith.addf %a, %b : f16
//! %t = arith.mulf %s, %a : f16
//! ```
//! becomes (each value extended once, right after its definition or at the start of its
//! block; each converted result truncated right after the op)
//! ```mlir
//! %0 = arith.extf %b fastmath<contract> : f16 to f32
//! %1 = arith.extf %a fastmath<contract> : f16 to f32
//! %2 = arith.addf %1, %0 : f32
//! %s = arith.truncf %2 fastmath<contract> : f32 to f16
//! %3 = arith.extf %s fastmath<contract> : f16 to f32
//! %4 = arith.mulf %3, %1 : f32
//! %t = arith.truncf %4 fastmath<contract> : f32 to f16
//! ```
//! `arith.constant`, `select`, `bitcast`, `extf` and `truncf` stay as they are. Unlike MLIR's
//! conversion driver, ops are not folded on the way (MLIR folds e.g. `divf %x, 1.0` to `%x`).
//!
//! bufjit also converts the two computing vector ops the vector lowerings leave, which MLIR
//! hands to LLVM as they are, the way LLVM legalizes them on x86 (each `f16`/`bf16` operation
//! promoted to `f32` and rounded back). A masked `vector.reduction` first becomes the reduction
//! of an `arith.select` giving masked-off lanes the values MLIR's lowering gives them
//! ([`unmask_reduction`]). The `min`/`max` kinds become chains of scalar ops, lanes in order
//! and the accumulator last, as LLVM computes them on these types ([`expand_min_max`]).
//! `vector.fma` becomes
//! `arith.mulf` and `arith.addf` first: MLIR lowers it to `llvm.intr.fmuladd`, which LLVM splits
//! into a multiplication and an addition on these types, each rounded. A `vector.reduction
//! <add>` or `<mul>` is an ordered chain of operations rounded after each step, so it first
//! becomes that chain of `vector.extract`s and arith ops, starting from the accumulator (or
//! `0.0` / `1.0`, the start value MLIR's lowering gives `llvm.vector.reduce.fadd` / `fmul`);
//! the arith conversion then handles the new ops:
//! ```mlir
//! %r = vector.reduction <add>, %v : vector<2xf16> into f16
//! ```
//! becomes, before the arith conversion,
//! ```mlir
//! %cst = arith.constant 0.000000e+00 : f16
//! %0 = vector.extract %v[0] : f16 from vector<2xf16>
//! %1 = arith.addf %cst, %0 : f16
//! %2 = vector.extract %v[1] : f16 from vector<2xf16>
//! %r = arith.addf %1, %2 : f16
//! ```

use crate::diag::Diagnostic;
use crate::dialects::{Dialect, OpKind};
use crate::ir::{
    Attribute, FloatKind, InsertPoint, Module, NamedAttr, OpId, OpSpec, TypeData, TypeId, ValueId,
};
use crate::transforms::PassOptions;
use rustc_hash::FxHashMap;

/// The pass options: the float types to emulate and the type that computes for them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// `source-types`: floats without arithmetic.
    pub sources: Vec<FloatKind>,
    /// `target-type`: the float they compute in (`f32` by default).
    pub target: FloatKind,
}

/// The float kind a type keyword names (`f16`, `bf16`, `f32`, ..., `f8E4M3FN`).
fn float_kind(s: &str) -> Option<FloatKind> {
    use FloatKind as F;
    [
        F::F16,
        F::BF16,
        F::F32,
        F::F64,
        F::F80,
        F::F128,
        F::TF32,
        F::F8E4M3FN,
        F::F8E5M2,
        F::F4E2M1FN,
    ]
    .into_iter()
    .find(|k| k.keyword() == s)
}

/// Parses `source-types` (a comma-separated list) and `target-type`.
pub fn parse_options(opts: &PassOptions) -> Result<Options, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let name = "arith-emulate-unsupported-floats";
    let mut r = OptionReader::new(opts, name, Wording::InvalidOption);
    let sources: Vec<String> = r.value("source-types", Vec::new(), |v| {
        Ok(v.split(',').map(|s| s.trim().to_string()).collect())
    });
    let target = r.value("target-type", "f32".to_string(), |v| {
        Ok(v.trim().to_string())
    });
    r.finish()?;
    let unknown = |s: &str| {
        Diagnostic::error(
            None,
            format!("could not map source type '{s}' to a known floating-point type"),
        )
    };
    let sources = sources
        .iter()
        .filter(|s| !s.is_empty())
        .map(|s| float_kind(s).ok_or_else(|| unknown(s)))
        .collect::<Result<Vec<_>, _>>()?;
    let target = float_kind(&target).ok_or_else(|| {
        Diagnostic::error(
            None,
            format!("could not map target type '{target}' to a known floating-point type"),
        )
    })?;
    Ok(Options { sources, target })
}

/// Runs the pass over the whole module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    if let Some(top) = m.top {
        emulate(m, top, &o);
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    emulate(m, func, &o);
    Ok(())
}

/// The ops that keep their source-typed operands and results.
fn stays(kind: OpKind) -> bool {
    matches!(
        kind,
        OpKind::Constant | OpKind::Select | OpKind::Bitcast | OpKind::ExtF | OpKind::TruncF
    )
}

/// True for the ops the pass converts: arith ops but those that [`stay`](stays), and
/// `vector.reduction` outside `vector.mask` (masked ones on source floats are unmasked first,
/// [`unmask_reduction`]).
fn converts(m: &Module, op: OpId) -> bool {
    let kind = m.op(op).kind;
    match kind {
        OpKind::VectorReduction => !crate::transforms::vector::is_masked(m, op),
        _ => kind.dialect() == Dialect::Arith && !stays(kind),
    }
}

/// Rewrites the ops in `root` as the module doc shows.
pub fn emulate(m: &mut Module, root: OpId, o: &Options) {
    let mut masked = Vec::new();
    m.walk_nested(root, &mut |op| {
        if m.op(op).kind == OpKind::VectorReduction
            && crate::transforms::vector::is_masked(m, op)
            && computes_on_source(m, m.value_type(m.op(op).results[0]), o)
        {
            masked.push(op);
        }
    });
    for op in masked {
        unmask_reduction(m, op);
    }
    let mut chains = Vec::new();
    m.walk_nested(root, &mut |op| {
        let on_source = || computes_on_source(m, m.value_type(m.op(op).results[0]), o);
        let expands = match m.op(op).kind {
            OpKind::VectorReduction => converts(m, op),
            OpKind::VectorFma => true,
            _ => false,
        };
        if expands && on_source() {
            chains.push(op);
        }
    });
    for op in chains {
        if m.op(op).kind == OpKind::VectorFma {
            split_fma(m, op);
        } else if ordered_start(m, op).is_some() {
            expand_reduction(m, op);
        } else {
            expand_min_max(m, op);
        }
    }
    let mut ops = Vec::new();
    m.walk_nested(root, &mut |op| {
        let d = m.op(op);
        if converts(m, op)
            && d.operands
                .iter()
                .chain(&d.results)
                .any(|&v| computes_on_source(m, m.value_type(v), o))
        {
            ops.push(op);
        }
    });
    let mut extended: FxHashMap<ValueId, ValueId> = FxHashMap::default();
    for op in ops {
        convert_op(m, op, o, &mut extended);
    }
}

/// The start value of an ordered float reduction (`vector.reduction <add>` / `<mul>`): the
/// bits of `0.0` or `1.0` in the result type, `None` for the other kinds.
fn ordered_start(m: &Module, op: OpId) -> Option<f64> {
    use crate::dialects::vector::CombiningKind as K;
    match crate::dialects::vector::combining_kind(m, op)? {
        K::Add => Some(0.0),
        K::Mul => Some(1.0),
        _ => None,
    }
}

/// Replaces an ordered `vector.reduction` (see [`ordered_start`]) by the chain of
/// `vector.extract`s and arith ops LLVM computes it with, as the module doc shows.
fn expand_reduction(m: &mut Module, op: OpId) {
    let d = m.op(op).clone();
    let Some(start) = ordered_start(m, op) else {
        return;
    };
    let kind = crate::dialects::vector::combining_kind(m, op)
        .and_then(|k| k.arith_op(m, m.value_type(d.results[0])));
    let Some(arith) = kind else { return };
    let elem = m.value_type(d.results[0]);
    let shape = match m.ty(m.value_type(d.operands[0])) {
        TypeData::Vector { shape, .. } => shape.clone(),
        _ => return,
    };
    let mut acc = match d.operands.get(1) {
        Some(&a) => a,
        None => {
            let code = match m.ty(elem) {
                TypeData::Float(k) => k.small_code(),
                _ => None,
            };
            let Some(code) = code else { return };
            let bits = crate::semantics::minifloat::encode_code(start, code);
            let spec = OpSpec {
                result_types: vec![elem],
                props: vec![NamedAttr::new("value", Attribute::Float { bits, ty: elem })],
                ..OpSpec::new(m, OpKind::Constant, d.loc.clone())
            };
            insert_before(m, op, spec)
        }
    };
    let fastmath = fastmath_of(&d);
    for i in 0..shape.iter().product() {
        let lane = lane_of(m, op, elem, &shape, i);
        let spec = OpSpec {
            operands: vec![acc, lane],
            result_types: vec![elem],
            props: fastmath.clone(),
            ..OpSpec::new(m, arith, d.loc.clone())
        };
        acc = insert_before(m, op, spec);
    }
    m.replace_all_uses(d.results[0], acc);
    m.erase_op(op);
}

/// The bits of the value MLIR's lowering of a masked `vector.reduction` gives masked-off lanes
/// of a small float (`code`: [`FloatKind::small_code`]): the identity of `add` (-0.0) and
/// `mul` (1.0), a quiet NaN for `minnumf` (negative for `maxnumf`), the largest finite value
/// for `minimumf`, the negative smallest subnormal for `maximumf`.
fn masked_lane(kind: crate::dialects::vector::CombiningKind, code: u64) -> Option<u64> {
    use crate::dialects::vector::CombiningKind as K;
    use crate::semantics::minifloat::encode_code;
    let mantissa = if code == 0 { 10 } else { 7 };
    let exp_mask: u64 = 0x7fff & !((1 << mantissa) - 1);
    let quiet = exp_mask | 1 << (mantissa - 1);
    Some(match kind {
        K::Add => encode_code(-0.0, code),
        K::Mul => encode_code(1.0, code),
        K::MinNumF => quiet,
        K::MaxNumF => quiet | 0x8000,
        K::MinimumF => exp_mask - 1,
        K::MaximumF => 0x8001,
        _ => return None,
    })
}

/// Replaces a masked `vector.reduction` on a small float by the unmasked reduction of an
/// `arith.select` that gives masked-off lanes [`masked_lane`], as LLVM computes the
/// predicated reduction MLIR lowers it to:
/// ```mlir
/// %r = vector.mask %m { vector.reduction <add>, %v : vector<4xf16> into f16 } : vector<4xi1> -> f16
/// ```
/// becomes
/// ```mlir
/// %cst = arith.constant -0.000000e+00 : f16
/// %0 = vector.broadcast %cst : f16 to vector<4xf16>
/// %1 = arith.select %m, %v, %0 : vector<4xi1>, vector<4xf16>
/// %r = vector.reduction <add>, %1 : vector<4xf16> into f16
/// ```
fn unmask_reduction(m: &mut Module, op: OpId) {
    let Some(mask_op) = m.parent_op(op) else {
        return;
    };
    let d = m.op(op).clone();
    let elem = m.value_type(d.results[0]);
    let code = match m.ty(elem) {
        TypeData::Float(k) => k.small_code(),
        _ => None,
    };
    let kind = crate::dialects::vector::combining_kind(m, op);
    let Some(bits) = code.zip(kind).and_then(|(c, k)| masked_lane(k, c)) else {
        return;
    };
    let loc = d.loc.clone();
    let spec = OpSpec {
        result_types: vec![elem],
        props: vec![NamedAttr::new("value", Attribute::Float { bits, ty: elem })],
        ..OpSpec::new(m, OpKind::Constant, loc.clone())
    };
    let lane = insert_before(m, mask_op, spec);
    let vty = m.value_type(d.operands[0]);
    let spec = OpSpec {
        operands: vec![lane],
        result_types: vec![vty],
        ..OpSpec::new(m, OpKind::VectorBroadcast, loc.clone())
    };
    let splat = insert_before(m, mask_op, spec);
    let spec = OpSpec {
        operands: vec![m.op(mask_op).operands[0], d.operands[0], splat],
        result_types: vec![vty],
        ..OpSpec::new(m, OpKind::Select, loc.clone())
    };
    let selected = insert_before(m, mask_op, spec);
    let mut operands = d.operands.to_vec();
    operands[0] = selected;
    let spec = OpSpec {
        operands,
        result_types: vec![elem],
        props: d.props.to_vec(),
        attrs: d.attrs.to_vec(),
        ..OpSpec::new(m, OpKind::VectorReduction, loc)
    };
    let unmasked = insert_before(m, mask_op, spec);
    m.replace_all_uses(m.op(mask_op).results[0], unmasked);
    m.erase_op(mask_op);
}

/// Replaces a min/max `vector.reduction` by the chain LLVM computes it with on x86, lanes in
/// order and the accumulator last: `r = op(op(x0, x1), x2) ..., op(r, acc)`. On `f16`,
/// `minnum`/`maxnum` are calls of libm's `fminf`/`fmaxf` (which return the second operand of
/// equal ones, where the arith op returns the first), so their operands are swapped:
/// ```mlir
/// %r = vector.reduction <minnumf>, %v : vector<2xf16> into f16
/// ```
/// becomes, before the arith conversion,
/// ```mlir
/// %0 = vector.extract %v[0] : f16 from vector<2xf16>
/// %1 = vector.extract %v[1] : f16 from vector<2xf16>
/// %r = arith.minnumf %1, %0 : f16
/// ```
fn expand_min_max(m: &mut Module, op: OpId) {
    use crate::dialects::vector::CombiningKind as K;
    let d = m.op(op).clone();
    let elem = m.value_type(d.results[0]);
    let Some(kind) = crate::dialects::vector::combining_kind(m, op) else {
        return;
    };
    let Some(arith) = kind.arith_op(m, elem) else {
        return;
    };
    let shape = match m.ty(m.value_type(d.operands[0])) {
        TypeData::Vector { shape, .. } => shape.clone(),
        _ => return,
    };
    let swap = matches!(kind, K::MinNumF | K::MaxNumF)
        && matches!(m.ty(elem), TypeData::Float(FloatKind::F16));
    let fastmath = fastmath_of(&d);
    let combine = |m: &mut Module, r: ValueId, x: ValueId| {
        let spec = OpSpec {
            operands: if swap { vec![x, r] } else { vec![r, x] },
            result_types: vec![elem],
            props: fastmath.clone(),
            ..OpSpec::new(m, arith, d.loc.clone())
        };
        insert_before(m, op, spec)
    };
    let mut acc = None;
    for i in 0..shape.iter().product() {
        let lane = lane_of(m, op, elem, &shape, i);
        acc = Some(match acc {
            Some(r) => combine(m, r, lane),
            None => lane,
        });
    }
    let Some(mut r) = acc else { return };
    if let Some(&a) = d.operands.get(1) {
        r = combine(m, r, a);
    }
    m.replace_all_uses(d.results[0], r);
    m.erase_op(op);
}

/// The `fastmath` property of an op, to carry over to the scalar ops it becomes.
fn fastmath_of(d: &crate::ir::OpData) -> Vec<NamedAttr> {
    (d.props.iter())
        .filter(|a| a.name.as_str() == "fastmath")
        .cloned()
        .collect()
}

/// `vector.extract` of lane `i` of the 1-D or 0-D vector reduced by `op` (its first operand,
/// of element type `elem` and shape `shape`), before `op`.
fn lane_of(m: &mut Module, op: OpId, elem: TypeId, shape: &[i64], i: i64) -> ValueId {
    let (v, loc) = (m.op(op).operands[0], m.op(op).loc.clone());
    let pos: Vec<i64> = if shape.is_empty() { vec![] } else { vec![i] };
    let position = crate::transforms::vector::build::i64_array(m, &pos);
    let spec = OpSpec {
        operands: vec![v],
        result_types: vec![elem],
        props: vec![NamedAttr::new("static_position", position)],
        ..OpSpec::new(m, OpKind::VectorExtract, loc)
    };
    insert_before(m, op, spec)
}

/// Replaces `vector.fma %a, %b, %c` by `arith.addf (arith.mulf %a, %b), %c`.
fn split_fma(m: &mut Module, op: OpId) {
    let d = m.op(op).clone();
    let ty = m.value_type(d.results[0]);
    let arith = |m: &mut Module, kind: OpKind, operands: Vec<ValueId>| {
        let spec = OpSpec {
            operands,
            result_types: vec![ty],
            ..OpSpec::new(m, kind, d.loc.clone())
        };
        insert_before(m, op, spec)
    };
    let mul = arith(m, OpKind::MulF, vec![d.operands[0], d.operands[1]]);
    let sum = arith(m, OpKind::AddF, vec![mul, d.operands[2]]);
    m.replace_all_uses(d.results[0], sum);
    m.erase_op(op);
}

/// Inserts the op of `spec` before `op`; its (single) result.
fn insert_before(m: &mut Module, op: OpId, spec: OpSpec) -> ValueId {
    let new = m.insert_new_op(InsertPoint::Before(op), spec);
    m.op(new).results[0]
}

/// True if `t` is a source float.
fn is_source(m: &Module, t: TypeId, o: &Options) -> bool {
    matches!(m.ty(t), TypeData::Float(k) if o.sources.contains(k))
}

/// True if `t` is a source float or a vector of one.
fn computes_on_source(m: &Module, t: TypeId, o: &Options) -> bool {
    match m.ty(t) {
        TypeData::Vector { elem, .. } => is_source(m, *elem, o),
        _ => is_source(m, t, o),
    }
}

/// The type `t` computes in: `Some` for a source float or a vector of one.
fn converted(m: &mut Module, t: TypeId, o: &Options) -> Option<TypeId> {
    let target = m.intern_type(TypeData::Float(o.target));
    match m.ty(t).clone() {
        _ if is_source(m, t, o) => Some(target),
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } if is_source(m, elem, o) => Some(m.intern_type(TypeData::Vector {
            shape,
            scalable,
            elem: target,
        })),
        _ => None,
    }
}

/// `fastmath<contract>`, which the inserted casts carry.
fn contract() -> NamedAttr {
    NamedAttr::new(
        "fastmath",
        Attribute::Opaque("#arith.fastmath<contract>".into()),
    )
}

/// Replaces `op` by its clone on the target type.
fn convert_op(m: &mut Module, op: OpId, o: &Options, extended: &mut FxHashMap<ValueId, ValueId>) {
    let d = m.op(op).clone();
    let mut operands = Vec::with_capacity(d.operands.len());
    for &v in &d.operands {
        let t = m.value_type(v);
        operands.push(match converted(m, t, o) {
            Some(wide) => extend(m, v, wide, &d.loc, extended),
            None => v,
        });
    }
    let old_types: Vec<TypeId> = d.results.iter().map(|&r| m.value_type(r)).collect();
    let result_types: Vec<TypeId> = old_types
        .iter()
        .map(|&t| converted(m, t, o).unwrap_or(t))
        .collect();
    let spec = OpSpec {
        kind: d.kind,
        name: d.name,
        operands,
        result_types,
        props: d.props.to_vec(),
        attrs: d.attrs.to_vec(),
        regions: Vec::new(),
        successors: Vec::new(),
        loc: d.loc.clone(),
    };
    let new = m.insert_new_op(InsertPoint::Before(op), spec);
    let new_results = m.op(new).results.clone();
    let mut ip = new;
    for ((&old, &nr), &old_t) in d.results.iter().zip(&new_results).zip(&old_types) {
        let r = if m.value_type(nr) == old_t {
            nr
        } else {
            let spec = OpSpec {
                operands: vec![nr],
                result_types: vec![old_t],
                props: vec![contract()],
                ..OpSpec::new(m, OpKind::TruncF, d.loc.clone())
            };
            ip = m.insert_new_op(InsertPoint::After(ip), spec);
            m.op(ip).results[0]
        };
        m.replace_all_uses(old, r);
    }
    m.erase_op(op);
}

/// `v` extended to `wide`: one `arith.extf` per value, right after its definition (at the
/// start of its block for a block argument).
fn extend(
    m: &mut Module,
    v: ValueId,
    wide: TypeId,
    user_loc: &crate::ir::Location,
    extended: &mut FxHashMap<ValueId, ValueId>,
) -> ValueId {
    if let Some(&x) = extended.get(&v) {
        return x;
    }
    let ip = match (m.defining_op(v), m.value_block(v)) {
        (Some(def), _) => InsertPoint::After(def),
        (None, Some(b)) => InsertPoint::BlockStart(b),
        (None, None) => unreachable!("an operand of an op in the IR has a definition"),
    };
    let loc = match m.defining_op(v) {
        Some(def) => m.op(def).loc.clone(),
        None => m.value_loc(v).unwrap_or(user_loc).clone(),
    };
    let spec = OpSpec {
        operands: vec![v],
        result_types: vec![wide],
        props: vec![contract()],
        ..OpSpec::new(m, OpKind::ExtF, loc)
    };
    let ext = m.insert_new_op(ip, spec);
    let x = m.op(ext).results[0];
    extended.insert(v, x);
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(pairs: &[(&str, &str)]) -> PassOptions {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn options_name_float_types() {
        let o = parse_options(&opts(&[("source-types", "bf16,f16")])).unwrap();
        assert_eq!(o.sources, vec![FloatKind::BF16, FloatKind::F16]);
        assert_eq!(o.target, FloatKind::F32);
        let o = parse_options(&opts(&[("source-types", "f8E5M2"), ("target-type", "f64")]));
        assert_eq!(o.unwrap().target, FloatKind::F64);
        let e = parse_options(&opts(&[("source-types", "bf16,foo")])).unwrap_err();
        assert!(e.message.contains("could not map source type 'foo'"));
    }
}
