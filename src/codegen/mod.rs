//! Native code generation: lowers bufjit's IR straight to Cranelift IR (no detour through an
//! LLVM-like dialect) and runs it in-process ([`engine::Jit`]) or writes an object file for
//! another target ([`object::compile_object`]).
//!
//! How the pieces fit:
//! * [`types`] maps MLIR types to Cranelift types and to the flat ABI (a ranked memref is
//!   `allocated, aligned, offset, sizes..., strides...`, exactly MLIR's exploded descriptor);
//! * [`memref`] holds the descriptor math (static sizes/strides stay constants, so address
//!   arithmetic folds as early as possible);
//! * [`function`] walks one `func.func` and dispatches every op to [`arith`], [`control`],
//!   [`memref`] or [`calls`];
//! * [`module`] declares functions, globals and runtime imports and drives [`function`] for a
//!   whole module, for any `cranelift_module::Module` (JIT or object);
//! * [`rt`] holds the few runtime entry points the generated code needs beyond
//!   `bufjit-runtime` (runtime-error reports, the dynamic `alloca` arena, libm).
//!
//! Every allocation, free and realloc calls `bufjit_rt_*` with a site id registered with the
//! op's location and text, so the allocator's reports point at the IR (code compiled with
//! [`CodegenOptions::unchecked_alloc`] calls mimalloc directly instead, without sites).

pub mod arith;
pub mod calls;
pub mod control;
pub mod engine;
pub mod function;
pub mod memref;
pub mod module;
pub mod object;
pub mod parallel;
pub mod rt;
pub mod strength;
pub mod tier;
pub mod types;
pub mod vectorize;

use crate::diag::Diagnostic;
use crate::ir::{Module, OpId};

pub use engine::{Arg, Jit, JitFunction, OwnedMemRef, RetVal};

/// Optimization level (`-O0` … `-O3`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum OptLevel {
    /// `-O0`: Cranelift `opt_level=none`, single-pass register allocation (fast compiles).
    None,
    /// `-O1`…`-O3`: Cranelift `opt_level=speed`.
    #[default]
    Speed,
}

impl OptLevel {
    /// Maps a numeric `-O` level.
    pub fn from_level(n: u32) -> OptLevel {
        if n == 0 {
            OptLevel::None
        } else {
            OptLevel::Speed
        }
    }
}

/// Code generation options.
#[derive(Clone, Debug)]
pub struct CodegenOptions {
    /// Optimization level.
    pub opt_level: OptLevel,
    /// Run Cranelift's IR verifier on every function (default: on in debug builds).
    pub verify: bool,
    /// Check accesses of freed memory against the quarantine (`bufjit run --quarantine`,
    /// `--check-bounds`; off by default): a `memref.load` that returns the poison pattern, a
    /// `memref.store` over poison bytes, and every `memref.copy`'s source and target ask the
    /// runtime whether the address lies in a quarantined (freed) block, and report a use after
    /// free (read) or a write after free.
    pub check_freed_memory: bool,
    /// Code for `--memcheck=off`, decided at compile time: allocations, frees and reallocs
    /// call mimalloc directly (`mi_malloc`, `mi_malloc_aligned`, `mi_free`,
    /// `mi_realloc_aligned`: no tracker, no site registration, no allocation counted; off by
    /// default). Such code must not share buffers with checked code: a buffer it returns
    /// is freed unchecked ([`engine::OwnedMemRef`] knows), and it must not be handed a
    /// buffer to free that the checked allocator made. Code compiled checked keeps working
    /// when the tracker is switched to `Mode::Off` at run time.
    pub unchecked_alloc: bool,
}

impl Default for CodegenOptions {
    fn default() -> Self {
        CodegenOptions {
            opt_level: OptLevel::Speed,
            verify: cfg!(debug_assertions),
            check_freed_memory: false,
            unchecked_alloc: false,
        }
    }
}

/// Allocation sites registered before lowering, by op.
pub(crate) type SiteTable = rustc_hash::FxHashMap<OpId, u32>;

/// What code generation compiles: the module (at `-O1` and above, a copy of `m` after the
/// mid-level optimisations of [`crate::transforms::opt`]; `None`: `m` as it is), the allocation
/// sites of the copy's allocating, freeing and (with `check_freed_memory`) loading ops,
/// registered under the original ops' locations and texts, and each function's compile tier.
pub(crate) struct Prepared {
    /// The optimised copy (`None`: compile `m` as it is; always at `-O0`, when nothing applies,
    /// and with `BUFJIT_MIDOPT=0`, which exists to measure the stage's effect).
    pub module: Option<Module>,
    /// Allocation sites registered in advance, by op of `module`.
    pub sites: SiteTable,
    /// Each function's tier (`None`: all optimized or, at `-O0`, all fast), see [`tier::plan`].
    pub tiers: Option<tier::Tiers>,
}

/// Prepares `m` for code generation: decides the functions' tiers on `m` as written, then runs
/// the mid-level stage (fast-tier functions get only its cheap steps) and registers the
/// allocation sites of the copy (see [`Prepared`]).
pub(crate) fn mid_level(m: &Module, opts: &CodegenOptions) -> Result<Prepared, Diagnostic> {
    use crate::dialects::OpKind as K;
    let (tiers, once) = match tier::plan(m, opts) {
        Some((t, o)) => (Some(t), o),
        None => (None, Default::default()),
    };
    let mut prepared = Prepared {
        module: None,
        sites: SiteTable::default(),
        tiers,
    };
    if opts.opt_level == OptLevel::None
        || std::env::var_os("BUFJIT_MIDOPT").is_some_and(|v| v == "0")
        || !crate::transforms::opt::may_apply(m)
    {
        return Ok(prepared);
    }
    let mut copy = m.clone();
    let quick = tier::quick(prepared.tiers.as_ref());
    // With compile tiers, the cold copies of versioned nests move to functions of their own,
    // compiled with the fast settings (`transforms::opt::outline`).
    let done = crate::transforms::opt::optimize(&mut copy, &quick, prepared.tiers.is_some())?;
    let origins = done.origins;
    if let Some(tiers) = prepared.tiers.as_mut() {
        for name in done.outlined {
            tiers.insert(name, tier::Tier::Fast);
        }
        // A run-once optimized function with several loop nests is split, one function per
        // nest, so the nests compile in parallel (`transforms::opt::outline::split_nests`;
        // whatever the number of compile threads, so the code does not depend on it).
        for f in copy.top_level_ops() {
            let Some(name) = crate::dialects::func::sym_name(&copy, f).map(str::to_string) else {
                continue;
            };
            if once.contains(&name) && tiers.get(&name) == Some(&tier::Tier::Optimized) {
                for part in crate::transforms::opt::outline::split_nests(&mut copy, f) {
                    tiers.insert(part, tier::Tier::Optimized);
                }
            }
        }
    }
    if cfg!(debug_assertions) {
        // The optimisations must leave valid IR (checked in debug builds, i.e. in the tests).
        if let Err(mut d) = crate::verify::verify(&copy) {
            return Err(d.remove(0));
        }
    }
    let mut sites = rustc_hash::FxHashMap::default();
    let mut ids: rustc_hash::FxHashMap<OpId, u32> = rustc_hash::FxHashMap::default();
    let mut texts = crate::print::OpTexts::default();
    let Some(top) = copy.top else {
        prepared.module = Some(copy);
        return Ok(prepared);
    };
    copy.walk_nested(top, &mut |op| {
        let kind = copy.op(op).kind;
        // Unchecked allocations have no sites.
        let sited = (matches!(kind, K::Alloc | K::Realloc | K::Dealloc | K::Clone)
            && !opts.unchecked_alloc)
            || (matches!(kind, K::Load | K::Store | K::Copy) && opts.check_freed_memory);
        if !sited {
            return;
        }
        let orig = *origins.get(&op).unwrap_or(&op);
        // Only ops that stand for an op of the same kind in `m` (copies, or ops left in place).
        if orig.index() >= m.ops.len() || m.op(orig).kind != kind {
            return;
        }
        let id = *ids
            .entry(orig)
            .or_insert_with(|| module::register_site(m, orig, &mut texts));
        sites.insert(op, id);
    });
    prepared.module = Some(copy);
    prepared.sites = sites;
    Ok(prepared)
}

/// A lowering failure: one or more MLIR-style diagnostics.
pub type CgResult<T> = Result<T, Diagnostic>;

/// An error at an op's location, `'op.name' op message` as MLIR words it.
pub fn op_err(m: &Module, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    Diagnostic::at(
        m,
        &m.op(op).loc,
        format!("'{}' op {}", m.op_name(op), msg.as_ref()),
    )
}

/// A `file:line:col` string for an op's location (`<unknown>` when it has none).
pub fn location_string(m: &Module, op: OpId) -> String {
    match crate::diag::resolve(m, &m.op(op).loc) {
        Some(p) => format!("{}:{}:{}", p.file, p.line, p.col),
        None => "<unknown>".to_string(),
    }
}

/// Cranelift settings shared by the JIT and object-file backends: the optimization level and
/// register allocator, the IR verifier (on in tests), position independence, and multi-value
/// returns through an implicit struct pointer.
pub(crate) fn flags(
    opts: &CodegenOptions,
    pic: bool,
) -> Result<cranelift_codegen::settings::Builder, String> {
    use cranelift_codegen::settings::Configurable;
    let mut fb = cranelift_codegen::settings::builder();
    // -O0 is the fast-compile mode: regalloc2's single-pass allocator takes about half the
    // compile time of the backtracking one (which is 45-60% of Cranelift's time on the #15
    // kernels), at the price of spills; -O1+ keeps the backtracking allocator (single-pass
    // code runs the matmul kernel 5x slower).
    let (opt, regalloc) = match opts.opt_level {
        OptLevel::None => ("none", "single_pass"),
        OptLevel::Speed => ("speed", "backtracking"),
    };
    let verify = if opts.verify { "true" } else { "false" };
    let pic = if pic { "true" } else { "false" };
    for (k, v) in [
        ("opt_level", opt),
        ("regalloc_algorithm", regalloc),
        ("enable_verifier", verify),
        ("use_colocated_libcalls", "false"),
        ("is_pic", pic),
        ("enable_multi_ret_implicit_sret", "true"),
        // Frame pointers let the fault handler count recursion depth (bufjit_runtime::guard).
        ("preserve_frame_pointers", "true"),
    ] {
        fb.set(k, v).map_err(|e| e.to_string())?;
    }
    Ok(fb)
}
