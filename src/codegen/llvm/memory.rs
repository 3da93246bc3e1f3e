//! LLVM memory ops and calls: `llvm.load`/`llvm.store` (one access per leaf),
//! `llvm.getelementptr` (address arithmetic with the data layout's offsets), `llvm.alloca`
//! (a stack slot for a constant count, the dynamic arena otherwise), `llvm.mlir.addressof`,
//! and `llvm.call`, where the C allocation functions become calls of the checked allocator:
//!
//! ```text
//! %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr   // bufjit_rt_alloc_on(n, 4, site, thread)
//! llvm.call @free(%p) : (!llvm.ptr) -> ()           // bufjit_rt_free_on(p, site, thread)
//! ```
//!
//! (`site` is the call's, `thread` the thread's allocator state, asked for once per call of the
//! function; `aligned_alloc` passes its alignment to `bufjit_rt_alloc`.)
//!
//! so a leak is reported at the `llvm.call` that allocated, and a double free is reported
//! with both `free` calls and never reaches the system allocator.

use super::layout;
use super::LlLower;
use crate::codegen::types::PTR;
use crate::codegen::{op_err, CgResult};
use crate::dialects::OpKind;
use crate::ir::{Attribute, LlvmType, Module, OpId, TypeData, TypeId};
use cranelift_codegen::ir::{types as clt, InstBuilder, MemFlagsData, Value};

/// One index of `llvm.getelementptr`: into a struct (a constant field offset) or an array,
/// vector or the pointer itself (the index times the element size).
enum GepStep {
    /// A struct field at byte offset `off`.
    Field { off: i64, ty: TypeId },
    /// Elements of `size` bytes.
    Scaled { ty: TypeId, size: i64 },
}

/// What index `i` (its value `constant` when known) of a GEP with element type `elem` does at
/// type `cur`.
fn gep_step(
    m: &Module,
    op: OpId,
    i: usize,
    elem: TypeId,
    cur: TypeId,
    constant: Option<i64>,
) -> CgResult<GepStep> {
    let size = |t: TypeId| -> CgResult<i64> {
        layout::size_of(m, t)
            .map(|s| s as i64)
            .map_err(|e| op_err(m, op, e))
    };
    if i == 0 {
        return Ok(GepStep::Scaled {
            ty: elem,
            size: size(elem)?,
        });
    }
    match m.ty(cur) {
        TypeData::Llvm(LlvmType::Struct {
            body: Some(fields),
            packed,
            ..
        }) => {
            let k = constant
                .ok_or_else(|| op_err(m, op, "indexes a struct with a non-constant index"))?;
            let lay = crate::dialects::llvm::types::field_offsets(m, fields, *packed)
                .ok_or_else(|| op_err(m, op, "indexes an unsized struct"))?;
            let ty = *usize::try_from(k)
                .ok()
                .and_then(|k| fields.get(k))
                .ok_or_else(|| op_err(m, op, "indexes past the end of a struct"))?;
            Ok(GepStep::Field {
                off: lay.offsets[k as usize] as i64,
                ty,
            })
        }
        TypeData::Llvm(LlvmType::Array { elem: e, .. }) | TypeData::Vector { elem: e, .. } => {
            Ok(GepStep::Scaled {
                ty: *e,
                size: size(*e)?,
            })
        }
        _ => Err(op_err(m, op, "indexes into a non-aggregate type")),
    }
}

/// The C allocation functions routed to the checked allocator.
pub const ALLOCATION_FUNCTIONS: &[&str] = &[
    "malloc",
    "calloc",
    "realloc",
    "aligned_alloc",
    "free",
    "_mlir_memref_to_llvm_alloc",
    "_mlir_memref_to_llvm_aligned_alloc",
    "_mlir_memref_to_llvm_free",
];

/// True if `func` has an `llvm.alloca` whose count is not a constant.
pub fn has_dynamic_alloca(m: &Module, func: OpId) -> bool {
    let mut found = false;
    m.walk_nested(func, &mut |op| {
        if m.op(op).kind == OpKind::LlvmAlloca {
            let n = m.op(op).operands[0];
            let constant = m
                .defining_op(n)
                .is_some_and(|d| m.op(d).kind == OpKind::LlvmMlirConstant);
            found |= !constant;
        }
    });
    found
}

/// The flags of LLVM loads and stores: no trap metadata (a fault is reported by the guard
/// with the code address), unaligned accesses allowed. `volatile` and `nontemporal` change
/// nothing in a single-threaded JIT without caches to bypass.
fn mem_flags() -> MemFlagsData {
    crate::codegen::function::kflags()
}

impl<M: cranelift_module::Module> LlLower<'_, '_, M> {
    /// Lowers a memory op or a call.
    pub fn lower_memory(&mut self, op: OpId) -> CgResult<()> {
        let m = self.fl.m;
        let ops = m.op(op).operands.clone();
        match m.op(op).kind {
            OpKind::LlvmLoad => {
                let p = self.scalar(ops[0], op)?;
                let t = m.value_type(m.op(op).results[0]);
                let flags = mem_flags();
                let ls = self.leaves(t, op)?;
                let mut r = Vec::with_capacity(ls.len());
                for l in &ls {
                    let v = self.fl.b.ins().load(l.ty, flags, p, l.off as i32);
                    if let Some(s) = self.quarantine_scalar(l.ty) {
                        let a = self.fl.b.ins().iadd_imm_s(p, l.off as i64);
                        self.fl.check_freed_read(v, s, a, op);
                    }
                    r.push(v);
                }
                self.set(op, r);
            }
            OpKind::LlvmStore => {
                let vals = self.get(ops[0], op)?;
                let p = self.scalar(ops[1], op)?;
                let flags = mem_flags();
                let ls = self.leaves(m.value_type(ops[0]), op)?;
                for (l, v) in ls.iter().zip(vals) {
                    if let Some(s) = self.quarantine_scalar(l.ty) {
                        let old = self.fl.b.ins().load(l.ty, flags, p, l.off as i32);
                        let a = self.fl.b.ins().iadd_imm_s(p, l.off as i64);
                        self.fl.check_freed_write(old, s, a, op);
                    }
                    self.fl.b.ins().store(flags, v, p, l.off as i32);
                }
            }
            OpKind::LlvmGetelementptr => {
                let rt = m.value_type(m.op(op).results[0]);
                let r = match layout::vector_of(m, rt) {
                    Some((_, n)) => (0..n).map(|l| self.gep(op, l)).collect::<CgResult<_>>()?,
                    None => vec![self.gep(op, 0)?],
                };
                self.set(op, r);
            }
            OpKind::LlvmAlloca => {
                let r = self.alloca(op)?;
                self.set(op, vec![r]);
            }
            OpKind::LlvmMlirAddressof => {
                let r = self.address_of(op)?;
                self.set(op, vec![r]);
            }
            OpKind::LlvmCall => self.call(op)?,
            OpKind::LlvmAtomicrmw => {
                let r = self.atomic_rmw(op)?;
                self.set(op, vec![r]);
            }
            _ => return Err(crate::codegen::function::unsupported(m, op)),
        }
        Ok(())
    }

    /// With `--quarantine`/`--check-bounds` (`check_freed_memory`), the scalar kind of a
    /// loaded or stored leaf, for the use-after-free guard of [`FnLower::check_freed_read`];
    /// `None` when the guard is off or for `i128` leaves.
    ///
    /// [`FnLower::check_freed_read`]: crate::codegen::function::FnLower::check_freed_read
    fn quarantine_scalar(
        &self,
        ty: cranelift_codegen::ir::Type,
    ) -> Option<crate::codegen::types::Scalar> {
        use crate::codegen::types::Scalar;
        if !self.fl.sh.check_freed_memory {
            return None;
        }
        Some(match ty {
            clt::I8 => Scalar::I8,
            clt::I16 => Scalar::I16,
            clt::I32 => Scalar::I32,
            clt::I64 => Scalar::I64,
            clt::F32 => Scalar::F32,
            clt::F64 => Scalar::F64,
            _ => return None,
        })
    }

    /// An index operand as an `i64`.
    fn index64(&mut self, v: Value) -> Value {
        let ty = self.fl.b.func.dfg.value_type(v);
        if ty == clt::I64 {
            v
        } else if ty.bits() < 64 {
            self.fl.b.ins().sextend(clt::I64, v)
        } else {
            self.fl.b.ins().ireduce(clt::I64, v)
        }
    }

    /// Lane `lane` of `v` (a scalar is the same in every lane).
    fn lane(&self, v: crate::ir::ValueId, op: OpId, lane: usize) -> CgResult<Value> {
        let l = self.get(v, op)?;
        Ok(if l.len() == 1 { l[0] } else { l[lane] })
    }

    /// The address `llvm.getelementptr` computes (in lane `lane` for a vector of pointers).
    fn gep(&mut self, op: OpId, lane: usize) -> CgResult<Value> {
        let m = self.fl.m;
        let ops = m.op(op).operands.clone();
        let Some(Attribute::Type(elem)) = m.attr(op, "elem_type").cloned() else {
            return Err(op_err(m, op, "has no element type"));
        };
        let raw = crate::dialects::dense_array(m, op, "rawConstantIndices");
        let mut addr = self.lane(ops[0], op, lane)?;
        let mut dynamic = ops[1..].iter();
        let mut cur: TypeId = elem;
        let mut offset: i64 = 0;
        for (i, &idx) in raw.iter().enumerate() {
            let operand = if idx == crate::dialects::llvm::ops::DYNAMIC_INDEX {
                let Some(&v) = dynamic.next() else {
                    return Err(op_err(m, op, "has fewer dynamic indices than it uses"));
                };
                Some(v)
            } else {
                None
            };
            let constant = match operand {
                Some(v) => self.consts.get(&v).map(|&c| c as i64),
                None => Some(idx),
            };
            match gep_step(m, op, i, elem, cur, constant)? {
                GepStep::Field { off, ty } => {
                    offset += off;
                    cur = ty;
                }
                GepStep::Scaled { ty, size } => {
                    cur = ty;
                    match (constant, operand) {
                        (Some(c), _) => offset += c * size,
                        (None, Some(v)) => {
                            let x = self.lane(v, op, lane)?;
                            let x = self.index64(x);
                            let scaled = self.fl.b.ins().imul_imm_s(x, size);
                            addr = self.fl.b.ins().iadd(addr, scaled);
                        }
                        (None, None) => unreachable!("a constant index is known"),
                    }
                }
            }
        }
        Ok(if offset == 0 {
            addr
        } else {
            self.fl.b.ins().iadd_imm_s(addr, offset)
        })
    }

    /// `llvm.atomicrmw`: a load, the operation and a store (generated code runs on one
    /// thread); the result is the old value.
    fn atomic_rmw(&mut self, op: OpId) -> CgResult<Value> {
        use cranelift_codegen::ir::condcodes::IntCC;
        let m = self.fl.m;
        let ops = m.op(op).operands.clone();
        let p = self.scalar(ops[0], op)?;
        let v = self.scalar(ops[1], op)?;
        let ty = self.fl.b.func.dfg.value_type(v);
        let flags = crate::codegen::function::kflags();
        let old = self.fl.b.ins().load(ty, flags, p, 0);
        let b = match m.attr(op, "bin_op") {
            Some(Attribute::Integer { value, .. }) => *value as usize,
            _ => return Err(op_err(m, op, "has no operation")),
        };
        let name = crate::dialects::llvm::ops::ATOMIC_BIN_OPS
            .get(b)
            .copied()
            .unwrap_or("");
        let ins = self.fl.b.ins();
        let new = match name {
            "xchg" => v,
            "add" => ins.iadd(old, v),
            "sub" => ins.isub(old, v),
            "_and" => ins.band(old, v),
            "nand" => {
                let a = ins.band(old, v);
                self.fl.b.ins().bnot(a)
            }
            "_or" => ins.bor(old, v),
            "_xor" => ins.bxor(old, v),
            "max" => ins.smax(old, v),
            "min" => ins.smin(old, v),
            "umax" => ins.umax(old, v),
            "umin" => ins.umin(old, v),
            "fadd" => ins.fadd(old, v),
            "fsub" => ins.fsub(old, v),
            "fmaximum" => ins.fmax(old, v),
            "fminimum" => ins.fmin(old, v),
            "usub_sat" => {
                let lt = ins.icmp(IntCC::UnsignedLessThan, old, v);
                let d = self.fl.b.ins().isub(old, v);
                let z = self.iconst(ty, 0);
                self.fl.b.ins().select(lt, z, d)
            }
            _ => {
                return Err(op_err(
                    m,
                    op,
                    format!("has an atomic operation the code generator does not support: {name}"),
                ))
            }
        };
        self.fl.b.ins().store(flags, new, p, 0);
        Ok(old)
    }

    fn alloca(&mut self, op: OpId) -> CgResult<Value> {
        let m = self.fl.m;
        let Some(Attribute::Type(elem)) = m.attr(op, "elem_type").cloned() else {
            return Err(op_err(m, op, "has no element type"));
        };
        let (size, elem_align) = crate::dialects::llvm::types::size_align(m, elem)
            .ok_or_else(|| op_err(m, op, "allocates an unsized type"))?;
        let align = match m.attr(op, "alignment") {
            Some(Attribute::Integer { value, .. }) if *value > 0 => *value as u64,
            _ => elem_align,
        }
        .max(elem_align)
        .max(1);
        let n = m.op(op).operands[0];
        if let Some(&c) = self.consts.get(&n) {
            let bytes = (size * c.max(0) as u64).max(1);
            let slot = self.stack_slot(bytes as u32, align.min(1 << 16) as u32);
            return Ok(self.fl.b.ins().stack_addr(PTR, slot, 0));
        }
        let count = self.scalar(n, op)?;
        let count = self.index64(count);
        let bytes = self.fl.b.ins().imul_imm_s(count, size as i64);
        let a = self.iconst(clt::I64, align as i128);
        Ok(self.fl.call_import(
            "bufjit_jit_stack_alloc",
            &[clt::I64, clt::I64],
            &[PTR],
            &[bytes, a],
        )[0])
    }

    fn address_of(&mut self, op: OpId) -> CgResult<Value> {
        let m = self.fl.m;
        let Some(Attribute::SymbolRef { root, .. }) = m.attr(op, "global_name") else {
            return Err(op_err(m, op, "has no symbol"));
        };
        if let Some(&(id, _)) = self.fl.sh.globals.get(root) {
            let gv = self.fl.module.declare_data_in_func(id, self.fl.b.func);
            return Ok(self.fl.b.ins().symbol_value(PTR, gv));
        }
        if let Some(f) = self.fl.sh.funcs.get(root) {
            let r = self.fl.func_ref(f.id);
            return Ok(self.fl.b.ins().func_addr(PTR, r));
        }
        Err(op_err(
            m,
            op,
            format!("refers to an unknown symbol '@{root}'"),
        ))
    }

    fn call(&mut self, op: OpId) -> CgResult<()> {
        let m = self.fl.m;
        let ops = m.op(op).operands.clone();
        let callee = crate::dialects::llvm::call::callee(m, op).map(str::to_string);
        if m.attr(op, "var_callee_type").is_some() {
            return Err(op_err(
                m,
                op,
                "is a variadic call, which the code generator does not support",
            ));
        }
        if let Some(name) = &callee {
            if ALLOCATION_FUNCTIONS.contains(&name.as_str()) {
                return self.allocation_call(op, name);
            }
        }
        let arg_vals = match &callee {
            Some(_) => &ops[..],
            None => &ops[1..],
        };
        let mut args = Vec::new();
        for &a in arg_vals {
            args.extend(self.get(a, op)?);
        }
        let inst = match &callee {
            Some(name) => {
                let Some(f) = self.fl.sh.funcs.get(name) else {
                    return Err(op_err(
                        m,
                        op,
                        format!("calls an unknown function '@{name}'"),
                    ));
                };
                let r = self.fl.func_ref(f.id);
                self.fl.b.ins().call(r, &args)
            }
            None => {
                let fp = self.scalar(ops[0], op)?;
                let mut sig =
                    cranelift_codegen::ir::Signature::new(self.fl.module.isa().default_call_conv());
                for &a in arg_vals {
                    for l in self.leaves(m.value_type(a), op)? {
                        sig.params.push(cranelift_codegen::ir::AbiParam::new(l.ty));
                    }
                }
                for &r in &m.op(op).results {
                    for l in self.leaves(m.value_type(r), op)? {
                        sig.returns.push(cranelift_codegen::ir::AbiParam::new(l.ty));
                    }
                }
                let sref = self.fl.b.import_signature(sig);
                self.fl.b.ins().call_indirect(sref, fp, &args)
            }
        };
        let results = self.fl.b.inst_results(inst).to_vec();
        self.set(op, results);
        Ok(())
    }

    /// `malloc`, `aligned_alloc`, `calloc`, `realloc`, `free` and MLIR's
    /// `_mlir_memref_to_llvm_*` through the checked allocator, with this call as the site.
    fn allocation_call(&mut self, op: OpId, name: &str) -> CgResult<()> {
        let m = self.fl.m;
        let ops = m.op(op).operands.clone();
        let mut args = Vec::new();
        for &a in &ops {
            let v = self.scalar(a, op)?;
            args.push(self.index64(v));
        }
        let want = match name {
            "malloc" | "free" | "_mlir_memref_to_llvm_alloc" | "_mlir_memref_to_llvm_free" => 1,
            _ => 2,
        };
        if args.len() != want {
            return Err(op_err(
                m,
                op,
                format!(
                    "calls '@{name}' with {} arguments, expected {want}",
                    args.len()
                ),
            ));
        }
        let site = self.fl.site(op);
        let r = match name {
            "free" | "_mlir_memref_to_llvm_free" => {
                self.checked_free(args[0], site);
                None
            }
            "realloc" => {
                let a = self.iconst(clt::I64, 16);
                Some(
                    self.fl.call_import(
                        "bufjit_rt_realloc",
                        &[PTR, clt::I64, clt::I64, clt::I32],
                        &[PTR],
                        &[args[0], args[1], a, site],
                    )[0],
                )
            }
            _ => Some(self.checked_alloc(name, &args, site)),
        };
        self.set(op, r.into_iter().collect());
        Ok(())
    }

    /// `free(p)` through the checked allocator (mimalloc under `--memcheck=off`).
    fn checked_free(&mut self, p: Value, site: Value) {
        if self.fl.sh.unchecked_alloc {
            self.fl.call_import("mi_free", &[PTR], &[], &[p]);
        } else {
            let thread = self.fl.thread_state();
            self.fl.call_import(
                "bufjit_rt_free_on",
                &[PTR, clt::I32, PTR],
                &[clt::I32],
                &[p, site, thread],
            );
        }
    }

    /// `malloc(n)`, `calloc(n, size)` (zeroed), `aligned_alloc(align, n)` and MLIR's
    /// `_mlir_memref_to_llvm_*alloc` through the checked allocator.
    fn checked_alloc(&mut self, name: &str, args: &[Value], site: Value) -> Value {
        // `None`: the C functions' 16 bytes (`1 << 4`), known here.
        let (size, align) = match name {
            "malloc" | "_mlir_memref_to_llvm_alloc" => (args[0], None),
            "calloc" => (self.fl.b.ins().imul(args[0], args[1]), None),
            _ => (args[1], Some(args[0])),
        };
        let p = match (self.fl.sh.unchecked_alloc, align) {
            (true, align) => {
                let align = align.unwrap_or_else(|| self.iconst(clt::I64, 16));
                self.fl.call_import(
                    "mi_malloc_aligned",
                    &[clt::I64, clt::I64],
                    &[PTR],
                    &[size, align],
                )[0]
            }
            (false, None) => {
                let log2 = self.iconst(clt::I32, 4);
                let thread = self.fl.thread_state();
                self.fl.call_import(
                    "bufjit_rt_alloc_on",
                    &[clt::I64, clt::I32, clt::I32, PTR],
                    &[PTR],
                    &[size, log2, site, thread],
                )[0]
            }
            (false, Some(align)) => self.fl.call_import(
                "bufjit_rt_alloc",
                &[clt::I64, clt::I64, clt::I32],
                &[PTR],
                &[size, align, site],
            )[0],
        };
        if name == "calloc" {
            let zero = self.iconst(clt::I32, 0);
            self.fl.call_import(
                "memset",
                &[PTR, clt::I32, clt::I64],
                &[PTR],
                &[p, zero, size],
            );
        }
        p
    }
}
