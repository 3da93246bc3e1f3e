//! The mid-level optimisation stage code generation runs at `-O1` and above (issue #15): IR to
//! IR rewrites on lowered, bufferized code (`scf` loops over memrefs, after
//! `convert-linalg-to-loops` and `lower-affine`) that Cranelift cannot do itself because it
//! does not know which memrefs are distinct buffers. Cranelift's own mid-end (GVN, loop-invariant
//! code motion of pure instructions, constant folding) runs afterwards on the generated code.
//!
//! One file per optimisation:
//! * [`scalar_promotion`] (`--loop-scalar-promotion`): a memref location that is
//!   loop-invariant in an `scf.for` lives in an `iter_args` value instead of memory;
//! * [`versioning`]: the run-time overlap test on two memrefs' address ranges and the loop
//!   cloning that scalar promotion uses when buffers may alias (function arguments).
//!
//! `-O0` stays a fast-compile mode: [`optimize`] is not called there.

pub mod scalar_promotion;
pub mod versioning;

use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::Module;

/// Runs the `-O1`+ stage on a module that is about to be compiled.
pub fn optimize(m: &mut Module) -> Result<(), Diagnostic> {
    scalar_promotion::run(m, &Vec::new())
}

/// True if [`optimize`] may change the module: it has an `scf.for` containing a `memref.store`
/// or `memref.load`. Lets code generation skip copying modules it would not change.
pub fn may_apply(m: &Module) -> bool {
    let Some(top) = m.top else { return false };
    let mut found = false;
    m.walk_nested(top, &mut |o| {
        if found || m.op(o).kind != OpKind::For {
            return;
        }
        m.walk_nested(o, &mut |x| {
            found |= matches!(m.op(x).kind, OpKind::Load | OpKind::Store);
        });
    });
    found
}
