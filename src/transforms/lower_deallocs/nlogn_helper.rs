//! `@dealloc_helper_nlogn`: the generic lowering's aliasing decision in O((n + r) log n)
//! worst case and O(n + r) expected, for `helper-storage=stack` deallocs with many memrefs.
//!
//! MLIR's `@dealloc_helper` compares every memref's base pointer with every earlier one and
//! with every retained one (O(n² + n·r)). This helper computes exactly the same two outputs,
//!
//! * `dealloc_out[i] = cond[i] ∧ base[i] ∉ retained ∧ ∀ j < i: base[j] ≠ base[i]`
//!   (only the first memref of each base may free it, and only if nothing retains the base);
//! * `ownership_out[k] = ⋁ { cond[i] | base[i] = retained[k] }`,
//!
//! in one of two ways:
//!
//! 1. **Hashing** (fast path). The memrefs' bases are inserted in list order into an
//!    open-addressing table (linear probing, Fibonacci hash, size a power of two ≥ 2n, so it
//!    is at most half full). A base's first memref claims the slot (`dealloc_out = cond`);
//!    later ones only OR their condition into the slot's group condition
//!    (`dealloc_out = false`). Each retained value then looks its base up: if found, its
//!    ownership is the group condition and the group's first memref is not freed. Every probe
//!    is counted; if the total exceeds the caller's budget (`4·(n + r) + 64` from the lowering;
//!    only adversarial pointer patterns get there), the results so far are discarded and
//! 2. **Sorting** (guaranteed O((n + r) log n)) decides instead: the pairs
//!    `(base[i], i)` are merge-sorted by base (bottom-up, stable, branch-free merges; the
//!    hash table's index lists serve as the merge buffers); one pass over the sorted order marks
//!    each group's first element (the smallest position, by stability) and ORs the group's
//!    conditions into that element's condition slot (after its own value was used); each
//!    retained value finds its group by binary search.
//!
//! ```mlir
//! func.func private @dealloc_helper_nlogn(%bases: memref<?xindex>,
//!     %retained: memref<?xindex>, %conds: memref<?xi1>, %dealloc_out: memref<?xi1>,
//!     %ownership_out: memref<?xi1>, %perm: memref<?xindex>, %table_keys: memref<?xindex>,
//!     %table_heads: memref<?xindex>, %table_conds: memref<?xi1>, %probe_budget: index)
//! ```
//!
//! The first five arguments are MLIR's lists; `perm` has n elements, the table lists a power
//! of two m ≥ 2n. The sorting path reorders `bases` and overwrites some `conds`; the lowering
//! owns all nine lists (`memref.alloca`s), so nobody sees that. A budget of 0 always sorts.

use super::{append_private_func, cmpi, index_const, memref_ty};
use crate::dialects::OpKind;
use crate::ir::{InsertPoint, Location, Module, OpId, TypeData, TypeId, ValueId, DYNAMIC};
use crate::rewrite::Rewriter;
use crate::transforms::ownership::build::{i1, index};

/// `arith.cmpi` predicates used here.
const EQ: i64 = 0;
const NE: i64 = 1;
const ULT: i64 = 6;
const ULE: i64 = 7;
const UGE: i64 = 9;

/// A small IR builder over a [`Rewriter`]: the insertion point moves into nested regions while
/// their bodies are built.
struct Ib<'r, 'm> {
    rw: &'r mut Rewriter<'m>,
    loc: Location,
}

impl Ib<'_, '_> {
    fn c(&mut self, v: i64) -> ValueId {
        index_const(self.rw, v, &self.loc)
    }

    fn bin(&mut self, kind: OpKind, a: ValueId, b: ValueId) -> ValueId {
        let t = self.rw.m.value_type(a);
        self.rw.create1(kind, vec![a, b], t, vec![], &self.loc)
    }

    fn cmp(&mut self, pred: i64, a: ValueId, b: ValueId) -> ValueId {
        cmpi(self.rw, pred, a, b, &self.loc)
    }

    fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let t = self.rw.m.value_type(a);
        self.rw
            .create1(OpKind::Select, vec![c, a, b], t, vec![], &self.loc)
    }

    fn load(&mut self, mem: ValueId, i: ValueId) -> ValueId {
        let t = match self.rw.m.ty(self.rw.m.value_type(mem)) {
            TypeData::MemRef { elem, .. } => *elem,
            _ => unreachable!("helper lists are memrefs"),
        };
        self.rw
            .create1(OpKind::Load, vec![mem, i], t, vec![], &self.loc)
    }

    fn store(&mut self, v: ValueId, mem: ValueId, i: ValueId) {
        self.rw.create(
            OpKind::Store,
            vec![v, mem, i],
            vec![],
            vec![],
            vec![],
            &self.loc,
        );
    }

    /// A new single-block region whose block has arguments of `tys`; `body` builds its ops
    /// (the insertion point is the block's end) and returns the terminator's operands.
    fn region(
        &mut self,
        tys: &[TypeId],
        term: OpKind,
        body: impl FnOnce(&mut Self, &[ValueId]) -> Vec<ValueId>,
    ) -> crate::ir::RegionId {
        let region = self.rw.m.new_region();
        let b = self.rw.m.create_block();
        self.rw.m.append_block(region, b);
        let args: Vec<ValueId> = tys
            .iter()
            .map(|&t| self.rw.m.add_block_arg(b, t, Some(self.loc.clone())))
            .collect();
        let saved = self.rw.ip;
        self.rw.ip = InsertPoint::BlockEnd(b);
        let ys = body(self, &args);
        self.rw.create(term, ys, vec![], vec![], vec![], &self.loc);
        self.rw.ip = saved;
        region
    }

    fn results(&self, op: OpId) -> Vec<ValueId> {
        self.rw.m.op(op).results.to_vec()
    }

    /// `scf.for %i = lb to ub step 1 iter_args(inits)`; returns the results.
    fn for_(
        &mut self,
        lb: ValueId,
        ub: ValueId,
        step: ValueId,
        inits: &[ValueId],
        body: impl FnOnce(&mut Self, ValueId, &[ValueId]) -> Vec<ValueId>,
    ) -> Vec<ValueId> {
        let it = index(self.rw.m);
        let mut tys = vec![it];
        let rtys: Vec<TypeId> = inits.iter().map(|&v| self.rw.m.value_type(v)).collect();
        tys.extend(&rtys);
        let region = self.region(&tys, OpKind::Yield, |ib, a| body(ib, a[0], &a[1..]));
        let mut operands = vec![lb, ub, step];
        operands.extend(inits);
        let f = self
            .rw
            .create(OpKind::For, operands, rtys, vec![], vec![region], &self.loc);
        self.results(f)
    }

    /// `scf.if %cond -> (tys) { then } else { els }`; returns the results.
    fn if_(
        &mut self,
        cond: ValueId,
        tys: &[TypeId],
        then: impl FnOnce(&mut Self) -> Vec<ValueId>,
        els: impl FnOnce(&mut Self) -> Vec<ValueId>,
    ) -> Vec<ValueId> {
        let r0 = self.region(&[], OpKind::Yield, |ib, _| then(ib));
        let r1 = self.region(&[], OpKind::Yield, |ib, _| els(ib));
        let op = self.rw.create(
            OpKind::If,
            vec![cond],
            tys.to_vec(),
            vec![],
            vec![r0, r1],
            &self.loc,
        );
        self.results(op)
    }

    /// `scf.if %cond { then }` with an empty else region.
    fn if_then(&mut self, cond: ValueId, then: impl FnOnce(&mut Self)) {
        let r0 = self.region(&[], OpKind::Yield, |ib, _| {
            then(ib);
            vec![]
        });
        let r1 = self.rw.m.new_region();
        self.rw.create(
            OpKind::If,
            vec![cond],
            vec![],
            vec![],
            vec![r0, r1],
            &self.loc,
        );
    }

    /// `scf.while (inits) { before } do { after }`: `before` returns the condition and the
    /// values passed to `after` (and returned), whose types are `tys`.
    fn while_(
        &mut self,
        inits: &[ValueId],
        tys: &[TypeId],
        before: impl FnOnce(&mut Self, &[ValueId]) -> (ValueId, Vec<ValueId>),
        after: impl FnOnce(&mut Self, &[ValueId]) -> Vec<ValueId>,
    ) -> Vec<ValueId> {
        let itys: Vec<TypeId> = inits.iter().map(|&v| self.rw.m.value_type(v)).collect();
        let r0 = self.region(&itys, OpKind::Condition, |ib, a| {
            let (c, mut fwd) = before(ib, a);
            fwd.insert(0, c);
            fwd
        });
        let r1 = self.region(tys, OpKind::Yield, after);
        let op = self.rw.create(
            OpKind::While,
            inits.to_vec(),
            tys.to_vec(),
            vec![],
            vec![r0, r1],
            &self.loc,
        );
        self.results(op)
    }
}

/// The helper's arguments and shared constants.
struct Lists {
    bases: ValueId,
    retained: ValueId,
    conds: ValueId,
    dealloc_out: ValueId,
    ownership_out: ValueId,
    perm: ValueId,
    keys: ValueId,
    heads: ValueId,
    group_conds: ValueId,
    budget: ValueId,
    fib: ValueId,
    n: ValueId,
    r: ValueId,
    c0: ValueId,
    c1: ValueId,
    tr: ValueId,
    fa: ValueId,
}

/// The multiplier of the Fibonacci hash (2^64 / golden ratio, as a signless i64).
const FIB: i64 = 0x9E37_79B9_7F4A_7C15_u64 as i64;

/// Probes the table for `key` from its home slot until an empty slot or a slot holding `key`;
/// returns (slot, probes + the extra probes taken). Terminates because the table is at most
/// half full.
fn probe(
    ib: &mut Ib<'_, '_>,
    l: &Lists,
    key: ValueId,
    shift: ValueId,
    mask: ValueId,
    probes: ValueId,
) -> (ValueId, ValueId) {
    let it = index(ib.rw.m);
    let i64t = ib.rw.m.value_type(l.fib);
    let fib = l.fib;
    let k64 = ib
        .rw
        .create1(OpKind::IndexCast, vec![key], i64t, vec![], &ib.loc.clone());
    let prod = ib.bin(OpKind::MulI, k64, fib);
    let h64 = ib.bin(OpKind::ShRUI, prod, shift);
    let home = ib
        .rw
        .create1(OpKind::IndexCast, vec![h64], it, vec![], &ib.loc.clone());
    let (c0, c1) = (l.c0, l.c1);
    let found = ib.while_(
        &[home, probes],
        &[it, it],
        |ib, a| {
            let head = ib.load(l.heads, a[0]);
            let used = ib.cmp(NE, head, c0);
            let k = ib.load(l.keys, a[0]);
            let other = ib.cmp(NE, k, key);
            let go = ib.bin(OpKind::AndI, used, other);
            (go, vec![a[0], a[1]])
        },
        |ib, a| {
            let next = ib.bin(OpKind::AddI, a[0], c1);
            vec![
                ib.bin(OpKind::AndI, next, mask),
                ib.bin(OpKind::AddI, a[1], c1),
            ]
        },
    );
    (found[0], found[1])
}

/// The hashing path; returns whether it finished within the probe budget (then
/// `dealloc_out` and `ownership_out` are final).
fn hash_path(ib: &mut Ib<'_, '_>, l: &Lists) -> ValueId {
    let it = index(ib.rw.m);
    let t1 = i1(ib.rw.m);
    let i64t = ib.rw.m.intern_type(TypeData::Integer {
        width: 64,
        signedness: crate::ir::Signedness::Signless,
    });
    let (c0, c1, fa) = (l.c0, l.c1, l.fa);
    let (n, r) = (l.n, l.r);
    let m = ib
        .rw
        .create1(OpKind::Dim, vec![l.heads, c0], it, vec![], &ib.loc.clone());
    let mask = ib.bin(OpKind::SubI, m, c1);
    // shift = 64 - log2(m) = ctlz(m) + 1 (m is a power of two): the hash is the top log2(m)
    // bits of key * FIB.
    let m64 = ib
        .rw
        .create1(OpKind::IndexCast, vec![m], i64t, vec![], &ib.loc.clone());
    let lz = ib.rw.create1(
        OpKind::CountLeadingZeros,
        vec![m64],
        i64t,
        vec![],
        &ib.loc.clone(),
    );
    let one = ib.rw.constant(
        crate::ir::Attribute::Integer { value: 1, ty: i64t },
        i64t,
        &ib.loc.clone(),
    );
    let shift = ib.bin(OpKind::AddI, lz, one);
    ib.for_(c0, m, c1, &[], |ib, s, _| {
        ib.store(c0, l.heads, s);
        vec![]
    });
    // Inserts, in list order.
    let ins = ib.while_(
        &[c0, c0],
        &[it, it],
        |ib, a| {
            let more = ib.cmp(ULT, a[0], n);
            let within = ib.cmp(ULT, a[1], l.budget);
            (ib.bin(OpKind::AndI, more, within), vec![a[0], a[1]])
        },
        |ib, a| {
            let i = a[0];
            let key = ib.load(l.bases, i);
            let c = ib.load(l.conds, i);
            let (slot, probes) = probe(ib, l, key, shift, mask, a[1]);
            let head = ib.load(l.heads, slot);
            let free = ib.cmp(EQ, head, c0);
            let i1_ = ib.bin(OpKind::AddI, i, c1);
            ib.if_(
                free,
                &[],
                |ib| {
                    ib.store(key, l.keys, slot);
                    ib.store(i1_, l.heads, slot);
                    ib.store(c, l.group_conds, slot);
                    ib.store(c, l.dealloc_out, i);
                    vec![]
                },
                |ib| {
                    ib.store(fa, l.dealloc_out, i);
                    let g = ib.load(l.group_conds, slot);
                    let g2 = ib.bin(OpKind::OrI, g, c);
                    ib.store(g2, l.group_conds, slot);
                    vec![]
                },
            );
            vec![i1_, ib.bin(OpKind::AddI, probes, c1)]
        },
    );
    let inserted = ib.cmp(UGE, ins[0], n);
    // Lookups of the retained values.
    let done = ib.if_(
        inserted,
        &[t1],
        |ib| {
            let look = ib.while_(
                &[c0, ins[1]],
                &[it, it],
                |ib, a| {
                    let more = ib.cmp(ULT, a[0], r);
                    let within = ib.cmp(ULT, a[1], l.budget);
                    (ib.bin(OpKind::AndI, more, within), vec![a[0], a[1]])
                },
                |ib, a| {
                    let j = a[0];
                    let key = ib.load(l.retained, j);
                    let (slot, probes) = probe(ib, l, key, shift, mask, a[1]);
                    let head = ib.load(l.heads, slot);
                    let found = ib.cmp(NE, head, c0);
                    let own = ib.if_(
                        found,
                        &[t1],
                        |ib| {
                            let first = ib.bin(OpKind::SubI, head, c1);
                            ib.store(fa, l.dealloc_out, first);
                            vec![ib.load(l.group_conds, slot)]
                        },
                        |_| vec![fa],
                    );
                    ib.store(own[0], l.ownership_out, j);
                    vec![
                        ib.bin(OpKind::AddI, j, c1),
                        ib.bin(OpKind::AddI, probes, c1),
                    ]
                },
            );
            vec![ib.cmp(UGE, look[0], r)]
        },
        |_| vec![fa],
    );
    done[0]
}

/// One bottom-up merge pass: merges the sorted runs `[lo, lo + w)` and `[lo + w, lo + 2w)` of
/// `(src_k, src_p)` into `(dst_k, dst_p)`; returns `2w`. Stable (the left element wins ties)
/// and branch-free per element: the exhausted side's index is clamped and never chosen.
fn merge_pass(
    ib: &mut Ib<'_, '_>,
    l: &Lists,
    src_k: ValueId,
    src_p: ValueId,
    dst_k: ValueId,
    dst_p: ValueId,
    w: ValueId,
) -> ValueId {
    let (c0, c1, tr, n) = (l.c0, l.c1, l.tr, l.n);
    let two_w = ib.bin(OpKind::AddI, w, w);
    ib.for_(c0, n, two_w, &[], |ib, lo, _| {
        let lo_w = ib.bin(OpKind::AddI, lo, w);
        let mid = ib.bin(OpKind::MinUI, lo_w, n);
        let lo_2w = ib.bin(OpKind::AddI, lo, two_w);
        let hi = ib.bin(OpKind::MinUI, lo_2w, n);
        ib.for_(lo, hi, c1, &[lo, mid], |ib, k, ij| {
            let (i, j) = (ij[0], ij[1]);
            let i_ok = ib.cmp(ULT, i, mid);
            let j_ok = ib.cmp(ULT, j, hi);
            let li = ib.select(i_ok, i, lo);
            let rj = ib.select(j_ok, j, lo);
            let ki = ib.load(src_k, li);
            let kj = ib.load(src_k, rj);
            let le = ib.cmp(ULE, ki, kj);
            let j_done = ib.bin(OpKind::XOrI, j_ok, tr);
            let left_ok = ib.bin(OpKind::OrI, j_done, le);
            let take = ib.bin(OpKind::AndI, i_ok, left_ok);
            let kv = ib.select(take, ki, kj);
            ib.store(kv, dst_k, k);
            let from = ib.select(take, li, rj);
            let pv = ib.load(src_p, from);
            ib.store(pv, dst_p, k);
            let inc_i = ib.select(take, c1, c0);
            let inc_j = ib.select(take, c0, c1);
            vec![
                ib.bin(OpKind::AddI, i, inc_i),
                ib.bin(OpKind::AddI, j, inc_j),
            ]
        });
        vec![]
    });
    two_w
}

/// The sorting path: overwrites all of `dealloc_out` and `ownership_out`.
fn sort_path(ib: &mut Ib<'_, '_>, l: &Lists) {
    let it = index(ib.rw.m);
    let t1 = i1(ib.rw.m);
    let (c0, c1, fa) = (l.c0, l.c1, l.fa);
    let (n, r) = (l.n, l.r);
    // perm = 0..n
    ib.for_(c0, n, c1, &[], |ib, i, _| {
        ib.store(i, l.perm, i);
        vec![]
    });
    // Merge sort of (base, position) by base, stable: two passes per iteration (there and
    // back, through the table's index lists), so the result is always in `bases`/`perm`; a
    // pass whose width covers the whole list only copies.
    ib.while_(
        &[c1],
        &[it],
        |ib, a| (ib.cmp(ULT, a[0], n), vec![a[0]]),
        |ib, a| {
            let w2 = merge_pass(ib, l, l.bases, l.perm, l.keys, l.heads, a[0]);
            vec![merge_pass(ib, l, l.keys, l.heads, l.bases, l.perm, w2)]
        },
    );
    // Groups of equal bases: only each group's first element may be freed; the group's OR
    // of conditions goes to the condition slot of that first element.
    ib.for_(c0, n, c1, &[fa, c0, c0], |ib, pos, it_| {
        let (acc, ps, prev) = (it_[0], it_[1], it_[2]);
        let b = ib.load(l.bases, pos);
        let p = ib.load(l.perm, pos);
        let c = ib.load(l.conds, p);
        let first = ib.cmp(EQ, pos, c0);
        let diff = ib.cmp(NE, prev, b);
        let start = ib.bin(OpKind::OrI, first, diff);
        let d = ib.bin(OpKind::AndI, start, c);
        ib.store(d, l.dealloc_out, p);
        let acc_or = ib.bin(OpKind::OrI, acc, c);
        let acc2 = ib.select(start, c, acc_or);
        let ps2 = ib.select(start, p, ps);
        ib.store(acc2, l.conds, ps2);
        vec![acc2, ps2, b]
    });
    // Retained values: binary search (lower bound) for their group.
    ib.for_(c0, r, c1, &[], |ib, j, _| {
        let key = ib.load(l.retained, j);
        let lb = ib.while_(
            &[c0, n],
            &[it, it],
            |ib, a| (ib.cmp(ULT, a[0], a[1]), vec![a[0], a[1]]),
            |ib, a| {
                let (lo, hi) = (a[0], a[1]);
                let sum = ib.bin(OpKind::AddI, lo, hi);
                let mid = ib.bin(OpKind::ShRUI, sum, c1);
                let bm = ib.load(l.bases, mid);
                let lt = ib.cmp(ULT, bm, key);
                let mid1 = ib.bin(OpKind::AddI, mid, c1);
                vec![ib.select(lt, mid1, lo), ib.select(lt, hi, mid)]
            },
        );
        let pos = lb[0];
        let inb = ib.cmp(ULT, pos, n);
        let own = ib.if_(
            inb,
            &[t1],
            |ib| {
                let b = ib.load(l.bases, pos);
                let eq = ib.cmp(EQ, b, key);
                ib.if_(
                    eq,
                    &[t1],
                    |ib| {
                        let p = ib.load(l.perm, pos);
                        ib.store(fa, l.dealloc_out, p);
                        vec![ib.load(l.conds, p)]
                    },
                    |_| vec![fa],
                )
            },
            |_| vec![fa],
        );
        ib.store(own[0], l.ownership_out, j);
        vec![]
    });
}

/// Builds `func.func private @name` (see the module documentation) at the end of the module.
pub fn build_nlogn_helper(m: &mut Module, name: &str, loc: &Location) -> OpId {
    let it = index(m);
    let t1 = i1(m);
    let idx_ty = memref_ty(m, DYNAMIC, it);
    let bool_ty = memref_ty(m, DYNAMIC, t1);
    let arg_tys = vec![
        idx_ty, idx_ty, bool_ty, bool_ty, bool_ty, idx_ty, idx_ty, idx_ty, bool_ty, it,
    ];
    let fty = m.intern_type(TypeData::Function {
        inputs: arg_tys.clone(),
        results: vec![],
    });
    let mut rw = Rewriter::new(m, None);
    rw.tracking = false;
    let mut ib = Ib {
        rw: &mut rw,
        loc: loc.clone(),
    };
    let region = ib.region(&arg_tys, OpKind::Return, |ib, args| {
        let c0 = ib.c(0);
        let c1 = ib.c(1);
        let tr = ib.rw.bool_constant(true, &ib.loc.clone());
        let fa = ib.rw.bool_constant(false, &ib.loc.clone());
        let n = ib
            .rw
            .create1(OpKind::Dim, vec![args[0], c0], it, vec![], &ib.loc.clone());
        let r = ib
            .rw
            .create1(OpKind::Dim, vec![args[1], c0], it, vec![], &ib.loc.clone());
        let i64t = ib.rw.m.intern_type(TypeData::Integer {
            width: 64,
            signedness: crate::ir::Signedness::Signless,
        });
        let fib = ib.rw.constant(
            crate::ir::Attribute::Integer {
                value: FIB as i128,
                ty: i64t,
            },
            i64t,
            &ib.loc.clone(),
        );
        let l = Lists {
            bases: args[0],
            retained: args[1],
            conds: args[2],
            dealloc_out: args[3],
            ownership_out: args[4],
            perm: args[5],
            keys: args[6],
            heads: args[7],
            group_conds: args[8],
            budget: args[9],
            fib,
            n,
            r,
            c0,
            c1,
            tr,
            fa,
        };
        let hashed = hash_path(ib, &l);
        let fallback = ib.bin(OpKind::XOrI, hashed, tr);
        ib.if_then(fallback, |ib| sort_path(ib, &l));
        vec![]
    });
    append_private_func(rw.m, name, fty, region, loc)
}
