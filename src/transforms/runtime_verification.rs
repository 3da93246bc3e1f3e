//! `generate-runtime-verification`: MLIR 22's pass that guards every runtime-verifiable op
//! with `cf.assert`s checking what the verifier cannot check statically (indices in bounds,
//! dynamic sizes agreeing), so that a bad access stops the program with a message naming the
//! op and its location instead of corrupting memory. The assertions are plain IR, so they
//! survive any later pipeline; `bufjit run --check-bounds` runs this pass before code
//! generation.
//!
//! The ops instrumented are MLIR 22's `RuntimeVerifiableOpInterface` implementers in the memref
//! dialect, op for op as MLIR builds their checks (`create` and `createOrFold` alike, so the
//! printed IR is mlir-opt's):
//!
//! | op | check | message |
//! |---|---|---|
//! | `memref.load`, `store`, `atomic_rmw` | `0 <= index < dim` per dimension | `out-of-bounds access` |
//! | `memref.dim` | `0 <= index < rank` | `index is out of bounds` |
//! | `memref.cast` | rank, static sizes, offset, strides of the result | `rank mismatch`, `size mismatch of dim N`, `offset mismatch`, `stride mismatch of dim N` |
//! | `memref.copy` | dynamic source and target sizes agree | `size of N-th source/target dim does not match` |
//! | `memref.subview` | offset and last element inside the source, per dimension | `offset N is out-of-bounds`, `subview runs out-of-bounds along dimension N` |
//! | `memref.expand_shape` | static group size divides the source dimension | `static result dims in reassoc group do not divide src dim evenly` |
//! | `memref.assume_alignment` | aligned pointer is a multiple of the alignment | `memref is not aligned to N` |
//!
//! ```mlir
//! %0 = memref.load %arg0[%arg1] : memref<?xf32>
//! ```
//! becomes
//! ```mlir
//! %c0 = arith.constant 0 : index
//! %c0_0 = arith.constant 0 : index
//! %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
//! %0 = arith.cmpi sge, %arg1, %c0 : index
//! %1 = arith.cmpi slt, %arg1, %dim : index
//! %2 = arith.andi %0, %1 : i1
//! cf.assert %2, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1] : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22f.mlir\22:2:8)"
//! %3 = memref.load %arg0[%arg1] : memref<?xf32>
//! ```
//!
//! Messages quote the op as it was printed before the pass ran (value names of the input) and
//! its location; `verbose-level=0` leaves the op out. `memref.reinterpret_cast`,
//! `collapse_shape` and the linalg structured ops are not instrumented (MLIR 22 checks nothing
//! for the first two; its linalg checks need the `index` dialect, which bufjit does not have).
//! For `memref.subview`, mlir-opt 22.1 crashes unless the input already uses the `scf` dialect
//! (it creates `scf.if`s without loading the dialect); bufjit emits what mlir-opt emits when
//! it does not crash.

use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{
    Attribute, InsertPoint, Layout, Location, Module, NamedAttr, OpId, Signedness, TypeData,
    TypeId, ValueId, DYNAMIC,
};
use crate::rewrite::{FoldResult, FoldValue};
use crate::transforms::canonicalize::fold::fold;
use crate::transforms::ownership::build;
use crate::transforms::PassOptions;

/// `arith.cmpi` predicates used here (MLIR's `CmpIPredicate` values).
#[derive(Clone, Copy)]
enum Pred {
    Eq = 0,
    Sle = 3,
    Sgt = 4,
    Slt = 2,
    Sge = 5,
}

/// Runs the pass over the whole module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let verbose = parse_options(opts)?;
    let Some(top) = m.top else { return Ok(()) };
    if verbose > 1 {
        return Err(Diagnostic::on_op(
            m,
            top,
            "generate-runtime-verification pass: set verboseLevel to 0 or 1",
        ));
    }
    run_on(m, top, verbose == 1);
    Ok(())
}

/// The pass with its defaults, plus bufjit's checks of `vector.load` and `vector.store`
/// (`bufjit run --check-bounds`; see [`B::vector_access`]).
pub fn run_on_module(m: &mut Module) {
    if let Some(top) = m.top {
        run_on_ops(m, top, true, true);
    }
}

/// Parses `verbose-level=N` (default 1).
fn parse_options(opts: &PassOptions) -> Result<u32, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(
        opts,
        "generate-runtime-verification",
        Wording::InvalidOption,
    );
    let level = r.uint("verbose-level", 1, ..);
    r.finish()?;
    Ok(level)
}

/// True for the ops this pass instruments (`RuntimeVerifiableOpInterface`, declared with the op
/// in the registry).
fn is_verifiable(k: OpKind) -> bool {
    k.has(crate::dialects::Traits::RUNTIME_VERIFIABLE)
}

/// Instruments every runtime-verifiable op nested in `root`. The ops and their message prefixes
/// are gathered first, so checks are never generated for the checks themselves and every
/// message names values as the input did.
pub fn run_on(m: &mut Module, root: OpId, verbose: bool) {
    run_on_ops(m, root, verbose, false);
}

/// [`run_on`], and with `vectors` the whole-vector `vector.load`/`vector.store` too.
fn run_on_ops(m: &mut Module, root: OpId, verbose: bool, vectors: bool) {
    let mut ops = Vec::new();
    m.walk_nested(root, &mut |o| {
        let k = m.op(o).kind;
        if is_verifiable(k) || vectors && matches!(k, OpKind::VectorLoad | OpKind::VectorStore) {
            ops.push(o);
        }
    });
    if ops.is_empty() {
        return;
    }
    let texts: Vec<(String, String)> = {
        let mut p = crate::print::OpPrinter::new(m, root);
        ops.iter()
            .map(|&o| {
                let text = if verbose { p.op(o) } else { String::new() };
                (text, p.loc(&m.op(o).loc))
            })
            .collect()
    };
    for (op, (text, loc)) in ops.into_iter().zip(texts) {
        let mut b = B {
            ip: InsertPoint::Before(op),
            loc: m.op(op).loc.clone(),
            m: &mut *m,
            text,
            loc_text: loc,
            verbose,
        };
        match b.m.op(op).kind {
            OpKind::Load | OpKind::GenericAtomicRmw => b.load_store(op, 0),
            OpKind::Store | OpKind::AtomicRmw => b.load_store(op, 1),
            OpKind::VectorLoad => b.vector_access(op, 0),
            OpKind::VectorStore => b.vector_access(op, 1),
            OpKind::Dim => b.dim_op(op),
            OpKind::Cast => b.cast(op),
            OpKind::Copy => b.copy(op),
            OpKind::SubView => b.subview(op),
            OpKind::ExpandShape => b.expand_shape(op),
            OpKind::AssumeAlignment => b.assume_alignment(op),
            _ => {}
        }
    }
}

/// An insertion point with the op's location and message parts.
struct B<'a> {
    m: &'a mut Module,
    ip: InsertPoint,
    loc: Location,
    text: String,
    loc_text: String,
    verbose: bool,
}

/// `MemRefType::getStridesAndOffset`: identity and `strided<>` layouts, and affine-map layouts
/// that are one linear expression of the dimensions (`d0 * 8 + d1 + 2`: strides `[8, 1]`,
/// offset 2); `None` for other maps.
fn strides_and_offset(m: &Module, t: TypeId) -> Option<(Vec<i64>, i64)> {
    use crate::ir::AffineExpr as E;
    /// Coefficients of each dimension and the constant term.
    fn linear(e: &E, dims: usize) -> Option<(Vec<i64>, i64)> {
        Some(match e {
            E::Dim(d) => {
                let mut c = vec![0; dims];
                *c.get_mut(*d as usize)? = 1;
                (c, 0)
            }
            E::Const(k) => (vec![0; dims], *k),
            E::Add(a, b) => {
                let (ca, ka) = linear(a, dims)?;
                let (cb, kb) = linear(b, dims)?;
                let c = ca
                    .iter()
                    .zip(&cb)
                    .map(|(x, y)| x.checked_add(*y))
                    .collect::<Option<_>>()?;
                (c, ka.checked_add(kb)?)
            }
            E::Mul(a, b) => {
                let (ca, ka) = linear(a, dims)?;
                let (cb, kb) = linear(b, dims)?;
                let (c, k, s) = if ca.iter().all(|&x| x == 0) {
                    (cb, kb, ka)
                } else if cb.iter().all(|&x| x == 0) {
                    (ca, ka, kb)
                } else {
                    return None;
                };
                let c = c.iter().map(|x| x.checked_mul(s)).collect::<Option<_>>()?;
                (c, k.checked_mul(s)?)
            }
            _ => return None,
        })
    }
    match m.ty(t) {
        TypeData::MemRef {
            layout: Layout::Map(map),
            shape,
            ..
        } if !map.is_identity() => {
            if map.num_syms != 0 || map.results.len() != 1 || map.num_dims as usize != shape.len() {
                return None;
            }
            linear(&map.results[0], shape.len())
        }
        _ => crate::transforms::canonicalize::clone::strides_and_offset(m, t),
    }
}

fn shape_of(m: &Module, t: TypeId) -> Option<Vec<i64>> {
    match m.ty(t) {
        TypeData::MemRef { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

impl B<'_> {
    /// The assertion message: MLIR's `DefaultErrMsgGenerator`.
    fn message(&self, msg: &str) -> String {
        let mut s = String::from("ERROR: Runtime op verification failed\n");
        if self.verbose {
            s.push_str(&self.text);
            s.push('\n');
        }
        s.push_str("^ ");
        s.push_str(msg);
        s.push_str("\nLocation: ");
        s.push_str(&self.loc_text);
        s
    }

    fn create(
        &mut self,
        kind: OpKind,
        operands: Vec<ValueId>,
        types: Vec<TypeId>,
        props: Vec<NamedAttr>,
    ) -> OpId {
        build::op(
            self.m,
            self.ip,
            kind,
            operands,
            types,
            props,
            vec![],
            &self.loc,
        )
    }

    fn create1(&mut self, kind: OpKind, operands: Vec<ValueId>, ty: TypeId) -> ValueId {
        let o = self.create(kind, operands, vec![ty], vec![]);
        self.m.op(o).results[0]
    }

    /// `builder.createOrFold`: the op is built at the insertion point and folded; a folded
    /// constant is materialized there instead (never uniqued), an in-place fold keeps the op
    /// (and is retried, as a commutative reorder enables the op's own fold).
    fn or_fold(&mut self, op: OpId) -> ValueId {
        for _ in 0..4 {
            match fold(self.m, op) {
                FoldResult::Fail => break,
                FoldResult::InPlace => continue,
                FoldResult::Replace(vs) => {
                    let Some(v) = vs.into_iter().next() else {
                        break;
                    };
                    self.m.erase_op(op);
                    return match v {
                        FoldValue::Value(v) => v,
                        FoldValue::Attr(a) => {
                            let ty = match &a {
                                Attribute::Integer { ty, .. } => *ty,
                                _ => build::index(self.m),
                            };
                            self.constant(a, ty)
                        }
                    };
                }
            }
        }
        self.m.op(op).results[0]
    }

    fn constant(&mut self, value: Attribute, ty: TypeId) -> ValueId {
        let o = self.create(
            OpKind::Constant,
            vec![],
            vec![ty],
            vec![NamedAttr::new("value", value)],
        );
        self.m.op(o).results[0]
    }

    fn index(&mut self, v: i64) -> ValueId {
        let ty = build::index(self.m);
        self.constant(
            Attribute::Integer {
                value: v as i128,
                ty,
            },
            ty,
        )
    }

    fn bool(&mut self, v: bool) -> ValueId {
        let ty = build::i1(self.m);
        self.constant(
            Attribute::Integer {
                value: v as i128,
                ty,
            },
            ty,
        )
    }

    fn cmpi_op(&mut self, p: Pred, a: ValueId, c: ValueId) -> OpId {
        let i1 = build::i1(self.m);
        let i64t = self.m.intern_type(TypeData::Integer {
            width: 64,
            signedness: Signedness::Signless,
        });
        let props = vec![NamedAttr::new(
            "predicate",
            Attribute::Integer {
                value: p as i128,
                ty: i64t,
            },
        )];
        self.create(OpKind::CmpI, vec![a, c], vec![i1], props)
    }

    fn cmpi(&mut self, p: Pred, a: ValueId, c: ValueId) -> ValueId {
        let o = self.cmpi_op(p, a, c);
        self.m.op(o).results[0]
    }

    fn cmpi_or_fold(&mut self, p: Pred, a: ValueId, c: ValueId) -> ValueId {
        let o = self.cmpi_op(p, a, c);
        self.or_fold(o)
    }

    fn binary(&mut self, kind: OpKind, a: ValueId, c: ValueId) -> ValueId {
        let t = self.m.value_type(a);
        self.create1(kind, vec![a, c], t)
    }

    fn andi_or_fold(&mut self, a: ValueId, c: ValueId) -> ValueId {
        let i1 = build::i1(self.m);
        let o = self.create(OpKind::AndI, vec![a, c], vec![i1], vec![]);
        self.or_fold(o)
    }

    /// `memref.dim %v, <constant i>` (the index constant is created first, as `DimOp`'s
    /// builder does).
    fn dim_op_of(&mut self, v: ValueId, i: usize) -> OpId {
        let c = self.index(i as i64);
        let it = build::index(self.m);
        self.create(OpKind::Dim, vec![v, c], vec![it], vec![])
    }

    fn dim(&mut self, v: ValueId, i: usize) -> ValueId {
        let o = self.dim_op_of(v, i);
        self.m.op(o).results[0]
    }

    /// `lb <= v < ub`, each op folded (MLIR's `generateInBoundsCheck`).
    fn in_bounds(&mut self, v: ValueId, lb: ValueId, ub: ValueId) -> ValueId {
        let a = self.cmpi_or_fold(Pred::Sge, v, lb);
        let c = self.cmpi_or_fold(Pred::Slt, v, ub);
        self.andi_or_fold(a, c)
    }

    fn assert(&mut self, cond: ValueId, msg: &str) {
        let text = self.message(msg);
        self.create(
            OpKind::Assert,
            vec![cond],
            vec![],
            vec![NamedAttr::new("msg", Attribute::String(text))],
        );
    }

    /// A static size or the SSA value (`getValueOrCreateConstantIndexOp`).
    fn mixed(&mut self, stat: i64, dynamic: &mut std::slice::Iter<'_, ValueId>) -> ValueId {
        if stat == DYNAMIC {
            *dynamic.next().expect("verified mixed list")
        } else {
            self.index(stat)
        }
    }

    /// `memref.load`/`store`/`atomic_rmw`: every index in `[0, dim)`.
    fn load_store(&mut self, op: OpId, memref_pos: usize) {
        let operands = self.m.op(op).operands.clone();
        let memref = operands[memref_pos];
        let Some(shape) = shape_of(self.m, self.m.value_type(memref)) else {
            return;
        };
        if shape.is_empty() {
            return;
        }
        let indices = &operands[memref_pos + 1..];
        let zero = self.index(0);
        let mut cond = None;
        for (i, &idx) in indices.iter().enumerate().take(shape.len()) {
            let d = self.dim_op_of(memref, i);
            let d = self.or_fold(d);
            let ok = self.in_bounds(idx, zero, d);
            cond = Some(match cond {
                Some(c) => self.andi_or_fold(c, ok),
                None => ok,
            });
        }
        if let Some(c) = cond {
            self.assert(c, "out-of-bounds access");
        }
    }

    /// `vector.load`/`vector.store` (not instrumented by MLIR 22; bufjit's `--check-bounds`
    /// only): every element of the vector inside the memref, i.e. per dimension
    /// `0 <= index` and `index + extent - 1 < dim`, where the extent is the vector's size
    /// in the trailing dimensions it covers and 1 in the others. Reported as `memref.load`'s
    /// check is.
    fn vector_access(&mut self, op: OpId, memref_pos: usize) {
        let operands = self.m.op(op).operands.clone();
        let memref = operands[memref_pos];
        let vector = if memref_pos == 0 {
            self.m.op(op).results[0]
        } else {
            operands[0]
        };
        let Some(shape) = shape_of(self.m, self.m.value_type(memref)) else {
            return;
        };
        let vshape = match self.m.ty(self.m.value_type(vector)) {
            TypeData::Vector { shape, .. } => shape.clone(),
            _ => return,
        };
        let indices = &operands[memref_pos + 1..];
        let lead = shape.len().saturating_sub(vshape.len());
        let zero = self.index(0);
        let mut cond = None;
        for (i, &idx) in indices.iter().enumerate().take(shape.len()) {
            let d = self.dim_op_of(memref, i);
            let d = self.or_fold(d);
            let mut ok = self.in_bounds(idx, zero, d);
            let extent = if i >= lead { vshape[i - lead] } else { 1 };
            if extent > 1 {
                let last = self.index(extent - 1);
                let end = self.binary(OpKind::AddI, idx, last);
                let fits = self.cmpi_or_fold(Pred::Slt, end, d);
                ok = self.andi_or_fold(ok, fits);
            }
            cond = Some(match cond {
                Some(c) => self.andi_or_fold(c, ok),
                None => ok,
            });
        }
        if let Some(c) = cond {
            self.assert(c, "out-of-bounds access");
        }
    }

    /// `memref.dim`: the index in `[0, rank)`.
    fn dim_op(&mut self, op: OpId) {
        let (src, idx) = (self.m.op(op).operands[0], self.m.op(op).operands[1]);
        let it = build::index(self.m);
        let rank = self.create1(OpKind::Rank, vec![src], it);
        let zero = self.index(0);
        let ok = self.in_bounds(idx, zero, rank);
        self.assert(ok, "index is out of bounds");
    }

    /// `memref.cast` to a ranked type: rank (from unranked), static sizes, offset and strides.
    fn cast(&mut self, op: OpId) {
        let src = self.m.op(op).operands[0];
        let res_ty = self.m.value_type(self.m.op(op).results[0]);
        let TypeData::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } = self.m.ty(res_ty).clone()
        else {
            return;
        };
        let src_shape = shape_of(self.m, self.m.value_type(src));
        let it = build::index(self.m);
        if src_shape.is_none() {
            let r = self.create1(OpKind::Rank, vec![src], it);
            let c = self.index(shape.len() as i64);
            let ok = self.cmpi(Pred::Eq, r, c);
            self.assert(ok, "rank mismatch");
        }
        let rank = shape.len();
        let dyn_ty = self.m.intern_type(TypeData::MemRef {
            shape: vec![DYNAMIC; rank],
            elem,
            layout: Layout::Strided {
                strides: vec![DYNAMIC; rank],
                offset: DYNAMIC,
            },
            memory_space,
        });
        let helper = self.create1(OpKind::Cast, vec![src], dyn_ty);
        let base = build::base_buffer(self.m, self.ip, &self.loc, helper);
        let meta = self.m.defining_op(base).expect("metadata op");
        let meta_results = self.m.op(meta).results.clone();
        for (i, &s) in shape.iter().enumerate() {
            if src_shape.as_ref().is_some_and(|ss| ss[i] != DYNAMIC) || s == DYNAMIC {
                continue;
            }
            let d = self.dim(src, i);
            let c = self.index(s);
            let ok = self.cmpi(Pred::Eq, d, c);
            self.assert(ok, &format!("size mismatch of dim {i}"));
        }
        let Some((strides, offset)) = strides_and_offset(self.m, res_ty) else {
            return;
        };
        if offset != DYNAMIC {
            let c = self.index(offset);
            let ok = self.cmpi(Pred::Eq, meta_results[1], c);
            self.assert(ok, "offset mismatch");
        }
        for (i, &st) in strides.iter().enumerate() {
            if st == DYNAMIC {
                continue;
            }
            let c = self.index(st);
            let ok = self.cmpi(Pred::Eq, meta_results[2 + rank + i], c);
            self.assert(ok, &format!("stride mismatch of dim {i}"));
        }
    }

    /// `memref.copy` of ranked memrefs: dynamic sizes agree with the other side.
    fn copy(&mut self, op: OpId) {
        let (src, dst) = (self.m.op(op).operands[0], self.m.op(op).operands[1]);
        let (Some(ss), Some(ts)) = (
            shape_of(self.m, self.m.value_type(src)),
            shape_of(self.m, self.m.value_type(dst)),
        ) else {
            return;
        };
        for i in 0..ss.len().min(ts.len()) {
            if ss[i] != DYNAMIC && ts[i] != DYNAMIC {
                continue;
            }
            let size = |b: &mut Self, v: ValueId, s: i64| {
                if s == DYNAMIC {
                    b.dim(v, i)
                } else {
                    b.index(s)
                }
            };
            let a = size(self, src, ss[i]);
            let c = size(self, dst, ts[i]);
            let ok = self.cmpi(Pred::Eq, a, c);
            self.assert(
                ok,
                &format!("size of {i}-th source/target dim does not match"),
            );
        }
    }

    /// Builds `scf.if %cond -> (i1)` with `then`/`else` filling each branch (ending in a
    /// yield of the returned value) and returns the result.
    fn if_i1(
        &mut self,
        cond: ValueId,
        then: impl FnOnce(&mut Self) -> ValueId,
        els: impl FnOnce(&mut Self) -> ValueId,
    ) -> ValueId {
        let outer = self.ip;
        let branch = |b: &mut Self, f: &mut dyn FnMut(&mut Self) -> ValueId| {
            let (r, blk) = build::region_with_block(b.m);
            b.ip = InsertPoint::BlockEnd(blk);
            let v = f(b);
            b.create(OpKind::Yield, vec![v], vec![], vec![]);
            r
        };
        let mut then = Some(then);
        let mut els = Some(els);
        let tr = branch(self, &mut |b| (then.take().expect("once"))(b));
        let er = branch(self, &mut |b| (els.take().expect("once"))(b));
        self.ip = outer;
        let i1 = build::i1(self.m);
        let o = build::op(
            self.m,
            outer,
            OpKind::If,
            vec![cond],
            vec![i1],
            vec![],
            vec![tr, er],
            &self.loc,
        );
        self.m.op(o).results[0]
    }

    /// `memref.subview`: per source dimension, the offset (in `[0, size]` for an empty slice,
    /// else `[0, size)`) and the last element of a non-empty slice lie inside the source.
    fn subview(&mut self, op: OpId) {
        let operands = self.m.op(op).operands.clone();
        let src = operands[0];
        let Some(src_shape) = shape_of(self.m, self.m.value_type(src)) else {
            return;
        };
        let seg = crate::dialects::operand_segments(self.m, op);
        if seg.len() != 4 {
            return;
        }
        let (offs, rest) = operands[1..].split_at(seg[1]);
        let (sizes, strides) = rest.split_at(seg[2]);
        let so = crate::dialects::dense_array(self.m, op, "static_offsets");
        let ss = crate::dialects::dense_array(self.m, op, "static_sizes");
        let sst = crate::dialects::dense_array(self.m, op, "static_strides");
        let (mut offs, mut sizes, mut strides) = (offs.iter(), sizes.iter(), strides.iter());
        let zero = self.index(0);
        let one = self.index(1);
        let base = build::base_buffer(self.m, self.ip, &self.loc, src);
        let meta = self.m.defining_op(base).expect("metadata op");
        let meta_results = self.m.op(meta).results.clone();
        for i in 0..src_shape.len().min(so.len()) {
            let offset = self.mixed(so[i], &mut offs);
            let size = self.mixed(ss[i], &mut sizes);
            let stride = self.mixed(sst[i], &mut strides);
            let dim_size = meta_results[2 + i];
            let is_zero = self.cmpi(Pred::Eq, size, zero);
            let ok = self.if_i1(
                is_zero,
                |b| {
                    let a = b.cmpi(Pred::Sge, offset, zero);
                    let c = b.cmpi(Pred::Sle, offset, dim_size);
                    b.binary(OpKind::AndI, a, c)
                },
                |b| b.in_bounds(offset, zero, dim_size),
            );
            self.assert(ok, &format!("offset {i} is out-of-bounds"));
            let non_zero = self.cmpi(Pred::Sgt, size, zero);
            let ok = self.if_i1(
                non_zero,
                |b| {
                    let last = b.binary(OpKind::SubI, size, one);
                    let span = b.binary(OpKind::MulI, last, stride);
                    let pos = b.binary(OpKind::AddI, offset, span);
                    b.in_bounds(pos, zero, dim_size)
                },
                |b| b.bool(true),
            );
            self.assert(
                ok,
                &format!("subview runs out-of-bounds along dimension {i}"),
            );
        }
    }

    /// `memref.expand_shape`: each group's static sizes divide the source dimension.
    fn expand_shape(&mut self, op: OpId) {
        let src = self.m.op(op).operands[0];
        let res_ty = self.m.value_type(self.m.op(op).results[0]);
        let Some(res_shape) = shape_of(self.m, res_ty) else {
            return;
        };
        let groups: Vec<Vec<usize>> = match self.m.attr(op, "reassociation") {
            Some(Attribute::Array(gs)) => gs
                .iter()
                .map(|g| match g {
                    Attribute::Array(ds) => ds
                        .iter()
                        .filter_map(|d| match d {
                            Attribute::Integer { value, .. } => Some(*value as usize),
                            _ => None,
                        })
                        .collect(),
                    _ => vec![],
                })
                .collect(),
            _ => return,
        };
        for (i, g) in groups.iter().enumerate() {
            let d = self.dim(src, i);
            let size: i64 = g
                .iter()
                .filter_map(|&r| res_shape.get(r).copied())
                .filter(|&s| s != DYNAMIC)
                .product();
            let c = self.index(size);
            let rem = self.binary(OpKind::RemSI, d, c);
            let z = self.index(0);
            let ok = self.cmpi(Pred::Eq, rem, z);
            self.assert(
                ok,
                "static result dims in reassoc group do not divide src dim evenly",
            );
        }
    }

    /// `memref.assume_alignment`: the aligned pointer is a multiple of the alignment.
    fn assume_alignment(&mut self, op: OpId) {
        let src = self.m.op(op).operands[0];
        let Some(Attribute::Integer { value, .. }) = self.m.attr(op, "alignment").cloned() else {
            return;
        };
        let it = build::index(self.m);
        let p = self.create1(OpKind::ExtractAlignedPointerAsIndex, vec![src], it);
        let a = self.index(value as i64);
        let rest = self.binary(OpKind::RemUI, p, a);
        let z = self.index(0);
        let ok = self.cmpi(Pred::Eq, rest, z);
        self.assert(ok, &format!("memref is not aligned to {value}"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_text(text: &str, opts: &[(&str, &str)]) -> Result<String, Diagnostic> {
        let mut m = crate::parse::Parser::new(text, "t.mlir", 1)
            .parse_module()
            .expect("parses");
        let opts: PassOptions = opts
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        run(&mut m, &opts)?;
        crate::verify::verify(&m).expect("valid output");
        Ok(crate::print::print_module(&m, Default::default()))
    }

    const LOAD: &str = "func.func @f(%m: memref<?xf32>, %i: index) -> f32 {\n  %v = memref.load %m[%i] : memref<?xf32>\n  return %v : f32\n}\n";

    #[test]
    fn message_quotes_the_op_and_its_location() {
        let out = run_text(LOAD, &[]).unwrap();
        assert!(out.contains(r#"cf.assert %2, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1] : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22t.mlir\22:2:8)""#), "{out}");
        let quiet = run_text(LOAD, &[("verbose-level", "0")]).unwrap();
        assert!(quiet.contains(r#""ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22t.mlir\22:2:8)""#), "{quiet}");
    }

    #[test]
    fn bad_options_are_errors() {
        let e = run_text(LOAD, &[("verbose-level", "2")]).unwrap_err();
        assert!(e
            .message
            .contains("generate-runtime-verification pass: set verboseLevel to 0 or 1"));
        assert!(run_text(LOAD, &[("verbose", "1")]).is_err());
    }

    #[test]
    fn checks_are_not_checked_again() {
        // Ops are gathered before any check is built, so one run never instruments its own
        // checks; a second run checks the load again and the first run's `memref.dim` too.
        let once = run_text(LOAD, &[]).unwrap();
        let twice = run_text(&once, &[]).unwrap();
        assert_eq!(once.matches("cf.assert").count(), 1);
        assert_eq!(twice.matches("cf.assert").count(), 3);
    }
}
