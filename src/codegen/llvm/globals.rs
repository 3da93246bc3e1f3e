//! `llvm.mlir.global`: a data object initialized from its `value` (a dense array, a string, a
//! scalar) or from an initializer region that returns a constant, zero-filled otherwise.
//!
//! ```text
//! llvm.mlir.global private constant @__constant_4xf32(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<4 x f32>
//! ```

use super::layout;
use crate::codegen::module::Shared;
use crate::codegen::op_err;
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, OpId};
use cranelift_module::{DataDescription, Linkage};

/// Declares and defines the global `op` in `module` and records it in `sh.globals`.
pub fn declare<M: cranelift_module::Module>(
    m: &Module,
    module: &mut M,
    sh: &mut Shared,
    op: OpId,
) -> Result<(), Diagnostic> {
    let name = crate::codegen::module::sym_name(m, op);
    let Some(Attribute::Type(t)) = m.attr(op, "global_type").cloned() else {
        return Err(op_err(m, op, "has no type"));
    };
    let (size, align) = crate::dialects::llvm::types::size_align(m, t)
        .ok_or_else(|| op_err(m, op, "has a type without a size"))?;
    let align = match m.attr(op, "alignment") {
        Some(Attribute::Integer { value, .. }) if *value > 0 => *value as u64,
        _ => align,
    }
    .max(align);
    let value = match m.attr(op, "value") {
        Some(v) => Some(v.clone()),
        None => region_value(m, op)?,
    };
    let has_region = m
        .op(op)
        .regions
        .first()
        .is_some_and(|&r| m.entry_block(r).is_some());
    if value.is_none() && !has_region && crate::dialects::llvm::func::linkage(m, op) == "external" {
        return Err(op_err(
            m,
            op,
            "is an external global (no initial value), which the code generator cannot resolve",
        ));
    }
    let mut bytes = vec![0u8; size.max(1) as usize];
    if let Some(v) = &value {
        fill(m, op, t, v, &mut bytes)?;
    }
    let constant = m.attr(op, "constant").is_some();
    let id = module
        .declare_data(
            &format!("__bufjit_llvm_global_{name}"),
            Linkage::Local,
            !constant,
            false,
        )
        .map_err(|e| op_err(m, op, format!("cannot be declared: {e}")))?;
    let mut d = DataDescription::new();
    d.define(bytes.into_boxed_slice());
    d.set_align(align.max(1));
    module
        .define_data(id, &d)
        .map_err(|e| op_err(m, op, format!("cannot be defined: {e}")))?;
    sh.globals.insert(name, (id, t));
    Ok(())
}

/// The constant an initializer region returns (`llvm.mlir.constant`, `zero`, `undef`).
fn region_value(m: &Module, op: OpId) -> Result<Option<Attribute>, Diagnostic> {
    let Some(&r) = m.op(op).regions.first() else {
        return Ok(None);
    };
    let Some(entry) = m.entry_block(r) else {
        return Ok(None);
    };
    let Some(ret) = m.terminator(entry) else {
        return Ok(None);
    };
    let Some(&v) = m.op(ret).operands.first() else {
        return Ok(None);
    };
    match m.defining_op(v).map(|d| (d, m.op(d).kind)) {
        Some((d, OpKind::LlvmMlirConstant)) => Ok(m.attr(d, "value").cloned()),
        Some((_, OpKind::LlvmMlirZero | OpKind::LlvmMlirUndef | OpKind::LlvmMlirPoison)) => {
            Ok(None)
        }
        _ => Err(op_err(
            m,
            op,
            "has an initializer region the code generator cannot evaluate (only a returned constant)",
        )),
    }
}

/// Writes `value` into `bytes`, the memory image of type `t`.
fn fill(
    m: &Module,
    op: OpId,
    t: crate::ir::TypeId,
    value: &Attribute,
    bytes: &mut [u8],
) -> Result<(), Diagnostic> {
    if let Attribute::String(s) = value {
        let n = s.len().min(bytes.len());
        bytes[..n].copy_from_slice(&s.as_bytes()[..n]);
        return Ok(());
    }
    let leaves = layout::leaves(m, t).map_err(|e| op_err(m, op, e))?;
    let raw = layout::raw_leaves(m, t, value).map_err(|e| op_err(m, op, e))?;
    for (l, r) in leaves.iter().zip(raw) {
        let off = l.off as usize;
        let n = l.ty.bytes() as usize;
        bytes[off..off + n].copy_from_slice(&r.to_le_bytes()[..n]);
    }
    Ok(())
}
