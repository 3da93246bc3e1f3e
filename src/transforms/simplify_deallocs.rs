//! `buffer-deallocation-simplification`: the `bufferization.dealloc` patterns that need to know
//! whether two memrefs come from the same allocation ([`BufferOriginAnalysis`]), run by the
//! greedy driver together with the dealloc canonicalization patterns (and op folding), with
//! `normal` region simplification so the block structure the analysis saw stays valid.

use crate::analysis::buffer_origin::{view_base, BufferOriginAnalysis};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Module, OpId, ValueDef, ValueId};
use crate::rewrite::driver::GreedyConfig;
use crate::rewrite::{apply_patterns_greedily, Pattern, PatternSet, Rewriter};
use crate::transforms::canonicalize::bufferization::{
    create_dealloc, dealloc_parts, dealloc_patterns, update_dealloc_if_changed,
};
use crate::transforms::canonicalize::fold::{fold, int_const};
use crate::transforms::ownership::build::i1;
use crate::transforms::ownership::interfaces::alloc_effect;
use crate::transforms::PassOptions;

/// True if one value is an allocation and the other a block argument of a block containing it.
fn distinct_alloc_and_block_argument(m: &Module, v1: ValueId, v2: ValueId) -> bool {
    let (b1, b2) = (view_base(m, v1), view_base(m, v2));
    let distinct = |a: ValueId, b: ValueId| {
        let Some(op) = m.defining_op(a) else {
            return false;
        };
        if alloc_effect(m.op(op).kind).is_none() {
            return false;
        }
        let ValueDef::BlockArg { block, .. } = m.value(b).def else {
            return false;
        };
        // `findAncestorOpInBlock`: is `op` (or an ancestor) in `block`?
        let mut cur = Some(op);
        while let Some(o) = cur {
            if m.op(o).parent == Some(block) {
                return true;
            }
            cur = m.parent_op(o);
        }
        false
    };
    distinct(b1, b2) || distinct(b2, b1)
}

fn potentially_aliases(
    a: &BufferOriginAnalysis,
    m: &Module,
    others: &[ValueId],
    v: ValueId,
) -> bool {
    others.iter().any(|&o| {
        !distinct_alloc_and_block_argument(m, o, v) && a.is_same_allocation(m, o, v) != Some(false)
    })
}

/// Memrefs that are also retained (or certainly the same allocation as a retained value, with
/// no other retained value only possibly aliasing) are removed; the retained result absorbs the
/// condition.
///
/// ```mlir
/// %0:2 = bufferization.dealloc (%m : ...) if (%c) retain (%m, %r : ...)
/// // becomes (if %r is certainly a different allocation)
/// %0:2 = bufferization.dealloc retain (%m, %r : ...)
/// %1 = arith.ori %0#0, %c : i1      // replaces the uses of %0#0
/// ```
pub struct RemoveDeallocMemrefsContainedInRetained<'a>(pub &'a BufferOriginAnalysis);

impl RemoveDeallocMemrefsContainedInRetained<'_> {
    fn handle_one(
        &self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        retained: &[ValueId],
        memref: ValueId,
        cond: ValueId,
    ) -> bool {
        // MLIR's `setInsertionPointAfter(dealloc)`: new ops go before the dealloc's current
        // successor, so the `arith.ori`s of one memref appear in creation order (and those
        // of a later memref before them).
        rw.ip = match rw.m.op(op).next {
            Some(next) => crate::ir::InsertPoint::Before(next),
            None => crate::ir::InsertPoint::After(op),
        };
        let mut must = false;
        for &r in retained {
            match self.0.is_same_allocation(rw.m, r, memref) {
                None => return false,
                Some(true) => must = true,
                Some(false) => {}
            }
        }
        if !must {
            return false;
        }
        let loc = rw.m.op(op).loc.clone();
        let results = rw.m.op(op).results.clone();
        for (i, &r) in retained.iter().enumerate() {
            if self.0.is_same_allocation(rw.m, r, memref) == Some(true) {
                let t = i1(rw.m);
                let upd = results[i];
                let or = rw.create(OpKind::OrI, vec![upd, cond], vec![t], vec![], vec![], &loc);
                let v = rw.m.op(or).results[0];
                rw.replace_all_uses_except(upd, v, or);
            }
        }
        true
    }
}

impl Pattern for RemoveDeallocMemrefsContainedInRetained<'_> {
    fn name(&self) -> &'static str {
        "RemoveDeallocMemrefsContainedInRetained"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::BufDealloc)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = dealloc_parts(rw.m, op);
        let r = &p.retained;
        if (1..r.len()).any(|i| r[..i].contains(&r[i])) {
            return false;
        }
        let (mut nm, mut nc) = (Vec::new(), Vec::new());
        for (&mr, &c) in p.memrefs.iter().zip(&p.conds) {
            if self.handle_one(rw, op, r, mr, c) {
                continue;
            }
            if let Some(e) =
                rw.m.defining_op(mr)
                    .filter(|&o| rw.m.op(o).kind == OpKind::ExtractStridedMetadata)
            {
                let src = rw.m.op(e).operands[0];
                if self.handle_one(rw, op, r, src, c) {
                    continue;
                }
            }
            nm.push(mr);
            nc.push(c);
        }
        update_dealloc_if_changed(rw, op, nm, nc)
    }
}

/// Retained values certainly not aliasing any freed memref are dropped; their results become
/// `false`.
pub struct RemoveRetainedMemrefsGuaranteedToNotAlias<'a>(pub &'a BufferOriginAnalysis);

impl Pattern for RemoveRetainedMemrefsGuaranteedToNotAlias<'_> {
    fn name(&self) -> &'static str {
        "RemoveRetainedMemrefsGuaranteedToNotAlias"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::BufDealloc)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = dealloc_parts(rw.m, op);
        let loc = rw.m.op(op).loc.clone();
        let mut kept = Vec::new();
        let mut repl: Vec<Option<ValueId>> = Vec::new();
        for &r in &p.retained {
            if potentially_aliases(self.0, rw.m, &p.memrefs, r) {
                kept.push(r);
                repl.push(None);
                continue;
            }
            repl.push(Some(rw.bool_constant(false, &loc)));
        }
        if kept.len() == p.retained.len() {
            return false;
        }
        let new = create_dealloc(rw, &loc, &p.memrefs, &p.conds, &kept);
        let res = rw.m.op(new).results.clone();
        let mut i = 0;
        let values: Vec<ValueId> = repl
            .into_iter()
            .map(|x| {
                x.unwrap_or_else(|| {
                    i += 1;
                    res[i - 1]
                })
            })
            .collect();
        rw.replace_op(op, &values);
        true
    }
}

/// Memrefs certainly not aliasing any other freed memref are split into their own dealloc;
/// the results are or-ed.
pub struct SplitDeallocWhenNotAliasingAnyOther<'a>(pub &'a BufferOriginAnalysis);

impl Pattern for SplitDeallocWhenNotAliasingAnyOther<'_> {
    fn name(&self) -> &'static str {
        "SplitDeallocWhenNotAliasingAnyOther"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::BufDealloc)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = dealloc_parts(rw.m, op);
        if p.memrefs.len() <= 1 {
            return false;
        }
        let loc = rw.m.op(op).loc.clone();
        let (mut rm, mut rc) = (Vec::new(), Vec::new());
        let mut updated: Vec<Vec<ValueId>> = Vec::new();
        for i in 0..p.memrefs.len() {
            let mut others = p.memrefs.clone();
            others.remove(i);
            if potentially_aliases(self.0, rw.m, &others, p.memrefs[i]) {
                rm.push(p.memrefs[i]);
                rc.push(p.conds[i]);
                continue;
            }
            let new = create_dealloc(rw, &loc, &[p.memrefs[i]], &[p.conds[i]], &p.retained);
            updated.push(rw.m.op(new).results.clone());
        }
        if rm.len() == p.memrefs.len() {
            return false;
        }
        let new = create_dealloc(rw, &loc, &rm, &rc, &p.retained);
        let mut repl = rw.m.op(new).results.clone();
        let t = i1(rw.m);
        for extra in updated {
            for i in 0..repl.len() {
                repl[i] = rw.create1(OpKind::OrI, vec![repl[i], extra[i]], t, vec![], &loc);
            }
        }
        rw.replace_op(op, &repl);
        true
    }
}

/// Retained values certainly the same allocation as a memref freed under `true` get `true`;
/// if every retained value does, those memrefs are dropped.
pub struct RetainedMemrefAliasingAlwaysDeallocatedMemref<'a>(pub &'a BufferOriginAnalysis);

impl Pattern for RetainedMemrefAliasingAlwaysDeallocatedMemref<'_> {
    fn name(&self) -> &'static str {
        "RetainedMemrefAliasingAlwaysDeallocatedMemref"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::BufDealloc)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let p = dealloc_parts(rw.m, op);
        let results = rw.m.op(op).results.clone();
        let mut aliases = vec![false; p.retained.len()];
        let (mut nm, mut nc) = (Vec::new(), Vec::new());
        for (&mr, &c) in p.memrefs.iter().zip(&p.conds) {
            let mut drop = false;
            for (i, &r) in p.retained.iter().enumerate() {
                if int_const(rw.m, c) != Some(1) {
                    continue;
                }
                if self.0.is_same_allocation(rw.m, r, mr) == Some(true) {
                    rw.replace_all_uses_with(results[i], c);
                    aliases[i] = true;
                    drop = true;
                    continue;
                }
                let Some(e) =
                    rw.m.defining_op(mr)
                        .filter(|&o| rw.m.op(o).kind == OpKind::ExtractStridedMetadata)
                else {
                    continue;
                };
                let src = rw.m.op(e).operands[0];
                if self.0.is_same_allocation(rw.m, r, src) == Some(true) {
                    rw.replace_all_uses_with(results[i], c);
                    aliases[i] = true;
                    drop = true;
                }
            }
            if !drop {
                nm.push(mr);
                nc.push(c);
            }
        }
        if !aliases.iter().all(|&a| a) {
            return false;
        }
        update_dealloc_if_changed(rw, op, nm, nc)
    }
}

/// Runs the pass on the regions of `root`.
pub fn simplify_op(m: &mut Module, root: OpId) {
    let analysis = BufferOriginAnalysis::new(m, root);
    let mut patterns: Vec<Box<dyn Pattern + '_>> = vec![
        Box::new(RemoveDeallocMemrefsContainedInRetained(&analysis)),
        Box::new(RemoveRetainedMemrefsGuaranteedToNotAlias(&analysis)),
        Box::new(SplitDeallocWhenNotAliasingAnyOther(&analysis)),
        Box::new(RetainedMemrefAliasingAlwaysDeallocatedMemref(&analysis)),
    ];
    patterns.extend(dealloc_patterns());
    let set = PatternSet::new(patterns);
    for r in m.op(root).regions.clone() {
        // MLIR's pass uses the default (bottom-up) traversal.
        let cfg = GreedyConfig {
            top_down: false,
            ..GreedyConfig::default()
        };
        apply_patterns_greedily(m, r, &set, Some(fold), cfg);
    }
}

/// Runs the pass over the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    if let Some((k, _)) = opts.first() {
        return Err(Diagnostic::error(
            None,
            format!("unknown option '{k}' for buffer-deallocation-simplification"),
        ));
    }
    let Some(top) = m.top else { return Ok(()) };
    // Functions are isolated and calls are opaque to the analysis, so a module holding only
    // functions is simplified one function at a time (same result, smaller analyses).
    let body = m.top_level_ops();
    if body
        .iter()
        .all(|&o| m.op(o).kind == crate::dialects::OpKind::Func || m.op(o).regions.is_empty())
    {
        for f in body {
            if m.op(f).kind == crate::dialects::OpKind::Func {
                simplify_op(m, f);
            }
        }
    } else {
        simplify_op(m, top);
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    if let Some((k, _)) = opts.first() {
        return Err(Diagnostic::error(
            None,
            format!("unknown option '{k}' for buffer-deallocation-simplification"),
        ));
    }
    simplify_op(m, func);
    Ok(())
}
