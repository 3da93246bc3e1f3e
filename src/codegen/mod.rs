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

pub mod apfloat;
pub mod arith;
pub mod calls;
pub mod control;
pub mod engine;
pub mod function;
pub mod llvm;
pub mod memref;
pub mod module;
pub mod object;
pub mod parallel;
pub mod rt;
pub mod strength;
pub mod tier;
pub mod timeline;
pub mod types;
pub mod vector;
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
    /// A failed `cf.assert` prints its message on stdout and execution continues (what
    /// MLIR's `-test-cf-assert` lowering does, which runtime-verification tests use; `bufjit
    /// run --test-cf-assert`); off by default: a failed assertion is a runtime error.
    pub assert_continues: bool,
    /// Threads the outermost parallel loops run on (`bufjit run --threads N`; default 1: the
    /// loops run as written, on the calling thread). Above 1, [`engine::Jit::compile`] first
    /// runs `transforms::parallelize` on a copy of the module: each such loop's iterations are
    /// split in chunks run on the runtime's pool (`bufjit_runtime::parallel`).
    pub threads: u64,
    /// Estimated work (ops × iterations) below which a parallel loop stays on the calling
    /// thread (default: `parallelize::MIN_LOOP_WORK`). `0` runs every parallel loop on the
    /// pool, however small: `bufjit fuzz-diff --threads N` tests the parallel path this way.
    pub parallel_min_work: u64,
}

impl Default for CodegenOptions {
    fn default() -> Self {
        CodegenOptions {
            opt_level: OptLevel::Speed,
            verify: cfg!(debug_assertions),
            check_freed_memory: false,
            unchecked_alloc: false,
            assert_continues: false,
            threads: 1,
            parallel_min_work: crate::transforms::parallelize::MIN_LOOP_WORK,
        }
    }
}

/// What code generation compiles (see [`mid_level`]): `m` as it is (always at `-O0`, when the
/// mid-level stage would change nothing, and with `BUFJIT_MIDOPT=0`, which exists to measure
/// the stage's effect), or at `-O1` and above a copy of it that the stage transforms one
/// function at a time, just before the function is lowered ([`Source::prepare`]), so the
/// first functions' compile jobs start while the later ones are still being optimised.
pub(crate) struct Source<'a> {
    /// The module as written (allocation sites are registered under its ops).
    orig: &'a Module,
    /// The copy the stage transforms (`None`: compile `orig` as it is).
    copy: Option<Module>,
    /// Each function's tier (`None`: all optimized or, at `-O0`, all fast), see [`tier::plan`].
    tiers: Option<tier::Tiers>,
    /// The functions that run once per program run (split into one function per loop nest).
    once: rustc_hash::FxHashSet<String>,
    /// The fast-tier functions, which get only the stage's cheap steps.
    quick: rustc_hash::FxHashSet<String>,
    /// The ops of `orig` each copied op stands for.
    origins: crate::transforms::opt::Origins,
    /// Site ids registered so far, by op of `orig`, and the op texts they were registered with.
    ids: rustc_hash::FxHashMap<OpId, u32>,
    texts: crate::print::OpTexts,
    /// The functions the stage created (outlined cold copies, split nests): lowered as
    /// they are.
    created: rustc_hash::FxHashSet<OpId>,
    /// Register sites for loads, stores and copies too (`--quarantine`).
    check_freed_memory: bool,
    /// No sites at all (`--memcheck=off`).
    unchecked_alloc: bool,
    /// The compile's timeline (`BUFJIT_COMPILE_TIMELINE`), if on.
    timeline: Option<std::sync::Arc<timeline::Timeline>>,
}

/// Allocation sites registered before lowering, by op.
pub(crate) type SiteTable = rustc_hash::FxHashMap<OpId, u32>;

/// Whether code generation gives `kind` an allocator site under these options.
fn sited(kind: crate::dialects::OpKind, opts: &CodegenOptions) -> bool {
    use crate::dialects::OpKind as K;
    (matches!(kind, K::Alloc | K::Realloc | K::Dealloc | K::Clone) && !opts.unchecked_alloc)
        || (matches!(kind, K::Load | K::Store | K::Copy) && opts.check_freed_memory)
}

/// The sites of the ops of `moved` (a copy of `m` whose ops outside `origins`, a map from
/// copied ops to the ops they copy, have the same ids as in `m`), registered with their texts
/// in `m`: what the ops would have been registered with had they stayed where `m` has them.
fn sites_in_place(
    m: &Module,
    moved: &Module,
    origins: &rustc_hash::FxHashMap<OpId, OpId>,
    opts: &CodegenOptions,
) -> SiteTable {
    let mut texts = crate::print::OpTexts::default();
    let mut ids: SiteTable = SiteTable::default();
    let mut out = SiteTable::default();
    let Some(top) = moved.top else {
        return out;
    };
    moved.walk_nested(top, &mut |op| {
        let kind = moved.op(op).kind;
        if !sited(kind, opts) {
            return;
        }
        // Copies of copies: follow the chain back to `m`.
        let mut orig = op;
        for _ in 0..64 {
            match origins.get(&orig) {
                Some(&o) if o != orig => orig = o,
                _ => break,
            }
        }
        if orig.index() >= m.ops.len() || m.op(orig).kind != kind {
            return;
        }
        let id = *ids
            .entry(orig)
            .or_insert_with(|| module::register_site(m, orig, &mut texts));
        out.insert(op, id);
    });
    out
}

/// `m` with its outermost parallel loops running on `opts.threads` threads
/// (`transforms::parallelize`), and the allocation sites of its ops as `m` words them; `None`
/// if no loop is parallel. Where the mid-level stage applies, its module-level step (inlining
/// small functions) runs first, so the loops moved into functions of their own keep what the
/// callers' inlining tells (static layouts, allocations that do not alias).
pub(crate) fn parallel_module(m: &Module, opts: &CodegenOptions) -> Option<(Module, SiteTable)> {
    if opts.threads <= 1 {
        return None;
    }
    let mut copy = m.clone();
    let mut origins = crate::transforms::opt::Origins::default();
    if mid_level_applies(m, opts) {
        let tiers = tier::plan(m, opts).map(|(t, _)| t);
        let quick = tier::quick(tiers.as_ref());
        crate::transforms::opt::prepare_module(&mut copy, &quick, &mut origins);
    }
    let done =
        crate::transforms::parallelize::run_loops(&mut copy, opts.threads, opts.parallel_min_work);
    if done.loops == 0 {
        return None;
    }
    origins.extend(done.origins);
    let sites = sites_in_place(m, &copy, &origins, opts);
    Some((copy, sites))
}

/// Whether the mid-level stage transforms `m` (see [`optimized_source`]).
fn mid_level_applies(m: &Module, opts: &CodegenOptions) -> bool {
    !(opts.opt_level == OptLevel::None
        || std::env::var_os("BUFJIT_MIDOPT").is_some_and(|v| v == "0")
        || !crate::transforms::opt::may_apply(m))
}

impl<'a> Source<'a> {
    /// The module to lower.
    pub fn module(&self) -> &Module {
        self.copy.as_ref().unwrap_or(self.orig)
    }

    /// Whether functions have tiers at all (`-O1`+ with tiers enabled).
    pub fn has_tiers(&self) -> bool {
        self.tiers.is_some()
    }

    /// The tier of function `name`.
    pub fn tier(&self, name: &str) -> Option<tier::Tier> {
        self.tiers.as_ref().and_then(|t| t.get(name).copied())
    }

    /// Runs the mid-level stage's per-function steps on function `f` of [`Self::module`] (none
    /// without a copy): hoisting, scalar promotion and, unless it is a fast-tier function,
    /// marking of invariant loads, outlining of cold copies, unrolling and vectorisation; then,
    /// for an optimized function that runs once, one function per loop nest. Returns the
    /// functions it created (inserted after `f`, to lower after it, when this is called on
    /// them again: they get no steps of their own) and the allocation sites of the copy's
    /// allocating, freeing and (with `check_freed_memory`) accessing ops in `f`, registered
    /// under the original ops' locations and texts.
    pub fn prepare(&mut self, f: OpId) -> (Vec<OpId>, SiteTable) {
        let new_ops = if self.created.contains(&f) {
            Vec::new()
        } else {
            self.run_steps(f)
        };
        let mut sites = SiteTable::default();
        self.register_sites(f, &mut sites);
        (new_ops, sites)
    }

    /// The stage's steps of [`Self::prepare`] on `f`; returns the functions they created.
    fn run_steps(&mut self, f: OpId) -> Vec<OpId> {
        let Some(copy) = self.copy.as_mut() else {
            return Vec::new();
        };
        let Some(name) = crate::dialects::func::sym_name(copy, f).map(str::to_string) else {
            return Vec::new();
        };
        let quick_fn = self.quick.contains(&name);
        let mut created: Vec<String> = crate::transforms::opt::optimize_function(
            copy,
            f,
            quick_fn,
            self.tiers.is_some(),
            &mut self.origins,
        );
        if let Some(tiers) = self.tiers.as_mut() {
            // The cold copies of versioned nests are compiled with the fast settings.
            for n in &created {
                tiers.insert(n.clone(), tier::Tier::Fast);
            }
            // A run-once optimized function with several loop nests is split, one function
            // per nest, so the nests compile in parallel (`transforms::opt::outline::
            // split_nests`); then any optimized function whose loops still do much work gives
            // a function of its own to each nest that does much work per call, when that
            // leaves it light (`tier::hot_nests`). Whatever the number of compile threads, so
            // the code does not depend on it.
            if tiers.get(&name) == Some(&tier::Tier::Optimized) {
                use crate::transforms::opt::outline::{split_nests, split_off};
                let mut parts = Vec::new();
                if self.once.contains(&name) {
                    parts = split_nests(copy, f);
                }
                // (After `split_nests`, the heavy loops it left because they are small.)
                if !tier::light_remainder(copy, f) {
                    parts.extend(split_off(copy, f, tier::hot_nests(copy, f)));
                }
                // What the nests leave behind (set-up, light loops, the deallocations) is
                // judged again as a function of its own: it usually does little work per op.
                if !parts.is_empty() && tier::light_remainder(copy, f) {
                    tiers.insert(name.clone(), tier::Tier::Fast);
                }
                for part in parts {
                    tiers.insert(part.clone(), tier::Tier::Optimized);
                    created.push(part);
                }
            }
        }
        // The new functions, in module order (each was inserted right after `f`).
        let mut new_ops = Vec::new();
        let mut at = copy.op(f).next;
        while let Some(op) = at {
            let named = crate::dialects::func::sym_name(copy, op)
                .is_some_and(|n| created.iter().any(|c| c == n));
            if !named {
                break;
            }
            new_ops.push(op);
            at = copy.op(op).next;
        }
        self.created.extend(new_ops.iter().copied());
        new_ops
    }

    /// Takes `sites` as already registered (by op of `orig`): the ops a step before code
    /// generation moved into new functions (`transforms::parallelize`) keep the sites, hence
    /// the texts, they have in the module as written.
    pub fn preset_sites(&mut self, sites: SiteTable) {
        self.ids.extend(sites);
    }

    /// The sites the lowering starts from, by op of the module it lowers: the preset ones
    /// when that module is `orig` itself (with a copy, [`Self::prepare`] hands out the sites
    /// of each function's ops, the copy's own ops included).
    pub fn lowering_sites(&self) -> SiteTable {
        match self.copy {
            None => self.ids.clone(),
            Some(_) => SiteTable::default(),
        }
    }

    /// Registers the sites of the copy's ops nested in `root` (see [`Self::prepare`]).
    fn register_sites(&mut self, root: OpId, sites: &mut SiteTable) {
        use crate::dialects::OpKind as K;
        let Some(copy) = self.copy.as_ref() else {
            return;
        };
        let m = self.orig;
        let (ids, texts, origins) = (&mut self.ids, &mut self.texts, &self.origins);
        let (unchecked, freed) = (self.unchecked_alloc, self.check_freed_memory);
        copy.walk_nested(root, &mut |op| {
            let kind = copy.op(op).kind;
            // Unchecked allocations have no sites.
            let sited = (matches!(kind, K::Alloc | K::Realloc | K::Dealloc | K::Clone)
                && !unchecked)
                || (matches!(kind, K::Load | K::Store | K::Copy) && freed);
            if !sited {
                return;
            }
            let orig = *origins.get(&op).unwrap_or(&op);
            // Only ops that stand for an op of the same kind in `m` (copies, or ops left in
            // place).
            if orig.index() >= m.ops.len() || m.op(orig).kind != kind {
                return;
            }
            let id = *ids
                .entry(orig)
                .or_insert_with(|| module::register_site(m, orig, texts));
            sites.insert(op, id);
        });
    }

    /// Frees what the stage built (the copy, the origin and site tables) off the calling
    /// thread ([`parallel::drop_later`]).
    pub fn dispose(self) {
        let Source {
            orig: _,
            copy,
            tiers,
            once,
            quick,
            origins,
            ids,
            texts,
            created,
            check_freed_memory: _,
            unchecked_alloc: _,
            timeline: _,
        } = self;
        parallel::drop_later((copy, tiers, once, quick, origins, ids, texts, created));
    }

    /// After lowering: in debug builds (the tests), checks that the stage left valid IR.
    pub fn finish(&self) -> Result<(), Diagnostic> {
        if let (true, Some(copy)) = (cfg!(debug_assertions), self.copy.as_ref()) {
            if let Err(mut d) = crate::verify::verify(copy) {
                return Err(d.remove(0));
            }
        }
        Ok(())
    }
}

/// The start of both backends: verifies `m` and prepares it for code generation, with the
/// compile's timeline started (`BUFJIT_COMPILE_TIMELINE`). Decides the functions' tiers on `m`
/// as written, then, at `-O1` and above, copies it and runs the mid-level stage's module-level
/// step (inlining); the per-function steps run as the lowering reaches each function
/// ([`Source::prepare`]).
pub(crate) fn mid_level<'a>(
    m: &'a Module,
    opts: &CodegenOptions,
) -> Result<Source<'a>, Vec<Diagnostic>> {
    let tl = timeline::Timeline::start();
    timeline::mark(&tl, || "start".into());
    crate::verify::verify(m)?;
    timeline::mark(&tl, || "verified".into());
    let src = optimized_source(m, opts, tl.clone());
    timeline::mark(&tl, || "mid-level stage ready".into());
    Ok(src)
}

/// [`mid_level`] after verification.
fn optimized_source<'a>(
    m: &'a Module,
    opts: &CodegenOptions,
    timeline: Option<std::sync::Arc<timeline::Timeline>>,
) -> Source<'a> {
    let (tiers, once) = match tier::plan(m, opts) {
        Some((t, o)) => (Some(t), o),
        None => (None, Default::default()),
    };
    let mut src = Source {
        orig: m,
        copy: None,
        quick: tier::quick(tiers.as_ref()),
        tiers,
        once,
        origins: Default::default(),
        created: Default::default(),
        ids: Default::default(),
        texts: Default::default(),
        check_freed_memory: opts.check_freed_memory,
        unchecked_alloc: opts.unchecked_alloc,
        timeline,
    };
    if !mid_level_applies(m, opts) {
        return src;
    }
    let mut copy = m.clone();
    crate::transforms::opt::prepare_module(&mut copy, &src.quick, &mut src.origins);
    src.copy = Some(copy);
    src
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
    // compile time of the backtracking one (which is 45-60% of Cranelift's time on the benchmark
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
