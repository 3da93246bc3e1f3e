//! `bufjit run`: the mlir-runner-compatible driver. Parses, verifies, optionally runs a pass
//! pipeline, JIT-compiles, calls the entry point, prints its result as mlir-runner does, and
//! then checks the allocator: any leak, double free or invalid free is reported on stderr and
//! makes the exit status non-zero.
//!
//! Exit status: 0 success, 1 compile or usage error, 2 memory violation, 3 runtime error
//! (failed `cf.assert`, integer division by zero, stack overflow), 4 use after free (a load,
//! store or copy of a freed buffer), 5 wild memory access in generated code.

use crate::codegen::engine::{CallError, Jit, RetVal, ValKind};
use crate::codegen::{CodegenOptions, OptLevel};
use crate::diag::Source;
use crate::exec::{
    EntryResult, ExecError, EXIT_COMPILE_ERROR, EXIT_MEMORY_VIOLATION, EXIT_RUNTIME_ERROR,
    EXIT_USE_AFTER_FREE, EXIT_WILD_ACCESS,
};
use crate::ir::Module;
use crate::parse::Parser;
use crate::tool::options::{words, Engine, Memcheck, RunReport};
use bufjit_runtime::guard::Failure;
use bufjit_runtime::{Mode, Tracker, Violation};

/// What `--pipeline=default` runs: MLIR 22's deallocation pipeline (its deallocs lowered with
/// the helper lists on the stack), then the lowering of what it leaves (`bufferization.clone`,
/// `bufferization.dealloc`) to memref ops; see
/// [`crate::transforms::pipeline::default_run_pipeline`].
pub const DEFAULT_PIPELINE: &str = crate::transforms::pipeline::DEFAULT_RUN_PIPELINE_TEXT;

/// What `--pipeline=clone` runs: MLIR 16's clone-based `buffer-deallocation`, canonicalize,
/// and the lowering of the clones ([`crate::transforms::pipeline::CLONE_RUN_PIPELINE_TEXT`]).
pub const CLONE_PIPELINE: &str = crate::transforms::pipeline::CLONE_RUN_PIPELINE_TEXT;

/// `bufjit run` flags.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    /// Input file (`-` for stdin).
    #[arg(default_value = "-")]
    pub input: String,
    /// Entry point function name.
    #[arg(short = 'e', default_value = "main")]
    pub entry: String,
    /// Entry point result type: void, i32, i64, f32 or f64.
    #[arg(
        long = "entry-point-result",
        default_value = "void",
        value_parser = words::<EntryResult>("-entry-point-result")
    )]
    pub entry_point_result: EntryResult,
    /// Optimization level 0.
    #[arg(long = "O0")]
    pub o0: bool,
    /// Optimization level 1.
    #[arg(long = "O1")]
    pub o1: bool,
    /// Optimization level 2.
    #[arg(long = "O2")]
    pub o2: bool,
    /// Optimization level 3.
    #[arg(long = "O3")]
    pub o3: bool,
    /// Pass pipeline before code generation: `auto` (the default pipeline if the input
    /// allocates and never deallocates, else the input as given), `none`, `default`
    /// (ownership-based), `clone` (MLIR 16's clone-based deallocation), or a textual pipeline.
    #[arg(long = "pipeline", default_value = "auto")]
    pub pipeline: String,
    /// Say on stderr which pipeline ran.
    #[arg(short = 'v', long = "verbose")]
    pub verbose: bool,
    /// Accepted for mlir-runner compatibility and ignored (bufjit provides the runner
    /// utilities itself).
    #[arg(long = "shared-libs")]
    pub shared_libs: Vec<String>,
    /// Accepted for mlir-runner compatibility and ignored (LLVM's matrix intrinsics are
    /// always available).
    #[arg(long = "enable-matrix", hide = true)]
    pub enable_matrix: bool,
    /// Accepted for mlir-runner compatibility and ignored.
    #[arg(long = "matrix-allow-contract", hide = true)]
    pub matrix_allow_contract: bool,
    /// Accepted for mlir-runner compatibility and ignored (`llvm.intr.matrix.*` carry their
    /// layout: column-major, LLVM's default).
    #[arg(long = "matrix-default-layout", hide = true)]
    pub matrix_default_layout: Option<String>,
    /// Allocator report format: text, json or sarif (SARIF 2.1.0, one result per violation at
    /// its IR line; printed when something is wrong, or always if given explicitly).
    #[arg(long = "report", value_parser = words::<RunReport>("--report"))]
    pub report: Option<RunReport>,
    /// Write the allocator report to this file instead of stderr (always, even when clean).
    #[arg(short = 'o', long = "output")]
    pub output: Option<String>,
    /// Memory checking: collect (default), stop (end at the first violation) or off.
    #[arg(
        long = "memcheck",
        default_value = "collect",
        value_parser = words::<Memcheck>("--memcheck")
    )]
    pub memcheck: Memcheck,
    /// Quarantine freed memory (poisoned with 0xDB, addresses not reused).
    #[arg(long = "quarantine")]
    pub quarantine: bool,
    /// Run `generate-runtime-verification` first (out-of-bounds accesses and views become
    /// failed assertions naming the op) and report loads, stores and copies of freed buffers
    /// (implies `--quarantine`).
    #[arg(long = "check-bounds")]
    pub check_bounds: bool,
    /// A failed `cf.assert` prints its message and the program continues, as after MLIR's
    /// `-test-cf-assert` lowering (what MLIR's runtime-verification tests run with); without
    /// it a failed assertion is a runtime error.
    #[arg(long = "test-cf-assert")]
    pub test_cf_assert: bool,
    /// Execution engine: `jit` (Cranelift, the default) or `interp` (the reference
    /// interpreter, `src/interp/`).
    #[arg(
        long = "engine",
        default_value = "jit",
        value_parser = words::<Engine>("--engine")
    )]
    pub engine: Engine,
    /// With `--engine=interp`: print every executed op (location, name, results) on stderr.
    #[arg(long = "trace")]
    pub trace: bool,
    /// Threads the outermost parallel loops run on (default: the available cores; 1 runs
    /// every loop on the calling thread, as written). The interpreter ignores it.
    #[arg(long = "threads", value_name = "N", value_parser = crate::tool::options::parse_threads)]
    pub threads: Option<u64>,
    /// Estimated work (ops × iterations) below which a parallel loop stays on the calling
    /// thread; `0` splits every parallel loop, however small (how `bufjit fuzz-diff --threads`
    /// runs programs; for reproducing its failures).
    #[arg(long = "parallel-min-work", value_name = "OPS", hide = true)]
    pub parallel_min_work: Option<u64>,
}

impl RunArgs {
    /// The number of threads for parallel loops: `--threads`, else the available cores (1 for
    /// the interpreter).
    pub fn threads(&self) -> u64 {
        match self.engine {
            Engine::Interp => 1,
            Engine::Jit => self
                .threads
                .unwrap_or_else(crate::tool::options::default_threads),
        }
    }
}

/// C's `%e` (what mlir-runner uses for float results): `4.500000e+00`.
pub fn format_e(v: f64) -> String {
    if v.is_nan() {
        return if v.is_sign_negative() { "-nan" } else { "nan" }.into();
    }
    if v.is_infinite() {
        return if v < 0.0 { "-inf" } else { "inf" }.into();
    }
    let s = format!("{v:.6e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = exp.parse().unwrap_or(0);
    format!("{mant}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
}

/// The exit status for an error.
fn exit_status(err: &ExecError) -> i32 {
    match err {
        ExecError::Compile(_) | ExecError::Invocation(_) | ExecError::Internal(_) => {
            EXIT_COMPILE_ERROR
        }
        ExecError::Trap(Failure::RuntimeError(_) | Failure::StackOverflow { .. }) => {
            EXIT_RUNTIME_ERROR
        }
        ExecError::Trap(Failure::WildAccess { .. }) => EXIT_WILD_ACCESS,
        ExecError::MemoryViolation { use_after_free } => {
            if *use_after_free {
                EXIT_USE_AFTER_FREE
            } else {
                EXIT_MEMORY_VIOLATION
            }
        }
    }
}

/// Prints `err` on stderr as `bufjit run` reports it (diagnostics rendered against `src`) and
/// returns the exit status. A memory violation prints nothing here: the allocator's report
/// says it.
fn report(src: &Source, err: ExecError) -> i32 {
    match &err {
        ExecError::Compile(diags) => {
            let mut out = String::new();
            for d in diags {
                src.render(d, &mut out);
            }
            eprint!("{out}");
        }
        ExecError::Invocation(msg) => eprintln!("Error: {msg}"),
        ExecError::Internal(msg) => eprintln!("error: {msg}"),
        ExecError::Trap(f) => {
            bufjit_runtime::print::flush();
            eprintln!("{}", f.message());
        }
        ExecError::MemoryViolation { .. } => {}
    }
    exit_status(&err)
}

fn stop_handler(t: &Tracker, v: &Violation) {
    bufjit_runtime::print::flush();
    let report = t.report();
    eprint!("{}", report.text());
    eprintln!("bufjit: stopped at the first memory violation (--memcheck=stop)");
    std::process::exit(exit_status(&ExecError::MemoryViolation {
        use_after_free: v.kind.is_access(),
    }));
}

/// The passes `--pipeline=SPEC` runs on `m` (`auto`, `none`, `default` or pipeline text) and the
/// line `-v` prints about them (`bufjit: --pipeline=auto: ...: running the default pipeline
/// builtin.module(...)`). `lower` overrides the dealloc lowering's options under `auto` and
/// `default` (see [`crate::transforms::pipeline::auto_pipeline`]).
pub fn resolve_pipeline(
    spec: &str,
    m: &crate::ir::Module,
    lower: Option<&[(&str, &str)]>,
) -> Result<(Vec<crate::transforms::PipelineEntry>, String), String> {
    use crate::transforms::pipeline::{auto_pipeline, default_run_pipeline, pipeline_text};
    Ok(match spec {
        "auto" => {
            let c = auto_pipeline(m, lower);
            let line = if c.pipeline.is_empty() {
                format!("bufjit: --pipeline=auto: {}", c.reason)
            } else {
                format!(
                    "bufjit: --pipeline=auto: {} {}",
                    c.reason,
                    pipeline_text(&c.pipeline)
                )
            };
            (c.pipeline, line)
        }
        "none" | "" => (
            vec![],
            "bufjit: --pipeline=none: running the input as given".into(),
        ),
        "default" => {
            let mut p = default_run_pipeline();
            if let Some(opts) = lower {
                crate::transforms::pipeline::set_lowering_options(&mut p, opts);
            }
            p.extend(crate::transforms::pipeline::late_lowerings_needed(m));
            let line = format!("bufjit: --pipeline=default: {}", pipeline_text(&p));
            (p, line)
        }
        "clone" => {
            let p = crate::transforms::parse_pipeline(CLONE_PIPELINE)?;
            (p, format!("bufjit: --pipeline=clone: {CLONE_PIPELINE}"))
        }
        text => {
            let p = crate::transforms::parse_pipeline(text)?;
            (p, format!("bufjit: --pipeline: {text}"))
        }
    })
}

/// Parses and verifies the input, then runs `--check-bounds` and the `--pipeline` on it and
/// drops the functions the entry point cannot reach; errors are reported on stderr (the exit
/// status is the `Err`).
fn prepare(src: &Source, args: &RunArgs) -> Result<Module, i32> {
    let compile_error = |diags| report(src, ExecError::Compile(diags));
    let mut m = Parser::new(src.text, src.name, 1)
        .parse_module()
        .map_err(|d| compile_error(vec![d]))?;
    crate::verify::verify(&m).map_err(compile_error)?;
    if args.check_bounds {
        crate::transforms::runtime_verification::run_on_module(&mut m);
        if args.verbose {
            eprintln!("bufjit: --check-bounds: ran generate-runtime-verification");
        }
    }
    let pipeline = match resolve_pipeline(&args.pipeline, &m, None) {
        Ok((mut p, why)) => {
            if args.verbose {
                eprintln!("{why}");
            }
            if args.threads() > 1 {
                crate::transforms::pipeline::mark_parallel_loops(&mut p);
            }
            p
        }
        Err(e) => {
            eprintln!("error: {e}");
            return Err(EXIT_COMPILE_ERROR);
        }
    };
    if !pipeline.is_empty() {
        crate::transforms::run_pipeline_strict(&mut m, &pipeline)
            .map_err(|d| compile_error(vec![d]))?;
        crate::verify::verify(&m).map_err(compile_error)?;
    }
    // Only what the entry point reaches is compiled (after the pipeline, which adds helpers).
    crate::transforms::reachable::retain_reachable(&mut m, &args.entry);
    Ok(m)
}

/// Compiles `m` with Cranelift, checks the entry point as mlir-runner does and calls it.
fn run_jit(m: &Module, args: &RunArgs, opts: &CodegenOptions) -> Result<Vec<RetVal>, ExecError> {
    let start = std::time::Instant::now();
    let jit = Jit::compile(m, opts).map_err(ExecError::Compile)?;
    // `BUFJIT_TIME_COMPILE=1` prints the module's compile time (`Jit::compile`).
    if std::env::var_os("BUFJIT_TIME_COMPILE").is_some() {
        let ms = start.elapsed().as_secs_f64() * 1e3;
        eprintln!("bufjit: compiled in {ms:.3} ms");
    }
    let Some(f) = jit.function(&args.entry) else {
        return Err(ExecError::Invocation("entry point not found".into()));
    };
    if !f.inputs.is_empty() {
        return Err(ExecError::Invocation(
            "JIT can't invoke a main function expecting arguments".into(),
        ));
    }
    let kinds: Vec<_> = f
        .results
        .iter()
        .map(|k| match k {
            ValKind::Scalar(s) => Some(*s),
            _ => None,
        })
        .collect();
    let result_kind = args.entry_point_result;
    if !result_kind.accepts(&kinds) {
        return Err(ExecError::Invocation(result_kind.mismatch()));
    }
    jit.call(&args.entry, &[]).map_err(|e| match e {
        CallError::Runtime(f) => ExecError::Trap(f),
        e => ExecError::Invocation(e.to_string()),
    })
}

/// Runs `bufjit run` on a file's text; returns the process exit status.
pub fn run(name: &str, text: &str, args: &RunArgs) -> i32 {
    let src = Source {
        name,
        text,
        first_line: 1,
    };
    if !args.shared_libs.is_empty() {
        eprintln!("note: -shared-libs ignored: bufjit provides the MLIR runner utilities itself");
    }
    let mode = args.memcheck.mode();
    let m = match prepare(&src, args) {
        Ok(m) => m,
        Err(code) => return code,
    };
    let opt_level = if args.o0 && !(args.o1 || args.o2 || args.o3) {
        OptLevel::None
    } else {
        OptLevel::Speed
    };
    let opts = CodegenOptions {
        opt_level,
        verify: cfg!(debug_assertions),
        // Off mode frees without the tracker, so there is no quarantine to check against.
        check_freed_memory: (args.quarantine || args.check_bounds) && mode != Mode::Off,
        unchecked_alloc: mode == Mode::Off,
        assert_continues: args.test_cf_assert,
        threads: args.threads(),
        parallel_min_work: args
            .parallel_min_work
            .unwrap_or(crate::transforms::parallelize::MIN_LOOP_WORK),
    };
    let tracker = bufjit_runtime::global();
    tracker.set_mode(mode);
    if args.quarantine || args.check_bounds {
        tracker.set_quarantine_bytes(64 << 20);
    }
    if mode == Mode::Stop {
        tracker.set_violation_handler(Some(stop_handler));
    }
    let rets = match args.engine {
        Engine::Interp => crate::interp::driver::run_entry(
            &m,
            &args.entry,
            args.entry_point_result,
            crate::interp::Options {
                trace: args.trace,
                check_freed_memory: args.quarantine || args.check_bounds,
                assert_continues: args.test_cf_assert,
            },
        ),
        Engine::Jit => run_jit(&m, args, &opts),
    };
    let fallback = crate::tool::sarif::entry_position(name, text, &args.entry);
    match rets {
        Ok(rets) => finish(&rets, tracker, mode, args, &fallback),
        Err(e) => {
            if let (Some(RunReport::Sarif), ExecError::Trap(f)) = (args.report, &e) {
                let m = f.message();
                let finding = crate::tool::sarif::runtime_finding(&m, &m, fallback);
                let code = write_report(&crate::tool::sarif::report(&[finding]), args);
                if code != 0 {
                    return code;
                }
            }
            report(&src, e)
        }
    }
}

/// Writes an allocator report to `--output`, else to stderr; returns 0, or the exit status
/// of a usage error if the file cannot be written.
fn write_report(text: &str, args: &RunArgs) -> i32 {
    match &args.output {
        Some(path) => match std::fs::write(path, text) {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("error: could not write report '{path}': {e}");
                EXIT_COMPILE_ERROR
            }
        },
        None => {
            eprint!("{text}");
            0
        }
    }
}

/// Prints the entry point's result as mlir-runner does, then the allocator's verdict; returns
/// the exit status (shared by both engines).
fn finish(
    rets: &[RetVal],
    tracker: &Tracker,
    mode: Mode,
    args: &RunArgs,
    fallback: &crate::tool::sarif::Position,
) -> i32 {
    let format = args.report;
    let line = match rets.first() {
        Some(RetVal::I32(v)) => Some(v.to_string()),
        Some(RetVal::I64(v)) | Some(RetVal::Index(v)) => Some(v.to_string()),
        Some(RetVal::F32(v)) => Some(format_e(*v as f64)),
        Some(RetVal::F64(v)) => Some(format_e(*v)),
        _ => None,
    };
    if let Some(l) = line {
        bufjit_runtime::print::emit(format!("{l}\n").as_bytes());
    }
    bufjit_runtime::print::flush();
    if crate::codegen::rt::runtime_error_count() > 0 {
        return EXIT_RUNTIME_ERROR;
    }
    let report = tracker.report();
    let clean = mode == Mode::Off || report.is_clean();
    if !clean || format.is_some() || args.output.is_some() {
        let text = match format {
            Some(RunReport::Json) => format!("{}\n", report.json()),
            Some(RunReport::Sarif) => {
                let text = if mode == Mode::Off {
                    String::new()
                } else {
                    report.text()
                };
                let findings = crate::tool::sarif::memory_findings(&text, fallback);
                crate::tool::sarif::report(&findings)
            }
            Some(RunReport::Text) | None => report.text(),
        };
        let code = write_report(&text, args);
        if code != 0 {
            return code;
        }
    }
    if clean {
        0
    } else {
        exit_status(&ExecError::MemoryViolation {
            use_after_free: report.violations.iter().any(|v| v.kind.is_access()),
        })
    }
}

/// Reads the input and runs on a thread with a large stack (deeply recursive kernels).
pub fn main(args: RunArgs) -> i32 {
    let (name, text) = match read(&args.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return EXIT_COMPILE_ERROR;
        }
    };
    let h = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || run(&name, &text, &args));
    match h.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("error: internal error while running the input");
            EXIT_COMPILE_ERROR
        }
    }
}

/// Reads a file (or stdin for `-`), returning the name diagnostics use and the text.
pub fn read(path: &str) -> Result<(String, String), String> {
    if path == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| format!("<stdin>: error: could not read input: {e}"))?;
        Ok(("<stdin>".into(), s))
    } else {
        std::fs::read_to_string(path)
            .map(|t| (path.to_string(), t))
            .map_err(|e| format!("error: could not open input file '{path}': {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::format_e;

    #[test]
    fn formats_like_printf_e() {
        assert_eq!(format_e(4.5), "4.500000e+00");
        assert_eq!(format_e(-0.00125), "-1.250000e-03");
        assert_eq!(format_e(1e100), "1.000000e+100");
        assert_eq!(format_e(0.0), "0.000000e+00");
    }
}
