//! Code generation for LLVM-dialect input (`mlir-opt ... -convert-to-llvm` output): one
//! `llvm.func` at a time, straight to Cranelift IR.
//!
//! Values are flattened into scalar leaves ([`layout`]): a memref descriptor struct is five
//! or more `i64`s in registers, pointers are `i64`, vectors are one value per lane. Address
//! arithmetic (`llvm.getelementptr`) is integer arithmetic on the pointer with the offsets of
//! LLVM's data layout. Calls to `malloc`, `aligned_alloc`, `free` and MLIR's
//! `_mlir_memref_to_llvm_*` go to the checked allocator with the `llvm.call` as the
//! allocation site ([`memory`]).
//!
//! * [`layout`] has the leaves and byte offsets of LLVM types;
//! * [`values`] arithmetic, comparisons, casts, constants, aggregates and vector lanes;
//! * [`memory`] loads, stores, GEP, `alloca`, `addressof`, calls and the allocator;
//! * [`intrinsics`] the `llvm.intr.*` ops, [`globals`] the `llvm.mlir.global`s.

pub mod globals;
pub mod intrinsics;
pub mod layout;
pub mod memory;
pub mod values;

use super::function::FnLower;
use super::{op_err, CgResult};
use crate::dialects::OpKind;
use crate::ir::{BlockId, Module, OpId, TypeId, ValueId};
use cranelift_codegen::ir::{AbiParam, Block, BlockArg, InstBuilder, Signature, Type, Value};
use cranelift_codegen::isa::CallConv;
use rustc_hash::FxHashMap;

/// The Cranelift signature of an `llvm.func` (flattened parameters and result).
pub fn signature(m: &Module, op: OpId, cc: CallConv) -> CgResult<Signature> {
    let Some((ret, params, vararg)) = crate::dialects::llvm::func::signature(m, op) else {
        return Err(op_err(m, op, "has no LLVM function type"));
    };
    if vararg {
        return Err(op_err(
            m,
            op,
            "is variadic, which the code generator does not support",
        ));
    }
    let mut sig = Signature::new(cc);
    for t in params {
        for l in layout::leaves(m, t).map_err(|e| op_err(m, op, e))? {
            sig.params.push(AbiParam::new(l.ty));
        }
    }
    if let Some(r) = ret {
        for l in layout::leaves(m, r).map_err(|e| op_err(m, op, e))? {
            sig.returns.push(AbiParam::new(l.ty));
        }
    }
    Ok(sig)
}

/// The parameter and result types of an `llvm.func` as [`super::module::FuncDecl`] keeps
/// them (no result for `void`).
pub fn func_types(m: &Module, op: OpId) -> (Vec<TypeId>, Vec<TypeId>) {
    match crate::dialects::llvm::func::signature(m, op) {
        Some((ret, params, _)) => (params, ret.into_iter().collect()),
        None => (Vec::new(), Vec::new()),
    }
}

/// The lowering of one `llvm.func` body.
pub struct LlLower<'f, 'a, M: cranelift_module::Module> {
    /// The shared function-lowering context (builder, imports, sites).
    pub fl: &'f mut FnLower<'a, M>,
    /// The leaves of each lowered value.
    pub vals: FxHashMap<ValueId, Vec<Value>>,
    /// Integer constants (`llvm.mlir.constant`) by value, for static `alloca` sizes and
    /// struct GEP indices.
    pub consts: FxHashMap<ValueId, i128>,
    blocks: FxHashMap<BlockId, Block>,
    /// The dynamic-`alloca` arena mark taken at entry, restored at every return.
    pub arena_mark: Option<Value>,
}

/// Lowers the body of `llvm.func` `func` into `fl`'s builder (signature already set).
pub fn lower_function<M: cranelift_module::Module>(
    fl: &mut FnLower<'_, M>,
    func: OpId,
) -> CgResult<()> {
    let mut ll = LlLower {
        fl,
        vals: FxHashMap::default(),
        consts: FxHashMap::default(),
        blocks: FxHashMap::default(),
        arena_mark: None,
    };
    ll.lower(func)
}

impl<M: cranelift_module::Module> LlLower<'_, '_, M> {
    /// The leaves of `v`.
    pub fn get(&self, v: ValueId, op: OpId) -> CgResult<Vec<Value>> {
        self.vals
            .get(&v)
            .cloned()
            .ok_or_else(|| op_err(self.fl.m, op, "uses a value that was not lowered"))
    }

    /// The single leaf of scalar `v`.
    pub fn scalar(&self, v: ValueId, op: OpId) -> CgResult<Value> {
        let l = self.get(v, op)?;
        match l.as_slice() {
            [x] => Ok(*x),
            _ => Err(op_err(self.fl.m, op, "expects a scalar operand")),
        }
    }

    /// The leaves of `t`.
    pub fn leaves(&self, t: TypeId, op: OpId) -> CgResult<Vec<layout::Leaf>> {
        layout::leaves(self.fl.m, t).map_err(|e| op_err(self.fl.m, op, e))
    }

    /// The Cranelift type of scalar type `t`.
    pub fn cl(&self, t: TypeId, op: OpId) -> CgResult<Type> {
        layout::scalar_ty(self.fl.m, t).map_err(|e| op_err(self.fl.m, op, e))
    }

    fn lower(&mut self, func: OpId) -> CgResult<()> {
        let m = self.fl.m;
        let Some(&body) = m.op(func).regions.first() else {
            return Err(op_err(m, func, "has no body"));
        };
        let Some(entry) = m.entry_block(body) else {
            return Err(op_err(m, func, "has no body"));
        };
        let cb = self.fl.b.create_block();
        self.fl.b.append_block_params_for_function_params(cb);
        self.fl.b.switch_to_block(cb);
        // First in the layout, whatever is emitted first: the thread-state call goes at its top.
        self.fl.b.ensure_inserted_block();
        let params = self.fl.b.block_params(cb).to_vec();
        self.bind_args(entry, &params, func)?;
        if memory::has_dynamic_alloca(m, func) {
            let mark = self
                .fl
                .call_import("bufjit_jit_stack_mark", &[], &[super::types::PTR], &[]);
            self.arena_mark = Some(mark[0]);
        }
        let order = crate::analysis::cfg::reverse_postorder(m, entry);
        for &blk in order.iter().skip(1) {
            let nb = self.fl.b.create_block();
            for &a in &m.block(blk).args {
                for l in self.leaves(m.value_type(a), func)? {
                    self.fl.b.append_block_param(nb, l.ty);
                }
            }
            self.blocks.insert(blk, nb);
        }
        for (i, &blk) in order.iter().enumerate() {
            if i > 0 {
                let nb = self.blocks[&blk];
                self.fl.b.switch_to_block(nb);
                let ps = self.fl.b.block_params(nb).to_vec();
                self.bind_args(blk, &ps, func)?;
            }
            let ops: Vec<OpId> = m.block_ops(blk).collect();
            for op in ops {
                self.lower_op(op)?;
            }
        }
        self.fl.b.seal_all_blocks();
        Ok(())
    }

    /// Binds the arguments of `blk` to the flat values `flat`.
    fn bind_args(&mut self, blk: BlockId, flat: &[Value], op: OpId) -> CgResult<()> {
        let m = self.fl.m;
        let mut i = 0;
        for &a in &m.block(blk).args {
            let n = self.leaves(m.value_type(a), op)?.len();
            let Some(vs) = flat.get(i..i + n) else {
                return Err(op_err(m, op, "block arguments do not match the signature"));
            };
            self.vals.insert(a, vs.to_vec());
            i += n;
        }
        Ok(())
    }

    /// Binds the results of `op` (one result, or none).
    pub fn set(&mut self, op: OpId, leaves: Vec<Value>) {
        if let Some(&r) = self.fl.m.op(op).results.first() {
            self.vals.insert(r, leaves);
        }
    }

    fn flat_operands(&self, vs: &[ValueId], op: OpId) -> CgResult<Vec<BlockArg>> {
        let mut out = Vec::new();
        for &v in vs {
            out.extend(self.get(v, op)?.into_iter().map(BlockArg::Value));
        }
        Ok(out)
    }

    fn succ(&self, op: OpId, i: usize) -> CgResult<(Block, Vec<BlockArg>)> {
        let m = self.fl.m;
        let b = m.op(op).successors[i];
        let Some(&cb) = self.blocks.get(&b) else {
            return Err(op_err(m, op, "branches to the entry block"));
        };
        let args = crate::dialects::cf::successor_operands(m, op, i);
        Ok((cb, self.flat_operands(&args, op)?))
    }

    fn lower_op(&mut self, op: OpId) -> CgResult<()> {
        use OpKind::*;
        let m = self.fl.m;
        match m.op(op).kind {
            LlvmBr => {
                let (b, a) = self.succ(op, 0)?;
                self.fl.b.ins().jump(b, &a);
            }
            LlvmCondBr => {
                let c = self.scalar(m.op(op).operands[0], op)?;
                let (t, ta) = self.succ(op, 0)?;
                let (f, fa) = self.succ(op, 1)?;
                self.fl.b.ins().brif(c, t, &ta, f, &fa);
            }
            LlvmSwitch => self.lower_switch(op)?,
            LlvmReturn => {
                let mut rets = Vec::new();
                for &v in &m.op(op).operands {
                    rets.extend(self.get(v, op)?);
                }
                if let Some(mark) = self.arena_mark {
                    self.fl.call_import(
                        "bufjit_jit_stack_restore",
                        &[super::types::PTR],
                        &[],
                        &[mark],
                    );
                }
                self.fl.b.ins().return_(&rets);
            }
            LlvmUnreachable => {
                let s = self.fl.cstring(&format!(
                    "{}: error: reached llvm.unreachable",
                    super::location_string(m, op)
                ));
                self.fl
                    .call_import("bufjit_jit_runtime_error", &[super::types::PTR], &[], &[s]);
                self.fl
                    .b
                    .ins()
                    .trap(cranelift_codegen::ir::TrapCode::unwrap_user(1));
            }
            LlvmMatrixTranspose | LlvmIntrMatrixMultiply => self.lower_matrix(op)?,
            k if k.name().starts_with("llvm.intr.") => self.lower_intrinsic(op)?,
            LlvmLoad | LlvmStore | LlvmGetelementptr | LlvmAlloca | LlvmMlirAddressof
            | LlvmCall | LlvmAtomicrmw => self.lower_memory(op)?,
            LlvmInlineAsm | LlvmInvoke | LlvmLandingpad | LlvmResume => {
                return Err(op_err(
                    m,
                    op,
                    "is not supported: bufjit does not run inline assembly or exception handling",
                ))
            }
            _ => self.lower_value(op)?,
        }
        Ok(())
    }

    fn lower_switch(&mut self, op: OpId) -> CgResult<()> {
        let m = self.fl.m;
        let v = self.scalar(m.op(op).operands[0], op)?;
        let ty = self.fl.b.func.dfg.value_type(v);
        let vals = crate::dialects::llvm::print::switch_values(m, op);
        let n = m.op(op).successors.len();
        for (i, &c) in vals.iter().enumerate().take(n.saturating_sub(1)) {
            let (t, ta) = self.succ(op, i + 1)?;
            let next = self.fl.b.create_block();
            let cv = self.iconst(ty, c);
            let eq = self
                .fl
                .b
                .ins()
                .icmp(cranelift_codegen::ir::condcodes::IntCC::Equal, v, cv);
            self.fl.b.ins().brif(eq, t, &ta, next, &[]);
            self.fl.b.switch_to_block(next);
        }
        let (d, da) = self.succ(op, 0)?;
        self.fl.b.ins().jump(d, &da);
        Ok(())
    }

    /// An integer constant of any width (`i128` built from two halves).
    pub fn iconst(&mut self, ty: Type, c: i128) -> Value {
        if ty == cranelift_codegen::ir::types::I128 {
            let lo = self
                .fl
                .b
                .ins()
                .iconst(cranelift_codegen::ir::types::I64, c as u64 as i64);
            let hi = self
                .fl
                .b
                .ins()
                .iconst(cranelift_codegen::ir::types::I64, (c >> 64) as u64 as i64);
            return self.fl.b.ins().iconcat(lo, hi);
        }
        let bits = ty.bits();
        let masked = if bits >= 64 {
            c as i64
        } else {
            (c as i64) & ((1i64 << bits) - 1)
        };
        self.fl.iconst(ty, masked)
    }
}

#[cfg(test)]
mod tests {
    use crate::codegen::{CodegenOptions, Jit};

    /// An LLVM-dialect module through the embedding API: scalar entry points are callable,
    /// aggregates travel flattened between functions, and a buffer from `malloc` is freed.
    #[test]
    fn llvm_functions_run_through_the_jit() {
        let text = r#"
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func internal @pair(%a: i64, %b: f64) -> !llvm.struct<(i64, f64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i64, f64)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i64, f64)>
  %2 = llvm.insertvalue %b, %1[1] : !llvm.struct<(i64, f64)>
  llvm.return %2 : !llvm.struct<(i64, f64)>
}
llvm.func @sum(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %sz = llvm.mul %n, %c1 : i64
  %bytes = llvm.shl %sz, %c1 : i64
  %eight = llvm.mlir.constant(8 : i64) : i64
  %b8 = llvm.mul %n, %eight : i64
  %p = llvm.call @malloc(%b8) : (i64) -> !llvm.ptr
  llvm.br ^fill(%c0 : i64)
^fill(%i: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^sum(%c0, %c0 : i64, i64)
^body:
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  llvm.store %i, %q : i64, !llvm.ptr
  %j = llvm.add %i, %c1 : i64
  llvm.br ^fill(%j : i64)
^sum(%k: i64, %acc: i64):
  %go = llvm.icmp "slt" %k, %n : i64
  llvm.cond_br %go, ^add, ^done
^add:
  %r = llvm.getelementptr %p[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %v = llvm.load %r : !llvm.ptr -> i64
  %a2 = llvm.add %acc, %v : i64
  %k2 = llvm.add %k, %c1 : i64
  llvm.br ^sum(%k2, %a2 : i64, i64)
^done:
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %f = llvm.mlir.constant(0.5 : f64) : f64
  %s = llvm.call @pair(%acc, %f) : (i64, f64) -> !llvm.struct<(i64, f64)>
  %out = llvm.extractvalue %s[0] : !llvm.struct<(i64, f64)>
  %unused = llvm.add %bytes, %c0 : i64
  llvm.return %out : i64
}
"#;
        let j = Jit::compile_str("sum.mlir", text, &CodegenOptions::default()).expect("compiles");
        let sum = j.func::<(i64,), i64>("sum").unwrap();
        let r = crate::codegen::engine::assert_balanced(|| sum.call((10i64,)))
            .expect("the malloc'd buffer is freed");
        assert_eq!(r, 45);
        assert!(
            j.func::<(i64,), i64>("pair").is_err(),
            "internal functions are not exported"
        );
    }
}
