//! The in-process JIT and the Rust embedding API.
//!
//! [`Jit::compile`] verifies a parsed module, lowers it for the host ISA and links it against
//! the runtime. Functions are called through their packed entry wrappers, so any signature
//! works without generating Rust types: [`Jit::call`] takes [`Arg`]s (scalars, or memrefs built
//! from Rust slices with a shape and strides) and returns [`RetVal`]s, where a returned memref
//! is an [`OwnedMemRef`] that frees itself through the checked allocator when dropped.
//! [`Jit::func`] looks a function up with a Rust signature checked once ([`TypedFn`]), and
//! [`assert_balanced`] checks that a call freed everything it allocated.

use super::module::{lower_module, Shared};
use super::types::{self, MemKind, Scalar};
use super::CodegenOptions;
use crate::diag::Diagnostic;
use crate::ir::{Module, TypeId};
use cranelift_codegen::settings;
use cranelift_jit::{JITBuilder, JITModule};
use rustc_hash::FxHashMap;
use std::marker::PhantomData;

/// The ABI shape of one argument or result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValKind {
    /// A scalar.
    Scalar(Scalar),
    /// A ranked memref.
    MemRef {
        /// Rank.
        rank: usize,
        /// Element type.
        elem: Scalar,
    },
    /// An unranked memref.
    Unranked(Scalar),
    /// A function reference.
    Func,
}

impl ValKind {
    fn of(m: &Module, t: TypeId) -> Result<ValKind, String> {
        if m.ty(t).is_memref() {
            return Ok(match types::memref_kind(m, t)? {
                MemKind::Ranked(i) => ValKind::MemRef {
                    rank: i.rank(),
                    elem: i.elem,
                },
                MemKind::Unranked(e) => ValKind::Unranked(e),
            });
        }
        if matches!(m.ty(t), crate::ir::TypeData::Function { .. }) {
            return Ok(ValKind::Func);
        }
        Ok(ValKind::Scalar(types::scalar(m, t)?))
    }

    fn slots(&self) -> usize {
        match self {
            ValKind::MemRef { rank, .. } => 3 + 2 * rank,
            ValKind::Unranked(_) => 2,
            _ => 1,
        }
    }
}

/// A compiled function's entry point and signature.
#[derive(Clone, Debug)]
pub struct JitFunction {
    /// MLIR name.
    pub name: String,
    /// Argument kinds.
    pub inputs: Vec<ValKind>,
    /// Result kinds.
    pub results: Vec<ValKind>,
    packed: *const u8,
}

/// A compiled module, ready to call.
pub struct Jit {
    module: Option<JITModule>,
    funcs: FxHashMap<String, JitFunction>,
    /// Code ranges registered with [`bufjit_runtime::guard`] (start, length).
    code: Vec<(usize, usize)>,
    /// Compiled with [`CodegenOptions::unchecked_alloc`].
    unchecked_alloc: bool,
}

/// A call argument. Memrefs borrow Rust memory for the duration of the call.
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    /// `i1`.
    I1(bool),
    /// `i8`.
    I8(i8),
    /// `i16`.
    I16(i16),
    /// `i32`.
    I32(i32),
    /// `i64`.
    I64(i64),
    /// `index`.
    Index(i64),
    /// `f32`.
    F32(f32),
    /// `f64`.
    F64(f64),
    /// A ranked memref over borrowed memory.
    MemRef(MemRefArg<'a>),
}

/// A ranked memref argument viewing a Rust slice.
#[derive(Clone, Debug)]
pub struct MemRefArg<'a> {
    ptr: *mut u8,
    elem: Scalar,
    offset: i64,
    sizes: Vec<i64>,
    strides: Vec<i64>,
    _borrow: PhantomData<&'a mut [u8]>,
}

/// Element types a [`MemRefArg`] can view.
pub trait Element: Copy + Default + 'static {
    /// The MLIR element type.
    const SCALAR: Scalar;
}
impl Element for f32 {
    const SCALAR: Scalar = Scalar::F32;
}
impl Element for f64 {
    const SCALAR: Scalar = Scalar::F64;
}
impl Element for i8 {
    const SCALAR: Scalar = Scalar::I8;
}
impl Element for i16 {
    const SCALAR: Scalar = Scalar::I16;
}
impl Element for i32 {
    const SCALAR: Scalar = Scalar::I32;
}
impl Element for i64 {
    const SCALAR: Scalar = Scalar::I64;
}

impl<'a> MemRefArg<'a> {
    /// A row-major view of `data` with the given shape.
    pub fn new<T: Element>(data: &'a mut [T], shape: &[i64]) -> Result<Self, String> {
        let strides = types::identity_strides(shape);
        Self::strided(data, shape, &strides, 0)
    }

    /// A strided view of `data`: element `(i0, i1, ...)` is `data[offset + Σ iₖ·strides[k]]`.
    /// Every reachable element must be inside the slice.
    pub fn strided<T: Element>(
        data: &'a mut [T],
        shape: &[i64],
        strides: &[i64],
        offset: i64,
    ) -> Result<Self, String> {
        if shape.len() != strides.len() {
            return Err("shape and strides differ in length".into());
        }
        if shape.iter().any(|&s| s < 0) || offset < 0 {
            return Err("negative size or offset".into());
        }
        if !shape.contains(&0) {
            let mut max = offset;
            for (&s, &st) in shape.iter().zip(strides) {
                if st < 0 {
                    return Err("negative strides are not supported".into());
                }
                max += (s - 1) * st;
            }
            if max as usize >= data.len() {
                return Err(format!(
                    "view reaches element {max} but the slice has {}",
                    data.len()
                ));
            }
        }
        Ok(MemRefArg {
            ptr: data.as_mut_ptr().cast(),
            elem: T::SCALAR,
            offset,
            sizes: shape.to_vec(),
            strides: strides.to_vec(),
            _borrow: PhantomData,
        })
    }
}

/// A call result.
#[derive(Debug)]
pub enum RetVal {
    /// `i1`.
    I1(bool),
    /// `i8`.
    I8(i8),
    /// `i16`.
    I16(i16),
    /// `i32`.
    I32(i32),
    /// `i64`.
    I64(i64),
    /// `index`.
    Index(i64),
    /// `f32`.
    F32(f32),
    /// `f64`.
    F64(f64),
    /// A returned memref, owned by the caller.
    MemRef(OwnedMemRef),
    /// An unranked memref (rank, descriptor pointer); not owned.
    Unranked(i64, usize),
    /// A function address.
    Func(usize),
}

/// A memref returned by a kernel. Dropping it frees the buffer through the checked
/// allocator (so a kernel that returns a view of a buffer it also freed is reported).
#[derive(Debug)]
pub struct OwnedMemRef {
    allocated: *mut u8,
    aligned: *mut u8,
    offset: i64,
    sizes: Vec<i64>,
    strides: Vec<i64>,
    elem: Scalar,
    owned: bool,
    /// Allocated by code compiled with [`CodegenOptions::unchecked_alloc`]: freed unchecked.
    unchecked: bool,
}

impl OwnedMemRef {
    /// Sizes.
    pub fn sizes(&self) -> &[i64] {
        &self.sizes
    }
    /// Strides (in elements).
    pub fn strides(&self) -> &[i64] {
        &self.strides
    }
    /// Offset (in elements).
    pub fn offset(&self) -> i64 {
        self.offset
    }
    /// Element type.
    pub fn elem(&self) -> Scalar {
        self.elem
    }
    /// The allocated pointer.
    pub fn allocated_ptr(&self) -> *mut u8 {
        self.allocated
    }
    /// The aligned pointer (element 0 is at `aligned + offset` elements).
    pub fn aligned_ptr(&self) -> *mut u8 {
        self.aligned
    }

    /// Copies the elements out in row-major order. `None` if `T` is not the element type.
    pub fn to_vec<T: Element>(&self) -> Option<Vec<T>> {
        if T::SCALAR != self.elem {
            return None;
        }
        let n: i64 = self.sizes.iter().product();
        let mut out = Vec::with_capacity(n.max(0) as usize);
        let rank = self.sizes.len();
        let mut idx = vec![0i64; rank];
        for _ in 0..n.max(0) {
            let lin = self.offset
                + idx
                    .iter()
                    .zip(&self.strides)
                    .map(|(i, s)| i * s)
                    .sum::<i64>();
            // SAFETY: the kernel returned a descriptor whose elements are readable.
            out.push(unsafe { *(self.aligned as *const T).offset(lin as isize) });
            for k in (0..rank).rev() {
                idx[k] += 1;
                if idx[k] < self.sizes[k] {
                    break;
                }
                idx[k] = 0;
            }
        }
        Some(out)
    }

    /// Gives up ownership: the buffer is not freed on drop.
    pub fn leak(mut self) -> *mut u8 {
        self.owned = false;
        self.allocated
    }
}

impl Drop for OwnedMemRef {
    fn drop(&mut self) {
        if !self.owned {
            return;
        }
        if self.unchecked {
            // SAFETY: unchecked code returned it, so it is null or a mimalloc block (or the
            // kernel broke the contract, which unchecked code cannot detect).
            unsafe { bufjit_runtime::abi::mi_free(self.allocated.cast()) };
        } else {
            // SAFETY: the checked modes accept any pointer; the pointer came from a kernel.
            let _ = unsafe { bufjit_runtime::abi::bufjit_rt_free(self.allocated.cast(), 0) };
        }
    }
}

/// Why a call failed: before running any code (`NotFound`, `Signature`), or while running
/// (`Runtime`, `MemoryViolation`). The host process never exits; the next call works.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallError {
    /// No public function with this name.
    NotFound(String),
    /// Wrong number or kinds of arguments.
    Signature(String),
    /// The kernel failed at run time (failed assertion, division by zero, stack overflow,
    /// wild access); results were discarded (returned buffers freed).
    Runtime(bufjit_runtime::guard::Failure),
    /// In stop mode (`Tracker::set_mode(Mode::Stop)`), the call caused a memory violation (the
    /// bad free was refused); the text is the allocator's summary line.
    MemoryViolation(String),
}

impl std::fmt::Display for CallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CallError::NotFound(n) => write!(f, "entry point '@{n}' not found"),
            CallError::Signature(s) => write!(f, "{s}"),
            CallError::Runtime(e) => write!(f, "{}", e.message()),
            CallError::MemoryViolation(s) => write!(f, "{s}"),
        }
    }
}

impl std::error::Error for CallError {}

/// Builds the host ISA with bufjit's flags.
fn host_isa(opts: &CodegenOptions) -> Result<cranelift_codegen::isa::OwnedTargetIsa, String> {
    // JIT code calls the runtime through absolute addresses.
    let fb = super::flags(opts, false)?;
    let isa =
        cranelift_native::builder().map_err(|e| format!("host machine is not supported: {e}"))?;
    isa.finish(settings::Flags::new(fb))
        .map_err(|e| e.to_string())
}

impl Jit {
    /// Verifies `m` and compiles it for the host. Diagnostics are MLIR-style.
    ///
    /// With [`CodegenOptions::threads`] above 1, the outermost parallel loops of a copy of `m`
    /// are made to run on that many threads first (`transforms::parallelize`).
    pub fn compile(m: &Module, opts: &CodegenOptions) -> Result<Jit, Vec<Diagnostic>> {
        if let Some((copy, sites)) = super::parallel_module(m, opts) {
            // The moved ops keep their sites as `m` words them.
            return Self::compile_as_is(&copy, opts, sites);
        }
        Self::compile_as_is(m, opts, Default::default())
    }

    /// [`Jit::compile`] without the parallel loops step, `sites` registered already.
    fn compile_as_is(
        m: &Module,
        opts: &CodegenOptions,
        sites: super::SiteTable,
    ) -> Result<Jit, Vec<Diagnostic>> {
        let mut src = super::mid_level(m, opts)?;
        src.preset_sites(sites);
        let isa = host_isa(opts).map_err(|e| vec![Diagnostic::error(None, e)])?;
        let mut builder =
            JITBuilder::with_isa(isa.clone(), cranelift_module::default_libcall_names());
        let table: FxHashMap<&'static str, *const u8> = super::rt::symbols().into_iter().collect();
        for (&n, &p) in &table {
            builder.symbol(n, p);
        }
        let mut module = JITModule::new(builder);
        let sh = match lower_module(&mut src, &mut module, opts, isa) {
            Ok(sh) => sh,
            Err(e) => {
                // SAFETY: nothing compiled in this module has run.
                unsafe { module.free_memory() };
                return Err(e);
            }
        };
        let m = src.module();
        if let Err(e) = check_imports(m, &sh, &table) {
            // SAFETY: as above.
            unsafe { module.free_memory() };
            return Err(e);
        }
        if let Err(e) = module.finalize_definitions() {
            // SAFETY: as above.
            unsafe { module.free_memory() };
            return Err(vec![Diagnostic::error(
                None,
                format!("JIT link failed: {e}"),
            )]);
        }
        let mut code = Vec::new();
        for (id, name, len) in &sh.code_sizes {
            let start = module.get_finalized_function(*id) as usize;
            bufjit_runtime::guard::register_code(start, *len, name);
            code.push((start, *len));
        }
        let mut funcs = FxHashMap::default();
        for f in sh.funcs.values() {
            let Some(packed) = f.packed else { continue };
            let kinds = |ts: &[TypeId]| -> Result<Vec<ValKind>, String> {
                ts.iter().map(|&t| ValKind::of(m, t)).collect()
            };
            let (Ok(inputs), Ok(results)) = (kinds(&f.inputs), kinds(&f.results)) else {
                continue;
            };
            funcs.insert(
                f.name.clone(),
                JitFunction {
                    name: f.name.clone(),
                    inputs,
                    results,
                    packed: module.get_finalized_function(packed),
                },
            );
        }
        super::timeline::finish(&src.timeline);
        src.dispose();
        Ok(Jit {
            module: Some(module),
            funcs,
            code,
            unchecked_alloc: opts.unchecked_alloc,
        })
    }

    /// Parses MLIR text and compiles it (convenience for embedding).
    pub fn compile_str(name: &str, text: &str, opts: &CodegenOptions) -> Result<Jit, String> {
        let m = crate::parse::Parser::new(text, name, 1)
            .parse_module()
            .map_err(|d| render(name, text, &[d]))?;
        Jit::compile(&m, opts).map_err(|d| render(name, text, &d))
    }

    /// The public function `name`, if compiled.
    pub fn function(&self, name: &str) -> Option<&JitFunction> {
        self.funcs.get(name)
    }

    /// Names of the callable (public, defined) functions.
    pub fn function_names(&self) -> Vec<String> {
        let mut v: Vec<String> = self.funcs.keys().cloned().collect();
        v.sort();
        v
    }

    /// Calls `name` with `args`.
    pub fn call(&self, name: &str, args: &[Arg<'_>]) -> Result<Vec<RetVal>, CallError> {
        let f = self
            .funcs
            .get(name)
            .ok_or_else(|| CallError::NotFound(name.to_string()))?;
        if f.inputs.len() != args.len() {
            return Err(CallError::Signature(format!(
                "@{name} takes {} arguments, {} given",
                f.inputs.len(),
                args.len()
            )));
        }
        let mut slots: Vec<u64> = Vec::new();
        for (i, (k, a)) in f.inputs.iter().zip(args).enumerate() {
            pack_arg(k, a, &mut slots)
                .map_err(|e| CallError::Signature(format!("argument {i} of @{name}: {e}")))?;
        }
        let nres: usize = f.results.iter().map(|k| k.slots()).sum();
        let mut res = vec![0u64; nres.max(1)];
        let tracker = bufjit_runtime::global();
        let stop_mode = tracker.mode() == bufjit_runtime::Mode::Stop;
        let violations_before = if stop_mode {
            tracker.stats().total_violations()
        } else {
            0
        };
        // SAFETY: the wrapper reads exactly the slots the signature describes (checked above)
        // and writes `nres` result slots; memref arguments borrow live Rust memory. A failure
        // inside escapes back to `guard::call` (no Rust frame is skipped but its own).
        let run = unsafe {
            let entry: unsafe extern "C" fn(*const u64, *mut u64) = std::mem::transmute(f.packed);
            bufjit_runtime::guard::call(entry, slots.as_ptr(), res.as_mut_ptr())
        };
        if let Err(e) = run {
            return Err(CallError::Runtime(e));
        }
        let mut out = Vec::new();
        let mut i = 0;
        for k in &f.results {
            out.push(unpack(k, &res[i..i + k.slots()], self.unchecked_alloc));
            i += k.slots();
        }
        if stop_mode && tracker.stats().total_violations() > violations_before {
            drop(out);
            return Err(CallError::MemoryViolation(tracker.report().summary()));
        }
        Ok(out)
    }

    /// A typed handle: checks once that `@name` takes `A` and returns `R`.
    pub fn func<A: JitArgs, R: JitRet>(&self, name: &str) -> Result<TypedFn<'_, A, R>, CallError> {
        let f = self
            .funcs
            .get(name)
            .ok_or_else(|| CallError::NotFound(name.to_string()))?;
        if !A::matches(&f.inputs) || !R::matches(&f.results) {
            return Err(CallError::Signature(format!(
                "@{name} has signature {:?} -> {:?}",
                f.inputs, f.results
            )));
        }
        Ok(TypedFn {
            jit: self,
            name: name.to_string(),
            _sig: PhantomData,
        })
    }
}

impl Drop for Jit {
    fn drop(&mut self) {
        bufjit_runtime::guard::unregister_code(&self.code);
        if let Some(m) = self.module.take() {
            // SAFETY: the code is no longer reachable: `Jit` is the only owner and every
            // call borrowed it.
            unsafe { m.free_memory() };
        }
    }
}

fn render(name: &str, text: &str, diags: &[Diagnostic]) -> String {
    let src = crate::diag::Source {
        name,
        text,
        first_line: 1,
    };
    let mut out = String::new();
    for d in diags {
        src.render(d, &mut out);
    }
    out
}

/// Every import must resolve (runtime table or the process) before linking, so an
/// undefined external is a diagnostic, not a JIT panic.
fn check_imports(
    m: &Module,
    sh: &Shared,
    table: &FxHashMap<&'static str, *const u8>,
) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    for name in sh.imports.keys() {
        if table.contains_key(name.as_str()) || dlsym_has(name) {
            continue;
        }
        match sh.funcs.values().find(|f| &f.symbol == name) {
            Some(f) => errors.push(super::op_err(
                m,
                f.op,
                format!(
                    "refers to '{name}', which neither the bufjit runtime nor the process defines"
                ),
            )),
            None => errors.push(Diagnostic::error(
                None,
                format!("undefined symbol '{name}'"),
            )),
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn dlsym_has(name: &str) -> bool {
    let Ok(c) = std::ffi::CString::new(name) else {
        return false;
    };
    // SAFETY: dlsym with RTLD_DEFAULT and a valid C string.
    !unsafe { libc::dlsym(libc::RTLD_DEFAULT, c.as_ptr()) }.is_null()
}

fn pack_arg(k: &ValKind, a: &Arg<'_>, slots: &mut Vec<u64>) -> Result<(), String> {
    match (k, a) {
        (ValKind::Scalar(s), a) => {
            let v = match (s, a) {
                (Scalar::I1, Arg::I1(b)) => *b as u64,
                (Scalar::I8, Arg::I8(x)) => *x as u8 as u64,
                (Scalar::I16, Arg::I16(x)) => *x as u16 as u64,
                (Scalar::I32, Arg::I32(x)) => *x as u32 as u64,
                (Scalar::I64, Arg::I64(x)) | (Scalar::Index, Arg::Index(x)) => *x as u64,
                (Scalar::Index, Arg::I64(x)) => *x as u64,
                (Scalar::F32, Arg::F32(x)) => x.to_bits() as u64,
                (Scalar::F64, Arg::F64(x)) => x.to_bits(),
                _ => return Err(format!("expected {s:?}, got {a:?}")),
            };
            slots.push(v);
        }
        (ValKind::MemRef { rank, elem }, Arg::MemRef(mr)) => {
            if mr.sizes.len() != *rank || mr.elem != *elem {
                return Err(format!(
                    "expected a rank-{rank} memref of {elem:?}, got rank {} of {:?}",
                    mr.sizes.len(),
                    mr.elem
                ));
            }
            slots.push(mr.ptr as u64);
            slots.push(mr.ptr as u64);
            slots.push(mr.offset as u64);
            slots.extend(mr.sizes.iter().map(|&s| s as u64));
            slots.extend(mr.strides.iter().map(|&s| s as u64));
        }
        (k, a) => return Err(format!("expected {k:?}, got {a:?}")),
    }
    Ok(())
}

fn unpack(k: &ValKind, s: &[u64], unchecked: bool) -> RetVal {
    match k {
        ValKind::Scalar(sc) => match sc {
            Scalar::I1 => RetVal::I1(s[0] as u8 & 1 == 1),
            Scalar::I8 => RetVal::I8(s[0] as u8 as i8),
            Scalar::I16 => RetVal::I16(s[0] as u16 as i16),
            Scalar::I32 => RetVal::I32(s[0] as u32 as i32),
            Scalar::I64 => RetVal::I64(s[0] as i64),
            Scalar::IntN(w) => RetVal::I64(crate::semantics::int::sext(s[0], *w as u32)),
            Scalar::Index => RetVal::Index(s[0] as i64),
            Scalar::F32 => RetVal::F32(f32::from_bits(s[0] as u32)),
            Scalar::F64 => RetVal::F64(f64::from_bits(s[0])),
            // Small floats come back as their bits.
            Scalar::Small(k) if k.width() > 8 => RetVal::I16(s[0] as u16 as i16),
            Scalar::Small(_) => RetVal::I8(s[0] as u8 as i8),
            // Complex values are never results ([`super::types::scalar`] refuses them).
            Scalar::Complex32 | Scalar::Complex64 => RetVal::I64(s[0] as i64),
        },
        ValKind::MemRef { rank, elem } => RetVal::MemRef(OwnedMemRef {
            allocated: s[0] as *mut u8,
            aligned: s[1] as *mut u8,
            offset: s[2] as i64,
            sizes: s[3..3 + rank].iter().map(|&x| x as i64).collect(),
            strides: s[3 + rank..3 + 2 * rank]
                .iter()
                .map(|&x| x as i64)
                .collect(),
            elem: *elem,
            owned: true,
            unchecked,
        }),
        ValKind::Unranked(_) => RetVal::Unranked(s[0] as i64, s[1] as usize),
        ValKind::Func => RetVal::Func(s[0] as usize),
    }
}

/// A Rust value usable as a typed-call argument.
pub trait JitArg {
    /// True if this Rust type fits the kind.
    fn matches(k: &ValKind) -> bool;
    /// Converts to an [`Arg`].
    fn to_arg(&self) -> Arg<'_>;
}

macro_rules! scalar_arg {
    ($t:ty, $v:ident, $($s:ident)|+) => {
        impl JitArg for $t {
            fn matches(k: &ValKind) -> bool {
                matches!(k, $(ValKind::Scalar(Scalar::$s))|+)
            }
            fn to_arg(&self) -> Arg<'_> {
                Arg::$v(*self)
            }
        }
    };
}
scalar_arg!(bool, I1, I1);
scalar_arg!(i8, I8, I8);
scalar_arg!(i16, I16, I16);
scalar_arg!(i32, I32, I32);
scalar_arg!(i64, I64, I64 | Index);
scalar_arg!(f32, F32, F32);
scalar_arg!(f64, F64, F64);

impl JitArg for MemRefArg<'_> {
    fn matches(k: &ValKind) -> bool {
        matches!(k, ValKind::MemRef { .. })
    }
    fn to_arg(&self) -> Arg<'_> {
        Arg::MemRef(self.clone())
    }
}

/// A tuple of [`JitArg`]s.
pub trait JitArgs {
    /// True if the tuple matches the signature.
    fn matches(ks: &[ValKind]) -> bool;
    /// The arguments.
    fn to_args(&self) -> Vec<Arg<'_>>;
}

macro_rules! tuple_args {
    ($($n:tt $t:ident),*) => {
        impl<$($t: JitArg),*> JitArgs for ($($t,)*) {
            #[allow(unused_variables, unused_mut)]
            fn matches(ks: &[ValKind]) -> bool {
                let mut i = 0;
                $( if ks.get(i).is_none_or(|k| !$t::matches(k)) { return false; } i += 1; )*
                ks.len() == i
            }
            fn to_args(&self) -> Vec<Arg<'_>> {
                vec![$(self.$n.to_arg()),*]
            }
        }
    };
}
tuple_args!();
tuple_args!(0 A);
tuple_args!(0 A, 1 B);
tuple_args!(0 A, 1 B, 2 C);
tuple_args!(0 A, 1 B, 2 C, 3 D);
tuple_args!(0 A, 1 B, 2 C, 3 D, 4 E);

/// A Rust type a typed call can return.
pub trait JitRet: Sized {
    /// True if the result kinds match.
    fn matches(ks: &[ValKind]) -> bool;
    /// Converts the results.
    fn from_rets(r: Vec<RetVal>) -> Self;
}

impl JitRet for () {
    fn matches(ks: &[ValKind]) -> bool {
        ks.is_empty()
    }
    fn from_rets(_: Vec<RetVal>) -> Self {}
}

macro_rules! scalar_ret {
    ($t:ty, $($v:ident => $s:ident)|+) => {
        impl JitRet for $t {
            fn matches(ks: &[ValKind]) -> bool {
                ks.len() == 1 && matches!(ks[0], $(ValKind::Scalar(Scalar::$s))|+)
            }
            fn from_rets(r: Vec<RetVal>) -> Self {
                match r.into_iter().next() {
                    $(Some(RetVal::$v(x)) => x as $t,)+
                    _ => <$t>::default(),
                }
            }
        }
    };
}
scalar_ret!(bool, I1 => I1);
scalar_ret!(i32, I32 => I32);
scalar_ret!(i64, I64 => I64 | Index => Index);
scalar_ret!(f32, F32 => F32);
scalar_ret!(f64, F64 => F64);

impl JitRet for OwnedMemRef {
    fn matches(ks: &[ValKind]) -> bool {
        ks.len() == 1 && matches!(ks[0], ValKind::MemRef { .. })
    }
    fn from_rets(r: Vec<RetVal>) -> Self {
        match r.into_iter().next() {
            Some(RetVal::MemRef(m)) => m,
            _ => unreachable!("signature checked by Jit::func"),
        }
    }
}

impl JitRet for Vec<RetVal> {
    fn matches(_: &[ValKind]) -> bool {
        true
    }
    fn from_rets(r: Vec<RetVal>) -> Self {
        r
    }
}

/// A function with a checked Rust signature.
pub struct TypedFn<'j, A, R> {
    jit: &'j Jit,
    name: String,
    _sig: PhantomData<fn(A) -> R>,
}

impl<A: JitArgs, R: JitRet> TypedFn<'_, A, R> {
    /// Calls the function. `args` is normally of type `A`; it may be any tuple of the same
    /// kinds (memref arguments borrow different slices on each call).
    ///
    /// # Panics
    /// If `args` does not match the signature checked by [`Jit::func`] (an API misuse), or the
    /// kernel fails at run time (use [`TypedFn::try_call`] to get that as an `Err`).
    pub fn call<B: JitArgs>(&self, args: B) -> R {
        match self.try_call(args) {
            Ok(r) => r,
            Err(e) => panic!("TypedFn::call: {e}"),
        }
    }

    /// Calls the function; a runtime failure (failed assertion, division by zero, stack
    /// overflow, wild access, a memory violation in stop mode) is an `Err`.
    pub fn try_call<B: JitArgs>(&self, args: B) -> Result<R, CallError> {
        self.jit.call(&self.name, &args.to_args()).map(R::from_rets)
    }
}

/// Runs `f` and checks that it allocated and freed in balance on the global tracker (no
/// net blocks, no net bytes, no violation). Returns `f`'s result, or the balance on failure.
pub fn assert_balanced<T>(f: impl FnOnce() -> T) -> Result<T, bufjit_runtime::ScopeBalance> {
    let scope = bufjit_runtime::global().scope();
    let r = f();
    let bal = scope.end();
    if bal.is_balanced() {
        Ok(r)
    } else {
        Err(bal)
    }
}

/// The global allocator report (what the generated code allocated and freed so far).
pub fn report() -> bufjit_runtime::Report {
    bufjit_runtime::global().report()
}
