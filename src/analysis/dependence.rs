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
use crate::ir::{Module, OpId, ValueDef, ValueId};
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

/// One `memref.load` or `memref.store` in the loop.
struct Access {
    /// The buffer, through `memref.cast`s.
    root: ValueId,
    /// Each subscript as a linear form, `None` where it is not affine.
    subs: Vec<Option<Linear>>,
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

/// The context of one analysis: the loop and its induction variable.
struct Ctx<'a> {
    m: &'a Module,
    l: OpId,
    iv: ValueId,
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
        f.terms.iter().any(|&(a, _)| a != self.iv && self.inside(a))
    }

    /// True if `a` (a store) and `b`, on the same buffer, touch different elements in
    /// different iterations.
    fn independent(&self, a: &Access, b: &Access) -> bool {
        a.subs.iter().zip(&b.subs).any(|(x, y)| {
            let (Some(x), Some(y)) = (x, y) else {
                return false;
            };
            if self.has_inner(x) || self.has_inner(y) {
                return false;
            }
            let (cx, cy) = (x.coeff(self.iv), y.coeff(self.iv));
            let Some(diff) = x.add_scaled(y, -1) else {
                return false;
            };
            if cx != 0 && cx == cy {
                // Same coefficient of `i`, same everything else: equal only for equal `i`.
                return diff.terms.is_empty() && diff.konst == 0;
            }
            // Constant in the loop and different.
            cx == 0 && cy == 0 && diff.terms.is_empty() && diff.konst != 0
        })
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

/// Gathers the accesses nested in `l`; `None` if an op may touch memory otherwise.
fn accesses(cx: &Ctx<'_>) -> Option<Vec<Access>> {
    let m = cx.m;
    let mut out = Vec::new();
    let mut ok = true;
    m.walk_nested(cx.l, &mut |x| {
        let d = m.op(x);
        let mut push = |memref: ValueId, indices: &[ValueId], write: bool| {
            out.push(Access {
                root: root(m, memref),
                subs: indices.iter().map(|&i| cx.linear(i, 8)).collect(),
                write,
            })
        };
        match d.kind {
            OpKind::Load => push(d.operands[0], &d.operands[1..], false),
            OpKind::Store => push(d.operands[1], &d.operands[2..], true),
            OpKind::For | OpKind::If | OpKind::Yield | OpKind::Cast | OpKind::Dim => {}
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
    let cx = Ctx { m, l, iv };
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
}
