//! Vector memory ops.

use crate::codegen::function::FnLower;
use crate::codegen::CgResult;
use crate::ir::OpId;

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// Lowers `op` if it is a vector memory op.
    pub(super) fn lower_vector_memory_op(&mut self, op: OpId) -> Option<CgResult<()>> {
        let _ = op;
        None
    }
}
