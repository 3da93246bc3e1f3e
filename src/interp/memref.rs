//! Memory: the `memref` ops and `bufferization.clone` on real buffers. Heap buffers come from
//! the checked allocator (`bufjit_runtime::global()`) with the op's site, exactly as the JIT
//! allocates them (size, alignment, site text), so leak and double-free reports are the
//! JIT's. `memref.alloca` memory is fresh zeroed memory per execution, released when the
//! function returns or the enclosing `memref.alloca_scope` ends; globals are laid out once
//! with their initial values. Descriptor math (subview, reinterpret_cast, view,
//! expand/collapse_shape, transpose) follows MLIR's definitions; fields a result type states
//! statically are taken from the type, as the JIT does.

use super::value::{Desc, Val};
use super::{op_error, Fault, Frame, IResult, Interp};
use crate::codegen::types::{self, MemInfo, MemKind, Scalar};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, Module, OpId, TypeId, ValueId, DYNAMIC};
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
        let align = match m.attr(op, "alignment") {
            Some(Attribute::Integer { value, .. }) if *value > 0 => *value as usize,
            _ => 16,
        };
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
            Scalar::F32 => Val::F32(p.cast::<f32>().read_unaligned()),
            Scalar::F64 => Val::F64(p.cast::<f64>().read_unaligned()),
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
            (Scalar::I16, Val::Int(x)) => p.cast::<u16>().write_unaligned(*x as u16),
            (Scalar::I32, Val::Int(x)) => p.cast::<u32>().write_unaligned(*x as u32),
            (Scalar::I64 | Scalar::Index, Val::Int(x)) => p.cast::<u64>().write_unaligned(*x),
            (_, Val::F32(x)) => p.cast::<f32>().write_unaligned(*x),
            (_, Val::F64(x)) => p.cast::<f64>().write_unaligned(*x),
            _ => {}
        }
    }
}

/// Replaces descriptor fields with what the type states statically (as the JIT does).
fn conform(mut d: Desc, info: &MemInfo) -> Desc {
    if info.offset != DYNAMIC {
        d.offset = info.offset;
    }
    for i in 0..info.rank().min(d.sizes.len()) {
        if info.shape[i] != DYNAMIC {
            d.sizes[i] = info.shape[i];
        }
        if info.strides[i] != DYNAMIC {
            d.strides[i] = info.strides[i];
        }
    }
    d.elem = info.elem;
    d
}

fn dense_list(m: &Module, op: OpId, name: &str) -> Vec<i64> {
    match m.attr(op, name) {
        Some(Attribute::DenseArray { values, .. }) => values.clone(),
        _ => vec![],
    }
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
        let mut it = dynv.iter();
        stat.iter()
            .map(|&s| {
                if s == DYNAMIC {
                    let v = *it
                        .next()
                        .ok_or_else(|| op_error(self.m, op, "has too few dynamic operands"))?;
                    Ok(self.get(f, v, op)?.index())
                } else {
                    Ok(s)
                }
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
        let n = sizes.iter().fold(1i64, |a, &s| a.wrapping_mul(s));
        let bytes = n.wrapping_mul(elem.bytes());
        let align = align.unwrap_or(16).max(elem.bytes());
        let site = self.site(op);
        let p = bufjit_runtime::global().alloc(bytes as usize, align as usize, SiteId(site));
        Desc {
            alloc: p as usize,
            aligned: p as usize,
            offset: 0,
            strides: Desc::identity_strides(&sizes),
            sizes,
            elem,
        }
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
        match self.m.attr(op, "alignment") {
            Some(Attribute::Integer { value, .. }) if *value > 0 => Some(*value as i64),
            _ => None,
        }
    }

    /// Starts an `alloca` scope (returns the mark to end it with).
    pub fn alloca_mark(&self) -> usize {
        self.mem.alloca_mark()
    }

    /// Ends an `alloca` scope.
    pub fn release_allocas(&mut self, mark: usize) {
        self.mem.release_allocas(mark)
    }

    /// Every memref op and `bufferization.clone`.
    pub fn memref(&mut self, f: &mut Frame, op: OpId) -> IResult<()> {
        use OpKind as K;
        let m = self.m;
        let d = m.op(op);
        let ops = d.operands.clone();
        let res = match d.kind {
            K::Alloc | K::Alloca => {
                let info = self.result_info(op)?;
                if !info.identity {
                    return Err(op_error(
                        m,
                        op,
                        "with a non-identity layout is not supported by the code generator",
                    ));
                }
                let ndyn = info.shape.iter().filter(|&&s| s == DYNAMIC).count();
                let sizes = self.mixed(f, &info.shape, &ops[..ndyn.min(ops.len())], op)?;
                let align = self.alignment(op);
                let desc = if d.kind == K::Alloc {
                    self.heap_alloc(op, sizes, info.elem, align)
                } else {
                    let n = sizes.iter().fold(1i64, |a, &s| a.wrapping_mul(s));
                    let bytes = n.wrapping_mul(info.elem.bytes()).max(0) as usize;
                    let align = align.unwrap_or(16).max(info.elem.bytes()) as usize;
                    let p = self.mem.alloca(bytes, align);
                    Desc {
                        alloc: p,
                        aligned: p,
                        offset: 0,
                        strides: Desc::identity_strides(&sizes),
                        sizes,
                        elem: info.elem,
                    }
                };
                Some(Val::Mem(conform(desc, &info)))
            }
            K::Dealloc => {
                let p = match self.operand(f, op, 0)? {
                    Val::Mem(d) => d.addr(&[]),
                    Val::Unranked(d) => d.alloc,
                    _ => return Err(op_error(m, op, "expects a memref")),
                };
                let site = self.site(op);
                // SAFETY: the checked allocator accepts any pointer in its checked modes (a
                // bad one is reported, never freed); in mode off the program must be right,
                // as for the JIT.
                let _ = unsafe { bufjit_runtime::global().free(p as *mut u8, SiteId(site)) };
                None
            }
            K::Realloc => {
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
                Some(Val::Mem(conform(desc, &info)))
            }
            K::Load => {
                let (src, addr) = self.accessed_element(f, op, 0)?;
                if self.opts.check_freed_memory && poisoned(addr, src.elem) {
                    let site = self.site(op);
                    bufjit_runtime::global().check_poisoned_read(addr, SiteId(site));
                }
                // SAFETY: in bounds of the view, whose buffer the program owns.
                Some(unsafe { read(addr, src.elem) })
            }
            K::Store => {
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
                None
            }
            K::AtomicRmw => {
                let v = self.operand(f, op, 0)?;
                let (dst, addr) = self.accessed_element(f, op, 1)?;
                // SAFETY: as for loads.
                let old = unsafe { read(addr, dst.elem) };
                let new = self.rmw(op, &old, &v, dst.elem)?;
                // SAFETY: as for stores.
                unsafe { write(addr, dst.elem, &new) };
                Some(old)
            }
            K::Copy => {
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
                        self.copy(&s, m.value_type(ops[0]), &t, m.value_type(ops[1]), op)?
                    }
                    (s, t) => match (s.desc(), t.desc()) {
                        (Some(s), Some(t)) => super::externals::memref_copy(s, t),
                        _ => return Err(op_error(m, op, "expects memrefs")),
                    },
                }
                None
            }
            K::Cast | K::MemorySpaceCast | K::AssumeAlignment => {
                let v = self.operand(f, op, 0)?;
                let rt = m.value_type(d.results[0]);
                let kind = types::memref_kind(m, rt).map_err(|e| op_error(m, op, e))?;
                Some(match (v, kind) {
                    (Val::Mem(d) | Val::Unranked(d), MemKind::Ranked(info)) => {
                        Val::Mem(conform(d, &info))
                    }
                    (Val::Mem(d) | Val::Unranked(d), MemKind::Unranked(elem)) => {
                        Val::Unranked(Desc { elem, ..d })
                    }
                    _ => return Err(op_error(m, op, "expects a memref")),
                })
            }
            K::SubView => Some(self.subview(f, op)?),
            K::ReinterpretCast => {
                let info = self.result_info(op)?;
                let src = self
                    .operand(f, op, 0)?
                    .desc()
                    .cloned()
                    .ok_or_else(|| op_error(m, op, "expects a memref"))?;
                let seg = dense_list(m, op, "operandSegmentSizes");
                let no = seg.get(1).copied().unwrap_or(0) as usize;
                let ns = seg.get(2).copied().unwrap_or(0) as usize;
                let offs =
                    self.mixed(f, &dense_list(m, op, "static_offsets"), &ops[1..1 + no], op)?;
                let sizes = self.mixed(
                    f,
                    &dense_list(m, op, "static_sizes"),
                    &ops[1 + no..1 + no + ns],
                    op,
                )?;
                let strides = self.mixed(
                    f,
                    &dense_list(m, op, "static_strides"),
                    &ops[1 + no + ns..],
                    op,
                )?;
                let desc = Desc {
                    alloc: src.alloc,
                    aligned: src.aligned,
                    offset: offs.first().copied().unwrap_or(0),
                    sizes,
                    strides,
                    elem: info.elem,
                };
                Some(Val::Mem(conform(desc, &info)))
            }
            K::View => {
                let src = self.ranked(f, op, 0)?;
                let info = self.result_info(op)?;
                let shift = self.operand(f, op, 1)?.index();
                let aligned = (src.addr(&[]) as i64).wrapping_add(shift) as usize;
                let sizes = self.mixed(f, &info.shape, &ops[2..], op)?;
                let desc = Desc {
                    alloc: src.alloc,
                    aligned,
                    offset: 0,
                    strides: Desc::identity_strides(&sizes),
                    sizes,
                    elem: info.elem,
                };
                Some(Val::Mem(conform(desc, &info)))
            }
            K::Dim => {
                let v = self.operand(f, op, 0)?;
                let i = self.operand(f, op, 1)?.index();
                let d = v
                    .desc()
                    .ok_or_else(|| op_error(m, op, "expects a memref"))?;
                // Out of range: the JIT's select chain gives 0 for ranked memrefs.
                let s = usize::try_from(i)
                    .ok()
                    .and_then(|i| d.sizes.get(i).copied())
                    .unwrap_or(0);
                Some(Val::Int(s as u64))
            }
            K::Rank => {
                let v = self.operand(f, op, 0)?;
                let d = v
                    .desc()
                    .ok_or_else(|| op_error(m, op, "expects a memref"))?;
                Some(Val::Int(d.rank() as u64))
            }
            K::ExtractAlignedPointerAsIndex => {
                let v = self.operand(f, op, 0)?;
                let d = v
                    .desc()
                    .ok_or_else(|| op_error(m, op, "expects a memref"))?;
                Some(Val::Int(d.aligned as u64))
            }
            K::ExtractStridedMetadata => {
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
                None
            }
            K::ExpandShape | K::CollapseShape => Some(self.reshape(f, op)?),
            K::Transpose => {
                let src = self.ranked(f, op, 0)?;
                let info = self.result_info(op)?;
                let perm: Vec<usize> = match m.attr(op, "permutation") {
                    Some(Attribute::AffineMap(map)) => map
                        .results
                        .iter()
                        .map(|e| match e {
                            crate::ir::AffineExpr::Dim(i) => Ok(*i as usize),
                            _ => Err(op_error(m, op, "has an unsupported permutation")),
                        })
                        .collect::<IResult<_>>()?,
                    _ => return Err(op_error(m, op, "has no permutation")),
                };
                let mut dd = src.clone();
                dd.sizes = perm.iter().map(|&p| src.sizes[p]).collect();
                dd.strides = perm.iter().map(|&p| src.strides[p]).collect();
                Some(Val::Mem(conform(dd, &info)))
            }
            K::GetGlobal => {
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
                let desc = Desc {
                    alloc: p,
                    aligned: p,
                    offset: 0,
                    sizes: info.shape.clone(),
                    strides: Desc::identity_strides(&info.shape),
                    elem: info.elem,
                };
                Some(Val::Mem(conform(desc, &info)))
            }
            K::Prefetch => None,
            K::Clone => {
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
                let (st, rt) = (m.value_type(ops[0]), m.value_type(d.results[0]));
                self.copy(&src, st, &dst, rt, op)?;
                Some(Val::Mem(conform(dst, &info)))
            }
            _ => {
                return Err(Fault::Unsupported(crate::codegen::function::unsupported(
                    m, op,
                )))
            }
        };
        if let Some(v) = res {
            self.set_result(f, op, 0, v);
        }
        Ok(())
    }

    fn rmw(&self, op: OpId, old: &Val, v: &Val, elem: Scalar) -> IResult<Val> {
        use super::arith::cmpi;
        const KINDS: [&str; 16] = [
            "addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu",
            "mulf", "muli", "ori", "andi", "maxnumf", "minnumf", "xori",
        ];
        let kind = match self.m.attr(op, "kind") {
            Some(Attribute::Integer { value, .. }) => *value as usize,
            _ => usize::MAX,
        };
        let name = *KINDS
            .get(kind)
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
        let pick = |p: i64| {
            if cmpi(p, a, b, bits) == Some(true) {
                int(a)
            } else {
                int(b)
            }
        };
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
            "maxs" => pick(5),
            "mins" => pick(3),
            "maxu" => pick(9),
            "minu" => pick(7),
            "ori" => int(a | b),
            "andi" => int(a & b),
            _ => int(a ^ b),
        })
    }

    fn subview(&self, f: &Frame, op: OpId) -> IResult<Val> {
        let m = self.m;
        let ops = m.op(op).operands.clone();
        let src = self.ranked(f, op, 0)?;
        let info = self.result_info(op)?;
        let seg = dense_list(m, op, "operandSegmentSizes");
        let no = seg.get(1).copied().unwrap_or(0) as usize;
        let ns = seg.get(2).copied().unwrap_or(0) as usize;
        let ss = dense_list(m, op, "static_sizes");
        let offs = self.mixed(f, &dense_list(m, op, "static_offsets"), &ops[1..1 + no], op)?;
        let sizes = self.mixed(f, &ss, &ops[1 + no..1 + no + ns], op)?;
        let steps = self.mixed(
            f,
            &dense_list(m, op, "static_strides"),
            &ops[1 + no + ns..],
            op,
        )?;
        let r = src.rank();
        if offs.len() != r || sizes.len() != r || steps.len() != r {
            return Err(op_error(
                m,
                op,
                "has offsets/sizes/strides of the wrong length",
            ));
        }
        let mut offset = src.offset;
        let mut strides = Vec::with_capacity(r);
        for i in 0..r {
            offset = offset.wrapping_add(offs[i].wrapping_mul(src.strides[i]));
            strides.push(src.strides[i].wrapping_mul(steps[i]));
        }
        let keep = rank_reduction_keep(&ss, &info.shape, r).ok_or_else(|| {
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
        Ok(Val::Mem(conform(desc, &info)))
    }

    fn reshape(&self, f: &Frame, op: OpId) -> IResult<Val> {
        let m = self.m;
        let d = m.op(op);
        let ops = d.operands.clone();
        let src = self.ranked(f, op, 0)?;
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
            _ => return Err(op_error(m, op, "has no reassociation")),
        };
        let bad = || op_error(m, op, "has a bad reassociation");
        let mut desc = src.clone();
        if d.kind == OpKind::ExpandShape {
            let sizes = self.mixed(f, &dense_list(m, op, "static_output_shape"), &ops[1..], op)?;
            let mut strides = vec![1i64; sizes.len()];
            for (sd, g) in groups.iter().enumerate() {
                let mut acc = *src.strides.get(sd).ok_or_else(bad)?;
                for &j in g.iter().rev() {
                    if j >= sizes.len() {
                        return Err(bad());
                    }
                    strides[j] = acc;
                    acc = acc.wrapping_mul(sizes[j]);
                }
            }
            desc.sizes = sizes;
            desc.strides = strides;
        } else {
            let mut sizes = Vec::new();
            let mut strides = Vec::new();
            for g in &groups {
                let mut n = 1i64;
                for &j in g {
                    n = n.wrapping_mul(*src.sizes.get(j).ok_or_else(bad)?);
                }
                sizes.push(n);
                strides.push(g.last().map(|&j| src.strides[j]).unwrap_or(1));
            }
            desc.sizes = sizes;
            desc.strides = strides;
        }
        Ok(Val::Mem(conform(desc, &info)))
    }
}

/// Which source dimensions of a subview survive in its result: unit dimensions are dropped
/// greedily where the result shape does not match them (MLIR's rank-reduction mask, as the
/// code generator computes it).
fn rank_reduction_keep(sizes: &[i64], result_shape: &[i64], r: usize) -> Option<Vec<usize>> {
    if result_shape.len() == r {
        return Some((0..r).collect());
    }
    let mut keep = Vec::new();
    let mut j = 0;
    let mut to_drop = r.checked_sub(result_shape.len())?;
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

/// Whether the element at `addr` holds the quarantine's poison pattern in every byte.
fn poisoned(addr: usize, elem: Scalar) -> bool {
    let n = elem.bytes() as usize;
    // SAFETY: callers pass an in-bounds element of a view whose buffer the program owns.
    let bytes = unsafe { std::slice::from_raw_parts(addr as *const u8, n) };
    bytes
        .iter()
        .all(|&b| b == bufjit_runtime::quarantine::POISON)
}
