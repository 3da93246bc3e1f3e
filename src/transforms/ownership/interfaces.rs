//! Which MLIR interfaces and traits each registered op has, as far as the deallocation pass
//! asks: memory effects (and which of them allocate or free), recursive memory effects,
//! `RegionBranchOpInterface`, `RegionBranchTerminatorOpInterface`, `BranchOpInterface`,
//! `CallOpInterface` (the ops with a dedicated `BufferDeallocationOpInterface` model are
//! `OpKind::info().dealloc_model`).
//!
//! The facts are declared with each op in the registry (`dialects/registry.rs`); these are
//! one-line questions to that declaration. Unregistered ops have none of them, which makes the
//! pass reject them with mlir-opt's "unknown memory side effects" message.

use crate::dialects::{OpKind, Traits};

pub use crate::dialects::AllocResource;

/// True if the op implements `MemoryEffectOpInterface` (pure ops included).
pub fn has_memory_effect_interface(k: OpKind) -> bool {
    k.info().effects.is_some()
}

/// True for ops with the `RecursiveMemoryEffects` trait.
pub fn has_recursive_memory_effects(k: OpKind) -> bool {
    k.has(Traits::RECURSIVE_EFFECTS)
}

/// The allocation effect an op has on its (memref) results.
pub fn alloc_effect(k: OpKind) -> Option<AllocResource> {
    k.info().effects.and_then(|e| e.alloc)
}

/// True if the op frees its operand `i`.
pub fn frees_operand(k: OpKind, i: usize) -> bool {
    k.info().effects.is_some_and(|e| e.frees_operand(i))
}

/// True if the op (with memory effects) has an allocate or free effect at all.
pub fn has_alloc_or_free(k: OpKind) -> bool {
    alloc_effect(k).is_some() || frees_operand(k, 0)
}

/// True for `RegionBranchOpInterface` ops.
pub fn is_region_branch(k: OpKind) -> bool {
    k.has(Traits::REGION_BRANCH)
}

/// True for `RegionBranchTerminatorOpInterface` terminators (return-like ops included).
pub fn is_region_branch_terminator(k: OpKind) -> bool {
    k.has(Traits::REGION_BRANCH_TERMINATOR)
}

/// True for `BranchOpInterface` terminators.
pub fn is_branch(k: OpKind) -> bool {
    k.has(Traits::BRANCH)
}

/// True for `CallOpInterface` ops.
pub fn is_call(k: OpKind) -> bool {
    k.has(Traits::CALL)
}

/// True for ops with the `NoTerminator` trait.
pub fn has_no_terminator(k: OpKind) -> bool {
    k.has(Traits::NO_TERMINATOR)
}
