//! The [`Rewriter`] (MLIR's `PatternRewriter` plus the greedy driver's listener) and the
//! [`Pattern`] trait.
//!
//! Every change a pattern makes goes through the rewriter so the driver's worklist sees it the
//! way MLIR's does: inserted ops are enqueued (with their ancestors), modified ops are enqueued,
//! erased ops leave the worklist and enqueue the defining ops of operands that are left with at
//! most one other user. Users of a replaced value are visited newest-use-first, as MLIR walks
//! its use lists.

use crate::dialects::OpKind;
use crate::ir::{
    Attribute, BlockId, InsertPoint, Location, Module, NamedAttr, OpId, OpSpec, RegionId, TypeId,
    ValueId,
};
use rustc_hash::FxHashMap;

/// The greedy driver's worklist: a stack with O(1) membership and removal.
///
/// Membership is a position table indexed by op (`slot + 1`, 0 when absent) borrowed from a
/// per-thread pool: every entry is reset when its op leaves the list, so the table is all
/// zeros again when the worklist is dropped and can serve the next function without clearing.
pub struct Worklist {
    list: Vec<Option<OpId>>,
    pos: Vec<u32>,
    len: usize,
}

thread_local! {
    static POSITION_TABLES: std::cell::RefCell<Vec<Vec<u32>>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

impl Default for Worklist {
    fn default() -> Self {
        Worklist {
            list: Vec::new(),
            pos: POSITION_TABLES
                .with(|p| p.borrow_mut().pop())
                .unwrap_or_default(),
            len: 0,
        }
    }
}

impl Drop for Worklist {
    fn drop(&mut self) {
        self.clear();
        let pos = std::mem::take(&mut self.pos);
        POSITION_TABLES.with(|p| p.borrow_mut().push(pos));
    }
}

impl Worklist {
    fn slot(&self, op: OpId) -> Option<usize> {
        match self.pos.get(op.index()) {
            Some(&p) if p != 0 => Some(p as usize - 1),
            _ => None,
        }
    }
    fn set_slot(&mut self, op: OpId, slot: Option<usize>) {
        if op.index() >= self.pos.len() {
            self.pos.resize((op.index() + 1).next_power_of_two(), 0);
        }
        self.pos[op.index()] = slot.map_or(0, |s| s as u32 + 1);
    }
    /// Pushes `op` unless it is already queued.
    pub fn push(&mut self, op: OpId) {
        if self.slot(op).is_some() {
            return;
        }
        self.set_slot(op, Some(self.list.len()));
        self.list.push(Some(op));
        self.len += 1;
    }
    /// Pops the most recently pushed op still queued.
    pub fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.set_slot(op, None);
                self.len -= 1;
                return Some(op);
            }
        }
        None
    }
    /// Removes `op` if queued.
    pub fn remove(&mut self, op: OpId) {
        if let Some(i) = self.slot(op) {
            self.list[i] = None;
            self.set_slot(op, None);
            self.len -= 1;
        }
    }
    /// Reverses the order (the top-down seed is pushed in pre-order, then reversed).
    pub fn reverse(&mut self) {
        self.list.reverse();
        for i in 0..self.list.len() {
            if let Some(o) = self.list[i] {
                self.set_slot(o, Some(i));
            }
        }
    }
    /// Empties the worklist.
    pub fn clear(&mut self) {
        for o in std::mem::take(&mut self.list).into_iter().flatten() {
            self.pos[o.index()] = 0;
        }
        self.len = 0;
    }
    /// True if nothing is queued.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// The IR mutation interface patterns use.
pub struct Rewriter<'m> {
    /// The module being rewritten.
    pub m: &'m mut Module,
    /// Where [`Rewriter::create`] inserts.
    pub ip: InsertPoint,
    /// The driver's worklist (unused when `tracking` is off).
    pub worklist: Worklist,
    /// The region ops must be nested in to be enqueued (`None`: everything).
    pub scope: Option<RegionId>,
    /// Whether notifications update the worklist.
    pub tracking: bool,
}

impl<'m> Rewriter<'m> {
    /// A rewriter whose notifications feed a worklist limited to `scope`.
    pub fn new(m: &'m mut Module, scope: Option<RegionId>) -> Self {
        Rewriter {
            m,
            ip: InsertPoint::BlockEnd(BlockId(0)),
            worklist: Worklist::default(),
            scope,
            tracking: true,
        }
    }

    /// `addToWorklist`: enqueues `op` and its ancestors if they are nested in the scope.
    pub fn add_to_worklist(&mut self, op: OpId) {
        if !self.tracking {
            return;
        }
        // `op` and its ancestors up to the scope, innermost first, if `op` is in the scope at
        // all: one walk to check, a second to push (no list to allocate).
        let parent_op = |m: &Module, o: OpId| m.parent_region(o).and_then(|r| m.region(r).parent);
        let mut cur = op;
        loop {
            let region = self.m.parent_region(cur);
            if region == self.scope {
                break;
            }
            match parent_op(self.m, cur) {
                Some(p) => cur = p,
                None => return,
            }
        }
        let mut cur = op;
        loop {
            self.worklist.push(cur);
            if self.m.parent_region(cur) == self.scope {
                return;
            }
            match parent_op(self.m, cur) {
                Some(p) => cur = p,
                None => return,
            }
        }
    }

    /// `addOperandsToWorklist`: before `op` goes away, its operands' definitions may become
    /// dead or single-use.
    fn add_operands_to_worklist(&mut self, op: OpId) {
        if !self.tracking {
            return;
        }
        let operands = self.m.op(op).operands.clone();
        for v in operands {
            let Some(def) = self.m.defining_op(v) else {
                continue;
            };
            let mut other: Option<OpId> = None;
            let mut more = false;
            for u in self.m.value(v).uses.iter().rev() {
                if u.op == op || Some(u.op) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add_to_worklist(def);
            }
        }
    }

    /// `notifyOperationInserted`.
    pub fn notify_inserted(&mut self, op: OpId) {
        self.add_to_worklist(op);
    }

    /// `notifyOperationModified`.
    pub fn notify_modified(&mut self, op: OpId) {
        self.add_to_worklist(op);
    }

    /// Creates an op at the insertion point and notifies the driver.
    pub fn create(
        &mut self,
        kind: OpKind,
        operands: Vec<ValueId>,
        result_types: Vec<TypeId>,
        props: Vec<NamedAttr>,
        regions: Vec<RegionId>,
        loc: &Location,
    ) -> OpId {
        let spec = OpSpec {
            operands,
            result_types,
            props,
            regions,
            ..OpSpec::new(self.m, kind, loc.clone())
        };
        let op = self.m.insert_new_op(self.ip, spec);
        self.notify_inserted(op);
        op
    }

    /// Creates a single-result op and returns the result.
    pub fn create1(
        &mut self,
        kind: OpKind,
        operands: Vec<ValueId>,
        ty: TypeId,
        props: Vec<NamedAttr>,
        loc: &Location,
    ) -> ValueId {
        let op = self.create(kind, operands, vec![ty], props, vec![], loc);
        self.m.op(op).results[0]
    }

    /// `arith.constant` of an attribute whose type is `ty`.
    pub fn constant(&mut self, value: Attribute, ty: TypeId, loc: &Location) -> ValueId {
        self.create1(
            OpKind::Constant,
            vec![],
            ty,
            vec![NamedAttr::new("value", value)],
            loc,
        )
    }

    /// `arith.constant true|false`.
    pub fn bool_constant(&mut self, v: bool, loc: &Location) -> ValueId {
        let t = crate::transforms::ownership::build::i1(self.m);
        self.constant(
            Attribute::Integer {
                value: v as i128,
                ty: t,
            },
            t,
            loc,
        )
    }

    /// Replaces every use of `from` by `to`, notifying each user as modified.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        let users: Vec<OpId> = self.m.value(from).uses.iter().rev().map(|u| u.op).collect();
        self.m.replace_all_uses(from, to);
        for u in users {
            self.notify_modified(u);
        }
    }

    /// Replaces every use of `from` except those in `except`.
    pub fn replace_all_uses_except(&mut self, from: ValueId, to: ValueId, except: OpId) {
        let uses: Vec<_> = self.m.value(from).uses.iter().rev().copied().collect();
        for u in uses {
            if u.op == except {
                continue;
            }
            self.m.set_operand(u.op, u.operand as usize, to);
            self.notify_modified(u.op);
        }
    }

    /// Replaces the results of `op` by `values` and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        let results = self.m.op(op).results.clone();
        for (r, v) in results.iter().zip(values) {
            self.replace_all_uses_with(*r, *v);
        }
        self.erase_op(op);
    }

    /// Erases `op` and everything nested in it, innermost and last ops first, notifying each.
    pub fn erase_op(&mut self, op: OpId) {
        for r in self.m.op(op).regions.clone().into_iter().rev() {
            let blocks = postorder_blocks(self.m, r);
            for b in blocks {
                let mut cur = self.m.block(b).last;
                while let Some(o) = cur {
                    cur = self.m.op(o).prev;
                    self.erase_op(o);
                }
            }
        }
        if self.tracking {
            self.add_operands_to_worklist(op);
            self.worklist.remove(op);
        }
        self.m.erase_op(op);
    }

    /// Sets operand `i` of `op` without notification (follow with [`Self::notify_modified`]).
    pub fn set_operand(&mut self, op: OpId, i: usize, v: ValueId) {
        self.m.set_operand(op, i, v);
    }

    /// Moves `op` before `before`.
    pub fn move_before(&mut self, op: OpId, before: OpId) {
        self.m.move_op(op, InsertPoint::Before(before));
    }
}

/// Blocks of a region in post-order of the CFG from the entry, then any unreachable ones.
pub fn postorder_blocks(m: &Module, r: RegionId) -> Vec<BlockId> {
    let rd = m.region(r);
    if rd.first.is_some() && rd.first == rd.last {
        return rd.first.into_iter().collect();
    }
    let mut out = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    for start in m.region_blocks(r).collect::<Vec<_>>() {
        crate::analysis::cfg::dfs(m, start, &mut seen, &mut |_| {}, &mut |b| out.push(b));
    }
    out
}

/// One value an op folds a result to.
#[derive(Clone, Debug)]
pub enum FoldValue {
    /// An existing SSA value.
    Value(ValueId),
    /// A constant to materialize (as `arith.constant`).
    Attr(Attribute),
}

/// The outcome of folding an op.
#[derive(Clone, Debug)]
pub enum FoldResult {
    /// Nothing to fold.
    Fail,
    /// The op was updated in place.
    InPlace,
    /// Replace the results by these values.
    Replace(Vec<FoldValue>),
}

/// A rewrite pattern rooted at one op kind (or any op).
pub trait Pattern {
    /// MLIR's name of the pattern (for debugging).
    fn name(&self) -> &'static str;
    /// The root op kind, `None` for any op.
    fn root(&self) -> Option<OpKind>;
    /// Patterns with higher benefit are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// Tries to rewrite `op`; true on success (the IR changed).
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool;
}

/// A pattern set with the per-op-kind application order precomputed.
pub struct PatternSet<'p> {
    patterns: Vec<Box<dyn Pattern + 'p>>,
    by_kind: FxHashMap<OpKind, Vec<usize>>,
    any: Vec<usize>,
}

impl<'p> PatternSet<'p> {
    /// Freezes a list of patterns (order among equal benefits is insertion order).
    pub fn new(patterns: Vec<Box<dyn Pattern + 'p>>) -> Self {
        let mut by_kind: FxHashMap<OpKind, Vec<usize>> = FxHashMap::default();
        let mut any = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match p.root() {
                Some(k) => by_kind.entry(k).or_default().push(i),
                None => any.push(i),
            }
        }
        for v in by_kind.values_mut() {
            v.sort_by_key(|&i| std::cmp::Reverse(patterns[i].benefit()));
        }
        any.sort_by_key(|&i| std::cmp::Reverse(patterns[i].benefit()));
        PatternSet {
            patterns,
            by_kind,
            any,
        }
    }

    /// Applies the first pattern that succeeds on `op` (MLIR's `PatternApplicator`).
    pub fn apply(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let kind = rw.m.op(op).kind;
        let empty = Vec::new();
        let specific = self.by_kind.get(&kind).unwrap_or(&empty);
        let (mut i, mut j) = (0, 0);
        while i < specific.len() || j < self.any.len() {
            let take_any = match (specific.get(i), self.any.get(j)) {
                (Some(&a), Some(&b)) => self.patterns[a].benefit() < self.patterns[b].benefit(),
                (None, Some(_)) => true,
                _ => false,
            };
            let idx = if take_any {
                j += 1;
                self.any[j - 1]
            } else {
                i += 1;
                specific[i - 1]
            };
            rw.ip = InsertPoint::Before(op);
            if self.patterns[idx].rewrite(rw, op) {
                return true;
            }
        }
        false
    }
}
