//! `--loop-scalar-promotion`: keeps a memref location that is loop-invariant in an `scf.for`
//! in a register. The location is loaded once before the loop, carried in an `iter_args` value
//! (loads read it, stores replace it) and stored once after the loop. This removes the
//! loop-carried dependence through memory of reductions such as the i-j-k matmul's `C[i, j]`
//! (`convert-linalg-to-loops` of `linalg.matmul`), which Cranelift cannot remove because it does
//! not know that the other accesses do not touch the location.
//!
//! ```mlir
//! // before
//! scf.for %k = %c0 to %c256 step %c1 {
//!   %a = memref.load %A[%i, %k] : memref<256x256xf32>
//!   %c = memref.load %C[%i, %j] : memref<256x256xf32>
//!   %s = arith.addf %c, %a : f32
//!   memref.store %s, %C[%i, %j] : memref<256x256xf32>
//! }
//! // after
//! %0 = memref.load %C[%i, %j] : memref<256x256xf32>
//! %1 = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %0) -> (f32) {
//!   %a = memref.load %A[%i, %k] : memref<256x256xf32>
//!   %s = arith.addf %acc, %a : f32
//!   scf.yield %s : f32
//! }
//! memref.store %1, %C[%i, %j] : memref<256x256xf32>
//! ```
//!
//! A location is a memref value and index values, all defined outside the loop, accessed only
//! by `memref.load`/`memref.store` directly in the loop body (not in nested regions). It is
//! promoted when every other access in the loop is provably to another buffer
//! ([`BufferOriginAnalysis::is_same_live_allocation`]: distinct `memref.alloc` results, an allocation
//! against a function argument, ...). When buffers cannot be told apart statically (two function
//! arguments, call results) and the other access only *reads*, the nest around the loop is
//! versioned at the outermost loop the memrefs are invariant in ([`super::versioning`]): its
//! promoted copy runs when the two memrefs' address ranges are disjoint, the original (cold)
//! otherwise. Inside the copy the tested pairs count as distinct, so the location is promoted
//! out of the enclosing loops too, without a second test. Refused: loops containing calls or other ops with unknown
//! or writing effects (`memref.copy`, `memref.dealloc`, `cf.assert`), views of the same buffer
//! (always the same allocation), stores through another memref that may alias the location,
//! and `unsigned` loops. A loop whose bounds are not constants with a positive trip count is
//! guarded by `scf.if %lb < %ub`, so the hoisted load never runs where the loop would not.

use super::{versioning, Origins};
use crate::analysis::buffer_origin::BufferOriginAnalysis;
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{InsertPoint, Module, OpId, ValueDef, ValueId};
use crate::rewrite::effects::{op_effects, Effects};
use crate::transforms::canonicalize::fold::int_const;
use crate::transforms::canonicalize::util::spec_like;
use crate::transforms::ownership::build::{op, region_with_block};
use crate::transforms::ownership::state::is_memref;
use crate::transforms::PassOptions;
use rustc_hash::{FxHashMap, FxHashSet};

/// Options of `--loop-scalar-promotion`.
#[derive(Copy, Clone, Debug)]
pub struct Options {
    /// Version nests on a run-time overlap test when buffers may alias (`versioning=true`,
    /// the default).
    pub versioning: bool,
    /// Move the cold copy of each versioned nest into a private function of its own
    /// ([`super::outline`]; `outline-cold=true`, off by default; code generation does it at
    /// `-O1`+ with compile tiers on).
    pub outline_cold: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            versioning: true,
            outline_cold: false,
        }
    }
}

/// Parses `versioning=true|false` and `outline-cold=true|false`.
pub fn parse_options(opts: &PassOptions) -> Result<Options, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let d = Options::default();
    let mut r = OptionReader::new(opts, "loop-scalar-promotion", Wording::InvalidOption);
    let o = Options {
        versioning: r.flag("versioning", d.versioning),
        outline_cold: r.flag("outline-cold", d.outline_cold),
    };
    r.finish()?;
    Ok(o)
}

/// Runs the pass on every function of the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    for f in m.top_level_ops() {
        if m.op(f).kind == OpKind::Func {
            let done = promote_in_function(m, f, o, &mut Origins::default());
            if o.outline_cold {
                super::outline::outline_cold(m, f, &done.cold);
            }
        }
    }
    Ok(())
}

/// Runs the pass on one function (`outline-cold` needs the module: refused here).
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    if o.outline_cold {
        return Err(Diagnostic::error(
            None,
            "option 'outline-cold' of loop-scalar-promotion adds functions: run the pass on the module, not nested in func.func",
        ));
    }
    promote_in_function(m, func, o, &mut Origins::default());
    Ok(())
}

/// One `memref.load`/`memref.store` in a loop.
#[derive(Clone, Debug)]
pub(crate) struct Access {
    pub op: OpId,
    pub memref: ValueId,
    pub indices: Vec<ValueId>,
    pub write: bool,
    /// Directly in the loop body (not in a nested region).
    pub top: bool,
}

/// A promotable location and its accesses (indices into the access list).
#[derive(Clone, Debug)]
struct Group {
    memref: ValueId,
    indices: Vec<ValueId>,
    ops: Vec<OpId>,
    stored: bool,
}

/// What loop versioning has done so far in one function.
#[derive(Default)]
struct VersionState {
    /// Loops that must not be versioned (again): the loops of versioned originals.
    no_version: FxHashSet<OpId>,
    /// For the fast copy of each versioned nest (and copies of it), the memref pairs its
    /// version tested disjoint: loops inside it treat them as distinct buffers.
    known: FxHashMap<OpId, Vec<(ValueId, ValueId)>>,
    /// The loops of versioned originals (run only when the buffers overlap).
    cold: FxHashSet<OpId>,
}

/// What to do with one loop.
struct Plan {
    groups: Vec<Group>,
    /// Memref pairs whose disjointness the loop version must test.
    pairs: Vec<(ValueId, ValueId)>,
}

/// What [`promote_in_function`] leaves for later steps.
#[derive(Default)]
pub struct Promoted {
    /// The cold loops: those of the original nests of versioned loops, which run only when
    /// buffers overlap (later steps leave them as written).
    pub cold: FxHashSet<OpId>,
    /// For the fast copy of each versioned nest, the memref pairs its run-time test proved
    /// disjoint, keyed by the copy's outermost loop (a loop nested in it gets the pairs of every
    /// copy around it; valid until the next step changes the IR).
    pub disjoint: FxHashMap<OpId, Vec<(ValueId, ValueId)>>,
}

/// Promotes loop-invariant locations in every `scf.for` of `func`, innermost loops first, one
/// loop per round; each round analyses only the loops a change may have affected (those around
/// it, and the new ones), and rebuilds the buffer-origin analysis only after a change that made
/// buffer values (new values are not in it). Copied ops are recorded in `origins`.
pub fn promote_in_function(
    m: &mut Module,
    func: OpId,
    o: Options,
    origins: &mut Origins,
) -> Promoted {
    promote_in_function_seeded(m, func, o, origins, Default::default(), Default::default())
}

/// [`promote_in_function`] after an earlier step versioned nests: the loops of `cold` (their
/// originals) are left as written, and the loops in each key of `disjoint` (a fast copy)
/// count its memref pairs as distinct buffers. Both are part of the result.
pub fn promote_in_function_seeded(
    m: &mut Module,
    func: OpId,
    o: Options,
    origins: &mut Origins,
    cold: FxHashSet<OpId>,
    disjoint: FxHashMap<OpId, Vec<(ValueId, ValueId)>>,
) -> Promoted {
    let mut st = VersionState {
        no_version: cold.clone(),
        known: disjoint,
        cold,
    };
    // Loops analysed and found to have nothing to promote. The verdict holds until a change
    // inside the loop: a promotion or versioning only rewrites the loop it applies to and the
    // nest it versions, whose enclosing loops are forgotten here (the fast copy's loops are new
    // ops, the original's are cold). Every other loop keeps its ops, its enclosing versions'
    // disjointness facts and the buffer origins of its memrefs, so its analysis would come out
    // the same (re-analysing them after every change cost most of the pass on a deep nest).
    // The only loop a change erases is the one it applies to, never one recorded here, so an
    // op id reused by a new loop is never mistaken for a settled one.
    let mut nothing: FxHashSet<OpId> = FxHashSet::default();
    // Built when a loop first asks whether two buffers alias (most loops never do: they have
    // no invariant location); kept across a promotion that makes no buffer value.
    let mut an = None;
    loop {
        let mut loops = Vec::new();
        m.walk_nested(func, &mut |x| {
            if m.op(x).kind == OpKind::For {
                loops.push(x);
            }
        });
        if loops.is_empty() {
            return st.into();
        }
        let mut changed = false;
        // Reverse pre-order: every loop after the loops nested in it.
        for &l in loops.iter().rev() {
            // The loops of versioned originals run only when buffers overlap: they stay as
            // written, as the later steps leave them (a location the version tested could not
            // be promoted there anyway, and analysing them again after every change cost
            // about a tenth of the stage on the convolution).
            if st.cold.contains(&l) || nothing.contains(&l) {
                continue;
            }
            let allow_version = o.versioning && !st.no_version.contains(&l);
            let known = known_pairs(m, l, &st.known);
            let Some(plan) = analyze(m, (&mut an, func), l, allow_version, &known) else {
                nothing.insert(l);
                continue;
            };
            // The loops around `l` (and around the nest a version copies, which encloses `l`)
            // change with it.
            let mut up = m.parent_op(l);
            while let Some(p) = up {
                nothing.remove(&p);
                up = m.parent_op(p);
            }
            // A version copies buffer values, and a loop with buffer results is rebuilt with
            // new ones: the analysis does not know them. A plain promotion makes only loads,
            // scalar iter_args and stores.
            let buffer_results = m.op(l).results.iter().any(|&r| is_memref(m, r));
            if !plan.pairs.is_empty() || buffer_results {
                an = None;
            }
            apply(m, l, plan, &mut st, origins);
            changed = true;
            break;
        }
        if !changed {
            return st.into();
        }
    }
}

impl From<VersionState> for Promoted {
    fn from(st: VersionState) -> Self {
        Promoted {
            cold: st.cold,
            disjoint: st.known,
        }
    }
}

/// True if `v` is defined outside `l` (not by an op nested in it, not a block argument of it).
pub(crate) fn defined_outside(m: &Module, v: ValueId, l: OpId) -> bool {
    let mut block = match m.value(v).def {
        ValueDef::Result { op, .. } => m.op(op).parent,
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Detached => return false,
    };
    while let Some(b) = block {
        let Some(p) = m.block_parent_op(b) else {
            return true;
        };
        if p == l {
            return false;
        }
        block = m.op(p).parent;
    }
    true
}

/// Gathers the memory accesses nested in `block`; false if an op may touch memory otherwise.
pub(crate) fn collect(
    m: &Module,
    block: crate::ir::BlockId,
    top: bool,
    out: &mut Vec<Access>,
) -> bool {
    for x in m.block_ops(block) {
        let d = m.op(x);
        match d.kind {
            OpKind::Load => out.push(Access {
                op: x,
                memref: d.operands[0],
                indices: d.operands[1..].to_vec(),
                write: false,
                top,
            }),
            OpKind::Store => out.push(Access {
                op: x,
                memref: d.operands[1],
                indices: d.operands[2..].to_vec(),
                write: true,
                top,
            }),
            k if crate::transforms::ownership::interfaces::has_recursive_memory_effects(k) => {
                if !matches!(
                    k,
                    OpKind::For
                        | OpKind::If
                        | OpKind::While
                        | OpKind::ExecuteRegion
                        | OpKind::IndexSwitch
                ) {
                    return false;
                }
            }
            _ => match op_effects(m, x) {
                Effects::None | Effects::Alloc => {}
                Effects::Read | Effects::Write | Effects::Unknown => return false,
            },
        }
        for &r in &d.regions {
            for b in m.region_blocks(r) {
                if !collect(m, b, false, out) {
                    return false;
                }
            }
        }
    }
    true
}

/// Decides which locations of `l` to promote and which memref pairs need a run-time test.
fn analyze(
    m: &Module,
    (an, func): (&mut Option<BufferOriginAnalysis>, OpId),
    l: OpId,
    allow_version: bool,
    known: &[(ValueId, ValueId)],
) -> Option<Plan> {
    if m.attr(l, "unsignedCmp").is_some() {
        return None;
    }
    let body = m.entry_block(m.op(l).regions[0])?;
    let mut accesses = Vec::new();
    if !collect(m, body, true, &mut accesses) {
        return None;
    }
    let mut groups: Vec<Group> = Vec::new();
    let mut invalid: Vec<bool> = Vec::new();
    for a in &accesses {
        let invariant =
            defined_outside(m, a.memref, l) && a.indices.iter().all(|&v| defined_outside(m, v, l));
        if !invariant {
            continue;
        }
        let pos = groups
            .iter()
            .position(|g| g.memref == a.memref && g.indices == a.indices);
        let gi = match pos {
            Some(i) => i,
            None => {
                groups.push(Group {
                    memref: a.memref,
                    indices: a.indices.clone(),
                    ops: vec![],
                    stored: false,
                });
                invalid.push(false);
                groups.len() - 1
            }
        };
        if !a.top {
            invalid[gi] = true;
        }
        groups[gi].ops.push(a.op);
        groups[gi].stored |= a.write;
    }
    let mut pairs: Vec<(ValueId, ValueId)> = Vec::new();
    for (gi, g) in groups.iter().enumerate() {
        if invalid[gi] {
            continue;
        }
        let mut needs: Vec<(ValueId, ValueId)> = Vec::new();
        for x in &accesses {
            if g.ops.contains(&x.op) {
                continue;
            }
            let tested =
                known.contains(&(g.memref, x.memref)) || known.contains(&(x.memref, g.memref));
            let an = an.get_or_insert_with(|| BufferOriginAnalysis::new(m, func));
            match an.is_same_live_allocation(m, g.memref, x.memref) {
                Some(false) => {}
                None if tested => {}
                Some(true) => invalid[gi] = true,
                None => {
                    if x.write || !allow_version || !defined_outside(m, x.memref, l) {
                        invalid[gi] = true;
                    } else if !needs.contains(&(g.memref, x.memref)) {
                        needs.push((g.memref, x.memref));
                    }
                }
            }
            if invalid[gi] {
                break;
            }
        }
        if !invalid[gi] {
            for p in needs {
                if !pairs.contains(&p) {
                    pairs.push(p);
                }
            }
        }
    }
    let groups: Vec<Group> = groups
        .into_iter()
        .zip(invalid)
        .filter(|(_, bad)| !bad)
        .map(|(g, _)| g)
        .collect();
    if groups.is_empty() {
        return None;
    }
    Some(Plan { groups, pairs })
}

/// Versions the loop nest around `l` if the plan needs a test, then promotes. The version is
/// taken at the outermost enclosing `scf.for` the tested memrefs are invariant in (where the
/// test goes, [`versioning::test_point`]), so loops nested in the fast copy run without
/// branching and may be promoted further out (their pairs are recorded in `known`); the
/// original nest keeps every loop unversioned.
fn apply(m: &mut Module, l: OpId, plan: Plan, st: &mut VersionState, origins: &mut Origins) {
    if plan.pairs.is_empty() {
        promote(m, l, &plan.groups, origins);
        return;
    }
    let loc = m.op(l).loc.clone();
    let at = versioning::test_point(m, l, &plan.pairs);
    let Some(cond) = versioning::disjoint_test(m, InsertPoint::Before(at), &plan.pairs, &loc)
    else {
        st.no_version.insert(l);
        return;
    };
    let (fast, ops, values) = versioning::version_mapped(m, at, cond);
    super::record(origins, &ops);
    let mut known = Vec::new();
    for &(a, b) in &ops {
        if st.no_version.contains(&a) {
            st.no_version.insert(b);
        }
        if let Some(k) = st.known.get(&a) {
            known.push((b, k.clone()));
        }
    }
    for (b, k) in known {
        st.known.insert(b, k);
    }
    st.no_version.insert(at);
    st.cold.insert(at);
    m.walk_nested(at, &mut |x| {
        if m.op(x).kind == OpKind::For {
            st.no_version.insert(x);
            st.cold.insert(x);
        }
    });
    let entry = st.known.entry(fast).or_default();
    for &p in &plan.pairs {
        if !entry.contains(&p) {
            entry.push(p);
        }
    }
    let clone_of = |o: OpId| {
        ops.iter()
            .find(|(a, _)| *a == o)
            .map(|&(_, b)| b)
            .unwrap_or(o)
    };
    let value_of = |v: ValueId| *values.get(&v).unwrap_or(&v);
    let groups: Vec<Group> = plan
        .groups
        .iter()
        .map(|g| Group {
            memref: value_of(g.memref),
            indices: g.indices.iter().map(|&v| value_of(v)).collect(),
            ops: g.ops.iter().map(|&o| clone_of(o)).collect(),
            stored: g.stored,
        })
        .collect();
    promote(m, clone_of(l), &groups, origins);
}

/// The memref pairs that versions enclosing `l` (or `l` itself) tested disjoint.
pub(crate) fn known_pairs(
    m: &Module,
    l: OpId,
    known: &FxHashMap<OpId, Vec<(ValueId, ValueId)>>,
) -> Vec<(ValueId, ValueId)> {
    let mut out = Vec::new();
    let mut at = Some(l);
    while let Some(x) = at {
        if let Some(k) = known.get(&x) {
            out.extend_from_slice(k);
        }
        at = m.parent_op(x);
    }
    out
}

/// Rewrites `l` so that each group's location lives in a register: guarded by a trip check
/// unless it surely runs, each location loaded before the loop, its loads and stores in the
/// body replaced by the current value (an `iter_args` value where it is stored), and the
/// stored ones written back after the loop.
///
/// ```mlir
/// scf.for %i = %c0 to %c8 step %c1 {
///   %v = memref.load %acc[%c0] : memref<1xf32>
///   %s = arith.addf %v, %x : f32
///   memref.store %s, %acc[%c0] : memref<1xf32>
/// }
/// ```
/// becomes
/// ```mlir
/// %init = memref.load %acc[%c0] : memref<1xf32>
/// %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%v = %init) -> (f32) {
///   %s = arith.addf %v, %x : f32
///   scf.yield %s : f32
/// }
/// memref.store %r, %acc[%c0] : memref<1xf32>
/// ```
fn promote(m: &mut Module, l: OpId, groups: &[Group], origins: &mut Origins) {
    let loc = m.op(l).loc.clone();
    let ops = m.op(l).operands.clone();
    let (lb, ub) = (ops[0], ops[1]);
    let runs = matches!((int_const(m, lb), int_const(m, ub)), (Some(a), Some(b)) if a < b);
    if !runs {
        guard_by_trip_check(m, l, &loc);
    }
    let body = m
        .entry_block(m.op(l).regions[0])
        .expect("scf.for has a body");
    let (mut current, inits) = load_before(m, l, body, groups, origins);
    forward_in_body(m, body, groups, &mut current);
    let yield_op = m.terminator(body).expect("scf.for body ends in scf.yield");
    let mut yops = m.op(yield_op).operands.clone();
    for (g, &v) in groups.iter().zip(&current) {
        if g.stored {
            yops.push(v);
        }
    }
    m.set_operands(yield_op, yops);
    if inits.is_empty() {
        return;
    }
    let (nl, promoted) = add_iter_args(m, l, &inits);
    store_after(m, nl, &promoted, groups, origins);
}

/// Puts `l` under `scf.if %lb < %ub`, so that the loads hoisted before it only run when it
/// does; the `else` branch yields the loop's inits (without results it stays empty, as
/// MLIR's builder leaves it).
///
/// ```mlir
/// %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %init) -> (f32) { ... }
/// ```
/// becomes
/// ```mlir
/// %0 = arith.cmpi slt, %lb, %ub : index
/// %r = scf.if %0 -> (f32) {
///   %1 = scf.for %i = %lb to %ub step %c1 iter_args(%a = %init) -> (f32) { ... }
///   scf.yield %1 : f32
/// } else {
///   scf.yield %init : f32
/// }
/// ```
fn guard_by_trip_check(m: &mut Module, l: OpId, loc: &crate::ir::Location) {
    let ops = m.op(l).operands.clone();
    let (lb, ub) = (ops[0], ops[1]);
    // `slt` is predicate 2.
    let cond = crate::transforms::ownership::build::cmpi(m, InsertPoint::Before(l), 2, lb, ub, loc);
    let has_results = !m.op(l).results.is_empty();
    let (then_r, then_b) = region_with_block(m);
    // Without results the else region stays empty (MLIR's builder leaves it so).
    let (else_r, else_b) = if has_results {
        let (r, b) = region_with_block(m);
        (r, Some(b))
    } else {
        (m.new_region(), None)
    };
    let iff = versioning::if_before(m, l, cond, [then_r, else_r], loc);
    versioning::move_into_if(m, l, iff, then_b, loc);
    if let Some(else_b) = else_b {
        let inits = ops[3..].to_vec();
        op(
            m,
            InsertPoint::BlockEnd(else_b),
            OpKind::Yield,
            inits,
            vec![],
            vec![],
            vec![],
            loc,
        );
    }
}

/// Loads each group's location before `l`; returns the value each group starts the body
/// with (a new `iter_args` block argument of `body` for stored groups, the load otherwise)
/// and the loads that become the new inits.
fn load_before(
    m: &mut Module,
    l: OpId,
    body: crate::ir::BlockId,
    groups: &[Group],
    origins: &mut Origins,
) -> (Vec<ValueId>, Vec<ValueId>) {
    let loc = m.op(l).loc.clone();
    let mut current = Vec::new();
    let mut inits = Vec::new();
    for g in groups {
        let elem = m
            .ty(m.value_type(g.memref))
            .element_type()
            .expect("memref element type");
        let mut operands = vec![g.memref];
        operands.extend(&g.indices);
        let ld = op(
            m,
            InsertPoint::Before(l),
            OpKind::Load,
            operands,
            vec![elem],
            vec![],
            vec![],
            &loc,
        );
        super::record(origins, &[(g.ops[0], ld)]);
        let v = m.op(ld).results[0];
        if g.stored {
            let arg = m.add_block_arg(body, elem, None);
            inits.push(v);
            current.push(arg);
        } else {
            current.push(v);
        }
    }
    (current, inits)
}

/// Erases the groups' loads and stores in `body`: a load reads the group's current value, a
/// store makes its value the current one (`current` ends with the values to yield).
fn forward_in_body(
    m: &mut Module,
    body: crate::ir::BlockId,
    groups: &[Group],
    current: &mut [ValueId],
) {
    for x in m.block_ops(body).collect::<Vec<_>>() {
        let Some(gi) = groups.iter().position(|g| g.ops.contains(&x)) else {
            continue;
        };
        if m.op(x).kind == OpKind::Load {
            let r = m.op(x).results[0];
            m.replace_all_uses(r, current[gi]);
        } else {
            current[gi] = m.op(x).operands[0];
        }
        m.erase_op(x);
    }
}

/// Replaces `l` by a copy with `inits` as extra `iter_args` (the body, already given the
/// block arguments and yield operands, moves over). Returns the new loop and its results for
/// the extra `iter_args`.
fn add_iter_args(m: &mut Module, l: OpId, inits: &[ValueId]) -> (OpId, Vec<ValueId>) {
    let d = m.op(l).clone();
    let mut operands = d.operands.clone();
    operands.extend(inits);
    let mut result_types: Vec<_> = d.results.iter().map(|&r| m.value_type(r)).collect();
    result_types.extend(inits.iter().map(|&v| m.value_type(v)));
    let regions = std::mem::take(&mut m.op_mut(l).regions).to_vec();
    let spec = spec_like(&d, operands, result_types, regions);
    let nl = m.insert_new_op(InsertPoint::Before(l), spec);
    let new_results = m.op(nl).results.clone();
    for (i, &r) in d.results.iter().enumerate() {
        m.replace_all_uses(r, new_results[i]);
    }
    m.erase_op(l);
    (nl, new_results[d.results.len()..].to_vec())
}

/// Stores the final value of each stored group (`promoted`, in order) after loop `nl`.
fn store_after(
    m: &mut Module,
    nl: OpId,
    promoted: &[ValueId],
    groups: &[Group],
    origins: &mut Origins,
) {
    let loc = m.op(nl).loc.clone();
    let mut ip = InsertPoint::After(nl);
    let stored = groups.iter().filter(|g| g.stored);
    for (&v, g) in promoted.iter().zip(stored) {
        let mut operands = vec![v, g.memref];
        operands.extend(&g.indices);
        let st = op(m, ip, OpKind::Store, operands, vec![], vec![], vec![], &loc);
        super::record(
            origins,
            &[(*g.ops.last().expect("a stored group has ops"), st)],
        );
        ip = InsertPoint::After(st);
    }
}
