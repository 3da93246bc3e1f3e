//! `test-vector-scan-lowering`: every `vector.scan` becomes strided slices and the arith op of
//! its combining kind, one step per position along the reduction dimension, as MLIR 22's
//! `ScanToArithOps` (`populateVectorScanLoweringPatterns`, which mlir-opt runs as this test pass;
//! `convert-vector-to-llvm` leaves `vector.scan` alone) does. Code generation has no scan of its
//! own; this is what lets `bufjit run` execute one.
//!
//! ```mlir
//! %dest, %acc = vector.scan <add>, %src, %init {inclusive = false, reduction_dim = 1 : i64}
//!     : vector<2x3xi32>, vector<2xi32>
//! ```
//! becomes
//! ```mlir
//! %cst = arith.constant dense<0> : vector<2x3xi32>
//! %0 = vector.extract_strided_slice %src {offsets = [0, 0], sizes = [2, 1], strides = [1, 1]}
//!     : vector<2x3xi32> to vector<2x1xi32>
//! %1 = vector.shape_cast %init : vector<2xi32> to vector<2x1xi32>
//! %2 = vector.insert_strided_slice %1, %cst {offsets = [0, 0], strides = [1, 1]}
//!     : vector<2x1xi32> into vector<2x3xi32>
//! %3 = vector.extract_strided_slice %src {offsets = [0, 1], ...}
//! %4 = arith.addi %1, %0 : vector<2x1xi32>
//! %5 = vector.insert_strided_slice %4, %2 {offsets = [0, 1], strides = [1, 1]} ...
//! %6 = arith.addi %4, %3 : vector<2x1xi32>
//! %7 = vector.insert_strided_slice %6, %5 {offsets = [0, 2], strides = [1, 1]} ...
//! %8 = vector.shape_cast %6 : vector<2x1xi32> to vector<2xi32>
//! ```
//! An inclusive scan starts from the first slice (the initial value takes no part) and combines
//! each output with the current slice instead of the previous one. A 0-D initial value goes
//! through `vector.broadcast` and `vector.extract` instead of `shape_cast`.

use super::build::{element_type, int_type, vector_shape, vector_type, Builder, CombiningKind};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, NamedAttr, OpId, TypeId, ValueId};
use crate::rewrite::{Pattern, PatternSet, Rewriter};
use crate::transforms::PassOptions;

/// `ScanToArithOps`.
pub struct ScanToArithOps;

/// MLIR's `isValidKind` of the scan lowering: `add`/`mul` on any element, the `*f` kinds on
/// floats only, the others on integers (and `index`) only.
fn valid_kind(int: bool, kind: CombiningKind) -> bool {
    if kind.is_float_only() {
        !int
    } else if kind.is_integer_only() {
        int
    } else {
        true
    }
}

/// `[a, b, ...]` of `i64` integers (the `ArrayAttr` the strided-slice ops take).
fn i64_list(m: &mut Module, values: &[i64]) -> Attribute {
    let ty = int_type(m, 64);
    Attribute::Array(
        values
            .iter()
            .map(|&v| Attribute::Integer {
                value: v as i128,
                ty,
            })
            .collect(),
    )
}

/// `vector.extract_strided_slice %v {offsets, sizes, strides} : T to ty`.
fn extract_slice(
    b: &mut Builder<'_, '_>,
    v: ValueId,
    ty: TypeId,
    offsets: &[i64],
    sizes: &[i64],
) -> ValueId {
    let strides = vec![1; offsets.len()];
    let props = vec![
        NamedAttr::new("offsets", i64_list(b.m(), offsets)),
        NamedAttr::new("sizes", i64_list(b.m(), sizes)),
        NamedAttr::new("strides", i64_list(b.m(), &strides)),
    ];
    b.op1(OpKind::VectorExtractStridedSlice, vec![v], ty, props)
}

/// `vector.insert_strided_slice %x, %dest {offsets, strides}`.
fn insert_slice(b: &mut Builder<'_, '_>, x: ValueId, dest: ValueId, offsets: &[i64]) -> ValueId {
    let ty = b.ty(dest);
    let strides = vec![1; offsets.len()];
    let props = vec![
        NamedAttr::new("offsets", i64_list(b.m(), offsets)),
        NamedAttr::new("strides", i64_list(b.m(), &strides)),
    ];
    b.op1(OpKind::VectorInsertStridedSlice, vec![x, dest], ty, props)
}

/// What one `vector.scan` is: its kind, flag, dimension and types.
struct Scan {
    kind: CombiningKind,
    inclusive: bool,
    dim: usize,
    shape: Vec<i64>,
    dest_ty: TypeId,
    init_ty: TypeId,
    init_rank: usize,
}

impl Scan {
    /// Reads `op`; `None` when the pattern does not apply (invalid kind for the element type,
    /// unverified attributes).
    fn of(m: &Module, op: OpId) -> Option<Scan> {
        let kind = crate::dialects::vector::combining_kind(m, op)?;
        let inclusive = crate::dialects::vector::scan_inclusive(m, op)?;
        let d = m.op(op);
        let dest_ty = m.value_type(d.results[0]);
        let init_ty = m.value_type(d.operands[1]);
        let (shape, elem) = vector_shape(m, dest_ty)?;
        let (init_shape, _) = vector_shape(m, init_ty)?;
        let dim = match m.attr(op, "reduction_dim")? {
            Attribute::Integer { value, .. } if (0..shape.len() as i128).contains(value) => {
                *value as usize
            }
            _ => return None,
        };
        let int = !m.ty(elem).is_float();
        valid_kind(int, kind).then_some(Scan {
            kind,
            inclusive,
            dim,
            shape,
            dest_ty,
            init_ty,
            init_rank: init_shape.len(),
        })
    }
}

/// The initial value reshaped to one slice (`shape_cast`, or `broadcast` from 0-D).
fn init_slice(b: &mut Builder<'_, '_>, s: &Scan, init: ValueId, slice_ty: TypeId) -> ValueId {
    if s.init_rank == 0 {
        b.broadcast(init, slice_ty)
    } else {
        b.shape_cast(init, slice_ty)
    }
}

/// The last output slice reshaped to the accumulated value's type.
fn accumulated(b: &mut Builder<'_, '_>, s: &Scan, last: ValueId) -> ValueId {
    if s.init_rank == 0 {
        let lane = b.extract(last, &[0]);
        b.broadcast(lane, s.init_ty)
    } else {
        b.shape_cast(last, s.init_ty)
    }
}

impl Pattern for ScanToArithOps {
    fn name(&self) -> &'static str {
        "ScanToArithOps"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorScan)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(s) = Scan::of(rw.m, op) else {
            return false;
        };
        let (src, init) = (rw.m.op(op).operands[0], rw.m.op(op).operands[1]);
        let elem = element_type(rw.m, s.dest_ty);
        let mut sizes = s.shape.clone();
        sizes[s.dim] = 1;
        let slice_ty = vector_type(rw.m, &sizes, elem);
        let mut b = Builder::new(rw, op);
        let mut result = b.zero(s.dest_ty);
        let mut offsets = vec![0; s.shape.len()];
        let mut last: Option<(ValueId, ValueId)> = None;
        for i in 0..s.shape[s.dim] {
            offsets[s.dim] = i;
            let input = extract_slice(&mut b, src, slice_ty, &offsets, &sizes);
            let output = match last {
                None if s.inclusive => input,
                None => init_slice(&mut b, &s, init, slice_ty),
                Some((out, prev_in)) => {
                    let y = if s.inclusive { input } else { prev_in };
                    match b.combine(s.kind, out, y) {
                        Some(v) => v,
                        None => return false,
                    }
                }
            };
            result = insert_slice(&mut b, output, result, &offsets);
            last = Some((output, input));
        }
        let Some((last_out, _)) = last else {
            return false;
        };
        let reduction = accumulated(&mut b, &s, last_out);
        rw.replace_op(op, &[result, reduction]);
        true
    }
}

/// The pattern set of the pass.
pub fn patterns() -> PatternSet<'static> {
    PatternSet::new(vec![Box::new(ScanToArithOps)])
}

fn check_options(opts: &PassOptions) -> Result<(), Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    OptionReader::new(opts, "test-vector-scan-lowering", Wording::Mlir).finish()
}

/// Runs `test-vector-scan-lowering` over the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    check_options(opts)?;
    super::build::apply_to_functions(m, &patterns());
    Ok(())
}

/// Runs `test-vector-scan-lowering` on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    check_options(opts)?;
    super::build::apply_to_function(m, func, &patterns());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_follow_the_element_type() {
        use CombiningKind as K;
        assert!(valid_kind(true, K::Add) && valid_kind(false, K::Mul));
        assert!(valid_kind(true, K::MaxSI) && !valid_kind(false, K::MaxSI));
        assert!(valid_kind(false, K::MinimumF) && !valid_kind(true, K::MinNumF));
        assert!(!valid_kind(false, K::Xor));
    }
}
