//! The `llvm` dialect: the start of LLVM-dialect input. It holds only what pipelines that do
//! not convert to LLVM leave behind so far: `llvm.bitcast` between scalars and vectors of the
//! same bit width, which `--test-arith-emulate-wide-int` emits to split a wide integer into
//! a vector of halves and back:
//!
//! ```text
//! %0 = llvm.bitcast %arg0 : i64 to vector<2xi32>
//! %1 = llvm.bitcast %0 : vector<2xi32> to i64
//! ```
//!
//! Both back ends execute it as `vector.bitcast` on a one-element vector
//! (`src/codegen/vector/ops.rs`, `src/interp/vector.rs`). Like mlir-opt, the verifier does
//! not compare the bit widths; the back ends reject casts that change them.

use super::OpKind;
use crate::ir::{OpId, OpSpec};
use crate::parse::{PResult, Parser};
use crate::print::Printer;

/// Parses `llvm.bitcast %x {attrs} : T to U`.
pub fn parse(p: &mut Parser<'_>, kind: OpKind, pos: usize) -> PResult<OpSpec> {
    if kind != OpKind::LlvmBitcast {
        return p.err_at(pos, format!("custom op '{}' is unknown", kind.name()));
    }
    let mut spec = p.spec(kind, pos);
    let r = p.operand_ref()?;
    spec.attrs = p.opt_attr_dict()?;
    p.expect(":")?;
    let a = p.parse_type()?;
    p.expect_keyword("to")?;
    let b = p.parse_type()?;
    spec.operands = vec![p.resolve(r, a)?];
    spec.result_types = vec![b];
    Ok(spec)
}

/// Prints `llvm.bitcast %x {attrs} : T to U`.
pub fn print(pr: &mut Printer<'_>, op: OpId) -> bool {
    if pr.m.op(op).kind != OpKind::LlvmBitcast {
        return false;
    }
    let x = pr.m.op(op).operands[0];
    let r = pr.m.op(op).results[0];
    pr.op_name(op);
    pr.w(" ");
    pr.value(x);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(pr.m.value_type(x));
    pr.w(" to ");
    pr.ty(pr.m.value_type(r));
    true
}
