//! Calls: `func.call` to functions of the module (flat ABI: memrefs exploded), to external
//! declarations resolved from the runtime (`printMemrefF32(rank, desc*)`), and through MLIR's C
//! interface (`llvm.emit_c_interface`: `_mlir_ciface_NAME` receives descriptor pointers);
//! `func.constant` and `func.call_indirect`.

use super::function::{FnLower, Val};
use super::module::signature;
use super::types::PTR;
use super::{op_err, CgResult};
use crate::dialects::OpKind;
use crate::ir::{Attribute, OpId, TypeData};
use cranelift_codegen::ir::InstBuilder;

impl<M: cranelift_module::Module> FnLower<'_, M> {
    /// `func.call` / `func.call_indirect`.
    pub fn lower_call(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let results = d.results.clone();
        let flat_results = if d.kind == OpKind::CallIndirect {
            let callee = self.scalar(d.operands[0], op)?;
            let ft = m.value_type(d.operands[0]);
            let TypeData::Function {
                inputs,
                results: rts,
            } = m.ty(ft).clone()
            else {
                return Err(op_err(m, op, "calls a value that is not a function"));
            };
            let cc = self.module.isa().default_call_conv();
            let sig = signature(m, &inputs, &rts, cc, op)?;
            let sref = self.b.import_signature(sig);
            let args = self.flat_all(&d.operands[1..], op)?;
            let call = self.b.ins().call_indirect(sref, callee, &args);
            self.b.inst_results(call).to_vec()
        } else {
            let name = match m.attr(op, "callee") {
                Some(Attribute::SymbolRef { root, .. }) => root.clone(),
                _ => return Err(op_err(m, op, "has no callee")),
            };
            let Some(f) = self.sh.funcs.get(&name).cloned() else {
                return Err(op_err(
                    m,
                    op,
                    format!("calls an unknown function '@{name}'"),
                ));
            };
            let mut args = Vec::new();
            for &a in &d.operands {
                let v = self.val(a, op)?;
                if f.c_iface {
                    match &v {
                        Val::M(desc) => args.push(self.desc_to_stack(desc)),
                        Val::U { rank, ptr, .. } => {
                            let p = self.unranked_to_stack(*rank, *ptr);
                            args.push(p)
                        }
                        Val::S(s) => args.push(*s),
                        Val::V(_) => {
                            let flat = self.flat(&v);
                            args.extend(flat)
                        }
                    }
                } else {
                    args.extend(self.flat(&v));
                }
            }
            let fref = self.func_ref(f.id);
            let call = self.b.ins().call(fref, &args);
            self.b.inst_results(call).to_vec()
        };
        self.bind_flat(&results, &flat_results, op)
    }

    /// `func.constant @f`: the function's address.
    pub fn lower_func_constant(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let name = match m.attr(op, "value") {
            Some(Attribute::SymbolRef { root, .. }) => root.clone(),
            _ => return Err(op_err(m, op, "has no symbol")),
        };
        let Some(f) = self.sh.funcs.get(&name).cloned() else {
            return Err(op_err(
                m,
                op,
                format!("refers to an unknown function '@{name}'"),
            ));
        };
        if f.c_iface {
            return Err(op_err(
                m,
                op,
                "takes the address of a C-interface function, which is not supported",
            ));
        }
        let fref = self.func_ref(f.id);
        let addr = self.b.ins().func_addr(PTR, fref);
        let r = m.op(op).results[0];
        self.set(r, Val::S(addr));
        Ok(())
    }
}
