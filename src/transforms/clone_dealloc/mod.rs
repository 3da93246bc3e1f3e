//! `--buffer-deallocation`: MLIR 16's clone-based `BufferDeallocation` pass, which MLIR removed
//! after version 17 in favour of ownership-based deallocation.
//!
//! Every heap allocation (`memref.alloc`, `memref.realloc`, `bufferization.clone`) gets one
//! `memref.dealloc` after the last use of any of its aliases (views, block arguments and
//! region-branch values it flows into, per [`view_flow::ViewFlow`]), in the nearest common
//! post-dominator of those uses; an existing dealloc is moved there instead. A value that a
//! buffer reaches through a control-flow merge its allocation does not dominate (a block
//! argument, an `scf.if`/`scf.for`/`scf.while` result or iter_arg, …) becomes an allocation of
//! its own: every edge into it passes a `bufferization.clone` of the incoming buffer, and the
//! value is freed like an allocation. Values still live at a block's end (returned, yielded)
//! are not freed.
//!
//! ```mlir
//! ^bb1:
//!   %a = memref.alloc() : memref<2xf32>
//!   cf.br ^bb3(%a : memref<2xf32>)
//! ^bb2:
//!   cf.br ^bb3(%arg1 : memref<2xf32>)
//! ^bb3(%m: memref<2xf32>):
//!   "use"(%m) : (memref<2xf32>) -> ()
//!   return
//! // becomes
//! ^bb1:
//!   %a = memref.alloc() : memref<2xf32>
//!   %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
//!   memref.dealloc %a : memref<2xf32>
//!   cf.br ^bb3(%0 : memref<2xf32>)
//! ^bb2:
//!   %1 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
//!   cf.br ^bb3(%1 : memref<2xf32>)
//! ^bb3(%m: memref<2xf32>):
//!   "use"(%m) : (memref<2xf32>) -> ()
//!   memref.dealloc %m : memref<2xf32>
//!   return
//! ```
//!
//! Option `owned-function-results=true` (a bufjit extension, off by default so the output stays
//! MLIR 16's) adopts the convention of MLIR 22's ownership pipeline at function boundaries:
//! every returned memref is owned by the caller. A returned value that is not itself a fresh
//! buffer (an allocation, clone or call result) is cloned before `func.return`, and memref
//! results of `func.call` are allocations the caller frees. MLIR 16's pass frees neither, so
//! buffers returned through calls or through an `arith.select` leak there. (`canonicalize`
//! folds the extra clone away where the returned value was freed right after it.)
//!
//! Option `split-critical-edges=true` (bufjit extension, off by default): MLIR 16 puts the
//! clone for a block argument before the predecessor's terminator, so a `cf.cond_br` or
//! `cf.switch` clones on every path and the clone leaks on the paths that do not take that
//! edge. With the option, each edge of a multi-successor branch that forwards a memref first
//! gets its own block (`cf.br` to the old successor), and the clone goes there.
//!
//! One deliberate difference from mlir-opt 16: when an alias of the buffer is defined in a
//! block that dominates the placement block, MLIR 16 ignores that alias's uses in the
//! placement block and can free the buffer before them; bufjit places the dealloc after them
//! (see `tests/dealloc/clone-divergence.mlir`).
//!
//! As in MLIR 16, where `memref.realloc` has no memory effects, a realloc is neither an
//! allocation nor a free: its operand gets a dealloc after the realloc (a double free at run
//! time) and its result none (a leak): run `expand-realloc` first, as
//! `bufjit run --pipeline=clone` does.
//!
//! Rejected like mlir-opt 16: unstructured control-flow loops. Ops with regions that are not
//! region-branch ops, when they have results or several regions, get mlir-opt 16's error, and
//! the pass goes on as mlir-opt 16's does (the error is recorded in `Module::emitted`). Where mlir-opt 16 crashes on an
//! allocation whose uses have no common post-dominator (e.g. used on two paths that both
//! return) this pass reports an error instead; where it crashes on an `affine.for` that may
//! skip its body (see [`view_flow`]) this pass handles the loop.

pub mod view_flow;

use crate::analysis::dominance::{DominanceInfo, PostDominanceInfo};
use crate::analysis::liveness::Liveness;
use crate::diag::Diagnostic;
use crate::dialects::cf::successor_operand_range;
use crate::dialects::OpKind;
use crate::ir::{BlockId, InsertPoint, Module, OpId, TypeData, ValueDef, ValueId};
use crate::transforms::ownership::build;
use crate::transforms::ownership::interfaces::{alloc_effect, is_branch, AllocResource};
use crate::transforms::PassOptions;
use rustc_hash::FxHashSet;
use view_flow::{entry_operands, is_region_branch, successor_regions, terminator_operands};
use view_flow::{walk_post_order, ViewFlow};

/// The pass options.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Returned memrefs are owned by the caller (see the module docs).
    pub owned_function_results: bool,
    /// Edges of multi-successor branches that forward memrefs get their own block.
    pub split_critical_edges: bool,
}

impl Options {
    /// Parses `owned-function-results=true|false`.
    pub fn parse(opts: &PassOptions) -> Result<Self, Diagnostic> {
        use crate::transforms::pass_options::{OptionReader, Wording};
        let d = Options::default();
        let mut r = OptionReader::new(opts, "buffer-deallocation", Wording::InvalidOption);
        let o = Options {
            owned_function_results: r.flag("owned-function-results", d.owned_function_results),
            split_critical_edges: r.flag("split-critical-edges", d.split_critical_edges),
        };
        r.finish()?;
        Ok(o)
    }
}

/// Runs the pass over every function with a body.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let options = Options::parse(opts)?;
    let Some(top) = m.top else { return Ok(()) };
    let mut funcs = Vec::new();
    m.walk_nested(top, &mut |o| {
        if m.op(o).kind == OpKind::Func {
            funcs.push(o);
        }
    });
    for f in funcs {
        deallocate_function(m, f, options)?;
    }
    Ok(())
}

/// Runs the pass on one function (nested pipelines).
pub fn run_on_function(m: &mut Module, f: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    deallocate_function(m, f, Options::parse(opts)?)
}

/// `BufferDeallocationPass::runOnOperation` for one `func.func`.
pub fn deallocate_function(m: &mut Module, func: OpId, options: Options) -> Result<(), Diagnostic> {
    let has_body = m
        .op(func)
        .regions
        .first()
        .is_some_and(|&r| m.entry_block(r).is_some());
    if !has_body {
        return Ok(());
    }
    if crate::analysis::cfg::has_backedge(m, func) {
        return Err(Diagnostic::on_op(
            m,
            func,
            "Only structured control-flow loops are supported.",
        ));
    }
    validate_supported_control_flow(m, func);
    if options.owned_function_results {
        clone_returned_values(m, func);
    }
    if options.split_critical_edges {
        split_memref_edges(m, func);
    }
    let mut d = CloneDealloc::new(m, func, options);
    d.introduce_clones();
    d.place_deallocs()
}

/// `validateSupportedControlFlow`: ops with several regions, or one region and results, should
/// be region-branch ops (otherwise values leaving their regions cannot be tracked). As in
/// MLIR 16, each such op gets an error, innermost first, and the pass goes on (MLIR 16's check
/// never fails): the errors are recorded in [`Module::emitted`].
fn validate_supported_control_flow(m: &mut Module, func: OpId) {
    let mut bad = Vec::new();
    walk_post_order(m, func, &mut |o| {
        let d = m.op(o);
        let n = d.regions.len();
        if ((n == 1 && !d.results.is_empty()) || n > 1) && !is_region_branch(d.kind) {
            bad.push(o);
        }
    });
    for o in bad {
        let d = Diagnostic::on_op(
            m,
            o,
            "All operations with attached regions need to implement the RegionBranchOpInterface.",
        );
        m.emitted.push(d);
    }
}

/// True for ops whose memref results are fresh buffers the holder must free, under
/// `owned-function-results`.
fn returns_fresh_buffer(k: OpKind) -> bool {
    matches!(
        k,
        OpKind::Alloc | OpKind::Clone | OpKind::Realloc | OpKind::Call | OpKind::CallIndirect
    )
}

/// `owned-function-results`: clones each returned memref that is not a fresh buffer.
///
/// ```mlir
/// %s = arith.select %c, %a, %b : memref<2xf32>
/// return %s : memref<2xf32>
/// // becomes (the pass then frees %a and %b after the clone)
/// %s = arith.select %c, %a, %b : memref<2xf32>
/// %0 = bufferization.clone %s : memref<2xf32> to memref<2xf32>
/// return %0 : memref<2xf32>
/// ```
fn clone_returned_values(m: &mut Module, func: OpId) {
    let Some(&body) = m.op(func).regions.first() else {
        return;
    };
    let blocks: Vec<BlockId> = m.region_blocks(body).collect();
    for b in blocks {
        let Some(t) = m.terminator(b) else { continue };
        if m.op(t).kind != OpKind::Return {
            continue;
        }
        for i in 0..m.op(t).operands.len() {
            let v = m.op(t).operands[i];
            let fresh = m
                .defining_op(v)
                .is_some_and(|o| returns_fresh_buffer(m.op(o).kind));
            if !is_memref(m, v) || fresh {
                continue;
            }
            let loc = build::value_loc(m, v);
            let c = build::clone(m, InsertPoint::Before(t), &loc, v);
            m.set_operand(t, i, c);
        }
    }
}

/// `split-critical-edges`: gives every memref-forwarding edge of a `cf.cond_br` /
/// `cf.switch` its own block, so that the clone the pass puts on that edge runs only when the
/// edge is taken.
///
/// ```mlir
///   cf.cond_br %c, ^bb1, ^bb2(%a : memref<2xf32>)
/// // becomes
///   cf.cond_br %c, ^bb1, ^bb3
/// ^bb3:
///   cf.br ^bb2(%a : memref<2xf32>)
/// ```
fn split_memref_edges(m: &mut Module, op: OpId) {
    let mut terminators = Vec::new();
    walk_post_order(m, op, &mut |o| {
        if matches!(m.op(o).kind, OpKind::CondBr | OpKind::Switch) {
            terminators.push(o);
        }
    });
    for t in terminators {
        let (Some(p), n) = (m.op(t).parent, m.op(t).successors.len()) else {
            continue;
        };
        let region = m.block(p).parent.expect("block in a region");
        let mut after = p;
        for i in 0..n {
            let range = successor_operand_range(m, t, i);
            let forwarded: Vec<ValueId> = m.op(t).operands[range.clone()].to_vec();
            if !forwarded.iter().any(|&v| is_memref(m, v)) {
                continue;
            }
            let target = m.op(t).successors[i];
            let nb = m.create_block();
            match m.block(after).next {
                Some(next) => m.insert_block_before(region, next, nb),
                None => m.append_block(region, nb),
            }
            after = nb;
            let loc = m.op(t).loc.clone();
            let spec = crate::ir::OpSpec {
                operands: forwarded,
                successors: vec![target],
                ..crate::ir::OpSpec::new(m, OpKind::Br, loc)
            };
            m.insert_new_op(InsertPoint::BlockEnd(nb), spec);
            set_successor_operands(m, t, i, Vec::new());
            m.op_mut(t).successors[i] = nb;
        }
    }
}

/// Replaces the operands a `cf.cond_br` / `cf.switch` forwards to successor `i`, keeping its
/// segment sizes in sync.
fn set_successor_operands(m: &mut Module, op: OpId, i: usize, new: Vec<ValueId>) {
    use crate::ir::Attribute;
    let range = successor_operand_range(m, op, i);
    let mut ops = m.op(op).operands.clone();
    let added = new.len() as i64 - range.len() as i64;
    ops.splice(range, new);
    m.set_operands(op, ops);
    let (attr, index) = match m.op(op).kind {
        OpKind::CondBr => ("operandSegmentSizes", 1 + i),
        OpKind::Switch if i == 0 => ("operandSegmentSizes", 1),
        OpKind::Switch => ("case_operand_segments", i - 1),
        _ => return,
    };
    for a in m.op_mut(op).props.iter_mut() {
        if a.name == attr {
            if let Attribute::DenseArray { values, .. } = &mut a.value {
                if let Some(v) = values.get_mut(index) {
                    *v += added;
                }
            }
        }
    }
}

/// True for memref types (ranked or unranked).
fn is_memref(m: &Module, v: ValueId) -> bool {
    matches!(
        m.ty(m.value_type(v)),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// True if `op` frees `v` (a `MemoryEffects::Free` on it).
fn frees(m: &Module, op: OpId, v: ValueId) -> bool {
    let d = m.op(op);
    match d.kind {
        OpKind::Dealloc => d.operands.first() == Some(&v),
        OpKind::BufDealloc => d.operands.contains(&v),
        _ => false,
    }
}

/// `memref::findDealloc`: `Some(None)` without a dealloc, `None` with several.
fn find_dealloc(m: &Module, v: ValueId) -> Option<Option<OpId>> {
    let mut found = None;
    for u in &m.value(v).uses {
        if !frees(m, u.op, v) || found == Some(u.op) {
            continue;
        }
        if found.is_some() {
            return None;
        }
        found = Some(u.op);
    }
    Some(found)
}

/// The block holding a value (its defining op's block or its owner block).
fn value_block(m: &Module, v: ValueId) -> BlockId {
    m.value_block(v).expect("value in the function")
}

/// `Block::findAncestorOpInBlock`.
fn ancestor_op_in_block(m: &Module, b: BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        let p = m.op(op).parent?;
        if p == b {
            return Some(op);
        }
        op = m.block_parent_op(p)?;
    }
}

/// Position of `op` in its block.
fn position(m: &Module, op: OpId) -> usize {
    let mut n = 0;
    let mut o = m.op(op).prev;
    while let Some(p) = o {
        n += 1;
        o = m.op(p).prev;
    }
    n
}

/// The pass state for one function (`BufferDeallocation`).
struct CloneDealloc<'m> {
    m: &'m mut Module,
    /// The allocations to free, with their existing dealloc; clones' targets are added.
    allocs: Vec<(ValueId, Option<OpId>)>,
    aliases: ViewFlow,
    liveness: Liveness,
    dominators: DominanceInfo,
    post_dominators: PostDominanceInfo,
    /// Clones the pass created (never cloned again).
    cloned: FxHashSet<ValueId>,
}

impl<'m> CloneDealloc<'m> {
    /// `BufferPlacementAllocs` and the analyses, computed before anything changes.
    fn new(m: &'m mut Module, func: OpId, options: Options) -> Self {
        let mut allocs = Vec::new();
        walk_post_order(m, func, &mut |o| {
            let k = m.op(o).kind;
            let owned_call =
                options.owned_function_results && matches!(k, OpKind::Call | OpKind::CallIndirect);
            if owned_call {
                for &r in &m.op(o).results {
                    if is_memref(m, r) {
                        if let Some(dealloc) = find_dealloc(m, r) {
                            allocs.push((r, dealloc));
                        }
                    }
                }
                return;
            }
            // MLIR 16's `memref.realloc` declares no memory effects: its result is not an
            // allocation (and its operand is just used), so neither is freed by the pass.
            if k == OpKind::Realloc || alloc_effect(k) != Some(AllocResource::Default) {
                return;
            }
            let results: Vec<ValueId> = m
                .op(o)
                .results
                .iter()
                .copied()
                .filter(|&r| is_memref(m, r))
                .collect();
            if results.len() != 1 {
                return;
            }
            if let Some(dealloc) = find_dealloc(m, results[0]) {
                allocs.push((results[0], dealloc));
            }
        });
        CloneDealloc {
            aliases: ViewFlow::new(m, func),
            liveness: Liveness::compute(m, func),
            m,
            allocs,
            dominators: DominanceInfo::new(),
            post_dominators: PostDominanceInfo::new(),
            cloned: FxHashSet::default(),
        }
    }

    /// `introduceClones`: finds the values an allocation reaches without dominating them,
    /// gives each a clone on every incoming edge and registers it as an allocation.
    fn introduce_clones(&mut self) {
        let mut to_free: Vec<ValueId> = Vec::new();
        let mut to_free_set: FxHashSet<ValueId> = FxHashSet::default();
        let mut visited: FxHashSet<(ValueId, BlockId)> = FxHashSet::default();
        let mut to_process: Vec<(ValueId, BlockId)> = Vec::new();
        let mut find_unsafe =
            |this: &mut Self,
             source: ValueId,
             defining: BlockId,
             to_process: &mut Vec<(ValueId, BlockId)>| {
                for &value in this.aliases.direct(source) {
                    if to_free_set.contains(&value) {
                        continue;
                    }
                    let parent = value_block(this.m, value);
                    let is_arg = matches!(this.m.value(value).def, ValueDef::BlockArg { .. });
                    if !this.dominators.dominates(this.m, defining, parent)
                        || (defining == parent && is_arg)
                    {
                        to_process.push((value, parent));
                        to_free_set.insert(value);
                        to_free.push(value);
                    } else if visited.insert((value, defining)) {
                        to_process.push((value, defining));
                    }
                }
            };
        let starts: Vec<ValueId> = self.allocs.iter().map(|a| a.0).collect();
        for v in starts {
            let b = value_block(self.m, v);
            find_unsafe(self, v, b, &mut to_process);
        }
        while let Some((v, b)) = to_process.pop() {
            find_unsafe(self, v, b, &mut to_process);
        }
        self.aliases.remove(&to_free);
        for v in to_free {
            match self.m.value(v).def {
                ValueDef::BlockArg { block, index } => {
                    self.block_arg_copy(v, block, index as usize)
                }
                ValueDef::Result { op, .. } => {
                    self.clones_for_region_successors(op, v, |s| s.region.is_none());
                    self.clone_entry_operand(op, v, None);
                }
                ValueDef::Detached => {}
            }
            self.allocs.push((v, None));
        }
    }

    /// `introduceBlockArgCopy`: clones on every branch into `arg`'s block, on every region
    /// terminator that continues into its region, and of the entry operand if the parent op
    /// enters the region directly.
    fn block_arg_copy(&mut self, arg: ValueId, block: BlockId, index: usize) {
        let Some(region) = self.m.block(block).parent else {
            return;
        };
        let preds: Vec<BlockId> = self.m.region_blocks(region).collect();
        for p in preds {
            let Some(t) = self.m.terminator(p) else {
                continue;
            };
            if !is_branch(self.m.op(t).kind) {
                continue;
            }
            let succs = self.m.op(t).successors.to_vec();
            for (si, s) in succs.into_iter().enumerate() {
                if s != block {
                    continue;
                }
                let range = successor_operand_range(self.m, t, si);
                let slot = range.start + index;
                let source = self.m.op(t).operands[slot];
                let clone = self.clone_buffer(source, t);
                self.m.set_operand(t, slot, clone);
            }
        }
        let Some(parent) = self.m.block_parent_op(block) else {
            return;
        };
        if self.m.entry_block(region) != Some(block) || !is_region_branch(self.m.op(parent).kind) {
            return;
        }
        let region_index = self
            .m
            .op(parent)
            .regions
            .iter()
            .position(|&r| r == region)
            .expect("region of its parent");
        self.clones_for_region_successors(parent, arg, |s| s.region == Some(region_index));
        self.clone_entry_operand(parent, arg, Some(region_index));
    }

    /// Clones the operand `op` binds to `value` when it enters successor `target` (a region,
    /// or `None` for its own results, as `affine.for` with an unknown trip count can).
    fn clone_entry_operand(&mut self, op: OpId, value: ValueId, target: Option<usize>) {
        let entry = successor_regions(self.m, op, None)
            .into_iter()
            .find(|s| s.region == target);
        let Some(entry) = entry else { return };
        let Some(pos) = entry.inputs.iter().position(|&x| x == value) else {
            return;
        };
        let (start, operands) = entry_operands(self.m, op);
        if pos >= operands.len() {
            return;
        }
        let clone = self.clone_buffer(operands[pos], op);
        self.m.set_operand(op, start + pos, clone);
    }

    /// `introduceClonesForRegionSuccessors`: for every region of `op` with a successor matching
    /// `pred`, clones the operand its terminators pass to `value`.
    fn clones_for_region_successors(
        &mut self,
        op: OpId,
        value: ValueId,
        pred: impl Fn(&view_flow::RegionSuccessor) -> bool,
    ) {
        let regions = self.m.op(op).regions.to_vec();
        for (ri, r) in regions.into_iter().enumerate() {
            let succs = successor_regions(self.m, op, Some(ri));
            let Some(s) = succs.iter().find(|s| pred(s)) else {
                continue;
            };
            let Some(index) = s.inputs.iter().position(|&x| x == value) else {
                continue;
            };
            let blocks: Vec<BlockId> = self.m.region_blocks(r).collect();
            for b in blocks {
                let Some(t) = self.m.terminator(b) else {
                    continue;
                };
                let Some((start, operands)) = terminator_operands(self.m, t) else {
                    continue;
                };
                let Some(&source) = operands.get(index) else {
                    continue;
                };
                let clone = self.clone_buffer(source, t);
                self.m.set_operand(t, start + index, clone);
            }
        }
    }

    /// `introduceCloneBuffers`: a `bufferization.clone` of `source` before `at`, unless
    /// `source` is itself a clone this pass made.
    fn clone_buffer(&mut self, source: ValueId, at: OpId) -> ValueId {
        if self.cloned.contains(&source) {
            return source;
        }
        let loc = build::value_loc(self.m, source);
        let c = build::clone(self.m, InsertPoint::Before(at), &loc, source);
        self.cloned.insert(c);
        c
    }

    /// `placeDeallocs`: frees each allocation after the last use of its aliases in their
    /// nearest common post-dominator (moving an existing dealloc there), unless an alias is
    /// still live at that block's end.
    fn place_deallocs(&mut self) -> Result<(), Diagnostic> {
        let allocs = self.allocs.clone();
        for (alloc, existing) in allocs {
            let aliases = self.aliases.resolve(alloc);
            let Some(block) = self.common_post_dominator(alloc, &aliases) else {
                let op = self.m.defining_op(alloc);
                let msg = "cannot place the deallocation: the uses of this buffer have no common post-dominator";
                return Err(match op {
                    Some(o) => Diagnostic::at(self.m, &self.m.op(o).loc.clone(), msg),
                    None => Diagnostic::at(self.m, &build::value_loc(self.m, alloc), msg),
                });
            };
            let first = self
                .m
                .block(block)
                .first
                .expect("blocks end in a terminator");
            let mut end = first;
            for &alias in &aliases {
                // MLIR 16 skips an alias defined in another block than the placement block,
                // ignoring its uses there: the dealloc can land before them (a use after
                // free). bufjit starts the search at the current end instead, which changes
                // the output only where MLIR 16's is wrong.
                let before = self
                    .m
                    .defining_op(alias)
                    .and_then(|d| ancestor_op_in_block(self.m, block, d))
                    .unwrap_or(end);
                let alias_end = self.end_operation(block, alias, before);
                if self.m.op(alias_end).parent == Some(block)
                    && position(self.m, end) < position(self.m, alias_end)
                {
                    end = alias_end;
                }
            }
            match existing {
                Some(dealloc) => {
                    if dealloc != end {
                        self.m.move_op(dealloc, InsertPoint::After(end));
                    }
                }
                None => {
                    let next = match self.m.op(end).next {
                        Some(next) => next,
                        // MLIR 16 never frees a buffer whose search ends at the placement
                        // block's terminator, taking it for an escaping value. When the block
                        // holds nothing but its terminator, though, and the terminator neither
                        // uses an alias nor continues to a block where one is live, the
                        // buffer is dead there and MLIR 16 leaks it. bufjit frees it before
                        // the terminator (`tests/dealloc/clone-dealloc-terminator-only.mlir`).
                        None if self.dead_at_terminator(block, end, &aliases) => end,
                        None => continue,
                    };
                    let loc = build::value_loc(self.m, alloc);
                    build::op(
                        self.m,
                        InsertPoint::Before(next),
                        OpKind::Dealloc,
                        vec![alloc],
                        vec![],
                        vec![],
                        vec![],
                        &loc,
                    );
                }
            }
        }
        Ok(())
    }

    /// Whether `term`, the terminator of `block`, uses none of `aliases` and none of them is
    /// live out of `block`: no alias of the buffer is needed from `term` on.
    fn dead_at_terminator(&self, block: BlockId, term: OpId, aliases: &[ValueId]) -> bool {
        let live_out = self.liveness.live_out(block);
        aliases
            .iter()
            .all(|a| !live_out.contains(a) && !self.m.value(*a).uses.iter().any(|u| u.op == term))
    }

    /// `findCommonDominator` over the post-dominator tree: the value's block, every alias's
    /// block and every alias user's block.
    fn common_post_dominator(&mut self, value: ValueId, aliases: &[ValueId]) -> Option<BlockId> {
        let mut dom = value_block(self.m, value);
        for &a in aliases {
            let users: Vec<OpId> = self.m.value(a).uses.iter().map(|u| u.op).collect();
            for u in users {
                let ub = self.m.op(u).parent?;
                dom = self.post_dominators.nearest_common(self.m, dom, ub)?;
            }
            let ab = value_block(self.m, a);
            dom = self.post_dominators.nearest_common(self.m, dom, ab)?;
        }
        Some(dom)
    }

    /// `LivenessBlockInfo::getEndOperation`: the block's terminator if `v` is live out, else
    /// the last op in `block` (at any nesting depth) using `v`, at or after `start`.
    fn end_operation(&self, block: BlockId, v: ValueId, start: OpId) -> OpId {
        if self.liveness.live_out(block).contains(&v) {
            return self.m.block(block).last.expect("non-empty block");
        }
        let mut end = start;
        let mut end_pos = position(self.m, end);
        for u in &self.m.value(v).uses {
            if let Some(o) = ancestor_op_in_block(self.m, block, u.op) {
                let p = position(self.m, o);
                if end_pos < p {
                    end = o;
                    end_pos = p;
                }
            }
        }
        end
    }
}
