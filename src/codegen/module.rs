//! Whole-module lowering, shared by the JIT and the object writer: declares every function
//! (defined, or external like `printMemrefF32`), lays out `memref.global`s as data objects,
//! lowers each body through [`FnLower`], and adds a *packed* entry wrapper per public function
//! (`__bufjit_packed_NAME(args: *const u64, results: *mut u64)`) so the host can call any
//! signature without generating Rust types for it.

use super::function::FnLower;
use super::parallel::Job;
use super::types::{self, Scalar, PTR};
use super::{location_string, op_err, CodegenOptions};
use crate::diag::Diagnostic;
use crate::dialects::OpKind;
use crate::ir::{Attribute, DenseData, Module, OpId, TypeData, TypeId};
use cranelift_codegen::ir::{
    AbiParam, Function, InstBuilder, MemFlagsData, Signature, UserFuncName,
};
use cranelift_codegen::isa::CallConv;
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{DataDescription, DataId, FuncId, Linkage};
use rustc_hash::{FxHashMap, FxHashSet};

/// A declared function.
#[derive(Clone, Debug)]
pub struct FuncDecl {
    /// Cranelift id.
    pub id: FuncId,
    /// The `func.func` op.
    pub op: OpId,
    /// MLIR name (without `@`).
    pub name: String,
    /// Argument types.
    pub inputs: Vec<TypeId>,
    /// Result types.
    pub results: Vec<TypeId>,
    /// Declaration only (resolved from the runtime or the process).
    pub external: bool,
    /// External with `llvm.emit_c_interface`: called as `_mlir_ciface_NAME` with memrefs
    /// passed by descriptor pointer.
    pub c_iface: bool,
    /// Public (not `private`).
    pub public: bool,
    /// The packed entry wrapper, for public defined functions.
    pub packed: Option<FuncId>,
    /// The linker symbol.
    pub symbol: String,
}

/// Module-wide state shared by the function lowerings.
#[derive(Default)]
pub struct Shared {
    /// Functions by MLIR name.
    pub funcs: FxHashMap<String, FuncDecl>,
    /// Globals by MLIR name: data id and memref type.
    pub globals: FxHashMap<String, (DataId, TypeId)>,
    /// Imported symbols by name.
    pub imports: FxHashMap<String, FuncId>,
    strings: FxHashMap<String, DataId>,
    sites: FxHashMap<OpId, u32>,
    site_texts: crate::print::OpTexts,
    /// [`CodegenOptions::check_freed_memory`].
    pub check_freed_memory: bool,
    /// [`CodegenOptions::unchecked_alloc`].
    pub unchecked_alloc: bool,
    /// [`CodegenOptions::assert_continues`].
    pub assert_continues: bool,
    /// Lower `scf.for` loops marked `bufjit.vectorize` with SIMD types (at `-O1` and above,
    /// not with `check_freed_memory`: see `super::vectorize`).
    pub vectorize: bool,
    /// Carry strength-reduced pointers in `scf.for` loops (at `-O1` and above: see
    /// `super::strength`).
    pub strength_reduce: bool,
    /// The CLIF text of every function, when capturing it (`bufjit compile --emit=clif`).
    pub clif: Option<String>,
    /// Each defined function's Cranelift id, MLIR name and machine-code size (the JIT
    /// registers the code ranges for fault reports).
    pub code_sizes: Vec<(FuncId, String, usize)>,
}

impl Shared {
    /// The allocator site of an op, registered with the global tracker on first use.
    pub fn site(&mut self, m: &Module, op: OpId) -> u32 {
        if let Some(&s) = self.sites.get(&op) {
            return s;
        }
        let id = register_site(m, op, &mut self.site_texts);
        self.sites.insert(op, id);
        id
    }

    /// A NUL-terminated read-only string in the module.
    pub fn string<M: cranelift_module::Module>(&mut self, module: &mut M, s: &str) -> DataId {
        if let Some(&id) = self.strings.get(s) {
            return id;
        }
        let id = module
            .declare_anonymous_data(false, false)
            .expect("anonymous data");
        let mut d = DataDescription::new();
        let mut bytes = s.as_bytes().to_vec();
        bytes.push(0);
        d.define(bytes.into_boxed_slice());
        module.define_data(id, &d).expect("string data");
        self.strings.insert(s.to_string(), id);
        id
    }
}

fn func_type(m: &Module, op: OpId) -> (Vec<TypeId>, Vec<TypeId>) {
    match m.attr(op, "function_type") {
        Some(Attribute::Type(t)) => match m.ty(*t) {
            TypeData::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => (vec![], vec![]),
        },
        _ => (vec![], vec![]),
    }
}

/// The `sym_name` of a symbol op.
pub fn sym_name(m: &Module, op: OpId) -> String {
    match m.attr(op, "sym_name") {
        Some(Attribute::String(s)) => s.clone(),
        _ => String::new(),
    }
}

/// Cranelift signature of a function with MLIR types (flat ABI).
pub fn signature(
    m: &Module,
    inputs: &[TypeId],
    results: &[TypeId],
    cc: CallConv,
    op: OpId,
) -> Result<Signature, Diagnostic> {
    let mut sig = Signature::new(cc);
    let p = types::abi_list(m, inputs).map_err(|e| op_err(m, op, e))?;
    let r = types::abi_list(m, results).map_err(|e| op_err(m, op, e))?;
    sig.params.extend(p.into_iter().map(AbiParam::new));
    sig.returns.extend(r.into_iter().map(AbiParam::new));
    Ok(sig)
}

/// Signature of a C-interface external: memrefs by descriptor pointer.
fn c_iface_signature(
    m: &Module,
    inputs: &[TypeId],
    results: &[TypeId],
    cc: CallConv,
    op: OpId,
) -> Result<Signature, Diagnostic> {
    let mut sig = Signature::new(cc);
    for &t in inputs {
        if m.ty(t).is_memref() {
            types::memref_kind(m, t).map_err(|e| op_err(m, op, e))?;
            sig.params.push(AbiParam::new(PTR));
        } else {
            let s = types::scalar(m, t).map_err(|e| op_err(m, op, e))?;
            sig.params.push(AbiParam::new(s.cl()));
        }
    }
    for &t in results {
        if m.ty(t).is_memref() {
            return Err(op_err(
                m,
                op,
                "returns a memref through the C interface, which is not supported",
            ));
        }
        let s = types::scalar(m, t).map_err(|e| op_err(m, op, e))?;
        sig.returns.push(AbiParam::new(s.cl()));
    }
    Ok(sig)
}

/// Names the generated code imports; user functions may not reuse them.
fn reserved(name: &str) -> bool {
    name.starts_with("bufjit_")
        || name.starts_with("__bufjit")
        || super::rt::symbols().iter().any(|(n, _)| *n == name)
}

/// Lowers a whole module into `module`. Returns the declarations (for entry-point lookup).
/// `src` is the module to compile with its tiers and the mid-level stage's per-function work
/// (see [`super::mid_level`]); `isa` is the ISA `module` was built with (shared with the
/// compile threads of [`super::parallel`]).
pub(crate) fn lower_module<M: cranelift_module::Module>(
    src: &mut super::Source<'_>,
    module: &mut M,
    opts: &CodegenOptions,
    isa: OwnedTargetIsa,
) -> Result<Shared, Vec<Diagnostic>> {
    lower_module_with(src, module, opts, isa, false)
}

/// Declares function `op` of `m` in `module` and `sh.funcs` (imports in `sh.imports`).
/// Returns its id and signature if it has a body to define.
fn declare_func<M: cranelift_module::Module>(
    m: &Module,
    module: &mut M,
    sh: &mut Shared,
    op: OpId,
) -> Result<Option<(FuncId, Signature)>, Diagnostic> {
    let cc = module.isa().default_call_conv();
    let name = sym_name(m, op);
    if m.op(op).kind == OpKind::LlvmFunc {
        return declare_llvm_func(m, module, sh, op);
    }
    let (inputs, results) = func_type(m, op);
    let external = m
        .op(op)
        .regions
        .first()
        .is_none_or(|&r| m.entry_block(r).is_none());
    let public =
        !matches!(m.attr(op, "sym_visibility"), Some(Attribute::String(v)) if v != "public");
    let c_iface = external && m.attr(op, "llvm.emit_c_interface").is_some();
    if !external && reserved(&name) {
        return Err(op_err(
            m,
            op,
            format!("function name '@{name}' clashes with a runtime symbol"),
        ));
    }
    let (symbol, sig) = if c_iface {
        (
            format!("_mlir_ciface_{name}"),
            c_iface_signature(m, &inputs, &results, cc, op),
        )
    } else {
        (name.clone(), signature(m, &inputs, &results, cc, op))
    };
    let sig = sig?;
    let id = declare_symbol(
        m,
        module,
        sh,
        op,
        (&symbol, &sig),
        (external, public),
        &symbol,
    )?;
    sh.funcs.insert(
        name.clone(),
        FuncDecl {
            id,
            op,
            name,
            inputs,
            results,
            external,
            c_iface,
            public,
            packed: None,
            symbol,
        },
    );
    Ok((!external).then_some((id, sig)))
}

/// Declares `symbol` with signature `sig` for function `op`: imported when `external` (and
/// recorded in `sh.imports` under `import_key`), exported when `public`, local otherwise.
fn declare_symbol<M: cranelift_module::Module>(
    m: &Module,
    module: &mut M,
    sh: &mut Shared,
    op: OpId,
    (symbol, sig): (&str, &Signature),
    (external, public): (bool, bool),
    import_key: &str,
) -> Result<FuncId, Diagnostic> {
    let linkage = if external {
        Linkage::Import
    } else if public {
        Linkage::Export
    } else {
        Linkage::Local
    };
    let id = module
        .declare_function(symbol, linkage, sig)
        .map_err(|e| op_err(m, op, format!("cannot be declared: {e}")))?;
    if external {
        sh.imports.insert(import_key.to_string(), id);
    }
    Ok(id)
}

/// Declares `llvm.func` `op` (see [`declare_func`]): its symbol is its name, with no C
/// interface wrapper; the C allocation functions are not declared (calls of them go to the
/// checked allocator, see `super::llvm::memory`).
fn declare_llvm_func<M: cranelift_module::Module>(
    m: &Module,
    module: &mut M,
    sh: &mut Shared,
    op: OpId,
) -> Result<Option<(FuncId, Signature)>, Diagnostic> {
    let name = sym_name(m, op);
    let external = m
        .op(op)
        .regions
        .first()
        .is_none_or(|&r| m.entry_block(r).is_none());
    if external && super::llvm::memory::ALLOCATION_FUNCTIONS.contains(&name.as_str()) {
        return Ok(None);
    }
    let sig = super::llvm::signature(m, op, module.isa().default_call_conv())?;
    let linkage_kw = crate::dialects::llvm::func::linkage(m, op);
    // A definition named like a runtime symbol (the `printMemrefF32` wrapper
    // `llvm-request-c-wrappers` writes) stays local under another symbol.
    let clash = !external && reserved(&name);
    let public = !clash
        && !matches!(linkage_kw, "private" | "internal")
        && !matches!(m.attr(op, "sym_visibility"), Some(Attribute::String(v)) if v != "public");
    let symbol = if clash {
        format!("__bufjit_llvm_{name}")
    } else {
        name.clone()
    };
    let id = declare_symbol(
        m,
        module,
        sh,
        op,
        (&symbol, &sig),
        (external, public),
        &name,
    )?;
    let (inputs, results) = super::llvm::func_types(m, op);
    sh.funcs.insert(
        name.clone(),
        FuncDecl {
            id,
            op,
            name: name.clone(),
            inputs,
            results,
            external,
            c_iface: false,
            public,
            packed: None,
            symbol,
        },
    );
    Ok((!external).then_some((id, sig)))
}

/// [`lower_module`], keeping each function's CLIF text in [`Shared::clif`] if `capture_clif`.
pub(crate) fn lower_module_with<M: cranelift_module::Module>(
    src: &mut super::Source<'_>,
    module: &mut M,
    opts: &CodegenOptions,
    isa: OwnedTargetIsa,
    capture_clif: bool,
) -> Result<Shared, Vec<Diagnostic>> {
    let mut sh = Shared {
        clif: capture_clif.then(String::new),
        check_freed_memory: opts.check_freed_memory,
        unchecked_alloc: opts.unchecked_alloc,
        assert_continues: opts.assert_continues,
        vectorize: opts.opt_level != super::OptLevel::None && !opts.check_freed_memory,
        strength_reduce: opts.opt_level != super::OptLevel::None,
        sites: src.lowering_sites(),
        ..Shared::default()
    };
    // Declarations (functions the mid-level stage creates are declared when it does).
    let defined = declare_all(src.module(), module, &mut sh)?;
    // Bodies; at -O1+, functions that run few instructions per call of the program are
    // compiled with the -O0 settings (see `super::tier`). Cranelift compiles them on worker
    // threads while the lowering goes on (see `super::parallel`).
    let fast_isa = match src.has_tiers() {
        true => Some(super::tier::fast_isa(module.isa()).map_err(|e| {
            vec![Diagnostic::error(
                None,
                format!("cannot configure Cranelift: {e}"),
            )]
        })?),
        false => None,
    };
    let threads = super::parallel::threads(defined.len());
    let tl = src.timeline.clone();
    super::timeline::mark(&tl, || {
        format!(
            "declared {} functions, {threads} compile threads",
            defined.len()
        )
    });
    let mut bodies = Bodies {
        module,
        sh,
        errors: Vec::new(),
        queue: super::parallel::Queue::new(threads, tl.clone()),
        submitted: Vec::new(),
        fbctx: FunctionBuilderContext::new(),
        isa,
        fast_isa,
        // `BUFJIT_DUMP_CLIF=1` prints each function's Cranelift IR and machine code.
        dump: std::env::var_os("BUFJIT_DUMP_CLIF").is_some(),
        tl,
    };
    bodies.submit_wrappers(src);
    bodies.lower_all(src, defined);
    if let Err(e) = src.finish() {
        bodies.errors.push(e);
    }
    bodies.define_all(src.module())
}

/// Declares every function and global of `m` (the functions with bodies returned with
/// their ids and signatures, in order).
fn declare_all<M: cranelift_module::Module>(
    m: &Module,
    module: &mut M,
    sh: &mut Shared,
) -> Result<Vec<(OpId, FuncId, Signature)>, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let mut defined = Vec::new();
    for op in m.top_level_ops() {
        match m.op(op).kind {
            OpKind::Func | OpKind::LlvmFunc => match declare_func(m, module, sh, op) {
                Ok(Some((id, sig))) => defined.push((op, id, sig)),
                Ok(None) => {}
                Err(e) => errors.push(e),
            },
            OpKind::LlvmMlirGlobal => {
                if let Err(e) = super::llvm::globals::declare(m, module, sh, op) {
                    errors.push(e);
                }
            }
            OpKind::Global => {
                if let Err(e) = declare_global(m, module, sh, op) {
                    errors.push(e);
                }
            }
            _ => {}
        }
    }
    if errors.is_empty() {
        Ok(defined)
    } else {
        Err(errors)
    }
}

/// Lowering the bodies of a module's functions: what is compiling on the worker threads and
/// what went wrong.
struct Bodies<'a, M: cranelift_module::Module> {
    module: &'a mut M,
    sh: Shared,
    errors: Vec<Diagnostic>,
    queue: super::parallel::Queue,
    /// Per submitted job: the op it comes from, its id, and whether it is an entry wrapper.
    submitted: Vec<(OpId, FuncId, bool)>,
    fbctx: FunctionBuilderContext,
    isa: OwnedTargetIsa,
    /// The ISA of the fast-compile tier, when there are tiers.
    fast_isa: Option<OwnedTargetIsa>,
    /// Print each function's Cranelift IR and machine code.
    dump: bool,
    tl: Option<std::sync::Arc<super::timeline::Timeline>>,
}

impl<M: cranelift_module::Module> Bodies<'_, M> {
    /// Builds and submits the entry wrappers first: they need only the declarations, and
    /// compiling them (a few hundred thousand instructions for a 33-argument kernel) keeps a
    /// worker busy while the first optimized function goes through the mid-level stage. They
    /// are defined after the functions, as before (see [`Bodies::define_all`]).
    fn submit_wrappers(&mut self, src: &super::Source<'_>) {
        // Public functions, and the outlined bodies of parallel loops, which the runtime's
        // pool threads call through their wrapper (`calls::lower_parallel_dispatch`).
        let m = src.module();
        let names: Vec<String> = self
            .sh
            .funcs
            .values()
            .filter(|f| {
                !f.external
                    && (f.public || m.attr(f.op, super::calls::PARALLEL_BODY_ATTR).is_some())
            })
            .filter(|f| {
                // An `llvm.func` gets a wrapper only with scalar parameters and results (its
                // vectors are flattened, not SIMD values).
                let llvm = m.op(f.op).kind == OpKind::LlvmFunc;
                let ok = |ts: &[TypeId]| {
                    types::abi_list(m, ts).is_ok()
                        && (!llvm || ts.iter().all(|&t| types::scalar(m, t).is_ok()))
                };
                ok(&f.inputs) && ok(&f.results)
            })
            .map(|f| f.name.clone())
            .collect();
        for name in names {
            // The wrapper only loads, calls and stores: the fast-compile tier.
            let job_isa = self.fast_isa.clone().unwrap_or_else(|| self.isa.clone());
            let built = build_packed(
                src.module(),
                self.module,
                &mut self.sh,
                &name,
                &mut self.fbctx,
            );
            match built {
                Ok((op, id, func)) => {
                    if let Some(f) = self.sh.funcs.get_mut(&name) {
                        f.packed = Some(id);
                    }
                    let job = self.submitted.len();
                    super::timeline::mark(&self.tl, || {
                        format!("entry wrapper of @{name}, job {job}")
                    });
                    self.queue.submit(Job {
                        id,
                        func,
                        isa: job_isa,
                        disasm: false,
                    });
                    self.submitted.push((op, id, true));
                }
                Err(e) => self.errors.push(e),
            }
        }
    }

    /// Runs the mid-level stage on each function in `defined` and lowers it, with the
    /// functions the stage creates right after it.
    fn lower_all(
        &mut self,
        src: &mut super::Source<'_>,
        mut defined: Vec<(OpId, FuncId, Signature)>,
    ) {
        let mut next = 0;
        // Functions whose stage has run but whose lowering was put off (see `prepare`).
        let mut deferred: FxHashSet<OpId> = FxHashSet::default();
        while next < defined.len() {
            let (op, id, sig) = defined[next].clone();
            next += 1;
            if !deferred.remove(&op) {
                if let Some(at) = self.prepare(src, op, &mut defined, next) {
                    defined.insert(at, (op, id, sig));
                    deferred.insert(op);
                    continue;
                }
            }
            self.lower_body(src, op, id, sig);
        }
    }

    /// The mid-level stage's work on `op`; the functions it creates are declared and put in
    /// `defined` from `at` on, to be lowered right after it. Returns where to put `op` back
    /// when its lowering is put off: a function left light by the nests it gave away
    /// (`Source::prepare`) is lowered after them, since their optimized compile jobs are the
    /// long ones and start sooner.
    fn prepare(
        &mut self,
        src: &mut super::Source<'_>,
        op: OpId,
        defined: &mut Vec<(OpId, FuncId, Signature)>,
        mut at: usize,
    ) -> Option<usize> {
        let (created, sites) = src.prepare(op);
        super::timeline::mark(&self.tl, || {
            format!("mid-level stage done on @{}", sym_name(src.module(), op))
        });
        self.sh.sites.extend(sites);
        let mut any_optimized = false;
        for f in created {
            match declare_func(src.module(), self.module, &mut self.sh, f) {
                Ok(Some(decl)) => {
                    any_optimized |= !is_fast(src, f);
                    defined.insert(at, (f, decl.0, decl.1));
                    at += 1;
                }
                Ok(None) => {}
                Err(e) => self.errors.push(e),
            }
        }
        (any_optimized && is_fast(src, op)).then_some(at)
    }

    /// Lowers the body of `op` (declared as `id` with `sig`) and submits its compile job.
    fn lower_body(&mut self, src: &super::Source<'_>, op: OpId, id: FuncId, sig: Signature) {
        let m = src.module();
        let fast = is_fast(src, op);
        let job_isa = match &self.fast_isa {
            Some(f) if fast => f.clone(),
            _ => self.isa.clone(),
        };
        let mut func = Function::with_name_signature(UserFuncName::user(0, id.as_u32()), sig);
        let cfg = self.module.target_config();
        let b = FunctionBuilder::new(&mut func, &mut self.fbctx);
        let result = {
            let mut fl = FnLower::new(m, self.module, &mut self.sh, b);
            let r = if m.op(op).kind == OpKind::LlvmFunc {
                super::llvm::lower_function(&mut fl, op)
            } else {
                fl.lower_function(op)
            };
            if r.is_ok() {
                fl.b.finalize(cfg);
            }
            r
        };
        if let Err(e) = result {
            self.errors.push(e);
            // The builder context of an unfinished function is not reusable.
            self.fbctx = FunctionBuilderContext::new();
            return;
        }
        if self.dump {
            eprintln!("{}", func.display());
        }
        if let Some(text) = &mut self.sh.clif {
            text.push_str(&func.display().to_string());
            text.push('\n');
        }
        let job = self.submitted.len();
        super::timeline::mark(&self.tl, || {
            format!(
                "lowered @{} ({} CLIF instructions{}), job {job}",
                sym_name(m, op),
                func.dfg.num_insts(),
                if fast { ", fast tier" } else { "" },
            )
        });
        self.queue.submit(Job {
            id,
            func,
            isa: job_isa,
            disasm: self.dump,
        });
        self.submitted.push((op, id, false));
    }

    /// Waits for the compile jobs and defines the compiled code: functions in lowering
    /// order, then the wrappers (the order does not depend on the order of compilation).
    fn define_all(self, m: &Module) -> Result<Shared, Vec<Diagnostic>> {
        let Bodies {
            module,
            mut sh,
            mut errors,
            queue,
            submitted,
            tl,
            ..
        } = self;
        super::timeline::mark(&tl, || "all functions lowered".into());
        let mut results: Vec<_> = submitted.into_iter().zip(queue.finish()).collect();
        super::timeline::mark(&tl, || "all jobs compiled".into());
        results.sort_by_key(|((_, _, wrapper), _)| *wrapper);
        for ((op, id, wrapper), compiled) in results {
            let defined = match compiled {
                Ok(c) => module
                    .define_function_bytes(id, c.alignment, &c.bytes, &c.relocs)
                    .map(|_| c),
                Err(e) => Err(cranelift_module::ModuleError::Compilation(e)),
            };
            match defined {
                Ok(c) if !wrapper => {
                    sh.code_sizes.push((id, sym_name(m, op), c.bytes.len()));
                    if let Some(d) = c.disasm {
                        eprintln!("{d}");
                    }
                }
                Ok(_) => {}
                Err(e) => {
                    let what = if wrapper {
                        "internal error in entry wrapper"
                    } else {
                        "internal error: Cranelift rejected the function"
                    };
                    errors.push(op_err(m, op, format!("{what}: {}", describe(&e))));
                }
            }
        }
        if errors.is_empty() {
            Ok(sh)
        } else {
            Err(errors)
        }
    }
}

/// Whether `f` is compiled in the fast tier.
fn is_fast(src: &super::Source<'_>, f: OpId) -> bool {
    src.tier(&sym_name(src.module(), f)) == Some(super::tier::Tier::Fast)
}

fn describe(e: &cranelift_module::ModuleError) -> String {
    match e {
        cranelift_module::ModuleError::Compilation(cranelift_codegen::CodegenError::Verifier(
            errs,
        )) => format!("verifier errors: {errs}"),
        other => other.to_string(),
    }
}

/// Generates `__bufjit_packed_NAME(args: *const u64, results: *mut u64)`: each flat argument
/// and result occupies one 8-byte slot (scalars in the low bytes). Returns the wrapped
/// function's op, the wrapper's id and its Cranelift IR, for the caller to compile.
fn build_packed<M: cranelift_module::Module>(
    m: &Module,
    module: &mut M,
    sh: &mut Shared,
    name: &str,
    fbctx: &mut FunctionBuilderContext,
) -> Result<(OpId, FuncId, Function), Diagnostic> {
    let f = sh.funcs[name].clone();
    let cc = module.isa().default_call_conv();
    let mut sig = Signature::new(cc);
    sig.params.push(AbiParam::new(PTR));
    sig.params.push(AbiParam::new(PTR));
    let id = module
        .declare_function(&format!("__bufjit_packed_{name}"), Linkage::Export, &sig)
        .map_err(|e| op_err(m, f.op, format!("cannot declare entry wrapper: {e}")))?;
    let params = types::abi_list(m, &f.inputs).map_err(|e| op_err(m, f.op, e))?;
    let rets = types::abi_list(m, &f.results).map_err(|e| op_err(m, f.op, e))?;
    let mut func = Function::with_name_signature(UserFuncName::user(1, id.as_u32()), sig);
    let cfg = module.target_config();
    {
        let mut b = FunctionBuilder::new(&mut func, fbctx);
        let blk = b.create_block();
        b.append_block_params_for_function_params(blk);
        b.switch_to_block(blk);
        let (argp, resp) = (b.block_params(blk)[0], b.block_params(blk)[1]);
        let flags = MemFlagsData::trusted();
        let args: Vec<_> = params
            .iter()
            .enumerate()
            .map(|(i, &t)| b.ins().load(t, flags, argp, (i * 8) as i32))
            .collect();
        let callee = module.declare_func_in_func(f.id, b.func);
        let call = b.ins().call(callee, &args);
        let results = b.inst_results(call).to_vec();
        for (i, (&v, _)) in results.iter().zip(&rets).enumerate() {
            b.ins().store(flags, v, resp, (i * 8) as i32);
        }
        b.ins().return_(&[]);
        b.seal_all_blocks();
        b.finalize(cfg);
    }
    Ok((f.op, id, func))
}

fn declare_global<M: cranelift_module::Module>(
    m: &Module,
    module: &mut M,
    sh: &mut Shared,
    op: OpId,
) -> Result<(), Diagnostic> {
    let name = sym_name(m, op);
    let Some(Attribute::Type(t)) = m.attr(op, "type") else {
        return Err(op_err(m, op, "has no type"));
    };
    let t = *t;
    let info = types::mem_info(m, t).map_err(|e| op_err(m, op, e))?;
    if info.shape.contains(&crate::ir::DYNAMIC) {
        return Err(op_err(m, op, "must have a static shape"));
    }
    if info.elem_bytes != info.elem.bytes() {
        return Err(op_err(
            m,
            op,
            "has vector elements, which the code generator does not support in globals",
        ));
    }
    let count: i64 = info.shape.iter().product();
    let size = (count * info.elem.bytes()) as usize;
    let constant = m.attr(op, "constant").is_some();
    let external = m.attr(op, "initial_value").is_none();
    let id = module
        .declare_data(
            &format!("__bufjit_global_{name}"),
            Linkage::Local,
            !constant,
            false,
        )
        .map_err(|e| op_err(m, op, format!("cannot be declared: {e}")))?;
    if external {
        return Err(op_err(
            m,
            op,
            "is an external global (no initial value), which the code generator cannot resolve",
        ));
    }
    let mut d = DataDescription::new();
    match m.attr(op, "initial_value") {
        Some(Attribute::Dense { data, .. }) => {
            let bytes =
                dense_bytes(data, info.elem, count as usize).map_err(|e| op_err(m, op, e))?;
            d.define(bytes.into_boxed_slice());
        }
        _ => d.define_zeroinit(size.max(1)),
    }
    let align = crate::semantics::memref::alignment(m, op).unwrap_or(16) as u64;
    d.set_align(align.max(info.elem.bytes() as u64));
    module
        .define_data(id, &d)
        .map_err(|e| op_err(m, op, format!("cannot be defined: {e}")))?;
    sh.globals.insert(name, (id, t));
    Ok(())
}

/// Appends the bytes of one dense element of type `elem`; a complex element is the pair of
/// its parts (`[re, im]`), each of the part type.
fn dense_element(a: &Attribute, elem: Scalar, out: &mut Vec<u8>) -> Result<(), String> {
    let part = match elem {
        Scalar::Complex32 => Some(Scalar::F32),
        Scalar::Complex64 => Some(Scalar::F64),
        _ => None,
    };
    match (a, part) {
        (Attribute::Array(parts), Some(p)) if parts.len() == 2 => {
            dense_element(&parts[0], p, out)?;
            dense_element(&parts[1], p, out)
        }
        (_, Some(_)) => Err("a complex element needs a (re, im) pair".into()),
        _ => dense_scalar(a, elem, out),
    }
}

/// Appends the bytes of one scalar dense element.
fn dense_scalar(a: &Attribute, elem: Scalar, out: &mut Vec<u8>) -> Result<(), String> {
    match a {
        Attribute::Integer { value, .. } => {
            let v = *value as u64;
            let n = elem.bytes() as usize;
            if elem.is_float() {
                let f = *value as f64;
                push_float(out, elem, f.to_bits(), true);
            } else {
                let v = crate::semantics::int::mask(v, elem.bits());
                out.extend_from_slice(&v.to_le_bytes()[..n]);
            }
            Ok(())
        }
        Attribute::Float { bits, ty: _ } => {
            push_float(out, elem, *bits, false);
            Ok(())
        }
        _ => Err("unsupported dense element".into()),
    }
}

/// The bytes of a dense initializer for `count` elements of type `elem`.
pub fn dense_bytes(data: &DenseData, elem: Scalar, count: usize) -> Result<Vec<u8>, String> {
    let one = |a: &Attribute, out: &mut Vec<u8>| dense_element(a, elem, out);
    let mut out = Vec::with_capacity(count * elem.bytes() as usize);
    match data {
        DenseData::Splat(a) => {
            let mut e = Vec::new();
            one(a, &mut e)?;
            for _ in 0..count {
                out.extend_from_slice(&e);
            }
        }
        DenseData::Elements(els) => {
            if els.len() == 1 && count != 1 {
                let mut e = Vec::new();
                one(&els[0], &mut e)?;
                for _ in 0..count {
                    out.extend_from_slice(&e);
                }
            } else {
                if els.len() != count {
                    return Err(format!(
                        "initializer has {} elements, expected {count}",
                        els.len()
                    ));
                }
                for a in els {
                    one(a, &mut out)?;
                }
            }
        }
        DenseData::Hex(h) => {
            let h = h.trim_start_matches("0x").trim_start_matches("0X");
            let bytes: Result<Vec<u8>, _> = (0..h.len() / 2)
                .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16))
                .collect();
            let bytes = bytes.map_err(|_| "invalid hex initializer".to_string())?;
            let n = elem.bytes() as usize;
            if bytes.len() == n {
                for _ in 0..count {
                    out.extend_from_slice(&bytes);
                }
            } else if bytes.len() == n * count {
                out = bytes;
            } else {
                return Err("hex initializer has the wrong size".into());
            }
        }
    }
    if out.is_empty() {
        out.push(0);
    }
    Ok(out)
}

/// Appends a float of type `elem`; `bits` are f64 bits when `from_f64`, else the attribute's
/// own bits (f32 bits for f32 attributes).
fn push_float(out: &mut Vec<u8>, elem: Scalar, bits: u64, from_f64: bool) {
    match elem {
        Scalar::F32 => {
            let b = if from_f64 {
                (f64::from_bits(bits) as f32).to_bits()
            } else {
                bits as u32
            };
            out.extend_from_slice(&b.to_le_bytes());
        }
        Scalar::F64 => out.extend_from_slice(&bits.to_le_bytes()),
        Scalar::Small(k) => {
            // A float attribute of a small type holds the format's bits.
            let v = if from_f64 {
                crate::semantics::minifloat::encode_code(
                    f64::from_bits(bits),
                    k.small_code().unwrap_or(0),
                )
            } else {
                bits
            };
            out.extend_from_slice(&v.to_le_bytes()[..elem.bytes() as usize]);
        }
        _ => {
            let v = f64::from_bits(bits) as i64 as u64;
            out.extend_from_slice(&v.to_le_bytes()[..elem.bytes() as usize]);
        }
    }
}

/// Registers `op` as an allocation-report site (its location and generic text, printed
/// through `texts`, which must only ever see `m`) with the global tracker; returns the site id.
pub fn register_site(m: &Module, op: OpId, texts: &mut crate::print::OpTexts) -> u32 {
    let loc = location_string(m, op);
    let text = texts.text(m, op);
    bufjit_runtime::global().register_site(&loc, &text).0
}
