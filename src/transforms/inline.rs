//! `--inline`: MLIR 22's inliner pass for `func.call`/`func.func`, and the call-inlining step
//! the `-O1`+ stage builds on ([`inline_call`]).
//!
//! The pass works as MLIR's SCC inliner does, so `bufjit opt --inline` prints what
//! `mlir-opt --inline` prints:
//! * the call graph has one node per top-level `func.func` with a body; its edges are the
//!   `func.call`s of the body (first occurrence order); declarations and `call_indirect` resolve
//!   to no node;
//! * its strongly connected components are visited bottom-up (Tarjan's order from the functions
//!   in module order, as `llvm::scc_iterator` from the external caller node), callees first;
//! * per component, up to `max-iterations` (4) times: run the simplification pipeline
//!   (`default-pipeline=canonicalize`) on each function, then inline every call that qualifies,
//!   including calls that inlining itself brings in (with an inline history, so a chain never
//!   re-enters a function it came from); stop when nothing was inlined;
//! * a call is not inlined when it carries `no_inline`, when the callee's edges reach the
//!   callee or the caller (recursion, `A -> B -> A`), when the call sits inside the callee, when
//!   a multi-block callee would land in a single-block region (`scf.for`, `scf.if`, ...), into an
//!   `affine.for`/`affine.if`/`affine.parallel` body, or when the callee holds affine ops and the
//!   call is not directly in a function or affine body;
//! * private functions whose last use was inlined (or that had no use at all) are erased at the
//!   end.
//!
//! Inlining a call ([`inline_call`]): the callee's blocks are cloned after the call's block,
//! which is split after the call; a single inlined block is merged back (its `func.return`
//! operands replace the call's results); with several blocks, each `func.return` becomes a
//! `cf.br` to the continuation block, whose arguments replace the results. Inlined ops get
//! `callsite(callee at caller)` locations.
//!
//! ```mlir
//! // before                                  // after (before canonicalize)
//! func.func @f(%x: i32) -> i32 {             func.func @f(%x: i32) -> i32 {
//!   %r = call @g(%x) : (i32) -> i32            cf.cond_br %c, ^bb1, ^bb2
//!   return %r : i32                          ^bb1: cf.br ^bb3(%x : i32)
//! }                                          ^bb2: ... cf.br ^bb3(%y : i32)
//!                                            ^bb3(%r: i32): return %r : i32
//! ```

use crate::diag::Diagnostic;
use crate::dialects::Dialect;
use crate::dialects::OpKind;
use crate::ir::clone::{clone_blocks, Copies};
use crate::ir::{Attribute, BlockId, InsertPoint, Location, Module, OpId, OpSpec, ValueId};
use crate::transforms::PassOptions;
use rustc_hash::{FxHashMap, FxHashSet};

/// Pass options.
#[derive(Copy, Clone, Debug)]
pub struct Options {
    /// Run canonicalize on the functions of each component (`default-pipeline=canonicalize`,
    /// MLIR's default); `default-pipeline=""` runs nothing.
    pub canonicalize: bool,
    /// Simplify-and-inline rounds per component (`max-iterations`, 4).
    pub max_iterations: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            canonicalize: true,
            max_iterations: 4,
        }
    }
}

/// Parses `default-pipeline=canonicalize|""`, `max-iterations=N`; `op-pipelines` may only be
/// empty and `inlining-threshold` only its default (no limit).
pub fn parse_options(opts: &PassOptions) -> Result<Options, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let d = Options::default();
    let mut r = OptionReader::new(opts, "inline", Wording::InvalidOption);
    let pipelines = [("canonicalize", true), ("", false), ("''", false)];
    let o = Options {
        canonicalize: r.one_of("default-pipeline", d.canonicalize, &pipelines),
        max_iterations: r.uint("max-iterations", d.max_iterations, 1..),
    };
    r.one_of("op-pipelines", (), &[("", ())]);
    r.one_of("inlining-threshold", (), &[("4294967295", ())]);
    r.finish()?;
    Ok(o)
}

/// Runs the pass over the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    inline_module(m, o);
    Ok(())
}

// ---- call graph --------------------------------------------------------------------------------

/// The call graph of a module's top-level functions with bodies.
pub struct CallGraph {
    /// The nodes: functions with a body, in module order.
    pub nodes: Vec<OpId>,
    /// Node by symbol name.
    by_name: FxHashMap<String, usize>,
    /// Each node's callees (nodes), in the order of their first call.
    pub edges: Vec<Vec<usize>>,
}

impl CallGraph {
    /// Builds the graph of `m`'s top-level functions.
    pub fn build(m: &Module) -> CallGraph {
        let mut nodes = Vec::new();
        let mut by_name = FxHashMap::default();
        for f in m.top_level_ops() {
            if m.op(f).kind == OpKind::Func && crate::dialects::func::entry(m, f).is_some() {
                if let Some(n) = crate::dialects::func::sym_name(m, f) {
                    by_name.entry(n.to_string()).or_insert(nodes.len());
                }
                nodes.push(f);
            }
        }
        let mut g = CallGraph {
            edges: vec![Vec::new(); nodes.len()],
            nodes,
            by_name,
        };
        for i in 0..g.nodes.len() {
            let mut out: Vec<usize> = Vec::new();
            m.walk_nested(g.nodes[i], &mut |o| {
                if let Some(t) = g.resolve(m, o) {
                    if !out.contains(&t) {
                        out.push(t);
                    }
                }
            });
            g.edges[i] = out;
        }
        g
    }

    /// The node a `func.call` (with a flat callee) calls, if it is a function with a body.
    pub fn resolve(&self, m: &Module, call: OpId) -> Option<usize> {
        if m.op(call).kind != OpKind::Call {
            return None;
        }
        let name = crate::dialects::func::callee(m, call)?;
        self.by_name.get(&name).copied()
    }

    /// The node of a function op.
    pub fn node_of(&self, f: OpId) -> Option<usize> {
        self.nodes.iter().position(|&n| n == f)
    }

    /// The strongly connected components, callees before callers: Tarjan's algorithm in
    /// `llvm::scc_iterator`'s order from an external root with an edge to every node in module
    /// order.
    pub fn sccs(&self) -> Vec<Vec<usize>> {
        let n = self.nodes.len();
        let root = n;
        let children = |x: usize| -> &[usize] {
            if x == root {
                &[]
            } else {
                &self.edges[x]
            }
        };
        let mut visit = vec![0u32; n + 1]; // 0: unvisited, u32::MAX: done
        let mut counter = 0u32;
        let mut scc_stack: Vec<usize> = Vec::new();
        // (node, next child, min visited)
        let mut stack: Vec<(usize, usize, u32)> = Vec::new();
        let mut out = Vec::new();
        let root_children: Vec<usize> = (0..n).collect();
        let mut visit_one = |x: usize,
                             visit: &mut Vec<u32>,
                             stack: &mut Vec<(usize, usize, u32)>,
                             scc_stack: &mut Vec<usize>| {
            counter += 1;
            visit[x] = counter;
            scc_stack.push(x);
            stack.push((x, 0, counter));
        };
        visit_one(root, &mut visit, &mut stack, &mut scc_stack);
        while let Some(&(x, next, _)) = stack.last() {
            let kids = if x == root {
                &root_children[..]
            } else {
                children(x)
            };
            if next < kids.len() {
                stack.last_mut().expect("non-empty").1 += 1;
                let c = kids[next];
                if visit[c] == 0 {
                    visit_one(c, &mut visit, &mut stack, &mut scc_stack);
                } else {
                    let top = stack.last_mut().expect("non-empty");
                    top.2 = top.2.min(visit[c]);
                }
                continue;
            }
            let (x, _, min) = stack.pop().expect("non-empty");
            if let Some(parent) = stack.last_mut() {
                parent.2 = parent.2.min(min);
            }
            if min != visit[x] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let y = scc_stack.pop().expect("the SCC is on the stack");
                visit[y] = u32::MAX;
                if y != root {
                    scc.push(y);
                }
                if y == x {
                    break;
                }
            }
            if !scc.is_empty() {
                out.push(scc);
            }
        }
        out
    }
}

/// Calls `f` with the root name of every symbol reference among `op`'s attributes.
pub(crate) fn symbol_refs(m: &Module, op: OpId, f: &mut dyn FnMut(&str)) {
    fn walk(a: &Attribute, f: &mut dyn FnMut(&str)) {
        match a {
            Attribute::SymbolRef { root, .. } => f(root),
            Attribute::Array(xs) => xs.iter().for_each(|x| walk(x, f)),
            Attribute::Dict(xs) => xs.iter().for_each(|x| walk(&x.value, f)),
            _ => {}
        }
    }
    let d = m.op(op);
    for a in d.props.iter().chain(d.attrs.iter()) {
        walk(&a.value, f);
    }
}

// ---- symbol use tracking (MLIR's CGUseList) ----------------------------------------------------

/// Uses of the discardable (private) functions, per function body.
struct UseList {
    /// For each node: `Some(uses)` if it is private (erasable once unused).
    discardable: Vec<Option<i64>>,
    /// For each node, the references its body makes to discardable nodes.
    inner: Vec<FxHashMap<usize, i64>>,
}

impl UseList {
    fn new(m: &Module, cg: &CallGraph) -> UseList {
        let mut discardable: Vec<Option<i64>> = cg
            .nodes
            .iter()
            .map(|&f| (!crate::dialects::func::is_public(m, f)).then_some(0))
            .collect();
        // Symbols referenced outside function bodies are always live.
        let node_set: FxHashSet<OpId> = cg.nodes.iter().copied().collect();
        for o in m.top_level_ops() {
            if node_set.contains(&o) {
                continue;
            }
            let mut live = Vec::new();
            symbol_refs(m, o, &mut |s| live.extend(cg.by_name.get(s).copied()));
            m.walk_nested(o, &mut |x| {
                symbol_refs(m, x, &mut |s| live.extend(cg.by_name.get(s).copied()))
            });
            for n in live {
                discardable[n] = None;
            }
        }
        let mut u = UseList {
            discardable,
            inner: vec![FxHashMap::default(); cg.nodes.len()],
        };
        for n in 0..cg.nodes.len() {
            u.recompute(m, cg, n);
        }
        u
    }

    fn recompute(&mut self, m: &Module, cg: &CallGraph, n: usize) {
        for (k, c) in std::mem::take(&mut self.inner[n]) {
            if let Some(d) = self.discardable[k].as_mut() {
                *d -= c;
            }
        }
        let mut refs = FxHashMap::default();
        m.walk_nested(cg.nodes[n], &mut |x| {
            symbol_refs(m, x, &mut |s| {
                if let Some(&t) = cg.by_name.get(s) {
                    if self.discardable[t].is_some() {
                        *refs.entry(t).or_insert(0) += 1;
                    }
                }
            })
        });
        for (&k, &c) in &refs {
            *self.discardable[k].as_mut().expect("discardable") += c;
        }
        self.inner[n] = refs;
    }

    fn drop_call(&mut self, source: usize, target: usize) {
        if let Some(c) = self.inner[source].get_mut(&target) {
            *c -= 1;
            if let Some(d) = self.discardable[target].as_mut() {
                *d -= 1;
            }
        }
    }

    fn merge(&mut self, from: usize, into: usize) {
        let from_uses: Vec<(usize, i64)> = self.inner[from].iter().map(|(&k, &c)| (k, c)).collect();
        for (k, c) in from_uses {
            *self.inner[into].entry(k).or_insert(0) += c;
            if let Some(d) = self.discardable[k].as_mut() {
                *d += c;
            }
        }
    }

    fn erase(&mut self, n: usize) {
        for (k, c) in std::mem::take(&mut self.inner[n]) {
            if let Some(d) = self.discardable[k].as_mut() {
                *d -= c;
            }
        }
        self.discardable[n] = None;
    }

    fn is_dead(&self, n: usize) -> bool {
        self.discardable[n] == Some(0)
    }

    fn has_one_use(&self, n: usize) -> bool {
        self.discardable[n] == Some(1)
    }
}

// ---- the pass ----------------------------------------------------------------------------------

/// One call considered for inlining.
struct Candidate {
    call: OpId,
    source: usize,
    target: usize,
    /// Index into the inline history of the inlining that brought this call in.
    history: Option<usize>,
}

/// Collects the calls to functions with bodies in `blocks` (MLIR's worklist order).
fn collect_calls(
    m: &Module,
    cg: &CallGraph,
    blocks: Vec<BlockId>,
    source: usize,
    history: Option<usize>,
    out: &mut Vec<Candidate>,
) {
    let mut work = blocks;
    while let Some(b) = work.pop() {
        for o in m.block_ops(b) {
            if matches!(m.op(o).kind, OpKind::Call | OpKind::CallIndirect) {
                if let Some(target) = cg.resolve(m, o) {
                    out.push(Candidate {
                        call: o,
                        source,
                        target,
                        history,
                    });
                }
                continue;
            }
            for &r in &m.op(o).regions {
                work.extend(m.region_blocks(r));
            }
        }
    }
}

fn has_multiple_blocks(m: &Module, func: OpId) -> bool {
    let r = m.op(func).regions[0];
    m.region_blocks(r).nth(1).is_some()
}

/// MLIR's `shouldInline` for the pass.
fn should_inline(m: &Module, cg: &CallGraph, c: &Candidate) -> bool {
    if m.attr(c.call, "no_inline").is_some() {
        return false;
    }
    if cg.edges[c.target]
        .iter()
        .any(|&t| t == c.target || t == c.source)
    {
        return false;
    }
    let callee = cg.nodes[c.target];
    if m.is_proper_ancestor(callee, c.call) {
        return false;
    }
    let parent = m.parent_op(c.call).expect("calls sit in functions");
    if has_multiple_blocks(m, callee)
        && m.op(parent).kind != OpKind::Func
        && crate::dialects::has_single_block_trait(m.op(parent).kind)
    {
        return false;
    }
    true
}

/// The dialect inliner interfaces' legality checks: nothing is inlined into affine bodies, and
/// affine ops only into function bodies and affine bodies (affine scopes).
fn legal_to_inline(m: &Module, call: OpId, callee: OpId) -> bool {
    let parent = m.parent_op(call).expect("calls sit in functions");
    let pk = m.op(parent).kind;
    if matches!(
        pk,
        OpKind::AffineFor | OpKind::AffineIf | OpKind::AffineParallel
    ) {
        return false;
    }
    let affine_ok = matches!(pk, OpKind::Func);
    let mut ok = true;
    m.walk_nested(callee, &mut |o| {
        if m.op(o).kind.dialect() == Dialect::Affine && !affine_ok {
            ok = false;
        }
    });
    ok
}

/// Runs the inliner over the module.
pub fn inline_module(m: &mut Module, o: Options) {
    let cg = CallGraph::build(m);
    let mut uses = UseList::new(m, &cg);
    let mut dead: Vec<usize> = Vec::new();
    let mut dead_set: FxHashSet<usize> = FxHashSet::default();
    for mut scc in cg.sccs() {
        let mut iteration = 0;
        loop {
            if o.canonicalize {
                for &n in &scc {
                    crate::transforms::canonicalize::canonicalize_op(
                        m,
                        cg.nodes[n],
                        Default::default(),
                    );
                    uses.recompute(m, &cg, n);
                }
            }
            let inlined =
                inline_calls_in_scc(m, &cg, &mut uses, &mut scc, &mut dead, &mut dead_set);
            iteration += 1;
            if !inlined || iteration >= o.max_iterations {
                break;
            }
        }
        m.recycle();
    }
    for n in dead {
        m.erase_op(cg.nodes[n]);
    }
    m.recycle();
}

fn inline_calls_in_scc(
    m: &mut Module,
    cg: &CallGraph,
    uses: &mut UseList,
    scc: &mut Vec<usize>,
    dead: &mut Vec<usize>,
    dead_set: &mut FxHashSet<usize>,
) -> bool {
    let mut newly_dead: Vec<usize> = Vec::new();
    let mut calls = Vec::new();
    for &n in scc.iter() {
        if uses.is_dead(n) {
            newly_dead.push(n);
        } else {
            let f = cg.nodes[n];
            let blocks: Vec<BlockId> = m.region_blocks(m.op(f).regions[0]).collect();
            collect_calls(m, cg, blocks, n, None, &mut calls);
        }
    }
    // (callee node, history entry it came from)
    let mut history: Vec<(usize, Option<usize>)> = Vec::new();
    let mut inlined_any = false;
    let mut i = 0;
    while i < calls.len() {
        let c = &calls[i];
        i += 1;
        if newly_dead.contains(&c.source) {
            continue;
        }
        let mut h = c.history;
        let mut in_history = false;
        while let Some(k) = h {
            if history[k].0 == c.target {
                in_history = true;
                break;
            }
            h = history[k].1;
        }
        if in_history || !should_inline(m, cg, c) {
            continue;
        }
        let callee = cg.nodes[c.target];
        if !legal_to_inline(m, c.call, callee) {
            continue;
        }
        let (call, source, target, hist) = (c.call, c.source, c.target, c.history);
        let in_place = uses.has_one_use(target);
        let loc = m.op(call).loc.clone();
        let done = inline_call(m, call, callee, Some(&loc));
        let entry = history.len();
        history.push((target, hist));
        // The calls the inlined body brings in (MLIR collects them from the inlined blocks).
        let mut new_calls = Vec::new();
        for &(_, copy) in &done.cloned {
            if matches!(m.op(copy).kind, OpKind::Call) && m.parent_op(copy).is_some() {
                if let Some(t) = cg.resolve(m, copy) {
                    new_calls.push(Candidate {
                        call: copy,
                        source,
                        target: t,
                        history: Some(entry),
                    });
                }
            }
        }
        calls.extend(new_calls);
        uses.drop_call(source, target);
        uses.merge(target, source);
        m.erase_op(call);
        inlined_any = true;
        if in_place {
            uses.erase(target);
            newly_dead.push(target);
        }
    }
    for n in newly_dead {
        scc.retain(|&x| x != n);
        if dead_set.insert(n) {
            dead.push(n);
        }
    }
    inlined_any
}

// ---- inlining one call -------------------------------------------------------------------------

/// What [`inline_call`] did.
pub struct Inlined {
    /// (callee op, its copy in the caller) for every copied op, nested ones included.
    pub cloned: Vec<(OpId, OpId)>,
}

/// `callsite(callee at caller)`, appending `caller` to the end of an existing call-site chain.
fn stack_locations(callee: &Location, caller: &Location) -> Location {
    match callee {
        Location::CallSite(cs) => {
            Location::CallSite(Box::new((cs.0.clone(), stack_locations(&cs.1, caller))))
        }
        other => Location::CallSite(Box::new((other.clone(), caller.clone()))),
    }
}

/// Inlines the body of `callee` (a `func.func` with a body whose signature matches) at `call`,
/// as MLIR's `inlineCall` does; the call itself stays (the caller erases it). With `loc`, the
/// copies get `callsite(... at loc)` locations; without, they keep the callee's.
pub fn inline_call(m: &mut Module, call: OpId, callee: OpId, loc: Option<&Location>) -> Inlined {
    let src = m.op(callee).regions[0];
    let entry = m.entry_block(src).expect("callee has a body");
    let mut map: FxHashMap<ValueId, ValueId> = FxHashMap::default();
    for (a, v) in m
        .block(entry)
        .args
        .clone()
        .into_iter()
        .zip(m.op(call).operands.clone())
    {
        map.insert(a, v);
    }
    let block = m.op(call).parent.expect("call is in a block");
    let region = m.block(block).parent.expect("block is in a region");
    // Split the call's block after the call.
    let post = m.create_block();
    match m.block(block).next {
        Some(n) => m.insert_block_before(region, n, post),
        None => m.append_block(region, post),
    }
    let mut after = m.op(call).next;
    while let Some(o) = after {
        after = m.op(o).next;
        m.move_op(o, InsertPoint::BlockEnd(post));
    }
    let mut copies = Copies::default();
    let new = clone_blocks(m, src, region, Some(post), true, &mut map, &mut copies);
    let Copies {
        ops: mut cloned,
        blocks: all_blocks,
    } = copies;
    // Forward references (a use listed before its definition) are mapped now.
    for &(_, c) in &cloned {
        for i in 0..m.op(c).operands.len() {
            let v = m.op(c).operands[i];
            if let Some(&nv) = map.get(&v) {
                m.set_operand(c, i, nv);
            }
        }
    }
    if let Some(caller) = loc.filter(|l| **l != Location::Unknown) {
        let mut memo: FxHashMap<Location, Location> = FxHashMap::default();
        let mut remap = |l: &Location| -> Location {
            memo.entry(l.clone())
                .or_insert_with(|| stack_locations(l, caller))
                .clone()
        };
        for &b in &all_blocks {
            for a in m.block(b).args.clone() {
                if let Some(l) = m.value_loc(a).cloned() {
                    let nl = remap(&l);
                    m.set_value_loc(a, Some(nl));
                }
            }
        }
        for &(_, c) in &cloned {
            let nl = remap(&m.op(c).loc);
            m.op_mut(c).loc = nl;
        }
    }
    let results = m.op(call).results.clone();
    let first = new[0];
    if new.len() == 1 {
        let term = m.terminator(first).expect("callee block has a terminator");
        let vals = m.op(term).operands.clone();
        for (r, v) in results.iter().zip(vals) {
            m.replace_all_uses(*r, v);
        }
        m.erase_op(term);
        let ops: Vec<OpId> = m.block_ops(post).collect();
        for o in ops {
            m.move_op(o, InsertPoint::BlockEnd(first));
        }
        m.unlink_block(post);
        m.erase_block(post);
    } else {
        let call_loc = m.op(call).loc.clone();
        for &r in &results {
            let t = m.value_type(r);
            let a = m.add_block_arg(post, t, Some(call_loc.clone()));
            m.replace_all_uses(r, a);
        }
        for &b in &new {
            let term = m.terminator(b).expect("callee block has a terminator");
            if m.op(term).kind != OpKind::Return {
                continue;
            }
            let operands = m.op(term).operands.clone();
            let tloc = m.op(term).loc.clone();
            let spec = OpSpec {
                operands,
                successors: vec![post],
                ..OpSpec::new(m, OpKind::Br, tloc)
            };
            let br = m.insert_new_op(InsertPoint::Before(term), spec);
            if let Some(p) = cloned.iter_mut().find(|p| p.1 == term) {
                p.1 = br;
            }
            m.erase_op(term);
        }
    }
    // Splice the first inlined block into the call's block.
    let ops: Vec<OpId> = m.block_ops(first).collect();
    for o in ops {
        m.move_op(o, InsertPoint::BlockEnd(block));
    }
    m.unlink_block(first);
    m.erase_block(first);
    cloned.retain(|&(_, c)| m.op(c).parent.is_some());
    Inlined { cloned }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::parse::test_module as parse;

    #[test]
    fn sccs_are_bottom_up_and_group_recursion() {
        let m = parse(
            "func.func @a() {\n  call @b() : () -> ()\n  return\n}\n\
             func.func @b() {\n  call @c() : () -> ()\n  return\n}\n\
             func.func @c() {\n  call @b() : () -> ()\n  call @d() : () -> ()\n  return\n}\n\
             func.func @d() {\n  return\n}\n",
        );
        let cg = CallGraph::build(&m);
        assert_eq!(cg.sccs(), vec![vec![3], vec![2, 1], vec![0]]);
    }

    #[test]
    fn options_are_checked() {
        assert!(parse_options(&vec![("max-iterations".into(), "0".into())]).is_err());
        assert!(parse_options(&vec![("default-pipeline".into(), "cse".into())]).is_err());
        let o = parse_options(&vec![("default-pipeline".into(), "".into())]).expect("valid");
        assert!(!o.canonicalize);
    }

    #[test]
    fn stacked_call_sites_append_the_caller() {
        let mut m = Module::new();
        let f = m.sym("f");
        let l = |line| Location::FileLineCol {
            file: f,
            line,
            col: 1,
        };
        let inner = Location::CallSite(Box::new((l(1), l(2))));
        let s = stack_locations(&inner, &l(3));
        assert_eq!(
            s,
            Location::CallSite(Box::new((l(1), Location::CallSite(Box::new((l(2), l(3)))))))
        );
    }
}
