//! Multi-buffering (MLIR 22's `memref::multiBuffer`): a scratch buffer that a loop fully
//! overwrites at the start of every iteration gets a new outer dimension of size N, and
//! iteration `iv` works on slice `((iv - lb) floordiv step) mod N`, so consecutive iterations no
//! longer share the buffer (the dependency software pipelining needs broken).
//!
//! ```mlir
//! %0 = memref.alloc() : memref<4xf32>             %alloc = memref.alloc() : memref<2x4xf32>
//! scf.for %i = %c1 to %n step %c3 {               scf.for %i = %c1 to %n step %c3 {
//!                                           =>      %0 = affine.apply #map(%i)
//!                                                   %sv = memref.subview %alloc[%0, 0] [1, 4] [1, 1]
//!                                                       : memref<2x4xf32> to memref<4xf32, strided<[1], offset: ?>>
//!   memref.copy %src, %0 : ... to memref<4xf32>     memref.copy %src, %sv : ... to memref<4xf32, strided<[1], offset: ?>>
//!   "use"(%0) : (memref<4xf32>) -> ()               "use"(%sv) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
//! }                                               }
//! ```
//! with `#map = affine_map<(d0) -> (((d0 - 1) floordiv 3) mod 2)>`.
//!
//! Two passes share the transformation:
//! - `test-multi-buffering{multiplier=N}` is MLIR's test pass, byte for byte: every
//!   `memref.alloc` is tried, and those that do not qualify are skipped silently (as in MLIR, a
//!   dynamically shaped allocation is rebuilt without its size operands and the result does not
//!   verify).
//! - `memref-multi-buffer{factor=N skip-override-analysis=B}` is the pass for users: it
//!   transforms the allocations MLIR's rules accept and reports an error naming the reason for
//!   every other allocation shared between loop iterations: all of its uses (deallocations
//!   aside) are inside loops that do not hold the allocation (see [`Refusal`]). Allocations
//!   with a use outside such loops (a result read after the loop) or allocated in the body of
//!   the loop using them (fresh in every iteration) are no shared scratch buffers and are left
//!   alone.
//!
//! MLIR's rules ([`analyze`]): among the users of the allocation, the first whose innermost
//! enclosing loop (`scf.for`, `scf.parallel`, `scf.forall`, `affine.for`; `scf.while` has no
//! induction variable) qualifies picks the loop. Without `skip-override-analysis` a user
//! qualifies when it is a `memref.copy` into the buffer that dominates every other user; with
//! it, when every other user but deallocations is nested in its loop. The loop needs a single
//! induction variable, lower bound and step (an `affine.for` a constant lower bound), and the
//! allocation must dominate it. The rewrite ([`rewrite`]) puts the new allocation where the old
//! one was (same attributes, identity layout), the index computation and the slice at the start
//! of the loop body (constants for static bounds first), rebuilds `memref.subview` users on the
//! slice with their types re-inferred, points deallocations at the new allocation and every other
//! use at the slice.

use crate::analysis::dominance::DominanceInfo;
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::affine as af;
use crate::ir::{
    AffineExpr, AffineMap, Attribute, InsertPoint, Layout, Location, Module, NamedAttr, OpId,
    OpSpec, TypeData, TypeId, ValueId, DYNAMIC,
};
use crate::transforms::PassOptions;

/// The options of both passes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// How many versions of the buffer are made (`multiplier` / `factor`, default 2).
    pub factor: u32,
    /// `skip-override-analysis`: accept any loop containing every use instead of requiring a
    /// dominating `memref.copy` into the buffer.
    pub skip_override_analysis: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            factor: 2,
            skip_override_analysis: false,
        }
    }
}

/// A buffer count: an unsigned number, at least 1.
fn parse_factor(v: &str) -> Result<u32, crate::transforms::pass_options::BadValue> {
    use crate::transforms::pass_options::BadValue;
    match v.parse::<u32>() {
        Ok(0) => Err(BadValue::Reason(
            "the buffer count must be at least 1".into(),
        )),
        Ok(n) => Ok(n),
        Err(_) => Err(BadValue::Uint),
    }
}

/// Parses `test-multi-buffering`'s options (`multiplier=N`).
pub fn parse_test_options(opts: &PassOptions) -> Result<Options, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(opts, "test-multi-buffering", Wording::Mlir);
    let o = Options {
        factor: r.value("multiplier", Options::default().factor, parse_factor),
        ..Options::default()
    };
    r.finish()?;
    Ok(o)
}

/// Parses `memref-multi-buffer`'s options (`factor=N skip-override-analysis=true|false`).
pub fn parse_options(opts: &PassOptions) -> Result<Options, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let d = Options::default();
    let mut r = OptionReader::new(opts, "memref-multi-buffer", Wording::Mlir);
    let o = Options {
        factor: r.value("factor", d.factor, parse_factor),
        skip_override_analysis: r.explicit_flag("skip-override-analysis", d.skip_override_analysis),
    };
    r.finish()?;
    Ok(o)
}

/// `test-multi-buffering` on the whole module (also when nested under `func.func`: the
/// allocations are independent, and the pass creates affine maps, so it never runs in the
/// function-at-a-time schedule).
pub fn run_test(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_test_options(opts)?;
    let Some(top) = m.top else { return Ok(()) };
    test_pass(m, top, o);
    Ok(())
}

/// `memref-multi-buffer` on the whole module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = parse_options(opts)?;
    let Some(top) = m.top else { return Ok(()) };
    user_pass(m, top, o)
}

/// Every `memref.alloc` below `root`, in walk order.
fn allocs_under(m: &Module, root: OpId) -> Vec<OpId> {
    let mut allocs = Vec::new();
    m.walk_nested(root, &mut |o| {
        if m.op(o).kind == OpKind::Alloc {
            allocs.push(o);
        }
    });
    allocs
}

/// MLIR's `TestMultiBufferingPass`: tries every allocation, skips the refused ones silently.
fn test_pass(m: &mut Module, root: OpId, o: Options) {
    for alloc in allocs_under(m, root) {
        if let Ok(c) = analyze(m, alloc, o.skip_override_analysis) {
            rewrite(m, alloc, &c, o.factor);
        }
    }
}

/// `memref-multi-buffer`: transforms what qualifies; an allocation used only inside loops
/// below it that does not qualify is an error naming the reason.
fn user_pass(m: &mut Module, root: OpId, o: Options) -> Result<(), Diagnostic> {
    for alloc in allocs_under(m, root) {
        let v = m.op(alloc).results[0];
        let users: Vec<OpId> = m.value(v).uses.iter().map(|u| u.op).collect();
        let in_loops = users
            .iter()
            .filter(|&&u| m.op(u).kind != OpKind::Dealloc)
            .all(|&u| in_loop_below(m, u, alloc));
        if users.is_empty() || !in_loops {
            continue;
        }
        let checked = analyze(m, alloc, o.skip_override_analysis)
            .and_then(|c| check_user_pass(m, alloc).map(|()| c));
        match checked {
            Ok(c) => {
                rewrite(m, alloc, &c, o.factor);
            }
            Err(r) => return Err(refusal_diagnostic(m, alloc, r)),
        }
    }
    Ok(())
}

/// Why an allocation is not multi-buffered.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A user other than a deallocation is outside every loop.
    UsedOutsideLoops(OpId),
    /// No `memref.copy` into the buffer dominates every other use: the buffer may be read
    /// before it is overwritten (or carries a value from one iteration to the next).
    ReadBeforeOverwritten,
    /// With `skip-override-analysis`: no loop of a user contains all other users.
    UsesInDifferentLoops,
    /// The loop has no single induction variable, lower bound and step.
    NoSingleInductionVariable(OpId),
    /// The allocation does not dominate the loop (it is inside it). (The user pass never
    /// reports it: it only considers buffers used in loops that do not hold them.)
    AllocationInsideLoop(OpId),
    /// The allocation has a dynamic shape.
    DynamicShape,
    /// The buffer (or a subview of it) reaches an op that would need its old type: a
    /// terminator, a call, a view other than a subview.
    Escapes(OpId),
}

fn refusal_diagnostic(m: &Module, alloc: OpId, r: Refusal) -> Diagnostic {
    let pos = |o: OpId| crate::diag::resolve(m, &m.op(o).loc);
    let base = "cannot multi-buffer this allocation";
    let (msg, note) = match r {
        Refusal::UsedOutsideLoops(u) => (
            format!("{base}: it is used outside every loop"),
            Some((u, "used here")),
        ),
        Refusal::ReadBeforeOverwritten => (
            format!("{base}: no memref.copy overwrites the whole buffer before every other use in the loop (it may be read before it is overwritten)"),
            None,
        ),
        Refusal::UsesInDifferentLoops => (
            format!("{base}: no loop of one of its users contains every other use"),
            None,
        ),
        Refusal::NoSingleInductionVariable(l) => (
            format!("{base}: the loop has no single induction variable, lower bound and step"),
            Some((l, "loop here")),
        ),
        Refusal::AllocationInsideLoop(l) => (
            format!("{base}: it is inside the loop it is used in (run buffer-loop-hoisting first)"),
            Some((l, "loop here")),
        ),
        Refusal::DynamicShape => (format!("{base}: it has a dynamic shape"), None),
        Refusal::Escapes(u) => (
            format!("{base}: it escapes through '{}'", m.op_name(u)),
            Some((u, "escapes here")),
        ),
    };
    let d = Diagnostic::at(m, &m.op(alloc).loc, msg);
    match note {
        Some((o, text)) => d.with_note(pos(o), text),
        None => d,
    }
}

/// A loop's bound: an SSA value or a constant of the op (MLIR's `OpFoldResult`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// An SSA value.
    Value(ValueId),
    /// A static attribute.
    Const(i64),
}

/// What [`analyze`] found: the loop, its induction variable, lower bound and step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The loop.
    pub loop_op: OpId,
    /// Its body block.
    pub body: crate::ir::BlockId,
    /// Its induction variable.
    pub iv: ValueId,
    /// Its lower bound.
    pub lb: Bound,
    /// Its step.
    pub step: Bound,
}

/// True for `LoopLikeOpInterface` ops.
fn is_loop_like(k: OpKind) -> bool {
    k.has(crate::dialects::Traits::LOOP_LIKE)
}

/// `getParentOfType<LoopLikeOpInterface>`: the innermost loop holding `op`.
fn parent_loop(m: &Module, op: OpId) -> Option<OpId> {
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if is_loop_like(m.op(p).kind) {
            return Some(p);
        }
        cur = m.parent_op(p);
    }
    None
}

/// True if `op` is inside a loop that does not hold `alloc`: the buffer is shared between
/// that loop's iterations. (An allocation in the body of the loop using it is fresh in every
/// iteration; the user pass leaves it alone.)
fn in_loop_below(m: &Module, op: OpId, alloc: OpId) -> bool {
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if m.is_proper_ancestor(p, alloc) {
            return false;
        }
        if is_loop_like(m.op(p).kind) {
            return true;
        }
        cur = m.parent_op(p);
    }
    false
}

fn is_before_in_block(m: &Module, a: OpId, b: OpId) -> bool {
    let mut cur = m.op(a).next;
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = m.op(o).next;
    }
    false
}

/// MLIR's `DominanceInfo::dominates(Operation *a, Operation *b)`: `a == b`, `b` nested in
/// `a`, `a` before `b`'s ancestor in `a`'s block, or `a`'s block dominating that ancestor's.
fn op_dominates(m: &Module, dom: &mut DominanceInfo, a: OpId, b: OpId) -> bool {
    if a == b {
        return true;
    }
    let Some(a_block) = m.op(a).parent else {
        return false;
    };
    let region = m.block(a_block).parent;
    let mut anc = b;
    while m.parent_region(anc) != region {
        match m.parent_op(anc) {
            Some(p) => anc = p,
            None => return false,
        }
    }
    if anc == a {
        return true;
    }
    let Some(b_block) = m.op(anc).parent else {
        return false;
    };
    if a_block == b_block {
        return is_before_in_block(m, a, anc);
    }
    dom.properly_dominates(m, a_block, b_block)
}

/// `getSingleInductionVar`/`getSingleLowerBound`/`getSingleStep` of a loop.
fn loop_parts(m: &Module, l: OpId) -> Option<Candidate> {
    let op = m.op(l);
    if op.regions.len() != 1 {
        return None;
    }
    let body = m.entry_block(op.regions[0])?;
    let args = &m.block(body).args;
    let (iv, lb, step) = match op.kind {
        OpKind::For => (
            *args.first()?,
            Bound::Value(*op.operands.first()?),
            Bound::Value(*op.operands.get(2)?),
        ),
        OpKind::Parallel => {
            let seg = crate::dialects::operand_segments(m, l);
            if seg.first() != Some(&1) {
                return None;
            }
            (
                *args.first()?,
                Bound::Value(*op.operands.first()?),
                Bound::Value(*op.operands.get(2)?),
            )
        }
        OpKind::Forall => {
            let lbs = crate::dialects::dense_array(m, l, "staticLowerBound");
            let ubs = crate::dialects::dense_array(m, l, "staticUpperBound");
            let steps = crate::dialects::dense_array(m, l, "staticStep");
            if lbs.len() != 1 {
                return None;
            }
            let n_lb = lbs.iter().filter(|&&v| v == DYNAMIC).count();
            let n_ub = ubs.iter().filter(|&&v| v == DYNAMIC).count();
            let lb = if lbs[0] == DYNAMIC {
                Bound::Value(*op.operands.first()?)
            } else {
                Bound::Const(lbs[0])
            };
            let step = match steps.first() {
                Some(&DYNAMIC) => Bound::Value(*op.operands.get(n_lb + n_ub)?),
                Some(&s) => Bound::Const(s),
                None => return None,
            };
            (*args.first()?, lb, step)
        }
        OpKind::AffineFor => {
            let parts = crate::dialects::affine::for_parts(m, l);
            let lb = parts.lb_map.single_constant()?;
            (*args.first()?, Bound::Const(lb), Bound::Const(parts.step))
        }
        _ => return None,
    };
    Some(Candidate {
        loop_op: l,
        body,
        iv,
        lb,
        step,
    })
}

/// MLIR 22's choice of the loop (the first half of `memref::multiBuffer`).
pub fn analyze(
    m: &Module,
    alloc: OpId,
    skip_override_analysis: bool,
) -> Result<Candidate, Refusal> {
    let v = m.op(alloc).results[0];
    let users: Vec<OpId> = m.value(v).uses.iter().rev().map(|u| u.op).collect();
    let mut dom = DominanceInfo::new();
    let mut candidate = None;
    for &user in &users {
        let Some(l) = parent_loop(m, user) else {
            if m.op(user).kind == OpKind::Dealloc {
                continue;
            }
            return Err(Refusal::UsedOutsideLoops(user));
        };
        if !skip_override_analysis {
            let overrides =
                m.op(user).kind == OpKind::Copy && m.op(user).operands.get(1) == Some(&v);
            if !overrides {
                continue;
            }
            if users.iter().any(|&o| !op_dominates(m, &mut dom, user, o)) {
                continue;
            }
        } else if users
            .iter()
            .any(|&o| m.op(o).kind != OpKind::Dealloc && !m.is_proper_ancestor(l, o))
        {
            continue;
        }
        candidate = Some(l);
        break;
    }
    let Some(l) = candidate else {
        return Err(if skip_override_analysis {
            Refusal::UsesInDifferentLoops
        } else {
            Refusal::ReadBeforeOverwritten
        });
    };
    let c = loop_parts(m, l).ok_or(Refusal::NoSingleInductionVariable(l))?;
    if !op_dominates(m, &mut dom, alloc, l) {
        return Err(Refusal::AllocationInsideLoop(l));
    }
    Ok(c)
}

/// The user pass's additional conditions: a static shape, and no use (through subviews) that
/// needs the buffer's type to stay as it is.
fn check_user_pass(m: &Module, alloc: OpId) -> Result<(), Refusal> {
    let v = m.op(alloc).results[0];
    if let TypeData::MemRef { shape, .. } = m.ty(m.value_type(v)) {
        if shape.contains(&DYNAMIC) {
            return Err(Refusal::DynamicShape);
        }
    }
    match escaping_user(m, v) {
        Some(u) => Err(Refusal::Escapes(u)),
        None => Ok(()),
    }
}

/// The first user of `v` (or of a subview of it) that does not accept a strided slice in its
/// place: terminators (the buffer is yielded, returned or branched), calls, views other than
/// `memref.subview`, stores of the buffer itself, ops of unknown type rules. (A `memref.cast`
/// stays valid: the slice has the buffer's strides and a dynamic offset, compatible with any
/// type the buffer could be cast to. Unregistered and test-dialect ops accept any type.)
fn escaping_user(m: &Module, v: ValueId) -> Option<OpId> {
    for u in &m.value(v).uses {
        let op = m.op(u.op);
        let ok = match op.kind {
            OpKind::SubView => {
                if let Some(e) = escaping_user(m, op.results[0]) {
                    return Some(e);
                }
                true
            }
            OpKind::Copy
            | OpKind::Load
            | OpKind::Dim
            | OpKind::Dealloc
            | OpKind::AffineLoad
            | OpKind::Prefetch => true,
            OpKind::Store => u.operand == 1,
            OpKind::AffineStore => u.operand == 1,
            OpKind::Cast => true,
            OpKind::Unregistered => true,
            k if crate::dialects::linalg::is_structured(k) => true,
            k if k.name().starts_with("test.") && !k.is_terminator() => true,
            _ => false,
        };
        if !ok {
            return Some(u.op);
        }
    }
    None
}

/// `SubViewOp::inferResultType` for a source with static strides and offset (`?` where
/// unknown): offset `o + Σ offset_i · stride_i`, strides `stride_i · step_i` (saturating: a
/// dynamic term makes the result dynamic unless the other factor is 0).
fn infer_subview_layout(
    src_strides: &[i64],
    src_offset: i64,
    offsets: &[i64],
    steps: &[i64],
) -> (Vec<i64>, i64) {
    let mul = |a: i64, b: i64| {
        if a == 0 || b == 0 {
            0
        } else if a == DYNAMIC || b == DYNAMIC {
            DYNAMIC
        } else {
            a.wrapping_mul(b)
        }
    };
    let add = |a: i64, b: i64| {
        if a == DYNAMIC || b == DYNAMIC {
            DYNAMIC
        } else {
            a.wrapping_add(b)
        }
    };
    let mut offset = src_offset;
    for (&o, &s) in offsets.iter().zip(src_strides) {
        offset = add(offset, mul(o, s));
    }
    let strides = src_strides
        .iter()
        .zip(steps)
        .map(|(&s, &t)| mul(s, t))
        .collect();
    (strides, offset)
}

/// `computeRankReductionMask`: which dimensions of `full` are dropped to get `reduced`
/// (greedy from the left; `None` if that does not work).
fn rank_reduction_mask(full: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut dropped = vec![false; full.len()];
    let mut j = 0;
    for (i, &s) in full.iter().enumerate() {
        if j < reduced.len() && reduced[j] == s {
            j += 1;
            continue;
        }
        dropped[i] = true;
        if s != 1 {
            return None;
        }
    }
    (j == reduced.len()).then_some(dropped)
}

/// `SubViewOp::inferRankReducedResultType(result_shape, source, offsets, sizes, strides)`.
fn infer_rank_reduced_type(
    m: &mut Module,
    result_shape: &[i64],
    source: TypeId,
    offsets: &[i64],
    sizes: &[i64],
    steps: &[i64],
) -> TypeId {
    let TypeData::MemRef {
        elem, memory_space, ..
    } = m.ty(source).clone()
    else {
        return source;
    };
    let (src_strides, src_offset) =
        crate::transforms::canonicalize::clone::strides_and_offset(m, source)
            .unwrap_or_else(|| (vec![DYNAMIC; sizes.len()], DYNAMIC));
    let (strides, offset) = infer_subview_layout(&src_strides, src_offset, offsets, steps);
    let (shape, strides) = if sizes.len() == result_shape.len() {
        (sizes.to_vec(), strides)
    } else {
        let keep =
            rank_reduction_mask(sizes, result_shape).unwrap_or_else(|| vec![false; sizes.len()]);
        let strides = strides
            .iter()
            .zip(&keep)
            .filter(|(_, &d)| !d)
            .map(|(&s, _)| s)
            .collect();
        (result_shape.to_vec(), strides)
    };
    m.intern_type(TypeData::MemRef {
        shape,
        elem,
        layout: Layout::Strided { strides, offset },
        memory_space,
    })
}

fn dense_i64(m: &mut Module, values: Vec<i64>) -> Attribute {
    let elem = m.intern_type(TypeData::Integer {
        width: 64,
        signedness: crate::ir::Signedness::Signless,
    });
    Attribute::DenseArray { elem, values }
}

fn index_constant(m: &mut Module, ip: InsertPoint, v: i64, loc: &Location) -> OpId {
    let it = m.intern_type(TypeData::Index);
    let props = vec![NamedAttr::new(
        "value",
        Attribute::Integer {
            value: v as i128,
            ty: it,
        },
    )];
    crate::transforms::ownership::build::op(
        m,
        ip,
        OpKind::Constant,
        vec![],
        vec![it],
        props,
        vec![],
        loc,
    )
}

/// The rewrite half of `memref::multiBuffer`: returns the new allocation.
pub fn rewrite(m: &mut Module, alloc: OpId, c: &Candidate, factor: u32) -> OpId {
    let loc = m.op(alloc).loc.clone();
    let old = m.op(alloc).results[0];
    let old_ty = m.value_type(old);
    let TypeData::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = m.ty(old_ty).clone()
    else {
        unreachable!("memref.alloc results are memrefs")
    };
    // 1-2. The multi-buffered allocation, before the old one, with its attributes.
    let mut mb_shape = vec![factor as i64];
    mb_shape.extend(&shape);
    let mb_ty = m.intern_type(TypeData::MemRef {
        shape: mb_shape.clone(),
        elem,
        layout: Layout::Identity,
        memory_space,
    });
    let spec = OpSpec {
        result_types: vec![mb_ty],
        props: m.op(alloc).props.to_vec(),
        attrs: m.op(alloc).attrs.to_vec(),
        ..OpSpec::new(m, OpKind::Alloc, loc.clone())
    };
    let mb_alloc = m.insert_new_op(InsertPoint::Before(alloc), spec);
    let mb = m.op(mb_alloc).results[0];

    // 3. The slice index at the start of the loop body.
    let mut ip = InsertPoint::BlockStart(c.body);
    let value_of = |m: &mut Module, b: Bound, ip: &mut InsertPoint| match b {
        Bound::Value(v) => v,
        Bound::Const(k) => {
            let o = index_constant(m, *ip, k, &loc);
            *ip = InsertPoint::After(o);
            m.op(o).results[0]
        }
    };
    let lb = value_of(m, c.lb, &mut ip);
    let step = value_of(m, c.step, &mut ip);
    let expr = af::modulo(
        af::floordiv(
            af::sub(AffineExpr::Dim(0), AffineExpr::Dim(1)),
            AffineExpr::Dim(2),
        ),
        AffineExpr::Const(factor as i64),
    );
    let map = AffineMap {
        num_dims: 3,
        num_syms: 0,
        results: vec![expr],
    };
    let (map, operands) =
        crate::transforms::canonicalize::affine::compose_map(m, &map, &[c.iv, lb, step]);
    let index = crate::dialects::affine::build_apply(m, ip, map, operands, &loc);
    let index_op = m.defining_op(index).expect("just built");
    ip = InsertPoint::After(index_op);

    // 4. The slice: offsets [index, 0...], sizes [1, shape...], strides [1...].
    let rank = mb_shape.len();
    let mut offsets = vec![0; rank];
    offsets[0] = DYNAMIC;
    let mut sizes = vec![1; rank];
    sizes[1..].copy_from_slice(&shape);
    let steps = vec![1; rank];
    let slice_ty = infer_rank_reduced_type(m, &shape, mb_ty, &offsets, &sizes, &steps);
    let slice = build_subview(
        m,
        ip,
        mb,
        vec![index],
        slice_ty,
        [offsets, sizes, steps],
        &[],
        &loc,
    );

    // 5. Deallocations free the new allocation.
    let deallocs: Vec<OpId> = m
        .value(old)
        .uses
        .iter()
        .map(|u| u.op)
        .filter(|&u| m.op(u).kind == OpKind::Dealloc)
        .collect();
    for d in deallocs {
        let dloc = m.op(d).loc.clone();
        crate::transforms::ownership::build::op(
            m,
            InsertPoint::Before(d),
            OpKind::Dealloc,
            vec![mb],
            vec![],
            vec![],
            vec![],
            &dloc,
        );
        m.erase_op(d);
    }
    // 6. Every other use reads the slice; subviews are rebuilt on it.
    replace_uses_and_propagate_type(m, old, slice);
    // 7.
    m.erase_op(alloc);
    mb_alloc
}

#[allow(clippy::too_many_arguments)]
fn build_subview(
    m: &mut Module,
    ip: InsertPoint,
    source: ValueId,
    dynamic: Vec<ValueId>,
    ty: TypeId,
    lists: [Vec<i64>; 3],
    attrs: &[NamedAttr],
    loc: &Location,
) -> ValueId {
    let counts: Vec<usize> = lists
        .iter()
        .map(|l| l.iter().filter(|&&x| x == DYNAMIC).count())
        .collect();
    let seg =
        crate::transforms::ownership::build::segments(m, &[1, counts[0], counts[1], counts[2]]);
    let [o, s, t] = lists;
    let props = vec![
        NamedAttr::new("operandSegmentSizes", seg),
        NamedAttr::new("static_offsets", dense_i64(m, o)),
        NamedAttr::new("static_sizes", dense_i64(m, s)),
        NamedAttr::new("static_strides", dense_i64(m, t)),
    ];
    let mut operands = vec![source];
    operands.extend(dynamic);
    let spec = OpSpec {
        operands,
        result_types: vec![ty],
        props,
        attrs: attrs.to_vec(),
        ..OpSpec::new(m, OpKind::SubView, loc.clone())
    };
    let o = m.insert_new_op(ip, spec);
    m.op(o).results[0]
}

/// `replaceUsesAndPropagateType`: subview users are rebuilt on `new` with a re-inferred
/// (rank-reduced) strided type, recursively; every other use is pointed at `new`.
fn replace_uses_and_propagate_type(m: &mut Module, old: ValueId, new: ValueId) {
    let uses = m.value(old).uses.clone();
    let mut to_erase = Vec::new();
    for u in uses {
        if m.op(u.op).kind != OpKind::SubView {
            m.set_operand(u.op, u.operand as usize, new);
            continue;
        }
        let sv = u.op;
        let lists = [
            crate::dialects::dense_array(m, sv, "static_offsets"),
            crate::dialects::dense_array(m, sv, "static_sizes"),
            crate::dialects::dense_array(m, sv, "static_strides"),
        ];
        let result = m.op(sv).results[0];
        let result_shape = match m.ty(m.value_type(result)) {
            TypeData::MemRef { shape, .. } => shape.clone(),
            _ => continue,
        };
        let new_ty = infer_rank_reduced_type(
            m,
            &result_shape,
            m.value_type(new),
            &lists[0],
            &lists[1],
            &lists[2],
        );
        let dynamic = m.op(sv).operands[1..].to_vec();
        let attrs = m.op(sv).attrs.to_vec();
        let loc = m.op(sv).loc.clone();
        let nv = build_subview(
            m,
            InsertPoint::Before(sv),
            new,
            dynamic,
            new_ty,
            lists,
            &attrs,
            &loc,
        );
        replace_uses_and_propagate_type(m, result, nv);
        to_erase.push(sv);
    }
    for op in to_erase {
        m.erase_op(op);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_reduction_drops_leading_unit_dims_greedily() {
        assert_eq!(
            rank_reduction_mask(&[1, 4, 8], &[4, 8]),
            Some(vec![true, false, false])
        );
        assert_eq!(
            rank_reduction_mask(&[1, 1, 4], &[1, 4]),
            Some(vec![false, true, false])
        );
        assert_eq!(rank_reduction_mask(&[2, 4], &[4]), None);
    }

    #[test]
    fn subview_layout_saturates_dynamic_terms() {
        let (s, o) = infer_subview_layout(&[512, 128, 1], 0, &[DYNAMIC, 0, 0], &[1, 1, 1]);
        assert_eq!((s, o), (vec![512, 128, 1], DYNAMIC));
        // A zero stride keeps the offset static.
        let (_, o) = infer_subview_layout(&[0, 1], 3, &[DYNAMIC, 2], &[1, 1]);
        assert_eq!(o, 5);
    }

    #[test]
    fn options_parse_and_reject_zero() {
        let o = parse_options(&vec![
            ("factor".into(), "3".into()),
            ("skip-override-analysis".into(), "true".into()),
        ])
        .unwrap();
        assert_eq!(o.factor, 3);
        assert!(o.skip_override_analysis);
        assert!(parse_test_options(&vec![("multiplier".into(), "0".into())]).is_err());
        assert!(parse_options(&vec![("nope".into(), "1".into())]).is_err());
    }
}
