//! `lower-vector-multi-reduction{lowering-strategy=inner-parallel|inner-reduction}`: MLIR 22's
//! pass of that name. Each `vector.multi_reduction` is brought to two dimensions (a transpose
//! puts the reduced dimensions outermost or innermost, a `vector.shape_cast` flattens), then
//! unrolled:
//!
//! - `inner-parallel` (the default): one elementwise combining op per reduced row;
//! - `inner-reduction`: one `vector.reduction` per parallel row.
//!
//! ```mlir
//! %r = vector.multi_reduction <add>, %a, %acc [1] : vector<2x4xf32> to vector<2xf32>
//! ```
//! becomes, with `inner-reduction`,
//! ```mlir
//! %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
//! %0 = vector.extract %a[0] : vector<4xf32> from vector<2x4xf32>
//! %1 = vector.extract %acc[0] : f32 from vector<2xf32>
//! %2 = vector.reduction <add>, %0, %1 : vector<4xf32> into f32
//! %3 = vector.insert %2, %cst [0] : f32 into vector<2xf32>
//! ... (row 1)
//! ```
//! and with `inner-parallel` the source is transposed to `vector<4x2xf32>` and its four rows
//! are added to the accumulator one after the other.

use super::build::{i64_array, i64_array_of, vector_shape, vector_type, Builder, CombiningKind};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Module, NamedAttr, OpId, ValueId};
use crate::rewrite::{Pattern, PatternSet, Rewriter};
use crate::transforms::PassOptions;

/// Where the reduced dimensions go.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Strategy {
    /// Reduced dimensions outermost, combined elementwise (`inner-parallel`).
    InnerParallel,
    /// Reduced dimensions innermost, `vector.reduction` per row (`inner-reduction`).
    InnerReduction,
}

/// The facts of one `vector.multi_reduction`.
struct MultiReduction {
    source: ValueId,
    acc: ValueId,
    shape: Vec<i64>,
    elem: crate::ir::TypeId,
    dims: Vec<i64>,
    kind: CombiningKind,
}

impl MultiReduction {
    fn of(m: &Module, op: OpId) -> Option<MultiReduction> {
        if super::is_masked(m, op) {
            return None;
        }
        let ops = &m.op(op).operands;
        let (source, acc) = (ops[0], ops[1]);
        let (shape, elem) = vector_shape(m, m.value_type(source))?;
        Some(MultiReduction {
            source,
            acc,
            shape,
            elem,
            dims: i64_array_of(m, op, "reduction_dims")?,
            kind: crate::dialects::vector::combining_kind(m, op)?,
        })
    }
    fn mask(&self) -> Vec<bool> {
        (0..self.shape.len() as i64)
            .map(|i| self.dims.contains(&i))
            .collect()
    }
}

/// Creates `vector.multi_reduction <kind>, %src, %acc [dims]` with result type `ty`.
fn multi_reduction(
    b: &mut Builder<'_, '_>,
    kind: CombiningKind,
    src: ValueId,
    acc: ValueId,
    mask: &[bool],
) -> ValueId {
    let ty = b.ty(acc);
    let dims: Vec<i64> = (0..mask.len() as i64)
        .filter(|&i| mask[i as usize])
        .collect();
    let d = i64_array(b.m(), &dims);
    b.op1(
        OpKind::VectorMultiReduction,
        vec![src, acc],
        ty,
        vec![
            NamedAttr::new("kind", kind.attr()),
            NamedAttr::new("reduction_dims", d),
        ],
    )
}

/// `InnerOuterDimReductionConversion`: transposes the reduced dimensions innermost
/// (`inner-reduction`) or outermost (`inner-parallel`).
struct InnerOuterDimReductionConversion(Strategy);

impl Pattern for InnerOuterDimReductionConversion {
    fn name(&self) -> &'static str {
        "InnerOuterDimReductionConversion"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorMultiReduction)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(r) = MultiReduction::of(rw.m, op) else {
            return false;
        };
        let rank = r.shape.len() as i64;
        let parallel: Vec<i64> = (0..rank).filter(|i| !r.dims.contains(i)).collect();
        if parallel.is_empty() {
            return false;
        }
        let inner = self.0 == Strategy::InnerReduction;
        let leading: Vec<i64> = if inner {
            (0..parallel.len() as i64).collect()
        } else {
            (r.dims.len() as i64..rank).collect()
        };
        if parallel == leading {
            return false;
        }
        let perm: Vec<i64> = if inner {
            parallel.iter().chain(&r.dims).copied().collect()
        } else {
            r.dims.iter().chain(&parallel).copied().collect()
        };
        let mut mask = vec![false; rank as usize];
        for i in 0..r.dims.len() {
            if inner {
                mask[rank as usize - i - 1] = true;
            } else {
                mask[i] = true;
            }
        }
        let mut b = Builder::new(rw, op);
        let t = b.transpose(r.source, &perm);
        let new = multi_reduction(&mut b, r.kind, t, r.acc, &mask);
        rw.replace_op(op, &[new]);
        true
    }
}

/// `ReduceMultiDimReductionRank`: flattens the parallel and the reduced dimensions (already
/// contiguous) into one each with `vector.shape_cast`s.
struct ReduceMultiDimReductionRank(Strategy);

impl Pattern for ReduceMultiDimReductionRank {
    fn name(&self) -> &'static str {
        "ReduceMultiDimReductionRank"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorMultiReduction)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(r) = MultiReduction::of(rw.m, op) else {
            return false;
        };
        let rank = r.shape.len();
        let mask = r.mask();
        if rank < 2 || (rank == 2 && mask[0] != mask[1]) {
            return false;
        }
        let inner = self.0 == Strategy::InnerReduction;
        let parallel: Vec<usize> = (0..rank).filter(|&i| !mask[i]).collect();
        let parallel_shape: Vec<i64> = parallel.iter().map(|&i| r.shape[i]).collect();
        let reduced: Vec<i64> = (0..rank).filter(|&i| mask[i]).map(|i| r.shape[i]).collect();
        let flat_par: i64 = if parallel.is_empty() {
            0
        } else {
            parallel_shape.iter().product()
        };
        let flat_red: i64 = if reduced.is_empty() {
            0
        } else {
            reduced.iter().product()
        };
        let first = if inner { 0 } else { rank - parallel.len() };
        if parallel.iter().enumerate().any(|(k, &i)| i != first + k) {
            return false;
        }
        let mut new_mask = Vec::new();
        let mut new_shape = Vec::new();
        if flat_par != 0 {
            new_mask.push(false);
            new_shape.push(flat_par);
        }
        if flat_red != 0 {
            new_mask.push(true);
            new_shape.push(flat_red);
        }
        if !inner && new_shape.len() == 2 {
            new_mask.swap(0, 1);
            new_shape.swap(0, 1);
        }
        let mut b = Builder::new(rw, op);
        let cast_ty = vector_type(b.m(), &new_shape, r.elem);
        let cast = b.shape_cast(r.source, cast_ty);
        let mut acc = r.acc;
        if flat_par != 0 {
            let acc_ty = vector_type(b.m(), &[flat_par], r.elem);
            acc = b.shape_cast(acc, acc_ty);
        }
        let new = multi_reduction(&mut b, r.kind, cast, acc, &new_mask);
        let result = if parallel_shape.is_empty() {
            new
        } else {
            let out_ty = vector_type(b.m(), &parallel_shape, r.elem);
            b.shape_cast(new, out_ty)
        };
        rw.replace_op(op, &[result]);
        true
    }
}

/// `OneDimMultiReductionToTwoDim`: a 1-D reduction to a scalar becomes a `1xN` one whose
/// single row is extracted.
struct OneDimMultiReductionToTwoDim;

impl Pattern for OneDimMultiReductionToTwoDim {
    fn name(&self) -> &'static str {
        "OneDimMultiReductionToTwoDim"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorMultiReduction)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(r) = MultiReduction::of(rw.m, op) else {
            return false;
        };
        if r.shape.len() != 1 || vector_shape(rw.m, rw.m.value_type(r.acc)).is_some() {
            return false;
        }
        let mut b = Builder::new(rw, op);
        let cast_ty = vector_type(b.m(), &[1, r.shape[0]], r.elem);
        let acc_ty = vector_type(b.m(), &[1], r.elem);
        let cast = b.shape_cast(r.source, cast_ty);
        let acc = b.broadcast(r.acc, acc_ty);
        let new = multi_reduction(&mut b, r.kind, cast, acc, &[false, true]);
        let result = b.extract(new, &[0]);
        rw.replace_op(op, &[result]);
        true
    }
}

/// `TwoDimMultiReductionToElementWise`: `[reduce, parallel]` rows combined elementwise into
/// the accumulator.
struct TwoDimMultiReductionToElementWise;

impl Pattern for TwoDimMultiReductionToElementWise {
    fn name(&self) -> &'static str {
        "TwoDimMultiReductionToElementWise"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorMultiReduction)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(r) = MultiReduction::of(rw.m, op) else {
            return false;
        };
        if r.shape.len() != 2 || r.mask() != [true, false] {
            return false;
        }
        if r.kind.arith_op(rw.m, r.elem).is_none() {
            return false;
        }
        let mut b = Builder::new(rw, op);
        let mut result = r.acc;
        for i in 0..r.shape[0] {
            let row = b.extract(r.source, &[i]);
            result = b.combine(r.kind, row, result).expect("kind checked above");
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// `TwoDimMultiReductionToReduction`: `[parallel, reduce]` rows each reduced with
/// `vector.reduction` and inserted into the result.
struct TwoDimMultiReductionToReduction;

impl Pattern for TwoDimMultiReductionToReduction {
    fn name(&self) -> &'static str {
        "TwoDimMultiReductionToReduction"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorMultiReduction)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(r) = MultiReduction::of(rw.m, op) else {
            return false;
        };
        if r.shape.len() != 2 || r.mask() != [false, true] {
            return false;
        }
        let res_ty = rw.m.value_type(rw.m.op(op).results[0]);
        let mut b = Builder::new(rw, op);
        let mut result = b.zero(res_ty);
        for i in 0..r.shape[0] {
            let v = b.extract(r.source, &[i]);
            let acc = b.extract(r.acc, &[i]);
            let red = b.reduction(r.kind, v, Some(acc));
            result = b.insert(red, result, &[i]);
        }
        rw.replace_op(op, &[result]);
        true
    }
}

/// MLIR's `populateVectorMultiReductionLoweringPatterns`.
pub fn patterns(strategy: Strategy) -> PatternSet<'static> {
    let mut p: Vec<Box<dyn Pattern>> = vec![
        Box::new(InnerOuterDimReductionConversion(strategy)),
        Box::new(ReduceMultiDimReductionRank(strategy)),
        Box::new(OneDimMultiReductionToTwoDim),
    ];
    match strategy {
        Strategy::InnerReduction => p.push(Box::new(TwoDimMultiReductionToReduction)),
        Strategy::InnerParallel => p.push(Box::new(TwoDimMultiReductionToElementWise)),
    }
    PatternSet::new(p)
}

/// Parses `lowering-strategy=inner-parallel|inner-reduction`.
pub fn parse_options(opts: &PassOptions) -> Result<Strategy, Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    let mut r = OptionReader::new(opts, "lower-vector-multi-reduction", Wording::Mlir);
    let s = r.one_of(
        "lowering-strategy",
        Strategy::InnerParallel,
        &[
            ("inner-parallel", Strategy::InnerParallel),
            ("inner-reduction", Strategy::InnerReduction),
        ],
    );
    r.finish()?;
    Ok(s)
}

/// Runs `lower-vector-multi-reduction` over the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    let s = parse_options(opts)?;
    super::build::apply_to_functions(m, &patterns(s));
    Ok(())
}

/// Runs `lower-vector-multi-reduction` on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    let s = parse_options(opts)?;
    super::build::apply_to_function(m, func, &patterns(s));
    Ok(())
}
