//! `--loop-unroll-jam`: register blocking for nests whose innermost loop is a reduction (a dot
//! product per output element, as an i-j-k matmul with a transposed second operand has it
//! after scalar promotion). The parallel loops around the reduction are unrolled and their
//! copies jammed into one reduction loop: each trip of it then loads a row of the one operand
//! once for several rows of the other, and several independent accumulators are live at once.
//! Without it every output element streams both of its rows (the second operand's from the L2
//! cache) for one multiply-add per load pair, and an in-order floating-point sum, which the
//! vectoriser leaves scalar, waits for the latency of each addition.
//!
//! ```mlir
//! // before (scalar promotion left the reduction in iter_args)
//! scf.for %j = %c0 to %c96 step %c1 {
//!   %c = memref.load %C[%i, %j] : memref<160x96xi32, strided<[?, ?], offset: ?>>
//!   %r = scf.for %k = %c0 to %c224 step %c1 iter_args(%acc = %c) -> (i32) {
//!     %a = memref.load %A[%i, %k] : memref<160x224xi32, strided<[?, ?], offset: ?>>
//!     %b = memref.load %B[%j, %k] : memref<96x224xi32, strided<[?, ?], offset: ?>>
//!     %m = arith.muli %a, %b : i32
//!     %s = arith.addi %acc, %m : i32
//!     scf.yield %s : i32
//!   }
//!   memref.store %r, %C[%i, %j] : memref<160x96xi32, strided<[?, ?], offset: ?>>
//! }
//! // after (factor 2): the main loop, then the original loop for the remaining iterations
//! scf.for %j = %c0 to %ub step %c2 {
//!   %j1 = arith.addi %j, %c1 : index
//!   %c = memref.load %C[%i, %j] : ...
//!   %c_1 = memref.load %C[%i, %j1] : ...
//!   %r:2 = scf.for %k = %c0 to %c224 step %c1 iter_args(%acc = %c, %acc_1 = %c_1) -> (i32, i32) {
//!     %a = memref.load %A[%i, %k] : ...          // once for both copies
//!     %b = memref.load %B[%j, %k] : ...
//!     %b_1 = memref.load %B[%j1, %k] : ...
//!     %m = arith.muli %a, %b : i32
//!     %m_1 = arith.muli %a, %b_1 : i32
//!     %s = arith.addi %acc, %m : i32
//!     %s_1 = arith.addi %acc_1, %m_1 : i32
//!     scf.yield %s, %s_1 : i32, i32
//!   }
//!   memref.store %r#0, %C[%i, %j] : ...
//!   memref.store %r#1, %C[%i, %j1] : ...
//! }
//! scf.for %j = %ub to %c96 step %c1 { ... the loop as it was ... }
//! ```
//!
//! Every output element still sees its operations in the original order (each copy keeps
//! its own accumulator), so results are bit-identical, floating point included. The copies'
//! order relative to each other changes, which is sound because the unrolled loop is
//! parallel: [`crate::analysis::dependence`] proves that no iteration reads or writes what
//! another writes (memref pairs it cannot tell apart must be provably different buffers, an
//! allocation against a function argument, or have been tested disjoint by the
//! scalar-promotion version the nest sits in). A dimension a stored subscript walks with the
//! unrolled induction variable must have a non-zero stride (static, or tested at run time:
//! otherwise the main loop runs no trip), since a zero stride would make the copies' elements
//! one.
//!
//! Taken, from the reduction outwards: the loop directly around an innermost `scf.for` with
//! `iter_args` that the vectoriser takes, or with scalar `iter_args` and a body of at most
//! [`MAX_SCALAR_OPS`] ops, by `inner-factor` (2), after the loop around that by
//! `outer-factor` (4), each only when it is an `scf.for` with step 1 and no results, its body
//! is loads and pure ops, the one loop it jams into, then stores and pure ops (at every level
//! down to the reduction), the inner loops' bounds do not depend on it, and some load of the
//! reduction's body does not depend on it (the load the copies share: nothing to gain
//! otherwise).

use super::{versioning, Origins};
use crate::analysis::buffer_origin::BufferOriginAnalysis;
use crate::analysis::dependence::{self, Verdict};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::clone::{clone_op, ValueMap};
use crate::ir::{InsertPoint, Location, Module, OpId, TypeId, ValueId};
use crate::rewrite::effects::{op_effects, Effects};
use crate::transforms::canonicalize::fold::int_const;
use crate::transforms::ownership::build::{int_constant, op, region_with_block};
use crate::transforms::PassOptions;
use rustc_hash::{FxHashMap, FxHashSet};

/// Pass options.
#[derive(Copy, Clone, Debug)]
pub struct Options {
    /// Copies of the loop directly around the reduction (below 2: not unrolled).
    pub inner_factor: i128,
    /// Copies of the loop around that one (below 2: not unrolled).
    pub outer_factor: i128,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            inner_factor: 2,
            outer_factor: 4,
        }
    }
}

/// Parses `inner-factor=N`, `outer-factor=N`.
pub fn parse_options(opts: &PassOptions) -> Result<Options, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let d = Options::default();
    let mut r = OptionReader::new(opts, "loop-unroll-jam", Wording::InvalidOption);
    let o = Options {
        inner_factor: r.uint("inner-factor", d.inner_factor, 0..=16),
        outer_factor: r.uint("outer-factor", d.outer_factor, 0..=16),
    };
    r.finish()?;
    Ok(o)
}

/// Runs the pass on every function of the module (no versions: memref pairs the dependence
/// test cannot tell apart keep a loop as it is).
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    for f in m.top_level_ops() {
        if m.op(f).kind == OpKind::Func {
            jam_in_function(m, f, o, &mut Context::default(), &mut Origins::default());
        }
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    jam_in_function(
        m,
        func,
        parse_options(opts)?,
        &mut Context::default(),
        &mut Origins::default(),
    );
    Ok(())
}

/// What the -O1+ stage hands the pass, and gets back updated.
#[derive(Default)]
pub struct Context<'a> {
    /// Loops left alone (the cold originals of versioned nests).
    pub skip: FxHashSet<OpId>,
    /// The loops the pass made cold: originals kept only for zero strides (added to `skip`).
    pub cold: Vec<OpId>,
    /// Scalar promotion's disjointness facts, by the versioned copy's outermost loop; a new
    /// main loop gets the facts of the loop it was made from.
    pub disjoint: Option<&'a mut FxHashMap<OpId, Vec<(ValueId, ValueId)>>>,
}

/// Unroll-and-jams the loops around each vectorisable innermost reduction of `func`; copied
/// ops are recorded in `origins`.
pub fn jam_in_function(
    m: &mut Module,
    func: OpId,
    o: Options,
    cx: &mut Context<'_>,
    origins: &mut Origins,
) {
    let mut reductions = Vec::new();
    m.walk_nested(func, &mut |x| {
        let d = m.op(x);
        if d.kind == OpKind::For && !d.results.is_empty() && !cx.skip.contains(&x) {
            reductions.push(x);
        }
    });
    let mut an: Option<BufferOriginAnalysis> = None;
    for k in reductions {
        if !is_leaf(m, k)
            || !(super::vectorize::takes(m, &mut an, func, k, Default::default())
                || scalar_reduction(m, k))
        {
            continue;
        }
        let Some(inner) = enclosing_for(m, k) else {
            continue;
        };
        let outer = enclosing_for(m, inner);
        // Outermost first: the inner loop is then jammed inside the outer one's main loop.
        let inner = match outer {
            Some(l) if o.outer_factor >= 2 && jammable(m, l, cx, (&mut an, func)) => {
                let main = jam(m, l, o.outer_factor, cx, origins);
                single_loop(m, main).unwrap_or(inner)
            }
            _ => inner,
        };
        if o.inner_factor >= 2 && jammable(m, inner, cx, (&mut an, func)) {
            jam(m, inner, o.inner_factor, cx, origins);
        }
        // Copies make new memref values the analysis has not seen.
        an = None;
    }
}

/// The most ops the body of a reduction the vectoriser does not take may have: its copies stay
/// scalar code, one per accumulator.
const MAX_SCALAR_OPS: usize = 12;

/// True if `k` is a small reduction the vectoriser leaves scalar (a floating-point sum must
/// keep its order, so each output element is one chain of dependent additions): jamming
/// gives the processor several independent chains instead of one, whose latency it otherwise
/// waits for on every iteration.
fn scalar_reduction(m: &Module, k: OpId) -> bool {
    let d = m.op(k);
    d.results.iter().all(|&r| {
        let t = m.value_type(r);
        m.ty(t).is_float() || crate::transforms::canonicalize::fold::int_width(m, t).is_some()
    }) && body_ops(m, k).len() <= MAX_SCALAR_OPS
}

/// The `scf.for` whose body `l` is in, through `scf.if` guards.
fn enclosing_for(m: &Module, l: OpId) -> Option<OpId> {
    let mut p = m.parent_op(l)?;
    while m.op(p).kind == OpKind::If {
        p = m.parent_op(p)?;
    }
    (m.op(p).kind == OpKind::For).then_some(p)
}

/// True if `l`'s body has no op with regions.
fn is_leaf(m: &Module, l: OpId) -> bool {
    body_ops(m, l).iter().all(|&x| m.op(x).regions.is_empty())
}

/// The ops of `l`'s (single) body block, its terminator excluded.
fn body_ops(m: &Module, l: OpId) -> Vec<OpId> {
    let Some(b) = m.op(l).regions.first().and_then(|&r| m.entry_block(r)) else {
        return Vec::new();
    };
    let mut ops: Vec<OpId> = m.block_ops(b).collect();
    if ops.last().is_some_and(|&x| m.op(x).kind == OpKind::Yield) {
        ops.pop();
    }
    ops
}

/// The one op with regions in `l`'s body (a loop's, or an `scf.if`'s then-block), if it is
/// the only one and an `scf.for` or an `scf.if` without results or else-ops (scalar
/// promotion's guard that a loop with dynamic bounds runs).
fn single_nested(m: &Module, l: OpId) -> Option<OpId> {
    let mut nested = body_ops(m, l)
        .into_iter()
        .filter(|&x| !m.op(x).regions.is_empty());
    let x = nested.next()?;
    if nested.next().is_some() {
        return None;
    }
    let d = m.op(x);
    let guard = d.kind == OpKind::If
        && d.results.is_empty()
        && d.regions.get(1).is_none_or(|&r| {
            m.entry_block(r)
                .is_none_or(|b| m.block_ops(b).all(|y| m.op(y).kind == OpKind::Yield))
        });
    (d.kind == OpKind::For || guard).then_some(x)
}

/// The innermost `scf.for` of the nest in `l`'s body: the fused reduction after a jam.
fn single_loop(m: &Module, l: OpId) -> Option<OpId> {
    let mut x = single_nested(m, l)?;
    while m.op(x).kind == OpKind::If {
        x = single_nested(m, x)?;
    }
    Some(x)
}

/// The operands of a nested op that must be the same for every copy: a loop's bounds and
/// step, a guard's condition.
fn header(m: &Module, x: OpId) -> &[ValueId] {
    let d = m.op(x);
    match d.kind {
        OpKind::For => &d.operands[..3],
        _ => &d.operands[..1],
    }
}

/// The body of `l` split around its one nested op: (ops before, nested op, ops after).
fn split(m: &Module, l: OpId) -> Option<(Vec<OpId>, OpId, Vec<OpId>)> {
    let inner = single_nested(m, l)?;
    let ops = body_ops(m, l);
    let at = ops.iter().position(|&x| x == inner)?;
    Some((ops[..at].to_vec(), inner, ops[at + 1..].to_vec()))
}

/// True if `x` may be copied and moved among the jammed copies: no regions, and pure, a
/// `memref.load` (where `loads`) or a `memref.store` (where `stores`).
fn movable(m: &Module, x: OpId, loads: bool, stores: bool) -> bool {
    let d = m.op(x);
    if !d.regions.is_empty() {
        return false;
    }
    match op_effects(m, x) {
        Effects::None => true,
        Effects::Read => loads && d.kind == OpKind::Load,
        Effects::Write => stores && d.kind == OpKind::Store,
        Effects::Alloc | Effects::Unknown => false,
    }
}

/// True if `v` is computed from `l`'s induction variable (inside `l`, through ops' operands).
fn depends_on(m: &Module, v: ValueId, l: OpId, iv: ValueId) -> bool {
    let mut stack = vec![v];
    let mut seen = FxHashSet::default();
    while let Some(x) = stack.pop() {
        if x == iv {
            return true;
        }
        if !seen.insert(x) || super::scalar_promotion::defined_outside(m, x, l) {
            continue;
        }
        match m.defining_op(x) {
            Some(d) => stack.extend(m.op(d).operands.iter().copied()),
            // A block argument of a loop inside `l`: its induction variable (bounds from
            // outside `l`, checked) or an accumulator (counts as varying).
            None => {
                if !is_induction_variable(m, x) {
                    return true;
                }
            }
        }
    }
    false
}

/// True if `v` is the induction variable of an `scf.for`.
fn is_induction_variable(m: &Module, v: ValueId) -> bool {
    let crate::ir::ValueDef::BlockArg { block, index } = m.value(v).def else {
        return false;
    };
    index == 0
        && m.block_parent_op(block)
            .is_some_and(|p| m.op(p).kind == OpKind::For)
}

/// True if `l` may be unroll-and-jammed down to the innermost loop of its nest (the
/// reduction), and worth it.
fn jammable(
    m: &Module,
    l: OpId,
    cx: &Context<'_>,
    (an, func): (&mut Option<BufferOriginAnalysis>, OpId),
) -> bool {
    let d = m.op(l);
    if d.kind != OpKind::For
        || !d.results.is_empty()
        || cx.skip.contains(&l)
        || m.attr(l, "unsignedCmp").is_some()
        || int_const(m, d.operands[2]) != Some(1)
    {
        return false;
    }
    let iv = match m.op(l).regions.first().and_then(|&r| m.entry_block(r)) {
        Some(b) => m.block(b).args[0],
        None => return false,
    };
    // Every level down to the reduction: movable ops around one loop (or guard) whose bounds
    // (condition) the copies share.
    let mut at = l;
    while !is_leaf(m, at) {
        let Some((pre, inner, post)) = split(m, at) else {
            return false;
        };
        if !pre.iter().all(|&x| movable(m, x, true, false))
            || !post.iter().all(|&x| movable(m, x, false, true))
            || header(m, inner).iter().any(|&v| depends_on(m, v, l, iv))
        {
            return false;
        }
        at = inner;
    }
    let leaf = body_ops(m, at);
    if !leaf.iter().all(|&x| movable(m, x, true, false)) {
        return false;
    }
    // A load the copies share.
    let shared = leaf.iter().any(|&x| {
        m.op(x).kind == OpKind::Load
            && !m.op(x).operands[1..]
                .iter()
                .any(|&v| depends_on(m, v, l, iv))
    });
    if !shared {
        return false;
    }
    match dependence::for_loop(m, l) {
        Verdict::Parallel => true,
        Verdict::IfDisjoint(pairs) => {
            let known = cx
                .disjoint
                .as_deref()
                .map(|k| super::scalar_promotion::known_pairs(m, l, k))
                .unwrap_or_default();
            let known: Vec<(ValueId, ValueId)> = known
                .into_iter()
                .map(|(a, b)| (root(m, a), root(m, b)))
                .collect();
            // Tested disjoint by the version around, or provably different buffers (an
            // allocation against a function argument).
            pairs.iter().all(|&(a, b)| {
                let (a, b) = (root(m, a), root(m, b));
                known.contains(&(a, b))
                    || known.contains(&(b, a))
                    || an
                        .get_or_insert_with(|| BufferOriginAnalysis::new(m, func))
                        .is_same_live_allocation(m, a, b)
                        == Some(false)
            })
        }
        Verdict::Sequential => false,
    }
}

/// The buffer a memref value views, through `memref.cast`s.
fn root(m: &Module, mut v: ValueId) -> ValueId {
    while let Some(d) = m.defining_op(v).filter(|&d| m.op(d).kind == OpKind::Cast) {
        v = m.op(d).operands[0];
    }
    v
}

/// Unroll-and-jams `l` (checked by [`jammable`]) by `factor`: a main loop before it runs
/// `factor` iterations per trip, jammed; `l` runs the rest. Returns the main loop.
fn jam(m: &mut Module, l: OpId, factor: i128, cx: &mut Context<'_>, origins: &mut Origins) -> OpId {
    let loc = m.op(l).loc.clone();
    let it = m.value_type(m.op(l).operands[0]);
    let ip = InsertPoint::Before(l);
    let guard = nonzero_strides(m, l, &loc);
    // Constant bounds a whole number of trips apart: the main loop runs them all, and `l`
    // stays only as the fallback for a zero stride (cold: it runs for no other input).
    let exact = matches!(
        (int_const(m, m.op(l).operands[0]), int_const(m, m.op(l).operands[1])),
        (Some(a), Some(b)) if b > a && (b - a) % factor == 0
    );
    let main_ub = if exact {
        m.op(l).operands[1]
    } else {
        main_bound(m, l, factor, guard, &loc)
    };
    let step = int_constant(m, ip, factor, it, &loc);
    let offsets: Vec<ValueId> = (1..factor)
        .map(|u| int_constant(m, ip, u, it, &loc))
        .collect();
    let lb = m.op(l).operands[0];
    // The main loop, with an empty body the copies are built into.
    let region = m.new_region();
    let body = m.create_block();
    m.append_block(region, body);
    let iv = m.add_block_arg(body, it, None);
    let main = op(
        m,
        ip,
        OpKind::For,
        vec![lb, main_ub, step],
        vec![],
        vec![],
        vec![region],
        &loc,
    );
    let end = InsertPoint::BlockEnd(body);
    let old_iv = m
        .block(m.entry_block(m.op(l).regions[0]).expect("body"))
        .args[0];
    let mut maps: Vec<ValueMap> = Vec::with_capacity(factor as usize);
    for u in 0..factor as usize {
        let mut map = ValueMap::default();
        let v = if u == 0 {
            iv
        } else {
            let add = op(
                m,
                end,
                OpKind::AddI,
                vec![iv, offsets[u - 1]],
                vec![it],
                vec![],
                vec![],
                &loc,
            );
            m.op(add).results[0]
        };
        map.insert(old_iv, v);
        maps.push(map);
    }
    let mut copied = Vec::new();
    fuse_body(m, l, body, &mut maps, &mut copied);
    op(m, end, OpKind::Yield, vec![], vec![], vec![], vec![], &loc);
    super::record(origins, &copied);
    if let Some(d) = cx.disjoint.as_deref_mut() {
        if let Some(pairs) = d.get(&l).cloned() {
            d.insert(main, pairs);
        }
    }
    match (exact, guard) {
        // Nothing left for `l` to do.
        (true, None) => {
            if let Some(d) = cx.disjoint.as_deref_mut() {
                d.remove(&l);
            }
            m.erase_op(l);
        }
        // `scf.if %strides_not_zero { main } else { l }`.
        (true, Some(g)) => {
            let (then_r, then_b) = region_with_block(m);
            let (else_r, else_b) = region_with_block(m);
            let iff = versioning::if_before(m, main, g, [then_r, else_r], &loc);
            versioning::move_into_if(m, main, iff, then_b, &loc);
            versioning::move_into_if(m, l, iff, else_b, &loc);
            cx.skip.insert(l);
            cx.cold.push(l);
        }
        // The rest: `l` from the main loop's bound.
        (false, _) => m.set_operand(l, 0, main_ub),
    }
    main
}

/// Copies the body of `src` (a loop) into `dst`, once per map: ops without regions copy by
/// copy (the later copies reuse an earlier copy's pure op or load on the same operands), and
/// the one loop, if any, becomes a single loop whose `iter_args` and body are all copies'.
fn fuse_body(
    m: &mut Module,
    src: OpId,
    dst: crate::ir::BlockId,
    maps: &mut [ValueMap],
    copied: &mut Vec<(OpId, OpId)>,
) {
    let ip = InsertPoint::BlockEnd(dst);
    for x in body_ops(m, src) {
        match m.op(x).kind {
            _ if m.op(x).regions.is_empty() => copy_each(m, x, ip, maps, copied),
            OpKind::If => fuse_guard(m, x, ip, maps, copied),
            _ => fuse_loop(m, x, ip, maps, copied),
        }
    }
}

/// Copies `x` once per map at `ip`; a copy after the first whose operands map to those of
/// an earlier copy reuses its results when `x` is pure or a load (no store runs between them:
/// loads come before the stores at every level).
fn copy_each(
    m: &mut Module,
    x: OpId,
    ip: InsertPoint,
    maps: &mut [ValueMap],
    copied: &mut Vec<(OpId, OpId)>,
) {
    let shareable = matches!(op_effects(m, x), Effects::None | Effects::Read);
    let mut made: Vec<(Vec<ValueId>, OpId)> = Vec::new();
    for map in maps.iter_mut() {
        let operands: Vec<ValueId> = m
            .op(x)
            .operands
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
        if shareable {
            if let Some(&(_, c)) = made.iter().find(|(o, _)| *o == operands) {
                for (r, n) in m
                    .op(x)
                    .results
                    .clone()
                    .into_iter()
                    .zip(m.op(c).results.clone())
                {
                    map.insert(r, n);
                }
                continue;
            }
        }
        let c = clone_op(m, x, ip, map, copied);
        made.push((operands, c));
    }
}

/// The one-guard fusion of the copies of `g` (an `scf.if` without results or else-ops whose
/// condition every copy shares): its then-block fused ([`fuse_body`]).
fn fuse_guard(
    m: &mut Module,
    g: OpId,
    ip: InsertPoint,
    maps: &mut [ValueMap],
    copied: &mut Vec<(OpId, OpId)>,
) {
    let d = m.op(g).clone();
    let cond = *maps[0].get(&d.operands[0]).unwrap_or(&d.operands[0]);
    let then = m.new_region();
    let body = m.create_block();
    m.append_block(then, body);
    let empty = m.new_region();
    let fused = op(
        m,
        ip,
        OpKind::If,
        vec![cond],
        vec![],
        vec![],
        vec![then, empty],
        &d.loc,
    );
    m.op_mut(fused).attrs = d.attrs.clone();
    fuse_body(m, g, body, maps, copied);
    op(
        m,
        InsertPoint::BlockEnd(body),
        OpKind::Yield,
        vec![],
        vec![],
        vec![],
        vec![],
        &d.loc,
    );
}

/// The one-loop fusion of `l`'s copies: `iter_args` and results concatenated copy by copy,
/// the body fused level by level ([`fuse_body`]).
fn fuse_loop(
    m: &mut Module,
    l: OpId,
    ip: InsertPoint,
    maps: &mut [ValueMap],
    copied: &mut Vec<(OpId, OpId)>,
) {
    let d = m.op(l).clone();
    let get = |map: &ValueMap, v: ValueId| *map.get(&v).unwrap_or(&v);
    let mut operands: Vec<ValueId> = d.operands[..3].iter().map(|&v| get(&maps[0], v)).collect();
    let mut types: Vec<TypeId> = Vec::new();
    for map in maps.iter() {
        operands.extend(d.operands[3..].iter().map(|&v| get(map, v)));
        types.extend(d.results.iter().map(|&r| m.value_type(r)));
    }
    let old_body = m.entry_block(d.regions[0]).expect("scf.for has a body");
    let old_args = m.block(old_body).args.clone();
    let region = m.new_region();
    let body = m.create_block();
    m.append_block(region, body);
    let iv = m.add_block_arg(body, m.value_type(old_args[0]), None);
    for map in maps.iter_mut() {
        map.insert(old_args[0], iv);
        for &a in &old_args[1..] {
            let t = m.value_type(a);
            let n = m.add_block_arg(body, t, None);
            map.insert(a, n);
        }
    }
    let fused = op(
        m,
        ip,
        OpKind::For,
        operands,
        types,
        vec![],
        vec![region],
        &d.loc,
    );
    m.op_mut(fused).attrs = d.attrs.clone();
    fuse_body(m, l, body, maps, copied);
    let old_yield = m.terminator(old_body).expect("scf.yield ends the body");
    let yields: Vec<ValueId> = maps
        .iter()
        .flat_map(|map| {
            m.op(old_yield)
                .operands
                .iter()
                .map(|&v| get(map, v))
                .collect::<Vec<_>>()
        })
        .collect();
    op(
        m,
        InsertPoint::BlockEnd(body),
        OpKind::Yield,
        yields,
        vec![],
        vec![],
        vec![],
        &d.loc,
    );
    let results = m.op(fused).results.clone();
    let n = d.results.len();
    for (u, map) in maps.iter_mut().enumerate() {
        for (k, &r) in d.results.iter().enumerate() {
            map.insert(r, results[u * n + k]);
        }
    }
}

/// An `i1` that is true when every dimension a store in `l` walks with `l`'s induction
/// variable has a non-zero stride ([`versioning::nonzero_strides_test`]). Built before `l`.
fn nonzero_strides(m: &mut Module, l: OpId, loc: &Location) -> Option<ValueId> {
    let iv = m
        .block(m.entry_block(m.op(l).regions[0]).expect("body"))
        .args[0];
    let mut dims: Vec<(ValueId, usize)> = Vec::new();
    m.walk_nested(l, &mut |x| {
        let d = m.op(x);
        if d.kind == OpKind::Store {
            for (k, &v) in d.operands[2..].iter().enumerate() {
                if depends_on(m, v, l, iv) && !dims.contains(&(d.operands[1], k)) {
                    dims.push((d.operands[1], k));
                }
            }
        }
    });
    versioning::nonzero_strides_test(m, InsertPoint::Before(l), &dims, loc)
}

/// The main loop's upper bound ([`super::partial_unroll::dynamic_bound`]: `lb + (d - d mod
/// factor)` with `d = ub > lb ? ub - lb : 0`), or `lb` (no trip) where `guard` is false. Built
/// before `l`.
fn main_bound(
    m: &mut Module,
    l: OpId,
    factor: i128,
    guard: Option<ValueId>,
    loc: &Location,
) -> ValueId {
    let bound = super::partial_unroll::dynamic_bound(m, l, factor, loc);
    match guard {
        None => bound,
        Some(g) => {
            let lb = m.op(l).operands[0];
            let ty = m.value_type(lb);
            let s = op(
                m,
                InsertPoint::Before(l),
                OpKind::Select,
                vec![g, bound, lb],
                vec![ty],
                vec![],
                vec![],
                loc,
            );
            m.op(s).results[0]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::test_module as parse;

    fn jam_text(src: &str, o: Options) -> String {
        let mut m = parse(src);
        for f in m.top_level_ops() {
            if m.op(f).kind == OpKind::Func {
                jam_in_function(
                    &mut m,
                    f,
                    o,
                    &mut Context::default(),
                    &mut Origins::default(),
                );
            }
        }
        crate::verify::verify(&m).expect("verifies");
        crate::print::print_module(&m, Default::default())
    }

    /// An i-j-k matmul with a transposed second operand, promoted, on allocations (the
    /// dependence test needs no version).
    fn matmul_bt(layout: &str) -> String {
        format!(
            r#"func.func @f() -> memref<6x5xi32{layout}> {{
  %A = memref.alloc() : memref<6x32xi32>
  %B = memref.alloc() : memref<5x32xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c32 = arith.constant 32 : index
  %C = memref.alloc() : memref<6x5xi32{layout}>
  scf.for %i = %c0 to %c6 step %c1 {{
    scf.for %j = %c0 to %c5 step %c1 {{
      %c = memref.load %C[%i, %j] : memref<6x5xi32{layout}>
      %r = scf.for %k = %c0 to %c32 step %c1 iter_args(%acc = %c) -> (i32) {{
        %a = memref.load %A[%i, %k] : memref<6x32xi32>
        %b = memref.load %B[%j, %k] : memref<5x32xi32>
        %m = arith.muli %a, %b : i32
        %s = arith.addi %acc, %m : i32
        scf.yield %s : i32
      }}
      memref.store %r, %C[%i, %j] : memref<6x5xi32{layout}>
    }}
  }}
  return %C : memref<6x5xi32{layout}>
}}
"#
        )
    }

    #[test]
    fn both_loops_jam_into_one_reduction_with_shared_loads() {
        let t = jam_text(&matmul_bt(""), Options::default());
        // 4 x 2 accumulators in one loop; each A row and B row loaded once per trip.
        assert!(
            t.contains("-> (i32, i32, i32, i32, i32, i32, i32, i32)"),
            "{t}"
        );
        let fused = t
            .split("-> (i32, i32, i32, i32, i32, i32, i32, i32) {")
            .nth(1)
            .expect("fused loop");
        let fused = &fused[..fused.find("scf.yield").expect("yield")];
        assert_eq!(fused.matches("memref.load %alloc[").count(), 4, "{t}");
        assert_eq!(fused.matches("memref.load %alloc_0[").count(), 2, "{t}");
        assert_eq!(fused.matches("arith.muli").count(), 8, "{t}");
        // The remainders keep the loops as written.
        assert_eq!(t.matches("iter_args").count(), 3, "{t}");
    }

    #[test]
    fn whole_trips_leave_no_remainder_and_a_tested_stride_a_cold_fallback() {
        let exact = |layout: &str| {
            matmul_bt(layout)
                .replace("6x32", "8x32")
                .replace("6x5", "8x4")
                .replace("5x32", "4x32")
                .replace("%c6 = arith.constant 6", "%c6 = arith.constant 8")
                .replace("%c5 = arith.constant 5", "%c5 = arith.constant 4")
        };
        // Static strides: only the jammed nest is left.
        let t = jam_text(&exact(""), Options::default());
        assert_eq!(t.matches("iter_args").count(), 1, "{t}");
        assert!(!t.contains("scf.if"), "{t}");
        // Dynamic ones: the original nest runs where a stride is zero.
        let mut m = parse(&exact(", strided<[?, ?]>"));
        let f = m.top_level_ops()[0];
        let mut cx = Context::default();
        jam_in_function(
            &mut m,
            f,
            Options::default(),
            &mut cx,
            &mut Origins::default(),
        );
        crate::verify::verify(&m).expect("verifies");
        let t = crate::print::print_module(&m, Default::default());
        assert!(t.contains("} else {"), "{t}");
        assert_eq!(cx.cold.len(), 2, "{t}");
        assert!(cx.cold.iter().all(|l| cx.skip.contains(l)), "{t}");
    }

    #[test]
    fn an_in_order_float_sum_jams_into_independent_chains() {
        let src = matmul_bt("")
            .replace("xi32", "xf32")
            .replace("-> (i32)", "-> (f32)")
            .replace("arith.muli %a, %b : i32", "arith.mulf %a, %b : f32")
            .replace("arith.addi %acc, %m : i32", "arith.addf %acc, %m : f32")
            .replace("scf.yield %s : i32", "scf.yield %s : f32");
        let t = jam_text(&src, Options::default());
        assert!(
            t.contains("-> (f32, f32, f32, f32, f32, f32, f32, f32)"),
            "{t}"
        );
        // Each copy's own chain: eight additions on eight different accumulators.
        let fused = t
            .split("-> (f32, f32, f32, f32, f32, f32, f32, f32) {")
            .nth(1)
            .expect("fused loop");
        let fused = &fused[..fused.find("scf.yield").expect("yield")];
        assert_eq!(fused.matches("arith.addf %arg").count(), 8, "{t}");
    }

    #[test]
    fn a_zero_stride_output_is_tested_and_a_static_zero_refused() {
        let t = jam_text(&matmul_bt(", strided<[?, ?]>"), Options::default());
        assert!(t.contains("memref.extract_strided_metadata"), "{t}");
        assert!(t.contains("arith.cmpi ne"), "{t}");
        let t = jam_text(&matmul_bt(", strided<[0, 1]>"), Options::default());
        // Rows of stride 0: the outer loop's main loop never runs (constant false guard).
        assert!(t.contains("arith.constant false"), "{t}");
    }

    #[test]
    fn a_loop_carrying_a_dependence_is_left_alone() {
        // C[i, j] reads C[i - 1, j]: the i loop is not parallel; j still is.
        let src = matmul_bt("").replace(
            "%c = memref.load %C[%i, %j]",
            "%im = arith.subi %i, %c1 : index\n      %c = memref.load %C[%im, %j]",
        );
        let t = jam_text(&src, Options::default());
        assert!(!t.contains("-> (i32, i32, i32, i32"), "{t}");
        assert!(t.contains("-> (i32, i32)"), "{t}");
    }

    #[test]
    fn nothing_shared_nothing_jammed() {
        // A row reduction: each row its own loads.
        let src = r#"func.func @f() {
  %A = memref.alloc() : memref<8x32xi32>
  %r = memref.alloc() : memref<8xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %c = memref.load %r[%i] : memref<8xi32>
    %s = scf.for %k = %c0 to %c32 step %c1 iter_args(%acc = %c) -> (i32) {
      %a = memref.load %A[%i, %k] : memref<8x32xi32>
      %t = arith.addi %acc, %a : i32
      scf.yield %t : i32
    }
    memref.store %s, %r[%i] : memref<8xi32>
  }
  return
}
"#;
        let t = jam_text(src, Options::default());
        assert_eq!(t.matches("scf.for").count(), 2, "{t}");
    }

    #[test]
    fn options_are_checked() {
        let bad = vec![("factor".to_string(), "2".to_string())];
        assert!(parse_options(&bad).is_err());
        let ok = vec![("inner-factor".to_string(), "4".to_string())];
        assert_eq!(parse_options(&ok).expect("valid").inner_factor, 4);
    }
}
