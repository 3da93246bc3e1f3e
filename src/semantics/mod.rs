//! What the ops mean, stated once for the two back ends that carry them out.
//!
//! The Cranelift code generator ([`crate::codegen`]) and the interpreter ([`crate::interp`])
//! must agree bit for bit: the interpreter is the reference the difference tests hold the
//! generated code to. Where both need the same decision (which integer ops trap and how
//! division rounds, how a view's strides follow from its source's, where the bounds of a
//! parallel loop come from), the decision lives here, as plain data and pure functions that
//! each back end applies to its own representation (registers and folded constants in the
//! code generator, 64-bit integers in the interpreter).

pub mod int;
pub mod loops;
pub mod math;
pub mod memref;

use crate::ir::{Attribute, Module, OpId, ValueId, DYNAMIC};

/// An entry of a mixed static/dynamic list (offsets, sizes, strides, loop bounds): a value
/// the attribute states, or the operand that supplies it at run time.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mixed {
    /// Known statically.
    Static(i64),
    /// Supplied by this operand.
    Dynamic(ValueId),
}

/// The statics `stat` with their [`DYNAMIC`] holes filled from `dynv` in order (`None`: too
/// few dynamic operands).
pub fn mixed(stat: &[i64], dynv: &[ValueId]) -> Option<Vec<Mixed>> {
    let mut it = dynv.iter();
    stat.iter()
        .map(|&s| {
            if s == DYNAMIC {
                it.next().map(|&v| Mixed::Dynamic(v))
            } else {
                Some(Mixed::Static(s))
            }
        })
        .collect()
}

/// The integers of a dense array attribute (empty when the attribute is missing).
pub fn dense_list(m: &Module, op: OpId, name: &str) -> Vec<i64> {
    match m.attr(op, name) {
        Some(Attribute::DenseArray { values, .. }) => values.clone(),
        _ => vec![],
    }
}

/// An integer attribute as a table index (`usize::MAX` when missing), e.g. a comparison's
/// `predicate` or an atomic read-modify-write's `kind`.
pub fn int_attr(m: &Module, op: OpId, name: &str) -> usize {
    match m.attr(op, name) {
        Some(Attribute::Integer { value, .. }) => *value as usize,
        _ => usize::MAX,
    }
}
