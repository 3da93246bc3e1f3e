//! `buffer-hoisting` and `buffer-loop-hoisting`: MLIR 22's allocation placement passes
//! (`BufferAllocationHoisting` in `BufferOptimizations.cpp`), which move allocations up before
//! the deallocation passes run so that fewer buffers are allocated (and freed) per execution.
//!
//! Both passes share one walk and differ only in their *state* ([`Mode`]):
//!
//! - `buffer-hoisting` moves each `memref.alloc` up to the nearest common dominator of all
//!   blocks that use the buffer or any of its aliases, and out of nested regions of known
//!   region control flow (`scf.if`, `scf.execute_region`, ...) but never out of a loop, and
//!   never above a block that defines one of its dynamic sizes:
//!
//!   ```mlir
//!   ^bb0:                                    ^bb0:
//!     cf.cond_br %c, ^bb1, ^bb2                %alloc = memref.alloc() : memref<2xf32>
//!   ^bb1:                                      cf.cond_br %c, ^bb1, ^bb2
//!     %alloc = memref.alloc() : memref<2xf32>  ^bb1:
//!     cf.br ^bb3(%alloc : memref<2xf32>)  =>     cf.br ^bb3(%alloc : memref<2xf32>)
//!   ```
//!
//! - `buffer-loop-hoisting` moves `memref.alloc` and `memref.alloca` out of sequential loops
//!   (`scf.for`, `scf.while`, `affine.for`; not `scf.parallel`/`scf.forall`/`affine.parallel`)
//!   as long as no size depends on the
//!   loop and no alias of the buffer lives outside the loop (which would mean the buffer is
//!   passed around the back edge):
//!
//!   ```mlir
//!   scf.for %i = %c0 to %n step %c1 {        %alloc = memref.alloc() : memref<4xf32>
//!     %alloc = memref.alloc() : memref<4xf32>  scf.for %i = %c0 to %n step %c1 {
//!     "test.use"(%alloc) : ...          =>       "test.use"(%alloc) : ...
//!   }                                          }
//!   ```
//!
//! Both are `func.func` passes. The analyses (liveness, aliases, dominance) are computed once
//! per function before anything moves, exactly like MLIR's, so later placements see the same
//! (stale) liveness MLIR's do.

use crate::analysis::buffer_origin::BufferOriginAnalysis;
use crate::analysis::dominance::DominanceInfo;
use crate::analysis::liveness::Liveness;
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{BlockId, InsertPoint, Module, OpId, ValueId};
use crate::transforms::ownership::interfaces::{
    alloc_effect, frees_operand, is_region_branch, AllocResource,
};
use crate::transforms::PassOptions;

/// Which of the two hoisting passes runs.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Mode {
    /// `buffer-hoisting`: into common dominators and out of non-loop regions.
    Block,
    /// `buffer-loop-hoisting`: out of sequential loops only.
    Loop,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Block => "buffer-hoisting",
            Mode::Loop => "buffer-loop-hoisting",
        }
    }
}

/// True for `LoopLikeOpInterface` ops (`isLoop`; no other region-branch op of ours has a
/// loop between its regions).
pub fn is_loop(k: OpKind) -> bool {
    matches!(
        k,
        OpKind::For | OpKind::While | OpKind::Parallel | OpKind::Forall
    )
}

/// True for loops whose iterations run in sequence (no `HasParallelRegion`).
pub fn is_sequential_loop(k: OpKind) -> bool {
    is_loop(k) && !matches!(k, OpKind::Parallel | OpKind::Forall)
}

/// The loops the hoisting walk knows: [`is_loop`]'s and `affine.for` / `affine.parallel`
/// (MLIR's `LoopLikeOpInterface`). `affine.parallel` is a parallel loop: nothing leaves it
/// (mlir-opt 22 hoists out of it, racing the iterations on one buffer).
fn is_hoisting_loop(k: OpKind) -> bool {
    is_loop(k) || matches!(k, OpKind::AffineFor | OpKind::AffineParallel)
}

/// The loops `buffer-loop-hoisting` moves allocations out of: the sequential ones.
fn is_sequential_hoisting_loop(k: OpKind) -> bool {
    is_sequential_loop(k) || k == OpKind::AffineFor
}

/// True for ops implementing MLIR's loop-like or region-branch interfaces, the region
/// control flow allocations may be moved out of.
pub fn is_known_control_flow(k: OpKind) -> bool {
    is_loop(k) || is_region_branch(k)
}

/// True for ops with the `AutomaticAllocationScope` trait.
pub fn is_allocation_scope(k: OpKind) -> bool {
    k.has(crate::dialects::Traits::ALLOCATION_SCOPE)
}

/// What `memref::findDealloc` finds for a buffer.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Dealloc {
    /// No user frees it.
    None,
    /// Exactly one use frees it, in this op.
    One(OpId),
    /// More than one use frees it.
    Several,
}

/// `memref::findDealloc`: the users of `v` that free it.
pub fn find_dealloc(m: &Module, v: ValueId) -> Dealloc {
    let mut found = None;
    for u in &m.value(v).uses {
        let d = m.op(u.op);
        // `bufferization.dealloc` declares no free effect on its operands in MLIR 22, so it
        // is no deallocation here.
        let frees = d.kind != OpKind::BufDealloc && frees_operand(d.kind, u.operand as usize);
        if frees {
            if found.is_some() {
                return Dealloc::Several;
            }
            found = Some(u.op);
        }
    }
    found.map_or(Dealloc::None, Dealloc::One)
}

/// `BufferPlacementAllocs`: the results of ops allocating on the heap (`memref.alloc`,
/// `memref.realloc`, `bufferization.clone`) that have at most one deallocation, in walk order,
/// each with its deallocation.
pub fn placement_allocs(m: &Module, root: OpId) -> Vec<(ValueId, Option<OpId>)> {
    let mut out = Vec::new();
    m.walk_nested(root, &mut |o| {
        let d = m.op(o);
        if alloc_effect(d.kind) != Some(AllocResource::Default) || d.results.len() != 1 {
            return;
        }
        let v = d.results[0];
        match find_dealloc(m, v) {
            Dealloc::None => out.push((v, None)),
            Dealloc::One(d) => out.push((v, Some(d))),
            Dealloc::Several => {}
        }
    });
    out
}

/// `BufferPlacementAllocs::getStartOperation`: the op in `placement` an allocation of `v` goes
/// before (the block's first op if `v` is live-in, else the ancestor of its definition in the
/// block, else the terminator).
pub fn start_operation(m: &Module, liveness: &Liveness, v: ValueId, placement: BlockId) -> OpId {
    let def = m.defining_op(v).expect("allocations are op results");
    if liveness.live_in(placement).contains(&v) {
        return m.block(placement).first.expect("placement block has ops");
    }
    let mut o = def;
    loop {
        if m.op(o).parent == Some(placement) {
            return o;
        }
        match m.parent_op(o) {
            Some(p) => o = p,
            None => break,
        }
    }
    m.terminator(placement)
        .expect("placement block has a terminator")
}

/// Parses the (empty) option list.
fn check_options(mode: Mode, opts: &PassOptions) -> Result<(), Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    OptionReader::new(opts, mode.name(), Wording::UnknownOption).finish()
}

/// `--buffer-hoisting` over every function of the module.
pub fn run_block(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    check_options(Mode::Block, opts)?;
    for f in crate::transforms::nested_functions(m) {
        hoist(m, f, Mode::Block);
    }
    Ok(())
}

/// `--buffer-hoisting` on one function.
pub fn run_block_on_function(
    m: &mut Module,
    f: OpId,
    opts: &PassOptions,
) -> Result<(), Diagnostic> {
    check_options(Mode::Block, opts)?;
    hoist(m, f, Mode::Block);
    Ok(())
}

/// `--buffer-loop-hoisting` over every function of the module.
pub fn run_loop(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    check_options(Mode::Loop, opts)?;
    for f in crate::transforms::nested_functions(m) {
        hoist(m, f, Mode::Loop);
    }
    Ok(())
}

/// `--buffer-loop-hoisting` on one function.
pub fn run_loop_on_function(m: &mut Module, f: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    check_options(Mode::Loop, opts)?;
    hoist(m, f, Mode::Loop);
    Ok(())
}

/// The per-allocation placement state (MLIR's `BufferAllocationHoistingState` and
/// `BufferAllocationLoopHoistingState`).
struct State {
    mode: Mode,
    placement: BlockId,
    /// Loop mode: the common dominator of the buffer's aliases.
    alias_dominator: Option<BlockId>,
}

impl State {
    fn upper_bound(
        &mut self,
        m: &Module,
        dom: &mut DominanceInfo,
        dominator: Option<BlockId>,
        dependency: Option<BlockId>,
    ) -> Option<BlockId> {
        match self.mode {
            Mode::Block => match (dominator, dependency) {
                (d, None) => d,
                (Some(d), Some(dep)) if dom.properly_dominates(m, d, dep) => Some(dep),
                (d, Some(_)) => d,
            },
            Mode::Loop => {
                self.alias_dominator = dominator;
                dependency
            }
        }
    }

    fn is_legal_placement(&self, m: &Module, dom: &mut DominanceInfo, op: OpId) -> bool {
        let k = m.op(op).kind;
        match self.mode {
            Mode::Block => !is_hoisting_loop(k),
            Mode::Loop => {
                is_sequential_hoisting_loop(k)
                    && !match (self.alias_dominator, m.op(op).parent) {
                        (Some(a), Some(b)) => dom.dominates(m, a, b),
                        _ => false,
                    }
            }
        }
    }

    fn move_to_dominator(&mut self, b: BlockId) {
        if self.mode == Mode::Block {
            self.placement = b;
        }
    }

    fn move_to_parent(&mut self, b: BlockId) {
        self.placement = b;
    }
}

/// Hoists the allocations of one function.
pub fn hoist(m: &mut Module, func: OpId, mode: Mode) {
    if m.op(func).regions.is_empty() {
        return;
    }
    let liveness = Liveness::compute(m, func);
    let aliases = BufferOriginAnalysis::new(m, func);
    let mut dom = DominanceInfo::new();
    let mut values: Vec<ValueId> = placement_allocs(m, func)
        .into_iter()
        .map(|(v, _)| v)
        .collect();
    m.walk_nested(func, &mut |o| {
        if m.op(o).kind == OpKind::Alloca {
            values.push(m.op(o).results[0]);
        }
    });
    for v in values {
        let op = m.defining_op(v).expect("allocation result");
        let kind = m.op(op).kind;
        let hoistable = match mode {
            Mode::Block => kind == OpKind::Alloc,
            Mode::Loop => matches!(kind, OpKind::Alloc | OpKind::Alloca),
        };
        if !hoistable {
            continue;
        }
        let Some(home) = m.op(op).parent else {
            continue;
        };
        // The common dominator of every block using the buffer or one of its aliases.
        let mut dominator = Some(home);
        for a in aliases.aliases(v) {
            let mut blocks: Vec<BlockId> = m
                .value(a)
                .uses
                .iter()
                .filter_map(|u| m.op(u.op).parent)
                .collect();
            blocks.extend(m.value_block(a));
            for b in blocks {
                dominator = dominator.and_then(|d| dom.nearest_common(m, d, b));
            }
        }
        // The lowest block defining one of the allocation's operands.
        let mut dependency: Option<BlockId> = None;
        for &o in &m.op(op).operands.clone() {
            let Some(b) = m.value_block(o) else { continue };
            if dependency.is_none_or(|d| dom.dominates(m, d, b)) {
                dependency = Some(b);
            }
        }
        let mut state = State {
            mode,
            placement: home,
            alias_dominator: None,
        };
        let upper = state.upper_bound(m, &mut dom, dominator, dependency);
        find_placement_block(m, &mut dom, &mut state, upper);
        let start = start_operation(m, &liveness, v, state.placement);
        if start != op {
            m.move_op(op, InsertPoint::Before(start));
        }
    }
}

/// Walks from the allocation's block outwards (to immediate dominators, then to the blocks of
/// parent ops) while the state allows it and the upper bound is not reached.
fn find_placement_block(
    m: &Module,
    dom: &mut DominanceInfo,
    state: &mut State,
    upper: Option<BlockId>,
) {
    let mut current = state.placement;
    while let Some((parent_op, parent_block)) = m
        .block_parent_op(current)
        .and_then(|p| Some((p, m.op(p).parent?)))
    {
        if let Some(u) = upper {
            if !dom.properly_dominates(m, u, current) {
                break;
            }
        }
        let mut idom = None;
        if !m.is_entry_block(current) {
            let Some(r) = m.block(current).parent else {
                break;
            };
            let tree = dom.tree(m, r);
            if !tree.is_reachable(current) {
                break;
            }
            idom = tree.idom(current);
        }
        match idom {
            Some(i) if dom.properly_dominates(m, parent_block, i) => {
                current = i;
                state.move_to_dominator(current);
            }
            _ => {
                let k = m.op(parent_op).kind;
                if !(is_known_control_flow(k) || is_hoisting_loop(k))
                    || !state.is_legal_placement(m, dom, parent_op)
                {
                    break;
                }
                current = parent_block;
                state.move_to_parent(current);
            }
        }
    }
}
