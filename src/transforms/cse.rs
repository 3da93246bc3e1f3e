//! `cse`: common subexpression elimination over the dominator tree, as MLIR's CSE pass does it.
//!
//! Blocks are visited in dominator-tree pre-order with a scoped table of known ops; an op
//! without memory effects that equals a known one (same name, operands, result types and
//! attributes; locations ignored) is replaced by it. Read-only ops are merged only within a
//! block with no writing op in between. Ops found trivially dead on the way are erased too.
//! Ops with regions are never merged (MLIR compares their regions; bufjit leaves them be).
//! Nested regions are processed before their op, in the enclosing scope unless the op is
//! isolated from above.

use crate::analysis::dominance::DomTree;
use crate::diag::Diagnostic;
use crate::ir::{BlockId, Module, NamedAttr, OpId, RegionId, Sym, TypeId, ValueId};
use crate::rewrite::effects::{
    effects, is_memory_effect_free, is_trivially_dead, may_write, Effects,
};
use crate::transforms::PassOptions;
use rustc_hash::FxHashMap;

#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    name: Sym,
    operands: Vec<ValueId>,
    results: Vec<TypeId>,
    props: Vec<NamedAttr>,
    attrs: Vec<NamedAttr>,
}

#[derive(Default)]
struct Cse {
    known: FxHashMap<Key, OpId>,
    undo: Vec<(Key, Option<OpId>)>,
    to_erase: Vec<OpId>,
}

fn key(m: &Module, op: OpId) -> Key {
    let d = m.op(op);
    let mut operands = d.operands.clone();
    if d.kind.is_commutative() {
        // MLIR's OperationEquivalence compares commutative operands as a multiset.
        operands.sort_unstable();
    }
    Key {
        name: d.name,
        operands,
        results: d.results.iter().map(|&r| m.value_type(r)).collect(),
        props: d.props.to_vec(),
        attrs: d.attrs.to_vec(),
    }
}

impl Cse {
    fn insert(&mut self, k: Key, op: OpId) {
        let prev = self.known.insert(k.clone(), op);
        self.undo.push((k, prev));
    }

    fn pop_scope(&mut self, mark: usize) {
        while self.undo.len() > mark {
            let (k, prev) = self.undo.pop().expect("undo entry");
            match prev {
                Some(p) => {
                    self.known.insert(k, p);
                }
                None => {
                    self.known.remove(&k);
                }
            }
        }
    }

    fn replace(&mut self, m: &mut Module, op: OpId, existing: OpId) {
        let (a, b) = (m.op(op).results.clone(), m.op(existing).results.clone());
        for (x, y) in a.into_iter().zip(b) {
            m.replace_all_uses(x, y);
        }
        self.to_erase.push(op);
    }

    fn simplify_op(&mut self, m: &mut Module, op: OpId) {
        let k = m.op(op).kind;
        if k.is_terminator() {
            return;
        }
        if is_trivially_dead(m, op) {
            self.to_erase.push(op);
            return;
        }
        if !m.op(op).regions.is_empty() {
            return;
        }
        if !is_memory_effect_free(m, op) {
            if effects(k) != Effects::Read {
                return;
            }
            let key = key(m, op);
            if let Some(&e) = self.known.get(&key) {
                if m.op(e).parent == m.op(op).parent && !write_between(m, e, op) {
                    self.replace(m, op, e);
                    return;
                }
            }
            self.insert(key, op);
            return;
        }
        let key = key(m, op);
        if let Some(&e) = self.known.get(&key) {
            self.replace(m, op, e);
            return;
        }
        self.insert(key, op);
    }

    fn simplify_block(&mut self, m: &mut Module, b: BlockId) {
        let ops: Vec<OpId> = m.block_ops(b).collect();
        for op in ops {
            let regions = m.op(op).regions.to_vec();
            if !regions.is_empty() {
                if m.op(op).kind.is_isolated_from_above() {
                    let mut nested = Cse::default();
                    for r in regions {
                        nested.simplify_region(m, r);
                    }
                    self.to_erase.extend(nested.to_erase);
                } else {
                    for r in regions {
                        self.simplify_region(m, r);
                    }
                }
            }
            self.simplify_op(m, op);
        }
    }

    fn simplify_region(&mut self, m: &mut Module, r: RegionId) {
        let blocks: Vec<BlockId> = m.region_blocks(r).collect();
        if blocks.is_empty() {
            return;
        }
        if blocks.len() == 1 {
            let mark = self.undo.len();
            self.simplify_block(m, blocks[0]);
            self.pop_scope(mark);
            return;
        }
        let dom = DomTree::compute(m, r);
        let order = dom.rpo().to_vec();
        // Dominator-tree children, in RPO order (the idom is the latest dominating block).
        let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for (i, &b) in order.iter().enumerate().skip(1) {
            if let Some(&d) = order[..i].iter().rev().find(|&&a| dom.dominates(a, b)) {
                children.entry(d).or_default().push(b);
            }
        }
        self.visit_dom(m, order[0], &children);
    }

    fn visit_dom(
        &mut self,
        m: &mut Module,
        b: BlockId,
        children: &FxHashMap<BlockId, Vec<BlockId>>,
    ) {
        let mark = self.undo.len();
        self.simplify_block(m, b);
        if let Some(cs) = children.get(&b) {
            for &c in cs {
                self.visit_dom(m, c, children);
            }
        }
        self.pop_scope(mark);
    }
}

fn write_between(m: &Module, from: OpId, to: OpId) -> bool {
    let mut cur = m.op(from).next;
    while let Some(o) = cur {
        if o == to {
            return false;
        }
        if may_write(m, o) {
            return true;
        }
        cur = m.op(o).next;
    }
    false
}

/// Runs CSE on the regions of `root`.
pub fn cse_op(m: &mut Module, root: OpId) {
    let mut c = Cse::default();
    for r in m.op(root).regions.clone() {
        c.simplify_region(m, r);
    }
    for op in c.to_erase {
        if m.op(op).parent.is_some() {
            m.erase_op(op);
        }
    }
}

/// Runs the pass over the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    if let Some((k, _)) = opts.first() {
        return Err(Diagnostic::error(
            None,
            format!("unknown option '{k}' for cse"),
        ));
    }
    if let Some(top) = m.top {
        cse_op(m, top);
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    if let Some((k, _)) = opts.first() {
        return Err(Diagnostic::error(
            None,
            format!("unknown option '{k}' for cse"),
        ));
    }
    cse_op(m, func);
    Ok(())
}
