//! `--loop-invariant-loads`: marks each `memref.load` that reads memory no op of its loop nest
//! writes with `{bufjit.invariant}`. Code generation gives such a load Cranelift's `readonly`
//! and `can_move` flags, which make it a pure value for Cranelift's e-graph: it is computed
//! where it is used instead of where it was written. In an unrolled reduction (the
//! convolution's channel loop) that is the difference between sixteen loaded values live at
//! once, with the accumulator spilled to the stack on every iteration, and two.
//!
//! ```mlir
//! // before: %A and %C are distinct allocations, only %C is written in the nest
//! scf.for %i = %c0 to %c64 step %c1 {
//!   %a = memref.load %A[%i] : memref<64xf32>
//!   memref.store %a, %C[%i] : memref<64xf32>
//! }
//! // after
//! scf.for %i = %c0 to %c64 step %c1 {
//!   %a = memref.load %A[%i] {bufjit.invariant} : memref<64xf32>
//!   memref.store %a, %C[%i] : memref<64xf32>
//! }
//! ```
//!
//! A pure load may be moved anywhere its operands are available, and two with the same
//! operands may be merged, so a load is marked only when that is safe (`R` is the outermost
//! `scf.for` around it):
//! - every op in `R` is a load, a store, an allocation, pure, or an `scf` region op (no calls,
//!   copies or deallocations, whose writes are unknown), and no store in `R` may write the
//!   load's buffer: each stored memref is provably another allocation
//!   ([`BufferOriginAnalysis::is_same_live_allocation`]) or was tested disjoint from it by the loop
//!   version the load sits in (scalar promotion's fast copies, [`super::scalar_promotion`]);
//! - its address depends on a value that changes inside `R` (an induction variable, an
//!   `iter_args` value, an unmarked load), so it can neither leave `R` nor be merged with a
//!   load outside it (pure arithmetic inside `R` on values from outside does not count: the
//!   e-graph would compute it once, outside);
//! - it cannot be moved above a condition: every op between it and `R` that its address does
//!   not vary in is an `scf.for` with constant bounds that runs at least once (an `scf.if`
//!   around the load is fine when the address depends on, say, the induction variable of a
//!   loop inside it).
//!
//! Later steps (unrolling, vectorisation) copy the mark with the load; [`revalidate`] drops the
//! marks whose placement they changed (a fully unrolled loop can leave a load with only
//! constant indices).

use super::scalar_promotion::{collect, defined_outside, known_pairs};
use crate::analysis::buffer_origin::BufferOriginAnalysis;
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, NamedAttr, OpId, ValueId};
use crate::transforms::canonicalize::fold::int_const;
use crate::transforms::PassOptions;
use rustc_hash::{FxHashMap, FxHashSet};

/// The mark: the load reads memory its loop nest does not write.
pub const MARK: &str = "bufjit.invariant";

/// Runs the pass on every function of the module (disjointness from static facts only).
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    for f in m.top_level_ops() {
        if m.op(f).kind == OpKind::Func {
            run_on_function(m, f, opts)?;
        }
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    if let Some((k, _)) = opts.first() {
        return Err(Diagnostic::error(
            None,
            format!("'loop-invariant-loads' pass has no option '{k}'"),
        ));
    }
    mark_in_function(m, func, &FxHashMap::default());
    Ok(())
}

/// Marks the loads of `func` that qualify (see the module doc). `disjoint` holds, per fast
/// loop copy, the memref pairs a run-time test proved disjoint
/// ([`super::scalar_promotion::Promoted::disjoint`]).
pub fn mark_in_function(
    m: &mut Module,
    func: OpId,
    disjoint: &FxHashMap<OpId, Vec<(ValueId, ValueId)>>,
) {
    let nests = outermost_loops(m, func);
    if nests.is_empty() {
        return;
    }
    let an = BufferOriginAnalysis::new(m, func);
    let mut marks = Vec::new();
    for r in nests {
        let Some(body) = m.entry_block(m.op(r).regions[0]) else {
            continue;
        };
        let mut accesses = Vec::new();
        if !collect(m, body, true, &mut accesses) {
            continue;
        }
        let written: Vec<ValueId> = accesses
            .iter()
            .filter(|a| a.write)
            .map(|a| a.memref)
            .collect();
        for a in accesses.iter().filter(|a| !a.write) {
            if m.attr(a.op, MARK).is_some() || !placed_well(m, a.op, r) {
                continue;
            }
            let known = m
                .parent_op(a.op)
                .map(|l| known_pairs(m, l, disjoint))
                .unwrap_or_default();
            let distinct = written.iter().all(|&w| {
                w != a.memref
                    && match an.is_same_live_allocation(m, a.memref, w) {
                        Some(false) => true,
                        Some(true) => false,
                        None => known.contains(&(a.memref, w)) || known.contains(&(w, a.memref)),
                    }
            });
            if distinct {
                marks.push(a.op);
            }
        }
    }
    for op in marks {
        m.op_mut(op)
            .attrs
            .push(NamedAttr::new(MARK, Attribute::Unit));
    }
}

/// Drops the marks of loads in `func` whose placement no longer qualifies (after unrolling or
/// versioning moved them). The stores of a nest do not change after marking: later steps only
/// copy, reorder or remove loops.
pub fn revalidate(m: &mut Module, func: OpId) {
    let mut stale = Vec::new();
    m.walk_nested(func, &mut |x| {
        if m.op(x).kind == OpKind::Load && m.attr(x, MARK).is_some() {
            let ok = outermost_loop_of(m, x).is_some_and(|r| placed_well(m, x, r));
            if !ok {
                stale.push(x);
            }
        }
    });
    for op in stale {
        m.op_mut(op).attrs.retain(|a| a.name.as_str() != MARK);
    }
}

/// The `scf.for` ops of `func` not nested in another `scf.for`.
fn outermost_loops(m: &Module, func: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    m.walk_nested(func, &mut |x| {
        if m.op(x).kind == OpKind::For && outermost_loop_of(m, x) == Some(x) {
            out.push(x);
        }
    });
    out
}

/// The outermost `scf.for` enclosing `op` (or `op` itself), inside its function.
fn outermost_loop_of(m: &Module, op: OpId) -> Option<OpId> {
    let mut found = (m.op(op).kind == OpKind::For).then_some(op);
    let mut at = m.parent_op(op);
    while let Some(p) = at {
        match m.op(p).kind {
            OpKind::For => found = Some(p),
            OpKind::Func => break,
            _ => {}
        }
        at = m.parent_op(p);
    }
    found
}

/// True if load `op` cannot be moved out of `r` (its address depends on a value that changes
/// inside it, see [`varying_ops`]) and moving it out of any op between them never runs it where
/// the program would not: its address varies in each of them, or it is an `scf.for` that runs
/// at least once.
fn placed_well(m: &Module, op: OpId, r: OpId) -> bool {
    let varies = varying_ops(m, &m.op(op).operands, r);
    let mut at = m.parent_op(op);
    while let Some(l) = at {
        let stays = varies.contains(&l);
        if l == r {
            return stays;
        }
        let hoistable = m.op(l).kind == OpKind::For && runs(m, l);
        if !stays && !hoistable {
            return false;
        }
        at = m.parent_op(l);
    }
    false
}

/// The ops inside `r` (and `r`) that the values `vs` vary in: the ops enclosing a value they
/// depend on that is not the same everywhere in that op (an argument of a block nested in it,
/// such as an induction variable or `iter_args` value, or the result of an unmarked load, of a
/// call, or of an op with regions). Being defined inside an op is not enough: Cranelift's e-graph
/// would compute pure arithmetic on outside values once, outside it (and a pure load of that
/// address with it, merged with any equal load elsewhere).
///
/// One walk serves every level: a value defined outside an op cannot depend on one defined
/// inside it, so `v` varies in `l` exactly when one of the values found is defined inside `l`.
fn varying_ops(m: &Module, vs: &[ValueId], r: OpId) -> FxHashSet<OpId> {
    let mut stack = vs.to_vec();
    let mut seen = FxHashSet::default();
    let mut out = FxHashSet::default();
    while let Some(v) = stack.pop() {
        if !seen.insert(v) || defined_outside(m, v, r) {
            continue;
        }
        let block = match m.defining_op(v) {
            // A block argument inside `r`.
            None => m.value_block(v),
            Some(d) => {
                let anchored = match m.op(d).kind {
                    OpKind::Load => m.attr(d, MARK).is_none(),
                    OpKind::Call | OpKind::CallIndirect => true,
                    _ => !m.op(d).regions.is_empty(),
                };
                if !anchored {
                    stack.extend(m.op(d).operands.iter().copied());
                    continue;
                }
                m.op(d).parent
            }
        };
        let mut b = block;
        while let Some(p) = b.and_then(|b| m.block_parent_op(b)) {
            if !out.insert(p) || p == r {
                break;
            }
            b = m.op(p).parent;
        }
    }
    out
}

/// True if loop `l` has constant bounds and a positive trip count.
fn runs(m: &Module, l: OpId) -> bool {
    let o = &m.op(l).operands;
    m.attr(l, "unsignedCmp").is_none()
        && matches!(
            (int_const(m, o[0]), int_const(m, o[1]), int_const(m, o[2])),
            (Some(lb), Some(ub), Some(step)) if lb < ub && step > 0
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::test_module as parse;

    fn marked(src: &str) -> Vec<bool> {
        let mut m = parse(src);
        run(&mut m, &PassOptions::default()).unwrap();
        let mut out = Vec::new();
        m.walk_nested(m.top.unwrap(), &mut |x| {
            if m.op(x).kind == OpKind::Load {
                out.push(m.attr(x, MARK).is_some());
            }
        });
        out
    }

    #[test]
    fn loads_of_unwritten_allocations_are_marked() {
        let src = r#"
func.func @f(%c: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %a[%i] : memref<8xf32>
    %y = memref.load %c[%i] : memref<8xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %c[%i] : memref<8xf32>
  }
  memref.dealloc %a : memref<8xf32>
  return
}
"#;
        // %a is another allocation than the argument %c; %c itself is written.
        assert_eq!(marked(src), vec![true, false]);
    }

    #[test]
    fn arguments_calls_conditions_and_invariant_addresses_are_refused() {
        // Two arguments may alias.
        let args = r#"
func.func @f(%a: memref<8xf32>, %c: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %a[%i] : memref<8xf32>
    memref.store %x, %c[%i] : memref<8xf32>
  }
  return
}
"#;
        assert_eq!(marked(args), vec![false]);
        // A load under an scf.if, and one whose address does not depend on the nest.
        let placed = r#"
func.func @f(%c: memref<8xf32>, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.if %p {
      %x = memref.load %a[%i] : memref<8xf32>
      memref.store %x, %c[%i] : memref<8xf32>
    }
    %y = memref.load %a[%c0] : memref<8xf32>
    memref.store %y, %c[%i] : memref<8xf32>
  }
  memref.dealloc %a : memref<8xf32>
  return
}
"#;
        assert_eq!(marked(placed), vec![false, false]);
        // A loop the load does not depend on, with a trip count that may be zero.
        let empty = r#"
func.func @f(%c: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %a[%i] : memref<8xf32>
      memref.store %x, %c[%j] : memref<8xf32>
    }
    scf.for %j = %c0 to %c8 step %c1 {
      %x = memref.load %a[%i] : memref<8xf32>
      memref.store %x, %c[%j] : memref<8xf32>
    }
  }
  memref.dealloc %a : memref<8xf32>
  return
}
"#;
        assert_eq!(marked(empty), vec![false, true]);
        // A view made inside the nest from outside values only: the same address in every
        // iteration, as if it were defined outside.
        let view = r#"
func.func @f(%c: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
    %x = memref.load %v[%c0] : memref<4xf32, strided<[1], offset: 2>>
    memref.store %x, %c[%i] : memref<8xf32>
    %w = memref.subview %a[%i] [1] [1] : memref<8xf32> to memref<1xf32, strided<[1], offset: ?>>
    %y = memref.load %w[%c0] : memref<1xf32, strided<[1], offset: ?>>
    memref.store %y, %c[%i] : memref<8xf32>
  }
  memref.dealloc %a : memref<8xf32>
  return
}
"#;
        assert_eq!(marked(view), vec![false, true]);
    }

    #[test]
    fn revalidation_drops_marks_of_loads_that_left_their_nest() {
        let src = r#"
func.func @f(%c: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<2xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    %x = memref.load %a[%i] : memref<2xf32>
    memref.store %x, %c[%i] : memref<2xf32>
  }
  memref.dealloc %a : memref<2xf32>
  return
}
"#;
        let mut m = parse(src);
        let f = m.top_level_ops()[0];
        mark_in_function(&mut m, f, &FxHashMap::default());
        let mut origins = super::super::Origins::default();
        super::super::unroll::unroll_in_except(
            &mut m,
            f,
            super::super::unroll::Options::default(),
            &mut origins,
            &Default::default(),
        );
        let count = |m: &Module| {
            let mut n = (0, 0);
            m.walk_nested(f, &mut |x| {
                if m.op(x).kind == OpKind::Load {
                    n.0 += 1;
                    n.1 += usize::from(m.attr(x, MARK).is_some());
                }
            });
            n
        };
        // Unrolled: two loads with constant indices, outside any loop, still marked.
        assert_eq!(count(&m), (2, 2));
        revalidate(&mut m, f);
        assert_eq!(count(&m), (2, 0));
    }
}
