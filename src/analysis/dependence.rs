//! Loop-carried dependences: can the iterations of an `scf.for` run in any order, at the same
//! time? [`for_loop`] answers for loops whose memory accesses are `memref.load`s and
//! `memref.store`s with affine subscripts; `bufjit run --threads N` runs the loops it proves
//! parallel on a thread pool (`transforms::parallelize`).
//!
//! The test, for the induction variable `i` of the loop: every pair of accesses to the same
//! buffer, at least one of them a store, must touch different elements in different
//! iterations. Each subscript is written as a linear form over the loop's `i`, the variables of
//! regions nested in it (inner induction variables) and values defined before the loop
//! (constant during it). Two accesses are independent across iterations when some dimension
//! has, in both, the same non-zero coefficient of `i` and otherwise the same terms, none of them
//! an inner variable (`c[i][j]` against `c[i][j]`: different `i`, different rows), or when some
//! dimension differs by a non-zero constant and varies with no loop at all (`a[0]` against
//! `a[1]`). Anything else counts as a dependence: `a[i] = a[i-1] + 1` is not parallel.
//!
//! ```mlir
//! scf.for %i = %c0 to %n step %c1 {        // parallel: every c[i, j] belongs to one i
//!   scf.for %j = %c0 to %m step %c1 {
//!     scf.for %k = %c0 to %p step %c1 {
//!       %x = memref.load %a[%i, %k] : memref<?x?xf32>
//!       %y = memref.load %b[%k, %j] : memref<?x?xf32>
//!       %z = memref.load %c[%i, %j] : memref<?x?xf32>
//!       ...
//!       memref.store %s, %c[%i, %j] : memref<?x?xf32>
//! ```
//!
//! Accesses to different buffers never touch the same element when both buffers are
//! allocations (`memref.alloc` results) or one is allocated inside the loop (each iteration's
//! own). Other pairs (function arguments may alias) with a store are returned by
//! [`Verdict::IfDisjoint`], for the caller to test at run time that their address ranges do
//! not overlap (`transforms::opt::versioning::disjoint_test`). A loop with results
//! (`iter_args`), or whose body has an op that may touch memory otherwise (a call, a print, a
//! copy, a free of an outside buffer), is not parallel.

use crate::dialects::OpKind;
use crate::ir::{Module, OpId, TypeData, ValueDef, ValueId};
use crate::rewrite::effects::{op_effects, Effects};
use rustc_hash::FxHashMap;

/// What [`for_loop`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The iterations are independent.
    Parallel,
    /// Independent if each pair of memrefs (defined before the loop) does not overlap.
    IfDisjoint(Vec<(ValueId, ValueId)>),
    /// A dependence may exist.
    Sequential,
}

/// One memory access in the loop: a box of elements of a buffer, one element for a
/// `memref.load` or `memref.store`, the elements its lanes cover for a vector op.
struct Access {
    /// The buffer, through `memref.cast`s and `memref.subview`s.
    root: ValueId,
    /// Each subscript of the box's first element in `root` as a linear form, `None` where it
    /// is not affine.
    subs: Vec<Option<Linear>>,
    /// How many elements the box spans along each dimension of `root`, from its subscript.
    ext: Vec<i64>,
    write: bool,
}

/// `konst + Σ coeff·atom`, an atom being a value defined before the loop, the loop's
/// induction variable or a variable of a region nested in the loop. Terms are kept sorted and
/// without zero coefficients, so equal forms compare equal.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Linear {
    terms: Vec<(ValueId, i64)>,
    konst: i64,
}

impl Linear {
    fn atom(v: ValueId) -> Linear {
        Linear {
            terms: vec![(v, 1)],
            konst: 0,
        }
    }

    fn konst(c: i64) -> Linear {
        Linear {
            terms: Vec::new(),
            konst: c,
        }
    }

    /// `self + k·other`.
    fn add_scaled(&self, other: &Linear, k: i64) -> Option<Linear> {
        let mut map: FxHashMap<ValueId, i64> = self.terms.iter().copied().collect();
        for &(v, c) in &other.terms {
            let e = map.entry(v).or_insert(0);
            *e = e.checked_add(c.checked_mul(k)?)?;
        }
        let mut terms: Vec<(ValueId, i64)> = map.into_iter().filter(|&(_, c)| c != 0).collect();
        terms.sort_by_key(|&(v, _)| v.index());
        Some(Linear {
            terms,
            konst: self.konst.checked_add(other.konst.checked_mul(k)?)?,
        })
    }

    fn scale(&self, k: i64) -> Option<Linear> {
        Linear::default().add_scaled(self, k)
    }

    fn coeff(&self, v: ValueId) -> i64 {
        self.terms
            .iter()
            .find(|&&(a, _)| a == v)
            .map_or(0, |&(_, c)| c)
    }
}

/// The context of one analysis: the loop, its induction variable and the least distance
/// between two of its values (its step when constant, else 1).
struct Ctx<'a> {
    m: &'a Module,
    l: OpId,
    /// `None` where no iterations are compared ([`disjoint_here`]).
    iv: Option<ValueId>,
    step: i64,
}

impl Ctx<'_> {
    /// True if `v` is defined by an op or block nested in the loop (its induction variable
    /// included).
    fn inside(&self, v: ValueId) -> bool {
        !crate::transforms::opt::scalar_promotion::defined_outside(self.m, v, self.l)
    }

    /// `v` as a linear form (depth-limited).
    fn linear(&self, v: ValueId, depth: u32) -> Option<Linear> {
        let m = self.m;
        if !self.inside(v) {
            return Some(match int_constant(m, v) {
                Some(c) => Linear::konst(c),
                None => Linear::atom(v),
            });
        }
        match m.value(v).def {
            ValueDef::BlockArg { .. } => return Some(Linear::atom(v)),
            ValueDef::Detached => return None,
            ValueDef::Result { .. } => {}
        }
        if depth == 0 {
            return None;
        }
        let d = m.op(m.defining_op(v)?);
        let arg = |i: usize| self.linear(d.operands[i], depth - 1);
        match d.kind {
            OpKind::Constant => int_constant(m, v).map(Linear::konst),
            OpKind::AddI => arg(0)?.add_scaled(&arg(1)?, 1),
            OpKind::SubI => arg(0)?.add_scaled(&arg(1)?, -1),
            OpKind::MulI => {
                let (a, b) = (arg(0)?, arg(1)?);
                match (a.terms.is_empty(), b.terms.is_empty()) {
                    (_, true) => a.scale(b.konst),
                    (true, _) => b.scale(a.konst),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Whether a form varies inside the loop other than through the induction variable.
    fn has_inner(&self, f: &Linear) -> bool {
        f.terms
            .iter()
            .any(|&(a, _)| Some(a) != self.iv && self.inside(a))
    }

    /// True if `a` (a store) and `b`, on the same buffer, touch different elements in
    /// different iterations: their boxes are apart along some dimension.
    fn independent(&self, a: &Access, b: &Access) -> bool {
        (0..a.subs.len().min(b.subs.len())).any(|d| {
            let (Some(x), Some(y)) = (&a.subs[d], &b.subs[d]) else {
                return false;
            };
            self.apart(x, y, a.ext[d], b.ext[d])
        })
    }

    /// True if the ranges `[x, x + ex)` and `[y, y + ey)` of one dimension, taken in two
    /// different iterations, never meet. With `x - y = cx·(i₁ - i₂) + D` (same coefficient
    /// `cx` of `i`, same other terms), `|cx·(i₁ - i₂)|` is at least `P = |cx|·step`, and the
    /// ranges are apart for every such distance when `P + D ≥ ey` and `P - D ≥ ex`. Without
    /// `i` (`cx = 0`), the ranges are the same in every iteration and must be apart outright.
    fn apart(&self, x: &Linear, y: &Linear, ex: i64, ey: i64) -> bool {
        if self.has_inner(x) || self.has_inner(y) {
            return false;
        }
        let coeff = |f: &Linear| self.iv.map_or(0, |iv| f.coeff(iv));
        let cx = coeff(x);
        let Some(diff) = x.add_scaled(y, -1) else {
            return false;
        };
        if cx != coeff(y) || !diff.terms.is_empty() {
            return false;
        }
        let (d, ex, ey) = (i128::from(diff.konst), i128::from(ex), i128::from(ey));
        if cx == 0 {
            return d >= ey || -d >= ex;
        }
        let p = i128::from(cx).abs() * i128::from(self.step);
        p + d >= ey && p - d >= ex
    }
}

/// The integer value of `v` if an `arith.constant` defines it.
fn int_constant(m: &Module, v: ValueId) -> Option<i64> {
    let d = m.defining_op(v)?;
    if m.op(d).kind != OpKind::Constant {
        return None;
    }
    match m.attr(d, "value")? {
        crate::ir::Attribute::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// The buffer a memref value views, through `memref.cast`s.
fn root(m: &Module, mut v: ValueId) -> ValueId {
    while let Some(d) = m.defining_op(v).filter(|&d| m.op(d).kind == OpKind::Cast) {
        v = m.op(d).operands[0];
    }
    v
}

/// True if `v` is the result of a `memref.alloc`.
fn is_alloc(m: &Module, v: ValueId) -> bool {
    m.defining_op(v)
        .is_some_and(|d| m.op(d).kind == OpKind::Alloc)
}

/// The box an access touches in the memref it names, before views are looked through.
struct Touch {
    memref: ValueId,
    indices: Vec<ValueId>,
    /// Elements spanned along each dimension of `memref`.
    ext: Vec<i64>,
    write: bool,
    /// True if lanes past the end of a dimension may touch memory there (`vector.load` and
    /// `vector.store` allow it, and their lanes then spill into the next row): the box then
    /// holds only when it is provably within the memref's static shape.
    spills: bool,
}

/// What a memory op of the dependence test touches; `None` for other ops. A vector's extent
/// goes along the memref dimensions it covers: the trailing ones for `vector.load`,
/// `vector.store`, `vector.maskedload` and `vector.maskedstore`, those the permutation map
/// names for a transfer (a broadcast dimension adds none). An extent of 0 marks a vector the
/// test cannot place (scalable, or a permutation map of other expressions): its box is unknown.
fn touch(m: &Module, op: OpId) -> Option<Touch> {
    let d = m.op(op);
    let vec_shape = |v: ValueId| match m.ty(m.value_type(v)) {
        TypeData::Vector {
            shape, scalable, ..
        } if !scalable.contains(&true) => Some(shape.clone()),
        _ => None,
    };
    let trailing = |memref: ValueId, vector: ValueId| {
        let rank = memref_rank(m, memref);
        match vec_shape(vector) {
            Some(s) if s.len() <= rank => {
                let mut ext = vec![1; rank - s.len()];
                ext.extend(s);
                ext
            }
            _ => vec![0; rank],
        }
    };
    let n = d.operands.len();
    let (memref, indices, vector, write, spills) = match d.kind {
        OpKind::Load => (d.operands[0], &d.operands[1..], None, false, false),
        OpKind::Store => (d.operands[1], &d.operands[2..], None, true, false),
        OpKind::VectorLoad => (
            d.operands[0],
            &d.operands[1..],
            Some(d.results[0]),
            false,
            true,
        ),
        OpKind::VectorStore => (
            d.operands[1],
            &d.operands[2..],
            Some(d.operands[0]),
            true,
            true,
        ),
        OpKind::VectorMaskedLoad if n >= 3 => (
            d.operands[0],
            &d.operands[1..n - 2],
            Some(d.results[0]),
            false,
            false,
        ),
        OpKind::VectorMaskedStore if n >= 3 => (
            d.operands[0],
            &d.operands[1..n - 2],
            Some(d.operands[n - 1]),
            true,
            false,
        ),
        OpKind::VectorTransferRead | OpKind::VectorTransferWrite => {
            return transfer_touch(m, op, &vec_shape);
        }
        _ => return None,
    };
    let ext = match vector {
        Some(v) => trailing(memref, v),
        None => vec![1; indices.len()],
    };
    Some(Touch {
        memref,
        indices: indices.to_vec(),
        ext,
        write,
        spills,
    })
}

/// [`touch`] for `vector.transfer_read` / `vector.transfer_write` on a memref: lanes out of
/// bounds are not accessed, so the box holds as it is.
fn transfer_touch(
    m: &Module,
    op: OpId,
    vec_shape: &dyn Fn(ValueId) -> Option<Vec<i64>>,
) -> Option<Touch> {
    use crate::ir::AffineExpr;
    let d = m.op(op);
    if crate::dialects::vector::accesses_tensor(m, op) {
        return None;
    }
    let write = d.kind == OpKind::VectorTransferWrite;
    let (memref, vector) = if write {
        (d.operands[1], d.operands[0])
    } else {
        (d.operands[0], d.results[0])
    };
    let (indices, _mask) = crate::dialects::vector::transfer_parts(m, op);
    let rank = memref_rank(m, memref);
    let mut ext = vec![1; rank];
    let shape = vec_shape(vector).unwrap_or_default();
    let dims: Option<Vec<Option<usize>>> = match crate::dialects::vector::permutation_map(m, op) {
        Some(map) => map
            .results
            .iter()
            .map(|r| match r {
                AffineExpr::Dim(k) => Some(Some(*k as usize)),
                AffineExpr::Const(0) => Some(None),
                _ => None,
            })
            .collect(),
        None => Some((rank.saturating_sub(shape.len())..rank).map(Some).collect()),
    };
    match dims {
        Some(dims) if dims.len() == shape.len() && !shape.is_empty() => {
            for (dim, &e) in dims.iter().zip(&shape) {
                match dim {
                    Some(k) if *k < rank => ext[*k] = e,
                    Some(_) => ext = vec![0; rank],
                    None => {}
                }
            }
        }
        _ => ext = vec![0; rank],
    }
    Some(Touch {
        memref,
        indices,
        ext,
        write,
        spills: false,
    })
}

/// The rank of memref `v` (0 for other types).
fn memref_rank(m: &Module, v: ValueId) -> usize {
    match m.ty(m.value_type(v)) {
        TypeData::MemRef { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// The static shape of memref `v`.
fn memref_shape(m: &Module, v: ValueId) -> Option<&[i64]> {
    match m.ty(m.value_type(v)) {
        TypeData::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

impl Ctx<'_> {
    /// `t` as an [`Access`] of the buffer behind its memref: the box's subscripts are carried
    /// through `memref.cast`s and `memref.subview`s that keep the rank (`offset + stride·i`,
    /// the extent `stride·(e - 1) + 1`); through a rank-reducing one they are unknown. A box
    /// that may spill (see [`Touch::spills`]) and is not provably within the memref's shape,
    /// or a vector the test cannot place, is unknown altogether.
    fn access(&self, t: Touch) -> Access {
        let m = self.m;
        let mut subs: Vec<Option<Linear>> = t.indices.iter().map(|&i| self.linear(i, 8)).collect();
        let mut ext = t.ext;
        let unknown = ext.contains(&0)
            || ext.len() != subs.len()
            || (t.spills && !self.within(t.memref, &subs, &ext));
        if unknown {
            subs = vec![None; subs.len()];
            ext = vec![1; subs.len()];
        }
        let mut v = t.memref;
        while let Some(d) = m.defining_op(v) {
            match m.op(d).kind {
                OpKind::Cast => {}
                OpKind::SubView => {
                    let src = m.op(d).operands[0];
                    (subs, ext) = self.through_subview(d, src, subs, ext);
                }
                _ => break,
            }
            v = m.op(d).operands[0];
        }
        Access {
            root: v,
            subs,
            ext,
            write: t.write,
        }
    }

    /// True if the box at `subs` spanning `ext` is within memref `v` along every dimension
    /// where it spans more than one element: constant subscript, static size.
    fn within(&self, v: ValueId, subs: &[Option<Linear>], ext: &[i64]) -> bool {
        let Some(shape) = memref_shape(self.m, v) else {
            return false;
        };
        subs.iter().zip(ext).zip(shape).all(|((s, &e), &size)| {
            e == 1
                || s.as_ref().is_some_and(|s| {
                    s.terms.is_empty()
                        && s.konst >= 0
                        && size != crate::ir::DYNAMIC
                        && s.konst.checked_add(e).is_some_and(|end| end <= size)
                })
        })
    }

    /// A box in the result of `memref.subview` `sv` as a box in its source `src`.
    fn through_subview(
        &self,
        sv: OpId,
        src: ValueId,
        subs: Vec<Option<Linear>>,
        ext: Vec<i64>,
    ) -> (Vec<Option<Linear>>, Vec<i64>) {
        use crate::transforms::canonicalize::memref::{mixed_lists, Ofr};
        let rank = memref_rank(self.m, src);
        let lists = mixed_lists(self.m, sv).filter(|l| l[0].len() == rank && subs.len() == rank);
        let Some([offsets, _, strides]) = lists else {
            return (vec![None; rank], vec![1; rank]);
        };
        let mut out_subs = Vec::with_capacity(rank);
        let mut out_ext = Vec::with_capacity(rank);
        for d in 0..rank {
            let stride = match strides[d] {
                Ofr::Static(s) if s >= 1 => Some(s),
                _ => None,
            };
            let off = match offsets[d] {
                Ofr::Static(c) => Some(Linear::konst(c)),
                Ofr::Dyn(v) => self.linear(v, 8),
            };
            let sub = match (&subs[d], stride, off) {
                (Some(x), Some(s), Some(o)) => o.add_scaled(x, s),
                _ => None,
            };
            let e = stride.and_then(|s| s.checked_mul(ext[d] - 1)?.checked_add(1));
            out_ext.push(if sub.is_some() { e.unwrap_or(1) } else { 1 });
            out_subs.push(sub.filter(|_| e.is_some()));
        }
        (out_subs, out_ext)
    }
}

/// Gathers the accesses nested in `l`; `None` if an op may touch memory otherwise.
fn accesses(cx: &Ctx<'_>) -> Option<Vec<Access>> {
    let m = cx.m;
    let mut out = Vec::new();
    let mut ok = true;
    m.walk_nested(cx.l, &mut |x| {
        let d = m.op(x);
        if let Some(t) = touch(m, x) {
            out.push(cx.access(t));
            return;
        }
        match d.kind {
            OpKind::For
            | OpKind::If
            | OpKind::Yield
            | OpKind::Cast
            | OpKind::SubView
            | OpKind::Dim => {}
            // Each iteration's own buffers may come and go.
            OpKind::Dealloc => ok &= cx.inside(root(m, d.operands[0])),
            _ => match op_effects(m, x) {
                Effects::None | Effects::Alloc => ok &= d.regions.is_empty(),
                Effects::Read | Effects::Write | Effects::Unknown => ok = false,
            },
        }
    });
    ok.then_some(out)
}

/// Whether the iterations of `l`, an `scf.for`, may run in any order and at the same time
/// (see the module doc).
pub fn for_loop(m: &Module, l: OpId) -> Verdict {
    if !m.op(l).results.is_empty() {
        return Verdict::Sequential;
    }
    memory(m, l)
}

/// [`for_loop`] for memory alone: the `iter_args` of `l` (values carried from one iteration to
/// the next, which the caller must judge, as reductions say) are not looked at.
pub fn memory(m: &Module, l: OpId) -> Verdict {
    let d = m.op(l);
    if d.kind != OpKind::For {
        return Verdict::Sequential;
    }
    let Some(body) = m.entry_block(d.regions[0]) else {
        return Verdict::Sequential;
    };
    let iv = m.block(body).args[0];
    let step = int_constant(m, d.operands[2])
        .filter(|&s| s >= 1)
        .unwrap_or(1);
    let cx = Ctx {
        m,
        l,
        iv: Some(iv),
        step,
    };
    let Some(acc) = accesses(&cx) else {
        return Verdict::Sequential;
    };
    let mut pairs: Vec<(ValueId, ValueId)> = Vec::new();
    for (n, a) in acc.iter().enumerate() {
        for b in &acc[n..] {
            if !a.write && !b.write {
                continue;
            }
            let (w, o) = if a.write { (a, b) } else { (b, a) };
            if w.root == o.root {
                if cx.inside(w.root) && is_alloc(m, w.root) {
                    continue;
                }
                if !cx.independent(w, o) {
                    return Verdict::Sequential;
                }
                continue;
            }
            // Different buffers: one made in the iteration, or two allocations, never meet.
            let (wi, oi) = (cx.inside(w.root), cx.inside(o.root));
            if (wi && is_alloc(m, w.root)) || (oi && is_alloc(m, o.root)) {
                continue;
            }
            if wi || oi {
                return Verdict::Sequential;
            }
            if is_alloc(m, w.root) && is_alloc(m, o.root) {
                continue;
            }
            let p = (w.root, o.root);
            if !pairs.contains(&p) && !pairs.contains(&(p.1, p.0)) {
                pairs.push(p);
            }
        }
    }
    if pairs.is_empty() {
        Verdict::Parallel
    } else {
        Verdict::IfDisjoint(pairs)
    }
}

/// True if `op` reads a box of memory the dependence test can place (a `memref.load`,
/// `vector.load`, `vector.maskedload` or `vector.transfer_read` of a memref).
pub fn is_box_read(m: &Module, op: OpId) -> bool {
    touch(m, op).is_some_and(|t| !t.write)
}

/// True if `op` writes a box of memory the dependence test can place (the stores matching
/// [`is_box_read`]).
pub fn is_box_write(m: &Module, op: OpId) -> bool {
    touch(m, op).is_some_and(|t| t.write)
}

/// True if memory ops `a` and `b` (loads, stores and the vector memory ops [`for_loop`]
/// reads), run one after the other in the same execution of the region of `scope` that holds
/// them, touch no common element: the same buffer (through casts and subviews) with boxes
/// apart by a constant along some dimension (`c[%i + 1, %j]` against `c[%i, %j]`), two
/// distinct allocations, or two buffers `known` names as a pair that does not overlap (a
/// run-time test's facts). `false` when it cannot tell.
pub fn disjoint_here(
    m: &Module,
    scope: OpId,
    a: OpId,
    b: OpId,
    known: &[(ValueId, ValueId)],
) -> bool {
    let (Some(ta), Some(tb)) = (touch(m, a), touch(m, b)) else {
        return false;
    };
    let cx = Ctx {
        m,
        l: scope,
        iv: None,
        step: 1,
    };
    let (x, y) = (cx.access(ta), cx.access(tb));
    if x.root != y.root {
        return (is_alloc(m, x.root) && is_alloc(m, y.root))
            || known.contains(&(x.root, y.root))
            || known.contains(&(y.root, x.root));
    }
    (0..x.subs.len().min(y.subs.len())).any(|d| {
        let (Some(p), Some(q)) = (&x.subs[d], &y.subs[d]) else {
            return false;
        };
        match p.add_scaled(q, -1) {
            Some(diff) if diff.terms.is_empty() => {
                let (k, ex, ey) = (
                    i128::from(diff.konst),
                    i128::from(x.ext[d]),
                    i128::from(y.ext[d]),
                );
                k >= ey || -k >= ex
            }
            _ => false,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::test_module as parse;

    /// The verdict on the first `scf.for` of `text`.
    fn verdict(text: &str) -> Verdict {
        let m = parse(text);
        let mut first = None;
        for f in m.top_level_ops() {
            m.walk_nested(f, &mut |o| {
                if m.op(o).kind == OpKind::For && first.is_none() {
                    first = Some(o);
                }
            });
        }
        for_loop(&m, first.expect("a loop"))
    }

    #[test]
    fn a_recurrence_is_not_parallel() {
        let v = verdict(
            r#"
func.func @f(%a: memref<?xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  scf.for %i = %c1 to %n step %c1 {
    %p = arith.subi %i, %c1 : index
    %x = memref.load %a[%p] : memref<?xi32>
    %y = arith.addi %x, %one : i32
    memref.store %y, %a[%i] : memref<?xi32>
  }
  return
}"#,
        );
        assert_eq!(v, Verdict::Sequential);
    }

    #[test]
    fn an_update_in_place_is_parallel() {
        let v = verdict(
            r#"
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1 : i32
  %a = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.muli %i, %c2 : index
    %k = arith.addi %j, %c1 : index
    %x = memref.load %a[%k] : memref<?xi32>
    %y = arith.addi %x, %one : i32
    memref.store %y, %a[%k] : memref<?xi32>
  }
  memref.dealloc %a : memref<?xi32>
  return
}"#,
        );
        assert_eq!(v, Verdict::Parallel);
    }

    const MATMUL: &str = r#"
func.func @mm(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        %x = memref.load %a[%i, %k] : memref<?x?xf32>
        %y = memref.load %b[%k, %j] : memref<?x?xf32>
        %z = memref.load %c[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        memref.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}"#;

    #[test]
    fn matmul_is_parallel_in_i_if_c_does_not_overlap_a_or_b() {
        let m = parse(MATMUL);
        let mut loops = Vec::new();
        for f in m.top_level_ops() {
            m.walk_nested(f, &mut |o| {
                if m.op(o).kind == OpKind::For {
                    loops.push(o);
                }
            });
        }
        // Outermost first in walk order? Find by nesting depth.
        let depth = |mut o: OpId| {
            let mut n = 0;
            while let Some(p) = m.parent_op(o) {
                n += (m.op(p).kind == OpKind::For) as u32;
                o = p;
            }
            n
        };
        loops.sort_by_key(|&l| depth(l));
        let arg = |i: usize| {
            let f = m.top_level_ops()[0];
            let entry = m.entry_block(m.op(f).regions[0]).unwrap();
            m.block(entry).args[i]
        };
        let (a, b, c) = (arg(0), arg(1), arg(2));
        let pairs_of = |v: Verdict| match v {
            Verdict::IfDisjoint(mut p) => {
                for x in p.iter_mut() {
                    assert_eq!(x.0, c, "the store's buffer comes first");
                }
                p.sort_by_key(|x| x.1.index());
                p.into_iter().map(|x| x.1).collect::<Vec<_>>()
            }
            other => panic!("expected a disjointness condition, got {other:?}"),
        };
        // i and j: every c[i, j] belongs to one iteration.
        assert_eq!(pairs_of(for_loop(&m, loops[0])), vec![a, b]);
        assert_eq!(pairs_of(for_loop(&m, loops[1])), vec![a, b]);
        // k: c[i, j] is read and written by every k.
        assert_eq!(for_loop(&m, loops[2]), Verdict::Sequential);
    }

    #[test]
    fn distinct_allocations_need_no_test() {
        let v = verdict(
            r#"
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    memref.store %x, %b[%i] : memref<?xf32>
  }
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return
}"#,
        );
        assert_eq!(v, Verdict::Parallel);
    }

    #[test]
    fn a_shifted_copy_within_one_buffer_is_not_parallel() {
        let v = verdict(
            r#"
func.func @f(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.addi %i, %c1 : index
    %x = memref.load %a[%j] : memref<?xf32>
    memref.store %x, %a[%i] : memref<?xf32>
  }
  return
}"#,
        );
        assert_eq!(v, Verdict::Sequential);
    }

    #[test]
    fn a_store_to_a_fixed_element_or_through_an_inner_loop_is_not_parallel() {
        let fixed = verdict(
            r#"
func.func @f(%a: memref<?xf32>, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %a[%c0] : memref<?xf32>
  }
  return
}"#,
        );
        assert_eq!(fixed, Verdict::Sequential);
        let inner = verdict(
            r#"
func.func @f(%a: memref<?xf32>, %n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %k = arith.addi %i, %j : index
      memref.store %x, %a[%k] : memref<?xf32>
    }
  }
  return
}"#,
        );
        assert_eq!(inner, Verdict::Sequential);
    }

    #[test]
    fn rows_apart_by_a_constant_are_independent() {
        let v = verdict(
            r#"
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<2x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%c0, %i] : memref<2x?xf32>
    memref.store %x, %a[%c1, %i] : memref<2x?xf32>
  }
  memref.dealloc %a : memref<2x?xf32>
  return
}"#,
        );
        assert_eq!(v, Verdict::Parallel);
    }

    #[test]
    fn calls_iter_args_and_non_affine_subscripts_are_not_parallel() {
        let call = verdict(
            r#"
func.func private @g(index)
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    func.call @g(%i) : (index) -> ()
  }
  return
}"#,
        );
        assert_eq!(call, Verdict::Sequential);
        let gather = verdict(
            r#"
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xindex>
  scf.for %i = %c0 to %n step %c1 {
    %j = memref.load %a[%i] : memref<?xindex>
    memref.store %i, %a[%j] : memref<?xindex>
  }
  memref.dealloc %a : memref<?xindex>
  return
}"#,
        );
        assert_eq!(gather, Verdict::Sequential);
    }

    /// The tile loops of a 4×16 matmul tile kernel as the vector lowerings leave it: rows of
    /// the tile of `c` read and written with `vector.load`/`vector.store` through a subview.
    const TILED: &str = r#"
func.func @mm(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c4 {
    scf.for %j = %c0 to %c64 step %c16 {
      scf.for %k = %c0 to %c64 step %c4 {
        %sa = memref.subview %a[%i, %k] [4, 4] [1, 1] : memref<64x64xf32> to memref<4x4xf32, strided<[64, 1], offset: ?>>
        %sb = memref.subview %b[%k, %j] [4, 16] [1, 1] : memref<64x64xf32> to memref<4x16xf32, strided<[64, 1], offset: ?>>
        %sc = memref.subview %c[%i, %j] [4, 16] [1, 1] : memref<64x64xf32> to memref<4x16xf32, strided<[64, 1], offset: ?>>
        %x = vector.load %sa[%c1, %c0] : memref<4x4xf32, strided<[64, 1], offset: ?>>, vector<4xf32>
        %y = vector.load %sb[%c1, %c0] : memref<4x16xf32, strided<[64, 1], offset: ?>>, vector<16xf32>
        %z = vector.load %sc[%c0, %c0] : memref<4x16xf32, strided<[64, 1], offset: ?>>, vector<16xf32>
        %e = vector.extract %x[0] : f32 from vector<4xf32>
        %be = vector.broadcast %e : f32 to vector<16xf32>
        %s = vector.fma %be, %y, %z : vector<16xf32>
        vector.store %s, %sc[%c3, %c0] : memref<4x16xf32, strided<[64, 1], offset: ?>>, vector<16xf32>
      }
    }
  }
  return
}"#;

    /// The loops of `text` (one function), outermost first.
    fn loops_of(m: &Module) -> Vec<OpId> {
        let mut loops = Vec::new();
        for f in m.top_level_ops() {
            m.walk_nested(f, &mut |o| {
                if m.op(o).kind == OpKind::For {
                    loops.push(o);
                }
            });
        }
        loops.sort_by_key(|&l| {
            let (mut n, mut o) = (0, l);
            while let Some(p) = m.parent_op(o) {
                n += (m.op(p).kind == OpKind::For) as u32;
                o = p;
            }
            n
        });
        loops
    }

    #[test]
    fn vector_tiles_through_subviews_are_parallel_in_the_tile_loops() {
        let m = parse(TILED);
        let loops = loops_of(&m);
        for &l in &loops[..2] {
            assert!(
                matches!(for_loop(&m, l), Verdict::IfDisjoint(ref p) if p.len() == 2),
                "{:?}",
                for_loop(&m, l)
            );
        }
        assert_eq!(for_loop(&m, loops[2]), Verdict::Sequential);
    }

    #[test]
    fn a_tile_wider_than_the_step_is_not_parallel() {
        // Tiles of 16 columns every 4: neighbouring iterations share 12 columns.
        let text = TILED.replace("%j = %c0 to %c64 step %c16", "%j = %c0 to %c64 step %c4");
        let m = parse(&text);
        let loops = loops_of(&m);
        assert!(matches!(for_loop(&m, loops[0]), Verdict::IfDisjoint(_)));
        assert_eq!(for_loop(&m, loops[1]), Verdict::Sequential);
    }

    /// The verdict on the first loop of a function over `%a: memref<64x64xf32>` whose body is
    /// `body` (`%i` the induction variable, step `step`, constants `%c0`, `%c1`, `%c8`, `%c16`
    /// and a vector `%v: vector<16xf32>` at hand).
    fn on_a(step: &str, body: &str) -> Verdict {
        verdict(&format!(
            r#"
func.func @f(%v: vector<16xf32>, %m: vector<16xi1>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c48 = arith.constant 48 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64x64xf32>
  scf.for %i = %c0 to %c48 step {step} {{
{body}
  }}
  memref.dealloc %a : memref<64x64xf32>
  return
}}"#
        ))
    }

    #[test]
    fn vector_boxes_along_the_induction_variable() {
        // Each iteration stores columns [i, i + 16) of row 0: apart for a step of 16.
        let store = "    vector.store %v, %a[%c0, %i] : memref<64x64xf32>, vector<16xf32>";
        assert_eq!(on_a("%c16", store), Verdict::Sequential, "may spill");
        let sv = "    %s = memref.subview %a[0, %i] [1, 16] [1, 1] : memref<64x64xf32> to memref<1x16xf32, strided<[64, 1], offset: ?>>\n    vector.store %v, %s[%c0, %c0] : memref<1x16xf32, strided<[64, 1], offset: ?>>, vector<16xf32>";
        assert_eq!(on_a("%c16", sv), Verdict::Parallel);
        assert_eq!(on_a("%c8", sv), Verdict::Sequential, "overlapping tiles");
        // A transfer does not spill: its box holds as it is.
        let tw = "    vector.transfer_write %v, %a[%c0, %i] : vector<16xf32>, memref<64x64xf32>";
        assert_eq!(on_a("%c16", tw), Verdict::Parallel);
        assert_eq!(on_a("%c8", tw), Verdict::Sequential);
        // Read 16 columns at i + 16, write 16 at i: the next iteration writes what this one
        // read.
        let shifted = "    %j = arith.addi %i, %c16 : index\n    %x = vector.transfer_read %a[%c0, %j], %c0f : memref<64x64xf32>, vector<16xf32>\n    vector.transfer_write %x, %a[%c0, %i] : vector<16xf32>, memref<64x64xf32>";
        let shifted = format!("    %c0f = arith.constant 0.0 : f32\n{shifted}");
        assert_eq!(on_a("%c16", &shifted), Verdict::Sequential);
        // Masked stores cover their lanes.
        let masked = "    vector.maskedstore %a[%c1, %i], %m, %v : memref<64x64xf32>, vector<16xi1>, vector<16xf32>";
        assert_eq!(on_a("%c16", masked), Verdict::Parallel);
        assert_eq!(on_a("%c8", masked), Verdict::Sequential);
    }

    #[test]
    fn vector_boxes_across_the_induction_variable() {
        // Row i, columns [0, 16) stored, row i columns [8, 24) loaded: the same row, one
        // iteration: independent of the others.
        let rows = "    %x = vector.load %a[%i, %c8] : memref<64x64xf32>, vector<16xf32>\n    vector.store %x, %a[%i, %c0] : memref<64x64xf32>, vector<16xf32>";
        assert_eq!(on_a("%c1", rows), Verdict::Parallel);
        // Column i of a transposed transfer: lanes run down the rows.
        let cols = "    %c0f = arith.constant 0.0 : f32\n    %x = vector.transfer_read %a[%c0, %i], %c0f {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<64x64xf32>, vector<16xf32>\n    vector.transfer_write %x, %a[%c16, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<16xf32>, memref<64x64xf32>";
        assert_eq!(on_a("%c1", cols), Verdict::Parallel);
        // Rows [0, 16) of column i read, rows [8, 24) of column i + 1 written: different
        // iterations meet (i + 1 = i' for the next one).
        let skew = "    %c0f = arith.constant 0.0 : f32\n    %j = arith.addi %i, %c1 : index\n    %x = vector.transfer_read %a[%c0, %i], %c0f {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<64x64xf32>, vector<16xf32>\n    vector.transfer_write %x, %a[%c8, %j] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<16xf32>, memref<64x64xf32>";
        assert_eq!(on_a("%c1", skew), Verdict::Sequential);
        // Constant rows 0 and 8 with 16 lanes down the rows: the boxes meet.
        let rows_meet = "    %c0f = arith.constant 0.0 : f32\n    %x = vector.transfer_read %a[%c0, %c0], %c0f {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<64x64xf32>, vector<16xf32>\n    vector.transfer_write %x, %a[%c8, %c0] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<16xf32>, memref<64x64xf32>";
        assert_eq!(on_a("%c1", rows_meet), Verdict::Sequential);
    }

    #[test]
    fn a_rank_reducing_subview_leaves_the_box_unknown() {
        // Row i of %a through a rank-reducing subview: the subscripts are not carried.
        let rr = "    %s = memref.subview %a[%i, 0] [1, 16] [1, 1] : memref<64x64xf32> to memref<16xf32, strided<[1], offset: ?>>\n    vector.store %v, %s[%c0] : memref<16xf32, strided<[1], offset: ?>>, vector<16xf32>";
        assert_eq!(on_a("%c1", rr), Verdict::Sequential);
        // Row i read and written directly: each iteration's own.
        let fixed = "    %c0f = arith.constant 0.0 : f32\n    %x = vector.transfer_read %a[%i, %c0], %c0f : memref<64x64xf32>, vector<4xf32>\n    vector.transfer_write %x, %a[%i, %c16] : vector<4xf32>, memref<64x64xf32>";
        assert_eq!(on_a("%c1", fixed), Verdict::Parallel);
    }
}
