//! Op interfaces whose answer is code rather than a fact: MLIR's external models. The registry
//! ([`super::registry`]) attaches an implementation to an op kind (`dealloc_model:` in its
//! declaration); the implementations live next to their dialect (at the end of `cf.rs`,
//! `arith.rs`, `scf.rs`), and the passes dispatch through [`super::OpKind::info`].

use crate::diag::Diagnostic;
use crate::ir::{BlockId, InsertPoint, OpId, ValueId};
use crate::transforms::ownership::Dealloc;

/// MLIR's `BufferDeallocationOpInterface`: an op the `ownership-based-buffer-deallocation` pass
/// hands to its own model instead of the generic interface handlers.
pub trait BufferDeallocationModel: Sync {
    /// `process`: inserts the deallocations the op needs and updates the pass state. Returns
    /// the op (which stays in place).
    fn process(&self, pass: &mut Dealloc<'_>, op: OpId) -> Result<OpId, Diagnostic>;

    /// `materializeUniqueOwnershipForMemref`: a value for `memref` (a result of `op` defined
    /// in block `b`) and its ownership indicator, built at `ip`. By default the state's
    /// answer: the value itself if its ownership is unique, else a clone owned by `b`.
    fn materialize_unique_ownership(
        &self,
        pass: &mut Dealloc<'_>,
        op: OpId,
        ip: InsertPoint,
        memref: ValueId,
        b: BlockId,
    ) -> (ValueId, ValueId) {
        let _ = op;
        pass.memref_with_unique_ownership(ip, memref, b)
    }
}
