//! Memory effects as the rewrite drivers ask about them: is an op free of effects (CSE), does it
//! only read (CSE within a block), would erasing it be invisible (`wouldOpBeTriviallyDead`).
//!
//! MLIR answers through `MemoryEffectOpInterface` and the `RecursiveMemoryEffects` trait; here a
//! table per registered op kind gives the same answers. Unregistered ops have unknown effects.

use crate::dialects::Dialect;
use crate::dialects::OpKind;
use crate::ir::{Module, OpId};
use crate::transforms::ownership::interfaces::has_recursive_memory_effects;

/// What an op does to memory, coarsely.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Effects {
    /// No memory effects (`Pure` ops).
    None,
    /// Only reads.
    Read,
    /// Only allocates its own results (and possibly reads its operands).
    Alloc,
    /// Writes, frees, or has effects the interface cannot describe.
    Write,
    /// No `MemoryEffectOpInterface`: unknown.
    Unknown,
}

/// The (non-recursive) effects of an op kind.
pub fn effects(k: OpKind) -> Effects {
    use OpKind::*;
    if matches!(k.dialect(), Dialect::Arith | Dialect::Math) {
        return Effects::None;
    }
    match k {
        UnrealizedConversionCast
        | FuncConstant
        | Yield
        | Condition
        | Reduce
        | ReduceReturn
        | AllocaScopeReturn
        | Cast
        | SubView
        | ReinterpretCast
        | View
        | Dim
        | Rank
        | ExtractStridedMetadata
        | ExtractAlignedPointerAsIndex
        | ExpandShape
        | CollapseShape
        | MemorySpaceCast
        | Transpose
        | AssumeAlignment
        | Return
        | Br
        | CondBr
        | Switch
        | TestRegionYield
        | TestRegionIfYield
        | InParallel
        | TestForwardBuffer
        | TestReturn
        | AffineApply
        | AffineMin
        | AffineMax
        | AffineYield
        | AffineDelinearizeIndex
        | AffineLinearizeIndex
        | ShapeAssumingYield
        | ShapeConstWitness
        | ShapeAssumingAll => Effects::None,
        Load | GetGlobal | ToTensor | AffineLoad => Effects::Read,
        Alloc | Alloca | Clone => Effects::Alloc,
        Dealloc
        | Realloc
        | Store
        | Copy
        | Prefetch
        | AtomicRmw
        | BufDealloc
        | ToBuffer
        | MaterializeInDestination
        | Assert
        | TestCopy
        | TestBufferBased
        | TestReadBuffer
        | AffineStore => Effects::Write,
        LinalgYield | LinalgIndex => Effects::None,
        // Structured ops read their inputs and read and write their inits.
        _ if k.dialect() == Dialect::Linalg => Effects::Write,
        _ if has_recursive_memory_effects(k) => Effects::None,
        _ => Effects::Unknown,
    }
}

/// The effects of one op: [`effects`] of its kind, except `test.side_effect_op`, whose
/// `effects` attribute lists them (`[{effect = "read"}]`; none without the attribute).
pub fn op_effects(m: &Module, op: OpId) -> Effects {
    let k = m.op(op).kind;
    if k != OpKind::TestSideEffectOp {
        return effects(k);
    }
    let Some(crate::ir::Attribute::Array(items)) = m.attr(op, "effects") else {
        return Effects::None;
    };
    let mut worst = Effects::None;
    for it in items {
        let crate::ir::Attribute::Dict(d) = it else {
            continue;
        };
        let e = match crate::ir::find_attr(d, "effect") {
            Some(crate::ir::Attribute::String(s)) => match s.as_str() {
                "read" => Effects::Read,
                "allocate" => Effects::Alloc,
                _ => Effects::Write,
            },
            _ => Effects::Write,
        };
        let rank = |e: Effects| match e {
            Effects::None => 0,
            Effects::Read => 1,
            Effects::Alloc => 2,
            Effects::Write => 3,
            Effects::Unknown => 4,
        };
        if rank(e) > rank(worst) {
            worst = e;
        }
    }
    worst
}

/// True for symbol-defining ops (never trivially dead).
fn is_symbol(k: OpKind) -> bool {
    matches!(k, OpKind::Func | OpKind::Global | OpKind::Module)
}

/// `wouldOpBeTriviallyDead`: erasing the op (if its results were unused) changes nothing.
pub fn would_be_trivially_dead(m: &Module, op: OpId) -> bool {
    let k = m.op(op).kind;
    if k.is_terminator() || is_symbol(k) {
        return false;
    }
    if m.op(op).regions.is_empty() {
        return matches!(
            op_effects(m, op),
            Effects::None | Effects::Read | Effects::Alloc
        );
    }
    if crate::dialects::linalg::is_structured(k) {
        // A structured op's effects are on its memref operands; on tensors it has none.
        return !crate::dialects::linalg::has_buffer_semantics(m, op);
    }
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let k = m.op(o).kind;
        if has_recursive_memory_effects(k) {
            for &r in &m.op(o).regions {
                for b in m.region_blocks(r) {
                    stack.extend(m.block_ops(b));
                }
            }
        }
        match op_effects(m, o) {
            Effects::None | Effects::Read | Effects::Alloc => {}
            Effects::Write | Effects::Unknown => return false,
        }
    }
    true
}

/// `isOpTriviallyDead`: unused results and no visible effects.
pub fn is_trivially_dead(m: &Module, op: OpId) -> bool {
    m.op(op).results.iter().all(|&r| !m.has_uses(r)) && would_be_trivially_dead(m, op)
}

/// `isMemoryEffectFree` (recursing into ops with recursive effects).
pub fn is_memory_effect_free(m: &Module, op: OpId) -> bool {
    let k = m.op(op).kind;
    if has_recursive_memory_effects(k) {
        for &r in &m.op(op).regions {
            for b in m.region_blocks(r) {
                for o in m.block_ops(b) {
                    if !is_memory_effect_free(m, o) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
    op_effects(m, op) == Effects::None
}

/// True if the op (recursively) may write memory, as CSE's "side-effecting op in between"
/// check sees it (unknown ops are assumed to write).
pub fn may_write(m: &Module, op: OpId) -> bool {
    let k = m.op(op).kind;
    if has_recursive_memory_effects(k) {
        return m.op(op).regions.iter().any(|&r| {
            m.region_blocks(r)
                .any(|b| m.block_ops(b).any(|o| may_write(m, o)))
        });
    }
    match op_effects(m, op) {
        Effects::None | Effects::Read | Effects::Alloc => false,
        // Frees are not writes for this check (MLIR only looks for `MemoryEffects::Write`).
        Effects::Write => !matches!(k, OpKind::Dealloc | OpKind::BufDealloc),
        Effects::Unknown => true,
    }
}
