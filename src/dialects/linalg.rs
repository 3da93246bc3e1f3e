//! The `linalg` dialect on memrefs (and, for parsing and printing only, on tensors): the
//! structured ops One-Shot Bufferize emits (`generic`, `fill`, `copy`, `map`, `reduce`,
//! `transpose`, `broadcast`, the contractions, the elementwise named ops, convolutions and
//! poolings) with `linalg.yield` and `linalg.index`.
//!
//! Every structured op carries a single-block payload region, as in MLIR: named ops get theirs
//! from a region builder when parsed (it is not printed), `generic`/`map`/`reduce` spell it
//! out. [`structured`] gives any of them as MLIR's `LinalgOp` interface sees it (indexing maps,
//! iterator types, inputs and inits), which is all the verifier and the loop lowerings
//! (`transforms::linalg_to_loops`) need.

use super::syntax;
use super::OpKind;
use crate::dialects::Dialect;
use crate::ir::{
    AffineExpr, AffineMap, Attribute, BlockId, InsertPoint, Location, Module, NamedAttr, OpId,
    OpSpec, RegionId, Signedness, TypeData, TypeId, ValueId,
};
use crate::parse::{ArgDecl, OperandRef, PResult, Parser};
use crate::print::Printer;

/// How a loop dimension of a structured op iterates.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Iterator {
    /// `parallel`.
    Parallel,
    /// `reduction`.
    Reduction,
}

impl Iterator {
    fn keyword(self) -> &'static str {
        match self {
            Iterator::Parallel => "parallel",
            Iterator::Reduction => "reduction",
        }
    }
}

/// A structured op as MLIR's `LinalgOp` interface describes it.
#[derive(Clone, Debug)]
pub struct Structured {
    /// One indexing map per operand (inputs, then inits).
    pub maps: Vec<AffineMap>,
    /// One iterator type per loop.
    pub iterators: Vec<Iterator>,
    /// Number of inputs (`ins`); the remaining operands are inits (`outs`).
    pub num_inputs: usize,
}

/// The payload computation of a named op (its OpDSL region builder).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Payload {
    /// `yield %in` (fill, copy, transpose, broadcast).
    Forward,
    /// `yield %out + %in0 * %in1` (contractions, convolutions).
    MulAcc,
    /// `yield %out + %in0` (sum pooling).
    AddAcc,
    /// `yield max(%out, %in0)` (max pooling).
    MaxAcc,
    /// `yield f(%in0, %in1)`.
    Binary(BinFn),
    /// `yield f(%in0)`.
    Unary(OpKind),
    /// `yield select(%in0, %in1, %in2)`.
    Select,
    /// `yield %in0 * %in0`.
    Square,
    /// `yield 1.0 / %in0`.
    Reciprocal,
}

/// A binary function of the elementwise ops (float / integer form chosen by type).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum BinFn {
    Add,
    Sub,
    Mul,
    Div,
    Max,
    Min,
    DivU,
    PowF,
}

/// The named ops: their payload and, for the fixed-rank ones, their loop structure.
fn named_payload(kind: OpKind) -> Option<Payload> {
    use OpKind::*;
    Some(match kind {
        LinalgFill | LinalgCopy => Payload::Forward,
        LinalgMatmul
        | LinalgBatchMatmul
        | LinalgMatvec
        | LinalgVecmat
        | LinalgDot
        | LinalgBatchReduceMatmul
        | LinalgConv1D
        | LinalgConv2D
        | LinalgConv2DNhwcHwcf
        | LinalgConv2DNchwFchw
        | LinalgDepthwiseConv2DNhwcHwc => Payload::MulAcc,
        LinalgPoolingNhwcSum => Payload::AddAcc,
        LinalgPoolingNhwcMax => Payload::MaxAcc,
        LinalgAdd => Payload::Binary(BinFn::Add),
        LinalgSub => Payload::Binary(BinFn::Sub),
        LinalgMul => Payload::Binary(BinFn::Mul),
        LinalgDiv => Payload::Binary(BinFn::Div),
        LinalgMax => Payload::Binary(BinFn::Max),
        LinalgMin => Payload::Binary(BinFn::Min),
        LinalgExp => Payload::Unary(Exp),
        LinalgLog => Payload::Unary(Log),
        LinalgAbs => Payload::Unary(AbsF),
        LinalgNegF => Payload::Unary(NegF),
        LinalgFloor => Payload::Unary(Floor),
        LinalgCeil => Payload::Unary(Ceil),
        LinalgSqrt => Payload::Unary(Sqrt),
        LinalgRsqrt => Payload::Unary(Rsqrt),
        LinalgTanh => Payload::Unary(Tanh),
        LinalgRound => Payload::Unary(Round),
        LinalgErf => Payload::Unary(Erf),
        LinalgSquare => Payload::Square,
        LinalgReciprocal => Payload::Reciprocal,
        LinalgPowF => Payload::Binary(BinFn::PowF),
        LinalgDivUnsigned => Payload::Binary(BinFn::DivU),
        LinalgSelect => Payload::Select,
        _ => return None,
    })
}

/// The number of `ins` a named op takes (`None`: not a named op).
fn named_arity(kind: OpKind) -> Option<usize> {
    Some(match named_payload(kind)? {
        Payload::Forward | Payload::Unary(_) | Payload::Square | Payload::Reciprocal => 1,
        Payload::Select => 3,
        _ => 2,
    })
}

/// True for the ops that carry `strides`/`dilations`.
fn is_conv_like(kind: OpKind) -> bool {
    use OpKind::*;
    matches!(
        kind,
        LinalgConv2DNhwcHwcf
            | LinalgConv2DNchwFchw
            | LinalgDepthwiseConv2DNhwcHwc
            | LinalgPoolingNhwcSum
            | LinalgPoolingNhwcMax
    )
}

/// True for every structured op (everything of the dialect but `yield` and `index`).
pub fn is_structured(kind: OpKind) -> bool {
    kind.dialect() == Dialect::Linalg && !matches!(kind, OpKind::LinalgYield | OpKind::LinalgIndex)
}

fn dim(i: u32) -> AffineExpr {
    AffineExpr::Dim(i)
}

fn map(num_dims: u32, results: Vec<AffineExpr>) -> AffineMap {
    AffineMap {
        num_dims,
        num_syms: 0,
        results,
    }
}

fn identity(n: usize) -> AffineMap {
    map(n as u32, (0..n as u32).map(dim).collect())
}

/// `d{out} * stride + d{win} * dilation`, folded as MLIR builds it.
fn window(out: u32, stride: i64, win: u32, dilation: i64) -> AffineExpr {
    let scaled = |d: u32, c: i64| {
        if c == 1 {
            dim(d)
        } else {
            AffineExpr::Mul(Box::new(dim(d)), Box::new(AffineExpr::Const(c)))
        }
    };
    AffineExpr::Add(
        Box::new(scaled(out, stride)),
        Box::new(scaled(win, dilation)),
    )
}

/// The matmul's default maps `(m, n, k) -> (m, k), (k, n), (m, n)`.
pub fn matmul_default_maps() -> Vec<AffineMap> {
    vec![
        map(3, vec![dim(0), dim(2)]),
        map(3, vec![dim(2), dim(1)]),
        map(3, vec![dim(0), dim(1)]),
    ]
}

/// The default `indexing_maps` of the contractions that carry them as a property in MLIR 22
/// (`matmul`, `batch_matmul`, `batch_reduce_matmul`); `None` for other ops.
pub fn contraction_default_maps(kind: OpKind) -> Option<Vec<AffineMap>> {
    match kind {
        OpKind::LinalgMatmul => Some(matmul_default_maps()),
        OpKind::LinalgBatchMatmul => Some(vec![
            map(4, vec![dim(0), dim(1), dim(3)]),
            map(4, vec![dim(0), dim(3), dim(2)]),
            map(4, vec![dim(0), dim(1), dim(2)]),
        ]),
        OpKind::LinalgBatchReduceMatmul => Some(vec![
            map(4, vec![dim(0), dim(1), dim(3)]),
            map(4, vec![dim(0), dim(3), dim(2)]),
            map(4, vec![dim(1), dim(2)]),
        ]),
        _ => None,
    }
}

fn rank(m: &Module, v: ValueId) -> usize {
    m.ty(m.value_type(v)).shape().map_or(0, |s| s.len())
}

/// Element type of a shaped type, or the type itself for scalars.
pub fn element_type(m: &Module, t: TypeId) -> TypeId {
    m.ty(t).element_type().unwrap_or(t)
}

/// The first two values of a 2-element `dense<...>` / `array<...>` attribute (default 1, 1).
fn pair(m: &Module, op: OpId, name: &str) -> [i64; 2] {
    match m.attr(op, name) {
        Some(Attribute::Dense { data, .. }) => match data {
            crate::ir::DenseData::Splat(a) => match **a {
                Attribute::Integer { value, .. } => [value as i64; 2],
                _ => [1, 1],
            },
            crate::ir::DenseData::Elements(v) if v.len() == 2 => {
                let g = |a: &Attribute| match a {
                    Attribute::Integer { value, .. } => *value as i64,
                    _ => 1,
                };
                [g(&v[0]), g(&v[1])]
            }
            _ => [1, 1],
        },
        _ => [1, 1],
    }
}

fn iterator_attr(a: &Attribute) -> Option<Iterator> {
    match a {
        Attribute::Opaque(s) if s == "#linalg.iterator_type<parallel>" => Some(Iterator::Parallel),
        Attribute::Opaque(s) if s == "#linalg.iterator_type<reduction>" => {
            Some(Iterator::Reduction)
        }
        _ => None,
    }
}

fn maps_attr(a: Option<&Attribute>) -> Option<Vec<AffineMap>> {
    match a? {
        Attribute::Array(v) => v
            .iter()
            .map(|x| match x {
                Attribute::AffineMap(m) => Some(m.clone()),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The number of `ins` of a structured op.
pub fn num_inputs(m: &Module, op: OpId) -> usize {
    let d = m.op(op);
    match d.kind {
        OpKind::LinalgMap | OpKind::LinalgReduce => {
            d.operands
                .len()
                .saturating_sub(if d.kind == OpKind::LinalgMap {
                    1
                } else {
                    d.operands.len() / 2
                })
        }
        OpKind::LinalgTranspose | OpKind::LinalgBroadcast => 1,
        _ => super::operand_segments(m, op).first().copied().unwrap_or(0),
    }
}

/// The op as MLIR's `LinalgOp` interface sees it; `None` if it is malformed (the verifier
/// says why) or not a structured op.
pub fn structured(m: &Module, op: OpId) -> Option<Structured> {
    let d = m.op(op);
    if !is_structured(d.kind) {
        return None;
    }
    let n_in = num_inputs(m, op);
    if d.operands.len() <= n_in {
        return None;
    }
    let (maps, iterators) = indexing(m, op, n_in)?;
    Some(Structured {
        maps,
        iterators,
        num_inputs: n_in,
    })
}

/// The indexing maps (one per operand) and loop iterators of a structured op.
type Indexing = (Vec<AffineMap>, Vec<Iterator>);

fn par(n: usize) -> Vec<Iterator> {
    vec![Iterator::Parallel; n]
}

/// The indexing of structured op `op` with `n_in` inputs (and at least one init).
fn indexing(m: &Module, op: OpId, n_in: usize) -> Option<Indexing> {
    use OpKind::*;
    let d = m.op(op);
    let kind = d.kind;
    let ops = &d.operands;
    let out_rank = rank(m, ops[n_in]);
    Some(match kind {
        LinalgGeneric => generic_indexing(m, op)?,
        LinalgFill => (
            vec![map(out_rank as u32, vec![]), identity(out_rank)],
            par(out_rank),
        ),
        LinalgMap => (vec![identity(out_rank); ops.len()], par(out_rank)),
        LinalgReduce => reduce_indexing(m, op, n_in),
        LinalgTranspose => transpose_indexing(m, op, out_rank)?,
        LinalgBroadcast => broadcast_indexing(m, op, out_rank),
        LinalgMatmul | LinalgBatchMatmul | LinalgBatchReduceMatmul => {
            contraction_indexing(m, op, kind)?
        }
        LinalgMatvec | LinalgVecmat | LinalgDot | LinalgConv1D | LinalgConv2D => {
            fixed_indexing(kind)
        }
        LinalgConv2DNhwcHwcf
        | LinalgConv2DNchwFchw
        | LinalgDepthwiseConv2DNhwcHwc
        | LinalgPoolingNhwcSum
        | LinalgPoolingNhwcMax => windowed_indexing(m, op, kind),
        _ => elementwise_indexing(m, op, out_rank),
    })
}

/// `linalg.generic`: its `indexing_maps` and `iterator_types`.
fn generic_indexing(m: &Module, op: OpId) -> Option<Indexing> {
    let maps = maps_attr(m.attr(op, "indexing_maps"))?;
    let its = match m.attr(op, "iterator_types")? {
        Attribute::Array(v) => v.iter().map(iterator_attr).collect::<Option<Vec<_>>>()?,
        _ => return None,
    };
    Some((maps, its))
}

/// `linalg.reduce`: identity maps of the inputs, the inits drop the reduced `dimensions`.
fn reduce_indexing(m: &Module, op: OpId, n_in: usize) -> Indexing {
    let ops = &m.op(op).operands;
    let dims = super::dense_array(m, op, "dimensions");
    let in_rank = rank(m, ops[0]);
    let kept: Vec<AffineExpr> = (0..in_rank as u32)
        .filter(|i| !dims.contains(&(*i as i64)))
        .map(dim)
        .collect();
    let mut maps = vec![identity(in_rank); n_in];
    maps.extend(vec![map(in_rank as u32, kept); ops.len() - n_in]);
    let its = (0..in_rank as i64)
        .map(|i| {
            if dims.contains(&i) {
                Iterator::Reduction
            } else {
                Iterator::Parallel
            }
        })
        .collect();
    (maps, its)
}

/// `linalg.transpose`: the input is read through the inverse `permutation`.
fn transpose_indexing(m: &Module, op: OpId, out_rank: usize) -> Option<Indexing> {
    let perm = super::dense_array(m, op, "permutation");
    let mut inv = vec![0u32; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        *inv.get_mut(usize::try_from(p).ok()?)? = i as u32;
    }
    Some((
        vec![
            map(out_rank as u32, inv.into_iter().map(dim).collect()),
            identity(out_rank),
        ],
        par(out_rank),
    ))
}

/// `linalg.broadcast`: the input lacks the broadcast `dimensions`.
fn broadcast_indexing(m: &Module, op: OpId, out_rank: usize) -> Indexing {
    let dims = super::dense_array(m, op, "dimensions");
    let kept = (0..out_rank as u32)
        .filter(|i| !dims.contains(&(*i as i64)))
        .map(dim)
        .collect();
    (
        vec![map(out_rank as u32, kept), identity(out_rank)],
        par(out_rank),
    )
}

/// `matmul`, `batch_matmul`, `batch_reduce_matmul`: explicit or default maps.
fn contraction_indexing(m: &Module, op: OpId, kind: OpKind) -> Option<Indexing> {
    use self::Iterator::{Parallel, Reduction};
    if kind == OpKind::LinalgMatmul {
        let maps = maps_attr(m.attr(op, "indexing_maps")).unwrap_or_else(matmul_default_maps);
        return Some((maps, vec![Parallel, Parallel, Reduction]));
    }
    let maps = maps_attr(m.attr(op, "indexing_maps")).or_else(|| contraction_default_maps(kind))?;
    let first = if kind == OpKind::LinalgBatchMatmul {
        Parallel
    } else {
        Reduction
    };
    Some((maps, vec![first, Parallel, Parallel, Reduction]))
}

/// Ops whose maps do not depend on attributes: `matvec`, `vecmat`, `dot`, `conv_1d`, `conv_2d`.
fn fixed_indexing(kind: OpKind) -> Indexing {
    use self::Iterator::{Parallel, Reduction};
    match kind {
        OpKind::LinalgMatvec => (
            vec![
                map(2, vec![dim(0), dim(1)]),
                map(2, vec![dim(1)]),
                map(2, vec![dim(0)]),
            ],
            vec![Parallel, Reduction],
        ),
        OpKind::LinalgVecmat => (
            vec![
                map(2, vec![dim(1)]),
                map(2, vec![dim(1), dim(0)]),
                map(2, vec![dim(0)]),
            ],
            vec![Parallel, Reduction],
        ),
        OpKind::LinalgDot => (
            vec![map(1, vec![dim(0)]), map(1, vec![dim(0)]), map(1, vec![])],
            vec![Reduction],
        ),
        OpKind::LinalgConv1D => (
            vec![
                map(2, vec![window(0, 1, 1, 1)]),
                map(2, vec![dim(1)]),
                map(2, vec![dim(0)]),
            ],
            vec![Parallel, Reduction],
        ),
        _ => (
            vec![
                map(4, vec![window(0, 1, 2, 1), window(1, 1, 3, 1)]),
                map(4, vec![dim(2), dim(3)]),
                map(4, vec![dim(0), dim(1)]),
            ],
            vec![Parallel, Parallel, Reduction, Reduction],
        ),
    }
}

/// The 2-d convolutions and poolings with `strides` and `dilations`.
fn windowed_indexing(m: &Module, op: OpId, kind: OpKind) -> Indexing {
    use OpKind::*;
    let [s0, s1] = pair(m, op, "strides");
    let [l0, l1] = pair(m, op, "dilations");
    let out = |n: u32| map(n, vec![dim(0), dim(1), dim(2), dim(3)]);
    let mut its = par(4);
    match kind {
        LinalgConv2DNhwcHwcf => {
            its.extend([Iterator::Reduction; 3]);
            let input = vec![dim(0), window(1, s0, 4, l0), window(2, s1, 5, l1), dim(6)];
            let filter = vec![dim(4), dim(5), dim(6), dim(3)];
            (vec![map(7, input), map(7, filter), out(7)], its)
        }
        LinalgConv2DNchwFchw => {
            its.extend([Iterator::Reduction; 3]);
            let input = vec![dim(0), dim(4), window(2, s0, 5, l0), window(3, s1, 6, l1)];
            let filter = vec![dim(1), dim(4), dim(5), dim(6)];
            (vec![map(7, input), map(7, filter), out(7)], its)
        }
        _ => {
            its.extend([Iterator::Reduction; 2]);
            let input = vec![dim(0), window(1, s0, 4, l0), window(2, s1, 5, l1), dim(3)];
            let filter = if kind == LinalgDepthwiseConv2DNhwcHwc {
                vec![dim(4), dim(5), dim(3)]
            } else {
                vec![dim(4), dim(5)]
            };
            (vec![map(6, input), map(6, filter), out(6)], its)
        }
    }
}

/// Fill-like elementwise ops: identity maps of the init's rank (scalars broadcast).
fn elementwise_indexing(m: &Module, op: OpId, out_rank: usize) -> Indexing {
    let maps = m
        .op(op)
        .operands
        .iter()
        .map(|&v| {
            if rank(m, v) == 0 && m.ty(m.value_type(v)).shape().is_none() {
                map(out_rank as u32, vec![])
            } else {
                identity(out_rank)
            }
        })
        .collect();
    (maps, par(out_rank))
}

// ---- region builders --------------------------------------------------------------------

fn is_float(m: &Module, t: TypeId) -> bool {
    matches!(m.ty(t), TypeData::Float(_))
}

fn int_width(m: &Module, t: TypeId) -> Option<u32> {
    match m.ty(t) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The bits of `1.0` in float format `k`.
fn one_bits(k: crate::ir::FloatKind) -> u64 {
    use crate::ir::FloatKind as F;
    match k {
        F::F16 => 0x3C00,
        F::BF16 => 0x3F80,
        F::F32 | F::TF32 => u64::from(1.0f32.to_bits()),
        F::F64 => 1.0f64.to_bits(),
        F::F80 => 0x3FFF_8000_0000_0000_0000u128 as u64,
        F::F128 => 0,
        F::F8E4M3FN | F::F8E5M2 | F::F4E2M1FN => k.minifloat().map_or(0, |f| f.encode(1.0)),
    }
}

/// Builds ops at the end of one block (the payload region under construction).
struct BodyBuilder<'a> {
    m: &'a mut Module,
    block: BlockId,
    loc: Location,
    /// `cast = #linalg.type_fn<cast_unsigned>`: integer operands are zero-extended and
    /// converted as unsigned.
    unsigned: bool,
}

impl BodyBuilder<'_> {
    fn op(
        &mut self,
        kind: OpKind,
        operands: Vec<ValueId>,
        results: Vec<TypeId>,
    ) -> Option<ValueId> {
        let spec = OpSpec {
            operands,
            result_types: results,
            ..OpSpec::new(self.m, kind, self.loc.clone())
        };
        let op = self
            .m
            .insert_new_op(InsertPoint::BlockEnd(self.block), spec);
        self.m.op(op).results.first().copied()
    }

    /// `cast_signed(to, v)` (or `cast_unsigned` with [`BodyBuilder::unsigned`]) of the OpDSL:
    /// the conversion MLIR's region builders insert when an operand's element type differs
    /// from the result's.
    fn cast(&mut self, v: ValueId, to: TypeId) -> ValueId {
        let from = self.m.value_type(v);
        if from == to {
            return v;
        }
        let u = self.unsigned;
        let kind = match (int_width(self.m, from), int_width(self.m, to)) {
            (Some(a), Some(b)) if a < b && u => OpKind::ExtUI,
            (Some(a), Some(b)) if a < b => OpKind::ExtSI,
            (Some(a), Some(b)) if a > b => OpKind::TruncI,
            (Some(_), None) if is_float(self.m, to) && u => OpKind::UIToFP,
            (Some(_), None) if is_float(self.m, to) => OpKind::SIToFP,
            (None, Some(_)) if is_float(self.m, from) && u => OpKind::FPToUI,
            (None, Some(_)) if is_float(self.m, from) => OpKind::FPToSI,
            (None, None) if is_float(self.m, from) && is_float(self.m, to) => {
                let w = |m: &Module, t| match m.ty(t) {
                    TypeData::Float(k) => k.width(),
                    _ => 0,
                };
                if w(self.m, from) < w(self.m, to) {
                    OpKind::ExtF
                } else {
                    OpKind::TruncF
                }
            }
            _ => return v,
        };
        self.op(kind, vec![v], vec![to]).unwrap_or(v)
    }

    fn binary(&mut self, f: BinFn, a: ValueId, b: ValueId) -> ValueId {
        let t = self.m.value_type(a);
        let float = is_float(self.m, t);
        let kind = match (f, float) {
            (BinFn::Add, true) => OpKind::AddF,
            (BinFn::Add, false) => OpKind::AddI,
            (BinFn::Sub, true) => OpKind::SubF,
            (BinFn::Sub, false) => OpKind::SubI,
            (BinFn::Mul, true) => OpKind::MulF,
            (BinFn::Mul, false) => OpKind::MulI,
            (BinFn::Div, true) => OpKind::DivF,
            (BinFn::Div, false) => OpKind::DivSI,
            (BinFn::Max, true) => OpKind::MaximumF,
            (BinFn::Max, false) => OpKind::MaxSI,
            (BinFn::Min, true) => OpKind::MinimumF,
            (BinFn::Min, false) => OpKind::MinSI,
            (BinFn::DivU, _) => OpKind::DivUI,
            (BinFn::PowF, _) => OpKind::PowF,
        };
        // i1 arithmetic: OpDSL uses or/and for add/mul.
        let kind = match (kind, int_width(self.m, t)) {
            (OpKind::AddI, Some(1)) => OpKind::OrI,
            (OpKind::MulI, Some(1)) => OpKind::AndI,
            (k, _) => k,
        };
        self.op(kind, vec![a, b], vec![t]).unwrap_or(a)
    }
}

/// Fills `region` with the payload of named op `kind` over operand types `tys` (inputs, then
/// the init): block arguments of their element types, the computation, `linalg.yield`.
fn build_named_region(
    m: &mut Module,
    kind: OpKind,
    tys: &[TypeId],
    region: RegionId,
    loc: &Location,
    unsigned: bool,
) {
    let Some(payload) = named_payload(kind) else {
        return;
    };
    let block = m.create_block();
    m.append_block(region, block);
    let args: Vec<ValueId> = tys
        .iter()
        .map(|&t| {
            let e = element_type(m, t);
            m.add_block_arg(block, e, None)
        })
        .collect();
    let Some(&out) = args.last() else { return };
    let out_ty = m.value_type(out);
    let mut b = BodyBuilder {
        m,
        block,
        loc: loc.clone(),
        unsigned,
    };
    let result = match payload {
        Payload::Forward => b.cast(args[0], out_ty),
        Payload::MulAcc if args.len() >= 3 => {
            let x = b.cast(args[0], out_ty);
            let y = b.cast(args[1], out_ty);
            let p = b.binary(BinFn::Mul, x, y);
            b.binary(BinFn::Add, out, p)
        }
        Payload::AddAcc => {
            let x = b.cast(args[0], out_ty);
            b.binary(BinFn::Add, out, x)
        }
        Payload::MaxAcc => {
            let x = b.cast(args[0], out_ty);
            b.binary(BinFn::Max, out, x)
        }
        Payload::Binary(f) if args.len() >= 3 => {
            let x = b.cast(args[0], out_ty);
            let y = b.cast(args[1], out_ty);
            b.binary(f, x, y)
        }
        Payload::Unary(k) => {
            let x = b.cast(args[0], out_ty);
            b.op(k, vec![x], vec![out_ty]).unwrap_or(x)
        }
        Payload::Square => {
            let x = b.cast(args[0], out_ty);
            b.binary(BinFn::Mul, x, x)
        }
        Payload::Reciprocal => {
            let x = b.cast(args[0], out_ty);
            let one = match b.m.ty(out_ty) {
                TypeData::Float(k) => Attribute::Float {
                    bits: one_bits(*k),
                    ty: out_ty,
                },
                _ => Attribute::Integer {
                    value: 1,
                    ty: out_ty,
                },
            };
            let spec = OpSpec {
                result_types: vec![out_ty],
                props: vec![NamedAttr::new("value", one)],
                ..OpSpec::new(b.m, OpKind::Constant, b.loc.clone())
            };
            let c = b.m.insert_new_op(InsertPoint::BlockEnd(b.block), spec);
            let c = b.m.op(c).results[0];
            b.op(OpKind::DivF, vec![c, x], vec![out_ty]).unwrap_or(x)
        }
        Payload::Select if args.len() >= 4 => {
            let t = b.m.value_type(args[1]);
            b.op(OpKind::Select, vec![args[0], args[1], args[2]], vec![t])
                .unwrap_or(args[1])
        }
        _ => args[0],
    };
    b.op(OpKind::LinalgYield, vec![result], vec![]);
}

// ---- parsing ------------------------------------------------------------------------------

fn i64_array(p: &mut Parser<'_>, values: Vec<i64>) -> Attribute {
    let elem = p.m.intern_type(TypeData::Integer {
        width: 64,
        signedness: Signedness::Signless,
    });
    Attribute::DenseArray { elem, values }
}

/// Parses `ins(%a, %b : t, t)` / `outs(...)` if the keyword is present.
fn operand_group<'a>(p: &mut Parser<'a>, kw: &str) -> PResult<(Vec<ValueId>, Vec<TypeId>)> {
    if !p.eat_keyword(kw) {
        return Ok((vec![], vec![]));
    }
    p.expect("(")?;
    let pos = p.here();
    let mut refs: Vec<OperandRef<'a>> = Vec::new();
    while p.at_operand() {
        refs.push(p.operand_ref()?);
        if !p.eat(",") {
            break;
        }
    }
    p.expect(":")?;
    let tys = p.parse_type_list()?;
    p.expect(")")?;
    let vals = p.resolve_all(&refs, &tys, pos)?;
    Ok((vals, tys))
}

/// Parses `name = [1, 2]` into a dense i64 array property.
fn keyword_array(p: &mut Parser<'_>, name: &str) -> PResult<Attribute> {
    p.expect_keyword(name)?;
    p.expect("=")?;
    let v = syntax::int_list(p)?.into_iter().map(|v| v as i64).collect();
    Ok(i64_array(p, v))
}

/// Parses the `{ op-name attr-dict }` short form of `map`/`reduce`, if present.
fn short_form(p: &mut Parser<'_>) -> PResult<Option<(OpKind, Vec<NamedAttr>, usize)>> {
    if !p.looking_at("{") {
        return Ok(None);
    }
    p.expect("{")?;
    let pos = p.here();
    let name_start = p.here();
    let mut name = String::new();
    while let Some(id) = p.ident() {
        name.push_str(id);
        if !p.eat(".") {
            break;
        }
        name.push('.');
    }
    let Some(kind) = OpKind::lookup(&name) else {
        return p.err_at(name_start, format!("custom op '{name}' is unknown"));
    };
    let attrs = p.opt_attr_dict()?;
    p.expect("}")?;
    Ok(Some((kind, attrs, pos)))
}

/// Parses `(%a: t, ...)` block argument declarations.
fn arg_decls<'a>(p: &mut Parser<'a>) -> PResult<Vec<ArgDecl<'a>>> {
    let mut v = Vec::new();
    p.expect("(")?;
    p.comma_list_until(")", |p| {
        let name = p.operand_ref()?;
        p.expect(":")?;
        let ty = p.parse_type()?;
        v.push(ArgDecl {
            name,
            ty,
            loc: None,
        });
        Ok(())
    })?;
    Ok(v)
}

fn iterator_props(p: &mut Parser<'_>, attrs: &mut [NamedAttr], pos: usize) -> PResult<()> {
    for a in attrs.iter_mut() {
        if a.name != "iterator_types" {
            continue;
        }
        let Attribute::Array(items) = &a.value else {
            return p.err_at(pos, "expected iterator_types to be an array");
        };
        let mut out = Vec::new();
        for it in items {
            match it {
                Attribute::String(s) if s == "parallel" || s == "reduction" => {
                    out.push(Attribute::Opaque(format!("#linalg.iterator_type<{s}>")))
                }
                Attribute::String(s) => {
                    return p.err_at(
                        pos,
                        format!("custom op 'linalg.generic' unexpected iterator_type ({s})"),
                    )
                }
                other => out.push(other.clone()),
            }
        }
        a.value = Attribute::Array(out);
    }
    Ok(())
}

const GENERIC_PROPS: &[&str] = &["doc", "indexing_maps", "iterator_types", "library_call"];

/// Parses a linalg op.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    use OpKind as K;
    let mut spec = p.spec(kind, pos);
    let s = &mut spec;
    match kind {
        K::LinalgYield => syntax::parse_return_like(p, s),
        K::LinalgIndex => parse_index(p, s),
        K::LinalgGeneric => parse_generic(p, s),
        K::LinalgMap | K::LinalgReduce => parse_map_reduce(p, s),
        K::LinalgTranspose | K::LinalgBroadcast => parse_transpose_broadcast(p, s),
        _ => parse_named(p, s),
    }?;
    Ok(spec)
}

/// `N {attrs} : index`
fn parse_index(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let d = p.int_lit()? as i64;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let t = p.parse_type()?;
    let dim = syntax::int_attr(&mut p.m, 64, d as i128);
    spec.props.push(NamedAttr::new("dim", dim));
    spec.result_types = vec![t];
    Ok(())
}

/// `{indexing_maps = ..., iterator_types = ...} ins(...) outs(...) [attrs = {...}]
/// { region } [-> types]`
fn parse_generic(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let mut dict = p.parse_attr_dict()?;
    let dict_end = p.here();
    iterator_props(p, &mut dict, dict_end)?;
    let (ins, _) = operand_group(p, "ins")?;
    let (outs, _) = operand_group(p, "outs")?;
    let mut attrs = Vec::new();
    if p.eat_keyword("attrs") {
        p.expect("=")?;
        attrs = p.opt_attr_dict()?;
    }
    spec.regions.push(p.region(&[], false)?);
    if p.eat("->") {
        spec.result_types = p.parse_result_type_list()?;
    }
    for a in dict {
        if GENERIC_PROPS.contains(&a.name.as_str()) {
            spec.props.push(a);
        } else {
            spec.attrs.push(a);
        }
    }
    spec.attrs.extend(attrs);
    let seg = super::cf::segments(p, &[ins.len(), outs.len()]);
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    spec.props.sort_by(|a, b| a.name.cmp(&b.name));
    spec.operands = ins.into_iter().chain(outs).collect();
    Ok(())
}

/// The tensor types among `out_tys`: the results of a destination-style op.
fn tensor_results(m: &Module, out_tys: &[TypeId]) -> Vec<TypeId> {
    out_tys
        .iter()
        .copied()
        .filter(|&t| matches!(m.ty(t), TypeData::Tensor { .. }))
        .collect()
}

/// `[{ payload {attrs} }] ins(...) outs(...) [dimensions = [...]] {attrs} [(args) { region }]`
fn parse_map_reduce(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let short = short_form(p)?;
    let (ins, in_tys) = operand_group(p, "ins")?;
    let (outs, out_tys) = operand_group(p, "outs")?;
    if spec.kind == OpKind::LinalgReduce {
        spec.props.push(NamedAttr::new(
            "dimensions",
            keyword_array(p, "dimensions")?,
        ));
    }
    spec.attrs = p.opt_attr_dict()?;
    let region = match short {
        Some((payload, attrs, _)) => short_form_region(p, spec, payload, attrs, &in_tys, &out_tys),
        None => {
            let args = arg_decls(p)?;
            p.region(&args, false)?
        }
    };
    spec.regions.push(region);
    spec.result_types = tensor_results(&p.m, &out_tys);
    spec.operands = ins.into_iter().chain(outs).collect();
    Ok(())
}

/// The region of a `map`/`reduce` written in short form: one block running `payload` (with
/// properties `attrs`) on the element arguments and yielding its result.
fn short_form_region(
    p: &mut Parser<'_>,
    spec: &OpSpec,
    payload: OpKind,
    attrs: Vec<NamedAttr>,
    in_tys: &[TypeId],
    out_tys: &[TypeId],
) -> RegionId {
    let r = p.m.new_region();
    let b = p.m.create_block();
    p.m.append_block(r, b);
    let loc = spec.loc.clone();
    let mut args = Vec::new();
    for &t in in_tys.iter().chain(out_tys) {
        let e = element_type(&p.m, t);
        args.push(p.m.add_block_arg(b, e, None));
    }
    let n = in_tys.len();
    let operands = if spec.kind == OpKind::LinalgMap {
        args[..n].to_vec()
    } else {
        args[n..].iter().chain(&args[..n]).copied().collect()
    };
    let rt: Vec<TypeId> = out_tys.iter().map(|&t| element_type(&p.m, t)).collect();
    let ps = OpSpec {
        operands,
        result_types: rt,
        props: attrs,
        ..OpSpec::new(&mut p.m, payload, loc.clone())
    };
    let po = p.m.insert_new_op(InsertPoint::BlockEnd(b), ps);
    let res = p.m.op(po).results.clone();
    let ys = OpSpec {
        operands: res,
        ..OpSpec::new(&mut p.m, OpKind::LinalgYield, loc)
    };
    p.m.insert_new_op(InsertPoint::BlockEnd(b), ys);
    r
}

/// `ins(...) outs(...) permutation|dimensions = [...] {attrs}`
fn parse_transpose_broadcast(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let (ins, in_tys) = operand_group(p, "ins")?;
    let (outs, out_tys) = operand_group(p, "outs")?;
    let name = if spec.kind == OpKind::LinalgTranspose {
        "permutation"
    } else {
        "dimensions"
    };
    spec.props
        .push(NamedAttr::new(name, keyword_array(p, name)?));
    spec.attrs = p.opt_attr_dict()?;
    let r = p.m.new_region();
    let tys: Vec<TypeId> = in_tys.iter().chain(&out_tys).copied().collect();
    build_named_region(&mut p.m, OpKind::LinalgCopy, &tys, r, &spec.loc, false);
    spec.regions.push(r);
    spec.result_types = tensor_results(&p.m, &out_tys);
    spec.operands = ins.into_iter().chain(outs).collect();
    Ok(())
}

/// Named ops: `[indexing_maps = [...]] {attrs} ins(...) outs(...) {attrs} [-> types]`.
fn parse_named(p: &mut Parser<'_>, spec: &mut OpSpec) -> PResult<()> {
    let kind = spec.kind;
    let contraction = contraction_default_maps(kind);
    if contraction.is_some() && p.eat_keyword("indexing_maps") {
        p.expect("=")?;
        p.expect("[")?;
        let mut maps = Vec::new();
        p.comma_list_until("]", |p| {
            maps.push(p.parse_attr()?);
            Ok(())
        })?;
        spec.props
            .push(NamedAttr::new("indexing_maps", Attribute::Array(maps)));
    }
    let mut attrs = p.opt_attr_dict()?;
    let groups_pos = p.here();
    let (ins, in_tys) = operand_group(p, "ins")?;
    let (outs, out_tys) = operand_group(p, "outs")?;
    attrs.extend(p.opt_attr_dict()?);
    if p.eat("->") {
        spec.result_types = p.parse_result_type_list()?;
    }
    if let Some(defaults) = contraction.filter(|_| spec.props.is_empty()) {
        let maps = defaults.into_iter().map(Attribute::AffineMap).collect();
        spec.props
            .push(NamedAttr::new("indexing_maps", Attribute::Array(maps)));
    }
    for a in attrs {
        let prop = (is_conv_like(kind) && (a.name == "strides" || a.name == "dilations"))
            || (contraction_default_maps(kind).is_some() && a.name == "cast");
        if prop {
            spec.props.push(a);
        } else {
            spec.attrs.push(a);
        }
    }
    let seg = super::cf::segments(p, &[ins.len(), outs.len()]);
    spec.props.push(NamedAttr::new("operandSegmentSizes", seg));
    spec.props.sort_by(|a, b| a.name.cmp(&b.name));
    let unary_float = matches!(
        named_payload(kind),
        Some(Payload::Unary(_) | Payload::Reciprocal)
    );
    if unary_float
        && in_tys
            .first()
            .is_some_and(|&t| !is_float(&p.m, element_type(&p.m, t)))
    {
        return p.err_at(
            groups_pos,
            format!("custom op '{}' unsupported non numeric type", kind.name()),
        );
    }
    let r = p.m.new_region();
    if ins.len() == named_arity(kind).unwrap_or(0) && outs.len() == 1 {
        let tys: Vec<TypeId> = in_tys.iter().chain(&out_tys).copied().collect();
        let unsigned = spec.props.iter().chain(&spec.attrs).any(|a| {
            a.name == "cast"
                && matches!(&a.value, Attribute::Opaque(t) if t.contains("cast_unsigned"))
        });
        build_named_region(&mut p.m, kind, &tys, r, &spec.loc, unsigned);
    }
    spec.regions.push(r);
    spec.operands = ins.into_iter().chain(outs).collect();
    Ok(())
}

// ---- printing -----------------------------------------------------------------------------

fn print_groups(pr: &mut Printer<'_>, ins: &[ValueId], outs: &[ValueId]) {
    if !ins.is_empty() {
        pr.w(" ins(");
        pr.values(ins);
        pr.w(" : ");
        pr.value_types(ins);
        pr.w(")");
    }
    if !outs.is_empty() {
        pr.w(" outs(");
        pr.values(outs);
        pr.w(" : ");
        pr.value_types(outs);
        pr.w(")");
    }
}

fn print_i64_array(pr: &mut Printer<'_>, op: OpId, name: &str) {
    let v = super::dense_array(pr.m, op, name);
    let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    pr.w(&format!(" {name} = [{}] ", items.join(", ")));
}

/// The single payload op of `map`/`reduce` that the short form `{ op }` can show.
fn payload_op(m: &Module, op: OpId) -> Option<OpId> {
    let d = m.op(op);
    let b = m.entry_block(*d.regions.first()?)?;
    let ops: Vec<OpId> = m.block_ops(b).collect();
    if ops.len() != 2 || m.op(ops[1]).kind != OpKind::LinalgYield {
        return None;
    }
    let (payload, yield_op) = (ops[0], ops[1]);
    let pd = m.op(payload);
    let args = &m.block(b).args;
    if pd.kind == OpKind::Unregistered || pd.results.len() != 1 || !pd.regions.is_empty() {
        return None;
    }
    if m.op(yield_op).operands.as_slice() != pd.results.as_slice() {
        return None;
    }
    let expected: Vec<ValueId> = if d.kind == OpKind::LinalgMap {
        args[..args.len().saturating_sub(1)].to_vec()
    } else {
        if args.len() != 2 {
            return None;
        }
        vec![args[1], args[0]]
    };
    (!pd.operands.is_empty() && pd.operands == expected).then_some(payload)
}

fn print_short_form(pr: &mut Printer<'_>, payload: OpId) {
    pr.w(" { ");
    pr.w(pr.m.op_name(payload));
    let d = pr.m.op(payload);
    let list: Vec<NamedAttr> = d
        .props
        .iter()
        .chain(d.attrs.iter())
        .filter(|a| {
            !(a.name == "fastmath"
                && matches!(&a.value, Attribute::Opaque(s) if s == "#arith.fastmath<none>"))
        })
        .cloned()
        .collect();
    if !list.is_empty() {
        let mut list = list;
        list.sort_by(|a, b| a.name.cmp(&b.name));
        pr.w(" {");
        for (i, a) in list.iter().enumerate() {
            if i > 0 {
                pr.w(", ");
            }
            pr.w(&a.name);
            if a.value != Attribute::Unit {
                pr.w(" = ");
                pr.attr(&a.value);
            }
        }
        pr.w("}");
    }
    pr.w(" }");
}

fn print_region_with_args(pr: &mut Printer<'_>, r: RegionId) {
    let Some(b) = pr.m.entry_block(r) else { return };
    let args = pr.m.block(b).args.clone();
    pr.indent_by(2);
    pr.w("\n");
    pr.w(&" ".repeat(pr.indent_width()));
    pr.w("(");
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.arg_decl(a);
    }
    pr.w(") ");
    pr.region(r, false, true);
    pr.indent_by(-2);
}

/// Prints a linalg op (false: use the generic form).
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    let kind = pr.m.op(op).kind;
    match kind {
        OpKind::LinalgYield => {
            pr.op_name(op);
            syntax::print_return_like(pr, op);
            return true;
        }
        OpKind::LinalgIndex => return print_index(pr, op),
        _ => {}
    }
    let d = pr.m.op(op);
    let operands = d.operands.clone();
    let n_in = num_inputs(pr.m, op);
    if n_in > operands.len() || d.regions.len() != 1 {
        return false;
    }
    let (ins, outs) = operands.split_at(n_in);
    match kind {
        OpKind::LinalgGeneric => print_generic(pr, op, ins, outs),
        OpKind::LinalgMap | OpKind::LinalgReduce => {
            print_map_reduce(pr, op, ins, outs);
            true
        }
        OpKind::LinalgTranspose | OpKind::LinalgBroadcast => {
            pr.op_name(op);
            print_groups(pr, ins, outs);
            let name = if kind == OpKind::LinalgTranspose {
                "permutation"
            } else {
                "dimensions"
            };
            print_i64_array(pr, op, name);
            pr.attr_dict(op, &[name]);
            true
        }
        _ => print_named(pr, op, ins, outs),
    }
}

fn print_index(pr: &mut Printer<'_>, op: OpId) -> bool {
    let Some(Attribute::Integer { value, .. }) = pr.m.attr(op, "dim").cloned() else {
        return false;
    };
    pr.op_name(op);
    pr.w(&format!(" {value}"));
    pr.attr_dict(op, &["dim"]);
    pr.w(" : ");
    let rtys = syntax::result_types(pr.m, op);
    pr.types(&rtys);
    true
}

/// The `{indexing_maps, iterator_types, ...}` dictionary `linalg.generic` prints first, with
/// the iterator types as keywords; `None` if one is not an iterator type.
fn generic_dict(m: &Module, op: OpId) -> Option<Vec<NamedAttr>> {
    let mut dict: Vec<NamedAttr> = m
        .op(op)
        .props
        .iter()
        .filter(|a| GENERIC_PROPS.contains(&a.name.as_str()))
        .cloned()
        .collect();
    for a in dict.iter_mut() {
        if a.name == "iterator_types" {
            if let Attribute::Array(items) = &a.value {
                let its = items
                    .iter()
                    .map(iterator_attr)
                    .collect::<Option<Vec<_>>>()?;
                a.value = Attribute::Array(
                    its.iter()
                        .map(|i| Attribute::String(i.keyword().into()))
                        .collect(),
                );
            }
        }
    }
    dict.sort_by(|a, b| a.name.cmp(&b.name));
    Some(dict)
}

fn print_generic(pr: &mut Printer<'_>, op: OpId, ins: &[ValueId], outs: &[ValueId]) -> bool {
    pr.op_name(op);
    let Some(dict) = generic_dict(pr.m, op) else {
        return false;
    };
    if !dict.is_empty() {
        pr.w(" ");
        pr.attr(&Attribute::Dict(dict));
    }
    print_groups(pr, ins, outs);
    let mut elided: Vec<&str> = GENERIC_PROPS.to_vec();
    elided.push("operandSegmentSizes");
    let extra = {
        let d = pr.m.op(op);
        d.props
            .iter()
            .chain(d.attrs.iter())
            .any(|a| !elided.contains(&a.name.as_str()))
    };
    if extra {
        pr.w(" attrs = ");
        pr.attr_dict(op, &elided);
    }
    let r = pr.m.op(op).regions[0];
    if pr.m.entry_block(r).is_some() {
        pr.w(" ");
        pr.region(r, true, true);
    }
    print_results(pr, op);
    true
}

/// ` -> types` of the op's results (nothing without results).
fn print_results(pr: &mut Printer<'_>, op: OpId) {
    let rtys = syntax::result_types(pr.m, op);
    if !rtys.is_empty() {
        pr.w(" -> ");
        pr.result_types(&rtys);
    }
}

fn print_map_reduce(pr: &mut Printer<'_>, op: OpId, ins: &[ValueId], outs: &[ValueId]) {
    pr.op_name(op);
    let payload = payload_op(pr.m, op);
    if let Some(po) = payload {
        print_short_form(pr, po);
    }
    print_groups(pr, ins, outs);
    if pr.m.op(op).kind == OpKind::LinalgReduce {
        print_i64_array(pr, op, "dimensions");
    }
    pr.attr_dict(op, &["dimensions"]);
    if payload.is_none() {
        print_region_with_args(pr, pr.m.op(op).regions[0]);
    }
}

/// Named ops: `[indexing_maps = [...]] {attrs} ins(...) outs(...) [-> types]`.
fn print_named(pr: &mut Printer<'_>, op: OpId, ins: &[ValueId], outs: &[ValueId]) -> bool {
    pr.op_name(op);
    let mut elided = vec!["operandSegmentSizes", "linalg.memoized_indexing_maps"];
    if let Some(defaults) = contraction_default_maps(pr.m.op(op).kind) {
        elided.push("indexing_maps");
        let maps = maps_attr(pr.m.attr(op, "indexing_maps"));
        if maps.as_ref().is_some_and(|v| *v != defaults) {
            let Some(Attribute::Array(items)) = pr.m.attr(op, "indexing_maps").cloned() else {
                return false;
            };
            pr.w(" indexing_maps = [");
            for (i, a) in items.iter().enumerate() {
                if i > 0 {
                    pr.w(", ");
                }
                pr.attr(a);
            }
            pr.w("]");
        }
    }
    pr.attr_dict(op, &elided);
    print_groups(pr, ins, outs);
    print_results(pr, op);
    true
}

/// Result-name hints: `%mapped`, `%reduced`, `%transposed`, `%broadcasted`.
pub fn result_names(m: &Module, op: OpId, out: &mut Vec<(u32, String)>) {
    let name = match m.op(op).kind {
        OpKind::LinalgMap => "mapped",
        OpKind::LinalgReduce => "reduced",
        OpKind::LinalgTranspose => "transposed",
        OpKind::LinalgBroadcast => "broadcasted",
        _ => return,
    };
    if !m.op(op).results.is_empty() {
        out.push((0, name.into()));
    }
}

/// Block-argument name hints of a structured op's payload (`%in`, `%out`, `%init`).
pub fn block_arg_names(m: &Module, op: OpId) -> Option<Vec<&'static str>> {
    let kind = m.op(op).kind;
    if !is_structured(kind) {
        return None;
    }
    let n_in = num_inputs(m, op);
    let n = m.op(op).operands.len();
    let out = if kind == OpKind::LinalgReduce {
        "init"
    } else {
        "out"
    };
    Some((0..n).map(|i| if i < n_in { "in" } else { out }).collect())
}

/// True if `op` sits in a region the custom printer does not print (a named op's payload, or
/// the payload `map`/`reduce` show in short form).
pub fn in_elided_region(m: &Module, op: OpId) -> bool {
    let mut cur = op;
    while let Some(p) = m.parent_op(cur) {
        let k = m.op(p).kind;
        if k.dialect() == Dialect::Linalg {
            let elided = match k {
                OpKind::LinalgGeneric => false,
                OpKind::LinalgMap | OpKind::LinalgReduce => payload_op(m, p).is_some(),
                _ => true,
            };
            if elided {
                return true;
            }
        }
        cur = p;
    }
    false
}

/// True for a property the custom printer leaves out (the default `indexing_maps` of
/// `matmul`, `batch_matmul`, `batch_reduce_matmul`).
pub fn elided_prop(m: &Module, op: OpId, name: &str) -> bool {
    name == "indexing_maps"
        && contraction_default_maps(m.op(op).kind)
            .is_some_and(|d| maps_attr(m.attr(op, name)).is_some_and(|v| v == d))
}

// ---- verification -------------------------------------------------------------------------

/// Checks a linalg op the way MLIR's verifiers do; the message on failure.
pub fn verify(m: &Module, op: OpId) -> Result<(), String> {
    match m.op(op).kind {
        OpKind::LinalgYield => return verify_yield(m, op),
        OpKind::LinalgIndex => return verify_index(m, op),
        OpKind::LinalgTranspose => verify_transpose(m, op)?,
        OpKind::LinalgFill => verify_fill(m, op)?,
        _ => {}
    }
    verify_structured(m, op)
}

/// `linalg.index`: inside a structured op, naming one of its loops.
fn verify_index(m: &Module, op: OpId) -> Result<(), String> {
    let parent = m.parent_op(op);
    let Some(p) = parent.filter(|&p| is_structured(m.op(p).kind)) else {
        return Err("expected parent op with LinalgOp interface".into());
    };
    let loops = structured(m, p).map_or(0, |s| s.iterators.len());
    if let Some(Attribute::Integer { value, .. }) = m.attr(op, "dim") {
        if *value as usize >= loops {
            return Err(format!(
                "expected dim ({value}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp"
            ));
        }
    }
    Ok(())
}

/// `linalg.transpose`: equal ranks, a valid `permutation`, matching static sizes.
fn verify_transpose(m: &Module, op: OpId) -> Result<(), String> {
    let d = m.op(op);
    let perm = super::dense_array(m, op, "permutation");
    if d.operands.len() != 2 {
        return Ok(());
    }
    let (ri, ro) = (rank(m, d.operands[0]), rank(m, d.operands[1]));
    if ri != ro {
        return Err(format!("input rank {ri} does not match init rank {ro}"));
    }
    if perm.len() != ri {
        return Err(format!(
            "size of permutation {} does not match the argument rank {ri}",
            perm.len()
        ));
    }
    let mut seen = vec![false; ri];
    for &p in &perm {
        if p < 0 || p as usize >= ri || seen[p as usize] {
            return Err("permutation is not valid".into());
        }
        seen[p as usize] = true;
    }
    let shape = |v: ValueId| m.ty(m.value_type(v)).shape().unwrap_or(&[]).to_vec();
    let (si, so) = (shape(d.operands[0]), shape(d.operands[1]));
    for (i, &p) in perm.iter().enumerate() {
        let (a, b) = (so[i], si[p as usize]);
        if a != crate::ir::DYNAMIC && b != crate::ir::DYNAMIC && a != b {
            return Err(format!(
                "dim(result, {i}) = {a} doesn't match dim(input, permutation[{i}]) = {b}"
            ));
        }
    }
    Ok(())
}

/// `linalg.fill`: the value has the output's element type.
fn verify_fill(m: &Module, op: OpId) -> Result<(), String> {
    let d = m.op(op);
    if d.operands.len() != 2 {
        return Ok(());
    }
    let vt = m.value_type(d.operands[0]);
    let et = element_type(m, m.value_type(d.operands[1]));
    if vt != et {
        return Err(format!(
            "expected fill value type ('{}') to match output element type ('{}')",
            crate::print::type_to_string(m, vt),
            crate::print::type_to_string(m, et)
        ));
    }
    Ok(())
}

/// Every structured op (MLIR's `LinalgOp` interface verifier): indexing maps against operands
/// and loops, static sizes, payload arguments and tensor results.
fn verify_structured(m: &Module, op: OpId) -> Result<(), String> {
    let d = m.op(op);
    let Some(s) = structured(m, op) else {
        return Err("expected a well-formed structured op".into());
    };
    let ops = &d.operands;
    verify_indexing_maps(m, &s, ops)?;
    verify_static_sizes(m, &s, ops)?;
    let r = d.regions[0];
    let Some(b) = m.entry_block(r) else {
        return Err("expected a non-empty payload region".into());
    };
    let args = &m.block(b).args;
    let expect_args = ops.len();
    if args.len() != expect_args && d.kind != OpKind::LinalgMap {
        return Err(
            "expected as many non-induction variable region arguments as the number of input/output operands"
                .into(),
        );
    }
    for (i, (&a, &v)) in args.iter().zip(ops).enumerate() {
        let et = element_type(m, m.value_type(v));
        if m.value_type(a) != et {
            return Err(format!(
                "expected type of bb argument #{i} ('{}') to match element or self type of the corresponding operand ('{}')",
                crate::print::type_to_string(m, m.value_type(a)),
                crate::print::type_to_string(m, et)
            ));
        }
    }
    // Tensor inits produce results; memref inits none.
    let tensor_inits = ops[s.num_inputs..]
        .iter()
        .filter(|&&v| matches!(m.ty(m.value_type(v)), TypeData::Tensor { .. }))
        .count();
    if d.results.len() != tensor_inits {
        return Err(format!(
            "expected the number of tensor results ({}) to be equal to the number of output tensors ({tensor_inits})",
            d.results.len()
        ));
    }
    Ok(())
}

/// One map per operand, with no symbols, a dim per loop and a result per operand dimension.
fn verify_indexing_maps(m: &Module, s: &Structured, ops: &[ValueId]) -> Result<(), String> {
    if s.maps.len() != ops.len() {
        return Err(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            s.maps.len(),
            ops.len()
        ));
    }
    let loops = s.iterators.len();
    for (i, (mp, &v)) in s.maps.iter().zip(ops).enumerate() {
        if mp.num_syms != 0 {
            return Err(format!("unexpected symbols in indexing_map #{i}"));
        }
        if mp.num_dims as usize != loops {
            return Err(format!(
                "expected indexing_map #{i} to have {loops} dim(s) to match the number of loops"
            ));
        }
        let r = rank(m, v);
        if r != mp.results.len() {
            return Err(format!(
                "expected operand #{i} rank ({r}) to match the result rank of indexing_map ({})",
                mp.results.len()
            ));
        }
    }
    Ok(())
}

/// Static sizes must agree where a loop dimension indexes an operand dimension directly.
fn verify_static_sizes(m: &Module, s: &Structured, ops: &[ValueId]) -> Result<(), String> {
    let mut sizes: Vec<Option<(i64, usize, usize)>> = vec![None; s.iterators.len()];
    for (i, (mp, &v)) in s.maps.iter().zip(ops).enumerate() {
        let shape = m.ty(m.value_type(v)).shape().unwrap_or(&[]).to_vec();
        for (j, e) in mp.results.iter().enumerate() {
            if let AffineExpr::Dim(dd) = e {
                let sz = shape[j];
                if sz == crate::ir::DYNAMIC {
                    continue;
                }
                match sizes[*dd as usize] {
                    None => sizes[*dd as usize] = Some((sz, i, j)),
                    Some((prev, _, _)) if prev != sz => {
                        return Err(format!(
                            "inferred input/output operand #{i} has shape's dimension #{j} to be {prev}, but found {sz}"
                        ));
                    }
                    _ => {}
                }
            }
        }
    }
    Ok(())
}

fn verify_yield(m: &Module, op: OpId) -> Result<(), String> {
    let Some(parent) = m.parent_op(op) else {
        return Ok(());
    };
    if !is_structured(m.op(parent).kind) {
        return Err("expected parent op with LinalgOp interface".into());
    }
    let n_in = num_inputs(m, parent);
    let outs = m.op(parent).operands.len().saturating_sub(n_in);
    let ys = &m.op(op).operands;
    if ys.len() != outs {
        return Err(format!(
            "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({outs})",
            ys.len()
        ));
    }
    for (i, &y) in ys.iter().enumerate() {
        let o = m.op(parent).operands[n_in + i];
        let et = element_type(m, m.value_type(o));
        if m.value_type(y) != et {
            return Err(format!(
                "type of yield operand {} ('{}') doesn't match the element type of the enclosing linalg.generic op ('{}')",
                i + 1,
                crate::print::type_to_string(m, m.value_type(y)),
                crate::print::type_to_string(m, et)
            ));
        }
    }
    Ok(())
}

/// True if `op` has a memref operand (the structured op works on buffers).
pub fn has_buffer_semantics(m: &Module, op: OpId) -> bool {
    m.op(op)
        .operands
        .iter()
        .any(|&v| m.ty(m.value_type(v)).is_memref())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(text: &str) -> Module {
        crate::parse::Parser::new(text, "t.mlir", 1)
            .parse_module()
            .expect("parses")
    }

    fn first_linalg(m: &Module) -> OpId {
        let mut found = None;
        m.walk_nested(m.top.unwrap(), &mut |o| {
            if found.is_none() && is_structured(m.op(o).kind) {
                found = Some(o);
            }
        });
        found.expect("a linalg op")
    }

    #[test]
    fn strided_convolution_maps_scale_the_output_dims() {
        let m = module(
            "func.func @f(%i: memref<1x9x9x3xf32>, %f: memref<3x3x3x4xf32>, %o: memref<1x4x4x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : memref<1x9x9x3xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  return
}",
        );
        let s = structured(&m, first_linalg(&m)).unwrap();
        let mut text = String::new();
        crate::print::write_affine_map(&mut text, &s.maps[0]);
        assert_eq!(
            text,
            "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)"
        );
        assert_eq!(
            s.iterators
                .iter()
                .filter(|&&i| i == Iterator::Reduction)
                .count(),
            3
        );
        assert_eq!(s.num_inputs, 2);
    }

    #[test]
    fn named_ops_get_their_payload_with_casts() {
        let m = module(
            "func.func @f(%a: memref<4x8xi8>, %b: memref<8x4xi8>, %c: memref<4x4xi32>) {
  linalg.matmul ins(%a, %b : memref<4x8xi8>, memref<8x4xi8>) outs(%c : memref<4x4xi32>)
  return
}",
        );
        let op = first_linalg(&m);
        let body = m.entry_block(m.op(op).regions[0]).unwrap();
        let kinds: Vec<OpKind> = m.block_ops(body).map(|o| m.op(o).kind).collect();
        assert_eq!(
            kinds,
            [
                OpKind::ExtSI,
                OpKind::ExtSI,
                OpKind::MulI,
                OpKind::AddI,
                OpKind::LinalgYield
            ]
        );
    }

    #[test]
    fn reduce_short_form_needs_init_first_operands() {
        let m = module(
            "func.func @f(%a: memref<4x8xf32>, %b: memref<8xf32>) {
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%b : memref<8xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %0 = arith.addf %in, %init : f32
      linalg.yield %0 : f32
    }
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%b : memref<8xf32>) dimensions = [0]
  return
}",
        );
        let mut ops = Vec::new();
        m.walk_nested(m.top.unwrap(), &mut |o| {
            if m.op(o).kind == OpKind::LinalgReduce {
                ops.push(o);
            }
        });
        assert!(payload_op(&m, ops[0]).is_none());
        assert!(payload_op(&m, ops[1]).is_some());
    }
}
