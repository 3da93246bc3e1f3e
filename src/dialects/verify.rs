//! Verification of registered ops, with mlir-opt 22's messages: the structural rules every op
//! shares (operand/result/region/successor counts, single-block regions, operand segments,
//! parents, required attributes) live here, reading the facts they check (arity, required
//! attributes) from each op's registry declaration; each dialect file holds its ops' own rules
//! and [`verify_op`] dispatches to them.

use super::arith;
use super::registry::Count;
use super::OpKind;
use crate::diag::Diagnostic;
use crate::dialects::Dialect;
use crate::ir::{Attribute, Module, OpId, TypeId};
use crate::print::type_to_string;
use crate::verify::op_error;

/// The outcome of a verifier: the diagnostic of the first broken rule.
pub(super) type VResult = Result<(), Diagnostic>;

/// A type as MLIR prints it in diagnostics.
pub(super) fn ts(m: &Module, t: TypeId) -> String {
    type_to_string(m, t)
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

/// The operand, result, region and successor counts of the op's declaration
/// ([`super::OpInfo::arity`]).
fn check_counts(m: &Module, op: OpId) -> VResult {
    let Some(c) = m.op(op).kind.info().arity else {
        return Ok(());
    };
    let d = m.op(op);
    let check = |what: &str, n: Count, found: usize| -> VResult {
        match n {
            Count::AtLeast(n) if found < n => Err(op_error(
                m,
                op,
                format!("expected {n} or more {what}, but found {found}"),
            )),
            Count::Exactly(n) if found != n => Err(op_error(
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

/// Checks that enum-valued attributes hold a known case.
pub(super) fn check_enum(m: &Module, op: OpId, name: &str, cases: usize) -> VResult {
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
        K::AtomicYield => &[K::GenericAtomicRmw],
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

/// Verifies one op: the structural checks every registered op shares (counts, single blocks,
/// operand segments, parents, required attributes, flag attributes), then its dialect's own
/// rules.
pub fn verify_op(m: &Module, op: OpId, symbols: &SymbolTable) -> VResult {
    check_counts(m, op)?;
    check_terminator_last(m, op)?;
    check_single_block(m, op)?;
    check_segments(m, op)?;
    check_parent(m, op)?;
    check_required_attrs(m, op)?;
    check_flag_attrs(m, op)?;
    match m.op(op).kind.dialect() {
        Dialect::Affine => super::affine::verify(m, op).map_err(|e| op_error(m, op, e)),
        Dialect::Linalg => super::linalg::verify(m, op).map_err(|e| op_error(m, op, e)),
        Dialect::Arith | Dialect::Math => arith::verify(m, op),
        Dialect::Func => super::func::verify(m, op, symbols),
        Dialect::Index => super::index::verify(m, op),
        Dialect::Scf => super::scf::verify(m, op),
        Dialect::Memref => super::memref::verify(m, op),
        Dialect::Bufferization => super::bufferization::verify(m, op),
        Dialect::Vector => super::vector::verify(m, op),
        Dialect::Llvm => super::llvm::verify::verify(m, op, symbols),
        _ => Ok(()),
    }
}

/// A terminator ends its block: code after it would never run, and code generation stops
/// filling the block there.
fn check_terminator_last(m: &Module, op: OpId) -> VResult {
    let d = m.op(op);
    if d.kind.is_terminator() && d.next.is_some() {
        return Err(op_error(
            m,
            op,
            "must be the last operation in the parent block",
        ));
    }
    Ok(())
}

/// Inherent attributes the op cannot do without (its declaration's
/// [`super::OpInfo::required`]).
fn check_required_attrs(m: &Module, op: OpId) -> VResult {
    for name in m.op(op).kind.info().required {
        if m.attr(op, name).is_none() {
            return Err(op_error(m, op, format!("requires attribute '{name}'")));
        }
    }
    Ok(())
}

/// The `fastmath` / `overflowFlags` of arith and math ops name known flags.
fn check_flag_attrs(m: &Module, op: OpId) -> VResult {
    let kind = m.op(op).kind;
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
