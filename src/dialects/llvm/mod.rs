//! The `llvm` dialect, as MLIR 22's conversions to LLVM produce it (`-convert-to-llvm`,
//! `-finalize-memref-to-llvm`, ...): its types ([`types`]), its ops' custom syntax
//! ([`ops`] parses, [`print`] prints, [`call`] and [`func`] for calls, functions and
//! globals) and their verification ([`verify`]). Code generation is `src/codegen/llvm/`;
//! the whole story is in `docs/llvm.md`.
//!
//! Two ops also appear in modules that are not converted to LLVM: `llvm.bitcast` between
//! scalars and vectors of the same bit width, which `--test-arith-emulate-wide-int` emits to
//! split a wide integer into a vector of halves and back,
//!
//! ```text
//! %0 = llvm.bitcast %arg0 : i64 to vector<2xi32>
//! %1 = llvm.bitcast %0 : vector<2xi32> to i64
//! ```
//!
//! which both back ends execute there as `vector.bitcast` on a one-element vector
//! (`src/codegen/vector/ops.rs`, `src/interp/vector.rs`; like mlir-opt, the verifier does
//! not compare the bit widths, the back ends reject casts that change them), and
//! `llvm.intr.matrix.transpose`, which MLIR's vector tests write directly: the flat vector
//! holds a `rows` x `columns` matrix in column-major order (LLVM's default matrix layout),
//! the result its transpose, also column-major:
//!
//! ```text
//! %t = llvm.intr.matrix.transpose %a {columns = 3 : i32, rows = 2 : i32} : vector<6xf64> into vector<6xf64>
//! ```

pub mod call;
pub mod func;
pub mod ops;
pub mod print;
pub mod types;
pub mod verify;

use super::OpKind;
use crate::ir::{Module, OpId, OpSpec};
use crate::parse::{PResult, Parser};
use crate::print::Printer;

/// Parses `llvm.bitcast %x {attrs} : T to U` and
/// `llvm.intr.matrix.transpose %x {columns = .., rows = ..} : T into U`.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    let keyword = match kind {
        OpKind::LlvmBitcast => "to",
        OpKind::LlvmMatrixTranspose => "into",
        _ => return ops::parse(p, kind, pos),
    };
    let mut spec = p.spec(kind, pos);
    let r = p.operand_ref()?;
    spec.attrs = p.opt_attr_dict()?;
    super::syntax::move_to_props(&mut spec, &["columns", "rows"]);
    p.expect(":")?;
    let a = p.parse_type()?;
    p.expect_keyword(keyword)?;
    let b = p.parse_type()?;
    spec.operands = vec![p.resolve(r, a)?];
    spec.result_types = vec![b];
    Ok(spec)
}

/// Prints `llvm.bitcast %x {attrs} : T to U` and
/// `llvm.intr.matrix.transpose %x {columns = .., rows = ..} : T into U`.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    let keyword = match pr.m.op(op).kind {
        OpKind::LlvmBitcast => " to ",
        OpKind::LlvmMatrixTranspose => " into ",
        _ => return print::print(pr, op),
    };
    let x = pr.m.op(op).operands[0];
    let r = pr.m.op(op).results[0];
    pr.op_name(op);
    pr.w(" ");
    pr.value(x);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(pr.m.value_type(x));
    pr.w(keyword);
    pr.ty(pr.m.value_type(r));
    true
}

/// Where each element of `llvm.intr.matrix.transpose`'s result comes from: element
/// `i * columns + j` of the result (the transpose, column-major) is element `j * rows + i` of
/// the operand. `None` when `rows * columns` is not `len`.
pub fn matrix_transpose_picks(m: &Module, op: OpId, len: usize) -> Option<Vec<usize>> {
    let rows = crate::semantics::int_attr(m, op, "rows");
    let columns = crate::semantics::int_attr(m, op, "columns");
    if rows.checked_mul(columns) != Some(len) {
        return None;
    }
    Some(
        (0..len)
            .map(|e| {
                let (i, j) = (e / columns, e % columns);
                j * rows + i
            })
            .collect(),
    )
}
