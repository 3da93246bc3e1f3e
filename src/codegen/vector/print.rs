//! `vector.print`: the text `mlir-runner` prints, through the runtime's print utilities
//! (`printOpen`, `printComma`, `printClose`, `printNewline`, `printI64`, `printU64`,
//! `printF32`, `printF64`, `printString`).
//!
//! A vector prints as `( a, b, c )`, nested per dimension (`( ( 1, 2 ), ( 3, 4 ) )`; a 0-D
//! vector as `( x )`), then the punctuation (`newline` by default, `comma`, `open`, `close`
//! or `no_punctuation`). Elements print as MLIR's lowering prints them: signless and signed
//! integers sign-extended (`printI64`), `i1`, unsigned integers and `index` zero-extended
//! (`printU64`). The `str` form prints its string and no punctuation.

use super::VecVal;
use crate::codegen::function::{FnLower, Val};
use crate::codegen::types::PTR;
use crate::codegen::{op_err, CgResult};
use crate::dialects::vector::{punctuation, Punctuation};
use crate::dialects::OpKind;
use crate::ir::{Attribute, OpId, Signedness, TypeData, TypeId};
use cranelift_codegen::ir::{types as clt, InstBuilder, Value};

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// Lowers `op` if it is `vector.print`.
    pub(super) fn lower_vector_print(&mut self, op: OpId) -> Option<CgResult<()>> {
        (self.m.op(op).kind == OpKind::VectorPrint).then(|| self.lower_print(op))
    }

    fn lower_print(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        if let Some(Attribute::String(s)) = m.attr(op, "stringLiteral") {
            let p = self.cstring(s);
            self.call_import("printString", &[PTR], &[], &[p]);
            return Ok(());
        }
        if let Some(&v) = m.op(op).operands.first() {
            let t = m.value_type(v);
            match self.val(v, op)? {
                Val::V(x) => {
                    let elem = match m.ty(t) {
                        TypeData::Vector { elem, .. } => *elem,
                        _ => t,
                    };
                    self.print_vector(&x, elem, op)?;
                }
                Val::S(x) => self.print_scalar(x, t, op)?,
                _ => return Err(op_err(m, op, "cannot print a memref")),
            }
        }
        let f = match punctuation(m, op) {
            Some(Punctuation::NewLine) => Some("printNewline"),
            Some(Punctuation::Comma) => Some("printComma"),
            Some(Punctuation::Open) => Some("printOpen"),
            Some(Punctuation::Close) => Some("printClose"),
            Some(Punctuation::NoPunctuation) => None,
            None => return Err(op_err(m, op, "has an invalid punctuation")),
        };
        if let Some(f) = f {
            self.call_import(f, &[], &[], &[]);
        }
        Ok(())
    }

    /// Prints every element of `v` with the nesting of its shape.
    fn print_vector(&mut self, v: &VecVal, elem: TypeId, op: OpId) -> CgResult<()> {
        let shape = if v.ty.shape.is_empty() {
            vec![1]
        } else {
            v.ty.shape.clone()
        };
        let mut next = 0usize;
        self.print_dims(v, &shape, elem, op, &mut next)
    }

    fn print_dims(
        &mut self,
        v: &VecVal,
        shape: &[i64],
        elem: TypeId,
        op: OpId,
        next: &mut usize,
    ) -> CgResult<()> {
        self.call_import("printOpen", &[], &[], &[]);
        for i in 0..shape[0] {
            if shape.len() == 1 {
                let x = self.lane(v, *next);
                *next += 1;
                self.print_scalar(x, elem, op)?;
            } else {
                self.print_dims(v, &shape[1..], elem, op, next)?;
            }
            if i + 1 < shape[0] {
                self.call_import("printComma", &[], &[], &[]);
            }
        }
        self.call_import("printClose", &[], &[], &[]);
        Ok(())
    }

    /// Prints one scalar of MLIR type `t`.
    fn print_scalar(&mut self, x: Value, t: TypeId, op: OpId) -> CgResult<()> {
        let m = self.m;
        match m.ty(t) {
            TypeData::Float(k) if k.keyword() == "f32" => {
                self.call_import("printF32", &[clt::F32], &[], &[x]);
            }
            TypeData::Float(k) if k.keyword() == "f64" => {
                self.call_import("printF64", &[clt::F64], &[], &[x]);
            }
            TypeData::Float(k) if k.small_code().is_some() => {
                // As `printApFloat` prints: the exact value, through `printF64`.
                let bits = self.b.ins().uextend(clt::I64, x);
                let code = self.iconst(clt::I64, k.small_code().unwrap_or(0) as i64);
                let name = "bufjit_jit_small_float_to_f64";
                let wide =
                    self.call_import(name, &[clt::I64, clt::I64], &[clt::F64], &[bits, code])[0];
                self.call_import("printF64", &[clt::F64], &[], &[wide]);
            }
            TypeData::Index => {
                self.call_import("printU64", &[clt::I64], &[], &[x]);
            }
            TypeData::Integer { width, signedness } => {
                let unsigned = *width == 1 || *signedness == Signedness::Unsigned;
                let ty = self.b.func.dfg.value_type(x);
                let x = match crate::codegen::types::scalar(m, t) {
                    Ok(s) if !unsigned => self.signed_view(x, s),
                    _ => x,
                };
                let wide = match (ty == clt::I64, unsigned) {
                    (true, _) => x,
                    (false, true) => self.b.ins().uextend(clt::I64, x),
                    (false, false) => self.b.ins().sextend(clt::I64, x),
                };
                let f = if unsigned { "printU64" } else { "printI64" };
                self.call_import(f, &[clt::I64], &[], &[wide]);
            }
            _ => {
                return Err(op_err(
                    m,
                    op,
                    format!(
                        "prints '{}', which the code generator does not support",
                        crate::print::type_to_string(m, t)
                    ),
                ))
            }
        }
        Ok(())
    }
}
