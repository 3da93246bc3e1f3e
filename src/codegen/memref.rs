//! Memref descriptor math and the `memref` ops (plus `bufferization.clone`).
//!
//! A ranked memref is `allocated, aligned, offset, sizes, strides` ([`Desc`]); every field the
//! result type knows statically is replaced by a constant ([`FnLower::conform`]), so views of
//! static shapes cost nothing at run time and `load`/`store` addresses are
//! `aligned + (offset + Σ iᵢ·strideᵢ) · elem_size` with the constant parts folded.
//! Allocations, frees and reallocs go through `bufjit_rt_*` with the op's site id (code for
//! `--memcheck=off` calls mimalloc's `mi_malloc`/`mi_free`/... directly, without sites); static
//! `alloca`s are Cranelift stack slots and dynamic ones use the arena in [`super::rt`].

use super::function::{Desc, FnLower, Ix, Val};
use super::types::{self, MemInfo, MemKind, Scalar, PTR};
use super::{op_err, CgResult};
use crate::dialects::OpKind;
use crate::ir::{Attribute, OpId, TypeId, ValueId, DYNAMIC};
use crate::semantics::memref::{self, IndexArith};
use crate::semantics::Mixed;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types as clt, InstBuilder, StackSlotData, StackSlotKind, Value};

/// Index arithmetic of the shared descriptor math ([`memref`]): constants folded at compile
/// time, registers otherwise.
impl<M: cranelift_module::Module> IndexArith for FnLower<'_, M> {
    type Ix = Ix;
    fn konst(&mut self, c: i64) -> Ix {
        Ix::C(c)
    }
    fn add(&mut self, a: Ix, b: Ix) -> Ix {
        self.ix_add(a, b)
    }
    fn mul(&mut self, a: Ix, b: Ix) -> Ix {
        self.ix_mul(a, b)
    }
}

impl<M: cranelift_module::Module> FnLower<'_, M> {
    fn info(&self, op: OpId, t: TypeId) -> CgResult<MemInfo> {
        types::mem_info(self.m, t).map_err(|e| op_err(self.m, op, e))
    }

    fn result_info(&self, op: OpId) -> CgResult<MemInfo> {
        let r = self.m.op(op).results[0];
        self.info(op, self.m.value_type(r))
    }

    fn set_res(&mut self, op: OpId, i: usize, v: Val) {
        let r = self.m.op(op).results[i];
        self.set(r, v);
    }

    /// Sets the result of `op` to `d` with what its type `info` states statically.
    fn set_conformed(&mut self, op: OpId, d: Desc, info: &MemInfo) {
        let d = self.conform(d, info);
        self.set_res(op, 0, Val::M(d));
    }

    /// Replaces descriptor fields with the constants a type states.
    pub fn conform(&mut self, mut d: Desc, info: &MemInfo) -> Desc {
        memref::conform(self, &mut d.offset, &mut d.sizes, &mut d.strides, info);
        d.elem = info.elem;
        d.elem_bytes = info.elem_bytes;
        d
    }

    /// Row-major strides of `sizes` (constants where possible).
    fn identity_strides(&mut self, sizes: &[Ix]) -> Vec<Ix> {
        memref::identity_strides(self, sizes)
    }

    /// The number of elements of a shape.
    fn num_elements(&mut self, sizes: &[Ix]) -> Ix {
        memref::num_elements(self, sizes)
    }

    /// The address of element `idx` of `d`.
    pub fn elem_addr(&mut self, d: &Desc, idx: &[Ix]) -> Value {
        // Constants added to an index along a dimension of constant stride go to the end, so
        // `x[%j + 4]` is `x[%j]`'s address plus 16 bytes (an immediate of the access).
        let mut lin = Ix::C(0);
        let mut konst = 0i64;
        let offset = self.ix_norm(d.offset);
        for (i, &x) in std::iter::once((usize::MAX, &offset)).chain(idx.iter().enumerate()) {
            let (x, stride) = if i == usize::MAX {
                (x, Ix::C(1))
            } else {
                (x, self.ix_norm(d.strides[i]))
            };
            let x = match (self.peel_const(x), stride) {
                ((y, k), Ix::C(s)) if k != 0 => {
                    konst = konst.wrapping_add(k.wrapping_mul(s));
                    y
                }
                _ => x,
            };
            match self.ix_mul(x, stride) {
                Ix::C(c) => konst = konst.wrapping_add(c),
                t => lin = self.ix_add(lin, t),
            }
        }
        let bytes = d.elem_bytes;
        if konst != 0 {
            if let Ix::V(_) = lin {
                let a = self.elem_addr_linear(d, lin, bytes);
                return self.iadd_imm(a, konst.wrapping_mul(bytes));
            }
            lin = Ix::C(konst);
        }
        self.elem_addr_linear(d, lin, bytes)
    }

    /// `d`'s aligned pointer plus `lin` elements of `bytes` bytes.
    fn elem_addr_linear(&mut self, d: &Desc, lin: Ix, bytes: i64) -> Value {
        match lin {
            Ix::C(c) => {
                if c == 0 {
                    d.aligned
                } else {
                    self.iadd_imm(d.aligned, c.wrapping_mul(bytes))
                }
            }
            Ix::V(v) => {
                let off = if bytes.count_ones() == 1 {
                    self.ishl_imm(v, i64::from(bytes.trailing_zeros()))
                } else {
                    self.imul_imm(v, bytes)
                };
                self.iadd(d.aligned, off)
            }
        }
    }

    /// `x` as `y + k` with `k` a constant when code generation computed it so (an `iadd` of a
    /// constant); else `(x, 0)`.
    fn peel_const(&self, x: Ix) -> (Ix, i64) {
        use cranelift_codegen::ir::{InstructionData, Opcode, ValueDef};
        let Ix::V(v) = x else { return (x, 0) };
        let dfg = &self.b.func.dfg;
        let ValueDef::Result(inst, 0) = dfg.value_def(v) else {
            return (x, 0);
        };
        match dfg.insts[inst] {
            InstructionData::Binary {
                opcode: Opcode::Iadd,
                args: [a, b],
            } => match (self.known(a), self.known(b)) {
                (_, Some(c)) => (self.ix_norm(Ix::V(a)), c),
                (Some(c), None) => (Ix::V(b), c),
                _ => (x, 0),
            },
            _ => (x, 0),
        }
    }

    /// A streamed address as (base, immediate offset); with `--check-freed-memory` the offset
    /// is added in, since the checks read the element's address.
    fn checked_addr(&mut self, (base, off): (Value, i32)) -> (Value, i32) {
        if self.sh.check_freed_memory && off != 0 {
            (self.iadd_imm(base, off as i64), 0)
        } else {
            (base, off)
        }
    }

    fn indices(&self, vs: &[ValueId], op: OpId) -> CgResult<Vec<Ix>> {
        vs.iter().map(|&v| self.ix_of(v, op)).collect()
    }

    fn alignment_attr(&self, op: OpId) -> Option<i64> {
        memref::alignment(self.m, op)
    }

    fn static_list(&self, op: OpId, name: &str) -> Vec<i64> {
        crate::semantics::dense_list(self.m, op, name)
    }

    /// Mixed static/dynamic list: statics with [`DYNAMIC`] holes filled from `dynv` in order.
    fn mixed(&self, stat: &[i64], dynv: &[ValueId], op: OpId) -> CgResult<Vec<Ix>> {
        let list = crate::semantics::mixed(stat, dynv)
            .ok_or_else(|| op_err(self.m, op, "has too few dynamic operands"))?;
        list.into_iter()
            .map(|x| match x {
                Mixed::Static(s) => Ok(Ix::C(s)),
                Mixed::Dynamic(v) => self.ix_of(v, op),
            })
            .collect()
    }

    /// Stores a ranked descriptor in a stack slot and returns its address.
    pub fn desc_to_stack(&mut self, d: &Desc) -> Value {
        let r = d.sizes.len();
        let size = 8 * (3 + 2 * r) as u32;
        let ss = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            size,
            3,
        ));
        let vals = self.flat(&Val::M(d.clone()));
        // One address register for the slot; the fields are immediate offsets from it.
        let base = self.b.ins().stack_addr(PTR, ss, 0);
        let f = super::function::kflags();
        for (i, v) in vals.into_iter().enumerate() {
            self.b.ins().store(f, v, base, (8 * i) as i32);
        }
        base
    }

    /// Stores `{rank, descriptor*}` in a stack slot and returns its address.
    pub fn unranked_to_stack(&mut self, rank: Value, ptr: Value) -> Value {
        let ss =
            self.b
                .create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 16, 3));
        let base = self.b.ins().stack_addr(PTR, ss, 0);
        let f = super::function::kflags();
        self.b.ins().store(f, rank, base, 0);
        self.b.ins().store(f, ptr, base, 8);
        base
    }

    /// Any memref value as an unranked `(rank, descriptor*)` pair.
    pub fn as_unranked(&mut self, v: &Val) -> (Value, Value) {
        match v {
            Val::U { rank, ptr, .. } => (*rank, *ptr),
            Val::M(d) => {
                let p = self.desc_to_stack(d);
                let r = self.iconst(clt::I64, d.sizes.len() as i64);
                (r, p)
            }
            Val::S(s) => (*s, *s),
            Val::V(v) => (v.parts[0], v.parts[0]),
        }
    }

    /// Reads a ranked descriptor of the rank in `info` from an unranked memref.
    fn desc_from_unranked(&mut self, ptr: Value, info: &MemInfo) -> Desc {
        let f = super::function::kflags();
        let r = info.rank();
        let ld = |s: &mut Self, off: usize| s.b.ins().load(clt::I64, f, ptr, (8 * off) as i32);
        let alloc = ld(self, 0);
        let aligned = ld(self, 1);
        let offset = Ix::V(ld(self, 2));
        let sizes = (0..r).map(|i| Ix::V(ld(self, 3 + i))).collect();
        let strides = (0..r).map(|i| Ix::V(ld(self, 3 + r + i))).collect();
        let d = Desc {
            alloc,
            aligned,
            offset,
            sizes,
            strides,
            elem: info.elem,
            elem_bytes: info.elem_bytes,
        };
        self.conform(d, info)
    }

    /// A fresh identity-layout allocation through the checked allocator (or mimalloc itself,
    /// in code compiled for `--memcheck=off`).
    fn heap_alloc(
        &mut self,
        op: OpId,
        sizes: Vec<Ix>,
        (elem, elem_bytes): (Scalar, i64),
        align: Option<i64>,
    ) -> Desc {
        let n = self.num_elements(&sizes);
        let size = self.ix_mul(n, Ix::C(elem_bytes));
        let bytes = self.ix(size);
        // The alignment is a constant: pass its logarithm (no rounding at run time).
        let log2 = (align.unwrap_or(16).max(elem_bytes.min(16)) as u64)
            .checked_next_power_of_two()
            .map_or(64, u64::trailing_zeros);
        let p = if self.sh.unchecked_alloc {
            self.unchecked_alloc(size, bytes, log2)
        } else {
            let align = self.iconst(clt::I32, log2 as i64);
            let site = self.site(op);
            let thread = self.thread_state();
            self.call_import(
                "bufjit_rt_alloc_on",
                &[clt::I64, clt::I32, clt::I32, PTR],
                &[PTR],
                &[bytes, align, site, thread],
            )[0]
        };
        self.fresh_desc(p, sizes, (elem, elem_bytes))
    }

    /// An untracked allocation of `bytes` (= `size`) aligned to `1 << log2`, for code compiled
    /// for `--memcheck=off`: a direct call of `mi_malloc` when it guarantees the alignment
    /// (at most 8 bytes, or 16 for a constant size of at least 16 bytes: mimalloc's
    /// `MI_MAX_ALIGN_SIZE`), else of `mi_malloc_aligned`; null for an alignment of 2⁶⁴ or more.
    /// No runtime wrapper, no site: the cheapest allocation there is.
    fn unchecked_alloc(&mut self, size: Ix, bytes: Value, log2: u32) -> Value {
        if log2 >= 64 {
            return self.iconst(PTR, 0);
        }
        let plain = log2 <= 3 || (log2 == 4 && matches!(size, Ix::C(c) if c >= 16));
        if plain {
            self.call_import("mi_malloc", &[clt::I64], &[PTR], &[bytes])[0]
        } else {
            // A whole number of alignments keeps mimalloc on its aligned fast path (see
            // `mi_alloc` in the runtime's tracker); an overflowing size stays as it is.
            let mask = (1i64 << log2) - 1;
            let up = self.b.ins().iadd_imm_s(bytes, mask);
            let whole = self.b.ins().band_imm_u(up, !mask);
            let over = self.b.ins().icmp(IntCC::UnsignedLessThan, up, bytes);
            let request = self.b.ins().select(over, bytes, whole);
            let align = self.iconst(clt::I64, 1i64 << log2);
            self.call_import(
                "mi_malloc_aligned",
                &[clt::I64, clt::I64],
                &[PTR],
                &[request, align],
            )[0]
        }
    }

    /// Copies `src` into `dst` (same shape): `memcpy` when both are contiguous row-major,
    /// `memrefCopy` otherwise.
    fn copy_desc(
        &mut self,
        src: &Desc,
        src_t: TypeId,
        dst: &Desc,
        dst_t: TypeId,
        op: OpId,
    ) -> CgResult<()> {
        let si = self.info(op, src_t)?;
        let di = self.info(op, dst_t)?;
        if si.identity && di.identity {
            let n = self.num_elements(&src.sizes);
            let bytes = self.ix_mul(n, Ix::C(src.elem_bytes));
            let bytes = self.ix(bytes);
            self.call_import("bufjit_rt_count_copy", &[clt::I64], &[], &[bytes]);
            let s = self.elem_addr(src, &[]);
            let d = self.elem_addr(dst, &[]);
            let cfg = self.module.target_config();
            self.b.call_memcpy(cfg, d, s, bytes);
        } else {
            let (sr, sp) = self.as_unranked(&Val::M(src.clone()));
            let (dr, dp) = self.as_unranked(&Val::M(dst.clone()));
            let su = self.unranked_to_stack(sr, sp);
            let du = self.unranked_to_stack(dr, dp);
            let es = self.iconst(clt::I64, src.elem_bytes);
            self.call_import("memrefCopy", &[clt::I64, PTR, PTR], &[], &[es, su, du]);
        }
        Ok(())
    }

    /// `arith.select` on memrefs: field by field.
    pub fn lower_memref_select(&mut self, op: OpId) -> CgResult<()> {
        let d = self.m.op(op);
        let c = self.scalar(d.operands[0], op)?;
        let a = self.val(d.operands[1], op)?;
        let b = self.val(d.operands[2], op)?;
        let fa = self.flat(&a);
        let fb = self.flat(&b);
        let sel: Vec<Value> = fa
            .iter()
            .zip(&fb)
            .map(|(&x, &y)| self.b.ins().select(c, x, y))
            .collect();
        let t = self.m.value_type(d.results[0]);
        let v = self.assemble(t, &sel, op)?;
        self.set_res(op, 0, v);
        Ok(())
    }

    /// Every memref op (and `bufferization.clone`): one lowering per op or op family.
    pub fn lower_memref(&mut self, op: OpId) -> CgResult<()> {
        use OpKind as K;
        match self.m.op(op).kind {
            K::Alloc | K::Alloca => self.lower_alloc(op),
            K::Dealloc => self.lower_dealloc(op),
            K::Realloc => self.lower_realloc(op),
            K::Load => self.lower_load(op),
            K::Store => self.lower_store(op),
            K::AtomicRmw => self.lower_atomic_rmw(op),
            K::GenericAtomicRmw => self.lower_generic_atomic_rmw(op),
            K::Copy => self.lower_copy(op),
            K::Cast | K::MemorySpaceCast | K::AssumeAlignment => self.lower_cast(op),
            K::SubView => self.lower_subview(op),
            K::ReinterpretCast => self.lower_reinterpret_cast(op),
            K::View => self.lower_view(op),
            K::Dim => self.lower_dim(op),
            K::Rank => self.lower_rank(op),
            K::ExtractAlignedPointerAsIndex => self.lower_extract_aligned_pointer(op),
            K::ExtractStridedMetadata => self.lower_extract_strided_metadata(op),
            K::ExpandShape | K::CollapseShape => self.lower_reshape(op),
            K::Transpose => self.lower_transpose(op),
            K::GetGlobal => self.lower_get_global(op),
            K::Prefetch => Ok(()),
            K::Clone => self.lower_clone(op),
            _ => Err(super::function::unsupported(self.m, op)),
        }
    }

    /// A fresh buffer with the identity layout at `p`.
    fn fresh_desc(&mut self, p: Value, sizes: Vec<Ix>, (elem, elem_bytes): (Scalar, i64)) -> Desc {
        let strides = self.identity_strides(&sizes);
        Desc {
            alloc: p,
            aligned: p,
            offset: Ix::C(0),
            sizes,
            strides,
            elem,
            elem_bytes,
        }
    }

    /// `memref.alloc` (checked heap) and `memref.alloca` (stack slot or arena).
    fn lower_alloc(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let info = self.result_info(op)?;
        let dynv = memref::alloc_size_operands(&info, &d.operands).map_err(|e| op_err(m, op, e))?;
        let sizes = self.mixed(&info.shape, dynv, op)?;
        let align = self.alignment_attr(op);
        self.check_alloc_sizes(op, &sizes, info.elem_bytes);
        let elem = (info.elem, info.elem_bytes);
        let desc = if d.kind == OpKind::Alloc {
            let n = self.num_elements(&sizes);
            let desc = self.heap_alloc(op, sizes, elem, align);
            self.check_allocated(op, &desc, n);
            desc
        } else {
            let n = self.num_elements(&sizes);
            let bytes = self.ix_mul(n, Ix::C(info.elem_bytes));
            let align = align.unwrap_or(16).max(info.elem_bytes.min(16));
            let p = self.stack_alloc(bytes, align);
            self.fresh_desc(p, sizes, elem)
        };
        let desc = self.conform(desc, &info);
        self.set_res(op, 0, Val::M(desc));
        Ok(())
    }

    /// Runtime errors for sizes no buffer can have, in the order the interpreter reports them
    /// ([`crate::semantics::memref::alloc_bytes`]): a negative dynamic size, then a byte count
    /// above `i64::MAX`.
    fn check_alloc_sizes(&mut self, op: OpId, sizes: &[Ix], elem_bytes: i64) {
        use crate::semantics::memref::AllocSizeError as E;
        let name = self.m.op(op).kind.name();
        for (i, s) in sizes.iter().enumerate() {
            let neg = match *s {
                Ix::V(v) => self.b.ins().icmp_imm_s(IntCC::SignedLessThan, v, 0),
                // (A constant operand folded into the size.)
                Ix::C(c) if c < 0 => self.iconst(clt::I8, 1),
                Ix::C(_) => continue,
            };
            self.runtime_check(neg, op, &E::Negative(i).message(name));
        }
        let fixed = sizes
            .iter()
            .filter_map(|s| if let Ix::C(c) = s { Some(*c) } else { None })
            .try_fold(elem_bytes as u64, |acc, c| acc.checked_mul(c.max(0) as u64))
            .filter(|&b| b <= i64::MAX as u64);
        let Some(fixed) = fixed else {
            let always = self.iconst(clt::I8, 1);
            self.runtime_check(always, op, &E::Overflow.message(name));
            return;
        };
        let mut acc = self.iconst(clt::I64, fixed as i64);
        let mut over: Option<Value> = None;
        for s in sizes {
            if let Ix::V(v) = *s {
                let hi = self.b.ins().umulhi(acc, v);
                acc = self.b.ins().imul(acc, v);
                let wide = self.b.ins().icmp_imm_s(IntCC::NotEqual, hi, 0);
                let top = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, acc, 0);
                let o = self.b.ins().bor(wide, top);
                over = Some(match over {
                    Some(p) => self.b.ins().bor(p, o),
                    None => o,
                });
            }
        }
        if let Some(o) = over {
            self.runtime_check(o, op, &E::Overflow.message(name));
        }
    }

    /// A runtime error when the allocator returned null for a non-empty buffer of `n`
    /// elements.
    fn check_allocated(&mut self, op: OpId, d: &Desc, n: Ix) {
        use crate::semantics::memref::AllocSizeError as E;
        let null = self.b.ins().icmp_imm_s(IntCC::Equal, d.alloc, 0);
        let fail = match n {
            Ix::C(0) => return,
            Ix::C(_) => null,
            Ix::V(v) => {
                let some = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, 0);
                self.b.ins().band(null, some)
            }
        };
        let name = self.m.op(op).kind.name();
        self.runtime_check(fail, op, &E::OutOfMemory.message(name));
    }

    /// `bytes` of stack memory aligned to `align`: a stack slot for a constant size, the
    /// arena otherwise.
    fn stack_alloc(&mut self, bytes: Ix, align: i64) -> Value {
        match bytes {
            Ix::C(c) => {
                let shift = (align as u64).next_power_of_two().trailing_zeros() as u8;
                let ss = self.b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    c.max(1) as u32,
                    shift,
                ));
                self.b.ins().stack_addr(PTR, ss, 0)
            }
            Ix::V(v) => {
                let a = self.iconst(clt::I64, align);
                self.call_import(
                    "bufjit_jit_stack_alloc",
                    &[clt::I64, clt::I64],
                    &[PTR],
                    &[v, a],
                )[0]
            }
        }
    }

    /// The operand of `op` that must be a memref, lowered.
    fn memref_operand(&self, op: OpId, i: usize) -> CgResult<Val> {
        match self.val(self.m.op(op).operands[i], op)? {
            Val::S(_) | Val::V(_) => Err(op_err(self.m, op, "expects a memref")),
            v => Ok(v),
        }
    }

    /// `memref.dealloc`.
    fn lower_dealloc(&mut self, op: OpId) -> CgResult<()> {
        // The address of the first element: the allocated pointer for a buffer from
        // `memref.alloc`, an interior pointer for a view into one (MLIR leaves deallocating
        // a view undefined; the allocator reports it).
        let p = match self.memref_operand(op, 0)? {
            Val::M(d) => self.elem_addr(&d, &[]),
            Val::U { ptr, .. } => self
                .b
                .ins()
                .load(clt::I64, super::function::kflags(), ptr, 0),
            Val::S(_) | Val::V(_) => unreachable!("memref_operand"),
        };
        if self.sh.unchecked_alloc {
            self.call_import("mi_free", &[PTR], &[], &[p]);
        } else {
            let site = self.site(op);
            let thread = self.thread_state();
            self.call_import(
                "bufjit_rt_free_on",
                &[PTR, clt::I32, PTR],
                &[clt::I32],
                &[p, site, thread],
            );
        }
        Ok(())
    }

    /// The calling thread's allocator state for the checked entries `bufjit_rt_alloc_on` and
    /// `bufjit_rt_free_on`: one call of `bufjit_rt_thread` at the top of the function's entry
    /// block (a function call runs on one thread from entry to return; a parallel loop's
    /// chunks run outlined functions of their own), made by the first allocation or free that
    /// needs it. The entries then read no thread-local variable, which would be a call in
    /// their fast paths and a stack frame with it.
    pub(crate) fn thread_state(&mut self) -> Value {
        if let Some(t) = self.thread {
            return t;
        }
        let f = self.import("bufjit_rt_thread", &[], &[PTR]);
        let Some(entry) = self.b.func.layout.entry_block() else {
            // Not reached: the lowering of a function inserts its entry block first.
            let call = self.b.ins().call(f, &[]);
            return self.b.inst_results(call)[0];
        };
        let mut cursor = FuncCursor::new(self.b.func).at_first_insertion_point(entry);
        let call = cursor.ins().call(f, &[]);
        let t = cursor.func.dfg.first_result(call);
        self.thread = Some(t);
        t
    }

    /// `memref.realloc`.
    fn lower_realloc(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let ops = &m.op(op).operands;
        let src = self.desc(ops[0], op)?;
        let info = self.result_info(op)?;
        let size = if info.shape[0] == DYNAMIC {
            let s = ops
                .get(1)
                .ok_or_else(|| op_err(m, op, "needs a dynamic size"))?;
            self.ix_of(*s, op)?
        } else {
            Ix::C(info.shape[0])
        };
        let bytes = self.ix_mul(size, Ix::C(info.elem_bytes));
        let bytes = self.ix(bytes);
        let align_v = self.alignment_attr(op).unwrap_or(16);
        let p = if self.sh.unchecked_alloc {
            // The tracker's rounding of the alignment, done at compile time.
            match (align_v.max(1) as u64).checked_next_power_of_two() {
                Some(a) if a <= 1 << 62 => {
                    let align = self.iconst(clt::I64, a as i64);
                    self.call_import(
                        "mi_realloc_aligned",
                        &[PTR, clt::I64, clt::I64],
                        &[PTR],
                        &[src.alloc, bytes, align],
                    )[0]
                }
                _ => self.iconst(PTR, 0),
            }
        } else {
            let align = self.iconst(clt::I64, align_v);
            let site = self.site(op);
            self.call_import(
                "bufjit_rt_realloc",
                &[PTR, clt::I64, clt::I64, clt::I32],
                &[PTR],
                &[src.alloc, bytes, align, site],
            )[0]
        };
        let desc = Desc {
            alloc: p,
            aligned: p,
            offset: Ix::C(0),
            sizes: vec![size],
            strides: vec![Ix::C(1)],
            elem: info.elem,
            elem_bytes: info.elem_bytes,
        };
        self.set_conformed(op, desc, &info);
        Ok(())
    }

    /// The address (base, immediate offset) of the element a load or store at `op` accesses
    /// in `d`, whose indices follow operand `mem`.
    fn access_addr(&mut self, op: OpId, d: &Desc, mem: usize) -> CgResult<(Value, i32)> {
        Ok(match self.stream_addr(op) {
            Some(a) => self.checked_addr(a),
            None => {
                let idx = self.indices(&self.m.op(op).operands[mem + 1..], op)?;
                (self.elem_addr(d, &idx), 0)
            }
        })
    }

    /// `memref.load`.
    fn lower_load(&mut self, op: OpId) -> CgResult<()> {
        let src = self.desc(self.m.op(op).operands[0], op)?;
        let (addr, off) = self.access_addr(op, &src, 0)?;
        if let Some(ty) = super::vector::vec_ty(self.m, self.m.value_type(self.m.op(op).results[0]))
        {
            let ty = ty.map_err(|e| op_err(self.m, op, e))?;
            let a = if off == 0 {
                addr
            } else {
                self.iadd_imm(addr, off as i64)
            };
            let f = self.load_flags(op);
            let v = self.load_vector_elem(&ty, a, f);
            self.set_res(op, 0, Val::V(v));
            return Ok(());
        }
        // Memory may hold what values cannot (complex numbers).
        let rt = self.m.value_type(self.m.op(op).results[0]);
        super::types::scalar(self.m, rt).map_err(|e| op_err(self.m, op, e))?;
        let f = self.load_flags(op);
        let v = self.b.ins().load(src.elem.cl(), f, addr, off);
        if self.sh.check_freed_memory {
            self.check_freed_read(v, src.elem, addr, op);
        }
        self.set_res(op, 0, Val::S(v));
        Ok(())
    }

    /// `memref.store`.
    fn lower_store(&mut self, op: OpId) -> CgResult<()> {
        let ops = &self.m.op(op).operands;
        if let Val::V(v) = self.val(ops[0], op)? {
            let dst = self.desc(ops[1], op)?;
            let (addr, off) = self.access_addr(op, &dst, 1)?;
            let a = if off == 0 {
                addr
            } else {
                self.iadd_imm(addr, off as i64)
            };
            self.store_vector_elem(&v, a, super::function::kflags());
            return Ok(());
        }
        let v = self.scalar(ops[0], op)?;
        let dst = self.desc(ops[1], op)?;
        let (addr, off) = self.access_addr(op, &dst, 1)?;
        let f = super::function::kflags();
        if self.sh.check_freed_memory {
            let old = self.b.ins().load(dst.elem.cl(), f, addr, 0);
            self.check_freed_write(old, dst.elem, addr, op);
        }
        self.b.ins().store(f, v, addr, off);
        Ok(())
    }

    /// `memref.copy`.
    fn lower_copy(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let ops = &m.op(op).operands;
        let s = self.val(ops[0], op)?;
        let t = self.val(ops[1], op)?;
        match (s, t) {
            (Val::M(s), Val::M(t)) => {
                if self.sh.check_freed_memory {
                    let n = self.num_elements(&s.sizes);
                    let n = self.ix(n);
                    let sa = self.elem_addr(&s, &[]);
                    let ta = self.elem_addr(&t, &[]);
                    let site = self.site(op);
                    self.call_import(
                        "bufjit_rt_check_copy",
                        &[PTR, PTR, clt::I64, clt::I32],
                        &[clt::I32],
                        &[sa, ta, n, site],
                    );
                }
                let (st, tt) = (m.value_type(ops[0]), m.value_type(ops[1]));
                self.copy_desc(&s, st, &t, tt, op)
            }
            (s, t) => {
                let elem = match types::memref_kind(m, m.value_type(ops[0])) {
                    Ok(MemKind::Ranked(i)) => i.elem,
                    Ok(MemKind::Unranked(e)) => e,
                    Err(e) => return Err(op_err(m, op, e)),
                };
                let (sr, sp) = self.as_unranked(&s);
                let (tr, tp) = self.as_unranked(&t);
                let su = self.unranked_to_stack(sr, sp);
                let tu = self.unranked_to_stack(tr, tp);
                let es = self.iconst(clt::I64, elem.bytes());
                self.call_import("memrefCopy", &[clt::I64, PTR, PTR], &[], &[es, su, tu]);
                Ok(())
            }
        }
    }

    /// `memref.cast`, `memref.memory_space_cast`, `memref.assume_alignment`: the same
    /// memory, ranked or unranked as the result type says.
    fn lower_cast(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let v = self.val(d.operands[0], op)?;
        let rt = m.value_type(d.results[0]);
        let kind = types::memref_kind(m, rt).map_err(|e| op_err(m, op, e))?;
        let out = match (v, kind) {
            (Val::M(d), MemKind::Ranked(info)) => Val::M(self.conform(d, &info)),
            (Val::M(d), MemKind::Unranked(elem)) => {
                let p = self.desc_to_stack(&d);
                let r = self.iconst(clt::I64, d.sizes.len() as i64);
                Val::U {
                    rank: r,
                    ptr: p,
                    elem,
                }
            }
            (Val::U { ptr, .. }, MemKind::Ranked(info)) => {
                Val::M(self.desc_from_unranked(ptr, &info))
            }
            (u @ Val::U { .. }, MemKind::Unranked(_)) => u,
            (Val::S(_) | Val::V(_), _) => return Err(op_err(m, op, "expects a memref")),
        };
        self.set_res(op, 0, out);
        Ok(())
    }

    /// The offsets, sizes and strides of a `memref.subview` or `memref.reinterpret_cast`.
    fn offsets_sizes_strides(&self, op: OpId) -> CgResult<[Vec<Ix>; 3]> {
        let ops = &self.m.op(op).operands;
        let [o, s, t] = memref::offset_size_stride_operands(self.m, op);
        Ok([
            self.mixed(&self.static_list(op, "static_offsets"), &ops[o], op)?,
            self.mixed(&self.static_list(op, "static_sizes"), &ops[s], op)?,
            self.mixed(&self.static_list(op, "static_strides"), &ops[t], op)?,
        ])
    }

    /// `memref.reinterpret_cast`.
    fn lower_reinterpret_cast(&mut self, op: OpId) -> CgResult<()> {
        let info = self.result_info(op)?;
        let (alloc, aligned) = match self.memref_operand(op, 0)? {
            Val::M(d) => (d.alloc, d.aligned),
            Val::U { ptr, .. } => {
                let f = super::function::kflags();
                (
                    self.b.ins().load(clt::I64, f, ptr, 0),
                    self.b.ins().load(clt::I64, f, ptr, 8),
                )
            }
            Val::S(_) | Val::V(_) => unreachable!("memref_operand"),
        };
        let [offs, sizes, strides] = self.offsets_sizes_strides(op)?;
        let desc = Desc {
            alloc,
            aligned,
            offset: offs.first().copied().unwrap_or(Ix::C(0)),
            sizes,
            strides,
            elem: info.elem,
            elem_bytes: info.elem_bytes,
        };
        self.set_conformed(op, desc, &info);
        Ok(())
    }

    /// `memref.view`.
    fn lower_view(&mut self, op: OpId) -> CgResult<()> {
        let ops = &self.m.op(op).operands;
        let src = self.desc(ops[0], op)?;
        let info = self.result_info(op)?;
        let shift = self.ix_of(ops[1], op)?;
        let base = self.elem_addr(&src, &[]);
        let aligned = match shift {
            Ix::C(0) => base,
            Ix::C(c) => self.iadd_imm(base, c),
            Ix::V(v) => self.iadd(base, v),
        };
        let sizes = self.mixed(&info.shape, &ops[2..], op)?;
        let desc = Desc {
            alloc: src.alloc,
            aligned,
            ..self.fresh_desc(aligned, sizes, (info.elem, info.elem_bytes))
        };
        self.set_conformed(op, desc, &info);
        Ok(())
    }

    /// `memref.dim`.
    fn lower_dim(&mut self, op: OpId) -> CgResult<()> {
        let ops = &self.m.op(op).operands;
        let v = self.val(ops[0], op)?;
        let idx = self.ix_of(ops[1], op)?;
        let r = match (&v, idx) {
            (Val::M(d), Ix::C(i)) if (i as usize) < d.sizes.len() && i >= 0 => {
                let s = d.sizes[i as usize];
                self.ix(s)
            }
            (Val::M(d), Ix::V(i)) => {
                let mut acc = self.iconst(clt::I64, 0);
                for (k, &s) in d.sizes.iter().enumerate() {
                    let sv = self.ix(s);
                    let is = self.b.ins().icmp_imm_s(IntCC::Equal, i, k as i64);
                    acc = self.b.ins().select(is, sv, acc);
                }
                acc
            }
            (Val::U { ptr, .. }, idx) => {
                let i = self.ix(idx);
                let off = self.b.ins().ishl_imm_u(i, 3);
                let a = self.b.ins().iadd(*ptr, off);
                self.b
                    .ins()
                    .load(clt::I64, super::function::kflags(), a, 24)
            }
            _ => self.iconst(clt::I64, 0),
        };
        self.set_res(op, 0, Val::S(r));
        Ok(())
    }

    /// `memref.rank`.
    fn lower_rank(&mut self, op: OpId) -> CgResult<()> {
        let r = match self.memref_operand(op, 0)? {
            Val::M(d) => self.iconst(clt::I64, d.sizes.len() as i64),
            Val::U { rank, .. } => rank,
            Val::S(_) | Val::V(_) => unreachable!("memref_operand"),
        };
        self.set_res(op, 0, Val::S(r));
        Ok(())
    }

    /// `memref.extract_aligned_pointer_as_index`.
    fn lower_extract_aligned_pointer(&mut self, op: OpId) -> CgResult<()> {
        let p = match self.memref_operand(op, 0)? {
            Val::M(d) => d.aligned,
            Val::U { ptr, .. } => self
                .b
                .ins()
                .load(clt::I64, super::function::kflags(), ptr, 8),
            Val::S(_) | Val::V(_) => unreachable!("memref_operand"),
        };
        self.set_res(op, 0, Val::S(p));
        Ok(())
    }

    /// `memref.extract_strided_metadata`.
    fn lower_extract_strided_metadata(&mut self, op: OpId) -> CgResult<()> {
        let src = self.desc(self.m.op(op).operands[0], op)?;
        let r = src.sizes.len();
        let base = Desc {
            alloc: src.alloc,
            aligned: src.aligned,
            offset: Ix::C(0),
            sizes: vec![],
            strides: vec![],
            elem: src.elem,
            elem_bytes: src.elem_bytes,
        };
        self.set_res(op, 0, Val::M(base));
        let o = self.ix(src.offset);
        self.set_res(op, 1, Val::S(o));
        for i in 0..r {
            let s = self.ix(src.sizes[i]);
            self.set_res(op, 2 + i, Val::S(s));
            let t = self.ix(src.strides[i]);
            self.set_res(op, 2 + r + i, Val::S(t));
        }
        Ok(())
    }

    /// `memref.transpose`.
    fn lower_transpose(&mut self, op: OpId) -> CgResult<()> {
        let src = self.desc(self.m.op(op).operands[0], op)?;
        let info = self.result_info(op)?;
        let perm = memref::permutation(self.m, op).map_err(|e| op_err(self.m, op, e))?;
        let mut dd = src.clone();
        dd.sizes = perm.iter().map(|&p| src.sizes[p]).collect();
        dd.strides = perm.iter().map(|&p| src.strides[p]).collect();
        self.set_conformed(op, dd, &info);
        Ok(())
    }

    /// `memref.get_global`.
    fn lower_get_global(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let name = match m.attr(op, "name") {
            Some(Attribute::SymbolRef { root, .. }) => root.clone(),
            _ => return Err(op_err(m, op, "has no symbol")),
        };
        let Some(&(id, _)) = self.sh.globals.get(&name) else {
            return Err(op_err(
                m,
                op,
                format!("refers to an unknown global '@{name}'"),
            ));
        };
        let info = self.result_info(op)?;
        let gv = self.module.declare_data_in_func(id, self.b.func);
        let p = self.b.ins().symbol_value(PTR, gv);
        let sizes: Vec<Ix> = info.shape.iter().map(|&s| Ix::C(s)).collect();
        let desc = self.fresh_desc(p, sizes, (info.elem, info.elem_bytes));
        self.set_conformed(op, desc, &info);
        Ok(())
    }

    /// `bufferization.clone`: a fresh contiguous buffer holding a copy.
    fn lower_clone(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let src = self.desc(d.operands[0], op)?;
        let st = m.value_type(d.operands[0]);
        let info = self.result_info(op)?;
        let dst = self.heap_alloc(op, src.sizes.clone(), (src.elem, src.elem_bytes), None);
        let rt = m.value_type(d.results[0]);
        // The clone is contiguous; its type must agree.
        for (i, &s) in info.strides.iter().enumerate() {
            if let (true, Ix::C(c)) = (s != DYNAMIC, dst.strides[i]) {
                if c != s {
                    return Err(op_err(
                        m,
                        op,
                        "clones into a non-contiguous layout, which is not supported",
                    ));
                }
            }
        }
        self.copy_desc(&src, st, &dst, rt, op)?;
        self.set_conformed(op, dst, &info);
        Ok(())
    }

    /// `memref.atomic_rmw`.
    fn lower_atomic_rmw(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let ops = &m.op(op).operands;
        let v = self.scalar(ops[0], op)?;
        let dst = self.desc(ops[1], op)?;
        let idx = self.indices(&ops[2..], op)?;
        let addr = self.elem_addr(&dst, &idx);
        let name = memref::rmw_kind(m, op).ok_or_else(|| op_err(m, op, "has an invalid kind"))?;
        let f = super::function::kflags();
        let ty = dst.elem.cl();
        let old = self.b.ins().load(ty, f, addr, 0);
        let f32 = dst.elem == Scalar::F32;
        let new = match name {
            "addf" => self.b.ins().fadd(old, v),
            "mulf" => self.b.ins().fmul(old, v),
            "addi" => self.b.ins().iadd(old, v),
            "muli" => self.b.ins().imul(old, v),
            "assign" => v,
            "maximumf" => self.b.ins().fmax(old, v),
            "minimumf" => self.b.ins().fmin(old, v),
            "maxnumf" => self.call_import(
                if f32 { "fmaxf" } else { "fmax" },
                &[ty, ty],
                &[ty],
                &[old, v],
            )[0],
            "minnumf" => self.call_import(
                if f32 { "fminf" } else { "fmin" },
                &[ty, ty],
                &[ty],
                &[old, v],
            )[0],
            "maxs" => self.b.ins().smax(old, v),
            "mins" => self.b.ins().smin(old, v),
            "maxu" => self.b.ins().umax(old, v),
            "minu" => self.b.ins().umin(old, v),
            "ori" => self.b.ins().bor(old, v),
            "andi" => self.b.ins().band(old, v),
            "xori" => self.b.ins().bxor(old, v),
            _ => return Err(op_err(m, op, "has an invalid kind")),
        };
        self.b.ins().store(f, new, addr, 0);
        self.set_res(op, 0, Val::S(old));
        Ok(())
    }

    /// `memref.generic_atomic_rmw`: loads the element, inlines the body on it and stores what
    /// its `memref.atomic_yield` passes to the merge block; the result is the old value (as
    /// MLIR's cmpxchg loop returns it). Generated code runs a program's accesses to one element
    /// from one thread, so no retry loop is needed.
    fn lower_generic_atomic_rmw(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let ops = &m.op(op).operands;
        let dst = self.desc(ops[0], op)?;
        let idx = self.indices(&ops[1..], op)?;
        let addr = self.elem_addr(&dst, &idx);
        let f = super::function::kflags();
        let old = self.b.ins().load(dst.elem.cl(), f, addr, 0);
        let rt = m.value_type(m.op(op).results[0]);
        let merge = self.block_with_params(&[rt], op)?;
        self.exits.insert(op, super::function::Exit::Jump(merge));
        self.lower_inline_region(m.op(op).regions[0], op, &[Val::S(old)])?;
        self.b.switch_to_block(merge);
        let new = self.b.block_params(merge)[0];
        self.b.ins().store(f, new, addr, 0);
        self.set_res(op, 0, Val::S(old));
        Ok(())
    }

    /// `memref.subview`.
    fn lower_subview(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let src = self.desc(m.op(op).operands[0], op)?;
        let info = self.result_info(op)?;
        let [offs, sizes, steps] = self.offsets_sizes_strides(op)?;
        let r = src.sizes.len();
        if offs.len() != r || sizes.len() != r || steps.len() != r {
            return Err(op_err(
                m,
                op,
                "has offsets/sizes/strides of the wrong length",
            ));
        }
        let (offset, strides) = memref::subview(self, src.offset, &src.strides, &offs, &steps);
        // Rank reduction: drop unit dimensions the result type does not have.
        let ss = self.static_list(op, "static_sizes");
        let keep = memref::rank_reduction_keep(&ss, &info.shape, r).ok_or_else(|| {
            op_err(
                m,
                op,
                "has a rank reduction the code generator cannot match",
            )
        })?;
        let desc = Desc {
            alloc: src.alloc,
            aligned: src.aligned,
            offset,
            sizes: keep.iter().map(|&i| sizes[i]).collect(),
            strides: keep.iter().map(|&i| strides[i]).collect(),
            elem: info.elem,
            elem_bytes: info.elem_bytes,
        };
        self.set_conformed(op, desc, &info);
        Ok(())
    }

    /// `memref.expand_shape` and `memref.collapse_shape`.
    fn lower_reshape(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let src = self.desc(d.operands[0], op)?;
        let info = self.result_info(op)?;
        let groups = memref::reassociation(m, op).map_err(|e| op_err(m, op, e))?;
        let bad = || op_err(m, op, memref::BAD_REASSOCIATION);
        let mut desc = src.clone();
        if d.kind == OpKind::ExpandShape {
            let out_shape = self.static_list(op, "static_output_shape");
            let sizes = self.mixed(&out_shape, &d.operands[1..], op)?;
            desc.strides =
                memref::expand_strides(self, &src.strides, &groups, &sizes).ok_or_else(bad)?;
            desc.sizes = sizes;
        } else {
            let (sizes, strides) =
                memref::collapse(self, &src.sizes, &src.strides, &groups).ok_or_else(bad)?;
            desc.sizes = sizes;
            desc.strides = strides;
        }
        self.set_conformed(op, desc, &info);
        Ok(())
    }
}
