//! What the ops mean, stated once for the two back ends that carry them out.
//!
//! The Cranelift code generator ([`crate::codegen`]) and the interpreter ([`crate::interp`])
//! must agree bit for bit: the interpreter is the reference the difference tests hold the
//! generated code to. Where both need the same decision (which integer ops trap and how
//! division rounds, how a view's strides follow from its source's, where the bounds of a
//! parallel loop come from), the decision lives here, as plain data and pure functions that
//! each back end applies to its own representation (registers and folded constants in the
//! code generator, 64-bit integers in the interpreter).

pub mod apfloat;
pub mod int;
pub mod loops;
pub mod math;
pub mod memref;
pub mod minifloat;
pub mod minmax;

use crate::ir::{Attribute, Module, OpId, ValueId, DYNAMIC};

/// The value a constant-like op produces when run: the `value` attribute of `arith.constant`,
/// `index.constant` and `index.bool.constant`, the index width in bits
/// ([`crate::dialects::index::INDEX_BITS`]) for `index.sizeof`, and zero of the result type
/// for `ub.poison` (any value refines poison; zero is deterministic).
pub fn run_constant(m: &Module, op: OpId) -> Option<Attribute> {
    use crate::dialects::OpKind;
    let ty = m.value_type(*m.op(op).results.first()?);
    match m.op(op).kind {
        OpKind::IndexSizeOf => Some(Attribute::Integer {
            value: crate::dialects::index::INDEX_BITS,
            ty,
        }),
        OpKind::UbPoison => Some(zero_of(m, ty)),
        _ => m.attr(op, "value").cloned(),
    }
}

/// The zero of a scalar or vector type (a vector's is a `dense` splat), which is what the
/// back ends give `ub.poison`.
fn zero_of(m: &Module, ty: crate::ir::TypeId) -> Attribute {
    match m.ty(ty) {
        crate::ir::TypeData::Float(_) => Attribute::Float { bits: 0, ty },
        crate::ir::TypeData::Vector { elem, .. } => Attribute::Dense {
            ty,
            data: crate::ir::DenseData::Splat(Box::new(zero_of(m, *elem))),
        },
        _ => Attribute::Integer { value: 0, ty },
    }
}

/// True for the ops whose result [`run_constant`] gives.
pub fn is_run_constant(kind: crate::dialects::OpKind) -> bool {
    use crate::dialects::OpKind as K;
    matches!(
        kind,
        K::Constant | K::IndexConstant | K::IndexBoolConstant | K::IndexSizeOf | K::UbPoison
    )
}

/// True for an `arith`, `math` or computing `vector` op (`reduction`, `multi_reduction`,
/// `scan`, `contract`, `outerproduct`, `fma`) the back ends cannot run because it computes on a small
/// float (`f16`, `bf16`, 8- or 4-bit), which they hold as bits: only constants, `select`,
/// `bitcast`, `extf` and `truncf` take those (`--pipeline=auto` emulates `arith` on `f16` and
/// `bf16` with `arith-emulate-unsupported-floats`).
pub fn computes_on_small_float(m: &Module, op: OpId) -> bool {
    use crate::dialects::{Dialect, OpKind as K};
    let d = m.op(op);
    let computing_vector_op = matches!(
        d.kind,
        K::VectorReduction
            | K::VectorMultiReduction
            | K::VectorScan
            | K::VectorContract
            | K::VectorOuterProduct
            | K::VectorFma
    );
    if !(computing_vector_op || matches!(d.kind.dialect(), Dialect::Arith | Dialect::Math))
        || matches!(
            d.kind,
            K::Constant | K::Select | K::Bitcast | K::ExtF | K::TruncF
        )
    {
        return false;
    }
    let small = |v: &ValueId| {
        let t = m.value_type(*v);
        let t = match m.ty(t) {
            crate::ir::TypeData::Vector { elem, .. } => *elem,
            _ => t,
        };
        matches!(m.ty(t), crate::ir::TypeData::Float(k) if k.small_code().is_some())
    };
    d.operands.iter().chain(&d.results).any(small)
}

/// The small float kinds among the types of `op`'s operands and results (vector elements
/// included).
pub fn small_floats_of(m: &Module, op: OpId) -> Vec<crate::ir::FloatKind> {
    let d = m.op(op);
    let mut out = Vec::new();
    for &v in d.operands.iter().chain(&d.results) {
        let t = m.value_type(v);
        let t = match m.ty(t) {
            crate::ir::TypeData::Vector { elem, .. } => *elem,
            _ => t,
        };
        if let crate::ir::TypeData::Float(k) = m.ty(t) {
            if k.small_code().is_some() && !out.contains(k) {
                out.push(*k);
            }
        }
    }
    out
}

/// An entry of a mixed static/dynamic list (offsets, sizes, strides, loop bounds): a value
/// the attribute states, or the operand that supplies it at run time.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mixed {
    /// Known statically.
    Static(i64),
    /// Supplied by this operand.
    Dynamic(ValueId),
}

/// The statics `stat` with their [`DYNAMIC`] holes filled from `dynv` in order (`None`: too
/// few dynamic operands).
pub fn mixed(stat: &[i64], dynv: &[ValueId]) -> Option<Vec<Mixed>> {
    let mut it = dynv.iter();
    stat.iter()
        .map(|&s| {
            if s == DYNAMIC {
                it.next().map(|&v| Mixed::Dynamic(v))
            } else {
                Some(Mixed::Static(s))
            }
        })
        .collect()
}

/// The integers of a dense array attribute (empty when the attribute is missing).
pub fn dense_list(m: &Module, op: OpId, name: &str) -> Vec<i64> {
    match m.attr(op, name) {
        Some(Attribute::DenseArray { values, .. }) => values.clone(),
        _ => vec![],
    }
}

/// An integer attribute as a table index (`usize::MAX` when missing), e.g. a comparison's
/// `predicate` or an atomic read-modify-write's `kind`.
pub fn int_attr(m: &Module, op: OpId, name: &str) -> usize {
    match m.attr(op, name) {
        Some(Attribute::Integer { value, .. }) => *value as usize,
        _ => usize::MAX,
    }
}
