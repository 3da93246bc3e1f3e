//! Which MLIR interfaces and traits each registered op has, as far as the deallocation pass
//! asks: memory effects (and which of them allocate or free), recursive memory effects,
//! `RegionBranchOpInterface`, `RegionBranchTerminatorOpInterface`, `BranchOpInterface`,
//! `CallOpInterface`, and the ops with a dedicated `BufferDeallocationOpInterface` model.
//!
//! MLIR answers these through op interfaces; bufjit's ops are a closed enum, so one table per
//! question is the whole story. Unregistered ops have none of them, which makes the pass reject
//! them with mlir-opt's "unknown memory side effects" message.

use crate::dialects::Dialect;
use crate::dialects::OpKind;

/// The resource an allocation effect is on.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AllocResource {
    /// Heap memory the pass must free (`memref.alloc`, `bufferization.clone`).
    Default,
    /// Stack memory freed automatically (`memref.alloca`).
    AutomaticAllocationScope,
}

/// True if the op implements `MemoryEffectOpInterface` (pure ops included).
pub fn has_memory_effect_interface(k: OpKind) -> bool {
    use OpKind::*;
    let d = k.dialect();
    if matches!(d, Dialect::Arith | Dialect::Math | Dialect::Linalg) {
        return true;
    }
    matches!(
        k,
        UnrealizedConversionCast
            | Return
            | FuncConstant
            | Br
            | CondBr
            | Switch
            | Assert
            | Yield
            | Condition
            | Reduce
            | ReduceReturn
            | InParallel
            | Alloc
            | Alloca
            | AllocaScopeReturn
            | Dealloc
            | Realloc
            | Load
            | Store
            | Copy
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
            | GetGlobal
            | AssumeAlignment
            | Prefetch
            | AtomicRmw
            | MemorySpaceCast
            | Transpose
            | BufDealloc
            | Clone
            | ToTensor
            | ToBuffer
            | MaterializeInDestination
            | TestCopy
            | TestBufferBased
            | TestReadBuffer
            | TestRegionYield
            | TestRegionIfYield
            | TestForwardBuffer
            | TestSideEffectOp
            | TestReturn
            | AffineLoad
            | AffineStore
            | AffineApply
            | AffineMin
            | AffineMax
            | AffineYield
            | AffineDelinearizeIndex
            | AffineLinearizeIndex
            | ShapeAssumingYield
            | ShapeConstWitness
            | ShapeAssumingAll
    )
}

/// True for ops with the `RecursiveMemoryEffects` trait.
pub fn has_recursive_memory_effects(k: OpKind) -> bool {
    use OpKind::*;
    matches!(
        k,
        For | If
            | While
            | ExecuteRegion
            | IndexSwitch
            | Parallel
            | Forall
            | AllocaScope
            | TestRegionIf
            | TestRegionBufferBased
            | TestOneRegionRecursive
            | AffineFor
            | AffineParallel
            | AffineIf
            | ShapeAssuming
    )
}

/// The allocation effect an op has on its (memref) results.
pub fn alloc_effect(k: OpKind) -> Option<AllocResource> {
    match k {
        OpKind::Alloc | OpKind::Realloc | OpKind::Clone => Some(AllocResource::Default),
        OpKind::Alloca => Some(AllocResource::AutomaticAllocationScope),
        _ => None,
    }
}

/// True if the op frees its operand `i`.
pub fn frees_operand(k: OpKind, i: usize) -> bool {
    match k {
        OpKind::Dealloc | OpKind::Realloc => i == 0,
        OpKind::BufDealloc => true,
        _ => false,
    }
}

/// True if the op (with memory effects) has an allocate or free effect at all.
pub fn has_alloc_or_free(k: OpKind) -> bool {
    alloc_effect(k).is_some()
        || matches!(
            k,
            OpKind::Dealloc
                | OpKind::Realloc
                | OpKind::BufDealloc
                | OpKind::AllocTensor
                | OpKind::DeallocTensor
        )
}

/// True for `RegionBranchOpInterface` ops.
pub fn is_region_branch(k: OpKind) -> bool {
    use OpKind::*;
    matches!(
        k,
        For | If
            | While
            | ExecuteRegion
            | IndexSwitch
            | Parallel
            | Forall
            | AllocaScope
            | TestRegionIf
            | AffineFor
            | AffineIf
            | ShapeAssuming
    )
}

/// True for `RegionBranchTerminatorOpInterface` terminators (return-like ops included).
pub fn is_region_branch_terminator(k: OpKind) -> bool {
    use OpKind::*;
    matches!(
        k,
        Return
            | Yield
            | Condition
            | Reduce
            | AllocaScopeReturn
            | TestRegionYield
            | TestRegionIfYield
            | TestReturn
            | AffineYield
            | ShapeAssumingYield
    )
}

/// True for `BranchOpInterface` terminators.
pub fn is_branch(k: OpKind) -> bool {
    matches!(k, OpKind::Br | OpKind::CondBr | OpKind::Switch)
}

/// True for `CallOpInterface` ops.
pub fn is_call(k: OpKind) -> bool {
    matches!(k, OpKind::Call | OpKind::CallIndirect)
}

/// True for ops with a dedicated `BufferDeallocationOpInterface` model.
pub fn has_dealloc_interface(k: OpKind) -> bool {
    matches!(
        k,
        OpKind::CondBr | OpKind::Select | OpKind::InParallel | OpKind::ReduceReturn
    )
}

/// True for ops with the `NoTerminator` trait.
pub fn has_no_terminator(k: OpKind) -> bool {
    matches!(k, OpKind::Module)
}
