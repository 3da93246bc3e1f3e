//! Per-op verification rules of the registered dialects, with mlir-opt 22's messages.

use super::arith::{self, Format};
use super::OpKind;
use crate::diag::{resolve, Diagnostic};
use crate::dialects::Dialect;
use crate::ir::{Attribute, Module, OpId, TypeData, TypeId};
use crate::print::type_to_string;
use crate::verify::op_error;

type VResult = Result<(), Diagnostic>;

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

fn ts(m: &Module, t: TypeId) -> String {
    type_to_string(m, t)
}

fn width(m: &Module, t: TypeId) -> Option<u32> {
    match scalar_of(m, t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// Operand, result, region and successor counts: exact (`Some(n)`, false), at least
/// (`Some(n)`, true) or unconstrained (`None`).
struct Counts {
    operands: (Option<usize>, bool),
    results: (Option<usize>, bool),
    regions: Option<usize>,
    successors: Option<usize>,
}

const fn exact(n: usize) -> (Option<usize>, bool) {
    (Some(n), false)
}
const fn at_least(n: usize) -> (Option<usize>, bool) {
    (Some(n), true)
}
const ANY: (Option<usize>, bool) = (None, false);

fn counts(kind: OpKind) -> Option<Counts> {
    use OpKind as K;
    let c = |operands, results, regions, successors| {
        Some(Counts {
            operands,
            results,
            regions,
            successors,
        })
    };
    if let Some(f) = arith::format(kind).or_else(|| super::math::format(kind)) {
        let n = match f {
            Format::Constant => 0,
            Format::IntUnary
            | Format::FloatUnary
            | Format::FloatPredicate
            | Format::Cast
            | Format::CastOverflow
            | Format::CastFastMath
            | Format::CastRounding => 1,
            Format::FloatTernary | Format::Select => 3,
            _ => 2,
        };
        let r = match f {
            Format::AddExtended | Format::MulExtended => 2,
            _ => 1,
        };
        return c(exact(n), exact(r), Some(0), Some(0));
    }
    match kind {
        K::Module | K::Func | K::ExecuteRegion | K::Parallel | K::Forall | K::AllocaScope => {
            c(ANY, ANY, Some(1), Some(0))
        }
        K::If => c(exact(1), ANY, Some(2), Some(0)),
        K::While => c(ANY, ANY, Some(2), Some(0)),
        K::For => c(at_least(3), ANY, Some(1), Some(0)),
        K::IndexSwitch => c(exact(1), ANY, None, Some(0)),
        K::Condition => c(at_least(1), exact(0), Some(0), Some(0)),
        K::Br => c(ANY, exact(0), Some(0), Some(1)),
        K::CondBr => c(at_least(1), exact(0), Some(0), Some(2)),
        K::Switch => c(at_least(1), exact(0), Some(0), None),
        K::Assert => c(exact(1), exact(0), Some(0), Some(0)),
        K::CallIndirect => c(at_least(1), ANY, Some(0), Some(0)),
        K::Load => c(at_least(1), exact(1), Some(0), Some(0)),
        K::Store => c(at_least(2), exact(0), Some(0), Some(0)),
        K::Dealloc => c(exact(1), exact(0), Some(0), Some(0)),
        K::Alloc | K::Alloca | K::GetGlobal => c(ANY, exact(1), Some(0), Some(0)),
        K::Cast
        | K::Rank
        | K::ExtractAlignedPointerAsIndex
        | K::AssumeAlignment
        | K::MemorySpaceCast
        | K::Transpose
        | K::Clone
        | K::ToTensor
        | K::ToBuffer => c(exact(1), exact(1), Some(0), Some(0)),
        K::Dim => c(exact(2), exact(1), Some(0), Some(0)),
        K::Copy => c(exact(2), exact(0), Some(0), Some(0)),
        K::SubView | K::ReinterpretCast | K::ExpandShape | K::CollapseShape | K::Realloc => {
            c(at_least(1), exact(1), Some(0), Some(0))
        }
        K::View => c(at_least(2), exact(1), Some(0), Some(0)),
        K::AtomicRmw => c(at_least(2), exact(1), Some(0), Some(0)),
        K::Prefetch => c(at_least(1), exact(0), Some(0), Some(0)),
        K::ExtractStridedMetadata => c(exact(1), at_least(2), Some(0), Some(0)),
        _ => None,
    }
}

/// Ops with MLIR's `SingleBlock` trait (regions of at most one block).
pub fn has_single_block_trait(kind: OpKind) -> bool {
    kind.has(super::Traits::SINGLE_BLOCK)
}

/// Ops with the `SingleBlock` trait: at most one block per region.
fn check_single_block(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    if !has_single_block_trait(d.kind) {
        return Ok(());
    }
    for (i, &r) in d.regions.iter().enumerate() {
        if m.region_blocks(r).nth(1).is_some() {
            return Err(op_error(
                m,
                op,
                format!("expects region #{i} to have 0 or 1 blocks"),
            ));
        }
    }
    Ok(())
}

/// Ops with variadic operand groups (`AttrSizedOperandSegments`): the group sizes must add up to
/// the operand count.
fn check_segments(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    if d.kind == OpKind::Unregistered {
        return Ok(());
    }
    let Some(Attribute::DenseArray { values, .. }) = m.attr(op, "operandSegmentSizes") else {
        return Ok(());
    };
    let total: i64 = values.iter().sum();
    if total != d.operands.len() as i64 || values.iter().any(|&v| v < 0) {
        return Err(op_error(
            m,
            op,
            format!(
                "operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
                d.operands.len()
            ),
        ));
    }
    Ok(())
}

fn check_counts(m: &Module, op: OpId) -> VResult {
    let Some(c) = counts(m.op(op).kind) else {
        return Ok(());
    };
    let d = m.op(op);
    let check = |what: &str, (n, min): (Option<usize>, bool), found: usize| -> VResult {
        match n {
            Some(n) if min && found < n => Err(op_error(
                m,
                op,
                format!("expected {n} or more {what}, but found {found}"),
            )),
            Some(n) if !min && found != n => Err(op_error(
                m,
                op,
                format!("expected {n} {what}, but found {found}"),
            )),
            _ => Ok(()),
        }
    };
    check("operands", c.operands, d.operands.len())?;
    check("results", c.results, d.results.len())?;
    if let Some(r) = c.regions {
        if d.regions.len() != r {
            return Err(op_error(m, op, format!("requires {r} regions")));
        }
    }
    if let Some(s) = c.successors {
        if d.successors.len() != s {
            return Err(op_error(
                m,
                op,
                format!("requires {s} successors but found {}", d.successors.len()),
            ));
        }
    }
    Ok(())
}

/// Inherent attributes an op cannot be printed or lowered without.
fn required_attrs(kind: OpKind) -> &'static [&'static str] {
    use OpKind as K;
    match kind {
        K::CmpI | K::CmpF => &["predicate"],
        K::Constant | K::FuncConstant => &["value"],
        K::Call => &["callee"],
        K::GetGlobal => &["name"],
        K::Global => &["sym_name", "type"],
        K::SubView | K::ReinterpretCast => &[
            "operandSegmentSizes",
            "static_offsets",
            "static_sizes",
            "static_strides",
        ],
        K::ExpandShape => &["reassociation", "static_output_shape"],
        K::CollapseShape => &["reassociation"],
        K::AtomicRmw => &["kind"],
        K::AssumeAlignment => &["alignment"],
        K::Prefetch => &["isWrite", "localityHint", "isDataCache"],
        K::Assert => &["msg"],
        K::IndexSwitch => &["cases"],
        K::Forall => &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticStep",
            "staticUpperBound",
        ],
        K::Transpose => &["permutation"],
        K::CondBr | K::Switch | K::Alloc | K::Alloca | K::BufDealloc | K::Parallel => {
            &["operandSegmentSizes"]
        }
        _ => &[],
    }
}

/// Checks that enum-valued attributes hold a known case.
fn check_enum(m: &Module, op: OpId, name: &str, cases: usize) -> VResult {
    match m.attr(op, name) {
        Some(Attribute::Integer { value, .. }) if (0..cases as i128).contains(value) => Ok(()),
        _ => Err(op_error(
            m,
            op,
            format!("attribute '{name}' failed to satisfy constraint: allowed enum case"),
        )),
    }
}

/// Ops that may only appear directly inside certain parents (MLIR's `HasParent` traits).
fn allowed_parents(kind: OpKind) -> &'static [OpKind] {
    use OpKind as K;
    match kind {
        K::Yield => &[K::ExecuteRegion, K::For, K::If, K::IndexSwitch, K::While],
        K::Condition => &[K::While],
        K::Reduce => &[K::Parallel],
        K::ReduceReturn => &[K::Reduce],
        K::InParallel => &[K::Forall],
        K::AllocaScopeReturn => &[K::AllocaScope],
        _ => &[],
    }
}

fn check_parent(m: &Module, op: OpId) -> VResult {
    // Symbols (SymbolOpInterface) live directly in a symbol table; an unregistered parent may be
    // one.
    if matches!(m.op(op).kind, OpKind::Func | OpKind::Global) {
        let parent = m.parent_op(op).map(|p| m.op(p).kind);
        if parent.is_some_and(|k| k != OpKind::Module && k != OpKind::Unregistered) {
            return Err(op_error(
                m,
                op,
                "symbol's parent must have the SymbolTable trait",
            ));
        }
    }
    let allowed = allowed_parents(m.op(op).kind);
    if allowed.is_empty() {
        return Ok(());
    }
    let parent = m.parent_op(op).map(|p| m.op(p).kind);
    if parent.is_some_and(|k| allowed.contains(&k)) {
        return Ok(());
    }
    let names: Vec<&str> = allowed.iter().map(|k| k.name()).collect();
    let msg = if names.len() == 1 {
        format!("expects parent op '{}'", names[0])
    } else {
        format!("expects parent op to be one of '{}'", names.join(", "))
    };
    Err(op_error(m, op, msg))
}

/// Verifies one op's dialect-specific rules.
pub fn verify_op(m: &Module, op: OpId, symbols: &SymbolTable) -> VResult {
    check_counts(m, op)?;
    check_single_block(m, op)?;
    check_segments(m, op)?;
    check_parent(m, op)?;
    let kind = m.op(op).kind;
    for name in required_attrs(kind) {
        if m.attr(op, name).is_none() {
            return Err(op_error(m, op, format!("requires attribute '{name}'")));
        }
    }
    let elementwise = arith::format(kind).is_some() || super::math::format(kind).is_some();
    for (prop, kw) in [("fastmath", "fastmath"), ("overflowFlags", "overflow")] {
        let bad = m
            .attr(op, prop)
            .is_some_and(|a| elementwise && arith::flags_of(a, kw).is_none());
        if bad {
            return Err(op_error(
                m,
                op,
                format!("attribute '{prop}' failed to satisfy constraint: {kw} flags"),
            ));
        }
    }
    if kind.dialect() == Dialect::Affine {
        super::affine::verify(m, op).map_err(|e| op_error(m, op, e))?;
    }
    match kind {
        OpKind::CmpI => check_enum(m, op, "predicate", 10)?,
        OpKind::CmpF => check_enum(m, op, "predicate", 16)?,
        OpKind::AtomicRmw => check_enum(m, op, "kind", 16)?,
        k if k.dialect() == Dialect::Linalg => {
            return super::linalg::verify(m, op).map_err(|msg| op_error(m, op, msg))
        }
        _ => {}
    }
    let d = m.op(op);
    let tys: Vec<TypeId> = d.operands.iter().map(|&v| m.value_type(v)).collect();
    let rtys: Vec<TypeId> = d.results.iter().map(|&v| m.value_type(v)).collect();
    let err = |msg: String| Err(op_error(m, op, msg));
    if let Some(f) = arith::format(d.kind).or_else(|| super::math::format(d.kind)) {
        match f {
            Format::IntBinaryOverflow
            | Format::IntBinary
            | Format::FloatBinary
            | Format::FloatUnary
            | Format::IntUnary
            | Format::FloatTernary => {
                if tys.iter().chain(&rtys).any(|&t| t != tys[0]) {
                    return err("requires the same type for all operands and results".into());
                }
                let int = matches!(
                    f,
                    Format::IntBinaryOverflow | Format::IntBinary | Format::IntUnary
                );
                for (i, &t) in tys.iter().enumerate() {
                    if int && !is_signless_int_like(m, t) {
                        return err(format!(
                            "operand #{i} must be signless-integer-like, but got '{}'",
                            ts(m, t)
                        ));
                    }
                    if !int && !is_float_like(m, t) {
                        return err(format!(
                            "operand #{i} must be floating-point-like, but got '{}'",
                            ts(m, t)
                        ));
                    }
                }
            }
            Format::CmpI | Format::CmpF => {
                if let Some(&r) = rtys.first() {
                    if !is_bool_like(m, r) {
                        return err(format!(
                            "result #0 must be bool-like, but got '{}'",
                            ts(m, r)
                        ));
                    }
                }
            }
            Format::Select => {
                if let Some(&c) = tys.first() {
                    if !is_bool_like(m, c) {
                        return err(format!(
                            "operand #0 must be bool-like, but got '{}'",
                            ts(m, c)
                        ));
                    }
                }
            }
            Format::Constant => {
                let vt = match m.attr(op, "value") {
                    Some(Attribute::Integer { ty, .. })
                    | Some(Attribute::Float { ty, .. })
                    | Some(Attribute::Dense { ty, .. }) => Some(*ty),
                    _ => None,
                };
                if vt != rtys.first().copied() {
                    return err(
                        "failed to verify that all of {value, result} have same type".into(),
                    );
                }
            }
            Format::Cast | Format::CastOverflow | Format::CastFastMath | Format::CastRounding => {
                let (a, b) = (tys[0], rtys[0]);
                let ok = match d.kind {
                    OpKind::ExtSI | OpKind::ExtUI => {
                        is_signless_int_like(m, a)
                            && is_signless_int_like(m, b)
                            && width(m, a) < width(m, b)
                    }
                    OpKind::TruncI => {
                        is_signless_int_like(m, a)
                            && is_signless_int_like(m, b)
                            && width(m, a) > width(m, b)
                    }
                    OpKind::ExtF => {
                        is_float_like(m, a) && is_float_like(m, b) && width(m, a) < width(m, b)
                    }
                    OpKind::TruncF => {
                        is_float_like(m, a) && is_float_like(m, b) && width(m, a) > width(m, b)
                    }
                    OpKind::IndexCast | OpKind::IndexCastUI => {
                        let ia = matches!(scalar_of(m, a), TypeData::Index);
                        let ib = matches!(scalar_of(m, b), TypeData::Index);
                        ia != ib && is_signless_int_like(m, a) && is_signless_int_like(m, b)
                    }
                    _ => true,
                };
                if !ok {
                    return err(format!(
                        "operand type '{}' and result type '{}' are cast incompatible",
                        ts(m, a),
                        ts(m, b)
                    ));
                }
            }
            _ => {}
        }
        return Ok(());
    }
    match d.kind {
        OpKind::Return => verify_return(m, op, &tys),
        OpKind::Call => verify_call(m, op, &tys, &rtys, symbols),
        OpKind::Func => verify_func(m, op),
        OpKind::If => {
            if !rtys.is_empty() && m.entry_block(d.regions[1]).is_none() {
                return err("must have an else block if defining values".into());
            }
            verify_yields(m, op, &rtys, "parent")
        }
        OpKind::For => {
            let n = tys.len().saturating_sub(3);
            if let Some(b) = m.entry_block(d.regions[0]) {
                if let Some(t) = m.terminator(b) {
                    let got = m.op(t).operands.len();
                    if m.op(t).kind == OpKind::Yield && got != n {
                        let d = op_error(
                            m,
                            op,
                            format!(
                                "along control flow edge from Operation scf.yield to Region #0: region branch point has {got} operands, but region successor needs {n} inputs"
                            ),
                        )
                        .with_note(resolve(m, &m.op(t).loc), "region branch point");
                        return Err(d);
                    }
                }
            }
            Ok(())
        }
        OpKind::Forall => verify_forall(m, op),
        OpKind::Dim => {
            let src = m.ty(tys[0]);
            let ranked_non0 = src.shape().is_some_and(|s| !s.is_empty()) && src.is_memref();
            if !(ranked_non0 || matches!(src, TypeData::UnrankedMemRef { .. })) {
                return err(format!(
                    "operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got '{}'",
                    ts(m, tys[0])
                ));
            }
            if !matches!(m.ty(tys[1]), TypeData::Index) {
                return err(format!(
                    "operand #1 must be index, but got '{}'",
                    ts(m, tys[1])
                ));
            }
            if !matches!(m.ty(rtys[0]), TypeData::Index) {
                return err(format!(
                    "result #0 must be index, but got '{}'",
                    ts(m, rtys[0])
                ));
            }
            Ok(())
        }
        OpKind::IndexSwitch => verify_index_switch(m, op, &rtys),
        OpKind::Load | OpKind::Store => {
            let mi = if d.kind == OpKind::Load { 0 } else { 1 };
            let mt = tys[mi];
            let rank = m.ty(mt).shape().map(|s| s.len()).unwrap_or(0);
            let nidx = tys.len() - mi - 1;
            if nidx != rank {
                return err(format!(
                    "incorrect number of indices for {}, expected {rank} but got {nidx}",
                    if d.kind == OpKind::Load {
                        "load"
                    } else {
                        "store"
                    }
                ));
            }
            if d.kind == OpKind::Store && m.ty(mt).element_type() != Some(tys[0]) {
                return err(
                    "failed to verify that type of 'value' matches element type of 'memref'".into(),
                );
            }
            Ok(())
        }
        OpKind::Dealloc => {
            if !m.ty(tys[0]).is_memref() {
                return err(format!(
                    "operand #0 must be ranked or unranked memref of any type values, but got '{}'",
                    ts(m, tys[0])
                ));
            }
            Ok(())
        }
        OpKind::Alloc | OpKind::Alloca => {
            let dynamic = m
                .ty(rtys[0])
                .shape()
                .map(|s| s.iter().filter(|&&x| x == crate::ir::DYNAMIC).count())
                .unwrap_or(0);
            let given = match m.attr(op, "operandSegmentSizes") {
                Some(Attribute::DenseArray { values, .. }) => {
                    values.first().copied().unwrap_or(0) as usize
                }
                _ => tys.len(),
            };
            if dynamic != given {
                return err(format!(
                    "incorrect number of dynamic sizes, has {given}, expected {dynamic}"
                ));
            }
            Ok(())
        }
        OpKind::Cast => {
            let (a, b) = (m.ty(tys[0]), m.ty(rtys[0]));
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
                        && s1.iter().zip(s2).all(|(x, y)| {
                            x == y || *x == crate::ir::DYNAMIC || *y == crate::ir::DYNAMIC
                        })
                }
                _ => a.element_type() == b.element_type(),
            };
            if !ok {
                return err(format!(
                    "operand type '{}' and result type '{}' are cast incompatible",
                    ts(m, tys[0]),
                    ts(m, rtys[0])
                ));
            }
            Ok(())
        }
        OpKind::BufDealloc => {
            let seg: Vec<usize> = match m.attr(op, "operandSegmentSizes") {
                Some(Attribute::DenseArray { values, .. }) => {
                    values.iter().map(|&v| v as usize).collect()
                }
                _ => vec![],
            };
            // Operand and result type constraints come first, as in MLIR (ODS invariants).
            let i1 = |t: TypeId| m.ty(t).is_signless_i1();
            let conds = seg.first().copied().unwrap_or(0)..seg.iter().take(2).sum::<usize>();
            for (i, &t) in tys.iter().enumerate() {
                let bad = if conds.contains(&i) {
                    (!i1(t)).then_some("1-bit signless integer")
                } else {
                    (!m.ty(t).is_memref()).then_some("ranked or unranked memref of any type values")
                };
                if let Some(what) = bad {
                    return err(format!(
                        "operand #{i} must be variadic of {what}, but got '{}'",
                        ts(m, t)
                    ));
                }
            }
            for (i, &t) in rtys.iter().enumerate() {
                if !i1(t) {
                    return err(format!(
                        "result #{i} must be variadic of 1-bit signless integer, but got '{}'",
                        ts(m, t)
                    ));
                }
            }
            if seg.len() == 3 {
                if seg[0] != seg[1] {
                    return err(
                        "must have the same number of conditions as memrefs to deallocate".into(),
                    );
                }
                if seg[2] != rtys.len() {
                    return err("must have the same number of updated conditions (results) as retained operands".into());
                }
            }
            Ok(())
        }
        OpKind::SubView => verify_subview_bounds(m, op, &tys),
        _ => Ok(()),
    }
}

/// `memref.subview`: static offsets and sizes are non-negative and a static slice stays inside
/// the static source dimensions (MLIR 22's `verifyOffsetSizeAndStrideOp` and
/// `verifyInBoundsSlice`, with their messages; the bounds messages carry no op-name prefix).
fn verify_subview_bounds(m: &Module, op: OpId, tys: &[TypeId]) -> VResult {
    use crate::ir::types::DYNAMIC;
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
    Ok(())
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

/// The top-level symbols of a module by name (built once per verification).
pub type SymbolTable = rustc_hash::FxHashMap<String, OpId>;

/// Builds the symbol table of the module's top-level ops.
pub fn symbol_table(m: &Module) -> SymbolTable {
    let mut t = SymbolTable::default();
    for o in m.top_level_ops() {
        if let Some(Attribute::String(s)) = m.attr(o, "sym_name") {
            t.entry(s.clone()).or_insert(o);
        }
    }
    t
}

/// Finds a `func.func` by symbol name among the module's top-level ops.
pub fn lookup_func(m: &Module, symbols: &SymbolTable, name: &str) -> Option<OpId> {
    symbols
        .get(name)
        .copied()
        .filter(|&o| m.op(o).kind == OpKind::Func)
}

/// `scf.forall`: outputs against results, one region argument per loop and output, and for
/// each of lower bound, upper bound and step one static entry per loop with a dynamic operand
/// per `?` entry (MLIR's `ForallOp::verify`, in its order).
fn verify_forall(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    let seg = super::dense_array(m, op, "operandSegmentSizes");
    let &[lb, ub, st, outs] = seg.as_slice() else {
        return Ok(());
    };
    let loops = super::dense_array(m, op, "staticLowerBound").len();
    if d.results.len() as i64 != outs {
        return Err(op_error(
            m,
            op,
            format!(
                "produces {} results, but has only {outs} outputs",
                d.results.len()
            ),
        ));
    }
    let args = d
        .regions
        .first()
        .and_then(|&r| m.entry_block(r))
        .map_or(0, |b| m.block(b).args.len());
    if args as i64 != loops as i64 + outs {
        return Err(op_error(m, op, format!("region expects {loops} arguments")));
    }
    for (attr, name, dynamic) in [
        ("staticLowerBound", "lower bound", lb),
        ("staticUpperBound", "upper bound", ub),
        ("staticStep", "step", st),
    ] {
        let vals = super::dense_array(m, op, attr);
        if vals.len() != loops {
            return Err(Diagnostic::on_op(
                m,
                op,
                format!("expected {loops} {name} values, got {}", vals.len()),
            ));
        }
        let expected = vals.iter().filter(|&&v| v == i64::MIN).count();
        if expected as i64 != dynamic {
            return Err(Diagnostic::on_op(
                m,
                op,
                format!("expected {expected} dynamic {name} values"),
            ));
        }
    }
    Ok(())
}

/// `scf.index_switch`: one block per case region (ODS), then MLIR's `IndexSwitchOp::verify`:
/// as many case values as case regions, every region ending in an `scf.yield` of the results.
fn verify_index_switch(m: &Module, op: OpId, rtys: &[TypeId]) -> VResult {
    let d = m.op(op);
    for (i, &r) in d.regions.iter().enumerate().skip(1) {
        if m.region_blocks(r).count() != 1 {
            return Err(op_error(
                m,
                op,
                format!(
                    "region #{i} ('caseRegions') failed to verify constraint: region with 1 blocks"
                ),
            ));
        }
    }
    let cases = super::dense_array(m, op, "cases");
    let n = d.regions.len().saturating_sub(1);
    if cases.len() != n {
        return Err(op_error(
            m,
            op,
            format!("has {n} case regions but {} case values", cases.len()),
        ));
    }
    for (i, &r) in d.regions.iter().enumerate() {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(last) = m.entry_block(r).and_then(|b| m.block_ops(b).last()) else {
            continue;
        };
        if m.op(last).kind != OpKind::Yield {
            return Err(op_error(
                m,
                op,
                format!(
                    "expected region to end with scf.yield, but got {}",
                    m.op_name(last)
                ),
            ));
        }
        let got = m.op(last).operands.len();
        if got != rtys.len() {
            return Err(op_error(
                m,
                op,
                format!(
                    "expected each region to return {} values, but {name} returns {got}",
                    rtys.len()
                ),
            )
            .with_note(resolve(m, &m.op(last).loc), "see yield operation here"));
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

/// Checks the `scf.yield`s of a region-branch op returning to the parent against its results.
fn verify_yields(m: &Module, op: OpId, rtys: &[TypeId], target: &str) -> VResult {
    for &r in &m.op(op).regions {
        for b in m.region_blocks(r) {
            let Some(t) = m.terminator(b) else { continue };
            if m.op(t).kind != OpKind::Yield {
                continue;
            }
            let ops = &m.op(t).operands;
            if ops.len() != rtys.len() {
                return Err(op_error(
                    m,
                    op,
                    format!(
                        "along control flow edge from Operation scf.yield to {target}: region branch point has {} operands, but region successor needs {} inputs",
                        ops.len(),
                        rtys.len()
                    ),
                )
                .with_note(resolve(m, &m.op(t).loc), "region branch point"));
            }
            for (i, (&v, &rt)) in ops.iter().zip(rtys).enumerate() {
                if m.value_type(v) != rt {
                    return Err(op_error(
                        m,
                        op,
                        format!(
                            "along control flow edge from Operation scf.yield to {target}: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                            ts(m, m.value_type(v)),
                            ts(m, rt)
                        ),
                    )
                    .with_note(resolve(m, &m.op(t).loc), "region branch point"));
                }
            }
        }
    }
    Ok(())
}
