//! MLIR 16's `BufferViewFlowAnalysis` and the `RegionBranchOpInterface` model of MLIR 16's
//! structured ops, as the clone-based `--buffer-deallocation` pass sees them.
//!
//! The analysis maps each memref value to the values it flows into *directly* (a view of it,
//! the block argument a branch passes it to, the region argument or op result a region-branch
//! op binds it to, an `arith.select` result); [`ViewFlow::resolve`] closes that transitively.
//! The pass removes values from the targets once it has decided to give them their own buffer,
//! so the graph is mutable, unlike [`crate::analysis::buffer_origin`] (MLIR 22's analysis, which
//! also differs in how it treats loops and unknown ops).
//!
//! Successor sets follow MLIR 16 exactly: `scf.for` enters only its body and leaves from it;
//! `scf.while` enters `before`, which continues to the results or `after`, which returns to
//! `before`; `scf.if` enters `then` and `else` (or, without `else`, nothing) and every region
//! leaves to the results; `scf.execute_region`, `scf.index_switch` and `memref.alloca_scope`
//! enter each region and leave to the results. `affine.if` behaves like `scf.if`. `affine.for`
//! with constant bounds follows its trip count: it enters its body unless the count is zero (then
//! it goes straight to the results), and its body returns to itself unless the count is one; with
//! other bounds it may do either. `scf.parallel` is not a region-branch op in MLIR 16.
//!
//! mlir-opt 16 crashes on an `affine.for` that may go from the op straight to its results (an
//! unknown or zero trip count): its `BufferViewFlowAnalysis` assumes every entry successor is a
//! region. Here its `iter_args` inits then flow to the results directly, as they do at run time.

use crate::analysis::buffer_origin::view_source;
use crate::dialects::cf::successor_operand_range;
use crate::dialects::OpKind;
use crate::ir::{Module, OpId, ValueId};
use crate::transforms::ownership::interfaces::is_branch;
use rustc_hash::{FxHashMap, FxHashSet};

/// Where control goes from a region (or from the op itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSuccessor {
    /// The successor region's index, `None` for the parent op's results.
    pub region: Option<usize>,
    /// The values bound on entry: region arguments, or the op's results.
    pub inputs: Vec<ValueId>,
}

/// True for the ops that implement `RegionBranchOpInterface` in MLIR 16.
pub fn is_region_branch(k: OpKind) -> bool {
    matches!(
        k,
        OpKind::If
            | OpKind::For
            | OpKind::While
            | OpKind::ExecuteRegion
            | OpKind::IndexSwitch
            | OpKind::AllocaScope
            | OpKind::ShapeAssuming
            | OpKind::AffineFor
            | OpKind::AffineIf
            | OpKind::TestRegionIf
    )
}

/// MLIR 16's `getTrivialConstantTripCount` for `affine.for`: the trip count when both bounds
/// are single constants.
fn affine_trip_count(m: &Module, op: OpId) -> Option<u64> {
    let parts = crate::dialects::affine::for_parts(m, op);
    let lb = parts.lb_map.single_constant()?;
    let ub = parts.ub_map.single_constant()?;
    if ub <= lb || parts.step <= 0 {
        return Some(0);
    }
    Some(((ub - lb + parts.step - 1) / parts.step) as u64)
}

fn region_args(m: &Module, op: OpId, r: usize, skip: usize) -> Vec<ValueId> {
    m.op(op)
        .regions
        .get(r)
        .and_then(|&r| m.entry_block(r))
        .map(|b| m.block(b).args.iter().skip(skip).copied().collect())
        .unwrap_or_default()
}

fn region_is_empty(m: &Module, op: OpId, r: usize) -> bool {
    m.op(op)
        .regions
        .get(r)
        .is_none_or(|&r| m.entry_block(r).is_none())
}

/// `getSuccessorRegions(from)`: `from = None` asks where the op itself branches to.
pub fn successor_regions(m: &Module, op: OpId, from: Option<usize>) -> Vec<RegionSuccessor> {
    let d = m.op(op);
    let parent = || RegionSuccessor {
        region: None,
        inputs: d.results.to_vec(),
    };
    let region = |i: usize, inputs: Vec<ValueId>| RegionSuccessor {
        region: Some(i),
        inputs,
    };
    match (d.kind, from) {
        (OpKind::For, None) => vec![region(0, region_args(m, op, 0, 1))],
        (OpKind::For, Some(_)) => vec![region(0, region_args(m, op, 0, 1)), parent()],
        (OpKind::While, None) | (OpKind::While, Some(1)) => {
            vec![region(0, region_args(m, op, 0, 0))]
        }
        (OpKind::While, Some(_)) => vec![parent(), region(1, region_args(m, op, 1, 0))],
        (OpKind::AffineFor, None) => match affine_trip_count(m, op) {
            Some(0) => vec![parent()],
            Some(_) => vec![region(0, region_args(m, op, 0, 1))],
            None => vec![region(0, region_args(m, op, 0, 1)), parent()],
        },
        (OpKind::AffineFor, Some(_)) if affine_trip_count(m, op) == Some(1) => vec![parent()],
        (OpKind::AffineFor, Some(_)) => vec![region(0, region_args(m, op, 0, 1)), parent()],
        (OpKind::If | OpKind::AffineIf, None) => {
            let mut v = vec![region(0, Vec::new())];
            if !region_is_empty(m, op, 1) {
                v.push(region(1, Vec::new()));
            }
            v
        }
        (OpKind::IndexSwitch, None) => (0..d.regions.len())
            .map(|i| region(i, Vec::new()))
            .collect(),
        // `test.region_if`: the operands enter `then` and `else`, both continue in `join`,
        // which leaves to the results (MLIR's test dialect).
        (OpKind::TestRegionIf, None) => vec![
            region(0, region_args(m, op, 0, 0)),
            region(1, region_args(m, op, 1, 0)),
        ],
        (OpKind::TestRegionIf, Some(0 | 1)) => vec![region(2, region_args(m, op, 2, 0))],
        (OpKind::ExecuteRegion | OpKind::AllocaScope | OpKind::ShapeAssuming, None) => {
            vec![region(0, Vec::new())]
        }
        (_, Some(_)) => vec![parent()],
        (_, None) => Vec::new(),
    }
}

/// `getSuccessorEntryOperands(region)`: the first operand index and the operands bound to the
/// region's arguments when the op enters it.
pub fn entry_operands(m: &Module, op: OpId) -> (usize, Vec<ValueId>) {
    let d = m.op(op);
    match d.kind {
        OpKind::For => (3, d.operands.get(3..).unwrap_or_default().to_vec()),
        OpKind::While | OpKind::TestRegionIf => (0, d.operands.to_vec()),
        OpKind::AffineFor => {
            let nb = crate::dialects::affine::for_num_bound_operands(m, op);
            (nb, d.operands[nb..].to_vec())
        }
        _ => (d.operands.len(), Vec::new()),
    }
}

/// `getRegionBranchSuccessorOperands(terminator)`: the first operand index and the operands a
/// region terminator forwards (`None` for terminators that are not region-branch terminators
/// or return-like).
pub fn terminator_operands(m: &Module, t: OpId) -> Option<(usize, Vec<ValueId>)> {
    let d = m.op(t);
    match d.kind {
        OpKind::Yield
        | OpKind::AffineYield
        | OpKind::AllocaScopeReturn
        | OpKind::ShapeAssumingYield
        | OpKind::TestRegionIfYield => Some((0, d.operands.to_vec())),
        OpKind::Condition => Some((1, d.operands.get(1..).unwrap_or_default().to_vec())),
        _ => None,
    }
}

/// The value-flow graph.
#[derive(Default)]
pub struct ViewFlow {
    deps: FxHashMap<ValueId, Vec<ValueId>>,
}

/// Post-order walk over everything nested in `root` (children before their op, as
/// `Operation::walk` visits).
pub fn walk_post_order(m: &Module, root: OpId, f: &mut dyn FnMut(OpId)) {
    for &r in &m.op(root).regions {
        for b in m.region_blocks(r) {
            for o in m.block_ops(b) {
                walk_post_order(m, o, f);
                f(o);
            }
        }
    }
}

impl ViewFlow {
    /// Builds the graph for everything nested in `root`, in MLIR 16's order: views, branches,
    /// region-branch ops, selects (each a separate walk).
    pub fn new(m: &Module, root: OpId) -> ViewFlow {
        let mut ops = Vec::new();
        walk_post_order(m, root, &mut |o| ops.push(o));
        let mut g = ViewFlow::default();
        for &o in &ops {
            if let Some(src) = view_source(m, o) {
                if let Some(&res) = m.op(o).results.first() {
                    g.add(src, res);
                }
            }
        }
        for &o in &ops {
            if !is_branch(m.op(o).kind) {
                continue;
            }
            for (i, &s) in m.op(o).successors.iter().enumerate() {
                let r = successor_operand_range(m, o, i);
                let forwarded: Vec<ValueId> = m.op(o).operands[r].to_vec();
                for (v, &arg) in forwarded.into_iter().zip(&m.block(s).args) {
                    g.add(v, arg);
                }
            }
        }
        for &o in &ops {
            if !is_region_branch(m.op(o).kind) {
                continue;
            }
            for s in successor_regions(m, o, None) {
                let (_, operands) = entry_operands(m, o);
                g.add_all(&operands, &s.inputs);
            }
            for (ri, &r) in m.op(o).regions.iter().enumerate() {
                for s in successor_regions(m, o, Some(ri)) {
                    for b in m.region_blocks(r) {
                        let Some(t) = m.terminator(b) else { continue };
                        if let Some((_, operands)) = terminator_operands(m, t) {
                            g.add_all(&operands, &s.inputs);
                        }
                    }
                }
            }
        }
        for &o in &ops {
            if m.op(o).kind == OpKind::Select {
                let d = m.op(o);
                let (t, f, r) = (d.operands[1], d.operands[2], d.results[0]);
                g.add(t, r);
                g.add(f, r);
            }
        }
        g
    }

    fn add(&mut self, from: ValueId, to: ValueId) {
        let e = self.deps.entry(from).or_default();
        if !e.contains(&to) {
            e.push(to);
        }
    }

    fn add_all(&mut self, from: &[ValueId], to: &[ValueId]) {
        for (&f, &t) in from.iter().zip(to) {
            self.add(f, t);
        }
    }

    /// The values `v` flows into directly (`find`), in insertion order.
    pub fn direct(&self, v: ValueId) -> &[ValueId] {
        self.deps.get(&v).map(Vec::as_slice).unwrap_or_default()
    }

    /// `resolve(v)`: `v` and everything it flows into, transitively.
    pub fn resolve(&self, v: ValueId) -> Vec<ValueId> {
        let mut seen = FxHashSet::default();
        let mut out = Vec::new();
        let mut queue = vec![v];
        while let Some(x) = queue.pop() {
            if seen.insert(x) {
                out.push(x);
                queue.extend(self.direct(x).iter().copied());
            }
        }
        out
    }

    /// `remove(values)`: drops the values from every target set.
    pub fn remove(&mut self, values: &[ValueId]) {
        let set: FxHashSet<ValueId> = values.iter().copied().collect();
        for targets in self.deps.values_mut() {
            targets.retain(|v| !set.contains(v));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn func(src: &str) -> (Module, OpId) {
        let m = crate::parse::Parser::new(src, "t.mlir", 1)
            .parse_module()
            .unwrap();
        let f = m.top_level_ops()[0];
        (m, f)
    }

    fn first_op(m: &Module, f: OpId, kind: OpKind) -> OpId {
        let mut found = None;
        m.walk_nested(f, &mut |o| {
            if found.is_none() && m.op(o).kind == kind {
                found = Some(o);
            }
        });
        found.unwrap()
    }

    #[test]
    fn scf_for_enters_its_body_and_loops_or_exits() {
        let (m, f) = func(
            "func.func @f(%lb: index, %a: memref<2xf32>) -> memref<2xf32> {\n  %r = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> (memref<2xf32>) {\n    scf.yield %x : memref<2xf32>\n  }\n  return %r : memref<2xf32>\n}\n",
        );
        let op = first_op(&m, f, OpKind::For);
        let entry = successor_regions(&m, op, None);
        assert_eq!(entry.len(), 1);
        assert_eq!(entry[0].region, Some(0));
        let from_body = successor_regions(&m, op, Some(0));
        assert_eq!(
            from_body.iter().map(|s| s.region).collect::<Vec<_>>(),
            vec![Some(0), None]
        );
        assert_eq!(entry_operands(&m, op).0, 3);
        // %a flows into the iter_arg; the yielded %x into itself and the result.
        let g = ViewFlow::new(&m, f);
        let a = m.block(m.entry_block(m.op(f).regions[0]).unwrap()).args[1];
        let x = entry[0].inputs[0];
        let r = m.op(op).results[0];
        assert_eq!(g.direct(a), &[x]);
        assert_eq!(g.direct(x), &[x, r]);
        let mut all = g.resolve(a);
        all.sort();
        let mut want = vec![a, x, r];
        want.sort();
        assert_eq!(all, want);
    }

    #[test]
    fn scf_while_before_region_exits_or_continues() {
        let (m, f) = func(
            "func.func @f(%c: i1, %a: memref<2xf32>) {\n  %r = scf.while (%x = %a) : (memref<2xf32>) -> memref<2xf32> {\n    scf.condition(%c) %x : memref<2xf32>\n  } do {\n  ^bb0(%y: memref<2xf32>):\n    scf.yield %y : memref<2xf32>\n  }\n  return\n}\n",
        );
        let op = first_op(&m, f, OpKind::While);
        let before = successor_regions(&m, op, Some(0));
        assert_eq!(
            before.iter().map(|s| s.region).collect::<Vec<_>>(),
            vec![None, Some(1)]
        );
        assert_eq!(successor_regions(&m, op, Some(1))[0].region, Some(0));
        let cond = first_op(&m, f, OpKind::Condition);
        assert_eq!(terminator_operands(&m, cond).map(|t| t.0), Some(1));
    }

    #[test]
    fn removed_values_leave_every_target_set() {
        let (m, f) = func(
            "func.func @f(%a: memref<4xf32>) {\n  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>\n  %1 = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>\n  return\n}\n",
        );
        let mut g = ViewFlow::new(&m, f);
        let a = m.block(m.entry_block(m.op(f).regions[0]).unwrap()).args[0];
        assert_eq!(g.direct(a).len(), 2);
        let cast = g.direct(a)[0];
        g.remove(&[cast]);
        assert_eq!(g.direct(a).len(), 1);
        assert!(!g.resolve(a).contains(&cast));
    }
}
