//! `--loop-interchange`: in a perfect `scf.for` nest whose innermost loops are reductions into
//! one output element (what `convert-linalg-to-loops` makes of `linalg.matmul` and of the
//! convolutions), the loop that walks the output's last dimension moves innermost, so the
//! vectoriser ([`super::vectorize`]) gets a unit-stride loop: `C[i, j] += A[i, k] * B[k, j]`
//! in i-j-k order becomes i-k-j, and `C[i, j:j+4] += splat(A[i, k]) * B[k, j:j+4]` runs on
//! 128-bit vectors. It exists because LLVM does not do this on the same IR (the reduction
//! into `C[i, j]` stays a scalar floating-point chain there) and Cranelift cannot.
//!
//! **Legality.** The nest `L_p ⊃ L_p+1 ⊃ … ⊃ L_n` is rectangular and perfect (each loop's body
//! is the next loop and its yield; the innermost body is straight-line: loads, stores and pure
//! ops; no `iter_args`, signed comparisons; the bounds of `L_p+1 … L_n` defined outside
//! `L_p`). Every store writes the same memref `M` at the same indices `I`, the last of which is
//! `L_p`'s induction variable and the others are induction variables of loops outside `L_p+1`
//! or values defined outside the nest; no index of `I` is the induction variable of
//! `L_p+1 … L_n` (those loops are reductions: the same element in each of their iterations).
//! Every load of `M` reads exactly `M[I]`, and every other load is of a buffer that is
//! provably not `M` (the buffer origin analysis), or the nest is versioned on the run-time
//! overlap test of [`super::versioning`]. The last stride of `M` must be 1 (statically, or
//! tested at run time in the same version): then distinct values of `L_p`'s induction
//! variable address distinct elements.
//!
//! Under these conditions the iterations that touch one element `M[I]` are those with its
//! values of the outer induction variables and of `L_p`'s, and they run in the order of the
//! remaining loops `L_p+1 … L_n`, which the interchange keeps: each element sees the same
//! operations in the same order, so results are bit-identical (no floating-point
//! reassociation). Iterations for different elements share no written memory.
//!
//! **Profitability.** The interchange is made only if the vectoriser's [`super::vectorize::shape`]
//! accepts the new innermost loop (every access involving `L_p`'s induction variable has it
//! as its last index): `A[i, k] * Bt[j, k]` (a transposed operand) stays a dot product; and
//! a constant trip count of it must span at least [`MIN_VECTORS`] vectors (a short output
//! row is better kept in a register by scalar promotion of the original order). A
//! floating-point reduction the vectoriser cannot take in either order (a convolution window
//! `I[.., ow + kw]` of an NCHW layout) is interchanged too when every access walks unit steps
//! with the new innermost loop and it has a moderate constant trip count ([`latency_bound`]):
//! one chain of dependent adds per element becomes independent updates of a row of elements.
//!
//! ```mlir
//! // before
//! scf.for %i = %c0 to %c128 step %c1 {
//!   scf.for %j = %c0 to %c192 step %c1 {
//!     scf.for %k = %c0 to %c256 step %c1 {
//!       %a = memref.load %A[%i, %k] : memref<128x256xf32, strided<[?, ?], offset: ?>>
//!       %b = memref.load %B[%k, %j] : memref<256x192xf32, strided<[?, ?], offset: ?>>
//!       %c = memref.load %C[%i, %j] : memref<128x192xf32>
//!       %p = arith.mulf %a, %b : f32
//!       %s = arith.addf %c, %p : f32
//!       memref.store %s, %C[%i, %j] : memref<128x192xf32>
//!     }
//!   }
//! }
//! // after (%C a fresh allocation: no version)
//! scf.for %i = %c0 to %c128 step %c1 {
//!   scf.for %k = %c0 to %c256 step %c1 {
//!     scf.for %j = %c0 to %c192 step %c1 {
//!       ... the same body ...
//!     }
//!   }
//! }
//! ```
//!
//! When `M` may overlap a loaded buffer (function arguments) or its last stride is dynamic,
//! the nest is versioned: `scf.if %disjoint_and_unit { interchanged copy } else { original }`;
//! the original is cold (later steps leave it as written).

use super::versioning::{self, and};
use super::Origins;
use crate::analysis::buffer_origin::BufferOriginAnalysis;
use crate::codegen::types::mem_info;
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{BlockId, DYNAMIC};
use crate::ir::{InsertPoint, Location, Module, OpId, TypeData, ValueId};
use crate::rewrite::effects::{op_effects, Effects};
use crate::transforms::canonicalize::fold::int_const;
use crate::transforms::ownership::build::{index, int_constant, op};
use crate::transforms::PassOptions;
use rustc_hash::{FxHashMap, FxHashSet};

/// What [`interchange_in_function`] leaves for the later steps.
#[derive(Default)]
pub struct Interchanged {
    /// The loops of the original nests of versioned interchanges (they run only when buffers
    /// overlap or the output's last stride is not 1).
    pub cold: FxHashSet<OpId>,
    /// For the outermost interchanged loop of each versioned copy, the memref pairs its
    /// run-time test proved disjoint.
    pub disjoint: FxHashMap<OpId, Vec<(ValueId, ValueId)>>,
    /// The number of nests interchanged.
    pub count: usize,
}

/// Runs the pass on every function of the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = versioning::parse_options(opts, "loop-interchange")?;
    for f in m.top_level_ops() {
        if m.op(f).kind == OpKind::Func {
            interchange_in_function(m, f, o, &mut Origins::default());
        }
    }
    Ok(())
}

/// Runs the pass on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let o = versioning::parse_options(opts, "loop-interchange")?;
    interchange_in_function(m, func, o, &mut Origins::default());
    Ok(())
}

/// A legal interchange: move `nest[0]` innermost, after versioning on `pairs` and, if
/// `stride_test`, on the output memref's last stride being 1.
#[derive(Debug, PartialEq, Eq)]
pub struct Plan {
    /// The loops `L_p … L_n`, outermost first.
    pub nest: Vec<OpId>,
    /// Memref pairs the version must test disjoint.
    pub pairs: Vec<(ValueId, ValueId)>,
    /// The stored memref, whose dynamic last stride the version must test (`None`: static 1).
    pub stride_test: Option<ValueId>,
}

/// Interchanges every nest of `func` that [`plan`] accepts (versioning if `o.versioning` allows
/// and the plan needs it). Copied ops are recorded in `origins`.
pub fn interchange_in_function(
    m: &mut Module,
    func: OpId,
    o: versioning::Options,
    origins: &mut Origins,
) -> Interchanged {
    let mut out = Interchanged::default();
    let mut innermost = Vec::new();
    m.walk_nested(func, &mut |x| {
        if m.op(x).kind == OpKind::For && straight_body(m, x).is_some() {
            innermost.push(x);
        }
    });
    if innermost.is_empty() {
        return out;
    }
    let mut an: Option<BufferOriginAnalysis> = None;
    for l in innermost {
        if out.cold.contains(&l) {
            continue;
        }
        let Some(chain) = chain_to(m, l) else {
            continue;
        };
        if chain.len() < 2 {
            continue;
        }
        let an = an.get_or_insert_with(|| BufferOriginAnalysis::new(m, func));
        let Some(p) = plan(m, an, &chain) else {
            continue;
        };
        if (!p.pairs.is_empty() || p.stride_test.is_some()) && !o.versioning {
            continue;
        }
        let versioned = !p.pairs.is_empty() || p.stride_test.is_some();
        if apply(m, p, &mut out, origins) {
            out.count += 1;
            // A version copies the nest's memref values (views): rebuild the analysis.
            if versioned {
                *an = BufferOriginAnalysis::new(m, func);
            }
        }
    }
    out
}

/// The body block of `l` if it is an `scf.for` without `iter_args` or an unsigned comparison
/// whose single block holds only ops without regions.
fn straight_body(m: &Module, l: OpId) -> Option<BlockId> {
    let body = loop_body(m, l)?;
    m.block_ops(body)
        .all(|x| m.op(x).regions.is_empty())
        .then_some(body)
}

/// The single body block of an `scf.for` without `iter_args`, results or `unsignedCmp`.
fn loop_body(m: &Module, l: OpId) -> Option<BlockId> {
    let d = m.op(l);
    if d.kind != OpKind::For
        || d.operands.len() != 3
        || !d.results.is_empty()
        || d.regions.len() != 1
        || m.attr(l, "unsignedCmp").is_some()
        || m.region_blocks(d.regions[0]).count() != 1
    {
        return None;
    }
    m.entry_block(d.regions[0])
}

/// The perfect nest ending at the innermost loop `l`: `l` and the loops around it whose body
/// is only the next loop and the terminator, outermost first.
fn chain_to(m: &Module, l: OpId) -> Option<Vec<OpId>> {
    let mut chain = vec![l];
    let mut cur = l;
    while let Some(p) = m.parent_op(cur) {
        let Some(body) = loop_body(m, p) else { break };
        let ops: Vec<OpId> = m.block_ops(body).collect();
        if ops.len() != 2 || ops[0] != cur || m.op(ops[1]).kind != OpKind::Yield {
            break;
        }
        chain.push(p);
        cur = p;
    }
    chain.reverse();
    Some(chain)
}

/// The induction variable of the `scf.for` `l`.
fn iv(m: &Module, l: OpId) -> ValueId {
    let body = m.entry_block(m.op(l).regions[0]).expect("scf.for body");
    m.block(body).args[0]
}

/// Decides whether a loop of the perfect nest `chain` (outermost first) can move innermost.
pub fn plan(m: &Module, an: &BufferOriginAnalysis, chain: &[OpId]) -> Option<Plan> {
    let inner = *chain.last()?;
    let body = straight_body(m, inner)?;
    let mut stores: Vec<(ValueId, Vec<ValueId>)> = Vec::new();
    let mut loads: Vec<(ValueId, Vec<ValueId>)> = Vec::new();
    for x in m.block_ops(body) {
        let d = m.op(x);
        match d.kind {
            OpKind::Load => loads.push((d.operands[0], d.operands[1..].to_vec())),
            OpKind::Store => stores.push((d.operands[1], d.operands[2..].to_vec())),
            OpKind::Yield => {}
            _ => {
                if !matches!(op_effects(m, x), Effects::None) {
                    return None;
                }
            }
        }
    }
    let (out, idx) = stores.first()?.clone();
    if stores
        .iter()
        .any(|(v, i)| *v != out || !same_indices(m, i, &idx))
    {
        return None;
    }
    let last = *idx.last()?;
    let pos = chain.iter().position(|&l| iv(m, l) == last)?;
    if pos + 1 == chain.len() {
        // Already innermost.
        return None;
    }
    let nest = chain[pos..].to_vec();
    let outer = nest[0];
    // The loops after L_p are reductions; L_p's variable only in the last index; the other
    // indices invariant in the nest or induction variables of loops outside it.
    let inner_ivs: Vec<ValueId> = nest[1..].iter().map(|&l| iv(m, l)).collect();
    if idx[..idx.len() - 1]
        .iter()
        .any(|&v| v == last || inner_ivs.contains(&v) || !defined_outside(m, v, outer))
    {
        return None;
    }
    // Rectangular: the inner loops' bounds do not depend on the nest.
    if nest[1..].iter().any(|&l| {
        m.op(l)
            .operands
            .iter()
            .any(|&v| !defined_outside(m, v, outer))
    }) {
        return None;
    }
    if !defined_outside(m, out, outer) {
        return None;
    }
    let pairs = load_pairs(m, an, (out, &idx), &loads, outer)?;
    let info = mem_info(m, m.value_type(out)).ok()?;
    let stride_test = match *info.strides.last()? {
        1 => None,
        DYNAMIC => Some(out),
        _ => return None,
    };
    Some(Plan {
        nest,
        pairs,
        stride_test,
    })
}

/// The memref pairs a version must test so that no load of the nest `outer` reads what the
/// stores to `out[idx]` write, except `out[idx]` itself; `None` if a load reads another element
/// of `out` or a buffer that is `out` (a view of it).
fn load_pairs(
    m: &Module,
    an: &BufferOriginAnalysis,
    (out, idx): (ValueId, &[ValueId]),
    loads: &[(ValueId, Vec<ValueId>)],
    outer: OpId,
) -> Option<Vec<(ValueId, ValueId)>> {
    let mut pairs: Vec<(ValueId, ValueId)> = Vec::new();
    for (v, i) in loads {
        if !defined_outside(m, *v, outer) {
            return None;
        }
        if *v == out {
            if !same_indices(m, i, idx) {
                return None;
            }
            continue;
        }
        match an.is_same_live_allocation(m, out, *v) {
            Some(false) => {}
            Some(true) => return None,
            None => {
                if !pairs.contains(&(out, *v)) {
                    pairs.push((out, *v));
                }
            }
        }
    }
    Some(pairs)
}

/// True if `v` is defined outside `l`.
fn defined_outside(m: &Module, v: ValueId, l: OpId) -> bool {
    super::scalar_promotion::defined_outside(m, v, l)
}

/// Two index lists naming the same element in every iteration.
fn same_indices(m: &Module, a: &[ValueId], b: &[ValueId]) -> bool {
    super::vectorize::same_indices(m, a, b)
}

/// Moves the loop header (bounds, step, induction variable) of `nest[0]` to the innermost
/// loop op and those of `nest[1..]` one level out; the ops stay where they are. With
/// `back`, the inverse rotation.
fn rotate(m: &mut Module, nest: &[OpId], back: bool) {
    let n = nest.len();
    let headers: Vec<Vec<ValueId>> = nest.iter().map(|&l| m.op(l).operands.clone()).collect();
    let ivs: Vec<ValueId> = nest.iter().map(|&l| iv(m, l)).collect();
    // The op at position k takes the header at `src(k)`.
    let src = |k: usize| if back { (k + n - 1) % n } else { (k + 1) % n };
    let mut remap: FxHashMap<ValueId, ValueId> = FxHashMap::default();
    for k in 0..n {
        m.set_operands(nest[k], headers[src(k)].clone());
        remap.insert(ivs[src(k)], ivs[k]);
    }
    let body = m.entry_block(m.op(nest[n - 1]).regions[0]).expect("body");
    let ops: Vec<OpId> = m.block_ops(body).collect();
    for x in ops {
        let operands = m.op(x).operands.clone();
        for (i, v) in operands.into_iter().enumerate() {
            if let Some(&w) = remap.get(&v) {
                m.set_operand(x, i, w);
            }
        }
    }
}

/// The fewest vectors a constant trip count of the new innermost loop must span. Each trip
/// of the reduction loops around it loads and stores every output vector again, and the next
/// trip's load of the same vector waits for that store (store forwarding, then the add): about
/// ten cycles, which too few independent vectors in between do not hide. On
/// `benches/kernels/conv2d_nhwc.mlir` (12 f32 output channels, 3 vectors) the interchanged
/// nest ran 1.36× slower than the promoted original; from 4 vectors on it wins: 16 output
/// channels of a 5×5 convolution 2.0× faster (15.2 against 7.8 ms), 20 channels of a strided
/// 3×3 one (`conv3x3_s2`) 2.1×, 24 channels (`conv5x5_c8`) 2.2×, 32 (`conv3x3_bias_clamp`)
/// 1.9×.
pub const MIN_VECTORS: i128 = 4;

/// True if the vectoriser would take the innermost loop of `nest` after the interchange and
/// a constant trip count of it spans at least [`MIN_VECTORS`] vectors, or if it would take
/// neither that loop nor the original innermost one and the nest is [`latency_bound`].
fn profitable(m: &mut Module, nest: &[OpId]) -> bool {
    let d = m.op(nest[0]);
    let trips = match (int_const(m, d.operands[0]), int_const(m, d.operands[1])) {
        (Some(l), Some(u)) => Some(u - l),
        _ => None,
    };
    let chained = latency_bound(m, nest, trips);
    rotate(m, nest, false);
    let shape = super::vectorize::shape(m, *nest.last().expect("nest"));
    rotate(m, nest, true);
    match shape {
        Some(s) => trips.is_none_or(|t| t >= MIN_VECTORS * i128::from(s.lanes)),
        None => chained,
    }
}

/// The fewest and most iterations of the new innermost loop for a [`latency_bound`]
/// interchange: enough independent elements to fill the floating-point pipeline, and an
/// output row short enough to stay in the first-level cache between the trips of the
/// reduction loops.
pub const CHAIN_TRIPS: std::ops::RangeInclusive<i128> = 8..=1024;

/// True if the original innermost loop is an in-order floating-point reduction the vectoriser
/// refuses, and would refuse the new innermost loop too (a convolution window `O[.., ow] += I[.., ow + kw] * F[..]` of an NCHW layout) and
/// every access walks unit steps, or stays put, with `L_p`'s induction variable (only in the
/// last index, as `iv` or `iv + x`): scalar promotion makes the reduction one chain of
/// dependent adds (each waits for the previous one's latency, about four cycles), while after
/// the interchange each trip of the new innermost loop updates a different element, so the
/// chains of `L_p`'s constant trip count ([`CHAIN_TRIPS`]) of elements overlap even in scalar
/// code. The order of the additions into each element is kept: bit-identical. A transposed
/// operand (`C[i, j] += A[i, k] * Bt[j, k]`) is refused: `Bt[j, k]` would take one cache line
/// per trip of `j`, and with a power-of-two row length those lines share a few cache sets (the
/// 300×128×257 dense layer ran 2–3× slower interchanged).
fn latency_bound(m: &Module, nest: &[OpId], trips: Option<i128>) -> bool {
    if !trips.is_some_and(|t| CHAIN_TRIPS.contains(&t)) {
        return false;
    }
    let inner = *nest.last().expect("nest");
    if super::vectorize::shape(m, inner).is_some() {
        return false;
    }
    let Some(body) = m.entry_block(m.op(inner).regions[0]) else {
        return false;
    };
    let iv = m
        .block(m.entry_block(m.op(nest[0]).regions[0]).expect("body"))
        .args[0];
    let mut float_store = false;
    for x in m.block_ops(body) {
        let o = m.op(x);
        let indices = match o.kind {
            OpKind::Load => &o.operands[1..],
            OpKind::Store => {
                float_store |= matches!(m.ty(m.value_type(o.operands[0])), TypeData::Float(_));
                &o.operands[2..]
            }
            _ => continue,
        };
        let Some((&last, outer)) = indices.split_last() else {
            continue;
        };
        if outer.iter().any(|&v| uses_iv(m, v, iv, body)) || !unit_step_in(m, last, iv, body) {
            return false;
        }
    }
    float_store
}

/// True if `v` is `iv` or computed in `body` from it.
fn uses_iv(m: &Module, v: ValueId, iv: ValueId, body: BlockId) -> bool {
    if v == iv {
        return true;
    }
    match m.defining_op(v) {
        Some(d) if m.op(d).parent == Some(body) => {
            m.op(d).operands.iter().any(|&w| uses_iv(m, w, iv, body))
        }
        _ => false,
    }
}

/// True if the last index `v` of an access walks unit steps with `iv` (it is `iv`,
/// `iv + x` or `x + iv` with `x` independent of `iv`) or does not depend on it: the access
/// touches consecutive elements (or one) as the new innermost loop runs, not one cache line
/// per iteration.
fn unit_step_in(m: &Module, v: ValueId, iv: ValueId, body: BlockId) -> bool {
    if v == iv || !uses_iv(m, v, iv, body) {
        return true;
    }
    let Some(d) = m.defining_op(v) else {
        return false;
    };
    let o = m.op(d);
    o.kind == OpKind::AddI
        && match (o.operands[0], o.operands[1]) {
            (a, b) if a == iv => !uses_iv(m, b, iv, body),
            (a, b) if b == iv => !uses_iv(m, a, iv, body),
            _ => false,
        }
}

/// Carries out `p` (see [`interchange_in_function`]) if it is [`profitable`]; true if it did.
fn apply(m: &mut Module, p: Plan, out: &mut Interchanged, origins: &mut Origins) -> bool {
    if !profitable(m, &p.nest) {
        return false;
    }
    if p.pairs.is_empty() && p.stride_test.is_none() {
        rotate(m, &p.nest, false);
        return true;
    }
    let outer = p.nest[0];
    let loc = m.op(outer).loc.clone();
    let mut probe = p.pairs.clone();
    if let Some(s) = p.stride_test {
        probe.push((s, s));
    }
    let at = versioning::test_point(m, outer, &probe);
    let ip = InsertPoint::Before(at);
    let mut cond = if p.pairs.is_empty() {
        None
    } else {
        match versioning::disjoint_test(m, ip, &p.pairs, &loc) {
            Some(c) => Some(c),
            None => return false,
        }
    };
    if let Some(s) = p.stride_test {
        let unit = last_stride_is_one(m, ip, s, &loc);
        cond = Some(match cond {
            None => unit,
            Some(c) => and(m, ip, c, unit, &loc),
        });
    }
    let cond = cond.expect("a condition");
    // The whole loop the test is invariant in is versioned (one branch per entry of it).
    let (fast, ops) = versioning::version(m, at, cond);
    super::record(origins, &ops);
    let mut clones: FxHashMap<OpId, OpId> = ops.iter().copied().collect();
    clones.insert(at, fast);
    let nest: Vec<OpId> = p.nest.iter().map(|l| clones[l]).collect();
    rotate(m, &nest, false);
    out.cold.insert(at);
    m.walk_nested(at, &mut |x| {
        if m.op(x).kind == OpKind::For {
            out.cold.insert(x);
        }
    });
    if !p.pairs.is_empty() {
        out.disjoint.insert(fast, p.pairs);
    }
    true
}

/// Emits at `ip` an `i1` that is true when the last stride of the ranked memref `v` is 1.
fn last_stride_is_one(m: &mut Module, ip: InsertPoint, v: ValueId, loc: &Location) -> ValueId {
    let t = m.value_type(v);
    let TypeData::MemRef {
        elem,
        memory_space,
        shape,
        ..
    } = m.ty(t).clone()
    else {
        unreachable!("a ranked memref")
    };
    let rank = shape.len();
    let it = index(m);
    let base = m.intern_type(TypeData::MemRef {
        shape: vec![],
        elem,
        layout: crate::ir::Layout::Identity,
        memory_space,
    });
    let mut tys = vec![base, it];
    tys.extend(std::iter::repeat_n(it, 2 * rank));
    let md = op(
        m,
        ip,
        OpKind::ExtractStridedMetadata,
        vec![v],
        tys,
        vec![],
        vec![],
        loc,
    );
    let stride = m.op(md).results[1 + 2 * rank];
    let one = int_constant(m, ip, 1, it, loc);
    // `eq` is predicate 0.
    crate::transforms::ownership::build::cmpi(m, ip, 0, stride, one, loc)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::parse::test_module as parse;

    /// `src` with the pass run (and verified), printed, and the number of nests interchanged.
    fn run_on(src: &str, versioning: bool) -> (String, usize) {
        let mut m = parse(src);
        let mut n = 0;
        for f in m.top_level_ops() {
            if m.op(f).kind == OpKind::Func {
                n += interchange_in_function(
                    &mut m,
                    f,
                    versioning::Options { versioning },
                    &mut Origins::default(),
                )
                .count;
            }
        }
        crate::verify::verify(&m).expect("verifies");
        (crate::print::print_module(&m, Default::default()), n)
    }

    /// A three-deep nest over `%m`, `%n`, `%p` with `body` innermost (ivs `%i`, `%j`, `%k`).
    fn nest(args: &str, body: &str) -> String {
        format!(
            "func.func @f({args}) {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c8 = arith.constant 8 : index\n  %c9 = arith.constant 40 : index\n  %c7 = arith.constant 7 : index\n  scf.for %i = %c0 to %c8 step %c1 {{\n    scf.for %j = %c1 to %c9 step %c1 {{\n      scf.for %k = %c0 to %c7 step %c1 {{\n{body}\n      }}\n    }}\n  }}\n  return\n}}\n"
        )
    }

    const LOCAL: &str = "%a: memref<8x7xf32>, %b: memref<7x40xf32>";
    const ALLOC_C: &str = "        %x = memref.load %a[%i, %k] : memref<8x7xf32>\n        %y = memref.load %b[%k, %j] : memref<7x40xf32>\n        %c = memref.load %C[%i, %j] : memref<8x40xf32>\n        %p = arith.mulf %x, %y : f32\n        %s = arith.addf %c, %p : f32\n        memref.store %s, %C[%i, %j] : memref<8x40xf32>";

    fn with_alloc(body: &str) -> String {
        nest(LOCAL, body).replace(
            "  scf.for %i",
            "  %C = memref.alloc() : memref<8x40xf32>\n  scf.for %i",
        )
    }

    /// The loop headers in order of appearance (`lb to ub`).
    fn headers(text: &str) -> Vec<String> {
        text.lines()
            .filter_map(|l| l.trim().strip_prefix("scf.for "))
            .map(|l| {
                let (_, r) = l.split_once(" = ").expect("header");
                r.split(" step").next().expect("bounds").to_string()
            })
            .collect()
    }

    #[test]
    fn matmul_on_a_fresh_allocation_becomes_i_k_j() {
        let (text, n) = run_on(&with_alloc(ALLOC_C), true);
        assert_eq!(n, 1);
        assert!(!text.contains("scf.if"), "{text}");
        assert_eq!(headers(&text), ["%c0 to %c8", "%c0 to %c7", "%c1 to %c40"]);
        // The innermost loop is one the vectoriser takes.
        let m = parse(&text);
        let mut inner = None;
        m.walk_nested(m.top.expect("module"), &mut |o| {
            if m.op(o).kind == OpKind::For && straight_body(&m, o).is_some() {
                inner = Some(o);
            }
        });
        assert!(super::super::vectorize::shape(&m, inner.expect("loop")).is_some());
    }

    #[test]
    fn a_dependence_between_elements_refuses() {
        // C[i, j] = C[i - 1, j + 1] + ...: another element of the stored buffer.
        let body = "        %i1 = arith.subi %i, %c1 : index\n        %j1 = arith.addi %j, %c1 : index\n        %c = memref.load %C[%i1, %j1] : memref<8x40xf32>\n        %x = memref.load %a[%i, %k] : memref<8x7xf32>\n        %s = arith.addf %c, %x : f32\n        memref.store %s, %C[%i, %j] : memref<8x40xf32>";
        assert_eq!(run_on(&with_alloc(body), true).1, 0);
        // Two stores to different elements.
        let two = format!("{ALLOC_C}\n        memref.store %s, %C[%i, %k] : memref<8x40xf32>");
        assert_eq!(run_on(&with_alloc(&two), true).1, 0);
        // The stored index varies with the innermost loop (not a reduction there).
        let inner = ALLOC_C.replace("%C[%i, %j]", "%C[%k, %j]");
        assert_eq!(run_on(&with_alloc(&inner), true).1, 0);
    }

    #[test]
    fn imperfect_nests_and_effects_refuse() {
        // An op between the j and k loops.
        let src = with_alloc(ALLOC_C).replace(
            "      scf.for %k",
            "      memref.store %f0, %C[%i, %j] : memref<8x40xf32>\n      scf.for %k",
        );
        let src = src.replace("func.func @f(", "func.func @f(%f0: f32, ");
        assert_eq!(run_on(&src, true).1, 0);
        // A call in the body.
        let call = format!("{ALLOC_C}\n        func.call @g() : () -> ()");
        let src = format!("func.func private @g()\n{}", with_alloc(&call));
        assert_eq!(run_on(&src, true).1, 0);
        // A triangular nest (k up to j).
        let tri = with_alloc(ALLOC_C).replace("%k = %c0 to %c7", "%k = %c0 to %j");
        assert_eq!(run_on(&tri, true).1, 0);
    }

    #[test]
    fn aliasing_arguments_version_the_nest() {
        let args = "%a: memref<8x7xf32>, %b: memref<7x40xf32>, %C: memref<8x40xf32>";
        let src = nest(args, ALLOC_C);
        let (text, n) = run_on(&src, true);
        assert_eq!(n, 1);
        assert!(text.contains("scf.if"), "{text}");
        // Interchanged copy first, the original in the else branch.
        assert_eq!(
            headers(&text),
            [
                "%c0 to %c8",
                "%c0 to %c7",
                "%c1 to %c40",
                "%c0 to %c8",
                "%c1 to %c40",
                "%c0 to %c7"
            ]
        );
        assert_eq!(run_on(&src, false).1, 0);
        // A view of the stored buffer is refused outright.
        let view = "        %v = memref.subview %C[0, 0] [8, 40] [1, 1] : memref<8x40xf32> to memref<8x40xf32, strided<[9, 1]>>\n";
        let body = format!(
            "{view}{}",
            ALLOC_C.replace(
                "memref.load %b[%k, %j] : memref<7x40xf32>",
                "memref.load %v[%k, %j] : memref<8x40xf32, strided<[9, 1]>>"
            )
        );
        assert_eq!(run_on(&with_alloc(&body), true).1, 0);
    }

    #[test]
    fn strides_decide_and_transposed_operands_stay() {
        // A dynamic last stride of the output: versioned on `stride == 1`.
        let dynamic = with_alloc(ALLOC_C)
            .replace("memref.alloc() : memref<8x40xf32>", "memref.alloc() : memref<8x80xf32>\n  %C = memref.subview %C0[0, 0] [8, 40] [1, %c2] : memref<8x80xf32> to memref<8x40xf32, strided<[80, ?]>>")
            .replace("%C = memref.alloc", "%C0 = memref.alloc")
            .replace("%C[%i, %j] : memref<8x40xf32>", "%C[%i, %j] : memref<8x40xf32, strided<[80, ?]>>")
            .replace("func.func @f(", "func.func @f(%c2: index, ");
        let (text, n) = run_on(&dynamic, true);
        assert_eq!(n, 1, "{text}");
        assert!(text.contains("arith.cmpi eq"), "{text}");
        // A static stride of 2: refused.
        let two = dynamic
            .replace("[1, %c2]", "[1, 2]")
            .replace("strided<[80, ?]>", "strided<[80, 2]>");
        assert_eq!(run_on(&two, true).1, 0);
        // C[i, j] += A[i, k] * Bt[j, k]: the dot product stays innermost.
        let bt = ALLOC_C.replace(
            "%b[%k, %j] : memref<7x40xf32>",
            "%b[%j, %k] : memref<40x7xf32>",
        );
        let src = with_alloc(&bt).replace("%b: memref<7x40xf32>", "%b: memref<40x7xf32>");
        let (text, n) = run_on(&src, true);
        assert_eq!(n, 0, "{src}\n{text}");
        // A constant output row of fewer than MIN_VECTORS vectors stays in the original order.
        // (4 f32 lanes: 16 iterations, %c1 to %c9.)
        let short =
            with_alloc(ALLOC_C).replace("%c9 = arith.constant 40", "%c9 = arith.constant 16");
        assert_eq!(run_on(&short, true).1, 0);
        let long =
            with_alloc(ALLOC_C).replace("%c9 = arith.constant 40", "%c9 = arith.constant 17");
        assert_eq!(run_on(&long, true).1, 1);
    }

    #[test]
    fn scalar_float_windows_interchange_for_independent_chains() {
        // C[i, j] += A[i, j + k] * w[k] (a convolution window): the vectoriser does not take
        // the k loop (an in-order f32 reduction); j innermost turns one chain of adds into 39
        // independent ones (and its `A[i, j + k]` is a window load the vectoriser takes).
        let window = "        %jk = arith.addi %j, %k : index\n        %x = memref.load %a[%i, %jk] : memref<8x47xf32>\n        %y = memref.load %w[%k] : memref<7xf32>\n        %c = memref.load %C[%i, %j] : memref<8x40xf32>\n        %p = arith.mulf %x, %y : f32\n        %s = arith.addf %c, %p : f32\n        memref.store %s, %C[%i, %j] : memref<8x40xf32>";
        let local = "%a: memref<8x47xf32>, %w: memref<7xf32>";
        let src = nest(local, window).replace(
            "  scf.for %i",
            "  %C = memref.alloc() : memref<8x40xf32>\n  scf.for %i",
        );
        let (text, n) = run_on(&src, true);
        assert_eq!(n, 1, "{text}");
        assert_eq!(
            headers(&text),
            ["%c0 to %c8", "%c0 to %c7", "%c1 to %c40"],
            "{text}"
        );
        // A stride-2 window (one element in two): refused.
        let strided = src.replace(
            "%jk = arith.addi %j, %k : index",
            "%j2 = arith.addi %j, %j : index\n        %jk = arith.addi %j2, %k : index",
        );
        assert_eq!(run_on(&strided, true).1, 0);
        // j in another index than the last (A[j + k, i]): refused.
        let column = src
            .replace(
                "%a[%i, %jk] : memref<8x47xf32>",
                "%a[%jk, %i] : memref<47x8xf32>",
            )
            .replace("%a: memref<8x47xf32>", "%a: memref<47x8xf32>");
        assert_eq!(run_on(&column, true).1, 0);
        // Fewer than 8 elements per row: refused.
        let short = src.replace("%c9 = arith.constant 40", "%c9 = arith.constant 8");
        assert_eq!(run_on(&short, true).1, 0);
        // Integer windows too, now by the rule for loops the vectoriser takes.
        let int = src
            .replace("f32", "i32")
            .replace("arith.mulf", "arith.muli")
            .replace("arith.addf %c", "arith.addi %c");
        assert_eq!(run_on(&int, true).1, 1);
    }
}
