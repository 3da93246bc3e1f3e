//! `bufjit run`: the mlir-runner-compatible driver. Parses, verifies, optionally runs a pass
//! pipeline, JIT-compiles, calls the entry point, prints its result as mlir-runner does, and
//! then checks the allocator: any leak, double free or invalid free is reported on stderr and
//! makes the exit status non-zero.
//!
//! Exit status: 0 success, 1 compile or usage error, 2 memory violation, 3 runtime error
//! (failed `cf.assert`, integer division by zero, stack overflow), 4 use after free (a load,
//! store or copy of a freed buffer), 5 wild memory access in generated code.

use crate::codegen::engine::{Jit, ValKind};
use crate::codegen::rt::{EXIT_MEMORY_VIOLATION, EXIT_RUNTIME_ERROR, EXIT_USE_AFTER_FREE};
use crate::codegen::types::Scalar;
use crate::codegen::{CodegenOptions, OptLevel};
use crate::diag::Source;
use crate::parse::Parser;
use bufjit_runtime::{Mode, Tracker, Violation};

/// What `--pipeline=default` runs: MLIR 22's deallocation pipeline (its deallocs lowered with
/// the helper lists on the stack), then the lowering of what it leaves (`bufferization.clone`,
/// `bufferization.dealloc`) to memref ops; see
/// [`crate::transforms::pipeline::default_run_pipeline`].
pub const DEFAULT_PIPELINE: &str = crate::transforms::pipeline::DEFAULT_RUN_PIPELINE_TEXT;

/// What `--pipeline=clone` runs: MLIR 16's clone-based `buffer-deallocation`, canonicalize,
/// and the lowering of the clones ([`crate::transforms::pipeline::CLONE_RUN_PIPELINE_TEXT`]).
pub const CLONE_PIPELINE: &str = crate::transforms::pipeline::CLONE_RUN_PIPELINE_TEXT;

/// Exit status for compile and usage errors.
pub const EXIT_COMPILE_ERROR: i32 = 1;

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
    #[arg(long = "entry-point-result", default_value = "void")]
    pub entry_point_result: String,
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
    /// Allocator report format: text or json (printed when something is wrong, or always if
    /// given explicitly).
    #[arg(long = "report")]
    pub report: Option<String>,
    /// Memory checking: collect (default), stop (end at the first violation) or off.
    #[arg(long = "memcheck", default_value = "collect")]
    pub memcheck: String,
    /// Quarantine freed memory (poisoned with 0xDB, addresses not reused).
    #[arg(long = "quarantine")]
    pub quarantine: bool,
    /// Run `generate-runtime-verification` first (out-of-bounds accesses and views become
    /// failed assertions naming the op) and report loads, stores and copies of freed buffers
    /// (implies `--quarantine`).
    #[arg(long = "check-bounds")]
    pub check_bounds: bool,
    /// Execution engine: `jit` (Cranelift, the default) or `interp` (the reference
    /// interpreter, `src/interp/`).
    #[arg(long = "engine", default_value = "jit")]
    pub engine: String,
    /// With `--engine=interp`: print every executed op (location, name, results) on stderr.
    #[arg(long = "trace")]
    pub trace: bool,
}

/// Parsed `-entry-point-result`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EntryResult {
    /// `void`.
    Void,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

fn entry_result(s: &str) -> Option<EntryResult> {
    Some(match s {
        "void" => EntryResult::Void,
        "i32" => EntryResult::I32,
        "i64" => EntryResult::I64,
        "f32" => EntryResult::F32,
        "f64" => EntryResult::F64,
        _ => return None,
    })
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

fn stop_handler(t: &Tracker, v: &Violation) {
    bufjit_runtime::print::flush();
    let report = t.report();
    eprint!("{}", report.text());
    eprintln!("bufjit: stopped at the first memory violation (--memcheck=stop)");
    std::process::exit(if v.kind.is_access() {
        EXIT_USE_AFTER_FREE
    } else {
        EXIT_MEMORY_VIOLATION
    });
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

/// Runs `bufjit run` on a file's text; returns the process exit status.
pub fn run(name: &str, text: &str, args: &RunArgs) -> i32 {
    let src = Source {
        name,
        text,
        first_line: 1,
    };
    let render = |diags: &[crate::diag::Diagnostic]| {
        let mut out = String::new();
        for d in diags {
            src.render(d, &mut out);
        }
        eprint!("{out}");
    };
    let Some(result_kind) = entry_result(&args.entry_point_result) else {
        eprintln!(
            "error: invalid -entry-point-result '{}' (expected void, i32, i64, f32 or f64)",
            args.entry_point_result
        );
        return EXIT_COMPILE_ERROR;
    };
    if !args.shared_libs.is_empty() {
        eprintln!("note: -shared-libs ignored: bufjit provides the MLIR runner utilities itself");
    }
    let mode = match args.memcheck.as_str() {
        "collect" => Mode::Collect,
        "stop" => Mode::Stop,
        "off" => Mode::Off,
        other => {
            eprintln!("error: invalid --memcheck '{other}' (expected collect, stop or off)");
            return EXIT_COMPILE_ERROR;
        }
    };
    let json = match args.report.as_deref() {
        None | Some("text") => false,
        Some("json") => true,
        Some(other) => {
            eprintln!("error: invalid --report '{other}' (expected text or json)");
            return EXIT_COMPILE_ERROR;
        }
    };
    let mut m = match Parser::new(text, name, 1).parse_module() {
        Ok(m) => m,
        Err(d) => {
            render(&[d]);
            return EXIT_COMPILE_ERROR;
        }
    };
    if let Err(d) = crate::verify::verify(&m) {
        render(&d);
        return EXIT_COMPILE_ERROR;
    }
    if args.check_bounds {
        crate::transforms::runtime_verification::run_on_module(&mut m);
        if args.verbose {
            eprintln!("bufjit: --check-bounds: ran generate-runtime-verification");
        }
    }
    let pipeline = match resolve_pipeline(&args.pipeline, &m, None) {
        Ok((p, why)) => {
            if args.verbose {
                eprintln!("{why}");
            }
            p
        }
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_COMPILE_ERROR;
        }
    };
    if !pipeline.is_empty() {
        if let Err(d) = crate::transforms::run_pipeline(&mut m, &pipeline) {
            render(&[d]);
            return EXIT_COMPILE_ERROR;
        }
        if let Err(d) = crate::verify::verify(&m) {
            render(&d);
            return EXIT_COMPILE_ERROR;
        }
    }
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
    };
    let tracker = bufjit_runtime::global();
    tracker.set_mode(mode);
    if args.quarantine || args.check_bounds {
        tracker.set_quarantine_bytes(64 << 20);
    }
    if mode == Mode::Stop {
        tracker.set_violation_handler(Some(stop_handler));
    }
    if args.engine == "interp" {
        let rets = match crate::interp::driver::run_entry(
            &m,
            &args.entry,
            result_kind,
            crate::interp::Options {
                trace: args.trace,
                check_freed_memory: args.quarantine || args.check_bounds,
            },
            &render,
        ) {
            Ok(r) => r,
            Err(code) => return code,
        };
        return finish(&rets, tracker, mode, json, args.report.is_some());
    } else if args.engine != "jit" {
        eprintln!(
            "error: invalid --engine '{}' (expected jit or interp)",
            args.engine
        );
        return EXIT_COMPILE_ERROR;
    }
    let start = std::time::Instant::now();
    let jit = match Jit::compile(&m, &opts) {
        Ok(j) => j,
        Err(d) => {
            render(&d);
            return EXIT_COMPILE_ERROR;
        }
    };
    // `BUFJIT_TIME_COMPILE=1` prints the module's compile time (`Jit::compile`).
    if std::env::var_os("BUFJIT_TIME_COMPILE").is_some() {
        let ms = start.elapsed().as_secs_f64() * 1e3;
        eprintln!("bufjit: compiled in {ms:.3} ms");
    }
    let Some(f) = jit.function(&args.entry) else {
        eprintln!("Error: entry point not found");
        return EXIT_COMPILE_ERROR;
    };
    if !f.inputs.is_empty() {
        eprintln!("Error: JIT can't invoke a main function expecting arguments");
        return EXIT_COMPILE_ERROR;
    }
    let expected: &[ValKind] = match result_kind {
        EntryResult::Void => &[],
        EntryResult::I32 => &[ValKind::Scalar(Scalar::I32)],
        EntryResult::I64 => &[ValKind::Scalar(Scalar::I64)],
        EntryResult::F32 => &[ValKind::Scalar(Scalar::F32)],
        EntryResult::F64 => &[ValKind::Scalar(Scalar::F64)],
    };
    let index_ok = result_kind == EntryResult::I64 && f.results == [ValKind::Scalar(Scalar::Index)];
    if f.results != expected && !index_ok {
        let msg = match result_kind {
            EntryResult::Void => "expected void function".to_string(),
            r => format!(
                "only single {} function result supported",
                format!("{r:?}").to_lowercase()
            ),
        };
        eprintln!("Error: {msg}");
        return EXIT_COMPILE_ERROR;
    }
    let rets = match jit.call(&args.entry, &[]) {
        Ok(r) => r,
        Err(crate::codegen::engine::CallError::Runtime(f)) => {
            bufjit_runtime::print::flush();
            eprintln!("{}", f.message());
            return f.exit_code();
        }
        Err(e) => {
            eprintln!("Error: {e}");
            return EXIT_COMPILE_ERROR;
        }
    };
    drop(jit);
    finish(&rets, tracker, mode, json, args.report.is_some())
}

/// Prints the entry point's result as mlir-runner does, then the allocator's verdict; returns
/// the exit status (shared by both engines).
fn finish(
    rets: &[crate::codegen::engine::RetVal],
    tracker: &Tracker,
    mode: Mode,
    json: bool,
    report_always: bool,
) -> i32 {
    use crate::codegen::engine::RetVal;
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
    if !clean || report_always {
        if json {
            eprintln!("{}", report.json());
        } else {
            eprint!("{}", report.text());
        }
    }
    if clean {
        0
    } else if report.violations.iter().any(|v| v.kind.is_access()) {
        EXIT_USE_AFTER_FREE
    } else {
        EXIT_MEMORY_VIOLATION
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
