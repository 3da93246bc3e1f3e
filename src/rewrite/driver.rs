//! The greedy pattern rewrite driver (`applyPatternsGreedily` on one region), MLIR 22's
//! algorithm step for step, because mlir-opt's output order is a product of it:
//!
//! 1. Each iteration starts with a fresh constant folder and a pre-order walk of the region.
//!    Every `arith.constant` is uniqued per insertion region (the body of the closest
//!    isolated-from-above op): the first one of each value is hoisted to the front of the entry
//!    block (unless it already sits in the leading run of uniqued constants), later duplicates are
//!    replaced by it (their users get enqueued right then). Every other op is enqueued; the list is
//!    reversed so popping processes it top-down.
//! 2. Popped ops that are trivially dead are erased; otherwise they are folded (constant results
//!    are materialized right before the op; they get hoisted at the next iteration), otherwise the
//!    patterns for the op are tried by benefit.
//! 3. Unreachable blocks are erased and dead values removed (`simplifyRegions`).
//! 4. Repeat while anything changed (at most `max_iterations` times).

use super::effects::is_trivially_dead;
use super::pattern::{FoldResult, FoldValue, PatternSet, Rewriter};
use crate::dialects::{Dialect, OpKind};
use crate::ir::{Attribute, BlockId, InsertPoint, Location, Module, OpId, RegionId, TypeId};
use rustc_hash::{FxHashMap, FxHashSet};

/// How much control-flow simplification runs after each iteration.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RegionSimplify {
    /// None.
    Disabled,
    /// Unreachable blocks and dead values/arguments (canonicalize's default).
    Normal,
    /// Also merge identical blocks.
    Aggressive,
}

/// The driver's configuration (`GreedyRewriteConfig`).
#[derive(Copy, Clone, Debug)]
pub struct GreedyConfig {
    /// Iteration limit (MLIR: 10).
    pub max_iterations: u32,
    /// Region simplification level.
    pub region_simplify: RegionSimplify,
    /// Whether ops are folded.
    pub fold: bool,
    /// Whether constants are uniqued and hoisted.
    pub cse_constants: bool,
    /// `useTopDownTraversal`: ops are seeded in pre-order and processed first to last
    /// (`canonicalize`'s default); otherwise seeded in post-order and processed last to first
    /// (MLIR's default for `applyPatternsGreedily`, which e.g.
    /// `buffer-deallocation-simplification` uses).
    pub top_down: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            max_iterations: 10,
            region_simplify: RegionSimplify::Normal,
            fold: true,
            cse_constants: true,
            top_down: true,
        }
    }
}

/// A fold hook: folds one op (may update it in place).
pub type FoldFn = fn(&mut Module, OpId) -> FoldResult;

/// Per-iteration constant uniquing (`OperationFolder`).
#[derive(Default)]
struct ConstantFolder {
    /// Per insertion region, the constant of each (dialect, value, type).
    scopes: FxHashMap<RegionId, FxHashMap<(Dialect, Attribute, TypeId), OpId>>,
    owned: FxHashSet<OpId>,
}

/// True for the `ConstantLike` ops: `arith.constant`, `index.constant`,
/// `index.bool.constant`, `ub.poison`.
pub fn is_constant_like(kind: OpKind) -> bool {
    matches!(kind, OpKind::Constant | OpKind::UbPoison) || crate::dialects::index::is_constant(kind)
}

/// The value attribute of a constant-like op ([`is_constant_like`]), with `i1` normalized
/// to 0/1.
pub fn constant_value(m: &Module, op: OpId) -> Option<Attribute> {
    if !is_constant_like(m.op(op).kind) {
        return None;
    }
    if m.op(op).kind == OpKind::UbPoison {
        return Some(crate::dialects::ub::poison_attr());
    }
    let a = m.attr(op, "value")?.clone();
    Some(normalize_bool(m, a))
}

/// Normalizes an `i1` integer attribute to 0/1 (the parser may produce -1 for `1 : i1`).
pub fn normalize_bool(m: &Module, a: Attribute) -> Attribute {
    match a {
        Attribute::Integer { value, ty } if is_i1(m, ty) => Attribute::Integer {
            value: (value != 0) as i128,
            ty,
        },
        a => a,
    }
}

fn is_i1(m: &Module, t: TypeId) -> bool {
    m.ty(t).is_signless_i1()
}

/// `getInsertionRegion`: the body of the closest isolated-from-above (or unregistered, or
/// top-level) ancestor.
pub fn insertion_region(m: &Module, mut block: BlockId) -> Option<RegionId> {
    loop {
        let r = m.block(block).parent?;
        let parent = m.region(r).parent?;
        let k = m.op(parent).kind;
        if k.is_isolated_from_above() || k == OpKind::Unregistered || m.op(parent).parent.is_none()
        {
            return Some(r);
        }
        block = m.op(parent).parent?;
    }
}

impl ConstantFolder {
    /// `insertKnownConstant`; returns false if `op` was replaced by an existing constant.
    fn insert_known(&mut self, rw: &mut Rewriter<'_>, op: OpId, value: Attribute) -> bool {
        let Some(block) = rw.m.op(op).parent else {
            return true;
        };
        let Some(region) = insertion_region(rw.m, block) else {
            return true;
        };
        let ty = rw.m.value_type(rw.m.op(op).results[0]);
        let dialect = rw.m.op(op).kind.dialect();
        let scope = self.scopes.entry(region).or_default();
        if let Some(&existing) = scope.get(&(dialect, value.clone(), ty)) {
            let r = rw.m.op(existing).results[0];
            rw.replace_op(op, &[r]);
            return false;
        }
        let Some(entry) = rw.m.entry_block(region) else {
            return true;
        };
        let front = rw.m.block(entry).first;
        let prev_owned = rw.m.op(op).prev.is_some_and(|p| self.owned.contains(&p));
        if block != entry || (front != Some(op) && !prev_owned) {
            if let Some(f) = front {
                if f != op {
                    rw.m.move_op(op, InsertPoint::Before(f));
                }
            }
            // (MLIR keeps the location of a constant moved within its block.)
            if block != entry {
                rw.m.op_mut(op).loc = Location::Unknown;
            }
        }
        scope.insert((dialect, value, ty), op);
        self.owned.insert(op);
        true
    }
}

/// Walks `region` pre-order, uniquing constants and seeding the worklist.
fn seed(rw: &mut Rewriter<'_>, folder: &mut ConstantFolder, region: RegionId, cfg: &GreedyConfig) {
    let blocks: Vec<BlockId> = rw.m.region_blocks(region).collect();
    for b in blocks {
        let mut cur = rw.m.block(b).first;
        while let Some(op) = cur {
            cur = rw.m.op(op).next;
            if cfg.cse_constants {
                if let Some(v) = constant_value(rw.m, op) {
                    if !folder.insert_known(rw, op, v) {
                        continue;
                    }
                }
            }
            rw.add_to_worklist(op);
            for r in rw.m.op(op).regions.clone() {
                seed(rw, folder, r, cfg);
            }
        }
    }
}

/// Walks `region` post-order (nested ops before their parent), uniquing constants and seeding
/// the worklist, which is then popped from its end: the bottom-up traversal.
fn seed_post_order(
    rw: &mut Rewriter<'_>,
    folder: &mut ConstantFolder,
    region: RegionId,
    cfg: &GreedyConfig,
) {
    let blocks: Vec<BlockId> = rw.m.region_blocks(region).collect();
    for b in blocks {
        let mut cur = rw.m.block(b).first;
        while let Some(op) = cur {
            cur = rw.m.op(op).next;
            for r in rw.m.op(op).regions.clone() {
                seed_post_order(rw, folder, r, cfg);
            }
            if cfg.cse_constants {
                if let Some(v) = constant_value(rw.m, op) {
                    if !folder.insert_known(rw, op, v) {
                        continue;
                    }
                }
            }
            rw.add_to_worklist(op);
        }
    }
}

/// Materializes fold results and replaces the op; false if materialization is impossible.
fn apply_fold(rw: &mut Rewriter<'_>, op: OpId, values: Vec<FoldValue>) -> bool {
    let results = rw.m.op(op).results.clone();
    if values.len() != results.len() {
        return false;
    }
    rw.ip = InsertPoint::Before(op);
    let loc = rw.m.op(op).loc.clone();
    let dialect = rw.m.op(op).kind.dialect();
    // (The op's dialect materializes constants; one it cannot build means no fold.)
    let can = |m: &Module, v: &FoldValue, r: &crate::ir::ValueId| match v {
        FoldValue::Attr(a) if crate::dialects::ub::is_poison_attr(a) => dialect != Dialect::Index,
        FoldValue::Attr(a) if dialect == Dialect::Index => {
            crate::dialects::index::materialize_kind(m, a, m.value_type(*r)).is_some()
        }
        _ => true,
    };
    if !values.iter().zip(&results).all(|(v, r)| can(rw.m, v, r)) {
        return false;
    }
    let mut repl = Vec::with_capacity(values.len());
    for (v, r) in values.into_iter().zip(&results) {
        match v {
            FoldValue::Value(v) => repl.push(v),
            FoldValue::Attr(a) => {
                let ty = rw.m.value_type(*r);
                let (kind, props) = if crate::dialects::ub::is_poison_attr(&a) {
                    (OpKind::UbPoison, vec![])
                } else {
                    let kind = match dialect {
                        Dialect::Index => crate::dialects::index::materialize_kind(rw.m, &a, ty),
                        _ => None,
                    };
                    (
                        kind.unwrap_or(OpKind::Constant),
                        vec![crate::ir::NamedAttr::new("value", a)],
                    )
                };
                let c = rw.create1(kind, vec![], ty, props, &loc);
                repl.push(c);
            }
        }
    }
    rw.replace_op(op, &repl);
    true
}

/// Processes the worklist; true if the IR changed.
fn process(rw: &mut Rewriter<'_>, patterns: &PatternSet<'_>, fold: Option<FoldFn>) -> bool {
    let mut changed = false;
    while let Some(op) = rw.worklist.pop() {
        if rw.m.op(op).parent.is_none() {
            continue;
        }
        if is_trivially_dead(rw.m, op) {
            rw.erase_op(op);
            changed = true;
            continue;
        }
        if let Some(f) = fold {
            if !is_constant_like(rw.m.op(op).kind) {
                match f(rw.m, op) {
                    FoldResult::Fail => {}
                    FoldResult::InPlace => {
                        rw.notify_modified(op);
                        changed = true;
                        continue;
                    }
                    FoldResult::Replace(values) => {
                        if apply_fold(rw, op, values) {
                            changed = true;
                            continue;
                        }
                    }
                }
            }
        }
        if patterns.apply(rw, op) {
            changed = true;
        }
    }
    changed
}

/// Runs the patterns on `region` to a fixed point; returns true if it converged.
pub fn apply_patterns_greedily(
    m: &mut Module,
    region: RegionId,
    patterns: &PatternSet<'_>,
    fold: Option<FoldFn>,
    cfg: GreedyConfig,
) -> bool {
    let mut rw = Rewriter::new(m, Some(region));
    let mut iteration = 0;
    loop {
        iteration += 1;
        if iteration > cfg.max_iterations {
            return false;
        }
        rw.worklist.clear();
        let mut folder = ConstantFolder::default();
        if cfg.top_down {
            seed(&mut rw, &mut folder, region, &cfg);
            rw.worklist.reverse();
        } else {
            seed_post_order(&mut rw, &mut folder, region, &cfg);
        }
        let mut changed =
            crate::transforms::canonicalize::region::erase_unreachable_blocks(rw.m, region);
        changed |= process(&mut rw, patterns, fold);
        if cfg.region_simplify != RegionSimplify::Disabled {
            changed |= crate::transforms::canonicalize::region::simplify_regions(
                &mut rw,
                region,
                cfg.region_simplify == RegionSimplify::Aggressive,
            );
        }
        if !changed {
            return true;
        }
    }
}
