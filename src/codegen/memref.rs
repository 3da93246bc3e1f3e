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
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types as clt, InstBuilder, StackSlotData, StackSlotKind, Value};

const RMW_KINDS: [&str; 16] = [
    "addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu", "mulf",
    "muli", "ori", "andi", "maxnumf", "minnumf", "xori",
];

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

    /// Replaces descriptor fields with the constants a type states.
    pub fn conform(&self, mut d: Desc, info: &MemInfo) -> Desc {
        if info.offset != DYNAMIC {
            d.offset = Ix::C(info.offset);
        }
        for i in 0..info.rank().min(d.sizes.len()) {
            if info.shape[i] != DYNAMIC {
                d.sizes[i] = Ix::C(info.shape[i]);
            }
            if info.strides[i] != DYNAMIC {
                d.strides[i] = Ix::C(info.strides[i]);
            }
        }
        d.elem = info.elem;
        d
    }

    /// Row-major strides of `sizes` (constants where possible).
    fn identity_strides(&mut self, sizes: &[Ix]) -> Vec<Ix> {
        let mut strides = vec![Ix::C(1); sizes.len()];
        let mut acc = Ix::C(1);
        for i in (0..sizes.len()).rev() {
            strides[i] = acc;
            if i > 0 {
                acc = self.ix_mul(acc, sizes[i]);
            }
        }
        strides
    }

    /// The number of elements of a shape.
    fn num_elements(&mut self, sizes: &[Ix]) -> Ix {
        let mut n = Ix::C(1);
        for &s in sizes {
            n = self.ix_mul(n, s);
        }
        n
    }

    /// The address of element `idx` of `d`.
    pub fn elem_addr(&mut self, d: &Desc, idx: &[Ix]) -> Value {
        let mut lin = d.offset;
        for (i, &x) in idx.iter().enumerate() {
            let t = self.ix_mul(x, d.strides[i]);
            lin = self.ix_add(lin, t);
        }
        let bytes = d.elem.bytes();
        match lin {
            Ix::C(c) => {
                if c == 0 {
                    d.aligned
                } else {
                    self.iadd_imm(d.aligned, c.wrapping_mul(bytes))
                }
            }
            Ix::V(v) => {
                let off = self.ishl_imm(v, i64::from(bytes.trailing_zeros()));
                self.iadd(d.aligned, off)
            }
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
        match self.m.attr(op, "alignment") {
            Some(Attribute::Integer { value, .. }) if *value > 0 => Some(*value as i64),
            _ => None,
        }
    }

    fn static_list(&self, op: OpId, name: &str) -> Vec<i64> {
        match self.m.attr(op, name) {
            Some(Attribute::DenseArray { values, .. }) => values.clone(),
            _ => vec![],
        }
    }

    /// Mixed static/dynamic list: statics with [`DYNAMIC`] holes filled from `dynv` in order.
    fn mixed(&self, stat: &[i64], dynv: &[ValueId], op: OpId) -> CgResult<Vec<Ix>> {
        let mut it = dynv.iter();
        stat.iter()
            .map(|&s| {
                if s == DYNAMIC {
                    let v = *it
                        .next()
                        .ok_or_else(|| op_err(self.m, op, "has too few dynamic operands"))?;
                    self.ix_of(v, op)
                } else {
                    Ok(Ix::C(s))
                }
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
        };
        self.conform(d, info)
    }

    /// A fresh identity-layout allocation through the checked allocator (or mimalloc itself,
    /// in code compiled for `--memcheck=off`).
    fn heap_alloc(&mut self, op: OpId, sizes: Vec<Ix>, elem: Scalar, align: Option<i64>) -> Desc {
        let n = self.num_elements(&sizes);
        let size = self.ix_mul(n, Ix::C(elem.bytes()));
        let bytes = self.ix(size);
        // The alignment is a constant: pass its logarithm (no rounding at run time).
        let log2 = (align.unwrap_or(16).max(elem.bytes()) as u64)
            .checked_next_power_of_two()
            .map_or(64, u64::trailing_zeros);
        let p = if self.sh.unchecked_alloc {
            self.unchecked_alloc(size, bytes, log2)
        } else {
            let align = self.iconst(clt::I32, log2 as i64);
            let site = self.site(op);
            self.call_import(
                "bufjit_rt_alloc_log2",
                &[clt::I64, clt::I32, clt::I32],
                &[PTR],
                &[bytes, align, site],
            )[0]
        };
        let strides = self.identity_strides(&sizes);
        Desc {
            alloc: p,
            aligned: p,
            offset: Ix::C(0),
            sizes,
            strides,
            elem,
        }
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
            let bytes = self.ix_mul(n, Ix::C(src.elem.bytes()));
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
            let es = self.iconst(clt::I64, src.elem.bytes());
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

    /// Every memref op.
    pub fn lower_memref(&mut self, op: OpId) -> CgResult<()> {
        use OpKind as K;
        let m = self.m;
        let d = m.op(op);
        let ops = d.operands.clone();
        match d.kind {
            K::Alloc | K::Alloca => {
                let info = self.result_info(op)?;
                if !info.identity {
                    return Err(op_err(
                        m,
                        op,
                        "with a non-identity layout is not supported by the code generator",
                    ));
                }
                let ndyn = info.shape.iter().filter(|&&s| s == DYNAMIC).count();
                let sizes = self.mixed(&info.shape, &ops[..ndyn.min(ops.len())], op)?;
                let align = self.alignment_attr(op);
                let desc = if d.kind == K::Alloc {
                    self.heap_alloc(op, sizes, info.elem, align)
                } else {
                    let n = self.num_elements(&sizes);
                    let bytes = self.ix_mul(n, Ix::C(info.elem.bytes()));
                    let align = align.unwrap_or(16).max(info.elem.bytes());
                    let p = match bytes {
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
                    };
                    let strides = self.identity_strides(&sizes);
                    Desc {
                        alloc: p,
                        aligned: p,
                        offset: Ix::C(0),
                        sizes,
                        strides,
                        elem: info.elem,
                    }
                };
                let desc = self.conform(desc, &info);
                self.set_res(op, 0, Val::M(desc));
            }
            K::Dealloc => {
                let v = self.val(ops[0], op)?;
                // The address of the first element: the allocated pointer for a buffer from
                // `memref.alloc`, an interior pointer for a view into one (MLIR leaves
                // deallocating a view undefined; the allocator reports it).
                let p = match v {
                    Val::M(d) => self.elem_addr(&d, &[]),
                    Val::U { ptr, .. } => {
                        self.b
                            .ins()
                            .load(clt::I64, super::function::kflags(), ptr, 0)
                    }
                    Val::S(_) => return Err(op_err(m, op, "expects a memref")),
                };
                if self.sh.unchecked_alloc {
                    self.call_import("mi_free", &[PTR], &[], &[p]);
                } else {
                    let site = self.site(op);
                    self.call_import("bufjit_rt_free", &[PTR, clt::I32], &[clt::I32], &[p, site]);
                }
            }
            K::Realloc => {
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
                let bytes = self.ix_mul(size, Ix::C(info.elem.bytes()));
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
                };
                self.set_res(op, 0, Val::M(self.conform(desc, &info)));
            }
            K::Load => {
                let src = self.desc(ops[0], op)?;
                let (addr, off) = match self.stream_addr(op) {
                    Some(a) => self.checked_addr(a),
                    None => {
                        let idx = self.indices(&ops[1..], op)?;
                        (self.elem_addr(&src, &idx), 0)
                    }
                };
                let f = self.load_flags(op);
                let v = self.b.ins().load(src.elem.cl(), f, addr, off);
                if self.sh.check_freed_memory {
                    self.check_freed_read(v, src.elem, addr, op);
                }
                self.set_res(op, 0, Val::S(v));
            }
            K::Store => {
                let v = self.scalar(ops[0], op)?;
                let dst = self.desc(ops[1], op)?;
                let (addr, off) = match self.stream_addr(op) {
                    Some(a) => self.checked_addr(a),
                    None => {
                        let idx = self.indices(&ops[2..], op)?;
                        (self.elem_addr(&dst, &idx), 0)
                    }
                };
                let f = super::function::kflags();
                if self.sh.check_freed_memory {
                    let old = self.b.ins().load(dst.elem.cl(), f, addr, 0);
                    self.check_freed_write(old, dst.elem, addr, op);
                }
                self.b.ins().store(f, v, addr, off);
            }
            K::AtomicRmw => self.lower_atomic_rmw(op)?,
            K::Copy => {
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
                        self.copy_desc(&s, st, &t, tt, op)?;
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
                    }
                }
            }
            K::Cast | K::MemorySpaceCast | K::AssumeAlignment => {
                let v = self.val(ops[0], op)?;
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
                    (Val::S(_), _) => return Err(op_err(m, op, "expects a memref")),
                };
                self.set_res(op, 0, out);
            }
            K::SubView => self.lower_subview(op)?,
            K::ReinterpretCast => {
                let info = self.result_info(op)?;
                let (alloc, aligned) = match self.val(ops[0], op)? {
                    Val::M(d) => (d.alloc, d.aligned),
                    Val::U { ptr, .. } => {
                        let f = super::function::kflags();
                        (
                            self.b.ins().load(clt::I64, f, ptr, 0),
                            self.b.ins().load(clt::I64, f, ptr, 8),
                        )
                    }
                    Val::S(_) => return Err(op_err(m, op, "expects a memref")),
                };
                let seg = self.static_list(op, "operandSegmentSizes");
                let (no, ns) = (
                    seg.get(1).copied().unwrap_or(0) as usize,
                    seg.get(2).copied().unwrap_or(0) as usize,
                );
                let offs =
                    self.mixed(&self.static_list(op, "static_offsets"), &ops[1..1 + no], op)?;
                let sizes = self.mixed(
                    &self.static_list(op, "static_sizes"),
                    &ops[1 + no..1 + no + ns],
                    op,
                )?;
                let strides = self.mixed(
                    &self.static_list(op, "static_strides"),
                    &ops[1 + no + ns..],
                    op,
                )?;
                let desc = Desc {
                    alloc,
                    aligned,
                    offset: offs.first().copied().unwrap_or(Ix::C(0)),
                    sizes,
                    strides,
                    elem: info.elem,
                };
                self.set_res(op, 0, Val::M(self.conform(desc, &info)));
            }
            K::View => {
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
                let strides = self.identity_strides(&sizes);
                let desc = Desc {
                    alloc: src.alloc,
                    aligned,
                    offset: Ix::C(0),
                    sizes,
                    strides,
                    elem: info.elem,
                };
                self.set_res(op, 0, Val::M(self.conform(desc, &info)));
            }
            K::Dim => {
                let v = self.val(ops[0], op)?;
                let idx = self.ix_of(ops[1], op)?;
                let r = match (&v, idx) {
                    (Val::M(d), Ix::C(i)) if (i as usize) < d.sizes.len() && i >= 0 => {
                        let s = d.sizes[i as usize];
                        self.ix(s)
                    }
                    (Val::M(d), Ix::V(i)) => {
                        let mut acc = self.iconst(clt::I64, 0);
                        for (k, &s) in d.sizes.clone().iter().enumerate() {
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
            }
            K::Rank => {
                let r = match self.val(ops[0], op)? {
                    Val::M(d) => self.iconst(clt::I64, d.sizes.len() as i64),
                    Val::U { rank, .. } => rank,
                    Val::S(_) => return Err(op_err(m, op, "expects a memref")),
                };
                self.set_res(op, 0, Val::S(r));
            }
            K::ExtractAlignedPointerAsIndex => {
                let p = match self.val(ops[0], op)? {
                    Val::M(d) => d.aligned,
                    Val::U { ptr, .. } => {
                        self.b
                            .ins()
                            .load(clt::I64, super::function::kflags(), ptr, 8)
                    }
                    Val::S(_) => return Err(op_err(m, op, "expects a memref")),
                };
                self.set_res(op, 0, Val::S(p));
            }
            K::ExtractStridedMetadata => {
                let src = self.desc(ops[0], op)?;
                let r = src.sizes.len();
                let base = Desc {
                    alloc: src.alloc,
                    aligned: src.aligned,
                    offset: Ix::C(0),
                    sizes: vec![],
                    strides: vec![],
                    elem: src.elem,
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
            }
            K::ExpandShape | K::CollapseShape => self.lower_reshape(op)?,
            K::Transpose => {
                let src = self.desc(ops[0], op)?;
                let info = self.result_info(op)?;
                let perm: Vec<usize> = match m.attr(op, "permutation") {
                    Some(Attribute::AffineMap(map)) => map
                        .results
                        .iter()
                        .map(|e| match e {
                            crate::ir::AffineExpr::Dim(i) => Ok(*i as usize),
                            _ => Err(op_err(m, op, "has an unsupported permutation")),
                        })
                        .collect::<CgResult<_>>()?,
                    _ => return Err(op_err(m, op, "has no permutation")),
                };
                let mut dd = src.clone();
                dd.sizes = perm.iter().map(|&p| src.sizes[p]).collect();
                dd.strides = perm.iter().map(|&p| src.strides[p]).collect();
                self.set_res(op, 0, Val::M(self.conform(dd, &info)));
            }
            K::GetGlobal => {
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
                let strides = self.identity_strides(&sizes);
                let desc = Desc {
                    alloc: p,
                    aligned: p,
                    offset: Ix::C(0),
                    sizes,
                    strides,
                    elem: info.elem,
                };
                self.set_res(op, 0, Val::M(self.conform(desc, &info)));
            }
            K::Prefetch => {}
            K::Clone => {
                let src = self.desc(ops[0], op)?;
                let st = m.value_type(ops[0]);
                let info = self.result_info(op)?;
                let dst = self.heap_alloc(op, src.sizes.clone(), src.elem, None);
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
                let identity_t = {
                    let _ = rt;
                    st
                };
                self.copy_desc(&src, identity_t, &dst, rt, op)?;
                self.set_res(op, 0, Val::M(self.conform(dst, &info)));
            }
            _ => return Err(super::function::unsupported(m, op)),
        }
        Ok(())
    }

    fn lower_atomic_rmw(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let ops = m.op(op).operands.clone();
        let v = self.scalar(ops[0], op)?;
        let dst = self.desc(ops[1], op)?;
        let idx = self.indices(&ops[2..], op)?;
        let addr = self.elem_addr(&dst, &idx);
        let kind = match m.attr(op, "kind") {
            Some(Attribute::Integer { value, .. }) => *value as usize,
            _ => usize::MAX,
        };
        let name = *RMW_KINDS
            .get(kind)
            .ok_or_else(|| op_err(m, op, "has an invalid kind"))?;
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

    fn lower_subview(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let ops = m.op(op).operands.clone();
        let src = self.desc(ops[0], op)?;
        let info = self.result_info(op)?;
        let seg = self.static_list(op, "operandSegmentSizes");
        let no = seg.get(1).copied().unwrap_or(0) as usize;
        let ns = seg.get(2).copied().unwrap_or(0) as usize;
        let so = self.static_list(op, "static_offsets");
        let ss = self.static_list(op, "static_sizes");
        let st = self.static_list(op, "static_strides");
        let offs = self.mixed(&so, &ops[1..1 + no], op)?;
        let sizes = self.mixed(&ss, &ops[1 + no..1 + no + ns], op)?;
        let steps = self.mixed(&st, &ops[1 + no + ns..], op)?;
        let r = src.sizes.len();
        if offs.len() != r || sizes.len() != r || steps.len() != r {
            return Err(op_err(
                m,
                op,
                "has offsets/sizes/strides of the wrong length",
            ));
        }
        let mut offset = src.offset;
        let mut strides = Vec::with_capacity(r);
        for i in 0..r {
            let t = self.ix_mul(offs[i], src.strides[i]);
            offset = self.ix_add(offset, t);
            strides.push(self.ix_mul(src.strides[i], steps[i]));
        }
        // Rank reduction: drop unit dimensions the result type does not have.
        let keep = rank_reduction_keep(&ss, &info.shape, &st, &info.strides, &src, &steps)
            .ok_or_else(|| {
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
        };
        self.set_res(op, 0, Val::M(self.conform(desc, &info)));
        Ok(())
    }

    fn lower_reshape(&mut self, op: OpId) -> CgResult<()> {
        let m = self.m;
        let d = m.op(op);
        let ops = d.operands.clone();
        let src = self.desc(ops[0], op)?;
        let info = self.result_info(op)?;
        let groups: Vec<Vec<usize>> = match m.attr(op, "reassociation") {
            Some(Attribute::Array(gs)) => gs
                .iter()
                .map(|g| match g {
                    Attribute::Array(items) => items
                        .iter()
                        .map(|a| match a {
                            Attribute::Integer { value, .. } => *value as usize,
                            _ => 0,
                        })
                        .collect(),
                    _ => vec![],
                })
                .collect(),
            _ => return Err(op_err(m, op, "has no reassociation")),
        };
        let mut desc = src.clone();
        if d.kind == OpKind::ExpandShape {
            let out_shape = self.static_list(op, "static_output_shape");
            let sizes = self.mixed(&out_shape, &ops[1..], op)?;
            let mut strides = vec![Ix::C(1); sizes.len()];
            for (sd, g) in groups.iter().enumerate() {
                let mut acc = *src
                    .strides
                    .get(sd)
                    .ok_or_else(|| op_err(m, op, "has a bad reassociation"))?;
                for &j in g.iter().rev() {
                    if j >= sizes.len() {
                        return Err(op_err(m, op, "has a bad reassociation"));
                    }
                    strides[j] = acc;
                    acc = self.ix_mul(acc, sizes[j]);
                }
            }
            desc.sizes = sizes;
            desc.strides = strides;
        } else {
            let mut sizes = Vec::new();
            let mut strides = Vec::new();
            for g in &groups {
                let mut n = Ix::C(1);
                for &j in g {
                    if j >= src.sizes.len() {
                        return Err(op_err(m, op, "has a bad reassociation"));
                    }
                    n = self.ix_mul(n, src.sizes[j]);
                }
                sizes.push(n);
                strides.push(g.last().map(|&j| src.strides[j]).unwrap_or(Ix::C(1)));
            }
            desc.sizes = sizes;
            desc.strides = strides;
        }
        self.set_res(op, 0, Val::M(self.conform(desc, &info)));
        Ok(())
    }
}

/// Which source dimensions of a subview survive in its result (MLIR's rank-reduction mask):
/// unit dimensions are dropped greedily where the result shape does not match them.
fn rank_reduction_keep(
    sizes: &[i64],
    result_shape: &[i64],
    _steps_static: &[i64],
    _result_strides: &[i64],
    src: &Desc,
    _steps: &[Ix],
) -> Option<Vec<usize>> {
    let r = src.sizes.len();
    if result_shape.len() == r {
        return Some((0..r).collect());
    }
    let mut keep = Vec::new();
    let mut j = 0;
    let mut to_drop = r - result_shape.len();
    for (i, &s) in sizes.iter().enumerate() {
        let remaining_src = r - i;
        let remaining_res = result_shape.len() - j;
        if s == 1
            && to_drop > 0
            && (j >= result_shape.len() || result_shape[j] != 1 || remaining_src > remaining_res)
        {
            to_drop -= 1;
            continue;
        }
        if j < result_shape.len()
            && (result_shape[j] == s || result_shape[j] == DYNAMIC || s == DYNAMIC)
        {
            keep.push(i);
            j += 1;
        } else {
            return None;
        }
    }
    (j == result_shape.len()).then_some(keep)
}
