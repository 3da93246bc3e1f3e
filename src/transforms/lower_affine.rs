//! `--lower-affine`: rewrites the affine dialect into `scf`, `arith` and `memref`, op for op as
//! mlir-opt 22 does (same ops in the same order, so the printed output is byte-identical), so
//! that code generation only ever sees the dialects it knows.
//!
//! ```mlir
//! %v = affine.load %m[%i + 1] : memref<8xf32>
//! ```
//! becomes
//! ```mlir
//! %c1 = arith.constant 1 : index
//! %0 = arith.addi %i, %c1 : index
//! %v = memref.load %m[%0] : memref<8xf32>
//! ```
//! `affine.for` becomes `scf.for` (bounds: `arith.maxsi`/`minsi` over the map results), `affine.if`
//! becomes `scf.if` on the conjunction of its constraints, `affine.apply`/`min`/`max` expand
//! their maps, `affine.yield` becomes `scf.yield`.

use crate::diag::Diagnostic;
use crate::dialects::Dialect;
use crate::dialects::{affine, OpKind};
use crate::ir::{
    AffineExpr, AffineMap, Attribute, InsertPoint, Location, Module, NamedAttr, OpId, OpSpec,
    TypeData, TypeId, ValueId,
};

/// Runs the pass on the whole module.
pub fn run(m: &mut Module, _opts: &super::PassOptions) -> Result<(), Diagnostic> {
    let Some(top) = m.top else { return Ok(()) };
    check_reductions(m, top)?;
    lower_under(m, top);
    Ok(())
}

/// `affine.parallel` reductions without an identity value or combining op (`assign`, or a
/// kind whose type does not fit) cannot become `scf.parallel` inits: mlir-opt 22 reports
/// "Reduction operation type not supported" (and then crashes); bufjit stops with the error.
fn check_reductions(m: &Module, root: OpId) -> Result<(), Diagnostic> {
    let mut bad = None;
    m.walk_nested(root, &mut |o| {
        if bad.is_none() && m.op(o).kind == OpKind::AffineParallel {
            let parts = affine::parallel_parts(m, o);
            let ok = parts
                .reductions
                .iter()
                .zip(&m.op(o).results)
                .all(|(&k, &r)| {
                    reduction_identity(m, k, m.value_type(r)).is_some() && reduction_op(k).is_some()
                });
            if !ok {
                bad = Some(o);
            }
        }
    });
    match bad {
        Some(o) => Err(Diagnostic::at(
            m,
            &m.op(o).loc,
            "Reduction operation type not supported",
        )),
        None => Ok(()),
    }
}

/// `arith::getIdentityValueAttr`: the neutral element of reduction `kind` (an
/// [`affine::REDUCTION_KINDS`] index) for `ty`.
fn reduction_identity(m: &Module, kind: i64, ty: TypeId) -> Option<Attribute> {
    let name = *affine::REDUCTION_KINDS.get(usize::try_from(kind).ok()?)?;
    match m.ty(ty) {
        TypeData::Float(fk) => {
            use crate::ir::FloatKind as F;
            // (-inf, +inf, NaN, 1.0) per width.
            let (ninf, pinf, nan, one): (u64, u64, u64, u64) = match fk {
                F::F16 => (0xFC00, 0x7C00, 0x7E00, 0x3C00),
                F::BF16 => (0xFF80, 0x7F80, 0x7FC0, 0x3F80),
                F::F32 => (0xFF80_0000, 0x7F80_0000, 0x7FC0_0000, 0x3F80_0000),
                F::F64 => (
                    0xFFF0_0000_0000_0000,
                    0x7FF0_0000_0000_0000,
                    0x7FF8_0000_0000_0000,
                    0x3FF0_0000_0000_0000,
                ),
                _ => return None,
            };
            let bits = match name {
                "addf" => 0,
                "mulf" => one,
                "maximumf" => ninf,
                "minimumf" => pinf,
                "maxnumf" | "minnumf" => nan,
                _ => return None,
            };
            Some(Attribute::Float { bits, ty })
        }
        TypeData::Integer { width, signedness } => {
            if *signedness != crate::ir::Signedness::Signless {
                return None;
            }
            let w = (*width).min(127);
            let value: i128 = match name {
                "addi" | "maxu" | "ori" | "xori" => 0,
                "muli" => 1,
                "andi" | "minu" => -1,
                "maxs" => -(1i128 << (w - 1)),
                "mins" => (1i128 << (w - 1)) - 1,
                _ => return None,
            };
            Some(Attribute::Integer { value, ty })
        }
        _ => None,
    }
}

/// `arith::getReductionOp`: the op combining two partial results of reduction `kind`.
fn reduction_op(kind: i64) -> Option<OpKind> {
    let name = *affine::REDUCTION_KINDS.get(usize::try_from(kind).ok()?)?;
    Some(match name {
        "addf" => OpKind::AddF,
        "addi" => OpKind::AddI,
        "mulf" => OpKind::MulF,
        "muli" => OpKind::MulI,
        "maximumf" => OpKind::MaximumF,
        "minimumf" => OpKind::MinimumF,
        "maxnumf" => OpKind::MaxNumF,
        "minnumf" => OpKind::MinNumF,
        "maxs" => OpKind::MaxSI,
        "mins" => OpKind::MinSI,
        "maxu" => OpKind::MaxUI,
        "minu" => OpKind::MinUI,
        "ori" => OpKind::OrI,
        "andi" => OpKind::AndI,
        "xori" => OpKind::XOrI,
        _ => return None,
    })
}

/// Runs the pass on one function.
pub fn run_on_function(
    m: &mut Module,
    func: OpId,
    _opts: &super::PassOptions,
) -> Result<(), Diagnostic> {
    check_reductions(m, func)?;
    lower_under(m, func);
    Ok(())
}

/// Lowers every affine op nested under `root` (parents before their bodies).
pub fn lower_under(m: &mut Module, root: OpId) {
    let mut ops = Vec::new();
    m.walk_nested(root, &mut |o| ops.push(o));
    let ops: Vec<OpId> = ops
        .into_iter()
        .filter(|&o| m.op(o).kind.dialect() == Dialect::Affine)
        .collect();
    for op in ops {
        if m.op(op).parent.is_none() {
            continue;
        }
        lower_op(m, op);
    }
}

fn index_type(m: &mut Module) -> TypeId {
    m.intern_type(TypeData::Index)
}

fn i1(m: &mut Module) -> TypeId {
    m.intern_type(TypeData::Integer {
        width: 1,
        signedness: crate::ir::Signedness::Signless,
    })
}

/// An op builder at a fixed insertion point.
struct B<'a> {
    m: &'a mut Module,
    ip: InsertPoint,
    loc: Location,
}

impl B<'_> {
    fn create(
        &mut self,
        kind: OpKind,
        operands: Vec<ValueId>,
        tys: Vec<TypeId>,
        props: Vec<NamedAttr>,
    ) -> OpId {
        let spec = OpSpec {
            operands,
            result_types: tys,
            props,
            ..OpSpec::new(self.m, kind, self.loc.clone())
        };
        self.m.insert_new_op(self.ip, spec)
    }

    fn index_op(&mut self, kind: OpKind, operands: Vec<ValueId>, props: Vec<NamedAttr>) -> ValueId {
        let it = index_type(self.m);
        let o = self.create(kind, operands, vec![it], props);
        self.m.op(o).results[0]
    }

    fn const_index(&mut self, v: i64) -> ValueId {
        let it = index_type(self.m);
        let props = vec![NamedAttr::new(
            "value",
            Attribute::Integer {
                value: v as i128,
                ty: it,
            },
        )];
        self.index_op(OpKind::Constant, vec![], props)
    }

    fn binary(&mut self, kind: OpKind, a: ValueId, b: ValueId) -> ValueId {
        self.index_op(kind, vec![a, b], vec![])
    }

    fn muli_nsw(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let props = vec![NamedAttr::new(
            "overflowFlags",
            Attribute::Opaque("#arith.overflow<nsw>".into()),
        )];
        self.index_op(OpKind::MulI, vec![a, b], props)
    }

    fn cmpi(&mut self, pred: i64, a: ValueId, b: ValueId) -> ValueId {
        let i64t = self.m.intern_type(TypeData::Integer {
            width: 64,
            signedness: crate::ir::Signedness::Signless,
        });
        let t = i1(self.m);
        let props = vec![NamedAttr::new(
            "predicate",
            Attribute::Integer {
                value: pred as i128,
                ty: i64t,
            },
        )];
        let o = self.create(OpKind::CmpI, vec![a, b], vec![t], props);
        self.m.op(o).results[0]
    }

    fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let t = self.m.value_type(a);
        let o = self.create(OpKind::Select, vec![c, a, b], vec![t], vec![]);
        self.m.op(o).results[0]
    }

    /// The map's results if every operand is an index constant (the op's folder), else `None`.
    fn fold_constant(&mut self, map: &AffineMap, operands: &[ValueId]) -> Option<Vec<i64>> {
        let vals: Option<Vec<i64>> = operands.iter().map(|&v| const_index(self.m, v)).collect();
        map.eval(&vals?)
    }

    /// `computeStrides`: the suffix products of the basis (constants folded, dynamic parts
    /// multiplied with `nsw` and, for known non-negative values, `nuw`).
    fn strides(&mut self, dynv: &[ValueId], stat: &[i64], non_negative: bool) -> Vec<ValueId> {
        let mut out = Vec::new();
        let mut di = dynv.len();
        let mut dynamic: Option<ValueId> = None;
        let mut stat_part = 1i64;
        for &e in stat.iter().rev() {
            if e == crate::ir::DYNAMIC {
                di = di.saturating_sub(1);
                let d = dynv.get(di).copied();
                dynamic = match (dynamic, d) {
                    (Some(x), Some(y)) => {
                        Some(self.index_op(OpKind::MulI, vec![x, y], vec![nsw_flags(non_negative)]))
                    }
                    (None, y) => y,
                    (x, None) => x,
                };
            } else {
                stat_part = stat_part.wrapping_mul(e);
            }
            match dynamic {
                Some(d) if stat_part == 1 => out.push(d),
                _ => {
                    let c = self.const_index(stat_part);
                    let v = match dynamic {
                        Some(d) => {
                            self.index_op(OpKind::MulI, vec![d, c], vec![nsw_flags(non_negative)])
                        }
                        None => c,
                    };
                    out.push(v);
                }
            }
        }
        out.reverse();
        out
    }

    /// `x mod stride` with the sign fix-up of the index lowering (`remsi`, `cmpi slt`,
    /// `addi nsw`, `select`).
    fn mod_term(&mut self, x: ValueId, stride: ValueId, zero: ValueId) -> ValueId {
        let rem = self.binary(OpKind::RemSI, x, stride);
        let neg = self.cmpi(2, rem, zero);
        let fixed = self.index_op(OpKind::AddI, vec![rem, stride], vec![nsw_flags(false)]);
        self.select(neg, fixed, rem)
    }

    /// Expands one affine expression over `dims`/`syms` into arith ops (MLIR's
    /// `AffineApplyExpander`: floor/ceil division and modulo with sign corrections).
    fn expand(&mut self, e: &AffineExpr, dims: &[ValueId], syms: &[ValueId]) -> ValueId {
        match e {
            AffineExpr::Dim(i) => dims[*i as usize],
            AffineExpr::Sym(i) => syms[*i as usize],
            AffineExpr::Const(c) => self.const_index(*c),
            AffineExpr::Add(a, b) => {
                let (x, y) = (self.expand(a, dims, syms), self.expand(b, dims, syms));
                self.binary(OpKind::AddI, x, y)
            }
            AffineExpr::Mul(a, b) => {
                let (x, y) = (self.expand(a, dims, syms), self.expand(b, dims, syms));
                self.muli_nsw(x, y)
            }
            AffineExpr::Mod(a, b) => {
                let (x, y) = (self.expand(a, dims, syms), self.expand(b, dims, syms));
                let rem = self.binary(OpKind::RemSI, x, y);
                let zero = self.const_index(0);
                let neg = self.cmpi(2, rem, zero);
                let fixed = self.binary(OpKind::AddI, rem, y);
                self.select(neg, fixed, rem)
            }
            AffineExpr::FloorDiv(a, b) => {
                let (x, y) = (self.expand(a, dims, syms), self.expand(b, dims, syms));
                let zero = self.const_index(0);
                let none = self.const_index(-1);
                let neg = self.cmpi(2, x, zero);
                let negdec = self.binary(OpKind::SubI, none, x);
                let dividend = self.select(neg, negdec, x);
                let q = self.binary(OpKind::DivSI, dividend, y);
                let qfix = self.binary(OpKind::SubI, none, q);
                self.select(neg, qfix, q)
            }
            AffineExpr::CeilDiv(a, b) => {
                let (x, y) = (self.expand(a, dims, syms), self.expand(b, dims, syms));
                let zero = self.const_index(0);
                let one = self.const_index(1);
                let nonpos = self.cmpi(3, x, zero);
                let negated = self.binary(OpKind::SubI, zero, x);
                let dec = self.binary(OpKind::SubI, x, one);
                let dividend = self.select(nonpos, negated, dec);
                let q = self.binary(OpKind::DivSI, dividend, y);
                let negq = self.binary(OpKind::SubI, zero, q);
                let incq = self.binary(OpKind::AddI, q, one);
                self.select(nonpos, negq, incq)
            }
        }
    }

    /// `expandAffineMap`: one value per result.
    fn expand_map(&mut self, map: &AffineMap, operands: &[ValueId]) -> Vec<ValueId> {
        let nd = (map.num_dims as usize).min(operands.len());
        let (d, s) = operands.split_at(nd);
        map.results.iter().map(|e| self.expand(e, d, s)).collect()
    }

    /// The expanded map reduced with `arith.minsi`/`maxsi` (`buildMinMaxReductionSeq`).
    /// `dedup` drops results that expand to a value already in the list, as the loop-bound
    /// canonicalization that folds `affine.for` before it is lowered does.
    fn reduce(
        &mut self,
        kind: OpKind,
        map: &AffineMap,
        operands: &[ValueId],
        dedup: bool,
    ) -> Option<ValueId> {
        let mut vals = self.expand_map(map, operands);
        if dedup {
            let mut seen = Vec::new();
            vals.retain(|v| {
                let fresh = !seen.contains(v);
                seen.push(*v);
                fresh
            });
        }
        let mut it = vals.into_iter();
        let mut acc = it.next()?;
        for v in it {
            acc = self.binary(kind, acc, v);
        }
        Some(acc)
    }
}

/// `overflow<nsw>` (with `nuw` too when `nuw`).
fn nsw_flags(nuw: bool) -> NamedAttr {
    let text = if nuw {
        "#arith.overflow<nsw, nuw>"
    } else {
        "#arith.overflow<nsw>"
    };
    NamedAttr::new("overflowFlags", Attribute::Opaque(text.into()))
}

/// `numEnclosingInvariantLoops`: how many enclosing loops, innermost first, `v` is defined
/// outside of.
fn invariant_loops(m: &Module, op: OpId, v: ValueId) -> usize {
    let mut count = 0;
    let mut cur = op;
    while let Some(p) = m.parent_op(cur) {
        let k = m.op(p).kind;
        if matches!(
            k,
            OpKind::For | OpKind::While | OpKind::Parallel | OpKind::Forall | OpKind::AffineFor
        ) {
            let inside = m.value_block(v).is_some_and(|b| {
                let mut o = m.block_parent_op(b);
                while let Some(x) = o {
                    if x == p {
                        return true;
                    }
                    o = m.parent_op(x);
                }
                false
            });
            if inside {
                break;
            }
            count += 1;
        }
        cur = p;
    }
    count
}

/// The value of an `arith.constant` of index type.
fn const_index(m: &Module, v: ValueId) -> Option<i64> {
    let o = m.defining_op(v)?;
    if m.op(o).kind != OpKind::Constant {
        return None;
    }
    match m.attr(o, "value") {
        Some(Attribute::Integer { value, ty }) if matches!(m.ty(*ty), TypeData::Index) => {
            Some(*value as i64)
        }
        _ => None,
    }
}

/// The folder of the `memref.load`/`store`/`prefetch` just created (the conversion folds the
/// ops it creates): a `memref.cast` producing operand `i` is bypassed. The replaced affine
/// op's discardable attributes are not carried over, as in MLIR (`replaceOpWithNewOp`).
fn fold_cast(m: &mut Module, op: OpId, i: usize) {
    let Some(&v) = m.op(op).operands.get(i) else {
        return;
    };
    let Some(c) = m.defining_op(v).filter(|&c| m.op(c).kind == OpKind::Cast) else {
        return;
    };
    let src = m.op(c).operands[0];
    if !matches!(m.ty(m.value_type(src)), TypeData::UnrankedMemRef { .. }) {
        m.set_operand(op, i, src);
    }
}

/// Replaces `op` by values and erases it.
fn replace(m: &mut Module, op: OpId, values: &[ValueId]) {
    let res = m.op(op).results.clone();
    for (r, v) in res.into_iter().zip(values) {
        m.replace_all_uses(r, *v);
    }
    m.erase_op(op);
}

/// Lowers one affine op (a thin dispatcher over the per-op lowerings below); ops of other
/// kinds, and `affine.yield`s outside converted ops, are left alone.
fn lower_op(m: &mut Module, op: OpId) {
    let kind = m.op(op).kind;
    let loc = m.op(op).loc.clone();
    let mut b = B {
        m,
        ip: InsertPoint::Before(op),
        loc,
    };
    match kind {
        OpKind::AffineApply => lower_apply(&mut b, op),
        OpKind::AffineMin => lower_min_max(&mut b, op, OpKind::MinSI),
        OpKind::AffineMax => lower_min_max(&mut b, op, OpKind::MaxSI),
        OpKind::AffineLoad => lower_load(&mut b, op),
        OpKind::AffineStore => lower_store(&mut b, op),
        OpKind::AffinePrefetch => lower_prefetch(&mut b, op),
        OpKind::AffineDelinearizeIndex => lower_delinearize(&mut b, op),
        OpKind::AffineLinearizeIndex => lower_linearize(&mut b, op),
        OpKind::AffineYield => lower_yield(&mut b, op),
        OpKind::AffineFor => lower_for(&mut b, op),
        OpKind::AffineParallel => lower_parallel(&mut b, op),
        OpKind::AffineIf => lower_if(&mut b, op),
        _ => {}
    }
}

/// `affine.apply`: the map's single result expanded into arith ops (or folded to a constant
/// when every operand is one).
///
/// ```mlir
/// %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
/// ```
/// becomes
/// ```mlir
/// %c1 = arith.constant 1 : index
/// %0 = arith.addi %i, %c1 : index
/// ```
fn lower_apply(b: &mut B<'_>, op: OpId) {
    let map = affine::map_attr(b.m, op, "map");
    let operands = b.m.op(op).operands.clone();
    if let Some(c) = b.fold_constant(&map, &operands) {
        let v = b.const_index(c[0]);
        replace(b.m, op, &[v]);
        return;
    }
    let v = b.expand_map(&map, &operands);
    if let Some(&v) = v.first() {
        replace(b.m, op, &[v]);
    }
}

/// `affine.min`/`affine.max`: the map's results reduced with `reduce_kind`
/// (`arith.minsi`/`maxsi`), or the constant extreme when every operand is a constant.
///
/// ```mlir
/// %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%a, %b)
/// ```
/// becomes
/// ```mlir
/// %0 = arith.minsi %a, %b : index
/// ```
fn lower_min_max(b: &mut B<'_>, op: OpId, reduce_kind: OpKind) {
    let map = affine::map_attr(b.m, op, "map");
    let operands = b.m.op(op).operands.clone();
    let v = constant_extreme(b, reduce_kind, &map, &operands)
        .or_else(|| b.reduce(reduce_kind, &map, &operands, false));
    if let Some(v) = v {
        replace(b.m, op, &[v]);
    }
}

/// `affine.load`: a `memref.load` at the expanded indices.
///
/// ```mlir
/// %v = affine.load %m[%i + 1] : memref<8xf32>
/// ```
/// becomes
/// ```mlir
/// %c1 = arith.constant 1 : index
/// %0 = arith.addi %i, %c1 : index
/// %v = memref.load %m[%0] : memref<8xf32>
/// ```
fn lower_load(b: &mut B<'_>, op: OpId) {
    let ops = access_operands(b, op, 1);
    let t = b.m.value_type(b.m.op(op).results[0]);
    let n = b.create(OpKind::Load, ops, vec![t], vec![]);
    fold_cast(b.m, n, 0);
    let v = b.m.op(n).results[0];
    replace(b.m, op, &[v]);
}

/// The operands of the `memref` op replacing affine access `op`: its first `leading` operands
/// (the value stored, the memref) followed by its map expanded over the others.
fn access_operands(b: &mut B<'_>, op: OpId, leading: usize) -> Vec<ValueId> {
    let map = affine::map_attr(b.m, op, "map");
    let operands = b.m.op(op).operands.clone();
    let idx = b.expand_map(&map, &operands[leading..]);
    let mut ops = operands[..leading].to_vec();
    ops.extend(idx);
    ops
}

/// `affine.store`: a `memref.store` at the expanded indices.
///
/// ```mlir
/// affine.store %v, %m[%i] : memref<8xf32>
/// ```
/// becomes
/// ```mlir
/// memref.store %v, %m[%i] : memref<8xf32>
/// ```
fn lower_store(b: &mut B<'_>, op: OpId) {
    let ops = access_operands(b, op, 2);
    let n = b.create(OpKind::Store, ops, vec![], vec![]);
    fold_cast(b.m, n, 1);
    b.m.erase_op(op);
}

/// `affine.prefetch`: a `memref.prefetch` at the expanded indices, with the op's other
/// properties (read/write, locality, cache kind) carried over.
///
/// ```mlir
/// affine.prefetch %m[%i], read, locality<3>, data : memref<8xf32>
/// ```
/// becomes
/// ```mlir
/// memref.prefetch %m[%i], read, locality<3>, data : memref<8xf32>
/// ```
fn lower_prefetch(b: &mut B<'_>, op: OpId) {
    let ops = access_operands(b, op, 1);
    let props: Vec<NamedAttr> =
        b.m.op(op)
            .props
            .iter()
            .filter(|a| a.name != "map")
            .cloned()
            .collect();
    let n = b.create(OpKind::Prefetch, ops, vec![], props);
    fold_cast(b.m, n, 0);
    b.m.erase_op(op);
}

/// `affine.delinearize_index`: the first index by `floordivsi` of the outermost stride, the
/// others by the sign-fixed remainder of one stride divided by the next, the last by the
/// remainder of the innermost stride.
///
/// ```mlir
/// %0:2 = affine.delinearize_index %lin into (4, 8) : index, index
/// ```
/// becomes
/// ```mlir
/// %c8 = arith.constant 8 : index
/// %c0 = arith.constant 0 : index
/// %1 = arith.floordivsi %lin, %c8 : index
/// %2 = arith.remsi %lin, %c8 : index
/// %3 = arith.cmpi slt, %2, %c0 : index
/// %4 = arith.addi %2, %c8 overflow<nsw> : index
/// %5 = arith.select %3, %4, %2 : index
/// ```
fn lower_delinearize(b: &mut B<'_>, op: OpId) {
    let (mut stat, dynv) = affine::index_basis(b.m, op);
    let nres = b.m.op(op).results.len();
    let lin = b.m.op(op).operands[0];
    if nres == stat.len() && !stat.is_empty() {
        stat.remove(0);
    }
    if nres == 1 {
        replace(b.m, op, &[lin]);
        return;
    }
    let strides = b.strides(&dynv, &stat, true);
    let zero = b.const_index(0);
    let mut results = vec![b.binary(OpKind::FloorDivSI, lin, strides[0])];
    for i in 0..strides.len() - 1 {
        let md = b.mod_term(lin, strides[i], zero);
        results.push(b.binary(OpKind::DivSI, md, strides[i + 1]));
    }
    let last = *strides.last().expect("strides");
    results.push(b.mod_term(lin, last, zero));
    replace(b.m, op, &results);
}

/// `affine.linearize_index`: each index times its stride (`muli nsw`), summed (`addi nsw`)
/// with the most loop-invariant terms first.
///
/// ```mlir
/// %0 = affine.linearize_index [%i, %j] by (4, 8) : index
/// ```
/// becomes
/// ```mlir
/// %c8 = arith.constant 8 : index
/// %1 = arith.muli %i, %c8 overflow<nsw> : index
/// %0 = arith.addi %1, %j overflow<nsw> : index
/// ```
fn lower_linearize(b: &mut B<'_>, op: OpId) {
    let (mut stat, dynv) = affine::index_basis(b.m, op);
    let operands = b.m.op(op).operands.clone();
    let n = operands.len() - dynv.len();
    if n == 0 {
        let z = b.const_index(0);
        replace(b.m, op, &[z]);
        return;
    }
    if n == stat.len() {
        stat.remove(0);
    }
    let disjoint = b.m.attr(op, "disjoint").is_some();
    let strides = b.strides(&dynv, &stat, disjoint);
    let mut scaled: Vec<(ValueId, usize)> = Vec::new();
    for (i, &st) in strides.iter().enumerate() {
        let v = b.muli_nsw(operands[i], st);
        scaled.push((v, invariant_loops(b.m, op, operands[i])));
    }
    scaled.push((operands[n - 1], invariant_loops(b.m, op, operands[n - 1])));
    scaled.sort_by_key(|x| std::cmp::Reverse(x.1));
    let mut acc = scaled[0].0;
    for &(v, _) in &scaled[1..] {
        acc = b.index_op(OpKind::AddI, vec![acc, v], vec![nsw_flags(false)]);
    }
    replace(b.m, op, &[acc]);
}

/// `affine.yield` directly inside an op already turned into `scf.for`/`scf.if` becomes an
/// `scf.yield` (elsewhere it is left alone).
///
/// ```mlir
/// affine.yield %v : f32
/// ```
/// becomes
/// ```mlir
/// scf.yield %v : f32
/// ```
fn lower_yield(b: &mut B<'_>, op: OpId) {
    let parent = b.m.parent_op(op).map(|p| b.m.op(p).kind);
    if matches!(parent, Some(OpKind::For | OpKind::If)) {
        let operands = b.m.op(op).operands.clone();
        b.create(OpKind::Yield, operands, vec![], vec![]);
        b.m.erase_op(op);
    }
}

/// `affine.for`: an `scf.for` from the lower bound's `arith.maxsi` and the upper bound's
/// `arith.minsi` (duplicate bound results dropped), with a constant step; the body moves over.
///
/// ```mlir
/// affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%a, %b) to 10 { ... }
/// ```
/// becomes
/// ```mlir
/// %0 = arith.maxsi %a, %b : index
/// %c10 = arith.constant 10 : index
/// %c1 = arith.constant 1 : index
/// scf.for %i = %0 to %c10 step %c1 { ... }
/// ```
fn lower_for(b: &mut B<'_>, op: OpId) {
    let parts = affine::for_parts(b.m, op);
    // (Duplicate results dropped, as the loop-bound canonicalization before lowering does.)
    let (lbm, lbo) = (&parts.lb_map, &parts.lb_operands);
    let lb = constant_extreme(b, OpKind::MaxSI, lbm, lbo)
        .or_else(|| b.reduce(OpKind::MaxSI, lbm, lbo, true));
    let Some(lb) = lb else { return };
    let (ubm, ubo) = (&parts.ub_map, &parts.ub_operands);
    let ub = constant_extreme(b, OpKind::MinSI, ubm, ubo)
        .or_else(|| b.reduce(OpKind::MinSI, ubm, ubo, true));
    let Some(ub) = ub else { return };
    let step = b.const_index(parts.step);
    let mut ops = vec![lb, ub, step];
    ops.extend(parts.inits);
    replace_with_scf(b, op, OpKind::For, ops);
}

/// `affine.if`: an `scf.if` on the conjunction (`arith.andi`) of its constraints, each
/// `arith.cmpi eq` (equalities) or `sge` (inequalities) against zero; `true` when there are
/// none. The regions move over.
///
/// ```mlir
/// affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) { ... }
/// ```
/// becomes
/// ```mlir
/// %c0 = arith.constant 0 : index
/// %c-1 = arith.constant -1 : index
/// %0 = arith.addi %i, %c-1 : index
/// %1 = arith.cmpi sge, %0, %c0 : index
/// scf.if %1 { ... }
/// ```
fn lower_if(b: &mut B<'_>, op: OpId) {
    let set = affine::condition_set(b.m, op);
    let operands = b.m.op(op).operands.clone();
    let nd = (set.num_dims as usize).min(operands.len());
    let (d, s) = operands.split_at(nd);
    let cond = if set.constraints.is_empty() {
        let t = i1(b.m);
        let props = vec![NamedAttr::new(
            "value",
            Attribute::Integer { value: 1, ty: t },
        )];
        let o = b.create(OpKind::Constant, vec![], vec![t], props);
        b.m.op(o).results[0]
    } else {
        let zero = b.const_index(0);
        let mut acc: Option<ValueId> = None;
        for (e, eq) in &set.constraints {
            let v = b.expand(e, d, s);
            let c = b.cmpi(if *eq { 0 } else { 5 }, v, zero);
            acc = Some(match acc {
                None => c,
                Some(a) => {
                    let t = i1(b.m);
                    let o = b.create(OpKind::AndI, vec![a, c], vec![t], vec![]);
                    b.m.op(o).results[0]
                }
            });
        }
        acc.expect("constraints")
    };
    replace_with_scf(b, op, OpKind::If, vec![cond]);
}

/// The op's folder for `affine.min` (`kind` [`OpKind::MinSI`]) and `affine.max` (and loop
/// bounds): when every operand is a constant, the extreme of the map's results as a new
/// constant.
fn constant_extreme(
    b: &mut B<'_>,
    kind: OpKind,
    map: &AffineMap,
    ops: &[ValueId],
) -> Option<ValueId> {
    let c = b.fold_constant(map, ops)?;
    let pick = if kind == OpKind::MinSI {
        c.iter().min()
    } else {
        c.iter().max()
    };
    pick.map(|&x| b.const_index(x))
}

/// Replaces region-holding `op` by a new `kind` op (`scf.for`/`scf.if`) on `operands` with
/// `op`'s result types, moving `op`'s regions into it and their `affine.yield`s to `scf.yield`.
fn replace_with_scf(b: &mut B<'_>, op: OpId, kind: OpKind, operands: Vec<ValueId>) {
    let results = b.m.op(op).results.clone();
    let tys: Vec<TypeId> = results.iter().map(|&r| b.m.value_type(r)).collect();
    let regions = std::mem::take(&mut b.m.op_mut(op).regions);
    let spec = OpSpec {
        operands,
        result_types: tys,
        regions: regions.into_iter().collect(),
        ..OpSpec::new(b.m, kind, b.loc.clone())
    };
    let n = b.m.insert_new_op(b.ip, spec);
    let vals = b.m.op(n).results.clone();
    replace(b.m, op, &vals);
    convert_yields(b.m, n);
}

/// `AffineParallelLowering`: bounds expanded per loop (`arith.maxsi`/`minsi` over each
/// group), constant steps, one identity constant per reduction as the `init`s; the body moves
/// into an `scf.parallel` whose `affine.yield` becomes an `scf.reduce` with one combining
/// region per result.
///
/// ```mlir
/// %r = affine.parallel (%i) = (0) to (%n) reduce ("addf") -> f32 { ... affine.yield %v : f32 }
/// ```
/// becomes
/// ```mlir
/// %cst = arith.constant 0.000000e+00 : f32
/// %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%cst) -> f32 {
///   ...
///   scf.reduce(%v : f32) {
///   ^bb0(%a: f32, %b: f32):
///     %s = arith.addf %a, %b : f32
///     scf.reduce.return %s : f32
///   }
/// }
/// ```
fn lower_parallel(b: &mut B<'_>, op: OpId) {
    let parts = affine::parallel_parts(b.m, op);
    let n = parts.steps.len();
    let (mut lbs, mut ubs) = (Vec::new(), Vec::new());
    for i in 0..n {
        let lm = affine::ParallelParts::group_map(&parts.lb_map, &parts.lb_groups, i);
        let um = affine::ParallelParts::group_map(&parts.ub_map, &parts.ub_groups, i);
        let (Some(l), Some(u)) = (
            b.reduce(OpKind::MaxSI, &lm, &parts.lb_operands, false),
            b.reduce(OpKind::MinSI, &um, &parts.ub_operands, false),
        ) else {
            return;
        };
        lbs.push(l);
        ubs.push(u);
    }
    let steps: Vec<ValueId> = parts.steps.iter().map(|&s| b.const_index(s)).collect();
    let results = b.m.op(op).results.clone();
    let tys: Vec<TypeId> = results.iter().map(|&r| b.m.value_type(r)).collect();
    let mut inits = Vec::new();
    for (&k, &t) in parts.reductions.iter().zip(&tys) {
        let Some(value) = reduction_identity(b.m, k, t) else {
            return;
        };
        let c = b.create(
            OpKind::Constant,
            vec![],
            vec![t],
            vec![NamedAttr::new("value", value)],
        );
        inits.push(b.m.op(c).results[0]);
    }
    let mut operands = lbs;
    operands.extend(ubs);
    operands.extend(steps);
    operands.extend(inits.iter().copied());
    let i32t = b.m.intern_type(TypeData::Integer {
        width: 32,
        signedness: crate::ir::Signedness::Signless,
    });
    let seg = Attribute::DenseArray {
        elem: i32t,
        values: vec![n as i64, n as i64, n as i64, inits.len() as i64],
    };
    let regions = std::mem::take(&mut b.m.op_mut(op).regions);
    let spec = OpSpec {
        operands,
        result_types: tys.clone(),
        props: vec![NamedAttr::new("operandSegmentSizes", seg)],
        regions: regions.iter().copied().collect(),
        ..OpSpec::new(b.m, OpKind::Parallel, b.loc.clone())
    };
    let par = b.m.insert_new_op(b.ip, spec);
    let vals = b.m.op(par).results.clone();
    replace(b.m, op, &vals);
    let Some(body) = regions.first().and_then(|&r| b.m.entry_block(r)) else {
        return;
    };
    let Some(term) = b.m.terminator(body) else {
        return;
    };
    let yielded = b.m.op(term).operands.clone();
    let mut reduce_regions = Vec::new();
    for (&k, &t) in parts.reductions.iter().zip(&tys) {
        let r = b.m.new_region();
        let blk = b.m.create_block();
        b.m.append_block(r, blk);
        let x = b.m.add_block_arg(blk, t, Some(b.loc.clone()));
        let y = b.m.add_block_arg(blk, t, Some(b.loc.clone()));
        let mut inner = B {
            m: &mut *b.m,
            ip: InsertPoint::BlockEnd(blk),
            loc: b.loc.clone(),
        };
        let kind = reduction_op(k).unwrap_or(OpKind::AddF);
        let c = inner.create(kind, vec![x, y], vec![t], vec![]);
        let v = inner.m.op(c).results[0];
        inner.create(OpKind::ReduceReturn, vec![v], vec![], vec![]);
        reduce_regions.push(r);
    }
    let spec = OpSpec {
        operands: yielded,
        regions: reduce_regions,
        ..OpSpec::new(b.m, OpKind::Reduce, b.loc.clone())
    };
    b.m.insert_new_op(InsertPoint::Before(term), spec);
    b.m.erase_op(term);
}

/// Turns the `affine.yield` terminators directly in `op`'s regions into `scf.yield`s.
fn convert_yields(m: &mut Module, op: OpId) {
    for r in m.op(op).regions.clone() {
        let blocks: Vec<_> = m.region_blocks(r).collect();
        for blk in blocks {
            if let Some(t) = m.terminator(blk) {
                if m.op(t).kind == OpKind::AffineYield {
                    lower_op(m, t);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::print::{print_module, PrintOptions};

    fn lower(src: &str) -> String {
        let mut m = crate::parse::Parser::new(src, "t.mlir", 1)
            .parse_module()
            .expect("parses");
        super::run(&mut m, &vec![]).expect("lowers");
        print_module(&m, PrintOptions::default())
    }

    #[test]
    fn apply_with_floordiv_expands_with_sign_fix() {
        let out = lower(
            "func.func @f(%a: index) -> index {\n  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%a)\n  return %0 : index\n}\n",
        );
        assert!(out.contains("arith.divsi"), "{out}");
        assert!(out.contains("arith.cmpi slt"), "{out}");
        assert!(!out.contains("affine."), "{out}");
    }

    #[test]
    fn for_with_max_bound_uses_maxsi() {
        let out = lower(
            "func.func @f(%a: index, %b: index) {\n  affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%a, %b) to 10 {\n  }\n  return\n}\n",
        );
        assert!(out.contains("arith.maxsi %arg0, %arg1 : index"), "{out}");
        assert!(out.contains("scf.for"), "{out}");
    }

    #[test]
    fn parallel_reductions_become_scf_reduce_with_identities() {
        let out = lower(
            "func.func @f(%m: memref<8xf32>) -> (f32, f32) {
  %r:2 = affine.parallel (%i) = (0) to (8) reduce (\"maximumf\", \"mulf\") -> (f32, f32) {
    %v = affine.load %m[%i] : memref<8xf32>
    affine.yield %v, %v : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
",
        );
        assert!(out.contains("arith.constant 0xFF800000 : f32"), "{out}");
        assert!(out.contains("arith.constant 1.000000e+00 : f32"), "{out}");
        assert!(out.contains("scf.reduce(%1, %1 : f32, f32)"), "{out}");
        assert!(out.contains("arith.maximumf"), "{out}");
        assert!(!out.contains("affine."), "{out}");
    }

    #[test]
    fn assign_reduction_is_an_error() {
        let mut m = crate::parse::Parser::new(
            "func.func @f(%m: memref<8xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (8) reduce (\"assign\") -> i32 {
    %v = affine.load %m[%i] : memref<8xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
",
            "t.mlir",
            1,
        )
        .parse_module()
        .expect("parses");
        let err = super::run(&mut m, &vec![]).expect_err("no identity for assign");
        assert!(err
            .message
            .contains("Reduction operation type not supported"));
    }
}
