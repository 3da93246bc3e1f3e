//! Buffer origin analysis (MLIR's `BufferViewFlowAnalysis` + `BufferOriginAnalysis`): decides
//! whether two memref values certainly come from the same allocation (`Some(true)`), certainly
//! from different ones (`Some(false)`), or cannot be told apart statically (`None`).
//!
//! The view-flow graph links each memref value to the values it may be a view of or alias:
//! view-like ops (result -> source), branch operands -> block arguments, region-branch entry
//! operands and yields -> region arguments and results (for `scf.while`: inits -> before
//! arguments, `scf.condition` -> results and after arguments, after yields -> before
//! arguments), `arith.select` operands -> result, and
//! call operands -> results. Values without incoming edges that are results of unknown ops,
//! allocations, call results or region entry arguments of unknown ops are *terminals*: the
//! places buffers come from.
//!
//! Which ops are view-like (and of which operand), branches or calls is declared with each op in
//! the registry (`dialects/registry.rs`); how each region-branch op forwards values between its
//! regions is modelled here per op.

use crate::dialects::cf::successor_operand_range;
use crate::dialects::OpKind;
use crate::ir::{Module, OpId, TypeData, ValueDef, ValueId};
use crate::transforms::ownership::interfaces::{alloc_effect, is_branch, is_call};
use rustc_hash::{FxHashMap, FxHashSet};
use std::cell::RefCell;
use std::rc::Rc;

/// The analysis over one op (usually the module or a function).
#[derive(Default)]
pub struct BufferOriginAnalysis {
    reverse: FxHashMap<ValueId, Vec<ValueId>>,
    /// The same edges forwards: the values each value may flow into.
    forward: FxHashMap<ValueId, Vec<ValueId>>,
    terminals: FxHashSet<ValueId>,
    /// The origins of the values queried so far (the graph does not change after
    /// construction, so each value's origins are gathered once).
    origins: RefCell<FxHashMap<ValueId, Rc<Origins>>>,
}

/// Where a value's buffer may come from.
struct Origins {
    /// The terminal buffers reaching the value (sorted).
    terminals: Vec<ValueId>,
    /// Every terminal is an allocation.
    all_allocs: bool,
    /// Every terminal is an allocation or a function argument.
    all_allocs_or_args: bool,
}

fn is_buffer(m: &Module, v: ValueId) -> bool {
    matches!(
        m.ty(m.value_type(v)),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// The source of a view-like op (`ViewLikeOpInterface::getViewSource`, declared with the op in
/// the registry), for its view result.
pub fn view_source(m: &Module, op: OpId) -> Option<ValueId> {
    let i = m.op(op).kind.info().view_source?;
    m.op(op).operands.get(i).copied()
}

/// `getViewBase`: follows view-like ops from their (first) result to their source.
pub fn view_base(m: &Module, mut v: ValueId) -> ValueId {
    while let ValueDef::Result { op, index: 0 } = m.value(v).def {
        match view_source(m, op) {
            Some(s) => v = s,
            None => break,
        }
    }
    v
}

impl BufferOriginAnalysis {
    /// Builds the view-flow graph of everything nested in `root` (and `root` itself).
    pub fn new(m: &Module, root: OpId) -> Self {
        let mut a = BufferOriginAnalysis::default();
        a.visit(m, root);
        m.walk_nested(root, &mut |o| a.visit(m, o));
        a
    }

    fn dep(&mut self, from: ValueId, to: ValueId) {
        self.reverse.entry(to).or_default().push(from);
        self.forward.entry(from).or_default().push(to);
    }

    fn terminal_results_and_args(&mut self, m: &Module, op: OpId) {
        for &v in &m.op(op).results {
            if is_buffer(m, v) {
                self.terminals.insert(v);
            }
        }
        for &r in &m.op(op).regions {
            if let Some(b) = m.entry_block(r) {
                for &v in &m.block(b).args {
                    if is_buffer(m, v) {
                        self.terminals.insert(v);
                    }
                }
            }
        }
    }

    fn visit(&mut self, m: &Module, op: OpId) {
        let d = m.op(op);
        let k = d.kind;
        if k == OpKind::Select {
            self.dep(d.operands[1], d.results[0]);
            self.dep(d.operands[2], d.results[0]);
            return;
        }
        if let Some(src) = view_source(m, op) {
            self.dep(src, d.results[0]);
            return;
        }
        if is_branch(k) {
            for (i, &s) in d.successors.iter().enumerate() {
                let r = successor_operand_range(m, op, i);
                for (j, &v) in d.operands[r].iter().enumerate() {
                    if let Some(&arg) = m.block(s).args.get(j) {
                        self.dep(v, arg);
                    }
                }
            }
            return;
        }
        match k {
            OpKind::If
            | OpKind::ExecuteRegion
            | OpKind::IndexSwitch
            | OpKind::AffineIf
            | OpKind::ShapeAssuming => {
                // parent -> regions (no inputs); every region -> parent results.
                for &r in &d.regions {
                    for b in m.region_blocks(r) {
                        if let Some(t) = m.terminator(b) {
                            if matches!(
                                m.op(t).kind,
                                OpKind::Yield | OpKind::AffineYield | OpKind::ShapeAssumingYield
                            ) {
                                for (&v, &res) in m.op(t).operands.iter().zip(&d.results) {
                                    self.dep(v, res);
                                }
                            }
                        }
                    }
                }
                return;
            }
            OpKind::For | OpKind::AffineFor => {
                let first = if k == OpKind::For {
                    3
                } else {
                    crate::dialects::affine::for_num_bound_operands(m, op)
                };
                let inits = &d.operands[first.min(d.operands.len())..];
                let Some(body) = d.regions.first().and_then(|&r| m.entry_block(r)) else {
                    return;
                };
                let iter_args = &m.block(body).args[1.min(m.block(body).args.len())..];
                for (&i, &a) in inits.iter().zip(iter_args) {
                    self.dep(i, a);
                }
                for (&i, &r) in inits.iter().zip(&d.results) {
                    self.dep(i, r);
                }
                if let Some(t) = m.terminator(body) {
                    for ((&y, &a), &r) in m.op(t).operands.iter().zip(iter_args).zip(&d.results) {
                        self.dep(y, a);
                        self.dep(y, r);
                    }
                }
                return;
            }
            OpKind::While => {
                // operands -> before args; condition args -> after args and results;
                // after yields -> before args.
                let (Some(before), Some(after)) = (
                    d.regions.first().and_then(|&r| m.entry_block(r)),
                    d.regions.get(1).and_then(|&r| m.entry_block(r)),
                ) else {
                    return;
                };
                for (&i, &a) in d.operands.iter().zip(&m.block(before).args) {
                    self.dep(i, a);
                }
                if let Some(t) = m.terminator(before) {
                    let args = m.op(t).operands.get(1..).unwrap_or_default();
                    for ((&c, &a), &r) in args.iter().zip(&m.block(after).args).zip(&d.results) {
                        self.dep(c, a);
                        self.dep(c, r);
                    }
                }
                if let Some(t) = m.terminator(after) {
                    for (&y, &a) in m.op(t).operands.iter().zip(&m.block(before).args) {
                        self.dep(y, a);
                    }
                }
                return;
            }
            OpKind::TestRegionIf => {
                // operands -> then/else args; then/else yields -> join args; join yields ->
                // results.
                let entry = |i: usize| d.regions.get(i).and_then(|&r| m.entry_block(r));
                let (Some(then_b), Some(else_b), Some(join_b)) = (entry(0), entry(1), entry(2))
                else {
                    return;
                };
                for b in [then_b, else_b] {
                    for (&i, &a) in d.operands.iter().zip(&m.block(b).args) {
                        self.dep(i, a);
                    }
                    if let Some(t) = m.terminator(b) {
                        for (&y, &a) in m.op(t).operands.iter().zip(&m.block(join_b).args) {
                            self.dep(y, a);
                        }
                    }
                }
                if let Some(t) = m.terminator(join_b) {
                    for (&y, &r) in m.op(t).operands.iter().zip(&d.results) {
                        self.dep(y, r);
                    }
                }
                return;
            }
            OpKind::AllocaScope => {
                for &r in &d.regions {
                    for b in m.region_blocks(r) {
                        if let Some(t) = m.terminator(b) {
                            for (&v, &res) in m.op(t).operands.iter().zip(&d.results) {
                                self.dep(v, res);
                            }
                        }
                    }
                }
                return;
            }
            k if k.is_terminator() && !is_branch(k) => return,
            _ => {}
        }
        if is_call(k) {
            self.terminal_results_and_args(m, op);
            for &o in &d.operands {
                for &r in &d.results {
                    self.dep(o, r);
                }
            }
            return;
        }
        self.terminal_results_and_args(m, op);
    }

    /// `BufferViewFlowAnalysis::resolve`: `v` and every value it may flow into (views of it,
    /// block and region arguments and results it is forwarded to), transitively.
    pub fn aliases(&self, v: ValueId) -> Vec<ValueId> {
        let mut seen = FxHashSet::default();
        let mut out = Vec::new();
        let mut q = vec![v];
        while let Some(x) = q.pop() {
            if seen.insert(x) {
                out.push(x);
                if let Some(next) = self.forward.get(&x) {
                    q.extend(next.iter().copied());
                }
            }
        }
        out
    }

    fn resolve_reverse(&self, v: ValueId) -> FxHashSet<ValueId> {
        let mut out = FxHashSet::default();
        let mut q = vec![v];
        while let Some(x) = q.pop() {
            if out.insert(x) {
                if let Some(deps) = self.reverse.get(&x) {
                    q.extend(deps.iter().copied());
                }
            }
        }
        out
    }

    fn origins(&self, m: &Module, v: ValueId) -> Rc<Origins> {
        if let Some(o) = self.origins.borrow().get(&v) {
            return o.clone();
        }
        let mut terminals = Vec::new();
        let (mut all_allocs, mut all_allocs_or_args) = (true, true);
        for x in self.resolve_reverse(v) {
            if is_buffer(m, x) && self.terminals.contains(&x) {
                terminals.push(x);
                let alloc = has_allocate_effect(m, x);
                all_allocs &= alloc;
                all_allocs_or_args &= alloc || is_function_argument(m, x);
            }
        }
        terminals.sort_unstable();
        let o = Rc::new(Origins {
            terminals,
            all_allocs,
            all_allocs_or_args,
        });
        self.origins.borrow_mut().insert(v, o.clone());
        o
    }

    /// `isSameAllocation(v1, v2)`.
    pub fn is_same_allocation(&self, m: &Module, v1: ValueId, v2: ValueId) -> Option<bool> {
        let v1 = view_base(m, v1);
        let v2 = view_base(m, v2);
        if v1 == v2 {
            return Some(true);
        }
        let (o1, o2) = (self.origins(m, v1), self.origins(m, v2));
        let (t1, a1, aa1) = (&o1.terminals, o1.all_allocs, o1.all_allocs_or_args);
        let (t2, a2, aa2) = (&o2.terminals, o2.all_allocs, o2.all_allocs_or_args);
        if t1.len() == 1 && t2.len() == 1 && t1[0] == t2[0] {
            return Some(true);
        }
        if t1.iter().any(|v| t2.binary_search(v).is_ok()) {
            return None;
        }
        let iso1 = a1 && (a2 || aa2);
        let iso2 = (a1 || aa1) && a2;
        if iso1 || iso2 {
            return Some(false);
        }
        None
    }
}

impl BufferOriginAnalysis {
    /// [`Self::is_same_allocation`], strengthened by lifetimes for the `-O1`+ optimisations
    /// (not for the deallocation passes, which follow MLIR's `isSameAllocation`): an allocation
    /// returns memory that no live buffer occupies, so it is also `Some(false)` when one value
    /// comes from a single allocating op and every origin of the other is defined before that
    /// op runs (earlier in the same block or in an enclosing one). Accessing both afterwards
    /// means both are live: a buffer freed before the allocation and reused by it could not be
    /// accessed again without a use after free.
    pub fn is_same_live_allocation(&self, m: &Module, v1: ValueId, v2: ValueId) -> Option<bool> {
        let same = self.is_same_allocation(m, v1, v2);
        if same.is_some() {
            return same;
        }
        let o1 = self.origins(m, view_base(m, v1));
        let o2 = self.origins(m, view_base(m, v2));
        let fresh_after = |a: &[ValueId], others: &[ValueId]| {
            let [a] = a else { return false };
            let Some(op) = m.defining_op(*a) else {
                return false;
            };
            alloc_effect(m.op(op).kind).is_some()
                && others.iter().all(|&t| t != *a && defined_before(m, t, op))
        };
        if fresh_after(&o1.terminals, &o2.terminals) || fresh_after(&o2.terminals, &o1.terminals) {
            Some(false)
        } else {
            None
        }
    }
}

/// True if `v` is defined before `op` runs: by an op earlier in `op`'s block or in a block
/// enclosing it, or as an argument of such a block (false when in doubt, e.g. when `v` is
/// defined in another region of an op that encloses `op`).
fn defined_before(m: &Module, v: ValueId, op: OpId) -> bool {
    // `op`'s block and those enclosing it, with the op at that level.
    let mut chain = Vec::new();
    let mut at = Some(op);
    while let Some(o) = at {
        let Some(b) = m.op(o).parent else { break };
        chain.push((b, o));
        at = m.block_parent_op(b);
    }
    // Walk up from `v`'s definition until it reaches one of those blocks.
    let (mut def, mut block) = match m.value(v).def {
        ValueDef::Result { op: d, .. } => (Some(d), m.op(d).parent),
        ValueDef::BlockArg { block, .. } => (None, Some(block)),
        ValueDef::Detached => return false,
    };
    while let Some(b) = block {
        if let Some(&(_, here)) = chain.iter().find(|(cb, _)| *cb == b) {
            let Some(d) = def else {
                // An argument of an enclosing block: defined when the block is entered.
                return true;
            };
            if d == here {
                return false;
            }
            let mut next = m.op(d).next;
            while let Some(x) = next {
                if x == here {
                    return true;
                }
                next = m.op(x).next;
            }
            return false;
        }
        let Some(p) = m.block_parent_op(b) else {
            return false;
        };
        def = Some(p);
        block = m.op(p).parent;
    }
    false
}

/// True if `v` is the result of an op with an allocate effect on it.
pub fn has_allocate_effect(m: &Module, v: ValueId) -> bool {
    m.defining_op(v)
        .is_some_and(|o| alloc_effect(m.op(o).kind).is_some())
}

/// True if `v` is an argument of a function's entry block.
pub fn is_function_argument(m: &Module, v: ValueId) -> bool {
    match m.value(v).def {
        ValueDef::BlockArg { block, .. } => {
            m.is_entry_block(block)
                && m.block_parent_op(block)
                    .is_some_and(|p| m.op(p).kind == OpKind::Func)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::test_module as parse;

    /// The values of the `memref.load`s of `src`, in order, and the analysis of its module.
    fn loaded(src: &str) -> (Module, Vec<ValueId>) {
        let m = parse(src);
        let mut out = Vec::new();
        m.walk_nested(m.top.unwrap(), &mut |o| {
            if m.op(o).kind == OpKind::Load {
                out.push(m.op(o).operands[0]);
            }
        });
        (m, out)
    }

    #[test]
    fn an_allocation_is_distinct_from_the_buffers_that_exist_before_it() {
        let src = r#"
func.func private @make(memref<4xf32>) -> memref<4xf32>
func.func @f(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %m = call @make(%a) : (memref<4xf32>) -> memref<4xf32>
  %fresh = memref.alloc() : memref<4xf32>
  %n = call @make(%fresh) : (memref<4xf32>) -> memref<4xf32>
  %later = call @make(%a) : (memref<4xf32>) -> memref<4xf32>
  %0 = memref.load %m[%c0] : memref<4xf32>
  %1 = memref.load %fresh[%c0] : memref<4xf32>
  %2 = memref.load %n[%c0] : memref<4xf32>
  %3 = memref.load %later[%c0] : memref<4xf32>
  return
}
"#;
        let (m, v) = loaded(src);
        let f = m.top_level_ops()[1];
        let an = BufferOriginAnalysis::new(&m, f);
        // MLIR's rule cannot tell a call result from an allocation.
        assert_eq!(an.is_same_allocation(&m, v[0], v[1]), None);
        // A call result defined before the allocation.
        assert_eq!(an.is_same_live_allocation(&m, v[0], v[1]), Some(false));
        assert_eq!(an.is_same_live_allocation(&m, v[1], v[0]), Some(false));
        // A call that may return the allocation itself, and one made after it.
        assert_eq!(an.is_same_live_allocation(&m, v[1], v[2]), None);
        assert_eq!(an.is_same_live_allocation(&m, v[1], v[3]), None);
    }

    #[test]
    fn a_loop_carried_buffer_may_be_an_earlier_allocation_of_the_same_op() {
        let src = r#"
func.func @f(%init: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init) -> (memref<4xf32>) {
    %fresh = memref.alloc() : memref<4xf32>
    %0 = memref.load %x[%c0] : memref<4xf32>
    %1 = memref.load %fresh[%c0] : memref<4xf32>
    scf.yield %fresh : memref<4xf32>
  }
  return
}
"#;
        let (m, v) = loaded(src);
        let f = m.top_level_ops()[0];
        let an = BufferOriginAnalysis::new(&m, f);
        assert_eq!(an.is_same_live_allocation(&m, v[0], v[1]), None);
    }
}
