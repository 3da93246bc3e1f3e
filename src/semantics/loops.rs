//! The iteration space of `scf.parallel` and `scf.forall`, which both back ends run as a
//! sequential loop nest: the outermost dimension first, the innermost stepping fastest, and
//! not at all when any dimension is empty. Where the bounds come from differs between the
//! two ops (operands for `scf.parallel`, mixed static/dynamic lists for `scf.forall`); this
//! is where that difference is resolved.

use super::{dense_list, mixed, Mixed};
use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, OpId, ValueId};

/// The bounds of a parallel loop nest, one entry per dimension, and its initial
/// accumulators (`scf.parallel` reductions). The bounds are [`Mixed`] as the op states them,
/// or what a back end resolved them to ([`ParallelBounds::resolve`]).
#[derive(Clone, Debug)]
pub struct ParallelBounds<T = Mixed> {
    /// Lower bounds.
    pub lbs: Vec<T>,
    /// Upper bounds (exclusive).
    pub ubs: Vec<T>,
    /// Steps.
    pub steps: Vec<T>,
    /// The initial values of the reductions.
    pub inits: Vec<ValueId>,
}

impl ParallelBounds {
    /// The bounds resolved by `f` (lower bounds first, then upper bounds, then steps).
    pub fn resolve<T, E>(
        self,
        mut f: impl FnMut(Mixed) -> Result<T, E>,
    ) -> Result<ParallelBounds<T>, E> {
        let mut list = |v: Vec<Mixed>| v.into_iter().map(&mut f).collect::<Result<Vec<T>, E>>();
        Ok(ParallelBounds {
            lbs: list(self.lbs)?,
            ubs: list(self.ubs)?,
            steps: list(self.steps)?,
            inits: self.inits,
        })
    }
}

/// The bounds of `scf.parallel` / `scf.forall` `op` (`Err`: the message of an op the back
/// ends do not run).
pub fn parallel_bounds(m: &Module, op: OpId) -> Result<ParallelBounds, &'static str> {
    let d = m.op(op);
    let seg: Vec<usize> = match m.attr(op, "operandSegmentSizes") {
        Some(Attribute::DenseArray { values, .. }) => {
            values.iter().map(|&v| v.max(0) as usize).collect()
        }
        _ => return Err("has no operand segments"),
    };
    let ops = &d.operands;
    if d.kind == OpKind::Parallel {
        let n = seg[0];
        let dynamic = |r: std::ops::Range<usize>| ops[r].iter().map(|&v| Mixed::Dynamic(v));
        return Ok(ParallelBounds {
            lbs: dynamic(0..n).collect(),
            ubs: dynamic(n..2 * n).collect(),
            steps: dynamic(2 * n..3 * n).collect(),
            inits: ops[3 * n..].to_vec(),
        });
    }
    if seg.get(3).copied().unwrap_or(0) != 0 {
        return Err("with shared_outs is not supported by the code generator");
    }
    let lbs = dense_list(m, op, "staticLowerBound");
    let ubs = dense_list(m, op, "staticUpperBound");
    let steps = dense_list(m, op, "staticStep");
    // The dynamic entries come in order: lower bounds, upper bounds, steps.
    let all: Vec<i64> = lbs.iter().chain(&ubs).chain(&steps).copied().collect();
    let mut bounds = mixed(&all, ops).ok_or("bad operands")?;
    let steps = bounds.split_off(lbs.len() + ubs.len());
    let ubs = bounds.split_off(lbs.len());
    Ok(ParallelBounds {
        lbs: bounds,
        ubs,
        steps,
        inits: vec![],
    })
}
