//! `bufjit-parallelize{threads=N}`: the outermost parallel loop of each nest becomes a call
//! that runs its iterations on a thread pool (`bufjit run --threads N`, for `N` > 1).
//!
//! A loop is parallel when it is an `scf.parallel` (`affine.parallel` lowers to one), an
//! `scf.for` that the dependence test proves parallel ([`crate::analysis::dependence`], with
//! a run-time overlap test of the buffers it cannot tell apart, as loop versioning makes:
//! `opt::versioning`), or an `scf.for` marked `bufjit.parallel` by the lowering of a linalg
//! op's parallel dimension (`convert-linalg-to-loops{mark-parallel=true}`). Its body must not
//! call functions, print or assert (the output would depend on the order of the iterations),
//! nor allocate on the stack, and its estimated work (ops per iteration, inner loops with
//! constant trip counts counted that often, times its own trip count when constant) must be
//! at least the runtime's `MIN_PARALLEL_WORK` (the pass; `bufjit run` asks for
//! [`MIN_LOOP_WORK`]): starting the pool costs. A loop whose trip
//! count is not a constant needs [`MIN_DYNAMIC_COST`] ops per iteration, and the runtime
//! checks the work again with the actual trip count.
//!
//! The loop moves into a private function over a range of its first dimension
//! (`opt::outline`), whose arguments are the range's lower bound, upper bound and step, then
//! the values the body uses, and its place takes a call of that function carrying the
//! `bufjit.parallel` attribute: the number of threads, the work per iteration and, per result,
//! how the chunks' results are combined. Code generation turns the call into
//! `bufjit_rt_parallel_for` on the function's packed entry wrapper (`codegen::calls`).
//! Called as it stands, the function runs the whole loop: the IR keeps its meaning.
//!
//! Results are reductions of an `scf.parallel` whose `scf.reduce` region is one integer
//! `arith` op among `addi`, `muli`, `andi`, `ori`, `xori`, `maxsi`, `minsi`, `maxui`, `minui`:
//! the function starts from the op's identity and the caller combines the loop's initial value
//! with the total, which does not depend on how the iterations were split. An `scf.for` whose
//! `iter_args` are such reductions (each carried value used only by one such op, whose result
//! only the yield uses) is rewritten as that `scf.parallel` first ([`for_as_parallel`]).
//! Floating-point reductions (not associative) stay sequential.
//!
//! ```mlir
//! // before
//! scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
//!   ... %a ... %b ...
//! }
//! // after
//! func.call @f_par0(%c0, %n, %c1, %a, %b, %m)
//!     {bufjit.parallel = array<i64: 4, 18, ...>, no_inline} : (index, index, index, ...) -> ()
//! ...
//! func.func private @f_par0(%lb: index, %ub: index, %step: index, %a: ..., %b: ..., %m: index)
//!     attributes {bufjit.parallel_body} {
//!   %c0 = arith.constant 0 : index
//!   %c1 = arith.constant 1 : index
//!   scf.parallel (%i, %j) = (%lb, %c0) to (%ub, %m) step (%step, %c1) { ... }
//!   return
//! }
//! ```

use crate::analysis::dependence::{self, Verdict};
use crate::codegen::calls::{PARALLEL_ATTR, PARALLEL_BODY_ATTR};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, InsertPoint, Module, NamedAttr, OpId, TypeData, TypeId, ValueId};
use crate::rewrite::effects::{op_effects, Effects};
use crate::transforms::ownership::build::{int_constant, op};
use crate::transforms::PassOptions;
use bufjit_runtime::parallel::{Combine, MIN_PARALLEL_WORK};

/// The attribute `convert-linalg-to-loops{mark-parallel=true}` puts on the loops of a linalg
/// op's parallel dimensions.
pub const MARK_ATTR: &str = "bufjit.parallel";

/// The most threads a pool may have.
pub const MAX_THREADS: u64 = 1024;

/// Ops per iteration below which a loop whose trip count is not a constant stays as it is
/// (a dealloc helper's scan of its lists, a short copy loop): the dispatch would cost more than
/// it saves unless the trip count is large.
const MIN_DYNAMIC_COST: u64 = 16;

/// Trip count assumed for a loop whose bounds are not constants.
const DYNAMIC_TRIPS: u64 = 16;

/// Estimated work (ops × iterations) below which `bufjit run` keeps a loop on the calling
/// thread at compile time (code generation's default `min_work` for [`run_loops`]; the
/// runtime's [`MIN_PARALLEL_WORK`] still judges dynamic trip counts). The estimate counts
/// scalar ops, while the vectoriser runs 4 f32 lanes at a time and the pool's threads must be
/// woken for each loop: on `benches/kernels/dense_layer.mlir` (2 cores, `--threads 2`), the
/// ten loops between 20,000 and 500,000 ops (the fill, bias, softmax steps and input
/// initialisation, about 30 µs of dispatch each) made two threads no faster than one
/// (2.66 against 2.45 ms); keeping them on the calling thread gives 1.79 ms, while the
/// convolutions and the batched dense layer, whose big loops stay parallel, are unchanged.
pub const MIN_LOOP_WORK: u64 = 500_000;

/// The `bufjit-parallelize` pass: `threads` (at least 1; 1 changes nothing).
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(opts, "bufjit-parallelize", Wording::InvalidOption);
    let threads = r.uint("threads", 1u64, 1..=MAX_THREADS);
    r.finish()?;
    parallelize(m, threads);
    Ok(())
}

/// What [`run_loops`] did.
#[derive(Default, Debug)]
pub struct Outcome {
    /// How many loops became parallel calls.
    pub loops: usize,
    /// The functions made (the loops' bodies).
    pub bodies: Vec<OpId>,
    /// The op each op of a versioned loop's parallel copy was copied from.
    pub origins: rustc_hash::FxHashMap<OpId, OpId>,
}

/// Runs the outermost parallel loops of every function of `m` on `threads` threads (nothing
/// if `threads` is 1). Returns how many loops became parallel calls.
pub fn parallelize(m: &mut Module, threads: u64) -> usize {
    run_loops(m, threads, MIN_PARALLEL_WORK).loops
}

/// [`parallelize`], telling which functions it made and where their ops come from. Loops with
/// less estimated work than `min_work` stay as they are; with `0`, every parallel loop runs
/// on the pool (and the runtime splits it whatever its size), which tests the parallel path.
pub fn run_loops(m: &mut Module, threads: u64, min_work: u64) -> Outcome {
    let mut out = Outcome::default();
    if threads <= 1 {
        return out;
    }
    let funcs: Vec<OpId> = m
        .top_level_ops()
        .into_iter()
        .filter(|&f| m.op(f).kind == OpKind::Func && m.attr(f, PARALLEL_BODY_ATTR).is_none())
        .collect();
    for f in funcs {
        let mut found = Vec::new();
        for &r in &m.op(f).regions.clone() {
            for b in m.region_blocks(r).collect::<Vec<_>>() {
                candidates(m, b, min_work, &mut found);
            }
        }
        let mut taken = rustc_hash::FxHashSet::default();
        for c in found {
            let name = fresh_name(m, &mut taken, f);
            if let Some(body) = apply(m, f, c, &name, threads, &mut out.origins) {
                out.loops += 1;
                out.bodies.push(body);
            }
        }
    }
    out
}

/// A loop to run in parallel and how.
struct Candidate {
    l: OpId,
    /// Memref pairs to test disjoint at run time first.
    pairs: Vec<(ValueId, ValueId)>,
    /// How each result combines (reductions).
    combine: Vec<(Combine, u32)>,
    /// Estimated work per iteration.
    cost: u64,
}

/// The outermost parallel loops among the ops of `b` and their nested ops, in program order.
fn candidates(m: &Module, b: crate::ir::BlockId, min_work: u64, out: &mut Vec<Candidate>) {
    for o in m.block_ops(b).collect::<Vec<_>>() {
        if let Some(c) = candidate(m, o, min_work) {
            out.push(c);
            continue;
        }
        for &r in &m.op(o).regions {
            for nb in m.region_blocks(r) {
                candidates(m, nb, min_work, out);
            }
        }
    }
}

/// `o` as a [`Candidate`], if it is a parallel loop worth running on threads (estimated work
/// at least `min_work`).
fn candidate(m: &Module, o: OpId, min_work: u64) -> Option<Candidate> {
    let d = m.op(o);
    let (pairs, combine) = match d.kind {
        OpKind::For => {
            if !body_ok(m, o) {
                return None;
            }
            // `iter_args` must be integer reductions (rewritten when taken, see
            // `for_as_parallel`).
            let combine: Vec<(Combine, u32)> = for_reductions(m, o)?
                .into_iter()
                .map(|(k, w, _)| (k, w))
                .collect();
            match dependence::memory(m, o) {
                Verdict::Parallel => (Vec::new(), combine),
                Verdict::IfDisjoint(p) => (p, combine),
                Verdict::Sequential if m.attr(o, MARK_ATTR).is_some() => (Vec::new(), combine),
                Verdict::Sequential => return None,
            }
        }
        OpKind::Parallel => {
            if !body_ok(m, o) {
                return None;
            }
            (Vec::new(), reductions(m, o)?)
        }
        // Rewritten as an `scf.parallel` when taken (see `forall_as_parallel`).
        OpKind::Forall => {
            if !d.results.is_empty()
                || !body_ok(m, o)
                || crate::semantics::loops::parallel_bounds(m, o).is_err()
            {
                return None;
            }
            (Vec::new(), Vec::new())
        }
        _ => return None,
    };
    let body = m.entry_block(d.regions[0])?;
    let cost = block_cost(m, body).max(1);
    let trips = trip_count(m, o);
    if trips.is_some_and(|t| t < 2) {
        return None;
    }
    // Dynamic trip counts are judged at run time, when the body does enough per iteration
    // for the call to pay at moderate sizes.
    match trips {
        Some(t) if t.saturating_mul(cost) < min_work => return None,
        None if min_work > 0 && cost < MIN_DYNAMIC_COST => return None,
        _ => {}
    }
    // Without a threshold, the runtime must split the loop whatever its trip count.
    let cost = if min_work == 0 {
        cost.max(MIN_PARALLEL_WORK)
    } else {
        cost
    };
    Some(Candidate {
        l: o,
        pairs,
        combine,
        cost,
    })
}

/// True if nothing nested in `l` calls, prints, asserts, allocates on the stack or updates memory
/// atomically (atomic updates are not atomic between threads in code generation), and every
/// op's effects are known.
fn body_ok(m: &Module, l: OpId) -> bool {
    let mut ok = true;
    m.walk_nested(l, &mut |x| {
        ok &= match m.op(x).kind {
            OpKind::For
            | OpKind::If
            | OpKind::Yield
            | OpKind::Parallel
            | OpKind::Forall
            | OpKind::InParallel
            | OpKind::Reduce
            | OpKind::ReduceReturn
            | OpKind::While
            | OpKind::Condition
            | OpKind::ExecuteRegion => true,
            OpKind::Call
            | OpKind::CallIndirect
            | OpKind::VectorPrint
            | OpKind::Assert
            | OpKind::Alloca
            | OpKind::AllocaScope
            // Code generation makes these a plain load, update and store: not atomic between
            // threads.
            | OpKind::AtomicRmw
            | OpKind::GenericAtomicRmw
            | OpKind::Unregistered => false,
            _ => !matches!(op_effects(m, x), Effects::Unknown),
        };
    });
    ok
}

/// How each result of `scf.parallel` `l` combines; `None` if one is not an integer
/// reduction with one of [`Combine`]'s ops.
fn reductions(m: &Module, l: OpId) -> Option<Vec<(Combine, u32)>> {
    let d = m.op(l);
    if d.results.is_empty() {
        return Some(Vec::new());
    }
    let body = m.entry_block(d.regions[0])?;
    let reduce = m.block_ops(body).last()?;
    if m.op(reduce).kind != OpKind::Reduce || m.op(reduce).regions.len() != d.results.len() {
        return None;
    }
    let mut out = Vec::new();
    for (k, &r) in m.op(reduce).regions.iter().enumerate() {
        let width = int_width(m, m.value_type(d.results[k]))?;
        let b = m.entry_block(r)?;
        let args = m.block(b).args.clone();
        let ops: Vec<OpId> = m.block_ops(b).collect();
        let [comb, ret] = ops[..] else { return None };
        let c = m.op(comb);
        let same =
            |x: &[ValueId]| x == &args[..] || (x.len() == 2 && x[0] == args[1] && x[1] == args[0]);
        if m.op(ret).kind != OpKind::ReduceReturn
            || m.op(ret).operands != c.results
            || !same(&c.operands)
        {
            return None;
        }
        out.push((combine_of(c.kind)?, width));
    }
    Some(out)
}

/// The reductions of `scf.for` `l`: per `iter_args` value, the combine op whose result is
/// the value yielded, when the argument is used only by it, its result only by the yield, and
/// the op is one of [`Combine`]'s on integers. `None` if an `iter_args` value is anything else
/// or the induction variable is not an `index`.
fn for_reductions(m: &Module, l: OpId) -> Option<Vec<(Combine, u32, OpId)>> {
    let d = m.op(l);
    if d.results.is_empty() {
        return Some(Vec::new());
    }
    let body = m.entry_block(d.regions[0])?;
    let args = m.block(body).args.clone();
    if !matches!(m.ty(m.value_type(args[0])), TypeData::Index) {
        return None;
    }
    let yield_op = m.terminator(body)?;
    let yielded = m.op(yield_op).operands.clone();
    let mut out = Vec::new();
    for (k, &acc) in args[1..].iter().enumerate() {
        let uses = &m.value(acc).uses;
        let [u] = uses[..] else { return None };
        let c = u.op;
        let cd = m.op(c);
        if cd.parent != Some(body)
            || cd.results.len() != 1
            || cd.results[0] != *yielded.get(k)?
            || m.value(cd.results[0]).uses.len() != 1
            || cd.operands.len() != 2
            || cd.operands[0] == cd.operands[1]
        {
            return None;
        }
        let kind = combine_of(cd.kind)?;
        let width = int_width(m, m.value_type(acc))?;
        out.push((kind, width, c));
    }
    Some(out)
}

/// The [`Combine`] an `arith` op is.
fn combine_of(k: OpKind) -> Option<Combine> {
    Some(match k {
        OpKind::AddI => Combine::Add,
        OpKind::MulI => Combine::Mul,
        OpKind::AndI => Combine::And,
        OpKind::OrI => Combine::Or,
        OpKind::XOrI => Combine::Xor,
        OpKind::MaxSI => Combine::MaxS,
        OpKind::MinSI => Combine::MinS,
        OpKind::MaxUI => Combine::MaxU,
        OpKind::MinUI => Combine::MinU,
        _ => return None,
    })
}

/// Rewrites `scf.for` `l`, whose `iter_args` are the reductions [`for_reductions`] found, as
/// the `scf.parallel` reducing the same values, which it returns.
///
/// ```mlir
/// %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (i32) {
///   %x = ...
///   %n = arith.addi %acc, %x : i32
///   scf.yield %n : i32
/// }
/// // becomes
/// %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> i32 {
///   %x = ...
///   scf.reduce(%x : i32) {
///   ^bb0(%a: i32, %b: i32):
///     %n = arith.addi %a, %b : i32
///     scf.reduce.return %n : i32
///   }
/// }
/// ```
fn for_as_parallel(m: &mut Module, l: OpId) -> Option<OpId> {
    let reds = for_reductions(m, l)?;
    let loc = m.op(l).loc.clone();
    let body = m.entry_block(m.op(l).regions[0])?;
    let args = m.block(body).args.clone();
    let mut xs = Vec::new();
    let mut regions = Vec::new();
    for (k, &(_, _, c)) in reds.iter().enumerate() {
        let acc = args[k + 1];
        let ops = m.op(c).operands.clone();
        xs.push(if ops[0] == acc { ops[1] } else { ops[0] });
        let ty = m.value_type(acc);
        let kind = m.op(c).kind;
        regions.push(reduce_region(m, kind, ty, &loc));
    }
    let yield_op = m.terminator(body)?;
    m.erase_op(yield_op);
    for &(_, _, c) in &reds {
        m.erase_op(c);
    }
    op(
        m,
        InsertPoint::BlockEnd(body),
        OpKind::Reduce,
        xs,
        vec![],
        vec![],
        regions,
        &loc,
    );
    for _ in 1..args.len() {
        m.erase_block_arg(body, 1);
    }
    m.unlink_block(body);
    let region = m.new_region();
    m.append_block(region, body);
    let i32t = m.intern_type(TypeData::Integer {
        width: 32,
        signedness: crate::ir::Signedness::Signless,
    });
    let nres = reds.len();
    let seg = Attribute::DenseArray {
        elem: i32t,
        values: vec![1, 1, 1, nres as i64],
    };
    let operands = m.op(l).operands.clone();
    let result_types: Vec<TypeId> = m.op(l).results.iter().map(|&r| m.value_type(r)).collect();
    let p = op(
        m,
        InsertPoint::Before(l),
        OpKind::Parallel,
        operands,
        result_types,
        vec![NamedAttr::new("operandSegmentSizes", seg)],
        vec![region],
        &loc,
    );
    let old = m.op(l).results.clone();
    let new = m.op(p).results.clone();
    for (o, n) in old.into_iter().zip(new) {
        m.replace_all_uses(o, n);
    }
    m.erase_op(l);
    Some(p)
}

/// An `scf.reduce` region combining two values of type `ty` with the op `kind`.
fn reduce_region(
    m: &mut Module,
    kind: OpKind,
    ty: TypeId,
    loc: &crate::ir::Location,
) -> crate::ir::RegionId {
    let r = m.new_region();
    let b = m.create_block();
    m.append_block(r, b);
    let lhs = m.add_block_arg(b, ty, Some(loc.clone()));
    let rhs = m.add_block_arg(b, ty, Some(loc.clone()));
    let end = InsertPoint::BlockEnd(b);
    let comb = op(m, end, kind, vec![lhs, rhs], vec![ty], vec![], vec![], loc);
    let res = m.op(comb).results[0];
    op(
        m,
        end,
        OpKind::ReduceReturn,
        vec![res],
        vec![],
        vec![],
        vec![],
        loc,
    );
    r
}

/// The width of an integer or `index` type.
fn int_width(m: &Module, t: TypeId) -> Option<u32> {
    match m.ty(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    }
}

/// The identity of `kind` on `width`-bit integers, sign-extended as constants hold it.
fn identity(kind: Combine, width: u32) -> i128 {
    let w = width.clamp(1, 64);
    match kind {
        Combine::Add | Combine::Or | Combine::Xor | Combine::MaxU => 0,
        Combine::Mul => 1,
        Combine::And | Combine::MinU => -1,
        Combine::MaxS => -(1i128 << (w - 1)),
        Combine::MinS => (1i128 << (w - 1)) - 1,
    }
}

/// The constant value of `v`, if an integer `arith.constant` defines it.
fn const_of(m: &Module, v: ValueId) -> Option<i128> {
    let d = m.defining_op(v)?;
    match (m.op(d).kind, m.attr(d, "value")) {
        (OpKind::Constant, Some(Attribute::Integer { value, .. })) => Some(*value),
        _ => None,
    }
}

/// The operand positions of the first dimension's lower bound, upper bound and step.
fn dim0(m: &Module, l: OpId) -> (usize, usize, usize) {
    if m.op(l).kind == OpKind::For {
        return (0, 1, 2);
    }
    let n = m
        .entry_block(m.op(l).regions[0])
        .map_or(1, |b| m.block(b).args.len());
    (0, n, 2 * n)
}

/// The first dimension's trip count, when its bounds and step are constants.
fn trip_count(m: &Module, l: OpId) -> Option<u64> {
    use crate::semantics::Mixed;
    let (lb, ub, step) = if m.op(l).kind == OpKind::Forall {
        let b = crate::semantics::loops::parallel_bounds(m, l).ok()?;
        let c = |x: &Mixed| match *x {
            Mixed::Static(c) => Some(c as i128),
            Mixed::Dynamic(v) => const_of(m, v),
        };
        (c(b.lbs.first()?)?, c(b.ubs.first()?)?, c(b.steps.first()?)?)
    } else {
        let (a, b, c) = dim0(m, l);
        let ops = &m.op(l).operands;
        (
            const_of(m, ops[a])?,
            const_of(m, ops[b])?,
            const_of(m, ops[c])?,
        )
    };
    if step <= 0 {
        return None;
    }
    Some(if ub <= lb {
        0
    } else {
        ((ub - lb + step - 1) / step) as u64
    })
}

/// Ops in `b`, nested loops counted once per iteration (estimated).
fn block_cost(m: &Module, b: crate::ir::BlockId) -> u64 {
    let mut n = 0u64;
    for o in m.block_ops(b) {
        let d = m.op(o);
        let mut inner = 0u64;
        for &r in &d.regions {
            for nb in m.region_blocks(r) {
                inner = inner.saturating_add(block_cost(m, nb));
            }
        }
        let times = match d.kind {
            OpKind::For | OpKind::Parallel | OpKind::Forall => {
                trip_count(m, o).unwrap_or(DYNAMIC_TRIPS)
            }
            OpKind::While => DYNAMIC_TRIPS,
            _ => 1,
        };
        n = n
            .saturating_add(1)
            .saturating_add(inner.saturating_mul(times));
    }
    n
}

/// `{func}_par{k}`, a name no function of `m` has.
fn fresh_name(m: &Module, taken: &mut rustc_hash::FxHashSet<String>, f: OpId) -> String {
    if taken.is_empty() {
        taken.extend(
            m.top_level_ops()
                .into_iter()
                .filter_map(|o| crate::dialects::func::sym_name(m, o).map(str::to_string)),
        );
    }
    let base = crate::dialects::func::sym_name(m, f)
        .unwrap_or("f")
        .to_string();
    (0..)
        .map(|k| format!("{base}_par{k}"))
        .find(|n| taken.insert(n.clone()))
        .expect("a free name")
}

/// Turns candidate `c` of function `f` into a parallel call of a new function `name`, which it
/// returns; `None` (nothing changed) if the loop cannot be outlined. The ops of a versioned
/// loop's copy are recorded in `origins`.
fn apply(
    m: &mut Module,
    f: OpId,
    c: Candidate,
    name: &str,
    threads: u64,
    origins: &mut rustc_hash::FxHashMap<OpId, OpId>,
) -> Option<OpId> {
    let l = loop_to_run(m, &c, origins)?;
    let loc = m.op(l).loc.clone();
    let bounds = Bounds::mark(m, l);
    // Reductions start from the identity.
    let nres = m.op(l).results.len();
    let ninit_at = m.op(l).operands.len() - nres;
    let inits: Vec<ValueId> = m.op(l).operands[ninit_at..].to_vec();
    for (k, &(kind, width)) in c.combine.iter().enumerate() {
        let ty = m.value_type(inits[k]);
        let id = int_constant(m, InsertPoint::Before(l), identity(kind, width), ty, &loc);
        m.set_operand(l, ninit_at + k, id);
    }
    // Constants only the loop used (copied into the function by the outlining) go.
    let mut consts: Vec<ValueId> = m
        .op(l)
        .operands
        .iter()
        .copied()
        .filter(|&v| const_of(m, v).is_some() && v != bounds.zero)
        .collect();
    consts.sort_by_key(|v| v.index());
    consts.dedup();
    let before = m.op(l).prev.expect("the markers before the loop");
    let Some(func) = crate::transforms::opt::outline::outline(m, f, l, name) else {
        bounds.undo(m);
        for (k, &v) in inits.iter().enumerate() {
            let id = m.op(l).operands[ninit_at + k];
            m.set_operand(l, ninit_at + k, v);
            if let Some(c) = m.defining_op(id).filter(|_| !m.has_uses(id)) {
                m.erase_op(c);
            }
        }
        return None;
    };
    let call = m.op(before).next.expect("the call in the loop's place");
    bounds.lead(m, func, call);
    consts.push(bounds.zero);
    for v in consts {
        if let Some(d) = m.defining_op(v).filter(|_| !m.has_uses(v)) {
            m.erase_op(d);
        }
    }
    mark_call(m, call, func, threads, &c);
    // The call runs only where the test of `c.pairs` passed: its body may count on it.
    crate::transforms::opt::disjoint_args::record(m, call, func, &c.pairs);
    combine_inits(m, call, &c.combine, &inits);
    Some(func)
}

/// The loop of `c` in the form to outline: an `scf.forall` or an `scf.for` with reductions
/// rewritten as an `scf.parallel`, the copy of a versioned loop (whose ops `origins` records).
fn loop_to_run(
    m: &mut Module,
    c: &Candidate,
    origins: &mut rustc_hash::FxHashMap<OpId, OpId>,
) -> Option<OpId> {
    let loc = m.op(c.l).loc.clone();
    let mut l = c.l;
    if m.op(l).kind == OpKind::Forall {
        l = forall_as_parallel(m, l)?;
    }
    // An `scf.for` the dependence test proved parallel: its stored memrefs' strides must not
    // be zero (else different indices are one element, written by several threads).
    let strides = if m.op(l).kind == OpKind::For {
        let dims = written_dims(m, l);
        let t = crate::transforms::opt::versioning::nonzero_strides_test(
            m,
            InsertPoint::Before(l),
            &dims,
            &loc,
        );
        if let Some(v) =
            t.filter(|&v| crate::transforms::canonicalize::fold::int_const(m, v) == Some(0))
        {
            // A static zero stride: the loop stays as it is (without the test's constant).
            if let Some(c) = m.defining_op(v) {
                m.erase_op(c);
            }
            return None;
        }
        t
    } else {
        None
    };
    if !c.pairs.is_empty() || strides.is_some() {
        use crate::transforms::opt::versioning::{disjoint_test, version};
        let cond = match (c.pairs.is_empty(), strides) {
            (true, Some(s)) => s,
            (_, s) => {
                let d = disjoint_test(m, InsertPoint::Before(l), &c.pairs, &loc)?;
                match s {
                    Some(s) => crate::transforms::opt::versioning::and(
                        m,
                        InsertPoint::Before(l),
                        d,
                        s,
                        &loc,
                    ),
                    None => d,
                }
            }
        };
        let (fast, pairs) = version(m, l, cond);
        origins.extend(pairs.into_iter().map(|(o, c)| (c, o)));
        l = fast;
    }
    if m.op(l).kind == OpKind::For && !m.op(l).results.is_empty() {
        l = for_as_parallel(m, l)?;
    }
    Some(l)
}

/// Every dimension of every memref a store nested in `l` writes (scalar and vector stores,
/// masked stores, transfer writes).
fn written_dims(m: &Module, l: OpId) -> Vec<(ValueId, usize)> {
    let mut out: Vec<(ValueId, usize)> = Vec::new();
    m.walk_nested(l, &mut |x| {
        let d = m.op(x);
        let mr = match d.kind {
            OpKind::Store | OpKind::VectorStore | OpKind::VectorTransferWrite => d.operands.get(1),
            OpKind::VectorMaskedStore => d.operands.first(),
            _ => None,
        };
        let Some(&mr) = mr else { return };
        if let TypeData::MemRef { shape, .. } = m.ty(m.value_type(mr)) {
            for k in 0..shape.len() {
                if !out.contains(&(mr, k)) {
                    out.push((mr, k));
                }
            }
        }
    });
    out
}

/// The first dimension's bounds and step of the loop being outlined, which become the
/// function's first arguments: they go through markers (`arith.addi %x, %zero`, never
/// constants, each its own value) so that the outlining passes them, first, whatever they are.
struct Bounds {
    /// Lower bound, upper bound and step.
    values: [ValueId; 3],
    /// Their markers.
    markers: [ValueId; 3],
    /// The markers' zero.
    zero: ValueId,
}

impl Bounds {
    /// Puts markers in place of `l`'s bounds and step.
    fn mark(m: &mut Module, l: OpId) -> Bounds {
        let loc = m.op(l).loc.clone();
        let index = m.intern_type(TypeData::Index);
        let zero = int_constant(m, InsertPoint::Before(l), 0, index, &loc);
        let (a, b, s) = dim0(m, l);
        let values = [a, b, s].map(|i| m.op(l).operands[i]);
        let markers = [a, b, s].map(|i| {
            let v = m.op(l).operands[i];
            let mk = op(
                m,
                InsertPoint::Before(l),
                OpKind::AddI,
                vec![v, zero],
                vec![index],
                vec![],
                vec![],
                &loc,
            );
            let r = m.op(mk).results[0];
            m.set_operand(l, i, r);
            r
        });
        Bounds {
            values,
            markers,
            zero,
        }
    }

    /// Restores the loop's bounds after a refused outlining.
    fn undo(&self, m: &mut Module) {
        for (&mk, &v) in self.markers.iter().zip(&self.values) {
            m.replace_all_uses(mk, v);
            let d = m.defining_op(mk).expect("a marker op");
            m.erase_op(d);
        }
        if let Some(z) = m.defining_op(self.zero) {
            m.erase_op(z);
        }
    }

    /// After the outlining: the markers become `func`'s first three arguments and `call`
    /// passes the bounds themselves; a constant step stays one in the body (later steps,
    /// vectorisation above all, want it).
    fn lead(&self, m: &mut Module, func: OpId, call: OpId) {
        lead_with(m, func, call, &self.markers);
        if let Some(step) = const_of(m, self.values[2]) {
            let entry = m
                .entry_block(m.op(func).regions[0])
                .expect("the outlined body");
            let arg = m.block(entry).args[2];
            let first = m.block_ops(entry).next().expect("the loop");
            let (index, loc) = (m.value_type(arg), m.op(func).loc.clone());
            let c = int_constant(m, InsertPoint::Before(first), step, index, &loc);
            m.replace_all_uses(arg, c);
        }
        for (i, &v) in self.values.iter().enumerate() {
            m.set_operand(call, i, v);
        }
        for mk in self.markers {
            let d = m.defining_op(mk).expect("a marker op");
            m.erase_op(d);
        }
    }
}

/// Marks `call` as the parallel dispatch of `func` (`bufjit.parallel`: threads, work per
/// iteration, combine words) and `func` as a parallel body.
fn mark_call(m: &mut Module, call: OpId, func: OpId, threads: u64, c: &Candidate) {
    let mut words = vec![threads as i64, c.cost as i64];
    words.extend(
        c.combine
            .iter()
            .map(|&(k, w)| (k.code() | (w as u64) << 8) as i64),
    );
    let i64t = m.intern_type(TypeData::Integer {
        width: 64,
        signedness: crate::ir::Signedness::Signless,
    });
    let d = m.op_mut(call);
    d.attrs.push(NamedAttr::new(
        PARALLEL_ATTR,
        Attribute::DenseArray {
            elem: i64t,
            values: words,
        },
    ));
    d.attrs.push(NamedAttr::new("no_inline", Attribute::Unit));
    m.op_mut(func)
        .attrs
        .push(NamedAttr::new(PARALLEL_BODY_ATTR, Attribute::Unit));
}

/// Replaces `scf.forall` `l` (without outputs) by the `scf.parallel` with the same bounds and
/// body (static bounds become constants), which it returns.
///
/// ```mlir
/// scf.forall (%i) in (%n) { ... }
/// // becomes
/// scf.parallel (%i) = (%c0) to (%n) step (%c1) { ...  scf.reduce }
/// ```
fn forall_as_parallel(m: &mut Module, l: OpId) -> Option<OpId> {
    use crate::semantics::Mixed;
    let b = crate::semantics::loops::parallel_bounds(m, l).ok()?;
    let loc = m.op(l).loc.clone();
    let index = m.intern_type(TypeData::Index);
    let n = b.lbs.len();
    let mut operands = Vec::with_capacity(3 * n);
    for x in b.lbs.iter().chain(&b.ubs).chain(&b.steps) {
        operands.push(match *x {
            Mixed::Dynamic(v) => v,
            Mixed::Static(c) => int_constant(m, InsertPoint::Before(l), c as i128, index, &loc),
        });
    }
    let entry = m.entry_block(m.op(l).regions[0])?;
    if let Some(t) = m.terminator(entry) {
        m.erase_op(t);
    }
    let term = crate::ir::OpSpec::new(m, OpKind::Reduce, loc.clone());
    m.insert_new_op(InsertPoint::BlockEnd(entry), term);
    m.unlink_block(entry);
    let region = m.new_region();
    m.append_block(region, entry);
    let i32t = m.intern_type(TypeData::Integer {
        width: 32,
        signedness: crate::ir::Signedness::Signless,
    });
    let seg = Attribute::DenseArray {
        elem: i32t,
        values: vec![n as i64, n as i64, n as i64, 0],
    };
    let p = op(
        m,
        InsertPoint::Before(l),
        OpKind::Parallel,
        operands,
        vec![],
        vec![NamedAttr::new("operandSegmentSizes", seg)],
        vec![region],
        &loc,
    );
    m.erase_op(l);
    Some(p)
}

/// Reorders the arguments of `func` (and the operands of `call`) so that `lead` (operands of
/// the call) come first, in that order.
fn lead_with(m: &mut Module, func: OpId, call: OpId, lead: &[ValueId; 3]) {
    let ops = m.op(call).operands.clone();
    let pos: Vec<usize> = lead
        .iter()
        .map(|v| ops.iter().position(|o| o == v).expect("a marker is passed"))
        .collect();
    let mut order = pos.clone();
    order.extend((0..ops.len()).filter(|i| !pos.contains(i)));
    let entry = m
        .entry_block(m.op(func).regions[0])
        .expect("the outlined body");
    let old: Vec<ValueId> = m.block(entry).args.clone();
    let loc = m.op(func).loc.clone();
    let new: Vec<ValueId> = order
        .iter()
        .map(|&i| {
            let t = m.value_type(old[i]);
            m.add_block_arg(entry, t, Some(loc.clone()))
        })
        .collect();
    for (k, &i) in order.iter().enumerate() {
        m.replace_all_uses(old[i], new[k]);
    }
    for _ in 0..old.len() {
        m.erase_block_arg(entry, 0);
    }
    m.set_operands(call, order.iter().map(|&i| ops[i]).collect());
    let inputs: Vec<TypeId> = new.iter().map(|&v| m.value_type(v)).collect();
    let results: Vec<TypeId> = m
        .op(call)
        .results
        .iter()
        .map(|&r| m.value_type(r))
        .collect();
    let fty = m.intern_type(TypeData::Function { inputs, results });
    for a in m.op_mut(func).props.iter_mut() {
        if a.name == "function_type" {
            a.value = Attribute::Type(fty);
        }
    }
}

/// After `call`, combines each reduction's initial value with the call's total.
fn combine_inits(m: &mut Module, call: OpId, combine: &[(Combine, u32)], inits: &[ValueId]) {
    let loc = m.op(call).loc.clone();
    let results = m.op(call).results.clone();
    let mut at = call;
    for (k, &(kind, _)) in combine.iter().enumerate() {
        let opk = match kind {
            Combine::Add => OpKind::AddI,
            Combine::Mul => OpKind::MulI,
            Combine::And => OpKind::AndI,
            Combine::Or => OpKind::OrI,
            Combine::Xor => OpKind::XOrI,
            Combine::MaxS => OpKind::MaxSI,
            Combine::MinS => OpKind::MinSI,
            Combine::MaxU => OpKind::MaxUI,
            Combine::MinU => OpKind::MinUI,
        };
        let r = results[k];
        let ty = m.value_type(r);
        let o = op(
            m,
            InsertPoint::After(at),
            opk,
            vec![inits[k], r],
            vec![ty],
            vec![],
            vec![],
            &loc,
        );
        let total = m.op(o).results[0];
        m.replace_all_uses(r, total);
        m.set_operand(o, 1, r);
        at = o;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::test_module as parse;

    fn run_text(text: &str, threads: u64) -> (usize, String) {
        let mut m = parse(text);
        let n = parallelize(&mut m, threads);
        crate::verify::verify(&m).expect("valid after parallelize");
        (n, crate::print::print_module(&m, Default::default()))
    }

    const ELEMENTWISE: &str = r#"
func.func @f(%a: memref<4096xf32>, %b: memref<4096xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4096 = arith.constant 4096 : index
  scf.parallel (%i) = (%c0) to (%c4096) step (%c1) {
    %x = memref.load %a[%i] : memref<4096xf32>
    %y = arith.mulf %x, %x : f32
    %z = arith.addf %y, %x : f32
    %w = arith.mulf %z, %y : f32
    memref.store %w, %b[%i] : memref<4096xf32>
    scf.reduce
  }
  return
}"#;

    #[test]
    fn an_scf_parallel_becomes_a_call_of_its_outlined_body() {
        let (n, out) = run_text(ELEMENTWISE, 4);
        assert_eq!(n, 1, "{out}");
        assert!(out.contains("call @f_par0(%c0, %c4096, %c1, "), "{out}");
        assert!(out.contains("bufjit.parallel = array<i64: 4, "), "{out}");
        assert!(
            out.contains("func.func private @f_par0(%arg0: index, %arg1: index, %arg2: index"),
            "{out}"
        );
        assert!(out.contains("bufjit.parallel_body"), "{out}");
        assert!(
            out.contains("scf.parallel (%arg5) = (%arg0) to (%arg1) step (%c1)"),
            "{out}"
        );
        assert!(!out.contains("%c0_0"), "the markers' zero is erased: {out}");
    }

    #[test]
    fn one_thread_small_loops_and_prints_stay() {
        assert_eq!(run_text(ELEMENTWISE, 1).0, 0);
        let small = ELEMENTWISE.replace("4096", "16");
        assert_eq!(run_text(&small, 4).0, 0);
        let prints = ELEMENTWISE.replace("scf.reduce\n", "vector.print %w : f32\n    scf.reduce\n");
        assert_eq!(run_text(&prints, 4).0, 0);
        let atomic = ELEMENTWISE.replace(
            "scf.reduce\n",
            "%o = memref.atomic_rmw addf %w, %b[%c0] : (f32, memref<4096xf32>) -> f32\n    scf.reduce\n",
        );
        assert_eq!(
            run_text(&atomic, 4).0,
            0,
            "atomic updates stay on one thread"
        );
    }

    #[test]
    fn bufjit_run_keeps_loops_below_its_own_threshold_on_the_calling_thread() {
        // 4096 iterations of 6 ops: enough for the pass, not for `bufjit run`'s threshold.
        let loops = |text: &str| {
            let mut m = parse(text);
            let n = run_loops(&mut m, 2, MIN_LOOP_WORK).loops;
            crate::verify::verify(&m).expect("valid after parallelize");
            n
        };
        assert_eq!(run_text(ELEMENTWISE, 2).0, 1);
        assert_eq!(loops(ELEMENTWISE), 0);
        // 32 times as many: split.
        assert_eq!(loops(&ELEMENTWISE.replace("4096", "131072")), 1);
    }

    #[test]
    fn integer_reductions_start_from_the_identity_and_float_ones_stay() {
        let text = r#"
func.func @f(%a: memref<8192xi32>, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8192 = arith.constant 8192 : index
  %r = scf.parallel (%i) = (%c0) to (%c8192) step (%c1) init (%init) -> i32 {
    %x = memref.load %a[%i] : memref<8192xi32>
    %y = arith.muli %x, %x : i32
    %z = arith.addi %y, %x : i32
    scf.reduce(%z : i32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.maxsi %l, %rr : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}"#;
        let (n, out) = run_text(text, 2);
        assert_eq!(n, 1, "{out}");
        assert!(out.contains("arith.constant -2147483648 : i32"), "{out}");
        assert!(out.contains("arith.maxsi %arg1, %0 : i32"), "{out}");
        let float = text
            .replace("i32", "f32")
            .replace("muli", "mulf")
            .replace("addi", "addf")
            .replace("maxsi", "maximumf");
        assert_eq!(run_text(&float, 2).0, 0);
    }

    #[test]
    fn an_integer_iter_args_reduction_becomes_a_parallel_reduction() {
        let text = r#"
func.func @f(%a: memref<8192xi32>, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8192 = arith.constant 8192 : index
  %r = scf.for %i = %c0 to %c8192 step %c1 iter_args(%acc = %init) -> (i32) {
    %x = memref.load %a[%i] : memref<8192xi32>
    %y = arith.muli %x, %x : i32
    %z = arith.xori %y, %x : i32
    %n = arith.addi %acc, %z : i32
    scf.yield %n : i32
  }
  return %r : i32
}"#;
        let (n, out) = run_text(text, 2);
        assert_eq!(n, 1, "{out}");
        assert!(out.contains("arith.addi %arg1, %0 : i32"), "{out}");
        assert!(out.contains("scf.reduce(%"), "{out}");
        // The carried value used otherwise (here: stored) is no reduction.
        let stored = text.replace(
            "%n = arith.addi %acc, %z : i32",
            "%n = arith.addi %acc, %z : i32\n    memref.store %acc, %a[%i] : memref<8192xi32>",
        );
        assert_eq!(run_text(&stored, 2).0, 0);
        let float = text
            .replace("i32", "f32")
            .replace("muli", "mulf")
            .replace("xori", "addf")
            .replace("addi", "addf");
        assert_eq!(run_text(&float, 2).0, 0);
    }

    #[test]
    fn a_loop_the_outlining_refuses_is_left_as_written() {
        // A vector value from outside (not a constant, which would be copied in) cannot be
        // passed: the markers and identity go again.
        let text = r#"
func.func @f(%a: memref<4096xf32>, %r: memref<?xi32>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4096 = arith.constant 4096 : index
  %z = arith.constant 0 : i32
  %s = scf.parallel (%i) = (%c0) to (%c4096) step (%c1) init (%z) -> i32 {
    %x = memref.load %a[%i] : memref<4096xf32>
    %e = vector.extract %v[0] : f32 from vector<4xf32>
    %y = arith.mulf %x, %e : f32
    %w = arith.addf %y, %x : f32
    %q = arith.mulf %w, %y : f32
    %t = arith.fptosi %q : f32 to i32
    memref.store %q, %a[%i] : memref<4096xf32>
    scf.reduce(%t : i32) {
    ^bb0(%l: i32, %rr: i32):
      %m = arith.addi %l, %rr : i32
      scf.reduce.return %m : i32
    }
  }
  memref.store %s, %r[%c0] : memref<?xi32>
  return
}"#;
        let (n, out) = run_text(text, 4);
        assert_eq!(n, 0, "{out}");
        let m = parse(text);
        assert_eq!(out, crate::print::print_module(&m, Default::default()));
    }

    #[test]
    fn a_for_loop_over_arguments_is_versioned_on_their_overlap() {
        let text = r#"
func.func @f(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %a[%j] : memref<?xf32>
      %y = memref.load %b[%i] : memref<?xf32>
      %z = arith.addf %x, %y : f32
      memref.store %z, %b[%i] : memref<?xf32>
    }
  }
  return
}"#;
        let (n, out) = run_text(text, 3);
        assert_eq!(n, 1, "{out}");
        assert!(out.contains("scf.if"), "{out}");
        let fixed = text.replace("%b[%i]", "%b[%c0]");
        assert_eq!(run_text(&fixed, 3).0, 0);
    }
}
