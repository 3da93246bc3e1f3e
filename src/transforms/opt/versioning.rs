//! Loop versioning on memref overlap: the run-time test that two memrefs' address ranges are
//! disjoint, and the cloning of a loop into the fast (disjoint) and original branches of an
//! `scf.if`. Optimisations that need two buffers to be distinct but cannot prove it statically
//! (function arguments may alias each other) use it; the test costs a few compares per entry of
//! the versioned loop, and its address arithmetic is loop-invariant for Cranelift to hoist.
//!
//! The address range of a memref `%m` with element size `e` is, from its descriptor (aligned
//! pointer `p`, offset `o`, sizes `s`, strides `t`),
//! `[p + (o + Σ min(0, (sᵢ-1)·tᵢ))·e, p + (o + Σ max(0, (sᵢ-1)·tᵢ) + 1)·e)`: every element the
//! memref can address lies inside it. Fields the type states are folded to constants, and so
//! are the `min`/`max` where the sign of `(sᵢ-1)·tᵢ` is known. A dynamic stride is taken to be
//! non-negative (its term goes to the upper end only) and the test also requires that: the
//! dynamic strides are or-ed together and compared with 0 once, so a negative one sends the
//! nest to the original copy. (A size of 0 can only shrink the range: the memref then has no
//! element to overlap.) On the convolution of `benches/kernels/conv2d_nhwc.mlir`, eleven
//! dynamic strides, this makes the test about half as long as with a `min` and a `max` per
//! stride, and Cranelift compiles the kernel function 0.4 M instructions faster.
//!
//! ```mlir
//! // before
//! scf.for %k = %c0 to %c256 step %c1 { ... %arg0 ... %arg2 ... }
//! // after (one pair)
//! %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<256x256xf32, strided<[?, ?], offset: ?>> -> index
//! %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : ...
//! ...   // lo/hi of %arg2 and of %arg0
//! %3 = arith.cmpi ule, %hi2, %lo0 : index
//! %4 = arith.cmpi ule, %hi0, %lo2 : index
//! %5 = arith.ori %3, %4 : i1
//! scf.if %5 {
//!   scf.for %k = ... { ... }   // the clone, to be optimised
//!   scf.yield
//! } else {
//!   scf.for %k = ... { ... }   // the original loop
//!   scf.yield
//! }
//! ```

use crate::codegen::types::mem_info;
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::clone::clone_op;
use crate::ir::{
    Attribute, InsertPoint, Location, Module, NamedAttr, OpId, TypeData, ValueId, DYNAMIC,
};
use crate::transforms::ownership::build::{i1, index, int_constant, op, region_with_block};
use crate::transforms::PassOptions;
use rustc_hash::FxHashMap;

/// An index value: a constant not yet materialised, or an SSA value.
#[derive(Copy, Clone, Debug)]
enum Ix {
    C(i64),
    V(ValueId),
}

/// Emits index arithmetic at one insertion point, folding constants.
struct IxBuilder<'a> {
    m: &'a mut Module,
    ip: InsertPoint,
    loc: Location,
    consts: FxHashMap<i64, ValueId>,
}

impl IxBuilder<'_> {
    fn value(&mut self, x: Ix) -> ValueId {
        match x {
            Ix::V(v) => v,
            Ix::C(c) => {
                if let Some(&v) = self.consts.get(&c) {
                    return v;
                }
                let it = index(self.m);
                let v = int_constant(self.m, self.ip, c as i128, it, &self.loc);
                self.consts.insert(c, v);
                v
            }
        }
    }

    fn binary(&mut self, kind: OpKind, a: Ix, b: Ix) -> Ix {
        let (a, b) = (self.value(a), self.value(b));
        let it = index(self.m);
        let o = op(
            self.m,
            self.ip,
            kind,
            vec![a, b],
            vec![it],
            vec![],
            vec![],
            &self.loc,
        );
        Ix::V(self.m.op(o).results[0])
    }

    fn add(&mut self, a: Ix, b: Ix) -> Ix {
        match (a, b) {
            (Ix::C(x), Ix::C(y)) => Ix::C(x.wrapping_add(y)),
            (x, Ix::C(0)) | (Ix::C(0), x) => x,
            _ => self.binary(OpKind::AddI, a, b),
        }
    }

    fn mul(&mut self, a: Ix, b: Ix) -> Ix {
        match (a, b) {
            (Ix::C(x), Ix::C(y)) => Ix::C(x.wrapping_mul(y)),
            (_, Ix::C(0)) | (Ix::C(0), _) => Ix::C(0),
            (x, Ix::C(1)) | (Ix::C(1), x) => x,
            _ => self.binary(OpKind::MulI, a, b),
        }
    }

    fn cmp(&mut self, pred: i64, a: ValueId, b: ValueId) -> ValueId {
        let t = i1(self.m);
        let i64t = self.m.intern_type(TypeData::Integer {
            width: 64,
            signedness: crate::ir::Signedness::Signless,
        });
        let props = vec![NamedAttr::new(
            "predicate",
            Attribute::Integer {
                value: pred as i128,
                ty: i64t,
            },
        )];
        let o = op(
            self.m,
            self.ip,
            OpKind::CmpI,
            vec![a, b],
            vec![t],
            props,
            vec![],
            &self.loc,
        );
        self.m.op(o).results[0]
    }

    fn bool_op(&mut self, kind: OpKind, a: ValueId, b: ValueId) -> ValueId {
        let t = i1(self.m);
        let o = op(
            self.m,
            self.ip,
            kind,
            vec![a, b],
            vec![t],
            vec![],
            vec![],
            &self.loc,
        );
        self.m.op(o).results[0]
    }

    /// `[lo, hi)` byte addresses (as `index`) of every element `v` can address if its
    /// dynamic strides are not negative; those strides are or-ed into `signs` (negative iff one
    /// of them is).
    fn extent(&mut self, v: ValueId, signs: &mut Option<Ix>) -> Option<(ValueId, ValueId)> {
        let t = self.m.value_type(v);
        let info = mem_info(self.m, t).ok()?;
        let it = index(self.m);
        let o = op(
            self.m,
            self.ip,
            OpKind::ExtractAlignedPointerAsIndex,
            vec![v],
            vec![it],
            vec![],
            vec![],
            &self.loc,
        );
        let ptr = self.m.op(o).results[0];
        let rank = info.rank();
        let dynamic = info.offset == DYNAMIC
            || info.shape.contains(&DYNAMIC)
            || info.strides.contains(&DYNAMIC);
        let md: Vec<ValueId> = if dynamic {
            let TypeData::MemRef {
                elem, memory_space, ..
            } = self.m.ty(t).clone()
            else {
                return None;
            };
            let base = self.m.intern_type(TypeData::MemRef {
                shape: vec![],
                elem,
                layout: crate::ir::Layout::Identity,
                memory_space,
            });
            let mut tys = vec![base, it];
            tys.extend(std::iter::repeat_n(it, 2 * rank));
            let o = op(
                self.m,
                self.ip,
                OpKind::ExtractStridedMetadata,
                vec![v],
                tys,
                vec![],
                vec![],
                &self.loc,
            );
            self.m.op(o).results.clone()
        } else {
            vec![]
        };
        let field = |stat: i64, i: usize| {
            if stat == DYNAMIC {
                Ix::V(md[i])
            } else {
                Ix::C(stat)
            }
        };
        let offset = field(info.offset, 1);
        let (mut lo, mut hi) = (offset, offset);
        for d in 0..rank {
            let size = field(info.shape[d], 2 + d);
            let stride = field(info.strides[d], 2 + rank + d);
            let last = match size {
                Ix::C(s) => Ix::C(s - 1),
                Ix::V(_) => self.binary(OpKind::SubI, size, Ix::C(1)),
            };
            let span = self.mul(last, stride);
            match (span, stride) {
                (Ix::C(c), _) if c >= 0 => hi = self.add(hi, span),
                (Ix::C(_), _) => lo = self.add(lo, span),
                (_, Ix::C(s)) if s >= 0 => hi = self.add(hi, span),
                (_, Ix::C(_)) => lo = self.add(lo, span),
                _ => {
                    hi = self.add(hi, span);
                    *signs = Some(match *signs {
                        None => stride,
                        Some(s) => self.binary(OpKind::OrI, s, stride),
                    });
                }
            }
        }
        let hi = self.add(hi, Ix::C(1));
        let e = Ix::C(info.elem.bytes());
        let (lo, hi) = (self.mul(lo, e), self.mul(hi, e));
        let (lo, hi) = (self.add(Ix::V(ptr), lo), self.add(Ix::V(ptr), hi));
        Some((self.value(lo), self.value(hi)))
    }
}

/// Where the overlap test of `pairs` for loop `l` goes: before the outermost enclosing
/// `scf.for` all the memrefs are defined outside of (the test is loop-invariant there;
/// Cranelift would hoist it, the IR shows it), else before `l`.
pub fn test_point(m: &Module, l: OpId, pairs: &[(ValueId, ValueId)]) -> OpId {
    use crate::transforms::opt::scalar_promotion::defined_outside;
    let mut at = l;
    while let Some(p) = m.parent_op(at) {
        let invariant = pairs
            .iter()
            .all(|&(a, b)| defined_outside(m, a, p) && defined_outside(m, b, p));
        if m.op(p).kind != OpKind::For || !invariant {
            break;
        }
        at = p;
    }
    at
}

/// Emits at `ip` an `i1` that is true when, for every pair, the two memrefs' address ranges do
/// not overlap. `None` (nothing emitted) if a memref is not ranked.
pub fn disjoint_test(
    m: &mut Module,
    ip: InsertPoint,
    pairs: &[(ValueId, ValueId)],
    loc: &Location,
) -> Option<ValueId> {
    if pairs.iter().any(|&(a, b)| {
        mem_info(m, m.value_type(a)).is_err() || mem_info(m, m.value_type(b)).is_err()
    }) {
        return None;
    }
    let mut b = IxBuilder {
        m,
        ip,
        loc: loc.clone(),
        consts: FxHashMap::default(),
    };
    let mut extents: FxHashMap<ValueId, (ValueId, ValueId)> = FxHashMap::default();
    let mut all: Option<ValueId> = None;
    let mut signs: Option<Ix> = None;
    for &(x, y) in pairs {
        let mut ext = |b: &mut IxBuilder<'_>, v: ValueId| -> Option<(ValueId, ValueId)> {
            if let Some(&e) = extents.get(&v) {
                return Some(e);
            }
            let e = b.extent(v, &mut signs)?;
            extents.insert(v, e);
            Some(e)
        };
        let (xlo, xhi) = ext(&mut b, x)?;
        let (ylo, yhi) = ext(&mut b, y)?;
        // ule = 7
        let before = b.cmp(7, xhi, ylo);
        let after = b.cmp(7, yhi, xlo);
        let d = b.bool_op(OpKind::OrI, before, after);
        all = Some(match all {
            None => d,
            Some(a) => b.bool_op(OpKind::AndI, a, d),
        });
    }
    // The ranges hold for strides that are not negative; a negative one takes the original.
    if let (Some(s), Some(a)) = (signs, all) {
        // sge = 5
        let (s, zero) = (b.value(s), b.value(Ix::C(0)));
        let nonneg = b.cmp(5, s, zero);
        all = Some(b.bool_op(OpKind::AndI, a, nonneg));
    }
    all
}

/// Options of the passes that version loops when buffers may alias (scalar promotion,
/// vectorisation).
#[derive(Copy, Clone, Debug)]
pub struct Options {
    /// Version loops on a run-time overlap test when buffers may alias (`versioning=true`,
    /// the default).
    pub versioning: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { versioning: true }
    }
}

/// Parses `versioning=true|false` for the pass named `pass`.
pub fn parse_options(opts: &PassOptions, pass: &str) -> Result<Options, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(opts, pass, Wording::InvalidOption);
    let o = Options {
        versioning: r.flag("versioning", Options::default().versioning),
    };
    r.finish()?;
    Ok(o)
}

/// Builds `scf.if %cond` with `l`'s result types and the regions `then_r`, `else_r` before
/// `l`, for [`move_into_if`].
pub(crate) fn if_before(
    m: &mut Module,
    l: OpId,
    cond: ValueId,
    [then_r, else_r]: [crate::ir::RegionId; 2],
    loc: &crate::ir::Location,
) -> OpId {
    let tys: Vec<_> = m.op(l).results.iter().map(|&r| m.value_type(r)).collect();
    op(
        m,
        InsertPoint::Before(l),
        OpKind::If,
        vec![cond],
        tys,
        vec![],
        vec![then_r, else_r],
        loc,
    )
}

/// Moves `l` to the end of `block` (a block of `iff`, built by [`if_before`]), forwards its
/// results through `iff` and yields them from `block`.
///
/// ```mlir
/// %r = scf.for ... -> (f32)
/// ```
/// becomes
/// ```mlir
/// %r = scf.if %cond -> (f32) {
///   %0 = scf.for ... -> (f32)
///   scf.yield %0 : f32
/// } ...
/// ```
pub(crate) fn move_into_if(
    m: &mut Module,
    l: OpId,
    iff: OpId,
    block: crate::ir::BlockId,
    loc: &crate::ir::Location,
) {
    m.move_op(l, InsertPoint::BlockEnd(block));
    let old: Vec<ValueId> = m.op(l).results.clone();
    let new: Vec<ValueId> = m.op(iff).results.clone();
    for (&o, &n) in old.iter().zip(&new) {
        m.replace_all_uses(o, n);
    }
    op(
        m,
        InsertPoint::BlockEnd(block),
        OpKind::Yield,
        old,
        vec![],
        vec![],
        vec![],
        loc,
    );
}

/// Versions `l` on `cond`: `scf.if %cond { clone of l } else { l }` (results forwarded through
/// the `scf.if`). Returns the clone and the (original, clone) pairs of every op in `l`.
pub fn version(m: &mut Module, l: OpId, cond: ValueId) -> (OpId, Vec<(OpId, OpId)>) {
    let (fast, ops, _) = version_mapped(m, l, cond);
    (fast, ops)
}

/// [`version`], also returning the map from the values defined in `l` to their copies.
pub fn version_mapped(
    m: &mut Module,
    l: OpId,
    cond: ValueId,
) -> (OpId, Vec<(OpId, OpId)>, FxHashMap<ValueId, ValueId>) {
    let loc = m.op(l).loc.clone();
    let (then_r, then_b) = region_with_block(m);
    let (else_r, else_b) = region_with_block(m);
    let iff = if_before(m, l, cond, [then_r, else_r], &loc);
    let mut map = FxHashMap::default();
    let mut ops = Vec::new();
    let fast = clone_op(m, l, InsertPoint::BlockEnd(then_b), &mut map, &mut ops);
    move_into_if(m, l, iff, else_b, &loc);
    let fast_results = m.op(fast).results.clone();
    op(
        m,
        InsertPoint::BlockEnd(then_b),
        OpKind::Yield,
        fast_results,
        vec![],
        vec![],
        vec![],
        &loc,
    );
    (fast, ops, map)
}

/// An `i1`, built at `ip`, that is true when each `(memref, dimension)` of `dims` has a non-zero
/// stride: `None` when every one is static and non-zero, a constant `false` when one is static
/// and zero (or the memref has no strided layout), else a run-time test of the dynamic ones
/// (`memref.extract_strided_metadata`, `arith.cmpi ne`). The dependence test takes elements of
/// different iterations to be different when their indices differ along a dimension; with a
/// zero stride along it they are one element, so a transformation that relies on the test
/// runs only where this holds.
pub fn nonzero_strides_test(
    m: &mut Module,
    ip: InsertPoint,
    dims: &[(ValueId, usize)],
    loc: &Location,
) -> Option<ValueId> {
    use crate::transforms::ownership::build::bool_const;
    // A static answer first, so that no test is built for nothing.
    let never = dims.iter().any(|&(mr, k)| {
        let t = m.value_type(mr);
        !matches!(m.ty(t), TypeData::MemRef { .. })
            || mem_info(m, t).map_or(true, |info| k >= info.rank() || info.strides[k] == 0)
    });
    if never {
        return Some(bool_const(m, ip, false, loc));
    }
    let it = index(m);
    let mut all: Option<ValueId> = None;
    let mut metadata: FxHashMap<ValueId, Vec<ValueId>> = FxHashMap::default();
    for &(mr, k) in dims {
        let t = m.value_type(mr);
        let Ok(info) = mem_info(m, t) else {
            continue;
        };
        if info.strides[k] != crate::ir::DYNAMIC {
            continue;
        }
        let md = match metadata.get(&mr) {
            Some(md) => md.clone(),
            None => {
                let TypeData::MemRef {
                    elem, memory_space, ..
                } = m.ty(t).clone()
                else {
                    continue;
                };
                let base = m.intern_type(TypeData::MemRef {
                    shape: vec![],
                    elem,
                    layout: crate::ir::Layout::Identity,
                    memory_space,
                });
                let mut tys = vec![base, it];
                tys.extend(std::iter::repeat_n(it, 2 * info.rank()));
                let o = op(
                    m,
                    ip,
                    OpKind::ExtractStridedMetadata,
                    vec![mr],
                    tys,
                    vec![],
                    vec![],
                    loc,
                );
                let md = m.op(o).results.clone();
                metadata.insert(mr, md.clone());
                md
            }
        };
        let s = md[2 + info.rank() + k];
        let zero = int_constant(m, ip, 0, it, loc);
        // `ne` is predicate 1.
        let c = crate::transforms::ownership::build::cmpi(m, ip, 1, s, zero, loc);
        all = Some(match all {
            None => c,
            Some(a) => and(m, ip, a, c, loc),
        });
    }
    all
}

/// `%a && %b` (`arith.andi` on `i1`) at `ip`.
pub(crate) fn and(
    m: &mut Module,
    ip: InsertPoint,
    a: ValueId,
    b: ValueId,
    loc: &Location,
) -> ValueId {
    let t = i1(m);
    let o = op(
        m,
        ip,
        OpKind::AndI,
        vec![a, b],
        vec![t],
        vec![],
        vec![],
        loc,
    );
    m.op(o).results[0]
}
