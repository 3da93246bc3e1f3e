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

/// The attribute that marks a `func.call` as the dispatch of a parallel loop's outlined body
/// (see `transforms::parallelize`).
pub const PARALLEL_ATTR: &str = "bufjit.parallel";

/// The attribute that marks a function as a parallel loop's outlined body: it gets a packed
/// entry wrapper even when private.
pub const PARALLEL_BODY_ATTR: &str = "bufjit.parallel_body";

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
            if let Some(Attribute::DenseArray { values, .. }) = m.attr(op, PARALLEL_ATTR) {
                let words = values.clone();
                return self.lower_parallel_dispatch(op, &f, &words);
            }
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

    /// A call of a parallel loop's outlined body (`transforms::parallelize`): the flat
    /// arguments (bounds, step, the values the body uses) and the combine words go to stack
    /// slots, and `bufjit_rt_parallel_for` runs the body's packed entry wrapper over chunks of
    /// the iterations on the runtime's pool and combines the chunks' results. `words` is the
    /// call's `bufjit.parallel` attribute: threads, work per iteration, one combine word per
    /// result.
    fn lower_parallel_dispatch(
        &mut self,
        op: OpId,
        f: &super::module::FuncDecl,
        words: &[i64],
    ) -> CgResult<()> {
        use cranelift_codegen::ir::{types as clt, StackSlotData, StackSlotKind};
        let m = self.m;
        let d = m.op(op);
        let results = d.results.clone();
        let Some(packed) = f.packed else {
            return Err(op_err(
                m,
                op,
                "calls a parallel body without an entry wrapper",
            ));
        };
        let rtys = super::types::abi_list(m, &f.results).map_err(|e| op_err(m, op, e))?;
        if words.len() != 2 + rtys.len() || rtys.iter().any(|t| !t.is_int()) {
            return Err(op_err(m, op, "has a malformed 'bufjit.parallel' attribute"));
        }
        let args = self.flat_all(&d.operands, op)?;
        let kf = super::function::kflags();
        let slot = |b: &mut cranelift_frontend::FunctionBuilder, n: usize| {
            let ss = b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                8 * n.max(1) as u32,
                3,
            ));
            b.ins().stack_addr(PTR, ss, 0)
        };
        let argp = slot(&mut self.b, args.len());
        for (i, &v) in args.iter().enumerate() {
            self.b.ins().store(kf, v, argp, (8 * i) as i32);
        }
        let nres = rtys.len();
        let resp = slot(&mut self.b, nres);
        let combp = slot(&mut self.b, nres);
        for (i, &w) in words[2..].iter().enumerate() {
            let zero = self.iconst(clt::I64, 0);
            self.b.ins().store(kf, zero, resp, (8 * i) as i32);
            let w = self.iconst(clt::I64, w);
            self.b.ins().store(kf, w, combp, (8 * i) as i32);
        }
        let fref = self.func_ref(packed);
        let body = self.b.ins().func_addr(PTR, fref);
        let nargs = self.iconst(clt::I64, args.len() as i64);
        let nr = self.iconst(clt::I64, nres as i64);
        let cost = self.iconst(clt::I64, words[1]);
        let threads = self.iconst(clt::I64, words[0]);
        self.call_import(
            "bufjit_rt_parallel_for",
            &[PTR, PTR, clt::I64, PTR, PTR, clt::I64, clt::I64, clt::I64],
            &[],
            &[body, argp, nargs, resp, combp, nr, cost, threads],
        );
        let flat: Vec<_> = rtys
            .iter()
            .enumerate()
            .map(|(i, &t)| self.b.ins().load(t, kf, resp, (8 * i) as i32))
            .collect();
        self.bind_flat(&results, &flat, op)
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
