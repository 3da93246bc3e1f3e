//! Reusable analyses over the IR (computed on demand, owned by their users).

pub mod buffer_origin;
pub mod cfg;
pub mod dependence;
pub mod dominance;
pub mod liveness;
