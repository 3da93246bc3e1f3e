//! `lower-vector-mask`: MLIR 22's pass of that name. A `vector.mask` region around a
//! side-effecting op becomes the op with a mask operand
//! (`populateVectorMaskLoweringPatternsForSideEffectingOps`), and the mask op's own
//! simplifications apply:
//!
//! ```mlir
//! %v = vector.mask %m { vector.transfer_read %a[%i], %pad : memref<?xf32>, vector<8xf32> }
//!     : vector<8xi1> -> vector<8xf32>
//! // becomes
//! %v = vector.transfer_read %a[%i], %pad, %m : memref<?xf32>, vector<8xf32>
//! ```
//! - `transfer_write` the same; `vector.gather` takes the mask and the pass-through value
//!   (zero without one);
//! - an all-true mask (`constant_mask` of the full shape, a `dense<true>` constant, a
//!   `create_mask` of constant sizes covering the shape) unwraps the op;
//! - an empty region forwards the yielded values, or selects between them and the
//!   pass-through value with `arith.select`.
//!
//! Masked reductions and contractions stay masked, as in MLIR (their lowerings take masks).

use super::build::{vector_shape, Builder};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, DenseData, InsertPoint, Module, OpId, ValueId};
use crate::rewrite::{Pattern, PatternSet, Rewriter};
use crate::transforms::PassOptions;

/// The parts of a `vector.mask`.
struct Mask {
    mask: ValueId,
    passthru: Option<ValueId>,
    /// The masked op (`None`: the region holds only the yield).
    inner: Option<OpId>,
    /// The yield's operands.
    yielded: Vec<ValueId>,
}

impl Mask {
    fn of(m: &Module, op: OpId) -> Option<Mask> {
        if m.op(op).kind != OpKind::VectorMask {
            return None;
        }
        let ops = &m.op(op).operands;
        let block = m.entry_block(*m.op(op).regions.first()?)?;
        let list: Vec<OpId> = m.block_ops(block).collect();
        let (&term, rest) = list.split_last()?;
        if m.op(term).kind != OpKind::VectorYield || rest.len() > 1 {
            return None;
        }
        Some(Mask {
            mask: ops[0],
            passthru: ops.get(1).copied(),
            inner: rest.first().copied(),
            yielded: m.op(term).operands.to_vec(),
        })
    }
}

/// Whether `v` is a mask with every bit set (`getMaskFormat(v) == AllTrue`).
fn all_true(m: &Module, v: ValueId) -> bool {
    let Some(def) = m.defining_op(v) else {
        return false;
    };
    let Some((shape, _)) = vector_shape(m, m.value_type(v)) else {
        return false;
    };
    match m.op(def).kind {
        OpKind::Constant => match m.attr(def, "value") {
            Some(Attribute::Dense { data, .. }) => match data {
                DenseData::Splat(x) => {
                    matches!(**x, Attribute::Integer { value, .. } if value != 0)
                }
                DenseData::Elements(xs) => xs
                    .iter()
                    .all(|x| matches!(x, Attribute::Integer { value, .. } if *value != 0)),
                DenseData::Hex(_) => false,
            },
            _ => false,
        },
        OpKind::VectorConstantMask => {
            super::build::i64_array_of(m, def, "mask_dim_sizes").is_some_and(|s| s == shape)
        }
        OpKind::VectorCreateMask => {
            let ops = &m.op(def).operands;
            ops.len() == shape.len()
                && ops
                    .iter()
                    .zip(&shape)
                    .all(|(&o, &n)| super::build::const_int(m, o).is_some_and(|c| c >= n))
        }
        _ => false,
    }
}

/// Moves the masked op out of an all-true `vector.mask` (`MaskOp::fold`).
struct ElideAllTrueMask;

impl Pattern for ElideAllTrueMask {
    fn name(&self) -> &'static str {
        "ElideAllTrueMask"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorMask)
    }
    fn benefit(&self) -> u16 {
        2
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(mk) = Mask::of(rw.m, op) else {
            return false;
        };
        let Some(inner) = mk.inner else { return false };
        if !all_true(rw.m, mk.mask) {
            return false;
        }
        rw.m.move_op(inner, InsertPoint::Before(op));
        rw.notify_inserted(inner);
        let results = rw.m.op(inner).results.to_vec();
        rw.replace_op(op, &results);
        true
    }
}

/// An empty `vector.mask` forwards its yielded values, or selects them against the
/// pass-through value (`CanonializeEmptyMaskOp`).
struct EmptyMask;

impl Pattern for EmptyMask {
    fn name(&self) -> &'static str {
        "CanonializeEmptyMaskOp"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorMask)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(mk) = Mask::of(rw.m, op) else {
            return false;
        };
        if mk.inner.is_some() {
            return false;
        }
        let values = match mk.passthru {
            None => mk.yielded.clone(),
            Some(p) => {
                let Some(&y) = mk.yielded.first() else {
                    return false;
                };
                let mut b = Builder::new(rw, op);
                vec![b.select(mk.mask, y, p)]
            }
        };
        rw.replace_op(op, &values);
        true
    }
}

/// `MaskedTransferReadOpPattern`, `MaskedTransferWriteOpPattern`, `MaskedGatherOpPattern`.
struct MaskedSideEffectingOp;

impl Pattern for MaskedSideEffectingOp {
    fn name(&self) -> &'static str {
        "MaskedSideEffectingOpPattern"
    }
    fn root(&self) -> Option<OpKind> {
        Some(OpKind::VectorMask)
    }
    fn rewrite(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let Some(mk) = Mask::of(rw.m, op) else {
            return false;
        };
        let Some(inner) = mk.inner else { return false };
        let kind = rw.m.op(inner).kind;
        let mut b = Builder::new(rw, op);
        let results = match kind {
            OpKind::VectorTransferRead | OpKind::VectorTransferWrite => {
                if kind == OpKind::VectorTransferRead && mk.passthru.is_some() {
                    return false;
                }
                let Some(mut t) = super::transfer::Transfer::of(b.rw.m, inner) else {
                    return false;
                };
                if t.mask.is_some() {
                    return false;
                }
                t.mask = Some(mk.mask);
                t.build(&mut b).into_iter().collect::<Vec<_>>()
            }
            OpKind::VectorGather => {
                let ops = b.rw.m.op(inner).operands.to_vec();
                let n = ops.len();
                let ty = b.rw.m.value_type(b.rw.m.op(inner).results[0]);
                let pass = match mk.passthru {
                    Some(p) => p,
                    None => b.zero(ty),
                };
                let mut new_ops = ops[..n - 2].to_vec();
                new_ops.push(mk.mask);
                new_ops.push(pass);
                let props = b.rw.m.op(inner).props.to_vec();
                vec![b.op1(OpKind::VectorGather, new_ops, ty, props)]
            }
            _ => return false,
        };
        rw.replace_op(op, &results);
        true
    }
}

/// The pattern set of the pass.
pub fn patterns() -> PatternSet<'static> {
    PatternSet::new(vec![
        Box::new(MaskedSideEffectingOp),
        Box::new(ElideAllTrueMask),
        Box::new(EmptyMask),
    ])
}

fn check_options(opts: &PassOptions) -> Result<(), Diagnostic> {
    use crate::transforms::pass_options::{OptionReader, Wording};
    OptionReader::new(opts, "lower-vector-mask", Wording::Mlir).finish()
}

/// Runs `lower-vector-mask` over the module.
pub fn run(m: &mut Module, opts: &PassOptions) -> Result<(), Diagnostic> {
    check_options(opts)?;
    super::build::apply_to_functions(m, &patterns());
    Ok(())
}

/// Runs `lower-vector-mask` on one function.
pub fn run_on_function(m: &mut Module, func: OpId, opts: &PassOptions) -> Result<(), Diagnostic> {
    check_options(opts)?;
    super::build::apply_to_function(m, func, &patterns());
    Ok(())
}
