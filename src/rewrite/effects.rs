//! Memory effects as the rewrite drivers ask about them: is an op free of effects (CSE), does it
//! only read (CSE within a block), would erasing it be invisible (`wouldOpBeTriviallyDead`).
//!
//! MLIR answers through `MemoryEffectOpInterface` and the `RecursiveMemoryEffects` trait; here
//! each op's declaration in the registry (`dialects/registry.rs`) states its effects and traits.
//! Unregistered ops have unknown effects.

use crate::dialects::{OpKind, Traits};
use crate::ir::{Module, OpId};
use crate::transforms::ownership::interfaces::has_recursive_memory_effects;

pub use crate::dialects::Effects;

/// The (non-recursive) effects of an op kind: its declared effects, none for an op with
/// recursive effects only, unknown without either.
pub fn effects(k: OpKind) -> Effects {
    match k.info().effects {
        Some(e) => e.coarse(),
        None if has_recursive_memory_effects(k) => Effects::None,
        None => Effects::Unknown,
    }
}

/// The effects of one op: [`effects`] of its kind, except `test.side_effect_op`, whose
/// `effects` attribute lists them (`[{effect = "read"}]`; none without the attribute), and
/// vector memory ops on tensors, which have none.
pub fn op_effects(m: &Module, op: OpId) -> Effects {
    let k = m.op(op).kind;
    if crate::dialects::vector::accesses_tensor(m, op) {
        return Effects::None;
    }
    if !k.info().effects.is_some_and(|e| e.from_attribute) {
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

/// `wouldOpBeTriviallyDead`: erasing the op (if its results were unused) changes nothing.
pub fn would_be_trivially_dead(m: &Module, op: OpId) -> bool {
    let k = m.op(op).kind;
    if k.is_terminator() || k.has(Traits::SYMBOL) {
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
        Effects::Write => !k.info().effects.is_some_and(|e| e.only_frees()),
        Effects::Unknown => true,
    }
}
