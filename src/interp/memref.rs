//! Memory: the `memref` ops and `bufferization.clone` on real buffers. Heap buffers come from
//! the checked allocator (`bufjit_runtime::global()`) with the op's site, exactly as the JIT
//! allocates them (size, alignment, site text), so leak and double-free reports are the
//! JIT's. `memref.alloca` memory is fresh zeroed memory per execution, released when the
//! function returns or the enclosing `memref.alloca_scope` ends; globals are laid out once
//! with their initial values. Descriptor math (subview, reinterpret_cast, view,
//! expand/collapse_shape, transpose) follows MLIR's definitions; fields a result type states
//! statically are taken from the type, as the JIT does.

use super::value::{mask, Desc, Val};
use super::{op_error, Fault, Frame, IResult, Interp};
use crate::codegen::types::{self, MemInfo, MemKind, Scalar};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, OpId, TypeId, ValueId, DYNAMIC};
use crate::semantics::memref::{self, Wrapping};
use crate::semantics::{dense_list, Mixed};
use bufjit_runtime::SiteId;
use rustc_hash::FxHashMap;
use std::alloc::Layout;

/// Memory the interpreter owns: globals and live `alloca`s.
#[derive(Default)]
pub struct Memory {
    globals: FxHashMap<String, usize>,
    storage: Vec<(usize, Layout)>,
    allocas: Vec<(usize, Layout)>,
}

impl Drop for Memory {
    fn drop(&mut self) {
        for (p, l) in self.storage.drain(..).chain(self.allocas.drain(..)) {
            // SAFETY: allocated below with this layout.
            unsafe { std::alloc::dealloc(p as *mut u8, l) };
        }
    }
}

fn zeroed(bytes: usize, align: usize) -> Option<(usize, Layout)> {
    let align = align.max(1).next_power_of_two();
    let l = Layout::from_size_align(bytes.max(1), align).ok()?;
    // SAFETY: non-zero size.
    let p = unsafe { std::alloc::alloc_zeroed(l) };
    (!p.is_null()).then_some((p as usize, l))
}

impl Memory {
    /// Lays out a `memref.global` with its initial value.
    pub fn declare_global(&mut self, m: &Module, op: OpId) -> Result<(), Diagnostic> {
        use crate::codegen::op_err;
        let name = crate::codegen::module::sym_name(m, op);
        let Some(Attribute::Type(t)) = m.attr(op, "type") else {
            return Err(op_err(m, op, "has no type"));
        };
        let info = types::mem_info(m, *t).map_err(|e| op_err(m, op, e))?;
        if info.shape.contains(&DYNAMIC) {
            return Err(op_err(m, op, "must have a static shape"));
        }
        let count: i64 = info.shape.iter().product();
        let size = (count * info.elem.bytes()) as usize;
        let bytes = match m.attr(op, "initial_value") {
            None => return Err(op_err(
                m,
                op,
                "is an external global (no initial value), which the code generator cannot resolve",
            )),
            Some(Attribute::Dense { data, .. }) => {
                crate::codegen::module::dense_bytes(data, info.elem, count as usize)
                    .map_err(|e| op_err(m, op, e))?
            }
            _ => vec![0; size.max(1)],
        };
        let align = memref::alignment(m, op).unwrap_or(16) as usize;
        let (p, l) = zeroed(bytes.len(), align.max(info.elem.bytes() as usize))
            .ok_or_else(|| op_err(m, op, "cannot be allocated"))?;
        // SAFETY: `p` has room for `bytes.len()` bytes.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), p as *mut u8, bytes.len()) };
        self.storage.push((p, l));
        self.globals.insert(name, p);
        Ok(())
    }

    /// The number of live `alloca`s (a mark to [`Memory::release_allocas`] to).
    pub fn alloca_mark(&self) -> usize {
        self.allocas.len()
    }

    /// Frees the `alloca`s made after `mark`.
    pub fn release_allocas(&mut self, mark: usize) {
        while self.allocas.len() > mark {
            if let Some((p, l)) = self.allocas.pop() {
                // SAFETY: allocated in `alloca` with this layout.
                unsafe { std::alloc::dealloc(p as *mut u8, l) };
            }
        }
    }

    fn alloca(&mut self, bytes: usize, align: usize) -> usize {
        match zeroed(bytes, align) {
            Some((p, l)) => {
                self.allocas.push((p, l));
                p
            }
            None => 0,
        }
    }
}

/// Reads an element of type `e` at `addr`.
///
/// # Safety
/// `addr` must be readable for the element's size.
unsafe fn read(addr: usize, e: Scalar) -> Val {
    let p = addr as *const u8;
    // SAFETY: per the caller (unaligned reads: views may be unaligned).
    unsafe {
        match e {
            Scalar::I1 => Val::Int((p.read() != 0) as u64),
            Scalar::I8 => Val::Int(p.read() as u64),
            Scalar::I16 => Val::Int(p.cast::<u16>().read_unaligned() as u64),
            Scalar::I32 => Val::Int(p.cast::<u32>().read_unaligned() as u64),
            Scalar::I64 | Scalar::Index => Val::Int(p.cast::<u64>().read_unaligned()),
            Scalar::IntN(w) => {
                let mut b = [0u8; 8];
                std::ptr::copy_nonoverlapping(p, b.as_mut_ptr(), e.bytes() as usize);
                Val::Int(mask(u64::from_le_bytes(b), w as u32))
            }
            Scalar::F32 => Val::F32(p.cast::<f32>().read_unaligned()),
            Scalar::F64 => Val::F64(p.cast::<f64>().read_unaligned()),
            Scalar::Small(_) if e.bytes() == 1 => Val::Int(p.read() as u64),
            Scalar::Small(_) => Val::Int(p.cast::<u16>().read_unaligned() as u64),
            // Only memory holds complex numbers (values of complex type are refused before
            // the run): their bits are never read as one value.
            Scalar::Complex32 | Scalar::Complex64 => Val::Int(p.cast::<u64>().read_unaligned()),
        }
    }
}

/// Writes `v` as an element of type `e` at `addr`.
///
/// # Safety
/// `addr` must be writable for the element's size.
unsafe fn write(addr: usize, e: Scalar, v: &Val) {
    let p = addr as *mut u8;
    // SAFETY: per the caller.
    unsafe {
        match (e, v) {
            (Scalar::I1 | Scalar::I8, Val::Int(x)) => p.write(*x as u8),
            (Scalar::Small(_), Val::Int(x)) if e.bytes() == 1 => p.write(*x as u8),
            (Scalar::I16 | Scalar::Small(_), Val::Int(x)) => {
                p.cast::<u16>().write_unaligned(*x as u16)
            }
            (Scalar::I32, Val::Int(x)) => p.cast::<u32>().write_unaligned(*x as u32),
            (Scalar::I64 | Scalar::Index, Val::Int(x)) => p.cast::<u64>().write_unaligned(*x),
            (Scalar::IntN(_), Val::Int(x)) => {
                std::ptr::copy_nonoverlapping(x.to_le_bytes().as_ptr(), p, e.bytes() as usize)
            }
            (_, Val::F32(x)) => p.cast::<f32>().write_unaligned(*x),
            (_, Val::F64(x)) => p.cast::<f64>().write_unaligned(*x),
            _ => {}
        }
    }
}

/// Replaces descriptor fields with what the type states statically (as the JIT does).
fn conform(mut d: Desc, info: &MemInfo) -> Desc {
    memref::conform(
        &mut Wrapping,
        &mut d.offset,
        &mut d.sizes,
        &mut d.strides,
        info,
    );
    d.elem = info.elem;
    d
}

impl Interp<'_> {
    fn info(&self, op: OpId, t: TypeId) -> IResult<MemInfo> {
        types::mem_info(self.m, t).map_err(|e| op_error(self.m, op, e))
    }

    fn result_info(&self, op: OpId) -> IResult<MemInfo> {
        self.info(op, self.m.value_type(self.m.op(op).results[0]))
    }

    fn ranked(&self, f: &Frame, op: OpId, i: usize) -> IResult<Desc> {
        match self.operand(f, op, i)? {
            Val::Mem(d) => Ok(d),
            _ => Err(op_error(self.m, op, "expected a ranked memref operand")),
        }
    }

    /// Static entries of `stat` with [`DYNAMIC`] holes filled from `dynv` in order.
    fn mixed(&self, f: &Frame, stat: &[i64], dynv: &[ValueId], op: OpId) -> IResult<Vec<i64>> {
        let list = crate::semantics::mixed(stat, dynv)
            .ok_or_else(|| op_error(self.m, op, "has too few dynamic operands"))?;
        list.into_iter()
            .map(|x| match x {
                Mixed::Static(s) => Ok(s),
                Mixed::Dynamic(v) => Ok(self.get(f, v, op)?.index()),
            })
            .collect()
    }

    /// Checks `idx` against the view's sizes (a runtime error outside them).
    fn check_bounds(&self, d: &Desc, idx: &[i64], op: OpId) -> IResult<()> {
        for (k, (&i, &s)) in idx.iter().zip(&d.sizes).enumerate() {
            if i < 0 || i >= s {
                return Err(self.trap(
                    op,
                    format!("out-of-bounds access: index {i} of dimension {k} is outside [0, {s})"),
                ));
            }
        }
        Ok(())
    }

    /// The element a load, store or atomic op accesses: its view (operand `mem`, indices after
    /// it) and address, with the indices checked against the view's sizes.
    fn accessed_element(&self, f: &Frame, op: OpId, mem: usize) -> IResult<(Desc, usize)> {
        let d = self.ranked(f, op, mem)?;
        let ops = &self.m.op(op).operands[mem + 1..];
        let idx: Vec<i64> = self.get_all(f, ops, op)?.iter().map(Val::index).collect();
        self.check_bounds(&d, &idx, op)?;
        let addr = d.addr(&idx);
        Ok((d, addr))
    }

    fn heap_alloc(&mut self, op: OpId, sizes: Vec<i64>, elem: Scalar, align: Option<i64>) -> Desc {
        let n = memref::num_elements(&mut Wrapping, &sizes);
        let bytes = n.wrapping_mul(elem.bytes());
        let align = align.unwrap_or(16).max(elem.bytes());
        let site = self.site(op);
        let p = bufjit_runtime::global().alloc(bytes as usize, align as usize, SiteId(site));
        fresh_desc(p as usize, sizes, elem)
    }

    /// Copies `src` (of type `st`) into `dst` (of type `dt`) as the JIT does: a counted
    /// `memcpy` when both types have the identity layout, `memrefCopy` otherwise.
    fn copy(&mut self, src: &Desc, st: TypeId, dst: &Desc, dt: TypeId, op: OpId) -> IResult<()> {
        let (si, di) = (self.info(op, st)?, self.info(op, dt)?);
        if si.identity && di.identity {
            let bytes = src.num_elements().wrapping_mul(src.elem.bytes());
            bufjit_runtime::global().record_copy(bytes as u64);
            if bytes > 0 {
                // SAFETY: both buffers hold `bytes` bytes (the shapes agree); `copy` allows
                // overlap as `memcpy` of a buffer onto itself would need.
                unsafe {
                    std::ptr::copy(
                        src.addr(&[]) as *const u8,
                        dst.addr(&[]) as *mut u8,
                        bytes as usize,
                    )
                };
            }
        } else {
            super::externals::memref_copy(src, dst);
        }
        Ok(())
    }

    fn alignment(&self, op: OpId) -> Option<i64> {
        memref::alignment(self.m, op)
    }

    /// Starts an `alloca` scope (returns the mark to end it with).
    pub fn alloca_mark(&self) -> usize {
        self.mem.alloca_mark()
    }

    /// Ends an `alloca` scope.
    pub fn release_allocas(&mut self, mark: usize) {
        self.mem.release_allocas(mark)
    }

    /// Every memref op and `bufferization.clone`: one function per op or op family.
    pub fn memref(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        use OpKind as K;
        match self.m.op(op).kind {
            K::Alloc | K::Alloca => self.alloc(f, op),
            K::Dealloc => self.dealloc(f, op),
            K::Realloc => self.realloc(f, op),
            K::Load => self.load(f, op),
            K::Store => self.store(f, op),
            K::AtomicRmw => self.atomic_rmw(f, op),
            K::GenericAtomicRmw => self.generic_atomic_rmw(f, op),
            K::Copy => self.copy_op(f, op),
            K::Cast | K::MemorySpaceCast | K::AssumeAlignment => self.cast(f, op),
            K::SubView => self.subview(f, op),
            K::ReinterpretCast => self.reinterpret_cast(f, op),
            K::View => self.view(f, op),
            K::Dim => self.dim(f, op),
            K::Rank => self.rank(f, op),
            K::ExtractAlignedPointerAsIndex => self.extract_aligned_pointer(f, op),
            K::ExtractStridedMetadata => self.extract_strided_metadata(f, op),
            K::ExpandShape | K::CollapseShape => self.reshape(f, op),
            K::Transpose => self.transpose(f, op),
            K::GetGlobal => self.get_global(f, op),
            K::Prefetch => Ok(()),
            K::Clone => self.clone_op(f, op),
            _ => Err(Fault::Unsupported(crate::codegen::function::unsupported(
                self.m, op,
            ))),
        }
    }

    /// Sets the result of `op` to `d` with what its type `info` states statically.
    fn set_conformed(&self, f: &mut Frame, op: OpId, d: Desc, info: &MemInfo) {
        self.set_result(f, op, 0, Val::Mem(conform(d, info)));
    }

    /// The operand of `op` that must be a memref (ranked or not), as its descriptor.
    fn memref_operand(&self, f: &Frame, op: OpId, i: usize) -> IResult<Desc> {
        self.operand(f, op, i)?
            .desc()
            .cloned()
            .ok_or_else(|| op_error(self.m, op, "expects a memref"))
    }

    /// `memref.alloc` (checked heap) and `memref.alloca` (memory freed with its scope).
    fn alloc(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let d = m.op(op);
        let info = self.result_info(op)?;
        let dynv =
            memref::alloc_size_operands(&info, &d.operands).map_err(|e| op_error(m, op, e))?;
        let sizes = self.mixed(f, &info.shape, dynv, op)?;
        let align = self.alignment(op);
        let name = d.kind.name();
        let bytes = memref::alloc_bytes(&sizes, info.elem.bytes())
            .map_err(|e| self.trap(op, e.message(name)))?;
        let desc = if d.kind == OpKind::Alloc {
            self.heap_alloc(op, sizes, info.elem, align)
        } else {
            let align = align.unwrap_or(16).max(info.elem.bytes()) as usize;
            let p = self.mem.alloca(bytes as usize, align);
            fresh_desc(p, sizes, info.elem)
        };
        if desc.alloc == 0 && bytes != 0 {
            let e = memref::AllocSizeError::OutOfMemory;
            return Err(self.trap(op, e.message(name)));
        }
        self.set_conformed(f, op, desc, &info);
        Ok(())
    }

    /// `memref.dealloc`.
    fn dealloc(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let p = match self.operand(f, op, 0)? {
            Val::Mem(d) => d.addr(&[]),
            Val::Unranked(d) => d.alloc,
            _ => return Err(op_error(self.m, op, "expects a memref")),
        };
        let site = self.site(op);
        // SAFETY: the checked allocator accepts any pointer in its checked modes (a bad one
        // is reported, never freed); in mode off the program must be right, as for the JIT.
        let _ = unsafe { bufjit_runtime::global().free(p as *mut u8, SiteId(site)) };
        Ok(())
    }

    /// `memref.realloc`.
    fn realloc(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let src = self.ranked(f, op, 0)?;
        let info = self.result_info(op)?;
        let size = if info.shape[0] == DYNAMIC {
            self.operand(f, op, 1)?.index()
        } else {
            info.shape[0]
        };
        let bytes = size.wrapping_mul(info.elem.bytes());
        let align = self.alignment(op).unwrap_or(16);
        let site = self.site(op);
        // SAFETY: as for `memref.dealloc`.
        let p = unsafe {
            bufjit_runtime::global().realloc(
                src.alloc as *mut u8,
                bytes as usize,
                align as usize,
                SiteId(site),
            )
        } as usize;
        let desc = Desc {
            alloc: p,
            aligned: p,
            offset: 0,
            sizes: vec![size],
            strides: vec![1],
            elem: info.elem,
        };
        self.set_conformed(f, op, desc, &info);
        Ok(())
    }

    /// `memref.load`.
    fn load(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let (src, addr) = self.accessed_element(f, op, 0)?;
        if self.opts.check_freed_memory && poisoned(addr, src.elem) {
            let site = self.site(op);
            bufjit_runtime::global().check_poisoned_read(addr, SiteId(site));
        }
        // SAFETY: in bounds of the view, whose buffer the program owns.
        let v = unsafe { read(addr, src.elem) };
        self.set_result(f, op, 0, v);
        Ok(())
    }

    /// Reads the element at `idx` of the view `d` for `op` (a vector access): bounds-checked
    /// as `memref.load`, with the same use-after-free check.
    pub(super) fn read_element(&mut self, op: OpId, d: &Desc, idx: &[i64]) -> IResult<Val> {
        self.check_bounds(d, idx, op)?;
        let addr = d.addr(idx);
        if self.opts.check_freed_memory && poisoned(addr, d.elem) {
            let site = self.site(op);
            bufjit_runtime::global().check_poisoned_read(addr, SiteId(site));
        }
        // SAFETY: in bounds of the view, whose buffer the program owns.
        Ok(unsafe { read(addr, d.elem) })
    }

    /// Writes `v` to the element at `idx` of the view `d` for `op` (a vector access):
    /// bounds-checked as `memref.store`.
    pub(super) fn write_element(
        &mut self,
        op: OpId,
        d: &Desc,
        idx: &[i64],
        v: &Val,
    ) -> IResult<()> {
        self.check_bounds(d, idx, op)?;
        let addr = d.addr(idx);
        if self.opts.check_freed_memory && poisoned(addr, d.elem) {
            let site = self.site(op);
            bufjit_runtime::global().check_freed_access(
                addr,
                SiteId(site),
                bufjit_runtime::ViolationKind::WriteAfterFree,
            );
        }
        // SAFETY: in bounds of the view, whose buffer the program owns.
        unsafe { write(addr, d.elem, v) };
        Ok(())
    }

    /// `memref.store`.
    fn store(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let v = self.operand(f, op, 0)?;
        let (dst, addr) = self.accessed_element(f, op, 1)?;
        if self.opts.check_freed_memory && poisoned(addr, dst.elem) {
            // As the JIT: the old contents are the poison pattern, ask the quarantine.
            let site = self.site(op);
            bufjit_runtime::global().check_freed_access(
                addr,
                SiteId(site),
                bufjit_runtime::ViolationKind::WriteAfterFree,
            );
        }
        // SAFETY: as for loads.
        unsafe { write(addr, dst.elem, &v) };
        Ok(())
    }

    /// `memref.atomic_rmw`.
    fn atomic_rmw(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let v = self.operand(f, op, 0)?;
        let (dst, addr) = self.accessed_element(f, op, 1)?;
        // SAFETY: as for loads.
        let old = unsafe { read(addr, dst.elem) };
        let new = self.rmw(op, &old, &v, dst.elem)?;
        // SAFETY: as for stores.
        unsafe { write(addr, dst.elem, &new) };
        self.set_result(f, op, 0, old);
        Ok(())
    }

    /// `memref.generic_atomic_rmw`: the body computes the stored value from the old one, which
    /// is the result (programs run one thread at a time here, so no retry loop is needed).
    fn generic_atomic_rmw(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let (dst, addr) = self.accessed_element(f, op, 0)?;
        // SAFETY: as for loads.
        let old = unsafe { read(addr, dst.elem) };
        let region = self.m.op(op).regions[0];
        let exit = self.run_region(f, region, op, vec![old.clone()])?;
        let Some(new) = exit.vals.into_iter().next() else {
            return Err(op_error(self.m, op, "yields no value"));
        };
        // SAFETY: as for stores.
        unsafe { write(addr, dst.elem, &new) };
        self.set_result(f, op, 0, old);
        Ok(())
    }

    /// `memref.copy`.
    fn copy_op(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let ops = &m.op(op).operands;
        let (s, t) = (self.operand(f, op, 0)?, self.operand(f, op, 1)?);
        match (s, t) {
            (Val::Mem(s), Val::Mem(t)) => {
                if self.opts.check_freed_memory && s.sizes.iter().all(|&n| n > 0) {
                    // As the JIT: both ends' first elements against the quarantine.
                    let site = SiteId(self.site(op));
                    let origin = vec![0; s.sizes.len()];
                    let t_origin = vec![0; t.sizes.len()];
                    let tracker = bufjit_runtime::global();
                    use bufjit_runtime::ViolationKind as V;
                    tracker.check_freed_access(s.addr(&origin), site, V::UseAfterFree);
                    tracker.check_freed_access(t.addr(&t_origin), site, V::WriteAfterFree);
                }
                self.copy(&s, m.value_type(ops[0]), &t, m.value_type(ops[1]), op)
            }
            (s, t) => match (s.desc(), t.desc()) {
                (Some(s), Some(t)) => {
                    super::externals::memref_copy(s, t);
                    Ok(())
                }
                _ => Err(op_error(m, op, "expects memrefs")),
            },
        }
    }

    /// `memref.cast`, `memref.memory_space_cast`, `memref.assume_alignment`: the same
    /// memory, ranked or unranked as the result type says.
    fn cast(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let v = self.operand(f, op, 0)?;
        let rt = m.value_type(m.op(op).results[0]);
        let kind = types::memref_kind(m, rt).map_err(|e| op_error(m, op, e))?;
        let out = match (v, kind) {
            (Val::Mem(d) | Val::Unranked(d), MemKind::Ranked(info)) => Val::Mem(conform(d, &info)),
            (Val::Mem(d) | Val::Unranked(d), MemKind::Unranked(elem)) => {
                Val::Unranked(Desc { elem, ..d })
            }
            _ => return Err(op_error(m, op, "expects a memref")),
        };
        self.set_result(f, op, 0, out);
        Ok(())
    }

    /// The offsets, sizes and strides of a `memref.subview` or `memref.reinterpret_cast`.
    fn offsets_sizes_strides(&self, f: &Frame, op: OpId) -> IResult<[Vec<i64>; 3]> {
        let m = self.m;
        let ops = &m.op(op).operands;
        let [o, s, t] = memref::offset_size_stride_operands(m, op);
        Ok([
            self.mixed(f, &dense_list(m, op, "static_offsets"), &ops[o], op)?,
            self.mixed(f, &dense_list(m, op, "static_sizes"), &ops[s], op)?,
            self.mixed(f, &dense_list(m, op, "static_strides"), &ops[t], op)?,
        ])
    }

    /// `memref.reinterpret_cast`.
    fn reinterpret_cast(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let info = self.result_info(op)?;
        let src = self.memref_operand(f, op, 0)?;
        let [offs, sizes, strides] = self.offsets_sizes_strides(f, op)?;
        let desc = Desc {
            alloc: src.alloc,
            aligned: src.aligned,
            offset: offs.first().copied().unwrap_or(0),
            sizes,
            strides,
            elem: info.elem,
        };
        self.set_conformed(f, op, desc, &info);
        Ok(())
    }

    /// `memref.view`.
    fn view(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let src = self.ranked(f, op, 0)?;
        let info = self.result_info(op)?;
        let shift = self.operand(f, op, 1)?.index();
        let aligned = (src.addr(&[]) as i64).wrapping_add(shift) as usize;
        let sizes = self.mixed(f, &info.shape, &self.m.op(op).operands[2..], op)?;
        let desc = Desc {
            alloc: src.alloc,
            ..fresh_desc(aligned, sizes, info.elem)
        };
        self.set_conformed(f, op, desc, &info);
        Ok(())
    }

    /// `memref.dim`.
    fn dim(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let d = self.memref_operand(f, op, 0)?;
        let i = self.operand(f, op, 1)?.index();
        // Out of range: the JIT's select chain gives 0 for ranked memrefs.
        let s = usize::try_from(i)
            .ok()
            .and_then(|i| d.sizes.get(i).copied())
            .unwrap_or(0);
        self.set_result(f, op, 0, Val::Int(s as u64));
        Ok(())
    }

    /// `memref.rank`.
    fn rank(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let d = self.memref_operand(f, op, 0)?;
        self.set_result(f, op, 0, Val::Int(d.rank() as u64));
        Ok(())
    }

    /// `memref.extract_aligned_pointer_as_index`.
    fn extract_aligned_pointer(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let d = self.memref_operand(f, op, 0)?;
        self.set_result(f, op, 0, Val::Int(d.aligned as u64));
        Ok(())
    }

    /// `memref.extract_strided_metadata`.
    fn extract_strided_metadata(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let src = self.ranked(f, op, 0)?;
        let r = src.rank();
        let base = Desc {
            alloc: src.alloc,
            aligned: src.aligned,
            offset: 0,
            sizes: vec![],
            strides: vec![],
            elem: src.elem,
        };
        self.set_result(f, op, 0, Val::Mem(base));
        self.set_result(f, op, 1, Val::Int(src.offset as u64));
        for i in 0..r {
            self.set_result(f, op, 2 + i, Val::Int(src.sizes[i] as u64));
            self.set_result(f, op, 2 + r + i, Val::Int(src.strides[i] as u64));
        }
        Ok(())
    }

    /// `memref.transpose`.
    fn transpose(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let src = self.ranked(f, op, 0)?;
        let info = self.result_info(op)?;
        let perm = memref::permutation(self.m, op).map_err(|e| op_error(self.m, op, e))?;
        let mut dd = src.clone();
        dd.sizes = perm.iter().map(|&p| src.sizes[p]).collect();
        dd.strides = perm.iter().map(|&p| src.strides[p]).collect();
        self.set_conformed(f, op, dd, &info);
        Ok(())
    }

    /// `memref.get_global`.
    fn get_global(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let name = match m.attr(op, "name") {
            Some(Attribute::SymbolRef { root, .. }) => root.clone(),
            _ => return Err(op_error(m, op, "has no symbol")),
        };
        let Some(&p) = self.mem.globals.get(&name) else {
            return Err(op_error(
                m,
                op,
                format!("refers to an unknown global '@{name}'"),
            ));
        };
        let info = self.result_info(op)?;
        let desc = fresh_desc(p, info.shape.clone(), info.elem);
        self.set_conformed(f, op, desc, &info);
        Ok(())
    }

    /// `bufferization.clone`: a fresh contiguous buffer holding a copy.
    fn clone_op(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let d = m.op(op);
        let src = self.ranked(f, op, 0)?;
        let info = self.result_info(op)?;
        let dst = self.heap_alloc(op, src.sizes.clone(), src.elem, None);
        for (i, &s) in info.strides.iter().enumerate() {
            if s != DYNAMIC && dst.strides[i] != s {
                return Err(op_error(
                    m,
                    op,
                    "clones into a non-contiguous layout, which is not supported",
                ));
            }
        }
        let (st, rt) = (m.value_type(d.operands[0]), m.value_type(d.results[0]));
        self.copy(&src, st, &dst, rt, op)?;
        self.set_conformed(f, op, dst, &info);
        Ok(())
    }

    /// The value a `memref.atomic_rmw` stores, from the `old` one and its operand `v`.
    fn rmw(&self, op: OpId, old: &Val, v: &Val, elem: Scalar) -> IResult<Val> {
        use crate::semantics::int::IntPredicate as P;
        let name = memref::rmw_kind(self.m, op)
            .ok_or_else(|| op_error(self.m, op, "has an invalid kind"))?;
        let bits = elem.bits();
        let (a, b) = (old.bits(), v.bits());
        let (x, y) = (old.float(), v.float());
        let fl = |r: f64| {
            if elem == Scalar::F32 {
                Val::F32(r as f32)
            } else {
                Val::F64(r)
            }
        };
        let int = |r: u64| Val::Int(super::value::mask(r, bits));
        let pick = |p: P| if p.eval(a, b, bits) { int(a) } else { int(b) };
        let s = elem;
        Ok(match name {
            "addf" => match (old, v) {
                (Val::F32(p), Val::F32(q)) => Val::F32(p + q),
                _ => fl(x + y),
            },
            "mulf" => match (old, v) {
                (Val::F32(p), Val::F32(q)) => Val::F32(p * q),
                _ => fl(x * y),
            },
            "addi" => int(a.wrapping_add(b)),
            "muli" => int(a.wrapping_mul(b)),
            "assign" => v.clone(),
            "maximumf" | "minimumf" => {
                let r = if x.is_nan() || y.is_nan() {
                    f64::NAN
                } else if (x > y) == (name == "maximumf") {
                    x
                } else {
                    y
                };
                fl(r)
            }
            "maxnumf" => {
                super::externals::libm2(if s == Scalar::F32 { "fmaxf" } else { "fmax" }, s, old, v)
            }
            "minnumf" => {
                super::externals::libm2(if s == Scalar::F32 { "fminf" } else { "fmin" }, s, old, v)
            }
            "maxs" => pick(P::Sge),
            "mins" => pick(P::Sle),
            "maxu" => pick(P::Uge),
            "minu" => pick(P::Ule),
            "ori" => int(a | b),
            "andi" => int(a & b),
            _ => int(a ^ b),
        })
    }

    /// `memref.subview`.
    fn subview(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let src = self.ranked(f, op, 0)?;
        let info = self.result_info(op)?;
        let [offs, sizes, steps] = self.offsets_sizes_strides(f, op)?;
        let r = src.rank();
        if offs.len() != r || sizes.len() != r || steps.len() != r {
            return Err(op_error(
                m,
                op,
                "has offsets/sizes/strides of the wrong length",
            ));
        }
        let (offset, strides) =
            memref::subview(&mut Wrapping, src.offset, &src.strides, &offs, &steps);
        let ss = dense_list(m, op, "static_sizes");
        let keep = memref::rank_reduction_keep(&ss, &info.shape, r).ok_or_else(|| {
            op_error(
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
        self.set_conformed(f, op, desc, &info);
        Ok(())
    }

    /// `memref.expand_shape` and `memref.collapse_shape`.
    fn reshape(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        let m = self.m;
        let d = m.op(op);
        let src = self.ranked(f, op, 0)?;
        let info = self.result_info(op)?;
        let groups = memref::reassociation(m, op).map_err(|e| op_error(m, op, e))?;
        let bad = || op_error(m, op, memref::BAD_REASSOCIATION);
        let mut desc = src.clone();
        if d.kind == OpKind::ExpandShape {
            let out_shape = dense_list(m, op, "static_output_shape");
            let sizes = self.mixed(f, &out_shape, &d.operands[1..], op)?;
            desc.strides = memref::expand_strides(&mut Wrapping, &src.strides, &groups, &sizes)
                .ok_or_else(bad)?;
            desc.sizes = sizes;
        } else {
            let (sizes, strides) =
                memref::collapse(&mut Wrapping, &src.sizes, &src.strides, &groups)
                    .ok_or_else(bad)?;
            desc.sizes = sizes;
            desc.strides = strides;
        }
        self.set_conformed(f, op, desc, &info);
        Ok(())
    }
}

/// A fresh buffer with the identity layout at `p`.
fn fresh_desc(p: usize, sizes: Vec<i64>, elem: Scalar) -> Desc {
    Desc {
        alloc: p,
        aligned: p,
        offset: 0,
        strides: Desc::identity_strides(&sizes),
        sizes,
        elem,
    }
}

/// Whether the element at `addr` holds the quarantine's poison pattern in every byte.
fn poisoned(addr: usize, elem: Scalar) -> bool {
    let n = elem.bytes() as usize;
    // SAFETY: callers pass an in-bounds element of a view whose buffer the program owns.
    let bytes = unsafe { std::slice::from_raw_parts(addr as *const u8, n) };
    bytes
        .iter()
        .all(|&b| b == bufjit_runtime::quarantine::POISON)
}
