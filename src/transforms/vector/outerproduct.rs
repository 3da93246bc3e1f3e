//! `lower-vector-outerproduct`: every `vector.outerproduct` becomes broadcasts and `vector.fma`
//! (float `add`) or a multiplication and the kind's combining op, row by row, as MLIR 22's
//! `OuterProductOpLowering` (part of `convert-vector-to-llvm`, and of the transform op
//! `transform.apply_patterns.vector.lower_outerproduct`) does.
//!
//! ```mlir
//! %r = vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<2xf32>, vector<4xf32>
//! ```
//! becomes
//! ```mlir
//! %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
//! %0 = vector.extract %a[0] : f32 from vector<2xf32>
//! %1 = vector.broadcast %0 : f32 to vector<4xf32>
//! %2 = vector.extract %c[0] : vector<4xf32> from vector<2x4xf32>
//! %3 = vector.fma %1, %b, %2 : vector<4xf32>
//! %4 = vector.insert %3, %cst [0] : vector<4xf32> into vector<2x4xf32>
//! ... (row 1)
//! ```
//! The AXPY form (`vector<4xf32>, f32`) broadcasts the scalar once.

use super::build::{vector_shape, Builder, CombiningKind};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Module, OpId, ValueId};
use crate::rewrite::{Pattern, PatternSet, Rewriter};
use crate::transforms::PassOptions;

/// `OuterProductOpLowering`.
pub struct OuterProductOpLowering;

/// `x * y` combined into `acc` with `kind` (MLIR's `createContractArithOp`): `vector.fma` for a
/// float `add` with a vector accumulator, else a multiplication followed by the kind's op.
/// `None` for a kind that does not apply to the element type.
pub fn contract_arith(
    b: &mut Builder<'_, '_>,
    x: ValueId,
    y: ValueId,
    acc: Option<ValueId>,
    kind: CombiningKind,
) -> Option<ValueId> {
    let elem = super::build::element_type(b.rw.m, b.ty(x));
    let int = !b.rw.m.ty(elem).is_float();
    use CombiningKind as K;
    let mul = if int {
        if matches!(kind, K::MinNumF | K::MaxNumF | K::MinimumF | K::MaximumF) {
            return None;
        }
        b.binary(OpKind::MulI, x, y)
    } else {
        if matches!(
            kind,
            K::And | K::MinUI | K::MinSI | K::MaxUI | K::MaxSI | K::Or | K::Xor
        ) {
            return None;
        }
        if let Some(acc) = acc {
            if kind == K::Add && vector_shape(b.rw.m, b.ty(acc)).is_some() {
                return Some(b.fma(x, y, acc));
            }
        }
        b.binary(OpKind::MulF, x, y)
    };
    match acc {
        None => Some(mul),
        Some(acc) => b.combine(kind, mul, acc),
    }
}

impl Pattern for OuterProductOpLowering {
    fn name(&self) -> &'static str {
        "OuterProductOpLowering"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorOuterProduct)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        if super::is_masked(rw.m, op) {
            return false;
        }
        let Some(kind) = crate::dialects::vector::combining_kind(rw.m, op) else {
            return false;
        };
        let operands = rw.m.op(op).operands.clone();
        let (lhs, rhs, acc) = (operands[0], operands[1], operands.get(2).copied());
        let res_ty = rw.m.value_type(rw.m.op(op).results[0]);
        let Some((res_shape, _)) = vector_shape(rw.m, res_ty) else {
            return false;
        };
        let elem = super::build::element_type(rw.m, res_ty);
        if kind.arith_op(rw.m, elem).is_none() {
            return false;
        }
        let rhs_is_vector = vector_shape(rw.m, rw.m.value_type(rhs)).is_some();
        let mut b = Builder::new(rw, op);
        let result = if !rhs_is_vector {
            // AXPY: lhs * broadcast(rhs) [+ acc].
            let bcast = b.broadcast(rhs, res_ty);
            match contract_arith(&mut b, lhs, bcast, acc, kind) {
                Some(r) => r,
                None => return false,
            }
        } else {
            let row_ty = super::build::vector_type(b.m(), &res_shape[1..], elem);
            let mut result = b.zero(res_ty);
            for d in 0..res_shape[0] {
                let a = b.extract(lhs, &[d]);
                let bcast = b.broadcast(a, row_ty);
                let row_acc = acc.map(|acc| b.extract(acc, &[d]));
                let Some(r) = contract_arith(&mut b, bcast, rhs, row_acc, kind) else {
                    return false;
                };
                result = b.insert(r, result, &[d]);
            }
            result
        };
        rw.replace_op(op, &[result]);
        true
    }
}

/// The pattern set of the pass.
pub fn patterns() -> PatternSet<'static> {
    PatternSet::new(vec![Box::new(OuterProductOpLowering)])
}

fn check_options(opts: &PassOptions) -> Result<(), Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    OptionReader::new(opts, "lower-vector-outerproduct", Wording::Mlir).finish()
}

/// Runs `lower-vector-outerproduct` over the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    check_options(opts)?;
    super::build::apply_to_functions(m, &patterns());
    Ok(())
}

/// Runs `lower-vector-outerproduct` on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    check_options(opts)?;
    super::build::apply_to_function(m, func, &patterns());
    Ok(())
}
